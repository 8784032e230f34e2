//! Property tests over random seeds and random legal answers: talents are conserved exactly,
//! no Public event carries a secret, and every state waits on someone or has stopped.

use crate::rules_support as support;

use proptest::prelude::*;
use rorgm::rules::{GameStatus, Viewer};
use support::bot_run;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn rev_10_gen_04_conservation_secrecy_progress(players in 3usize..=6, seed in any::<u64>(), bot in any::<u64>()) {
        let (g, _ev) = bot_run(players, seed, bot);
        // The bot run asserts conservation, secrecy and progress after every step.
        prop_assert!(g.status() != GameStatus::Waiting);
        let public = g.view(Viewer::Public);
        prop_assert!(public.private.is_empty());
        prop_assert!(public
            .factions
            .iter()
            .flat_map(|f| f.senators.iter())
            .all(|s| s.treasury.is_none()));
    }
}
