//! Draining the outbox: send oldest first, mark each mail right after the server accepted it,
//! retry transient failures for ever with capped backoff, and keep track of outages.
//!
//! - A mail is only ever marked failed when the server refuses it for good
//!   ([`SendError::Permanent`]). A 4xx answer ([`SendError::Transient`]) retries that mail with
//!   backoff (15 s doubling, at most [`BACKOFF_CAP_MS`]); an unreachable server
//!   ([`SendError::Unreachable`]) is an outage: nothing is sent until a probe (the oldest waiting
//!   mail, again with capped backoff) gets through. The outage is stored ([`SenderState`]), shown
//!   by `rorgm status`, and reported to `mail.gm_notify` when sending works again.
//! - Order: the oldest waiting mail of each recipient is the only one of that recipient that may
//!   be sent ([`Store::due_outbox`](crate::store::Store::due_outbox)), so a retried old mail is
//!   never overtaken by a newer one to the same address; across recipients the oldest go first.
//!   After an outage every waiting mail is due again at once, in creation order.
//! - Calls for orders (`kind = 'call'`): while one waits in the outbox its round's deadline does
//!   not run out (`Store::due_deadlines` skips the round); when it is finally sent after waiting
//!   [`CALL_WAIT_EXTENDS_AFTER_MS`] or more, the deadline moves by the wait and every player is
//!   told, in the same transaction as the mark.

use futures_util::StreamExt;
use tracing::Instrument;

use crate::mail::{MailSink, OutgoingMail, SendError};
use crate::store::{CallWaitExtension, OutboxRow, SenderState, Store};

use super::{Referee, RefereeError, clock};

/// The longest wait between two attempts of a mail, or two probes during an outage.
pub const BACKOFF_CAP_MS: i64 = 15 * 60_000;

/// A call for orders that waited at least this long in the outbox moves its round's deadline.
pub const CALL_WAIT_EXTENDS_AFTER_MS: i64 = 5 * 60_000;

/// An outage at least this long is reported to `mail.gm_notify` when sending works again.
pub const OUTAGE_NOTICE_AFTER_MS: i64 = 5 * 60_000;

/// Rows fetched per round of sending.
const SEND_BATCH: i64 = 64;

/// Issue 22, point 6: a round of at most this many mails goes out on one connection, one mail
/// after the other. Every mail in flight is a mail in doubt (the server may have it while its
/// "250" has not reached us: a crash then sends it again), and mails in flight side by side
/// each take longer at the server (its end-of-data work, an fsync, runs for all at once), so
/// parallel connections are kept for a backlog.
pub const SERIAL_UP_TO: usize = 8;

/// Issue 22, point 6: a mail in doubt not found in the GM's mailbox is looked up again after
/// this long (until `smtp.copy_wait_seconds` have passed since its cut transaction started).
pub const DOUBT_LOOKUP_EVERY_MS: i64 = 1_000;

/// Issue 22, point 6: the longest a lookup of mails in doubt in the GM's mailbox may take.
pub const DOUBT_LOOKUP_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Issue 22, point 6: at most this many of a player's waiting answers go out in one mail.
pub const FOLD_MAX: i64 = 16;

/// Issue 26: how long a sender's claim on the rows it sends keeps other senders off them
/// (a sender killed while sending leaves them to the others after this).
pub const SEND_CLAIM_MS: i64 = 60_000;

/// Backoff before attempt `n+1` (n = attempts so far): 15 s doubling, at most 15 minutes.
pub fn backoff_ms(attempts: i64) -> i64 {
    let exp = attempts.clamp(0, 10) as u32;
    (15_000i64 << exp).min(BACKOFF_CAP_MS)
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
        attachments: Vec::new(),
    }
}

pub use crate::render::notices::short_duration as show_duration;

/// What became of one row (and the rows folded into its mail).
enum Attempt {
    /// The server accepted the mail; the number of outbox rows it carried.
    Sent(usize),
    Refused,
    /// Not sent: it no longer says anything true (issue 22).
    Dropped,
    Retry,
    Unreachable(String),
}

impl Referee {
    /// The From header of outgoing mail.
    pub fn from_header(&self) -> String {
        let name = self.settings.gm_name.replace(['"', '\\'], "");
        format!("\"{name}\" <{}>", self.settings.gm_address)
    }

    /// Send every due outbox row, one at a time. Returns the number sent.
    pub async fn drain_outbox(&self, sink: &MailSink) -> Result<usize, RefereeError> {
        self.drain_outbox_with(sink, 1).await
    }

    /// Send every due outbox row with up to `parallel` mails in flight (never two to the same
    /// recipient; one at a time for a round of at most [`SERIAL_UP_TO`]). Stops at an outage.
    /// Returns the number of rows sent.
    pub fn drain_outbox_with<'a>(
        &'a self,
        sink: &'a MailSink,
        parallel: usize,
    ) -> impl std::future::Future<Output = Result<usize, RefereeError>> + 'a {
        super::stack::boxed(|| self.drain_outbox_with_body(sink, parallel))
    }

    async fn drain_outbox_with_body(
        &self,
        sink: &MailSink,
        parallel: usize,
    ) -> Result<usize, RefereeError> {
        self.drain(sink, parallel, false).await
    }

    /// As [`Referee::drain_outbox_with`], and a player's waiting confirmations of one game with
    /// one subject (one round) go out as one mail (issue 22, point 6: `serve`'s sender).
    /// The mail bears the oldest's Message-ID, In-Reply-To and subject; every row it carries is
    /// marked sent, the others with `sent_in` naming that Message-ID. Returns the number of
    /// rows sent.
    pub async fn drain_outbox_folding(
        &self,
        sink: &MailSink,
        parallel: usize,
    ) -> Result<usize, RefereeError> {
        self.drain(sink, parallel, true).await
    }

    async fn drain(
        &self,
        sink: &MailSink,
        parallel: usize,
        fold: bool,
    ) -> Result<usize, RefereeError> {
        let result = self.drain_rounds(sink, parallel, fold).await;
        // Marks of the last round (also after an error: they are facts).
        self.apply_sent_journal().await?;
        result
    }

    /// Mark what the server accepted (the sent journal) and name each mail that was in flight
    /// when the process that sent it died (issue 22, point 6): the server may have it or not;
    /// it stays waiting, in doubt: looked up in the GM's copy ([`Referee::resolve_doubts`]) and
    /// sent again with the same Message-ID only if it is not there (never lost).
    async fn apply_sent_journal(&self) -> Result<(), RefereeError> {
        let applied = self.store.apply_sent_journal().await?;
        for (id, message_id) in &applied.in_doubt {
            tracing::warn!(outbox = id, mail = %message_id, "mail in flight when the sender stopped: the server may have it; looked up in the GM's copy, sent again with the same Message-ID only if it is not there");
        }
        Ok(())
    }

    async fn drain_rounds(
        &self,
        sink: &MailSink,
        parallel: usize,
        fold: bool,
    ) -> Result<usize, RefereeError> {
        let mut sent = 0;
        let mut state = self.store.sender_state().await?;
        loop {
            // What the server accepted so far is marked before looking for more to send.
            self.apply_sent_journal().await?;
            let now_ms = clock::ms(self.clock.now());
            let down = state.down_since_ms.is_some();
            if down && state.next_probe_ms.is_some_and(|t| t > now_ms) {
                return Ok(sent);
            }
            // During an outage one mail (the oldest) probes the server.
            let rows = self
                .store
                .due_outbox(now_ms, if down { 1 } else { SEND_BATCH })
                .await?;
            if rows.is_empty() {
                return Ok(sent);
            }
            // Issue 22, point 6: a mail in doubt is looked up in the GM's mailbox first.
            let rows = self.resolve_doubts(rows).await?;
            if rows.is_empty() {
                continue;
            }
            let waiting_before = if down {
                self.store.backlog(None).await?.waiting
            } else {
                0
            };
            let mut mails = Vec::with_capacity(rows.len());
            for row in rows {
                let folded = if fold && !down {
                    self.store.foldable_after(&row, FOLD_MAX - 1).await?
                } else {
                    Vec::new()
                };
                mails.push((row, folded));
            }
            // Issue 22, point 6: what this round sends is out of the intake's reach before any
            // of it goes (an intake step would otherwise fold a waiting confirmation into its
            // new mail while the round carries it too); what a step took meanwhile is not sent.
            let claim: Vec<i64> = mails
                .iter()
                .flat_map(|(row, folded)| std::iter::once(row).chain(folded.iter()))
                .filter(|r| Store::may_be_folded(r))
                .map(|r| r.id)
                .collect();
            if !claim.is_empty() {
                let kept: std::collections::HashSet<i64> = self
                    .store
                    .claim_for_sending(&claim)
                    .await?
                    .into_iter()
                    .collect();
                let taken = |id: i64| claim.contains(&id) && !kept.contains(&id);
                mails.retain_mut(|(row, folded)| {
                    folded.retain(|r| !taken(r.id));
                    !taken(row.id)
                });
                if mails.is_empty() {
                    continue;
                }
            }
            // Issue 26: with several referees on one database any of them sends; each claims
            // the rows of the mails it is about to send, and sends only what it claimed.
            if self.store.owner_id().is_some() {
                let ids: Vec<i64> = mails
                    .iter()
                    .flat_map(|(row, folded)| {
                        std::iter::once(row.id).chain(folded.iter().map(|r| r.id))
                    })
                    .collect();
                let now_ms = clock::ms(self.clock.now());
                let claimed: std::collections::HashSet<i64> = self
                    .store
                    .claim_to_send(&ids, now_ms, now_ms + SEND_CLAIM_MS)
                    .await?
                    .into_iter()
                    .collect();
                mails.retain_mut(|(row, folded)| {
                    folded.retain(|r| claimed.contains(&r.id));
                    claimed.contains(&row.id)
                });
                if mails.is_empty() {
                    // Another sender has them: looked at again at the next wake.
                    return Ok(sent);
                }
                // A mail a dead sender had in flight: its claim kept its journal line as a
                // live sender's until the claim ran out; now that the rows are this sender's,
                // the line is applied (the row marked sent, or in doubt), and such a row leaves
                // this round: in doubt, it is looked up in the GM's copy first, as after a
                // restart (before, it was sent again at once: crash loop, 2 sent twice).
                self.apply_sent_journal().await?;
                let settled = self.store.settled_or_in_doubt(&ids).await?;
                if !settled.is_empty() {
                    mails.retain_mut(|(row, folded)| {
                        folded.retain(|r| !settled.contains(&r.id));
                        !settled.contains(&row.id)
                    });
                    if mails.is_empty() {
                        continue;
                    }
                }
            }
            let parallel = if mails.len() <= SERIAL_UP_TO {
                1
            } else {
                parallel.max(1)
            };
            let results: Vec<Result<Attempt, RefereeError>> = futures_util::stream::iter(mails)
                .map(|(row, folded)| self.send_one(sink, row, folded))
                .buffer_unordered(parallel)
                .collect()
                .await;
            let mut ok = 0usize;
            let mut unreachable = None;
            for r in results {
                match r? {
                    Attempt::Sent(n) => ok += n,
                    Attempt::Unreachable(e) => unreachable = Some(e),
                    Attempt::Refused | Attempt::Retry | Attempt::Dropped => {}
                }
            }
            sent += ok;
            let (now_ms, now_text) = self.now_text();
            if ok > 0 && down {
                self.sending_restored(&state, waiting_before, now_ms, &now_text)
                    .await?;
                state = self.store.sender_state().await?;
            }
            if ok == 0
                && let Some(e) = unreachable
            {
                let failures = state.failures + 1;
                state = SenderState {
                    down_since_ms: state.down_since_ms.or(Some(now_ms)),
                    failures,
                    next_probe_ms: Some(now_ms + backoff_ms(failures - 1)),
                    last_error: Some(e.clone()),
                    last_ok_ms: state.last_ok_ms,
                };
                self.store
                    .set_sender_state(&state, now_ms, &now_text, Vec::new())
                    .await?;
                tracing::warn!(error = %e, failures, "mail server unreachable; mail waits in the outbox");
                return Ok(sent);
            }
        }
    }

    /// Send one row (with the rows `folded` into its mail) and record the outcome at once
    /// (before any other mail starts on this connection), so a crash right after the server's
    /// acceptance resends as little as possible: an accepted mail is recorded by one append to
    /// the sent journal (see `store::journal`).
    async fn send_one(
        &self,
        sink: &MailSink,
        row: OutboxRow,
        folded: Vec<OutboxRow>,
    ) -> Result<Attempt, RefereeError> {
        let span = tracing::info_span!("send", game = row.game_id.as_deref().unwrap_or("-"), mail = %row.message_id);
        self.send_one_inner(sink, row, folded)
            .instrument(span)
            .await
    }

    async fn send_one_inner(
        &self,
        sink: &MailSink,
        row: OutboxRow,
        folded: Vec<OutboxRow>,
    ) -> Result<Attempt, RefereeError> {
        // Prepared before sending, so that the mark follows the acceptance immediately.
        let extension = self.call_wait_extension(&row).await?;
        let Some(row) = self.as_sent_now(row, extension.as_ref()).await? else {
            return Ok(Attempt::Dropped);
        };
        let mut mail = if folded.is_empty() {
            outgoing(&row, &self.from_header())
        } else {
            folded_mail(&row, &folded, &self.from_header())
        };
        // Issue 25 §3: the board picture and whatever else the rows carry.
        let carried: Vec<&str> = std::iter::once(row.message_id.as_str())
            .chain(folded.iter().map(|r| r.message_id.as_str()))
            .collect();
        mail.attachments = self
            .store
            .attachments(&carried)
            .await?
            .into_iter()
            .map(|a| crate::mail::Attachment {
                filename: a.filename,
                content_type: a.content_type,
                data: a.data,
            })
            .collect();
        let ids: Vec<i64> = std::iter::once(row.id)
            .chain(folded.iter().map(|r| r.id))
            .collect();
        // Issue 22, point 6: the GM's own copy goes in the same transaction (the server takes
        // both or neither), so that a mail left in doubt by a crash can be looked up.
        let copy = match &self.copies {
            Some(_) if sink.is_smtp() => Some(crate::mail::MailCopy {
                to: self.settings.gm_address.clone(),
                tag: crate::mail::copy::copy_tag(&self.copy_key().await?, &mail.message_id),
            }),
            _ => None,
        };
        // Issue 22, point 6: the transaction starts. Written before anything is said to the
        // server (nothing of it lies between the acceptance and its record); a crash before the
        // outcome leaves the mail in doubt, with every row it carries: named at the next start,
        // looked up in the GM's mailbox, and sent again only if it is not there.
        self.store
            .journal_sending_folded(&ids, clock::ms(self.clock.now()))
            .await?;
        let result = sink.send_copied(&mail, copy.as_ref()).await;
        #[cfg(feature = "fault-injection")]
        if result.is_ok()
            && super::service::HANG_AFTER_ACCEPTED.load(std::sync::atomic::Ordering::SeqCst)
        {
            tracing::warn!("fault injection: hanging after the server accepted a mail");
            std::future::pending::<()>().await;
        }
        let now = self.clock.now();
        let now_ms = clock::ms(now);
        // The record of the acceptance is the very next thing: one write to the open sent
        // journal (no database lock to wait for; on SQLite no await either, the journal being
        // a file: the future is ready at its first poll; PostgreSQL: one insert; marked in the database in a batch
        // before the next mail is looked for). A call that moves its deadline is marked in the
        // deadline's transaction instead (rare: it waited 5 minutes or more).
        if result.is_ok() {
            if !folded.is_empty() {
                // One append records the mail and every row it carried.
                self.store.journal_sent_folded(&ids, now_ms).await?;
            } else if extension.is_none() {
                self.store.journal_sent(row.id, now_ms).await?;
            }
        } else {
            self.store.journal_not_sent(row.id, now_ms).await?;
        }
        let now_text = now.to_string();
        match result {
            Ok(()) if !folded.is_empty() => {
                tracing::info!(to = %row.to_addr, kind = %row.kind, rows = ids.len(), "sent");
                Ok(Attempt::Sent(ids.len()))
            }
            Ok(()) => {
                if let Some(ext) = &extension
                    && self
                        .store
                        .mark_sent_extending(row.id, &now_text, now_ms, ext)
                        .await?
                {
                    tracing::warn!(game = %ext.game_id, round = ext.round, waited = %show_duration(ext.new_wait_ms), "deadline moved: the call for orders waited in the outbox");
                }
                tracing::info!(to = %row.to_addr, kind = %row.kind, "sent");
                Ok(Attempt::Sent(1))
            }
            Err(SendError::Permanent(e)) => {
                tracing::warn!(error = %e, to = %row.to_addr, "mail refused permanently");
                for id in &ids {
                    self.store.mark_failed(*id, &e, &now_text).await?;
                }
                Ok(Attempt::Refused)
            }
            Err(SendError::Transient(e)) => {
                tracing::warn!(error = %e, attempts = row.attempts + 1, "send failed; will retry");
                for id in &ids {
                    self.store
                        .mark_retry(*id, &e, now_ms + backoff_ms(row.attempts))
                        .await?;
                }
                Ok(Attempt::Retry)
            }
            Err(SendError::Unreachable(e)) => {
                // Not the mail's fault: it keeps its place; the outage is recorded by the caller.
                self.store.note_error(row.id, &e).await?;
                Ok(Attempt::Unreachable(e))
            }
        }
    }

    /// Issue 22, point 6: the due rows in doubt (their mail's transaction was cut by a crash:
    /// the server may have the mail) are looked up by their mail's Message-ID in the GM's
    /// mailbox, where every mail leaves a copy (one IMAP connection for all of them). Found: the
    /// server took the mail; every row it carried is marked sent, nothing goes out again. Not
    /// found yet: looked up again every [`DOUBT_LOOKUP_EVERY_MS`] until `smtp.copy_wait_seconds`
    /// after the cut transaction started (the copy may be on its way), then sent again (the
    /// same Message-ID; never lost). Without copies a mail in doubt is sent again at once.
    /// Returns the rows to send now.
    async fn resolve_doubts(&self, rows: Vec<OutboxRow>) -> Result<Vec<OutboxRow>, RefereeError> {
        if rows.iter().all(|r| r.doubt_ms.is_none()) {
            return Ok(rows);
        }
        let (doubted, mut rest): (Vec<OutboxRow>, Vec<OutboxRow>) =
            rows.into_iter().partition(|r| r.doubt_ms.is_some());
        let carrier = |r: &OutboxRow| r.doubt_in.clone().unwrap_or_else(|| r.message_id.clone());
        let found: Vec<String> = match &self.copies {
            Some(c) => {
                let key = self.copy_key().await?;
                let mut wanted: Vec<(String, String)> = Vec::new();
                for r in &doubted {
                    let id = carrier(r);
                    if !wanted.iter().any(|(w, _)| *w == id) {
                        let tag = crate::mail::copy::copy_tag(&key, &id);
                        wanted.push((id, tag));
                    }
                }
                // Bounded: an IMAP server that does not answer holds the sender no longer.
                match tokio::time::timeout(
                    DOUBT_LOOKUP_TIMEOUT,
                    crate::mail::find_copies(&c.imap, &wanted),
                )
                .await
                {
                    Ok(Ok(f)) => f,
                    Ok(Err(e)) => {
                        tracing::warn!(error = %e, "could not look mails in doubt up in the GM's mailbox");
                        Vec::new()
                    }
                    Err(_) => {
                        tracing::warn!(
                            secs = DOUBT_LOOKUP_TIMEOUT.as_secs(),
                            "looking mails in doubt up in the GM's mailbox timed out"
                        );
                        Vec::new()
                    }
                }
            }
            None => Vec::new(),
        };
        let wait_ms = self
            .copies
            .as_ref()
            .map_or(0, |c| c.wait.as_millis() as i64);
        let (now_ms, now_text) = self.now_text();
        let mut done: Vec<String> = Vec::new();
        for mut row in doubted {
            let id = carrier(&row);
            if done.contains(&id) {
                continue;
            }
            let since = row.doubt_ms.unwrap_or(now_ms);
            if found.contains(&id) {
                let n = self.store.doubt_found(&id, &now_text).await?;
                tracing::info!(mail = %id, rows = n, "mail in doubt found in the GM's copy: the server took it; not sent again");
                done.push(id);
            } else if now_ms < since + wait_ms {
                let until = (since + wait_ms).min(now_ms + DOUBT_LOOKUP_EVERY_MS);
                self.store.doubt_wait(&id, until).await?;
                tracing::debug!(mail = %id, "mail in doubt not in the GM's mailbox yet; looked up again");
                done.push(id);
            } else {
                self.store.doubt_clear(&id).await?;
                if self.copies.is_some() {
                    tracing::warn!(mail = %id, "mail in doubt not found in the GM's mailbox: sent again");
                }
                row.doubt_ms = None;
                rest.push(row);
            }
        }
        rest.sort_by_key(|r| r.id);
        Ok(rest)
    }

    /// Issue 22, point 7: what is sent says the deadline in force when it is sent. A call or a
    /// reminder that waited (an outage) while its round's deadline moved gets the new deadline
    /// in its subject and body (and the stored row with it); a reminder for a round that was
    /// resolved meanwhile is dropped (`None`).
    async fn as_sent_now(
        &self,
        mut row: OutboxRow,
        extension: Option<&CallWaitExtension>,
    ) -> Result<Option<OutboxRow>, RefereeError> {
        let (Some(game_id), Some(round)) = (row.game_id.clone(), row.round) else {
            return Ok(Some(row));
        };
        if row.kind != "call" && row.kind != "reminder" {
            return Ok(Some(row));
        }
        let open = self.store.deadline(&game_id).await?;
        let Some(d) = open.filter(|d| d.round == round) else {
            if row.kind == "reminder" {
                let (_, now_text) = self.now_text();
                self.store
                    .mark_dropped(
                        row.id,
                        &format!("round {round} was resolved before this reminder could be sent"),
                        &now_text,
                    )
                    .await?;
                tracing::info!(to = %row.to_addr, round, "stale reminder dropped");
                return Ok(None);
            }
            return Ok(Some(row));
        };
        let in_force = extension.map_or(d.deadline_ms, |e| e.deadline_ms);
        let Some(shown) = shown_deadline(&row.subject, &row.body) else {
            return Ok(Some(row));
        };
        let new_utc = crate::render::deadline::utc(in_force);
        if shown == in_force || crate::render::deadline::utc(shown) == new_utc {
            return Ok(Some(row));
        }
        let tz = match self
            .store
            .players(&game_id)
            .await?
            .iter()
            .find(|p| p.address == row.to_addr)
        {
            Some(p) => self
                .store
                .mail_prefs(&game_id)
                .await?
                .into_iter()
                .find(|x| x.faction == p.faction)
                .and_then(|x| x.timezone),
            None => None,
        };
        use crate::render::deadline::{for_player, utc, utc_time};
        row.subject = row.subject.replace(&utc_time(shown), &utc_time(in_force));
        row.body = row
            .body
            .replace(
                &for_player(shown, tz.as_deref()),
                &for_player(in_force, tz.as_deref()),
            )
            .replace(&utc(shown), &new_utc);
        self.store
            .rewrite_waiting(row.id, &row.subject, &row.body)
            .await?;
        tracing::info!(to = %row.to_addr, round, deadline = %new_utc, "the deadline in force written into a mail that waited");
        Ok(Some(row))
    }

    /// If `row` is a call for orders that waited long enough to move its round's deadline, the
    /// extension (new deadline and the announcement) to commit with its mark.
    async fn call_wait_extension(
        &self,
        row: &OutboxRow,
    ) -> Result<Option<CallWaitExtension>, RefereeError> {
        let (Some(game_id), Some(round), Some(created)) =
            (row.game_id.as_deref(), row.round, row.created_ms)
        else {
            return Ok(None);
        };
        if row.kind != "call" {
            return Ok(None);
        }
        let now_ms = clock::ms(self.clock.now());
        let wait = now_ms - created;
        if wait < CALL_WAIT_EXTENDS_AFTER_MS {
            return Ok(None);
        }
        let Some((d, old_wait)) = self.store.deadline_call_wait(game_id).await? else {
            return Ok(None);
        };
        if d.round != round || wait - old_wait < CALL_WAIT_EXTENDS_AFTER_MS {
            return Ok(None);
        }
        let delta = wait - old_wait;
        let deadline_ms = d.deadline_ms + delta;
        let players = self.store.players(game_id).await?;
        let text = crate::render::notices::call_waited(
            &show_duration(wait),
            &clock::show(clock::from_ms(deadline_ms)),
        );
        let mails = self.deadline_extended_mails(
            game_id,
            &players,
            &format!("callwait.{round}.{wait}"),
            text,
        )?;
        Ok(Some(CallWaitExtension {
            game_id: game_id.to_string(),
            round,
            old_wait_ms: old_wait,
            new_wait_ms: wait,
            deadline_ms,
            reminder_ms: d.reminder_ms + delta,
            mails,
        }))
    }

    /// Sending works again after an outage: clear the outage, make every waiting mail due now
    /// (so they go in creation order) and tell the GM how long it lasted.
    async fn sending_restored(
        &self,
        state: &SenderState,
        waited: i64,
        now_ms: i64,
        now_text: &str,
    ) -> Result<(), RefereeError> {
        let since = state.down_since_ms.unwrap_or(now_ms);
        let down_for = now_ms - since;
        let mut mails = Vec::new();
        if let Some(gm) = &self.settings.gm_notify
            && down_for >= OUTAGE_NOTICE_AFTER_MS
        {
            let (subject, body) = crate::render::gm_notices::sending_restored(
                &clock::show(clock::from_ms(since)),
                &clock::show(clock::from_ms(now_ms)),
                &show_duration(down_for),
                waited,
                state.last_error.as_deref().unwrap_or("-"),
            );
            mails.push(self.gm_notice(
                None,
                format!("sending-restored.{now_ms}@{}", self.domain()),
                gm.clone(),
                subject,
                body,
            ));
        }
        self.store.make_waiting_due(now_ms).await?;
        self.store
            .set_sender_state(
                &SenderState {
                    last_ok_ms: Some(now_ms),
                    ..Default::default()
                },
                now_ms,
                now_text,
                mails,
            )
            .await?;
        tracing::info!(down_for = %show_duration(down_for), waited, "sending works again");
        Ok(())
    }

    /// When the sender should look at the outbox next (unix ms), if anything waits.
    pub async fn next_send_due(&self) -> Result<Option<i64>, RefereeError> {
        let st = self.store.sender_state().await?;
        if st.down_since_ms.is_some() {
            return Ok(st.next_probe_ms);
        }
        Ok(self.store.next_outbox_due().await?)
    }
}

/// Issue 22, point 6: one mail carrying a player's waiting confirmations `first` and `rest` (of
/// one game and one subject, oldest first): the Message-ID, In-Reply-To and subject of the
/// oldest, each answer in full in the order the mails were read.
pub fn folded_mail(first: &OutboxRow, rest: &[OutboxRow], from: &str) -> OutgoingMail {
    let mut mail = outgoing(first, from);
    let n = rest.len() + 1;
    let mut body = crate::render::notices::folded_opening(n);
    for (i, r) in std::iter::once(first).chain(rest.iter()).enumerate() {
        body.push_str(&crate::render::notices::folded_part(i + 1, n));
        body.push_str(r.body.trim_end());
        body.push('\n');
    }
    mail.body = body;
    mail
}

/// The deadline a call or reminder shows (unix ms): the subject's "due HH:MM:SS UTC", found
/// with its date in the body ("YYYY-MM-DD HH:MM:SS UTC").
fn shown_deadline(subject: &str, body: &str) -> Option<i64> {
    let at = subject.rfind("due ")?;
    let time = subject[at + 4..].get(..12)?;
    if !time.ends_with(" UTC") {
        return None;
    }
    let needle = format!(" {time}");
    let mut from = 0;
    while let Some(i) = body[from..].find(&needle) {
        let end = from + i;
        if let Some(date) = end.checked_sub(10).and_then(|s| body.get(s..end)) {
            let text = format!("{date} {}", &time[..8]);
            if let Ok(dt) = jiff::civil::DateTime::strptime("%Y-%m-%d %H:%M:%S", &text)
                && let Ok(z) = dt.to_zoned(jiff::tz::TimeZone::UTC)
            {
                return Some(z.timestamp().as_millisecond());
            }
        }
        from = end + needle.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deadline_a_mail_shows_is_found() {
        let ms = 1_795_609_085_000;
        let subject = format!(
            "[g1] turn 2 Senate: vote (round 14) — due {}",
            crate::render::deadline::utc_time(ms)
        );
        let body = format!(
            "News...\nAnswer by {} (Wednesday, 13:18:05 in Europe/Rome, CET).\n",
            crate::render::deadline::utc(ms)
        );
        assert_eq!(shown_deadline(&subject, &body), Some(ms));
        assert_eq!(shown_deadline("no deadline", &body), None);
        assert_eq!(shown_deadline(&subject, "no date"), None);
    }

    #[test]
    fn backoff_grows_and_caps_at_15_minutes() {
        assert_eq!(backoff_ms(0), 15_000);
        assert_eq!(backoff_ms(1), 30_000);
        assert_eq!(backoff_ms(5), 480_000);
        assert_eq!(backoff_ms(6), BACKOFF_CAP_MS);
        assert_eq!(backoff_ms(1_000), BACKOFF_CAP_MS);
    }
}
