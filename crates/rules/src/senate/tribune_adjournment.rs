//! SEN-10 (LR 1.09.151: a Tribune may be played "immediately after the adjournment" to keep
//! the Senate open for one proposal): the adjournment moved with no vote round before it.
//!
//! RULING (docs/RULINGS.md SEN-10): Tribune proposals are written with a vote. When the
//! presiding magistrate adjourns the Senate right after a round of proposals (no vote in
//! between, so nobody could write one), the adjournment is announced with a short round asked
//! only of the factions holding a Tribune that may propose: each may write `TRIBUNE PROPOSE …`
//! (or `TRIBUNE NOMINATE …`). No vote is taken in it. A claim is taken up as any other (PB-12:
//! the one nearest the HRAO clockwise), then the adjournment stands unless another Tribune's
//! proposal is written with that vote. Default Move: no Tribune played.

use serde::{Deserialize, Serialize};

use super::super::api::{
    Answer, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind, Proposal, VoteOrder,
};
use super::super::game::{Game, public};

/// SEN-10: whether the factions could write a Tribune's proposal since the presiding
/// magistrate's last round of proposals.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TribuneWindow {
    /// A vote round (or this adjournment round) was held since the last round of proposals.
    #[serde(default)]
    pub open: bool,
}

impl Game {
    /// SEN-10: a round of proposals is opened: the next adjournment needs its own round.
    pub(crate) fn sen_10_window_closed(&mut self) {
        if let Some(s) = self.senate.as_mut() {
            s.tribune_window.open = false;
        }
    }

    /// SEN-10: a vote round is opened: the factions may write a Tribune's proposal with it.
    pub(crate) fn sen_10_window_opened(&mut self) {
        if let Some(s) = self.senate.as_mut() {
            s.tribune_window.open = true;
        }
    }

    /// SEN-10: the presiding magistrate adjourns. With no vote round since his last proposals,
    /// the factions holding a Tribune that may propose are asked first (the adjournment stays
    /// first in his queue). Returns true when that round is opened.
    pub(crate) fn sen_10_adjournment_round(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(s) = self.senate.as_ref() else {
            return false;
        };
        if s.tribune_window.open {
            return false;
        }
        let presiding = s.presiding.clone();
        let asked: Vec<_> = self
            .hrao_order()
            .into_iter()
            .filter(|f| self.senate_controller(*f) == *f && self.sen_10_may_propose(*f))
            .collect();
        if asked.is_empty() {
            return false;
        }
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.rounds += 1;
                s.floor = Some(Proposal::Adjourn);
                s.queue.insert(0, Proposal::Adjourn);
                s.tribune_window.open = true;
                s.rounds
            }
            None => return false,
        };
        ev.push(public(EventKind::AdjournmentMoved {
            presiding,
            factions: asked.clone(),
        }));
        let shared = super::tribunes::ProposalOptions::default();
        let decisions = asked
            .into_iter()
            .map(|f| {
                let mut d = self.vote_decision(f, n, &shared);
                if let DecisionOptions::SenateVote {
                    voters,
                    tribunes,
                    nominees,
                    accused,
                    presiding_faction,
                    targets,
                    assassin_cards,
                    up_to_from,
                    ..
                } = &mut d.options
                {
                    voters.clear();
                    tribunes.clear();
                    nominees.clear();
                    *accused = None;
                    *presiding_faction = false;
                    targets.clear();
                    *assassin_cards = 0;
                    *up_to_from = None;
                }
                d.default = Answer::SenateVote(VoteOrder::default());
                d.default_by = DefaultBy::Seed;
                d
            })
            .collect();
        self.open_round(DecisionKind::SenateVote, decisions);
        true
    }
}
