//! SEN-38 the Vatinian Law's Legates (LR 1.13.1; card:law-vatinian/1-4): NOT BUILT. The Law's
//! play is refused naming SEN-38 (`laws.rs`, `Illegal::LawNotBuilt`) and the card stays in
//! the hand, so no Governor governs by Legate in any game yet.
//!
//! What building it takes (issue 24 §2; for the helper who picks it up):
//! - the play: drop "vatinian" from `laws::NOT_BUILT`;
//! - elections (SEN-35/SEN-36, `senate/governorships.rs`, `senate/proposals.rs`): with the Law
//!   every official is eligible (card:law-vatinian/2: in Rome or not, a Major Office, already
//!   governing by Legate); a Senator elected while in Rome chooses at once to go or to govern
//!   by Legate (card:law-vatinian/3): a `Choice` of his faction (Default Move to be ruled: seed
//!   002 says Governors "depart Rome the moment the vote passes unless Vatinian Law");
//! - a Governor by Legate stays where he is (`in_rome` kept, or his Force); the Revenue Phase
//!   treats his Province as if he were there (LR 1.13.1/1: spoils, development, the Province's
//!   forces); his term runs as any Governor's;
//! - LR 1.13.1/4: a corrupt Governor by Legate may be prosecuted (a Minor Prosecution for each
//!   Province whose spoils he took), only in the turn he takes them while in Rome
//!   (`senate/prosecutions.rs`);
//! - the advanced rules 2.02 / 2.03 (LR 1.13.1/6-8: a Governor not present adds no Military to
//!   a Provincial battle; a Rebel Governor of several Provinces keeps the one he is in) belong
//!   to the ADV 2.02/2.03 work and should ask `governs_by_legate` below.

use super::api::SenatorId;
use super::game::Game;

impl Game {
    /// SEN-38 (LR 1.13.1/5-6): does `senator` govern `province` without being present in it,
    /// through a Legate (he is its Governor and is in Rome or commands a Force away)? Always
    /// false until the Vatinian Law is built (a Governor leaves Rome for his Province); the
    /// advanced rules 2.02/2.03 ask it.
    #[allow(dead_code)] // asked by ADV 2.02/2.03 (another helper's work) once Legates exist
    pub(crate) fn governs_by_legate(&self, senator: &SenatorId, province: &str) -> bool {
        let governs = self
            .provinces
            .iter()
            .any(|p| p.key == province && p.governor == *senator);
        let elsewhere = self
            .find_senator(senator)
            .is_some_and(|i| self.senators[i].in_rome)
            || self
                .forces
                .iter()
                .any(|f| f.commander.as_ref() == Some(senator));
        governs && elsewhere
    }
}

#[cfg(test)]
mod tests {
    use crate::api::SenatorId;
    use crate::state::Province;
    use crate::tests::{new_game, of};

    /// SEN-38: a Governor away in his Province does not govern by Legate; one in Rome would.
    #[test]
    fn sen_38_governs_by_legate_only_when_not_in_his_province() {
        let (mut g, _) = new_game(3, 41);
        let i = of(&g, 0)[0];
        let id = g.senators[i].id();
        g.provinces.push(Province {
            key: "sicilia".into(),
            governor: id.clone(),
            term: 3,
            developed: false,
            garrison: 0,
            elected_turn: 1,
        });
        g.senators[i].in_rome = false;
        assert!(!g.governs_by_legate(&id, "sicilia"));
        g.senators[i].in_rome = true;
        assert!(g.governs_by_legate(&id, "sicilia"));
        assert!(!g.governs_by_legate(&id, "sardinia"));
        assert!(!g.governs_by_legate(&SenatorId("999".into()), "sicilia"));
    }
}
