//! A whole game as one file (issue 9): `game export` writes setup, seed and its commitment,
//! every input, every event, every mail in and out; `game import` rebuilds the identical game in
//! another database (checked by replaying it); `game verify` checks every die of a finished
//! game against its revealed seed and the commitment published at its start.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use crate::rules::Event;

use super::input::Input;
use super::{Referee, RefereeError};

/// The export file's format name and version.
pub const FORMAT: &str = "rorgm-game-export";
pub const VERSION: u32 = 1;

/// The file: a header a reader can check, then every row of the game, table by table.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ExportFile {
    pub format: String,
    pub version: u32,
    pub game_id: String,
    pub exported_at: String,
    pub tables: Map<String, Value>,
}

/// What `verify` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    pub game_id: String,
    pub status: String,
    pub inputs: usize,
    pub events: usize,
    pub dice_events: usize,
}

fn bad(m: impl Into<String>) -> RefereeError {
    RefereeError::Invalid(m.into())
}

fn game_field<'a>(f: &'a ExportFile, name: &str) -> Result<&'a str, RefereeError> {
    f.tables
        .get("games")
        .and_then(|g| g.as_array())
        .and_then(|g| g.first())
        .and_then(|g| g.get(name))
        .and_then(|v| v.as_str())
        .ok_or_else(|| bad(format!("the export file has no game {name}")))
}

fn column_strings(f: &ExportFile, table: &str, col: &str) -> Result<Vec<String>, RefereeError> {
    f.tables
        .get(table)
        .and_then(|t| t.as_array())
        .map(|rows| {
            rows.iter()
                .map(|r| {
                    r.get(col)
                        .and_then(|v| v.as_str())
                        .map(str::to_string)
                        .ok_or_else(|| bad(format!("a row of {table} has no {col}")))
                })
                .collect()
        })
        .unwrap_or_else(|| Ok(Vec::new()))
}

/// Check a file: the seed matches the commitment, and replaying setup + seed + inputs gives
/// exactly the recorded events (every die) and the recorded final state.
pub fn verify(f: &ExportFile) -> Result<Verified, RefereeError> {
    if f.format != FORMAT || f.version != VERSION {
        return Err(bad(format!(
            "not a rorgm game export (format {:?} version {})",
            f.format, f.version
        )));
    }
    let seed_hex = game_field(f, "seed_hex")?;
    let commitment = game_field(f, "seed_sha256")?;
    let seed: [u8; 32] = hex::decode(seed_hex)
        .ok()
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| bad("the seed is not 64 hex digits"))?;
    if hex::encode(Sha256::digest(seed)) != commitment {
        return Err(bad(
            "the seed does not match the commitment published at the start of the game",
        ));
    }
    let setup_json = game_field(f, "setup_json")?;
    let inputs: Vec<Input> = column_strings(f, "inputs", "input_json")?
        .iter()
        .enumerate()
        .map(|(i, j)| serde_json::from_str(j).map_err(|e| bad(format!("input {}: {e}", i + 1))))
        .collect::<Result<_, _>>()?;
    let recorded: Vec<Event> = column_strings(f, "events", "event_json")?
        .iter()
        .map(|j| serde_json::from_str(j).map_err(|e| bad(format!("event: {e}"))))
        .collect::<Result<_, _>>()?;
    let (game, events) = super::input::replay_stored(setup_json, seed, &inputs)?;
    if let Some(i) =
        (0..events.len().max(recorded.len())).find(|&i| events.get(i) != recorded.get(i))
    {
        return Err(bad(format!(
            "event {} of {} differs from what the seed and the inputs give: the record was \
             changed, or the dice were not the seed's",
            i + 1,
            recorded.len()
        )));
    }
    let same = crate::rules::snapshot::same_game(game_field(f, "state_json")?, &game)
        .map_err(|e| bad(format!("state_json: {e}")))?;
    if !same {
        return Err(bad(
            "the final state differs from what the seed and the inputs give",
        ));
    }
    let dice_events = events
        .iter()
        .filter(|e| matches!(e.kind, crate::rules::EventKind::DiceRolled { .. }))
        .count();
    Ok(Verified {
        game_id: game_field(f, "id")?.to_string(),
        status: game_field(f, "status")?.to_string(),
        inputs: inputs.len(),
        events: events.len(),
        dice_events,
    })
}

impl Referee {
    /// The whole game as one file (the GM's: it holds the seed and the personal tokens).
    pub async fn export_game(&self, game_id: &str) -> Result<ExportFile, RefereeError> {
        let mut tables = self.store.dump_game(game_id).await?;
        // Sent bodies may be kept compressed apart (`mail_bodies`): the file holds them as text.
        let bodies: std::collections::HashMap<String, String> = self
            .store
            .outbox(Some(game_id))
            .await?
            .into_iter()
            .map(|r| (r.message_id, r.body))
            .collect();
        if let Some(Value::Array(rows)) = tables.get_mut("outbox") {
            for row in rows {
                let id = row
                    .get("message_id")
                    .and_then(|v| v.as_str())
                    .map(str::to_string);
                if let (Some(id), Some(obj)) = (id, row.as_object_mut())
                    && let Some(body) = bodies.get(&id)
                {
                    obj.insert("body".into(), Value::String(body.clone()));
                    for compressed_ref in ["body_hash", "body_ref", "body_id"] {
                        if obj.contains_key(compressed_ref) {
                            obj.insert(compressed_ref.into(), Value::Null);
                        }
                    }
                }
            }
        }
        let (_, now_text) = self.now_text();
        Ok(ExportFile {
            format: FORMAT.into(),
            version: VERSION,
            game_id: game_id.to_string(),
            exported_at: now_text,
            tables,
        })
    }

    /// Rebuild an exported game here, after checking that it replays exactly.
    pub async fn import_game(&self, f: &ExportFile) -> Result<Verified, RefereeError> {
        let v = verify(f)?;
        if v.game_id != f.game_id {
            return Err(bad(
                "the file's header and its game row name different games",
            ));
        }
        self.store.restore_game(&f.tables).await?;
        Ok(v)
    }
}
