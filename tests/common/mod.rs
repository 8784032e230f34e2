//! Helpers for the integration tests against the real loopback Postfix + Dovecot
//! (scripts/mailserver.sh start). Those tests are `#[ignore]`d: scripts/test.sh runs them with
//! `--include-ignored`, and a missing server then fails them ([`require_mail_server`]).

#![allow(dead_code)]

pub mod cli;
pub mod local;
pub mod positions;

use std::time::{Duration, Instant};

use rorgm::referee::service::Fault;
use rorgm::referee::{ManualClock, Referee};
use rorgm::rules::DecisionKind;

use rorgm::mail::{
    ImapConfig, ImapSource, InboundMail, MailSink, MailSource, OutgoingMail, Security, SmtpConfig,
    SmtpSink, parse_mail, plus_address,
};

pub const SMTP_PORT: u16 = 2525;
pub const IMAP_PORT: u16 = 1143;
/// The password any user@example.test logs in with (ANY_USER_PASSWORD of the server script).
pub const ANY_PASSWORD: &str = "rorgm-test";

/// The one check of the mail-server tests (all `#[ignore]`d, run with `--include-ignored` by
/// scripts/test.sh): panics with what to do when the loopback server is not running.
pub fn require_mail_server(test: &str) {
    let down: Vec<u16> = [SMTP_PORT, IMAP_PORT]
        .into_iter()
        .filter(|p| {
            std::net::TcpStream::connect_timeout(
                &std::net::SocketAddr::from(([127, 0, 0, 1], *p)),
                Duration::from_secs(2),
            )
            .is_err()
        })
        .collect();
    assert!(
        down.is_empty(),
        "{test}: the loopback mail server is not running (no answer on 127.0.0.1 port(s) {down:?}); \
         start it with `ANY_USER_PASSWORD={ANY_PASSWORD} bash scripts/mailserver.sh start` \
         (scripts/test.sh does it)"
    );
}

/// A fresh random suffix so every run uses fresh mailboxes.
pub fn unique() -> String {
    let mut b = [0u8; 6];
    getrandom::fill(&mut b).expect("os randomness");
    hex::encode(b)
}

pub fn imap_config(user: &str) -> ImapConfig {
    ImapConfig {
        host: "127.0.0.1".into(),
        port: IMAP_PORT,
        security: Security::None,
        user: user.into(),
        password: ANY_PASSWORD.into(),
        mailbox: "INBOX".into(),
        poll_interval: Duration::from_millis(200),
    }
}

pub fn smtp_config() -> SmtpConfig {
    SmtpConfig {
        host: "127.0.0.1".into(),
        port: SMTP_PORT,
        security: Security::None,
        user: None,
        password: None,
        helo_name: None,
    }
}

pub fn smtp() -> MailSink {
    MailSink::Smtp(SmtpSink::new(&smtp_config()).expect("smtp sink"))
}

/// A player's mailbox, read over IMAP.
pub struct Mailbox {
    pub source: MailSource,
    pub seen: Vec<InboundMail>,
    /// Issue 25 §1: every mail received, raw (headers and body as delivered).
    pub raw: Vec<Vec<u8>>,
}

impl Mailbox {
    pub async fn open(user: &str) -> Mailbox {
        let src = ImapSource::connect(&imap_config(user))
            .await
            .unwrap_or_else(|e| panic!("imap login {user}: {e}"));
        Mailbox {
            source: MailSource::Imap(src),
            seen: Vec::new(),
            raw: Vec::new(),
        }
    }

    /// Fetch whatever is new (and mark it, so it is returned once).
    pub async fn poll(&mut self) -> usize {
        let batch = self.source.fetch_new().await.expect("imap fetch");
        let n = batch.len();
        for raw in batch {
            self.source
                .mark_processed(&raw.key)
                .await
                .expect("imap mark");
            self.seen
                .push(parse_mail(&raw.bytes).expect("parse received mail"));
            self.raw.push(raw.bytes.clone());
        }
        n
    }

    /// Wait until a mail whose subject contains `needle` has arrived (and return it).
    pub async fn wait_for(&mut self, needle: &str, timeout: Duration) -> InboundMail {
        let start = Instant::now();
        loop {
            if let Some(m) = self.seen.iter().find(|m| m.subject.contains(needle)) {
                return m.clone();
            }
            if start.elapsed() > timeout {
                let subjects: Vec<&str> = self.seen.iter().map(|m| m.subject.as_str()).collect();
                panic!("no mail with {needle:?} within {timeout:?}; have: {subjects:?}");
            }
            if self.poll().await == 0 {
                let _ = self.source.wait_for_new(Duration::from_millis(300)).await;
            }
        }
    }

    /// Fetch what is new, wait a moment for what is still in flight, and fetch that too.
    pub async fn settle(&mut self) {
        self.poll().await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        self.poll().await;
    }

    /// Every mail received so far (subject and text, line ends unfolded), after [`settle`].
    ///
    /// [`settle`]: Mailbox::settle
    pub async fn texts(&mut self) -> Vec<String> {
        self.settle().await;
        self.seen
            .iter()
            .map(|m| format!("{}\n{}", m.subject, m.text.replace("\r\n", "\n")))
            .collect()
    }

    /// Every mail seen with `needle` in the subject.
    pub fn all(&self, needle: &str) -> Vec<&InboundMail> {
        self.seen
            .iter()
            .filter(|m| m.subject.contains(needle))
            .collect()
    }
}

/// Send a mail over SMTP, as a player's mail client would.
pub async fn send(from: &str, to: &str, subject: &str, body: &str) -> String {
    let id = format!("{}@client.example.test", unique());
    let m = OutgoingMail {
        message_id: id.clone(),
        from: from.into(),
        to: to.into(),
        reply_to: None,
        subject: subject.into(),
        body: body.into(),
        in_reply_to: None,
        auto_submitted: false,
        attachments: Vec::new(),
    };
    smtp()
        .send(&m)
        .await
        .unwrap_or_else(|e| panic!("smtp send: {e}"));
    id
}

pub struct World {
    pub _dir: tempfile::TempDir,
    pub referee: Referee,
    pub clock: ManualClock,
    pub gm_source: MailSource,
    pub game_id: String,
    pub players: Vec<rorgm::store::PlayerRow>,
    pub boxes: Vec<Mailbox>,
    pub gm: String,
}

impl World {
    pub async fn pass(&mut self) {
        // Give the server a moment to deliver what was just sent, then take it in.
        let _ = self
            .gm_source
            .wait_for_new(Duration::from_millis(1500))
            .await;
        self.referee
            .pass(&mut self.gm_source, &smtp(), Fault::None)
            .await
            .expect("referee pass");
    }

    /// Pass until the GM's mailbox has yielded at least `n` inbound mails of this world (a
    /// loaded server may deliver a burst over several seconds), at most `WAIT`.
    pub async fn pass_until_inbound(&mut self, n: usize) {
        let start = std::time::Instant::now();
        loop {
            self.pass().await;
            let have = self
                .referee
                .store
                .inbound(None)
                .await
                .expect("inbound")
                .len();
            if have >= n || start.elapsed() > WAIT {
                return;
            }
        }
    }
}

/// A 3-player game (alice, bob, carol with fresh mailboxes) on the real server, in-process
/// referee with a manual clock; setup mails already sent.
pub async fn world(test: &str, seed: [u8; 32]) -> World {
    world_of(test, seed, None, Db::Sqlite).await
}

/// Issue 26: the same world on the database `db`.
pub async fn world_on(db: Db, test: &str, seed: [u8; 32]) -> World {
    world_of(test, seed, None, db).await
}

/// The same 3-player world, the game a new one of `scenario` (SET-07, SET-09).
pub async fn world_in(test: &str, seed: [u8; 32], scenario: rorgm::rules::Scenario) -> World {
    world_of_scenario(test, seed, None, scenario, Db::Sqlite).await
}

/// The same 3-player world, the game started from a position (docs/SCENARIOS.md; the
/// `[position]` of a scenario, without `players`): play opens where its `[start]` says.
pub async fn world_from_position(test: &str, position: &str, seed: [u8; 32]) -> World {
    world_of(test, seed, Some(position), Db::Sqlite).await
}

/// Issue 26: [`world_from_position`] on the database `db`.
pub async fn world_from_position_on(db: Db, test: &str, position: &str, seed: [u8; 32]) -> World {
    world_of(test, seed, Some(position), db).await
}

/// Issue 24: the same 3-player world, a new game of `scenario` with `rules` (its advanced rules
/// and house rules, as `game new --option`).
pub async fn world_in_with(
    test: &str,
    seed: [u8; 32],
    scenario: rorgm::rules::Scenario,
    rules: rorgm::rules::TableRules,
) -> World {
    world_of_game(test, seed, None, scenario, Some(rules), Db::Sqlite).await
}

async fn world_of(test: &str, seed: [u8; 32], position: Option<&str>, db: Db) -> World {
    world_of_scenario(
        test,
        seed,
        position,
        rorgm::rules::Scenario::EarlyRepublic,
        db,
    )
    .await
}

async fn world_of_scenario(
    test: &str,
    seed: [u8; 32],
    position: Option<&str>,
    scenario: rorgm::rules::Scenario,
    db: Db,
) -> World {
    world_of_game(test, seed, position, scenario, None, db).await
}

async fn world_of_game(
    test: &str,
    seed: [u8; 32],
    position: Option<&str>,
    scenario: rorgm::rules::Scenario,
    rules: Option<rorgm::rules::TableRules>,
    db: Db,
) -> World {
    require_mail_server(test);
    let u = unique();
    let gm = format!("gm-{u}@example.test");
    let setup = local::Setup {
        gm: gm.clone(),
        gm_name: "Test GM".into(),
        rounds: local::Setup::rounds_48h(),
        players: local::three_players(|n| format!("{n}-{u}@example.test")),
        seed,
        ..Default::default()
    };
    let dir = tempfile::tempdir().unwrap();
    let (referee, clock) = setup
        .referee(&db.location(dir.path(), "g.sqlite").await)
        .await;
    let game_id = match position {
        Some(text) => referee
            .create_game_from_position(text, setup.players.clone(), Some(seed))
            .await
            .unwrap_or_else(|e| panic!("{test}: position refused: {e}")),
        None => match rules {
            Some(rules) => referee
                .create_game_with_rules(
                    scenario,
                    setup.players.clone(),
                    Some(seed),
                    rules,
                    setup.options,
                )
                .await
                .unwrap_or_else(|e| panic!("{test}: game refused: {e}")),
            None => setup.game_of(&referee, scenario).await,
        },
    };
    let players = referee.store.players(&game_id).await.unwrap();
    let gm_source = MailSource::Imap(ImapSource::connect(&imap_config(&gm)).await.unwrap());
    let mut boxes = Vec::new();
    for p in &players {
        boxes.push(Mailbox::open(&p.address).await);
    }
    referee.drain_outbox(&smtp()).await.unwrap();
    World {
        _dir: dir,
        referee,
        clock,
        gm_source,
        game_id,
        players,
        boxes,
        gm,
    }
}

pub const WAIT: Duration = Duration::from_secs(20);

/// Issue 26: a mail test on both databases: `$sqlite` and `$postgres`, both `#[ignore]`d
/// (scripts/test.sh runs them with the mail server and PostgreSQL), each calling `$body(Db)`.
#[macro_export]
macro_rules! on_both_dbs {
    ($sqlite:ident, $postgres:ident, $body:ident) => {
        #[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $sqlite() {
            $body(Db::Sqlite).await
        }

        #[ignore = "needs the loopback mail server and PostgreSQL (scripts/test.sh)"]
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $postgres() {
            $body(Db::Postgres).await
        }
    };
}

/// Issue 26: the database an end-to-end test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Db {
    Sqlite,
    Postgres,
}

impl Db {
    /// A fresh database: the SQLite file `dir/name`, or a new schema in the test PostgreSQL
    /// database (scripts/postgres.sh; `RORGM_TEST_PG_URL`), named by its URL. Without the
    /// variable a PostgreSQL test panics (it is run only where the server is: `--include-ignored`
    /// with scripts/test.sh).
    pub async fn location(self, dir: &std::path::Path, name: &str) -> std::path::PathBuf {
        match self {
            Db::Sqlite => dir.join(name),
            Db::Postgres => match rorgm::store::testing::postgres_test_schema().await {
                Ok(Some(url)) => std::path::PathBuf::from(url),
                Ok(None) => panic!(
                    "{} is not set: start scripts/postgres.sh and export it",
                    rorgm::store::testing::PG_URL_VAR
                ),
                Err(e) => panic!("{e}"),
            },
        }
    }

    /// The `[database]` lines of a config for `location`.
    pub fn config_lines(location: &std::path::Path) -> String {
        match rorgm::store::postgres_url(location) {
            Some(url) => format!("url = \"{url}\""),
            None => format!("path = \"{}\"", location.display()),
        }
    }
}

impl World {
    /// Player `i` mails `body` to the GM's personal address of that player.
    pub async fn order(&mut self, i: usize, body: &str) {
        let p = self.players[i].clone();
        send(
            &p.address,
            &plus_address(&self.gm, &p.token),
            &format!("Re: [{}] Orders due", self.game_id),
            body,
        )
        .await;
    }

    pub async fn owed_kinds(&self) -> Vec<DecisionKind> {
        let g = self.referee.load(&self.game_id).await.unwrap();
        let mut k: Vec<_> = g.game.owed().iter().map(|d| d.kind).collect();
        k.dedup();
        k
    }

    /// Issue 10: every public news block player `i` has been sent (inside their round mails)
    /// or will get with their next mail (held in the store), sorted: the same for every
    /// player, whenever each of them gets it.
    pub async fn public_news(&mut self, i: usize) -> Vec<String> {
        let b = &mut self.boxes[i];
        b.poll().await;
        // Mail still on its way through the server under load: poll until it has been quiet
        // three times in a row (at most about 10 s).
        let mut quiet = 0;
        for _ in 0..40 {
            tokio::time::sleep(Duration::from_millis(250)).await;
            if b.poll().await == 0 {
                quiet += 1;
                if quiet == 3 {
                    break;
                }
            } else {
                quiet = 0;
            }
        }
        let mut blocks: Vec<String> = b
            .all("(round ")
            .iter()
            .flat_map(|m| {
                m.text
                    .replace("\r\n", "\n")
                    .split("\n\n")
                    .filter(|x| x.starts_with("WHAT HAPPENED (to turn"))
                    .map(|x| x.trim().to_string())
                    .collect::<Vec<_>>()
            })
            .collect();
        let held = self.referee.store.held_news(&self.game_id).await.unwrap();
        blocks.extend(
            held.iter()
                .filter(|h| usize::from(h.faction) == i && !h.private)
                // Issue 21 §4: held news reaches the player as every mail does, in player words.
                .map(|h| {
                    rorgm::render::player_words(h.text.trim())
                        .trim()
                        .to_string()
                }),
        );
        blocks.sort();
        blocks
    }

    /// Take in mail until every answer of the round is in (the round then resolves).
    pub async fn until_round(&mut self, round: u32) {
        let start = std::time::Instant::now();
        loop {
            self.pass().await;
            if self.referee.load(&self.game_id).await.unwrap().game.round() >= round {
                return;
            }
            assert!(start.elapsed() < WAIT, "round {round} did not resolve");
        }
    }
}

/// A seed as the scenarios write a number (its little-endian bytes, then zeros).
pub fn seed(n: u64) -> [u8; 32] {
    let mut b = [0u8; 32];
    b[..8].copy_from_slice(&n.to_le_bytes());
    b
}

/// What the email tests ask of a game in play.
impl World {
    /// The open round's number.
    pub async fn round(&self) -> u32 {
        self.referee.load(&self.game_id).await.unwrap().game.round()
    }

    /// Every event of the game so far.
    pub async fn events(&self) -> Vec<rorgm::rules::Event> {
        self.referee.store.events(&self.game_id).await.unwrap()
    }

    /// The game as a position (what the scenarios check).
    pub async fn position(&self) -> rorgm::rules::position::Position {
        self.referee
            .load(&self.game_id)
            .await
            .unwrap()
            .game
            .to_position()
    }

    /// Every mail player `i` has received so far (subject and text), after fetching the new.
    pub async fn mails(&mut self, i: usize) -> Vec<String> {
        self.boxes[i].texts().await
    }

    /// The deadline of the open round (none when no round is open).
    pub async fn deadline(&self) -> Option<rorgm::store::DeadlineRow> {
        self.referee.store.deadline(&self.game_id).await.unwrap()
    }

    /// Let the deadline of the open round pass: its reminder first (a deadline whose reminder
    /// never went is an outage: the round is extended instead), then the deadline.
    pub async fn past_deadline(&mut self) {
        let d = self
            .deadline()
            .await
            .expect("a deadline while the round is open");
        self.clock
            .set(rorgm::referee::clock::from_ms(d.reminder_ms + 1));
        self.pass().await;
        self.clock
            .set(rorgm::referee::clock::from_ms(d.deadline_ms + 1));
        self.pass().await;
    }

    /// PB-01 with Bob silent: Alice and Carol send READY, the round waits for Bob; its deadline
    /// passes and resolves it (Bob's Default Move).
    pub async fn bob_silent_past_deadline(&mut self) {
        let round = self.round().await;
        self.order(0, "READY").await;
        self.order(2, "READY").await;
        self.pass().await;
        assert_eq!(self.round().await, round, "bob is silent: the round waits");
        self.past_deadline().await;
        assert!(
            self.round().await > round,
            "the deadline resolved the round"
        );
    }

    /// The GM's own address, a fresh one, from which the referee takes GM commands, mailed to
    /// the GM's address plus a fresh token that begins with `token`: the address, the token
    /// and the address's mailbox.
    pub async fn gm_home(&mut self, token: &str) -> (String, String, Mailbox) {
        let u = unique();
        let address = format!("gmhome-{u}@example.test");
        let token = format!("{token}{u}");
        self.referee = self.referee.clone().with_gm_commands(&address, &token);
        let mailbox = Mailbox::open(&address).await;
        (address, token, mailbox)
    }

    /// Wait until player `i` has a mail whose subject holds `subject` and text `needle`; its
    /// text (line ends unfolded).
    pub async fn wait_mail(&mut self, i: usize, subject: &str, needle: &str) -> String {
        self.wait_mail_from(i, 0, subject, needle).await
    }

    /// The same, among the mails after the first `skip` player `i` received.
    pub async fn wait_mail_from(
        &mut self,
        i: usize,
        skip: usize,
        subject: &str,
        needle: &str,
    ) -> String {
        let start = std::time::Instant::now();
        loop {
            if let Some(m) = self.boxes[i].seen.iter().skip(skip).find(|m| {
                m.subject.contains(subject) && m.text.replace("\r\n", "\n").contains(needle)
            }) {
                return m.text.replace("\r\n", "\n");
            }
            if start.elapsed() > WAIT {
                let all: Vec<String> = self.boxes[i]
                    .seen
                    .iter()
                    .map(|m| format!("{}\n{}", m.subject, m.text))
                    .collect();
                panic!(
                    "no mail with {needle:?} for player {i}; have:\n{}",
                    all.join("\n----\n")
                );
            }
            if self.boxes[i].poll().await == 0 {
                tokio::time::sleep(Duration::from_millis(300)).await;
            }
        }
    }

    /// Let deadlines pass until a decision of `kind` is open (or the game stops).
    pub async fn until_open(
        &mut self,
        kind: rorgm::rules::DecisionKind,
        max_rounds: usize,
    ) -> Option<rorgm::rules::Decision> {
        for _ in 0..max_rounds {
            let g = self.referee.load(&self.game_id).await.unwrap();
            if let Some(d) = g.game.open_decisions().into_iter().find(|d| d.kind == kind) {
                return Some(d);
            }
            if !matches!(g.game.status(), rorgm::rules::GameStatus::Waiting) {
                return None;
            }
            let d = self.deadline().await?;
            self.clock
                .set(rorgm::referee::clock::from_ms(d.deadline_ms + 1));
            self.pass().await;
        }
        None
    }
}
