//! Positions (docs/SCENARIOS.md "Positions"): a whole board as data, to start a game anywhere
//! (issue 7 section 3). The types here are the position format (TOML through the `position` module, `src/position/`);
//! `Game::from_position` builds the state (no rules run), `Game::open_position` opens play where
//! the position says, `Game::to_position` writes the current board back.
//!
//! Checking a position against the rules' invariants is the `position` module's job (`validate`); the
//! builder still refuses (never panics on) anything it cannot resolve.

use serde::{Deserialize, Serialize};

use super::api::{Event, EventKind, FactionId, SenateStage, SenatorId};
use super::data::{DeckCard, ScenarioData};
use super::game::{Game, GameStatus, Scenario, data, public};
use super::rng::Randomness;
use super::state::{
    Captive, Chit, EventInPlay, FactionState, Force, ForumState, HeldConcession, LandBill,
    LeaderInPlay, Ledger, Office, Phase, Province, SenateState, Senator,
};

fn default_turn() -> i64 {
    1
}

fn default_state_treasury() -> i64 {
    100
}

fn default_term() -> i64 {
    3
}

/// A whole position. Every field but `players` may be omitted (see docs/SCENARIOS.md for the
/// defaults). Numbers are signed so that a negative value is refused by name, not by the parser.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    #[serde(default = "default_scenario")]
    pub scenario: Scenario,
    /// Player names in seat order (may be left out when the players come from elsewhere, e.g.
    /// `rorgm game new --position --player ...`).
    #[serde(default)]
    pub players: Vec<String>,
    #[serde(default = "default_turn")]
    pub turn: i64,
    #[serde(default = "default_state_treasury")]
    pub state_treasury: i64,
    #[serde(default)]
    pub unrest: i64,
    /// Legions in Rome (the Active Forces box), veterans included.
    #[serde(default)]
    pub legions: i64,
    /// Veteran Legions among `legions`, each by the Family (name or number) it owes allegiance to.
    #[serde(default)]
    pub veterans: Vec<String>,
    /// Fleets in Rome.
    #[serde(default)]
    pub fleets: i64,
    /// The Era Ends card was drawn (FOR-08).
    #[serde(default)]
    pub era_ends: bool,
    /// POP-04: No Recruitment this turn.
    #[serde(default)]
    pub no_recruitment: bool,
    /// Where play starts.
    #[serde(default)]
    pub start: Start,
    #[serde(default, rename = "faction")]
    pub factions: Vec<FactionSpec>,
    #[serde(default, rename = "senator")]
    pub senators: Vec<SenatorSpec>,
    #[serde(default)]
    pub wars: WarsSpec,
    #[serde(default, rename = "force")]
    pub forces: Vec<ForceSpec>,
    #[serde(default, rename = "province")]
    pub provinces: Vec<ProvinceSpec>,
    #[serde(default, rename = "land_bill")]
    pub land_bills: Vec<LandBillSpec>,
    #[serde(default, rename = "event")]
    pub events: Vec<EventSpec>,
    #[serde(default)]
    pub cards: CardsSpec,
    /// RVN-05..RVN-08: a Revolt under way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rebellion: Option<RebellionSpec>,
    /// SEN-02 / SEN-04: the game's voting setting, `simultaneous` (default) or `ordered`.
    #[serde(default, skip_serializing_if = "is_simultaneous")]
    pub voting_order: crate::api::VotingOrder,
    /// SEN-02 house rule "agenda vote" (issue 21 §2): `agenda_vote = true`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub agenda_vote: bool,
    /// FOR-17 house rule "bid ahead" (issue 21 §2): `bid_ahead = true`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bid_ahead: bool,
    /// Issue 24 §3: the game's options (`[options]`, e.g. `time_delay = false`); omitted,
    /// every one at its default (today's behaviour).
    #[serde(
        default,
        skip_serializing_if = "crate::options::GameOptions::is_default"
    )]
    pub options: crate::options::GameOptions,
    /// SET-07 / SET-09: the era of play (`early`, `middle`, `late`; omitted: the scenario's
    /// first era), which sets the Random Events column and the Legion loyalty number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub era: Option<super::data::Era>,
    /// SEN-55: the Law cards in the Law space, in the order played (`[[position.law]]`).
    #[serde(default, rename = "law", skip_serializing_if = "Vec::is_empty")]
    pub laws: Vec<LawSpec>,
    /// COM-23 (card:intrigue-proscription/3): the faction (number, from 1) whose HRAO
    /// proscribed the Knights: it may not recruit Knights, the others add 1 to their Knight
    /// attraction rolls. Omitted: no one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proscribed: Option<i64>,
    /// SEN-38 (LR 1.13.1/4): spoils taken through a Legate (`[[legate_spoils]]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legate_spoils: Vec<LegateSpoilsSpec>,
}

/// SEN-55: a Law card in the Law space and the faction (number, from 1) that played it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LawSpec {
    pub card: String,
    #[serde(default = "first_faction")]
    pub faction: i64,
}

fn first_faction() -> i64 {
    1
}

fn is_simultaneous(v: &crate::api::VotingOrder) -> bool {
    *v == crate::api::VotingOrder::Simultaneous
}

/// RVN-05..RVN-08: the Primary Rebel marching on Rome, his Army and the Secondary Rebels.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RebellionSpec {
    /// The Primary Rebel (an aligned senator, not held captive, commanding no force).
    pub rebel: String,
    /// His Legions, veterans included (no longer the Senate's).
    #[serde(default)]
    pub legions: i64,
    /// Veteran Legions among `legions`, by the Family they owe allegiance to.
    #[serde(default)]
    pub veterans: Vec<String>,
    /// The Secondary Rebels (senators of his faction).
    #[serde(default)]
    pub secondaries: Vec<String>,
    /// RVN-07 / RVN-09: a Rebel Dictator's ex-Master of Horse among the Secondary Rebels (his
    /// Military adds to the Rebel's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ex_master_of_horse: Option<String>,
    /// RVN-09: the Senate's Army sent against him this turn (omitted: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub senate_army: Option<SenateArmySpec>,
    /// RVN-10 (ADV 2.03.2, 2.03.21): the Governors in Revolt (`[[rebellion.governor]]`), the
    /// Primary Rebel first if he is one; a Secondary Rebel Governor is also one of the
    /// `secondaries` (added there if omitted).
    #[serde(default, rename = "governor", skip_serializing_if = "Vec::is_empty")]
    pub governors: Vec<RebelGovernorSpec>,
    /// RVN-10 (ADV 2.03.8): the Rebel Province the Primary Rebel Governor stays in (omitted:
    /// he marches on Rome).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub staying: Option<String>,
    /// RVN-10 (ADV 2.03.7/6): the Provincial Armies and Fleets with the Primary Rebel's Army
    /// in Italy (off their Province's dials).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub provincial_armies: i64,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub provincial_fleets: i64,
    /// RVN-10 (ADV 2.03.23): the Roman Fleets under the Primary Rebel's control (not the
    /// Senate's).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fleets: i64,
    /// RVN-10 (ADV 2.03.8/7): the staying Primary Rebel Governor was left unattacked in the
    /// last Combat Phase: his Revolt counts as an Unprosecuted War for the next Unrest.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unprosecuted: bool,
    /// The turn he declared his Revolt (omitted: the position's turn). ADV 2.03.7/5, 2.03.8/6:
    /// a Primary Rebel Governor marching in a later turn than his declaration sails.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<i64>,
    /// RVN-10 (ADV 2.03.91/1): the Rebel Provinces carrying a Naval Victory marker.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub naval_victories: Vec<String>,
    /// RVN-10 (ADV 2.03.81): the Senate's Armies sent against Rebel Provinces
    /// (`[[rebellion.province_army]]`), waiting for the Combat Phase or facing the Province
    /// after a Stalemate.
    #[serde(
        default,
        rename = "province_army",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub province_armies: Vec<ProvinceArmySpec>,
    /// RVN-10 (ADV 2.03.71/1): the turn whose Combat Phase gave the Primary Rebel marching on
    /// Rome a Civil War Stalemate: that turn's Revolution Phase asks for a reinforcement.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stalemate_turn: Option<i64>,
    /// COM-02 (ADV 2.03.72/11): the Rebel's answer for this Combat Phase's Naval Interception
    /// of a Province's Forces at sea (omitted: none given, all it can).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fleet_losses: Option<FleetLossesSpec>,
}

/// RVN-10 (ADV 2.03.81): a Senate Army sent against a Rebel Province, with its Fleet Support
/// (its Legions and Fleets the Senate's, away from Rome).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProvinceArmySpec {
    /// The Rebel Province (its Rebel Governor is there).
    pub province: String,
    /// A Consul or the Dictator, aligned, loyal, not away otherwise.
    pub commander: String,
    /// The Dictator's Master of Horse with him.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub master_of_horse: Option<String>,
    /// Veterans included; at least one.
    #[serde(default)]
    pub legions: i64,
    /// Veteran Legions among them, by the Family they owe allegiance to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub veterans: Vec<String>,
    /// Its Fleet Support.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fleets: i64,
}

/// COM-02 (ADV 2.03.72/11): at most `most` of the Provincial Fleets lost in the Naval
/// Interception of `province`'s Forces come from that Province.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FleetLossesSpec {
    pub province: String,
    pub most: i64,
}

/// SEN-38 (LR 1.13.1/4): the spoils a Governor took through a Legate (`[[legate_spoils]]`):
/// one Minor Prosecution for each Province in the Senate Phase of `turn`, while he is in Rome.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LegateSpoilsSpec {
    pub governor: String,
    pub province: String,
    /// The turn he took them (default: the position's turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<i64>,
}

/// RVN-10 (ADV 2.03.2): a Governor in Revolt, his Rebel Province and where he is.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RebelGovernorSpec {
    /// The Governor (an aligned senator of the Rebel's faction governing `province`).
    pub senator: String,
    /// His Rebel Province (omitted: the one he governs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub province: Option<String>,
    /// `province` (default: in his Rebel Province), `italy` (with the Primary Rebel's Army)
    /// or `in_transit` (reinforcements at sea, ADV 2.03.71/4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
}

/// RVN-10: a `[[rebellion.governor]]` `at` word.
fn rebel_at_of(field: &str, s: Option<&str>) -> Result<super::rebellion::RebelAt, PositionError> {
    use super::rebellion::RebelAt;
    match s.map(|s| s.trim().to_ascii_lowercase()).as_deref() {
        None | Some("province") => Ok(RebelAt::Province),
        Some("italy") => Ok(RebelAt::Italy),
        Some("in_transit" | "in transit" | "transit") => Ok(RebelAt::InTransit),
        Some(o) => Err(bad(
            field,
            format!("{o:?}: one of province, italy, in_transit"),
        )),
    }
}

fn rebel_at_word(at: super::rebellion::RebelAt) -> Option<String> {
    use super::rebellion::RebelAt;
    match at {
        RebelAt::Province => None,
        RebelAt::Italy => Some("italy".into()),
        RebelAt::InTransit => Some("in_transit".into()),
    }
}

/// RVN-09: the Senate's Army sent against the Rebel (its Legions are the Senate's, away).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SenateArmySpec {
    /// A Consul or the Dictator, aligned and not in Revolt.
    pub commander: String,
    /// The Dictator's Master of Horse with him.
    #[serde(default)]
    pub master_of_horse: Option<String>,
    /// Veterans included.
    #[serde(default)]
    pub legions: i64,
    /// Veteran Legions among them, by the Family they owe allegiance to.
    #[serde(default)]
    pub veterans: Vec<String>,
}

fn default_scenario() -> Scenario {
    Scenario::EarlyRepublic
}

/// Where play starts (default: the Mortality Phase of `turn`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Start {
    /// setup, mortality, revenue, forum, population, senate, combat, revolution.
    #[serde(default)]
    pub phase: Option<String>,
    /// Forum Phase: the initiative to play next (1..=6).
    #[serde(default)]
    pub initiative: Option<i64>,
    /// Senate Phase: consuls, pontifex, dictator, censor, prosecutions, governors,
    /// other_business. Combat Phase (VIC-06): a Rebel's campaign under way,
    /// `rebel_campaign_<condition>` (bankruptcy, people_revolt, senate_did_not_attack,
    /// defeated_the_senate).
    #[serde(default)]
    pub stage: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FactionSpec {
    /// The faction's number (1-based, as players see it); if given, must be its place in the
    /// list.
    #[serde(default)]
    pub number: Option<i64>,
    #[serde(default)]
    pub treasury: i64,
    /// The Faction Leader (a senator of this faction); `leader = true` on the senator also works.
    #[serde(default)]
    pub leader: Option<String>,
    /// Faction cards in hand (keys or names), oldest first.
    #[serde(default)]
    pub hand: Vec<String>,
    /// MOR-06: the faction was eliminated (its seat is out of the game).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub eliminated: bool,
    /// MOR-06: the faction has no Senator and waits for the first to enter the Curia.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub waiting_for_curia: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SenatorSpec {
    /// Family number or name, Statesman key or name (the card on top).
    pub card: String,
    /// A Statesman lies on his Family card (default: yes when that Family is not in play
    /// otherwise).
    #[serde(default)]
    pub family_card: Option<bool>,
    /// 1-based faction; none = unaligned, in the Forum.
    #[serde(default)]
    pub faction: Option<i64>,
    #[serde(default)]
    pub leader: bool,
    /// Default: printed.
    #[serde(default)]
    pub influence: Option<i64>,
    /// Default: printed (Statesmen), 0 (Families).
    #[serde(default)]
    pub popularity: Option<i64>,
    #[serde(default)]
    pub knights: i64,
    /// Personal Treasury.
    #[serde(default)]
    pub treasury: i64,
    /// rome_consul, field_consul, censor, dictator, master_of_horse, pontifex_maximus,
    /// proconsul.
    #[serde(default)]
    pub offices: Vec<String>,
    #[serde(default)]
    pub prior_consul: bool,
    /// REV-08 Corrupt marker.
    #[serde(default)]
    pub corrupt: bool,
    /// FOR-18 "major" marker.
    #[serde(default)]
    pub major: bool,
    /// SEN-57 / SEN-58: Consul for Life.
    #[serde(default)]
    pub consul_for_life: bool,
    /// SEN-15: holds a Priest marker.
    #[serde(default)]
    pub priest: bool,
    /// REV-20: the Open Bodyguard lies with him.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub open_bodyguard: bool,
    /// SEN-23 / FOR-02: a Faction Leader liable to the extra Major Prosecution after his
    /// faction could not pay its Pontifex's Evil Omens debt (this turn's Senate).
    #[serde(default)]
    pub evil_omens_liable: bool,
    /// Concessions held (keys or names).
    #[serde(default)]
    pub concessions: Vec<String>,
    /// Those of `concessions` whose corrupt bar shows (REV-06).
    #[serde(default)]
    pub corrupt_concessions: Vec<String>,
    /// Held captive by this war (COM-16).
    #[serde(default)]
    pub captive_of: Option<String>,
    /// Where he is, as written (`rome`, `governor:<province>`, `commander:<war>`,
    /// `master_of_horse:<war>`, `captive:<war>`, `rebel`, `against_rebel` with the Senate's Army
    /// in Italy, `against_rebel:<province>` with one facing a Rebel Province): it follows from
    /// `[[province]]`, `[[force]]`, `captive_of` and `[rebellion]`; if given on loading it must
    /// agree.
    #[serde(default)]
    pub location: Option<String>,
    /// RVN-03 / SEN-61 (ADV 2.04): the disbanded Veteran Legions in the Bank whose Allegiance
    /// markers he holds (the earliest disbanded first, in the order of the Senators).
    #[serde(default, skip_serializing_if = "is_zero_i64")]
    pub disbanded: i64,
    /// ADV 2.04: the Oratory his disbanded Legions gave him (default: `disbanded`; more when
    /// the Senate raised some of them from the Bank).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oratory_bonus: Option<i64>,
}

fn is_zero_i64(v: &i64) -> bool {
    *v == 0
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WarsSpec {
    #[serde(default)]
    pub active: Vec<String>,
    #[serde(default)]
    pub inactive: Vec<String>,
    #[serde(default)]
    pub imminent: Vec<String>,
    /// Active wars in the Unprosecuted Wars spaces (COM-20).
    #[serde(default)]
    pub unprosecuted: Vec<String>,
    /// Wars carrying a Naval Victory marker (COM-05).
    #[serde(default)]
    pub naval_victories: Vec<String>,
    /// Wars drawn this turn (COM-20: not unprosecuted the turn they came).
    #[serde(default)]
    pub drawn_this_turn: Vec<String>,
    /// Wars that became Revolts (TD-08).
    #[serde(default)]
    pub revolts: Vec<String>,
    #[serde(default, rename = "leader")]
    pub leaders: Vec<LeaderSpec>,
    /// TD-10: enemy Leaders in Refuge (card Refuge / Rise from Refuge).
    #[serde(default, rename = "refugee", skip_serializing_if = "Vec::is_empty")]
    pub refugees: Vec<RefugeeSpec>,
}

/// TD-10: an enemy Leader in Refuge (`refuge.rs`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RefugeeSpec {
    pub card: String,
    /// Taken in by Rise from Refuge (the increased side).
    #[serde(default)]
    pub risen: bool,
    /// Refuge: he waits for the next War card drawn.
    #[serde(default)]
    pub waiting: bool,
    /// The wars he aids (besides, on the Refuge side, his own matching Active wars).
    #[serde(default)]
    pub wars: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderSpec {
    pub card: String,
    pub war: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForceSpec {
    pub war: String,
    /// None: the commander died and the force waits to be recalled (SEN-48).
    #[serde(default)]
    pub commander: Option<String>,
    #[serde(default)]
    pub master_of_horse: Option<String>,
    /// Legions, veterans included.
    #[serde(default)]
    pub legions: i64,
    /// Veteran Legions among `legions`, by the Family they owe allegiance to.
    #[serde(default)]
    pub veterans: Vec<String>,
    #[serde(default)]
    pub fleets: i64,
    /// Default: the position's turn.
    #[serde(default)]
    pub sent_turn: Option<i64>,
    /// COM-03: dispatch order (default: its place in the list).
    #[serde(default)]
    pub dispatched: Option<i64>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProvinceSpec {
    pub card: String,
    /// None: the province lies in the Forum without a Governor.
    #[serde(default)]
    pub governor: Option<String>,
    #[serde(default = "default_term")]
    pub term: i64,
    #[serde(default)]
    pub developed: bool,
    #[serde(default)]
    pub garrison: i64,
    /// Default: the turn before the position's turn.
    #[serde(default)]
    pub elected_turn: Option<i64>,
    /// REV-18 (ADV 2.02): its Provincial Armies and Fleets.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub armies: i64,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fleets: i64,
    /// SEN-38: its Governor rules it through a Legate (he stays where his Senator line puts
    /// him, in Rome by default).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub legate: bool,
    /// COM-18 (ADV 2.02.412/2): the Province is allied with this Active war (no Governor; its
    /// printed Strength on the side it shows and its `armies`/`fleets` add to the war's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allied_with: Option<String>,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LandBillSpec {
    pub level: i64,
    /// Default: the position's turn.
    #[serde(default)]
    pub turn: Option<i64>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventSpec {
    pub card: String,
    #[serde(default)]
    pub increased: bool,
    /// Default: the position's turn.
    #[serde(default)]
    pub turn: Option<i64>,
    #[serde(default)]
    pub repeats: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardsSpec {
    /// The draw pile, top first; omitted: every card of the scenario's deck that the position
    /// does not place elsewhere, shuffled with the seed (Era Ends among the last 7).
    #[serde(default)]
    pub deck: Option<Vec<String>>,
    /// The Curia, top first.
    #[serde(default)]
    pub curia: Vec<String>,
    #[serde(default)]
    pub discard: Vec<String>,
    /// Out of play.
    #[serde(default)]
    pub removed: Vec<String>,
    /// Concessions lying in the Forum.
    #[serde(default)]
    pub forum_concessions: Vec<String>,
    /// SET-09: an Extended game's decks still to come, in order (`[[cards.next_deck]]`, each
    /// with its `era` and its `cards`, top first); omitted in an Extended game: the decks
    /// after the position's era, shuffled from the seed, less the cards it places (the Late
    /// deck with Era Ends among its last 11, LR 3.03.2 H).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub next_deck: Vec<NextDeckSpec>,
}

/// SET-09: one deck of an Extended game waiting for the deck in play to run out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NextDeckSpec {
    pub era: super::data::Era,
    /// Top first.
    pub cards: Vec<String>,
}

/// The key of a deck card as the data files spell it ("7", "1A", "punic-2", "era-ends").
pub fn card_key(c: &DeckCard) -> String {
    match c {
        DeckCard::Family(n) => n.to_string(),
        DeckCard::Statesman(k)
        | DeckCard::War(k)
        | DeckCard::Leader(k)
        | DeckCard::Intrigue(k)
        | DeckCard::Concession(k)
        | DeckCard::Law(k)
        | DeckCard::Misc(k) => k.clone(),
        DeckCard::EraEnds => "era-ends".into(),
    }
}

fn same(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// A deck card by key or (unique) name.
pub fn resolve_card(d: &ScenarioData, s: &str) -> Option<DeckCard> {
    let t = s.trim();
    if same(t, "era-ends") || same(t, "era ends") {
        return Some(DeckCard::EraEnds);
    }
    if let Ok(n) = t.parse::<u8>() {
        return d.family(n).map(|f| DeckCard::Family(f.id));
    }
    if let Some(c) = d.statesman(t) {
        return Some(DeckCard::Statesman(c.id.clone()));
    }
    if let Some(c) = d.war(t) {
        return Some(DeckCard::War(c.key.clone()));
    }
    if let Some(c) = d.leader(t) {
        return Some(DeckCard::Leader(c.key.clone()));
    }
    if let Some(c) = d.intrigue(t) {
        return Some(DeckCard::Intrigue(c.key.clone()));
    }
    if let Some(c) = d.concession(t) {
        return Some(DeckCard::Concession(c.key.clone()));
    }
    if let Some(c) = d.law(t) {
        return Some(DeckCard::Law(c.key.clone()));
    }
    if let Some(c) = d.misc_card(t) {
        return Some(DeckCard::Misc(c.key.clone()));
    }
    // By name (only the unique ones: the intrigue copies share a name).
    let mut by_name: Vec<DeckCard> = Vec::new();
    by_name.extend(
        d.families
            .iter()
            .filter(|f| same(&f.name, t))
            .map(|f| DeckCard::Family(f.id)),
    );
    by_name.extend(
        d.statesmen
            .iter()
            .filter(|c| same(&c.name, t) || same(&c.short_name, t))
            .map(|c| DeckCard::Statesman(c.id.clone())),
    );
    by_name.extend(
        d.wars
            .iter()
            .filter(|c| same(&c.name, t))
            .map(|c| DeckCard::War(c.key.clone())),
    );
    by_name.extend(
        d.leaders
            .iter()
            .filter(|c| same(&c.name, t))
            .map(|c| DeckCard::Leader(c.key.clone())),
    );
    by_name.extend(
        d.concessions
            .iter()
            .filter(|c| same(&c.name, t))
            .map(|c| DeckCard::Concession(c.key.clone())),
    );
    let intrigue: Vec<DeckCard> = d
        .intrigue
        .iter()
        .filter(|c| same(&c.name, t))
        .map(|c| DeckCard::Intrigue(c.key.clone()))
        .collect();
    if intrigue.len() == 1 {
        by_name.extend(intrigue);
    }
    if by_name.len() == 1 {
        by_name.pop()
    } else {
        None
    }
}

/// A senator card: (family number, statesman key) for a Family or Statesman key or name.
pub fn resolve_senator_card(d: &ScenarioData, s: &str) -> Option<(u8, Option<String>)> {
    match resolve_card(d, s)? {
        DeckCard::Family(n) => Some((n, None)),
        DeckCard::Statesman(k) => d.statesman(&k).map(|c| (c.family, Some(c.id.clone()))),
        _ => None,
    }
}

/// How a position names the allegiance of a Veteran Legion owing nobody.
const NOBODY: &str = "nobody";

/// A Family by name or number (veterans' allegiance); `nobody` for a Veteran owing no
/// allegiance (COM-13, LR 1.10.5/4: his Senator died).
pub fn resolve_family(d: &ScenarioData, s: &str) -> Option<u8> {
    if s.trim().eq_ignore_ascii_case(NOBODY) {
        return Some(crate::state::NO_ALLEGIANCE);
    }
    match resolve_card(d, s)? {
        DeckCard::Family(n) => Some(n),
        DeckCard::Statesman(k) => d.statesman(&k).map(|c| c.family),
        _ => None,
    }
}

/// A war key by key or name.
pub fn resolve_war(d: &ScenarioData, s: &str) -> Option<String> {
    match resolve_card(d, s)? {
        DeckCard::War(k) => Some(k),
        _ => None,
    }
}

/// A province key by key or name.
pub fn resolve_province(d: &ScenarioData, s: &str) -> Option<String> {
    d.province(s.trim())
        .or_else(|| d.province_by_name(s.trim()))
        .map(|p| p.key.clone())
}

/// An Event card key by key or either side's name.
pub fn resolve_event(d: &ScenarioData, s: &str) -> Option<String> {
    if let Some(e) = d.event(s.trim()) {
        return Some(e.key.clone());
    }
    d.events()
        .iter()
        .find(|e| same(&e.name, s) || same(&e.increased_name, s))
        .map(|e| e.key.clone())
}

/// An office by its position name.
pub fn resolve_office(s: &str) -> Option<&'static str> {
    let t = s.trim().to_ascii_lowercase().replace([' ', '-'], "_");
    Some(match t.as_str() {
        "dictator" => "dictator",
        "rome_consul" => "rome_consul",
        "field_consul" => "field_consul",
        "censor" => "censor",
        "master_of_horse" => "master_of_horse",
        "pontifex_maximus" | "pontifex" => "pontifex_maximus",
        "proconsul" => "proconsul",
        _ => return None,
    })
}

fn office_of(s: &str) -> Option<Office> {
    Some(match resolve_office(s)? {
        "dictator" => Office::Dictator,
        "rome_consul" => Office::RomeConsul,
        "field_consul" => Office::FieldConsul,
        "censor" => Office::Censor,
        "master_of_horse" => Office::MasterOfHorse,
        "pontifex_maximus" => Office::PontifexMaximus,
        _ => Office::Proconsul,
    })
}

fn office_key(o: Office) -> &'static str {
    match o {
        Office::Dictator => "dictator",
        Office::RomeConsul => "rome_consul",
        Office::FieldConsul => "field_consul",
        Office::Censor => "censor",
        Office::MasterOfHorse => "master_of_horse",
        Office::PontifexMaximus => "pontifex_maximus",
        Office::Proconsul => "proconsul",
    }
}

/// A Senate stage by its position name.
pub fn resolve_stage(s: &str) -> Option<SenateStage> {
    let t = s.trim().to_ascii_lowercase().replace([' ', '-'], "_");
    Some(match t.as_str() {
        "consuls" => SenateStage::Consuls,
        "pontifex" => SenateStage::Pontifex,
        "dictator" => SenateStage::Dictator,
        "censor" => SenateStage::Censor,
        "prosecutions" => SenateStage::Prosecutions,
        "governors" => SenateStage::Governors,
        "other_business" => SenateStage::OtherBusiness,
        _ => return None,
    })
}

fn stage_key(s: SenateStage) -> &'static str {
    match s {
        SenateStage::Consuls => "consuls",
        SenateStage::Pontifex => "pontifex",
        SenateStage::Dictator => "dictator",
        SenateStage::Censor => "censor",
        SenateStage::Prosecutions => "prosecutions",
        SenateStage::Governors => "governors",
        SenateStage::OtherBusiness => "other_business",
    }
}

/// The phase a position's `start.phase` names (the builder's; `open_position` starts it).
fn phase_of(s: Option<&str>) -> Phase {
    match s.unwrap_or("mortality") {
        "setup" => Phase::Setup,
        "revenue" => Phase::Revenue,
        "forum" => Phase::Forum,
        "population" => Phase::Population,
        "senate" => Phase::Senate,
        "combat" => Phase::Combat,
        "revolution" => Phase::Revolution,
        _ => Phase::Mortality,
    }
}

/// A Senate at `stage` with nothing done this turn.
fn blank_senate(stage: SenateStage, presiding: SenatorId) -> SenateState {
    SenateState {
        stage,
        presiding,
        queue: Vec::new(),
        agenda_votes: Vec::new(),
        queue_by_gm: false,
        queue_substituted: false,
        queue_owner: None,
        waiting_queues: Vec::new(),
        floor: None,
        defeated: Vec::new(),
        rounds: 0,
        minor_prosecutions: 0,
        major_prosecution: false,
        tried: Vec::new(),
        land_bills_proposed: Vec::new(),
        repeal_proposed: false,
        concessions_voted: Vec::new(),
        stepped_down: Vec::new(),
        dispatched: 0,
        asked: false,
        elected: Vec::new(),
        pontifex_veto_used: false,
        cfl_proposed: false,
        free_tribunes_used: Vec::new(),
        assassination: Default::default(),
        forces: Default::default(),
        tribunes: Default::default(),
        dictator_asked: false,
        adjourning: false,
        repopulate_for: None,
        voting: Default::default(),
        tribune_window: Default::default(),
        priests: Default::default(),
        appeal_veto: Default::default(),
        tribune_cancel: Default::default(),
        flaccus_asked: false,
        advocate: Default::default(),
        vacant_after_governors: None,
    }
}

/// The phases a position may start in.
pub const START_PHASES: [&str; 8] = [
    "setup",
    "mortality",
    "revenue",
    "forum",
    "population",
    "senate",
    "combat",
    "revolution",
];

/// A position refused: the field (as written in the position, e.g. `senator[3].treasury`) and
/// why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {why}")]
pub struct PositionError {
    pub field: String,
    pub why: String,
}

pub fn bad(field: impl Into<String>, why: impl Into<String>) -> PositionError {
    PositionError {
        field: field.into(),
        why: why.into(),
    }
}

fn num<T: TryFrom<i64>>(field: &str, v: i64) -> Result<T, PositionError> {
    T::try_from(v).map_err(|_| bad(field, format!("{v} is out of range")))
}

/// The senator a reference names, among the position's senators: (family, statesman) of the
/// stack whose family matches and whose statesman matches if one is named.
/// RVN-05..RVN-08: the Revolt of a position: the rebels get their Rebel markers and leave Rome.
fn rebellion_of(
    g: &mut Game,
    d: &ScenarioData,
    r: &RebellionSpec,
) -> Result<super::rebellion::Rebellion, PositionError> {
    let rebel = find_ref(&g.senators, d, &r.rebel).ok_or_else(|| {
        bad(
            "rebellion.rebel",
            format!("no senator {:?} in play", r.rebel),
        )
    })?;
    let i = g
        .find_senator(&rebel)
        .ok_or_else(|| bad("rebellion.rebel", "not in play"))?;
    let faction = g.senators[i]
        .faction
        .ok_or_else(|| bad("rebellion.rebel", "a Rebel belongs to a faction"))?;
    let legions: u32 = num("rebellion.legions", r.legions)?;
    let veterans = r
        .veterans
        .iter()
        .map(|v| {
            resolve_family(d, v)
                .ok_or_else(|| bad("rebellion.veterans", format!("no family {v:?}")))
        })
        .collect::<Result<Vec<u8>, _>>()?;
    if veterans.len() > usize::try_from(legions).unwrap_or(0) {
        return Err(bad("rebellion.veterans", "more veterans than Legions"));
    }
    let mut secondaries = Vec::new();
    let governors = rebel_governors_of(g, d, r, faction)?;
    for s in &r.secondaries {
        let id = find_ref(&g.senators, d, s)
            .ok_or_else(|| bad("rebellion.secondaries", format!("no senator {s:?} in play")))?;
        let j = g
            .find_senator(&id)
            .ok_or_else(|| bad("rebellion.secondaries", "not in play"))?;
        if g.senators[j].faction != Some(faction) || id == rebel {
            return Err(bad(
                "rebellion.secondaries",
                format!("{s:?} is not another senator of the Rebel's faction"),
            ));
        }
        secondaries.push(id);
    }
    for gv in &governors {
        if gv.senator != rebel && !secondaries.contains(&gv.senator) {
            secondaries.push(gv.senator.clone());
        }
    }
    let staying = match &r.staying {
        None => None,
        Some(p) => {
            let key = resolve_province(d, p)
                .ok_or_else(|| bad("rebellion.staying", format!("no province {p:?}")))?;
            if !governors.iter().any(|gv| {
                gv.senator == rebel
                    && gv.province == key
                    && gv.at == super::rebellion::RebelAt::Province
            }) {
                return Err(bad(
                    "rebellion.staying",
                    "the Primary Rebel is not a Rebel Governor in that Province",
                ));
            }
            Some(key)
        }
    };
    for id in std::iter::once(&rebel).chain(secondaries.iter()) {
        if let Some(j) = g.find_senator(id) {
            g.senators[j].rebel = true;
            g.senators[j].in_rome = false;
        }
    }
    let ex_master_of_horse = match &r.ex_master_of_horse {
        None => None,
        Some(m) => {
            let id = find_ref(&g.senators, d, m).filter(|id| secondaries.contains(id));
            Some(id.ok_or_else(|| {
                bad(
                    "rebellion.ex_master_of_horse",
                    format!("{m:?} is not one of the Secondary Rebels"),
                )
            })?)
        }
    };
    let senate_army = match &r.senate_army {
        None => None,
        Some(a) => Some(senate_army_of(g, d, a, "rebellion.senate_army")?),
    };
    // RVN-10 (ADV 2.03.91/1): a Naval Victory marker lies only on a Rebel Province.
    let mut naval_victories: Vec<String> = Vec::new();
    for (i, p) in r.naval_victories.iter().enumerate() {
        let key = resolve_province(d, p)
            .filter(|k| governors.iter().any(|gv| gv.province == *k))
            .ok_or_else(|| {
                bad(
                    format!("rebellion.naval_victories[{}]", i + 1),
                    format!("{p:?} is no Rebel Province"),
                )
            })?;
        if !naval_victories.contains(&key) {
            naval_victories.push(key);
        }
    }
    let declared = match r.declared {
        None => g.turn,
        Some(t) => {
            let t: u32 = num("rebellion.declared", t)?;
            if t == 0 || t > g.turn {
                return Err(bad(
                    "rebellion.declared",
                    format!("turn {t} is not a turn of this game up to turn {}", g.turn),
                ));
            }
            t
        }
    };
    let province_armies = province_armies_of(g, d, r, &governors)?;
    // RVN-10 (ADV 2.03.71/1): a Stalemate of the Primary Rebel marching on Rome, in this turn's
    // Combat Phase or earlier (an earlier one asks for nothing any more).
    let stalemate_turn = match r.stalemate_turn {
        None => None,
        Some(t) => {
            let t: u32 = num("rebellion.stalemate_turn", t)?;
            if t == 0 || t > g.turn {
                return Err(bad(
                    "rebellion.stalemate_turn",
                    format!("turn {t} is not a turn of this game up to turn {}", g.turn),
                ));
            }
            if staying.is_some() {
                return Err(bad(
                    "rebellion.stalemate_turn",
                    "a Primary Rebel staying in his Province fights no civil war battle",
                ));
            }
            Some(t)
        }
    };
    let fleet_losses = match &r.fleet_losses {
        None => None,
        Some(fl) => Some(fleet_losses_of(g, d, fl, &governors)?),
    };
    Ok(super::rebellion::Rebellion {
        legions,
        veterans,
        secondaries,
        senate_army,
        province_armies,
        stalemate_turn,
        fleet_losses,
        ex_master_of_horse,
        governors,
        staying,
        provincial_armies: num("rebellion.provincial_armies", r.provincial_armies)?,
        provincial_fleets: num("rebellion.provincial_fleets", r.provincial_fleets)?,
        fleets: num("rebellion.fleets", r.fleets)?,
        unprosecuted: r.unprosecuted,
        naval_victories,
        ..super::rebellion::Rebellion::new(rebel, faction, declared)
    })
}

/// RVN-10 (ADV 2.03.2, 2.03.21): the Rebel Governors of a position, each governing his
/// Province, of the Rebel's faction, each once.
fn rebel_governors_of(
    g: &Game,
    d: &ScenarioData,
    r: &RebellionSpec,
    faction: FactionId,
) -> Result<Vec<super::rebellion::RebelGovernor>, PositionError> {
    let mut out: Vec<super::rebellion::RebelGovernor> = Vec::new();
    for (i, gs) in r.governors.iter().enumerate() {
        let f = |x: &str| format!("rebellion.governor[{}].{x}", i + 1);
        let id = find_ref(&g.senators, d, &gs.senator)
            .ok_or_else(|| bad(f("senator"), format!("no senator {:?} in play", gs.senator)))?;
        let j = g
            .find_senator(&id)
            .ok_or_else(|| bad(f("senator"), "not in play"))?;
        if g.senators[j].faction != Some(faction) {
            return Err(bad(f("senator"), "not of the Rebel's faction"));
        }
        let province = match &gs.province {
            Some(p) => resolve_province(d, p)
                .ok_or_else(|| bad(f("province"), format!("no province {p:?}")))?,
            None => g
                .provinces
                .iter()
                .find(|p| p.governor == id)
                .map(|p| p.key.clone())
                .ok_or_else(|| bad(f("province"), "he governs no Province"))?,
        };
        if !g
            .provinces
            .iter()
            .any(|p| p.key == province && p.governor == id)
        {
            return Err(bad(f("province"), "he does not govern that Province"));
        }
        if out
            .iter()
            .any(|o| o.senator == id || o.province == province)
        {
            return Err(bad(f("senator"), "named twice"));
        }
        let at = rebel_at_of(&f("at"), gs.at.as_deref())?;
        out.push(super::rebellion::RebelGovernor {
            senator: id,
            province,
            at,
        });
    }
    Ok(out)
}

/// RVN-10 (ADV 2.03.81): the Senate's Armies facing Rebel Provinces: one at most against each
/// Province whose Rebel Governor is there; their Legions and Fleets the Senate's, away.
fn province_armies_of(
    g: &mut Game,
    d: &ScenarioData,
    r: &RebellionSpec,
    governors: &[super::rebellion::RebelGovernor],
) -> Result<Vec<super::rebel_battles::ProvinceArmy>, PositionError> {
    let mut out: Vec<super::rebel_battles::ProvinceArmy> = Vec::new();
    for (i, a) in r.province_armies.iter().enumerate() {
        let prefix = format!("rebellion.province_army[{}]", i + 1);
        let f = |x: &str| format!("{prefix}.{x}");
        let key = resolve_province(d, &a.province)
            .ok_or_else(|| bad(f("province"), format!("no province {:?}", a.province)))?;
        if !governors
            .iter()
            .any(|gv| gv.province == key && gv.at == super::rebellion::RebelAt::Province)
        {
            return Err(bad(
                f("province"),
                format!(
                    "{:?} is no Rebel Province with its Rebel Governor there",
                    a.province
                ),
            ));
        }
        if out.iter().any(|o| o.province == key) {
            return Err(bad(f("province"), "an Army faces it already"));
        }
        let fleets: u32 = num(&f("fleets"), a.fleets)?;
        let army = senate_army_of(
            g,
            d,
            &SenateArmySpec {
                commander: a.commander.clone(),
                master_of_horse: a.master_of_horse.clone(),
                legions: a.legions,
                veterans: a.veterans.clone(),
            },
            &prefix,
        )?;
        g.fleets += fleets;
        out.push(super::rebel_battles::ProvinceArmy {
            province: key,
            army,
            fleets,
        });
    }
    Ok(out)
}

/// COM-02 (ADV 2.03.72/11): the Rebel's answer on the Provincial Fleets lost at sea: a Rebel
/// Province whose Forces are in transit, and no more than its Provincial Fleets.
fn fleet_losses_of(
    g: &Game,
    d: &ScenarioData,
    fl: &FleetLossesSpec,
    governors: &[super::rebellion::RebelGovernor],
) -> Result<(String, u32), PositionError> {
    let key = resolve_province(d, &fl.province)
        .filter(|k| {
            governors
                .iter()
                .any(|gv| gv.province == *k && gv.at == super::rebellion::RebelAt::InTransit)
        })
        .ok_or_else(|| {
            bad(
                "rebellion.fleet_losses.province",
                format!(
                    "{:?} is no Rebel Province whose Forces are at sea",
                    fl.province
                ),
            )
        })?;
    let most: u32 = num("rebellion.fleet_losses.most", fl.most)?;
    let has = g.provincial.forces.get(&key).map_or(0, |f| f.fleets);
    if most > has {
        return Err(bad(
            "rebellion.fleet_losses.most",
            format!("{most} of the {has} Provincial Fleets of {key}"),
        ));
    }
    Ok((key, most))
}

/// RVN-09: the Senate's Army of a position: its commanders are away, its Legions the Senate's.
/// `f` names the field (`rebellion.senate_army`, `rebellion.province_army[1]`).
fn senate_army_of(
    g: &mut Game,
    d: &ScenarioData,
    a: &SenateArmySpec,
    f: &str,
) -> Result<super::civil_war::SenateArmy, PositionError> {
    let who = |g: &Game, field: &str, s: &str| -> Result<(SenatorId, usize), PositionError> {
        let id = find_ref(&g.senators, d, s)
            .ok_or_else(|| bad(field, format!("no senator {s:?} in play")))?;
        let i = g
            .find_senator(&id)
            .ok_or_else(|| bad(field, "not in play"))?;
        if g.senators[i].faction.is_none() || g.senators[i].rebel {
            return Err(bad(field, format!("{s:?} is not a loyal aligned senator")));
        }
        if !g.senators[i].in_rome {
            return Err(bad(field, format!("{s:?} is already away from Rome")));
        }
        Ok((id, i))
    };
    let (commander, ci) = who(g, &format!("{f}.commander"), &a.commander)?;
    let moh = match &a.master_of_horse {
        None => None,
        Some(m) => Some(who(g, &format!("{f}.master_of_horse"), m)?),
    };
    let legions: u32 = num(&format!("{f}.legions"), a.legions)?;
    if legions == 0 {
        return Err(bad(
            format!("{f}.legions"),
            "an Army has at least one Legion",
        ));
    }
    let veterans = a
        .veterans
        .iter()
        .map(|v| {
            resolve_family(d, v)
                .ok_or_else(|| bad(format!("{f}.veterans"), format!("no family {v:?}")))
        })
        .collect::<Result<Vec<u8>, _>>()?;
    if veterans.len() > usize::try_from(legions).unwrap_or(0) {
        return Err(bad(format!("{f}.veterans"), "more veterans than Legions"));
    }
    g.senators[ci].in_rome = false;
    if let Some((_, mi)) = moh {
        g.senators[mi].in_rome = false;
    }
    g.legions += legions;
    Ok(super::civil_war::SenateArmy {
        commander,
        master_of_horse: moh.map(|(id, _)| id),
        legions,
        veterans,
    })
}

fn find_ref(senators: &[Senator], d: &ScenarioData, s: &str) -> Option<SenatorId> {
    let (fam, st) = resolve_senator_card(d, s)?;
    senators
        .iter()
        .find(|x| {
            x.family == fam
                && (st.is_none() || x.statesman == st)
                && (st.is_some() || x.family_card)
        })
        .or_else(|| senators.iter().find(|x| x.family == fam && st.is_none()))
        .map(Senator::id)
}

impl Game {
    /// Build the state a position describes (nothing runs; see [`Game::open_position`]).
    /// Expects a position checked by the `position` module (`validate`); still refuses anything it
    /// cannot resolve (a [`PositionError`] naming the field).
    pub fn from_position(p: &Position, seed: [u8; 32]) -> Result<Game, PositionError> {
        let d = super::data::early_republic().map_err(|e| bad("data", e.to_string()))?;
        // RVN-10 (ADV 2.03.1/3): Rebel Governors only with Provincial Wars.
        p.options
            .check()
            .map_err(|e| bad("options.rebel_governors", e.to_string()))?;
        let n = p.players.len();
        if !(3..=6).contains(&n) {
            return Err(bad("players", format!("3 to 6 players, not {n}")));
        }
        if p.factions.len() > n {
            return Err(bad(
                "faction",
                format!("{} factions for {n} players", p.factions.len()),
            ));
        }
        let turn: u32 = num("turn", p.turn)?;
        let mut senators: Vec<Senator> = Vec::new();
        let mut evil_omens_liable = Vec::new();
        let mut disbanded = Vec::new();
        let families_in_play: Vec<u8> = p
            .senators
            .iter()
            .filter_map(|s| resolve_senator_card(d, &s.card))
            .filter(|(_, st)| st.is_none())
            .map(|(f, _)| f)
            .collect();
        for (i, s) in p.senators.iter().enumerate() {
            let f = |x: &str| format!("senator[{}].{x}", i + 1);
            let (family, statesman) = resolve_senator_card(d, &s.card)
                .ok_or_else(|| bad(f("card"), format!("no senator card {:?}", s.card)))?;
            let faction = match s.faction {
                None => None,
                Some(k) if k >= 1 && usize::try_from(k).is_ok_and(|k| k <= n) => {
                    Some(FactionId(num::<u8>(&f("faction"), k - 1)?))
                }
                Some(k) => return Err(bad(f("faction"), format!("no faction {k}"))),
            };
            let mut sen = Senator::from_family(d, family, faction);
            if let Some(k) = &statesman {
                let card = d
                    .statesman(k)
                    .ok_or_else(|| bad(f("card"), format!("no statesman {k}")))?;
                sen.statesman = Some(k.clone());
                sen.family_card = s.family_card.unwrap_or(!families_in_play.contains(&family));
                sen.influence = u32::from(card.influence);
                sen.popularity = i32::from(card.popularity);
            }
            if let Some(v) = s.influence {
                sen.influence = num(&f("influence"), v)?;
            }
            if let Some(v) = s.popularity {
                sen.popularity = num(&f("popularity"), v)?;
            }
            sen.knights = num(&f("knights"), s.knights)?;
            sen.treasury = num(&f("treasury"), s.treasury)?;
            sen.faction_leader = s.leader;
            sen.prior_consul = s.prior_consul;
            sen.corrupt = s.corrupt;
            sen.major = s.major;
            sen.consul_for_life = s.consul_for_life;
            sen.priest = s.priest;
            // RVN-03 / SEN-61 (ADV 2.04): his disbanded Legions and the Oratory they gave.
            if s.disbanded != 0 {
                let legions: u32 = num(&f("disbanded"), s.disbanded)?;
                disbanded.push(crate::disbandment::Disbanded {
                    family: sen.family,
                    legions,
                });
            }
            sen.oratory_bonus = num(&f("oratory_bonus"), s.oratory_bonus.unwrap_or(s.disbanded))?;
            sen.open_bodyguard = s
                .open_bodyguard
                .then(|| super::late_intrigue::OPEN_BODYGUARD.to_string());
            for o in &s.offices {
                let office =
                    office_of(o).ok_or_else(|| bad(f("offices"), format!("no office {o:?}")))?;
                sen.offices.push(office);
            }
            for c in &s.concessions {
                let Some(DeckCard::Concession(key)) = resolve_card(d, c) else {
                    return Err(bad(f("concessions"), format!("no concession {c:?}")));
                };
                let corrupt = s
                    .corrupt_concessions
                    .iter()
                    .any(|x| resolve_card(d, x) == Some(DeckCard::Concession(key.clone())));
                sen.concessions.push(HeldConcession { key, corrupt });
            }
            if s.evil_omens_liable {
                evil_omens_liable.push(sen.id());
            }
            senators.push(sen);
        }
        let mut factions: Vec<FactionState> = (0..n).map(|_| FactionState::default()).collect();
        for (i, fs) in p.factions.iter().enumerate() {
            let f = |x: &str| format!("faction[{}].{x}", i + 1);
            factions[i].treasury = num(&f("treasury"), fs.treasury)?;
            factions[i].eliminated = fs.eliminated;
            factions[i].waiting_for_curia = fs.waiting_for_curia;
            for c in &fs.hand {
                let card =
                    resolve_card(d, c).ok_or_else(|| bad(f("hand"), format!("no card {c:?}")))?;
                factions[i].hand.push(card);
            }
            if let Some(l) = &fs.leader {
                let id = find_ref(&senators, d, l)
                    .ok_or_else(|| bad(f("leader"), format!("no senator {l:?} in play")))?;
                for s in senators.iter_mut() {
                    if s.id() == id {
                        s.faction_leader = true;
                    }
                }
            }
        }
        let war = |field: &str, s: &str| {
            resolve_war(d, s).ok_or_else(|| bad(field, format!("no war {s:?}")))
        };
        let wars = |field: &str, v: &[String]| -> Result<Vec<String>, PositionError> {
            v.iter().map(|s| war(field, s)).collect()
        };
        let mut captives = Vec::new();
        for (i, s) in p.senators.iter().enumerate() {
            if let Some(w) = &s.captive_of {
                let key = war(&format!("senator[{}].captive_of", i + 1), w)?;
                senators[i].in_rome = false;
                captives.push(Captive {
                    senator: senators[i].id(),
                    war: key,
                });
            }
        }
        let mut leaders = Vec::new();
        for (i, l) in p.wars.leaders.iter().enumerate() {
            let field = format!("wars.leader[{}]", i + 1);
            let Some(DeckCard::Leader(key)) = resolve_card(d, &l.card) else {
                return Err(bad(
                    format!("{field}.card"),
                    format!("no leader {:?}", l.card),
                ));
            };
            leaders.push(LeaderInPlay {
                leader: key,
                war: war(&format!("{field}.war"), &l.war)?,
            });
        }
        let mut refugees = Vec::new();
        for (i, r) in p.wars.refugees.iter().enumerate() {
            let field = format!("wars.refugee[{}]", i + 1);
            let Some(DeckCard::Leader(key)) = resolve_card(d, &r.card) else {
                return Err(bad(
                    format!("{field}.card"),
                    format!("no leader {:?}", r.card),
                ));
            };
            refugees.push(super::refuge::Refugee {
                leader: key,
                risen: r.risen,
                waiting: r.waiting,
                wars: wars(&format!("{field}.wars"), &r.wars)?,
            });
        }
        let fam = |field: &str, s: &str| {
            resolve_family(d, s).ok_or_else(|| bad(field, format!("no family {s:?}")))
        };
        let mut forces = Vec::new();
        for (i, fs) in p.forces.iter().enumerate() {
            let f = |x: &str| format!("force[{}].{x}", i + 1);
            let who = |x: &str, s: &Option<String>| -> Result<Option<SenatorId>, PositionError> {
                match s {
                    None => Ok(None),
                    Some(s) => find_ref(&senators, d, s)
                        .map(Some)
                        .ok_or_else(|| bad(f(x), format!("no senator {s:?} in play"))),
                }
            };
            let commander = who("commander", &fs.commander)?;
            let master_of_horse = who("master_of_horse", &fs.master_of_horse)?;
            let veterans = fs
                .veterans
                .iter()
                .map(|v| fam(&f("veterans"), v))
                .collect::<Result<Vec<u8>, _>>()?;
            forces.push(Force {
                commander,
                master_of_horse,
                // RVN-09: a Senate commander's Force after he beat the Rebel.
                war: if fs.war == super::civil_war::CIVIL_WAR {
                    fs.war.clone()
                } else {
                    war(&f("war"), &fs.war)?
                },
                legions: num(&f("legions"), fs.legions)?,
                veterans,
                fleets: num(&f("fleets"), fs.fleets)?,
                dispatched: match fs.dispatched {
                    Some(v) => num(&f("dispatched"), v)?,
                    None => num(&f("dispatched"), i64::try_from(i).unwrap_or(0))?,
                },
                sent_turn: match fs.sent_turn {
                    Some(v) => num(&f("sent_turn"), v)?,
                    None => turn,
                },
            });
        }
        for fc in &forces {
            for s in senators.iter_mut() {
                let id = Some(s.id());
                if fc.commander == id || fc.master_of_horse == id {
                    s.in_rome = false;
                }
            }
        }
        let mut provinces = Vec::new();
        let mut forum_provinces = Vec::new();
        // SET-08: Provinces in the Forum on their Developed side.
        let mut forum_developed = Vec::new();
        // REV-19 / SEN-46: garrisons of Provinces in the Forum.
        let mut forum_garrisons: Vec<(String, u32)> = Vec::new();
        let mut provincial = super::provincial_wars::ProvincialState::default();
        let mut legates = super::legates::LegateState::default();
        for (i, pr) in p.provinces.iter().enumerate() {
            let f = |x: &str| format!("province[{}].{x}", i + 1);
            let key = resolve_province(d, &pr.card)
                .ok_or_else(|| bad(f("card"), format!("no province {:?}", pr.card)))?;
            if let Some(w) = &pr.allied_with {
                let war = resolve_war(d, w)
                    .filter(|k| {
                        p.wars
                            .active
                            .iter()
                            .any(|a| resolve_war(d, a).as_ref() == Some(k))
                    })
                    .ok_or_else(|| bad(f("allied_with"), format!("no Active war {w:?}")))?;
                if pr.governor.is_some() {
                    return Err(bad(f("governor"), "an allied Province has no Governor"));
                }
                let side = d
                    .province(&key)
                    .map(|c| *c.side(pr.developed))
                    .ok_or_else(|| bad(f("card"), format!("no province {:?}", pr.card)))?;
                provincial
                    .allied
                    .push(super::provincial_wars::AlliedProvince {
                        province: key,
                        war,
                        land: side.land_base.map_or(0, u32::from),
                        naval: side.naval_base.map_or(0, u32::from),
                        armies: num(&f("armies"), pr.armies)?,
                        fleets: num(&f("fleets"), pr.fleets)?,
                    });
                continue;
            }
            if pr.armies != 0 || pr.fleets != 0 {
                provincial.forces.insert(
                    key.clone(),
                    super::provincial_wars::ProvincialForces {
                        armies: num(&f("armies"), pr.armies)?,
                        fleets: num(&f("fleets"), pr.fleets)?,
                    },
                );
            }
            match &pr.governor {
                None => {
                    let n: u32 = num(&f("garrison"), pr.garrison)?;
                    if n > 0 {
                        forum_garrisons.push((key.clone(), n));
                    }
                    if pr.developed {
                        forum_developed.push(key.clone());
                    }
                    forum_provinces.push(key);
                }
                Some(g) => {
                    let governor = find_ref(&senators, d, g)
                        .ok_or_else(|| bad(f("governor"), format!("no senator {g:?} in play")))?;
                    if pr.legate {
                        legates.provinces.push(key.clone());
                    }
                    for s in senators.iter_mut() {
                        if s.id() == governor && !pr.legate {
                            s.in_rome = false;
                        }
                    }
                    provinces.push(Province {
                        key,
                        governor,
                        term: num(&f("term"), pr.term)?,
                        developed: pr.developed,
                        garrison: num(&f("garrison"), pr.garrison)?,
                        elected_turn: match pr.elected_turn {
                            Some(v) => num(&f("elected_turn"), v)?,
                            None => turn.saturating_sub(1),
                        },
                    });
                }
            }
        }
        // SEN-38 (LR 1.13.1/4): the spoils taken through Legates this turn.
        for (i, ls) in p.legate_spoils.iter().enumerate() {
            let f = |x: &str| format!("legate_spoils[{}].{x}", i + 1);
            let governor = find_ref(&senators, d, &ls.governor).ok_or_else(|| {
                bad(
                    f("governor"),
                    format!("no senator {:?} in play", ls.governor),
                )
            })?;
            let province = resolve_province(d, &ls.province)
                .ok_or_else(|| bad(f("province"), format!("no province {:?}", ls.province)))?;
            let t: u32 = match ls.turn {
                Some(t) => num(&f("turn"), t)?,
                None => turn,
            };
            // LR 1.13.1/4: they are forgotten when that turn's Senate adjourns.
            if t != turn {
                return Err(bad(
                    f("turn"),
                    format!(
                        "turn {t}: spoils taken through a Legate are remembered only in the turn \
                         they are taken ({turn}), until its Senate adjourns (LR 1.13.1/4)"
                    ),
                ));
            }
            if legates
                .spoils
                .iter()
                .any(|(g, k, u)| *g == governor && *k == province && *u == t)
            {
                return Err(bad(f("province"), "given twice"));
            }
            legates.spoils.push((governor, province, t));
        }
        let mut events_in_play = Vec::new();
        for (i, e) in p.events.iter().enumerate() {
            let f = |x: &str| format!("event[{}].{x}", i + 1);
            let key = resolve_event(d, &e.card)
                .ok_or_else(|| bad(f("card"), format!("no event card {:?}", e.card)))?;
            events_in_play.push(EventInPlay {
                key,
                increased: e.increased,
                turn: match e.turn {
                    Some(v) => num(&f("turn"), v)?,
                    None => turn,
                },
                repeats: num(&f("repeats"), e.repeats)?,
            });
        }
        let mut laws = Vec::new();
        for (i, l) in p.laws.iter().enumerate() {
            let f = |x: &str| format!("law[{}].{x}", i + 1);
            let key = d
                .law(&l.card)
                .map(|c| c.key.clone())
                .ok_or_else(|| bad(f("card"), format!("no Law card {:?}", l.card)))?;
            let n: u8 = num(&f("faction"), l.faction)?;
            if n == 0 || usize::from(n) > p.players.len().max(factions.len()) {
                return Err(bad(f("faction"), format!("no faction {n}")));
            }
            laws.push(crate::laws::LawInPlay {
                key,
                by: FactionId(n - 1),
            });
        }
        let proscribed = match p.proscribed {
            Some(v) => {
                let n: u8 = num("proscribed", v)?;
                if n == 0 || usize::from(n) > p.players.len().max(factions.len()) {
                    return Err(bad("proscribed", format!("no faction {n}")));
                }
                Some(FactionId(n - 1))
            }
            None => None,
        };
        let mut land_bills = Vec::new();
        for (i, l) in p.land_bills.iter().enumerate() {
            let f = |x: &str| format!("land_bill[{}].{x}", i + 1);
            land_bills.push(LandBill {
                level: num(&f("level"), l.level)?,
                turn: match l.turn {
                    Some(v) => num(&f("turn"), v)?,
                    None => turn,
                },
            });
        }
        let cards = |field: &str, v: &[String]| -> Result<Vec<DeckCard>, PositionError> {
            v.iter()
                .map(|c| resolve_card(d, c).ok_or_else(|| bad(field, format!("no card {c:?}"))))
                .collect()
        };
        let curia = cards("cards.curia", &p.cards.curia)?;
        let discard = cards("cards.discard", &p.cards.discard)?;
        let removed = cards("cards.removed", &p.cards.removed)?;
        let mut forum_concessions = Vec::new();
        for c in &p.cards.forum_concessions {
            let Some(DeckCard::Concession(k)) = resolve_card(d, c) else {
                return Err(bad(
                    "cards.forum_concessions",
                    format!("no concession {c:?}"),
                ));
            };
            forum_concessions.push(k);
        }
        let active_wars = wars("wars.active", &p.wars.active)?;
        let inactive_wars = wars("wars.inactive", &p.wars.inactive)?;
        let imminent_wars = wars("wars.imminent", &p.wars.imminent)?;
        let veterans_in_rome = p
            .veterans
            .iter()
            .map(|v| fam("veterans", v))
            .collect::<Result<Vec<u8>, _>>()?;
        let legions_rome: u32 = num("legions", p.legions)?;
        let fleets_rome: u32 = num("fleets", p.fleets)?;
        let legions = legions_rome
            + forces.iter().map(|f| f.legions).sum::<u32>()
            + provinces.iter().map(|p| p.garrison).sum::<u32>()
            + forum_garrisons.iter().map(|(_, n)| *n).sum::<u32>();
        let fleets = fleets_rome + forces.iter().map(|f| f.fleets).sum::<u32>();
        let state_treasury = p.state_treasury;
        let held: u64 = factions.iter().map(|f| u64::from(f.treasury)).sum::<u64>()
            + senators.iter().map(|s| u64::from(s.treasury)).sum::<u64>();
        let mut g = Game {
            scenario: p.scenario,
            players: p.players.clone(),
            seed,
            rand: Randomness::new(seed),
            turn,
            phase: phase_of(p.start.phase.as_deref()),
            round: 0,
            status: GameStatus::Waiting,
            state_treasury,
            unrest: num("unrest", p.unrest)?,
            legions,
            fleets,
            senators,
            factions,
            deck: Vec::new(),
            curia,
            forum_concessions,
            discard,
            removed,
            active_wars,
            inactive_wars,
            imminent_wars,
            leaders,
            refugees,
            cup: Chit::full_cup(),
            pending: None,
            trades: None,
            rvn_06: Default::default(),
            spoils_debts: Vec::new(),
            evil_omens_liable,
            income: Vec::new(),
            // The ledger starts balanced: what is held came in before the position.
            ledger: Ledger {
                state_revenue: state_treasury,
                income_paid: held,
                ..Ledger::default()
            },
            forum: None,
            events_in_play,
            era_ends: p.era_ends,
            rulings: Vec::new(),
            overrides: Vec::new(),
            adjourn_rulings: 0,
            standing: Vec::new(),
            no_recruitment: p.no_recruitment,
            unprosecuted_wars: wars("wars.unprosecuted", &p.wars.unprosecuted)?,
            forces,
            veterans_in_rome,
            naval_victories: wars("wars.naval_victories", &p.wars.naval_victories)?,
            com_05_stop: None,
            com_03_orders: Vec::new(),
            sen_21_master_pending: None,
            legates,
            for_22_storm: None,
            late: Default::default(),
            vic_06: None,
            mor_06_may_quit: Vec::new(),
            mor_06_stash: None,
            captives,
            land_bills,
            senate: None,
            forum_provinces,
            provinces,
            overrun_provinces: Vec::new(),
            revolts: wars("wars.revolts", &p.wars.revolts)?,
            wars_drawn: wars("wars.drawn_this_turn", &p.wars.drawn_this_turn)?
                .into_iter()
                .map(|w| (w, turn))
                .collect(),
            cfl_elected_turn: None,
            cfl_appointed: None,
            sen_60_receiver: None,
            rebellion: None,
            force_records: crate::senate::forces::ForceRecords {
                forum_garrisons,
                ..Default::default()
            },
            voting_order: p.voting_order,
            agenda_vote: p.agenda_vote,
            bid_ahead: p.bid_ahead,
            plans_ahead: Vec::new(),
            disbandment: crate::disbandment::DisbandState {
                bank: disbanded,
                recall_asked_turn: 0,
            },
            options: p.options.clone(),
            era: p.era.unwrap_or(p.scenario.first_era()),
            next_decks: Vec::new(),
            laws,
            law_fine: Default::default(),
            bequests: Default::default(),
            provincial,
            cleopatra: None,
            forum_developed,
            set_08_undeveloped: Vec::new(),
            proscribed,
            law_votes: Default::default(),
        };
        for (i, nd) in p.cards.next_deck.iter().enumerate() {
            let field = format!("cards.next_deck[{}].cards", i + 1);
            g.next_decks.push(super::game::NextDeck {
                era: nd.era,
                cards: cards(&field, &nd.cards)?,
            });
        }
        g.deck = match &p.cards.deck {
            Some(v) => cards("cards.deck", v)?,
            None => g.shuffled_rest(d),
        };
        if p.cards.next_deck.is_empty() {
            g.set_09_default_next_decks(d);
        }
        if let Some(r) = &p.rebellion {
            g.rebellion = Some(rebellion_of(&mut g, d, r)?);
            // RVN-10: a Rebel Province's Garrison is not the Senate's.
            let rebel_garrisons: u32 = g
                .provinces
                .iter()
                .filter(|p| g.is_rebel_province(&p.key))
                .map(|p| p.garrison)
                .sum();
            g.legions = g.legions.saturating_sub(rebel_garrisons);
        }
        // Where play stands, so that the board writes back as it was read.
        if let Some(k) = p.start.initiative.and_then(|k| u8::try_from(k).ok())
            && g.phase == Phase::Forum
        {
            g.forum = Some(ForumState {
                taken: k.saturating_sub(1).min(super::forum::INITIATIVES),
                ..ForumState::default()
            });
        }
        if let Some(stage) = p.start.stage.as_deref().and_then(resolve_stage)
            && g.phase == Phase::Senate
        {
            let presiding = g
                .hrao_index()
                .map_or_else(|| SenatorId(String::new()), |i| g.senators[i].id());
            g.senate = Some(blank_senate(stage, presiding));
        }
        Ok(g)
    }

    /// Every card of the scenario's deck (Early; Middle: with the Early Families and
    /// Concessions, SET-07; Late: with Marius, Sulla, the 30 Families and the Early
    /// Concessions, SET-08; Alternative History: the three decks, SET-10; an Extended game: the
    /// deck of the position's era, SET-09) that the position does not place, shuffled with the
    /// seed; Era Ends among the last 7 unless it was drawn (as SET-02 E; the last 11 in the
    /// Late Republic, 13 in Alternative History; an Extended game's is in its last deck: the
    /// Late, or the Middle from the Early to the Middle Republic, among its last 7).
    fn shuffled_rest(&mut self, d: &ScenarioData) -> Vec<DeckCard> {
        let placed = self.placed_cards();
        let early_old = |v: &mut Vec<DeckCard>, from: Vec<DeckCard>| {
            v.extend(
                from.into_iter()
                    .filter(|c| matches!(c, DeckCard::Family(_) | DeckCard::Concession(_))),
            )
        };
        let extended = matches!(
            self.scenario,
            Scenario::ExtendedEarly | Scenario::ExtendedMiddle | Scenario::ExtendedEarlyMiddle
        );
        // SET-09 (LR 3.04.1/2): Early to Middle ends with the Middle deck, Era Ends in it.
        let last_deck = if self.scenario == Scenario::ExtendedEarlyMiddle {
            super::data::Era::Middle
        } else {
            super::data::Era::Late
        };
        let (all, bottom_own) = match (self.scenario, self.era) {
            (Scenario::MiddleRepublic, _) | (Scenario::ExtendedMiddle, _) => {
                let mut v = d.middle_deck();
                early_old(&mut v, d.early_deck());
                (v, 6)
            }
            (Scenario::ExtendedEarly, super::data::Era::Middle) => (d.middle_deck(), 0),
            (Scenario::ExtendedEarly, super::data::Era::Late) => (d.late_deck(), 10),
            (Scenario::ExtendedEarlyMiddle, super::data::Era::Middle) => (d.middle_deck(), 6),
            (Scenario::LateRepublic, _) => {
                let mut v = d.late_deck();
                v.extend(
                    super::setup_late::LATE_STATESMEN
                        .iter()
                        .map(|k| DeckCard::Statesman(k.to_string())),
                );
                early_old(&mut v, d.early_deck());
                v.extend(
                    d.middle_deck()
                        .into_iter()
                        .filter(|c| matches!(c, DeckCard::Family(_))),
                );
                (v, 10)
            }
            (Scenario::Alternative, _) => {
                let mut v = d.early_deck();
                v.extend(d.middle_deck());
                v.extend(d.late_deck());
                (v, 12)
            }
            _ => (d.early_deck(), 6),
        };
        let mut deck: Vec<DeckCard> = all
            .into_iter()
            .filter(|c| !placed.contains(c) && *c != DeckCard::EraEnds)
            .collect();
        self.rand.shuffle(&mut deck);
        let era_ends_here = !extended || self.era == last_deck;
        if era_ends_here && !self.era_ends && !placed.contains(&DeckCard::EraEnds) {
            let keep = deck.len().saturating_sub(bottom_own);
            let mut bottom = deck.split_off(keep);
            bottom.push(DeckCard::EraEnds);
            self.rand.shuffle(&mut bottom);
            deck.extend(bottom);
        }
        deck
    }

    /// SET-09: an Extended position without `[[cards.next_deck]]`: the decks after its era,
    /// shuffled from the seed, less the cards it places; the Late deck with Era Ends among its
    /// last 11 (LR 3.03.2 H) unless it was drawn (Early to Middle, LR 3.04.1/2: the Middle deck,
    /// Era Ends among its last 7).
    fn set_09_default_next_decks(&mut self, d: &ScenarioData) {
        use super::data::Era;
        let eras: &[Era] = match (self.scenario, self.era) {
            (Scenario::ExtendedEarly, Era::Early) => &[Era::Middle, Era::Late],
            (Scenario::ExtendedEarly | Scenario::ExtendedMiddle, Era::Middle) => &[Era::Late],
            (Scenario::ExtendedEarlyMiddle, Era::Early) => &[Era::Middle],
            _ => &[],
        };
        // SET-09 (LR 3.04.1/2): Early to Middle ends with the Middle deck, Era Ends among its
        // last 7 (as a Middle Republic position's deck); the others with the Late deck's 11.
        let (last_deck, own) = if self.scenario == Scenario::ExtendedEarlyMiddle {
            (Era::Middle, 6)
        } else {
            (Era::Late, 10)
        };
        for era in eras {
            let placed = self.placed_cards();
            let all = if *era == Era::Middle {
                d.middle_deck()
            } else {
                d.late_deck()
            };
            let mut cards: Vec<DeckCard> =
                all.into_iter().filter(|c| !placed.contains(c)).collect();
            self.rand.shuffle(&mut cards);
            if *era == last_deck && !self.era_ends && !placed.contains(&DeckCard::EraEnds) {
                let keep = cards.len().saturating_sub(own);
                let mut bottom = cards.split_off(keep);
                bottom.push(DeckCard::EraEnds);
                self.rand.shuffle(&mut bottom);
                cards.extend(bottom);
            }
            self.next_decks
                .push(super::game::NextDeck { era: *era, cards });
        }
    }

    /// Every card the board shows somewhere (senators, hands, wars, leaders, concessions, piles).
    pub fn placed_cards(&self) -> Vec<DeckCard> {
        let mut v: Vec<DeckCard> = self
            .laws
            .iter()
            .map(|l| DeckCard::Law(l.key.clone()))
            .collect();
        for s in &self.senators {
            if s.family_card {
                v.push(DeckCard::Family(s.family));
            }
            if let Some(k) = &s.statesman {
                v.push(DeckCard::Statesman(k.clone()));
            }
            v.extend(
                s.concessions
                    .iter()
                    .map(|c| DeckCard::Concession(c.key.clone())),
            );
        }
        for f in &self.factions {
            v.extend(f.hand.iter().cloned());
        }
        for w in self
            .active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
        {
            v.push(DeckCard::War(w.clone()));
        }
        v.extend(
            self.leaders
                .iter()
                .map(|l| DeckCard::Leader(l.leader.clone())),
        );
        v.extend(
            self.refugees
                .iter()
                .map(|r| DeckCard::Leader(r.leader.clone())),
        );
        v.extend(
            self.forum_concessions
                .iter()
                .map(|c| DeckCard::Concession(c.clone())),
        );
        v.extend(self.curia.iter().cloned());
        v.extend(self.discard.iter().cloned());
        v.extend(self.removed.iter().cloned());
        v.extend(self.deck.iter().cloned());
        v.extend(self.next_decks.iter().flat_map(|n| n.cards.iter().cloned()));
        v
    }

    /// Open play where the position says (the phase's own start runs, as in a game that got
    /// there). Returns the events.
    pub fn open_position(&mut self, start: &Start) -> Vec<Event> {
        let mut ev = Vec::new();
        let phase = start.phase.as_deref().unwrap_or("mortality");
        match phase {
            "setup" => {
                self.turn = 0;
                self.open_setup_round();
            }
            "revenue" => self.start_revenue(&mut ev),
            "forum" => {
                let k = start
                    .initiative
                    .and_then(|k| u8::try_from(k).ok())
                    .unwrap_or(1);
                self.open_forum_at(k, &mut ev);
            }
            "population" => self.start_population(&mut ev),
            "senate" => {
                let stage = start
                    .stage
                    .as_deref()
                    .and_then(resolve_stage)
                    .unwrap_or(SenateStage::Consuls);
                self.open_senate_at(stage, &mut ev);
            }
            // VIC-06: a Rebel's campaign under way (its stage names his winning condition).
            "combat" if start.stage.is_some() => {
                self.vic_06_open(start.stage.as_deref().unwrap_or_default(), &mut ev)
            }
            "combat" => self.start_combat(&mut ev),
            "revolution" => self.start_revolution(&mut ev),
            _ => {
                // Mortality: the turn starts (start_turn counts it).
                self.turn = self.turn.saturating_sub(1);
                self.start_turn(&mut ev);
            }
        }
        // VIC-06: a Rebel's campaign the opening flow stopped for.
        self.vic_06_enter(&mut ev);
        ev
    }

    /// The Forum Phase at initiative `k`: 1 opens the phase; a later regular initiative opens
    /// the PB-03 round for the initiatives left; past the regular ones, the auction of `k`.
    fn open_forum_at(&mut self, k: u8, ev: &mut Vec<Event>) {
        if k <= 1 {
            self.start_forum(ev);
            return;
        }
        self.phase = Phase::Forum;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Forum,
        }));
        let taken = k.saturating_sub(1).min(super::forum::INITIATIVES);
        self.forum = Some(ForumState {
            taken,
            ..ForumState::default()
        });
        let regular = u8::try_from(self.faction_ids().len().min(6)).unwrap_or(6);
        if k <= regular {
            let decisions = self
                .hrao_order()
                .into_iter()
                .take(usize::from(regular))
                .enumerate()
                .filter_map(|(i, f)| {
                    let n = u8::try_from(i + 1).ok()?;
                    (n >= k).then(|| self.initiative_decision(f, n))
                })
                .collect();
            self.open_round(super::api::DecisionKind::Initiative, decisions);
        } else {
            self.forum_continue(ev);
        }
    }

    /// The Senate Phase at `stage` (the HRAO presides, or the Censor for prosecutions).
    fn open_senate_at(&mut self, stage: SenateStage, ev: &mut Vec<Event>) {
        self.phase = Phase::Senate;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Senate,
        }));
        if stage == SenateStage::Consuls {
            self.start_senate(ev);
            return;
        }
        let Some(pm) = self.hrao_index() else {
            ev.push(public(EventKind::SenateCannotMeet));
            self.start_combat(ev);
            return;
        };
        let presiding = self.senators[pm].id();
        self.senate = Some(blank_senate(stage, presiding.clone()));
        let votes = self
            .faction_ids()
            .into_iter()
            .map(|f| (f, self.votes(f)))
            .collect();
        ev.push(public(EventKind::SenateConvened { presiding, votes }));
        self.senate_next(ev);
    }

    /// Where play stands now, as a position's `[start]`: the phase, and the initiative to come
    /// (Forum) or the stage of business (Senate). A round already under way restarts at its
    /// beginning (attempts waiting for bribes and a proposal on the floor are not kept).
    fn start_now(&self) -> Start {
        let phase = match self.phase {
            Phase::Setup => "setup",
            Phase::Mortality => "mortality",
            Phase::Revenue => "revenue",
            Phase::Forum => "forum",
            Phase::Population => "population",
            Phase::Senate => "senate",
            Phase::Combat => "combat",
            Phase::Revolution => "revolution",
        };
        let initiative = match (self.phase, &self.pending, &self.forum) {
            (Phase::Forum, Some(r), _) if r.kind == super::api::DecisionKind::Initiative => {
                let first = r
                    .decisions
                    .iter()
                    .filter_map(|d| match &d.options {
                        super::api::DecisionOptions::Initiative { initiative, .. } => {
                            Some(*initiative)
                        }
                        _ => None,
                    })
                    .min()
                    .unwrap_or(1);
                Some(i64::from(first))
            }
            (Phase::Forum, _, Some(fs)) => Some(i64::from(fs.taken.saturating_add(1).min(6))),
            _ => None,
        };
        let stage = match (self.phase, &self.senate) {
            (Phase::Senate, Some(s)) => Some(stage_key(s.stage).to_string()),
            (Phase::Combat, _) => self.vic_06_stage(),
            _ => None,
        };
        Start {
            phase: Some(phase.to_string()),
            initiative,
            stage,
        }
    }

    /// Where a senator is, as a position writes it.
    fn location_of(&self, id: &SenatorId) -> String {
        if self.is_rebel(id) {
            return "rebel".into();
        }
        if let Some(c) = self.captives.iter().find(|c| &c.senator == id) {
            return format!("captive:{}", c.war);
        }
        if let Some(p) = self
            .provinces
            .iter()
            .find(|p| &p.governor == id && !self.sen_38_by_legate(&p.key))
        {
            return format!("governor:{}", p.key);
        }
        // RVN-09 / RVN-10: with the Senate's Army against the Rebel or a Rebel Province.
        if let Some(r) = &self.rebellion {
            let leads = |a: &super::civil_war::SenateArmy| {
                &a.commander == id || a.master_of_horse.as_ref() == Some(id)
            };
            if r.senate_army.as_ref().is_some_and(leads) {
                return "against_rebel".into();
            }
            if let Some(a) = r.province_armies.iter().find(|a| leads(&a.army)) {
                return format!("against_rebel:{}", a.province);
            }
        }
        for f in &self.forces {
            if f.commander.as_ref() == Some(id) {
                return format!("commander:{}", f.war);
            }
            if f.master_of_horse.as_ref() == Some(id) {
                return format!("master_of_horse:{}", f.war);
            }
        }
        "rome".into()
    }

    /// The board as a position (every field written; names for senators, keys for cards).
    pub fn to_position(&self) -> Position {
        let d = data();
        let name_of = |id: &SenatorId| -> String {
            self.find_senator(id)
                .map_or_else(|| id.0.clone(), |i| self.senators[i].name(d))
        };
        let family_name = |n: &u8| {
            if *n == crate::state::NO_ALLEGIANCE {
                return NOBODY.to_string();
            }
            d.family(*n)
                .map_or_else(|| n.to_string(), |f| f.name.clone())
        };
        let turn = i64::from(self.turn);
        let senators = self
            .senators
            .iter()
            .map(|s| SenatorSpec {
                card: s.name(d),
                family_card: s.statesman.as_ref().map(|_| s.family_card),
                faction: s.faction.map(|f| i64::from(f.0) + 1),
                leader: s.faction_leader,
                influence: Some(i64::from(s.influence)),
                popularity: Some(i64::from(s.popularity)),
                knights: i64::from(s.knights),
                treasury: i64::from(s.treasury),
                offices: s
                    .offices
                    .iter()
                    .map(|o| office_key(*o).to_string())
                    .collect(),
                prior_consul: s.prior_consul,
                corrupt: s.corrupt,
                major: s.major,
                consul_for_life: s.consul_for_life,
                priest: s.priest,
                open_bodyguard: s.open_bodyguard.is_some(),
                evil_omens_liable: self.evil_omens_liable.contains(&s.id()),
                concessions: s.concessions.iter().map(|c| c.key.clone()).collect(),
                corrupt_concessions: s
                    .concessions
                    .iter()
                    .filter(|c| c.corrupt)
                    .map(|c| c.key.clone())
                    .collect(),
                captive_of: self
                    .captives
                    .iter()
                    .find(|c| c.senator == s.id())
                    .map(|c| c.war.clone()),
                disbanded: i64::from(self.disbandment.of(s.family)),
                oratory_bonus: (i64::from(s.oratory_bonus)
                    != i64::from(self.disbandment.of(s.family)))
                .then_some(i64::from(s.oratory_bonus)),
                location: Some(self.location_of(&s.id())),
            })
            .collect();
        let factions = self
            .factions
            .iter()
            .enumerate()
            .map(|(i, f)| FactionSpec {
                number: Some(i64::try_from(i).unwrap_or(0) + 1),
                treasury: i64::from(f.treasury),
                leader: None,
                hand: f.hand.iter().map(card_key).collect(),
                eliminated: f.eliminated,
                waiting_for_curia: f.waiting_for_curia,
            })
            .collect();
        let keys = |v: &[DeckCard]| v.iter().map(card_key).collect::<Vec<_>>();
        Position {
            scenario: self.scenario,
            players: self.players.clone(),
            turn,
            state_treasury: self.state_treasury,
            unrest: i64::from(self.unrest),
            legions: i64::from(self.legions_in_rome()),
            veterans: self.veterans_in_rome.iter().map(family_name).collect(),
            fleets: i64::from(self.fleets_in_rome()),
            era_ends: self.era_ends,
            no_recruitment: self.no_recruitment,
            start: self.start_now(),
            factions,
            senators,
            wars: WarsSpec {
                active: self.active_wars.clone(),
                inactive: self.inactive_wars.clone(),
                imminent: self.imminent_wars.clone(),
                unprosecuted: self.unprosecuted_wars.clone(),
                naval_victories: self.naval_victories.clone(),
                drawn_this_turn: self
                    .wars_drawn
                    .iter()
                    .filter(|(_, t)| *t == self.turn)
                    // A war drawn this turn and already defeated is out of play.
                    .filter(|(w, _)| {
                        self.active_wars.contains(w)
                            || self.inactive_wars.contains(w)
                            || self.imminent_wars.contains(w)
                    })
                    .map(|(w, _)| w.clone())
                    .collect(),
                revolts: self.revolts.clone(),
                leaders: self
                    .leaders
                    .iter()
                    .map(|l| LeaderSpec {
                        card: l.leader.clone(),
                        war: l.war.clone(),
                    })
                    .collect(),
                refugees: self
                    .refugees
                    .iter()
                    .map(|r| RefugeeSpec {
                        card: r.leader.clone(),
                        risen: r.risen,
                        waiting: r.waiting,
                        wars: r.wars.clone(),
                    })
                    .collect(),
            },
            forces: self
                .forces
                .iter()
                .map(|f| ForceSpec {
                    war: f.war.clone(),
                    commander: f.commander.as_ref().map(name_of),
                    master_of_horse: f.master_of_horse.as_ref().map(name_of),
                    legions: i64::from(f.legions),
                    veterans: f.veterans.iter().map(family_name).collect(),
                    fleets: i64::from(f.fleets),
                    sent_turn: Some(i64::from(f.sent_turn)),
                    dispatched: Some(i64::from(f.dispatched)),
                })
                .collect(),
            provinces: self
                .provinces
                .iter()
                .map(|p| ProvinceSpec {
                    card: p.key.clone(),
                    governor: Some(name_of(&p.governor)),
                    term: i64::from(p.term),
                    developed: p.developed,
                    garrison: i64::from(p.garrison),
                    elected_turn: Some(i64::from(p.elected_turn)),
                    armies: i64::from(self.provincial_forces(&p.key).armies),
                    fleets: i64::from(self.provincial_forces(&p.key).fleets),
                    legate: self.sen_38_by_legate(&p.key),
                    allied_with: None,
                })
                .chain(self.forum_provinces.iter().map(|k| {
                    ProvinceSpec {
                        card: k.clone(),
                        governor: None,
                        term: default_term(),
                        developed: self.forum_developed.contains(k),
                        garrison: self
                            .force_records
                            .forum_garrisons
                            .iter()
                            .find(|(g, _)| g == k)
                            .map_or(0, |(_, n)| i64::from(*n)),
                        elected_turn: None,
                        armies: i64::from(self.provincial_forces(k).armies),
                        fleets: i64::from(self.provincial_forces(k).fleets),
                        legate: false,
                        allied_with: None,
                    }
                }))
                .chain(self.provincial.allied.iter().map(|a| ProvinceSpec {
                    card: a.province.clone(),
                    governor: None,
                    term: default_term(),
                    // The printed Strength kept is the side it showed: Developed if it is not
                    // the Undeveloped side's.
                    developed: data().province(&a.province).is_some_and(|c| {
                        let u = c.side(false);
                        u.land_base.map_or(0, u32::from) != a.land
                            || u.naval_base.map_or(0, u32::from) != a.naval
                    }),
                    garrison: 0,
                    elected_turn: None,
                    armies: i64::from(a.armies),
                    fleets: i64::from(a.fleets),
                    legate: false,
                    allied_with: Some(a.war.clone()),
                }))
                .collect(),
            land_bills: self
                .land_bills
                .iter()
                .map(|l| LandBillSpec {
                    level: i64::from(l.level),
                    turn: Some(i64::from(l.turn)),
                })
                .collect(),
            laws: self
                .laws
                .iter()
                .map(|l| LawSpec {
                    card: l.key.clone(),
                    faction: i64::from(l.by.0) + 1,
                })
                .collect(),
            proscribed: self.proscribed.map(|f| i64::from(f.0) + 1),
            events: self
                .events_in_play
                .iter()
                .map(|e| EventSpec {
                    card: e.key.clone(),
                    increased: e.increased,
                    turn: Some(i64::from(e.turn)),
                    repeats: i64::from(e.repeats),
                })
                .collect(),
            cards: CardsSpec {
                deck: Some(keys(&self.deck)),
                curia: keys(&self.curia),
                discard: keys(&self.discard),
                removed: keys(&self.removed),
                forum_concessions: self.forum_concessions.clone(),
                next_deck: self
                    .next_decks
                    .iter()
                    .map(|n| NextDeckSpec {
                        era: n.era,
                        cards: keys(&n.cards),
                    })
                    .collect(),
            },
            rebellion: self.rebellion.as_ref().map(|r| RebellionSpec {
                rebel: name_of(&r.rebel),
                legions: i64::from(r.legions),
                veterans: r.veterans.iter().map(family_name).collect(),
                secondaries: r.secondaries.iter().map(name_of).collect(),
                ex_master_of_horse: r.ex_master_of_horse.as_ref().map(name_of),
                senate_army: r.senate_army.as_ref().map(|a| SenateArmySpec {
                    commander: name_of(&a.commander),
                    master_of_horse: a.master_of_horse.as_ref().map(name_of),
                    legions: i64::from(a.legions),
                    veterans: a.veterans.iter().map(family_name).collect(),
                }),
                governors: r
                    .governors
                    .iter()
                    .map(|gv| RebelGovernorSpec {
                        senator: name_of(&gv.senator),
                        province: Some(gv.province.clone()),
                        at: rebel_at_word(gv.at),
                    })
                    .collect(),
                staying: r.staying.clone(),
                provincial_armies: i64::from(r.provincial_armies),
                provincial_fleets: i64::from(r.provincial_fleets),
                fleets: i64::from(r.fleets),
                unprosecuted: r.unprosecuted,
                naval_victories: r.naval_victories.clone(),
                declared: (r.turn != self.turn).then_some(i64::from(r.turn)),
                province_armies: r
                    .province_armies
                    .iter()
                    .map(|a| ProvinceArmySpec {
                        province: a.province.clone(),
                        commander: name_of(&a.army.commander),
                        master_of_horse: a.army.master_of_horse.as_ref().map(name_of),
                        legions: i64::from(a.army.legions),
                        veterans: a.army.veterans.iter().map(family_name).collect(),
                        fleets: i64::from(a.fleets),
                    })
                    .collect(),
                stalemate_turn: r.stalemate_turn.map(i64::from),
                fleet_losses: r.fleet_losses.as_ref().map(|(k, most)| FleetLossesSpec {
                    province: k.clone(),
                    most: i64::from(*most),
                }),
            }),
            // SEN-38 (LR 1.13.1/4): a dead Governor's spoils can no longer be prosecuted.
            legate_spoils: self
                .legates
                .spoils
                .iter()
                .filter(|(g, _, _)| self.find_senator(g).is_some())
                .map(|(g, k, t)| LegateSpoilsSpec {
                    governor: name_of(g),
                    province: k.clone(),
                    turn: Some(i64::from(*t)),
                })
                .collect(),
            voting_order: self.voting_order,
            agenda_vote: self.agenda_vote,
            bid_ahead: self.bid_ahead,
            options: self.options.clone(),
            era: (self.era != self.scenario.first_era()).then_some(self.era),
        }
    }
}
