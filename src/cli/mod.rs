//! The command line (clap): the GM's interface.

pub mod gm;
mod show;

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand};

use crate::config::{Config, Transport};
use crate::mail::auth::{DkimMode, DkimVerifier, effective_mode, stored_mode};
use crate::mail::{self, MailSink, MailSource};
use crate::referee::service::{Fault, shutdown_signal};
use crate::referee::{AuthSettings, Referee, RefereeSettings, SystemClock, newgame};
use crate::rules::Scenario;
use crate::store::Store;

#[derive(Debug, Parser)]
#[command(
    name = "rorgm",
    version,
    about = "Play-by-email Game Master for The Republic of Rome"
)]
#[command(disable_help_subcommand = true)]
pub struct Cli {
    /// Configuration file (see config.example.toml).
    #[arg(
        long,
        global = true,
        default_value = "rorgm.toml",
        env = "RORGM_CONFIG"
    )]
    pub config: PathBuf,
    /// SQLite file to use instead of the config's database.path (game list/show, replay).
    #[arg(long, global = true)]
    pub db: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Games: create, list, show, extend, replace a player, roll back, cancel, export, import, verify.
    #[command(subcommand)]
    Game(GameCmd),
    /// The GM steps in: pause and resume, bots for absent players, orders for a player, observers, the GM inbox.
    #[command(subcommand)]
    Gm(gm::GmCmd),
    /// Create an empty rorgm database at database.path (or --db); `game new` also creates one.
    Init,
    /// Run the referee: mail intake, deadlines and sending, until SIGTERM or Ctrl-C. Refuses a
    /// database that `init` or `game new` did not create, and a second server on one database.
    Serve,
    /// The outbox: send mail refused for good again (`outbox retry ID` or `--all`).
    #[command(subcommand)]
    Outbox(OutboxCmd),
    /// The state of intake and sending: mails waiting in the outbox, the oldest, the last
    /// error, failed mail, outages.
    Status,
    /// Deflate the bodies of sent mail (all of them with --all, else as [storage] says), drop
    /// old ones if configured, and compact the database file (VACUUM).
    Compact {
        /// Deflate every sent body now, whatever its age.
        #[arg(long)]
        all: bool,
    },
    /// Take in one mail from standard input at once (for a Postfix pipe, procmail, .forward).
    /// Exit 0 when taken in or deliberately ignored, 75 (EX_TEMPFAIL) on a transient fault.
    /// The running `rorgm serve` sends the answer.
    Deliver,
    /// Play a demo game with 5 bots on Maildir folders in a temporary directory (no config needed).
    Demo(DemoArgs),
    /// Validate the config file, log in to IMAP and greet SMTP.
    CheckConfig,
    /// Play many bot games through the rules core, checking invariants after every resolution.
    Simulate(SimArgs),
    /// Scenarios: scripted games for testing rules case by case (docs/SCENARIOS.md).
    #[command(subcommand)]
    Scenario(ScenarioCmd),
    /// Replay a game's input log and check it reproduces the stored state.
    Replay {
        /// The game's id (`game list`).
        game: String,
    },
    /// The order reference players get for HELP (`rorgm help orders [TOPIC]`).
    Help { topic: Vec<String> },
    /// Seeded mutation fuzzing of the mail intake, the order grammar, the config reader or the
    /// position loader.
    Fuzz(FuzzArgs),
}

#[derive(Debug, Args)]
pub struct FuzzArgs {
    /// mail, grammar, config or position.
    #[arg(long)]
    pub target: String,
    /// Number of executions.
    #[arg(long, default_value_t = 100_000)]
    pub runs: u64,
    /// Seed of the mutations (the same seed and corpus give the same inputs).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Index of the first execution (to run one execution again: --from N --runs 1).
    #[arg(long, default_value_t = 0)]
    pub from: u64,
    /// Seed corpus folder (default fuzz/seeds/<target>).
    #[arg(long)]
    pub corpus: Option<PathBuf>,
    /// Findings go to <out>/<target>/crash-<hash>, slow-<hash>, abort-<hash>.
    #[arg(long, default_value = "fuzz/artifacts")]
    pub out: PathBuf,
    /// Mutated inputs are cut to this many bytes.
    #[arg(long, default_value_t = crate::fuzz::MAX_INPUT_BYTES)]
    pub max_len: usize,
    /// An execution slower than this (milliseconds, three times running) is a finding.
    #[arg(long, default_value_t = 100)]
    pub slow_ms: u64,
    /// Stop after this many seconds (the summary gives the executions done).
    #[arg(long)]
    pub max_seconds: Option<f64>,
    /// Run these files through the target instead of fuzzing (e.g. a saved crash-<hash>).
    #[arg(long, num_args = 1..)]
    pub replay: Vec<PathBuf>,
    /// Write the inputs of the executions to this folder (<index>.in) instead of running them.
    #[arg(long)]
    pub dump: Option<PathBuf>,
    /// Internal: run the executions in this process (the supervisor starts workers).
    #[arg(long, hide = true)]
    pub worker: bool,
    /// Internal: write each input to this file before running it.
    #[arg(long, hide = true)]
    pub record: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum OutboxCmd {
    /// Send mail that was refused for good (a 5xx, a bad address, a local fault) again: due at
    /// once, in its old place in each recipient's queue (`rorgm status` lists it).
    Retry {
        /// The mail's number as `rorgm status` gives it (#N).
        #[arg(required_unless_present = "all", conflicts_with = "all")]
        id: Option<i64>,
        /// Every failed mail.
        #[arg(long)]
        all: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum GameCmd {
    /// Create a game; prints its id and queues the setup mails.
    New(NewArgs),
    /// List games.
    List,
    /// Show a game as the public, one faction, or the GM sees it.
    Show(ShowArgs),
    /// Seat a new player for a faction (the old personal address stops working).
    Replace {
        /// The game's id (`game list`).
        id: String,
        /// Faction number (1-based).
        #[arg(long)]
        faction: u8,
        /// "Name <address>".
        #[arg(long)]
        player: String,
    },
    /// Roll the game back to the start of an earlier round (replayed from the seed: same dice).
    Rollback {
        /// The game's id (`game list`).
        id: String,
        /// Round number to return to (0 = the setup round); `game show --gm` shows the round.
        #[arg(long)]
        round: u32,
    },
    /// Issue 25 §3: send the board picture and status sheet with each player's news at the end
    /// of each phase (on), or stop (off), in a game already running (`game new --picture` sets
    /// it at the start). A player may still write PICTURE OFF; BOARD always works.
    Pictures {
        /// The game's id (`game list`).
        id: String,
        /// on | off
        setting: String,
    },
    /// DKIM checking of a game's mail or of one player's ([auth] in config.example.toml).
    Auth {
        /// The game's id (`game list`).
        id: String,
        /// Faction number (1-based): set this player's own setting; without it, the game's.
        #[arg(long)]
        faction: Option<u8>,
        /// off | prefer | require, or default (drop this game's or player's own setting);
        /// without it, only show the settings.
        #[arg(long)]
        dkim: Option<String>,
    },
    /// Write the whole game (setup, seed and its commitment, every input, event and mail) as
    /// one JSON file: the GM's, since it holds the seed and the personal tokens.
    Export {
        /// The game's id (`game list`).
        id: String,
        /// File to write (default: standard output).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Rebuild an exported game in this database (checked by replaying every input first).
    Import {
        /// A file written by `game export`.
        file: PathBuf,
    },
    /// Check an exported game: the seed matches the commitment published at the start, and
    /// every die and every event follows from the seed and the inputs. Needs no database.
    Verify {
        /// A file written by `game export`.
        file: PathBuf,
    },
    /// Cancel a game created by mistake (every player is told; its mail is no longer read).
    Cancel {
        /// The game's id (`game list`).
        id: String,
        /// Why, in a sentence the players will read.
        #[arg(long, default_value = "")]
        reason: String,
    },
    /// Extend the open round's deadline (every player is told).
    Extend {
        /// The game's id (`game list`).
        id: String,
        /// Hours to add to the deadline (at most a year).
        #[arg(long)]
        hours: f64,
    },
}

#[derive(Debug, Args)]
pub struct NewArgs {
    /// Scenario: early, middle (SET-07), late (SET-08), extended-early (Early, Middle, Late),
    /// extended-middle (Middle, Late) or extended-early-middle (Early, Middle) (SET-09),
    /// alternative (Alternative History, SET-10).
    #[arg(long, default_value = "early")]
    pub scenario: String,
    /// A player, "Name <address>"; 3 to 6, in seating (clockwise) order.
    #[arg(long = "player", required = true)]
    pub players: Vec<String>,
    /// Fixed dice seed (a whole number, as `demo --seed` takes it, or 64 hex digits), for tests
    /// and for playing a demo's game again; random otherwise.
    #[arg(long)]
    pub seed: Option<String>,
    /// Start from this position file (docs/SCENARIOS.md "Positions") instead of the setup; the
    /// players are the `--player` ones, in the position's faction order.
    #[arg(long)]
    pub position: Option<PathBuf>,
    /// SEN-02 / SEN-04 (seed 004 "VOTING"): `simultaneous` (the default: only the presiding
    /// magistrate, or the player he names, makes conditional votes) or `ordered` (every faction
    /// may make conditional votes on the votes before its turn in the order of voting).
    #[arg(long, default_value = "simultaneous")]
    pub voting_order: String,
    /// House rule "agenda vote" (SEN-02, docs/RULINGS.md; off by default): the presiding
    /// magistrate's list of proposals is announced with its first proposal, and every faction
    /// may vote on all of it in one mail (`VOTE ON <n> YES|NO|ABSTAIN`).
    #[arg(long)]
    pub agenda_vote: bool,
    /// House rule "bid ahead" (FOR-17, docs/RULINGS.md; off by default): the call for an
    /// auctioned initiative's bids takes the bids for the later auctions too
    /// (`INITIATIVE <n>: BID …`).
    #[arg(long)]
    pub bid_ahead: bool,
    /// Issue 25 §3: send each player his board picture and status sheet with the news at the
    /// end of each phase (off by default; a player may write PICTURE OFF; BOARD always works).
    #[arg(long)]
    pub picture: bool,
    /// An option of the game, repeatable, `NAME` or `NAME=VALUE`. Issue 25 §1, the table:
    /// `grey-press` (players may send press unsigned: GREY PRESS), `no-press-copy` (the GM gets
    /// no copy of private press; by default he does), `absent-extension=<hours>` (an absent
    /// player gets the deadline extended once, up to 72 hours, before his Default Moves
    /// answer; default 0). Issue 24 §3, the rules (named in every welcome mail; defaults as
    /// before): `pontifex-maximus=off` (advanced rule 2.01, on by default), `time-delay=off`
    /// (S004 7.3321), `open-treasuries`, `punic-war-active` (the 1st Punic War starts Active),
    /// `voting-order=ordered|simultaneous`, `agenda-vote`, `bid-ahead`, `min-deadline=<hours>`
    /// (no round's deadline shorter), `no-weekend-deadlines[=<time zone>]` (a deadline on a
    /// Saturday or Sunday moves to Monday, same time; UTC by default), `provincial-wars`
    /// (advanced rule 2.02), `advocates` (advanced rule 2.05: Trials with an Advocate),
    /// `legionary-disbandment` (advanced rule 2.04: Veterans disbanded and recalled),
    /// `passing-laws` (advanced rule 2.06: Laws voted on, with Sponsors). The advanced rule 2.03
    /// (`rebel-governors`) is not built and refused.
    #[arg(long = "option")]
    pub options: Vec<String>,
}

/// Issue 25 §1: the table options of `game new --option …` (a rule option is refused here).
pub fn parse_table_options(given: &[String]) -> Result<crate::store::TableOptions> {
    let (table, rules) = parse_options(given)?;
    if let Some(name) = rules.first() {
        bail!("--option {name}: not a table option");
    }
    Ok(table)
}

/// Issue 24 §3 / issue 25 §1: every `game new --option NAME[=VALUE]`: the table options
/// (press, absences: `store::TableOptions`) and the game's rules page (`rules::TableRules`,
/// set through `rules`); returns the names of the rule options given. An unknown name is
/// refused with the list of both; an advanced rule not built with its rule IDs.
pub fn parse_game_options(
    given: &[String],
    rules: &mut crate::rules::TableRules,
) -> Result<(crate::store::TableOptions, Vec<String>)> {
    let mut table = crate::store::TableOptions::default();
    let mut named = Vec::new();
    for g in given {
        let g = g.trim().to_ascii_lowercase().replace('_', "-");
        match g.split_once('=') {
            None if g == "grey-press" || g == "gray-press" => table.grey_press = true,
            None if g == "no-press-copy" => table.press_copy = false,
            None if g == "press-copy" => table.press_copy = true,
            Some(("absent-extension", h)) => {
                let hours: u32 = h.trim().trim_end_matches('h').parse().map_err(|_| {
                    anyhow::anyhow!(
                        "--option absent-extension=<hours>: \"{h}\" is no whole number of hours"
                    )
                })?;
                if hours > crate::store::MAX_ABSENT_EXTENSION_HOURS {
                    bail!(
                        "--option absent-extension: at most {} hours",
                        crate::store::MAX_ABSENT_EXTENSION_HOURS
                    );
                }
                table.absent_extension_hours = hours;
            }
            _ => {
                // A rule option keeps its value's case (a time zone's name).
                let original = given_value(given, &g);
                match rules.set(&original) {
                    Ok(option) => named.push(option.name().to_string()),
                    Err(crate::rules::OptionError::Unknown { name }) => bail!(
                        "--option \"{name}\": no such option; the table options are grey-press, \
                         no-press-copy and absent-extension=<hours>, the rules options {}",
                        crate::rules::options::option_names()
                    ),
                    Err(e) => bail!("{e}"),
                }
            }
        }
    }
    rules.options.check()?;
    if let Some(zone) = &rules.options.weekend_free_zone
        && jiff::tz::TimeZone::get(zone).is_err()
    {
        bail!("--option no-weekend-deadlines={zone}: no such time zone (e.g. Europe/Rome, UTC)");
    }
    Ok((table, named))
}

/// The text of the `--option` whose normalised form is `normalised`, the value's case kept.
fn given_value(given: &[String], normalised: &str) -> String {
    given
        .iter()
        .find(|g| g.trim().to_ascii_lowercase().replace('_', "-") == normalised)
        .map(|g| g.trim().to_string())
        .unwrap_or_else(|| normalised.to_string())
}

fn parse_options(given: &[String]) -> Result<(crate::store::TableOptions, Vec<String>)> {
    parse_game_options(given, &mut crate::rules::TableRules::default())
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The game id (`rorgm game list`).
    pub id: String,
    /// What every player sees (the default).
    #[arg(long, conflicts_with_all = ["faction", "gm"])]
    pub public: bool,
    /// What one faction sees: its number as the mails give it (1 = the first player).
    #[arg(long, conflicts_with = "gm")]
    pub faction: Option<u8>,
    /// Everything: secrets, tokens, rulings, the mail in and out.
    #[arg(long)]
    pub gm: bool,
    /// Machine-readable JSON (the rules' view and the visible events) instead of text.
    #[arg(long)]
    pub json: bool,
    /// How many of the latest events to list (0: all).
    #[arg(long, default_value_t = 30)]
    pub events: usize,
    /// Write the current position (docs/SCENARIOS.md "Positions": TOML, secrets included) and
    /// nothing else.
    #[arg(long, conflicts_with_all = ["public", "faction", "json"])]
    pub position: bool,
    /// Issue 25 §3: write the board picture (PNG) to this file, as the GM sees it (everything),
    /// or as one faction does with --faction, and print the status sheet instead of the rest.
    #[arg(long, conflicts_with_all = ["public", "json", "position"])]
    pub picture: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum ScenarioCmd {
    /// Run a scenario file; prints the events and the final state as JSON. Exits non-zero if an
    /// expectation fails.
    Run {
        /// The scenario file (TOML, see docs/SCENARIOS.md).
        file: PathBuf,
    },
}

#[derive(Debug, Args)]
pub struct SimArgs {
    /// How many games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Seed of the run (each game's dice come from it and the game's number): the same seed
    /// plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Scenario to play: early (the Early Republic), middle (the Middle Republic, SET-07), late
    /// (the Late Republic, SET-08), extended-early, extended-middle or extended-early-middle
    /// (the Extended game, SET-09), alternative (Alternative History, SET-10), or middle-probe (issue
    /// 24, a measurement:
    /// the Early Republic with the 46 Middle Republic cards shuffled into its deck, to count
    /// the rules stops the Middle cards still meet; not the Middle scenario, SET-07), or
    /// middle-probe-no-laws (the same without the five Middle Laws).
    #[arg(long, default_value = "early")]
    pub scenario: String,
    /// Play only game N of the run (numbered from 0, as its errors name it): the same game as
    /// in the whole run.
    #[arg(long)]
    pub only: Option<u32>,
    /// Print every event of the games played, one JSON line each, to standard error (with
    /// `--only`, to follow one game to its fault).
    #[arg(long)]
    pub trace: bool,
    /// Issue 24 §3: a rules option every game plays with, repeatable, `NAME` or `NAME=VALUE`
    /// as `game new --option` takes it (e.g. `--option advocates`).
    #[arg(long = "option")]
    pub options: Vec<String>,
}

#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Folder to play in (default: a new temporary folder, kept afterwards).
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Seed of the dice and of the bots.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Issue 22: log events that may carry secrets whatever their content, so that no `RUST_LOG`
/// lets them through: the wire traces of async-imap (its `trace` lines hold every command, the
/// LOGIN password among them, and every fetched mail) and of lettre (its `debug` lines hold
/// the SMTP AUTH exchange and every mail sent). Their warnings and errors still pass.
pub fn may_hold_secrets(target: &str, level: &tracing::Level) -> bool {
    const WIRE: [&str; 3] = ["async_imap", "imap_proto", "lettre"];
    *level > tracing::Level::INFO
        && WIRE
            .iter()
            .any(|w| target == *w || target.strip_prefix(w).is_some_and(|r| r.starts_with("::")))
}

fn env_password(name: Option<&str>) -> Option<String> {
    name.and_then(|n| std::env::var(n).ok())
}

/// The database for a command that only reads it (issue 22, point 10: works on a read-only
/// file).
async fn open_store(cli: &Cli) -> Result<Store> {
    let path = match &cli.db {
        Some(p) => p.clone(),
        None => Config::load(&cli.config)?.database.location()?,
    };
    Ok(Store::open_for_reading(&path).await?)
}

/// The database path: --db, else the config's database.path.
fn db_path(cli: &Cli, cfg: &Config) -> Result<PathBuf> {
    match &cli.db {
        Some(p) => Ok(p.clone()),
        None => Ok(cfg.database.location()?),
    }
}

/// Issue 26: on PostgreSQL several `serve` share the games: this one takes its share of
/// them (a lease per game, `store::lease`), renews its leases every few seconds and takes
/// over the games of a referee that died (its leases expire). Returns the store that steps
/// only the games it owns. SQLite: the store as it is (one serve per file owns every game).
async fn share_games(store: Store) -> Store {
    if store.backend() != crate::store::Backend::Postgres {
        return store;
    }
    let store = store.sharing_games(crate::store::LEASE_TTL);
    let beat = |store: Store| async move {
        match store.heartbeat().await {
            Ok(c) if !c.taken.is_empty() || !c.lost.is_empty() => tracing::info!(
                referees = c.referees,
                owned = c.owned,
                taken = ?c.taken,
                lost = ?c.lost,
                "games of this referee"
            ),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "cannot renew the leases of the games"),
        }
    };
    beat(store.clone()).await;
    let s = store.clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(crate::store::HEARTBEAT).await;
            beat(s.clone()).await;
        }
    });
    store
}

/// The referee that takes in mail (`serve`): with the GM's command address when configured.
fn intake_referee(store: Store, cfg: &Config) -> Result<Referee> {
    let r = referee(store, cfg)?;
    Ok(match &cfg.gm {
        Some(gm) => {
            let token = gm_token(gm)?;
            r.with_gm_commands(&gm.address, &token)
        }
        None => r,
    })
}

/// The GM's command token from `[gm] token_env`, checked (`serve` and `check-config`).
fn gm_token(gm: &crate::config::GmSection) -> Result<String> {
    let token = std::env::var(&gm.token_env).with_context(|| {
        format!(
            "[gm] token_env: the environment variable {} (the GM's command token) is not set",
            gm.token_env
        )
    })?;
    if token.len() < 12 || !token.chars().all(|c| c.is_ascii_alphanumeric()) {
        bail!(
            "the GM's command token ({}) must be at least 12 letters or digits",
            gm.token_env
        );
    }
    let addr = gm.address.trim();
    if !addr.contains('@') || addr.contains(char::is_whitespace) {
        bail!("[gm] address {addr:?} is not an address");
    }
    Ok(token)
}

fn referee(store: Store, cfg: &Config) -> Result<Referee> {
    let mut r = Referee::new(
        store,
        RefereeSettings {
            gm_address: cfg.mail.gm_address.clone(),
            gm_name: cfg.mail.gm_name.clone(),
            gm_notify: cfg.mail.gm_notify.clone(),
            rounds: cfg.rounds,
        },
        Arc::new(SystemClock),
    )?;
    r.set_send_connections(cfg.send_connections());
    // Issue 22, point 6: every mail carries the GM's copy, where a mail in doubt is looked up.
    if let Some(wait) = cfg.copy_wait()
        && let Ok(imap) = cfg.imap_config(env_password(
            cfg.imap.as_ref().map(|i| i.password_env.as_str()),
        ))
    {
        r = r.with_copies(crate::referee::CopySettings { imap, wait });
    }
    Ok(r)
}

async fn deliver(cli: &Cli) -> Result<crate::referee::intake::IntakeOutcome> {
    let bytes = crate::referee::deliver::read_mail(&mut std::io::stdin().lock())
        .context("reading the mail from standard input")?;
    let cfg = Config::load(&cli.config)?;
    let path = db_path(cli, &cfg)?;
    // Never a fresh database: a wrong path must not swallow the mail (issue 11).
    let store = Store::open_existing(&path).await?;
    let auth = auth_settings(&cfg, &store).await?;
    Ok(intake_referee(store, &cfg)?
        .with_auth(auth)
        .deliver(bytes)
        .await?)
}

/// The outbox lines of `rorgm status` and `game show --gm`.
async fn print_backlog(store: &Store, game: Option<&str>) -> Result<()> {
    let b = store.backlog(game).await?;
    if b.waiting == 0 {
        println!("outbox: nothing waiting");
    } else {
        println!(
            "outbox: {} mail(s) waiting, oldest since {} UTC; last error: {}",
            b.waiting,
            b.oldest_since.as_deref().unwrap_or("?"),
            b.last_error.as_deref().unwrap_or("none")
        );
    }
    // Issue 22: mail refused for good is counted and named, and can be sent again.
    let failed = store.failed_mail(game).await?;
    if !failed.is_empty() {
        println!(
            "failed: {} mail(s) refused for good (`rorgm outbox retry ID` or `--all` sends them again):",
            failed.len()
        );
        for f in &failed {
            println!(
                "  #{} to {} ({}), {} UTC: {}",
                f.id,
                f.to_addr,
                f.subject,
                f.failed_at,
                f.last_error.as_deref().unwrap_or("-")
            );
        }
    }
    let st = store.sender_state().await?;
    if let Some(since) = st.down_since_ms {
        let now = crate::referee::clock::ms(jiff::Timestamp::now());
        println!(
            "sending: DOWN since {} UTC ({}), {} failed attempt(s), next try {} UTC; last error: {}",
            crate::referee::clock::show(crate::referee::clock::from_ms(since)),
            crate::referee::outbox::show_duration(now - since),
            st.failures,
            st.next_probe_ms
                .map(|t| crate::referee::clock::show(crate::referee::clock::from_ms(t)))
                .unwrap_or_else(|| "-".into()),
            st.last_error.as_deref().unwrap_or("-")
        );
    } else if game.is_none() && failed.is_empty() {
        println!("sending: ok");
    } else if game.is_none() {
        println!(
            "sending: works, but {} mail(s) failed (above)",
            failed.len()
        );
    }
    Ok(())
}

/// Issue 22: the intake line of `rorgm status`: down, since when, and why.
async fn print_intake(store: &Store) -> Result<()> {
    let st = store.intake_state().await?;
    match st.down_since_ms {
        Some(since) => {
            let now = crate::referee::clock::ms(jiff::Timestamp::now());
            println!(
                "intake: DOWN since {} UTC ({}), {} failed attempt(s), next try {} UTC; last error: {}",
                crate::referee::clock::show(crate::referee::clock::from_ms(since)),
                crate::referee::outbox::show_duration(now - since),
                st.failures,
                st.next_try_ms
                    .map(|t| crate::referee::clock::show(crate::referee::clock::from_ms(t)))
                    .unwrap_or_else(|| "-".into()),
                st.last_error.as_deref().unwrap_or("-")
            );
        }
        None => println!("intake: ok"),
    }
    Ok(())
}

/// DKIM checking for `serve`: the system resolver, which must be there if anything needs it.
async fn auth_settings(cfg: &Config, store: &Store) -> Result<AuthSettings> {
    let needed = cfg.auth.dkim != DkimMode::Off || store.any_dkim_checks().await?;
    match DkimVerifier::system() {
        Ok(v) => Ok(AuthSettings {
            dkim: cfg.auth.dkim,
            verifier: Some(Arc::new(v)),
        }),
        Err(e) if needed => Err(anyhow::Error::new(e)
            .context("DKIM checks are on ([auth] dkim or `rorgm game auth`) but cannot run")),
        Err(e) => {
            tracing::warn!(error = %e, "no DNS resolver for DKIM checks (none is on now)");
            Ok(AuthSettings {
                dkim: cfg.auth.dkim,
                verifier: None,
            })
        }
    }
}

async fn source(cfg: &Config) -> Result<MailSource> {
    Ok(match cfg.intake() {
        Transport::Maildir => {
            let dir = cfg.mail.maildir_in.clone().context("mail.maildir_in")?;
            MailSource::Maildir(mail::MaildirSource::open(&dir)?)
        }
        _ => {
            let pw = env_password(cfg.imap.as_ref().map(|i| i.password_env.as_str()));
            let icfg = cfg.imap_config(pw)?;
            // Issue 22: an unreachable server does not stop `serve` from sending and keeping
            // deadlines; intake connects later (with backoff) and `status` says it is down.
            // A refused login or mailbox is the operator's to fix: said at once.
            let mut src = match mail::ImapSource::connect(&icfg).await {
                Ok(src) => src,
                Err(e) if e.is_connection() => {
                    tracing::error!(error = %e, "IMAP unreachable; serving anyway, intake retries with backoff");
                    mail::ImapSource::offline(&icfg)
                }
                Err(e) => return Err(e.into()),
            };
            src.set_idle(cfg.imap_idle());
            MailSource::Imap(src)
        }
    })
}

fn sink(cfg: &Config) -> Result<MailSink> {
    Ok(match cfg.outgoing() {
        Transport::Maildir => {
            let dir = cfg.mail.maildir_out.clone().context("mail.maildir_out")?;
            MailSink::Maildir(mail::MaildirSink::new(&dir)?)
        }
        _ => {
            let pw = env_password(cfg.smtp.as_ref().and_then(|s| s.password_env.as_deref()));
            MailSink::Smtp(mail::SmtpSink::new(&cfg.smtp_config(pw)?)?)
        }
    })
}

fn read_export(file: &std::path::Path) -> Result<crate::referee::export::ExportFile> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    serde_json::from_str(&text)
        .with_context(|| format!("{} is not a rorgm game export", file.display()))
}

/// A dice seed as `game new --seed` and `demo --seed` take it: 64 hex digits (the 32 bytes
/// themselves), or a whole number (its 8 bytes little-endian, then zeros: what `demo --seed N`
/// plays), so that a demo's game can be started again as a real one.
pub fn parse_seed(s: &str) -> Result<[u8; 32]> {
    let s = s.trim();
    if let (true, Ok(n)) = (s.len() != 64, s.parse::<u64>()) {
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&n.to_le_bytes());
        return Ok(seed);
    }
    let bytes = hex::decode(s).context("--seed must be a whole number or 64 hex digits")?;
    bytes
        .try_into()
        .map_err(|_| anyhow::anyhow!("--seed must be a whole number or 64 hex digits (32 bytes)"))
}

fn parse_scenario(s: &str) -> Result<Scenario> {
    Ok(match Scenario::parse(s) {
        Some(sc) => sc,
        None => bail!(
            "unknown scenario {:?}: early, middle, late, extended-early, extended-middle, \
             extended-early-middle or alternative",
            s.to_lowercase()
        ),
    })
}

fn fuzz(args: &FuzzArgs) -> Result<()> {
    use crate::fuzz::{self, FindingKind, RunOptions, Target};
    let target: Target = args.target.parse()?;
    let corpus = args.corpus.clone().unwrap_or_else(|| target.seed_dir());
    let slow = std::time::Duration::from_millis(args.slow_ms);
    let time_limit = match args.max_seconds {
        Some(s) if s.is_finite() && s >= 0.0 => {
            Some(std::time::Duration::try_from_secs_f64(s).context("--max-seconds")?)
        }
        Some(s) => bail!("--max-seconds {s}: a number of seconds, 0 or more"),
        None => None,
    };
    if !args.replay.is_empty() {
        let harness = fuzz::Harness::new(target)?;
        let mut bad = 0;
        for path in &args.replay {
            let input =
                std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
            match fuzz::check(&harness, &input, slow) {
                Some((kind, detail)) => {
                    bad += 1;
                    println!("{}: {} {detail}", path.display(), kind.name());
                }
                None => println!("{}: ok", path.display()),
            }
        }
        if bad > 0 {
            bail!("{bad} of {} inputs failed", args.replay.len());
        }
        return Ok(());
    }
    if let Some(dir) = &args.dump {
        let corpus_files = fuzz::load_corpus(&corpus)?;
        let mutator = fuzz::Mutator::new(target, corpus_files, args.max_len);
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        for index in args.from..args.from.saturating_add(args.runs) {
            let path = dir.join(format!("{index}.in"));
            std::fs::write(&path, mutator.input(args.seed, index))
                .with_context(|| format!("writing {}", path.display()))?;
        }
        println!("{} inputs written to {}", args.runs, dir.display());
        return Ok(());
    }
    if args.worker {
        fuzz::install_quiet_panic_hook();
        let opts = RunOptions {
            seed: args.seed,
            from: args.from,
            runs: args.runs,
            slow,
            out: Some(args.out.clone()),
            record: args.record.clone(),
            time_limit,
        };
        let stdout = std::io::stdout();
        let mut out = std::io::BufWriter::new(stdout.lock());
        fuzz::work(target, &corpus, args.max_len, &opts, &mut out)?;
        return Ok(());
    }
    let exe = std::env::current_exe().context("finding the rorgm binary to start workers")?;
    let campaign = fuzz::Campaign {
        exe,
        target,
        seed: args.seed,
        from: args.from,
        runs: args.runs,
        corpus,
        out: args.out.clone(),
        max_len: args.max_len,
        slow,
        time_limit,
    };
    let started = std::time::Instant::now();
    let mut last = started;
    let report = campaign.run(&mut |line| {
        if let Some(p) = line.strip_prefix("progress ") {
            // at most one progress line every 30 s
            if last.elapsed().as_secs() >= 30 {
                last = std::time::Instant::now();
                let done = p.parse::<u64>().unwrap_or(0).saturating_sub(args.from);
                eprintln!(
                    "fuzz {target}: {done} of {} executions, {:.0} exec/s",
                    args.runs,
                    done as f64 / started.elapsed().as_secs_f64().max(1e-9)
                );
            }
        } else {
            eprintln!("fuzz {target}: {line}");
        }
    })?;
    for u in &report.unreproduced {
        println!("note: {u}");
    }
    for f in report.findings.values() {
        println!(
            "{} at execution {}: {} {}",
            f.kind.name(),
            f.index,
            f.path
                .as_ref()
                .map_or_else(String::new, |p| p.display().to_string()),
            f.detail
        );
    }
    if target == Target::Mail {
        println!("mail target: {}", report.mail);
    }
    println!("{} (seed {})", report.summary(target), args.seed);
    let failures = report.count(FindingKind::Panic)
        + report.count(FindingKind::Slow)
        + report.count(FindingKind::Abort);
    if failures > 0 {
        bail!("{failures} failing inputs (above)");
    }
    Ok(())
}

/// Run the command line.
pub async fn run(cli: Cli) -> Result<()> {
    match &cli.command {
        Command::Help { topic } => {
            let words: Vec<&str> = topic.iter().map(String::as_str).collect();
            let t = match words.as_slice() {
                [] | ["orders"] => None,
                ["orders", rest @ ..] => Some(rest.join(" ")),
                other => Some(other.join(" ")),
            };
            println!("{}", crate::render::help_text(t.as_deref()));
        }
        Command::Fuzz(args) => fuzz(args)?,
        Command::Demo(args) => {
            let dir = match &args.dir {
                Some(d) => {
                    // Issue 9: an earlier demo's folder would mix two games' mail.
                    if std::fs::read_dir(d).is_ok_and(|mut entries| entries.next().is_some()) {
                        bail!(
                            "{} is not empty; give a new or empty folder (or no --dir: a \
                             temporary one)",
                            d.display()
                        );
                    }
                    d.clone()
                }
                None => tempfile::Builder::new()
                    .prefix("rorgm-demo-")
                    .tempdir()
                    .context("creating a temporary folder")?
                    .keep(),
            };
            let mut out = std::io::stdout();
            crate::referee::demo::run_demo(&dir, args.seed, &mut out).await?;
        }
        Command::Scenario(ScenarioCmd::Run { file }) => {
            let sc = crate::scenario::parse_file(file)?;
            let outcome = crate::scenario::run(&sc)?;
            println!("{}", serde_json::to_string_pretty(&outcome)?);
            if !outcome.failures.is_empty() {
                for f in &outcome.failures {
                    eprintln!("FAILED: {f}");
                }
                bail!(
                    "scenario {:?}: {} expectation(s) failed",
                    sc.name,
                    outcome.failures.len()
                );
            }
        }
        Command::Simulate(args) => {
            let no_laws = args.scenario.eq_ignore_ascii_case("middle-probe-no-laws");
            let middle_probe = no_laws || args.scenario.eq_ignore_ascii_case("middle-probe");
            let scenario = if middle_probe {
                println!(
                    "middle probe: Early Republic games with the 46 Middle Republic cards in the \
                     deck (a measurement of the rules stops left; SET-07 is not built)"
                );
                Scenario::EarlyRepublic
            } else {
                parse_scenario(&args.scenario)?
            };
            let mut rules = crate::rules::TableRules::default();
            for o in &args.options {
                rules.set(o)?;
            }
            rules.options.check()?;
            let report = crate::simulate::simulate(&crate::simulate::SimOptions {
                rules: (!args.options.is_empty()).then_some(rules),
                games: args.games,
                seed: args.seed,
                scenario,
                only: args.only,
                trace: args.trace,
                middle_probe,
                middle_probe_no_laws: no_laws,
                ..Default::default()
            });
            for e in report.errors.iter().take(10) {
                println!("error: {e}");
            }
            for v in report.violations.iter().take(10) {
                println!("violation: {v}");
            }
            println!(
                "{:.0} games/s; {} resolutions; slowest single resolution {:.3} ms; {:.2} s in all",
                report.games_per_second(),
                report.resolutions,
                report.slowest_resolution.as_secs_f64() * 1e3,
                report.elapsed.as_secs_f64()
            );
            for line in report.count_lines() {
                println!("{line}");
            }
            println!("{}", report.summary());
            if !report.errors.is_empty() || !report.violations.is_empty() {
                std::process::exit(1);
            }
        }
        Command::CheckConfig => {
            let cfg = Config::load(&cli.config)?;
            println!("config {}: valid", cli.config.display());
            let mut failed = false;
            if cfg.intake() == Transport::Imap {
                let pw = env_password(cfg.imap.as_ref().map(|i| i.password_env.as_str()));
                match cfg.imap_config(pw) {
                    Ok(icfg) => match mail::check_imap(&icfg).await {
                        Ok(s) => println!("imap: ok: {s}"),
                        Err(e) => {
                            failed = true;
                            println!("imap: FAILED: {e}");
                        }
                    },
                    Err(e) => {
                        failed = true;
                        println!("imap: FAILED: {e}");
                    }
                }
            }
            if cfg.outgoing() == Transport::Smtp {
                let pw = env_password(cfg.smtp.as_ref().and_then(|s| s.password_env.as_deref()));
                match cfg.smtp_config(pw) {
                    Ok(scfg) => match mail::check_smtp(&scfg).await {
                        Ok(s) => println!("smtp: ok: {s}"),
                        Err(e) => {
                            failed = true;
                            println!("smtp: FAILED: {e}");
                        }
                    },
                    Err(e) => {
                        failed = true;
                        println!("smtp: FAILED: {e}");
                    }
                }
            }
            // Issue 22, point 6: the GM's own copy of every mail (what closes the crash window).
            match (cfg.copy_wait(), &cfg.smtp) {
                (Some(wait), _) => println!(
                    "copies: every mail also goes to {} (smtp.copy_to_gm); after a crash a mail in doubt is looked up in the mailbox [imap] reads for up to {} s (smtp.copy_wait_seconds) before it is sent again",
                    cfg.mail.gm_address,
                    wait.as_secs()
                ),
                (None, Some(s)) if cfg.outgoing() == Transport::Smtp => println!(
                    "copies: off ({}): a mail in doubt after a crash is sent again, and may reach its player twice",
                    if s.copy_to_gm {
                        "smtp.copy_to_gm needs IMAP intake"
                    } else {
                        "smtp.copy_to_gm = false"
                    }
                ),
                _ => {}
            }
            if cfg.auth.dkim != DkimMode::Off {
                match DkimVerifier::system() {
                    Ok(_) => println!("dkim = {}: resolver ok", cfg.auth.dkim),
                    Err(e) => {
                        failed = true;
                        println!("dkim = {}: FAILED: {e}", cfg.auth.dkim);
                    }
                }
            }
            // Issue 22, point 10: the steps a new GM follows (README "Running a real game").
            if cfg.intake() == Transport::Maildir
                && let Some(dir) = &cfg.mail.maildir_in
                && !dir.is_dir()
            {
                failed = true;
                println!("mail.maildir_in {}: FAILED: no such folder", dir.display());
            }
            for (key, port) in [
                ("imap.port", cfg.imap.as_ref().map(|i| i.port)),
                ("smtp.port", cfg.smtp.as_ref().map(|s| s.port)),
            ] {
                if port == Some(0) {
                    failed = true;
                    println!("{key}: FAILED: port 0");
                }
            }
            if let Some(gm) = &cfg.gm {
                match gm_token(gm) {
                    Ok(_) => println!(
                        "[gm] {}: ok (commands by mail from {} to {})",
                        gm.token_env,
                        gm.address.trim().to_lowercase(),
                        crate::mail::plus_address(&cfg.mail.gm_address, "<token>")
                    ),
                    Err(e) => {
                        failed = true;
                        println!("[gm] {}: FAILED: {e:#}", gm.token_env);
                    }
                }
            }
            let db = db_path(&cli, &cfg)?;
            let shown = crate::store::shown_location(&db);
            if crate::store::postgres_url(&db).is_none() && !db.exists() {
                // A new GM checks the config before the first game creates the database.
                println!(
                    "database {shown}: not created yet (`rorgm init` or the first `rorgm game new` creates it)"
                );
            } else {
                match Store::open_existing(&db).await {
                    Ok(_) => println!("database {shown}: ok"),
                    Err(e) => {
                        failed = true;
                        println!("database {shown}: FAILED: {e}");
                    }
                }
            }
            if failed {
                bail!("check-config found problems (above)");
            }
        }
        Command::Deliver => {
            // Every failure is temporary for the mail transfer agent: it keeps the mail.
            let code = match deliver(&cli).await {
                Ok(outcome) => {
                    tracing::info!(?outcome, "delivered mail taken in");
                    0
                }
                Err(e) => {
                    eprintln!("rorgm deliver: {e:#}");
                    crate::referee::deliver::EX_TEMPFAIL
                }
            };
            std::process::exit(code);
        }
        Command::Compact { all } => {
            let storage = match Config::load(&cli.config) {
                Ok(c) => c.storage,
                Err(_) if cli.db.is_some() => crate::config::StorageConfig::default(),
                Err(e) => return Err(e.into()),
            };
            let store = open_store(&cli).await?;
            let now = crate::referee::clock::ms(jiff::Timestamp::now());
            let (mut c, p) = store
                .maintain_sent_bodies(
                    storage.compress_sent_after_hours,
                    storage.prune_sent_bodies_days,
                    now,
                )
                .await?;
            if *all {
                c += store.compress_sent_bodies(i64::MAX).await?;
            }
            store.vacuum().await?;
            println!("{c} sent mail bodies compressed, {p} dropped; database compacted");
        }
        Command::Outbox(OutboxCmd::Retry { id, all }) => {
            let path = match &cli.db {
                Some(p) => p.clone(),
                None => Config::load(&cli.config)?.database.location()?,
            };
            let store = Store::open_existing(&path).await?;
            let now = crate::referee::clock::ms(jiff::Timestamp::now());
            let n = store
                .retry_failed(if *all { None } else { *id }, now)
                .await?;
            match (n, id) {
                (0, Some(id)) if !*all => bail!("no failed mail #{id} (`rorgm status` lists them)"),
                _ => println!("{n} failed mail(s) wait to be sent again (by `rorgm serve`)"),
            }
        }
        Command::Status => {
            let store = open_store(&cli).await?;
            let games = store.list_games().await?;
            let waiting = games.iter().filter(|g| g.status == "waiting").count();
            println!("games: {} ({} in play)", games.len(), waiting);
            print_intake(&store).await?;
            print_backlog(&store, None).await?;
        }
        Command::Init => {
            let path = match &cli.db {
                Some(p) => p.clone(),
                None => Config::load(&cli.config)?.database.location()?,
            };
            let shown = crate::store::shown_location(&path);
            if Store::open_existing(&path).await.is_ok() {
                println!("{shown}: already a rorgm database; left as it is");
            } else {
                if std::fs::metadata(&path).is_ok_and(|m| m.len() > 0) {
                    bail!("{shown} exists and is not a rorgm database; not touched");
                }
                Store::open(&path).await?;
                println!("{shown}: rorgm database created");
            }
        }
        Command::Serve => {
            let cfg = Config::load(&cli.config)?;
            let path = db_path(&cli, &cfg)?;
            let store = Store::open_existing(&path).await?;
            // SQLite: one serve per file. PostgreSQL (issue 26): several, sharing the games.
            let _lock = match crate::store::postgres_url(&path) {
                None => Some(crate::store::ServeLock::acquire(&path)?),
                Some(_) => None,
            };
            let store = share_games(store).await;
            let auth = auth_settings(&cfg, &store).await?;
            let referee = intake_referee(store, &cfg)?.with_auth(auth);
            {
                // Hourly: deflate (and, if configured, drop) the bodies of old sent mail.
                let storage = cfg.storage;
                let store = referee.store.clone();
                tokio::spawn(async move {
                    loop {
                        let now = crate::referee::clock::ms(jiff::Timestamp::now());
                        match store
                            .maintain_sent_bodies(
                                storage.compress_sent_after_hours,
                                storage.prune_sent_bodies_days,
                                now,
                            )
                            .await
                        {
                            Ok((0, 0)) => {}
                            Ok((c, p)) => {
                                tracing::info!(
                                    compressed = c,
                                    pruned = p,
                                    "sent mail bodies kept small"
                                )
                            }
                            Err(e) => tracing::warn!(error = %e, "storage maintenance failed"),
                        }
                        tokio::time::sleep(std::time::Duration::from_secs(3600)).await;
                    }
                });
            }
            let src = source(&cfg).await?;
            let snk = sink(&cfg)?;
            // Test hook, compiled in only with the `fault-injection` feature.
            #[cfg(feature = "fault-injection")]
            let fault = match std::env::var("RORGM_FAULT").ok().as_deref() {
                Some("hang-after-intake") => Fault::HangAfterIntake,
                Some("hang-after-accepted") => {
                    crate::referee::service::HANG_AFTER_ACCEPTED
                        .store(true, std::sync::atomic::Ordering::SeqCst);
                    Fault::None
                }
                _ => Fault::None,
            };
            #[cfg(not(feature = "fault-injection"))]
            let fault = Fault::None;
            tracing::info!(gm = %cfg.mail.gm_address, "serving");
            let served = referee.serve(src, snk, fault, shutdown_signal()).await;
            // Issue 26: the other referees take the games at once instead of after the lease.
            if let Err(e) = referee.store.release_games().await {
                tracing::warn!(error = %e, "could not give back the games' leases");
            }
            served?;
        }
        Command::Replay { game } => {
            let store = open_store(&cli).await?;
            let row = store.game(game).await?;
            let seed = parse_seed(&row.seed_hex)?;
            let inputs = crate::referee::input::parse_inputs(&store.inputs(game).await?)?;
            let (replayed, events) =
                crate::referee::input::replay_stored(&row.setup_json, seed, &inputs)?;
            let stored_events = store.events(game).await?;
            let same_state = crate::rules::snapshot::same_game(&row.state_json, &replayed)?;
            let same_events = events == stored_events;
            // The fast path: the last snapshot and the inputs after it.
            let rows = store.inputs(game).await?;
            let snapshot_ok = match store.last_snapshot(game).await? {
                Some((seq, state)) => {
                    let mut g: crate::rules::Game =
                        crate::rules::snapshot::decode(&state).context("stored snapshot")?;
                    let after: Vec<_> = rows.iter().filter(|r| r.seq > seq).cloned().collect();
                    for input in crate::referee::input::parse_inputs(&after)? {
                        input.apply(&mut g)?;
                    }
                    let same = crate::rules::snapshot::same_game(&row.state_json, &g)?;
                    println!(
                        "from the snapshot after input {seq} + {} inputs: state {}",
                        after.len(),
                        if same { "identical" } else { "DIFFERENT" }
                    );
                    same
                }
                None => true,
            };
            println!(
                "replayed {} inputs: state {}, events {} ({} events)",
                inputs.len(),
                if same_state { "identical" } else { "DIFFERENT" },
                if same_events {
                    "identical"
                } else {
                    "DIFFERENT"
                },
                events.len()
            );
            if !(same_state && same_events && snapshot_ok) {
                bail!("replay does not reproduce game {game}");
            }
        }
        Command::Game(GameCmd::New(args)) => {
            let cfg = Config::load(&cli.config)?;
            let scenario = parse_scenario(&args.scenario)?;
            let players = args
                .players
                .iter()
                .map(|p| newgame::parse_player(p).map_err(anyhow::Error::msg))
                .collect::<Result<Vec<_>>>()?;
            let seed = args.seed.as_deref().map(parse_seed).transpose()?;
            let voting_order = match args.voting_order.to_ascii_lowercase().as_str() {
                "simultaneous" => crate::rules::VotingOrder::Simultaneous,
                "ordered" => crate::rules::VotingOrder::Ordered,
                other => bail!("--voting-order: \"{other}\" is neither simultaneous nor ordered"),
            };
            if args.agenda_vote && args.position.is_some() {
                bail!(
                    "--agenda-vote: a position carries its own house rule: write agenda_vote = true in it"
                );
            }
            if args.bid_ahead && args.position.is_some() {
                bail!(
                    "--bid-ahead: a position carries its own house rule: write bid_ahead = true in it"
                );
            }
            // Issue 24 §3: the flags first, then `--option`, which may say the same.
            let mut rules = crate::rules::TableRules {
                voting_order,
                house: crate::rules::HouseRules {
                    agenda_vote: args.agenda_vote,
                    bid_ahead: args.bid_ahead,
                },
                ..Default::default()
            };
            let (options, named) = parse_game_options(&args.options, &mut rules)?;
            if let (Some(name), Some(_)) = (named.first(), &args.position) {
                bail!(
                    "--option {name}: a position carries its own options: write them in it \
                     ([options], docs/SCENARIOS.md)"
                );
            }
            let position = match &args.position {
                Some(f) => Some(
                    std::fs::read_to_string(f)
                        .with_context(|| format!("reading {}", f.display()))?,
                ),
                None => None,
            };
            let store = Store::open_or_create(&db_path(&cli, &cfg)?).await?;
            let referee = referee(store, &cfg)?;
            let id = match position {
                Some(text) => {
                    referee
                        .create_game_from_position_with_options(&text, players, seed, options)
                        .await?
                }
                None => {
                    referee
                        .create_game_with_rules(scenario, players, seed, rules, options)
                        .await?
                }
            };
            if args.picture {
                referee.set_picture(&id, true).await?;
            }
            println!("{id}");
            eprintln!(
                "game {id} created; the setup mails go out when `rorgm serve` runs \
                 (`rorgm game show {id}` shows it)"
            );
        }
        Command::Game(GameCmd::Replace {
            id,
            faction,
            player,
        }) => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_existing(&db_path(&cli, &cfg)?).await?;
            let p = newgame::parse_player(player).map_err(anyhow::Error::msg)?;
            if *faction == 0 {
                bail!("--faction is 1-based");
            }
            let row = referee(store, &cfg)?
                .replace_player(id, faction - 1, p)
                .await?;
            println!(
                "faction {faction} of game {id} is now played by {} <{}>; mails queued",
                row.name, row.address
            );
        }
        Command::Game(GameCmd::Rollback { id, round }) => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_existing(&db_path(&cli, &cfg)?).await?;
            let r = referee(store, &cfg)?.rollback(id, *round).await?;
            println!("game {id} is back at round {r}; the players' mail is queued");
        }
        Command::Game(GameCmd::Auth { id, faction, dkim }) => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_existing(&db_path(&cli, &cfg)?).await?;
            store.game(id).await?;
            let seats = store.players(id).await?.len();
            if let Some(f) = faction
                && (*f == 0 || usize::from(*f) > seats)
            {
                bail!("--faction takes 1..={seats}");
            }
            if let Some(dkim) = dkim {
                let mode = match dkim.trim().to_ascii_lowercase().as_str() {
                    "default" => None,
                    other => Some(other.parse::<DkimMode>()?),
                };
                match faction {
                    Some(f) => {
                        store
                            .set_player_dkim(id, f - 1, mode.map(DkimMode::as_str))
                            .await?
                    }
                    None => store.set_game_dkim(id, mode.map(DkimMode::as_str)).await?,
                }
            }
            println!(
                "DKIM checking of game {id} ([auth] dkim = {}):",
                cfg.auth.dkim
            );
            for p in store.players(id).await? {
                let (game, own) = store.dkim_settings(id, p.faction).await?;
                let (game, own) = (stored_mode(game)?, stored_mode(own)?);
                let from = match (own, game) {
                    (Some(_), _) => "the player's own",
                    (None, Some(_)) => "the game's",
                    (None, None) => "the config's",
                };
                println!(
                    "  Faction {} {} <{}>: {} ({from})",
                    p.faction + 1,
                    p.name,
                    p.address,
                    effective_mode(cfg.auth.dkim, game, own)
                );
            }
        }
        Command::Game(GameCmd::Export { id, out }) => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_for_reading(&db_path(&cli, &cfg)?).await?;
            let file = referee(store, &cfg)?.export_game(id).await?;
            let text = serde_json::to_string_pretty(&file)?;
            match out {
                Some(p) => {
                    std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?;
                    eprintln!(
                        "game {id} written to {} (it holds the seed: keep it private until the game ends)",
                        p.display()
                    );
                }
                None => println!("{text}"),
            }
        }
        Command::Game(GameCmd::Import { file }) => {
            let cfg = Config::load(&cli.config)?;
            let f = read_export(file)?;
            let store = Store::open_or_create(&db_path(&cli, &cfg)?).await?;
            let v = referee(store, &cfg)?.import_game(&f).await?;
            println!(
                "game {} imported: {} inputs replayed to the same {} events",
                v.game_id, v.inputs, v.events
            );
        }
        Command::Game(GameCmd::Verify { file }) => {
            let f = read_export(file)?;
            let v = crate::referee::export::verify(&f)?;
            println!(
                "game {} ({}): the seed matches its commitment; {} inputs replay to the same {} \
                 events, {} of them dice rolls, and the same final state",
                v.game_id, v.status, v.inputs, v.events, v.dice_events
            );
            if v.status != "finished" {
                eprintln!(
                    "note: the game has not ended; its seed stays the GM's secret until it does"
                );
            }
        }
        Command::Gm(cmd) => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_existing(&db_path(&cli, &cfg)?).await?;
            gm::run(cmd, &referee(store, &cfg)?).await?;
        }
        Command::Game(GameCmd::Cancel { id, reason }) => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_existing(&db_path(&cli, &cfg)?).await?;
            referee(store, &cfg)?.cancel_game(id, reason).await?;
            println!("game {id} is cancelled; the players' mail is queued (sent by `rorgm serve`)");
        }
        Command::Game(GameCmd::Pictures { id, setting }) => {
            let on = match setting.trim().to_ascii_lowercase().as_str() {
                "on" | "yes" => true,
                "off" | "no" => false,
                other => bail!("game pictures: \"{other}\" is neither on nor off"),
            };
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_existing(&db_path(&cli, &cfg)?).await?;
            referee(store, &cfg)?.set_picture(id, on).await?;
            println!(
                "game {id}: the board picture {} with the news at the end of each phase",
                if on { "goes" } else { "no longer goes" }
            );
        }
        Command::Game(GameCmd::Extend { id, hours }) => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open_existing(&db_path(&cli, &cfg)?).await?;
            let row = referee(store, &cfg)?.extend_deadline(id, *hours).await?;
            println!(
                "deadline of game {id} is now {} UTC; the players' mail is queued (sent by `rorgm serve`)",
                crate::referee::clock::show(crate::referee::clock::from_ms(row.deadline_ms))
            );
        }
        Command::Game(GameCmd::List) => {
            let store = open_store(&cli).await?;
            for g in store.list_games().await? {
                let players = store.players(&g.id).await?;
                let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
                println!(
                    "{}  {}  round {}  {}  created {}  players: {}",
                    g.id,
                    g.scenario,
                    g.round,
                    g.status,
                    g.created_at,
                    names.join(", ")
                );
            }
        }
        Command::Game(GameCmd::Show(args)) => {
            let store = open_store(&cli).await?;
            show::run(args, &store).await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Issue 9 ("a first game without surprises"): every subcommand, option and argument of
    /// every command says what it is for in `--help`.
    /// Issue 25: `game new --option`.
    #[test]
    fn table_options_parse() {
        let o = parse_table_options(&[]).expect("defaults");
        assert_eq!(o, crate::store::TableOptions::default());
        assert!(o.press_copy && !o.grey_press && o.absent_extension_hours == 0);
        let o = parse_table_options(&[
            "grey-press".into(),
            "No_Press_Copy".into(),
            "absent-extension=48".into(),
        ])
        .expect("options");
        assert!(o.grey_press && !o.press_copy && o.absent_extension_hours == 48);
        for bad in ["absent-extension=73", "absent-extension=x", "press", "grey"] {
            assert!(parse_table_options(&[bad.into()]).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_command_option_and_argument_has_help_text() {
        fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
            let here = format!("{path} {}", cmd.get_name());
            if !path.is_empty() && cmd.get_about().is_none() {
                missing.push(format!("{here}: no description"));
            }
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                if id == "help" || id == "version" {
                    continue;
                }
                if arg.get_help().is_none() && arg.get_long_help().is_none() {
                    missing.push(format!("{here} {id}: no help"));
                }
            }
            for sub in cmd.get_subcommands() {
                if sub.get_name() != "help" || !path.is_empty() {
                    walk(sub, &here, missing);
                }
            }
        }
        let cmd = Cli::command();
        let mut missing = Vec::new();
        walk(&cmd, "", &mut missing);
        assert!(cmd.get_subcommands().count() > 10, "the commands are there");
        assert!(
            missing.is_empty(),
            "without help text:\n{}",
            missing.join("\n")
        );
    }

    /// Issue 22: the libraries' wire traces are dropped at every level below INFO; ours and
    /// their warnings are not.
    #[test]
    fn wire_traces_never_reach_the_log() {
        use tracing::Level;
        assert!(may_hold_secrets("async_imap::imap_stream", &Level::TRACE));
        assert!(may_hold_secrets(
            "lettre::transport::smtp::client::async_connection",
            &Level::DEBUG
        ));
        assert!(may_hold_secrets("lettre", &Level::DEBUG));
        assert!(!may_hold_secrets("lettre::transport", &Level::WARN));
        assert!(!may_hold_secrets("rorgm::mail::imap", &Level::TRACE));
        assert!(!may_hold_secrets("lettrex", &Level::TRACE));
    }

    /// One seed format for `demo` and `game new`: a whole number means what `demo --seed N`
    /// plays; 64 hex digits are the seed itself.
    #[test]
    fn a_seed_is_a_whole_number_or_64_hex_digits() {
        let n = parse_seed("7").expect("a number");
        assert_eq!(n[0], 7);
        assert!(n[1..].iter().all(|&b| b == 0));
        let hex = "07".to_string() + &"0".repeat(62);
        assert_eq!(parse_seed(&hex).expect("hex"), n);
        assert!(parse_seed("xyz").is_err());
        assert!(parse_seed("abcd").is_err(), "hex that is not 32 bytes");
    }
}
