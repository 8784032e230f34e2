//! Standing orders (ORDERS.md `STANDING <order>`; PB-03 "Standing orders may replace
//! defaults"): `STANDING` lines turned into answers the rules keep for every later round where
//! they apply (`Game::set_standing(faction, kind, answer)`), and answers back into lines.
//!
//! Several STANDING lines for the same kind of decision build one answer, starting from nothing
//! (an empty plan, no bribes, no bids, all income to the Faction Treasury), in the order
//! written. No decision is open for them, so names are checked against the view only: the
//! faction's own senators for those who act or pay, any senator (not one's own, not a Faction
//! Leader) as a persuasion target. Amounts are not checked against treasuries, which will have
//! changed by then.
//!
//! What may stand: initiative plan lines (PERSUADE, KNIGHTS, PRESSURE, GAMES, LEADER, NO …) for
//! the Initiative (PB-03); COUNTERBRIBE / NO COUNTERBRIBES for Bribes (PB-05; an attack BRIBE
//! belongs to one attempt and cannot stand); BID / NO BID for the InitiativeBid (PB-06; its plan
//! stays empty); `INCOME n TO <senator>` / INCOME ALL TO FACTION, CONTRIBUTE, TRANSFER, SPOILS for
//! Revenue (PB-02); `VOTE YES|NO|ABSTAIN` (or NO VOTE) for Senate votes (PB-08: the faction's
//! vote whenever it sends none; without BUY, UP TO, splits, veto, appeal or preferences, which
//! belong to one vote). Setup plays, proposals and Revolution plays happen once and cannot stand.

use super::body::ReadMail;
use super::forum::{
    BidOptions, PlanOptions, apply_bid, apply_plan, bid_lines, bribe_text, plan_lines,
};
use super::grammar::{GameOrder, LineOutcome, MetaOrder, NameOrFaction, later_phase};
use super::interpret::{
    LineError, OrderContext, RevenueOptions, RevenueParts, answer_lines, apply_revenue,
};
use super::names::{all_senators, own_senators, resolve_senator};
use super::{ReadError, ReadWhy};
use rules::api::{Answer, DecisionKind, InitiativePlan, SenatorId, View, VoteOrder};

/// The answer a standing order starts from: nothing at all.
fn neutral(kind: DecisionKind) -> Option<Answer> {
    Some(match kind {
        DecisionKind::Initiative => Answer::Initiative(InitiativePlan::default()),
        DecisionKind::Bribes => Answer::Bribes { bribes: Vec::new() },
        DecisionKind::InitiativeBid => Answer::InitiativeBid {
            bids: Vec::new(),
            plan: InitiativePlan::default(),
            later: Vec::new(),
        },
        DecisionKind::Revenue => Answer::Revenue {
            income_to_senators: Vec::new(),
            contributions: Vec::new(),
            transfers: Vec::new(),
            spoils: Vec::new(),
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
        },
        DecisionKind::SenateVote => Answer::SenateVote(VoteOrder::default()),
        DecisionKind::SetupPlays
        | DecisionKind::SenateProposals
        | DecisionKind::Revolution
        | DecisionKind::Bodyguards
        | DecisionKind::Trades
        | DecisionKind::Ransom
        | DecisionKind::Choice
        | DecisionKind::DictatorAppointment => {
            return None;
        }
    })
}

/// Which decision a standing order is for, or why it cannot stand.
fn standing_kind(order: &GameOrder) -> Result<DecisionKind, ReadError> {
    match order {
        GameOrder::Persuade { card: Some(c), .. } => Err(ReadWhy::StandingCard { card: *c }.into()),
        GameOrder::Leader { .. }
        | GameOrder::NoLeader
        | GameOrder::Persuade { .. }
        | GameOrder::NoPersuasion
        | GameOrder::Knights { .. }
        | GameOrder::Pressure { .. }
        | GameOrder::NoKnights
        | GameOrder::Games { .. }
        | GameOrder::NoGames => Ok(DecisionKind::Initiative),
        GameOrder::Counterbribe { .. } | GameOrder::NoCounterbribes => Ok(DecisionKind::Bribes),
        GameOrder::Bribe { .. } | GameOrder::NoBribes => Err(ReadWhy::StandingBribe.into()),
        GameOrder::Bid { .. } | GameOrder::NoBid => Ok(DecisionKind::InitiativeBid),
        GameOrder::Income {
            to: NameOrFaction::Faction,
            ..
        } => Err(ReadWhy::StandingIncomeToFaction.into()),
        GameOrder::Income { .. }
        | GameOrder::IncomeAllToFaction
        | GameOrder::Contribute { .. }
        | GameOrder::Transfer { .. }
        | GameOrder::TransferNone
        | GameOrder::Spoils { .. }
        | GameOrder::Grain { .. } => Ok(DecisionKind::Revenue),
        GameOrder::Play { .. }
        | GameOrder::PlayNone
        | GameOrder::InfluencePeddling { .. }
        | GameOrder::PlayLaw { .. }
        | GameOrder::Fine { .. } => Err(ReadWhy::StandingPlay.into()),
        GameOrder::Vote { buy, up_to, .. } if buy.is_empty() && up_to.is_none() => {
            Ok(DecisionKind::SenateVote)
        }
        GameOrder::NoVote => Ok(DecisionKind::SenateVote),
        GameOrder::Vote { .. } => Err(ReadWhy::StandingBoughtVotes.into()),
        GameOrder::VoteSplit { .. }
        | GameOrder::VoteAgenda { .. }
        | GameOrder::Ahead { .. }
        | GameOrder::Veto
        | GameOrder::NoVeto
        | GameOrder::Appeal
        | GameOrder::AppealThreeDice
        | GameOrder::NoAppeal
        | GameOrder::Assassinate { .. }
        | GameOrder::NoAssassination
        | GameOrder::Bodyguards { .. }
        | GameOrder::TribunePropose(_)
        | GameOrder::NoTribuneProposal
        | GameOrder::Motion { .. }
        | GameOrder::Priest { .. }
        | GameOrder::NoPriest
        | GameOrder::Appoint { .. }
        | GameOrder::NoAppointment
        | GameOrder::Prefer { .. } => Err(ReadWhy::StandingOneVote {
            keyword: order.keyword().to_string(),
        }
        .into()),
        GameOrder::Propose(_) | GameOrder::NoProposals => Err(ReadWhy::StandingProposals.into()),
        GameOrder::Discard { .. } | GameOrder::DiscardNone | GameOrder::ReturnForces => {
            Err(ReadWhy::StandingRevolution.into())
        }
        GameOrder::Revolt { .. } => Err(ReadWhy::StandingRevolt.into()),
        GameOrder::Upkeep { .. } | GameOrder::UpkeepNone => Err(ReadWhy::StandingUpkeep.into()),
        GameOrder::Ransom { .. } | GameOrder::RansomNone => Err(ReadWhy::StandingRansom.into()),
        GameOrder::Choose { .. } | GameOrder::Desert { .. } => Err(ReadWhy::StandingChoice.into()),
        GameOrder::Offer { .. }
        | GameOrder::OfferNone
        | GameOrder::Accept { .. }
        | GameOrder::AcceptNone => Err(ReadWhy::StandingTrades.into()),
        GameOrder::NotYet { keyword, .. } => Err(ReadWhy::StandingNotYet {
            keyword: keyword.to_string(),
            phase: later_phase(keyword),
        }
        .into()),
    }
}

/// One standing answer being built.
struct Standing {
    kind: DecisionKind,
    answer: Answer,
    lines: usize,
}

/// Read the `STANDING <order>` lines of a mail into standing answers, one per kind of decision
/// (in the order of their first line), and the errors of lines that could not be applied.
/// Lines the grammar refused (e.g. `STANDING BID 1 MORE THAN …`) are reported by
/// `interpret` already and are not repeated here; `STANDING CLEAR` is a meta order.
pub fn interpret_standing(
    read: &ReadMail,
    ctx: &OrderContext,
) -> (Vec<(DecisionKind, Answer)>, Vec<LineError>) {
    interpret_standing_on(read, ctx, &[])
}

/// [`interpret_standing`] on the faction's standing orders as they are (`existing`): issue 21,
/// a mail changes only the items its STANDING lines name; the other items of a standing answer
/// stay (STANDING CLEAR first replaces them all).
pub fn interpret_standing_on(
    read: &ReadMail,
    ctx: &OrderContext,
    existing: &[(DecisionKind, Answer)],
) -> (Vec<(DecisionKind, Answer)>, Vec<LineError>) {
    let mut work: Vec<Standing> = Vec::new();
    let mut errors = Vec::new();
    for line in &read.lines {
        let LineOutcome::Meta(MetaOrder::Standing(order)) = &line.outcome else {
            continue;
        };
        let result = standing_kind(order).and_then(|kind| {
            let i = match work.iter().position(|w| w.kind == kind) {
                Some(i) => i,
                None => {
                    let base = neutral(kind).ok_or_else(|| ReadWhy::StandingKeyword {
                        keyword: order.keyword().to_string(),
                    })?;
                    let answer = existing
                        .iter()
                        .find(|(k, _)| *k == kind)
                        .map_or(base, |(_, a)| a.clone());
                    work.push(Standing {
                        kind,
                        answer,
                        lines: 0,
                    });
                    work.len() - 1
                }
            };
            let mut answer = work[i].answer.clone();
            apply_standing(order, &mut answer, ctx)?;
            work[i].answer = answer;
            work[i].lines += 1;
            Ok(())
        });
        if let Err(message) = result {
            errors.push(LineError {
                line_no: line.line_no,
                text: line.text.clone(),
                error: ReadWhy::Standing {
                    keyword: order.keyword().to_string(),
                    why: Box::new(message),
                }
                .into(),
            });
        }
    }
    let answers = work
        .into_iter()
        .filter(|w| w.lines > 0)
        .map(|w| (w.kind, w.answer))
        .collect();
    (answers, errors)
}

fn apply_standing(
    order: &GameOrder,
    answer: &mut Answer,
    ctx: &OrderContext,
) -> Result<(), ReadError> {
    let view = ctx.view;
    let own: Vec<SenatorId> = own_senators(view, ctx.faction)
        .iter()
        .map(|s| s.id.clone())
        .collect();
    match answer {
        Answer::Initiative(plan) => {
            let leaders: Vec<&SenatorId> = view
                .factions
                .iter()
                .filter_map(|f| f.leader.as_ref())
                .collect();
            let targets: Vec<SenatorId> = all_senators(view)
                .iter()
                .filter(|s| !own.contains(&s.id) && !s.faction_leader && !leaders.contains(&&s.id))
                .map(|s| s.id.clone())
                .collect();
            let opts = PlanOptions {
                persuaders: &own,
                targets: &targets,
                knights_senators: &own,
                games_senators: &own,
                leader_candidates: &own,
                check_now: false,
            };
            apply_plan(order, &opts, plan, view, ctx.faction).map(|_| ())
        }
        Answer::SenateVote(vote) => match order {
            GameOrder::Vote { choice, .. } => {
                vote.vote = Some(*choice);
                Ok(())
            }
            GameOrder::NoVote => {
                vote.vote = None;
                Ok(())
            }
            _ => Err(ReadWhy::StandingVoteOnly.into()),
        },
        Answer::SenateProposals { .. }
        | Answer::Revolution { .. }
        | Answer::Bodyguards { .. }
        | Answer::Trades { .. }
        | Answer::Ransom { .. }
        | Answer::Choice { .. }
        | Answer::DictatorAppointment { .. } => Err(ReadWhy::StandingNotHere.into()),
        Answer::Bribes { bribes } => match order {
            GameOrder::Counterbribe { amount, target } => {
                let id = resolve_senator(target, view)?;
                match bribes.iter().position(|(t, _)| t == &id) {
                    Some(i) if *amount == 0 => {
                        bribes.remove(i);
                    }
                    Some(i) => bribes[i].1 = *amount,
                    None if *amount > 0 => bribes.push((id, *amount)),
                    None => {}
                }
                Ok(())
            }
            GameOrder::NoCounterbribes => {
                bribes.clear();
                Ok(())
            }
            _ => Err(ReadWhy::StandingBribesRound.into()),
        },
        Answer::InitiativeBid { bids, .. } => {
            let everyone: Vec<SenatorId> =
                all_senators(view).iter().map(|s| s.id.clone()).collect();
            let opts = BidOptions {
                bidders: &own,
                conditional_on: &everyone,
                check_now: false,
            };
            // Standing BID lines accumulate in the order written.
            let mut restarted = true;
            apply_bid(order, &opts, bids, &mut restarted, view, ctx.faction).map(|_| ())
        }
        Answer::Revenue {
            income_to_senators,
            contributions,
            transfers,
            spoils,
            grain,
            upkeep,
            plan_ahead: _,
        } => {
            let opts = RevenueOptions {
                income: u32::MAX,
                senators: &own,
                governors: &own,
                standing: true,
            };
            let mut parts = RevenueParts {
                income_to_senators,
                contributions,
                transfers,
                spoils,
                grain,
                upkeep,
            };
            let mut restarted = true;
            apply_revenue(order, &opts, &mut parts, &mut restarted, ctx)
                .map(|_| ())
                .map_err(ReadError::from)
        }
        Answer::SetupPlays { .. } => Err(ReadWhy::StandingSetupPlays.into()),
    }
}

/// `STANDING …` lines that express a standing answer (for echoes); read back with
/// [`interpret_standing`] they give the same answer. An initiative plan lists its four parts,
/// bribes their counter-bribes (or NO COUNTERBRIBES), a bid its bids (or NO BID; the plan of a
/// standing bid is not written).
pub fn standing_lines(kind: DecisionKind, answer: &Answer, view: &View) -> Vec<String> {
    let lines = match (kind, answer) {
        (DecisionKind::Initiative, Answer::Initiative(plan)) => plan_lines(plan, view),
        (DecisionKind::Bribes, Answer::Bribes { bribes }) => {
            if bribes.is_empty() {
                vec!["NO COUNTERBRIBES".to_string()]
            } else {
                bribes
                    .iter()
                    .map(|(t, n)| bribe_text(t, *n, false, view))
                    .collect()
            }
        }
        (DecisionKind::InitiativeBid, Answer::InitiativeBid { bids, .. }) => bid_lines(bids, view),
        _ => answer_lines(answer, view),
    };
    lines.into_iter().map(|l| format!("STANDING {l}")).collect()
}
