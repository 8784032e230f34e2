//! Determinism (DESIGN.md): same seed + same inputs ⇒ identical events; a serde snapshot taken
//! at any point continues identically.

use crate::rules_support as support;

use rorgm::rules::{Event, Game};
use support::{BotRng, bot_answer, seed_from, setup};

fn json(ev: &[Event]) -> String {
    serde_json::to_string(ev).unwrap()
}

/// Run with bots; at `snapshot_at` (round number) serialize the game, restore it, and continue
/// with the restored copy.
fn run(players: usize, seed: u64, bot: u64, snapshot_at: Option<u32>) -> (String, String) {
    let (mut g, ev0) = Game::new(setup(players), seed_from(seed)).unwrap();
    let mut all = ev0;
    let mut r = BotRng(bot);
    for _ in 0..5 {
        if g.open_decisions().is_empty() {
            break;
        }
        for d in g.open_decisions() {
            if let Some(a) = bot_answer(&g, &d, &mut r) {
                g.submit(d.owner, &d.id, a).unwrap();
            }
        }
        if snapshot_at == Some(g.round()) {
            let snap = serde_json::to_string(&g).unwrap();
            let restored: Game = serde_json::from_str(&snap).unwrap();
            assert_eq!(restored, g);
            g = restored;
        }
        all.extend(g.resolve(true));
    }
    (json(&all), serde_json::to_string(&g).unwrap())
}

#[test]
fn gen_02_same_seed_and_inputs_give_identical_events() {
    for players in 3..=6 {
        for seed in 0..5 {
            let a = run(players, seed, 99 + seed, None);
            let b = run(players, seed, 99 + seed, None);
            assert_eq!(a, b);
        }
    }
}

#[test]
fn gen_02_different_seeds_give_different_games() {
    let a = run(4, 1, 5, None);
    let b = run(4, 2, 5, None);
    assert_ne!(a.0, b.0);
}

#[test]
fn gen_02_a_snapshot_continues_identically() {
    for players in 3..=6 {
        for seed in 0..4 {
            let plain = run(players, seed, 7, None);
            for at in 0..2 {
                assert_eq!(
                    plain,
                    run(players, seed, 7, Some(at)),
                    "snapshot at round {at}"
                );
            }
        }
    }
}

#[test]
fn gen_02_snapshot_just_after_setup_replays_events() {
    let (g, _) = Game::new(setup(5), seed_from(42)).unwrap();
    let snap = serde_json::to_string(&g).unwrap();
    let mut a: Game = serde_json::from_str(&snap).unwrap();
    let mut b = g.clone();
    assert_eq!(json(&a.resolve(true)), json(&b.resolve(true)));
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
}
