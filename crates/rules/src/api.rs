//! The rules API contract shared by the rules core, the orders interpreter, the renderer and
//! the referee (DESIGN.md "The rules API"). Variants and fields may be added; existing ones keep
//! their meaning.

use serde::{Deserialize, Serialize};

use super::posts::Post;
use super::state::{Office, Phase};

/// A faction = a player's seat, 0-based, in clockwise seating order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct FactionId(pub u8);

impl std::fmt::Display for FactionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0 + 1)
    }
}

/// A senator in play, identified by the card on top: a family ID ("7") or a statesman ID ("1A").
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SenatorId(pub String);

impl std::fmt::Display for SenatorId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// SEN-17: the key under which the Pontifex Maximus's veto is offered among the Tribune cards
/// of a vote (it is no card of the deck).
pub const PONTIFEX_VETO: &str = "pontifex-veto";

/// Issue 23 point 3: a key of the card data as a type of its own, so that a war's key is never
/// taken for a Province's or a card's. Each is its text in JSON (`#[serde(transparent)]`), reads
/// as a `&str` (`Deref`), and compares with text.
macro_rules! text_key {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub String);

        impl $name {
            /// The key's text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl std::ops::Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl std::borrow::Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl From<String> for $name {
            fn from(s: String) -> Self {
                $name(s)
            }
        }

        impl From<&String> for $name {
            fn from(s: &String) -> Self {
                $name(s.clone())
            }
        }

        impl From<&str> for $name {
            fn from(s: &str) -> Self {
                $name(s.to_string())
            }
        }

        impl From<&$name> for $name {
            fn from(s: &$name) -> Self {
                s.clone()
            }
        }

        impl From<$name> for String {
            fn from(k: $name) -> String {
                k.0
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }

        impl PartialEq<String> for $name {
            fn eq(&self, other: &String) -> bool {
                &self.0 == other
            }
        }

        impl PartialEq<$name> for String {
            fn eq(&self, other: &$name) -> bool {
                *self == other.0
            }
        }

        impl PartialEq<$name> for str {
            fn eq(&self, other: &$name) -> bool {
                self == other.0
            }
        }
    };
}

text_key!(
    /// Stable key of a card in a hand (statesman "1A", concession "tax-farmer-1", intrigue
    /// "tribune-3").
    CardKey
);
text_key!(
    /// Stable key of a war card ("punic-1", "gallic-2"): in the deck, the Forum, or the target
    /// of a Force.
    WarKey
);
text_key!(
    /// Stable key of a Province ("sicilia", "hispania-citerior").
    ProvinceKey
);

/// SEN-24: what a Senator is prosecuted for (issue 23 point 3: a type, not a word). Stored
/// and exchanged as its text ("major", "corrupt", "evil-omens", the Concession's key, or
/// SEN-38 the Province's key), as before it was a type.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum ProsecutionReason {
    /// A Major Office held this turn (the FOR-18 "major" marker): a Minor or a Major
    /// Prosecution.
    Major,
    /// Provincial spoils taken as Governor (a Corrupt marker): a Minor Prosecution.
    Corrupt,
    /// A Concession whose corrupt bar is revealed, by its key: a Minor Prosecution.
    Concession(CardKey),
    /// SEN-23 / FOR-02 (LR 2.01.7): a Faction Leader whose faction could not pay its
    /// Pontifex's Evil Omens debt and fine: a Major Prosecution outside the Censor's limits.
    EvilOmens,
    /// SEN-38 (LR 1.13.1/4): the spoils a Governor by Legate took this turn from this
    /// Province: a Minor Prosecution each, while he is in Rome.
    Spoils(ProvinceKey),
}

impl ProsecutionReason {
    /// The reason's text as stored and as the order language writes it after FOR.
    pub fn key(&self) -> &str {
        match self {
            ProsecutionReason::Major => "major",
            ProsecutionReason::Corrupt => "corrupt",
            ProsecutionReason::EvilOmens => "evil-omens",
            ProsecutionReason::Concession(k) => k.as_str(),
            ProsecutionReason::Spoils(p) => p.as_str(),
        }
    }
}

impl From<String> for ProsecutionReason {
    fn from(s: String) -> Self {
        match s.as_str() {
            "major" => ProsecutionReason::Major,
            "corrupt" => ProsecutionReason::Corrupt,
            "evil-omens" => ProsecutionReason::EvilOmens,
            _ if super::game::data().province(&s).is_some() => {
                ProsecutionReason::Spoils(ProvinceKey(s))
            }
            _ => ProsecutionReason::Concession(CardKey(s)),
        }
    }
}

impl From<&str> for ProsecutionReason {
    fn from(s: &str) -> Self {
        ProsecutionReason::from(s.to_string())
    }
}

impl PartialEq<str> for ProsecutionReason {
    fn eq(&self, other: &str) -> bool {
        self.key() == other
    }
}

impl PartialEq<&str> for ProsecutionReason {
    fn eq(&self, other: &&str) -> bool {
        self.key() == *other
    }
}

impl From<ProsecutionReason> for String {
    fn from(r: ProsecutionReason) -> String {
        match r {
            ProsecutionReason::Concession(k) => k.0,
            r => r.key().to_string(),
        }
    }
}

/// Why the rules stopped a game (`GameStatus::RulesEnd`, `EventKind::RulesEnd`), as data:
/// render words it (issue 23: the rules write no words).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RulesStop {
    /// A reason the rules name by its kind.
    Typed(StopWhy),
    /// A reason stored as text before it was typed (kept as it was written).
    Written(String),
}

/// The kinds of reason the rules stop for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stop", rename_all = "snake_case")]
pub enum StopWhy {
    /// SEN-02: the Senate's business could not go on: a defect of the engine.
    EngineDefect,
    /// FOR-04: the Random Events Table of the card data gives no event for this roll.
    NoRandomEvent { roll: u32 },
    /// FOR-22: an Event card missing from the card data.
    UnknownEventCard { key: CardKey },
    /// COM-22: a Leader kept in hand (Cleopatra) may act in this battle.
    /// Deprecated: no longer produced (COM-22 is built); kept so that a stored game stopped
    /// here still reads.
    LeaderKeptInHand,
    /// COM-09: a Statesman's voiding of Disaster and Standoff losses (Lucullus).
    /// Deprecated: no longer produced (COM-09 is built); kept so that a stored game stopped
    /// here still reads.
    VoidsDisasterLosses { statesman: CardKey },
    /// COM-04: a Statesman's variable Military (Pompey).
    /// Deprecated: no longer produced (COM-04 is built); kept so that a stored game stopped
    /// here still reads.
    VariableMilitary { statesman: CardKey },
    /// A card of a later deck came into play, or may be played now, and its effect is not built
    /// yet (issue 24: REV-17 a Bequest drawn, SEN-55 a Law in a hand in the Senate Phase,
    /// SEN-54 a Tribune-cancelling card in a hand when a Tribune is used).
    CardNotBuilt { card: CardKey },
    /// A Statesman's ability may be used now and is not built yet (issue 24: SEN-27 Glaucia's
    /// 3d6 Popular Appeal, SEN-39 Fulvius Flaccus' claim, SEN-40 the Gracchi's and Popillius'
    /// Land Bill powers).
    /// Deprecated: no longer produced (those powers are built); kept so that a stored game
    /// stopped here still reads.
    StatesmanPowerNotBuilt { statesman: CardKey },
    /// COM-18 (ADV 2.02.414/9): a Governor's Provincial Victory made Veterans of the Legions
    /// garrisoning `province`.
    /// Deprecated: no longer produced (Veteran garrisons are built, `garrison_veterans.rs`);
    /// kept so that a stored game stopped here still reads.
    GarrisonVeterans { province: ProvinceKey },
    /// RVN-10 (ADV 2.03.8, 2.03.81): a Combat Phase with the Primary Rebel Governor `rebel`
    /// staying in his Rebel Province `province` was not built.
    /// Deprecated: no longer produced (`rebel_staying.rs`); kept so that a stored game stopped
    /// here still reads.
    RebelGovernorStays {
        rebel: SenatorId,
        province: ProvinceKey,
    },
    /// RVN-10 (ADV 2.03.91/5-6): the Primary Rebel `rebel` died with Rebel Governors in
    /// Revolt: their Provinces' collapse was not built.
    /// Deprecated: no longer produced (`RebelProvincesCollapse`); kept so that a stored game
    /// stopped here still reads.
    RebelGovernorsCollapse { rebel: SenatorId },
    /// COM-02 (ADV 2.03.72/11): the Rebel chooses which Provincial Fleets (those of `province`
    /// or the Primary Rebel's) a Naval Interception's losses strike: not built yet.
    /// Deprecated: no longer produced (`ChoiceAbout::RebelFleetLosses`); kept so that a stored
    /// game stopped here still reads.
    RebelFleetLossesChoice { province: ProvinceKey },
    /// RVN-10 / SEN-38 (LR 1.13.1/7-8): `rebel`, Governor of more than one Province (by
    /// Legate, the Vatinian Law), was declared in Revolt: picking the Province he is in was
    /// not built. Deprecated: no longer produced (`ToForum::RebelElsewhere`); kept so that a
    /// stored game stopped here still reads.
    RebelGovernorOfSeveralProvinces { rebel: SenatorId },
}

/// Who may see an event or a view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "to", content = "faction", rename_all = "snake_case")]
pub enum Visibility {
    Public,
    Faction(FactionId),
    Gm,
}

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Viewer {
    Public,
    Faction(FactionId),
    Gm,
}

impl Viewer {
    /// May this viewer see an event of this visibility? The GM sees everything.
    pub fn may_see(&self, v: &Visibility) -> bool {
        match (self, v) {
            (Viewer::Gm, _) => true,
            (_, Visibility::Public) => true,
            (Viewer::Faction(me), Visibility::Faction(f)) => me == f,
            _ => false,
        }
    }
}

/// Stable identifier of an open decision, e.g. "t1-setup-f2" (unique within a game).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DecisionId(pub String);

impl std::fmt::Display for DecisionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The kinds of decision the game can wait for. Each carries its checklist rule ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// PB-01 / SET-05 / SET-06: Faction Leader choice and initial card plays.
    SetupPlays,
    /// PB-02 / REV-10 / REV-15 / REV-08: income distribution, contributions, transfers, spoils.
    Revenue,
    /// PB-03 / FOR-03 / FOR-09..16: a faction's orders for its regular initiative (simultaneous).
    Initiative,
    /// PB-05 / FOR-13: bribes and counter-bribes for the non-frivolous opposed persuasion
    /// attempts announced this round (one sealed, unconditional round; every faction).
    Bribes,
    /// PB-06 / FOR-17: sealed bids for an auctioned initiative (with the orders for it if won).
    InitiativeBid,
    /// PB-07 / PB-10 / SEN-02: the Presiding Magistrate's proposals, in order of preference
    /// (the first one that is legal when the floor is free is put to the vote).
    SenateProposals,
    /// PB-08 / PB-09 / PB-11: a faction's votes on the proposal on the floor (with its consular
    /// preference, a Tribune veto, the accused's Popular Appeal).
    SenateVote,
    /// PB-13 / RVN-02 / RVN-04: Statesmen and Concessions played, and discards to the hand limit.
    Revolution,
    /// SEN-51: the target's faction answers an assassination roll with Secret Bodyguard cards
    /// (LR 1.09.73: announced after the roll).
    Bodyguards,
    /// PB-14 / RVN-01 / GEN-07: open trades of Faction cards (offers in the PB-13 round; the
    /// answers to offers not matched there in a round of their own).
    Trades,
    /// COM-16 / REV-01: a faction ransoms its captive Senators (in the PB-02 round).
    Ransom,
    /// Issue 7: a choice the rules leave to one player, asked where the rules put it
    /// (`ChoiceAbout` says which: SEN-06, SEN-60, SEN-47 New Alliance, FOR-21).
    Choice,
    /// SEN-20 (LR 1.09.31): the Consuls' factions, together, may appoint a Dictator (asked
    /// once a turn when the Dictator's business opens; both must name the same Senators).
    DictatorAppointment,
}

impl DecisionKind {
    /// The checklist ID of the PBEM decision point.
    pub fn rule_id(&self) -> &'static str {
        match self {
            DecisionKind::SetupPlays => "PB-01",
            DecisionKind::Revenue => "PB-02",
            DecisionKind::Initiative => "PB-03",
            DecisionKind::Bribes => "PB-05",
            DecisionKind::InitiativeBid => "PB-06",
            DecisionKind::SenateProposals => "PB-07",
            DecisionKind::SenateVote => "PB-08",
            DecisionKind::Revolution => "PB-13",
            DecisionKind::Bodyguards => "SEN-51",
            DecisionKind::Trades => "PB-14",
            DecisionKind::Ransom => "COM-16",
            DecisionKind::Choice => "CHOICE",
            DecisionKind::DictatorAppointment => "SEN-20",
        }
    }
}

/// One thing the game waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub id: DecisionId,
    pub kind: DecisionKind,
    pub owner: FactionId,
    pub simultaneous: bool,
    /// The legal options, for the call-for-orders form and the bots.
    pub options: DecisionOptions,
    /// The Default Move that will apply if no answer arrives, already computed for this owner.
    pub default: Answer,
    /// Why the Default Move is what it is (`render::default_words` quotes the seed).
    pub default_by: DefaultBy,
}

impl Decision {
    /// The checklist ID of the decision: its kind's, or for a `Choice` the rule that gives it.
    pub fn rule_id(&self) -> &'static str {
        match &self.options {
            DecisionOptions::Choice { about, .. } => about.rule(),
            _ => self.kind.rule_id(),
        }
    }
}

/// Why a decision's Default Move is what it is. `render` words it: the seed's Default Move for
/// the decision kind (S004, or the engine's ruling where S004 gives none, docs/RULINGS.md),
/// and the standing order that replaced it; the default answer's order lines say what it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum DefaultBy {
    /// The seed's Default Move for the decision kind.
    Seed,
    /// RULING (PB-08): the presiding magistrate's faction votes YES on its own proposal.
    PresidingFaction,
    /// PB-03 .. PB-08: the faction's standing order replaces the Default Move; `dropped`: its
    /// standing counter-bribes that name no attempt of this round (PB-05).
    Standing { dropped: Vec<SenatorId> },
    /// The standing order cannot apply now (`error`: it is not legal; None: it names none of
    /// this round's attempts, PB-05), so the seed's Default Move applies.
    StandingSetAside {
        error: Option<RuleError>,
        dropped: Vec<SenatorId>,
    },
    /// RULING (RVN-01): in the plays after the trades, the faction's first Revolution answer
    /// (its plays and discards, fitted to the hand the trades left) stands.
    FirstAnswer,
    /// SEN-59 (LR 1.09.823): the Consul for Life cast this faction's votes; only an
    /// assassination attempt of its own (or its Pontifex's Priesthood) was its to write, and
    /// by default none is made.
    ConsulForLife,
}

/// RVN-01: why an offered trade came to nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TradeLapse {
    /// The other side did not accept it (PB-14, or its Default Move).
    NotAccepted,
    /// A card of it had already left its holder's hand (another trade).
    CardsGone,
}

/// Why queued proposals are dropped (PB-10, issue 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QueueDrop {
    /// SEN-07: the Senate has moved past their business (it is at `stage` now).
    BusinessPast { stage: SenateStage },
    /// SEN-23 / SEN-22: prosecutions are proposed only by the Censor presiding over them, and
    /// the Censor of another faction presided.
    CensorOfAnotherFaction,
    /// SEN-23 (LR 1.09.41/7): the Censor died while the prosecutions were ongoing: every
    /// unresolved prosecution fails and the meeting returns to the presiding magistrate.
    CensorDied,
    /// SEN-02: the Senate adjourned before the faction presided again.
    Adjourned,
    /// SEN-36 (LR 1.09.52): the Province they name got its Governor this turn, who may not be
    /// replaced before the next turn.
    PostFilled,
    /// PB-10 (S004/79): the proposal's condition on the elections did not hold when its turn
    /// came (the proposal is given with its condition, as `Proposal::Announced`).
    ConditionUnmet,
}

impl QueueDrop {
    pub fn rule(self) -> &'static str {
        match self {
            QueueDrop::BusinessPast { .. } => "SEN-07",
            QueueDrop::CensorOfAnotherFaction => "SEN-23",
            QueueDrop::CensorDied => "SEN-23",
            QueueDrop::Adjourned => "SEN-02",
            QueueDrop::PostFilled => "SEN-36",
            QueueDrop::ConditionUnmet => "PB-10",
        }
    }
}

/// What may be answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DecisionOptions {
    SetupPlays {
        /// Own senators eligible as Faction Leader.
        leader_candidates: Vec<SenatorId>,
        /// Statesmen in hand that may be played now.
        playable_statesmen: Vec<CardKey>,
        /// Concessions in hand that may be played now (on one of the faction's senators).
        playable_concessions: Vec<CardKey>,
    },
    Revenue {
        /// Talents of faction income this turn (to distribute).
        income: u32,
        /// Own senators eligible to receive income and make contributions (a TRANSFER may come
        /// from any Senator of the faction: a Rebel's goes to another Rebel, RVN-08).
        senators: Vec<SenatorId>,
        /// Faction Treasury now (private).
        faction_treasury: u32,
        /// Governors who may take spoils.
        governors: Vec<SenatorId>,
        /// REV-03: the Rebel's maintenance, when this faction's Senator is the Primary Rebel.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        upkeep: Option<RebelUpkeepOption>,
        /// PB-02 / PB-03 (S004/11): the faction's coming regular initiative of the Forum
        /// Phase, as things stand (`DecisionOptions::Initiative`), whose plan it may send with
        /// its revenue orders (`Answer::Revenue::plan_ahead`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        initiative: Option<Box<DecisionOptions>>,
    },
    /// PB-03: what the faction may do with its initiative.
    Initiative {
        /// Which initiative of the turn (1..=6).
        initiative: u8,
        /// Own senators in Rome who may persuade (FOR-10).
        persuaders: Vec<SenatorId>,
        /// Legal persuasion targets: unaligned senators in the Forum and other factions'
        /// non-leader senators in Rome (FOR-10).
        targets: Vec<SenatorId>,
        /// Own senators in Rome who may attract or pressure knights (FOR-14).
        knights_senators: Vec<SenatorId>,
        /// Own senators who may sponsor games (FOR-15).
        games_senators: Vec<SenatorId>,
        /// Own senators who may become Faction Leader (FOR-16).
        leader_candidates: Vec<SenatorId>,
        /// Faction Treasury now (private).
        faction_treasury: u32,
    },
    /// PB-05: the opposed attempts this round and the faction's means.
    Bribes {
        attempts: Vec<AttemptView>,
        faction_treasury: u32,
    },
    /// PB-06: the auctioned initiative.
    InitiativeBid {
        initiative: u8,
        /// Own senators in Rome who may pay a bid from their Personal Treasury.
        bidders: Vec<SenatorId>,
        /// Targets of this turn's pending persuasion attempts a bid may be conditional on.
        conditional_on: Vec<SenatorId>,
        /// What the faction could order with the initiative if it wins.
        plan_options: Box<DecisionOptions>,
        /// FOR-17 house rule "bid ahead": the auctioned initiatives after this one, which the
        /// faction may bid for now (`INITIATIVE <n>: BID …`); empty without the house rule.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        later: Vec<u8>,
    },
    /// PB-07 / PB-10: what the presiding magistrate may propose now.
    SenateProposals {
        presiding: SenatorId,
        /// What the Senate must deal with now (SEN-12 consuls first ... other business).
        stage: SenateStage,
        /// Aligned Senators in Rome (candidates for offices, sponsors, concession holders).
        in_rome: Vec<SenatorId>,
        /// Senators who may be elected to the office of this stage (consuls, dictator, censor).
        eligible: Vec<SenatorId>,
        /// Prosecutions open to the Censor: (accused, reason, major?).
        accusable: Vec<(SenatorId, ProsecutionReason, bool)>,
        /// Wars a Commander may be sent against (Active, Inactive, Imminent).
        wars: Vec<String>,
        /// Senators who may command (Consuls, Dictator) and Proconsuls who may be recalled.
        commanders: Vec<SenatorId>,
        proconsuls: Vec<SenatorId>,
        /// Concessions lying in the Forum.
        concessions: Vec<String>,
        /// Legions and fleets in the Active Forces box (in Rome).
        legions_in_rome: u32,
        fleets_in_rome: u32,
        /// Proposals defeated or vetoed this turn, which may not be put again (SEN-07).
        #[serde(default)]
        barred: Vec<Proposal>,
        /// Talents per Legion or Fleet raised now (SEN-43); None under No Recruitment (POP-04)
        /// or once units were disbanded in this Senate Phase (SEN-43).
        #[serde(default)]
        recruit_cost: Option<u32>,
        /// Provinces that may get a Governor (in the Forum, then governed ones, SEN-35/36).
        #[serde(default)]
        provinces: Vec<String>,
        /// SEN-57: the Senators who may be nominated Consul for Life now (none when it may not
        /// be proposed).
        #[serde(default)]
        consul_for_life: Vec<SenatorId>,
        /// PB-10 (S004/90): the elections after the business at hand, each with its candidates
        /// as the board stands now, so that the presiding magistrate may write his whole list
        /// in one mail (each nomination is checked when its turn comes).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        later: Vec<LaterElection>,
    },
    /// PB-08: the proposal on the floor and this faction's means.
    SenateVote {
        proposal: Proposal,
        presiding: SenatorId,
        /// Own Senators in Rome and their votes (GEN-09).
        voters: Vec<(SenatorId, u32)>,
        /// Tribune cards in hand (SEN-11), if the proposal may be vetoed.
        tribunes: Vec<CardKey>,
        /// The answering faction may make conditional votes (VOTE YES UP TO n, S004): it holds
        /// the presiding magistrate, or the right was handed to it (SEN-04), or the voting is
        /// ordered (SEN-02).
        presiding_faction: bool,
        /// Own consular nominees in this proposal (may PREFER ROME|FIELD, PB-09).
        nominees: Vec<SenatorId>,
        /// Own senator accused in this prosecution (may APPEAL, SEN-27).
        accused: Option<SenatorId>,
        /// Land Bills: abstention is not allowed (SEN-08).
        abstain_allowed: bool,
        /// SEN-50: other factions' Senators in Rome this faction may try to assassinate now
        /// (empty when it may not attempt one).
        #[serde(default)]
        targets: Vec<SenatorId>,
        /// SEN-51: Assassin cards in the faction's hand.
        #[serde(default)]
        assassin_cards: u32,
        /// SEN-10: what a Tribune of this faction may propose (the presiding magistrate's
        /// options, a `SenateProposals`), present when the faction holds a Tribune card or a
        /// Statesman's unused inherent Tribune. The proposal is taken up after this vote.
        #[serde(default)]
        tribune_proposals: Option<Box<DecisionOptions>>,
        /// SEN-40: the faction may put only a Land Bill on the floor that way (its only right is
        /// a Gracchus's, 25A/25B: "1 Land Bill / turn without the use of a Tribune card").
        #[serde(default)]
        tribune_land_bills_only: bool,
        /// PB-09 / PB-10 (S004/65, S004/71-72): the faction has a nominee on the floor (for
        /// Consul, or for Censor): what he may propose if elected (a `SenateProposals`): a
        /// consular nominee's Censor nominee, the Censor nominee's prosecutions.
        #[serde(default)]
        nominee_proposals: Option<Box<DecisionOptions>>,
        /// SEN-02: the order in which the votes are resolved (all factions).
        #[serde(default)]
        voting_order: Vec<FactionId>,
        /// SEN-04: the Senator whose Personal Treasury pays this faction's conditional votes
        /// (`UP TO`), when the faction may make them (`presiding_faction` is then true).
        #[serde(default)]
        up_to_from: Option<SenatorId>,
        /// SEN-02: ordered voting (the game setting): conditional votes on the votes before.
        #[serde(default)]
        ordered_voting: bool,
        /// SEN-15: the faction holds the Pontifex Maximus in Rome, who has not yet assigned a
        /// Priesthood this Senate Phase: it may write one with this vote (`PRIEST …`).
        #[serde(default)]
        may_appoint_priest: bool,
        /// PB-10 (issue 21): the proposal on the floor is the GM's substitute, announced as his.
        #[serde(default)]
        by_gm: bool,
        /// SEN-02 house rule "agenda vote" (issue 21 §2): the proposals after this one on the
        /// presiding magistrate's list, announced with it, on which the faction may vote now
        /// (numbered from 2 in the call). Empty when the game does not use the house rule.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        agenda: Vec<Proposal>,
        /// SEN-10: the faction whose Tribune put the proposal on the floor (not the presiding
        /// magistrate).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by_tribune: Option<FactionId>,
    },
    /// SEN-51: an assassination attempt on one of the faction's Senators was rolled; how many
    /// Secret Bodyguard cards does it play (LR 1.09.73)?
    Bodyguards {
        target: SenatorId,
        assassin: SenatorId,
        /// The roll so far: the die with every modifier known (Assassin cards, Open Bodyguard,
        /// Evil Omens), before Secret Bodyguards.
        roll: i32,
        /// Secret Bodyguard cards in the faction's hand (0..=held may be played).
        held: u32,
    },
    /// PB-13: the Revolution Phase.
    Revolution {
        playable_statesmen: Vec<CardKey>,
        playable_concessions: Vec<CardKey>,
        /// Own senators a concession may be played on.
        senators: Vec<SenatorId>,
        /// The whole hand.
        hand: Vec<CardKey>,
        /// Cards to discard to reach the hand limit (RVN-04), before any plays.
        over_limit: u32,
        /// RVN-05: own commanders with a Land Victory this turn, who may declare a Revolt.
        #[serde(default)]
        may_revolt: Vec<SenatorId>,
        /// RVN-01: the second play round after trades; Revolts were declared (or not) with
        /// the first answer, this round takes plays and discards only.
        #[serde(default)]
        revolts_decided: bool,
        /// SEN-56 (ADV 2.06.4): the Law cards of the hand that may not be discarded while
        /// another card can go (Passing Laws only).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        kept_laws: Vec<CardKey>,
        /// RVN-10 (ADV 2.03.23/1-2): the commanders of `may_revolt` with Fleets under their
        /// command who may dice for them (`KEEP FLEETS`; with Rebel Governors only).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        may_keep_fleets: Vec<SenatorId>,
    },
    /// PB-14 / RVN-01: open trades of Faction cards.
    Trades {
        /// The whole hand (what may be given).
        hand: Vec<CardKey>,
        /// The other factions (who may be offered a trade).
        partners: Vec<FactionId>,
        /// New offers may be made (the PB-13 round); false in the round that answers them.
        may_offer: bool,
        /// Offers made to this faction that wait for its answer (the PB-14 round).
        offers: Vec<TradeOffer>,
    },
    /// COM-16: the faction's captives and their ransoms.
    Ransom { captives: Vec<RansomOption> },
    /// SEN-20: the Consuls in Rome (the faction's own among them) and the Senators who may be
    /// appointed Dictator or Master of Horse.
    DictatorAppointment {
        consuls: Vec<SenatorId>,
        candidates: Vec<SenatorId>,
    },
    /// Issue 7: one pick among `options` (at least two), for the rule `about` names.
    Choice {
        about: ChoiceAbout,
        options: Vec<ChoiceOption>,
    },
}

/// What a `Choice` decision is about: the rule that leaves the choice to the player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "about", rename_all = "snake_case")]
pub enum ChoiceAbout {
    /// SEN-06 (LR 1.09.144): `senator` presided and his own proposal was defeated by the
    /// unanimous vote of the other players' Senators in Rome.
    UnanimousDefeat { senator: SenatorId },
    /// SEN-60 (LR 1.09.81): the Curia is empty, so a Senator of the Forum joins the faction.
    Repopulate,
    /// SEN-47 (New Alliance): the war that makes peace; `increased`: Another New Alliance.
    NewAlliance { increased: bool },
    /// FOR-21 (Enemy Leader Dies / Enemy Sues for Peace): the enemy Leader discarded.
    EnemyLeader { increased: bool },
    /// COM-05 (LR 1.10.12): if `commander` wins the naval battle against `war` this Combat
    /// Phase, does he go on to the land battle ("at his discretion")? Asked as the phase opens.
    LandAfterNaval { commander: SenatorId, war: String },
    /// COM-03 (LR 1.10.1): the Commanders on `war` choose their order of attack; asked of each
    /// of their factions as the Combat Phase opens. Different answers: 2d6 each, highest first.
    AttackOrder { war: String },
    /// SEN-20 / SEN-21 (LR 1.09.33): the new Dictator appoints his Master of Horse.
    MasterOfHorse { dictator: SenatorId },
    /// MOR-06 (LR 1.05.4): the faction left without Senators took `senator` from the Curia; its
    /// player keeps him or quits the game.
    QuitOrStay { senator: SenatorId },
    /// FOR-22 (card Storm at Sea): the HRAO picks which `lost` Roman Fleets are eliminated,
    /// deployed or not; `idle`: the Fleets in Rome.
    StormAtSea {
        event: String,
        increased: bool,
        lost: u32,
        idle: u32,
    },
    /// VIC-06 (LR 1.12.3): the Primary Rebel's campaign against 4 or more Active Wars: the
    /// war he attacks next ("in the order of his choosing"), asked battle by battle; `wars`:
    /// the Active Wars standing.
    RebelCampaign { rebel: SenatorId, wars: u32 },
    /// RVN-08 (LR 1.11.34, second sentence): the loyal `senator`'s `legions` Veteran Legions
    /// serve in the Army of the Rebel `rebel`: do they desert, to the Active Forces or (when
    /// `army` names the commander of the Senate's Army sent against the Rebel) to that Army?
    LoyalVeterans {
        senator: SenatorId,
        rebel: SenatorId,
        legions: u32,
        army: Option<SenatorId>,
    },
    /// REV-03 (LR 1.11.35, 1.06.53): the Rebel `rebel` cannot afford `legions` of his Legions
    /// this Revenue Phase: they return to the Senate; does the HRAO pay their maintenance?
    ReleasedLegions { rebel: SenatorId, legions: u32 },
    /// PB-11 / SEN-27 (LR 1.09.422, S004): the accused `accused` appealed to the People and
    /// survived (`votes` gained, negative for conviction): does his faction now veto the
    /// prosecution with a Tribune?
    AppealVeto { accused: SenatorId, votes: i32 },
    /// RVN-06 (LR 1.11.31): the Dictator `dictator` asks to spend `talents` of his Master of
    /// Horse `master`'s Personal Treasury on his Legions' allegiance before revolting: does
    /// the Master of Horse consent?
    MasterOfHorseTalents {
        dictator: SenatorId,
        master: SenatorId,
        talents: u32,
    },
    /// GEN-12 (LR 1.06.53/4): the State Treasury cannot pay the maintenance of every Legion and
    /// Fleet: `eliminated` of them are eliminated; the HRAO picks which.
    Unmaintained { eliminated: u32 },
    /// SET-07 (LR 3.02.4/2): the player dealt `province` at setup assigns it to one of his
    /// Senators and sets its term dial to 1, 2 or 3 turns.
    SetupGovernor { province: ProvinceKey },
    /// SEN-54 (card:intrigue-graft/1, card:intrigue-murder-of-a-tribune/1): `faction` uses a
    /// Tribune (a veto of `proposal` if `veto`, else to put `proposal`): does this faction
    /// play Graft or Murder of a Tribune to cancel it?
    CancelTribune {
        faction: FactionId,
        proposal: Proposal,
        veto: bool,
    },
    /// SEN-54 (card:intrigue-mob-incited-to-violence/1): `against` just resolved Graft or
    /// Murder of a Tribune: does this faction play Mob Incited to Violence against him?
    MobIncited { against: FactionId },
    /// SEN-54 (card:intrigue-graft/2, card:intrigue-murder-of-a-tribune/3): this faction's
    /// Tribune was cancelled: does it play another for the same purpose?
    AnotherTribune { proposal: Proposal, veto: bool },
    /// SEN-39 (card:statesman-7a/1): Fulvius Flaccus `senator` may claim the Land
    /// Commissioner now.
    LandCommissioner { senator: SenatorId },
    /// REV-18 (ADV 2.02.3): the Governor `governor` spends `province`'s Local Taxes (`taxes`
    /// Talents) on Provincial Forces: as many as possible, of the types he chooses, and he may
    /// add Talents of his own for more.
    LocalTaxes {
        province: ProvinceKey,
        governor: SenatorId,
        taxes: u32,
    },
    /// COM-22 (card:leader-cleopatra/2): the holder of Cleopatra may play her before `war` is
    /// fought.
    Cleopatra { war: String },
    /// COM-01 (card:law-gabinian/1-2): with the Gabinian Law in play, `commander` at War
    /// against `war` may recruit Legions and Fleets from his Personal or his Faction Treasury
    /// as the Combat Phase begins; asked Commander by Commander in HRAO ranking order.
    GabinianRecruit { commander: SenatorId, war: String },
    /// RVN-11 (card:law-manilian/1-4): with the Manilian Law in play, the victorious
    /// `commander` may keep his Army and move it to a current War instead of returning.
    ManilianWar { commander: SenatorId },
    /// DATA-19 (card:catiline-conspiracy/2-3): the HRAO `hrao` names the offending Faction
    /// (not his own) and draws 1d6 Mortality Chits.
    Catiline { hrao: SenatorId },
    /// SEN-33 (ADV 2.05.2): `prosecutor` was named to prosecute `accused`: whom does the
    /// Accused ask to be his Advocate (any eligible Senator, himself included)?
    Advocate {
        accused: SenatorId,
        prosecutor: SenatorId,
    },
    /// SEN-33 (ADV 2.05.2): the Accused `accused` asked this faction's `advocate` to represent
    /// him: does he come forward?
    AdvocateConsent {
        accused: SenatorId,
        advocate: SenatorId,
    },
    /// RVN-03 (ADV 2.04.2): the victorious, non-rebel `commander` returning to Rome holds the
    /// Allegiance markers of `veterans` Veteran Legions in his Force: how many does he disband?
    DisbandVeterans { commander: SenatorId, veterans: u32 },
    /// SEN-61 (ADV 2.04.3): the Consul or Dictator `senator` holds the markers of `disbanded`
    /// disbanded Veteran Legions in the Bank: how many does he recall, at `cost` Talents each?
    RecallVeterans {
        senator: SenatorId,
        disbanded: u32,
        cost: u32,
    },
    /// SEN-38 (card:law-vatinian/3): `senator`, elected Governor of `province` while in Rome,
    /// goes to it or governs it through a Legate.
    Legate {
        senator: SenatorId,
        province: ProvinceKey,
    },
    /// REV-20 (card:intrigue-open-bodyguard/2-3): `senator`'s Open Bodyguard: pay 1T and 1
    /// Popularity this Revenue Phase, or discard the card.
    BodyguardUpkeep { senator: SenatorId },
    /// REV-17 (card:bequest-pergamene/3): the Rebel Consul `rebel` sent for `bequest` may keep
    /// its `talents` or hand them to the State.
    RebelBequest {
        rebel: SenatorId,
        bequest: String,
        talents: u32,
    },
    /// COM-23 (card:intrigue-proscription/1): a Civil War battle was won: play Proscription
    /// now? (`hrao`: the faction of the HRAO, who decides; `knights`: the Knights in play.)
    Proscription { hrao: FactionId, knights: u32 },
    /// COM-23 (card:intrigue-proscription/2, /4): `holder` played Proscription: the HRAO
    /// eliminates all `knights` Knights for 1d6T each, or declines.
    Proscribe { holder: FactionId, knights: u32 },
    /// RVN-10 (ADV 2.03.7, 2.03.8/5): the Primary Rebel Governor `rebel` in his Rebel Province
    /// `province` marches on Rome now, or stays there (the Default Move).
    MarchOnRome {
        rebel: SenatorId,
        province: ProvinceKey,
    },
    /// SEN-56 (ADV 2.06.2/6): the player of the Law `law` names its Sponsor (a Senator in Rome
    /// of any faction), or withdraws it (`Pass`: the card goes back to his hand).
    LawSponsor { law: CardKey },
    /// SEN-56 (ADV 2.06.2/6): he names its Co-Sponsor (not the Sponsor), or withdraws it.
    LawCosponsor { law: CardKey, sponsor: SenatorId },
    /// SEN-56 (ADV 2.06.2/6-7): this faction's `senator` is named Sponsor (or Co-Sponsor,
    /// `cosponsor`) of another player's Law `law`: does he consent?
    LawSponsorConsent {
        law: CardKey,
        senator: SenatorId,
        cosponsor: bool,
    },
    /// RVN-10 (ADV 2.03.71/1): the Primary Rebel `rebel` marching on Rome had a Civil War
    /// Stalemate last Combat Phase: which one Secondary Rebel Governor (a `Senator` option)
    /// reinforces him, or none (`Pass`, the Default Move)?
    Reinforce { rebel: SenatorId },
    /// COM-02 (ADV 2.03.72/11): the Forces of `governor` at sea from `province` (holding
    /// `province_fleets` Provincial Fleets) meet a Naval Interception this Combat Phase while the
    /// Primary Rebel holds `primary_fleets` Provincial Fleets: how many of the Provincial Fleets
    /// lost, at most, come from the reinforcing Province (`ProvinceFleetLosses`)?
    RebelFleetLosses {
        governor: SenatorId,
        province: ProvinceKey,
        province_fleets: u32,
        primary_fleets: u32,
    },
}

impl ChoiceAbout {
    /// The checklist ID of the rule that gives the choice.
    pub fn rule(&self) -> &'static str {
        match self {
            ChoiceAbout::UnanimousDefeat { .. } => "SEN-06",
            ChoiceAbout::Repopulate => "SEN-60",
            ChoiceAbout::NewAlliance { .. } => "SEN-47",
            ChoiceAbout::EnemyLeader { .. } => "FOR-21",
            ChoiceAbout::LandAfterNaval { .. } => "COM-05",
            ChoiceAbout::AttackOrder { .. } => "COM-03",
            ChoiceAbout::MasterOfHorse { .. } => "SEN-20",
            ChoiceAbout::StormAtSea { .. } => "FOR-22",
            ChoiceAbout::QuitOrStay { .. } => "MOR-06",
            ChoiceAbout::RebelCampaign { .. } => "VIC-06",
            ChoiceAbout::LoyalVeterans { .. } => "RVN-08",
            ChoiceAbout::ReleasedLegions { .. } => "REV-03",
            ChoiceAbout::AppealVeto { .. } => "PB-11",
            ChoiceAbout::MasterOfHorseTalents { .. } => "RVN-06",
            ChoiceAbout::Unmaintained { .. } => "GEN-12",
            ChoiceAbout::SetupGovernor { .. } => "SET-07",
            ChoiceAbout::CancelTribune { .. }
            | ChoiceAbout::MobIncited { .. }
            | ChoiceAbout::AnotherTribune { .. } => "SEN-54",
            ChoiceAbout::LandCommissioner { .. } => "SEN-39",
            ChoiceAbout::LocalTaxes { .. } => "REV-18",
            ChoiceAbout::Cleopatra { .. } => "COM-22",
            ChoiceAbout::GabinianRecruit { .. } => "COM-01",
            ChoiceAbout::ManilianWar { .. } => "RVN-11",
            ChoiceAbout::Catiline { .. } => "DATA-19",
            ChoiceAbout::Advocate { .. } | ChoiceAbout::AdvocateConsent { .. } => "SEN-33",
            ChoiceAbout::DisbandVeterans { .. } => "RVN-03",
            ChoiceAbout::RecallVeterans { .. } => "SEN-61",
            ChoiceAbout::Legate { .. } => "SEN-38",
            ChoiceAbout::BodyguardUpkeep { .. } => "REV-20",
            ChoiceAbout::RebelBequest { .. } => "REV-17",
            ChoiceAbout::Proscription { .. } | ChoiceAbout::Proscribe { .. } => "COM-23",
            ChoiceAbout::MarchOnRome { .. } => "RVN-10",
            ChoiceAbout::LawSponsor { .. }
            | ChoiceAbout::LawCosponsor { .. }
            | ChoiceAbout::LawSponsorConsent { .. } => "SEN-56",
            ChoiceAbout::Reinforce { .. } => "RVN-10",
            ChoiceAbout::RebelFleetLosses { .. } => "COM-02",
        }
    }
}

/// One option of a `Choice` decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pick", rename_all = "snake_case")]
pub enum ChoiceOption {
    /// SEN-06: the presiding magistrate loses 1 Influence.
    LoseInfluence,
    /// SEN-06: he steps down as presiding magistrate for the rest of the turn.
    StepDown,
    /// SEN-06 (LR 1.09.41): the Censor hands the meeting back and ends all Prosecutions.
    EndProsecutions,
    /// SEN-60: this Senator of the Forum.
    Senator { senator: SenatorId },
    /// SEN-47: this war (key).
    War { war: String },
    /// FOR-21: this enemy Leader (card key).
    Leader { leader: String },
    /// COM-05: after a naval Victory he goes on to the land battle.
    LandBattle,
    /// COM-05: after a naval Victory he stops; his Force stays on the war.
    NoLandBattle,
    /// COM-03: the Commanders attack in this order (first first).
    Commanders { order: Vec<SenatorId> },
    /// MOR-06: keep the Senator from the Curia and play on.
    Stay,
    /// MOR-06: quit the game (the Senator goes back to the Curia).
    Quit,
    /// FOR-22 Storm at Sea: `rome` Fleets lost in Rome and these from the Forces away.
    FleetsLost { rome: u32, forces: Vec<FleetCut> },
    /// GEN-12: the Legions and Fleets eliminated for want of maintenance: in Rome and from
    /// each Force away.
    UnitsEliminated {
        rome_legions: u32,
        rome_fleets: u32,
        forces: Vec<UnitCut>,
        /// GEN-12: Legions taken from Provinces' garrisons (province key, Legions), once every
        /// unit in Rome and with the Forces away is eliminated and more must go.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        garrisons: Vec<(String, u32)>,
        /// GEN-12: the Veteran Legions named among `rome_legions` (the others: regular Legions
        /// first, then the last Veterans).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        rome_veterans: Vec<VeteranPick>,
    },
    /// RVN-08: the loyal Senator's Veterans stay in the Rebel's Army.
    VeteransStay,
    /// RVN-08: they desert to the Active Forces (the Senate's Legions in Rome).
    DesertToRome,
    /// RVN-08: they desert to the Senate's Army sent against the Rebel.
    DesertToArmy,
    /// REV-03: the State pays the maintenance of the Legions a Rebel released.
    SenatePays,
    /// REV-03: the HRAO declines to pay it: they are eliminated.
    EliminateReleased,
    /// PB-11: the accused's faction vetoes the prosecution with a Tribune after his appeal.
    Veto,
    /// PB-11: no veto: the votes are counted with the appeal's.
    NoVeto,
    /// RVN-06: the Master of Horse consents to the Dictator spending his talents.
    Consent,
    /// RVN-06: he refuses: only the Dictator's own talents are spent.
    Refuse,
    /// SET-07: this Senator governs the Province dealt at setup for `term` turns (1-3).
    Governor { senator: SenatorId, term: u8 },
    /// SEN-54: this Senator in Rome plays Graft (1d6 T from his Personal Treasury).
    Graft { senator: SenatorId },
    /// SEN-54: this Senator in Rome plays Murder of a Tribune (an even 1d6 cancels).
    MurderTribune { senator: SenatorId },
    /// SEN-54: Mob Incited to Violence, with this Senator in Rome's Oratory.
    Mob { senator: SenatorId },
    /// SEN-54: another Tribune is played for the same purpose.
    AnotherTribune,
    /// SEN-54 / SEN-39: no card played, no claim made (the Default Move).
    Pass,
    /// SEN-39: Fulvius Flaccus claims the Land Commissioner.
    ClaimLandCommissioner,
    /// REV-18: build these Provincial Armies and Fleets; `supplement` Talents come from the
    /// Governor's Personal Treasury.
    ProvincialForces {
        armies: u32,
        fleets: u32,
        supplement: u32,
    },
    /// COM-22 (card:leader-cleopatra/3): Cleopatra favours this Roman Commander.
    CleopatraCommander { commander: SenatorId },
    /// COM-22 (card:leader-cleopatra/4): Cleopatra joins the war as an Enemy Leader.
    CleopatraEnemy,
    /// COM-01: the Commander recruits `legions` Legions and `fleets` Fleets, paid from `from`.
    Recruit {
        legions: u32,
        fleets: u32,
        from: RecruitPurse,
    },
    /// RVN-11: the victorious Commander returns to Rome (the Default Move).
    ReturnHome,
    /// DATA-19 (Catiline Conspiracy): this Faction.
    Faction { faction: FactionId },
    /// RVN-03: the Commander disbands this many of his Veteran Legions (0: none, the Default
    /// Move).
    DisbandVeterans { legions: u32 },
    /// SEN-61: the Consul or Dictator recalls this many of his disbanded Veteran Legions,
    /// paid from `from` (0: none, the Default Move).
    RecallVeterans { legions: u32, from: RecruitPurse },
    /// SEN-38: the new Governor governs through a Legate and stays in Rome (the Default Move).
    GovernByLegate,
    /// SEN-38: the new Governor leaves Rome for his Province.
    GoToProvince,
    /// REV-20: the Senator pays 1T and 1 Popularity and keeps his Open Bodyguard.
    PayBodyguard,
    /// REV-20: the Open Bodyguard is discarded.
    DropBodyguard,
    /// REV-17 (card:bequest-pergamene/3): the Rebel Consul keeps the Bequest's Talents.
    KeepBequest,
    /// REV-17: the Rebel Consul hands the Bequest to the State.
    GiveBequest,
    /// COM-23: Proscription is played (the HRAO is asked whether he proscribes).
    PlayProscription,
    /// COM-23: the HRAO eliminates all the Knights in play for 1d6T each.
    ProscribeKnights,
    /// RVN-10 (ADV 2.03.7): the Primary Rebel Governor marches on Rome with his Forces.
    MarchOnRome,
    /// RVN-10 (ADV 2.03.8): he stays in his Rebel Province (the Default Move).
    StayInProvince,
    /// COM-02 (ADV 2.03.72/11): of the Provincial Fleets a Naval Interception takes, at most
    /// `most` come from the reinforcing Province, the rest from the Primary Rebel's.
    ProvinceFleetLosses { most: u32 },
}

/// COM-01 (card:law-gabinian/1): the treasury a Commander's recruits are paid from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RecruitPurse {
    /// The Commander's Personal Treasury.
    Personal,
    /// His faction's Faction Treasury.
    Faction,
}

/// GEN-12: Legions and Fleets eliminated from one Force away (by its war and Commander).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitCut {
    pub war: String,
    pub commander: Option<SenatorId>,
    pub legions: u32,
    pub fleets: u32,
    /// GEN-12: the Veteran Legions named among `legions` (the others: regular Legions first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub veterans: Vec<VeteranPick>,
}

/// FOR-22 Storm at Sea: Fleets lost by one Force away (by its war and Commander).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FleetCut {
    pub war: String,
    pub commander: Option<SenatorId>,
    pub fleets: u32,
}

/// REV-03 (LR 1.11.35): the Rebel's maintenance this Revenue Phase: `legions` that owe no
/// rebel allegiance at 2T each (`owed`), the purses that may pay (`rebels`: the Primary and
/// Secondary Rebels, with their Personal Treasuries, and the Faction Treasury) and how many
/// Legions these can pay for (`affordable`; the rest are released to the Senate).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RebelUpkeepOption {
    pub rebel: SenatorId,
    pub legions: u32,
    pub owed: u32,
    pub rebels: Vec<(SenatorId, u32)>,
    pub faction_treasury: u32,
    pub affordable: u32,
}

/// COM-16 (LR 1.10.71): a captive Senator, the war (or Barbarian Raids) holding him, his ransom
/// (the greater of 10T and 2T per Influence) and his Personal Treasury (paid from first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RansomOption {
    pub senator: SenatorId,
    pub war: String,
    pub amount: u32,
    pub personal: u32,
}

/// RVN-01 / GEN-07: an open trade of Faction cards offered by `from` to `to`: `from` gives
/// `give` and receives `get` (either may be empty: a gift, or a request for one; not both).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TradeOffer {
    /// Its number in this Revolution Phase (1, 2, ...; 0 in an answer not yet numbered).
    #[serde(default)]
    pub number: u32,
    pub from: FactionId,
    pub to: FactionId,
    pub give: Vec<CardKey>,
    pub get: Vec<CardKey>,
}

/// PB-10 (S004/90): an election the Senate holds after the business at hand, with the Senators
/// who may be nominated for it as the board stands now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaterElection {
    pub stage: SenateStage,
    pub candidates: Vec<SenatorId>,
}

/// Where the Senate is (LR 1.09, SEN-12 .. SEN-48), in the order of business.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SenateStage {
    /// SEN-12: consular elections.
    Consuls,
    /// SEN-14 [ADV 2.01]: a Pontifex Maximus is elected when there is none.
    Pontifex,
    /// SEN-19/20: a Dictator may be elected.
    Dictator,
    /// SEN-22: the Censor's election.
    Censor,
    /// SEN-23..32: the Censor presides over prosecutions.
    Prosecutions,
    /// SEN-35..37: every Province in the Forum gets a Governor.
    Governors,
    /// SEN-39..48: other business, then adjournment.
    OtherBusiness,
}

impl SenateStage {
    pub fn name(self) -> &'static str {
        match self {
            SenateStage::Consuls => "consular elections",
            SenateStage::Pontifex => "election of the Pontifex Maximus",
            SenateStage::Dictator => "Dictator",
            SenateStage::Censor => "Censor's election",
            SenateStage::Prosecutions => "prosecutions",
            SenateStage::Governors => "Governors' elections",
            SenateStage::OtherBusiness => "other business",
        }
    }
}

/// A proposal put to the Senate (SEN-07: one kind per vote).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "proposal", rename_all = "snake_case")]
pub enum Proposal {
    /// SEN-12: a pair of Consuls.
    Consuls { first: SenatorId, second: SenatorId },
    /// SEN-20/21: a Dictator and his Master of Horse.
    Dictator {
        dictator: SenatorId,
        master_of_horse: SenatorId,
    },
    /// SEN-14 [ADV 2.01].
    Pontifex { pontifex: SenatorId },
    /// SEN-22.
    Censor { censor: SenatorId },
    /// SEN-23..25: what he is prosecuted for (None: the first one that applies).
    Prosecute {
        accused: SenatorId,
        major: bool,
        reason: Option<ProsecutionReason>,
        prosecutor: SenatorId,
    },
    /// SEN-35/36: a Governor for a Province (in the Forum, or replacing its Governor).
    Governor {
        senator: SenatorId,
        province: String,
    },
    /// SEN-35/36 (LR 1.09.5): several Governorships in one proposal (Provinces in the Forum
    /// and recalls), each post a Senator and a Province key, elected or rejected in tandem.
    Governors { posts: Vec<(SenatorId, String)> },
    /// SEN-53: the Special Major Prosecution of a caught assassin's Faction Leader in Rome (never
    /// proposed: it follows the assassination at once). His Popular Appeal is mandatory and
    /// modified by minus the target's Popularity; it cannot be vetoed.
    SpecialProsecution {
        accused: SenatorId,
        target_popularity: i32,
    },
    /// SEN-46: Legions sent to garrison a governed Province.
    Garrison { province: String, legions: u32 },
    /// SEN-43.
    RaiseForces { legions: u32, fleets: u32 },
    /// SEN-44: a Commander and his forces against a war. `legions` counts all the Legions
    /// sent; `veterans` the Veteran Legions the proposal names among them (LR 1.09.64/1: "a
    /// specific group of units"); the others are taken by the Default Move (regular Legions
    /// first, `take_picked_legions`).
    Deploy {
        commander: SenatorId,
        war: String,
        legions: u32,
        fleets: u32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        veterans: Vec<VeteranPick>,
    },
    /// SEN-44 (LR 1.09.641/5): several Commanders sent in one package, passed or defeated
    /// together; the Field Consul may go "at the same time as" the Rome Consul.
    Deployments { sends: Vec<Deployment> },
    /// RVN-09 (LR 1.09.64): a Commander and his Legions against the Rebel marching on Rome.
    /// `veterans` names Veteran Legions among `legions` (LR 1.09.64/1, as in `Deploy`); the
    /// others go by the Default Move (regular Legions first, `take_picked_legions`).
    AttackRebel {
        commander: SenatorId,
        legions: u32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        veterans: Vec<VeteranPick>,
    },
    /// SEN-45: recall a Proconsul and his forces.
    Recall { commander: SenatorId },
    /// SEN-45: reinforce a Proconsul.
    Reinforce {
        commander: SenatorId,
        legions: u32,
        fleets: u32,
        /// The Veteran Legions named among `legions` (as in `Deploy`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        veterans: Vec<VeteranPick>,
    },
    /// SEN-40: a Land Bill of type 1, 2 or 3.
    LandBill {
        level: u8,
        sponsor: SenatorId,
        cosponsor: SenatorId,
    },
    /// SEN-41: repeal a Land Bill of type 2 or 3.
    RepealLandBill { level: u8, sponsor: SenatorId },
    /// SEN-39: a Forum Concession to a Senator.
    Concession {
        concession: String,
        senator: SenatorId,
    },
    /// SEN-39 (LR 1.09.61/2, 1.09.6/4): several Forum Concessions assigned in one proposal,
    /// each grant a Concession key and a Senator, passed or defeated together.
    Concessions { grants: Vec<(String, SenatorId)> },
    /// SEN-47: the Senate rejects the Rhodian Alliance (the turn it came into play).
    RejectRhodian,
    /// SEN-57: an aligned Senator in Rome with at least 21 Influence nominated Consul for Life
    /// (once per turn, any time after the consular elections, not during prosecutions).
    ConsulForLife { nominee: SenatorId },
    /// SEN-02: the Senate is adjourned.
    Adjourn,
    /// SEN-43: disband Legions and Fleets of the Active Forces box (`senate/forces.rs`).
    /// `veterans`: the Veteran Legions named among `legions` (as in `Deploy`).
    DisbandForces {
        legions: u32,
        fleets: u32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        veterans: Vec<VeteranPick>,
    },
    /// SEN-45: a Proconsul replaced by a Consul or the Dictator, who takes over his Force with
    /// `legions` and `fleets` more from the Active Forces box.
    ReplaceProconsul {
        proconsul: SenatorId,
        commander: SenatorId,
        legions: u32,
        fleets: u32,
        /// The Veteran Legions named among `legions` (as in `Deploy`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        veterans: Vec<VeteranPick>,
    },
    /// SEN-45: part of a Proconsul's Force recalled to the Active Forces box.
    RecallUnits {
        commander: SenatorId,
        legions: u32,
        fleets: u32,
        /// The Veteran Legions named among `legions` (as in `Deploy`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        veterans: Vec<VeteranPick>,
    },
    /// SEN-45 (LR 1.09.644/7): all or part of a Force without a Commander at `war` recalled
    /// to the Active Forces box.
    RecallUncommanded {
        war: String,
        legions: u32,
        fleets: u32,
        /// The Veteran Legions named among `legions` (as in `Deploy`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        veterans: Vec<VeteranPick>,
    },
    /// SEN-46: garrisoned Legions recalled from a Province to the Active Forces box.
    RecallGarrison { province: String, legions: u32 },
    /// SEN-18 (LR 2.01.8): strip the Pontifex Maximus of his office (Other Business; passes by
    /// two-thirds of the votes cast; his own free veto cannot stop it).
    RecallPontifex { pontifex: SenatorId },
    /// SEN-02 / SEN-04 (S004 "VOTING"): a proposal with what the presiding magistrate
    /// announces with it (the conditional-vote right handed on, an order of voting, a PB-10
    /// condition on the elections). Only in the presiding magistrate's answer and his queue:
    /// each queued copy keeps its own terms until it is taken from the queue
    /// (`senate/proposals.rs` `next_from_queue`), and they go with it to the floor.
    Announced {
        put: Box<Proposal>,
        terms: VoteTerms,
    },
    /// REV-17 (card:bequest-pergamene/2): send the Field Consul with 3 Legions and 3 Fleets
    /// to retrieve the Bequest `bequest` (card key) waiting in the Forum.
    CollectBequest { bequest: String },
    /// RVN-10 (ADV 2.03.81): a Commander with his Legions and the Fleet Support (at least the
    /// Province's Fleet Strength, 2.03.81/6) against the Rebel Governor in the Rebel Province
    /// `province` (its name or key, as `Garrison`).
    AttackRebelProvince {
        commander: SenatorId,
        legions: u32,
        fleets: u32,
        province: String,
    },
    /// SEN-56 (ADV 2.06.2): the Law card `law`, played by faction `by`, put to the vote with
    /// its consenting Sponsor and Co-Sponsor (`repeal`: the Servilian Law played to repeal the
    /// Acilian Law, card:law-servilian/3). Never the presiding magistrate's: not vetoable.
    PassLaw {
        law: CardKey,
        by: FactionId,
        sponsor: SenatorId,
        cosponsor: SenatorId,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        repeal: bool,
    },
}

/// SEN-44: one Commander of a package of deployments (`Proposal::Deployments`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deployment {
    pub commander: SenatorId,
    pub war: String,
    pub legions: u32,
    pub fleets: u32,
    /// The Veteran Legions named among `legions` (as in `Proposal::Deploy`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub veterans: Vec<VeteranPick>,
}

/// SEN-44 (LR 1.09.64/1, LR 1.10.5): Veteran Legions a proposal names among the Legions it
/// sends: `count` of them, owing allegiance to `loyal_to` (None: any Veterans in Rome, those
/// of the Commander first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VeteranPick {
    pub count: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyal_to: Option<SenatorId>,
}

impl Deployment {
    /// The same sending as a proposal of its own.
    pub fn proposal(&self) -> Proposal {
        Proposal::Deploy {
            commander: self.commander.clone(),
            war: self.war.clone(),
            legions: self.legions,
            fleets: self.fleets,
            veterans: self.veterans.clone(),
        }
    }
}

/// SEN-02 / SEN-04 (S004 "VOTING"): what the presiding magistrate announces with a proposal.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteTerms {
    /// SEN-04: the faction given the right to make conditional votes on this proposal (the
    /// presiding magistrate's faction then has it no longer).
    #[serde(default)]
    pub conditional_to: Option<FactionId>,
    /// SEN-02: the order in which the votes (and vetoes) are resolved (empty: clockwise from
    /// the player to the left of the HRAO).
    #[serde(default)]
    pub order: Vec<FactionId>,
    /// PB-10 (S004/79): the presiding magistrate's condition on the elections of this Senate:
    /// the proposal is put only if it holds when its turn comes. Never announced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<ElectionCondition>,
}

/// PB-10 (S004/79: "The HRAO may make conditional proposals based on the outcome of elections,
/// or even based on who voted for whom during the election"): a condition on this Senate's
/// elections (Consuls, Dictator, Censor, Pontifex Maximus) that a queued proposal carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ElectionCondition {
    /// `<faction> VOTED YES|NO ON <candidate>`: on the last election of this Senate that
    /// named `candidate` and was counted (not vetoed), `faction` cast votes for it (`yes`) or
    /// against it (`!yes`). A faction that split its votes did both; one that abstained,
    /// neither.
    Voted {
        faction: FactionId,
        candidate: SenatorId,
        yes: bool,
    },
    /// `<senator> IS [NOT] ELECTED`: `senator` won an election of this Senate (by the vote,
    /// or as the only candidates left), or (`!elected`) did not.
    Elected { senator: SenatorId, elected: bool },
}

/// PB-10 (S004/79): an election of this Senate as it was counted, kept while the Senate sits so
/// that conditional proposals can be judged on it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ElectionRecord {
    /// The Senators the election proposal named.
    pub candidates: Vec<SenatorId>,
    /// The factions that cast votes for it.
    #[serde(default)]
    pub yes: Vec<FactionId>,
    /// The factions that cast votes against it.
    #[serde(default)]
    pub no: Vec<FactionId>,
    pub passed: bool,
}

/// SEN-02 / SEN-04 (S004 "VOTING"): the game setting for voting. `Simultaneous` (the default):
/// sealed votes, only the holder of the conditional-vote right writes `UP TO`. `Ordered` ("among
/// experienced players"): still sent at once, but every faction may make conditional votes on
/// the votes resolved before its turn in the order of voting.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VotingOrder {
    #[default]
    Simultaneous,
    Ordered,
}

/// A vote (SEN-03, SEN-08).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VoteChoice {
    Yes,
    No,
    Abstain,
}

/// A consular nominee's preference (PB-09, SEN-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConsulSeat {
    Rome,
    Field,
}

/// PB-08: a faction's votes on the proposal on the floor.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteOrder {
    /// The faction's vote (None: abstain; on a Land Bill, for).
    pub vote: Option<VoteChoice>,
    /// Senators voting otherwise than the faction (SEN-03: a faction may split its votes).
    pub splits: Vec<(SenatorId, VoteChoice)>,
    /// Votes bought: 1T from the senator's Personal Treasury per extra vote (SEN-03).
    pub buy: Vec<(SenatorId, u32)>,
    /// The presiding magistrate only (S004 "VOTING"): buy as many votes as needed for passage,
    /// from his Personal Treasury, up to this many talents.
    pub up_to: Option<u32>,
    /// SEN-11: veto with a Tribune card from the hand.
    pub veto: bool,
    /// SEN-27: the accused appeals to the People.
    pub appeal: bool,
    /// PB-09: the faction's consular nominees' preferred seats.
    pub prefer: Vec<(SenatorId, ConsulSeat)>,
    /// SEN-50: an assassination attempt written with the vote (RULING in docs/RULINGS.md: it
    /// is resolved when the round closes, before the votes are counted).
    #[serde(default)]
    pub assassinate: Option<AssassinationOrder>,
    /// SEN-10: a proposal of the faction's own, put on the floor with a Tribune right after
    /// this vote (`TRIBUNE PROPOSE …`; RULING in docs/RULINGS.md).
    #[serde(default)]
    pub tribune_proposal: Option<Box<Proposal>>,
    /// SEN-49: a minor motion, announced to all with no effect (`MOTION <text>`).
    #[serde(default)]
    pub motion: Option<String>,
    /// SEN-15: the Pontifex's faction assigns a Priesthood, applied when this vote is over
    /// (`PRIEST <senator> [FROM <priest>]`; RULING in docs/RULINGS.md).
    #[serde(default)]
    pub priest: Option<PriestOrder>,
    /// PB-09 / PB-10 (S004/65, S004/71-72): what the faction's nominee will propose if he is
    /// elected: a consular nominee's Censor nominee (`NOMINATE CENSOR`), the Censor nominee's
    /// prosecutions and Prosecutors (`PROSECUTE`). Kept as his faction's waiting queue.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nominee_proposals: Vec<Proposal>,
    /// SEN-02 house rule "agenda vote" (issue 21 §2, RULING in docs/RULINGS.md): the faction's
    /// votes, written now, on the proposals after this one on the presiding magistrate's list
    /// (`VOTE ON <n> YES|NO|ABSTAIN`; `n` as the call numbers them, the floor being 1). Each
    /// is cast when its proposal is put, if it is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agenda: Vec<AgendaVote>,
    /// SEN-27 (card:statesman-21a/1): the accused, a Mob Orator (Servilius Glaucia), rolls 3d6
    /// for his Popular Appeal (`APPEAL 3D6`; without it, 2d6).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub appeal_three_dice: bool,
}

/// SEN-02 house rule "agenda vote": a vote on a proposal further down the presiding
/// magistrate's list, written with the vote on the floor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgendaVote {
    /// Its number in the call's list (the floor is 1).
    pub at: u32,
    pub proposal: Proposal,
    pub vote: VoteChoice,
}

/// SEN-15: `PRIEST <senator> [FROM <priest>]`: a Priest marker given to `priest`, taken from
/// `from` when reassigned.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PriestOrder {
    pub priest: SenatorId,
    #[serde(default)]
    pub from: Option<SenatorId>,
}

/// SEN-50 / SEN-51: `ASSASSINATE <target> BY <assassin> [WITH <n> ASSASSIN]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssassinationOrder {
    pub target: SenatorId,
    /// The faction's own Senator in Rome who makes the attempt.
    pub assassin: SenatorId,
    /// Assassin cards played from the hand (+1 each to the roll and the re-rolls, SEN-51).
    #[serde(default)]
    pub cards: u32,
}

/// SEN-51: the Assassination Table's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AssassinationOutcome {
    /// 5 or more: the target is killed.
    Killed,
    /// 3 or 4.
    NoEffect,
    /// 2 or less: the assassin is caught.
    Caught,
}

/// A persuasion attempt as every player sees it when bribes are called for (PB-04/PB-05).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptView {
    pub target: SenatorId,
    pub persuader: SenatorId,
    pub persuader_faction: FactionId,
    /// The target's faction, None if unaligned.
    pub target_faction: Option<FactionId>,
    /// Base number before bribes and counter-bribes (FOR-11), as far as public.
    pub base_number: i32,
}

/// Where talents go to or come from in revenue orders.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum Purse {
    /// The answering faction's own Faction Treasury.
    FactionTreasury,
    /// A senator's Personal Treasury (own senator, or, as a destination, any aligned senator).
    Senator(SenatorId),
}

/// An answer to a decision (a complete answer: a later answer replaces the whole of an earlier one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Answer {
    /// PB-01.
    SetupPlays {
        leader: SenatorId,
        /// Statesmen to play from hand.
        statesmen: Vec<CardKey>,
        /// Concessions to play, each on one of own senators.
        concessions: Vec<(CardKey, SenatorId)>,
    },
    /// PB-02. Income not listed in `income_to_senators` goes to the Faction Treasury.
    Revenue {
        income_to_senators: Vec<(SenatorId, u32)>,
        /// Contributions to the State Treasury from own senators' Personal Treasuries (REV-15).
        contributions: Vec<(SenatorId, u32)>,
        /// Transfers (after income distribution): from own purse to any purse (REV-10, GEN-08).
        transfers: Vec<Transfer>,
        /// Governors' spoils choices (REV-08); governors not listed take spoils (the default).
        spoils: Vec<(SenatorId, bool)>,
        /// REV-07: grain concessions (card keys) whose holder takes the Drought bonus (`true`)
        /// or only the printed income (`false`, also when not listed: the Default Move); read
        /// from the standing order when the Revenue Phase opens, like `spoils`.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        grain: Vec<(CardKey, bool)>,
        /// REV-03 (LR 1.11.35): the Rebel's faction's lines naming which purse pays how much
        /// of his maintenance (his or a Secondary Rebel's Personal Treasury, or the Faction
        /// Treasury), in the order written; what they leave unpaid is taken in the Default
        /// Move's order (docs/RULINGS.md REV-03).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        upkeep: Vec<(Purse, u32)>,
        /// PB-02 / PB-03 (S004/11): the plan for the faction's coming regular initiative, sent
        /// with its revenue orders; its answer when the Forum Phase opens, if the rules allow
        /// it then (else the faction is called as usual).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plan_ahead: Option<PlanAhead>,
    },
    /// PB-03.
    Initiative(InitiativePlan),
    /// PB-05: talents per attempt (keyed by target). Counter-bribes come from the Faction
    /// Treasury; an attacker's extra bribe comes from the persuader's Personal Treasury (FOR-13).
    Bribes { bribes: Vec<(SenatorId, u32)> },
    /// PB-06: bids in order of preference (the first whose condition holds counts) and the
    /// orders for the initiative if won.
    InitiativeBid {
        bids: Vec<Bid>,
        plan: InitiativePlan,
        /// FOR-17 house rule "bid ahead" (issue 21 §2, RULING in docs/RULINGS.md): the bids and
        /// plans written now for the auctions after this one (`INITIATIVE <n>: …`), each
        /// the faction's answer when its auction opens, if still legal then.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        later: Vec<LaterBid>,
    },
    /// PB-07 / PB-10: proposals in order of preference (later ones are fallbacks and the next
    /// business).
    SenateProposals { proposals: Vec<Proposal> },
    /// PB-08 / PB-09 / PB-11.
    SenateVote(VoteOrder),
    /// PB-13 / RVN-02 / RVN-04, and RVN-05 revolts (empty: every victorious commander lays
    /// down his command, the Default Move).
    Revolution {
        statesmen: Vec<CardKey>,
        concessions: Vec<(CardKey, SenatorId)>,
        discards: Vec<CardKey>,
        #[serde(default)]
        revolts: Vec<RevoltOrder>,
    },
    /// SEN-51: Secret Bodyguard cards played against an assassination roll.
    Bodyguards { played: u32 },
    /// PB-14 / RVN-01: trades offered (PB-13 round) and offers accepted, by number (PB-14
    /// round).
    Trades {
        offers: Vec<TradeOffer>,
        accept: Vec<u32>,
    },
    /// COM-16: the captives to ransom.
    Ransom { pay: Vec<SenatorId> },
    /// Issue 7: the option picked (`about` repeats the decision's).
    Choice {
        about: ChoiceAbout,
        pick: ChoiceOption,
    },
    /// SEN-20: the Dictator and Master of Horse the faction's Consul(s) appoint (None: no
    /// appointment, the Default Move).
    DictatorAppointment {
        appoint: Option<(SenatorId, SenatorId)>,
    },
}

/// RVN-05 / RVN-06 / RVN-07: a victorious commander's declaration of Revolt, conditional on the
/// allegiance rolls (S004 PB-13: "Orders for revolts can be conditional based on the outcome of
/// legion alliance rolls").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevoltOrder {
    pub commander: SenatorId,
    /// RVN-06: revolt only if at least this many Legions follow him (at least 1).
    pub at_least: u32,
    /// RVN-06: talents from his Personal Treasury spent before the first roll, +1 to one
    /// Legion's roll each (at most one per Legion that rolls).
    pub spend: u32,
    /// RVN-07: the other senators of his faction who join the Revolt (the others stay loyal).
    pub joined_by: Vec<SenatorId>,
    /// RVN-06 (LR 1.11.31): talents a Dictator spends from the Personal Treasury of his Master
    /// of Horse, with that Senator's consent (his player's choice when he belongs to another
    /// faction), after his own `spend`.
    #[serde(default)]
    pub master_spend: u32,
    /// RVN-10 (ADV 2.03.23/1-2): with Rebel Governors, a Victorious Commander dices for the
    /// loyalty of the Fleets under his command as for Legions (`KEEP FLEETS`) and keeps (and
    /// pays for) those that follow; false (the Default Move) forfeits them to the Senate.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fleets: bool,
}

/// PB-03 / FOR-09: the actions of one initiative, in rule order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InitiativePlan {
    pub persuasion: Option<PersuasionOrder>,
    pub knights: Option<KnightsOrder>,
    pub games: Option<(SenatorId, GamesKind)>,
    pub leader: Option<SenatorId>,
}

/// FOR-10/11: `PERSUADE target WITH persuader [BRIBE n] [SEDUCTION|BLACKMAIL]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersuasionOrder {
    pub target: SenatorId,
    pub persuader: SenatorId,
    /// Talents the persuader commits from his Personal Treasury (0 = no outlay).
    pub bribe: u32,
    /// FOR-13 (LR 1.07.413; cards Seduction, Blackmail): the Intrigue card played for an
    /// unopposed attempt (no counter-bribes; no bribes round).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<UnopposedCard>,
}

/// FOR-13 (LR 1.07.413/4): the two Intrigue cards that make a Persuasion Attempt unopposed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnopposedCard {
    Seduction,
    Blackmail,
}

impl UnopposedCard {
    /// The Intrigue kind of the card (`data/intrigue.toml`).
    pub fn kind(self) -> crate::data::IntrigueKind {
        match self {
            UnopposedCard::Seduction => crate::data::IntrigueKind::Seduction,
            UnopposedCard::Blackmail => crate::data::IntrigueKind::Blackmail,
        }
    }

    /// The card's printed name.
    pub fn name(self) -> &'static str {
        match self {
            UnopposedCard::Seduction => "Seduction",
            UnopposedCard::Blackmail => "Blackmail",
        }
    }
}

/// FOR-13 (card Influence Peddling): a Faction card played outside any decision, when its
/// order is read ("anytime other than during the Revolution Phase").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "card", rename_all = "snake_case")]
pub enum AnytimePlay {
    /// Discard Influence Peddling and draw an unplayed card at random from `victim`'s hand.
    InfluencePeddling { victim: FactionId },
    /// SEN-55 (LR 1.07.36/3-4): play the Law card `law` from the hand during the Senate Phase;
    /// it lies in the Law space from now on. `repeal` (card:law-servilian/1): the Servilian
    /// Law openly discarded to repeal the Acilian Law instead.
    Law {
        law: CardKey,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        repeal: bool,
    },
    /// SEN-34 (card:law-calpurnian/2, card:law-acilian/1): the Calpurnian fine of a corrupt
    /// Governor back in Rome, by the Censor's faction (with the Acilian Law: the faction with
    /// the most Knights).
    LawFine { governor: SenatorId },
    /// REV-20 (card:intrigue-open-bodyguard/1): the Open Bodyguard played during the Revenue
    /// Phase on `senator`, one of the player's Senators in Rome.
    OpenBodyguard { senator: SenatorId },
}

/// FOR-14.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum KnightsOrder {
    /// `KNIGHTS senator SPEND n`.
    Attract { senator: SenatorId, spend: u32 },
    /// `PRESSURE n KNIGHTS OF senator`, one line per Senator: LR 1.07.51/2 "how many of his
    /// Knights under each of his Senators", in Rome or away (1.07.51/1 "any Knights he has in
    /// his Faction").
    Pressure {
        senator: SenatorId,
        knights: u32,
        /// The further Senators' lines, in the order written (FOR-14).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<(SenatorId, u32)>,
    },
}

impl KnightsOrder {
    /// FOR-14: every (Senator, Knights) pair a pressure names, in the order written.
    pub fn pressures(&self) -> Vec<(SenatorId, u32)> {
        match self {
            KnightsOrder::Attract { .. } => Vec::new(),
            KnightsOrder::Pressure {
                senator,
                knights,
                also,
            } => std::iter::once((senator.clone(), *knights))
                .chain(also.iter().cloned())
                .collect(),
        }
    }

    /// FOR-14: a pressure from its (Senator, Knights) pairs (None when there are none).
    pub fn pressure_of(mut pairs: Vec<(SenatorId, u32)>) -> Option<KnightsOrder> {
        if pairs.is_empty() {
            return None;
        }
        let (senator, knights) = pairs.remove(0);
        Some(KnightsOrder::Pressure {
            senator,
            knights,
            also: pairs,
        })
    }
}

/// FOR-15 / DATA-08.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GamesKind {
    /// 7T: +1 Popularity, −1 Unrest.
    SliceAndDice,
    /// 13T: +2, −2.
    BloodFest,
    /// 18T: +3, −3.
    GladiatorGala,
}

/// PB-02 / PB-03 (S004/11: with their revenue orders players "inform the GM of their plans for
/// the coming initiative"; S004/19: the GM then resolves the initiatives): the plan for the
/// faction's regular initiative `initiative`, written with its revenue orders.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanAhead {
    pub initiative: u8,
    pub plan: InitiativePlan,
}

/// FOR-17 house rule "bid ahead": a faction's bids and plan for a later auctioned initiative,
/// written with its answer to an earlier auction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaterBid {
    pub initiative: u8,
    pub bids: Vec<Bid>,
    pub plan: InitiativePlan,
}

/// Which house rules (options a GM may choose when creating a game, docs/RULINGS.md) a game
/// uses (issue 21 §2); all off by default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRules {
    /// SEN-02 "agenda vote": the presiding magistrate's list voted in one mail.
    pub agenda_vote: bool,
    /// FOR-17 "bid ahead": the bids for every later auctioned initiative in one mail.
    pub bid_ahead: bool,
}

/// PB-06: one sealed bid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bid {
    pub amount: u32,
    /// The bidding senator (pays from his Personal Treasury).
    pub from: SenatorId,
    /// Only if this persuasion attempt (by target) succeeded (true) or failed (false).
    pub condition: Option<(SenatorId, bool)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transfer {
    pub amount: u32,
    pub from: Purse,
    pub to: Purse,
}

/// Proof that a submission was stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Receipt {
    pub decision: DecisionId,
    /// True if this replaced an earlier answer.
    pub replaced: bool,
    /// The answer as stored (normalised).
    pub answer: Answer,
}

pub use super::facts::{
    BattleOutcome, Consent, Consequence, DeathCause, Destroyed, FleetLoss, ForcesReason, NoBattle,
    ReturnReason, StatesmanEntry, ToForum, TreasuryReason, UnrestReason,
};
pub use super::illegal::{Act, Illegal, PurseOf, Refused, RuleId};

/// Why the rules refused something: data, worded for players by `render::refusal` (names, never
/// ids). The `Display` text is for logs and developers only.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("no open decision {0}")]
    NoSuchDecision(String),
    #[error("that decision belongs to another faction")]
    NotYourDecision,
    /// The answer is not of the decision's kind (`expected`).
    #[error("this answer does not fit the decision (a {expected:?} answer expected)")]
    WrongKind { expected: DecisionKind },
    /// A rule refuses the answer: the rule ID and the typed reason.
    #[error("illegal under {rule}: {why:?}")]
    Illegal { rule: RuleId, why: Illegal },
    /// A rule the engine does not implement yet, named by checklist ID.
    #[error("rule {0} is not implemented yet: {1}")]
    NotImplemented(String, String),
    /// The embedded card data is broken (a build defect, never a player's fault).
    #[error("the card data is broken: {0}")]
    Data(String),
}

impl From<Refused> for RuleError {
    fn from(r: Refused) -> RuleError {
        RuleError::Illegal {
            rule: r.rule,
            why: r.why,
        }
    }
}

/// Something that happened, with who may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub visibility: Visibility,
    pub kind: EventKind,
}

/// A single die, 1..=6.
pub type Die = u8;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum EventKind {
    /// The game began; the SHA-256 of the seed (hex) is published, the seed revealed at the end.
    GameStarted {
        scenario: String,
        players: u8,
        seed_sha256: String,
    },
    /// A new turn began.
    TurnStarted { turn: u32 },
    /// A phase began (e.g. "Mortality").
    PhaseStarted {
        turn: u32,
        #[serde(with = "super::posts::phase_by_name")]
        phase: Phase,
    },
    /// Dice rolled, each die recorded (GEN-02). `purpose` says what for; `modifier` is what the
    /// rules add to the roll (GEN-13 Evil Omens: −1 each; for Provincial Spoils and State
    /// income it comes off the income instead).
    DiceRolled {
        purpose: DicePurpose,
        dice: Vec<Die>,
        #[serde(default)]
        modifier: i32,
    },
    /// A mortality chit drawn (MOR-02/03): "7", "draw 2", "none".
    ChitDrawn { chit: String },
    /// A card drawn from the deck (public when face-up; private when into a hand).
    CardDrawn { card: CardRef, to: DrawnTo },
    /// A faction's senators dealt at setup (SET-02), public.
    SenatorsDealt {
        faction: FactionId,
        senators: Vec<SenatorId>,
    },
    /// A faction's private hand (SET-02), private to that faction.
    HandDealt {
        faction: FactionId,
        cards: Vec<CardKey>,
    },
    /// A card moved somewhere public (e.g. a war into the Inactive Wars, a family back into the deck).
    CardPlaced { card: CardRef, place: Place },
    /// SET-04.
    TemporaryRomeConsul {
        senator: SenatorId,
        faction: FactionId,
    },
    /// SET-05 / PB-01.
    FactionLeaderChosen {
        faction: FactionId,
        senator: SenatorId,
    },
    /// SET-06 / RVN-02 (LR 1.07.312): a statesman played from hand, and where he goes.
    StatesmanPlayed {
        faction: FactionId,
        statesman: SenatorId,
        how: StatesmanEntry,
    },
    /// SET-06: a concession played on a senator.
    ConcessionPlayed {
        faction: FactionId,
        concession: CardKey,
        senator: SenatorId,
    },
    /// MOR-04/05.
    SenatorDied {
        senator: SenatorId,
        faction: Option<FactionId>,
        cause: DeathCause,
        consequences: Vec<Consequence>,
    },
    /// No senator died this turn.
    NoDeath,
    /// REV-04..06: a faction's income this turn (private: amounts are secret in PBEM).
    IncomeCollected {
        faction: FactionId,
        total: u32,
        detail: Vec<IncomeItem>,
    },
    /// Private: where a faction's talents went (REV-10).
    IncomeDistributed {
        faction: FactionId,
        moves: Vec<TalentMove>,
    },
    /// A contribution to the State (public: amount and the influence gained, REV-15).
    Contribution {
        senator: SenatorId,
        faction: FactionId,
        amount: u32,
        influence: u8,
    },
    /// Public: amounts received by a faction's senators from other factions (GEN-04 PBEM: amounts paid/received are reported).
    TransferReported {
        from_faction: FactionId,
        to: SenatorId,
        to_faction: FactionId,
        amount: u32,
    },
    /// The State Treasury changes (`delta`), or cannot pay (`shortfall` > 0, no change: the
    /// State is bankrupt, GEN-12).
    StateTreasury {
        reason: TreasuryReason,
        delta: i64,
        balance: i64,
        #[serde(default)]
        shortfall: i64,
    },
    /// A default move was applied for a late player (private to them, and the GM): the
    /// decision's kind, why its Default Move is what it is, and the answer applied.
    DefaultApplied {
        faction: FactionId,
        decision: DecisionId,
        kind: DecisionKind,
        by: DefaultBy,
        /// Boxed: an answer is the largest part of an event (serialized as the answer itself).
        answer: Box<Answer>,
    },
    /// An answer was received for a sealed decision (public: only *that* it arrived).
    AnswerReceived {
        faction: FactionId,
        decision: DecisionId,
    },
    /// The rules stop here: the next step is not implemented yet (rule ID named).
    RulesEnd { rule: String, reason: RulesStop },
    /// The game finished.
    GameOver { ending: Ending, seed_hex: String },
    /// The Roman forces changed (SET-03 and later raising/losses), public: the totals after it.
    Forces {
        legions: u32,
        fleets: u32,
        reason: ForcesReason,
    },
    /// GEN-12 / LR 1.06.53: the State Treasury is below 70T (danger of bankruptcy), public.
    TreasuryWarning { balance: i64 },
    /// FOR-03 / FOR-17: a faction takes an initiative (`how`: "regular", "won at auction",
    /// "not bid on: the HRAO's faction").
    InitiativeTaken {
        initiative: u8,
        faction: FactionId,
        how: InitiativeHow,
    },
    /// FOR-10 / PB-04 / PB-05: an opposed persuasion attempt is announced (before bribes); the
    /// base number shown is the public part (without Personal Treasuries and bribes).
    PersuasionAnnounced {
        initiative: u8,
        persuader: SenatorId,
        persuader_faction: FactionId,
        target: SenatorId,
        target_faction: Option<FactionId>,
        public_base: i32,
    },
    /// FOR-11 / FOR-13: a persuasion attempt resolved. The amounts paid are public once the
    /// attempt is resolved (S004); `base` is the final base number after bribes.
    PersuasionResolved {
        persuader: SenatorId,
        persuader_faction: FactionId,
        target: SenatorId,
        target_faction: Option<FactionId>,
        bribe: u32,
        counter_bribes: Vec<(FactionId, u32)>,
        base: i32,
        roll: u32,
        succeeded: bool,
    },
    /// PB-04: an attempt ruled frivolous fails; the counter-bribe that defeats it is paid from
    /// the defending faction's treasury to the target.
    FrivolousPersuasion {
        persuader: SenatorId,
        persuader_faction: FactionId,
        target: SenatorId,
        target_faction: FactionId,
        counter_bribe: u32,
    },
    /// FOR-14: a knight attraction attempt (`spend` paid to the bank).
    KnightsAttracted {
        senator: SenatorId,
        faction: FactionId,
        spend: u32,
        roll: u32,
        success: bool,
    },
    /// FOR-14 (LR 1.07.51): knights pressured for talents (returned to the bank).
    KnightsPressured {
        senator: SenatorId,
        faction: FactionId,
        knights: u32,
        talents: u32,
    },
    /// FOR-15: games sponsored.
    GamesSponsored {
        senator: SenatorId,
        faction: FactionId,
        games: GamesKind,
        cost: u32,
        popularity: i32,
        unrest: i32,
    },
    /// FOR-17 / PB-06: the result of an initiative auction (amounts per faction, not the bidder).
    AuctionResolved {
        initiative: u8,
        bids: Vec<(FactionId, u32)>,
        winner: FactionId,
        reason: AuctionWon,
    },
    /// FOR-04 / FOR-22: an Event card placed in the Forum (or flipped to its increased side).
    EventPlaced { key: CardKey, increased: bool },
    /// GEN-05 / POP-01 / FOR-15 ...: the Unrest level changed.
    UnrestChanged {
        delta: i32,
        unrest: i32,
        reason: UnrestReason,
    },
    /// POP-02: the State of the Republic speech.
    StateOfTheRepublic {
        dice_total: u32,
        unrest: i32,
        hrao_popularity: i32,
        modifier: i32,
        total: i32,
        result: crate::data::PopulationResult,
    },
    /// POP-06: each faction's votes (GEN-09), public.
    VoteTotals { totals: Vec<(FactionId, u32)> },
    /// A GM ruling the engine made automatically (PB-04 ...), which the GM may override.
    Ruling { rule: String, what: RulingWhat },

    /// REV-01 (Barbarian Raids) / REV-02 (Internal Disorder): a Governor's Raid or Order roll
    /// (`total` with every modifier); the province holds if `total > must_exceed`. Public.
    ProvinceCheck {
        /// Province key.
        province: ProvinceKey,
        governor: SenatorId,
        /// Event card key (Barbarian Raids or Internal Disorder), on its `increased` side.
        card: CardKey,
        increased: bool,
        total: i64,
        must_exceed: u8,
        held: bool,
    },
    /// REV-08: a Governor's Provincial Spoils (private to his faction: the amount is secret);
    /// a negative amount is paid by the State in the Debits (REV-16).
    SpoilsCollected {
        governor: SenatorId,
        province: ProvinceKey,
        amount: i64,
    },
    /// REV-08: a Governor takes a Corrupt marker (public: the marker lies on his card).
    CorruptMarker {
        senator: SenatorId,
        province: ProvinceKey,
    },
    /// REV-12: a Governor's development roll (public).
    ProvinceDevelopment {
        province: ProvinceKey,
        governor: SenatorId,
        total: i64,
        developed: bool,
    },
    /// REV-19 / MOR-04: a Province goes back to the Forum without a Governor (public).
    ProvinceToForum {
        province: ProvinceKey,
        governor: SenatorId,
        reason: ToForum,
    },

    // ---- Senate Phase (SEN-*) ----
    /// SEN-01: the Senate convenes; who presides and each faction's votes in Rome.
    SenateConvened {
        presiding: SenatorId,
        votes: Vec<(FactionId, u32)>,
    },
    /// SEN-02: the presiding magistrate (or the GM for him, PB-07/PB-10) puts a proposal to
    /// the vote.
    ProposalPut {
        presiding: SenatorId,
        by_gm: bool,
        proposal: Proposal,
    },
    /// SEN-02 / SEN-04: announced with the proposal put: the faction given the conditional-vote
    /// right, and the order in which votes are resolved (always given: the presiding
    /// magistrate's or the clockwise default).
    VoteTermsAnnounced {
        conditional_to: Option<FactionId>,
        order: Vec<FactionId>,
        /// The presiding magistrate gave the order (else the clockwise default).
        order_given: bool,
        ordered_voting: bool,
        /// PB-11 (S004/87): the accused of the prosecution on the floor, whose faction votes
        /// first, without conditional votes.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        accused_first: Option<SenatorId>,
    },
    /// PB-10 (issue 9): the GM puts his own proposals in place of the presiding magistrate's;
    /// the proposal on the floor, if any, is withdrawn unvoted. `reason` is the GM's own words.
    ProposalSubstituted {
        presiding: SenatorId,
        replaced: Option<Proposal>,
        proposals: Vec<Proposal>,
        reason: String,
    },
    /// SEN-05 / SEN-11: the vote on a proposal, faction by faction (public).
    VoteTaken {
        proposal: Proposal,
        votes: Vec<FactionVote>,
        yes: u32,
        no: u32,
        vetoed_by: Option<FactionId>,
        passed: bool,
    },
    /// SEN-13 / SEN-21 / SEN-22 ...: a senator takes an office (with the Influence it gives).
    OfficeTaken {
        senator: SenatorId,
        faction: Option<FactionId>,
        office: Post,
        influence: u32,
        /// PB-08 (S004/68): his Influence total after the office's gain (None: no gain).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        now: Option<u32>,
    },
    /// SEN-44: a Commander leaves Rome with forces against a war; SEN-45 with `reinforcement`:
    /// forces sent to a Proconsul already at the war.
    CommanderSent {
        commander: SenatorId,
        war: WarKey,
        legions: u32,
        fleets: u32,
        #[serde(default)]
        reinforcement: bool,
    },
    /// SEN-45 (LR 1.09.644): a Proconsul replaced: he returns to Rome and `commander` leaves
    /// with the Force, now `legions` and `fleets` strong.
    ProconsulReplaced {
        proconsul: SenatorId,
        commander: SenatorId,
        war: WarKey,
        legions: u32,
        fleets: u32,
    },
    /// SEN-44 (LR 1.09.641): units left on a war without a commander join the Commander sent
    /// against it.
    ForcesJoined {
        commander: SenatorId,
        war: WarKey,
        legions: u32,
        fleets: u32,
    },
    /// SEN-27: a Popular Appeal.
    PopularAppeal {
        accused: SenatorId,
        dice: Vec<Die>,
        total: i32,
        votes: i32,
        result: AppealOutcome,
    },
    /// SEN-02: the Senate is adjourned.
    SenateAdjourned,
    // ---- Combat Phase (COM-*) ----
    /// COM-03: the order in which the wars are fought this turn.
    BattleOrder { wars: Vec<WarKey> },
    /// COM-03 (LR 1.10.1): the order in which the Commanders on `war` attack; `agreed`: their
    /// factions chose the same order (otherwise 2d6 each decided it, highest first).
    AttackOrder {
        war: WarKey,
        commanders: Vec<SenatorId>,
        agreed: bool,
    },
    /// COM-04..COM-08: one battle: Roman strength (units + Military), the war's strength for
    /// this battle (multipliers, Leaders, Ally Deserts shifts), the 3d6, the Evil Omens
    /// modifier, the modified total, the result and the units lost.
    Battle {
        war: WarKey,
        commander: SenatorId,
        naval: bool,
        roman_strength: i32,
        war_strength: i32,
        dice: Vec<Die>,
        modifier: i32,
        total: i32,
        result: BattleOutcome,
        legions_lost: u32,
        fleets_lost: u32,
    },
    /// COM-15 / COM-16: a commander or Master of Horse is captured by the war.
    Captured { senator: SenatorId, war: WarKey },
    /// COM-17: a commander becomes Proconsul.
    Proconsul { senator: SenatorId, war: WarKey },
    /// COM-12: a war is defeated (Spoils to the State, provinces to the Forum).
    WarDefeated {
        war: WarKey,
        spoils: u32,
        revolt: bool,
        provinces: Vec<ProvinceKey>,
    },
    /// COM-12 / SEN-45 / RVN-05: a Force returns to Rome (units to the Active Forces); `war`
    /// is the war's key.
    ForcesReturned {
        commander: Option<SenatorId>,
        war: WarKey,
        legions: u32,
        fleets: u32,
        reason: ReturnReason,
    },
    /// COM-20: the wars in the Unprosecuted War spaces after this Combat Phase, and for each
    /// (in the same order) why it was not Prosecuted (LR 1.10.9).
    UnprosecutedWars {
        wars: Vec<WarKey>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        why: Vec<UnprosecutedWhy>,
    },

    // ---- Revolution Phase (RVN-*) ----
    /// RVN-04: cards a faction discarded to the hand limit (private to it; others get a Note
    /// with the number only).
    CardsDiscarded {
        faction: FactionId,
        cards: Vec<CardKey>,
    },
    /// RVN-06: a commander considering Revolt spent talents to buy his Legions' loyalty (told
    /// to all, S004 PB-13).
    LoyaltyBought {
        commander: SenatorId,
        talents: u32,
        /// Of `talents`, those from his Master of Horse's Personal Treasury (LR 1.11.31).
        #[serde(default)]
        from_master: u32,
    },
    /// RVN-06: the allegiance rolls of a commander's Legions: `rolled` Legions rolled (the
    /// dice are their own events), `bought` of them with +1, each following on `need` or
    /// more; `own_veterans` followed without a roll.
    LegionAllegiance {
        commander: SenatorId,
        rolled: u32,
        bought: u32,
        need: u8,
        followed: u32,
        own_veterans: u32,
    },
    /// RVN-05: the commander does not revolt (fewer Legions followed than his order wanted,
    /// or none at all, or a stronger Rebel was declared first): he lays down his command.
    RevoltNotDeclared {
        commander: SenatorId,
        followed: u32,
        wanted: u32,
        reason: NoRevolt,
    },
    /// RVN-05: a Primary Rebel is declared and marches on Rome with his Army.
    RevoltDeclared {
        rebel: SenatorId,
        faction: FactionId,
        legions: u32,
        veterans: u32,
        strength: u32,
    },
    /// RVN-05: a later declarer with a stronger Army takes the place of the earlier Rebel, whose
    /// declaration is ignored (his Legions return to the Active Forces).
    RevoltSuperseded { earlier: SenatorId, by: SenatorId },
    /// RVN-07: the other senators of the rebel's faction who join the Revolt (the rest stay
    /// loyal).
    SecondaryRebels {
        rebel: SenatorId,
        senators: Vec<SenatorId>,
    },
    /// RVN-07 (LR 1.11.32/9): a Secondary Rebel's independent command that won no Victory goes
    /// back to Senate control where it is: its Legions and Fleets stay on their war, without a
    /// commander (only a Victorious one returns to the Active Forces).
    CommandLeftToSenate {
        senator: SenatorId,
        war: WarKey,
        legions: u32,
        fleets: u32,
    },
    /// RVN-08: a senator in Revolt loses his Concessions (to the Forum), Knights and offices,
    /// leaves Rome and gets a Rebel marker.
    RebelMarked {
        senator: SenatorId,
        concessions: Vec<CardKey>,
        knights: u32,
        offices: Vec<Post>,
    },
    /// RVN-08 (LR 1.11.34): Veteran Legions owing allegiance to a rebel desert to the Primary
    /// Rebel.
    VeteransDesert { rebel: SenatorId, legions: u32 },
    /// RVN-08 (LR 1.11.34, second sentence): at the word of the loyal `senator`, his `legions`
    /// Veteran Legions leave the Army of the Rebel `rebel` for the Active Forces (`army` None)
    /// or the Senate's Army of `army`. `rebel_legions` and `rebel_strength`: the Rebel Army
    /// after them; `army_legions` and `army_strength`: the Senate's Army after them (when they
    /// joined it).
    LoyalVeteransDesert {
        senator: SenatorId,
        rebel: SenatorId,
        legions: u32,
        army: Option<SenatorId>,
        rebel_legions: u32,
        rebel_strength: u32,
        army_legions: Option<u32>,
        army_strength: Option<u32>,
    },
    /// REV-03: the Rebel's maintenance: 2T per Legion that does not owe him (or a fellow rebel)
    /// allegiance, paid from the rebels' Personal Treasuries and their Faction Treasury (the
    /// amount is the faction's secret); `released` Legions he could not pay go back to the
    /// Senate.
    RebelMaintenance {
        rebel: SenatorId,
        legions: u32,
        released: u32,
    },
    /// GEN-12 (LR 1.06.53/4): Forces the State Treasury could not maintain are eliminated:
    /// `legions` and `fleets` in all (`forces`: those from Forces away).
    UnmaintainedEliminated {
        legions: u32,
        fleets: u32,
        forces: Vec<UnitCut>,
        /// The Legions taken from Provinces' garrisons (province key, Legions).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        garrisons: Vec<(ProvinceKey, u32)>,
    },
    /// REV-03 (LR 1.11.35, 1.06.53): `legions` the Rebel released are eliminated: the HRAO
    /// declined to pay for them (`declined`) or the State could not afford them.
    ReleasedLegionsEliminated {
        rebel: SenatorId,
        legions: u32,
        declined: bool,
    },
    /// REV-03 (Private, GEN-04): which of the Rebel's faction's purses paid his maintenance.
    RebelUpkeepPaid {
        faction: FactionId,
        payments: Vec<(PurseOf, u32)>,
    },
    /// RVN-09 / MOR-04 (LR 1.11.372): the Revolt failed (the Primary Rebel died): the secondary
    /// rebels die, the Rebel's Legions return to the Active Forces.
    RevoltFailed { rebel: SenatorId, legions: u32 },

    // ---- Typed facts (issue 10): each variant is one kind of fact, with ids and keys; the
    // rule of each is `EventKind::rule()`. ----
    /// SET-01: the Mortality cup is filled.
    MortalityCupFilled {
        numbered: u8,
        blank: u8,
        draw_two: u8,
        unrest: i32,
    },
    /// SET-02: the deck is built (GM: its size and where Era Ends lies).
    DeckBuilt {
        cards: u32,
        era_ends_from_bottom: u32,
    },
    /// MOR-04: a dead senator's Personal Treasury goes back to the bank (GM: the amount is
    /// secret).
    TreasuryLostAtDeath { senator: SenatorId, amount: u32 },
    /// FOR-18: Putting Rome in Order: a Major marker for each Senator holding a Major Office.
    MajorMarkers { senators: Vec<SenatorId> },
    /// FOR-19 / FOR-22 / LR 1.07.321: a Concession is destroyed: to the Curia.
    ConcessionDestroyed {
        concession: CardKey,
        cause: Destroyed,
    },
    /// FOR-19 / FOR-22: a Concession to destroy is not in play (nothing happens).
    ConcessionNotInPlay {
        concession: CardKey,
        cause: Destroyed,
    },
    /// FOR-17: the winner of an auction pays his bid (private: a Personal Treasury amount).
    BidPaid {
        initiative: u8,
        senator: SenatorId,
        amount: u32,
    },
    /// An answer stored earlier is no longer legal when the round resolves: the Default Move
    /// applies (GM).
    AnswerVoided {
        faction: FactionId,
        decision: DecisionId,
        error: RuleError,
    },
    /// FOR-10 .. FOR-16, RVN-02: a step of a faction's orders cannot be carried out any more
    /// (private: it may involve money).
    OrderLapsed {
        faction: FactionId,
        refused: Refused,
    },
    /// FOR-10: a persuasion attempt lapses (`announced`: it had been announced for bribes, no
    /// money changes hands).
    PersuasionLapsed {
        initiative: u8,
        faction: FactionId,
        target: Option<SenatorId>,
        refused: Refused,
        announced: bool,
    },
    /// FOR-10: a faction makes no persuasion attempt, its orders could not be carried out.
    NoPersuasionAttempt { initiative: u8, faction: FactionId },
    /// FOR-13 (LR 1.07.413/4; cards Seduction, Blackmail): an unopposed persuasion attempt is
    /// made with the card (played and discarded): nobody may counter-bribe, no bribes round.
    UnopposedPersuasion {
        initiative: u8,
        card: UnopposedCard,
        persuader: SenatorId,
        persuader_faction: FactionId,
        target: SenatorId,
        target_faction: Option<FactionId>,
    },
    /// FOR-13 (card Blackmail/4): the attempt failed: the target loses 2d6 Influence and 2d6
    /// Popularity (two rolls; `influence_lost` is what he really lost, Influence never below 0,
    /// Popularity never below -9).
    BlackmailBacklash {
        target: SenatorId,
        influence_roll: u32,
        popularity_roll: u32,
        influence_lost: u32,
        popularity_lost: i32,
    },
    /// FOR-13 (card Influence Peddling): `faction` discards Influence Peddling and draws a card
    /// at random from `victim`'s hand (public: the card is not named).
    InfluencePeddlingPlayed {
        faction: FactionId,
        victim: FactionId,
    },
    /// FOR-13 (card Influence Peddling): the card drawn, told only to the two factions.
    CardDrawnFromHand {
        faction: FactionId,
        victim: FactionId,
        card: CardKey,
    },
    /// An answer stored earlier this round is no longer legal after a card left the hand
    /// (Influence Peddling): it is withdrawn, the faction may answer again (private).
    AnswerWithdrawn {
        faction: FactionId,
        decision: DecisionId,
        error: RuleError,
    },
    /// FOR-02: a further Evil Omens this turn: the Pontifex Maximus is blamed.
    PontifexBlamed { pontifex: SenatorId },
    /// FOR-02: what the Pontifex pays of the sacrifice (private: a Personal Treasury amount).
    SacrificePaid {
        pontifex: SenatorId,
        paid: u32,
        cost: u32,
    },
    /// FOR-02: whether the Pontifex paid the whole sacrifice (public, without amounts).
    SacrificeOutcome { pontifex: SenatorId, paid_all: bool },
    /// FOR-02: the Pontifex's faction pays his debt and the fine (private: amounts).
    PontifexFine {
        faction: FactionId,
        paid: u32,
        unpaid: u32,
        fine: u32,
    },
    /// FOR-02 / SEN-23: the faction cannot pay the Pontifex's debt and fine: its Faction
    /// Treasury is emptied and its Faction Leader may face an extra Major Prosecution.
    PontifexDebtUnpaid {
        faction: FactionId,
        leader: Option<SenatorId>,
    },
    /// FOR-02: the Pontifex is stripped of his office, gets a Major marker, loses Influence.
    PontifexStripped { senator: SenatorId, influence: u32 },
    /// SEN-18: the Senate recalled the Pontifex Maximus: he loses the office and `influence`
    /// (5, or what he had).
    PontifexRecalled { senator: SenatorId, influence: u32 },
    /// SEN-15: the Pontifex Maximus makes `priest` a Priest (+1 Influence), taking the marker
    /// from `former` if reassigned (`former_lost`: the Influence he lost, 1 or 0).
    PriestAppointed {
        pontifex: SenatorId,
        priest: SenatorId,
        former: Option<SenatorId>,
        former_lost: u32,
    },
    /// SEN-15: a Priest going into Revolt loses his marker and `lost` Influence (1 or 0).
    PriestLost { senator: SenatorId, lost: u32 },
    /// SEN-15: the Priesthood written with a vote could not be made when that vote was over
    /// (an assassination changed who is in Rome, or the Pontifex is gone): private to the
    /// Pontifex's faction.
    PriestLapsed {
        faction: FactionId,
        priest: SenatorId,
        refused: Refused,
    },
    /// REV-09: the Pontifex Maximus collects his revenue (`amount`: only in the private event
    /// to his faction; None in the public one).
    PontifexCollects {
        senator: SenatorId,
        amount: Option<u32>,
    },
    /// POP-04: No Recruitment this turn.
    NoRecruitment,
    /// POP-04: the Mob assaults the Senate: chits are drawn.
    MobAssault { chits: u32 },
    /// FOR-04: the deck is empty, no card is drawn.
    DeckEmpty,
    /// FOR-05: a Faction card goes into the drawing faction's hand (private).
    CardToHand { faction: FactionId, card: CardKey },
    /// GEN-10: a Family card already in play is drawn again; it is discarded.
    DuplicateFamily { family: u8 },
    /// RVN-04: how many cards a faction discarded to the hand limit (public: the number only).
    HandLimitDiscards {
        faction: FactionId,
        count: u32,
        limit: u32,
    },
    /// RVN-01 / GEN-06 (Public): an open trade is offered: `offerer` offers `give` cards to
    /// `partner` for `get` of his (counts only: the cards are told to the two sides alone).
    TradeOffered {
        number: u32,
        offerer: FactionId,
        partner: FactionId,
        give: u32,
        get: u32,
    },
    /// COM-16 (Public): a captive is ransomed by his faction and returns.
    RansomPaid {
        senator: SenatorId,
        faction: FactionId,
        amount: u32,
    },
    /// COM-16 (Private): the faction could not pay the ransom it ordered.
    RansomShort {
        senator: SenatorId,
        amount: u32,
        have: u32,
    },
    /// RVN-01 (Private, to each side): the cards of an offer.
    TradeOfferCards { offer: TradeOffer },
    /// RVN-01 / GEN-07 (Public): cards changed hands: `offerer` gave `given` cards to `partner`
    /// and received `received` (S004: the GM does not identify the cards).
    CardsTraded {
        number: u32,
        offerer: FactionId,
        partner: FactionId,
        given: u32,
        received: u32,
    },
    /// RVN-01 (Private, to each side): the cards that changed hands.
    TradeCardsMoved { offer: TradeOffer },
    /// RVN-01 / GEN-06 (Public): an offer came to nothing.
    TradeLapsed {
        number: u32,
        offerer: FactionId,
        partner: FactionId,
        why: TradeLapse,
    },
    /// RVN-12: nobody has won at the end of the turn.
    NoVictory,
    /// REV-01: a Province is Overrun by the Barbarian Raids (no revenue; `reverted`: it was
    /// Developed and is no longer).
    ProvinceOverrun {
        province: ProvinceKey,
        reverted: bool,
    },
    /// REV-01 / COM-16: the Governor is captured by the barbarians (he dies at the next Forum
    /// Phase unless ransomed in this Revenue Phase's PB-02 round).
    RaidCapture {
        senator: SenatorId,
        province: ProvinceKey,
    },
    /// RVN-01 (LR 1.11.1): these factions received cards in trade and may play them in this
    /// Revolution Phase: their plays and discards are asked again.
    PlaysAfterTrades { factions: Vec<FactionId> },
    /// REV-07: the holder of a grain concession takes its Drought bonus and loses Popularity
    /// (public; the bonus itself is in his faction's private income detail).
    GrainBonusTaken {
        senator: SenatorId,
        concession: CardKey,
        drought_effects: u32,
        popularity: i32,
    },
    /// REV-08: a Governor declines the spoils (private).
    SpoilsDeclined {
        governor: SenatorId,
        province: ProvinceKey,
    },
    /// REV-14: a Province yields no State income this turn.
    NoStateIncome { province: ProvinceKey },
    /// FOR-22 (Pretender Emerges): an Active War appeared; a Province drawn at random revolts.
    PretenderRevolt {
        province: ProvinceKey,
        increased: bool,
    },
    /// FOR-22: the Governor and garrison fight the revolt.
    RevoltBattle {
        province: ProvinceKey,
        roman: i32,
        enemy: i32,
        total: i32,
        outcome: BattleOutcome,
        legions_lost: u32,
    },
    /// FOR-22: the Governor wins: the revolt is crushed.
    RevoltCrushed { province: ProvinceKey },
    /// SEN-01: no aligned Senator is in Rome; the Senate cannot meet.
    SenateCannotMeet,
    /// SEN-60: Rome is repopulated: a Senator from the Curia (or the Forum) joins a faction.
    Repopulated {
        senator: SenatorId,
        faction: FactionId,
        from_curia: bool,
    },
    /// SEN-01: another Senator now presides.
    PresidingChanged { senator: SenatorId },
    /// PB-10 (issue 10): the chair left the faction whose queue of proposals was being worked
    /// through; the queue waits until that faction presides again (private to the faction).
    QueueWaits {
        faction: FactionId,
        proposals: Vec<Proposal>,
    },
    /// PB-09 / PB-10 (S004/65, S004/71-72): the faction's nominee is elected; the proposals it
    /// wrote with its vote wait until he presides (private to the faction).
    NomineeProposalsKept {
        faction: FactionId,
        proposals: Vec<Proposal>,
    },
    /// PB-10: the faction presides again and its waiting queue applies (private).
    QueueResumed {
        faction: FactionId,
        proposals: Vec<Proposal>,
    },
    /// PB-10 / SEN-07 / SEN-02: proposals of a faction's queue that will never be put, and why
    /// (private to the faction).
    QueueDropped {
        faction: FactionId,
        proposals: Vec<Proposal>,
        why: QueueDrop,
    },
    /// SEN-46: Legions garrison a Province.
    Garrisoned { province: ProvinceKey, legions: u32 },
    /// SEN-36: a Governor is replaced and returns to Rome.
    GovernorReplaced {
        senator: SenatorId,
        province: ProvinceKey,
    },
    /// SEN-43: a senator's concessions earn from the raising (`amount` in the private event to
    /// his faction only; None in the public one, which says the corrupt bar is revealed).
    ConcessionProfit {
        senator: SenatorId,
        concessions: Vec<CardKey>,
        amount: Option<u32>,
    },
    /// SEN-44: the Presiding Magistrate leaves for the war: the Senate Phase ends.
    PresidingLeaves,
    /// SEN-40: a Land Bill passes.
    LandBillPassed {
        level: u8,
        sponsor_popularity: i32,
        cosponsor_popularity: i32,
        against: u32,
        penalty: i32,
    },
    /// SEN-41: a Land Bill is repealed: its Sponsor loses `sponsor_popularity` and each of
    /// `voters`, the Senators who voted for the repeal (under a Consul for Life, those of the
    /// factions he runs too), `voter_popularity` (public).
    LandBillRepealed {
        level: u8,
        sponsor: SenatorId,
        sponsor_popularity: i32,
        voters: Vec<SenatorId>,
        voter_popularity: i32,
    },
    /// SEN-47: New Alliance finds no war in play.
    NewAllianceNoWar,
    /// SEN-12: no pair of Senators can be elected Consuls.
    NoConsulPair,
    /// SEN-12: only one pair remains: it is appointed.
    LastConsulPair { first: SenatorId, second: SenatorId },
    /// SEN-37: no Senator can govern: the Provinces stay vacant.
    NoGovernorCandidates { provinces: Vec<ProvinceKey> },
    /// SEN-35: the only eligible candidate is appointed Governor without a vote (LR 1.09.5).
    SoleGovernorCandidate {
        senator: SenatorId,
        province: ProvinceKey,
    },
    /// SEN-22: no Senator can be elected Censor.
    NoCensorCandidate,
    /// SEN-22: the only eligible candidate becomes Censor.
    SoleCensorCandidate { senator: SenatorId },
    /// SEN-31: the accused is acquitted.
    Acquitted { accused: SenatorId },
    /// SEN-28: the accused is convicted (Minor prosecution).
    Convicted { accused: SenatorId },
    /// SEN-30: the Prosecutor's reward.
    ProsecutorRewarded {
        prosecutor: SenatorId,
        influence: u32,
        prior_consul: bool,
    },
    /// SEN-32: the prosecutions are over; Major and Corrupt markers are removed.
    ProsecutionsOver,
    /// SEN-11 / SEN-17: a faction vetoes the proposal (a Tribune, or its Pontifex Maximus).
    Vetoed {
        faction: FactionId,
        pontifex: bool,
        /// SEN-10 / SEN-11 (issue 21 §4): the Statesman whose own Tribune vetoed (no card
        /// leaves the hand); `None` for a Tribune card, which is discarded.
        #[serde(default)]
        statesman: Option<SenatorId>,
    },
    /// SEN-10: a faction plays a Tribune (a card, or the inherent Tribune of its Statesman
    /// `statesman`) and puts its own proposal on the floor (public).
    TribuneProposal {
        faction: FactionId,
        proposal: Proposal,
        statesman: Option<SenatorId>,
    },
    /// SEN-10: the presiding magistrate adjourns the Senate with no vote round before it; the
    /// factions holding a Tribune (named) may first put a proposal of their own.
    AdjournmentMoved {
        presiding: SenatorId,
        factions: Vec<FactionId>,
    },
    /// PB-12: another faction's Tribune proposal, nearer the HRAO clockwise, was taken; this
    /// faction's Tribune stays in its hand (private to the faction).
    TribuneProposalSetAside {
        faction: FactionId,
        proposal: Proposal,
        first: FactionId,
    },
    /// SEN-10: the Tribune's proposal could not be put when its turn came (not the business
    /// at hand, barred, or no Tribune left); the Tribune stays in the hand (private).
    TribuneProposalOutOfOrder {
        faction: FactionId,
        proposal: Proposal,
        refused: Refused,
    },
    /// SEN-10: the Senate adjourned before the Tribune's proposal claimed with the last vote
    /// could be put; the Tribune stays in the hand (private).
    TribuneProposalLapsed {
        faction: FactionId,
        proposal: Proposal,
    },
    /// SEN-10 (LR 1.09.151, 1.09.642): the vote that would send the presiding magistrate out
    /// of Rome (to a war, a Proconsul's Force, the Rebel or a Province) waits until the
    /// Tribune's proposal has been voted on (public).
    VoteSuspended {
        proposal: Proposal,
        faction: FactionId,
    },
    /// SEN-49: a player's minor motion, with no effect on the game (public; the text is the
    /// player's own, quoted).
    MinorMotion { faction: FactionId, text: String },
    /// SEN-20 (LR 1.09.31): the Consuls jointly appoint a Dictator and his Master of Horse (not
    /// vetoable, no vote); their offices follow as `OfficeTaken` (public).
    DictatorAppointed {
        dictator: SenatorId,
        master_of_horse: SenatorId,
    },
    /// SEN-20: the Consuls appoint no Dictator (none asked for one, or they named different
    /// Senators); the Senate may still elect one (public).
    NoDictatorAppointed { disagreed: bool },
    /// SEN-57 (elected) / SEN-58 (appointed at 35 Influence): a Senator becomes Consul for
    /// Life; his faction runs the Senate (SEN-59) and wins if he lives to the end of the
    /// Revolution Phase (VIC-05).
    ConsulForLife {
        senator: SenatorId,
        faction: FactionId,
        elected: bool,
        /// His Influence when he became Consul for Life (SEN-58: 35 or more when appointed).
        #[serde(default)]
        influence: u32,
    },
    /// SEN-58: an elected Consul for Life loses the title to one appointed the same turn.
    ConsulForLifeLost { senator: SenatorId },
    /// SEN-50 (SEN-42 on a Land Bill's Sponsors): an assassination attempt is announced, with the
    /// Assassin cards played for it (revealed when played).
    AssassinationAttempted {
        faction: FactionId,
        assassin: SenatorId,
        target: SenatorId,
        target_faction: FactionId,
        cards: u32,
        land_bill: bool,
    },
    /// SEN-50: an attempt written with the votes could not be made when the round closed (the
    /// target or the assassin was gone, or the limit was reached). Told to its faction only.
    AssassinationVoid {
        faction: FactionId,
        assassin: SenatorId,
        target: SenatorId,
    },
    /// SEN-51: the attempt's result: the die's roll modified by the Assassin cards, Open and
    /// Secret Bodyguards (played after the roll, revealed now) and Evil Omens.
    AssassinationResolved {
        assassin: SenatorId,
        target: SenatorId,
        roll: i32,
        secret_bodyguards: u32,
        open_bodyguards: u32,
        outcome: AssassinationOutcome,
    },
    /// SEN-51: a Bodyguard re-roll, only to catch the assassin (a kill is ignored).
    BodyguardReroll {
        assassin: SenatorId,
        roll: i32,
        caught: bool,
    },
    /// SEN-52: the assassination cancels the proposal on the floor (a nominee, the accused, the
    /// Prosecutor or the Censor was killed); a Land Bill's vote always goes on.
    ProposalCancelled { proposal: Proposal },
    /// SEN-53: the caught assassin's Faction Leader loses Influence (and faces the Special
    /// Major Prosecution if in Rome); `leader` None: the faction has none.
    AssassinLeaderPunished {
        faction: FactionId,
        leader: Option<SenatorId>,
        influence_lost: u32,
    },
    /// SEN-53: chits drawn, as many as the target's Popularity, to implicate the assassin's
    /// faction's Senators in Rome.
    ImplicationDrawn { faction: FactionId, chits: u32 },
    /// MOR-06: the faction lost its last Senator through the punishment of a caught assassin:
    /// eliminated, its hand discarded and its treasury to the bank.
    FactionEliminated { faction: FactionId },
    /// MOR-06 (LR 1.05.4): the player of a faction left without Senators quits the game: the
    /// Senator it took goes back to the Curia, its hand is discarded, its treasury to the bank.
    FactionQuits { faction: FactionId },
    /// MOR-06: a faction left without Senators finds none it may take in the Curia: it waits
    /// for the first Senator to enter the Curia (it keeps its hand and treasury).
    FactionWaitsForCuria { faction: FactionId },
    /// RVN-09: the Senate sent an Army against the Rebel.
    SentAgainstRebel {
        commander: SenatorId,
        rebel: SenatorId,
        legions: u32,
    },
    /// VIC-06: the Rebel who met a winning condition with `wars` Active Wars takes every Legion
    /// but the Garrisons and every Fleet against them.
    RebelCampaign {
        rebel: SenatorId,
        legions: u32,
        fleets: u32,
        wars: u32,
    },
    /// VIC-06: one battle of the Rebel's campaign (`war` a key; a Victory discards it). No
    /// longer produced (his battles are `Battle` events, after `RebelAttacks`); kept so that
    /// stored games still read.
    RebelBattle {
        rebel: SenatorId,
        war: WarKey,
        strength: i32,
        war_strength: i32,
        dice: Vec<Die>,
        modifier: i32,
        total: i32,
        result: BattleOutcome,
        legions_lost: u32,
    },
    /// VIC-06 (LR 1.12.3): the Rebel attacks the war he chose (`war` a key), with these units;
    /// his battles follow (`Battle` events).
    RebelAttacks {
        rebel: SenatorId,
        war: WarKey,
        legions: u32,
        fleets: u32,
    },
    /// VIC-06: no Active War is left that the Rebel can attack (Fleet Support, a Fleet for a
    /// naval battle): his campaign ends.
    RebelCannotAttack { rebel: SenatorId, fleets: u32 },
    /// VIC-06 / COM-14: the Rebel's losses in a battle of his campaign (`veterans` of the
    /// Legions were Veterans), and what his Force has left.
    RebelLosses {
        rebel: SenatorId,
        legions: u32,
        veterans: u32,
        fleets: u32,
        legions_left: u32,
        fleets_left: u32,
    },
    /// RVN-09 (LR 1.11.371): the Senate's commander who defeated the Rebel gains half the Rebel
    /// Army's strength (rounded up) in Popularity and Influence.
    RebelVanquished {
        senator: SenatorId,
        rebel_strength: u32,
        gain: u32,
    },
    /// RVN-09 / VIC-04 (1): no Army of the Senate faced the Rebel in this Combat Phase.
    RebelNotAttacked { rebel: SenatorId },
    /// RVN-09: the civil war battle (the Senate attacks; CRT with losses to both sides, none to
    /// the Rebel on a Defeat).
    CivilWarBattle {
        commander: SenatorId,
        rebel: SenatorId,
        senate_strength: i32,
        rebel_strength: i32,
        dice: Vec<Die>,
        modifier: i32,
        total: i32,
        result: BattleOutcome,
        senate_legions_lost: u32,
        rebel_legions_lost: u32,
    },
    /// SEN-40 / SEN-44 / PB-11: a faction refuses its Senator's consent: the proposal fails.
    ConsentRefused {
        faction: FactionId,
        consent: Consent,
    },
    /// SEN-06: the Presiding Magistrate's proposal was defeated unanimously by the other
    /// factions: he loses 1 Influence, or steps down if he has none.
    PresidingRebuked {
        senator: SenatorId,
        stepped_down: bool,
    },
    /// SEN-06 (LR 1.09.41): the Censor, defeated unanimously, hands the meeting back to the
    /// presiding magistrate and ends all Prosecutions.
    ProsecutionsEnded { censor: SenatorId },
    /// PB-10: a proposal of the queue is out of order (the GM's, if `by_gm`).
    ProposalOutOfOrder {
        proposal: Proposal,
        by_gm: bool,
        refused: Refused,
    },
    /// COM-03 .. COM-05: a Force does not fight.
    BattleNotFought { war: WarKey, reason: NoBattle },
    /// COM-05: after the naval Victory the Commander attacks the war's land forces.
    LandAttackAfterNaval { war: WarKey },
    /// COM-14: the Commander loses Popularity for the Legions lost.
    PopularityForLosses { senator: SenatorId, popularity: i32 },
    /// COM-13: surviving Legions become Veterans loyal to the Commander.
    VeteransCreated { senator: SenatorId, legions: u32 },
    /// COM-16: the captive stays with the war until ransomed (in a PB-02 round) or killed.
    NoRansom,
    /// LR 1.10.7: a Dictator's Master of Horse returns to Rome with his office.
    MasterOfHorseReturns { senator: SenatorId },
    /// COM-12: the victorious Commander gains Popularity and Influence.
    VictorRewarded { senator: SenatorId, gain: u32 },
    /// TD-08: an earlier war of a series becomes a Revolt (no Spoils).
    WarBecomesRevolt { war: WarKey },
    /// FOR-06 (LR 1.07.333/2): a war drawn while the Province its card names exists is a
    /// Revolt there (no Spoils), e.g. the 3rd Macedonian War once Macedonia is a Province.
    WarIsProvinceRevolt { war: WarKey, province: ProvinceKey },
    /// COM-12 (card:war-germanic-migrations/2): Rome's attack founds the Province at once,
    /// whatever the battle's result; it goes to the Forum.
    ProvinceFoundedByAttack { war: WarKey, province: ProvinceKey },
    /// LR 1.07.21: an Event card on its increased side comes again: no further effect.
    EventAtMaximum { card: CardKey },
    /// FOR-22: the Rhodian Alliance comes again with no War needing Fleets: no effect.
    RhodianNoEffect,
    /// FOR-22 / SEN-47 / COM-19: a Force away loses Fleets with those Rome lost.
    ForceLosesFleets {
        war: WarKey,
        lost: u32,
        left: u32,
        cause: FleetLoss,
    },
    /// FOR-22 / POP-04: an event's chits kill no Senator.
    NoVictims { cause: DeathCause },
    /// FOR-21: Enemy Leader Dies finds no enemy Leader in play.
    NoEnemyLeader { increased: bool },
    /// FOR-21 / SEN-47: a Province's revolt is completely defeated by the peace: the Province
    /// returns to the Forum.
    RevoltEnded { war: WarKey, rule: RuleId },
    /// SET-07 / SET-08 (LR 3.02.4/1): a Province card dealt to a faction at setup.
    ProvinceDealt {
        faction: FactionId,
        province: ProvinceKey,
    },
    /// SET-07 / SET-08 (LR 3.02.4/2): the faction's Senator governs the Province dealt to it,
    /// its term dial set to `term` turns.
    SetupGovernor {
        faction: FactionId,
        senator: SenatorId,
        province: ProvinceKey,
        term: u8,
    },
    /// SET-09 (LR 3.04.1/4): the first card of the next deck is drawn: the game is in `era`
    /// from now on (its Random Events column and Legion loyalty number).
    EraBegins { era: super::data::Era },
    /// SEN-55: `faction` plays the Law `law`; it lies in the Law space from now on.
    LawPlayed { faction: FactionId, law: CardKey },
    /// SEN-62 (card:law-servilian/1): `faction` openly discards the Servilian Law and repeals
    /// the Acilian Law (`law`), which goes to the discard pile.
    LawRepealed { faction: FactionId, law: CardKey },
    /// SEN-34: the Calpurnian fine: `amount` Talents (1d6) on `governor`, paid from his
    /// treasury (`from_senator`) then his faction's (`from_faction`); `shortfall` comes off
    /// his Popularity and his Influence. `faction` used the power.
    LawFine {
        faction: FactionId,
        governor: SenatorId,
        amount: u32,
        from_senator: u32,
        from_faction: u32,
        shortfall: u32,
    },
    /// SEN-62 (card:law-julian/1): the Julian Law removes `shortages` Manpower Shortage(s) and
    /// the No Recruitment (`no_recruitment`: there was one).
    ManpowerRestored {
        law: CardKey,
        shortages: u32,
        no_recruitment: bool,
    },
    /// SEN-62 (card:law-julian/3, card:law-plautian-papirian/4): a Senator of the Law's
    /// player loses Influence (`influence`) or Popularity (`popularity`); `left` what he has now.
    LawPenalty {
        law: CardKey,
        senator: SenatorId,
        influence: u32,
        popularity: u32,
    },
    /// SEN-62 (card:law-plautian-papirian/2): the war's Strength is halved from now on;
    /// `land` is its Strength now.
    WarStrengthHalved {
        law: CardKey,
        war: WarKey,
        land: u32,
    },
    /// SEN-34 (card:law-acilian/2): `faction` won the roll-off for the most Knights and holds
    /// the Calpurnian fine this turn.
    FinePower { faction: FactionId },
    /// SEN-54: `faction`'s `senator` played Graft (`murder` false: `die` T paid to the Bank if
    /// his Personal Treasury held them) or Murder of a Tribune (`die` even; he loses that much
    /// Popularity) against `against`'s Tribune; `cancelled`: the Tribune is cancelled.
    TribuneCancelAttempt {
        faction: FactionId,
        senator: SenatorId,
        against: FactionId,
        murder: bool,
        die: u8,
        cancelled: bool,
    },
    /// SEN-54: `faction`'s Tribune was cancelled: its veto or proposal does not stand (the
    /// Tribune is spent).
    TribuneCancelled {
        faction: FactionId,
        proposal: Proposal,
        veto: bool,
    },
    /// SEN-54: `faction` played Mob Incited to Violence with `senator` against `against`:
    /// `chits` mortality chits (1d6 + his Oratory) among `against`'s Senators in Rome.
    MobIncited {
        faction: FactionId,
        senator: SenatorId,
        against: FactionId,
        chits: u32,
    },
    /// SEN-39 (card:statesman-7a/1): Fulvius Flaccus claimed the Land Commissioner.
    LandCommissionerClaimed { senator: SenatorId },
    /// REV-17: the Senate sent the Field Consul `consul` with 3 Legions and 3 Fleets to
    /// retrieve `bequest`; the State gains it in the next Revenue Phase.
    BequestSent { bequest: String, consul: SenatorId },
    /// REV-17 (card:bequest-pergamene/3): the Consul sent is a Rebel: he keeps the Bequest's
    /// `talents`; no Province is created.
    BequestKeptByRebel {
        bequest: String,
        rebel: SenatorId,
        talents: u32,
    },
    /// REV-17 (card:bequest-pergamene/4): the Bequest collected creates `province`, in the
    /// Forum awaiting a Governor; the card is discarded.
    ProvinceFromBequest {
        bequest: String,
        province: ProvinceKey,
    },
    /// REV-18 (ADV 2.02.2-2.02.3): `province`'s Local Taxes (`taxes` Talents, plus the
    /// Governor's `supplement` from his Personal Treasury) built `armies` Provincial Armies and
    /// `fleets` Provincial Fleets at 10 Talents each, as `governor` chose.
    LocalTaxesSpent {
        province: ProvinceKey,
        governor: SenatorId,
        taxes: u32,
        supplement: u32,
        armies: u32,
        fleets: u32,
    },
    /// REV-08 / REV-14 / REV-18 (ADV 2.02.4/2-3): `province` is attacked by the Active `war`:
    /// no Provincial Spoils, no State income, no Local Taxes and no new Provincial Forces this
    /// Revenue Phase.
    ProvinceUnderAttack { province: ProvinceKey, war: WarKey },
    /// COM-18 (ADV 2.02.4-2.02.41): the Governor `governor` of `province` attacks `war` with
    /// the Province's Strength (base, garrison, Provincial Forces, his Military).
    ProvincialBattle {
        war: WarKey,
        province: ProvinceKey,
        governor: SenatorId,
        naval: bool,
        strength: i32,
        war_strength: i32,
        dice: Vec<Die>,
        modifier: i32,
        total: i32,
        result: BattleOutcome,
        /// ADV 2.02.41/3: a Victory read as a Stalemate for want of Fleet Support.
        fleet_support_lacking: bool,
        armies_lost: u32,
        garrison_lost: u32,
        fleets_lost: u32,
    },
    /// COM-18 (ADV 2.02.41/4): `province` has no naval strength for the naval battle `war`
    /// requires: an automatic Defeat.
    ProvincialNavalDefeat { war: WarKey, province: ProvinceKey },
    /// COM-18 (ADV 2.02.412/2, 2.02.412/5): `province` allies with `war`, adding `land` to its
    /// land Strength and `naval` to its Fleet strength.
    ProvinceAllied {
        province: ProvinceKey,
        war: WarKey,
        land: u32,
        naval: u32,
    },
    /// COM-18 (ADV 2.02.414): the Governor of `province` beat `war`, which goes `to`.
    ProvincialVictory {
        war: WarKey,
        province: ProvinceKey,
        to: ProvincialVictoryTo,
    },
    /// COM-18 (ADV 2.02.412/10): `war` left play: its allied `provinces` return to the Forum,
    /// Undeveloped and without Provincial Forces.
    AlliedProvincesReturn {
        war: WarKey,
        provinces: Vec<ProvinceKey>,
    },
    /// COM-18 (ADV 2.02.412/6-7): the allied Provinces' Forces fighting for `war` lost
    /// `armies` Provincial Armies and `fleets` Provincial Fleets, matching the Roman losses.
    AlliedForcesLost {
        war: WarKey,
        armies: u32,
        fleets: u32,
    },
    /// REV-17 (card:bequest-bithynian/5, card:bequest-ptolemy-apion/3): `province` exists: the
    /// Bequest is discarded with no effect.
    BequestDiscarded {
        bequest: String,
        province: ProvinceKey,
    },
    /// REV-17 (card:bequest-ptolemy-apion/2-3): at the start of the Senate Phase the Bequest
    /// establishes `province`, in the Forum awaiting a Governor; the card is removed from the
    /// game at the start of the next Forum Phase.
    ProvinceEstablishedByBequest {
        bequest: String,
        province: ProvinceKey,
    },
    /// COM-22 (card:leader-cleopatra/2-4): `faction` played Cleopatra on `war`: for the Roman
    /// `commander` (+3 Military, 50T, −5 Popularity), or (None) as a +3 Enemy Leader.
    CleopatraPlayed {
        faction: FactionId,
        war: String,
        commander: Option<SenatorId>,
    },
    /// COM-22 (card:leader-cleopatra/5): `war` left play: Cleopatra's effect ends; discarded.
    CleopatraDiscarded { war: String },
    /// COM-01 (card:law-gabinian/1): `commander`, at War against `war`, recruited `legions`
    /// Legions and `fleets` Fleets for `cost` Talents from `from` (the treasury is named only in
    /// the private copy to his faction: None in the public event, GEN-04); they join his Force.
    GabinianRecruited {
        commander: SenatorId,
        war: WarKey,
        legions: u32,
        fleets: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<RecruitPurse>,
        cost: u32,
    },
    /// RVN-11 (card:law-manilian/1-3): the victorious `commander` keeps his Army (`legions`,
    /// `fleets`) and moves it to `war` as a Proconsul; `activated`: the war was Inactive and is
    /// Active now.
    ManilianMarch {
        commander: SenatorId,
        war: WarKey,
        legions: u32,
        fleets: u32,
        activated: bool,
    },
    /// card:statesman-30a/1: Pompey's Popularity change `printed` is doubled to `applied`.
    PopularityDoubled {
        senator: SenatorId,
        printed: i32,
        applied: i32,
    },
    /// COM-04 (card:statesman-30a/2): Pompey's MIL for this battle, as rolled.
    MilitaryRolled { senator: SenatorId, military: u32 },
    /// COM-09 (card:statesman-29b/1-2): Lucullus commanding, the losses of the `result`
    /// (Disaster or Standoff) against `war` are nullified; the war counts as Unprosecuted and
    /// he is recalled to Rome when the next Senate Phase closes.
    LossesVoided {
        senator: SenatorId,
        war: WarKey,
        result: BattleOutcome,
    },
    /// DATA-19 (card:catiline-conspiracy/2-5): the HRAO `hrao` named `faction` and drew
    /// `chits` Mortality Chits (its Senators among them die, told as deaths); he loses
    /// `popularity` (1 per chit).
    CatilineSuppressed {
        hrao: SenatorId,
        faction: FactionId,
        chits: u32,
        killed: Vec<SenatorId>,
        popularity: i32,
    },
    /// SET-10 (LR 3.05.1/3): Alternative History: turn `turn` (8 or 16) starts and the game
    /// enters `era` (its Random Events column and Legion loyalty number).
    EraAdvances { era: super::data::Era, turn: u32 },
    /// SEN-33 (ADV 2.05.2): the Advocate of `accused` in his Trial (`advocate` = `accused`:
    /// he represents himself; `refused`: the Senator he asked, who did not come forward).
    AdvocateChosen {
        accused: SenatorId,
        advocate: SenatorId,
        refused: Option<SenatorId>,
    },
    /// SEN-33 (ADV 2.05.3): the Trial: 2d6 + the Advocate's Oratory − the Prosecutor's
    /// (`modifier`, Cicero's ±2 included) on the Trial table: `votes` for the Accused
    /// (negative: for conviction).
    Trial {
        accused: SenatorId,
        advocate: SenatorId,
        prosecutor: SenatorId,
        dice: Vec<Die>,
        modifier: i32,
        total: i32,
        votes: i32,
    },
    /// SEN-33 (ADV 2.05.5, 2.05.6): after the verdict (`guilty`), `senator` (the Advocate or
    /// the Prosecutor) gains or loses `influence` (the change made, floored at 0).
    TrialInfluence {
        senator: SenatorId,
        guilty: bool,
        influence: i32,
    },
    /// COM-18 (ADV 2.02.414/9): after the Governor `senator`'s Provincial Victory, `legions`
    /// of the Garrison of `province` become Veterans loyal to him.
    GarrisonVeterans {
        senator: SenatorId,
        province: ProvinceKey,
        legions: u32,
    },
    /// RVN-03 (ADV 2.04.2): the returning `commander` disbands `legions` of his Veteran
    /// Legions: they go to the Bank (Veterans, his markers flipped on his card) and his Oratory
    /// and Influence rise by 1 each, to `oratory` and `influence`.
    VeteransDisbanded {
        commander: SenatorId,
        legions: u32,
        oratory: u8,
        influence: u32,
    },
    /// SEN-61 (ADV 2.04.3): `senator` recalls `legions` of his disbanded Veteran Legions to the
    /// Active Forces for `cost` Talents (`from`: his Personal or his Faction Treasury, told to
    /// his faction only); his Oratory and Influence drop by 1 each, to `oratory` and
    /// `influence`.
    VeteransRecalled {
        senator: SenatorId,
        legions: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<RecruitPurse>,
        cost: u32,
        oratory: u8,
        influence: u32,
    },
    /// RVN-03 (ADV 2.04.2/5): `senator` died holding the markers of `legions` disbanded
    /// Legions: they return to the available Force Pool as regular Legions.
    DisbandedLegionsFreed { senator: SenatorId, legions: u32 },
    /// SEN-61 (ADV 2.04.3/4-6): the Senate raised more Legions than the Force Pool held, so
    /// `legions` of `senator`'s disbanded Legions came from the Bank: regular Legions now,
    /// their markers back to the Bank (he keeps his Oratory and Influence).
    DisbandedLegionsRaised { senator: SenatorId, legions: u32 },
    /// SEN-38 (card:law-vatinian/1-3, LR 1.13.1): `senator` governs `province` through a
    /// Legate and stays where he is (`chosen`: his faction chose it, else he was away or held
    /// a Major Office, LR 1.13.1/3).
    GovernsByLegate {
        senator: SenatorId,
        province: ProvinceKey,
        chosen: bool,
    },
    /// SEN-38 (card:law-vatinian/3): the Governor elected in Rome leaves for `province`.
    GovernorDeparts {
        senator: SenatorId,
        province: ProvinceKey,
    },
    /// SEN-36 / SEN-38: `senator`, who governed `province` through a Legate, is replaced; he
    /// stays where he is (LR 1.13.1/2).
    LegateReplaced {
        senator: SenatorId,
        province: ProvinceKey,
    },
    /// COM-12 (card:war-3rd-mithridatic/2-4): the Victory over `war` lays `province` on its
    /// Developed side: `created` by it, or an existing undeveloped Province turned Developed
    /// (its Governor gains no Influence for it).
    ProvinceDevelopedByVictory {
        war: WarKey,
        province: ProvinceKey,
        created: bool,
    },
    /// REV-20 (card:intrigue-open-bodyguard/1): `faction` played the Open Bodyguard on
    /// `senator` (public: the card lies open with him).
    OpenBodyguardPlayed {
        faction: FactionId,
        senator: SenatorId,
    },
    /// REV-20 (card:intrigue-open-bodyguard/2): `senator` paid 1T and 1 Popularity
    /// (`popularity`: his Popularity now) and keeps his Open Bodyguard.
    BodyguardUpkeepPaid {
        senator: SenatorId,
        faction: FactionId,
        popularity: i32,
    },
    /// REV-20 (card:intrigue-open-bodyguard/3): `senator`'s Open Bodyguard is discarded.
    BodyguardDiscarded {
        senator: SenatorId,
        why: BodyguardLoss,
    },
    /// COM-23 (card:intrigue-proscription/1): `faction` played Proscription after a Civil War
    /// victory.
    ProscriptionPlayed { faction: FactionId },
    /// COM-23 (card:intrigue-proscription/4): the HRAO's faction `faction` declined: the card
    /// is discarded with no effect.
    ProscriptionDeclined { faction: FactionId },
    /// COM-23 (card:intrigue-proscription/2-3): the HRAO `hrao` eliminated all `knights`
    /// Knights in play and received `talents` (1d6 per Knight) in his Personal Treasury;
    /// `faction` may not recruit Knights any more, the others add 1 to their Knight rolls.
    KnightsProscribed {
        hrao: SenatorId,
        faction: FactionId,
        knights: u32,
        talents: u32,
    },
    /// FOR-22 / REV-02 / COM-18 / SEN-38 (RULING "Governors by Legate"): `governor` governed
    /// `province` (revolting, or Defeated in a Provincial War) through a Legate: not being
    /// there, he neither fought nor died; the Province is lost to him.
    GovernorByLegateSpared {
        governor: SenatorId,
        province: ProvinceKey,
    },
    /// RVN-10 (ADV 2.03.6): what the Rebel Governors add to the Rebel's maintenance: the
    /// Roman `fleets` he controls, the Garrison Legions owing, the `provincial` Armies and Fleets
    /// and the `base` points of printed Base Province Strength, `owed` in all (his Army's
    /// Legions included); what he released for want of money (the Fleets and Garrison Legions
    /// back to the State when `to_senate`, else eliminated; the Provincial ones lost).
    RebelGovernorsUpkeep {
        rebel: SenatorId,
        fleets: u32,
        garrison_legions: u32,
        provincial: u32,
        base: u32,
        owed: u32,
        fleets_released: u32,
        garrisons_released: Vec<(ProvinceKey, u32)>,
        provincial_released: u32,
        to_senate: bool,
    },
    /// RVN-10 (ADV 2.03.5, Private to his faction, GEN-04): the Rebel Governor collected his
    /// Province's Provincial Spoils, State Taxes and Local Taxes (`spoils`, `state_taxes` as
    /// rolled, a negative roll paying nothing) into his Personal Treasury: `total`.
    RebelProvinceIncome {
        governor: SenatorId,
        province: ProvinceKey,
        spoils: i64,
        state_taxes: i64,
        local_taxes: u32,
        total: u32,
    },
    /// RVN-10 (ADV 2.03.4): the Rebel Province `province` is left alone by `by`.
    RebelProvinceUnaffected {
        province: ProvinceKey,
        by: RebelExemption,
    },
    /// RVN-10 (ADV 2.03.2): Governor `rebel` of `faction` declares himself in Revolt in his
    /// Province `province` as the Primary Rebel, with Force Strength `strength` (2.03.2/6).
    RebelGovernorDeclared {
        rebel: SenatorId,
        faction: FactionId,
        province: ProvinceKey,
        strength: u32,
    },
    /// RVN-10 (ADV 2.03.7): the Primary Rebel Governor `rebel` marches on Rome from
    /// `province` with `legions` Garrison Legions (`veterans` of them Veterans), `armies`
    /// Provincial Armies and `fleets` Provincial Fleets: Land Strength `strength` (his
    /// Province's Base Strength stays behind). He may never return to it.
    RebelMarchesOnRome {
        rebel: SenatorId,
        province: ProvinceKey,
        legions: u32,
        veterans: u32,
        armies: u32,
        fleets: u32,
        strength: u32,
    },
    /// RVN-10 (ADV 2.03.8): the Primary Rebel Governor `rebel` stays in his Rebel Province
    /// `province` this turn.
    RebelStaysInProvince {
        rebel: SenatorId,
        province: ProvinceKey,
    },
    /// RVN-10 (ADV 2.03.21-2.03.22): the Governors in Revolt with the Primary Rebel `rebel`
    /// (himself first if he is one), each with his Province (`provinces`, in the same order);
    /// their `garrison` Garrison Legions, `armies` Provincial Armies and `fleets` Provincial
    /// Fleets follow them.
    RebelGovernorsRevolt {
        rebel: SenatorId,
        faction: FactionId,
        governors: Vec<SenatorId>,
        provinces: Vec<ProvinceKey>,
        garrison: u32,
        armies: u32,
        fleets: u32,
    },
    /// COM-02 (ADV 2.03.72): the Senate's Fleets in the Active Forces box intercepted the Forces
    /// of the Rebel Governor `governor` sailing from `province`: the Strengths, the roll, the
    /// result (Senate's side) and the Fleets each side lost; `landed`: the Forces reached Italy
    /// (any result but a Senate Victory), else they stay in the Province.
    NavalInterception {
        governor: SenatorId,
        province: ProvinceKey,
        rebel_strength: u32,
        senate_strength: u32,
        dice: Vec<Die>,
        modifier: i32,
        total: i32,
        result: BattleOutcome,
        senate_fleets_lost: u32,
        rebel_fleets_lost: u32,
        landed: bool,
    },
    /// RVN-10 (ADV 2.03.81): `commander` leaves Rome with `legions` Legions and `fleets` Fleets
    /// against the Rebel Governor `governor` in his Province `province`.
    SentAgainstRebelProvince {
        commander: SenatorId,
        governor: SenatorId,
        province: ProvinceKey,
        legions: u32,
        fleets: u32,
    },
    /// RVN-10 (ADV 2.03.81, 2.03.9): the Senate's naval or land battle against the Rebel
    /// Province (CRT, losses to both sides, none to the Rebel on a Defeat): Fleets at sea,
    /// Legions (the Province's: Provincial Armies and Garrison Legions) on land.
    RebelProvinceBattle {
        commander: SenatorId,
        governor: SenatorId,
        province: ProvinceKey,
        naval: bool,
        senate_strength: u32,
        rebel_strength: u32,
        dice: Vec<Die>,
        modifier: i32,
        total: i32,
        result: BattleOutcome,
        senate_lost: u32,
        rebel_lost: u32,
    },
    /// RVN-10 (ADV 2.03.71/3, 2.03.72/7): the Rebel Governor `governor` landed in Italy from
    /// `province`: his Garrison Legions and Provincial Armies and Fleets joined the Primary
    /// Rebel's Army.
    RebelGovernorLanded {
        governor: SenatorId,
        province: ProvinceKey,
        legions: u32,
        provincial_armies: u32,
        provincial_fleets: u32,
    },
    /// SEN-56 (ADV 2.06.2/2-3): `faction` played the Law `law` to be put to the vote (`repeal`:
    /// the Servilian Law's repeal of the Acilian Law); its Sponsors are named next.
    LawProposed {
        faction: FactionId,
        law: CardKey,
        repeal: bool,
    },
    /// SEN-56 (ADV 2.06.2/6): the Law `law` is not put to the vote and goes back to its player's
    /// hand: he named no Sponsors (`refused` None), a Senator named refused (`refused`), or
    /// the Senate adjourned first (`adjourned`).
    LawWithdrawn {
        faction: FactionId,
        law: CardKey,
        refused: Option<SenatorId>,
        adjourned: bool,
    },
    /// SEN-56 (ADV 2.06.2/11): the Law `law` failed its vote and is out of the game.
    LawDefeated { faction: FactionId, law: CardKey },
    /// SEN-56 (ADV 2.06.3): the Sponsor (`cosponsor` false, 3) or the Co-Sponsor (1) of the Law
    /// `law` enacted gains `influence`.
    LawSponsorInfluence {
        law: CardKey,
        senator: SenatorId,
        cosponsor: bool,
        influence: u32,
    },
    /// RVN-10 (ADV 2.03.91/5-6): the Primary Rebel `rebel` died and all Rebel resistance
    /// collapsed: the Rebel Provinces `provinces` return to the Forum Undeveloped with no
    /// Forces (the Secondary Rebels die with the Revolt).
    RebelProvincesCollapse {
        rebel: SenatorId,
        provinces: Vec<ProvinceKey>,
    },
    /// RVN-10 (ADV 2.03.8/7, LR 1.10.9): the Senate sent no Army against the Primary Rebel
    /// Governor `rebel` staying in his Rebel Province `province` this Combat Phase: his Revolt
    /// is Unprosecuted and counts as an Unprosecuted War for Unrest (POP-01).
    RevoltUnprosecuted {
        rebel: SenatorId,
        province: ProvinceKey,
    },
    /// RVN-10 (ADV 2.03.8/5-6, 2.03.72/1): the Primary Rebel Governor `rebel`, staying since an
    /// earlier turn, marches on Rome from `province`, which has a naval Base: his Forces are at
    /// sea, and the Senate may intercept them as the next Combat Phase opens.
    RebelAtSea {
        rebel: SenatorId,
        province: ProvinceKey,
    },
    /// RVN-10 (ADV 2.03.23/1, LR 1.11.31): a Victorious Commander considering Revolt diced for
    /// the loyalty of his Fleets as for Legions: `rolled` dice (their own events), `bought` of
    /// them with +1, each following on `need` or more; `followed` would follow him.
    FleetAllegiance {
        commander: SenatorId,
        rolled: u32,
        bought: u32,
        need: u8,
        followed: u32,
    },
    /// RVN-10 (ADV 2.03.23/1-2): the Victorious Commander `rebel` declared in Revolt keeps
    /// `kept` of the `fleets` Fleets under his command (he pays their maintenance); the others
    /// return to the Active Forces (all of them when he forfeits their control: `diced` false).
    RebelFleets {
        rebel: SenatorId,
        fleets: u32,
        kept: u32,
        diced: bool,
    },
    /// RVN-10 (ADV 2.03.23, LR 1.11.371/1, 1.11.372/4): the Revolt of `rebel` failed: the
    /// `fleets` Roman Fleets he controlled return to the Active Forces.
    RebelFleetsToSenate { rebel: SenatorId, fleets: u32 },
    /// RVN-10 (ADV 2.03.71): after a Civil War Stalemate the Secondary Rebel Governor
    /// `governor` sets out from `province` to reinforce the Primary Rebel: at sea (`in_transit`,
    /// 2.03.71/4: the Naval Interception at the next Combat Phase decides) or landing at once
    /// (2.03.71/3). `army_home`: the commander of the Senate's Army that faced the Province and
    /// comes home (2.03.71/6: it can no longer attack it).
    RebelReinforces {
        governor: SenatorId,
        province: ProvinceKey,
        in_transit: bool,
        army_home: Option<SenatorId>,
    },
    /// SEN-35 (LR 1.09.54/2): the Governors of `provinces` died during the Senate Phase after
    /// the Governorships were assigned: their successors are elected now, before any other
    /// business.
    GovernorshipsReopened { provinces: Vec<ProvinceKey> },
    /// REV-01 / REV-02 / FOR-22 with ADV 2.02 (card:event-barbarian-raids/7, /14,
    /// card:event-internal-disorder/6, /12, card:event-pretender-emerges/7, /13): the Province's
    /// `armies` Provincial Armies count in the roll or battle of `card` (on its `increased`
    /// side) as `legions` Legions (all with a Garrison, half rounded up without one, 2.02.32),
    /// adding `added` to it (`full_value`: a Garrison was there).
    ProvincialArmiesCounted {
        province: ProvinceKey,
        card: CardKey,
        increased: bool,
        armies: u32,
        legions: u32,
        added: u32,
        full_value: bool,
    },
    /// REV-01 / REV-02 / FOR-22 with ADV 2.02: `card` cost the Province `armies` Provincial
    /// Armies and `fleets` Provincial Fleets: losses taken as 2.02.411 orders them
    /// (`with_province` false), or the Forces lost with the Province when it revolts
    /// (`with_province` true).
    ProvincialForcesLost {
        province: ProvinceKey,
        card: CardKey,
        increased: bool,
        armies: u32,
        fleets: u32,
        with_province: bool,
    },
    /// REV-18 with REV-01 / REV-02 (ADV 2.02.2/2; card:event-barbarian-raids/4, /11 "loses
    /// all income", card:event-internal-disorder/1, /7 "no Revenue"): the Province raises no
    /// Local Taxes this turn and builds no Provincial Forces.
    NoLocalTaxes {
        province: ProvinceKey,
        card: CardKey,
        increased: bool,
    },
}

/// RVN-10 (ADV 2.03.4/2): what a Rebel Province is exempt from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RebelExemption {
    /// It cannot be Developed (REV-12: no roll).
    Development,
    /// It cannot be affected by Random Events (the Event card's key).
    Event { card: CardKey },
}

/// REV-20: why an Open Bodyguard was discarded (death is a `Consequence` of the death).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BodyguardLoss {
    /// His faction chose not to pay.
    NotPaid,
    /// He could not pay 1T and 1 Popularity (no Talent in his Personal Treasury, or his
    /// Popularity at its lowest, -9).
    CannotPay,
    /// He is no longer in a faction (no player to pay).
    Unaligned,
}

/// COM-18 (ADV 2.02.414/1, /5, /6): where a war beaten by a Governor goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProvincialVictoryTo {
    /// It becomes an Inactive War.
    Inactive,
    /// An Active Matching War or Leader is in the Forum: shuffled into the top six cards.
    TopOfDeck,
    /// Six cards or fewer were left: shuffled into the top of the next deck.
    NextDeck,
    /// Six cards or fewer were left in the last deck: discarded.
    Discarded,
}

impl EventKind {
    /// The checklist rule ID of the fact, where one rule makes it (render shows it to the GM and
    /// where it helps; docs/STYLE.md).
    pub fn rule(&self) -> Option<&str> {
        use EventKind as E;
        Some(match self {
            E::TurnStarted { .. } | E::PhaseStarted { .. } => "GEN-01",
            E::DiceRolled { .. } => "GEN-02",
            E::ChitDrawn { .. } => "MOR-02",
            E::CardDrawn { .. } | E::DeckEmpty => "FOR-04",
            E::SenatorsDealt { .. } | E::HandDealt { .. } | E::DeckBuilt { .. } => "SET-02",
            E::TemporaryRomeConsul { .. } => "SET-04",
            E::FactionLeaderChosen { .. } => "SET-05",
            E::StatesmanPlayed { .. } | E::ConcessionPlayed { .. } => "SET-06",
            E::SenatorDied { cause, .. } => cause.rule(),
            E::NoDeath => "MOR-03",
            E::TreasuryLostAtDeath { .. } => "MOR-04",
            E::IncomeCollected { .. } => "REV-04",
            E::IncomeDistributed { .. } => "REV-10",
            E::Contribution { .. } => "REV-15",
            E::TransferReported { .. } => "GEN-04",
            E::RulesEnd { rule, .. } | E::Ruling { rule, .. } => rule.as_str(),
            E::TreasuryWarning { .. } => "GEN-12",
            E::InitiativeTaken { .. } => "FOR-03",
            E::PersuasionAnnounced { .. }
            | E::PersuasionLapsed { .. }
            | E::NoPersuasionAttempt { .. } => "FOR-10",
            E::PersuasionResolved { .. } => "FOR-11",
            E::UnopposedPersuasion { .. }
            | E::BlackmailBacklash { .. }
            | E::InfluencePeddlingPlayed { .. }
            | E::CardDrawnFromHand { .. } => "FOR-13",
            E::FrivolousPersuasion { .. } => "PB-04",
            E::KnightsAttracted { .. } | E::KnightsPressured { .. } => "FOR-14",
            E::GamesSponsored { .. } => "FOR-15",
            E::AuctionResolved { .. } | E::BidPaid { .. } => "FOR-17",
            E::MajorMarkers { .. } => "FOR-18",
            E::ConcessionNotInPlay { cause, .. } | E::ConcessionDestroyed { cause, .. } => {
                cause.rule()
            }
            E::EventPlaced { .. }
            | E::PretenderRevolt { .. }
            | E::GovernorByLegateSpared { .. }
            | E::RevoltBattle { .. }
            | E::RevoltCrushed { .. }
            | E::RhodianNoEffect => "FOR-22",
            E::EventAtMaximum { .. } => "LR 1.07.21",
            E::NoEnemyLeader { .. } => "FOR-21",
            E::RevoltEnded { rule, .. } => rule.as_str(),
            E::ProvinceDealt { .. } | E::SetupGovernor { .. } => "SET-07",
            E::EraBegins { .. } => "SET-09",
            E::PontifexBlamed { .. }
            | E::SacrificePaid { .. }
            | E::SacrificeOutcome { .. }
            | E::PontifexFine { .. }
            | E::PontifexDebtUnpaid { .. }
            | E::PontifexStripped { .. } => "FOR-02",
            E::PontifexCollects { .. } => "REV-09",
            E::PontifexRecalled { .. } => "SEN-18",
            E::PriestAppointed { .. } | E::PriestLost { .. } | E::PriestLapsed { .. } => "SEN-15",
            E::StateOfTheRepublic { .. } => "POP-02",
            E::NoRecruitment | E::MobAssault { .. } => "POP-04",
            E::VoteTotals { .. } => "POP-06",
            E::DuplicateFamily { .. } => "GEN-10",
            E::ProvinceOverrun { .. } | E::RaidCapture { .. } => "REV-01",
            E::SpoilsCollected { .. } | E::CorruptMarker { .. } | E::SpoilsDeclined { .. } => {
                "REV-08"
            }
            E::GrainBonusTaken { .. } => "REV-07",
            E::PlaysAfterTrades { .. } => "RVN-01",
            E::ProvinceDevelopment { .. } => "REV-12",
            E::NoStateIncome { .. } => "REV-14",
            E::SenateConvened { .. } | E::SenateCannotMeet | E::PresidingChanged { .. } => "SEN-01",
            E::QueueWaits { .. } | E::QueueResumed { .. } | E::ProposalSubstituted { .. } => {
                "PB-10"
            }
            E::NomineeProposalsKept { .. } => "PB-09",
            E::QueueDropped { why, .. } => why.rule(),
            E::ProposalPut { .. } | E::SenateAdjourned => "SEN-02",
            E::VoteTermsAnnounced { .. } => "SEN-04",
            E::VoteTaken { .. } => "SEN-05",
            E::PresidingRebuked { .. } | E::ProsecutionsEnded { .. } => "SEN-06",
            E::Vetoed { pontifex: true, .. } => "SEN-17",
            E::Vetoed { .. } => "SEN-11",
            E::TribuneProposal { .. }
            | E::AdjournmentMoved { .. }
            | E::TribuneProposalOutOfOrder { .. }
            | E::TribuneProposalLapsed { .. }
            | E::VoteSuspended { .. } => "SEN-10",
            E::TribuneProposalSetAside { .. } => "PB-12",
            E::MinorMotion { .. } => "SEN-49",
            E::DictatorAppointed { .. } | E::NoDictatorAppointed { .. } => "SEN-20",
            E::ConsulForLife { elected: true, .. } => "SEN-57",
            E::ConsulForLife { .. } | E::ConsulForLifeLost { .. } => "SEN-58",
            E::AssassinationAttempted {
                land_bill: true, ..
            } => "SEN-42",
            E::AssassinationAttempted { .. } | E::AssassinationVoid { .. } => "SEN-50",
            E::AssassinationResolved { .. } | E::BodyguardReroll { .. } => "SEN-51",
            E::ProposalCancelled { .. } => "SEN-52",
            E::AssassinLeaderPunished { .. } | E::ImplicationDrawn { .. } => "SEN-53",
            E::FactionEliminated { .. }
            | E::FactionWaitsForCuria { .. }
            | E::FactionQuits { .. } => "MOR-06",
            E::SentAgainstRebel { .. } | E::CivilWarBattle { .. } | E::RebelVanquished { .. } => {
                "RVN-09"
            }
            E::RebelNotAttacked { .. } => "VIC-04",
            E::RebelCampaign { .. }
            | E::RebelBattle { .. }
            | E::RebelAttacks { .. }
            | E::RebelCannotAttack { .. }
            | E::RebelLosses { .. } => "VIC-06",
            E::NoConsulPair | E::LastConsulPair { .. } => "SEN-12",
            E::NoCensorCandidate | E::SoleCensorCandidate { .. } => "SEN-22",
            E::PopularAppeal { .. } => "SEN-27",
            E::Convicted { .. } => "SEN-28",
            E::ProsecutorRewarded { .. } => "SEN-30",
            E::Acquitted { .. } => "SEN-31",
            E::ProsecutionsOver => "SEN-32",
            E::GovernorReplaced { .. } => "SEN-36",
            E::NoGovernorCandidates { .. } => "SEN-37",
            E::SoleGovernorCandidate { .. } | E::GovernorshipsReopened { .. } => "SEN-35",
            E::LandBillPassed { .. } => "SEN-40",
            E::LandBillRepealed { .. } => "SEN-41",
            E::ConcessionProfit { .. } => "SEN-43",
            E::CommanderSent { .. } | E::ForcesJoined { .. } | E::PresidingLeaves => "SEN-44",
            E::ProconsulReplaced { .. } => "SEN-45",
            E::Garrisoned { .. } => "SEN-46",
            E::NewAllianceNoWar => "SEN-47",
            E::Repopulated { .. } => "SEN-60",
            E::ConsentRefused { consent, .. } => consent.rule(),
            E::ProposalOutOfOrder { .. } => "PB-10",
            E::BattleOrder { .. } | E::AttackOrder { .. } => "COM-03",
            E::BattleNotFought { reason, .. } => reason.rule(),
            E::Battle { .. } => "COM-04",
            E::LandAttackAfterNaval { .. } => "COM-05",
            E::WarDefeated { .. } | E::VictorRewarded { .. } => "COM-12",
            E::VeteransCreated { .. } => "COM-13",
            E::PopularityForLosses { .. } => "COM-14",
            E::Captured { .. } => "COM-15",
            E::NoRansom | E::RansomPaid { .. } | E::RansomShort { .. } => "COM-16",
            E::Proconsul { .. } => "COM-17",
            E::UnprosecutedWars { .. } => "COM-20",
            E::MasterOfHorseReturns { .. } => "LR 1.10.7",
            E::WarBecomesRevolt { .. } => "TD-08",
            E::WarIsProvinceRevolt { .. } => "FOR-06",
            E::ProvinceFoundedByAttack { .. } => "COM-12",
            E::ForcesReturned { reason, .. } => reason.rule(),
            E::StateTreasury { reason, .. } => reason.rule(),
            E::Forces { reason, .. } => reason.rule(),
            E::ProvinceToForum { reason, .. } => reason.rule(),
            E::UnrestChanged { reason, .. } => reason.rule(),
            E::ForceLosesFleets { cause, .. } => cause.rule(),
            E::NoVictims { cause } => cause.rule(),
            E::CardsDiscarded { .. } | E::HandLimitDiscards { .. } => "RVN-04",
            E::RevoltNotDeclared { .. } | E::RevoltDeclared { .. } | E::RevoltSuperseded { .. } => {
                "RVN-05"
            }
            E::LoyaltyBought { .. } | E::LegionAllegiance { .. } => "RVN-06",
            E::RebelGovernorDeclared { .. }
            | E::RebelGovernorsRevolt { .. }
            | E::RebelMarchesOnRome { .. }
            | E::RebelStaysInProvince { .. } => "RVN-10",
            E::SecondaryRebels { .. } | E::CommandLeftToSenate { .. } => "RVN-07",
            E::RebelMarked { .. } | E::VeteransDesert { .. } | E::LoyalVeteransDesert { .. } => {
                "RVN-08"
            }
            E::UnmaintainedEliminated { .. } => "GEN-12",
            E::RebelMaintenance { .. }
            | E::RebelUpkeepPaid { .. }
            | E::ReleasedLegionsEliminated { .. } => "REV-03",
            E::RevoltFailed { .. } => "RVN-09",
            E::TradeOffered { .. }
            | E::TradeOfferCards { .. }
            | E::CardsTraded { .. }
            | E::TradeCardsMoved { .. }
            | E::TradeLapsed { .. } => "RVN-01",
            E::NoVictory => "RVN-12",
            E::CardToHand { .. } => "FOR-05",
            E::MortalityCupFilled { .. } => "SET-01",
            E::OrderLapsed { refused, .. } => refused.rule.as_str(),
            E::LawPlayed { .. } => "SEN-55",
            E::LawFine { .. } | E::FinePower { .. } => "SEN-34",
            E::LawRepealed { .. }
            | E::ManpowerRestored { .. }
            | E::LawPenalty { .. }
            | E::WarStrengthHalved { .. } => "SEN-62",
            E::TribuneCancelAttempt { .. } | E::TribuneCancelled { .. } | E::MobIncited { .. } => {
                "SEN-54"
            }
            E::LandCommissionerClaimed { .. } => "SEN-39",
            E::GabinianRecruited { .. } => "COM-01",
            E::ManilianMarch { .. } => "RVN-11",
            E::BequestSent { .. }
            | E::BequestKeptByRebel { .. }
            | E::ProvinceFromBequest { .. }
            | E::BequestDiscarded { .. }
            | E::ProvinceEstablishedByBequest { .. } => "REV-17",
            E::LocalTaxesSpent { .. } | E::ProvinceUnderAttack { .. } => "REV-18",
            E::ProvincialArmiesCounted { card, .. }
            | E::ProvincialForcesLost { card, .. }
            | E::NoLocalTaxes { card, .. } => match card.0.as_str() {
                "barbarian-raids" => "REV-01",
                "internal-disorder" => "REV-02",
                _ => "FOR-22",
            },
            E::ProvincialBattle { .. }
            | E::ProvincialNavalDefeat { .. }
            | E::ProvinceAllied { .. }
            | E::ProvincialVictory { .. }
            | E::AlliedProvincesReturn { .. }
            | E::AlliedForcesLost { .. }
            | E::GarrisonVeterans { .. } => "COM-18",
            E::CleopatraPlayed { .. } | E::CleopatraDiscarded { .. } => "COM-22",
            E::PopularityDoubled { .. } => "DATA-13",
            E::MilitaryRolled { .. } => "COM-04",
            E::LossesVoided { .. } => "COM-09",
            E::CatilineSuppressed { .. } => "DATA-19",
            E::ProvinceDevelopedByVictory { .. } => "COM-12",
            E::EraAdvances { .. } => "SET-10",
            E::AdvocateChosen { .. } | E::Trial { .. } | E::TrialInfluence { .. } => "SEN-33",
            E::VeteransDisbanded { .. } | E::DisbandedLegionsFreed { .. } => "RVN-03",
            E::VeteransRecalled { .. } | E::DisbandedLegionsRaised { .. } => "SEN-61",
            E::GovernsByLegate { .. } | E::GovernorDeparts { .. } | E::LegateReplaced { .. } => {
                "SEN-38"
            }
            E::OpenBodyguardPlayed { .. }
            | E::BodyguardUpkeepPaid { .. }
            | E::BodyguardDiscarded { .. } => "REV-20",
            E::ProscriptionPlayed { .. }
            | E::ProscriptionDeclined { .. }
            | E::KnightsProscribed { .. } => "COM-23",
            E::RebelGovernorsUpkeep { .. }
            | E::RebelProvinceIncome { .. }
            | E::RebelProvinceUnaffected { .. }
            | E::RebelProvincesCollapse { .. }
            | E::RevoltUnprosecuted { .. }
            | E::RebelAtSea { .. }
            | E::FleetAllegiance { .. }
            | E::RebelFleets { .. }
            | E::RebelFleetsToSenate { .. } => "RVN-10",
            E::NavalInterception { .. } => "COM-02",
            E::RebelGovernorLanded { .. }
            | E::SentAgainstRebelProvince { .. }
            | E::RebelProvinceBattle { .. }
            | E::RebelReinforces { .. } => "RVN-10",
            E::LawProposed { .. }
            | E::LawWithdrawn { .. }
            | E::LawDefeated { .. }
            | E::LawSponsorInfluence { .. } => "SEN-56",
            E::GameStarted { .. }
            | E::CardPlaced { .. }
            | E::DefaultApplied { .. }
            | E::AnswerReceived { .. }
            | E::AnswerVoided { .. }
            | E::AnswerWithdrawn { .. }
            | E::GameOver { .. }
            | E::ProvinceCheck { .. }
            | E::OfficeTaken { .. } => return None,
        })
    }
}

/// One faction's votes on a proposal (public once the vote is taken).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionVote {
    pub faction: FactionId,
    pub yes: u32,
    pub no: u32,
    pub abstained: u32,
    /// Votes bought (talents paid to the bank, SEN-03).
    pub bought: u32,
    /// SEN-26: the accused's Influence, counted among this faction's `no` votes.
    #[serde(default)]
    pub accused_influence: u32,
}

/// COM-20 (LR 1.10.9): why an Active War was not Prosecuted this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum UnprosecutedWhy {
    /// No battle was fought against it this turn.
    NotFought,
    /// A land battle was fought, but it ended the phase with `legions` Legions (none) or with
    /// `fleets` Fleets, below its Fleet Support `support` (LR 1.10.9/2); and no naval battle
    /// with a Fleet or a Naval Victory marker left (LR 1.10.9/3).
    LandBattleNotHeld {
        legions: u32,
        fleets: u32,
        support: u32,
    },
    /// Only a naval battle was fought, and it ended the phase with no Fleet and no Naval
    /// Victory marker (LR 1.10.9/3).
    NavalBattleNotHeld,
    /// COM-09 (card:statesman-29b/2): Lucullus nullified the losses of a Disaster or Standoff
    /// against it this turn: the war counts as Unprosecuted.
    LossesVoided,
}

/// TD-08 (LR 1.07.332, 1.07.342): a war's current strength, see `Game::war_strength`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarStrength {
    /// Land strength: printed × `multiplier`, plus `leaders`.
    pub land: u32,
    /// Fleet (naval) strength: printed × `multiplier`, plus `leaders` if the war has a fleet;
    /// 0 for a war without one.
    pub fleet: u32,
    /// Fleet Support: printed, never multiplied nor raised by leaders.
    pub fleet_support: u32,
    /// The number of Active wars of its set of Matching Wars (1 unless it is Active and
    /// matched).
    pub multiplier: u32,
    /// The strength of the enemy Leaders placed with it.
    pub leaders: u32,
}

/// A card or marker named in a `CardDrawn` / `CardPlaced` event: data only, `render` names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "card", rename_all = "snake_case")]
pub enum CardRef {
    /// A card of the deck, by kind and key.
    Deck { of: crate::data::DeckCard },
    /// An Event card, on its normal or increased side.
    Event { key: String, increased: bool },
    /// A Faction card whose identity the viewer may not see.
    FactionCard,
    /// COM-05: a Naval Victory marker.
    NavalVictoryMarker,
    /// SET-02: the Forum cards set aside at the deal.
    SetAside { count: u32 },
    /// A Province card (`key`).
    Province { key: String },
}

/// Where a drawn card goes (FOR-05, SET-02).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "to", rename_all = "snake_case")]
pub enum DrawnTo {
    /// Into a faction's hand (the faction sees the card; the others see `CardRef::FactionCard`).
    IntoHand { faction: FactionId },
    /// Face up into the Forum.
    Forum,
    /// SET-02: dealt to a faction at setup.
    Dealt { faction: FactionId },
    /// SET-02: a Forum card dealt to a faction, set aside and replaced.
    SetAside { faction: FactionId },
    /// FOR-08: Era Ends, revealed: the game ends with this Forum Phase.
    EraEnds,
}

/// Why a card went where it went, where several rules can send it there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum Cause {
    /// FOR-05: drawn in the Forum Phase.
    Drawn,
    /// FOR-20: revived from the Curia.
    RevivedFromCuria,
    /// TD-02: a matching war was drawn.
    MatchingWarDrawn,
    /// FOR-07: its Leader waits in the Curia.
    LeaderWaitsInCuria,
    /// FOR-06: an Armaments icon.
    ArmamentsIcon,
    /// TD-09: activated by another war (`war`: its key).
    ActivatedByWar { war: WarKey },
    /// FOR-07: its Leader was drawn.
    LeaderDrawn,
    /// TD-10: a Leader's Refuge event (`event`: its key).
    Refuge { event: String, increased: bool },
    /// REV-02 / FOR-22: a Province revolts because of an Event (`event`: its key).
    ProvinceRevolt { event: CardKey },
    /// FOR-06 (card:war-numantine/1): the Provinces it waited for exist, in the Revolution
    /// Phase.
    ProvincesExist,
    /// SET-02 house rule (issue 24 §3, `punic-war-active`): the 1st Punic War starts Active.
    HouseRule,
    /// RVN-11 (card:law-manilian/2): a victorious Commander moved his Army to it under the
    /// Manilian Law.
    ManilianLaw,
}

impl Cause {
    /// The checklist ID of the rule.
    pub fn rule(&self) -> &'static str {
        match self {
            Cause::Drawn => "FOR-05",
            Cause::RevivedFromCuria => "FOR-20",
            Cause::MatchingWarDrawn => "TD-02",
            Cause::LeaderWaitsInCuria | Cause::LeaderDrawn => "FOR-07",
            Cause::ArmamentsIcon | Cause::ProvincesExist => "FOR-06",
            Cause::ActivatedByWar { .. } => "TD-09",
            Cause::Refuge { .. } => "TD-10",
            Cause::ProvinceRevolt { event } if event == "internal-disorder" => "REV-02",
            Cause::ProvinceRevolt { .. } => "FOR-22",
            Cause::HouseRule => "SET-02",
            Cause::ManilianLaw => "RVN-11",
        }
    }
}

/// Where a card was placed, and why: data only, `render` words it. Wars, Leaders, Events by key;
/// Senators by id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "place", rename_all = "snake_case")]
pub enum Place {
    /// COM-05: on the war it was won against.
    NavalVictory { war: WarKey },
    /// FOR-22: discarded, no War in play needs Fleets.
    NoWarNeedsFleets,
    /// FOR-21: out of play, Enemy Leader Dies (the HRAO's pick).
    EnemyLeaderDies,
    /// FOR-21: out of play, Enemy Sues for Peace (the HRAO's pick).
    EnemySuesForPeace,
    /// FOR-22 / COM-12: a new Province in the Forum from a war that left play.
    NewProvince { rule: RuleId },
    /// FOR-22 / FOR-21: a war ended by an Event, shuffled into the top `cards` of the deck.
    DeckTop { cards: u32, rule: RuleId },
    /// FOR-22 / FOR-21: a war ended by an Event, discarded.
    WarDiscarded { rule: RuleId },
    /// FOR-01: an Event leaves the Forum at the passage of time.
    PassageOfTime,
    /// FOR-20: a Leader dies of old age in the Curia.
    OldAge,
    /// FOR-20: revived from the Curia into the Forum.
    RevivedToForum,
    /// MOR-01: an Imminent war becomes Active.
    ImminentBecomesActive,
    /// A Leader joins an Active war (`war`: its key) for `cause`.
    WithWar { war: WarKey, cause: LeaderJoins },
    /// MOR-06: a Senator from the Curia becomes the Faction Leader of an empty faction.
    LeaderOfEmptyFaction { faction: FactionId },
    /// TD-10: a Leader takes Refuge; `aids`: the wars he aids now (none: the next war drawn).
    Refuge {
        event: String,
        increased: bool,
        aids: Vec<String>,
    },
    /// TD-10: a Leader's Refuge event finds no war for him; he leaves play.
    RefugeNoWar { event: String, increased: bool },
    /// TD-10: a Leader in Refuge aids a war (`war`) drawn now.
    AidsFromRefuge { war: WarKey },
    /// TD-10: the last war a Leader aided from his Refuge is gone; he leaves play.
    RefugeWarsGone,
    /// TD-05: a war attacked by the Senate becomes Active.
    AttackedBySenate,
    /// SEN-39: a Land Commissioner returns to the Forum (no Land Bill in effect).
    NoLandBill,
    /// SET-03: the First Punic War starts Inactive.
    StartsInactive,
    /// SET-02: the set-aside Forum cards go back into the deck, which is reshuffled.
    DeckReshuffled,
    /// SET-02: Era Ends is shuffled among the last 7 cards of the deck.
    EraEndsInDeck,
    /// TD-10: every war a Leader matches is gone; he leaves play (`from_curia`: he was there).
    MatchingWarsGone { from_curia: bool },
    /// TD-10 / FOR-07: a Leader goes to the Curia: no matching war is Active (`in_play`: none in
    /// play at all).
    CuriaNoMatch { in_play: bool },
    /// GEN-10 / LR 1.07.312: a family card goes under its Statesman already in play.
    UnderStatesman { senator: SenatorId, cause: Cause },
    /// FOR-05: an unaligned Senator in the Forum.
    ForumSenator { cause: Cause },
    /// A war becomes Active.
    ActiveWars { cause: Cause },
    /// TD-04: Imminent: an earlier matching war becomes Active at the same time.
    ImminentTogether { cause: Cause },
    /// TD-01: Imminent: it matches a war already in the Forum; it waits for the next turn.
    ImminentMatches,
    /// FOR-06: an Inactive war (`known`: false for a card the data does not know).
    InactiveWars { known: bool },
    /// TD-06: a Leader with an Imminent war he does not activate.
    WithImminentWar { war: WarKey },
    /// SET-02 / SET-07 / SET-08 / SET-09: Era Ends is shuffled among the last `last` cards of
    /// the deck, `next_deck` of them from the next era's deck.
    EraEndsAmong {
        last: u32,
        next_deck: u32,
        rule: RuleId,
    },
    /// SET-08 (LR 3.03.2/5): a Law card placed in the Laws space at setup, in play.
    LawsSpace { rule: RuleId },
    /// SET-08 (LR 3.03.2/5): a card removed from the game at setup.
    RemovedAtSetup { rule: RuleId },
}

impl Place {
    /// The checklist ID of the rule that put the card there.
    pub fn rule(&self) -> String {
        let r = match self {
            Place::NavalVictory { .. } => "COM-05",
            Place::NoWarNeedsFleets => "FOR-22",
            Place::EnemyLeaderDies | Place::EnemySuesForPeace => "FOR-21",
            Place::NewProvince { rule } => return rule.to_string(),
            Place::DeckTop { rule, .. } | Place::WarDiscarded { rule } => return rule.to_string(),
            Place::PassageOfTime => "FOR-01",
            Place::OldAge | Place::RevivedToForum => "FOR-20",
            Place::ImminentBecomesActive => "MOR-01",
            Place::WithWar { cause, .. } => match cause {
                LeaderJoins::FromCuria => "FOR-07",
                LeaderJoins::HisWarLeft => "TD-10",
                LeaderJoins::Drawn | LeaderJoins::Activates => "TD-06",
            },
            Place::LeaderOfEmptyFaction { .. } => "MOR-06",
            Place::Refuge { .. }
            | Place::RefugeNoWar { .. }
            | Place::AidsFromRefuge { .. }
            | Place::RefugeWarsGone
            | Place::MatchingWarsGone { .. } => "TD-10",
            Place::AttackedBySenate => "TD-05",
            Place::NoLandBill => "SEN-39",
            Place::StartsInactive => "SET-03",
            Place::DeckReshuffled | Place::EraEndsInDeck => "SET-02",
            Place::EraEndsAmong { rule, .. } => return rule.to_string(),
            Place::LawsSpace { rule } | Place::RemovedAtSetup { rule } => return rule.to_string(),
            Place::CuriaNoMatch { in_play: true } => "TD-10",
            Place::CuriaNoMatch { in_play: false } => "FOR-07",
            Place::UnderStatesman { .. } => "GEN-10",
            Place::ForumSenator { cause } | Place::ActiveWars { cause } => cause.rule(),
            Place::ImminentTogether { .. } => "TD-04",
            Place::ImminentMatches => "TD-01",
            Place::InactiveWars { .. } => "FOR-06",
            Place::WithImminentWar { .. } => "TD-06",
        };
        r.to_string()
    }
}

/// Why a Leader joins a war.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LeaderJoins {
    /// MOR-01 / FOR-07: he waited in the Curia.
    FromCuria,
    /// TD-10: the war he was with left play.
    HisWarLeft,
    /// FOR-07 / TD-06: drawn, he joins his Active war.
    Drawn,
    /// FOR-07 / TD-06: drawn, he activates his war.
    Activates,
}

/// How a faction came to take an initiative (FOR-03, FOR-17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InitiativeHow {
    /// FOR-03: its regular initiative.
    Regular,
    /// FOR-17: won at auction.
    WonAtAuction,
    /// FOR-17: nobody bid; the HRAO's faction takes it.
    NotBidOn,
}

/// Why the winner of an auction won it (FOR-17, PB-06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuctionWon {
    /// The highest bid.
    HighestBid,
    /// The highest bid, tied: the HRAO or the player nearest him clockwise (S004).
    TiedNearestTheHrao,
    /// No bid: the HRAO's faction.
    NoBid,
}

/// The outcome of a Popular Appeal (SEN-27, SEN-53).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "appeal", content = "votes", rename_all = "snake_case")]
pub enum AppealOutcome {
    /// No appeal was made.
    None,
    /// Votes added: positive for acquittal, negative for conviction.
    Votes(i32),
    /// 2 or less: the mob kills the accused (counts as a conviction).
    Killed,
    /// 12 or more: the accused is freed.
    Freed,
}

/// What dice were rolled for (GEN-02): data only, `render` words it. Senators by id, wars,
/// provinces and cards by key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "for", rename_all = "snake_case")]
pub enum DicePurpose {
    /// MOR-02 / GEN-10: which of two Senators of family `family` dies (2d6: even the first).
    WhichSenatorDies { family: u8 },
    /// FOR-22: extra mortality chits of an Event card (`event`: its key).
    ExtraChits { event: CardKey },
    /// SEN-13: the Consuls' dice-off for the office both asked for.
    ConsulsDiceOff { senator: SenatorId },
    /// GEN-03: a tie roll-off between factions.
    TieRollOff { tie: Tie, faction: FactionId },
    /// SEN-58 / GEN-03 (LR 1.04.8/1): a Senator's 2d6 in the roll-off among those still tied
    /// for Consul for Life after the margin over 34 and their factions' combined Influence.
    ConsulForLifeRollOff { senator: SenatorId },
    /// SEN-27: the accused's Popular Appeal.
    PopularAppeal { accused: SenatorId },
    /// REV-01: a Governor's Barbarian Raids roll for his province (`province`: its key).
    RaidRoll { province: ProvinceKey },
    /// REV-02: a Governor's Internal Disorder roll.
    OrderRoll { province: ProvinceKey },
    /// REV-08: a Governor's Provincial Spoils (secret to his faction).
    ProvincialSpoils { province: ProvinceKey },
    /// REV-12: a province's development roll.
    Development { province: ProvinceKey },
    /// REV-14: a province's State income.
    StateIncome { province: ProvinceKey },
    /// FOR-22: the Governor and garrison of a province fight its revolt.
    ProvinceRevolt { province: ProvinceKey },
    /// FOR-04: the Random Events Table.
    RandomEvents,
    /// FOR-22: which Concession an Event destroys.
    ConcessionDestroyed { event: CardKey },
    /// FOR-22: Fleets an Event sinks.
    FleetsLost { event: CardKey },
    /// COM-03: a tie in the battle order (`war`: its key).
    BattleOrderTie { war: WarKey },
    /// COM-03: the Commanders on one war disagreed on their order: 2d6 for this one.
    AttackOrder { war: WarKey, commander: SenatorId },
    /// RVN-09: the civil war battle against the Rebel (3d6).
    CivilWarBattle { rebel: SenatorId },
    /// COM-04: a battle against a war.
    Battle { war: WarKey, naval: bool },
    /// FOR-11: a persuasion attempt.
    Persuasion {
        persuader: SenatorId,
        target: SenatorId,
    },
    /// REV-09: the Pontifex Maximus's collections.
    PontifexCollections { senator: SenatorId },
    /// POP-02: the State of the Republic.
    StateOfTheRepublic,
    /// FOR-19: a Tax Farmer destroyed by a war or leader (`by`).
    TaxFarmer { by: crate::data::DeckCard },
    /// FOR-20: the Curia roll of a card (a Leader's aging, else a revival).
    Curia { card: crate::data::DeckCard },
    /// FOR-04: a faction's initiative roll.
    Initiative { initiative: u8, faction: FactionId },
    /// FOR-14: a Senator's knight attraction roll.
    KnightAttraction { senator: SenatorId },
    /// FOR-14: the roll for knight `knight` of `of` pressured by a Senator.
    KnightPressured {
        senator: SenatorId,
        knight: u32,
        of: u32,
    },
    /// RVN-06: the allegiance roll of Legion `legion` of `of` to a commander considering Revolt.
    LegionAllegiance {
        commander: SenatorId,
        legion: u32,
        of: u32,
    },
    /// SEN-51: an assassination attempt.
    Assassination {
        assassin: SenatorId,
        target: SenatorId,
    },
    /// SEN-51: a Bodyguard re-roll, only to catch the assassin.
    BodyguardReroll { assassin: SenatorId },
    /// FOR-13 (card Blackmail): the target's loss of Influence (`popularity` false) or
    /// Popularity after a failed Blackmail attempt.
    Blackmail { target: SenatorId, popularity: bool },
    /// SEN-34: the Calpurnian fine (1d6 Talents) on a Governor.
    LawFine { governor: SenatorId },
    /// SEN-62 (card:law-julian/3): a Senator's loss of Influence to the Julian Law.
    LawInfluence { senator: SenatorId },
    /// SEN-54: Graft's (Talents) or Murder of a Tribune's (even cancels) die of `senator`.
    TribuneCancel { senator: SenatorId, murder: bool },
    /// SEN-54: Mob Incited to Violence: 1d6 chits plus `senator`'s Oratory.
    MobIncited { senator: SenatorId },
    /// COM-18 (ADV 2.02.41): a Province's battle against a war.
    ProvincialBattle {
        war: WarKey,
        province: ProvinceKey,
        naval: bool,
    },
    /// COM-04 (card:statesman-30a/2): Pompey's MIL for the battle about to be fought (1d6+1).
    VariableMilitary { senator: SenatorId },
    /// DATA-19 (card:catiline-conspiracy/3): the Mortality Chits the HRAO draws (1d6).
    CatilineChits { hrao: SenatorId },
    /// SEN-33 (ADV 2.05.3): the Advocate's Trial roll for `accused`.
    Trial { accused: SenatorId },
    /// COM-23 (card:intrigue-proscription/2): 1d6 Talents for each of `knights` Knights
    /// proscribed by the HRAO `hrao`.
    Proscription { hrao: SenatorId, knights: u32 },
    /// COM-02 (ADV 2.03.72): the Naval Interception of the Rebel Governor `governor`'s Forces
    /// (3d6).
    NavalInterception { governor: SenatorId },
    /// RVN-10 (ADV 2.03.81): the Senate's naval or land battle against a Rebel Province (3d6).
    RebelProvinceBattle { province: ProvinceKey, naval: bool },
    /// RVN-10 (ADV 2.03.23/1): the allegiance roll of Fleet `fleet` of `of` to a commander
    /// considering Revolt.
    FleetAllegiance {
        commander: SenatorId,
        fleet: u32,
        of: u32,
    },
}

impl DicePurpose {
    /// The checklist ID of the rule the dice are rolled for.
    pub fn rule(&self) -> &'static str {
        use DicePurpose as P;
        match self {
            P::WhichSenatorDies { .. } => "MOR-02",
            P::ExtraChits { .. }
            | P::ConcessionDestroyed { .. }
            | P::FleetsLost { .. }
            | P::ProvinceRevolt { .. } => "FOR-22",
            P::ConsulsDiceOff { .. } => "SEN-13",
            P::TieRollOff { .. } => "GEN-03",
            P::ConsulForLifeRollOff { .. } => "SEN-58",
            P::PopularAppeal { .. } => "SEN-27",
            P::RaidRoll { .. } => "REV-01",
            P::OrderRoll { .. } => "REV-02",
            P::ProvincialSpoils { .. } => "REV-08",
            P::Development { .. } => "REV-12",
            P::StateIncome { .. } => "REV-14",
            P::RandomEvents | P::Initiative { .. } => "FOR-04",
            P::BattleOrderTie { .. } | P::AttackOrder { .. } => "COM-03",
            P::CivilWarBattle { .. } => "RVN-09",
            P::Battle { .. } => "COM-04",
            P::Persuasion { .. } => "FOR-11",
            P::PontifexCollections { .. } => "REV-09",
            P::StateOfTheRepublic => "POP-02",
            P::TaxFarmer { .. } => "FOR-19",
            P::Curia { .. } => "FOR-20",
            P::KnightAttraction { .. } | P::KnightPressured { .. } => "FOR-14",
            P::LegionAllegiance { .. } => "RVN-06",
            P::Assassination { .. } | P::BodyguardReroll { .. } => "SEN-51",
            P::Blackmail { .. } => "FOR-13",
            P::LawFine { .. } => "SEN-34",
            P::LawInfluence { .. } => "SEN-62",
            P::TribuneCancel { .. } | P::MobIncited { .. } => "SEN-54",
            P::ProvincialBattle { .. } => "COM-18",
            P::VariableMilitary { .. } => "COM-04",
            P::CatilineChits { .. } => "DATA-19",
            P::Trial { .. } => "SEN-33",
            P::Proscription { .. } => "COM-23",
            P::NavalInterception { .. } => "COM-02",
            P::RebelProvinceBattle { .. } | P::FleetAllegiance { .. } => "RVN-10",
        }
    }
}

/// What a tie roll-off decides (GEN-03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tie {
    /// SEN-60: which faction picks first when repopulating Rome.
    RepopulatingRome,
    /// VIC-05 (LR 1.12.2 (3), 1.04.8): the winner of the Era Ends among factions still tied on
    /// combined Influence, best Senator and votes.
    EraEnds,
    /// SEN-34 (card:law-acilian/2): the factions tied for the most Knights, for the
    /// Calpurnian fine.
    MostKnights,
    /// SET-08 (LR 3.03.4/2, 1.04.8): in a six-player Late Republic, who receives no
    /// Undeveloped Province (the lowest roll; the lowest tied roll again).
    NoGovernorship,
}

/// How a game ended (VIC-01 .. VIC-06). Data only: `render` words it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ending", rename_all = "snake_case")]
pub enum Ending {
    /// GEN-12 / VIC-03: the State could not pay; every player loses.
    StateBankrupt,
    /// COM-21 / VIC-02: four or more Active Wars at the end of a Combat Phase; every player loses.
    FourActiveWars { wars: u32 },
    /// VIC-06 (LR 1.12.3): the Primary Rebel's campaign ended with 4 or more Active Wars
    /// standing; every player loses.
    RebelCampaignFailed { rebel: SenatorId, wars: u32 },
    /// POP-05 / VIC-03: the People Revolt; every player loses.
    PeopleRevolt,
    /// FOR-08 / VIC-05: the Era Ends; the faction with the most combined Influence wins (a tie
    /// the tie-breaks leave standing is rolled off, GEN-03; empty only with no faction left).
    EraEnds {
        winners: Vec<FactionId>,
        influence: u64,
        /// GEN-03: the factions still tied after every stated tie-break, who rolled off for
        /// the win (empty without such a tie).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        rolled_off: Vec<FactionId>,
    },
    /// VIC-05 (LR 1.12.2 (3) and (4)): a Consul for Life alive at the end of a Revolution Phase
    /// (or of the Forum Phase in which the Era Ends) wins for his faction.
    ConsulForLife {
        faction: FactionId,
        senator: SenatorId,
    },
    /// VIC-04 / VIC-06: a Rebel met a winning condition with fewer than 4 Active Wars: his
    /// faction wins.
    RebelWins {
        rebel: SenatorId,
        faction: FactionId,
        condition: RebelWin,
    },
}

/// VIC-04 (LR 1.12.2): which of the Rebel's winning conditions he met.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RebelWin {
    /// (2) The State went bankrupt while he was in Revolt.
    Bankruptcy,
    /// (2) The People revolted while he was in Revolt.
    PeopleRevolt,
    /// (1) The Senate sent no Army against him in a Combat Phase.
    SenateDidNotAttack,
    /// (1) He defeated the Senate in battle without dying in it.
    DefeatedTheSenate,
}

/// RVN-05: why a commander who ordered a Revolt did not revolt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoRevolt {
    /// Fewer Legions followed than his order asked (or none).
    TooFewLegions,
    /// A Rebel with an Army at least as strong had already declared.
    WeakerThanRebel,
    /// He is no longer a victorious commander (he died or was captured since the order).
    NotAVictor,
}

impl Ending {
    /// The checklist ID of the ending.
    pub fn rule(&self) -> &'static str {
        match self {
            Ending::StateBankrupt => "VIC-03",
            Ending::FourActiveWars { .. } => "VIC-02",
            Ending::RebelCampaignFailed { .. } => "VIC-06",
            Ending::PeopleRevolt => "VIC-03",
            Ending::EraEnds { .. } | Ending::ConsulForLife { .. } => "VIC-05",
            Ending::RebelWins { .. } => "VIC-04",
        }
    }

    /// A short stable name (`rorgm simulate` counts games by it).
    pub fn name(&self) -> &'static str {
        match self {
            Ending::StateBankrupt => "state_bankrupt",
            Ending::FourActiveWars { .. } => "four_active_wars",
            Ending::RebelCampaignFailed { .. } => "rebel_campaign_failed",
            Ending::PeopleRevolt => "people_revolt",
            Ending::EraEnds { .. } => "era_ends",
            Ending::ConsulForLife { .. } => "consul_for_life",
            Ending::RebelWins { .. } => "rebel_wins",
        }
    }
}

/// What a viewer may know about the game (a projection of the state).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub scenario: String,
    pub turn: u32,
    /// GEN-01 (render writes its name).
    pub phase: Phase,
    pub state_treasury: i64,
    pub unrest: i32,
    pub legions: u32,
    pub fleets: u32,
    pub factions: Vec<FactionView>,
    /// Senators in the Forum (unaligned).
    pub forum_senators: Vec<SenatorView>,
    /// The Curia's cards, top first (render names them).
    pub curia: Vec<crate::data::DeckCard>,
    /// TD-08: each Active War with its current strength and the Leaders in refuge aiding it.
    pub active_wars: Vec<WarView>,
    pub inactive_wars: Vec<WarKey>,
    pub imminent_wars: Vec<WarKey>,
    pub hrao: Option<SenatorId>,
    /// Set when the rules have stopped at an unimplemented rule.
    pub rules_end: Option<(String, RulesStop)>,
    pub finished: Option<Ending>,
    /// Private parts the viewer may see (own or, for the GM, all).
    pub private: Vec<PrivateView>,
    /// Concessions lying in the Forum (e.g. after their holder died).
    #[serde(default)]
    pub forum_concessions: Vec<CardKey>,
    /// Cards left in the draw pile.
    #[serde(default)]
    pub deck_size: u32,
    /// Forces away, captives, veterans and war markers (COM-*).
    #[serde(default)]
    pub military: MilitaryView,
    /// Provinces in play: governed ones (SEN-35, REV-12, REV-19), then those in the Forum
    /// without a Governor.
    #[serde(default)]
    pub provinces: Vec<ProvinceView>,
    /// SEN-59 (LR 1.09.823): the hands of the factions a Consul for Life runs, shown to his
    /// faction alone during the Senate Phase (he may look at them, not play them).
    #[serde(default)]
    pub seen_hands: Vec<SeenHand>,
    /// SEN-40: the Land Bills in effect (public), for the board picture (issue 25 §3).
    #[serde(default)]
    pub land_bills: Vec<LandBillView>,
    /// The discard pile, face up (public), top last.
    #[serde(default)]
    pub discard: Vec<crate::data::DeckCard>,
    /// FOR-04 / FOR-22: the Event cards lying in the Forum (public).
    #[serde(default)]
    pub events_in_play: Vec<EventInPlayView>,
    /// SEN-55 (LR 1.07.36/2): the Law cards in the Law space (public), in the order played.
    #[serde(default)]
    pub laws: Vec<CardKey>,
    /// REV-17: the Bequests waiting in the Forum, not yet sent for (card keys; public).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bequests: Vec<CardKey>,
    /// SEN-57 / SEN-58: the Consul for Life, if one holds the office (public).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consul_for_life: Option<SenatorId>,
    /// COM-23: the faction whose HRAO proscribed the Knights (it may not recruit Knights;
    /// public).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proscribed: Option<FactionId>,
}

/// SEN-40: a Land Bill in effect: its type (I, II, III) and the turn it passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LandBillView {
    pub level: u8,
    pub turn: u32,
}

/// FOR-04: an Event card lying in the Forum, on its increased side or not.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventInPlayView {
    pub key: String,
    pub increased: bool,
}

/// SEN-59: another faction's hand, seen by the Consul for Life's faction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenHand {
    pub faction: FactionId,
    pub hand: Vec<HandCard>,
}

/// An Active War as the board shows it (issue 23 point 3: data; render words it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarView {
    pub war: WarKey,
    /// TD-10: the enemy Leaders in refuge aiding it, by card key.
    pub leaders_aiding: Vec<CardKey>,
    /// TD-08: its current strength (matching-war multiplier and Leaders included); `None` for
    /// a war whose strength the card data does not give.
    pub strength: Option<WarStrength>,
}

/// A Province in play, public.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvinceView {
    pub key: ProvinceKey,
    pub name: String,
    /// `None`: it lies in the Forum, vacant.
    pub governor: Option<SenatorId>,
    /// Turns left on the term dial (REV-19).
    pub term: u8,
    pub developed: bool,
    /// Garrisoned Legions (SEN-46).
    pub garrison: u32,
    /// SEN-38 (LR 1.13.1/5): its Governor rules it through a Legate, not present.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_legate: bool,
}

/// The military situation (COM-*), public.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MilitaryView {
    /// Roman Forces away from Rome.
    pub forces_away: Vec<ForceView>,
    /// Senators held captive (COM-16): (senator, the war, or the Event for REV-01's Barbarian
    /// Raids, that holds him).
    pub captives: Vec<(SenatorId, CardRef)>,
    /// Veteran Legions in Rome, by the senator (family number) they owe allegiance to.
    pub veterans_in_rome: Vec<u8>,
    /// Wars in the Unprosecuted War spaces (COM-20).
    pub unprosecuted_wars: Vec<WarKey>,
    /// Wars carrying a Naval Victory marker (COM-05).
    pub naval_victories: Vec<WarKey>,
    /// TD-08 / SEN-44: what each war in the Forum takes to be fought now (by card key).
    #[serde(default)]
    pub war_needs: Vec<WarNeed>,
    /// RVN-05..RVN-09: the Revolt under way, public like every Force on the board.
    #[serde(default)]
    pub revolt: Option<RevoltView>,
}

/// RVN-05..RVN-09: a Revolt under way: the Rebel's Army and the Senate's Army sent against it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevoltView {
    pub rebel: SenatorId,
    pub secondaries: Vec<SenatorId>,
    /// His Legions, Veterans included.
    pub legions: u32,
    /// Veteran Legions among `legions`, by the family number they owe allegiance to.
    pub veterans: Vec<u8>,
    /// RVN-09: the Senate's Army sent against him: (commander, Legions).
    pub senate_army: Option<(SenatorId, u32)>,
}

/// SEN-44 / SEN-45 (LR 1.09.643): a war's current strengths, public.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarNeed {
    /// The war's card key.
    pub war: WarKey,
    pub land: u32,
    pub fleet: u32,
    pub fleet_support: u32,
    /// Its fleet must be beaten at sea first (COM-05).
    pub naval_first: bool,
    /// Active (not Inactive or Imminent).
    pub active: bool,
    /// TD-08: no earlier Active Matching War is left unattacked, so it may be attacked now.
    pub attackable: bool,
    /// A Force with a Commander is on it.
    pub attacked: bool,
}

/// A Roman Force away from Rome against a war.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForceView {
    pub war: WarKey,
    pub commander: Option<SenatorId>,
    pub master_of_horse: Option<SenatorId>,
    pub legions: u32,
    /// Veteran Legions among `legions`, by the family number they owe allegiance to.
    pub veterans: Vec<u8>,
    pub fleets: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionView {
    pub id: FactionId,
    pub leader: Option<SenatorId>,
    pub senators: Vec<SenatorView>,
    pub hand_size: u32,
    pub votes: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SenatorView {
    pub id: SenatorId,
    /// Display name ("Cornelius", "Scipio Africanus").
    pub name: String,
    /// All names a player may write for him (family name, statesman names).
    pub aliases: Vec<String>,
    pub military: u8,
    pub oratory: u8,
    pub loyalty: u8,
    pub influence: u32,
    pub popularity: i32,
    pub knights: u32,
    /// GEN-11: the major offices he holds, in HRAO order (render writes their names).
    pub offices: Vec<Office>,
    /// SEN-13: a Prior Consul marker.
    #[serde(default)]
    pub prior_consul: bool,
    /// SEN-15: a Priest marker (a minor office, public).
    #[serde(default)]
    pub priest: bool,
    /// The Concessions he holds, by card key (render writes their names).
    pub concessions: Vec<CardKey>,
    pub faction_leader: bool,
    /// Personal treasury: only in private views (secret in PBEM, GEN-04).
    pub treasury: Option<u32>,
    /// RVN-08: in revolt (a Rebel marker; public).
    #[serde(default)]
    pub rebel: bool,
    /// COM-15 / REV-15: held captive by a war (public).
    #[serde(default)]
    pub captive: bool,
    /// REV-08: a Corrupt marker (public; SEN-34 the Calpurnian fine's mark).
    #[serde(default)]
    pub corrupt: bool,
    /// REV-20: an Open Bodyguard lies with him (public).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub open_bodyguard: bool,
    /// RVN-03 / SEN-61 (LR 2.04.2/2): the disbanded Legions whose Allegiance markers lie on
    /// his card, flipped (public).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub disbanded: u32,
}

fn is_zero_u32(v: &u32) -> bool {
    *v == 0
}

/// The private part of a view: one faction's secrets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateView {
    pub faction: FactionId,
    pub faction_treasury: u32,
    pub hand: Vec<HandCard>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandCard {
    pub key: CardKey,
    pub name: String,
    pub kind: String,
    pub text: String,
}

/// A ruling the engine made where the seed gives the GM judgement (PB-04 frivolous persuasion
/// ...), stored with what it decided and why, so that the GM can review or override it
/// (DESIGN.md "GM rulings"). Render words it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GmRuling {
    /// Checklist ID, e.g. "PB-04".
    pub rule: String,
    pub turn: u32,
    /// What was ruled, on what, and why.
    pub what: RulingWhat,
    /// Made by the GM (`gm overrule`), not by the engine.
    #[serde(default)]
    pub by_gm: bool,
}

impl GmRuling {
    /// PB-04: the attempt was ruled frivolous (false: it went ahead).
    pub fn frivolous(&self) -> Option<bool> {
        match &self.what {
            RulingWhat::Persuasion { frivolous, .. } => Some(*frivolous),
            _ => None,
        }
    }
}

/// What an automatic GM ruling decided, as data (issue 10: render writes the words).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ruling", rename_all = "snake_case")]
pub enum RulingWhat {
    /// PB-04: a persuasion attempt is frivolous or goes ahead.
    Persuasion {
        initiative: u8,
        persuader: SenatorId,
        target: SenatorId,
        frivolous: bool,
        why: FrivolousWhy,
    },
    /// PB-10: the GM adjourns the Senate in the best interests of Rome.
    SenateAdjourned { why: AdjournWhy },
    /// PB-10 (issue 9, `gm overrule`): where the engine would adjourn the Senate for `why`, the
    /// GM keeps it sitting (after the round limit, for as many rounds again), with his reason.
    SenateSits { why: AdjournWhy, reason: String },
}

/// Why a persuasion attempt was or was not ruled frivolous (PB-04).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum FrivolousWhy {
    /// The GM's own ruling (`gm overrule`), with his reason as he wrote it.
    Gm { reason: String },
    /// The persuader commits talents of his own.
    Bribe { amount: u32 },
    /// No money committed, and the target's faction can bring the base number down to 1 with
    /// `needed` talents from its Faction Treasury.
    Defendable {
        faction: FactionId,
        base: i32,
        needed: u32,
    },
    /// The target's faction cannot bring the base number down to 1 from its treasury.
    NotDefendable { faction: FactionId, base: i32 },
}

/// Why the GM adjourns the Senate (PB-10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum AdjournWhy {
    /// Nobody voted on the GM's own proposal.
    NoVotesCast,
    /// The Senate ran this many rounds.
    RoundLimit { rounds: u32 },
}

/// One item of a faction's income lump (REV-04..06, REV-08).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum IncomeItem {
    /// REV-05: a Senator's base income (3T for the Faction Leader, else 1T).
    Senator {
        senator: SenatorId,
        leader: bool,
        amount: u32,
    },
    /// REV-06: 1T per Knight.
    Knights { senator: SenatorId, knights: u32 },
    /// REV-06: a Concession's income.
    Concession {
        senator: SenatorId,
        concession: String,
        amount: u32,
    },
    /// REV-08: a Governor's Provincial Spoils.
    Spoils {
        governor: SenatorId,
        province: String,
        amount: u32,
    },
    /// REV-09 (ADV 2.01.6): the Pontifex Maximus' 1d6 collections, on top of his base income.
    Pontifex { senator: SenatorId, amount: u32 },
    /// REV-07: the Drought bonus of a grain concession, on top of its printed income
    /// (`multiplier` = 2 with one Drought effect, +1 per further effect).
    GrainBonus {
        senator: SenatorId,
        concession: String,
        multiplier: u32,
        amount: u32,
    },
}

/// Where one sum of a faction's talents went in the Revenue Phase (REV-10), told privately.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum TalentMove {
    /// Income paid to a purse of the faction.
    Income { to: PurseOf, amount: u32 },
    /// A transfer the faction made.
    Sent {
        from: PurseOf,
        to: PurseOf,
        amount: u32,
    },
    /// A transfer another faction made to one of this faction's Senators.
    Received {
        from_faction: FactionId,
        from: PurseOf,
        to: PurseOf,
        amount: u32,
    },
}

/// The GM's decision in place of an automatic ruling (issue 9, `rorgm gm overrule`; seed 004
/// makes the GM the final word on PB-04). It is an input of the game, given before the ruling
/// it replaces when the game is replayed from that point: the rules then use it instead of
/// their own judgement, so replay reproduces it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulingOverride {
    /// Which ruling: how many rulings the game had made before it (0 = the first).
    pub index: u32,
    pub decision: RulingDecision,
    /// The GM's reason, quoted with the ruling.
    pub reason: String,
}

/// What the GM decides in place of the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RulingDecision {
    /// PB-04: the persuasion attempt is frivolous (it fails; the defending faction pays the
    /// counter-bribe that defeats it, as far as its treasury goes).
    Frivolous,
    /// PB-04: the persuasion attempt goes ahead.
    NotFrivolous,
    /// PB-10: the Senate is not adjourned; it goes on with its business. The override's index
    /// counts the game's PB-10 adjournment rulings (`Game::adjourn_rulings`), not PB-04's.
    SenateSits,
}
