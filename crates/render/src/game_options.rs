//! Issue 24 §3: a game's rules page, every option the GM chose or left at its default, one
//! line each (the welcome mail's "THE RULES" section and `rorgm game show`).

use rules::{GameOption, OptionSetting, OptionValue, VotingOrder};

/// What the option is, in the players' words.
fn title(o: GameOption) -> &'static str {
    match o {
        GameOption::PontifexMaximus => "Advanced rule 2.01 Pontifex Maximus",
        GameOption::ProvincialWars => "Advanced rule 2.02 Provincial Wars",
        GameOption::RebelGovernors => "Advanced rule 2.03 Rebel Governors",
        GameOption::LegionaryDisbandment => "Advanced rule 2.04 Legionary Disbandment and Recall",
        GameOption::Advocates => "Advanced rule 2.05 Advocates",
        GameOption::PassingLaws => "Advanced rule 2.06 Passing Laws",
        GameOption::TimeDelay => "Time Delay for matching Wars (PBEM rules 7.3321, LR 1.07.3321)",
        GameOption::OpenTreasuries => "Treasuries",
        GameOption::VotingOrder => "Voting",
        GameOption::AgendaVote => "Agenda vote (the presiding magistrate's list in one mail)",
        GameOption::BidAhead => "Bid ahead (bids for every later auctioned initiative)",
        GameOption::PunicWarActive => "The 1st Punic War at the start",
        GameOption::MinDeadline => "Shortest deadline",
        GameOption::NoWeekendDeadlines => "Deadlines on weekends",
    }
}

fn value(o: GameOption, v: &OptionValue) -> String {
    match (o, v) {
        (GameOption::OpenTreasuries, OptionValue::On) => {
            "open: every Senator's Personal Treasury is shown to all (Faction Treasuries stay secret)"
                .into()
        }
        (GameOption::OpenTreasuries, _) => {
            "secret: only amounts paid and received are announced".into()
        }
        (GameOption::ProvincialWars, OptionValue::On) => {
            "in play: Local Taxes raise Provincial Forces, attacked Provinces yield nothing, and \
             the first Province a war attacks fights it when Rome did not"
                .into()
        }
        // RVN-10, COM-02 (LR 2.03).
        (GameOption::RebelGovernors, OptionValue::On) => {
            "in play: Governors may Revolt with their Provinces, Garrisons and Provincial Forces; \
             the Primary Rebel Governor marches on Rome or stays in his Province, where Rome \
             attacks him; Rebel forces at sea meet Naval Interceptions"
                .into()
        }
        // SEN-56 (LR 2.06).
        (GameOption::PassingLaws, OptionValue::On) => {
            "in play: a Law played is put to the vote with a consenting Sponsor (+3 Influence) \
             and Co-Sponsor (+1) if it passes, cannot be vetoed, and is discarded from the game \
             if it fails; Laws are not discarded to the hand limit while other cards can be"
                .into()
        }
        (GameOption::PunicWarActive, OptionValue::On) => "Active".into(),
        (GameOption::PunicWarActive, _) => "Inactive".into(),
        (_, OptionValue::On) => "in play".into(),
        (_, OptionValue::Off) => "not in play".into(),
        (_, OptionValue::Voting { order }) => match order {
            VotingOrder::Simultaneous => {
                "simultaneous (only the presiding magistrate, or the player he names, votes conditionally)"
                    .into()
            }
            VotingOrder::Ordered => {
                "in order (every faction may vote conditionally on the votes before its turn)"
                    .into()
            }
        },
        (_, OptionValue::Hours { hours: 0 }) => "the server's usual round length".into(),
        (_, OptionValue::Hours { hours }) => format!("never less than {hours} hours"),
        (_, OptionValue::Zone { zone: None }) => "allowed".into(),
        (_, OptionValue::Zone { zone: Some(z) }) => {
            format!("none: a deadline on a Saturday or Sunday ({z} time) moves to the Monday")
        }
    }
}

/// One line per option: "Advanced rule 2.01 Pontifex Maximus: in play." An option the GM
/// changed from its default ends "(chosen for this game)".
pub fn option_lines(settings: &[OptionSetting]) -> Vec<String> {
    settings
        .iter()
        .map(|s| {
            format!(
                "{}: {}{}.",
                title(s.option),
                value(s.option, &s.value),
                if s.default {
                    ""
                } else {
                    " (chosen for this game)"
                }
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::TableRules;

    /// Issue 24 §3: the rules page names every option, and the chosen ones as chosen.
    #[test]
    fn the_rules_page_names_every_option() {
        let mut t = TableRules::default();
        let lines = option_lines(&t.settings());
        assert_eq!(lines.len(), GameOption::ALL.len());
        assert!(lines.iter().all(|l| !l.contains("chosen")), "{lines:?}");
        assert!(
            lines
                .iter()
                .any(|l| l.contains("2.05 Advocates: not in play"))
        );
        assert!(t.set("time-delay=off").is_ok());
        assert!(t.set("open-treasuries").is_ok());
        let lines = option_lines(&t.settings());
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("Time Delay") && l.contains("not in play (chosen")),
            "{lines:?}"
        );
        assert!(
            lines.iter().any(
                |l| l.starts_with("Treasuries: open") && l.ends_with("(chosen for this game).")
            ),
            "{lines:?}"
        );
    }
}
