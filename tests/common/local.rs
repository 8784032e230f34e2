//! Games played in process, no mail server needed: the real referee on a real SQLite file with
//! a manual clock, its mail read from and written into Maildir folders.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rorgm::config::RoundsConfig;
use rorgm::mail::{MailSink, MailSource, MaildirSink, MaildirSource};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::service::Fault;
use rorgm::referee::{ManualClock, Referee, RefereeSettings};
use rorgm::rules::Scenario;
use rorgm::store::{PlayerRow, Store};

/// The GM's address of the in-process games.
pub const GM: &str = "gm@example.test";

/// A test's referee and game. [`Setup::default`]: the GM at [`GM`] named "GM", no address to
/// notify, the default rounds, the clock at the time of the call, alice, bob and carol at
/// `<name>@example.test`, the dice seeded with `[3; 32]`.
pub struct Setup {
    pub gm: String,
    pub gm_name: String,
    pub gm_notify: Option<String>,
    pub rounds: RoundsConfig,
    pub start: jiff::Timestamp,
    pub players: Vec<NewPlayer>,
    pub seed: [u8; 32],
    /// Issue 25 §1: the game's table options.
    pub options: rorgm::store::TableOptions,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            gm: GM.into(),
            gm_name: "GM".into(),
            gm_notify: None,
            // Confirmations at once: these tests read them as soon as a mail is taken in
            // (the fold itself is tested in intake_maildir and sent_fold).
            rounds: Setup::rounds_48h(),
            start: jiff::Timestamp::now(),
            players: three_players(|n| format!("{n}@example.test")),
            seed: [3; 32],
            options: Default::default(),
        }
    }
}

impl Setup {
    /// Rounds of 48 hours, the reminder 12 hours before the deadline, confirmations at once.
    pub fn rounds_48h() -> RoundsConfig {
        RoundsConfig {
            hours: 48.0,
            reminder_hours: 12.0,
            confirmation_fold_seconds: 0.0,
        }
    }

    /// The referee on a fresh SQLite file `db`, and its clock (at `start`).
    pub async fn referee(&self, db: &Path) -> (Referee, ManualClock) {
        let store = Store::open(db).await.expect("store");
        let clock = ManualClock::new(self.start);
        let referee = Referee::new(
            store,
            RefereeSettings {
                gm_address: self.gm.clone(),
                gm_name: self.gm_name.clone(),
                gm_notify: self.gm_notify.clone(),
                rounds: self.rounds,
            },
            Arc::new(clock.clone()),
        )
        .expect("referee");
        (referee, clock)
    }

    /// An Early Republic game of the three players (setup mails in the outbox); its id.
    pub async fn game(&self, referee: &Referee) -> String {
        self.game_of(referee, Scenario::EarlyRepublic).await
    }

    /// A new game of `scenario` (SET-07, SET-09).
    pub async fn game_of(&self, referee: &Referee, scenario: Scenario) -> String {
        referee
            .create_game_with_options(
                scenario,
                self.players.clone(),
                Some(self.seed),
                rorgm::rules::VotingOrder::Simultaneous,
                rorgm::rules::HouseRules::default(),
                self.options,
            )
            .await
            .expect("game")
    }
}

/// The three players alice, bob and carol, each at `address(name)`.
pub fn three_players(address: impl Fn(&str) -> String) -> Vec<NewPlayer> {
    ["alice", "bob", "carol"]
        .iter()
        .map(|n| NewPlayer {
            name: n.to_string(),
            address: address(n),
        })
        .collect()
}

/// Put a mail in the Maildir `inbox` as a mail server does: written in `tmp` as `name`, then
/// moved to `new`.
pub fn put_mail(inbox: &Path, name: &str, raw: impl AsRef<[u8]>) {
    let tmp = inbox.join("tmp").join(name);
    std::fs::write(&tmp, raw).expect("write tmp");
    std::fs::rename(&tmp, inbox.join("new").join(name)).expect("move to new");
}

/// An in-process game: its SQLite file `t.sqlite` and Maildir folders `in` (the GM's mailbox)
/// and `out` (what is sent) in a fresh directory.
pub struct Local {
    pub dir: tempfile::TempDir,
    pub referee: Referee,
    pub source: MailSource,
    pub sink: MailSink,
    pub game: String,
    pub players: Vec<PlayerRow>,
    /// How many mails the test has put in the GM's mailbox.
    pub n: usize,
    pub clock: ManualClock,
}

impl Local {
    /// The game of [`Setup::default`].
    pub async fn new() -> Local {
        Local::with(&Setup::default()).await
    }

    /// The game of `setup`.
    pub async fn with(setup: &Setup) -> Local {
        let dir = tempfile::tempdir().expect("tempdir");
        let (referee, clock) = setup.referee(&dir.path().join("t.sqlite")).await;
        let game = setup.game(&referee).await;
        let players = referee.store.players(&game).await.expect("players");
        let source =
            MailSource::Maildir(MaildirSource::open(&dir.path().join("in")).expect("source"));
        let sink = MailSink::Maildir(MaildirSink::new(&dir.path().join("out")).expect("sink"));
        Local {
            dir,
            referee,
            source,
            sink,
            game,
            players,
            n: 0,
            clock,
        }
    }

    /// The GM's Maildir.
    pub fn inbox(&self) -> PathBuf {
        self.dir.path().join("in")
    }

    /// Put a mail in the GM's Maildir ([`put_mail`]).
    pub fn put(&self, name: &str, raw: impl AsRef<[u8]>) {
        put_mail(&self.inbox(), name, raw);
    }

    /// The referee reads the GM's mailbox and answers.
    pub async fn pass(&mut self) {
        self.referee
            .pass(&mut self.source, &self.sink, Fault::None)
            .await
            .unwrap();
    }

    /// Send the waiting mails, then let the open round's deadline pass (its reminder first,
    /// then one second past the deadline), so the Default Moves apply.
    pub async fn past_deadline(&self) {
        assert!(self.past_open_deadline().await, "an open round");
    }

    /// The same if a round is open (true), else nothing (false).
    pub async fn past_open_deadline(&self) -> bool {
        // Calls that wait in the outbox hold the deadline: send them first.
        self.referee.drain_outbox(&self.sink).await.expect("send");
        let Some(d) = self
            .referee
            .store
            .deadline(&self.game)
            .await
            .expect("deadline")
        else {
            return false;
        };
        let now = rorgm::referee::clock::ms(self.referee.clock.now());
        self.clock.advance(jiff::SignedDuration::from_millis(
            d.reminder_ms - now + 1_000,
        ));
        self.referee.tick().await.expect("tick (reminder)");
        self.clock.advance(jiff::SignedDuration::from_millis(
            d.deadline_ms - d.reminder_ms,
        ));
        self.referee.tick().await.expect("tick (deadline)");
        true
    }

    /// The stored state is what replaying `inputs` (the game's log) from its setup and seed
    /// gives.
    pub async fn assert_replay(&self, inputs: &[rorgm::store::InputRow]) {
        let loaded = self.referee.load(&self.game).await.expect("load");
        let seed: [u8; 32] = hex::decode(&loaded.row.seed_hex)
            .expect("hex")
            .try_into()
            .expect("32 bytes");
        let parsed = rorgm::referee::input::parse_inputs(inputs).expect("inputs parse");
        let (replayed, _) =
            rorgm::referee::input::replay_stored(&loaded.row.setup_json, seed, &parsed)
                .expect("replay");
        assert_eq!(
            serde_json::to_value(&replayed).expect("json"),
            serde_json::to_value(&loaded.game).expect("json")
        );
    }
}

/// Every mail delivered to `addr` in the Maildir `dir/out`, as text, in the order of the files'
/// names.
pub fn delivered(dir: &Path, addr: &str) -> Vec<String> {
    let mut files: Vec<_> = in_new(&dir.join("out"))
        .into_iter()
        .filter(|p| p.to_string_lossy().contains(addr))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .collect()
}

/// Every file in a `new` folder below `p`.
fn in_new(p: &Path) -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Ok(rd) = std::fs::read_dir(p) {
        for e in rd.flatten() {
            let path = e.path();
            if path.is_dir() {
                v.extend(in_new(&path));
            } else if path.parent().is_some_and(|d| d.ends_with("new")) {
                v.push(path);
            }
        }
    }
    v
}
