//! Taking in one mail: who wrote it, what it says, what changes; all in one transaction.

use sha2::{Digest, Sha256};
use tracing::Instrument;

use crate::mail::{InboundMail, RawMessage, parse_headers_only, parse_mail, plus_token};
use crate::orders::grammar::looks_like_game_id;
use crate::orders::{self, MetaOrder, OrderContext};
use crate::rules::{Decision, DecisionKind, DefaultBy, FactionId, Game, Viewer};
use crate::store::{DeadlineChange, InboundRow, NewInput, NewMail, PlayerRow, Step};

use super::{Input, Loaded, Referee, RefereeError, clock, status_text};
use crate::render::confirmation::{self, LineOf, Note, Refused};
use crate::render::contexts::{CurrentOrders as Current, LineError as LineErr};
use crate::render::notices::{self, MailRefused};
use crate::render::{decision_title, owed_line};

mod dkim;
pub mod order;

/// Issue 10 (DESIGN.md "a round resolves when every owed answer is in and complete ...;
/// standing orders count as answers"): a decision whose Default Move is the faction's standing
/// order (`DefaultBy::Standing`) is answered by it, without READY.
pub(crate) fn covered_by_standing(d: &Decision) -> bool {
    matches!(d.default_by, DefaultBy::Standing { .. })
}

/// The open decisions still owed: unanswered and not answered by a standing order.
pub(crate) fn owed_now(game: &Game) -> Vec<Decision> {
    game.owed()
        .into_iter()
        .filter(|d| !covered_by_standing(d))
        .collect()
}

/// Every open decision is answered, by a mail or by a standing order.
pub(crate) fn round_complete(game: &Game) -> bool {
    !game.open_decisions().is_empty() && owed_now(game).is_empty()
}

/// Resolve a complete round, and then every round that opens already complete (answered by
/// standing orders alone), at most `MAX_SETTLE` of them. `Resolve { deadline: true }` applies
/// the standing orders as the Default Moves they are (PB-03 .. PB-08).
pub(crate) fn settle(game: &mut Game, inputs: &mut Vec<Input>) -> Vec<crate::rules::Event> {
    const MAX_SETTLE: usize = 64;
    let mut events = Vec::new();
    for _ in 0..MAX_SETTLE {
        if !round_complete(game) {
            break;
        }
        let deadline = !game.all_answered();
        events.extend(game.resolve(deadline));
        inputs.push(Input::Resolve { deadline });
    }
    events
}

/// At most one forgery notice to a player in this window.
pub const FORGERY_NOTICE_WINDOW_MS: i64 = 3_600_000;

/// Interrupted intakes after which a mail is set aside unread.
pub const MAX_INTERRUPTED_INTAKES: i64 = 2;

/// The bookkeeping facts of one mail as it arrives.
struct Arrival<'a> {
    key: &'a str,
    message_id: Option<String>,
    dedup_key: String,
    now_ms: i64,
    now_text: &'a str,
}

/// What became of one mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IntakeOutcome {
    /// Taken in before (same mailbox message): nothing done.
    AlreadySeen,
    /// A player's mail, read and answered.
    Accepted { game_id: String, faction: u8 },
    /// Not accepted (forgery, bad mail): at most a notice to the registered address.
    Refused(String),
    /// Never answered (auto-reply, bulk, bounce, unknown sender, duplicate).
    Ignored(String),
    /// Issue 26: a mail for a game another referee steps (several share the database): nothing
    /// recorded, the mail stays unprocessed in the mailbox for the game's owner.
    NotMine { game_id: String },
}

/// Compare secrets without an early exit on the first differing byte.
/// Issue 22, point 6: the outcome recorded for the referee's own copy of a mail it sent.
pub const OWN_COPY: &str = "ignored:the referee's own copy of a mail it sent";

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

pub(crate) fn short_hash(s: &str) -> String {
    hex::encode(&Sha256::digest(s.as_bytes())[..8])
}

/// A `[gxxxxxx]` tag in the subject, if any.
fn subject_game_tag(subject: &str) -> Option<String> {
    let mut rest = subject;
    while let Some(a) = rest.find('[') {
        let after = &rest[a + 1..];
        let Some(b) = after.find(']') else { break };
        let tag = after[..b].trim();
        if looks_like_game_id(tag) {
            return Some(tag.to_string());
        }
        rest = &after[b + 1..];
    }
    None
}

/// Issue 21: the round a Subject names, "(round 14)", unless it is a news mail's (news calls
/// for nothing).
pub(crate) fn subject_round(subject: &str) -> Option<u32> {
    let at = subject.rfind("(round ")?;
    if subject[..at].trim_end().ends_with("news") {
        return None;
    }
    let rest = &subject[at + "(round ".len()..];
    let end = rest.find(')')?;
    rest[..end].trim().parse().ok()
}

impl Referee {
    /// Issue 21: the round of the call a mail answers: the mail of ours it replies to
    /// (In-Reply-To: a call's round, or the round its Subject names), else the round its own
    /// Subject names ("Re: … (round 14) — due …"). `None` when neither says.
    async fn replied_round(
        &self,
        mail: &InboundMail,
        game_id: &str,
    ) -> Result<Option<u32>, RefereeError> {
        if let Some(id) = &mail.in_reply_to
            && let Some(row) = self.store.outbox_by_message_id(id).await?
            && row.game_id.as_deref() == Some(game_id)
            && let Some(r) = row.round.or_else(|| subject_round(&row.subject))
        {
            return Ok(Some(r));
        }
        Ok(subject_round(&mail.subject))
    }

    /// Issue 21: the GM's registered address wrote to the plain GM address: nothing is carried
    /// out (a From alone proves nothing); the GM is told where commands are read.
    async fn gm_mail_to_plain_address(
        &self,
        a: &Arrival<'_>,
        mail: &InboundMail,
        gm: &super::gm_mail::GmCommands,
    ) -> Result<IntakeOutcome, RefereeError> {
        let command_address = crate::mail::plus_address(&self.settings.gm_address, &gm.token);
        let reply = self.gm_reply(
            gm,
            a.key,
            &crate::render::intake_words::gm_plain_address_subject(),
            &crate::render::intake_words::gm_plain_address(&command_address),
            mail.message_id.clone(),
        );
        let outcome = "ignored:the GM's mail to the plain address (told where commands go)";
        self.record(a, mail.from.clone(), None, outcome, vec![reply])
            .await?;
        Ok(IntakeOutcome::Ignored(outcome.to_string()))
    }

    /// Take in one raw mail exactly once. The caller marks it processed in the mailbox only
    /// after this returns Ok (the inbound record commits with everything the mail caused).
    /// Boxed: the caller holds a pointer, not the intake (ARCHITECTURE.md "Stacks").
    pub fn take_in<'a>(
        &'a self,
        raw: &'a RawMessage,
    ) -> impl std::future::Future<Output = Result<IntakeOutcome, RefereeError>> + 'a {
        let key = raw.key.to_string();
        let span = tracing::info_span!("mail", mail = %key, game = tracing::field::Empty);
        Box::pin(self.take_in_guarded(raw, key).instrument(span))
    }

    /// The poison-mail guard (issue 11): the attempt is recorded before the mail is parsed and
    /// cleared when its inbound record commits. A mail whose intake an earlier process left
    /// unfinished [`MAX_INTERRUPTED_INTAKES`] times (the process died reading it) is set aside
    /// unread, and the GM is told. One interruption is forgiven: a GM may kill the server.
    async fn take_in_guarded(
        &self,
        raw: &RawMessage,
        key: String,
    ) -> Result<IntakeOutcome, RefereeError> {
        if self.store.inbound_seen(&key).await? {
            return Ok(IntakeOutcome::AlreadySeen);
        }
        let (_, now_text) = self.now_text();
        let interrupted = self
            .store
            .begin_intake_attempt(&key, &self.run_id, &now_text)
            .await?;
        if interrupted >= MAX_INTERRUPTED_INTAKES {
            let why = crate::render::gm_notices::set_aside_why(interrupted, raw.bytes.len());
            tracing::error!(interrupted, "mail set aside unread: it stopped the server");
            self.set_aside(&key, &why).await?;
            return Ok(IntakeOutcome::Ignored(format!("set aside: {why}")));
        }
        let r = super::stack::boxed(|| self.take_in_inner(raw, key.clone())).await;
        if let Ok(IntakeOutcome::Accepted { game_id, faction }) = &r {
            self.note_written(raw, game_id, *faction).await;
        }
        if (r.is_err() || matches!(r, Ok(IntakeOutcome::NotMine { .. })))
            && let Err(e) = self.store.end_intake_attempt(&key).await
        {
            tracing::warn!(error = %e, "could not clear the intake attempt");
        }
        r
    }

    async fn take_in_inner(
        &self,
        raw: &RawMessage,
        key: String,
    ) -> Result<IntakeOutcome, RefereeError> {
        let (now_ms, now_text) = self.now_text();
        let (mail, unreadable) = match parse_mail(&raw.bytes) {
            Ok(m) => (m, None),
            Err(e) => match parse_headers_only(&raw.bytes) {
                Some(m) => (m, Some(e)),
                None => {
                    let outcome = format!("ignored:unreadable: {e}");
                    self.record(
                        &Arrival {
                            key: &key,
                            message_id: None,
                            dedup_key: short_hash(&key),
                            now_ms,
                            now_text: &now_text,
                        },
                        None,
                        None,
                        &outcome,
                        vec![],
                    )
                    .await?;
                    tracing::warn!(error = %e, "unreadable mail ignored");
                    return Ok(IntakeOutcome::Ignored(outcome));
                }
            },
        };
        let from = mail.from.clone();
        let arrival = Arrival {
            key: &key,
            message_id: mail.message_id.clone(),
            dedup_key: mail.dedup_key.clone(),
            now_ms,
            now_text: &now_text,
        };
        // Issue 22, point 6: the referee's own copy of a mail it sent is set aside, never read
        // as orders (only a mail that passes every check of `is_own_copy`; any other goes on).
        if self.is_own_copy(raw, &mail).await? {
            self.record(&arrival, from, None, OWN_COPY, vec![]).await?;
            tracing::debug!("the referee's own copy of a mail it sent: set aside");
            return Ok(IntakeOutcome::Ignored(OWN_COPY.to_string()));
        }
        if let Some(auto) = &mail.auto {
            if matches!(auto, crate::mail::AutoKind::Bounce(_)) {
                self.bounce(&raw.bytes, &now_text).await?;
            }
            let outcome = format!("ignored:automatic mail ({auto:?})");
            self.record(&arrival, from, None, &outcome, vec![]).await?;
            tracing::info!("automatic mail ignored");
            return Ok(IntakeOutcome::Ignored(outcome));
        }
        let token = mail
            .recipients
            .iter()
            .find_map(|r| plus_token(&self.settings.gm_address, r));
        // Issue 21: addresses are lowercased, so the token is compared without case.
        if let (Some(t), Some(gm)) = (&token, &self.gm_commands)
            && !gm.token.is_empty()
            && constant_time_eq(
                t.to_ascii_lowercase().as_bytes(),
                gm.token.to_ascii_lowercase().as_bytes(),
            )
        {
            let gm = gm.clone();
            return super::stack::boxed(|| {
                self.take_in_gm_commands(&key, &mail, &gm, now_ms, &now_text)
            })
            .await;
        }
        let player = match &token {
            Some(t) => self.store.player_by_token(t).await?,
            None => None,
        };
        // Issue 21: the GM's own mail to the plain address (a reply to a notice) is answered,
        // at the GM's registered address, with where commands are read.
        if token.is_none()
            && mail.from_problem.is_none()
            && let (Some(gm), Some(addr)) = (&self.gm_commands, &from)
            && *addr == gm.address
            && self.store.players_by_address(addr).await?.is_empty()
        {
            let gm = gm.clone();
            return super::stack::boxed(|| self.gm_mail_to_plain_address(&arrival, &mail, &gm))
                .await;
        }
        if token.is_none()
            && unreadable.is_none()
            && mail.from_problem.is_none()
            && let Some(addr) = &from
        {
            let players = self.store.players_by_address(addr).await?;
            if !players.is_empty() {
                return super::stack::boxed(|| {
                    self.take_in_plain_address(&key, &mail, &players, now_ms, &now_text)
                })
                .await;
            }
        }
        let Some(player) = player else {
            let outcome = if token.is_some() {
                "ignored:unknown token".to_string()
            } else {
                "ignored:no personal address token".to_string()
            };
            self.record(&arrival, from, None, &outcome, vec![]).await?;
            tracing::info!(%outcome, "mail from an unknown sender: not answered");
            return Ok(IntakeOutcome::Ignored(outcome));
        };
        tracing::Span::current().record("game", player.game_id.as_str());
        if !self.store.owns(&player.game_id) {
            return Ok(IntakeOutcome::NotMine {
                game_id: player.game_id.clone(),
            });
        }
        if let Some(problem) = &mail.from_problem {
            return self
                .refuse_forgery(
                    &arrival,
                    from.clone(),
                    &player,
                    "refused:sender is not exactly one address",
                    &MailRefused::NotOneSender { problem: *problem },
                )
                .await;
        }
        if from.as_deref() != Some(player.address.as_str()) {
            return self
                .refuse_forgery(
                    &arrival,
                    from.clone(),
                    &player,
                    "refused:sender is not the registered address of the token",
                    &MailRefused::OtherSender {
                        from: from.as_deref(),
                    },
                )
                .await;
        }
        if let Some(refused) = self.dkim_gate(&arrival, raw, &player).await? {
            return Ok(refused);
        }
        let from_addr = player.address.clone();
        if self.store.dedup_seen(&mail.dedup_key, &from_addr).await? {
            let outcome = "duplicate".to_string();
            self.record(&arrival, Some(from_addr), Some(&player), &outcome, vec![])
                .await?;
            tracing::info!("duplicate of a mail already taken in");
            return Ok(IntakeOutcome::Ignored(outcome));
        }
        if let Some(err) = unreadable {
            // Issue 22: unreadable or over-limit mail gets one notice an hour at most.
            let outcome = format!("refused:{err}");
            return self
                .refuse_rate_limited(
                    &arrival,
                    Some(from_addr),
                    &player,
                    "unreadable",
                    &outcome,
                    &MailRefused::Unreadable { why: &err },
                )
                .await;
        }
        if let Some(tag) = subject_game_tag(&mail.subject)
            && tag != player.game_id
        {
            let outcome = format!("refused:subject names game {tag}");
            let notice = self.notice(
                &player,
                &key,
                &MailRefused::OtherGame {
                    named: &tag,
                    ours: &player.game_id,
                },
            )?;
            self.record(
                &arrival,
                Some(from_addr),
                Some(&player),
                &outcome,
                vec![notice],
            )
            .await?;
            return Ok(IntakeOutcome::Refused(outcome));
        }
        // Issue 22: an older mail that comes after a newer one was applied is not applied.
        if let Some(late) = self.late_mail_gate(&arrival, raw, &mail, &player).await? {
            return Ok(late);
        }
        super::stack::boxed(|| self.apply_orders(&key, &mail, player, now_ms, now_text)).await
    }

    /// Issue 22, point 6: whether `mail` is the referee's own copy of a mail it sent
    /// ([`crate::mail::copy`]): exactly one copy header, whose tag is this database's tag of
    /// the mail's Message-ID; that Message-ID is one of the outbox; the From is exactly the
    /// GM's address, which is no player's. A player's mail never passes (its From is the
    /// player's), nor can anyone's mail pass for the copy of a mail he has not received (the
    /// tag needs the key); a mail that fails any check is taken in as any other.
    pub(super) async fn is_own_copy(
        &self,
        raw: &RawMessage,
        mail: &crate::mail::InboundMail,
    ) -> Result<bool, RefereeError> {
        let Some(tag) = crate::mail::copy::carried_tag(&raw.bytes) else {
            return Ok(false);
        };
        let (Some(from), Some(message_id)) = (&mail.from, &mail.message_id) else {
            return Ok(false);
        };
        if mail.from_problem.is_some()
            || !from.eq_ignore_ascii_case(self.settings.gm_address.trim())
        {
            return Ok(false);
        }
        let key = self.copy_key().await?;
        if !crate::mail::copy::tag_matches(&key, message_id, &tag) {
            return Ok(false);
        }
        Ok(self.store.players_by_address(from).await?.is_empty()
            && self.store.is_outbox_message_id(message_id).await?)
    }

    /// A bounce: find which of our mails it is about (by our Message-IDs quoted in it), mark
    /// that delivery failed, and tell the GM when a player's mail has bounced three times.
    async fn bounce(&self, raw: &[u8], now_text: &str) -> Result<(), RefereeError> {
        let text = String::from_utf8_lossy(&raw[..raw.len().min(512 * 1024)]);
        let suffix = format!("@{}", self.domain());
        let mut found = None;
        for piece in text.split(['<', '>', ' ', '\r', '\n', '\t']) {
            if piece.ends_with(&suffix)
                && piece.len() < 200
                && let Some(row) = self.store.outbox_by_message_id(piece).await?
            {
                found = Some(row);
                break;
            }
        }
        let Some(row) = found else {
            tracing::info!("bounce about no mail of ours");
            return Ok(());
        };
        let n = self
            .store
            .mark_bounced(row.id, "the recipient's server returned it", now_text)
            .await?;
        tracing::warn!(to = %row.to_addr, bounces = n, "our mail bounced");
        if n == 3 {
            let (subject, msg) = crate::render::gm_notices::unreachable(
                row.game_id.as_deref().unwrap_or("-"),
                &row.to_addr,
            );
            match &self.settings.gm_notify {
                Some(gm) => {
                    let (now_ms, now_text) = self.now_text();
                    let step = Step {
                        game_id: None,
                        now_ms,
                        now_text,
                        outbox: vec![NewMail {
                            game_id: row.game_id.clone(),
                            message_id: format!(
                                "unreachable.{}.{now_ms}@{}",
                                short_hash(&row.to_addr),
                                self.domain()
                            ),
                            kind: "gm".into(),
                            to_addr: gm.clone(),
                            reply_to: None,
                            subject,
                            body: msg,
                            in_reply_to: None,
                            auto_submitted: true,
                        }],
                        ..Default::default()
                    };
                    self.store.commit_step(&step).await?;
                }
                None => tracing::error!("{msg} (set mail.gm_notify to be told by mail)"),
            }
        }
        Ok(())
    }

    /// Record a mail that changes no game (ignored or refused), with any notice it causes.
    async fn record(
        &self,
        a: &Arrival<'_>,
        from: Option<String>,
        player: Option<&PlayerRow>,
        outcome: &str,
        outbox: Vec<NewMail>,
    ) -> Result<(), RefereeError> {
        let step = Step {
            game_id: None,
            now_ms: a.now_ms,
            now_text: a.now_text.to_string(),
            inbound: Some(InboundRow {
                source_key: a.key.to_string(),
                message_id: a.message_id.clone(),
                dedup_key: a.dedup_key.clone(),
                from_addr: from,
                game_id: player.map(|p| p.game_id.clone()),
                faction: player.map(|p| p.faction),
                outcome: outcome.to_string(),
            }),
            outbox,
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(())
    }

    /// Refuse a mail that came to a player's personal address from someone else (or from an
    /// ambiguous From). The player is told, at most once an hour (issue 11): the notices held
    /// back in between are counted and the next notice says how many.
    async fn refuse_forgery(
        &self,
        a: &Arrival<'_>,
        from: Option<String>,
        player: &PlayerRow,
        outcome: &str,
        why: &MailRefused<'_>,
    ) -> Result<IntakeOutcome, RefereeError> {
        self.refuse_rate_limited(a, from, player, "forgery", outcome, why)
            .await
    }

    /// Refuse a mail with a notice to the registered player, one an hour at most per `kind`.
    #[allow(clippy::too_many_arguments)]
    async fn refuse_rate_limited(
        &self,
        a: &Arrival<'_>,
        from: Option<String>,
        player: &PlayerRow,
        kind: &str,
        outcome: &str,
        why: &MailRefused<'_>,
    ) -> Result<IntakeOutcome, RefereeError> {
        let allowed = self
            .store
            .notice_allowed(
                &player.game_id,
                player.faction,
                kind,
                a.now_ms,
                FORGERY_NOTICE_WINDOW_MS,
            )
            .await?;
        let (outbox, outcome) = match allowed {
            Some(held_back) => {
                let notice = self.notice_held(player, a.key, why, held_back)?;
                (vec![notice], format!("{outcome} (notice sent)"))
            }
            None => (
                vec![],
                format!("{outcome} (notice held back: at most one an hour)"),
            ),
        };
        let step = Step {
            now_ms: a.now_ms,
            now_text: a.now_text.to_string(),
            inbound: Some(InboundRow {
                source_key: a.key.to_string(),
                message_id: a.message_id.clone(),
                dedup_key: a.dedup_key.clone(),
                from_addr: from,
                game_id: Some(player.game_id.clone()),
                faction: Some(player.faction),
                outcome: outcome.clone(),
            }),
            notice_limit: Some(crate::store::NoticeLimit {
                game_id: player.game_id.clone(),
                faction: player.faction,
                kind: kind.into(),
                sent: !outbox.is_empty(),
            }),
            outbox,
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        tracing::warn!(%outcome, "mail refused; the registered player is told (at most once an hour per kind)");
        Ok(IntakeOutcome::Refused(outcome))
    }

    /// A refusal notice to the registered address of the token's owner (never to the sender).
    fn notice(
        &self,
        player: &PlayerRow,
        key: &str,
        why: &MailRefused<'_>,
    ) -> Result<NewMail, RefereeError> {
        self.notice_held(player, key, why, 0)
    }

    /// A refusal notice that also says how many mails of its kind were not reported one by
    /// one since the last (`held_back`).
    fn notice_held(
        &self,
        player: &PlayerRow,
        key: &str,
        why: &MailRefused<'_>,
        held_back: i64,
    ) -> Result<NewMail, RefereeError> {
        let (reason, detail) = notices::mail_refused(why);
        let detail = notices::held_back(&detail, held_back);
        let players = [player.clone()];
        let cx = self.mail_ctx(&player.game_id, &players);
        let body = self.renderer.render(
            "notice",
            serde_json::json!({ "game_id": player.game_id, "received": format!("{} (mail key {key})", clock::show(self.clock.now())), "reason": reason, "detail": detail, "address": player.address, "reply_to": cx.reply_to(player) }),
        )?;
        let mut m = cx.mail(
            player,
            "notice",
            &format!("notice.{}", short_hash(key)),
            notices::refused_subject(),
            body,
        );
        m.auto_submitted = true;
        Ok(m)
    }

    pub(super) async fn apply_orders(
        &self,
        key: &str,
        mail: &InboundMail,
        player: PlayerRow,
        now_ms: i64,
        now_text: String,
    ) -> Result<IntakeOutcome, RefereeError> {
        let mut loaded = self.load(&player.game_id).await?;
        if loaded.row.status == "cancelled" {
            // Issue 9: the GM cancelled the game; nothing is read, the player is told (once an
            // hour at most).
            let arrival = Arrival {
                key,
                message_id: mail.message_id.clone(),
                dedup_key: mail.dedup_key.clone(),
                now_ms,
                now_text: &now_text,
            };
            return self
                .refuse_rate_limited(
                    &arrival,
                    Some(player.address.clone()),
                    &player,
                    "cancelled",
                    "refused:the game was cancelled",
                    &MailRefused::GameCancelled {
                        game_id: &player.game_id,
                    },
                )
                .await;
        }
        let faction = FactionId(player.faction);
        let before_round = loaded.game.round();
        // Issue 21: an answer to a call that is over is applied to nothing else.
        let over = self
            .replied_round(mail, &player.game_id)
            .await?
            .filter(|r| *r != before_round && !loaded.game.open_decisions().is_empty());
        let mut call: Vec<String> = Vec::new();
        // Issue 21: a paused game resolves nothing.
        let paused = self.store.pause(&player.game_id).await?.is_some();
        let mut errors: Vec<LineErr> = Vec::new();
        let mut accepted: Vec<String> = Vec::new();
        let mut notes: Vec<String> = Vec::new();
        let mut ignored: Vec<String> = Vec::new();
        let mut extra = String::new();
        // Issue 25 §3: BOARD: the picture and the sheet come with the confirmation.
        let mut board_asked = false;
        let mut inputs: Vec<Input> = Vec::new();
        let current_deadline = match self.store.deadline(&player.game_id).await? {
            Some(d) => crate::render::deadline::for_player(
                d.deadline_ms,
                super::mails::timezone_of(&loaded.prefs, player.faction),
            ),
            None => crate::render::deadline::none(),
        };
        let prefs_before = loaded.prefs.clone();
        // Issue 25 §2: whether the faction owes in the round open when the mail came.
        let owed_at_start = owed_now(&loaded.game).iter().any(|d| d.owner == faction);

        let mut ready_sent = false;
        let mut orders_sent = false;
        // FOR-13: what the cards played when this mail was read did, and who is told now.
        let mut play_events: Vec<crate::rules::Event> = Vec::new();
        let mut played: Vec<String> = Vec::new();
        let mut told_now: Vec<u8> = Vec::new();
        // Issue 21 §4: a mail over the limits is one refusal, with its real size.
        let mut refused_mail: Option<String> = None;
        let mut press_sent = false;
        let mut press_mails: Vec<NewMail> = Vec::new();
        let mut press_rows = Vec::new();
        match orders::read_body(&mail.text) {
            Err(e) => {
                refused_mail = Some(crate::render::intake_words::mail_refused(
                    &crate::render::body_error(&e),
                ))
            }
            Ok(read) => {
                // Issue 25 §1: the mail's press is relayed (or refused) whatever its orders
                // do; no line of it is read as an order.
                let p = self
                    .press_out(&loaded, &player, &read.press, mail.attachments, now_ms, key)
                    .await?;
                press_sent = !p.rows.is_empty();
                notes.extend(p.notes);
                errors.extend(p.errors);
                press_mails = p.mails;
                press_rows = p.rows;
                let view = loaded.game.view(Viewer::Faction(faction));
                let open: Vec<Decision> = loaded
                    .game
                    .open_decisions()
                    .into_iter()
                    .filter(|d| d.owner == faction)
                    .collect();
                let current = loaded.game.submitted(faction);
                let ctx = OrderContext {
                    faction,
                    view: &view,
                    open: &open,
                    current: &current,
                };
                // Each line is judged alone: the rules check every answer the lines make, and
                // a line they refuse is left out on its own (issue 10).
                let game = &loaded.game;
                let check = |d: &Decision, a: &crate::rules::Answer| {
                    game.check(faction, &d.id, a.clone()).map(|_| ())
                };
                let mut interp = orders::interpret_checked(&read, &ctx, &check);
                if let Some(replied) = over {
                    // The call this mail answered is over: its orders, READY and CANCEL are
                    // applied to nothing; the player is told what is open now.
                    let mut not_applied: Vec<String> = interp
                        .accepted
                        .iter()
                        .map(|a| a.text.clone())
                        .chain(interp.errors.iter().map(|e| e.text.clone()))
                        .collect();
                    interp.meta.retain(|m| {
                        let drop = matches!(m, MetaOrder::Ready | MetaOrder::Cancel(_));
                        if drop {
                            not_applied.push(m.to_string());
                        }
                        !drop
                    });
                    interp.answers.clear();
                    interp.accepted.clear();
                    interp.errors.clear();
                    let names = crate::render::Names::of_view(&view);
                    let owed_now: Vec<String> = owed_now(&loaded.game)
                        .iter()
                        .filter(|d| d.owner == faction)
                        .map(|d| crate::render::intake_words::open_now_words(d, &names))
                        .collect();
                    call = crate::render::intake_words::call_over(replied, before_round, &owed_now);
                    call.extend(
                        not_applied
                            .iter()
                            .map(|l| crate::render::intake_words::not_applied(l)),
                    );
                }
                // READY and CANCEL before STATUS and ORDERS, so these show the mail's effect.
                interp.meta.sort_by_key(|m| match m {
                    MetaOrder::Ready | MetaOrder::Cancel(_) | MetaOrder::StandingClear => 0,
                    MetaOrder::Status | MetaOrder::Orders | MetaOrder::Help(_) => 2,
                    _ => 1,
                });
                notes.extend(interp.commented.iter().map(crate::render::commented));
                ready_sent = interp.meta.iter().any(|m| matches!(m, MetaOrder::Ready));
                orders_sent = !interp.accepted.is_empty()
                    || !interp.answers.is_empty()
                    || !interp.plays.is_empty();
                // A GAME line naming another game voids the whole mail.
                // (a GAME word that is no game id at all, as in "Game on!", is an error on its
                // line only)
                let wrong_game = interp.meta.iter().find_map(|m| match m {
                    MetaOrder::Game(g)
                        if looks_like_game_id(g) && !g.eq_ignore_ascii_case(&player.game_id) =>
                    {
                        Some(g.clone())
                    }
                    _ => None,
                });
                if let Some(g) = wrong_game {
                    errors.push(LineErr {
                        line_no: 0,
                        text: format!("GAME {g}"),
                        message: confirmation::refused_words(
                            &Refused::OtherGame {
                                named: &g,
                                ours: &player.game_id,
                            },
                            &crate::render::Names::of_view(ctx.view),
                        ),
                    });
                } else {
                    for e in interp.errors {
                        errors.push(LineErr {
                            line_no: e.line_no,
                            text: crate::render::intake_words::one_line(&e.text),
                            message: crate::render::read_error(
                                &e.error,
                                &crate::render::Names::of_view(ctx.view),
                            ),
                        });
                    }
                    ignored = interp
                        .ignored
                        .iter()
                        .map(|l| crate::render::intake_words::one_line(l))
                        .collect();
                    // FOR-13: cards played when the mail is read (Influence Peddling), before
                    // its answers; each refusal is reported on its line.
                    for p in std::mem::take(&mut interp.plays) {
                        match loaded.game.play_anytime(faction, &p.play) {
                            Ok(evs) => {
                                let names = crate::render::Names::of_view(
                                    &loaded.game.view(Viewer::Faction(faction)),
                                );
                                for e in evs.iter().filter(|e| {
                                    e.visibility == crate::rules::Visibility::Faction(faction)
                                }) {
                                    notes.push(crate::render::describe(e, &names));
                                }
                                played.push(p.normalised.clone());
                                for e in &evs {
                                    if let crate::rules::EventKind::CardDrawnFromHand {
                                        victim, ..
                                    } = &e.kind
                                        && !told_now.contains(&victim.0)
                                    {
                                        told_now.push(victim.0);
                                    }
                                }
                                play_events.extend(evs);
                                inputs.push(Input::Play {
                                    faction,
                                    play: p.play,
                                });
                            }
                            Err(e) => errors.push(LineErr {
                                line_no: p.line_no,
                                text: p.text,
                                message: crate::render::refusal(
                                    &e,
                                    &crate::render::Names::of_view(&view),
                                ),
                            }),
                        }
                    }
                    let mut applied_decisions = Vec::new();
                    for (decision, answer) in interp.answers {
                        match loaded.game.submit(faction, &decision, answer.clone()) {
                            Ok(_) => {
                                applied_decisions.push(decision.clone());
                                inputs.push(Input::Submit {
                                    faction,
                                    decision,
                                    answer,
                                });
                            }
                            Err(e) => errors.push(LineErr {
                                line_no: 0,
                                text: confirmation::line_of(&LineOf::Answer(
                                    open.iter().find(|d| d.id == decision).map(|d| d.kind),
                                )),
                                message: confirmation::refused_words(
                                    &Refused::Answer(&e),
                                    &crate::render::Names::of_view(&view),
                                ),
                            }),
                        }
                    }
                    // Accepted lines are those whose decision took the answer; each names the
                    // decision it went to (issue 21).
                    let names = crate::render::Names::of_view(&view);
                    accepted = interp
                        .accepted
                        .into_iter()
                        .filter(|a| {
                            a.decision
                                .as_ref()
                                .is_none_or(|d| applied_decisions.contains(d))
                        })
                        .map(|a| {
                            match a
                                .decision
                                .as_ref()
                                .and_then(|d| open.iter().find(|od| &od.id == d))
                            {
                                Some(d) => crate::render::intake_words::line_went_to(
                                    &crate::render::accepted_line(&a),
                                    &crate::render::intake_words::line_subject(&a, d, &names),
                                ),
                                None => crate::render::accepted_line(&a),
                            }
                        })
                        .collect();
                    if applied_decisions.is_empty() && !accepted.is_empty() {
                        accepted.clear();
                    }
                    accepted.append(&mut played);
                    // STANDING lines: orders that replace this faction's Default Moves. A mail
                    // changes only the items it names (issue 21); STANDING CLEAR in it goes
                    // first, so STANDING CLEAR and new lines replace the whole list.
                    if interp
                        .meta
                        .iter()
                        .any(|m| matches!(m, MetaOrder::StandingClear))
                    {
                        loaded.game.clear_standing(faction);
                        inputs.push(Input::ClearStanding { faction });
                        interp
                            .meta
                            .retain(|m| !matches!(m, MetaOrder::StandingClear));
                        notes.push(crate::render::intake_words::standing_cleared());
                    }
                    let existing = loaded.game.standing(faction);
                    let (standing, standing_errors) =
                        orders::interpret_standing_on(&read, &ctx, &existing);
                    for e in standing_errors {
                        errors.push(LineErr {
                            line_no: e.line_no,
                            text: crate::render::intake_words::one_line(&e.text),
                            message: crate::render::read_error(
                                &e.error,
                                &crate::render::Names::of_view(ctx.view),
                            ),
                        });
                    }
                    for (kind, answer) in standing {
                        match loaded.game.set_standing(faction, kind, answer.clone()) {
                            Ok(()) => {
                                notes.push(confirmation::note_words(
                                    &Note::StandingSet {
                                        kind,
                                        lines: &orders::standing_lines(kind, &answer, &view),
                                    },
                                    &crate::render::Names::of_view(&view),
                                ));
                                inputs.push(Input::SetStanding {
                                    faction,
                                    kind,
                                    answer,
                                });
                            }
                            Err(e) => errors.push(LineErr {
                                line_no: 0,
                                text: confirmation::line_of(&LineOf::Standing(kind)),
                                message: crate::render::refusal(
                                    &e,
                                    &crate::render::Names::of_view(&view),
                                ),
                            }),
                        }
                    }
                    board_asked |= interp.meta.iter().any(|m| matches!(m, MetaOrder::Board));
                    for m in interp.meta {
                        self.meta(
                            &m,
                            &mut loaded,
                            faction,
                            &player,
                            &mut inputs,
                            &mut notes,
                            &mut errors,
                            &mut extra,
                            &current_deadline,
                        )?;
                    }
                }
            }
        }

        let round = loaded.game.round();
        // Issue 21: a refused line no longer holds the round: every decision it could be
        // meant for either has an answer (the player's, or a standing order) or is still owed
        // (and the round waits for it anyway). A mail with orders or READY clears an old hold.
        let hold: Option<Option<String>> =
            if ready_sent || orders_sent || !errors.is_empty() || refused_mail.is_some() {
                Some(None)
            } else {
                None
            };
        if let Some(h) = &hold {
            self.store
                .set_hold(&player.game_id, player.faction, round, h.as_deref())
                .await?;
        }
        let holds = self.store.holds(&player.game_id, round).await?;
        let others_hold = holds.iter().any(|(f, _)| *f != player.faction);
        // Resolve if every owed answer is in and complete.
        let mut events = Vec::new();
        let mut outbox = Vec::new();
        let mut deadline = DeadlineChange::Keep;
        let base_seq = loaded.row.last_seq + inputs.len() as i64;
        let names_before = loaded.names();
        if paused {
            notes.push(crate::render::intake_words::paused_note());
        }
        if round_complete(&loaded.game) && holds.is_empty() && !paused {
            events = settle(&mut loaded.game, &mut inputs);
        }
        // Confirmation (first in the outbox).
        let current: Vec<Current> = loaded
            .game
            .submitted(faction)
            .into_iter()
            .map(|(d, a)| {
                let view = loaded.game.view(Viewer::Faction(faction));
                let title = loaded
                    .game
                    .open_decisions()
                    .iter()
                    .find(|od| od.id == d)
                    .map(|od| decision_title(od.kind).to_string())
                    .unwrap_or_else(|| d.to_string());
                let lines = match loaded.game.open_decisions().iter().find(|od| od.id == d) {
                    Some(od) => orders::decision_answer_lines(od, &a, &view),
                    None => orders::answer_lines(&a, &view),
                };
                Current { title, lines }
            })
            .collect();
        let owed: Vec<String> = owed_now(&loaded.game)
            .iter()
            .filter(|d| d.owner == faction)
            .map(owed_line)
            .collect();
        let standing_view = loaded.game.view(Viewer::Faction(faction));
        let standing: Vec<String> = loaded
            .game
            .standing(faction)
            .iter()
            .flat_map(|(k, a)| orders::standing_lines(*k, a, &standing_view))
            .collect();
        let mut res_mails = Vec::new();
        let mut res_news = super::rounds::StepNews::default();
        let resolved = !events.is_empty();
        if !play_events.is_empty() {
            play_events.append(&mut events);
            events = play_events;
        }
        if resolved {
            let mut names = loaded.names();
            names.merge(&names_before);
            let (mails, change, news) = self
                .after_resolution(&loaded, &events, &names, before_round, base_seq + 1, None)
                .await?;
            res_mails = mails;
            res_news = news;
            deadline = change;
        } else if !events.is_empty() {
            // FOR-13: the victim of an Influence Peddling is told now; the others with their
            // next call.
            let mut names = loaded.names();
            names.merge(&names_before);
            let (mails, news) = self.play_news(&loaded, &events, &names, base_seq, &told_now)?;
            res_mails = mails;
            res_news = news;
        }
        // Issue 25 §2: the absence declared or ended in this mail: the GM is told; a player
        // back gets what was held for him in this step's mail to him.
        let absence = |p: &[crate::store::MailPrefs]| {
            p.iter()
                .find(|x| x.faction == player.faction)
                .and_then(|x| x.absent_until.map(|u| (u, x.absent_mail, x.away_held())))
        };
        let (absence_before, absence_now) = (absence(&prefs_before), absence(&loaded.prefs));
        let mut gm_notes: Vec<(String, String)> = Vec::new();
        if absence_before != absence_now {
            gm_notes.push(match absence_now {
                Some((until, mail, _)) => crate::render::gm_notices::absent(
                    &player.game_id,
                    faction,
                    &player.name,
                    &crate::render::deadline::utc(until),
                    mail,
                ),
                None => {
                    crate::render::gm_notices::back(&player.game_id, faction, &player.name, true)
                }
            });
        }
        // Issue 25 §2: an absence that takes effect in a round the faction owes: the others
        // read one public line, with their next mail, that its defaults answer it (the rounds
        // that open later say so in their calls); a game that grants an extension tells them
        // of the extension instead.
        if absence_before.is_none()
            && absence_now.is_some()
            && owed_at_start
            && !resolved
            && loaded.options.absent_extension_hours == 0
        {
            let line =
                crate::render::round_mail::absence_declared(&loaded.names().faction(faction));
            for p in loaded
                .players
                .iter()
                .filter(|p| p.faction != player.faction)
            {
                res_news.news.hold.push((p.faction, false, line.clone()));
            }
        }
        let back_with_held =
            absence_before.is_some_and(|(_, _, held)| held) && absence_now.is_none();
        // The deadline in force after this mail.
        let deadline_ms = match &deadline {
            DeadlineChange::Set(d) => Some(d.deadline_ms),
            DeadlineChange::Clear => None,
            DeadlineChange::Keep => self
                .store
                .deadline(&player.game_id)
                .await?
                .map(|d| d.deadline_ms),
        };
        if back_with_held && !res_mails.iter().any(|m| m.to_addr == player.address) {
            let r =
                self.return_mail(&loaded, &player, deadline_ms, &format!("s{base_seq}.back"))?;
            res_mails.extend(r.mails);
            res_news.news.release.extend(r.news.release);
        }
        // Issue 21 §2: the resolution's mail to this player (the next call, or the news of the
        // game's end) goes out in this same transaction: the confirmation is folded into it, so
        // the player gets one mail, which says so in its Subject and opens with the confirmation.
        let fold_into = res_mails.iter().position(|m| m.to_addr == player.address);
        if resolved {
            notes.push(
                crate::render::intake_words::round_resolved_note(fold_into.is_some()).to_string(),
            );
        }
        let completeness = if resolved || loaded.game.open_decisions().is_empty() {
            String::new()
        } else {
            use crate::render::intake_words::{Completeness, completeness};
            let others_pending = others_hold || !round_complete(&loaded.game) || paused;
            completeness(if !owed.is_empty() {
                Completeness::Owed
            } else if errors.is_empty() {
                Completeness::Complete { others_pending }
            } else {
                Completeness::CompleteWithRefusals { others_pending }
            })
        };
        let deadline_text = deadline_ms
            .map(|ms| {
                crate::render::deadline::for_player(
                    ms,
                    super::mails::timezone_of(&loaded.prefs, player.faction),
                )
            })
            .unwrap_or_else(crate::render::deadline::none);
        // Issue 21 §4: a mail with nothing read as orders says so plainly.
        let nothing_read = accepted.is_empty()
            && errors.is_empty()
            && refused_mail.is_none()
            && !ready_sent
            && !orders_sent
            && !press_sent
            && extra.is_empty();
        // A mail that asked for something (STATUS, HELP, a hand …) is answered at once.
        let asked = !extra.is_empty() || board_asked;
        let players = loaded.players.clone();
        let cx = self.mail_ctx(&player.game_id, &players);
        // Issue 21: the round answered, so that a reply to this confirmation belongs to it.
        let subject =
            confirmation::subject(!errors.is_empty() || refused_mail.is_some(), before_round);
        let body = self.renderer.mail(&crate::render::contexts::Confirmation {
            game_id: player.game_id.clone(),
            subject: crate::render::intake_words::one_line(&mail.subject),
            received: crate::render::deadline::for_player(
                now_ms,
                super::mails::timezone_of(&loaded.prefs, player.faction),
            ),
            refused_mail,
            nothing_read,
            call,
            errors,
            accepted,
            current,
            owed,
            deadline: deadline_text,
            open_round: !loaded.game.open_decisions().is_empty(),
            notes,
            ignored,
            extra,
            standing,
            completeness,
        })?;
        let mut conf = cx.mail(
            &player,
            "confirmation",
            &format!("conf.{}", short_hash(key)),
            subject,
            body,
        );
        conf.in_reply_to = mail.message_id.clone();
        conf.auto_submitted = true;
        let mut conf = match fold_into {
            Some(i) => {
                let next = res_mails.remove(i);
                super::mails::fold_confirmation(&player.game_id, conf, next)
            }
            None => conf,
        };
        let mut attachments = std::mem::take(&mut res_news.attachments);
        if board_asked {
            let names = loaded.names();
            let history = self.turn_history(&player.game_id, &events, &names).await?;
            let b = super::board::board(
                &loaded.game,
                Viewer::Faction(faction),
                &names,
                &player.game_id,
                &history,
            );
            super::board::attach(&mut conf, b, &mut attachments);
        }
        outbox.push(conf);
        outbox.extend(res_mails);
        outbox.extend(press_mails);
        if let Some(gm) = &self.settings.gm_notify {
            for (i, (subject, body)) in gm_notes.into_iter().enumerate() {
                outbox.push(self.gm_notice(
                    Some(player.game_id.clone()),
                    format!("absence.{}.{i}.{now_ms}@{}", short_hash(key), self.domain()),
                    gm.clone(),
                    subject,
                    body,
                ));
            }
        }
        let step = Step {
            game_id: Some(player.game_id.clone()),
            now_ms,
            now_text,
            inbound: Some(InboundRow {
                source_key: key.to_string(),
                message_id: mail.message_id.clone(),
                dedup_key: mail.dedup_key.clone(),
                from_addr: Some(player.address.clone()),
                game_id: Some(player.game_id.clone()),
                faction: Some(player.faction),
                outcome: "accepted".to_string(),
            }),
            inputs: inputs
                .iter()
                .map(|i| {
                    serde_json::to_string(i).map(|input_json| NewInput {
                        input_json,
                        source: format!("mail:{}", mail.dedup_key),
                    })
                })
                .collect::<Result<_, _>>()
                .map_err(|e| RefereeError::Invalid(format!("input json: {e}")))?,
            state: Some(crate::store::NewState {
                state_json: Self::state_json(&loaded.game)?,
                status: status_text(&loaded.game),
                round: loaded.game.round(),
                snapshot: !events.is_empty(),
            }),
            events,
            outbox,
            deadline,
            notice_limit: None,
            news: res_news.news,
            prefs: super::mails::pref_changes(&prefs_before, &loaded.prefs),
            press: press_rows,
            for_observers: res_news.for_observers,
            attachments,
            // Issue 21 §2: a confirmation not folded into this step's call waits a moment
            // for the next mail to this player (the call when the round resolves).
            // A mail that asked for something is answered at once (and carries what waited).
            fold_delay_ms: if asked {
                0
            } else {
                self.settings.rounds.confirmation_fold_ms()
            },
        };
        self.store.commit_step(&step).await?;
        tracing::info!(faction = player.faction, "mail taken in");
        Ok(IntakeOutcome::Accepted {
            game_id: player.game_id,
            faction: player.faction,
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn meta(
        &self,
        m: &MetaOrder,
        loaded: &mut Loaded,
        faction: FactionId,
        player: &PlayerRow,
        inputs: &mut Vec<Input>,
        notes: &mut Vec<String>,
        errors: &mut Vec<LineErr>,
        extra: &mut String,
        deadline: &str,
    ) -> Result<(), RefereeError> {
        let names = crate::render::Names::of_view(&loaded.game.view(Viewer::Faction(faction)));
        match m {
            MetaOrder::Help(topic) => {
                extra.push_str(&crate::render::help_text(topic.as_deref()));
                extra.push('\n');
            }
            MetaOrder::Status => {
                extra.push_str(&self.status_text(loaded, player, deadline)?);
                extra.push('\n');
            }
            MetaOrder::Orders => notes.push(confirmation::note_words(
                &Note::OrdersListed {
                    any: !loaded.game.submitted(faction).is_empty(),
                },
                &names,
            )),
            MetaOrder::Cancel(what) => {
                let want = what.trim().to_lowercase();
                let mine: Vec<Decision> = loaded
                    .game
                    .open_decisions()
                    .into_iter()
                    .filter(|d| d.owner == faction)
                    .collect();
                let hit = mine.iter().find(|d| {
                    let word = match d.kind {
                        DecisionKind::SetupPlays => "setup",
                        DecisionKind::Revenue => "revenue",
                        DecisionKind::Initiative => "initiative",
                        DecisionKind::Bribes => "bribes",
                        DecisionKind::InitiativeBid => "bid",
                        DecisionKind::SenateProposals => "proposals",
                        DecisionKind::SenateVote => "vote",
                        DecisionKind::Revolution => "revolution",
                        DecisionKind::Bodyguards => "bodyguards",
                        DecisionKind::Trades => "trades",
                        DecisionKind::Ransom => "ransom",
                        DecisionKind::Choice => "choice",
                        DecisionKind::DictatorAppointment => "dictator",
                    };
                    want.is_empty() && mine.len() == 1
                        || d.id.0.eq_ignore_ascii_case(&want)
                        || word.starts_with(want.as_str()) && want.len() >= 3
                        || want.starts_with(word)
                        || d.kind.rule_id().eq_ignore_ascii_case(&want)
                });
                match hit {
                    Some(d) => match loaded.game.withdraw(faction, &d.id) {
                        Ok(()) => {
                            inputs.push(Input::Withdraw {
                                faction,
                                decision: d.id.clone(),
                            });
                            notes.push(confirmation::note_words(
                                &Note::Cancelled {
                                    kind: d.kind,
                                    default_by: &d.default_by,
                                },
                                &crate::render::Names::of_view(
                                    &loaded.game.view(Viewer::Faction(faction)),
                                ),
                            ));
                        }
                        Err(e) => errors.push(LineErr {
                            line_no: 0,
                            text: format!("CANCEL {what}"),
                            message: crate::render::refusal(&e, &names),
                        }),
                    },
                    None => errors.push(LineErr {
                        line_no: 0,
                        text: format!("CANCEL {what}"),
                        message: confirmation::refused_words(
                            &Refused::CancelNone { what, open: &mine },
                            &names,
                        ),
                    }),
                }
            }
            // STANDING <order> lines are read by `orders::interpret_standing` (above).
            MetaOrder::Standing(_) => {}
            MetaOrder::StandingClear => {
                loaded.game.clear_standing(faction);
                inputs.push(Input::ClearStanding { faction });
                notes.push(confirmation::note_words(
                    &Note::StandingClearedAlone,
                    &names,
                ));
            }
            MetaOrder::Ready => self.defaults_now(loaded, faction, inputs, notes, errors, false),
            MetaOrder::Timezone(_) | MetaOrder::MailDigest(_) | MetaOrder::Picture(_) => {
                if let Some(mut n) =
                    super::mails::mail_setting(m, &mut loaded.prefs, player.faction)
                {
                    if let crate::render::SettingNote::Picture { sent, .. } = &mut n {
                        *sent = super::board::picture_on(&loaded.row.setup_json);
                    }
                    notes.push(confirmation::note_words(&Note::Setting(&n), &names));
                }
            }
            // Issue 25 §3: answered with the confirmation (`board_asked`).
            MetaOrder::Board => {}
            MetaOrder::Absent { .. } | MetaOrder::Back => {
                let now_ms = super::clock::ms(self.clock.now());
                if let Some(n) =
                    super::mails::absence_setting(m, &mut loaded.prefs, player.faction, now_ms)
                {
                    notes.push(confirmation::note_words(&Note::Setting(&n), &names));
                    // Issue 25 §2: what the player owes now takes its Default Move at once, as
                    // READY would (later decisions are answered as they open, `play_bots`).
                    // A game that grants absent players a deadline extension answers nothing
                    // now: `play_bots` extends the round's deadline (once per absence).
                    let hours = loaded.options.absent_extension_hours;
                    if hours > 0 && matches!(n, crate::render::SettingNote::Absent { .. }) {
                        notes.push(crate::render::settings::absent_extension_note(hours));
                    }
                    let owes = loaded.game.owed().iter().any(|d| d.owner == faction) && hours == 0;
                    if matches!(n, crate::render::SettingNote::Absent { .. }) && owes {
                        self.defaults_now(loaded, faction, inputs, notes, errors, true);
                    }
                }
            }
            MetaOrder::Game(g) => {
                if !looks_like_game_id(g) {
                    errors.push(LineErr {
                        line_no: 0,
                        text: format!("GAME {g}"),
                        message: confirmation::refused_words(
                            &Refused::NotAGameId {
                                ours: &player.game_id,
                            },
                            &names,
                        ),
                    });
                }
            }
        }
        Ok(())
    }

    /// READY (and issue 25 §2: ABSENT, `absent`): whatever the faction still owes takes its
    /// Default Move now, by the player's choice.
    fn defaults_now(
        &self,
        loaded: &mut Loaded,
        faction: FactionId,
        inputs: &mut Vec<Input>,
        notes: &mut Vec<String>,
        errors: &mut Vec<LineErr>,
        absent: bool,
    ) {
        // READY: whatever is still owed takes its Default Move now, by the player's choice.
        let owed: Vec<Decision> = loaded
            .game
            .owed()
            .into_iter()
            .filter(|d| d.owner == faction)
            .collect();
        if owed.is_empty() {
            notes.push(confirmation::note_words(
                &Note::ReadyNothingOwed,
                &crate::render::Names::of_view(&loaded.game.view(Viewer::Faction(faction))),
            ));
        }
        for d in owed {
            match loaded.game.submit(faction, &d.id, d.default.clone()) {
                Ok(_) => {
                    inputs.push(Input::Submit {
                        faction,
                        decision: d.id.clone(),
                        answer: d.default.clone(),
                    });
                    notes.push(confirmation::note_words(
                        &Note::ReadyDefault {
                            kind: d.kind,
                            default_by: &d.default_by,
                            absent,
                        },
                        &crate::render::Names::of_view(&loaded.game.view(Viewer::Faction(faction))),
                    ));
                }
                Err(e) => errors.push(LineErr {
                    line_no: 0,
                    text: if absent { "ABSENT" } else { "READY" }.into(),
                    message: crate::render::refusal(
                        &e,
                        &crate::render::Names::of_view(&loaded.game.view(Viewer::Faction(faction))),
                    ),
                }),
            }
        }
    }

    /// The private STATUS text of a player.
    pub fn status_text(
        &self,
        loaded: &Loaded,
        player: &PlayerRow,
        deadline: &str,
    ) -> Result<String, RefereeError> {
        let f = FactionId(player.faction);
        let view = loaded.game.view(Viewer::Faction(f));
        let ft = view
            .private
            .iter()
            .find(|p| p.faction == f)
            .map(|p| p.faction_treasury)
            .unwrap_or(0);
        let owed: Vec<String> = owed_now(&loaded.game)
            .iter()
            .filter(|d| d.owner == f)
            .map(owed_line)
            .collect();
        // Issue 25 §2: an absence is shown.
        let absent = loaded
            .prefs
            .iter()
            .find(|p| p.faction == player.faction)
            .and_then(|p| {
                p.absent_until.map(|u| {
                    crate::render::settings::absent_status(
                        &crate::render::deadline::for_player(u, p.timezone.as_deref()),
                        p.absent_mail,
                    )
                })
            })
            .unwrap_or_default();
        Ok(self.renderer.render(
            "status",
            serde_json::json!({ "absent": absent, "game_id": player.game_id, "turn": view.turn, "phase": crate::render::phase_name(view.phase), "faction": f.to_string(), "name": player.name, "faction_treasury": ft, "senators": crate::render::senator_lines(&view, f), "hand": crate::render::hand_lines(&view, f), "seen_hands": crate::render::seen_hand_lines(&view, &crate::render::Names::of_view(&view)), "owed": owed, "deadline": deadline }),
        )?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subject_tag() {
        assert_eq!(
            subject_game_tag("Re: [gabc234] Orders due"),
            Some("gabc234".into())
        );
        assert_eq!(subject_game_tag("Re: [ext] hello"), None);
        assert_eq!(subject_game_tag("no tag"), None);
    }
}
