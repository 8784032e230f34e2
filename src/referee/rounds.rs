//! Rounds: resolution, the next call for orders, deadlines and reminders.

use crate::render::Names;
use crate::rules::{Event, FactionId};
use crate::store::{DeadlineChange, DeadlineRow, NewInput, NewMail, NewState, Step};

use super::mails;
use crate::render::{notices, owed_line};

/// What a step does with news besides its mails (issue 10): news held for later mails or
/// released now, and the public announcement for observers.
#[derive(Debug, Default)]
pub struct StepNews {
    pub news: crate::store::NewsChange,
    pub for_observers: Option<NewMail>,
    /// Issue 25 §3: the board pictures the step's mails carry (`Referee::phase_pictures`).
    pub attachments: Vec<crate::store::NewAttachment>,
}
use super::{Input, Loaded, Referee, RefereeError, clock, status_text};

/// A reminder sent later than this after it was due counts as missed: the round is extended.
/// (The serving loop checks its timers at least every 30 s.)
pub const LATE_REMINDER_GRACE_MS: i64 = 120_000;

impl Referee {
    /// Mails, the deadline change and the held news after a resolution (`seq`: the resolving
    /// input's number): one mail per player at most (issue 10, `mails::round_mails`).
    #[allow(clippy::too_many_arguments)]
    pub async fn after_resolution(
        &self,
        loaded: &Loaded,
        events: &[Event],
        names: &Names,
        before_round: u32,
        seq: i64,
        deadline_passed: Option<i64>,
    ) -> Result<(Vec<NewMail>, DeadlineChange, StepNews), RefereeError> {
        let cx = self.mail_ctx(&loaded.row.id, &loaded.players);
        let prefix = format!("s{seq}");
        let game = &loaded.game;
        let (change, call_deadline) = if game.open_decisions().is_empty() {
            (DeadlineChange::Clear, None)
        } else if game.round() != before_round {
            match self.deadline_row(&loaded.row.id, game, self.clock.now()) {
                Some(d) => {
                    let ms = d.deadline_ms;
                    (DeadlineChange::Set(d), Some(ms))
                }
                None => (DeadlineChange::Clear, None),
            }
        } else {
            (DeadlineChange::Keep, None)
        };
        let phase_ended = events
            .iter()
            .any(|e| matches!(e.kind, crate::rules::EventKind::PhaseStarted { .. }));
        let r = mails::round_mails(
            &cx,
            game,
            &mails::RoundNews {
                events,
                names,
                id_prefix: &prefix,
                deadline_passed,
                call_deadline,
                phase_ended,
                extra: Vec::new(),
                supersedes: None,
                release_to: &[],
                held: &loaded.held,
                prefs: &loaded.prefs,
            },
        )?;
        let mut mails = r.mails;
        let mut public = r.public;
        // Issue 25 §3: the board picture with the news at the end of a phase (the observers'
        // copy of the public news carries the public board).
        let attachments = self
            .phase_pictures(
                loaded,
                events,
                names,
                &mut mails,
                public.as_mut(),
                &r.news.release,
            )
            .await?;
        Ok((
            mails,
            change,
            StepNews {
                news: r.news,
                for_observers: public,
                attachments,
            },
        ))
    }

    /// FOR-13: the news of a card played when a mail was read (Influence Peddling), with no
    /// round resolved: the factions in `now_for` (its victim) get it at once, the others with
    /// their next call. No call goes out (the round is unchanged).
    pub fn play_news(
        &self,
        loaded: &Loaded,
        events: &[Event],
        names: &Names,
        seq: i64,
        now_for: &[u8],
    ) -> Result<(Vec<NewMail>, StepNews), RefereeError> {
        let cx = self.mail_ctx(&loaded.row.id, &loaded.players);
        let prefix = format!("s{seq}.play");
        let r = mails::round_mails(
            &cx,
            &loaded.game,
            &mails::RoundNews {
                events,
                names,
                id_prefix: &prefix,
                deadline_passed: None,
                call_deadline: None,
                phase_ended: false,
                extra: Vec::new(),
                supersedes: None,
                release_to: now_for,
                held: &loaded.held,
                prefs: &loaded.prefs,
            },
        )?;
        Ok((
            r.mails,
            StepNews {
                news: r.news,
                for_observers: r.public,
                attachments: Vec::new(),
            },
        ))
    }

    /// Apply due deadlines and reminders. Returns how many games were acted on.
    pub fn tick<'a>(
        &'a self,
    ) -> impl std::future::Future<Output = Result<usize, RefereeError>> + 'a {
        super::stack::boxed(|| self.tick_body())
    }

    async fn tick_body(&self) -> Result<usize, RefereeError> {
        let now = self.clock.now();
        let now_ms = clock::ms(now);
        let mut acted = 0;
        for d in self.store.due_deadlines(now_ms).await? {
            let span = tracing::info_span!("deadline", game = %d.game_id);
            let _g = span.enter();
            self.deadline_passed(&d).await?;
            acted += 1;
        }
        for d in self.store.due_reminders(now_ms).await? {
            self.remind(&d).await?;
            acted += 1;
        }
        acted += self.play_bots().await?;
        acted += self.approvals_tick().await?;
        Ok(acted)
    }

    async fn deadline_passed(&self, d: &DeadlineRow) -> Result<(), RefereeError> {
        let mut loaded = self.load(&d.game_id).await?;
        let (now_ms, now_text) = self.now_text();
        // A reminder that should have gone but never did means the referee was down: extend
        // the round instead of applying defaults nobody was warned about (DESIGN.md "Time").
        // However soon after the deadline the referee is back (issue 11, fault 5: within 60 s
        // used to apply the defaults unwarned).
        let outage = !d.reminded && d.reminder_ms < d.deadline_ms && !loaded.game.owed().is_empty();
        if outage {
            return self.extend_after_outage(&loaded, d, now_ms, now_text).await;
        }
        if loaded.game.round() != d.round || loaded.game.open_decisions().is_empty() {
            // Stale row (the round resolved early): re-arm or clear.
            let change = match self.deadline_row(&d.game_id, &loaded.game, self.clock.now()) {
                Some(row) if loaded.game.round() != d.round => DeadlineChange::Set(row),
                _ => DeadlineChange::Clear,
            };
            let step = Step {
                game_id: Some(d.game_id.clone()),
                now_ms,
                now_text,
                deadline: change,
                ..Default::default()
            };
            self.store.commit_step(&step).await?;
            return Ok(());
        }
        let before_round = loaded.game.round();
        let names_before = loaded.names();
        let input = Input::Resolve { deadline: true };
        let mut events = input.apply(&mut loaded.game)?;
        let mut inputs = vec![input];
        // Rounds that open already answered by standing orders alone resolve at once (issue
        // 10: a standing order answers), as after a mail.
        events.extend(super::intake::settle(&mut loaded.game, &mut inputs));
        let seq = loaded.row.last_seq + inputs.len() as i64;
        let mut names = loaded.names();
        names.merge(&names_before);
        let (outbox, change, news) = self
            .after_resolution(
                &loaded,
                &events,
                &names,
                before_round,
                seq,
                Some(d.deadline_ms),
            )
            .await?;
        let step = Step {
            game_id: Some(d.game_id.clone()),
            now_ms,
            now_text,
            inputs: inputs
                .iter()
                .map(|i| {
                    serde_json::to_string(i).map(|input_json| NewInput {
                        input_json,
                        source: "deadline".into(),
                    })
                })
                .collect::<Result<_, _>>()
                .map_err(|e| RefereeError::Invalid(e.to_string()))?,
            state: Some(NewState {
                state_json: Self::state_json(&loaded.game)?,
                status: status_text(&loaded.game),
                round: loaded.game.round(),
                snapshot: true,
            }),
            events,
            outbox,
            deadline: change,
            news: news.news,
            for_observers: news.for_observers,
            attachments: news.attachments,
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        tracing::info!(round = d.round, "deadline passed: round resolved");
        Ok(())
    }

    async fn extend_after_outage(
        &self,
        loaded: &Loaded,
        d: &DeadlineRow,
        now_ms: i64,
        now_text: String,
    ) -> Result<(), RefereeError> {
        let lead = self.settings.rounds.reminder_lead().as_millis() as i64;
        let new_deadline = now_ms + lead.max(3_600_000);
        let row = DeadlineRow {
            game_id: d.game_id.clone(),
            round: d.round,
            deadline_ms: new_deadline,
            reminder_ms: new_deadline,
            reminded: true,
        };
        let cx = self.mail_ctx(&loaded.row.id, &loaded.players);
        let text = notices::missed_deadline(
            &clock::show(clock::from_ms(d.deadline_ms)),
            &clock::show(clock::from_ms(new_deadline)),
        );
        // The missed reminder is caught up in the same mail, for those who still owe.
        let owed = loaded.game.owed();
        let mut outbox = Vec::new();
        for p in &loaded.players {
            // Issue 25 §2: nothing to a player away with his mails held (his Default Moves
            // answer for him).
            if loaded.away_held(p.faction) {
                continue;
            }
            let mut lines = vec![text.clone()];
            let mine: Vec<String> = owed
                .iter()
                .filter(|o| o.owner == FactionId(p.faction))
                .map(owed_line)
                .collect();
            if !mine.is_empty() {
                lines.push(String::new());
                lines.push(notices::still_owed_title());
                lines.extend(mine.into_iter().map(|l| format!("  {l}")));
            }
            let notice = notices::deadline_extended(lines);
            let body = self.renderer.render(
                "announcement",
                serde_json::json!({ "game_id": loaded.row.id, "headline": notice.headline, "lines": notice.lines }),
            )?;
            outbox.push(cx.mail(
                p,
                "announcement",
                &format!("ext.{}.{}", d.round, p.faction),
                notice.subject.clone(),
                body,
            ));
        }
        let step = Step {
            game_id: Some(d.game_id.clone()),
            now_ms,
            now_text,
            outbox,
            deadline: DeadlineChange::Set(row),
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        tracing::warn!(game = %d.game_id, "deadline extended after an outage");
        Ok(())
    }

    /// The "Deadline extended" announcement to every player of a game (`id_part` makes the
    /// Message-IDs; the faction number is appended).
    pub fn deadline_extended_mails(
        &self,
        game_id: &str,
        players: &[crate::store::PlayerRow],
        id_part: &str,
        text: String,
    ) -> Result<Vec<NewMail>, RefereeError> {
        let cx = self.mail_ctx(game_id, players);
        let notice = notices::deadline_extended(vec![text]);
        let body = self.renderer.render(
            "announcement",
            serde_json::json!({ "game_id": game_id, "headline": notice.headline, "lines": notice.lines }),
        )?;
        Ok(players
            .iter()
            .map(|p| {
                cx.mail(
                    p,
                    "announcement",
                    &format!("{id_part}.{}", p.faction),
                    notice.subject.clone(),
                    body.clone(),
                )
            })
            .collect())
    }

    /// Send the reminder. One sent late (the referee was down when it was due) extends the
    /// round by its lateness, so the players keep the whole reminder lead (issue 11, fault 5);
    /// everyone is told of the new deadline.
    async fn remind(&self, d: &DeadlineRow) -> Result<(), RefereeError> {
        let loaded = self.load(&d.game_id).await?;
        let (now_ms, now_text) = self.now_text();
        let cx = self.mail_ctx(&loaded.row.id, &loaded.players);
        let late = now_ms - d.reminder_ms;
        let extend_by = if late > LATE_REMINDER_GRACE_MS {
            late
        } else {
            0
        };
        let deadline_ms = d.deadline_ms + extend_by;
        let deadline = clock::show(clock::from_ms(deadline_ms));
        let extended = (extend_by > 0).then(|| {
            notices::missed_reminder(&clock::show(clock::from_ms(d.deadline_ms)), &deadline)
        });
        // Issue 21 §2: as the call, the reminder leaves out what a standing order answers.
        let owed = super::intake::owed_now(&loaded.game);
        let mut outbox = Vec::new();
        for p in &loaded.players {
            // Issue 25 §2: a player away with his mails held gets no reminder (his Default
            // Moves answer for him).
            if loaded.away_held(p.faction) {
                continue;
            }
            let mine: Vec<String> = owed
                .iter()
                .filter(|o| o.owner == FactionId(p.faction))
                .map(owed_line)
                .collect();
            if mine.is_empty() {
                if let Some(text) = &extended {
                    let notice = notices::deadline_extended(vec![text.clone()]);
                    let body = self.renderer.render(
                        "announcement",
                        serde_json::json!({ "game_id": loaded.row.id, "headline": notice.headline, "lines": notice.lines }),
                    )?;
                    outbox.push(cx.mail(
                        p,
                        "announcement",
                        &format!("remext.{}.{}", d.round, p.faction),
                        notice.subject.clone(),
                        body,
                    ));
                }
                continue;
            }
            let tz = loaded
                .prefs
                .iter()
                .find(|x| x.faction == p.faction)
                .and_then(|x| x.timezone.as_deref());
            let body = self.renderer.mail(&crate::render::contexts::Reminder {
                game_id: loaded.row.id.clone(),
                deadline: crate::render::deadline::for_player(deadline_ms, tz),
                owed: mine,
                extended: extended.clone(),
            })?;
            let v = loaded.game.view(crate::rules::Viewer::Public);
            outbox.push(cx.mail(
                p,
                "reminder",
                &format!("rem.{}.{}", d.round, p.faction),
                notices::reminder_subject(
                    v.turn,
                    v.phase,
                    d.round,
                    &crate::render::deadline::subject_time(deadline_ms, tz),
                ),
                body,
            ));
        }
        let step = Step {
            game_id: Some(d.game_id.clone()),
            now_ms,
            now_text,
            outbox,
            deadline: DeadlineChange::Set(DeadlineRow {
                reminded: true,
                deadline_ms,
                ..d.clone()
            }),
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(())
    }
}

impl Referee {
    /// GM: extend the current round's deadline by `hours`, and tell every player.
    pub async fn extend_deadline(
        &self,
        game_id: &str,
        hours: f64,
    ) -> Result<DeadlineRow, RefereeError> {
        if !hours.is_finite() || hours <= 0.0 {
            return Err(RefereeError::Invalid("--hours must be more than 0".into()));
        }
        if hours > crate::config::MAX_ROUND_HOURS {
            return Err(RefereeError::Invalid(format!(
                "--hours must be at most {} (one year)",
                crate::config::MAX_ROUND_HOURS
            )));
        }
        let loaded = self.load(game_id).await?;
        let Some(d) = self.store.deadline(game_id).await? else {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} has no open round to extend"
            )));
        };
        let (now_ms, now_text) = self.now_text();
        let add = (hours * 3_600_000.0) as i64;
        let lead = self.settings.rounds.reminder_lead().as_millis() as i64;
        // Issue 21: during a pause the deadline stands still; the extension is added to the
        // time left, which runs again from the RESUME.
        if let Some(pause) = self.store.pause(game_id).await? {
            let deadline_left = pause.deadline_left_ms.saturating_add(add);
            let reminder_left = (deadline_left - lead).max(0);
            let text = crate::render::intake_words::extended_while_paused(
                &super::gm::duration_text(add),
                &super::gm::duration_text(deadline_left),
            );
            let outbox = self.announce_all(
                &loaded,
                &format!("gmext.{}.paused.{now_ms}", d.round),
                &notices::deadline_extended(vec![text]),
            )?;
            let step = Step {
                game_id: Some(game_id.to_string()),
                now_ms,
                now_text,
                outbox,
                ..Default::default()
            };
            self.store
                .extend_pause(game_id, deadline_left, reminder_left, &step)
                .await?;
            return Ok(DeadlineRow {
                deadline_ms: now_ms.saturating_add(deadline_left),
                reminder_ms: now_ms.saturating_add(reminder_left),
                ..d
            });
        }
        let new_deadline = d.deadline_ms.max(now_ms).saturating_add(add);
        let row = DeadlineRow {
            deadline_ms: new_deadline,
            reminder_ms: (new_deadline - lead).max(now_ms),
            reminded: d.reminded && new_deadline - lead <= now_ms,
            ..d.clone()
        };
        let cx = self.mail_ctx(&loaded.row.id, &loaded.players);
        let mut outbox = Vec::new();
        for p in &loaded.players {
            // Issue 21 §4: in the player's own time too (TIMEZONE).
            let text = notices::gm_extended(&crate::render::deadline::for_player(
                new_deadline,
                super::mails::timezone_of(&loaded.prefs, p.faction),
            ));
            let notice = notices::deadline_extended(vec![text.clone()]);
            let body = self.renderer.render(
                "announcement",
                serde_json::json!({ "game_id": loaded.row.id, "headline": notice.headline, "lines": notice.lines }),
            )?;
            outbox.push(cx.mail(
                p,
                "announcement",
                &format!("gmext.{}.{}.{}", d.round, new_deadline, p.faction),
                notice.subject.clone(),
                body,
            ));
        }
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            deadline: DeadlineChange::Set(row.clone()),
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(row)
    }
}

impl Referee {
    /// GM rollback to the start of round `round` (0 = the setup round): the input log is cut
    /// after the resolution that opened that round and the game is replayed from its seed, so
    /// the dice do not change. Every player is told, and the round is called again with a fresh
    /// deadline. Orders given after that point are void.
    pub fn rollback<'a>(
        &'a self,
        game_id: &'a str,
        round: u32,
    ) -> impl std::future::Future<Output = Result<u32, RefereeError>> + 'a {
        super::stack::boxed(|| self.rollback_body(game_id, round))
    }

    async fn rollback_body(&self, game_id: &str, round: u32) -> Result<u32, RefereeError> {
        let loaded = self.load(game_id).await?;
        if round >= loaded.game.round() {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} is in round {}; roll back to an earlier round",
                loaded.game.round()
            )));
        }
        let seed: [u8; 32] = hex::decode(&loaded.row.seed_hex)
            .ok()
            .and_then(|v| v.try_into().ok())
            .ok_or_else(|| RefereeError::Corrupt(game_id.into(), "seed".into()))?;
        let rows = self.store.inputs(game_id).await?;
        let inputs = super::input::parse_inputs(&rows)?;
        // Keep the inputs up to the one after which the game reached `round`.
        let (mut game, _) = crate::position::start_stored(&loaded.row.setup_json, seed)
            .map_err(|e| RefereeError::Corrupt(game_id.into(), e.to_string()))?;
        let mut keep = 0usize;
        if round > 0 {
            for (i, input) in inputs.iter().enumerate() {
                input.apply(&mut game)?;
                if game.round() >= round {
                    keep = i + 1;
                    break;
                }
            }
        }
        let kept = &inputs[..keep];
        let (game, _) = super::input::replay_stored(&loaded.row.setup_json, seed, kept)?;
        let keep_seq = rows.get(keep.wrapping_sub(1)).map_or(0, |r| r.seq);
        let (now_ms, now_text) = self.now_text();
        let replayed = Loaded {
            row: loaded.row.clone(),
            game,
            players: loaded.players.clone(),
            prefs: loaded.prefs.clone(),
            held: Vec::new(),
            options: loaded.options,
        };
        let cx = self.mail_ctx(game_id, &loaded.players);
        let (text, replaces) = notices::rolled_back(
            round,
            replayed.game.view(crate::rules::Viewer::Public).turn,
            replayed.game.phase(),
        );
        let tag = format!("rb.{keep_seq}.{now_ms}");
        let deadline = self.deadline_row(game_id, &replayed.game, self.clock.now());
        // One mail per player: the rollback, and the call again for those who owe (it replaces
        // the earlier call of this round). News held from the void rounds is dropped.
        let names = replayed.names();
        let r = mails::round_mails(
            &cx,
            &replayed.game,
            &mails::RoundNews {
                events: &[],
                names: &names,
                id_prefix: &tag,
                deadline_passed: None,
                call_deadline: deadline.as_ref().map(|d| d.deadline_ms),
                phase_ended: false,
                extra: vec![text],
                supersedes: Some(replaces),
                release_to: &[],
                held: &[],
                prefs: &loaded.prefs,
            },
        )?;
        let outbox = r.mails;
        let mut news = r.news;
        for p in &loaded.players {
            if let Some(last) = loaded.held.iter().rfind(|h| h.faction == p.faction) {
                news.release.push((p.faction, last.id));
            }
        }
        let change = match &deadline {
            Some(d) => DeadlineChange::Set(d.clone()),
            None => DeadlineChange::Clear,
        };
        let state = NewState {
            state_json: Self::state_json(&replayed.game)?,
            status: status_text(&replayed.game),
            round: replayed.game.round(),
            snapshot: true,
        };
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            deadline: change,
            news,
            for_observers: r.public,
            ..Default::default()
        };
        self.store
            .rollback(game_id, keep_seq, &state, &step)
            .await?;
        tracing::warn!(game = %game_id, round, "rolled back");
        Ok(replayed.game.round())
    }
}
