//! The GM overrules an automatic ruling (issue 9; seed 004 makes the GM the final word).
//!
//! Every automatic ruling is in the event log: a PB-04 judgement of a persuasion attempt
//! (`EventKind::Ruling`), a Default Move applied for a late player (`DefaultApplied`), and the
//! GM's other automatic calls (PB-10's adjournment …). `rulings` numbers them in the order they
//! were made. `overrule` puts the GM's decision into the input log just before the input that
//! made the ruling (an `Input::Override` the rules consult for PB-04; the GM's orders for the
//! faction in place of its Default Move), then replays the game from there with the same seed:
//! the later inputs are applied again as long as every round they answer is the round they
//! answered; from the first round whose decisions changed, the orders given for it are void and
//! that round is called again with a new deadline. Every player gets a correction; nothing in
//! it says who defaulted (a Default Move is confirmed only to its own player).

use crate::orders::{self, OrderContext};
use crate::render::{Names, describe};
use crate::rules::{
    Decision, DecisionId, Event, EventKind, FactionId, Game, RulingDecision, RulingOverride,
    RulingWhat, Viewer, Visibility,
};
use crate::store::{DeadlineChange, NewInput, NewMail, NewState, RewrittenInput, Step};

use super::input::{Input, parse_inputs, replay_stored};
use super::mails;
use super::{Referee, RefereeError, status_text};
use crate::render::public_lines;

/// What an automatic ruling decided about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulingKind {
    /// PB-04: whether a persuasion attempt is frivolous; `index` counts the game's PB-04
    /// rulings before it (the rules core's ruling number).
    Persuasion { index: u32, frivolous: bool },
    /// A Default Move applied for a late player.
    DefaultMove {
        faction: FactionId,
        decision: DecisionId,
    },
    /// PB-10: the Senate adjourned by the GM's automatic ruling (`sits`: the GM already kept
    /// it sitting); `index` counts the game's PB-10 adjournment rulings before it.
    Adjournment { index: u32, sits: bool },
    /// Another automatic GM call; listed, not open to `overrule`.
    Other,
}

/// One automatic ruling of a game, as `gm rulings` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulingEntry {
    /// 1 = the game's first ruling.
    pub number: usize,
    /// The input that made it.
    pub seq: i64,
    /// Checklist ID of the rule it applied.
    pub rule: String,
    /// The ruling in a sentence (as the GM's view words it).
    pub text: String,
    pub kind: RulingKind,
}

/// The GM's decision in place of a ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Overrule {
    /// PB-04: the attempt is frivolous after all.
    Frivolous,
    /// PB-04: the attempt goes ahead.
    NotFrivolous,
    /// In place of a Default Move: these orders (the order language) for the faction.
    Orders(String),
    /// PB-10: the Senate is not adjourned; it sits on with its business.
    SenateSits,
}

/// What `overrule` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OverruleReport {
    pub number: usize,
    pub rule: String,
    /// Later inputs applied again unchanged.
    pub kept: usize,
    /// Later inputs void because the round they answered changed.
    pub voided: usize,
    /// The open round was called again (new deadline).
    pub recalled: bool,
}

impl Referee {
    /// Every automatic ruling of a game, oldest first (number 1 first).
    pub fn rulings<'a>(
        &'a self,
        game_id: &'a str,
    ) -> impl std::future::Future<Output = Result<Vec<RulingEntry>, RefereeError>> + 'a {
        super::stack::boxed(|| self.rulings_body(game_id))
    }

    async fn rulings_body(&self, game_id: &str) -> Result<Vec<RulingEntry>, RefereeError> {
        let loaded = self.load(game_id).await?;
        let names = loaded.names();
        let mut out = Vec::new();
        let mut pb04 = 0u32;
        let mut pb10 = 0u32;
        for (seq, ev) in self.store.events_by_input(game_id).await? {
            let (kind, rule) = match &ev.kind {
                EventKind::Ruling {
                    rule,
                    what: RulingWhat::Persuasion { frivolous, .. },
                } => {
                    pb04 += 1;
                    let kind = RulingKind::Persuasion {
                        index: pb04 - 1,
                        frivolous: *frivolous,
                    };
                    (kind, rule.clone())
                }
                EventKind::Ruling {
                    rule,
                    what: w @ (RulingWhat::SenateAdjourned { .. } | RulingWhat::SenateSits { .. }),
                } => {
                    pb10 += 1;
                    let kind = RulingKind::Adjournment {
                        index: pb10 - 1,
                        sits: matches!(w, RulingWhat::SenateSits { .. }),
                    };
                    (kind, rule.clone())
                }
                EventKind::DefaultApplied {
                    faction,
                    decision,
                    kind,
                    ..
                } => (
                    RulingKind::DefaultMove {
                        faction: *faction,
                        decision: decision.clone(),
                    },
                    kind.rule_id().to_string(),
                ),
                _ => continue,
            };
            // Issue 21: a Default Move's ruling names the faction it was applied to.
            let text = match &kind {
                RulingKind::DefaultMove { faction, .. } => {
                    crate::render::intake_words::ruling_of_faction(
                        &names.faction(*faction),
                        &describe(&ev, &names),
                    )
                }
                _ => describe(&ev, &names),
            };
            out.push(RulingEntry {
                number: out.len() + 1,
                seq,
                rule,
                text,
                kind,
            });
        }
        Ok(out)
    }

    /// Replace ruling `number` by the GM's decision and replay the game from there (see the
    /// module doc). `reason` is quoted to every player.
    pub fn overrule<'a>(
        &'a self,
        game_id: &'a str,
        number: usize,
        with: Overrule,
        reason: &'a str,
    ) -> impl std::future::Future<Output = Result<OverruleReport, RefereeError>> + 'a {
        super::stack::boxed(|| self.overrule_body(game_id, number, with, reason))
    }

    async fn overrule_body(
        &self,
        game_id: &str,
        number: usize,
        with: Overrule,
        reason: &str,
    ) -> Result<OverruleReport, RefereeError> {
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(RefereeError::Invalid(
                "give the players a reason (--reason \"…\")".into(),
            ));
        }
        let loaded = self.load(game_id).await?;
        self.check_open(&loaded)?;
        let entries = self.rulings(game_id).await?;
        let Some(entry) = entries.iter().find(|e| e.number == number).cloned() else {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} has rulings 1 to {} (rorgm gm rulings {game_id})",
                entries.len()
            )));
        };
        let seed: [u8; 32] = hex::decode(&loaded.row.seed_hex)
            .ok()
            .and_then(|v| v.try_into().ok())
            .ok_or_else(|| RefereeError::Corrupt(game_id.into(), "seed".into()))?;
        let rows = self.store.inputs(game_id).await?;
        let inputs = parse_inputs(&rows)?;
        let Some(pos) = rows.iter().position(|r| r.seq == entry.seq) else {
            return Err(RefereeError::Corrupt(
                game_id.into(),
                format!(
                    "ruling {number} names input {} which is not in the log",
                    entry.seq
                ),
            ));
        };
        let keep_seq = pos.checked_sub(1).map_or(0, |i| rows[i].seq);
        // The stored setup may hold a position (`game new --position`): replay_stored reads both.
        let (mut game, _) = replay_stored(&loaded.row.setup_json, seed, &inputs[..pos])?;
        let mut original = game.clone();

        // The GM's decision, as inputs placed before the one that made the ruling.
        let inserted = self.gm_inputs(&game, &entry, with, reason)?;
        let mut rewritten = Vec::new();
        for input in inserted {
            let events = input.apply(&mut game)?;
            rewritten.push(RewrittenInput {
                input: new_input(&input, "gm:overrule")?,
                events,
            });
        }
        // The later inputs, while the rounds they answer are unchanged.
        let mut kept = 0;
        let mut voided = 0;
        let mut replayed_events: Vec<Event> = Vec::new();
        for (i, input) in inputs.iter().enumerate().skip(pos) {
            if decisions_key(&game) != decisions_key(&original) {
                voided = inputs.len() - i;
                break;
            }
            let before = game.clone();
            match input.apply(&mut game) {
                Ok(events) => {
                    // The original timeline goes on beside it, to compare the next round.
                    let _ = input.apply(&mut original);
                    replayed_events.extend(events.iter().cloned());
                    rewritten.push(RewrittenInput {
                        input: NewInput {
                            input_json: rows[i].input_json.clone(),
                            source: rows[i].source.clone(),
                        },
                        events,
                    });
                    kept += 1;
                }
                Err(_) => {
                    game = before;
                    voided = inputs.len() - i;
                    break;
                }
            }
        }
        // The open round is called again when a later input was void, or when the replay
        // ends in a round other than the one the players were answering (e.g. a persuasion
        // ruled not frivolous after all opens a bribe round).
        let recalled = voided > 0 || decisions_key(&game) != decisions_key(&original);
        // Approval mode: mails held after the cut (the ruling's outcome, its call for orders)
        // are dropped with the void timeline, so the open round is called afresh.
        let held_cut = self
            .store
            .approvals(game_id)
            .await?
            .iter()
            .any(|h| !h.released && h.seq > keep_seq);

        // The corrections, and a new call if the open round changed.
        let names = Names::new(&game.view(Viewer::Gm), game.players());
        let cx = self.mail_ctx(game_id, &loaded.players);
        let (now_ms, now_text) = self.now_text();
        let tag = format!("ov.{}.{now_ms}", entry.seq);
        let public = public_lines(&replayed_events, &names);
        let view = game.view(Viewer::Public);
        let mut outbox: Vec<NewMail> = Vec::new();
        for p in &loaded.players {
            let f = FactionId(p.faction);
            let own = match &entry.kind {
                RulingKind::DefaultMove { faction, .. } if *faction == f => Some(true),
                _ => None,
            };
            let private: Vec<String> = replayed_events
                .iter()
                .filter(|e| e.visibility == Visibility::Faction(f))
                .map(|e| describe(e, &names))
                .collect();
            let lines = crate::render::overrule_lines(
                &crate::render::OverruleWords {
                    rule: &entry.rule,
                    ruling: match &entry.kind {
                        RulingKind::DefaultMove { .. } if own.is_none() => None,
                        _ => Some(entry.text.as_str()),
                    },
                    reason,
                    recalled,
                },
                &public,
                &private,
            );
            let body = self.renderer.render(
                "announcement",
                serde_json::json!({ "game_id": game_id, "headline": crate::render::notices::correction(view.turn, view.phase).headline, "lines": lines }),
            )?;
            outbox.push(cx.mail(
                p,
                "announcement",
                &format!("{tag}.{}", p.faction),
                crate::render::notices::correction(view.turn, view.phase).subject,
                body,
            ));
        }
        let deadline = if recalled || held_cut {
            match self.deadline_row(game_id, &game, self.clock.now()) {
                Some(d) => {
                    // Issue 10: a player called again gets the correction and the call in one
                    // mail.
                    for call in mails::calls(&cx, &game, d.deadline_ms, &tag, &loaded.prefs)? {
                        match outbox.iter().position(|m| m.to_addr == call.to_addr) {
                            Some(i) => {
                                let correction = outbox.remove(i);
                                outbox.insert(i, mails::fold_call(game_id, correction, call));
                            }
                            None => outbox.push(call),
                        }
                    }
                    DeadlineChange::Set(d)
                }
                None => DeadlineChange::Clear,
            }
        } else if game.open_decisions().is_empty() {
            DeadlineChange::Clear
        } else {
            DeadlineChange::Keep
        };
        let state = NewState {
            state_json: Self::state_json(&game)?,
            status: status_text(&game),
            round: game.round(),
            snapshot: true,
        };
        // News held for players who owed nothing may tell of the void timeline: it goes, as
        // after a rollback (the correction tells what happened from the ruling on).
        let mut news = crate::store::NewsChange::default();
        for p in &loaded.players {
            if let Some(last) = loaded.held.iter().rfind(|h| h.faction == p.faction) {
                news.release.push((p.faction, last.id));
            }
        }
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            deadline,
            news,
            ..Default::default()
        };
        self.store
            .rewrite_log(game_id, keep_seq, &rewritten, &state, &step)
            .await?;
        tracing::warn!(game = %game_id, ruling = number, rule = %entry.rule, kept, voided, "GM overruled a ruling");
        Ok(OverruleReport {
            number,
            rule: entry.rule,
            kept,
            voided,
            recalled,
        })
    }

    /// The inputs that carry the GM's decision for `entry`, checked against the game as it
    /// stood just before the ruling.
    fn gm_inputs(
        &self,
        game: &Game,
        entry: &RulingEntry,
        with: Overrule,
        reason: &str,
    ) -> Result<Vec<Input>, RefereeError> {
        match (&entry.kind, with) {
            (
                RulingKind::Persuasion { index, frivolous },
                w @ (Overrule::Frivolous | Overrule::NotFrivolous),
            ) => {
                let decision = if w == Overrule::Frivolous {
                    RulingDecision::Frivolous
                } else {
                    RulingDecision::NotFrivolous
                };
                if (decision == RulingDecision::Frivolous) == *frivolous {
                    return Err(RefereeError::Invalid(format!(
                        "ruling {} already says {}",
                        entry.number,
                        if *frivolous {
                            "frivolous"
                        } else {
                            "not frivolous"
                        }
                    )));
                }
                Ok(vec![Input::Override {
                    ruling: RulingOverride {
                        index: *index,
                        decision,
                        reason: reason.to_string(),
                    },
                }])
            }
            (RulingKind::DefaultMove { faction, decision }, Overrule::Orders(text)) => {
                let read = orders::read_body(&text).map_err(|e| {
                    RefereeError::Invalid(format!("the orders: {}", crate::render::body_error(&e)))
                })?;
                let view = game.view(Viewer::Faction(*faction));
                let open: Vec<Decision> = game
                    .open_decisions()
                    .into_iter()
                    .filter(|d| d.owner == *faction)
                    .collect();
                let current = game.submitted(*faction);
                let interp = orders::interpret(
                    &read,
                    &OrderContext {
                        faction: *faction,
                        view: &view,
                        open: &open,
                        current: &current,
                    },
                );
                if let Some(e) = interp.errors.first() {
                    return Err(RefereeError::Invalid(format!(
                        "the orders, line {} \"{}\": {}",
                        e.line_no,
                        e.text,
                        crate::render::read_error(&e.error, &crate::render::Names::of_view(&view))
                    )));
                }
                let answers: Vec<Input> = interp
                    .answers
                    .into_iter()
                    .filter(|(id, _)| id == decision)
                    .map(|(id, answer)| Input::Submit {
                        faction: *faction,
                        decision: id,
                        answer,
                    })
                    .collect();
                if answers.is_empty() {
                    return Err(RefereeError::Invalid(format!(
                        "the orders give no answer to the decision the Default Move answered ({})",
                        entry.text
                    )));
                }
                Ok(answers)
            }
            (RulingKind::Adjournment { index, sits }, Overrule::SenateSits) => {
                if *sits {
                    return Err(RefereeError::Invalid(format!(
                        "ruling {} already keeps the Senate sitting",
                        entry.number
                    )));
                }
                Ok(vec![Input::Override {
                    ruling: RulingOverride {
                        index: *index,
                        decision: RulingDecision::SenateSits,
                        reason: reason.to_string(),
                    },
                }])
            }
            (RulingKind::Adjournment { .. }, _) => Err(RefereeError::Invalid(format!(
                "ruling {} is a PB-10 adjournment: overrule it with --senate-sits",
                entry.number
            ))),
            (RulingKind::Other, _) => Err(RefereeError::Invalid(format!(
                "ruling {} ({}) cannot be overruled: only PB-04 persuasion rulings, PB-10 \
                 adjournments and Default Moves can",
                entry.number, entry.rule
            ))),
            (RulingKind::Persuasion { .. }, _) => Err(RefereeError::Invalid(format!(
                "ruling {} is a PB-04 persuasion ruling: overrule it with --frivolous or \
                 --not-frivolous",
                entry.number
            ))),
            (RulingKind::DefaultMove { .. }, _) => Err(RefereeError::Invalid(format!(
                "ruling {} is a Default Move: overrule it with --orders FILE",
                entry.number
            ))),
        }
    }
}

/// What the game waits on, to tell whether a later input still answers the same round.
fn decisions_key(game: &Game) -> String {
    let open = game.open_decisions();
    format!(
        "{}:{}",
        game.round(),
        serde_json::to_string(&open).unwrap_or_default()
    )
}

fn new_input(input: &Input, source: &str) -> Result<NewInput, RefereeError> {
    Ok(NewInput {
        input_json: serde_json::to_string(input)
            .map_err(|e| RefereeError::Invalid(e.to_string()))?,
        source: source.to_string(),
    })
}
