//! The orders of the Late Republic Laws' choices (issue 24 §2; rules `laws_late.rs`):
//! COM-01 `RECRUIT <n> LEGIONS [AND] <m> FLEETS FROM PERSONAL|FACTION` (or `RECRUIT NONE`), the
//! Gabinian Law's recruiting, read as a `CHOOSE` line too; RVN-11 `CHOOSE <war>` / `CHOOSE
//! RETURN`, the Manilian Law's march (read by the common `CHOOSE` reader).

use rules::api::{ChoiceOption, RecruitPurse};

use super::grammar::parse_forces;
use super::names::fold;

/// COM-01: the order text of a recruiting (what follows `RECRUIT`).
pub fn recruit_text(o: &ChoiceOption) -> String {
    let ChoiceOption::Recruit {
        legions,
        fleets,
        from,
    } = o
    else {
        return "NONE".to_string();
    };
    let unit = |k: u32, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
    let mut parts = Vec::new();
    if *legions > 0 {
        parts.push(unit(*legions, "LEGION", "LEGIONS"));
    }
    if *fleets > 0 {
        parts.push(unit(*fleets, "FLEET", "FLEETS"));
    }
    format!("{} FROM {}", parts.join(" AND "), purse_word(*from))
}

/// COM-01: `PERSONAL` or `FACTION`.
pub fn purse_word(from: RecruitPurse) -> &'static str {
    match from {
        RecruitPurse::Personal => "PERSONAL",
        RecruitPurse::Faction => "FACTION",
    }
}

/// COM-01: the canonical line of a pick.
pub fn recruit_line(o: &ChoiceOption) -> String {
    format!("RECRUIT {}", recruit_text(o))
}

/// COM-01: read `[RECRUIT] <units> FROM PERSONAL|FACTION [TREASURY]` or `[RECRUIT] NONE`.
/// None when the words are no recruiting (the caller lists the options).
pub fn read_recruit(what: &str) -> Option<ChoiceOption> {
    let words = fold(&what.replace(',', " "));
    let words = words.strip_prefix("recruit").unwrap_or(&words).trim();
    if matches!(
        words,
        "none" | "nothing" | "no" | "pass" | "no recruits" | "no units"
    ) {
        return Some(ChoiceOption::Pass);
    }
    let ws: Vec<String> = words.split_whitespace().map(str::to_string).collect();
    let at = ws.iter().rposition(|w| w == "from")?;
    let tail: Vec<&str> = ws[at + 1..]
        .iter()
        .map(String::as_str)
        .filter(|w| !matches!(*w, "treasury" | "his" | "the" | "my"))
        .collect();
    let from = match tail.as_slice() {
        ["personal"] | ["own"] | ["pt"] => RecruitPurse::Personal,
        ["faction"] | ["ft"] => RecruitPurse::Faction,
        _ => return None,
    };
    let (legions, fleets) = parse_forces(&ws[..at]).ok()?;
    (legions + fleets > 0).then_some(ChoiceOption::Recruit {
        legions,
        fleets,
        from,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// COM-01: the recruiting order reads back from its own text, with or without RECRUIT.
    #[test]
    fn com_01_recruit_orders_read_back() {
        let pick = ChoiceOption::Recruit {
            legions: 2,
            fleets: 1,
            from: RecruitPurse::Faction,
        };
        assert_eq!(
            recruit_line(&pick),
            "RECRUIT 2 LEGIONS AND 1 FLEET FROM FACTION"
        );
        assert_eq!(read_recruit(&recruit_line(&pick)), Some(pick.clone()));
        assert_eq!(
            read_recruit("3 legions from personal treasury"),
            Some(ChoiceOption::Recruit {
                legions: 3,
                fleets: 0,
                from: RecruitPurse::Personal
            })
        );
        assert_eq!(read_recruit("RECRUIT NONE"), Some(ChoiceOption::Pass));
        assert_eq!(read_recruit("2 legions"), None);
        assert_eq!(read_recruit("0 legions from faction"), None);
    }
}
