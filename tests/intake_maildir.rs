//! Intake edge cases through the real referee, a real SQLite file and real Maildir folders (no
//! mail server needed): who may write, what is never answered, bad input changing nothing.

use crate::common;

use std::path::Path;
use std::sync::Arc;

use common::local::{GM, Local as T, Setup};
use rorgm::config::RoundsConfig;
use rorgm::mail::plus_address;
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::service::Fault;
use rorgm::referee::{ManualClock, Referee};
use rorgm::rules::{FactionId, Scenario};
use rorgm::store::Store;

impl T {
    /// The game of [`Setup::default`], its referee notifying referee@example.test.
    async fn new_48h() -> T {
        T::with_rounds(Setup::rounds_48h()).await
    }

    async fn with_rounds(rounds: RoundsConfig) -> T {
        T::with(&Setup {
            gm_notify: Some("referee@example.test".into()),
            rounds,
            ..Default::default()
        })
        .await
    }

    /// Drop a raw mail into the GM's Maildir.
    fn deliver(&mut self, raw: &[u8]) {
        self.n += 1;
        self.put(&format!("m{}.eml", self.n), raw);
    }

    fn mail(&mut self, from: &str, to: &str, extra_headers: &str, body: &str) {
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: orders\r\nMessage-ID: <t{}-{}@client>\r\n{extra_headers}Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.n,
            from.len()
        );
        self.deliver(raw.as_bytes());
    }

    fn personal(&self, i: usize) -> String {
        plus_address(GM, &self.players[i].token)
    }

    async fn try_pass(&mut self) -> Result<usize, rorgm::referee::RefereeError> {
        self.referee
            .pass(&mut self.source, &self.sink, Fault::None)
            .await
    }

    fn sql(&self) -> String {
        format!("sqlite:{}", self.dir.path().join("t.sqlite").display())
    }

    async fn sent_to(&self, addr: &str, kind: &str) -> Vec<rorgm::store::OutboxRow> {
        self.referee
            .store
            .outbox(None)
            .await
            .unwrap()
            .into_iter()
            .filter(|r| r.to_addr == addr && r.kind == kind)
            .collect()
    }

    async fn outbox_len(&self) -> usize {
        self.referee.store.outbox(None).await.unwrap().len()
    }

    async fn submitted_count(&self, f: u8) -> usize {
        let g = self.referee.load(&self.game).await.unwrap();
        g.game.submitted(FactionId(f)).len()
    }
}

fn processed_all(dir: &Path) -> bool {
    std::fs::read_dir(dir.join("new")).unwrap().count() == 0
}

/// Mail from an unknown sender, or without a token, or to an unknown token, is never answered.
#[tokio::test]
async fn unknown_senders_are_never_answered() {
    let mut t = T::new_48h().await;
    let before = t.outbox_len().await;
    let to = t.personal(0);
    t.mail("stranger@example.org", GM, "", "LEADER Cornelius");
    t.mail(
        "alice@example.test",
        &plus_address(GM, "nosuchtoken"),
        "",
        "LEADER Cornelius",
    );
    t.mail("alice@example.test", GM, "", "LEADER Cornelius");
    t.pass().await;
    // Only Alice's mail to the plain address is answered (issue 10: her STATUS, to her own
    // registered address); the orders in it are not read. Issue 21 §3: it is also passed on to
    // the GM's own mail (mail.gm_notify).
    assert_eq!(
        t.outbox_len().await,
        before + 2,
        "nothing else is sent for these"
    );
    assert_eq!(t.sent_to("referee@example.test", "gm").await.len(), 1);
    assert_eq!(t.sent_to("alice@example.test", "status").await.len(), 1);
    assert!(t.sent_to("stranger@example.org", "status").await.is_empty());
    assert_eq!(t.submitted_count(0).await, 0);
    assert!(processed_all(&t.inbox()));
    // A forged From with Alice's token: a notice to Alice's registered address, nothing else.
    t.mail("mallory@example.org", &to, "", "LEADER Cornelius");
    t.pass().await;
    assert_eq!(t.sent_to("alice@example.test", "notice").await.len(), 1);
    assert!(t.sent_to("mallory@example.org", "notice").await.is_empty());
    assert_eq!(t.submitted_count(0).await, 0);
}

/// Auto-replies, bulk mail and bounces are never answered and their orders are not applied.
#[tokio::test]
async fn automatic_mail_is_never_answered() {
    let mut t = T::new_48h().await;
    let before = t.outbox_len().await;
    let to = t.personal(0);
    t.mail(
        "alice@example.test",
        &to,
        "Auto-Submitted: auto-replied\r\n",
        "READY",
    );
    t.mail("alice@example.test", &to, "Precedence: bulk\r\n", "READY");
    t.mail("alice@example.test", &to, "Return-Path: <>\r\n", "READY");
    t.pass().await;
    assert_eq!(t.outbox_len().await, before);
    assert_eq!(t.submitted_count(0).await, 0);
}

/// A bad line never erases a good answer; the confirmation quotes the bad line.
#[tokio::test]
async fn pb_01_bad_line_keeps_good_answer() {
    let mut t = T::new_48h().await;
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "READY");
    t.pass().await;
    assert_eq!(t.submitted_count(0).await, 1);
    t.mail(
        "Alice <ALICE@example.test>",
        &to,
        "",
        "LEADER Nobodyatall\nPLAY Zzzz",
    );
    t.pass().await;
    assert_eq!(t.submitted_count(0).await, 1, "the earlier answer stands");
    let confs = t.sent_to("alice@example.test", "confirmation").await;
    let last = &confs.last().unwrap().body;
    assert!(last.contains("LEADER Nobodyatall"), "{last}");
    assert!(last.contains("NOT ACCEPTED"), "{last}");
}

/// Oversized mail and broken MIME: a clear notice or nothing, never a panic, never a change.
#[tokio::test]
async fn oversized_and_broken_mail_change_nothing() {
    let mut t = T::new_48h().await;
    let to = t.personal(1);
    let big = format!(
        "From: bob@example.test\r\nTo: {to}\r\nSubject: big\r\nMessage-ID: <big@client>\r\n\r\n{}",
        "READY\r\n".repeat(11 * 1024 * 1024 / 7)
    );
    t.deliver(big.as_bytes());
    t.deliver(b"\x00\xff\xfe garbage without headers");
    let broken = format!(
        "From: bob@example.test\r\nTo: {to}\r\nMessage-ID: <broken@client>\r\nContent-Type: multipart/mixed; boundary=\"zz\"\r\n\r\n--zz\r\nContent-Type: text/plain; charset=no-such-charset\r\nContent-Transfer-Encoding: base64\r\n\r\n%%%not base64\r\n"
    );
    t.deliver(broken.as_bytes());
    t.pass().await;
    assert!(processed_all(&t.inbox()));
    assert_eq!(t.submitted_count(1).await, 0);
    let notices = t.sent_to("bob@example.test", "notice").await;
    assert_eq!(notices.len(), 1, "the oversized mail gets a notice");
    assert!(notices[0].body.contains("10"), "{}", notices[0].body);
}

/// The same Message-ID from the same sender is processed once.
#[tokio::test]
async fn duplicate_message_id_is_processed_once() {
    let mut t = T::new_48h().await;
    let to = t.personal(2);
    let raw = format!(
        "From: carol@example.test\r\nTo: {to}\r\nSubject: o\r\nMessage-ID: <same@client>\r\n\r\nREADY\r\n"
    );
    t.deliver(raw.as_bytes());
    t.deliver(raw.as_bytes());
    t.pass().await;
    assert_eq!(
        t.sent_to("carol@example.test", "confirmation").await.len(),
        1
    );
    let inputs = t.referee.store.inputs(&t.game).await.unwrap();
    assert_eq!(inputs.len(), 1);
}

/// A whole round by mail resolves as soon as every answer is in, and replays identically.
#[tokio::test]
async fn pb_01_round_resolves_when_all_answers_are_in_and_replays() {
    let mut t = T::new_48h().await;
    for i in 0..3 {
        let to = t.personal(i);
        let from = t.players[i].address.clone();
        t.mail(&from, &to, "", "Hello GM\nREADY\n");
    }
    t.pass().await;
    let g = t.referee.load(&t.game).await.unwrap();
    assert_eq!(g.game.round(), 1);
    // Issue 10: one mail per player per round: the news of the setup round comes inside the
    // call for Revenue, no separate announcement, private or default mail.
    for p in &t.players {
        assert!(t.sent_to(&p.address, "announcement").await.is_empty());
        let calls = t.sent_to(&p.address, "call").await;
        assert_eq!(calls.len(), 2, "setup round and revenue round");
        assert!(calls[1].body.contains("WHAT HAPPENED"), "{}", calls[1].body);
        assert!(
            calls[1].subject.contains("revenue (round 1) — due "),
            "{}",
            calls[1].subject
        );
        assert!(t.sent_to(&p.address, "default").await.is_empty());
        assert!(t.sent_to(&p.address, "private").await.is_empty());
        // Issue 21 §2: the mail that completed the round (Carol's, the last read) has its
        // confirmation folded into the next call; the others get theirs alone.
        let confirmations = t.sent_to(&p.address, "confirmation").await.len();
        let folded = calls[1]
            .subject
            .contains("Orders received (round 0); turn 1 Revenue");
        assert_eq!(
            (confirmations, folded),
            if p.address == "carol@example.test" {
                (0, true)
            } else {
                (1, false)
            },
            "{}: {}",
            p.address,
            calls[1].subject
        );
    }
    let row = t.referee.store.game(&t.game).await.unwrap();
    let inputs =
        rorgm::referee::input::parse_inputs(&t.referee.store.inputs(&t.game).await.unwrap())
            .unwrap();
    let setup: rorgm::rules::Setup = serde_json::from_str(&row.setup_json).unwrap();
    let seed: [u8; 32] = hex::decode(&row.seed_hex).unwrap().try_into().unwrap();
    let (replayed, events) = rorgm::referee::input::replay(setup, seed, &inputs).unwrap();
    assert!(rorgm::rules::snapshot::same_game(&row.state_json, &replayed).unwrap());
    assert_eq!(events, t.referee.store.events(&t.game).await.unwrap());
}

/// Issue 21 §2 (`[rounds] confirmation_fold_seconds`): a confirmation waits a moment; when the
/// round resolves meanwhile, each player's call carries it (one mail, not two); a confirmation
/// nothing follows goes alone once the moment is over.
#[tokio::test]
async fn confirmations_wait_a_moment_and_ride_with_the_next_call() {
    let mut t = T::with_rounds(RoundsConfig {
        confirmation_fold_seconds: 60.0,
        ..RoundsConfig::default()
    })
    .await;
    for i in 0..3 {
        let to = t.personal(i);
        let from = t.players[i].address.clone();
        t.mail(&from, &to, "", "READY\n");
        t.pass().await;
    }
    let g = t.referee.load(&t.game).await.unwrap();
    assert_eq!(g.game.round(), 1);
    for p in &t.players {
        assert!(t.sent_to(&p.address, "confirmation").await.is_empty());
        let calls = t.sent_to(&p.address, "call").await;
        assert_eq!(calls.len(), 2, "setup round and revenue round");
        assert!(calls[1].sent_at.is_some(), "the call went out at once");
        assert!(
            calls[1]
                .subject
                .contains("Orders received (round 0); turn 1 Revenue: revenue (round 1) — due "),
            "{}",
            calls[1].subject
        );
        // The confirmation first, then the call.
        let conf_at = calls[1].body.find("your mail \"orders\" was read");
        let call_at = calls[1].body.find("WHAT HAPPENED");
        assert!(conf_at.is_some() && conf_at < call_at, "{}", calls[1].body);
    }
    // Alice answers the Revenue call alone: her confirmation waits, then goes alone.
    let to = t.personal(0);
    let from = t.players[0].address.clone();
    t.mail(&from, &to, "", "READY\n");
    t.pass().await;
    let waiting = t.sent_to(&from, "confirmation").await;
    assert_eq!(waiting.len(), 1);
    assert!(waiting[0].sent_at.is_none(), "it waits its moment");
    t.clock.advance(jiff::SignedDuration::from_secs(61));
    t.pass().await;
    let sent = t.sent_to(&from, "confirmation").await;
    assert_eq!(sent.len(), 1);
    assert!(sent[0].sent_at.is_some(), "sent once the moment is over");
    // Bob asks for STATUS: a question is answered at once, not after the moment.
    let to = t.personal(1);
    let from = t.players[1].address.clone();
    t.mail(&from, &to, "", "STATUS\n");
    t.pass().await;
    let answered = t.sent_to(&from, "confirmation").await;
    assert_eq!(answered.len(), 1, "the answer to STATUS");
    assert!(answered[0].sent_at.is_some(), "STATUS is answered at once");
}

/// GM extends a deadline: the row moves, every player is told, and the deadline no longer fires
/// at the old time.
#[tokio::test]
async fn gm_extends_the_deadline() {
    let t = T::new_48h().await;
    let before = t.referee.store.deadline(&t.game).await.unwrap().unwrap();
    let row = t.referee.extend_deadline(&t.game, 24.0).await.unwrap();
    assert_eq!(row.deadline_ms, before.deadline_ms + 24 * 3_600_000);
    for p in &t.players {
        let ann = t.sent_to(&p.address, "announcement").await;
        assert_eq!(ann.len(), 1);
        assert!(ann[0].body.contains("extended"));
    }
    assert!(
        t.referee
            .store
            .due_deadlines(before.deadline_ms + 1)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(t.referee.extend_deadline(&t.game, -1.0).await.is_err());
    // More than a year is refused (it used to overflow the deadline in milliseconds).
    let err = t
        .referee
        .extend_deadline(&t.game, 1e300)
        .await
        .expect_err("1e300 hours is refused");
    assert!(err.to_string().contains("at most"), "{err}");
}

/// GM replaces a player: the old personal address stops working, the new one works, and the new
/// player gets the hand privately.
#[tokio::test]
async fn gm_replaces_a_player() {
    let mut t = T::new_48h().await;
    let old_to = t.personal(1);
    let new = t
        .referee
        .replace_player(
            &t.game,
            1,
            NewPlayer {
                name: "Dora".into(),
                address: "dora@example.test".into(),
            },
        )
        .await
        .unwrap();
    // Issue 10: the new player's status (their hand) and their call are one mail.
    assert!(t.sent_to("dora@example.test", "setup").await.is_empty());
    let dora = t.sent_to("dora@example.test", "call").await;
    assert_eq!(dora.len(), 1);
    assert!(
        dora[0].subject.contains("You now play Faction 2"),
        "{}",
        dora[0].subject
    );
    assert!(dora[0].body.contains("ORDERS ARE DUE"), "{}", dora[0].body);
    // The old player's token no longer counts, even from the old address.
    t.mail("bob@example.test", &old_to, "", "READY");
    t.pass().await;
    assert_eq!(t.submitted_count(1).await, 0);
    let to = plus_address(GM, &new.token);
    t.mail("dora@example.test", &to, "", "READY");
    t.pass().await;
    assert_eq!(t.submitted_count(1).await, 1);
}

/// GM rollback: back to the setup round, orders after it void, same dice when replayed, the log
/// and the stored state agree, and playing the round again gives the same events.
#[tokio::test]
async fn gm_rolls_back_a_round() {
    let mut t = T::new_48h().await;
    for i in 0..3 {
        let to = t.personal(i);
        let from = t.players[i].address.clone();
        t.mail(&from, &to, "", "READY");
    }
    t.pass().await;
    let first = t.referee.store.events(&t.game).await.unwrap();
    assert_eq!(t.referee.load(&t.game).await.unwrap().game.round(), 1);
    assert!(t.referee.rollback(&t.game, 1).await.is_err(), "not forward");
    assert_eq!(t.referee.rollback(&t.game, 0).await.unwrap(), 0);
    let g = t.referee.load(&t.game).await.unwrap();
    assert_eq!(g.game.round(), 0);
    assert_eq!(g.game.submitted(FactionId(0)).len(), 0);
    assert!(t.referee.store.inputs(&t.game).await.unwrap().is_empty());
    // Issue 10: one mail each: the rollback and the call again, which says it replaces the
    // earlier call of the round.
    for p in &t.players {
        let calls = t.sent_to(&p.address, "call").await;
        let again = calls.last().unwrap();
        assert!(
            again.body.contains("rolled the game back"),
            "{}",
            again.body
        );
        assert!(again.body.contains("This call replaces"), "{}", again.body);
        assert!(
            again.subject.contains("replaces the earlier call"),
            "{}",
            again.subject
        );
        assert!(t.sent_to(&p.address, "announcement").await.is_empty());
    }
    // Play the round again: identical events (the dice do not change).
    for i in 0..3 {
        let to = t.personal(i);
        let from = t.players[i].address.clone();
        t.mail(&from, &to, "", "READY\n# again");
    }
    t.pass().await;
    let inbound = t.referee.store.inbound(Some(&t.game)).await.unwrap();
    assert_eq!(
        t.referee.load(&t.game).await.unwrap().game.round(),
        1,
        "{inbound:?}"
    );
    assert_eq!(t.referee.store.events(&t.game).await.unwrap(), first);
}

/// A bounce of one of our mails marks that delivery failed; after three, the GM is told the
/// player seems unreachable. Bounces are never answered.
#[tokio::test]
async fn bounces_mark_delivery_failed_and_warn_the_gm() {
    let mut t = T::new_48h().await;
    // Issue 10: the welcome and the first call are one mail.
    let ours: Vec<String> = t
        .sent_to("alice@example.test", "call")
        .await
        .into_iter()
        .map(|r| r.message_id)
        .collect();
    assert_eq!(ours.len(), 1);
    assert!(t.sent_to("alice@example.test", "setup").await.is_empty());
    let before = t.outbox_len().await;
    // The same mail bounced twice counts once.
    for (i, id) in ours.iter().chain(std::iter::once(&ours[0])).enumerate() {
        let raw = format!(
            "From: MAILER-DAEMON@mx.example.test\r\nTo: {GM}\r\nSubject: Undelivered Mail\r\n\
             Message-ID: <bounce{i}@mx>\r\nMIME-Version: 1.0\r\n\
             Content-Type: multipart/report; report-type=delivery-status; boundary=\"b\"\r\n\r\n\
             --b\r\nContent-Type: text/plain\r\n\r\nYour mail could not be delivered.\r\n\
             --b\r\nContent-Type: text/rfc822-headers\r\n\r\nMessage-ID: <{id}>\r\nTo: alice@example.test\r\n--b--\r\n"
        );
        t.deliver(raw.as_bytes());
    }
    // Two more distinct bounced mails: the reminder-less game has sent only one; bounce two
    // confirmations.
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "STATUS");
    t.mail("alice@example.test", &to, "", "STATUS\n# again");
    t.pass().await;
    let conf = t.sent_to("alice@example.test", "confirmation").await;
    assert_eq!(conf.len(), 2);
    for (i, c) in conf.iter().enumerate() {
        let raw = format!(
            "From: MAILER-DAEMON@mx.example.test\r\nTo: {GM}\r\nSubject: Undelivered\r\nMessage-ID: <bounce9{i}@mx>\r\n\
             Content-Type: multipart/report; report-type=delivery-status; boundary=\"b\"\r\n\r\n--b\r\n\
             Content-Type: text/plain\r\n\r\nfailed: <{}>\r\n--b--\r\n",
            c.message_id
        );
        t.deliver(raw.as_bytes());
    }
    t.pass().await;
    let rows = t.referee.store.outbox(None).await.unwrap();
    let bounced = rows
        .iter()
        .filter(|r| r.failed_at.is_some() && r.to_addr == "alice@example.test")
        .count();
    assert_eq!(bounced, 3);
    assert_eq!(t.sent_to("referee@example.test", "gm").await.len(), 1);
    assert!(
        t.sent_to("MAILER-DAEMON@mx.example.test", "confirmation")
            .await
            .is_empty()
    );
    assert_eq!(
        t.outbox_len().await,
        before + 3,
        "two confirmations, one GM warning"
    );
}

/// Issue 23 point 6: a game stored before the versioned envelope (the bare state, version 0)
/// still loads and plays on, and is stored in the envelope from its next step; a snapshot of a
/// newer version is refused (the mail waits, nothing is misread).
#[tokio::test]
async fn a_game_stored_before_the_snapshot_envelope_plays_on() {
    let mut t = T::new_48h().await;
    let pool = sqlx::SqlitePool::connect(&format!(
        "sqlite:{}",
        t.dir.path().join("t.sqlite").display()
    ))
    .await
    .unwrap();
    let row = t.referee.store.game(&t.game).await.unwrap();
    let v: serde_json::Value = serde_json::from_str(&row.state_json).unwrap();
    assert_eq!(v["format"], "rorgm-game", "stored in the envelope");
    let bare = v["game"].to_string();
    sqlx::query("UPDATE games SET state_json = ? WHERE id = ?")
        .bind(&bare)
        .bind(&t.game)
        .execute(&pool)
        .await
        .unwrap();
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "READY");
    t.pass().await;
    assert!(processed_all(&t.inbox()), "the mail was taken in");
    let inbound = t.referee.store.inbound(None).await.unwrap();
    assert!(
        inbound.iter().all(|i| !i.outcome.starts_with("failed:")),
        "{inbound:?}"
    );
    let row = t.referee.store.game(&t.game).await.unwrap();
    let v: serde_json::Value = serde_json::from_str(&row.state_json).unwrap();
    assert_eq!(v["version"], 1, "written again in the envelope");

    // A newer version than this rorgm knows: the mail is not applied to a misread game.
    let mut newer = v.clone();
    newer["version"] = serde_json::Value::from(99);
    sqlx::query("UPDATE games SET state_json = ? WHERE id = ?")
        .bind(newer.to_string())
        .bind(&t.game)
        .execute(&pool)
        .await
        .unwrap();
    t.mail("bob@example.test", &t.personal(1), "", "READY");
    t.pass().await;
    assert!(
        !processed_all(&t.inbox()),
        "not taken in against a newer snapshot"
    );
}

/// A mail whose intake keeps failing (here: the game's stored state is corrupt) is retried, then
/// set aside after MAX_INTAKE_FAILURES passes with the GM told; it is never lost silently.
#[tokio::test]
async fn a_mail_that_keeps_failing_is_set_aside_and_reported() {
    let mut t = T::new_48h().await;
    let pool = sqlx::SqlitePool::connect(&format!(
        "sqlite:{}",
        t.dir.path().join("t.sqlite").display()
    ))
    .await
    .unwrap();
    sqlx::query("UPDATE games SET state_json = '{' WHERE id = ?")
        .bind(&t.game)
        .execute(&pool)
        .await
        .unwrap();
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "READY");
    for _ in 0..rorgm::referee::service::MAX_INTAKE_FAILURES - 1 {
        t.pass().await;
        assert!(!processed_all(&t.inbox()), "retried, not dropped");
    }
    t.pass().await;
    assert!(processed_all(&t.inbox()));
    let inbound = t.referee.store.inbound(None).await.unwrap();
    assert!(
        inbound.iter().any(|i| i.outcome.starts_with("failed:")),
        "{inbound:?}"
    );
    assert_eq!(t.sent_to("referee@example.test", "gm").await.len(), 1);
}

/// Issue 11, fault 1: a mail of 10,000 nested `message/rfc822` parts under a quoted-printable
/// top level (about 320 KB) overflowed the parser's stack and aborted `serve` on every start.
/// Now it is refused before parsing (the sender, if a player, gets a notice), and the mail
/// behind it is taken in.
#[tokio::test]
async fn nested_message_bomb_is_refused_and_the_mail_behind_it_is_read() {
    let mut t = T::new_48h().await;
    let to = t.personal(0);
    let bomb = |to: &str| {
        let mut s = format!(
            "From: alice@example.test\r\nTo: {to}\r\nSubject: x\r\nMessage-ID: <bomb-{}@x>\r\n\
             Content-Type: message/rfc822\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n",
            to.len()
        );
        for _ in 0..10_000 {
            s.push_str("Content-Type: message/rfc822\r\n\r\n");
        }
        s.push_str("Subject: inner\r\n\r\nREADY\r\n");
        s.into_bytes()
    };
    let b = bomb(&to);
    assert!(b.len() > 300_000);
    t.deliver(&b);
    t.deliver(&bomb(GM));
    t.mail("alice@example.test", &to, "", "READY");
    t.pass().await;
    assert!(processed_all(&t.inbox()));
    let inbound = t.referee.store.inbound(None).await.unwrap();
    assert_eq!(inbound.len(), 3, "{inbound:?}");
    let refused: Vec<_> = inbound
        .iter()
        .filter(|i| i.outcome.contains("too complex"))
        .collect();
    assert_eq!(refused.len(), 1, "{inbound:?}");
    assert!(refused[0].outcome.starts_with("refused:"));
    assert!(
        inbound
            .iter()
            .any(|i| i.outcome.starts_with("ignored:no personal address"))
    );
    assert!(inbound.iter().any(|i| i.outcome == "accepted"));
    assert_eq!(t.sent_to("alice@example.test", "notice").await.len(), 1);
}

/// Issue 11, fault 1 (b): a mail whose intake an earlier process left unfinished twice (the
/// process died reading it) is set aside unread on the next start, with a notice to the GM;
/// the mails behind it are read. One interrupted attempt is retried (a GM may kill the server).
#[tokio::test]
async fn a_mail_that_stopped_the_server_twice_is_set_aside_unread() {
    let mut t = T::new_48h().await;
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "READY");
    t.mail("bob@example.test", &t.personal(1), "", "READY");
    let poison = "maildir:m1.eml";
    let store = &t.referee.store;
    // Two earlier processes started it and never finished.
    assert_eq!(
        store
            .begin_intake_attempt(poison, "run-a", "t")
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        store
            .begin_intake_attempt(poison, "run-b", "t")
            .await
            .unwrap(),
        1
    );
    // A once-interrupted mail is read normally.
    let once = "maildir:m2.eml";
    assert_eq!(
        store
            .begin_intake_attempt(once, "run-a", "t")
            .await
            .unwrap(),
        0
    );
    t.pass().await;
    assert!(processed_all(&t.inbox()));
    let inbound = t.referee.store.inbound(None).await.unwrap();
    let first = inbound.iter().find(|i| i.source_key == poison).unwrap();
    assert!(first.outcome.starts_with("failed:"), "{first:?}");
    assert!(first.outcome.contains("cut short 2 times"), "{first:?}");
    let second = inbound.iter().find(|i| i.source_key == once).unwrap();
    assert_eq!(second.outcome, "accepted");
    assert_eq!(
        t.submitted_count(0).await,
        0,
        "the set-aside mail was not read"
    );
    let gm = t.sent_to("referee@example.test", "gm").await;
    assert_eq!(gm.len(), 1);
    assert!(gm[0].body.contains(poison));
    assert!(
        t.sent_to("alice@example.test", "confirmation")
            .await
            .is_empty()
    );
    // The attempts of finished mails are cleared with their inbound record.
    let pool = sqlx::SqlitePool::connect(&t.sql()).await.unwrap();
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM intake_attempts")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(left, 0);
}

/// Issue 11, fault 3: a database fault is the server's, not the mail's: a valid READY is
/// retried as often as it takes and never set aside; once the database works it is read.
#[tokio::test]
async fn a_server_fault_is_retried_not_counted_against_the_mail() {
    let mut t = T::new_48h().await;
    let pool = sqlx::SqlitePool::connect(&t.sql()).await.unwrap();
    sqlx::query("ALTER TABLE outbox RENAME TO outbox_away")
        .execute(&pool)
        .await
        .unwrap();
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "READY");
    for _ in 0..rorgm::referee::service::MAX_INTAKE_FAILURES + 2 {
        let r = t.try_pass().await;
        let e = r.expect_err("the pass fails while the table is missing");
        assert!(e.is_server_fault(), "{e}");
        assert!(!processed_all(&t.inbox()), "kept for later, not set aside");
    }
    sqlx::query("ALTER TABLE outbox_away RENAME TO outbox")
        .execute(&pool)
        .await
        .unwrap();
    t.pass().await;
    assert!(processed_all(&t.inbox()));
    let inbound = t.referee.store.inbound(None).await.unwrap();
    assert_eq!(inbound.len(), 1);
    assert_eq!(inbound[0].outcome, "accepted");
    assert_eq!(
        t.sent_to("alice@example.test", "confirmation").await.len(),
        1
    );
}

/// Issue 11, fault 6: two From headers (the last one the player's), a From listing the player
/// beside a forger, or a group address: refused, whatever the order of the addresses; the
/// player is told once an hour at most, and the next notice counts the ones held back.
#[tokio::test]
async fn ambiguous_senders_are_refused_and_notices_are_rate_limited() {
    let mut t = T::new_48h().await;
    let to = t.personal(0);
    for (i, from) in [
        "forger@evil.test\r\nFrom: alice@example.test",
        "alice@example.test\r\nFrom: forger@evil.test",
        "alice@example.test, forger@evil.test",
        "Friends: alice@example.test, forger@evil.test;",
    ]
    .iter()
    .enumerate()
    {
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: orders\r\nMessage-ID: <amb{i}@client>\r\n\r\nLEADER Cornelius\r\nREADY\r\n"
        );
        t.deliver(raw.as_bytes());
    }
    t.pass().await;
    assert!(processed_all(&t.inbox()));
    let inbound = t.referee.store.inbound(None).await.unwrap();
    assert_eq!(inbound.len(), 4);
    assert!(
        inbound.iter().all(|i| i
            .outcome
            .starts_with("refused:sender is not exactly one address")),
        "{inbound:?}"
    );
    assert_eq!(t.submitted_count(0).await, 0, "nothing was applied");
    assert!(
        t.sent_to("alice@example.test", "confirmation")
            .await
            .is_empty()
    );
    let notices = t.sent_to("alice@example.test", "notice").await;
    assert_eq!(notices.len(), 1, "one notice an hour");
    // An hour later, a plain forgery: the next notice says three were held back.
    t.clock.advance(jiff::SignedDuration::from_mins(61));
    t.mail("forger@evil.test", &to, "", "READY");
    t.pass().await;
    let notices = t.sent_to("alice@example.test", "notice").await;
    assert_eq!(notices.len(), 2);
    assert!(
        notices[1].body.contains("3 more mails"),
        "{}",
        notices[1].body
    );
}

/// Issue 11, fault 5: the referee was down across both the reminder and the deadline, and is
/// back within a minute of the deadline: no Default Move is applied; the round is extended and
/// the missed reminder is caught up in the same mail.
#[tokio::test]
async fn down_across_reminder_and_deadline_back_within_a_minute_extends_the_round() {
    let mut t = T::new_48h().await;
    t.pass().await;
    let d = t.referee.store.deadline(&t.game).await.unwrap().unwrap();
    assert!(!d.reminded && d.reminder_ms < d.deadline_ms);
    let round = t.referee.load(&t.game).await.unwrap().game.round();
    let now = rorgm::referee::clock::ms(t.referee.clock.now());
    t.clock.advance(jiff::SignedDuration::from_millis(
        d.deadline_ms - now + 30_000,
    ));
    t.pass().await;
    let after = t.referee.load(&t.game).await.unwrap();
    assert_eq!(after.game.round(), round, "no Default Move was applied");
    let d2 = t.referee.store.deadline(&t.game).await.unwrap().unwrap();
    assert!(
        d2.deadline_ms > d.deadline_ms + 3_600_000 - 60_000,
        "{d2:?}"
    );
    let ann = t.sent_to("alice@example.test", "announcement").await;
    let ext: Vec<_> = ann
        .iter()
        .filter(|m| m.subject.contains("extended"))
        .collect();
    assert_eq!(ext.len(), 1);
    assert!(
        ext[0].body.contains("reminder before it was never sent"),
        "{}",
        ext[0].body
    );
    assert!(
        ext[0].body.contains("still has no answer from you"),
        "{}",
        ext[0].body
    );
}

/// Issue 11, fault 5: a reminder sent late extends the round by its lateness, and says so.
#[tokio::test]
async fn a_late_reminder_extends_the_round_by_its_lateness() {
    let mut t = T::new_48h().await;
    t.pass().await;
    let d = t.referee.store.deadline(&t.game).await.unwrap().unwrap();
    let now = rorgm::referee::clock::ms(t.referee.clock.now());
    let late = 3 * 3_600_000;
    t.clock.advance(jiff::SignedDuration::from_millis(
        d.reminder_ms - now + late,
    ));
    assert!(
        d.reminder_ms + late < d.deadline_ms,
        "still before the deadline"
    );
    t.pass().await;
    let d2 = t.referee.store.deadline(&t.game).await.unwrap().unwrap();
    assert!(d2.reminded);
    assert!(d2.deadline_ms >= d.deadline_ms + late, "{d:?} {d2:?}");
    let rem = t.sent_to("alice@example.test", "reminder").await;
    assert_eq!(rem.len(), 1);
    assert!(rem[0].body.contains("deadline is"), "{}", rem[0].body);
    assert!(rem[0].body.contains("extended from"), "{}", rem[0].body);
}

/// Issue 9: pause stops the deadline (it does not pass while paused), every player is told,
/// and resume restores the time that was left.
#[tokio::test]
async fn gm_pause_stops_the_deadline_and_resume_restores_the_time_left() {
    let mut t = T::new_48h().await;
    t.pass().await;
    let d = t.referee.store.deadline(&t.game).await.unwrap().unwrap();
    let round = t.referee.load(&t.game).await.unwrap().game.round();
    t.clock.advance(jiff::SignedDuration::from_hours(1));
    let now = rorgm::referee::clock::ms(t.referee.clock.now());
    let left = d.deadline_ms - now;
    let p = t.referee.pause_game(&t.game).await.unwrap();
    assert_eq!(p.deadline_left_ms, left);
    assert!(
        t.referee.pause_game(&t.game).await.is_err(),
        "already paused"
    );
    // Far past the old deadline: nothing happens while paused.
    t.clock.advance(jiff::SignedDuration::from_hours(24 * 7));
    t.pass().await;
    let after = t.referee.load(&t.game).await.unwrap();
    assert_eq!(after.game.round(), round, "no deadline passed while paused");
    assert!(t.sent_to("alice@example.test", "reminder").await.is_empty());
    let paused = t.sent_to("bob@example.test", "announcement").await;
    assert!(paused.iter().any(|m| m.subject.contains("Game paused")));
    let d2 = t.referee.resume_game(&t.game).await.unwrap().unwrap();
    let now2 = rorgm::referee::clock::ms(t.referee.clock.now());
    assert_eq!(d2.deadline_ms - now2, left, "the time left is kept");
    let resumed = t.sent_to("carol@example.test", "announcement").await;
    assert!(resumed.iter().any(|m| m.subject.contains("Game resumed")));
    assert!(t.referee.resume_game(&t.game).await.is_err(), "not paused");
    // The clock runs again: the reminder goes when due, then the deadline passes.
    t.clock.advance(jiff::SignedDuration::from_millis(
        d2.reminder_ms - now2 + 1_000,
    ));
    t.pass().await;
    assert_eq!(t.sent_to("alice@example.test", "reminder").await.len(), 1);
    t.clock.advance(jiff::SignedDuration::from_millis(
        d2.deadline_ms - d2.reminder_ms,
    ));
    t.pass().await;
    let later = t.referee.load(&t.game).await.unwrap();
    assert_ne!(
        later.game.round(),
        round,
        "the deadline passed after resume"
    );
}

/// Issue 9: an observer gets every public announcement and nothing private.
#[tokio::test]
async fn gm_observer_gets_public_announcements_only() {
    let mut t = T::new_48h().await;
    let obs = "eve@example.org";
    assert!(t.referee.add_observer(&t.game, obs).await.unwrap());
    assert!(!t.referee.add_observer(&t.game, obs).await.unwrap());
    assert!(
        t.referee
            .add_observer(&t.game, "alice@example.test")
            .await
            .is_err()
    );
    // Everyone answers: the round resolves with a public announcement and private mails.
    for (i, who) in ["alice", "bob", "carol"].iter().enumerate() {
        let to = t.personal(i);
        t.mail(&format!("{who}@example.test"), &to, "", "READY");
    }
    t.pass().await;
    let all = t.referee.store.outbox(None).await.unwrap();
    let to_obs: Vec<_> = all.iter().filter(|m| m.to_addr == obs).collect();
    assert!(!to_obs.is_empty(), "the observer got the announcement");
    assert!(
        to_obs
            .iter()
            .all(|m| m.kind == "observer" && m.reply_to.is_none())
    );
    // Issue 10: players get the public news inside their round mail; the observer's copy
    // holds the same public lines and nothing private.
    let alice: Vec<_> = all
        .iter()
        .filter(|m| m.to_addr == "alice@example.test" && m.kind == "call")
        .collect();
    let last = alice.last().expect("alice's round mail");
    let news: Vec<_> = to_obs
        .iter()
        .filter(|m| m.subject.contains("Announcement: turn"))
        .collect();
    assert!(!news.is_empty(), "the observer got the round's news");
    for m in news {
        assert!(!m.body.contains("FOR YOU ONLY"), "{}", m.body);
        for line in m.body.lines().skip(1).filter(|l| !l.trim().is_empty()) {
            assert!(
                last.body.contains(line.trim()),
                "only public texts: {line:?} not in\n{}",
                last.body
            );
        }
    }
    assert!(t.referee.remove_observer(&t.game, obs).await.unwrap());
    assert!(!t.referee.remove_observer(&t.game, obs).await.unwrap());
}

/// Issue 9: the GM cancels a game; players are told; later mail is not read.
#[tokio::test]
async fn gm_cancels_a_game() {
    let mut t = T::new_48h().await;
    t.referee
        .cancel_game(&t.game, "set up by mistake")
        .await
        .unwrap();
    let told = t.sent_to("alice@example.test", "announcement").await;
    assert!(told.iter().any(|m| m.body.contains("set up by mistake")));
    assert!(t.referee.store.deadline(&t.game).await.unwrap().is_none());
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "READY");
    t.pass().await;
    let inbound = t.referee.store.inbound(None).await.unwrap();
    assert!(
        inbound[0]
            .outcome
            .starts_with("refused:the game was cancelled")
    );
    assert_eq!(t.sent_to("alice@example.test", "notice").await.len(), 1);
    assert!(t.referee.cancel_game(&t.game, "").await.is_err());
}

/// Issue 9: the GM's own address (or one of its personal addresses) cannot be a player.
#[tokio::test]
async fn game_new_refuses_the_gms_own_address() {
    let t = T::new_48h().await;
    for gm_like in [GM.to_string(), plus_address(GM, "abc")] {
        let players = vec![
            NewPlayer {
                name: "GM".into(),
                address: gm_like.clone(),
            },
            NewPlayer {
                name: "Bob".into(),
                address: "bob@example.test".into(),
            },
            NewPlayer {
                name: "Carol".into(),
                address: "carol@example.test".into(),
            },
        ];
        let e = t
            .referee
            .create_game(Scenario::EarlyRepublic, players, None)
            .await
            .unwrap_err();
        assert!(e.to_string().contains("GM's own address"), "{e}");
    }
}

/// Issue 9: export writes the whole game; import elsewhere gives the identical game; verify
/// passes, and fails on a changed die or a seed that does not match its commitment.
#[tokio::test]
async fn gm_export_import_verify() {
    let mut t = T::new_48h().await;
    // A few rounds on READY (Default Moves), until dice have been rolled.
    for _ in 0..4 {
        for (i, who) in ["alice", "bob", "carol"].iter().enumerate() {
            let to = t.personal(i);
            t.mail(&format!("{who}@example.test"), &to, "", "READY");
        }
        t.pass().await;
    }
    let file = t.referee.export_game(&t.game).await.unwrap();
    let v = rorgm::referee::export::verify(&file).unwrap();
    assert!(v.events > 10 && v.inputs >= 4, "{v:?}");
    assert!(v.dice_events > 0);
    // Through text, as on disk.
    let text = serde_json::to_string(&file).unwrap();
    let back: rorgm::referee::export::ExportFile = serde_json::from_str(&text).unwrap();

    let other_dir = tempfile::tempdir().unwrap();
    let other = Store::open(&other_dir.path().join("o.sqlite"))
        .await
        .unwrap();
    let there = Referee::new(
        other.clone(),
        t.referee.settings.clone(),
        Arc::new(ManualClock::new(jiff::Timestamp::now())),
    )
    .unwrap();
    there.import_game(&back).await.unwrap();
    let a = t.referee.store.game(&t.game).await.unwrap();
    let b = other.game(&t.game).await.unwrap();
    assert_eq!(a.state_json, b.state_json);
    assert_eq!(a.seed_sha256, b.seed_sha256);
    assert_eq!(
        t.referee.store.events(&t.game).await.unwrap(),
        other.events(&t.game).await.unwrap()
    );
    assert_eq!(
        t.referee.store.players(&t.game).await.unwrap(),
        other.players(&t.game).await.unwrap()
    );
    let mails_a: Vec<_> = t
        .referee
        .store
        .outbox(Some(&t.game))
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.message_id, m.body))
        .collect();
    let mails_b: Vec<_> = other
        .outbox(Some(&t.game))
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.message_id, m.body))
        .collect();
    assert_eq!(mails_a, mails_b);
    assert_eq!(
        t.referee.store.deadline(&t.game).await.unwrap(),
        other.deadline(&t.game).await.unwrap()
    );
    // Twice: refused.
    assert!(there.import_game(&back).await.is_err());

    // A changed die fails verification.
    let mut forged = back.clone();
    let events = forged
        .tables
        .get_mut("events")
        .unwrap()
        .as_array_mut()
        .unwrap();
    let row = events
        .iter_mut()
        .find(|r| {
            r["event_json"]
                .as_str()
                .unwrap()
                .contains("\"dice_rolled\"")
        })
        .expect("a dice event");
    let mut ev: serde_json::Value =
        serde_json::from_str(row["event_json"].as_str().unwrap()).unwrap();
    let die = ev.pointer_mut("/kind/dice/0").expect("a die");
    let n = die.as_u64().unwrap();
    *die = serde_json::Value::from(if n == 6 { 1 } else { n + 1 });
    row["event_json"] = serde_json::Value::String(ev.to_string());
    let e = rorgm::referee::export::verify(&forged).unwrap_err();
    assert!(e.to_string().contains("differs"), "{e}");
    // A seed that is not the committed one fails.
    let mut wrong_seed = back.clone();
    wrong_seed.tables.get_mut("games").unwrap()[0]["seed_hex"] =
        serde_json::Value::String("00".repeat(32));
    let e = rorgm::referee::export::verify(&wrong_seed).unwrap_err();
    assert!(e.to_string().contains("commitment"), "{e}");
}

/// Issue 9: after `gm bot`, a bot answers for the faction at once, so the round resolves when
/// the humans have answered, without waiting for the deadline; `gm human` hands it back.
#[tokio::test]
async fn gm_bot_plays_a_dropped_out_faction() {
    let mut t = T::new_48h().await;
    assert!(t.referee.set_bot(&t.game, 2, true).await.unwrap());
    assert!(!t.referee.set_bot(&t.game, 2, true).await.unwrap());
    let told = t.sent_to("carol@example.test", "private").await;
    assert!(
        told.iter()
            .any(|m| m.subject.contains("A bot plays your faction"))
    );
    let round = t.referee.load(&t.game).await.unwrap().game.round();
    for (i, who) in ["alice", "bob"].iter().enumerate() {
        let to = t.personal(i);
        t.mail(&format!("{who}@example.test"), &to, "", "READY");
    }
    t.pass().await;
    t.pass().await;
    let g = t.referee.load(&t.game).await.unwrap();
    assert_ne!(
        g.game.round(),
        round,
        "resolved without Carol's mail or a deadline"
    );
    let inputs = t.referee.store.inputs(&t.game).await.unwrap();
    assert!(inputs.iter().any(|i| i.source == "bot"));
    // The log still replays.
    let setup = serde_json::from_str(&g.row.setup_json).unwrap();
    let seed: [u8; 32] = hex::decode(&g.row.seed_hex).unwrap().try_into().unwrap();
    let parsed = rorgm::referee::input::parse_inputs(&inputs).unwrap();
    let (replayed, _) = rorgm::referee::input::replay(setup, seed, &parsed).unwrap();
    assert!(rorgm::rules::snapshot::same_game(&g.row.state_json, &replayed).unwrap());
    assert!(t.referee.set_bot(&t.game, 2, false).await.unwrap());
    let back = t.sent_to("carol@example.test", "private").await;
    assert!(back.iter().any(|m| m.subject.contains("yours again")));
}

/// Issue 9: `gm as` enters orders for a player; they are read as the player's mail would be and
/// the player gets the usual confirmation.
#[tokio::test]
async fn gm_enters_orders_for_a_player() {
    let t = T::new_48h().await;
    let out = t
        .referee
        .orders_as(&t.game, 1, "Thanks GM\nREADY\n")
        .await
        .unwrap();
    assert!(matches!(
        out,
        rorgm::referee::intake::IntakeOutcome::Accepted { faction: 1, .. }
    ));
    let conf = t.sent_to("bob@example.test", "confirmation").await;
    assert_eq!(conf.len(), 1);
    assert!(
        conf[0].body.contains("entered for you by the GM"),
        "{}",
        conf[0].body
    );
    let inbound = t.referee.store.inbound(Some(&t.game)).await.unwrap();
    assert_eq!(inbound.len(), 1);
    assert_eq!(inbound[0].outcome, "accepted");
}

/// Issue 9: GM commands by mail from the GM's registered address to the GM's own secret
/// address are carried out and answered; from any other sender nothing changes.
#[tokio::test]
async fn gm_commands_by_mail() {
    let mut t = T::new_48h().await;
    let gm_addr = "referee@example.test";
    let token = "gmsecret12345";
    t.referee = t.referee.clone().with_gm_commands(gm_addr, token);
    let cmd_addr = plus_address(GM, token);
    let body = format!(
        "Hello rorgm,\nPAUSE {g}\nOBSERVER {g} ADD eve@example.org\nBOT {g} 9\n-- \nGM\n",
        g = t.game
    );
    // Forged: the right secret address, another sender.
    t.mail("mallory@example.org", &cmd_addr, "", &body);
    t.pass().await;
    assert!(
        t.referee.store.pause(&t.game).await.unwrap().is_none(),
        "nothing done"
    );
    assert!(t.referee.store.observers(&t.game).await.unwrap().is_empty());
    let warned = t.sent_to(gm_addr, "gm").await;
    assert_eq!(warned.len(), 1);
    assert!(warned[0].body.contains("mallory@example.org"));
    assert!(
        t.sent_to("mallory@example.org", "gm").await.is_empty(),
        "never the sender"
    );
    // The GM.
    t.mail(gm_addr, &cmd_addr, "", &body);
    t.pass().await;
    assert!(
        t.referee.store.pause(&t.game).await.unwrap().is_some(),
        "paused"
    );
    assert_eq!(
        t.referee.store.observers(&t.game).await.unwrap(),
        vec!["eve@example.org".to_string()]
    );
    let replies = t.sent_to(gm_addr, "gm").await;
    assert_eq!(replies.len(), 2);
    let r = &replies[1].body;
    assert!(
        r.contains(&format!("> PAUSE {}", t.game)) && r.contains("is paused"),
        "{r}"
    );
    assert!(r.contains("now observes"), "{r}");
    assert!(r.contains("NOT DONE"), "faction 9 does not exist: {r}");
    assert!(!r.contains("Hello rorgm"), "prose is not a command: {r}");
    let players_told = t.sent_to("alice@example.test", "announcement").await;
    assert!(
        players_told
            .iter()
            .any(|m| m.subject.contains("Game paused"))
    );
}

/// Issue 10: a registered player's mail to the GM's plain address gets their STATUS and their
/// personal address (at most once an hour); the text is kept for the GM; no order is read.
#[tokio::test]
async fn a_players_mail_to_the_plain_address_gets_status_and_reaches_the_gm() {
    let mut t = T::new_48h().await;
    t.mail(
        "bob@example.test",
        GM,
        "",
        "what is my deadline? I lost the mail\nREADY",
    );
    t.pass().await;
    let replies = t.sent_to("bob@example.test", "status").await;
    assert_eq!(replies.len(), 1);
    let b = &replies[0].body;
    assert!(b.contains(&t.personal(1)), "{b}");
    assert!(b.contains("plain address"), "{b}");
    assert_eq!(t.submitted_count(1).await, 0, "no order read");
    let inbox = t.referee.store.gm_inbox(&t.game).await.unwrap();
    assert_eq!(inbox.len(), 1);
    assert!(inbox[0].3.contains("lost the mail"));
    // A second one within the hour: kept, not answered again.
    t.mail("bob@example.test", GM, "", "hello again");
    t.pass().await;
    assert_eq!(t.sent_to("bob@example.test", "status").await.len(), 1);
    assert_eq!(t.referee.store.gm_inbox(&t.game).await.unwrap().len(), 2);
    // Issue 21 §3: each reaches the GM's own mail, naming the game and the faction.
    let to_gm = t.sent_to("referee@example.test", "gm").await;
    assert_eq!(to_gm.len(), 2);
    assert!(
        to_gm[0].body.contains(&t.game) && to_gm[0].body.contains("Faction 2"),
        "{}",
        to_gm[0].body
    );
}

/// Issue 21 (reverses issue 10's hold): a refused line does not hold the round when the
/// decision has a valid answer: the good line stands, the round resolves, and the confirmation
/// names the refused line (numbered as the player wrote it) and says the answer is complete.
#[tokio::test]
async fn a_typo_does_not_hold_a_valid_answer() {
    let mut t = T::new_48h().await;
    for (i, who) in [(1, "bob"), (2, "carol")] {
        let to = t.personal(i);
        t.mail(&format!("{who}@example.test"), &to, "", "READY");
    }
    t.pass().await;
    let loaded = t.referee.load(&t.game).await.unwrap();
    let round = loaded.game.round();
    let view = loaded
        .game
        .view(rorgm::rules::Viewer::Faction(FactionId(0)));
    let own = view.factions.iter().find(|f| f.id == FactionId(0)).unwrap();
    let leader = own.senators[0].name.clone();
    let to = t.personal(0);
    // A good line and a typo: the good line makes an answer, the typo must keep it open.
    t.mail(
        "alice@example.test",
        &to,
        "",
        &format!("LEADER {leader}\nPLAY Furuis"),
    );
    t.pass().await;
    assert_ne!(
        t.referee.load(&t.game).await.unwrap().game.round(),
        round,
        "the valid answer stands and the round resolves"
    );
    // Issue 21 §2: her mail completed the round, so its confirmation opens the next call.
    assert!(
        t.sent_to("alice@example.test", "confirmation")
            .await
            .is_empty()
    );
    let conf: Vec<_> = t
        .sent_to("alice@example.test", "call")
        .await
        .into_iter()
        .filter(|m| m.subject.contains("Orders received"))
        .collect();
    assert_eq!(conf.len(), 1);
    assert!(
        conf[0].body.contains("line 2: \"PLAY Furuis\"") && !conf[0].body.contains("NOT COMPLETE"),
        "{}",
        conf[0].body
    );
    // Bob's confirmation said complete.
    let bob = t.sent_to("bob@example.test", "confirmation").await;
    assert!(
        bob[0]
            .body
            .contains("COMPLETE: your answers for this round are in"),
        "{}",
        bob[0].body
    );
}

/// Issue 10 / docs/RULINGS.md: a `GAME <id>` line naming another game voids the whole mail;
/// "Game on!" is prose and voids nothing.
#[tokio::test]
async fn a_game_line_naming_another_game_voids_the_mail() {
    let mut t = T::new_48h().await;
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "GAME gzzzzzz\nREADY");
    t.pass().await;
    assert_eq!(t.submitted_count(0).await, 0, "nothing applied");
    let conf = t.sent_to("alice@example.test", "confirmation").await;
    assert_eq!(conf.len(), 1);
    assert!(
        conf[0].body.contains("names game gzzzzzz"),
        "{}",
        conf[0].body
    );
    t.mail("alice@example.test", &to, "", "Game on!\nREADY");
    t.pass().await;
    assert!(t.submitted_count(0).await > 0, "READY applied");
}
