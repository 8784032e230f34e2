//! `rorgm demo`: a whole game with bot players, run on the embedded defaults. No mail server:
//! a SQLite file and Maildir folders in a fresh directory. The bots write real order mails that
//! go through the real parser and intake; one bot stays silent in some rounds so that Default
//! Moves, reminders and private default notices are shown.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::config::RoundsConfig;
use crate::mail::{MailSink, MailSource, MaildirSink, MaildirSource, plus_address};
use crate::orders;
use crate::rules::{FactionId, GameStatus, Scenario, Viewer};
use crate::store::Store;

use super::newgame::NewPlayer;
use super::service::Fault;
use super::{ManualClock, Referee, RefereeError, RefereeSettings};
use crate::bots::{Bot, RandomBot};

/// What the demo did.
#[derive(Debug, Clone)]
pub struct DemoReport {
    pub dir: PathBuf,
    pub game_id: String,
    pub rounds: u32,
    pub mails_in: usize,
    pub mails_out: usize,
    pub defaults_applied: usize,
    pub end: String,
    /// Issue 10: what each player got, per turn (see `examples/mail_count.rs`).
    pub tally: Vec<TurnTally>,
}

/// One player's mail in one turn of the demo: how many mails of each kind, and in how many
/// rounds of that turn the player owed an answer. A mail counts in the turn of the round it
/// was written for (a resolution's mail in the turn of the round it opens).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TurnTally {
    pub turn: u32,
    pub faction: u8,
    pub owed_rounds: u32,
    /// Order mails the player sent (each gets one confirmation).
    pub sent: u32,
    /// (kind, count), kinds sorted.
    pub mails: Vec<(String, u32)>,
}

impl TurnTally {
    /// Mails of every kind but confirmations and reminders (a reminder goes only to a player
    /// who still owes an answer close to the deadline, which the goal allows).
    pub fn unasked(&self) -> u32 {
        self.mails
            .iter()
            .filter(|(k, _)| k != "confirmation" && k != "reminder")
            .map(|(_, n)| n)
            .sum()
    }

    pub fn count(&self, kind: &str) -> u32 {
        self.mails
            .iter()
            .find(|(k, _)| k == kind)
            .map_or(0, |(_, n)| *n)
    }

    fn add(tally: &mut Vec<TurnTally>, turn: u32, faction: u8) -> &mut TurnTally {
        let i = match tally
            .iter()
            .position(|t| t.turn == turn && t.faction == faction)
        {
            Some(i) => i,
            None => {
                tally.push(TurnTally {
                    turn,
                    faction,
                    ..Default::default()
                });
                tally.len() - 1
            }
        };
        &mut tally[i]
    }

    /// Count the outbox rows from `from` on as mails of `turn`.
    fn mails_of(
        tally: &mut Vec<TurnTally>,
        turn: u32,
        players: &[crate::store::PlayerRow],
        rows: &[crate::store::OutboxRow],
    ) {
        for r in rows {
            let Some(p) = players.iter().find(|p| p.address == r.to_addr) else {
                continue;
            };
            let t = Self::add(tally, turn, p.faction);
            // The news of the game's end (the result) is counted apart: no round follows it.
            let kind = if r.kind == "news" && r.subject.contains("the game is over") {
                "game over".to_string()
            } else {
                r.kind.clone()
            };
            match t.mails.iter_mut().find(|(k, _)| *k == kind) {
                Some((_, n)) => *n += 1,
                None => {
                    t.mails.push((kind, 1));
                    t.mails.sort();
                }
            }
        }
    }
}

const GM: &str = "gm@demo.test";

fn write_mail(
    inbox: &Path,
    n: usize,
    from: &str,
    to: &str,
    subject: &str,
    body: &str,
) -> std::io::Result<()> {
    let text = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <demo-{n}@bots.demo.test>\r\n\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    );
    let name = format!("demo-{n:05}.mail");
    let tmp = inbox.join("tmp").join(&name);
    std::fs::write(&tmp, text.replace('\n', "\r\n").replace("\r\r\n", "\r\n"))?;
    std::fs::rename(&tmp, inbox.join("new").join(&name))
}

/// Run the demo into `dir` (created if missing), printing the public announcements to `out`.
pub async fn run_demo(
    dir: &Path,
    seed: u64,
    out: &mut dyn Write,
) -> Result<DemoReport, RefereeError> {
    let io =
        |e: std::io::Error| RefereeError::Invalid(format!("demo folder {}: {e}", dir.display()));
    std::fs::create_dir_all(dir).map_err(io)?;
    let store = Store::open(&dir.join("demo.sqlite")).await?;
    let inbox_dir = dir.join("gm-inbox");
    let out_dir = dir.join("mailboxes");
    let mut source = MailSource::Maildir(MaildirSource::open(&inbox_dir)?);
    let sink = MailSink::Maildir(MaildirSink::new(&out_dir)?);
    let clock = ManualClock::new(jiff::Timestamp::now());
    let rounds = RoundsConfig {
        hours: 48.0,
        reminder_hours: 12.0,
        confirmation_fold_seconds: 0.0,
    };
    let referee = Referee::new(
        store.clone(),
        RefereeSettings {
            gm_address: GM.to_string(),
            gm_name: "Rome GM (demo)".to_string(),
            gm_notify: None,
            rounds,
        },
        Arc::new(clock.clone()),
    )?;
    let players: Vec<NewPlayer> = (1..=5)
        .map(|i| NewPlayer {
            name: format!("Bot {i}"),
            address: format!("bot{i}@demo.test"),
        })
        .collect();
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let game_id = referee
        .create_game(Scenario::EarlyRepublic, players, Some(seed_bytes))
        .await?;
    let w = |out: &mut dyn Write, s: &str| {
        let _ = writeln!(out, "{s}");
    };
    w(
        out,
        &format!("rorgm demo: game {game_id} with 5 bot players, seed {seed}"),
    );
    w(out, &format!("working folder: {}", dir.display()));
    referee.drain_outbox(&sink).await?;
    let mut printed = 0usize;
    let mut print_new = |out: &mut dyn Write, rows: &[crate::store::OutboxRow]| {
        for r in rows.iter().skip(printed) {
            if r.to_addr == "bot1@demo.test"
                && (r.kind == "call" || r.kind == "news" || r.kind == "setup")
            {
                let _ = writeln!(out, "\n----- {} -----\n{}", r.subject, r.body.trim_end());
            }
        }
        printed = rows.len();
    };
    let mut tally: Vec<TurnTally> = Vec::new();
    let mut counted = 0usize;
    {
        let rows = store.outbox(Some(&game_id)).await?;
        let loaded = referee.load(&game_id).await?;
        let turn = loaded.game.view(Viewer::Public).turn;
        TurnTally::mails_of(&mut tally, turn, &loaded.players, &rows[counted..]);
        counted = rows.len();
        print_new(out, &rows);
    }

    let mut bots: Vec<RandomBot> = (0..5)
        .map(|i| RandomBot::new(seed.wrapping_add(i)))
        .collect();
    let mut mail_no = 0usize;
    let mut rounds_played = 0u32;
    let mut defaults = 0usize;
    for round in 0..400u32 {
        let loaded = referee.load(&game_id).await?;
        if !matches!(loaded.game.status(), GameStatus::Waiting) {
            break;
        }
        let owed = loaded.game.owed();
        if owed.is_empty() {
            break;
        }
        // Bot 5 stays silent every other round: the deadline applies its Default Move.
        let silent = if round % 2 == 0 { Some(4u8) } else { None };
        let turn = loaded.game.view(Viewer::Public).turn;
        for p in &loaded.players {
            if owed.iter().any(|d| d.owner == FactionId(p.faction)) {
                TurnTally::add(&mut tally, turn, p.faction).owed_rounds += 1;
            }
        }
        for p in &loaded.players {
            if Some(p.faction) == silent {
                continue;
            }
            let f = FactionId(p.faction);
            let view = loaded.game.view(Viewer::Faction(f));
            let mine: Vec<_> = owed.iter().filter(|d| d.owner == f).collect();
            if mine.is_empty() {
                continue;
            }
            let mut body = String::from("Here are my orders.\n\n");
            for d in mine {
                let a = bots[usize::from(p.faction)].answer(d, &view);
                for line in orders::decision_answer_lines(d, &a, &view) {
                    body.push_str(&line);
                    body.push('\n');
                }
            }
            body.push_str("\nVale,\n-- \n");
            body.push_str(&p.name);
            mail_no += 1;
            TurnTally::add(&mut tally, turn, p.faction).sent += 1;
            write_mail(
                &inbox_dir,
                mail_no,
                &p.address,
                &plus_address(GM, &p.token),
                &format!("Re: [{game_id}] Orders due"),
                &body,
            )
            .map_err(io)?;
        }
        referee.pass(&mut source, &sink, Fault::None).await?;
        let after = referee.load(&game_id).await?;
        if after.game.round() == loaded.game.round()
            && matches!(after.game.status(), GameStatus::Waiting)
        {
            // Someone is silent: let the reminder go, then the deadline pass.
            if let Some(d) = store.deadline(&game_id).await? {
                clock.set(super::clock::from_ms(d.reminder_ms));
                referee.pass(&mut source, &sink, Fault::None).await?;
                clock.set(super::clock::from_ms(d.deadline_ms + 1000));
                referee.pass(&mut source, &sink, Fault::None).await?;
            }
        }
        rounds_played += 1;
        let rows = store.outbox(Some(&game_id)).await?;
        let after = referee.load(&game_id).await?;
        let turn = after.game.view(Viewer::Public).turn;
        // Confirmations answer this round's mails; the rest was written for the next round.
        let (conf, rest): (Vec<_>, Vec<_>) = rows[counted.min(rows.len())..]
            .iter()
            .cloned()
            .partition(|r| r.kind == "confirmation");
        TurnTally::mails_of(
            &mut tally,
            loaded.game.view(Viewer::Public).turn,
            &loaded.players,
            &conf,
        );
        TurnTally::mails_of(&mut tally, turn, &after.players, &rest);
        counted = rows.len();
        print_new(out, &rows);
    }
    let all = store.outbox(Some(&game_id)).await?;
    // Issue 10: a Default Move is told inside the player's next round mail, not in a mail of
    // its own: count the events.
    defaults += store
        .events(&game_id)
        .await?
        .iter()
        .filter(|e| matches!(e.kind, crate::rules::EventKind::DefaultApplied { .. }))
        .count();
    let loaded = referee.load(&game_id).await?;
    let end = match loaded.game.status() {
        GameStatus::Waiting | GameStatus::Suspended => "still waiting for orders".to_string(),
        GameStatus::RulesEnd { rule, reason } => format!(
            "the rules end at {rule}: {}",
            crate::render::rules_stop(&reason, &loaded.names())
        ),
        GameStatus::Finished { ending } => format!(
            "finished ({}): {}",
            ending.name(),
            crate::render::ending_words(&ending, &loaded.names())
        ),
    };
    let report = DemoReport {
        dir: dir.to_path_buf(),
        game_id: game_id.clone(),
        rounds: rounds_played,
        mails_in: mail_no,
        mails_out: all.iter().filter(|r| r.sent_at.is_some()).count(),
        defaults_applied: defaults,
        end,
        tally: {
            tally.sort_by_key(|t| (t.turn, t.faction));
            tally
        },
    };
    w(out, "");
    w(
        out,
        &format!(
            "Game {game_id}: {} rounds played; {}.",
            report.rounds, report.end
        ),
    );
    w(
        out,
        &format!(
            "{} order mails written by bots into {}; {} mails sent ({} Default Moves applied).",
            report.mails_in,
            inbox_dir.display(),
            report.mails_out,
            report.defaults_applied
        ),
    );
    w(
        out,
        &format!(
            "Each player's mailbox (Maildir): {}/<address>/new/",
            out_dir.display()
        ),
    );
    w(
        out,
        &format!("Database: {}", dir.join("demo.sqlite").display()),
    );
    w(
        out,
        &format!(
            "Look inside: rorgm --db {} game show {game_id} --gm",
            dir.join("demo.sqlite").display()
        ),
    );
    Ok(report)
}
