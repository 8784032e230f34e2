//! RVN-10 (ADV 2.03.71) and COM-02 (ADV 2.03.72/11): the words of two Rebel choices, read
//! against the open `Choice` decision (`choices.rs`).
//!
//! - The reinforcement after a Civil War Stalemate: `CHOOSE <Governor>` (a Senator option, read
//!   as any Senator pick), or `CHOOSE PASS` / `CHOOSE NONE` (the Default Move: none).
//! - The Provincial Fleets a Naval Interception takes: `CHOOSE <n> FROM THE PROVINCE` (at most
//!   `n` of them from the reinforcing Province, the rest from the Primary Rebel's),
//!   `CHOOSE PROVINCE FIRST` (all it can, the Default Move) or `CHOOSE PRIMARY FIRST` (0).

use rules::api::{ChoiceAbout, ChoiceOption};

/// The pick `words` (folded) make for these two choices, if they are about them and name one
/// of `options`; None leaves the reading to the common `CHOOSE` rules.
pub(crate) fn read_reinforcement(
    about: &ChoiceAbout,
    words: &str,
    options: &[ChoiceOption],
) -> Option<ChoiceOption> {
    match about {
        ChoiceAbout::Reinforce { .. } => matches!(
            words,
            "none" | "no reinforcement" | "nobody" | "no one" | "no governor"
        )
        .then_some(ChoiceOption::Pass),
        ChoiceAbout::RebelFleetLosses { .. } => {
            let most = |o: &ChoiceOption| match o {
                ChoiceOption::ProvinceFleetLosses { most } => Some(*most),
                _ => None,
            };
            let n = match words {
                "province first" | "from the province first" | "all" | "the province first" => {
                    options.iter().filter_map(most).max()
                }
                "primary first" | "rebel first" | "the primary first" | "none" => Some(0),
                _ => words
                    .split_whitespace()
                    .next()
                    .and_then(|w| w.parse::<u32>().ok()),
            }?;
            let pick = ChoiceOption::ProvinceFleetLosses { most: n };
            options.contains(&pick).then_some(pick)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::api::SenatorId;

    fn fleets() -> (ChoiceAbout, Vec<ChoiceOption>) {
        (
            ChoiceAbout::RebelFleetLosses {
                governor: SenatorId("4".into()),
                province: "macedonia".to_string().into(),
                province_fleets: 2,
                primary_fleets: 3,
            },
            (0..=2)
                .rev()
                .map(|most| ChoiceOption::ProvinceFleetLosses { most })
                .collect(),
        )
    }

    /// COM-02 (ADV 2.03.72/11): `CHOOSE 1 FROM THE PROVINCE`, `PROVINCE FIRST`, `PRIMARY FIRST`;
    /// a number beyond the Province's Fleets is no option.
    #[test]
    fn com_02_fleet_losses_read() {
        let (about, options) = fleets();
        let read = |w: &str| read_reinforcement(&about, w, &options);
        let most = |m| Some(ChoiceOption::ProvinceFleetLosses { most: m });
        assert_eq!(read("1 from the province"), most(1));
        assert_eq!(read("0"), most(0));
        assert_eq!(read("province first"), most(2));
        assert_eq!(read("primary first"), most(0));
        assert_eq!(read("3 from the province"), None);
        assert_eq!(read("macedonia"), None);
    }

    /// RVN-10 (ADV 2.03.71/1): `CHOOSE NONE` is the Default Move's `PASS`; a Governor's name
    /// is left to the common Senator reading.
    #[test]
    fn rvn_10_reinforcement_none_read() {
        let about = ChoiceAbout::Reinforce {
            rebel: SenatorId("1".into()),
        };
        assert_eq!(
            read_reinforcement(&about, "none", &[ChoiceOption::Pass]),
            Some(ChoiceOption::Pass)
        );
        assert_eq!(
            read_reinforcement(&about, "fabius", &[ChoiceOption::Pass]),
            None
        );
    }
}
