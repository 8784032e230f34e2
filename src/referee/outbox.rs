//! Draining the outbox: send, retry with backoff, give up after repeated failures.

use crate::mail::{MailSink, OutgoingMail, SendError};
use crate::store::OutboxRow;

use super::{Referee, RefereeError, clock};

/// Attempts before a transiently failing mail is given up.
pub const MAX_ATTEMPTS: i64 = 10;

/// Backoff before attempt `n+1` (n = attempts so far): 15 s doubling, at most one hour.
pub fn backoff_ms(attempts: i64) -> i64 {
    let exp = attempts.clamp(0, 8) as u32;
    (15_000i64 << exp).min(3_600_000)
}

/// The mail to send for an outbox row.
pub fn outgoing(row: &OutboxRow, from: &str) -> OutgoingMail {
    OutgoingMail {
        message_id: row.message_id.clone(),
        from: from.to_string(),
        to: row.to_addr.clone(),
        reply_to: row.reply_to.clone(),
        subject: row.subject.clone(),
        body: row.body.clone(),
        in_reply_to: row.in_reply_to.clone(),
        auto_submitted: row.auto_submitted,
    }
}

impl Referee {
    /// The From header of outgoing mail.
    pub fn from_header(&self) -> String {
        let name = self.settings.gm_name.replace(['"', '\\'], "");
        format!("\"{name}\" <{}>", self.settings.gm_address)
    }

    /// Send every due outbox row once. Returns the number sent.
    pub async fn drain_outbox(&self, sink: &MailSink) -> Result<usize, RefereeError> {
        let mut sent = 0;
        loop {
            let now_ms = clock::ms(self.clock.now());
            let rows = self.store.due_outbox(now_ms, 50).await?;
            if rows.is_empty() {
                return Ok(sent);
            }
            let mut progressed = false;
            for row in rows {
                let span = tracing::info_span!("send", game = row.game_id.as_deref().unwrap_or("-"), mail = %row.message_id);
                let _g = span.enter();
                let (now_ms, now_text) = self.now_text();
                match sink.send(&outgoing(&row, &self.from_header())).await {
                    Ok(()) => {
                        self.store.mark_sent(row.id, &now_text).await?;
                        sent += 1;
                        progressed = true;
                    }
                    Err(SendError::Permanent(e)) => {
                        tracing::warn!(error = %e, to = %row.to_addr, "mail refused permanently");
                        self.store.mark_failed(row.id, &e, &now_text).await?;
                        progressed = true;
                    }
                    Err(e) => {
                        let msg = e.to_string();
                        if row.attempts + 1 >= MAX_ATTEMPTS {
                            tracing::error!(error = %msg, "mail given up after repeated failures");
                            self.store.mark_failed(row.id, &msg, &now_text).await?;
                        } else {
                            tracing::warn!(error = %msg, attempts = row.attempts + 1, "send failed; will retry");
                            self.store
                                .mark_retry(row.id, &msg, now_ms + backoff_ms(row.attempts))
                                .await?;
                        }
                        // The transport is failing: stop this round of sending.
                        return Ok(sent);
                    }
                }
            }
            if !progressed {
                return Ok(sent);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_and_caps() {
        assert_eq!(backoff_ms(0), 15_000);
        assert_eq!(backoff_ms(1), 30_000);
        assert_eq!(backoff_ms(20), 3_600_000);
    }
}
