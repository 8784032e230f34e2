//! Prosecutions (LR 1.09.4; SEN-23..SEN-32, PB-10, PB-11).

use super::super::api::{
    Answer, CardKey, ChoiceAbout, ChoiceOption, DeathCause, Event, EventKind, FactionId, Illegal,
    Proposal, ProsecutionReason, Refused, SenatorId, VoteOrder,
};
use super::super::data::StatesmanPower;
use super::super::game::{Game, data, public};
use super::super::general::RollFor;
use super::super::state::Office;
use crate::api::DicePurpose;
use serde::{Deserialize, Serialize};

/// The outcome of a Popular Appeal (SEN-27).
pub(super) use crate::api::AppealOutcome as Appeal;

/// SEN-27: the Popular Appeal table (BOARD): modified roll → votes (≤2 killed, ≥12 freed).
pub(super) fn appeal_votes(total: i32) -> Appeal {
    match total {
        t if t <= 2 => Appeal::Killed,
        t if t >= 12 => Appeal::Freed,
        t => Appeal::Votes((t - 7) * 4),
    }
}

/// SEN-27: the Popular Appeal table in words, for the board-table test (`killed`, `freed`,
/// `votes N`).
#[cfg(test)]
pub(crate) fn appeal_votes_for_test(total: i32) -> String {
    match appeal_votes(total) {
        Appeal::Killed => "killed".into(),
        Appeal::Freed => "freed".into(),
        Appeal::Votes(n) => format!("votes {n}"),
        Appeal::None => "none".into(),
    }
}

/// PB-11: a prosecution held for the accused's choice: the proposal, the round's answers and
/// the appeal's result.
pub type HeldProsecution = (Proposal, Vec<(FactionId, Answer)>, Appeal);

/// PB-11 / SEN-27 (LR 1.09.422, S004): a prosecution whose accused appealed and survived waits
/// for his faction's choice whether to veto it with a Tribune now that the result is known.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppealVetoState {
    /// The vote held while the accused's faction chooses: the proposal, the round's answers
    /// (what they wrote beside the votes already taken out) and the appeal's result.
    pub pending: Option<HeldProsecution>,
    /// The vote resumed after the choice: the appeal's result, not rolled again.
    pub seen: Option<Appeal>,
}

/// SEN-23 / FOR-02 (LR 2.01.7): the reason of the extra Major Prosecution of a Faction Leader
/// whose faction could not pay its Pontifex's Evil Omens debt and fine.
pub(crate) const EVIL_OMENS_REASON: ProsecutionReason = ProsecutionReason::EvilOmens;

impl Game {
    /// PB-11 (S004): the accused's faction appealed: a Tribune it wrote with its vote is not
    /// played before the appeal; it chooses once the result is known (LR 1.09.422).
    pub(super) fn pb_11_veto_waits_for_appeal(p: &Proposal, v: &VoteOrder) -> bool {
        matches!(p, Proposal::Prosecute { .. }) && v.appeal
    }

    /// PB-11: the accused's faction (the one that appeals and holds his Tribunes).
    pub(super) fn pb_11_accused_faction(&self, p: &Proposal) -> Option<FactionId> {
        let Proposal::Prosecute { accused, .. } = p else {
            return None;
        };
        self.find_senator(accused)
            .and_then(|i| self.senators[i].faction)
    }

    /// A vote's answers held to be resolved again (PB-11, SEN-54): what the round's answers
    /// wrote beside the votes was done when it closed, and is taken out.
    pub(super) fn done_beside_votes(answers: &[(FactionId, Answer)]) -> Vec<(FactionId, Answer)> {
        answers
            .iter()
            .map(|(g, a)| match a {
                Answer::SenateVote(v) => (
                    *g,
                    Answer::SenateVote(VoteOrder {
                        assassinate: None,
                        tribune_proposal: None,
                        motion: None,
                        priest: None,
                        ..v.clone()
                    }),
                ),
                other => (*g, other.clone()),
            })
            .collect()
    }

    /// SEN-27 (card:statesman-21a/1): is the accused a Mob Orator (Servilius Glaucia), who may
    /// roll 3d6 for his Popular Appeal?
    pub(crate) fn sen_27_mob_orator(&self, accused: &SenatorId) -> bool {
        self.find_senator(accused)
            .and_then(|i| self.senators[i].statesman.as_ref())
            .and_then(|k| data().statesman(k))
            .is_some_and(|c| c.has_power(StatesmanPower::MobOrator))
    }

    /// PB-11: the appeal's result when the vote resumes after the accused's choice.
    pub(super) fn pb_11_take_seen(&mut self) -> Option<Appeal> {
        self.senate.as_mut().and_then(|s| s.appeal_veto.seen.take())
    }

    /// PB-11 / SEN-27 (LR 1.09.422, S004): the accused appealed and was neither killed nor
    /// freed; if his faction may still veto, the vote waits for its choice (Default Move: the
    /// veto if it wrote one with its vote, else none). Returns true if it waits.
    pub(super) fn pb_11_ask_veto(
        &mut self,
        p: &Proposal,
        answers: &[(FactionId, Answer)],
        appeal: Appeal,
        may_veto: bool,
    ) -> bool {
        let (Proposal::Prosecute { accused, .. }, Appeal::Votes(votes)) = (p, appeal) else {
            return false;
        };
        let Some(f) = self
            .find_senator(accused)
            .and_then(|i| self.senators[i].faction)
        else {
            return false;
        };
        if !may_veto {
            return false;
        }
        let owner = self.senate_controller(f);
        let wrote_veto = answers.iter().any(|(g, a)| {
            matches!(a, Answer::SenateVote(v) if v.veto && v.appeal && (*g == owner || *g == f))
        });
        let answers = Self::done_beside_votes(answers);
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.floor = None;
                s.appeal_veto.pending = Some((p.clone(), answers, appeal));
                s.rounds
            }
            None => return false,
        };
        let about = ChoiceAbout::AppealVeto {
            accused: accused.clone(),
            votes,
        };
        let id = self.choice_id(&about, usize::try_from(n).unwrap_or(0), owner);
        let default = if wrote_veto {
            ChoiceOption::Veto
        } else {
            ChoiceOption::NoVeto
        };
        self.ask_choice(
            owner,
            id,
            about,
            vec![ChoiceOption::Veto, ChoiceOption::NoVeto],
            default,
        );
        true
    }

    /// PB-11: the accused's faction chose: the vote resumes with its veto (played now) or
    /// without it (the appeal's votes are counted), the appeal not rolled again.
    pub(crate) fn pb_11_veto_chosen(
        &mut self,
        owner: FactionId,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let Some((p, mut answers, appeal)) = self
            .senate
            .as_mut()
            .and_then(|s| s.appeal_veto.pending.take())
        else {
            self.senate_next(ev);
            return;
        };
        let veto = *pick == ChoiceOption::Veto;
        match answers.iter_mut().find(|(g, _)| *g == owner) {
            Some((_, Answer::SenateVote(v))) => v.veto = veto,
            _ => answers.push((
                owner,
                Answer::SenateVote(VoteOrder {
                    veto,
                    ..VoteOrder::default()
                }),
            )),
        }
        if let Some(s) = self.senate.as_mut() {
            s.floor = Some(p);
            s.appeal_veto.seen = Some(appeal);
        }
        self.resolve_vote(answers, ev);
        // SEN-52: the votes of Senators killed after voting counted in this vote; it is over.
        self.sen_52_vote_over();
    }

    /// SEN-27 / SEN-53: roll the Popular Appeal of `accused` (2d6 + `modifier`: his Popularity,
    /// or minus the target's in the Special Major Prosecution) and announce it publicly.
    pub(super) fn popular_appeal_roll(
        &mut self,
        accused: &SenatorId,
        dice: usize,
        modifier: i32,
        ev: &mut Vec<Event>,
    ) -> (i32, Appeal) {
        let dice = self.roll(
            dice,
            RollFor::Check,
            DicePurpose::PopularAppeal {
                accused: accused.clone(),
            },
            ev,
        );
        let total = dice.total() + modifier;
        let result = appeal_votes(total);
        ev.push(public(EventKind::PopularAppeal {
            accused: accused.clone(),
            dice: dice.dice,
            total,
            votes: match result {
                Appeal::Votes(n) => n,
                _ => 0,
            },
            result,
        }));
        (total, result)
    }

    /// SEN-24: who may be prosecuted now, why, and whether a Major prosecution is possible:
    /// aligned Senators in Rome (not the Censor) with a Major marker (minor or major), a Corrupt
    /// marker from provincial spoils (minor), or a Concession whose corrupt bar is revealed
    /// (minor, one reason each); not twice for the same reason in a turn (SEN-31).
    pub(crate) fn accusable(&self) -> Vec<(usize, ProsecutionReason, bool)> {
        let tried: Vec<(SenatorId, ProsecutionReason)> = self
            .senate
            .as_ref()
            .map(|s| s.tried.clone())
            .unwrap_or_default();
        let mut out = Vec::new();
        for i in self.aligned_in_rome() {
            let s = &self.senators[i];
            if s.offices.contains(&Office::Censor) {
                continue;
            }
            let id = s.id();
            let fresh = |r: &ProsecutionReason| !tried.iter().any(|(t, q)| *t == id && q == r);
            if s.major && fresh(&ProsecutionReason::Major) {
                out.push((i, ProsecutionReason::Major, true));
            }
            // SEN-38 (LR 1.13.1/4): a Governor by Legate is tried for each Province whose
            // spoils he took this turn instead.
            let spoils = self.sen_38_spoils_reasons(&id);
            if s.corrupt && spoils.is_empty() && fresh(&ProsecutionReason::Corrupt) {
                out.push((i, ProsecutionReason::Corrupt, false));
            }
            for r in spoils {
                if fresh(&r) {
                    out.push((i, r, false));
                }
            }
            // SEN-23 / FOR-02 (LR 2.01.7): a Faction Leader whose faction could not pay its
            // Pontifex's Evil Omens debt, for a Major Prosecution outside the Censor's limits.
            if self.evil_omens_liable.contains(&id) && fresh(&EVIL_OMENS_REASON) {
                out.push((i, EVIL_OMENS_REASON, true));
            }
            for c in &s.concessions {
                let r = ProsecutionReason::Concession(CardKey::from(&c.key));
                if c.corrupt && fresh(&r) {
                    out.push((i, r, false));
                }
            }
        }
        out
    }

    /// The reason a prosecution is brought for: the one named, or the first that applies.
    pub(crate) fn prosecution_reason(&self, p: &Proposal) -> Option<ProsecutionReason> {
        let Proposal::Prosecute {
            accused,
            major,
            reason,
            ..
        } = p
        else {
            return None;
        };
        let i = self.find_senator(accused)?;
        let open: Vec<(ProsecutionReason, bool)> = self
            .accusable()
            .into_iter()
            .filter(|(j, _, _)| *j == i)
            .map(|(_, r, m)| (r, m))
            .collect();
        // SEN-23: the Evil Omens debt is a reason for a Major Prosecution only; unnamed, it is
        // used when the Censor's own limit leaves no other.
        let fits = |q: &ProsecutionReason, m: bool| {
            if *q == EVIL_OMENS_REASON {
                *major
            } else {
                !major || m
            }
        };
        match reason {
            Some(r) => open
                .iter()
                .find(|(q, m)| q == r && fits(q, *m))
                .map(|(q, _)| q.clone()),
            None => {
                let regular = open
                    .iter()
                    .find(|(q, m)| *q != EVIL_OMENS_REASON && fits(q, *m));
                let extra = open.iter().find(|(q, _)| *q == EVIL_OMENS_REASON && *major);
                match (regular, extra) {
                    (Some(_), Some(e)) if !self.sen_23_regular_open(*major) => Some(e.0.clone()),
                    (Some(r), _) => Some(r.0.clone()),
                    (None, e) => e.map(|e| e.0.clone()),
                }
            }
        }
    }

    /// SEN-23: does the Censor's limit (2 Minor or 1 Major a turn) allow one more prosecution
    /// of this kind?
    fn sen_23_regular_open(&self, major: bool) -> bool {
        let (minor, major_held) = self
            .senate
            .as_ref()
            .map_or((0, false), |s| (s.minor_prosecutions, s.major_prosecution));
        !(major_held || minor >= 2 || (major && minor > 0))
    }

    /// SEN-23..25: may this prosecution be brought now?
    pub(crate) fn prosecution_legal(&self, p: &Proposal) -> Result<(), Refused> {
        let Proposal::Prosecute {
            accused,
            major,
            prosecutor,
            ..
        } = p
        else {
            return Ok(());
        };
        let censor = self
            .office_holder(Office::Censor)
            .ok_or_else(|| Illegal::NoCensor.by("SEN-23"))?;
        if self.presiding_index() != Some(censor) {
            return Err(Illegal::OnlyCensorProsecutes.by("SEN-23"));
        }
        // SEN-23 (LR 2.01.7): the Evil Omens prosecution is "in addition to any regular
        // Prosecutions the Censor may wish to conduct".
        let extra = self.prosecution_reason(p) == Some(EVIL_OMENS_REASON);
        if !extra && !self.sen_23_regular_open(*major) {
            return Err(Illegal::ProsecutionLimit.by("SEN-23"));
        }
        if self.find_senator(accused).is_none() {
            return Err(Illegal::NoSuchSenator {
                senator: accused.clone(),
            }
            .by("SEN-24"));
        }
        if self.prosecution_reason(p).is_none() {
            return Err(Illegal::NotAccusable {
                senator: accused.clone(),
                major: *major,
            }
            .by("SEN-24"));
        }
        let Some(pr) = self.find_senator(prosecutor) else {
            return Err(Illegal::NoSuchSenator {
                senator: prosecutor.clone(),
            }
            .by("SEN-25"));
        };
        let s = &self.senators[pr];
        if s.faction.is_none() || !s.in_rome || pr == censor {
            return Err(Illegal::NotProsecutor {
                senator: prosecutor.clone(),
            }
            .by("SEN-25"));
        }
        Ok(())
    }

    /// SEN-23: the Censor's business is over.
    pub(crate) fn prosecutions_over(&self) -> bool {
        let Some(censor) = self.office_holder(Office::Censor) else {
            return true;
        };
        if !self.senators[censor].in_rome {
            return true;
        }
        let open = self.accusable();
        let extra = open.iter().any(|(_, r, _)| *r == EVIL_OMENS_REASON);
        let regular =
            self.sen_23_regular_open(false) && open.iter().any(|(_, r, _)| *r != EVIL_OMENS_REASON);
        !(extra || regular)
    }

    /// SEN-27: the accused's Popular Appeal (2d6 + his Popularity, Evil Omens included), with
    /// chits drawn against the Censor and the Prosecutor for each point above 11.
    pub(super) fn popular_appeal(
        &mut self,
        p: &Proposal,
        votes: &[(FactionId, VoteOrder)],
        ev: &mut Vec<Event>,
    ) -> Appeal {
        let Proposal::Prosecute {
            accused,
            prosecutor,
            ..
        } = p
        else {
            return Appeal::None;
        };
        let Some(a) = self.find_senator(accused) else {
            return Appeal::None;
        };
        let Some(f) = self.senators[a].faction else {
            return Appeal::None;
        };
        if !votes.iter().any(|(g, v)| *g == f && v.appeal) {
            return Appeal::None;
        }
        // SEN-27 (card:statesman-21a/1): a Mob Orator's player may have him roll 3d6.
        let dice = if votes.iter().any(|(g, v)| *g == f && v.appeal_three_dice)
            && self.sen_27_mob_orator(accused)
        {
            3
        } else {
            2
        };
        let (total, result) =
            self.popular_appeal_roll(accused, dice, self.senators[a].popularity, ev);
        if total > 11 {
            let chits = u32::try_from(total - 11).unwrap_or(0);
            let censor = self
                .office_holder(Office::Censor)
                .map(|i| self.senators[i].family);
            let pros = self
                .find_senator(prosecutor)
                .map(|i| self.senators[i].family);
            let drawn = self.draw_chits(chits, ev);
            for fam in drawn {
                if Some(fam) == censor || Some(fam) == pros {
                    let victim = self
                        .senators
                        .iter()
                        .position(|s| s.family == fam && s.faction.is_some() && s.in_rome);
                    if let Some(v) = victim {
                        self.kill_senator(v, DeathCause::AppealMob, ev);
                    }
                }
            }
        }
        result
    }

    /// SEN-23: a prosecution held, vetoed by a Tribune or cancelled by a death (SEN-52) counts
    /// towards the Censor's limit (2 Minor or 1 Major a turn), except the extra Major
    /// Prosecution for an unpaid Evil Omens debt, which is outside it (LR 2.01.7); either way
    /// its reason is used up for the turn (SEN-31). Call it before the accused dies: a reason
    /// that can no longer be found falls back on the one named, then on the kind.
    pub(crate) fn sen_23_count(&mut self, p: &Proposal) {
        let Proposal::Prosecute {
            accused,
            major,
            reason: named,
            ..
        } = p
        else {
            return;
        };
        // A Minor Prosecution whose reason is gone and was not named uses up no reason.
        let reason = self
            .prosecution_reason(p)
            .or_else(|| named.clone())
            .or_else(|| major.then_some(ProsecutionReason::Major));
        if let Some(s) = self.senate.as_mut() {
            if reason == Some(EVIL_OMENS_REASON) {
                // SEN-23: outside the Censor's limits.
            } else if *major {
                s.major_prosecution = true;
            } else {
                s.minor_prosecutions += 1;
            }
            if let Some(reason) = reason {
                s.tried.push((accused.clone(), reason));
            }
        }
    }

    /// SEN-28..31: the end of a trial. `guilty`: convicted (or killed by the mob, `killed`).
    /// Counts towards the Censor's limit either way (SEN-23).
    pub(crate) fn prosecution_concluded(
        &mut self,
        p: &Proposal,
        guilty: bool,
        killed: bool,
        ev: &mut Vec<Event>,
    ) {
        let Proposal::Prosecute {
            accused,
            major,
            prosecutor,
            ..
        } = p
        else {
            return;
        };
        self.sen_23_count(p);
        // SEN-33 (ADV 2.05.5, 2.05.6): the Advocate's and the Prosecutor's Influence.
        self.sen_33_verdict(p, guilty, ev);
        if !guilty {
            if let Some(a) = self.find_senator(accused) {
                ev.push(public(EventKind::Acquitted {
                    accused: self.senators[a].id(),
                }));
            }
            return;
        }
        // What the accused loses; the Prosecutor gains his Prior Consul marker and half the
        // Influence lost, rounded up (SEN-30).
        let (lost, had_prior) = {
            let Some(a) = self.find_senator(accused) else {
                return;
            };
            let had_prior = self.senators[a].prior_consul;
            if *major || killed {
                let lost = self.senators[a].influence;
                let cause = if killed {
                    DeathCause::KilledOnAppeal
                } else {
                    DeathCause::Executed
                };
                self.kill_senator(a, cause, ev);
                (lost, had_prior)
            } else {
                self.change_popularity(a, -5, ev);
                let s = &mut self.senators[a];
                let lost = s.influence.min(5);
                s.add_influence(-5);
                s.prior_consul = false;
                let gone: Vec<String> = s.concessions.drain(..).map(|c| c.key).collect();
                self.forum_concessions.extend(gone);
                ev.push(public(EventKind::Convicted {
                    accused: self.senators[a].id(),
                }));
                (lost, had_prior)
            }
        };
        if let Some(pr) = self.find_senator(prosecutor) {
            let gain = lost.div_ceil(2);
            self.senators[pr].add_influence(i64::from(gain));
            if had_prior {
                self.senators[pr].prior_consul = true;
            }
            ev.push(public(EventKind::ProsecutorRewarded {
                prosecutor: self.senators[pr].id(),
                influence: gain,
                prior_consul: had_prior,
            }));
        }
    }

    /// SEN-32: after the prosecutions, Major and Corrupt markers are removed from Senators in
    /// Rome (not from those away) and the
    /// corrupt bars of Armaments and Ship Building are hidden again.
    pub(crate) fn sen_32_end_of_prosecutions(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        // SEN-23: the Evil Omens liability lasts for the following Senate Phase only.
        self.evil_omens_liable.clear();
        for s in &mut self.senators {
            if s.in_rome {
                s.major = false;
                s.corrupt = false;
            }
            for c in &mut s.concessions {
                if d.concession(&c.key)
                    .is_some_and(|k| k.raised_unit.is_some())
                {
                    c.corrupt = false;
                }
            }
        }
        self.sen_38_after_prosecutions();
        ev.push(public(EventKind::ProsecutionsOver));
    }
}
