//! Whole "bot" runs: setup → PB-01 → Mortality → PB-02 → RulesEnd (FOR-01), 3..=6 players.

#[path = "rules_support.rs"]
mod support;

use rorgm::rules::{EventKind, GameStatus, Visibility};
use support::bot_run;

#[test]
fn pb_01_pb_02_bot_games_reach_the_forum_stop_for_3_to_6_players() {
    for players in 3..=6 {
        for seed in 0..25u64 {
            let (g, ev) = bot_run(players, seed * 7 + players as u64, seed);
            match g.status() {
                GameStatus::RulesEnd { rule, .. } => {
                    assert!(rule == "FOR-01" || rule == "MOR-06", "{rule}");
                    if rule == "FOR-01" {
                        assert_eq!(g.round(), 2);
                        assert!(ev.iter().any(|e| e.visibility == Visibility::Public
                            && matches!(&e.kind, EventKind::RulesEnd { rule, .. } if rule == "FOR-01")));
                    }
                }
                other => panic!("unexpected end {other:?}"),
            }
            assert_eq!(g.players().len(), players);
        }
    }
}
