//! ADV 2.04 Legionary Disbandment and Recall (rules `disbandment.rs`): the orders of its two
//! choices, read as `CHOOSE` lines too.
//!
//! - RVN-03: `DISBAND <n> VETERANS` (or `DISBAND NONE`): the returning Commander disbands
//!   that many of his Veteran Legions.
//! - SEN-61: `RECALL <n> VETERANS FROM PERSONAL|FACTION` (or `RECALL NONE`): the Consul or
//!   Dictator recalls that many of his disbanded Legions, paid from that treasury (his
//!   Personal Treasury when the words leave it out and it can pay).

use rules::api::{ChoiceOption, RecruitPurse};

use super::late_laws::purse_word;
use super::names::fold;

fn veterans(n: u32) -> String {
    format!("{n} {}", if n == 1 { "VETERAN" } else { "VETERANS" })
}

/// The canonical order line of a pick.
pub fn disband_line(o: &ChoiceOption) -> String {
    match o {
        ChoiceOption::DisbandVeterans { legions } if *legions > 0 => {
            format!("DISBAND {}", veterans(*legions))
        }
        ChoiceOption::RecallVeterans { legions, from } if *legions > 0 => {
            format!("RECALL {} FROM {}", veterans(*legions), purse_word(*from))
        }
        ChoiceOption::RecallVeterans { .. } => "RECALL NONE".to_string(),
        _ => "DISBAND NONE".to_string(),
    }
}

/// The words after the keyword, without it, and the number they give (None: "none").
fn number(what: &str, keyword: &str) -> Option<(u32, Vec<String>)> {
    let words = fold(&what.replace(',', " "));
    let words = words
        .strip_prefix(keyword)
        .unwrap_or(&words)
        .trim()
        .to_string();
    let ws: Vec<String> = words.split_whitespace().map(str::to_string).collect();
    if ws.is_empty()
        || matches!(
            ws.first().map(String::as_str),
            Some("none" | "no" | "nothing" | "pass")
        )
    {
        return Some((0, ws));
    }
    let n = ws.iter().find_map(|w| w.parse::<u32>().ok())?;
    Some((n, ws))
}

/// RVN-03: read `[DISBAND] <n> [VETERANS]` or `[DISBAND] NONE` against the options.
pub fn read_disband(what: &str, options: &[ChoiceOption]) -> Option<ChoiceOption> {
    let (legions, _) = number(what, "disband")?;
    let pick = ChoiceOption::DisbandVeterans { legions };
    options.contains(&pick).then_some(pick)
}

/// SEN-61: read `[RECALL] <n> [VETERANS] [FROM PERSONAL|FACTION]` or `[RECALL] NONE`.
pub fn read_recall(what: &str, options: &[ChoiceOption]) -> Option<ChoiceOption> {
    let (legions, ws) = number(what, "recall")?;
    if legions == 0 {
        return options
            .iter()
            .find(|o| matches!(o, ChoiceOption::RecallVeterans { legions: 0, .. }))
            .cloned();
    }
    let named = if ws.iter().any(|w| w == "faction") {
        Some(RecruitPurse::Faction)
    } else if ws.iter().any(|w| w == "personal") {
        Some(RecruitPurse::Personal)
    } else {
        None
    };
    let purses = match named {
        Some(p) => vec![p],
        None => vec![RecruitPurse::Personal, RecruitPurse::Faction],
    };
    purses
        .into_iter()
        .map(|from| ChoiceOption::RecallVeterans { legions, from })
        .find(|p| options.contains(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RVN-03 / SEN-61: the DISBAND and RECALL words and their canonical lines.
    #[test]
    fn rvn_03_sen_61_disband_and_recall_words() {
        let d: Vec<ChoiceOption> = (0..=2)
            .map(|legions| ChoiceOption::DisbandVeterans { legions })
            .collect();
        assert_eq!(
            read_disband("DISBAND 2 VETERANS", &d),
            Some(ChoiceOption::DisbandVeterans { legions: 2 })
        );
        assert_eq!(
            read_disband("none", &d),
            Some(ChoiceOption::DisbandVeterans { legions: 0 })
        );
        assert_eq!(read_disband("3", &d), None);
        assert_eq!(
            disband_line(&ChoiceOption::DisbandVeterans { legions: 1 }),
            "DISBAND 1 VETERAN"
        );
        let r = vec![
            ChoiceOption::RecallVeterans {
                legions: 0,
                from: RecruitPurse::Personal,
            },
            ChoiceOption::RecallVeterans {
                legions: 1,
                from: RecruitPurse::Faction,
            },
        ];
        assert_eq!(read_recall("RECALL 1 VETERAN", &r), r.get(1).cloned());
        assert_eq!(read_recall("1 from personal", &r), None);
        assert_eq!(read_recall("recall none", &r), r.first().cloned());
        assert_eq!(
            r.get(1).map(disband_line).as_deref(),
            Some("RECALL 1 VETERAN FROM FACTION")
        );
    }
}
