//! Issue 26: several `rorgm serve` processes share the games of one PostgreSQL database.
//!
//! Each game has one owner at a time: a row of `game_leases` (owner, epoch, expiry) that its
//! owner renews with a heartbeat ([`Store::heartbeat`], every [`HEARTBEAT`]); a lease not
//! renewed for [`LEASE_TTL`] expires, and another referee takes the game over with the epoch
//! raised by one. Each referee takes its share of the games (the games divided by the referees
//! alive, `referees`) and gives back what it holds beyond it. Times are the database server's
//! clock (unix ms), so the referees' clocks play no part in who owns a game.
//!
//! Fencing: every transaction that changes a game checks, inside itself, that the lease is
//! still this process's with the epoch it took ([`Store::fence`]); a referee that lost its
//! lease (paused, cut off, too slow) commits nothing to the game: its step fails with
//! [`StoreError::NotOwner`] and the mail that caused it is left for the owner.
//!
//! On SQLite there is one `serve` per file (the serve lock, `ServeLock`): it owns every game,
//! and nothing here is used.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sqlx::Row;

use super::{Backend, Store, StoreError};

/// How long a lease lasts without a heartbeat: a crashed referee's games are taken over
/// within this (and one heartbeat of the taker).
pub const LEASE_TTL: Duration = Duration::from_secs(20);

/// How often a referee renews its leases and takes the games it should.
pub const HEARTBEAT: Duration = Duration::from_secs(5);

/// The database server's clock in unix ms (a SQL expression).
macro_rules! db_now_ms {
    () => {
        "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT"
    };
}

/// The games one referee owns, with the epoch of each lease.
#[derive(Debug)]
pub struct Ownership {
    /// This process's name in `game_leases.owner` (unique per process).
    id: String,
    ttl: Duration,
    leases: Mutex<HashMap<String, i64>>,
    /// When the last heartbeat succeeded (a referee cut off from the database longer than the
    /// lease forgets its games).
    renewed: Mutex<Option<Instant>>,
}

/// What one heartbeat changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeaseChange {
    /// Games taken (new, or taken over from a referee whose lease expired).
    pub taken: Vec<String>,
    /// Games this referee held and lost (its lease expired and was taken) or gave back.
    pub lost: Vec<String>,
    /// The games it owns now.
    pub owned: usize,
    /// The referees alive, this one included.
    pub referees: i64,
}

impl Ownership {
    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<String, i64>> {
        match self.leases.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        }
    }

    fn renewed(&self) -> std::sync::MutexGuard<'_, Option<Instant>> {
        match self.renewed.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        }
    }
}

/// A name for this process: host, pid and a random part (a restarted process is a new owner).
fn process_name() -> String {
    let host = std::env::var("HOSTNAME").unwrap_or_else(|_| "host".into());
    // The standard library's per-process random hash keys.
    let tail = std::hash::BuildHasher::hash_one(
        &std::collections::hash_map::RandomState::new(),
        std::time::SystemTime::now(),
    );
    format!("{host}.{}.{:08x}", std::process::id(), tail as u32)
}

impl Store {
    /// This store as one of several referees sharing the games (PostgreSQL): it steps only the
    /// games whose lease it holds, and claims the mails it sends. On SQLite the store is
    /// returned as it is (one `serve` per file owns every game).
    pub fn sharing_games(&self, ttl: Duration) -> Store {
        if self.backend != Backend::Postgres {
            return self.clone();
        }
        let mut s = self.clone();
        s.owner = Some(Arc::new(Ownership {
            id: process_name(),
            ttl,
            leases: Mutex::new(HashMap::new()),
            renewed: Mutex::new(None),
        }));
        s
    }

    /// The name of this referee among those sharing the games (`None`: it owns every game).
    pub fn owner_id(&self) -> Option<&str> {
        self.owner.as_ref().map(|o| o.id.as_str())
    }

    /// Whether this process steps `game_id`: always, unless it shares the games with other
    /// referees and does not hold the game's lease.
    pub fn owns(&self, game_id: &str) -> bool {
        match &self.owner {
            None => true,
            Some(o) => o.map().contains_key(game_id),
        }
    }

    /// The games whose lease this referee holds (`None`: it owns every game).
    pub fn owned_games(&self) -> Option<Vec<String>> {
        self.owner.as_ref().map(|o| {
            let mut v: Vec<String> = o.map().keys().cloned().collect();
            v.sort();
            v
        })
    }

    /// Issue 26, fencing: inside a transaction that changes `game_id`, check that this
    /// referee still holds its lease with the epoch it took (and that it has not expired);
    /// [`StoreError::NotOwner`] otherwise (the caller's transaction is then dropped, so rolled
    /// back). Nothing to check for a store that owns every game.
    pub(crate) async fn fence(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
    ) -> Result<(), StoreError> {
        let Some(own) = &self.owner else {
            return Ok(());
        };
        let epoch = own.map().get(game_id).copied();
        let Some(epoch) = epoch else {
            return Err(StoreError::NotOwner(game_id.to_string()));
        };
        let n = sqlx::query(concat!(
            "UPDATE game_leases SET epoch = epoch WHERE game_id = $1 AND owner = $2 \
             AND epoch = $3 AND expires_ms > ",
            db_now_ms!()
        ))
        .bind(game_id)
        .bind(&own.id)
        .bind(epoch)
        .execute(&mut **tx)
        .await?
        .rows_affected();
        if n == 0 {
            own.map().remove(game_id);
            return Err(StoreError::NotOwner(game_id.to_string()));
        }
        Ok(())
    }

    /// One heartbeat: note this referee alive, renew its leases, take unowned games and games
    /// whose lease expired up to its share (the games divided by the referees alive, rounded
    /// up), and give back what it holds beyond its share. One transaction.
    pub async fn heartbeat(&self) -> Result<LeaseChange, StoreError> {
        let Some(own) = &self.owner else {
            return Ok(LeaseChange::default());
        };
        match self.heartbeat_tx(own).await {
            Ok(change) => {
                *own.renewed() = Some(Instant::now());
                Ok(change)
            }
            Err(e) => {
                // Cut off from the database longer than a lease: the games are someone
                // else's by now (the fence would refuse every commit anyway).
                let stale = own.renewed().is_none_or(|t| t.elapsed() >= own.ttl);
                if stale {
                    own.map().clear();
                }
                Err(e)
            }
        }
    }

    async fn heartbeat_tx(&self, own: &Ownership) -> Result<LeaseChange, StoreError> {
        let ttl = own.ttl.as_millis() as i64;
        let mut tx = self.pool.begin().await?;
        sqlx::query(concat!(
            "INSERT INTO referees (owner, expires_ms) VALUES ($1, ",
            db_now_ms!(),
            " + $2) ON CONFLICT (owner) DO UPDATE SET expires_ms = excluded.expires_ms"
        ))
        .bind(&own.id)
        .bind(ttl)
        .execute(&mut *tx)
        .await?;
        sqlx::query(concat!(
            "DELETE FROM referees WHERE expires_ms < ",
            db_now_ms!(),
            " - 600000"
        ))
        .execute(&mut *tx)
        .await?;
        let referees: i64 = sqlx::query_scalar(concat!(
            "SELECT COUNT(*) FROM referees WHERE expires_ms > ",
            db_now_ms!()
        ))
        .fetch_one(&mut *tx)
        .await?;
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut *tx)
            .await?;
        // Renew what is still ours (a lease that expired is taken again below, with a new
        // epoch: a step begun under the old one is refused).
        let renewed: Vec<(String, i64)> = sqlx::query(concat!(
            "UPDATE game_leases SET expires_ms = ",
            db_now_ms!(),
            " + $1 WHERE owner = $2 AND expires_ms > ",
            db_now_ms!(),
            " RETURNING game_id, epoch"
        ))
        .bind(ttl)
        .bind(&own.id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("game_id")?, r.try_get("epoch")?)))
        .collect::<Result<_, sqlx::Error>>()?;
        let share = (games + referees.max(1) - 1) / referees.max(1);
        let mut held: HashMap<String, i64> = renewed.into_iter().collect();
        let mut taken = Vec::new();
        let want = share - held.len() as i64;
        if want > 0 {
            let rows = sqlx::query(concat!(
                "UPDATE game_leases SET owner = $1, epoch = epoch + 1, expires_ms = ",
                db_now_ms!(),
                " + $2 WHERE game_id IN (SELECT game_id FROM game_leases WHERE expires_ms <= ",
                db_now_ms!(),
                " ORDER BY game_id LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING game_id, epoch"
            ))
            .bind(&own.id)
            .bind(ttl)
            .bind(want)
            .fetch_all(&mut *tx)
            .await?;
            for r in &rows {
                let g: String = r.try_get("game_id")?;
                held.insert(g.clone(), r.try_get("epoch")?);
                taken.push(g);
            }
        }
        let want = share - held.len() as i64;
        if want > 0 {
            let rows = sqlx::query(concat!(
                "INSERT INTO game_leases (game_id, owner, epoch, expires_ms) \
                 SELECT g.id, $1, 1, ",
                db_now_ms!(),
                " + $2 FROM games g WHERE NOT EXISTS \
                 (SELECT 1 FROM game_leases l WHERE l.game_id = g.id) ORDER BY g.id LIMIT $3 \
                 ON CONFLICT (game_id) DO NOTHING RETURNING game_id, epoch"
            ))
            .bind(&own.id)
            .bind(ttl)
            .bind(want)
            .fetch_all(&mut *tx)
            .await?;
            for r in &rows {
                let g: String = r.try_get("game_id")?;
                held.insert(g.clone(), r.try_get("epoch")?);
                taken.push(g);
            }
        }
        // Beyond the share: give back (the lease expires now; whoever takes it raises the
        // epoch). Never the last games of a referee alone.
        let mut given = Vec::new();
        if referees > 1 && held.len() as i64 > share {
            let mut mine: Vec<String> = held.keys().cloned().collect();
            mine.sort();
            for g in mine.into_iter().skip(share.max(0) as usize) {
                held.remove(&g);
                given.push(g);
            }
            // Out of the map first: no new step starts on them.
            {
                let mut map = own.map();
                for g in &given {
                    map.remove(g);
                }
            }
            for g in &given {
                sqlx::query(concat!(
                    "UPDATE game_leases SET expires_ms = ",
                    db_now_ms!(),
                    " WHERE game_id = $1 AND owner = $2"
                ))
                .bind(g)
                .bind(&own.id)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        let mut map = own.map();
        let mut lost: Vec<String> = map
            .keys()
            .filter(|g| !held.contains_key(*g))
            .cloned()
            .collect();
        lost.extend(given);
        lost.sort();
        lost.dedup();
        *map = held;
        Ok(LeaseChange {
            taken,
            lost,
            owned: map.len(),
            referees,
        })
    }

    /// Give back every lease (a clean shutdown: the others take the games at their next
    /// heartbeat instead of after the lease time).
    pub async fn release_games(&self) -> Result<(), StoreError> {
        let Some(own) = &self.owner else {
            return Ok(());
        };
        own.map().clear();
        sqlx::query(concat!(
            "UPDATE game_leases SET expires_ms = ",
            db_now_ms!(),
            " WHERE owner = $1"
        ))
        .bind(&own.id)
        .execute(&self.pool)
        .await?;
        sqlx::query("DELETE FROM referees WHERE owner = $1")
            .bind(&own.id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Issue 26: claim the outbox rows `ids` for this sender until `until_ms` (its clock), so
    /// that no other referee sends them meanwhile. Returns the ids claimed (a row already
    /// claimed by another sender, or sent meanwhile, is not). A store that owns every game
    /// (SQLite: one sender) claims nothing and gets every id back.
    pub async fn claim_to_send(
        &self,
        ids: &[i64],
        now_ms: i64,
        until_ms: i64,
    ) -> Result<Vec<i64>, StoreError> {
        let Some(own) = &self.owner else {
            return Ok(ids.to_vec());
        };
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        // The ids are numbers: written into the statement (one statement for the batch).
        let list = ids
            .iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(",");
        let sql = format!(
            "UPDATE outbox SET claimed_by = $1, claimed_until = $2 WHERE id IN ({list}) \
             AND sent_at IS NULL AND failed_at IS NULL \
             AND (claimed_by IS NULL OR claimed_by = $3 OR claimed_until <= $4) RETURNING id"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(&own.id)
            .bind(until_ms)
            .bind(&own.id)
            .bind(now_ms)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok(r.try_get::<i64, _>("id")?))
            .collect()
    }

    /// Issue 26: of `ids`, the rows already sent, failed, or in doubt (a dead sender's mail in
    /// flight, its journal line applied): they are not to be sent as they stand.
    pub async fn settled_or_in_doubt(
        &self,
        ids: &[i64],
    ) -> Result<std::collections::HashSet<i64>, StoreError> {
        if ids.is_empty() {
            return Ok(Default::default());
        }
        // The ids are numbers: written into the statement (one statement for the batch).
        let list = ids
            .iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(",");
        let sql = format!(
            "SELECT id FROM outbox WHERE id IN ({list}) \
             AND (sent_at IS NOT NULL OR failed_at IS NOT NULL OR doubt_ms IS NOT NULL)"
        );
        let found: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
            .fetch_all(&self.pool)
            .await?;
        Ok(found.into_iter().collect())
    }

    /// The outbox rows another live sender has claimed (their journal lines in flight are
    /// theirs to finish, not in doubt).
    pub(crate) async fn claimed_by_others(
        &self,
        now_ms: i64,
    ) -> Result<std::collections::HashSet<i64>, StoreError> {
        let me = self.owner_id().unwrap_or("");
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT id FROM outbox WHERE sent_at IS NULL AND claimed_by IS NOT NULL \
             AND claimed_by <> $1 AND claimed_until > $2",
        )
        .bind(me)
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        Ok(ids.into_iter().collect())
    }
}
