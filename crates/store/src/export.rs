//! One game's rows, every table, as JSON, and back (issue 9: `game export` / `game import`).
//!
//! The dump is generic over columns, so a column added by a later migration travels without
//! code here; only the list of tables that hold a game's rows is fixed.

use serde_json::{Map, Value};
use sqlx::any::AnyRow;
use sqlx::any::AnyTypeInfoKind;
use sqlx::{Column, Row, ValueRef};

use super::{Store, StoreError};

/// The tables holding a game's rows, in an order that satisfies foreign keys on import, with
/// the column that names the game. Row ids of autoincrement tables are not carried over.
pub const GAME_TABLES: &[(&str, &str)] = &[
    ("games", "id"),
    ("players", "game_id"),
    ("inputs", "game_id"),
    ("snapshots", "game_id"),
    ("events", "game_id"),
    ("inbound", "game_id"),
    ("outbox", "game_id"),
    ("deadlines", "game_id"),
    ("pauses", "game_id"),
    ("observers", "game_id"),
    ("notice_limits", "game_id"),
    ("bots", "game_id"),
    ("gm_inbox", "game_id"),
    ("holds", "game_id"),
    ("held_news", "game_id"),
    ("approval_settings", "game_id"),
    ("approvals", "game_id"),
    ("table_options", "game_id"),
    ("press", "game_id"),
];

/// Issue 25 §3: the files the game's mails carry, dumped beside the tables (keyed by the mail's
/// Message-ID, not the game: `dump_attachments`).
const ATTACHMENTS: &str = "mail_attachments";

/// The row ids an import renumbers ([`LOCAL_IDS`]), for the tests.
#[cfg(test)]
pub(crate) const LOCAL_IDS_FOR_TESTS: &[(&str, &str)] = LOCAL_IDS;

/// Autoincrement row ids, renumbered by the importing database.
const LOCAL_IDS: &[(&str, &str)] = &[
    ("inbound", "id"),
    ("outbox", "id"),
    ("gm_inbox", "id"),
    ("held_news", "id"),
    ("press", "id"),
];

fn select_sql(table: &str) -> Option<&'static str> {
    Some(match table {
        "games" => "SELECT * FROM games WHERE id = $1",
        "players" => "SELECT * FROM players WHERE game_id = $1 ORDER BY faction",
        "inputs" => "SELECT * FROM inputs WHERE game_id = $1 ORDER BY seq",
        "snapshots" => "SELECT * FROM snapshots WHERE game_id = $1 ORDER BY seq",
        "events" => "SELECT * FROM events WHERE game_id = $1 ORDER BY seq, idx",
        "inbound" => "SELECT * FROM inbound WHERE game_id = $1 ORDER BY id",
        "outbox" => "SELECT * FROM outbox WHERE game_id = $1 ORDER BY id",
        "deadlines" => "SELECT * FROM deadlines WHERE game_id = $1",
        "pauses" => "SELECT * FROM pauses WHERE game_id = $1",
        "observers" => {
            "SELECT game_id, address, added_at FROM observers WHERE game_id = $1 ORDER BY rowid"
        }
        "notice_limits" => "SELECT * FROM notice_limits WHERE game_id = $1",
        "bots" => "SELECT * FROM bots WHERE game_id = $1 ORDER BY faction",
        "gm_inbox" => "SELECT * FROM gm_inbox WHERE game_id = $1 ORDER BY id",
        "holds" => "SELECT * FROM holds WHERE game_id = $1",
        "held_news" => "SELECT * FROM held_news WHERE game_id = $1 ORDER BY id",
        "approval_settings" => "SELECT * FROM approval_settings WHERE game_id = $1",
        "approvals" => "SELECT * FROM approvals WHERE game_id = $1 ORDER BY seq",
        "table_options" => "SELECT * FROM table_options WHERE game_id = $1",
        "press" => "SELECT * FROM press WHERE game_id = $1 ORDER BY id",
        _ => return None,
    })
}

fn row_json(r: &AnyRow) -> Result<Map<String, Value>, StoreError> {
    let mut m = Map::new();
    for col in r.columns() {
        let i = col.ordinal();
        let raw = r.try_get_raw(i)?;
        let v = if raw.is_null() {
            Value::Null
        } else {
            match raw.type_info().kind() {
                k if k.is_integer() => Value::from(r.try_get::<i64, _>(i)?),
                AnyTypeInfoKind::Real | AnyTypeInfoKind::Double => {
                    Value::from(r.try_get::<f64, _>(i)?)
                }
                _ => Value::from(r.try_get::<String, _>(i)?),
            }
        };
        m.insert(col.name().to_string(), v);
    }
    Ok(m)
}

fn valid_ident(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl Store {
    /// Every row of one game, table by table.
    pub async fn dump_game(&self, game_id: &str) -> Result<Map<String, Value>, StoreError> {
        self.game(game_id).await?;
        let mut tables = Map::new();
        for (table, _) in GAME_TABLES {
            let Some(sql) = select_sql(table) else {
                continue;
            };
            let rows = sqlx::query(sql).bind(game_id).fetch_all(&self.pool).await?;
            let rows = rows
                .iter()
                .map(|r| row_json(r).map(Value::Object))
                .collect::<Result<Vec<_>, _>>()?;
            tables.insert(table.to_string(), Value::Array(rows));
        }
        tables.insert(
            ATTACHMENTS.to_string(),
            Value::Array(self.dump_attachments(game_id).await?),
        );
        Ok(tables)
    }

    /// Issue 25 §3: the files the game's mails carry (the board pictures of mails not yet sent
    /// and dropped), keyed by the mail's Message-ID, the bytes as hex.
    async fn dump_attachments(&self, game_id: &str) -> Result<Vec<Value>, StoreError> {
        let rows: Vec<(String, String, String, Vec<u8>)> = sqlx::query_as(
            "SELECT a.message_id, a.filename, a.content_type, a.data FROM mail_attachments a \
             JOIN outbox o ON o.message_id = a.message_id WHERE o.game_id = $1 ORDER BY a.id",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(message_id, filename, content_type, data)| {
                serde_json::json!({
                    "message_id": message_id,
                    "filename": filename,
                    "content_type": content_type,
                    "data_hex": hex::encode(data),
                })
            })
            .collect())
    }

    /// Issue 25 §3: the files of a dumped game's mails, each for a mail of that game's outbox
    /// (restored before, in the same transaction).
    async fn restore_attachments(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        game_id: &str,
        rows: &[Value],
    ) -> Result<(), StoreError> {
        let corrupt = |m: &str| StoreError::Corrupt(format!("export file: {m}"));
        for row in rows {
            let text = |k: &str| {
                row.get(k)
                    .and_then(Value::as_str)
                    .ok_or_else(|| corrupt(&format!("a row of {ATTACHMENTS} has no {k}")))
            };
            let message_id = text("message_id")?;
            let data = hex::decode(text("data_hex")?)
                .map_err(|_| corrupt(&format!("a row of {ATTACHMENTS} is not hex")))?;
            let ours: Option<i64> =
                sqlx::query_scalar("SELECT 1 FROM outbox WHERE message_id = $1 AND game_id = $2")
                    .bind(message_id)
                    .bind(game_id)
                    .fetch_optional(&mut **tx)
                    .await?;
            if ours.is_none() {
                return Err(corrupt(&format!(
                    "a row of {ATTACHMENTS} belongs to no mail of the game"
                )));
            }
            sqlx::query(
                "INSERT INTO mail_attachments (message_id, filename, content_type, data) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(message_id)
            .bind(text("filename")?)
            .bind(text("content_type")?)
            .bind(data)
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
    }

    /// Insert a dumped game, in one transaction; refused if the game id is taken.
    pub async fn restore_game(&self, tables: &Map<String, Value>) -> Result<String, StoreError> {
        let corrupt = |m: &str| StoreError::Corrupt(format!("export file: {m}"));
        let game_id = tables
            .get("games")
            .and_then(|g| g.as_array())
            .and_then(|g| g.first())
            .and_then(|g| g.get("id"))
            .and_then(|v| v.as_str())
            .ok_or_else(|| corrupt("no game row"))?
            .to_string();
        if self.game(&game_id).await.is_ok() {
            return Err(corrupt(&format!(
                "game {game_id} already exists in this database"
            )));
        }
        let mut tx = self.begin().await?;
        for (table, game_col) in GAME_TABLES {
            let Some(rows) = tables.get(*table).and_then(|v| v.as_array()) else {
                continue;
            };
            for row in rows {
                let obj = row
                    .as_object()
                    .ok_or_else(|| corrupt(&format!("a row of {table} is not an object")))?;
                if obj.get(*game_col).and_then(|v| v.as_str()) != Some(game_id.as_str()) {
                    return Err(corrupt(&format!(
                        "a row of {table} belongs to another game"
                    )));
                }
                let cols: Vec<(&String, &Value)> = obj
                    .iter()
                    .filter(|(c, _)| !LOCAL_IDS.contains(&(*table, c.as_str())))
                    .collect();
                if let Some((bad, _)) = cols.iter().find(|(c, _)| !valid_ident(c)) {
                    return Err(corrupt(&format!("bad column name {bad:?} in {table}")));
                }
                let names: Vec<&str> = cols.iter().map(|(c, _)| c.as_str()).collect();
                // A NULL is written as such (a bound NULL has a type, which PostgreSQL checks
                // against the column's); every other value is bound, numbered from $1.
                let mut n = 0;
                let marks: Vec<String> = cols
                    .iter()
                    .map(|(_, v)| match v {
                        Value::Null => "NULL".to_string(),
                        _ => {
                            n += 1;
                            format!("${n}")
                        }
                    })
                    .collect();
                let marks = marks.join(", ");
                let sql = format!(
                    "INSERT INTO {table} ({}) VALUES ({marks})",
                    names.join(", ")
                );
                let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
                for (_, v) in &cols {
                    q = match v {
                        Value::Null => q,
                        Value::Number(n) => match n.as_i64() {
                            Some(i) => q.bind(i),
                            None => q.bind(n.as_f64().unwrap_or_default()),
                        },
                        Value::String(s) => q.bind(s.clone()),
                        Value::Bool(b) => q.bind(i64::from(*b)),
                        other => q.bind(other.to_string()),
                    };
                }
                q.execute(&mut *tx).await?;
            }
        }
        if let Some(rows) = tables.get(ATTACHMENTS).and_then(Value::as_array) {
            Self::restore_attachments(&mut tx, &game_id, rows).await?;
        }
        tx.commit().await?;
        Ok(game_id)
    }
}
