//! The decision machinery shared by every round: lookup, validation dispatch, sealed answers,
//! Default Moves (PB-01, PB-02) and resolution dispatch.

use std::collections::BTreeMap;

use super::api::{
    Answer, Decision, DecisionId, DecisionKind, DefaultBy, Event, EventKind, FactionId, RuleError,
};
use super::game::{Game, gm, private};
use super::state::Round;

impl Game {
    /// The open decision `id`, checked to belong to `faction`.
    pub(super) fn decision_for(
        &self,
        faction: FactionId,
        id: &DecisionId,
    ) -> Result<&Decision, RuleError> {
        let d = self
            .open()
            .iter()
            .find(|d| &d.id == id)
            .ok_or_else(|| RuleError::NoSuchDecision(id.0.clone()))?;
        if d.owner != faction {
            return Err(RuleError::NotYourDecision);
        }
        Ok(d)
    }

    /// Validate an answer against its decision; returns it normalised.
    pub(super) fn validate(&self, d: &Decision, answer: Answer) -> Result<Answer, RuleError> {
        match (d.kind, &answer) {
            (DecisionKind::SetupPlays, Answer::SetupPlays { .. }) => {
                self.validate_setup(d.owner, &answer)
            }
            (DecisionKind::Revenue, Answer::Revenue { .. }) => {
                Ok(self.plan_revenue(d.owner, &answer)?.answer)
            }
            (DecisionKind::SetupPlays, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::SetupPlays,
            }),
            (DecisionKind::Revenue, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::Revenue,
            }),
            (DecisionKind::Initiative, Answer::Initiative(plan)) => {
                Ok(Answer::Initiative(self.validate_plan(d.owner, plan)?))
            }
            (DecisionKind::Bribes, Answer::Bribes { .. }) => self.validate_bribes(d.owner, &answer),
            (DecisionKind::InitiativeBid, Answer::InitiativeBid { .. }) => {
                self.validate_bid(d, &answer)
            }
            (DecisionKind::Initiative, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::Initiative,
            }),
            (DecisionKind::Bribes, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::Bribes,
            }),
            (DecisionKind::SenateProposals, Answer::SenateProposals { .. }) => {
                self.validate_proposals(d, &answer)
            }
            (DecisionKind::SenateVote, Answer::SenateVote(v)) => self.validate_vote(d, v),
            (DecisionKind::Revolution, Answer::Revolution { .. }) => {
                self.validate_revolution(d.owner, &answer)
            }
            (DecisionKind::SenateProposals, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::SenateProposals,
            }),
            (DecisionKind::SenateVote, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::SenateVote,
            }),
            (DecisionKind::Revolution, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::Revolution,
            }),
            (DecisionKind::InitiativeBid, _) => Err(RuleError::WrongKind {
                expected: DecisionKind::InitiativeBid,
            }),
            (DecisionKind::Bodyguards, _) => self.validate_bodyguards(d, &answer),
            (DecisionKind::Trades, _) => self.validate_trades(d, &answer),
            (DecisionKind::Ransom, _) => self.validate_ransom(d, &answer),
            (DecisionKind::Choice, _) => self.validate_choice(d, &answer),
            (DecisionKind::DictatorAppointment, _) => self.sen_20_validate(d, &answer),
        }
    }

    /// Open a round of simultaneous decisions.
    pub(super) fn open_round(&mut self, kind: DecisionKind, decisions: Vec<Decision>) {
        let round = Round {
            kind,
            decisions,
            answers: BTreeMap::new(),
        };
        // MOR-06: a faction that took a Senator from the Curia is asked first whether it quits
        // instead (faction_quits.rs).
        let round = self.mor_06_hold(round);
        self.pending = Some(round);
    }

    /// Stable decision ID, e.g. "t1-setup-f2" (the faction as players number it).
    pub(super) fn decision_id(&self, what: &str, f: FactionId) -> DecisionId {
        DecisionId(format!("t{}-{what}-f{f}", self.turn.max(1)))
    }

    /// Close a round: report who answered (Public: only that they did), apply Default Moves to
    /// the missing (told privately, PB-02 "confirmed individually with the offending player"),
    /// then resolve it.
    pub(super) fn resolve_round(&mut self, round: Round, ev: &mut Vec<Event>) {
        let mut answers: Vec<(FactionId, Answer)> = Vec::new();
        for d in &round.decisions {
            let given = round.answers.get(&d.id.0).cloned();
            // Answers were validated on submission and the state has not changed since; validate
            // again anyway so that nothing illegal is ever applied.
            let checked = given.clone().map(|a| self.validate(d, a));
            match checked {
                Some(Ok(a)) => {
                    // GM only: who answered tells who defaulted (S004: a default is confirmed
                    // only to its player).
                    ev.push(gm(EventKind::AnswerReceived {
                        faction: d.owner,
                        decision: d.id.clone(),
                    }));
                    answers.push((d.owner, a));
                }
                Some(Err(e)) => {
                    ev.push(gm(EventKind::AnswerVoided {
                        faction: d.owner,
                        decision: d.id.clone(),
                        error: e,
                    }));
                    ev.push(private(
                        d.owner,
                        EventKind::DefaultApplied {
                            faction: d.owner,
                            decision: d.id.clone(),
                            kind: d.kind,
                            by: d.default_by.clone(),
                            answer: Box::new(d.default.clone()),
                        },
                    ));
                    answers.push((d.owner, d.default.clone()));
                }
                None => {
                    ev.push(private(
                        d.owner,
                        EventKind::DefaultApplied {
                            faction: d.owner,
                            decision: d.id.clone(),
                            kind: d.kind,
                            by: d.default_by.clone(),
                            answer: Box::new(d.default.clone()),
                        },
                    ));
                    answers.push((d.owner, d.default.clone()));
                }
            }
        }
        if round.kind == DecisionKind::SenateProposals {
            // PB-07/PB-10: the queue is the GM's when the presiding magistrate defaulted.
            let by_gm = round.decisions.iter().any(|d| {
                round
                    .answers
                    .get(&d.id.0)
                    .is_none_or(|a| self.validate(d, a.clone()).is_err())
            });
            if let Some(s) = self.senate.as_mut() {
                s.queue_by_gm = by_gm;
                s.queue_substituted = false;
            }
        }
        let seed_defaulted: Vec<FactionId> = round
            .decisions
            .iter()
            .filter(|d| d.default_by == DefaultBy::Seed)
            .filter(|d| {
                round
                    .answers
                    .get(&d.id.0)
                    .is_none_or(|a| self.validate(d, a.clone()).is_err())
            })
            .map(|d| d.owner)
            .collect();
        let bid_defaulted: Vec<FactionId> = round
            .decisions
            .iter()
            .filter(|d| d.default_by == DefaultBy::Seed && d.kind == DecisionKind::InitiativeBid)
            .filter(|d| {
                round
                    .answers
                    .get(&d.id.0)
                    .is_none_or(|a| self.validate(d, a.clone()).is_err())
            })
            .map(|d| d.owner)
            .collect();
        if let Some(fs) = self.forum.as_mut() {
            fs.seed_defaulted = seed_defaulted;
            fs.bid_defaulted = bid_defaulted;
        }
        self.resolve_round_kind(round.kind, answers, ev);
        if let Some(fs) = self.forum.as_mut() {
            fs.seed_defaulted.clear();
            fs.bid_defaulted.clear();
        }
    }

    fn resolve_round_kind(
        &mut self,
        kind: DecisionKind,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        match kind {
            DecisionKind::SetupPlays => self.resolve_setup(answers, ev),
            DecisionKind::Revenue => self.resolve_revenue(answers, ev),
            DecisionKind::Initiative => self.resolve_initiatives(answers, ev),
            DecisionKind::Bribes | DecisionKind::InitiativeBid => {
                self.resolve_forum_round(answers, ev)
            }
            DecisionKind::SenateProposals => self.resolve_proposals(answers, ev),
            DecisionKind::SenateVote => self.resolve_vote(answers, ev),
            DecisionKind::Revolution => self.resolve_revolution(answers, ev),
            DecisionKind::Bodyguards => self.resolve_bodyguards(answers, ev),
            DecisionKind::Trades => self.resolve_trade_answers(answers, ev),
            // COM-16: ransoms are asked in the PB-02 round only.
            DecisionKind::Ransom => self.resolve_revenue(answers, ev),
            DecisionKind::Choice => self.resolve_choice(answers, ev),
            DecisionKind::DictatorAppointment => self.sen_20_resolve(answers, ev),
        }
    }
}
