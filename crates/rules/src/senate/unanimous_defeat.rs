//! SEN-06 (LR 1.09.144, LR 1.09.41): the presiding magistrate whose own proposal is defeated by
//! the unanimous vote of all the other players' Senators in Rome chooses: lose 1 Influence, or
//! step down for the rest of the turn; the Censor presiding over Prosecutions may instead hand
//! the meeting back and end all Prosecutions. Without Influence he must step down (end them).
//!
//! The choice is his faction's (a `Choice` decision in the round after the vote). Default Move
//! (docs/RULINGS.md SEN-06): he loses 1 Influence, the milder penalty.

use super::super::api::{
    ChoiceAbout, ChoiceOption, Event, EventKind, FactionVote, Proposal, SenateStage, SenatorId,
};
use super::super::game::{Game, public};
use super::super::state::Office;

impl Game {
    /// SEN-06: after a defeated proposal, the unanimous-defeat penalty. Returns true when the
    /// presiding magistrate's faction is asked to choose (a round is open; the Senate waits).
    /// A GM's proposal made for a defaulting magistrate carries no penalty.
    pub(super) fn sen_06_unanimous_defeat(
        &mut self,
        p: &Proposal,
        tally: &[FactionVote],
        ev: &mut Vec<Event>,
    ) -> bool {
        // SEN-10: no penalty on a Tribune's proposal.
        // SEN-56: a Law is its player's proposal, not the presiding magistrate's.
        if matches!(
            p,
            Proposal::Adjourn | Proposal::SpecialProsecution { .. } | Proposal::PassLaw { .. }
        ) || self.sen_10_tribune_floor(p).is_some()
        {
            return false;
        }
        let by_gm = self.senate.as_ref().is_some_and(|s| s.queue_by_gm);
        let Some(pm) = self.presiding_index() else {
            return false;
        };
        let Some(own) = self.senators[pm].faction else {
            return false;
        };
        let others: Vec<&FactionVote> = tally.iter().filter(|t| t.faction != own).collect();
        let unanimous = !others.is_empty() && others.iter().all(|t| t.yes == 0 && t.abstained == 0);
        if by_gm || !unanimous || self.status != super::super::game::GameStatus::Waiting {
            return false;
        }
        let senator = self.senators[pm].id();
        let quit = if self.sen_06_censor_prosecuting(&senator) {
            ChoiceOption::EndProsecutions
        } else {
            ChoiceOption::StepDown
        };
        if self.senators[pm].influence == 0 {
            self.sen_06_apply(&senator, &quit, ev);
            return false;
        }
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.rounds += 1;
                s.rounds
            }
            None => return false,
        };
        // SEN-59: the Consul for Life's player answers for the magistrate's faction.
        let owner = self.senate_controller(own);
        let about = ChoiceAbout::UnanimousDefeat { senator };
        let id = self.choice_id(&about, usize::try_from(n).unwrap_or(0), owner);
        self.ask_choice(
            owner,
            id,
            about,
            vec![ChoiceOption::LoseInfluence, quit],
            // RULING (SEN-06): the Default Move is the milder penalty, 1 Influence.
            ChoiceOption::LoseInfluence,
        );
        true
    }

    /// Is `senator` the Censor presiding over the Prosecutions?
    fn sen_06_censor_prosecuting(&self, senator: &SenatorId) -> bool {
        self.senate_stage() == Some(SenateStage::Prosecutions)
            && self
                .office_holder(Office::Censor)
                .is_some_and(|i| self.senators[i].id() == *senator)
    }

    #[cfg(test)]
    pub(crate) fn sen_06_censor_prosecuting_for_test(&self, senator: &SenatorId) -> bool {
        self.sen_06_censor_prosecuting(senator)
    }

    /// SEN-06: apply the presiding magistrate's choice.
    pub(crate) fn sen_06_apply(
        &mut self,
        senator: &SenatorId,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self.find_senator(senator) else {
            return;
        };
        match pick {
            ChoiceOption::LoseInfluence => {
                self.senators[i].add_influence(-1);
                ev.push(public(EventKind::PresidingRebuked {
                    senator: senator.clone(),
                    stepped_down: false,
                }));
            }
            ChoiceOption::EndProsecutions => {
                ev.push(public(EventKind::ProsecutionsEnded {
                    censor: senator.clone(),
                }));
                if self.senate_stage() == Some(SenateStage::Prosecutions) {
                    self.advance_stage(ev);
                }
            }
            _ => {
                if let Some(s) = self.senate.as_mut() {
                    s.stepped_down.push(senator.clone());
                }
                ev.push(public(EventKind::PresidingRebuked {
                    senator: senator.clone(),
                    stepped_down: true,
                }));
            }
        }
    }
}
