//! RVN-08 (LR 1.11.34, second sentence): a loyal Senator's Veteran Legions in the Rebel's Army
//! desert at his word, to the Active Forces or to the Senate's Army facing the Rebel.

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, DeathCause, Proposal, RevoltOrder};
use crate::rebellion::Rebellion;
use crate::state::Force;

/// Revolution Phase of turn 1: faction 0's first senator commands a victorious Force of 1
/// regular Legion and `loyal` Veterans owing allegiance to faction 1's first senator. Returns
/// the game, the commander's and the loyal senator's indexes.
fn victor_with_loyal_veterans(b: u8, loyal: usize) -> (Game, usize, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let i = of(&g, 0)[0];
    let l = of(&g, 1)[0];
    g.senators[i].in_rome = false;
    g.senators[i].offices.clear();
    let id = g.senators[i].id();
    let lfam = g.senators[l].family;
    let legions = 1 + u32::try_from(loyal).unwrap();
    g.forces.push(Force {
        commander: Some(id),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions,
        veterans: vec![lfam; loyal],
        fleets: 0,
        dispatched: 0,
        sent_turn: 1,
    });
    g.legions += legions;
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    (g, i, l)
}

/// The commander revolts and every Legion follows (dice of 6).
fn revolt_all_follow(g: &mut Game, i: usize, rolls: usize) -> Vec<Event> {
    let id = g.senators[i].id();
    g.submit(
        f(0),
        &decision(g, 0),
        Answer::Revolution {
            statesmen: vec![],
            concessions: vec![],
            discards: vec![],
            revolts: vec![RevoltOrder {
                commander: id,
                at_least: 1,
                spend: 0,
                joined_by: vec![],
                master_spend: 0,
                fleets: false,
            }],
        },
    )
    .unwrap();
    g.script_dice(vec![6; rolls]);
    g.resolve(true)
}

/// The open RVN-08 decisions.
fn loyal_decisions(g: &Game) -> Vec<Decision> {
    g.open_decisions()
        .into_iter()
        .filter(|d| {
            matches!(
                &d.options,
                DecisionOptions::Choice {
                    about: ChoiceAbout::LoyalVeterans { .. },
                    ..
                }
            )
        })
        .collect()
}

fn answer(d: &Decision, pick: ChoiceOption) -> Answer {
    let DecisionOptions::Choice { about, .. } = &d.options else {
        panic!("not a choice");
    };
    Answer::Choice {
        about: about.clone(),
        pick,
    }
}

fn deserted(ev: &[Event]) -> Option<&EventKind> {
    ev.iter()
        .map(|e| &e.kind)
        .find(|k| matches!(k, EventKind::LoyalVeteransDesert { .. }))
}

/// RVN-08 (a): once the Rebel is determined, only the loyal Senator's faction is asked about
/// his Veterans in the Rebel's Army (to the Active Forces or stay; no Army faces the Rebel
/// yet); the phase waits for the answer.
#[test]
fn rvn_08_only_the_loyal_senators_faction_is_asked_after_the_revolt() {
    let (mut g, i, l) = victor_with_loyal_veterans(90, 2);
    let turn = g.turn;
    let ev = revolt_all_follow(&mut g, i, 3);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::RevoltDeclared { legions: 3, .. }))
    );
    let asked = loyal_decisions(&g);
    assert_eq!(asked.len(), 1, "{:#?}", g.open_decisions());
    assert_eq!(g.open_decisions().len(), 1);
    let d = &asked[0];
    assert_eq!(d.owner, f(1));
    let DecisionOptions::Choice { about, options } = &d.options else {
        unreachable!()
    };
    assert_eq!(
        about,
        &ChoiceAbout::LoyalVeterans {
            senator: g.senators[l].id(),
            rebel: g.senators[i].id(),
            legions: 2,
            army: None,
        }
    );
    assert_eq!(
        options,
        &vec![ChoiceOption::VeteransStay, ChoiceOption::DesertToRome]
    );
    assert_eq!(g.turn, turn, "the turn waits for the answer");
    // Another faction may not answer for him; the Senate's Army is no option yet.
    assert!(
        g.submit(f(0), &d.id, answer(d, ChoiceOption::DesertToRome))
            .is_err()
    );
    assert!(
        g.submit(f(1), &d.id, answer(d, ChoiceOption::DesertToArmy))
            .is_err()
    );
}

/// RVN-08 (a) / REV-03: deserting to the Active Forces moves the Legions to the Senate (in
/// Rome, with their allegiance), the Rebel's Army and strength shrink, and his maintenance
/// counts only what he keeps.
#[test]
fn rvn_08_desertion_to_rome_moves_the_legions_and_the_rebel_pays_less() {
    let (mut g, i, l) = victor_with_loyal_veterans(91, 2);
    let lfam = g.senators[l].family;
    let before = g.legions;
    revolt_all_follow(&mut g, i, 3);
    assert_eq!(g.legions, before - 3);
    let d = loyal_decisions(&g).remove(0);
    g.submit(f(1), &d.id, answer(&d, ChoiceOption::DesertToRome))
        .unwrap();
    // The next turn runs to the Revenue Phase, whose start takes the Rebel's maintenance.
    g.senators[i].treasury = 10;
    g.ledger.bank_to_players += 10;
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    let Some(EventKind::LoyalVeteransDesert {
        legions,
        army,
        rebel_legions,
        rebel_strength,
        ..
    }) = deserted(&ev)
    else {
        panic!("no desertion in {ev:#?}");
    };
    assert_eq!((*legions, army.clone(), *rebel_legions), (2, None, 1));
    let mil = u32::from(g.senators[i].military(data()));
    assert_eq!(*rebel_strength, 1 + mil.min(1));
    let r = g.rebellion.clone().unwrap();
    assert_eq!((r.legions, r.veterans.len()), (1, 0));
    assert_eq!(g.legions, before - 1);
    assert_eq!(g.veterans_in_rome.iter().filter(|v| **v == lfam).count(), 2);
    // REV-03: the next Revenue Phase: he pays 2T for his one regular Legion only (when the
    // PB-02 answers are in).
    let ev = g.resolve(true);
    assert!(
        ev.iter().any(|e| matches!(
            e.kind,
            EventKind::RebelMaintenance {
                legions: 1,
                released: 0,
                ..
            }
        )),
        "{ev:#?}"
    );
    assert_eq!(g.senators[i].treasury, 8);
}

/// RVN-08: the Default Move: the Veterans stay with the Rebel.
#[test]
fn rvn_08_the_default_move_keeps_them_with_the_rebel() {
    let (mut g, i, l) = victor_with_loyal_veterans(92, 2);
    let lfam = g.senators[l].family;
    revolt_all_follow(&mut g, i, 3);
    assert_eq!(loyal_decisions(&g).len(), 1);
    g.senators[i].treasury = 10;
    g.ledger.bank_to_players += 10;
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(deserted(&ev).is_none());
    let r = g.rebellion.clone().unwrap();
    assert_eq!((r.legions, r.veterans.clone()), (3, vec![lfam, lfam]));
    // REV-03: he pays for all three (the loyal Senator's Veterans owe him no allegiance), when
    // the PB-02 answers are in.
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::RebelMaintenance {
            legions: 3,
            released: 0,
            ..
        }
    )));
    assert_eq!(g.senators[i].treasury, 4);
    assert!(!g.veterans_in_rome.contains(&lfam));
    assert_eq!(g.turn, 2, "the next turn began");
}

/// A Rebel (faction 0's first senator) with `rebel_legions` Legions, `loyal` of them Veterans
/// of faction 2's first senator; faction 1's first senator, Field Consul, sent against him
/// with `senate_legions`. Returns the game, the rebel's, the consul's and the loyal senator's
/// indexes.
fn army_faces_rebel(
    b: u8,
    rebel_legions: u32,
    loyal: usize,
    senate_legions: u32,
) -> (Game, usize, usize, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let i = of(&g, 0)[0];
    let l = of(&g, 2)[0];
    g.senators[i].rebel = true;
    g.senators[i].in_rome = false;
    g.senators[i].offices.clear();
    g.rebellion = Some(Rebellion {
        legions: rebel_legions,
        veterans: vec![g.senators[l].family; loyal],
        ..Rebellion::new(g.senators[i].id(), f(0), 1)
    });
    let c = of(&g, 1)[0];
    for s in g.senators.iter_mut() {
        s.offices.retain(|o| *o != Office::FieldConsul);
    }
    g.senators[c].offices.push(Office::FieldConsul);
    g.senators[c].in_rome = true;
    g.legions = senate_legions;
    g.veterans_in_rome.clear();
    g.active_wars.clear();
    g.forces.clear();
    let p = Proposal::AttackRebel {
        commander: g.senators[c].id(),
        legions: senate_legions,
        veterans: Vec::new(),
    };
    let mut ev = Vec::new();
    g.attack_rebel(&p, &mut ev);
    (g, i, c, l)
}

/// RVN-08 (b): as the Combat Phase opens with a Senate Army facing the Rebel, the loyal
/// Senator's faction is asked (the Army is an option); deserting to it moves the Legions and
/// changes both strengths in the civil war battle that follows.
#[test]
fn rvn_08_desertion_to_the_army_changes_both_strengths_in_the_battle() {
    let (mut g, i, c, l) = army_faces_rebel(93, 5, 2, 6);
    let lfam = g.senators[l].family;
    let cid = g.senators[c].id();
    let d = data();
    let rmil = u32::from(g.senators[i].military(d));
    let cmil = u32::from(g.senators[c].military(d));
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let asked = loyal_decisions(&g);
    assert_eq!(asked.len(), 1, "{:#?}", g.open_decisions());
    let q = &asked[0];
    assert_eq!(q.owner, f(2));
    let DecisionOptions::Choice { about, options } = &q.options else {
        unreachable!()
    };
    assert!(matches!(
        about,
        ChoiceAbout::LoyalVeterans { legions: 2, army: Some(a), .. } if *a == g.senators[c].id()
    ));
    assert!(options.contains(&ChoiceOption::DesertToArmy));
    g.submit(f(2), &q.id, answer(q, ChoiceOption::DesertToArmy))
        .unwrap();
    g.script_dice(vec![3, 3, 4]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = g.resolve(true);
    let Some(EventKind::LoyalVeteransDesert {
        army,
        army_legions,
        rebel_legions,
        ..
    }) = deserted(&ev)
    else {
        panic!("no desertion in {ev:#?}");
    };
    assert_eq!(army.as_ref(), Some(&cid));
    assert_eq!((*army_legions, *rebel_legions), (Some(8), 3));
    let battle = ev
        .iter()
        .map(|e| &e.kind)
        .find(|k| matches!(k, EventKind::CivilWarBattle { .. }));
    let Some(EventKind::CivilWarBattle {
        senate_strength,
        rebel_strength,
        ..
    }) = battle
    else {
        panic!("no civil war battle in {ev:#?}");
    };
    // Senate: 8 Legions, 2 of them Veterans (double): 10 + MIL; Rebel: 3 regular Legions + MIL.
    assert_eq!(*senate_strength, i32::try_from(10 + cmil.min(10)).unwrap());
    assert_eq!(*rebel_strength, i32::try_from(3 + rmil.min(3)).unwrap());
    // Without the desertion it would have been 6 + MIL against 7 + MIL.
    assert_ne!(*senate_strength, i32::try_from(6 + cmil.min(6)).unwrap());
    // The Veterans fought for the Senate; survivors are back in Rome with their allegiance.
    assert!(
        g.rebellion
            .as_ref()
            .is_none_or(|r| !r.veterans.contains(&lfam))
    );
}

/// RVN-08 (b): silent, the loyal Senator's Veterans stay and fight for the Rebel.
#[test]
fn rvn_08_silent_at_the_battle_they_fight_for_the_rebel() {
    let (mut g, i, c, _) = army_faces_rebel(94, 5, 2, 6);
    let d = data();
    let rmil = u32::from(g.senators[i].military(d));
    let cmil = u32::from(g.senators[c].military(d));
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert_eq!(loyal_decisions(&g).len(), 1);
    g.script_dice(vec![3, 3, 4]);
    g.script_chits(vec!["none".into(); 10]);
    let ev = g.resolve(true);
    assert!(deserted(&ev).is_none());
    let Some(EventKind::CivilWarBattle {
        senate_strength,
        rebel_strength,
        ..
    }) = ev
        .iter()
        .map(|e| &e.kind)
        .find(|k| matches!(k, EventKind::CivilWarBattle { .. }))
    else {
        panic!("no civil war battle in {ev:#?}");
    };
    assert_eq!(*senate_strength, i32::try_from(6 + cmil.min(6)).unwrap());
    assert_eq!(*rebel_strength, i32::try_from(7 + rmil.min(7)).unwrap());
}

/// RVN-08 (RULING): a Rebel whose last Legion deserts is defeated (LR 1.11.371): the Revolt
/// fails without a battle, the Senate's Army comes home with the deserters.
#[test]
fn rvn_08_a_rebel_whose_last_legion_deserts_is_defeated() {
    let (mut g, i, c, l) = army_faces_rebel(95, 2, 2, 4);
    let rebel = g.senators[i].id();
    let cid = g.senators[c].id();
    let lfam = g.senators[l].family;
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let q = loyal_decisions(&g).remove(0);
    g.submit(f(2), &q.id, answer(&q, ChoiceOption::DesertToArmy))
        .unwrap();
    let ev = g.resolve(true);
    assert!(deserted(&ev).is_some());
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::RebelDefeated, .. } if *senator == rebel
    )));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::CivilWarBattle { .. }))
    );
    assert!(g.rebellion.is_none());
    assert_eq!(g.legions, 6);
    assert_eq!(g.legions_in_rome(), 6);
    assert_eq!(g.veterans_in_rome.iter().filter(|v| **v == lfam).count(), 2);
    let c = g.find_senator(&cid).unwrap();
    assert!(g.senators[c].in_rome);
}

/// RVN-08 (b) without a Senate Army: the loyal Senator is still asked as the Combat Phase
/// opens (to the Active Forces only); when his Veterans were the Rebel's whole Army the Rebel is
/// defeated and cannot win by the Senate's failure to attack him (VIC-04 (1)).
#[test]
fn rvn_08_without_a_senate_army_the_desertion_stops_the_coup() {
    let (mut g, i, _, l) = army_faces_rebel(96, 2, 2, 4);
    let rebel = g.senators[i].id();
    let lfam = g.senators[l].family;
    if let Some(r) = g.rebellion.as_mut() {
        r.senate_army = None;
    }
    for s in g.senators.iter_mut() {
        s.in_rome = !s.rebel;
    }
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let q = loyal_decisions(&g).remove(0);
    let DecisionOptions::Choice { about, options } = &q.options else {
        unreachable!()
    };
    assert!(matches!(
        about,
        ChoiceAbout::LoyalVeterans { army: None, .. }
    ));
    assert_eq!(
        options,
        &vec![ChoiceOption::VeteransStay, ChoiceOption::DesertToRome]
    );
    g.submit(f(2), &q.id, answer(&q, ChoiceOption::DesertToRome))
        .unwrap();
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::RebelDefeated, .. } if *senator == rebel
    )));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RebelNotAttacked { .. }))
    );
    assert!(g.rebellion.is_none());
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_eq!(g.veterans_in_rome.iter().filter(|v| **v == lfam).count(), 2);
}
