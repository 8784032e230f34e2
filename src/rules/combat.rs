//! The Combat Phase (LR 1.10; COM-01..COM-23).

use super::api::Event;
use super::game::Game;

impl Game {
    /// Start the Combat Phase: every force away fights (COM-03), then the end-of-phase checks
    /// (COM-20 unprosecuted wars, COM-21 four-war collapse), then the Revolution Phase.
    pub(super) fn start_combat(&mut self, ev: &mut Vec<Event>) {
        self.rules_end("COM-03", "the Combat phase is not implemented yet", ev);
    }
}
