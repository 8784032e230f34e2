//! The Event cards "(Affected by) Advanced Provincial Wars Rule" with ADV 2.02 (REV-01
//! Barbarian Raids, REV-02 Internal Disorder, FOR-22 Pretender Emerges; COM-18, REV-18):
//! the Provincial Forces in their rolls, battles and losses, and the option off changing nothing.

use super::*;
use crate::provincial_wars::ProvincialForces;

const CISALPINA: &str = "gallia-cisalpina";
const SICILIA: &str = "sicilia";

/// The game of `provincial_wars::governed` (its Revenue Phase, nothing pending, no Active War)
/// with Provincial Wars `on`, the Governor of `key` (Undeveloped) holding `garrison` Legions and
/// `armies` Provincial Armies and a Fleet (on the dial even with the option off, to prove it is
/// ignored). Returns the game, the Governor's index and his Military.
fn governed(key: &str, garrison: u32, armies: u32, on: bool) -> (Game, usize, u32) {
    let (mut g, gi) = super::provincial_wars::governed(key, "", armies, garrison);
    g.options.provincial_wars = on;
    g.provincial
        .forces
        .insert(key.into(), ProvincialForces { armies, fleets: 1 });
    let mil = u32::from(g.senators[gi].military(data()));
    (g, gi, mil)
}

/// The ProvincialArmiesCounted events: (armies, legions, added).
fn counted(ev: &[Event]) -> Vec<(u32, u32, u32)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::ProvincialArmiesCounted {
                armies,
                legions,
                added,
                ..
            } => Some((*armies, *legions, *added)),
            _ => None,
        })
        .collect()
}

/// The ProvincialForcesLost events: (armies, fleets, with_province).
fn forces_lost(ev: &[Event]) -> Vec<(u32, u32, bool)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::ProvincialForcesLost {
                armies,
                fleets,
                with_province,
                ..
            } => Some((*armies, *fleets, *with_province)),
            _ => None,
        })
        .collect()
}

/// A public SenatorDied event for `id`.
fn died(ev: &[Event], id: &SenatorId) -> bool {
    ev.iter()
        .any(|e| matches!(&e.kind, EventKind::SenatorDied { senator, .. } if senator == id))
}

fn check_totals(ev: &[Event]) -> Vec<(i64, bool)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::ProvinceCheck { total, held, .. } => Some((*total, *held)),
            _ => None,
        })
        .collect()
}

/// REV-01 / COM-18 (card:event-barbarian-raids/7, ADV 2.02.32, 2.02.411): Gallia Cisalpina
/// (land 1) with a Garrison of 1 and 2 Provincial Armies: the Armies count in full, 2 each, in
/// the Raid roll; Overrun, the black die's 3 losses take 2 Armies then the Legion.
#[test]
fn rev_01_com_18_provincial_armies_count_in_the_raid_roll_and_share_its_losses() {
    let (mut g, _, mil) = governed(CISALPINA, 1, 2, true);
    assert!(mil <= 4, "the roll must fail: 11 + MIL <= 15");
    event_in_play(&mut g, "barbarian-raids", false);
    let legions = g.legions;
    g.script_dice(vec![2, 3]);
    g.script_chits(vec!["none".into(); 3]);
    let mut ev = Vec::new();
    assert!(g.province_events_at_revenue_start(&mut ev));
    assert_eq!(counted(&ev), vec![(2, 2, 4)], "REV-01: the Armies counted");
    let total = i64::from(5 + 1 + 2 + 4 + mil);
    assert_eq!(check_totals(&ev), vec![(total, false)]);
    assert_eq!(
        forces_lost(&ev),
        vec![(2, 0, false)],
        "2.02.411: Armies first"
    );
    assert_eq!(g.provincial_forces(CISALPINA).armies, 0);
    assert_eq!(
        g.provincial_forces(CISALPINA).fleets,
        1,
        "Fleets play no part"
    );
    assert_eq!(g.provinces[0].garrison, 0, "then the Legion");
    assert_eq!(g.legions, legions - 1);
    // REV-18: the Overrun Province raises no Local Taxes this turn.
    let mut ev = Vec::new();
    assert!(!g.rev_18_local_taxes(&mut ev));
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::NoLocalTaxes { province, card, .. } if province.0 == CISALPINA
            && card.0 == "barbarian-raids")));
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::LocalTaxesSpent { .. }))
    );
    assert!(g.accounts().balanced());
}

/// REV-01 / COM-18 (ADV 2.02.32, 2.02.411): without a Garrison 4 Provincial Armies count as 2
/// Legions (4 points); a black 1 takes 2 of them. The option off: the same dial is ignored.
#[test]
fn rev_01_com_18_without_a_garrison_half_value_and_two_armies_a_loss_and_the_option_off() {
    let (mut g, _, mil) = governed(CISALPINA, 0, 4, true);
    event_in_play(&mut g, "barbarian-raids", true);
    g.script_dice(vec![1, 1]);
    g.script_chits(vec!["none".into()]);
    let mut ev = Vec::new();
    assert!(g.province_events_at_revenue_start(&mut ev));
    assert_eq!(counted(&ev), vec![(4, 2, 4)]);
    let total = i64::from(2 + 1 + 4 + mil);
    assert_eq!(check_totals(&ev), vec![(total, total > 17)]);
    assert_eq!(forces_lost(&ev), vec![(2, 0, false)]);
    assert_eq!(g.provincial_forces(CISALPINA).armies, 2);

    let (mut g, _, mil) = governed(CISALPINA, 0, 4, false);
    event_in_play(&mut g, "barbarian-raids", true);
    g.script_dice(vec![1, 1]);
    g.script_chits(vec!["none".into()]);
    let mut ev = Vec::new();
    assert!(g.province_events_at_revenue_start(&mut ev));
    assert_eq!(check_totals(&ev), vec![(i64::from(2 + 1 + mil), false)]);
    assert!(counted(&ev).is_empty() && forces_lost(&ev).is_empty());
    assert_eq!(g.provincial_forces(CISALPINA).armies, 4, "untouched");
}

/// REV-02 / COM-18 (card:event-internal-disorder/6, ADV 2.02.32): 3 Provincial Armies without a
/// Garrison add 2 to the Order roll: a 3 holds (5 > 4); the Undeveloped Province under the card
/// raises no Local Taxes.
#[test]
fn rev_02_com_18_provincial_armies_keep_order_and_no_local_taxes() {
    let (mut g, _, _) = governed(CISALPINA, 0, 3, true);
    event_in_play(&mut g, "internal-disorder", false);
    g.script_dice(vec![3]);
    let mut ev = Vec::new();
    assert!(g.province_events_at_revenue_start(&mut ev));
    assert_eq!(counted(&ev), vec![(3, 2, 2)], "REV-02: the Armies counted");
    assert_eq!(check_totals(&ev), vec![(5, true)]);
    assert_eq!(g.provinces.len(), 1);
    let mut ev = Vec::new();
    assert!(!g.rev_18_local_taxes(&mut ev));
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::NoLocalTaxes { card, .. } if card.0 == "internal-disorder")));
}

/// REV-02 / COM-18 (card:event-internal-disorder/6, /12): a successful Revolt kills the
/// Governor and his Garrison; the Provincial Armies and Fleets are lost with the Province, and
/// the Revolt keeps the Province's printed Strength.
#[test]
fn rev_02_com_18_a_revolt_loses_the_provincial_forces_with_the_province() {
    let (mut g, gi, _) = governed(CISALPINA, 1, 2, true);
    let id = g.senators[gi].id();
    event_in_play(&mut g, "internal-disorder", true);
    let legions = g.legions;
    g.script_dice(vec![1]); // 1 + 1 Legion + 2 Armies (full value) = 4, not above 5
    let mut ev = Vec::new();
    assert!(g.province_events_at_revenue_start(&mut ev));
    assert_eq!(counted(&ev), vec![(2, 2, 2)]);
    assert_eq!(check_totals(&ev), vec![(4, false)]);
    assert_eq!(forces_lost(&ev), vec![(2, 1, true)]);
    assert!(!g.provincial.forces.contains_key(CISALPINA));
    assert!(died(&ev, &id));
    assert_eq!(g.legions, legions - 1);
    let s = g.war_strength("revolt-gallia-cisalpina").unwrap();
    assert_eq!((s.land, s.fleet), (1, 0), "the printed Strength only");
    assert!(g.accounts().balanced());
}

/// FOR-22 / COM-18 (card:event-pretender-emerges/7, ADV 2.02.32, 2.02.411): Sicilia (land 2)
/// with 1 Legion and 4 Provincial Armies: an Army of 5, the Governor's Military capped at it; a
/// total of 10 is a Stalemate of 3 losses: 2 Armies, then the Legion. He dies and the 2 Armies
/// left and the Fleet are lost with the Province.
#[test]
fn for_22_com_18_the_pretenders_battle_counts_and_loses_the_provincial_forces() {
    let (mut g, gi, mil) = governed(SICILIA, 1, 4, true);
    let id = g.senators[gi].id();
    event_in_play(&mut g, "pretender-emerges", false);
    let roman = 5 + mil.min(5);
    let dice = 12 - i64::from(roman); // 3d6 + roman - 2 = 10
    assert!((3..=7).contains(&dice), "{dice}");
    let legions = g.legions;
    g.script_dice(vec![1, 1, u8::try_from(dice - 2).unwrap()]);
    let mut ev = Vec::new();
    g.activate_war("gallic-1", &Cause::Drawn, &mut ev);
    assert_eq!(counted(&ev), vec![(4, 4, 4)], "FOR-22: the Armies counted");
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::RevoltBattle { roman: r, total: 10, legions_lost: 1, .. }
            if *r == i32::try_from(roman).unwrap())));
    assert_eq!(forces_lost(&ev), vec![(2, 0, false), (2, 1, true)]);
    assert!(!g.provincial.forces.contains_key(SICILIA));
    assert!(died(&ev, &id));
    assert_eq!(g.legions, legions - 1);
    assert!(g.active_wars.contains(&"revolt-sicilia".to_string()));
    assert!(g.accounts().balanced());
}

/// FOR-22 / COM-18 (card:event-pretender-emerges/13): Pretender Victorious: the Governor and
/// Garrison die outright and the Provincial Forces are lost with the Province. The option off:
/// the dial is neither counted nor lost.
#[test]
fn for_22_com_18_pretender_victorious_loses_the_provincial_forces_and_the_option_off() {
    let (mut g, _, _) = governed(SICILIA, 2, 3, true);
    event_in_play(&mut g, "pretender-emerges", true);
    let mut ev = Vec::new();
    g.activate_war("gallic-1", &Cause::Drawn, &mut ev);
    assert_eq!(forces_lost(&ev), vec![(3, 1, true)]);
    assert!(!g.provincial.forces.contains_key(SICILIA));

    let (mut g, _, mil) = governed(SICILIA, 1, 4, false);
    event_in_play(&mut g, "pretender-emerges", false);
    g.script_dice(vec![1, 1, 1]);
    let mut ev = Vec::new();
    g.activate_war("gallic-1", &Cause::Drawn, &mut ev);
    let roman = i32::try_from(1 + mil.min(1)).unwrap();
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::RevoltBattle { roman: r, .. } if *r == roman)));
    assert!(counted(&ev).is_empty() && forces_lost(&ev).is_empty());
    assert_eq!(g.provincial_forces(SICILIA).armies, 4, "untouched");
}
