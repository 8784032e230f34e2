//! The embedded demo: 5 bots play every round that exists, by real mail files through the real
//! parser and intake. Also: no secret in any public mail, and the log replays identically.

use rorgm::referee::demo::run_demo;
use rorgm::rules::{Game, Viewer};
use rorgm::store::Store;

/// PB-01 / PB-02 / GEN-04: the demo game plays until it finishes or the rules stop, with
/// Default Moves applied to the silent bot, and no hand card or treasury figure is announced.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_02_demo_plays_every_round_without_leaking_secrets() {
    let dir = tempfile::tempdir().unwrap();
    let mut out = Vec::new();
    let report = run_demo(dir.path(), 42, &mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out);
    assert!(
        report.end.contains("the rules end at") || report.end.contains("finished"),
        "{}",
        report.end
    );
    assert!(report.defaults_applied >= 1);
    assert!(report.mails_in >= 9);
    assert!(text.contains("WHAT HAPPENED"), "{text}");

    let store = Store::open(&dir.path().join("demo.sqlite")).await.unwrap();
    let row = store.game(&report.game_id).await.unwrap();
    let game: Game = rorgm::rules::snapshot::decode(&row.state_json).unwrap();
    // Every hand card ever dealt (from the GM's HandDealt events).
    let mut secrets: Vec<String> = Vec::new();
    for ev in store.events(&report.game_id).await.unwrap() {
        if let rorgm::rules::EventKind::HandDealt { cards, .. } = &ev.kind {
            secrets.extend(cards.iter().map(|c| format!("[{c}]")));
        }
    }
    assert!(!secrets.is_empty());
    let outbox = store.outbox(Some(&report.game_id)).await.unwrap();
    // Issue 10: players get the public news inside their round mails ("call" or "news"), in
    // "WHAT HAPPENED" blocks identical for everyone; no separate announcement mails.
    assert!(
        !outbox.iter().any(|m| m.kind == "announcement"),
        "no separate announcements to players"
    );
    let public_blocks = |body: &str| -> Vec<String> {
        body.split("\n\n")
            .filter(|b| b.starts_with("WHAT HAPPENED") || b.starts_with("STATE OF THE REPUBLIC"))
            .map(str::to_string)
            .collect()
    };
    let rounds: Vec<_> = outbox
        .iter()
        .filter(|m| m.kind == "call" || m.kind == "news")
        .collect();
    assert!(
        rounds.iter().any(|m| !public_blocks(&m.body).is_empty()),
        "the demo told the news"
    );
    for m in &rounds {
        for b in public_blocks(&m.body) {
            for s in &secrets {
                assert!(!b.contains(s.as_str()), "public news leaks {s}");
            }
            assert!(
                !b.contains("Treasury now"),
                "public news shows a faction treasury"
            );
        }
    }
    // Public view carries no personal treasury.
    let public = game.view(Viewer::Public);
    assert!(
        public
            .factions
            .iter()
            .flat_map(|f| f.senators.iter())
            .all(|s| s.treasury.is_none())
    );
    assert!(public.private.is_empty());

    // Replay from the input log reproduces the stored state and events.
    let setup: rorgm::rules::Setup = serde_json::from_str(&row.setup_json).unwrap();
    let seed: [u8; 32] = hex::decode(&row.seed_hex).unwrap().try_into().unwrap();
    let inputs =
        rorgm::referee::input::parse_inputs(&store.inputs(&report.game_id).await.unwrap()).unwrap();
    let (replayed, events) = rorgm::referee::input::replay(setup, seed, &inputs).unwrap();
    assert!(rorgm::rules::snapshot::same_game(&row.state_json, &replayed).unwrap());
    assert_eq!(events, store.events(&report.game_id).await.unwrap());
}
