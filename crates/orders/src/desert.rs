//! RVN-08 (LR 1.11.34): a loyal Senator's word to his Veteran Legions in the Rebel's Army,
//! read against the open `LoyalVeterans` choice:
//!
//! - `DESERT <senator> TO ROME` (or `TO THE ACTIVE FORCES`): they desert to the Active Forces;
//! - `DESERT <senator> TO THE ARMY` (or `TO <commander>`): to the Senate's Army facing the
//!   Rebel, when the call offers it;
//! - `DESERT <senator>`: to that Army when offered, otherwise to the Active Forces;
//! - `DESERT NONE [<senator>]`: they stay (the Default Move).
//!
//! The Senator's name may be left out when the call asks about one Senator only. `CHOOSE`
//! takes the same words (`CHOOSE DESERT Fabius TO ROME`).

use super::{ReadError, ReadWhy};
use rules::api::{ChoiceAbout, ChoiceOption, SenatorId, View};

use super::names::{Match, fold, match_name, senator_id_entry, senator_text};

/// The canonical order line of a pick.
pub fn desert_line(senator: &SenatorId, pick: &ChoiceOption, view: &View) -> String {
    let name = senator_text(senator, view);
    match pick {
        ChoiceOption::DesertToRome => format!("DESERT {name} TO ROME"),
        ChoiceOption::DesertToArmy => format!("DESERT {name} TO THE ARMY"),
        _ => format!("DESERT NONE {name}"),
    }
}

/// Read the words after `DESERT` (or `CHOOSE [DESERT]`) against the choice `about`.
pub fn read_desert(
    what: &str,
    about: &ChoiceAbout,
    options: &[ChoiceOption],
    view: &View,
) -> Result<ChoiceOption, ReadError> {
    let ChoiceAbout::LoyalVeterans { senator, army, .. } = about else {
        return Err(ReadWhy::DesertNotAsked.into());
    };
    let words = fold(what);
    let words = words.strip_prefix("desert ").unwrap_or(&words).trim();
    let mut stay = false;
    let mut name = words;
    for w in ["none ", "stay ", "no "] {
        if let Some(r) = words.strip_prefix(w) {
            stay = true;
            name = r.trim();
        }
    }
    if matches!(words, "none" | "stay" | "no") {
        stay = true;
        name = "";
    }
    for w in [" none", " stay"] {
        if let Some(r) = name.strip_suffix(w) {
            stay = true;
            name = r.trim();
        }
    }
    // The destination: the words after the last "to".
    let mut to: Option<&str> = None;
    if !stay {
        if let Some(p) = name.rfind(" to ") {
            to = Some(name[p + 4..].trim());
            name = name[..p].trim();
        } else if let Some(r) = name.strip_prefix("to ") {
            to = Some(r.trim());
            name = "";
        }
    }
    let who = senator_text(senator, view);
    if !name.is_empty() {
        let entries = vec![senator_id_entry(senator, view)];
        if !matches!(match_name(name, &entries)?, Match::Found(_)) {
            return Err(ReadWhy::DesertOtherSenator {
                senator: who,
                written: name.to_string(),
            }
            .into());
        }
    }
    let pick = if stay {
        ChoiceOption::VeteransStay
    } else {
        match to {
            None if army.is_some() => ChoiceOption::DesertToArmy,
            None => ChoiceOption::DesertToRome,
            Some("rome" | "the active forces" | "active forces" | "the active forces box") => {
                ChoiceOption::DesertToRome
            }
            Some(
                "army" | "the army" | "senate army" | "the senate army" | "the senate s army"
                | "the senate",
            ) => ChoiceOption::DesertToArmy,
            Some(place) => {
                let commander = army
                    .as_ref()
                    .map(|c| match_name(place, &[senator_id_entry(c, view)]));
                match commander {
                    Some(Ok(Match::Found(_))) => ChoiceOption::DesertToArmy,
                    _ => {
                        return Err(ReadWhy::DesertNoSuchPlace {
                            senator: who,
                            written: place.to_string(),
                            army: army.is_some(),
                        }
                        .into());
                    }
                }
            }
        }
    };
    if !options.contains(&pick) {
        return Err(ReadWhy::DesertNoArmy { senator: who }.into());
    }
    Ok(pick)
}
