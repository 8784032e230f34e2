//! Positions (issue 7 section 3, docs/SCENARIOS.md "Positions"): load any position from TOML,
//! check it against the rules' invariants, open play there, and write the current position of
//! a game in the same format.
//!
//! The format's types are `rules::position` (the rules core builds the state); this module reads
//! and writes the text (`load`, `write`), checks (`validate`) and keeps the setup of a game that
//! started from a position (`StoredSetup`, so that its log is setup + seed + inputs).

pub mod compare;
pub mod validate;

use serde::{Deserialize, Serialize};

pub use crate::rules::position::{Position, PositionError};
use crate::rules::{Event, Game, Setup};

/// Why a position could not be used.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The text is not TOML of the format.
    #[error("position file: {0}")]
    Parse(String),
    /// The position breaks an invariant or names what does not exist.
    #[error("position refused: {0}")]
    Invalid(#[from] PositionError),
    /// The game could not start (e.g. a stored setup that does not parse).
    #[error("{0}")]
    Setup(String),
}

/// Parse a position's text (TOML). Does not validate.
pub fn parse(text: &str) -> Result<Position, LoadError> {
    toml::from_str(text).map_err(|e| LoadError::Parse(e.to_string()))
}

/// Parse and validate.
pub fn load(text: &str) -> Result<Position, LoadError> {
    let p = parse(text)?;
    validate::validate(&p)?;
    Ok(p)
}

/// Validate, build, and open play where the position says.
pub fn start(p: &Position, seed: [u8; 32]) -> Result<(Game, Vec<Event>), LoadError> {
    validate::validate(p)?;
    let mut game = Game::from_position(p, seed)?;
    let events = game.open_position(&p.start);
    Ok((game, events))
}

/// The position as TOML text.
pub fn write(p: &Position) -> Result<String, LoadError> {
    toml::to_string(p).map_err(|e| LoadError::Parse(e.to_string()))
}

/// The current position of a game as TOML text.
pub fn write_game(g: &Game) -> Result<String, LoadError> {
    write(&g.to_position())
}

/// A game's stored setup (`games.setup_json`): the usual setup, and for a game started from a
/// position, that position's text (players included).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredSetup {
    #[serde(flatten)]
    pub setup: Setup,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// SEN-02 / SEN-04: the game's voting setting (a position carries its own as well).
    #[serde(default, skip_serializing_if = "simultaneous")]
    pub voting_order: crate::rules::VotingOrder,
    /// SEN-02 house rule "agenda vote" (issue 21 §2; a position carries its own as well).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub agenda_vote: bool,
    /// FOR-17 house rule "bid ahead" (issue 21 §2; a position carries its own as well).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bid_ahead: bool,
    /// Issue 24 §3: the game's options (advanced rules, house rules, deadlines); omitted when
    /// every one is at its default (today's behaviour). A position carries its own as well.
    #[serde(default, skip_serializing_if = "crate::rules::GameOptions::is_default")]
    pub options: crate::rules::GameOptions,
    /// Issue 25 §3: the game sends each player his board picture with the news at the end of
    /// each phase (`rorgm game new --picture`). Not a rule: replays ignore it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub picture: bool,
}

fn simultaneous(v: &crate::rules::VotingOrder) -> bool {
    *v == crate::rules::VotingOrder::Simultaneous
}

/// Start a game from its stored setup JSON: from the position if there is one, else a new game.
/// Replays (`rorgm replay`, rollback, export verify) start here.
pub fn start_stored(setup_json: &str, seed: [u8; 32]) -> Result<(Game, Vec<Event>), LoadError> {
    let stored: StoredSetup =
        serde_json::from_str(setup_json).map_err(|e| LoadError::Setup(format!("setup: {e}")))?;
    match stored.position {
        Some(text) => {
            let mut p = parse(&text)?;
            p.players = stored.setup.players;
            start(&p, seed)
        }
        None => {
            let (mut g, mut ev) =
                Game::new(stored.setup, seed).map_err(|e| LoadError::Setup(e.to_string()))?;
            ev.extend(g.start_options(&crate::rules::TableRules {
                options: stored.options,
                voting_order: stored.voting_order,
                house: crate::rules::HouseRules {
                    agenda_vote: stored.agenda_vote,
                    bid_ahead: stored.bid_ahead,
                },
            }));
            Ok((g, ev))
        }
    }
}

#[cfg(test)]
mod tests;
