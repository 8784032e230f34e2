//! Issue 26: several `rorgm serve` processes on one PostgreSQL database.
//!
//! One of them is the referee at a time: it holds a session-level advisory lock on a
//! connection of its own ([`Leadership`]) and does everything `serve` does (intake, deadlines,
//! sending); the others wait on standby and try the lock every few seconds. So each game has
//! one owner at a time (the leader owns every game), a mail is taken in by one process (and
//! the inbound record's unique source key still decides, as on SQLite), and one process
//! sends. PostgreSQL drops the lock the moment the leader's connection ends: a killed leader's
//! socket is closed by its kernel at once; a lost machine is found by the server's TCP
//! keepalives (set on the connection: idle 10 s, then 3 probes 5 s apart), so a standby takes
//! over within a minute. A leader that finds its connection gone must stop at once (another
//! process may already be the referee): [`Leadership::still_held`].
//!
//! On SQLite there is one `serve` per file (the serve lock, `ServeLock`), which is the leader.

use sqlx::{Connection, Row};

use super::{Backend, Store, StoreError};

/// The advisory lock key of the referee's role ("rorgm" in ASCII, then 1).
const LEADER_LOCK: i64 = 0x726f_7267_6d01;

/// The role of the referee on a PostgreSQL database, held while this lives.
#[derive(Debug)]
pub struct Leadership {
    /// The connection whose session holds the lock (`None` on SQLite: nothing to hold).
    conn: Option<sqlx::AnyConnection>,
}

impl Store {
    /// Try to become the referee of the database: `Some` when this process is now the leader,
    /// `None` when another process is. Always `Some` on SQLite.
    pub async fn try_lead(&self) -> Result<Option<Leadership>, StoreError> {
        let Some(url) = self
            .url
            .as_ref()
            .map(|u| u.0.as_str())
            .filter(|_| self.backend == Backend::Postgres)
        else {
            return Ok(Some(Leadership { conn: None }));
        };
        let mut conn = sqlx::AnyConnection::connect(url).await?;
        for set in [
            "SET tcp_keepalives_idle = 10",
            "SET tcp_keepalives_interval = 5",
            "SET tcp_keepalives_count = 3",
        ] {
            sqlx::query(set).execute(&mut conn).await?;
        }
        let row = sqlx::query("SELECT pg_try_advisory_lock($1) AS got")
            .bind(LEADER_LOCK)
            .fetch_one(&mut conn)
            .await?;
        let got: bool = row.try_get("got")?;
        if got {
            Ok(Some(Leadership { conn: Some(conn) }))
        } else {
            conn.close().await?;
            Ok(None)
        }
    }
}

impl Leadership {
    /// Whether this process is still the leader: its connection answers (the lock lives as
    /// long as the session). `false` means stop at once.
    pub async fn still_held(&mut self) -> bool {
        match self.conn.as_mut() {
            None => true,
            Some(conn) => sqlx::query("SELECT 1 AS one")
                .execute(&mut *conn)
                .await
                .is_ok(),
        }
    }
}
