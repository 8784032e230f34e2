//! `[expect.position]` in scenarios: a partial position (any field the position format has)
//! compared with the game's current position. Senators, provinces, forces, events and leaders
//! are matched by their card (or commander / war), factions by `number` or their place; names
//! and keys may be mixed (`"Hannibal"` matches `"hannibal"`, `"Cornelius"` matches `"1"`).

use crate::rules::data::ScenarioData;
use crate::rules::position::{
    Position, card_key, resolve_card, resolve_event, resolve_province, resolve_senator_card,
    resolve_war,
};

/// A string as a comparable key: a card's key, a province's or an event's key, else lowercase.
fn norm(d: &ScenarioData, s: &str) -> String {
    if let Some(c) = resolve_card(d, s) {
        return card_key(&c);
    }
    if let Some(k) = resolve_province(d, s) {
        return k;
    }
    if let Some(k) = resolve_event(d, s) {
        return k;
    }
    s.trim().to_ascii_lowercase()
}

/// Does actual senator card `act` answer to expected `exp`? ("Cornelius" matches Scipio on
/// the Cornelius card; "Scipio" only Scipio.)
fn senator_matches(d: &ScenarioData, exp: &str, act: &str) -> bool {
    match (resolve_senator_card(d, exp), resolve_senator_card(d, act)) {
        (Some((f1, s1)), Some((f2, s2))) => f1 == f2 && (s1.is_none() || s1 == s2),
        _ => norm(d, exp) == norm(d, act),
    }
}

fn as_str(v: Option<&toml::Value>) -> Option<&str> {
    v.and_then(toml::Value::as_str)
}

/// Find the actual element an expected element of list `list` stands for.
fn find<'a>(
    d: &ScenarioData,
    list: &str,
    index: usize,
    exp: &toml::Table,
    act: &'a [toml::Value],
) -> Option<&'a toml::Value> {
    let by = |key: &str, m: &dyn Fn(&str, &str) -> bool| {
        let want = as_str(exp.get(key))?;
        act.iter()
            .find(|a| as_str(a.get(key)).is_some_and(|have| m(want, have)))
    };
    match list {
        "senator" => by("card", &|a, b| senator_matches(d, a, b)),
        "province" | "event" | "leader" => by("card", &|a, b| norm(d, a) == norm(d, b)),
        "force" => {
            if exp.contains_key("commander") {
                by("commander", &|a, b| senator_matches(d, a, b))
            } else {
                by("war", &|a, b| resolve_war(d, a) == resolve_war(d, b))
            }
        }
        "faction" => match exp.get("number").and_then(toml::Value::as_integer) {
            Some(k) => act
                .iter()
                .find(|a| a.get("number").and_then(toml::Value::as_integer) == Some(k)),
            None => act.get(index),
        },
        _ => act.get(index),
    }
}

/// Lists whose order matters.
const ORDERED: [&str; 2] = ["deck", "curia"];

fn walk(
    d: &ScenarioData,
    path: &str,
    name: &str,
    exp: &toml::Value,
    act: Option<&toml::Value>,
    out: &mut Vec<String>,
) {
    match exp {
        toml::Value::Table(t) => {
            let empty = toml::Table::new();
            let at = act.and_then(toml::Value::as_table).unwrap_or(&empty);
            for (k, v) in t {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                walk(d, &p, k, v, at.get(k), out);
            }
        }
        toml::Value::Array(items)
            if items.iter().all(toml::Value::is_table) && !items.is_empty() =>
        {
            let empty = Vec::new();
            let act_items = act.and_then(toml::Value::as_array).unwrap_or(&empty);
            for (i, item) in items.iter().enumerate() {
                let Some(t) = item.as_table() else { continue };
                let label = t
                    .get("card")
                    .or_else(|| t.get("commander"))
                    .or_else(|| t.get("war"))
                    .or_else(|| t.get("number"))
                    .map_or_else(|| (i + 1).to_string(), |v| v.to_string().replace('"', ""));
                let p = format!("{path}[{label}]");
                match find(d, name, i, t, act_items) {
                    Some(a) => walk(d, &p, name, item, Some(a), out),
                    None => out.push(format!("{p}: not in the position")),
                }
            }
        }
        toml::Value::Array(items) => {
            let mut want: Vec<String> = items.iter().map(|v| scalar(d, v)).collect();
            let mut have: Vec<String> = act
                .and_then(toml::Value::as_array)
                .map(|a| a.iter().map(|v| scalar(d, v)).collect())
                .unwrap_or_default();
            if !ORDERED.contains(&name) {
                want.sort();
                have.sort();
            }
            if want != have {
                out.push(format!("{path} is {have:?}, expected {want:?}"));
            }
        }
        _ => {
            let want = scalar(d, exp);
            // A field the position leaves out when it is 0 or false (`armies`, `fleets`,
            // `legate`...) matches an expected 0 or false.
            let zero = exp.as_integer() == Some(0) || exp.as_bool() == Some(false);
            let have = act.map_or_else(
                || {
                    if zero {
                        want.clone()
                    } else {
                        "(none)".to_string()
                    }
                },
                |a| scalar(d, a),
            );
            let same = match (exp.as_str(), act.and_then(toml::Value::as_str)) {
                (Some(a), Some(b)) => senator_matches(d, a, b) || want == have,
                _ => want == have,
            };
            if !same {
                out.push(format!("{path} is {have}, expected {want}"));
            }
        }
    }
}

fn scalar(d: &ScenarioData, v: &toml::Value) -> String {
    match v {
        toml::Value::String(s) => norm(d, s),
        other => other.to_string(),
    }
}

/// Compare an expected partial position with the actual one: one line per difference.
pub fn compare(expected: &toml::Value, actual: &Position) -> Vec<String> {
    let Ok(d) = crate::rules::data::early_republic() else {
        return vec!["the card data is broken".into()];
    };
    let act = match toml::Value::try_from(actual) {
        Ok(v) => v,
        Err(e) => return vec![format!("the position cannot be written: {e}")],
    };
    let mut out = Vec::new();
    // A name the position format does not have (`forces` for `force`) would compare with
    // nothing and, as an empty list, pass: the expectation is read as a position first, and a
    // field it does not know is a failure. (A partial position may lack what a whole one needs:
    // only unknown fields are reported.)
    if let Err(e) = expected.clone().try_into::<Position>()
        && e.to_string().contains("unknown field")
    {
        out.push(format!("expect.position: {}", e.to_string().trim()));
    }
    walk(d, "", "", expected, Some(&act), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A misnamed field fails (it used to compare with nothing and pass as an empty list); the
    /// right name with the same value passes.
    #[test]
    fn a_field_the_position_format_does_not_have_fails() {
        let actual = crate::position::parse("players = [\"A\", \"B\", \"C\"]\n")
            .unwrap_or_else(|e| panic!("position: {e}"));
        let expect = |text: &str| -> toml::Value {
            toml::from_str(text).unwrap_or_else(|e| panic!("toml: {e}"))
        };
        let wrong = compare(&expect("forces = []\n"), &actual);
        assert_eq!(wrong.len(), 1, "{wrong:?}");
        assert!(wrong[0].contains("unknown field `forces`"), "{wrong:?}");
        assert_eq!(
            compare(&expect("force = []\n"), &actual),
            Vec::<String>::new()
        );
    }
}
