//! `rorgm deliver`: one mail handed over on standard input (a Postfix `pipe`, procmail, a
//! `.forward`) is taken in at once, with the same exactly-once record as mailbox intake.
//!
//! The mail's key is the SHA-256 of its bytes ([`SourceKey::Delivered`]), so the same mail
//! delivered twice (a retried delivery) is taken in once; a copy with other bytes but the same
//! Message-ID from the same player is recognised as a duplicate by the usual dedup key. What the
//! mail causes (its confirmation) is queued in the outbox in the same transaction; the running
//! `rorgm serve` sends it (its sender looks at the outbox every [`SENDER_POLL`]).
//!
//! [`SENDER_POLL`]: super::service::SENDER_POLL

use std::io::Read;

use crate::mail::{MAX_MAIL_BYTES, RawMessage, SourceKey};

use super::intake::IntakeOutcome;
use super::{Referee, RefereeError};

/// sysexits.h EX_TEMPFAIL: the mail transfer agent keeps the mail and tries again later.
pub const EX_TEMPFAIL: i32 = 75;

/// Read one mail (at most [`MAX_MAIL_BYTES`] + 1 bytes are kept; the rest is read and dropped,
/// and such a mail is refused as too large by the intake).
pub fn read_mail(input: &mut impl Read) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    input
        .by_ref()
        .take(MAX_MAIL_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    std::io::copy(input, &mut std::io::sink())?;
    Ok(bytes)
}

impl Referee {
    /// Take in one delivered mail exactly once.
    pub async fn deliver(&self, bytes: Vec<u8>) -> Result<IntakeOutcome, RefereeError> {
        let raw = RawMessage {
            key: SourceKey::delivered(&bytes),
            bytes,
        };
        self.take_in(&raw).await
    }
}
