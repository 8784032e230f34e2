//! GM commands by mail, exactly once (issue 9): per-command progress.
//!
//! `gm_mail` runs each command line inside [`with_gm_command`]; every transaction that goes
//! through `write_step` (or `decide_approval`) in that scope also writes the line's progress
//! row, so a command's change and the record that it was done commit together. Commands that
//! write elsewhere (observers, bots) are idempotent: run again, they change nothing. The mail's
//! inbound record commits last, with the reply.

use std::future::Future;

use super::{Store, StoreError};

tokio::task_local! {
    /// The command line running now: (mail source key, line index).
    static GM_COMMAND: (String, i64);
}

/// Run `f` as command line `line` of the mail `source_key`.
pub async fn with_gm_command<F: Future>(source_key: &str, line: i64, f: F) -> F::Output {
    GM_COMMAND.scope((source_key.to_string(), line), f).await
}

impl Store {
    /// In a transaction: if a GM command line is running, record it as done.
    pub(super) async fn mark_gm_command(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    ) -> Result<(), StoreError> {
        let Ok((key, line)) = GM_COMMAND.try_with(|c| c.clone()) else {
            return Ok(());
        };
        sqlx::query(
            "INSERT INTO gm_command_progress (source_key, line, result) VALUES ($1, $2, NULL) \
             ON CONFLICT DO NOTHING",
        )
        .bind(key)
        .bind(line)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// The command lines of a mail already done: (line index, the reply's sentence if kept).
    pub async fn gm_command_progress(
        &self,
        source_key: &str,
    ) -> Result<Vec<(i64, Option<String>)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT line, result FROM gm_command_progress WHERE source_key = $1 ORDER BY line",
        )
        .bind(source_key)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Keep a command line's result for the reply (after it ran).
    pub async fn set_gm_command_result(
        &self,
        source_key: &str,
        line: i64,
        result: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO gm_command_progress (source_key, line, result) VALUES ($1, $2, $3) \
             ON CONFLICT (source_key, line) DO UPDATE SET result = excluded.result",
        )
        .bind(source_key)
        .bind(line)
        .bind(result)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
