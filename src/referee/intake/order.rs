//! Issue 22, point 11: a player's mails are applied in the order they were written, not the
//! order the mailbox holds them (after an outage a mail server may deliver a later mail first).
//!
//! - Within one batch fetched from the mailbox, each sender's mails are put in the order of
//!   their `Date` header ([`written_order`]); other senders' mails keep their places.
//! - Across batches, a player's mail written before a mail of theirs that was already applied
//!   comes late: it is not applied (it would undo what the newer one set), and the player is
//!   told what of it was not applied and why ([`Referee::late_mail_gate`]).
//!
//! "Written" is the `Date` header within sane bounds: never later than the mail's arrival,
//! never more than [`MAX_AGE_MS`] before it; a mail without a readable Date was written when it
//! arrived.

use crate::mail::{InboundMail, RawMessage};
use crate::store::PlayerRow;

use super::{Arrival, IntakeOutcome};
use crate::referee::{Referee, RefereeError, clock};

/// A Date more than this far before the mail's arrival is taken as this far (a wrong clock).
pub const MAX_AGE_MS: i64 = 7 * 24 * 3_600_000;

/// When a mail was written (unix ms), by its Date header within sane bounds around `now_ms`.
pub fn written_ms(raw: &[u8], now_ms: i64) -> i64 {
    let head = &raw[..raw.len().min(64 * 1024)];
    let date = mail_parser::MessageParser::default()
        .parse_headers(head)
        .and_then(|m| m.date().map(|d| d.to_timestamp().saturating_mul(1000)));
    match date {
        Some(ms) => ms.clamp(now_ms - MAX_AGE_MS, now_ms),
        None => now_ms,
    }
}

/// The sender of a raw mail (lowercased), if its headers can be read.
fn sender(raw: &[u8]) -> Option<String> {
    let head = &raw[..raw.len().min(64 * 1024)];
    let msg = mail_parser::MessageParser::default().parse_headers(head)?;
    let from = msg.from()?.first()?.address()?;
    Some(from.trim().to_lowercase())
}

/// The batch with each sender's mails in the order they were written (stable: mails written at
/// the same second, or without a Date, keep the mailbox's order); every other mail keeps its
/// place.
pub fn written_order(batch: Vec<RawMessage>, now_ms: i64) -> Vec<RawMessage> {
    let keys: Vec<(Option<String>, i64)> = batch
        .iter()
        .map(|r| (sender(&r.bytes), written_ms(&r.bytes, now_ms)))
        .collect();
    let mut slots: Vec<Option<RawMessage>> = batch.into_iter().map(Some).collect();
    let mut done = vec![false; slots.len()];
    let mut out: Vec<Option<RawMessage>> = (0..slots.len()).map(|_| None).collect();
    for i in 0..slots.len() {
        if done[i] {
            continue;
        }
        // The places of this sender's mails, and the mails in the order written.
        let places: Vec<usize> = (i..slots.len())
            .filter(|&j| !done[j] && keys[j].0.is_some() && keys[j].0 == keys[i].0)
            .collect();
        if places.is_empty() {
            done[i] = true;
            out[i] = slots[i].take();
            continue;
        }
        let mut by_date = places.clone();
        by_date.sort_by_key(|&j| keys[j].1);
        for (&place, &from) in places.iter().zip(&by_date) {
            out[place] = slots[from].take();
        }
        for p in places {
            done[p] = true;
        }
    }
    out.into_iter().flatten().collect()
}

impl Referee {
    /// A player's mail written before one of theirs already applied came late: it is recorded
    /// as refused and the player gets a notice naming its lines, none of which were applied.
    /// `None`: not late, go on.
    pub(super) async fn late_mail_gate(
        &self,
        arrival: &Arrival<'_>,
        raw: &RawMessage,
        mail: &InboundMail,
        player: &PlayerRow,
    ) -> Result<Option<IntakeOutcome>, RefereeError> {
        let written = written_ms(&raw.bytes, arrival.now_ms);
        let Some(newest) = self
            .store
            .newest_written(&player.game_id, player.faction)
            .await?
        else {
            return Ok(None);
        };
        if written >= newest {
            return Ok(None);
        }
        let when = |ms: i64| clock::show(clock::from_ms(ms));
        let lines: Vec<&str> = mail
            .text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('>'))
            .take(40)
            .collect();
        let outcome = format!(
            "refused:late: written {} UTC, before a mail of the player written {} UTC that was already applied",
            when(written),
            when(newest)
        );
        let notice = self.notice(
            player,
            arrival.key,
            &crate::render::notices::MailRefused::Late {
                written: &when(written),
                newest: &when(newest),
                lines: &lines,
            },
        )?;
        self.record(
            arrival,
            Some(player.address.clone()),
            Some(player),
            &outcome,
            vec![notice],
        )
        .await?;
        tracing::warn!(
            faction = player.faction + 1,
            "an older mail came late; not applied"
        );
        Ok(Some(IntakeOutcome::Refused(outcome)))
    }

    /// A player's mail was applied: remember when it was written (best effort; the newest
    /// wins).
    pub(super) async fn note_written(&self, raw: &RawMessage, game_id: &str, faction: u8) {
        let now_ms = clock::ms(self.clock.now());
        let written = written_ms(&raw.bytes, now_ms);
        if let Err(e) = self.store.note_written(game_id, faction, written).await {
            tracing::warn!(error = %e, "could not note when the mail was written");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::SourceKey;

    fn raw(n: u32, from: &str, date: &str) -> RawMessage {
        RawMessage {
            key: SourceKey::Imap {
                uidvalidity: 1,
                uid: n,
            },
            bytes: format!("From: {from}\r\nDate: {date}\r\nSubject: x\r\n\r\nhi\r\n").into_bytes(),
        }
    }

    #[test]
    fn each_senders_mails_in_the_order_written_others_in_place() {
        // 2026-11-30: the Dates below are two days before.
        let now = 1_796_000_000_000;
        let batch = vec![
            raw(1, "a@x.test", "Sat, 28 Nov 2026 03:59:00 +0000"),
            raw(2, "b@x.test", "Sat, 28 Nov 2026 03:00:00 +0000"),
            raw(3, "a@x.test", "Sat, 28 Nov 2026 03:52:00 +0000"),
            raw(4, "c@x.test", "garbage"),
        ];
        let uids: Vec<u32> = written_order(batch, now)
            .into_iter()
            .map(|r| match r.key {
                SourceKey::Imap { uid, .. } => uid,
                _ => 0,
            })
            .collect();
        assert_eq!(uids, vec![3, 2, 1, 4]);
    }

    #[test]
    fn a_date_is_taken_within_sane_bounds() {
        let now = 1_795_000_000_000;
        let future = raw(1, "a@x.test", "Sat, 28 Nov 2099 03:59:00 +0000");
        assert_eq!(written_ms(&future.bytes, now), now);
        let ancient = raw(1, "a@x.test", "Sat, 28 Nov 1999 03:59:00 +0000");
        assert_eq!(written_ms(&ancient.bytes, now), now - MAX_AGE_MS);
        let none = raw(1, "a@x.test", "not a date");
        assert_eq!(written_ms(&none.bytes, now), now);
    }
}
