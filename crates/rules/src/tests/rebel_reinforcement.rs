//! ADV 2.03.71 Reinforcements (RVN-10) and the Rebel's choice of Provincial Fleet losses
//! (COM-02, ADV 2.03.72/11): scripted dice.

use super::rebel_battles::{at, dice_for, rebel_governor};
use super::*;
use crate::api::{BattleOutcome, Illegal, Proposal};
use crate::civil_war::SenateArmy;
use crate::rebel_battles::ProvinceArmy;
use crate::rebellion::RebelAt;
use crate::state::Office;

/// The open `Choice` decisions about `pred`.
fn choices(g: &Game, pred: impl Fn(&ChoiceAbout) -> bool) -> Vec<Decision> {
    g.open_decisions()
        .into_iter()
        .filter(|d| matches!(&d.options, DecisionOptions::Choice { about, .. } if pred(about)))
        .collect()
}

fn reinforce_question(g: &Game) -> Option<Decision> {
    choices(g, |a| matches!(a, ChoiceAbout::Reinforce { .. }))
        .into_iter()
        .next()
}

fn pick(d: &Decision, pick: ChoiceOption) -> Answer {
    let DecisionOptions::Choice { about, .. } = &d.options else {
        panic!("not a choice");
    };
    Answer::Choice {
        about: about.clone(),
        pick,
    }
}

/// The Revolution Phase opening this turn after a Civil War Stalemate of the marching Primary
/// Rebel (`rebel_governor`: his Secondary Rebel Governor holds `province`).
fn after_stalemate(b: u8, province: &str, fleets: u32) -> (Game, usize, Vec<Event>) {
    let (mut g, gov) = rebel_governor(b, province, fleets, RebelAt::Province);
    let turn = g.turn;
    if let Some(r) = g.rebellion.as_mut() {
        r.stalemate_turn = Some(turn);
    }
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    (g, gov, ev)
}

/// The number of Active Wars as COM-21 counts them (a Civil War is one).
fn wars(g: &Game) -> usize {
    g.active_wars.len() + usize::from(g.rebellion.is_some())
}

/// RVN-10 (ADV 2.03.71/1): the Civil War battle's Stalemate is recorded, and the next
/// Revolution Phase opens with the Rebel's faction asked which Secondary Rebel Governor
/// reinforces the Primary Rebel, before the PB-13 round; Default Move: none, nothing moves,
/// then the PB-13 round opens.
#[test]
fn rvn_10_after_a_stalemate_the_rebel_is_asked_who_reinforces_and_none_by_default() {
    let (mut g, gov) = rebel_governor(61, "sicilia", 0, RebelAt::Province);
    let c = of(&g, 1)[0];
    g.senators[c].in_rome = false;
    if let Some(r) = g.rebellion.as_mut() {
        r.legions = 6;
        r.senate_army = Some(SenateArmy {
            commander: g.senators[c].id(),
            master_of_horse: None,
            legions: 6,
            veterans: Vec::new(),
        });
    }
    g.legions = 10;
    let mut mil = 0;
    let mut scratch = Vec::new();
    if let Some(i) = g.find_senator(&g.senators[c].id()) {
        mil = g.battle_military(i, &mut scratch);
    }
    let diff =
        i32::try_from(6 + mil.min(6)).unwrap_or(0) - i32::try_from(g.rebel_strength()).unwrap_or(0);
    g.script_dice(dice_for(10, diff));
    let fams: Vec<u8> = [of(&g, 0)[0], c]
        .iter()
        .map(|i| g.senators[*i].family)
        .collect();
    let chit = (1..=30u8)
        .find(|n| !fams.contains(n))
        .map(|n| n.to_string())
        .unwrap_or_default();
    g.script_chits(vec![chit.clone(), chit.clone(), chit]);
    let mut ev = Vec::new();
    assert!(!g.rvn_09_civil_war(&mut ev));
    let EventKind::CivilWarBattle { result, .. } =
        found(&ev, |k| matches!(k, EventKind::CivilWarBattle { .. }))
    else {
        unreachable!()
    };
    assert_eq!(*result, BattleOutcome::Stalemate);
    let turn = g.turn;
    assert_eq!(
        g.rebellion.as_ref().and_then(|r| r.stalemate_turn),
        Some(turn)
    );

    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    let d = reinforce_question(&g).expect("the Rebel is asked who reinforces him");
    assert_eq!(g.open_decisions().len(), 1, "asked before the PB-13 round");
    assert_eq!(d.owner, f(0));
    let DecisionOptions::Choice { options, .. } = &d.options else {
        unreachable!()
    };
    assert_eq!(
        options,
        &vec![
            ChoiceOption::Pass,
            ChoiceOption::Senator {
                senator: g.senators[gov].id()
            }
        ]
    );
    assert_eq!(d.default, pick(&d, ChoiceOption::Pass));
    let ev = g.resolve(true);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RebelReinforces { .. }))
    );
    assert_eq!(at(&g), RebelAt::Province);
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| matches!(d.kind, DecisionKind::Revolution | DecisionKind::Trades)),
        "the PB-13 round follows: {:?}",
        g.open_decisions()
    );
    assert!(reinforce_question(&g).is_none());
}

/// RVN-10 (ADV 2.03.71/1): no Stalemate this turn (or a staying Primary Rebel), no question.
#[test]
fn rvn_10_no_reinforcement_without_a_stalemate() {
    let (mut g, _) = rebel_governor(62, "sicilia", 0, RebelAt::Province);
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    assert!(reinforce_question(&g).is_none());
    let (mut g, _) = rebel_governor(63, "sicilia", 0, RebelAt::Province);
    let turn = g.turn;
    if let Some(r) = g.rebellion.as_mut() {
        r.stalemate_turn = Some(turn.saturating_sub(1));
    }
    g.start_revolution(&mut ev);
    assert!(
        reinforce_question(&g).is_none(),
        "only the turn's Stalemate"
    );
}

/// RVN-10 (ADV 2.03.71/2-3, 2.03.71/6): from Sicilia (Base Naval Strength 0) the Governor's
/// Forces join the Primary Rebel's Army at once; no War is added (the Active Wars and Unrest
/// unchanged); the Province can no longer be attacked.
#[test]
fn rvn_10_a_reinforcement_without_a_naval_base_lands_at_once() {
    let (mut g, gov, _) = after_stalemate(64, "sicilia", 1);
    let (wars_before, unrest) = (wars(&g), g.unrest);
    let d = reinforce_question(&g).expect("asked");
    let id = g.senators[gov].id();
    g.submit(
        d.owner,
        &d.id,
        pick(
            &d,
            ChoiceOption::Senator {
                senator: id.clone(),
            },
        ),
    )
    .unwrap();
    let ev = g.resolve(true);
    let EventKind::RebelReinforces {
        governor,
        in_transit,
        army_home,
        ..
    } = found(&ev, |k| matches!(k, EventKind::RebelReinforces { .. }))
    else {
        unreachable!()
    };
    assert_eq!(governor, &id);
    assert!(!in_transit);
    assert!(army_home.is_none());
    found(&ev, |k| {
        matches!(
            k,
            EventKind::RebelGovernorLanded {
                legions: 1,
                provincial_armies: 2,
                provincial_fleets: 1,
                ..
            }
        )
    });
    assert_eq!(at(&g), RebelAt::Italy);
    let r = g.rebellion.as_ref().map(|r| {
        (
            r.legions,
            r.provincial_armies,
            r.provincial_fleets,
            r.governors.len(),
        )
    });
    assert_eq!(r, Some((1, 2, 1, 1)));
    assert_eq!(wars(&g), wars_before, "2.03.71/2: not an additional War");
    assert_eq!(g.unrest, unrest);
    assert!(
        g.open_decisions()
            .iter()
            .any(|d| d.kind == DecisionKind::Revolution || d.kind == DecisionKind::Trades)
    );
    let c = of(&g, 1)[0];
    g.senators[c].in_rome = true;
    g.senators[c].offices.push(Office::FieldConsul);
    let p = Proposal::AttackRebelProvince {
        commander: g.senators[c].id(),
        legions: 2,
        fleets: 0,
        province: "sicilia".into(),
    };
    let refused = g.attack_rebel_province_legal(&p).unwrap_err();
    assert!(
        matches!(refused.why, Illegal::NoRebelInProvince { .. }),
        "{refused:?}"
    );
    assert_eq!(refused.rule, "RVN-10");
}

/// RVN-10 (ADV 2.03.71/4, 2.03.71/6): from Macedonia (Base Naval Strength > 0) the Forces are
/// at sea: nothing lands yet; the Senate cannot attack the Province, and its Army facing it
/// comes home.
#[test]
fn rvn_10_a_reinforcement_with_a_naval_base_is_in_transit() {
    let (mut g, gov) = rebel_governor(65, "macedonia", 2, RebelAt::Province);
    let c = of(&g, 1)[0];
    g.senators[c].in_rome = false;
    let turn = g.turn;
    let army = SenateArmy {
        commander: g.senators[c].id(),
        master_of_horse: None,
        legions: 3,
        veterans: Vec::new(),
    };
    if let Some(r) = g.rebellion.as_mut() {
        r.stalemate_turn = Some(turn);
        r.province_armies.push(ProvinceArmy {
            province: "macedonia".into(),
            army,
            fleets: 2,
        });
    }
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    let d = reinforce_question(&g).expect("asked");
    let id = g.senators[gov].id();
    g.submit(
        d.owner,
        &d.id,
        pick(&d, ChoiceOption::Senator { senator: id }),
    )
    .unwrap();
    let ev = g.resolve(true);
    let EventKind::RebelReinforces {
        in_transit,
        army_home,
        ..
    } = found(&ev, |k| matches!(k, EventKind::RebelReinforces { .. }))
    else {
        unreachable!()
    };
    assert!(*in_transit);
    assert_eq!(army_home.as_ref(), Some(&g.senators[c].id()));
    assert!(
        g.senators[c].in_rome,
        "the Army's commander is back in Rome"
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RebelGovernorLanded { .. }))
    );
    assert_eq!(at(&g), RebelAt::InTransit);
    assert_eq!(
        g.provinces[0].garrison, 1,
        "his Forces are at sea, not yet in Italy"
    );
    assert!(
        g.rebellion
            .as_ref()
            .is_some_and(|r| r.province_armies.is_empty() && r.legions == 0)
    );
    g.senators[c].offices.push(Office::FieldConsul);
    let p = Proposal::AttackRebelProvince {
        commander: g.senators[c].id(),
        legions: 2,
        fleets: 8,
        province: "macedonia".into(),
    };
    let refused = g.attack_rebel_province_legal(&p).unwrap_err();
    assert_eq!(refused.rule, "RVN-10");
}

/// COM-02 (ADV 2.03.72/11): Forces at sea from Macedonia with 2 Provincial Fleets, the Primary
/// Rebel holding 2: as the Combat Phase opens the Rebel's faction is asked how many Provincial
/// Fleet losses at most come from Macedonia (2, 1 or 0; Default Move: 2). Answered 0, a
/// Stalemate's 2 losses strike the Primary's Fleets and Macedonia's 2 land.
#[test]
fn com_02_the_rebel_chooses_which_provincial_fleets_are_lost() {
    let (mut g, _) = rebel_governor(66, "macedonia", 2, RebelAt::InTransit);
    if let Some(r) = g.rebellion.as_mut() {
        r.provincial_fleets = 2;
    }
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let asked = choices(&g, |a| matches!(a, ChoiceAbout::RebelFleetLosses { .. }));
    assert_eq!(asked.len(), 1, "{:#?}", g.open_decisions());
    let d = &asked[0];
    assert_eq!(d.owner, f(0));
    let DecisionOptions::Choice { about, options } = &d.options else {
        unreachable!()
    };
    assert!(matches!(
        about,
        ChoiceAbout::RebelFleetLosses {
            province_fleets: 2,
            primary_fleets: 2,
            ..
        }
    ));
    let most = |m| ChoiceOption::ProvinceFleetLosses { most: m };
    assert_eq!(options, &vec![most(2), most(1), most(0)]);
    assert_eq!(d.default, pick(d, most(2)));
    // Rebel 5 + 2 + 2 = 9 vs 10: an 11 is a Stalemate with 2 losses.
    let answers = vec![(f(0), pick(d, most(0)))];
    g.com_02_fleet_loss_answers(&answers);
    g.script_dice(dice_for(11, 1));
    let mut ev = Vec::new();
    assert!(!g.com_02_naval_interceptions(&mut ev));
    let EventKind::NavalInterception {
        result,
        rebel_fleets_lost,
        landed,
        ..
    } = found(&ev, |k| matches!(k, EventKind::NavalInterception { .. }))
    else {
        unreachable!()
    };
    assert_eq!(
        (*result, *rebel_fleets_lost, *landed),
        (BattleOutcome::Stalemate, 2, true)
    );
    found(&ev, |k| {
        matches!(
            k,
            EventKind::RebelGovernorLanded {
                provincial_fleets: 2,
                ..
            }
        )
    });
    assert_eq!(
        g.rebellion
            .as_ref()
            .map(|r| (r.provincial_fleets, r.fleet_losses.is_none())),
        Some((2, true))
    );

    // The Default Move: Macedonia's Fleets go first; the Primary keeps his 2.
    let (mut g, _) = rebel_governor(67, "macedonia", 2, RebelAt::InTransit);
    if let Some(r) = g.rebellion.as_mut() {
        r.provincial_fleets = 2;
    }
    g.script_dice(dice_for(11, 1));
    let mut ev = Vec::new();
    assert!(!g.com_02_naval_interceptions(&mut ev));
    found(&ev, |k| {
        matches!(
            k,
            EventKind::RebelGovernorLanded {
                provincial_fleets: 0,
                ..
            }
        )
    });
    assert_eq!(g.rebellion.as_ref().map(|r| r.provincial_fleets), Some(2));
}

/// COM-02 (ADV 2.03.72/11): no question where the choice cannot matter (no Provincial Fleets
/// with the Primary Rebel).
#[test]
fn com_02_no_fleet_question_when_only_one_side_holds_provincial_fleets() {
    let (mut g, _) = rebel_governor(68, "macedonia", 2, RebelAt::InTransit);
    assert!(g.com_02_fleet_loss_decisions().is_empty());
    if let Some(r) = g.rebellion.as_mut() {
        r.provincial_fleets = 1;
    }
    assert_eq!(g.com_02_fleet_loss_decisions().len(), 1);
    g.fleets = 0;
    assert!(
        g.com_02_fleet_loss_decisions().is_empty(),
        "no Interception"
    );
}
