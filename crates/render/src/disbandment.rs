//! The words of ADV 2.04 Legionary Disbandment and Recall (rules `disbandment.rs`): RVN-03 a
//! returning Commander disbands his Veterans, SEN-61 a Consul or Dictator recalls them; their
//! events and the questions and options of their choices.

use rules::api::{ChoiceAbout, ChoiceOption, RecruitPurse, SenatorId};

use super::names::Names;

fn legions(k: u32) -> String {
    format!("{k} Veteran Legion{}", if k == 1 { "" } else { "s" })
}

fn purse_words(from: Option<RecruitPurse>) -> &'static str {
    match from {
        Some(RecruitPurse::Personal) => "his Personal Treasury",
        Some(RecruitPurse::Faction) => "his Faction Treasury",
        None => "his own or his faction's Talents",
    }
}

/// RVN-03: the event of a disbandment.
pub(crate) fn veterans_disbanded(
    commander: &SenatorId,
    k: u32,
    (oratory, influence): (u8, u32),
    n: &Names,
) -> String {
    format!(
        "{} disbands {} loyal to him as he returns to Rome: they go to the Bank, still \
         Veterans, and he keeps their Allegiance markers; +{k} Oratory and +{k} Influence (now \
         Oratory {oratory}, Influence {influence}) (RVN-03).",
        n.senator(commander),
        legions(k)
    )
}

/// SEN-61: the event of a recall.
pub(crate) fn veterans_recalled(
    senator: &SenatorId,
    k: u32,
    (from, cost): (Option<RecruitPurse>, u32),
    (oratory, influence): (u8, u32),
    n: &Names,
) -> String {
    format!(
        "{} recalls {} he disbanded, paying {cost}T from {}: they join the Active Forces in \
         Rome, Veterans loyal to him, maintained by the Senate as usual; -{k} Oratory and -{k} \
         Influence (now Oratory {oratory}, Influence {influence}) (SEN-61).",
        n.senator(senator),
        legions(k),
        purse_words(from)
    )
}

/// RVN-03 (ADV 2.04.2/5): a dead Senator's disbanded Legions.
pub(crate) fn disbanded_freed(senator: &SenatorId, k: u32, n: &Names) -> String {
    format!(
        "{} held the Allegiance markers of {k} disbanded Legion{}: they return to the \
         available Force Pool as regular Legions (RVN-03).",
        n.senator(senator),
        if k == 1 { "" } else { "s" }
    )
}

/// SEN-61 (ADV 2.04.3/4-6): disbanded Legions raised from the Bank.
pub(crate) fn disbanded_raised(senator: &SenatorId, k: u32, n: &Names) -> String {
    format!(
        "The Force Pool is empty, so {k} of the Legions raised come from those {} disbanded: \
         they are regular Legions now, their Allegiance markers go back to the Bank, and he \
         keeps his Oratory and Influence (SEN-61).",
        n.senator(senator)
    )
}

/// The question of the choice (None for the other choices).
pub(crate) fn question(about: &ChoiceAbout, n: &Names) -> Option<String> {
    Some(match about {
        ChoiceAbout::DisbandVeterans {
            commander,
            veterans,
        } => format!(
            "{} won his war and returns to Rome with {} loyal to him. Under advanced rule 2.04 \
             he may disband any of them now: each goes to the Bank (still a Veteran, its \
             Allegiance marker kept on his card) and gives him +1 Oratory and +1 Influence; \
             a Consul or Dictator may later recall them at 10T each, losing the points again. \
             If he dies, they return to the Force Pool as regular Legions (RVN-03).",
            n.senator(commander),
            legions(*veterans)
        ),
        ChoiceAbout::RecallVeterans {
            senator,
            disbanded,
            cost,
        } => format!(
            "{} is Consul or Dictator and holds the Allegiance markers of {} he disbanded. \
             Under advanced rule 2.04 he may recall any of them now, {cost}T each from his \
             Personal Treasury or your Faction Treasury (No Recruitment and Manpower Shortage \
             do not apply): they join the Active Forces in Rome as Veterans loyal to him, and \
             he loses 1 Oratory and 1 Influence for each (SEN-61).",
            n.senator(senator),
            legions(*disbanded)
        ),
        _ => return None,
    })
}

/// What an option does (None for the other choices).
pub(crate) fn meaning(about: &ChoiceAbout, o: &ChoiceOption) -> Option<String> {
    Some(match (about, o) {
        (_, ChoiceOption::DisbandVeterans { legions: 0 }) => "he disbands none".to_string(),
        (_, ChoiceOption::DisbandVeterans { legions: k }) => format!(
            "he disbands {}: +{k} Oratory and +{k} Influence",
            legions(*k)
        ),
        (_, ChoiceOption::RecallVeterans { legions: 0, .. }) => "he recalls none".to_string(),
        (_, ChoiceOption::RecallVeterans { legions: k, from }) => {
            let cost = match about {
                ChoiceAbout::RecallVeterans { cost, .. } => *cost,
                _ => 10,
            };
            format!(
                "he recalls {} for {}T from {}: -{k} Oratory and -{k} Influence",
                legions(*k),
                k * cost,
                purse_words(Some(*from))
            )
        }
        _ => return None,
    })
}

/// The order line of an option (None for the other choices): `DISBAND ...` / `RECALL ...`.
pub(crate) fn order_line(about: &ChoiceAbout, o: &ChoiceOption) -> Option<String> {
    match about {
        ChoiceAbout::DisbandVeterans { .. } | ChoiceAbout::RecallVeterans { .. } => {
            Some(orders::disband_line(o))
        }
        _ => None,
    }
}

/// The Default Move the choice took (None for the other choices).
pub(crate) fn default_words(about: &ChoiceAbout, pick: &ChoiceOption) -> Option<String> {
    let what = meaning(about, pick)?;
    Some(format!(
        "{}: {what}. The PBEM rules give no default for this choice; the GM's standing ruling \
         takes it.",
        orders::disband_line(pick)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RVN-03 / SEN-61: the calls name the Senator, give the numbers and the DISBAND / RECALL
    /// lines, the Default Move first.
    #[test]
    fn rvn_03_sen_61_the_calls_name_the_senator_and_the_orders() {
        let mut n = Names::default();
        n.senators.insert(SenatorId("1".into()), "Cornelius".into());
        let about = ChoiceAbout::DisbandVeterans {
            commander: SenatorId("1".into()),
            veterans: 2,
        };
        let options: Vec<ChoiceOption> = (0..=2)
            .map(|legions| ChoiceOption::DisbandVeterans { legions })
            .collect();
        let lines = crate::choice_words::choice_help(&about, &options, &n);
        assert!(lines[0].contains("Cornelius") && lines[0].contains("RVN-03"));
        assert!(lines[1].starts_with("DISBAND NONE"), "{}", lines[1]);
        assert!(lines[1].ends_with("(the Default Move)"));
        assert!(lines[3].starts_with("DISBAND 2 VETERANS") && lines[3].contains("+2 Oratory"));
        let about = ChoiceAbout::RecallVeterans {
            senator: SenatorId("1".into()),
            disbanded: 1,
            cost: 10,
        };
        let options = vec![
            ChoiceOption::RecallVeterans {
                legions: 0,
                from: RecruitPurse::Personal,
            },
            ChoiceOption::RecallVeterans {
                legions: 1,
                from: RecruitPurse::Faction,
            },
        ];
        let lines = crate::choice_words::choice_help(&about, &options, &n);
        assert!(lines[0].contains("SEN-61") && lines[0].contains("10T"));
        assert!(lines[1].starts_with("RECALL NONE"));
        assert!(lines[2].starts_with("RECALL 1 VETERAN FROM FACTION") && lines[2].contains("10T"));
        let e = veterans_disbanded(&SenatorId("1".into()), 2, (5, 9), &n);
        assert!(e.contains("Cornelius disbands 2 Veteran Legions") && e.contains("Oratory 5"));
    }
}
