//! `rorgm game new --position`: a live game from a position (issue 7): each player gets the
//! setup mail with their own senators and hand and the call for the round the position opens;
//! the position is kept in the setup, so the log (setup + seed + inputs) replays identically,
//! and a rollback to the first round starts from the position again. No mail server needed.

use crate::common;

use common::cli::{PLAYERS, rorgm, write_config};
use common::local::Setup;
use rorgm::mail::{MailSink, MailSource, MaildirSink, MaildirSource};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::service::Fault;
use rorgm::referee::{Clock, ManualClock, Referee};
use rorgm::rules::Game;

const POSITION: &str = r#"
turn = 4
state_treasury = 60
legions = 6
[start]
phase = "revenue"
[[faction]]
treasury = 11
hand = ["tribune-1", "tax-farmer-2"]
[[faction]]
hand = ["18A"]
[[faction]]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
knights = 1
offices = ["rome_consul"]
[[senator]]
card = "Valerius"
faction = 2
leader = true
[[senator]]
card = "Claudius"
faction = 3
leader = true
[[senator]]
card = "Aurelius"
[wars]
active = ["punic-1"]
"#;

async fn referee(dir: &std::path::Path) -> (Referee, ManualClock) {
    Setup::default().referee(&dir.join("t.sqlite")).await
}

fn players() -> Vec<NewPlayer> {
    Setup::default().players
}

#[tokio::test]
async fn a_game_from_a_position_mails_each_hand_and_the_open_round_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let (referee, clock) = referee(dir.path()).await;
    let id = referee
        .create_game_from_position(POSITION, players(), Some([9; 32]))
        .await
        .unwrap();
    let loaded = referee.load(&id).await.unwrap();
    assert_eq!(loaded.game.turn(), 4);
    let open = loaded.game.open_decisions();
    assert_eq!(open.len(), 3, "one revenue decision each: {open:?}");
    let outbox = referee.store.outbox(None).await.unwrap();
    let to = |addr: &str, kind: &str| {
        outbox
            .iter()
            .filter(|r| r.to_addr == addr && r.kind == kind)
            .collect::<Vec<_>>()
    };
    // Issue 10: the welcome (with the hand) and the first call are one mail.
    let alice = to("alice@example.test", "call");
    assert_eq!(alice.len(), 1);
    assert!(alice[0].body.contains("YOUR HAND"), "{}", alice[0].body);
    assert!(alice[0].body.contains("Tribune"), "{}", alice[0].body);
    assert!(alice[0].body.contains("Tax Farmer 2"), "{}", alice[0].body);
    assert!(!alice[0].body.contains("Quinctius"), "another's hand");
    let bob = to("bob@example.test", "call");
    assert_eq!(bob.len(), 1);
    assert!(!bob[0].body.contains("Tribune"), "another's hand");
    for p in ["alice", "bob", "carol"] {
        assert_eq!(to(&format!("{p}@example.test"), "call").len(), 1, "{p}");
        assert!(to(&format!("{p}@example.test"), "setup").is_empty(), "{p}");
    }
    // The position's whole setup is kept: the stored setup names it.
    let row = referee.store.game(&id).await.unwrap();
    assert!(
        row.setup_json.contains("\"position\""),
        "{}",
        row.setup_json
    );

    // The calls go out; the deadline passes: Default Moves, the Forum opens.
    let mut source = MailSource::Maildir(MaildirSource::open(&dir.path().join("in")).unwrap());
    let sink = MailSink::Maildir(MaildirSink::new(&dir.path().join("out")).unwrap());
    referee.pass(&mut source, &sink, Fault::None).await.unwrap();
    let d = referee.store.deadline(&id).await.unwrap().unwrap();
    let now = |c: &ManualClock| c.now().as_millisecond();
    clock.advance(jiff::SignedDuration::from_millis(
        d.reminder_ms - now(&clock) + 1000,
    ));
    referee.pass(&mut source, &sink, Fault::None).await.unwrap();
    clock.advance(jiff::SignedDuration::from_millis(
        d.deadline_ms - now(&clock) + 1000,
    ));
    referee.pass(&mut source, &sink, Fault::None).await.unwrap();
    let after = referee.load(&id).await.unwrap();
    assert!(after.game.round() >= 1);
    let row = referee.store.game(&id).await.unwrap();
    let seed: [u8; 32] = hex::decode(&row.seed_hex).unwrap().try_into().unwrap();
    let inputs =
        rorgm::referee::input::parse_inputs(&referee.store.inputs(&id).await.unwrap()).unwrap();
    let (replayed, events) =
        rorgm::referee::input::replay_stored(&row.setup_json, seed, &inputs).unwrap();
    assert!(rorgm::rules::snapshot::same_game(&row.state_json, &replayed).unwrap());
    assert_eq!(events, referee.store.events(&id).await.unwrap());

    // Roll back to the first round: the game is the position again.
    referee.rollback(&id, 0).await.unwrap();
    let back = referee.load(&id).await.unwrap();
    let (fresh, _) = rorgm::position::start_stored(&row.setup_json, seed).unwrap();
    assert_eq!(back.game, fresh);
}

#[tokio::test]
async fn a_refused_position_creates_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let (referee, _) = referee(dir.path()).await;
    let bad = POSITION.replace("treasury = 11", "treasury = -11");
    let e = referee
        .create_game_from_position(&bad, players(), Some([9; 32]))
        .await
        .unwrap_err();
    assert!(e.to_string().contains("faction[1].treasury"), "{e}");
    // SET-09: an Early Republic game never reaches the Late era.
    let e = referee
        .create_game_from_position(&format!("era = \"late\"\n{POSITION}"), players(), None)
        .await
        .unwrap_err();
    assert!(e.to_string().contains("era"), "{e}");
    assert!(e.to_string().contains("never reaches the late era"), "{e}");
    let e = referee
        .create_game_from_position(POSITION, players()[..2].to_vec(), None)
        .await
        .unwrap_err();
    assert!(e.to_string().contains("3 to 6"), "{e}");
    assert!(referee.store.list_games().await.unwrap().is_empty());
}

#[test]
fn the_written_position_of_a_game_loads_back() {
    let p = rorgm::position::load(&format!("players = [\"a\", \"b\", \"c\"]\n{POSITION}")).unwrap();
    let g = Game::from_position(&p, [1; 32]).unwrap();
    let text = rorgm::position::write_game(&g).unwrap();
    let again = rorgm::position::load(&text).unwrap();
    assert_eq!(
        Game::from_position(&again, [1; 32]).unwrap().to_position(),
        g.to_position()
    );
}

/// Through the binary: `game new --position FILE`, `game show ID --position` (the same board
/// written back), `replay ID`.
#[test]
fn cli_new_show_and_replay_a_position_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.sqlite");
    let cfg = write_config(dir.path(), &db);
    let pos = dir.path().join("position.toml");
    std::fs::write(&pos, POSITION).unwrap();
    let run = |args: &[&str]| rorgm(&cfg, args);
    let pos_arg = pos.display().to_string();
    let seed = "07".repeat(32);
    let mut args = vec!["game", "new", "--position", &pos_arg, "--seed", &seed];
    args.extend(PLAYERS);
    let out = run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let shown = run(&["game", "show", &id, "--position"]);
    assert!(
        shown.status.success(),
        "{}",
        String::from_utf8_lossy(&shown.stderr)
    );
    let text = String::from_utf8_lossy(&shown.stdout).to_string();
    let written = rorgm::position::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(written.players, ["Alice", "Bob", "Carol"]);
    assert_eq!(written.turn, 4);
    assert_eq!(written.state_treasury, 60);
    assert_eq!(written.factions[0].treasury, 11);
    assert_eq!(written.start.phase.as_deref(), Some("revenue"));
    let replay = run(&["replay", &id]);
    assert!(
        replay.status.success(),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
    let said = String::from_utf8_lossy(&replay.stdout).to_string();
    assert!(!said.contains("DIFFERENT"), "{said}");
    // A refused position: a clear error naming the field, no game.
    std::fs::write(
        &pos,
        POSITION.replace("state_treasury = 60", "state_treasury = -60"),
    )
    .unwrap();
    let mut args = vec!["game", "new", "--position", &pos_arg];
    args.extend(PLAYERS);
    let bad = run(&args);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("state_treasury"));
}
