use super::*;
use crate::state::HeldConcession;
use crate::{IncomeItem, TalentMove};

fn income_of(ev: &[Event], fac: u8) -> (u32, Vec<IncomeItem>) {
    ev.iter()
        .find_map(|e| match &e.kind {
            EventKind::IncomeCollected {
                faction,
                total,
                detail,
            } if *faction == f(fac) => {
                assert_eq!(e.visibility, Visibility::Faction(f(fac)));
                Some((*total, detail.clone()))
            }
            _ => None,
        })
        .unwrap()
}

fn leader_of(g: &Game, fac: u8) -> usize {
    of(g, fac)
        .into_iter()
        .find(|i| g.senators[*i].faction_leader)
        .unwrap()
}

fn non_leader(g: &Game, fac: u8) -> usize {
    of(g, fac)
        .into_iter()
        .find(|i| !g.senators[*i].faction_leader)
        .unwrap()
}

#[test]
fn rev_05_base_income_leader_3_others_1() {
    let (mut g, _) = new_game(4, 1);
    let ev = to_revenue(&mut g);
    for i in 0..4 {
        let (total, detail) = income_of(&ev, i);
        assert_eq!(total, 3 + 1 + 1);
        assert_eq!(detail.len(), 3);
    }
    let d = g.open_decisions();
    assert!(
        matches!(&d[0].options, DecisionOptions::Revenue { income: 5, faction_treasury: 0, governors, .. } if governors.is_empty())
    );
}

#[test]
fn rev_06_knights_and_concessions_pay_and_reveal_the_corrupt_bar() {
    let (mut g, _) = new_game(3, 2);
    let i = of(&g, 0)[0];
    g.senators[i].knights = 2;
    g.senators[i].concessions.push(HeldConcession {
        key: "tax-farmer-1".into(),
        corrupt: false,
    });
    g.senators[i].concessions.push(HeldConcession {
        key: "armaments".into(),
        corrupt: false,
    });
    let ev = to_revenue(&mut g);
    let (total, _) = income_of(&ev, 0);
    // base 3+1+1, 2 knights, Tax Farmer 1 2T; Armaments pays only per legion raised.
    assert_eq!(total, 5 + 2 + 2);
    let s = g.senators.iter().find(|s| s.knights == 2).unwrap();
    assert!(s.concessions[0].corrupt);
    assert!(!s.concessions[1].corrupt);
}

#[test]
fn rev_04_unaligned_senators_earn_nothing() {
    let (mut g, _) = new_game(3, 3);
    let spare = (1..=20u8)
        .find(|n| !g.senators.iter().any(|s| s.family == *n))
        .unwrap();
    g.senators.push(Senator::from_family(data(), spare, None));
    let ev = to_revenue(&mut g);
    let total: u32 = (0..3).map(|i| income_of(&ev, i).0).sum();
    assert_eq!(total, 3 * 5);
    // and he cannot be paid
    let d = decision(&g, 0);
    let a = revenue_answer(
        &[],
        &[],
        vec![Transfer {
            amount: 1,
            from: Purse::FactionTreasury,
            to: Purse::Senator(SenatorId(spare.to_string())),
        }],
    );
    assert!(matches!(
        g.submit(f(0), &d, a),
        Err(RuleError::Illegal { .. })
    ));
}

#[test]
fn pb_02_default_all_income_to_the_faction_treasury() {
    let (mut g, _) = new_game(3, 4);
    to_revenue(&mut g);
    let i = of(&g, 1)[0];
    g.senators[i].treasury = 4;
    g.ledger.income_paid += 4; // keep the audit identity
    let ev = g.resolve(true);
    for k in 0..3 {
        assert_eq!(g.factions[k].treasury, 5);
        assert!(
            ev.iter()
                .any(|e| e.visibility == Visibility::Faction(f(k as u8))
                    && matches!(e.kind, EventKind::DefaultApplied { .. }))
        );
    }
    assert_eq!(g.senators[i].treasury, 4);
    assert!(g.accounts().balanced());
}

/// REV-10 and GEN-08: talents move between purses and to other players' Senators only in the
/// Revenue Phase redistribution.
#[test]
fn rev_10_income_shares_and_transfers() {
    let (mut g, _) = new_game(3, 5);
    to_revenue(&mut g);
    let a = g.senators[leader_of(&g, 0)].id();
    let b = g.senators[non_leader(&g, 0)].id();
    let other = g.senators[of(&g, 1)[0]].id();
    g.factions[0].treasury = 10;
    g.ledger.income_paid += 10; // keep the audit identity
    let d = decision(&g, 0);
    let ans = revenue_answer(
        &[(&a.0, 3), (&a.0, 1), (&b.0, 0)],
        &[],
        vec![
            Transfer {
                amount: 2,
                from: Purse::Senator(a.clone()),
                to: Purse::Senator(b.clone()),
            },
            Transfer {
                amount: 6,
                from: Purse::FactionTreasury,
                to: Purse::Senator(other.clone()),
            },
        ],
    );
    let r = g.submit(f(0), &d, ans).unwrap();
    // merged and zero dropped
    let Answer::Revenue {
        income_to_senators, ..
    } = &r.answer
    else {
        panic!()
    };
    assert_eq!(income_to_senators, &vec![(a.clone(), 4)]);
    let ev = g.resolve(true);
    let sa = g.find_senator(&a).unwrap();
    let sb = g.find_senator(&b).unwrap();
    let so = g.find_senator(&other).unwrap();
    assert_eq!(g.senators[sa].treasury, 2);
    assert_eq!(g.senators[sb].treasury, 2);
    assert_eq!(g.senators[so].treasury, 6);
    // 10 + (5 - 4) - 6
    assert_eq!(g.factions[0].treasury, 5);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(e.kind, EventKind::TransferReported { amount: 6, .. })));
    assert!(ev.iter().any(|e| e.visibility == Visibility::Faction(f(1))
        && matches!(&e.kind, EventKind::IncomeDistributed { moves, .. }
            if moves.iter().any(|m| matches!(m, TalentMove::Received { amount: 6, .. })))));
    assert!(g.accounts().balanced());
}

#[test]
fn rev_10_no_purse_may_go_negative() {
    let (mut g, _) = new_game(3, 6);
    to_revenue(&mut g);
    let a = g.senators[leader_of(&g, 0)].id();
    let b = g.senators[non_leader(&g, 0)].id();
    let other = g.senators[of(&g, 1)[0]].id();
    let d = decision(&g, 0);
    // More income than there is.
    assert!(
        g.submit(f(0), &d, revenue_answer(&[(&a.0, 6)], &[], vec![]))
            .is_err()
    );
    // A transfer before the money is there (order matters).
    let t = |amount, from: &SenatorId, to: &SenatorId| Transfer {
        amount,
        from: Purse::Senator(from.clone()),
        to: Purse::Senator(to.clone()),
    };
    assert!(
        g.submit(
            f(0),
            &d,
            revenue_answer(&[(&a.0, 2)], &[], vec![t(3, &a, &b)])
        )
        .is_err()
    );
    assert!(
        g.submit(
            f(0),
            &d,
            revenue_answer(&[(&a.0, 3)], &[], vec![t(3, &a, &b), t(3, &b, &a)])
        )
        .is_ok()
    );
    // From another faction's senator.
    assert!(
        g.submit(f(0), &d, revenue_answer(&[], &[], vec![t(1, &other, &a)]))
            .is_err()
    );
    // Faction treasury beyond what it holds (0 + 5 income).
    let ft = Transfer {
        amount: 6,
        from: Purse::FactionTreasury,
        to: Purse::Senator(a.clone()),
    };
    assert!(
        g.submit(f(0), &d, revenue_answer(&[], &[], vec![ft]))
            .is_err()
    );
    // Spoils for a non-governor.
    let mut bad = revenue_answer(&[], &[], vec![]);
    if let Answer::Revenue { spoils, .. } = &mut bad {
        spoils.push((a.clone(), true));
    }
    assert!(g.submit(f(0), &d, bad).is_err());
}

#[test]
fn rev_13_annual_revenue_and_rev_16_legion_maintenance() {
    let (mut g, _) = new_game(3, 7);
    to_revenue(&mut g);
    let ev = g.resolve(true);
    // 100 + 100 - 4 legions × 2
    assert_eq!(g.state_treasury, 192);
    let st: Vec<i64> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::StateTreasury { delta, .. } => {
                assert_eq!(e.visibility, Visibility::Public);
                Some(*delta)
            }
            _ => None,
        })
        .collect();
    assert_eq!(st, vec![100, -8]);
}

#[test]
fn rev_16_each_active_war_costs_20() {
    let (mut g, _) = new_game(3, 8);
    to_revenue(&mut g);
    g.active_wars.push("punic-2".into());
    g.fleets = 3;
    g.resolve(true);
    assert_eq!(g.state_treasury, 200 - 20 - 14);
    assert!(g.accounts().balanced());
}

#[test]
fn rev_15_contributions_give_influence_by_bracket_once_per_senator() {
    let (mut g, _) = new_game(3, 9);
    to_revenue(&mut g);
    let ids: Vec<SenatorId> = of(&g, 0).iter().map(|i| g.senators[*i].id()).collect();
    for (k, i) in of(&g, 0).into_iter().enumerate() {
        g.senators[i].treasury = [60, 30, 12][k];
    }
    g.ledger.income_paid += 102; // keep the audit identity
    let before: Vec<u32> = of(&g, 0).iter().map(|i| g.senators[*i].influence).collect();
    let d = decision(&g, 0);
    // twice the same senator: refused
    assert!(
        g.submit(
            f(0),
            &d,
            revenue_answer(&[], &[(&ids[0].0, 10), (&ids[0].0, 10)], vec![])
        )
        .is_err()
    );
    // more than he has: refused
    assert!(
        g.submit(f(0), &d, revenue_answer(&[], &[(&ids[2].0, 13)], vec![]))
            .is_err()
    );
    // income first: 1T of income makes 13 possible
    g.submit(
        f(0),
        &d,
        revenue_answer(
            &[(&ids[2].0, 1)],
            &[(&ids[0].0, 50), (&ids[1].0, 25), (&ids[2].0, 13)],
            vec![],
        ),
    )
    .unwrap();
    let ev = g.resolve(true);
    let after: Vec<u32> = of(&g, 0).iter().map(|i| g.senators[*i].influence).collect();
    assert_eq!(after[0], before[0] + 7);
    assert_eq!(after[1], before[1] + 3);
    assert_eq!(after[2], before[2] + 1);
    assert_eq!(g.state_treasury, 100 + 100 + 50 + 25 + 13 - 8);
    let contribs: Vec<(u32, u8)> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Contribution {
                amount, influence, ..
            } => {
                assert_eq!(e.visibility, Visibility::Public);
                Some((*amount, *influence))
            }
            _ => None,
        })
        .collect();
    assert_eq!(contribs, vec![(50, 7), (25, 3), (13, 1)]);
    assert!(g.accounts().balanced());
    assert_eq!(g.accounts().contributions, 88);
}

#[test]
fn rev_15_small_contribution_gives_no_influence() {
    assert_eq!(data().contribution_influence(9), 0);
    assert_eq!(data().contribution_influence(10), 1);
    assert_eq!(data().contribution_influence(49), 3);
    assert_eq!(data().contribution_influence(500), 7);
}

/// GEN-12 / VIC-03: a State that cannot pay is bankrupt and every player loses (LR 1.06.53/3:
/// an Active War's 20T; unmaintained Forces are eliminated instead, `unmaintained.rs`).
#[test]
fn gen_12_state_bankruptcy_ends_the_game() {
    let (mut g, _) = new_game(3, 10);
    to_revenue(&mut g);
    g.inactive_wars.clear();
    g.active_wars = vec!["punic-1".into()];
    g.state_treasury = -95; // +100 → 5 < 20 for the Active War
    let ev = g.resolve(true);
    assert!(matches!(g.status(), GameStatus::Finished { .. }));
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::GameOver { seed_hex, .. } if *seed_hex == hex::encode(seed(10)))));
    assert!(g.open_decisions().is_empty());
    assert!(g.view(Viewer::Public).finished.is_some());
}

#[test]
fn gen_12_low_treasury_warning() {
    let (mut g, _) = new_game(3, 12);
    to_revenue(&mut g);
    g.state_treasury = -40; // +100 − 8 = 52
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::TreasuryWarning { balance: 52 }))
    );
}

#[test]
fn for_03_after_revenue_the_forum_opens_one_initiative_decision_per_faction() {
    let (mut g, _) = new_game(3, 11);
    to_revenue(&mut g);
    let ev = g.resolve(true);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::PhaseStarted { phase, .. } if *phase == crate::Phase::Forum))
    );
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 3);
    assert!(
        ds.iter()
            .all(|d| d.kind == DecisionKind::Initiative && d.simultaneous)
    );
    assert_eq!(g.round(), 2);
}

/// REV-08, REV-12, REV-14, REV-19: with no Province in play there is no Governor, so no spoils,
/// development, provincial taxes or term changes: the State Treasury moves only by REV-13,
/// REV-15 and REV-16, and a spoils order is refused.
#[test]
fn rev_08_rev_12_rev_14_rev_19_no_provinces_no_governor_steps() {
    let (mut g, _) = new_game(4, 13);
    to_revenue(&mut g);
    for d in g.open_decisions() {
        let DecisionOptions::Revenue { governors, .. } = &d.options else {
            panic!()
        };
        assert!(governors.is_empty());
        let Answer::Revenue { spoils, .. } = &d.default else {
            panic!()
        };
        assert!(spoils.is_empty());
    }
    let a = g.senators[of(&g, 0)[0]].id();
    let d = decision(&g, 0);
    let mut bad = revenue_answer(&[], &[], vec![]);
    if let Answer::Revenue { spoils, .. } = &mut bad {
        spoils.push((a, true));
    }
    assert!(matches!(
        g.submit(f(0), &d, bad),
        Err(RuleError::Illegal { .. })
    ));
    let ev = g.resolve(true);
    let reasons: Vec<TreasuryReason> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::StateTreasury { reason, .. } => Some(reason.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(reasons.len(), 2);
    assert_eq!(reasons[0], TreasuryReason::AnnualRevenue);
    assert!(matches!(reasons[1], TreasuryReason::Maintenance { .. }));
}

/// PB-02 standing revenue orders: the default when legal this turn, else the seed's default
/// with the reason.
#[test]
fn pb_02_standing_revenue_order_is_the_default_when_legal() {
    let (mut g, _) = new_game(4, 1);
    let a = g.senators[of(&g, 0)[0]].id();
    let b = g.senators[of(&g, 1)[0]].id();
    let legal = revenue_answer(&[(a.0.as_str(), 2)], &[], Vec::new());
    g.set_standing(f(0), DecisionKind::Revenue, legal).unwrap();
    g.set_standing(
        f(1),
        DecisionKind::Revenue,
        revenue_answer(&[(b.0.as_str(), 50)], &[], Vec::new()),
    )
    .unwrap();
    to_revenue(&mut g);
    let ds = g.open_decisions();
    let d0 = ds.iter().find(|d| d.owner == f(0)).unwrap();
    assert!(
        matches!(&d0.default, Answer::Revenue { income_to_senators, .. } if income_to_senators == &vec![(a.clone(), 2)]),
        "{:?}",
        d0.default
    );
    assert_eq!(
        d0.default_by,
        DefaultBy::Standing {
            dropped: Vec::new()
        }
    );
    let d1 = ds.iter().find(|d| d.owner == f(1)).unwrap();
    assert!(
        matches!(&d1.default, Answer::Revenue { income_to_senators, .. } if income_to_senators.is_empty())
    );
    assert!(matches!(
        d1.default_by,
        DefaultBy::StandingSetAside { error: Some(_), .. }
    ));
    let ai = g.find_senator(&a).unwrap();
    let before = g.senators[ai].treasury;
    g.resolve(true);
    let ai = g.find_senator(&a).unwrap();
    assert_eq!(g.senators[ai].treasury, before + 2);
}

/// REV-07: a holder standing on the Drought bonus, `effects` Drought effects in play: his
/// income lump, his Popularity and the public event.
fn rev_07_grain_with(effects: u32, double: bool, popularity: i32) -> (u32, i32, Vec<Event>) {
    let (mut g, _) = new_game(3, 4);
    let i = non_leader(&g, 0);
    g.senators[i].popularity = popularity;
    g.senators[i].concessions.push(HeldConcession {
        key: "sicilian-grain".into(),
        corrupt: false,
    });
    if effects > 0 {
        g.events_in_play.push(crate::state::EventInPlay {
            key: "drought".into(),
            increased: effects > 1,
            turn: 0,
            repeats: effects.saturating_sub(2),
        });
    }
    assert_eq!(g.drought_effects(), effects);
    g.set_standing(
        f(0),
        DecisionKind::Revenue,
        Answer::Revenue {
            income_to_senators: Vec::new(),
            contributions: Vec::new(),
            transfers: Vec::new(),
            spoils: Vec::new(),
            grain: vec![(CardKey("sicilian-grain".into()), double)],
            upkeep: Vec::new(),
            plan_ahead: None,
        },
    )
    .unwrap();
    let ev = to_revenue(&mut g);
    let (total, _) = income_of(&ev, 0);
    (total, g.senators[i].popularity, ev)
}

#[test]
fn rev_07_grain_concession_doubles_under_drought_by_standing_choice() {
    // Base 3+1+1 and Sicilian Grain 4T; one Drought effect: ×2 (8T) and −2 Popularity.
    let (total, pop, ev) = rev_07_grain_with(1, true, 3);
    assert_eq!(total, 5 + 8);
    assert_eq!(pop, 1);
    let taken = ev
        .iter()
        .find(|e| matches!(e.kind, EventKind::GrainBonusTaken { .. }));
    let Some(taken) = taken else {
        panic!("no GrainBonusTaken event: {ev:?}");
    };
    assert_eq!(taken.visibility, Visibility::Public);
    assert!(matches!(
        &taken.kind,
        EventKind::GrainBonusTaken { drought_effects: 1, popularity: -2, concession, .. }
            if concession == "sicilian-grain"
    ));
    let (_, detail) = income_of(&ev, 0);
    assert!(detail.iter().any(|d| matches!(
        d,
        IncomeItem::GrainBonus {
            multiplier: 2,
            amount: 4,
            ..
        }
    )));
}

#[test]
fn rev_07_each_further_drought_adds_one_to_the_multiplier_and_the_cost() {
    // Two Drought effects: ×3 (12T), −3 Popularity.
    let (total, pop, _) = rev_07_grain_with(2, true, 3);
    assert_eq!(total, 5 + 12);
    assert_eq!(pop, 0);
    // LR 1.06.1: taken even at −9 (Popularity stays at −9).
    let (total, pop, _) = rev_07_grain_with(1, true, -9);
    assert_eq!(total, 5 + 8);
    assert_eq!(pop, -9);
}

#[test]
fn rev_07_no_bonus_by_default_without_drought_or_when_single() {
    // Default Move (no standing choice or SINGLE): the printed income, Popularity kept.
    let (total, pop, ev) = rev_07_grain_with(1, false, 3);
    assert_eq!((total, pop), (5 + 4, 3));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::GrainBonusTaken { .. }))
    );
    // No Drought: DOUBLE does nothing.
    let (total, pop, _) = rev_07_grain_with(0, true, 3);
    assert_eq!((total, pop), (5 + 4, 3));
}
