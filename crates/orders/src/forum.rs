//! Forum-phase orders (PB-03, PB-05, PB-06): applying PERSUADE / KNIGHTS / PRESSURE / GAMES /
//! LEADER to an initiative plan, BRIBE / COUNTERBRIBE to a bribes answer and BID to a sealed
//! bid, and writing those answers back as order lines.
//!
//! How lines combine:
//! - Each plan line sets its part of the plan (persuasion, knights, games, leader); `NO …`
//!   clears that part. PRESSURE lines add up, one per Senator (FOR-14, LR 1.07.51/2): a line
//!   for a Senator already named replaces his number, KNIGHTS (an attraction) replaces them.
//! - BRIBE / COUNTERBRIBE set the amount on one attempt (keyed by target); 0 removes the entry
//!   (a missing entry means no money). NO BRIBES clears the attack bribes, NO COUNTERBRIBES the
//!   counter-bribes.
//! - BID lines list the bids in order of preference: the first BID line of a mail replaces the
//!   bids of earlier mails, the following lines of the same mail add to it. NO BID withdraws them.

use super::grammar::{GameOrder, games_name, outcome_word};
use super::names::{find_senator, own_senators, resolve_scoped, resolve_senator, senator_text};
use super::read_why::Scope;
use super::{ReadError, ReadWhy, Spending};
use rules::api::{
    AttemptView, Bid, FactionId, InitiativePlan, KnightsOrder, PersuasionOrder, SenatorId, View,
};
use rules::data::CardIdentity;

/// Who may do what in an initiative plan: from the decision's options, or (for standing
/// orders) from the view.
pub struct PlanOptions<'a> {
    pub persuaders: &'a [SenatorId],
    pub targets: &'a [SenatorId],
    pub knights_senators: &'a [SenatorId],
    pub games_senators: &'a [SenatorId],
    pub leader_candidates: &'a [SenatorId],
    /// Check amounts and knights against what the view shows now (not for standing orders).
    pub check_now: bool,
}

/// A senator's Personal Treasury if the view shows it (own senators in a private view).
pub fn personal_treasury(view: &View, faction: FactionId, id: &SenatorId) -> Option<u32> {
    own_senators(view, faction)
        .into_iter()
        .find(|s| &s.id == id)
        .and_then(|s| s.treasury)
}

/// What a plan makes one senator pay from his Personal Treasury.
fn plan_spending(plan: &InitiativePlan, id: &SenatorId) -> Vec<Spending> {
    let mut items = Vec::new();
    if let Some(p) = &plan.persuasion
        && &p.persuader == id
        && p.bribe > 0
    {
        items.push(Spending::Bribe(p.bribe));
    }
    if let Some(KnightsOrder::Attract { senator, spend }) = &plan.knights
        && senator == id
        && *spend > 0
    {
        items.push(Spending::Knights(*spend));
    }
    if let Some((s, kind)) = &plan.games
        && s == id
    {
        items.push(Spending::Games(kind.cost()));
    }
    items
}

/// Can the senator pay what the plan asks of him? (Unknown treasuries are not checked.)
fn check_spending(
    plan: &InitiativePlan,
    id: &SenatorId,
    view: &View,
    faction: FactionId,
) -> Result<(), ReadError> {
    let Some(pt) = personal_treasury(view, faction, id) else {
        return Ok(());
    };
    let items = plan_spending(plan, id);
    let total = items.iter().fold(0u32, |s, i| s.saturating_add(i.amount()));
    if total <= pt {
        return Ok(());
    }
    Err(ReadWhy::PlanOverTreasury {
        senator: senator_text(id, view),
        treasury: pt,
        items,
        total,
    }
    .into())
}

/// Resolve a persuasion target, explaining why a senator outside the targets is not one.
pub fn resolve_target(
    name: &str,
    targets: &[SenatorId],
    view: &View,
    faction: FactionId,
) -> Result<SenatorId, ReadError> {
    let scoped = resolve_scoped(name, targets, view, Scope::Target);
    let e = match scoped {
        Ok(id) => return Ok(id),
        Err(e) => ReadError::from(e),
    };
    let Ok(id) = resolve_senator(name, view) else {
        return Err(e);
    };
    let targets: Vec<String> = targets.iter().map(|t| senator_text(t, view)).collect();
    let senator = senator_text(&id, view);
    if own_senators(view, faction).iter().any(|s| s.id == id) {
        return Err(ReadWhy::TargetIsOwn { senator, targets }.into());
    }
    if find_senator(view, &id).is_some_and(|s| s.faction_leader)
        || view.factions.iter().any(|f| f.leader.as_ref() == Some(&id))
    {
        return Err(ReadWhy::TargetIsLeader { senator, targets }.into());
    }
    Err(e)
}

fn persuade_text(p: &PersuasionOrder, view: &View) -> String {
    let mut s = format!(
        "PERSUADE {} WITH {}",
        senator_text(&p.target, view),
        senator_text(&p.persuader, view)
    );
    if p.bribe > 0 {
        s.push_str(&format!(" BRIBE {}", p.bribe));
    }
    if let Some(card) = p.card {
        s.push_str(&format!(" {}", card.name().to_ascii_uppercase()));
    }
    s
}

/// The knights action as order lines: one PRESSURE line per Senator pressured (FOR-14).
fn knights_lines(k: &KnightsOrder, view: &View) -> Vec<String> {
    match k {
        KnightsOrder::Attract { senator, spend } => {
            vec![format!(
                "KNIGHTS {} SPEND {spend}",
                senator_text(senator, view)
            )]
        }
        KnightsOrder::Pressure { .. } => k
            .pressures()
            .iter()
            .map(|(senator, knights)| {
                format!(
                    "PRESSURE {knights} KNIGHTS OF {}",
                    senator_text(senator, view)
                )
            })
            .collect(),
    }
}

/// Apply one plan line (PERSUADE, KNIGHTS, PRESSURE, GAMES, LEADER, NO …) to a plan.
pub fn apply_plan(
    order: &GameOrder,
    opts: &PlanOptions,
    plan: &mut InitiativePlan,
    view: &View,
    faction: FactionId,
) -> Result<String, ReadError> {
    let mut next = plan.clone();
    let (text, payer) = match order {
        GameOrder::Persuade {
            target,
            persuader,
            bribe,
            card,
        } => {
            // FOR-13: Seduction / Blackmail from the hand.
            if let Some(c) = card {
                let kind = CardIdentity::Intrigue(c.kind());
                if opts.check_now
                    && !super::names::hand(view, faction)
                        .iter()
                        .any(|h| h.key.identity() == kind)
                {
                    return Err(ReadWhy::NoUnopposedCard { card: *c }.into());
                }
            }
            if opts.persuaders.is_empty() {
                return Err(ReadWhy::NoPersuaders.into());
            }
            let persuader = resolve_scoped(persuader, opts.persuaders, view, Scope::Persuader)?;
            let target = resolve_target(target, opts.targets, view, faction)?;
            let p = PersuasionOrder {
                target,
                persuader: persuader.clone(),
                bribe: *bribe,
                card: *card,
            };
            let text = persuade_text(&p, view);
            next.persuasion = Some(p);
            (text, Some(persuader))
        }
        GameOrder::NoPersuasion => {
            next.persuasion = None;
            ("NO PERSUASION".to_string(), None)
        }
        GameOrder::Knights { senator, spend } => {
            let id = resolve_scoped(
                senator,
                opts.knights_senators,
                view,
                Scope::KnightsAttractor,
            )?;
            let k = KnightsOrder::Attract {
                senator: id.clone(),
                spend: *spend,
            };
            let text = knights_lines(&k, view).concat();
            next.knights = Some(k);
            (text, Some(id))
        }
        GameOrder::Pressure { knights, senator } => {
            // FOR-14 (LR 1.07.51/1): any Knights of the faction, under a Senator in Rome or away.
            let own: Vec<SenatorId> = own_senators(view, faction)
                .into_iter()
                .map(|s| s.id.clone())
                .collect();
            let id = resolve_scoped(senator, &own, view, Scope::KnightsPressurer)?;
            if opts.check_now
                && let Some(s) = find_senator(view, &id)
                && s.knights < *knights
            {
                return Err(ReadWhy::TooFewKnights {
                    senator: senator_text(&id, view),
                    has: s.knights,
                    asked: *knights,
                }
                .into());
            }
            // LR 1.07.51/2: one line per Senator; a second line for another Senator adds to the
            // pressure, one for the same Senator replaces his number (an attraction is replaced).
            let mut pairs = next
                .knights
                .as_ref()
                .map(KnightsOrder::pressures)
                .unwrap_or_default();
            match pairs.iter_mut().find(|(s, _)| *s == id) {
                Some(p) => p.1 = *knights,
                None => pairs.push((id.clone(), *knights)),
            }
            let text = format!("PRESSURE {knights} KNIGHTS OF {}", senator_text(&id, view));
            next.knights = KnightsOrder::pressure_of(pairs);
            (text, None)
        }
        GameOrder::NoKnights => {
            next.knights = None;
            ("NO KNIGHTS".to_string(), None)
        }
        GameOrder::Games { senator, kind } => {
            let id = resolve_scoped(senator, opts.games_senators, view, Scope::Sponsor)?;
            let text = format!("GAMES {} {}", senator_text(&id, view), games_name(*kind));
            next.games = Some((id.clone(), *kind));
            (text, Some(id))
        }
        GameOrder::NoGames => {
            next.games = None;
            ("NO GAMES".to_string(), None)
        }
        GameOrder::Leader { senator } => {
            let id = resolve_scoped(senator, opts.leader_candidates, view, Scope::Leader)?;
            let text = format!("LEADER {}", senator_text(&id, view));
            next.leader = Some(id);
            (text, None)
        }
        GameOrder::NoLeader => {
            next.leader = None;
            ("NO LEADER CHANGE".to_string(), None)
        }
        _ => {
            return Err(ReadWhy::NotForInitiative {
                keyword: order.keyword().to_string(),
            }
            .into());
        }
    };
    if opts.check_now
        && let Some(id) = payer
    {
        check_spending(&next, &id, view, faction)?;
    }
    *plan = next;
    Ok(text)
}

/// The lines of a plan: every part, `NO …` for the parts left out.
pub fn plan_lines(plan: &InitiativePlan, view: &View) -> Vec<String> {
    let mut lines = vec![
        plan.persuasion
            .as_ref()
            .map(|p| persuade_text(p, view))
            .unwrap_or_else(|| "NO PERSUASION".to_string()),
    ];
    lines.extend(
        plan.knights
            .as_ref()
            .map(|k| knights_lines(k, view))
            .unwrap_or_else(|| vec!["NO KNIGHTS".to_string()]),
    );
    lines.extend([
        plan.games
            .as_ref()
            .map(|(s, k)| format!("GAMES {} {}", senator_text(s, view), games_name(*k)))
            .unwrap_or_else(|| "NO GAMES".to_string()),
        plan.leader
            .as_ref()
            .map(|s| format!("LEADER {}", senator_text(s, view)))
            .unwrap_or_else(|| "NO LEADER CHANGE".to_string()),
    ]);
    lines
}

/// Is the entry on this target an attack (the faction persuades him) rather than a defence?
fn is_attack(attempts: &[AttemptView], target: &SenatorId, faction: FactionId) -> bool {
    attempts
        .iter()
        .any(|a| &a.target == target && a.persuader_faction == faction)
}

/// Set one attempt's amount; 0 removes the entry.
fn set_amount(bribes: &mut Vec<(SenatorId, u32)>, target: &SenatorId, amount: u32) {
    match bribes.iter().position(|(t, _)| t == target) {
        Some(i) if amount == 0 => {
            bribes.remove(i);
        }
        Some(i) => bribes[i].1 = amount,
        None if amount > 0 => bribes.push((target.clone(), amount)),
        None => {}
    }
}

/// `COUNTERBRIBE n ON t` or `BRIBE n ON t`.
pub fn bribe_text(target: &SenatorId, amount: u32, attack: bool, view: &View) -> String {
    format!(
        "{} {amount} ON {}",
        if attack { "BRIBE" } else { "COUNTERBRIBE" },
        senator_text(target, view)
    )
}

/// Apply one BRIBE / COUNTERBRIBE line (PB-05 / FOR-13).
pub fn apply_bribes(
    order: &GameOrder,
    attempts: &[AttemptView],
    faction_treasury: u32,
    bribes: &mut Vec<(SenatorId, u32)>,
    view: &View,
    faction: FactionId,
) -> Result<String, ReadError> {
    let mine: Vec<&AttemptView> = attempts
        .iter()
        .filter(|a| a.persuader_faction == faction)
        .collect();
    let theirs: Vec<&AttemptView> = attempts
        .iter()
        .filter(|a| a.persuader_faction != faction)
        .collect();
    let ids =
        |v: &[&AttemptView]| -> Vec<SenatorId> { v.iter().map(|a| a.target.clone()).collect() };
    match order {
        GameOrder::Counterbribe { amount, target } => {
            let id = match resolve_scoped(target, &ids(&theirs), view, Scope::CounterTarget) {
                Ok(id) => id,
                Err(e) => {
                    if let Ok(id) =
                        resolve_scoped(target, &ids(&mine), view, Scope::OwnAttemptTarget)
                        && let Some(a) = mine.iter().find(|a| a.target == id)
                    {
                        return Err(ReadWhy::CounterOwnAttempt {
                            persuader: senator_text(&a.persuader, view),
                            target: senator_text(&id, view),
                            amount: *amount,
                        }
                        .into());
                    }
                    if theirs.is_empty() {
                        return Err(ReadWhy::NothingToCounter.into());
                    }
                    return Err(e.into());
                }
            };
            let others = bribes
                .iter()
                .filter(|(t, _)| t != &id && !is_attack(attempts, t, faction))
                .fold(0u32, |s, (_, n)| s.saturating_add(*n));
            let total = others.saturating_add(*amount);
            if total > faction_treasury {
                return Err(ReadWhy::CounterOverTreasury {
                    treasury: faction_treasury,
                    amount: *amount,
                    target: senator_text(&id, view),
                    total,
                }
                .into());
            }
            set_amount(bribes, &id, *amount);
            Ok(bribe_text(&id, *amount, false, view))
        }
        GameOrder::Bribe { amount, target } => {
            let id = match resolve_scoped(target, &ids(&mine), view, Scope::OwnAttemptTarget) {
                Ok(id) => id,
                Err(e) => {
                    if let Ok(id) =
                        resolve_scoped(target, &ids(&theirs), view, Scope::OwnAttemptTarget)
                        && let Some(a) = theirs.iter().find(|a| a.target == id)
                    {
                        return Err(ReadWhy::BribeOnTheirAttempt {
                            target: senator_text(&id, view),
                            faction: a.persuader_faction,
                            amount: *amount,
                        }
                        .into());
                    }
                    if mine.is_empty() {
                        return Err(ReadWhy::NoOwnAttempt {
                            counterable: theirs
                                .iter()
                                .map(|a| senator_text(&a.target, view))
                                .collect(),
                        }
                        .into());
                    }
                    return Err(e.into());
                }
            };
            if let Some(a) = mine.iter().find(|a| a.target == id)
                && let Some(pt) = personal_treasury(view, faction, &a.persuader)
                && *amount > pt
            {
                return Err(ReadWhy::BribeOverTreasury {
                    persuader: senator_text(&a.persuader, view),
                    treasury: pt,
                    amount: *amount,
                }
                .into());
            }
            set_amount(bribes, &id, *amount);
            Ok(bribe_text(&id, *amount, true, view))
        }
        GameOrder::NoBribes => {
            bribes.retain(|(t, _)| !is_attack(attempts, t, faction));
            Ok("NO BRIBES".to_string())
        }
        GameOrder::NoCounterbribes => {
            bribes.retain(|(t, _)| is_attack(attempts, t, faction));
            Ok("NO COUNTERBRIBES".to_string())
        }
        _ => Err(ReadWhy::NotForBribes {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

/// The lines of a bribes answer for its decision: one line per attempt (0 when nothing is
/// spent on it), BRIBE for the faction's own attempts, COUNTERBRIBE for the others.
pub fn bribes_lines_for(
    attempts: &[AttemptView],
    bribes: &[(SenatorId, u32)],
    view: &View,
    faction: FactionId,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut seen: Vec<&SenatorId> = Vec::new();
    for a in attempts {
        if seen.contains(&&a.target) {
            continue;
        }
        seen.push(&a.target);
        let amount = bribes
            .iter()
            .find(|(t, _)| t == &a.target)
            .map(|(_, n)| *n)
            .unwrap_or(0);
        lines.push(bribe_text(
            &a.target,
            amount,
            is_attack(attempts, &a.target, faction),
            view,
        ));
    }
    for (t, n) in bribes {
        if !seen.contains(&t) {
            lines.push(bribe_text(t, *n, false, view));
        }
    }
    if lines.is_empty() {
        lines.push("NO BRIBES".to_string());
        lines.push("NO COUNTERBRIBES".to_string());
    }
    lines
}

/// The lines of a bribes answer without its decision: the role of an entry is guessed from
/// the view (a counter-bribe for the viewer's own senators, else a bribe).
pub fn bribes_lines_guessed(bribes: &[(SenatorId, u32)], view: &View) -> Vec<String> {
    if bribes.is_empty() {
        return vec!["NO BRIBES".to_string(), "NO COUNTERBRIBES".to_string()];
    }
    let me = match view.viewer {
        rules::api::Viewer::Faction(f) => Some(f),
        _ => None,
    };
    bribes
        .iter()
        .map(|(t, n)| {
            let own = me.is_some_and(|f| own_senators(view, f).iter().any(|s| &s.id == t));
            bribe_text(t, *n, !own, view)
        })
        .collect()
}

/// `BID n FROM s [IF PERSUASION OF t SUCCEEDS|FAILS]`.
pub fn bid_text(b: &Bid, view: &View) -> String {
    let mut s = format!("BID {} FROM {}", b.amount, senator_text(&b.from, view));
    if let Some((t, ok)) = &b.condition {
        s.push_str(&format!(
            " IF PERSUASION OF {} {}",
            senator_text(t, view),
            outcome_word(*ok)
        ));
    }
    s
}

/// The lines of a list of bids (NO BID when there is none).
pub fn bid_lines(bids: &[Bid], view: &View) -> Vec<String> {
    if bids.is_empty() {
        return vec!["NO BID".to_string()];
    }
    bids.iter().map(|b| bid_text(b, view)).collect()
}

/// Who may bid and on which attempts a bid may depend.
pub struct BidOptions<'a> {
    pub bidders: &'a [SenatorId],
    pub conditional_on: &'a [SenatorId],
    /// Check amounts against the Personal Treasuries shown in the view.
    pub check_now: bool,
}

/// Apply one BID / NO BID line (PB-06 / FOR-17). `restarted`: a BID line of this mail has
/// already replaced the earlier bids.
pub fn apply_bid(
    order: &GameOrder,
    opts: &BidOptions,
    bids: &mut Vec<Bid>,
    restarted: &mut bool,
    view: &View,
    faction: FactionId,
) -> Result<String, ReadError> {
    match order {
        GameOrder::Bid {
            amount,
            from,
            condition,
        } => {
            if opts.bidders.is_empty() {
                return Err(ReadWhy::NoBidders.into());
            }
            let condition = match condition {
                None => None,
                Some((t, ok)) => {
                    if opts.conditional_on.is_empty() {
                        return Err(ReadWhy::NoAttemptToDependOn.into());
                    }
                    let id = resolve_scoped(t, opts.conditional_on, view, Scope::BidAttemptTarget)?;
                    Some((id, *ok))
                }
            };
            // PB-06 (issue 10): a bid paid by the target of this turn's persuasion, on the
            // condition that the persuasion succeeds, is judged when its turn comes (he is in the
            // faction only then); so the bidders are yours plus that target.
            let mut scope = opts.bidders.to_vec();
            if let Some((t, true)) = &condition
                && !scope.contains(t)
            {
                scope.push(t.clone());
            }
            let from = resolve_scoped(from, &scope, view, Scope::Bidder)?;
            if opts.check_now
                && let Some(pt) = personal_treasury(view, faction, &from)
                && *amount > pt
            {
                return Err(ReadWhy::BidOverTreasury {
                    bidder: senator_text(&from, view),
                    treasury: pt,
                    amount: *amount,
                }
                .into());
            }
            let bid = Bid {
                amount: *amount,
                from,
                condition,
            };
            let text = bid_text(&bid, view);
            if !*restarted {
                bids.clear();
                *restarted = true;
            }
            bids.push(bid);
            Ok(text)
        }
        GameOrder::NoBid => {
            bids.clear();
            *restarted = true;
            Ok("NO BID".to_string())
        }
        _ => Err(ReadWhy::NotABid {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::api::GamesKind;

    fn s(id: &str) -> SenatorId {
        SenatorId(id.into())
    }

    /// PB-05: an amount of 0 withdraws an entry; others are set in place or appended.
    #[test]
    fn pb_05_set_amount_sets_replaces_and_removes() {
        let mut v = vec![(s("4"), 10)];
        set_amount(&mut v, &s("2"), 3);
        set_amount(&mut v, &s("4"), 6);
        assert_eq!(v, vec![(s("4"), 6), (s("2"), 3)]);
        set_amount(&mut v, &s("4"), 0);
        set_amount(&mut v, &s("9"), 0);
        assert_eq!(v, vec![(s("2"), 3)]);
    }

    /// FOR-11 / FOR-14 / FOR-15: what a plan makes one senator pay.
    #[test]
    fn for_15_plan_spending_adds_up_per_senator() {
        let plan = InitiativePlan {
            persuasion: Some(PersuasionOrder {
                target: s("5"),
                persuader: s("1"),
                bribe: 3,
                card: None,
            }),
            knights: Some(KnightsOrder::Attract {
                senator: s("1"),
                spend: 2,
            }),
            games: Some((s("2"), GamesKind::GladiatorGala)),
            leader: None,
        };
        let total = |id: &str| -> u32 {
            plan_spending(&plan, &s(id))
                .iter()
                .map(|i| i.amount())
                .sum()
        };
        assert_eq!(total("1"), 5);
        assert_eq!(total("2"), 18);
        assert_eq!(total("3"), 0);
    }
}
