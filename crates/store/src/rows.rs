//! Row types of the store.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::StoreError;

/// A game to create.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub id: String,
    pub scenario: String,
    pub setup_json: String,
    pub seed_hex: String,
    pub seed_sha256: String,
    pub status: String,
    pub round: u32,
    pub state_json: String,
    pub created_at: String,
    /// Issue 25 §1: the game's table options.
    pub options: super::TableOptions,
}

#[derive(Debug, Clone)]
pub struct GameRow {
    pub id: String,
    pub scenario: String,
    pub setup_json: String,
    pub seed_hex: String,
    pub seed_sha256: String,
    pub status: String,
    pub round: u32,
    pub last_seq: i64,
    pub state_json: String,
    pub created_at: String,
    pub updated_at: String,
}

impl GameRow {
    pub fn from_row(r: &AnyRow) -> Result<Self, StoreError> {
        Ok(GameRow {
            id: r.try_get("id")?,
            scenario: r.try_get("scenario")?,
            setup_json: r.try_get("setup_json")?,
            seed_hex: r.try_get("seed_hex")?,
            seed_sha256: r.try_get("seed_sha256")?,
            status: r.try_get("status")?,
            round: u32::try_from(r.try_get::<i64, _>("round")?)
                .map_err(|_| StoreError::Corrupt("negative round".into()))?,
            last_seq: r.try_get("last_seq")?,
            state_json: r.try_get("state_json")?,
            created_at: r.try_get("created_at")?,
            updated_at: r.try_get("updated_at")?,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    pub game_id: String,
    pub faction: u8,
    pub name: String,
    /// Registered From address, lowercased.
    pub address: String,
    pub token: String,
}

impl PlayerRow {
    pub fn from_row(r: &AnyRow) -> Result<Self, StoreError> {
        Ok(PlayerRow {
            game_id: r.try_get("game_id")?,
            faction: u8::try_from(r.try_get::<i64, _>("faction")?)
                .map_err(|_| StoreError::Corrupt("faction out of range".into()))?,
            name: r.try_get("name")?,
            address: r.try_get("address")?,
            token: r.try_get("token")?,
        })
    }
}

/// One accepted input of the log, as JSON (a `referee::Input`).
#[derive(Debug, Clone)]
pub struct NewInput {
    pub input_json: String,
    pub source: String,
}

#[derive(Debug, Clone)]
pub struct InputRow {
    pub seq: i64,
    pub input_json: String,
    pub source: String,
}

impl InputRow {
    pub fn from_row(r: &AnyRow) -> Result<Self, StoreError> {
        Ok(InputRow {
            seq: r.try_get("seq")?,
            input_json: r.try_get("input_json")?,
            source: r.try_get("source")?,
        })
    }
}

/// The game state after a step.
#[derive(Debug, Clone)]
pub struct NewState {
    pub state_json: String,
    pub status: String,
    pub round: u32,
    /// Also keep this state as a snapshot (after a resolution).
    pub snapshot: bool,
}

/// The record of one inbound mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundRow {
    pub source_key: String,
    pub message_id: Option<String>,
    pub dedup_key: String,
    pub from_addr: Option<String>,
    pub game_id: Option<String>,
    pub faction: Option<u8>,
    pub outcome: String,
}

impl InboundRow {
    pub fn from_row(r: &AnyRow) -> Result<Self, StoreError> {
        Ok(InboundRow {
            source_key: r.try_get("source_key")?,
            message_id: r.try_get("message_id")?,
            dedup_key: r.try_get("dedup_key")?,
            from_addr: r.try_get("from_addr")?,
            game_id: r.try_get("game_id")?,
            faction: r
                .try_get::<Option<i64>, _>("faction")?
                .and_then(|f| u8::try_from(f).ok()),
            outcome: r.try_get("outcome")?,
        })
    }
}

/// A mail to queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMail {
    pub game_id: Option<String>,
    pub message_id: String,
    pub kind: String,
    pub to_addr: String,
    pub reply_to: Option<String>,
    pub subject: String,
    pub body: String,
    pub in_reply_to: Option<String>,
    pub auto_submitted: bool,
}

impl NewMail {
    /// Issue 21 §2: this mail with an earlier one to the same player folded in front of it
    /// (a confirmation): the Subject names both, the earlier's first and this mail's last (its
    /// round, "(round N)", is the one a reply answers, as `subject_round` reads it); the body
    /// opens with the earlier mail; the Message-ID, kind and round stay this mail's; a mail
    /// that is no reply is threaded under what the earlier one replied to.
    pub fn folded_after(
        self,
        game_id: &str,
        earlier_subject: &str,
        earlier_body: &str,
        earlier_in_reply_to: Option<String>,
    ) -> NewMail {
        let prefix = format!("[{game_id}] ");
        let first = earlier_subject
            .strip_prefix(&prefix)
            .unwrap_or(earlier_subject);
        let what = self.subject.strip_prefix(&prefix).unwrap_or(&self.subject);
        NewMail {
            subject: format!("{prefix}{first}; {what}"),
            body: format!(
                "{}\n{}\n\n{}",
                earlier_body.trim_end(),
                "=".repeat(72),
                self.body
            ),
            in_reply_to: self.in_reply_to.clone().or(earlier_in_reply_to),
            ..self
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub game_id: Option<String>,
    pub message_id: String,
    pub kind: String,
    pub to_addr: String,
    pub reply_to: Option<String>,
    pub subject: String,
    pub body: String,
    pub in_reply_to: Option<String>,
    pub auto_submitted: bool,
    pub attempts: i64,
    pub sent_at: Option<String>,
    pub failed_at: Option<String>,
    /// When the row was written (unix ms); None on rows older than migration 0011.
    pub created_ms: Option<i64>,
    /// For a call for orders: the round it calls.
    pub round: Option<u32>,
    pub last_error: Option<String>,
    /// Issue 22: the Message-ID of the mail this row went out in, when it was folded into
    /// another row's mail (`None`: sent as a mail of its own, or not sent yet).
    pub sent_in: Option<String>,
    /// Issue 22, point 6: when the SMTP transaction of this row's mail started, if the process
    /// that sent it died before the outcome was recorded (the server may have the mail).
    pub doubt_ms: Option<i64>,
    /// The Message-ID of the mail in doubt that carried this row (its own, or its carrier's).
    pub doubt_in: Option<String>,
}

impl OutboxRow {
    pub fn from_row(r: &AnyRow) -> Result<Self, StoreError> {
        Ok(OutboxRow {
            id: r.try_get("id")?,
            game_id: r.try_get("game_id")?,
            message_id: r.try_get("message_id")?,
            kind: r.try_get("kind")?,
            to_addr: r.try_get("to_addr")?,
            reply_to: r.try_get("reply_to")?,
            subject: r.try_get("subject")?,
            body: {
                let body: String = r.try_get("body")?;
                match r.try_get::<Option<Vec<u8>>, _>("body_z")? {
                    Some(z) if body.is_empty() => super::inflate(&z)?,
                    _ => body,
                }
            },
            in_reply_to: r.try_get("in_reply_to")?,
            auto_submitted: r.try_get::<i64, _>("auto_submitted")? != 0,
            attempts: r.try_get("attempts")?,
            sent_at: r.try_get("sent_at")?,
            failed_at: r.try_get("failed_at")?,
            created_ms: r.try_get("created_ms")?,
            round: r
                .try_get::<Option<i64>, _>("round")?
                .map(u32::try_from)
                .transpose()
                .map_err(|_| StoreError::Corrupt("negative round in outbox".into()))?,
            last_error: r.try_get("last_error")?,
            sent_in: r.try_get("sent_in")?,
            doubt_ms: r.try_get("doubt_ms")?,
            doubt_in: r.try_get("doubt_in")?,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeadlineRow {
    pub game_id: String,
    pub round: u32,
    pub deadline_ms: i64,
    pub reminder_ms: i64,
    pub reminded: bool,
}

impl DeadlineRow {
    pub fn from_row(r: &AnyRow) -> Result<Self, StoreError> {
        Ok(DeadlineRow {
            game_id: r.try_get("game_id")?,
            round: u32::try_from(r.try_get::<i64, _>("round")?)
                .map_err(|_| StoreError::Corrupt("negative round".into()))?,
            deadline_ms: r.try_get("deadline_at")?,
            reminder_ms: r.try_get("reminder_at")?,
            reminded: r.try_get::<i64, _>("reminded")? != 0,
        })
    }
}

/// What to do with a game's deadline in a step.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum DeadlineChange {
    #[default]
    Keep,
    Clear,
    Set(DeadlineRow),
}

/// Everything one referee step writes, committed in one transaction.
#[derive(Debug, Clone, Default)]
pub struct Step {
    pub game_id: Option<String>,
    pub now_ms: i64,
    pub now_text: String,
    pub inbound: Option<InboundRow>,
    pub inputs: Vec<NewInput>,
    pub state: Option<NewState>,
    pub events: Vec<rules::Event>,
    pub outbox: Vec<NewMail>,
    pub deadline: DeadlineChange,
    /// A rate-limited notice was sent (or held back) in this step.
    pub notice_limit: Option<NoticeLimit>,
    /// Issue 10: news held for players until their next mail, and news sent now.
    pub news: super::NewsChange,
    /// Issue 10: players' mail settings changed by this step (faction, change).
    pub prefs: Vec<(u8, super::PrefChange)>,
    /// Issue 10: the public announcement of the step, for the game's observers only (players
    /// get the public news inside their own round mail).
    pub for_observers: Option<NewMail>,
    /// Issue 21 §2: the confirmations and announcements of this step wait this long (ms)
    /// before they are sent; meanwhile a mail of the same game to the same recipient takes
    /// them in (0: sent at once).
    pub fold_delay_ms: i64,
    /// Issue 25 §1: the press relayed in this step, kept with the game.
    pub press: Vec<super::NewPress>,
    /// Issue 25 §3: what mails of this step's outbox carry besides their text (the board
    /// picture), by the mail's Message-ID.
    pub attachments: Vec<NewAttachment>,
}

/// Issue 25 §3: a file a mail carries (the board picture, shown inline).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAttachment {
    /// The Message-ID of the outbox mail that carries it.
    pub message_id: String,
    pub filename: String,
    pub content_type: String,
    pub data: Vec<u8>,
}

/// The bookkeeping of one rate-limited notice (`Store::notice_allowed`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeLimit {
    pub game_id: String,
    pub faction: u8,
    pub kind: String,
    /// Sent now (resets the count), or held back (counted).
    pub sent: bool,
}

/// The state of sending, for `rorgm status` and the sender.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SenderState {
    /// Set while the mail server cannot be reached: the first failure of the outage (unix ms).
    pub down_since_ms: Option<i64>,
    /// Failed attempts in the current outage.
    pub failures: i64,
    /// When the sender tries again during an outage (unix ms).
    pub next_probe_ms: Option<i64>,
    pub last_error: Option<String>,
    /// The last time the server accepted a mail (unix ms).
    pub last_ok_ms: Option<i64>,
}

/// The state of intake (`rorgm status`): set while `serve` cannot take mail in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IntakeState {
    /// Set while `serve` cannot take mail in: the first failure of the outage (unix ms).
    pub down_since_ms: Option<i64>,
    /// Failed passes in the current outage.
    pub failures: i64,
    /// When `serve` tries again (unix ms).
    pub next_try_ms: Option<i64>,
    pub last_error: Option<String>,
}

/// A mail refused for good (`rorgm status`, `rorgm outbox retry`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailedMail {
    pub id: i64,
    pub game_id: Option<String>,
    pub to_addr: String,
    pub subject: String,
    pub failed_at: String,
    pub last_error: Option<String>,
}

/// The waiting mails (not sent, not failed) of one game or of all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Backlog {
    pub waiting: i64,
    /// `created_at` of the oldest waiting mail.
    pub oldest_since: Option<String>,
    /// The most recent error of a waiting mail.
    pub last_error: Option<String>,
}
