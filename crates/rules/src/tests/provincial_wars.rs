//! Advanced rule 2.02 Provincial Wars (REV-18, COM-18, REV-08's advanced part) with fixed
//! dice and chits.

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, ProvincialVictoryTo};
use crate::provincial_wars::{ProvincialForces, even_split, provincial_losses};
use crate::state::Province;

const CISALPINA: &str = "gallia-cisalpina";

/// A game after setup with nothing pending, Provincial Wars on, Unrest 3, and a Senator of
/// faction 0 (no office) governing `key` with `armies` Provincial Armies and `garrison` Legions;
/// `war` the only Active War. Returns the game and the Governor's index.
pub(super) fn governed(key: &str, war: &str, armies: u32, garrison: u32) -> (Game, usize) {
    let (mut g, _) = new_game(3, 21);
    to_revenue(&mut g);
    g.pending = None;
    g.options.provincial_wars = true;
    let gi = of(&g, 0)
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[gi].in_rome = false;
    g.forum_provinces.retain(|k| k != key);
    g.provinces.push(Province {
        key: key.into(),
        governor: g.senators[gi].id(),
        term: 3,
        developed: false,
        garrison,
        elected_turn: 1,
    });
    g.legions += garrison;
    if armies > 0 {
        g.provincial
            .forces
            .insert(key.into(), ProvincialForces { armies, fleets: 0 });
    }
    g.inactive_wars.clear();
    g.active_wars = if war.is_empty() {
        Vec::new()
    } else {
        vec![war.to_string()]
    };
    g.deck.retain(|c| *c != DeckCard::War(war.to_string()));
    g.unrest = 3;
    (g, gi)
}

fn provincial_battles(ev: &[Event]) -> Vec<(i32, i32, i32, BattleOutcome, u32)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::ProvincialBattle {
                strength,
                war_strength,
                total,
                result,
                armies_lost,
                ..
            } => Some((*strength, *war_strength, *total, *result, *armies_lost)),
            _ => None,
        })
        .collect()
}

/// The Combat Phase with no Force of the Senate away.
fn combat(g: &mut Game) -> Vec<Event> {
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    ev
}

/// COM-18 (ADV 2.02.411): 2 Provincial Armies per loss without a Garrison; with one, the
/// pattern 2 Armies then 1 Legion (8 losses: 6 Armies and 2 Legions, 2.02.411/4). REV-18
/// (ADV 2.02.3/4): the even split, the odd build an Army, within the dials.
#[test]
fn com_18_losses_pattern_and_rev_18_even_split() {
    assert_eq!(provincial_losses(8, 10, 5), (6, 2));
    assert_eq!(provincial_losses(3, 4, 0), (4, 0));
    assert_eq!(provincial_losses(2, 1, 0), (1, 0));
    assert_eq!(provincial_losses(4, 1, 3), (1, 3));
    assert_eq!(even_split(3, 10, 5), (2, 1));
    assert_eq!(even_split(3, 10, 0), (3, 0));
    assert_eq!(even_split(4, 1, 5), (1, 3));
}

/// COM-18 (ADV 2.02.4/4, 2.02.41, 2.02.32, 2.02.414): an Active War no Force fought is
/// attacked by the first Province it names with a Governor: Base Strength 1 + 8 Provincial
/// Armies at half (no Garrison) + his Military; a Victory makes the war Inactive (no Matching
/// War or Leader), no Spoils, no Unrest change, the Governor's standard gains.
#[test]
fn com_18_a_governor_beats_the_war_attacking_his_province() {
    let (mut g, gi) = governed(CISALPINA, "gallic-1", 8, 0);
    let mil = i32::from(g.senators[gi].military(data()));
    let treasury = g.state_treasury;
    let inf = g.senators[gi].influence;
    // 6+6+5 = 17: neither Disaster (13) nor Standoff (15).
    g.script_dice(vec![6, 6, 5]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = combat(&mut g);
    let b = provincial_battles(&ev);
    assert_eq!(b.len(), 1, "COM-18: one provincial battle: {b:?}");
    let strength = 1 + 4 + mil;
    assert_eq!(b[0].0, strength);
    assert_eq!(b[0].1, 10);
    assert_eq!(b[0].2, strength - 10 + 17);
    assert_eq!(b[0].3, BattleOutcome::Victory, "{b:?}");
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvincialVictory {
            to: ProvincialVictoryTo::Inactive,
            ..
        }
    )));
    assert!(g.inactive_wars.contains(&"gallic-1".to_string()));
    assert!(!g.active_wars.contains(&"gallic-1".to_string()));
    assert_eq!(g.state_treasury, treasury, "no Spoils (2.02.414/7)");
    assert_eq!(g.unrest, 3, "no Unrest change (2.02.414/7)");
    assert!(
        g.senators[gi].influence > inf,
        "standard gains (2.02.414/8)"
    );
    assert!(
        !g.unprosecuted_wars.contains(&"gallic-1".to_string()),
        "an Inactive war is not Unprosecuted (2.02.414/3)"
    );
}

/// COM-18 (ADV 2.02.412): a Defeat kills the Governor; the Province allies with the war,
/// adding its printed Strength; the Unrest Level is not changed; the war stays Unprosecuted.
/// When a Commander of the Senate defeats the war the Province returns to the Forum.
#[test]
fn com_18_a_defeated_province_allies_with_the_war_until_rome_wins() {
    let (mut g, gi) = governed(CISALPINA, "gallic-1", 2, 0);
    let id = g.senators[gi].id();
    let before = g.war_strength("gallic-1").map(|s| s.land);
    g.script_dice(vec![1, 1, 2]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = combat(&mut g);
    let b = provincial_battles(&ev);
    assert_eq!(b.len(), 1, "{b:?}");
    assert_eq!(b[0].3, BattleOutcome::Defeat);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::SenatorDied { senator, .. } if *senator == id)));
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ProvinceAllied { land: 1, .. }))
    );
    assert!(g.provinces.iter().all(|p| p.key != CISALPINA));
    assert!(!g.forum_provinces.contains(&CISALPINA.to_string()));
    assert_eq!(
        g.war_strength("gallic-1").map(|s| s.land),
        before.map(|l| l + 1)
    );
    assert_eq!(
        g.unrest, 3,
        "a Provincial Defeat leaves Unrest alone (2.02.412/4)"
    );
    assert!(g.unprosecuted_wars.contains(&"gallic-1".to_string()));
    // ADV 2.02.412/10: the war leaves play: the Province returns to the Forum.
    let mut ev = Vec::new();
    g.active_wars.clear();
    g.war_left_play("gallic-1", None, &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::AlliedProvincesReturn { .. }))
    );
    assert!(g.forum_provinces.contains(&CISALPINA.to_string()));
    assert!(g.provincial.allied.is_empty());
}

/// COM-18 (ADV 2.02.413): a Stalemate: the losses and the Governor's Mortality Check only.
/// Option off: no provincial battle at all (today's game).
#[test]
fn com_18_a_stalemate_costs_forces_only_and_the_option_off_fights_nothing() {
    let (mut g, _) = governed(CISALPINA, "gallic-1", 4, 0);
    let mut off = g.clone();
    // 6+5+3 = 14 → total 14 - 10 + 3 + MIL: a Stalemate for a Military up to 3.
    g.script_dice(vec![6, 5, 3]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = combat(&mut g);
    let b = provincial_battles(&ev);
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].3, BattleOutcome::Stalemate, "{b:?}");
    assert_eq!(
        g.provincial_forces(CISALPINA).armies,
        4 - b[0].4,
        "the Armies lost come off the dial"
    );
    assert!(g.active_wars.contains(&"gallic-1".to_string()));
    assert!(g.unprosecuted_wars.contains(&"gallic-1".to_string()));
    off.options.provincial_wars = false;
    let ev = combat(&mut off);
    assert!(provincial_battles(&ev).is_empty());
}

/// REV-18 (ADV 2.02.2-2.02.3): after the Debits the Governor is asked how to spend the Local
/// Taxes (15 T: one unit owed; Cisalpina has no Fleet dial); the Default Move is the even split;
/// a supplement from his Personal Treasury buys one more.
#[test]
fn rev_18_local_taxes_build_provincial_forces_by_the_governors_choice() {
    let (mut g, gi) = governed(CISALPINA, "", 0, 0);
    g.senators[gi].treasury = 7;
    let mut ev = Vec::new();
    g.rev_16_finish(&mut ev);
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
        .expect("REV-18: the Governor is asked");
    let DecisionOptions::Choice { about, options } = &d.options else {
        panic!("a Choice");
    };
    assert!(matches!(about, ChoiceAbout::LocalTaxes { taxes: 15, .. }));
    assert_eq!(
        d.default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::ProvincialForces {
                armies: 1,
                fleets: 0,
                supplement: 0
            }
        }
    );
    let more = ChoiceOption::ProvincialForces {
        armies: 2,
        fleets: 0,
        supplement: 5,
    };
    assert!(options.contains(&more), "{options:?}");
    submit_pick(&mut g, &d, more);
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LocalTaxesSpent {
            armies: 2,
            supplement: 5,
            ..
        }
    )));
    assert_eq!(g.provincial_forces(CISALPINA).armies, 2);
    assert_eq!(g.senators[gi].treasury, 2);
    assert_eq!(g.phase, Phase::Forum, "the phase went on");
}

/// REV-18 (ADV 2.02.2/3 "may be supplemented"): a Governor of two Provinces (SEN-38, by a
/// Legate) is offered each supplement his purse holds; his two answers together promise more
/// (5 + 10 T of 12): the first is paid, the second lapses (REV-18, told to his faction) and its
/// Province builds the Default Move, no supplement. No purse goes below 0, no Talent is made.
#[test]
fn rev_18_a_supplement_the_purse_no_longer_holds_lapses_to_the_default_build() {
    const NARBONENSIS: &str = "gallia-narbonensis";
    let (mut g, gi) = governed(CISALPINA, "", 0, 0);
    let governor = g.senators[gi].id();
    g.forum_provinces.retain(|k| k != NARBONENSIS);
    g.provinces.push(Province {
        key: NARBONENSIS.into(),
        governor: governor.clone(),
        term: 3,
        developed: false,
        garrison: 0,
        elected_turn: 1,
    });
    g.senators[gi].treasury = 12;
    let mut ev = Vec::new();
    g.rev_16_finish(&mut ev);
    let asked: Vec<Decision> = g
        .open_decisions()
        .into_iter()
        .filter(|d| {
            matches!(&d.options, DecisionOptions::Choice {
                about: ChoiceAbout::LocalTaxes { governor: s, .. }, ..
            } if *s == governor)
        })
        .collect();
    assert_eq!(asked.len(), 2, "REV-18: one decision per Province");
    for (d, (armies, supplement)) in asked.iter().zip([(2, 5), (2, 10)]) {
        let DecisionOptions::Choice { options, .. } = &d.options else {
            panic!("a Choice");
        };
        let pick = ChoiceOption::ProvincialForces {
            armies,
            fleets: 0,
            supplement,
        };
        assert!(options.contains(&pick), "{options:?}");
        submit_pick(&mut g, d, pick);
    }
    let ev = g.resolve(false);
    let lapsed = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::OrderLapsed { refused, .. } => Some(refused.clone()),
            _ => None,
        })
        .expect("REV-18: the build the purse cannot pay lapses");
    assert_eq!(lapsed.rule, "REV-18");
    assert_eq!(
        lapsed.why,
        Illegal::CannotPay {
            senator: governor.clone(),
            amount: 10,
            have: 7
        }
    );
    let spent: Vec<(String, u32, u32)> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::LocalTaxesSpent {
                province,
                supplement,
                armies,
                ..
            } => Some((province.to_string(), *supplement, *armies)),
            _ => None,
        })
        .collect();
    assert!(spent.contains(&(CISALPINA.to_string(), 5, 2)), "{spent:?}");
    assert!(
        spent.contains(&(NARBONENSIS.to_string(), 0, 1)),
        "{spent:?}"
    );
    assert_eq!(g.senators[gi].treasury, 7);
    assert_eq!(g.provincial_forces(CISALPINA).armies, 2);
    assert_eq!(g.provincial_forces(NARBONENSIS).armies, 1);
    assert_eq!(g.phase, Phase::Forum, "the phase went on");
}

/// REV-08 / REV-14 / REV-18 (ADV 2.02.4/2-3): a Province attacked by an Active War yields no
/// Spoils and no State income, and builds nothing.
#[test]
fn rev_08_rev_18_a_province_under_attack_yields_nothing() {
    let (mut g, _) = governed(CISALPINA, "gallic-1", 0, 0);
    let mut ev = Vec::new();
    g.start_revenue(&mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceUnderAttack { province, .. } if *province == CISALPINA
    )));
    assert!(!ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SpoilsCollected { .. } | EventKind::SpoilsDeclined { .. }
    )));
    ev.extend(g.resolve(true));
    assert!(!ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::StateTreasury {
            reason: TreasuryReason::ProvinceIncome { .. } | TreasuryReason::ProvinceLoss { .. },
            ..
        } | EventKind::NoStateIncome { .. }
            | EventKind::LocalTaxesSpent { .. }
    )));
    assert_eq!(g.provincial_forces(CISALPINA).armies, 0);
}

/// COM-18 (ADV 2.02.414/9, LR 1.10.5/1, 1.10.5/6): a Governor's land Victory with 3 Garrison
/// Legions turns one Veteran, loyal to him (no stop); the next battle counts it double; a
/// recall takes the regular Legions first and the Veteran comes home with his Allegiance.
#[test]
fn com_18_garrison_veterans_after_a_provincial_victory() {
    let (mut g, gi) = governed(CISALPINA, "gallic-1", 2, 3);
    let family = g.senators[gi].family;
    let mil = i32::from(g.senators[gi].military(data()));
    g.script_dice(vec![6, 6, 5]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = combat(&mut g);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RulesEnd { .. })),
        "COM-18: no stop"
    );
    let b = provincial_battles(&ev);
    assert_eq!(b.len(), 1, "{b:?}");
    assert_eq!(b[0].0, 1 + 3 + 2 + mil, "Garrison + Armies in full + MIL");
    assert_eq!(b[0].3, BattleOutcome::Victory);
    let created = ev.iter().find_map(|e| match &e.kind {
        EventKind::GarrisonVeterans { legions, .. } => Some(*legions),
        _ => None,
    });
    assert_eq!(
        created,
        Some(1),
        "COM-18: one Garrison Legion turns Veteran"
    );
    assert_eq!(g.garrison_veterans(CISALPINA), 1);
    assert_eq!(g.provincial.garrison_veterans[CISALPINA], vec![family]);
    assert!(g.invariant_violations().is_empty());
    // LR 1.10.5/6: the Veteran counts double in the Province's next battle.
    g.active_wars = vec!["gallic-1".into()];
    g.inactive_wars.clear();
    let (garrison, armies) = (
        g.provinces[0].garrison,
        g.provincial_forces(CISALPINA).armies,
    );
    let vets = g.garrison_veterans(CISALPINA);
    assert!(vets >= 1);
    g.script_dice(vec![6, 6, 5]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = combat(&mut g);
    let b = provincial_battles(&ev);
    assert_eq!(b.len(), 1, "{b:?}");
    let expect = 1 + garrison + vets + armies;
    assert_eq!(
        b[0].0,
        i32::try_from(expect).unwrap() + mil,
        "the Veteran counts double"
    );
    // A recall of the regular Legions leaves the Veteran; recalling all brings him home.
    let in_rome = g.veterans_in_rome.len();
    let left = g.provinces[0].garrison;
    let vets = g.garrison_veterans(CISALPINA);
    let mut ev = Vec::new();
    g.sen_46_recall_garrison(CISALPINA, left.saturating_sub(vets), &mut ev);
    assert_eq!(g.garrison_veterans(CISALPINA), vets);
    g.sen_46_recall_garrison(CISALPINA, vets, &mut ev);
    assert_eq!(g.garrison_veterans(CISALPINA), 0);
    assert_eq!(
        g.veterans_in_rome.len(),
        in_rome + usize::try_from(vets).unwrap()
    );
}

/// COM-18 (ADV 2.02.414/4): a War a Governor beat "will stay Inactive until attacked by Rome or
/// made Active by another Matching War or Leader": the 1st Sicilian Slave Revolt, beaten by
/// Sicilia's Governor, is not woken by the Revolution Phase although Sicilia exists (FOR-06).
#[test]
fn com_18_a_war_a_governor_beat_stays_inactive_through_the_revolution_phase() {
    let war = "sicilian-slave-revolt-1";
    let (mut g, _) = governed("sicilia", war, 8, 0);
    // 2+3+5 = 10: neither Disaster (17) nor Standoff (15).
    g.script_dice(vec![2, 3, 5]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = combat(&mut g);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvincialVictory {
            to: ProvincialVictoryTo::Inactive,
            ..
        }
    )));
    assert!(g.inactive_wars.contains(&war.to_string()));
    let mut ev = Vec::new();
    g.for_06_provinces_wake_wars(&mut ev);
    assert!(g.inactive_wars.contains(&war.to_string()), "{ev:?}");
    assert!(!g.active_wars.contains(&war.to_string()));
    // Made Active (attacked or matched), it is no longer held.
    g.activate_war(war, &crate::api::Cause::ProvincesExist, &mut ev);
    assert!(g.provincial.beaten.is_empty());
}
