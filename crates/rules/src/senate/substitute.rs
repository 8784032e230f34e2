//! PB-10 / issue 9: the GM's substitute proposal. Seed 004 makes the GM the final word on the
//! presiding magistrate's proposals: he "alters" them when they are illegal or frivolous and
//! makes substitute proposals "in the best interests of Rome". `rorgm gm substitute` puts the
//! GM's own proposals in place of the presiding magistrate's: while the magistrate is asked for
//! proposals, or while his proposal is on the floor (its vote is withdrawn, not lost: SEN-07
//! does not bar it). A Special Major Prosecution (SEN-53) is not the magistrate's and cannot be
//! replaced. The GM's proposals must be legal like anyone's; the presiding magistrate suffers
//! no SEN-06 penalty for them.

use super::super::api::{
    Answer, Decision, DecisionKind, Event, EventKind, Illegal, Proposal, RuleError,
};
use super::super::game::{Game, GameStatus, public};

impl Game {
    /// PB-10: whether the GM may substitute a proposal now.
    fn substitute_allowed(&self) -> Result<(), RuleError> {
        let refuse = || Err(Illegal::NothingToSubstitute.by("PB-10").into());
        if self.status != GameStatus::Waiting || self.senate.is_none() {
            return refuse();
        }
        match self.pending.as_ref().map(|r| r.kind) {
            Some(DecisionKind::SenateProposals) => Ok(()),
            Some(DecisionKind::SenateVote) => {
                match self.senate.as_ref().and_then(|s| s.floor.as_ref()) {
                    Some(Proposal::SpecialProsecution { .. }) | None => refuse(),
                    Some(_) => Ok(()),
                }
            }
            _ => refuse(),
        }
    }

    /// PB-10: the presiding magistrate's proposals decision as it stands now: what a GM's
    /// substitute is read and checked against. `None` when no substitute can be made now.
    pub fn substitute_decision(&self) -> Option<Decision> {
        self.substitute_allowed().ok()?;
        let pm = self.presiding_index()?;
        let f = self.senate_controller(self.senators[pm].faction?);
        let n = self.senate.as_ref()?.rounds;
        Some(self.proposals_decision(f, n))
    }

    /// PB-10 (issue 9, `rorgm gm substitute`): the GM's proposals replace the presiding
    /// magistrate's. The open round (his proposals, or the vote on his proposal) closes without
    /// effect, and the Senate goes on with the GM's proposals first. `reason` is the GM's, as
    /// he wrote it, told to every player.
    pub fn gm_substitute(
        &mut self,
        proposals: Vec<Proposal>,
        reason: &str,
    ) -> Result<Vec<Event>, RuleError> {
        self.substitute_allowed()?;
        if proposals.is_empty() {
            return Err(Illegal::NothingToSubstitute.by("PB-10").into());
        }
        let Some(d) = self.substitute_decision() else {
            return Err(Illegal::NothingToSubstitute.by("PB-10").into());
        };
        let Answer::SenateProposals { proposals } =
            self.validate_proposals(&d, &Answer::SenateProposals { proposals })?
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::SenateProposals,
            });
        };
        let mut ev = Vec::new();
        self.pending = None;
        self.round += 1;
        let Some(s) = self.senate.as_mut() else {
            return Err(Illegal::NothingToSubstitute.by("PB-10").into());
        };
        // The withdrawn proposal was never voted on: its once-a-turn marks are undone.
        let replaced = s.floor.take();
        match &replaced {
            Some(Proposal::LandBill { level, .. }) => {
                if let Some(i) = s.land_bills_proposed.iter().rposition(|l| l == level) {
                    s.land_bills_proposed.remove(i);
                }
            }
            Some(Proposal::RepealLandBill { .. }) => s.repeal_proposed = false,
            Some(Proposal::Concession { concession, .. }) => {
                if let Some(i) = s.concessions_voted.iter().rposition(|c| c == concession) {
                    s.concessions_voted.remove(i);
                }
            }
            Some(Proposal::Concessions { grants }) => {
                for (concession, _) in grants {
                    if let Some(i) = s.concessions_voted.iter().rposition(|c| c == concession) {
                        s.concessions_voted.remove(i);
                    }
                }
            }
            Some(Proposal::ConsulForLife { .. }) => s.cfl_proposed = false,
            _ => {}
        }
        s.queue = proposals.clone();
        s.agenda_votes.clear();
        s.queue_owner = Some(d.owner);
        s.queue_by_gm = true;
        s.queue_substituted = true;
        s.asked = true;
        let presiding = s.presiding.clone();
        ev.push(public(EventKind::ProposalSubstituted {
            presiding,
            replaced,
            proposals,
            reason: reason.trim().to_string(),
        }));
        self.senate_next(&mut ev);
        // VIC-06: a levy the State cannot pay may start a Rebel's campaign.
        self.vic_06_enter(&mut ev);
        Ok(ev)
    }
}
