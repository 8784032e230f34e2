//! Why the order reader did not take a line, as data (issue 23 point 2): `render::read_error`
//! words it, with the names of the view, so the order reader writes no sentence of its own
//! where the rules gave a typed reason.

use rules::api::RuleError;
use serde::{Deserialize, Serialize};

/// Why one line (or part of one) was not read.
/// Serialised tagged by `kind` (`refused`, `left_out`, `two_orders`, `why`), for the scenario
/// runner's `[[expect.order_error]]` tables (docs/SCENARIOS.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ReadError {
    /// The rules refuse what the line asks (their typed reason, e.g. a proposal's shape).
    Refused(RuleError),
    /// The rules refused the whole answer, and this line is what they refuse: it was left out
    /// and the mail's other lines stand (issue 10).
    LeftOut(RuleError),
    /// The line holds two orders or more (each as written): none is read, so as not to guess.
    TwoOrders(#[serde(serialize_with = "super::read_why::nested::orders")] Vec<String>),
    /// The reader's own reasons, typed (words in `render::read_error`).
    Why(super::read_why::ReadWhy),
}

/// Issue 21: a line that held one order among other words: what was read, what was left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Commented {
    pub line_no: usize,
    /// The order read, as written.
    pub order: String,
    /// The words left as a comment.
    pub comment: String,
}
