//! SEN-15: `PRIEST <senator> [FROM <priest>]`, written with a vote by the faction of the
//! Pontifex Maximus (applied when the vote is over); `NO PRIEST` withdraws it. Names are
//! resolved here; the rules judge who may be made a Priest.

use super::grammar::GameOrder;
use super::names::{resolve_senator, senator_text};
use crate::rules::api::{PriestOrder, View, VoteOrder};

/// SEN-15: the refusal of PRIEST by a faction that may not assign a Priesthood now.
pub const NO_PRIESTHOOD: &str = "only the faction of the Pontifex Maximus, while he is in Rome, assigns a Priesthood, once each Senate Phase (SEN-15)";

/// Apply a PRIEST / NO PRIEST line to the faction's vote. `may` is whether the faction may
/// assign a Priesthood now (its Pontifex in Rome, none assigned this Senate Phase).
pub(crate) fn apply_priest_order(
    order: &GameOrder,
    may: bool,
    vote: &mut VoteOrder,
    view: &View,
) -> Result<String, String> {
    match order {
        GameOrder::Priest { senator, from } => {
            if !may {
                return Err(NO_PRIESTHOOD.to_string());
            }
            let priest = resolve_senator(senator, view)?;
            let from = match from {
                Some(x) => Some(resolve_senator(x, view)?),
                None => None,
            };
            let o = PriestOrder { priest, from };
            let line = priest_line(&o, view);
            vote.priest = Some(o);
            Ok(line)
        }
        GameOrder::NoPriest => {
            vote.priest = None;
            Ok("NO PRIEST".to_string())
        }
        _ => Err(format!("a vote takes no {} orders", order.keyword())),
    }
}

/// The canonical line of a Priesthood.
pub(crate) fn priest_line(o: &PriestOrder, view: &View) -> String {
    match &o.from {
        Some(x) => format!(
            "PRIEST {} FROM {}",
            senator_text(&o.priest, view),
            senator_text(x, view)
        ),
        None => format!("PRIEST {}", senator_text(&o.priest, view)),
    }
}
