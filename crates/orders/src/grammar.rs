//! One order line (ORDERS.md): cleaning what mail clients do to text, keywords, amounts and the
//! shape of each order. Names are kept as written; `interpret` resolves them.

use std::fmt;

use super::read_why::{Pair, ReadWhy, Syntax};
use rules::Phase;
use rules::api::{ConsulSeat, GamesKind, VoteChoice};

/// The largest amount of talents an order may name.
pub const MAX_AMOUNT: u32 = 100_000;

/// Orders about the mail exchange itself, valid at any time; the referee executes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MetaOrder {
    /// `HELP [topic]`.
    Help(Option<String>),
    /// `STATUS`.
    Status,
    /// `ORDERS`.
    Orders,
    /// `CANCEL <what>`: a decision ("REVENUE", "SETUP") or a decision ID, as written.
    Cancel(String),
    /// `STANDING <order>`.
    Standing(GameOrder),
    /// `STANDING CLEAR`.
    StandingClear,
    /// `READY`.
    Ready,
    /// `GAME <id>`.
    Game(String),
    /// `TIMEZONE <IANA name>` (issue 10): deadlines also in the player's own time; `TIMEZONE UTC`
    /// or `TIMEZONE NONE` for UTC alone. The name is checked by the referee.
    Timezone(String),
    /// `MAIL DIGEST` (true: the news only at the end of each phase) or `MAIL EVERY` (false).
    MailDigest(bool),
    /// Issue 25 §2: `ABSENT UNTIL <YYYY-MM-DD> [MAIL]`: the player is away until that date (the
    /// start of that day in the player's TIMEZONE, else UTC); Default Moves and standing orders
    /// answer meanwhile. `MAIL`: the calls and news still come as usual (else they are held and
    /// come as one mail on the return). The date's range is checked by the referee.
    Absent { until: AbsentDate, mail: bool },
    /// Issue 25 §2: `BACK`: the absence ends now.
    Back,
    /// Issue 25 §3: `BOARD`: the board picture and the status sheet now.
    Board,
    /// Issue 25 §3: `PICTURE ON` (true) / `PICTURE OFF` (false): the board picture with the
    /// news at the end of each phase, when the game sends pictures.
    Picture(bool),
}

/// A calendar date as written in `ABSENT UNTIL` (a real date: the day exists in its month).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct AbsentDate {
    pub year: i16,
    pub month: i8,
    pub day: i8,
}

impl fmt::Display for AbsentDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// `2026-12-24` (also `2026/12/24`) as a date, if it is one.
fn absent_date(w: &str) -> Option<AbsentDate> {
    let w = w.trim_end_matches(['.', ',', ';']);
    let parts: Vec<&str> = w.split(['-', '/']).collect();
    let [y, m, d] = parts.as_slice() else {
        return None;
    };
    if y.len() != 4 || m.is_empty() || m.len() > 2 || d.is_empty() || d.len() > 2 {
        return None;
    }
    let year: i16 = y.parse().ok()?;
    let month: i8 = m.parse().ok()?;
    let day: i8 = d.parse().ok()?;
    if !(1..=12).contains(&month) || day < 1 {
        return None;
    }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    (day <= days).then_some(AbsentDate { year, month, day })
}

/// A purse or recipient in revenue orders: the faction treasury or a senator's name as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameOrFaction {
    Faction,
    Name(String),
}

/// A game order as written (names unresolved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameOrder {
    /// `LEADER <senator>` (PB-01 / SET-05).
    Leader { senator: String },
    /// `PLAY <card> [ON <senator>]` (PB-01 / SET-06).
    Play { card: String, on: Option<String> },
    /// `PLAY NONE`: play no card (clears earlier PLAY orders).
    PlayNone,
    /// `INCOME <amount> TO FACTION|<senator>` (PB-02 / REV-10).
    Income { amount: u32, to: NameOrFaction },
    /// `INCOME ALL TO FACTION`: no share of the income to any senator (clears INCOME shares).
    IncomeAllToFaction,
    /// `CONTRIBUTE <amount> FROM <senator>` (REV-15).
    Contribute { amount: u32, from: String },
    /// `TRANSFER <amount> FROM FACTION|<senator> TO FACTION|<senator>` (REV-10).
    Transfer {
        amount: u32,
        from: NameOrFaction,
        to: NameOrFaction,
    },
    /// `TRANSFER NONE`: no transfers (clears earlier TRANSFER orders).
    TransferNone,
    /// `UPKEEP <amount> FROM FACTION|<rebel>` (REV-03): which purse pays how much of the
    /// Rebel's maintenance.
    Upkeep { amount: u32, from: NameOrFaction },
    /// `UPKEEP NONE`: no upkeep lines (clears earlier UPKEEP orders; the Default Move pays).
    UpkeepNone,
    /// `SPOILS <governor> YES|NO` (REV-08).
    Spoils { governor: String, take: bool },
    /// `GRAIN <concession> DOUBLE|SINGLE` (REV-07): take the Drought bonus of a grain
    /// concession or only its printed income.
    Grain { concession: String, double: bool },
    /// `PERSUADE <target> WITH <persuader> [BRIBE <n>] [SEDUCTION|BLACKMAIL]` (PB-03 /
    /// FOR-10, FOR-11; FOR-13: the card makes the attempt unopposed). Also written
    /// `PLAY SEDUCTION|BLACKMAIL ON <target> WITH <persuader> [BRIBE <n>]`.
    Persuade {
        target: String,
        persuader: String,
        bribe: u32,
        card: Option<rules::api::UnopposedCard>,
    },
    /// `PLAY INFLUENCE PEDDLING ON <faction>` (FOR-13, card Influence Peddling): played when the
    /// mail is read, outside any decision.
    InfluencePeddling { victim: String },
    /// `NO PERSUASION` / `PERSUADE NONE`: no persuasion attempt with this initiative.
    NoPersuasion,
    /// `KNIGHTS <senator> [SPEND <n>]`: attract a knight (FOR-14).
    Knights { senator: String, spend: u32 },
    /// `PRESSURE <n> KNIGHTS OF <senator>` (FOR-14).
    Pressure { knights: u32, senator: String },
    /// `NO KNIGHTS` / `KNIGHTS NONE`: no knights action.
    NoKnights,
    /// `GAMES <senator> SLICE|BLOOD|GLADIATOR` (FOR-15).
    Games { senator: String, kind: GamesKind },
    /// `NO GAMES` / `GAMES NONE`.
    NoGames,
    /// `NO LEADER CHANGE`: keep the Faction Leader (FOR-16).
    NoLeader,
    /// `COUNTERBRIBE <n> ON <target>`: defence, from the Faction Treasury (PB-05 / FOR-13).
    Counterbribe { amount: u32, target: String },
    /// `NO COUNTERBRIBES` / `COUNTERBRIBE NONE`.
    NoCounterbribes,
    /// `BRIBE <n> ON <target>`: attack, the persuader adds from his Personal Treasury (PB-05).
    Bribe { amount: u32, target: String },
    /// `NO BRIBES` / `BRIBE NONE`: no extra bribe on the faction's own attempts.
    NoBribes,
    /// `BID <n> FROM <senator> [IF PERSUASION OF <target> SUCCEEDS|FAILS]` (PB-06 / FOR-17).
    /// `condition`: the target as written and whether the attempt must succeed.
    Bid {
        amount: u32,
        from: String,
        condition: Option<(String, bool)>,
    },
    /// `NO BID` / `BID NONE` / `BID 0`: no bid (withdraws earlier BID orders).
    NoBid,
    /// One proposal for the presiding magistrate's queue (PB-07 / PB-10): `NOMINATE …`,
    /// `PROSECUTE …`, `PROPOSE …`, `ADJOURN`.
    Propose(ProposalOrder),
    /// `NO PROPOSALS` / `PROPOSE NONE`: an empty queue (the GM proposes, PB-10).
    NoProposals,
    /// `VOTE YES|NO|ABSTAIN [BUY <n> FROM <senator>]… [UP TO <n>]` (PB-08 / SEN-03).
    Vote {
        choice: VoteChoice,
        /// Talents and the senator who pays them, as written.
        buy: Vec<(u32, String)>,
        up_to: Option<u32>,
    },
    /// `NO VOTE` / `VOTE NONE`: no vote of the faction's own (the Default Move).
    NoVote,
    /// `VOTE <senator> YES|NO|ABSTAIN`: one senator votes otherwise than his faction (SEN-03).
    VoteSplit { senator: String, choice: VoteChoice },
    /// `INITIATIVE <n>: <order>`: a BID or a plan line for the later auctioned initiative n
    /// (FOR-17 house rule "bid ahead", issue 21 §2).
    Ahead {
        initiative: u8,
        order: Box<GameOrder>,
    },
    /// `VOTE ON <n> YES|NO|ABSTAIN`: the faction's vote on the n-th proposal of the presiding
    /// magistrate's list as the call numbers it (SEN-02 house rule "agenda vote", issue 21 §2).
    VoteAgenda { at: u32, choice: VoteChoice },
    /// `TRIBUNE VETO` / `VETO` (SEN-11).
    Veto,
    /// `NO VETO`.
    NoVeto,
    /// `TRIBUNE PROPOSE …` / `TRIBUNE NOMINATE …`, with a vote (SEN-10): a proposal of the
    /// faction's own, put on the floor with a Tribune right after the vote.
    TribunePropose(ProposalOrder),
    /// `NO TRIBUNE` / `TRIBUNE NONE`: withdraws a Tribune proposal written earlier.
    NoTribuneProposal,
    /// `MOTION <text>` (SEN-49): a minor motion, announced to all, with no effect.
    Motion { text: String },
    /// `PRIEST <senator> [FROM <priest>]` (SEN-15): the Pontifex's faction assigns (or
    /// reassigns) a Priesthood, with its vote.
    Priest {
        senator: String,
        from: Option<String>,
    },
    /// `NO PRIEST`: withdraws a Priesthood written earlier.
    NoPriest,
    /// `APPOINT DICTATOR <x> MASTER OF HORSE <y>` (SEN-20): the Consuls' joint appointment.
    Appoint { dictator: String, master: String },
    /// `APPOINT NONE` / `NO APPOINTMENT`: no appointment (the Default Move).
    NoAppointment,
    /// `APPEAL` (SEN-27).
    Appeal,
    /// `NO APPEAL`.
    NoAppeal,
    /// `ASSASSINATE <target> BY <assassin> [WITH <n> ASSASSIN]`, with a vote (SEN-50/51).
    Assassinate {
        target: String,
        assassin: String,
        cards: u32,
    },
    /// `NO ASSASSINATION`: withdraws an attempt written earlier.
    NoAssassination,
    /// `BODYGUARDS <n>` / `NO BODYGUARDS`: Secret Bodyguard cards played against an
    /// assassination roll (SEN-51).
    Bodyguards { cards: u32 },
    /// `PREFER [<senator>] ROME|FIELD` (PB-09 / SEN-13).
    Prefer {
        senator: Option<String>,
        seat: ConsulSeat,
    },
    /// `DISCARD <card>` (RVN-04).
    Discard { card: String },
    /// `DISCARD NONE`.
    DiscardNone,
    /// `RETURN FORCES` (PB-13: the Default Move).
    ReturnForces,
    /// `REVOLT …` (RVN-05; the words are read against the open decision, `orders::revolt`).
    Revolt { rest: String },
    /// `OFFER <cards> TO <faction> [FOR <cards>]` (PB-14 / RVN-01; also `TRADE [GIVE] …`):
    /// an open trade of Faction cards (`OFFER NOTHING TO <faction> FOR <cards>` asks a gift).
    Offer {
        give: Vec<String>,
        to: String,
        get: Vec<String>,
    },
    /// `OFFER NONE`: no trade (clears earlier OFFER orders).
    OfferNone,
    /// `ACCEPT [TRADE] <n>[, <n>…]` (PB-14): accept the open trades offered to you.
    Accept { numbers: Vec<u32> },
    /// `ACCEPT NONE`: accept no offer (the Default Move).
    AcceptNone,
    /// `RANSOM <senator>` (COM-16): pay the ransom of a captive of the faction.
    Ransom { senator: String },
    /// `RANSOM NONE`: pay no ransom (the Default Move).
    RansomNone,
    /// `CHOOSE <option>` (issue 7): the pick of a choice the rules leave to the player (SEN-06
    /// INFLUENCE / STEP DOWN / END PROSECUTIONS, SEN-60 a senator, SEN-47 a war, FOR-21 a
    /// Leader), read against the open choice.
    Choose { what: String },
    /// `DESERT <senator> [TO ROME | TO THE ARMY]` or `DESERT NONE [<senator>]` (RVN-08): a loyal
    /// Senator's Veteran Legions in the Rebel's Army desert (or stay), read against the open
    /// choice; `rest` is the text after the keyword.
    Desert { rest: String },
    /// An order of a later phase, recognised so that it is an error rather than ignored text.
    NotYet { keyword: String, rest: String },
    /// `PLAY LAW <law>`, `PLAY <law>` or `PLAY SERVILIAN LAW TO REPEAL ACILIAN LAW` (SEN-55,
    /// SEN-62): played when the mail is read, outside any decision, in the Senate Phase.
    PlayLaw { law: String, repeal: bool },
    /// `FINE <senator>` (SEN-34): the Calpurnian fine of a corrupt Governor back in Rome,
    /// laid when the mail is read.
    Fine { governor: String },
    /// `APPEAL 3D6` (SEN-27, card:statesman-21a/1): the accused Mob Orator appeals with 3d6.
    AppealThreeDice,
}

/// SEN-44 (LR 1.09.64/1): `<k> VETERAN LEGIONS [OF <senator>]` as written in a SEND.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VeteransOrder {
    pub count: u32,
    /// The Senator they owe allegiance to, as written (None: any Veterans).
    pub of: Option<String>,
}

/// PB-10 (S004/79): `IF <condition>` at the end of a proposal line, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConditionOrder {
    /// `<faction> VOTED YES|NO ON <senator>` (FOR / AGAINST read alike).
    Voted {
        faction: String,
        candidate: String,
        yes: bool,
    },
    /// `<senator> IS [NOT] ELECTED`.
    Elected { senator: String, elected: bool },
}

impl fmt::Display for ConditionOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConditionOrder::Voted {
                faction,
                candidate,
                yes,
            } => {
                let v = if *yes { "YES" } else { "NO" };
                write!(f, "IF {faction} VOTED {v} ON {candidate}")
            }
            ConditionOrder::Elected { senator, elected } => {
                let not = if *elected { "" } else { "NOT " };
                write!(f, "IF {senator} IS {not}ELECTED")
            }
        }
    }
}

/// A proposal as written (names unresolved), PB-07 / PB-10.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProposalOrder {
    /// `NOMINATE CONSULS <a> AND <b>` (SEN-12).
    Consuls { first: String, second: String },
    /// `NOMINATE DICTATOR <x> MASTER OF HORSE <y>` (SEN-20/21).
    Dictator { dictator: String, master: String },
    /// `NOMINATE CENSOR <x>` (SEN-22).
    Censor { censor: String },
    /// `NOMINATE PONTIFEX <x>` (SEN-14).
    Pontifex { senator: String },
    /// `NOMINATE GOVERNOR <x> FOR <province>` (SEN-35/36).
    Governor { senator: String, province: String },
    /// `NOMINATE GOVERNOR <x> FOR <province> AND <y> FOR <province> ...` (SEN-35: several
    /// Governorships in one proposal; `,` joins posts too).
    Governors { posts: Vec<(String, String)> },
    /// `PROSECUTE <x> MINOR|MAJOR [FOR <reason>] BY <prosecutor>` (SEN-23..25).
    Prosecute {
        accused: String,
        major: bool,
        reason: Option<String>,
        prosecutor: String,
    },
    /// `PROPOSE RAISE <n> LEGIONS AND <m> FLEETS` (SEN-43).
    Raise { legions: u32, fleets: u32 },
    /// `PROPOSE GARRISON <n> LEGIONS IN <province>` (SEN-46).
    Garrison { legions: u32, province: String },
    /// `PROPOSE SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO <war>` (SEN-44);
    /// `legions` counts all the Legions, `veterans` the `<k> VETERAN LEGIONS [OF <senator>]`
    /// named among them (LR 1.09.64/1).
    Send {
        commander: String,
        war: String,
        legions: u32,
        fleets: u32,
        veterans: Vec<VeteransOrder>,
    },
    /// `PROPOSE SEND <commander> WITH … TO <war> AND <commander> WITH … TO <war> …` (SEN-44,
    /// LR 1.09.641/5: deployments in a package); each part a `Send`.
    SendPackage { sends: Vec<ProposalOrder> },
    /// `PROPOSE RECALL <proconsul>` (SEN-45).
    Recall { commander: String },
    /// `PROPOSE REINFORCE <proconsul> WITH <n> LEGIONS AND <m> FLEETS` (SEN-45).
    Reinforce {
        commander: String,
        legions: u32,
        fleets: u32,
        /// The `<k> VETERAN LEGIONS [OF <senator>]` named among `legions`.
        veterans: Vec<VeteransOrder>,
    },
    /// `PROPOSE LAND BILL I|II|III BY <sponsor> AND <cosponsor>` (SEN-40).
    LandBill {
        level: u8,
        sponsor: String,
        cosponsor: String,
    },
    /// `PROPOSE REPEAL LAND BILL II|III BY <sponsor>` (SEN-41).
    Repeal { level: u8, sponsor: String },
    /// `PROPOSE CONCESSION <concession> TO <senator>` (SEN-39).
    Concession { concession: String, senator: String },
    /// `PROPOSE CONCESSION <concession> TO <senator> AND <concession> TO <senator> …` (SEN-39:
    /// a group proposal, LR 1.09.61/2).
    Concessions { grants: Vec<(String, String)> },
    /// `PROPOSE REJECT RHODIAN` (SEN-47).
    RejectRhodian,
    /// `NOMINATE CONSUL FOR LIFE <senator>` (SEN-57).
    ConsulForLife { senator: String },
    /// `ADJOURN` (SEN-02).
    Adjourn,
    /// `PROPOSE DISBAND <n> LEGIONS AND <m> FLEETS` (SEN-43).
    /// `veterans`: the `<k> VETERAN LEGIONS [OF <senator>]` named among `legions`.
    Disband {
        legions: u32,
        fleets: u32,
        veterans: Vec<VeteransOrder>,
    },
    /// `PROPOSE REPLACE <proconsul> BY <commander> [WITH <n> LEGIONS AND <m> FLEETS]` (SEN-45).
    Replace {
        proconsul: String,
        commander: String,
        legions: u32,
        fleets: u32,
        /// The `<k> VETERAN LEGIONS [OF <senator>]` named among `legions`.
        veterans: Vec<VeteransOrder>,
    },
    /// `PROPOSE RECALL <n> LEGIONS AND <m> FLEETS FROM <proconsul>` (SEN-45).
    RecallUnits {
        commander: String,
        legions: u32,
        fleets: u32,
        /// The `<k> VETERAN LEGIONS [OF <senator>]` named among `legions`.
        veterans: Vec<VeteransOrder>,
    },
    /// `PROPOSE RECALL GARRISON <n> LEGIONS FROM <province>` (SEN-46).
    RecallGarrison { legions: u32, province: String },
    /// `PROPOSE RECALL PONTIFEX [MAXIMUS] [<senator>]` (SEN-18): strip the Pontifex Maximus of
    /// his office (the name, if written, must be his).
    RecallPontifex { senator: Option<String> },
    /// SEN-02 / SEN-04: a proposal with `CONDITIONAL VOTES TO <faction>` and/or
    /// `VOTING ORDER <faction>, …` at its end (`orders/vote_terms.rs`); PB-10: or
    /// `IF <condition>` on this Senate's elections.
    Announced {
        proposal: Box<ProposalOrder>,
        conditional_to: Option<String>,
        order: Vec<String>,
        condition: Option<ConditionOrder>,
    },
    /// `PROPOSE COLLECT BEQUEST` (REV-17): send the Field Consul with 3 Legions and 3 Fleets for
    /// the Bequest waiting in the Forum.
    CollectBequest,
}

impl ProposalOrder {
    /// The keyword the proposal is written with.
    pub fn keyword(&self) -> &'static str {
        match self {
            ProposalOrder::Consuls { .. }
            | ProposalOrder::Dictator { .. }
            | ProposalOrder::Censor { .. }
            | ProposalOrder::Pontifex { .. }
            | ProposalOrder::Governor { .. }
            | ProposalOrder::Governors { .. }
            | ProposalOrder::ConsulForLife { .. } => "NOMINATE",
            ProposalOrder::Announced { proposal, .. } => proposal.keyword(),
            ProposalOrder::Prosecute { .. } => "PROSECUTE",
            ProposalOrder::Adjourn => "ADJOURN",
            _ => "PROPOSE",
        }
    }
}

/// The canonical word of a vote.
pub fn vote_word(v: VoteChoice) -> &'static str {
    match v {
        VoteChoice::Yes => "YES",
        VoteChoice::No => "NO",
        VoteChoice::Abstain => "ABSTAIN",
    }
}

/// The canonical word of a consular seat.
pub fn seat_word(s: ConsulSeat) -> &'static str {
    match s {
        ConsulSeat::Rome => "ROME",
        ConsulSeat::Field => "FIELD",
    }
}

/// A Land Bill's type as orders write it (I, II, III).
pub fn roman(level: u8) -> &'static str {
    match level {
        1 => "I",
        2 => "II",
        3 => "III",
        _ => "?",
    }
}

/// `1 LEGION AND 2 VETERAN LEGIONS OF Fabius AND 3 FLEETS` (SEN-44): `legions` counts all
/// the Legions, the Veterans named (`count`, whose, as written) among them.
pub fn units_text(legions: u32, fleets: u32, veterans: &[(u32, Option<String>)]) -> String {
    if veterans.is_empty() {
        return forces_text(legions, fleets);
    }
    let named = veterans.iter().fold(0u32, |a, (c, _)| a.saturating_add(*c));
    let mut parts = Vec::new();
    let regular = legions.saturating_sub(named);
    if regular > 0 {
        parts.push(forces_text(regular, 0));
    }
    for (count, of) in veterans {
        let mut p = format!(
            "{count} VETERAN LEGION{}",
            if *count == 1 { "" } else { "S" }
        );
        if let Some(of) = of {
            p.push_str(&format!(" OF {of}"));
        }
        parts.push(p);
    }
    if fleets > 0 {
        parts.push(forces_text(0, fleets));
    }
    parts.join(" AND ")
}

/// The Veterans of an order as `units_text` writes them.
fn veterans_as_written(veterans: &[VeteransOrder]) -> Vec<(u32, Option<String>)> {
    veterans.iter().map(|v| (v.count, v.of.clone())).collect()
}

/// `2 LEGIONS AND 1 FLEET`, leaving out a zero part (at least one part is written).
pub fn forces_text(legions: u32, fleets: u32) -> String {
    let l = format!("{legions} LEGION{}", if legions == 1 { "" } else { "S" });
    let f = format!("{fleets} FLEET{}", if fleets == 1 { "" } else { "S" });
    match (legions, fleets) {
        (_, 0) => l,
        (0, _) => f,
        _ => format!("{l} AND {f}"),
    }
}

impl fmt::Display for ProposalOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProposalOrder::Consuls { first, second } => {
                write!(f, "NOMINATE CONSULS {first} AND {second}")
            }
            ProposalOrder::Dictator { dictator, master } => {
                write!(f, "NOMINATE DICTATOR {dictator} MASTER OF HORSE {master}")
            }
            ProposalOrder::Censor { censor } => write!(f, "NOMINATE CENSOR {censor}"),
            ProposalOrder::Pontifex { senator } => write!(f, "NOMINATE PONTIFEX {senator}"),
            ProposalOrder::Governor { senator, province } => {
                write!(f, "NOMINATE GOVERNOR {senator} FOR {province}")
            }
            ProposalOrder::Governors { posts } => {
                let posts: Vec<String> =
                    posts.iter().map(|(s, p)| format!("{s} FOR {p}")).collect();
                write!(f, "NOMINATE GOVERNOR {}", posts.join(" AND "))
            }
            ProposalOrder::Prosecute {
                accused,
                major,
                reason,
                prosecutor,
            } => {
                write!(
                    f,
                    "PROSECUTE {accused} {}",
                    if *major { "MAJOR" } else { "MINOR" }
                )?;
                if let Some(r) = reason {
                    write!(f, " FOR {r}")?;
                }
                write!(f, " BY {prosecutor}")
            }
            ProposalOrder::Raise { legions, fleets } => {
                write!(f, "PROPOSE RAISE {}", forces_text(*legions, *fleets))
            }
            ProposalOrder::Garrison { legions, province } => {
                write!(
                    f,
                    "PROPOSE GARRISON {} IN {province}",
                    forces_text(*legions, 0)
                )
            }
            ProposalOrder::Send {
                commander,
                war,
                legions,
                fleets,
                veterans,
            } => write!(
                f,
                "PROPOSE SEND {commander} WITH {} TO {war}",
                units_text(*legions, *fleets, &veterans_as_written(veterans))
            ),
            ProposalOrder::SendPackage { sends } => {
                let parts: Vec<String> = sends
                    .iter()
                    .map(|s| {
                        s.to_string()
                            .trim_start_matches("PROPOSE SEND ")
                            .to_string()
                    })
                    .collect();
                write!(f, "PROPOSE SEND {}", parts.join(" AND "))
            }
            ProposalOrder::Recall { commander } => write!(f, "PROPOSE RECALL {commander}"),
            ProposalOrder::Disband {
                legions,
                fleets,
                veterans,
            } => {
                write!(
                    f,
                    "PROPOSE DISBAND {}",
                    units_text(*legions, *fleets, &veterans_as_written(veterans))
                )
            }
            ProposalOrder::Replace {
                proconsul,
                commander,
                legions,
                fleets,
                veterans,
            } => {
                write!(f, "PROPOSE REPLACE {proconsul} BY {commander}")?;
                if legions + fleets > 0 {
                    write!(
                        f,
                        " WITH {}",
                        units_text(*legions, *fleets, &veterans_as_written(veterans))
                    )?;
                }
                Ok(())
            }
            ProposalOrder::RecallUnits {
                commander,
                legions,
                fleets,
                veterans,
            } => write!(
                f,
                "PROPOSE RECALL {} FROM {commander}",
                units_text(*legions, *fleets, &veterans_as_written(veterans))
            ),
            ProposalOrder::RecallGarrison { legions, province } => write!(
                f,
                "PROPOSE RECALL GARRISON {} FROM {province}",
                forces_text(*legions, 0)
            ),
            ProposalOrder::RecallPontifex { senator: None } => {
                write!(f, "PROPOSE RECALL PONTIFEX")
            }
            ProposalOrder::RecallPontifex { senator: Some(s) } => {
                write!(f, "PROPOSE RECALL PONTIFEX {s}")
            }
            ProposalOrder::Reinforce {
                commander,
                legions,
                fleets,
                veterans,
            } => write!(
                f,
                "PROPOSE REINFORCE {commander} WITH {}",
                units_text(*legions, *fleets, &veterans_as_written(veterans))
            ),
            ProposalOrder::LandBill {
                level,
                sponsor,
                cosponsor,
            } => write!(
                f,
                "PROPOSE LAND BILL {} BY {sponsor} AND {cosponsor}",
                roman(*level)
            ),
            ProposalOrder::Repeal { level, sponsor } => {
                write!(f, "PROPOSE REPEAL LAND BILL {} BY {sponsor}", roman(*level))
            }
            ProposalOrder::Concession {
                concession,
                senator,
            } => write!(f, "PROPOSE CONCESSION {concession} TO {senator}"),
            ProposalOrder::Concessions { grants } => {
                let grants: Vec<String> =
                    grants.iter().map(|(c, s)| format!("{c} TO {s}")).collect();
                write!(f, "PROPOSE CONCESSION {}", grants.join(" AND "))
            }
            ProposalOrder::Adjourn => f.write_str("ADJOURN"),
            ProposalOrder::RejectRhodian => f.write_str("PROPOSE REJECT RHODIAN"),
            ProposalOrder::CollectBequest => f.write_str("PROPOSE COLLECT BEQUEST"),
            ProposalOrder::ConsulForLife { senator } => {
                write!(f, "NOMINATE CONSUL FOR LIFE {senator}")
            }
            ProposalOrder::Announced {
                proposal,
                conditional_to,
                order,
                condition,
            } => {
                write!(f, "{proposal}")?;
                if let Some(c) = conditional_to {
                    write!(f, " CONDITIONAL VOTES TO {c}")?;
                }
                if !order.is_empty() {
                    write!(f, " VOTING ORDER {}", order.join(", "))?;
                }
                if let Some(c) = condition {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
        }
    }
}

impl GameOrder {
    /// The order's keyword, upper-case.
    pub fn keyword(&self) -> &str {
        match self {
            GameOrder::Leader { .. } => "LEADER",
            GameOrder::Play { .. } | GameOrder::PlayNone | GameOrder::InfluencePeddling { .. } => {
                "PLAY"
            }
            GameOrder::Income { .. } | GameOrder::IncomeAllToFaction => "INCOME",
            GameOrder::Contribute { .. } => "CONTRIBUTE",
            GameOrder::Transfer { .. } | GameOrder::TransferNone => "TRANSFER",
            GameOrder::Upkeep { .. } | GameOrder::UpkeepNone => "UPKEEP",
            GameOrder::Spoils { .. } => "SPOILS",
            GameOrder::Grain { .. } => "GRAIN",
            GameOrder::Persuade { .. } | GameOrder::NoPersuasion => "PERSUADE",
            GameOrder::Knights { .. } | GameOrder::NoKnights => "KNIGHTS",
            GameOrder::Pressure { .. } => "PRESSURE",
            GameOrder::Games { .. } | GameOrder::NoGames => "GAMES",
            GameOrder::NoLeader => "LEADER",
            GameOrder::Counterbribe { .. } | GameOrder::NoCounterbribes => "COUNTERBRIBE",
            GameOrder::Bribe { .. } | GameOrder::NoBribes => "BRIBE",
            GameOrder::Bid { .. } | GameOrder::NoBid => "BID",
            GameOrder::Propose(p) => p.keyword(),
            GameOrder::NoProposals => "PROPOSE",
            GameOrder::Vote { .. }
            | GameOrder::NoVote
            | GameOrder::VoteSplit { .. }
            | GameOrder::VoteAgenda { .. } => "VOTE",
            GameOrder::Ahead { .. } => "INITIATIVE",
            GameOrder::Veto | GameOrder::NoVeto => "VETO",
            GameOrder::TribunePropose(_) | GameOrder::NoTribuneProposal => "TRIBUNE",
            GameOrder::Motion { .. } => "MOTION",
            GameOrder::Priest { .. } | GameOrder::NoPriest => "PRIEST",
            GameOrder::Appoint { .. } | GameOrder::NoAppointment => "APPOINT",
            GameOrder::Appeal | GameOrder::NoAppeal | GameOrder::AppealThreeDice => "APPEAL",
            GameOrder::Assassinate { .. } | GameOrder::NoAssassination => "ASSASSINATE",
            GameOrder::Bodyguards { .. } => "BODYGUARDS",
            GameOrder::Prefer { .. } => "PREFER",
            GameOrder::Discard { .. } | GameOrder::DiscardNone => "DISCARD",
            GameOrder::ReturnForces => "RETURN",
            GameOrder::Revolt { .. } => "REVOLT",
            GameOrder::Offer { .. } | GameOrder::OfferNone => "OFFER",
            GameOrder::Accept { .. } | GameOrder::AcceptNone => "ACCEPT",
            GameOrder::Ransom { .. } | GameOrder::RansomNone => "RANSOM",
            GameOrder::Choose { .. } => "CHOOSE",
            GameOrder::Desert { .. } => "DESERT",
            GameOrder::PlayLaw { .. } => "PLAY",
            GameOrder::Fine { .. } => "FINE",
            GameOrder::NotYet { keyword, .. } => keyword,
        }
    }
}

impl fmt::Display for NameOrFaction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameOrFaction::Faction => f.write_str("FACTION"),
            NameOrFaction::Name(n) => f.write_str(n),
        }
    }
}

impl fmt::Display for GameOrder {
    /// The order as parsed (names as written).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameOrder::Leader { senator } => write!(f, "LEADER {senator}"),
            GameOrder::Play { card, on: None } => write!(f, "PLAY {card}"),
            GameOrder::Play { card, on: Some(s) } => write!(f, "PLAY {card} ON {s}"),
            GameOrder::PlayNone => f.write_str("PLAY NONE"),
            GameOrder::Income { amount, to } => write!(f, "INCOME {amount} TO {to}"),
            GameOrder::IncomeAllToFaction => f.write_str("INCOME ALL TO FACTION"),
            GameOrder::Contribute { amount, from } => write!(f, "CONTRIBUTE {amount} FROM {from}"),
            GameOrder::Transfer { amount, from, to } => {
                write!(f, "TRANSFER {amount} FROM {from} TO {to}")
            }
            GameOrder::TransferNone => f.write_str("TRANSFER NONE"),
            GameOrder::Upkeep { amount, from } => write!(f, "UPKEEP {amount} FROM {from}"),
            GameOrder::UpkeepNone => f.write_str("UPKEEP NONE"),
            GameOrder::Spoils { governor, take } => {
                write!(f, "SPOILS {governor} {}", if *take { "YES" } else { "NO" })
            }
            GameOrder::Grain { concession, double } => write!(
                f,
                "GRAIN {concession} {}",
                if *double { "DOUBLE" } else { "SINGLE" }
            ),
            GameOrder::Persuade {
                target,
                persuader,
                bribe,
                card,
            } => {
                write!(f, "PERSUADE {target} WITH {persuader}")?;
                if *bribe > 0 {
                    write!(f, " BRIBE {bribe}")?;
                }
                if let Some(c) = card {
                    write!(f, " {}", c.name().to_ascii_uppercase())?;
                }
                Ok(())
            }
            GameOrder::InfluencePeddling { victim } => {
                write!(f, "PLAY INFLUENCE PEDDLING ON {victim}")
            }
            GameOrder::NoPersuasion => f.write_str("NO PERSUASION"),
            GameOrder::Knights { senator, spend } => write!(f, "KNIGHTS {senator} SPEND {spend}"),
            GameOrder::Pressure { knights, senator } => {
                write!(f, "PRESSURE {knights} KNIGHTS OF {senator}")
            }
            GameOrder::NoKnights => f.write_str("NO KNIGHTS"),
            GameOrder::Games { senator, kind } => {
                write!(f, "GAMES {senator} {}", games_name(*kind))
            }
            GameOrder::NoGames => f.write_str("NO GAMES"),
            GameOrder::NoLeader => f.write_str("NO LEADER CHANGE"),
            GameOrder::Counterbribe { amount, target } => {
                write!(f, "COUNTERBRIBE {amount} ON {target}")
            }
            GameOrder::NoCounterbribes => f.write_str("NO COUNTERBRIBES"),
            GameOrder::Bribe { amount, target } => write!(f, "BRIBE {amount} ON {target}"),
            GameOrder::NoBribes => f.write_str("NO BRIBES"),
            GameOrder::Bid {
                amount,
                from,
                condition,
            } => {
                write!(f, "BID {amount} FROM {from}")?;
                if let Some((target, succeeds)) = condition {
                    write!(f, " IF PERSUASION OF {target} {}", outcome_word(*succeeds))?;
                }
                Ok(())
            }
            GameOrder::NoBid => f.write_str("NO BID"),
            GameOrder::Propose(p) => write!(f, "{p}"),
            GameOrder::NoProposals => f.write_str("NO PROPOSALS"),
            GameOrder::Vote { choice, buy, up_to } => {
                write!(f, "VOTE {}", vote_word(*choice))?;
                for (n, s) in buy {
                    write!(f, " BUY {n} FROM {s}")?;
                }
                if let Some(n) = up_to {
                    write!(f, " UP TO {n}")?;
                }
                Ok(())
            }
            GameOrder::NoVote => f.write_str("NO VOTE"),
            GameOrder::VoteSplit { senator, choice } => {
                write!(f, "VOTE {senator} {}", vote_word(*choice))
            }
            GameOrder::VoteAgenda { at, choice } => {
                write!(f, "VOTE ON {at} {}", vote_word(*choice))
            }
            GameOrder::Ahead { initiative, order } => write!(f, "INITIATIVE {initiative}: {order}"),
            GameOrder::Veto => f.write_str("TRIBUNE VETO"),
            GameOrder::Priest { senator, from } => {
                write!(f, "PRIEST {senator}")?;
                if let Some(x) = from {
                    write!(f, " FROM {x}")?;
                }
                Ok(())
            }
            GameOrder::NoPriest => f.write_str("NO PRIEST"),
            GameOrder::NoVeto => f.write_str("NO VETO"),
            GameOrder::TribunePropose(p) => write!(f, "TRIBUNE {p}"),
            GameOrder::NoTribuneProposal => f.write_str("NO TRIBUNE"),
            GameOrder::Motion { text } => write!(f, "MOTION {text}"),
            GameOrder::Appoint { dictator, master } => {
                write!(f, "APPOINT DICTATOR {dictator} MASTER OF HORSE {master}")
            }
            GameOrder::NoAppointment => f.write_str("APPOINT NONE"),
            GameOrder::Appeal => f.write_str("APPEAL"),
            GameOrder::AppealThreeDice => f.write_str("APPEAL 3D6"),
            GameOrder::NoAppeal => f.write_str("NO APPEAL"),
            GameOrder::Assassinate {
                target,
                assassin,
                cards,
            } => {
                write!(f, "ASSASSINATE {target} BY {assassin}")?;
                if *cards > 0 {
                    write!(f, " WITH {cards} ASSASSIN")?;
                }
                Ok(())
            }
            GameOrder::NoAssassination => f.write_str("NO ASSASSINATION"),
            GameOrder::Bodyguards { cards: 0 } => f.write_str("NO BODYGUARDS"),
            GameOrder::Bodyguards { cards } => write!(f, "BODYGUARDS {cards}"),
            GameOrder::Prefer { senator, seat } => match senator {
                Some(s) => write!(f, "PREFER {s} {}", seat_word(*seat)),
                None => write!(f, "PREFER {}", seat_word(*seat)),
            },
            GameOrder::Discard { card } => write!(f, "DISCARD {card}"),
            GameOrder::DiscardNone => f.write_str("DISCARD NONE"),
            GameOrder::ReturnForces => f.write_str("RETURN FORCES"),
            GameOrder::Revolt { rest } if rest.is_empty() => f.write_str("REVOLT"),
            GameOrder::Revolt { rest } => write!(f, "REVOLT {rest}"),
            GameOrder::Offer { give, to, get } => {
                let list = |v: &[String]| {
                    if v.is_empty() {
                        "NOTHING".to_string()
                    } else {
                        v.join(", ")
                    }
                };
                write!(f, "OFFER {} TO {to}", list(give))?;
                if !get.is_empty() {
                    write!(f, " FOR {}", list(get))?;
                }
                Ok(())
            }
            GameOrder::OfferNone => f.write_str("OFFER NONE"),
            GameOrder::Accept { numbers } => write!(
                f,
                "ACCEPT {}",
                numbers
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            GameOrder::AcceptNone => f.write_str("ACCEPT NONE"),
            GameOrder::Ransom { senator } => write!(f, "RANSOM {senator}"),
            GameOrder::RansomNone => f.write_str("RANSOM NONE"),
            GameOrder::Choose { what } => write!(f, "CHOOSE {what}"),
            GameOrder::Desert { rest } => write!(f, "DESERT {rest}"),
            GameOrder::PlayLaw { law, repeal: false } => write!(f, "PLAY LAW {law}"),
            GameOrder::PlayLaw { law, repeal: true } => {
                write!(f, "PLAY {law} TO REPEAL ACILIAN LAW")
            }
            GameOrder::Fine { governor } => write!(f, "FINE {governor}"),
            GameOrder::NotYet { keyword, rest } if rest.is_empty() => f.write_str(keyword),
            GameOrder::NotYet { keyword, rest } => write!(f, "{keyword} {rest}"),
        }
    }
}

impl fmt::Display for MetaOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MetaOrder::Help(None) => f.write_str("HELP"),
            MetaOrder::Help(Some(t)) => write!(f, "HELP {t}"),
            MetaOrder::Status => f.write_str("STATUS"),
            MetaOrder::Orders => f.write_str("ORDERS"),
            MetaOrder::Cancel(what) => write!(f, "CANCEL {what}"),
            MetaOrder::Standing(o) => write!(f, "STANDING {o}"),
            MetaOrder::StandingClear => f.write_str("STANDING CLEAR"),
            MetaOrder::Ready => f.write_str("READY"),
            MetaOrder::Game(id) => write!(f, "GAME {id}"),
            MetaOrder::Timezone(z) => write!(f, "TIMEZONE {z}"),
            MetaOrder::MailDigest(true) => f.write_str("MAIL DIGEST"),
            MetaOrder::MailDigest(false) => f.write_str("MAIL EVERY"),
            MetaOrder::Absent { until, mail: false } => write!(f, "ABSENT UNTIL {until}"),
            MetaOrder::Absent { until, mail: true } => write!(f, "ABSENT UNTIL {until} MAIL"),
            MetaOrder::Back => f.write_str("BACK"),
            MetaOrder::Board => f.write_str("BOARD"),
            MetaOrder::Picture(true) => f.write_str("PICTURE ON"),
            MetaOrder::Picture(false) => f.write_str("PICTURE OFF"),
        }
    }
}

/// What one read line is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineOutcome {
    /// Not an order: the first word is no keyword ("Thanks,", "Alice").
    Ignored,
    Meta(MetaOrder),
    Order(GameOrder),
    /// Starts with a keyword but is wrong: why, and what was expected (words in render).
    Error(ReadWhy),
    /// Issue 21: the line holds two orders or more (each as written); none is read, so as not
    /// to guess which was meant (`body::read_line`).
    TwoOrders(Vec<String>),
}

/// Meta order keywords.
pub const META_KEYWORDS: &[&str] = &[
    "HELP", "STATUS", "ORDERS", "CANCEL", "STANDING", "READY", "GAME", "TIMEZONE", "MAIL",
    "ABSENT", "BACK", "BOARD", "PICTURE",
];

/// Game order keywords that can be answered now.
pub const ORDER_KEYWORDS: &[&str] = &[
    "LEADER",
    "PLAY",
    "INCOME",
    "CONTRIBUTE",
    "TRANSFER",
    "UPKEEP",
    "SPOILS",
    "GRAIN",
    "PERSUADE",
    "KNIGHTS",
    "PRESSURE",
    "GAMES",
    "COUNTERBRIBE",
    "BRIBE",
    "BID",
    "NOMINATE",
    "PROSECUTE",
    "PROPOSE",
    "ADJOURN",
    "VOTE",
    "TRIBUNE",
    "VETO",
    "APPEAL",
    "PREFER",
    "MOTION",
    "APPOINT",
    "ASSASSINATE",
    "BODYGUARDS",
    "DISCARD",
    "RETURN",
    "REVOLT",
    "OFFER",
    "ACCEPT",
    "RANSOM",
    "CHOOSE",
    "DESERT",
    "FINE",
    "RECRUIT",
    "DISBAND",
    "RECALL",
];

/// The phase each Senate and Revolution order keyword belongs to (for "not open now" errors).
pub const PHASE_KEYWORDS: &[(&str, Phase)] = &[
    ("NOMINATE", Phase::Senate),
    ("PROSECUTE", Phase::Senate),
    ("PROPOSE", Phase::Senate),
    ("ADJOURN", Phase::Senate),
    ("VOTE", Phase::Senate),
    ("TRIBUNE", Phase::Senate),
    ("VETO", Phase::Senate),
    ("APPEAL", Phase::Senate),
    ("PREFER", Phase::Senate),
    ("MOTION", Phase::Senate),
    ("APPOINT", Phase::Senate),
    ("ASSASSINATE", Phase::Senate),
    ("BODYGUARDS", Phase::Senate),
    ("DISCARD", Phase::Revolution),
    ("RETURN", Phase::Revolution),
    ("REVOLT", Phase::Revolution),
    ("OFFER", Phase::Revolution),
    ("ACCEPT", Phase::Revolution),
];

/// The phase an order keyword of the Senate or Revolution phase belongs to.
pub fn keyword_phase(keyword: &str) -> Option<Phase> {
    PHASE_KEYWORDS
        .iter()
        .chain(LATER_KEYWORDS.iter())
        .find(|(k, _)| k.eq_ignore_ascii_case(keyword))
        .map(|(_, p)| *p)
}

/// Other spellings of order keywords, with the keyword they stand for.
pub const KEYWORD_ALIASES: &[(&str, &str)] = &[
    ("KNIGHT", "KNIGHTS"),
    ("COUNTER-BRIBE", "COUNTERBRIBE"),
    ("COUNTERBRIBES", "COUNTERBRIBE"),
    ("BRIBES", "BRIBE"),
    ("ASSASSINATION", "ASSASSINATE"),
    ("BODYGUARD", "BODYGUARDS"),
    ("TRADE", "OFFER"),
];

/// Later-phase keywords with the phase they belong to.
pub const LATER_KEYWORDS: &[(&str, Phase)] = &[];

/// The phase a later-phase keyword belongs to.
pub fn later_phase(keyword: &str) -> Option<Phase> {
    LATER_KEYWORDS
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(keyword))
        .map(|(_, p)| *p)
}

/// Is this word (any case) an order keyword of any kind (or another spelling of one)?
pub fn is_keyword(word: &str) -> bool {
    META_KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(word))
        || ORDER_KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(word))
        || KEYWORD_ALIASES
            .iter()
            .any(|(a, _)| a.eq_ignore_ascii_case(word))
        || later_phase(word).is_some()
}

/// The keyword a word stands for, upper-case (aliases resolved).
fn canonical_keyword(word: &str) -> String {
    let up = word.to_ascii_uppercase();
    KEYWORD_ALIASES
        .iter()
        .find(|(a, _)| *a == up)
        .map(|(_, k)| (*k).to_string())
        .unwrap_or(up)
}

/// The canonical name of a kind of games, as orders write it.
pub fn games_name(kind: GamesKind) -> &'static str {
    match kind {
        GamesKind::SliceAndDice => "SLICE AND DICE",
        GamesKind::BloodFest => "BLOOD FEST",
        GamesKind::GladiatorGala => "GLADIATOR GALA",
    }
}

/// SUCCEEDS or FAILS.
pub fn outcome_word(succeeds: bool) -> &'static str {
    if succeeds { "SUCCEEDS" } else { "FAILS" }
}

/// Replace what mail clients do to text: smart quotes, non-breaking and other Unicode spaces,
/// tabs, zero-width characters, soft hyphens, typographic dashes.
pub fn normalise_chars(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2032}' | '\u{00B4}' | '`' => {
                out.push('\'')
            }
            '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' | '\u{2033}' | '\u{00AB}'
            | '\u{00BB}' => out.push('"'),
            '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{00AD}' => {}
            '\u{2010}' | '\u{2011}' | '\u{2012}' | '\u{2013}' | '\u{2014}' | '\u{2212}' => {
                out.push('-')
            }
            '\u{FF03}' => out.push('#'),
            c if c.is_whitespace() || c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Clean one line for parsing: characters normalised, the `# comment` removed (a `#` directly
/// followed by a digit is a card ID, not a comment), surrounding spaces, a list bullet and
/// trailing `.`/`,`/`;`/`!` removed. An empty result means there is nothing to read.
pub fn clean_line(raw: &str) -> String {
    let s = normalise_chars(raw);
    let mut end = s.len();
    let bytes = s.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'#' && !bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
            end = i;
            break;
        }
    }
    let mut t = s[..end].trim();
    for bullet in ["- ", "* ", "\u{2022} ", "\u{00B7} "] {
        if let Some(rest) = t.strip_prefix(bullet) {
            t = rest.trim_start();
            break;
        }
    }
    let t = t.trim_end_matches(|c: char| matches!(c, '.' | ',' | ';' | '!') || c.is_whitespace());
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Split a cleaned line into words; a first word like "Income:" or "LEADER:Fabius" gives the
/// keyword alone.
fn words(line: &str) -> Vec<String> {
    let mut ws: Vec<String> = line
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    if let Some(first) = ws.first().cloned()
        && let Some(colon) = first.find(':')
    {
        let (kw, rest) = (&first[..colon], first[colon + 1..].trim_start_matches(':'));
        if is_keyword(kw) {
            let mut v = vec![kw.to_string()];
            if !rest.is_empty() {
                v.push(rest.to_string());
            }
            v.extend(ws.drain(1..));
            ws = v;
        }
    }
    if let Some(first) = ws.first_mut() {
        let trimmed = first.trim_end_matches([',', ':', '?', '!']).to_string();
        if is_keyword(&trimmed) {
            *first = trimmed;
        }
    }
    ws
}

fn is_word(w: &str, kw: &str) -> bool {
    w.eq_ignore_ascii_case(kw)
}

/// A name as written: words joined by single spaces, surrounding quotes removed.
fn name_of(ws: &[String]) -> String {
    ws.join(" ")
        .trim_matches(|c| c == '"' || c == '\'')
        .trim()
        .to_string()
}

fn err(keyword: &str, problem: Syntax) -> LineOutcome {
    LineOutcome::Error(ReadWhy::Expected {
        keyword: keyword.to_string(),
        problem,
    })
}

/// Parse an amount of whole talents at the start of `ws`: `5`, `5T`, `5 t`, `5 talents`,
/// `1 talent`. Returns the amount and the number of words used.
pub fn parse_amount(ws: &[String]) -> Result<(u32, usize), Syntax> {
    let Some(tok) = ws.first() else {
        return Err(Syntax::AmountMissing);
    };
    let digits_end = tok.find(|c: char| !c.is_ascii_digit()).unwrap_or(tok.len());
    let (digits, suffix) = tok.split_at(digits_end);
    if digits.is_empty() {
        if tok.starts_with('-') {
            return Err(Syntax::AmountNegative {
                written: tok.clone(),
            });
        }
        return Err(Syntax::NotAnAmount {
            written: tok.clone(),
        });
    }
    let unit = |s: &str| {
        ["t", "talent", "talents", "tal"]
            .iter()
            .any(|u| u.eq_ignore_ascii_case(s))
    };
    if !suffix.is_empty() && !unit(suffix) {
        if suffix.starts_with(['.', ',']) && suffix[1..].starts_with(|c: char| c.is_ascii_digit()) {
            return Err(Syntax::AmountNotWhole {
                written: tok.clone(),
            });
        }
        return Err(Syntax::AmountNotTalents {
            written: tok.clone(),
        });
    }
    let value: u64 = if digits.len() > 9 {
        u64::MAX
    } else {
        digits.parse().unwrap_or(u64::MAX)
    };
    if value > u64::from(MAX_AMOUNT) {
        return Err(Syntax::AmountTooMuch {
            written: tok.clone(),
        });
    }
    let mut used = 1;
    if suffix.is_empty() && ws.get(1).is_some_and(|w| unit(w)) {
        used = 2;
    }
    // `value` is at most MAX_AMOUNT here.
    Ok((u32::try_from(value).unwrap_or(MAX_AMOUNT), used))
}

/// FACTION, FACTION TREASURY, or a senator's name; the State is not a purse for these orders.
fn purse(keyword: &str, ws: &[String], missing: Syntax) -> Result<NameOrFaction, LineOutcome> {
    if ws.is_empty() {
        return Err(err(keyword, missing));
    }
    let joined = name_of(ws);
    let up = joined.to_ascii_uppercase();
    if up == "FACTION" || up == "FACTION TREASURY" || up == "MY FACTION" || up == "THE FACTION" {
        return Ok(NameOrFaction::Faction);
    }
    if up == "STATE"
        || up == "STATE TREASURY"
        || up == "THE STATE"
        || up == "ROME"
        || up == "TREASURY"
    {
        return Err(err(
            keyword,
            Syntax::StateIsNoPurse {
                keyword: keyword.to_string(),
                written: joined,
            },
        ));
    }
    Ok(NameOrFaction::Name(joined))
}

fn position_of(ws: &[String], kw: &str) -> Option<usize> {
    ws.iter().position(|w| is_word(w, kw))
}

/// A meta order is a line that is exactly the command (issue 11): `STATUS`, `ORDERS` and
/// `READY` with words after them are prose ("Orders follow.", "Ready when you are"), read as
/// text that is not an order.
fn no_args(rest: &[String], order: MetaOrder) -> LineOutcome {
    if rest.is_empty() {
        LineOutcome::Meta(order)
    } else {
        LineOutcome::Ignored
    }
}

/// Does this word have the shape of a game id ("g" and 6 letters or digits)?
pub fn looks_like_game_id(s: &str) -> bool {
    let s = s.trim();
    s.len() == 7 && s.starts_with(['g', 'G']) && s.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Parse one cleaned line (see [`clean_line`]).
pub fn parse_line(line: &str) -> LineOutcome {
    let ws = words(line);
    let Some(first) = ws.first() else {
        return LineOutcome::Ignored;
    };
    let kw = canonical_keyword(first);
    let rest = &ws[1..];
    // FOR-17 house rule "bid ahead": `INITIATIVE <n>: <a BID or plan line>`.
    if kw == "INITIATIVE"
        && let Some(n) = rest
            .first()
            .and_then(|w| w.trim_end_matches(':').parse::<u8>().ok())
    {
        let inner = rest[1..].join(" ");
        let inner = inner.trim_start_matches(':').trim();
        return match parse_line(inner) {
            LineOutcome::Order(o @ (GameOrder::Bid { .. } | GameOrder::NoBid)) => {
                LineOutcome::Order(GameOrder::Ahead {
                    initiative: n,
                    order: Box::new(o),
                })
            }
            LineOutcome::Order(o) if o.keyword() != "INITIATIVE" => {
                LineOutcome::Order(GameOrder::Ahead {
                    initiative: n,
                    order: Box::new(o),
                })
            }
            LineOutcome::Error(e) => LineOutcome::Error(e),
            _ => err("INITIATIVE", Syntax::InitiativeAheadShape),
        };
    }
    match kw.as_str() {
        "NO" => parse_no(rest),
        "HELP" => LineOutcome::Meta(MetaOrder::Help((!rest.is_empty()).then(|| rest.join(" ")))),
        "STATUS" => no_args(rest, MetaOrder::Status),
        "ORDERS" => no_args(rest, MetaOrder::Orders),
        "READY" => no_args(rest, MetaOrder::Ready),
        // Issue 25 §3: `BOARD`; "Board games are fun" is prose.
        "BOARD" => no_args(rest, MetaOrder::Board),
        // Issue 25 §3: `PICTURE ON` / `PICTURE OFF`; "Picture this" is prose.
        "PICTURE" => match rest {
            [w] if is_word(w, "ON") => LineOutcome::Meta(MetaOrder::Picture(true)),
            [w] if is_word(w, "OFF") => LineOutcome::Meta(MetaOrder::Picture(false)),
            [] => err("PICTURE", Syntax::WritePictureOnOrOff),
            _ => LineOutcome::Ignored,
        },
        "CANCEL" => {
            if rest.is_empty() {
                err("CANCEL", Syntax::CancelNeedsTheDecisionToWithdraw)
            } else {
                LineOutcome::Meta(MetaOrder::Cancel(rest.join(" ")))
            }
        }
        // Issue 10: `TIMEZONE Europe/Rome`; "Timezone is fine" is prose.
        "TIMEZONE" => match rest {
            [z] => LineOutcome::Meta(MetaOrder::Timezone(
                z.trim_end_matches(['.', ',', ';']).to_string(),
            )),
            [] => err("TIMEZONE", Syntax::TimezoneNeedsATimeZoneName),
            _ => LineOutcome::Ignored,
        },
        // Issue 10: `MAIL DIGEST` / `MAIL EVERY`; "Mail me later" is prose.
        "MAIL" => match rest {
            [w] if is_word(w, "DIGEST") => LineOutcome::Meta(MetaOrder::MailDigest(true)),
            [w] if is_word(w, "EVERY") => LineOutcome::Meta(MetaOrder::MailDigest(false)),
            [] => err("MAIL", Syntax::WriteMailDigestOrMailEvery),
            _ => LineOutcome::Ignored,
        },
        // Issue 25 §2: `ABSENT UNTIL <date> [MAIL]`; "Absent friends" is prose.
        "ABSENT" => match rest {
            [] => err("ABSENT", Syntax::AbsentNeedsUntilDate),
            [u, tail @ ..] if is_word(u, "UNTIL") => match tail {
                [d] | [d, _] if absent_date(d).is_none() => err(
                    "ABSENT",
                    Syntax::AbsentDateUnread {
                        written: d.trim_end_matches(['.', ',', ';']).to_string(),
                    },
                ),
                [d] => match absent_date(d) {
                    Some(until) => LineOutcome::Meta(MetaOrder::Absent { until, mail: false }),
                    None => err("ABSENT", Syntax::AbsentNeedsUntilDate),
                },
                [d, m] if is_word(m, "MAIL") => match absent_date(d) {
                    Some(until) => LineOutcome::Meta(MetaOrder::Absent { until, mail: true }),
                    None => err("ABSENT", Syntax::AbsentNeedsUntilDate),
                },
                _ => err("ABSENT", Syntax::AbsentNeedsUntilDate),
            },
            _ => LineOutcome::Ignored,
        },
        // Issue 25 §2: `BACK` alone; "Back soon" is prose.
        "BACK" => match rest {
            [] => LineOutcome::Meta(MetaOrder::Back),
            _ => LineOutcome::Ignored,
        },
        // Only `GAME <id>` with an id's shape is the order; "Game on!" is prose.
        "GAME" => match rest {
            [id] if looks_like_game_id(id) => LineOutcome::Meta(MetaOrder::Game(id.clone())),
            [] => err("GAME", Syntax::GameNeedsTheGameSId),
            _ => LineOutcome::Ignored,
        },
        "STANDING" => {
            if rest.is_empty() {
                return err("STANDING", Syntax::StandingNeedsAnOrderOrClear);
            }
            if rest.len() == 1 && is_word(&rest[0], "CLEAR") {
                return LineOutcome::Meta(MetaOrder::StandingClear);
            }
            match parse_line(&rest.join(" ")) {
                LineOutcome::Order(o) => LineOutcome::Meta(MetaOrder::Standing(o)),
                LineOutcome::Error(e) => LineOutcome::Error(ReadWhy::InOrder {
                    keyword: "STANDING".to_string(),
                    why: Box::new(e),
                }),
                // "Standing by." is prose.
                LineOutcome::Ignored => LineOutcome::Ignored,
                LineOutcome::Meta(_) | LineOutcome::TwoOrders(_) => err(
                    "STANDING",
                    Syntax::CannotStand {
                        written: rest.join(" "),
                    },
                ),
            }
        }
        "LEADER" => {
            if rest.is_empty() {
                err("LEADER", Syntax::LeaderNeedsASenatorSName)
            } else {
                LineOutcome::Order(GameOrder::Leader {
                    senator: name_of(rest),
                })
            }
        }
        "PLAY" => parse_play(rest),
        "INCOME" => parse_income(rest),
        "CONTRIBUTE" => parse_contribute(rest),
        "UPKEEP" => parse_upkeep(rest),
        "TRANSFER" => parse_transfer(rest),
        "SPOILS" => parse_spoils(rest),
        "GRAIN" => parse_grain(rest),
        "PERSUADE" => parse_persuade(rest),
        "KNIGHTS" => parse_knights(rest),
        "PRESSURE" => parse_pressure(rest),
        "GAMES" => parse_games(rest),
        "COUNTERBRIBE" => parse_bribe("COUNTERBRIBE", rest),
        "BRIBE" => parse_bribe("BRIBE", rest),
        "BID" => parse_bid(rest),
        // SEN-02 / SEN-04: the terms announced with the proposal, at the end of its line.
        "NOMINATE" => super::vote_terms::with_terms("NOMINATE", rest, parse_nominate),
        "PROSECUTE" => super::vote_terms::with_terms("PROSECUTE", rest, parse_prosecute),
        "PROPOSE" => super::vote_terms::with_terms("PROPOSE", rest, parse_propose),
        "ADJOURN" => {
            if rest.is_empty() || (rest.len() == 1 && is_word(&rest[0], "SENATE")) {
                LineOutcome::Order(GameOrder::Propose(ProposalOrder::Adjourn))
            } else {
                err(
                    "ADJOURN",
                    Syntax::NothingAfter {
                        order: "ADJOURN".to_string(),
                        written: rest.join(" "),
                    },
                )
            }
        }
        "VOTE" => parse_vote(rest),
        "ASSASSINATE" => parse_assassinate(rest),
        "BODYGUARDS" => {
            if is_none_word(rest) {
                return LineOutcome::Order(GameOrder::Bodyguards { cards: 0 });
            }
            match final_amount("BODYGUARDS", rest, "BODYGUARDS") {
                Ok(cards) => LineOutcome::Order(GameOrder::Bodyguards { cards }),
                Err(e) => e,
            }
        }
        "TRIBUNE" => parse_tribune(rest),
        // SEN-20: the Consuls' appointment of a Dictator.
        "APPOINT" => {
            if is_none_word(rest) {
                return LineOutcome::Order(GameOrder::NoAppointment);
            }
            match rest.first() {
                Some(w) if is_word(w, "DICTATOR") => match parse_nominate(rest) {
                    LineOutcome::Order(GameOrder::Propose(ProposalOrder::Dictator {
                        dictator,
                        master,
                    })) => LineOutcome::Order(GameOrder::Appoint { dictator, master }),
                    LineOutcome::Error(e) => LineOutcome::Error(ReadWhy::InOrder {
                        keyword: "APPOINT".to_string(),
                        why: Box::new(e),
                    }),
                    _ => err("APPOINT", Syntax::WriteAppointDictatorSenatorMasterOf),
                },
                _ => err("APPOINT", Syntax::TheConsulsAppointADictatorOnly),
            }
        }
        // SEN-49: the motion's words as written (never refused).
        "MOTION" => {
            if rest.is_empty() {
                err("MOTION", Syntax::MotionNeedsTheWordsOfYour)
            } else {
                LineOutcome::Order(GameOrder::Motion {
                    text: rest.join(" "),
                })
            }
        }
        // SEN-15: `PRIEST <senator> [FROM <priest>]`.
        "PRIEST" | "PRIESTHOOD" => parse_priest(rest),
        "VETO" => {
            if rest.is_empty() {
                LineOutcome::Order(GameOrder::Veto)
            } else {
                err(
                    "VETO",
                    Syntax::NothingAfter {
                        order: "VETO".to_string(),
                        written: rest.join(" "),
                    },
                )
            }
        }
        "APPEAL" => {
            let tail = rest
                .iter()
                .map(|w| bare_upper(w))
                .collect::<Vec<_>>()
                .join(" ");
            if rest.is_empty() || tail == "TO THE PEOPLE" || tail == "TO PEOPLE" {
                LineOutcome::Order(GameOrder::Appeal)
            } else if ["3D6", "WITH 3D6", "3 DICE", "THREE DICE"].contains(&tail.as_str()) {
                // SEN-27 (card:statesman-21a/1): Glaucia's 3d6.
                LineOutcome::Order(GameOrder::AppealThreeDice)
            } else {
                err(
                    "APPEAL",
                    Syntax::NothingAfter {
                        order: "APPEAL".to_string(),
                        written: rest.join(" "),
                    },
                )
            }
        }
        "PREFER" => parse_prefer(rest),
        // SEN-34: the Calpurnian fine.
        "FINE" => {
            if rest.is_empty() {
                err("FINE", Syntax::FineNeedsASenator)
            } else {
                LineOutcome::Order(GameOrder::Fine {
                    governor: name_of(rest),
                })
            }
        }
        "DISCARD" => {
            if rest.is_empty() {
                err("DISCARD", Syntax::DiscardNeedsACard)
            } else if is_none_word(rest) {
                LineOutcome::Order(GameOrder::DiscardNone)
            } else {
                LineOutcome::Order(GameOrder::Discard {
                    card: name_of(rest),
                })
            }
        }
        "RETURN" => {
            let tail = rest
                .iter()
                .map(|w| bare_upper(w))
                .collect::<Vec<_>>()
                .join(" ");
            if matches!(
                tail.as_str(),
                "FORCES" | "ALL FORCES" | "FORCES TO ROME" | "ALL FORCES TO ROME" | "TO ROME"
            ) {
                LineOutcome::Order(GameOrder::ReturnForces)
            } else {
                err(
                    "RETURN",
                    Syntax::ReturnForcesOnly {
                        written: rest.join(" "),
                    },
                )
            }
        }
        "REVOLT" => LineOutcome::Order(GameOrder::Revolt {
            rest: rest.join(" "),
        }),
        "OFFER" => parse_offer(rest),
        "ACCEPT" => parse_accept(rest),
        "RANSOM" => {
            if rest.is_empty() {
                err("RANSOM", Syntax::RansomNeedsACaptiveSenator)
            } else if is_none_word(rest) {
                LineOutcome::Order(GameOrder::RansomNone)
            } else {
                LineOutcome::Order(GameOrder::Ransom {
                    senator: name_of(rest),
                })
            }
        }
        "DESERT" => {
            if rest.is_empty() {
                err("DESERT", Syntax::DesertNeedsTheLoyalSenatorWhose)
            } else {
                LineOutcome::Order(GameOrder::Desert {
                    rest: name_of(rest),
                })
            }
        }
        // COM-01 (the Gabinian Law): a Commander's recruiting, the pick of his choice.
        "RECRUIT" => {
            if rest.is_empty() {
                err("CHOOSE", Syntax::ChooseNeedsOneOfTheOptions)
            } else {
                LineOutcome::Order(GameOrder::Choose {
                    what: format!("RECRUIT {}", name_of(rest)),
                })
            }
        }
        // RVN-03 / SEN-61 (ADV 2.04): a Commander's disbandment, a Consul's recall: the pick
        // of his choice.
        "DISBAND" | "RECALL" => {
            if rest.is_empty() {
                err("CHOOSE", Syntax::ChooseNeedsOneOfTheOptions)
            } else {
                LineOutcome::Order(GameOrder::Choose {
                    what: format!("{kw} {}", name_of(rest)),
                })
            }
        }
        "CHOOSE" | "CHOICE" | "PICK" => {
            if rest.is_empty() {
                err("CHOOSE", Syntax::ChooseNeedsOneOfTheOptions)
            } else {
                LineOutcome::Order(GameOrder::Choose {
                    what: name_of(rest),
                })
            }
        }
        // SEN-33 (LR 2.05, Advocates): an advanced rule this game does not play; the line is
        // refused, never ignored.
        "ADVOCATE" | "ADVOCATES" => err("ADVOCATE", Syntax::AdvocatesBelongToTheAdvancedRule),
        _ => match later_phase(&kw) {
            Some(_) => LineOutcome::Order(GameOrder::NotYet {
                keyword: kw,
                rest: rest.join(" "),
            }),
            None => LineOutcome::Ignored,
        },
    }
}

/// `TRIBUNE VETO` (SEN-11), `TRIBUNE PROPOSE|NOMINATE …` (SEN-10), `TRIBUNE NONE`.
fn parse_tribune(rest: &[String]) -> LineOutcome {
    let Some(first) = rest.first() else {
        return err("TRIBUNE", Syntax::TribuneNeedsVetoProposeOrNominate);
    };
    if rest.len() == 1 && is_word(first, "VETO") {
        return LineOutcome::Order(GameOrder::Veto);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoTribuneProposal);
    }
    let inner = match bare_upper(first).as_str() {
        "PROPOSE" | "PROPOSAL" => parse_propose(&rest[1..]),
        "NOMINATE" => parse_nominate(&rest[1..]),
        "PROSECUTE" => return err("TRIBUNE", Syntax::TribuneNoProsecution),
        "ADJOURN" => return err("TRIBUNE", Syntax::TribuneNoAdjournment),
        _ => {
            return err(
                "TRIBUNE",
                Syntax::NoTribuneOrder {
                    written: rest.join(" "),
                },
            );
        }
    };
    match inner {
        LineOutcome::Order(GameOrder::Propose(ProposalOrder::Adjourn)) => {
            err("TRIBUNE", Syntax::TribuneNoAdjournment)
        }
        LineOutcome::Order(GameOrder::Propose(ProposalOrder::Prosecute { .. })) => {
            err("TRIBUNE", Syntax::TribuneNoProsecution)
        }
        LineOutcome::Order(GameOrder::Propose(p)) => {
            LineOutcome::Order(GameOrder::TribunePropose(p))
        }
        LineOutcome::Order(GameOrder::NoProposals) => {
            LineOutcome::Order(GameOrder::NoTribuneProposal)
        }
        LineOutcome::Error(e) => LineOutcome::Error(ReadWhy::InOrder {
            keyword: "TRIBUNE".to_string(),
            why: Box::new(e),
        }),
        _ => err(
            "TRIBUNE",
            Syntax::NoTribuneOrder {
                written: rest.join(" "),
            },
        ),
    }
}

/// A list of cards as written: split at commas and at the word AND; NOTHING or NONE alone is
/// the empty list.
fn card_list(ws: &[String]) -> Vec<String> {
    if is_none_word(ws) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut cur: Vec<String> = Vec::new();
    let flush = |cur: &mut Vec<String>, out: &mut Vec<String>| {
        let n = name_of(cur);
        if !n.is_empty() {
            out.push(n);
        }
        cur.clear();
    };
    for w in ws {
        if is_word(w, "AND") || w == "," {
            flush(&mut cur, &mut out);
            continue;
        }
        let mut parts = w.split(',').peekable();
        while let Some(p) = parts.next() {
            if !p.is_empty() {
                cur.push(p.to_string());
            }
            if parts.peek().is_some() {
                flush(&mut cur, &mut out);
            }
        }
    }
    flush(&mut cur, &mut out);
    out
}

/// PB-14 / RVN-01: `OFFER [GIVE] <cards> TO <faction> [FOR <cards>]`, `OFFER NONE`.
fn parse_offer(rest: &[String]) -> LineOutcome {
    let rest = match rest.first() {
        Some(w) if is_word(w, "GIVE") => &rest[1..],
        _ => rest,
    };
    if rest.is_empty() {
        return err("OFFER", Syntax::OfferNeedsCardsAndAFaction);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::OfferNone);
    }
    let Some(t) = rest.iter().position(|w| is_word(w, "TO")) else {
        return err("OFFER", Syntax::TheFactionIsMissingWriteTo);
    };
    let f = rest.iter().rposition(|w| is_word(w, "FOR"));
    let (to, get) = match f {
        Some(j) if j > t => (&rest[t + 1..j], card_list(&rest[j + 1..])),
        _ => (&rest[t + 1..], Vec::new()),
    };
    if to.is_empty() {
        return err("OFFER", Syntax::TheFactionIsMissingAfterTo);
    }
    if t == 0 {
        return err("OFFER", Syntax::TheCardsAreMissingBeforeTo);
    }
    let give = card_list(&rest[..t]);
    if give.is_empty() && get.is_empty() {
        return err("OFFER", Syntax::ATradeGivesOrAsksFor);
    }
    LineOutcome::Order(GameOrder::Offer {
        give,
        to: name_of(to),
        get,
    })
}

/// PB-14: `ACCEPT [TRADE] <n>[, <n>…]`, `ACCEPT NONE`.
fn parse_accept(rest: &[String]) -> LineOutcome {
    let rest: Vec<String> = rest
        .iter()
        .filter(|w| !is_word(w, "TRADE") && !is_word(w, "TRADES") && !is_word(w, "OFFER"))
        .cloned()
        .collect();
    if rest.is_empty() {
        return err("ACCEPT", Syntax::AcceptNeedsATradeNumber);
    }
    if is_none_word(&rest) {
        return LineOutcome::Order(GameOrder::AcceptNone);
    }
    let mut numbers = Vec::new();
    for n in card_list(&rest) {
        match n.trim_start_matches('#').parse::<u32>() {
            Ok(v) if v > 0 => {
                if !numbers.contains(&v) {
                    numbers.push(v);
                }
            }
            _ => return err("ACCEPT", Syntax::NotATradeNumber { written: n.clone() }),
        }
    }
    LineOutcome::Order(GameOrder::Accept { numbers })
}

fn is_none_word(ws: &[String]) -> bool {
    ws.len() == 1 && (is_word(&ws[0], "NONE") || is_word(&ws[0], "NOTHING"))
}

fn parse_play(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("PLAY", Syntax::PlayNeedsACard);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::PlayNone);
    }
    // FOR-13: Seduction and Blackmail are played with the persuasion attempt they make
    // unopposed (`PLAY SEDUCTION ON <target> WITH <persuader> [BRIBE n]`, the same as
    // `PERSUADE <target> WITH <persuader> [BRIBE n] SEDUCTION`); Influence Peddling names the
    // opponent it draws from.
    if let Some(card) = rest.first().and_then(|w| unopposed_card(w)) {
        let after = &rest[1..];
        return match after.first() {
            Some(w) if is_word(w, "ON") => parse_persuade_with(&after[1..], Some(card)),
            _ => err("PLAY", Syntax::PlayedWithAttempt { card }),
        };
    }
    if rest.len() >= 2 && is_word(&rest[0], "INFLUENCE") && is_word(&rest[1], "PEDDLING") {
        let after = &rest[2..];
        return match after.first() {
            Some(w) if is_word(w, "ON") && after.len() > 1 => {
                LineOutcome::Order(GameOrder::InfluencePeddling {
                    victim: name_of(&after[1..]),
                })
            }
            _ => err("PLAY", Syntax::NameTheOpponentYouDrawFrom),
        };
    }
    // SEN-55: `PLAY LAW <law>`; SEN-62: `PLAY SERVILIAN LAW TO REPEAL [THE] ACILIAN LAW`.
    if is_word(&rest[0], "LAW") && rest.len() > 1 {
        return LineOutcome::Order(GameOrder::PlayLaw {
            law: name_of(&rest[1..]),
            repeal: false,
        });
    }
    if let Some(j) = rest.iter().position(|w| is_word(w, "REPEAL")) {
        let end = if j > 0 && is_word(&rest[j - 1], "TO") {
            j - 1
        } else {
            j
        };
        if end > 0 {
            return LineOutcome::Order(GameOrder::PlayLaw {
                law: name_of(&rest[..end]),
                repeal: true,
            });
        }
    }
    match rest.iter().rposition(|w| is_word(w, "ON")) {
        Some(0) => err("PLAY", Syntax::TheCardIsMissingBeforeOn),
        Some(j) if j + 1 == rest.len() => err("PLAY", Syntax::TheSenatorIsMissingAfterOn),
        Some(j) => LineOutcome::Order(GameOrder::Play {
            card: name_of(&rest[..j]),
            on: Some(name_of(&rest[j + 1..])),
        }),
        None => LineOutcome::Order(GameOrder::Play {
            card: name_of(rest),
            on: None,
        }),
    }
}

fn parse_income(rest: &[String]) -> LineOutcome {
    if rest.first().is_some_and(|w| is_word(w, "ALL")) {
        return match purse(
            "INCOME",
            rest.get(2..).unwrap_or(&[]),
            Syntax::FactionMissingAfterIncomeAllTo,
        ) {
            Ok(NameOrFaction::Faction) if rest.get(1).is_some_and(|w| is_word(w, "TO")) => {
                LineOutcome::Order(GameOrder::IncomeAllToFaction)
            }
            Err(e) => e,
            _ => err("INCOME", Syntax::IncomeAllGoesToFactionGive),
        };
    }
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("INCOME", e),
    };
    let after = &rest[used..];
    match after.first() {
        Some(w) if is_word(w, "TO") => {
            match purse("INCOME", &after[1..], Syntax::RecipientMissingAfterTo) {
                Ok(to) => LineOutcome::Order(GameOrder::Income { amount, to }),
                Err(e) => e,
            }
        }
        Some(w) => err(
            "INCOME",
            Syntax::MustFollowAmount {
                word: "TO".to_string(),
                written: w.clone(),
            },
        ),
        None => err("INCOME", Syntax::ToFactionOrToSenatorIs),
    }
}

fn parse_contribute(rest: &[String]) -> LineOutcome {
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("CONTRIBUTE", e),
    };
    let after = &rest[used..];
    match after.first() {
        Some(w) if is_word(w, "FROM") => {
            if after.len() < 2 {
                err("CONTRIBUTE", Syntax::TheSenatorIsMissingAfterFrom)
            } else {
                let from = name_of(&after[1..]);
                if from.eq_ignore_ascii_case("FACTION")
                    || from.eq_ignore_ascii_case("FACTION TREASURY")
                {
                    err("CONTRIBUTE", Syntax::ContributionsComeFromASenatorS)
                } else {
                    LineOutcome::Order(GameOrder::Contribute { amount, from })
                }
            }
        }
        Some(w) => err(
            "CONTRIBUTE",
            Syntax::MustFollowAmount {
                word: "FROM".to_string(),
                written: w.clone(),
            },
        ),
        None => err("CONTRIBUTE", Syntax::FromSenatorIsMissing),
    }
}

/// REV-03: `UPKEEP <amount> FROM FACTION|<rebel>`, or `UPKEEP NONE`.
fn parse_upkeep(rest: &[String]) -> LineOutcome {
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::UpkeepNone);
    }
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("UPKEEP", e),
    };
    let after = &rest[used..];
    match after.first() {
        Some(w) if is_word(w, "FROM") => {
            match purse("UPKEEP", &after[1..], Syntax::PurseMissingAfterFrom) {
                Ok(from) => LineOutcome::Order(GameOrder::Upkeep { amount, from }),
                Err(e) => e,
            }
        }
        Some(w) => err(
            "UPKEEP",
            Syntax::MustFollowAmount {
                word: "FROM".to_string(),
                written: w.clone(),
            },
        ),
        None => err("UPKEEP", Syntax::FromFactionOrFromRebelIs),
    }
}

fn parse_transfer(rest: &[String]) -> LineOutcome {
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::TransferNone);
    }
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("TRANSFER", e),
    };
    let after = &rest[used..];
    let (Some(f), Some(t)) = (position_of(after, "FROM"), position_of(after, "TO")) else {
        return err("TRANSFER", Syntax::BothFromAndToAreNeeded);
    };
    // Either order: FROM a TO b, or TO b FROM a.
    let (from_ws, to_ws) = if f < t {
        (&after[f + 1..t], &after[t + 1..])
    } else {
        (&after[f + 1..], &after[t + 1..f])
    };
    if f.min(t) != 0 {
        return err(
            "TRANSFER",
            Syntax::MustFollowAmount {
                word: "FROM".to_string(),
                written: after[0].clone(),
            },
        );
    }
    let from = match purse("TRANSFER", from_ws, Syntax::SourceMissingAfterFrom) {
        Ok(p) => p,
        Err(e) => return e,
    };
    let to = match purse("TRANSFER", to_ws, Syntax::RecipientMissingAfterTo) {
        Ok(p) => p,
        Err(e) => return e,
    };
    LineOutcome::Order(GameOrder::Transfer { amount, from, to })
}

fn bare_upper(w: &str) -> String {
    w.trim_matches(|c: char| matches!(c, ',' | ':' | ';' | '!' | '?' | '.' | '(' | ')'))
        .to_ascii_uppercase()
}

/// `NO PERSUASION`, `NO KNIGHTS`, `NO GAMES`, `NO LEADER CHANGE`, `NO BRIBES`,
/// `NO COUNTERBRIBES`, `NO BID`. "No" followed by anything else is ordinary text.
fn parse_no(rest: &[String]) -> LineOutcome {
    let Some(first) = rest.first() else {
        return LineOutcome::Ignored;
    };
    let part = bare_upper(first);
    let (order, tails): (GameOrder, &[&str]) = match part.as_str() {
        "PERSUASION" | "PERSUASIONS" | "PERSUADE" => {
            (GameOrder::NoPersuasion, &["ATTEMPT", "ATTEMPTS"])
        }
        "KNIGHTS" | "KNIGHT" => (GameOrder::NoKnights, &["ACTION", "ACTIONS"]),
        "GAMES" | "GAME" => (GameOrder::NoGames, &[]),
        "LEADER" => (GameOrder::NoLeader, &["CHANGE"]),
        "BRIBES" | "BRIBE" => (GameOrder::NoBribes, &[]),
        "COUNTERBRIBES" | "COUNTERBRIBE" | "COUNTER-BRIBES" | "COUNTER-BRIBE" => {
            (GameOrder::NoCounterbribes, &[])
        }
        "BID" | "BIDS" => (GameOrder::NoBid, &[]),
        "PROPOSAL" | "PROPOSALS" => (GameOrder::NoProposals, &[]),
        "VOTE" => (GameOrder::NoVote, &[]),
        "VETO" => (GameOrder::NoVeto, &[]),
        "PRIEST" | "PRIESTHOOD" => (GameOrder::NoPriest, &[]),
        "TRIBUNE" | "TRIBUNES" => (GameOrder::NoTribuneProposal, &["PROPOSAL"]),
        "APPOINTMENT" | "APPOINT" => (GameOrder::NoAppointment, &["OF", "DICTATOR"]),
        "APPEAL" => (GameOrder::NoAppeal, &[]),
        "ASSASSINATION" | "ASSASSINATE" => (GameOrder::NoAssassination, &["ATTEMPT"]),
        "BODYGUARDS" | "BODYGUARD" => (GameOrder::Bodyguards { cards: 0 }, &[]),
        _ => return LineOutcome::Ignored,
    };
    let tail = &rest[1..];
    if tail.is_empty() || (tail.len() == 1 && tails.contains(&bare_upper(&tail[0]).as_str())) {
        return LineOutcome::Order(order);
    }
    err(
        "NO",
        Syntax::NothingAfter {
            order: order.to_string(),
            written: tail.join(" "),
        },
    )
}

/// An amount that must end the line: `(amount, error)`.
fn final_amount(keyword: &str, ws: &[String], what: &str) -> Result<u32, LineOutcome> {
    if ws.is_empty() {
        return Err(err(
            keyword,
            Syntax::AmountMissingAfter {
                word: what.to_string(),
            },
        ));
    }
    let (amount, used) = parse_amount(ws).map_err(|e| err(keyword, e))?;
    if used < ws.len() {
        return Err(err(
            keyword,
            Syntax::NothingAfterAmount {
                word: what.to_string(),
                written: ws[used..].join(" "),
            },
        ));
    }
    Ok(amount)
}

/// SEN-50 / SEN-51: `ASSASSINATE <target> BY <assassin> [WITH <n> ASSASSIN[S]]`; also the first
/// form of the order language, `ASSASSINATE <target> WITH <assassin> [ASSASSIN]`.
fn parse_assassinate(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("ASSASSINATE", Syntax::AssassinateNeedsATargetAndBy);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoAssassination);
    }
    let is_card = |w: &String| is_word(w, "ASSASSIN") || is_word(w, "ASSASSINS");
    // How many Assassin cards: "<n> ASSASSIN(S)", "ASSASSIN(S)" (one), or nothing.
    let cards_of = |ws: &[String]| -> Result<u32, LineOutcome> {
        match ws {
            [] => Ok(0),
            [c] if is_card(c) => Ok(1),
            [n, c] if is_card(c) => match parse_amount(std::slice::from_ref(n)) {
                Ok((k, _)) => Ok(k),
                Err(e) => Err(err("ASSASSINATE", e)),
            },
            _ => Err(err(
                "ASSASSINATE",
                Syntax::NotAssassinCards {
                    written: ws.join(" "),
                },
            )),
        }
    };
    let (target, assassin, cards) = match position_of(rest, "BY") {
        Some(b) => {
            let after = &rest[b + 1..];
            let (who, cards) = match position_of(after, "WITH") {
                Some(w) => match cards_of(&after[w + 1..]) {
                    Ok(k) => (&after[..w], k),
                    Err(e) => return e,
                },
                None => (after, 0),
            };
            (&rest[..b], who, cards)
        }
        None => match position_of(rest, "WITH") {
            Some(w) => {
                let after = &rest[w + 1..];
                let (who, cards) = match after.iter().position(is_card) {
                    Some(c) if c > 0 && is_card(&after[c]) && c + 1 == after.len() => {
                        // "WITH Fabius ASSASSIN" or "WITH Fabius 2 ASSASSINS".
                        match parse_amount(std::slice::from_ref(&after[c - 1])) {
                            Ok((k, _)) if c > 1 => (&after[..c - 1], k),
                            _ => (&after[..c], 1),
                        }
                    }
                    _ => (after, 0),
                };
                (&rest[..w], who, cards)
            }
            None => return err("ASSASSINATE", Syntax::ByAssassinIsMissing),
        },
    };
    if target.is_empty() {
        return err("ASSASSINATE", Syntax::TheTargetIsMissing);
    }
    if assassin.is_empty() {
        return err("ASSASSINATE", Syntax::TheAssassinIsMissingAfterBy);
    }
    LineOutcome::Order(GameOrder::Assassinate {
        target: name_of(target),
        assassin: name_of(assassin),
        cards,
    })
}

/// FOR-13: the card word of an unopposed attempt.
fn unopposed_card(w: &str) -> Option<rules::api::UnopposedCard> {
    let w = w.trim_end_matches(|c: char| c.is_ascii_punctuation());
    if is_word(w, "SEDUCTION") {
        Some(rules::api::UnopposedCard::Seduction)
    } else if is_word(w, "BLACKMAIL") {
        Some(rules::api::UnopposedCard::Blackmail)
    } else {
        None
    }
}

fn parse_persuade(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("PERSUADE", Syntax::PersuadeNeedsATargetAndWith);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoPersuasion);
    }
    // FOR-13: a trailing SEDUCTION or BLACKMAIL (also USING / PLAYING SEDUCTION) plays the card.
    let mut rest = rest;
    let mut card = None;
    if let Some(c) = rest.last().and_then(|w| unopposed_card(w)) {
        card = Some(c);
        rest = &rest[..rest.len() - 1];
        if rest
            .last()
            .is_some_and(|w| is_word(w, "USING") || is_word(w, "PLAYING"))
        {
            rest = &rest[..rest.len() - 1];
        }
    }
    parse_persuade_with(rest, card)
}

/// `<target> WITH <persuader> [BRIBE <n>]`, with the card already read (FOR-13).
fn parse_persuade_with(rest: &[String], card: Option<rules::api::UnopposedCard>) -> LineOutcome {
    if rest.is_empty() {
        return err("PERSUADE", Syntax::PersuadeNeedsATargetAndWith);
    }
    let Some(w) = rest
        .iter()
        .position(|x| is_word(x, "WITH") || is_word(x, "BY"))
    else {
        return err("PERSUADE", Syntax::WithPersuaderIsMissing);
    };
    if w == 0 {
        return err("PERSUADE", Syntax::TheTargetIsMissingBeforeWith);
    }
    let after = &rest[w + 1..];
    let (persuader, bribe) = match after.iter().position(|x| is_word(x, "BRIBE")) {
        Some(b) => match final_amount("PERSUADE", &after[b + 1..], "BRIBE") {
            Ok(n) => (&after[..b], n),
            Err(e) => return e,
        },
        None => (after, 0),
    };
    if persuader.is_empty() {
        return err("PERSUADE", Syntax::ThePersuaderIsMissingAfterWith);
    }
    LineOutcome::Order(GameOrder::Persuade {
        target: name_of(&rest[..w]),
        persuader: name_of(persuader),
        bribe,
        card,
    })
}

fn parse_knights(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("KNIGHTS", Syntax::KnightsNeedsASenator);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoKnights);
    }
    match position_of(rest, "SPEND") {
        Some(0) => err("KNIGHTS", Syntax::TheSenatorIsMissingBeforeSpend),
        Some(j) => match final_amount("KNIGHTS", &rest[j + 1..], "SPEND") {
            Ok(spend) => LineOutcome::Order(GameOrder::Knights {
                senator: name_of(&rest[..j]),
                spend,
            }),
            Err(e) => e,
        },
        None => LineOutcome::Order(GameOrder::Knights {
            senator: name_of(rest),
            spend: 0,
        }),
    }
}

fn parse_pressure(rest: &[String]) -> LineOutcome {
    if rest
        .first()
        .is_some_and(|w| is_word(w, "KNIGHTS") || is_word(w, "KNIGHT"))
    {
        return err("PRESSURE", Syntax::SayHowManyKnightsEG);
    }
    let (knights, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("PRESSURE", e),
    };
    if knights == 0 {
        return err("PRESSURE", Syntax::PressureAtLeast1KnightNo);
    }
    let after = &rest[used..];
    if !after
        .first()
        .is_some_and(|w| is_word(w, "KNIGHTS") || is_word(w, "KNIGHT"))
    {
        return err("PRESSURE", Syntax::KnightsOfSenatorMustFollowThe);
    }
    let after = &after[1..];
    if !after
        .first()
        .is_some_and(|w| is_word(w, "OF") || is_word(w, "FROM"))
    {
        return err("PRESSURE", Syntax::OfSenatorMustFollowKnights);
    }
    if after.len() < 2 {
        return err("PRESSURE", Syntax::TheSenatorIsMissingAfterOf);
    }
    LineOutcome::Order(GameOrder::Pressure {
        knights,
        senator: name_of(&after[1..]),
    })
}

/// The kind of games named by some words (any case; `&` for AND, hyphens as spaces).
pub fn games_kind(words: &str) -> Option<GamesKind> {
    let t = words
        .to_ascii_uppercase()
        .replace('&', " AND ")
        .replace(['-', '\'', '"'], " ");
    let t = t.split_whitespace().collect::<Vec<_>>().join(" ");
    match t.as_str() {
        "SLICE" | "SLICE AND DICE" | "SLICE N DICE" | "SLICE DICE" | "SLICEANDDICE" => {
            Some(GamesKind::SliceAndDice)
        }
        "BLOOD" | "BLOOD FEST" | "BLOODFEST" => Some(GamesKind::BloodFest),
        "GLADIATOR" | "GLADIATORS" | "GLADIATOR GALA" | "GLADIATORIAL" | "GLADIATORIAL GALA" => {
            Some(GamesKind::GladiatorGala)
        }
        _ => None,
    }
}

fn parse_games(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("GAMES", Syntax::GamesNeedsASponsorAndThe);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoGames);
    }
    for len in (1..=rest.len().min(4)).rev() {
        let split = rest.len() - len;
        if let Some(kind) = games_kind(&rest[split..].join(" ")) {
            if split == 0 {
                return err("GAMES", Syntax::TheSponsoringSenatorIsMissing);
            }
            return LineOutcome::Order(GameOrder::Games {
                senator: name_of(&rest[..split]),
                kind,
            });
        }
    }
    err("GAMES", Syntax::TheKindOfGamesMustEnd)
}

fn parse_bribe(keyword: &str, rest: &[String]) -> LineOutcome {
    if is_none_word(rest) {
        return LineOutcome::Order(if keyword == "BRIBE" {
            GameOrder::NoBribes
        } else {
            GameOrder::NoCounterbribes
        });
    }
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err(keyword, e),
    };
    let after = &rest[used..];
    match after.first() {
        Some(w) if is_word(w, "ON") => {
            if after.len() < 2 {
                return err(keyword, Syntax::TheTargetIsMissingAfterOn);
            }
            // PB-05 (S004/31-32): bribes and counter-bribes "cannot be conditional; they must
            // specify a given amount": an IF after the target is refused as such, not read as
            // part of a name.
            if let Some(i) = after.iter().skip(2).position(|w| is_word(w, "IF")) {
                return err(
                    keyword,
                    Syntax::BribeConditional {
                        condition: after[2 + i..].join(" "),
                    },
                );
            }
            let target = name_of(&after[1..]);
            LineOutcome::Order(if keyword == "BRIBE" {
                GameOrder::Bribe { amount, target }
            } else {
                GameOrder::Counterbribe { amount, target }
            })
        }
        Some(w) => err(
            keyword,
            Syntax::MustFollowAmount {
                word: "ON".to_string(),
                written: w.clone(),
            },
        ),
        None => err(keyword, Syntax::OnTargetIsMissing),
    }
}

/// Words that make a bid depend on other players' bids, which seed 004 forbids.
const OTHER_BIDS_WORDS: &[&str] = &[
    "MORE",
    "HIGHER",
    "HIGHEST",
    "BEAT",
    "BEATS",
    "OUTBID",
    "THAN",
    "MATCH",
    "MATCHES",
    "ABOVE",
    "EXCEED",
    "EXCEEDS",
    "OTHER",
    "OTHERS",
    "ANYONE",
    "ANYBODY",
    "EVERYONE",
    "OPPONENT",
    "OPPONENTS",
    "BIDS",
    "BIDDER",
    "BIDDERS",
    "BIDDING",
    "RAISE",
    "TOP",
];

fn outcome_of(word: &str) -> Option<bool> {
    match bare_upper(word).as_str() {
        "SUCCEEDS" | "SUCCEED" | "SUCCEEDED" | "SUCCESSFUL" | "SUCCESS" | "WORKS" | "WINS" => {
            Some(true)
        }
        "FAILS" | "FAIL" | "FAILED" | "UNSUCCESSFUL" | "FAILURE" => Some(false),
        _ => None,
    }
}

/// After IF: `PERSUASION OF <target> SUCCEEDS|FAILS`, or `<target> IS [NOT] PERSUADED`.
fn bid_condition(ws: &[String]) -> Result<(String, bool), LineOutcome> {
    let bad = || err("BID", Syntax::AfterIfWritePersuasionOfTarget);
    let mut ws = ws;
    if ws.first().is_some_and(|w| is_word(w, "THE")) {
        ws = &ws[1..];
    }
    let Some((last, init)) = ws.split_last() else {
        return Err(bad());
    };
    if is_word(last, "PERSUADED") {
        let (target, succeeds) = match init {
            [t @ .., is, not] if is_word(is, "IS") && is_word(not, "NOT") => (t, false),
            [t @ .., isnt] if is_word(isnt, "ISN'T") => (t, false),
            [t @ .., is] if is_word(is, "IS") => (t, true),
            _ => return Err(bad()),
        };
        if target.is_empty() {
            return Err(bad());
        }
        return Ok((name_of(target), succeeds));
    }
    let Some(succeeds) = outcome_of(last) else {
        return Err(bad());
    };
    let mut t = init;
    if t.first()
        .is_some_and(|w| is_word(w, "PERSUASION") || is_word(w, "ATTEMPT"))
    {
        t = &t[1..];
        if t.first().is_some_and(|w| is_word(w, "ATTEMPT")) {
            t = &t[1..];
        }
        if t.first()
            .is_some_and(|w| is_word(w, "OF") || is_word(w, "ON"))
        {
            t = &t[1..];
        } else {
            return Err(bad());
        }
    } else {
        return Err(bad());
    }
    if t.is_empty() {
        return Err(err("BID", Syntax::TheTargetIsMissingAfterPersuasion));
    }
    Ok((name_of(t), succeeds))
}

fn parse_bid(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("BID", Syntax::BidNeedsAnAmountAndFrom);
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoBid);
    }
    if rest.iter().any(|w| {
        let u = bare_upper(w);
        OTHER_BIDS_WORDS.contains(&u.as_str())
            || (u.starts_with('+') && u[1..].starts_with(|c: char| c.is_ascii_digit()))
    }) {
        return LineOutcome::Error(ReadWhy::BidOnBids);
    }
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("BID", e),
    };
    let after = &rest[used..];
    if after.is_empty() && amount == 0 {
        return LineOutcome::Order(GameOrder::NoBid);
    }
    match after.first() {
        Some(w) if is_word(w, "FROM") => {}
        Some(w) => {
            return err(
                "BID",
                Syntax::MustFollowAmount {
                    word: "FROM".to_string(),
                    written: w.clone(),
                },
            );
        }
        None => return err("BID", Syntax::FromSenatorIsMissingSayWho),
    }
    let after = &after[1..];
    let (from, condition) = match position_of(after, "IF") {
        Some(i) => match bid_condition(&after[i + 1..]) {
            Ok(c) => (&after[..i], Some(c)),
            Err(e) => return e,
        },
        None => (after, None),
    };
    if from.is_empty() {
        return err("BID", Syntax::TheBiddingSenatorIsMissingAfter);
    }
    LineOutcome::Order(GameOrder::Bid {
        amount,
        from: name_of(from),
        condition,
    })
}

fn parse_spoils(rest: &[String]) -> LineOutcome {
    let Some((last, names)) = rest.split_last() else {
        return err("SPOILS", Syntax::SpoilsNeedsAGovernorAndYes);
    };
    let take = if is_word(last, "YES") {
        true
    } else if is_word(last, "NO") {
        false
    } else {
        return err("SPOILS", Syntax::YesOrNoMustEndThe);
    };
    if names.is_empty() {
        return err("SPOILS", Syntax::TheGovernorIsMissing);
    }
    LineOutcome::Order(GameOrder::Spoils {
        governor: name_of(names),
        take,
    })
}

/// REV-07: `GRAIN <concession> DOUBLE|SINGLE` (YES/NO are read as DOUBLE/SINGLE).
fn parse_grain(rest: &[String]) -> LineOutcome {
    let Some((last, names)) = rest.split_last() else {
        return err("GRAIN", Syntax::GrainNeedsAGrainConcessionAnd);
    };
    let double = if is_word(last, "DOUBLE") || is_word(last, "YES") {
        true
    } else if is_word(last, "SINGLE") || is_word(last, "NO") {
        false
    } else {
        return err("GRAIN", Syntax::DoubleOrSingleMustEndThe);
    };
    if names.is_empty() {
        return err("GRAIN", Syntax::TheGrainConcessionIsMissing);
    }
    LineOutcome::Order(GameOrder::Grain {
        concession: name_of(names),
        double,
    })
}

// ---------------------------------------------------------------- Senate and Revolution

fn is_and(w: &str) -> bool {
    is_word(w, "AND") || w == "&" || w == ","
}

/// SEN-35: the posts of `NOMINATE GOVERNOR`, split at AND, `&` and commas (a comma may end a
/// word: `Sicilia,`); empty parts are left out.
fn governor_posts(ws: &[String]) -> Vec<Vec<String>> {
    let mut parts = vec![Vec::new()];
    for w in ws {
        if is_and(w) {
            parts.push(Vec::new());
            continue;
        }
        let bare = w.trim_end_matches(',');
        if !bare.is_empty()
            && let Some(last) = parts.last_mut()
        {
            last.push(bare.to_string());
        }
        if w.ends_with(',') {
            parts.push(Vec::new());
        }
    }
    parts.retain(|p| !p.is_empty());
    parts
}

/// The position of the first of `kws` in `ws` at or after `from`.
fn position_any(ws: &[String], kws: &[&str], from: usize) -> Option<usize> {
    ws.iter()
        .enumerate()
        .skip(from)
        .find(|(_, w)| kws.iter().any(|k| is_word(w, k)))
        .map(|(i, _)| i)
}

/// Two names joined by AND (or `&`): `Cornelius AND Fabius`.
fn two_names(keyword: &str, ws: &[String], what: Pair) -> Result<(String, String), LineOutcome> {
    let Some(a) = ws.iter().position(|w| is_and(w)) else {
        return Err(err(keyword, Syntax::PairNotJoined(what)));
    };
    if a == 0 {
        return Err(err(keyword, Syntax::PairFirstMissing(what)));
    }
    if a + 1 == ws.len() {
        return Err(err(keyword, Syntax::PairSecondMissing(what)));
    }
    Ok((name_of(&ws[..a]), name_of(&ws[a + 1..])))
}

fn parse_nominate(rest: &[String]) -> LineOutcome {
    let Some(first) = rest.first() else {
        return err(
            "NOMINATE",
            Syntax::NominateNeedsConsulsPontifexDictatorCensor,
        );
    };
    let office = bare_upper(first);
    let after = &rest[1..];
    match office.as_str() {
        // SEN-57: NOMINATE CONSUL FOR LIFE <senator>.
        "CONSUL"
            if after.first().is_some_and(|w| is_word(w, "FOR"))
                && after.get(1).is_some_and(|w| is_word(w, "LIFE")) =>
        {
            if after.len() < 3 {
                err("NOMINATE", Syntax::TheSenatorIsMissingAfterConsul)
            } else {
                LineOutcome::Order(GameOrder::Propose(ProposalOrder::ConsulForLife {
                    senator: name_of(&after[2..]),
                }))
            }
        }
        "CONSULS" | "CONSUL" => match two_names("NOMINATE", after, Pair::Consuls) {
            Ok((first, second)) => {
                LineOutcome::Order(GameOrder::Propose(ProposalOrder::Consuls { first, second }))
            }
            Err(e) => e,
        },
        "PONTIFEX" => {
            let after = match after.first() {
                Some(w) if is_word(w, "MAXIMUS") => &after[1..],
                _ => after,
            };
            if after.is_empty() {
                err("NOMINATE", Syntax::TheSenatorIsMissingAfterPontifex)
            } else {
                LineOutcome::Order(GameOrder::Propose(ProposalOrder::Pontifex {
                    senator: name_of(after),
                }))
            }
        }
        "GOVERNOR" | "GOVERNORS" => {
            // SEN-35: one post, or several joined by AND or commas.
            let mut posts = Vec::new();
            for part in governor_posts(after) {
                let Some(m) = position_any(&part, &["FOR", "OF", "TO"], 0) else {
                    return err("NOMINATE", Syntax::TheProvinceIsMissingNominateGovernor);
                };
                if m == 0 {
                    return err("NOMINATE", Syntax::TheSenatorIsMissingAfterGovernor);
                }
                if m + 1 >= part.len() {
                    return err("NOMINATE", Syntax::TheProvinceIsMissingAfterFor);
                }
                posts.push((name_of(&part[..m]), name_of(&part[m + 1..])));
            }
            match posts.as_slice() {
                [] => err("NOMINATE", Syntax::TheSenatorIsMissingAfterGovernor),
                [(senator, province)] => {
                    LineOutcome::Order(GameOrder::Propose(ProposalOrder::Governor {
                        senator: senator.clone(),
                        province: province.clone(),
                    }))
                }
                _ => LineOutcome::Order(GameOrder::Propose(ProposalOrder::Governors { posts })),
            }
        }
        "CENSOR" => {
            if after.is_empty() {
                err("NOMINATE", Syntax::TheSenatorIsMissingAfterCensor)
            } else {
                LineOutcome::Order(GameOrder::Propose(ProposalOrder::Censor {
                    censor: name_of(after),
                }))
            }
        }
        "DICTATOR" => {
            // MASTER OF [THE] HORSE <y>, MOH <y>, WITH <y>.
            let Some(m) = position_any(after, &["MASTER", "MOH", "WITH"], 0) else {
                return err("NOMINATE", Syntax::MasterOfHorseMissing);
            };
            let mut j = m + 1;
            if is_word(&after[m], "MASTER") {
                if after.get(j).is_some_and(|w| is_word(w, "OF")) {
                    j += 1;
                }
                if after.get(j).is_some_and(|w| is_word(w, "THE")) {
                    j += 1;
                }
                if after.get(j).is_some_and(|w| is_word(w, "HORSE")) {
                    j += 1;
                } else {
                    return err("NOMINATE", Syntax::WriteMasterOfHorseSenator);
                }
            }
            if m == 0 {
                return err("NOMINATE", Syntax::TheDictatorIsMissingAfterDictator);
            }
            if j >= after.len() {
                return err("NOMINATE", Syntax::MasterOfHorseMissingAtEnd);
            }
            LineOutcome::Order(GameOrder::Propose(ProposalOrder::Dictator {
                dictator: name_of(&after[..m]),
                master: name_of(&after[j..]),
            }))
        }
        _ => err(
            "NOMINATE",
            Syntax::NoSuchOffice {
                written: first.clone(),
            },
        ),
    }
}

fn parse_prosecute(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("PROSECUTE", Syntax::ProsecuteNeedsTheAccusedMinorOr);
    }
    let Some(by) = rest.iter().rposition(|w| is_word(w, "BY")) else {
        return err("PROSECUTE", Syntax::ByProsecutorIsMissing);
    };
    if by + 1 == rest.len() {
        return err("PROSECUTE", Syntax::TheProsecutorIsMissingAfterBy);
    }
    let head = &rest[..by];
    let Some(m) = position_any(head, &["MINOR", "MAJOR"], 1) else {
        if head.is_empty() || position_any(head, &["MINOR", "MAJOR"], 0) == Some(0) {
            return err("PROSECUTE", Syntax::TheAccusedIsMissing);
        }
        return err("PROSECUTE", Syntax::MinorOrMajorMustFollowThe);
    };
    let major = is_word(&head[m], "MAJOR");
    let tail = &head[m + 1..];
    let reason = match tail.first() {
        None => None,
        Some(w) if is_word(w, "FOR") => {
            if tail.len() < 2 {
                return err("PROSECUTE", Syntax::TheReasonIsMissingAfterFor);
            }
            Some(name_of(&tail[1..]))
        }
        Some(w) => {
            return err("PROSECUTE", Syntax::AfterMinorMajor { written: w.clone() });
        }
    };
    LineOutcome::Order(GameOrder::Propose(ProposalOrder::Prosecute {
        accused: name_of(&head[..m]),
        major,
        reason,
        prosecutor: name_of(&rest[by + 1..]),
    }))
}

/// `<n> LEGIONS [AND] <m> FLEETS` in either order, either part optional (not both).
/// Veteran Legions are named in a SEND only (`parse_units`).
pub fn parse_forces(ws: &[String]) -> Result<(u32, u32), Syntax> {
    let (legions, fleets, veterans) = parse_units(ws)?;
    if !veterans.is_empty() {
        return Err(Syntax::VeteransNotHere);
    }
    Ok((legions, fleets))
}

/// SEN-44 (LR 1.09.64/1): `<n> LEGIONS`, `<m> FLEETS` and any `<k> VETERAN LEGIONS [OF
/// <senator>]` joined by AND, in any order. The Legions returned count the Veterans too.
pub fn parse_units(ws: &[String]) -> Result<(u32, u32, Vec<VeteransOrder>), Syntax> {
    let mut legions = None;
    let mut fleets = None;
    let mut veterans: Vec<VeteransOrder> = Vec::new();
    let mut i = 0;
    while i < ws.len() {
        if is_and(&ws[i]) {
            i += 1;
            continue;
        }
        let (n, used) = parse_amount(&ws[i..]).map_err(|_| Syntax::NotANumberOfUnits {
            written: ws[i].clone(),
        })?;
        let Some(unit) = ws.get(i + used) else {
            return Err(Syntax::UnitMissing { n });
        };
        if matches!(bare_upper(unit).as_str(), "VETERAN" | "VETERANS") {
            // `<k> VETERAN[S] [LEGION[S]] [OF <senator>]`, the name up to the next AND.
            let mut j = i + used + 1;
            if ws
                .get(j)
                .is_some_and(|w| matches!(bare_upper(w).as_str(), "LEGION" | "LEGIONS"))
            {
                j += 1;
            }
            let mut of = None;
            if ws.get(j).is_some_and(|w| is_word(w, "OF")) {
                let start = j + 1;
                let end = (start..ws.len())
                    .find(|k| is_and(&ws[*k]))
                    .unwrap_or(ws.len());
                if end == start {
                    return Err(Syntax::VeteransOfMissing { n });
                }
                of = Some(name_of(&ws[start..end]));
                j = end;
            }
            if n == 0 {
                return Err(Syntax::NoVeteranLegion);
            }
            veterans.push(VeteransOrder { count: n, of });
            i = j;
            continue;
        }
        match bare_upper(unit).as_str() {
            "LEGION" | "LEGIONS" | "L" => {
                if legions.replace(n).is_some() {
                    return Err(Syntax::LegionsTwice);
                }
            }
            "FLEET" | "FLEETS" | "F" => {
                if fleets.replace(n).is_some() {
                    return Err(Syntax::FleetsTwice);
                }
            }
            _ => {
                return Err(Syntax::NotAUnit {
                    n,
                    written: unit.clone(),
                });
            }
        }
        i += used + 1;
    }
    if legions.is_none() && fleets.is_none() && veterans.is_empty() {
        return Err(Syntax::HowManyUnits);
    }
    let named = veterans.iter().fold(0u32, |a, v| a.saturating_add(v.count));
    Ok((
        legions.unwrap_or(0).saturating_add(named),
        fleets.unwrap_or(0),
        veterans,
    ))
}

/// A Land Bill type: I, II, III, 1, 2, 3 (also "TYPE II").
fn land_bill_level(w: &str) -> Option<u8> {
    match bare_upper(w).as_str() {
        "I" | "1" => Some(1),
        "II" | "2" => Some(2),
        "III" | "3" => Some(3),
        _ => None,
    }
}

/// After LAND BILL: `[TYPE] I|II|III BY …`; returns the level and the words after it.
fn after_land_bill(ws: &[String]) -> Result<(u8, &[String]), LineOutcome> {
    let mut ws = ws;
    if ws.first().is_some_and(|w| is_word(w, "LAND")) {
        ws = &ws[1..];
        if ws.first().is_some_and(|w| is_word(w, "BILL")) {
            ws = &ws[1..];
        } else {
            return Err(err("PROPOSE", Syntax::WriteLandBill));
        }
    } else if ws
        .first()
        .is_some_and(|w| is_word(w, "LANDBILL") || is_word(w, "LAND-BILL"))
    {
        ws = &ws[1..];
    } else {
        return Err(err("PROPOSE", Syntax::LandBillMustFollow));
    }
    if ws.first().is_some_and(|w| is_word(w, "TYPE")) {
        ws = &ws[1..];
    }
    let Some(level) = ws.first().and_then(|w| land_bill_level(w)) else {
        return Err(err("PROPOSE", Syntax::TheLandBillSTypeI));
    };
    Ok((level, &ws[1..]))
}

/// SEN-15: `PRIEST <senator> [FROM <priest>]` (also `PRIEST TO <senator>`).
fn parse_priest(rest: &[String]) -> LineOutcome {
    let ws = match rest.first() {
        Some(w) if is_word(w, "TO") => &rest[1..],
        _ => rest,
    };
    let (who, from) = match position_of(ws, "FROM") {
        Some(k) => (&ws[..k], Some(&ws[k + 1..])),
        None => (ws, None),
    };
    if who.is_empty() {
        return err("PRIEST", Syntax::PriestNeedsTheSenatorWhoBecomes);
    }
    if from.is_some_and(<[String]>::is_empty) {
        return err("PRIEST", Syntax::ThePriestLosingHisPriesthoodIs);
    }
    LineOutcome::Order(GameOrder::Priest {
        senator: name_of(who),
        from: from.map(name_of),
    })
}

/// SEN-18: after RECALL, `[THE] PONTIFEX [MAXIMUS]`: the words left (a name, or none).
fn recall_pontifex_words(ws: &[String]) -> Option<&[String]> {
    let ws = match ws.first() {
        Some(w) if is_word(w, "THE") => &ws[1..],
        _ => ws,
    };
    let ws = match ws.first() {
        Some(w) if is_word(w, "PONTIFEX") => &ws[1..],
        _ => return None,
    };
    Some(match ws.first() {
        Some(w) if is_word(w, "MAXIMUS") => &ws[1..],
        _ => ws,
    })
}

fn parse_propose(rest: &[String]) -> LineOutcome {
    let Some(first) = rest.first() else {
        return err("PROPOSE", Syntax::ProposeNeedsAProposal);
    };
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoProposals);
    }
    let after = &rest[1..];
    let order = |p| LineOutcome::Order(GameOrder::Propose(p));
    match bare_upper(first).as_str() {
        // REV-17: the Bequest waiting in the Forum.
        "COLLECT" | "RETRIEVE" | "BEQUEST" => order(ProposalOrder::CollectBequest),
        "REJECT" => {
            let words: Vec<String> = after.iter().map(|w| bare_upper(w)).collect();
            match words.first().map(String::as_str) {
                Some("RHODIAN" | "RHODIANS" | "RHODES") => order(ProposalOrder::RejectRhodian),
                _ => err("PROPOSE", Syntax::WriteProposeRejectRhodianTheRhodian),
            }
        }
        "ADJOURN" | "ADJOURNMENT" => {
            if after.is_empty() {
                order(ProposalOrder::Adjourn)
            } else {
                err("PROPOSE", Syntax::NothingMayFollowAdjourn)
            }
        }
        "CONSULS" | "CONSUL" | "CENSOR" | "DICTATOR" | "PONTIFEX" | "GOVERNOR" => {
            parse_nominate(rest)
        }
        "PROSECUTE" | "PROSECUTION" => parse_prosecute(after),
        "RAISE" | "RECRUIT" => match parse_forces(after) {
            Ok((legions, fleets)) => order(ProposalOrder::Raise { legions, fleets }),
            Err(e) => err("PROPOSE", e),
        },
        "GARRISON" => {
            let Some(t) = after
                .iter()
                .rposition(|x| is_word(x, "IN") || is_word(x, "TO"))
            else {
                return err("PROPOSE", Syntax::WriteProposeGarrisonNLegionsIn);
            };
            if t + 1 >= after.len() {
                return err("PROPOSE", Syntax::TheProvinceIsMissingAfterIn);
            }
            match parse_forces(&after[..t]) {
                Ok((legions, 0)) if legions > 0 => order(ProposalOrder::Garrison {
                    legions,
                    province: name_of(&after[t + 1..]),
                }),
                Ok(_) => err("PROPOSE", Syntax::AGarrisonIsOneOrMore),
                Err(e) => err("PROPOSE", e),
            }
        }
        "SEND" | "DEPLOY" if after.iter().filter(|x| is_word(x, "WITH")).count() > 1 => {
            // SEN-44 (LR 1.09.641/5): a package; each part ends at the AND before the next
            // part's WITH (the AND of "LEGIONS AND FLEETS" stands before the part's TO).
            let withs: Vec<usize> = (0..after.len())
                .filter(|j| is_word(&after[*j], "WITH"))
                .collect();
            let mut sends = Vec::new();
            let mut start = 0;
            for (k, w) in withs.iter().enumerate() {
                let end = match withs.get(k + 1) {
                    Some(next) => match (w + 1..*next).rev().find(|j| is_and(&after[*j])) {
                        Some(a) => a,
                        None => {
                            return err("PROPOSE", Syntax::JoinTheCommandersOfAPackage);
                        }
                    },
                    None => after.len(),
                };
                match parse_propose(
                    &std::iter::once("SEND".to_string())
                        .chain(after[start..end].iter().cloned())
                        .collect::<Vec<_>>(),
                ) {
                    LineOutcome::Order(GameOrder::Propose(s @ ProposalOrder::Send { .. })) => {
                        sends.push(s);
                    }
                    LineOutcome::Order(_) => {
                        return err("PROPOSE", Syntax::EachPartOfAPackageIs);
                    }
                    other => return other,
                }
                start = end + 1;
            }
            order(ProposalOrder::SendPackage { sends })
        }
        "SEND" | "DEPLOY" => {
            let (Some(w), Some(t)) = (
                position_of(after, "WITH"),
                after
                    .iter()
                    .rposition(|x| is_word(x, "TO") || is_word(x, "AGAINST")),
            ) else {
                return err("PROPOSE", Syntax::WriteProposeSendCommanderWithN);
            };
            let c_end = w.min(t);
            if c_end == 0 {
                return err("PROPOSE", Syntax::TheCommanderIsMissingAfterSend);
            }
            let (forces_ws, war_ws) = if w < t {
                (&after[w + 1..t], &after[t + 1..])
            } else {
                (&after[w + 1..], &after[t + 1..w])
            };
            if war_ws.is_empty() {
                return err("PROPOSE", Syntax::TheWarIsMissingAfterTo);
            }
            match parse_units(forces_ws) {
                Ok((legions, fleets, veterans)) => order(ProposalOrder::Send {
                    commander: name_of(&after[..c_end]),
                    war: name_of(war_ws),
                    legions,
                    fleets,
                    veterans,
                }),
                Err(e) => err("PROPOSE", e),
            }
        }
        "DISBAND" | "ELIMINATE" => match parse_units(after) {
            Ok((0, 0, _)) => err("PROPOSE", Syntax::DisbandAtLeastOneLegionOr),
            Ok((legions, fleets, veterans)) => order(ProposalOrder::Disband {
                legions,
                fleets,
                veterans,
            }),
            Err(e) => err("PROPOSE", e),
        },
        "REPLACE" => {
            let Some(b) = position_of(after, "BY") else {
                return err("PROPOSE", Syntax::WriteProposeReplaceProconsulByCommander);
            };
            if b == 0 {
                return err("PROPOSE", Syntax::TheProconsulIsMissingAfterReplace);
            }
            let w = position_of(after, "WITH").filter(|w| *w > b);
            let c_end = w.unwrap_or(after.len());
            if c_end <= b + 1 {
                return err("PROPOSE", Syntax::TheNewCommanderIsMissingAfter);
            }
            let (legions, fleets, veterans) = match w {
                Some(w) => match parse_units(&after[w + 1..]) {
                    Ok(x) => x,
                    Err(e) => return err("PROPOSE", e),
                },
                None => (0, 0, Vec::new()),
            };
            order(ProposalOrder::Replace {
                proconsul: name_of(&after[..b]),
                commander: name_of(&after[b + 1..c_end]),
                legions,
                fleets,
                veterans,
            })
        }
        // SEN-18: `RECALL [THE] PONTIFEX [MAXIMUS] [<senator>]`.
        "RECALL" if recall_pontifex_words(after).is_some() => {
            let name = recall_pontifex_words(after).unwrap_or_default();
            order(ProposalOrder::RecallPontifex {
                senator: (!name.is_empty()).then(|| name_of(name)),
            })
        }
        "RECALL" if after.first().is_some_and(|w| is_word(w, "GARRISON")) => {
            let rest_ws = &after[1..];
            let Some(t) = rest_ws.iter().rposition(|x| is_word(x, "FROM")) else {
                return err("PROPOSE", Syntax::WriteProposeRecallGarrisonNLegions);
            };
            if t + 1 >= rest_ws.len() {
                return err("PROPOSE", Syntax::TheProvinceIsMissingAfterFrom);
            }
            match parse_forces(&rest_ws[..t]) {
                Ok((legions, 0)) if legions > 0 => order(ProposalOrder::RecallGarrison {
                    legions,
                    province: name_of(&rest_ws[t + 1..]),
                }),
                Ok(_) => err("PROPOSE", Syntax::AGarrisonIsOneOrMore),
                Err(e) => err("PROPOSE", e),
            }
        }
        "RECALL" if !after.is_empty() && parse_amount(&after[..1]).is_ok() => {
            let Some(t) = after.iter().rposition(|x| is_word(x, "FROM")) else {
                return err("PROPOSE", Syntax::WriteProposeRecallNLegionsAnd);
            };
            if t + 1 >= after.len() {
                return err("PROPOSE", Syntax::TheProconsulIsMissingAfterFrom);
            }
            match parse_units(&after[..t]) {
                Ok((0, 0, _)) => err("PROPOSE", Syntax::RecallAtLeastOneLegionOr),
                Ok((legions, fleets, veterans)) => order(ProposalOrder::RecallUnits {
                    commander: name_of(&after[t + 1..]),
                    legions,
                    fleets,
                    veterans,
                }),
                Err(e) => err("PROPOSE", e),
            }
        }
        "RECALL" => {
            if after.is_empty() {
                err("PROPOSE", Syntax::TheProconsulIsMissingAfterRecall)
            } else {
                order(ProposalOrder::Recall {
                    commander: name_of(after),
                })
            }
        }
        "REINFORCE" => {
            let Some(w) = position_of(after, "WITH") else {
                return err("PROPOSE", Syntax::WriteProposeReinforceProconsulWithN);
            };
            if w == 0 {
                return err("PROPOSE", Syntax::TheProconsulIsMissingAfterReinforce);
            }
            match parse_units(&after[w + 1..]) {
                Ok((legions, fleets, veterans)) => order(ProposalOrder::Reinforce {
                    commander: name_of(&after[..w]),
                    legions,
                    fleets,
                    veterans,
                }),
                Err(e) => err("PROPOSE", e),
            }
        }
        "LAND" | "LANDBILL" | "LAND-BILL" => {
            let (level, tail) = match after_land_bill(rest) {
                Ok(x) => x,
                Err(e) => return e,
            };
            if !tail.first().is_some_and(|w| is_word(w, "BY")) {
                return err("PROPOSE", Syntax::BySponsorAndCoSponsorMust);
            }
            match two_names("PROPOSE", &tail[1..], Pair::Sponsors) {
                Ok((sponsor, cosponsor)) => order(ProposalOrder::LandBill {
                    level,
                    sponsor,
                    cosponsor,
                }),
                Err(e) => e,
            }
        }
        "REPEAL" => {
            let (level, tail) = match after_land_bill(after) {
                Ok(x) => x,
                Err(e) => return e,
            };
            if level == 1 {
                return err("PROPOSE", Syntax::OnlyALandBillIiOr);
            }
            if !tail.first().is_some_and(|w| is_word(w, "BY")) || tail.len() < 2 {
                return err("PROPOSE", Syntax::BySponsorMustFollowTheLand);
            }
            order(ProposalOrder::Repeal {
                level,
                sponsor: name_of(&tail[1..]),
            })
        }
        "CONCESSION" | "CONCESSIONS" => {
            // SEN-39: one grant, or several joined by AND or commas (LR 1.09.61/2).
            let mut grants = Vec::new();
            for part in governor_posts(after) {
                let Some(t) = part.iter().rposition(|w| is_word(w, "TO")) else {
                    return err("PROPOSE", Syntax::ToSenatorIsMissing);
                };
                if t == 0 {
                    return err("PROPOSE", Syntax::TheConcessionIsMissingAfterConcession);
                }
                if t + 1 == part.len() {
                    return err("PROPOSE", Syntax::TheSenatorIsMissingAfterTo);
                }
                grants.push((name_of(&part[..t]), name_of(&part[t + 1..])));
            }
            match grants.as_slice() {
                [] => err("PROPOSE", Syntax::TheConcessionIsMissingAfterConcession),
                [(concession, senator)] => order(ProposalOrder::Concession {
                    concession: concession.clone(),
                    senator: senator.clone(),
                }),
                _ => order(ProposalOrder::Concessions { grants }),
            }
        }
        _ => err(
            "PROPOSE",
            Syntax::NoSuchProposal {
                written: first.clone(),
            },
        ),
    }
}

fn vote_choice(w: &str) -> Option<VoteChoice> {
    match bare_upper(w).as_str() {
        "YES" | "AYE" | "FOR" | "Y" => Some(VoteChoice::Yes),
        "NO" | "NAY" | "AGAINST" | "N" => Some(VoteChoice::No),
        "ABSTAIN" | "ABSTAINS" | "ABSTENTION" => Some(VoteChoice::Abstain),
        _ => None,
    }
}

fn parse_vote(rest: &[String]) -> LineOutcome {
    let Some(first) = rest.first() else {
        return err("VOTE", Syntax::VoteNeedsYesNoOrAbstain);
    };
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::NoVote);
    }
    // SEN-02 house rule "agenda vote": VOTE ON <n> YES|NO|ABSTAIN.
    if is_word(first, "ON") {
        let at = rest
            .get(1)
            .and_then(|w| w.trim_start_matches('#').parse::<u32>().ok());
        let choice = rest.get(2).and_then(|w| vote_choice(w));
        return match (at, choice, rest.len()) {
            (Some(at), Some(choice), 3) => LineOutcome::Order(GameOrder::VoteAgenda { at, choice }),
            _ => err("VOTE", Syntax::VoteOnShape),
        };
    }
    let Some(choice) = vote_choice(first) else {
        // VOTE <senator> YES|NO|ABSTAIN.
        let Some((last, names)) = rest.split_last() else {
            return err("VOTE", Syntax::VoteNeedsYesNoOrAbstain);
        };
        let Some(choice) = vote_choice(last) else {
            return err(
                "VOTE",
                Syntax::NoVoteChoice {
                    written: first.clone(),
                },
            );
        };
        if position_any(names, &["BUY", "UP"], 0).is_some() {
            return err("VOTE", Syntax::ASenatorSOwnVoteTakes);
        }
        return LineOutcome::Order(GameOrder::VoteSplit {
            senator: name_of(names),
            choice,
        });
    };
    let mut buy = Vec::new();
    let mut up_to = None;
    let mut i = 1;
    while i < rest.len() {
        let w = &rest[i];
        if is_word(w, "BUY") || is_word(w, "BUYING") {
            let (n, used) = match parse_amount(&rest[i + 1..]) {
                Ok(a) => a,
                Err(e) => return err("VOTE", Syntax::AfterBuy(Box::new(e))),
            };
            let j = i + 1 + used;
            // "BUY 3 VOTES FROM x" / "BUY 3 FROM x".
            let j = if rest
                .get(j)
                .is_some_and(|w| is_word(w, "VOTES") || is_word(w, "VOTE"))
            {
                j + 1
            } else {
                j
            };
            if !rest
                .get(j)
                .is_some_and(|w| is_word(w, "FROM") || is_word(w, "WITH"))
            {
                return err("VOTE", Syntax::FromSenatorMustFollowBuyN);
            }
            let end = position_any(rest, &["BUY", "BUYING", "UP"], j + 1).unwrap_or(rest.len());
            if end == j + 1 {
                return err("VOTE", Syntax::TheSenatorIsMissingAfterFrom);
            }
            buy.push((n, name_of(&rest[j + 1..end])));
            i = end;
        } else if is_word(w, "UP") {
            if !rest.get(i + 1).is_some_and(|w| is_word(w, "TO")) {
                return err("VOTE", Syntax::WriteUpToN);
            }
            let (n, used) = match parse_amount(&rest[i + 2..]) {
                Ok(a) => a,
                Err(e) => return err("VOTE", Syntax::AfterUpTo(Box::new(e))),
            };
            if up_to.replace(n).is_some() {
                return err("VOTE", Syntax::UpToIsNamedTwice);
            }
            i += 2 + used;
        } else {
            return err("VOTE", Syntax::AfterVote { written: w.clone() });
        }
    }
    LineOutcome::Order(GameOrder::Vote { choice, buy, up_to })
}

fn parse_prefer(rest: &[String]) -> LineOutcome {
    let Some((last, names)) = rest.split_last() else {
        return err("PREFER", Syntax::PreferNeedsRomeOrField);
    };
    let seat = match bare_upper(last).as_str() {
        "ROME" => ConsulSeat::Rome,
        "FIELD" => ConsulSeat::Field,
        _ => return err("PREFER", Syntax::RomeOrFieldMustEndThe),
    };
    // "PREFER Cornelius AS ROME", "PREFER Cornelius FOR FIELD", "PREFER THE FIELD".
    let mut names = names;
    if let Some((l, init)) = names.split_last()
        && (is_word(l, "AS") || is_word(l, "FOR") || is_word(l, "THE") || is_word(l, "IN"))
    {
        names = init;
    }
    LineOutcome::Order(GameOrder::Prefer {
        senator: (!names.is_empty()).then(|| name_of(names)),
        seat,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> LineOutcome {
        parse_line(&clean_line(s))
    }

    /// SEN-55 / SEN-62 / SEN-34: `PLAY LAW <law>`, the Servilian repeal and `FINE <senator>`;
    /// `PLAY <law>` stays a card play, read against the hand by the interpreter.
    #[test]
    fn sen_55_play_law_and_sen_34_fine_parse() {
        assert_eq!(
            order("PLAY LAW Tradition Erodes"),
            GameOrder::PlayLaw {
                law: "Tradition Erodes".into(),
                repeal: false
            }
        );
        assert_eq!(
            order("play Servilian Law to repeal the Acilian Law"),
            GameOrder::PlayLaw {
                law: "Servilian Law".into(),
                repeal: true
            }
        );
        assert_eq!(
            order("FINE Cornelius"),
            GameOrder::Fine {
                governor: "Cornelius".into()
            }
        );
        assert_eq!(
            order("PLAY Calpurnian Law"),
            GameOrder::Play {
                card: "Calpurnian Law".into(),
                on: None
            }
        );
        assert_eq!(
            order("PLAY LAW Military Reforms").to_string(),
            "PLAY LAW Military Reforms"
        );
    }

    fn order(s: &str) -> GameOrder {
        match p(s) {
            LineOutcome::Order(o) => o,
            other => panic!("{s}: {other:?}"),
        }
    }

    fn error(s: &str) -> ReadWhy {
        match p(s) {
            LineOutcome::Error(e) => e,
            other => panic!("{s}: {other:?}"),
        }
    }

    /// Issue 11, fault 8: a meta order is a line that is exactly the command and its
    /// arguments; prose that starts with the same word is text, not an order.
    #[test]
    fn meta_orders_are_whole_lines_only() {
        let p = |l: &str| parse_line(&clean_line(l));
        assert_eq!(p("Orders follow."), LineOutcome::Ignored);
        assert_eq!(p("Ready when you are"), LineOutcome::Ignored);
        assert_eq!(p("Status update: all fine"), LineOutcome::Ignored);
        assert_eq!(p("Game on!"), LineOutcome::Ignored);
        assert_eq!(p("Standing by."), LineOutcome::Ignored);
        assert_eq!(p("ORDERS"), LineOutcome::Meta(MetaOrder::Orders));
        assert_eq!(p("orders."), LineOutcome::Meta(MetaOrder::Orders));
        assert_eq!(p("Ready!"), LineOutcome::Meta(MetaOrder::Ready));
        assert_eq!(p("STATUS"), LineOutcome::Meta(MetaOrder::Status));
        assert_eq!(
            p("TIMEZONE Europe/Rome"),
            LineOutcome::Meta(MetaOrder::Timezone("Europe/Rome".into()))
        );
        assert_eq!(
            p("mail digest"),
            LineOutcome::Meta(MetaOrder::MailDigest(true))
        );
        assert_eq!(
            p("MAIL EVERY"),
            LineOutcome::Meta(MetaOrder::MailDigest(false))
        );
        assert_eq!(p("Mail me later"), LineOutcome::Ignored);
        // Issue 25 §2: absences.
        let d = AbsentDate {
            year: 2026,
            month: 12,
            day: 24,
        };
        assert_eq!(
            p("ABSENT UNTIL 2026-12-24"),
            LineOutcome::Meta(MetaOrder::Absent {
                until: d,
                mail: false
            })
        );
        assert_eq!(
            p("absent until 2026/12/24 mail"),
            LineOutcome::Meta(MetaOrder::Absent {
                until: d,
                mail: true
            })
        );
        assert_eq!(
            MetaOrder::Absent {
                until: d,
                mail: true
            }
            .to_string(),
            "ABSENT UNTIL 2026-12-24 MAIL"
        );
        assert_eq!(p("Back."), LineOutcome::Meta(MetaOrder::Back));
        assert_eq!(p("Back soon, promise"), LineOutcome::Ignored);
        assert_eq!(p("Absent friends"), LineOutcome::Ignored);
        for bad in [
            "ABSENT",
            "ABSENT UNTIL",
            "ABSENT UNTIL 2026-02-30",
            "ABSENT UNTIL 2026-13-01",
            "ABSENT UNTIL next week",
            "ABSENT UNTIL 24/12/2026",
            "ABSENT UNTIL 2026-12-24 EMAIL",
        ] {
            assert!(matches!(p(bad), LineOutcome::Error(_)), "{bad}");
        }
        assert!(matches!(
            p("ABSENT UNTIL 2027-02-29"),
            LineOutcome::Error(_)
        ));
        assert!(matches!(
            p("ABSENT UNTIL 2028-02-29"),
            LineOutcome::Meta(MetaOrder::Absent { .. })
        ));
        assert_eq!(p("Timezone is fine by me"), LineOutcome::Ignored);
        assert!(matches!(p("TIMEZONE"), LineOutcome::Error(_)));
        assert_eq!(
            p("GAME g1a2b3c"),
            LineOutcome::Meta(MetaOrder::Game("g1a2b3c".into()))
        );
        assert!(matches!(p("GAME"), LineOutcome::Error(_)));
        assert!(matches!(p("STANDING READY"), LineOutcome::Error(_)));
    }

    #[test]
    fn clean_line_tolerates_mail_client_text() {
        assert_eq!(clean_line("  LEADER\u{a0}Cornelius.  "), "LEADER Cornelius");
        assert_eq!(clean_line("income\t3 to Corn\r"), "income 3 to Corn");
        assert_eq!(clean_line("# default: LEADER Cornelius"), "");
        assert_eq!(clean_line("LEADER #1 # my man"), "LEADER #1");
        assert_eq!(clean_line("LEADER Cornelius (#1)"), "LEADER Cornelius (#1)");
        assert_eq!(clean_line("- PLAY Scipio"), "PLAY Scipio");
        assert_eq!(
            clean_line("LEADER \u{201C}Cornelius\u{201D}"),
            "LEADER \"Cornelius\""
        );
    }

    #[test]
    fn amounts_in_every_form() {
        let w = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
        assert_eq!(parse_amount(&w("5")), Ok((5, 1)));
        assert_eq!(parse_amount(&w("5T")), Ok((5, 1)));
        assert_eq!(parse_amount(&w("5t")), Ok((5, 1)));
        assert_eq!(parse_amount(&w("5 t")), Ok((5, 2)));
        assert_eq!(parse_amount(&w("5 talents")), Ok((5, 2)));
        assert_eq!(parse_amount(&w("1 talent")), Ok((1, 2)));
        assert_eq!(parse_amount(&w("0")), Ok((0, 1)));
        assert_eq!(parse_amount(&w("100000")), Ok((100_000, 1)));
        assert!(parse_amount(&w("100001")).is_err());
        assert!(parse_amount(&w("99999999999999999999")).is_err());
        assert!(parse_amount(&w("2.5")).is_err());
        assert!(parse_amount(&w("-3")).is_err());
        assert!(parse_amount(&w("five")).is_err());
        assert!(parse_amount(&w("5x")).is_err());
    }

    #[test]
    fn every_order_form() {
        assert_eq!(
            order("LEADER Cornelius"),
            GameOrder::Leader {
                senator: "Cornelius".into()
            }
        );
        assert_eq!(
            order("Leader: Scipio Africanus"),
            GameOrder::Leader {
                senator: "Scipio Africanus".into()
            }
        );
        assert_eq!(
            order("play Scipio"),
            GameOrder::Play {
                card: "Scipio".into(),
                on: None
            }
        );
        assert_eq!(
            order("PLAY TAX FARMER 1 ON Cornelius"),
            GameOrder::Play {
                card: "TAX FARMER 1".into(),
                on: Some("Cornelius".into())
            }
        );
        assert_eq!(order("PLAY NONE"), GameOrder::PlayNone);
        assert_eq!(
            order("income all to faction"),
            GameOrder::IncomeAllToFaction
        );
        assert_eq!(
            order("INCOME 7 TO FACTION"),
            GameOrder::Income {
                amount: 7,
                to: NameOrFaction::Faction
            }
        );
        assert_eq!(
            order("income 3t to Cornelius."),
            GameOrder::Income {
                amount: 3,
                to: NameOrFaction::Name("Cornelius".into())
            }
        );
        assert_eq!(
            order("CONTRIBUTE 10 talents FROM Fabius"),
            GameOrder::Contribute {
                amount: 10,
                from: "Fabius".into()
            }
        );
        assert_eq!(
            order("TRANSFER 4 FROM Cornelius TO Fabius"),
            GameOrder::Transfer {
                amount: 4,
                from: NameOrFaction::Name("Cornelius".into()),
                to: NameOrFaction::Name("Fabius".into())
            }
        );
        assert_eq!(
            order("transfer 1 talent to faction from Cornelius"),
            GameOrder::Transfer {
                amount: 1,
                from: NameOrFaction::Name("Cornelius".into()),
                to: NameOrFaction::Faction
            }
        );
        assert_eq!(order("TRANSFER NONE"), GameOrder::TransferNone);
        assert_eq!(
            order("SPOILS Aemilius no"),
            GameOrder::Spoils {
                governor: "Aemilius".into(),
                take: false
            }
        );
        assert_eq!(
            order("VOTE YES"),
            GameOrder::Vote {
                choice: VoteChoice::Yes,
                buy: vec![],
                up_to: None
            }
        );
        assert!(matches!(
            parse_line("ASSASSINATE Claudius"),
            LineOutcome::Error(_)
        ));
    }

    /// SEN-50 / SEN-51: the assassination orders.
    #[test]
    fn sen_50_assassination_order_forms() {
        let a = |target: &str, assassin: &str, cards: u32| GameOrder::Assassinate {
            target: target.into(),
            assassin: assassin.into(),
            cards,
        };
        assert_eq!(
            order("ASSASSINATE Claudius BY Fabius"),
            a("Claudius", "Fabius", 0)
        );
        assert_eq!(
            order("assassinate Claudius by Fabius with 2 assassins"),
            a("Claudius", "Fabius", 2)
        );
        assert_eq!(
            order("ASSASSINATE Claudius BY Fabius WITH ASSASSIN"),
            a("Claudius", "Fabius", 1)
        );
        // The first form of the order language (ORDERS.md).
        assert_eq!(
            order("ASSASSINATE Claudius WITH Fabius ASSASSIN"),
            a("Claudius", "Fabius", 1)
        );
        assert_eq!(
            order("ASSASSINATE Claudius WITH Fabius"),
            a("Claudius", "Fabius", 0)
        );
        assert_eq!(order("NO ASSASSINATION"), GameOrder::NoAssassination);
        assert_eq!(order("BODYGUARDS 2"), GameOrder::Bodyguards { cards: 2 });
        assert_eq!(order("NO BODYGUARDS"), GameOrder::Bodyguards { cards: 0 });
        assert_eq!(order("BODYGUARD 1"), GameOrder::Bodyguards { cards: 1 });
        for o in [
            a("Claudius", "Fabius", 1),
            GameOrder::Bodyguards { cards: 0 },
        ] {
            assert_eq!(order(&o.to_string()), o);
        }
    }

    /// SEN-18: `PROPOSE RECALL [THE] PONTIFEX [MAXIMUS] [<senator>]`.
    #[test]
    fn sen_18_recall_pontifex_forms() {
        let prop = |t: &str| match order(t) {
            GameOrder::Propose(p) => p,
            o => panic!("{t}: {o:?}"),
        };
        for (t, senator) in [
            ("PROPOSE RECALL PONTIFEX", None),
            ("propose recall the Pontifex Maximus", None),
            ("PROPOSE RECALL PONTIFEX MAXIMUS Fabius", Some("Fabius")),
        ] {
            assert_eq!(
                prop(t),
                ProposalOrder::RecallPontifex {
                    senator: senator.map(String::from)
                },
                "{t}"
            );
        }
        for t in ["PROPOSE RECALL PONTIFEX", "PROPOSE RECALL PONTIFEX Fabius"] {
            assert_eq!(prop(t).to_string(), t, "canonical text");
        }
        // A Proconsul's recall is still read as before.
        assert_eq!(
            prop("PROPOSE RECALL Fabius"),
            ProposalOrder::Recall {
                commander: "Fabius".into()
            }
        );
    }

    /// PB-07 / PB-10: every proposal form.
    #[test]
    fn pb_07_proposal_forms() {
        let prop = |t: &str| match order(t) {
            GameOrder::Propose(p) => p,
            other => panic!("{t}: {other:?}"),
        };
        assert_eq!(
            prop("nominate consuls Cornelius and Fabius"),
            ProposalOrder::Consuls {
                first: "Cornelius".into(),
                second: "Fabius".into()
            }
        );
        assert_eq!(
            prop("NOMINATE CONSULS Cornelius (#1) & Scipio Africanus"),
            ProposalOrder::Consuls {
                first: "Cornelius (#1)".into(),
                second: "Scipio Africanus".into()
            }
        );
        assert_eq!(
            prop("NOMINATE CENSOR Valerius"),
            ProposalOrder::Censor {
                censor: "Valerius".into()
            }
        );
        for t in [
            "NOMINATE DICTATOR Fabius MASTER OF HORSE Valerius",
            "NOMINATE DICTATOR Fabius MASTER OF THE HORSE Valerius",
            "NOMINATE DICTATOR Fabius WITH Valerius",
            "PROPOSE DICTATOR Fabius MOH Valerius",
        ] {
            assert_eq!(
                prop(t),
                ProposalOrder::Dictator {
                    dictator: "Fabius".into(),
                    master: "Valerius".into()
                },
                "{t}"
            );
        }
        assert_eq!(
            prop("PROSECUTE Aemilius MINOR FOR MAJOR BY Claudius"),
            ProposalOrder::Prosecute {
                accused: "Aemilius".into(),
                major: false,
                reason: Some("MAJOR".into()),
                prosecutor: "Claudius".into()
            }
        );
        assert_eq!(
            prop("prosecute Aemilius major by Claudius"),
            ProposalOrder::Prosecute {
                accused: "Aemilius".into(),
                major: true,
                reason: None,
                prosecutor: "Claudius".into()
            }
        );
        assert_eq!(
            prop("PROPOSE RAISE 4 LEGIONS AND 2 FLEETS"),
            ProposalOrder::Raise {
                legions: 4,
                fleets: 2
            }
        );
        assert_eq!(
            prop("PROPOSE RAISE 1 fleet, 3 legions"),
            ProposalOrder::Raise {
                legions: 3,
                fleets: 1
            }
        );
        assert_eq!(
            prop("PROPOSE RAISE 2 LEGIONS"),
            ProposalOrder::Raise {
                legions: 2,
                fleets: 0
            }
        );
        assert_eq!(
            prop("PROPOSE SEND Cornelius WITH 6 LEGIONS 2 FLEETS TO 1st Punic War"),
            ProposalOrder::Send {
                commander: "Cornelius".into(),
                war: "1st Punic War".into(),
                legions: 6,
                fleets: 2,
                veterans: vec![],
            }
        );
        // SEN-44 (LR 1.09.64/1): Veteran Legions named among those sent.
        assert_eq!(
            prop(
                "PROPOSE SEND Fabius WITH 1 LEGION AND 2 VETERAN LEGIONS OF Fabius AND 3 FLEETS TO 1st Illyrian War"
            ),
            ProposalOrder::Send {
                commander: "Fabius".into(),
                war: "1st Illyrian War".into(),
                legions: 3,
                fleets: 3,
                veterans: vec![VeteransOrder {
                    count: 2,
                    of: Some("Fabius".into())
                }],
            }
        );
        assert_eq!(
            prop("PROPOSE SEND Fabius WITH 2 VETERAN LEGIONS TO Illyrian"),
            ProposalOrder::Send {
                commander: "Fabius".into(),
                war: "Illyrian".into(),
                legions: 2,
                fleets: 0,
                veterans: vec![VeteransOrder { count: 2, of: None }],
            }
        );
        assert_eq!(
            prop("PROPOSE SEND Cornelius TO Punic 1 WITH 6 LEGIONS"),
            ProposalOrder::Send {
                commander: "Cornelius".into(),
                war: "Punic 1".into(),
                legions: 6,
                fleets: 0,
                veterans: vec![],
            }
        );
        assert_eq!(
            prop("PROPOSE RECALL Fabius"),
            ProposalOrder::Recall {
                commander: "Fabius".into()
            }
        );
        // SEN-43 / SEN-45 / SEN-46: disbanding, replacing, partial and garrison recalls.
        assert_eq!(
            prop("PROPOSE DISBAND 2 LEGIONS AND 1 FLEET"),
            ProposalOrder::Disband {
                legions: 2,
                fleets: 1,
                veterans: vec![],
            }
        );
        assert_eq!(
            prop("PROPOSE DISBAND 1 LEGION AND 1 VETERAN LEGION OF Fabius"),
            ProposalOrder::Disband {
                legions: 2,
                fleets: 0,
                veterans: vec![VeteransOrder {
                    count: 1,
                    of: Some("Fabius".into())
                }],
            }
        );
        assert_eq!(
            prop("PROPOSE REPLACE Fabius BY Cornelius WITH 2 LEGIONS"),
            ProposalOrder::Replace {
                proconsul: "Fabius".into(),
                commander: "Cornelius".into(),
                legions: 2,
                fleets: 0,
                veterans: vec![],
            }
        );
        assert_eq!(
            prop("PROPOSE REPLACE Fabius BY Cornelius"),
            ProposalOrder::Replace {
                proconsul: "Fabius".into(),
                commander: "Cornelius".into(),
                legions: 0,
                fleets: 0,
                veterans: vec![],
            }
        );
        assert_eq!(
            prop("PROPOSE RECALL 2 LEGIONS FROM Fabius"),
            ProposalOrder::RecallUnits {
                commander: "Fabius".into(),
                legions: 2,
                fleets: 0,
                veterans: vec![],
            }
        );
        assert_eq!(
            prop("PROPOSE RECALL 2 VETERAN LEGIONS FROM Fabius"),
            ProposalOrder::RecallUnits {
                commander: "Fabius".into(),
                legions: 2,
                fleets: 0,
                veterans: vec![VeteransOrder { count: 2, of: None }],
            }
        );
        assert_eq!(
            prop("PROPOSE RECALL GARRISON 1 LEGION FROM Sicilia"),
            ProposalOrder::RecallGarrison {
                legions: 1,
                province: "Sicilia".into()
            }
        );
        for t in [
            "PROPOSE DISBAND 2 LEGIONS AND 1 FLEET",
            "PROPOSE REPLACE Fabius BY Cornelius WITH 2 LEGIONS",
            "PROPOSE RECALL 2 LEGIONS FROM Fabius",
            "PROPOSE RECALL GARRISON 1 LEGION FROM Sicilia",
        ] {
            assert_eq!(prop(t).to_string(), t, "canonical text");
        }
        assert_eq!(
            prop("PROPOSE REINFORCE Fabius WITH 1 FLEET"),
            ProposalOrder::Reinforce {
                commander: "Fabius".into(),
                legions: 0,
                fleets: 1,
                veterans: vec![],
            }
        );
        for (t, level) in [
            ("PROPOSE LAND BILL II BY Claudius AND Manlius", 2),
            ("propose land bill 3 by Claudius and Manlius", 3),
            ("PROPOSE LAND BILL TYPE I BY Claudius & Manlius", 1),
        ] {
            assert_eq!(
                prop(t),
                ProposalOrder::LandBill {
                    level,
                    sponsor: "Claudius".into(),
                    cosponsor: "Manlius".into()
                },
                "{t}"
            );
        }
        assert_eq!(
            prop("PROPOSE REPEAL LAND BILL III BY Claudius"),
            ProposalOrder::Repeal {
                level: 3,
                sponsor: "Claudius".into()
            }
        );
        assert_eq!(
            prop("PROPOSE CONCESSION Harbor Fees TO Fabius"),
            ProposalOrder::Concession {
                concession: "Harbor Fees".into(),
                senator: "Fabius".into()
            }
        );
        assert_eq!(prop("ADJOURN"), ProposalOrder::Adjourn);
        assert_eq!(prop("propose adjourn"), ProposalOrder::Adjourn);
        assert_eq!(order("NO PROPOSALS"), GameOrder::NoProposals);
        assert_eq!(order("PROPOSE NONE"), GameOrder::NoProposals);
    }

    /// PB-08 / PB-09 / PB-11 / PB-13: votes, vetoes, appeals, preferences, Revolution orders.
    #[test]
    fn pb_08_vote_and_revolution_forms() {
        assert_eq!(
            order("VOTE YES BUY 3 FROM Cornelius BUY 2 votes FROM Fabius (#2)"),
            GameOrder::Vote {
                choice: VoteChoice::Yes,
                buy: vec![(3, "Cornelius".into()), (2, "Fabius (#2)".into())],
                up_to: None
            }
        );
        assert_eq!(
            order("vote yes up to 10T"),
            GameOrder::Vote {
                choice: VoteChoice::Yes,
                buy: vec![],
                up_to: Some(10)
            }
        );
        assert_eq!(
            order("VOTE Fabius NO"),
            GameOrder::VoteSplit {
                senator: "Fabius".into(),
                choice: VoteChoice::No
            }
        );
        assert_eq!(
            order("VOTE ABSTAIN"),
            GameOrder::Vote {
                choice: VoteChoice::Abstain,
                buy: vec![],
                up_to: None
            }
        );
        assert_eq!(order("NO VOTE"), GameOrder::NoVote);
        // SEN-02 house rule "agenda vote" (issue 21 §2).
        assert_eq!(
            order("VOTE ON 2 NO"),
            GameOrder::VoteAgenda {
                at: 2,
                choice: VoteChoice::No
            }
        );
        assert_eq!(order("VOTE ON 3 NO").to_string(), "VOTE ON 3 NO");
        // FOR-17 house rule "bid ahead" (issue 21 §2).
        assert_eq!(
            order("INITIATIVE 5: NO BID"),
            GameOrder::Ahead {
                initiative: 5,
                order: Box::new(GameOrder::NoBid)
            }
        );
        assert_eq!(
            order("initiative 6: no bid").to_string(),
            "INITIATIVE 6: NO BID"
        );
        assert_eq!(order("TRIBUNE VETO"), GameOrder::Veto);
        assert_eq!(order("Veto"), GameOrder::Veto);
        assert_eq!(order("NO VETO"), GameOrder::NoVeto);
        assert_eq!(order("APPEAL"), GameOrder::Appeal);
        // SEN-27: a Mob Orator's 3d6.
        assert_eq!(order("APPEAL 3D6"), GameOrder::AppealThreeDice);
        assert_eq!(order("appeal with 3d6"), GameOrder::AppealThreeDice);
        assert_eq!(order("NO APPEAL"), GameOrder::NoAppeal);
        assert_eq!(
            order("PREFER ROME"),
            GameOrder::Prefer {
                senator: None,
                seat: ConsulSeat::Rome
            }
        );
        assert_eq!(
            order("PREFER Cornelius AS FIELD"),
            GameOrder::Prefer {
                senator: Some("Cornelius".into()),
                seat: ConsulSeat::Field
            }
        );
        assert_eq!(
            order("DISCARD Tax Farmer 1"),
            GameOrder::Discard {
                card: "Tax Farmer 1".into()
            }
        );
        assert_eq!(order("DISCARD NONE"), GameOrder::DiscardNone);
        assert_eq!(order("RETURN FORCES"), GameOrder::ReturnForces);
        assert_eq!(
            order("REVOLT Cornelius"),
            GameOrder::Revolt {
                rest: "Cornelius".into()
            }
        );
        for text in [
            "VOTE YES BUY 3 FROM Cornelius UP TO 4",
            "VOTE Fabius ABSTAIN",
            "NO VOTE",
            "TRIBUNE VETO",
            "PREFER Cornelius ROME",
            "PREFER FIELD",
            "NOMINATE DICTATOR Fabius MASTER OF HORSE Valerius",
            "PROSECUTE Aemilius MINOR FOR CORRUPT BY Claudius",
            "PROPOSE SEND Cornelius WITH 1 LEGION AND 2 FLEETS TO Punic 1",
            "PROPOSE LAND BILL II BY Claudius AND Manlius",
            "PROPOSE REPEAL LAND BILL III BY Claudius",
            "DISCARD Tribune",
            "RETURN FORCES",
        ] {
            assert_eq!(order(text).to_string(), text);
        }
    }

    /// PB-03 / FOR-09..16: the initiative orders in every form.
    /// SEN-10 / SEN-20 / SEN-49: TRIBUNE PROPOSE|NOMINATE, NO TRIBUNE, APPOINT and MOTION.
    #[test]
    fn sen_10_sen_20_sen_49_tribune_appoint_and_motion_forms() {
        assert_eq!(
            order("TRIBUNE PROPOSE RAISE 2 LEGIONS"),
            GameOrder::TribunePropose(ProposalOrder::Raise {
                legions: 2,
                fleets: 0
            })
        );
        assert_eq!(
            order("Tribune nominate consul for life Julius"),
            GameOrder::TribunePropose(ProposalOrder::ConsulForLife {
                senator: "Julius".into()
            })
        );
        assert_eq!(
            order("TRIBUNE NOMINATE DICTATOR Fabius MASTER OF HORSE Valerius"),
            GameOrder::TribunePropose(ProposalOrder::Dictator {
                dictator: "Fabius".into(),
                master: "Valerius".into()
            })
        );
        assert_eq!(order("NO TRIBUNE"), GameOrder::NoTribuneProposal);
        assert_eq!(order("TRIBUNE NONE"), GameOrder::NoTribuneProposal);
        assert_eq!(order("TRIBUNE VETO"), GameOrder::Veto);
        assert_eq!(
            order("TRIBUNE PROPOSE RAISE 1 FLEET").to_string(),
            "TRIBUNE PROPOSE RAISE 1 FLEET"
        );
        assert_eq!(
            order("APPOINT DICTATOR Fabius MASTER OF HORSE Valerius"),
            GameOrder::Appoint {
                dictator: "Fabius".into(),
                master: "Valerius".into()
            }
        );
        assert_eq!(order("APPOINT NONE"), GameOrder::NoAppointment);
        assert_eq!(order("NO APPOINTMENT"), GameOrder::NoAppointment);
        assert_eq!(
            order("MOTION The Senate thanks Fabius!"),
            GameOrder::Motion {
                text: "The Senate thanks Fabius".into()
            }
        );
    }

    #[test]
    fn pb_03_initiative_order_forms() {
        assert_eq!(
            order("PERSUADE Claudius WITH Cornelius BRIBE 3"),
            GameOrder::Persuade {
                target: "Claudius".into(),
                persuader: "Cornelius".into(),
                bribe: 3,
                card: None
            }
        );
        assert_eq!(
            order("persuade Scipio Africanus with Cornelius (#1) bribe 3 talents."),
            GameOrder::Persuade {
                target: "Scipio Africanus".into(),
                persuader: "Cornelius (#1)".into(),
                bribe: 3,
                card: None
            }
        );
        assert_eq!(
            order("Persuade: Julius by Fabius"),
            GameOrder::Persuade {
                target: "Julius".into(),
                persuader: "Fabius".into(),
                bribe: 0,
                card: None
            }
        );
        // FOR-13: Seduction / Blackmail make the attempt unopposed.
        assert_eq!(
            order("PERSUADE Claudius WITH Cornelius BRIBE 3 SEDUCTION"),
            GameOrder::Persuade {
                target: "Claudius".into(),
                persuader: "Cornelius".into(),
                bribe: 3,
                card: Some(rules::api::UnopposedCard::Seduction)
            }
        );
        assert_eq!(
            order("persuade Claudius with Cornelius using blackmail."),
            GameOrder::Persuade {
                target: "Claudius".into(),
                persuader: "Cornelius".into(),
                bribe: 0,
                card: Some(rules::api::UnopposedCard::Blackmail)
            }
        );
        assert_eq!(
            order("PLAY Blackmail ON Claudius WITH Cornelius BRIBE 2"),
            GameOrder::Persuade {
                target: "Claudius".into(),
                persuader: "Cornelius".into(),
                bribe: 2,
                card: Some(rules::api::UnopposedCard::Blackmail)
            }
        );
        assert_eq!(
            order("PLAY Influence Peddling ON Faction 2"),
            GameOrder::InfluencePeddling {
                victim: "Faction 2".into()
            }
        );
        assert_eq!(order("PERSUADE NONE"), GameOrder::NoPersuasion);
        assert_eq!(order("No persuasion"), GameOrder::NoPersuasion);
        assert_eq!(order("NO PERSUASION ATTEMPT"), GameOrder::NoPersuasion);
        assert_eq!(
            order("KNIGHTS Fabius SPEND 2T"),
            GameOrder::Knights {
                senator: "Fabius".into(),
                spend: 2
            }
        );
        assert_eq!(
            order("knight Fabius"),
            GameOrder::Knights {
                senator: "Fabius".into(),
                spend: 0
            }
        );
        assert_eq!(order("NO KNIGHTS"), GameOrder::NoKnights);
        assert_eq!(order("KNIGHTS NONE"), GameOrder::NoKnights);
        assert_eq!(
            order("PRESSURE 2 KNIGHTS OF Fabius"),
            GameOrder::Pressure {
                knights: 2,
                senator: "Fabius".into()
            }
        );
        assert_eq!(
            order("pressure 1 knight from Fabius"),
            GameOrder::Pressure {
                knights: 1,
                senator: "Fabius".into()
            }
        );
        for (text, kind) in [
            ("GAMES Fabius SLICE", GamesKind::SliceAndDice),
            ("GAMES Fabius Slice and Dice", GamesKind::SliceAndDice),
            ("GAMES Fabius slice & dice", GamesKind::SliceAndDice),
            ("GAMES Fabius Slice-and-Dice", GamesKind::SliceAndDice),
            ("GAMES Fabius BLOOD", GamesKind::BloodFest),
            ("GAMES Fabius Blood Fest", GamesKind::BloodFest),
            ("GAMES Fabius GLADIATOR", GamesKind::GladiatorGala),
            ("GAMES Fabius (#2) Gladiator Gala", GamesKind::GladiatorGala),
        ] {
            let want_name = if text.contains("(#2)") {
                "Fabius (#2)"
            } else {
                "Fabius"
            };
            assert_eq!(
                order(text),
                GameOrder::Games {
                    senator: want_name.into(),
                    kind
                },
                "{text}"
            );
        }
        assert_eq!(order("NO GAMES"), GameOrder::NoGames);
        assert_eq!(order("NO LEADER CHANGE"), GameOrder::NoLeader);
        assert_eq!(order("no leader"), GameOrder::NoLeader);
    }

    /// PB-05 / PB-06: bribes, counter-bribes and bids in every form.
    #[test]
    fn pb_05_pb_06_bribe_and_bid_forms() {
        assert_eq!(
            order("COUNTERBRIBE 5 ON Claudius"),
            GameOrder::Counterbribe {
                amount: 5,
                target: "Claudius".into()
            }
        );
        assert_eq!(
            order("counter-bribe 5T on Claudius"),
            GameOrder::Counterbribe {
                amount: 5,
                target: "Claudius".into()
            }
        );
        assert_eq!(
            order("BRIBE 2 ON Julius"),
            GameOrder::Bribe {
                amount: 2,
                target: "Julius".into()
            }
        );
        assert_eq!(order("NO BRIBES"), GameOrder::NoBribes);
        assert_eq!(order("BRIBE NONE"), GameOrder::NoBribes);
        assert_eq!(order("NO COUNTERBRIBES"), GameOrder::NoCounterbribes);
        assert_eq!(order("COUNTERBRIBE NONE"), GameOrder::NoCounterbribes);
        assert_eq!(
            order("BID 4 FROM Cornelius"),
            GameOrder::Bid {
                amount: 4,
                from: "Cornelius".into(),
                condition: None
            }
        );
        assert_eq!(
            order("BID 6 FROM Cornelius IF PERSUASION OF Claudius FAILS"),
            GameOrder::Bid {
                amount: 6,
                from: "Cornelius".into(),
                condition: Some(("Claudius".into(), false))
            }
        );
        assert_eq!(
            order("bid 6t from Cornelius if the persuasion attempt on Claudius succeeds"),
            GameOrder::Bid {
                amount: 6,
                from: "Cornelius".into(),
                condition: Some(("Claudius".into(), true))
            }
        );
        assert_eq!(
            order("BID 3 FROM Cornelius IF Claudius IS NOT PERSUADED"),
            GameOrder::Bid {
                amount: 3,
                from: "Cornelius".into(),
                condition: Some(("Claudius".into(), false))
            }
        );
        assert_eq!(order("NO BID"), GameOrder::NoBid);
        assert_eq!(order("BID NONE"), GameOrder::NoBid);
        assert_eq!(order("BID 0"), GameOrder::NoBid);
    }

    /// FOR-17 / seed 004: a bid may not depend on the other players' bids.
    #[test]
    fn for_17_bids_on_other_bids_are_refused() {
        for text in [
            "BID one more than Faction 2 FROM Cornelius",
            "BID 1 MORE THAN THE HIGHEST BID FROM Cornelius",
            "BID +1 FROM Cornelius",
            "BID 4 FROM Cornelius IF FACTION 2 BIDS LESS",
            "BID 5 FROM Cornelius to beat anyone",
        ] {
            assert_eq!(error(text), ReadWhy::BidOnBids, "{text}");
        }
    }

    #[test]
    fn forum_errors_say_what_is_expected() {
        // "No" followed by anything else is ordinary text.
        assert_eq!(p("No, thanks"), LineOutcome::Ignored);
        assert_eq!(p("No"), LineOutcome::Ignored);
        assert_eq!(p("No problem at all"), LineOutcome::Ignored);
    }

    #[test]
    fn forum_orders_display_as_they_read() {
        for text in [
            "PERSUADE Claudius WITH Cornelius BRIBE 3",
            "PERSUADE Claudius WITH Cornelius",
            "KNIGHTS Fabius SPEND 0",
            "PRESSURE 2 KNIGHTS OF Fabius",
            "GAMES Fabius BLOOD FEST",
            "NO LEADER CHANGE",
            "COUNTERBRIBE 5 ON Claudius",
            "BRIBE 2 ON Julius",
            "BID 6 FROM Cornelius IF PERSUASION OF Claudius FAILS",
            "NO BID",
            "NO BRIBES",
            "NO COUNTERBRIBES",
            "NO PERSUASION",
            "NO KNIGHTS",
            "NO GAMES",
        ] {
            assert_eq!(order(text).to_string(), text);
            assert_eq!(order(&order(text).to_string()), order(text));
        }
    }

    #[test]
    fn meta_orders() {
        assert_eq!(p("HELP"), LineOutcome::Meta(MetaOrder::Help(None)));
        assert_eq!(
            p("help income"),
            LineOutcome::Meta(MetaOrder::Help(Some("income".into())))
        );
        assert_eq!(p("STATUS"), LineOutcome::Meta(MetaOrder::Status));
        assert_eq!(p("Orders"), LineOutcome::Meta(MetaOrder::Orders));
        assert_eq!(p("READY."), LineOutcome::Meta(MetaOrder::Ready));
        assert_eq!(
            p("CANCEL REVENUE"),
            LineOutcome::Meta(MetaOrder::Cancel("REVENUE".into()))
        );
        assert_eq!(
            p("GAME grome77"),
            LineOutcome::Meta(MetaOrder::Game("grome77".into()))
        );
        assert_eq!(
            p("STANDING CLEAR"),
            LineOutcome::Meta(MetaOrder::StandingClear)
        );
        assert_eq!(
            p("STANDING SPOILS Aemilius NO"),
            LineOutcome::Meta(MetaOrder::Standing(GameOrder::Spoils {
                governor: "Aemilius".into(),
                take: false
            }))
        );
        assert_eq!(p("Status?"), LineOutcome::Meta(MetaOrder::Status));
        // Issue 25 §3.
        assert_eq!(p("BOARD"), LineOutcome::Meta(MetaOrder::Board));
        assert_eq!(p("Board games are fun"), LineOutcome::Ignored);
        assert_eq!(
            p("picture off"),
            LineOutcome::Meta(MetaOrder::Picture(false))
        );
        assert_eq!(p("PICTURE ON"), LineOutcome::Meta(MetaOrder::Picture(true)));
        assert_eq!(p("Picture this"), LineOutcome::Ignored);
        assert_eq!(p("READY when you are"), LineOutcome::Ignored);
        assert!(matches!(p("STANDING"), LineOutcome::Error(_)));
        assert!(matches!(p("CANCEL"), LineOutcome::Error(_)));
    }

    #[test]
    fn non_orders_are_ignored() {
        assert_eq!(p("Thanks,"), LineOutcome::Ignored);
        assert_eq!(p("Alice"), LineOutcome::Ignored);
        assert_eq!(p("On second thought"), LineOutcome::Ignored);
    }

    #[test]
    fn errors_say_what_is_expected() {}
}
