//! The words of the order reader's typed reasons (`orders::ReadError`, issue 23 point 2): the
//! order reader says why a line was not read as data, render says it to the player.

use orders::{Accepted, BodyError, Commented, MAX_LINE_CHARS, MAX_ORDER_LINES, ReadError};

use super::Names;
use super::intake_words::{read_with_comment, two_orders};
use super::refusal::refusal;

/// Why a line was not read, in words, with the names of `n`.
pub fn read_error(e: &ReadError, n: &Names) -> String {
    match e {
        ReadError::Refused(why) => refusal(why, n),
        ReadError::LeftOut(why) => format!(
            "{} This line was left out; your other lines stand.",
            refusal(why, n).trim_end()
        ),
        ReadError::TwoOrders(orders) => two_orders(orders),
        ReadError::Why(why) => super::read_why::read_why(why, n),
    }
}

/// A line read, as the reader wrote it back: its canonical order text, with a note when a plan
/// line went to the faction's own initiative while an auctioned one is open.
pub fn accepted_line(a: &Accepted) -> String {
    match a.own_initiative {
        Some(i) => format!(
            "{} # for your initiative {i}, not for the auctioned one",
            a.normalised
        ),
        None => a.normalised.clone(),
    }
}

/// Why a mail body was not read at all (a limit broken), in words.
pub fn body_error(e: &BodyError) -> String {
    match e {
        BodyError::TooManyLines { count } => format!(
            "your mail has {count} lines to read as orders, more than the {MAX_ORDER_LINES} allowed, so nothing in it was applied; please send your orders in a shorter mail"
        ),
        BodyError::LineTooLong { line_no, chars } => format!(
            "line {line_no} of your mail is {chars} characters long, more than the {MAX_LINE_CHARS} allowed, so nothing in the mail was applied; please write one order per line"
        ),
    }
}

/// Issue 21: a line read as one order, the rest left as a comment, in words.
pub fn commented(c: &Commented) -> String {
    read_with_comment(c.line_no, &c.order, &c.comment)
}
