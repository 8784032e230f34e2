//! RVN-10 (ADV 2.03.23): a Victorious Commander's Fleets when he revolts with Rebel Governors,
//! and where they go afterwards (maintenance, the Revolt failing, the VIC-06 campaign, the 25
//! Fleets).

use super::*;
use crate::api::Proposal;
use crate::illegal::Illegal;
use crate::rebellion::Rebellion;
use crate::state::Force;

/// A game after setup (turn 1, Early Republic: a Legion or Fleet follows on 5) in the Revolution
/// Phase, Rebel Governors played (`governors`), with faction 0's first senator away commanding
/// a victorious Force of `legions` Legions and `fleets` Fleets; Rome holds 4 more Fleets.
fn victor_with_fleets(b: u8, legions: u32, fleets: u32, governors: bool) -> (Game, usize) {
    victor(b, legions, 0, fleets, |g| {
        g.options.provincial_wars = governors;
        g.options.rebel_governors = governors;
        g.fleets = fleets + 4;
    })
}

fn revolt(commander: &SenatorId, spend: u32, fleets: bool) -> Answer {
    revolt_answer(RevoltOrder {
        spend,
        fleets,
        ..revolt_order(commander)
    })
}

/// ADV 2.03.23/1: the Commanders faction 0's Revolution decision lets keep their Fleets.
fn may_keep_fleets(g: &Game) -> Vec<SenatorId> {
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0))
        .unwrap();
    let DecisionOptions::Revolution {
        may_keep_fleets, ..
    } = &d.options
    else {
        panic!("wrong options");
    };
    may_keep_fleets.clone()
}

fn fleet_dice(ev: &[Event]) -> usize {
    ev.iter()
        .filter(|e| {
            matches!(
                &e.kind,
                EventKind::DiceRolled {
                    purpose: DicePurpose::FleetAllegiance { .. },
                    ..
                }
            )
        })
        .count()
}

/// RVN-10 (ADV 2.03.23/1): with Rebel Governors the Victorious Commander may keep his Fleets
/// (the decision names him); KEEP FLEETS dices for each as for a Legion (5 or more in the Early
/// Republic): 6, 2, 5 keep 2 of his 3 Fleets, which leave the Senate's; the third returns to
/// the Active Forces. Fleets play no role in his land Strength.
#[test]
fn rvn_10_a_victorious_commander_dices_for_his_fleets_and_keeps_those_that_follow() {
    let (mut g, i) = victor_with_fleets(81, 2, 3, true);
    let id = g.senators[i].id();
    assert_eq!(may_keep_fleets(&g), vec![id.clone()], "ADV 2.03.23/1");
    let fleets = g.fleets;
    g.submit(f(0), &decision(&g, 0), revolt(&id, 0, true))
        .unwrap();
    g.script_dice(vec![5, 6, 6, 2, 5]);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    let EventKind::FleetAllegiance {
        rolled,
        bought,
        need,
        followed,
        ..
    } = found(&ev, |k| matches!(k, EventKind::FleetAllegiance { .. }))
    else {
        unreachable!()
    };
    assert_eq!((*rolled, *bought, *need, *followed), (3, 0, 5, 2));
    assert_eq!(fleet_dice(&ev), 3, "one die per Fleet, as for Legions");
    let EventKind::RebelFleets {
        fleets: of,
        kept,
        diced,
        ..
    } = found(&ev, |k| matches!(k, EventKind::RebelFleets { .. }))
    else {
        unreachable!()
    };
    assert_eq!((*of, *kept, *diced), (3, 2, true));
    let EventKind::RevoltDeclared {
        legions, strength, ..
    } = found(&ev, |k| matches!(k, EventKind::RevoltDeclared { .. }))
    else {
        unreachable!()
    };
    let mil = u32::from(g.senators[i].military(data()));
    assert_eq!(*legions, 2);
    assert_eq!(*strength, 2 + mil.min(2), "LR 1.11.37: no Fleet on land");
    let r = g.rebellion.clone().expect("a Revolt");
    assert_eq!(r.fleets, 2);
    assert_eq!(
        g.fleets,
        fleets - 2,
        "his Fleets are no longer the Senate's"
    );
    assert!(g.forces.is_empty());
    assert_invariants(&g);
}

/// RVN-10 (ADV 2.03.23/2): without KEEP FLEETS (the Default Move) he forfeits their control:
/// no Fleet rolls, all of them back in the Active Forces, as in the Basic Game.
#[test]
fn rvn_10_a_victorious_commander_forfeits_his_fleets_by_default() {
    let (mut g, i) = victor_with_fleets(82, 2, 3, true);
    let id = g.senators[i].id();
    let fleets = g.fleets;
    g.submit(f(0), &decision(&g, 0), revolt(&id, 0, false))
        .unwrap();
    g.script_dice(vec![5, 5]);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    let EventKind::RebelFleets {
        fleets: of,
        kept,
        diced,
        ..
    } = found(&ev, |k| matches!(k, EventKind::RebelFleets { .. }))
    else {
        unreachable!()
    };
    assert_eq!((*of, *kept, *diced), (3, 0, false));
    assert_eq!(fleet_dice(&ev), 0);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::FleetAllegiance { .. }))
    );
    assert_eq!(g.rebellion.as_ref().map(|r| r.fleets), Some(0));
    assert_eq!(g.fleets, fleets);
}

/// RVN-10 (ADV 2.03.23/1, LR 1.11.31, RULINGS): the talents bought go to the Legions' rolls
/// first, then to the Fleets': SPEND 3 with 2 Legions gives +1 to both Legions and to the
/// first Fleet: 4, 4 follow, Fleets 4 (+1) follows and 4 does not.
#[test]
fn rvn_10_loyalty_bought_reaches_the_fleets_after_the_legions() {
    let (mut g, i) = victor_with_fleets(83, 2, 2, true);
    let id = g.senators[i].id();
    g.senators[i].treasury += 5;
    g.ledger.bank_to_players += 5;
    g.submit(f(0), &decision(&g, 0), revolt(&id, 3, true))
        .unwrap();
    g.script_dice(vec![4, 4, 4, 4]);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::LoyaltyBought { talents: 3, .. }))
    );
    let EventKind::LegionAllegiance {
        bought, followed, ..
    } = found(&ev, |k| matches!(k, EventKind::LegionAllegiance { .. }))
    else {
        unreachable!()
    };
    assert_eq!((*bought, *followed), (2, 2));
    let EventKind::FleetAllegiance {
        bought, followed, ..
    } = found(&ev, |k| matches!(k, EventKind::FleetAllegiance { .. }))
    else {
        unreachable!()
    };
    assert_eq!((*bought, *followed), (1, 1));
    assert_eq!(g.rebellion.as_ref().map(|r| r.fleets), Some(1));
    assert!(g.accounts().balanced());
}

/// RVN-10 (ADV 2.03.23/1): without Rebel Governors nobody may keep Fleets (LR 1.11.3/5: they
/// return to the Active Forces): the decision names nobody and KEEP FLEETS is refused.
#[test]
fn rvn_10_no_fleets_kept_without_rebel_governors() {
    let (mut g, i) = victor_with_fleets(84, 2, 2, false);
    let id = g.senators[i].id();
    assert!(may_keep_fleets(&g).is_empty());
    let err = g
        .submit(f(0), &decision(&g, 0), revolt(&id, 0, true))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::RevoltFleetsWithoutRebelGovernors { .. },
            ..
        }
    ));
}

/// RVN-10 (ADV 2.03.2/6): each Fleet successfully diced for adds 1 to the Force Strength that
/// decides primacy: two Victorious Commanders, faction 1's with 2 Fleets kept: his Legions and
/// MIL are 1 short of the other's, his 2 Fleets make him the stronger, the Primary Rebel.
#[test]
fn rvn_10_fleets_diced_for_count_in_the_force_strength_for_primacy() {
    let (mut g, i) = victor_with_fleets(85, 3, 0, true);
    let first = g.senators[i].id();
    let j = of(&g, 1)[0];
    g.senators[j].in_rome = false;
    g.senators[j].offices.clear();
    let second = g.senators[j].id();
    let (m1, m2) = (g.planning_military(i), g.planning_military(j));
    let s = |l: u32, m: u32| l + m.min(l);
    // Legions making the first commander exactly 1 stronger than the second without Fleets.
    let (l1, l2) = (1..=8u32)
        .flat_map(|a| (1..=6u32).map(move |b| (a, b)))
        .find(|(a, b)| s(*a, m1) == s(*b, m2) + 1)
        .expect("some Legions");
    g.forces[0].legions = l1;
    g.forces.push(Force {
        commander: Some(second.clone()),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions: l2,
        veterans: vec![],
        fleets: 2,
        dispatched: 0,
        sent_turn: 1,
    });
    g.legions = l1 + l2;
    g.fleets = 2;
    let order = |c: &SenatorId, fleets: bool| RevoltOrder {
        commander: c.clone(),
        at_least: 1,
        spend: 0,
        joined_by: vec![],
        master_spend: 0,
        fleets,
    };
    let orders = vec![(f(0), order(&first, false)), (f(1), order(&second, true))];
    g.script_dice(vec![6; usize::try_from(l1 + l2 + 2).unwrap()]);
    g.script_chits(vec!["none".into()]);
    let mut ev = Vec::new();
    g.rvn_05_declarations(orders, &mut ev);
    let EventKind::FleetAllegiance { followed, .. } =
        found(&ev, |k| matches!(k, EventKind::FleetAllegiance { .. }))
    else {
        unreachable!()
    };
    assert_eq!(*followed, 2);
    let r = g.rebellion.clone().expect("a Revolt");
    assert_eq!(
        r.rebel, second,
        "his 2 Fleets made him the stronger: {ev:#?}"
    );
    assert_eq!(r.fleets, 2);
    assert_eq!(g.fleets, 0);
}

/// RVN-10 (ADV 2.03.6/1, 2.03.6/4): a Victorious Commander's kept Fleets cost 2T each even
/// without Rebel Governors in Revolt; short of money he releases his Army's Legions first, then
/// his Fleets.
#[test]
fn rvn_10_his_fleets_are_maintained_and_released_after_his_legions() {
    let (mut g, _) = new_game(3, 86);
    to_revenue(&mut g);
    g.options.provincial_wars = true;
    g.options.rebel_governors = true;
    let i = in_revolt(&mut g, |r| Rebellion {
        legions: 2,
        fleets: 2,
        ..r
    });
    g.senators[i].treasury = 20;
    g.factions[0].treasury = 0;
    let due = g.rev_03_upkeep_due().expect("a Revolt");
    assert_eq!(due.owed, 8, "2T per Legion and per Fleet");
    assert_eq!(due.provinces.fleets, 2);
    assert_eq!(due.provinces.fleets_released, 0);
    // 2T: he keeps 1 unit; his 2 Legions go first, then 1 Fleet.
    g.senators[i].treasury = 2;
    let due = g.rev_03_upkeep_due().expect("a Revolt");
    assert_eq!(due.affordable, 0, "his Army's Legions released first");
    assert_eq!(due.provinces.fleets_released, 1);
}

/// RVN-10 (LR 1.11.371/1, 1.11.372/4): when the Revolt fails (the Rebel dies) his Roman Fleets
/// return to the Active Forces.
#[test]
fn rvn_10_his_fleets_return_to_the_senate_when_the_revolt_fails() {
    let (mut g, _) = new_game(3, 87);
    to_revenue(&mut g);
    g.options.provincial_wars = true;
    g.options.rebel_governors = true;
    let i = in_revolt(&mut g, |r| Rebellion {
        legions: 1,
        fleets: 3,
        ..r
    });
    g.fleets = 5;
    let id = g.senators[i].id();
    let mut ev = Vec::new();
    g.rebel_died(&id, &mut ev);
    let EventKind::RebelFleetsToSenate { fleets, .. } =
        found(&ev, |k| matches!(k, EventKind::RebelFleetsToSenate { .. }))
    else {
        unreachable!()
    };
    assert_eq!(*fleets, 3);
    assert_eq!(g.fleets, 8);
    assert!(g.rebellion.is_none());
}

/// RVN-10 / SEN-43: the 25 Fleets count the Rebel's: with 22 in the Senate's and 2 his, the
/// Senate may raise 1, not 2; more than 25 in all breaks the invariant.
#[test]
fn rvn_10_the_rebels_fleets_are_among_the_25() {
    let (mut g, _) = new_game(3, 88);
    g.pending = None;
    g.phase = Phase::Senate;
    g.events_in_play.clear();
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    let stage = Proposal::RaiseForces {
        legions: 0,
        fleets: 1,
    }
    .business();
    if let Some(s) = g.senate.as_mut() {
        s.stage = stage;
    }
    let i = of(&g, 0)[0];
    g.rebellion = Some(Rebellion {
        fleets: 2,
        ..Rebellion::new(g.senators[i].id(), f(0), 1)
    });
    g.fleets = 22;
    let one = g.proposal_legal(&Proposal::RaiseForces {
        legions: 0,
        fleets: 1,
    });
    assert!(
        !format!("{one:?}").contains("UnitLimit"),
        "room for 1: {one:?}"
    );
    let err = g
        .proposal_legal(&Proposal::RaiseForces {
            legions: 0,
            fleets: 2,
        })
        .unwrap_err();
    assert!(format!("{err:?}").contains("UnitLimit"), "{err:?}");
    assert!(g.invariant_violations().is_empty());
    g.fleets = 24;
    assert!(
        g.invariant_violations()
            .iter()
            .any(|v| v.starts_with("SEN-43")),
        "26 Fleets in all"
    );
}

/// RVN-10 / VIC-06 (LR 1.12.3): the Rebel's campaign takes every Fleet, his own with the
/// State's.
#[test]
fn rvn_10_his_fleets_sail_in_the_vic_06_campaign() {
    let (mut g, _) = new_game(3, 89);
    to_revenue(&mut g);
    in_revolt(&mut g, |r| Rebellion {
        legions: 3,
        fleets: 2,
        ..r
    });
    g.active_wars = ["punic-1", "gallic-1", "illyrian-1", "macedonian-1"]
        .iter()
        .map(|w| w.to_string())
        .collect();
    g.deck
        .retain(|c| !matches!(c, DeckCard::War(k) if g.active_wars.contains(k)));
    g.legions = 0;
    g.fleets = 3;
    let mut ev = Vec::new();
    g.state_bankrupt(&mut ev);
    g.vic_06_enter(&mut ev);
    let EventKind::RebelCampaign { fleets, .. } =
        found(&ev, |k| matches!(k, EventKind::RebelCampaign { .. }))
    else {
        unreachable!()
    };
    assert_eq!(*fleets, 5, "the State's 3 and his 2");
    assert_eq!(g.rebellion.as_ref().map(|r| r.fleets), Some(0));
    assert!(g.invariant_violations().is_empty());
}
