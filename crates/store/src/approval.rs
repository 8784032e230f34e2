//! Store rows of approval mode (issue 9): a game whose automatic rulings wait for the GM.
//!
//! A step that makes an automatic ruling (a PB-04 judgement, a PB-10 ruling, a Default Move:
//! the events `referee::overrule::rulings` lists) in a game in approval mode opens a hold keyed
//! by the input that made it, and every mail of that step is written to the outbox held with it
//! (`outbox.held_seq`). Until the hold is released, every later mail of the game joins the
//! newest unreleased hold, so nothing overtakes the ruling's outcome. The sender skips held
//! rows; a held call for orders is a waiting call, so its round's deadline stands still and
//! moves by the wait once the call goes out (the existing call-wait extension). Holds are
//! released in the order they were made, each once it is approved or timed out: all in the
//! transaction that decides it. An overrule (or a rollback) cuts the log before the ruling: the
//! holds after the cut and their mails go with the void timeline (`cut_holds`).

use sqlx::Row;

use super::{Step, Store, StoreError};
use rules::{Event, EventKind, FrivolousWhy, RulingWhat};

/// One hold, as the GM's listing shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApprovalRow {
    pub game_id: String,
    /// The input whose events hold the ruling (`RulingEntry::seq`).
    pub seq: i64,
    pub made_ms: i64,
    /// It goes out as ruled at this instant (unix ms).
    pub due_ms: i64,
    pub state: ApprovalState,
    /// Its mails were let go.
    pub released: bool,
    /// The GM was told.
    pub notified: bool,
}

/// Where a hold stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApprovalState {
    /// Waiting for the GM.
    Waiting,
    /// The GM approved it (`gm approve`).
    Approved,
    /// No answer in the configured hours: it went out as ruled.
    TimedOut,
}

impl ApprovalState {
    fn text(self) -> &'static str {
        match self {
            ApprovalState::Waiting => "waiting",
            ApprovalState::Approved => "approved",
            ApprovalState::TimedOut => "timed_out",
        }
    }

    fn parse(s: &str) -> Result<ApprovalState, StoreError> {
        match s {
            "waiting" => Ok(ApprovalState::Waiting),
            "approved" => Ok(ApprovalState::Approved),
            "timed_out" => Ok(ApprovalState::TimedOut),
            other => Err(StoreError::Corrupt(format!("approval state {other}"))),
        }
    }
}

/// An event that records an automatic ruling that waits for the GM (the kinds `gm rulings`
/// lists). Issue 21: a PB-04 ruling on an attempt whose persuader commits money needs no
/// judgement (seed 004: such an attempt is not frivolous, S004/29), so it does not wait; it is
/// still listed and open to overrule.
pub fn makes_ruling(ev: &Event) -> bool {
    match &ev.kind {
        EventKind::Ruling {
            what:
                RulingWhat::Persuasion {
                    why: FrivolousWhy::Bribe { .. },
                    ..
                },
            ..
        } => false,
        EventKind::Ruling { .. } | EventKind::DefaultApplied { .. } => true,
        _ => false,
    }
}

fn approval_row(r: &sqlx::any::AnyRow) -> Result<ApprovalRow, StoreError> {
    Ok(ApprovalRow {
        game_id: r.try_get("game_id")?,
        seq: r.try_get("seq")?,
        made_ms: r.try_get("made_ms")?,
        due_ms: r.try_get("due_ms")?,
        state: ApprovalState::parse(&r.try_get::<String, _>("state")?)?,
        released: r.try_get::<i64, _>("released")? != 0,
        notified: r.try_get::<i64, _>("notified")? != 0,
    })
}

/// The select of an [`ApprovalRow`] (a macro, so that queries stay string literals).
macro_rules! approval_select {
    () => {
        "SELECT game_id, seq, made_ms, due_ms, state, released, notified FROM approvals "
    };
}

impl Store {
    /// The hours a ruling of the game waits for the GM; `None`: automatic (the default).
    pub async fn approval_hours(&self, game_id: &str) -> Result<Option<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT hours FROM approval_settings WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Put a game in approval mode (`Some(hours)`) or back to automatic rulings (`None`; holds
    /// already made still wait for their answer or their time).
    pub async fn set_approval_hours(
        &self,
        game_id: &str,
        hours: Option<i64>,
    ) -> Result<(), StoreError> {
        match hours {
            Some(h) => {
                sqlx::query(
                    "INSERT INTO approval_settings (game_id, hours) VALUES ($1, $2) \
                     ON CONFLICT (game_id) DO UPDATE SET hours = excluded.hours",
                )
                .bind(game_id)
                .bind(h)
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM approval_settings WHERE game_id = $1")
                    .bind(game_id)
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }

    /// Every hold of a game, oldest first.
    pub async fn approvals(&self, game_id: &str) -> Result<Vec<ApprovalRow>, StoreError> {
        let rows = sqlx::query(concat!(
            approval_select!(),
            "WHERE game_id = $1 ORDER BY seq"
        ))
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(approval_row).collect()
    }

    /// Holds the GM has not been told of yet, oldest first.
    pub async fn approvals_to_notify(&self) -> Result<Vec<ApprovalRow>, StoreError> {
        let rows = sqlx::query(concat!(
            approval_select!(),
            "WHERE notified = 0 ORDER BY made_ms, seq"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(approval_row).collect()
    }

    /// Holds still waiting whose time is up.
    pub async fn due_approvals(&self, now_ms: i64) -> Result<Vec<ApprovalRow>, StoreError> {
        let rows = sqlx::query(concat!(
            approval_select!(),
            "WHERE state = 'waiting' AND due_ms <= $1 ORDER BY due_ms"
        ))
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(approval_row).collect()
    }

    /// The next instant a waiting hold times out (to sleep until).
    pub async fn next_approval_due(&self) -> Result<Option<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT MIN(due_ms) FROM approvals WHERE state = 'waiting'")
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// Record that the GM was told of a hold, with the mail that tells him (one transaction;
    /// the step must belong to no game, so that its mail is never held).
    pub async fn mark_approval_notified(
        &self,
        game_id: &str,
        seq: i64,
        step: &Step,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query("UPDATE approvals SET notified = 1 WHERE game_id = $1 AND seq = $2")
            .bind(game_id)
            .bind(seq)
            .execute(&mut *tx)
            .await?;
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        self.wake_if(step);
        Ok(())
    }

    /// Decide a waiting hold (`Approved` or `TimedOut`) and let go of the mails of every hold
    /// that may go now (in order). Returns how many mails were let go; `None` if the hold was
    /// not waiting (decided meanwhile).
    pub async fn decide_approval(
        &self,
        game_id: &str,
        seq: i64,
        state: ApprovalState,
        now_ms: i64,
    ) -> Result<Option<u64>, StoreError> {
        let mut tx = self.begin().await?;
        let changed = sqlx::query(
            "UPDATE approvals SET state = $1, decided_ms = $2 \
             WHERE game_id = $3 AND seq = $4 AND state = 'waiting'",
        )
        .bind(state.text())
        .bind(now_ms)
        .bind(game_id)
        .bind(seq)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if changed == 0 {
            return Ok(None);
        }
        Self::mark_gm_command(&mut tx).await?;
        let open: Vec<(i64, String)> = sqlx::query_as(
            "SELECT seq, state FROM approvals WHERE game_id = $1 AND released = 0 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&mut *tx)
        .await?;
        let mut let_go = 0;
        for (held, st) in open {
            if st == ApprovalState::Waiting.text() {
                break;
            }
            let_go += sqlx::query(
                "UPDATE outbox SET held_seq = NULL, next_attempt_at = $1 \
                 WHERE game_id = $2 AND held_seq = $3",
            )
            .bind(now_ms)
            .bind(game_id)
            .bind(held)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            sqlx::query("UPDATE approvals SET released = 1 WHERE game_id = $1 AND seq = $2")
                .bind(game_id)
                .bind(held)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        if let_go > 0 {
            self.outbox_wake.notify_one();
        }
        Ok(Some(let_go))
    }

    /// Mails of a game held with `seq` and not sent (for tests and `gm rulings`).
    pub async fn held_mails(&self, game_id: &str) -> Result<Vec<(i64, String)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT held_seq, message_id FROM outbox WHERE game_id = $1 AND held_seq IS NOT NULL \
             ORDER BY id",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// In `write_step`: the hold the step's mails of its game are written with, opening one
    /// if the step made a ruling in a game in approval mode.
    pub(super) async fn hold_for_step(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        step: &Step,
        seq: i64,
    ) -> Result<Option<i64>, StoreError> {
        let Some(game_id) = &step.game_id else {
            return Ok(None);
        };
        if step.events.iter().any(makes_ruling) {
            let hours: Option<i64> =
                sqlx::query_scalar("SELECT hours FROM approval_settings WHERE game_id = $1")
                    .bind(game_id)
                    .fetch_optional(&mut **tx)
                    .await?;
            if let Some(h) = hours {
                sqlx::query(
                    "INSERT INTO approvals (game_id, seq, made_ms, due_ms, state) \
                     VALUES ($1, $2, $3, $4, 'waiting') ON CONFLICT DO NOTHING",
                )
                .bind(game_id)
                .bind(seq)
                .bind(step.now_ms)
                .bind(step.now_ms.saturating_add(h.saturating_mul(3_600_000)))
                .execute(&mut **tx)
                .await?;
                return Ok(Some(seq));
            }
        }
        Ok(
            sqlx::query_scalar(
                "SELECT MAX(seq) FROM approvals WHERE game_id = $1 AND released = 0",
            )
            .bind(game_id)
            .fetch_one(&mut **tx)
            .await?,
        )
    }

    /// In `cut_log`: the holds made after `keep_seq` and their unsent mails belong to the void
    /// timeline (an overrule's correction, or a rollback's notice, replaces them).
    pub(super) async fn cut_holds(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
        keep_seq: i64,
    ) -> Result<(), StoreError> {
        for sql in [
            "DELETE FROM outbox WHERE game_id = $1 AND held_seq > $2 AND sent_at IS NULL",
            "DELETE FROM approvals WHERE game_id = $1 AND seq > $2",
        ] {
            sqlx::query(sql)
                .bind(game_id)
                .bind(keep_seq)
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }
}
