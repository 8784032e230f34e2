//! The referee: the only place where time, mail and the database meet the rules (DESIGN.md).
//! It is thin: it moves data between the rules, the orders reader, the renderer, the store and
//! the mail transports.

pub mod bots;
pub mod clock;
pub mod deliver;
pub mod demo;
pub mod input;
pub mod intake;
pub mod mails;
pub mod newgame;
pub mod outbox;
pub mod rounds;
pub mod service;

use std::sync::Arc;

use crate::config::RoundsConfig;
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
}

/// Mails in flight at once by default (`smtp.connections`).
pub const DEFAULT_SEND_CONNECTIONS: usize = 4;

/// Settings the referee needs.
#[derive(Debug, Clone)]
pub struct RefereeSettings {
    pub gm_address: String,
    pub gm_name: String,
    /// Where the referee tells the GM about unreachable players and unreadable intake.
    pub gm_notify: Option<String>,
    pub rounds: RoundsConfig,
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
    /// SMTP connections the sender uses at once (mails in flight, never two to one recipient).
    send_connections: usize,
}

/// A game loaded from the store.
pub struct Loaded {
    pub row: GameRow,
    pub game: Game,
    pub players: Vec<PlayerRow>,
}

impl Loaded {
    pub fn names(&self) -> Names {
        Names::new(&self.game.view(Viewer::Gm), self.game.players())
    }
}

/// The status column text of a game.
pub fn status_text(game: &Game) -> String {
    match game.status() {
        GameStatus::Waiting => "waiting".to_string(),
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
            clock,
            send_connections: DEFAULT_SEND_CONNECTIONS,
        })
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
    pub async fn load(&self, game_id: &str) -> Result<Loaded, RefereeError> {
        let row = self.store.game(game_id).await?;
        let game: Game = serde_json::from_str(&row.state_json)
            .map_err(|e| RefereeError::Corrupt(game_id.to_string(), e.to_string()))?;
        let players = self.store.players(game_id).await?;
        Ok(Loaded { row, game, players })
    }

    pub fn state_json(game: &Game) -> Result<String, RefereeError> {
        serde_json::to_string(game)
            .map_err(|e| RefereeError::Corrupt("(in memory)".into(), e.to_string()))
    }

    pub fn now_text(&self) -> (i64, String) {
        let now = self.clock.now();
        (clock::ms(now), now.to_string())
    }
}
