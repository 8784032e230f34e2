//! `rorgm scenario run FILE`: a scripted game for testing rules case by case (docs/SCENARIOS.md).
//! A scenario gives the players and the seed, optional scripted dice and mortality chits, then a
//! list of steps (orders written in the order language, as players would mail them, and
//! resolutions), and optional expectations. The result is the events and final state as JSON.

use serde::{Deserialize, Serialize};

use crate::orders::{self, OrderContext};
use crate::render::{Names, describe};
use crate::rules::{Decision, Event, FactionId, Game, GameStatus, Scenario, Setup, View, Viewer};

/// A scenario file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    pub name: String,
    /// Checklist IDs this scenario tests.
    #[serde(default)]
    pub rules: Vec<String>,
    /// The sentences of the rules this scenario proves (`../shared/text/sentences.tsv` IDs:
    /// `1.10.71/3`, `card:event-refuge/2`, `S004/64`): its expectations would fail were the
    /// sentence ignored. `docs/TEXT-COVERAGE.tsv` marks them proved (tests/text_coverage.rs).
    #[serde(default)]
    pub text: Vec<String>,
    #[serde(default = "default_scenario")]
    pub scenario: Scenario,
    /// The players (from the position when one is given and this is left out).
    #[serde(default)]
    pub players: Vec<String>,
    /// Start from a position instead of a new game: an inline `[position]` table, or the path
    /// of a position file (relative to the scenario file).
    #[serde(default)]
    pub position: Option<toml::Value>,
    /// The directory of the scenario file (for a position file's relative path).
    #[serde(skip)]
    pub dir: Option<std::path::PathBuf>,
    /// A number or 64 hex digits.
    pub seed: SeedSpec,
    /// Dice consumed before the RNG, after setup.
    #[serde(default)]
    pub dice: Vec<u8>,
    /// Mortality chits drawn before the RNG ("7", "none", "draw 2").
    #[serde(default)]
    pub chits: Vec<String>,
    /// Card keys drawn from the deck before it is asked (e.g. "punic-2", "hannibal").
    #[serde(default)]
    pub cards: Vec<String>,
    #[serde(default, rename = "step")]
    pub steps: Vec<Step>,
    /// The engine is known to differ from the rulebook here (the reason, e.g. the rule ID and
    /// the issue): the scenario keeps the rulebook's numbers and is expected to fail until the
    /// engine is fixed (`cargo test --test scenarios` then asks to remove the mark).
    #[serde(default)]
    pub known_wrong: Option<String>,
    #[serde(default)]
    pub expect: Option<Expect>,
}

fn default_scenario() -> Scenario {
    Scenario::EarlyRepublic
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum SeedSpec {
    Number(u64),
    Hex(String),
}

/// One step: orders from a faction, or a resolution.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// 1-based faction number (as players see it).
    #[serde(default)]
    pub faction: Option<u8>,
    /// Order text, read exactly as a mail body.
    #[serde(default)]
    pub orders: Option<String>,
    /// Resolve if every answer is in (`true`), as the referee does.
    #[serde(default)]
    pub resolve: bool,
    /// The deadline passes: resolve with Default Moves for whoever is missing.
    #[serde(default)]
    pub deadline: bool,
    /// Dice to script from this step on.
    #[serde(default)]
    pub dice: Vec<u8>,
    #[serde(default)]
    pub chits: Vec<String>,
    #[serde(default)]
    pub cards: Vec<String>,
}

/// What must hold at the end.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// "waiting", "finished", or "rules_end:<ID>".
    #[serde(default)]
    pub status: Option<String>,
    /// Event lines (as rendered) that must appear, each as a substring of some line. Words:
    /// for tests of what players read only; rules scenarios use `[[expect.event]]`
    /// (tests/scenario_english.txt lists the files that still match English).
    #[serde(default)]
    pub events: Vec<String>,
    /// Substrings that must appear in no event line.
    #[serde(default)]
    pub not_events: Vec<String>,
    /// GEN-04: substrings that must appear in no *public* event line (what every player reads);
    /// a private line may hold them.
    #[serde(default)]
    pub not_public: Vec<String>,
    /// Substrings that must appear in some *public* event line: what the GM announces to every
    /// player (seed 004's "the GM announces ...").
    #[serde(default)]
    pub public: Vec<String>,
    /// Typed events that must have happened: each table gives the kind (`event = "dice_rolled"`)
    /// and any of its fields, matched as a subset of the event's JSON (docs/SCENARIOS.md).
    #[serde(default, rename = "event")]
    pub event_tables: Vec<toml::Table>,
    /// Typed events that must not have happened (same tables; the kind must exist).
    #[serde(default)]
    pub no_event: Vec<toml::Table>,
    /// Order-line errors are expected (by default any order error fails the scenario): each a
    /// substring of some error's words. Words: for tests of what players read only; rules
    /// scenarios use `[[expect.order_error]]`.
    #[serde(default)]
    pub order_errors: Vec<String>,
    /// Typed order-line errors that must occur: each table gives the `error` (the reader's
    /// `ReadError` as JSON, tagged by `kind`) and optionally the `step` and the `line`, matched
    /// as a subset (docs/SCENARIOS.md). An order error no table (and no `order_errors` substring)
    /// expects fails the scenario.
    #[serde(default, rename = "order_error")]
    pub order_error_tables: Vec<toml::Table>,
    #[serde(default)]
    pub state_treasury: Option<i64>,
    #[serde(default)]
    pub unrest: Option<i32>,
    /// Any part of the final position (docs/SCENARIOS.md): senators, factions, forces,
    /// provinces, wars, land bills, events, cards, the phase in `start`.
    #[serde(default)]
    pub position: Option<toml::Value>,
    /// Wars with their current strength (TD-08).
    #[serde(default, rename = "war")]
    pub wars: Vec<WarExpect>,
    /// The open decisions: exactly these (kind, faction), in any order.
    #[serde(default, rename = "decision")]
    pub decisions: Option<Vec<DecisionExpect>>,
    /// The decisions still owed (open and unanswered: whose factions are called): exactly
    /// these (kind, faction), in any order.
    #[serde(default)]
    pub owed: Option<Vec<DecisionExpect>>,
}

/// A war's current strength (`Game::war_strength`); omitted fields are not checked.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WarExpect {
    /// Key or name.
    pub card: String,
    #[serde(default)]
    pub land: Option<u32>,
    #[serde(default)]
    pub fleet: Option<u32>,
    #[serde(default)]
    pub fleet_support: Option<u32>,
}

/// An open decision: its kind (`revenue`, `initiative`, `senate_vote` ...) and its faction.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecisionExpect {
    pub kind: String,
    /// 1-based.
    pub faction: u8,
}

/// The outcome, printed as JSON.
#[derive(Debug, Clone, Serialize)]
pub struct Outcome {
    pub name: String,
    /// The scenario's `known_wrong` mark.
    pub known_wrong: Option<String>,
    pub rules: Vec<String>,
    pub text: Vec<String>,
    pub events: Vec<RenderedEvent>,
    pub order_errors: Vec<String>,
    /// The same errors, typed: `{ "step": n, "line": "...", "error": { "kind": ... } }`.
    pub typed_order_errors: Vec<serde_json::Value>,
    pub status: String,
    pub final_state: View,
    pub failures: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct RenderedEvent {
    #[serde(flatten)]
    pub event: Event,
    pub text: String,
}

/// Why a scenario could not run at all.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    #[error("scenario file: {0}")]
    Parse(String),
    #[error("scenario setup: {0}")]
    Setup(String),
    #[error("step {step}: {message}")]
    Step { step: usize, message: String },
}

fn seed_bytes(s: &SeedSpec) -> Result<[u8; 32], ScenarioError> {
    match s {
        SeedSpec::Number(n) => {
            let mut b = [0u8; 32];
            b[..8].copy_from_slice(&n.to_le_bytes());
            Ok(b)
        }
        SeedSpec::Hex(h) => hex::decode(h.trim())
            .ok()
            .and_then(|v| <[u8; 32]>::try_from(v).ok())
            .ok_or_else(|| ScenarioError::Parse("seed must be a number or 64 hex digits".into())),
    }
}

fn status_text(g: &Game) -> String {
    match g.status() {
        GameStatus::Waiting | GameStatus::Suspended => "waiting".into(),
        GameStatus::RulesEnd { rule, .. } => format!("rules_end:{rule}"),
        GameStatus::Finished { .. } => "finished".into(),
    }
}

/// Is this a card key the data knows (scripted draws must name real cards)?
fn known_card(key: &str) -> bool {
    let Ok(d) = crate::rules::data::early_republic() else {
        return false;
    };
    key.parse::<u8>().is_ok_and(|n| d.family(n).is_some())
        || d.statesman(key).is_some()
        || d.war(key).is_some()
        || d.leader(key).is_some()
        || d.intrigue(key).is_some()
        || d.concession(key).is_some()
        || d.law(key).is_some()
        || d.misc_card(key).is_some()
        || d.event(key).is_some()
}

fn check_cards(cards: &[String], step: usize) -> Result<(), ScenarioError> {
    match cards.iter().find(|c| !known_card(c)) {
        Some(c) => Err(ScenarioError::Step {
            step,
            message: format!("unknown card key {c:?} (keys are in data/*.toml)"),
        }),
        None => Ok(()),
    }
}

/// Parse a scenario file's text (TOML).
pub fn parse(text: &str) -> Result<ScenarioFile, ScenarioError> {
    toml::from_str(text).map_err(|e| ScenarioError::Parse(e.to_string()))
}

/// Read and parse a scenario file (a position file it names is read relative to it).
pub fn parse_file(path: &std::path::Path) -> Result<ScenarioFile, ScenarioError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| ScenarioError::Parse(format!("{}: {e}", path.display())))?;
    let mut sc = parse(&text)?;
    sc.dir = path.parent().map(std::path::Path::to_path_buf);
    Ok(sc)
}

/// The scenario's position, if it starts from one (validated).
fn position_of(sc: &ScenarioFile) -> Result<Option<crate::position::Position>, ScenarioError> {
    let Some(v) = &sc.position else {
        return Ok(None);
    };
    let mut p = match v {
        toml::Value::String(file) => {
            let path = sc.dir.clone().unwrap_or_default().join(file);
            let text = std::fs::read_to_string(&path)
                .map_err(|e| ScenarioError::Setup(format!("{}: {e}", path.display())))?;
            crate::position::parse(&text).map_err(|e| ScenarioError::Setup(e.to_string()))?
        }
        toml::Value::Table(_) => v
            .clone()
            .try_into()
            .map_err(|e| ScenarioError::Parse(format!("[position]: {e}")))?,
        _ => {
            return Err(ScenarioError::Parse(
                "position is a table or the path of a position file".into(),
            ));
        }
    };
    if p.players.is_empty() {
        p.players = sc.players.clone();
    } else if !sc.players.is_empty() && sc.players != p.players {
        return Err(ScenarioError::Setup(
            "the scenario's players differ from the position's".into(),
        ));
    }
    crate::position::validate::validate(&p).map_err(|e| ScenarioError::Setup(e.to_string()))?;
    Ok(Some(p))
}

/// The (kind, faction) of the open decisions, as `[[expect.decision]]` writes them.
fn open_decisions(g: &Game) -> Vec<(String, u8)> {
    kinds_and_factions(&g.open_decisions())
}

/// The (kind, faction) of the decisions still owed, as `[[expect.owed]]` writes them.
fn owed_decisions(g: &Game) -> Vec<(String, u8)> {
    kinds_and_factions(&g.owed())
}

fn kinds_and_factions(ds: &[crate::rules::Decision]) -> Vec<(String, u8)> {
    let mut v: Vec<(String, u8)> = ds
        .iter()
        .map(|d| {
            let kind = serde_json::to_value(d.kind)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            (kind, d.owner.0 + 1)
        })
        .collect();
    v.sort();
    v
}

/// Run a scenario.
pub fn run(sc: &ScenarioFile) -> Result<Outcome, ScenarioError> {
    let setup = Setup {
        scenario: sc.scenario,
        players: sc.players.clone(),
    };
    let seed = seed_bytes(&sc.seed)?;
    let position = position_of(sc)?;
    if let Some(exp) = &sc.expect {
        typed::validate(&exp.event_tables, &exp.no_event).map_err(ScenarioError::Parse)?;
        typed::validate_order_errors(&exp.order_error_tables).map_err(ScenarioError::Parse)?;
    }
    let (mut game, mut events) = match &position {
        // The scripted dice, chits and cards serve the phase the position opens.
        Some(p) => (
            Game::from_position(p, seed).map_err(|e| ScenarioError::Setup(e.to_string()))?,
            Vec::new(),
        ),
        None => Game::new(setup, seed).map_err(|e| ScenarioError::Setup(e.to_string()))?,
    };
    if !sc.dice.is_empty() {
        game.script_dice(sc.dice.clone());
    }
    if !sc.chits.is_empty() {
        game.script_chits(sc.chits.clone());
    }
    if !sc.cards.is_empty() {
        check_cards(&sc.cards, 0)?;
        game.script_cards(sc.cards.clone());
    }
    if let Some(p) = &position {
        events = game.open_position(&p.start);
    }
    let mut names = Names::new(&game.view(Viewer::Gm), game.players());
    let mut order_errors = Vec::new();
    let mut typed_order_errors = Vec::new();
    // The typed error beside the words (issue 23 point 5): `[[expect.order_error]]` matches it.
    let mut typed_error = |step: usize, line: &str, error: &orders::ReadError| {
        typed_order_errors.push(serde_json::json!({
            "step": step,
            "line": line,
            "error": serde_json::to_value(error)
                .unwrap_or_else(|e| serde_json::json!({ "unserialisable": e.to_string() })),
        }));
    };
    for (i, step) in sc.steps.iter().enumerate() {
        let n = i + 1;
        if !step.dice.is_empty() {
            game.script_dice(step.dice.clone());
        }
        if !step.chits.is_empty() {
            game.script_chits(step.chits.clone());
        }
        if !step.cards.is_empty() {
            check_cards(&step.cards, n)?;
            game.script_cards(step.cards.clone());
        }
        if let Some(text) = &step.orders {
            let f = step.faction.ok_or_else(|| ScenarioError::Step {
                step: n,
                message: "orders need a faction".into(),
            })?;
            if f == 0 || usize::from(f) > game.players().len() {
                return Err(ScenarioError::Step {
                    step: n,
                    message: format!("faction {f} does not exist"),
                });
            }
            let faction = FactionId(f - 1);
            let view = game.view(Viewer::Faction(faction));
            let open: Vec<Decision> = game
                .open_decisions()
                .into_iter()
                .filter(|d| d.owner == faction)
                .collect();
            let current = game.submitted(faction);
            let read = orders::read_body(text).map_err(|e| ScenarioError::Step {
                step: n,
                message: crate::render::body_error(&e),
            })?;
            // Read as the referee's intake reads a mail: the rules judge each answer, and a line
            // they refuse is left out on its own while the good lines beside it stand (issue 10).
            let check = |d: &Decision, a: &crate::rules::Answer| {
                game.check(faction, &d.id, a.clone()).map(|_| ())
            };
            let interp = orders::interpret_checked(
                &read,
                &OrderContext {
                    faction,
                    view: &view,
                    open: &open,
                    current: &current,
                },
                &check,
            );
            for e in &interp.errors {
                typed_error(n, &e.text, &e.error);
                order_errors.push(format!(
                    "step {n}: {}: {}",
                    e.text,
                    crate::render::read_error(&e.error, &Names::of_view(&view))
                ));
            }
            // FOR-13: cards played when the mail is read (Influence Peddling), before the
            // answers, as the referee's intake plays them.
            for p in &interp.plays {
                match game.play_anytime(faction, &p.play) {
                    Ok(evs) => events.extend(evs),
                    Err(e) => {
                        order_errors.push(format!(
                            "step {n}: {}: {}",
                            p.text,
                            crate::render::refusal(&e, &Names::of_view(&view))
                        ));
                        typed_error(n, &p.text, &orders::ReadError::Refused(e));
                    }
                }
            }
            for (d, a) in interp.answers {
                if let Err(e) = game.submit(faction, &d, a) {
                    // Worded as a player reads it (render::refusal), as the referee does.
                    order_errors.push(format!(
                        "step {n}: {d}: {}",
                        crate::render::refusal(&e, &Names::of_view(&view))
                    ));
                    typed_error(n, &d.to_string(), &orders::ReadError::Refused(e));
                }
            }
            // STANDING lines set the faction's standing orders, as the referee's intake does.
            let ctx = OrderContext {
                faction,
                view: &view,
                open: &open,
                current: &current,
            };
            let (standing, standing_errors) = orders::interpret_standing(&read, &ctx);
            for e in &standing_errors {
                typed_error(n, &e.text, &e.error);
                order_errors.push(format!(
                    "step {n}: {}: {}",
                    e.text,
                    crate::render::read_error(&e.error, &Names::of_view(&view))
                ));
            }
            for (kind, answer) in standing {
                if let Err(e) = game.set_standing(faction, kind, answer) {
                    order_errors.push(format!(
                        "step {n}: STANDING: {}",
                        crate::render::refusal(&e, &Names::of_view(&view))
                    ));
                    typed_error(n, "STANDING", &orders::ReadError::Refused(e));
                }
            }
        }
        if step.resolve || step.deadline {
            names.merge(&Names::new(&game.view(Viewer::Gm), game.players()));
            events.extend(game.resolve(step.deadline));
        }
    }
    names.merge(&Names::new(&game.view(Viewer::Gm), game.players()));
    let rendered: Vec<RenderedEvent> = events
        .iter()
        .map(|e| RenderedEvent {
            event: e.clone(),
            text: describe(e, &names),
        })
        .collect();
    let status = status_text(&game);
    let final_state = game.view(Viewer::Gm);
    let mut failures = Vec::new();
    let exp = sc.expect.clone().unwrap_or_default();
    if let Some(want) = &exp.status
        && want != &status
    {
        failures.push(format!("status is {status}, expected {want}"));
    }
    for want in &exp.events {
        if !rendered.iter().any(|r| r.text.contains(want.as_str())) {
            failures.push(format!("no event line contains {want:?}"));
        }
    }
    for bad in &exp.not_events {
        if let Some(r) = rendered.iter().find(|r| r.text.contains(bad.as_str())) {
            failures.push(format!("event line {:?} contains {bad:?}", r.text));
        }
    }
    for want in &exp.public {
        if !rendered.iter().any(|r| {
            r.event.visibility == crate::rules::Visibility::Public && r.text.contains(want.as_str())
        }) {
            failures.push(format!("no public event line contains {want:?}"));
        }
    }
    for bad in &exp.not_public {
        if let Some(r) = rendered.iter().find(|r| {
            r.event.visibility == crate::rules::Visibility::Public && r.text.contains(bad.as_str())
        }) {
            failures.push(format!("public event line {:?} contains {bad:?}", r.text));
        }
    }
    failures.extend(typed::check(
        &exp.event_tables,
        &exp.no_event,
        &events,
        &rendered,
    ));
    for (e, t) in order_errors.iter().zip(&typed_order_errors) {
        if !exp.order_errors.iter().any(|w| e.contains(w.as_str()))
            && !typed::order_error_expected(&exp.order_error_tables, t)
        {
            failures.push(format!(
                "unexpected order error: {e} ({})",
                serde_json::to_string(t).unwrap_or_default()
            ));
        }
    }
    failures.extend(typed::check_order_errors(
        &exp.order_error_tables,
        &typed_order_errors,
    ));
    for want in &exp.order_errors {
        if !order_errors.iter().any(|e| e.contains(want.as_str())) {
            failures.push(format!("expected an order error containing {want:?}"));
        }
    }
    if let Some(t) = exp.state_treasury
        && t != final_state.state_treasury
    {
        failures.push(format!(
            "State Treasury is {}, expected {t}",
            final_state.state_treasury
        ));
    }
    if let Some(u) = exp.unrest
        && u != final_state.unrest
    {
        failures.push(format!("unrest is {}, expected {u}", final_state.unrest));
    }
    if let Some(want) = &exp.position {
        let actual = game.to_position();
        failures.extend(
            crate::position::compare::compare(want, &actual)
                .into_iter()
                .map(|f| format!("position: {f}")),
        );
    }
    for w in &exp.wars {
        let key = crate::rules::data::early_republic()
            .ok()
            .and_then(|d| crate::rules::position::resolve_war(d, &w.card));
        let Some(strength) = key.as_deref().and_then(|k| game.war_strength(k)) else {
            failures.push(format!("war {:?} is not in play", w.card));
            continue;
        };
        for (what, want, have) in [
            ("land", w.land, strength.land),
            ("fleet", w.fleet, strength.fleet),
            ("fleet support", w.fleet_support, strength.fleet_support),
        ] {
            if let Some(want) = want
                && want != have
            {
                failures.push(format!(
                    "war {} {what} strength is {have}, expected {want}",
                    w.card
                ));
            }
        }
    }
    if let Some(want) = &exp.decisions {
        let mut want: Vec<(String, u8)> =
            want.iter().map(|d| (d.kind.clone(), d.faction)).collect();
        want.sort();
        let have = open_decisions(&game);
        if want != have {
            failures.push(format!("open decisions are {have:?}, expected {want:?}"));
        }
    }
    if let Some(want) = &exp.owed {
        let mut want: Vec<(String, u8)> =
            want.iter().map(|d| (d.kind.clone(), d.faction)).collect();
        want.sort();
        let have = owed_decisions(&game);
        if want != have {
            failures.push(format!("owed decisions are {have:?}, expected {want:?}"));
        }
    }
    Ok(Outcome {
        name: sc.name.clone(),
        known_wrong: sc.known_wrong.clone(),
        rules: sc.rules.clone(),
        text: sc.text.clone(),
        events: rendered,
        order_errors,
        typed_order_errors,
        status,
        final_state,
        failures,
    })
}

/// `[[expect.event]]` and `[[expect.no_event]]`: events expected by their type and fields, never
/// by the words render gives them (docs/STYLE.md: rules tests check the data, not the prose).
pub mod typed {
    use serde_json::Value;

    use super::RenderedEvent;
    use crate::rules::Event;

    /// The event kinds (`EventKind`'s serde names), read from its `Deserialize`: serde names
    /// every variant when asked for one that does not exist.
    pub fn event_kinds() -> &'static [&'static str] {
        static KINDS: std::sync::OnceLock<&'static [&'static str]> = std::sync::OnceLock::new();
        KINDS.get_or_init(|| {
            match probe::deserialize(vec![("event".into(), probe::Val::Str("\u{1}".into()))]) {
                Err(probe::ProbeError::UnknownVariant(v)) => v,
                _ => &[],
            }
        })
    }

    /// Does the event kind `kind` have a field `field`? An unknown field is ignored by the
    /// kind's `Deserialize`, a known one is read: some probe value then changes the outcome.
    pub fn has_field(kind: &str, field: &str) -> bool {
        let tag = || ("event".to_string(), probe::Val::Str(kind.to_string()));
        let base = probe::outcome(vec![tag()]);
        [
            probe::Val::Unit,
            probe::Val::Bool,
            probe::Val::Neg,
            probe::Val::Map,
            probe::Val::Str("\u{1}".into()),
        ]
        .into_iter()
        .any(|v| probe::outcome(vec![tag(), (field.to_string(), v)]) != base)
    }

    /// The names of `all` sharing a word of more than three letters with `kind` (at most
    /// eight): what a misspelt kind or variant was likely meant to be.
    fn near_names<'a>(all: &[&'a str], kind: &str) -> Vec<&'a str> {
        all.iter()
            .copied()
            .filter(|k| {
                kind.split('_')
                    .any(|w| w.len() > 3 && k.split('_').any(|x| x == w))
            })
            .take(8)
            .collect()
    }

    /// The kind a table names, checked against the enum (a typo must not pass for nothing), and
    /// its fields against the kind.
    fn kind_of(t: &toml::Table, what: &str, i: usize) -> Result<String, String> {
        let Some(kind) = t.get("event").and_then(toml::Value::as_str) else {
            return Err(format!(
                "[[expect.{what}]] #{}: needs `event = \"<kind>\"` (e.g. \"dice_rolled\")",
                i + 1
            ));
        };
        if !event_kinds().contains(&kind) {
            let near = near_names(event_kinds(), kind);
            return Err(format!(
                "[[expect.{what}]] #{}: no event kind {kind:?} (kinds with a word of it: {near:?})",
                i + 1
            ));
        }
        for key in t.keys() {
            if key != "event" && key != "visibility" && !has_field(kind, key) {
                return Err(format!(
                    "[[expect.{what}]] #{}: event kind {kind:?} has no field {key:?}",
                    i + 1
                ));
            }
        }
        if let Some(v) = t.get("visibility") {
            visibility_of(v).map_err(|e| format!("[[expect.{what}]] #{}: {e}", i + 1))?;
        }
        Ok(kind.to_string())
    }

    /// Check every table before the scenario runs.
    pub fn validate(want: &[toml::Table], none: &[toml::Table]) -> Result<(), String> {
        for (i, t) in want.iter().enumerate() {
            kind_of(t, "event", i)?;
        }
        for (i, t) in none.iter().enumerate() {
            kind_of(t, "no_event", i)?;
        }
        Ok(())
    }

    /// What a `visibility` key asks.
    enum Vis {
        /// Matched against the event's `visibility` JSON (`{ to = "faction", faction = 0 }`).
        Json(Value),
        /// Not public: a faction's or the GM's.
        Private,
    }

    fn visibility_of(v: &toml::Value) -> Result<Vis, String> {
        match v {
            toml::Value::String(s) if s == "private" => Ok(Vis::Private),
            toml::Value::String(s) if s == "public" || s == "gm" => {
                Ok(Vis::Json(serde_json::json!({ "to": s })))
            }
            toml::Value::Table(_) => serde_json::to_value(v)
                .map(Vis::Json)
                .map_err(|e| e.to_string()),
            _ => Err(format!(
                "visibility is \"public\", \"private\", \"gm\" or a table as the JSON prints it, not {v}"
            )),
        }
    }

    /// Is every key `want` gives equal to `have` at that key (tables recursively; arrays of the
    /// same length, element by element; numbers by value)?
    pub fn subset(want: &Value, have: &Value) -> bool {
        match (want, have) {
            (Value::Object(w), Value::Object(h)) => w
                .iter()
                .all(|(k, v)| h.get(k).is_some_and(|hv| subset(v, hv))),
            (Value::Array(w), Value::Array(h)) => {
                w.len() == h.len() && w.iter().zip(h).all(|(a, b)| subset(a, b))
            }
            (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
            _ => want == have,
        }
    }

    /// Does the event match the table?
    fn matches(t: &toml::Table, e: &Event) -> bool {
        mismatches(t, e).is_some_and(|n| n == 0)
    }

    /// How many of the table's keys the event misses (None: another kind).
    fn mismatches(t: &toml::Table, e: &Event) -> Option<usize> {
        let kind = serde_json::to_value(&e.kind).ok()?;
        if kind.get("event")
            != t.get("event")
                .and_then(|v| serde_json::to_value(v).ok())
                .as_ref()
        {
            return None;
        }
        let mut n = 0;
        for (k, v) in t {
            let ok = if k == "visibility" {
                match visibility_of(v) {
                    Ok(Vis::Private) => e.visibility != crate::rules::Visibility::Public,
                    Ok(Vis::Json(w)) => {
                        serde_json::to_value(e.visibility).is_ok_and(|h| subset(&w, &h))
                    }
                    Err(_) => false,
                }
            } else {
                match (serde_json::to_value(v), kind.get(k)) {
                    (Ok(w), Some(h)) => subset(&w, h),
                    _ => false,
                }
            };
            if !ok {
                n += 1;
            }
        }
        Some(n)
    }

    fn show(t: &toml::Table) -> String {
        serde_json::to_string(t).unwrap_or_default()
    }

    fn show_event(r: &RenderedEvent) -> String {
        format!(
            "{} ({:?})",
            serde_json::to_string(&r.event).unwrap_or_default(),
            r.text
        )
    }

    /// The failures: a table no event matches (naming the closest events of its kind), an
    /// event a `no_event` table matches.
    pub fn check(
        want: &[toml::Table],
        none: &[toml::Table],
        events: &[Event],
        rendered: &[RenderedEvent],
    ) -> Vec<String> {
        let mut failures = Vec::new();
        for t in want {
            if events.iter().any(|e| matches(t, e)) {
                continue;
            }
            let mut near: Vec<(usize, &RenderedEvent)> = rendered
                .iter()
                .filter_map(|r| mismatches(t, &r.event).map(|n| (n, r)))
                .collect();
            near.sort_by_key(|(n, _)| *n);
            let kind = t.get("event").and_then(toml::Value::as_str).unwrap_or("?");
            if near.is_empty() {
                failures.push(format!(
                    "no event matches {}: no {kind} event at all",
                    show(t)
                ));
            } else {
                let closest: Vec<String> =
                    near.iter().take(3).map(|(_, r)| show_event(r)).collect();
                failures.push(format!(
                    "no event matches {}; the closest {kind} events: {}",
                    show(t),
                    closest.join("; ")
                ));
            }
        }
        for t in none {
            for r in rendered.iter().filter(|r| matches(t, &r.event)) {
                failures.push(format!(
                    "event {} matches no_event {}",
                    show_event(r),
                    show(t)
                ));
            }
        }
        failures
    }

    // --- `[[expect.order_error]]` (issue 23 point 5) ---

    /// The variants of a type, read from its `Deserialize` (`tag`: an internally tagged enum's
    /// tag; None: externally tagged, the variant is the map's key).
    fn variants_of<T: serde::de::DeserializeOwned>(tag: Option<&str>) -> &'static [&'static str] {
        let pairs = match tag {
            Some(t) => vec![(t.to_string(), probe::Val::Str("\u{1}".into()))],
            None => vec![("\u{1}".to_string(), probe::Val::Unit)],
        };
        let r = match tag {
            Some(_) => probe::outcome_of::<T>(pairs),
            None => probe::outcome_of_enum::<T>(pairs),
        };
        match r {
            Err(probe::ProbeError::UnknownVariant(v)) => v,
            _ => &[],
        }
    }

    /// Does the variant `kind` of an internally tagged `T` (tag `tag`) have a field `field`?
    fn has_field_of<T: serde::de::DeserializeOwned>(tag: &str, kind: &str, field: &str) -> bool {
        let tag = || (tag.to_string(), probe::Val::Str(kind.to_string()));
        let base = probe::outcome_of::<T>(vec![tag()]);
        [
            probe::Val::Unit,
            probe::Val::Bool,
            probe::Val::Neg,
            probe::Val::Map,
            probe::Val::Str("\u{1}".into()),
        ]
        .into_iter()
        .any(|v| probe::outcome_of::<T>(vec![tag(), (field.to_string(), v)]) != base)
    }

    /// Check an internally tagged value's table: the tag names a variant, each other key a
    /// field of it.
    fn check_tagged<T: serde::de::DeserializeOwned>(
        t: &toml::Table,
        tag: &str,
        skip: &[&str],
        what: &str,
    ) -> Result<(), String> {
        let Some(kind) = t.get(tag).and_then(toml::Value::as_str) else {
            return Err(format!("{what} needs `{tag} = \"<variant>\"`"));
        };
        let all = variants_of::<T>(Some(tag));
        if !all.contains(&kind) {
            let near = near_names(all, kind);
            return Err(format!(
                "{what}: no {tag} {kind:?} (those with a word of it: {near:?})"
            ));
        }
        for key in t.keys() {
            if key != tag && !skip.contains(&key.as_str()) && !has_field_of::<T>(tag, kind, key) {
                return Err(format!("{what}: {tag} {kind:?} has no field {key:?}"));
            }
        }
        Ok(())
    }

    /// Check one `[[expect.order_error]]` table: `step`, `line` and `error`; the error's
    /// `kind` a `ReadError` variant, a `why`'s `reason` a `ReadWhy` variant with its fields, a
    /// refusal's keys `RuleError` variants, an `Illegal`'s `why.reason` an `Illegal` variant
    /// with its fields (a misspelt name is an error, not a table that matches nothing).
    fn check_order_error(t: &toml::Table, i: usize) -> Result<(), String> {
        let what = format!("[[expect.order_error]] #{}", i + 1);
        for key in t.keys() {
            if !["step", "line", "error"].contains(&key.as_str()) {
                return Err(format!(
                    "{what}: no key {key:?} (an order error has step, line and error)"
                ));
            }
        }
        let Some(error) = t.get("error").and_then(toml::Value::as_table) else {
            return Err(format!(
                "{what}: needs `error = {{ kind = \"...\" }}` (the typed error)"
            ));
        };
        let Some(kind) = error.get("kind").and_then(toml::Value::as_str) else {
            return Err(format!("{what}: the error needs `kind`"));
        };
        let kinds = variants_of::<crate::orders::ReadError>(Some("kind"));
        if !kinds.contains(&kind) {
            return Err(format!("{what}: no error kind {kind:?} (kinds: {kinds:?})"));
        }
        match kind {
            "why" => {
                check_tagged::<crate::orders::read_why::ReadWhy>(
                    error,
                    "reason",
                    &["kind"],
                    &what,
                )?;
            }
            "refused" | "left_out" => {
                let rule_errors = variants_of::<crate::rules::api::RuleError>(None);
                for (key, v) in error {
                    if key == "kind" {
                        continue;
                    }
                    if !rule_errors.contains(&key.as_str()) {
                        return Err(format!(
                            "{what}: no rule error {key:?} (rule errors: {rule_errors:?})"
                        ));
                    }
                    if key == "Illegal"
                        && let Some(why) = v
                            .as_table()
                            .and_then(|il| il.get("why"))
                            .and_then(toml::Value::as_table)
                    {
                        check_tagged::<crate::rules::api::Illegal>(why, "reason", &[], &what)?;
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Check every `[[expect.order_error]]` table before the scenario runs.
    pub fn validate_order_errors(tables: &[toml::Table]) -> Result<(), String> {
        for (i, t) in tables.iter().enumerate() {
            check_order_error(t, i)?;
        }
        Ok(())
    }

    fn order_error_matches(t: &toml::Table, have: &Value) -> bool {
        serde_json::to_value(t).is_ok_and(|w| subset(&w, have))
    }

    /// Does some table expect this typed order error?
    pub fn order_error_expected(tables: &[toml::Table], have: &Value) -> bool {
        tables.iter().any(|t| order_error_matches(t, have))
    }

    /// The failures: a table no order error matches (naming the order errors there were).
    pub fn check_order_errors(tables: &[toml::Table], have: &[Value]) -> Vec<String> {
        let mut failures = Vec::new();
        for t in tables {
            if have.iter().any(|h| order_error_matches(t, h)) {
                continue;
            }
            let seen: Vec<String> = have
                .iter()
                .map(|h| serde_json::to_string(h).unwrap_or_default())
                .collect();
            failures.push(format!(
                "no order error matches {}; the order errors: [{}]",
                show(t),
                seen.join("; ")
            ));
        }
        failures
    }

    /// Ask a type's `Deserialize` (`EventKind`'s, the order errors') about kinds and fields,
    /// with an error type that keeps the variant names serde lists.
    mod probe {
        use serde::de::value::MapDeserializer;
        use serde::de::{self, Deserializer, IntoDeserializer, Visitor};
        use serde::forward_to_deserialize_any;

        #[derive(Debug, PartialEq)]
        pub enum ProbeError {
            UnknownVariant(&'static [&'static str]),
            Other(String),
        }

        impl std::fmt::Display for ProbeError {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{self:?}")
            }
        }

        impl std::error::Error for ProbeError {}

        impl de::Error for ProbeError {
            fn custom<T: std::fmt::Display>(msg: T) -> Self {
                ProbeError::Other(msg.to_string())
            }
            fn unknown_variant(_: &str, expected: &'static [&'static str]) -> Self {
                ProbeError::UnknownVariant(expected)
            }
        }

        /// A probe value.
        pub enum Val {
            Str(String),
            Unit,
            Bool,
            Neg,
            Map,
        }

        impl<'de> Deserializer<'de> for Val {
            type Error = ProbeError;
            fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, ProbeError> {
                match self {
                    Val::Str(s) => v.visit_string(s),
                    Val::Unit => v.visit_unit(),
                    Val::Bool => v.visit_bool(true),
                    Val::Neg => v.visit_i64(-7),
                    Val::Map => v.visit_map(MapDeserializer::new(std::iter::once((
                        "\u{1}".to_string(),
                        Val::Unit,
                    )))),
                }
            }
            forward_to_deserialize_any! {
                bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
                bytes byte_buf option unit unit_struct newtype_struct seq tuple
                tuple_struct map struct enum identifier ignored_any
            }
        }

        impl<'de> IntoDeserializer<'de, ProbeError> for Val {
            type Deserializer = Val;
            fn into_deserializer(self) -> Val {
                self
            }
        }

        pub fn deserialize(pairs: Vec<(String, Val)>) -> Result<(), ProbeError> {
            outcome_of::<crate::rules::EventKind>(pairs)
        }

        /// An internally tagged `T` read from the pairs.
        pub fn outcome_of<T: serde::de::DeserializeOwned>(
            pairs: Vec<(String, Val)>,
        ) -> Result<(), ProbeError> {
            T::deserialize(MapDeserializer::new(pairs.into_iter())).map(|_| ())
        }

        /// An externally tagged `T` read from the pairs (the first key is the variant).
        pub fn outcome_of_enum<T: serde::de::DeserializeOwned>(
            pairs: Vec<(String, Val)>,
        ) -> Result<(), ProbeError> {
            T::deserialize(serde::de::value::MapAccessDeserializer::new(
                MapDeserializer::new(pairs.into_iter()),
            ))
            .map(|_| ())
        }

        /// The outcome, comparable.
        pub fn outcome(pairs: Vec<(String, Val)>) -> Result<(), ProbeError> {
            deserialize(pairs)
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;
        use crate::rules::{EventKind, FactionId, Visibility};

        fn table(s: &str) -> toml::Table {
            toml::from_str(s).unwrap()
        }

        fn ev(visibility: Visibility, kind: EventKind) -> Event {
            Event { visibility, kind }
        }

        fn rendered(es: &[Event]) -> Vec<RenderedEvent> {
            es.iter()
                .map(|e| RenderedEvent {
                    event: e.clone(),
                    text: String::new(),
                })
                .collect()
        }

        fn sample() -> Vec<Event> {
            vec![
                ev(Visibility::Public, EventKind::TurnStarted { turn: 3 }),
                ev(
                    Visibility::Faction(FactionId(1)),
                    EventKind::TurnStarted { turn: 4 },
                ),
            ]
        }

        fn run(want: &str, none: &str) -> Vec<String> {
            let es = sample();
            let w: Vec<toml::Table> = if want.is_empty() {
                vec![]
            } else {
                vec![table(want)]
            };
            let n: Vec<toml::Table> = if none.is_empty() {
                vec![]
            } else {
                vec![table(none)]
            };
            validate(&w, &n).unwrap();
            check(&w, &n, &es, &rendered(&es))
        }

        #[test]
        fn the_kinds_come_from_the_enum() {
            assert!(event_kinds().len() > 100, "{:?}", event_kinds());
            assert!(event_kinds().contains(&"dice_rolled"));
            assert!(event_kinds().contains(&"turn_started"));
        }

        #[test]
        fn fields_are_known_by_kind() {
            assert!(has_field("turn_started", "turn"));
            assert!(!has_field("turn_started", "turns"));
            assert!(has_field("dice_rolled", "dice"));
            assert!(has_field("dice_rolled", "purpose"));
            assert!(has_field("dice_rolled", "modifier"));
            assert!(!has_field("dice_rolled", "die"));
        }

        #[test]
        fn a_table_matching_an_event_passes() {
            assert!(run("event = \"turn_started\"\nturn = 3", "").is_empty());
            assert!(run("event = \"turn_started\"", "").is_empty());
            assert!(
                run(
                    "event = \"turn_started\"\nturn = 4\nvisibility = \"private\"",
                    ""
                )
                .is_empty()
            );
            assert!(
                run(
                    "event = \"turn_started\"\nturn = 3\nvisibility = \"public\"",
                    ""
                )
                .is_empty()
            );
            assert!(
                run(
                    "event = \"turn_started\"\nvisibility = { to = \"faction\", faction = 1 }",
                    ""
                )
                .is_empty()
            );
        }

        #[test]
        fn a_table_matching_nothing_fails_and_names_the_closest() {
            let f = run("event = \"turn_started\"\nturn = 5", "");
            assert_eq!(f.len(), 1, "{f:?}");
            assert!(f[0].contains("closest turn_started events"), "{f:?}");
            assert!(f[0].contains("\"turn\":3"), "{f:?}");
            let f = run(
                "event = \"turn_started\"\nturn = 3\nvisibility = \"private\"",
                "",
            );
            assert_eq!(f.len(), 1, "{f:?}");
            let f = run("event = \"game_started\"", "");
            assert!(f[0].contains("no game_started event at all"), "{f:?}");
        }

        #[test]
        fn a_no_event_that_matches_fails() {
            let f = run("", "event = \"turn_started\"\nturn = 4");
            assert_eq!(f.len(), 1, "{f:?}");
            assert!(f[0].contains("matches no_event"), "{f:?}");
            assert!(
                run(
                    "",
                    "event = \"turn_started\"\nturn = 4\nvisibility = \"public\""
                )
                .is_empty()
            );
            assert!(run("", "event = \"turn_started\"\nturn = 9").is_empty());
        }

        #[test]
        fn a_kind_or_field_that_does_not_exist_is_an_error() {
            let e = validate(&[], &[table("event = \"turn_begun\"")]).unwrap_err();
            assert!(e.contains("no event kind \"turn_begun\""), "{e}");
            let e = validate(&[table("event = \"turn_started\"\nturns = 1")], &[]).unwrap_err();
            assert!(e.contains("has no field \"turns\""), "{e}");
            let e = validate(&[], &[table("turn = 1")]).unwrap_err();
            assert!(e.contains("needs `event"), "{e}");
            let e = validate(
                &[],
                &[table("event = \"turn_started\"\nvisibility = \"all\"")],
            )
            .unwrap_err();
            assert!(e.contains("visibility"), "{e}");
        }

        fn order_errors() -> Vec<Value> {
            use crate::orders::ReadError;
            use crate::orders::read_why::{ReadWhy, Syntax};
            let refused = crate::rules::api::RuleError::Illegal {
                rule: crate::rules::api::RuleId("FOR-10".into()),
                why: crate::rules::api::Illegal::NothingToSubstitute,
            };
            [
                (
                    2,
                    "PERSUADE Julius",
                    ReadError::Why(ReadWhy::Expected {
                        keyword: "PERSUADE".into(),
                        problem: Syntax::WithPersuaderIsMissing,
                    }),
                ),
                (3, "BRIBE 5", ReadError::Refused(refused)),
                (3, "A; B", ReadError::TwoOrders(vec!["A".into(), "B".into()])),
            ]
            .into_iter()
            .map(|(step, line, e)| {
                serde_json::json!({"step": step, "line": line, "error": serde_json::to_value(&e).unwrap()})
            })
            .collect()
        }

        #[test]
        fn an_expected_order_error_that_occurs_passes_and_one_that_does_not_fails() {
            let have = order_errors();
            assert_eq!(have[2]["error"]["orders"], serde_json::json!(["A", "B"]));
            let t = table(
                "line = \"PERSUADE Julius\"\nerror = { kind = \"why\", reason = \"expected\", problem = { syntax = \"with_persuader_is_missing\" } }",
            );
            validate_order_errors(std::slice::from_ref(&t)).unwrap();
            assert!(check_order_errors(std::slice::from_ref(&t), &have).is_empty());
            assert!(order_error_expected(std::slice::from_ref(&t), &have[0]));
            assert!(!order_error_expected(std::slice::from_ref(&t), &have[1]));
            let t = table(
                "step = 3\nerror = { kind = \"refused\", Illegal = { rule = \"FOR-10\", why = { reason = \"nothing_to_substitute\" } } }",
            );
            validate_order_errors(std::slice::from_ref(&t)).unwrap();
            assert!(check_order_errors(std::slice::from_ref(&t), &have).is_empty());
            // The same claims, wrong in one value each: they fail.
            for wrong in [
                "step = 2\nerror = { kind = \"refused\" }",
                "line = \"PERSUADE Julius\"\nerror = { kind = \"why\", reason = \"expected\", problem = { syntax = \"amount_missing\" } }",
                "error = { kind = \"refused\", Illegal = { rule = \"FOR-11\" } }",
                "error = { kind = \"left_out\" }",
            ] {
                let t = table(wrong);
                validate_order_errors(std::slice::from_ref(&t)).unwrap();
                let f = check_order_errors(std::slice::from_ref(&t), &have);
                assert_eq!(f.len(), 1, "{wrong}: {f:?}");
                assert!(f[0].contains("no order error matches"), "{f:?}");
                assert!(
                    !have
                        .iter()
                        .any(|h| order_error_expected(std::slice::from_ref(&t), h))
                );
            }
        }

        #[test]
        fn the_newtype_variants_serialise_under_their_tag() {
            use crate::orders::ReadError;
            use crate::orders::read_why::{Pair, ReadWhy, Syntax};
            use crate::rules::api::RuleError;
            let cases = [
                (
                    ReadError::Refused(RuleError::NotYourDecision),
                    serde_json::json!({"kind": "refused", "NotYourDecision": null}),
                ),
                (
                    ReadError::LeftOut(RuleError::NotImplemented("X-01".into(), "y".into())),
                    serde_json::json!({"kind": "left_out", "NotImplemented": ["X-01", "y"]}),
                ),
                (
                    ReadError::Why(ReadWhy::RevoltAtLeast(Syntax::AmountMissing)),
                    serde_json::json!({"kind": "why", "reason": "revolt_at_least", "syntax": "amount_missing"}),
                ),
                (
                    ReadError::Why(ReadWhy::Expected {
                        keyword: "VOTE".into(),
                        problem: Syntax::AfterBuy(Box::new(Syntax::AmountMissing)),
                    }),
                    serde_json::json!({"kind": "why", "reason": "expected", "keyword": "VOTE",
                        "problem": {"syntax": "after_buy", "problem": {"syntax": "amount_missing"}}}),
                ),
                (
                    ReadError::Why(ReadWhy::Expected {
                        keyword: "NOMINATE".into(),
                        problem: Syntax::PairNotJoined(Pair::Consuls),
                    }),
                    serde_json::json!({"kind": "why", "reason": "expected", "keyword": "NOMINATE",
                        "problem": {"syntax": "pair_not_joined", "pair": "consuls"}}),
                ),
            ];
            for (e, want) in cases {
                assert_eq!(serde_json::to_value(&e).unwrap(), want, "{e:?}");
            }
        }

        #[test]
        fn a_misspelt_order_error_is_an_error() {
            for (bad, says) in [
                ("error = { kind = \"refuse\" }", "no error kind \"refuse\""),
                (
                    "error = { kind = \"why\", reason = \"expect\" }",
                    "no reason \"expect\"",
                ),
                (
                    "error = { kind = \"why\", reason = \"expected\", problems = {} }",
                    "has no field \"problems\"",
                ),
                (
                    "error = { kind = \"refused\", Ilegal = {} }",
                    "no rule error \"Ilegal\"",
                ),
                (
                    "error = { kind = \"refused\", Illegal = { why = { reason = \"nothing_to_substitutes\" } } }",
                    "no reason \"nothing_to_substitutes\"",
                ),
                ("line = \"X\"", "needs `error"),
                (
                    "lines = \"X\"\nerror = { kind = \"why\", reason = \"expected\" }",
                    "no key \"lines\"",
                ),
            ] {
                let e = validate_order_errors(&[table(bad)]).unwrap_err();
                assert!(e.contains(says), "{bad}: {e}");
            }
            assert!(variants_of::<crate::orders::read_why::ReadWhy>(Some("reason")).len() > 100);
            assert!(variants_of::<crate::rules::api::RuleError>(None).contains(&"Illegal"));
        }

        #[test]
        fn subset_matches_tables_recursively_and_arrays_exactly() {
            let have = serde_json::json!({"a": {"b": 1, "c": [1, 2]}, "d": "x"});
            assert!(subset(&serde_json::json!({"a": {"b": 1}}), &have));
            assert!(subset(&serde_json::json!({"a": {"c": [1, 2]}}), &have));
            assert!(!subset(&serde_json::json!({"a": {"c": [1]}}), &have));
            assert!(!subset(&serde_json::json!({"a": {"b": 2}}), &have));
            assert!(!subset(&serde_json::json!({"e": 1}), &have));
        }
    }
}
