//! Persistence in SQLite through sqlx (runtime queries; migrations in `migrations/`, WAL).
//!
//! Every write that belongs to one step of the referee (a mail taken in, a round resolved, a game
//! created) happens in one transaction: the input log, the snapshot, the events, the outbox rows
//! and the inbound-mail record commit together or not at all (DESIGN.md "Mail": exactly once).

mod export;
mod gm;
mod rows;

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqlitePool};

pub use gm::PauseRow;
pub use rows::*;

use crate::mail::auth::DkimMode;

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
    #[error("another `rorgm serve` is already running on {path} (lock file {lock}); stop it first")]
    Locked {
        path: std::path::PathBuf,
        lock: std::path::PathBuf,
    },
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
    /// Take the lock beside the database file, or say who holds it.
    pub fn acquire(db_path: &Path) -> Result<ServeLock, StoreError> {
        let mut name = db_path.as_os_str().to_os_string();
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

/// Handle to the database; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

fn vis_text(v: &crate::rules::Visibility) -> String {
    match v {
        crate::rules::Visibility::Public => "public".into(),
        crate::rules::Visibility::Faction(f) => format!("faction:{}", f.0),
        crate::rules::Visibility::Gm => "gm".into(),
    }
}

impl Store {
    /// Open the SQLite file, creating it if missing (`rorgm init`, `game new`, the demo and
    /// tests), switch to WAL and apply the migrations.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        Self::connect(path, true).await
    }

    /// Open a database that rorgm created, refusing anything else (issue 11: a wrong
    /// `database.path`, or an empty file, must not become a fresh database that swallows the
    /// players' mail). Every error names the path.
    pub async fn open_existing(path: &Path) -> Result<Store, StoreError> {
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
        let store = Self::connect_unmigrated(path, false).await?;
        let has_games: Option<String> = sqlx::query_scalar(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'games'",
        )
        .fetch_optional(&store.pool)
        .await
        .map_err(|source| StoreError::Open {
            path: path.to_path_buf(),
            source,
        })?;
        if has_games.is_none() {
            return Err(not("it has no games table"));
        }
        sqlx::migrate!("./migrations").run(&store.pool).await?;
        Ok(store)
    }

    async fn connect(path: &Path, create: bool) -> Result<Store, StoreError> {
        let store = Self::connect_unmigrated(path, create).await?;
        sqlx::migrate!("./migrations").run(&store.pool).await?;
        Ok(store)
    }

    async fn connect_unmigrated(path: &Path, create: bool) -> Result<Store, StoreError> {
        let open_err = |source| StoreError::Open {
            path: path.to_path_buf(),
            source,
        };
        let opts = SqliteConnectOptions::from_str("sqlite:")
            .map_err(open_err)?
            .filename(path)
            .create_if_missing(create)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(opts)
            .await
            .map_err(open_err)?;
        Ok(Store { pool })
    }

    /// Issue 11, the poison-mail guard: note that this process starts taking in `source_key`.
    /// Returns how many earlier attempts were left unfinished by a process that died.
    pub async fn begin_intake_attempt(
        &self,
        source_key: &str,
        run_id: &str,
        now_text: &str,
    ) -> Result<i64, StoreError> {
        let row = sqlx::query(
            "INSERT INTO intake_attempts (source_key, run_id, interrupted, started_at) \
             VALUES (?, ?, 0, ?) \
             ON CONFLICT (source_key) DO UPDATE SET \
               interrupted = interrupted + (run_id <> excluded.run_id), \
               run_id = excluded.run_id, started_at = excluded.started_at \
             RETURNING interrupted",
        )
        .bind(source_key)
        .bind(run_id)
        .bind(now_text)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get("interrupted")?)
    }

    /// Unfinished attempts of an earlier process for this mail (0 if none).
    pub async fn interrupted_intakes(
        &self,
        source_key: &str,
        run_id: &str,
    ) -> Result<i64, StoreError> {
        let row = sqlx::query(
            "SELECT interrupted + (run_id <> ?) AS n FROM intake_attempts WHERE source_key = ?",
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
        sqlx::query("DELETE FROM intake_attempts WHERE source_key = ?")
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
             WHERE game_id = ? AND faction = ? AND kind = ?",
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
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO games (id, scenario, setup_json, seed_hex, seed_sha256, status, round, \
             last_seq, state_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
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
                "INSERT INTO players (game_id, faction, name, address, token) VALUES (?, ?, ?, ?, ?)",
            )
            .bind(&p.game_id)
            .bind(p.faction as i64)
            .bind(&p.name)
            .bind(&p.address)
            .bind(&p.token)
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("INSERT INTO snapshots (game_id, seq, round, state_json) VALUES (?, 0, ?, ?)")
            .bind(&game.id)
            .bind(game.round as i64)
            .bind(&game.state_json)
            .execute(&mut *tx)
            .await?;
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Commit one referee step atomically. Returns the sequence number of its last input.
    pub async fn commit_step(&self, step: &Step) -> Result<i64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let mut seq = 0i64;
        if let Some(game_id) = &step.game_id {
            let row = sqlx::query("SELECT last_seq FROM games WHERE id = ?")
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
                    "INSERT INTO inputs (game_id, seq, input_json, source, created_at) VALUES (?, ?, ?, ?, ?)",
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
                    "UPDATE games SET state_json = ?, status = ?, round = ?, last_seq = ?, updated_at = ? WHERE id = ?",
                )
                .bind(&state.state_json)
                .bind(&state.status)
                .bind(state.round as i64)
                .bind(seq)
                .bind(&step.now_text)
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
                if state.snapshot {
                    sqlx::query(
                        "INSERT OR REPLACE INTO snapshots (game_id, seq, round, state_json) VALUES (?, ?, ?, ?)",
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
        Ok(seq)
    }

    /// Issue 9: a game's observers get a copy of every public announcement of the step (one
    /// per distinct text), and nothing else. Their copies have no personal reply address.
    async fn observer_copies(
        tx: &mut sqlx::Transaction<'_, sqlx::Sqlite>,
        step: &Step,
    ) -> Result<Vec<NewMail>, StoreError> {
        let mut out = Vec::new();
        let announcements: Vec<&NewMail> = step
            .outbox
            .iter()
            .filter(|m| m.kind == "announcement" && m.game_id.is_some())
            .collect();
        let Some(game_id) = announcements.first().and_then(|m| m.game_id.clone()) else {
            return Ok(out);
        };
        let observers: Vec<String> =
            sqlx::query_scalar("SELECT address FROM observers WHERE game_id = ? ORDER BY rowid")
                .bind(&game_id)
                .fetch_all(&mut **tx)
                .await?;
        if observers.is_empty() {
            return Ok(out);
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
                out.push(NewMail {
                    message_id: format!("{local}.obs{i}@{domain}"),
                    to_addr: addr.clone(),
                    reply_to: None,
                    kind: "observer".into(),
                    auto_submitted: true,
                    ..m.clone()
                });
            }
        }
        Ok(out)
    }

    async fn write_step(
        tx: &mut sqlx::Transaction<'_, sqlx::Sqlite>,
        step: &Step,
        seq: i64,
    ) -> Result<(), StoreError> {
        if let Some(game_id) = &step.game_id {
            for (idx, ev) in step.events.iter().enumerate() {
                let json = serde_json::to_string(ev)
                    .map_err(|e| StoreError::Corrupt(format!("event not serialisable: {e}")))?;
                sqlx::query(
                    "INSERT INTO events (game_id, seq, idx, visibility, event_json) VALUES (?, ?, ?, ?, ?)",
                )
                .bind(game_id)
                .bind(seq)
                .bind(idx as i64)
                .bind(vis_text(&ev.visibility))
                .bind(json)
                .execute(&mut **tx)
                .await?;
            }
            match &step.deadline {
                DeadlineChange::Keep => {}
                DeadlineChange::Clear => {
                    sqlx::query("DELETE FROM deadlines WHERE game_id = ?")
                        .bind(game_id)
                        .execute(&mut **tx)
                        .await?;
                }
                DeadlineChange::Set(d) => {
                    sqlx::query(
                        "INSERT OR REPLACE INTO deadlines (game_id, round, deadline_at, reminder_at, reminded) VALUES (?, ?, ?, ?, ?)",
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
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
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
            sqlx::query("DELETE FROM intake_attempts WHERE source_key = ?")
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
                 VALUES (?, ?, ?, ?, ?) \
                 ON CONFLICT (game_id, faction, kind) DO UPDATE SET \
                   last_sent_ms = COALESCE(?, last_sent_ms), \
                   withheld = CASE WHEN ? IS NULL THEN withheld + 1 ELSE 0 END",
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
        let copies = Self::observer_copies(tx, step).await?;
        for m in step.outbox.iter().chain(copies.iter()) {
            sqlx::query(
                "INSERT INTO outbox (game_id, message_id, kind, to_addr, reply_to, subject, body, in_reply_to, \
                 auto_submitted, created_at, attempts, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
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
            .bind(step.now_ms)
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
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

    pub async fn game(&self, id: &str) -> Result<GameRow, StoreError> {
        let row = sqlx::query(
            "SELECT id, scenario, setup_json, seed_hex, seed_sha256, status, round, last_seq, state_json, created_at, updated_at \
             FROM games WHERE id = ?",
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
            "SELECT game_id, faction, name, address, token FROM players WHERE game_id = ? ORDER BY faction",
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
        let mut tx = self.pool.begin().await?;
        for sql in [
            "DELETE FROM inputs WHERE game_id = ? AND seq > ?",
            "DELETE FROM events WHERE game_id = ? AND seq > ?",
            "DELETE FROM snapshots WHERE game_id = ? AND seq > ?",
        ] {
            sqlx::query(sql)
                .bind(game_id)
                .bind(keep_seq)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(
            "UPDATE games SET state_json = ?, status = ?, round = ?, last_seq = ?, updated_at = ? WHERE id = ?",
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
        Ok(())
    }

    /// Replace a seat's player (GM): new name, address and token, with the mails of the same step.
    /// The old player's own DKIM setting goes with the old player (the game's applies).
    pub async fn replace_player(&self, new: &PlayerRow, step: &Step) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE players SET name = ?, address = ?, token = ?, dkim = NULL WHERE game_id = ? AND faction = ?",
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
        Ok(())
    }

    /// The player whose secret token this is (tokens are unique across games).
    pub async fn player_by_token(&self, token: &str) -> Result<Option<PlayerRow>, StoreError> {
        let row = sqlx::query(
            "SELECT game_id, faction, name, address, token FROM players WHERE token = ?",
        )
        .bind(token)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(PlayerRow::from_row).transpose()
    }

    /// The DKIM settings of a game and of one of its players (`None`: not set there).
    pub async fn dkim_settings(
        &self,
        game_id: &str,
        faction: u8,
    ) -> Result<(Option<DkimMode>, Option<DkimMode>), StoreError> {
        let row = sqlx::query(
            "SELECT g.dkim AS game_dkim, p.dkim AS player_dkim FROM players p \
             JOIN games g ON g.id = p.game_id WHERE p.game_id = ? AND p.faction = ?",
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
        let read = |col: &str| -> Result<Option<DkimMode>, StoreError> {
            row.try_get::<Option<String>, _>(col)?
                .map(|t| {
                    t.parse::<DkimMode>()
                        .map_err(|e| StoreError::Corrupt(format!("{col} of {game_id}: {e}")))
                })
                .transpose()
        };
        Ok((read("game_dkim")?, read("player_dkim")?))
    }

    /// Set a game's DKIM setting (`None`: the config's applies).
    pub async fn set_game_dkim(
        &self,
        game_id: &str,
        mode: Option<DkimMode>,
    ) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE games SET dkim = ? WHERE id = ?")
            .bind(mode.map(DkimMode::as_str))
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
        mode: Option<DkimMode>,
    ) -> Result<(), StoreError> {
        let done = sqlx::query("UPDATE players SET dkim = ? WHERE game_id = ? AND faction = ?")
            .bind(mode.map(DkimMode::as_str))
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
        let row = sqlx::query("SELECT 1 FROM inbound WHERE source_key = ?")
            .bind(source_key)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// Was a mail with this dedup key from this sender already accepted?
    pub async fn dedup_seen(&self, dedup_key: &str, from: &str) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT 1 FROM inbound WHERE dedup_key = ? AND from_addr = ? AND outcome <> 'duplicate'",
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
             WHERE (? IS NULL OR game_id = ?) ORDER BY id",
        )
        .bind(game_id)
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(InboundRow::from_row).collect()
    }

    /// Outbox rows due for (re)sending now.
    pub async fn due_outbox(&self, now_ms: i64, limit: i64) -> Result<Vec<OutboxRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, game_id, message_id, kind, to_addr, reply_to, subject, body, in_reply_to, auto_submitted, attempts, sent_at, failed_at \
             FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?",
        )
        .bind(now_ms)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(OutboxRow::from_row).collect()
    }

    /// All outbox rows of a game (or all), in order.
    pub async fn outbox(&self, game_id: Option<&str>) -> Result<Vec<OutboxRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, game_id, message_id, kind, to_addr, reply_to, subject, body, in_reply_to, auto_submitted, attempts, sent_at, failed_at \
             FROM outbox WHERE (? IS NULL OR game_id = ?) ORDER BY id",
        )
        .bind(game_id)
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(OutboxRow::from_row).collect()
    }

    /// One outbox row by its Message-ID.
    pub async fn outbox_by_message_id(&self, id: &str) -> Result<Option<OutboxRow>, StoreError> {
        let row = sqlx::query(
            "SELECT id, game_id, message_id, kind, to_addr, reply_to, subject, body, in_reply_to, auto_submitted, attempts, sent_at, failed_at \
             FROM outbox WHERE message_id = ?",
        )
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
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE outbox SET failed_at = COALESCE(failed_at, ?), last_error = ? WHERE id = ?",
        )
        .bind(now_text)
        .bind(format!("bounced: {why}"))
        .bind(id)
        .execute(&mut *tx)
        .await?;
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM outbox WHERE to_addr = (SELECT to_addr FROM outbox WHERE id = ?) \
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
            "SELECT MIN(next_attempt_at) AS t FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<Option<i64>, _>("t")?)
    }

    pub async fn mark_sent(&self, id: i64, now_text: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?")
            .bind(now_text)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn mark_retry(&self, id: i64, error: &str, next_ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
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
            "UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ? WHERE id = ?",
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
            "SELECT game_id, round, deadline_at, reminder_at, reminded FROM deadlines WHERE deadline_at <= ? \
             AND game_id NOT IN (SELECT game_id FROM pauses) ORDER BY deadline_at",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(DeadlineRow::from_row).collect()
    }

    /// Rounds whose reminder is due and not yet sent.
    pub async fn due_reminders(&self, now_ms: i64) -> Result<Vec<DeadlineRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT game_id, round, deadline_at, reminder_at, reminded FROM deadlines \
             WHERE reminded = 0 AND reminder_at <= ? AND deadline_at > ? \
             AND game_id NOT IN (SELECT game_id FROM pauses) ORDER BY reminder_at",
        )
        .bind(now_ms)
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(DeadlineRow::from_row).collect()
    }

    pub async fn deadline(&self, game_id: &str) -> Result<Option<DeadlineRow>, StoreError> {
        let row = sqlx::query(
            "SELECT game_id, round, deadline_at, reminder_at, reminded FROM deadlines WHERE game_id = ?",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(DeadlineRow::from_row).transpose()
    }

    /// Earliest pending deadline or reminder instant (unix ms), to sleep until.
    pub async fn next_timer(&self) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(
            "SELECT MIN(CASE WHEN reminded = 0 AND reminder_at < deadline_at THEN reminder_at ELSE deadline_at END) AS t FROM deadlines \
             WHERE game_id NOT IN (SELECT game_id FROM pauses)",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<Option<i64>, _>("t")?)
    }

    /// The input log of a game, in order.
    pub async fn inputs(&self, game_id: &str) -> Result<Vec<InputRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, input_json, source FROM inputs WHERE game_id = ? ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(InputRow::from_row).collect()
    }

    /// Every event of a game, in order, as stored.
    pub async fn events(&self, game_id: &str) -> Result<Vec<crate::rules::Event>, StoreError> {
        let rows = sqlx::query("SELECT event_json FROM events WHERE game_id = ? ORDER BY seq, idx")
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
mod tests;
