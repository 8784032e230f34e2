//! SEN-15 (LR 2.01.3, 2.01.31): Priesthoods, and SEN-16 (LR 2.01.32): the Priests' war votes.
//!
//! Once each Senate Phase, not during a vote, the Pontifex Maximus may assign (or reassign) a
//! Priesthood to a Senator present in Rome, not himself, one Priest marker each, 12 markers in
//! all (DATA-22). The new Priest gains 1 Influence; one who loses the marker (reassigned, or
//! going into Revolt) loses 1 (not below 0). Priests are public (a minor office).
//!
//! RULING (SEN-15, docs/RULINGS.md): the Pontifex's faction writes `PRIEST <senator> [FROM
//! <priest>]` with its vote on any proposal of the Senate Phase; it is applied when that vote is
//! over (its effects done, before the next proposal or the adjournment), never during it; a
//! vote an assassination cancels is over too. A Priesthood that can no longer be made then
//! (its Senator dead or gone) is told to the faction. Default Move: none (no Priesthood).

use serde::{Deserialize, Serialize};

use super::super::api::{Event, EventKind, FactionId, Illegal, PriestOrder, Proposal, SenatorId};
use super::super::game::{Game, private, public};
use super::super::illegal::Refused;
use super::super::state::Office;
use crate::api::{Answer, VoteOrder};

/// DATA-22: Priest markers in the game.
pub(crate) const MAX_PRIESTS: u32 = 12;

/// SEN-15: this Senate Phase's Priesthood.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PriestsPhase {
    /// A Priesthood was assigned this Senate Phase (once each phase).
    #[serde(default)]
    pub assigned: bool,
    /// The Priesthood written with the vote being resolved, applied when it is over.
    #[serde(default)]
    pub pending: Option<(FactionId, PriestOrder)>,
}

/// SEN-16 (LR 2.01.32, 2.01.4): does the proposal send Forces against a War or recall/retain
/// their Commander (not Garrisons or Governors only)? The Priests get a vote more on it and the
/// Pontifex's own votes count double. A partial recall of units (SEN-45) leaves the Commander
/// in the field and sends nothing: no war vote (RULINGS SEN-16; second reading).
pub(crate) fn sen_16_war_vote(p: &Proposal) -> bool {
    matches!(
        p,
        Proposal::Deploy { .. }
            | Proposal::Deployments { .. }
            | Proposal::AttackRebel { .. }
            | Proposal::AttackRebelProvince { .. }
            | Proposal::Recall { .. }
            | Proposal::Reinforce { .. }
            | Proposal::ReplaceProconsul { .. }
    )
}

impl Game {
    /// SEN-16 (LR 2.01.32, 2.01.4): Senator `i`'s own votes on `p` (Oratory and Knights, not
    /// bought ones): on a war vote the Pontifex's count double and a Priest has one more. Also
    /// the votes a Senator killed after voting leaves standing (SEN-50).
    pub(crate) fn sen_16_own_votes(&self, i: usize, p: &Proposal) -> u32 {
        let s = &self.senators[i];
        let votes = s.votes(super::super::game::data());
        if !sen_16_war_vote(p) {
            return votes;
        }
        let pontifex = s.offices.contains(&Office::PontifexMaximus);
        votes * if pontifex { 2 } else { 1 } + u32::from(s.priest)
    }

    /// SEN-15: the Pontifex's faction may still assign a Priesthood this Senate Phase: it holds
    /// the Pontifex, in Rome, and none was assigned or written with a vote yet.
    pub(crate) fn sen_15_may_appoint(&self, f: FactionId) -> bool {
        let free = self
            .senate
            .as_ref()
            .is_some_and(|s| !s.priests.assigned && s.priests.pending.is_none());
        free && self.pontifex().is_some_and(|p| {
            let s = &self.senators[p];
            s.faction == Some(f) && s.in_rome && !s.rebel
        })
    }

    /// SEN-15: Priest markers in play.
    fn sen_15_priests(&self) -> u32 {
        u32::try_from(self.senators.iter().filter(|s| s.priest).count()).unwrap_or(u32::MAX)
    }

    /// SEN-15: may faction `f` assign this Priesthood now?
    pub(crate) fn sen_15_legal(&self, f: FactionId, o: &PriestOrder) -> Result<(), Refused> {
        if !self.sen_15_may_appoint(f) {
            let done = self
                .senate
                .as_ref()
                .is_some_and(|s| s.priests.assigned || s.priests.pending.is_some());
            let yours = self
                .pontifex()
                .is_some_and(|p| self.senators[p].faction == Some(f) && self.senators[p].in_rome);
            return Err(if done && yours {
                Illegal::PriestDoneThisPhase
            } else {
                Illegal::PriestNotYours
            }
            .by("SEN-15"));
        }
        let i = self.find_senator(&o.priest).ok_or_else(|| {
            Illegal::NoSuchSenator {
                senator: o.priest.clone(),
            }
            .by("SEN-15")
        })?;
        let s = &self.senators[i];
        if s.offices.contains(&Office::PontifexMaximus) {
            return Err(Illegal::PriestIsPontifex.by("SEN-15"));
        }
        if !s.in_rome || s.rebel {
            return Err(Illegal::PriestNotInRome {
                senator: o.priest.clone(),
            }
            .by("SEN-15"));
        }
        if s.priest {
            return Err(Illegal::AlreadyPriest {
                senator: o.priest.clone(),
            }
            .by("SEN-15"));
        }
        match &o.from {
            Some(from) => {
                let is_priest = self
                    .find_senator(from)
                    .is_some_and(|j| self.senators[j].priest);
                if !is_priest {
                    return Err(Illegal::NotPriest {
                        senator: from.clone(),
                    }
                    .by("SEN-15"));
                }
            }
            None if self.sen_15_priests() >= MAX_PRIESTS => {
                return Err(Illegal::PriestMarkersOut { max: MAX_PRIESTS }.by("SEN-15"));
            }
            None => {}
        }
        Ok(())
    }

    /// SEN-15: keep the Priesthood written with the votes of the round being resolved; it is
    /// applied when the vote is over (`sen_15_apply`).
    pub(crate) fn sen_15_take(&mut self, answers: &[(FactionId, Answer)], ev: &mut Vec<Event>) {
        let order = answers.iter().find_map(|(f, a)| match a {
            Answer::SenateVote(VoteOrder {
                priest: Some(o), ..
            }) => Some((*f, o.clone())),
            _ => None,
        });
        let Some((f, o)) = order else {
            return;
        };
        if self.sen_15_may_appoint(f) {
            if let Some(s) = self.senate.as_mut() {
                s.priests.pending = Some((f, o));
            }
            return;
        }
        // The Pontifex died or left with this vote (an assassination): told, not dropped.
        if let Err(refused) = self.sen_15_legal(f, &o)
            && !self.eliminated(f)
        {
            ev.push(private(
                f,
                EventKind::PriestLapsed {
                    faction: f,
                    priest: o.priest,
                    refused,
                },
            ));
        }
    }

    /// SEN-15: the vote is over: the Priesthood written with it takes effect (if it still may:
    /// an assassination may have changed who is in Rome).
    pub(crate) fn sen_15_apply(&mut self, ev: &mut Vec<Event>) {
        let Some((f, o)) = self.senate.as_mut().and_then(|s| s.priests.pending.take()) else {
            return;
        };
        if let Err(refused) = self.sen_15_legal(f, &o) {
            // Told, never dropped silently (the faction is out of the game: nobody to tell).
            if !self.eliminated(f) {
                ev.push(private(
                    f,
                    EventKind::PriestLapsed {
                        faction: f,
                        priest: o.priest,
                        refused,
                    },
                ));
            }
            return;
        }
        let (Some(p), Some(i)) = (self.pontifex(), self.find_senator(&o.priest)) else {
            return;
        };
        let mut from_lost = 0;
        if let Some(j) = o.from.as_ref().and_then(|x| self.find_senator(x)) {
            let old = &mut self.senators[j];
            old.priest = false;
            from_lost = old.influence.min(1);
            old.add_influence(-i64::from(from_lost));
        }
        self.senators[i].priest = true;
        self.senators[i].add_influence(1);
        if let Some(s) = self.senate.as_mut() {
            s.priests.assigned = true;
        }
        ev.push(public(EventKind::PriestAppointed {
            pontifex: self.senators[p].id(),
            priest: o.priest,
            former: o.from,
            former_lost: from_lost,
        }));
    }

    /// SEN-15 (LR 2.01.31): a Priest going into Revolt loses the marker and 1 Influence.
    pub(crate) fn sen_15_revolt(&mut self, id: &SenatorId, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(id) else {
            return;
        };
        let s = &mut self.senators[i];
        if !s.priest {
            return;
        }
        s.priest = false;
        let lost = s.influence.min(1);
        s.add_influence(-i64::from(lost));
        ev.push(public(EventKind::PriestLost {
            senator: id.clone(),
            lost,
        }));
    }
}
