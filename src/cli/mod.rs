//! The command line (clap): the GM's interface.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand};

use crate::config::{Config, Transport};
use crate::mail::{self, MailSink, MailSource};
use crate::referee::service::{Fault, shutdown_signal};
use crate::referee::{Referee, RefereeSettings, SystemClock, newgame};
use crate::render::{Names, describe};
use crate::rules::{FactionId, Scenario, Viewer};
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
    /// Games: create, list, show.
    #[command(subcommand)]
    Game(GameCmd),
    /// Run the referee: mail intake, deadlines and sending, until SIGTERM or Ctrl-C.
    Serve,
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
    Replay { game: String },
    /// The order reference players get for HELP (`rorgm help orders [TOPIC]`).
    Help { topic: Vec<String> },
    /// Seeded mutation fuzzing of the mail intake, the order grammar or the config reader.
    Fuzz(FuzzArgs),
}

#[derive(Debug, Args)]
pub struct FuzzArgs {
    /// mail, grammar or config.
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
pub enum GameCmd {
    /// Create a game; prints its id and queues the setup mails.
    New(NewArgs),
    /// List games.
    List,
    /// Show a game as the public, one faction, or the GM sees it.
    Show(ShowArgs),
    /// Seat a new player for a faction (the old personal address stops working).
    Replace {
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
        id: String,
        /// Round number to return to (0 = the setup round); `game show --gm` shows the round.
        #[arg(long)]
        round: u32,
    },
    /// Extend the open round's deadline (every player is told).
    Extend {
        id: String,
        #[arg(long)]
        hours: f64,
    },
}

#[derive(Debug, Args)]
pub struct NewArgs {
    /// Scenario: early.
    #[arg(long, default_value = "early")]
    pub scenario: String,
    /// A player, "Name <address>"; 3 to 6, in seating (clockwise) order.
    #[arg(long = "player", required = true)]
    pub players: Vec<String>,
    /// Fixed dice seed (64 hex digits), for tests; random otherwise.
    #[arg(long)]
    pub seed: Option<String>,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    pub id: String,
    #[arg(long, conflicts_with_all = ["faction", "gm"])]
    pub public: bool,
    /// Faction number (1-based, as players see it).
    #[arg(long, conflicts_with = "gm")]
    pub faction: Option<u8>,
    #[arg(long)]
    pub gm: bool,
}

#[derive(Debug, Subcommand)]
pub enum ScenarioCmd {
    /// Run a scenario file; prints the events and the final state as JSON. Exits non-zero if an
    /// expectation fails.
    Run { file: PathBuf },
}

#[derive(Debug, Args)]
pub struct SimArgs {
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value = "early")]
    pub scenario: String,
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

fn env_password(name: Option<&str>) -> Option<String> {
    name.and_then(|n| std::env::var(n).ok())
}

async fn open_store(cli: &Cli) -> Result<Store> {
    let path = match &cli.db {
        Some(p) => p.clone(),
        None => Config::load(&cli.config)?.database.path,
    };
    Store::open(&path)
        .await
        .with_context(|| format!("opening database {}", path.display()))
}

fn referee(store: Store, cfg: &Config) -> Result<Referee> {
    Ok(Referee::new(
        store,
        RefereeSettings {
            gm_address: cfg.mail.gm_address.clone(),
            gm_name: cfg.mail.gm_name.clone(),
            gm_notify: cfg.mail.gm_notify.clone(),
            rounds: cfg.rounds,
        },
        Arc::new(SystemClock),
    )?)
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
            MailSource::Imap(mail::ImapSource::connect(&icfg).await?)
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

fn parse_seed(s: &str) -> Result<[u8; 32]> {
    let bytes = hex::decode(s.trim()).context("--seed must be 64 hex digits")?;
    bytes
        .try_into()
        .map_err(|_| anyhow::anyhow!("--seed must be 64 hex digits (32 bytes)"))
}

fn parse_scenario(s: &str) -> Result<Scenario> {
    Ok(match s.to_lowercase().as_str() {
        "early" | "early-republic" => Scenario::EarlyRepublic,
        "middle" => bail!("the Middle Republic scenario (SET-07) is not implemented yet"),
        "late" => bail!("the Late Republic scenario (SET-08) is not implemented yet"),
        other => bail!("unknown scenario {other:?}: early, middle or late"),
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
            println!("{}", crate::orders::help_text(t.as_deref()));
        }
        Command::Fuzz(args) => fuzz(args)?,
        Command::Demo(args) => {
            let dir = match &args.dir {
                Some(d) => d.clone(),
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
            let text = std::fs::read_to_string(file)
                .with_context(|| format!("reading {}", file.display()))?;
            let sc = crate::scenario::parse(&text)?;
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
            let scenario = parse_scenario(&args.scenario)?;
            let report = crate::simulate::simulate(&crate::simulate::SimOptions {
                games: args.games,
                seed: args.seed,
                scenario,
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
            match Store::open(&cfg.database.path).await {
                Ok(_) => println!("database {}: ok", cfg.database.path.display()),
                Err(e) => {
                    failed = true;
                    println!("database {}: FAILED: {e}", cfg.database.path.display());
                }
            }
            if failed {
                bail!("check-config found problems (above)");
            }
        }
        Command::Serve => {
            let cfg = Config::load(&cli.config)?;
            let store = Store::open(&cfg.database.path).await?;
            let referee = referee(store, &cfg)?;
            let src = source(&cfg).await?;
            let snk = sink(&cfg)?;
            // Test hook, compiled in only with the `fault-injection` feature.
            #[cfg(feature = "fault-injection")]
            let fault = match std::env::var("RORGM_FAULT").ok().as_deref() {
                Some("hang-after-intake") => Fault::HangAfterIntake,
                _ => Fault::None,
            };
            #[cfg(not(feature = "fault-injection"))]
            let fault = Fault::None;
            tracing::info!(gm = %cfg.mail.gm_address, "serving");
            referee.serve(src, snk, fault, shutdown_signal()).await?;
        }
        Command::Replay { game } => {
            let store = open_store(&cli).await?;
            let row = store.game(game).await?;
            let setup: crate::rules::Setup =
                serde_json::from_str(&row.setup_json).context("stored setup")?;
            let seed = parse_seed(&row.seed_hex)?;
            let inputs = crate::referee::input::parse_inputs(&store.inputs(game).await?)?;
            let (replayed, events) = crate::referee::input::replay(setup, seed, &inputs)?;
            let stored_events = store.events(game).await?;
            let same_state = serde_json::to_string(&replayed)? == row.state_json;
            let same_events = events == stored_events;
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
            if !(same_state && same_events) {
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
            let store = match &cli.db {
                Some(p) => Store::open(p).await?,
                None => Store::open(&cfg.database.path).await?,
            };
            let referee = referee(store, &cfg)?;
            let id = referee.create_game(scenario, players, seed).await?;
            println!("{id}");
        }
        Command::Game(GameCmd::Replace {
            id,
            faction,
            player,
        }) => {
            let cfg = Config::load(&cli.config)?;
            let store = match &cli.db {
                Some(p) => Store::open(p).await?,
                None => Store::open(&cfg.database.path).await?,
            };
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
            let store = match &cli.db {
                Some(p) => Store::open(p).await?,
                None => Store::open(&cfg.database.path).await?,
            };
            let r = referee(store, &cfg)?.rollback(id, *round).await?;
            println!("game {id} is back at round {r}; the players' mail is queued");
        }
        Command::Game(GameCmd::Extend { id, hours }) => {
            let cfg = Config::load(&cli.config)?;
            let store = match &cli.db {
                Some(p) => Store::open(p).await?,
                None => Store::open(&cfg.database.path).await?,
            };
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
            let row = store.game(&args.id).await?;
            let game: crate::rules::Game =
                serde_json::from_str(&row.state_json).context("stored state")?;
            let viewer = if args.gm {
                Viewer::Gm
            } else if let Some(n) = args.faction {
                if n == 0 || usize::from(n) > game.players().len() {
                    bail!("--faction takes 1..={}", game.players().len());
                }
                Viewer::Faction(FactionId(n - 1))
            } else {
                Viewer::Public
            };
            let view = game.view(viewer);
            println!("{}", serde_json::to_string_pretty(&view)?);
            let names = Names::new(&game.view(Viewer::Gm), game.players());
            println!("\nEvents visible to {viewer:?}:");
            for ev in store.events(&args.id).await? {
                if viewer.may_see(&ev.visibility) {
                    println!("  {}", describe(&ev, &names));
                }
            }
            if args.gm {
                println!("\nPlayers:");
                for p in store.players(&args.id).await? {
                    println!(
                        "  Faction {} {} <{}> token {}",
                        p.faction + 1,
                        p.name,
                        p.address,
                        p.token
                    );
                }
                if let Some(d) = store.deadline(&args.id).await? {
                    println!(
                        "\nDeadline of round {}: {} UTC (reminder {}sent)",
                        d.round,
                        crate::referee::clock::show(crate::referee::clock::from_ms(d.deadline_ms)),
                        if d.reminded { "" } else { "not yet " }
                    );
                }
                let rulings = game.rulings();
                if !rulings.is_empty() {
                    println!("\nAutomatic rulings (the GM may overrule them):");
                    for r in rulings {
                        println!(
                            "  turn {} {} {}: {} ({})",
                            r.turn, r.rule, r.subject, r.ruling, r.reason
                        );
                    }
                }
                println!("\nMail in:");
                for i in store.inbound(Some(&args.id)).await? {
                    println!(
                        "  {} from {} : {}",
                        i.source_key,
                        i.from_addr.unwrap_or_default(),
                        i.outcome
                    );
                }
            }
        }
    }
    Ok(())
}
