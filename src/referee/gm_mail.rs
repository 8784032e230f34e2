//! GM commands by mail (issue 9): the GM writes, from the GM's registered address, to the GM's
//! own secret address (gm+<token>@…), one command per line; each is carried out as the CLI
//! would, and the GM gets a reply restating each line and what came of it. A mail that fails
//! either check (sender, token) changes nothing.
//!
//! Commands (case-insensitive; factions as the mails number them):
//! `PAUSE <game>`, `RESUME <game>`, `EXTEND <game> <hours>`, `BOT <game> <faction>`,
//! `HUMAN <game> <faction>`, `OBSERVER <game> ADD|REMOVE <address>`,
//! `CANCEL <game> [reason…]`, `APPROVE <game> <ruling>` (approval mode), `LIST`.

use crate::mail::InboundMail;
use crate::store::{InboundRow, NewMail, Step, with_gm_command};

/// Fault injection (tests): stop the intake of a GM command mail, as a crash would, right after
/// this many commands were carried out (`usize::MAX`: never).
#[cfg(feature = "fault-injection")]
pub static FAIL_AFTER_GM_COMMANDS: std::sync::atomic::AtomicUsize =
    std::sync::atomic::AtomicUsize::new(usize::MAX);

use super::intake::IntakeOutcome;
use super::stack::boxed;
use super::{Referee, RefereeError, clock};
use crate::render::gm_notices::{
    CommandDone, CommandNeeds, command_done, command_from_stranger, command_needs, list_line,
    not_done,
};

/// The GM's command address settings.
#[derive(Debug, Clone)]
pub struct GmCommands {
    /// The GM's registered address, lowercased.
    pub address: String,
    /// The secret token of gm+<token>@….
    pub token: String,
}

/// One command line, parsed.
#[derive(Debug, Clone, PartialEq)]
pub enum GmCommand {
    Pause(String),
    Resume(String),
    Extend(String, f64),
    Bot(String, u8),
    Human(String, u8),
    ObserverAdd(String, String),
    ObserverRemove(String, String),
    Cancel(String, String),
    /// Approval mode: let ruling N (as `gm rulings` numbers it) go out as ruled.
    Approve(String, usize),
    List,
}

/// Parse one line; `Ok(None)` for a line that is not a command (greetings, signatures).
pub fn parse_command(line: &str) -> Result<Option<GmCommand>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Ok(None);
    };
    let kw = first.trim_end_matches([':', '.', ',']).to_ascii_uppercase();
    let game = |i: usize| -> Result<String, String> {
        words
            .get(i)
            .map(|g| g.trim_end_matches(['.', ',']).to_string())
            .filter(|g| crate::orders::grammar::looks_like_game_id(g))
            .ok_or_else(|| command_needs(&CommandNeeds::Game(&kw)))
    };
    let faction = |i: usize| -> Result<u8, String> {
        words
            .get(i)
            .and_then(|w| w.parse::<u8>().ok())
            .filter(|n| *n >= 1)
            .ok_or_else(|| command_needs(&CommandNeeds::Faction(&kw)))
    };
    let cmd = match kw.as_str() {
        "PAUSE" => GmCommand::Pause(game(1)?),
        "RESUME" => GmCommand::Resume(game(1)?),
        "EXTEND" => {
            let hours = words
                .get(2)
                .map(|w| w.trim_end_matches(['h', 'H']))
                .and_then(|w| w.parse::<f64>().ok())
                .filter(|h| h.is_finite() && *h > 0.0)
                .ok_or_else(|| command_needs(&CommandNeeds::Hours))?;
            GmCommand::Extend(game(1)?, hours)
        }
        "BOT" => GmCommand::Bot(game(1)?, faction(2)?),
        "HUMAN" => GmCommand::Human(game(1)?, faction(2)?),
        "OBSERVER" => {
            let g = game(1)?;
            let addr = words
                .get(3)
                .map(|a| a.to_string())
                .ok_or_else(|| command_needs(&CommandNeeds::ObserverAddress))?;
            match words.get(2).map(|w| w.to_ascii_uppercase()).as_deref() {
                Some("ADD") => GmCommand::ObserverAdd(g, addr),
                Some("REMOVE") => GmCommand::ObserverRemove(g, addr),
                _ => return Err(command_needs(&CommandNeeds::ObserverAddress)),
            }
        }
        "APPROVE" => {
            let n = words
                .get(2)
                .and_then(|w| w.trim_end_matches(['.', ',']).parse::<usize>().ok())
                .filter(|n| *n >= 1)
                .ok_or_else(|| command_needs(&CommandNeeds::RulingNumber))?;
            GmCommand::Approve(game(1)?, n)
        }
        "CANCEL" => GmCommand::Cancel(game(1)?, words[2.min(words.len())..].join(" ")),
        "LIST" if words.len() == 1 => GmCommand::List,
        _ => return Ok(None),
    };
    Ok(Some(cmd))
}

impl GmCommand {
    /// The game the command is about (`LIST` is about none).
    fn game(&self) -> Option<&str> {
        match self {
            GmCommand::Pause(g)
            | GmCommand::Resume(g)
            | GmCommand::Extend(g, _)
            | GmCommand::Bot(g, _)
            | GmCommand::Human(g, _)
            | GmCommand::ObserverAdd(g, _)
            | GmCommand::ObserverRemove(g, _)
            | GmCommand::Cancel(g, _)
            | GmCommand::Approve(g, _) => Some(g),
            GmCommand::List => None,
        }
    }
}

impl Referee {
    /// The rules' refusal of a command in render's words, with the names of its game as the GM
    /// sees it (issue 23 point 1: not the rule error's own text).
    async fn refusal_for_gm(&self, cmd: &GmCommand, e: &crate::rules::RuleError) -> String {
        let names = match cmd.game() {
            Some(g) => match self.load(g).await {
                Ok(l) => crate::render::Names::new(
                    &l.game.view(crate::rules::Viewer::Gm),
                    l.game.players(),
                ),
                Err(_) => crate::render::Names::default(),
            },
            None => crate::render::Names::default(),
        };
        crate::render::refusal(e, &names)
    }

    /// Carry out one command; the sentence for the reply. Each command's future is boxed
    /// (ARCHITECTURE.md "Stacks").
    async fn run_command(&self, cmd: &GmCommand) -> Result<String, RefereeError> {
        Ok(match cmd {
            GmCommand::Pause(g) => {
                let p = boxed(|| self.pause_game(g)).await?;
                command_done(&CommandDone::Paused {
                    game: g,
                    left: &super::gm::duration_text(p.deadline_left_ms),
                })
            }
            GmCommand::Resume(g) => {
                let d = boxed(|| self.resume_game(g)).await?;
                command_done(&CommandDone::Resumed {
                    game: g,
                    deadline: d
                        .map(|d| clock::show(clock::from_ms(d.deadline_ms)))
                        .as_deref(),
                })
            }
            GmCommand::Extend(g, h) => {
                let d = boxed(|| self.extend_deadline(g, *h)).await?;
                command_done(&CommandDone::Extended {
                    game: g,
                    deadline: &clock::show(clock::from_ms(d.deadline_ms)),
                })
            }
            GmCommand::Bot(g, f) | GmCommand::Human(g, f) => {
                let bot = matches!(cmd, GmCommand::Bot(..));
                let changed = boxed(|| self.set_bot(g, f - 1, bot)).await?;
                command_done(&CommandDone::Bot {
                    game: g,
                    faction: *f,
                    bot,
                    changed,
                })
            }
            GmCommand::ObserverAdd(g, a) => command_done(&CommandDone::Observer {
                game: g,
                address: a,
                add: true,
                changed: boxed(|| self.add_observer(g, a)).await?,
            }),
            GmCommand::ObserverRemove(g, a) => command_done(&CommandDone::Observer {
                game: g,
                address: a,
                add: false,
                changed: boxed(|| self.remove_observer(g, a)).await?,
            }),
            GmCommand::Cancel(g, reason) => {
                boxed(|| self.cancel_game(g, reason)).await?;
                command_done(&CommandDone::Cancelled { game: g })
            }
            GmCommand::Approve(g, n) => {
                let r = boxed(|| self.approve(g, *n)).await?;
                command_done(&CommandDone::Approved {
                    game: g,
                    number: *n,
                    rule: &r.rule,
                    released: r.released,
                })
            }
            GmCommand::List => {
                let games = self.store.list_games().await?;
                if games.is_empty() {
                    command_done(&CommandDone::NoGames)
                } else {
                    let mut lines = Vec::new();
                    for g in &games {
                        // Issue 21: a paused game says so.
                        let status = if self.store.pause(&g.id).await?.is_some() {
                            crate::render::intake_words::paused_word().to_string()
                        } else {
                            g.status.clone()
                        };
                        lines.push(list_line(&g.id, &g.scenario, g.round, &status));
                    }
                    lines.join("\n")
                }
            }
        })
    }

    /// Issue 26: `game` exists and another referee steps it (always false without sharing).
    async fn another_referees(&self, game: &str) -> Result<bool, RefereeError> {
        if self.store.owns(game) {
            return Ok(false);
        }
        match self.store.game(game).await {
            Ok(_) => Ok(true),
            Err(crate::store::StoreError::NoGame(_)) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    /// A mail to the GM's command address, taken in exactly once: each command line is
    /// recorded done in the transaction of its own change (`store::with_gm_command`); the
    /// inbound record commits last, with the reply. If the server stops midway, the mail is
    /// read again: the lines done are not run again (the reply says so) and the rest are.
    pub(super) async fn take_in_gm_commands(
        &self,
        key: &str,
        mail: &InboundMail,
        gm: &GmCommands,
        now_ms: i64,
        now_text: &str,
    ) -> Result<IntakeOutcome, RefereeError> {
        let from_ok =
            mail.from_problem.is_none() && mail.from.as_deref() == Some(gm.address.as_str());
        let outcome = if from_ok {
            "accepted:gm commands".to_string()
        } else {
            "refused:gm command address, wrong sender".to_string()
        };
        let mut step = Step {
            now_ms,
            now_text: now_text.to_string(),
            inbound: Some(InboundRow {
                source_key: key.to_string(),
                message_id: mail.message_id.clone(),
                dedup_key: mail.dedup_key.clone(),
                from_addr: mail.from.clone(),
                game_id: None,
                faction: None,
                outcome: outcome.clone(),
            }),
            ..Default::default()
        };
        if !from_ok {
            // Nothing is done; the GM (never the sender) is told.
            let (subject, body) = command_from_stranger(mail.from.as_deref());
            step.outbox
                .push(self.gm_reply(gm, key, &subject, &body, None));
            self.store.commit_step(&step).await?;
            tracing::warn!("GM command mail from a wrong sender refused");
            return Ok(IntakeOutcome::Refused(outcome));
        }
        let mut report = Vec::new();
        let read = crate::orders::read_body(&mail.text)
            .map_err(|e| RefereeError::Invalid(crate::render::body_error(&e)))?;
        // Issue 26: with several referees, the mail belongs to the referee of the first game it
        // names (its other lines for that referee's games are carried out here; a line for a
        // game another referee steps is answered "not done"), so that one referee always
        // finishes it. A mail naming no game is anyone's.
        let first_game = read.lines.iter().find_map(|l| {
            parse_command(&l.text)
                .ok()
                .flatten()?
                .game()
                .map(str::to_string)
        });
        if let Some(g) = &first_game
            && self.another_referees(g).await?
        {
            return Ok(IntakeOutcome::NotMine { game_id: g.clone() });
        }
        // Lines an earlier run of this mail carried out before the server stopped.
        let done: std::collections::HashMap<i64, Option<String>> = self
            .store
            .gm_command_progress(key)
            .await?
            .into_iter()
            .collect();
        // Issue 26: the lines for games another referee steps (an unknown game is refused as
        // usual when its line runs).
        let mut others = std::collections::HashSet::new();
        for (i, line) in read.lines.iter().enumerate() {
            if let Ok(Some(cmd)) = parse_command(&line.text)
                && let Some(g) = cmd.game()
                && self.another_referees(g).await?
            {
                others.insert(i as i64);
            }
        }
        let mut ran = 0usize;
        for (i, line) in read.lines.iter().enumerate() {
            let i = i as i64;
            let result = match parse_command(&line.text) {
                Ok(None) => continue,
                Err(e) => not_done(&e),
                Ok(Some(_)) if done.contains_key(&i) => match done.get(&i).cloned().flatten() {
                    Some(r) => r,
                    None => command_done(&CommandDone::DoneUnanswered),
                },
                Ok(Some(cmd)) if others.contains(&i) => {
                    crate::render::gm_notices::another_referees_game(cmd.game().unwrap_or(""))
                }
                Ok(Some(cmd)) => {
                    let r = match with_gm_command(key, i, boxed(|| self.run_command(&cmd))).await {
                        Ok(done) => done,
                        Err(e) if e.is_server_fault() => return Err(e),
                        Err(RefereeError::Rule(e)) => {
                            not_done(&self.refusal_for_gm(&cmd, &e).await)
                        }
                        Err(e) => not_done(&e.to_string()),
                    };
                    self.store.set_gm_command_result(key, i, &r).await?;
                    ran += 1;
                    #[cfg(feature = "fault-injection")]
                    if ran == FAIL_AFTER_GM_COMMANDS.load(std::sync::atomic::Ordering::SeqCst) {
                        return Err(RefereeError::Invalid(
                            "fault injection: stopped after a GM command".into(),
                        ));
                    }
                    r
                }
            };
            report.push(format!("> {}\n{result}", line.text));
        }
        tracing::info!(ran, "GM commands by mail carried out");
        if report.is_empty() {
            report.push(command_done(&CommandDone::NoCommand));
        }
        // The inbound record and the reply, in one transaction: the mail is taken in.
        let reply = Step {
            now_ms,
            now_text: now_text.to_string(),
            inbound: step.inbound.take(),
            outbox: vec![self.gm_reply(
                gm,
                key,
                "Your commands",
                &report.join("\n\n"),
                mail.message_id.clone(),
            )],
            ..Default::default()
        };
        self.store.commit_step(&reply).await?;
        Ok(IntakeOutcome::Ignored("gm commands".into()))
    }

    pub(super) fn gm_reply(
        &self,
        gm: &GmCommands,
        key: &str,
        subject: &str,
        body: &str,
        in_reply_to: Option<String>,
    ) -> NewMail {
        let hash = hex::encode(&<sha2::Sha256 as sha2::Digest>::digest(key.as_bytes())[..6]);
        NewMail {
            game_id: None,
            message_id: format!("gmcmd.{hash}.{}@{}", subject.len(), self.domain()),
            kind: "gm".into(),
            to_addr: gm.address.clone(),
            reply_to: Some(crate::mail::plus_address(
                &self.settings.gm_address,
                &gm.token,
            )),
            subject: format!("rorgm: {subject}"),
            body: format!("{body}\n"),
            in_reply_to,
            auto_submitted: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse() {
        assert_eq!(
            parse_command("PAUSE g1a2b3c"),
            Ok(Some(GmCommand::Pause("g1a2b3c".into())))
        );
        assert_eq!(
            parse_command("extend g1a2b3c 24h"),
            Ok(Some(GmCommand::Extend("g1a2b3c".into(), 24.0)))
        );
        assert_eq!(
            parse_command("Bot g1a2b3c 2"),
            Ok(Some(GmCommand::Bot("g1a2b3c".into(), 2)))
        );
        assert_eq!(
            parse_command("OBSERVER g1a2b3c add eve@x.org"),
            Ok(Some(GmCommand::ObserverAdd(
                "g1a2b3c".into(),
                "eve@x.org".into()
            )))
        );
        assert_eq!(
            parse_command("CANCEL g1a2b3c wrong players"),
            Ok(Some(GmCommand::Cancel(
                "g1a2b3c".into(),
                "wrong players".into()
            )))
        );
        assert_eq!(
            parse_command("APPROVE g1a2b3c 3"),
            Ok(Some(GmCommand::Approve("g1a2b3c".into(), 3)))
        );
        assert!(parse_command("APPROVE g1a2b3c").is_err());
        assert_eq!(parse_command("Thanks!"), Ok(None));
        assert!(parse_command("PAUSE").is_err());
        assert!(parse_command("BOT g1a2b3c 0").is_err());
        assert!(parse_command("EXTEND g1a2b3c -3").is_err());
    }
}
