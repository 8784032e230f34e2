//! Why the rules refuse something, as data (DESIGN.md "Errors likewise: a typed reason and the
//! rule ID, worded by render"). The rules never put a refusal into words: `render` does, with
//! senator, card, war and province names from the card data.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::api::{CardKey, DecisionKind, FactionId, Proposal, SenateStage, SenatorId, WarKey};

/// A checklist rule ID ("SEN-12", "PB-04"; `rules-checklist.md`), or a rules reference where the
/// checklist has none ("LR 1.07.312", "S004 VOTING").
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RuleId(pub Cow<'static, str>);

impl RuleId {
    pub const fn new(id: &'static str) -> RuleId {
        RuleId(Cow::Borrowed(id))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for RuleId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<&str> for RuleId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

/// A refusal: the rule that refuses and why (the data of `RuleError::Illegal`, and of the
/// events that report a lapsed order or a proposal ruled out of order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    pub rule: RuleId,
    pub why: Illegal,
}

impl std::fmt::Display for Refused {
    /// A developer's rendering (logs, test failures); players get `render::refusal`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {:?}", self.rule, self.why)
    }
}

/// What a senator was asked to do, for refusals that depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Act {
    /// REV-10: receive a share of the faction's income.
    ReceiveIncome,
    /// REV-10 / GEN-08: send talents.
    SendTalents,
    /// REV-15: contribute to the State Treasury.
    Contribute,
    /// FOR-17: bid for an initiative.
    Bid,
    /// FOR-10: persuade.
    Persuade,
    /// FOR-14: attract a Knight.
    AttractKnights,
    /// FOR-14: pressure his Knights.
    PressureKnights,
    /// FOR-15: sponsor games.
    SponsorGames,
    /// SET-05 / FOR-16: become Faction Leader.
    LeadFaction,
    /// SET-06 / RVN-02: receive a Concession.
    HoldConcession,
    /// SEN-40 / SEN-41 / SEN-39 / SEN-14: sponsor a bill, receive a concession, hold an office.
    TakePartInTheSenate,
    /// SEN-03 / SEN-59: buy votes with his Talents.
    BuyVotes,
    /// REV-20: receive an Open Bodyguard.
    KeepBodyguard,
}

/// Why the rules refuse an answer, a proposal or a step of an order. Each variant carries the
/// ids, keys and amounts that make it; `render::illegal` words it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Illegal {
    // ---- anywhere ----
    /// The senator named is not in play.
    NoSuchSenator { senator: SenatorId },
    /// The faction named is not in this game.
    NoSuchFaction { faction: FactionId },
    /// Issue 9: the GM's override names a ruling that was already made (overrides are given
    /// before the ruling they replace, when the game is replayed).
    RulingAlreadyMade { index: u32 },
    /// PB-10 (issue 9): the GM's substitute proposal needs the presiding magistrate's
    /// proposals round or his proposal on the floor (and at least one proposal).
    NothingToSubstitute,
    /// A senator who is not the answering faction's was given something to do.
    NotYourSenator { senator: SenatorId, act: Act },
    /// A senator who is not in Rome was given something to do there.
    NotInRome { senator: SenatorId, act: Act },
    /// A senator who is in no faction was named where only aligned senators count.
    NotAligned { senator: SenatorId, act: Act },
    /// REV-15 / FOR-15 (LR 1.10.71): a Captive's Personal Treasury is frozen (but for his
    /// ransom).
    Captive { senator: SenatorId, act: Act },
    /// The same senator appears twice in a list that takes him once.
    SenatorTwice { senator: SenatorId },
    /// The same card appears twice in a list that takes it once.
    CardTwice { card: CardKey },
    /// SET-01: a game has 3 to 6 players.
    PlayerCount { players: u32 },
    /// A standing order of one decision kind was given an answer of another.
    StandingWrongKind { kind: DecisionKind },
    /// PB-08: a standing vote never decides a vote on the faction's own Senator (his
    /// prosecution): the faction votes on it itself, or takes the Default Move.
    StandingVoteOnOwnSenator { senator: SenatorId },

    // ---- setup and card plays (SET-05, SET-06, RVN-02, RVN-04) ----
    /// The card is not a Statesman at all.
    NotAStatesman { card: CardKey },
    /// The card is not a Statesman in the faction's hand.
    StatesmanNotInHand { card: CardKey },
    /// The card is not a Concession in the faction's hand.
    ConcessionNotInHand { card: CardKey },
    /// LR 1.07.312: a related Statesman of the same family is in play.
    RelatedStatesmanInPlay { card: CardKey, other: SenatorId },
    /// LR 1.07.312: the Statesman's family card belongs to another faction.
    FamilyInOtherFaction { card: CardKey, family: SenatorId },
    /// GEN-10: two Statesmen of one family in one answer.
    SameFamilyStatesmen { card: CardKey },
    /// RVN-04: the card is not one the faction keeps after its plays.
    NotDiscardable {
        card: CardKey,
        discardable: Vec<CardKey>,
    },
    /// RVN-04: the number of discards does not bring the hand to the limit.
    DiscardCount {
        holding: u32,
        need: u32,
        given: u32,
        limit: u32,
        discardable: Vec<CardKey>,
    },

    // ---- revolts (RVN-05, RVN-06, RVN-07) ----
    /// RVN-05: only a commander of the faction with a Land Victory this turn may revolt
    /// (`may`: those who may).
    NotAVictor {
        senator: SenatorId,
        may: Vec<SenatorId>,
    },
    /// RVN-06 (LR 1.11.31): only a Dictator with a Master of Horse may spend that one's talents.
    NoMasterOfHorse { commander: SenatorId },
    /// RVN-05 / RVN-07 (LR 1.09.823): the Consul for Life may not become a Rebel.
    ConsulForLifeNoRebel { senator: SenatorId },
    /// RVN-05: a Primary Rebel is already in Revolt; nobody else may revolt until he dies.
    RevoltUnderway { rebel: SenatorId },
    /// RVN-07: a senator who joins a Revolt must be another senator of the rebel's faction.
    NotASecondary {
        senator: SenatorId,
        rebel: SenatorId,
    },
    /// RVN-09: no Rebel marches on Rome.
    NoRebel,
    /// RVN-09: an Army (under `commander`) already faces the Rebel.
    RebelAlreadyFaced { commander: SenatorId },
    /// RVN-09: an Army against the Rebel needs at least one Legion.
    RebelNeedsLegions,
    /// RVN-08: a rebel may not receive money from a Faction Treasury or a loyal senator.
    RebelCannotReceive { senator: SenatorId },
    /// REV-10 / REV-15 / RVN-08 (LR 1.06.3, 1.06.52): a rebel's talents go only to other
    /// rebels: not to a Faction Treasury, a loyal senator or the State.
    RebelCannotSend { senator: SenatorId },
    /// SEN-46 (LR 1.09.646): no Legions go to, nor come back from, the Garrison of a Province
    /// with a Rebel Governor.
    RebelProvince {
        province: String,
        governor: SenatorId,
    },
    /// RVN-06: more talents to spend on loyalty than the commander holds.
    LoyaltyShort {
        commander: SenatorId,
        spend: u32,
        have: u32,
    },

    // ---- revenue (REV-08, REV-10, REV-15) ----
    /// REV-10: more income given to senators than the faction has.
    IncomeOverspent { given: u64, income: u32 },
    /// REV-10: a transfer from a purse to itself (`n`: its place in the list, from 1).
    TransferToItself { n: u32 },
    /// REV-10: a purse does not hold a transfer's amount at that point.
    TransferShort {
        n: u32,
        amount: u32,
        from: PurseOf,
        have: u64,
    },
    /// REV-03: an UPKEEP line when this faction has no Rebel owing maintenance.
    NoUpkeepOwed,
    /// REV-03: an UPKEEP line from a senator who is neither the Primary nor a Secondary Rebel.
    UpkeepNotRebel { senator: SenatorId },
    /// REV-03: an UPKEEP line larger than what its purse holds (after the earlier lines).
    UpkeepShort {
        amount: u32,
        from: PurseOf,
        have: u64,
    },
    /// REV-03: UPKEEP lines paying more than the maintenance owed.
    UpkeepOverpaid { given: u64, owed: u32 },
    /// REV-15: a second contribution by one senator in a Revenue Phase.
    SecondContribution { senator: SenatorId },
    /// REV-15: a contribution larger than the senator's Personal Treasury.
    ContributionShort {
        senator: SenatorId,
        amount: u32,
        have: u64,
    },
    /// REV-08: the senator is not a Governor of the faction who may take spoils.
    NotYourGovernor { senator: SenatorId },
    /// REV-08: two spoils choices for one Governor.
    SecondSpoilsChoice { senator: SenatorId },

    // ---- the Forum (FOR-09 .. FOR-17, PB-03 .. PB-06) ----
    /// FOR-10: the target may not be persuaded by this faction.
    NotPersuadable { senator: SenatorId },
    /// FOR-10: the persuader is no longer the faction's senator in Rome.
    PersuaderGone {
        senator: SenatorId,
        faction: FactionId,
    },
    /// FOR-10: the target can no longer be persuaded by the faction.
    TargetGone {
        senator: SenatorId,
        faction: FactionId,
    },
    /// FOR-14: pressure between 1 and the Knights the senator has.
    PressureRange { senator: SenatorId, knights: u32 },
    /// FOR-09: a senator's outlays (bribe, knights, games) exceed his Personal Treasury.
    Overspent {
        senator: SenatorId,
        spend: u64,
        have: u32,
    },
    /// FOR-10 .. FOR-16: the senator is no longer the faction's (in Rome, where the act needs it).
    NoLongerYours { senator: SenatorId, act: Act },
    /// FOR-13 .. FOR-15: the senator cannot pay the amount any more.
    CannotPay {
        senator: SenatorId,
        amount: u32,
        have: u32,
    },
    /// FOR-14: the senator has no Knights to pressure any more.
    NoKnights { senator: SenatorId },
    /// PB-05: the senator is not the target of an attempt in this round.
    NotAnAttemptTarget { senator: SenatorId },
    /// FOR-13: the persuader can add at most `free` talents.
    BribeBeyondTreasury { persuader: SenatorId, free: u32 },
    /// FOR-13: counter-bribes beyond the Faction Treasury.
    CounterBribesShort { total: u64, treasury: u32 },
    /// FOR-17: a bid beyond the bidder's Personal Treasury.
    BidBeyondTreasury {
        senator: SenatorId,
        bid: u32,
        have: u32,
    },
    /// PB-06: a bid conditional on an attempt that is not this turn's.
    BidConditionNotATarget {
        senator: SenatorId,
        targets: Vec<SenatorId>,
    },

    // ---- the Senate (SEN-*, PB-07 .. PB-11) ----
    /// PB-07: too many proposals queued at once.
    TooManyProposals { max: u32 },
    /// A proposal refused, and why.
    Proposal {
        proposal: Box<Proposal>,
        why: Box<Illegal>,
    },
    /// The Senate is not in session.
    SenateNotInSession,
    /// SEN-07: the Senate is at another business.
    WrongBusiness {
        stage: SenateStage,
        belongs_to: SenateStage,
    },
    /// SEN-07: defeated or vetoed this turn.
    ProposalBarred,
    /// SEN-12: two different Senators must be nominated.
    ConsulsNotTwo,
    /// SEN-21: the Master of Horse is another Senator than the Dictator.
    MasterOfHorseIsDictator,
    /// SEN-25: the accused cannot prosecute himself.
    OwnProsecutor,
    /// SEN-40: the Sponsor and the Co-sponsor are two Senators.
    SponsorIsCosponsor,
    /// SEN-46: a garrison of no Legion.
    GarrisonOfNone,
    /// SEN-43: raising nothing.
    RaiseNothing,
    /// SEN-45: reinforcing with nothing.
    ReinforceWithNothing,
    /// SEN-43: more units than exist in the game.
    UnitLimit { max: u32, legions: u32, fleets: u32 },
    /// The war named is not in the card data.
    NoSuchWar { war: String },
    /// The concession named is not in the card data.
    NoSuchConcession { concession: String },
    /// SEN-40 / SEN-41: Land Bill types are I, II, III (repeal: II, III).
    LandBillType { level: u8, repeal: bool },
    /// SEN-12: not a consular candidate.
    NotConsulCandidate { senator: SenatorId },
    /// SEN-14 (LR 1.09.2/6): a Senator holding a Major Office is no candidate for Pontifex.
    NotPontifexCandidate { senator: SenatorId },
    /// SEN-19: no Dictator without 3 Active Wars or one of strength 20 or more.
    NoDictatorCondition,
    /// SEN-20/21: not eligible as Dictator or Master of Horse.
    NotDictatorCandidate { senator: SenatorId },
    /// SEN-22: not a Censor candidate.
    NotCensorCandidate { senator: SenatorId },
    /// SEN-14: Rome has a Pontifex Maximus.
    PontifexExists,
    /// SEN-18: the senator named is not the Pontifex Maximus.
    NotPontifex { senator: SenatorId },
    /// SEN-15: only the faction of the Pontifex Maximus, in Rome, assigns Priesthoods.
    PriestNotYours,
    /// SEN-15: one Priesthood assigned or reassigned each Senate Phase; this one's is made.
    PriestDoneThisPhase,
    /// SEN-15: the Pontifex may not make himself a Priest.
    PriestIsPontifex,
    /// SEN-15: a new Priest is a Senator present in Rome (not in Revolt).
    PriestNotInRome { senator: SenatorId },
    /// SEN-15: a Senator holds one Priest marker at most.
    AlreadyPriest { senator: SenatorId },
    /// SEN-15: the Priesthood reassigned FROM a Senator who is no Priest.
    NotPriest { senator: SenatorId },
    /// SEN-15 / DATA-22: all 12 Priest markers are in use: a Priesthood can only be reassigned.
    PriestMarkersOut { max: u32 },
    /// SEN-35/36: the province gets no Governor now.
    ProvinceNotElectable { province: String },
    /// SEN-36 (LR 1.09.52): its Governor was elected this turn and may not be recalled yet.
    GovernorElectedThisTurn {
        province: String,
        governor: SenatorId,
    },
    /// SEN-36 (LR 1.09.52): only a non-rebel Governor is recalled by electing a new one.
    RebelGovernorNotRecalled {
        province: String,
        governor: SenatorId,
    },
    /// SEN-35: the senator may not govern.
    NotGovernorCandidate { senator: SenatorId },
    /// SEN-35: a proposal of several Governorships names fewer than two posts.
    GovernorsTooFew,
    /// SEN-35: the same Senator named for two Provinces in one proposal.
    GovernorNamedTwice { senator: SenatorId },
    /// SEN-35: the same Province named twice in one proposal.
    ProvinceNamedTwice { province: String },
    /// SEN-46: not a governed Province.
    NotGoverned {
        province: String,
        governed: Vec<String>,
    },
    /// SEN-46: only regular Legions garrison; `regular` are in Rome.
    GarrisonRegularOnly { regular: u32 },
    /// POP-04: No Recruitment this turn.
    NoRecruitment,
    /// SEN-43: the raising costs more than the State Treasury holds.
    RaiseCost { cost: i64, state_treasury: i64 },
    /// SEN-45: the senator commands no Force away.
    NoForceAway { senator: SenatorId },
    /// SEN-45: sent or reinforced this turn (no recall).
    RecallSameTurn,
    /// SEN-45: left this turn (no reinforcement).
    ReinforceSameTurn,
    /// SEN-40: a Land Bill of this type was proposed this turn.
    LandBillProposedTwice { level: u8 },
    /// SEN-40: as many Land Bills of this type are in effect as allowed.
    LandBillsAtLimit { level: u8, in_effect: u32 },
    /// SEN-41: one repeal a turn.
    SecondRepeal,
    /// SEN-41: no Land Bill of this type is in effect.
    NoLandBillInEffect { level: u8 },
    /// SEN-41: the Sponsor's Popularity cannot bear the loss.
    RepealSponsorPopularity { need: i32 },
    /// SEN-39: the concession is not in the Forum.
    ConcessionNotInForum { concession: String },
    /// SEN-39: voted on this turn already.
    ConcessionVoted { concession: String },
    /// PB-09 / PB-10 (S004/65, S004/71-72): proposals written with a vote are a consular
    /// nominee's faction's Censor nominee, or the Censor nominee's faction's prosecutions.
    NomineeProposalNotAsked,
    /// SEN-44 (LR 1.09.641/5): a package names the same Commander twice.
    CommanderTwiceInPackage { senator: SenatorId },
    /// SEN-45 (LR 1.09.644/7): no Force without a Commander waits on this war.
    NoUncommandedForce { war: String },
    /// SEN-39 (LR 1.09.61/2): a group proposal names a Concession twice.
    ConcessionGroupedTwice { concession: String },
    /// SEN-39: a concession that needs a Land Bill in effect.
    ConcessionNeedsLandBill { concession: String },
    /// SEN-47: the Rhodian Alliance came in play in an earlier turn (or is not in play).
    RhodianNotRejectable,
    /// SEN-57: the nominee has less than 21 Influence.
    ConsulForLifeInfluence { senator: SenatorId, influence: u32 },
    /// SEN-57: Consul for Life was already proposed this turn.
    ConsulForLifeTwice,
    /// SEN-57: not before the consular elections, nor while the Censor presides.
    ConsulForLifeNotNow,
    /// SEN-57: there is a Consul for Life already.
    ConsulForLifeExists,
    /// SEN-04 (S004 "VOTING"): no conditional purchase for his own faction's nominee for
    /// Consul for Life.
    UpToForOwnConsulForLife,
    /// SEN-44: the Active Forces hold fewer units.
    ActiveForcesShort { legions: u32, fleets: u32 },
    /// SEN-43 / SEN-44 / SEN-45 (LR 1.09.64/1): the units the proposal takes from (the Active
    /// Forces box, a Proconsul's Force) hold fewer Veteran Legions (of that allegiance, if one
    /// is named) than it names.
    VeteransShort {
        loyal_to: Option<SenatorId>,
        wanted: u32,
        held: u32,
    },
    /// SEN-44: a proposal names more Veteran Legions than the Legions it sends.
    VeteransBeyondLegions { veterans: u32, legions: u32 },
    /// SEN-44: the senator may not command.
    NotCommander { senator: SenatorId },
    /// SEN-44: the war is not in play.
    WarNotInPlay { war: String },
    /// SEN-44: the war's fleet comes first: send a Fleet.
    NavalBattleFirst { war: String },
    /// SEN-44: a land battle needs a Legion.
    LandBattleNeedsLegion { war: String },
    /// SEN-44: the war needs Fleet Support.
    FleetSupport { war: String, support: u32 },
    /// TD-08: the earlier matching war must be attacked first.
    EarlierWarFirst { war: String },
    /// SEN-23: no Censor.
    NoCensor,
    /// SEN-23: only the Censor brings prosecutions.
    OnlyCensorProsecutes,
    /// SEN-23: two Minor or one Major prosecution a turn.
    ProsecutionLimit,
    /// SEN-24 / SEN-31: no ground to prosecute (for a Major prosecution if `major`).
    NotAccusable { senator: SenatorId, major: bool },
    /// SEN-25: the Prosecutor is an aligned Senator in Rome, not the Censor.
    NotProsecutor { senator: SenatorId },
    /// SEN-08: no abstention on a Land Bill nor on its repeal (LR 1.09.14/4).
    NoAbstentionOnLandBill,
    /// SEN-01: the senator does not vote for the faction in Rome.
    NotVoting { senator: SenatorId },
    /// SEN-03: the senator cannot pay for the votes.
    VotesBeyondTreasury { senator: SenatorId, have: u32 },
    /// SEN-03: bought votes are cast YES or NO.
    BoughtVotesAbstain { senator: SenatorId },
    /// S004 "VOTING": only the Presiding Magistrate votes YES UP TO a sum.
    UpToOnlyPresiding,
    /// PB-11 (S004/87-88): the accused votes first in a prosecution, so his faction makes no
    /// conditional vote on it.
    AccusedVotesFirst { senator: SenatorId },
    /// SEN-04: terms (the conditional-vote right, an order of voting) go with a proposal put by
    /// the presiding magistrate, not with an adjournment nor a Tribune's proposal.
    TermsMisplaced,
    /// SEN-02: a faction named twice in the order of voting.
    VotingOrderTwice { faction: FactionId },
    /// S004 "VOTING": the Presiding Magistrate has less.
    PresidingTreasuryShort { have: u32 },
    /// SEN-11: no Tribune in hand, or the proposal cannot be vetoed.
    NoTribune,
    /// SEN-10: no Tribune card in hand and no Statesman's unused inherent Tribune to put a
    /// proposal on the floor.
    NoTribuneToPropose,
    /// SEN-10: a veto and a proposal each need a Tribune; the faction holds only one.
    OneTribuneOnly,
    /// SEN-10: a Tribune cannot propose a prosecution or the adjournment.
    NotProposableByTribune,
    /// SEN-27: only the accused's faction may appeal.
    NotAccused,
    /// PB-09: not the faction's consular nominee.
    NotYourNominee { senator: SenatorId },
    /// SEN-50: the assassin must be one of the faction's own Senators in Rome.
    NotYourAssassin { senator: SenatorId },
    /// SEN-50: the target must be another faction's Senator in Rome.
    NotAssassinationTarget { senator: SenatorId },
    /// SEN-59 / SEN-57: the Consul for Life cannot be assassinated (LR 1.09.821, 1.09.823).
    ConsulForLifeNotTarget { senator: SenatorId },
    /// SEN-50: the faction already attempted an assassination this turn.
    AlreadyAttempted,
    /// SEN-50: the target's faction was already the target of an attempt this turn.
    FactionAlreadyTargeted { faction: FactionId },
    /// SEN-51: more Assassin cards than the hand holds.
    AssassinCardsShort { held: u32 },
    /// SEN-53: a Special Major Prosecution follows a caught assassin; nobody proposes one.
    SpecialProsecutionNotProposed,
    /// SEN-51: more Secret Bodyguard cards than the hand holds.
    BodyguardCardsShort { held: u32 },
    /// RVN-01: a trade is offered to another faction, not to one's own.
    TradeWithSelf,
    /// RVN-01 / MOR-06: the faction offered a trade is out of the game.
    TradeWithFactionOut { faction: FactionId },
    /// RVN-01: a trade moves at least one card.
    EmptyTrade,
    /// RVN-01: the card offered is not in the faction's hand.
    NotInHand { card: CardKey },
    /// RVN-01: the card asked for is not a Faction card (a card a hand may hold).
    NotAFactionCard { card: CardKey },
    /// PB-14: new offers are made in the Revolution Phase's first round only; this round
    /// answers the offers made in it.
    NoNewOffers,
    /// PB-14: no offer of that number waits for this faction's answer.
    NoSuchOffer { number: u32, open: Vec<u32> },
    /// COM-16: the Senator is not a captive of the faction.
    NotYourCaptive { senator: SenatorId },
    /// PB-14: the faction no longer holds a card the offer asks of it.
    OfferCardNotHeld { number: u32, card: CardKey },
    /// SEN-43: only units in the Active Forces box are disbanded; these are there.
    DisbandTooMany { legions: u32, fleets: u32 },
    /// SEN-43: a unit is not both raised and disbanded in one Senate Phase (`legions`: the
    /// Legions were, else the Fleets).
    RaisedAndDisbanded { legions: bool },
    /// SEN-43 / SEN-45 / SEN-46: nothing to disband or recall.
    NoUnitsNamed,
    /// SEN-45: a partial recall takes part of the Force, not more than it has.
    RecallMoreThanForce { legions: u32, fleets: u32 },
    /// SEN-45: a partial recall leaves no Legion for a land battle, no Fleet for a naval one,
    /// or less than the war's Fleet Support.
    RecallBelowMinimum,
    /// SEN-46: no garrison of that many Legions in the Province (`garrison` are there).
    GarrisonShort { province: String, garrison: u32 },
    /// SEN-46: a garrison is not recalled the turn it was sent.
    GarrisonSentThisTurn { province: String },
    /// Issue 7: the pick is not one of the choice's options.
    NotAnOption { pick: super::api::ChoiceOption },
    /// FOR-13: the faction holds no such Intrigue card (Seduction, Blackmail, Influence
    /// Peddling).
    IntrigueNotHeld { card: crate::data::IntrigueKind },
    /// FOR-13 (card Influence Peddling): not playable during the Revolution Phase.
    NotDuringRevolution,
    /// FOR-13 (card Influence Peddling): the card is drawn from an opponent, not from oneself.
    PeddlingOwnHand,
    /// FOR-13 (card Influence Peddling): the opponent holds no card to draw.
    EmptyHand { faction: FactionId },
    /// FOR-13 (card Influence Peddling): cards are played while the game waits on a round.
    GameNotWaiting,
    /// SEN-55: the faction holds no such Law card.
    LawNotHeld { law: CardKey },
    /// SEN-55 (LR 1.07.36/3): a Law is played during the Senate Phase.
    LawOutsideSenate,
    /// SEN-62 (card:law-acilian/4): this Law is not playable before `needs` is in play.
    LawNeedsLaw { law: CardKey, needs: CardKey },
    /// SEN-62 (card:law-tradition-erodes/2): the Active Wars total only `strength`, `needs`
    /// needed.
    LawNeedsActiveWars { strength: u32, needs: u32 },
    /// SEN-62 / COM-01: the Law is playable only while one of `wars` is in play.
    LawNeedsWar { law: CardKey, wars: Vec<WarKey> },
    /// SEN-62 (card:law-servilian/1): only the Servilian Law repeals, and only the Acilian Law
    /// once it is in effect.
    NothingToRepeal,
    /// SEN-34: the Calpurnian Law is not in play.
    NoCalpurnianLaw,
    /// SEN-34: the fine is the Censor's (with the Acilian Law: the faction with the most
    /// Knights, `holder` if known).
    NotFinePower { holder: Option<FactionId> },
    /// SEN-34: the Calpurnian fine was used this turn already.
    FineUsedThisTurn,
    /// SEN-34: the Senator is no corrupt Governor back in Rome this turn.
    NotFineable { senator: SenatorId },
    /// COM-01 / RVN-11 / SEN-38: the Law's effect is not built yet; the card stays in the hand.
    LawNotBuilt { law: CardKey },
    /// SEN-27 (card:statesman-21a/1): only a Mob Orator accused appeals with 3d6.
    NotMobOrator,
    /// REV-17: no such Bequest waits in the Forum to be sent for (or it was sent for already).
    NoBequestWaiting,
    /// REV-17: the Field Consul must be in Rome, commanding no Force, to be sent.
    NoFieldConsulInRome,
    /// REV-17: Rome's Active Forces hold too few Legions or Fleets (3 of each are sent).
    BequestForcesShort { legions: u32, fleets: u32 },
    /// REV-20 (card:intrigue-open-bodyguard/1): the Open Bodyguard is played only during the
    /// Revenue Phase.
    NotRevenuePhase,
    /// REV-20 (card:intrigue-open-bodyguard/1): on a Senator in Rome (not away, captive or in
    /// revolt).
    BodyguardNotInRome { senator: SenatorId },
    /// REV-20: the Senator already has an Open Bodyguard.
    BodyguardAlready { senator: SenatorId },
    /// COM-23 (card:intrigue-proscription/3): the faction that proscribed the Knights may not
    /// recruit Knights.
    KnightsProscribed,
    /// COM-23 (card:intrigue-proscription/1): the card is played in answer to the question
    /// asked after a Civil War victory, by `CHOOSE`, not by a `PLAY` line.
    ProscriptionAfterCivilWar,
    /// RVN-10 (ADV 2.03.81/1-2, 2.03.71/5): `province` is no Rebel Province held by its Rebel
    /// Governor (he marches on Rome, is in transit or landed in Italy, or it is no Rebel
    /// Province).
    NoRebelInProvince { province: String },
    /// RVN-10 (ADV 2.03.81/6): Rome must commit Fleets equal to the Province's Fleet Strength.
    RebelProvinceFleetSupport { needs: u32, fleets: u32 },
    /// SEN-56 (ADV 2.06.4): a Law card is not discarded to the hand limit while the hand holds
    /// another card it may discard (`discardable`).
    LawNotDiscardable {
        card: CardKey,
        discardable: Vec<CardKey>,
    },
    /// SEN-56 (RULING; ADV 2.06.1/1, LR 1.09.131/1): the Law was withdrawn before its vote
    /// this turn and is not played again in this Senate Phase.
    LawWithdrawnThisTurn { law: CardKey },
    /// RVN-10 (ADV 2.03.8/1, 2.03.81/1): the Primary Rebel Governor stays in his Rebel Province
    /// `province`: no Army is sent against a Rebel in Italy; Rome attacks the Province
    /// (`… TO THE REBEL IN <province>`).
    RebelStaysInProvince { province: String },
    /// RVN-10 (ADV 2.03.23/1): a commander dices for his Fleets' loyalty only with Rebel
    /// Governors (in the Basic Game his Fleets return to the Active Forces, LR 1.11.3/5).
    RevoltFleetsWithoutRebelGovernors { commander: SenatorId },
}

/// A purse named in a refusal (REV-10): a faction's treasury or a senator's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "purse", content = "id", rename_all = "snake_case")]
pub enum PurseOf {
    Faction(FactionId),
    Senator(SenatorId),
}

impl Illegal {
    /// This reason under a rule.
    pub fn by(self, rule: &'static str) -> Refused {
        Refused {
            rule: RuleId::new(rule),
            why: self,
        }
    }
}
