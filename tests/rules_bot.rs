//! Whole "bot" runs: setup → PB-01 → Mortality → PB-02 → Forum (PB-03..PB-06) → Population →
//! Senate → … until the game ends or the rules stop at a rule not built yet, 3..=6 players.

#[path = "rules_support.rs"]
mod support;

use rorgm::rules::{EventKind, GameStatus, Visibility};
use support::bot_run;

#[test]
fn pb_03_pb_06_pop_01_sen_01_bot_games_play_through_the_senate_for_3_to_6_players() {
    let mut senate = 0;
    for players in 3..=6 {
        for seed in 0..25u64 {
            let (g, ev) = bot_run(players, seed * 7 + players as u64, seed);
            if let GameStatus::RulesEnd { rule, .. } = g.status() {
                // The rules may stop only at a rule that is not built yet, named publicly.
                assert!(rule != "SEN-01", "{rule}");
                assert!(ev.iter().any(|e| e.visibility == Visibility::Public
                    && matches!(&e.kind, EventKind::RulesEnd { rule: r, .. } if *r == rule)));
            }
            assert_ne!(g.status(), GameStatus::Waiting, "a bot game ends or stops");
            if ev
                .iter()
                .any(|e| matches!(&e.kind, EventKind::SenateConvened { .. }))
            {
                senate += 1;
                assert!(
                    ev.iter()
                        .any(|e| matches!(&e.kind, EventKind::StateOfTheRepublic { .. }))
                );
                assert!(
                    ev.iter()
                        .filter(|e| matches!(&e.kind, EventKind::InitiativeTaken { .. }))
                        .count()
                        >= 6
                );
            }
            assert_eq!(g.players().len(), players);
        }
    }
    assert!(senate > 50, "{senate}");
}
