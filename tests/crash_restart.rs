//! The referee binary is killed with SIGKILL after intake commits and before sending, then
//! restarted: no order lost, no mail lost, no mail sent twice. Also: SIGTERM exits cleanly.

use crate::common;

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use common::cli::BIN;
use common::*;
use rorgm::mail::plus_address;
use rorgm::store::Store;

const WAIT: Duration = Duration::from_secs(30);

fn write_config(dir: &Path, gm: &str, db: &Path) -> std::path::PathBuf {
    let cfg = format!(
        r#"
[database]
{db}
[mail]
gm_address = "{gm}"
[imap]
host = "127.0.0.1"
port = {IMAP_PORT}
security = "none"
user = "{gm}"
password_env = "RORGM_IMAP_PASSWORD"
mailbox = "INBOX"
poll_seconds = 1
[smtp]
host = "127.0.0.1"
port = {SMTP_PORT}
security = "none"
[rounds]
hours = 48
reminder_hours = 12
confirmation_fold_seconds = 0
"#,
        db = Db::config_lines(db)
    );
    let path = dir.join("rorgm.toml");
    std::fs::write(&path, cfg).unwrap();
    path
}

/// `rorgm game new` of an Early Republic game for `players` (their addresses); its id.
fn game_new(cfg: &Path, players: &[String]) -> String {
    let out = std::process::Command::new(BIN)
        .arg("--config")
        .arg(cfg)
        .args(["game", "new", "--scenario", "early"])
        .args(
            players
                .iter()
                .flat_map(|p| ["--player".to_string(), format!("P {p} <{p}>")]),
        )
        .output()
        .expect("rorgm game new");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// Alice's one mail was taken in once: one inbound record, her order in the log once.
async fn taken_in_once(store: &Store, game_id: &str) {
    let inputs = store.inputs(game_id).await.unwrap();
    assert_eq!(
        inputs
            .iter()
            .filter(|i| i.input_json.contains("\"submit\""))
            .count(),
        1,
        "Alice's order recorded once: {inputs:?}"
    );
    assert_eq!(store.inbound(Some(game_id)).await.unwrap().len(), 1);
}

fn serve(cfg: &Path, fault: Option<&str>) -> tokio::process::Child {
    let mut cmd = tokio::process::Command::new(BIN);
    cmd.arg("--config")
        .arg(cfg)
        .arg("serve")
        .env("RORGM_IMAP_PASSWORD", ANY_PASSWORD)
        .env("RUST_LOG", "rorgm=debug")
        .stdin(Stdio::null())
        .kill_on_drop(true);
    if let Some(f) = fault {
        cmd.env("RORGM_FAULT", f);
    }
    cmd.spawn().expect("start rorgm serve")
}

crate::on_both_dbs!(
    sigkill_after_intake_commit_loses_and_doubles_nothing,
    sigkill_after_intake_commit_loses_and_doubles_nothing_on_postgres,
    sigkill_after_intake_commit_loses_and_doubles_nothing_on
);

/// GEN (mail): exactly-once intake and sending across a SIGKILL between commit and send.
/// Issue 26: run on SQLite and on PostgreSQL ([`crate::on_both_dbs`]).
async fn sigkill_after_intake_commit_loses_and_doubles_nothing_on(on: Db) {
    require_mail_server("sigkill_after_intake_commit_loses_and_doubles_nothing");
    let u = unique();
    let gm = format!("gm-{u}@example.test");
    let dir = tempfile::tempdir().unwrap();
    let db = on.location(dir.path(), "rorgm.sqlite").await;
    let cfg = write_config(dir.path(), &gm, &db);
    let players = ["alice", "bob", "carol"].map(|n| format!("{n}-{u}@example.test"));
    let game_id = game_new(&cfg, &players);

    let store = Store::open(&db).await.unwrap();
    let alice = store.players(&game_id).await.unwrap()[0].clone();
    let mut alice_box = Mailbox::open(&alice.address).await;

    // First run: sends the setup mails, takes in Alice's orders, then hangs before sending.
    let mut child = serve(&cfg, Some("hang-after-intake"));
    alice_box.wait_for("Welcome to Rome", WAIT).await;
    send(
        &alice.address,
        &plus_address(&gm, &alice.token),
        &format!("Re: [{game_id}] Orders due"),
        "READY\n",
    )
    .await;
    let start = Instant::now();
    loop {
        let inbound = store.inbound(Some(&game_id)).await.unwrap();
        if inbound.iter().any(|i| i.outcome == "accepted") {
            break;
        }
        assert!(start.elapsed() < WAIT, "intake did not commit in time");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    child.start_kill().unwrap(); // SIGKILL
    let _ = child.wait().await;
    let pending: Vec<_> = store
        .outbox(Some(&game_id))
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.sent_at.is_none())
        .collect();
    assert!(
        pending.iter().any(|r| r.kind == "confirmation"),
        "the confirmation was committed but not sent before the kill"
    );

    // Second run: the confirmation goes out once; the mailbox message is not taken in twice.
    let mut child = serve(&cfg, None);
    alice_box.wait_for("Orders received", WAIT).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    alice_box.poll().await;
    assert_eq!(
        alice_box.all("Orders received").len(),
        1,
        "confirmation sent exactly once"
    );
    assert_eq!(
        alice_box.all("Welcome to Rome").len(),
        1,
        "setup mail sent exactly once"
    );
    let ids: Vec<_> = alice_box
        .seen
        .iter()
        .map(|m| m.message_id.clone())
        .collect();
    let mut dedup = ids.clone();
    dedup.sort();
    dedup.dedup();
    assert_eq!(ids.len(), dedup.len(), "no Message-ID received twice");
    taken_in_once(&store, &game_id).await;
    assert!(
        store
            .outbox(Some(&game_id))
            .await
            .unwrap()
            .iter()
            .all(|r| r.sent_at.is_some()),
        "everything queued was sent"
    );

    // SIGTERM: a clean exit.
    let pid = child.id().expect("pid");
    let st = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(st.success());
    let status = tokio::time::timeout(Duration::from_secs(15), child.wait())
        .await
        .expect("exits after SIGTERM")
        .unwrap();
    assert!(status.success(), "clean exit on SIGTERM: {status:?}");
}

crate::on_both_dbs!(
    sigkill_after_the_server_accepted_a_mail_sends_it_once,
    sigkill_after_the_server_accepted_a_mail_sends_it_once_on_postgres,
    sigkill_after_the_server_accepted_a_mail_sends_it_once_on
);

/// Issue 22, point 6: the referee is stopped right after the server accepted a mail and before
/// the acceptance is recorded (`RORGM_FAULT=hang-after-accepted`, then SIGKILL): the mail is in
/// doubt at the restart. It is found in the GM's own copy (every mail goes out with one, in the
/// same SMTP transaction) and not sent again: the player holds its Message-ID exactly once.
/// Before the copies, the restarted referee sent it again and the player had it twice. Intake
/// sets the copies aside, never reads them as orders.
/// Issue 26: run on SQLite and on PostgreSQL ([`crate::on_both_dbs`]).
async fn sigkill_after_the_server_accepted_a_mail_sends_it_once_on(on: Db) {
    require_mail_server("sigkill_after_the_server_accepted_a_mail_sends_it_once");
    let u = unique();
    let gm = format!("gm-{u}@example.test");
    let dir = tempfile::tempdir().unwrap();
    let db = on.location(dir.path(), "rorgm.sqlite").await;
    let cfg = write_config(dir.path(), &gm, &db);
    let players = ["alice", "bob", "carol"].map(|n| format!("{n}-{u}@example.test"));
    let game_id = game_new(&cfg, &players);
    let store = Store::open(&db).await.unwrap();
    let mut boxes = Vec::new();
    for p in &players {
        boxes.push(Mailbox::open(p).await);
    }

    // First run: the server accepts the first mail; the sender stops before recording it.
    let mut child = serve(&cfg, Some("hang-after-accepted"));
    let start = Instant::now();
    let first = loop {
        let mut got = None;
        for b in boxes.iter_mut() {
            b.poll().await;
            if let Some(m) = b.seen.first() {
                got = m.message_id.clone();
            }
        }
        if let Some(id) = got {
            break id;
        }
        assert!(start.elapsed() < WAIT, "no mail delivered in time");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    tokio::time::sleep(Duration::from_millis(500)).await;
    child.start_kill().unwrap(); // SIGKILL
    let _ = child.wait().await;
    let rows = store.outbox(Some(&game_id)).await.unwrap();
    let row = rows
        .iter()
        .find(|r| r.message_id == first)
        .expect("the delivered mail is an outbox row");
    assert!(
        row.sent_at.is_none(),
        "the kill came before the acceptance was recorded (the window): {row:?}"
    );

    // Second run: the mail in doubt is found in the GM's copy; everything goes out once.
    let mut child = serve(&cfg, None);
    let start = Instant::now();
    loop {
        let rows = store.outbox(Some(&game_id)).await.unwrap();
        if rows.iter().all(|r| r.sent_at.is_some()) {
            break;
        }
        assert!(
            start.elapsed() < WAIT * 3,
            "not everything was sent: {rows:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let mut ids = Vec::new();
    for b in boxes.iter_mut() {
        b.settle().await;
        ids.extend(b.seen.iter().filter_map(|m| m.message_id.clone()));
    }
    assert_eq!(
        ids.iter().filter(|i| **i == first).count(),
        1,
        "the mail in doubt reached its player exactly once"
    );
    let mut dedup = ids.clone();
    dedup.sort();
    dedup.dedup();
    assert_eq!(
        ids.len(),
        dedup.len(),
        "no Message-ID received twice: {ids:?}"
    );
    let sent = store.outbox(Some(&game_id)).await.unwrap().len();
    assert_eq!(ids.len(), sent, "every mail of the outbox delivered");

    // The copies reached the GM's mailbox, and intake set them aside (none read as orders).
    let start = Instant::now();
    loop {
        let inbound = store.inbound(None).await.unwrap();
        let own = inbound
            .iter()
            .filter(|i| i.outcome == rorgm::referee::intake::OWN_COPY)
            .count();
        assert!(
            inbound
                .iter()
                .all(|i| i.outcome == rorgm::referee::intake::OWN_COPY),
            "only the referee's own copies came in: {inbound:?}"
        );
        if own >= sent {
            break;
        }
        assert!(
            start.elapsed() < WAIT,
            "the copies were not all set aside: {own} of {sent}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let _ = child.start_kill();
    let _ = child.wait().await;
}

/// Issue 26: two `rorgm serve` on one PostgreSQL database sharing its one game. The first
/// takes the game's lease (and sends the setup mails), the second has none to take; the first
/// is killed (SIGKILL): the second takes the game over once the lease ran out (within a
/// minute) and takes in Alice's orders: confirmed once, recorded once, no mail twice.
#[ignore = "needs the loopback mail server and PostgreSQL (scripts/test.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_referees_on_postgres_the_other_takes_a_killed_owners_game() {
    require_mail_server("two_referees_on_postgres_the_other_takes_a_killed_owners_game");
    let u = unique();
    let gm = format!("gm-{u}@example.test");
    let dir = tempfile::tempdir().unwrap();
    let db = Db::Postgres.location(dir.path(), "rorgm.sqlite").await;
    let cfg = write_config(dir.path(), &gm, &db);
    let players = ["alice", "bob", "carol"].map(|n| format!("{n}-{u}@example.test"));
    let game_id = game_new(&cfg, &players);
    let store = Store::open(&db).await.unwrap();
    let alice = store.players(&game_id).await.unwrap()[0].clone();
    let mut alice_box = Mailbox::open(&alice.address).await;

    let mut first = serve(&cfg, None);
    alice_box.wait_for("Welcome to Rome", WAIT).await;
    let mut second = serve(&cfg, None);
    tokio::time::sleep(Duration::from_secs(3)).await;
    first.start_kill().unwrap(); // SIGKILL
    let _ = first.wait().await;
    let killed = Instant::now();
    send(
        &alice.address,
        &plus_address(&gm, &alice.token),
        &format!("Re: [{game_id}] Orders due"),
        "READY\n",
    )
    .await;
    alice_box.wait_for("Orders received", WAIT * 2).await;
    assert!(
        killed.elapsed() < Duration::from_secs(60),
        "taken over within a minute"
    );
    tokio::time::sleep(Duration::from_secs(3)).await;
    alice_box.poll().await;
    assert_eq!(alice_box.all("Orders received").len(), 1, "confirmed once");
    assert_eq!(alice_box.all("Welcome to Rome").len(), 1, "setup mail once");
    taken_in_once(&store, &game_id).await;
    second.start_kill().unwrap();
    let _ = second.wait().await;
}
