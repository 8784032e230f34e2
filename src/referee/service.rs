//! The serving loop: intake, deadlines and sending until told to stop.

use std::future::Future;
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

/// Intake attempts before a mail that keeps failing is set aside.
pub const MAX_INTAKE_FAILURES: u32 = 5;

/// Longest sleep between checks, so that timers are met even without mail.
const MAX_WAIT: Duration = Duration::from_secs(30);

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
    /// the GM if an address is configured.
    async fn set_aside(&self, key: &str, error: &str) -> Result<(), RefereeError> {
        let (now_ms, now_text) = self.now_text();
        let mut outbox = Vec::new();
        if let Some(gm) = &self.settings.gm_notify {
            outbox.push(crate::store::NewMail {
                game_id: None,
                message_id: format!("setaside.{now_ms}@{}", self.domain()),
                kind: "gm".into(),
                to_addr: gm.clone(),
                reply_to: None,
                subject: format!("rorgm: a mail could not be taken in ({key})"),
                body: format!(
                    "The mail {key} failed {MAX_INTAKE_FAILURES} times and was set aside:\n{error}\n"
                ),
                in_reply_to: None,
                auto_submitted: true,
            });
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

    /// One pass: take in all new mail, apply due deadlines, send what is due.
    pub async fn pass(
        &self,
        source: &mut MailSource,
        sink: &MailSink,
        fault: Fault,
    ) -> Result<usize, RefereeError> {
        #[cfg(not(feature = "fault-injection"))]
        let Fault::None = fault;
        let mut taken = 0;
        let batch = source.fetch_new().await?;
        for raw in batch {
            match self.take_in(&raw).await {
                Ok(outcome) => {
                    tracing::debug!(mail = %raw.key, ?outcome, "intake");
                    #[cfg(feature = "fault-injection")]
                    if fault == Fault::HangAfterIntake
                        && matches!(outcome, super::intake::IntakeOutcome::Accepted { .. })
                    {
                        tracing::warn!("fault injection: hanging after intake commit");
                        std::future::pending::<()>().await;
                    }
                    source.mark_processed(&raw.key).await?;
                    taken += 1;
                }
                Err(e) => {
                    // Not marked processed: it will be tried again on the next pass, up to
                    // MAX_INTAKE_FAILURES times; then it is set aside and the GM is told.
                    let key = raw.key.to_string();
                    let n = self.note_failure(&key);
                    if n >= MAX_INTAKE_FAILURES {
                        tracing::error!(mail = %key, error = %e, "intake keeps failing; mail set aside");
                        self.set_aside(&key, &e.to_string()).await?;
                        source.mark_processed(&raw.key).await?;
                    } else {
                        tracing::error!(mail = %key, error = %e, attempt = n, "intake failed; will retry");
                    }
                }
            }
        }
        self.tick().await?;
        self.drain_outbox(sink).await?;
        Ok(taken)
    }

    /// How long to wait for mail before the next timer or retry is due.
    pub async fn next_wait(&self) -> Result<Duration, RefereeError> {
        let now = clock::ms(self.clock.now());
        let mut wait = MAX_WAIT.as_millis() as i64;
        for t in [
            self.store.next_timer().await?,
            self.store.next_outbox_due().await?,
        ]
        .into_iter()
        .flatten()
        {
            wait = wait.min((t - now).max(0));
        }
        Ok(Duration::from_millis(wait.max(50) as u64))
    }

    /// Serve until `shutdown` completes. Pending work is left in the store for the next start.
    pub async fn serve(
        &self,
        mut source: MailSource,
        sink: MailSink,
        fault: Fault,
        shutdown: impl Future<Output = ()>,
    ) -> Result<(), RefereeError> {
        tokio::pin!(shutdown);
        // Send what a previous run left behind before anything else.
        self.drain_outbox(&sink).await?;
        loop {
            let work = async {
                if let Err(e) = self.pass(&mut source, &sink, fault).await {
                    tracing::error!(error = %e, "pass failed; retrying shortly");
                    tokio::time::sleep(Duration::from_secs(2)).await;
                    return Ok::<(), RefereeError>(());
                }
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
