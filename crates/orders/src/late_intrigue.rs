//! REV-20 / COM-23 (issue 24 §1): the last Late Intrigue cards in a `PLAY` line.
//!
//! `PLAY OPEN BODYGUARD ON <senator>` is a play outside any decision (`Game::play_anytime`),
//! checked by the rules when the mail is read (the Revenue Phase, the card in hand, his
//! Senator in Rome). Proscription is played in answer to the question asked after a Civil War
//! victory (`CHOOSE PROSCRIPTION`), so a `PLAY PROSCRIPTION` line is refused naming COM-23.

use rules::api::{AnytimePlay, Illegal};

use super::grammar::GameOrder;
use super::interpret::OrderContext;
use super::names::{fold, resolve_senator, senator_text};
use super::{ReadError, ReadWhy};

/// REV-20 / COM-23: the play a `PLAY` line naming the Open Bodyguard or Proscription makes, or
/// why it is refused; None for another card.
pub(crate) fn late_intrigue_play(
    order: &GameOrder,
    ctx: &OrderContext,
) -> Option<Result<(String, AnytimePlay), ReadError>> {
    let GameOrder::Play { card, on } = order else {
        return None;
    };
    let name = fold(card);
    if name == "proscription" {
        return Some(Err(ReadError::Refused(
            Illegal::ProscriptionAfterCivilWar.by("COM-23").into(),
        )));
    }
    if name != "open bodyguard" {
        return None;
    }
    let Some(on) = on else {
        return Some(Err(ReadWhy::ConcessionOnWhom {
            card: "Open Bodyguard".to_string(),
            example: None,
        }
        .into()));
    };
    Some(
        resolve_senator(on, ctx.view)
            .map(|senator| {
                (
                    format!(
                        "PLAY OPEN BODYGUARD ON {}",
                        senator_text(&senator, ctx.view)
                    ),
                    AnytimePlay::OpenBodyguard { senator },
                )
            })
            .map_err(ReadError::from),
    )
}
