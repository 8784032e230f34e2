//! The GM's hand (issue 9): pause and resume a game, observers, cancelling a game. Every step
//! the players should know of is announced to all of them (and to observers).

use crate::mail::InboundMail;
use crate::render::notices;
use crate::rules::{FactionId, Viewer};
use crate::store::{DeadlineChange, DeadlineRow, NewInput, NewMail, NewState, PauseRow, Step};

use super::intake::IntakeOutcome;
use super::{Input, Loaded, Referee, RefereeError, clock, status_text};
use crate::bots::{Bot, DefaultBot};

impl Referee {
    /// One announcement, identical for every player of the game (observers get their copy when
    /// the step is stored).
    pub fn announce_all(
        &self,
        loaded: &Loaded,
        id_tag: &str,
        notice: &notices::Notice,
    ) -> Result<Vec<NewMail>, RefereeError> {
        let cx = self.mail_ctx(&loaded.row.id, &loaded.players);
        let body = self.renderer.render(
            "announcement",
            serde_json::json!({ "game_id": loaded.row.id, "headline": notice.headline, "lines": notice.lines }),
        )?;
        Ok(loaded
            .players
            .iter()
            .map(|p| {
                cx.mail(
                    p,
                    "announcement",
                    &format!("{id_tag}.{}", p.faction),
                    notice.subject.clone(),
                    body.clone(),
                )
            })
            .collect())
    }

    pub(super) fn check_open(&self, loaded: &Loaded) -> Result<(), RefereeError> {
        if loaded.row.status == "cancelled" {
            return Err(RefereeError::Invalid(format!(
                "game {} was cancelled",
                loaded.row.id
            )));
        }
        Ok(())
    }

    /// GM: stop the clock of a game. Deadlines and reminders stand still (the time left is
    /// kept); orders are still taken in, and a round whose answers are all in still resolves.
    pub async fn pause_game(&self, game_id: &str) -> Result<PauseRow, RefereeError> {
        let loaded = self.load(game_id).await?;
        self.check_open(&loaded)?;
        if self.store.pause(game_id).await?.is_some() {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} is already paused"
            )));
        }
        let (now_ms, now_text) = self.now_text();
        let d = self.store.deadline(game_id).await?;
        let pause = PauseRow {
            game_id: game_id.to_string(),
            round: d.as_ref().map(|d| d.round).unwrap_or(loaded.row.round),
            paused_at_ms: now_ms,
            deadline_left_ms: d
                .as_ref()
                .map(|d| (d.deadline_ms - now_ms).max(0))
                .unwrap_or(0),
            reminder_left_ms: d
                .as_ref()
                .map(|d| (d.reminder_ms - now_ms).max(0))
                .unwrap_or(0),
        };
        let notice = notices::paused(
            d.is_some()
                .then(|| duration_text(pause.deadline_left_ms))
                .as_deref(),
        );
        let outbox = self.announce_all(&loaded, &format!("pause.{now_ms}"), &notice)?;
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            // Issue 21 §2: a pause over within the moment is told once, with the resumption
            // (or in the call that follows it).
            fold_delay_ms: self.settings.rounds.confirmation_fold_ms(),
            ..Default::default()
        };
        self.store.set_pause(&pause, &step).await?;
        Ok(pause)
    }

    /// GM: restart the clock. The round open when the game was paused gets the time it had
    /// left; a round opened during the pause gets a whole round's time from now.
    pub async fn resume_game(&self, game_id: &str) -> Result<Option<DeadlineRow>, RefereeError> {
        let loaded = self.load(game_id).await?;
        let Some(pause) = self.store.pause(game_id).await? else {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} is not paused"
            )));
        };
        let (now_ms, now_text) = self.now_text();
        let d = self.store.deadline(game_id).await?;
        let new = match d {
            Some(d) if d.round == pause.round => Some(DeadlineRow {
                deadline_ms: now_ms + pause.deadline_left_ms,
                reminder_ms: now_ms + pause.reminder_left_ms.min(pause.deadline_left_ms),
                ..d
            }),
            Some(_) => self.deadline_row(game_id, &loaded.game, self.clock.now()),
            None => None,
        };
        let notice = notices::resumed(
            new.as_ref()
                .map(|n| clock::show(clock::from_ms(n.deadline_ms)))
                .as_deref(),
        );
        let outbox = self.announce_all(&loaded, &format!("resume.{now_ms}"), &notice)?;
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            deadline: match &new {
                Some(n) => DeadlineChange::Set(n.clone()),
                None => DeadlineChange::Keep,
            },
            // Issue 21 §2: a call the resumption sends at once (a round complete meanwhile)
            // carries this announcement.
            fold_delay_ms: self.settings.rounds.confirmation_fold_ms(),
            ..Default::default()
        };
        self.store.clear_pause(game_id, &step).await?;
        self.resolve_if_complete(game_id).await?;
        Ok(new)
    }

    /// Issue 21: a round whose answers all came in while the game was paused resolves when
    /// it resumes (a paused game resolves nothing).
    async fn resolve_if_complete(&self, game_id: &str) -> Result<(), RefereeError> {
        let mut loaded = self.load(game_id).await?;
        if !super::intake::round_complete(&loaded.game)
            || !self
                .store
                .holds(game_id, loaded.game.round())
                .await?
                .is_empty()
        {
            return Ok(());
        }
        let before_round = loaded.game.round();
        let names_before = loaded.names();
        let seq = loaded.row.last_seq + 1;
        let mut inputs = Vec::new();
        let events = super::intake::settle(&mut loaded.game, &mut inputs);
        if inputs.is_empty() {
            return Ok(());
        }
        let mut names = loaded.names();
        names.merge(&names_before);
        let (outbox, deadline, news) = self
            .after_resolution(&loaded, &events, &names, before_round, seq, None)
            .await?;
        let (now_ms, now_text) = self.now_text();
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            inputs: inputs
                .iter()
                .map(|i| {
                    serde_json::to_string(i).map(|input_json| NewInput {
                        input_json,
                        source: "resume".into(),
                    })
                })
                .collect::<Result<_, _>>()
                .map_err(|e| RefereeError::Invalid(format!("input json: {e}")))?,
            state: Some(NewState {
                state_json: Self::state_json(&loaded.game)?,
                status: status_text(&loaded.game),
                round: loaded.game.round(),
                snapshot: true,
            }),
            events,
            outbox,
            deadline,
            news: news.news,
            for_observers: news.for_observers,
            attachments: news.attachments,
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(())
    }

    /// GM: add an observer, who gets every public announcement from now on and nothing
    /// private. Returns false if the address already observes the game.
    pub async fn add_observer(&self, game_id: &str, address: &str) -> Result<bool, RefereeError> {
        let loaded = self.load(game_id).await?;
        let address = observer_address(address)?;
        if loaded.players.iter().any(|p| p.address == address) {
            return Err(RefereeError::Invalid(format!(
                "{address} plays in game {game_id}; a player cannot also observe it"
            )));
        }
        let (_, now_text) = self.now_text();
        let added = self
            .store
            .add_observer(game_id, &address, &now_text)
            .await?;
        if added {
            self.tell_observer(game_id, &address, true).await?;
        }
        Ok(added)
    }

    /// Issue 21 §4: the observer is told by mail that he was added or removed.
    async fn tell_observer(
        &self,
        game_id: &str,
        address: &str,
        added: bool,
    ) -> Result<(), RefereeError> {
        let (subject, body) = crate::render::intake_words::observer_notice(game_id, added);
        let (now_ms, now_text) = self.now_text();
        let step = Step {
            now_ms,
            now_text,
            outbox: vec![NewMail {
                game_id: None,
                message_id: format!(
                    "{game_id}.observer.{}.{now_ms}@{}",
                    if added { "added" } else { "removed" },
                    self.domain()
                ),
                kind: "observer".into(),
                to_addr: address.to_string(),
                reply_to: None,
                subject: format!("[{game_id}] {subject}"),
                body,
                in_reply_to: None,
                auto_submitted: true,
            }],
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(())
    }

    /// GM: remove an observer. Returns false if the address did not observe the game.
    pub async fn remove_observer(
        &self,
        game_id: &str,
        address: &str,
    ) -> Result<bool, RefereeError> {
        self.load(game_id).await?;
        let address = observer_address(address)?;
        let removed = self.store.remove_observer(game_id, &address).await?;
        if removed {
            self.tell_observer(game_id, &address, false).await?;
        }
        Ok(removed)
    }

    /// GM: cancel a game created by mistake. Its deadline goes, its players are told, and
    /// mail to its personal addresses is no longer read.
    pub async fn cancel_game(&self, game_id: &str, reason: &str) -> Result<(), RefereeError> {
        let loaded = self.load(game_id).await?;
        self.check_open(&loaded)?;
        let (now_ms, now_text) = self.now_text();
        let notice = notices::cancelled(reason);
        let outbox = self.announce_all(&loaded, "cancel", &notice)?;
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            ..Default::default()
        };
        self.store.cancel_game(game_id, &step).await?;
        Ok(())
    }
}

impl Referee {
    /// GM: a bot plays this faction (0-based) from now on, answering every decision with its
    /// Default Move as soon as it opens; `false` hands it back to its human. The player is told.
    pub async fn set_bot(
        &self,
        game_id: &str,
        faction: u8,
        bot: bool,
    ) -> Result<bool, RefereeError> {
        let loaded = self.load(game_id).await?;
        self.check_open(&loaded)?;
        let Some(player) = loaded
            .players
            .iter()
            .find(|p| p.faction == faction)
            .cloned()
        else {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} has factions 1 to {}",
                loaded.players.len()
            )));
        };
        let changed = self.store.set_bot(game_id, faction, bot).await?;
        if changed {
            let (now_ms, now_text) = self.now_text();
            let cx = self.mail_ctx(game_id, &loaded.players);
            let notice = notices::bot_plays(bot);
            let body = self.renderer.render(
                "announcement",
                serde_json::json!({ "game_id": game_id, "headline": notice.headline, "lines": notice.lines }),
            )?;
            let mail = cx.mail(
                &player,
                "private",
                &format!("bot.{now_ms}.{faction}"),
                notice.subject,
                body,
            );
            let step = Step {
                game_id: Some(game_id.to_string()),
                now_ms,
                now_text,
                outbox: vec![mail],
                ..Default::default()
            };
            self.store.commit_step(&step).await?;
        }
        Ok(changed)
    }

    /// Answer, for every bot-played faction, each open decision it has not answered; resolve
    /// the round when that completes it. Runs on every pass. Returns the games acted on.
    ///
    /// Issue 25 §2: a faction whose player declared an absence is answered the same way, by its
    /// Default Moves (standing orders count as answers already), as `READY` would; an absence
    /// whose date came is ended first (`absence_over`).
    pub async fn play_bots(&self) -> Result<usize, RefereeError> {
        let mut acted = 0;
        let now_ms = clock::ms(self.clock.now());
        // (game, [(faction, answered by Default Moves)])
        let mut seats: Vec<(String, Vec<(u8, bool)>)> = self
            .store
            .bot_factions()
            .await?
            .into_iter()
            .map(|(g, fs)| (g, fs.into_iter().map(|f| (f, false)).collect()))
            .collect();
        // Issue 26: only the games this referee steps.
        seats.retain(|(g, _)| self.store.owns(g));
        for (game_id, faction, until) in self.store.absences().await? {
            if !self.store.owns(&game_id) {
                continue;
            }
            if until <= now_ms {
                self.absence_over(&game_id, faction).await?;
                acted += 1;
                continue;
            }
            if self.absence_extension(&game_id, faction, now_ms).await? {
                continue;
            }
            match seats.iter_mut().find(|(g, _)| *g == game_id) {
                Some((_, fs)) => {
                    if !fs.iter().any(|(f, _)| *f == faction) {
                        fs.push((faction, true));
                    }
                }
                None => seats.push((game_id, vec![(faction, true)])),
            }
        }
        for (game_id, factions) in seats {
            let mut loaded = self.load(&game_id).await?;
            let before_round = loaded.game.round();
            let names_before = loaded.names();
            let mut inputs = Vec::new();
            let mut absent_inputs = 0usize;
            for (f, by_default) in factions.into_iter().map(|(f, d)| (FactionId(f), d)) {
                if by_default {
                    for d in super::intake::owed_now(&loaded.game)
                        .into_iter()
                        .filter(|d| d.owner == f)
                    {
                        match loaded.game.submit(f, &d.id, d.default.clone()) {
                            Ok(_) => {
                                absent_inputs += 1;
                                inputs.push(Input::Submit {
                                    faction: f,
                                    decision: d.id.clone(),
                                    answer: d.default.clone(),
                                })
                            }
                            Err(e) => {
                                tracing::warn!(game = %game_id, error = %e, "default for an absent faction refused")
                            }
                        }
                    }
                    continue;
                }
                let view = loaded.game.view(Viewer::Faction(f));
                let done: Vec<_> = loaded
                    .game
                    .submitted(f)
                    .into_iter()
                    .map(|(d, _)| d)
                    .collect();
                for d in loaded.game.open_decisions() {
                    if d.owner != f || done.contains(&d.id) {
                        continue;
                    }
                    let answer = DefaultBot.answer(&d, &view);
                    match loaded.game.submit(f, &d.id, answer.clone()) {
                        Ok(_) => inputs.push(Input::Submit {
                            faction: f,
                            decision: d.id.clone(),
                            answer,
                        }),
                        Err(e) => tracing::warn!(game = %game_id, error = %e, "bot answer refused"),
                    }
                }
            }
            if inputs.is_empty() {
                continue;
            }
            let base_seq = loaded.row.last_seq + inputs.len() as i64;
            let mut events = Vec::new();
            // Issue 21: a paused game resolves nothing.
            let held = !self
                .store
                .holds(&game_id, loaded.game.round())
                .await?
                .is_empty()
                || self.store.pause(&game_id).await?.is_some();
            if super::intake::round_complete(&loaded.game) && !held {
                events = super::intake::settle(&mut loaded.game, &mut inputs);
            }
            let (outbox, deadline, news) = if events.is_empty() {
                (Vec::new(), DeadlineChange::Keep, Default::default())
            } else {
                let mut names = loaded.names();
                names.merge(&names_before);
                self.after_resolution(&loaded, &events, &names, before_round, base_seq + 1, None)
                    .await?
            };
            let (now_ms, now_text) = self.now_text();
            let step = Step {
                game_id: Some(game_id.clone()),
                now_ms,
                now_text,
                inputs: inputs
                    .iter()
                    .map(|i| {
                        serde_json::to_string(i).map(|input_json| NewInput {
                            input_json,
                            source: if absent_inputs == inputs.len() {
                                "absent".into()
                            } else {
                                "bot".into()
                            },
                        })
                    })
                    .collect::<Result<_, _>>()
                    .map_err(|e| RefereeError::Invalid(format!("input json: {e}")))?,
                state: Some(NewState {
                    state_json: Self::state_json(&loaded.game)?,
                    status: status_text(&loaded.game),
                    round: loaded.game.round(),
                    snapshot: !events.is_empty(),
                }),
                events,
                outbox,
                deadline,
                news: news.news,
                for_observers: news.for_observers,
                attachments: news.attachments,
                ..Default::default()
            };
            self.store.commit_step(&step).await?;
            acted += 1;
        }
        Ok(acted)
    }

    /// Issue 25 §2: a game whose table options grant absent players a deadline extension
    /// (`absent_extension_hours`, at most [`crate::store::MAX_ABSENT_EXTENSION_HOURS`]): the
    /// first round of an absence in which the faction owes gets its deadline pushed back by
    /// that many hours (the players and the GM told), and the faction is answered by its
    /// Default Moves only if that deadline passes; the later rounds of the absence go as
    /// without the option. True when the faction is not to be answered by defaults now.
    async fn absence_extension(
        &self,
        game_id: &str,
        faction: u8,
        now_ms: i64,
    ) -> Result<bool, RefereeError> {
        let loaded = self.load(game_id).await?;
        let hours = loaded
            .options
            .absent_extension_hours
            .min(crate::store::MAX_ABSENT_EXTENSION_HOURS);
        if hours == 0 {
            return Ok(false);
        }
        let round = loaded.game.round();
        let Some(pref) = loaded.prefs.iter().find(|p| p.faction == faction) else {
            return Ok(false);
        };
        match pref.absent_extended {
            Some(r) if r == round => return Ok(true),
            Some(_) => return Ok(false),
            None => {}
        }
        let f = FactionId(faction);
        if !super::intake::owed_now(&loaded.game)
            .iter()
            .any(|d| d.owner == f)
        {
            return Ok(false);
        }
        let Some(d) = self.store.deadline(game_id).await? else {
            return Ok(false);
        };
        if self.store.pause(game_id).await?.is_some() {
            // A paused game waits; the extension is granted once it runs again.
            return Ok(true);
        }
        let add = i64::from(hours) * 3_600_000;
        let new_deadline = d.deadline_ms.max(now_ms).saturating_add(add);
        let lead = self.settings.rounds.reminder_lead().as_millis() as i64;
        let row = crate::store::DeadlineRow {
            deadline_ms: new_deadline,
            reminder_ms: (new_deadline - lead).max(now_ms),
            reminded: d.reminded && new_deadline - lead <= now_ms,
            ..d.clone()
        };
        let cx = self.mail_ctx(game_id, &loaded.players);
        let who = loaded.names().faction(f);
        let mut outbox = Vec::new();
        for p in &loaded.players {
            if loaded.away_held(p.faction) {
                continue;
            }
            let text = notices::absence_extended(
                &who,
                hours,
                &crate::render::deadline::for_player(
                    new_deadline,
                    super::mails::timezone_of(&loaded.prefs, p.faction),
                ),
            );
            let notice = notices::deadline_extended(vec![text]);
            let body = self.renderer.render(
                "announcement",
                serde_json::json!({ "game_id": game_id, "headline": notice.headline, "lines": notice.lines }),
            )?;
            outbox.push(cx.mail(
                p,
                "announcement",
                &format!("absext.{}.{new_deadline}.{}", d.round, p.faction),
                notice.subject.clone(),
                body,
            ));
        }
        let (now_ms, now_text) = self.now_text();
        if let Some(gm) = &self.settings.gm_notify {
            let name = loaded
                .players
                .iter()
                .find(|p| p.faction == faction)
                .map(|p| p.name.clone())
                .unwrap_or_default();
            let (subject, body) = crate::render::gm_notices::absence_extended(
                game_id,
                f,
                &name,
                hours,
                &crate::render::deadline::utc(new_deadline),
            );
            outbox.push(self.gm_notice(
                Some(game_id.to_string()),
                format!("absext.{game_id}.{faction}.{now_ms}@{}", self.domain()),
                gm.clone(),
                subject,
                body,
            ));
        }
        let mut after = loaded.prefs.clone();
        for p in after.iter_mut().filter(|p| p.faction == faction) {
            p.absent_extended = Some(round);
        }
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            deadline: DeadlineChange::Set(row),
            prefs: super::mails::pref_changes(&loaded.prefs, &after),
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        tracing::info!(game = %game_id, faction, hours, "deadline extended for an absence");
        Ok(true)
    }

    /// Issue 25 §2: the date of a player's absence came: the absence ends, the GM is told, and
    /// the player gets what was held for him as one mail (with the call, if he owes).
    async fn absence_over(&self, game_id: &str, faction: u8) -> Result<(), RefereeError> {
        let mut loaded = self.load(game_id).await?;
        let Some(player) = loaded
            .players
            .iter()
            .find(|p| p.faction == faction)
            .cloned()
        else {
            return Ok(());
        };
        let prefs_before = loaded.prefs.clone();
        let held = prefs_before
            .iter()
            .any(|p| p.faction == faction && p.away_held());
        for p in loaded.prefs.iter_mut().filter(|p| p.faction == faction) {
            p.absent_until = None;
            p.absent_mail = false;
        }
        let (now_ms, now_text) = self.now_text();
        let mut outbox = Vec::new();
        let mut news = crate::store::NewsChange::default();
        if held {
            let deadline_ms = self.store.deadline(game_id).await?.map(|d| d.deadline_ms);
            let r = self.return_mail(&loaded, &player, deadline_ms, &format!("back.{now_ms}"))?;
            outbox.extend(r.mails);
            news.release.extend(r.news.release);
        }
        if let Some(gm) = &self.settings.gm_notify {
            let (subject, body) =
                crate::render::gm_notices::back(game_id, FactionId(faction), &player.name, false);
            outbox.push(self.gm_notice(
                Some(game_id.to_string()),
                format!("absence.{game_id}.{faction}.{now_ms}@{}", self.domain()),
                gm.clone(),
                subject,
                body,
            ));
        }
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            news,
            prefs: super::mails::pref_changes(&prefs_before, &loaded.prefs),
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        tracing::info!(game = %game_id, faction, "absence over");
        Ok(())
    }

    /// Issue 25 §2: the mail of a player's return (`loaded.prefs` without his absence): the news
    /// held for him, then the call for what he owes now (with `deadline_ms`), as one mail; its
    /// `news.release` names the held rows it carries.
    pub fn return_mail(
        &self,
        loaded: &Loaded,
        player: &crate::store::PlayerRow,
        deadline_ms: Option<i64>,
        id_prefix: &str,
    ) -> Result<super::mails::RoundMails, RefereeError> {
        let one = [player.clone()];
        let cx = self.mail_ctx(&loaded.row.id, &one);
        let names = loaded.names();
        let r = super::mails::round_mails(
            &cx,
            &loaded.game,
            &super::mails::RoundNews {
                events: &[],
                names: &names,
                id_prefix,
                deadline_passed: None,
                call_deadline: deadline_ms.filter(|_| !loaded.game.open_decisions().is_empty()),
                phase_ended: false,
                extra: Vec::new(),
                supersedes: None,
                release_to: &[player.faction],
                held: &loaded.held,
                prefs: &loaded.prefs,
            },
        )?;
        Ok(r)
    }

    /// GM: orders a player sent another way (a phone call, a mail to the wrong address),
    /// entered for them: read exactly as a mail of theirs would be, and confirmed to them.
    pub async fn orders_as(
        &self,
        game_id: &str,
        faction: u8,
        text: &str,
    ) -> Result<IntakeOutcome, RefereeError> {
        let loaded = self.load(game_id).await?;
        self.check_open(&loaded)?;
        let Some(player) = loaded
            .players
            .iter()
            .find(|p| p.faction == faction)
            .cloned()
        else {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} has factions 1 to {}",
                loaded.players.len()
            )));
        };
        let (now_ms, now_text) = self.now_text();
        let key = format!("gm:{game_id}:{faction}:{now_ms}");
        let mail = InboundMail {
            message_id: None,
            dedup_key: key.clone(),
            from: Some(player.address.clone()),
            from_problem: None,
            recipients: Vec::new(),
            subject: notices::gm_orders_subject(),
            in_reply_to: None,
            text: text.to_string(),
            auto: None,
            size: text.len(),
            attachments: 0,
        };
        self.apply_orders(&key, &mail, player, now_ms, now_text)
            .await
    }
}

fn observer_address(address: &str) -> Result<String, RefereeError> {
    let a = address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim();
    let ok = a
        .split_once('@')
        .is_some_and(|(l, d)| !l.is_empty() && d.contains('.') && !a.contains(char::is_whitespace))
        && crate::mail::send::sendable_address(a).is_ok();
    if ok {
        Ok(a.to_lowercase())
    } else {
        Err(RefereeError::Invalid(format!(
            "\"{address}\" is not a mail address"
        )))
    }
}

pub use crate::render::notices::duration_text;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn observer_addresses_are_checked() {
        assert_eq!(
            observer_address(" <Eve@Example.org> ").ok().as_deref(),
            Some("eve@example.org")
        );
        assert!(observer_address("eve").is_err());
        assert!(observer_address("eve @x.org").is_err());
    }
}
