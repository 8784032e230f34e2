//! Card and table data for the scenarios, embedded at build time from `data/*.toml`.
//!
//! CONTRACT (owned by the data helper; the struct shapes below are used by the rules core and
//! must keep their field names; fields may be added).
//!
//! The TOML files hold every card of every era (30 families, 19 statesmen, 31 wars, 9 leaders,
//! the intrigue cards of the three decks and the 13 concessions) plus the Contributions table and
//! the Era Ends card, the 10 Law cards (`data/laws.toml`, DATA-14) and the Bequests and the
//! Catiline Conspiracy (`data/misc.toml`, DATA-19). They are parsed once, checked for internal consistency (unique keys, every
//! cross-reference resolves, war series complete) and cached: see [`early_republic`].
//! `data/events.toml` holds the 18 Event cards and the two Population-Table pseudo-events;
//! `data/tables.toml` also holds the Random Events, Population and Games tables. They are
//! parsed into [`BoardData`] (see [`board_data`]) and reached through [`ScenarioData::event`],
//! [`ScenarioData::event_for_roll`], [`ScenarioData::population_result`] and
//! [`ScenarioData::games`]. `data/provinces.toml` holds the 15 province cards (DATA-20), in
//! [`BoardData`] too, reached through [`ScenarioData::province`].

use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// Which deck a card belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Era {
    Early,
    Middle,
    Late,
}

impl Era {
    /// The three eras in game order.
    pub const ALL: [Era; 3] = [Era::Early, Era::Middle, Era::Late];

    /// Lower-case name as used in the data files ("early", "middle", "late").
    pub fn as_str(self) -> &'static str {
        match self {
            Era::Early => "early",
            Era::Middle => "middle",
            Era::Late => "late",
        }
    }
}

/// The 15 province names used by war cards (`attacks`, `creates_provinces`, ...).
pub const PROVINCE_NAMES: [&str; 15] = [
    "Africa",
    "Asia",
    "Bithynia",
    "Cilicia et Cyprus",
    "Creta et Cyrenaica",
    "Gallia Cisalpina",
    "Gallia Narbonensis",
    "Gallia Transalpina",
    "Hispania Citerior",
    "Hispania Ulterior",
    "Illyricum",
    "Macedonia",
    "Sardinia et Corsica",
    "Sicilia",
    "Syria",
];

/// A Family Senator card (DATA-12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FamilyCard {
    /// Card ID 1..=30; also the mortality chit number.
    pub id: u8,
    pub name: String,
    pub era: Era,
    pub military: u8,
    pub oratory: u8,
    pub loyalty: u8,
    pub influence: u8,
}

/// A special ability of a statesman, as a tag the rules core can match on (DATA-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StatesmanPower {
    /// Combat losses halved (rounded up) unless he is Master of Horse (2A).
    HalvesLosses,
    /// May act as one Tribune per turn without a card (22A, 22B, 28A).
    FreeTribune,
    /// +6 votes on Law proposals (22A, 22B).
    LawVotesPlusSix,
    /// His Knights count double on Law proposals (22B).
    DoubleKnightsOnLaws,
    /// May take the unowned Land Commissioner while a Land Bill is in force (7A).
    ClaimLandCommissioner,
    /// Rolls 3d6 for Popular Appeal (21A).
    MobOrator,
    /// May veto one Land Bill per turn without a Tribune (23A).
    FreeLandBillVeto,
    /// May propose one Land Bill per turn without a Tribune (25A, 25B).
    FreeLandBillProposal,
    /// +1 on Knight attraction rolls (27A).
    KnightRollPlusOne,
    /// Two veteran legions per victory instead of one (4A).
    DoubleVeteranLegions,
    /// +2 on the trial roll as Prosecutor or Advocate (28A).
    TrialRollPlusTwo,
    /// Base senator income and concession income doubled, not Knight income (29A).
    DoublesIncome,
    /// Disaster/Standoff losses voided; war unprosecuted; recalled after next Senate Phase (29B).
    VoidsDisasterLosses,
    /// All Popularity gains and losses doubled (30A).
    DoublesPopularityChanges,
    /// Military rolled as 1d6+1 before each battle (30A; see `military_text`).
    VariableMilitary,
    /// Military counts as 2 for Minimum Force requirements (30A).
    MinimumForceMilitaryTwo,
}

/// A Statesman card (DATA-13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatesmanCard {
    /// e.g. "1A".
    pub id: String,
    /// Family ID this statesman belongs to (1 for 1A).
    pub family: u8,
    /// Full name, e.g. "P. Cornelius Scipio Africanus".
    pub name: String,
    /// Short name players write, e.g. "Scipio".
    pub short_name: String,
    /// The deck the card is shuffled into (22A is Early although family 22 is Middle).
    pub era: Era,
    /// Printed MIL; Pompey's "1d6+1" is stored as 0 with `military_text`.
    pub military: u8,
    pub military_text: Option<String>,
    pub oratory: u8,
    pub loyalty: u8,
    pub influence: u8,
    pub popularity: i8,
    /// IDs of opposing statesmen (e.g. ["22A"]): this statesman's Loyalty is 0 while one of
    /// them is in the same Faction.
    #[serde(default)]
    pub opponents: Vec<String>,
    /// The special ability, in the project's own words.
    pub ability: String,
    /// War keys whose Disaster/Standoff numbers he ignores as commander (never a Leader's).
    #[serde(default)]
    pub nullifies: Vec<String>,
    /// Special abilities as tags.
    #[serde(default)]
    pub powers: Vec<StatesmanPower>,
    /// Statesmen of the same family that may be in play at the same time (25A/25B, 29A/29B).
    #[serde(default)]
    pub may_coexist_with: Vec<String>,
}

impl StatesmanCard {
    /// Whether the card carries this power.
    pub fn has_power(&self, power: StatesmanPower) -> bool {
        self.powers.contains(&power)
    }

    /// Whether he ignores the war's own Disaster/Standoff numbers.
    pub fn nullifies_war(&self, war_key: &str) -> bool {
        self.nullifies
            .iter()
            .any(|k| k.eq_ignore_ascii_case(war_key))
    }
}

/// A War card (DATA-15).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WarCard {
    /// Stable key, e.g. "punic-1".
    pub key: String,
    pub name: String,
    pub era: Era,
    /// Series name ("Punic Wars") and position (1-based) and size, if part of a series.
    pub series: Option<String>,
    pub series_index: Option<u8>,
    pub series_size: Option<u8>,
    pub land: u8,
    pub fleet_support: u8,
    pub naval: u8,
    pub disaster: Vec<u8>,
    pub standoff: Vec<u8>,
    pub spoils: u16,
    /// Drought icon: causes or worsens Drought, even while inactive.
    pub drought: bool,
    /// Printed "inactive" (starts Inactive when drawn unless matched).
    pub starts_inactive: bool,
    pub text: String,
    /// Provinces whose governors this war attacks.
    #[serde(default)]
    pub attacks: Vec<String>,
    /// Provinces created by a Roman victory.
    #[serde(default)]
    pub creates_provinces: Vec<String>,
    /// The provinces are only created once every war of the series is defeated (Illyricum).
    #[serde(default)]
    pub creates_needs_whole_series: bool,
    /// The provinces are created as soon as Rome attacks, whatever the result (Germanic
    /// Migrations).
    #[serde(default)]
    pub creates_on_attack: bool,
    /// Provinces created (or, if they exist undeveloped, developed) in the Developed state,
    /// without Influence for the development (3rd Mithridatic War: Bithynia).
    #[serde(default)]
    pub creates_developed: Vec<String>,
    /// The war is a revolt of this province when the province exists.
    #[serde(default)]
    pub revolt_if_province: Option<String>,
    /// Treated as inactive until all these provinces exist; it then activates in the
    /// Revolution Phase in which the last of them is created.
    #[serde(default)]
    pub inactive_until_provinces: Vec<String>,
    /// Concession keys destroyed when this war comes into play.
    #[serde(default)]
    pub eliminates_concessions: Vec<String>,
    /// While active, 1d6 is rolled at the end of every Forum Phase to destroy that Tax Farmer.
    #[serde(default)]
    pub tax_farmer_attack: bool,
    /// Activates every inactive war that belongs to a matching set, without raising their
    /// strength (Social War).
    #[serde(default)]
    pub activates_all_matching: bool,
    /// The card is a Revolt, not a War (its title says so: the Slave Revolts, the Gladiator and
    /// Sertorian Revolts; LR 1.07.333), so an Another New Alliance cannot make peace with it
    /// (SEN-47). Data, so that no code reads it from the card's name.
    #[serde(default)]
    pub revolt: bool,
    /// REV-02 / FOR-22: this is not a printed card but a Province in revolt (the province key):
    /// it is generated at data load ([`ScenarioData::province_revolts`]) and never enters the
    /// deck or the discard pile.
    #[serde(default)]
    pub province_revolt: Option<String>,
}

impl WarCard {
    /// The name leaders match against: the series name, or the war's own name if it belongs to
    /// no series (e.g. "Syrian War").
    pub fn match_group(&self) -> &str {
        self.series.as_deref().unwrap_or(&self.name)
    }

    /// Whether the war is printed with a naval strength (a fleet battle comes first).
    pub fn has_naval(&self) -> bool {
        self.naval > 0
    }
}

/// An Enemy Leader card (DATA-16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderCard {
    pub key: String,
    pub name: String,
    pub era: Era,
    pub strength: u8,
    pub disaster: u8,
    pub standoff: u8,
    /// Series of wars this leader matches (e.g. "Punic Wars"), or, for a war that belongs to no
    /// series, that war's name (e.g. "Syrian War"). Compare with [`WarCard::match_group`].
    pub matches_series: String,
    pub text: String,
    /// Leaders that may stand with the same war at the same time (Hannibal and Hamilcar).
    #[serde(default)]
    pub combines_with: Vec<String>,
    /// While matched with this war (key), 1d6 is rolled at the end of every Forum Phase to
    /// destroy that Tax Farmer (Hannibal: 2nd Punic War; Spartacus: Gladiator Revolt).
    #[serde(default)]
    pub tax_farmer_attack_war: Option<String>,
    /// Kept in the drawing player's hand instead of being placed (Cleopatra).
    #[serde(default)]
    pub kept_in_hand: bool,
}

impl LeaderCard {
    /// Whether this leader matches (strengthens / activates) the war.
    pub fn matches(&self, war: &WarCard) -> bool {
        war.match_group() == self.matches_series
    }
}

/// The kind of an intrigue card; several physical cards share one kind (DATA-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum IntrigueKind {
    Tribune,
    Assassin,
    Blackmail,
    InfluencePeddling,
    SecretBodyguard,
    Seduction,
    Graft,
    MurderOfATribune,
    MobIncitedToViolence,
    OpenBodyguard,
    Proscription,
}

impl IntrigueKind {
    /// The key prefix of cards of this kind ("tribune", "murder-of-a-tribune", ...), the same
    /// spelling as in `data/intrigue.toml`.
    pub fn as_str(self) -> &'static str {
        match self {
            IntrigueKind::Tribune => "tribune",
            IntrigueKind::Assassin => "assassin",
            IntrigueKind::Blackmail => "blackmail",
            IntrigueKind::InfluencePeddling => "influence-peddling",
            IntrigueKind::SecretBodyguard => "secret-bodyguard",
            IntrigueKind::Seduction => "seduction",
            IntrigueKind::Graft => "graft",
            IntrigueKind::MurderOfATribune => "murder-of-a-tribune",
            IntrigueKind::MobIncitedToViolence => "mob-incited-to-violence",
            IntrigueKind::OpenBodyguard => "open-bodyguard",
            IntrigueKind::Proscription => "proscription",
        }
    }

    /// The printed name of cards of this kind.
    pub fn name(self) -> &'static str {
        match self {
            IntrigueKind::Tribune => "Tribune",
            IntrigueKind::Assassin => "Assassin",
            IntrigueKind::Blackmail => "Blackmail",
            IntrigueKind::InfluencePeddling => "Influence Peddling",
            IntrigueKind::SecretBodyguard => "Secret Bodyguard",
            IntrigueKind::Seduction => "Seduction",
            IntrigueKind::Graft => "Graft",
            IntrigueKind::MurderOfATribune => "Murder of a Tribune",
            IntrigueKind::MobIncitedToViolence => "Mob Incited to Violence",
            IntrigueKind::OpenBodyguard => "Open Bodyguard",
            IntrigueKind::Proscription => "Proscription",
        }
    }
}

/// What a card is when cards are compared (DATA-18, RVN-01): the Intrigue cards of one kind are
/// alike (a player asking for "a Tribune" cannot know which of the Tribunes another hand holds),
/// every other card is itself. Read from the card data's `kind`, never from a card's name.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CardIdentity {
    /// Any Intrigue card of this kind.
    Intrigue(IntrigueKind),
    /// This card (its key, lower case); also a key the data does not know.
    Card(String),
}

impl ScenarioData {
    /// What the card of this key is when cards are compared ([`CardIdentity`]).
    pub fn card_identity(&self, key: &str) -> CardIdentity {
        match self.intrigue(key) {
            Some(i) => CardIdentity::Intrigue(i.kind),
            None => CardIdentity::Card(key.to_ascii_lowercase()),
        }
    }
}

impl crate::CardKey {
    /// What this card is when cards are compared (DATA-18: Intrigue cards of one kind alike).
    pub fn identity(&self) -> CardIdentity {
        match early_republic() {
            Ok(d) => d.card_identity(&self.0),
            Err(_) => CardIdentity::Card(self.0.to_ascii_lowercase()),
        }
    }
}

/// One physical Intrigue card (DATA-18).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IntrigueCard {
    /// Unique per physical card, e.g. "tribune-1" .. "tribune-9", "assassin-1".
    pub key: String,
    /// Display name, e.g. "Tribune".
    pub name: String,
    pub era: Era,
    pub text: String,
    /// What the card does.
    pub kind: IntrigueKind,
}

/// A Law card (DATA-14): a Faction card played in the Senate Phase (LR 1.07.36, SEN-55).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LawCard {
    /// e.g. "calpurnian", "tradition-erodes".
    pub key: String,
    pub name: String,
    pub era: Era,
    /// The card's effect, in the project's own words.
    pub text: String,
    /// The law may not be played before this one is in force (Acilian: Calpurnian).
    #[serde(default)]
    pub requires_law: Option<String>,
    /// Playable only while the Active Wars total at least this Strength (Tradition Erodes 15).
    #[serde(default)]
    pub min_active_war_strength: Option<u8>,
    /// Playable only while one of these wars is in play (Gabinian: a Pirate War; Julian and
    /// Plautian-Papirian: the Social War).
    #[serde(default)]
    pub playable_during_wars: Vec<String>,
}

/// What a Forum card of [`MiscCard`] is (DATA-19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MiscKind {
    /// Pergamene, Bithynian, Ptolemy-Apion Bequest (REV-17).
    Bequest,
    /// The 2nd Catiline Conspiracy.
    Conspiracy,
}

/// A Forum card that is neither a War nor a Leader nor Era Ends (DATA-19): the Bequests and
/// the 2nd Catiline Conspiracy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MiscCard {
    /// e.g. "pergamene-bequest".
    pub key: String,
    pub name: String,
    pub era: Era,
    pub kind: MiscKind,
    /// The card's effect, in the project's own words.
    pub text: String,
    /// Talents the State gains in the Revenue Phase when the Bequest is collected.
    #[serde(default)]
    pub state_gain: Option<u32>,
    /// The province the card founds (one of [`PROVINCE_NAMES`]).
    #[serde(default)]
    pub creates_province: Option<String>,
    /// The card is discarded when that province exists.
    #[serde(default)]
    pub discard_if_province_exists: bool,
}

/// Which unit a per-unit concession pays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RaisedUnit {
    Legion,
    Fleet,
}

/// A Concession card (DATA-17).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConcessionCard {
    /// e.g. "tax-farmer-1", "harbor-fees".
    pub key: String,
    /// e.g. "Tax Farmer 1".
    pub name: String,
    pub era: Era,
    /// Fixed income per turn in talents (0 for Armaments / Ship Building, which pay per unit raised).
    pub income: u8,
    /// Per-unit income text for Armaments/Ship Building, e.g. "2T per legion raised".
    pub per_unit: Option<String>,
    /// Grain concession (Drought doubling).
    #[serde(default)]
    pub grain: bool,
    pub text: String,
    /// Talents paid at once per new unit raised (0 unless `raised_unit` is set).
    #[serde(default)]
    pub per_unit_income: u8,
    /// The unit `per_unit_income` is paid for.
    #[serde(default)]
    pub raised_unit: Option<RaisedUnit>,
    /// Tax Farmers: destroyed when this number is rolled on a Tax Farmer roll.
    #[serde(default)]
    pub tax_farmer_roll: Option<u8>,
    /// May be destroyed by the Natural Disaster event.
    #[serde(default)]
    pub natural_disaster: bool,
    /// War keys that destroy this concession when they come into play.
    #[serde(default)]
    pub destroyed_by_wars: Vec<String>,
    /// Returns to the Forum when no Land Bill is in force (Land Commissioner).
    #[serde(default)]
    pub requires_land_bill: bool,
}

/// One card of a scenario deck.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", content = "key", rename_all = "snake_case")]
pub enum DeckCard {
    Family(u8),
    Statesman(String),
    War(String),
    Leader(String),
    Intrigue(String),
    Concession(String),
    /// A Law card (DATA-14), a Faction card kept in hand.
    Law(String),
    /// A Bequest or the Catiline Conspiracy (DATA-19), a Forum card.
    Misc(String),
    EraEnds,
}

/// The Contributions table (DATA-09): 10T → +1, 25T → +3, 50T → +7.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContributionBracket {
    pub min_talents: u32,
    pub influence: u8,
}

/// When an Event card's effect applies (DATA-02). Whatever the timing, an Event card stays in
/// the Forum until the start of the next Forum Phase (LR 1.07.1), so that rolling it again in
/// the same turn flips it (LR 1.07.21); only [`EventTiming::Lasting`] cards stay longer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventTiming {
    /// Resolved at once when it comes into play (Epidemic, Mob Violence, Natural Disaster,
    /// Storm at Sea; the Mob pseudo-event).
    Immediate,
    /// A modifier in force while the card is in the Forum, i.e. for the rest of the turn
    /// (Evil Omens, Drought, Manpower Shortage, Ally Deserts, Enemy's Ally Deserts; the No
    /// Recruitment pseudo-event). A `treasury_loss` is still paid at once.
    UntilEndOfTurn,
    /// Resolved at the end of this Forum Phase (Enemy Leader Dies).
    EndOfForumPhase,
    /// Resolved at the end of this turn's Senate Phase (New Alliance).
    EndOfSenatePhase,
    /// Resolved in the next Revenue Phase (Allied Enthusiasm, Barbarian Raids, Internal
    /// Disorder, Trial of Verres).
    NextRevenuePhase,
    /// Stays in the Forum across turns until its condition is met (Refuge, Pretender Emerges:
    /// until used; Rhodian Alliance: until rejected or the War is defeated; its free Fleets
    /// arrive at once).
    Lasting,
}

/// Who can be killed by the mortality chits an event draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MortalityVictims {
    /// Any Senator in Rome (Epidemic, Mob).
    InRome,
    /// Senators in Rome whose Popularity is below the current Unrest Level (Mob Violence, both
    /// sides; ruling DATA2-03).
    InRomePopularityBelowUnrest,
    /// Only the first Governor, Proconsul, Captive or Rebel away from Rome whose chit is drawn
    /// (Foreign Epidemic).
    FirstAwayFromRome,
}

/// Mortality chits drawn by an event: `chits` + (Unrest Level if `plus_unrest`) + `plus_d6` d6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MortalityDraw {
    #[serde(default)]
    pub chits: u8,
    #[serde(default)]
    pub plus_unrest: bool,
    #[serde(default)]
    pub plus_d6: u8,
    pub victims: MortalityVictims,
}

impl MortalityDraw {
    /// Number of chits to draw for this Unrest Level and the sum of the `plus_d6` dice rolled.
    pub fn count(&self, unrest: u32, d6_total: u32) -> u32 {
        let unrest = if self.plus_unrest { unrest } else { 0 };
        u32::from(self.chits) + unrest + d6_total
    }
}

/// Which provinces an event tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProvinceScope {
    /// Frontier Provinces (Barbarian Raids).
    Frontier,
    /// Undeveloped Provinces (Internal Disorder).
    Undeveloped,
}

/// A roll each governed province of `provinces` must make: `dice`d6 plus the modifiers the
/// card text names; the province holds only on a total strictly above `must_exceed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProvinceCheck {
    pub provinces: ProvinceScope,
    pub dice: u8,
    pub must_exceed: u8,
}

/// Parity of a battle's 3d6 total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Parity {
    Even,
    Odd,
}

/// Which part of the battle roll gives the strength change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BattleDie {
    /// The black die.
    Black,
    /// The sum of the two white dice.
    White,
}

/// Ally Deserts / Enemy's Ally Deserts: in each battle this turn whose 3d6 total has `parity`,
/// the War's strength changes by `direction` × `die` (after matching-war multipliers; never
/// below 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BattleShift {
    pub parity: Parity,
    /// +1: the War is stronger; −1: weaker.
    pub direction: i8,
    pub die: BattleDie,
}

impl BattleShift {
    /// The change to the War's strength for a battle roll (black die, the two white dice), or
    /// 0 when the total's parity does not match.
    pub fn strength_change(&self, black: u8, white: [u8; 2]) -> i32 {
        let total = u32::from(black) + u32::from(white[0]) + u32::from(white[1]);
        let parity = if total % 2 == 0 {
            Parity::Even
        } else {
            Parity::Odd
        };
        if parity != self.parity {
            return 0;
        }
        let amount = match self.die {
            BattleDie::Black => i32::from(black),
            BattleDie::White => i32::from(white[0]) + i32::from(white[1]),
        };
        i32::from(self.direction) * amount
    }
}

/// How much of a War's Spoils the State collects when it makes peace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SpoilsShare {
    /// Half, rounded down.
    Half,
    All,
}

/// A War making peace (New Alliance, Enemy Sues for Peace).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Peace {
    pub spoils: SpoilsShare,
    /// The War is shuffled into this many top cards of the deck; `None`: it is discarded (and
    /// its provinces are still created).
    #[serde(default)]
    pub shuffle_into_top: Option<u8>,
}

/// The numbers of one side of an Event card, as typed fields (all optional).
///
/// Cumulative fields apply each time the side comes into play, on top of what is in force:
/// `treasury_loss`, `mortality`, `die_modifier`, `persuasion_modifier`, `income_modifier`,
/// `destroy_concession_d6`, `fleets_lost_d6`, `recruit_cost_increase`, `drought_effects`.
/// Level fields hold while that side is face up, the increased side replacing the normal one:
/// `treasury_gain`, `recruit_cost`, `free_fleets`, `province_check`,
/// `province_income_shift`, `battle_shift`, `peace`, `no_recruitment`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EventEffect {
    /// Talents the State pays at once (Evil Omens 20, Natural Disaster 50; once per turn).
    pub treasury_loss: Option<u32>,
    /// Talents the State receives in the next Revenue Phase (Allied Enthusiasm 50 / 75).
    pub treasury_gain: Option<u32>,
    /// Mortality chits drawn at once (Epidemic, Mob Violence, Mob).
    pub mortality: Option<MortalityDraw>,
    /// Added to every die roll except Initiative and Event-table rolls (Evil Omens: −1).
    pub die_modifier: Option<i8>,
    /// Added to Persuasion Attempts instead (Evil Omens: +1).
    pub persuasion_modifier: Option<i8>,
    /// Added to the totals of Provincial Spoils and provincial State income (Evil Omens: −1).
    pub income_modifier: Option<i8>,
    /// Concession destroyed on 1d6 (unmodified): entry `roll - 1`; empty if none.
    pub destroy_concession_d6: Vec<String>,
    /// Roman Fleets destroyed: this many d6 (Storm at Sea: 2).
    pub fleets_lost_d6: Option<u8>,
    /// Cost in talents of raising one Legion or Fleet (Manpower Shortage: 20).
    pub recruit_cost: Option<u32>,
    /// Further cost per Legion or Fleet (Increased Manpower Shortage: +10 each time).
    pub recruit_cost_increase: Option<u32>,
    /// Drought effects added (+1 Unrest each in the Population Phase).
    pub drought_effects: Option<u8>,
    /// Free Fleets the State holds under this side (Rhodian 8; Increased 12 in all).
    pub free_fleets: Option<u8>,
    /// Raid / Order roll for provinces (Barbarian Raids, Internal Disorder).
    pub province_check: Option<ProvinceCheck>,
    /// Talents moved from each Governor's Spoils to the province's State income (Trial of
    /// Verres 3 / 5).
    pub province_income_shift: Option<u32>,
    /// Strength change in battles this turn (Ally Deserts, Enemy's Ally Deserts).
    pub battle_shift: Option<BattleShift>,
    /// A War makes peace (New Alliance, Enemy Sues for Peace).
    pub peace: Option<Peace>,
    /// No Legions or Fleets may be raised this turn (No Recruitment).
    pub no_recruitment: bool,
}

impl EventEffect {
    /// The Concession key destroyed on this 1d6 roll (1..=6), if the side destroys one.
    pub fn concession_for_d6(&self, roll: u8) -> Option<&str> {
        let index = usize::from(roll.checked_sub(1)?);
        self.destroy_concession_d6.get(index).map(String::as_str)
    }
}

/// One two-sided Event card (DATA-02): the normal (light) side and the increased (dark) side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventCard {
    /// e.g. "evil-omens", "epidemic", "mob-violence".
    pub key: String,
    /// Light side name, e.g. "Evil Omens".
    pub name: String,
    /// Dark side name, e.g. "More Evil Omens".
    pub increased_name: String,
    /// Light side effect, in the project's own words.
    pub text: String,
    /// Dark side effect, in the project's own words.
    pub increased_text: String,
    /// When the effect applies (both sides share it).
    pub when: EventTiming,
    /// Rolling the event again while it shows its increased side resolves that side again (the
    /// card says so: Drought, Epidemic, Evil Omens, Manpower Shortage, Mob Violence, Natural
    /// Disaster, Storm at Sea); otherwise a further roll has no effect (LR 1.07.21).
    #[serde(default)]
    pub repeats_when_increased: bool,
    /// Numbers of the normal side.
    pub effect: EventEffect,
    /// Numbers of the increased side.
    pub increased_effect: EventEffect,
}

impl EventCard {
    /// The name of the side shown.
    pub fn side_name(&self, increased: bool) -> &str {
        if increased {
            &self.increased_name
        } else {
            &self.name
        }
    }

    /// The text of the side shown.
    pub fn side_text(&self, increased: bool) -> &str {
        if increased {
            &self.increased_text
        } else {
            &self.text
        }
    }

    /// The numbers of the side shown.
    pub fn side_effect(&self, increased: bool) -> &EventEffect {
        if increased {
            &self.increased_effect
        } else {
            &self.effect
        }
    }
}

/// A one-sided pseudo-event produced by the Population Table (DATA-02): No Recruitment ("NR")
/// and Mob. The Manpower Shortage result ("MS") uses the real Manpower Shortage card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PseudoEvent {
    /// "no-recruitment" or "mob".
    pub key: String,
    pub name: String,
    pub text: String,
    pub when: EventTiming,
    pub effect: EventEffect,
}

/// One row of the Random Events Table (DATA-01): a 3d6 roll and the event key per era.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventTableRow {
    pub roll: u8,
    pub early: String,
    pub middle: String,
    pub late: String,
}

impl EventTableRow {
    /// The event key of the era's column.
    pub fn key(&self, era: Era) -> &str {
        match era {
            Era::Early => &self.early,
            Era::Middle => &self.middle,
            Era::Late => &self.late,
        }
    }
}

/// The outcome of the State of the Republic roll (DATA-04, POP-03).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PopulationResult {
    /// Change to the Unrest Level (negative lowers it).
    pub unrest_change: i32,
    /// "MS": the Manpower Shortage event comes into play (cumulative).
    pub manpower_shortage: bool,
    /// "NR": the No Recruitment pseudo-event.
    pub no_recruitment: bool,
    /// "Mob": the Mob pseudo-event (six chits against Senators in Rome).
    pub mob: bool,
    /// The People Revolt (POP-05).
    pub people_revolt: bool,
}

/// One printed row of the Population Table: `total` 18 stands for 18 or more and −1 for any
/// negative total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PopulationRow {
    pub total: i32,
    pub unrest: i32,
    #[serde(default)]
    pub ms: bool,
    #[serde(default)]
    pub nr: bool,
    #[serde(default)]
    pub mob: bool,
    #[serde(default)]
    pub people_revolt: bool,
}

impl PopulationRow {
    /// The row as a result.
    pub fn result(&self) -> PopulationResult {
        PopulationResult {
            unrest_change: self.unrest,
            manpower_shortage: self.ms,
            no_recruitment: self.nr,
            mob: self.mob,
            people_revolt: self.people_revolt,
        }
    }
}

/// Highest and lowest printed Population Table rows ("18 or more", "less than 0").
const POPULATION_TOP: i32 = 18;
const POPULATION_BOTTOM: i32 = -1;

/// One row of the Games table (DATA-08, FOR-15).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GamesRow {
    pub kind: crate::GamesKind,
    pub name: String,
    /// Talents paid from the sponsor's Personal Treasury.
    pub cost: u32,
    /// Popularity the sponsor gains.
    pub popularity: i32,
    /// Change to the Unrest Level.
    pub unrest: i32,
}

/// A roll printed on a province card: the total of `dice` d6 (a negative count subtracts the
/// dice, as in "−1d6+1") plus `modifier` (DATA-20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProvinceRoll {
    pub dice: i8,
    #[serde(default)]
    pub modifier: i8,
}

impl ProvinceRoll {
    /// The printed form, e.g. "1d6-1", "-1d6+1", "2d6".
    pub fn label(&self) -> String {
        let m = match self.modifier {
            0 => String::new(),
            m if m > 0 => format!("+{m}"),
            m => m.to_string(),
        };
        format!("{}d6{m}", self.dice)
    }

    /// The total for dice `faces` (as many as `dice.unsigned_abs()`).
    pub fn total(&self, faces: &[u8]) -> i64 {
        let sum: i64 = faces.iter().map(|x| i64::from(*x)).sum();
        let sign = if self.dice < 0 { -1 } else { 1 };
        sign * sum + i64::from(self.modifier)
    }
}

/// One side (Undeveloped or Developed) of a province card (DATA-20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProvinceSide {
    /// The Governor's Provincial Spoils (REV-08).
    pub spoils: ProvinceRoll,
    /// The State's income from the province (REV-14).
    pub state_income: ProvinceRoll,
    /// Local taxes in talents (REV-18, Advanced rule).
    pub taxes: u32,
    /// Printed land strength; `None` where the card shows a dash.
    #[serde(default)]
    pub land_base: Option<u8>,
    #[serde(default)]
    pub land_max: Option<u8>,
    #[serde(default)]
    pub naval_base: Option<u8>,
    #[serde(default)]
    pub naval_max: Option<u8>,
}

/// A two-sided province card (DATA-20).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProvinceCard {
    /// e.g. "sicilia", "sardinia-et-corsica".
    pub key: String,
    /// As the war cards name it, e.g. "Sardinia et Corsica" (one of [`PROVINCE_NAMES`]).
    pub name: String,
    /// A Frontier Province (Barbarian Raids, REV-01).
    pub frontier: bool,
    /// Keys of the wars it defends against (Advanced Provincial Wars).
    #[serde(default)]
    pub defends: Vec<String>,
    pub undeveloped: ProvinceSide,
    pub developed: ProvinceSide,
}

impl ProvinceCard {
    /// The side face up.
    pub fn side(&self, developed: bool) -> &ProvinceSide {
        if developed {
            &self.developed
        } else {
            &self.undeveloped
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProvincesFile {
    province: Vec<ProvinceCard>,
}

/// The Event cards and the board tables of the Forum and Population phases, parsed from
/// `data/events.toml` and `data/tables.toml`. Reached through [`ScenarioData`]'s methods
/// ([`ScenarioData::event`], [`ScenarioData::population_result`], ...) or [`board_data`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardData {
    pub events: Vec<EventCard>,
    pub pseudo_events: Vec<PseudoEvent>,
    pub event_table: Vec<EventTableRow>,
    pub population: Vec<PopulationRow>,
    pub games: Vec<GamesRow>,
    /// The 15 province cards (DATA-20), from `data/provinces.toml`.
    #[serde(default)]
    pub provinces: Vec<ProvinceCard>,
}

/// Everything one scenario needs.
///
/// The card lists hold the cards of all three eras; [`ScenarioData::early_deck`] selects the
/// Early Republic deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioData {
    pub families: Vec<FamilyCard>,
    pub statesmen: Vec<StatesmanCard>,
    pub wars: Vec<WarCard>,
    pub leaders: Vec<LeaderCard>,
    pub intrigue: Vec<IntrigueCard>,
    pub concessions: Vec<ConcessionCard>,
    pub contributions: Vec<ContributionBracket>,
    /// The Era Ends card text.
    pub era_ends_text: String,
    /// The 10 Law cards (DATA-14).
    #[serde(default)]
    pub laws: Vec<LawCard>,
    /// The Bequests and the Catiline Conspiracy (DATA-19).
    #[serde(default)]
    pub misc: Vec<MiscCard>,
    /// REV-02 / FOR-22: one War per province side, for a Province in revolt ("a War card in
    /// all respects"), built from `data/provinces.toml` at load; never in a deck.
    #[serde(default)]
    pub province_revolts: Vec<WarCard>,
}

/// REV-02 / FOR-22: the key of the War a province becomes when it revolts, by the side shown
/// ("revolt-sicilia", "revolt-sicilia-developed").
pub fn province_revolt_key(province: &str, developed: bool) -> String {
    if developed {
        format!("revolt-{province}-developed")
    } else {
        format!("revolt-{province}")
    }
}

/// REV-02 / FOR-22: the War a Province in revolt is, "in every respect, with its Strength equal
/// to the Province's printed Fleet and Land Strength" (card Pretender Emerges; card Internal
/// Disorder: "its printed base Land and Fleet strength"), for the side shown.
///
/// RULING (REV-02/FOR-22): the strengths are the side's printed base values (a dash is 0); the
/// province card prints no Fleet Support, Disaster or Standoff numbers, so the revolt has none;
/// it is a Revolt (LR 1.07.333), so it yields no Spoils; a Roman Victory returns the Province to
/// the Forum (`creates_provinces`); it belongs to no series and matches no other war.
fn province_revolt_war(p: &ProvinceCard, developed: bool) -> WarCard {
    let side = p.side(developed);
    let name = format!("{} Revolt", p.name);
    WarCard {
        key: province_revolt_key(&p.key, developed),
        text: format!(
            "{} in revolt (REV-02, FOR-22): a War with the Province's printed Land and Fleet \
             strength; a Victory returns the Province to the Forum.",
            p.name
        ),
        name,
        era: Era::Early,
        series: None,
        series_index: None,
        series_size: None,
        land: side.land_base.unwrap_or(0),
        fleet_support: 0,
        naval: side.naval_base.unwrap_or(0),
        disaster: Vec::new(),
        standoff: Vec::new(),
        spoils: 0,
        drought: false,
        starts_inactive: false,
        attacks: Vec::new(),
        creates_provinces: vec![p.key.clone()],
        creates_needs_whole_series: false,
        creates_on_attack: false,
        creates_developed: Vec::new(),
        revolt_if_province: None,
        inactive_until_provinces: Vec::new(),
        eliminates_concessions: Vec::new(),
        tax_farmer_attack: false,
        activates_all_matching: false,
        revolt: true,
        province_revolt: Some(p.key.clone()),
    }
}

/// Why the embedded data could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DataError {
    /// A data file is not valid TOML or does not fit the expected shape.
    #[error("cannot parse data/{file}: {message}")]
    Parse { file: &'static str, message: String },
    /// The files parse but contradict themselves (duplicate key, dangling reference, ...).
    #[error("inconsistent card data: {0}")]
    Inconsistent(String),
}

/// The TOML texts the data is parsed from, one per file.
#[derive(Debug, Clone, Copy)]
pub struct DataSources<'a> {
    pub families: &'a str,
    pub statesmen: &'a str,
    pub wars: &'a str,
    pub leaders: &'a str,
    pub intrigue: &'a str,
    pub concessions: &'a str,
    pub tables: &'a str,
    pub events: &'a str,
    pub provinces: &'a str,
    pub laws: &'a str,
    pub misc: &'a str,
}

impl DataSources<'static> {
    /// The files under `data/`, embedded at build time.
    pub const EMBEDDED: DataSources<'static> = DataSources {
        families: include_str!("../../../data/families.toml"),
        statesmen: include_str!("../../../data/statesmen.toml"),
        wars: include_str!("../../../data/wars.toml"),
        leaders: include_str!("../../../data/leaders.toml"),
        intrigue: include_str!("../../../data/intrigue.toml"),
        concessions: include_str!("../../../data/concessions.toml"),
        tables: include_str!("../../../data/tables.toml"),
        events: include_str!("../../../data/events.toml"),
        provinces: include_str!("../../../data/provinces.toml"),
        laws: include_str!("../../../data/laws.toml"),
        misc: include_str!("../../../data/misc.toml"),
    };
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FamiliesFile {
    family: Vec<FamilyCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StatesmenFile {
    statesman: Vec<StatesmanCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WarsFile {
    war: Vec<WarCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LeadersFile {
    leader: Vec<LeaderCard>,
}

/// One intrigue card type with its number of copies per deck.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IntrigueEntry {
    kind: IntrigueKind,
    name: String,
    early: u8,
    middle: u8,
    late: u8,
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IntrigueFile {
    intrigue: Vec<IntrigueEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LawsFile {
    law: Vec<LawCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MiscFile {
    misc: Vec<MiscCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ConcessionsFile {
    concession: Vec<ConcessionCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EraEndsEntry {
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TablesFile {
    contribution: Vec<ContributionBracket>,
    era_ends: EraEndsEntry,
    event_table: Vec<EventTableRow>,
    population: Vec<PopulationRow>,
    games: Vec<GamesRow>,
}

fn parse_file<T: serde::de::DeserializeOwned>(
    file: &'static str,
    text: &str,
) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| DataError::Parse {
        file,
        message: e.to_string(),
    })
}

/// Expand intrigue types into physical cards keyed `<kind>-<n>`, numbered across eras.
fn expand_intrigue(entries: Vec<IntrigueEntry>) -> Vec<IntrigueCard> {
    let mut cards = Vec::new();
    for entry in entries {
        let mut n = 0u32;
        for (era, count) in [
            (Era::Early, entry.early),
            (Era::Middle, entry.middle),
            (Era::Late, entry.late),
        ] {
            for _ in 0..count {
                n += 1;
                cards.push(IntrigueCard {
                    key: format!("{}-{n}", entry.kind.as_str()),
                    name: entry.name.clone(),
                    era,
                    text: entry.text.clone(),
                    kind: entry.kind,
                });
            }
        }
    }
    // Stable order: by era, then file order within the era.
    cards.sort_by_key(|c| era_rank(c.era));
    cards
}

fn era_rank(era: Era) -> u8 {
    match era {
        Era::Early => 0,
        Era::Middle => 1,
        Era::Late => 2,
    }
}

fn check(ok: bool, message: impl FnOnce() -> String) -> Result<(), DataError> {
    if ok {
        Ok(())
    } else {
        Err(DataError::Inconsistent(message()))
    }
}

fn check_province(owner: &str, name: &str) -> Result<(), DataError> {
    check(PROVINCE_NAMES.contains(&name), || {
        format!("{owner}: unknown province {name:?}")
    })
}

fn check_roll(owner: &str, what: &str, roll: u8) -> Result<(), DataError> {
    check((3..=18).contains(&roll), || {
        format!("{owner}: {what} number {roll} is not a 3d6 result")
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EventsFile {
    event: Vec<EventCard>,
    pseudo_event: Vec<PseudoEvent>,
}

/// The Event cards and board tables, parsed once from the embedded TOML and cached (like
/// [`early_republic`], which also fails if these do not load).
pub fn board_data() -> Result<&'static BoardData, DataError> {
    static DATA: OnceLock<Result<BoardData, DataError>> = OnceLock::new();
    DATA.get_or_init(|| {
        let data = early_republic()?;
        BoardData::parse(&DataSources::EMBEDDED, data)
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// [`board_data`], or an empty set if it failed to load (`early_republic` reports the error).
fn board_or_empty() -> &'static BoardData {
    static EMPTY: OnceLock<BoardData> = OnceLock::new();
    match board_data() {
        Ok(b) => b,
        Err(_) => EMPTY.get_or_init(BoardData::default),
    }
}

impl BoardData {
    /// Parse `events` and `tables` of `sources` and check them (concession keys against
    /// `cards`).
    pub fn parse(sources: &DataSources<'_>, cards: &ScenarioData) -> Result<Self, DataError> {
        let events: EventsFile = parse_file("events.toml", sources.events)?;
        let tables: TablesFile = parse_file("tables.toml", sources.tables)?;
        let provinces: ProvincesFile = parse_file("provinces.toml", sources.provinces)?;
        let board = BoardData {
            events: events.event,
            pseudo_events: events.pseudo_event,
            event_table: tables.event_table,
            population: tables.population,
            games: tables.games,
            provinces: provinces.province,
        };
        board.validate(cards)?;
        Ok(board)
    }

    /// Check the cards and tables: 18 two-sided events with unique keys (also unique against
    /// the card keys of `cards`), every Random Events Table roll 3..=18 of every era names an
    /// existing event and the table uses all 18, the Population Table has its 20 printed rows
    /// (18 or more, 17 … 0, below 0) with Unrest never falling as the total falls, the Games
    /// table costs 7/13/18, and every destroyed concession exists.
    pub fn validate(&self, cards: &ScenarioData) -> Result<(), DataError> {
        self.validate_events(cards)?;
        self.validate_event_table()?;
        self.validate_population()?;
        self.validate_games()?;
        self.validate_provinces(cards)
    }

    /// DATA-20: the 15 province cards, one per name of [`PROVINCE_NAMES`], unique keys, each
    /// defended war exists, every side rolls 1 or 2 dice (either sign).
    fn validate_provinces(&self, cards: &ScenarioData) -> Result<(), DataError> {
        check(self.provinces.len() == PROVINCE_NAMES.len(), || {
            format!("{} province cards, expected 15", self.provinces.len())
        })?;
        let mut keys = HashSet::new();
        let mut names = HashSet::new();
        for p in &self.provinces {
            let owner = format!("province {}", p.key);
            check(!p.key.is_empty() && keys.insert(p.key.as_str()), || {
                format!("{owner}: empty or duplicate key")
            })?;
            check_province(&owner, &p.name)?;
            check(names.insert(p.name.as_str()), || {
                format!("{owner}: duplicate name {}", p.name)
            })?;
            for w in &p.defends {
                check(cards.war(w).is_some(), || {
                    format!("{owner}: defends unknown war {w:?}")
                })?;
            }
            for side in [&p.undeveloped, &p.developed] {
                for r in [side.spoils, side.state_income] {
                    check(matches!(r.dice.unsigned_abs(), 1 | 2), || {
                        format!("{owner}: {} is not a roll of 1 or 2 dice", r.label())
                    })?;
                }
            }
        }
        Ok(())
    }

    /// The province card with this key (DATA-20).
    pub fn province(&self, key: &str) -> Option<&ProvinceCard> {
        self.provinces.iter().find(|p| p.key == key)
    }

    /// The province card with this name as the war cards spell it, or its key.
    pub fn province_by_name(&self, name: &str) -> Option<&ProvinceCard> {
        self.provinces
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name) || p.key.eq_ignore_ascii_case(name))
    }

    fn validate_events(&self, cards: &ScenarioData) -> Result<(), DataError> {
        check(self.events.len() == 18, || {
            format!("{} event cards instead of 18", self.events.len())
        })?;
        let mut keys = HashSet::new();
        let card_keys: HashSet<String> = cards
            .statesmen
            .iter()
            .map(|s| s.id.to_ascii_lowercase())
            .chain(cards.wars.iter().map(|w| w.key.to_ascii_lowercase()))
            .chain(cards.leaders.iter().map(|l| l.key.to_ascii_lowercase()))
            .chain(cards.intrigue.iter().map(|i| i.key.to_ascii_lowercase()))
            .chain(cards.concessions.iter().map(|c| c.key.to_ascii_lowercase()))
            .chain(cards.laws.iter().map(|l| l.key.to_ascii_lowercase()))
            .chain(cards.misc.iter().map(|m| m.key.to_ascii_lowercase()))
            .collect();
        let sides = self
            .events
            .iter()
            .flat_map(|e| {
                [
                    (&e.key, &e.name, &e.text, &e.effect),
                    (
                        &e.key,
                        &e.increased_name,
                        &e.increased_text,
                        &e.increased_effect,
                    ),
                ]
            })
            .chain(
                self.pseudo_events
                    .iter()
                    .map(|p| (&p.key, &p.name, &p.text, &p.effect)),
            );
        for (key, name, text, effect) in sides {
            let owner = format!("event {key}");
            check(!name.is_empty() && !text.is_empty(), || {
                format!("{owner}: empty name or text")
            })?;
            check(
                effect.destroy_concession_d6.is_empty() || effect.destroy_concession_d6.len() == 6,
                || format!("{owner}: destroy_concession_d6 needs six entries"),
            )?;
            for c in &effect.destroy_concession_d6 {
                check(cards.concession(c).is_some(), || {
                    format!("{owner}: destroys unknown concession {c}")
                })?;
            }
            if let Some(b) = effect.battle_shift {
                check(b.direction == 1 || b.direction == -1, || {
                    format!("{owner}: battle_shift direction must be 1 or -1")
                })?;
            }
            if let Some(m) = effect.mortality {
                check(m.chits > 0 || m.plus_unrest, || {
                    format!("{owner}: mortality draws no chits")
                })?;
            }
        }
        for key in self
            .events
            .iter()
            .map(|e| &e.key)
            .chain(self.pseudo_events.iter().map(|p| &p.key))
        {
            let key = key.to_ascii_lowercase();
            check(!key.is_empty(), || "empty event key".to_string())?;
            check(!card_keys.contains(&key), || {
                format!("event key {key:?} is also a card key")
            })?;
            let dup = format!("duplicate event key {key:?}");
            check(keys.insert(key), || dup)?;
        }
        for e in &self.events {
            check(e.name != e.increased_name, || {
                format!("event {}: both sides have the same name", e.key)
            })?;
        }
        for key in ["no-recruitment", "mob"] {
            check(self.pseudo_events.iter().any(|p| p.key == key), || {
                format!("missing pseudo-event {key}")
            })?;
        }
        Ok(())
    }

    fn validate_event_table(&self) -> Result<(), DataError> {
        for roll in 3..=18u8 {
            let rows = self.event_table.iter().filter(|r| r.roll == roll).count();
            check(rows == 1, || {
                format!("Random Events Table: {rows} rows for roll {roll}")
            })?;
        }
        check(self.event_table.len() == 16, || {
            "Random Events Table: rolls outside 3..=18".to_string()
        })?;
        let mut used = HashSet::new();
        for row in &self.event_table {
            for era in Era::ALL {
                let key = row.key(era);
                check(self.events.iter().any(|e| e.key == key), || {
                    format!(
                        "Random Events Table: roll {} ({}) names unknown event {key:?}",
                        row.roll,
                        era.as_str()
                    )
                })?;
                used.insert(key);
            }
        }
        check(used.len() == 18 && used.len() == self.events.len(), || {
            format!(
                "Random Events Table uses {} distinct events, not 18",
                used.len()
            )
        })
    }

    fn validate_population(&self) -> Result<(), DataError> {
        let expected: Vec<i32> = (POPULATION_BOTTOM..=POPULATION_TOP).rev().collect();
        let totals: Vec<i32> = self.population.iter().map(|r| r.total).collect();
        check(totals == expected && totals.len() == 20, || {
            "Population Table: rows must be 18 (or more), 17 … 0, -1 (below 0), in order"
                .to_string()
        })?;
        let playable = self.population.iter().filter(|r| !r.people_revolt);
        for pair in playable.collect::<Vec<_>>().windows(2) {
            check(pair[0].unrest <= pair[1].unrest, || {
                format!(
                    "Population Table: Unrest change falls from total {} to {}",
                    pair[0].total, pair[1].total
                )
            })?;
        }
        for r in &self.population {
            check(r.people_revolt == (r.total == POPULATION_BOTTOM), || {
                format!(
                    "Population Table: People Revolt must be the below-0 row only (total {})",
                    r.total
                )
            })?;
        }
        Ok(())
    }

    fn validate_games(&self) -> Result<(), DataError> {
        use crate::GamesKind;
        let kinds: Vec<GamesKind> = self.games.iter().map(|g| g.kind).collect();
        check(
            kinds
                == [
                    GamesKind::SliceAndDice,
                    GamesKind::BloodFest,
                    GamesKind::GladiatorGala,
                ],
            || "Games table: rows must be Slice and Dice, Blood Fest, Gladiator Gala".to_string(),
        )?;
        let costs: Vec<u32> = self.games.iter().map(|g| g.cost).collect();
        check(costs == [7, 13, 18], || {
            format!("Games table: costs {costs:?} instead of 7/13/18")
        })?;
        for g in &self.games {
            check(
                g.popularity > 0 && g.unrest < 0 && !g.name.is_empty(),
                || {
                    format!(
                        "Games table: {} must raise Popularity and lower Unrest",
                        g.name
                    )
                },
            )?;
        }
        Ok(())
    }

    /// The Event card with this key ("evil-omens"; case-insensitive).
    pub fn event(&self, key: &str) -> Option<&EventCard> {
        self.events.iter().find(|e| e.key.eq_ignore_ascii_case(key))
    }

    /// The event of the Random Events Table for a 3d6 roll in an era; `None` outside 3..=18.
    pub fn event_for_roll(&self, era: Era, roll: u8) -> Option<&EventCard> {
        let row = self.event_table.iter().find(|r| r.roll == roll)?;
        self.event(row.key(era))
    }

    /// The pseudo-event with this key ("no-recruitment", "mob"; case-insensitive).
    pub fn pseudo_event(&self, key: &str) -> Option<&PseudoEvent> {
        self.pseudo_events
            .iter()
            .find(|p| p.key.eq_ignore_ascii_case(key))
    }

    /// The Population Table result for a modified total (3d6 − Unrest + HRAO Popularity).
    pub fn population_result(&self, total: i32) -> PopulationResult {
        let row = total.clamp(POPULATION_BOTTOM, POPULATION_TOP);
        self.population
            .iter()
            .find(|r| r.total == row)
            .map(PopulationRow::result)
            .unwrap_or_default()
    }

    /// The Games row of a kind.
    pub fn games_row(&self, kind: crate::GamesKind) -> Option<&GamesRow> {
        self.games.iter().find(|g| g.kind == kind)
    }
}

/// The Early Republic scenario data, parsed once from the embedded TOML (include_str!) and
/// cached in a std::sync::OnceLock.
///
/// The returned data holds the cards of all eras; use [`ScenarioData::early_deck`] for the deck.
pub fn early_republic() -> Result<&'static ScenarioData, DataError> {
    static DATA: OnceLock<Result<ScenarioData, DataError>> = OnceLock::new();
    DATA.get_or_init(|| ScenarioData::parse(&DataSources::EMBEDDED))
        .as_ref()
        .map_err(Clone::clone)
}

impl ScenarioData {
    /// Parse and check the given TOML texts (normally [`DataSources::EMBEDDED`]).
    pub fn parse(sources: &DataSources<'_>) -> Result<Self, DataError> {
        let families: FamiliesFile = parse_file("families.toml", sources.families)?;
        let statesmen: StatesmenFile = parse_file("statesmen.toml", sources.statesmen)?;
        let wars: WarsFile = parse_file("wars.toml", sources.wars)?;
        let leaders: LeadersFile = parse_file("leaders.toml", sources.leaders)?;
        let intrigue: IntrigueFile = parse_file("intrigue.toml", sources.intrigue)?;
        let concessions: ConcessionsFile = parse_file("concessions.toml", sources.concessions)?;
        let tables: TablesFile = parse_file("tables.toml", sources.tables)?;
        let laws: LawsFile = parse_file("laws.toml", sources.laws)?;
        let misc: MiscFile = parse_file("misc.toml", sources.misc)?;
        let mut families = families.family;
        families.sort_by_key(|f| f.id);
        let mut data = ScenarioData {
            families,
            statesmen: statesmen.statesman,
            wars: wars.war,
            leaders: leaders.leader,
            intrigue: expand_intrigue(intrigue.intrigue),
            concessions: concessions.concession,
            contributions: tables.contribution,
            era_ends_text: tables.era_ends.text,
            laws: laws.law,
            misc: misc.misc,
            province_revolts: Vec::new(),
        };
        data.validate()?;
        // The Event cards and board tables must load too (DATA-01, 02, 04, 08).
        let board = BoardData::parse(sources, &data)?;
        data.province_revolts = board
            .provinces
            .iter()
            .flat_map(|p| [false, true].map(|dev| province_revolt_war(p, dev)))
            .collect();
        Ok(data)
    }

    /// Check that the data is internally consistent: unique IDs and keys, every reference
    /// (opponents, nullified wars, destroyed concessions, provinces, leader series) resolves,
    /// every war series is complete, numbers are in range.
    pub fn validate(&self) -> Result<(), DataError> {
        self.validate_families()?;
        self.validate_statesmen()?;
        self.validate_wars()?;
        self.validate_leaders()?;
        self.validate_intrigue()?;
        self.validate_concessions()?;
        self.validate_tables()?;
        self.validate_laws_and_misc()?;
        // String keys are unique across card types, so a bare key in an order is unambiguous.
        let mut keys = HashSet::new();
        let all_keys = self
            .statesmen
            .iter()
            .map(|s| s.id.to_ascii_lowercase())
            .chain(self.wars.iter().map(|w| w.key.to_ascii_lowercase()))
            .chain(self.leaders.iter().map(|l| l.key.to_ascii_lowercase()))
            .chain(self.intrigue.iter().map(|i| i.key.to_ascii_lowercase()))
            .chain(self.concessions.iter().map(|c| c.key.to_ascii_lowercase()))
            .chain(self.laws.iter().map(|l| l.key.to_ascii_lowercase()))
            .chain(self.misc.iter().map(|m| m.key.to_ascii_lowercase()));
        for key in all_keys {
            check(!key.is_empty(), || "empty card key".to_string())?;
            let dup = format!("duplicate card key {key:?}");
            check(keys.insert(key), || dup)?;
        }
        Ok(())
    }

    fn validate_families(&self) -> Result<(), DataError> {
        let mut ids = HashSet::new();
        for f in &self.families {
            check((1..=30).contains(&f.id), || {
                format!("family {}: id {} outside 1..=30", f.name, f.id)
            })?;
            check(ids.insert(f.id), || format!("duplicate family id {}", f.id))?;
            check(!f.name.is_empty(), || {
                format!("family {}: empty name", f.id)
            })?;
        }
        Ok(())
    }

    fn validate_statesmen(&self) -> Result<(), DataError> {
        let mut ids = HashSet::new();
        for s in &self.statesmen {
            let owner = format!("statesman {}", s.id);
            check(ids.insert(s.id.to_ascii_lowercase()), || {
                format!("duplicate statesman id {}", s.id)
            })?;
            check(self.family(s.family).is_some(), || {
                format!("{owner}: family {} does not exist", s.family)
            })?;
            let suffix = s.id.strip_prefix(&s.family.to_string());
            check(
                suffix.is_some_and(|l| l.len() == 1 && l.chars().all(|c| c.is_ascii_uppercase())),
                || format!("{owner}: id does not match family {}", s.family),
            )?;
            check(s.military_text.is_some() == (s.military == 0), || {
                format!("{owner}: military 0 must come with military_text and only then")
            })?;
            for o in &s.opponents {
                check(self.statesman(o).is_some() && o != &s.id, || {
                    format!("{owner}: unknown opponent {o}")
                })?;
            }
            for k in &s.nullifies {
                check(self.war(k).is_some(), || {
                    format!("{owner}: nullifies unknown war {k}")
                })?;
            }
            for o in &s.may_coexist_with {
                check(
                    self.statesman(o)
                        .is_some_and(|other| other.family == s.family && other.id != s.id),
                    || {
                        format!(
                            "{owner}: may_coexist_with {o} is not another statesman of the family"
                        )
                    },
                )?;
            }
        }
        Ok(())
    }

    fn validate_wars(&self) -> Result<(), DataError> {
        let mut series: BTreeMap<&str, Vec<&WarCard>> = BTreeMap::new();
        for w in &self.wars {
            let owner = format!("war {}", w.key);
            check(!w.disaster.is_empty() && !w.standoff.is_empty(), || {
                format!("{owner}: needs disaster and standoff numbers")
            })?;
            for &d in &w.disaster {
                check_roll(&owner, "disaster", d)?;
            }
            for &s in &w.standoff {
                check_roll(&owner, "standoff", s)?;
            }
            check(w.land > 0, || format!("{owner}: land strength 0"))?;
            for p in w
                .attacks
                .iter()
                .chain(&w.creates_provinces)
                .chain(&w.creates_developed)
                .chain(&w.inactive_until_provinces)
                .chain(w.revolt_if_province.iter())
            {
                check_province(&owner, p)?;
            }
            for p in &w.creates_developed {
                check(w.creates_provinces.contains(p), || {
                    format!("{owner}: creates_developed {p} not in creates_provinces")
                })?;
            }
            for c in &w.eliminates_concessions {
                check(self.concession(c).is_some(), || {
                    format!("{owner}: eliminates unknown concession {c}")
                })?;
            }
            match (&w.series, w.series_index, w.series_size) {
                (Some(name), Some(index), Some(size)) => {
                    check(index >= 1 && index <= size, || {
                        format!("{owner}: series index {index} outside 1..={size}")
                    })?;
                    series.entry(name.as_str()).or_default().push(w);
                }
                (None, None, None) => {
                    check(!w.creates_needs_whole_series, || {
                        format!("{owner}: creates_needs_whole_series without a series")
                    })?;
                }
                _ => {
                    return Err(DataError::Inconsistent(format!(
                        "{owner}: series, series_index and series_size must be given together"
                    )));
                }
            }
            check(
                self.wars.iter().all(|o| o.key == w.key || o.name != w.name),
                || format!("{owner}: duplicate war name {}", w.name),
            )?;
        }
        for (name, members) in &series {
            check(
                self.wars
                    .iter()
                    .all(|w| w.series.is_some() || w.name != *name),
                || format!("series {name} has the name of a single war"),
            )?;
            let size = members.len();
            let mut indices: Vec<u8> = members.iter().filter_map(|w| w.series_index).collect();
            indices.sort_unstable();
            let expected: Vec<u8> = (1..=size as u8).collect();
            check(
                members.iter().all(|w| w.series_size == Some(size as u8)) && indices == expected,
                || format!("series {name}: cards do not number 1..={size}"),
            )?;
        }
        Ok(())
    }

    fn validate_leaders(&self) -> Result<(), DataError> {
        for l in &self.leaders {
            let owner = format!("leader {}", l.key);
            check_roll(&owner, "disaster", l.disaster)?;
            check_roll(&owner, "standoff", l.standoff)?;
            check(self.wars.iter().any(|w| l.matches(w)), || {
                format!("{owner}: matches no war ({})", l.matches_series)
            })?;
            for o in &l.combines_with {
                check(
                    self.leader(o)
                        .is_some_and(|other| other.matches_series == l.matches_series),
                    || format!("{owner}: combines_with {o} is not a leader of the same series"),
                )?;
            }
            if let Some(k) = &l.tax_farmer_attack_war {
                check(self.war(k).is_some_and(|w| l.matches(w)), || {
                    format!("{owner}: tax_farmer_attack_war {k} is not a matching war")
                })?;
            }
        }
        Ok(())
    }

    fn validate_intrigue(&self) -> Result<(), DataError> {
        for i in &self.intrigue {
            check(!i.name.is_empty() && !i.text.is_empty(), || {
                format!("intrigue {}: empty name or text", i.key)
            })?;
        }
        Ok(())
    }

    fn validate_concessions(&self) -> Result<(), DataError> {
        let mut rolls = HashSet::new();
        for c in &self.concessions {
            let owner = format!("concession {}", c.key);
            let per_unit = c.raised_unit.is_some();
            check(
                per_unit == (c.per_unit_income > 0)
                    && per_unit == c.per_unit.is_some()
                    && per_unit == (c.income == 0),
                || format!("{owner}: fixed income and per-unit income are inconsistent"),
            )?;
            if let Some(r) = c.tax_farmer_roll {
                check((1..=6).contains(&r) && rolls.insert(r), || {
                    format!("{owner}: tax farmer roll {r} invalid or repeated")
                })?;
            }
            for k in &c.destroyed_by_wars {
                check(
                    self.war(k)
                        .is_some_and(|w| w.eliminates_concessions.contains(&c.key)),
                    || format!("{owner}: destroyed_by_wars {k} does not eliminate it"),
                )?;
            }
        }
        for w in &self.wars {
            for k in &w.eliminates_concessions {
                check(
                    self.concession(k)
                        .is_some_and(|c| c.destroyed_by_wars.contains(&w.key)),
                    || format!("war {}: concession {k} does not list it", w.key),
                )?;
            }
        }
        Ok(())
    }

    /// DATA-14 / DATA-19: every law names an existing law and existing wars; every Forum card
    /// an existing province; names and texts are not empty.
    fn validate_laws_and_misc(&self) -> Result<(), DataError> {
        for l in &self.laws {
            let owner = format!("law {}", l.key);
            check(!l.name.is_empty() && !l.text.is_empty(), || {
                format!("{owner}: empty name or text")
            })?;
            if let Some(r) = &l.requires_law {
                check(self.law(r).is_some() && *r != l.key, || {
                    format!("{owner}: requires unknown law {r:?}")
                })?;
            }
            for w in &l.playable_during_wars {
                check(self.war(w).is_some(), || {
                    format!("{owner}: playable during unknown war {w:?}")
                })?;
            }
        }
        for m in &self.misc {
            let owner = format!("card {}", m.key);
            check(!m.name.is_empty() && !m.text.is_empty(), || {
                format!("{owner}: empty name or text")
            })?;
            if let Some(p) = &m.creates_province {
                check_province(&owner, p)?;
            }
            check(
                !m.discard_if_province_exists || m.creates_province.is_some(),
                || format!("{owner}: discard_if_province_exists without a province"),
            )?;
        }
        Ok(())
    }

    fn validate_tables(&self) -> Result<(), DataError> {
        check(!self.contributions.is_empty(), || {
            "empty Contributions table".to_string()
        })?;
        for pair in self.contributions.windows(2) {
            check(
                pair[0].min_talents < pair[1].min_talents && pair[0].influence < pair[1].influence,
                || "Contributions table is not strictly increasing".to_string(),
            )?;
        }
        check(!self.era_ends_text.is_empty(), || {
            "empty Era Ends text".to_string()
        })
    }

    /// The cards of `era` in a fixed order: wars, families, statesmen, leaders, intrigue,
    /// concessions, each in file order (families by ID). Only card types held in this data.
    fn deck_of(&self, era: Era) -> Vec<DeckCard> {
        let wars = self
            .wars
            .iter()
            .filter(|w| w.era == era)
            .map(|w| DeckCard::War(w.key.clone()));
        let families = self
            .families
            .iter()
            .filter(|f| f.era == era)
            .map(|f| DeckCard::Family(f.id));
        let statesmen = self
            .statesmen
            .iter()
            .filter(|s| s.era == era)
            .map(|s| DeckCard::Statesman(s.id.clone()));
        let leaders = self
            .leaders
            .iter()
            .filter(|l| l.era == era)
            .map(|l| DeckCard::Leader(l.key.clone()));
        let intrigue = self
            .intrigue
            .iter()
            .filter(|i| i.era == era)
            .map(|i| DeckCard::Intrigue(i.key.clone()));
        let concessions = self
            .concessions
            .iter()
            .filter(|c| c.era == era)
            .map(|c| DeckCard::Concession(c.key.clone()));
        let laws = self
            .laws
            .iter()
            .filter(|l| l.era == era)
            .map(|l| DeckCard::Law(l.key.clone()));
        let misc = self
            .misc
            .iter()
            .filter(|m| m.era == era)
            .map(|m| DeckCard::Misc(m.key.clone()));
        wars.chain(families)
            .chain(statesmen)
            .chain(leaders)
            .chain(intrigue)
            .chain(concessions)
            .chain(laws)
            .chain(misc)
            .collect()
    }

    /// The Early Republic deck: every card of the scenario deck as DeckCard (64 cards: 8 wars,
    /// 20 families, 5 statesmen, 4 leaders, 14 intrigue, 13 concessions). Era Ends is NOT
    /// included (it is placed separately at setup), and neither is anything removed at setup
    /// (the 1st Punic War is in the list; setup moves it to the Inactive Wars box).
    ///
    /// The order is fixed (wars, families, statesmen, leaders, intrigue, concessions), so a
    /// seeded shuffle of it is reproducible.
    pub fn early_deck(&self) -> Vec<DeckCard> {
        self.deck_of(Era::Early)
    }

    /// The Middle Republic deck (DATA-21, SET-07): every card of the gray deck, 46 cards: 10
    /// wars, 5 families (#21-#25), 8 statesmen, 1 leader, 16 intrigue, 5 laws and the
    /// Pergamene Bequest. Era Ends is not included. The order is fixed (wars, families,
    /// statesmen, leaders, intrigue, concessions, laws, Forum cards).
    pub fn middle_deck(&self) -> Vec<DeckCard> {
        self.deck_of(Era::Middle)
    }

    /// The Late Republic deck (DATA-21, SET-08), in the same fixed order.
    pub fn late_deck(&self) -> Vec<DeckCard> {
        self.deck_of(Era::Late)
    }

    /// The deck a card belongs to; None for Era Ends or an unknown key.
    pub fn card_era(&self, c: &DeckCard) -> Option<Era> {
        match c {
            DeckCard::Family(id) => self.family(*id).map(|f| f.era),
            DeckCard::Statesman(id) => self.statesman(id).map(|s| s.era),
            DeckCard::War(k) => self.war(k).map(|w| w.era),
            DeckCard::Leader(k) => self.leader(k).map(|l| l.era),
            DeckCard::Intrigue(k) => self.intrigue(k).map(|i| i.era),
            DeckCard::Concession(k) => self.concession(k).map(|c| c.era),
            DeckCard::Law(k) => self.law(k).map(|l| l.era),
            DeckCard::Misc(k) => self.misc_card(k).map(|m| m.era),
            DeckCard::EraEnds => None,
        }
    }

    /// The Event cards and board tables ([`board_data`]); empty if they failed to load (then
    /// [`early_republic`] has failed too).
    pub fn board(&self) -> &BoardData {
        board_or_empty()
    }

    /// The province card with this key ("sicilia") (DATA-20).
    pub fn province(&self, key: &str) -> Option<&ProvinceCard> {
        self.board().province(key)
    }

    /// The province card named `name` ("Sardinia et Corsica", as war cards spell it) or keyed
    /// `name` (DATA-20): the one place names and keys are matched.
    pub fn province_by_name(&self, name: &str) -> Option<&ProvinceCard> {
        self.board().province_by_name(name)
    }
    /// A Province's key from its name as the cards and orders spell it (or its key); a name
    /// no Province has is kept as written (trimmed), so that a lookup by it finds nothing.
    pub fn province_key(&self, name: &str) -> String {
        let name = name.trim();
        self.province_by_name(name)
            .map_or_else(|| name.to_string(), |c| c.key.clone())
    }

    /// The display name of a province key (the key itself if unknown).
    pub fn province_name(&self, key: &str) -> String {
        self.province(key)
            .map_or_else(|| key.to_string(), |p| p.name.clone())
    }

    /// The Event card with this key ("evil-omens"; case-insensitive) (DATA-02).
    pub fn event(&self, key: &str) -> Option<&EventCard> {
        self.board().event(key)
    }

    /// The event of the Random Events Table (DATA-01) for a 3d6 roll in an era; `None` outside
    /// 3..=18.
    pub fn event_for_roll(&self, era: Era, roll: u8) -> Option<&EventCard> {
        self.board().event_for_roll(era, roll)
    }

    /// The 18 Event cards (DATA-02), in file order.
    pub fn events(&self) -> &[EventCard] {
        &self.board().events
    }

    /// The No Recruitment and Mob pseudo-events of the Population Table (DATA-02).
    pub fn pseudo_event(&self, key: &str) -> Option<&PseudoEvent> {
        self.board().pseudo_event(key)
    }

    /// Population Table (DATA-04, POP-03): the result for a modified 3d6 total (≥18 … 0, <0).
    pub fn population_result(&self, total: i32) -> PopulationResult {
        self.board().population_result(total)
    }

    /// Games table (DATA-08, FOR-15): Slice and Dice, Blood Fest, Gladiator Gala.
    pub fn games(&self) -> &[GamesRow] {
        &self.board().games
    }

    /// The Games row of a kind (DATA-08).
    pub fn games_row(&self, kind: crate::GamesKind) -> Option<&GamesRow> {
        self.board().games_row(kind)
    }

    /// The Family Senator with this ID (1..=30).
    pub fn family(&self, id: u8) -> Option<&FamilyCard> {
        self.families.iter().find(|f| f.id == id)
    }

    /// The Family Senators of one era, by ID.
    pub fn families_of(&self, era: Era) -> impl Iterator<Item = &FamilyCard> {
        self.families.iter().filter(move |f| f.era == era)
    }

    /// The Statesman with this ID ("1A"; case-insensitive).
    pub fn statesman(&self, id: &str) -> Option<&StatesmanCard> {
        self.statesmen
            .iter()
            .find(|s| s.id.eq_ignore_ascii_case(id))
    }

    /// The Statesmen of one family (e.g. 1A, 1B, 1C for family 1).
    pub fn statesmen_of_family(&self, family: u8) -> impl Iterator<Item = &StatesmanCard> {
        self.statesmen.iter().filter(move |s| s.family == family)
    }

    /// The War with this key ("punic-1"; case-insensitive).
    ///
    /// Province revolts (REV-02, FOR-22, [`province_revolt_key`]) are found here too.
    pub fn war(&self, key: &str) -> Option<&WarCard> {
        self.wars
            .iter()
            .chain(&self.province_revolts)
            .find(|w| w.key.eq_ignore_ascii_case(key))
    }

    /// The Enemy Leader with this key ("hannibal"; case-insensitive).
    pub fn leader(&self, key: &str) -> Option<&LeaderCard> {
        self.leaders
            .iter()
            .find(|l| l.key.eq_ignore_ascii_case(key))
    }

    /// The Intrigue card with this key ("tribune-3"; case-insensitive).
    pub fn intrigue(&self, key: &str) -> Option<&IntrigueCard> {
        self.intrigue
            .iter()
            .find(|i| i.key.eq_ignore_ascii_case(key))
    }

    /// The Concession with this key ("tax-farmer-1"; case-insensitive).
    pub fn concession(&self, key: &str) -> Option<&ConcessionCard> {
        self.concessions
            .iter()
            .find(|c| c.key.eq_ignore_ascii_case(key))
    }

    /// The Law card with this key ("calpurnian"; case-insensitive).
    pub fn law(&self, key: &str) -> Option<&LawCard> {
        self.laws.iter().find(|l| l.key.eq_ignore_ascii_case(key))
    }

    /// The Bequest or Conspiracy card with this key ("pergamene-bequest"; case-insensitive).
    pub fn misc_card(&self, key: &str) -> Option<&MiscCard> {
        self.misc.iter().find(|m| m.key.eq_ignore_ascii_case(key))
    }

    /// The wars a war matches (same series, itself excluded), in file order.
    pub fn matching_wars<'a>(&'a self, war: &'a WarCard) -> impl Iterator<Item = &'a WarCard> {
        self.wars
            .iter()
            .filter(move |w| w.key != war.key && w.series.is_some() && w.series == war.series)
    }

    /// The leaders that match a war.
    pub fn leaders_for<'a>(&'a self, war: &'a WarCard) -> impl Iterator<Item = &'a LeaderCard> {
        self.leaders.iter().filter(move |l| l.matches(war))
    }

    /// Influence gained for a contribution of `talents` (DATA-09): the highest bracket reached,
    /// 0 below the lowest.
    pub fn contribution_influence(&self, talents: u32) -> u8 {
        self.contributions
            .iter()
            .filter(|b| talents >= b.min_talents)
            .map(|b| b.influence)
            .max()
            .unwrap_or(0)
    }

    /// The display name of a deck card ("Cornelius", "P. Cornelius Scipio Africanus",
    /// "1st Punic War", "Tribune", "Egyptian Grain", "Era Ends"). An unknown key is shown as
    /// itself.
    pub fn card_name(&self, c: &DeckCard) -> String {
        match c {
            DeckCard::Family(id) => self
                .family(*id)
                .map_or_else(|| format!("Family #{id}"), |f| f.name.clone()),
            DeckCard::Statesman(id) => self
                .statesman(id)
                .map_or_else(|| id.clone(), |s| s.name.clone()),
            DeckCard::War(key) => self
                .war(key)
                .map_or_else(|| key.clone(), |w| w.name.clone()),
            DeckCard::Leader(key) => self
                .leader(key)
                .map_or_else(|| key.clone(), |l| l.name.clone()),
            DeckCard::Intrigue(key) => self
                .intrigue(key)
                .map_or_else(|| key.clone(), |i| i.name.clone()),
            DeckCard::Concession(key) => self
                .concession(key)
                .map_or_else(|| key.clone(), |k| k.name.clone()),
            DeckCard::Law(key) => self
                .law(key)
                .map_or_else(|| key.clone(), |l| l.name.clone()),
            DeckCard::Misc(key) => self
                .misc_card(key)
                .map_or_else(|| key.clone(), |m| m.name.clone()),
            DeckCard::EraEnds => "Era Ends".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// DATA-15 / SEN-47: the Revolts are marked in the data (the two Sicilian Slave Revolts, the
    /// Gladiator and Sertorian Revolts, and every Province in revolt), not read from names.
    #[test]
    fn the_revolts_are_marked_in_the_data() {
        let d = early_republic().unwrap();
        let mut printed: Vec<&str> = d
            .wars
            .iter()
            .filter(|w| w.revolt)
            .map(|w| w.key.as_str())
            .collect();
        printed.sort();
        assert_eq!(
            printed,
            [
                "gladiator-revolt",
                "sertorian",
                "sicilian-slave-revolt-1",
                "sicilian-slave-revolt-2"
            ]
        );
        assert!(!d.province_revolts.is_empty());
        assert!(d.province_revolts.iter().all(|w| w.revolt));
    }

    /// DATA-18: Intrigue cards of one kind are alike; other cards are themselves.
    #[test]
    fn cards_are_compared_by_their_kind() {
        let d = early_republic().unwrap();
        assert_eq!(
            d.card_identity("tribune-1"),
            d.card_identity("TRIBUNE-9"),
            "two Tribunes"
        );
        assert_eq!(
            d.card_identity("tribune-2"),
            CardIdentity::Intrigue(IntrigueKind::Tribune)
        );
        assert_ne!(
            d.card_identity("tribune-1"),
            d.card_identity("murder-of-a-tribune-1")
        );
        assert_eq!(
            d.card_identity("Tax-Farmer-1"),
            CardIdentity::Card("tax-farmer-1".into())
        );
        assert_ne!(
            d.card_identity("tax-farmer-1"),
            d.card_identity("tax-farmer-2")
        );
    }

    fn data() -> &'static ScenarioData {
        early_republic().expect("embedded data loads")
    }

    fn count_era<T>(items: &[T], era: Era, era_of: impl Fn(&T) -> Era) -> usize {
        items.iter().filter(|i| era_of(i) == era).count()
    }

    /// DATA-21 (and SET-02): the Early Republic deck is 64 cards plus Era Ends, made of
    /// 8 wars, 20 families, 5 statesmen, 4 leaders, 14 intrigue and 13 concessions.
    /// DATA-20: 15 province cards, names as the war cards spell them, 7 Frontier Provinces.
    #[test]
    fn data_20_province_cards() {
        let d = data();
        assert_eq!(d.board().provinces.len(), 15);
        for name in PROVINCE_NAMES {
            assert!(d.province_by_name(name).is_some(), "{name}");
        }
        assert_eq!(d.board().provinces.iter().filter(|p| p.frontier).count(), 7);
        let s = d.province("sardinia-et-corsica").expect("card");
        assert_eq!(s.name, "Sardinia et Corsica");
        assert_eq!(s.undeveloped.land_base, None);
        assert_eq!(s.undeveloped.state_income.label(), "-1d6-1");
        assert_eq!(s.undeveloped.state_income.total(&[4]), -5);
        let m = d.province("macedonia").expect("card");
        assert_eq!(m.developed.spoils.label(), "2d6-1");
        assert_eq!(d.province_name("illyricum"), "Illyricum");
    }

    /// SET-02: the Early deck holds the right number of each kind of card.
    #[test]
    fn data_21_early_deck_counts() {
        let d = data();
        let deck = d.early_deck();
        assert_eq!(deck.len(), 64);
        let count = |f: fn(&DeckCard) -> bool| deck.iter().filter(|c| f(c)).count();
        assert_eq!(count(|c| matches!(c, DeckCard::War(_))), 8);
        assert_eq!(count(|c| matches!(c, DeckCard::Family(_))), 20);
        assert_eq!(count(|c| matches!(c, DeckCard::Statesman(_))), 5);
        assert_eq!(count(|c| matches!(c, DeckCard::Leader(_))), 4);
        assert_eq!(count(|c| matches!(c, DeckCard::Intrigue(_))), 14);
        assert_eq!(count(|c| matches!(c, DeckCard::Concession(_))), 13);
        assert!(!deck.contains(&DeckCard::EraEnds));
        let tribunes = deck
            .iter()
            .filter(|c| matches!(c, DeckCard::Intrigue(k) if k.starts_with("tribune-")))
            .count();
        assert_eq!(tribunes, 9);
        let unique: HashSet<&DeckCard> = deck.iter().collect();
        assert_eq!(unique.len(), deck.len(), "deck cards are unique");
        // Every deck card resolves to a card of the Early era.
        for c in &deck {
            assert_eq!(d.card_era(c), Some(Era::Early), "{c:?}");
        }
        let statesmen: HashSet<&str> = deck
            .iter()
            .filter_map(|c| match c {
                DeckCard::Statesman(id) => Some(id.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(statesmen, HashSet::from(["1A", "2A", "18A", "19A", "22A"]));
        // The order is fixed: two calls give the same list.
        assert_eq!(deck, d.early_deck());
    }

    /// SET-07 / DATA-21: the Middle Republic deck holds 46 cards (components: 10 wars, families
    /// #21-#25, 8 statesmen, Viriathus, 16 intrigue, 5 laws, the Pergamene Bequest), each of
    /// the Middle era; the Late deck 49, and the three decks with Era Ends make the 160
    /// Scenario Cards of LR 1.02.
    #[test]
    fn data_21_middle_deck_counts() {
        let d = data();
        let deck = d.middle_deck();
        assert_eq!(deck.len(), 46);
        let count = |f: fn(&DeckCard) -> bool| deck.iter().filter(|c| f(c)).count();
        assert_eq!(count(|c| matches!(c, DeckCard::War(_))), 10);
        assert_eq!(count(|c| matches!(c, DeckCard::Family(_))), 5);
        assert_eq!(count(|c| matches!(c, DeckCard::Statesman(_))), 8);
        assert_eq!(count(|c| matches!(c, DeckCard::Leader(_))), 1);
        assert_eq!(count(|c| matches!(c, DeckCard::Intrigue(_))), 16);
        assert_eq!(count(|c| matches!(c, DeckCard::Concession(_))), 0);
        assert_eq!(count(|c| matches!(c, DeckCard::Law(_))), 5);
        assert_eq!(count(|c| matches!(c, DeckCard::Misc(_))), 1);
        let unique: HashSet<&DeckCard> = deck.iter().collect();
        assert_eq!(unique.len(), deck.len(), "deck cards are unique");
        for c in &deck {
            assert_eq!(d.card_era(c), Some(Era::Middle), "{c:?}");
        }
        let families: Vec<u8> = deck
            .iter()
            .filter_map(|c| match c {
                DeckCard::Family(id) => Some(*id),
                _ => None,
            })
            .collect();
        assert_eq!(families, vec![21, 22, 23, 24, 25]);
        let statesmen: HashSet<&str> = deck
            .iter()
            .filter_map(|c| match c {
                DeckCard::Statesman(id) => Some(id.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(
            statesmen,
            HashSet::from(["1B", "1C", "7A", "21A", "23A", "25A", "25B", "27A"])
        );
        let laws: HashSet<&str> = deck
            .iter()
            .filter_map(|c| match c {
                DeckCard::Law(k) => Some(k.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(
            laws,
            HashSet::from([
                "calpurnian",
                "acilian",
                "servilian",
                "tradition-erodes",
                "military-reforms"
            ])
        );
        assert!(deck.contains(&DeckCard::Misc("pergamene-bequest".into())));
        assert!(deck.contains(&DeckCard::Leader("viriathus".into())));
        assert!(!deck.contains(&DeckCard::EraEnds));
        assert_eq!(deck, d.middle_deck(), "the order is fixed");
        let late = d.late_deck();
        assert_eq!(late.len(), 49);
        assert_eq!(d.early_deck().len() + deck.len() + late.len() + 1, 160);
    }

    /// DATA-14 (card:law-acilian/4, card:law-tradition-erodes/2, card:law-gabinian/3,
    /// card:law-julian/2): ten laws, five of the Middle deck, their conditions as data.
    #[test]
    fn data_14_laws() {
        let d = data();
        assert_eq!(d.laws.len(), 10);
        assert_eq!(d.laws.iter().filter(|l| l.era == Era::Middle).count(), 5);
        assert_eq!(d.laws.iter().filter(|l| l.era == Era::Late).count(), 5);
        let acilian = d.law("acilian").expect("Acilian Law");
        assert_eq!(acilian.requires_law.as_deref(), Some("calpurnian"));
        let erodes = d.law("tradition-erodes").expect("Tradition Erodes");
        assert_eq!(erodes.min_active_war_strength, Some(15));
        assert_eq!(erodes.era, Era::Middle);
        let gabinian = d.law("gabinian").expect("Gabinian Law");
        assert_eq!(
            gabinian.playable_during_wars,
            vec!["cilician-pirates-1", "cilician-pirates-2"]
        );
        assert_eq!(
            d.law("julian").map(|l| l.playable_during_wars.clone()),
            Some(vec!["social".to_string()])
        );
        assert_eq!(
            d.card_name(&DeckCard::Law("military-reforms".into())),
            "Military Reforms"
        );
    }

    /// DATA-19 (card:bequest-pergamene/1, card:bequest-pergamene/2,
    /// card:bequest-pergamene/4, card:bequest-bithynian/2): the Bequests and the Catiline
    /// Conspiracy.
    #[test]
    fn data_19_bequests() {
        let d = data();
        assert_eq!(d.misc.len(), 4);
        let p = d.misc_card("pergamene-bequest").expect("Pergamene Bequest");
        assert_eq!(
            (p.era, p.kind, p.state_gain, p.creates_province.as_deref()),
            (Era::Middle, MiscKind::Bequest, Some(50), Some("Asia"))
        );
        assert!(!p.discard_if_province_exists);
        let b = d.misc_card("bithynian-bequest").expect("Bithynian Bequest");
        assert_eq!((b.era, b.state_gain), (Era::Late, Some(35)));
        assert!(b.discard_if_province_exists);
        let c = d.misc_card("catiline-conspiracy").expect("Catiline");
        assert_eq!(c.kind, MiscKind::Conspiracy);
    }

    /// DATA-12/13/15/16/18 for the Middle deck, numbers against the components tables and the
    /// cards' sentences: families #21-#25 (components senators.md table), Statesmen 25B and
    /// 27A (card:statesman-25b/1, card:statesman-27a/1, card:statesman-27a/2), wars
    /// (card:war-numantine/1, card:war-germanic-migrations/2, card:war-1st-sicilian-slave/1,
    /// card:war-1st-sicilian-slave/2, card:war-4th-macedonian/2, card:war-3rd-macedonian/2),
    /// Viriathus (card:leader-viriathus/1), Middle intrigue counts.
    #[test]
    fn data_21_middle_cards_match_the_components() {
        let d = data();
        let fam = |id| {
            d.family(id).map(|f| {
                (
                    f.name.as_str(),
                    f.military,
                    f.oratory,
                    f.loyalty,
                    f.influence,
                )
            })
        };
        assert_eq!(fam(21), Some(("Servilius", 3, 4, 9, 4)));
        assert_eq!(fam(22), Some(("Porcius", 2, 4, 10, 1)));
        assert_eq!(fam(23), Some(("Popillius", 1, 3, 7, 3)));
        assert_eq!(fam(24), Some(("Cassius", 3, 3, 9, 3)));
        assert_eq!(fam(25), Some(("Sempronius", 1, 3, 6, 3)));
        let gaius = d.statesman("25B").expect("25B");
        assert_eq!(
            (
                gaius.military,
                gaius.oratory,
                gaius.loyalty,
                gaius.influence,
                gaius.popularity
            ),
            (1, 5, 6, 4, 3)
        );
        assert_eq!(gaius.opponents, vec!["25A"]);
        assert!(gaius.has_power(StatesmanPower::FreeLandBillProposal));
        assert_eq!(gaius.may_coexist_with, vec!["25A"]);
        let marius = d.statesman("27A").expect("27A");
        assert_eq!(
            (marius.era, marius.family, marius.military),
            (Era::Middle, 27, 5)
        );
        assert!(marius.has_power(StatesmanPower::KnightRollPlusOne));
        assert!(marius.nullifies_war("social") && marius.nullifies_war("jugurthine"));
        let sulla = d.statesman("1C").expect("1C");
        assert_eq!(sulla.opponents, vec!["27A"]);
        let num = d.war("numantine").expect("Numantine War");
        assert_eq!(
            (
                num.land,
                num.fleet_support,
                num.disaster.clone(),
                num.standoff.clone()
            ),
            (8, 2, vec![14], vec![11, 18])
        );
        assert_eq!(
            num.inactive_until_provinces,
            vec!["Hispania Citerior", "Hispania Ulterior"]
        );
        assert_eq!(num.attacks, vec!["Hispania Citerior"]);
        let germ = d.war("germanic-migrations").expect("Germanic Migrations");
        assert!(germ.creates_on_attack);
        assert_eq!(germ.creates_provinces, vec!["Gallia Narbonensis"]);
        let slaves = d
            .war("sicilian-slave-revolt-1")
            .expect("1st Sicilian Slave Revolt");
        assert_eq!(slaves.eliminates_concessions, vec!["sicilian-grain"]);
        assert_eq!(slaves.inactive_until_provinces, vec!["Sicilia"]);
        assert!(slaves.drought && slaves.revolt);
        assert_eq!((slaves.land, slaves.disaster.clone()), (4, vec![17]));
        let mac4 = d.war("macedonian-4").expect("4th Macedonian War");
        assert_eq!(mac4.creates_provinces, vec!["Macedonia"]);
        let mac3 = d.war("macedonian-3").expect("3rd Macedonian War");
        assert_eq!(mac3.revolt_if_province.as_deref(), Some("Macedonia"));
        assert_eq!((mac3.land, mac3.fleet_support, mac3.spoils), (8, 5, 35));
        let pir = d.war("cilician-pirates-1").expect("Cilician Pirates");
        assert_eq!((pir.land, pir.fleet_support, pir.naval), (3, 2, 8));
        assert!(pir.starts_inactive && pir.drought);
        let v = d.leader("viriathus").expect("Viriathus");
        assert_eq!((v.strength, v.disaster, v.standoff), (5, 15, 12));
        assert_eq!(v.matches_series, "Spanish Revolts");
        let middle = |kind: IntrigueKind| {
            d.intrigue
                .iter()
                .filter(|i| i.era == Era::Middle && i.kind == kind)
                .count()
        };
        assert_eq!(middle(IntrigueKind::Tribune), 7);
        assert_eq!(middle(IntrigueKind::MurderOfATribune), 2);
        assert_eq!(middle(IntrigueKind::Graft), 1);
        assert_eq!(middle(IntrigueKind::MobIncitedToViolence), 1);
        assert_eq!(middle(IntrigueKind::SecretBodyguard), 2);
        assert_eq!(middle(IntrigueKind::Assassin), 2);
    }

    /// DATA-21: card keys are unique across all card types and all eras, and every lookup by
    /// key finds its own card.
    #[test]
    fn data_21_all_keys_unique() {
        let d = data();
        let mut keys = HashSet::new();
        for k in d
            .statesmen
            .iter()
            .map(|s| &s.id)
            .chain(d.wars.iter().map(|w| &w.key))
            .chain(d.leaders.iter().map(|l| &l.key))
            .chain(d.intrigue.iter().map(|i| &i.key))
            .chain(d.concessions.iter().map(|c| &c.key))
        {
            assert!(keys.insert(k.to_ascii_lowercase()), "duplicate key {k}");
        }
        for w in &d.wars {
            assert_eq!(d.war(&w.key), Some(w));
        }
        for i in &d.intrigue {
            assert_eq!(d.intrigue(&i.key), Some(i));
        }
        for c in &d.concessions {
            assert_eq!(d.concession(&c.key), Some(c));
        }
    }

    /// DATA-12: 30 Family Senators, IDs 1..=30 each once; 1-20 Early, 21-25 Middle, 26-30 Late.
    #[test]
    fn data_12_families() {
        let d = data();
        assert_eq!(d.families.len(), 30);
        for id in 1..=30u8 {
            assert_eq!(d.families.iter().filter(|f| f.id == id).count(), 1, "{id}");
            let era = match id {
                1..=20 => Era::Early,
                21..=25 => Era::Middle,
                _ => Era::Late,
            };
            assert_eq!(d.family(id).map(|f| f.era), Some(era), "{id}");
        }
        assert_eq!(d.families_of(Era::Early).count(), 20);
        let c = d.family(1).expect("Cornelius");
        assert_eq!(c.name, "Cornelius");
        assert_eq!(
            (c.military, c.oratory, c.loyalty, c.influence),
            (4, 3, 9, 5)
        );
        let v = d.family(3).expect("Valerius");
        assert_eq!(
            (v.military, v.oratory, v.loyalty, v.influence),
            (1, 2, 10, 5)
        );
        let t = d.family(20).expect("Terentius");
        assert_eq!(
            (t.military, t.oratory, t.loyalty, t.influence),
            (2, 1, 6, 1)
        );
        let p = d.family(22).expect("Porcius");
        assert_eq!((p.name.as_str(), p.era), ("Porcius", Era::Middle));
        assert_eq!(d.card_name(&DeckCard::Family(6)), "Manlius");
        assert_eq!(d.family(0), None);
        assert_eq!(d.family(31), None);
    }

    /// DATA-13: 19 Statesmen (Early 5, Middle 8, Late 6), each of an existing family.
    #[test]
    fn data_13_statesmen() {
        let d = data();
        assert_eq!(d.statesmen.len(), 19);
        let era = |s: &StatesmanCard| s.era;
        assert_eq!(count_era(&d.statesmen, Era::Early, era), 5);
        assert_eq!(count_era(&d.statesmen, Era::Middle, era), 8);
        assert_eq!(count_era(&d.statesmen, Era::Late, era), 6);
        for s in &d.statesmen {
            assert!(d.family(s.family).is_some(), "{}", s.id);
            assert!(!s.ability.is_empty(), "{}", s.id);
        }
        let scipio = d.statesman("1a").expect("Scipio");
        assert_eq!(scipio.id, "1A");
        assert_eq!(scipio.short_name, "Scipio");
        assert_eq!(
            (
                scipio.military,
                scipio.oratory,
                scipio.loyalty,
                scipio.influence
            ),
            (5, 5, 7, 6)
        );
        assert_eq!(scipio.opponents, vec!["22A".to_string()]);
        assert!(scipio.nullifies_war("punic-2"));
        assert!(!scipio.nullifies_war("macedonian-1"));
        let cato = d.statesman("22A").expect("Cato");
        assert_eq!(cato.era, Era::Early);
        assert_eq!(d.family(cato.family).map(|f| f.era), Some(Era::Middle));
        assert!(cato.has_power(StatesmanPower::FreeTribune));
        assert!(cato.has_power(StatesmanPower::LawVotesPlusSix));
        assert_eq!(cato.opponents, vec!["1A", "1B", "18A"]);
        let fabius = d.statesman("2A").expect("Fabius");
        assert!(fabius.has_power(StatesmanPower::HalvesLosses));
        let pompey = d.statesman("30A").expect("Pompey");
        assert_eq!(pompey.military, 0);
        assert_eq!(pompey.military_text.as_deref(), Some("1d6+1"));
        assert_eq!(pompey.popularity, 5);
        assert_eq!(d.statesmen_of_family(1).count(), 3);
        assert_eq!(
            d.card_name(&DeckCard::Statesman("19A".into())),
            "L. Aemilius Paullus Macedonicus"
        );
    }

    /// DATA-15 and SET-02: 31 wars (Early 8, Middle 10, Late 13); the 1st Punic War is printed
    /// inactive (it starts the Early game in the Inactive Wars box); series are complete.
    #[test]
    fn data_15_wars() {
        let d = data();
        assert_eq!(d.wars.len(), 31);
        let era = |w: &WarCard| w.era;
        assert_eq!(count_era(&d.wars, Era::Early, era), 8);
        assert_eq!(count_era(&d.wars, Era::Middle, era), 10);
        assert_eq!(count_era(&d.wars, Era::Late, era), 13);
        let p1 = d.war("punic-1").expect("1st Punic War");
        assert_eq!(p1.name, "1st Punic War");
        assert_eq!((p1.land, p1.fleet_support, p1.naval), (10, 5, 10));
        assert_eq!(
            (p1.disaster.as_slice(), p1.standoff.as_slice()),
            (&[13][..], &[11, 14][..])
        );
        assert_eq!(p1.spoils, 35);
        assert!(p1.starts_inactive);
        assert!(p1.has_naval());
        let inactive_early: HashSet<&str> = d
            .wars
            .iter()
            .filter(|w| w.era == Era::Early && w.starts_inactive)
            .map(|w| w.key.as_str())
            .collect();
        assert_eq!(
            inactive_early,
            HashSet::from(["punic-1", "illyrian-1", "macedonian-2"])
        );
        let p2 = d.war("punic-2").expect("2nd Punic War");
        assert!(p2.tax_farmer_attack);
        assert_eq!(d.matching_wars(p2).count(), 2);
        let ill1 = d.war("illyrian-1").expect("1st Illyrian War");
        assert!(ill1.drought);
        let syrian = d.war("syrian").expect("Syrian War");
        assert_eq!(syrian.series, None);
        assert_eq!(syrian.match_group(), "Syrian War");
        let mac = d.war("macedonian-1").expect("1st Macedonian War");
        assert_eq!(mac.series_size, Some(4));
        assert_eq!(d.matching_wars(mac).count(), 3);
    }

    /// DATA-16: 9 enemy leaders (Early 4); each matches its war series.
    #[test]
    fn data_16_leaders() {
        let d = data();
        assert_eq!(d.leaders.len(), 9);
        let era = |l: &LeaderCard| l.era;
        assert_eq!(count_era(&d.leaders, Era::Early, era), 4);
        assert_eq!(count_era(&d.leaders, Era::Middle, era), 1);
        assert_eq!(count_era(&d.leaders, Era::Late, era), 4);
        let series = |k: &str| d.leader(k).map(|l| l.matches_series.clone());
        assert_eq!(series("hannibal").as_deref(), Some("Punic Wars"));
        assert_eq!(series("hamilcar").as_deref(), Some("Punic Wars"));
        assert_eq!(series("philip-v").as_deref(), Some("Macedonian Wars"));
        assert_eq!(series("antiochus-iii").as_deref(), Some("Syrian War"));
        let hannibal = d.leader("hannibal").expect("Hannibal");
        assert_eq!(
            (hannibal.strength, hannibal.disaster, hannibal.standoff),
            (7, 9, 16)
        );
        let punic3 = d.war("punic-3").expect("3rd Punic War");
        assert!(hannibal.matches(punic3));
        let syrian = d.war("syrian").expect("Syrian War");
        let names: Vec<&str> = d.leaders_for(syrian).map(|l| l.name.as_str()).collect();
        assert_eq!(names, vec!["Antiochus III"]);
        assert!(d.leader("cleopatra").is_some_and(|l| l.kept_in_hand));
    }

    /// DATA-17: 13 concessions with their income.
    #[test]
    fn data_17_concessions() {
        let d = data();
        assert_eq!(d.concessions.len(), 13);
        for n in 1..=6u8 {
            let tf = d
                .concession(&format!("tax-farmer-{n}"))
                .expect("tax farmer");
            assert_eq!(tf.income, 2);
            assert_eq!(tf.tax_farmer_roll, Some(n));
            assert_eq!(tf.name, format!("Tax Farmer {n}"));
        }
        let income = |k: &str| d.concession(k).map(|c| c.income);
        assert_eq!(income("harbor-fees"), Some(3));
        assert_eq!(income("mining"), Some(3));
        assert_eq!(income("land-commissioner"), Some(3));
        assert_eq!(income("sicilian-grain"), Some(4));
        assert_eq!(income("egyptian-grain"), Some(5));
        let eg = d.concession("egyptian-grain").expect("Egyptian Grain");
        assert_eq!(eg.name, "Egyptian Grain");
        assert!(eg.grain);
        assert_eq!(eg.destroyed_by_wars, vec!["alexandrine"]);
        let arm = d.concession("armaments").expect("Armaments");
        assert_eq!((arm.income, arm.per_unit_income), (0, 2));
        assert_eq!(arm.raised_unit, Some(RaisedUnit::Legion));
        let ships = d.concession("ship-building").expect("Ship Building");
        assert_eq!((ships.income, ships.per_unit_income), (0, 3));
        assert_eq!(ships.raised_unit, Some(RaisedUnit::Fleet));
        assert!(
            d.concession("land-commissioner")
                .is_some_and(|c| c.requires_land_bill)
        );
    }

    /// DATA-18: intrigue cards per deck: Early 14 (Tribune 9, Assassin, Blackmail, Influence
    /// Peddling, Secret Bodyguard, Seduction), Middle 16 (Tribune 7), Late 13 (Tribune 4).
    #[test]
    fn data_18_intrigue_counts() {
        let d = data();
        let era = |i: &IntrigueCard| i.era;
        assert_eq!(count_era(&d.intrigue, Era::Early, era), 14);
        assert_eq!(count_era(&d.intrigue, Era::Middle, era), 16);
        assert_eq!(count_era(&d.intrigue, Era::Late, era), 13);
        let tribunes = |e: Era| {
            d.intrigue
                .iter()
                .filter(|i| i.era == e && i.kind == IntrigueKind::Tribune)
                .count()
        };
        assert_eq!(
            (
                tribunes(Era::Early),
                tribunes(Era::Middle),
                tribunes(Era::Late)
            ),
            (9, 7, 4)
        );
        for n in 1..=9 {
            let t = d.intrigue(&format!("tribune-{n}")).expect("tribune");
            assert_eq!((t.era, t.name.as_str()), (Era::Early, "Tribune"));
        }
        for key in [
            "assassin-1",
            "blackmail-1",
            "influence-peddling-1",
            "secret-bodyguard-1",
            "seduction-1",
        ] {
            assert_eq!(d.intrigue(key).map(|i| i.era), Some(Era::Early), "{key}");
        }
        assert_eq!(d.intrigue("tribune-10").map(|i| i.era), Some(Era::Middle));
        // The key prefix is the serde spelling of the kind.
        for i in &d.intrigue {
            let json = serde_json::to_string(&i.kind).expect("serialize");
            assert_eq!(json, format!("\"{}\"", i.kind.as_str()));
            assert!(i.key.starts_with(i.kind.as_str()));
        }
    }

    /// DATA-09: Contributions 10T → +1, 25T → +3, 50T → +7 (printed board).
    #[test]
    fn data_09_contributions() {
        let d = data();
        let brackets: Vec<(u32, u8)> = d
            .contributions
            .iter()
            .map(|b| (b.min_talents, b.influence))
            .collect();
        assert_eq!(brackets, vec![(10, 1), (25, 3), (50, 7)]);
        assert_eq!(d.contribution_influence(9), 0);
        assert_eq!(d.contribution_influence(10), 1);
        assert_eq!(d.contribution_influence(24), 1);
        assert_eq!(d.contribution_influence(25), 3);
        assert_eq!(d.contribution_influence(49), 3);
        assert_eq!(d.contribution_influence(50), 7);
        assert_eq!(d.contribution_influence(200), 7);
    }

    /// DATA-19: the Era Ends card has its text and is not part of the shuffled deck.
    #[test]
    fn data_19_era_ends() {
        let d = data();
        assert!(d.era_ends_text.contains('9'));
        assert_eq!(d.card_name(&DeckCard::EraEnds), "Era Ends");
        assert!(!d.early_deck().contains(&DeckCard::EraEnds));
    }

    /// DATA-21: the data is parsed once and cached.
    #[test]
    fn data_21_cached_once() {
        let a = data();
        let b = data();
        assert!(std::ptr::eq(a, b));
        assert_eq!(ScenarioData::parse(&DataSources::EMBEDDED).as_ref(), Ok(a));
    }

    /// DATA-12: a duplicate family ID is reported as inconsistent data.
    #[test]
    fn data_12_duplicate_family_is_inconsistent() {
        let families = format!(
            "{}\n[[family]]\nid = 1\nname = \"Again\"\nera = \"early\"\nmilitary = 1\noratory = 1\nloyalty = 1\ninfluence = 1\n",
            DataSources::EMBEDDED.families
        );
        let sources = DataSources {
            families: &families,
            ..DataSources::EMBEDDED
        };
        let err = ScenarioData::parse(&sources).expect_err("duplicate id");
        assert!(
            matches!(err, DataError::Inconsistent(ref m) if m.contains("family")),
            "{err}"
        );
    }

    /// DATA-15: a malformed wars file is a parse error naming the file.
    #[test]
    fn data_15_bad_wars_file_is_parse_error() {
        let sources = DataSources {
            wars: "[[war]]\nkey = \"x\"\n",
            ..DataSources::EMBEDDED
        };
        let err = ScenarioData::parse(&sources).expect_err("missing fields");
        assert!(
            matches!(
                err,
                DataError::Parse {
                    file: "wars.toml",
                    ..
                }
            ),
            "{err}"
        );
    }

    /// DATA-13: a statesman naming an unknown opponent is reported.
    #[test]
    fn data_13_unknown_opponent_is_inconsistent() {
        let statesmen = DataSources::EMBEDDED
            .statesmen
            .replace("opponents = [\"22A\"]", "opponents = [\"99Z\"]");
        let sources = DataSources {
            statesmen: &statesmen,
            ..DataSources::EMBEDDED
        };
        let err = ScenarioData::parse(&sources).expect_err("unknown opponent");
        assert!(
            matches!(err, DataError::Inconsistent(ref m) if m.contains("99Z")),
            "{err}"
        );
    }

    /// DATA-01: the Random Events Table maps every 3d6 roll 3..=18 of every era to an existing
    /// event, uses 18 distinct events, and gives nothing outside 3..=18.
    #[test]
    fn data_01_event_table_covers_3_to_18_in_every_era() {
        let d = data();
        let mut used = HashSet::new();
        for era in Era::ALL {
            for roll in 3..=18u8 {
                let e = d.event_for_roll(era, roll).expect("event for every roll");
                used.insert(e.key.clone());
            }
            assert_eq!(d.event_for_roll(era, 2), None);
            assert_eq!(d.event_for_roll(era, 19), None);
            assert_eq!(d.event_for_roll(era, 0), None);
        }
        assert_eq!(used.len(), 18);
        assert_eq!(d.board().event_table.len(), 16);
        // 5, 9, 10 and 16 are the same in every era.
        for era in Era::ALL {
            let key = |roll| d.event_for_roll(era, roll).map(|e| e.key.as_str());
            assert_eq!(key(5), Some("ally-deserts"));
            assert_eq!(key(9), Some("drought"));
            assert_eq!(key(10), Some("evil-omens"));
            assert_eq!(key(16), Some("enemys-ally-deserts"));
        }
    }

    /// DATA-01: spot checks of the Early column against the printed board.
    #[test]
    fn data_01_early_rows_match_board() {
        let d = data();
        let name = |roll| d.event_for_roll(Era::Early, roll).map(|e| e.name.as_str());
        assert_eq!(name(3), Some("Mob Violence"));
        assert_eq!(name(4), Some("Natural Disaster"));
        assert_eq!(name(6), Some("Evil Omens"));
        assert_eq!(name(7), Some("Refuge"));
        assert_eq!(name(8), Some("Epidemic"));
        assert_eq!(name(11), Some("Storm at Sea"));
        assert_eq!(name(12), Some("Manpower Shortage"));
        assert_eq!(name(13), Some("Allied Enthusiasm"));
        assert_eq!(name(14), Some("New Alliance"));
        assert_eq!(name(15), Some("Rhodian Alliance"));
        assert_eq!(name(17), Some("Enemy Leader Dies"));
        assert_eq!(name(18), Some("Trial of Verres"));
    }

    /// DATA-01: spot checks of the Middle column against the printed board.
    #[test]
    fn data_01_middle_rows_match_board() {
        let d = data();
        let key = |roll| d.event_for_roll(Era::Middle, roll).map(|e| e.key.as_str());
        assert_eq!(key(3), Some("pretender-emerges"));
        assert_eq!(key(4), Some("storm-at-sea"));
        assert_eq!(key(6), Some("natural-disaster"));
        assert_eq!(key(7), Some("mob-violence"));
        assert_eq!(key(8), Some("internal-disorder"));
        assert_eq!(key(11), Some("epidemic"));
        assert_eq!(key(13), Some("barbarian-raids"));
        assert_eq!(key(17), Some("trial-of-verres"));
        assert_eq!(key(18), Some("rhodian-alliance"));
    }

    /// DATA-01: spot checks of the Late column against the printed board.
    #[test]
    fn data_01_late_rows_match_board() {
        let d = data();
        let key = |roll| d.event_for_roll(Era::Late, roll).map(|e| e.key.as_str());
        assert_eq!(key(3), Some("epidemic"));
        assert_eq!(key(6), Some("pretender-emerges"));
        assert_eq!(key(8), Some("mob-violence"));
        assert_eq!(key(12), Some("barbarian-raids"));
        assert_eq!(key(13), Some("manpower-shortage"));
        assert_eq!(key(14), Some("trial-of-verres"));
        assert_eq!(key(15), Some("allied-enthusiasm"));
        assert_eq!(key(18), Some("new-alliance"));
    }

    /// DATA-02: 18 two-sided Event cards with distinct names per side, plus the No Recruitment
    /// and Mob pseudo-events; the numbers of the cards.
    #[test]
    fn data_02_eighteen_two_sided_events() {
        let d = data();
        assert_eq!(d.events().len(), 18);
        for e in d.events() {
            assert!(
                !e.text.is_empty() && !e.increased_text.is_empty(),
                "{}",
                e.key
            );
            assert_ne!(e.name, e.increased_name, "{}", e.key);
            assert_eq!(d.event(&e.key), Some(e));
        }
        let ev = |k: &str| d.event(k).expect(k);
        let omens = ev("evil-omens");
        assert_eq!(
            (omens.name.as_str(), omens.increased_name.as_str()),
            ("Evil Omens", "More Evil Omens")
        );
        assert_eq!(omens.when, EventTiming::UntilEndOfTurn);
        assert_eq!(omens.effect.treasury_loss, Some(20));
        assert_eq!(omens.effect.die_modifier, Some(-1));
        assert_eq!(omens.effect.persuasion_modifier, Some(1));
        assert_eq!(omens.increased_effect.treasury_loss, None);
        assert!(omens.repeats_when_increased);
        let epidemic = ev("EPIDEMIC");
        assert_eq!(epidemic.increased_name, "Foreign Epidemic");
        assert_eq!(epidemic.when, EventTiming::Immediate);
        let m = epidemic.effect.mortality.expect("chits");
        assert_eq!((m.count(5, 0), m.victims), (6, MortalityVictims::InRome));
        let m = epidemic.increased_effect.mortality.expect("chits");
        assert_eq!(m.victims, MortalityVictims::FirstAwayFromRome);
        // Mob Violence: Unrest chits; More Mob Violence: Unrest + 1d6, same victims (card).
        let mob = ev("mob-violence");
        let m = mob.effect.mortality.expect("chits");
        assert_eq!(m.count(4, 0), 4);
        let more = mob.increased_effect.mortality.expect("chits");
        assert_eq!(more.plus_d6, 1);
        assert_eq!(more.count(4, 3), 7);
        assert_eq!(more.victims, MortalityVictims::InRomePopularityBelowUnrest);
        assert_eq!(m.victims, more.victims);
        let nd = ev("natural-disaster");
        assert_eq!(nd.effect.treasury_loss, Some(50));
        assert_eq!(nd.effect.concession_for_d6(1), Some("mining"));
        assert_eq!(nd.effect.concession_for_d6(2), Some("mining"));
        assert_eq!(nd.effect.concession_for_d6(4), Some("harbor-fees"));
        assert_eq!(nd.effect.concession_for_d6(5), Some("armaments"));
        assert_eq!(nd.effect.concession_for_d6(6), Some("ship-building"));
        assert_eq!(nd.effect.concession_for_d6(0), None);
        assert_eq!(nd.effect.concession_for_d6(7), None);
        assert_eq!(nd.increased_effect.treasury_loss, None);
        assert_eq!(ev("storm-at-sea").effect.fleets_lost_d6, Some(2));
        let ms = ev("manpower-shortage");
        assert_eq!(ms.effect.recruit_cost, Some(20));
        assert_eq!(ms.increased_effect.recruit_cost_increase, Some(10));
        assert_eq!(ev("drought").effect.drought_effects, Some(1));
        assert_eq!(ev("drought").increased_effect.drought_effects, Some(1));
        assert_eq!(ev("rhodian-alliance").effect.free_fleets, Some(8));
        assert_eq!(
            ev("rhodian-alliance").increased_effect.free_fleets,
            Some(12)
        );
        assert_eq!(ev("rhodian-alliance").when, EventTiming::Lasting);
        assert_eq!(ev("allied-enthusiasm").effect.treasury_gain, Some(50));
        assert_eq!(
            ev("allied-enthusiasm").increased_effect.treasury_gain,
            Some(75)
        );
        assert!(!ev("allied-enthusiasm").repeats_when_increased);
        // Barbarian Raids: repelled only on a total above 15 (above 17 increased).
        let raids = ev("barbarian-raids");
        let check = raids.effect.province_check.expect("raid roll");
        assert_eq!(
            (check.provinces, check.dice, check.must_exceed),
            (ProvinceScope::Frontier, 2, 15)
        );
        assert_eq!(
            raids.increased_effect.province_check.map(|c| c.must_exceed),
            Some(17)
        );
        let disorder = ev("internal-disorder");
        assert_eq!(
            disorder
                .effect
                .province_check
                .map(|c| (c.dice, c.must_exceed)),
            Some((1, 4))
        );
        assert_eq!(
            disorder
                .increased_effect
                .province_check
                .map(|c| c.must_exceed),
            Some(5)
        );
        assert_eq!(ev("trial-of-verres").effect.province_income_shift, Some(3));
        assert_eq!(
            ev("trial-of-verres").increased_effect.province_income_shift,
            Some(5)
        );
        let ally = ev("ally-deserts").effect.battle_shift.expect("shift");
        assert_eq!(ally.strength_change(4, [3, 1]), 4);
        assert_eq!(ally.strength_change(4, [3, 2]), 0);
        let dark = ev("ally-deserts")
            .increased_effect
            .battle_shift
            .expect("shift");
        assert_eq!(dark.strength_change(4, [3, 1]), 4);
        assert_eq!(dark.strength_change(2, [5, 1]), 6);
        let enemy = ev("enemys-ally-deserts")
            .effect
            .battle_shift
            .expect("shift");
        assert_eq!(enemy.strength_change(4, [3, 2]), -4);
        assert_eq!(enemy.strength_change(4, [3, 1]), 0);
        let alliance = ev("new-alliance");
        assert_eq!(alliance.when, EventTiming::EndOfSenatePhase);
        assert_eq!(
            alliance.effect.peace,
            Some(Peace {
                spoils: SpoilsShare::Half,
                shuffle_into_top: Some(6)
            })
        );
        assert_eq!(
            alliance.increased_effect.peace,
            Some(Peace {
                spoils: SpoilsShare::All,
                shuffle_into_top: None
            })
        );
        assert_eq!(ev("enemy-leader-dies").when, EventTiming::EndOfForumPhase);
        assert_eq!(ev("refuge").when, EventTiming::Lasting);
        assert_eq!(ev("pretender-emerges").when, EventTiming::Lasting);
        assert_eq!(ev("trial-of-verres").when, EventTiming::NextRevenuePhase);
        assert_eq!(omens.side_name(true), "More Evil Omens");
        assert!(omens.side_effect(false).treasury_loss.is_some());
        // Pseudo-events.
        let nr = d.pseudo_event("no-recruitment").expect("NR");
        assert!(nr.effect.no_recruitment);
        assert_eq!(nr.when, EventTiming::UntilEndOfTurn);
        let mob = d.pseudo_event("mob").expect("Mob");
        assert_eq!(mob.when, EventTiming::Immediate);
        assert_eq!(
            mob.effect.mortality.map(|m| (m.count(9, 0), m.victims)),
            Some((6, MortalityVictims::InRome))
        );
        assert_eq!(d.event("mob"), None);
    }

    /// DATA-04 / POP-03: the Population Table, every printed row (10 → +1, 7 → +3 MS,
    /// 2 → +5 NR, 1 → +5 NR Mob, 0 → +6 NR Mob, below 0 → People Revolt).
    #[test]
    fn data_04_population_table() {
        let d = data();
        assert_eq!(d.board().population.len(), 20);
        let r = |unrest_change, ms, nr, mob| PopulationResult {
            unrest_change,
            manpower_shortage: ms,
            no_recruitment: nr,
            mob,
            people_revolt: false,
        };
        let expected = [
            (18, r(-3, false, false, false)),
            (17, r(-2, false, false, false)),
            (16, r(-1, false, false, false)),
            (15, r(0, false, false, false)),
            (14, r(0, false, false, false)),
            (13, r(0, false, false, false)),
            (12, r(0, false, false, false)),
            (11, r(0, false, false, false)),
            (10, r(1, false, false, false)),
            (9, r(2, false, false, false)),
            (8, r(3, false, false, false)),
            (7, r(3, true, false, false)),
            (6, r(4, false, false, false)),
            (5, r(4, true, false, false)),
            (4, r(5, false, false, false)),
            (3, r(5, true, false, false)),
            (2, r(5, false, true, false)),
            (1, r(5, false, true, true)),
            (0, r(6, false, true, true)),
        ];
        for (total, result) in expected {
            assert_eq!(d.population_result(total), result, "total {total}");
        }
        assert_eq!(d.population_result(25), r(-3, false, false, false));
        let revolt = PopulationResult {
            people_revolt: true,
            ..PopulationResult::default()
        };
        assert_eq!(d.population_result(-1), revolt);
        assert_eq!(d.population_result(-12), revolt);
    }

    /// DATA-08 / FOR-15: Games 7T (+1 Pop, −1 Unrest), 13T (+2, −2), 18T (+3, −3).
    #[test]
    fn data_08_games_table() {
        use crate::GamesKind;
        let d = data();
        let rows: Vec<(GamesKind, &str, u32, i32, i32)> = d
            .games()
            .iter()
            .map(|g| (g.kind, g.name.as_str(), g.cost, g.popularity, g.unrest))
            .collect();
        assert_eq!(
            rows,
            vec![
                (GamesKind::SliceAndDice, "Slice and Dice", 7, 1, -1),
                (GamesKind::BloodFest, "Blood Fest", 13, 2, -2),
                (GamesKind::GladiatorGala, "Gladiator Gala", 18, 3, -3),
            ]
        );
        assert_eq!(d.games_row(GamesKind::BloodFest).map(|g| g.cost), Some(13));
    }

    /// DATA-01: a Random Events Table row naming an unknown event is reported.
    #[test]
    fn data_01_unknown_event_in_table_is_inconsistent() {
        let tables = DataSources::EMBEDDED
            .tables
            .replace("late = \"epidemic\"", "late = \"plague\"");
        let sources = DataSources {
            tables: &tables,
            ..DataSources::EMBEDDED
        };
        let err = ScenarioData::parse(&sources).expect_err("unknown event");
        assert!(
            matches!(err, DataError::Inconsistent(ref m) if m.contains("plague")),
            "{err}"
        );
    }

    /// DATA-08: a Games cost other than 7/13/18 is reported.
    #[test]
    fn data_08_wrong_games_cost_is_inconsistent() {
        let tables = DataSources::EMBEDDED
            .tables
            .replace("cost = 13", "cost = 12");
        let sources = DataSources {
            tables: &tables,
            ..DataSources::EMBEDDED
        };
        let err = ScenarioData::parse(&sources).expect_err("bad cost");
        assert!(
            matches!(err, DataError::Inconsistent(ref m) if m.contains("Games")),
            "{err}"
        );
    }

    /// DATA-04: a missing Population Table row is reported.
    #[test]
    fn data_04_missing_population_row_is_inconsistent() {
        let tables = DataSources::EMBEDDED
            .tables
            .replace("[[population]]\ntotal = 10\nunrest = 1\n\n", "");
        assert_ne!(tables, DataSources::EMBEDDED.tables);
        let sources = DataSources {
            tables: &tables,
            ..DataSources::EMBEDDED
        };
        let err = ScenarioData::parse(&sources).expect_err("missing row");
        assert!(
            matches!(err, DataError::Inconsistent(ref m) if m.contains("Population")),
            "{err}"
        );
    }

    /// DATA-02: a malformed events file is a parse error naming the file.
    #[test]
    fn data_02_bad_events_file_is_parse_error() {
        let sources = DataSources {
            events: "[[event]]\nkey = \"x\"\n",
            ..DataSources::EMBEDDED
        };
        let err = ScenarioData::parse(&sources).expect_err("missing fields");
        assert!(
            matches!(
                err,
                DataError::Parse {
                    file: "events.toml",
                    ..
                }
            ),
            "{err}"
        );
    }

    /// DATA-21: the board data is cached and loads with the cards.
    #[test]
    fn data_21_board_cached_once() {
        let a = board_data().expect("board data");
        let b = board_data().expect("board data");
        assert!(std::ptr::eq(a, b));
        assert!(std::ptr::eq(data().board(), a));
    }
}
