//! Intake edge cases through the real referee, a real SQLite file and real Maildir folders (no
//! mail server needed): who may write, what is never answered, bad input changing nothing.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rorgm::config::RoundsConfig;
use rorgm::mail::{MailSink, MailSource, MaildirSink, MaildirSource, plus_address};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::service::Fault;
use rorgm::referee::{ManualClock, Referee, RefereeSettings};
use rorgm::rules::{FactionId, Scenario};
use rorgm::store::{PlayerRow, Store};

const GM: &str = "gm@example.test";

struct T {
    dir: tempfile::TempDir,
    referee: Referee,
    source: MailSource,
    sink: MailSink,
    game: String,
    players: Vec<PlayerRow>,
    n: usize,
}

impl T {
    async fn new() -> T {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("t.sqlite")).await.unwrap();
        let referee = Referee::new(
            store,
            RefereeSettings {
                gm_address: GM.into(),
                gm_name: "GM".into(),
                gm_notify: Some("referee@example.test".into()),
                rounds: RoundsConfig::default(),
            },
            Arc::new(ManualClock::new(jiff::Timestamp::now())),
        )
        .unwrap();
        let players = ["alice", "bob", "carol"]
            .iter()
            .map(|n| NewPlayer {
                name: n.to_string(),
                address: format!("{n}@example.test"),
            })
            .collect();
        let game = referee
            .create_game(Scenario::EarlyRepublic, players, Some([3u8; 32]))
            .await
            .unwrap();
        let players = referee.store.players(&game).await.unwrap();
        let source = MailSource::Maildir(MaildirSource::open(&dir.path().join("in")).unwrap());
        let sink = MailSink::Maildir(MaildirSink::new(&dir.path().join("out")).unwrap());
        T {
            dir,
            referee,
            source,
            sink,
            game,
            players,
            n: 0,
        }
    }

    fn inbox(&self) -> PathBuf {
        self.dir.path().join("in")
    }

    /// Drop a raw mail into the GM's Maildir.
    fn deliver(&mut self, raw: &[u8]) {
        self.n += 1;
        let name = format!("m{}.eml", self.n);
        std::fs::write(self.inbox().join("tmp").join(&name), raw).unwrap();
        std::fs::rename(
            self.inbox().join("tmp").join(&name),
            self.inbox().join("new").join(&name),
        )
        .unwrap();
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

    async fn pass(&mut self) {
        self.referee
            .pass(&mut self.source, &self.sink, Fault::None)
            .await
            .unwrap();
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

    async fn submitted(&self, f: u8) -> usize {
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
    let mut t = T::new().await;
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
    assert_eq!(t.outbox_len().await, before, "nothing is sent for these");
    assert_eq!(t.submitted(0).await, 0);
    assert!(processed_all(&t.inbox()));
    // A forged From with Alice's token: a notice to Alice's registered address, nothing else.
    t.mail("mallory@example.org", &to, "", "LEADER Cornelius");
    t.pass().await;
    assert_eq!(t.sent_to("alice@example.test", "notice").await.len(), 1);
    assert!(t.sent_to("mallory@example.org", "notice").await.is_empty());
    assert_eq!(t.submitted(0).await, 0);
}

/// Auto-replies, bulk mail and bounces are never answered and their orders are not applied.
#[tokio::test]
async fn automatic_mail_is_never_answered() {
    let mut t = T::new().await;
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
    assert_eq!(t.submitted(0).await, 0);
}

/// A bad line never erases a good answer; the confirmation quotes the bad line.
#[tokio::test]
async fn pb_01_bad_line_keeps_good_answer() {
    let mut t = T::new().await;
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "READY");
    t.pass().await;
    assert_eq!(t.submitted(0).await, 1);
    t.mail(
        "Alice <ALICE@example.test>",
        &to,
        "",
        "LEADER Nobodyatall\nPLAY Zzzz",
    );
    t.pass().await;
    assert_eq!(t.submitted(0).await, 1, "the earlier answer stands");
    let confs = t.sent_to("alice@example.test", "confirmation").await;
    let last = &confs.last().unwrap().body;
    assert!(last.contains("LEADER Nobodyatall"), "{last}");
    assert!(last.contains("NOT ACCEPTED"), "{last}");
}

/// Oversized mail and broken MIME: a clear notice or nothing, never a panic, never a change.
#[tokio::test]
async fn oversized_and_broken_mail_change_nothing() {
    let mut t = T::new().await;
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
    assert_eq!(t.submitted(1).await, 0);
    let notices = t.sent_to("bob@example.test", "notice").await;
    assert_eq!(notices.len(), 1, "the oversized mail gets a notice");
    assert!(notices[0].body.contains("10"), "{}", notices[0].body);
}

/// The same Message-ID from the same sender is processed once.
#[tokio::test]
async fn duplicate_message_id_is_processed_once() {
    let mut t = T::new().await;
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
    let mut t = T::new().await;
    for i in 0..3 {
        let to = t.personal(i);
        let from = t.players[i].address.clone();
        t.mail(&from, &to, "", "Hello GM\nREADY\n");
    }
    t.pass().await;
    let g = t.referee.load(&t.game).await.unwrap();
    assert_eq!(g.game.round(), 1);
    for p in &t.players {
        assert_eq!(t.sent_to(&p.address, "announcement").await.len(), 1);
        assert_eq!(
            t.sent_to(&p.address, "call").await.len(),
            2,
            "setup round and revenue round"
        );
        assert!(t.sent_to(&p.address, "default").await.is_empty());
    }
    let row = t.referee.store.game(&t.game).await.unwrap();
    let inputs =
        rorgm::referee::input::parse_inputs(&t.referee.store.inputs(&t.game).await.unwrap())
            .unwrap();
    let setup: rorgm::rules::Setup = serde_json::from_str(&row.setup_json).unwrap();
    let seed: [u8; 32] = hex::decode(&row.seed_hex).unwrap().try_into().unwrap();
    let (replayed, events) = rorgm::referee::input::replay(setup, seed, &inputs).unwrap();
    assert_eq!(serde_json::to_string(&replayed).unwrap(), row.state_json);
    assert_eq!(events, t.referee.store.events(&t.game).await.unwrap());
}

/// GM extends a deadline: the row moves, every player is told, and the deadline no longer fires
/// at the old time.
#[tokio::test]
async fn gm_extends_the_deadline() {
    let t = T::new().await;
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
    let mut t = T::new().await;
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
    assert_eq!(t.sent_to("dora@example.test", "setup").await.len(), 1);
    assert_eq!(t.sent_to("dora@example.test", "call").await.len(), 1);
    // The old player's token no longer counts, even from the old address.
    t.mail("bob@example.test", &old_to, "", "READY");
    t.pass().await;
    assert_eq!(t.submitted(1).await, 0);
    let to = plus_address(GM, &new.token);
    t.mail("dora@example.test", &to, "", "READY");
    t.pass().await;
    assert_eq!(t.submitted(1).await, 1);
}

/// GM rollback: back to the setup round, orders after it void, same dice when replayed, the log
/// and the stored state agree, and playing the round again gives the same events.
#[tokio::test]
async fn gm_rolls_back_a_round() {
    let mut t = T::new().await;
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
    for p in &t.players {
        assert!(
            t.sent_to(&p.address, "announcement")
                .await
                .iter()
                .any(|m| m.body.contains("rolled the game back"))
        );
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
    let mut t = T::new().await;
    let ours: Vec<String> = t
        .sent_to("alice@example.test", "setup")
        .await
        .into_iter()
        .chain(t.sent_to("alice@example.test", "call").await)
        .map(|r| r.message_id)
        .collect();
    assert_eq!(ours.len(), 2);
    let before = t.outbox_len().await;
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
    // A third distinct bounced mail: the reminder-less game has only two; bounce a confirmation.
    let to = t.personal(0);
    t.mail("alice@example.test", &to, "", "STATUS");
    t.pass().await;
    let conf = t.sent_to("alice@example.test", "confirmation").await;
    let raw = format!(
        "From: MAILER-DAEMON@mx.example.test\r\nTo: {GM}\r\nSubject: Undelivered\r\nMessage-ID: <bounce9@mx>\r\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"b\"\r\n\r\n--b\r\n\
         Content-Type: text/plain\r\n\r\nfailed: <{}>\r\n--b--\r\n",
        conf[0].message_id
    );
    t.deliver(raw.as_bytes());
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
        before + 2,
        "one confirmation, one GM warning"
    );
}

/// A mail whose intake keeps failing (here: the game's stored state is corrupt) is retried, then
/// set aside after MAX_INTAKE_FAILURES passes with the GM told; it is never lost silently.
#[tokio::test]
async fn a_mail_that_keeps_failing_is_set_aside_and_reported() {
    let mut t = T::new().await;
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
