//! RVN-10 (ADV 2.03.4-2.03.6, 2.03.8/3): a Rebel Governor's Province in the Revenue Phase: its
//! income, its exemptions, its maintenance and what the State pays. The option is still
//! refused, so these tests set `g.rebellion` directly.

use super::*;
use crate::api::RebelExemption;
use crate::provincial_wars::ProvincialForces;
use crate::rebellion::{RebelAt, RebelGovernor, Rebellion};
use crate::state::{EventInPlay, Province};

const CRETA: &str = "creta-et-cyrenaica";

fn found(ev: &[Event], pred: impl Fn(&EventKind) -> bool) -> &Event {
    ev.iter()
        .find(|e| pred(&e.kind))
        .unwrap_or_else(|| panic!("event not found in {ev:#?}"))
}

/// Faction 0's first senator is the Primary Rebel Governor of Creta et Cyrenaica (Frontier,
/// Undeveloped: Base 1 land + 5 naval, Local Taxes 15), staying in it with `garrison` Legions
/// (not the Senate's, ADV 2.03.22/1), before the Revenue Phase opens (ADV 2.02 on). Returns the
/// game and his index.
fn rebel_governor(b: u8, garrison: u32) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    g.options.provincial_wars = true;
    let i = of(&g, 0)[0];
    g.forum_provinces.retain(|k| k != CRETA);
    g.senators[i].rebel = true;
    g.senators[i].in_rome = false;
    g.senators[i].offices.clear();
    g.senators[i].knights = 0;
    g.senators[i].concessions.clear();
    g.provinces.push(Province {
        key: CRETA.into(),
        governor: g.senators[i].id(),
        term: 3,
        developed: false,
        garrison,
        elected_turn: 1,
    });
    g.rebellion = Some(Rebellion {
        governors: vec![RebelGovernor {
            senator: g.senators[i].id(),
            province: CRETA.into(),
            at: RebelAt::Province,
        }],
        staying: Some(CRETA.into()),
        ..Rebellion::new(g.senators[i].id(), f(0), 1)
    });
    (g, i)
}

/// RVN-10 (ADV 2.03.5): the Rebel Governor earns no Personal Revenue (RVN-08) but collects his
/// Province's Spoils, State Taxes and Local Taxes (15T) into his Personal Treasury; the State
/// gets nothing from it and the Governor takes no Corrupt marker; Evil Omens do not touch the
/// rolls (2.03.4).
#[test]
fn rvn_10_rebel_governor_collects_his_provinces_revenue() {
    let (mut g, i) = rebel_governor(81, 1);
    g.events_in_play.push(EventInPlay {
        key: "evil-omens".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    g.senators[i].treasury = 0;
    let ev = to_revenue(&mut g);
    let e = found(&ev, |k| matches!(k, EventKind::RebelProvinceIncome { .. }));
    assert_eq!(
        e.visibility,
        Visibility::Faction(f(0)),
        "GEN-04: his secret"
    );
    let EventKind::RebelProvinceIncome {
        spoils,
        state_taxes,
        local_taxes,
        total,
        ..
    } = &e.kind
    else {
        unreachable!()
    };
    assert_eq!(*local_taxes, 15);
    // The dice as rolled (1d6-1 and 1d6-2), no Evil Omens modifier.
    let dice: Vec<i64> =
        ev.iter()
            .filter_map(|e| match &e.kind {
                EventKind::DiceRolled {
                    purpose:
                        DicePurpose::ProvincialSpoils { province }
                        | DicePurpose::StateIncome { province },
                    dice,
                    ..
                } if province.0 == CRETA => Some(i64::from(dice[0])),
                _ => None,
            })
            .collect();
    assert_eq!(dice.len(), 2);
    assert_eq!(*spoils, dice[0] - 1);
    assert_eq!(*state_taxes, dice[1] - 2);
    let want = u32::try_from(spoils.max(&0) + state_taxes.max(&0)).unwrap() + 15;
    assert_eq!(*total, want);
    assert_eq!(g.senators[i].treasury, want);
    assert!(!g.senators[i].corrupt);
    // No Personal Revenue for him, no Spoils or State income the usual way.
    let id = g.senators[i].id();
    assert!(!ev.iter().any(|e| matches!(&e.kind,
        EventKind::IncomeCollected { detail, .. }
            if detail.iter().any(|d| matches!(d, IncomeItem::Senator { senator, .. } if *senator == id)))));
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SpoilsCollected { .. }))
    );
    assert!(g.accounts().balanced());
    // The Revenue Phase ends without State income from it nor a Local Taxes build.
    let ev = g.resolve(true);
    assert!(!ev.iter().any(|e| matches!(&e.kind,
        EventKind::StateTreasury { reason: TreasuryReason::ProvinceIncome { province, .. }
            | TreasuryReason::ProvinceLoss { province }, .. } if province == CRETA)));
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::LocalTaxesSpent { .. }))
    );
    assert!(g.accounts().balanced());
}

/// RVN-10 (ADV 2.03.4/2): Barbarian Raids and Internal Disorder leave a Rebel Province alone
/// (no roll, told with the card), and it cannot be Developed (no roll, told).
#[test]
fn rvn_10_rebel_province_unaffected_by_events_and_not_developed() {
    let (mut g, _) = rebel_governor(82, 0);
    for key in ["barbarian-raids", "internal-disorder"] {
        g.events_in_play.push(EventInPlay {
            key: key.into(),
            increased: true,
            turn: 1,
            repeats: 0,
        });
    }
    let ev = to_revenue(&mut g);
    for key in ["barbarian-raids", "internal-disorder"] {
        found(&ev, |k| {
            matches!(k, EventKind::RebelProvinceUnaffected {
                province,
                by: RebelExemption::Event { card },
            } if province.0 == CRETA && card.0 == key)
        });
    }
    assert!(!ev.iter().any(|e| matches!(&e.kind,
        EventKind::ProvinceCheck { province, .. } if province.0 == CRETA)));
    // Undeveloped, under Internal Disorder, it still yields (2.03.4: always generates Revenue).
    found(&ev, |k| matches!(k, EventKind::RebelProvinceIncome { .. }));
    let ev = g.resolve(true);
    found(&ev, |k| {
        matches!(k, EventKind::RebelProvinceUnaffected {
            province,
            by: RebelExemption::Development,
        } if province.0 == CRETA)
    });
    assert!(!ev.iter().any(|e| matches!(&e.kind,
        EventKind::ProvinceDevelopment { province, .. } if province.0 == CRETA)));
    assert!(g.provinces.iter().any(|p| p.key == CRETA && !p.developed));
}

/// RVN-10 (ADV 2.03.6/1, 2.03.6/3, REV-03): with enough money the Rebel pays 2T per Roman Fleet,
/// Garrison Legion (a Veteran owing him free), Provincial Army/Fleet and Base point.
#[test]
fn rvn_10_rebel_maintenance_counts_the_province() {
    let (mut g, i) = rebel_governor(83, 2);
    let family = g.senators[i].family;
    g.provincial
        .garrison_veterans
        .insert(CRETA.into(), vec![family]);
    g.provincial.forces.insert(
        CRETA.into(),
        ProvincialForces {
            armies: 1,
            fleets: 2,
        },
    );
    if let Some(r) = g.rebellion.as_mut() {
        r.fleets = 1;
    }
    to_revenue(&mut g);
    // 1 Fleet + 1 Garrison Legion owing + 3 Provincial units + Base 1 + 5 = 11 units: 22T.
    let due = g.rev_03_upkeep_due().expect("a Rebel owes maintenance");
    assert_eq!(due.owed, 22);
    let before = g.senators[i].treasury;
    g.senators[i].treasury = 30;
    g.ledger.bank_to_players += 30;
    g.ledger.bank_to_players -= u64::from(before);
    let ev = g.resolve(true);
    let e = found(&ev, |k| matches!(k, EventKind::RebelGovernorsUpkeep { .. }));
    assert!(
        matches!(
            &e.kind,
            EventKind::RebelGovernorsUpkeep {
                fleets: 1,
                garrison_legions: 1,
                provincial: 3,
                base: 6,
                owed: 22,
                fleets_released: 0,
                provincial_released: 0,
                garrisons_released,
                ..
            } if garrisons_released.is_empty()
        ),
        "{e:#?}"
    );
    assert!(g.accounts().balanced());
    assert_eq!(g.rebellion.as_ref().map(|r| r.fleets), Some(1));
}

/// RVN-10 (ADV 2.03.6/4-8): short of money the Rebel releases his non-provincial units first
/// (the Roman Fleet back to the State, the HRAO's Default Move; then a Garrison Legion), then
/// Provincial units, then pays all he has; the Base Strength stays.
#[test]
fn rvn_10_short_rebel_releases_non_provincial_first() {
    let (mut g, i) = rebel_governor(84, 1);
    g.provincial.forces.insert(
        CRETA.into(),
        ProvincialForces {
            armies: 2,
            fleets: 0,
        },
    );
    if let Some(r) = g.rebellion.as_mut() {
        r.fleets = 1;
    }
    to_revenue(&mut g);
    // Owed 2 × (1 Fleet + 1 Garrison + 2 Armies + 6 Base) = 20T; he has 13T: 7 short, so 4
    // units go: the Fleet, the Legion, then both Armies; he pays 12T.
    let money = g.senators[i].treasury + g.factions[0].treasury;
    let want = 13u32;
    g.senators[i].treasury = want;
    g.factions[0].treasury = 0;
    g.ledger.spent_to_bank += u64::from(money - want);
    let due = g.rev_03_upkeep_due().expect("due");
    assert_eq!((due.owed, due.pay), (20, 12));
    let (fleets, legions) = (g.fleets, g.legions);
    let ev = g.resolve(true);
    let e = found(&ev, |k| matches!(k, EventKind::RebelGovernorsUpkeep { .. }));
    assert!(
        matches!(
            &e.kind,
            EventKind::RebelGovernorsUpkeep {
                owed: 20,
                fleets_released: 1,
                provincial_released: 2,
                to_senate: true,
                garrisons_released,
                ..
            } if garrisons_released == &vec![(CRETA.to_string().into(), 1)]
        ),
        "{e:#?}"
    );
    assert_eq!(g.fleets, fleets + 1, "the Fleet returns to the State");
    assert_eq!(g.legions, legions + 1, "the Legion returns to the State");
    assert_eq!(g.rebellion.as_ref().map(|r| r.fleets), Some(0));
    assert!(
        g.provinces
            .iter()
            .any(|p| p.key == CRETA && p.garrison == 0)
    );
    assert_eq!(g.provincial_forces(CRETA).armies, 0);
    assert_eq!(g.senators[i].treasury, 1, "he paid 12T of 13T");
    assert!(g.accounts().balanced());
}

/// RVN-10 (ADV 2.03.8/3, LR 1.06.53): a Primary Rebel Governor staying in his Province costs the
/// State 20T a turn: the Civil War's one debit, not a second; his Garrison is not the State's.
#[test]
fn rvn_10_staying_rebel_costs_the_state_20_once() {
    let (mut g, _) = rebel_governor(85, 2);
    to_revenue(&mut g);
    let items = g.rev_16_debit_items(Vec::new());
    let wars: Vec<i64> = items
        .iter()
        .filter(|(r, _)| matches!(r, TreasuryReason::CivilWar { .. }))
        .map(|(_, c)| *c)
        .collect();
    assert_eq!(wars, vec![20]);
    let maintained = items.iter().find_map(|(r, _)| match r {
        TreasuryReason::Maintenance { legions, .. } => Some(*legions),
        _ => None,
    });
    // ADV 2.03.22/1: his Garrison left the Senate's Legions; it is not a debit.
    assert_eq!(
        maintained,
        Some(g.legions),
        "the Rebel's Garrison is not a debit"
    );
}

/// REV-15 (LR 1.06.52, GEN-08): a contribution over the purse is refused with its reason; a
/// purse short when Talents are taken is refused (`Game::take`, an engine defect that stops the
/// game), never floored at 0 to make the Talents from nothing.
#[test]
fn rev_15_contribution_over_the_purse_refused_and_never_floored() {
    let (mut g, _) = new_game(3, 86);
    to_revenue(&mut g);
    let i = of(&g, 0)[1];
    let id = g.senators[i].id();
    let have = g.senators[i].treasury;
    g.senators[i].treasury = 10;
    g.ledger.bank_to_players += 10;
    g.ledger.bank_to_players -= u64::from(have);
    let d = decision(&g, 0);
    let err = g
        .submit(f(0), &d, revenue_answer(&[], &[(&id.0, 11)], vec![]))
        .unwrap_err();
    assert!(
        matches!(
            &err,
            RuleError::Illegal { rule, why: Illegal::ContributionShort { amount: 11, have: 10, .. } }
                if rule.as_str() == "REV-15"
        ),
        "{err:?}"
    );
    // The checked subtraction: a purse short is refused and left untouched.
    assert!(g.take(crate::revenue::PurseRef::Senator(i), 11).is_err());
    assert_eq!(g.senators[i].treasury, 10);
    // A legal contribution, then (fault) the purse emptied before the resolution: the round
    // checks the answer again and voids it (the Default Move); no Talent is made.
    g.submit(f(0), &d, revenue_answer(&[], &[(&id.0, 10)], vec![]))
        .unwrap();
    g.senators[i].treasury = 0;
    g.ledger.spent_to_bank += 10;
    let ev = g.resolve(true);
    found(&ev, |k| matches!(k, EventKind::AnswerVoided { .. }));
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::Contribution { .. }))
    );
    assert_eq!(g.senators[i].treasury, 0);
    assert!(g.accounts().balanced());
}

/// RVN-10 (ADV 2.03.91/5-6): the Primary Rebel Governor dies (here by a Mortality chit's
/// death): all Rebel resistance collapses. His Secondary Rebel Governor of Sicilia is killed,
/// and both Rebel Provinces return to the Forum Undeveloped with no Forces (their Garrisons and
/// Provincial Forces gone; the Primary's own too, RULING); the Senate's Legions are untouched
/// (a Rebel Garrison is out of its count).
#[test]
fn rvn_10_the_primary_rebel_dies_and_the_rebel_provinces_collapse() {
    let (mut g, i) = rebel_governor(87, 2);
    let s = of(&g, 0)[1];
    g.forum_provinces.retain(|k| k != "sicilia");
    g.senators[s].rebel = true;
    g.senators[s].in_rome = false;
    g.senators[s].offices.clear();
    g.provinces.push(Province {
        key: "sicilia".into(),
        governor: g.senators[s].id(),
        term: 3,
        developed: true,
        garrison: 3,
        elected_turn: 1,
    });
    g.provincial.forces.insert(
        "sicilia".into(),
        ProvincialForces {
            armies: 2,
            fleets: 1,
        },
    );
    g.provincial.forces.insert(
        CRETA.into(),
        ProvincialForces {
            armies: 1,
            fleets: 0,
        },
    );
    let secondary = g.senators[s].id();
    if let Some(r) = g.rebellion.as_mut() {
        r.secondaries.push(secondary.clone());
        r.governors.push(RebelGovernor {
            senator: secondary.clone(),
            province: "sicilia".into(),
            at: RebelAt::Province,
        });
    }
    let primary = g.senators[i].id();
    let legions = g.legions;
    let mut ev = Vec::new();
    g.kill_senator(i, DeathCause::Mortality, &mut ev);
    let e = found(&ev, |k| {
        matches!(k, EventKind::RebelProvincesCollapse { .. })
    });
    let EventKind::RebelProvincesCollapse { rebel, provinces } = &e.kind else {
        unreachable!()
    };
    assert_eq!(rebel, &primary);
    assert_eq!(provinces.len(), 2);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::RevoltFailed { .. }, .. } if *senator == secondary
    )));
    assert!(g.rebellion.is_none());
    for key in [CRETA, "sicilia"] {
        assert!(
            g.forum_provinces.iter().any(|k| k == key),
            "{key} in the Forum"
        );
        assert!(!g.provinces.iter().any(|p| p.key == key), "{key} governed");
        assert!(
            !g.forum_developed.iter().any(|k| k == key),
            "{key} Developed"
        );
        assert!(!g.provincial.forces.contains_key(key), "{key} Forces");
    }
    assert_eq!(
        g.legions, legions,
        "the Rebel Garrisons were not the Senate's"
    );
}
