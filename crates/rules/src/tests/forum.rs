//! Scenario tests of the Forum Phase (FOR-*, PB-03..PB-06, TD-*, GEN-13) and the Population
//! Phase (POP-*), with scripted dice, chits and cards.

use super::*;
use crate::state::{EventInPlay, LeaderInPlay};

/// Setup and revenue with defaults (nobody dies): the PB-03 round is open.
fn to_forum(g: &mut Game) -> Vec<Event> {
    to_revenue(g);
    g.resolve(true)
}

/// Indexes of the senators by ID after the state changed.
fn idx(g: &Game, id: &SenatorId) -> usize {
    g.find_senator(id).unwrap()
}

/// Set a senator's Personal Treasury, as if the bank had paid it as income (keeps the ledger
/// balanced).
fn gift(g: &mut Game, i: usize, amount: u32) {
    let old = g.senators[i].treasury;
    g.senators[i].treasury = amount;
    g.ledger.income_paid = g.ledger.income_paid + u64::from(amount) - u64::from(old);
}

/// Set a Faction Treasury the same way.
fn fgift(g: &mut Game, fac: u8, amount: u32) {
    let old = g.factions[usize::from(fac)].treasury;
    g.factions[usize::from(fac)].treasury = amount;
    g.ledger.income_paid = g.ledger.income_paid + u64::from(amount) - u64::from(old);
}

/// Take a family out of the deck and put it unaligned in the Forum.
fn forum_senator(g: &mut Game) -> SenatorId {
    let p = g
        .deck
        .iter()
        .position(|c| matches!(c, DeckCard::Family(_)))
        .unwrap();
    let DeckCard::Family(n) = g.deck.remove(p) else {
        unreachable!()
    };
    g.senators.push(Senator::from_family(data(), n, None));
    SenatorId(n.to_string())
}

/// `n` Faction cards of the deck (scripted draws that change nothing in the Forum).
fn quiet_cards(g: &Game, n: usize) -> Vec<String> {
    g.deck
        .iter()
        .filter_map(|c| match c {
            DeckCard::Intrigue(k) | DeckCard::Concession(k) => Some(k.clone()),
            _ => None,
        })
        .take(n)
        .collect()
}

/// Script `n` quiet initiatives: rolls of 3 and Faction cards.
fn quiet(g: &mut Game, n: usize) {
    let cards = quiet_cards(g, n);
    g.script_cards(cards);
    for _ in 0..n {
        g.script_dice(vec![1, 2]);
    }
}

/// Answer every open decision of `kind` with an empty plan / no bribes / no bids.
fn open_kind_forum(g: &Game) -> Option<DecisionKind> {
    g.open_decisions().first().map(|d| d.kind)
}

fn answer_empty(g: &mut Game) {
    for d in g.owed() {
        let a = match d.kind {
            DecisionKind::Initiative => Answer::Initiative(InitiativePlan::default()),
            DecisionKind::Bribes => Answer::Bribes { bribes: Vec::new() },
            DecisionKind::InitiativeBid => Answer::InitiativeBid {
                bids: Vec::new(),
                plan: InitiativePlan::default(),
                later: Vec::new(),
            },
            _ => continue,
        };
        if g.submit(d.owner, &d.id, a).is_err() {
            // already answered by the test
        }
    }
}

fn submit_plan(g: &mut Game, fac: u8, plan: InitiativePlan) {
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(fac) && d.kind == DecisionKind::Initiative)
        .unwrap();
    g.submit(f(fac), &d.id, Answer::Initiative(plan)).unwrap();
}

fn hrao_faction(g: &Game) -> u8 {
    g.hrao_order()[0].0
}

fn persuade(target: &SenatorId, persuader: &SenatorId, bribe: u32) -> InitiativePlan {
    InitiativePlan {
        persuasion: Some(PersuasionOrder {
            target: target.clone(),
            persuader: persuader.clone(),
            bribe,
            card: None,
        }),
        ..InitiativePlan::default()
    }
}

#[test]
fn for_11_persuasion_base_number() {
    let (mut g, _) = new_game(3, 1);
    to_forum(&mut g);
    let d = data();
    let t = forum_senator(&mut g);
    let ti = idx(&g, &t);
    gift(&mut g, ti, 4);
    let p = of(&g, 0)[0];
    let ps = &g.senators[p];
    let expect =
        i32::from(ps.oratory(d)) + ps.influence as i32 - i32::from(g.senators[ti].loyalty(d)) - 4;
    assert_eq!(g.base_number(p, ti), expect);
    // Aligned: −7 more.
    let q = of(&g, 1)[0];
    gift(&mut g, q, 0);
    let ps = &g.senators[p];
    let qs = &g.senators[q];
    assert_eq!(
        g.base_number(p, q),
        i32::from(ps.oratory(d)) + ps.influence as i32 - i32::from(qs.loyalty(d)) - 7
    );
    // GEN-13: +1 per Evil Omens.
    g.events_in_play.push(EventInPlay {
        key: "evil-omens".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    assert_eq!(g.base_number(p, ti), expect + 1);
}

/// FOR-11 / PB-05: a written attempt on an unaligned senator goes to the bribes round (nobody
/// counter-bribes here); success moves the target with his treasury.
#[test]
fn for_11_persuasion_success_moves_the_target_with_his_treasury() {
    let (mut g, _) = new_game(6, 2);
    to_forum(&mut g);
    let t = forum_senator(&mut g);
    let ti = idx(&g, &t);
    gift(&mut g, ti, 2);
    let h = hrao_faction(&g);
    let p = g.senators[of(&g, h)[0]].id();
    let pi = idx(&g, &p);
    gift(&mut g, pi, 5);
    g.senators[pi].influence = 30; // a sure base number
    // Re-open the round so the options know the new senator.
    g.start_forum(&mut Vec::new());
    submit_plan(&mut g, h, persuade(&t, &p, 3));
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]); // the six initiative rolls
    }
    g.resolve(true);
    // PB-05: the bribes round (no extra bribe, no counter-bribe); persuasion 2.
    assert_eq!(open_kind_forum(&g), Some(DecisionKind::Bribes));
    answer_empty(&mut g);
    g.script_dice(vec![1, 1]);
    let ev = g.resolve(true);
    let ti = idx(&g, &t);
    assert_eq!(g.senators[ti].faction, Some(f(h)));
    assert_eq!(g.senators[ti].treasury, 5);
    assert_eq!(g.senators[idx(&g, &p)].treasury, 2);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::PersuasionResolved { succeeded: true, bribe: 3, counter_bribes, .. } if counter_bribes.is_empty())));
    assert!(g.accounts().balanced());
}

/// FOR-11 / FOR-08: an unmodified 10 always fails; after Era Ends a 9 fails too.
#[test]
fn for_11_an_unmodified_10_fails_and_9_fails_after_era_ends() {
    for (era_ends, dice, ok) in [
        (false, [5u8, 5u8], false),
        (false, [4, 5], true),
        (true, [4, 5], false),
        (true, [4, 4], true),
    ] {
        let (mut g, _) = new_game(6, 3);
        to_forum(&mut g);
        let t = forum_senator(&mut g);
        let h = hrao_faction(&g);
        let p = g.senators[of(&g, h)[0]].id();
        let pi = idx(&g, &p);
        g.senators[pi].influence = 40;
        g.era_ends = era_ends;
        g.start_forum(&mut Vec::new());
        submit_plan(&mut g, h, persuade(&t, &p, 0));
        answer_empty(&mut g);
        let cards = quiet_cards(&g, 6);
        g.script_cards(cards);
        for _ in 0..6 {
            g.script_dice(vec![1, 2]);
        }
        g.resolve(true);
        answer_empty(&mut g);
        g.script_dice(vec![dice[0], dice[1]]);
        let ev = g.resolve(true);
        assert!(
            ev.iter().any(|e| matches!(&e.kind, EventKind::PersuasionResolved { succeeded, .. } if *succeeded == ok)),
            "{era_ends} {dice:?}"
        );
    }
}

#[test]
fn for_12_opposing_statesmen_have_loyalty_0_in_the_same_faction() {
    let (mut g, _) = new_game(3, 4);
    to_forum(&mut g);
    let d = data();
    // 1A (opposes 22A) and 22A in faction 1; the persuader in faction 0.
    let mut a = Senator::from_family(d, 1, Some(f(1)));
    a.statesman = Some("1A".into());
    a.family_card = false;
    let mut b = Senator::from_family(d, 22, Some(f(1)));
    b.statesman = Some("22A".into());
    b.family_card = false;
    g.senators.retain(|s| s.family != 1 && s.family != 22);
    g.senators.push(a);
    g.senators.push(b);
    let t = idx(&g, &SenatorId("1A".into()));
    assert_eq!(g.effective_loyalty(t, f(0)), 0);
    // Alone (22A elsewhere): printed loyalty.
    let o = idx(&g, &SenatorId("22A".into()));
    g.senators[o].faction = Some(f(2));
    assert_eq!(
        g.effective_loyalty(t, f(0)),
        i32::from(d.statesman("1A").unwrap().loyalty)
    );
    // Gracchi: loyalty 0 when the other brother is in the persuader's faction.
    let mut c = Senator::from_family(d, 25, Some(f(1)));
    c.statesman = Some("25A".into());
    c.family_card = false;
    let mut e = Senator::from_family(d, 25, Some(f(0)));
    e.statesman = Some("25B".into());
    e.family_card = false;
    g.senators.retain(|s| s.family != 25);
    g.senators.push(c);
    g.senators.push(e);
    let t = idx(&g, &SenatorId("25A".into()));
    assert_eq!(g.effective_loyalty(t, f(0)), 0);
    assert_eq!(g.effective_loyalty(t, f(2)), 6);
}

/// An aligned target in Rome of `def`, with the attacker's persuader strong.
fn opposed_setup(g: &mut Game, att: u8, def: u8) -> (SenatorId, SenatorId) {
    let t = g.senators[of(g, def)
        .into_iter()
        .find(|i| !g.senators[*i].faction_leader)
        .unwrap()]
    .id();
    let p = g.senators[of(g, att)[0]].id();
    let pi = idx(g, &p);
    g.senators[pi].influence = 20;
    (t, p)
}

#[test]
fn pb_04_frivolous_attempt_fails_and_the_defender_really_pays() {
    let (mut g, _) = new_game(6, 5);
    to_forum(&mut g);
    let h = hrao_faction(&g);
    let def = (h + 1) % 6;
    let (t, p) = opposed_setup(&mut g, h, def);
    fgift(&mut g, def, 50);
    submit_plan(&mut g, h, persuade(&t, &p, 0));
    answer_empty(&mut g);
    quiet(&mut g, 6);
    let base = g.base_number(idx(&g, &p), idx(&g, &t));
    let tpt = g.senators[idx(&g, &t)].treasury;
    let ev = g.resolve(true);
    let needed = (base - 1).max(0) as u32;
    assert_eq!(g.factions[usize::from(def)].treasury, 50 - needed);
    assert_eq!(g.senators[idx(&g, &t)].treasury, tpt + needed);
    assert_eq!(g.senators[idx(&g, &t)].faction, Some(f(def)));
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::FrivolousPersuasion { counter_bribe, .. } if *counter_bribe == needed)));
    let r = g.rulings().last().unwrap();
    assert_eq!((r.rule.as_str(), r.frivolous()), ("PB-04", Some(true)));
    // No bribes round: with six players there is no auction either; the Senate opens.
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::SenateProposals),
        "{:?}",
        g.open_decisions()
    );
}

/// PB-04 / PB-05 / FOR-13: money committed makes an opposed attempt non-frivolous; every faction is called for bribes; counter-bribes come from the Faction Treasury and all the money goes to the target.
#[test]
fn pb_04_money_committed_is_not_frivolous_and_pb_05_for_13_opens_bribes_for_every_faction() {
    let (mut g, _) = new_game(6, 6);
    to_forum(&mut g);
    let h = hrao_faction(&g);
    let def = (h + 2) % 6;
    let (t, p) = opposed_setup(&mut g, h, def);
    let pi = idx(&g, &p);
    gift(&mut g, pi, 10);
    fgift(&mut g, def, 50);
    submit_plan(&mut g, h, persuade(&t, &p, 2));
    answer_empty(&mut g);
    quiet(&mut g, 6);
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::PersuasionAnnounced { .. }))
    );
    assert_eq!(g.rulings().last().unwrap().frivolous(), Some(false));
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 6);
    assert!(ds.iter().all(|d| d.kind == DecisionKind::Bribes));
    // Default attack: all the rest of the persuader's treasury (10 − 2 committed).
    let mine = ds.iter().find(|d| d.owner == f(h)).unwrap();
    assert_eq!(
        mine.default,
        Answer::Bribes {
            bribes: vec![(t.clone(), 8)]
        }
    );
    assert_eq!(mine.default_by, DefaultBy::Seed);
    // The defender counter-bribes 30 (more than any base): the attempt fails, all money goes
    // to the target.
    let dd = ds.iter().find(|d| d.owner == f(def)).unwrap();
    g.submit(
        f(def),
        &dd.id,
        Answer::Bribes {
            bribes: vec![(t.clone(), 30)],
        },
    )
    .unwrap();
    // Too much is refused.
    assert!(
        g.submit(
            f(def),
            &dd.id,
            Answer::Bribes {
                bribes: vec![(t.clone(), 51)]
            }
        )
        .is_err()
    );
    let tpt = g.senators[idx(&g, &t)].treasury;
    g.script_dice(vec![1, 1]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::PersuasionResolved { succeeded: false, bribe: 10, counter_bribes, .. } if counter_bribes == &vec![(f(def), 30)])));
    assert_eq!(g.senators[idx(&g, &t)].treasury, tpt + 40);
    assert_eq!(g.senators[idx(&g, &p)].treasury, 0);
    assert!(g.accounts().balanced());
}

/// PB-06 / FOR-17: sealed bids, conditional on persuasion outcomes, paid by the winner and announced per faction.
#[test]
fn pb_06_auction_bids_conditional_on_persuasion_paid_and_announced_per_faction() {
    let (mut g, _) = new_game(3, 7);
    to_forum(&mut g);
    answer_empty(&mut g);
    quiet(&mut g, 3);
    g.resolve(true);
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 3);
    assert!(ds.iter().all(|d| d.kind == DecisionKind::InitiativeBid));
    assert!(ds.iter().all(|d| matches!(
        &d.options,
        DecisionOptions::InitiativeBid { initiative: 4, .. }
    )));
    let h = hrao_faction(&g);
    let other = (h + 1) % 3;
    let b = of(&g, other)[0];
    gift(&mut g, b, 5);
    let bid_from = g.senators[b].id();
    // A condition on a senator who is no target is refused.
    let dd = ds.iter().find(|d| d.owner == f(other)).unwrap().clone();
    assert!(
        g.submit(
            f(other),
            &dd.id,
            Answer::InitiativeBid {
                bids: vec![Bid {
                    amount: 2,
                    from: bid_from.clone(),
                    condition: Some((SenatorId("30".into()), true))
                }],
                plan: InitiativePlan::default(),
                later: Vec::new()
            }
        )
        .is_err()
    );
    g.submit(
        f(other),
        &dd.id,
        Answer::InitiativeBid {
            bids: vec![Bid {
                amount: 3,
                from: bid_from.clone(),
                condition: None,
            }],
            plan: InitiativePlan::default(),
            later: Vec::new(),
        },
    )
    .unwrap();
    answer_empty(&mut g);
    quiet(&mut g, 3);
    let ev = g.resolve(true);
    let auction = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::AuctionResolved { bids, winner, .. } => {
                assert_eq!(e.visibility, Visibility::Public);
                Some((bids.clone(), *winner))
            }
            _ => None,
        })
        .unwrap();
    assert_eq!(auction.1, f(other));
    assert!(auction.0.contains(&(f(other), 3)));
    assert_eq!(g.senators[idx(&g, &bid_from)].treasury, 2);
    // The public announcement does not name the bidding senator.
    let json = serde_json::to_string(
        &ev.iter()
            .find(|e| matches!(e.kind, EventKind::AuctionResolved { .. }))
            .unwrap()
            .kind,
    )
    .unwrap();
    assert!(!json.contains(&format!("\"{}\"", bid_from.0)));
}

/// PB-06 (issue 10): a bid paid by the target of a pending persuasion, on the condition that it
/// succeeds, is kept and judged when the auction is resolved; the same bid on failure, or
/// without a condition, is refused (he is not the faction's senator).
#[test]
fn pb_06_a_bid_from_the_persuaded_target_is_kept_for_its_turn() {
    let (mut g, _) = new_game(3, 7);
    to_forum(&mut g);
    answer_empty(&mut g);
    quiet(&mut g, 3);
    g.resolve(true);
    let ds = g.open_decisions();
    let other = (hrao_faction(&g) + 1) % 3;
    let mut d = ds.iter().find(|d| d.owner == f(other)).unwrap().clone();
    let t = forum_senator(&mut g);
    if let DecisionOptions::InitiativeBid { conditional_on, .. } = &mut d.options {
        conditional_on.push(t.clone());
    }
    let bid = |ok: Option<bool>| Answer::InitiativeBid {
        bids: vec![Bid {
            amount: 4,
            from: t.clone(),
            condition: ok.map(|ok| (t.clone(), ok)),
        }],
        plan: InitiativePlan::default(),
        later: Vec::new(),
    };
    let kept = g.validate_bid(&d, &bid(Some(true))).unwrap();
    let Answer::InitiativeBid { bids, .. } = &kept else {
        panic!("not a bid: {kept:?}")
    };
    assert_eq!(bids.len(), 1);
    assert_eq!(bids[0].from, t);
    assert_eq!(bids[0].condition, Some((t.clone(), true)));
    assert!(g.validate_bid(&d, &bid(Some(false))).is_err());
    assert!(g.validate_bid(&d, &bid(None)).is_err());
}

#[test]
fn for_17_unbid_initiatives_go_to_the_hrao_faction_and_ties_to_the_hrao() {
    let (mut g, _) = new_game(3, 8);
    to_forum(&mut g);
    answer_empty(&mut g);
    quiet(&mut g, 3);
    g.resolve(true);
    let h = hrao_faction(&g);
    answer_empty(&mut g);
    quiet(&mut g, 1);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::AuctionResolved { winner, initiative: 4, .. } if *winner == f(h))));
    // GEN-03 (S004): a tie goes to the HRAO or the nearest clockwise.
    let a = (h + 1) % 3;
    let b = (h + 2) % 3;
    for fac in [a, b] {
        let s = of(&g, fac)[0];
        gift(&mut g, s, 4);
        let id = g.senators[s].id();
        let d = decision(&g, fac);
        g.submit(
            f(fac),
            &d,
            Answer::InitiativeBid {
                bids: vec![Bid {
                    amount: 2,
                    from: id,
                    condition: None,
                }],
                plan: InitiativePlan::default(),
                later: Vec::new(),
            },
        )
        .unwrap();
    }
    answer_empty(&mut g);
    quiet(&mut g, 1);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::AuctionResolved { winner, initiative: 5, .. } if *winner == f(a))));
}

#[test]
fn for_03_six_initiatives_hrao_first_then_clockwise() {
    let (mut g, _) = new_game(4, 9);
    to_forum(&mut g);
    let order = g.hrao_order();
    answer_empty(&mut g);
    quiet(&mut g, 4);
    let ev = g.resolve(true);
    let taken: Vec<FactionId> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::InitiativeTaken { faction, .. } => Some(*faction),
            _ => None,
        })
        .collect();
    assert_eq!(taken, order);
    for _ in 0..2 {
        answer_empty(&mut g);
        quiet(&mut g, 1);
        g.resolve(true);
    }
    assert_eq!(g.status(), GameStatus::Waiting);
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::SenateProposals),
        "the Senate opens (SEN-01)"
    );
}

#[test]
fn for_14_knights_attract_with_spend_and_pressure() {
    let (mut g, _) = new_game(6, 10);
    to_forum(&mut g);
    let h = hrao_faction(&g);
    let s = of(&g, h)[0];
    gift(&mut g, s, 5);
    g.senators[s].knights = 2;
    let id = g.senators[s].id();
    submit_plan(
        &mut g,
        h,
        InitiativePlan {
            knights: Some(KnightsOrder::Attract {
                senator: id.clone(),
                spend: 3,
            }),
            ..InitiativePlan::default()
        },
    );
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    g.script_dice(vec![1, 2, 3]); // 3 + 3 = 6: a Knight
    let ev = g.resolve(true);
    let s = idx(&g, &id);
    assert_eq!(g.senators[s].knights, 3);
    assert_eq!(g.senators[s].treasury, 2);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::KnightsAttracted {
            success: true,
            spend: 3,
            ..
        }
    )));
    assert!(g.accounts().balanced());

    let (mut g, _) = new_game(6, 10);
    to_forum(&mut g);
    let s = of(&g, h)[0];
    g.senators[s].knights = 2;
    let id = g.senators[s].id();
    submit_plan(
        &mut g,
        h,
        InitiativePlan {
            knights: Some(KnightsOrder::Pressure {
                senator: id.clone(),
                knights: 2,
                also: Vec::new(),
            }),
            ..InitiativePlan::default()
        },
    );
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    g.script_dice(vec![1, 2, 4, 5]);
    g.resolve(true);
    let s = idx(&g, &id);
    assert_eq!(g.senators[s].knights, 0);
    assert_eq!(g.senators[s].treasury, 9);
    assert!(g.accounts().balanced());
}

#[test]
fn for_15_games_cost_popularity_unrest() {
    let (mut g, _) = new_game(6, 11);
    to_forum(&mut g);
    g.unrest = 5;
    let h = hrao_faction(&g);
    let s = of(&g, h)[1];
    gift(&mut g, s, 20);
    let id = g.senators[s].id();
    // Too expensive is refused.
    let d = decision(&g, h);
    assert!(
        g.submit(
            f(h),
            &d,
            Answer::Initiative(InitiativePlan {
                games: Some((id.clone(), GamesKind::GladiatorGala)),
                knights: Some(KnightsOrder::Attract {
                    senator: id.clone(),
                    spend: 3
                }),
                ..InitiativePlan::default()
            })
        )
        .is_err()
    );
    submit_plan(
        &mut g,
        h,
        InitiativePlan {
            games: Some((id.clone(), GamesKind::BloodFest)),
            ..InitiativePlan::default()
        },
    );
    answer_empty(&mut g);
    quiet(&mut g, 6);
    let ev = g.resolve(true);
    let s = idx(&g, &id);
    assert_eq!(g.senators[s].treasury, 7);
    assert_eq!(g.senators[s].popularity, 2);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::GamesSponsored { cost: 13, .. }))
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::UnrestChanged {
            delta: -2,
            unrest: 3,
            ..
        }
    )));
}

#[test]
fn for_16_faction_leader_change_and_pb_03_leaderless_default() {
    let (mut g, _) = new_game(6, 12);
    to_forum(&mut g);
    let h = hrao_faction(&g);
    let s = of(&g, h)
        .into_iter()
        .find(|i| !g.senators[*i].faction_leader)
        .unwrap();
    let id = g.senators[s].id();
    submit_plan(
        &mut g,
        h,
        InitiativePlan {
            leader: Some(id.clone()),
            ..InitiativePlan::default()
        },
    );
    // A leaderless faction: the default names its most influential senator.
    let other = (h + 1) % 6;
    for i in of(&g, other) {
        g.senators[i].faction_leader = false;
    }
    g.pending = None;
    g.start_forum(&mut Vec::new());
    submit_plan(
        &mut g,
        h,
        InitiativePlan {
            leader: Some(id.clone()),
            ..InitiativePlan::default()
        },
    );
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(other))
        .unwrap();
    let best = g.most_influential(f(other)).unwrap();
    match &d.default {
        Answer::Initiative(p) => assert_eq!(p.leader, Some(g.senators[best].id())),
        _ => panic!(),
    }
    assert_eq!(d.default_by, DefaultBy::Seed);
    quiet(&mut g, 6);
    g.resolve(true);
    assert!(g.senators[idx(&g, &id)].faction_leader);
    assert_eq!(
        of(&g, h)
            .iter()
            .filter(|i| g.senators[**i].faction_leader)
            .count(),
        1
    );
    assert!(of(&g, other).iter().any(|i| g.senators[*i].faction_leader));
}

#[test]
fn pb_03_default_persuades_the_best_unaligned_senator_and_attracts_a_knight() {
    let (mut g, _) = new_game(6, 13);
    to_forum(&mut g);
    let t = forum_senator(&mut g);
    let h = hrao_faction(&g);
    let p = of(&g, h)[0];
    g.senators[p].influence = 25;
    g.pending = None;
    g.start_forum(&mut Vec::new());
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(h))
        .unwrap();
    let Answer::Initiative(plan) = &d.default else {
        panic!()
    };
    let pers = plan.persuasion.as_ref().unwrap();
    assert_eq!(pers.target, t);
    assert_eq!(pers.bribe, 0);
    assert!(matches!(
        &plan.knights,
        Some(KnightsOrder::Attract { spend: 0, .. })
    ));
    assert!(plan.games.is_none() && plan.leader.is_none());
}

#[test]
fn pb_03_standing_orders_replace_the_default_when_legal() {
    let (mut g, _) = new_game(6, 14);
    let h = 0;
    let s = of(&g, h)[0];
    let id = g.senators[s].id();
    let order = Answer::Initiative(InitiativePlan {
        leader: Some(id.clone()),
        ..InitiativePlan::default()
    });
    assert!(
        g.set_standing(f(h), DecisionKind::Bribes, order.clone())
            .is_err()
    );
    g.set_standing(f(h), DecisionKind::Initiative, order.clone())
        .unwrap();
    assert_eq!(g.standing(f(h)).len(), 1);
    // An illegal one for faction 1 (a senator not its own).
    g.set_standing(f(1), DecisionKind::Initiative, order.clone())
        .unwrap();
    to_forum(&mut g);
    let ds = g.open_decisions();
    let d0 = ds.iter().find(|d| d.owner == f(0)).unwrap();
    assert_eq!(d0.default, order);
    assert_eq!(
        d0.default_by,
        DefaultBy::Standing {
            dropped: Vec::new()
        }
    );
    let d1 = ds.iter().find(|d| d.owner == f(1)).unwrap();
    assert_ne!(d1.default, order);
    assert!(matches!(
        d1.default_by,
        DefaultBy::StandingSetAside { error: Some(_), .. }
    ));
    g.clear_standing(f(0));
    assert!(g.standing(f(0)).is_empty());
}

#[test]
fn for_04_a_7_places_an_event_and_for_22_a_second_flips_it_gen_13_omens() {
    let (mut g, _) = new_game(6, 15);
    to_forum(&mut g);
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    // Initiative 1: 7 → 3d6 = 6 → Evil Omens; initiative 2: 7 → 10 → Evil Omens again.
    g.script_dice(vec![3, 4, 1, 2, 3, 3, 4, 2, 4, 4]);
    let treasury = g.state_treasury;
    let ev = g.resolve(true);
    let placed: Vec<bool> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::EventPlaced { key, increased, .. } if key == "evil-omens" => {
                Some(*increased)
            }
            _ => None,
        })
        .collect();
    assert_eq!(placed, vec![false, true]);
    assert_eq!(g.evil_omens(), 2);
    // The State paid for Evil Omens (FOR-02 without the Pontifex: 20T each time the card says).
    assert!(g.state_treasury < treasury);
    assert!(g.accounts().balanced());
}

#[test]
fn for_01_events_leave_the_forum_at_the_passage_of_time() {
    let (mut g, _) = new_game(3, 16);
    to_forum(&mut g);
    g.events_in_play.push(EventInPlay {
        key: "drought".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    g.events_in_play.push(EventInPlay {
        key: "refuge".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    let mut ev = Vec::new();
    g.for_01_passage_of_time(&mut ev);
    let keys: Vec<&str> = g.events_in_play.iter().map(|e| e.key.as_str()).collect();
    assert_eq!(keys, vec!["refuge"]);
}

#[test]
fn for_05_family_to_the_forum_faction_card_to_the_hand_privately() {
    let (mut g, _) = new_game(6, 17);
    to_forum(&mut g);
    let h = hrao_faction(&g);
    let fam = g
        .deck
        .iter()
        .find_map(|c| match c {
            DeckCard::Family(n) => Some(*n),
            _ => None,
        })
        .unwrap();
    let card = quiet_cards(&g, 1)[0].clone();
    answer_empty(&mut g);
    g.script_cards(vec![fam.to_string(), card.clone()]);
    g.script_dice(vec![1, 2, 1, 2]);
    let _ = h;
    let second = usize::from(g.hrao_order()[1].0);
    let hand = g.factions[second].hand.len();
    let ev = g.resolve(true);
    assert!(
        g.senators
            .iter()
            .any(|s| s.family == fam && s.faction.is_none())
    );
    assert_eq!(g.factions[second].hand.len(), hand + 1);
    let to_hand: Vec<&Event> = ev
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::CardToHand { .. }))
        .collect();
    assert!(!to_hand.is_empty(), "a card was drawn to a hand");
    for e in to_hand {
        assert!(matches!(e.visibility, Visibility::Faction(_)));
    }
}

#[test]
fn for_06_wars_armaments_active_inactive_and_for_07_leader_to_the_curia() {
    let (mut g, _) = new_game(6, 18);
    to_forum(&mut g);
    answer_empty(&mut g);
    // gallic-1 has the Armaments icon; macedonian-2 is printed inactive; hamilcar → with the
    // 1st Punic War (inactive) which becomes active; philip-v? no match → Curia.
    let leader_without_war = data()
        .leaders
        .iter()
        .find(|l| {
            !data().wars.iter().any(|w| {
                l.matches(w)
                    && (w.key == "punic-1" || w.key == "gallic-1" || w.key == "macedonian-2")
            }) && !l.kept_in_hand
        })
        .unwrap()
        .key
        .clone();
    g.script_cards(vec![
        "gallic-1".into(),
        "macedonian-2".into(),
        "hamilcar".into(),
        leader_without_war.clone(),
    ]);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]);
    }
    g.resolve(true);
    assert!(g.active_wars.contains(&"gallic-1".to_string()));
    assert!(g.inactive_wars.contains(&"macedonian-2".to_string()));
    assert!(g.active_wars.contains(&"punic-1".to_string()));
    assert!(
        g.leaders
            .iter()
            .any(|l| l.leader == "hamilcar" && l.war == "punic-1")
    );
    assert!(g.curia.contains(&DeckCard::Leader(leader_without_war)));
}

/// TD-01 / TD-03 / TD-06 / TD-07: seed 004's worked example of rule 7.3321 (First, Second, Third Punic War and Hannibal).
#[test]
fn td_01_seed_004_punic_example() {
    // S004 RULE 7.3321 EXAMPLE: First Punic War begins inactive. Second Punic is drawn: it is
    // delayed and the First becomes active. Third Punic is drawn the same turn: delayed.
    // Hannibal is drawn: he joins the active First Punic War. Start of turn 2: the Second
    // becomes active, the Third stays delayed until the start of turn 3.
    let (mut g, _) = new_game(6, 19);
    to_forum(&mut g);
    assert_eq!(g.inactive_wars, vec!["punic-1".to_string()]);
    answer_empty(&mut g);
    g.script_cards(vec!["punic-2".into(), "punic-3".into(), "hannibal".into()]);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]);
    }
    let cards = quiet_cards(&g, 3);
    g.script_cards(cards);
    g.resolve(true);
    // TD-01 / TD-02.
    assert_eq!(g.active_wars, vec!["punic-1".to_string()]);
    assert!(g.inactive_wars.is_empty());
    assert_eq!(
        g.imminent_wars,
        vec!["punic-2".to_string(), "punic-3".to_string()]
    );
    // TD-06: Hannibal with the active First Punic War, no other war activated.
    assert!(
        g.leaders
            .iter()
            .any(|l| l.leader == "hannibal" && l.war == "punic-1")
    );
    // TD-03: start of turn 2, then turn 3.
    let mut ev = Vec::new();
    g.mor_01_activate_imminent_wars(&mut ev);
    assert_eq!(
        g.active_wars,
        vec!["punic-1".to_string(), "punic-2".to_string()]
    );
    assert_eq!(g.imminent_wars, vec!["punic-3".to_string()]);
    g.mor_01_activate_imminent_wars(&mut ev);
    assert!(g.imminent_wars.is_empty());
    assert!(g.active_wars.contains(&"punic-3".to_string()));
}

#[test]
fn td_02_draw_order_third_before_second_activates_second_first() {
    // LR 1.07.3321 example: 3rd Punic drawn, then 2nd: at the start of the next turn the 2nd
    // becomes active (series order), the 3rd a turn later.
    let (mut g, _) = new_game(6, 20);
    to_forum(&mut g);
    answer_empty(&mut g);
    g.script_cards(vec!["punic-3".into(), "punic-2".into()]);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]);
    }
    let cards = quiet_cards(&g, 4);
    g.script_cards(cards);
    g.resolve(true);
    let mut ev = Vec::new();
    g.mor_01_activate_imminent_wars(&mut ev);
    assert!(g.active_wars.contains(&"punic-2".to_string()));
    assert_eq!(g.imminent_wars, vec!["punic-3".to_string()]);
}

/// FOR-08 / VIC-05: Era Ends finishes the game at the end of that Forum phase; the faction with the most combined Influence wins.
#[test]
fn for_08_era_ends_finishes_the_game_at_the_end_of_the_forum_phase() {
    let (mut g, _) = new_game(6, 21);
    to_forum(&mut g);
    answer_empty(&mut g);
    g.script_cards(vec!["era-ends".into()]);
    let cards = quiet_cards(&g, 5);
    g.script_cards(cards);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]);
    }
    let ev = g.resolve(true);
    assert!(g.era_ends);
    assert!(matches!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::EraEnds { .. }
        }
    ));
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::StateOfTheRepublic { .. }))
    );
}

#[test]
fn for_18_major_markers_for_19_tax_farmers_for_20_curia() {
    let (mut g, _) = new_game(6, 22);
    to_forum(&mut g);
    // The 2nd Punic War active, Tax Farmer 3 held by a senator; a family and a leader in the
    // Curia.
    g.active_wars.push("punic-2".into());
    let s = of(&g, 0)[0];
    g.senators[s]
        .concessions
        .push(crate::state::HeldConcession {
            key: "tax-farmer-3".into(),
            corrupt: false,
        });
    let fam = g
        .deck
        .iter()
        .find_map(|c| match c {
            DeckCard::Family(n) => Some(*n),
            _ => None,
        })
        .unwrap();
    g.deck.retain(|c| *c != DeckCard::Family(fam));
    g.curia.push(DeckCard::Family(fam));
    g.curia.push(DeckCard::Leader("hamilcar".into()));
    answer_empty(&mut g);
    quiet(&mut g, 6);
    // FOR-19: 3 → Tax Farmer 3; FOR-20: family 6 → revived, leader 5 → dies... wait: the
    // destroyed Tax Farmer also enters the Curia and is rolled for: 1 → stays.
    g.script_dice(vec![3, 6, 5, 1]);
    g.script_chits(vec!["none".into(); 6]);
    let ev = g.resolve(true);
    let c = consul(&g);
    assert!(g.senators[c].major);
    assert!(
        !g.senators[s]
            .concessions
            .iter()
            .any(|k| k.key == "tax-farmer-3")
    );
    assert!(
        g.curia
            .contains(&DeckCard::Concession("tax-farmer-3".into()))
    );
    assert!(
        g.senators
            .iter()
            .any(|x| x.family == fam && x.faction.is_none())
    );
    assert!(g.removed.contains(&DeckCard::Leader("hamilcar".into())));
    assert!(
        ev.iter().any(
            |e| matches!(&e.kind, EventKind::MajorMarkers { senators } if !senators.is_empty())
        )
    );
}

#[test]
fn for_21_enemy_leader_dies_at_the_end_of_the_forum_phase() {
    let (mut g, _) = new_game(6, 23);
    to_forum(&mut g);
    g.active_wars.push("punic-1".into());
    g.inactive_wars.clear();
    g.leaders.push(crate::state::LeaderInPlay {
        leader: "hamilcar".into(),
        war: "punic-1".into(),
    });
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    // Initiative 1: 7 → 17 → Enemy Leader Dies.
    g.script_dice(vec![3, 4, 6, 6, 5]);
    for _ in 0..5 {
        g.script_dice(vec![1, 2]);
    }
    g.resolve(true);
    assert!(g.leaders.is_empty());
    assert!(g.removed.contains(&DeckCard::Leader("hamilcar".into())));
}

#[test]
fn pop_01_drought_adds_unrest_pop_02_formula_pop_06_votes_and_sen_01_senate_opens() {
    let (mut g, _) = new_game(6, 24);
    to_forum(&mut g);
    g.unrest = 2;
    g.events_in_play.push(EventInPlay {
        key: "drought".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    let h = g.hrao().unwrap();
    let hi = idx(&g, &h);
    g.senators[hi].popularity = 3;
    answer_empty(&mut g);
    quiet(&mut g, 6);
    // 3d6 = 12; 12 − 3 + 3 = 12 → no change.
    g.script_dice(vec![4, 4, 4]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::UnrestChanged {
            delta: 1,
            unrest: 3,
            ..
        }
    )));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::StateOfTheRepublic {
            dice_total: 12,
            unrest: 3,
            hrao_popularity: 3,
            total: 12,
            ..
        }
    )));
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::VoteTotals { totals } if totals.len() == 6)));
    assert_eq!(g.status(), GameStatus::Waiting);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenateConvened { .. }))
    );
    assert_eq!(g.unrest, 3);
}

#[test]
fn pop_03_pop_04_low_total_raises_unrest_manpower_shortage_and_mob() {
    let (mut g, _) = new_game(6, 25);
    to_forum(&mut g);
    g.unrest = 4;
    answer_empty(&mut g);
    quiet(&mut g, 6);
    // 3d6 = 5; 5 − 4 + 0 = 1 → +5, NR, Mob.
    g.script_dice(vec![1, 2, 2]);
    let victim = of(&g, 1)
        .into_iter()
        .find(|i| !g.senators[*i].faction_leader)
        .unwrap();
    let vid = g.senators[victim].family;
    g.script_chits(vec![
        vid.to_string(),
        "none".into(),
        "none".into(),
        "none".into(),
        "none".into(),
        "none".into(),
    ]);
    let ev = g.resolve(true);
    let r = data().population_result(1);
    assert_eq!(g.unrest, 4 + r.unrest_change);
    assert!(g.no_recruitment == r.no_recruitment);
    if r.mob {
        assert!(
            ev.iter()
                .any(|e| matches!(&e.kind, EventKind::SenatorDied { .. }))
        );
    }
    // MS at 7: the Manpower Shortage card.
    let (mut g, _) = new_game(6, 25);
    to_forum(&mut g);
    answer_empty(&mut g);
    quiet(&mut g, 6);
    g.script_dice(vec![2, 2, 3]);
    g.resolve(true);
    if data().population_result(7).manpower_shortage {
        assert!(
            g.events_in_play
                .iter()
                .any(|e| e.key == "manpower-shortage")
        );
    }
}

/// POP-05 / VIC-03: the People Revolt ends the game; every player loses.
#[test]
fn pop_05_vic_03_the_people_revolt_ends_the_game() {
    let (mut g, _) = new_game(6, 26);
    to_forum(&mut g);
    g.unrest = 15;
    answer_empty(&mut g);
    quiet(&mut g, 6);
    g.script_dice(vec![1, 1, 1]);
    g.resolve(true);
    assert!(matches!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::PeopleRevolt
        }
    ));
}

#[test]
fn gen_13_evil_omens_lower_knight_rolls() {
    let (mut g, _) = new_game(6, 27);
    to_forum(&mut g);
    g.events_in_play.push(EventInPlay {
        key: "evil-omens".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    let h = hrao_faction(&g);
    let s = of(&g, h)[0];
    let id = g.senators[s].id();
    submit_plan(
        &mut g,
        h,
        InitiativePlan {
            knights: Some(KnightsOrder::Attract {
                senator: id.clone(),
                spend: 0,
            }),
            ..InitiativePlan::default()
        },
    );
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    g.script_dice(vec![1, 2, 6]); // 6 − 1 = 5: no Knight
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::KnightsAttracted {
            success: false,
            roll: 5,
            ..
        }
    )));
}

/// Two opposed attempts in a six-player game (no auction): `h` attacks a senator of `h + 2`
/// and `h + 1` one of `h + 3`, each committing 2T, from the open PB-03 round. Returns the
/// targets; the PB-05 round is open.
fn two_opposed_attempts(g: &mut Game) -> (u8, SenatorId, SenatorId) {
    let h = hrao_faction(g);
    let (t1, p1) = opposed_setup(g, h, (h + 2) % 6);
    let (t2, p2) = opposed_setup(g, (h + 1) % 6, (h + 3) % 6);
    for p in [&p1, &p2] {
        let pi = idx(g, p);
        gift(g, pi, 10);
    }
    for fac in 0..6 {
        fgift(g, fac, 20);
    }
    submit_plan(g, h, persuade(&t1, &p1, 2));
    submit_plan(g, (h + 1) % 6, persuade(&t2, &p2, 2));
    answer_empty(g);
    quiet(g, 6);
    g.resolve(true);
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::Bribes)
    );
    (h, t1, t2)
}

fn bribe_targets(d: &Decision) -> Vec<SenatorId> {
    match &d.options {
        DecisionOptions::Bribes { attempts, .. } => {
            attempts.iter().map(|a| a.target.clone()).collect()
        }
        _ => Vec::new(),
    }
}

/// Simulator games 171 and 376 of seed 3: the target of a waiting attempt died (an event drawn
/// by a later initiative) before the bribes round opened; the round still offered him, and
/// `submit` refused bribes on him. The attempt now lapses (FOR-10) before the round opens, and
/// every target the options list is accepted.
#[test]
fn pb_05_bribes_options_list_exactly_the_attempts_submit_accepts() {
    let (mut g, _) = new_game(6, 6);
    to_forum(&mut g);
    let (_, t1, t2) = two_opposed_attempts(&mut g);
    for d in g.open_decisions() {
        assert_eq!(bribe_targets(&d), vec![t1.clone(), t2.clone()]);
    }
    // The target of the first attempt dies before the round opens.
    g.pending = None;
    let mut ev = Vec::new();
    let ti = idx(&g, &t1);
    g.kill_senator(ti, DeathCause::Mortality, &mut ev);
    g.forum_continue(&mut ev);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::PersuasionLapsed {
            target: Some(t),
            announced: true,
            refused: Refused { why: Illegal::TargetGone { .. }, .. },
            ..
        } if *t == t1)));
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 6);
    for d in &ds {
        assert_eq!(bribe_targets(d), vec![t2.clone()], "{}", d.id);
        let DecisionOptions::Bribes { attempts, .. } = &d.options else {
            unreachable!()
        };
        // Every listed target is accepted (a counter-bribe, or the attacker's extra bribe).
        for a in attempts {
            g.submit(
                d.owner,
                &d.id,
                Answer::Bribes {
                    bribes: vec![(a.target.clone(), 1)],
                },
            )
            .unwrap();
        }
        assert!(
            g.submit(
                d.owner,
                &d.id,
                Answer::Bribes {
                    bribes: vec![(t1.clone(), 1)]
                }
            )
            .is_err()
        );
        // The default is accepted too.
        g.submit(d.owner, &d.id, d.default.clone()).unwrap();
    }
    let ev = g.resolve(true);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(&e.kind, EventKind::PersuasionResolved { .. }))
            .count(),
        1
    );
    assert!(g.accounts().balanced());
}

/// PB-05 standing counter-bribes apply to this round's attempts on the faction's own Senators;
/// entries for other targets are dropped (not the whole order), and the default text says so.
#[test]
fn pb_05_standing_counter_bribes_apply_where_the_faction_defends() {
    let (mut g, _) = new_game(6, 6);
    to_forum(&mut g);
    let h = hrao_faction(&g);
    let (d1, d2) = ((h + 2) % 6, (h + 3) % 6);
    let bystander = (h + 4) % 6;
    // Targets as two_opposed_attempts picks them.
    let pick = |g: &Game, fac: u8| {
        g.senators[of(g, fac)
            .into_iter()
            .find(|i| !g.senators[*i].faction_leader)
            .unwrap()]
        .id()
    };
    let (t1, t2) = (pick(&g, d1), pick(&g, d2));
    let own_leader = g.senators[of(&g, d1)
        .into_iter()
        .find(|i| g.senators[*i].faction_leader)
        .unwrap()]
    .id();
    // d1 defends t1 with 5 and names its leader (not attacked) and t2 (not its own).
    g.set_standing(
        f(d1),
        DecisionKind::Bribes,
        Answer::Bribes {
            bribes: vec![(own_leader.clone(), 3), (t1.clone(), 5), (t2.clone(), 4)],
        },
    )
    .unwrap();
    // d2 would spend more than its Faction Treasury (20): not legal, the seed default applies.
    g.set_standing(
        f(d2),
        DecisionKind::Bribes,
        Answer::Bribes {
            bribes: vec![(t2.clone(), 25)],
        },
    )
    .unwrap();
    // The bystander's order names only other factions' senators: nothing applies.
    g.set_standing(
        f(bystander),
        DecisionKind::Bribes,
        Answer::Bribes {
            bribes: vec![(t1.clone(), 2)],
        },
    )
    .unwrap();
    let (_, a1, a2) = two_opposed_attempts(&mut g);
    assert_eq!((a1.clone(), a2.clone()), (t1.clone(), t2.clone()));
    let ds = g.open_decisions();
    let get = |fac: u8| ds.iter().find(|d| d.owner == f(fac)).unwrap().clone();
    let dd1 = get(d1);
    assert_eq!(
        dd1.default,
        Answer::Bribes {
            bribes: vec![(t1.clone(), 5)]
        }
    );
    assert!(
        matches!(&dd1.default_by, DefaultBy::Standing { dropped } if dropped.contains(&own_leader)),
        "{:?}",
        dd1.default_by
    );
    let dd2 = get(d2);
    assert_eq!(dd2.default, Answer::Bribes { bribes: vec![] });
    assert!(matches!(
        dd2.default_by,
        DefaultBy::StandingSetAside { error: Some(_), .. }
    ));
    let db = get(bystander);
    assert_eq!(db.default, Answer::Bribes { bribes: vec![] });
    assert!(matches!(
        db.default_by,
        DefaultBy::StandingSetAside { error: None, .. }
    ));
    // Nobody answers: the standing counter-bribe is paid.
    g.script_dice(vec![6, 6, 6, 6]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::PersuasionResolved { target, counter_bribes, .. }
            if *target == t1 && counter_bribes == &vec![(f(d1), 5)])));
    assert!(g.accounts().balanced());
}

/// Take war cards out of the deck (tests that place them by hand).
fn pull_wars(g: &mut Game, keys: &[&str]) {
    for k in keys {
        g.deck.retain(|c| *c != DeckCard::War((*k).to_string()));
    }
}

fn s(v: &[&str]) -> Vec<String> {
    v.iter().map(|x| (*x).to_string()).collect()
}

/// Six initiatives with rolls of 3; the first draws `first`, the rest quiet Faction cards.
fn draw_first(g: &mut Game, first: &str) -> Vec<Event> {
    answer_empty(g);
    g.script_cards(vec![first.to_string()]);
    let cards = quiet_cards(g, 5);
    g.script_cards(cards);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]);
    }
    g.resolve(true)
}

/// TD-04 (LR 1.07.3321): a matching draw would activate two Inactive wars of one set at once:
/// only the earliest becomes Active, the other joins the drawn card in the Imminent Wars.
#[test]
fn td_04_matching_draw_activates_only_the_earliest_of_several_inactive_wars() {
    let (mut g, _) = new_game(6, 40);
    to_forum(&mut g);
    pull_wars(&mut g, &["punic-1", "punic-2", "punic-3"]);
    g.inactive_wars = s(&["punic-2", "punic-1"]);
    let ev = draw_first(&mut g, "punic-3");
    assert_eq!(g.active_wars, s(&["punic-1"]));
    assert!(g.inactive_wars.is_empty());
    let mut imm = g.imminent_wars.clone();
    imm.sort();
    assert_eq!(imm, s(&["punic-2", "punic-3"]));
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::CardPlaced { card, place } if matches!(card, CardRef::Deck { of: DeckCard::War(k) } if k.contains("punic")) && place.rule() == "TD-04")));
    // TD-03 then brings them out one per turn, in series order.
    let mut ev = Vec::new();
    g.mor_01_activate_imminent_wars(&mut ev);
    assert_eq!(g.active_wars, s(&["punic-1", "punic-2"]));
    assert_eq!(g.imminent_wars, s(&["punic-3"]));
}

/// TD-04 with TD-09: the Social War activates the Inactive wars of matching sets together;
/// of two Macedonian Wars only the 1st becomes Active, the 2nd goes Imminent.
#[test]
fn td_04_social_war_activates_only_the_earliest_of_each_matching_set() {
    let (mut g, _) = new_game(6, 41);
    to_forum(&mut g);
    pull_wars(&mut g, &["punic-1", "macedonian-1", "macedonian-2"]);
    g.inactive_wars = s(&["macedonian-2", "punic-1", "macedonian-1"]);
    draw_first(&mut g, "social");
    assert!(g.active_wars.contains(&"macedonian-1".to_string()));
    assert!(g.active_wars.contains(&"punic-1".to_string()));
    assert!(!g.active_wars.contains(&"macedonian-2".to_string()));
    assert_eq!(g.imminent_wars, s(&["macedonian-2"]));
    assert!(g.inactive_wars.is_empty());
}

/// TD-09 (card "Social War", a Late card scripted into the draw): Active as soon as drawn; it
/// activates every Inactive war that belongs to a matching set (not a war of no set) and does
/// not itself multiply them.
#[test]
fn td_09_social_war_activates_inactive_matching_sets_without_multiplying_them() {
    let (mut g, _) = new_game(6, 42);
    to_forum(&mut g);
    pull_wars(&mut g, &["punic-1", "macedonian-1", "syrian"]);
    g.inactive_wars = s(&["punic-1", "syrian", "macedonian-1"]);
    let ev = draw_first(&mut g, "social");
    let mut act = g.active_wars.clone();
    act.sort();
    assert_eq!(act, s(&["macedonian-1", "punic-1", "social"]));
    // The Syrian War belongs to no set: it stays Inactive.
    assert_eq!(g.inactive_wars, s(&["syrian"]));
    assert!(g.imminent_wars.is_empty());
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::CardPlaced { place, .. } if place.rule() == "TD-09")));
    // Not multiplied: each is the only Active war of its set; the Social War has no set.
    let p1 = data().war("punic-1").unwrap();
    let st = g.war_strength("punic-1").unwrap();
    assert_eq!(st.multiplier, 1);
    assert_eq!(st.land, u32::from(p1.land));
    assert_eq!(g.war_strength("social").unwrap().multiplier, 1);
    assert_eq!(g.war_strength("macedonian-1").unwrap().multiplier, 1);
}

/// TD-08 (LR 1.07.332, 1.07.342): n Active matching wars multiply land and fleet strength by
/// n, never Fleet Support; Leaders are added after; Imminent wars neither multiply nor are
/// multiplied; the multiplier drops when a matching war leaves.
#[test]
fn td_08_matching_war_strength_multiplies_land_and_fleet_then_adds_leaders() {
    let (mut g, _) = new_game(6, 43);
    to_forum(&mut g);
    let d = data();
    let (p1, p2) = (d.war("punic-1").unwrap(), d.war("punic-2").unwrap());
    let hannibal = u32::from(d.leader("hannibal").unwrap().strength);
    g.active_wars = s(&["punic-1", "punic-2"]);
    g.inactive_wars.clear();
    g.imminent_wars = s(&["punic-3"]);
    g.leaders = vec![LeaderInPlay {
        leader: "hannibal".into(),
        war: "punic-1".into(),
    }];
    let a = g.war_strength("punic-1").unwrap();
    assert_eq!(a.multiplier, 2);
    assert_eq!(a.leaders, hannibal);
    assert_eq!(a.land, u32::from(p1.land) * 2 + hannibal);
    assert_eq!(a.fleet, u32::from(p1.naval) * 2 + hannibal);
    assert_eq!(a.fleet_support, u32::from(p1.fleet_support));
    let b = g.war_strength("punic-2").unwrap();
    assert_eq!(
        b.land,
        u32::from(p2.land) * 2 + hannibal,
        "Hannibal strengthens every Active Punic War (LR 1.07.342)"
    );
    assert_eq!(b.fleet, 0, "no printed fleet, none from multiplying");
    assert_eq!(b.fleet_support, u32::from(p2.fleet_support));
    // The Imminent 3rd Punic War counts as Inactive.
    let c = g.war_strength("punic-3").unwrap();
    assert_eq!(c.multiplier, 1);
    assert_eq!(c.land, u32::from(d.war("punic-3").unwrap().land));
    // Not in the Forum: no strength.
    assert_eq!(g.war_strength("syrian"), None);
    // Four Active Macedonian Wars: ×4.
    g.active_wars = s(&[
        "macedonian-1",
        "macedonian-2",
        "macedonian-3",
        "macedonian-4",
    ]);
    let m = g.war_strength("macedonian-4").unwrap();
    assert_eq!(m.multiplier, 4);
    assert_eq!(m.land, u32::from(d.war("macedonian-4").unwrap().land) * 4);
    // One leaves: ×3.
    g.active_wars.pop();
    assert_eq!(g.war_strength("macedonian-1").unwrap().multiplier, 3);
}

/// TD-10 / FOR-21: the war of a Leader sues for peace and is shuffled back into the deck: with
/// no other Active matching war he goes to the Curia; he is not removed even if every other war
/// he matches is gone, since that one is back in the deck. The Leader the HRAO picks on Enemy
/// Sues for Peace (Hannibal, the strongest) is discarded (card text): he goes neither to the
/// Curia nor with his war (second reading, issue 12); Hamilcar, on the same war, goes to the
/// Curia.
#[test]
fn td_10_leader_goes_to_the_curia_when_his_war_sues_for_peace() {
    let (mut g, _) = new_game(6, 44);
    to_forum(&mut g);
    pull_wars(&mut g, &["punic-1", "punic-2", "punic-3"]);
    g.removed.push(DeckCard::War("punic-2".into()));
    g.removed.push(DeckCard::War("punic-3".into()));
    g.active_wars = s(&["punic-1"]);
    g.inactive_wars.clear();
    g.curia.retain(|c| !matches!(c, DeckCard::Leader(_)));
    g.deck.retain(|c| *c != DeckCard::Leader("hamilcar".into()));
    g.leaders = vec![
        LeaderInPlay {
            leader: "hannibal".into(),
            war: "punic-1".into(),
        },
        LeaderInPlay {
            leader: "hamilcar".into(),
            war: "punic-1".into(),
        },
    ];
    g.events_in_play.push(EventInPlay {
        key: "enemy-leader-dies".into(),
        increased: true,
        turn: 1,
        repeats: 0,
    });
    let mut ev = Vec::new();
    // FOR-21: the HRAO is asked which Leader; his Default Move is the strongest, Hannibal.
    if g.for_21_enemy_leader(&mut ev) {
        g.pending = None;
        g.for_21_apply("hannibal", true, &mut ev);
    }
    assert!(g.active_wars.is_empty());
    assert!(g.deck.contains(&DeckCard::War("punic-1".into())));
    assert!(g.leaders.is_empty());
    assert!(g.removed.contains(&DeckCard::Leader("hannibal".into())));
    assert!(!g.curia.contains(&DeckCard::Leader("hannibal".into())));
    assert!(g.curia.contains(&DeckCard::Leader("hamilcar".into())));
    assert!(!g.removed.contains(&DeckCard::Leader("hamilcar".into())));
}

/// TD-10 (LR 1.07.344): when a war leaves play the Leader moves to another Active matching
/// war; once every war he matches is gone from the deck and board he is removed from play,
/// and so is a matching Leader waiting in the Curia.
#[test]
fn td_10_leader_is_removed_when_all_his_matching_wars_are_gone() {
    let (mut g, _) = new_game(6, 45);
    to_forum(&mut g);
    pull_wars(&mut g, &["punic-1", "punic-2", "punic-3"]);
    g.removed.push(DeckCard::War("punic-3".into()));
    g.active_wars = s(&["punic-1", "punic-2"]);
    g.inactive_wars.clear();
    g.leaders = vec![LeaderInPlay {
        leader: "hannibal".into(),
        war: "punic-1".into(),
    }];
    g.curia = vec![
        DeckCard::Leader("hamilcar".into()),
        DeckCard::Leader("philip-v".into()),
    ];
    let mut ev = Vec::new();
    // The 1st Punic War leaves the game: Hannibal goes to the 2nd.
    g.active_wars.retain(|k| k != "punic-1");
    g.removed.push(DeckCard::War("punic-1".into()));
    g.leaders_after_war_left("punic-1", &mut ev);
    assert_eq!(g.leaders.len(), 1);
    assert_eq!(g.leaders[0].war, "punic-2");
    assert_eq!(g.curia.len(), 2);
    // The 2nd leaves the game too: no Punic War is left anywhere.
    g.active_wars.clear();
    g.discard.push(DeckCard::War("punic-2".into()));
    g.leaders_after_war_left("punic-2", &mut ev);
    assert!(g.leaders.is_empty());
    assert!(g.removed.contains(&DeckCard::Leader("hannibal".into())));
    assert!(g.removed.contains(&DeckCard::Leader("hamilcar".into())));
    assert_eq!(g.curia, vec![DeckCard::Leader("philip-v".into())]);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::CardPlaced { place, .. } if place.rule() == "TD-10")));
}

/// TD-10 / FOR-20 (LR 1.07.344): the aging roll of a Leader in the Curia at the end of the
/// Forum Phase: 5-6 he dies (out of play), 1-4 he stays.
#[test]
fn td_10_leader_aging_roll_in_the_curia_five_or_six_dies() {
    let (mut g, _) = new_game(6, 46);
    to_forum(&mut g);
    g.curia = vec![
        DeckCard::Leader("hannibal".into()),
        DeckCard::Leader("philip-v".into()),
        DeckCard::Leader("antiochus-iii".into()),
    ];
    g.script_dice(vec![5]);
    g.script_dice(vec![4]);
    g.script_dice(vec![6]);
    let mut ev = Vec::new();
    g.for_20_curia(&mut ev);
    assert_eq!(g.curia, vec![DeckCard::Leader("philip-v".into())]);
    assert!(g.removed.contains(&DeckCard::Leader("hannibal".into())));
    assert!(
        g.removed
            .contains(&DeckCard::Leader("antiochus-iii".into()))
    );
}

/// FOR-09 (LR 1.07.2): the actions of one initiative run in rule order after the draw:
/// persuasion, knights, games, change of Faction Leader.
#[test]
fn for_09_initiative_actions_run_persuasion_knights_games_leader_in_order() {
    let (mut g, _) = new_game(6, 47);
    to_forum(&mut g);
    let t = forum_senator(&mut g);
    let h = hrao_faction(&g);
    let mine = of(&g, h);
    let p = g.senators[mine[0]].id();
    gift(&mut g, mine[0], 5);
    g.senators[mine[0]].influence = 30;
    let k = g.senators[mine[1]].id();
    gift(&mut g, mine[1], 5);
    let gs = g.senators[mine[2]].id();
    gift(&mut g, mine[2], 20);
    let new_leader = mine
        .iter()
        .map(|i| g.senators[*i].id())
        .find(|id| !g.senators[idx(&g, id)].faction_leader)
        .unwrap();
    g.start_forum(&mut Vec::new());
    submit_plan(
        &mut g,
        h,
        InitiativePlan {
            persuasion: Some(PersuasionOrder {
                target: t.clone(),
                persuader: p.clone(),
                bribe: 1,
                card: None,
            }),
            knights: Some(KnightsOrder::Attract {
                senator: k.clone(),
                spend: 1,
            }),
            games: Some((gs.clone(), GamesKind::BloodFest)),
            leader: Some(new_leader.clone()),
        },
    );
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    g.script_dice(vec![1, 2, 1, 1, 5]); // initiative 3, persuasion 2, knights 5+1
    for _ in 0..5 {
        g.script_dice(vec![1, 2]);
    }
    let ev = g.resolve(true);
    let pos = |pred: &dyn Fn(&EventKind) -> bool| {
        ev.iter().position(|e| pred(&e.kind)).expect("the step ran")
    };
    // Step 1: the written attempt is announced (it is resolved in the PB-05 bribes round).
    let persuasion = pos(&|e| matches!(e, EventKind::PersuasionAnnounced { .. }));
    let knights = pos(&|e| matches!(e, EventKind::KnightsAttracted { .. }));
    let games = pos(&|e| matches!(e, EventKind::GamesSponsored { .. }));
    let leader = pos(
        &|e| matches!(e, EventKind::FactionLeaderChosen { senator, .. } if *senator == new_leader),
    );
    assert!(persuasion < knights, "persuasion before knights");
    assert!(knights < games, "knights before games");
    assert!(games < leader, "games before the Faction Leader change");
    // PB-05: the bribes round resolves the attempt.
    answer_empty(&mut g);
    g.rand.script_dice.clear();
    g.script_dice(vec![1, 1]);
    g.resolve(true);
    assert_eq!(g.senators[idx(&g, &t)].faction, Some(f(h)));
    assert!(g.senators[idx(&g, &new_leader)].faction_leader);
}

/// TD-08: the public war list shows each Active war's current strength.
#[test]
fn td_08_public_war_list_shows_current_strength() {
    let (mut g, _) = new_game(6, 48);
    to_forum(&mut g);
    g.active_wars = s(&["punic-1", "punic-2"]);
    g.inactive_wars.clear();
    g.leaders = vec![LeaderInPlay {
        leader: "hannibal".into(),
        war: "punic-2".into(),
    }];
    let v = g.view(Viewer::Public);
    type Shown<'a> = (&'a str, Vec<&'a str>, Option<(u32, u32, u32, u32)>);
    let shown: Vec<Shown<'_>> = v
        .active_wars
        .iter()
        .map(|w| {
            (
                w.war.as_str(),
                w.leaders_aiding.iter().map(|l| l.as_str()).collect(),
                w.strength
                    .map(|s| (s.land, s.fleet, s.fleet_support, s.multiplier)),
            )
        })
        .collect();
    assert_eq!(
        shown,
        vec![
            ("punic-1", vec!["hannibal"], Some((27, 27, 5, 2))),
            ("punic-2", vec!["hannibal"], Some((37, 0, 5, 2))),
        ]
    );
}

/// TD-08 / FOR-18 (LR 1.07.342 "the War(s)"): an active enemy Leader strengthens every Active War
/// he matches, not only the one he is placed with: Hannibal with the 2nd Punic War adds 7 to the
/// 1st and 3rd too; an Inactive matching war is not strengthened.
#[test]
fn td_08_a_leader_strengthens_every_active_war_he_matches() {
    let (mut g, _) = new_game(6, 48);
    to_forum(&mut g);
    g.active_wars = s(&["punic-1", "punic-2"]);
    g.inactive_wars = s(&["punic-3"]);
    g.leaders = vec![LeaderInPlay {
        leader: "hannibal".into(),
        war: "punic-2".into(),
    }];
    let p1 = g.war_strength("punic-1").unwrap();
    assert_eq!((p1.land, p1.fleet, p1.leaders), (27, 27, 7));
    let p2 = g.war_strength("punic-2").unwrap();
    assert_eq!((p2.land, p2.leaders), (37, 7));
    let p3 = g.war_strength("punic-3").unwrap();
    assert_eq!(p3.leaders, 0, "an Inactive war is not strengthened");
    // A Leader waiting with no Active war (an Imminent match) strengthens nothing.
    g.active_wars = s(&["punic-1"]);
    g.imminent_wars = s(&["punic-2"]);
    assert_eq!(g.war_strength("punic-1").unwrap().leaders, 0);
}

/// FOR-12 / PB-05 (LR 1.07.41; DESIGN "Sources and conflicts"): an attempt a player writes on an
/// unaligned Forum Senator may be counter-bribed by every faction: it opens the bribes round, and
/// a counter-bribe from a faction that does not own the target counts. The Default Move's
/// no-money attempt on an unaligned senator is "automatic and unopposed" (S004): no round.
#[test]
fn for_12_pb_05_a_written_attempt_on_an_unaligned_senator_may_be_counter_bribed_by_anyone() {
    let (mut g, _) = new_game(6, 2);
    to_forum(&mut g);
    let t = forum_senator(&mut g);
    let h = hrao_faction(&g);
    let p = g.senators[of(&g, h)[0]].id();
    let pi = idx(&g, &p);
    g.senators[pi].influence = 30;
    g.start_forum(&mut Vec::new());
    submit_plan(&mut g, h, persuade(&t, &p, 0));
    answer_empty(&mut g);
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]);
    }
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::PersuasionAnnounced { target, target_faction: None, .. } if *target == t)));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::PersuasionResolved { .. })),
        "not resolved before the bribes round"
    );
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 6, "every faction may counter-bribe");
    assert!(ds.iter().all(|d| d.kind == DecisionKind::Bribes));
    // Another faction counter-bribes 3T from its Faction Treasury.
    let other = (0..6u8)
        .find(|x| *x != h && g.factions[usize::from(*x)].treasury >= 3)
        .expect("a faction with 3T");
    let before = g.factions[usize::from(other)].treasury;
    let d = ds.iter().find(|d| d.owner == f(other)).unwrap().clone();
    g.submit(
        f(other),
        &d.id,
        Answer::Bribes {
            bribes: vec![(t.clone(), 3)],
        },
    )
    .unwrap();
    answer_empty(&mut g);
    g.script_dice(vec![1, 1]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::PersuasionResolved { counter_bribes, .. } if counter_bribes.iter().any(|(x, a)| *x == f(other) && *a == 3))),
        "the counter-bribe of a faction that does not own the target counts");
    assert_eq!(g.factions[usize::from(other)].treasury, before - 3);
    assert!(g.accounts().balanced());
}

/// PB-03 / PB-05 / FOR-12: the Default Move's no-money attempt on an unaligned senator is automatic and
/// unopposed (S004): it resolves at once, without a bribes round.
#[test]
fn for_12_pb_03_the_default_attempt_on_an_unaligned_senator_is_unopposed() {
    let (mut g, _) = new_game(6, 2);
    to_forum(&mut g);
    let t = forum_senator(&mut g);
    let h = hrao_faction(&g);
    let pi = of(&g, h)[0];
    g.senators[pi].influence = 30;
    g.start_forum(&mut Vec::new());
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(h))
        .unwrap();
    assert!(
        matches!(&d.default, Answer::Initiative(plan) if plan.persuasion.as_ref().is_some_and(|p| p.target == t && p.bribe == 0)),
        "the default attempts the unaligned senator"
    );
    // Everyone else answers; the HRAO's faction is silent.
    for d in g.owed() {
        if d.owner != f(h) {
            g.submit(
                d.owner,
                &d.id,
                Answer::Initiative(InitiativePlan::default()),
            )
            .unwrap();
        }
    }
    let cards = quiet_cards(&g, 6);
    g.script_cards(cards);
    g.script_dice(vec![1, 2, 1, 1]);
    for _ in 0..5 {
        g.script_dice(vec![1, 2]);
    }
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::PersuasionResolved { counter_bribes, .. } if counter_bribes.is_empty())));
    assert_ne!(
        open_kind_forum(&g),
        Some(DecisionKind::Bribes),
        "no bribes round"
    );
}

/// PB-04 / issue 9: the GM overrules the frivolous ruling (`gm overrule`): given before the
/// ruling, his decision replaces the engine's; the attempt goes ahead, nothing is paid, and the
/// ruling records that the GM made it. An override of a ruling already made is refused.
#[test]
fn pb_04_the_gms_override_replaces_the_frivolous_ruling() {
    let (mut g, _) = new_game(6, 5);
    to_forum(&mut g);
    let h = hrao_faction(&g);
    let def = (h + 1) % 6;
    let (t, p) = opposed_setup(&mut g, h, def);
    fgift(&mut g, def, 50);
    submit_plan(&mut g, h, persuade(&t, &p, 0));
    answer_empty(&mut g);
    quiet(&mut g, 6);
    let index = u32::try_from(g.rulings().len()).unwrap();
    g.override_ruling(crate::RulingOverride {
        index,
        decision: crate::RulingDecision::NotFrivolous,
        reason: "the defender's treasury is pledged elsewhere".into(),
    })
    .unwrap();
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::PersuasionAnnounced { .. })),
        "the attempt goes ahead"
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::FrivolousPersuasion { .. }))
    );
    assert_eq!(g.factions[usize::from(def)].treasury, 50, "nothing paid");
    let r = g.rulings().last().unwrap();
    assert_eq!((r.rule.as_str(), r.frivolous()), ("PB-04", Some(false)));
    assert!(r.by_gm);
    assert!(
        matches!(&r.what, crate::RulingWhat::Persuasion { why: crate::FrivolousWhy::Gm { reason }, .. } if reason.contains("pledged elsewhere"))
    );
    assert!(
        g.override_ruling(crate::RulingOverride {
            index,
            decision: crate::RulingDecision::Frivolous,
            reason: "too late".into(),
        })
        .is_err(),
        "ruling {index} was already made"
    );
}

/// FOR-17 house rule "bid ahead" (issue 21 §2; RULING in docs/RULINGS.md): the call for the
/// first auctioned initiative names the later ones; the bids written for them with the first
/// answer are the factions' answers when each auction opens (a faction that wrote none is
/// called), and win as bid. Without the house rule no later auction is named.
#[test]
fn for_17_bid_ahead_the_later_auctions_bid_in_one_answer() {
    let (mut g, _) = new_game(3, 7);
    to_forum(&mut g);
    answer_empty(&mut g);
    quiet(&mut g, 3);
    g.resolve(true);
    for d in g.open_decisions() {
        let DecisionOptions::InitiativeBid { later, .. } = &d.options else {
            panic!("{d:?}");
        };
        assert!(later.is_empty(), "{later:?}");
    }

    let (mut g, _) = new_game(3, 7);
    g.bid_ahead = true;
    to_forum(&mut g);
    answer_empty(&mut g);
    quiet(&mut g, 3);
    g.resolve(true);
    let h = hrao_faction(&g);
    let other = (h + 1) % 3;
    let third = (h + 2) % 3;
    let b = of(&g, other)[0];
    gift(&mut g, b, 5);
    let bid_from = g.senators[b].id();
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 3);
    for d in &ds {
        let DecisionOptions::InitiativeBid {
            initiative, later, ..
        } = &d.options
        else {
            panic!("{d:?}");
        };
        assert_eq!(*initiative, 4);
        assert_eq!(later, &vec![5, 6]);
        let later = if d.owner == f(third) {
            Vec::new()
        } else {
            vec![LaterBid {
                initiative: 5,
                bids: if d.owner == f(other) {
                    vec![Bid {
                        amount: 2,
                        from: bid_from.clone(),
                        condition: None,
                    }]
                } else {
                    Vec::new()
                },
                plan: InitiativePlan::default(),
            }]
        };
        g.submit(
            d.owner,
            &d.id,
            Answer::InitiativeBid {
                bids: Vec::new(),
                plan: InitiativePlan::default(),
                later,
            },
        )
        .unwrap();
    }
    quiet(&mut g, 1);
    g.resolve(false);
    // Auction 5 is open: only the faction that wrote no bid for it is owed.
    let open = g.open_decisions();
    assert!(
        open.iter().all(|d| matches!(
            &d.options,
            DecisionOptions::InitiativeBid { initiative: 5, .. }
        )),
        "{open:?}"
    );
    let owed = g.owed();
    assert_eq!(owed.len(), 1, "{owed:?}");
    assert_eq!(owed[0].owner, f(third));
    answer_empty(&mut g);
    quiet(&mut g, 1);
    let ev = g.resolve(false);
    let winner = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::AuctionResolved { winner, .. } => Some(*winner),
            _ => None,
        })
        .expect("auction 5 resolved");
    assert_eq!(winner, f(other), "the bid written ahead wins");
    assert_eq!(g.senators[idx(&g, &bid_from)].treasury, 3);
}

/// FOR-17 house rule "bid ahead" (issue 21 §2; RULING in docs/RULINGS.md): a plan written
/// ahead that the rules refuse when its auction opens (its target has joined the faction
/// meanwhile) is not used. A faction that bid nothing for it and cannot take the initiative
/// without a bid (LR 1.07.22: only the HRAO's faction does) would never use it: its NO BID
/// stands and it is not called. The HRAO's faction with a NO BID, and a faction whose bid is
/// more than nothing, are called as before, each told privately why its bid written ahead
/// was not used (`OrderLapsed`).
#[test]
fn for_17_a_no_bid_written_ahead_stands_when_only_its_unused_plan_is_refused() {
    let (mut g, _) = new_game(3, 7);
    g.bid_ahead = true;
    to_forum(&mut g);
    answer_empty(&mut g);
    quiet(&mut g, 3);
    g.resolve(true);
    let h = hrao_faction(&g);
    let other = (h + 1) % 3;
    let third = (h + 2) % 3;
    // Each plan for auction 5 persuades a senator of another faction, who then joins the
    // planning faction before the auction opens: every plan is refused then.
    let plans = [
        (other, of(&g, third)[0], of(&g, other)[0], 0),
        (h, of(&g, third)[1], of(&g, h)[0], 0),
        (third, of(&g, other)[1], of(&g, third)[2], 1),
    ];
    for &(_, _, p, _) in &plans {
        gift(&mut g, p, 5);
    }
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 3);
    for d in &ds {
        let &(_, target, persuader, bid) = plans
            .iter()
            .find(|(fac, ..)| f(*fac) == d.owner)
            .expect("a plan for each faction");
        let later = vec![LaterBid {
            initiative: 5,
            bids: if bid > 0 {
                vec![Bid {
                    amount: bid,
                    from: g.senators[persuader].id(),
                    condition: None,
                }]
            } else {
                Vec::new()
            },
            plan: persuade(&g.senators[target].id(), &g.senators[persuader].id(), 0),
        }];
        g.submit(
            d.owner,
            &d.id,
            Answer::InitiativeBid {
                bids: Vec::new(),
                plan: InitiativePlan::default(),
                later,
            },
        )
        .unwrap();
    }
    for &(fac, target, _, _) in &plans {
        g.senators[target].faction = Some(f(fac));
    }
    quiet(&mut g, 1);
    let ev = g.resolve(false);
    let open = g.open_decisions();
    assert!(
        open.iter().all(|d| matches!(
            &d.options,
            DecisionOptions::InitiativeBid { initiative: 5, .. }
        )),
        "{open:?}"
    );
    assert_eq!(open.len(), 3, "{open:?}");
    // The factions called are told, privately, why what they wrote ahead was not used.
    let mut told: Vec<u8> = ev
        .iter()
        .filter_map(|e| match (&e.kind, &e.visibility) {
            (EventKind::OrderLapsed { faction, .. }, Visibility::Faction(to)) => {
                assert_eq!(faction, to, "told to its own faction only");
                Some(faction.0)
            }
            (EventKind::OrderLapsed { .. }, v) => panic!("a lapse told to {v:?}"),
            _ => None,
        })
        .collect();
    told.sort_unstable();
    let mut expect_told = vec![h, third];
    expect_told.sort_unstable();
    assert_eq!(told, expect_told, "{ev:?}");
    let mut owed: Vec<u8> = g.owed().iter().map(|d| d.owner.0).collect();
    owed.sort_unstable();
    let mut expect = vec![h, third];
    expect.sort_unstable();
    assert_eq!(
        owed, expect,
        "the HRAO's faction and the faction that bid are called; the other's NO BID stands"
    );
}

/// PB-05 (S004/31: the call is "for any bribes and counter-bribes they wish to send from their
/// Faction Treasuries"): a faction that can pay nothing (an empty Faction Treasury and no money
/// left in its persuaders' Personal Treasuries beyond what they committed) has one possible
/// answer and is not called (issue 21 §2); when nobody can pay, the attempts are rolled at once.
#[test]
fn pb_05_a_faction_that_can_pay_nothing_is_not_called_for_bribes() {
    let (mut g, _) = new_game(6, 6);
    to_forum(&mut g);
    let (h, t1, t2) = two_opposed_attempts(&mut g);
    assert_eq!(
        g.open_decisions().len(),
        6,
        "every faction with money is called"
    );
    // Every Faction Treasury empty: only the two attackers, whose persuaders hold more than
    // they committed, are called (for their own attempts).
    g.pending = None;
    for fac in 0..6 {
        fgift(&mut g, fac, 0);
    }
    let mut ev = Vec::new();
    g.forum_continue(&mut ev);
    let mut owners: Vec<u8> = g.open_decisions().iter().map(|d| d.owner.0).collect();
    owners.sort_unstable();
    let mut attackers = vec![h, (h + 1) % 6];
    attackers.sort_unstable();
    assert_eq!(owners, attackers);
    // Their persuaders keep only what they committed: nobody can pay; no call, and both
    // attempts are rolled.
    g.pending = None;
    let committed: Vec<(SenatorId, u32)> = g
        .forum
        .as_ref()
        .map(|fs| {
            fs.attempts
                .iter()
                .map(|a| (a.persuader.clone(), a.committed))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(committed.len(), 2);
    for (p, c) in &committed {
        let i = idx(&g, p);
        gift(&mut g, i, *c);
    }
    let mut ev = Vec::new();
    g.forum_continue(&mut ev);
    let mut rolled: Vec<&SenatorId> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::PersuasionResolved { target, .. } => Some(target),
            _ => None,
        })
        .collect();
    rolled.sort();
    let mut both = vec![&t1, &t2];
    both.sort();
    assert_eq!(rolled, both);
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind != DecisionKind::Bribes),
        "{:?}",
        g.open_decisions()
    );
    assert!(g.accounts().balanced());
}

/// TD-01 / TD-02 with the house rule `time-delay=off` (issue 24 §3; RULING TD-01 "time delay
/// off"): seed 004's example again, but a War drawn that matches one in the Forum is Active at
/// once and multiplies (LR 1.07.332), and its matching Inactive war becomes Active with it;
/// nothing waits in the Imminent Wars.
#[test]
fn td_01_time_delay_off_a_matching_war_is_active_at_once() {
    let (mut g, _) = new_game(6, 19);
    g.options.time_delay = false;
    to_forum(&mut g);
    assert_eq!(g.inactive_wars, vec!["punic-1".to_string()]);
    answer_empty(&mut g);
    g.script_cards(vec!["punic-2".into(), "punic-3".into()]);
    for _ in 0..6 {
        g.script_dice(vec![1, 2]);
    }
    let cards = quiet_cards(&g, 3);
    g.script_cards(cards);
    let ev = g.resolve(true);
    let placed = ev.iter().any(|e| {
        matches!(&e.kind, EventKind::CardPlaced {
            card: CardRef::Deck { of: DeckCard::War(w) },
            place: Place::ActiveWars { cause: Cause::MatchingWarDrawn },
        } if w == "punic-2")
    });
    assert!(placed, "punic-2 placed Active by its match");
    assert!(g.imminent_wars.is_empty(), "{:?}", g.imminent_wars);
    assert!(g.inactive_wars.is_empty());
    for w in ["punic-1", "punic-2", "punic-3"] {
        assert!(
            g.active_wars.contains(&w.to_string()),
            "{w}: {:?}",
            g.active_wars
        );
    }
    // TD-08: three matching Active wars, each tripled.
    assert_eq!(g.war_strength("punic-2").map(|s| s.multiplier), Some(3));
}
