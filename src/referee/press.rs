//! Issue 25 §1: press between players, relayed by the GM. The referee decides who gets which
//! press mail (the named players only; every player and the observers for public press; the
//! GM's copy of private press when the game says so); render writes every word of it. No
//! address of one player reaches another: a relayed mail goes from the game's address to each
//! recipient alone, with the recipient's own reply address, and the addresses written in the
//! message are removed.

use crate::orders::press::{MAX_PRESS_BYTES, MAX_PRESS_PER_HOUR, MAX_PRESS_PER_MAIL};
use crate::orders::{PressBlock, PressTo, ReadError, resolve_press_target};
use crate::render::contexts::LineError;
use crate::render::press::{self as words, PressRefused, Sender, ToWhom};
use crate::rules::{FactionId, Viewer};
use crate::store::{NewMail, NewPress, PlayerRow, PressRecipients, TableOptions};

use super::intake::short_hash;
use super::{Loaded, Referee, RefereeError};

/// What a mail's press does: the lines for the sender's reply, the mails relayed, the rows kept.
#[derive(Debug, Default)]
pub(super) struct PressOut {
    pub notes: Vec<String>,
    pub errors: Vec<LineError>,
    pub mails: Vec<NewMail>,
    pub rows: Vec<NewPress>,
}

impl Referee {
    /// The press of one mail from `player`: each block relayed, or refused with its reason
    /// (nothing of a refused block is sent).
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn press_out(
        &self,
        loaded: &Loaded,
        player: &PlayerRow,
        blocks: &[PressBlock],
        attachments: usize,
        now_ms: i64,
        key: &str,
    ) -> Result<PressOut, RefereeError> {
        let mut out = PressOut::default();
        if blocks.is_empty() {
            return Ok(out);
        }
        let game_id = player.game_id.as_str();
        let me = FactionId(player.faction);
        let options: TableOptions = self.store.table_options(game_id).await?;
        let mut sent_hour = self
            .store
            .press_sent_since(game_id, player.faction, now_ms - 3_600_000)
            .await?;
        let view = loaded.game.view(Viewer::Faction(me));
        let names = loaded.names();
        let players: Vec<(FactionId, &str)> = loaded
            .players
            .iter()
            .map(|p| (FactionId(p.faction), p.name.as_str()))
            .collect();
        let observers = self.store.observers(game_id).await?;
        let cx = self.mail_ctx(game_id, &loaded.players);
        let sender_name = names.faction(me);
        for (n, b) in blocks.iter().enumerate() {
            let refuse = |why: PressRefused| LineError {
                line_no: b.line_no,
                text: crate::render::intake_words::one_line(&b.header),
                message: words::refused(&why),
            };
            if n >= MAX_PRESS_PER_MAIL {
                out.errors.push(refuse(PressRefused::TooManyInMail));
                continue;
            }
            if b.lines.iter().all(|l| l.trim().is_empty()) {
                out.errors.push(refuse(PressRefused::Empty));
                continue;
            }
            if b.bytes() > MAX_PRESS_BYTES {
                out.errors
                    .push(refuse(PressRefused::TooLarge { bytes: b.bytes() }));
                continue;
            }
            if b.grey && !options.grey_press {
                out.errors.push(refuse(PressRefused::GreyNotAllowed));
                continue;
            }
            if sent_hour >= MAX_PRESS_PER_HOUR {
                out.errors
                    .push(refuse(PressRefused::TooMany { sent: sent_hour }));
                continue;
            }
            // Who gets it.
            let to: Vec<FactionId> = match &b.to {
                PressTo::All => players
                    .iter()
                    .map(|(f, _)| *f)
                    .filter(|f| *f != me)
                    .collect(),
                PressTo::Factions(written) => {
                    let mut to = Vec::new();
                    let mut bad = None;
                    for w in written {
                        match resolve_press_target(w, &view, me, &players) {
                            Ok(f) if !to.contains(&f) => to.push(f),
                            Ok(_) => {}
                            Err(e) => {
                                bad = Some(crate::render::read_error(
                                    &ReadError::Why(e),
                                    &crate::render::Names::of_view(&view),
                                ));
                                break;
                            }
                        }
                    }
                    if let Some(why) = bad {
                        out.errors.push(refuse(PressRefused::Recipient(why)));
                        continue;
                    }
                    to.sort();
                    to
                }
            };
            let public = matches!(b.to, PressTo::All);
            let to_names: Vec<String> = to.iter().map(|f| names.faction(*f)).collect();
            let to_whom = if public {
                ToWhom::All
            } else {
                ToWhom::Factions(&to_names)
            };
            let sender = if b.grey {
                Sender::Grey
            } else {
                Sender::Signed(&sender_name)
            };
            let subject = words::relay_subject(sender, to_whom);
            let body = words::relay_body(game_id, sender, to_whom, &b.lines);
            let tag = format!("press.{}.{n}", short_hash(key));
            for f in &to {
                let Some(p) = cx.player(*f) else { continue };
                out.mails.push(NewMail {
                    game_id: Some(game_id.to_string()),
                    message_id: cx.message_id(&format!("{tag}.{}", f.0)),
                    kind: "press".into(),
                    to_addr: p.address.clone(),
                    reply_to: Some(cx.reply_to(p)),
                    subject: format!("[{game_id}] {subject}"),
                    body: body.clone(),
                    in_reply_to: None,
                    auto_submitted: true,
                });
            }
            if public {
                // Observers read public press, with no reply address.
                for (i, addr) in observers.iter().enumerate() {
                    out.mails.push(NewMail {
                        game_id: Some(game_id.to_string()),
                        message_id: cx.message_id(&format!("{tag}.obs{i}")),
                        kind: "observer".into(),
                        to_addr: addr.clone(),
                        reply_to: None,
                        subject: format!("[{game_id}] {subject}"),
                        body: body.clone(),
                        in_reply_to: None,
                        auto_submitted: true,
                    });
                }
            }
            let gm_copy = !public && options.press_copy;
            if gm_copy && let Some(gm) = &self.settings.gm_notify {
                let (subject, body) =
                    words::gm_copy(game_id, &sender_name, b.grey, &to_names, &b.lines);
                out.mails.push(self.gm_notice(
                    Some(game_id.to_string()),
                    cx.message_id(&format!("{tag}.gm")),
                    gm.clone(),
                    subject,
                    body,
                ));
            }
            out.notes.push(words::sent_line(
                b.line_no,
                to_whom,
                b.lines.len(),
                b.grey,
                gm_copy && self.settings.gm_notify.is_some(),
            ));
            out.rows.push(NewPress {
                faction: player.faction,
                recipients: if public {
                    PressRecipients::All
                } else {
                    PressRecipients::Factions(to.iter().map(|f| f.0).collect())
                },
                grey: b.grey,
                body: words::message_block(&b.lines),
            });
            sent_hour += 1;
        }
        if attachments > 0 {
            out.notes.push(words::attachments_dropped(attachments));
        }
        Ok(out)
    }
}
