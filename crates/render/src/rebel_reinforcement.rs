//! The words of ADV 2.03.71 Reinforcements (RVN-10) and of the Rebel's choice of Provincial
//! Fleet losses in a Naval Interception (COM-02, ADV 2.03.72/11): the event of a Governor
//! setting out, and the questions and options of the two choices.

use rules::api::{ChoiceAbout, ChoiceOption, ProvinceKey, SenatorId};

use super::names::Names;
use super::words::count;

/// RVN-10 (ADV 2.03.71/3-6): a Secondary Rebel Governor sets out to reinforce the Primary Rebel.
pub(crate) fn reinforces(
    governor: &SenatorId,
    province: &ProvinceKey,
    in_transit: bool,
    army_home: Option<&SenatorId>,
    n: &Names,
) -> String {
    let how = if in_transit {
        format!(
            "{} has a naval Base, so his Forces are at sea: they land only if they avoid the \
             Senate's Naval Interception at the start of the next Combat Phase (COM-02)",
            n.province(province)
        )
    } else {
        format!(
            "{} has no naval Base, so his Forces land at once",
            n.province(province)
        )
    };
    let army = army_home
        .map(|c| {
            format!(
                " The Senate may no longer attack {}: the Army of {} facing it returns to Rome.",
                n.province(province),
                n.senator(c)
            )
        })
        .unwrap_or_default();
    format!(
        "After the Civil War Stalemate the Rebel Governor {} of {} sets out with all his Forces \
         to reinforce the Primary Rebel's Army in Italy; this is no new War. {how} \
         (RVN-10).{army}",
        n.senator(governor),
        n.province(province)
    )
}

/// The question of the choice (None for the other choices).
pub(crate) fn question(about: &ChoiceAbout, n: &Names) -> Option<String> {
    Some(match about {
        ChoiceAbout::Reinforce { rebel } => format!(
            "Your Primary Rebel {} got a Civil War Stalemate last Combat Phase (advanced rule \
             2.03.71, RVN-10): one of your Secondary Rebel Governors in his Province may now \
             reinforce him with all his Forces (landing at once from a Province with no naval \
             Base, else at sea until the Senate's Naval Interception next Combat Phase; his \
             Province can then no longer be attacked). Which one, if any?",
            n.senator(rebel)
        ),
        ChoiceAbout::RebelFleetLosses {
            governor,
            province,
            province_fleets,
            primary_fleets,
        } => format!(
            "The Forces of {} at sea from {} ({}) meet the Senate's Naval Interception this \
             Combat Phase, and your Primary Rebel holds {} (advanced rule 2.03.72, COM-02). If \
             Provincial Fleets are lost, how many at most come from {}? The rest come from the \
             Primary Rebel's.",
            n.senator(governor),
            n.province(province),
            count(*province_fleets, "Provincial Fleet", "Provincial Fleets"),
            count(*primary_fleets, "Provincial Fleet", "Provincial Fleets"),
            n.province(province)
        ),
        _ => return None,
    })
}

/// What an option does (None for the other choices).
pub(crate) fn meaning(about: &ChoiceAbout, o: &ChoiceOption, n: &Names) -> Option<String> {
    Some(match (about, o) {
        (ChoiceAbout::Reinforce { .. }, ChoiceOption::Pass) => {
            "no Governor sets out; you are asked again after another Stalemate".to_string()
        }
        (ChoiceAbout::Reinforce { .. }, ChoiceOption::Senator { senator }) => format!(
            "{} sets out with all his Forces to reinforce the Primary Rebel",
            n.senator(senator)
        ),
        (
            ChoiceAbout::RebelFleetLosses { province, .. },
            ChoiceOption::ProvinceFleetLosses { most: 0 },
        ) => format!(
            "the Primary Rebel's Provincial Fleets are lost first, those of {} only when his \
             are gone",
            n.province(province)
        ),
        (
            ChoiceAbout::RebelFleetLosses {
                province,
                province_fleets,
                ..
            },
            ChoiceOption::ProvinceFleetLosses { most },
        ) if most >= province_fleets => format!(
            "the Provincial Fleets of {} are lost first (the Forces at sea)",
            n.province(province)
        ),
        (
            ChoiceAbout::RebelFleetLosses { province, .. },
            ChoiceOption::ProvinceFleetLosses { most },
        ) => {
            format!(
                "at most {} of {} are lost, then the Primary Rebel's",
                count(*most, "Provincial Fleet", "Provincial Fleets"),
                n.province(province)
            )
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RVN-10 / COM-02: the calls name the Rebels and the Province, the Default Move first.
    #[test]
    fn rvn_10_com_02_the_calls_name_the_governor_and_the_province() {
        let mut n = Names::default();
        n.senators.insert(SenatorId("1".into()), "Cornelius".into());
        n.senators.insert(SenatorId("2".into()), "Fabius".into());
        let about = ChoiceAbout::Reinforce {
            rebel: SenatorId("1".into()),
        };
        let options = vec![
            ChoiceOption::Pass,
            ChoiceOption::Senator {
                senator: SenatorId("2".into()),
            },
        ];
        let lines = crate::choice_words::choice_help(&about, &options, &n);
        assert!(lines[0].contains("Cornelius") && lines[0].contains("RVN-10"));
        assert!(lines[1].starts_with("CHOOSE PASS") && lines[1].ends_with("(the Default Move)"));
        assert!(lines[2].contains("CHOOSE Fabius") && lines[2].contains("sets out"));
        let about = ChoiceAbout::RebelFleetLosses {
            governor: SenatorId("2".into()),
            province: "macedonia".to_string().into(),
            province_fleets: 2,
            primary_fleets: 3,
        };
        let options: Vec<ChoiceOption> = (0..=2)
            .rev()
            .map(|most| ChoiceOption::ProvinceFleetLosses { most })
            .collect();
        let lines = crate::choice_words::choice_help(&about, &options, &n);
        assert!(lines[0].contains("Fabius") && lines[0].contains("COM-02"));
        assert!(
            lines[1].starts_with("CHOOSE 2 FROM THE PROVINCE"),
            "{}",
            lines[1]
        );
        assert!(lines[1].contains("lost first") && lines[1].ends_with("(the Default Move)"));
        assert!(lines[3].starts_with("CHOOSE 0 FROM THE PROVINCE"));
        let text = reinforces(
            &SenatorId("2".into()),
            &"macedonia".to_string().into(),
            true,
            Some(&SenatorId("1".into())),
            &n,
        );
        assert!(text.contains("Fabius") && text.contains("at sea") && text.contains("Cornelius"));
    }
}
