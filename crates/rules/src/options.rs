//! Issue 24 §3: a game's options, the advanced rules (LR 2.01..2.06) and the house rules a GM
//! chooses when he creates the game (`rorgm game new --option NAME[=VALUE]`). One typed value,
//! [`GameOptions`], kept in the game's state, its stored setup and its positions; every field's
//! default is the behaviour of a game created before the options existed, so old games and
//! positions read unchanged. [`TableRules`] gathers it with the voting setting and the older
//! house rules (issue 21 §2) so that one list names every option ([`TableRules::settings`]:
//! `game show` and the welcome mail's rules page, worded by render).
//!
//! The advanced rules 2.02..2.06 that are not built are refused by name with their rule IDs
//! ([`OptionError::NotBuilt`]): never accepted and ignored.

use serde::{Deserialize, Serialize};

use super::api::{HouseRules, VotingOrder};

/// The options of one game. Defaults: today's behaviour.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameOptions {
    /// Advanced rule 2.01 Pontifex Maximus (SEN-14..SEN-18, FOR-02, REV-09; on by default):
    /// off, no Pontifex Maximus is ever elected (the basic game), so there are no Priests,
    /// no Pontifex veto or income, and the State pays for Evil Omens as the card says.
    pub pontifex_maximus: bool,
    /// S004 RULE 7.3321 Time Delay (LR 1.07.3321 Imminent Wars; TD-01..TD-07; on by default):
    /// off, a War drawn that matches one in the Forum is Active at once and multiplies, and
    /// activates a matching Inactive War (RULING TD-01 "time delay off", docs/RULINGS.md).
    pub time_delay: bool,
    /// GEN-04 (S004/12: "Personal Treasury totals are kept secret throughout"; off by default,
    /// the S004 way): on, the live game's LR 1.04.9: every player sees every Senator's Personal
    /// Treasury; Faction Treasuries and hands stay hidden (1.04.9/1).
    pub open_treasuries: bool,
    /// SET-02 house rule: the 1st Punic War starts Active instead of Inactive (off by default).
    pub punic_war_active: bool,
    /// The referee's (not a rule): a round's deadline is never shorter than this many hours
    /// after the round opens (0: the server's round length).
    pub min_deadline_hours: u32,
    /// The referee's (not a rule): a deadline that falls on a Saturday or Sunday in this time
    /// zone moves to the Monday after at the same time (None: weekends are like other days).
    pub weekend_free_zone: Option<String>,
    /// Advanced rule 2.02 Provincial Wars (REV-18, COM-18; off by default): Local Taxes raise
    /// Provincial Forces, attacked Provinces yield nothing, and the first Province a war
    /// attacks fights it when Rome did not (`provincial_wars.rs`).
    pub provincial_wars: bool,
    /// Advanced rule 2.05 Advocates (SEN-33; off by default): on, a Prosecution has a Trial:
    /// the Accused asks for an Advocate, who rolls on the Trial table (`senate/advocates.rs`).
    pub advocates: bool,
    /// Advanced rule 2.04 Legionary Disbandment and Recall (RVN-03, SEN-61; off by default):
    /// on, a victorious returning Commander may disband his Veterans for Oratory and Influence,
    /// and a Consul or Dictator may recall them (`disbandment.rs`).
    pub legionary_disbandment: bool,
    /// Advanced rule 2.03 Rebel Governors (RVN-10, COM-02; off by default; only with
    /// `provincial_wars`, ADV 2.03.1/3: [`GameOptions::check`]): on, Governors may Revolt with
    /// their Provinces' Forces (`rebel_governors.rs`, `rebel_declarations.rs`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub rebel_governors: bool,
    /// Advanced rule 2.06 Passing Laws (SEN-56; off by default): on, a Law played is put to
    /// the Senate's vote with a Sponsor and a Co-Sponsor (`senate/law_proposals.rs`).
    pub passing_laws: bool,
}

impl GameOptions {
    /// RVN-10 (ADV 2.03.1/3): the options a game cannot take together: Rebel Governors only
    /// with Provincial Wars.
    pub fn check(&self) -> Result<(), OptionError> {
        if self.rebel_governors && !self.provincial_wars {
            return Err(OptionError::Requires {
                option: GameOption::RebelGovernors,
                needs: GameOption::ProvincialWars,
            });
        }
        Ok(())
    }
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            pontifex_maximus: true,
            time_delay: true,
            open_treasuries: false,
            punic_war_active: false,
            min_deadline_hours: 0,
            weekend_free_zone: None,
            provincial_wars: false,
            advocates: false,
            legionary_disbandment: false,
            rebel_governors: false,
            passing_laws: false,
        }
    }
}

impl GameOptions {
    /// Every option at its default (what a game created before options had).
    pub fn is_default(&self) -> bool {
        *self == GameOptions::default()
    }
}

/// The most hours a minimum deadline may take (four weeks).
pub const MAX_MIN_DEADLINE_HOURS: u32 = 24 * 28;

/// One option a GM may name (`game new --option NAME[=VALUE]`); new ones go at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameOption {
    /// LR 2.01 Pontifex Maximus.
    PontifexMaximus,
    /// LR 2.02 Provincial Wars (REV-18, COM-18).
    ProvincialWars,
    /// LR 2.03 Rebel Governors (RVN-10, COM-02): not built.
    RebelGovernors,
    /// LR 2.04 Legionary Disbandment and Recall (RVN-03, SEN-61).
    LegionaryDisbandment,
    /// LR 2.05 Advocates (SEN-33).
    Advocates,
    /// LR 2.06 Passing Laws (SEN-56).
    PassingLaws,
    /// S004 7.3321 Time Delay.
    TimeDelay,
    /// GEN-04: Personal Treasuries open to all (LR 1.04.9).
    OpenTreasuries,
    /// SEN-02 / SEN-04: the voting order.
    VotingOrder,
    /// SEN-02 house rule "agenda vote".
    AgendaVote,
    /// FOR-17 house rule "bid ahead".
    BidAhead,
    /// SET-02: the 1st Punic War starts Active.
    PunicWarActive,
    /// The referee's minimum deadline (hours).
    MinDeadline,
    /// The referee's weekend-free deadlines.
    NoWeekendDeadlines,
}

impl GameOption {
    /// Every option, in the order the rules page lists them.
    pub const ALL: [GameOption; 14] = [
        GameOption::PontifexMaximus,
        GameOption::ProvincialWars,
        GameOption::RebelGovernors,
        GameOption::LegionaryDisbandment,
        GameOption::Advocates,
        GameOption::PassingLaws,
        GameOption::TimeDelay,
        GameOption::OpenTreasuries,
        GameOption::VotingOrder,
        GameOption::AgendaVote,
        GameOption::BidAhead,
        GameOption::PunicWarActive,
        GameOption::MinDeadline,
        GameOption::NoWeekendDeadlines,
    ];

    /// The name a GM writes after `--option` (a command word, not a sentence).
    pub fn name(self) -> &'static str {
        match self {
            GameOption::PontifexMaximus => "pontifex-maximus",
            GameOption::ProvincialWars => "provincial-wars",
            GameOption::RebelGovernors => "rebel-governors",
            GameOption::LegionaryDisbandment => "legionary-disbandment",
            GameOption::Advocates => "advocates",
            GameOption::PassingLaws => "passing-laws",
            GameOption::TimeDelay => "time-delay",
            GameOption::OpenTreasuries => "open-treasuries",
            GameOption::VotingOrder => "voting-order",
            GameOption::AgendaVote => "agenda-vote",
            GameOption::BidAhead => "bid-ahead",
            GameOption::PunicWarActive => "punic-war-active",
            GameOption::MinDeadline => "min-deadline",
            GameOption::NoWeekendDeadlines => "no-weekend-deadlines",
        }
    }

    /// The option a name stands for (case, `_` for `-`, and spaces around are forgiven).
    pub fn named(name: &str) -> Option<GameOption> {
        let n = name.trim().to_ascii_lowercase().replace('_', "-");
        GameOption::ALL.into_iter().find(|o| o.name() == n)
    }

    /// The advanced rule's section of the Living Rules ("2.01"), for an advanced rule.
    pub fn advanced_rule(self) -> Option<&'static str> {
        match self {
            GameOption::PontifexMaximus => Some("2.01"),
            GameOption::ProvincialWars => Some("2.02"),
            GameOption::RebelGovernors => Some("2.03"),
            GameOption::LegionaryDisbandment => Some("2.04"),
            GameOption::Advocates => Some("2.05"),
            GameOption::PassingLaws => Some("2.06"),
            _ => None,
        }
    }

    /// The checklist IDs of the rules the option changes.
    pub fn rules(self) -> &'static [&'static str] {
        match self {
            GameOption::PontifexMaximus => &["SEN-14", "SEN-15", "SEN-16", "SEN-18", "FOR-02"],
            GameOption::ProvincialWars => &["REV-18", "COM-18"],
            GameOption::RebelGovernors => &["RVN-10", "COM-02"],
            GameOption::LegionaryDisbandment => &["RVN-03", "SEN-61"],
            GameOption::Advocates => &["SEN-33"],
            GameOption::PassingLaws => &["SEN-56"],
            GameOption::TimeDelay => &["TD-01", "TD-02", "TD-03", "TD-04"],
            GameOption::OpenTreasuries => &["GEN-04"],
            GameOption::VotingOrder => &["SEN-02", "SEN-04"],
            GameOption::AgendaVote => &["SEN-02"],
            GameOption::BidAhead => &["FOR-17"],
            GameOption::PunicWarActive => &["SET-02"],
            GameOption::MinDeadline | GameOption::NoWeekendDeadlines => &[],
        }
    }

    /// Is the rule behind the option built? An option whose rule is not is refused. Every
    /// advanced rule is built; the answer stays for the options a later rule may add.
    pub fn built(self) -> bool {
        true
    }
}

/// One option's value in a game, for its rules page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "value", rename_all = "snake_case")]
pub enum OptionValue {
    /// The rule or house rule is in play.
    On,
    /// It is not.
    Off,
    /// SEN-02 / SEN-04: simultaneous or ordered.
    Voting { order: VotingOrder },
    /// A number of hours (0: none).
    Hours { hours: u32 },
    /// Weekend-free deadlines in this zone (None: off).
    Zone { zone: Option<String> },
}

/// One line of a game's rules page: an option and its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionSetting {
    pub option: GameOption,
    pub value: OptionValue,
    /// Is it the default (today's behaviour)?
    pub default: bool,
}

/// Why `--option` was refused (the GM's words, at the command line).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error(
        "--option \"{name}\": no such option; the options are {}",
        option_names()
    )]
    Unknown { name: String },
    #[error(
        "--option {}: advanced rule {} ({}) is not built yet, so a game cannot use it",
        .option.name(),
        .option.advanced_rule().unwrap_or("?"),
        .option.rules().join(", ")
    )]
    NotBuilt { option: GameOption },
    /// ADV 2.03.1/3: an advanced rule used only together with another.
    #[error(
        "--option {}: advanced rule {} must be used with --option {} (advanced rule {})",
        .option.name(),
        .option.advanced_rule().unwrap_or("?"),
        .needs.name(),
        .needs.advanced_rule().unwrap_or("?")
    )]
    Requires {
        option: GameOption,
        needs: GameOption,
    },
    #[error("--option {}: \"{value}\" is not a value it takes ({expected})", .option.name())]
    BadValue {
        option: GameOption,
        value: String,
        expected: &'static str,
    },
}

/// Every option's name, for the refusal of an unknown one.
pub fn option_names() -> String {
    GameOption::ALL
        .iter()
        .map(|o| o.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every option of a game: [`GameOptions`], the voting setting and the issue 21 house rules.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TableRules {
    pub options: GameOptions,
    pub voting_order: VotingOrder,
    pub house: HouseRules,
}

fn on_off(option: GameOption, value: Option<&str>) -> Result<bool, OptionError> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("on" | "yes" | "true") => Ok(true),
        Some("off" | "no" | "false") => Ok(false),
        Some(other) => Err(OptionError::BadValue {
            option,
            value: other.to_string(),
            expected: "on or off",
        }),
    }
}

impl TableRules {
    /// Set one option from `NAME` or `NAME=VALUE` (`--option`). A name alone turns an on/off
    /// option on. An advanced rule not built is refused unless turned off.
    pub fn set(&mut self, text: &str) -> Result<GameOption, OptionError> {
        let (name, value) = match text.split_once('=') {
            Some((n, v)) => (n, Some(v.trim())),
            None => (text, None),
        };
        let Some(option) = GameOption::named(name) else {
            return Err(OptionError::Unknown {
                name: name.trim().to_string(),
            });
        };
        let o = &mut self.options;
        match option {
            GameOption::PontifexMaximus => o.pontifex_maximus = on_off(option, value)?,
            GameOption::ProvincialWars => o.provincial_wars = on_off(option, value)?,
            GameOption::LegionaryDisbandment => o.legionary_disbandment = on_off(option, value)?,
            GameOption::PassingLaws => o.passing_laws = on_off(option, value)?,
            GameOption::RebelGovernors => o.rebel_governors = on_off(option, value)?,
            GameOption::TimeDelay => o.time_delay = on_off(option, value)?,
            GameOption::Advocates => o.advocates = on_off(option, value)?,
            GameOption::OpenTreasuries => o.open_treasuries = on_off(option, value)?,
            GameOption::PunicWarActive => o.punic_war_active = on_off(option, value)?,
            GameOption::AgendaVote => self.house.agenda_vote = on_off(option, value)?,
            GameOption::BidAhead => self.house.bid_ahead = on_off(option, value)?,
            GameOption::VotingOrder => {
                self.voting_order = match value.map(|v| v.to_ascii_lowercase()).as_deref() {
                    Some("simultaneous") => VotingOrder::Simultaneous,
                    Some("ordered") | None => VotingOrder::Ordered,
                    Some(other) => {
                        return Err(OptionError::BadValue {
                            option,
                            value: other.to_string(),
                            expected: "simultaneous or ordered",
                        });
                    }
                }
            }
            GameOption::MinDeadline => {
                let bad = |v: &str| OptionError::BadValue {
                    option,
                    value: v.to_string(),
                    expected: "a whole number of hours, at most 672",
                };
                let v = value.unwrap_or("");
                let hours: u32 = v.trim_end_matches('h').parse().map_err(|_| bad(v))?;
                if hours > MAX_MIN_DEADLINE_HOURS {
                    return Err(bad(v));
                }
                o.min_deadline_hours = hours;
            }
            GameOption::NoWeekendDeadlines => {
                o.weekend_free_zone = match value {
                    None => Some("UTC".to_string()),
                    Some(v) if v.eq_ignore_ascii_case("off") => None,
                    Some(v) if v.is_empty() || v.chars().any(char::is_whitespace) => {
                        return Err(OptionError::BadValue {
                            option,
                            value: v.to_string(),
                            expected: "a time zone name such as Europe/Rome, or off",
                        });
                    }
                    Some(v) => Some(v.to_string()),
                };
            }
        }
        Ok(option)
    }

    /// Every option and its value, in [`GameOption::ALL`]'s order: the game's rules page.
    pub fn settings(&self) -> Vec<OptionSetting> {
        let d = TableRules::default();
        let flag = |on: bool| {
            if on {
                OptionValue::On
            } else {
                OptionValue::Off
            }
        };
        GameOption::ALL
            .into_iter()
            .map(|option| {
                let value = |t: &TableRules| match option {
                    GameOption::PontifexMaximus => flag(t.options.pontifex_maximus),
                    GameOption::ProvincialWars => flag(t.options.provincial_wars),
                    GameOption::LegionaryDisbandment => flag(t.options.legionary_disbandment),
                    GameOption::RebelGovernors => flag(t.options.rebel_governors),
                    GameOption::PassingLaws => flag(t.options.passing_laws),
                    GameOption::Advocates => flag(t.options.advocates),
                    GameOption::TimeDelay => flag(t.options.time_delay),
                    GameOption::OpenTreasuries => flag(t.options.open_treasuries),
                    GameOption::VotingOrder => OptionValue::Voting {
                        order: t.voting_order,
                    },
                    GameOption::AgendaVote => flag(t.house.agenda_vote),
                    GameOption::BidAhead => flag(t.house.bid_ahead),
                    GameOption::PunicWarActive => flag(t.options.punic_war_active),
                    GameOption::MinDeadline => OptionValue::Hours {
                        hours: t.options.min_deadline_hours,
                    },
                    GameOption::NoWeekendDeadlines => OptionValue::Zone {
                        zone: t.options.weekend_free_zone.clone(),
                    },
                };
                let v = value(self);
                OptionSetting {
                    option,
                    default: v == value(&d),
                    value: v,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 24 §3: the defaults are today's behaviour; names set what they say.
    #[test]
    fn options_set_by_name_and_defaults_are_todays() {
        let d = GameOptions::default();
        assert!(d.pontifex_maximus && d.time_delay && !d.open_treasuries);
        assert!(!d.punic_war_active && d.min_deadline_hours == 0 && d.weekend_free_zone.is_none());
        let mut t = TableRules::default();
        assert!(t.settings().iter().all(|s| s.default));
        t.set("time-delay=off").ok();
        t.set("Open_Treasuries").ok();
        t.set("min-deadline=48").ok();
        t.set("no-weekend-deadlines=Europe/Rome").ok();
        t.set("voting-order=ordered").ok();
        t.set("pontifex-maximus=off").ok();
        assert!(!t.options.time_delay && t.options.open_treasuries);
        assert!(!t.options.pontifex_maximus);
        assert_eq!(t.options.min_deadline_hours, 48);
        assert_eq!(t.options.weekend_free_zone.as_deref(), Some("Europe/Rome"));
        assert_eq!(t.voting_order, VotingOrder::Ordered);
        let changed: Vec<GameOption> = t
            .settings()
            .into_iter()
            .filter(|s| !s.default)
            .map(|s| s.option)
            .collect();
        assert_eq!(changed.len(), 6, "{changed:?}");
    }

    /// Issue 24 §3: the advanced rules not built are refused by name with their rule IDs:
    /// RVN-10 and COM-02 (2.03), RVN-03 and SEN-61 (2.04); an unknown name is refused with the
    /// list. REV-18 and COM-18 (2.02 Provincial Wars) and SEN-33 (2.05
    /// Advocates) are built: on or off, shown on the rules page.
    #[test]
    fn sen_33_rvn_10_advanced_rules_are_options_rebel_governors_only_with_provincial_wars() {
        let mut t = TableRules::default();
        assert!(!t.options.advocates);
        assert_eq!(t.set("advocates"), Ok(GameOption::Advocates));
        assert!(t.options.advocates);
        assert!(
            t.settings()
                .iter()
                .any(|s| s.option == GameOption::Advocates
                    && s.value == OptionValue::On
                    && !s.default)
        );
        // RVN-10 / COM-02 (ADV 2.03.1/3): Rebel Governors is accepted, but only with
        // Provincial Wars.
        assert_eq!(t.set("rebel-governors"), Ok(GameOption::RebelGovernors));
        assert!(t.options.rebel_governors);
        let e = t.options.check().err();
        assert_eq!(
            e,
            Some(OptionError::Requires {
                option: GameOption::RebelGovernors,
                needs: GameOption::ProvincialWars,
            })
        );
        let text = e.map(|e| e.to_string()).unwrap_or_default();
        assert!(
            text.contains("2.03") && text.contains("provincial-wars") && text.contains("2.02"),
            "{text}"
        );
        assert_eq!(t.set("provincial-wars=on"), Ok(GameOption::ProvincialWars));
        assert_eq!(t.options.check(), Ok(()));
        assert!(t.set("advocates=off").is_ok());
        let text = t.set("dice=loaded").err().map(|e| e.to_string());
        assert!(
            text.as_deref()
                .is_some_and(|t| t.contains("time-delay") && t.contains("min-deadline")),
            "{text:?}"
        );
        assert!(t.set("min-deadline=many").is_err());
        assert!(t.set("min-deadline=10000").is_err());
    }

    /// REV-18 / COM-18 (ADV 2.02): Provincial Wars is an option, off by default, set by
    /// `--option provincial-wars` and shown on the rules page.
    #[test]
    fn rev_18_com_18_provincial_wars_is_an_option_off_by_default() {
        assert!(!GameOptions::default().provincial_wars);
        let mut t = TableRules::default();
        assert_eq!(t.set("provincial-wars"), Ok(GameOption::ProvincialWars));
        assert!(t.options.provincial_wars);
        let s = t
            .settings()
            .into_iter()
            .find(|s| s.option == GameOption::ProvincialWars);
        assert_eq!(s.as_ref().map(|s| &s.value), Some(&OptionValue::On));
        assert!(s.is_some_and(|s| !s.default));
        assert!(t.set("provincial-wars=off").is_ok());
        assert!(!t.options.provincial_wars && t.options.is_default());
    }

    /// RVN-03 / SEN-61 (ADV 2.04): Legionary Disbandment and Recall is an option, off by
    /// default, set by `--option legionary-disbandment` and shown on the rules page.
    #[test]
    fn rvn_03_sen_61_legionary_disbandment_is_an_option_off_by_default() {
        assert!(!GameOptions::default().legionary_disbandment);
        let mut t = TableRules::default();
        assert_eq!(
            t.set("legionary-disbandment"),
            Ok(GameOption::LegionaryDisbandment)
        );
        assert!(t.options.legionary_disbandment);
        let s = t
            .settings()
            .into_iter()
            .find(|s| s.option == GameOption::LegionaryDisbandment);
        assert_eq!(s.as_ref().map(|s| &s.value), Some(&OptionValue::On));
        assert!(s.is_some_and(|s| !s.default));
        assert!(t.set("legionary-disbandment=off").is_ok());
        assert!(!t.options.legionary_disbandment && t.options.is_default());
    }

    /// SEN-56 (ADV 2.06): Passing Laws is an option, off by default, set by `--option
    /// passing-laws` and shown on the rules page.
    #[test]
    fn sen_56_passing_laws_is_an_option_off_by_default() {
        assert!(!GameOptions::default().passing_laws);
        let mut t = TableRules::default();
        assert_eq!(t.set("passing-laws"), Ok(GameOption::PassingLaws));
        assert!(t.options.passing_laws);
        let s = t
            .settings()
            .into_iter()
            .find(|s| s.option == GameOption::PassingLaws);
        assert_eq!(s.as_ref().map(|s| &s.value), Some(&OptionValue::On));
        assert!(s.is_some_and(|s| !s.default));
        assert!(t.set("passing-laws=off").is_ok());
        assert!(t.options.is_default());
    }
}
