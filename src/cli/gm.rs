//! `rorgm gm …`: the GM steps in (issue 9). Every change is announced to the players by mail
//! (sent by the running `rorgm serve`).

use anyhow::{Context, Result, bail};
use clap::Subcommand;

use crate::referee::intake::IntakeOutcome;
use crate::referee::overrule::Overrule;
use crate::referee::{Referee, clock};

#[derive(Debug, Subcommand)]
pub enum GmCmd {
    /// Stop a game's clock: deadlines and reminders stand still, the time left is kept, and
    /// the players are told. Orders are still read.
    Pause {
        /// The game id (`rorgm game list`).
        id: String,
    },
    /// Restart a paused game's clock with the time it had left; the players are told.
    Resume {
        /// The game id.
        id: String,
    },
    /// A bot plays a dropped-out faction (its Default Move at once, every decision) until
    /// `gm human` hands it back; the player is told.
    Bot {
        /// The game id.
        id: String,
        /// Faction number as the mails give it (1 = the first player).
        #[arg(long)]
        faction: u8,
    },
    /// Hand a bot-played faction back to its human; the player is told.
    Human {
        /// The game id.
        id: String,
        /// Faction number as the mails give it.
        #[arg(long)]
        faction: u8,
    },
    /// Enter orders for a player who sent them another way: the file is read exactly as a
    /// mail of theirs would be, and the player gets the usual confirmation.
    As {
        /// The game id.
        id: String,
        /// Faction number as the mails give it.
        #[arg(long)]
        faction: u8,
        /// A text file holding the orders, one per line, as a player writes them.
        #[arg(long)]
        orders: std::path::PathBuf,
    },
    /// Mail players sent to the GM's plain address (newest first); they got their STATUS.
    Inbox {
        /// The game id.
        id: String,
    },
    /// Add or remove an observer: one who gets every public announcement and nothing private.
    Observer {
        /// The game id.
        id: String,
        /// Address to add.
        #[arg(long, conflicts_with = "remove", required_unless_present = "remove")]
        add: Option<String>,
        /// Address to remove.
        #[arg(long)]
        remove: Option<String>,
    },
    /// The automatic rulings of a game (PB-04 persuasion rulings, Default Moves applied, the
    /// GM's other automatic calls), newest first, each with its number for `gm overrule`.
    Rulings {
        /// The game id.
        id: String,
    },
    /// Replace an automatic ruling by the GM's decision: the game is played again from that
    /// point with the same dice, every player gets a correction with the reason, and a round
    /// whose choices changed is called again.
    Overrule {
        /// The game id.
        id: String,
        /// The ruling's number in `gm rulings`.
        number: usize,
        /// Why, in a sentence every player will read.
        #[arg(long)]
        reason: String,
        /// PB-04: the persuasion attempt is frivolous after all.
        #[arg(long, conflicts_with_all = ["not_frivolous", "orders", "senate_sits"])]
        frivolous: bool,
        /// PB-04: the persuasion attempt goes ahead.
        #[arg(long, conflicts_with_all = ["orders", "senate_sits"])]
        not_frivolous: bool,
        /// PB-10: the Senate is not adjourned; it sits on with its business.
        #[arg(long, conflicts_with = "orders")]
        senate_sits: bool,
        /// In place of a Default Move: a text file with the faction's orders, as the player
        /// would write them.
        #[arg(long)]
        orders: Option<std::path::PathBuf>,
    },
    /// Approval mode: the players' mails of a step that makes an automatic ruling wait for the
    /// GM (`gm approve` or `gm overrule`), and go out as ruled after HOURS without an answer.
    /// The default is automatic.
    Approval {
        /// The game id.
        id: String,
        /// Hours a ruling waits for the GM (1 to 720).
        #[arg(long, conflicts_with = "off", required_unless_present = "off")]
        hours: Option<u32>,
        /// Back to automatic rulings (rulings already waiting keep waiting for an answer or
        /// their time).
        #[arg(long)]
        off: bool,
    },
    /// Approval mode: let a ruling that awaits approval go out as ruled (its players' mails are
    /// sent when `serve` runs).
    Approve {
        /// The game id.
        id: String,
        /// The ruling's number in `gm rulings`.
        number: usize,
    },
    /// Put the GM's own proposals in place of the presiding magistrate's (PB-10): while he is
    /// asked for proposals, or while his proposal is on the floor (its vote is withdrawn). Every
    /// player is told, with the reason.
    Substitute {
        /// The game id.
        id: String,
        /// The proposal as the presiding magistrate would write it, e.g. "PROPOSE CONSULS
        /// Cornelius AND Fabius" (several lines for several proposals).
        #[arg(long)]
        proposal: String,
        /// Why, in a sentence every player will read.
        #[arg(long)]
        reason: String,
    },
}

/// Run one `gm` command.
pub async fn run(cmd: &GmCmd, referee: &Referee) -> Result<()> {
    match cmd {
        GmCmd::Pause { id } => {
            let p = referee.pause_game(id).await?;
            println!(
                "game {id} is paused ({} left to the deadline); the players' mail is queued (sent by `rorgm serve`)",
                crate::referee::gm::duration_text(p.deadline_left_ms)
            );
        }
        GmCmd::Resume { id } => match referee.resume_game(id).await? {
            Some(d) => println!(
                "game {id} resumed; deadline {} UTC; the players' mail is queued",
                clock::show(clock::from_ms(d.deadline_ms))
            ),
            None => println!("game {id} resumed (no round is open); the players' mail is queued"),
        },
        GmCmd::Bot { id, faction } | GmCmd::Human { id, faction } => {
            let bot = matches!(cmd, GmCmd::Bot { .. });
            let f = faction_index(*faction)?;
            let changed = referee.set_bot(id, f, bot).await?;
            match (bot, changed) {
                (true, true) => {
                    println!("a bot now plays faction {faction} of game {id}; the player is told")
                }
                (true, false) => println!("a bot already plays faction {faction} of game {id}"),
                (false, true) => println!(
                    "faction {faction} of game {id} is its human's again; the player is told"
                ),
                (false, false) => println!("no bot plays faction {faction} of game {id}"),
            }
        }
        GmCmd::As {
            id,
            faction,
            orders,
        } => {
            let f = faction_index(*faction)?;
            let text = std::fs::read_to_string(orders)
                .map_err(|e| anyhow::anyhow!("reading {}: {e}", orders.display()))?;
            match referee.orders_as(id, f, &text).await? {
                IntakeOutcome::Accepted { .. } => println!(
                    "orders entered for faction {faction} of game {id}; the confirmation to the player is queued"
                ),
                other => bail!("the orders were not taken: {other:?}"),
            }
        }
        GmCmd::Substitute {
            id,
            proposal,
            reason,
        } => {
            let lines = referee.substitute(id, proposal, reason).await?;
            println!(
                "game {id}: the GM's proposal{} now before the Senate: {}; the players' mail goes \
                 out when `serve` runs",
                if lines.len() == 1 { " is" } else { "s are" },
                lines.join("; ")
            );
        }
        GmCmd::Rulings { id } => {
            let list = referee.rulings(id).await?;
            if list.is_empty() {
                println!("game {id} has no automatic rulings yet");
            }
            let approval = referee.rulings_approval(id, &list).await?;
            for (r, a) in list.iter().zip(approval.iter()).rev() {
                use crate::referee::approval::RulingApproval as A;
                let state = match a {
                    A::NotHeld => String::new(),
                    A::Awaiting { due_ms } => format!(
                        " AWAITING APPROVAL (goes out as ruled at {} UTC)",
                        clock::show(clock::from_ms(*due_ms))
                    ),
                    A::Approved => " (approved)".into(),
                    A::TimedOut => " (went out as ruled: no answer in time)".into(),
                };
                println!(
                    "{:>3}. [{}] {} (input {}){state}",
                    r.number, r.rule, r.text, r.seq
                );
            }
        }
        GmCmd::Overrule {
            id,
            number,
            reason,
            frivolous,
            not_frivolous,
            senate_sits,
            orders,
        } => {
            let with = match (frivolous, not_frivolous, orders) {
                (true, _, _) => Overrule::Frivolous,
                (_, true, _) => Overrule::NotFrivolous,
                _ if *senate_sits => Overrule::SenateSits,
                (_, _, Some(file)) => Overrule::Orders(
                    std::fs::read_to_string(file)
                        .with_context(|| format!("reading {}", file.display()))?,
                ),
                _ => {
                    bail!(
                        "say what the GM decides: --frivolous, --not-frivolous, --senate-sits or \
                         --orders FILE"
                    )
                }
            };
            let r = referee.overrule(id, *number, with, reason).await?;
            println!(
                "ruling {} ({}) overruled in game {id}: {} later input(s) applied again, {} void{}; \
                 the corrections go out when `serve` runs",
                r.number,
                r.rule,
                r.kept,
                r.voided,
                if r.recalled {
                    ", the open round called again"
                } else {
                    ""
                }
            );
        }
        GmCmd::Approval { id, hours, off } => {
            let hours = if *off { None } else { *hours };
            referee.set_approval(id, hours).await?;
            match hours {
                Some(h) => println!(
                    "game {id} is in approval mode: a ruling's mails wait for `gm approve` or \
                     `gm overrule`, at most {h} hour(s)"
                ),
                None => println!("game {id} makes its rulings automatically again"),
            }
        }
        GmCmd::Approve { id, number } => {
            let r = referee.approve(id, *number).await?;
            println!(
                "ruling {} ({}) of game {id} approved: {} mail(s) released{}",
                r.number,
                r.rule,
                r.released,
                if r.released == 0 {
                    " (an earlier ruling still awaits approval, or nothing was held)"
                } else {
                    ", sent when `serve` runs"
                }
            );
        }
        GmCmd::Inbox { id } => {
            let inbox = referee.store.gm_inbox(id).await?;
            if inbox.is_empty() {
                println!("no mail to the plain address for game {id}");
            }
            for (n, (faction, at, subject, text)) in inbox.iter().enumerate() {
                println!("{}. Faction {} at {at}: {subject}", n + 1, faction + 1);
                for line in text.lines() {
                    println!("   | {line}");
                }
            }
        }
        GmCmd::Observer { id, add, remove } => match (add, remove) {
            (Some(a), _) => {
                if referee.add_observer(id, a).await? {
                    println!("{a} now observes game {id}: public announcements only");
                } else {
                    println!("{a} already observes game {id}");
                }
            }
            (None, Some(r)) => {
                if referee.remove_observer(id, r).await? {
                    println!("{r} no longer observes game {id}");
                } else {
                    bail!("{r} does not observe game {id}");
                }
            }
            (None, None) => bail!("give --add ADDRESS or --remove ADDRESS"),
        },
    }
    Ok(())
}

/// Faction numbers as the mails give them (1-based) to the seat index.
fn faction_index(n: u8) -> Result<u8> {
    if n == 0 {
        bail!("--faction counts from 1, as the mails number the factions");
    }
    Ok(n - 1)
}
