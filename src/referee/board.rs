//! Issue 25 §3: the board picture (PNG, drawn by crates/picture from render's SVG) and the status
//! sheet in mails: with the news at the end of each phase when the game sends pictures (the
//! game setting `picture`, kept in the stored setup) and the player did not write
//! `PICTURE OFF`; in the answer to `BOARD` at any time; and for the GM (`rorgm game show ID
//! --picture FILE`). Each picture is drawn from its reader's view: no other faction's secret
//! can be in it.

use crate::render::{Names, board_svg, status_sheet, turn_history};
use crate::rules::{Event, EventKind, FactionId, Game, Viewer};
use crate::store::{NewAttachment, NewMail};

use super::{Loaded, Referee, RefereeError};

/// The picture's file name in the mail.
pub const PICTURE_NAME: &str = "board.png";

/// Does the game send a picture with the news at the end of each phase (the stored setup's
/// `picture`, set by `rorgm game new --picture`)?
pub fn picture_on(setup_json: &str) -> bool {
    serde_json::from_str::<crate::position::StoredSetup>(setup_json).is_ok_and(|s| s.picture)
}

/// One reader's board: the PNG (None if it could not be drawn: the mail goes without it, the
/// fault is logged) and the status sheet.
pub struct Board {
    pub png: Option<Vec<u8>>,
    pub sheet: String,
}

/// The board as `viewer` may see it.
pub fn board(
    game: &Game,
    viewer: Viewer,
    names: &Names,
    game_id: &str,
    history: &[String],
) -> Board {
    let view = game.view(viewer);
    let svg = board_svg(&view, names, game_id);
    let png = match picture::png(&svg) {
        Ok(p) => Some(p),
        Err(e) => {
            tracing::warn!(game = game_id, "board picture not drawn: {e}");
            None
        }
    };
    Board {
        png,
        sheet: status_sheet(&view, names, game_id, history),
    }
}

/// Put a board into a mail: the sheet after the text, the picture as an inline attachment of
/// the mail's Message-ID (none if the mail already carries one).
pub fn attach(m: &mut NewMail, b: Board, out: &mut Vec<NewAttachment>) {
    if out.iter().any(|a| a.message_id == m.message_id) {
        return;
    }
    m.body.push('\n');
    m.body.push_str(&crate::render::player_words(
        &crate::render::sheet::sheet_block(&b.sheet, b.png.is_some()),
    ));
    if let Some(png) = b.png {
        out.push(NewAttachment {
            message_id: m.message_id.clone(),
            filename: PICTURE_NAME.to_string(),
            content_type: "image/png".to_string(),
            data: png,
        });
    }
}

impl Referee {
    /// The public history of the current turn: the stored events and this step's.
    pub async fn turn_history(
        &self,
        game_id: &str,
        step_events: &[Event],
        names: &Names,
    ) -> Result<Vec<String>, RefereeError> {
        let mut events = self.store.events(game_id).await?;
        events.extend(step_events.iter().cloned());
        Ok(turn_history(&events, names))
    }

    /// At the end of a phase (`events` start a new one), in a game that sends pictures: each
    /// player's call or news of this step carries his board, unless he wrote `PICTURE OFF`; so
    /// does, at any step, a mail that releases news held from an earlier phase (`released`: a
    /// MAIL DIGEST player who was not called when the phase ended, a player back from an
    /// absence), since that player missed the phase's picture; and
    /// the public news the observers get a copy of (`for_observers`) carries the public board
    /// (no hand, no treasury of anyone's): the store hands it on to each observer's copy.
    pub async fn phase_pictures(
        &self,
        loaded: &Loaded,
        events: &[Event],
        names: &Names,
        mails: &mut [NewMail],
        for_observers: Option<&mut NewMail>,
        released: &[(u8, i64)],
    ) -> Result<Vec<NewAttachment>, RefereeError> {
        let phase_ended = events
            .iter()
            .any(|e| matches!(e.kind, EventKind::PhaseStarted { .. }));
        let game = &loaded.game;
        let caught_up = |f: u8| {
            released.iter().any(|(x, _)| *x == f)
                && super::mails::holds_an_older_phase(
                    game.turn(),
                    game.phase(),
                    loaded.held.iter().filter(|h| h.faction == f),
                )
        };
        if !picture_on(&loaded.row.setup_json)
            || !phase_ended && !loaded.players.iter().any(|p| caught_up(p.faction))
        {
            return Ok(Vec::new());
        }
        let history = self.turn_history(&loaded.row.id, events, names).await?;
        let mut out = Vec::new();
        for m in mails
            .iter_mut()
            .filter(|m| m.kind == "call" || m.kind == "news")
        {
            let Some(p) = loaded.players.iter().find(|p| p.address == m.to_addr) else {
                continue;
            };
            if !phase_ended && !caught_up(p.faction) {
                continue;
            }
            if loaded
                .prefs
                .iter()
                .any(|x| x.faction == p.faction && x.picture_off)
            {
                continue;
            }
            let b = board(
                &loaded.game,
                Viewer::Faction(FactionId(p.faction)),
                names,
                &loaded.row.id,
                &history,
            );
            attach(m, b, &mut out);
        }
        if let Some(m) = for_observers.filter(|_| phase_ended) {
            let b = board(
                &loaded.game,
                Viewer::Public,
                names,
                &loaded.row.id,
                &history,
            );
            attach(m, b, &mut out);
        }
        Ok(out)
    }

    /// Issue 25 §3: turn the game's pictures at the end of each phase on or off (the stored
    /// setup's `picture`).
    pub async fn set_picture(&self, game_id: &str, on: bool) -> Result<(), RefereeError> {
        let row = self.store.game(game_id).await?;
        let mut stored: crate::position::StoredSetup = serde_json::from_str(&row.setup_json)
            .map_err(|e| RefereeError::Corrupt(game_id.to_string(), format!("setup: {e}")))?;
        stored.picture = on;
        let json = serde_json::to_string(&stored)
            .map_err(|e| RefereeError::Invalid(format!("setup: {e}")))?;
        self.store.set_setup_json(game_id, &json).await?;
        Ok(())
    }
}
