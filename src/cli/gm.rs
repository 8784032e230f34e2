//! `rorgm gm …`: the GM steps in (issue 9). Every change is announced to the players by mail
//! (sent by the running `rorgm serve`).

use anyhow::{Result, bail};
use clap::Subcommand;

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
