//! SEN-54 (issue 24 §1): Graft and Murder of a Tribune cancel a Tribune's use; Mob Incited to
//! Violence answers them.
//!
//! - card:intrigue-graft/1..4: a Senator in Rome cancels a Tribune's veto or proposal by paying
//!   1d6 T from his Personal Treasury to the Bank; a roll higher than he holds cancels the Graft
//!   (the card is still discarded).
//! - card:intrigue-murder-of-a-tribune/1..4: a Senator in Rome rolls 1d6: even cancels the
//!   Tribune; he loses Popularity equal to the die whatever the result.
//! - Both: another Tribune may be played for the same purpose after; against a Tribune's
//!   proposal the card is played before any votes are called.
//! - card:intrigue-mob-incited-to-violence/1..3: against a player who just resolved one of them:
//!   1d6 chits plus the Oratory of one of the player's Senators in Rome; the target's Senators in
//!   Rome whose chits are drawn die.
//!
//! The PBEM round (RULING SEN-54, docs/RULINGS.md): a Tribune is used when the rules apply it —
//! a veto written with the vote when the vote is resolved (SEN-11, in the order of voting), a
//! Tribune's proposal when it is taken up, before its vote is called (SEN-10; a Gracchus's or
//! Popillius's own right is no Tribune and the Pontifex's veto is not one either). At that moment,
//! if another faction (its own Senate decisions, SEN-59) with a Senator in Rome holds Graft or
//! Murder of a Tribune, the use waits and every such faction is asked at once (a `Choice`: one of
//! its cards with one of its Senators in Rome, or `PASS`, the Default Move: no card is ever
//! played for a player). The first in the order of voting (SEN-02) who played resolves his card;
//! the others keep theirs and, if the Tribune still stands, are asked again (a faction that
//! passed is not asked again about this Tribune). After each card, the holders of Mob Incited to
//! Violence with a Senator in Rome (not its player) are asked the same way (Default Move: pass).
//! A cancelled Tribune is spent; its faction is asked whether it plays another Tribune for the
//! same purpose (Default Move: none). The votes already written stand: a vote resumes with the
//! cancelled faction's veto taken out; a Tribune's proposal cancelled is not put.

use serde::{Deserialize, Serialize};

use super::super::api::{
    Answer, CardKey, ChoiceAbout, ChoiceOption, Decision, DecisionKind, DicePurpose, Event,
    EventKind, FactionId, Proposal, SenatorId,
};
use super::super::data::IntrigueKind;
use super::super::facts::DeathCause;
use super::super::game::{Game, data, public};
use super::super::general::RollFor;
use super::prosecutions::Appeal;

/// SEN-54: what a Tribune waiting on Graft or Murder of a Tribune is used for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "use", rename_all = "snake_case")]
pub enum TribunePurpose {
    /// A veto of the vote on `proposal`: the round's answers (what was written beside the votes
    /// already taken out) and a Popular Appeal already rolled (PB-11).
    Veto {
        proposal: Proposal,
        answers: Vec<(FactionId, Answer)>,
        seen: Option<Appeal>,
    },
    /// A Tribune's proposal taken up (SEN-10).
    Proposal { proposal: Proposal },
}

impl TribunePurpose {
    fn proposal(&self) -> &Proposal {
        match self {
            TribunePurpose::Veto { proposal, .. } | TribunePurpose::Proposal { proposal } => {
                proposal
            }
        }
    }

    fn is_veto(&self) -> bool {
        matches!(self, TribunePurpose::Veto { .. })
    }
}

/// SEN-54: a Tribune's use waiting for the cards that answer it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TribuneUse {
    /// The faction whose Tribune it is.
    pub faction: FactionId,
    /// The Tribune card, or the Statesman whose inherent Tribune it is.
    pub card: CardKey,
    pub purpose: TribunePurpose,
}

/// SEN-54: this Senate Phase's Tribune waiting on Graft / Murder of a Tribune / Mob.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TribuneCancelState {
    /// The use asked about.
    #[serde(default)]
    pub pending: Option<TribuneUse>,
    /// The factions that passed on it (not asked again about this Tribune).
    #[serde(default)]
    pub passed: Vec<FactionId>,
    /// The use was asked about and stands: the rules apply it without asking again.
    #[serde(default)]
    pub stands: Option<(FactionId, CardKey)>,
    /// The player who just resolved Graft or Murder (Mob's target), and whether it cancelled.
    #[serde(default)]
    pub resolved_by: Option<(FactionId, bool)>,
}

impl Game {
    fn sen_54_state(&mut self) -> Option<&mut TribuneCancelState> {
        self.senate.as_mut().map(|s| &mut s.tribune_cancel)
    }

    /// Factions that make their own Senate decisions, have a Senator in Rome and are not `but`.
    fn sen_54_candidates(&self, but: FactionId) -> Vec<FactionId> {
        self.sen_02_order()
            .into_iter()
            .filter(|f| {
                *f != but
                    && !self.eliminated(*f)
                    && self.senate_controller(*f) == *f
                    && !self.in_rome_of(*f).is_empty()
            })
            .collect()
    }

    fn sen_54_in_rome_ids(&self, f: FactionId) -> Vec<SenatorId> {
        self.in_rome_of(f)
            .into_iter()
            .map(|i| self.senators[i].id())
            .collect()
    }

    /// SEN-54: `f` uses the Tribune `card` for `purpose`. True if the use waits for the holders
    /// of Graft or Murder of a Tribune (a round was opened); false: it stands, apply it now.
    pub(crate) fn sen_54_ask(
        &mut self,
        f: FactionId,
        card: &CardKey,
        purpose: TribunePurpose,
    ) -> bool {
        let stands = self
            .sen_54_state()
            .and_then(|s| s.stands.take())
            .is_some_and(|(g, c)| g == f && c == *card);
        if stands {
            if let Some(s) = self.sen_54_state() {
                s.passed.clear();
            }
            return false;
        }
        let passed = self
            .senate
            .as_ref()
            .map(|s| s.tribune_cancel.passed.clone())
            .unwrap_or_default();
        let about = ChoiceAbout::CancelTribune {
            faction: f,
            proposal: purpose.proposal().clone(),
            veto: purpose.is_veto(),
        };
        let mut decisions = Vec::new();
        for g in self.sen_54_candidates(f) {
            if passed.contains(&g) {
                continue;
            }
            let graft = !self.intrigue_in_hand(g, IntrigueKind::Graft).is_empty();
            let murder = !self
                .intrigue_in_hand(g, IntrigueKind::MurderOfATribune)
                .is_empty();
            if !graft && !murder {
                continue;
            }
            let mut options = Vec::new();
            for s in self.sen_54_in_rome_ids(g) {
                if graft {
                    options.push(ChoiceOption::Graft { senator: s.clone() });
                }
                if murder {
                    options.push(ChoiceOption::MurderTribune { senator: s });
                }
            }
            options.push(ChoiceOption::Pass);
            decisions.push(self.sen_54_decision(g, &about, options));
        }
        if decisions.is_empty() {
            if let Some(s) = self.sen_54_state() {
                s.passed.clear();
            }
            return false;
        }
        if let Some(s) = self.senate.as_mut() {
            if purpose.is_veto() {
                s.floor = None;
            }
            s.tribune_cancel.pending = Some(TribuneUse {
                faction: f,
                card: card.clone(),
                purpose,
            });
        }
        self.open_round(DecisionKind::Choice, decisions);
        true
    }

    fn sen_54_decision(
        &self,
        g: FactionId,
        about: &ChoiceAbout,
        options: Vec<ChoiceOption>,
    ) -> Decision {
        let n = self.senate.as_ref().map_or(0, |s| s.rounds);
        let n = usize::try_from(n).unwrap_or(0);
        self.choice_decision(n, g, about.clone(), options, ChoiceOption::Pass)
    }

    /// Is this answer one of SEN-54's rounds?
    pub(crate) fn sen_54_is_answer(a: &Answer) -> bool {
        matches!(
            a,
            Answer::Choice {
                about: ChoiceAbout::CancelTribune { .. }
                    | ChoiceAbout::MobIncited { .. }
                    | ChoiceAbout::AnotherTribune { .. },
                ..
            }
        )
    }

    /// SEN-54: a round of Graft / Murder, Mob or another Tribune is over.
    pub(crate) fn sen_54_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let picks: Vec<(FactionId, ChoiceAbout, ChoiceOption)> = answers
            .into_iter()
            .filter_map(|(f, a)| match a {
                Answer::Choice { about, pick } => Some((f, about, pick)),
                _ => None,
            })
            .collect();
        let order = self.sen_02_order();
        let first = order.iter().find_map(|f| {
            picks
                .iter()
                .find(|(g, _, p)| g == f && *p != ChoiceOption::Pass)
                .cloned()
        });
        match picks.first().map(|(_, about, _)| about.clone()) {
            Some(ChoiceAbout::CancelTribune { .. }) => {
                let passing: Vec<FactionId> = picks
                    .iter()
                    .filter(|(_, _, p)| *p == ChoiceOption::Pass)
                    .map(|(g, _, _)| *g)
                    .collect();
                if let Some(s) = self.sen_54_state() {
                    s.passed.extend(passing);
                }
                match first {
                    Some((g, _, pick)) => self.sen_54_attempt(g, &pick, ev),
                    None => self.sen_54_resume(false, ev),
                }
            }
            Some(ChoiceAbout::MobIncited { against }) => {
                if let Some((g, _, ChoiceOption::Mob { senator })) = first {
                    self.sen_54_mob(g, &senator, against, ev);
                }
                self.sen_54_after_attempt(ev);
            }
            Some(ChoiceAbout::AnotherTribune { .. }) => {
                let again = first.is_some_and(|(_, _, p)| p == ChoiceOption::AnotherTribune);
                self.sen_54_again(again, ev);
            }
            _ => self.sen_54_resume(false, ev),
        }
    }

    /// SEN-54: `g` plays Graft or Murder of a Tribune with `pick`'s Senator.
    fn sen_54_attempt(&mut self, g: FactionId, pick: &ChoiceOption, ev: &mut Vec<Event>) {
        let (senator, murder) = match pick {
            ChoiceOption::Graft { senator } => (senator.clone(), false),
            ChoiceOption::MurderTribune { senator } => (senator.clone(), true),
            _ => return self.sen_54_resume(false, ev),
        };
        let kind = if murder {
            IntrigueKind::MurderOfATribune
        } else {
            IntrigueKind::Graft
        };
        let (Some(card), Some(i), Some(against)) = (
            self.intrigue_in_hand(g, kind).into_iter().next(),
            self.find_senator(&senator),
            self.senate
                .as_ref()
                .and_then(|s| s.tribune_cancel.pending.as_ref())
                .map(|u| u.faction),
        ) else {
            return self.sen_54_resume(false, ev);
        };
        self.discard_from_hand(g, &card);
        let die = self.roll(
            1,
            RollFor::Check,
            DicePurpose::TribuneCancel {
                senator: senator.clone(),
                murder,
            },
            ev,
        );
        let n = die.dice.first().map_or(0, |d| *d);
        let cancelled = if murder {
            self.change_popularity(i, -i32::from(n), ev);
            n.is_multiple_of(2)
        } else if self.senators[i].treasury >= u32::from(n) {
            // card:intrigue-graft/1: paid to the Bank.
            self.senators[i].treasury -= u32::from(n);
            self.ledger.spent_to_bank += u64::from(n);
            true
        } else {
            // card:intrigue-graft/3: a roll higher than he holds cancels the Graft.
            false
        };
        ev.push(public(EventKind::TribuneCancelAttempt {
            faction: g,
            senator,
            against,
            murder,
            die: n,
            cancelled,
        }));
        if let Some(s) = self.sen_54_state() {
            s.resolved_by = Some((g, cancelled));
        }
        // card:intrigue-mob-incited-to-violence/1: the other holders of Mob may answer.
        let about = ChoiceAbout::MobIncited { against: g };
        let mut decisions = Vec::new();
        for h in self.sen_54_candidates(g) {
            if self
                .intrigue_in_hand(h, IntrigueKind::MobIncitedToViolence)
                .is_empty()
            {
                continue;
            }
            let mut options: Vec<ChoiceOption> = self
                .sen_54_in_rome_ids(h)
                .into_iter()
                .map(|senator| ChoiceOption::Mob { senator })
                .collect();
            options.push(ChoiceOption::Pass);
            decisions.push(self.sen_54_decision(h, &about, options));
        }
        if decisions.is_empty() {
            self.sen_54_after_attempt(ev);
        } else {
            self.open_round(DecisionKind::Choice, decisions);
        }
    }

    /// SEN-54 (card:intrigue-mob-incited-to-violence/2-3): 1d6 chits plus `senator`'s Oratory;
    /// `against`'s Senators in Rome drawn die.
    fn sen_54_mob(
        &mut self,
        g: FactionId,
        senator: &SenatorId,
        against: FactionId,
        ev: &mut Vec<Event>,
    ) {
        let d = data();
        let (Some(card), Some(i)) = (
            self.intrigue_in_hand(g, IntrigueKind::MobIncitedToViolence)
                .into_iter()
                .next(),
            self.find_senator(senator),
        ) else {
            return;
        };
        if !self.senators[i].in_rome {
            return;
        }
        self.discard_from_hand(g, &card);
        let oratory = u32::from(self.senators[i].oratory(d));
        let die = self.roll(
            1,
            RollFor::Check,
            DicePurpose::MobIncited {
                senator: senator.clone(),
            },
            ev,
        );
        let chits = die.count() + oratory;
        ev.push(public(EventKind::MobIncited {
            faction: g,
            senator: senator.clone(),
            against,
            chits,
        }));
        let drawn = self.draw_chits(chits, ev);
        let cause = DeathCause::MobIncited { faction: g };
        let mut died = false;
        for n in drawn {
            let hit = self
                .senators
                .iter()
                .position(|s| s.family == n && s.in_rome && s.faction == Some(against));
            if let Some(v) = hit {
                died = true;
                self.kill_senator(v, cause.clone(), ev);
            }
        }
        if !died {
            ev.push(public(EventKind::NoVictims { cause }));
        }
        self.mor_06_empty_factions(ev);
    }

    /// SEN-54: after a Graft or Murder (and the Mob round): a cancelled Tribune is spent and
    /// its faction may play another; a Tribune still standing is asked about again.
    fn sen_54_after_attempt(&mut self, ev: &mut Vec<Event>) {
        let cancelled = self
            .sen_54_state()
            .and_then(|s| s.resolved_by.take())
            .is_some_and(|(_, c)| c);
        if !cancelled {
            return self.sen_54_resume(true, ev);
        }
        let Some(u) = self
            .senate
            .as_ref()
            .and_then(|s| s.tribune_cancel.pending.clone())
        else {
            return self.senate_next(ev);
        };
        self.sen_10_play(u.faction, &u.card);
        ev.push(public(EventKind::TribuneCancelled {
            faction: u.faction,
            proposal: u.purpose.proposal().clone(),
            veto: u.purpose.is_veto(),
        }));
        // card:intrigue-graft/2: another Tribune for the same purpose (the faction's own
        // decision, SEN-59), if it has one and still can.
        let more = self.senate_controller(u.faction) == u.faction
            && !self.eliminated(u.faction)
            && self.sen_54_next_tribune(u.faction).is_some();
        if !more {
            return self.sen_54_again(false, ev);
        }
        let about = ChoiceAbout::AnotherTribune {
            proposal: u.purpose.proposal().clone(),
            veto: u.purpose.is_veto(),
        };
        let d = self.sen_54_decision(
            u.faction,
            &about,
            vec![ChoiceOption::AnotherTribune, ChoiceOption::Pass],
        );
        self.open_round(
            DecisionKind::Choice,
            vec![Decision {
                simultaneous: false,
                ..d
            }],
        );
    }

    /// The Tribune `f` would use next for this proposal (no Pontifex's veto nor own right).
    fn sen_54_next_tribune(&self, f: FactionId) -> Option<CardKey> {
        let mut v = self.free_tribunes(f);
        v.extend(self.tribune_hand(f));
        v.into_iter().next()
    }

    /// SEN-54: the cancelled faction plays another Tribune (`again`) or not.
    fn sen_54_again(&mut self, again: bool, ev: &mut Vec<Event>) {
        let Some(u) = self.sen_54_state().and_then(|s| s.pending.take()) else {
            return self.senate_next(ev);
        };
        if let Some(s) = self.sen_54_state() {
            s.passed.clear();
            s.stands = None;
        }
        match u.purpose {
            TribunePurpose::Veto {
                proposal,
                mut answers,
                seen,
            } => {
                if !again {
                    for (g, a) in answers.iter_mut() {
                        if let Answer::SenateVote(v) = a
                            && *g == u.faction
                        {
                            v.veto = false;
                        }
                    }
                }
                self.sen_54_vote_again(proposal, answers, seen, ev);
            }
            TribunePurpose::Proposal { proposal } => {
                if again && let Some(s) = self.senate.as_mut() {
                    s.tribunes.next = Some((u.faction, proposal));
                }
                self.senate_next(ev);
            }
        }
    }

    /// SEN-54: the Tribune asked about stands (`attempted`: after a failed card, the holders
    /// left are asked again) or, with no card played, is applied.
    fn sen_54_resume(&mut self, attempted: bool, ev: &mut Vec<Event>) {
        let Some(u) = self.sen_54_state().and_then(|s| s.pending.take()) else {
            return self.senate_next(ev);
        };
        if !attempted && let Some(s) = self.sen_54_state() {
            s.stands = Some((u.faction, u.card.clone()));
        }
        match u.purpose {
            TribunePurpose::Veto {
                proposal,
                answers,
                seen,
            } => self.sen_54_vote_again(proposal, answers, seen, ev),
            TribunePurpose::Proposal { proposal } => {
                if let Some(s) = self.senate.as_mut() {
                    s.tribunes.next = Some((u.faction, proposal));
                }
                self.senate_next(ev);
            }
        }
    }

    /// The vote held for SEN-54 is resolved again from its answers.
    fn sen_54_vote_again(
        &mut self,
        p: Proposal,
        answers: Vec<(FactionId, Answer)>,
        seen: Option<Appeal>,
        ev: &mut Vec<Event>,
    ) {
        if let Some(s) = self.senate.as_mut() {
            s.floor = Some(p);
            s.appeal_veto.seen = seen;
        }
        self.resolve_vote(answers, ev);
        self.sen_52_vote_over();
    }
}
