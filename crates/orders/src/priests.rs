//! SEN-15: `PRIEST <senator> [FROM <priest>]`, written with a vote by the faction of the
//! Pontifex Maximus (applied when the vote is over); `NO PRIEST` withdraws it. Names are
//! resolved here; the rules judge who may be made a Priest.

use super::grammar::GameOrder;
use super::names::{resolve_senator, senator_text};
use super::{ReadError, ReadWhy};
use rules::api::{PriestOrder, View, VoteOrder};

/// Apply a PRIEST / NO PRIEST line to the faction's vote. `may` is whether the faction may
/// assign a Priesthood now (its Pontifex in Rome, none assigned this Senate Phase).
pub fn apply_priest_order(
    order: &GameOrder,
    may: bool,
    vote: &mut VoteOrder,
    view: &View,
) -> Result<String, ReadError> {
    match order {
        GameOrder::Priest { senator, from } => {
            if !may {
                return Err(ReadWhy::NoPriesthood.into());
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
        _ => Err(ReadWhy::NotForVote {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

/// The canonical line of a Priesthood.
pub fn priest_line(o: &PriestOrder, view: &View) -> String {
    match &o.from {
        Some(x) => format!(
            "PRIEST {} FROM {}",
            senator_text(&o.priest, view),
            senator_text(x, view)
        ),
        None => format!("PRIEST {}", senator_text(&o.priest, view)),
    }
}
