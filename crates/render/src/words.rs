//! Small helpers for full sentences (docs/STYLE.md).

/// "a", "a and b", "a, b and c"; `empty` for none.
pub fn and_list(items: &[String], empty: &str) -> String {
    join(items, "and", empty)
}

/// "a", "a or b", "a, b or c"; `empty` for none.
pub fn or_list(items: &[String], empty: &str) -> String {
    join(items, "or", empty)
}

fn join(items: &[String], last: &str, empty: &str) -> String {
    match items {
        [] => empty.to_string(),
        [one] => one.clone(),
        [init @ .., tail] => format!("{} {last} {tail}", init.join(", ")),
    }
}

/// "1 Legion", "3 Legions".
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 || n == -1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "4 Legions and 1 Fleet" (what is not there is left out; "no forces" for neither).
pub fn forces(legions: u32, fleets: u32) -> String {
    let l = count(legions, "Legion", "Legions");
    let f = count(fleets, "Fleet", "Fleets");
    match (legions, fleets) {
        (0, 0) => "no forces".to_string(),
        (_, 0) => l,
        (0, _) => f,
        _ => format!("{l} and {f}"),
    }
}

/// A sentence: the first letter capitalised, a final full stop if it has none.
pub fn sentence(s: &str) -> String {
    let s = s.trim();
    let mut chars = s.chars();
    let mut out = match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect::<String>(),
        None => return String::new(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// Roman numerals for Land Bill types (SEN-40).
pub fn roman(n: u8) -> &'static str {
    match n {
        1 => "I",
        2 => "II",
        3 => "III",
        _ => "?",
    }
}

/// A Senator's MIL as printed: Pompey's "1d6+1" (card:statesman-30a/2, rolled before each
/// battle) rather than the 0 the View carries for it.
pub fn military_text(s: &rules::api::SenatorView) -> String {
    rules::data::early_republic()
        .ok()
        .and_then(|d| d.statesman(&s.id.0).and_then(|c| c.military_text.clone()))
        .unwrap_or_else(|| s.military.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_counts_and_sentences() {
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&v(&["a", "b", "c"]), "none"), "a, b and c");
        assert_eq!(or_list(&v(&["a", "b"]), "none"), "a or b");
        assert_eq!(and_list(&[], "none"), "none");
        assert_eq!(count(1u32, "Legion", "Legions"), "1 Legion");
        assert_eq!(forces(2, 1), "2 Legions and 1 Fleet");
        assert_eq!(
            sentence("the Senate is adjourned"),
            "The Senate is adjourned."
        );
    }
}
