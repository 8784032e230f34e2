//! Which mails a step sends, rendered from events and views (never from ad-hoc rules strings).

use crate::orders;
use crate::render::contexts::{Call, CallDecision, NewsBlock, Resolution, SetupMail};
use crate::render::round_mail::{self as words, NewsOnly, NewsRhythm};
use crate::render::{
    Names, Renderer, SettingNote, deadline, describe, faction_roster, form_for, hand_lines,
    phase_name, public_lines, seen_hand_lines, senator_lines, state_lines,
};
use crate::rules::{Decision, Event, EventKind, FactionId, Game, Viewer, Visibility};
use crate::store::{NewMail, PlayerRow};

use super::RefereeError;

/// What every mail of a game needs to know.
pub struct MailCtx<'a> {
    pub renderer: &'a Renderer,
    pub game_id: &'a str,
    pub gm_address: &'a str,
    pub players: &'a [PlayerRow],
    /// Message-ID domain.
    pub domain: &'a str,
    /// Per-step random part of Message-IDs: a rolled-back and replayed step must not reuse the
    /// IDs of the mails it sent the first time (each outbox row keeps its own ID on retries).
    pub nonce: String,
}

impl MailCtx<'_> {
    pub fn reply_to(&self, p: &PlayerRow) -> String {
        crate::mail::plus_address(self.gm_address, &p.token)
    }

    pub fn player(&self, f: FactionId) -> Option<&PlayerRow> {
        self.players.iter().find(|p| p.faction == f.0)
    }

    pub fn message_id(&self, parts: &str) -> String {
        format!("{}.{}.{}@{}", self.game_id, self.nonce, parts, self.domain)
    }

    pub fn mail(
        &self,
        p: &PlayerRow,
        kind: &str,
        id_parts: &str,
        subject: String,
        body: String,
    ) -> NewMail {
        NewMail {
            game_id: Some(self.game_id.to_string()),
            message_id: self.message_id(id_parts),
            kind: kind.to_string(),
            to_addr: p.address.clone(),
            reply_to: Some(self.reply_to(p)),
            // Issue 21 §4: no internal code in a player's mail.
            subject: crate::render::player_words(&format!("[{}] {}", self.game_id, subject)),
            body: crate::render::player_words(&body),
            in_reply_to: None,
            auto_submitted: false,
        }
    }
}

/// What a step tells the players (issue 10: one mail per player per round at most).
pub struct RoundNews<'a> {
    /// The events of this step's resolution (empty: a call alone, or `extra` news).
    pub events: &'a [Event],
    pub names: &'a Names,
    /// Makes the Message-IDs (the faction number is appended).
    pub id_prefix: &'a str,
    /// The deadline that passed, when a deadline resolved the round (ms).
    pub deadline_passed: Option<i64>,
    /// The new round is called, with this deadline (ms).
    pub call_deadline: Option<i64>,
    /// This step ended a phase (digest players get their news now).
    pub phase_ended: bool,
    /// Public news that is not an event (a rollback), told to every player now.
    pub extra: Vec<String>,
    /// Said in the call when an earlier call of the same round went out.
    pub supersedes: Option<String>,
    /// Factions (numbers as stored) who get this step's news now even without a call (the
    /// victim of an Influence Peddling, FOR-13).
    pub release_to: &'a [u8],
    /// News held for players from earlier steps, and their settings.
    pub held: &'a [crate::store::HeldNews],
    pub prefs: &'a [crate::store::MailPrefs],
}

/// The mails of a step, the news it holds back and sends, and the public copy for observers.
#[derive(Debug, Default)]
pub struct RoundMails {
    pub mails: Vec<NewMail>,
    pub news: crate::store::NewsChange,
    /// The public part alone (kind "announcement", no recipient): observers get a copy.
    pub public: Option<NewMail>,
}

/// Issue 21 §2: does a player's held news reach back past the phase now in play (a public item
/// without the current phase's headline)? Such news is released with his next call (MAIL
/// DIGEST), and that call carries the board picture the phase's end brought him (issue 25 §3).
pub(super) fn holds_an_older_phase<'a>(
    turn: u32,
    phase: crate::rules::Phase,
    held: impl IntoIterator<Item = &'a crate::store::HeldNews>,
) -> bool {
    let headline = words::phase_mark(turn, phase);
    held.into_iter()
        .any(|h| !h.private && !h.text.contains(&headline))
}

/// One mail per player per round at most (issue 10): to each player who owes an answer in the
/// new round, the call, opened by what happened since their last mail; to the others nothing,
/// their news held for their next mail, except at the end of the game or for `extra` news.
/// A player with `MAIL DIGEST` gets the news only at the end of each phase (calls as they come).
/// Private news (hand, treasury, Default Moves applied) is only ever in its owner's mail.
pub fn round_mails(
    cx: &MailCtx<'_>,
    game: &Game,
    r: &RoundNews<'_>,
) -> Result<RoundMails, RefereeError> {
    let mut out = RoundMails::default();
    let names = r.names;
    let view = game.view(Viewer::Public);
    let gm_view = game.view(Viewer::Gm);
    let mut public = public_lines(r.events, names);
    public.extend(r.extra.iter().cloned());
    // Issue 25 §2: a round opens and a faction whose player is away owes in it: the others read
    // only that it is answered by its defaults.
    if r.call_deadline.is_some() && !public.is_empty() {
        let owing = game.owed();
        for x in r
            .prefs
            .iter()
            .filter(|x| x.absent_until.is_some() && !x.bot)
        {
            if owing.iter().any(|d| d.owner == FactionId(x.faction)) {
                public.push(words::answered_by_defaults(
                    &names.faction(FactionId(x.faction)),
                ));
            }
        }
    }
    let headline = words::headline(view.turn, view.phase);
    let public_block = if public.is_empty() {
        None
    } else {
        Some(cx.renderer.mail(&NewsBlock {
            title: words::news_title(view.turn, view.phase),
            lines: public.clone(),
        })?)
    };
    if !public.is_empty() {
        let body = cx.renderer.mail(&Resolution {
            game_id: cx.game_id.to_string(),
            headline: headline.clone(),
            lines: public.clone(),
            state: state_lines(&view, names),
        })?;
        out.public = Some(NewMail {
            game_id: Some(cx.game_id.to_string()),
            message_id: cx.message_id(&format!("{}.ann", r.id_prefix)),
            kind: "announcement".into(),
            to_addr: String::new(),
            reply_to: None,
            subject: format!(
                "[{}] {}",
                cx.game_id,
                words::announcement_subject(&headline)
            ),
            body: crate::render::player_words(&body),
            in_reply_to: None,
            auto_submitted: false,
        });
    }
    let game_over = game.open_decisions().is_empty();
    let owed = game.owed();
    for p in cx.players {
        let f = FactionId(p.faction);
        let pref = r.prefs.iter().find(|x| x.faction == p.faction);
        let digest = pref.is_some_and(|x| x.digest);
        // Issue 21 §2: a faction a bot plays is called for nothing (the bot answers); its
        // player gets the news at the end of each phase.
        let bot = pref.is_some_and(|x| x.bot);
        // Issue 25 §2: a player away is called for nothing (the Default Moves answer); with
        // his mails held (no `MAIL`), his news waits for his return.
        let absent = pref.is_some_and(|x| x.absent_until.is_some());
        let away_held = pref.is_some_and(|x| x.away_held());
        let tz = pref.and_then(|x| x.timezone.as_deref());
        // This step's news for this player: private first (defaults, results), then public.
        let mut fresh: Vec<(bool, String)> = Vec::new();
        let mine: Vec<&Event> = r
            .events
            .iter()
            .filter(|e| e.visibility == Visibility::Faction(f))
            .collect();
        let defaults: Vec<String> = mine
            .iter()
            .filter(|e| matches!(e.kind, EventKind::DefaultApplied { .. }))
            .map(|e| describe(e, names))
            .collect();
        let private: Vec<String> = mine
            .iter()
            .filter(|e| !matches!(e.kind, EventKind::DefaultApplied { .. }))
            .map(|e| describe(e, names))
            .collect();
        if !defaults.is_empty() {
            fresh.push((
                true,
                cx.renderer.mail(&NewsBlock {
                    title: words::defaults_title(
                        r.deadline_passed.map(|ms| deadline::for_player(ms, tz)),
                    ),
                    lines: defaults,
                })?,
            ));
        }
        if !private.is_empty() {
            fresh.push((
                true,
                cx.renderer.mail(&NewsBlock {
                    title: words::private_title(f, &headline),
                    lines: private,
                })?,
            ));
        }
        if let Some(b) = &public_block {
            fresh.push((false, b.clone()));
        }
        let mine_owed: Vec<&Decision> = match r.call_deadline {
            // Issue 21 §2: a decision the player's standing order answers (issue 10: it counts
            // as answered, and the round resolves without it) is not called for again.
            Some(_) if !bot && !absent => owed
                .iter()
                .filter(|d| d.owner == f && !super::intake::covered_by_standing(d))
                .collect(),
            _ => Vec::new(),
        };
        let calls = !mine_owed.is_empty();
        let held: Vec<&crate::store::HeldNews> =
            r.held.iter().filter(|h| h.faction == p.faction).collect();
        // Issue 21 §2: MAIL DIGEST never sends a mail for news alone: the news waits for the
        // first call after the end of a phase (a phase ended in this step, or news held from
        // an earlier phase), and every call carries the State of the Republic (who holds which
        // office, the HRAO) and its decisions' help (who presides, what is on the floor).
        let older_phase = holds_an_older_phase(view.turn, view.phase, held.iter().copied());
        // Issue 25 §2: a player away with his mails held gets nothing but the game's end (and
        // the mail of his return, `release_to`); away with MAIL, every news as it comes.
        let release = game_over
            // FOR-13: the victim of an Influence Peddling is told at once.
            || r.release_to.contains(&p.faction)
            || !away_held
                && (absent
                    || !r.extra.is_empty()
                    || if bot {
                        r.phase_ended
                    } else if digest {
                        calls && (r.phase_ended || older_phase)
                    } else {
                        calls
                    });
        let news: Vec<String> = if release {
            held.iter()
                .map(|h| h.text.clone())
                .chain(fresh.into_iter().map(|(_, t)| t))
                .collect()
        } else {
            out.news.hold.extend(
                fresh
                    .into_iter()
                    .map(|(private, t)| (p.faction, private, t)),
            );
            if !calls {
                continue;
            }
            Vec::new()
        };
        if !calls && news.is_empty() {
            continue;
        }
        if release && let Some(last) = held.last() {
            out.news.release.push((p.faction, last.id));
        }
        let pview = game.view(Viewer::Faction(f));
        let decisions: Vec<CallDecision> = mine_owed.iter().map(|d| form_for(d, &pview)).collect();
        // SEN-59: a Consul for Life's call shows him the hands of the factions he runs.
        let seen = seen_hand_lines(&pview, names);
        let mut news = news;
        if calls && !seen.is_empty() {
            news.push(cx.renderer.mail(&NewsBlock {
                title: words::seen_hands_title(),
                lines: seen,
            })?);
        }
        let deadline_text = r
            .call_deadline
            .filter(|_| calls)
            .map(|ms| deadline::for_player(ms, tz))
            .unwrap_or_default();
        let digest_note = words::news_rhythm_note(if bot {
            NewsRhythm::Bot
        } else if absent {
            NewsRhythm::AbsentMail
        } else if digest && !release {
            NewsRhythm::DigestWaiting
        } else {
            NewsRhythm::Every
        });
        let body = cx.renderer.mail(&Call {
            game_id: cx.game_id.to_string(),
            turn: gm_view.turn,
            phase: phase_name(gm_view.phase).to_string(),
            round: game.round(),
            faction: f.to_string(),
            name: p.name.clone(),
            deadline: deadline_text,
            supersedes: if calls {
                r.supersedes.clone().unwrap_or_default()
            } else {
                String::new()
            },
            news,
            digest_note,
            state: if release || (digest && calls) {
                state_lines(&view, names)
            } else {
                Vec::new()
            },
            decisions,
        })?;
        let round = game.round();
        let subject = if calls {
            let kinds: Vec<crate::rules::DecisionKind> = mine_owed.iter().map(|d| d.kind).collect();
            words::call_subject(
                gm_view.turn,
                gm_view.phase,
                &kinds,
                round,
                &r.call_deadline
                    .map(|ms| deadline::subject_time(ms, tz))
                    .unwrap_or_default(),
                r.supersedes.is_some(),
            )
        } else {
            words::news_subject(
                gm_view.turn,
                gm_view.phase,
                round,
                if game_over {
                    NewsOnly::GameOver
                } else if r.release_to.contains(&p.faction) && owed.iter().any(|d| d.owner == f) {
                    // FOR-13: news between calls (an Influence Peddling) while orders are due.
                    NewsOnly::OrdersDue
                } else {
                    NewsOnly::NothingOwed
                },
            )
        };
        out.mails.push(cx.mail(
            p,
            if calls { "call" } else { "news" },
            &format!("{}.round.{}", r.id_prefix, p.faction),
            subject,
            body,
        ));
    }
    Ok(out)
}

/// Calls for orders alone (a new game, a new player): to each faction that owes something in
/// the current round, no news.
pub fn calls(
    cx: &MailCtx<'_>,
    game: &Game,
    deadline_ms: i64,
    id_prefix: &str,
    prefs: &[crate::store::MailPrefs],
) -> Result<Vec<NewMail>, RefereeError> {
    let names = Names::new(&game.view(Viewer::Gm), game.players());
    Ok(round_mails(
        cx,
        game,
        &RoundNews {
            events: &[],
            names: &names,
            id_prefix,
            deadline_passed: None,
            call_deadline: Some(deadline_ms),
            phase_ended: false,
            extra: Vec::new(),
            supersedes: None,
            release_to: &[],
            held: &[],
            prefs,
        },
    )?
    .mails)
}

/// A player's `TIMEZONE`, if set.
pub fn timezone_of(prefs: &[crate::store::MailPrefs], faction: u8) -> Option<&str> {
    prefs
        .iter()
        .find(|p| p.faction == faction)
        .and_then(|p| p.timezone.as_deref())
}

/// `TIMEZONE <zone>` and `MAIL DIGEST|EVERY` (issue 10): change the player's setting in
/// `prefs` and say what was done (render words it, `render::setting_words`). An unknown zone is refused with a clear note and changes
/// nothing; it does not hold the round (a setting is no answer).
/// The index of the faction's mail settings in `prefs`, added with the defaults if missing.
fn prefs_index(prefs: &mut Vec<crate::store::MailPrefs>, faction: u8) -> usize {
    match prefs.iter().position(|p| p.faction == faction) {
        Some(i) => i,
        None => {
            prefs.push(crate::store::MailPrefs {
                faction,
                ..Default::default()
            });
            prefs.len() - 1
        }
    }
}

pub fn mail_setting(
    m: &orders::MetaOrder,
    prefs: &mut Vec<crate::store::MailPrefs>,
    faction: u8,
) -> Option<SettingNote> {
    let i = prefs_index(prefs, faction);
    let note = match m {
        orders::MetaOrder::Timezone(z) => {
            let utc = ["UTC", "NONE", "GMT", "Z"]
                .iter()
                .any(|u| z.eq_ignore_ascii_case(u));
            if utc {
                prefs[i].timezone = None;
                SettingNote::TimezoneUtc
            } else {
                match deadline::zone_name(z) {
                    Ok(name) => {
                        prefs[i].timezone = Some(name.clone());
                        SettingNote::Timezone(name)
                    }
                    Err(why) => SettingNote::TimezoneRefused {
                        zone: z.clone(),
                        why,
                        kept: prefs[i].timezone.clone(),
                    },
                }
            }
        }
        orders::MetaOrder::MailDigest(true) => {
            prefs[i].digest = true;
            SettingNote::Digest
        }
        orders::MetaOrder::MailDigest(false) => {
            prefs[i].digest = false;
            SettingNote::Every
        }
        // Issue 25 §3 (`sent`: set by the caller, who knows the game's setting).
        orders::MetaOrder::Picture(on) => {
            prefs[i].picture_off = !on;
            SettingNote::Picture {
                on: *on,
                sent: false,
            }
        }
        _ => return None,
    };
    Some(note)
}

/// Issue 25 §2: an absence may last at most this many days.
pub const MAX_ABSENCE_DAYS: u32 = 60;

/// Issue 25 §2: `ABSENT UNTIL <date> [MAIL]` and `BACK`: change the player's absence in `prefs`
/// and say what was done. The date is the start of that day in the player's TIMEZONE (else
/// UTC); it must be after today and at most `MAX_ABSENCE_DAYS` ahead, else it is refused and
/// nothing changes.
pub fn absence_setting(
    m: &orders::MetaOrder,
    prefs: &mut Vec<crate::store::MailPrefs>,
    faction: u8,
    now_ms: i64,
) -> Option<SettingNote> {
    use crate::render::settings::AbsentRefusal;
    let i = prefs_index(prefs, faction);
    let tz = prefs[i].timezone.clone();
    let words_of = |ms: i64| deadline::for_player(ms, tz.as_deref());
    let note = match m {
        orders::MetaOrder::Absent { until, mail } => {
            let kept = prefs[i].absent_until.map(words_of);
            let refused = |why| SettingNote::AbsentRefused {
                date: until.to_string(),
                why,
                kept: kept.clone(),
            };
            match deadline::day_start_ms(until.year, until.month, until.day, tz.as_deref()) {
                None => refused(AbsentRefusal::NotAhead),
                Some(ms) if ms <= now_ms => refused(AbsentRefusal::NotAhead),
                Some(ms) if ms - now_ms > i64::from(MAX_ABSENCE_DAYS + 1) * 86_400_000 => {
                    refused(AbsentRefusal::TooFar(MAX_ABSENCE_DAYS))
                }
                Some(ms) => {
                    prefs[i].absent_until = Some(ms);
                    prefs[i].absent_mail = *mail;
                    SettingNote::Absent {
                        until: words_of(ms),
                        mail: *mail,
                    }
                }
            }
        }
        orders::MetaOrder::Back => {
            if prefs[i].absent_until.is_none() {
                SettingNote::BackNotAway
            } else {
                let held = prefs[i].away_held();
                prefs[i].absent_until = None;
                prefs[i].absent_mail = false;
                SettingNote::Back { held }
            }
        }
        _ => return None,
    };
    Some(note)
}

/// The settings that differ between `before` and `after`, to be written with the step.
pub fn pref_changes(
    before: &[crate::store::MailPrefs],
    after: &[crate::store::MailPrefs],
) -> Vec<(u8, crate::store::PrefChange)> {
    let mut out = Vec::new();
    for a in after {
        let b = before.iter().find(|b| b.faction == a.faction);
        if b.map(|b| b.digest) != Some(a.digest) {
            out.push((a.faction, crate::store::PrefChange::Digest(a.digest)));
        }
        if b.map_or(a.picture_off, |b| b.picture_off) != a.picture_off {
            out.push((
                a.faction,
                crate::store::PrefChange::PictureOff(a.picture_off),
            ));
        }
        let absence = |p: &crate::store::MailPrefs| p.absent_until.map(|u| (u, p.absent_mail));
        if b.map(absence).unwrap_or(None) != absence(a) {
            out.push((a.faction, crate::store::PrefChange::Absent(absence(a))));
        } else if b.and_then(|b| b.absent_extended) != a.absent_extended {
            out.push((
                a.faction,
                crate::store::PrefChange::AbsentExtended(a.absent_extended),
            ));
        }
        if b.map(|b| &b.timezone) != Some(&a.timezone) {
            out.push((
                a.faction,
                crate::store::PrefChange::Timezone(a.timezone.clone()),
            ));
        }
    }
    out
}

/// The welcome mails: each player's private hand and senators and the public setup, with the
/// first call for orders in the same mail when that player owes one (issue 10: one mail per
/// player per round; the welcome is not a mail of its own). `calls` are the first round's calls;
/// a call to a player is folded into their welcome, and the merged mail is a call (its deadline
/// waits for it in the outbox like any call).
pub fn setup_mails(
    cx: &MailCtx<'_>,
    game: &Game,
    events: &[Event],
    names: &Names,
    seed_sha256: &str,
    calls: Vec<NewMail>,
    table: &[String],
) -> Result<Vec<NewMail>, RefereeError> {
    let public = public_lines(events, names);
    let gm_view = game.view(Viewer::Gm);
    let factions = faction_roster(&gm_view, names);
    let mut calls = calls;
    let mut out = Vec::new();
    for p in cx.players {
        let f = FactionId(p.faction);
        let view = game.view(Viewer::Faction(f));
        let call = calls
            .iter()
            .position(|m| m.to_addr == p.address)
            .map(|i| calls.remove(i));
        let body = cx.renderer.mail(&SetupMail {
            game_id: cx.game_id.to_string(),
            scenario: gm_view.scenario.clone(),
            players: cx.players.len(),
            faction: f.to_string(),
            name: p.name.clone(),
            reply_to: cx.reply_to(p),
            address: p.address.clone(),
            senators: senator_lines(&view, f),
            hand: hand_lines(&view, f),
            public: public.clone(),
            factions: factions.clone(),
            seed_sha256: seed_sha256.to_string(),
            call_below: call.is_some(),
            table: table.to_vec(),
            rules: crate::render::option_lines(&game.table_rules().settings()),
        })?;
        let welcome = cx.mail(
            p,
            "setup",
            &format!("setup.{}", p.faction),
            words::welcome_subject(f),
            body,
        );
        out.push(match call {
            Some(call) => fold_call(cx.game_id, welcome, call),
            None => welcome,
        });
    }
    out.extend(calls);
    Ok(out)
}

/// One mail of a private welcome (a new game, a new player) and the call for orders that
/// player owes now: the welcome's text first, then the call's; the subject names both and ends
/// with the call's due time; the mail is a call (its round's deadline waits for it in the
/// outbox like any call).
pub fn fold_call(game_id: &str, welcome: NewMail, call: NewMail) -> NewMail {
    let prefix = format!("[{game_id}] ");
    let what = call.subject.strip_prefix(&prefix).unwrap_or(&call.subject);
    NewMail {
        kind: "call".into(),
        subject: format!("{}; {what}", welcome.subject),
        body: format!("{}\n{}\n\n{}", welcome.body, "=".repeat(72), call.body),
        ..welcome
    }
}

/// Issue 21 §2: the confirmation of a player's mail and the mail the same step writes to that
/// player (the next call, or the news of the game's end), as one mail: the call's Message-ID,
/// kind and round (a reply answers the call), threaded under the player's mail; the Subject
/// says both ("Orders received (round 4); turn 1 Forum: … (round 5) — due …", the call's round
/// last, as `subject_round` reads it) and the body opens with the confirmation.
pub fn fold_confirmation(game_id: &str, confirmation: NewMail, next: NewMail) -> NewMail {
    let prefix = format!("[{game_id}] ");
    let conf = confirmation
        .subject
        .strip_prefix(&prefix)
        .unwrap_or(&confirmation.subject);
    let what = next.subject.strip_prefix(&prefix).unwrap_or(&next.subject);
    NewMail {
        subject: format!("{prefix}{conf}; {what}"),
        body: format!(
            "{}\n{}\n\n{}",
            confirmation.body.trim_end(),
            "=".repeat(72),
            next.body
        ),
        in_reply_to: confirmation.in_reply_to,
        ..next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::CardKey;

    fn players3() -> Vec<PlayerRow> {
        ["alice", "bob", "carol"]
            .iter()
            .enumerate()
            .map(|(i, n)| PlayerRow {
                game_id: "g1".into(),
                faction: i as u8,
                name: (*n).into(),
                address: format!("{n}@example.test"),
                token: format!("tok{i}"),
            })
            .collect()
    }

    fn new_game() -> Game {
        let setup = crate::rules::Setup {
            scenario: crate::rules::Scenario::EarlyRepublic,
            players: vec!["alice".into(), "bob".into(), "carol".into()],
        };
        Game::new(setup, [5u8; 32]).map(|(g, _)| g).unwrap()
    }

    /// Public news, and a private line for bob (faction 1) alone.
    fn news_events() -> Vec<Event> {
        vec![
            Event {
                visibility: Visibility::Public,
                kind: EventKind::TurnStarted { turn: 2 },
            },
            Event {
                visibility: Visibility::Faction(FactionId(1)),
                kind: EventKind::HandDealt {
                    faction: FactionId(1),
                    cards: vec![CardKey("tribune-1".into())],
                },
            },
        ]
    }

    /// The one mail of the round to the first player, which must not call for orders.
    fn the_first_players_mail_without_a_call(r: &RoundMails) -> &NewMail {
        let mine: Vec<_> = r
            .mails
            .iter()
            .filter(|m| m.to_addr == players3()[0].address)
            .collect();
        assert_eq!(mine.len(), 1);
        assert!(!mine[0].body.contains("ORDERS ARE DUE"), "{}", mine[0].body);
        mine[0]
    }

    fn run(
        game: &Game,
        events: &[Event],
        call: Option<i64>,
        phase_ended: bool,
        held: &[crate::store::HeldNews],
        prefs: &[crate::store::MailPrefs],
    ) -> RoundMails {
        let renderer = Renderer::new().unwrap();
        let players = players3();
        let cx = MailCtx {
            renderer: &renderer,
            game_id: "g1",
            gm_address: "gm@example.test",
            players: &players,
            domain: "example.test",
            nonce: "n".into(),
        };
        let names = Names::new(&game.view(Viewer::Gm), game.players());
        round_mails(
            &cx,
            game,
            &RoundNews {
                events,
                names: &names,
                id_prefix: "s9",
                deadline_passed: None,
                call_deadline: call,
                phase_ended,
                extra: Vec::new(),
                supersedes: None,
                release_to: &[],
                held,
                prefs,
            },
        )
        .unwrap()
    }

    /// SEN-59 (LR 1.09.823): the Consul for Life's call in the Senate shows him the hands of the
    /// factions he runs, in his mail alone.
    #[test]
    fn sen_59_the_consul_for_lifes_call_shows_the_hands_he_may_look_at() {
        let text = r#"
players = ["Alice", "Bob", "Carol"]
turn = 3
[start]
phase = "senate"
stage = "other_business"
[[faction]]
[[faction]]
hand = ["tribune-1"]
[[faction]]
hand = ["secret-bodyguard-1"]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
offices = ["rome_consul"]
[[senator]]
card = "Fabius"
faction = 1
influence = 25
consul_for_life = true
[[senator]]
card = "Valerius"
faction = 2
leader = true
[[senator]]
card = "Julius"
faction = 2
[[senator]]
card = "Claudius"
faction = 3
leader = true
offices = ["field_consul"]
[[senator]]
card = "Manlius"
faction = 3
"#;
        let p = crate::position::load(text).unwrap();
        let (g, _) = crate::position::start(&p, [3u8; 32]).unwrap();
        let r = run(&g, &[], Some(1_795_609_085_000), false, &[], &[]);
        let calls: Vec<&NewMail> = r.mails.iter().filter(|m| m.kind == "call").collect();
        assert_eq!(calls.len(), 1, "the Consul for Life alone proposes");
        let his = calls[0];
        assert_eq!(his.to_addr, players3()[0].address);
        assert!(
            his.body.contains("the hands of the factions you run"),
            "{}",
            his.body
        );
        assert!(
            his.body.contains("Faction 2 (Bob): Tribune"),
            "{}",
            his.body
        );
        assert!(
            his.body.contains("Faction 3 (Carol): Secret Bodyguard"),
            "{}",
            his.body
        );
        for m in r.mails.iter().filter(|m| m.to_addr != his.to_addr) {
            assert!(!m.body.contains("Secret Bodyguard"), "{}", m.body);
        }
        if let Some(a) = &r.public {
            assert!(!a.body.contains("Secret Bodyguard"));
        }
    }

    /// RVN-08 / COM-03: the state lines show every Force away and a Revolt under way (both
    /// public), Veterans with their allegiance.
    #[test]
    fn rvn_08_the_state_lines_show_the_forces_away_and_the_revolt() {
        let text = r#"
players = ["Alice", "Bob", "Carol"]
turn = 3
[start]
phase = "combat"
[wars]
active = ["punic-1"]
[[faction]]
[[faction]]
[[faction]]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
leader = true
offices = ["field_consul"]
[[senator]]
card = "Julius"
faction = 2
offices = ["rome_consul"]
[[senator]]
card = "Claudius"
faction = 3
leader = true
[[force]]
war = "punic-1"
commander = "Julius"
legions = 3
veterans = ["Fabius"]
fleets = 2
[rebellion]
rebel = "Cornelius"
legions = 4
veterans = ["Cornelius", "Fabius"]
[rebellion.senate_army]
commander = "Valerius"
legions = 6
"#;
        let p = crate::position::load(text).unwrap();
        let (g, _) = crate::position::start(&p, [3u8; 32]).unwrap();
        let view = g.view(Viewer::Public);
        let names = Names::new(&view, g.players());
        let lines = state_lines(&view, &names);
        let has = |want: &str| lines.iter().any(|l| l.contains(want));
        assert!(
            has(
                "On the 1st Punic War: Julius with 3 Legions (1 of them Veteran, owing allegiance to Fabius) and 2 Fleets."
            ),
            "{lines:#?}"
        );
        assert!(
            has(
                "In Revolt: Cornelius with an Army of 4 Legions (2 of them Veteran, owing allegiance to Cornelius, Fabius)."
            ),
            "{lines:#?}"
        );
        assert!(
            has("The Senate's Army against him: Valerius with 6 Legions."),
            "{lines:#?}"
        );
    }

    /// Issue 10: one mail per player per round, announcement and call together, with the one
    /// subject form; private news only in its owner's mail; observers get the public part.
    #[test]
    fn one_mail_per_player_per_round_with_news_and_call() {
        let g = new_game();
        let due = 1_795_609_085_000; // 2026-11-25 12:18:05 UTC
        let tz = [crate::store::MailPrefs {
            faction: 0,
            digest: false,
            timezone: Some("Europe/Rome".into()),
            bot: false,
            ..Default::default()
        }];
        let r = run(&g, &news_events(), Some(due), false, &[], &tz);
        assert_eq!(
            r.mails.len(),
            3,
            "one mail each: everyone owes the setup round"
        );
        for m in &r.mails {
            assert_eq!(m.kind, "call");
            assert!(
                m.subject.starts_with("[g1] turn ")
                    && m.subject.contains("(round 0) — due 12:18:05 UTC"),
                "{}",
                m.subject
            );
            assert!(m.body.contains("WHAT HAPPENED"), "{}", m.body);
            assert!(
                m.body
                    .contains("ORDERS ARE DUE from you by 2026-11-25 12:18:05 UTC")
            );
            assert!(
                m.body.contains("# default: "),
                "the form is in the same mail"
            );
        }
        assert!(
            r.mails[0].body.contains("13:18:05 in Europe/Rome, CET"),
            "{}",
            r.mails[0].body
        );
        assert!(!r.mails[1].body.contains("Europe/Rome"));
        // The private line: bob's mail alone.
        assert!(
            r.mails[1].body.contains("FOR YOU ONLY"),
            "{}",
            r.mails[1].body
        );
        assert!(!r.mails[0].body.contains("FOR YOU ONLY"));
        assert!(!r.mails[2].body.contains("FOR YOU ONLY"));
        let public = r.public.expect("observers get the public part");
        assert_eq!(public.kind, "announcement");
        assert!(!public.body.contains("FOR YOU ONLY"));
        assert!(r.news.is_empty(), "nothing held: every player got a mail");
    }

    /// Issue 10: a player who owes nothing in the new round gets no mail; the news waits for
    /// their next mail, which opens with it (oldest first) and releases it.
    #[test]
    fn no_mail_without_a_call_the_news_waits() {
        let g = new_game();
        let r = run(&g, &news_events(), None, false, &[], &[]);
        assert!(r.mails.is_empty(), "{:?}", r.mails);
        assert_eq!(r.news.hold.len(), 4, "public for three, private for bob");
        assert!(
            r.news
                .hold
                .iter()
                .any(|(f, private, _)| *f == 1 && *private)
        );
        assert!(
            !r.news
                .hold
                .iter()
                .any(|(f, private, _)| *f != 1 && *private)
        );
        // The next round calls them: the held news comes first, then is released.
        let held = vec![crate::store::HeldNews {
            id: 7,
            faction: 2,
            private: false,
            text: "WHAT HAPPENED (earlier)\n  The older news.\n".into(),
        }];
        let r = run(
            &g,
            &news_events(),
            Some(1_795_609_085_000),
            false,
            &held,
            &[],
        );
        let carol = &r.mails[2];
        let older = carol.body.find("The older news.").expect("held news sent");
        let newer = carol
            .body
            .find("WHAT HAPPENED (to turn")
            .expect("fresh news sent");
        assert!(older < newer);
        assert_eq!(r.news.release, vec![(2, 7)]);
    }

    /// Issue 10: MAIL DIGEST: calls come as they come, without the news, until the phase ends;
    /// then the news of the phase comes at once.
    #[test]
    fn digest_news_only_at_the_end_of_a_phase() {
        let g = new_game();
        let digest = [crate::store::MailPrefs {
            faction: 0,
            digest: true,
            ..Default::default()
        }];
        let due = Some(1_795_609_085_000);
        let r = run(&g, &news_events(), due, false, &[], &digest);
        assert_eq!(r.mails.len(), 3);
        assert!(
            !r.mails[0].body.contains("WHAT HAPPENED"),
            "{}",
            r.mails[0].body
        );
        assert!(
            r.mails[0]
                .body
                .contains("You get the news of this phase with your first call after its end")
        );
        assert!(
            r.mails[0].body.contains("# default: "),
            "the call still comes"
        );
        // Issue 21 §2: the call carries who holds which office (the State of the Republic).
        assert!(
            r.mails[0].body.contains("STATE OF THE REPUBLIC"),
            "{}",
            r.mails[0].body
        );
        assert!(
            !r.mails[1]
                .body
                .contains("You get the news of this phase with your first call after its end")
        );
        assert!(r.mails[1].body.contains("WHAT HAPPENED"));
        assert!(r.news.hold.iter().all(|(f, _, _)| *f == 0) && !r.news.hold.is_empty());
        let r = run(&g, &news_events(), due, true, &[], &digest);
        assert!(r.mails[0].body.contains("WHAT HAPPENED"), "phase end");
        assert!(r.news.hold.is_empty());
        // Issue 21 §2: a digest player who owes nothing gets no mail for news alone: the
        // phase's news waits for the next call (it used to come in a mail of its own).
        let r = run(&g, &news_events(), None, true, &[], &digest);
        assert!(r.mails.is_empty(), "{:?}", r.mails);
        assert!(r.news.hold.iter().any(|(f, _, _)| *f == 0));
    }

    /// Issue 21 §2: a faction a bot plays is sent no call ("ORDERS ARE DUE from you"): its
    /// news is held, and comes at the end of the phase, saying that a bot plays the faction.
    #[test]
    fn no_call_to_a_faction_a_bot_plays() {
        let g = new_game();
        let bot = [crate::store::MailPrefs {
            faction: 0,
            bot: true,
            ..Default::default()
        }];
        let due = Some(1_795_609_085_000);
        let r = run(&g, &news_events(), due, false, &[], &bot);
        assert_eq!(r.mails.len(), 2, "the two human players only");
        assert!(r.mails.iter().all(|m| m.to_addr != players3()[0].address));
        assert!(r.news.hold.iter().any(|(f, _, _)| *f == 0));
        let r = run(&g, &news_events(), due, true, &[], &bot);
        let mine = the_first_players_mail_without_a_call(&r);
        assert!(mine.body.contains("A bot plays your faction"));
        assert_eq!(mine.kind, "news");
    }

    /// Issue 25 §2: a player away (no MAIL) gets no mail at all, not even at the end of a
    /// phase; his news is held; the others read that his faction is answered by its defaults.
    /// Away with MAIL: no call, the news as it comes.
    #[test]
    fn no_mail_to_a_player_away() {
        let g = new_game();
        let away = [crate::store::MailPrefs {
            faction: 0,
            absent_until: Some(1_796_000_000_000),
            ..Default::default()
        }];
        let due = Some(1_795_609_085_000);
        for phase_ended in [false, true] {
            let r = run(&g, &news_events(), due, phase_ended, &[], &away);
            assert_eq!(r.mails.len(), 2, "the two players not away only");
            assert!(r.mails.iter().all(|m| m.to_addr != players3()[0].address));
            assert!(r.news.hold.iter().any(|(f, _, _)| *f == 0));
            let other = &r.mails[0];
            assert!(
                other
                    .body
                    .contains("is answered by its standing orders and Default Moves"),
                "{}",
                other.body
            );
        }
        let away_mail = [crate::store::MailPrefs {
            absent_mail: true,
            ..away[0].clone()
        }];
        let r = run(&g, &news_events(), due, false, &[], &away_mail);
        let mine = the_first_players_mail_without_a_call(&r);
        assert_eq!(mine.kind, "news");
    }

    /// Issue 25 §2: ABSENT UNTIL takes a date after today and at most 60 days ahead, in the
    /// player's TIMEZONE; BACK ends it.
    #[test]
    fn absence_settings() {
        use crate::render::settings::AbsentRefusal;
        let now = 1_795_609_085_000; // 2026-11-25 12:18:05 UTC
        let date = |year, month, day| orders::AbsentDate { year, month, day };
        let absent = |until| orders::MetaOrder::Absent { until, mail: false };
        let mut prefs = Vec::new();
        let n = absence_setting(&absent(date(2026, 11, 25)), &mut prefs, 1, now);
        assert!(matches!(
            n,
            Some(SettingNote::AbsentRefused {
                why: AbsentRefusal::NotAhead,
                ..
            })
        ));
        let n = absence_setting(&absent(date(2027, 2, 1)), &mut prefs, 1, now);
        assert!(matches!(
            n,
            Some(SettingNote::AbsentRefused {
                why: AbsentRefusal::TooFar(60),
                ..
            })
        ));
        assert_eq!(prefs[0].absent_until, None);
        prefs[0].timezone = Some("Europe/Rome".into());
        let n = absence_setting(&absent(date(2026, 12, 24)), &mut prefs, 1, now);
        assert!(matches!(n, Some(SettingNote::Absent { mail: false, .. })));
        // 2026-12-24 00:00 in Rome (CET, UTC+1) is 2026-12-23 23:00 UTC.
        assert_eq!(prefs[0].absent_until, Some(1_798_066_800_000));
        assert_eq!(
            pref_changes(&[], &prefs)
                .iter()
                .find(|(_, c)| matches!(c, crate::store::PrefChange::Absent(_))),
            Some(&(
                1,
                crate::store::PrefChange::Absent(Some((1_798_066_800_000, false)))
            ))
        );
        let n = absence_setting(&orders::MetaOrder::Back, &mut prefs, 1, now);
        assert_eq!(n, Some(SettingNote::Back { held: true }));
        assert_eq!(prefs[0].absent_until, None);
        let n = absence_setting(&orders::MetaOrder::Back, &mut prefs, 1, now);
        assert_eq!(n, Some(SettingNote::BackNotAway));
    }

    /// Issue 10: TIMEZONE and MAIL settings: a known zone is kept by its canonical name, an
    /// unknown one refused with a clear note and nothing changed.
    #[test]
    fn timezone_and_mail_settings() {
        // The setting changed, and the confirmation's words for it.
        fn set(
            m: &orders::MetaOrder,
            prefs: &mut Vec<crate::store::MailPrefs>,
            faction: u8,
            notes: &mut Vec<String>,
        ) {
            notes.extend(mail_setting(m, prefs, faction).map(|n| crate::render::setting_words(&n)));
        }
        let mut prefs = Vec::new();
        let mut notes = Vec::new();
        set(
            &orders::MetaOrder::Timezone("europe/rome".into()),
            &mut prefs,
            2,
            &mut notes,
        );
        assert_eq!(prefs[0].timezone.as_deref(), Some("Europe/Rome"));
        set(
            &orders::MetaOrder::Timezone("Mars/Olympus".into()),
            &mut prefs,
            2,
            &mut notes,
        );
        assert_eq!(prefs[0].timezone.as_deref(), Some("Europe/Rome"));
        assert!(
            notes[1].contains("WAS NOT ACCEPTED") && notes[1].contains("not a known time zone")
        );
        set(
            &orders::MetaOrder::MailDigest(true),
            &mut prefs,
            2,
            &mut notes,
        );
        assert!(prefs[0].digest);
        let changes = pref_changes(&[], &prefs);
        assert!(changes.contains(&(2, crate::store::PrefChange::Digest(true))));
        assert!(changes.contains(&(
            2,
            crate::store::PrefChange::Timezone(Some("Europe/Rome".into()))
        )));
        set(
            &orders::MetaOrder::Timezone("UTC".into()),
            &mut prefs,
            2,
            &mut notes,
        );
        assert_eq!(prefs[0].timezone, None);
    }
}
