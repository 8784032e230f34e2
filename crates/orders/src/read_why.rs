//! The order reader's own reasons, typed (issue 23 point 2): why a line was not read, as data
//! (ids, numbers, keywords, and the canonical text of senators and orders as the reader writes
//! them); `render::read_error` words each one. Senators are carried as their canonical text
//! ("Cornelius (#1)", the way the reader writes them back in echoes) so that the words do not
//! depend on which names render knows.

use rules::api::{FactionId, UnopposedCard};

use super::ReadError;

/// One thing a plan makes a senator pay from his Personal Treasury (FOR-11, FOR-14, FOR-15).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// Why the reader did not take a line (its own reasons, not the rules').
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// Orders of a phase not built yet (the phase's name as the reader knows it).
    StandingNotYet { keyword: String, phase: String },
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
}

impl From<ReadWhy> for ReadError {
    fn from(w: ReadWhy) -> ReadError {
        ReadError::Why(w)
    }
}
