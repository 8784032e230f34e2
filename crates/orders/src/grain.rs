//! REV-07: naming a grain concession in `GRAIN <concession> DOUBLE|SINGLE` (a standing order
//! for the Revenue Phase; the rules are `rules/grain.rs`).

use super::names::{Entry, Match, labels, match_name};
use super::read_why::ReadWhy;
use super::senate::concession_name;
use rules::data::early_republic;

/// The grain concessions' card keys (Sicilian Grain, Egyptian Grain).
fn grain_keys() -> Vec<String> {
    early_republic()
        .map(|d| {
            d.concessions
                .iter()
                .filter(|c| c.grain)
                .map(|c| c.key.clone())
                .collect()
        })
        .unwrap_or_default()
}

/// REV-07: the grain concession `name` designates (by name, key or unique prefix; the
/// card's older spelling "Aegyptian" is read too).
pub fn resolve_grain(name: &str) -> Result<String, ReadWhy> {
    let keys = grain_keys();
    let names: Vec<String> = keys.iter().map(|k| concession_name(k)).collect();
    let entries: Vec<Entry> = keys
        .iter()
        .zip(&names)
        .map(|(k, n)| {
            let old = n.replace("Egyptian", "Aegyptian");
            Entry::new(k, n.clone(), &[n.as_str(), old.as_str()])
        })
        .collect();
    match match_name(name, &entries)? {
        Match::Found(i) => Ok(keys[i].clone()),
        Match::Ambiguous(idx) => Err(ReadWhy::AmbiguousName {
            written: name.trim().to_string(),
            names: labels(&entries, &idx),
        }),
        Match::NotFound => Err(ReadWhy::NoSuchGrain {
            written: name.trim().to_string(),
            grains: names,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rev_07_grain_concessions_are_named() {
        assert_eq!(resolve_grain("Sicilian").as_deref(), Ok("sicilian-grain"));
        assert_eq!(
            resolve_grain("aegyptian grain").as_deref(),
            Ok("egyptian-grain")
        );
        assert!(resolve_grain("Harbor Fees").is_err());
        assert!(resolve_grain("grain").is_err());
    }
}
