//! The order reader's own reasons, typed (issue 23 point 2): why a line was not read, as data
//! (ids, numbers, keywords, and the canonical text of senators and orders as the reader writes
//! them); `render::read_error` words each one. Senators are carried as their canonical text
//! ("Cornelius (#1)", the way the reader writes them back in echoes) so that the words do not
//! depend on which names render knows.

use rules::api::{ConsulSeat, DecisionId, FactionId, SenateStage, UnopposedCard};

use serde::{Deserialize, Serialize};

use super::ReadError;

/// One thing a plan makes a senator pay from his Personal Treasury (FOR-11, FOR-14, FOR-15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spending {
    /// A persuasion bribe of n talents.
    Bribe(u32),
    /// n talents spent to attract knights.
    Knights(u32),
    /// Games costing n talents.
    Games(u32),
}

impl Spending {
    /// The talents spent.
    pub fn amount(self) -> u32 {
        match self {
            Spending::Bribe(n) | Spending::Knights(n) | Spending::Games(n) => n,
        }
    }
}

/// Where a senator's name was looked up, and why a senator outside it will not do (the
/// reader's scopes; render words the refusal and the list's title).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// One of the faction's own senators.
    YourSenators,
    /// REV: talents come from the faction's own purses.
    TalentsFrom,
    /// REV: talents go to senators in factions.
    TalentsTo,
    /// REV-03: the Rebel's maintenance comes from the faction's purses.
    UpkeepFrom,
    /// REV: one of the faction's governors.
    YourGovernors,
    /// COM-16: one of the faction's captives.
    YourCaptives,
    /// The Faction Leader is one of the faction's senators.
    Leader,
    /// RVN-05: a commander with a Land Victory this turn.
    Revolter,
    /// RVN-07: the other senators of the faction join a revolt.
    JoinRevolt,
    /// SEN-20: a Master of Horse the Dictator may appoint.
    Appointee,
    /// FOR-10: a legal persuasion target.
    Target,
    /// PB-03: a persuader is one of the faction's senators in Rome.
    Persuader,
    /// FOR-14: knights are attracted by the faction's senators in Rome.
    KnightsAttractor,
    /// FOR-14: knights are pressured by the faction's senators.
    KnightsPressurer,
    /// FOR-15: a sponsor of games.
    Sponsor,
    /// PB-05: the target of another faction's attempt.
    CounterTarget,
    /// PB-05: the target of the faction's own attempt.
    OwnAttemptTarget,
    /// PB-06: the target of an attempt a bid may depend on.
    BidAttemptTarget,
    /// PB-06: a bidder is one of the faction's senators in Rome.
    Bidder,
    /// An aligned senator in Rome.
    InRome,
    /// Who may be elected in this stage of the Senate.
    Electable(SenateStage),
    /// SEN-24: who may be prosecuted now.
    Accusable,
    /// SEN-44: the Consuls and the Dictator command.
    Commander,
    /// SEN-44: a commander among the senators in Rome.
    CommanderInRome,
    /// SEN-45: a Proconsul who may be recalled.
    ProconsulRecall,
    /// SEN-45: a Proconsul who may be reinforced.
    ProconsulReinforce,
    /// SEN-45: a Proconsul who may be replaced.
    ProconsulReplace,
    /// The faction's senators voting in Rome.
    Voter,
    /// PB-09: the faction's consular nominees.
    Nominee,
}

/// Who a name looked up outside its scope designates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outside {
    /// One senator (his label).
    Senator(String),
    /// Several senators (their labels).
    Several(Vec<String>),
    /// No senator.
    Nobody,
}

/// Which two senators a line names joined by AND.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pair {
    /// NOMINATE CONSULS <senator> AND <senator>.
    Consuls,
    /// PROPOSE LAND BILL … BY <sponsor> AND <co-sponsor>.
    Sponsors,
}

/// What is wrong with the shape of a line (the grammar's reasons; `ReadWhy::Expected` adds the
/// order's usage). The unit variants are named after their words in `render::read_why`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "syntax", rename_all = "snake_case")]
pub enum Syntax {
    // --- amounts (`parse_amount`) ---
    /// The amount is missing.
    AmountMissing,
    /// A negative amount.
    AmountNegative { written: String },
    /// Not an amount (no digits).
    NotAnAmount { written: String },
    /// Not a whole number of talents.
    AmountNotWhole { written: String },
    /// Digits followed by something that is not a talent unit.
    AmountNotTalents { written: String },
    /// More than `MAX_AMOUNT`.
    AmountTooMuch { written: String },
    /// The amount after a keyword (BRIBE, SPEND, BODYGUARDS) is missing.
    AmountMissingAfter { word: String },
    /// Words after an amount that must end the line.
    NothingAfterAmount { word: String, written: String },
    /// The word after an amount is not the keyword (TO, FROM, ON) that must follow it.
    MustFollowAmount { word: String, written: String },
    // --- purses ---
    /// The State Treasury named as a purse of INCOME, UPKEEP or TRANSFER.
    StateIsNoPurse { keyword: String, written: String },
    /// FACTION is missing after INCOME ALL TO.
    FactionMissingAfterIncomeAllTo,
    /// The recipient is missing after TO.
    RecipientMissingAfterTo,
    /// The purse is missing after FROM.
    PurseMissingAfterFrom,
    /// The source is missing after FROM.
    SourceMissingAfterFrom,
    // --- forces (`parse_units`, `parse_forces`) ---
    /// Not a number of legions or fleets.
    NotANumberOfUnits { written: String },
    /// LEGIONS or FLEETS must follow the number.
    UnitMissing { n: u32 },
    /// The senator is missing after `<n> VETERAN LEGIONS OF`.
    VeteransOfMissing { n: u32 },
    /// Zero Veteran Legions.
    NoVeteranLegion,
    /// Legions named twice.
    LegionsTwice,
    /// Fleets named twice.
    FleetsTwice,
    /// A word after the number that is no unit.
    NotAUnit { n: u32, written: String },
    /// No forces named.
    HowManyUnits,
    /// SEN-43/44/45: Veteran Legions named where only a number of legions goes.
    VeteransNotHere,
    // --- words after an order ---
    /// Words after an order that takes none (the order as read, the words).
    NothingAfter { order: String, written: String },
    /// The order after STANDING is no game order that can stand.
    CannotStand { written: String },
    /// RETURN followed by something else than FORCES.
    ReturnForcesOnly { written: String },
    /// SEN-10: no Tribune order.
    NoTribuneOrder { written: String },
    /// SEN-10: a Tribune proposes no prosecution.
    TribuneNoProsecution,
    /// SEN-10: a Tribune proposes no adjournment.
    TribuneNoAdjournment,
    /// RVN-01: not a trade number.
    NotATradeNumber { written: String },
    /// FOR-13: Seduction or Blackmail is played with a persuasion attempt.
    PlayedWithAttempt { card: UnopposedCard },
    /// SEN-50: not a number of Assassin cards.
    NotAssassinCards { written: String },
    /// The two senators are not joined by AND.
    PairNotJoined(#[serde(serialize_with = "nested::pair")] Pair),
    /// The first of the two senators is missing.
    PairFirstMissing(#[serde(serialize_with = "nested::pair")] Pair),
    /// The second of the two senators is missing.
    PairSecondMissing(#[serde(serialize_with = "nested::pair")] Pair),
    /// No office of that name follows NOMINATE.
    NoSuchOffice { written: String },
    /// After MINOR/MAJOR, neither FOR nor BY.
    AfterMinorMajor { written: String },
    /// No proposal of that name.
    NoSuchProposal { written: String },
    /// No vote choice after VOTE or the senator.
    NoVoteChoice { written: String },
    /// The amount after BUY is wrong.
    AfterBuy(#[serde(serialize_with = "nested::problem")] Box<Syntax>),
    /// The amount after UP TO is wrong.
    AfterUpTo(#[serde(serialize_with = "nested::problem")] Box<Syntax>),
    /// Words after the vote that are neither BUY nor UP TO.
    AfterVote { written: String },
    // --- the terms of a proposal (vote_terms.rs, SEN-02, SEN-04, PB-10) ---
    /// PB-10: the words after IF are no condition.
    ConditionForm,
    /// A word the terms do not know.
    NotUnderstoodHere { written: String },
    /// PB-10: two conditions.
    IfTwice,
    /// SEN-04: CONDITIONAL VOTES TO written twice.
    ConditionalVotesTwice,
    /// SEN-04: CONDITIONAL VOTES TO without a faction.
    ConditionalVotesNoFaction,
    /// SEN-02: VOTING ORDER written twice.
    VotingOrderTwice,
    /// SEN-02: VOTING ORDER without factions.
    VotingOrderEmpty,
    /// Terms after something that is no proposal.
    TermsWithoutProposal,
    // --- fixed reasons, one per wording ---
    /// CANCEL needs the decision to withdraw
    CancelNeedsTheDecisionToWithdraw,
    /// TIMEZONE needs a time zone name, such as TIMEZONE Europe/Rome
    TimezoneNeedsATimeZoneName,
    /// write MAIL DIGEST or MAIL EVERY
    WriteMailDigestOrMailEvery,
    /// Issue 25 §3: write PICTURE ON or PICTURE OFF
    WritePictureOnOrOff,
    /// Issue 25 §2: ABSENT needs UNTIL and a date (YYYY-MM-DD), and MAIL at most after it.
    AbsentNeedsUntilDate,
    /// Issue 25 §2: the date of ABSENT UNTIL is no date (as written).
    AbsentDateUnread { written: String },
    /// Issue 25 §1: PRESS needs TO and the factions, or ALL.
    PressNeedsToOrAll,
    /// GAME needs the game's ID
    GameNeedsTheGameSId,
    /// STANDING needs an order or CLEAR
    StandingNeedsAnOrderOrClear,
    /// LEADER needs a senator's name
    LeaderNeedsASenatorSName,
    /// write APPOINT DICTATOR <senator> MASTER OF HORSE <senator>
    WriteAppointDictatorSenatorMasterOf,
    /// the Consuls appoint a DICTATOR only
    TheConsulsAppointADictatorOnly,
    /// MOTION needs the words of your motion
    MotionNeedsTheWordsOfYour,
    /// DISCARD needs a card
    DiscardNeedsACard,
    /// RANSOM needs a captive senator
    RansomNeedsACaptiveSenator,
    /// DESERT needs the loyal Senator whose Veterans desert, or NONE
    DesertNeedsTheLoyalSenatorWhose,
    /// CHOOSE needs one of the options your call lists
    ChooseNeedsOneOfTheOptions,
    /// there is no ADVOCATE order: Advocates (ADV 2.05, SEN-33) are named with CHOOSE where pl…
    AdvocatesBelongToTheAdvancedRule,
    /// TRIBUNE needs VETO, PROPOSE or NOMINATE
    TribuneNeedsVetoProposeOrNominate,
    /// OFFER needs cards and a faction
    OfferNeedsCardsAndAFaction,
    /// the faction is missing: write TO <faction>
    TheFactionIsMissingWriteTo,
    /// the faction is missing after TO
    TheFactionIsMissingAfterTo,
    /// the cards are missing before TO (NOTHING for a gift asked)
    TheCardsAreMissingBeforeTo,
    /// a trade gives or asks for at least one card
    ATradeGivesOrAsksFor,
    /// ACCEPT needs a trade number
    AcceptNeedsATradeNumber,
    /// PLAY needs a card
    PlayNeedsACard,
    /// name the opponent you draw from: PLAY INFLUENCE PEDDLING ON Faction 2 (or one of…
    NameTheOpponentYouDrawFrom,
    /// the card is missing before ON
    TheCardIsMissingBeforeOn,
    /// the senator is missing after ON
    TheSenatorIsMissingAfterOn,
    /// INCOME ALL goes TO FACTION; give senators their shares one by one
    IncomeAllGoesToFactionGive,
    /// TO FACTION or TO <senator> is missing
    ToFactionOrToSenatorIs,
    /// the senator is missing after FROM
    TheSenatorIsMissingAfterFrom,
    /// contributions come from a senator's Personal Treasury, not from the faction
    ContributionsComeFromASenatorS,
    /// FROM <senator> is missing
    FromSenatorIsMissing,
    /// FROM FACTION or FROM <rebel> is missing
    FromFactionOrFromRebelIs,
    /// both FROM and TO are needed
    BothFromAndToAreNeeded,
    /// ASSASSINATE needs a target and BY <assassin>
    AssassinateNeedsATargetAndBy,
    /// BY <assassin> is missing
    ByAssassinIsMissing,
    /// the target is missing
    TheTargetIsMissing,
    /// the assassin is missing after BY
    TheAssassinIsMissingAfterBy,
    /// PERSUADE needs a target and WITH <persuader>
    PersuadeNeedsATargetAndWith,
    /// WITH <persuader> is missing
    WithPersuaderIsMissing,
    /// the target is missing before WITH
    TheTargetIsMissingBeforeWith,
    /// the persuader is missing after WITH
    ThePersuaderIsMissingAfterWith,
    /// KNIGHTS needs a senator
    KnightsNeedsASenator,
    /// the senator is missing before SPEND
    TheSenatorIsMissingBeforeSpend,
    /// say how many knights, e.g. PRESSURE 2 KNIGHTS OF Fabius
    SayHowManyKnightsEG,
    /// pressure at least 1 knight (NO KNIGHTS takes no knights action)
    PressureAtLeast1KnightNo,
    /// KNIGHTS OF <senator> must follow the number
    KnightsOfSenatorMustFollowThe,
    /// OF <senator> must follow KNIGHTS
    OfSenatorMustFollowKnights,
    /// the senator is missing after OF
    TheSenatorIsMissingAfterOf,
    /// GAMES needs a sponsor and the kind of games
    GamesNeedsASponsorAndThe,
    /// the sponsoring senator is missing
    TheSponsoringSenatorIsMissing,
    /// the kind of games must end the line: SLICE (7T), BLOOD (13T) or GLADIATOR (18T)
    TheKindOfGamesMustEnd,
    /// the target is missing after ON
    TheTargetIsMissingAfterOn,
    /// PB-05 (S004/32): a bribe or counter-bribe written with a condition (`IF …`, as written).
    BribeConditional { condition: String },
    /// FOR-17 house rule "bid ahead": `INITIATIVE <n>:` not followed by an order.
    InitiativeAheadShape,
    /// SEN-02 house rule "agenda vote": `VOTE ON <n>` not followed by YES, NO or ABSTAIN.
    VoteOnShape,
    /// ON <target> is missing
    OnTargetIsMissing,
    /// after IF write PERSUASION OF <target> SUCCEEDS or FAILS
    AfterIfWritePersuasionOfTarget,
    /// the target is missing after PERSUASION OF
    TheTargetIsMissingAfterPersuasion,
    /// BID needs an amount and FROM <senator>
    BidNeedsAnAmountAndFrom,
    /// FROM <senator> is missing: say who pays the bid
    FromSenatorIsMissingSayWho,
    /// the bidding senator is missing after FROM
    TheBiddingSenatorIsMissingAfter,
    /// SPOILS needs a governor and YES or NO
    SpoilsNeedsAGovernorAndYes,
    /// YES or NO must end the line
    YesOrNoMustEndThe,
    /// the governor is missing
    TheGovernorIsMissing,
    /// GRAIN needs a grain concession and DOUBLE or SINGLE
    GrainNeedsAGrainConcessionAnd,
    /// DOUBLE or SINGLE must end the line
    DoubleOrSingleMustEndThe,
    /// the grain concession is missing
    TheGrainConcessionIsMissing,
    /// NOMINATE needs CONSULS, PONTIFEX, DICTATOR, CENSOR or GOVERNOR
    NominateNeedsConsulsPontifexDictatorCensor,
    /// the senator is missing after CONSUL FOR LIFE
    TheSenatorIsMissingAfterConsul,
    /// the senator is missing after PONTIFEX
    TheSenatorIsMissingAfterPontifex,
    /// the province is missing: NOMINATE GOVERNOR <senator> FOR <province>
    TheProvinceIsMissingNominateGovernor,
    /// the senator is missing after GOVERNOR
    TheSenatorIsMissingAfterGovernor,
    /// the province is missing after FOR
    TheProvinceIsMissingAfterFor,
    /// the senator is missing after CENSOR
    TheSenatorIsMissingAfterCensor,
    /// the Master of Horse is missing: NOMINATE DICTATOR <senator> MASTER OF HORSE <sen…
    MasterOfHorseMissing,
    /// write MASTER OF HORSE <senator>
    WriteMasterOfHorseSenator,
    /// the Dictator is missing after DICTATOR
    TheDictatorIsMissingAfterDictator,
    /// the Master of Horse is missing at the end
    MasterOfHorseMissingAtEnd,
    /// PROSECUTE needs the accused, MINOR or MAJOR and BY <prosecutor>
    ProsecuteNeedsTheAccusedMinorOr,
    /// BY <prosecutor> is missing
    ByProsecutorIsMissing,
    /// the prosecutor is missing after BY
    TheProsecutorIsMissingAfterBy,
    /// the accused is missing
    TheAccusedIsMissing,
    /// MINOR or MAJOR must follow the accused
    MinorOrMajorMustFollowThe,
    /// the reason is missing after FOR
    TheReasonIsMissingAfterFor,
    /// write LAND BILL
    WriteLandBill,
    /// LAND BILL must follow
    LandBillMustFollow,
    /// the Land Bill's type (I, II or III) must follow LAND BILL
    TheLandBillSTypeI,
    /// PRIEST needs the Senator who becomes a Priest
    PriestNeedsTheSenatorWhoBecomes,
    /// the Priest losing his Priesthood is missing after FROM
    ThePriestLosingHisPriesthoodIs,
    /// PROPOSE needs a proposal
    ProposeNeedsAProposal,
    /// write PROPOSE REJECT RHODIAN (the Rhodian Alliance, SEN-47)
    WriteProposeRejectRhodianTheRhodian,
    /// nothing may follow ADJOURN
    NothingMayFollowAdjourn,
    /// write PROPOSE GARRISON <n> LEGIONS IN <province>
    WriteProposeGarrisonNLegionsIn,
    /// the province is missing after IN
    TheProvinceIsMissingAfterIn,
    /// a garrison is one or more LEGIONS, no fleets (SEN-46)
    AGarrisonIsOneOrMore,
    /// join the Commanders of a package with AND: PROPOSE SEND <commander> WITH <n> LEG…
    JoinTheCommandersOfAPackage,
    /// each part of a package is a SEND
    EachPartOfAPackageIs,
    /// write PROPOSE SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO <war>
    WriteProposeSendCommanderWithN,
    /// the commander is missing after SEND
    TheCommanderIsMissingAfterSend,
    /// the war is missing after TO
    TheWarIsMissingAfterTo,
    /// disband at least one legion or fleet (SEN-43)
    DisbandAtLeastOneLegionOr,
    /// write PROPOSE REPLACE <proconsul> BY <commander> [WITH <n> LEGIONS AND <m> FLEET…
    WriteProposeReplaceProconsulByCommander,
    /// the Proconsul is missing after REPLACE
    TheProconsulIsMissingAfterReplace,
    /// the new commander is missing after BY
    TheNewCommanderIsMissingAfter,
    /// write PROPOSE RECALL GARRISON <n> LEGIONS FROM <province>
    WriteProposeRecallGarrisonNLegions,
    /// the province is missing after FROM
    TheProvinceIsMissingAfterFrom,
    /// write PROPOSE RECALL <n> LEGIONS AND <m> FLEETS FROM <proconsul>
    WriteProposeRecallNLegionsAnd,
    /// the Proconsul is missing after FROM
    TheProconsulIsMissingAfterFrom,
    /// recall at least one legion or fleet (SEN-45)
    RecallAtLeastOneLegionOr,
    /// the Proconsul is missing after RECALL
    TheProconsulIsMissingAfterRecall,
    /// write PROPOSE REINFORCE <proconsul> WITH <n> LEGIONS AND <m> FLEETS
    WriteProposeReinforceProconsulWithN,
    /// the Proconsul is missing after REINFORCE
    TheProconsulIsMissingAfterReinforce,
    /// BY <sponsor> AND <co-sponsor> must follow the Land Bill's type
    BySponsorAndCoSponsorMust,
    /// only a Land Bill II or III can be repealed (SEN-41)
    OnlyALandBillIiOr,
    /// BY <sponsor> must follow the Land Bill's type
    BySponsorMustFollowTheLand,
    /// TO <senator> is missing
    ToSenatorIsMissing,
    /// the concession is missing after CONCESSION
    TheConcessionIsMissingAfterConcession,
    /// the senator is missing after TO
    TheSenatorIsMissingAfterTo,
    /// VOTE needs YES, NO or ABSTAIN
    VoteNeedsYesNoOrAbstain,
    /// a senator's own vote takes no BUY or UP TO; buy votes on the faction's VOTE line
    ASenatorSOwnVoteTakes,
    /// FROM <senator> must follow BUY <n>
    FromSenatorMustFollowBuyN,
    /// write UP TO <n>
    WriteUpToN,
    /// UP TO is named twice
    UpToIsNamedTwice,
    /// PREFER needs ROME or FIELD
    PreferNeedsRomeOrField,
    /// ROME or FIELD must end the line
    RomeOrFieldMustEndThe,
    /// FINE needs the Governor's name (SEN-34)
    FineNeedsASenator,
}

/// Why the reader did not take a line (its own reasons, not the rules').
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum ReadWhy {
    /// A `STANDING` line that could not stand: its keyword and why.
    Standing {
        keyword: String,
        why: Box<ReadError>,
    },
    // --- forum.rs (PB-03, PB-05, PB-06) ---
    /// FOR-11/14/15: the senator cannot pay what the plan makes him spend.
    PlanOverTreasury {
        senator: String,
        treasury: u32,
        items: Vec<Spending>,
        total: u32,
    },
    /// FOR-10: one's own senator is not a persuasion target.
    TargetIsOwn {
        senator: String,
        targets: Vec<String>,
    },
    /// FOR-10: a Faction Leader cannot be persuaded.
    TargetIsLeader {
        senator: String,
        targets: Vec<String>,
    },
    /// FOR-13 (LR 1.07.413): the faction holds no such card.
    NoUnopposedCard { card: UnopposedCard },
    /// No senator of the faction may persuade now.
    NoPersuaders,
    /// FOR-14: the senator has fewer knights than the line pressures.
    TooFewKnights {
        senator: String,
        has: u32,
        asked: u32,
    },
    /// The keyword is no order for an initiative.
    NotForInitiative { keyword: String },
    /// A COUNTERBRIBE on the faction's own attempt.
    CounterOwnAttempt {
        persuader: String,
        target: String,
        amount: u32,
    },
    /// No other faction's attempt to counter-bribe.
    NothingToCounter,
    /// FOR-13: the counter-bribes exceed the Faction Treasury.
    CounterOverTreasury {
        treasury: u32,
        amount: u32,
        target: String,
        total: u32,
    },
    /// A BRIBE on another faction's attempt.
    BribeOnTheirAttempt {
        target: String,
        faction: FactionId,
        amount: u32,
    },
    /// A BRIBE with no attempt of one's own (the attempts one may counter-bribe).
    NoOwnAttempt { counterable: Vec<String> },
    /// FOR-13: the bribe exceeds the persuader's Personal Treasury.
    BribeOverTreasury {
        persuader: String,
        treasury: u32,
        amount: u32,
    },
    /// The keyword is no order for bribes and counter-bribes.
    NotForBribes { keyword: String },
    /// PB-06: no senator of the faction may bid now.
    NoBidders,
    /// PB-06: a conditional bid with no persuasion attempt pending.
    NoAttemptToDependOn,
    /// FOR-17: the bid exceeds the bidder's Personal Treasury.
    BidOverTreasury {
        bidder: String,
        treasury: u32,
        amount: u32,
    },
    /// The keyword is no bid.
    NotABid { keyword: String },
    // --- standing.rs (STANDING lines) ---
    /// FOR-13: Seduction / Blackmail is played once and cannot stand.
    StandingCard { card: UnopposedCard },
    /// A BRIBE belongs to one attempt.
    StandingBribe,
    /// INCOME … TO FACTION checks one turn's income.
    StandingIncomeToFaction,
    /// Cards are played when one chooses to.
    StandingPlay,
    /// Bought votes belong to one vote.
    StandingBoughtVotes,
    /// The keyword's order belongs to one vote.
    StandingOneVote { keyword: String },
    /// Proposals belong to one sitting.
    StandingProposals,
    /// Revolution phase plays and discards.
    StandingRevolution,
    /// RVN-05: a revolt is declared in its own phase.
    StandingRevolt,
    /// REV-03: the Rebel's maintenance is paid turn by turn.
    StandingUpkeep,
    /// COM-16: a ransom is for one captive.
    StandingRansom,
    /// A choice is made when the rules ask for it.
    StandingChoice,
    /// RVN-01: trades are for one Revolution Phase.
    StandingTrades,
    /// Orders of a phase not built yet (the phase's name as the reader knows it; none: a
    /// later phase).
    StandingNotYet {
        keyword: String,
        phase: Option<rules::Phase>,
    },
    /// The keyword's orders have no standing answer.
    StandingKeyword { keyword: String },
    /// Only VOTE YES|NO|ABSTAIN stands for votes.
    StandingVoteOnly,
    /// The order cannot be a standing order.
    StandingNotHere,
    /// The order cannot stand for the bribes round.
    StandingBribesRound,
    /// Setup plays cannot stand.
    StandingSetupPlays,
    // --- trades.rs (RVN-01, GEN-08) ---
    /// The card's name could be several cards (their labels, six at most).
    CardAmbiguous { written: String, cards: Vec<String> },
    /// No Faction card has this name.
    NoFactionCard { written: String },
    /// RVN-01: new offers only in the first round.
    OfferNotThisRound,
    /// GEN-08: talents are no trade goods.
    TradeTalents,
    /// A trade is offered to another faction.
    TradeToSelf,
    /// The keyword's orders are no trade orders.
    NotForTrades { keyword: String },
    // --- tribunes.rs (SEN-10, SEN-20, SEN-21) ---
    /// SEN-10: the faction holds no Tribune to put a proposal on the floor.
    NoTribune,
    /// SEN-10: a Tribune proposes no prosecution and no adjournment.
    TribuneCannotPropose,
    /// The keyword's orders are not written with a vote.
    NotForVote { keyword: String },
    /// SEN-21: the Dictator and the Master of Horse are two Senators.
    DictatorIsMaster,
    /// SEN-20: the keyword's orders are no answer to the appointment of a Dictator.
    NotForAppointment { keyword: String },
    // --- priests.rs (SEN-15) ---
    /// SEN-15: only the Pontifex Maximus's faction assigns a Priesthood, once a Senate Phase.
    NoPriesthood,
    // --- desert.rs (RVN-08) ---
    /// RVN-08: DESERT answers only the Loyal Veterans choice.
    DesertNotAsked,
    /// RVN-08: the choice is about another senator's Veterans.
    DesertOtherSenator { senator: String, written: String },
    /// RVN-08: not a place the Veterans may go (`army`: a Senate Army faces the Rebel).
    DesertNoSuchPlace {
        senator: String,
        written: String,
        army: bool,
    },
    /// RVN-08: no Senate Army to desert to.
    DesertNoArmy { senator: String },
    // --- choices.rs (CHOOSE, FOR-22, COM-03, COM-05, RVN-08) ---
    /// COM-05: the line names another Commander than the one the choice is about.
    NotAboutCommander { commander: String, written: String },
    /// FOR-22: the Storm at Sea choice has no options.
    NoStormOptions,
    /// FOR-22: a part of the split does not start with a number (`example`: an option's text).
    StormNotANumber {
        written: String,
        lost: u32,
        example: String,
    },
    /// FOR-22: a part of the split names no place with Fleets.
    StormNotAPlace {
        written: String,
        lost: u32,
        example: String,
    },
    /// FOR-22: the split does not add up to the Fleets lost.
    StormWrongSum {
        lost: u32,
        sum: u32,
        example: String,
    },
    /// GEN-12: the unmaintained-units choice has no options.
    NoUnitsOptions,
    /// GEN-12: a part of the split does not start with a number (`example`: an option's text).
    UnitsNotANumber {
        written: String,
        eliminated: u32,
        example: String,
    },
    /// GEN-12: a part of the split says neither LEGIONS nor FLEETS after its number.
    UnitsNotAKind {
        written: String,
        eliminated: u32,
        example: String,
    },
    /// GEN-12: a part of the split names neither Rome nor a Force away.
    UnitsNotAPlace {
        written: String,
        eliminated: u32,
        example: String,
    },
    /// GEN-12: the split does not add up to the units eliminated.
    UnitsWrongSum {
        eliminated: u32,
        sum: u32,
        example: String,
    },
    /// COM-03: a Commander named twice.
    NamedTwice { commander: String },
    /// RVN-08: the Loyal Veterans choice takes DESERT orders only.
    DesertOnly { keyword: String },
    /// The choice (its rule ID) takes CHOOSE orders only.
    ChooseOnly { rule: String, keyword: String },
    /// COM-05: not LAND BATTLE or NO LAND BATTLE.
    NotALandOption { written: String },
    /// COM-03: not an order of the Commanders (`example`: an option's text).
    NotAnAttackOrder { written: String, example: String },
    /// The words could be more than one option (the options' texts).
    AmbiguousOption {
        written: String,
        options: Vec<String>,
    },
    /// The words are none of the options (the choice's rule ID, the options' texts).
    NotAnOption {
        written: String,
        rule: String,
        options: Vec<String>,
    },
    // --- names.rs (senators and cards by name) ---
    /// "Name (#id)" whose name and ID designate different senators.
    NameMismatch {
        written: String,
        id: String,
        label: String,
    },
    /// The name could be several senators (their labels).
    SenatorAmbiguous {
        written: String,
        candidates: Vec<String>,
    },
    /// No senator in play has this name (the senators in play).
    NoSuchSenator {
        written: String,
        in_play: Vec<String>,
    },
    /// The name is not in the scope of the line (who may be named there).
    NotInScope {
        written: String,
        scope: Scope,
        outside: Outside,
        allowed: Vec<String>,
    },
    /// The name could be several cards of the hand (their labels).
    HandCardAmbiguous { written: String, cards: Vec<String> },
    /// No card of the hand has this name (the hand's cards).
    NoSuchHandCard { written: String, hand: Vec<String> },
    // --- grammar.rs (the shape of a line) ---
    /// The line's shape is wrong: why, then the order's usage.
    Expected { keyword: String, problem: Syntax },
    /// An order inside another (STANDING, APPOINT, TRIBUNE) is wrong.
    InOrder { keyword: String, why: Box<ReadWhy> },
    /// FOR-17 (seed 004): a bid that depends on other bids.
    BidOnBids,
    // --- trades.rs (factions by name) ---
    /// No faction has this number (as written).
    NoSuchFaction { n: u8 },
    /// The words name no other faction.
    NoOtherFaction { written: String },
    // --- grain.rs (REV-07) ---
    /// The name could be several concessions (grain, or in the Forum).
    AmbiguousName { written: String, names: Vec<String> },
    /// No grain concession has this name (the grain concessions).
    NoSuchGrain {
        written: String,
        grains: Vec<String>,
    },
    // --- revolt.rs (RVN-05, RVN-06, RVN-07) ---
    /// RVN-05: REVOLT without the commander.
    RevoltNoCommander,
    /// RVN-05: no commander of the faction may revolt.
    RevoltNobody,
    /// RVN-05: the IF condition is not IF AT LEAST <n> LEGIONS FOLLOW.
    RevoltCondition,
    /// RVN-05: the number after IF AT LEAST is wrong.
    RevoltAtLeast(Syntax),
    /// RVN-06: the amount after SPEND is wrong.
    RevoltSpend(Syntax),
    /// RVN-06: SPEND n FROM a senator who is neither the commander nor his Master of Horse.
    RevoltSpendFrom { n: u32, senator: String },
    /// A word a REVOLT line does not know.
    RevoltWord { written: String },
    // --- vote_terms.rs (SEN-02, SEN-04, PB-10) ---
    /// The terms at the end of a proposal line are wrong.
    InProposal { keyword: String, problem: Syntax },
    /// A term's faction or senator is wrong (the term's keyword).
    InTerm { term: String, why: Box<ReadWhy> },
    /// SEN-02: a faction named twice in the voting order.
    FactionTwice { faction: FactionId },
    // --- senate.rs: wars, concessions, provinces (SEN-35, SEN-44) ---
    /// No war named (the wars a commander may be sent against now).
    WarUnnamed { wars: Vec<String> },
    /// The war named may not be fought now.
    WarNotNow { war: String, wars: Vec<String> },
    /// No war has this name.
    NoSuchWar { written: String, wars: Vec<String> },
    /// The wars the name designates may not be fought now.
    WarsNotNow {
        written: String,
        matches: Vec<String>,
        wars: Vec<String>,
    },
    /// The name could be several wars (`example`: the first one's name).
    WarAmbiguous {
        written: String,
        matches: Vec<String>,
        example: String,
    },
    /// No concession of this name lies in the Forum.
    NoForumConcession {
        written: String,
        concessions: Vec<String>,
    },
    /// SEN-35: no province of this name may get a Governor now.
    NoSuchProvince {
        written: String,
        provinces: Vec<String>,
    },
    /// SEN-35: the name could be several provinces.
    ProvinceAmbiguous {
        written: String,
        provinces: Vec<String>,
    },
    // --- senate.rs: proposals (PB-07, SEN-07 .. SEN-47) ---
    /// SEN-44: a SEND of no forces.
    NoForces,
    /// SEN-44: more forces than Rome has (legions, fleets in Rome; with the raises queued
    /// before; asked).
    TooFewForces {
        in_rome: (u32, u32),
        then: Option<(u32, u32)>,
        asked: (u32, u32),
    },
    /// SEN-07: the Senate has passed that business.
    StagePassed {
        stage: SenateStage,
        now: SenateStage,
    },
    /// SEN-24: no senator may be prosecuted now.
    NoProsecutionNow,
    /// SEN-24: the accused may not face a prosecution of this kind.
    NoProsecutionOfKind { accused: String, major: bool },
    /// SEN-24: the reason could be several.
    ReasonAmbiguous {
        written: String,
        reasons: Vec<String>,
    },
    /// SEN-24: the accused cannot be prosecuted for this reason.
    NoSuchReason {
        accused: String,
        major: bool,
        written: String,
        reasons: Vec<String>,
    },
    /// SEN-25: the Censor presides and does not prosecute.
    CensorProsecutes { senator: String },
    /// SEN-46: a garrison of more legions than Rome has.
    GarrisonTooBig { legions_in_rome: u32 },
    /// RVN-10: Veteran Legions named against a Rebel Province (not built: regular Legions go
    /// first, the Default Move).
    VeteransAgainstRebelProvince,
    /// SEN-44: a part of a package that is no SEND.
    PackagePartNotSend,
    /// RVN-09: a package against the Rebel.
    PackageAgainstRebel,
    /// SEN-02, SEN-04, PB-10: the terms written more than once.
    TermsOnce,
    /// SEN-18: no Pontifex Maximus to recall.
    NoPontifex,
    /// SEN-18: the senator named is not the Pontifex Maximus.
    NotThePontifex { named: String, pontifex: String },
    /// The proposal is already in the faction's list.
    ProposalQueued { line: String },
    /// The keyword's orders are no proposals of the presiding magistrate.
    NotForProposals { keyword: String },
    // --- senate.rs: votes (PB-08, SEN-04, SEN-08, SEN-11, SEN-27, PB-09) ---
    /// SEN-08: no abstention on a Land Bill.
    NoAbstainOnLandBill,
    /// SEN-02 house rule "agenda vote": `VOTE ON <n>` with no list announced with the vote.
    NoAgendaAnnounced,
    /// SEN-02 house rule "agenda vote": `VOTE ON <n>` outside the list's numbers (2 to `last`).
    AgendaNumberOutside { last: usize },
    /// FOR-17 house rule "bid ahead": `INITIATIVE <n>:` when no later auction takes bids.
    NoLaterAuction,
    /// FOR-17 house rule "bid ahead": `INITIATIVE <n>:` for an initiative not among `open`.
    LaterAuctionNotOpen { open: Vec<u8> },
    /// FOR-17 house rule "bid ahead": two `INITIATIVE <n>:` on one line.
    OneInitiativeAheadPerLine,
    /// PB-02 / PB-03 (S004/11): `INITIATIVE <written>:` with the revenue orders, when the
    /// faction's coming regular initiative is `yours` (None: it takes none this turn).
    NotYourComingInitiative { written: u8, yours: Option<u8> },
    /// PB-02 / PB-03 (S004/11): a BID for the faction's own regular initiative, which is not
    /// auctioned.
    NoBidForOwnInitiative,
    /// Issue 10: parts of a VOTE line left out (the rest of the line, as read, stands).
    PartLeftOut {
        problems: Vec<ReadWhy>,
        rest: String,
    },
    /// BUY n FROM a name that is not a voter of the faction.
    BuyFrom {
        n: u32,
        written: String,
        why: Box<ReadWhy>,
    },
    /// Bought votes are not abstained.
    BuyAbstained { n: u32, senator: String },
    /// The buyer's Personal Treasury holds less than he buys with.
    BuyOverTreasury {
        n: u32,
        senator: String,
        treasury: u32,
        total: u32,
    },
    /// PB-11: the accused's faction makes no conditional vote.
    UpToAccused { n: u32 },
    /// SEN-04: only the presiding magistrate makes a conditional vote.
    UpToOnlyPresiding { n: u32 },
    /// UP TO buys votes for passage: VOTE YES.
    UpToNotYes { n: u32 },
    /// The spender's Personal Treasury holds less than UP TO.
    UpToOverTreasury {
        n: u32,
        senator: String,
        treasury: u32,
        total: u32,
    },
    /// SEN-11: no Tribune card to veto with.
    NoTribuneToVeto,
    /// SEN-27: only the accused appeals.
    OnlyAccusedAppeals,
    /// PB-09: no consular nominee of the faction in this vote.
    NoNominee,
    /// PB-09: several nominees, and PREFER names none.
    WhichNominee {
        nominees: Vec<String>,
        seat: ConsulSeat,
    },
    /// SEN-02, PB-09, PB-10: no proposals are asked of the faction.
    NoProposalsAsked { keyword: String },
    // --- interpret.rs (which decision a line goes to; setup, revenue, revolution) ---
    /// FOR-13: Influence Peddling on the faction's own hand.
    PeddlingOwnHand,
    /// REV: INCOME n TO FACTION is not the rest of the income.
    FactionIncomeRest {
        income: u32,
        rest: u32,
        given: u32,
        amount: u32,
    },
    /// The keyword's phase (none: a later phase) is not open.
    PhaseNotOpen {
        keyword: String,
        phase: Option<rules::Phase>,
    },
    /// The Forum phase is not open (`may_stand`: a STANDING order would keep it).
    ForumNotOpen { keyword: String, may_stand: bool },
    /// SEN-02: no proposals are asked of the faction.
    NoProposalsCalled { keyword: String },
    /// No vote is asked of the faction.
    NoVoteAsked { keyword: String },
    /// No open decision takes the keyword's orders.
    NoDecisionTakes { keyword: String },
    /// The auctioned initiative takes no such orders.
    NotForAuction { keyword: String },
    /// The presiding magistrate's proposals cannot be read here.
    ProposalsUnreadable,
    /// The open decision takes no such orders.
    NotForDecision {
        decision: DecisionId,
        keyword: String,
    },
    /// SEN-51: more Secret Bodyguards than held.
    TooFewBodyguards { held: u32, cards: u32 },
    /// COM-16: a ransom takes no such orders.
    NotForRansom { keyword: String },
    /// A card both played and discarded.
    PlayDiscarded { card: String },
    /// PB-01: a statesman is played on nobody.
    StatesmanOnNobody { card: String, on: String },
    /// PB-01: a concession needs the senator who gets it (an example senator, if any).
    ConcessionOnWhom {
        card: String,
        example: Option<String>,
    },
    /// The card cannot be played now (the cards that can).
    NotPlayableNow { card: String, playable: Vec<String> },
    /// A card played in this answer is not discarded too.
    DiscardPlayed { card: String },
    /// RVN-01: revolts were decided with the first Revolution answer.
    RevoltsDecided,
    /// The Revolution phase takes no such orders.
    NotForRevolution { keyword: String },
    /// REV: the faction's income is less than the amount.
    IncomeTooSmall { income: u32, amount: u32 },
    /// REV: the shares exceed the faction's income (the other shares: talents, senator).
    SharesOverIncome {
        amount: u32,
        senator: String,
        total: u32,
        income: u32,
        already: Vec<(u32, String)>,
    },
    /// A transfer of 0 talents.
    TransferZero,
    /// A transfer from a purse to itself.
    TransferToSelf { purse: String },
    /// REV-03: an upkeep of 0 talents.
    UpkeepZero,
    /// REV-07: GRAIN is a standing order only.
    GrainStandingOnly,
    /// REV-08: SPOILS is a standing order only.
    SpoilsStandingOnly,
    /// REV-17: no Bequest waits in the Forum to be sent for.
    NoBequest,
}

/// Serialisers for the newtype variants whose value is no table of its own (a name, or a
/// `Syntax` whose tag would clash with the variant's): each is written under a key, so the
/// tagged JSON holds it.
pub(crate) mod nested {
    use serde::ser::{SerializeMap, Serializer};

    fn under<S: Serializer, T: serde::Serialize + ?Sized>(
        key: &str,
        value: &T,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(1))?;
        m.serialize_entry(key, value)?;
        m.end()
    }

    /// `{ "pair": "consuls" }`.
    pub fn pair<S: Serializer>(p: &super::Pair, s: S) -> Result<S::Ok, S::Error> {
        under("pair", p, s)
    }

    /// `{ "problem": { "syntax": ... } }`.
    pub fn problem<S: Serializer>(p: &super::Syntax, s: S) -> Result<S::Ok, S::Error> {
        under("problem", p, s)
    }

    /// `{ "orders": [...] }`.
    pub fn orders<S: Serializer>(o: &[String], s: S) -> Result<S::Ok, S::Error> {
        under("orders", o, s)
    }
}

impl From<ReadWhy> for ReadError {
    fn from(w: ReadWhy) -> ReadError {
        ReadError::Why(w)
    }
}
