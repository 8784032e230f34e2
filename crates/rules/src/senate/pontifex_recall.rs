//! SEN-18 (LR 2.01.8): the Senate strips the Pontifex Maximus of his office.
//!
//! A proposal of Other Business (`Proposal::RecallPontifex`), put by the presiding magistrate
//! or with a Tribune (SEN-10). It passes by two-thirds of the votes cast (SEN-05); the
//! Pontifex's own free veto (SEN-17) cannot stop it, a Tribune can. The recalled Pontifex loses
//! the office and 5 Influence (not below 0); the Priests keep their markers (SEN-15); a new
//! Pontifex is elected at the next Senate Phase (SEN-14, "if no Pontifex").

use super::super::api::{Event, EventKind, Illegal, Proposal, SenatorId};
use super::super::game::{Game, public};
use super::super::illegal::Refused;
use super::super::state::Office;

/// SEN-18 / DATA-11: Influence the recalled Pontifex loses.
const RECALL_INFLUENCE: u32 = 5;

/// SEN-18: on this proposal the Pontifex Maximus's free veto may not be used (LR 2.01.8 "He may
/// not veto that proposal with the Pontifex Maximus veto ability").
pub(crate) fn sen_18_no_pontifex_veto(p: &Proposal) -> bool {
    matches!(p, Proposal::RecallPontifex { .. })
}

/// SEN-05 / SEN-18: two-thirds of the votes cast (abstentions do not count) are for it; a vote
/// where nobody voted yes or no does not pass.
pub(crate) fn sen_18_two_thirds(yes: u32, no: u32) -> bool {
    let (yes, no) = (u64::from(yes), u64::from(no));
    yes > 0 && 3 * yes >= 2 * (yes + no)
}

impl Game {
    /// SEN-18: the senator named holds the office of Pontifex Maximus now.
    pub(crate) fn sen_18_recall_legal(&self, pontifex: &SenatorId) -> Result<(), Refused> {
        let holds = self
            .find_senator(pontifex)
            .is_some_and(|i| self.senators[i].offices.contains(&Office::PontifexMaximus));
        if holds {
            Ok(())
        } else {
            Err(Illegal::NotPontifex {
                senator: pontifex.clone(),
            }
            .by("SEN-18"))
        }
    }

    /// SEN-18: the recall passed: the Pontifex loses the office and 5 Influence (min 0). Priests
    /// are not affected.
    pub(crate) fn sen_18_recall(&mut self, pontifex: &SenatorId, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(pontifex) else {
            return;
        };
        let s = &mut self.senators[i];
        if !s.offices.contains(&Office::PontifexMaximus) {
            return;
        }
        s.offices.retain(|o| *o != Office::PontifexMaximus);
        let lost = s.influence.min(RECALL_INFLUENCE);
        s.add_influence(-i64::from(lost));
        ev.push(public(EventKind::PontifexRecalled {
            senator: pontifex.clone(),
            influence: lost,
        }));
    }
}
