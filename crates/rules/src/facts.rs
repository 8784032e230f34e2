//! The typed parts of events that several events share: why a senator died, why a Force came
//! home, why no battle was fought... Data only (ids and keys); `render` words them.

use serde::{Deserialize, Serialize};

use super::api::SenatorId;
use super::data::DeckCard;
use super::illegal::RuleId;
use super::posts::Post;

/// The result of a battle on the Combat Results Table (COM-06..COM-08).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleOutcome {
    Defeat,
    Stalemate,
    Victory,
    /// COM-07: an unmodified Disaster number.
    Disaster,
    /// COM-08: an unmodified Standoff number.
    Standoff,
}

impl BattleOutcome {
    /// The name on the Combat Results Table.
    pub fn name(self) -> &'static str {
        match self {
            BattleOutcome::Defeat => "Defeat",
            BattleOutcome::Stalemate => "Stalemate",
            BattleOutcome::Victory => "Victory",
            BattleOutcome::Disaster => "Disaster",
            BattleOutcome::Standoff => "Standoff",
        }
    }
}

/// Why a senator died (MOR-03 .. SEN-29); `rule()` is the rule that killed him.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum DeathCause {
    /// MOR-03: his chit was drawn in the Mortality Phase.
    Mortality,
    /// FOR-22: an Event card's chits (Epidemic, Natural Disaster ...): its key and side.
    Event { event: String, increased: bool },
    /// POP-04: the Mob's chits.
    Mob,
    /// COM-15: his chit was drawn for the units lost in a battle against `war`.
    Battle { war: String },
    /// COM-10: he commanded (or was Master of Horse) in a Defeat against `war`.
    Defeat { war: String },
    /// COM-16: a captive of `war`, which left play.
    CaptiveKilled { war: String },
    /// REV-01 / COM-16: captured by the Barbarian Raids and not ransomed.
    RaidCaptive,
    /// REV-02 / FOR-22: killed in the revolt of his Province (`lost`: the Governor's battle was
    /// lost, FOR-22 Pretender).
    Revolt {
        province: String,
        rule: RuleId,
        lost_battle: bool,
    },
    /// SEN-27: the accused, killed by the mob on his Popular Appeal.
    KilledOnAppeal,
    /// SEN-27: the Censor or Prosecutor, his chit drawn after a Popular Appeal of 12 or more.
    AppealMob,
    /// SEN-29: executed after a Major conviction.
    Executed,
    /// RVN-09 (LR 1.11.372): a secondary rebel, killed when the Revolt of `rebel` failed.
    RevoltFailed { rebel: super::api::SenatorId },
    /// RVN-09: his chit was drawn for the losses of a civil war battle.
    CivilWarBattle,
    /// RVN-09 (LR 1.11.373): the Senate's commander (or Master of Horse) defeated by `rebel`.
    DefeatedByRebel { rebel: SenatorId },
    /// RVN-09 (LR 1.11.371): the Rebel, defeated by the Senate's Army.
    RebelDefeated,
    /// SEN-51: killed by an assassin.
    Assassinated { assassin: SenatorId },
    /// SEN-53: the assassin, caught (`land_bill`: SEN-42, no further consequences).
    CaughtAssassin { land_bill: bool },
    /// SEN-53: the caught assassin's Faction Leader (condemned or the assassin himself) or a
    /// member of his faction implicated by the chits.
    Implicated,
    /// SEN-54: Mob Incited to Violence played against his faction by `faction`.
    MobIncited { faction: super::api::FactionId },
    /// DATA-19 (card:catiline-conspiracy/4): his chit drawn by the HRAO suppressing the
    /// Catiline Conspiracy against his faction.
    Catiline,
}

impl DeathCause {
    pub fn rule(&self) -> &str {
        match self {
            DeathCause::Mortality => "MOR-03",
            DeathCause::Event { .. } => "FOR-22",
            DeathCause::Mob => "POP-04",
            DeathCause::Battle { .. } => "COM-15",
            DeathCause::Defeat { .. } => "COM-10",
            DeathCause::CaptiveKilled { .. } => "COM-16",
            DeathCause::RaidCaptive => "REV-01",
            DeathCause::Revolt { rule, .. } => rule.as_str(),
            DeathCause::KilledOnAppeal | DeathCause::AppealMob => "SEN-27",
            DeathCause::Executed => "SEN-29",
            DeathCause::RevoltFailed { .. }
            | DeathCause::CivilWarBattle
            | DeathCause::DefeatedByRebel { .. }
            | DeathCause::RebelDefeated => "RVN-09",
            DeathCause::Assassinated { .. } => "SEN-51",
            DeathCause::CaughtAssassin { land_bill: true } => "SEN-42",
            DeathCause::CaughtAssassin { .. } | DeathCause::Implicated => "SEN-53",
            DeathCause::MobIncited { .. } => "SEN-54",
            DeathCause::Catiline => "DATA-19",
        }
    }
}

/// SET-06 / LR 1.07.312: where a Statesman played from the hand goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StatesmanEntry {
    /// On his Family card, already in the faction.
    OnFamilyCard,
    /// He takes his Family card from the Forum.
    FamilyFromForum,
    /// Alone: his Family card is not in play.
    Alone,
}

/// Why a Force came home (COM-05, COM-12, SEN-45, SEN-48, RVN-05, FOR-21/SEN-47 peace).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum ReturnReason {
    /// COM-12: its war is over.
    WarOver,
    /// COM-12: its war was won and its Commander is dead or captured.
    VictorGone,
    /// COM-05: only Fleets were left after a naval Victory.
    FleetAfterNavalVictory,
    /// COM-12: another Commander won its war.
    WonByAnother,
    /// FOR-21 / SEN-47: its war made peace.
    Peace { rule: RuleId },
    /// SEN-45: recalled by the Senate.
    Recalled,
    /// SEN-48: it has no Commander.
    NoCommander,
    /// SEN-48: its war is no longer in play.
    WarGone,
    /// SEN-48: it lacks the war's Fleet Support.
    NoFleetSupport,
    /// SEN-48: no Fleet against a war that must be fought at sea.
    NoFleetForNaval,
    /// SEN-48: no Legion against a land war.
    NoLegionForLand,
    /// RVN-05: its war is over; it comes home in the Revolution Phase.
    RevolutionPhase,
    /// GEN-12: its units were eliminated for want of maintenance.
    Unmaintained,
    /// COM-09 (card:statesman-29b/2): Lucullus recalled as the Senate Phase after his
    /// nullified Disaster or Standoff closed.
    LossesVoided,
}

impl ReturnReason {
    pub fn rule(&self) -> &str {
        match self {
            ReturnReason::WarOver | ReturnReason::VictorGone | ReturnReason::WonByAnother => {
                "COM-12"
            }
            ReturnReason::FleetAfterNavalVictory => "COM-05",
            ReturnReason::Peace { rule } => rule.as_str(),
            ReturnReason::Recalled => "SEN-45",
            ReturnReason::WarGone
            | ReturnReason::NoCommander
            | ReturnReason::NoFleetSupport
            | ReturnReason::NoFleetForNaval
            | ReturnReason::NoLegionForLand => "SEN-48",
            ReturnReason::RevolutionPhase => "RVN-05",
            ReturnReason::Unmaintained => "GEN-12",
            ReturnReason::LossesVoided => "COM-09",
        }
    }
}

/// Why a Force does not fight (COM-03 .. COM-05).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum NoBattle {
    /// COM-03: it has no Commander.
    NoCommander,
    /// COM-05: the war's fleet comes first and the Force has no Fleets.
    NoFleetForNaval,
    /// COM-05: after a naval Victory, too few Fleets are left to support the land battle.
    TooFewFleetsAfterNaval,
    /// COM-05 (LR 1.10.12, "at his discretion"): after a naval Victory the Commander stops,
    /// as his faction chose; the Force stays on the war.
    CommanderStops,
    /// COM-04: its Fleets do not meet the war's Fleet Support.
    FleetSupport { fleets: u32, support: u32 },
}

impl NoBattle {
    pub fn rule(&self) -> &'static str {
        match self {
            NoBattle::NoCommander => "COM-03",
            NoBattle::NoFleetForNaval
            | NoBattle::TooFewFleetsAfterNaval
            | NoBattle::CommanderStops => "COM-05",
            NoBattle::FleetSupport { .. } => "COM-04",
        }
    }
}

/// Why Fleets were lost or disbanded (FOR-22 Storm at Sea, SEN-47, COM-19).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum FleetLoss {
    /// FOR-22: an Event card (its key and side).
    Event { event: String, increased: bool },
    /// SEN-47: the Senate rejected the Rhodian Alliance.
    RhodiansRejected,
    /// COM-19: the war the Rhodians came for was defeated.
    RhodiansLeave { war: String },
}

impl FleetLoss {
    pub fn rule(&self) -> &'static str {
        match self {
            FleetLoss::Event { .. } => "FOR-22",
            FleetLoss::RhodiansRejected => "SEN-47",
            FleetLoss::RhodiansLeave { .. } => "COM-19",
        }
    }
}

/// Why a Concession is destroyed (FOR-19, FOR-22, LR 1.07.321).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum Destroyed {
    /// FOR-22: an Event card (its key and side), e.g. Natural Disaster.
    Event { event: String, increased: bool },
    /// FOR-19: a war or an enemy Leader attacking Tax Farmers (its card).
    TaxFarmerAttack { by: DeckCard },
    /// LR 1.07.321: a war card's own effect (its key).
    War { war: String },
}

impl Destroyed {
    pub fn rule(&self) -> &'static str {
        match self {
            Destroyed::Event { .. } => "FOR-22",
            Destroyed::TaxFarmerAttack { .. } => "FOR-19",
            Destroyed::War { .. } => "FOR-06",
        }
    }
}

/// Whose consent a faction refused (engine ruling, docs/RULINGS.md; SEN-40, SEN-44, PB-11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Consent {
    /// SEN-44: its Commander, sent with a force weaker than the war.
    Commander,
    /// SEN-40: its Senator as Sponsor or Co-sponsor of the Land Bill.
    LandBillSponsor,
    /// S004 "PROSECUTIONS": the Prosecutor's faction votes the accused innocent.
    Prosecutor,
    /// SEN-45: the Proconsul whose Force a partial recall leaves weaker than his war.
    Proconsul,
    /// SEN-35: a Governor back in Rome this turn (term ended or recalled), elected again while
    /// another candidate is eligible.
    ReturningGovernor,
}

impl Consent {
    pub fn rule(self) -> &'static str {
        match self {
            Consent::Commander => "SEN-44",
            Consent::LandBillSponsor => "SEN-40",
            Consent::Prosecutor => "PB-11",
            Consent::Proconsul => "SEN-45",
            Consent::ReturningGovernor => "SEN-35",
        }
    }
}

/// Why the State Treasury changed (SET-01, REV-13 .. REV-17, FOR-02, FOR-21, FOR-22, COM-12,
/// SEN-43, SEN-47).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum TreasuryReason {
    /// SET-01: the State Treasury starts with 100T.
    Start,
    /// REV-13: the annual revenue.
    AnnualRevenue,
    /// REV-15: a senator's contribution.
    Contribution { senator: super::api::SenatorId },
    /// REV-14: a Province's State income (`verres`: the part the Trial of Verres adds).
    ProvinceIncome { province: String, verres: i64 },
    /// REV-14 / REV-16: a Province's negative State income, paid in the debits.
    ProvinceLoss { province: String },
    /// REV-08 / REV-16: a Governor's negative Provincial Spoils, paid in the debits.
    SpoilsLoss { province: String },
    /// REV-16: an Active War costs 20T.
    ActiveWar { war: String },
    /// REV-16 / RVN-08 (LR 1.06.53, 1.11.3): the Civil War of the Primary Rebel, an Active
    /// War, costs 20T.
    CivilWar { rebel: super::api::SenatorId },
    /// REV-16: a Land Bill in effect (Type I 20T once, II 5T, III 10T).
    LandBill { level: u8 },
    /// REV-16: 2T for each Legion and Fleet.
    Maintenance { legions: u32, fleets: u32 },
    /// FOR-22: an Event card's cost (its key and side).
    Event { event: String, increased: bool },
    /// FOR-02: the part of the Evil Omens sacrifice the Pontifex did not pay.
    Sacrifice,
    /// REV-17: Allied Enthusiasm (its key and side).
    Enthusiasm { event: String, increased: bool },
    /// FOR-21 / SEN-47: a war makes peace: half or all its Spoils.
    Peace {
        war: String,
        half: bool,
        rule: RuleId,
    },
    /// COM-12: the Spoils of a war defeated.
    WarSpoils { war: String },
    /// SEN-43: forces raised.
    ForcesRaised { legions: u32, fleets: u32 },
    /// REV-17: a Bequest collected (card key).
    Bequest { bequest: String },
}

impl TreasuryReason {
    pub fn rule(&self) -> &str {
        match self {
            TreasuryReason::Start => "SET-01",
            TreasuryReason::AnnualRevenue => "REV-13",
            TreasuryReason::Contribution { .. } => "REV-15",
            TreasuryReason::ProvinceIncome { .. } => "REV-14",
            TreasuryReason::ProvinceLoss { .. }
            | TreasuryReason::SpoilsLoss { .. }
            | TreasuryReason::ActiveWar { .. }
            | TreasuryReason::CivilWar { .. }
            | TreasuryReason::LandBill { .. }
            | TreasuryReason::Maintenance { .. } => "REV-16",
            TreasuryReason::Event { .. } => "FOR-22",
            TreasuryReason::Sacrifice => "FOR-02",
            TreasuryReason::Enthusiasm { .. } => "REV-17",
            TreasuryReason::Peace { rule, .. } => rule.as_str(),
            TreasuryReason::WarSpoils { .. } => "COM-12",
            TreasuryReason::ForcesRaised { .. } => "SEN-43",
            TreasuryReason::Bequest { .. } => "REV-17",
        }
    }
}

/// Why the Unrest Level changed (POP-01, POP-03, FOR-15, SEN-40, SEN-41, COM-07/10/12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum UnrestReason {
    /// POP-01: +1 per Unprosecuted War.
    UnprosecutedWars { wars: u32 },
    /// POP-01: +1 per Drought effect.
    Drought { effects: u32 },
    /// POP-03: the Population Table.
    PopulationTable,
    /// FOR-15: games.
    Games { kind: super::api::GamesKind },
    /// SEN-40: a Land Bill passed.
    LandBill { level: u8 },
    /// SEN-41: a Land Bill repealed.
    Repeal { level: u8 },
    /// COM-06 .. COM-12: a battle's outcome.
    Battle { outcome: BattleOutcome },
    /// SEN-62 (card:law-julian/1, card:law-plautian-papirian/2): a Law played.
    Law { law: super::api::CardKey },
}

impl UnrestReason {
    pub fn rule(&self) -> &'static str {
        match self {
            UnrestReason::UnprosecutedWars { .. } | UnrestReason::Drought { .. } => "POP-01",
            UnrestReason::PopulationTable => "POP-03",
            UnrestReason::Games { .. } => "FOR-15",
            UnrestReason::LandBill { .. } => "SEN-40",
            UnrestReason::Repeal { .. } => "SEN-41",
            UnrestReason::Battle {
                outcome: BattleOutcome::Disaster,
            } => "COM-07",
            UnrestReason::Battle {
                outcome: BattleOutcome::Victory,
            } => "COM-12",
            UnrestReason::Battle { .. } => "COM-10",
            UnrestReason::Law { .. } => "SEN-62",
        }
    }
}

/// Why Rome's Legions and Fleets changed (SET-03, SEN-43, REV-01, REV-02, FOR-22, COM-14,
/// COM-19, SEN-47, REV-19, MOR-04).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum ForcesReason {
    /// SET-03: 4 Legions in the Active Forces, no Provinces.
    Start,
    /// SEN-43: forces raised.
    Raised,
    /// REV-01: a Province Overrun loses garrisoned Legions.
    Overrun { province: String, lost: u32 },
    /// REV-02 / FOR-22: the garrison of a Province in revolt is killed.
    GarrisonKilled {
        province: String,
        legions: u32,
        rule: RuleId,
    },
    /// REV-19 / MOR-04 / FOR-22: a Province's garrison rejoins the Active Forces (`rule`: why
    /// the Province left its Governor).
    GarrisonHome {
        province: String,
        legions: u32,
        rule: RuleId,
    },
    /// FOR-22: the garrison's losses fighting a revolt.
    GarrisonLosses { province: String },
    /// FOR-22: an Event card sinks Fleets (its key and side).
    FleetsSunk {
        event: String,
        increased: bool,
        lost: u32,
    },
    /// FOR-22: the Rhodian Fleets join Rome (`got` of the `gain` fit within `limit`).
    RhodiansJoin { got: u32, gain: u32, limit: u32 },
    /// SEN-47: the Senate rejects the Rhodian Alliance: its Fleets are disbanded.
    RhodiansRejected { gone: u32 },
    /// COM-19: the war the Rhodians came for is defeated: their Fleets are disbanded.
    RhodiansLeave { war: String, gone: u32 },
    /// COM-14: units lost in battle (`veterans` of the Legions were Veterans).
    BattleLosses {
        legions: u32,
        veterans: u32,
        fleets: u32,
    },
    /// SEN-43: the Senate disbands units of the Active Forces box (`veterans` of the Legions
    /// were Veterans, who lose that status).
    Disbanded {
        legions: u32,
        veterans: u32,
        fleets: u32,
    },
    /// SEN-45: part of a Proconsul's Force recalled to the Active Forces box.
    PartRecalled {
        commander: SenatorId,
        legions: u32,
        fleets: u32,
    },
    /// SEN-46: garrisoned Legions recalled from a Province to the Active Forces box.
    GarrisonRecalled { province: String, legions: u32 },
    /// SEN-45 (LR 1.09.644/7): units of a Force without a Commander recalled from its war.
    UncommandedRecalled {
        war: String,
        legions: u32,
        fleets: u32,
    },
}

impl ForcesReason {
    pub fn rule(&self) -> &str {
        match self {
            ForcesReason::Start => "SET-03",
            ForcesReason::Raised => "SEN-43",
            ForcesReason::Overrun { .. } => "REV-01",
            ForcesReason::GarrisonKilled { rule, .. } | ForcesReason::GarrisonHome { rule, .. } => {
                rule.as_str()
            }
            ForcesReason::GarrisonLosses { .. }
            | ForcesReason::FleetsSunk { .. }
            | ForcesReason::RhodiansJoin { .. } => "FOR-22",
            ForcesReason::RhodiansRejected { .. } => "SEN-47",
            ForcesReason::RhodiansLeave { .. } => "COM-19",
            ForcesReason::BattleLosses { .. } => "COM-14",
            ForcesReason::Disbanded { .. } => "SEN-43",
            ForcesReason::PartRecalled { .. } | ForcesReason::UncommandedRecalled { .. } => {
                "SEN-45"
            }
            ForcesReason::GarrisonRecalled { .. } => "SEN-46",
        }
    }
}

/// Why a Province goes back to the Forum without a Governor (REV-19, MOR-04).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToForum {
    /// REV-19: the Governor's term ends; he returns to Rome.
    TermEnded,
    /// MOR-04: the Governor died.
    GovernorDied,
    /// REV-19 / SEN-38: the term of a Governor by Legate ends; he stays where he is.
    LegateTermEnded,
    /// RVN-10 / SEN-38 (LR 1.13.1/7-8): its Governor, who ruled it through a Legate, rebels
    /// elsewhere (in the Province he is in, or with his Army): it returns to the Forum.
    RebelElsewhere,
}

impl ToForum {
    pub fn rule(self) -> &'static str {
        match self {
            ToForum::TermEnded => "REV-19",
            ToForum::GovernorDied => "MOR-04",
            ToForum::LegateTermEnded => "SEN-38",
            ToForum::RebelElsewhere => "RVN-10",
        }
    }
}

/// What a senator's death does besides (MOR-04, MOR-05).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "then", rename_all = "snake_case")]
pub enum Consequence {
    /// His office falls vacant (its name, "Rome Consul").
    OfficeVacant { office: Post },
    /// His concession goes to the Forum (its key).
    ConcessionToForum { concession: String },
    /// His Knights are lost.
    KnightsLost { knights: u32 },
    /// His Personal Treasury is lost.
    TreasuryLost,
    /// MOR-05: a Statesman is removed from play for good.
    StatesmanRemoved { statesman: super::api::SenatorId },
    /// MOR-04: the Family card keeps the Faction Leader marker and stays in the faction.
    FamilyStays { family: u8 },
    /// MOR-04: the Family card goes to the bottom of the Curia.
    FamilyToCuria { family: u8 },
    /// GEN-10 (LR 1.07.312/12): the Family card goes to the surviving Statesman of the pair
    /// (25A/B, 29A/B), in his faction.
    FamilyToPairedStatesman {
        family: u8,
        statesman: super::api::SenatorId,
    },
    /// MOR-05: the faction has no Faction Leader until it names one in the Forum Phase.
    NoFactionLeader { faction: super::api::FactionId },
    /// MOR-04: his Province goes to the Forum without a Governor (its key).
    ProvinceToForum { province: String },
    /// COM-13 (LR 1.10.5/4): the Veteran Legions that owed him allegiance stay Veterans owing
    /// nobody (his heir does not inherit them).
    VeteransOweNobody { legions: u32 },
    /// REV-20 (card:intrigue-open-bodyguard/3): his Open Bodyguard is discarded.
    OpenBodyguardDiscarded,
}
