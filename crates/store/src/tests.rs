use super::*;

fn step(game: &str, now: i64) -> Step {
    Step {
        game_id: Some(game.to_string()),
        now_ms: now,
        now_text: format!("t{now}"),
        ..Default::default()
    }
}

/// Issue 26: the database a test runs on. Each test below that takes one runs twice, as
/// `tests::sqlite::<name>` and `tests::postgres::<name>`.
#[derive(Clone, Copy, Debug)]
enum Db {
    Sqlite,
    Postgres,
}

impl Db {
    /// PostgreSQL when the test server is given (`RORGM_TEST_PG_URL`); `None` (skipped) when it
    /// is not, except with CI=true, where its absence fails the test.
    fn postgres() -> Option<Db> {
        match testing::postgres_test_base() {
            Ok(Some(_)) => Some(Db::Postgres),
            Ok(None) => None,
            Err(e) => panic!("{e}"),
        }
    }
}

/// A fresh database: a SQLite file in a new folder, or a new schema in the test PostgreSQL
/// database (named by its URL).
async fn fresh_location(on: Db, dir: &tempfile::TempDir) -> std::path::PathBuf {
    match on {
        Db::Sqlite => dir.path().join("t.sqlite"),
        Db::Postgres => match testing::postgres_test_schema().await {
            Ok(Some(url)) => std::path::PathBuf::from(url),
            Ok(None) => panic!("{} is not set", testing::PG_URL_VAR),
            Err(e) => panic!("{e}"),
        },
    }
}

async fn fresh(on: Db) -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&fresh_location(on, &dir).await).await.unwrap();
    (dir, store)
}

/// The tests that take a [`Db`], each as `sqlite::<name>` and `postgres::<name>`.
macro_rules! on_both {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$name(super::Db::Sqlite).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    if let Some(on) = super::Db::postgres() {
                        super::$name(on).await
                    }
                }
            )*
        }
    };
}

fn new_game(id: &str) -> NewGame {
    NewGame {
        id: id.into(),
        scenario: "early".into(),
        setup_json: "{}".into(),
        seed_hex: "00".into(),
        seed_sha256: "ab".into(),
        status: "waiting".into(),
        round: 0,
        state_json: "{}".into(),
        created_at: "t0".into(),
        options: Default::default(),
    }
}

fn mail(id: &str) -> NewMail {
    NewMail {
        game_id: Some("g1".into()),
        message_id: id.into(),
        kind: "call".into(),
        to_addr: "a@example.test".into(),
        reply_to: None,
        subject: "s".into(),
        body: "b".into(),
        in_reply_to: None,
        auto_submitted: false,
    }
}

async fn step_commits_inputs_outbox_and_inbound_together(on: Db) {
    let (_d, store) = fresh(on).await;
    let player = PlayerRow {
        game_id: "g1".into(),
        faction: 0,
        name: "A".into(),
        address: "a@example.test".into(),
        token: "tok".into(),
    };
    store
        .create_game(
            &new_game("g1"),
            std::slice::from_ref(&player),
            &step("g1", 0),
        )
        .await
        .unwrap();
    assert_eq!(store.player_by_token("tok").await.unwrap(), Some(player));
    let mut s = step("g1", 5);
    s.inputs.push(NewInput {
        input_json: "{\"x\":1}".into(),
        source: "mail:k".into(),
    });
    s.inbound = Some(InboundRow {
        source_key: "imap:1:7".into(),
        message_id: Some("m@x".into()),
        dedup_key: "m@x".into(),
        from_addr: Some("a@example.test".into()),
        game_id: Some("g1".into()),
        faction: Some(0),
        outcome: "accepted".into(),
    });
    s.outbox.push(mail("c1@rorgm"));
    assert_eq!(store.commit_step(&s).await.unwrap(), 1);
    assert!(store.inbound_seen("imap:1:7").await.unwrap());
    assert!(store.dedup_seen("m@x", "a@example.test").await.unwrap());
    assert_eq!(store.inputs("g1").await.unwrap().len(), 1);
    assert_eq!(store.due_outbox(5, 10).await.unwrap().len(), 1);

    // The same source key again: the whole step fails and nothing of it is written.
    let mut again = s.clone();
    again.outbox = vec![mail("c2@rorgm")];
    assert!(store.commit_step(&again).await.is_err());
    assert_eq!(store.inputs("g1").await.unwrap().len(), 1);
    assert_eq!(store.outbox(None).await.unwrap().len(), 1);
}

async fn outbox_retry_and_sent(on: Db) {
    let (_d, store) = fresh(on).await;
    store
        .create_game(&new_game("g1"), &[], &step("g1", 0))
        .await
        .unwrap();
    let mut s = step("g1", 10);
    s.outbox.push(mail("m1"));
    store.commit_step(&s).await.unwrap();
    let due = store.due_outbox(10, 10).await.unwrap();
    store.mark_retry(due[0].id, "refused", 100).await.unwrap();
    assert!(store.due_outbox(50, 10).await.unwrap().is_empty());
    assert_eq!(store.next_outbox_due().await.unwrap(), Some(100));
    let due = store.due_outbox(100, 10).await.unwrap();
    assert_eq!(due[0].attempts, 1);
    store.mark_sent(due[0].id, "t100").await.unwrap();
    assert!(store.due_outbox(1000, 10).await.unwrap().is_empty());
}

async fn deadlines_and_reminders(on: Db) {
    let (_d, store) = fresh(on).await;
    let mut s = step("g1", 0);
    s.deadline = DeadlineChange::Set(DeadlineRow {
        game_id: "g1".into(),
        round: 1,
        deadline_ms: 1000,
        reminder_ms: 800,
        reminded: false,
    });
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    assert_eq!(store.next_timer().await.unwrap(), Some(800));
    assert!(store.due_reminders(700).await.unwrap().is_empty());
    assert_eq!(store.due_reminders(800).await.unwrap().len(), 1);
    assert!(store.due_deadlines(999).await.unwrap().is_empty());
    assert_eq!(store.due_deadlines(1000).await.unwrap().len(), 1);
    let mut c = step("g1", 1000);
    c.deadline = DeadlineChange::Clear;
    store.commit_step(&c).await.unwrap();
    assert!(store.deadline("g1").await.unwrap().is_none());
}

async fn dkim_settings_per_game_and_player(on: Db) {
    let (_d, store) = fresh(on).await;
    let players: Vec<PlayerRow> = (0..2u8)
        .map(|f| PlayerRow {
            game_id: "g1".into(),
            faction: f,
            name: format!("P{f}"),
            address: format!("p{f}@example.test"),
            token: format!("tok{f}"),
        })
        .collect();
    store
        .create_game(&new_game("g1"), &players, &step("g1", 0))
        .await
        .unwrap();
    assert_eq!(store.dkim_settings("g1", 1).await.unwrap(), (None, None));
    assert!(!store.any_dkim_checks().await.unwrap());
    store.set_game_dkim("g1", Some("prefer")).await.unwrap();
    store
        .set_player_dkim("g1", 1, Some("require"))
        .await
        .unwrap();
    assert!(store.any_dkim_checks().await.unwrap());
    assert_eq!(
        store.dkim_settings("g1", 0).await.unwrap(),
        (Some("prefer".to_string()), None)
    );
    assert_eq!(
        store.dkim_settings("g1", 1).await.unwrap(),
        (Some("prefer".to_string()), Some("require".to_string()))
    );
    // A new player at the seat does not inherit the old player's setting.
    let mut new = players[1].clone();
    new.address = "new@example.test".into();
    new.token = "tok9".into();
    store.replace_player(&new, &Step::default()).await.unwrap();
    assert_eq!(
        store.dkim_settings("g1", 1).await.unwrap(),
        (Some("prefer".to_string()), None)
    );
    store.set_game_dkim("g1", None).await.unwrap();
    assert!(!store.any_dkim_checks().await.unwrap());
    assert!(store.set_game_dkim("nosuch", None).await.is_err());
    assert!(store.set_player_dkim("g1", 7, None).await.is_err());
    assert!(store.dkim_settings("g1", 7).await.is_err());
}

fn mail_to(id: &str, to: &str) -> NewMail {
    NewMail {
        to_addr: to.into(),
        kind: "confirmation".into(),
        ..mail(id)
    }
}

/// Issue #11 fault 4: a retried old mail is not overtaken by a newer one to the same address.
async fn a_retried_mail_is_not_overtaken_to_the_same_recipient(on: Db) {
    let (_d, store) = fresh(on).await;
    store
        .create_game(&new_game("g1"), &[], &step("g1", 0))
        .await
        .unwrap();
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("old-a", "a@example.test"));
    store.commit_step(&s).await.unwrap();
    let due = store.due_outbox(10, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    store
        .mark_retry(due[0].id, "451 try later", 5_000)
        .await
        .unwrap();
    let mut s = step("g1", 20);
    s.outbox.push(mail_to("new-a", "a@example.test"));
    s.outbox.push(mail_to("new-b", "b@example.test"));
    store.commit_step(&s).await.unwrap();
    // Before the old mail's retry is due, only b's mail may go.
    let ids: Vec<String> = store
        .due_outbox(20, 10)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.message_id)
        .collect();
    assert_eq!(ids, vec!["new-b".to_string()]);
    assert_eq!(store.next_outbox_due().await.unwrap(), Some(20));
    // When it is due, the old one goes first, and the newer one only after it.
    let ids: Vec<String> = store
        .due_outbox(5_000, 10)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.message_id)
        .collect();
    assert_eq!(ids, vec!["old-a".to_string(), "new-b".to_string()]);
    let old = store.outbox_by_message_id("old-a").await.unwrap().unwrap();
    store.mark_sent(old.id, "t").await.unwrap();
    let ids: Vec<String> = store
        .due_outbox(5_000, 10)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.message_id)
        .collect();
    assert_eq!(ids, vec!["new-a".to_string(), "new-b".to_string()]);
}

/// Issue #11 fault 4: while a round's call for orders waits in the outbox, neither its deadline
/// nor its reminder is due; a reminder keeps the wait already added to the deadline.
async fn a_waiting_call_holds_its_rounds_deadline(on: Db) {
    let (_d, store) = fresh(on).await;
    let mut s = step("g1", 0);
    s.deadline = DeadlineChange::Set(DeadlineRow {
        game_id: "g1".into(),
        round: 1,
        deadline_ms: 1000,
        reminder_ms: 800,
        reminded: false,
    });
    s.outbox.push(mail("call-1")); // kind "call": belongs to round 1
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let call = store.outbox_by_message_id("call-1").await.unwrap().unwrap();
    assert_eq!(call.round, Some(1));
    assert_eq!(call.created_ms, Some(0));
    assert!(store.due_deadlines(5_000).await.unwrap().is_empty());
    assert!(store.due_reminders(900).await.unwrap().is_empty());
    assert_eq!(store.next_timer().await.unwrap(), None);

    let ext = CallWaitExtension {
        game_id: "g1".into(),
        round: 1,
        old_wait_ms: 0,
        new_wait_ms: 4_000,
        deadline_ms: 5_000,
        reminder_ms: 4_800,
        mails: vec![mail_to("ext-a", "a@example.test")],
    };
    assert!(
        store
            .mark_sent_extending(call.id, "t", 4_000, &ext)
            .await
            .unwrap()
    );
    let (d, wait) = store.deadline_call_wait("g1").await.unwrap().unwrap();
    assert_eq!((d.deadline_ms, d.reminder_ms, wait), (5_000, 4_800, 4_000));
    assert!(store.outbox_by_message_id("ext-a").await.unwrap().is_some());
    // A second extension computed from a stale view changes nothing.
    assert!(
        !store
            .mark_sent_extending(call.id, "t", 4_000, &ext)
            .await
            .unwrap()
    );
    assert_eq!(store.next_timer().await.unwrap(), Some(4_800));
    // The reminder step rewrites the row; the wait stays with the round.
    let mut r = step("g1", 4_800);
    r.deadline = DeadlineChange::Set(DeadlineRow {
        reminded: true,
        ..d.clone()
    });
    store.commit_step(&r).await.unwrap();
    assert_eq!(
        store.deadline_call_wait("g1").await.unwrap().unwrap().1,
        4_000
    );
    assert_eq!(store.due_deadlines(5_000).await.unwrap().len(), 1);
}

/// Issue #11 fault 7: the mark after each sent mail costs no fsync of its own (WAL with
/// synchronous = NORMAL), so it follows the server's acceptance within a fraction of a
/// millisecond; a killed process loses nothing that reached the OS.
#[tokio::test]
async fn wal_with_synchronous_normal() {
    let (_d, store) = fresh(Db::Sqlite).await;
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&store.pool)
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    for _ in 0..4 {
        let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
            .fetch_one(&store.pool)
            .await
            .unwrap();
        assert_eq!(sync, 1, "synchronous = NORMAL on every pooled connection");
    }
}

async fn sender_state_and_backlog(on: Db) {
    let (_d, store) = fresh(on).await;
    assert_eq!(store.sender_state().await.unwrap(), SenderState::default());
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("m1", "a@example.test"));
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let m = store.outbox_by_message_id("m1").await.unwrap().unwrap();
    store.note_error(m.id, "connection refused").await.unwrap();
    let b = store.backlog(None).await.unwrap();
    assert_eq!(b.waiting, 1);
    assert_eq!(b.oldest_since.as_deref(), Some("t10"));
    assert_eq!(b.last_error.as_deref(), Some("connection refused"));
    let st = SenderState {
        down_since_ms: Some(10),
        failures: 3,
        next_probe_ms: Some(99),
        last_error: Some("connection refused".into()),
        last_ok_ms: None,
    };
    store
        .set_sender_state(&st, 11, "t11", vec![])
        .await
        .unwrap();
    assert_eq!(store.sender_state().await.unwrap(), st);
    store.mark_sent(m.id, "t").await.unwrap();
    assert_eq!(store.backlog(Some("g1")).await.unwrap().waiting, 0);
}

async fn attachments_go_with_their_mail_and_are_dropped_once_sent(on: Db) {
    let (_d, store) = fresh(on).await;
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("a1", "a@x.test"));
    s.outbox.push(mail_to("b1", "b@x.test"));
    s.attachments.push(NewAttachment {
        message_id: "a1".into(),
        filename: "board.png".into(),
        content_type: "image/png".into(),
        data: vec![1, 2, 3],
    });
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let got = store.attachments(&["a1", "b1"]).await.unwrap();
    assert_eq!(got.len(), 1);
    assert_eq!(
        (got[0].message_id.as_str(), got[0].data.clone()),
        ("a1", vec![1, 2, 3])
    );
    assert_eq!(
        store.drop_sent_attachments(11).await.unwrap(),
        0,
        "not sent yet"
    );
    for r in store.outbox(None).await.unwrap() {
        store.mark_sent(r.id, "t").await.unwrap();
    }
    assert_eq!(
        store.drop_sent_attachments(10).await.unwrap(),
        0,
        "not old enough"
    );
    assert_eq!(store.drop_sent_attachments(11).await.unwrap(), 1);
    assert!(store.attachments(&["a1"]).await.unwrap().is_empty());
}

async fn sent_bodies_compress_once_and_read_back(on: Db) {
    let (_d, store) = fresh(on).await;
    let body = "Game g1: deadline extended\n\nThe GM has extended the deadline.\n".repeat(20);
    let mut s = step("g1", 10);
    for (id, to) in [("a1", "a@x.test"), ("b1", "b@x.test"), ("c1", "c@x.test")] {
        s.outbox.push(NewMail {
            body: body.clone(),
            ..mail_to(id, to)
        });
    }
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    for r in store.outbox(None).await.unwrap() {
        store.mark_sent(r.id, "t").await.unwrap();
    }
    // Only mails queued before the cut-off are compressed.
    assert_eq!(store.compress_sent_bodies(10).await.unwrap(), 0);
    assert_eq!(store.compress_sent_bodies(11).await.unwrap(), 3);
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM mail_bodies")
        .fetch_one(&store.pool)
        .await
        .unwrap();
    assert_eq!(stored, 1, "the same body is stored once");
    let raw: String = sqlx::query_scalar("SELECT body FROM outbox WHERE message_id = 'a1'")
        .fetch_one(&store.pool)
        .await
        .unwrap();
    assert!(raw.is_empty());
    let rows = store.outbox(None).await.unwrap();
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|r| r.body == body));
    assert_eq!(
        store
            .outbox_by_message_id("b1")
            .await
            .unwrap()
            .map(|r| r.body),
        Some(body.clone())
    );
    // Pruning drops them for good.
    assert_eq!(store.prune_sent_bodies(11).await.unwrap(), 3);
    assert!(
        store
            .outbox(None)
            .await
            .unwrap()
            .iter()
            .all(|r| r.body.is_empty())
    );
}

#[test]
fn deflate_round_trips_and_uses_the_dictionary() {
    let text = "Game gabc123: Orders due: turn 2, Senate\nÆdiles, café ✓\n";
    let z = deflate(text).unwrap();
    assert_eq!(z[0], 1);
    assert_eq!(inflate(&z).unwrap(), text);
    assert!(inflate(&[2, 0]).is_err());
    assert!(inflate(&z[..z.len() / 2]).is_err());
}

/// Issue #11 fault 7: the record of an accepted mail is one append to the sent journal; a
/// process killed before the journal reached the database marks the row on the next start.
#[tokio::test]
async fn the_sent_journal_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite");
    let store = Store::open(&db).await.unwrap();
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("j1", "a@example.test"));
    s.outbox.push(mail_to("j2", "b@example.test"));
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let rows = store.outbox(None).await.unwrap();
    store
        .journal_sent(rows[0].id, 1_700_000_000_000)
        .await
        .unwrap();
    assert!(dir.path().join("t.sqlite-sent").exists());
    drop(store); // "killed": the journal was never applied

    let store = Store::open(&db).await.unwrap();
    assert_eq!(store.due_outbox(10, 10).await.unwrap().len(), 2);
    assert_eq!(store.apply_sent_journal().await.unwrap().marked, 1);
    let due: Vec<String> = store
        .due_outbox(10, 10)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.message_id)
        .collect();
    assert_eq!(due, vec!["j2".to_string()]);
    let j1 = store.outbox_by_message_id("j1").await.unwrap().unwrap();
    assert_eq!(j1.sent_at.as_deref(), Some("2023-11-14T22:13:20Z"));
    assert_eq!(j1.attempts, 1);
    // Applying again changes nothing; the journal files are gone but the new, empty one (open
    // for the next mail).
    store.journal_sent(rows[0].id, 1).await.unwrap();
    assert_eq!(store.apply_sent_journal().await.unwrap().marked, 0);
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains("-sent"))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, vec!["t.sqlite-sent".to_string()]);
    assert_eq!(
        std::fs::metadata(dir.path().join("t.sqlite-sent"))
            .unwrap()
            .len(),
        0
    );
}

/// Issue 22, point 6: between the server's "250" and the record of it there is one `write`:
/// the journal is open before the first mail goes out and again right after each rotation (no
/// `open`, no file creation in the window).
async fn the_sent_journal_is_open_before_a_mail_goes_out(on: Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_location(on, &dir).await;
    let store = Store::open(&db).await.unwrap();
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("o1", "a@example.test"));
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let id = store.outbox(None).await.unwrap()[0].id;
    // The sender applies the journal before it looks for mail to send: then it is open.
    store.apply_sent_journal().await.unwrap();
    assert!(store.sent_journal_ready());
    store.journal_sent(id, 1_700_000_000_000).await.unwrap();
    assert_eq!(store.apply_sent_journal().await.unwrap().marked, 1);
    assert!(store.sent_journal_ready(), "open again after the rotation");
}

/// Issue 22, point 6: a mail whose SMTP transaction had started when the process died is in
/// doubt (the server may have it): it is named, and it stays waiting, so it goes out again
/// (at-least-once: never lost to avoid a duplicate). A mail accepted, or refused, before the
/// crash is not in doubt.
async fn a_mail_in_flight_at_a_crash_is_in_doubt_and_sent_again(on: Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_location(on, &dir).await;
    let store = Store::open(&db).await.unwrap();
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("d1", "a@example.test"));
    s.outbox.push(mail_to("d2", "b@example.test"));
    s.outbox.push(mail_to("d3", "c@example.test"));
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let ids: Vec<i64> = store
        .outbox(None)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    store.apply_sent_journal().await.unwrap();
    store.journal_sending(ids[0], 1).await.unwrap();
    store.journal_sent(ids[0], 2).await.unwrap();
    store.journal_sending(ids[1], 3).await.unwrap();
    store.journal_not_sent(ids[1], 4).await.unwrap();
    store.journal_sending(ids[2], 5).await.unwrap();
    drop(store); // killed while the third mail was in flight

    let store = Store::open(&db).await.unwrap();
    let applied = store.apply_sent_journal().await.unwrap();
    assert_eq!(applied.marked, 1);
    assert_eq!(applied.in_doubt, vec![(ids[2], "d3".to_string())]);
    let due: Vec<String> = store
        .due_outbox(10, 10)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.message_id)
        .collect();
    assert_eq!(due, vec!["d2".to_string(), "d3".to_string()]);
    // Said once: the next application finds nothing in doubt.
    assert!(
        store
            .apply_sent_journal()
            .await
            .unwrap()
            .in_doubt
            .is_empty()
    );
}

/// Issue 22, point 6: a mail in doubt records when its transaction started and which rows it
/// carried (the folded ones too); found in the GM's copy, every row it carried is marked sent
/// (the folded ones naming its Message-ID); not found yet, it waits (no step folds it: the
/// attempt counts); given up on, it is due again.
async fn a_mail_in_doubt_is_found_waits_or_goes_again_with_every_row_it_carried(on: Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_location(on, &dir).await;
    let store = Store::open(&db).await.unwrap();
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("m1", "a@example.test"));
    s.outbox.push(mail_to("m2", "a@example.test"));
    s.outbox.push(mail_to("m3", "b@example.test"));
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let ids: Vec<i64> = store
        .outbox(None)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    assert!(
        store.copy_key().await.unwrap().len() >= 32,
        "a key per database"
    );
    assert!(store.is_outbox_message_id("m2").await.unwrap());
    assert!(!store.is_outbox_message_id("m9").await.unwrap());
    store.apply_sent_journal().await.unwrap();
    store.journal_sending_folded(&ids[..2], 7).await.unwrap();
    store.journal_sending(ids[2], 8).await.unwrap();
    drop(store); // killed with both mails in flight

    let store = Store::open(&db).await.unwrap();
    let applied = store.apply_sent_journal().await.unwrap();
    assert_eq!(
        applied.in_doubt,
        vec![(ids[0], "m1".to_string()), (ids[2], "m3".to_string())],
        "each mail in doubt named once, by its Message-ID"
    );
    let rows = store.outbox(None).await.unwrap();
    let doubt: Vec<_> = rows
        .iter()
        .map(|r| (r.doubt_ms, r.doubt_in.as_deref(), r.attempts))
        .collect();
    assert_eq!(
        doubt,
        vec![
            (Some(7), Some("m1"), 1),
            (Some(7), Some("m1"), 1),
            (Some(8), Some("m3"), 1)
        ]
    );
    // m1 was found in the GM's copy: both rows it carried are sent.
    assert_eq!(
        store
            .doubt_found("m1", "2026-01-01T00:00:00Z")
            .await
            .unwrap(),
        2
    );
    let rows = store.outbox(None).await.unwrap();
    assert!(rows[0].sent_at.is_some() && rows[0].sent_in.is_none());
    assert!(rows[1].sent_at.is_some());
    assert_eq!(rows[1].sent_in.as_deref(), Some("m1"));
    // m3 is not there yet: it waits, then goes again.
    store.doubt_wait("m3", 1_000).await.unwrap();
    assert!(store.due_outbox(999, 10).await.unwrap().is_empty());
    store.doubt_clear("m3").await.unwrap();
    let due = store.due_outbox(1_000, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].message_id, "m3");
    assert_eq!(due[0].doubt_ms, None);
}

/// Issue 21 §2: a player who writes again within the delay gets one mail for both, due when
/// the first was: his confirmations never wait longer than the delay, however often he writes.
async fn confirmations_folded_together_keep_the_first_ones_time(on: Db) {
    let (_d, store) = fresh(on).await;
    store
        .create_game(&new_game("g1"), &[], &step("g1", 0))
        .await
        .unwrap();
    let conf = |id: &str| NewMail {
        subject: "[g1] Orders received (round 4)".into(),
        body: format!("orders of {id}"),
        ..mail_to(id, "a@example.test")
    };
    for (i, at) in [10, 30_010, 59_010].into_iter().enumerate() {
        let mut s = step("g1", at);
        s.fold_delay_ms = 60_000;
        s.outbox.push(conf(&format!("conf-{i}")));
        store.commit_step(&s).await.unwrap();
    }
    let rows = store.outbox(Some("g1")).await.unwrap();
    let ids: Vec<&str> = rows.iter().map(|r| r.message_id.as_str()).collect();
    assert_eq!(ids, ["conf-2"]);
    assert!(
        rows[0].body.contains("orders of conf-0"),
        "{}",
        rows[0].body
    );
    assert!(store.due_outbox(60_000, 10).await.unwrap().is_empty());
    let due = store.due_outbox(60_010, 10).await.unwrap();
    assert_eq!(due.len(), 1, "due when the first confirmation was");
}

/// Issue 21 §2: a confirmation waiting out its delay is folded into the next mail to the same
/// player of the same game (one mail, the later one's Message-ID and kind); once due, or with
/// no delay, it goes alone.
async fn a_waiting_confirmation_is_folded_into_the_next_mail_to_its_player(on: Db) {
    let (_d, store) = fresh(on).await;
    store
        .create_game(&new_game("g1"), &[], &step("g1", 0))
        .await
        .unwrap();
    let conf = |id: &str, to: &str| NewMail {
        subject: "[g1] Orders received (round 4)".into(),
        body: "your orders".into(),
        in_reply_to: Some("<theirs@example.test>".into()),
        ..mail_to(id, to)
    };
    let mut s = step("g1", 10);
    s.fold_delay_ms = 60_000;
    s.outbox.push(conf("conf-a", "a@example.test"));
    s.outbox.push(conf("conf-b", "b@example.test"));
    store.commit_step(&s).await.unwrap();
    // Not due during the delay.
    assert!(store.due_outbox(20, 10).await.unwrap().is_empty());
    // The call to a, 5 s later, carries a's confirmation; b's still waits.
    let mut s = step("g1", 5_010);
    s.outbox.push(NewMail {
        subject: "[g1] turn 1 Forum: initiative (round 5) — due x".into(),
        body: "the call".into(),
        ..mail("call-a")
    });
    store.commit_step(&s).await.unwrap();
    let rows = store.outbox(Some("g1")).await.unwrap();
    let ids: Vec<&str> = rows.iter().map(|r| r.message_id.as_str()).collect();
    assert_eq!(ids, ["conf-b", "call-a"]);
    let call = &rows[1];
    assert_eq!(call.kind, "call");
    assert_eq!(
        call.subject,
        "[g1] Orders received (round 4); turn 1 Forum: initiative (round 5) — due x"
    );
    assert!(call.body.starts_with("your orders\n"), "{}", call.body);
    assert!(call.body.ends_with("the call"), "{}", call.body);
    assert_eq!(call.in_reply_to.as_deref(), Some("<theirs@example.test>"));
    // b's confirmation goes alone once its delay is over.
    let due = store.due_outbox(60_010, 10).await.unwrap();
    let due: Vec<&str> = due.iter().map(|r| r.message_id.as_str()).collect();
    assert_eq!(due, ["conf-b", "call-a"]);
    // Without a delay nothing waits and nothing is folded.
    let mut s = step("g1", 70_000);
    s.outbox.push(conf("conf-c", "c@example.test"));
    store.commit_step(&s).await.unwrap();
    let mut s = step("g1", 70_000);
    s.outbox.push(mail_to("call-c", "c@example.test"));
    store.commit_step(&s).await.unwrap();
    let rows = store.outbox(Some("g1")).await.unwrap();
    assert!(rows.iter().any(|r| r.message_id == "conf-c"));
}

/// Issue 22, point 6: a confirmation the sender is about to send (folded behind a due one, or
/// just due) is no longer folded by an intake step into its new mail to the same player, which
/// would send the same answer twice, in two mails. A confirmation a step folded first is not
/// sent by the sender.
async fn a_confirmation_claimed_by_the_sender_is_not_folded_by_a_step(on: Db) {
    let (_d, store) = fresh(on).await;
    store
        .create_game(&new_game("g1"), &[], &step("g1", 0))
        .await
        .unwrap();
    let conf = |id: &str| NewMail {
        subject: "[g1] Orders received (round 4)".into(),
        body: format!("orders of {id}"),
        ..mail_to(id, "a@example.test")
    };
    // Due at 10 (no delay), then one waiting out its delay until 60_020.
    let mut s = step("g1", 10);
    s.outbox.push(conf("due"));
    store.commit_step(&s).await.unwrap();
    let mut s = step("g1", 20);
    s.fold_delay_ms = 60_000;
    s.outbox.push(conf("waiting"));
    store.commit_step(&s).await.unwrap();
    // The sender's round: the due one, and the waiting one folded behind it.
    let due = store.due_outbox(30, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    let folded = store.foldable_after(&due[0], 15).await.unwrap();
    assert_eq!(folded.len(), 1);
    assert!(Store::may_be_folded(&folded[0]));
    let ids = [due[0].id, folded[0].id];
    assert_eq!(store.claim_for_sending(&ids).await.unwrap(), ids.to_vec());
    // A step (the player's next mail) while the round is in flight: its call carries nothing
    // of what the round sends.
    let mut s = step("g1", 40);
    s.fold_delay_ms = 60_000;
    s.outbox.push(NewMail {
        kind: "call".into(),
        body: "the next call".into(),
        ..mail_to("call", "a@example.test")
    });
    store.commit_step(&s).await.unwrap();
    let call = store.outbox_by_message_id("call").await.unwrap().unwrap();
    assert!(
        !call.body.contains("orders of waiting"),
        "folded twice: {}",
        call.body
    );
    assert!(
        store
            .outbox_by_message_id("waiting")
            .await
            .unwrap()
            .is_some()
    );

    // The other order: a step folds a waiting confirmation first; the sender's claim then
    // leaves it out.
    let mut s = step("g1", 50);
    s.fold_delay_ms = 60_000;
    s.outbox.push(conf("late"));
    store.commit_step(&s).await.unwrap();
    let late = store.outbox_by_message_id("late").await.unwrap().unwrap();
    let mut s = step("g1", 60);
    s.outbox.push(NewMail {
        kind: "call".into(),
        body: "another call".into(),
        ..mail_to("call-2", "a@example.test")
    });
    store.commit_step(&s).await.unwrap();
    assert!(
        store
            .claim_for_sending(&[late.id])
            .await
            .unwrap()
            .is_empty()
    );
}

/// Issue 25 §3: a game's export carries the pictures of its mails not yet sent, and the import
/// puts them back with their mails; a picture that names no mail of the game is refused.
async fn export_and_import_carry_the_pictures_of_mails_not_sent(on: Db) {
    let (_d, store) = fresh(on).await;
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("a1", "a@x.test"));
    s.attachments.push(NewAttachment {
        message_id: "a1".into(),
        filename: "board.png".into(),
        content_type: "image/png".into(),
        data: vec![0, 255, 7],
    });
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let tables = store.dump_game("g1").await.unwrap();
    let files = tables["mail_attachments"].as_array().unwrap();
    assert_eq!(files.len(), 1);
    assert_eq!(files[0]["data_hex"], "00ff07");
    let (_d2, other) = fresh(on).await;
    other.restore_game(&tables).await.unwrap();
    let got = other.attachments(&["a1"]).await.unwrap();
    assert_eq!(got.len(), 1);
    assert_eq!(
        (got[0].filename.as_str(), got[0].data.clone()),
        ("board.png", vec![0, 255, 7])
    );
    let mut forged = tables.clone();
    forged["mail_attachments"][0]["message_id"] = "not-ours".into();
    let (_d3, third) = fresh(on).await;
    assert!(third.restore_game(&forged).await.is_err());
    assert!(third.game("g1").await.is_err(), "nothing of it was kept");
}

on_both!(
    a_mail_in_flight_at_a_crash_is_in_doubt_and_sent_again,
    a_mail_in_doubt_is_found_waits_or_goes_again_with_every_row_it_carried,
    the_sent_journal_is_open_before_a_mail_goes_out,
    step_commits_inputs_outbox_and_inbound_together,
    outbox_retry_and_sent,
    deadlines_and_reminders,
    dkim_settings_per_game_and_player,
    a_retried_mail_is_not_overtaken_to_the_same_recipient,
    a_waiting_call_holds_its_rounds_deadline,
    sender_state_and_backlog,
    attachments_go_with_their_mail_and_are_dropped_once_sent,
    sent_bodies_compress_once_and_read_back,
    confirmations_folded_together_keep_the_first_ones_time,
    a_waiting_confirmation_is_folded_into_the_next_mail_to_its_player,
    a_confirmation_claimed_by_the_sender_is_not_folded_by_a_step,
    export_and_import_carry_the_pictures_of_mails_not_sent,
);

/// Issue 26: a game moves from a SQLite file to PostgreSQL and back (`game export` / `game
/// import` are these two calls) with every row: the tables read back the same (the local row
/// ids aside, which the importing database renumbers).
#[tokio::test]
async fn a_game_moves_from_sqlite_to_postgres_and_back() {
    let Some(pg) = Db::postgres() else { return };
    let (_d1, lite) = fresh(Db::Sqlite).await;
    let mut s = step("g1", 10);
    s.outbox.push(mail_to("e1", "a@x.test"));
    s.outbox.push(mail_to("e2", "b@x.test"));
    s.inputs.push(NewInput {
        input_json: "{\"x\":1}".into(),
        source: "cli".into(),
    });
    lite.create_game(&new_game("g1"), &[], &s).await.unwrap();
    let mut s2 = step("g1", 20);
    s2.inputs.push(NewInput {
        input_json: "{\"x\":2}".into(),
        source: "cli".into(),
    });
    s2.outbox.push(mail_to("e3", "a@x.test"));
    lite.commit_step(&s2).await.unwrap();
    lite.add_observer("g1", "obs@x.test", "t1").await.unwrap();
    let from_lite = lite.dump_game("g1").await.unwrap();

    let (_d2, post) = fresh(pg).await;
    assert_eq!(post.backend(), Backend::Postgres);
    post.restore_game(&from_lite).await.unwrap();
    let from_post = post.dump_game("g1").await.unwrap();
    let (_d3, back) = fresh(Db::Sqlite).await;
    back.restore_game(&from_post).await.unwrap();
    let from_back = back.dump_game("g1").await.unwrap();
    let strip = |m: &serde_json::Map<String, serde_json::Value>| {
        let mut m = m.clone();
        for (table, col) in export::LOCAL_IDS_FOR_TESTS {
            if let Some(rows) = m.get_mut(*table).and_then(|v| v.as_array_mut()) {
                for r in rows {
                    if let Some(o) = r.as_object_mut() {
                        o.remove(*col);
                    }
                }
            }
        }
        m
    };
    assert!(!from_lite["inputs"].as_array().unwrap().is_empty());
    assert_eq!(from_lite["outbox"].as_array().unwrap().len(), 3);
    assert_eq!(strip(&from_lite), strip(&from_post), "SQLite to PostgreSQL");
    assert_eq!(strip(&from_post), strip(&from_back), "and back");
}

/// Issue 26: a PostgreSQL location is shown without its password (messages, logs), and a
/// SQLite path as it is.
#[test]
fn a_postgres_url_is_shown_without_its_password() {
    let loc = std::path::Path::new("postgres://rorgm:p%40ss@db.example.test:5432/rorgm");
    assert_eq!(postgres_url(loc), loc.to_str());
    assert_eq!(
        shown_location(loc),
        "postgres://rorgm@db.example.test:5432/rorgm"
    );
    let file = std::path::Path::new("/var/lib/rorgm/games.sqlite");
    assert_eq!(postgres_url(file), None);
    assert_eq!(shown_location(file), "/var/lib/rorgm/games.sqlite");
}
