//! The Revolution Phase (LR 1.11; RVN-01..RVN-12, PB-13), then the next turn.

use super::api::{Answer, Event, FactionId, RuleError};
use super::game::Game;

impl Game {
    /// Start the Revolution Phase: open the PB-13 round.
    #[allow(dead_code)] // wired by the end of the Combat Phase (in progress)
    pub(super) fn start_revolution(&mut self, ev: &mut Vec<Event>) {
        self.rules_end("RVN-02", "the Revolution phase is not implemented yet", ev);
    }

    /// PB-13: validate a faction's plays and discards.
    pub(super) fn validate_revolution(
        &self,
        _f: FactionId,
        _a: &Answer,
    ) -> Result<Answer, RuleError> {
        Err(RuleError::NotImplemented(
            "RVN-02".into(),
            "the Revolution phase is not implemented yet".into(),
        ))
    }

    /// PB-13: resolve the round (RVN-02, RVN-04), RVN-12, then the next turn.
    pub(super) fn resolve_revolution(&mut self, _a: Vec<(FactionId, Answer)>, ev: &mut Vec<Event>) {
        self.rules_end("RVN-02", "the Revolution phase is not implemented yet", ev);
    }
}
