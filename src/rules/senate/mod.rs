//! The Senate Phase (LR 1.09; SEN-01..SEN-62, PB-07..PB-12).

use super::api::{Answer, Decision, Event, FactionId, RuleError, VoteOrder};
use super::game::Game;

impl Game {
    /// SEN-01: the Senate convenes.
    pub(super) fn start_senate(&mut self, ev: &mut Vec<Event>) {
        self.rules_end("SEN-01", "the Senate phase is not implemented yet", ev);
    }

    /// PB-07 / PB-10: validate the presiding magistrate's proposals.
    pub(super) fn validate_proposals(
        &self,
        _d: &Decision,
        a: &Answer,
    ) -> Result<Answer, RuleError> {
        Err(RuleError::NotImplemented(
            "SEN-02".into(),
            format!("proposals are not taken yet ({a:?})"),
        ))
    }

    /// PB-08: validate a faction's vote.
    pub(super) fn validate_vote(&self, _d: &Decision, _v: &VoteOrder) -> Result<Answer, RuleError> {
        Err(RuleError::NotImplemented(
            "SEN-03".into(),
            "votes are not taken yet".into(),
        ))
    }

    pub(super) fn resolve_proposals(&mut self, _a: Vec<(FactionId, Answer)>, ev: &mut Vec<Event>) {
        self.rules_end("SEN-02", "proposals are not implemented yet", ev);
    }

    pub(super) fn resolve_vote(&mut self, _a: Vec<(FactionId, Answer)>, ev: &mut Vec<Event>) {
        self.rules_end("SEN-03", "votes are not implemented yet", ev);
    }
}
