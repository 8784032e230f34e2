//! The words of the order reader's typed reasons (`orders::ReadError`, issue 23 point 2): the
//! order reader says why a line was not read as data, render says it to the player.

use orders::{Commented, ReadError};

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
        ReadError::Words(w) => w.clone(),
    }
}

/// Issue 21: a line read as one order, the rest left as a comment, in words.
pub fn commented(c: &Commented) -> String {
    read_with_comment(c.line_no, &c.order, &c.comment)
}
