//! Turning read lines into answers for a faction's open decisions (ORDERS.md).
//!
//! The base for a decision is the answer already submitted this round, else its Default Move.
//! Each accepted line changes the base; a bad line changes nothing and the other lines still
//! apply. Names, cards and amounts are checked against the decision's options; the rules core
//! re-validates on submit.
//!
//! How lines combine:
//! - LEADER sets the leader; PLAY adds a statesman or (re)places a concession; PLAY NONE clears
//!   the plays.
//! - INCOME / CONTRIBUTE / SPOILS set the value for one senator (0 removes an INCOME share or a
//!   contribution). INCOME n TO FACTION is the remainder: it is checked, not applied.
//!   INCOME ALL TO FACTION removes every share.
//! - TRANSFER lines list all transfers: the first TRANSFER line of a mail replaces the transfers
//!   of earlier mails, the following lines of the same mail add to it (so re-sending a whole set
//!   of orders never pays twice). TRANSFER NONE withdraws them.
//! - Forum orders (PB-03, PB-05, PB-06): see the `forum` module. PERSUADE / KNIGHTS / PRESSURE /
//!   GAMES / NO … go to the open Initiative, else to the plan of the open InitiativeBid; LEADER
//!   goes to the open SetupPlays, else the Initiative, else the InitiativeBid's plan.
//! - Senate and Revolution orders (PB-07 .. PB-13): see the `senate` module. NOMINATE /
//!   PROSECUTE / PROPOSE / ADJOURN go to the open SenateProposals, VOTE / VETO / APPEAL / PREFER
//!   to the open SenateVote, PLAY to the open SetupPlays else the Revolution, DISCARD and RETURN
//!   FORCES and REVOLT (RVN-05, `revolt.rs`) to the Revolution.

use super::body::ReadMail;
use super::forum::{
    BidOptions, PlanOptions, apply_bid, apply_bribes, apply_plan, bid_lines, bribes_lines_for,
    bribes_lines_guessed, plan_lines,
};
use super::grammar::{GameOrder, LineOutcome, MetaOrder, NameOrFaction, keyword_phase};
use super::names::{
    Match, card_entry, card_text, hand, match_name, not_in_scope, own_senators, resolve_scoped,
    senator_id_entry, senator_text,
};
use super::read_error::{Commented, ReadError};
use super::read_why::{ReadWhy, Scope};
use super::senate::{
    ProposalOptions, VoteOptions, apply_proposal, apply_vote, proposal_lines, vote_lines,
};
use rules::api::{
    Answer, CardKey, Decision, DecisionId, DecisionKind, DecisionOptions, FactionId, HandCard,
    Purse, RuleError, SenatorId, Transfer, View,
};

pub use super::names::{resolve_hand_card, resolve_senator};

/// What a mail is interpreted against.
#[derive(Debug, Clone, Copy)]
pub struct OrderContext<'a> {
    pub faction: FactionId,
    /// The faction's private view (senators of all factions and the Forum, its own hand).
    pub view: &'a View,
    /// This faction's open decisions.
    pub open: &'a [Decision],
    /// Answers already submitted this round.
    pub current: &'a [(DecisionId, Answer)],
}

/// A line that was understood and applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    pub line_no: usize,
    /// The line as written.
    pub text: String,
    /// The canonical order text, e.g. "INCOME 3 TO Cornelius (#1)".
    pub normalised: String,
    /// Issue 21: the decision the line went to.
    pub decision: Option<DecisionId>,
    /// A plan line read for the faction's own initiative (its number) while an auctioned one
    /// is open too (render notes it beside the line).
    pub own_initiative: Option<u8>,
    /// SEN-02 house rule "agenda vote": `VOTE ON <n>`: the line's vote is on proposal n of the
    /// list announced with the vote, not on the one on the floor (issue 21: the confirmation
    /// names the proposal each line went to).
    pub agenda_at: Option<usize>,
}

/// A line that starts with an order keyword but could not be applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    pub line_no: usize,
    pub text: String,
    /// What was wrong and what is expected (candidates for unknown or ambiguous names), as
    /// data: `render::read_error` words it.
    pub error: ReadError,
}

/// The result of reading one mail's orders.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Interpretation {
    /// One per decision touched by this mail: the new complete answer.
    pub answers: Vec<(DecisionId, Answer)>,
    pub accepted: Vec<Accepted>,
    pub errors: Vec<LineError>,
    /// Lines that are not orders (as written).
    pub ignored: Vec<String>,
    pub meta: Vec<MetaOrder>,
    /// Issue 21: lines that held one order among other words: what was read, what was left.
    pub commented: Vec<Commented>,
    /// FOR-13: cards played outside any decision (Influence Peddling), in the order written;
    /// the caller plays them (`Game::play_anytime`) and reports a refusal on its line.
    pub plays: Vec<PlayRead>,
}

/// FOR-13: a card played when the mail is read (`PLAY INFLUENCE PEDDLING ON <faction>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayRead {
    pub line_no: usize,
    /// The line as written.
    pub text: String,
    /// The canonical order text, e.g. "PLAY INFLUENCE PEDDLING ON Faction 2".
    pub normalised: String,
    pub play: rules::api::AnytimePlay,
}

/// The answer being built for one open decision.
struct Work<'d> {
    decision: &'d Decision,
    answer: Answer,
    /// Accepted lines applied to it.
    lines: usize,
    /// A TRANSFER (or BID) line of this mail has already replaced the earlier list.
    list_restarted: bool,
    /// FOR-17 house rule "bid ahead": the later initiatives whose bids a line of this mail has
    /// already replaced (`INITIATIVE <n>: BID` reads like BID, per initiative).
    ahead_restarted: Vec<u8>,
}

/// What applying one line did.
struct Applied {
    work: usize,
    normalised: String,
    /// For INCOME n TO FACTION: n, checked against the remainder once the whole mail is read.
    faction_income: Option<u32>,
    /// Part of the line was refused (e.g. one BUY of a VOTE line): why; the rest applies.
    refused_part: Option<Vec<ReadWhy>>,
    /// A plan line read for the faction's own initiative while an auction is open.
    own_initiative: Option<u8>,
}

/// Interpret the read lines of a mail against the faction's open decisions.
pub fn interpret(read: &ReadMail, ctx: &OrderContext) -> Interpretation {
    build(read, ctx, &[]).0
}

/// The rules' verdict on a whole answer to one decision (`Game::check`).
pub type AnswerCheck<'a> = &'a dyn Fn(&Decision, &Answer) -> Result<(), RuleError>;

/// Interpret the read lines, and ask the rules (`check`) whether each answer they make is
/// legal. A bad line never erases a good one (issue 10): when an answer is refused, its lines
/// are judged one at a time, in the order written and then again after the others (a line
/// may need a later one, e.g. a TRANSFER paid from an INCOME share written after it); a line
/// the rules refuse is left out and reported on its own line number, with the rules' reason in
/// words; the others stand.
pub fn interpret_checked(
    read: &ReadMail,
    ctx: &OrderContext,
    check: AnswerCheck,
) -> Interpretation {
    let (first, applied_to) = build(read, ctx, &[]);
    let mut skip: Vec<usize> = Vec::new();
    let mut refused: Vec<(usize, RuleError)> = Vec::new();
    for (id, answer) in &first.answers {
        let Some(w) = ctx.open.iter().position(|d| &d.id == id) else {
            continue;
        };
        let decision = &ctx.open[w];
        if check(decision, answer).is_ok() {
            continue;
        }
        let lines: Vec<usize> = applied_to
            .iter()
            .enumerate()
            .filter(|(_, d)| d.as_ref() == Some(id))
            .map(|(i, _)| i)
            .collect();
        // Judge the answer made of the kept lines plus one more.
        let verdict = |kept: &[usize], extra: usize| -> Result<(), RuleError> {
            let others: Vec<usize> = lines
                .iter()
                .copied()
                .filter(|l| *l != extra && !kept.contains(l))
                .chain(skip.iter().copied())
                .collect();
            let (trial, _) = build(read, ctx, &others);
            match trial.answers.iter().find(|(d, _)| d == id) {
                Some((_, a)) => check(decision, a),
                None => Ok(()),
            }
        };
        let mut kept: Vec<usize> = Vec::new();
        let mut pending: Vec<(usize, RuleError)> = Vec::new();
        for &l in &lines {
            match verdict(&kept, l) {
                Ok(()) => kept.push(l),
                Err(e) => pending.push((l, e)),
            }
        }
        loop {
            let before = pending.len();
            let mut still = Vec::new();
            for (l, e) in pending {
                match verdict(&kept, l) {
                    Ok(()) => kept.push(l),
                    Err(_) => still.push((l, e)),
                }
            }
            pending = still;
            if pending.len() == before {
                break;
            }
        }
        for (l, e) in pending {
            skip.push(l);
            refused.push((l, e));
        }
    }
    if skip.is_empty() {
        return first;
    }
    let (mut out, _) = build(read, ctx, &skip);
    for (l, why) in refused {
        let line = &read.lines[l];
        out.errors.push(LineError {
            line_no: line.line_no,
            text: line.text.clone(),
            error: ReadError::LeftOut(why),
        });
    }
    out.errors.sort_by_key(|e| e.line_no);
    out
}

/// Interpret the read lines, leaving out the lines whose index is in `skip`. Also returns, for
/// each read line, the decision its accepted order went to.
fn build(
    read: &ReadMail,
    ctx: &OrderContext,
    skip: &[usize],
) -> (Interpretation, Vec<Option<DecisionId>>) {
    let mut out = Interpretation::default();
    let mut applied_to: Vec<Option<DecisionId>> = vec![None; read.lines.len()];
    let mut work: Vec<Work> = ctx
        .open
        .iter()
        .filter(|d| d.owner == ctx.faction)
        .map(|d| {
            let mine = ctx
                .current
                .iter()
                .find(|(id, a)| id == &d.id && same_kind(a, d.kind))
                .map(|(_, a)| a.clone());
            // Issue 21: a mail changes only the proposals and offers it names; the list the
            // player sent earlier this round stands around them (NO PROPOSALS / OFFER NONE
            // first replace the whole list). A Default Move's list is replaced by the first
            // line, as are the TRANSFER, BID and DISCARD lists of earlier mails.
            let item_wise = mine.is_some()
                && matches!(d.kind, DecisionKind::SenateProposals | DecisionKind::Trades);
            Work {
                decision: d,
                answer: mine.unwrap_or_else(|| d.default.clone()),
                lines: 0,
                list_restarted: item_wise,
                ahead_restarted: Vec::new(),
            }
        })
        .collect();
    let mut faction_income: Vec<(usize, usize, u32)> = Vec::new();

    for (index, line) in read.lines.iter().enumerate() {
        if skip.contains(&index) {
            continue;
        }
        if let Some((order, comment)) = &line.chatter {
            out.commented.push(Commented {
                line_no: line.line_no,
                order: order.clone(),
                comment: comment.clone(),
            });
        }
        match &line.outcome {
            LineOutcome::Ignored => out.ignored.push(line.text.clone()),
            LineOutcome::Meta(m) => out.meta.push(m.clone()),
            LineOutcome::Error(message) => out.errors.push(LineError {
                line_no: line.line_no,
                text: line.text.clone(),
                error: ReadError::Why(message.clone()),
            }),
            LineOutcome::TwoOrders(orders) => out.errors.push(LineError {
                line_no: line.line_no,
                text: line.text.clone(),
                error: ReadError::TwoOrders(orders.clone()),
            }),
            LineOutcome::Order(GameOrder::InfluencePeddling { victim }) => {
                match super::trades::resolve_faction(victim, ctx.view, ctx.faction) {
                    Ok(f) if f == ctx.faction => out.errors.push(LineError {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        error: ReadWhy::PeddlingOwnHand.into(),
                    }),
                    Ok(f) => out.plays.push(PlayRead {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        normalised: format!("PLAY INFLUENCE PEDDLING ON Faction {f}"),
                        play: rules::api::AnytimePlay::InfluencePeddling { victim: f },
                    }),
                    Err(message) => out.errors.push(LineError {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        error: message.into(),
                    }),
                }
            }
            // REV-20 / COM-23: the Open Bodyguard played, Proscription refused (its moment is
            // a question after a Civil War victory).
            LineOutcome::Order(order @ GameOrder::Play { .. })
                if super::late_intrigue::late_intrigue_play(order, ctx).is_some() =>
            {
                match super::late_intrigue::late_intrigue_play(order, ctx) {
                    Some(Ok((normalised, play))) => out.plays.push(PlayRead {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        normalised,
                        play,
                    }),
                    Some(Err(error)) => out.errors.push(LineError {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        error,
                    }),
                    None => {}
                }
            }
            LineOutcome::Order(order @ (GameOrder::PlayLaw { .. } | GameOrder::Fine { .. }))
            | LineOutcome::Order(order @ GameOrder::Play { on: None, .. })
                if law_play(order, ctx).is_some() =>
            {
                match law_play(order, ctx) {
                    Some(Ok((normalised, play))) => out.plays.push(PlayRead {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        normalised,
                        play,
                    }),
                    Some(Err(why)) => out.errors.push(LineError {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        error: why.into(),
                    }),
                    None => {}
                }
            }
            LineOutcome::Order(order) => match apply(order, &mut work, ctx) {
                Ok(applied) => {
                    if let Some(amount) = applied.faction_income {
                        faction_income.push((out.accepted.len(), applied.work, amount));
                    }
                    work[applied.work].lines += 1;
                    applied_to[index] = Some(work[applied.work].decision.id.clone());
                    if let Some(problems) = applied.refused_part {
                        out.errors.push(LineError {
                            line_no: line.line_no,
                            text: line.text.clone(),
                            error: ReadWhy::PartLeftOut {
                                problems,
                                rest: applied.normalised.clone(),
                            }
                            .into(),
                        });
                    }
                    out.accepted.push(Accepted {
                        line_no: line.line_no,
                        text: line.text.clone(),
                        normalised: applied.normalised,
                        decision: Some(work[applied.work].decision.id.clone()),
                        own_initiative: applied.own_initiative,
                        agenda_at: match order {
                            GameOrder::VoteAgenda { at, .. } => usize::try_from(*at).ok(),
                            _ => None,
                        },
                    });
                }
                Err(error) => out.errors.push(LineError {
                    line_no: line.line_no,
                    text: line.text.clone(),
                    error,
                }),
            },
        }
    }

    // INCOME n TO FACTION states the remainder; say so when it does not match.
    let mut wrong: Vec<(usize, usize, ReadWhy)> = Vec::new();
    for (acc, w, amount) in faction_income {
        if let (
            DecisionOptions::Revenue { income, .. },
            Answer::Revenue {
                income_to_senators, ..
            },
        ) = (&work[w].decision.options, &work[w].answer)
        {
            let given = income_to_senators
                .iter()
                .fold(0u32, |s, (_, n)| s.saturating_add(*n));
            let rest = income.saturating_sub(given);
            if amount != rest {
                wrong.push((
                    acc,
                    w,
                    ReadWhy::FactionIncomeRest {
                        income: *income,
                        rest,
                        given,
                        amount,
                    },
                ));
            }
        }
    }
    for (acc, w, message) in wrong.into_iter().rev() {
        let a = out.accepted.remove(acc);
        work[w].lines -= 1;
        if let Some(i) = read.lines.iter().position(|l| l.line_no == a.line_no) {
            applied_to[i] = None;
        }
        out.errors.push(LineError {
            line_no: a.line_no,
            text: a.text,
            error: message.into(),
        });
    }
    out.errors.sort_by_key(|e| e.line_no);
    out.answers = work
        .into_iter()
        .filter(|w| w.lines > 0)
        .map(|w| (w.decision.id.clone(), w.answer))
        .collect();
    (out, applied_to)
}

pub fn same_kind(a: &Answer, kind: DecisionKind) -> bool {
    matches!(
        (a, kind),
        (Answer::SetupPlays { .. }, DecisionKind::SetupPlays)
            | (Answer::Revenue { .. }, DecisionKind::Revenue)
            | (Answer::Initiative(_), DecisionKind::Initiative)
            | (Answer::Bribes { .. }, DecisionKind::Bribes)
            | (Answer::InitiativeBid { .. }, DecisionKind::InitiativeBid)
            | (
                Answer::SenateProposals { .. },
                DecisionKind::SenateProposals
            )
            | (Answer::SenateVote(_), DecisionKind::SenateVote)
            | (Answer::Revolution { .. }, DecisionKind::Revolution)
            | (Answer::Bodyguards { .. }, DecisionKind::Bodyguards)
            | (Answer::Trades { .. }, DecisionKind::Trades)
            | (Answer::Ransom { .. }, DecisionKind::Ransom)
            | (Answer::Choice { .. }, DecisionKind::Choice)
            | (
                Answer::DictatorAppointment { .. },
                DecisionKind::DictatorAppointment
            )
    )
}

/// SEN-55 / SEN-34: a Law played or the Calpurnian fine laid, read against the hand and the
/// Senators: `PLAY LAW <law>`, `PLAY <law>` (a card of the hand that is a Law; None for
/// another card, which is read as a decision's play), `PLAY SERVILIAN LAW TO REPEAL ACILIAN
/// LAW`, `FINE <senator>`.
fn law_play(
    order: &GameOrder,
    ctx: &OrderContext,
) -> Option<Result<(String, rules::api::AnytimePlay), ReadWhy>> {
    let laws: Vec<&rules::api::HandCard> = super::names::hand(ctx.view, ctx.faction)
        .iter()
        .filter(|c| c.kind == "law")
        .collect();
    let law = |name: &str| super::names::resolve_card_among(name, &laws);
    match order {
        GameOrder::Play { card, on: None } => {
            let key = law(card).ok()?;
            Some(Ok((
                format!("PLAY LAW {}", super::names::card_text(&key, ctx.view)),
                rules::api::AnytimePlay::Law {
                    law: key,
                    repeal: false,
                },
            )))
        }
        GameOrder::PlayLaw { law: name, repeal } => Some(law(name).map(|key| {
            let text = super::names::card_text(&key, ctx.view);
            (
                if *repeal {
                    format!("PLAY {text} TO REPEAL ACILIAN LAW")
                } else {
                    format!("PLAY LAW {text}")
                },
                rules::api::AnytimePlay::Law {
                    law: key,
                    repeal: *repeal,
                },
            )
        })),
        GameOrder::Fine { governor } => {
            Some(super::names::resolve_senator(governor, ctx.view).map(|id| {
                (
                    format!("FINE {}", super::names::senator_text(&id, ctx.view)),
                    rules::api::AnytimePlay::LawFine { governor: id },
                )
            }))
        }
        _ => None,
    }
}

/// The decisions an order may go to, in order of preference.
fn kinds_for(order: &GameOrder) -> &'static [DecisionKind] {
    use DecisionKind as K;
    match order {
        GameOrder::Leader { .. } => &[K::SetupPlays, K::Initiative, K::InitiativeBid],
        GameOrder::Play { .. } | GameOrder::PlayNone => &[K::SetupPlays, K::Revolution],
        // FOR-13: played when read, outside any decision (`Interpretation::plays`).
        GameOrder::InfluencePeddling { .. } => &[],
        // SEN-55 / SEN-34: played when read, outside any decision.
        GameOrder::PlayLaw { .. } | GameOrder::Fine { .. } => &[],
        // PB-09 / PB-10: a nominee's faction may write proposals with its vote.
        GameOrder::Propose(_) => &[K::SenateProposals, K::SenateVote],
        GameOrder::NoProposals => &[K::SenateProposals],
        GameOrder::Vote { .. }
        | GameOrder::NoVote
        | GameOrder::VoteSplit { .. }
        | GameOrder::VoteAgenda { .. }
        | GameOrder::Veto
        | GameOrder::NoVeto
        | GameOrder::Appeal
        | GameOrder::AppealThreeDice
        | GameOrder::NoAppeal
        | GameOrder::Assassinate { .. }
        | GameOrder::NoAssassination
        | GameOrder::TribunePropose(_)
        | GameOrder::NoTribuneProposal
        | GameOrder::Motion { .. }
        | GameOrder::Priest { .. }
        | GameOrder::NoPriest
        | GameOrder::Prefer { .. } => &[K::SenateVote],
        GameOrder::Appoint { .. } | GameOrder::NoAppointment => &[K::DictatorAppointment],
        GameOrder::Bodyguards { .. } => &[K::Bodyguards],
        GameOrder::Discard { .. }
        | GameOrder::DiscardNone
        | GameOrder::ReturnForces
        | GameOrder::Revolt { .. } => &[K::Revolution],
        GameOrder::Income { .. }
        | GameOrder::IncomeAllToFaction
        | GameOrder::Contribute { .. }
        | GameOrder::Transfer { .. }
        | GameOrder::TransferNone
        | GameOrder::Upkeep { .. }
        | GameOrder::UpkeepNone
        | GameOrder::Spoils { .. }
        | GameOrder::Grain { .. } => &[K::Revenue],
        GameOrder::Persuade { .. }
        | GameOrder::NoPersuasion
        | GameOrder::Knights { .. }
        | GameOrder::Pressure { .. }
        | GameOrder::NoKnights
        | GameOrder::Games { .. }
        | GameOrder::NoGames
        | GameOrder::NoLeader => &[K::Initiative, K::InitiativeBid],
        GameOrder::Counterbribe { .. }
        | GameOrder::NoCounterbribes
        | GameOrder::Bribe { .. }
        | GameOrder::NoBribes => &[K::Bribes],
        GameOrder::Bid { .. } | GameOrder::NoBid => &[K::InitiativeBid],
        // FOR-17 "bid ahead" in an auction's call; PB-02 / PB-03 (S004/11) the plan of the
        // coming initiative with the revenue orders.
        GameOrder::Ahead { .. } => &[K::InitiativeBid, K::Revenue],
        GameOrder::Offer { .. }
        | GameOrder::OfferNone
        | GameOrder::Accept { .. }
        | GameOrder::AcceptNone => &[K::Trades],
        GameOrder::Ransom { .. } | GameOrder::RansomNone => &[K::Ransom],
        GameOrder::Choose { .. } | GameOrder::Desert { .. } => &[K::Choice],
        GameOrder::NotYet { .. } => &[],
    }
}

/// A decision of the Senate or Revolution phase.
fn is_phase_kind(kind: DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::SenateProposals
            | DecisionKind::SenateVote
            | DecisionKind::Revolution
            | DecisionKind::Bodyguards
            | DecisionKind::Trades
    )
}

fn is_forum_kind(kind: DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::Initiative | DecisionKind::Bribes | DecisionKind::InitiativeBid
    )
}

/// Is this a plan line (one that fills an initiative plan)?
fn is_plan_order(order: &GameOrder) -> bool {
    kinds_for(order).contains(&DecisionKind::Initiative)
}

fn apply(order: &GameOrder, work: &mut [Work], ctx: &OrderContext) -> Result<Applied, ReadError> {
    let kinds = kinds_for(order);
    let kw = order.keyword();
    if kinds.is_empty() {
        return Err(ReadWhy::PhaseNotOpen {
            keyword: kw.to_string(),
            phase: keyword_phase(kw),
        }
        .into());
    }
    // Issue 7: with several choices open (COM-05, one per Commander), CHOOSE goes to the first
    // whose options take it.
    let chosen = if matches!(order, GameOrder::Choose { .. } | GameOrder::Desert { .. }) {
        work.iter()
            .position(|w| match (&w.decision.options, &w.answer) {
                (DecisionOptions::Choice { about, options }, Answer::Choice { pick, .. }) => {
                    let mut p = pick.clone();
                    super::choices::apply_choice(order, about, options, &mut p, ctx.view).is_ok()
                }
                _ => false,
            })
    } else {
        None
    };
    let Some(w) = chosen.or_else(|| {
        kinds
            .iter()
            .find_map(|k| work.iter().position(|w| w.decision.kind == *k))
    }) else {
        let forum_order = kinds.iter().all(|k| is_forum_kind(*k));
        if forum_order && !work.iter().any(|w| is_forum_kind(w.decision.kind)) {
            return Err(ReadWhy::ForumNotOpen {
                keyword: kw.to_string(),
                may_stand: !matches!(order, GameOrder::Bribe { .. } | GameOrder::NoBribes),
            }
            .into());
        }
        if let Some(phase) = keyword_phase(kw)
            && kinds.iter().all(|k| is_phase_kind(*k))
        {
            // The phase is open when the board says so, whether or not this faction owes
            // anything in it now (a faction waiting on the presiding magistrate's proposals).
            let phase_open =
                ctx.view.phase == phase || work.iter().any(|w| is_phase_kind(w.decision.kind));
            if !phase_open {
                return Err(ReadWhy::PhaseNotOpen {
                    keyword: kw.to_string(),
                    phase: Some(phase),
                }
                .into());
            }
            if kinds.contains(&DecisionKind::SenateProposals) {
                return Err(ReadWhy::NoProposalsCalled {
                    keyword: kw.to_string(),
                }
                .into());
            }
            if kinds.contains(&DecisionKind::SenateVote) {
                return Err(ReadWhy::NoVoteAsked {
                    keyword: kw.to_string(),
                }
                .into());
            }
        }
        return Err(ReadWhy::NoDecisionTakes {
            keyword: kw.to_string(),
        }
        .into());
    };
    // Plan lines go to the regular initiative when both it and an auction are open.
    let bid_also_open = work[w].decision.kind == DecisionKind::Initiative
        && is_plan_order(order)
        && work
            .iter()
            .any(|x| x.decision.kind == DecisionKind::InitiativeBid);
    let mut answer = work[w].answer.clone();
    let mut restarted = work[w].list_restarted;
    let mut ahead_restarted = work[w].ahead_restarted.clone();
    let mut refused_part: Option<Vec<ReadWhy>> = None;
    let mut own_initiative: Option<u8> = None;
    let (normalised, faction_income) = match (&work[w].decision.options, &mut answer) {
        (
            DecisionOptions::SetupPlays {
                leader_candidates,
                playable_statesmen,
                playable_concessions,
            },
            Answer::SetupPlays {
                leader,
                statesmen,
                concessions,
            },
        ) => {
            let opts = SetupOptions {
                leader_candidates,
                playable_statesmen,
                playable_concessions,
            };
            (
                apply_setup(order, &opts, leader, statesmen, concessions, ctx)?,
                None,
            )
        }
        // PB-02 / PB-03 (S004/11: with the revenue orders players "inform the GM of their
        // plans for the coming initiative"): `INITIATIVE <n>: <plan line>` fills the plan sent
        // ahead, read against the coming initiative's options (checked again when the Forum
        // Phase opens, after the income has come in).
        (DecisionOptions::Revenue { initiative, .. }, Answer::Revenue { plan_ahead, .. })
            if matches!(order, GameOrder::Ahead { .. }) =>
        {
            let GameOrder::Ahead {
                initiative: written,
                order: inner,
            } = order
            else {
                return Err(ReadWhy::OneInitiativeAheadPerLine.into());
            };
            let Some(DecisionOptions::Initiative {
                initiative: mine,
                persuaders,
                targets,
                knights_senators,
                games_senators,
                leader_candidates,
                ..
            }) = initiative.as_deref()
            else {
                return Err(ReadWhy::NotYourComingInitiative {
                    written: *written,
                    yours: None,
                }
                .into());
            };
            if written != mine {
                return Err(ReadWhy::NotYourComingInitiative {
                    written: *written,
                    yours: Some(*mine),
                }
                .into());
            }
            if matches!(inner.as_ref(), GameOrder::Ahead { .. }) {
                return Err(ReadWhy::OneInitiativeAheadPerLine.into());
            }
            if !is_plan_order(inner) {
                return Err(ReadWhy::NoBidForOwnInitiative.into());
            }
            let opts = PlanOptions {
                persuaders,
                targets,
                knights_senators,
                games_senators,
                leader_candidates,
                check_now: false,
            };
            let ahead = plan_ahead.get_or_insert_with(|| rules::api::PlanAhead {
                initiative: *mine,
                plan: rules::api::InitiativePlan::default(),
            });
            let text = apply_plan(inner, &opts, &mut ahead.plan, ctx.view, ctx.faction)?;
            (format!("INITIATIVE {mine}: {text}"), None)
        }
        (
            DecisionOptions::Revenue {
                income,
                senators,
                governors,
                ..
            },
            Answer::Revenue {
                income_to_senators,
                contributions,
                transfers,
                spoils,
                grain,
                upkeep,
                ..
            },
        ) => {
            let opts = RevenueOptions {
                income: *income,
                senators,
                governors,
                standing: false,
            };
            let mut parts = RevenueParts {
                income_to_senators,
                contributions,
                transfers,
                spoils,
                grain,
                upkeep,
            };
            apply_revenue(order, &opts, &mut parts, &mut restarted, ctx)?
        }
        (
            DecisionOptions::Initiative {
                initiative,
                persuaders,
                targets,
                knights_senators,
                games_senators,
                leader_candidates,
                ..
            },
            Answer::Initiative(plan),
        ) => {
            let opts = PlanOptions {
                persuaders,
                targets,
                knights_senators,
                games_senators,
                leader_candidates,
                check_now: true,
            };
            let text = apply_plan(order, &opts, plan, ctx.view, ctx.faction)?;
            if bid_also_open {
                own_initiative = Some(*initiative);
            }
            (text, None)
        }
        (
            DecisionOptions::InitiativeBid {
                bidders,
                conditional_on,
                plan_options,
                later: may_later,
                ..
            },
            Answer::InitiativeBid { bids, plan, later },
        ) => {
            // FOR-17 house rule "bid ahead": a line for a later auction goes to its own bids
            // and plan, read against this auction's options (checked again when it opens).
            let (order, bids, plan, ahead) = match order {
                GameOrder::Ahead {
                    initiative,
                    order: inner,
                } => {
                    if !may_later.contains(initiative) {
                        return Err(if may_later.is_empty() {
                            ReadWhy::NoLaterAuction.into()
                        } else {
                            ReadWhy::LaterAuctionNotOpen {
                                open: may_later.clone(),
                            }
                            .into()
                        });
                    }
                    if matches!(inner.as_ref(), GameOrder::Ahead { .. }) {
                        return Err(ReadWhy::OneInitiativeAheadPerLine.into());
                    }
                    let k = match later.iter().position(|l| l.initiative == *initiative) {
                        Some(k) => k,
                        None => {
                            later.push(rules::api::LaterBid {
                                initiative: *initiative,
                                bids: Vec::new(),
                                plan: rules::api::InitiativePlan::default(),
                            });
                            later.sort_by_key(|l| l.initiative);
                            later
                                .iter()
                                .position(|l| l.initiative == *initiative)
                                .unwrap_or(0)
                        }
                    };
                    let l = &mut later[k];
                    (inner.as_ref(), &mut l.bids, &mut l.plan, Some(*initiative))
                }
                o => (o, bids, plan, None),
            };
            // An initiative's first `INITIATIVE <n>: BID` of a mail replaces its earlier bids.
            let mut ahead_restart = ahead.is_some_and(|n| ahead_restarted.contains(&n));
            if let Some(n) = ahead
                && !ahead_restart
                && matches!(order, GameOrder::Bid { .. } | GameOrder::NoBid)
            {
                ahead_restarted.push(n);
            }
            let restarted = if ahead.is_some() {
                &mut ahead_restart
            } else {
                &mut restarted
            };
            let prefix = |t: String| match ahead {
                Some(n) => format!("INITIATIVE {n}: {t}"),
                None => t,
            };
            if matches!(order, GameOrder::Bid { .. } | GameOrder::NoBid) {
                let opts = BidOptions {
                    bidders,
                    conditional_on,
                    check_now: true,
                };
                (
                    prefix(apply_bid(
                        order,
                        &opts,
                        bids,
                        restarted,
                        ctx.view,
                        ctx.faction,
                    )?),
                    None,
                )
            } else {
                let DecisionOptions::Initiative {
                    persuaders,
                    targets,
                    knights_senators,
                    games_senators,
                    leader_candidates,
                    ..
                } = plan_options.as_ref()
                else {
                    return Err(ReadWhy::NotForAuction {
                        keyword: kw.to_string(),
                    }
                    .into());
                };
                let opts = PlanOptions {
                    persuaders,
                    targets,
                    knights_senators,
                    games_senators,
                    leader_candidates,
                    check_now: true,
                };
                (
                    prefix(apply_plan(order, &opts, plan, ctx.view, ctx.faction)?),
                    None,
                )
            }
        }
        (
            DecisionOptions::Bribes {
                attempts,
                faction_treasury,
            },
            Answer::Bribes { bribes },
        ) => (
            apply_bribes(
                order,
                attempts,
                *faction_treasury,
                bribes,
                ctx.view,
                ctx.faction,
            )?,
            None,
        ),
        (
            options @ DecisionOptions::SenateProposals { .. },
            Answer::SenateProposals { proposals },
        ) => {
            // The pattern is the one `of` reads: it always gives the options here.
            let Some(opts) = ProposalOptions::of(options) else {
                return Err(ReadWhy::ProposalsUnreadable.into());
            };
            // Issue 21: the proposals sent in earlier mails of this round.
            let earlier: Vec<rules::api::Proposal> = ctx
                .current
                .iter()
                .find(|(id, _)| id == &work[w].decision.id)
                .and_then(|(_, a)| match a {
                    Answer::SenateProposals { proposals } => Some(proposals.clone()),
                    _ => None,
                })
                .unwrap_or_default();
            (
                apply_proposal(order, &opts, proposals, &mut restarted, &earlier, ctx.view)?,
                None,
            )
        }
        (
            DecisionOptions::SenateVote {
                proposal,
                presiding,
                voters,
                tribunes,
                presiding_faction,
                nominees,
                accused,
                abstain_allowed,
                tribune_proposals,
                nominee_proposals,
                up_to_from,
                ordered_voting,
                may_appoint_priest,
                agenda,
                ..
            },
            Answer::SenateVote(vote),
        ) => {
            // SEN-04: NO UP TO only against another faction's nominee for Consul for Life.
            let no_up_to = match proposal {
                rules::Proposal::ConsulForLife { nominee } => !ctx
                    .view
                    .factions
                    .iter()
                    .filter(|fv| fv.id == ctx.faction)
                    .any(|fv| fv.senators.iter().any(|s| &s.id == nominee)),
                _ => false,
            };
            let opts = VoteOptions {
                no_up_to,
                presiding,
                voters,
                tribunes_held: !tribunes.is_empty(),
                presiding_faction: *presiding_faction,
                nominees,
                accused: accused.as_ref(),
                abstain_allowed: *abstain_allowed,
                tribune_proposals: tribune_proposals.as_deref(),
                nominee_proposals: nominee_proposals.as_deref(),
                up_to_from: up_to_from.as_ref(),
                ordered_voting: *ordered_voting,
                may_appoint_priest: *may_appoint_priest,
                agenda,
            };
            (
                apply_vote(order, &opts, vote, ctx.view, ctx.faction, &mut refused_part)?,
                None,
            )
        }
        (
            DecisionOptions::Revolution {
                playable_statesmen,
                playable_concessions,
                senators,
                may_revolt,
                revolts_decided,
                ..
            },
            Answer::Revolution {
                statesmen,
                concessions,
                discards,
                revolts,
            },
        ) => {
            let plays = PlayOptions {
                playable_statesmen,
                playable_concessions,
                targets: senators,
            };
            (
                apply_revolution(
                    order,
                    &plays,
                    &mut RevolutionParts {
                        statesmen,
                        concessions,
                        discards,
                        revolts,
                        may_revolt,
                        revolts_decided: *revolts_decided,
                    },
                    &mut restarted,
                    ctx,
                )?,
                None,
            )
        }
        // SEN-51: Secret Bodyguards against an assassination roll.
        (DecisionOptions::Bodyguards { held, .. }, Answer::Bodyguards { played }) => {
            let GameOrder::Bodyguards { cards } = order else {
                return Err(ReadWhy::NotForDecision {
                    decision: work[w].decision.id.clone(),
                    keyword: order.keyword().to_string(),
                }
                .into());
            };
            if cards > held {
                return Err(ReadWhy::TooFewBodyguards {
                    held: *held,
                    cards: *cards,
                }
                .into());
            }
            *played = *cards;
            (
                if *cards == 0 {
                    "NO BODYGUARDS".to_string()
                } else {
                    format!("BODYGUARDS {cards}")
                },
                None,
            )
        }
        // Issue 7: a choice the rules leave to the player.
        (DecisionOptions::Choice { about, options }, Answer::Choice { pick, .. }) => (
            super::choices::apply_choice(order, about, options, pick, ctx.view)?,
            None,
        ),
        // SEN-20: the Consuls' appointment of a Dictator.
        (
            DecisionOptions::DictatorAppointment { candidates, .. },
            Answer::DictatorAppointment { appoint },
        ) => (
            super::tribunes::apply_appointment(order, candidates, appoint, ctx.view)?,
            None,
        ),
        (DecisionOptions::Ransom { captives }, Answer::Ransom { pay }) => {
            let text = match order {
                GameOrder::Ransom { senator } => {
                    let ids: Vec<SenatorId> = captives.iter().map(|c| c.senator.clone()).collect();
                    let id = resolve_scoped(senator, &ids, ctx.view, Scope::YourCaptives)?;
                    if !pay.contains(&id) {
                        pay.push(id.clone());
                    }
                    format!("RANSOM {}", senator_text(&id, ctx.view))
                }
                GameOrder::RansomNone => {
                    pay.clear();
                    "RANSOM NONE".to_string()
                }
                _ => {
                    return Err(ReadWhy::NotForRansom {
                        keyword: order.keyword().to_string(),
                    }
                    .into());
                }
            };
            (text, None)
        }
        (DecisionOptions::Trades { may_offer, .. }, Answer::Trades { offers, accept }) => (
            super::trades::apply_trade(
                order,
                offers,
                accept,
                *may_offer,
                &mut restarted,
                ctx.view,
                ctx.faction,
            )?,
            None,
        ),
        _ => {
            return Err(ReadWhy::NotForDecision {
                decision: work[w].decision.id.clone(),
                keyword: order.keyword().to_string(),
            }
            .into());
        }
    };
    work[w].answer = answer;
    work[w].list_restarted = restarted;
    work[w].ahead_restarted = ahead_restarted;
    Ok(Applied {
        work: w,
        normalised,
        faction_income,
        refused_part,
        own_initiative,
    })
}

struct SetupOptions<'a> {
    leader_candidates: &'a [SenatorId],
    playable_statesmen: &'a [CardKey],
    playable_concessions: &'a [CardKey],
}

fn apply_setup(
    order: &GameOrder,
    opts: &SetupOptions,
    leader: &mut SenatorId,
    statesmen: &mut Vec<CardKey>,
    concessions: &mut Vec<(CardKey, SenatorId)>,
    ctx: &OrderContext,
) -> Result<String, ReadWhy> {
    let view = ctx.view;
    match order {
        GameOrder::Leader { senator } => {
            let id = resolve_scoped(senator, opts.leader_candidates, view, Scope::Leader)?;
            *leader = id;
            Ok(format!("LEADER {}", senator_text(leader, view)))
        }
        GameOrder::PlayNone => {
            statesmen.clear();
            concessions.clear();
            Ok("PLAY NONE".to_string())
        }
        GameOrder::Play { card, on } => {
            let own: Vec<SenatorId> = own_senators(view, ctx.faction)
                .iter()
                .map(|s| s.id.clone())
                .collect();
            let plays = PlayOptions {
                playable_statesmen: opts.playable_statesmen,
                playable_concessions: opts.playable_concessions,
                targets: &own,
            };
            apply_play(
                card,
                on.as_deref(),
                &plays,
                statesmen,
                concessions,
                &[],
                ctx,
            )
        }
        _ => Err(ReadWhy::NoDecisionTakes {
            keyword: order.keyword().to_string(),
        }),
    }
}

/// What may be played and on whom (setup, PB-01; Revolution, PB-13).
pub struct PlayOptions<'a> {
    pub playable_statesmen: &'a [CardKey],
    pub playable_concessions: &'a [CardKey],
    /// The senators a concession may go on (besides statesmen played in the same answer).
    pub targets: &'a [SenatorId],
}

/// `PLAY <card> [ON <senator>]`: a statesman is added, a concession (re)placed. A card listed in
/// `discards` cannot be played.
fn apply_play(
    card: &str,
    on: Option<&str>,
    opts: &PlayOptions,
    statesmen: &mut Vec<CardKey>,
    concessions: &mut Vec<(CardKey, SenatorId)>,
    discards: &[CardKey],
    ctx: &OrderContext,
) -> Result<String, ReadWhy> {
    let view = ctx.view;
    let key = resolve_hand_card(card, view, ctx.faction)?;
    let text = card_text(&key, view);
    if discards.contains(&key) {
        return Err(ReadWhy::PlayDiscarded { card: text });
    }
    if opts.playable_statesmen.contains(&key) {
        if let Some(s) = on {
            return Err(ReadWhy::StatesmanOnNobody {
                card: text,
                on: s.to_string(),
            });
        }
        if !statesmen.contains(&key) {
            statesmen.push(key);
        }
        return Ok(format!("PLAY {text}"));
    }
    if opts.playable_concessions.contains(&key) {
        let Some(on) = on else {
            return Err(ReadWhy::ConcessionOnWhom {
                card: text,
                example: opts.targets.first().map(|id| senator_text(id, view)),
            });
        };
        let target = concession_target(on, opts.targets, statesmen, ctx)?;
        let normalised = format!("PLAY {text} ON {}", senator_text(&target, view));
        match concessions.iter_mut().find(|(k, _)| k == &key) {
            Some(entry) => entry.1 = target,
            None => concessions.push((key, target)),
        }
        return Ok(normalised);
    }
    let playable: Vec<String> = opts
        .playable_statesmen
        .iter()
        .chain(opts.playable_concessions.iter())
        .map(|k| card_text(k, view))
        .collect();
    Err(ReadWhy::NotPlayableNow {
        card: text,
        playable,
    })
}

struct RevolutionParts<'a> {
    statesmen: &'a mut Vec<CardKey>,
    concessions: &'a mut Vec<(CardKey, SenatorId)>,
    discards: &'a mut Vec<CardKey>,
    revolts: &'a mut Vec<rules::api::RevoltOrder>,
    may_revolt: &'a [SenatorId],
    /// RVN-01: the round after trades, where REVOLT and RETURN FORCES have no place.
    revolts_decided: bool,
}

/// PB-13 / RVN-02 / RVN-04 / RVN-05: PLAY, PLAY NONE, DISCARD, DISCARD NONE, RETURN FORCES,
/// REVOLT.
fn apply_revolution(
    order: &GameOrder,
    opts: &PlayOptions,
    parts: &mut RevolutionParts,
    restarted: &mut bool,
    ctx: &OrderContext,
) -> Result<String, ReadWhy> {
    let view = ctx.view;
    match order {
        GameOrder::Play { card, on } => {
            // RVN-04: discards the player did not write are the Default Move's, filled in for
            // him; they follow his plays (the rules fit them to the hand after the plays), so
            // a card played is no longer one of them.
            if !*restarted && let Ok(key) = resolve_hand_card(card, view, ctx.faction) {
                parts.discards.retain(|k| *k != key);
            }
            apply_play(
                card,
                on.as_deref(),
                opts,
                parts.statesmen,
                parts.concessions,
                parts.discards,
                ctx,
            )
        }
        GameOrder::PlayNone => {
            parts.statesmen.clear();
            parts.concessions.clear();
            Ok("PLAY NONE".to_string())
        }
        GameOrder::Discard { card } => {
            let key = resolve_hand_card(card, view, ctx.faction)?;
            let text = card_text(&key, view);
            if parts.statesmen.contains(&key) || parts.concessions.iter().any(|(k, _)| k == &key) {
                return Err(ReadWhy::DiscardPlayed { card: text });
            }
            if !*restarted {
                parts.discards.clear();
                *restarted = true;
            }
            if !parts.discards.contains(&key) {
                parts.discards.push(key);
            }
            Ok(format!("DISCARD {text}"))
        }
        GameOrder::DiscardNone => {
            parts.discards.clear();
            *restarted = true;
            Ok("DISCARD NONE".to_string())
        }
        GameOrder::ReturnForces | GameOrder::Revolt { .. } if parts.revolts_decided => {
            Err(ReadWhy::RevoltsDecided)
        }
        GameOrder::ReturnForces => {
            parts.revolts.clear();
            Ok("RETURN FORCES".to_string())
        }
        GameOrder::Revolt { rest } => {
            let o = super::revolt::read_revolt(rest, parts.may_revolt, view, ctx.faction)?;
            let line = super::revolt::revolt_line(&o, view);
            parts.revolts.retain(|x| x.commander != o.commander);
            parts.revolts.push(o);
            Ok(line)
        }
        _ => Err(ReadWhy::NotForRevolution {
            keyword: order.keyword().to_string(),
        }),
    }
}

/// The lines of a Revolution answer: plays (or PLAY NONE) and discards (or DISCARD NONE).
fn revolution_lines(
    statesmen: &[CardKey],
    concessions: &[(CardKey, SenatorId)],
    discards: &[CardKey],
    view: &View,
) -> Vec<String> {
    let mut lines = Vec::new();
    for s in statesmen {
        lines.push(format!("PLAY {}", card_text(s, view)));
    }
    for (c, s) in concessions {
        lines.push(format!(
            "PLAY {} ON {}",
            card_text(c, view),
            senator_text(s, view)
        ));
    }
    if statesmen.is_empty() && concessions.is_empty() {
        lines.push("PLAY NONE".to_string());
    }
    if discards.is_empty() {
        lines.push("DISCARD NONE".to_string());
    }
    for d in discards {
        lines.push(format!("DISCARD {}", card_text(d, view)));
    }
    lines
}

/// The senator a concession goes on: one of the faction's own senators, or a statesman played in
/// the same answer (named by his card).
fn concession_target(
    name: &str,
    own: &[SenatorId],
    statesmen: &[CardKey],
    ctx: &OrderContext,
) -> Result<SenatorId, ReadWhy> {
    let view = ctx.view;
    let entries: Vec<_> = own.iter().map(|id| senator_id_entry(id, view)).collect();
    match match_name(name, &entries)? {
        Match::Found(i) => return Ok(own[i].clone()),
        Match::Ambiguous(idx) => {
            return Err(ReadWhy::SenatorAmbiguous {
                written: name.to_string(),
                candidates: idx.iter().map(|&i| entries[i].label.clone()).collect(),
            });
        }
        Match::NotFound => {}
    }
    let played: Vec<&HandCard> = hand(view, ctx.faction)
        .iter()
        .filter(|c| statesmen.contains(&c.key))
        .collect();
    let card_entries: Vec<_> = played.iter().map(|c| card_entry(c)).collect();
    if let Ok(Match::Found(i)) = match_name(name, &card_entries) {
        return Ok(SenatorId(played[i].key.0.clone()));
    }
    Err(not_in_scope(name, &entries, view, Scope::YourSenators))
}

pub struct RevenueOptions<'a> {
    pub income: u32,
    pub senators: &'a [SenatorId],
    pub governors: &'a [SenatorId],
    /// A STANDING line (REV-07: GRAIN is only a standing order).
    pub standing: bool,
}

pub struct RevenueParts<'a> {
    pub income_to_senators: &'a mut Vec<(SenatorId, u32)>,
    pub contributions: &'a mut Vec<(SenatorId, u32)>,
    pub transfers: &'a mut Vec<Transfer>,
    pub spoils: &'a mut Vec<(SenatorId, bool)>,
    pub grain: &'a mut Vec<(CardKey, bool)>,
    /// REV-03: the Rebel's faction's maintenance lines.
    pub upkeep: &'a mut Vec<(Purse, u32)>,
}

/// Set one senator's value; `None` removes his entry.
fn set_entry<T>(list: &mut Vec<(SenatorId, T)>, id: &SenatorId, value: Option<T>) {
    match (list.iter().position(|(s, _)| s == id), value) {
        (Some(i), Some(v)) => list[i].1 = v,
        (Some(i), None) => {
            list.remove(i);
        }
        (None, Some(v)) => list.push((id.clone(), v)),
        (None, None) => {}
    }
}

fn purse_text(p: &Purse, view: &View) -> String {
    match p {
        Purse::FactionTreasury => "FACTION".to_string(),
        Purse::Senator(id) => senator_text(id, view),
    }
}

pub fn apply_revenue(
    order: &GameOrder,
    opts: &RevenueOptions,
    parts: &mut RevenueParts,
    restarted: &mut bool,
    ctx: &OrderContext,
) -> Result<(String, Option<u32>), ReadWhy> {
    let view = ctx.view;
    let own = |name: &str, why: Scope| resolve_scoped(name, opts.senators, view, why);
    match order {
        GameOrder::Income {
            amount,
            to: NameOrFaction::Faction,
        } => {
            if *amount > opts.income {
                return Err(ReadWhy::IncomeTooSmall {
                    income: opts.income,
                    amount: *amount,
                });
            }
            Ok((format!("INCOME {amount} TO FACTION"), Some(*amount)))
        }
        GameOrder::Income {
            amount,
            to: NameOrFaction::Name(name),
        } => {
            let id = own(name, Scope::YourSenators)?;
            let label = senator_text(&id, view);
            let others: Vec<&(SenatorId, u32)> = parts
                .income_to_senators
                .iter()
                .filter(|(s, _)| s != &id)
                .collect();
            let given = others.iter().fold(0u32, |s, (_, n)| s.saturating_add(*n));
            let total = given.saturating_add(*amount);
            if total > opts.income {
                return Err(ReadWhy::SharesOverIncome {
                    amount: *amount,
                    senator: label,
                    total,
                    income: opts.income,
                    already: others
                        .iter()
                        .map(|(s, n)| (*n, senator_text(s, view)))
                        .collect(),
                });
            }
            set_entry(
                parts.income_to_senators,
                &id,
                (*amount > 0).then_some(*amount),
            );
            Ok((format!("INCOME {amount} TO {label}"), None))
        }
        GameOrder::IncomeAllToFaction => {
            parts.income_to_senators.clear();
            Ok(("INCOME ALL TO FACTION".to_string(), None))
        }
        GameOrder::Contribute { amount, from } => {
            let id = own(from, Scope::YourSenators)?;
            set_entry(parts.contributions, &id, (*amount > 0).then_some(*amount));
            Ok((
                format!("CONTRIBUTE {amount} FROM {}", senator_text(&id, view)),
                None,
            ))
        }
        GameOrder::Transfer { amount, from, to } => {
            if *amount == 0 {
                return Err(ReadWhy::TransferZero);
            }
            // RVN-08 (LR 1.06.3/2): a Rebel earns no income but may pass his talents to
            // another Rebel, so every Senator of the faction is a possible source (the rules
            // refuse what a Rebel or a Captive may not send).
            let mine: Vec<SenatorId> = view
                .factions
                .iter()
                .filter(|f| f.id == ctx.faction)
                .flat_map(|f| f.senators.iter().map(|s| s.id.clone()))
                .collect();
            let from = match from {
                NameOrFaction::Faction => Purse::FactionTreasury,
                NameOrFaction::Name(n) => {
                    Purse::Senator(resolve_scoped(n, &mine, view, Scope::TalentsFrom)?)
                }
            };
            let to = match to {
                NameOrFaction::Faction => Purse::FactionTreasury,
                NameOrFaction::Name(n) => {
                    let aligned: Vec<SenatorId> = view
                        .factions
                        .iter()
                        .flat_map(|f| f.senators.iter().map(|s| s.id.clone()))
                        .collect();
                    Purse::Senator(resolve_scoped(n, &aligned, view, Scope::TalentsTo)?)
                }
            };
            if from == to {
                return Err(ReadWhy::TransferToSelf {
                    purse: purse_text(&from, view),
                });
            }
            let normalised = format!(
                "TRANSFER {amount} FROM {} TO {}",
                purse_text(&from, view),
                purse_text(&to, view)
            );
            if !*restarted {
                parts.transfers.clear();
                *restarted = true;
            }
            parts.transfers.push(Transfer {
                amount: *amount,
                from,
                to,
            });
            Ok((normalised, None))
        }
        GameOrder::TransferNone => {
            parts.transfers.clear();
            *restarted = true;
            Ok(("TRANSFER NONE".to_string(), None))
        }
        // REV-03: which of the Rebel's faction's purses pays his maintenance (the rules check
        // that the senator is a rebel and the purse holds the amount).
        GameOrder::Upkeep { amount, from } => {
            if *amount == 0 {
                return Err(ReadWhy::UpkeepZero);
            }
            let from = match from {
                NameOrFaction::Faction => Purse::FactionTreasury,
                NameOrFaction::Name(n) => {
                    let mine: Vec<SenatorId> = view
                        .factions
                        .iter()
                        .filter(|f| f.id == ctx.faction)
                        .flat_map(|f| f.senators.iter().map(|s| s.id.clone()))
                        .collect();
                    Purse::Senator(resolve_scoped(n, &mine, view, Scope::UpkeepFrom)?)
                }
            };
            let normalised = format!("UPKEEP {amount} FROM {}", purse_text(&from, view));
            match parts.upkeep.iter().position(|(p, _)| *p == from) {
                Some(i) => parts.upkeep[i].1 = *amount,
                None => parts.upkeep.push((from, *amount)),
            }
            Ok((normalised, None))
        }
        GameOrder::UpkeepNone => {
            parts.upkeep.clear();
            Ok(("UPKEEP NONE".to_string(), None))
        }
        GameOrder::Grain { concession, double } => {
            if !opts.standing {
                // REV-07: the bonus is taken (or not) when the Revenue Phase opens.
                return Err(ReadWhy::GrainStandingOnly);
            }
            let key = super::grain::resolve_grain(concession)?;
            match parts.grain.iter().position(|(k, _)| k.0 == key) {
                Some(i) => parts.grain[i].1 = *double,
                None => parts.grain.push((CardKey(key.clone()), *double)),
            }
            Ok((
                format!(
                    "GRAIN {} {}",
                    super::senate::concession_name(&key),
                    if *double { "DOUBLE" } else { "SINGLE" }
                ),
                None,
            ))
        }
        GameOrder::Spoils { governor, take } => {
            if opts.governors.is_empty() {
                // REV-08: the spoils of the turn are rolled when the Revenue Phase opens.
                return Err(ReadWhy::SpoilsStandingOnly);
            }
            let id = resolve_scoped(governor, opts.governors, view, Scope::YourGovernors)?;
            set_entry(parts.spoils, &id, Some(*take));
            Ok((
                format!(
                    "SPOILS {} {}",
                    senator_text(&id, view),
                    if *take { "YES" } else { "NO" }
                ),
                None,
            ))
        }
        _ => Err(ReadWhy::NoDecisionTakes {
            keyword: order.keyword().to_string(),
        }),
    }
}

/// Canonical order lines that express an answer to a decision: like [`answer_lines`], but a
/// bribes answer (PB-05) gets one line per attempt of the decision, BRIBE for the faction's own
/// attempts and COUNTERBRIBE for the others (0 where nothing is spent). Prefer this where the
/// decision is known.
pub fn decision_answer_lines(decision: &Decision, answer: &Answer, view: &View) -> Vec<String> {
    match (&decision.options, answer) {
        (DecisionOptions::Bribes { attempts, .. }, Answer::Bribes { bribes }) => {
            bribes_lines_for(attempts, bribes, view, decision.owner)
        }
        _ => answer_lines(answer, view),
    }
}

/// Canonical order lines that express an answer: read and interpreted (against the Default
/// Move of a decision without other entries, or against the answer itself) they give the same
/// answer back. Zero INCOME shares and contributions are left out (they mean "none"). An answer
/// without plays says PLAY NONE, one without income shares INCOME ALL TO FACTION. An initiative
/// plan lists all four parts (NO … for those left out); an initiative bid its bids (or NO BID)
/// and then its plan. A bribes answer does not say which entries are attacks: here an entry on
/// one of the viewer's own senators is a COUNTERBRIBE and any other a BRIBE; use
/// [`decision_answer_lines`] to get it right.
pub fn answer_lines(answer: &Answer, view: &View) -> Vec<String> {
    let mut lines = Vec::new();
    match answer {
        Answer::SenateProposals { proposals } => lines.extend(proposal_lines(proposals, view)),
        Answer::SenateVote(vote) => lines.extend(vote_lines(vote, view)),
        Answer::Bodyguards { played: 0 } => lines.push("NO BODYGUARDS".to_string()),
        Answer::Bodyguards { played } => lines.push(format!("BODYGUARDS {played}")),
        Answer::Revolution {
            statesmen,
            concessions,
            discards,
            revolts,
        } => {
            lines.extend(revolution_lines(statesmen, concessions, discards, view));
            lines.extend(revolts.iter().map(|o| super::revolt::revolt_line(o, view)));
        }
        Answer::Initiative(plan) => lines.extend(plan_lines(plan, view)),
        Answer::Trades { .. } => lines.extend(super::trades::trade_lines(answer, view)),
        Answer::Choice { about, pick } => {
            lines.push(super::choices::choice_line(about, pick, view));
        }
        Answer::DictatorAppointment { appoint } => {
            lines.push(super::tribunes::appointment_line(appoint.as_ref(), view));
        }
        Answer::Ransom { pay } => {
            if pay.is_empty() {
                lines.push("RANSOM NONE".to_string());
            }
            for s in pay {
                lines.push(format!("RANSOM {}", senator_text(s, view)));
            }
        }
        Answer::Bribes { bribes } => lines.extend(bribes_lines_guessed(bribes, view)),
        Answer::InitiativeBid { bids, plan, later } => {
            lines.extend(bid_lines(bids, view));
            lines.extend(plan_lines(plan, view));
            // FOR-17 house rule "bid ahead".
            for l in later {
                lines.extend(
                    bid_lines(&l.bids, view)
                        .into_iter()
                        .chain(plan_lines(&l.plan, view))
                        .map(|t| format!("INITIATIVE {}: {t}", l.initiative)),
                );
            }
        }
        Answer::SetupPlays {
            leader,
            statesmen,
            concessions,
        } => {
            lines.push(format!("LEADER {}", senator_text(leader, view)));
            for s in statesmen {
                lines.push(format!("PLAY {}", card_text(s, view)));
            }
            for (c, s) in concessions {
                lines.push(format!(
                    "PLAY {} ON {}",
                    card_text(c, view),
                    senator_text(s, view)
                ));
            }
            if statesmen.is_empty() && concessions.is_empty() {
                lines.push("PLAY NONE".to_string());
            }
        }
        Answer::Revenue {
            income_to_senators,
            contributions,
            transfers,
            spoils,
            grain,
            upkeep,
            plan_ahead,
        } => {
            let shares: Vec<&(SenatorId, u32)> =
                income_to_senators.iter().filter(|(_, n)| *n > 0).collect();
            if shares.is_empty() {
                lines.push("INCOME ALL TO FACTION".to_string());
            }
            for (s, n) in shares {
                lines.push(format!("INCOME {n} TO {}", senator_text(s, view)));
            }
            for (s, n) in contributions.iter().filter(|(_, n)| *n > 0) {
                lines.push(format!("CONTRIBUTE {n} FROM {}", senator_text(s, view)));
            }
            for t in transfers {
                lines.push(format!(
                    "TRANSFER {} FROM {} TO {}",
                    t.amount,
                    purse_text(&t.from, view),
                    purse_text(&t.to, view)
                ));
            }
            for (s, take) in spoils {
                lines.push(format!(
                    "SPOILS {} {}",
                    senator_text(s, view),
                    if *take { "YES" } else { "NO" }
                ));
            }
            for (k, double) in grain {
                lines.push(format!(
                    "GRAIN {} {}",
                    super::senate::concession_name(&k.0),
                    if *double { "DOUBLE" } else { "SINGLE" }
                ));
            }
            for (p, n) in upkeep {
                lines.push(format!("UPKEEP {n} FROM {}", purse_text(p, view)));
            }
            // PB-02 / PB-03 (S004/11): the plan of the coming initiative.
            if let Some(a) = plan_ahead {
                lines.extend(
                    plan_lines(&a.plan, view)
                        .into_iter()
                        .map(|t| format!("INITIATIVE {}: {t}", a.initiative)),
                );
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::read_body;
    use rules::api::{FactionView, PrivateView, SenatorView, Viewer};

    fn senator(id: &str, name: &str) -> SenatorView {
        SenatorView {
            id: SenatorId(id.into()),
            name: name.into(),
            aliases: vec![name.into()],
            military: 1,
            oratory: 1,
            loyalty: 1,
            influence: 1,
            popularity: 0,
            knights: 0,
            offices: vec![],
            prior_consul: false,
            priest: false,
            concessions: vec![],
            faction_leader: false,
            treasury: Some(3),
            rebel: false,
            open_bodyguard: false,
            captive: false,
            corrupt: false,
        }
    }

    fn view() -> View {
        View {
            viewer: Viewer::Faction(FactionId(0)),
            scenario: "early".into(),
            turn: 1,
            phase: rules::Phase::Revenue,
            state_treasury: 100,
            unrest: 0,
            legions: 4,
            fleets: 0,
            factions: vec![
                FactionView {
                    id: FactionId(0),
                    leader: None,
                    senators: vec![senator("1", "Cornelius"), senator("2", "Fabius")],
                    hand_size: 0,
                    votes: 0,
                },
                FactionView {
                    id: FactionId(1),
                    leader: None,
                    senators: vec![senator("5", "Claudius")],
                    hand_size: 0,
                    votes: 0,
                },
            ],
            forum_senators: vec![],
            curia: vec![],
            active_wars: vec![],
            inactive_wars: vec![],
            imminent_wars: vec![],
            hrao: None,
            rules_end: None,
            finished: None,
            private: vec![PrivateView {
                faction: FactionId(0),
                faction_treasury: 0,
                hand: vec![],
            }],
            forum_concessions: vec![],
            deck_size: 0,
            military: Default::default(),
            provinces: Default::default(),
            seen_hands: Vec::new(),
            land_bills: Vec::new(),
            discard: Vec::new(),
            events_in_play: Vec::new(),
            laws: Vec::new(),
            bequests: Vec::new(),
            consul_for_life: None,
            proscribed: None,
        }
    }

    fn revenue(income: u32) -> Decision {
        Decision {
            id: DecisionId("t1-revenue-f1".into()),
            kind: DecisionKind::Revenue,
            owner: FactionId(0),
            simultaneous: true,
            options: DecisionOptions::Revenue {
                income,
                senators: vec![SenatorId("1".into()), SenatorId("2".into())],
                faction_treasury: 0,
                governors: vec![],
                upkeep: None,
                initiative: None,
            },
            default: Answer::Revenue {
                income_to_senators: vec![],
                contributions: vec![],
                transfers: vec![],
                spoils: vec![],
                grain: Vec::new(),
                upkeep: Vec::new(),
                plan_ahead: None,
            },
            default_by: rules::DefaultBy::Seed,
        }
    }

    fn run(body: &str, open: &[Decision], current: &[(DecisionId, Answer)]) -> Interpretation {
        let v = view();
        let read = read_body(body).unwrap_or_default();
        interpret(
            &read,
            &OrderContext {
                faction: FactionId(0),
                view: &v,
                open,
                current,
            },
        )
    }

    /// A stand-in for `Game::check`: transfers must total at most 5 talents, and a senator pays
    /// a transfer only with an income share of his own.
    fn revenue_check(_: &Decision, a: &Answer) -> Result<(), RuleError> {
        let Answer::Revenue {
            income_to_senators,
            transfers,
            ..
        } = a
        else {
            return Ok(());
        };
        let total: u32 = transfers.iter().map(|t| t.amount).sum();
        let unpaid = transfers.iter().any(|t| match &t.from {
            Purse::Senator(s) => !income_to_senators.iter().any(|(x, _)| x == s),
            Purse::FactionTreasury => false,
        });
        if total > 5 || unpaid {
            return Err(RuleError::NotYourDecision);
        }
        Ok(())
    }

    fn run_checked(body: &str) -> Interpretation {
        let v = view();
        let read = read_body(body).unwrap_or_default();
        let open = [revenue(5)];
        interpret_checked(
            &read,
            &OrderContext {
                faction: FactionId(0),
                view: &v,
                open: &open,
                current: &[],
            },
            &revenue_check,
        )
    }

    /// PB-02 (issue 10): a line the rules refuse is left out alone, reported on its own line
    /// number; the other lines of the answer stand.
    #[test]
    fn pb_02_a_line_the_rules_refuse_leaves_the_others_standing() {
        let i = run_checked(
            "INCOME 1 TO Cornelius\nINCOME 1 TO Fabius\nTRANSFER 9 FROM FACTION TO Claudius",
        );
        assert_eq!(i.errors.len(), 1, "{:?}", i.errors);
        assert_eq!(i.errors[0].line_no, 3);
        assert!(i.errors[0].text.starts_with("TRANSFER 9"));
        let Some((
            _,
            Answer::Revenue {
                income_to_senators,
                transfers,
                ..
            },
        )) = i.answers.first()
        else {
            panic!("{:?}", i.answers);
        };
        assert_eq!(income_to_senators.len(), 2);
        assert!(transfers.is_empty());
        assert_eq!(i.accepted.len(), 2);
    }

    /// PB-02 (issue 10): a line that is legal only with a later line of the same answer is
    /// kept: lines the rules refuse are judged again after the others.
    #[test]
    fn pb_02_a_line_needing_a_later_line_is_kept() {
        let i = run_checked("TRANSFER 1 FROM Fabius TO Claudius\nINCOME 1 TO Fabius");
        assert!(i.errors.is_empty(), "{:?}", i.errors);
        let Some((_, Answer::Revenue { transfers, .. })) = i.answers.first() else {
            panic!("{:?}", i.answers);
        };
        assert_eq!(transfers.len(), 1);
    }

    #[test]
    fn set_entry_sets_replaces_and_removes() {
        let mut v: Vec<(SenatorId, u32)> = vec![];
        let a = SenatorId("1".into());
        set_entry(&mut v, &a, Some(3));
        set_entry(&mut v, &a, Some(4));
        assert_eq!(v, vec![(a.clone(), 4)]);
        set_entry(&mut v, &a, None);
        assert!(v.is_empty());
    }

    /// PB-02: income shares, transfers and the normalised text.
    #[test]
    fn pb_02_revenue_lines() {
        let i = run(
            "INCOME 2 TO corn\nTRANSFER 1 FROM Fabius TO Claudius",
            &[revenue(5)],
            &[],
        );
        assert!(i.errors.is_empty(), "{:?}", i.errors);
        let n: Vec<&str> = i.accepted.iter().map(|a| a.normalised.as_str()).collect();
        assert_eq!(
            n,
            [
                "INCOME 2 TO Cornelius (#1)",
                "TRANSFER 1 FROM Fabius (#2) TO Claudius (#5)"
            ]
        );
        let answer = &i.answers[0].1;
        assert_eq!(
            answer_lines(answer, &view()),
            [
                "INCOME 2 TO Cornelius (#1)",
                "TRANSFER 1 FROM Fabius (#2) TO Claudius (#5)"
            ]
        );
    }

    #[test]
    fn decisions_of_other_factions_are_not_touched() {
        let mut d = revenue(5);
        d.owner = FactionId(1);
        let i = run("INCOME 2 TO Cornelius", &[d], &[]);
        assert!(i.answers.is_empty());
        assert_eq!(
            i.errors[0].error,
            ReadError::Why(ReadWhy::NoDecisionTakes {
                keyword: "INCOME".into()
            })
        );
    }

    #[test]
    fn a_current_answer_of_another_kind_is_ignored_as_a_base() {
        let current = vec![(
            DecisionId("t1-revenue-f1".into()),
            Answer::SetupPlays {
                leader: SenatorId("1".into()),
                statesmen: vec![],
                concessions: vec![],
            },
        )];
        let i = run("INCOME 2 TO Cornelius", &[revenue(5)], &current);
        assert!(
            matches!(&i.answers[0].1, Answer::Revenue { income_to_senators, .. } if income_to_senators.len() == 1)
        );
    }

    #[test]
    fn an_empty_revenue_answer_still_has_a_line() {
        let lines = answer_lines(&revenue(5).default, &view());
        assert_eq!(lines, ["INCOME ALL TO FACTION"]);
        let i = run(&lines.join("\n"), &[revenue(5)], &[]);
        assert_eq!(i.answers, vec![(revenue(5).id, revenue(5).default)]);
    }
}
