//! The words of the Late Republic Laws' effects (issue 24 §2; rules `laws_late.rs`): COM-01
//! the Gabinian Law's recruiting, RVN-11 the Manilian Law's march; their events and the
//! questions and options of their choices.

use rules::api::{ChoiceAbout, ChoiceOption, RecruitPurse, SenatorId, WarKey};

use super::names::Names;
use super::words::forces;

/// COM-01: "his Personal Treasury" / "his Faction Treasury" (to his faction only), else "his
/// own or his faction's Talents".
fn purse_words(from: Option<RecruitPurse>) -> &'static str {
    match from {
        Some(RecruitPurse::Personal) => "his Personal Treasury",
        Some(RecruitPurse::Faction) => "his Faction Treasury",
        None => "his own or his faction's Talents",
    }
}

/// COM-01: the event of a Commander's recruiting.
pub(crate) fn gabinian_recruited(
    commander: &SenatorId,
    war: &WarKey,
    (legions, fleets): (u32, u32),
    from: Option<RecruitPurse>,
    cost: u32,
    n: &Names,
) -> String {
    format!(
        "{}, at War against the {}, recruits {} under the Gabinian Law for {cost}T from {}; they \
         join his Force (COM-01).",
        n.senator(commander),
        n.war(war),
        forces(legions, fleets),
        purse_words(from)
    )
}

/// RVN-11: the event of a victorious Commander's march.
pub(crate) fn manilian_march(
    commander: &SenatorId,
    war: &WarKey,
    (legions, fleets): (u32, u32),
    activated: bool,
    n: &Names,
) -> String {
    format!(
        "Under the Manilian Law, {} keeps his Army ({}) and marches on the {}{} without the \
         Senate's approval: he is a Proconsul and may be recalled, and attacks it in the next \
         Combat Phase (RVN-11).",
        n.senator(commander),
        forces(legions, fleets),
        n.war(war),
        if activated {
            ", which becomes Active,"
        } else {
            ""
        }
    )
}

/// The question of a Late Law's choice (None for the other choices).
pub(crate) fn question(about: &ChoiceAbout, n: &Names) -> Option<String> {
    Some(match about {
        ChoiceAbout::GabinianRecruit { commander, war } => format!(
            "The Gabinian Law is in play: {}, at War against the {}, may recruit Legions and \
             Fleets now, 10T each, paid from his Personal Treasury or your Faction Treasury \
             (neither No Recruitment nor Manpower Shortage applies; 25 Legions and 25 Fleets at \
             most in play). They join his Force (COM-01). The Commanders decide one by one in \
             HRAO ranking order. Any split you can pay for is allowed: RECRUIT <n> LEGIONS AND \
             <m> FLEETS FROM PERSONAL or FROM FACTION; the lines below are examples.",
            n.senator(commander),
            n.war(war)
        ),
        ChoiceAbout::ManilianWar { commander } => format!(
            "{} won his war. Under the Manilian Law he may keep his Army and march on a current \
             War without the Senate's approval (RVN-11): an Inactive war becomes Active, he \
             becomes a Proconsul who may be recalled, and he attacks it in the next Combat \
             Phase. Otherwise his Forces return to Rome. Name the war if you are asked about \
             several Commanders and they should go to different wars.",
            n.senator(commander)
        ),
        _ => return None,
    })
}

/// What a Late Law's option does (None for the other choices).
pub(crate) fn meaning(about: &ChoiceAbout, o: &ChoiceOption, n: &Names) -> Option<String> {
    Some(match (about, o) {
        (
            ChoiceAbout::GabinianRecruit { .. },
            ChoiceOption::Recruit {
                legions,
                fleets,
                from,
            },
        ) => format!(
            "he recruits {} for {}T from {}",
            forces(*legions, *fleets),
            (legions + fleets) * 10,
            purse_words(Some(*from))
        ),
        (ChoiceAbout::GabinianRecruit { .. }, ChoiceOption::Pass) => {
            "he recruits nothing".to_string()
        }
        (ChoiceAbout::ManilianWar { .. }, ChoiceOption::War { war }) => format!(
            "he keeps his Army and marches on the {} as a Proconsul",
            n.war(war)
        ),
        (_, ChoiceOption::ReturnHome) => {
            "his Forces return to Rome and he lays down his command".to_string()
        }
        (_, ChoiceOption::Recruit { .. }) => "he recruits these units".to_string(),
        _ => return None,
    })
}

/// The order line of a Late Law's option (None for the other choices): COM-01 `RECRUIT ...`.
pub(crate) fn order_line(about: &ChoiceAbout, o: &ChoiceOption) -> Option<String> {
    match (about, o) {
        (ChoiceAbout::GabinianRecruit { .. }, _) => Some(orders::recruit_line(o)),
        _ => None,
    }
}

/// The Default Move a Late Law's choice took (None for the other choices): COM-01 the GM's
/// ruling (no recruiting), RVN-11 the PBEM rules' own (all forces return to Rome).
pub(crate) fn default_words(about: &ChoiceAbout, pick: &ChoiceOption, n: &Names) -> Option<String> {
    let what = meaning(about, pick, n)?;
    Some(match about {
        ChoiceAbout::GabinianRecruit { .. } => format!(
            "{}: {what}. The PBEM rules give no default for this choice; the GM's standing \
             ruling takes it.",
            orders::recruit_line(pick)
        ),
        ChoiceAbout::ManilianWar { .. } => format!(
            "CHOOSE RETURN: {what}. The PBEM rules' Default Move: all forces return to Rome."
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        let mut n = Names::default();
        n.senators.insert(SenatorId("1".into()), "Cornelius".into());
        n.factions = vec!["Alice".into(), "Bob".into()];
        n
    }

    /// COM-01 / RVN-11: the calls name the Commander and the war by name, never a key, and
    /// the Default Move comes first.
    #[test]
    fn com_01_rvn_11_the_late_law_calls_name_the_commander() {
        let n = names();
        let about = ChoiceAbout::GabinianRecruit {
            commander: SenatorId("1".into()),
            war: "cilician-pirates-1".into(),
        };
        let options = vec![
            ChoiceOption::Pass,
            ChoiceOption::Recruit {
                legions: 2,
                fleets: 0,
                from: RecruitPurse::Personal,
            },
        ];
        let lines = crate::choice_words::choice_help(&about, &options, &n);
        assert!(lines[0].contains("Cornelius") && lines[0].contains("COM-01"));
        assert!(!lines[0].contains("cilician-pirates-1"));
        assert!(lines[1].starts_with("RECRUIT NONE"), "{}", lines[1]);
        assert!(lines[1].ends_with("(the Default Move)"));
        assert!(lines[2].starts_with("RECRUIT 2 LEGIONS FROM PERSONAL"));
        assert!(lines[2].contains("20T"));
        let about = ChoiceAbout::ManilianWar {
            commander: SenatorId("1".into()),
        };
        let options = vec![
            ChoiceOption::ReturnHome,
            ChoiceOption::War {
                war: "cilician-pirates-1".into(),
            },
        ];
        let lines = crate::choice_words::choice_help(&about, &options, &n);
        assert!(lines[0].contains("RVN-11"));
        assert!(lines[1].starts_with("CHOOSE RETURN"));
        assert!(lines[2].contains("marches on the") && !lines[2].contains("cilician-pirates-1"));
    }
}
