//! The game state machine and its public API (DESIGN.md "The rules API").
//!
//! `Game::new` sets up (SET-*), then the game waits on rounds of decisions; `resolve` closes a
//! round (Default Moves for the missing) and runs the game forward to the next decision point,
//! or to a rule that is not implemented yet (status `RulesEnd`), or to the end of the game.

use super::api::Ending;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::api::{
    Answer, Decision, DecisionId, Die, Event, EventKind, FactionId, Receipt, RuleError, View,
    Viewer, Visibility,
};
use super::api::{GmRuling, RulingDecision, RulingOverride};
use super::data::{self, DeckCard, ScenarioData};
use super::illegal::Illegal;
use super::rng::Randomness;
use super::state::{
    Accounts, Captive, Chit, EventInPlay, FactionState, Force, ForumState, LandBill, LeaderInPlay,
    Ledger, Phase, Province, Round, SenateState, Senator, StandingOrder,
};

/// Which scenario to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scenario {
    /// LR 3.01 (SET-01..SET-06).
    #[serde(rename = "early")]
    EarlyRepublic,
    /// LR 3.02 (SET-07).
    #[serde(rename = "middle")]
    MiddleRepublic,
    /// LR 3.03 (SET-08): the red deck with Marius and Sulla, the Middle Laws in play, two
    /// Province deals (`setup_late.rs`).
    #[serde(rename = "late")]
    LateRepublic,
    /// LR 3.04 (SET-09): the Early Republic set up as LR 3.01, then the Middle and the Late
    /// decks; Era Ends placed by the Late Republic's rule (LR 3.03.2 H).
    #[serde(rename = "extended-early")]
    ExtendedEarly,
    /// LR 3.04 (SET-09): the Middle Republic set up as LR 3.02 without its steps G and H, then
    /// the Late deck; Era Ends placed by the Late Republic's rule (LR 3.03.2 H).
    #[serde(rename = "extended-middle")]
    ExtendedMiddle,
    /// LR 3.05 (SET-10): Alternative History: set up as the Early Republic with the three decks
    /// shuffled together; the era advances at the start of turns 8 and 16 (`setup_late.rs`).
    #[serde(rename = "alternative")]
    Alternative,
    /// LR 3.04.1/2 (SET-09): two decks, Early to Middle: the Early Republic set up as LR 3.01
    /// without its bottom block, then the Middle deck with Era Ends placed by the Middle
    /// Republic's rule (LR 3.02.2 G: 6 Late and 6 Middle cards with it at the bottom).
    #[serde(rename = "extended-early-middle")]
    ExtendedEarlyMiddle,
}

impl Scenario {
    pub fn as_str(self) -> &'static str {
        match self {
            Scenario::EarlyRepublic => "early",
            Scenario::MiddleRepublic => "middle",
            Scenario::LateRepublic => "late",
            Scenario::ExtendedEarly => "extended-early",
            Scenario::ExtendedMiddle => "extended-middle",
            Scenario::Alternative => "alternative",
            Scenario::ExtendedEarlyMiddle => "extended-early-middle",
        }
    }

    /// The scenario named `s` as `as_str` writes it (a few longer spellings too).
    pub fn parse(s: &str) -> Option<Scenario> {
        match s.trim().to_ascii_lowercase().as_str() {
            "early" | "early-republic" => Some(Scenario::EarlyRepublic),
            "middle" | "middle-republic" => Some(Scenario::MiddleRepublic),
            "late" | "late-republic" => Some(Scenario::LateRepublic),
            "extended-early" | "extended" => Some(Scenario::ExtendedEarly),
            "extended-middle" => Some(Scenario::ExtendedMiddle),
            "alternative" | "alternative-history" => Some(Scenario::Alternative),
            "extended-early-middle" => Some(Scenario::ExtendedEarlyMiddle),
            _ => None,
        }
    }

    /// The era of the first deck (SET-09: an Extended game starts in its first deck's era).
    pub fn first_era(self) -> data::Era {
        match self {
            Scenario::EarlyRepublic
            | Scenario::ExtendedEarly
            | Scenario::Alternative
            | Scenario::ExtendedEarlyMiddle => data::Era::Early,
            Scenario::MiddleRepublic | Scenario::ExtendedMiddle => data::Era::Middle,
            Scenario::LateRepublic => data::Era::Late,
        }
    }
}

/// SET-09 (LR 3.04.1/1): a deck of an Extended game waiting until the deck in play is drawn out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextDeck {
    /// The era the game enters when its first card is drawn.
    pub era: data::Era,
    /// The cards, index 0 on top.
    pub cards: Vec<DeckCard>,
}

fn early_era() -> data::Era {
    data::Era::Early
}

/// How to start a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub scenario: Scenario,
    /// 3..=6 display names; seat order = clockwise; faction IDs are indexes into this list.
    pub players: Vec<String>,
}

/// Whether the game goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for the open decisions.
    Waiting,
    /// The rules stop at a rule that is not implemented yet.
    RulesEnd {
        rule: String,
        reason: super::api::RulesStop,
    },
    /// Inside one rules call only: the running flow stops because the Rebel's campaign takes
    /// over (VIC-06, `rebel_end_game.rs`); the call puts `Waiting` back before it returns, so
    /// no caller of the rules ever sees it.
    Suspended,
    /// The game is over.
    Finished { ending: Ending },
}

/// A game of The Republic of Rome: the whole state, serializable (the RNG included) so that a
/// snapshot continues exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(super) scenario: Scenario,
    pub(super) players: Vec<String>,
    pub(super) seed: [u8; 32],
    pub(super) rand: Randomness,
    /// 0 during setup, then the turn number.
    pub(super) turn: u32,
    pub(super) phase: Phase,
    /// Resolved rounds so far.
    pub(super) round: u32,
    pub(super) status: GameStatus,
    pub(super) state_treasury: i64,
    pub(super) unrest: i32,
    pub(super) legions: u32,
    pub(super) fleets: u32,
    /// Every senator in play, aligned or in the Forum.
    pub(super) senators: Vec<Senator>,
    pub(super) factions: Vec<FactionState>,
    /// The draw pile; index 0 is the top.
    pub(super) deck: Vec<DeckCard>,
    /// The Curia; index 0 is the top ("Repopulating Rome": the dead go to the bottom).
    pub(super) curia: Vec<DeckCard>,
    /// Concessions lying in the Forum (keys).
    pub(super) forum_concessions: Vec<String>,
    /// Discard pile (face up).
    pub(super) discard: Vec<DeckCard>,
    /// Cards permanently out of play (dead Statesmen).
    pub(super) removed: Vec<DeckCard>,
    pub(super) active_wars: Vec<String>,
    pub(super) inactive_wars: Vec<String>,
    pub(super) imminent_wars: Vec<String>,
    /// Enemy Leaders in play with their wars.
    pub(super) leaders: Vec<LeaderInPlay>,
    /// TD-10: enemy Leaders in refuge (card Refuge / Rise from Refuge).
    #[serde(default)]
    pub(super) refugees: Vec<super::refuge::Refugee>,
    /// The Mortality cup (chits not currently drawn).
    pub(super) cup: Vec<Chit>,
    /// The round the game waits on.
    pub(super) pending: Option<Round>,
    /// RVN-01 / PB-14: the trades of the Revolution Phase in progress.
    #[serde(default)]
    pub(super) trades: Option<super::trades::TradeState>,
    /// RVN-06: a Master of Horse's consent asked before the declarations of Revolt.
    #[serde(default)]
    pub(super) rvn_06: super::rebellion::MasterConsent,
    /// REV-08: unpaid negative Provincial Spoils rolled when the Revenue Phase opened, for the
    /// Debits (REV-16).
    #[serde(default)]
    pub(super) spoils_debts: Vec<super::provinces::ProvincialDebt>,
    /// SEN-23 / FOR-02 (LR 2.01.7): Faction Leaders whose faction could not pay its Pontifex's
    /// Evil Omens debt and fine, liable to an extra Major Prosecution in the following Senate
    /// Phase (cleared when its prosecutions end).
    #[serde(default)]
    pub(super) evil_omens_liable: Vec<super::api::SenatorId>,
    /// This turn's income per faction (Revenue phase).
    pub(super) income: Vec<u32>,
    pub(super) ledger: Ledger,
    /// The Forum Phase in progress.
    #[serde(default)]
    pub(super) forum: Option<ForumState>,
    /// Event cards in the Forum (FOR-04, FOR-22).
    #[serde(default)]
    pub(super) events_in_play: Vec<EventInPlay>,
    /// FOR-08: the Era Ends card was drawn.
    #[serde(default)]
    pub(super) era_ends: bool,
    /// GM rulings made automatically (PB-04 ...).
    #[serde(default)]
    pub(super) rulings: Vec<GmRuling>,
    /// The GM's decisions for rulings not made yet (issue 9, `gm overrule`), by ruling index.
    #[serde(default)]
    pub(super) overrides: Vec<RulingOverride>,
    /// PB-10: how many times the engine reached an adjournment ruling (made or overruled);
    /// the index of a `RulingDecision::SenateSits` override.
    #[serde(default)]
    pub(super) adjourn_rulings: u32,
    /// Standing orders (PB-03).
    #[serde(default)]
    pub(super) standing: Vec<StandingOrder>,
    /// POP-04: No Recruitment this turn (cleared when the next turn starts).
    #[serde(default)]
    pub(super) no_recruitment: bool,
    /// Wars in the Unprosecuted Wars spaces (COM-20, counted by POP-01).
    #[serde(default)]
    pub(super) unprosecuted_wars: Vec<String>,
    /// Forces away from Rome against wars (SEN-44, COM-*).
    #[serde(default)]
    pub(super) forces: Vec<Force>,
    /// COM-13: veteran legions in the Active Forces box (in Rome), by allegiance (family number).
    #[serde(default)]
    pub(super) veterans_in_rome: Vec<u8>,
    /// COM-05: wars carrying a Naval Victory marker.
    #[serde(default)]
    pub(super) naval_victories: Vec<String>,
    /// COM-05 (issue 7): this Combat Phase's answers on going on to the land battle after a
    /// naval Victory: None until asked; the Commanders who stop after the naval battle.
    #[serde(default)]
    pub(super) com_05_stop: Option<Vec<super::api::SenatorId>>,
    /// FOR-22: a Storm at Sea's Fleets waiting for the HRAO's pick (`storm_at_sea.rs`).
    #[serde(default)]
    pub(super) for_22_storm: Option<super::storm_at_sea::StormPending>,
    /// COM-09 / DATA-19: Lucullus to recall, the Catiline Conspiracy waiting for the HRAO
    /// (`late_statesmen.rs`, `catiline.rs`).
    #[serde(
        default,
        skip_serializing_if = "super::late_statesmen::LateState::is_empty"
    )]
    pub(super) late: super::late_statesmen::LateState,
    /// VIC-06: the Rebel's campaign against 4 or more Active Wars under way
    /// (`rebel_end_game.rs`).
    #[serde(default)]
    pub(super) vic_06: Option<super::rebel_end_game::Campaign>,
    /// MOR-06: factions that took a Senator from the Curia and have not yet said whether they
    /// quit instead (`faction_quits.rs`).
    #[serde(default)]
    pub(super) mor_06_may_quit: Vec<(FactionId, super::api::SenatorId)>,
    /// MOR-06: the round held back while such a faction is asked.
    #[serde(default)]
    pub(super) mor_06_stash: Option<super::state::Round>,
    /// SEN-21: the new Dictator whose faction still appoints his Master of Horse.
    #[serde(default)]
    pub(super) sen_21_master_pending: Option<super::api::SenatorId>,
    /// SEN-38: the Vatinian Law's Legates (`legates.rs`).
    #[serde(default, skip_serializing_if = "super::legates::LegateState::is_empty")]
    pub(super) legates: super::legates::LegateState,
    /// COM-03: this Combat Phase's chosen order of attack on each war with several Commanders.
    #[serde(default)]
    pub(super) com_03_orders: Vec<(String, Vec<super::api::SenatorId>)>,
    /// COM-15/16: captives held by wars.
    #[serde(default)]
    pub(super) captives: Vec<Captive>,
    /// SEN-40: Land Bills in effect.
    #[serde(default)]
    pub(super) land_bills: Vec<LandBill>,
    /// The Senate Phase in progress.
    #[serde(default)]
    pub(super) senate: Option<SenateState>,
    /// Provinces lying in the Forum without a Governor (COM-12 creates them; SEN-35).
    #[serde(default)]
    pub(super) forum_provinces: Vec<String>,
    /// Provinces with a Governor (SEN-35).
    #[serde(default)]
    pub(super) provinces: Vec<Province>,
    /// REV-01: keys of the provinces Overrun by Barbarian Raids in this Revenue Phase.
    #[serde(default)]
    pub(super) overrun_provinces: Vec<String>,
    /// TD-08: wars that became Revolts (the last war of their series was defeated): no Spoils.
    #[serde(default)]
    pub(super) revolts: Vec<String>,
    /// (war, turn) when each war in play was drawn this turn (kept for the record; COM-20 moves a
    /// war drawn this turn and left unfought to the Unprosecuted spaces like any other).
    #[serde(default)]
    pub(super) wars_drawn: Vec<(String, u32)>,
    /// SEN-58: the turn in which the current Consul for Life was elected (not appointed): an
    /// appointment the same turn takes the title from him.
    #[serde(default)]
    pub(super) cfl_elected_turn: Option<u32>,
    /// SEN-58 (LR 1.09.822): the turn the current Consul for Life was appointed at 35
    /// Influence and the Influence he had then: another Senator who qualifies the same turn
    /// by more takes the title.
    #[serde(default)]
    pub(super) cfl_appointed: Option<(u32, u32)>,
    /// SEN-60 / SEN-59: the faction receiving the Forum Senator picked before the Senate
    /// convenes (the pick may be the Consul for Life's player's, LR 1.09.823/1).
    #[serde(default)]
    pub(super) sen_60_receiver: Option<FactionId>,
    /// RVN-05..RVN-08: the Revolt under way, if any.
    #[serde(default)]
    pub(super) rebellion: Option<super::rebellion::Rebellion>,
    /// SEN-35 / SEN-46 / REV-19: garrisons of Provinces in the Forum, when garrisons were sent,
    /// Governors back in Rome this turn (`senate/forces.rs`).
    #[serde(default)]
    pub(super) force_records: super::senate::forces::ForceRecords,
    /// SEN-02 / SEN-04: the game's voting setting (simultaneous or ordered).
    #[serde(default)]
    pub(super) voting_order: super::api::VotingOrder,
    /// SEN-02 house rule "agenda vote" (issue 21 §2, RULING in docs/RULINGS.md): the presiding
    /// magistrate's list is announced with its first proposal, and every faction may vote on
    /// all of it in one mail. Off unless the GM chose it when creating the game.
    #[serde(default)]
    pub(super) agenda_vote: bool,
    /// FOR-17 house rule "bid ahead" (issue 21 §2, RULING in docs/RULINGS.md): the call for
    /// an auction's bids takes the bids for the later auctions too. Off unless chosen.
    #[serde(default)]
    pub(super) bid_ahead: bool,
    /// PB-02 / PB-03 (S004/11): the initiative plans sent with the revenue orders, kept from
    /// the Revenue Phase's resolution to the opening of the Forum Phase's PB-03 round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) plans_ahead: Vec<(FactionId, super::api::PlanAhead)>,
    /// Issue 24 §3: the game's options (advanced rules, house rules, the referee's deadline
    /// options), set once when the game is created; written only when one differs from its
    /// default, so the snapshots of games without options keep their shape.
    #[serde(
        default,
        skip_serializing_if = "super::options::GameOptions::is_default"
    )]
    pub(super) options: super::options::GameOptions,
    /// RVN-03 / SEN-61 (ADV 2.04): the disbanded Veteran Legions in the Bank, by the Senator
    /// holding their markers (`disbandment.rs`); written only when there are any.
    #[serde(
        default,
        skip_serializing_if = "super::disbandment::DisbandState::is_empty"
    )]
    pub(super) disbandment: super::disbandment::DisbandState,
    /// SET-07 / SET-09 / FOR-04 / RVN-06: the era the game is in (its Random Events column and
    /// Legion loyalty number): the scenario's first era, then (Extended, LR 3.04.1/4) the era
    /// of the deck a card was last drawn from.
    #[serde(default = "early_era")]
    pub(super) era: data::Era,
    /// SET-09: the decks of an Extended game still to come, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) next_decks: Vec<NextDeck>,
    /// SEN-55 (LR 1.07.36/2): the Law cards in the Law space, in the order played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) laws: Vec<super::laws::LawInPlay>,
    /// SEN-34: the Calpurnian fine's use this turn.
    #[serde(default, skip_serializing_if = "super::laws::FineState::is_unused")]
    pub(super) law_fine: super::laws::FineState,
    /// REV-17: the Bequests drawn, sent for and collected (`pergamene.rs`).
    #[serde(default, skip_serializing_if = "super::pergamene::no_bequests")]
    pub(super) bequests: super::pergamene::Bequests,
    /// REV-18 / COM-18 (ADV 2.02): the Provincial Forces and the Provinces allied with wars
    /// (`provincial_wars.rs`).
    #[serde(
        default,
        skip_serializing_if = "super::provincial_wars::ProvincialState::is_empty"
    )]
    pub(super) provincial: super::provincial_wars::ProvincialState,
    /// COM-22: Cleopatra played, until her war leaves play (`leaders_late.rs`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) cleopatra: Option<super::leaders_late::CleopatraPlay>,
    /// SET-08 (LR 3.03.4/1): the Provinces lying in the Forum on their Developed side (a
    /// Province keeps its side while it waits for a Governor).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) forum_developed: Vec<String>,
    /// SET-08 (LR 3.03.4/2-3): the Undeveloped Provinces dealt at setup, whose Governors are
    /// chosen in the second Governors' round (`setup_late.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) set_08_undeveloped: Vec<(super::api::FactionId, String)>,
    /// COM-23 (card:intrigue-proscription/3): the faction whose HRAO proscribed the Knights
    /// (it may not recruit Knights; the others add 1 to their Knight rolls).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) proscribed: Option<super::api::FactionId>,
    /// SEN-56 (ADV 2.06): the Laws played to be voted on, and those defeated
    /// (`senate/law_proposals.rs`).
    #[serde(
        default,
        skip_serializing_if = "super::senate::law_proposals::LawVotes::is_empty"
    )]
    pub(super) law_votes: super::senate::law_proposals::LawVotes,
}

/// The card data. The embedded data is checked once by `Game::new` (which refuses to start if
/// it is broken); should it ever fail later, an empty set is used so that nothing panics.
pub(super) fn data() -> &'static ScenarioData {
    static EMPTY: OnceLock<ScenarioData> = OnceLock::new();
    match data::early_republic() {
        Ok(d) => d,
        Err(_) => EMPTY.get_or_init(|| ScenarioData {
            families: Vec::new(),
            statesmen: Vec::new(),
            wars: Vec::new(),
            leaders: Vec::new(),
            intrigue: Vec::new(),
            concessions: Vec::new(),
            contributions: Vec::new(),
            era_ends_text: String::new(),
            laws: Vec::new(),
            misc: Vec::new(),
            province_revolts: Vec::new(),
        }),
    }
}

pub(super) fn public(kind: EventKind) -> Event {
    Event {
        visibility: Visibility::Public,
        kind,
    }
}

pub(super) fn private(f: FactionId, kind: EventKind) -> Event {
    Event {
        visibility: Visibility::Faction(f),
        kind,
    }
}

pub(super) fn gm(kind: EventKind) -> Event {
    Event {
        visibility: Visibility::Gm,
        kind,
    }
}

impl Game {
    /// Set up a new game (SET-01..SET-04) and open the first round (PB-01: Faction Leaders and
    /// initial plays). Returns the game and everything that happened, with visibilities.
    pub fn new(setup: Setup, seed: [u8; 32]) -> Result<(Game, Vec<Event>), RuleError> {
        super::setup::start(setup, seed)
    }

    /// Issue 24 §1, a measurement only (never a scenario a group can play): the Early Republic
    /// set up as [`Game::new`] does, then the Middle Republic cards not already in its bottom
    /// block shuffled into the draw deck above its bottom 13 cards (the Era Ends block,
    /// SET-02), so that `rorgm simulate --middle-probe` meets every Middle card and counts the
    /// rules stops still on its way.
    ///
    /// `with_laws` false leaves the five Middle Laws out, so that the stops behind the most
    /// frequent one (SEN-55, a Law in a hand) show.
    pub fn new_middle_probe(
        setup: Setup,
        seed: [u8; 32],
        with_laws: bool,
    ) -> Result<(Game, Vec<Event>), RuleError> {
        let (mut g, ev) = super::setup::start(setup, seed)?;
        let keep = g.deck.len().saturating_sub(13);
        let bottom = g.deck.split_off(keep);
        g.deck.extend(
            data()
                .middle_deck()
                .into_iter()
                .filter(|c| !bottom.contains(c))
                .filter(|c| with_laws || !matches!(c, super::data::DeckCard::Law(_))),
        );
        let mut deck = std::mem::take(&mut g.deck);
        g.rand.shuffle(&mut deck);
        deck.extend(bottom);
        g.deck = deck;
        Ok((g, ev))
    }

    /// SEN-02 / SEN-04: the game's voting setting (seed 004 "VOTING"), set once when the game
    /// is created (`rorgm game new --voting-order`; kept in the stored setup).
    pub fn set_voting_order(&mut self, v: super::api::VotingOrder) {
        self.voting_order = v;
    }

    /// SEN-02 house rule "agenda vote" (issue 21 §2): set once when the game is created
    /// (`rorgm game new --agenda-vote`; kept in the stored setup).
    pub fn set_agenda_vote(&mut self, on: bool) {
        self.agenda_vote = on;
    }

    /// Does the game use the house rule "agenda vote"?
    pub fn agenda_vote(&self) -> bool {
        self.agenda_vote
    }

    /// The house rules (issue 21 §2), set once when the game is created (`rorgm game new
    /// --agenda-vote --bid-ahead`; kept in the stored setup).
    pub fn set_house_rules(&mut self, h: super::api::HouseRules) {
        self.agenda_vote = h.agenda_vote;
        self.bid_ahead = h.bid_ahead;
    }

    /// The house rules the game uses.
    pub fn house_rules(&self) -> super::api::HouseRules {
        super::api::HouseRules {
            agenda_vote: self.agenda_vote,
            bid_ahead: self.bid_ahead,
        }
    }

    /// Issue 24 §3: the game's options, set once when the game is created (`rorgm game new
    /// --option`; kept in the stored setup). A new game takes its setup-time options with
    /// [`Game::start_options`].
    pub fn set_options(&mut self, o: super::options::GameOptions) {
        self.options = o;
    }

    /// The game's options.
    pub fn options(&self) -> &super::options::GameOptions {
        &self.options
    }

    /// Every option of the game, the voting setting and the house rules with them (its rules
    /// page: `game show`, the welcome mail).
    pub fn table_rules(&self) -> super::options::TableRules {
        super::options::TableRules {
            options: self.options.clone(),
            voting_order: self.voting_order,
            house: self.house_rules(),
        }
    }

    /// Issue 24 §3: set every option of a game just set up (`Game::new`) and apply those that
    /// change the setup: SET-02 house rule "1st Punic War starting active". Returns what
    /// happened. Not for a game started from a position (the position is the board).
    pub fn start_options(&mut self, t: &super::options::TableRules) -> Vec<Event> {
        self.set_voting_order(t.voting_order);
        self.set_house_rules(t.house);
        self.set_options(t.options.clone());
        let mut ev = Vec::new();
        if t.options.punic_war_active && self.turn <= 1 {
            self.set_02_punic_war_active(&mut ev);
        }
        ev
    }

    /// Who owes what right now (answered-but-unresolved decisions are still listed). Empty when
    /// the game is not waiting.
    pub fn open_decisions(&self) -> Vec<Decision> {
        self.open().to_vec()
    }

    /// The open decisions, borrowed (what `open_decisions` clones): empty when the game is not
    /// waiting.
    pub fn open(&self) -> &[Decision] {
        if self.status != GameStatus::Waiting {
            return &[];
        }
        self.pending.as_ref().map_or(&[], |r| &r.decisions)
    }

    /// Store a sealed answer (validated fully against what the faction knows). Replaces an
    /// earlier answer to the same decision until the round resolves. Causes no events.
    pub fn submit(
        &mut self,
        faction: FactionId,
        decision: &DecisionId,
        answer: Answer,
    ) -> Result<Receipt, RuleError> {
        let d = self.decision_for(faction, decision)?;
        let normalised = self.validate(d, answer)?;
        let round = self
            .pending
            .as_mut()
            .ok_or_else(|| RuleError::NoSuchDecision(decision.0.clone()))?;
        let replaced = round
            .answers
            .insert(decision.0.clone(), normalised.clone())
            .is_some();
        Ok(Receipt {
            decision: decision.clone(),
            replaced,
            answer: normalised,
        })
    }

    /// Would `submit` take this answer now? The same full validation, nothing stored (the
    /// order reader asks it line by line, issue 10). Returns the answer normalised.
    pub fn check(
        &self,
        faction: FactionId,
        decision: &DecisionId,
        answer: Answer,
    ) -> Result<Answer, RuleError> {
        let d = self.decision_for(faction, decision)?;
        self.validate(d, answer)
    }

    /// CANCEL: forget a stored answer; the decision will get its Default Move unless answered
    /// again.
    pub fn withdraw(&mut self, faction: FactionId, decision: &DecisionId) -> Result<(), RuleError> {
        self.decision_for(faction, decision)?;
        if let Some(r) = self.pending.as_mut() {
            r.answers.remove(&decision.0);
        }
        Ok(())
    }

    /// The answers this faction has stored in the open round.
    pub fn submitted(&self, faction: FactionId) -> Vec<(DecisionId, Answer)> {
        let Some(r) = self.pending.as_ref() else {
            return Vec::new();
        };
        r.decisions
            .iter()
            .filter(|d| d.owner == faction)
            .filter_map(|d| r.answers.get(&d.id.0).map(|a| (d.id.clone(), a.clone())))
            .collect()
    }

    /// Open decisions with no answer yet.
    pub fn owed(&self) -> Vec<Decision> {
        let answers = self.pending.as_ref().map(|r| &r.answers);
        self.open()
            .iter()
            .filter(|d| answers.is_none_or(|a| !a.contains_key(&d.id.0)))
            .cloned()
            .collect()
    }

    /// Is an answer to this open decision stored? (`owed` is the open decisions with none.)
    pub fn answered(&self, decision: &DecisionId) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|r| r.answers.contains_key(&decision.0))
    }

    /// Every open decision has an answer.
    pub fn all_answered(&self) -> bool {
        let answers = self.pending.as_ref().map(|r| &r.answers);
        self.open()
            .iter()
            .all(|d| answers.is_some_and(|a| a.contains_key(&d.id.0)))
    }

    /// Resolve the open round if every answer is in, or if `now_is_deadline`: Default Moves for
    /// the missing (told privately), then run the game forward to the next decision point.
    /// Otherwise nothing changes and no events are returned.
    pub fn resolve(&mut self, now_is_deadline: bool) -> Vec<Event> {
        if self.status != GameStatus::Waiting {
            return Vec::new();
        }
        if !now_is_deadline && !self.all_answered() {
            return Vec::new();
        }
        let Some(round) = self.pending.take() else {
            return Vec::new();
        };
        let mut ev = Vec::new();
        self.round += 1;
        self.resolve_round(round, &mut ev);
        // VIC-06: a Rebel's campaign the round's flow stopped for starts now.
        self.vic_06_enter(&mut ev);
        // SEN-58 (LR 1.09.82): "If at any time" a Senator in Rome has 35 Influence he becomes
        // Consul for Life at once: checked after every round, whatever the phase (the Senate
        // also checks before each of its steps).
        if self.status == GameStatus::Waiting {
            self.sen_58_appointment(&mut ev);
        }
        ev
    }

    /// What this viewer may know.
    pub fn view(&self, viewer: Viewer) -> View {
        super::view::view(self, viewer)
    }

    /// GEN-01: the current phase, as `View::phase` gives it.
    pub fn phase(&self) -> super::state::Phase {
        self.phase
    }

    /// GEN-04 (secret): the keys of the cards in a faction's hand, as its own `View` lists them
    /// (`PrivateView::hand`; none for an eliminated faction). For callers that need the hand
    /// alone without building a whole View.
    pub fn own_hand_keys(&self, faction: FactionId) -> Vec<super::api::CardKey> {
        if self.eliminated(faction) {
            return Vec::new();
        }
        self.factions
            .get(usize::from(faction.0))
            .map(|f| f.hand.iter().filter_map(super::setup::card_key).collect())
            .unwrap_or_default()
    }

    /// Number of resolved rounds so far (0 before the first).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The current turn (0 during setup).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn status(&self) -> GameStatus {
        self.status.clone()
    }

    /// Display names by seat.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    pub fn scenario(&self) -> Scenario {
        self.scenario
    }

    /// The era the game is in (SET-09: it changes in an Extended game).
    pub fn era(&self) -> data::Era {
        self.era
    }

    /// Tests: dice to use before the RNG, in order (each 1..=6).
    pub fn script_dice(&mut self, dice: Vec<Die>) {
        self.rand.script_dice.extend(dice);
    }

    /// Tests: cards to draw (by key: "punic-2", "hannibal", "7" for a family, "1A", "tribune-3",
    /// "tax-farmer-1", "era-ends") before the top of the deck, in order. A scripted card that is
    /// in the deck is taken out of it.
    pub fn script_cards(&mut self, keys: Vec<String>) {
        self.rand.script_cards.extend(keys);
    }

    /// The GM rulings made so far (PB-04 ...), oldest first.
    pub fn rulings(&self) -> &[GmRuling] {
        &self.rulings
    }

    /// Issue 9: the GM decides ruling `o.index` (not made yet) instead of the engine. A later
    /// override of the same ruling replaces an earlier one.
    pub fn override_ruling(&mut self, o: RulingOverride) -> Result<(), RuleError> {
        if o.decision == RulingDecision::SenateSits {
            // PB-10: adjournment rulings have an index of their own.
            if o.index < self.adjourn_rulings {
                return Err(Illegal::RulingAlreadyMade { index: o.index }
                    .by("PB-10")
                    .into());
            }
            self.overrides
                .retain(|x| !(x.index == o.index && x.decision == RulingDecision::SenateSits));
            self.overrides.push(o);
            return Ok(());
        }
        if (o.index as usize) < self.rulings.len() {
            return Err(Illegal::RulingAlreadyMade { index: o.index }
                .by("PB-04")
                .into());
        }
        self.overrides
            .retain(|x| x.index != o.index || x.decision == RulingDecision::SenateSits);
        self.overrides.push(o);
        Ok(())
    }

    /// The GM's override of the PB-04 ruling about to be made, if there is one.
    pub(super) fn gm_override(&self) -> Option<&RulingOverride> {
        let next = u32::try_from(self.rulings.len()).unwrap_or(u32::MAX);
        self.overrides
            .iter()
            .find(|o| o.index == next && o.decision != RulingDecision::SenateSits)
    }

    /// PB-10 (issue 9): the engine would adjourn the Senate for `why`. Counts the ruling and
    /// returns the GM's reason if he overruled it (the Senate sits on), with the ruling's
    /// event either way.
    pub(super) fn pb_10_adjournment_ruling(
        &mut self,
        why: crate::AdjournWhy,
    ) -> (Option<String>, Event) {
        let index = self.adjourn_rulings;
        self.adjourn_rulings = self.adjourn_rulings.saturating_add(1);
        let gm = self
            .overrides
            .iter()
            .find(|o| o.index == index && o.decision == RulingDecision::SenateSits)
            .map(|o| o.reason.clone());
        let what = match &gm {
            Some(reason) => crate::RulingWhat::SenateSits {
                why,
                reason: reason.clone(),
            },
            None => crate::RulingWhat::SenateAdjourned { why },
        };
        let ev = Event {
            visibility: crate::Visibility::Public,
            kind: crate::EventKind::Ruling {
                rule: "PB-10".into(),
                what,
            },
        };
        (gm, ev)
    }

    /// Tests: mortality chits to draw before the RNG, in order ("7", "none", "draw 2").
    pub fn script_chits(&mut self, chits: Vec<String>) {
        self.rand.script_chits.extend(chits);
    }

    /// The talent ledger (for audits and the conservation tests).
    pub fn accounts(&self) -> Accounts {
        Accounts {
            state_treasury: self.state_treasury,
            faction_treasuries: self.factions.iter().map(|f| u64::from(f.treasury)).sum(),
            personal_treasuries: self.senators.iter().map(|s| u64::from(s.treasury)).sum(),
            state_revenue: self.ledger.state_revenue,
            state_debits: self.ledger.state_debits,
            income_paid: self.ledger.income_paid,
            lost_at_death: self.ledger.lost_at_death,
            contributions: self.ledger.contributions,
            spent_to_bank: self.ledger.spent_to_bank,
            bank_to_players: self.ledger.bank_to_players,
        }
    }

    pub(super) fn faction_count(&self) -> usize {
        self.factions.len()
    }

    /// The factions still in the game (MOR-06: an eliminated faction's seat is skipped).
    pub(super) fn faction_ids(&self) -> Vec<FactionId> {
        self.seat_ids()
            .into_iter()
            .filter(|f| !self.eliminated(*f))
            .collect()
    }

    /// Every seat, eliminated factions included (for views and positions).
    pub(super) fn seat_ids(&self) -> Vec<FactionId> {
        (0..self.factions.len())
            .filter_map(|i| u8::try_from(i).ok().map(FactionId))
            .collect()
    }

    /// MOR-06: the faction was eliminated (its seat is out of the game).
    pub(super) fn eliminated(&self, f: FactionId) -> bool {
        self.factions
            .get(usize::from(f.0))
            .is_some_and(|fs| fs.eliminated)
    }

    /// Stop the rules at a rule that is not implemented (a Public RulesEnd event).
    pub(super) fn rules_end(&mut self, rule: &str, why: super::api::StopWhy, ev: &mut Vec<Event>) {
        let reason = super::api::RulesStop::Typed(why);
        self.pending = None;
        self.status = GameStatus::RulesEnd {
            rule: rule.to_string(),
            reason: reason.clone(),
        };
        ev.push(public(EventKind::RulesEnd {
            rule: rule.to_string(),
            reason,
        }));
    }

    /// End the game (the seed is revealed).
    pub(super) fn finish(&mut self, ending: Ending, ev: &mut Vec<Event>) {
        self.pending = None;
        self.status = GameStatus::Finished {
            ending: ending.clone(),
        };
        ev.push(public(EventKind::GameOver {
            ending,
            seed_hex: hex::encode(self.seed),
        }));
    }
}
