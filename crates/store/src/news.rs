//! Issue 10: the players' mail settings (`MAIL DIGEST` / `MAIL EVERY`, `TIMEZONE`) and the news
//! held for a player until their next mail. Both change only inside a step's transaction.

use sqlx::Row;

use super::{Store, StoreError};

/// A player's mail settings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MailPrefs {
    pub faction: u8,
    /// `MAIL DIGEST`: the news only at the end of each phase.
    pub digest: bool,
    /// `TIMEZONE`: an IANA name, checked when it was set.
    pub timezone: Option<String>,
    /// Issue 21 §2: the GM handed the faction to a bot (`gm bot`): it is sent no call for
    /// orders, only the news, at the end of each phase (read, not written, by the step).
    pub bot: bool,
    /// Issue 25 §2: `ABSENT UNTIL`: when the absence ends (unix ms); None: not absent.
    pub absent_until: Option<i64>,
    /// Issue 25 §2: `ABSENT UNTIL <date> MAIL`: the mails still come during the absence.
    pub absent_mail: bool,
    /// Issue 25 §2: the round whose deadline this absence extended (the game's table option
    /// `absent_extension_hours`, once per absence); None: not used.
    pub absent_extended: Option<u32>,
    /// Issue 25 §3: `PICTURE OFF`: no board picture with the news at the end of each phase.
    pub picture_off: bool,
}

impl MailPrefs {
    /// Issue 25 §2: away with the mails held (no call, no news until the return). An absence
    /// whose date came is ended by the referee's next tick.
    pub fn away_held(&self) -> bool {
        self.absent_until.is_some() && !self.absent_mail
    }
}

/// A change of one player's settings, written with the step's mails.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrefChange {
    Digest(bool),
    Timezone(Option<String>),
    /// Issue 25 §2: an absence set (end, mails kept) or ended (None); either way its deadline
    /// extension is unused again.
    Absent(Option<(i64, bool)>),
    /// Issue 25 §2: the round whose deadline the absence extended.
    AbsentExtended(Option<u32>),
    /// Issue 25 §3: `PICTURE OFF` (true) / `PICTURE ON` (false).
    PictureOff(bool),
}

/// A block of news held for a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldNews {
    pub id: i64,
    pub faction: u8,
    pub private: bool,
    pub text: String,
}

/// What a step does to the held news of one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NewsChange {
    /// (faction, private, text), appended in order.
    pub hold: Vec<(u8, bool, String)>,
    /// (faction, last id sent): the rows up to it were sent in this step's mails.
    pub release: Vec<(u8, i64)>,
}

impl NewsChange {
    pub fn is_empty(&self) -> bool {
        self.hold.is_empty() && self.release.is_empty()
    }
}

impl Store {
    /// Every player's mail settings of a game, by faction.
    pub async fn mail_prefs(&self, game_id: &str) -> Result<Vec<MailPrefs>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.faction, p.mail_mode, p.timezone, p.absent_until_ms, p.absent_mail, \
             p.absent_extended_round, \
             p.picture_off, \
             CASE WHEN EXISTS (SELECT 1 FROM bots b WHERE b.game_id = p.game_id \
             AND b.faction = p.faction) THEN 1 ELSE 0 END AS bot \
             FROM players p WHERE p.game_id = $1 ORDER BY p.faction",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(MailPrefs {
                    faction: u8::try_from(r.try_get::<i64, _>("faction")?)
                        .map_err(|_| StoreError::Corrupt("faction out of range".into()))?,
                    digest: r.try_get::<Option<String>, _>("mail_mode")?.as_deref()
                        == Some("digest"),
                    timezone: r.try_get("timezone")?,
                    bot: r.try_get::<i64, _>("bot")? != 0,
                    absent_until: r.try_get("absent_until_ms")?,
                    absent_mail: r.try_get::<i64, _>("absent_mail")? != 0,
                    absent_extended: r
                        .try_get::<Option<i64>, _>("absent_extended_round")?
                        .and_then(|n| u32::try_from(n).ok()),
                    picture_off: r.try_get::<i64, _>("picture_off")? != 0,
                })
            })
            .collect()
    }

    /// The news held for the players of a game, oldest first.
    pub async fn held_news(&self, game_id: &str) -> Result<Vec<HeldNews>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, faction, private, text FROM held_news WHERE game_id = $1 ORDER BY id",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(HeldNews {
                    id: r.try_get("id")?,
                    faction: u8::try_from(r.try_get::<i64, _>("faction")?)
                        .map_err(|_| StoreError::Corrupt("faction out of range".into()))?,
                    private: r.try_get::<i64, _>("private")? != 0,
                    text: r.try_get("text")?,
                })
            })
            .collect()
    }

    /// Inside a step: hold and release news, change settings.
    pub(super) async fn write_mail_changes(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
        news: &NewsChange,
        prefs: &[(u8, PrefChange)],
    ) -> Result<(), StoreError> {
        for (faction, upto) in &news.release {
            sqlx::query("DELETE FROM held_news WHERE game_id = $1 AND faction = $2 AND id <= $3")
                .bind(game_id)
                .bind(i64::from(*faction))
                .bind(upto)
                .execute(&mut **tx)
                .await?;
        }
        for (faction, private, text) in &news.hold {
            sqlx::query(
                "INSERT INTO held_news (game_id, faction, private, text) VALUES ($1, $2, $3, $4)",
            )
            .bind(game_id)
            .bind(i64::from(*faction))
            .bind(i64::from(*private))
            .bind(text)
            .execute(&mut **tx)
            .await?;
        }
        for (faction, change) in prefs {
            let q = match change {
                PrefChange::Digest(d) => sqlx::query(
                    "UPDATE players SET mail_mode = $1 WHERE game_id = $2 AND faction = $3",
                )
                .bind(if *d { Some("digest") } else { None }),
                PrefChange::Timezone(tz) => {
                    sqlx::query("UPDATE players SET timezone = $1 WHERE game_id = $2 AND faction = $3")
                        .bind(tz.clone())
                }
                PrefChange::Absent(a) => sqlx::query(
                    "UPDATE players SET absent_until_ms = $1, absent_mail = $2, \
                     absent_extended_round = NULL WHERE game_id = $3 AND faction = $4",
                )
                .bind(a.map(|(u, _)| u))
                .bind(i64::from(a.is_some_and(|(_, m)| m))),
                PrefChange::AbsentExtended(r) => sqlx::query(
                    "UPDATE players SET absent_extended_round = $1 WHERE game_id = $2 AND faction = $3",
                )
                .bind(r.map(i64::from)),
                PrefChange::PictureOff(off) => sqlx::query(
                    "UPDATE players SET picture_off = $1 WHERE game_id = $2 AND faction = $3",
                )
                .bind(i64::from(*off)),
            };
            q.bind(game_id)
                .bind(i64::from(*faction))
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }
}
