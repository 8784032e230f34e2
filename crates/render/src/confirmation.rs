//! The confirmation of a player's mail (issue 23 point 1): the referee says what it did with
//! each line, as data (`Note`, `Refused`, `LineOf`); this module words it. How a mail was read
//! (the call it answered, the decision each line went to, completeness) is `intake_words`.

use rules::{Decision, DecisionKind, DefaultBy, RuleError};

use crate::settings::{SettingNote, setting_words};
use crate::{Names, decision_title, default_words, owed_line, refusal};

/// What a line or an order of the mail did, besides being understood.
pub enum Note<'a> {
    /// `STANDING <order>` taken: from now on the faction's answer to `kind`, as order lines.
    StandingSet {
        kind: DecisionKind,
        lines: &'a [String],
    },
    /// `STANDING CLEAR` read alone (with no `STANDING` line in the mail).
    StandingClearedAlone,
    /// `ORDERS`: whether anything is submitted for the round (it is listed above).
    OrdersListed { any: bool },
    /// `CANCEL`: the orders for a decision withdrawn; its Default Move applies unless new ones
    /// come.
    Cancelled {
        kind: DecisionKind,
        default_by: &'a DefaultBy,
    },
    /// `READY` with nothing owed.
    ReadyNothingOwed,
    /// `READY` (issue 25 §2: or `ABSENT UNTIL`, `absent`): an owed decision takes its Default
    /// Move now.
    ReadyDefault {
        kind: DecisionKind,
        default_by: &'a DefaultBy,
        absent: bool,
    },
    /// `TIMEZONE`, `MAIL DIGEST|EVERY`.
    Setting(&'a SettingNote),
}

/// The confirmation's line for a note.
pub fn note_words(n: &Note<'_>, names: &Names) -> String {
    match n {
        Note::StandingSet { kind, lines } => format!(
            "STANDING: from now on, unless you send other orders, your {} will be: {}",
            decision_title(*kind),
            lines.join("; ")
        ),
        Note::StandingClearedAlone => "STANDING CLEAR: your standing orders are withdrawn; the seed's Default Moves apply again.".into(),
        Note::OrdersListed { any } => if *any {
            "ORDERS: everything you have submitted for this round is listed above."
        } else {
            "ORDERS: you have submitted nothing for this round yet."
        }
        .into(),
        Note::Cancelled { kind, default_by } => format!(
            "CANCEL: your orders for {} are withdrawn; unless you send new ones, the Default Move applies: {}",
            decision_title(*kind),
            default_words(*kind, default_by, names)
        ),
        Note::ReadyNothingOwed => "READY: noted; you owe nothing more this round.".into(),
        Note::ReadyDefault {
            kind,
            default_by,
            absent: false,
        } => format!(
            "READY: you sent no orders for {}, so you take its Default Move: {}",
            decision_title(*kind),
            default_words(*kind, default_by, names)
        ),
        Note::ReadyDefault {
            kind,
            default_by,
            absent: true,
        } => format!(
            "ABSENT: you sent no orders for {}, so it takes its Default Move now: {}",
            decision_title(*kind),
            default_words(*kind, default_by, names)
        ),
        Note::Setting(s) => setting_words(s),
    }
}

/// Why a line, or the answer several lines made, was not accepted.
pub enum Refused<'a> {
    /// A `GAME` line names another game: nothing in the mail was applied.
    OtherGame { named: &'a str, ours: &'a str },
    /// A `GAME` word that is no game id.
    NotAGameId { ours: &'a str },
    /// The rules refused the answer the lines made for a decision: the earlier one stands.
    Answer(&'a RuleError),
    /// `CANCEL` names no open decision of the player's (`open`: those there are).
    CancelNone { what: &'a str, open: &'a [Decision] },
}

/// The confirmation's reason for a refused line.
pub fn refused_words(r: &Refused<'_>, names: &Names) -> String {
    match r {
        Refused::OtherGame { named, ours } => format!(
            "this mail names game {named}, but your personal address belongs to game {ours}; nothing in it was applied"
        ),
        Refused::NotAGameId { ours } => {
            format!("GAME expects this game's id ({ours}); the line was not used")
        }
        Refused::Answer(e) => format!("{} Your earlier orders for it stand.", refusal(e, names)),
        Refused::CancelNone { what, open } => format!(
            "no open decision of yours is called {what:?}; open: {}",
            if open.is_empty() {
                "none".to_string()
            } else {
                open.iter().map(owed_line).collect::<Vec<_>>().join(", ")
            }
        ),
    }
}

/// What a refused line is, when it is no single line of the mail.
pub enum LineOf {
    /// The answer the mail's lines made for a decision (none: the decision is no longer open).
    Answer(Option<DecisionKind>),
    /// The `STANDING` lines for a decision.
    Standing(DecisionKind),
}

/// The words in place of a line's text.
pub fn line_of(l: &LineOf) -> String {
    match l {
        LineOf::Answer(Some(k)) => format!("orders for {}", decision_title(*k)),
        LineOf::Answer(None) => "your orders".to_string(),
        LineOf::Standing(k) => format!("STANDING orders for {}", decision_title(*k)),
    }
}

/// The confirmation's Subject (after the game's tag): the round the mail answered.
pub fn subject(with_errors: bool, round: u32) -> String {
    format!(
        "{} (round {round})",
        if with_errors {
            "Orders received, with errors"
        } else {
            "Orders received"
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::call::tests::view;

    /// Issue 10 / issue 21: the confirmation's notes and reasons, worded from the referee's data.
    #[test]
    fn the_confirmation_words_what_the_referee_did() {
        let names = Names::of_view(&view());
        let standing = ["INCOME 0 TO Cornelius".to_string()];
        assert_eq!(
            note_words(
                &Note::StandingSet {
                    kind: DecisionKind::Revenue,
                    lines: &standing
                },
                &names
            ),
            format!(
                "STANDING: from now on, unless you send other orders, your {} will be: INCOME 0 TO Cornelius",
                decision_title(DecisionKind::Revenue)
            )
        );
        assert_eq!(
            note_words(&Note::OrdersListed { any: false }, &names),
            "ORDERS: you have submitted nothing for this round yet."
        );
        assert_eq!(
            refused_words(
                &Refused::OtherGame {
                    named: "gaaaaaa",
                    ours: "gbbbbbb"
                },
                &names
            ),
            "this mail names game gaaaaaa, but your personal address belongs to game gbbbbbb; nothing in it was applied"
        );
        assert_eq!(
            refused_words(
                &Refused::CancelNone {
                    what: "vote",
                    open: &[]
                },
                &names
            ),
            "no open decision of yours is called \"vote\"; open: none"
        );
        assert_eq!(
            line_of(&LineOf::Answer(None)),
            "your orders",
            "an answer for a decision no longer open"
        );
        assert_eq!(subject(true, 4), "Orders received, with errors (round 4)");
        assert_eq!(subject(false, 4), "Orders received (round 4)");
    }
}
