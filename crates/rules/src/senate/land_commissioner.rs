//! SEN-39 (card:statesman-7a/1): M. Fulvius Flaccus "may claim unheld Land Commissioner
//! Concession during Senate Phase any time after Prosecutions provided a Land Bill is in
//! effect".
//!
//! RULING (SEN-39, docs/RULINGS.md): the Senate runs in PBEM rounds, so his player is asked (a
//! `Choice`: `CHOOSE CLAIM LAND COMMISSIONER` or `CHOOSE PASS`) when the Senate is past its
//! prosecutions (or the Dictator's and consular business skipped them) and he is aligned, a Land
//! Bill is in effect and the Land Commissioner lies unheld in the Forum; asked once a Senate Phase
//! while these hold. The Default Move is no claim (the card's "may"; no Concession is taken for a
//! player). A claim takes the Concession at once (no vote, no veto).

use super::super::api::{ChoiceAbout, ChoiceOption, Event, EventKind, SenateStage, SenatorId};
use super::super::data::StatesmanPower;
use super::super::game::{Game, data, public};

/// The Land Commissioner's key (SEN-39).
pub(crate) const LAND_COMMISSIONER: &str = "land-commissioner";

impl Game {
    /// SEN-39: the aligned Fulvius Flaccus who may claim the Land Commissioner now, if any.
    fn sen_39_claimant(&self, stage: SenateStage) -> Option<usize> {
        if !matches!(stage, SenateStage::Governors | SenateStage::OtherBusiness)
            || self.land_bills.is_empty()
            || !self
                .forum_concessions
                .iter()
                .any(|k| k == LAND_COMMISSIONER)
            || self.senate.as_ref().is_none_or(|s| s.flaccus_asked)
        {
            return None;
        }
        let d = data();
        self.senators.iter().position(|s| {
            s.faction.is_some()
                && s.statesman.as_ref().is_some_and(|k| {
                    d.statesman(k)
                        .is_some_and(|c| c.has_power(StatesmanPower::ClaimLandCommissioner))
                })
        })
    }

    /// SEN-39: ask Flaccus's player whether he claims the Land Commissioner. True if asked.
    pub(crate) fn sen_39_ask(&mut self, stage: SenateStage) -> bool {
        let Some(i) = self.sen_39_claimant(stage) else {
            return false;
        };
        let Some(f) = self.senators[i].faction else {
            return false;
        };
        let owner = self.senate_controller(f);
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.flaccus_asked = true;
                s.rounds
            }
            None => return false,
        };
        let about = ChoiceAbout::LandCommissioner {
            senator: self.senators[i].id(),
        };
        let id = self.choice_id(&about, usize::try_from(n).unwrap_or(0), owner);
        self.ask_choice(
            owner,
            id,
            about,
            vec![ChoiceOption::ClaimLandCommissioner, ChoiceOption::Pass],
            ChoiceOption::Pass,
        );
        true
    }

    /// SEN-39: the answer: the Concession is his at once if still unheld and a Land Bill in
    /// effect; the Senate's business goes on.
    pub(crate) fn sen_39_claim_answer(
        &mut self,
        senator: &SenatorId,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let alive = self
            .find_senator(senator)
            .is_some_and(|i| self.senators[i].faction.is_some());
        if *pick == ChoiceOption::ClaimLandCommissioner
            && alive
            && !self.land_bills.is_empty()
            && self
                .forum_concessions
                .iter()
                .any(|k| k == LAND_COMMISSIONER)
        {
            self.grant_concession(LAND_COMMISSIONER, senator, ev);
            ev.push(public(EventKind::LandCommissionerClaimed {
                senator: senator.clone(),
            }));
        }
        self.senate_next(ev);
    }
}
