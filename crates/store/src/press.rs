//! Issue 25 §1: the game's table options and the press relayed between its players.

use sqlx::Row;

use super::{Store, StoreError};

/// The options a game was created with that are no rules (`rorgm game new --option …`): how
/// the table is run. The defaults are the game as it ran before press existed, press on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableOptions {
    /// `grey-press`: a player may send press unsigned (`GREY PRESS …`). Default off.
    pub grey_press: bool,
    /// The GM gets a copy of private press (`no-press-copy` turns it off). Default on, as the
    /// human GMs required every private message be copied to them.
    pub press_copy: bool,
    /// Issue 25 §2: hours of deadline extension granted once per absence to an absent player
    /// instead of his Default Moves (0: the Default Moves answer at once).
    pub absent_extension_hours: u32,
}

impl Default for TableOptions {
    fn default() -> Self {
        TableOptions {
            grey_press: false,
            press_copy: true,
            absent_extension_hours: 0,
        }
    }
}

/// Issue 25 §2: the longest deadline extension an absence may grant (hours).
pub const MAX_ABSENT_EXTENSION_HOURS: u32 = 72;

/// Who a relayed press message went to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PressRecipients {
    All,
    Factions(Vec<u8>),
}

impl PressRecipients {
    fn text(&self) -> String {
        match self {
            PressRecipients::All => "all".into(),
            PressRecipients::Factions(f) => {
                f.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
            }
        }
    }
}

/// A press message relayed in a step (stored with it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPress {
    pub faction: u8,
    pub recipients: PressRecipients,
    pub grey: bool,
    pub body: String,
}

/// A stored press message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PressRow {
    pub faction: u8,
    pub recipients: String,
    pub grey: bool,
    pub body: String,
    pub sent_at: String,
}

impl Store {
    /// A game's table options (the defaults when none were stored).
    pub async fn table_options(&self, game_id: &str) -> Result<TableOptions, StoreError> {
        let row = sqlx::query(
            "SELECT grey_press, press_copy, absent_extension_hours FROM table_options \
             WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(r) = row else {
            return Ok(TableOptions::default());
        };
        Ok(TableOptions {
            grey_press: r.try_get::<i64, _>("grey_press")? != 0,
            press_copy: r.try_get::<i64, _>("press_copy")? != 0,
            absent_extension_hours: u32::try_from(r.try_get::<i64, _>("absent_extension_hours")?)
                .map_err(|_| {
                StoreError::Corrupt("absent_extension_hours out of range".into())
            })?,
        })
    }

    pub(crate) async fn insert_table_options(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
        o: &TableOptions,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO table_options (game_id, grey_press, press_copy, \
             absent_extension_hours) VALUES ($1, $2, $3, $4) ON CONFLICT (game_id) DO UPDATE SET \
             grey_press = excluded.grey_press, press_copy = excluded.press_copy, \
             absent_extension_hours = excluded.absent_extension_hours",
        )
        .bind(game_id)
        .bind(i64::from(o.grey_press))
        .bind(i64::from(o.press_copy))
        .bind(i64::from(o.absent_extension_hours))
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// How many press messages a faction sent since `since_ms`.
    pub async fn press_sent_since(
        &self,
        game_id: &str,
        faction: u8,
        since_ms: i64,
    ) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(*) FROM press WHERE game_id = $1 AND faction = $2 AND sent_ms > $3",
        )
        .bind(game_id)
        .bind(i64::from(faction))
        .bind(since_ms)
        .fetch_one(&self.pool)
        .await?)
    }

    /// A game's press, oldest first.
    pub async fn press(&self, game_id: &str) -> Result<Vec<PressRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT faction, recipients, grey, body, sent_at FROM press WHERE game_id = $1 \
             ORDER BY id",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(PressRow {
                    faction: u8::try_from(r.try_get::<i64, _>("faction")?)
                        .map_err(|_| StoreError::Corrupt("faction out of range".into()))?,
                    recipients: r.try_get("recipients")?,
                    grey: r.try_get::<i64, _>("grey")? != 0,
                    body: r.try_get("body")?,
                    sent_at: r.try_get("sent_at")?,
                })
            })
            .collect()
    }

    pub(crate) async fn insert_press(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
        press: &[NewPress],
        now_ms: i64,
        now_text: &str,
    ) -> Result<(), StoreError> {
        for p in press {
            sqlx::query(
                "INSERT INTO press (game_id, faction, recipients, grey, body, sent_ms, sent_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(game_id)
            .bind(i64::from(p.faction))
            .bind(p.recipients.text())
            .bind(i64::from(p.grey))
            .bind(&p.body)
            .bind(now_ms)
            .bind(now_text)
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
    }
}
