//! Mail from a registered player to the GM's plain address (issue 10): "what is my deadline? I
//! lost the mail". The player gets their STATUS for each game they play and the reminder of
//! their personal address; the text is kept for the GM (`rorgm gm inbox`). Nothing in it is
//! read as an order. The reply goes only to the registered address, at most once an hour.

use crate::mail::InboundMail;
use crate::store::{InboundRow, NewMail, NoticeLimit, PlayerRow, Step};

use super::intake::{FORGERY_NOTICE_WINDOW_MS, IntakeOutcome};
use super::{Referee, RefereeError};

impl Referee {
    pub(super) async fn take_in_plain_address(
        &self,
        key: &str,
        mail: &InboundMail,
        players: &[PlayerRow],
        now_ms: i64,
        now_text: &str,
    ) -> Result<IntakeOutcome, RefereeError> {
        let mut outbox = Vec::new();
        for player in players {
            self.store
                .keep_for_gm(player, key, &mail.subject, &mail.text, now_text)
                .await?;
        }
        // Issue 21 §4: the game the mail names ("[g1]" in its Subject) answers; else the first.
        let first = players
            .iter()
            .find(|p| mail.subject.contains(&format!("[{}]", p.game_id)))
            .unwrap_or(&players[0]);
        // Issue 21 §3: the question reaches the GM's own mail, naming the game and faction.
        if let Some(gm) = &self.settings.gm_notify {
            let mut games = Vec::new();
            for player in players {
                let loaded = self.load(&player.game_id).await?;
                let names = loaded.names();
                games.push((
                    player.game_id.clone(),
                    names.faction(crate::rules::FactionId(player.faction)),
                ));
            }
            let (subject, body) = crate::render::intake_words::plain_address_for_gm(
                &games,
                &first.address,
                &mail.subject,
                &mail.text,
            );
            outbox.push(NewMail {
                game_id: None,
                message_id: format!(
                    "plain.gm.{}.{}.{}@{}",
                    first.game_id,
                    first.faction,
                    super::intake::short_hash(key),
                    self.domain()
                ),
                kind: "gm".into(),
                to_addr: gm.clone(),
                reply_to: Some(first.address.clone()),
                subject,
                body,
                in_reply_to: None,
                auto_submitted: true,
            });
        }
        let allowed = self
            .store
            .notice_allowed(
                &first.game_id,
                first.faction,
                "plain-address",
                now_ms,
                FORGERY_NOTICE_WINDOW_MS,
            )
            .await?;
        if allowed.is_some() {
            let mut parts = Vec::new();
            for player in players {
                let loaded = self.load(&player.game_id).await?;
                let deadline = match self.store.deadline(&player.game_id).await? {
                    Some(d) => crate::render::deadline::for_player(
                        d.deadline_ms,
                        super::mails::timezone_of(&loaded.prefs, player.faction),
                    ),
                    None => crate::render::deadline::none(),
                };
                let cx = self.mail_ctx(&player.game_id, &loaded.players);
                parts.push(crate::render::notices::plain_address_part(
                    &player.game_id,
                    &cx.reply_to(player),
                    &self.status_text(&loaded, player, &deadline)?,
                ));
            }
            let (subject, body) = crate::render::notices::plain_address_answer(&parts);
            let loaded = self.load(&first.game_id).await?;
            let cx = self.mail_ctx(&first.game_id, &loaded.players);
            let mut m = cx.mail(first, "status", &format!("plain.{now_ms}"), subject, body);
            m.in_reply_to = mail.message_id.clone();
            m.auto_submitted = true;
            outbox.push(m);
        }
        let limit = NoticeLimit {
            game_id: first.game_id.clone(),
            faction: first.faction,
            kind: "plain-address".into(),
            sent: outbox.iter().any(|m| m.kind != "gm"),
        };
        let outcome = "ignored:plain address; kept for the GM".to_string();
        let step = Step {
            now_ms,
            now_text: now_text.to_string(),
            inbound: Some(InboundRow {
                source_key: key.to_string(),
                message_id: mail.message_id.clone(),
                dedup_key: mail.dedup_key.clone(),
                from_addr: mail.from.clone(),
                game_id: Some(first.game_id.clone()),
                faction: Some(first.faction),
                outcome: outcome.clone(),
            }),
            outbox,
            notice_limit: Some(limit),
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(IntakeOutcome::Ignored(outcome))
    }
}
