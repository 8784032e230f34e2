//! SEN-38 (RULING "Governors by Legate", docs/RULINGS.md; LR 1.13.1/6): a Governor who rules
//! his Province through a Legate is not there. Internal Disorder (REV-02), a Provincial War's
//! Defeat and Mortality Check (COM-18, ADV 2.02.412/1, 2.02.413/1) and the Raid roll (REV-01)
//! pass him by, as Pretender Emerges does (FOR-22, tests/provinces.rs).

use super::fixtures::{died, govern, plain};
use super::*;
use crate::provincial_wars::ProvincialForces;

/// Senator `i` governs `key` through a Legate (the Vatinian Law's), from Rome.
fn by_legate(g: &mut Game, i: usize, key: &str, developed: bool, garrison: u32) {
    govern(g, i, key, developed, garrison, 3);
    g.senators[i].in_rome = true;
    g.legates.provinces.push(key.into());
}

/// The GovernorByLegateSpared event, if any: (governor, province).
fn spared(ev: &[Event]) -> Option<(SenatorId, String)> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::GovernorByLegateSpared { governor, province } => {
            Some((governor.clone(), province.to_string()))
        }
        _ => None,
    })
}

/// REV-02 / SEN-38 (card:event-internal-disorder/4 "A successful Revolt kills the Governor and
/// his Garrison"; LR 1.13.1/6): the Province governed through a Legate revolts: its garrison
/// dies and it becomes an Active War; its Governor, in Rome, lives and the Legate goes.
#[test]
fn rev_02_sen_38_a_governor_by_legate_lives_through_internal_disorder() {
    let (mut g, _) = new_game(3, 33);
    let i = plain(&g, 0);
    let id = g.senators[i].id();
    by_legate(&mut g, i, "macedonia", false, 2);
    g.legions += 2;
    event_in_play(&mut g, "internal-disorder", true);
    let legions = g.legions;
    g.script_dice(vec![3]); // 3 + 2 garrison = 5 is not more than 5: the revolt
    let ev = to_revenue(&mut g);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ProvinceCheck { held: false, .. })),
        "REV-02: the Order roll failed: {ev:#?}"
    );
    assert_eq!(spared(&ev), Some((id.clone(), "macedonia".to_string())));
    assert!(!died(&ev, &id), "not there, he does not die");
    assert!(g.senators[i].in_rome);
    assert_eq!(g.legions, legions - 2, "the garrison dies");
    assert!(g.provinces.is_empty());
    assert!(g.legates.provinces.is_empty(), "the Legate goes");
    assert!(g.active_wars.contains(&"revolt-macedonia".to_string()));
    assert!(g.accounts().balanced());
}

/// A game with Provincial Wars on and only `war` active; Senator `i` of faction 0 governs
/// Gallia Cisalpina through a Legate with `armies` Provincial Armies.
fn provincial_war_by_legate(war: &str, armies: u32) -> (Game, usize) {
    let (mut g, _) = new_game(3, 21);
    to_revenue(&mut g);
    g.pending = None;
    g.options.provincial_wars = true;
    let i = plain(&g, 0);
    by_legate(&mut g, i, "gallia-cisalpina", false, 0);
    g.provincial.forces.insert(
        "gallia-cisalpina".into(),
        ProvincialForces { armies, fleets: 0 },
    );
    g.inactive_wars.clear();
    g.active_wars = vec![war.to_string()];
    g.deck.retain(|c| *c != DeckCard::War(war.to_string()));
    g.unrest = 3;
    (g, i)
}

/// COM-18 / SEN-38 (ADV 2.02.412/1 "A Defeat ... results in the death of the Governor";
/// LR 1.13.1/6): the Province of a Governor by Legate is Defeated: it allies with the war, he
/// lives (in Rome) and loses it; the Legate goes.
#[test]
fn com_18_sen_38_a_governor_by_legate_lives_through_his_provinces_defeat() {
    let (mut g, i) = provincial_war_by_legate("gallic-1", 2);
    let id = g.senators[i].id();
    g.script_dice(vec![1, 1, 2]);
    g.script_chits(vec!["none".into(); 10]);
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::ProvincialBattle {
                result: BattleOutcome::Defeat,
                ..
            }
        )),
        "COM-18: a Defeat: {ev:#?}"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ProvinceAllied { .. }))
    );
    assert_eq!(
        spared(&ev),
        Some((id.clone(), "gallia-cisalpina".to_string()))
    );
    assert!(!died(&ev, &id));
    assert!(g.senators[i].in_rome);
    assert!(g.provinces.is_empty());
    assert!(g.legates.provinces.is_empty());
}

/// COM-18 / SEN-38 (ADV 2.02.413/1 "the resulting Mortality Check for the Governor"; LR
/// 1.13.1/6): a Stalemate of a Province governed through a Legate draws no chit for its
/// Governor, who is not there.
#[test]
fn com_18_sen_38_no_mortality_check_for_a_governor_by_legate() {
    let (mut g, i) = provincial_war_by_legate("gallic-1", 4);
    let id = g.senators[i].id();
    let fam = g.senators[i].family.to_string();
    // 6+6+5 = 17 (no Disaster 13, no Standoff 15): 1 + 2 (4 Armies at half) - 10 + 17 = 10,
    // a Stalemate.
    g.script_dice(vec![6, 6, 5]);
    g.script_chits(vec![fam.clone(), fam]);
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let result = ev.iter().find_map(|e| match &e.kind {
        EventKind::ProvincialBattle {
            result,
            strength,
            armies_lost,
            ..
        } => Some((*result, *strength, *armies_lost > 0)),
        _ => None,
    });
    assert_eq!(
        result,
        Some((BattleOutcome::Stalemate, 3, true)),
        "losses, so chits for a Governor there: {ev:#?}"
    );
    assert!(!died(&ev, &id));
    assert_eq!(g.provinces.len(), 1);
}

/// REV-01 / SEN-38 (card:event-barbarian-raids/2 "MIL of Governor"; LR 1.13.1/6): the Raid
/// roll of a Frontier Province governed through a Legate adds no Military.
#[test]
fn rev_01_sen_38_a_governor_by_legate_adds_no_military_to_the_raid_roll() {
    let (mut g, _) = new_game(3, 29);
    let i = (0..3)
        .flat_map(|fac| of(&g, fac))
        .find(|&i| g.senators[i].offices.is_empty() && g.senators[i].military(data()) > 0)
        .unwrap_or(0);
    assert!(g.senators[i].military(data()) > 0);
    by_legate(&mut g, i, "illyricum", false, 1);
    g.legions += 1;
    event_in_play(&mut g, "barbarian-raids", false);
    g.script_dice(vec![6, 6]);
    g.script_chits(vec!["none".into(); 12]);
    let ev = g.resolve(true);
    let total = ev.iter().find_map(|e| match &e.kind {
        EventKind::ProvinceCheck { total, .. } => Some(*total),
        _ => None,
    });
    let land = i64::from(
        data()
            .province("illyricum")
            .and_then(|c| c.side(false).land_base)
            .unwrap_or(0),
    );
    assert_eq!(total, Some(12 + land + 2), "no MIL: {ev:#?}");
}
