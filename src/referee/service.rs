//! The serving loop: intake, deadlines and sending until told to stop.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::mail::{MailSink, MailSource};

use super::{Referee, RefereeError, clock};

/// Fault injection for crash tests. Only `None` exists unless the crate is built with the
/// `fault-injection` feature (tests/crash_restart.rs sets it through the binary's environment,
/// `RORGM_FAULT`); release builds carry no test hook.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Fault {
    #[default]
    None,
    /// After the first mail's intake commits, stop doing anything (no sending) until killed.
    #[cfg(feature = "fault-injection")]
    HangAfterIntake,
}

/// Fault injection for tests/crash_restart.rs (issue 22, point 6; `RORGM_FAULT=
/// hang-after-accepted`): the sender stops for good right after the server accepted the first
/// mail, before its acceptance is recorded (the window a SIGKILL can hit).
#[cfg(feature = "fault-injection")]
pub static HANG_AFTER_ACCEPTED: AtomicBool = AtomicBool::new(false);

/// Intake attempts before a mail that keeps failing is set aside.
pub const MAX_INTAKE_FAILURES: u32 = 5;

/// Longest sleep between checks, so that timers are met even without mail.
const MAX_WAIT: Duration = Duration::from_secs(30);

/// The sender looks at the outbox at least this often, for mail queued by another process
/// (`rorgm deliver`, the GM's commands); mail queued by this process wakes it at once.
pub const SENDER_POLL: Duration = Duration::from_millis(100);

/// Issue 22, point 6: woken by a commit that queued mail, the sender waits until no commit has
/// queued mail for this long (the intake is through what came in), so that a player's answers
/// to several mails go out as one mail: fewer mails, fewer mails in doubt at a crash.
pub const SENDER_GATHER_QUIET: Duration = Duration::from_millis(100);

/// ... but never longer than this after the first wake (a flood of mail is answered meanwhile).
pub const SENDER_GATHER_MAX: Duration = Duration::from_secs(2);

impl Referee {
    fn note_failure(&self, key: &str) -> u32 {
        let mut map = match self.failures.lock() {
            Ok(m) => m,
            Err(poisoned) => poisoned.into_inner(),
        };
        let n = map.entry(key.to_string()).or_insert(0);
        *n += 1;
        *n
    }

    /// Record a mail that cannot be taken in as failed (so it is not retried forever) and tell
    /// the GM if an address is configured. `error` says why, as a sentence.
    pub(super) async fn set_aside(&self, key: &str, error: &str) -> Result<(), RefereeError> {
        let (now_ms, now_text) = self.now_text();
        let mut outbox = Vec::new();
        if let Some(gm) = &self.settings.gm_notify {
            let (subject, body) = crate::render::gm_notices::set_aside(key, error);
            outbox.push(self.gm_notice(
                None,
                format!("setaside.{now_ms}@{}", self.domain()),
                gm.clone(),
                subject,
                body,
            ));
        }
        let step = crate::store::Step {
            now_ms,
            now_text,
            inbound: Some(crate::store::InboundRow {
                source_key: key.to_string(),
                message_id: None,
                dedup_key: format!("failed:{key}"),
                from_addr: None,
                game_id: None,
                faction: None,
                outcome: format!("failed: {error}"),
            }),
            outbox,
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(())
    }

    /// One pass: take in all new mail, apply due deadlines, send what is due. Boxed: the
    /// caller holds a pointer, not the pass (ARCHITECTURE.md "Stacks").
    pub fn pass<'a>(
        &'a self,
        source: &'a mut MailSource,
        sink: &'a MailSink,
        fault: Fault,
    ) -> impl Future<Output = Result<usize, RefereeError>> + 'a {
        Box::pin(self.pass_body(source, sink, fault))
    }

    async fn pass_body(
        &self,
        source: &mut MailSource,
        sink: &MailSink,
        fault: Fault,
    ) -> Result<usize, RefereeError> {
        let taken = self.intake_pass(source, fault).await?;
        self.drain_outbox(sink).await?;
        Ok(taken)
    }

    /// Take in all new mail and apply due deadlines (sending is left to the sender). Boxed
    /// (ARCHITECTURE.md "Stacks").
    pub fn intake_pass<'a>(
        &'a self,
        source: &'a mut MailSource,
        fault: Fault,
    ) -> impl Future<Output = Result<usize, RefereeError>> + 'a {
        Box::pin(self.intake_pass_body(source, fault))
    }

    async fn intake_pass_body(
        &self,
        source: &mut MailSource,
        fault: Fault,
    ) -> Result<usize, RefereeError> {
        #[cfg(not(feature = "fault-injection"))]
        let Fault::None = fault;
        let mut taken = 0;
        // Issue 22: while the mailbox cannot be read the caller retries with backoff and the
        // sender goes on sending; deadlines stand still (no Default Move over orders that may
        // wait unread in the mailbox): the first pass that reads it takes the mail in before
        // it applies what fell due, and a reminder sent late by the outage extends its round
        // (ARCHITECTURE.md "Time").
        let batch = source.fetch_new().await?;
        // Issue 22: each player's mails in the order they were written, not as delivered.
        let batch = super::intake::order::written_order(batch, clock::ms(self.clock.now()));
        // Committed mails are flagged in the mailbox together, once the batch is through (one
        // IMAP command for the batch). A crash before that only makes the next pass see their
        // keys as taken in and flag them then.
        let mut done = Vec::with_capacity(batch.len());
        let mut fault_seen = None;
        for raw in batch {
            match self.take_in(&raw).await {
                Ok(super::intake::IntakeOutcome::NotMine { game_id }) => {
                    // Issue 26: left unprocessed in the mailbox for the game's owner, and not
                    // fetched again for a while, so that the mails behind it are reached.
                    tracing::debug!(mail = %raw.key, game = %game_id, "mail for a game another referee steps");
                    source.pass_over(std::slice::from_ref(&raw.key));
                }
                Ok(outcome) => {
                    tracing::debug!(mail = %raw.key, ?outcome, "intake");
                    #[cfg(feature = "fault-injection")]
                    if fault == Fault::HangAfterIntake
                        && matches!(outcome, super::intake::IntakeOutcome::Accepted { .. })
                    {
                        tracing::warn!("fault injection: hanging after intake commit");
                        std::future::pending::<()>().await;
                    }
                    done.push(raw.key);
                    taken += 1;
                }
                // Issue 26: another referee took this mail in meanwhile (its inbound record
                // committed first): it is done.
                Err(_)
                    if self.store.owner_id().is_some()
                        && matches!(
                            self.store.inbound_seen(&raw.key.to_string()).await,
                            Ok(true)
                        ) =>
                {
                    done.push(raw.key);
                }
                Err(e) if e.is_try_later() => {
                    // Issue 22: a cause that passes (a DNS failure): the mail stays unread and
                    // uncounted, and comes again with the next pass.
                    tracing::warn!(mail = %raw.key, error = %e, "mail not decided now; tried again later");
                }
                Err(e) if e.is_server_fault() => {
                    // The database or the mailbox failed, not the mail: it stays unprocessed
                    // and uncounted, and the whole pass is retried after a pause (serve backs
                    // off and tells the GM).
                    tracing::error!(mail = %raw.key, error = %e, "server fault during intake; the mail will be retried");
                    fault_seen = Some(e);
                    break;
                }
                Err(e) => {
                    // Not marked processed: it will be tried again on the next pass, up to
                    // MAX_INTAKE_FAILURES times; then it is set aside and the GM is told.
                    let key = raw.key.to_string();
                    let n = self.note_failure(&key);
                    if n >= MAX_INTAKE_FAILURES {
                        tracing::error!(mail = %key, error = %e, "intake keeps failing; mail set aside");
                        self.set_aside(
                            &key,
                            &format!("it failed {MAX_INTAKE_FAILURES} times: {e}"),
                        )
                        .await?;
                        done.push(raw.key);
                    } else {
                        tracing::error!(mail = %key, error = %e, attempt = n, "intake failed; will retry");
                    }
                }
            }
        }
        if !done.is_empty() {
            source.mark_processed_many(&done).await?;
        }
        if let Some(e) = fault_seen {
            return Err(e);
        }
        self.tick().await?;
        Ok(taken)
    }

    /// How long to wait for mail before the next timer or retry is due.
    pub async fn next_wait(&self) -> Result<Duration, RefereeError> {
        let send = self.next_send_due().await?;
        self.wait_until_first(&[
            self.store.next_timer().await?,
            send,
            self.store.next_approval_due().await?,
        ])
    }

    /// How long the intake may wait for mail before the next deadline or reminder is due.
    pub async fn next_timer_wait(&self) -> Result<Duration, RefereeError> {
        self.wait_until_first(&[
            self.store.next_timer().await?,
            self.store.next_approval_due().await?,
        ])
    }

    fn wait_until_first(&self, times: &[Option<i64>]) -> Result<Duration, RefereeError> {
        let now = clock::ms(self.clock.now());
        let mut wait = MAX_WAIT.as_millis() as i64;
        for t in times.iter().flatten() {
            wait = wait.min((t - now).max(0));
        }
        Ok(Duration::from_millis(wait.max(50) as u64))
    }

    /// Serve until `shutdown` completes. Pending work is left in the store for the next start.
    ///
    /// The intake (mail in, deadlines) and the sender run side by side: the intake never waits
    /// for sending. The sender wakes when a commit queues mail (the store's notify), when a
    /// retry is due, or every 30 s. On shutdown the sender finishes the mail in flight (at most
    /// 10 s) and stops.
    pub async fn serve(
        &self,
        mut source: MailSource,
        sink: MailSink,
        fault: Fault,
        shutdown: impl Future<Output = ()>,
    ) -> Result<(), RefereeError> {
        tokio::pin!(shutdown);
        if fault != Fault::None {
            return self.serve_in_turn(source, sink, fault, shutdown).await;
        }
        let stop = Arc::new(AtomicBool::new(false));
        // The GM is told of a failing server straight through the transport (issue 11).
        let alert_sink = sink.clone();
        let mut outage = Outage::default();
        // A state left by a server that was killed is not this one's.
        outage.store(self).await;
        let mut sender = tokio::spawn(self.clone().sender_loop(sink, stop.clone()));
        let result = loop {
            let work = async {
                if let Err(e) = self.intake_pass(&mut source, fault).await {
                    let pause = outage.failed(self, &alert_sink, &e).await;
                    tokio::time::sleep(pause).await;
                    return Ok::<(), RefereeError>(());
                }
                outage.recovered(self).await;
                let wait = self.next_timer_wait().await?;
                if let Err(e) = source.wait_for_new(wait).await {
                    tracing::warn!(error = %e, "waiting for mail failed; polling");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
                Ok(())
            };
            tokio::select! {
                _ = &mut shutdown => {
                    tracing::info!("shutting down");
                    break Ok(());
                }
                r = work => if let Err(e) = r { break Err(e) },
                _ = &mut sender => {
                    break Err(RefereeError::Invalid("the sender task stopped".into()));
                }
            }
        };
        stop.store(true, Ordering::SeqCst);
        self.store.outbox_wake().notify_one();
        if tokio::time::timeout(Duration::from_secs(10), &mut sender)
            .await
            .is_err()
        {
            sender.abort();
        }
        result
    }

    /// The sender: drain the outbox whenever mail is queued or a retry is due; a player's waiting
    /// confirmations go out as one mail ([`Referee::drain_outbox_folding`]), gathered for as long
    /// as commits keep queueing mail ([`SENDER_GATHER_QUIET`], at most [`SENDER_GATHER_MAX`]).
    async fn sender_loop(self, sink: MailSink, stop: Arc<AtomicBool>) {
        let wake = self.store.outbox_wake();
        while !stop.load(Ordering::SeqCst) {
            if let Err(e) = self
                .drain_outbox_folding(&sink, self.send_connections())
                .await
            {
                tracing::error!(error = %e, "sending failed; retrying shortly");
                tokio::time::sleep(Duration::from_secs(2)).await;
                continue;
            }
            if stop.load(Ordering::SeqCst) {
                break;
            }
            let wait = match self.next_send_due().await {
                Ok(Some(t)) => Duration::from_millis(
                    (t - clock::ms(self.clock.now())).clamp(10, SENDER_POLL.as_millis() as i64)
                        as u64,
                ),
                Ok(None) => SENDER_POLL,
                Err(e) => {
                    tracing::error!(error = %e, "reading the outbox failed");
                    Duration::from_secs(2)
                }
            };
            tokio::select! {
                // A commit's wake first: its mail is gathered even if the poll is due too.
                biased;
                _ = wake.notified() => {
                    let until = tokio::time::Instant::now() + SENDER_GATHER_MAX;
                    while !stop.load(Ordering::SeqCst) {
                        tokio::select! {
                            _ = wake.notified() => {
                                if tokio::time::Instant::now() >= until {
                                    break;
                                }
                            }
                            _ = tokio::time::sleep(SENDER_GATHER_QUIET) => break,
                        }
                    }
                }
                _ = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// The loop of fault-injection runs: intake, then sending, in turn (so that a fault between
    /// the two is well defined).
    async fn serve_in_turn(
        &self,
        mut source: MailSource,
        sink: MailSink,
        fault: Fault,
        mut shutdown: std::pin::Pin<&mut impl Future<Output = ()>>,
    ) -> Result<(), RefereeError> {
        let mut outage = Outage::default();
        // Send what a previous run left behind before anything else.
        if let Err(e) = self.drain_outbox(&sink).await {
            outage.failed(self, &sink, &e).await;
        }
        loop {
            let work = async {
                if let Err(e) = self.pass(&mut source, &sink, fault).await {
                    let pause = outage.failed(self, &sink, &e).await;
                    tokio::time::sleep(pause).await;
                    return Ok::<(), RefereeError>(());
                }
                outage.recovered(self).await;
                let wait = self.next_wait().await?;
                if let Err(e) = source.wait_for_new(wait).await {
                    tracing::warn!(error = %e, "waiting for mail failed; polling");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
                Ok(())
            };
            tokio::select! {
                _ = &mut shutdown => {
                    tracing::info!("shutting down");
                    return Ok(());
                }
                r = work => r?,
            }
        }
    }
}

/// Pause after the first failed pass; it doubles with each failure in a row.
const FIRST_PAUSE: Duration = Duration::from_secs(2);
/// Longest pause between passes while the server keeps failing.
const MAX_PAUSE: Duration = Duration::from_secs(300);

/// Passes failing in a row (issue 11: a server fault is retried with backoff and the GM is
/// told, by a mail sent straight through the transport, since the outbox may be what fails).
#[derive(Debug, Default)]
struct Outage {
    failures: u32,
    since: Option<jiff::Timestamp>,
    first_error: String,
    last_error: String,
    gm_told: bool,
    /// When the next pass is tried.
    next_try: Option<jiff::Timestamp>,
}

impl Outage {
    /// Note a failed pass; returns the pause before the next one.
    async fn failed(&mut self, referee: &Referee, sink: &MailSink, e: &RefereeError) -> Duration {
        self.failures += 1;
        self.last_error = e.to_string();
        let now = referee.clock.now();
        if self.since.is_none() {
            self.since = Some(now);
            self.first_error = self.last_error.clone();
        }
        let pause = backoff(self.failures);
        tracing::error!(error = %e, failures = self.failures, pause_s = pause.as_secs(), "pass failed; retrying after a pause");
        self.next_try = now.checked_add(pause).ok();
        self.store(referee).await;
        // Tell the GM once per outage, from the third failure on (a passing hiccup is not news).
        if !self.gm_told
            && self.failures >= 3
            && let Some(gm) = &referee.settings.gm_notify
        {
            let since = self.since.map(clock::ms).unwrap_or_default();
            let (subject, body) = crate::render::gm_notices::serve_failing(
                &self.since.map(clock::show).unwrap_or_default(),
                self.failures,
                MAX_PAUSE.as_secs() / 60,
                &self.first_error,
                &self.last_error,
            );
            let mail = crate::mail::OutgoingMail {
                message_id: format!("fault.{since}@{}", referee.domain()),
                from: referee.from_header(),
                to: gm.clone(),
                reply_to: None,
                subject,
                body,
                in_reply_to: None,
                auto_submitted: true,
                attachments: Vec::new(),
            };
            match sink.send(&mail).await {
                Ok(()) => self.gm_told = true,
                Err(err) => tracing::warn!(error = %err, "could not tell the GM about the fault"),
            }
        }
        pause
    }

    /// A pass succeeded: if it ends an outage, queue a mail that says so to the GM.
    async fn recovered(&mut self, referee: &Referee) {
        if self.failures == 0 {
            return;
        }
        let since = self.since.unwrap_or_else(|| referee.clock.now());
        tracing::info!(failures = self.failures, "passes succeed again");
        if self.gm_told
            && let Some(gm) = &referee.settings.gm_notify
        {
            let (now_ms, now_text) = referee.now_text();
            let (subject, body) = crate::render::gm_notices::serve_recovered(
                self.failures,
                &clock::show(since),
                &clock::show(referee.clock.now()),
                &self.last_error,
            );
            let step = crate::store::Step {
                now_ms,
                now_text,
                outbox: vec![referee.gm_notice(
                    None,
                    format!("recovered.{now_ms}@{}", referee.domain()),
                    gm.clone(),
                    subject,
                    body,
                )],
                ..Default::default()
            };
            if let Err(e) = referee.store.commit_step(&step).await {
                tracing::warn!(error = %e, "could not queue the recovery notice");
            }
        }
        *self = Outage::default();
        self.store(referee).await;
    }

    /// Issue 22: keep the state where `rorgm status` reads it (best effort: the database may be
    /// what fails).
    async fn store(&self, referee: &Referee) {
        let st = crate::store::IntakeState {
            down_since_ms: self.since.map(clock::ms),
            failures: i64::from(self.failures),
            next_try_ms: self.next_try.map(clock::ms),
            last_error: (self.failures > 0).then(|| self.last_error.clone()),
        };
        if let Err(e) = referee.store.set_intake_state(&st).await {
            tracing::warn!(error = %e, "could not record the state of intake");
        }
    }
}

/// The pause after `failures` failed passes in a row.
fn backoff(failures: u32) -> Duration {
    let exp = failures.saturating_sub(1).min(16);
    FIRST_PAUSE.saturating_mul(1 << exp).min(MAX_PAUSE)
}

/// Resolves on SIGTERM or Ctrl-C.
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {},
                    _ = tokio::signal::ctrl_c() => {},
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
