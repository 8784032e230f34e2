//! `rorgm fuzz`: a seeded mutation fuzzer for the readers of hostile input, on the stable
//! toolchain (cargo-fuzz needs nightly).
//!
//! There is no coverage feedback: every execution takes one file of a fixed seed corpus
//! (`fuzz/seeds/<target>/`) and stacks 1 to 32 mutations on it (bit flips, byte changes,
//! inserts, deletes, duplicated chunks, splices between corpus files, tokens of the target's
//! language). The input of execution `i` is a pure function of the seed, `i` and the corpus, so
//! any execution can be run again on its own (`--from i --runs 1`).
//!
//! Targets ([`Target`]):
//! - `mail`: one mail's intake minus the database: [`parse_mail`] (and
//!   [`parse_headers_only`]), [`read_body`], [`interpret`] and [`interpret_standing`] against
//!   one faction of a real game (snapshots of bot games, one or more per kind of decision),
//!   `Game::submit` / `set_standing` of the answers, the echo lines, and `Game::resolve` when
//!   the mail was the last answer owed.
//! - `grammar`: [`parse_line`] on every line (raw and [`clean_line`]d) and [`read_body`] on the
//!   whole text.
//! - `config`: [`Config::parse`] and, when it is accepted, the derived settings.
//! - A fourth target, the position loader, comes with its own issue.
//!
//! Every execution runs under `catch_unwind` and is timed: a panic is saved as
//! `<out>/<target>/crash-<hash>`, an execution slower than the limit (100 ms by default; it must
//! be slow three times running) as `slow-<hash>`. A stack overflow aborts the process, which
//! `catch_unwind` cannot stop: [`Campaign::run`] runs the executions in a worker process, and when a
//! worker dies it runs the last stretch again recording each input before it runs, saves the
//! input that killed it as `abort-<hash>` and carries on after it.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::io::{BufRead, BufReader, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sha2::{Digest, Sha256};

use crate::bots::{Bot, RandomBot};
use crate::config::Config;
use crate::mail::{parse_headers_only, parse_mail, plus_token};
use crate::orders::grammar::clean_line;
use crate::orders::{
    OrderContext, decision_answer_lines, interpret, interpret_standing, parse_line, read_body,
    standing_lines,
};
use crate::rules::{
    Answer, Decision, DecisionId, DecisionKind, FactionId, Game, GameStatus, Scenario, Setup, View,
    Viewer,
};

/// Mutated inputs are cut to this many bytes (keeps executions fast; the limits of the readers
/// themselves are tested elsewhere).
pub const MAX_INPUT_BYTES: usize = 64 * 1024;
/// An execution slower than this (three times running) is reported.
pub const SLOW: Duration = Duration::from_millis(100);
/// A worker reports its position every this many executions; after a worker dies, this stretch
/// is run again input by input.
pub const PROGRESS_EVERY: u64 = 10_000;

/// What is fuzzed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Target {
    Mail,
    Grammar,
    Config,
    /// Positions (issue 7): `position::load`, and when accepted, building and opening play.
    Position,
}

impl Target {
    pub const ALL: [Target; 4] = [
        Target::Mail,
        Target::Grammar,
        Target::Config,
        Target::Position,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Target::Mail => "mail",
            Target::Grammar => "grammar",
            Target::Config => "config",
            Target::Position => "position",
        }
    }

    /// The seed corpus kept in the repository, relative to its root.
    pub fn seed_dir(self) -> PathBuf {
        Path::new("fuzz").join("seeds").join(self.name())
    }

    /// Inputs that once failed, relative to the repository root (run by a test).
    pub fn regression_dir(self) -> PathBuf {
        Path::new("fuzz").join("regressions").join(self.name())
    }
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Target {
    type Err = FuzzError;
    fn from_str(s: &str) -> Result<Target, FuzzError> {
        Target::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| FuzzError::UnknownTarget(s.to_string()))
    }
}

/// What can go wrong around the fuzzing (never a finding: those are [`Finding`]s).
#[derive(Debug, thiserror::Error)]
pub enum FuzzError {
    #[error("unknown fuzz target {0:?}: mail, grammar, config or position")]
    UnknownTarget(String),
    #[error("{op} {path}: {source}")]
    Io {
        op: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("the corpus {0} has no files")]
    EmptyCorpus(PathBuf),
    #[error("setting up the mail target: {0}")]
    Setup(String),
    #[error("fuzz worker: {0}")]
    Worker(String),
}

fn io_err<'p>(op: &'static str, path: &'p Path) -> impl FnOnce(std::io::Error) -> FuzzError + 'p {
    move |source| FuzzError::Io {
        op,
        path: path.to_path_buf(),
        source,
    }
}

/// Every regular file of a folder but hidden ones (`.gitkeep`), sorted by name.
pub fn load_dir(dir: &Path) -> Result<Vec<(PathBuf, Vec<u8>)>, FuzzError> {
    let mut paths = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(io_err("reading folder", dir))? {
        let entry = entry.map_err(io_err("reading folder", dir))?;
        let path = entry.path();
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        if path.is_file() && !hidden {
            paths.push(path);
        }
    }
    paths.sort();
    let mut files = Vec::with_capacity(paths.len());
    for path in paths {
        let bytes = std::fs::read(&path).map_err(io_err("reading", &path))?;
        files.push((path, bytes));
    }
    Ok(files)
}

/// The corpus of a run: every file of `dir`, at least one.
pub fn load_corpus(dir: &Path) -> Result<Vec<Vec<u8>>, FuzzError> {
    let files: Vec<Vec<u8>> = load_dir(dir)?.into_iter().map(|(_, b)| b).collect();
    if files.is_empty() {
        return Err(FuzzError::EmptyCorpus(dir.to_path_buf()));
    }
    Ok(files)
}

// ---------------------------------------------------------------------------------------------
// The targets

/// One faction of a game, waiting for its orders.
#[derive(Debug, Clone)]
struct MailState {
    game: Game,
    faction: FactionId,
    view: View,
    open: Vec<Decision>,
    current: Vec<(DecisionId, Answer)>,
}

/// A target, ready to run inputs.
#[derive(Debug)]
pub struct Harness {
    target: Target,
    states: Vec<MailState>,
    stats: MailCounters,
}

#[derive(Debug, Default)]
struct MailCounters {
    parsed: AtomicU64,
    read: AtomicU64,
    answered: AtomicU64,
    submitted: AtomicU64,
    resolved: AtomicU64,
}

/// How far the mail target's inputs got (how many executions reached each step).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MailStats {
    /// `parse_mail` accepted the mail.
    pub parsed: u64,
    /// `read_body` accepted its text.
    pub read: u64,
    /// `interpret` / `interpret_standing` made at least one answer.
    pub answered: u64,
    /// `Game::submit` / `set_standing` took at least one of them.
    pub submitted: u64,
    /// The mail was the last answer owed and the round resolved.
    pub resolved: u64,
}

impl std::fmt::Display for MailStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} parsed, {} read, {} answered, {} submitted, {} resolved",
            self.parsed, self.read, self.answered, self.submitted, self.resolved
        )
    }
}

fn bump(c: &AtomicU64) {
    c.fetch_add(1, Ordering::Relaxed);
}

/// Snapshots per kind of decision taken for the mail target.
const STATES_PER_KIND: usize = 2;

impl Harness {
    /// Set a target up (for `mail`: play bot games and keep snapshots; deterministic).
    pub fn new(target: Target) -> Result<Harness, FuzzError> {
        let states = match target {
            Target::Mail => mail_states()?,
            Target::Grammar | Target::Config | Target::Position => Vec::new(),
        };
        Ok(Harness {
            target,
            states,
            stats: MailCounters::default(),
        })
    }

    pub fn target(&self) -> Target {
        self.target
    }

    /// The kinds of decision the mail target's snapshots wait for (empty for other targets).
    pub fn decision_kinds(&self) -> Vec<DecisionKind> {
        let mut kinds: Vec<DecisionKind> = self
            .states
            .iter()
            .flat_map(|s| s.open.iter().map(|d| d.kind))
            .collect();
        kinds.sort_by_key(|k| format!("{k:?}"));
        kinds.dedup();
        kinds
    }

    /// How far the mail target's inputs got so far.
    pub fn mail_stats(&self) -> MailStats {
        let c = &self.stats;
        MailStats {
            parsed: c.parsed.load(Ordering::Relaxed),
            read: c.read.load(Ordering::Relaxed),
            answered: c.answered.load(Ordering::Relaxed),
            submitted: c.submitted.load(Ordering::Relaxed),
            resolved: c.resolved.load(Ordering::Relaxed),
        }
    }

    /// Run one input through the target. Panics if the code under test panics.
    pub fn run_one(&self, input: &[u8]) {
        match self.target {
            Target::Mail => self.run_mail(input),
            Target::Grammar => run_grammar(input),
            Target::Config => run_config(input),
            Target::Position => run_position(input),
        }
    }

    fn run_mail(&self, input: &[u8]) {
        black_box(parse_headers_only(input));
        let Ok(mail) = parse_mail(input) else {
            return;
        };
        bump(&self.stats.parsed);
        for r in &mail.recipients {
            black_box(plus_token("gm@example.test", r));
        }
        let Ok(read) = read_body(&mail.text) else {
            return;
        };
        bump(&self.stats.read);
        if self.states.is_empty() {
            return;
        }
        // The state is chosen by the input itself, so that a saved input replays exactly: one
        // waiting for the kind of decision the first order line is for, if there is one.
        let wanted = read
            .lines
            .iter()
            .filter(|l| matches!(l.outcome, crate::orders::LineOutcome::Order(_)))
            .find_map(|l| {
                let cleaned = clean_line(&l.text);
                let first = cleaned.split_whitespace().next()?.to_ascii_uppercase();
                let kinds = kinds_for_keyword(&first);
                (!kinds.is_empty()).then_some(kinds)
            })
            .unwrap_or(&[]);
        let fitting: Vec<&MailState> = self
            .states
            .iter()
            .filter(|s| s.open.iter().any(|d| wanted.contains(&d.kind)))
            .collect();
        let h = fnv1a(input);
        let st = if fitting.is_empty() {
            &self.states[(h % self.states.len() as u64) as usize]
        } else {
            fitting[(h % fitting.len() as u64) as usize]
        };
        let ctx = OrderContext {
            faction: st.faction,
            view: &st.view,
            open: &st.open,
            current: &st.current,
        };
        let interp = interpret(&read, &ctx);
        let (standing, standing_errors) = interpret_standing(&read, &ctx);
        black_box(&standing_errors);
        if interp.answers.is_empty() && standing.is_empty() {
            black_box(interp);
            return;
        }
        bump(&self.stats.answered);
        let mut took = false;
        let mut game = st.game.clone();
        for (id, answer) in interp.answers {
            if let Ok(receipt) = game.submit(st.faction, &id, answer) {
                took = true;
                if let Some(d) = st.open.iter().find(|d| d.id == id) {
                    black_box(decision_answer_lines(d, &receipt.answer, &st.view));
                }
            }
        }
        for (kind, answer) in standing {
            if game.set_standing(st.faction, kind, answer.clone()).is_ok() {
                took = true;
                black_box(standing_lines(kind, &answer, &st.view));
            }
        }
        if took {
            bump(&self.stats.submitted);
        }
        if game.all_answered() && !game.open_decisions().is_empty() {
            black_box(game.resolve(false));
            bump(&self.stats.resolved);
        }
    }
}

fn run_grammar(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    for line in text.lines().take(2 * crate::orders::MAX_ORDER_LINES) {
        black_box(parse_line(line));
        black_box(parse_line(&clean_line(line)));
    }
    black_box(read_body(&text).ok());
}

/// `position`: parse and validate; an accepted position is built, opened, written and loaded
/// again (a refusal is fine, a panic is a finding).
fn run_position(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    let Ok(p) = crate::position::load(&text) else {
        return;
    };
    let Ok((game, events)) = crate::position::start(&p, [7; 32]) else {
        return;
    };
    black_box(events.len());
    if let Ok(written) = crate::position::write_game(&game) {
        black_box(crate::position::load(&written).is_ok());
    }
}

fn run_config(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    let Ok(cfg) = Config::parse(&text, Path::new("fuzz.toml")) else {
        return;
    };
    black_box(cfg.rounds.round_length());
    black_box(cfg.rounds.reminder_lead());
    black_box((cfg.intake(), cfg.outgoing()));
    black_box(cfg.imap_config(Some("password".into())).ok());
    black_box(cfg.imap_config(None).ok());
    black_box(cfg.smtp_config(Some("password".into())).ok());
    black_box(cfg.smtp_config(None).ok());
}

/// Bot games played until every kind of decision has been seen [`STATES_PER_KIND`] times (or
/// the games run out); at each snapshot every faction but one has answered, so a mail of that
/// faction's can resolve the round.
fn mail_states() -> Result<Vec<MailState>, FuzzError> {
    let mut states = Vec::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let all_kinds = 8;
    for game_seed in 1u64..=12 {
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed);
        let players = 3 + (game_seed % 4) as usize;
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&game_seed.to_le_bytes());
        let setup = Setup {
            scenario: Scenario::EarlyRepublic,
            players: (1..=players).map(|i| format!("Player {i}")).collect(),
        };
        let (mut game, _) = Game::new(setup, seed).map_err(|e| FuzzError::Setup(e.to_string()))?;
        let mut bots: Vec<RandomBot> = (0..players).map(|_| RandomBot::new(rng.random())).collect();
        for _ in 0..300 {
            if !matches!(game.status(), GameStatus::Waiting) {
                break;
            }
            let open = game.open_decisions();
            let mut owners: Vec<FactionId> = open.iter().map(|d| d.owner).collect();
            owners.sort();
            owners.dedup();
            let kinds: Vec<String> = open.iter().map(|d| format!("{:?}", d.kind)).collect();
            if kinds
                .iter()
                .any(|k| seen.get(k).copied().unwrap_or(0) < STATES_PER_KIND)
            {
                for k in &kinds {
                    *seen.entry(k.clone()).or_default() += 1;
                }
                for &f in &owners {
                    let mut snap = game.clone();
                    for d in open.iter().filter(|d| d.owner != f) {
                        let view = snap.view(Viewer::Faction(d.owner));
                        let answer = bots[usize::from(d.owner.0) % players].answer(d, &view);
                        if snap.submit(d.owner, &d.id, answer).is_err() {
                            // A refused bot answer leaves the Default Move.
                            let _ = snap.submit(d.owner, &d.id, d.default.clone());
                        }
                    }
                    let view = snap.view(Viewer::Faction(f));
                    let mine: Vec<Decision> =
                        open.iter().filter(|d| d.owner == f).cloned().collect();
                    let current = snap.submitted(f);
                    states.push(MailState {
                        game: snap,
                        faction: f,
                        view,
                        open: mine,
                        current,
                    });
                }
            }
            for d in game.owed() {
                if rng.random_bool(0.25) {
                    continue;
                }
                let view = game.view(Viewer::Faction(d.owner));
                let answer = bots[usize::from(d.owner.0) % players].answer(&d, &view);
                let _ = game.submit(d.owner, &d.id, answer);
            }
            game.resolve(true);
        }
        if seen.len() >= all_kinds && seen.values().all(|n| *n >= STATES_PER_KIND) {
            break;
        }
    }
    if states.is_empty() {
        return Err(FuzzError::Setup("no bot game reached a decision".into()));
    }
    Ok(states)
}

/// The kinds of decision an order keyword answers (a guess for choosing a game state; the
/// interpretation itself is the order reader's).
fn kinds_for_keyword(keyword: &str) -> &'static [DecisionKind] {
    use DecisionKind::*;
    match keyword {
        "LEADER" => &[SetupPlays, Initiative, InitiativeBid],
        "PLAY" => &[SetupPlays, Revolution],
        "INCOME" | "CONTRIBUTE" | "TRANSFER" | "UPKEEP" | "SPOILS" | "GRAIN" => &[Revenue],
        "PERSUADE" | "KNIGHTS" | "KNIGHT" | "PRESSURE" | "GAMES" | "NO" => {
            &[Initiative, InitiativeBid]
        }
        "BID" => &[InitiativeBid],
        "BRIBE" | "BRIBES" | "COUNTERBRIBE" | "COUNTERBRIBES" | "COUNTER-BRIBE" => &[Bribes],
        "NOMINATE" | "PROSECUTE" | "PROPOSE" | "ADJOURN" => &[SenateProposals],
        "VOTE" | "VETO" | "TRIBUNE" | "APPEAL" | "PREFER" | "MOTION" => &[SenateVote],
        "DISCARD" | "RETURN" | "REVOLT" => &[Revolution],
        "OFFER" | "TRADE" | "ACCEPT" => &[Trades],
        "RANSOM" => &[Ransom],
        "CHOOSE" => &[Choice],
        "APPOINT" => &[DictatorAppointment],
        _ => &[],
    }
}

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

// ---------------------------------------------------------------------------------------------
// Mutations

const COMMON_TOKENS: &[&str] = &[
    "\0",
    "\r\n",
    "\n",
    "\r",
    "\t",
    " ",
    "\u{2028}",
    "\u{2029}",
    "\u{feff}",
    "\u{200b}",
    "\u{202e}",
    "\u{fffd}",
    "é",
    "É",
    "ß",
    "İ",
    "ﬃ",
    "ǅ",
    "Ⅻ",
    "𝕏",
    "🏛",
    "\u{301}",
    "ÿ",
    "99999999999999999999",
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "100000",
    "100001",
    "-1",
    "0",
    "00000000000000000000001",
    "1e309",
    "-0",
    "NaN",
    "#",
    "#1",
    "# ",
    ">",
    "> ",
    ">>>",
    "-- ",
    "________________",
    "-----Original Message-----",
    "On Mon, 1 Jan 2024 at 10:00, Alice <alice@example.test> wrote:",
    "On Mon, 1 Jan 2024 at 10:00, Alice <",
    "Sent from my iPhone",
    "Begin forwarded message:",
    "From: Alice",
    "Sent: Monday",
    "\u{201c}",
    "\u{2019}",
    "\u{a0}",
    ".",
    ",",
    ";",
    ":",
    "\"",
];

const ORDER_TOKENS: &[&str] = &[
    "LEADER ",
    "PLAY ",
    "PLAY NONE",
    " ON ",
    "INCOME ",
    " TO ",
    "FACTION",
    "INCOME ALL TO FACTION",
    "CONTRIBUTE ",
    " FROM ",
    "TRANSFER ",
    "TRANSFER NONE",
    "SPOILS ",
    "STANDING GRAIN Sicilian DOUBLE",
    " YES",
    " NO",
    "NO ",
    "PERSUADE ",
    " WITH ",
    " BRIBE ",
    "NO PERSUASION",
    "KNIGHTS ",
    " SPEND ",
    "PRESSURE ",
    " KNIGHTS OF ",
    "NO KNIGHTS",
    "GAMES ",
    " SLICE AND DICE",
    " BLOOD FEST",
    " GLADIATOR GALA",
    "NO GAMES",
    "NO LEADER CHANGE",
    "COUNTERBRIBE ",
    "NO COUNTERBRIBES",
    "BRIBE ",
    "NO BRIBES",
    "BID ",
    "NO BID",
    " IF PERSUASION OF ",
    " SUCCEEDS",
    " FAILS",
    " MORE THAN ",
    "STANDING ",
    "STANDING CLEAR",
    "NOMINATE CONSULS ",
    " AND ",
    "NOMINATE DICTATOR ",
    " MASTER OF HORSE ",
    "NOMINATE CENSOR ",
    "PROSECUTE ",
    " MINOR",
    " MAJOR",
    " FOR CORRUPT",
    " BY ",
    "PROPOSE RAISE ",
    " LEGIONS",
    " FLEETS",
    "PROPOSE SEND ",
    "PROPOSE RECALL ",
    "PROPOSE REINFORCE ",
    "PROPOSE LAND BILL ",
    " I",
    " II",
    " III",
    "PROPOSE REPEAL LAND BILL ",
    "PROPOSE CONCESSION ",
    "PROPOSE REJECT RHODIAN",
    "PROPOSE ADJOURN",
    "ADJOURN",
    "NO PROPOSALS",
    "VOTE ",
    " BUY ",
    " UP TO ",
    " ABSTAIN",
    "NO VOTE",
    "TRIBUNE VETO",
    "VETO",
    "NO VETO",
    "APPEAL",
    "NO APPEAL",
    "PREFER ",
    " ROME",
    " FIELD",
    "ASSASSINATE ",
    "DISCARD ",
    "DISCARD NONE",
    "RETURN FORCES",
    "REVOLT",
    "OFFER ",
    "HELP",
    "HELP INCOME",
    "STATUS",
    "ORDERS",
    "CANCEL ",
    "CANCEL REVENUE",
    "READY",
    // Issue 25 §1: press, its end, and the relay's marker lines.
    "PRESS TO ",
    "PRESS ALL",
    "PRESS ALL: ",
    "GREY PRESS TO ",
    "END PRESS",
    "[press begins: relayed by the GM, never read as orders]",
    "[press ends]",
    "GAME ",
    "Cornelius",
    "Cornelius (#1)",
    "Fabius",
    "Valerius",
    "Claudius",
    "Aemilius",
    "Manlius",
    "Julius",
    "Scipio",
    "Scipio Africanus",
    "TAX FARMER 1",
    "tax-farmer-1",
    "Harbor Fees",
    "Tribune",
    "1st Punic War",
    "punic-1",
    "1A",
    "#23",
    "5T",
    "5 t",
    " talents",
    "1 talent",
    "Corn",
];

const MAIL_TOKENS: &[&str] = &[
    "Content-Type: multipart/mixed; boundary=\"b1\"\r\n",
    "Content-Type: multipart/alternative; boundary=b2\r\n",
    "Content-Type: multipart/mixed; boundary=",
    "\r\n--b1\r\n",
    "\r\n--b1--\r\n",
    "\r\n--b2\r\n",
    "\r\n--b2--\r\n",
    "--",
    "Content-Type: message/rfc822\r\n\r\n",
    "Content-Type: message/rfc822\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n",
    "Content-Type: text/plain; charset=utf-8\r\n",
    "Content-Type: text/plain; charset=\"iso-8859-1\"\r\n",
    "Content-Type: text/plain; charset=utf-7\r\n",
    "Content-Type: text/plain; charset=gb18030\r\n",
    "Content-Type: text/plain; charset=windows-1252\r\n",
    "Content-Type: text/plain; charset=x-unknown\r\n",
    "Content-Type: text/html; charset=utf-8\r\n",
    "Content-Type: text/plain; format=flowed; delsp=yes\r\n",
    "Content-Type: application/octet-stream\r\n",
    "Content-Transfer-Encoding: quoted-printable\r\n",
    "Content-Transfer-Encoding: base64\r\n",
    "Content-Transfer-Encoding: 8bit\r\n",
    "Content-Disposition: attachment; filename=\"orders.txt\"\r\n",
    "Content-Disposition: inline\r\n",
    "MIME-Version: 1.0\r\n",
    "=?utf-8?B?",
    "=?utf-8?Q?",
    "=?iso-8859-1?Q?",
    "?=",
    "=?",
    "=\r\n",
    "=\n",
    "=3D",
    "=C3=A9",
    "=FF",
    "=00",
    "=",
    "TEVBREVSIENvcm5lbGl1cw==",
    "====",
    "<blockquote>",
    "</blockquote>",
    "<blockquote type=\"cite\">",
    "<br>",
    "<br/>",
    "<hr>",
    "<p>",
    "</p>",
    "<div>",
    "</div>",
    "<pre>",
    "<li>",
    "<table><tr><td>",
    "&amp;",
    "&nbsp;",
    "&#x10FFFF;",
    "&#99999999999;",
    "&#0;",
    "&",
    "<!--",
    "-->",
    "<style>",
    "</style>",
    "<script>",
    "<",
    "Auto-Submitted: auto-replied\r\n",
    "Precedence: bulk\r\n",
    "List-Id: <l.example.test>\r\n",
    "X-Autoreply: yes\r\n",
    "Content-Type: multipart/report; report-type=delivery-status; boundary=b1\r\n",
    "From: alice@example.test\r\n",
    "From: =?utf-8?B?QWxpY2U=?= <alice@example.test>\r\n",
    "To: gm+tok@example.test\r\n",
    "Cc: gm+other@example.test, \"x\" <y@z>\r\n",
    "Delivered-To: gm+tok@example.test\r\n",
    "Message-ID: <x@y>\r\n",
    "Message-ID: <>\r\n",
    "In-Reply-To: <",
    "Subject: Re: orders\r\n",
    "Subject: =?utf-8?Q?",
    "Received: from x by y; Mon, 1 Jan 2024 10:00:00 +0000\r\n",
    "\r\n\r\n",
    "\r\n ",
    "\r\n\t",
    ": ",
    "; ",
    "boundary=",
    "charset=",
    "@",
    "+",
];

const CONFIG_TOKENS: &[&str] = &[
    "[database]\n",
    "[mail]\n",
    "[imap]\n",
    "[smtp]\n",
    "[rounds]\n",
    "[extra]\n",
    "path = ",
    "gm_address = ",
    "gm_name = ",
    "gm_notify = ",
    "\"gm@example.test\"",
    "\"gm+x@example.test\"",
    "\"@\"",
    "\"\"",
    "intake = \"maildir\"\n",
    "intake = \"smtp\"\n",
    "outgoing = \"maildir\"\n",
    "outgoing = \"imap\"\n",
    "maildir_in = \"/tmp/in\"\n",
    "maildir_out = \"/tmp/out\"\n",
    "host = ",
    "port = ",
    "user = ",
    "password_env = ",
    "mailbox = ",
    "poll_seconds = ",
    "security = ",
    "\"none\"",
    "\"tls\"",
    "\"starttls\"",
    "\"ssl\"",
    "65535",
    "65536",
    "18446744073709551615",
    "9223372036854775807",
    "-9223372036854775808",
    "hours = ",
    "reminder_hours = ",
    "1e308",
    "1e30",
    "1e15",
    "5e-324",
    "inf",
    "-inf",
    "nan",
    "+nan",
    "-0.0",
    "0.000001",
    "1_000",
    "0x7fffffff",
    "0o777",
    "0b1",
    "\"\"\"",
    "'''",
    "'",
    "\"",
    "[[",
    "]]",
    "[",
    "]",
    "{ a = 1 }",
    "[1, 2]",
    "1979-05-27T07:32:00Z",
    "\\u0000",
    "\\U0010FFFF",
    "\\",
    " = ",
    "=",
    ".",
    "true",
];

const POSITION_TOKENS: &[&str] = &[
    "[[senator]]\n",
    "[[faction]]\n",
    "[[force]]\n",
    "[[province]]\n",
    "[[land_bill]]\n",
    "[[event]]\n",
    "[[wars.leader]]\n",
    "[wars]\n",
    "[cards]\n",
    "[start]\n",
    "card = \"Cornelius\"\n",
    "card = \"1A\"\n",
    "card = \"hannibal\"\n",
    "card = \"sicilia\"\n",
    "card = \"evil-omens\"\n",
    "faction = 1\n",
    "faction = 7\n",
    "leader = true\n",
    "treasury = -1\n",
    "influence = ",
    "popularity = ",
    "legions = ",
    "fleets = ",
    "veterans = [\"Cornelius\"]\n",
    "offices = [\"rome_consul\", \"censor\"]\n",
    "captive_of = \"punic-1\"\n",
    "governor = \"Fabius\"\n",
    "commander = \"Fabius\"\n",
    "war = \"punic-1\"\n",
    "active = [\"punic-1\"]\n",
    "unprosecuted = [\"punic-1\"]\n",
    "deck = [\"punic-2\", \"era-ends\"]\n",
    "phase = \"forum\"\n",
    "phase = \"senate\"\n",
    "phase = \"combat\"\n",
    "initiative = 6\n",
    "stage = \"governors\"\n",
    "turn = 0\n",
];

/// Bytes often worth writing somewhere.
const INTERESTING_BYTES: &[u8] = &[
    0, 1, 0x7f, 0x80, 0xc0, 0xc3, 0xe2, 0xef, 0xf0, 0xff, b'\n', b'\r', b'\t', b' ', b'=', b'>',
    b'<', b'#', b'-', b'"', b'\'', b'[', b']', b'.', b':', b';', b'@', b'+', b'?', b'&', b'0',
    b'9',
];

/// Makes the input of each execution.
#[derive(Debug, Clone)]
pub struct Mutator {
    corpus: Vec<Vec<u8>>,
    tokens: Vec<&'static [u8]>,
    max_len: usize,
}

impl Mutator {
    pub fn new(target: Target, corpus: Vec<Vec<u8>>, max_len: usize) -> Mutator {
        let lists: &[&[&str]] = match target {
            Target::Mail => &[COMMON_TOKENS, ORDER_TOKENS, MAIL_TOKENS],
            Target::Grammar => &[COMMON_TOKENS, ORDER_TOKENS],
            Target::Config => &[COMMON_TOKENS, CONFIG_TOKENS],
            Target::Position => &[COMMON_TOKENS, CONFIG_TOKENS, POSITION_TOKENS],
        };
        let tokens = lists
            .iter()
            .flat_map(|l| l.iter().map(|t| t.as_bytes()))
            .collect();
        Mutator {
            corpus,
            tokens,
            max_len: max_len.max(1),
        }
    }

    /// The input of execution `index` of a run with `seed`: the corpus files as they are for
    /// the first indexes, then mutations.
    pub fn input(&self, seed: u64, index: u64) -> Vec<u8> {
        if self.corpus.is_empty() {
            return Vec::new();
        }
        if let Some(file) = usize::try_from(index).ok().and_then(|i| self.corpus.get(i)) {
            let mut data = file.clone();
            data.truncate(self.max_len);
            return data;
        }
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..16].copy_from_slice(&index.to_le_bytes());
        key[16..24].copy_from_slice(b"rorgmfuz");
        let mut rng = ChaCha8Rng::from_seed(key);
        let mut data = self.corpus[rng.random_range(0..self.corpus.len())].clone();
        let rounds = 1usize << rng.random_range(0..6u32);
        for _ in 0..rounds {
            self.mutate_once(&mut rng, &mut data);
        }
        data.truncate(self.max_len);
        data
    }

    fn room(&self, data: &[u8]) -> usize {
        self.max_len.saturating_sub(data.len())
    }

    fn mutate_once(&self, rng: &mut ChaCha8Rng, data: &mut Vec<u8>) {
        let len = data.len();
        match rng.random_range(0..14u32) {
            // flip a bit
            0 if len > 0 => {
                let p = rng.random_range(0..len);
                data[p] ^= 1 << rng.random_range(0..8u32);
            }
            // set a byte
            1 if len > 0 => {
                let p = rng.random_range(0..len);
                data[p] = if rng.random_bool(0.5) {
                    INTERESTING_BYTES[rng.random_range(0..INTERESTING_BYTES.len())]
                } else {
                    rng.random()
                };
            }
            // insert a few random bytes
            2 => {
                let n = rng.random_range(1..=8usize).min(self.room(data));
                let p = rng.random_range(0..=len);
                let ascii = rng.random_bool(0.7);
                let bytes: Vec<u8> = (0..n)
                    .map(|_| {
                        if ascii {
                            rng.random_range(0x20..0x7fu8)
                        } else {
                            rng.random()
                        }
                    })
                    .collect();
                data.splice(p..p, bytes);
            }
            // delete a range
            3 if len > 0 => {
                let p = rng.random_range(0..len);
                let max = if rng.random_bool(0.8) { 16 } else { len };
                let n = rng.random_range(1..=max.min(len - p));
                data.drain(p..p + n);
            }
            // duplicate a chunk, possibly many times
            4 if len > 0 => {
                let a = rng.random_range(0..len);
                let n = rng.random_range(1..=256usize.min(len - a));
                let chunk = data[a..a + n].to_vec();
                let times = 1usize << rng.random_range(0..10u32);
                let p = rng.random_range(0..=len);
                let mut ins = Vec::new();
                for _ in 0..times {
                    if ins.len() + n > self.room(data) {
                        break;
                    }
                    ins.extend_from_slice(&chunk);
                }
                data.splice(p..p, ins);
            }
            // splice with another corpus file
            5 => {
                let other = &self.corpus[rng.random_range(0..self.corpus.len())];
                if other.is_empty() {
                    return;
                }
                let a = rng.random_range(0..other.len());
                let n = rng.random_range(1..=(other.len() - a));
                let p = rng.random_range(0..=len);
                if rng.random_bool(0.5) {
                    // the head of this file, the tail of the other
                    data.truncate(p);
                    let n = n.min(self.room(data));
                    data.extend_from_slice(&other[a..a + n]);
                } else {
                    let n = n.min(self.room(data));
                    data.splice(p..p, other[a..a + n].iter().copied());
                }
            }
            // insert a token
            6..=8 => {
                let t = self.tokens[rng.random_range(0..self.tokens.len())];
                if t.len() <= self.room(data) {
                    let p = self.position(rng, data);
                    data.splice(p..p, t.iter().copied());
                }
            }
            // overwrite with a token
            9 if len > 0 => {
                let t = self.tokens[rng.random_range(0..self.tokens.len())];
                let p = rng.random_range(0..len);
                let end = (p + t.len()).min(len);
                data.splice(p..end, t.iter().copied());
            }
            // a number becomes a big or odd one
            10 => {
                let numbers: &[&[u8]] = &[
                    b"0",
                    b"1",
                    b"7",
                    b"100000",
                    b"100001",
                    b"4294967295",
                    b"4294967296",
                    b"18446744073709551615",
                    b"18446744073709551616",
                    b"999999999999999999999999999999",
                    b"-1",
                    b"1e308",
                ];
                let num = numbers[rng.random_range(0..numbers.len())];
                match data.iter().position(|b| b.is_ascii_digit()) {
                    Some(start) if rng.random_bool(0.7) => {
                        let skip = rng.random_range(0..len);
                        let start = data
                            .iter()
                            .skip(skip)
                            .position(|b| b.is_ascii_digit())
                            .map_or(start, |i| i + skip);
                        let end = data[start..]
                            .iter()
                            .position(|b| !b.is_ascii_digit())
                            .map_or(data.len(), |i| i + start);
                        data.splice(start..end, num.iter().copied());
                    }
                    _ => {
                        if num.len() <= self.room(data) {
                            let p = rng.random_range(0..=len);
                            data.splice(p..p, num.iter().copied());
                        }
                    }
                }
            }
            // line operations: duplicate, delete or swap lines
            11 => {
                let mut lines: Vec<Vec<u8>> =
                    data.split(|b| *b == b'\n').map(<[u8]>::to_vec).collect();
                let n = lines.len();
                let i = rng.random_range(0..n);
                match rng.random_range(0..3u32) {
                    0 => {
                        let l = lines[i].clone();
                        let times = 1usize << rng.random_range(0..8u32);
                        for _ in 0..times {
                            lines.insert(i, l.clone());
                        }
                    }
                    1 if n > 1 => {
                        lines.remove(i);
                    }
                    _ => {
                        let j = rng.random_range(0..n);
                        lines.swap(i, j);
                    }
                }
                *data = lines.join(&b'\n');
            }
            // a long run of one character
            12 => {
                let c = INTERESTING_BYTES[rng.random_range(0..INTERESTING_BYTES.len())];
                let n = rng.random_range(1..=8192usize).min(self.room(data));
                let p = rng.random_range(0..=len);
                data.splice(p..p, std::iter::repeat_n(c, n));
            }
            // truncate
            13 if len > 1 => {
                data.truncate(rng.random_range(1..len));
            }
            _ => {}
        }
        data.truncate(self.max_len);
    }

    /// A position to insert at: often the start of a line.
    fn position(&self, rng: &mut ChaCha8Rng, data: &[u8]) -> usize {
        let p = rng.random_range(0..=data.len());
        if rng.random_bool(0.5) {
            data[..p]
                .iter()
                .rposition(|b| *b == b'\n')
                .map_or(0, |i| i + 1)
        } else {
            p
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Running

/// What an execution found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FindingKind {
    /// The code panicked.
    Panic,
    /// Slower than the limit, three times running.
    Slow,
    /// The worker process died on this input (stack overflow, abort).
    Abort,
}

impl FindingKind {
    pub fn name(self) -> &'static str {
        match self {
            FindingKind::Panic => "crash",
            FindingKind::Slow => "slow",
            FindingKind::Abort => "abort",
        }
    }

    fn parse(s: &str) -> Option<FindingKind> {
        [FindingKind::Panic, FindingKind::Slow, FindingKind::Abort]
            .into_iter()
            .find(|k| k.name() == s)
    }
}

/// An input that failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub kind: FindingKind,
    /// The execution index.
    pub index: u64,
    /// SHA-256 of the input, first 16 hex digits.
    pub hash: String,
    /// Where the input was saved.
    pub path: Option<PathBuf>,
    /// The panic message or the time taken.
    pub detail: String,
}

/// The first 16 hex digits of the SHA-256 of an input.
pub fn input_hash(input: &[u8]) -> String {
    let mut h = hex::encode(Sha256::digest(input));
    h.truncate(16);
    h
}

thread_local! {
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Replace the panic hook by one that prints nothing and keeps the message and location for
/// [`check`] (panics are expected by the thousand in a fuzzing run).
pub fn install_quiet_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let msg = payload_text(info.payload());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()))
            .unwrap_or_default();
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(format!("{msg}{at}")));
    }));
}

fn payload_text(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(a panic without a message)".to_string()
    }
}

/// Run one input: `Some` with what is wrong if it panicked or was too slow.
pub fn check(harness: &Harness, input: &[u8], slow: Duration) -> Option<(FindingKind, String)> {
    check_with(&|i| harness.run_one(i), input, slow)
}

/// [`check`] with any function as the target.
pub fn check_with(
    target: &dyn Fn(&[u8]),
    input: &[u8],
    slow: Duration,
) -> Option<(FindingKind, String)> {
    LAST_PANIC.with(|p| p.borrow_mut().take());
    let started = Instant::now();
    let outcome = catch_unwind(AssertUnwindSafe(|| target(input)));
    let took = started.elapsed();
    match outcome {
        Err(payload) => {
            let msg = LAST_PANIC
                .with(|p| p.borrow_mut().take())
                .unwrap_or_else(|| payload_text(payload.as_ref()));
            Some((FindingKind::Panic, msg))
        }
        Ok(()) if took > slow => {
            // Slow twice more, in CPU time where the system tells it: not one unlucky moment
            // of a busy machine (a fuzzer runs niced, next to other work).
            let mut best = Duration::MAX;
            for _ in 0..2 {
                let cpu = thread_cpu_time();
                let t = Instant::now();
                let again = catch_unwind(AssertUnwindSafe(|| target(input)));
                let wall = t.elapsed();
                let spent = match (cpu, thread_cpu_time()) {
                    (Some(a), Some(b)) => b.saturating_sub(a),
                    _ => wall,
                };
                best = best.min(spent);
                if again.is_err() || best <= slow {
                    break;
                }
            }
            (best > slow).then(|| {
                (
                    FindingKind::Slow,
                    format!(
                        "{:.1} ms ({:.1} ms CPU at best of 2 more runs)",
                        took.as_secs_f64() * 1e3,
                        best.as_secs_f64() * 1e3
                    ),
                )
            })
        }
        Ok(()) => None,
    }
}

/// CPU time of the calling thread so far (Linux: `/proc/thread-self/schedstat`, in ns);
/// `None` where the system does not tell it.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// One run of executions in this process.
#[derive(Debug, Clone)]
pub struct RunOptions {
    pub seed: u64,
    /// The first execution index.
    pub from: u64,
    pub runs: u64,
    pub slow: Duration,
    /// Where findings are saved (`<out>/<target>/`); `None`: not saved.
    pub out: Option<PathBuf>,
    /// Write each input to this file before running it (to find the one that kills a worker).
    pub record: Option<PathBuf>,
    /// Stop after this long (the report says how many executions were done).
    pub time_limit: Option<Duration>,
}

/// What a run reports as it goes.
#[derive(Debug)]
pub enum RunEvent<'a> {
    /// About to run this execution (only when recording).
    Executing(u64),
    /// Every execution before this index is done.
    Progress(u64),
    Found(&'a Finding),
}

/// What a run did.
#[derive(Debug, Clone, Default)]
pub struct RunReport {
    pub executions: u64,
    pub findings: Vec<Finding>,
    pub elapsed: Duration,
}

impl RunReport {
    pub fn count(&self, kind: FindingKind) -> usize {
        self.findings.iter().filter(|f| f.kind == kind).count()
    }
}

/// Save a failing input as `<dir>/<kind>-<hash>`.
pub fn save_finding(dir: &Path, kind: FindingKind, input: &[u8]) -> Result<PathBuf, FuzzError> {
    std::fs::create_dir_all(dir).map_err(io_err("creating folder", dir))?;
    let path = dir.join(format!("{}-{}", kind.name(), input_hash(input)));
    std::fs::write(&path, input).map_err(io_err("writing", &path))?;
    Ok(path)
}

/// Run executions `from .. from + runs` in this process.
pub fn run(
    harness: &Harness,
    mutator: &Mutator,
    opts: &RunOptions,
    on_event: &mut dyn FnMut(RunEvent),
) -> Result<RunReport, FuzzError> {
    let started = Instant::now();
    let mut report = RunReport::default();
    let dir = opts.out.as_ref().map(|o| o.join(harness.target().name()));
    let end = opts.from.saturating_add(opts.runs);
    for index in opts.from..end {
        if let Some(limit) = opts.time_limit
            && index % 64 == 0
            && started.elapsed() >= limit
        {
            break;
        }
        let input = mutator.input(opts.seed, index);
        if let Some(rec) = &opts.record {
            std::fs::write(rec, &input).map_err(io_err("writing", rec))?;
            on_event(RunEvent::Executing(index));
        }
        if let Some((kind, detail)) = check(harness, &input, opts.slow) {
            let path = match &dir {
                Some(d) => Some(save_finding(d, kind, &input)?),
                None => None,
            };
            let finding = Finding {
                kind,
                index,
                hash: input_hash(&input),
                path,
                detail,
            };
            on_event(RunEvent::Found(&finding));
            report.findings.push(finding);
        }
        report.executions += 1;
        if (index + 1 - opts.from).is_multiple_of(PROGRESS_EVERY) {
            on_event(RunEvent::Progress(index + 1));
        }
    }
    report.elapsed = started.elapsed();
    Ok(report)
}

// ---------------------------------------------------------------------------------------------
// Worker processes

/// The lines a worker writes on its standard output, one per event, for [`Campaign::run`].
pub fn worker_line(event: &RunEvent) -> String {
    match event {
        RunEvent::Executing(i) => format!("executing {i}"),
        RunEvent::Progress(i) => format!("progress {i}"),
        RunEvent::Found(f) => format!(
            "found {} {} {} {} {}",
            f.kind.name(),
            f.index,
            f.hash,
            f.path
                .as_ref()
                .map_or_else(|| "-".to_string(), |p| p.display().to_string()),
            f.detail.replace(['\n', '\r'], " ")
        ),
    }
}

/// A worker says this once its target is set up.
pub const WORKER_READY: &str = "ready";
/// A worker says this when it has run every execution it was given.
pub const WORKER_DONE: &str = "done";

/// A whole campaign, run in worker processes.
#[derive(Debug, Clone)]
pub struct Campaign {
    /// The program to start as a worker (the `rorgm` binary).
    pub exe: PathBuf,
    pub target: Target,
    pub seed: u64,
    pub from: u64,
    pub runs: u64,
    pub corpus: PathBuf,
    pub out: PathBuf,
    pub max_len: usize,
    pub slow: Duration,
    /// Stop after this long; the report gives the executions done.
    pub time_limit: Option<Duration>,
}

/// What a campaign found.
#[derive(Debug, Clone, Default)]
pub struct CampaignReport {
    pub executions: u64,
    /// Unique by execution index.
    pub findings: BTreeMap<u64, Finding>,
    /// How far the mail target's inputs got (summed over the workers that finished).
    pub mail: MailStats,
    /// Worker deaths that did not happen again when the stretch was re-run.
    pub unreproduced: Vec<String>,
    pub elapsed: Duration,
}

impl CampaignReport {
    /// Distinct inputs (by hash) of one kind.
    pub fn count(&self, kind: FindingKind) -> usize {
        let mut hashes: Vec<&str> = self
            .findings
            .values()
            .filter(|f| f.kind == kind)
            .map(|f| f.hash.as_str())
            .collect();
        hashes.sort_unstable();
        hashes.dedup();
        hashes.len()
    }

    pub fn per_second(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 {
            self.executions as f64 / s
        } else {
            0.0
        }
    }

    /// The closing line.
    pub fn summary(&self, target: Target) -> String {
        format!(
            "fuzz {target}: {} executions, {} panics, {} slow inputs, {} aborts, {:.0} exec/s ({:.1} s)",
            self.executions,
            self.count(FindingKind::Panic),
            self.count(FindingKind::Slow),
            self.count(FindingKind::Abort),
            self.per_second(),
            self.elapsed.as_secs_f64()
        )
    }
}

/// What one worker process did.
#[derive(Debug, Default)]
struct WorkerRun {
    ready: bool,
    done: bool,
    /// With `done`: every execution before this index ran.
    done_at: Option<u64>,
    progress: Option<u64>,
    executing: Option<u64>,
    status: String,
}

fn parse_finding(rest: &str) -> Option<Finding> {
    let mut parts = rest.splitn(5, ' ');
    let kind = FindingKind::parse(parts.next()?)?;
    let index = parts.next()?.parse().ok()?;
    let hash = parts.next()?.to_string();
    let path = match parts.next()? {
        "-" => None,
        p => Some(PathBuf::from(p)),
    };
    let detail = parts.next().unwrap_or("").to_string();
    Some(Finding {
        kind,
        index,
        hash,
        path,
        detail,
    })
}

impl Campaign {
    fn worker(
        &self,
        from: u64,
        runs: u64,
        record: Option<&Path>,
        started: Instant,
        report: &mut CampaignReport,
        log: &mut dyn FnMut(&str),
    ) -> Result<WorkerRun, FuzzError> {
        let mut cmd = Command::new(&self.exe);
        cmd.arg("fuzz")
            .arg("--worker")
            .args(["--target", self.target.name()])
            .args(["--seed", &self.seed.to_string()])
            .args(["--from", &from.to_string()])
            .args(["--runs", &runs.to_string()])
            .arg("--corpus")
            .arg(&self.corpus)
            .arg("--out")
            .arg(&self.out)
            .args(["--max-len", &self.max_len.to_string()])
            .args(["--slow-ms", &self.slow.as_millis().to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped());
        if let Some(r) = record {
            cmd.arg("--record").arg(r);
        }
        if let Some(left) = self.time_limit.map(|l| l.saturating_sub(started.elapsed())) {
            cmd.args(["--max-seconds", &format!("{:.3}", left.as_secs_f64())]);
        }
        let mut child = cmd.spawn().map_err(io_err("starting", &self.exe))?;
        let mut run = WorkerRun::default();
        if let Some(out) = child.stdout.take() {
            for line in BufReader::new(out).lines() {
                let line = line.map_err(io_err("reading the output of", &self.exe))?;
                let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
                match word {
                    WORKER_READY => run.ready = true,
                    WORKER_DONE => {
                        run.done = true;
                        run.done_at = rest.parse().ok();
                    }
                    "progress" => {
                        run.progress = rest.parse().ok();
                        if let Some(p) = run.progress {
                            log(&format!("progress {p}"));
                        }
                    }
                    "executing" => run.executing = rest.parse().ok(),
                    "stats" => {
                        let n: Vec<u64> = rest.split(' ').filter_map(|w| w.parse().ok()).collect();
                        if let [parsed, read, answered, submitted, resolved] = n[..] {
                            let m = &mut report.mail;
                            m.parsed += parsed;
                            m.read += read;
                            m.answered += answered;
                            m.submitted += submitted;
                            m.resolved += resolved;
                        }
                    }
                    "found" => {
                        if let Some(f) = parse_finding(rest) {
                            if !report.findings.contains_key(&f.index) {
                                log(&format!(
                                    "found {} at execution {}: {} ({})",
                                    f.kind.name(),
                                    f.index,
                                    f.path
                                        .as_ref()
                                        .map_or_else(String::new, |p| p.display().to_string()),
                                    f.detail
                                ));
                            }
                            report.findings.insert(f.index, f);
                        }
                    }
                    _ => log(&format!("worker: {line}")),
                }
            }
        }
        let status = child.wait().map_err(io_err("waiting for", &self.exe))?;
        run.status = status.to_string();
        if !status.success() {
            run.done = false;
        }
        Ok(run)
    }

    /// Run the whole campaign; `log` gets progress and findings as they come.
    pub fn run(&self, log: &mut dyn FnMut(&str)) -> Result<CampaignReport, FuzzError> {
        let started = Instant::now();
        let mut report = CampaignReport::default();
        let dir = self.out.join(self.target.name());
        std::fs::create_dir_all(&dir).map_err(io_err("creating folder", &dir))?;
        let record = dir.join("current-input");
        let end = self.from.saturating_add(self.runs);
        let mut pos = self.from;
        let time_up = || self.time_limit.is_some_and(|l| started.elapsed() >= l);
        while pos < end && !time_up() {
            let first = self.worker(pos, end - pos, None, started, &mut report, log)?;
            if first.done {
                // all done, or stopped by the time limit
                pos = first.done_at.unwrap_or(end).clamp(pos, end);
                if pos < end {
                    break;
                }
                continue;
            }
            if !first.ready {
                return Err(FuzzError::Worker(format!(
                    "the worker stopped before it was ready ({})",
                    first.status
                )));
            }
            // It died: run the stretch since its last report again, input by input.
            let from = first.progress.unwrap_or(pos).max(pos);
            let span = (end - from).min(PROGRESS_EVERY);
            log(&format!(
                "worker died ({}) after execution {from}; running {from}..{} again, recording each input",
                first.status,
                from + span
            ));
            let again = self.worker(from, span, Some(&record), started, &mut report, log)?;
            if again.done {
                let reached = again
                    .done_at
                    .unwrap_or(from + span)
                    .clamp(from, from + span);
                if reached < from + span {
                    // stopped by the time limit
                    pos = reached;
                    break;
                }
                report.unreproduced.push(format!(
                    "a worker died ({}) in executions {from}..{} but not when they ran again",
                    first.status,
                    from + span
                ));
                pos = from + span;
                continue;
            }
            let index = again.executing.unwrap_or(from);
            let input = std::fs::read(&record).map_err(io_err("reading", &record))?;
            let path = save_finding(&dir, FindingKind::Abort, &input)?;
            let finding = Finding {
                kind: FindingKind::Abort,
                index,
                hash: input_hash(&input),
                path: Some(path.clone()),
                detail: again.status.clone(),
            };
            log(&format!(
                "found abort at execution {index}: {} ({})",
                path.display(),
                again.status
            ));
            report.findings.insert(index, finding);
            pos = index + 1;
        }
        let _ = std::fs::remove_file(&record);
        report.executions = pos - self.from;
        report.elapsed = started.elapsed();
        Ok(report)
    }
}

/// The body of a worker process: set up, say [`WORKER_READY`], run, say [`WORKER_DONE`].
pub fn work(
    target: Target,
    corpus_dir: &Path,
    max_len: usize,
    opts: &RunOptions,
    out: &mut dyn Write,
) -> Result<RunReport, FuzzError> {
    let corpus = load_corpus(corpus_dir)?;
    let harness = Harness::new(target)?;
    let mutator = Mutator::new(target, corpus, max_len);
    let stdout_err = |e: std::io::Error| FuzzError::Io {
        op: "writing",
        path: PathBuf::from("standard output"),
        source: e,
    };
    writeln!(out, "{WORKER_READY}")
        .and_then(|()| out.flush())
        .map_err(stdout_err)?;
    let mut write_err = None;
    let report = run(&harness, &mutator, opts, &mut |ev| {
        let r = writeln!(out, "{}", worker_line(&ev)).and_then(|()| {
            if matches!(ev, RunEvent::Progress(_)) || opts.record.is_some() {
                out.flush()
            } else {
                Ok(())
            }
        });
        if let Err(e) = r {
            write_err.get_or_insert(e);
        }
    })?;
    if let Some(e) = write_err {
        return Err(stdout_err(e));
    }
    if target == Target::Mail {
        let m = harness.mail_stats();
        writeln!(
            out,
            "stats {} {} {} {} {}",
            m.parsed, m.read, m.answered, m.submitted, m.resolved
        )
        .map_err(stdout_err)?;
    }
    writeln!(out, "{WORKER_DONE} {}", opts.from + report.executions)
        .and_then(|()| out.flush())
        .map_err(stdout_err)?;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn corpus() -> Vec<Vec<u8>> {
        vec![
            b"LEADER Cornelius\nINCOME 3 TO Fabius\n".to_vec(),
            b"From: a@b\r\nTo: gm+x@c\r\n\r\nVOTE YES\r\n".to_vec(),
        ]
    }

    #[test]
    fn inputs_are_a_function_of_seed_and_index() {
        let m = Mutator::new(Target::Mail, corpus(), MAX_INPUT_BYTES);
        assert_eq!(
            m.input(1, 0),
            corpus()[0],
            "index 0 is the first file as it is"
        );
        let a: Vec<Vec<u8>> = (2..200).map(|i| m.input(7, i)).collect();
        let b: Vec<Vec<u8>> = (2..200).map(|i| m.input(7, i)).collect();
        assert_eq!(a, b);
        let c: Vec<Vec<u8>> = (2..200).map(|i| m.input(8, i)).collect();
        assert_ne!(a, c, "another seed gives other inputs");
        let changed = a.iter().filter(|x| !corpus().contains(x)).count();
        assert!(changed > 150, "only {changed} of 198 inputs were mutated");
    }

    #[test]
    fn inputs_respect_the_size_cap() {
        let m = Mutator::new(Target::Grammar, corpus(), 300);
        let longest = (0..3000).map(|i| m.input(3, i).len()).max().unwrap_or(0);
        assert!(longest <= 300, "{longest}");
        assert!(longest > 100, "mutations never grew an input: {longest}");
    }

    #[test]
    fn target_names_round_trip() {
        for t in Target::ALL {
            assert_eq!(t.name().parse::<Target>().unwrap(), t);
        }
        assert!("orders".parse::<Target>().is_err());
    }

    #[test]
    fn panics_and_slow_inputs_are_findings() {
        let panicky = |i: &[u8]| {
            if i.starts_with(b"boom") {
                panic!("exploded on {} bytes", i.len());
            }
        };
        let found = check_with(&panicky, b"boom!", SLOW);
        let (kind, msg) = found.expect("the panic is a finding");
        assert_eq!(kind, FindingKind::Panic);
        assert!(msg.contains("exploded on 5 bytes"), "{msg}");
        assert_eq!(check_with(&panicky, b"fine", SLOW), None);
        // 30 ms of work (CPU time where it is known, so that a busy machine cannot shorten it)
        let busy = |_: &[u8]| {
            let spent = || thread_cpu_time().unwrap_or_else(|| Duration::from_nanos(0));
            let (c, t) = (spent(), Instant::now());
            let mut x = 0u64;
            while spent().saturating_sub(c) < Duration::from_millis(30)
                && t.elapsed() < Duration::from_secs(5)
                && (thread_cpu_time().is_some() || t.elapsed() < Duration::from_millis(30))
            {
                x = black_box(x.wrapping_add(1));
            }
        };
        let found = check_with(&busy, b"x", Duration::from_millis(10));
        assert_eq!(found.map(|f| f.0), Some(FindingKind::Slow));
        assert_eq!(check_with(&busy, b"x", Duration::from_secs(5)), None);
        // Waiting is not working: a sleep is slow in wall time only.
        if thread_cpu_time().is_some() {
            let sleepy = |_: &[u8]| std::thread::sleep(Duration::from_millis(30));
            assert_eq!(check_with(&sleepy, b"x", Duration::from_millis(10)), None);
        }

        let h = Harness::new(Target::Config).unwrap();
        assert_eq!(check(&h, b"[database]\npath = 1\n", SLOW), None);
    }

    #[test]
    fn findings_are_saved_by_kind_and_hash() {
        let dir = tempfile::tempdir().unwrap();
        let p = save_finding(dir.path(), FindingKind::Panic, b"boom").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"boom");
        assert!(
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("crash-")
        );
    }

    #[test]
    fn a_time_limit_stops_a_run() {
        let h = Harness::new(Target::Grammar).unwrap();
        let m = Mutator::new(Target::Grammar, corpus(), 1024);
        let opts = |limit| RunOptions {
            seed: 1,
            from: 0,
            runs: 500,
            slow: SLOW,
            out: None,
            record: None,
            time_limit: limit,
        };
        let stopped = run(&h, &m, &opts(Some(Duration::ZERO)), &mut |_| {}).unwrap();
        assert_eq!(stopped.executions, 0);
        let full = run(&h, &m, &opts(Some(Duration::from_secs(600))), &mut |_| {}).unwrap();
        assert_eq!(full.executions, 500);
    }

    #[test]
    fn worker_lines_parse_back() {
        let f = Finding {
            kind: FindingKind::Slow,
            index: 42,
            hash: "0123456789abcdef".into(),
            path: Some(PathBuf::from("fuzz/artifacts/mail/slow-0123456789abcdef")),
            detail: "150.0 ms (120.0 ms CPU at best of 2 more runs)".into(),
        };
        let line = worker_line(&RunEvent::Found(&f));
        let rest = line.strip_prefix("found ").unwrap();
        assert_eq!(parse_finding(rest), Some(f));
    }
}
