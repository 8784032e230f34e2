//! Ransom of captives (COM-16, REV-01).

use super::*;
use crate::state::Captive;

/// A game in the PB-02 round with a senator of faction 0 held by the Barbarian Raids, with
/// `pt` talents of his own and `ft` in the Faction Treasury. Returns the game and his index.
fn held(b: u8, pt: u32, ft: u32) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    let i = of(&g, 0)
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[i].influence = 7;
    // The talents set here come from (or go to) the bank: the accounts must balance.
    let before = u64::from(g.senators[i].treasury) + u64::from(g.factions[0].treasury);
    g.senators[i].treasury = pt;
    g.factions[0].treasury = ft;
    let after = u64::from(pt) + u64::from(ft);
    g.ledger.bank_to_players += after.saturating_sub(before);
    g.ledger.spent_to_bank += before.saturating_sub(after);
    g.senators[i].in_rome = false;
    g.captives.push(Captive {
        senator: g.senators[i].id(),
        war: "barbarian-raids".into(),
    });
    to_revenue(&mut g);
    (g, i)
}

fn ransom_id(g: &Game) -> DecisionId {
    g.open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Ransom)
        .expect("a ransom decision for the captive's faction")
        .id
}

/// COM-16 (LR 1.10.71): the ransom, max(10T, 2T x Influence) = 14T, is paid from his Personal
/// Treasury first, then the Faction Treasury, after the round's income; he is free and does
/// not die at the Forum Phase.
#[test]
fn com_16_rev_01_a_captive_is_ransomed_in_the_revenue_round() {
    let (mut g, i) = held(51, 4, 20);
    let id = g.senators[i].id();
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Ransom)
        .unwrap();
    assert_eq!(d.owner, f(0));
    assert_eq!(d.default, Answer::Ransom { pay: vec![] });
    let DecisionOptions::Ransom { captives } = &d.options else {
        panic!()
    };
    assert_eq!(captives[0].amount, 14);
    let income = match &g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0) && d.kind == DecisionKind::Revenue)
        .unwrap()
        .options
    {
        DecisionOptions::Revenue { income, .. } => *income,
        _ => panic!(),
    };
    g.submit(
        f(0),
        &ransom_id(&g),
        Answer::Ransom {
            pay: vec![id.clone()],
        },
    )
    .unwrap();
    let ev = g.resolve(true);
    let paid = ev
        .iter()
        .find(|e| matches!(e.kind, EventKind::RansomPaid { .. }))
        .expect("the ransom is paid");
    assert_eq!(paid.visibility, Visibility::Public);
    assert!(matches!(
        paid.kind,
        EventKind::RansomPaid { amount: 14, .. }
    ));
    let i = g.find_senator(&id).expect("he lives");
    assert_eq!(g.senators[i].treasury, 0);
    assert_eq!(g.factions[0].treasury, 20 + income - 10);
    assert!(g.captives.is_empty());
    assert!(g.senators[i].in_rome);
    assert!(g.accounts().balanced());
}

/// COM-16 Default Move (RULING): no ransom; the Raids captive dies at the Forum Phase.
#[test]
fn com_16_unransomed_raid_captive_dies_by_default() {
    let (mut g, i) = held(52, 4, 20);
    let id = g.senators[i].id();
    let ev = g.resolve(true);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RansomPaid { .. }))
    );
    assert!(g.captives.iter().all(|c| c.senator != id));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, .. } if *senator == id
    )));
}

/// COM-16: short of money, nothing is paid (told privately) and he stays held.
#[test]
fn com_16_a_ransom_short_of_money_is_not_paid() {
    let (mut g, i) = held(53, 0, 0);
    let id = g.senators[i].id();
    // All income to another senator, so that the Faction Treasury stays empty.
    g.submit(
        f(0),
        &ransom_id(&g),
        Answer::Ransom {
            pay: vec![id.clone()],
        },
    )
    .unwrap();
    let other = of(&g, 0).into_iter().find(|j| *j != i).unwrap();
    let income = match &g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0) && d.kind == DecisionKind::Revenue)
        .unwrap()
        .options
    {
        DecisionOptions::Revenue { income, .. } => *income,
        _ => panic!(),
    };
    let other_id = g.senators[other].id().0;
    g.submit(
        f(0),
        &decision(&g, 0),
        revenue_answer(&[(other_id.as_str(), income)], &[], Vec::new()),
    )
    .unwrap();
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Faction(f(0))
        && matches!(e.kind, EventKind::RansomShort { amount: 14, .. })));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RansomPaid { .. }))
    );
}

/// COM-16: only the faction's own captives can be ransomed.
#[test]
fn com_16_only_own_captives() {
    let (mut g, _) = held(54, 0, 0);
    let stranger = g.senators[of(&g, 1)[0]].id();
    let err = g
        .submit(
            f(0),
            &ransom_id(&g),
            Answer::Ransom {
                pay: vec![stranger],
            },
        )
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NotYourCaptive { .. },
            ..
        }
    ));
}

/// COM-16 / VIC-05 (LR 1.10.71): "A Captive's Influence does not count towards that Faction's
/// total for purposes of winning the Game": at the Era Ends, Faction 1 would win with its
/// captive's Influence and loses without it.
#[test]
fn com_16_a_captives_influence_is_left_out_of_the_era_ends_count() {
    let (mut g, _) = new_game(3, 61);
    for s in &mut g.senators {
        s.influence = 1;
        s.consul_for_life = false;
    }
    let a = of(&g, 0);
    let b = of(&g, 1);
    let c = of(&g, 2);
    assert!(a.len() >= 2 && !b.is_empty() && !c.is_empty());
    // Faction 1: 20 + 1.. with its captive; Faction 2: 12.
    g.senators[a[0]].influence = 20;
    g.senators[b[0]].influence = 12;
    let captive = g.senators[a[0]].id();
    g.senators[a[0]].in_rome = false;
    g.captives.push(Captive {
        senator: captive,
        war: "punic-1".into(),
    });
    let mut ev = Vec::new();
    g.for_08_era_ends(&mut ev);
    let GameStatus::Finished {
        ending: Ending::EraEnds {
            winners, influence, ..
        },
    } = g.status()
    else {
        panic!("the game ends: {:?}", g.status());
    };
    assert_eq!(winners, vec![f(1)]);
    let b_total: u64 = b.iter().map(|i| u64::from(g.senators[*i].influence)).sum();
    assert_eq!(influence, b_total);
    let a_free: u64 = a[1..]
        .iter()
        .map(|i| u64::from(g.senators[*i].influence))
        .sum();
    assert!(a_free < b_total && a_free + 20 > b_total);
}
