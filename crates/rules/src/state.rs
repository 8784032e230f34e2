//! The pieces of the game state: senators, factions, mortality chits, offices, the open round.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::api::{
    Answer, Decision, DecisionKind, FactionId, Proposal, SenateStage, SenatorId, VoteChoice,
};
use super::data::{DeckCard, ScenarioData};

/// A Mortality chit (SET-01, MOR-03).
///
/// RULING (SET-01/MOR-03): the 36 chits are 30 numbered 1-30, 4 blank and 2 "Draw 2". The rules
/// say only "36 Mortality Chits"; two independent implementations use this split (checklist
/// MOR-03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "chit", content = "n", rename_all = "snake_case")]
pub enum Chit {
    Senator(u8),
    Blank,
    DrawTwo,
}

impl Chit {
    /// The full cup of 36 chits in a fixed order (SET-01).
    pub fn full_cup() -> Vec<Chit> {
        let mut v: Vec<Chit> = (1..=30).map(Chit::Senator).collect();
        v.extend([Chit::Blank; 4]);
        v.extend([Chit::DrawTwo; 2]);
        v
    }

    /// As shown in events: "7", "none", "draw 2".
    pub fn label(&self) -> String {
        match self {
            Chit::Senator(n) => n.to_string(),
            Chit::Blank => "none".to_string(),
            Chit::DrawTwo => "draw 2".to_string(),
        }
    }

    /// Read a scripted chit ("7", "none"/"blank", "draw 2"/"draw2").
    pub fn parse(s: &str) -> Option<Chit> {
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "none" | "blank" | "" => Some(Chit::Blank),
            "draw 2" | "draw2" | "draw-2" | "draw two" => Some(Chit::DrawTwo),
            _ => t
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=30).contains(n))
                .map(Chit::Senator),
        }
    }
}

/// Major offices, in HRAO order (GEN-11). Public in the `View` (`SenatorView::offices`); render
/// writes their names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Office {
    Dictator,
    RomeConsul,
    FieldConsul,
    Censor,
    MasterOfHorse,
    PontifexMaximus,
    /// COM-17: a commander who stays with his forces after a battle that was not a victory.
    Proconsul,
}

impl Office {
    /// The office's English name, as events carry it (render writes it for the View).
    pub fn name(self) -> &'static str {
        match self {
            Office::Dictator => "Dictator",
            Office::RomeConsul => "Rome Consul",
            Office::FieldConsul => "Field Consul",
            Office::Censor => "Censor",
            Office::MasterOfHorse => "Master of Horse",
            Office::PontifexMaximus => "Pontifex Maximus",
            Office::Proconsul => "Proconsul",
        }
    }
}

/// A concession held by a senator; `corrupt` once it has generated revenue (its corrupt bar
/// is revealed, REV-06).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldConcession {
    pub key: String,
    pub corrupt: bool,
}

/// A senator in play: a Family card, a Statesman alone, or a Statesman on his Family card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Senator {
    /// The family number (= mortality chit number).
    pub family: u8,
    /// The Family card is in this stack.
    pub family_card: bool,
    /// The Statesman on top, if any ("1A").
    pub statesman: Option<String>,
    /// None = unaligned, in the Forum.
    pub faction: Option<FactionId>,
    pub faction_leader: bool,
    pub influence: u32,
    pub popularity: i32,
    pub knights: u32,
    /// Personal Treasury (secret in PBEM, GEN-04 as modified by S004).
    pub treasury: u32,
    pub offices: Vec<Office>,
    pub prior_consul: bool,
    pub concessions: Vec<HeldConcession>,
    /// In Rome (every senator is, until governors/commanders exist).
    pub in_rome: bool,
    /// FOR-18: holds a "major" marker (liable to a Major Prosecution this turn).
    #[serde(default)]
    pub major: bool,
    /// REV-08: holds a Corrupt marker (took provincial spoils; liable to a Minor Prosecution).
    #[serde(default)]
    pub corrupt: bool,
    /// SEN-57 / SEN-58: this Senator is Consul for Life (not an office, LR 1.09.823).
    #[serde(default)]
    pub consul_for_life: bool,
    /// RVN-08: holds a Rebel marker (in Revolt, Primary or Secondary).
    #[serde(default)]
    pub rebel: bool,
    /// SEN-15: holds a Priest marker (a minor office, public).
    #[serde(default)]
    pub priest: bool,
    /// RVN-03 / SEN-61 (ADV 2.04): Oratory gained by disbanding Veteran Legions (+1 each, −1
    /// for each recalled), added to the printed rating.
    #[serde(default, skip_serializing_if = "crate::disbandment::is_zero")]
    pub oratory_bonus: u8,
    /// REV-20: the Open Bodyguard card (its key) played on him, open (public).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open_bodyguard: Option<String>,
}

/// The family number `want` names written as `family.to_string()` writes it (decimal digits, no
/// sign, no leading zero), if it is one: the ID of a Family Senator with no Statesman on him.
pub fn family_written(want: &str) -> Option<u8> {
    let canonical = !want.is_empty()
        && want.len() <= 3
        && want.bytes().all(|b| b.is_ascii_digit())
        && (want.len() == 1 || !want.starts_with('0'));
    canonical.then(|| want.parse::<u8>().ok()).flatten()
}

impl Senator {
    /// A Family card entering play with its printed values.
    pub fn from_family(data: &ScenarioData, family: u8, faction: Option<FactionId>) -> Self {
        let influence = data.family(family).map_or(0, |f| u32::from(f.influence));
        Senator {
            family,
            family_card: true,
            statesman: None,
            faction,
            faction_leader: false,
            influence,
            popularity: 0,
            knights: 0,
            treasury: 0,
            offices: Vec::new(),
            prior_consul: false,
            concessions: Vec::new(),
            in_rome: true,
            major: false,
            corrupt: false,
            consul_for_life: false,
            rebel: false,
            priest: false,
            oratory_bonus: 0,
            open_bodyguard: None,
        }
    }

    /// The ID of the card on top.
    pub fn id(&self) -> SenatorId {
        match &self.statesman {
            Some(s) => SenatorId(s.clone()),
            None => SenatorId(self.family.to_string()),
        }
    }

    /// Is `want` his ID (`id()`, ASCII case ignored)? `family` is `family_written(want)`, read
    /// once for a search through every Senator (`find_senator`); builds no String.
    pub fn id_is_read(&self, want: &str, family: Option<u8>) -> bool {
        match &self.statesman {
            Some(s) => s.eq_ignore_ascii_case(want),
            None => family == Some(self.family),
        }
    }

    /// Sort key for "lowest ID" (GEN-03/GEN-11): family number, then statesman letter.
    /// Borrowed (no String built): sorts compare it once per comparison.
    pub fn id_key(&self) -> (u8, &str) {
        (self.family, self.statesman.as_deref().unwrap_or_default())
    }

    pub fn military(&self, data: &ScenarioData) -> u8 {
        match &self.statesman {
            Some(s) => data.statesman(s).map_or(0, |c| c.military),
            None => data.family(self.family).map_or(0, |c| c.military),
        }
    }

    /// The printed Oratory, plus what disbanded Legions gave him (RVN-03, ADV 2.04.2/4).
    pub fn oratory(&self, data: &ScenarioData) -> u8 {
        let printed = match &self.statesman {
            Some(s) => data.statesman(s).map_or(0, |c| c.oratory),
            None => data.family(self.family).map_or(0, |c| c.oratory),
        };
        printed.saturating_add(self.oratory_bonus)
    }

    pub fn loyalty(&self, data: &ScenarioData) -> u8 {
        match &self.statesman {
            Some(s) => data.statesman(s).map_or(0, |c| c.loyalty),
            None => data.family(self.family).map_or(0, |c| c.loyalty),
        }
    }

    pub fn name(&self, data: &ScenarioData) -> String {
        match &self.statesman {
            Some(s) => data
                .statesman(s)
                .map_or_else(|| s.clone(), |c| c.name.clone()),
            None => data
                .family(self.family)
                .map_or_else(|| format!("Family #{}", self.family), |c| c.name.clone()),
        }
    }

    /// Every name a player may write for him.
    pub fn aliases(&self, data: &ScenarioData) -> Vec<String> {
        let mut v = Vec::new();
        if let Some(s) = &self.statesman
            && let Some(c) = data.statesman(s)
        {
            v.push(c.name.clone());
            v.push(c.short_name.clone());
        }
        if let Some(f) = data.family(self.family) {
            v.push(f.name.clone());
        }
        v.push(self.id().0);
        v.dedup();
        v
    }

    /// GEN-09: votes = Oratory + Knights, for a senator in Rome.
    pub fn votes(&self, data: &ScenarioData) -> u32 {
        if self.in_rome {
            u32::from(self.oratory(data)) + self.knights
        } else {
            0
        }
    }

    /// GEN-05: influence never drops below 0.
    pub fn add_influence(&mut self, delta: i64) {
        let v = i64::from(self.influence).saturating_add(delta).max(0);
        self.influence = u32::try_from(v).unwrap_or(u32::MAX);
    }

    /// GEN-05: popularity stays within -9..=9.
    #[allow(dead_code)] // used by later phases (games, wars) and the tests
    pub fn add_popularity(&mut self, delta: i32) {
        self.popularity = self.popularity.saturating_add(delta).clamp(-9, 9);
    }
}

/// One player's faction.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionState {
    /// Faction Treasury (secret).
    pub treasury: u32,
    /// Faction cards in hand (secret).
    pub hand: Vec<DeckCard>,
    /// MOR-06: eliminated (its last Senator lost through an assassin's punishment): the seat is
    /// out of the game, skipped in every order and count.
    #[serde(default)]
    pub eliminated: bool,
    /// MOR-06: left without Senators and the Curia held none it may take: it takes the first
    /// Senator to enter the Curia.
    #[serde(default)]
    pub waiting_for_curia: bool,
}

/// Where the game is in the turn (GEN-01). Public in the `View` (`View::phase`); render writes
/// its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Setup,
    Mortality,
    Revenue,
    Forum,
    Population,
    Senate,
    Combat,
    Revolution,
}

impl Phase {
    /// The phase's English name, as events carry it (render writes it for the View).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "Setup",
            Phase::Mortality => "Mortality",
            Phase::Revenue => "Revenue",
            Phase::Forum => "Forum",
            Phase::Population => "Population",
            Phase::Senate => "Senate",
            Phase::Combat => "Combat",
            Phase::Revolution => "Revolution",
        }
    }
}

/// An enemy Leader in play with the war he strengthens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderInPlay {
    pub leader: String,
    pub war: String,
}

/// The round the game waits on: its decisions (options and defaults computed when it opened)
/// and the sealed answers received so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub kind: DecisionKind,
    pub decisions: Vec<Decision>,
    /// Sealed answers by decision ID.
    pub answers: BTreeMap<String, Answer>,
}

/// The talent ledger, for audits: every talent that entered or left the players' and the
/// State's hands since setup.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Accounts {
    /// Talents now held by the State.
    pub state_treasury: i64,
    /// Talents now in all Faction Treasuries.
    pub faction_treasuries: u64,
    /// Talents now in all Personal Treasuries.
    pub personal_treasuries: u64,
    /// Paid by the bank to the State so far (the 100T start, annual revenue, taxes).
    pub state_revenue: i64,
    /// Paid by the State to the bank so far (debits).
    pub state_debits: i64,
    /// Paid by the bank to the players so far (senators' income).
    pub income_paid: u64,
    /// Personal treasuries returned to the bank at death.
    pub lost_at_death: u64,
    /// Contributions from senators to the State so far (a transfer, not new money).
    pub contributions: u64,
    /// Paid by the players to the bank so far (knight attraction, games, initiative bids).
    #[serde(default)]
    pub spent_to_bank: u64,
    /// Paid by the bank to the players outside income so far (pressured knights).
    #[serde(default)]
    pub bank_to_players: u64,
}

impl Accounts {
    /// The conservation identity: what is held equals what came in minus what went out.
    pub fn balanced(&self) -> bool {
        let held = self.state_treasury
            + i64::try_from(self.faction_treasuries).unwrap_or(i64::MAX)
            + i64::try_from(self.personal_treasuries).unwrap_or(i64::MAX);
        let flow = self.state_revenue - self.state_debits
            + i64::try_from(self.income_paid).unwrap_or(i64::MAX)
            - i64::try_from(self.lost_at_death).unwrap_or(i64::MAX)
            + i64::try_from(self.bank_to_players).unwrap_or(i64::MAX)
            - i64::try_from(self.spent_to_bank).unwrap_or(i64::MAX);
        held == flow
    }
}

/// The running totals kept by the game (see [`Accounts`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ledger {
    pub state_revenue: i64,
    pub state_debits: i64,
    pub income_paid: u64,
    pub lost_at_death: u64,
    pub contributions: u64,
    #[serde(default)]
    pub spent_to_bank: u64,
    #[serde(default)]
    pub bank_to_players: u64,
}

/// An Event card in play in the Forum (FOR-04, FOR-22).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventInPlay {
    pub key: String,
    /// Flipped to its increased (dark blue) side.
    pub increased: bool,
    /// The turn it was placed (FOR-01 removes it at the next Forum Phase unless it says otherwise).
    pub turn: u32,
    /// Times its increased side was resolved again (cards that say so, e.g. More Evil Omens).
    #[serde(default)]
    pub repeats: u32,
}

/// A standing order (PB-03 "Players may place standing orders to alter their personal Default
/// Moves"): the answer to use as the Default Move for decisions of this kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingOrder {
    pub faction: FactionId,
    pub kind: DecisionKind,
    pub answer: Answer,
}

/// An opposed persuasion attempt waiting for the PB-05 round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    pub initiative: u8,
    pub persuader: SenatorId,
    pub faction: FactionId,
    pub target: SenatorId,
    pub target_faction: Option<FactionId>,
    /// Talents committed in the initiative orders (from the persuader's Personal Treasury).
    pub committed: u32,
    /// The public part of the base number when announced.
    pub public_base: i32,
    /// FOR-09 (LR 1.07.2): the persuader's Personal Treasury when the attempt was made, the
    /// first step of the initiative: Talents he gains after it (Knights pressured in the same
    /// initiative) cannot fund its bribe. None in games saved before it was kept.
    #[serde(default)]
    pub purse: Option<u32>,
}

/// Where the Forum Phase is (FOR-03, FOR-17, PB-03..PB-06).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForumState {
    /// Initiatives taken so far this phase (0..=6).
    pub taken: u8,
    /// FOR-17 house rule "bid ahead" (issue 21 §2): bids written for later auctions, each
    /// the faction's answer when its auction opens (`auction.rs`).
    #[serde(default)]
    pub bids_ahead: Vec<(FactionId, super::api::LaterBid)>,
    /// Opposed attempts waiting for the bribes round (PB-05).
    pub attempts: Vec<Attempt>,
    /// Attempts resolved this phase: (target, succeeded), for conditional bids (PB-06).
    pub outcomes: Vec<(SenatorId, bool)>,
    /// Rounds opened this phase (numbers the decision IDs).
    pub rounds: u32,
    /// The auctioned initiative on offer in the open round, if any.
    pub auction: Option<u8>,
    /// While a Forum round resolves: the factions whose answer is the seed's Default Move (they
    /// wrote nothing, or nothing legal, and have no standing order). Empty between rounds, so
    /// never part of a snapshot. Only such a faction's no-money attempt on an unaligned senator
    /// is "automatic and unopposed" (S004, DESIGN "Sources and conflicts").
    #[serde(skip)]
    pub seed_defaulted: Vec<FactionId>,
    /// While a Forum round resolves: the factions whose auction bid (and plan) is the seed's
    /// Default Move (PB-03, PB-06): the winner's plan is then worked out when the initiative
    /// comes, after the round's attempts. Empty between rounds, never part of a snapshot.
    #[serde(skip)]
    pub bid_defaulted: Vec<FactionId>,
}

/// A Roman force away from Rome against a war (SEN-44, COM-*). The Legions and Fleets are part
/// of `Game::legions` / `Game::fleets` (the totals in existence); those in Rome are the rest.
/// COM-13 (LR 1.10.5/4, 1.11.35/4): the allegiance of a Veteran Legion whose Senator died: it
/// stays a Veteran (LR 1.10.5/5) but owes nobody (no Family has the number 0). Veterans are
/// kept by the family number they owe allegiance to; this number stands for none.
pub const NO_ALLEGIANCE: u8 = 0;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Force {
    /// The Commander (None once he died and the force waits to be recalled, SEN-48).
    pub commander: Option<SenatorId>,
    /// SEN-21: a Dictator's Master of Horse goes with him.
    pub master_of_horse: Option<SenatorId>,
    pub war: String,
    pub legions: u32,
    /// COM-13: the veteran legions among `legions`, by the family number they owe allegiance to.
    pub veterans: Vec<u8>,
    pub fleets: u32,
    /// COM-03: the order in which the Senate dispatched it (0 = first this turn).
    pub dispatched: u32,
    /// The turn it was sent or last reinforced (SEN-45: not recalled the turn it left).
    pub sent_turn: u32,
}

/// A Land Bill in effect (SEN-40, REV-16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LandBill {
    pub level: u8,
    pub turn: u32,
}

/// A senator held captive by a war (COM-15, COM-16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Captive {
    pub senator: SenatorId,
    pub war: String,
}

/// Where the Senate Phase is (LR 1.09).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SenateState {
    pub stage: SenateStage,
    /// The Presiding Magistrate (SEN-01; the Censor during prosecutions).
    pub presiding: SenatorId,
    /// The presiding magistrate's remaining proposals, in order (PB-07/PB-10).
    pub queue: Vec<Proposal>,
    /// SEN-02 house rule "agenda vote" (issue 21 §2): votes written on proposals of the list
    /// still queued, each cast when its proposal is put (`senate/votes.rs`).
    #[serde(default)]
    pub agenda_votes: Vec<(FactionId, Proposal, VoteChoice)>,
    /// The queue came from the GM's Default Move (the PM did not answer).
    pub queue_by_gm: bool,
    /// PB-10 (issue 21): the queue is the GM's substitute (`gm substitute`), announced as his:
    /// each of its proposals is put as the GM's, in order, whoever presides meanwhile.
    #[serde(default)]
    pub queue_substituted: bool,
    /// The faction that wrote `queue` (issue 10: a queue belongs to the faction that wrote it).
    #[serde(default)]
    pub queue_owner: Option<FactionId>,
    /// Queues of factions that no longer preside, each applied again when its faction
    /// presides again (PB-10, issue 10).
    #[serde(default)]
    pub waiting_queues: Vec<(FactionId, Vec<Proposal>)>,
    /// The proposal being voted on.
    pub floor: Option<Proposal>,
    /// SEN-07: proposals defeated or vetoed this turn may not be put again.
    pub defeated: Vec<Proposal>,
    /// Rounds opened this phase (numbers decision IDs, bounds the phase).
    pub rounds: u32,
    /// SEN-23: prosecutions held this turn (minor count, major held).
    pub minor_prosecutions: u32,
    pub major_prosecution: bool,
    /// Prosecutions already tried this turn (accused, reason): SEN-31 no second trial.
    pub tried: Vec<(SenatorId, super::api::ProsecutionReason)>,
    /// SEN-40: Land Bill types proposed this turn; SEN-41 a repeal was proposed.
    pub land_bills_proposed: Vec<u8>,
    pub repeal_proposed: bool,
    /// SEN-39: concessions voted on this turn.
    pub concessions_voted: Vec<String>,
    /// SEN-06: senators who stepped down as presiding magistrate for the rest of the turn.
    pub stepped_down: Vec<SenatorId>,
    /// Commanders dispatched this phase (COM-03 order).
    pub dispatched: u32,
    /// The presiding magistrate was asked for proposals at this stage.
    pub asked: bool,
    /// Stages whose office was filled this turn (SEN-07: not re-filled the same turn).
    pub elected: Vec<SenateStage>,
    /// SEN-17: the Pontifex Maximus used his free veto this Senate Phase.
    #[serde(default)]
    pub pontifex_veto_used: bool,
    /// SEN-57: Consul for Life was proposed this turn (once per turn).
    #[serde(default)]
    pub cfl_proposed: bool,
    /// SEN-10 / SEN-11: Statesmen who used their inherent Tribune this turn (22A, 22B, 28A).
    #[serde(default)]
    pub free_tribunes_used: Vec<SenatorId>,
    /// SEN-50..SEN-53: this turn's assassinations (`senate/assassination.rs`).
    #[serde(default)]
    pub assassination: super::senate::assassination::AssassinationState,
    /// SEN-43: units raised and disbanded this Senate Phase (`senate/forces.rs`).
    #[serde(default)]
    pub forces: super::senate::forces::ForcesPhase,
    /// SEN-10 / PB-12: Tribune proposals claimed and on the floor (`senate/tribunes.rs`).
    #[serde(default)]
    pub tribunes: super::senate::tribunes::TribuneState,
    /// SEN-20: the Consuls were asked this turn whether they appoint a Dictator.
    #[serde(default)]
    pub dictator_asked: bool,
    /// SEN-60: the Senate was adjourning when a Forum Senator's pick was asked; the answer
    /// completes the adjournment instead of resuming the business.
    #[serde(default)]
    pub adjourning: bool,
    /// SEN-60 / SEN-59: the faction a Forum Senator being picked joins (the pick may be the
    /// Consul for Life's player's, for a faction he runs).
    #[serde(default)]
    pub repopulate_for: Option<super::api::FactionId>,
    /// SEN-02 / SEN-04: the terms announced with queued proposals and with the one on the
    /// floor (`senate/voting_order.rs`).
    #[serde(default)]
    pub voting: super::senate::voting_order::VotingState,
    /// SEN-10: whether a Tribune's proposal could be written since the last proposals round.
    #[serde(default)]
    pub tribune_window: super::senate::tribune_adjournment::TribuneWindow,
    /// SEN-15: this Senate Phase's Priesthood (`senate/priests.rs`).
    #[serde(default)]
    pub priests: super::senate::priests::PriestsPhase,
    /// PB-11: a prosecution waiting for the accused's choice to veto after his appeal
    /// (`senate/prosecutions.rs`).
    #[serde(default)]
    pub appeal_veto: super::senate::prosecutions::AppealVetoState,
    /// SEN-54: a Tribune waiting on Graft, Murder of a Tribune or Mob Incited to Violence
    /// (`senate/tribune_cancel.rs`).
    #[serde(default)]
    pub tribune_cancel: super::senate::tribune_cancel::TribuneCancelState,
    /// SEN-39: Fulvius Flaccus was asked this Senate Phase whether he claims the Land
    /// Commissioner (`senate/land_commissioner.rs`).
    #[serde(default)]
    pub flaccus_asked: bool,
    /// SEN-33 (ADV 2.05): the Advocate of the Prosecution being put (`senate/advocates.rs`).
    #[serde(
        default,
        skip_serializing_if = "super::senate::advocates::AdvocateState::is_idle"
    )]
    pub advocate: super::senate::advocates::AdvocateState,
    /// SEN-35 (LR 1.09.54/2): the Provinces left vacant when the Governors' business ended
    /// (`senate/governor_vacancy.rs`); None before it ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacant_after_governors: Option<Vec<String>>,
}

/// A Province with a Governor (SEN-35, REV-08..19). Provinces without one lie in the Forum
/// (`Game::forum_provinces`, keys only).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Province {
    /// The province card's key (data/provinces.toml), e.g. "sicilia".
    pub key: String,
    /// The Governor (away from Rome while he governs).
    pub governor: SenatorId,
    /// REV-19: turns left on the term dial (3 when elected).
    pub term: u8,
    /// REV-12: flipped to its Developed side.
    pub developed: bool,
    /// SEN-46: Legions garrisoned there (part of `Game::legions`).
    pub garrison: u32,
    /// The turn the Governor was elected (SEN-36: not replaced the turn he was elected).
    pub elected_turn: u32,
}
