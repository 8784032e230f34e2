//! The input log: every accepted input, in order. Replaying setup + seed + inputs reproduces every
//! event byte for byte (DESIGN.md "Determinism, replay, audit").

use serde::{Deserialize, Serialize};

use crate::rules::{
    Answer, AnytimePlay, DecisionId, DecisionKind, Event, FactionId, Game, Proposal, RuleError,
    RulingOverride, Setup,
};

/// One input to the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "input", rename_all = "snake_case")]
pub enum Input {
    Submit {
        faction: FactionId,
        decision: DecisionId,
        answer: Answer,
    },
    Withdraw {
        faction: FactionId,
        decision: DecisionId,
    },
    Resolve {
        deadline: bool,
    },
    /// A standing order (ORDERS.md `STANDING`): replaces the faction's Default Move of that kind.
    SetStanding {
        faction: FactionId,
        kind: DecisionKind,
        answer: Answer,
    },
    /// `STANDING CLEAR`.
    ClearStanding {
        faction: FactionId,
    },
    /// `rorgm gm overrule`: the GM's decision for a ruling the rules are about to make
    /// (inserted in the log just before the input that made the ruling, then replayed).
    Override {
        ruling: RulingOverride,
    },
    /// `rorgm gm substitute` (PB-10, issue 9): the GM's proposals in place of the presiding
    /// magistrate's, with the GM's reason as he wrote it.
    Substitute {
        proposals: Vec<Proposal>,
        reason: String,
    },
    /// FOR-13: a card played outside any decision when its mail was read (Influence
    /// Peddling).
    Play {
        faction: FactionId,
        play: AnytimePlay,
    },
}

impl Input {
    /// Apply to a game; returns the events it caused.
    pub fn apply(&self, game: &mut Game) -> Result<Vec<Event>, RuleError> {
        match self {
            Input::Submit {
                faction,
                decision,
                answer,
            } => game
                .submit(*faction, decision, answer.clone())
                .map(|_| Vec::new()),
            Input::Withdraw { faction, decision } => {
                game.withdraw(*faction, decision).map(|_| Vec::new())
            }
            Input::Resolve { deadline } => Ok(game.resolve(*deadline)),
            Input::SetStanding {
                faction,
                kind,
                answer,
            } => game
                .set_standing(*faction, *kind, answer.clone())
                .map(|_| Vec::new()),
            Input::ClearStanding { faction } => {
                game.clear_standing(*faction);
                Ok(Vec::new())
            }
            Input::Override { ruling } => game.override_ruling(ruling.clone()).map(|()| Vec::new()),
            Input::Substitute { proposals, reason } => {
                game.gm_substitute(proposals.clone(), reason)
            }
            Input::Play { faction, play } => game.play_anytime(*faction, play),
        }
    }
}

/// Why a replay failed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("setup failed: {0}")]
    Setup(RuleError),
    #[error("setup from the stored setup failed: {0}")]
    Stored(String),
    #[error("input {seq} is not valid JSON: {message}")]
    Json { seq: usize, message: String },
    #[error("input {seq} was refused on replay: {error}")]
    Refused { seq: usize, error: RuleError },
}

/// Rebuild a game from its setup, seed and input log; returns the game and all events.
pub fn replay(
    setup: Setup,
    seed: [u8; 32],
    inputs: &[Input],
) -> Result<(Game, Vec<Event>), ReplayError> {
    let (mut game, mut events) = Game::new(setup, seed).map_err(ReplayError::Setup)?;
    for (i, input) in inputs.iter().enumerate() {
        let evs = input
            .apply(&mut game)
            .map_err(|error| ReplayError::Refused { seq: i + 1, error })?;
        events.extend(evs);
    }
    Ok((game, events))
}

/// Rebuild a game from its stored setup JSON (a position's included, see
/// `position::StoredSetup`), seed and input log.
pub fn replay_stored(
    setup_json: &str,
    seed: [u8; 32],
    inputs: &[Input],
) -> Result<(Game, Vec<Event>), ReplayError> {
    let (mut game, mut events) = crate::position::start_stored(setup_json, seed)
        .map_err(|e| ReplayError::Stored(e.to_string()))?;
    for (i, input) in inputs.iter().enumerate() {
        let evs = input
            .apply(&mut game)
            .map_err(|error| ReplayError::Refused { seq: i + 1, error })?;
        events.extend(evs);
    }
    Ok((game, events))
}

/// Parse stored input JSON.
pub fn parse_inputs(rows: &[crate::store::InputRow]) -> Result<Vec<Input>, ReplayError> {
    rows.iter()
        .enumerate()
        .map(|(i, r)| {
            serde_json::from_str(&r.input_json).map_err(|e| ReplayError::Json {
                seq: i + 1,
                message: e.to_string(),
            })
        })
        .collect()
}
