//! SEN-35 (LR 1.09.54/1-2): "All Provinces must have a Governor at the end of the Senate Phase
//! unless there are no eligible candidates available. If a Governor dies during the Senate
//! Phase after all vacant Governorships have been assigned, another Governor must be elected at
//! the earliest opportunity."
//!
//! When the Governors' business ends the Provinces it left in the Forum are noted
//! (`SenateState::vacant_after_governors`). A Governor who dies later in the phase (an
//! assassination, a Governor by Legate in Rome; MOR-04 sends his Province to the Forum) leaves
//! a Province not in that note: before the next business the Senate returns to the Governors'
//! business (SEN-35: the presiding magistrate nominates, the last eligible candidate is
//! appointed without a vote, a Province with none stays vacant, SEN-37), then goes back to the
//! other business. The business interrupted is not lost: the queued proposals wait.

use super::super::api::{Event, EventKind, SenateStage};
use super::super::game::{Game, public};

impl Game {
    /// SEN-35 (LR 1.09.54/2): the Governors' business is over; the Provinces still vacant now
    /// are not reopened later this phase.
    pub(super) fn sen_35_governors_over(&mut self) {
        let left = self.forum_provinces.clone();
        if let Some(s) = self.senate.as_mut() {
            s.vacant_after_governors = Some(left);
        }
    }

    /// SEN-35 (LR 1.09.54/2): during other business, a Province whose Governor died since the
    /// Governorships were assigned, with an eligible candidate, sends the Senate back to the
    /// Governors' business (told to all). True if it did.
    pub(super) fn sen_35_reopen_governors(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(s) = self.senate.as_ref() else {
            return false;
        };
        if s.stage != SenateStage::OtherBusiness {
            return false;
        }
        let Some(left) = s.vacant_after_governors.clone() else {
            // A Senate met in its other business (a position, an older game): the vacancies
            // now are the ones the Governors' business left.
            self.sen_35_governors_over();
            return false;
        };
        let new: Vec<String> = self
            .forum_provinces
            .iter()
            .filter(|p| !left.contains(p))
            .cloned()
            .collect();
        if new.is_empty() {
            return false;
        }
        if self.governor_candidates().is_empty() {
            // SEN-37: no one eligible: the Province stays vacant (LR 1.09.54/1).
            let mut left = left;
            left.extend(new);
            if let Some(s) = self.senate.as_mut() {
                s.vacant_after_governors = Some(left);
            }
            return false;
        }
        ev.push(public(EventKind::GovernorshipsReopened {
            provinces: new.into_iter().map(Into::into).collect(),
        }));
        if let Some(s) = self.senate.as_mut() {
            s.stage = SenateStage::Governors;
            s.asked = false;
        }
        true
    }
}
