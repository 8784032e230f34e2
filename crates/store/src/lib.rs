//! Persistence in SQLite through sqlx (runtime queries; migrations in `migrations/`, WAL).
//!
//! Write transactions begin IMMEDIATE (they take SQLite's write lock first, waiting for it with
//! the busy timeout): a deferred transaction that read and then writes after another
//! connection's commit fails at once with SQLITE_BUSY, and the sender commits beside the intake.
//!
//! Every write that belongs to one step of the referee (a mail taken in, a round resolved, a game
//! created) happens in one transaction: the input log, the snapshot, the events, the outbox rows
//! and the inbound-mail record commit together or not at all (DESIGN.md "Mail": exactly once).

mod approval;
mod export;
mod gm;
mod gm_progress;
mod journal;
mod lease;
mod migrations;
pub use journal::Applied;
pub use lease::{HEARTBEAT, LEASE_TTL, LeaseChange};
mod news;
mod press;
mod rows;

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, ConnectOptions, Row};

pub use approval::{ApprovalRow, ApprovalState, makes_ruling};
pub use gm::{PauseRow, RewrittenInput};
pub use gm_progress::with_gm_command;
pub use news::{HeldNews, MailPrefs, NewsChange, PrefChange};
pub use press::{MAX_ABSENT_EXTENSION_HOURS, NewPress, PressRecipients, PressRow, TableOptions};
pub use rows::*;

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
    #[error("no game {0}")]
    NoGame(String),
    #[error("cannot open database {path}: {source}")]
    Open {
        path: std::path::PathBuf,
        #[source]
        source: sqlx::Error,
    },
    #[error(
        "{path} is not a rorgm database ({why}); check database.path, or create one with \
         `rorgm init` or `rorgm game new`"
    )]
    NotRorgm {
        path: std::path::PathBuf,
        why: String,
    },
    /// Issue 22, point 10: a read-only database file (its permissions, or a read-only file
    /// system) is named as such; the commands that only read it still work.
    #[error(
        "the database {path} is read-only ({why}); this command writes to it. `rorgm game list`, \
         `game show`, `game export`, `replay` and `status` still work; make the file and its \
         directory writable by the user running rorgm to play on"
    )]
    ReadOnly {
        path: std::path::PathBuf,
        why: String,
    },
    #[error("another `rorgm serve` is already running on {path} (lock file {lock}); stop it first")]
    Locked {
        path: std::path::PathBuf,
        lock: std::path::PathBuf,
    },
    #[error("not available on this database: {0}")]
    Unsupported(&'static str),
    /// Issue 26: this referee does not hold the lease of the game (another referee steps it,
    /// or its lease expired): nothing was written.
    #[error("game {0} is stepped by another referee (this one does not hold its lease)")]
    NotOwner(String),
    #[error("lock file {path}: {source}")]
    LockFile {
        path: std::path::PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl StoreError {
    /// A fault of the server (database busy, broken, full, missing), not of the data a mail
    /// carried: retried later rather than counted against the mail.
    pub fn is_server_fault(&self) -> bool {
        matches!(
            self,
            StoreError::Db(_)
                | StoreError::Migrate(_)
                | StoreError::Open { .. }
                | StoreError::NotRorgm { .. }
                | StoreError::ReadOnly { .. }
                | StoreError::Locked { .. }
                | StoreError::LockFile { .. }
        )
    }
}

/// Held while `rorgm serve` runs: one server per database (issue 11). Released on drop or
/// when the process ends, however it ends.
#[derive(Debug)]
pub struct ServeLock {
    _file: std::fs::File,
    pub path: std::path::PathBuf,
}

impl ServeLock {
    /// Take the lock beside the database file, or say who holds it. The lock is named after
    /// the real file (symlinks and `..` resolved, issue 22), so that every path leading to one
    /// database finds the same lock.
    pub fn acquire(db_path: &Path) -> Result<ServeLock, StoreError> {
        let real = match postgres_url(db_path) {
            // PostgreSQL: the lock is local to this machine, named after the database.
            Some(url) => postgres_journal_path(url),
            None => real_path(db_path),
        };
        let mut name = real.as_os_str().to_os_string();
        name.push(".serve-lock");
        let path = std::path::PathBuf::from(name);
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|source| StoreError::LockFile {
                path: path.clone(),
                source,
            })?;
        match file.try_lock() {
            Ok(()) => Ok(ServeLock { _file: file, path }),
            Err(std::fs::TryLockError::WouldBlock) => Err(StoreError::Locked {
                path: db_path.to_path_buf(),
                lock: path,
            }),
            Err(std::fs::TryLockError::Error(source)) => Err(StoreError::LockFile { path, source }),
        }
    }
}

/// Which database a [`Store`] reaches (issue 26).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The key of the advisory lock every PostgreSQL write transaction takes (`Store::begin`).
const PG_WRITE_LOCK: i64 = 0x726f_7267_6d00;

/// Issue 26: the first key of a game's advisory lock (the second is the hash of its id).
const PG_GAME_LOCK_CLASS: i32 = 0x726f;

/// Issue 26: a PostgreSQL database is named by its URL (`database.url`, the password put in
/// from the environment by the binary) where a SQLite file is named by its path: every
/// command takes one location. `Some(url)` when `path` is such a URL.
pub fn postgres_url(path: &Path) -> Option<&str> {
    let s = path.to_str()?;
    (s.starts_with("postgres://") || s.starts_with("postgresql://")).then_some(s)
}

/// The URL without its password, for messages and logs.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (auth, host) = match rest.rsplit_once('@') {
        Some((auth, host)) => (auth, host),
        None => return url.to_string(),
    };
    let user = auth.split_once(':').map_or(auth, |(u, _)| u);
    format!("{scheme}://{user}@{host}")
}

/// A location as messages show it: the SQLite path, or the PostgreSQL URL without password.
pub fn shown_location(path: &Path) -> String {
    match postgres_url(path) {
        Some(url) => redact_url(url),
        None => path.display().to_string(),
    }
}

/// The sent journal of a referee on PostgreSQL: a local file named after the database (its
/// host, port and name, never the password), in the system's temporary folder.
fn postgres_journal_path(url: &str) -> std::path::PathBuf {
    let shown = redact_url(url);
    let name: String = shown
        .split_once("://")
        .map_or(shown.as_str(), |(_, r)| r)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    std::env::temp_dir().join(format!("rorgm-pg-{name}"))
}

/// The real path of a file (symlinks resolved), or the path as given if it cannot be resolved
/// (the file does not exist yet).
pub fn real_path(path: &Path) -> std::path::PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Handle to the database; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    /// Which database the pool reaches (issue 26): the SQL is the same, a few statements
    /// (transaction start, maintenance, catalog queries) differ.
    backend: Backend,
    /// Issue 26: the games this referee owns when several share a PostgreSQL database
    /// (`lease.rs`); `None`: it owns every game (SQLite, the CLI's commands).
    owner: Option<Arc<lease::Ownership>>,
    /// Woken whenever a transaction that wrote outbox rows commits (the sender waits on it).
    outbox_wake: Arc<Notify>,
    /// Where the sender records each accepted mail first (`<db>-sent`).
    journal: Arc<journal::SentJournal>,
}

/// The select of an [`OutboxRow`] (a macro, so that queries stay string literals); the outbox
/// is `o`.
macro_rules! outbox_select {
    () => {
        "SELECT o.id, o.game_id, o.message_id, o.kind, o.to_addr, o.reply_to, o.subject, o.body, \
         o.in_reply_to, o.auto_submitted, o.attempts, o.sent_at, o.failed_at, o.created_ms, o.round, \
         o.last_error, o.sent_in, o.doubt_ms, o.doubt_in, b.body_z FROM outbox o LEFT JOIN mail_bodies b ON b.id = o.body_id "
    };
}

/// A snapshot of a game's state is kept at most every this many inputs (and at its end); the
/// state between two snapshots is the last one replayed with the inputs since.
pub const SNAPSHOT_EVERY: i64 = 32;

/// The preset dictionary of stored mail bodies, version 1: typical rendered mails. Never edit
/// it (stored bodies need it to be read); a new dictionary gets a new version byte.
const MAIL_DICT_V1: &[u8] = include_bytes!("mail_dict_v1.txt");

/// Compress a sent mail's body for keeping: version byte 1, then raw deflate with the preset
/// dictionary [`MAIL_DICT_V1`] (short mails that look like the dictionary shrink 5-8 times).
pub fn deflate(text: &str) -> Result<Vec<u8>, StoreError> {
    let err = |e: &dyn std::fmt::Display| StoreError::Corrupt(format!("deflate: {e}"));
    let mut c = flate2::Compress::new(flate2::Compression::best(), false);
    c.set_dictionary(MAIL_DICT_V1).map_err(|e| err(&e))?;
    let mut out = Vec::with_capacity(text.len() / 3 + 64);
    out.push(1u8);
    loop {
        let before = c.total_in() as usize;
        out.reserve(text.len() / 2 + 1024);
        let status = c
            .compress_vec(
                &text.as_bytes()[before..],
                &mut out,
                flate2::FlushCompress::Finish,
            )
            .map_err(|e| err(&e))?;
        if status == flate2::Status::StreamEnd {
            return Ok(out);
        }
    }
}

/// The body compressed by [`deflate`].
pub fn inflate(z: &[u8]) -> Result<String, StoreError> {
    let err = |e: &dyn std::fmt::Display| StoreError::Corrupt(format!("stored mail body: {e}"));
    let Some((&1, data)) = z.split_first() else {
        return Err(StoreError::Corrupt(
            "stored mail body: unknown format".into(),
        ));
    };
    // Raw deflate carries no dictionary flag: the dictionary is set before the first byte.
    let mut d = flate2::Decompress::new(false);
    d.set_dictionary(MAIL_DICT_V1).map_err(|e| err(&e))?;
    let mut out: Vec<u8> = Vec::with_capacity(data.len() * 6 + 64);
    loop {
        let before = d.total_in() as usize;
        let produced = d.total_out();
        out.reserve(data.len() * 4 + 1024);
        match d.decompress_vec(&data[before..], &mut out, flate2::FlushDecompress::Finish) {
            Ok(flate2::Status::StreamEnd) => break,
            Ok(_) if d.total_in() as usize == before && d.total_out() == produced => {
                return Err(err(&"truncated"));
            }
            Ok(_) => {}
            Err(e) => return Err(err(&e)),
        }
    }
    String::from_utf8(out).map_err(|e| err(&e))
}

/// A deadline extension because a round's calls for orders waited in the outbox, committed with
/// the mark of the call that was sent.
#[derive(Debug, Clone)]
pub struct CallWaitExtension {
    pub game_id: String,
    pub round: u32,
    /// The wait already added to the deadline (the row is only changed if it still says so).
    pub old_wait_ms: i64,
    pub new_wait_ms: i64,
    pub deadline_ms: i64,
    pub reminder_ms: i64,
    /// The announcement to the players.
    pub mails: Vec<NewMail>,
}

/// Rounds whose calls for orders are still waiting in the outbox have no running deadline.
macro_rules! no_waiting_call {
    () => {
        "NOT EXISTS (SELECT 1 FROM outbox o WHERE o.kind = 'call' \
         AND o.sent_at IS NULL AND o.failed_at IS NULL AND o.game_id = deadlines.game_id AND o.round = deadlines.round)"
    };
}

fn vis_text(v: &rules::Visibility) -> String {
    match v {
        rules::Visibility::Public => "public".into(),
        rules::Visibility::Faction(f) => format!("faction:{}", f.0),
        rules::Visibility::Gm => "gm".into(),
    }
}

/// Issue 22, point 10: why the database file is read-only, when its permissions say so (no
/// write bit for anyone: honoured even for root, who SQLite would let write).
fn read_only_file(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    meta.permissions()
        .readonly()
        .then(|| "the file has no write permission".to_string())
}

/// A write refused by SQLite because the file or its file system is read-only, named as such.
fn read_only_error(path: &Path, e: StoreError) -> StoreError {
    let code = match &e {
        StoreError::Open { source, .. } | StoreError::Db(source) => {
            source.as_database_error().and_then(|d| d.code())
        }
        StoreError::Migrate(sqlx::migrate::MigrateError::Execute(source)) => {
            source.as_database_error().and_then(|d| d.code())
        }
        _ => None,
    };
    // SQLITE_READONLY (8) and its extended codes (x + 256·n).
    match code.and_then(|c| c.parse::<i64>().ok()) {
        Some(c) if c & 0xff == 8 => StoreError::ReadOnly {
            path: path.to_path_buf(),
            why: "SQLite may not write to it: a read-only file system, or a file or directory \
                  this user may not write"
                .to_string(),
        },
        _ => e,
    }
}

impl Store {
    /// Open the SQLite file, creating it if missing (`rorgm init`, `game new`, the demo and
    /// tests), switch to WAL and apply the migrations.
    ///
    /// `synchronous = NORMAL` (the standard choice with WAL): a commit is written to the WAL
    /// before it returns but not fsynced. A killed process loses nothing that reached the OS; a
    /// power cut may lose the last commits, which at worst makes the sender send a mail again
    /// (with the same Message-ID) or takes a mail in again that the mailbox never saw marked.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        Self::connect(path, true).await
    }

    /// Open a rorgm database, creating it if there is none at `path` (a missing or empty
    /// file): `game new` and `game import`. Any other file is refused as
    /// [`open_existing`](Self::open_existing) refuses it (issue 22: never tables of ours in a
    /// foreign SQLite file).
    pub async fn open_or_create(path: &Path) -> Result<Store, StoreError> {
        if postgres_url(path).is_some() {
            return Self::open(path).await;
        }
        match std::fs::metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Self::open(path).await,
            Ok(m) if m.is_file() && m.len() == 0 => Self::open(path).await,
            _ => Self::open_existing(path).await,
        }
    }

    /// Open a database that rorgm created, refusing anything else (issue 11: a wrong
    /// `database.path`, or an empty file, must not become a fresh database that swallows the
    /// players' mail). Every error names the path.
    pub async fn open_existing(path: &Path) -> Result<Store, StoreError> {
        if postgres_url(path).is_some() {
            let store = Self::connect_unmigrated(path, false).await?;
            store.check_has_games(path).await?;
            store.migrate().await?;
            return Ok(store);
        }
        Self::check_is_file(path)?;
        if let Some(why) = read_only_file(path) {
            return Err(StoreError::ReadOnly {
                path: path.to_path_buf(),
                why,
            });
        }
        let store = Self::connect_unmigrated(path, false)
            .await
            .map_err(|e| read_only_error(path, e))?;
        store.check_has_games(path).await?;
        store
            .migrate()
            .await
            .map_err(|e| read_only_error(path, e))?;
        Ok(store)
    }

    /// Issue 22, point 10: open a rorgm database for the commands that only read it
    /// (`game list`, `game show`, `game export`, `replay`, `status`). A writable file is opened
    /// as [`open_existing`](Self::open_existing) opens it; a read-only one (no write
    /// permission, or a read-only file system) is opened read-only, and is refused only if its
    /// tables are older than this rorgm (it cannot be migrated).
    pub async fn open_for_reading(path: &Path) -> Result<Store, StoreError> {
        if postgres_url(path).is_some() {
            return Self::open_existing(path).await;
        }
        Self::check_is_file(path)?;
        let why = match read_only_file(path) {
            Some(why) => why,
            None => match Self::open_existing(path).await {
                Err(StoreError::ReadOnly { why, .. }) => why,
                other => return other,
            },
        };
        let store = Self::connect_read_only(path).await?;
        store.check_has_games(path).await?;
        let migrator = migrations::migrator(Backend::Sqlite);
        let newest = migrator.iter().map(|m| m.version).max().unwrap_or(0);
        let applied: Option<i64> =
            sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations WHERE success")
                .fetch_optional(&store.pool)
                .await
                .map_err(|source| StoreError::Open {
                    path: path.to_path_buf(),
                    source,
                })?
                .flatten();
        if applied.unwrap_or(0) < newest {
            return Err(StoreError::ReadOnly {
                path: path.to_path_buf(),
                why: format!(
                    "{why}; its tables are older than this rorgm and cannot be upgraded while it \
                     is read-only"
                ),
            });
        }
        Ok(store)
    }

    /// The checks before opening an existing database: it exists, is a file, is not empty.
    fn check_is_file(path: &Path) -> Result<(), StoreError> {
        let not = |why: &str| StoreError::NotRorgm {
            path: path.to_path_buf(),
            why: why.to_string(),
        };
        match std::fs::metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(not("no such file"));
            }
            Err(e) => {
                return Err(StoreError::Open {
                    path: path.to_path_buf(),
                    source: sqlx::Error::Io(e),
                });
            }
            Ok(m) if !m.is_file() => return Err(not("not a file")),
            Ok(m) if m.len() == 0 => return Err(not("the file is empty")),
            Ok(_) => {}
        }
        Ok(())
    }

    /// Refuse a SQLite file that rorgm did not create (it has no `games` table).
    async fn check_has_games(&self, path: &Path) -> Result<(), StoreError> {
        let sql = match self.backend {
            Backend::Sqlite => {
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'games'"
            }
            Backend::Postgres => {
                "SELECT table_name::text FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_name = 'games'"
            }
        };
        let path = postgres_url(path)
            .map(|u| std::path::PathBuf::from(redact_url(u)))
            .unwrap_or_else(|| path.to_path_buf());
        let path = path.as_path();
        let has_games: Option<String> = sqlx::query_scalar(sql)
            .fetch_optional(&self.pool)
            .await
            .map_err(|source| StoreError::Open {
                path: path.to_path_buf(),
                source,
            })?;
        match has_games {
            Some(_) => Ok(()),
            None => Err(StoreError::NotRorgm {
                path: path.to_path_buf(),
                why: "it has no games table".to_string(),
            }),
        }
    }

    /// A read-only connection: no journal mode set, nothing written (the sent journal is
    /// never appended to by the reading commands).
    async fn connect_read_only(path: &Path) -> Result<Store, StoreError> {
        Self::connect_sqlite(path, "ro").await
    }

    async fn connect(path: &Path, create: bool) -> Result<Store, StoreError> {
        let store = Self::connect_unmigrated(path, create).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// Apply the migrations of the store's database (`migrations/` for SQLite,
    /// `migrations/postgres/` for PostgreSQL).
    async fn migrate(&self) -> Result<(), StoreError> {
        migrations::migrator(self.backend).run(&self.pool).await?;
        Ok(())
    }

    async fn connect_unmigrated(path: &Path, create: bool) -> Result<Store, StoreError> {
        if let Some(url) = postgres_url(path) {
            return Self::connect_postgres(url).await;
        }
        Self::connect_sqlite(path, if create { "rwc" } else { "rw" }).await
    }

    /// Open the SQLite file in `mode` (`ro`, `rw`, `rwc`) through sqlx's Any driver: WAL,
    /// `synchronous = NORMAL`, foreign keys and a busy timeout are set on each connection.
    async fn connect_sqlite(path: &Path, mode: &str) -> Result<Store, StoreError> {
        let open_err = |source| StoreError::Open {
            path: path.to_path_buf(),
            source,
        };
        sqlx::any::install_default_drivers();
        // The options as SQLite's own builder writes them; Any reads them back from the URL.
        let sqlite = SqliteConnectOptions::from_str("sqlite:")
            .map_err(open_err)?
            .filename(path);
        let mut url = sqlite.to_url_lossy();
        url.set_query(Some(&format!("mode={mode}")));
        let opts = AnyConnectOptions::from_url(&url).map_err(open_err)?;
        let pragmas: &'static str = if mode == "ro" {
            "PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON;"
        } else {
            "PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; \
             PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
        };
        let pool = AnyPoolOptions::new()
            .max_connections(if mode == "ro" { 2 } else { 4 })
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    sqlx::Executor::execute(conn, pragmas).await?;
                    Ok(())
                })
            })
            .connect_with(opts)
            .await
            .map_err(open_err)?;
        // Opening a connection checks nothing: the first statement does.
        sqlx::query("SELECT 1")
            .execute(&pool)
            .await
            .map_err(open_err)?;
        Ok(Store {
            pool,
            backend: Backend::Sqlite,
            owner: None,
            outbox_wake: Arc::new(Notify::new()),
            // After the connect (which creates the file): the real file names the journal, so
            // that every path leading to the database shares it.
            journal: Arc::new(journal::SentJournal::new(&real_path(path))),
        })
    }

    /// Issue 26: connect to PostgreSQL (`database.url`).
    async fn connect_postgres(url: &str) -> Result<Store, StoreError> {
        let shown = std::path::PathBuf::from(redact_url(url));
        let open_err = |source| StoreError::Open {
            path: shown.clone(),
            source,
        };
        sqlx::any::install_default_drivers();
        let opts = AnyConnectOptions::from_str(url).map_err(open_err)?;
        let pool = AnyPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(opts)
            .await
            .map_err(open_err)?;
        Ok(Store {
            pool,
            backend: Backend::Postgres,
            owner: None,
            outbox_wake: Arc::new(Notify::new()),
            journal: Arc::new(journal::SentJournal::new(&postgres_journal_path(url))),
        })
    }

    /// Which database this store reaches.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Begin a write transaction. SQLite: `BEGIN IMMEDIATE` (the write lock first, see the
    /// module doc). PostgreSQL: a transaction that first takes one transaction-scoped advisory
    /// lock, so that write transactions follow one another as they do on SQLite (the referee's
    /// read-then-write steps, such as the next input number, rely on it).
    async fn begin(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        self.begin_for(None).await
    }

    /// Issue 26: begin a write transaction on one game (`Some`) or on anything (`None`).
    /// PostgreSQL: a game's transactions follow one another (an advisory lock of the game),
    /// those of different games run side by side (each holds the database-wide lock shared),
    /// and a transaction not of one game holds the database-wide lock alone. SQLite: one
    /// writer at a time, as [`Store::begin`].
    async fn begin_for(
        &self,
        game_id: Option<&str>,
    ) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        if let (Backend::Postgres, Some(game)) = (self.backend, game_id) {
            let mut tx = self.pool.begin().await?;
            sqlx::query(
                "SELECT COUNT(*) FROM (SELECT pg_advisory_xact_lock_shared($1), \
                 pg_advisory_xact_lock($2, hashtext($3))) AS l",
            )
            .bind(PG_WRITE_LOCK)
            .bind(PG_GAME_LOCK_CLASS)
            .bind(game)
            .execute(&mut *tx)
            .await?;
            return Ok(tx);
        }
        match self.backend {
            Backend::Sqlite => Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?),
            Backend::Postgres => {
                let mut tx = self.pool.begin().await?;
                sqlx::query("SELECT COUNT(*) FROM (SELECT pg_advisory_xact_lock($1)) AS l")
                    .bind(PG_WRITE_LOCK)
                    .execute(&mut *tx)
                    .await?;
                Ok(tx)
            }
        }
    }

    /// Notified after every commit that queued mail (one stored permit if nobody waits).
    pub fn outbox_wake(&self) -> Arc<Notify> {
        self.outbox_wake.clone()
    }

    fn wake_if(&self, step: &Step) {
        if !step.outbox.is_empty() {
            self.outbox_wake.notify_one();
        }
    }

    /// Issue 11, the poison-mail guard: note that this process starts taking in `source_key`.
    /// Returns how many earlier attempts were left unfinished by a process that died.
    pub async fn begin_intake_attempt(
        &self,
        source_key: &str,
        run_id: &str,
        now_text: &str,
    ) -> Result<i64, StoreError> {
        // Issue 26: with several referees sharing the games, the attempt is this referee's
        // (its name among the referees), and another's counts as cut short only if that
        // referee is no longer alive (a live one may be reading the same mail right now).
        let row = match self.owner_id() {
            None => {
                sqlx::query(
                    "INSERT INTO intake_attempts (source_key, run_id, interrupted, started_at) \
                     VALUES ($1, $2, 0, $3) \
                     ON CONFLICT (source_key) DO UPDATE SET \
                       interrupted = intake_attempts.interrupted \
                         + CASE WHEN intake_attempts.run_id <> excluded.run_id THEN 1 ELSE 0 END, \
                       run_id = excluded.run_id, started_at = excluded.started_at \
                     RETURNING interrupted",
                )
                .bind(source_key)
                .bind(run_id)
                .bind(now_text)
                .fetch_one(&self.pool)
                .await?
            }
            Some(me) => {
                sqlx::query(
                    "INSERT INTO intake_attempts (source_key, run_id, interrupted, started_at) \
                     VALUES ($1, $2, 0, $3) \
                     ON CONFLICT (source_key) DO UPDATE SET \
                       interrupted = intake_attempts.interrupted \
                         + CASE WHEN intake_attempts.run_id <> excluded.run_id AND NOT EXISTS \
                           (SELECT 1 FROM referees r WHERE r.owner = intake_attempts.run_id \
                            AND r.expires_ms > (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT) \
                           THEN 1 ELSE 0 END, \
                       run_id = excluded.run_id, started_at = excluded.started_at \
                     RETURNING interrupted",
                )
                .bind(source_key)
                .bind(me)
                .bind(now_text)
                .fetch_one(&self.pool)
                .await?
            }
        };
        Ok(row.try_get("interrupted")?)
    }

    /// Unfinished attempts of an earlier process for this mail (0 if none).
    pub async fn interrupted_intakes(
        &self,
        source_key: &str,
        run_id: &str,
    ) -> Result<i64, StoreError> {
        let row = sqlx::query(
            "SELECT interrupted + CASE WHEN run_id <> $1 THEN 1 ELSE 0 END AS n \
             FROM intake_attempts WHERE source_key = $2",
        )
        .bind(run_id)
        .bind(source_key)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(r) => r.try_get("n")?,
            None => 0,
        })
    }

    /// The attempt ended (with an error that is not the mail's): forget it.
    pub async fn end_intake_attempt(&self, source_key: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM intake_attempts WHERE source_key = $1")
            .bind(source_key)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Rate limit of a kind of notice to one player: `Some(withheld)` when a notice may go now
    /// (with how many were held back since the last one), `None` when one went out less than
    /// `window_ms` ago (this one is then counted as held back).
    pub async fn notice_allowed(
        &self,
        game_id: &str,
        faction: u8,
        kind: &str,
        now_ms: i64,
        window_ms: i64,
    ) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(
            "SELECT last_sent_ms, withheld FROM notice_limits \
             WHERE game_id = $1 AND faction = $2 AND kind = $3",
        )
        .bind(game_id)
        .bind(faction as i64)
        .bind(kind)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(Some(0)) };
        let last: i64 = row.try_get("last_sent_ms")?;
        let withheld: i64 = row.try_get("withheld")?;
        if now_ms - last >= window_ms {
            Ok(Some(withheld))
        } else {
            Ok(None)
        }
    }

    /// Create a game with its players, its setup events and first mails, in one transaction.
    pub async fn create_game(
        &self,
        game: &NewGame,
        players: &[PlayerRow],
        step: &Step,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query(
            "INSERT INTO games (id, scenario, setup_json, seed_hex, seed_sha256, status, round, \
             last_seq, state_json, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10)",
        )
        .bind(&game.id)
        .bind(&game.scenario)
        .bind(&game.setup_json)
        .bind(&game.seed_hex)
        .bind(&game.seed_sha256)
        .bind(&game.status)
        .bind(game.round as i64)
        .bind(&game.state_json)
        .bind(&game.created_at)
        .bind(&game.created_at)
        .execute(&mut *tx)
        .await?;
        for p in players {
            sqlx::query(
                "INSERT INTO players (game_id, faction, name, address, token) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(&p.game_id)
            .bind(p.faction as i64)
            .bind(&p.name)
            .bind(&p.address)
            .bind(&p.token)
            .execute(&mut *tx)
            .await?;
        }
        Self::insert_table_options(&mut tx, &game.id, &game.options).await?;
        sqlx::query(
            "INSERT INTO snapshots (game_id, seq, round, state_json) VALUES ($1, 0, $2, $3)",
        )
        .bind(&game.id)
        .bind(game.round as i64)
        .bind(&game.state_json)
        .execute(&mut *tx)
        .await?;
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        self.wake_if(step);
        Ok(())
    }

    /// Commit one referee step atomically. Returns the sequence number of its last input.
    pub async fn commit_step(&self, step: &Step) -> Result<i64, StoreError> {
        if let Some(game_id) = &step.game_id
            && !self.owns(game_id)
        {
            return Err(StoreError::NotOwner(game_id.clone()));
        }
        let mut tx = self.begin_for(step.game_id.as_deref()).await?;
        let mut seq = 0i64;
        if let Some(game_id) = &step.game_id {
            // Issue 26: a referee that lost the game's lease commits nothing to it.
            self.fence(&mut tx, game_id).await?;
            let row = sqlx::query("SELECT last_seq FROM games WHERE id = $1")
                .bind(game_id)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(row) = row else {
                return Err(StoreError::NoGame(game_id.clone()));
            };
            seq = row.try_get::<i64, _>("last_seq")?;
            for input in &step.inputs {
                seq += 1;
                sqlx::query(
                    "INSERT INTO inputs (game_id, seq, input_json, source, created_at) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(game_id)
                .bind(seq)
                .bind(&input.input_json)
                .bind(&input.source)
                .bind(&step.now_text)
                .execute(&mut *tx)
                .await?;
            }
            if let Some(state) = &step.state {
                sqlx::query(
                    "UPDATE games SET state_json = $1, status = $2, round = $3, last_seq = $4, updated_at = $5 WHERE id = $6",
                )
                .bind(&state.state_json)
                .bind(&state.status)
                .bind(state.round as i64)
                .bind(seq)
                .bind(&step.now_text)
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
                // A snapshot at most every SNAPSHOT_EVERY inputs, and when the game ends.
                let due = state.snapshot
                    && (state.status != "waiting" || {
                        let last: Option<i64> =
                            sqlx::query_scalar("SELECT MAX(seq) FROM snapshots WHERE game_id = $1")
                                .bind(game_id)
                                .fetch_one(&mut *tx)
                                .await?;
                        seq - last.unwrap_or(0) >= SNAPSHOT_EVERY
                    });
                if due {
                    sqlx::query(
                        "INSERT INTO snapshots (game_id, seq, round, state_json) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, seq) DO UPDATE SET round = excluded.round, state_json = excluded.state_json",
                    )
                    .bind(game_id)
                    .bind(seq)
                    .bind(state.round as i64)
                    .bind(&state.state_json)
                    .execute(&mut *tx)
                    .await?;
                }
            }
        }
        Self::write_step(&mut tx, step, seq).await?;
        tx.commit().await?;
        self.wake_if(step);
        Ok(seq)
    }

    /// Issue 9: a game's observers get a copy of every public announcement of the step (one
    /// per distinct text), and nothing else. Their copies have no personal reply address.
    /// Issue 25 §3: a copy carries the files its announcement carries (the public board), under
    /// the copy's own Message-ID.
    async fn observer_copies(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        step: &Step,
    ) -> Result<(Vec<NewMail>, Vec<NewAttachment>), StoreError> {
        let mut out = Vec::new();
        let mut files = Vec::new();
        let announcements: Vec<&NewMail> = step
            .outbox
            .iter()
            .chain(step.for_observers.iter())
            .filter(|m| m.kind == "announcement" && m.game_id.is_some())
            .collect();
        let Some(game_id) = announcements.first().and_then(|m| m.game_id.clone()) else {
            return Ok((out, files));
        };
        let observers: Vec<String> =
            sqlx::query_scalar("SELECT address FROM observers WHERE game_id = $1 ORDER BY rowid")
                .bind(&game_id)
                .fetch_all(&mut **tx)
                .await?;
        if observers.is_empty() {
            return Ok((out, files));
        }
        let mut seen: Vec<(&str, &str)> = Vec::new();
        for m in announcements {
            if seen.contains(&(m.subject.as_str(), m.body.as_str())) {
                continue;
            }
            seen.push((&m.subject, &m.body));
            for (i, addr) in observers.iter().enumerate() {
                let (local, domain) = m
                    .message_id
                    .rsplit_once('@')
                    .unwrap_or((m.message_id.as_str(), "rorgm.invalid"));
                let message_id = format!("{local}.obs{i}@{domain}");
                files.extend(
                    step.attachments
                        .iter()
                        .filter(|a| a.message_id == m.message_id)
                        .map(|a| NewAttachment {
                            message_id: message_id.clone(),
                            ..a.clone()
                        }),
                );
                out.push(NewMail {
                    message_id,
                    to_addr: addr.clone(),
                    reply_to: None,
                    kind: "observer".into(),
                    auto_submitted: true,
                    ..m.clone()
                });
            }
        }
        Ok((out, files))
    }

    /// Drop every input, event and snapshot of a game after `keep_seq` (rollback, overrule).
    async fn cut_log(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
        keep_seq: i64,
    ) -> Result<(), StoreError> {
        for sql in [
            "DELETE FROM inputs WHERE game_id = $1 AND seq > $2",
            "DELETE FROM events WHERE game_id = $1 AND seq > $2",
            "DELETE FROM snapshots WHERE game_id = $1 AND seq > $2",
        ] {
            sqlx::query(sql)
                .bind(game_id)
                .bind(keep_seq)
                .execute(&mut **tx)
                .await?;
        }
        Self::cut_holds(tx, game_id, keep_seq).await?;
        Ok(())
    }

    /// The events of input `seq`, in order.
    async fn insert_events(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
        seq: i64,
        events: &[rules::Event],
    ) -> Result<(), StoreError> {
        // Issue 26: up to 64 events per statement (one round trip to PostgreSQL, not one each).
        const CHUNK: usize = 64;
        let mut idx = 0i64;
        for chunk in events.chunks(CHUNK) {
            let values: Vec<String> = (0..chunk.len())
                .map(|i| {
                    let b = i * 5;
                    format!(
                        "(${}, ${}, ${}, ${}, ${})",
                        b + 1,
                        b + 2,
                        b + 3,
                        b + 4,
                        b + 5
                    )
                })
                .collect();
            // Only placeholders are written into the statement.
            let sql = format!(
                "INSERT INTO events (game_id, seq, idx, visibility, event_json) VALUES {}",
                values.join(", ")
            );
            let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
            for ev in chunk {
                let json = serde_json::to_string(ev)
                    .map_err(|e| StoreError::Corrupt(format!("event not serialisable: {e}")))?;
                q = q
                    .bind(game_id.to_string())
                    .bind(seq)
                    .bind(idx)
                    .bind(vis_text(&ev.visibility))
                    .bind(json);
                idx += 1;
            }
            q.execute(&mut **tx).await?;
        }
        Ok(())
    }

    async fn write_step(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        step: &Step,
        seq: i64,
    ) -> Result<(), StoreError> {
        if let Some(game_id) = &step.game_id {
            if !step.news.is_empty() || !step.prefs.is_empty() {
                Self::write_mail_changes(tx, game_id, &step.news, &step.prefs).await?;
            }
            Self::insert_events(tx, game_id, seq, &step.events).await?;
            if !step.press.is_empty() {
                Self::insert_press(tx, game_id, &step.press, step.now_ms, &step.now_text).await?;
            }
            match &step.deadline {
                DeadlineChange::Keep => {}
                DeadlineChange::Clear => {
                    sqlx::query("DELETE FROM deadlines WHERE game_id = $1")
                        .bind(game_id)
                        .execute(&mut **tx)
                        .await?;
                }
                DeadlineChange::Set(d) => {
                    // The wait of the round's calls already added to the deadline stays with
                    // the round (a reminder or an extension keeps it; a new round starts at 0).
                    sqlx::query(
                        "INSERT INTO deadlines (game_id, round, deadline_at, reminder_at, reminded) VALUES ($1, $2, $3, $4, $5) \
                         ON CONFLICT (game_id) DO UPDATE SET round = excluded.round, deadline_at = excluded.deadline_at, \
                         reminder_at = excluded.reminder_at, reminded = excluded.reminded, \
                         call_wait_ms = CASE WHEN deadlines.round = excluded.round THEN deadlines.call_wait_ms ELSE 0 END",
                    )
                    .bind(game_id)
                    .bind(d.round as i64)
                    .bind(d.deadline_ms)
                    .bind(d.reminder_ms)
                    .bind(d.reminded as i64)
                    .execute(&mut **tx)
                    .await?;
                }
            }
        }
        if let Some(ib) = &step.inbound {
            sqlx::query(
                "INSERT INTO inbound (source_key, message_id, dedup_key, from_addr, game_id, faction, outcome, received_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(&ib.source_key)
            .bind(&ib.message_id)
            .bind(&ib.dedup_key)
            .bind(&ib.from_addr)
            .bind(&ib.game_id)
            .bind(ib.faction.map(|f| f as i64))
            .bind(&ib.outcome)
            .bind(&step.now_text)
            .execute(&mut **tx)
            .await?;
            sqlx::query("DELETE FROM intake_attempts WHERE source_key = $1")
                .bind(&ib.source_key)
                .execute(&mut **tx)
                .await?;
        }
        if let Some(n) = &step.notice_limit {
            let (sent_ms, withheld) = if n.sent {
                (Some(step.now_ms), 0)
            } else {
                (None, 1)
            };
            sqlx::query(
                "INSERT INTO notice_limits (game_id, faction, kind, last_sent_ms, withheld) \
                 VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (game_id, faction, kind) DO UPDATE SET \
                   last_sent_ms = COALESCE($6, notice_limits.last_sent_ms), \
                   withheld = CASE WHEN $7 IS NULL THEN notice_limits.withheld + 1 ELSE 0 END",
            )
            .bind(&n.game_id)
            .bind(n.faction as i64)
            .bind(&n.kind)
            .bind(sent_ms.unwrap_or(step.now_ms))
            .bind(withheld)
            .bind(sent_ms)
            .bind(sent_ms)
            .execute(&mut **tx)
            .await?;
        }
        // A call for orders belongs to the round whose deadline the same step sets.
        let call_round = match &step.deadline {
            DeadlineChange::Set(d) => Some(i64::from(d.round)),
            _ => None,
        };
        let (copies, copied_files) = Self::observer_copies(tx, step).await?;
        // Issue 9: a GM command by mail is recorded done with its change.
        Self::mark_gm_command(tx).await?;
        // Issue 9, approval mode: the mails of the game wait with a ruling (`approval.rs`).
        let hold = Self::hold_for_step(tx, step, seq).await?;
        for m in step.outbox.iter().chain(copies.iter()) {
            let held = hold.filter(|_| m.game_id.is_some() && m.game_id == step.game_id);
            // Issue 21 §2: a confirmation or announcement still waiting out its short delay is
            // folded into this mail to the same recipient in the same game (one mail instead
            // of two), unless this one waits for the GM's approval.
            let folded;
            let m = if held.is_none() {
                folded = Self::fold_waiting_confirmations(tx, m, step.now_ms).await?;
                folded.as_ref().map_or(m, |(f, _)| f)
            } else {
                folded = None;
                m
            };
            let mut next_attempt = if Self::foldable(&m.kind) {
                step.now_ms.saturating_add(step.fold_delay_ms.max(0))
            } else {
                step.now_ms
            };
            // What it carries was due no later than before: a player who writes again within
            // the delay does not push his first confirmation further back.
            if let Some((_, due)) = &folded {
                next_attempt = next_attempt.min(*due);
            }
            sqlx::query(
                "INSERT INTO outbox (game_id, message_id, kind, to_addr, reply_to, subject, body, in_reply_to, \
                 auto_submitted, created_at, attempts, next_attempt_at, created_ms, round, held_seq) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, $14)",
            )
            .bind(&m.game_id)
            .bind(&m.message_id)
            .bind(&m.kind)
            .bind(&m.to_addr)
            .bind(&m.reply_to)
            .bind(&m.subject)
            .bind(&m.body)
            .bind(&m.in_reply_to)
            .bind(m.auto_submitted as i64)
            .bind(&step.now_text)
            .bind(next_attempt)
            .bind(step.now_ms)
            // Issue 22: a reminder knows its round too (one for a resolved round is dropped).
            .bind(if m.kind == "call" || m.kind == "reminder" {
                call_round
            } else {
                None
            })
            .bind(held)
            .execute(&mut **tx)
            .await?;
        }
        // The observers' template (`for_observers`) is never sent itself: its files go only
        // with its copies.
        let template = step.for_observers.as_ref().map(|m| m.message_id.as_str());
        for a in step
            .attachments
            .iter()
            .filter(|a| Some(a.message_id.as_str()) != template)
            .chain(copied_files.iter())
        {
            sqlx::query(
                "INSERT INTO mail_attachments (message_id, filename, content_type, data) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(&a.message_id)
            .bind(&a.filename)
            .bind(&a.content_type)
            .bind(&a.data)
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
    }

    /// Issue 25 §3: the files the mails with these Message-IDs carry, in the order written.
    pub async fn attachments(
        &self,
        message_ids: &[&str],
    ) -> Result<Vec<NewAttachment>, StoreError> {
        let mut out = Vec::new();
        for id in message_ids {
            let rows = sqlx::query(
                "SELECT message_id, filename, content_type, data FROM mail_attachments \
                 WHERE message_id = $1 ORDER BY id",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
            for r in &rows {
                out.push(NewAttachment {
                    message_id: r.try_get("message_id")?,
                    filename: r.try_get("filename")?,
                    content_type: r.try_get("content_type")?,
                    data: r.try_get("data")?,
                });
            }
        }
        Ok(out)
    }

    /// Issue 21 §2: the kinds of mail a step may hold back a moment to be folded into the
    /// next mail to the same recipient (`Step::fold_delay_ms`).
    fn foldable(kind: &str) -> bool {
        matches!(kind, "confirmation" | "announcement")
    }

    /// Issue 21 §2: the confirmations and announcements to `m`'s recipient in `m`'s game still
    /// waiting out their delay (not due before `now_ms`, never tried, not held), folded into `m`
    /// (oldest first) and taken out of the outbox, with the earliest time one of them was due.
    /// `None` when there are none.
    async fn fold_waiting_confirmations(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        m: &NewMail,
        now_ms: i64,
    ) -> Result<Option<(NewMail, i64)>, StoreError> {
        let Some(game_id) = &m.game_id else {
            return Ok(None);
        };
        // Issue 25 §1: a relayed press mail carries the sender's words alone.
        if m.kind == "press" {
            return Ok(None);
        }
        let rows = sqlx::query(
            "SELECT id, message_id, subject, body, in_reply_to, next_attempt_at FROM outbox WHERE game_id = $1 AND to_addr = $2 \
             AND kind IN ('confirmation', 'announcement') AND sent_at IS NULL AND failed_at IS NULL \
             AND held_seq IS NULL AND attempts = 0 AND next_attempt_at > $3 ORDER BY id",
        )
        .bind(game_id)
        .bind(&m.to_addr)
        .bind(now_ms)
        .fetch_all(&mut **tx)
        .await?;
        if rows.is_empty() {
            return Ok(None);
        }
        let mut out = m.clone();
        let mut due = i64::MAX;
        for r in rows.iter().rev() {
            let id: i64 = r.try_get("id")?;
            let at: i64 = r.try_get("next_attempt_at")?;
            due = due.min(at);
            let subject: String = r.try_get("subject")?;
            let body: String = r.try_get("body")?;
            let in_reply_to: Option<String> = r.try_get("in_reply_to")?;
            out = out.folded_after(game_id, &subject, &body, in_reply_to);
            // Issue 25 §3: what the folded mail carried goes with the mail it is folded into.
            let folded_id: String = r.try_get("message_id")?;
            sqlx::query("UPDATE mail_attachments SET message_id = $1 WHERE message_id = $2")
                .bind(&m.message_id)
                .bind(&folded_id)
                .execute(&mut **tx)
                .await?;
            sqlx::query("DELETE FROM outbox WHERE id = $1 AND sent_at IS NULL")
                .bind(id)
                .execute(&mut **tx)
                .await?;
        }
        Ok(Some((out, due)))
    }

    pub async fn list_games(&self) -> Result<Vec<GameRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, scenario, setup_json, seed_hex, seed_sha256, status, round, last_seq, state_json, created_at, updated_at \
             FROM games ORDER BY created_at, id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(GameRow::from_row).collect()
    }

    /// Issue 25 §3: a game's stored setup rewritten (a setting that is no rule: `picture`).
    pub async fn set_setup_json(&self, game_id: &str, json: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET setup_json = $1 WHERE id = $2")
            .bind(json)
            .bind(game_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn game(&self, id: &str) -> Result<GameRow, StoreError> {
        let row = sqlx::query(
            "SELECT id, scenario, setup_json, seed_hex, seed_sha256, status, round, last_seq, state_json, created_at, updated_at \
             FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(r) => GameRow::from_row(&r),
            None => Err(StoreError::NoGame(id.to_string())),
        }
    }

    pub async fn players(&self, game_id: &str) -> Result<Vec<PlayerRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT game_id, faction, name, address, token FROM players WHERE game_id = $1 ORDER BY faction",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(PlayerRow::from_row).collect()
    }

    /// GM rollback: drop every input, event and snapshot after `keep_seq`, store the replayed
    /// state, and write the step (announcements, calls, deadline) in the same transaction.
    pub async fn rollback(
        &self,
        game_id: &str,
        keep_seq: i64,
        state: &NewState,
        step: &Step,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        Self::cut_log(&mut tx, game_id, keep_seq).await?;
        sqlx::query(
            "UPDATE games SET state_json = $1, status = $2, round = $3, last_seq = $4, updated_at = $5 WHERE id = $6",
        )
        .bind(&state.state_json)
        .bind(&state.status)
        .bind(i64::from(state.round))
        .bind(keep_seq)
        .bind(&step.now_text)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        // The step's own events (none for a rollback) would belong after keep_seq.
        Self::write_step(&mut tx, step, keep_seq).await?;
        tx.commit().await?;
        self.wake_if(step);
        Ok(())
    }

    /// Replace a seat's player (GM): new name, address and token, with the mails of the same step.
    /// The old player's own DKIM setting goes with the old player (the game's applies).
    pub async fn replace_player(&self, new: &PlayerRow, step: &Step) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE players SET name = $1, address = $2, token = $3, dkim = NULL WHERE game_id = $4 AND faction = $5",
        )
        .bind(&new.name)
        .bind(&new.address)
        .bind(&new.token)
        .bind(&new.game_id)
        .bind(i64::from(new.faction))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::NoGame(format!(
                "{} has no faction {}",
                new.game_id,
                new.faction + 1
            )));
        }
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        self.wake_if(step);
        Ok(())
    }

    /// The player whose secret token this is (tokens are unique across games).
    pub async fn player_by_token(&self, token: &str) -> Result<Option<PlayerRow>, StoreError> {
        let row = sqlx::query(
            "SELECT game_id, faction, name, address, token FROM players WHERE token = $1",
        )
        .bind(token)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(PlayerRow::from_row).transpose()
    }

    /// The DKIM settings of a game and of one of its players as stored (`None`: not set
    /// there); the referee reads them (`mail::auth::stored_mode`), the store keeps the text.
    pub async fn dkim_settings(
        &self,
        game_id: &str,
        faction: u8,
    ) -> Result<(Option<String>, Option<String>), StoreError> {
        let row = sqlx::query(
            "SELECT g.dkim AS game_dkim, p.dkim AS player_dkim FROM players p \
             JOIN games g ON g.id = p.game_id WHERE p.game_id = $1 AND p.faction = $2",
        )
        .bind(game_id)
        .bind(i64::from(faction))
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Err(StoreError::NoGame(format!(
                "{game_id} has no faction {}",
                u16::from(faction) + 1
            )));
        };
        let read = |col: &str| -> Result<Option<String>, StoreError> { Ok(row.try_get(col)?) };
        Ok((read("game_dkim")?, read("player_dkim")?))
    }

    /// Set a game's DKIM setting (`None`: the config's applies).
    pub async fn set_game_dkim(&self, game_id: &str, mode: Option<&str>) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE games SET dkim = $1 WHERE id = $2")
            .bind(mode)
            .bind(game_id)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::NoGame(game_id.to_string()));
        }
        Ok(())
    }

    /// Set one player's DKIM setting (`None`: the game's applies).
    pub async fn set_player_dkim(
        &self,
        game_id: &str,
        faction: u8,
        mode: Option<&str>,
    ) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE players SET dkim = $1 WHERE game_id = $2 AND faction = $3")
            .bind(mode)
            .bind(game_id)
            .bind(i64::from(faction))
            .execute(&self.pool)
            .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::NoGame(format!(
                "{game_id} has no faction {}",
                u16::from(faction) + 1
            )));
        }
        Ok(())
    }

    /// Does any game or player have a DKIM setting other than off?
    pub async fn any_dkim_checks(&self) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT 1 FROM games WHERE dkim IN ('prefer', 'require') \
             UNION ALL SELECT 1 FROM players WHERE dkim IN ('prefer', 'require') LIMIT 1",
        )
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// Has this mailbox message (by its source key) been taken in already?
    pub async fn inbound_seen(&self, source_key: &str) -> Result<bool, StoreError> {
        let row = sqlx::query("SELECT 1 FROM inbound WHERE source_key = $1")
            .bind(source_key)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// Was a mail with this dedup key from this sender already accepted?
    pub async fn dedup_seen(&self, dedup_key: &str, from: &str) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT 1 FROM inbound WHERE dedup_key = $1 AND from_addr = $2 AND outcome <> 'duplicate'",
        )
        .bind(dedup_key)
        .bind(from)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// Inbound records, newest last (for `game show --gm` and tests).
    pub async fn inbound(&self, game_id: Option<&str>) -> Result<Vec<InboundRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT source_key, message_id, dedup_key, from_addr, game_id, faction, outcome FROM inbound \
             WHERE ($1 IS NULL OR game_id = $2) ORDER BY id",
        )
        .bind(game_id)
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(InboundRow::from_row).collect()
    }

    /// Outbox rows due for (re)sending now: the oldest waiting mail of each recipient (so a mail
    /// never overtakes an older one to the same address), if it is due, oldest first.
    ///
    /// Issue 26: not the rows another sender has claimed and is sending (`claim_to_send`).
    pub async fn due_outbox(&self, now_ms: i64, limit: i64) -> Result<Vec<OutboxRow>, StoreError> {
        let rows = sqlx::query(concat!(outbox_select!(), "WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.held_seq IS NULL AND o.next_attempt_at <= $1 \
             AND o.id = (SELECT MIN(id) FROM outbox p WHERE p.to_addr = o.to_addr AND p.sent_at IS NULL AND p.failed_at IS NULL AND p.held_seq IS NULL) \
             AND (o.claimed_by IS NULL OR o.claimed_by = $2 OR o.claimed_until <= $3) \
             ORDER BY o.id LIMIT $4"))
        .bind(now_ms)
        .bind(self.owner_id().unwrap_or(""))
        .bind(now_ms)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(OutboxRow::from_row).collect()
    }

    /// Issue 22, point 6: the waiting rows right behind `first` in its recipient's queue that
    /// may go out in one mail with it: confirmations to the same address with the same game and
    /// subject (so the same round: a reply to the mail names the round its subject names), not
    /// held, up to the first row that differs, at most `max`. Empty unless `first` is a
    /// confirmation.
    pub async fn foldable_after(
        &self,
        first: &OutboxRow,
        max: i64,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        if first.kind != "confirmation" || max <= 0 {
            return Ok(Vec::new());
        }
        let rows = sqlx::query(concat!(
            outbox_select!(),
            "WHERE o.to_addr = $1 AND o.id > $2 AND o.sent_at IS NULL AND o.failed_at IS NULL \
             AND o.held_seq IS NULL ORDER BY o.id LIMIT $3"
        ))
        .bind(&first.to_addr)
        .bind(first.id)
        .bind(max)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::new();
        for r in &rows {
            let row = OutboxRow::from_row(r)?;
            if row.kind != "confirmation"
                || row.game_id != first.game_id
                || row.subject != first.subject
                || row.auto_submitted != first.auto_submitted
                || row.reply_to != first.reply_to
            {
                break;
            }
            out.push(row);
        }
        Ok(out)
    }

    /// Issue 22, point 6: whether an intake step may still fold `row` into a new mail to its
    /// recipient (a confirmation or announcement never tried: `fold_waiting_confirmations`).
    pub fn may_be_folded(row: &OutboxRow) -> bool {
        Self::foldable(&row.kind) && row.attempts == 0
    }

    /// Issue 22, point 6: the sender takes the rows it is about to send (`ids`, those that
    /// [`Store::may_be_folded`]) out of an intake step's reach. A step folds the confirmations
    /// still waiting out their delay into its new mail to the same player and deletes them; one
    /// the sender had folded into the mail it is sending (or had just found due) would then go
    /// out twice, in two mails. One write transaction, before any of them is sent: each row
    /// still waiting is made due at once (a step only folds rows not due yet). Returns the ids
    /// still waiting; the others went into a step's mail and must not be sent.
    pub async fn claim_for_sending(&self, ids: &[i64]) -> Result<Vec<i64>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut tx = self.begin().await?;
        let mut kept = Vec::with_capacity(ids.len());
        for id in ids {
            let n = sqlx::query(
                "UPDATE outbox SET next_attempt_at = 0 WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL",
            )
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if n > 0 {
                kept.push(*id);
            }
        }
        tx.commit().await?;
        Ok(kept)
    }

    /// The mails waiting to be sent (of one game, or all).
    pub async fn backlog(&self, game_id: Option<&str>) -> Result<Backlog, StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n, MIN(id) AS oldest, MAX(CASE WHEN last_error IS NOT NULL THEN id END) AS err \
             FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND held_seq IS NULL AND ($1 IS NULL OR game_id = $2)",
        )
        .bind(game_id)
        .bind(game_id)
        .fetch_one(&self.pool)
        .await?;
        let waiting: i64 = row.try_get("n")?;
        let oldest: Option<i64> = row.try_get("oldest")?;
        let err: Option<i64> = row.try_get("err")?;
        let mut b = Backlog {
            waiting,
            ..Default::default()
        };
        if let Some(id) = oldest {
            b.oldest_since = sqlx::query("SELECT created_at FROM outbox WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
                .map(|r| r.try_get("created_at"))
                .transpose()?;
        }
        if let Some(id) = err {
            b.last_error = sqlx::query("SELECT last_error FROM outbox WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
                .map(|r| r.try_get("last_error"))
                .transpose()?;
        }
        Ok(b)
    }

    /// The state of sending (outage bookkeeping).
    pub async fn sender_state(&self) -> Result<SenderState, StoreError> {
        let row = sqlx::query(
            "SELECT down_since_ms, failures, next_probe_ms, last_error, last_ok_ms FROM sender_state WHERE id = 1",
        )
        .fetch_optional(&self.pool)
        .await?;
        let Some(r) = row else {
            return Ok(SenderState::default());
        };
        Ok(SenderState {
            down_since_ms: r.try_get("down_since_ms")?,
            failures: r.try_get("failures")?,
            next_probe_ms: r.try_get("next_probe_ms")?,
            last_error: r.try_get("last_error")?,
            last_ok_ms: r.try_get("last_ok_ms")?,
        })
    }

    /// Store the state of sending; `mails` (a notice to the GM) are queued in the same transaction.
    pub async fn set_sender_state(
        &self,
        st: &SenderState,
        now_ms: i64,
        now_text: &str,
        mails: Vec<NewMail>,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query(
            "INSERT INTO sender_state (id, down_since_ms, failures, next_probe_ms, last_error, last_ok_ms) \
             VALUES (1, $1, $2, $3, $4, $5) ON CONFLICT (id) DO UPDATE SET \
             down_since_ms = excluded.down_since_ms, failures = excluded.failures, \
             next_probe_ms = excluded.next_probe_ms, last_error = excluded.last_error, \
             last_ok_ms = excluded.last_ok_ms",
        )
        .bind(st.down_since_ms)
        .bind(st.failures)
        .bind(st.next_probe_ms)
        .bind(&st.last_error)
        .bind(st.last_ok_ms)
        .execute(&mut *tx)
        .await?;
        let step = Step {
            now_ms,
            now_text: now_text.to_string(),
            outbox: mails,
            ..Default::default()
        };
        Self::write_step(&mut tx, &step, 0).await?;
        tx.commit().await?;
        self.wake_if(&step);
        Ok(())
    }

    /// The state of intake (issue 22: `rorgm status` says when intake is down and since when).
    pub async fn intake_state(&self) -> Result<IntakeState, StoreError> {
        let row = sqlx::query(
            "SELECT down_since_ms, failures, next_try_ms, last_error FROM intake_state WHERE id = 1",
        )
        .fetch_optional(&self.pool)
        .await?;
        let Some(r) = row else {
            return Ok(IntakeState::default());
        };
        Ok(IntakeState {
            down_since_ms: r.try_get("down_since_ms")?,
            failures: r.try_get("failures")?,
            next_try_ms: r.try_get("next_try_ms")?,
            last_error: r.try_get("last_error")?,
        })
    }

    /// Store the state of intake (the default clears it).
    pub async fn set_intake_state(&self, st: &IntakeState) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO intake_state (id, down_since_ms, failures, next_try_ms, last_error) \
             VALUES (1, $1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET \
             down_since_ms = excluded.down_since_ms, failures = excluded.failures, \
             next_try_ms = excluded.next_try_ms, last_error = excluded.last_error",
        )
        .bind(st.down_since_ms)
        .bind(st.failures)
        .bind(st.next_try_ms)
        .bind(&st.last_error)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Issue 22, point 11: when the newest applied mail of a player was written (unix ms).
    pub async fn newest_written(
        &self,
        game_id: &str,
        faction: u8,
    ) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT newest_ms FROM mail_written WHERE game_id = $1 AND faction = $2",
        )
        .bind(game_id)
        .bind(i64::from(faction))
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Note that a mail of a player written at `written_ms` was applied (the newest wins).
    pub async fn note_written(
        &self,
        game_id: &str,
        faction: u8,
        written_ms: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO mail_written (game_id, faction, newest_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id, faction) DO UPDATE SET newest_ms = CASE WHEN excluded.newest_ms > mail_written.newest_ms \
             THEN excluded.newest_ms ELSE mail_written.newest_ms END",
        )
        .bind(game_id)
        .bind(i64::from(faction))
        .bind(written_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Issue 22, point 7: a mail that no longer says anything true (a reminder for a round
    /// resolved before it could go) is dropped: never sent, not listed as failed.
    pub async fn mark_dropped(&self, id: i64, why: &str, now_text: &str) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET failed_at = $1, last_error = $2 WHERE id = $3 AND sent_at IS NULL",
        )
        .bind(now_text)
        .bind(format!("dropped: {why}"))
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Issue 22, point 7: the subject and body of a waiting mail as they are sent (the deadline
    /// in force at sending time).
    pub async fn rewrite_waiting(
        &self,
        id: i64,
        subject: &str,
        body: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET subject = $1, body = $2 WHERE id = $3 AND sent_at IS NULL")
            .bind(subject)
            .bind(body)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Mails refused for good (of one game, or all), oldest first (issue 22).
    pub async fn failed_mail(&self, game_id: Option<&str>) -> Result<Vec<FailedMail>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, game_id, to_addr, subject, failed_at, last_error FROM outbox \
 WHERE failed_at IS NOT NULL AND sent_at IS NULL AND (last_error IS NULL OR last_error NOT LIKE 'dropped:%') \
             AND ($1 IS NULL OR game_id = $2) ORDER BY id",
        )
        .bind(game_id)
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(FailedMail {
                    id: r.try_get("id")?,
                    game_id: r.try_get("game_id")?,
                    to_addr: r.try_get("to_addr")?,
                    subject: r.try_get("subject")?,
                    failed_at: r.try_get("failed_at")?,
                    last_error: r.try_get("last_error")?,
                })
            })
            .collect()
    }

    /// Issue 22, `rorgm outbox retry`: mails refused for good (one by id, or all) wait to be
    /// sent again, due now, in their old place in the queue. Returns how many.
    pub async fn retry_failed(&self, id: Option<i64>, now_ms: i64) -> Result<u64, StoreError> {
        let n = sqlx::query(
            "UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = $1 \
             WHERE failed_at IS NOT NULL AND sent_at IS NULL \
             AND (last_error IS NULL OR last_error NOT LIKE 'dropped:%') AND ($2 IS NULL OR id = $3)",
        )
        .bind(now_ms)
        .bind(id)
        .bind(id)
        .execute(&self.pool)
        .await?
        .rows_affected();
        if n > 0 {
            self.outbox_wake.notify_one();
        }
        Ok(n)
    }

    /// The open round of a game with the wait of its calls already added to its deadline.
    pub async fn deadline_call_wait(
        &self,
        game_id: &str,
    ) -> Result<Option<(DeadlineRow, i64)>, StoreError> {
        let row = sqlx::query(
            "SELECT game_id, round, deadline_at, reminder_at, reminded, call_wait_ms FROM deadlines WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref()
            .map(|r| Ok((DeadlineRow::from_row(r)?, r.try_get("call_wait_ms")?)))
            .transpose()
    }

    /// Mark a call for orders sent and, in the same transaction, move its round's deadline by
    /// the time the call waited (if the round is still as the extension saw it) and queue the
    /// announcement. Returns whether the deadline moved.
    pub async fn mark_sent_extending(
        &self,
        id: i64,
        now_text: &str,
        now_ms: i64,
        ext: &CallWaitExtension,
    ) -> Result<bool, StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query("UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2")
            .bind(now_text)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let moved = sqlx::query(
            "UPDATE deadlines SET deadline_at = $1, reminder_at = $2, call_wait_ms = $3 \
             WHERE game_id = $4 AND round = $5 AND call_wait_ms = $6",
        )
        .bind(ext.deadline_ms)
        .bind(ext.reminder_ms)
        .bind(ext.new_wait_ms)
        .bind(&ext.game_id)
        .bind(i64::from(ext.round))
        .bind(ext.old_wait_ms)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        let step = Step {
            now_ms,
            now_text: now_text.to_string(),
            outbox: if moved { ext.mails.clone() } else { Vec::new() },
            ..Default::default()
        };
        Self::write_step(&mut tx, &step, 0).await?;
        tx.commit().await?;
        self.wake_if(&step);
        Ok(moved)
    }

    /// The sent bodies' upkeep (`[storage]` in the config): drop the bodies of mails sent more
    /// than `prune_after_days` ago (0: never), compress those sent more than
    /// `compress_after_hours` ago (`now_ms`: now). Returns (compressed, pruned).
    pub async fn maintain_sent_bodies(
        &self,
        compress_after_hours: u32,
        prune_after_days: u32,
        now_ms: i64,
    ) -> Result<(u64, u64), StoreError> {
        let pruned = if prune_after_days > 0 {
            self.prune_sent_bodies(now_ms - i64::from(prune_after_days) * 86_400_000)
                .await?
        } else {
            0
        };
        let compressed = self
            .compress_sent_bodies(now_ms - i64::from(compress_after_hours) * 3_600_000)
            .await?;
        self.drop_sent_attachments(now_ms - i64::from(compress_after_hours) * 3_600_000)
            .await?;
        Ok((compressed, pruned))
    }

    /// Issue 25 §3: forget the files (board pictures, ~0.3 MB each) of mails sent or failed
    /// before `before_ms`: they are never sent again. Returns how many were dropped.
    pub async fn drop_sent_attachments(&self, before_ms: i64) -> Result<u64, StoreError> {
        let done = sqlx::query(
            "DELETE FROM mail_attachments WHERE message_id IN (SELECT message_id FROM outbox \
             WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) \
             AND created_ms IS NOT NULL AND created_ms < $1)",
        )
        .bind(before_ms)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// Forget the bodies of mails sent before `before_ms` (their headers, recipients and times
    /// stay). Returns how many bodies were dropped.
    pub async fn prune_sent_bodies(&self, before_ms: i64) -> Result<u64, StoreError> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE outbox SET body = '', body_id = NULL WHERE sent_at IS NOT NULL \
             AND (body <> '' OR body_id IS NOT NULL) AND created_ms IS NOT NULL AND created_ms < $1",
        )
        .bind(before_ms)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "DELETE FROM mail_bodies WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE body_id = mail_bodies.id)",
        )
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }

    /// Compress the bodies of mails sent (or failed) before `before_ms` into `mail_bodies`
    /// (identical bodies once); they read back as before. Returns how many were compressed.
    pub async fn compress_sent_bodies(&self, before_ms: i64) -> Result<u64, StoreError> {
        use sha2::{Digest, Sha256};
        let mut done = 0u64;
        loop {
            let rows = sqlx::query(
                "SELECT id, body FROM outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) \
                 AND body <> '' AND (created_ms IS NULL OR created_ms < $1) LIMIT 500",
            )
            .bind(before_ms)
            .fetch_all(&self.pool)
            .await?;
            if rows.is_empty() {
                return Ok(done);
            }
            let mut tx = self.begin().await?;
            for r in &rows {
                let id: i64 = r.try_get("id")?;
                let body: String = r.try_get("body")?;
                let hash = Sha256::digest(body.as_bytes())[..16].to_vec();
                let existing: Option<i64> =
                    sqlx::query_scalar("SELECT id FROM mail_bodies WHERE hash = $1")
                        .bind(&hash)
                        .fetch_optional(&mut *tx)
                        .await?;
                let body_id: i64 =
                    match existing {
                        Some(b) => b,
                        None => sqlx::query_scalar(
                            "INSERT INTO mail_bodies (hash, body_z) VALUES ($1, $2) RETURNING id",
                        )
                        .bind(&hash)
                        .bind(deflate(&body)?)
                        .fetch_one(&mut *tx)
                        .await?,
                    };
                sqlx::query("UPDATE outbox SET body = '', body_id = $1 WHERE id = $2")
                    .bind(body_id)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            done += rows.len() as u64;
        }
    }

    /// Checkpoint the WAL and compact the database file in place.
    pub async fn vacuum(&self) -> Result<(), StoreError> {
        if self.backend == Backend::Postgres {
            // PostgreSQL's autovacuum keeps the tables; a plain VACUUM returns dead rows' space.
            sqlx::query("VACUUM").execute(&self.pool).await?;
            return Ok(());
        }
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&self.pool)
            .await?;
        sqlx::query("VACUUM").execute(&self.pool).await?;
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Copy the live database into a new file, compacted (`VACUUM INTO`).
    pub async fn vacuum_into(&self, path: &Path) -> Result<(), StoreError> {
        if self.backend == Backend::Postgres {
            return Err(StoreError::Unsupported(
                "a copy of a PostgreSQL database is made with pg_dump (or `rorgm game export`)",
            ));
        }
        let p = path.to_string_lossy().into_owned();
        sqlx::query("VACUUM INTO $1")
            .bind(p)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The latest snapshot of a game: its input sequence number and state.
    pub async fn last_snapshot(&self, game_id: &str) -> Result<Option<(i64, String)>, StoreError> {
        let row = sqlx::query(
            "SELECT seq, state_json FROM snapshots WHERE game_id = $1 ORDER BY seq DESC LIMIT 1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| Ok((r.try_get("seq")?, r.try_get("state_json")?)))
            .transpose()
    }

    /// All outbox rows of a game (or all), in order.
    pub async fn outbox(&self, game_id: Option<&str>) -> Result<Vec<OutboxRow>, StoreError> {
        let rows = sqlx::query(concat!(
            outbox_select!(),
            "WHERE ($1 IS NULL OR o.game_id = $2) ORDER BY o.id"
        ))
        .bind(game_id)
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(OutboxRow::from_row).collect()
    }

    /// One outbox row by its Message-ID.
    pub async fn outbox_by_message_id(&self, id: &str) -> Result<Option<OutboxRow>, StoreError> {
        let row = sqlx::query(concat!(outbox_select!(), "WHERE o.message_id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(OutboxRow::from_row).transpose()
    }

    /// A bounce came back for this outbox row: mark its delivery failed. Returns how many of
    /// our mails to that address have bounced so far.
    pub async fn mark_bounced(
        &self,
        id: i64,
        why: &str,
        now_text: &str,
    ) -> Result<i64, StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query(
            "UPDATE outbox SET failed_at = COALESCE(failed_at, $1), last_error = $2 WHERE id = $3",
        )
        .bind(now_text)
        .bind(format!("bounced: {why}"))
        .bind(id)
        .execute(&mut *tx)
        .await?;
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM outbox WHERE to_addr = (SELECT to_addr FROM outbox WHERE id = $1) \
             AND last_error LIKE 'bounced:%'",
        )
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        let n: i64 = row.try_get("n")?;
        tx.commit().await?;
        Ok(n)
    }

    /// Earliest instant (unix ms) at which an unsent outbox row becomes due.
    pub async fn next_outbox_due(&self) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(
            "SELECT MIN(next_attempt_at) AS t FROM outbox o WHERE sent_at IS NULL AND failed_at IS NULL AND held_seq IS NULL \
             AND id = (SELECT MIN(id) FROM outbox p WHERE p.to_addr = o.to_addr AND p.sent_at IS NULL AND p.failed_at IS NULL AND p.held_seq IS NULL)",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<Option<i64>, _>("t")?)
    }

    pub async fn mark_sent(&self, id: i64, now_text: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2")
            .bind(now_text)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Note why a mail could not be sent without counting an attempt (the server was unreachable).
    pub async fn note_error(&self, id: i64, error: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET last_error = $1 WHERE id = $2")
            .bind(error)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Make every waiting mail due at `now_ms` (after an outage: creation order again).
    pub async fn make_waiting_due(&self, now_ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET next_attempt_at = $1 WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at > $2",
        )
        .bind(now_ms)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn mark_retry(&self, id: i64, error: &str, next_ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3",
        )
        .bind(error)
        .bind(next_ms)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn mark_failed(
        &self,
        id: i64,
        error: &str,
        now_text: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET attempts = attempts + 1, last_error = $1, failed_at = $2 WHERE id = $3",
        )
        .bind(error)
        .bind(now_text)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Rounds whose deadline has passed.
    pub async fn due_deadlines(&self, now_ms: i64) -> Result<Vec<DeadlineRow>, StoreError> {
        let rows = sqlx::query(
            concat!("SELECT game_id, round, deadline_at, reminder_at, reminded FROM deadlines WHERE deadline_at <= $1 \
             AND ", no_waiting_call!(), " AND game_id NOT IN (SELECT game_id FROM pauses) ORDER BY deadline_at"),
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        self.owned_rows(rows.iter().map(DeadlineRow::from_row))
    }

    /// Issue 26: the rows of the games this referee steps (all of them unless it shares the
    /// games with other referees).
    fn owned_rows(
        &self,
        rows: impl Iterator<Item = Result<DeadlineRow, StoreError>>,
    ) -> Result<Vec<DeadlineRow>, StoreError> {
        let mut out = Vec::new();
        for r in rows {
            let r = r?;
            if self.owns(&r.game_id) {
                out.push(r);
            }
        }
        Ok(out)
    }

    /// Rounds whose reminder is due and not yet sent.
    pub async fn due_reminders(&self, now_ms: i64) -> Result<Vec<DeadlineRow>, StoreError> {
        let rows = sqlx::query(concat!(
            "SELECT game_id, round, deadline_at, reminder_at, reminded FROM deadlines \
             WHERE reminded = 0 AND reminder_at <= $1 AND deadline_at > $2 AND ",
            no_waiting_call!(),
            " AND game_id NOT IN (SELECT game_id FROM pauses) ORDER BY reminder_at"
        ))
        .bind(now_ms)
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        self.owned_rows(rows.iter().map(DeadlineRow::from_row))
    }

    pub async fn deadline(&self, game_id: &str) -> Result<Option<DeadlineRow>, StoreError> {
        let row = sqlx::query(
            "SELECT game_id, round, deadline_at, reminder_at, reminded FROM deadlines WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(DeadlineRow::from_row).transpose()
    }

    /// Earliest pending deadline or reminder instant (unix ms), to sleep until.
    /// Issue 26: of the games this referee steps.
    pub async fn next_timer(&self) -> Result<Option<i64>, StoreError> {
        let rows = sqlx::query(
            concat!("SELECT game_id, CASE WHEN reminded = 0 AND reminder_at < deadline_at THEN reminder_at ELSE deadline_at END AS t \
             FROM deadlines WHERE ", no_waiting_call!(), " AND game_id NOT IN (SELECT game_id FROM pauses)"),
        )
        .fetch_all(&self.pool)
        .await?;
        let mut first: Option<i64> = None;
        for r in &rows {
            let game: String = r.try_get("game_id")?;
            let t: i64 = r.try_get("t")?;
            if self.owns(&game) {
                first = Some(first.map_or(t, |f| f.min(t)));
            }
        }
        Ok(first)
    }

    /// The input log of a game, in order.
    pub async fn inputs(&self, game_id: &str) -> Result<Vec<InputRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, input_json, source FROM inputs WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(InputRow::from_row).collect()
    }

    /// Every event of a game, in order, as stored.
    pub async fn events(&self, game_id: &str) -> Result<Vec<rules::Event>, StoreError> {
        let rows =
            sqlx::query("SELECT event_json FROM events WHERE game_id = $1 ORDER BY seq, idx")
                .bind(game_id)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                let text: String = r.try_get("event_json")?;
                serde_json::from_str(&text)
                    .map_err(|e| StoreError::Corrupt(format!("event json: {e}")))
            })
            .collect()
    }
}

#[cfg(test)]
mod lease_tests;
#[cfg(test)]
mod tests;

/// Issue 26: the PostgreSQL server of the tests (scripts/postgres.sh starts one on loopback).
/// The store's tests and the integration tests run on it as on SQLite.
pub mod testing {
    use super::StoreError;

    /// The variable that names the test server's database (`scripts/postgres.sh url`).
    pub const PG_URL_VAR: &str = "RORGM_TEST_PG_URL";

    /// The URL of the test database: `None` when the variable is unset (the PostgreSQL tests
    /// are skipped), an error when it is unset with `CI=true` (they must run there).
    pub fn postgres_test_base() -> Result<Option<String>, StoreError> {
        match std::env::var(PG_URL_VAR) {
            Ok(url) if !url.is_empty() => Ok(Some(url)),
            _ if std::env::var("CI").is_ok_and(|v| v == "true") => Err(StoreError::Unsupported(
                "RORGM_TEST_PG_URL is not set: with CI=true the PostgreSQL tests must run \
                     (scripts/test.sh starts the server and sets it)",
            )),
            _ => Ok(None),
        }
    }

    /// A new, empty schema in the test database, as the URL whose connections use it (its
    /// `search_path`); `None` when there is no test server ([`postgres_test_base`]).
    pub async fn postgres_test_schema() -> Result<Option<String>, StoreError> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let Some(base) = postgres_test_base()? else {
            return Ok(None);
        };
        sqlx::any::install_default_drivers();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let name = format!(
            "t{}_{}_{}",
            std::process::id(),
            nanos % 1_000_000_000_000,
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let pool = sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .connect(&base)
            .await?;
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {name}")))
            .execute(&pool)
            .await?;
        pool.close().await;
        let sep = if base.contains('?') { '&' } else { '?' };
        Ok(Some(format!("{base}{sep}options[search_path]={name}")))
    }
}
