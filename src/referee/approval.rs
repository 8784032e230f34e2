//! Approval mode (issue 9): a game setting under which the mails that carry an automatic ruling
//! wait for the GM. The default stays automatic.
//!
//! The round is resolved as usual (the ruling is in the event log, numbered by `gm rulings`,
//! open to `gm overrule`), but every mail of the step that made it, and every later mail of the
//! game, is written to the outbox held (`store::approval`). The GM is told by mail
//! (`mail.gm_notify`) and `gm rulings` shows "awaiting approval". Then:
//! - `gm approve ID N` (or `APPROVE <game> <n>` by mail) lets the held mails go;
//! - `gm overrule ID N` replays from the ruling: the held mails belong to the void timeline and
//!   are dropped, so the players get the corrected outcome only (with the open round's call);
//! - after `approval_hours` without an answer the service tick lets them go as ruled.
//!
//! A held call for orders keeps its round's deadline still; once it goes out the deadline moves
//! by the wait and the players are told (the outbox's call-wait extension).

use crate::store::{ApprovalRow, ApprovalState, NewMail, Step};

use super::overrule::RulingEntry;
use super::{Referee, RefereeError, clock};

/// Longest wait a game may set (30 days).
pub const MAX_APPROVAL_HOURS: u32 = 720;

/// Where a ruling stands in approval mode, for `gm rulings`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RulingApproval {
    /// Automatic: it went out as ruled (the game was not in approval mode).
    NotHeld,
    /// Its mails wait for the GM until this instant (unix ms).
    Awaiting { due_ms: i64 },
    /// The GM approved it.
    Approved,
    /// It went out as ruled after the configured hours.
    TimedOut,
}

/// What `approve` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApproveReport {
    pub number: usize,
    pub rule: String,
    /// Mails let go now (an earlier ruling still awaiting approval keeps later mails back).
    pub released: u64,
}

impl Referee {
    /// Put a game in approval mode (`Some(hours)`, 1..=720) or back to automatic rulings.
    pub async fn set_approval(
        &self,
        game_id: &str,
        hours: Option<u32>,
    ) -> Result<(), RefereeError> {
        self.store.game(game_id).await?;
        if let Some(h) = hours
            && !(1..=MAX_APPROVAL_HOURS).contains(&h)
        {
            return Err(RefereeError::Invalid(format!(
                "approval hours must be 1 to {MAX_APPROVAL_HOURS}"
            )));
        }
        self.store
            .set_approval_hours(game_id, hours.map(i64::from))
            .await?;
        tracing::info!(game = %game_id, hours = ?hours, "approval mode set");
        Ok(())
    }

    /// The approval state of each ruling of a game (same order as `rulings`).
    pub async fn rulings_approval(
        &self,
        game_id: &str,
        rulings: &[RulingEntry],
    ) -> Result<Vec<RulingApproval>, RefereeError> {
        let holds = self.store.approvals(game_id).await?;
        Ok(rulings
            .iter()
            .map(|r| match holds.iter().find(|h| h.seq == r.seq) {
                None => RulingApproval::NotHeld,
                Some(h) => match h.state {
                    ApprovalState::Waiting => RulingApproval::Awaiting { due_ms: h.due_ms },
                    ApprovalState::Approved => RulingApproval::Approved,
                    ApprovalState::TimedOut => RulingApproval::TimedOut,
                },
            })
            .collect())
    }

    /// The GM approves ruling `number`: its mails (and every ruling made by the same input)
    /// go out as ruled.
    pub fn approve<'a>(
        &'a self,
        game_id: &'a str,
        number: usize,
    ) -> impl std::future::Future<Output = Result<ApproveReport, RefereeError>> + 'a {
        super::stack::boxed(|| self.approve_body(game_id, number))
    }

    async fn approve_body(
        &self,
        game_id: &str,
        number: usize,
    ) -> Result<ApproveReport, RefereeError> {
        let entries = self.rulings(game_id).await?;
        let Some(entry) = entries.iter().find(|e| e.number == number) else {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} has rulings 1 to {} (rorgm gm rulings {game_id})",
                entries.len()
            )));
        };
        let holds = self.store.approvals(game_id).await?;
        let Some(hold) = holds.iter().find(|h| h.seq == entry.seq) else {
            return Err(RefereeError::Invalid(format!(
                "ruling {number} of game {game_id} does not wait for approval (it went out as ruled)"
            )));
        };
        if hold.state != ApprovalState::Waiting {
            return Err(RefereeError::Invalid(format!(
                "ruling {number} of game {game_id} was already {}",
                if hold.state == ApprovalState::Approved {
                    "approved"
                } else {
                    "sent as ruled when its time was up"
                }
            )));
        }
        let now_ms = clock::ms(self.clock.now());
        let released = self
            .store
            .decide_approval(game_id, hold.seq, ApprovalState::Approved, now_ms)
            .await?
            .ok_or_else(|| {
                RefereeError::Invalid(format!(
                    "ruling {number} of game {game_id} was decided meanwhile"
                ))
            })?;
        tracing::info!(game = %game_id, ruling = number, released, "GM approved a ruling");
        Ok(ApproveReport {
            number,
            rule: entry.rule.clone(),
            released,
        })
    }

    /// On every service tick: tell the GM of new held rulings, and let go, as ruled, those whose
    /// time is up. Returns how many holds were acted on.
    pub fn approvals_tick<'a>(
        &'a self,
    ) -> impl std::future::Future<Output = Result<usize, RefereeError>> + 'a {
        super::stack::boxed(|| self.approvals_tick_body())
    }

    async fn approvals_tick_body(&self) -> Result<usize, RefereeError> {
        let mut acted = 0;
        // Issue 26: only the games this referee steps.
        for hold in self.store.approvals_to_notify().await? {
            if !self.store.owns(&hold.game_id) {
                continue;
            }
            self.notify_gm(&hold).await?;
            acted += 1;
        }
        let now_ms = clock::ms(self.clock.now());
        for hold in self.store.due_approvals(now_ms).await? {
            if !self.store.owns(&hold.game_id) {
                continue;
            }
            if let Some(n) = self
                .store
                .decide_approval(&hold.game_id, hold.seq, ApprovalState::TimedOut, now_ms)
                .await?
            {
                tracing::info!(game = %hold.game_id, input = hold.seq, released = n,
                    "no answer from the GM: a held ruling goes out as ruled");
                acted += 1;
            }
        }
        Ok(acted)
    }

    /// Tell the GM that a ruling waits for approval (by mail to `mail.gm_notify`, else in the
    /// log); the hold is marked told in the same transaction as the mail.
    async fn notify_gm(&self, hold: &ApprovalRow) -> Result<(), RefereeError> {
        let entries = self.rulings(&hold.game_id).await?;
        let held: Vec<&RulingEntry> = entries.iter().filter(|e| e.seq == hold.seq).collect();
        let (now_ms, now_text) = self.now_text();
        let mut step = Step {
            now_ms,
            now_text,
            ..Default::default()
        };
        let g = &hold.game_id;
        let due = clock::show(clock::from_ms(hold.due_ms));
        match &self.settings.gm_notify {
            Some(gm) => {
                let rulings: Vec<(usize, String, String)> = held
                    .iter()
                    .map(|e| (e.number, e.rule.clone(), e.text.clone()))
                    .collect();
                let (subject, body) =
                    crate::render::gm_notices::approval_waiting(g, &rulings, &due);
                step.outbox.push(NewMail {
                    game_id: None,
                    message_id: format!("approval.{g}.{}.{now_ms}@{}", hold.seq, self.domain()),
                    kind: "gm".into(),
                    to_addr: gm.clone(),
                    // Issue 21: a reply to the notice (APPROVE …) reaches the command address.
                    reply_to: self
                        .gm_commands
                        .as_ref()
                        .map(|c| crate::mail::plus_address(&self.settings.gm_address, &c.token)),
                    subject,
                    body,
                    in_reply_to: None,
                    auto_submitted: true,
                });
            }
            None => tracing::warn!(game = %g, input = hold.seq, due = %due,
                "a ruling awaits the GM's approval (rorgm gm rulings; set mail.gm_notify to be told by mail)"),
        }
        self.store
            .mark_approval_notified(g, hold.seq, &step)
            .await?;
        Ok(())
    }
}
