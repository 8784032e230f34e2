//! Store rows of the GM's hand (issue 9): paused games, observers, cancelled games.

use sqlx::Row;

use super::{Store, StoreError};

/// A paused game: its timers stand still; the time left is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PauseRow {
    pub game_id: String,
    pub round: u32,
    pub paused_at_ms: i64,
    pub deadline_left_ms: i64,
    pub reminder_left_ms: i64,
}

impl Store {
    pub async fn pause(&self, game_id: &str) -> Result<Option<PauseRow>, StoreError> {
        let row = sqlx::query(
            "SELECT game_id, round, paused_at, deadline_left_ms, reminder_left_ms FROM pauses \
             WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(r) = row else { return Ok(None) };
        Ok(Some(PauseRow {
            game_id: r.try_get("game_id")?,
            round: u32::try_from(r.try_get::<i64, _>("round")?)
                .map_err(|_| StoreError::Corrupt("negative round in pauses".into()))?,
            paused_at_ms: r.try_get("paused_at")?,
            deadline_left_ms: r.try_get("deadline_left_ms")?,
            reminder_left_ms: r.try_get("reminder_left_ms")?,
        }))
    }

    /// Record a pause, with the mails that tell the players, in one transaction.
    pub async fn set_pause(&self, pause: &PauseRow, step: &super::Step) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query(
            "INSERT INTO pauses (game_id, round, paused_at, deadline_left_ms, reminder_left_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&pause.game_id)
        .bind(i64::from(pause.round))
        .bind(pause.paused_at_ms)
        .bind(pause.deadline_left_ms)
        .bind(pause.reminder_left_ms)
        .execute(&mut *tx)
        .await?;
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Issue 21: an extension given during a pause: the time left grows, with the mails.
    pub async fn extend_pause(
        &self,
        game_id: &str,
        deadline_left_ms: i64,
        reminder_left_ms: i64,
        step: &super::Step,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query(
            "UPDATE pauses SET deadline_left_ms = $1, reminder_left_ms = $2 WHERE game_id = $3",
        )
        .bind(deadline_left_ms)
        .bind(reminder_left_ms)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        Ok(())
    }

    /// End a pause: the step carries the restarted deadline and the mails.
    pub async fn clear_pause(&self, game_id: &str, step: &super::Step) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query("DELETE FROM pauses WHERE game_id = $1")
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Observers of a game (lowercased addresses), in the order they were added.
    pub async fn observers(&self, game_id: &str) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query("SELECT address FROM observers WHERE game_id = $1 ORDER BY rowid")
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| r.try_get("address").map_err(StoreError::from))
            .collect()
    }

    /// Add an observer; false if already one.
    pub async fn add_observer(
        &self,
        game_id: &str,
        address: &str,
        now_text: &str,
    ) -> Result<bool, StoreError> {
        let r = sqlx::query(
            "INSERT INTO observers (game_id, address, added_at) VALUES ($1, $2, $3) \
             ON CONFLICT DO NOTHING",
        )
        .bind(game_id)
        .bind(address)
        .bind(now_text)
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Remove an observer; false if not one.
    pub async fn remove_observer(&self, game_id: &str, address: &str) -> Result<bool, StoreError> {
        let r = sqlx::query("DELETE FROM observers WHERE game_id = $1 AND address = $2")
            .bind(game_id)
            .bind(address)
            .execute(&self.pool)
            .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Mark a game cancelled by the GM: no deadline, no more intake; the step tells players.
    pub async fn cancel_game(&self, game_id: &str, step: &super::Step) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        let r = sqlx::query("UPDATE games SET status = 'cancelled', updated_at = $1 WHERE id = $2")
            .bind(&step.now_text)
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        if r.rows_affected() == 0 {
            return Err(StoreError::NoGame(game_id.to_string()));
        }
        for sql in [
            "DELETE FROM deadlines WHERE game_id = $1",
            "DELETE FROM pauses WHERE game_id = $1",
        ] {
            sqlx::query(sql).bind(game_id).execute(&mut *tx).await?;
        }
        Self::write_step(&mut tx, step, 0).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Let a bot play a faction (true if it did not already).
    pub async fn set_bot(&self, game_id: &str, faction: u8, bot: bool) -> Result<bool, StoreError> {
        let r = if bot {
            sqlx::query(
                "INSERT INTO bots (game_id, faction) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            )
            .bind(game_id)
            .bind(i64::from(faction))
            .execute(&self.pool)
            .await?
        } else {
            sqlx::query("DELETE FROM bots WHERE game_id = $1 AND faction = $2")
                .bind(game_id)
                .bind(i64::from(faction))
                .execute(&self.pool)
                .await?
        };
        Ok(r.rows_affected() == 1)
    }

    /// Every game with bot-played factions, and those factions.
    pub async fn bot_factions(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT b.game_id, b.faction FROM bots b JOIN games g ON g.id = b.game_id \
             WHERE g.status = 'waiting' ORDER BY b.game_id, b.faction",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<(String, Vec<u8>)> = Vec::new();
        for r in rows {
            let game: String = r.try_get("game_id")?;
            let f = u8::try_from(r.try_get::<i64, _>("faction")?)
                .map_err(|_| StoreError::Corrupt("faction out of range in bots".into()))?;
            match out.last_mut() {
                Some((g, fs)) if *g == game => fs.push(f),
                _ => out.push((game, vec![f])),
            }
        }
        Ok(out)
    }

    /// Issue 25 §2: the players of running games who declared an absence: (game, faction,
    /// end of the absence in unix ms), by game and faction.
    pub async fn absences(&self) -> Result<Vec<(String, u8, i64)>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.game_id, p.faction, p.absent_until_ms FROM players p \
             JOIN games g ON g.id = p.game_id \
             WHERE g.status = 'waiting' AND p.absent_until_ms IS NOT NULL \
             ORDER BY p.game_id, p.faction",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get("game_id")?,
                    u8::try_from(r.try_get::<i64, _>("faction")?)
                        .map_err(|_| StoreError::Corrupt("faction out of range".into()))?,
                    r.try_get("absent_until_ms")?,
                ))
            })
            .collect()
    }

    /// Every game an address plays in that is still running (for mail to the plain address).
    pub async fn players_by_address(
        &self,
        address: &str,
    ) -> Result<Vec<super::PlayerRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.game_id, p.faction, p.name, p.address, p.token FROM players p \
             JOIN games g ON g.id = p.game_id WHERE p.address = $1 AND g.status = 'waiting' \
             ORDER BY p.game_id",
        )
        .bind(address)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(super::PlayerRow::from_row).collect()
    }

    /// Keep a player's mail to the plain address for the GM.
    pub async fn keep_for_gm(
        &self,
        player: &super::PlayerRow,
        source_key: &str,
        subject: &str,
        text: &str,
        now_text: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO gm_inbox (game_id, faction, source_key, subject, text, received_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&player.game_id)
        .bind(i64::from(player.faction))
        .bind(source_key)
        .bind(subject)
        .bind(text)
        .bind(now_text)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The GM's inbox of a game, newest first: (faction, received, subject, text).
    pub async fn gm_inbox(
        &self,
        game_id: &str,
    ) -> Result<Vec<(u8, String, String, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT faction, received_at, subject, text FROM gm_inbox WHERE game_id = $1 ORDER BY id DESC",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    u8::try_from(r.try_get::<i64, _>("faction")?)
                        .map_err(|_| StoreError::Corrupt("faction out of range".into()))?,
                    r.try_get("received_at")?,
                    r.try_get("subject")?,
                    r.try_get("text")?,
                ))
            })
            .collect()
    }

    /// Hold a round open for a faction whose answer has errors (`Some(lines)`), or release it.
    pub async fn set_hold(
        &self,
        game_id: &str,
        faction: u8,
        round: u32,
        lines: Option<&str>,
    ) -> Result<(), StoreError> {
        match lines {
            Some(l) => {
                sqlx::query(
                    "INSERT INTO holds (game_id, faction, round, lines) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (game_id, faction) DO UPDATE SET round = excluded.round, lines = excluded.lines",
                )
                .bind(game_id)
                .bind(i64::from(faction))
                .bind(i64::from(round))
                .bind(l)
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM holds WHERE game_id = $1 AND faction = $2")
                    .bind(game_id)
                    .bind(i64::from(faction))
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }

    /// Factions holding this round open, with their lines in error.
    pub async fn holds(&self, game_id: &str, round: u32) -> Result<Vec<(u8, String)>, StoreError> {
        let rows =
            sqlx::query("SELECT faction, lines FROM holds WHERE game_id = $1 AND round = $2")
                .bind(game_id)
                .bind(i64::from(round))
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    u8::try_from(r.try_get::<i64, _>("faction")?)
                        .map_err(|_| StoreError::Corrupt("faction out of range".into()))?,
                    r.try_get("lines")?,
                ))
            })
            .collect()
    }
}

/// One input of a rewritten log with the events it caused (issue 9, `gm overrule`).
#[derive(Debug, Clone)]
pub struct RewrittenInput {
    pub input: super::NewInput,
    pub events: Vec<rules::Event>,
}

impl Store {
    /// GM overrule: replace every input and event after `keep_seq` by `inputs` (numbered from
    /// `keep_seq + 1`, each with its own events), store the replayed state, and write the step
    /// (corrections, calls, deadline) in the same transaction. Snapshots after `keep_seq` go;
    /// the state is kept as a snapshot at the new last input.
    pub async fn rewrite_log(
        &self,
        game_id: &str,
        keep_seq: i64,
        inputs: &[RewrittenInput],
        state: &super::NewState,
        step: &super::Step,
    ) -> Result<i64, StoreError> {
        let mut tx = self.begin().await?;
        Self::cut_log(&mut tx, game_id, keep_seq).await?;
        let mut seq = keep_seq;
        for r in inputs {
            seq += 1;
            sqlx::query(
                "INSERT INTO inputs (game_id, seq, input_json, source, created_at) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(game_id)
            .bind(seq)
            .bind(&r.input.input_json)
            .bind(&r.input.source)
            .bind(&step.now_text)
            .execute(&mut *tx)
            .await?;
            Self::insert_events(&mut tx, game_id, seq, &r.events).await?;
        }
        sqlx::query(
            "UPDATE games SET state_json = $1, status = $2, round = $3, last_seq = $4, updated_at = $5 WHERE id = $6",
        )
        .bind(&state.state_json)
        .bind(&state.status)
        .bind(i64::from(state.round))
        .bind(seq)
        .bind(&step.now_text)
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO snapshots (game_id, seq, round, state_json) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, seq) DO UPDATE SET round = excluded.round, state_json = excluded.state_json",
        )
        .bind(game_id)
        .bind(seq)
        .bind(i64::from(state.round))
        .bind(&state.state_json)
        .execute(&mut *tx)
        .await?;
        // The step's own events are the inputs' (written above); it adds mails and the deadline.
        Self::write_step(&mut tx, step, seq).await?;
        tx.commit().await?;
        self.wake_if(step);
        Ok(seq)
    }
}

impl Store {
    /// Every event of a game with the number of the input that caused it, in order.
    pub async fn events_by_input(
        &self,
        game_id: &str,
    ) -> Result<Vec<(i64, rules::Event)>, StoreError> {
        let rows =
            sqlx::query("SELECT seq, event_json FROM events WHERE game_id = $1 ORDER BY seq, idx")
                .bind(game_id)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                let seq: i64 = r.try_get("seq")?;
                let text: String = r.try_get("event_json")?;
                let ev = serde_json::from_str(&text)
                    .map_err(|e| StoreError::Corrupt(format!("event json: {e}")))?;
                Ok((seq, ev))
            })
            .collect()
    }
}
