//! The DKIM gate of intake (issue #11): after the token and the From address are checked, before
//! any order is read. `mail::auth` does the check; this decides what the player's setting makes
//! of its verdict.

use crate::mail::DkimDelay;
use crate::mail::RawMessage;
use crate::mail::auth::{DkimMode, Verdict, effective_mode, stored_mode};
use crate::render::notices::{self, MailRefused};
use crate::store::{NewMail, PlayerRow, Step};

use super::{Arrival, IntakeOutcome, short_hash};
use crate::referee::{Referee, RefereeError};

impl Referee {
    /// Check the DKIM signature of a player's mail as the player's setting says.
    /// `Some(outcome)`: refused (recorded, the registered player told); `None`: go on.
    pub(super) async fn dkim_gate(
        &self,
        arrival: &Arrival<'_>,
        raw: &RawMessage,
        player: &PlayerRow,
    ) -> Result<Option<IntakeOutcome>, RefereeError> {
        let (game, own) = self
            .store
            .dkim_settings(&player.game_id, player.faction)
            .await?;
        let stored = |t: Option<String>| {
            stored_mode(t).map_err(|e| {
                RefereeError::Store(crate::store::StoreError::Corrupt(format!(
                    "the DKIM setting of {}: {e}",
                    player.game_id
                )))
            })
        };
        let (game, own) = (stored(game)?, stored(own)?);
        let mode = effective_mode(self.auth.dkim, game, own);
        if mode == DkimMode::Off {
            return Ok(None);
        }
        let verdict = match &self.auth.verifier {
            Some(v) => v.verify(&raw.bytes, &player.address).await,
            None => Verdict::Unchecked(DkimDelay::NoResolver),
        };
        let why = match &verdict {
            Verdict::Verified { .. } => {
                tracing::debug!(?verdict, "DKIM signature verified");
                return Ok(None);
            }
            Verdict::Failed(f) => notices::dkim_failure(f),
            Verdict::Unchecked(d) => notices::dkim_delay(d),
        };
        let faction = player.faction + 1;
        if mode == DkimMode::Require
            && matches!(verdict, Verdict::Unchecked(_))
            && self.auth.verifier.is_some()
        {
            // Issue 22: a DNS failure passes; nothing is decided (or marked seen) until the
            // key can be looked up.
            tracing::warn!(faction, reason = %why, "DKIM key lookup failed for now; the mail waits");
            return Err(RefereeError::TryLater(format!(
                "the DKIM signature of a mail of faction {faction} of game {} could not be checked now: {why}",
                player.game_id
            )));
        }
        if mode == DkimMode::Require {
            let outcome = format!("refused:dkim: {why}");
            let refused = match &verdict {
                Verdict::Unchecked(d) => MailRefused::DkimUnchecked { why: d },
                Verdict::Failed(f) => MailRefused::DkimMissing { why: f },
                Verdict::Verified { .. } => return Ok(None),
            };
            tracing::warn!(faction, reason = %why, "mail without a valid aligned DKIM signature refused");
            // Issue 22: at most one such notice an hour, as for forgeries.
            return self
                .refuse_rate_limited(
                    arrival,
                    Some(player.address.clone()),
                    player,
                    "dkim",
                    &outcome,
                    &refused,
                )
                .await
                .map(Some);
        }
        // prefer: accept, and tell the GM.
        tracing::warn!(faction, reason = %why, "mail without a valid aligned DKIM signature accepted (dkim = prefer)");
        if let Some(gm) = &self.settings.gm_notify {
            let (subject, body) = crate::render::gm_notices::unsigned_accepted(
                &player.game_id,
                faction,
                &player.name,
                &player.address,
                arrival.key,
                &why,
            );
            let step = Step {
                game_id: None,
                now_ms: arrival.now_ms,
                now_text: arrival.now_text.to_string(),
                outbox: vec![NewMail {
                    game_id: Some(player.game_id.clone()),
                    // Unique per attempt: a retried intake tells the GM again rather than fail.
                    message_id: format!(
                        "dkim.{}.{}.{}@{}",
                        short_hash(arrival.key),
                        arrival.now_ms,
                        nonce(),
                        self.domain()
                    ),
                    kind: "gm".into(),
                    to_addr: gm.clone(),
                    reply_to: None,
                    subject,
                    body,
                    in_reply_to: None,
                    auto_submitted: true,
                }],
                ..Default::default()
            };
            self.store.commit_step(&step).await?;
        }
        Ok(None)
    }
}

/// A few random hex digits (empty if the system has no randomness to give).
fn nonce() -> String {
    let mut b = [0u8; 4];
    match getrandom::fill(&mut b) {
        Ok(()) => hex::encode(b),
        Err(_) => String::new(),
    }
}
