//! Civil war combat (RVN-09), the Rebel's first winning condition (VIC-04 (1)) and the
//! end-game (VIC-06): scripted dice and chits.

use super::*;
use crate::api::{BattleOutcome, DeathCause, Proposal, RebelWin};
use crate::rebellion::Rebellion;
use crate::state::Office;

/// A game in turn 1 with faction 0's first senator in Revolt holding `rebel_legions` Legions,
/// and faction 1's first senator Field Consul in Rome; the Senate holds `senate_legions`.
/// Returns the game, the rebel's and the consul's indexes.
fn civil_war(b: u8, rebel_legions: u32, senate_legions: u32) -> (Game, usize, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let i = in_revolt(&mut g, |r| Rebellion {
        legions: rebel_legions,
        ..r
    });
    let c = of(&g, 1)[0];
    for s in g.senators.iter_mut() {
        s.offices.retain(|o| *o != Office::FieldConsul);
    }
    g.senators[c].offices.push(Office::FieldConsul);
    g.senators[c].in_rome = true;
    g.legions = senate_legions;
    g.active_wars.clear();
    g.unrest = 3;
    (g, i, c)
}

/// Send the consul with `legions` against the rebel (the effect of the passed proposal).
fn send(g: &mut Game, c: usize, legions: u32) -> Vec<Event> {
    let p = Proposal::AttackRebel {
        commander: g.senators[c].id(),
        legions,
        veterans: Vec::new(),
    };
    assert!(g.attack_rebel_legal(&p).is_ok());
    let mut ev = Vec::new();
    g.attack_rebel(&p, &mut ev);
    ev
}

/// RVN-09 (LR 1.09.64/1): the proposal against the Rebel names which Veteran Legions go (a
/// specific group of units); the Legions not named go regular ones first (the Default Move);
/// Veterans that are not in Rome are refused naming RVN-09.
#[test]
fn rvn_09_the_senate_names_the_veteran_legions_sent_against_the_rebel() {
    use crate::api::VeteranPick;
    let (mut g, _, c) = civil_war(81, 3, 6);
    let other = of(&g, 2)[0];
    let (fc, fo) = (g.senators[c].family, g.senators[other].family);
    // Six Legions in Rome: three regular, two loyal to another Senator, one to the Consul.
    g.veterans_in_rome = vec![fo, fc, fo];
    let named = vec![VeteranPick {
        count: 2,
        loyal_to: Some(g.senators[other].id()),
    }];
    let p = Proposal::AttackRebel {
        commander: g.senators[c].id(),
        legions: 3,
        veterans: named,
    };
    assert!(g.attack_rebel_legal(&p).is_ok());
    let mut ev = Vec::new();
    g.attack_rebel(&p, &mut ev);
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::SentAgainstRebel { .. })),
        EventKind::SentAgainstRebel { legions: 3, .. }
    ));
    let army = g.rebellion.as_ref().and_then(|r| r.senate_army.clone());
    let army = army.unwrap_or_else(|| panic!("no Senate Army"));
    // The two named Veterans and one regular Legion (the Default Move): not the Consul's own.
    assert_eq!(army.legions, 3);
    assert_eq!(army.veterans, vec![fo, fo]);
    assert_eq!(g.veterans_in_rome, vec![fc]);
    assert_eq!(g.legions_in_rome(), 3);
    // Three Veterans of the other Senator are not in Rome: refused naming RVN-09.
    let (mut g, _, c) = civil_war(82, 3, 6);
    g.veterans_in_rome = vec![fo, fo];
    let too_many = Proposal::AttackRebel {
        commander: g.senators[c].id(),
        legions: 4,
        veterans: vec![VeteranPick {
            count: 3,
            loyal_to: Some(g.senators[other].id()),
        }],
    };
    let why = g.attack_rebel_legal(&too_many).err();
    assert_eq!(
        why.map(|r| r.rule.as_str().to_string()).as_deref(),
        Some("RVN-09")
    );
}

/// A chit of a family nobody in the battle belongs to.
fn harmless_chit(g: &Game, who: &[usize]) -> String {
    let fam: Vec<u8> = who.iter().map(|i| g.senators[*i].family).collect();
    (1..=30u8)
        .find(|n| !fam.contains(n))
        .map(|n| n.to_string())
        .unwrap_or_default()
}

/// Dice (3d6) that make `total` given the strength difference `diff`.
fn dice_for(total: i32, diff: i32) -> Vec<u8> {
    let need = total - diff;
    assert!((3..=18).contains(&need), "no dice make {total} with {diff}");
    let need = u8::try_from(need).unwrap();
    let a = need.saturating_sub(2).min(6);
    let rest = need - a;
    let b = rest.saturating_sub(1).min(6);
    vec![a, b, rest - b]
}

/// RVN-09: the Senate may meet with a Rebel marching on Rome and send an Army against him:
/// the Legions leave Rome with the commander; a second Army, an Army without Legions or an
/// Army with no Rebel to face is refused.
#[test]
fn rvn_09_the_senate_sends_an_army_against_the_rebel() {
    let (mut g, _, c) = civil_war(80, 3, 6);
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    assert!(!matches!(g.status(), GameStatus::RulesEnd { .. }));
    g.pending = None;
    g.senate = None;
    let zero = Proposal::AttackRebel {
        commander: g.senators[c].id(),
        legions: 0,
        veterans: Vec::new(),
    };
    assert!(g.attack_rebel_legal(&zero).is_err());
    let ev = send(&mut g, c, 4);
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::SentAgainstRebel { .. })),
        EventKind::SentAgainstRebel { legions: 4, .. }
    ));
    assert!(!g.senators[c].in_rome);
    assert_eq!(g.legions, 6);
    assert_eq!(g.legions_in_rome(), 2);
    let army = g.rebellion.as_ref().and_then(|r| r.senate_army.clone());
    assert_eq!(army.map(|a| a.legions), Some(4));
    let again = Proposal::AttackRebel {
        commander: g.senators[c].id(),
        legions: 1,
        veterans: Vec::new(),
    };
    assert!(g.attack_rebel_legal(&again).is_err());
    g.rebellion = None;
    assert!(g.attack_rebel_legal(&again).is_err());
}

/// RVN-09 (LR 1.11.371): a Senate Victory: the Rebel dies, his Legions return to the Active
/// Forces, Unrest -1, the commander gains half the Rebel's strength (rounded up) in Popularity
/// and Influence; a Senate Victory is a Land Victory (LR 1.11.3): his Army stays in the field
/// as a Force until the Revolution Phase, where he may revolt.
#[test]
fn rvn_09_senate_victory_kills_the_rebel_and_rewards_the_commander() {
    let (mut g, r, c) = civil_war(81, 3, 10);
    send(&mut g, c, 10);
    let rebel = g.senators[r].id();
    let rebel_strength = g.rebel_strength();
    let (pop, inf) = (g.senators[c].popularity, g.senators[c].influence);
    g.script_dice(vec![6, 6, 6]);
    let mut ev = Vec::new();
    assert!(!g.rvn_09_civil_war(&mut ev));
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::CivilWarBattle { .. })),
        EventKind::CivilWarBattle {
            result: BattleOutcome::Victory,
            senate_legions_lost: 0,
            rebel_legions_lost: 0,
            ..
        }
    ));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::RebelDefeated, .. } if *senator == rebel
    )));
    assert!(g.rebellion.is_none());
    assert_eq!(g.legions, 13);
    assert_eq!(g.unrest, 2);
    let gain = rebel_strength.div_ceil(2);
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::RebelVanquished { .. })),
        EventKind::RebelVanquished { gain: g2, .. } if *g2 == gain
    ));
    assert_eq!(g.senators[c].popularity, pop + i32::try_from(gain).unwrap());
    assert_eq!(g.senators[c].influence, inf + gain);
    assert!(!g.senators[c].in_rome);
    let id = g.senators[c].id();
    assert!(g.forces.iter().any(|f| f.commander.as_ref() == Some(&id)
        && f.war == crate::CIVIL_WAR
        && f.legions == 10));
    let f = g.senators[c].faction.unwrap();
    assert!(g.may_revolt(f).contains(&id));
}

/// RVN-09 (LR 1.11.371, 1.10.5/4): a Senate Victory whose loss chit kills the commander (a
/// Faction Leader: his heir takes his Family's place) rewards nobody: no Popularity or
/// Influence for the heir, and the new Veteran owes him nothing.
#[test]
fn rvn_09_a_commander_killed_by_a_chit_in_his_victory_earns_nothing() {
    let (mut g, _, c) = civil_war(83, 3, 10);
    g.senators[c].faction_leader = true;
    send(&mut g, c, 10);
    let commander = g.senators[c].id();
    let diff = i32::from(10 + g.senators[c].military(data()).min(10))
        - i32::try_from(g.rebel_strength()).unwrap();
    g.script_dice(dice_for(17, diff));
    g.script_chits(vec![g.senators[c].family.to_string()]);
    let mut ev = Vec::new();
    assert!(!g.rvn_09_civil_war(&mut ev));
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::CivilWarBattle { .. })),
        EventKind::CivilWarBattle {
            result: BattleOutcome::Victory,
            senate_legions_lost: 1,
            ..
        }
    ));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::CivilWarBattle, .. } if *senator == commander
    )));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied {
            cause: DeathCause::RebelDefeated,
            ..
        }
    )));
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::RebelVanquished { .. })),
        "a dead commander's heir is not rewarded"
    );
    let heir = g.find_senator(&commander).unwrap();
    assert!(g.senators[heir].faction_leader);
    let fam = g.senators[heir].family;
    assert!(
        g.forces
            .iter()
            .filter(|f| f.war == crate::CIVIL_WAR)
            .all(|f| !f.veterans.contains(&fam)),
        "no Veteran owes the heir"
    );
}

/// RVN-09 (LR 1.11.372): a Stalemate: both armies take the table's losses, the Revolt goes on
/// and the Senate's Army stays facing the Rebel.
#[test]
fn rvn_09_stalemate_costs_both_sides() {
    let (mut g, r, c) = civil_war(82, 6, 6);
    send(&mut g, c, 6);
    let diff = i32::from(6 + g.senators[c].military(data()).min(6))
        - i32::try_from(g.rebel_strength()).unwrap();
    g.script_dice(dice_for(10, diff));
    let chit = harmless_chit(&g, &[r, c]);
    g.script_chits(vec![chit.clone(), chit.clone(), chit]);
    let mut ev = Vec::new();
    assert!(!g.rvn_09_civil_war(&mut ev));
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::CivilWarBattle { .. })),
        EventKind::CivilWarBattle {
            total: 10,
            result: BattleOutcome::Stalemate,
            senate_legions_lost: 3,
            rebel_legions_lost: 3,
            ..
        }
    ));
    assert_eq!(g.legions, 3);
    assert_eq!(g.legions_in_rome(), 0);
    let rb = g.rebellion.as_ref().unwrap();
    assert_eq!(rb.legions, 3);
    assert_eq!(rb.senate_army.as_ref().map(|a| a.legions), Some(3));
    assert!(!g.senators[c].in_rome);
    assert_eq!(g.unrest, 3);
}

/// RVN-09 / VIC-04 (1) (LR 1.11.373): a Senate Defeat: the commander dies, the Rebel takes no
/// losses and, alive and with fewer than 4 Active Wars, wins.
#[test]
fn rvn_09_vic_04_senate_defeat_makes_the_rebel_win() {
    let (mut g, r, c) = civil_war(83, 12, 1);
    send(&mut g, c, 1);
    let rebel = g.senators[r].id();
    let commander = g.senators[c].id();
    g.script_dice(vec![1, 1, 1]);
    let chit = harmless_chit(&g, &[r, c]);
    g.script_chits(vec![chit]);
    let mut ev = Vec::new();
    assert!(g.rvn_09_civil_war(&mut ev));
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::CivilWarBattle { .. })),
        EventKind::CivilWarBattle {
            result: BattleOutcome::Defeat,
            senate_legions_lost: 1,
            rebel_legions_lost: 0,
            ..
        }
    ));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::DefeatedByRebel { .. }, .. }
            if *senator == commander
    )));
    assert_eq!(g.legions, 0);
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelWins {
                rebel,
                faction: f(0),
                condition: RebelWin::DefeatedTheSenate
            }
        }
    );
}

/// VIC-04 (1) (LR 1.11.36): no Army of the Senate faced the Rebel in the Combat Phase: he wins.
#[test]
fn vic_04_the_senate_failing_to_attack_makes_the_rebel_win() {
    let (mut g, r, _) = civil_war(84, 2, 4);
    let rebel = g.senators[r].id();
    let mut ev = Vec::new();
    assert!(g.rvn_09_civil_war(&mut ev));
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::RebelNotAttacked { .. }))
    );
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelWins {
                rebel,
                faction: f(0),
                condition: RebelWin::SenateDidNotAttack
            }
        }
    );
}

/// RVN-09: the GM's proposal with a Rebel marching on Rome sends the first possible commander
/// with every Legion in Rome.
#[test]
fn rvn_09_gm_proposes_an_army_against_the_rebel() {
    let (g, _, c) = civil_war(85, 2, 5);
    assert_eq!(
        g.gm_civil_war_proposals(),
        vec![Proposal::AttackRebel {
            commander: g.senators[c].id(),
            legions: 5,
            veterans: Vec::new(),
        }]
    );
}

/// RVN-08 / REV-15: the public view says who is in revolt and who is held captive (both are
/// public on the board), so that a player's order reader or a bot need not guess.
#[test]
fn rvn_08_rev_15_the_view_shows_rebels_and_captives() {
    let (mut g, rebel, consul) = civil_war(5, 3, 2);
    let captive = of(&g, 2)[0];
    g.captives.push(crate::state::Captive {
        senator: g.senators[captive].id(),
        war: "punic-1".into(),
    });
    let v = g.view(Viewer::Public);
    let find = |i: usize| {
        let id = g.senators[i].id();
        v.factions
            .iter()
            .flat_map(|f| f.senators.iter())
            .find(|s| s.id == id)
            .cloned()
            .unwrap_or_else(|| panic!("senator {id:?} not in the view"))
    };
    assert!(find(rebel).rebel && !find(rebel).captive);
    assert!(find(captive).captive && !find(captive).rebel);
    assert!(!find(consul).rebel && !find(consul).captive);
}
