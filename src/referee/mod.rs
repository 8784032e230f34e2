//! The referee: the only place where time, mail and the database meet the rules (DESIGN.md).
//! It is thin: it moves data between the rules, the orders reader, the renderer, the store and
//! the mail transports.

pub mod approval;
pub mod board;
pub mod clock;
pub mod deliver;
pub mod demo;
pub mod export;
pub mod gm;
pub mod gm_mail;
pub mod input;
pub mod intake;
pub mod mails;
pub mod newgame;
pub mod outbox;
pub mod overrule;
mod plain_address;
mod press;
pub mod rounds;
pub mod service;
mod stack;
pub mod substitute;

use std::sync::Arc;

use crate::config::RoundsConfig;
use crate::mail::auth::{DkimMode, DkimVerifier};
use crate::render::{Names, RenderError, Renderer};
use crate::rules::{Game, GameStatus, RuleError, Viewer};
use crate::store::{GameRow, PlayerRow, Store, StoreError};

pub use clock::{Clock, ManualClock, SystemClock};
pub use input::Input;

/// A failure of the referee (never caused by a player's input: those are answered, not raised).
#[derive(Debug, thiserror::Error)]
pub enum RefereeError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error("rules refused an input the referee built: {0}")]
    Rule(#[from] RuleError),
    #[error(transparent)]
    Replay(#[from] input::ReplayError),
    #[error("stored game {0} is corrupt: {1}")]
    Corrupt(String, String),
    #[error("mail: {0}")]
    Mail(#[from] crate::mail::MailError),
    #[error("{0}")]
    Invalid(String),
    /// Issue 22: the mail cannot be decided now for a cause that passes (a DNS lookup of a
    /// DKIM key failed for now): nothing is recorded, the mail stays unread, and it is tried
    /// again later (`deliver` exits 75).
    #[error("{0}; the mail is tried again later")]
    TryLater(String),
}

impl RefereeError {
    /// A fault of the server (database, mailbox connection), not of the mail being read: the
    /// mail is retried later and never set aside for it (issue 11).
    pub fn is_server_fault(&self) -> bool {
        match self {
            RefereeError::Store(e) => e.is_server_fault(),
            RefereeError::Mail(_) => true,
            _ => false,
        }
    }

    /// A cause that passes, of this mail only ([`RefereeError::TryLater`]): the mail is tried
    /// again later, never counted against it nor set aside for it.
    ///
    /// Issue 26: so is a step refused because another referee steps the game now (its lease
    /// was lost or given back): the mail is left for the game's owner.
    pub fn is_try_later(&self) -> bool {
        matches!(
            self,
            RefereeError::TryLater(_) | RefereeError::Store(StoreError::NotOwner(_))
        )
    }
}
/// Mails in flight at once by default (`smtp.connections`; the config's default).
pub use crate::config::DEFAULT_SEND_CONNECTIONS;

/// Settings the referee needs.
#[derive(Debug, Clone)]
pub struct RefereeSettings {
    pub gm_address: String,
    pub gm_name: String,
    /// Where the referee tells the GM about unreachable players and unreadable intake.
    pub gm_notify: Option<String>,
    pub rounds: RoundsConfig,
}

/// Checking who really sent a player's mail (issue #11, `mail::auth`).
#[derive(Debug, Clone, Default)]
pub struct AuthSettings {
    /// The config's `[auth] dkim`: applies where neither the game nor the player has a setting.
    pub dkim: DkimMode,
    /// Checks DKIM; `None` if none was set up (a mail that needs a check is then unchecked).
    pub verifier: Option<Arc<DkimVerifier>>,
}

/// The referee service state.
#[derive(Clone)]
pub struct Referee {
    /// Intake failures per mailbox key (in memory): a mail that keeps failing is set aside.
    failures: Arc<std::sync::Mutex<std::collections::HashMap<String, u32>>>,
    pub store: Store,
    pub renderer: Arc<Renderer>,
    pub settings: RefereeSettings,
    pub clock: Arc<dyn Clock>,
    /// Names this process in the intake-attempt records (the poison-mail guard).
    pub run_id: String,
    /// GM commands by mail, when configured (issue 9).
    pub gm_commands: Option<gm_mail::GmCommands>,
    /// DKIM checking of players' mail; off unless set with [`Referee::with_auth`].
    pub auth: AuthSettings,
    /// SMTP connections the sender uses at once (mails in flight, never two to one recipient).
    send_connections: usize,
    /// Issue 22, point 6: every mail carries a copy to the GM's mailbox, where a mail in doubt
    /// after a crash is looked up; `None`: no copies, a mail in doubt is sent again.
    pub copies: Option<CopySettings>,
    /// The key of the copies' tag (read from the store once).
    copy_key: Arc<std::sync::OnceLock<String>>,
}

/// Issue 22, point 6: the referee's own copies (`smtp.copy_to_gm`; [`crate::mail::copy`]).
#[derive(Debug, Clone)]
pub struct CopySettings {
    /// The mailbox the copies land in (the GM's, the one intake reads).
    pub imap: crate::mail::ImapConfig,
    /// How long a mail in doubt is looked for, from the start of its cut transaction.
    pub wait: std::time::Duration,
}

/// A game loaded from the store.
pub struct Loaded {
    pub row: GameRow,
    pub game: Game,
    pub players: Vec<PlayerRow>,
    /// Issue 10: the players' mail settings and the news held for them.
    pub prefs: Vec<crate::store::MailPrefs>,
    pub held: Vec<crate::store::HeldNews>,
    /// Issue 25: the game's table options.
    pub options: crate::store::TableOptions,
}

impl Loaded {
    pub fn names(&self) -> Names {
        Names::new(&self.game.view(Viewer::Gm), self.game.players())
    }

    /// Issue 25 §2: is this faction's player away with his mails held (he gets no reminder or
    /// notice; his Default Moves answer for him)?
    pub fn away_held(&self, faction: u8) -> bool {
        self.prefs
            .iter()
            .any(|x| x.faction == faction && x.away_held())
    }
}

/// The status column text of a game.
pub fn status_text(game: &Game) -> String {
    match game.status() {
        GameStatus::Waiting | GameStatus::Suspended => "waiting".to_string(),
        GameStatus::RulesEnd { rule, .. } => format!("rules_end:{rule}"),
        GameStatus::Finished { .. } => "finished".to_string(),
    }
}

impl Referee {
    pub fn new(
        store: Store,
        settings: RefereeSettings,
        clock: Arc<dyn Clock>,
    ) -> Result<Referee, RefereeError> {
        Ok(Referee {
            failures: Arc::default(),
            store,
            renderer: Arc::new(Renderer::new()?),
            settings,
            run_id: {
                let mut b = [0u8; 8];
                match getrandom::fill(&mut b) {
                    Ok(()) => hex::encode(b),
                    Err(_) => format!("{}.{}", std::process::id(), clock::ms(clock.now())),
                }
            },
            clock,
            gm_commands: None,
            auth: AuthSettings::default(),
            send_connections: DEFAULT_SEND_CONNECTIONS,
            copies: None,
            copy_key: Arc::default(),
        })
    }

    /// The same referee sending a copy of every mail to the GM's mailbox and looking mails in
    /// doubt up there (issue 22, point 6).
    pub fn with_copies(mut self, copies: CopySettings) -> Referee {
        self.copies = Some(copies);
        self
    }

    /// The key of the copies' tag.
    pub async fn copy_key(&self) -> Result<String, RefereeError> {
        if let Some(k) = self.copy_key.get() {
            return Ok(k.clone());
        }
        let k = self.store.copy_key().await?;
        let _ = self.copy_key.set(k.clone());
        Ok(k)
    }

    /// The same referee with DKIM checking set up.
    pub fn with_auth(mut self, auth: AuthSettings) -> Referee {
        self.auth = auth;
        self
    }

    /// Read mail from `address` to gm+`token`@… as GM commands.
    pub fn with_gm_commands(mut self, address: &str, token: &str) -> Referee {
        self.gm_commands = Some(gm_mail::GmCommands {
            address: address.trim().to_lowercase(),
            token: token.to_string(),
        });
        self
    }

    /// How many mails the sender keeps in flight at once (at least 1).
    pub fn set_send_connections(&mut self, n: usize) {
        self.send_connections = n.max(1);
    }

    pub fn send_connections(&self) -> usize {
        self.send_connections
    }

    /// The domain used in Message-IDs.
    pub fn domain(&self) -> &str {
        self.settings
            .gm_address
            .rsplit_once('@')
            .map(|(_, d)| d)
            .unwrap_or("rorgm.invalid")
    }

    pub fn mail_ctx<'a>(
        &'a self,
        game_id: &'a str,
        players: &'a [PlayerRow],
    ) -> mails::MailCtx<'a> {
        mails::MailCtx {
            renderer: &self.renderer,
            game_id,
            gm_address: &self.settings.gm_address,
            players,
            domain: self.domain(),
            nonce: {
                let mut b = [0u8; 4];
                match getrandom::fill(&mut b) {
                    Ok(()) => hex::encode(b),
                    Err(_) => format!("{:x}", clock::ms(self.clock.now())),
                }
            },
        }
    }

    /// Load a game's latest snapshot.
    pub fn load<'a>(
        &'a self,
        game_id: &'a str,
    ) -> impl std::future::Future<Output = Result<Loaded, RefereeError>> + 'a {
        stack::boxed(|| self.load_body(game_id))
    }

    async fn load_body(&self, game_id: &str) -> Result<Loaded, RefereeError> {
        let row = self.store.game(game_id).await?;
        let game: Game = crate::rules::snapshot::decode(&row.state_json)
            .map_err(|e| RefereeError::Corrupt(game_id.to_string(), e.to_string()))?;
        let players = self.store.players(game_id).await?;
        let prefs = self.store.mail_prefs(game_id).await?;
        let held = self.store.held_news(game_id).await?;
        let options = self.store.table_options(game_id).await?;
        Ok(Loaded {
            row,
            game,
            players,
            prefs,
            held,
            options,
        })
    }

    /// A notice to the GM's address: no Reply-To, no thread, marked auto-submitted (the
    /// GM's mail program never answers it).
    pub(crate) fn gm_notice(
        &self,
        game_id: Option<String>,
        message_id: String,
        to_addr: String,
        subject: String,
        body: String,
    ) -> crate::store::NewMail {
        crate::store::NewMail {
            game_id,
            message_id,
            kind: "gm".into(),
            to_addr,
            reply_to: None,
            subject,
            body,
            in_reply_to: None,
            auto_submitted: true,
        }
    }

    pub fn state_json(game: &Game) -> Result<String, RefereeError> {
        crate::rules::snapshot::encode(game)
            .map_err(|e| RefereeError::Corrupt("(in memory)".into(), e.to_string()))
    }

    pub fn now_text(&self) -> (i64, String) {
        let now = self.clock.now();
        (clock::ms(now), now.to_string())
    }
}
