//! The order language (ORDERS.md): reading order lines out of a mail body and interpreting them
//! against a faction's open decisions.
//!
//! - [`body`]: which lines of a mail body are read (quotes, attributions, signatures, footers).
//! - [`grammar`]: one line: keywords, amounts, the shape of each order.
//! - [`names`]: senators and cards by name, ID or prefix.
//! - [`interpret`](mod@interpret): lines into answers for the open decisions, and answers back into lines.
//! - `forum`: the Forum orders (PB-03 initiative plans, PB-05 bribes, PB-06 bids).
//! - `senate`: the Senate and Revolution orders (PB-07 .. PB-13).
//! - `standing`: STANDING orders into answers kept for later rounds.

pub mod body;
mod choices;
mod desert;
mod disband;
mod forum;
mod grain;
pub mod grammar;
pub mod interpret;
mod late_intrigue;
mod late_laws;
pub mod names;
pub mod press;
mod priests;
pub mod read_error;
pub mod read_why;
mod reinforce;
mod revolt;
mod senate;
mod standing;
mod trades;
mod tribunes;
mod vote_terms;

pub use body::{BodyError, MAX_LINE_CHARS, MAX_ORDER_LINES, ReadLine, ReadMail, read_body};
pub use choices::{UnitsNames, units_order};
pub use disband::disband_line;
pub use grammar::{
    AbsentDate, GameOrder, LineOutcome, MAX_AMOUNT, MetaOrder, NameOrFaction, ProposalOrder,
    parse_line,
};
pub use interpret::{
    Accepted, AnswerCheck, Interpretation, LineError, OrderContext, answer_lines,
    decision_answer_lines, interpret, interpret_checked, resolve_hand_card, resolve_senator,
};
pub use late_laws::{read_recruit, recruit_line};
pub use press::{PressBlock, PressTo, resolve_press_target};
pub use read_error::{Commented, ReadError};
pub use read_why::{Outside, Pair, ReadWhy, Scope, Spending, Syntax};
pub use senate::{concession_name, proposal_line, reason_text, war_name};
pub use standing::{interpret_standing, interpret_standing_on, standing_lines};
