//! Issue 23 point 6: the stored snapshot of a game is a versioned format: an envelope that
//! names the format and its version around the game's state, read through an explicit chain
//! of upgrades, so that a change to the state's shape is a new version with its upgrade (a
//! function over the JSON) rather than a silent `#[serde(default)]`, and a snapshot written by
//! a newer rorgm, or anything that is no snapshot, is refused with a clear reason instead of
//! being misread.
//!
//! ```json
//! {"format": "rorgm-game", "version": 1, "game": { ... }}
//! ```
//!
//! Version 0 is what rorgm stored before the envelope: the bare state. Version 1 wraps it,
//! unchanged. The state inside is written by `Game`'s serde derive, and pinned: [`shape`]
//! lists every path to a value with its kind, `tests/snapshot-v1.shape` holds the shapes of
//! version 1, and `tests/snapshot_format.rs` stores and re-reads every state of many bot games
//! and fails on a shape the file does not name. So a change to `Game` that changes what is
//! stored cannot pass unnoticed: it becomes version 2 with its step in [`upgrade`]. The fields
//! added before version 1 are still read with `#[serde(default)]` (version 0 snapshots lack
//! them).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::game::Game;

/// The format's name in the envelope.
pub const FORMAT: &str = "rorgm-game";
/// The version this rorgm writes, and the newest it reads.
pub const VERSION: u64 = 1;

/// Why a stored text is not a game this rorgm can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SnapshotError {
    #[error("not JSON: {0}")]
    NotJson(String),
    #[error("not a rorgm game snapshot (format {0:?})")]
    OtherFormat(String),
    #[error(
        "snapshot version {found} was written by a newer rorgm (this one reads up to {VERSION})"
    )]
    Newer { found: u64 },
    #[error("the envelope has no version or no game")]
    BadEnvelope,
    #[error("the game state of version {version} does not read: {message}")]
    BadState { version: u64, message: String },
    #[error("the game state could not be written: {0}")]
    Write(String),
}

#[derive(Serialize)]
struct Envelope<'a> {
    format: &'static str,
    version: u64,
    game: &'a Game,
}

/// The stored text of a game: the envelope of the current version around its state.
pub fn encode(game: &Game) -> Result<String, SnapshotError> {
    serde_json::to_string(&Envelope {
        format: FORMAT,
        version: VERSION,
        game,
    })
    .map_err(|e| SnapshotError::Write(e.to_string()))
}

/// The envelope of the current version, read straight into a game (the common case: no
/// JSON tree built).
#[derive(Deserialize)]
struct Current {
    format: String,
    version: u64,
    game: Game,
}

/// A game from its stored text, of any version up to [`VERSION`] (each upgraded in turn).
pub fn decode(text: &str) -> Result<Game, SnapshotError> {
    if let Ok(c) = serde_json::from_str::<Current>(text)
        && c.format == FORMAT
        && c.version == VERSION
    {
        return Ok(c.game);
    }
    let value: Value =
        serde_json::from_str(text).map_err(|e| SnapshotError::NotJson(e.to_string()))?;
    let (version, state) = unwrap_envelope(value)?;
    let state = upgrade(version, state);
    serde_json::from_value(state).map_err(|e| SnapshotError::BadState {
        version,
        message: e.to_string(),
    })
}

/// Do two stored texts (of any versions) hold the same game? Compared as the current version
/// writes them, so that a snapshot stored before the envelope equals its re-encoding.
pub fn same_game(stored: &str, game: &Game) -> Result<bool, SnapshotError> {
    Ok(encode(&decode(stored)?)? == encode(game)?)
}

/// The version and the state of a stored value. A JSON object without `format` is version 0,
/// the bare state stored before the envelope.
fn unwrap_envelope(value: Value) -> Result<(u64, Value), SnapshotError> {
    let Value::Object(mut map) = value else {
        return Err(SnapshotError::OtherFormat("not an object".into()));
    };
    match map.get("format") {
        None => Ok((0, Value::Object(map))),
        Some(Value::String(f)) if f == FORMAT => {
            let version = map
                .get("version")
                .and_then(Value::as_u64)
                .ok_or(SnapshotError::BadEnvelope)?;
            if version > VERSION {
                return Err(SnapshotError::Newer { found: version });
            }
            let state = map.remove("game").ok_or(SnapshotError::BadEnvelope)?;
            Ok((version, state))
        }
        Some(other) => Err(SnapshotError::OtherFormat(other.to_string())),
    }
}

/// The state of `version` brought to [`VERSION`], one upgrade at a time. Each new version adds
/// its step here (a function over the JSON), with a test that reads a snapshot of the version
/// before it.
fn upgrade(version: u64, state: Value) -> Value {
    let mut state = state;
    let mut v = version;
    while v < VERSION {
        state = match v {
            // 0 → 1: the envelope only; the state is unchanged.
            0 => state,
            _ => state,
        };
        v += 1;
    }
    state
}

/// The shape of a stored state: one line per path to a value and the kind of that value
/// (`turn: number`, `senators[].influence: number`, `wars[].key: string`), as a set. Array
/// elements share the path `[]`; object keys that are not names (numbers, as maps keyed by an
/// id write them) share the path `{}`. The shapes seen in many played games are kept in
/// `tests/snapshot-v1.shape`: a state whose shape has a line not in that file is a format
/// change, which needs a new [`VERSION`] and its upgrade step (tests/snapshot_format.rs).
pub fn shape(state: &Value, out: &mut std::collections::BTreeSet<String>) {
    shape_at(state, &mut String::new(), out);
}

fn shape_at(value: &Value, path: &mut String, out: &mut std::collections::BTreeSet<String>) {
    let len = path.len();
    match value {
        Value::Object(map) => {
            if map.is_empty() {
                out.insert(format!("{path}: object"));
            }
            for (key, v) in map {
                let name_like = key
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(if name_like { key } else { "{}" });
                shape_at(v, path, out);
                path.truncate(len);
            }
        }
        Value::Array(items) => {
            path.push_str("[]");
            if items.is_empty() {
                out.insert(format!("{path}: empty"));
            }
            for v in items {
                shape_at(v, path, out);
            }
            path.truncate(len);
        }
        Value::Null => {
            out.insert(format!("{path}: null"));
        }
        Value::Bool(_) => {
            out.insert(format!("{path}: bool"));
        }
        Value::Number(_) => {
            out.insert(format!("{path}: number"));
        }
        Value::String(_) => {
            out.insert(format!("{path}: string"));
        }
    }
}

/// The shape ([`shape`]) of a game as this rorgm stores it: the state inside the envelope.
pub fn stored_shape(game: &Game, out: &mut std::collections::BTreeSet<String>) {
    if let Ok(state) = serde_json::to_value(game) {
        shape(&state, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Game {
        crate::tests::new_game(3, 7).0
    }

    #[test]
    fn a_game_is_stored_in_the_envelope_of_the_current_version_and_read_back() {
        let g = game();
        let text = encode(&g).unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["format"], FORMAT);
        assert_eq!(v["version"], VERSION);
        assert!(v["game"].is_object());
        let back = decode(&text).unwrap();
        assert_eq!(encode(&back).unwrap(), text);
    }

    #[test]
    fn a_bare_state_stored_before_the_envelope_reads_as_version_0() {
        let g = game();
        let bare = serde_json::to_string(&g).unwrap();
        let back = decode(&bare).unwrap();
        assert_eq!(encode(&back).unwrap(), encode(&g).unwrap());
        assert!(same_game(&bare, &g).unwrap());
    }

    /// A game stopped by the rules before their reasons were typed reads its reason as written;
    /// a typed one round-trips.
    #[test]
    fn a_rules_end_reason_stored_as_text_still_reads() {
        use crate::api::{RulesStop, StopWhy};
        use crate::game::GameStatus;
        let old: GameStatus = serde_json::from_str(
            r#"{"status":"rules_end","rule":"COM-04","reason":"Pompey (30A) commands"}"#,
        )
        .unwrap();
        assert_eq!(
            old,
            GameStatus::RulesEnd {
                rule: "COM-04".into(),
                reason: RulesStop::Written("Pompey (30A) commands".into())
            }
        );
        let typed = GameStatus::RulesEnd {
            rule: "FOR-04".into(),
            reason: RulesStop::Typed(StopWhy::NoRandomEvent { roll: 19 }),
        };
        let text = serde_json::to_string(&typed).unwrap();
        assert_eq!(serde_json::from_str::<GameStatus>(&text).unwrap(), typed);
    }

    /// The stops no longer produced (COM-04 Pompey, COM-09 Lucullus, COM-18 Veteran garrisons)
    /// still read from a stored game that stopped there.
    #[test]
    fn com_04_com_09_com_18_stops_no_longer_produced_still_read() {
        use crate::api::{CardKey, ProvinceKey, RulesStop, StopWhy};
        use crate::game::GameStatus;
        for (rule, why) in [
            (
                "COM-04",
                StopWhy::VariableMilitary {
                    statesman: CardKey("30A".into()),
                },
            ),
            (
                "COM-09",
                StopWhy::VoidsDisasterLosses {
                    statesman: CardKey("29A".into()),
                },
            ),
            (
                "COM-18",
                StopWhy::GarrisonVeterans {
                    province: ProvinceKey("sicilia".into()),
                },
            ),
        ] {
            let stored = GameStatus::RulesEnd {
                rule: rule.into(),
                reason: RulesStop::Typed(why),
            };
            let text = serde_json::to_string(&stored).unwrap();
            assert_eq!(serde_json::from_str::<GameStatus>(&text).unwrap(), stored);
        }
    }

    #[test]
    fn a_newer_version_or_another_format_is_refused() {
        let g = game();
        let mut v: Value = serde_json::from_str(&encode(&g).unwrap()).unwrap();
        v["version"] = Value::from(VERSION + 1);
        assert_eq!(
            decode(&v.to_string()).err(),
            Some(SnapshotError::Newer { found: VERSION + 1 })
        );
        v["format"] = Value::from("something-else");
        assert!(matches!(
            decode(&v.to_string()),
            Err(SnapshotError::OtherFormat(_))
        ));
        assert!(matches!(
            decode("[1, 2]"),
            Err(SnapshotError::OtherFormat(_))
        ));
        assert!(matches!(decode("{"), Err(SnapshotError::NotJson(_))));
        let no_game = serde_json::json!({"format": FORMAT, "version": 1});
        assert_eq!(
            decode(&no_game.to_string()).err(),
            Some(SnapshotError::BadEnvelope)
        );
    }
}
