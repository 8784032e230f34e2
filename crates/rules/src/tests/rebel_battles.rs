//! ADV 2.03 Rebel Governors, the Combat Phase side (COM-02, RVN-10): scripted dice.

use super::*;
use crate::api::{BattleOutcome, StopWhy};
use crate::provincial_wars::ProvincialForces;
use crate::rebel_battles::{fleet_choice_matters, rebel_fleet_losses};
use crate::rebellion::{RebelAt, RebelGovernor, Rebellion};
use crate::state::Province;

fn found(ev: &[Event], pred: impl Fn(&EventKind) -> bool) -> &EventKind {
    ev.iter()
        .map(|e| &e.kind)
        .find(|k| pred(k))
        .unwrap_or_else(|| panic!("event not found in {ev:#?}"))
}

/// Three dice making `total` with the Strengths' difference `diff` (Senate minus Rebel).
fn dice_for(total: i32, diff: i32) -> Vec<u8> {
    let need = u8::try_from(total - diff).unwrap_or(3).clamp(3, 18);
    let a = need.saturating_sub(2).min(6);
    let rest = need - a;
    let b = rest.saturating_sub(1).min(6);
    vec![a, b, rest - b]
}

/// Faction 0's first Senator the Primary Rebel marching on Rome (no Forces); its second the
/// Secondary Rebel Governor of `province` (1 Garrison Legion, 2 Provincial Armies, `fleets`
/// Provincial Fleets), `at` where he is; the Senate holds 10 Fleets in Rome.
fn rebel_governor(b: u8, province: &str, fleets: u32, at: RebelAt) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let rebel = of(&g, 0)[0];
    let gov = of(&g, 0)[1];
    for i in [rebel, gov] {
        g.senators[i].rebel = true;
        g.senators[i].in_rome = false;
        g.senators[i].offices.clear();
    }
    g.provinces.push(Province {
        key: province.into(),
        governor: g.senators[gov].id(),
        term: 0,
        developed: false,
        garrison: 1,
        elected_turn: 1,
    });
    g.provincial
        .forces
        .insert(province.to_string(), ProvincialForces { armies: 2, fleets });
    g.rebellion = Some(Rebellion {
        rebel: g.senators[rebel].id(),
        faction: f(0),
        legions: 0,
        veterans: vec![],
        secondaries: vec![g.senators[gov].id()],
        turn: 1,
        senate_army: None,
        ex_master_of_horse: None,
        governors: vec![RebelGovernor {
            senator: g.senators[gov].id(),
            province: province.into(),
            at,
        }],
        staying: None,
        provincial_armies: 0,
        provincial_fleets: 0,
        fleets: 0,
        naval_victories: Vec::new(),
    });
    g.legions = 5;
    g.fleets = 10;
    g.forces.clear();
    (g, gov)
}

fn at(g: &Game) -> RebelAt {
    g.rebellion
        .as_ref()
        .map_or(RebelAt::Province, |r| r.governors[0].at)
}

/// COM-02 (ADV 2.03.72/3-6, 2.03.91/1): Macedonia's Base Naval Strength 5 + 3 Provincial Fleets
/// = 8 against the Senate's 10 Fleets in Rome; a 14 is a Senate Victory (4 losses): the Senate
/// loses 4 Fleets, the Rebel his 3 (the printed Base is never lost); his Forces stay in the
/// Province, which gets a Naval Victory marker; no chit, no Unrest.
#[test]
fn com_02_a_senate_victory_keeps_the_forces_in_the_province() {
    let (mut g, gov) = rebel_governor(71, "macedonia", 3, RebelAt::InTransit);
    let unrest = g.unrest;
    g.script_dice(dice_for(14, 10 - 8));
    let mut ev = Vec::new();
    assert!(!g.com_02_naval_interceptions(&mut ev));
    let EventKind::NavalInterception {
        governor,
        rebel_strength,
        senate_strength,
        total,
        result,
        senate_fleets_lost,
        rebel_fleets_lost,
        landed,
        ..
    } = found(&ev, |k| matches!(k, EventKind::NavalInterception { .. }))
    else {
        unreachable!()
    };
    assert_eq!(governor, &g.senators[gov].id());
    assert_eq!((*rebel_strength, *senate_strength, *total), (8, 10, 14));
    assert_eq!(*result, BattleOutcome::Victory);
    assert_eq!((*senate_fleets_lost, *rebel_fleets_lost), (4, 3));
    assert!(!landed);
    assert_eq!(g.fleets, 6);
    assert_eq!(g.provincial.forces["macedonia"].fleets, 0);
    assert_eq!(g.provinces[0].garrison, 1);
    assert_eq!(at(&g), RebelAt::Province);
    assert!(
        g.rebellion
            .as_ref()
            .is_some_and(|r| r.naval_victories == vec!["macedonia".to_string()])
    );
    assert_eq!(g.unrest, unrest);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::ChitDrawn { .. }))
    );
}

/// COM-02 (ADV 2.03.72/7-8, 2.03.71/4): a Stalemate (10: 3 losses each) lands the Forces in
/// Italy: the Garrison Legion and the Provincial Armies and surviving Fleets join the Primary
/// Rebel's Army.
#[test]
fn com_02_any_other_result_lands_the_forces_in_italy() {
    let (mut g, _) = rebel_governor(72, "macedonia", 5, RebelAt::InTransit);
    g.script_dice(dice_for(10, 10 - 10));
    let mut ev = Vec::new();
    assert!(!g.com_02_naval_interceptions(&mut ev));
    let EventKind::NavalInterception {
        result,
        senate_fleets_lost,
        rebel_fleets_lost,
        landed,
        ..
    } = found(&ev, |k| matches!(k, EventKind::NavalInterception { .. }))
    else {
        unreachable!()
    };
    assert_eq!(*result, BattleOutcome::Stalemate);
    assert_eq!((*senate_fleets_lost, *rebel_fleets_lost), (3, 3));
    assert!(landed);
    found(&ev, |k| {
        matches!(
            k,
            EventKind::RebelGovernorLanded {
                legions: 1,
                provincial_armies: 2,
                provincial_fleets: 2,
                ..
            }
        )
    });
    assert_eq!(at(&g), RebelAt::Italy);
    assert_eq!(g.fleets, 7);
    assert_eq!(g.legions, 4);
    assert_eq!(g.provinces[0].garrison, 0);
    let r = g
        .rebellion
        .as_ref()
        .map(|r| (r.legions, r.provincial_armies, r.provincial_fleets));
    assert_eq!(r, Some((1, 2, 2)));
}

/// COM-02 (ADV 2.03.72/1, 2.03.71/3): from a Province with no naval Base (Sicilia) the Forces
/// land with no roll.
#[test]
fn com_02_no_interception_without_a_naval_base() {
    let (mut g, _) = rebel_governor(73, "sicilia", 2, RebelAt::InTransit);
    let mut ev = Vec::new();
    assert!(!g.com_02_naval_interceptions(&mut ev));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::NavalInterception { .. }))
    );
    found(&ev, |k| matches!(k, EventKind::RebelGovernorLanded { .. }));
    assert_eq!(at(&g), RebelAt::Italy);
}

/// COM-02 (ADV 2.03.72/10-11, 2.02.411): Provincial Fleets one per loss, with Roman Fleets in
/// the pattern 2 Provincial then 1 Roman; the reinforcing Province's first (the Default Move);
/// where the Rebel's choice matters the rules stop naming COM-02.
#[test]
fn com_02_rebel_fleet_losses_and_the_choice_stop() {
    assert_eq!(rebel_fleet_losses(3, 5, 2, 0), (3, 0, 0));
    assert_eq!(rebel_fleet_losses(3, 2, 2, 0), (2, 1, 0));
    assert_eq!(rebel_fleet_losses(3, 2, 2, 3), (2, 0, 1));
    assert_eq!(rebel_fleet_losses(9, 2, 0, 1), (2, 0, 1));
    assert!(!fleet_choice_matters(3, 5, 0, 0));
    assert!(!fleet_choice_matters(4, 2, 2, 0));
    assert!(fleet_choice_matters(3, 2, 2, 0));

    let (mut g, _) = rebel_governor(74, "macedonia", 2, RebelAt::InTransit);
    if let Some(r) = g.rebellion.as_mut() {
        r.provincial_fleets = 2;
    }
    // Rebel 5 + 2 + 2 = 9 vs 10: an 11 is a Stalemate with 2 losses.
    g.script_dice(dice_for(11, 1));
    let mut ev = Vec::new();
    assert!(g.com_02_naval_interceptions(&mut ev));
    let stop = matches!(
        &g.status,
        crate::game::GameStatus::RulesEnd { rule, reason: crate::api::RulesStop::Typed(
            StopWhy::RebelFleetLossesChoice { .. }) } if rule == "COM-02"
    );
    assert!(stop, "{:?}", g.status);
}
