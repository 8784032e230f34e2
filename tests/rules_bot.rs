//! Whole "bot" runs: setup → PB-01 → Mortality → PB-02 → Forum (PB-03..PB-06) → Population →
//! RulesEnd (SEN-01), or a Finished end, 3..=6 players.

#[path = "rules_support.rs"]
mod support;

use rorgm::rules::{EventKind, GameStatus, Visibility};
use support::bot_run;

#[test]
fn pb_03_pb_06_pop_01_bot_games_reach_the_senate_stop_for_3_to_6_players() {
    let mut senate = 0;
    for players in 3..=6 {
        for seed in 0..25u64 {
            let (g, ev) = bot_run(players, seed * 7 + players as u64, seed);
            match g.status() {
                GameStatus::RulesEnd { rule, .. } => {
                    assert!(rule == "SEN-01" || rule == "MOR-06", "{rule}");
                    if rule == "SEN-01" {
                        senate += 1;
                        assert!(ev.iter().any(|e| e.visibility == Visibility::Public
                            && matches!(&e.kind, EventKind::RulesEnd { rule, .. } if rule == "SEN-01")));
                        assert!(
                            ev.iter()
                                .any(|e| matches!(&e.kind, EventKind::StateOfTheRepublic { .. }))
                        );
                        let taken = ev
                            .iter()
                            .filter(|e| matches!(&e.kind, EventKind::InitiativeTaken { .. }))
                            .count();
                        assert_eq!(taken, 6);
                    }
                }
                GameStatus::Finished { .. } => {}
                other => panic!("unexpected end {other:?}"),
            }
            assert_eq!(g.players().len(), players);
        }
    }
    assert!(senate > 50, "{senate}");
}
