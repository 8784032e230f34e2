//! Issue 24 §3: a game's options through the real binary and the referee: `game new --option`
//! (unknown names and rules not built refused), `game show` lists them, the welcome mail names
//! them as the game's rules page, export/import and replay carry them (they are in the stored
//! setup), and the deadline options move the round's deadline.

use crate::common;

use common::cli::{PLAYERS, rorgm, write_config};
use common::local::Setup;
use rorgm::rules::{Scenario, TableRules};

fn text(out: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn game_new(cfg: &std::path::Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["game", "new", "--seed", "7"];
    args.extend(PLAYERS);
    args.extend(extra);
    rorgm(cfg, &args)
}

/// Issue 24 §3: `--option` sets the rules page, `game show` lists it, export then import into
/// another database keeps it, and replay reproduces the game; RVN-10 / COM-02 (2.03) without
/// 2.02 (ADV 2.03.1/3) and an unknown name are refused; SEN-33 (2.05 Advocates), RVN-03 /
/// SEN-61 (2.04 Legionary Disbandment) and RVN-10 / COM-02 with 2.02 are accepted and shown.
#[test]
fn options_are_set_shown_and_carried_by_export_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = write_config(dir.path(), &dir.path().join("a.sqlite"));
    let out = game_new(&cfg, &["--option", "rebel-governors"]);
    let s = text(&out);
    assert!(!out.status.success(), "2.03 accepted without 2.02: {s}");
    assert!(s.contains("2.03") && s.contains("provincial-wars"), "{s}");
    let out = game_new(&cfg, &["--option", "loaded-dice"]);
    let s = text(&out);
    assert!(!out.status.success(), "{s}");
    assert!(
        s.contains("time-delay") && s.contains("grey-press"),
        "the list: {s}"
    );
    let out = game_new(
        &cfg,
        &[
            "--option",
            "time-delay=off",
            "--option",
            "open-treasuries",
            "--option",
            "punic-war-active",
            "--option",
            "min-deadline=72",
            "--option",
            "no-weekend-deadlines=Europe/Rome",
            "--voting-order",
            "ordered",
            "--option",
            "grey-press",
            "--option",
            "advocates",
            "--option",
            "legionary-disbandment",
            "--option",
            "passing-laws",
            "--option",
            "rebel-governors",
            "--option",
            "provincial-wars",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let shown = |cfg: &std::path::Path| {
        let out = rorgm(cfg, &["game", "show", &id]);
        assert!(out.status.success(), "{}", text(&out));
        text(&out)
    };
    let s = shown(&cfg);
    for want in [
        "Time Delay for matching Wars (PBEM rules 7.3321, LR 1.07.3321): not in play (chosen",
        "Treasuries: open: every Senator",
        "The 1st Punic War at the start: Active (chosen",
        "Shortest deadline: never less than 72 hours (chosen",
        "(Europe/Rome time) moves to the Monday (chosen",
        "Voting: in order",
        "Advanced rule 2.01 Pontifex Maximus: in play.",
        "Advanced rule 2.05 Advocates: in play (chosen",
        "Advanced rule 2.04 Legionary Disbandment and Recall: in play (chosen",
        "Advanced rule 2.06 Passing Laws: in play: a Law played is put to the vote",
        "Advanced rule 2.03 Rebel Governors: in play: Governors may Revolt",
        "Advanced rule 2.02 Provincial Wars: in play",
    ] {
        assert!(s.contains(want), "game show lacks {want:?}: {s}");
    }
    let file = dir.path().join("g.json");
    let out = rorgm(
        &cfg,
        &["game", "export", &id, "--out", &file.display().to_string()],
    );
    assert!(out.status.success(), "{}", text(&out));
    let exported = std::fs::read_to_string(&file).unwrap();
    assert!(
        exported.contains("weekend_free_zone"),
        "the setup carries them"
    );
    let out = rorgm(&cfg, &["replay", &id]);
    assert!(out.status.success(), "replay: {}", text(&out));
    let other = tempfile::tempdir().unwrap();
    let cfg2 = write_config(other.path(), &other.path().join("b.sqlite"));
    let out = rorgm(&cfg2, &["game", "import", &file.display().to_string()]);
    assert!(out.status.success(), "import: {}", text(&out));
    let s2 = shown(&cfg2);
    assert!(
        s2.contains("Shortest deadline: never less than 72 hours")
            && s2.contains("Treasuries: open"),
        "{s2}"
    );
}

/// Issue 24 §3: the welcome mail names every option as the game's rules page; the minimum
/// deadline makes the first round's deadline no shorter than it, and a deadline on a weekend
/// moves to Monday at the same time.
#[tokio::test]
async fn the_welcome_names_the_rules_and_the_deadline_options_hold() {
    let dir = tempfile::tempdir().unwrap();
    // Thursday 2026-12-03 12:00 UTC: 48 hours is Saturday, 72 hours Sunday.
    let setup = Setup {
        start: "2026-12-03T12:00:00Z".parse().unwrap(),
        ..Setup::default()
    };
    let (referee, _clock) = setup.referee(&dir.path().join("t.sqlite")).await;
    let plain = setup.game(&referee).await;
    let d = referee.store.deadline(&plain).await.unwrap().unwrap();
    assert_eq!(
        rorgm::referee::clock::from_ms(d.deadline_ms),
        "2026-12-05T12:00:00Z".parse::<jiff::Timestamp>().unwrap(),
        "48 hours, a Saturday, without the options"
    );
    // A game of the same players and seed with `rules`; its first deadline.
    let game = |rules: TableRules| {
        let referee = &referee;
        let players = setup.players.clone();
        async move {
            let id = referee
                .create_game_with_rules(
                    Scenario::EarlyRepublic,
                    players,
                    Some(setup.seed),
                    rules,
                    Default::default(),
                )
                .await
                .unwrap();
            let d = referee.store.deadline(&id).await.unwrap().unwrap();
            (id, rorgm::referee::clock::from_ms(d.deadline_ms))
        }
    };
    let mut rules = TableRules::default();
    rules.set("min-deadline=72").unwrap();
    let (_, deadline) = game(rules.clone()).await;
    assert_eq!(
        deadline,
        "2026-12-06T12:00:00Z".parse::<jiff::Timestamp>().unwrap(),
        "72 hours"
    );
    rules.set("no-weekend-deadlines").unwrap();
    let (id, deadline) = game(rules).await;
    assert_eq!(
        deadline,
        "2026-12-07T12:00:00Z".parse::<jiff::Timestamp>().unwrap(),
        "Sunday moves to Monday"
    );
    let mails = referee.store.outbox(Some(&id)).await.unwrap();
    let welcomes: Vec<_> = mails
        .iter()
        .filter(|m| m.body.contains("THE RULES"))
        .collect();
    assert_eq!(welcomes.len(), 3, "every player's welcome");
    for w in welcomes {
        assert!(
            w.body
                .contains("Advanced rule 2.05 Advocates: not in play.")
                && w.body.contains(
                    "Shortest deadline: never less than 72 hours (chosen for this game)."
                )
                && w.body.contains("Deadlines on weekends: none"),
            "{}",
            w.body
        );
    }
}
