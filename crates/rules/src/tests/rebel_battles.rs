//! ADV 2.03 Rebel Governors, the Combat Phase side (COM-02, RVN-10): scripted dice.

use super::*;
use crate::api::{BattleOutcome, DeathCause, Proposal};
use crate::illegal::Illegal;
use crate::provincial_wars::ProvincialForces;
use crate::rebel_battles::rebel_fleet_losses;
use crate::rebellion::{RebelAt, RebelGovernor, Rebellion};
use crate::state::Province;

/// Three dice making `total` with the Strengths' difference `diff` (Senate minus Rebel).
pub(super) fn dice_for(total: i32, diff: i32) -> Vec<u8> {
    let need = u8::try_from(total - diff).unwrap_or(3).clamp(3, 18);
    let a = need.saturating_sub(2).min(6);
    let rest = need - a;
    let b = rest.saturating_sub(1).min(6);
    vec![a, b, rest - b]
}

/// Faction 0's first Senator the Primary Rebel marching on Rome (no Forces); its second the
/// Secondary Rebel Governor of `province` (1 Garrison Legion, 2 Provincial Armies, `fleets`
/// Provincial Fleets), `at` where he is; the Senate holds 10 Fleets in Rome and 4 Legions (the
/// Rebel Garrison is out of its count, `rebel_declarations.rs`).
pub(super) fn rebel_governor(b: u8, province: &str, fleets: u32, at: RebelAt) -> (Game, usize) {
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
        secondaries: vec![g.senators[gov].id()],
        governors: vec![RebelGovernor {
            senator: g.senators[gov].id(),
            province: province.into(),
            at,
        }],
        ..Rebellion::new(g.senators[rebel].id(), f(0), 1)
    });
    g.legions = 4;
    g.fleets = 10;
    g.forces.clear();
    (g, gov)
}

pub(super) fn at(g: &Game) -> RebelAt {
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
    assert_eq!(g.legions, 4, "the Senate's Legions unchanged");
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
/// the pattern 2 Provincial then 1 Roman; of the Provincial ones at most the Rebel's number
/// from the reinforcing Province (all it can by default), the Primary's taking the rest.
#[test]
fn com_02_rebel_fleet_losses_split_by_the_rebels_choice() {
    let all = u32::MAX;
    assert_eq!(rebel_fleet_losses(3, (5, 2, 0), all), (3, 0, 0));
    assert_eq!(rebel_fleet_losses(3, (2, 2, 0), all), (2, 1, 0));
    assert_eq!(rebel_fleet_losses(3, (2, 2, 3), all), (2, 0, 1));
    assert_eq!(rebel_fleet_losses(9, (2, 0, 1), all), (2, 0, 1));
    // 2.03.72/11: the Rebel's choice, as far as the Primary's Fleets can take the rest.
    assert_eq!(rebel_fleet_losses(2, (3, 3, 0), 0), (0, 2, 0));
    assert_eq!(rebel_fleet_losses(3, (2, 2, 0), 0), (1, 2, 0));
    assert_eq!(rebel_fleet_losses(3, (3, 3, 0), 1), (1, 2, 0));
    assert_eq!(rebel_fleet_losses(4, (2, 2, 0), 0), (2, 2, 0));
}

/// The Rebel Governor of `province` (as `rebel_governor`, `armies` Provincial Armies, `fleets`
/// Provincial Fleets, no Garrison) stays there; faction 1's first Senator is Field Consul in
/// Rome with 8 Legions and 10 Fleets in the Active Forces box. Returns the game, the
/// Governor's and the Consul's indexes.
fn province_attack(
    b: u8,
    province: &str,
    developed: bool,
    armies: u32,
    fleets: u32,
) -> (Game, usize, usize) {
    let (mut g, gov) = rebel_governor(b, province, fleets, RebelAt::Province);
    g.provinces[0].developed = developed;
    g.provinces[0].garrison = 0;
    g.provincial
        .forces
        .insert(province.to_string(), ProvincialForces { armies, fleets });
    let c = of(&g, 1)[0];
    for s in g.senators.iter_mut() {
        s.offices
            .retain(|o| *o != crate::state::Office::FieldConsul);
    }
    g.senators[c]
        .offices
        .push(crate::state::Office::FieldConsul);
    g.senators[c].in_rome = true;
    g.legions = 8;
    g.unrest = 3;
    g.active_wars.clear();
    (g, gov, c)
}

fn attack(g: &Game, c: usize, legions: u32, fleets: u32, province: &str) -> Proposal {
    Proposal::AttackRebelProvince {
        commander: g.senators[c].id(),
        legions,
        fleets,
        province: province.into(),
    }
}

/// RVN-10 (ADV 2.03.81/1-2, 2.03.81/5-6, 2.03.71/5): Rome may attack a Rebel Governor in his
/// Province with at least its Fleet Strength in Fleets; not one in transit or in Italy.
#[test]
fn rvn_10_rome_attacks_a_rebel_province_with_its_fleet_support() {
    let (mut g, _, c) = province_attack(81, "sardinia-et-corsica", true, 1, 5);
    let short = attack(&g, c, 6, 4, "Sardinia et Corsica");
    let refused = g.attack_rebel_province_legal(&short);
    assert!(
        matches!(&refused, Err(e) if e.rule == "RVN-10"
            && matches!(e.why, Illegal::RebelProvinceFleetSupport { needs: 5, fleets: 4 })),
        "{refused:?}"
    );
    let p = attack(&g, c, 6, 5, "Sardinia et Corsica");
    assert!(g.attack_rebel_province_legal(&p).is_ok());
    let mut ev = Vec::new();
    g.attack_rebel_province(&p, &mut ev);
    found(&ev, |k| {
        matches!(
            k,
            EventKind::SentAgainstRebelProvince {
                legions: 6,
                fleets: 5,
                ..
            }
        )
    });
    assert_eq!(g.legions_in_rome(), 2);
    assert_eq!(g.fleets_in_rome(), 5);
    assert!(!g.senators[c].in_rome);
    // Not twice, and never against Forces at sea or in Italy.
    let again = g.attack_rebel_province_legal(&p);
    assert!(
        matches!(&again, Err(e) if matches!(e.why, Illegal::RebelAlreadyFaced { .. })),
        "{again:?}"
    );
    for at in [RebelAt::InTransit, RebelAt::Italy] {
        let (g, _, c) = province_attack(82, "macedonia", false, 1, 1);
        let mut g = g;
        if let Some(r) = g.rebellion.as_mut() {
            r.governors[0].at = at;
        }
        let p = attack(&g, c, 6, 6, "Macedonia");
        let refused = g.attack_rebel_province_legal(&p);
        assert!(
            matches!(&refused, Err(e) if matches!(e.why, Illegal::NoRebelInProvince { .. })),
            "{refused:?}"
        );
    }
}

/// RVN-10 (ADV 2.03.81/9-14, 2.03.91/1-2): the Sardinia et Corsica example: 2 Land and 5 Fleet
/// Strength, so Rome fights at sea first; winning while losing 3 Fleets, the Province's Fleets
/// fall to 2 and it gets a Naval Victory marker; the land battle follows with 2 Fleet Support;
/// Rome's land Victory kills the Secondary Rebel Governor and returns the Province to the Forum
/// Undeveloped with no Forces.
#[test]
fn rvn_10_the_sardinia_example_naval_battle_first() {
    let (mut g, gov, c) = province_attack(83, "sardinia-et-corsica", true, 1, 5);
    let gid = g.senators[gov].id();
    let mil = g.planning_military(c);
    let gov_mil = g.planning_military(gov);
    let p = attack(&g, c, 6, 5, "Sardinia et Corsica");
    let mut ev = Vec::new();
    g.attack_rebel_province(&p, &mut ev);
    let naval_diff = i32::try_from(5 + mil.min(5)).unwrap_or(0) - 5;
    let land_diff =
        i32::try_from(6 + mil.min(6)).unwrap_or(0) - i32::try_from(2 + gov_mil).unwrap_or(0);
    let mut dice = dice_for(15, naval_diff);
    dice.extend(dice_for(18, land_diff));
    g.script_dice(dice);
    let mut ev = Vec::new();
    assert!(!g.rvn_10_province_battles(&mut ev));
    let EventKind::RebelProvinceBattle {
        rebel_strength,
        result,
        senate_lost,
        rebel_lost,
        ..
    } = found(&ev, |k| {
        matches!(k, EventKind::RebelProvinceBattle { naval: true, .. })
    })
    else {
        unreachable!()
    };
    assert_eq!(*rebel_strength, 5);
    assert_eq!(*result, BattleOutcome::Victory);
    assert_eq!((*senate_lost, *rebel_lost), (3, 3));
    let EventKind::RebelProvinceBattle {
        rebel_strength,
        result,
        ..
    } = found(&ev, |k| {
        matches!(k, EventKind::RebelProvinceBattle { naval: false, .. })
    })
    else {
        unreachable!()
    };
    assert_eq!(*rebel_strength, 2 + gov_mil);
    assert_eq!(*result, BattleOutcome::Victory);
    assert_eq!(g.fleets, 7);
    // 2.03.91/2: the Governor is killed, the Province in the Forum Undeveloped, no Forces.
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::RebelDefeated, .. } if *senator == gid
    )));
    assert!(g.provinces.is_empty());
    assert!(
        g.forum_provinces
            .contains(&"sardinia-et-corsica".to_string())
    );
    assert!(
        !g.forum_developed
            .contains(&"sardinia-et-corsica".to_string())
    );
    assert!(!g.provincial.forces.contains_key("sardinia-et-corsica"));
    assert!(g.rebellion.as_ref().is_some_and(|r| r.governors.is_empty()));
    assert_eq!(g.unrest, 2);
    assert!(
        g.forces
            .iter()
            .any(|f| f.war == crate::civil_war::CIVIL_WAR)
    );
}

/// RVN-10 (ADV 2.03.92/2, LR 1.11.373): a Rebel Governor who defeats the Army sent against his
/// Province does not win: the Senate's commander dies, the game goes on.
#[test]
fn rvn_10_defeating_the_army_in_his_province_does_not_win() {
    let (mut g, gov, c) = province_attack(84, "sicilia", false, 2, 0);
    let cid = g.senators[c].id();
    let gid = g.senators[gov].id();
    let p = attack(&g, c, 4, 0, "Sicilia");
    let mut ev = Vec::new();
    g.attack_rebel_province(&p, &mut ev);
    g.script_dice(vec![1, 1, 1]);
    let mut ev = Vec::new();
    assert!(!g.rvn_10_province_battles(&mut ev));
    let EventKind::RebelProvinceBattle {
        naval,
        result,
        rebel_lost,
        ..
    } = found(&ev, |k| matches!(k, EventKind::RebelProvinceBattle { .. }))
    else {
        unreachable!()
    };
    assert!(!naval);
    assert_eq!(*result, BattleOutcome::Defeat);
    assert_eq!(*rebel_lost, 0);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::DefeatedByRebel { .. }, .. }
            if *senator == cid
    )));
    assert!(!ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, .. } if *senator == gid
    )));
    assert_eq!(g.status, crate::game::GameStatus::Waiting);
    assert!(
        g.rebellion
            .as_ref()
            .is_some_and(|r| r.province_armies.is_empty())
    );
}

/// RVN-10 (ADV 2.03.91/3, 2.03.9, LR 1.11.372): a Stalemate leaves the Army facing the Province
/// for the next Combat Phase; the Province loses 2 Provincial Armies a loss without a Garrison
/// (2.02.411).
#[test]
fn rvn_10_a_stalemate_keeps_the_army_facing_the_province() {
    let (mut g, gov, c) = province_attack(85, "sicilia", false, 4, 0);
    let mil = g.planning_military(c);
    let gov_mil = g.planning_military(gov);
    let p = attack(&g, c, 6, 0, "Sicilia");
    let mut ev = Vec::new();
    g.attack_rebel_province(&p, &mut ev);
    // Sicilia Base 2 + 4 Provincial Armies halved (2) + his Military.
    let diff = i32::try_from(6 + mil.min(6)).unwrap_or(0) - i32::try_from(4 + gov_mil).unwrap_or(0);
    g.script_dice(dice_for(12, diff));
    g.script_chits(vec!["blank".into()]);
    let mut ev = Vec::new();
    assert!(!g.rvn_10_province_battles(&mut ev));
    let EventKind::RebelProvinceBattle {
        result,
        senate_lost,
        rebel_lost,
        ..
    } = found(&ev, |k| matches!(k, EventKind::RebelProvinceBattle { .. }))
    else {
        unreachable!()
    };
    assert_eq!(*result, BattleOutcome::Stalemate);
    assert_eq!(*senate_lost, 1);
    // 1 loss: 2 Provincial Armies.
    assert_eq!(*rebel_lost, 2);
    assert_eq!(g.provincial.forces["sicilia"].armies, 2);
    assert!(
        g.rebellion
            .as_ref()
            .is_some_and(|r| r.province_armies.len() == 1 && r.province_armies[0].army.legions == 5)
    );
}

/// RVN-10 (ADV 2.03.91/3-4): the Primary Rebel Governor staying in his Province and defeated
/// there is killed: the Revolt ends.
#[test]
fn rvn_10_the_primary_killed_in_his_province_ends_the_revolt() {
    let (mut g, _, c) = province_attack(86, "sicilia", false, 0, 0);
    let primary = of(&g, 0)[0];
    if let Some(r) = g.rebellion.as_mut() {
        r.governors[0].senator = g.senators[primary].id();
        r.secondaries.clear();
        r.staying = Some("sicilia".into());
    }
    g.provinces[0].governor = g.senators[primary].id();
    let pid = g.senators[primary].id();
    let p = attack(&g, c, 6, 0, "Sicilia");
    assert_eq!(g.gm_rebel_province_proposals(&[]).len(), 1);
    let mut ev = Vec::new();
    g.attack_rebel_province(&p, &mut ev);
    g.script_dice(vec![6, 6, 6]);
    let mut ev = Vec::new();
    assert!(!g.rvn_10_province_battles(&mut ev));
    found(&ev, |k| {
        matches!(
            k,
            EventKind::RebelProvinceBattle {
                result: BattleOutcome::Victory,
                ..
            }
        )
    });
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::RebelDefeated, .. } if *senator == pid
    )));
    assert!(g.rebellion.is_none());
}
