//! Combat Phase scenarios (COM-*, TD-08, TD-10, POP-01) with fixed dice and chits.

use super::*;
use crate::combat::{Losses, Outcome, crt};
use crate::state::{Captive, EventInPlay, Force, LeaderInPlay};

/// Manlius (family 6, Military 3) is the Rome Consul and commands.
const MANLIUS: u8 = 6;

/// A game after setup (turn 1) with nothing pending: the Rome Consul is Manlius (MIL 3), away
/// from Rome with a force of `legions` Legions and `fleets` Fleets against `war`, which is the
/// only Active War. Unrest is 3.
fn at_war(war: &str, legions: u32, fleets: u32) -> Game {
    let (mut g, _) = new_game(3, 21);
    to_revenue(&mut g);
    g.pending = None;
    let ci = consul(&g);
    if g.senators[ci].family != MANLIUS {
        let old = g.senators[ci].family;
        rig_family(&mut g, old, MANLIUS);
    }
    g.inactive_wars.clear();
    g.active_wars = vec![war.to_string()];
    // The war card is in the Forum, not also in the deck.
    g.deck.retain(|c| *c != DeckCard::War(war.to_string()));
    g.unrest = 3;
    g.legions = legions + 2;
    g.fleets = fleets;
    send(&mut g, MANLIUS, war, legions, fleets, 0);
    g
}

/// Send family `fam` (in Rome) against `war` with units (test helper; the Senate does it).
fn send(g: &mut Game, fam: u8, war: &str, legions: u32, fleets: u32, dispatched: u32) {
    let i = idx(g, fam);
    g.senators[i].in_rome = false;
    let id = g.senators[i].id();
    g.forces.push(Force {
        commander: Some(id),
        master_of_horse: None,
        war: war.to_string(),
        legions,
        veterans: Vec::new(),
        fleets,
        dispatched,
        sent_turn: g.turn,
    });
}

fn idx(g: &Game, fam: u8) -> usize {
    g.senators.iter().position(|s| s.family == fam).unwrap()
}

/// The Combat Phase; the COM-05 round (a naval battle first), if asked, takes its Default
/// Moves (the Commanders go on to the land battle).
fn combat(g: &mut Game) -> Vec<Event> {
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    if g.open_decisions()
        .iter()
        .any(|d| d.kind == DecisionKind::Choice)
    {
        ev.extend(g.resolve(true));
    }
    ev
}

/// COM-05: the Commander's faction is asked before the battles; NO LAND BATTLE stops him after
/// the naval Victory (his Force stays on the war); the engine went on.
#[test]
fn com_05_the_commander_may_stop_after_the_naval_victory() {
    use crate::api::{ChoiceAbout, ChoiceOption};
    let mut g = at_war("punic-1", 10, 10);
    let treasury = g.state_treasury;
    g.script_dice(vec![6, 4, 2, 6, 6, 4]);
    g.script_chits(blanks(10));
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert!(battles(&ev).is_empty(), "no battle before the answer");
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
        .expect("COM-05: the Commander's faction is asked");
    let m = g.senators[idx(&g, MANLIUS)].id();
    assert_eq!(d.owner, g.senators[idx(&g, MANLIUS)].faction.unwrap());
    assert_eq!(
        d.default,
        Answer::Choice {
            about: ChoiceAbout::LandAfterNaval {
                commander: m.clone(),
                war: "punic-1".into()
            },
            pick: ChoiceOption::LandBattle
        }
    );
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about: ChoiceAbout::LandAfterNaval {
                commander: m,
                war: "punic-1".into(),
            },
            pick: ChoiceOption::NoLandBattle,
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    let b = battles(&ev);
    assert_eq!(
        b.len(),
        1,
        "the naval battle only: {:#?}",
        ev.iter().map(|e| &e.kind).collect::<Vec<_>>()
    );
    assert_eq!(b[0].4.as_str(), "Victory");
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::BattleNotFought {
            reason: crate::NoBattle::CommanderStops,
            ..
        }
    )));
    assert_eq!(g.naval_victories, vec!["punic-1".to_string()]);
    assert_eq!(
        g.active_wars,
        vec!["punic-1".to_string()],
        "the war goes on"
    );
    assert_eq!(
        g.state_treasury, treasury,
        "no spoils without the land victory"
    );
    assert_eq!(g.forces.len(), 1, "the Force stays on the war");
    assert_eq!(g.forces[0].war, "punic-1");
}

fn battles(ev: &[Event]) -> Vec<(String, i32, i32, i32, String, u32, u32)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::Battle {
                war,
                roman_strength,
                war_strength,
                total,
                result,
                legions_lost,
                fleets_lost,
                ..
            } => Some((
                war.0.clone(),
                *roman_strength,
                *war_strength,
                *total,
                result.name().to_string(),
                *legions_lost,
                *fleets_lost,
            )),
            _ => None,
        })
        .collect()
}

fn blanks(n: usize) -> Vec<String> {
    vec!["none".to_string(); n]
}

/// The Combat Results Table as printed on the board (reference/vg-print/board-tables.txt,
/// "Combat Results Table"), row by row as text: independent of the `CRT` constant in the code.
const BOARD_CRT: &[(&str, &str, &str)] = &[
    ("≤ 3", "Defeat", "All"),
    ("4", "Defeat", "4 Legions and 4 Fleets"),
    ("5", "Defeat", "3 Legions and 3 Fleets"),
    ("6", "Defeat", "2 Legions and 2 Fleets"),
    ("7", "Defeat", "1 Legion and 1 Fleet"),
    ("8", "Stalemate", "5 Legions and 5 Fleets"),
    ("9", "Stalemate", "4 Legions and 4 Fleets"),
    ("10", "Stalemate", "3 Legions and 3 Fleets"),
    ("11", "Stalemate", "2 Legions and 2 Fleets"),
    ("12", "Stalemate", "1 Legion and 1 Fleet"),
    ("13", "Stalemate", "No Losses"),
    ("14", "Victory", "4 Legions and 4 Fleets"),
    ("15", "Victory", "3 Legions and 3 Fleets"),
    ("16", "Victory", "2 Legions and 2 Fleets"),
    ("17", "Victory", "1 Legion and 1 Fleet"),
    ("≥ 18", "Victory", "No Losses"),
];

/// The board's row for a modified total.
fn board_row(total: i32) -> (Outcome, Losses) {
    let row = BOARD_CRT
        .iter()
        .find(
            |(t, _, _)| match (t.strip_prefix("≤ "), t.strip_prefix("≥ ")) {
                (Some(max), _) => total <= max.parse::<i32>().unwrap(),
                (_, Some(min)) => total >= min.parse::<i32>().unwrap(),
                _ => total == t.parse::<i32>().unwrap(),
            },
        )
        .unwrap_or_else(|| panic!("no board row for {total}"));
    let outcome = match row.1 {
        "Defeat" => Outcome::Defeat,
        "Stalemate" => Outcome::Stalemate,
        "Victory" => Outcome::Victory,
        other => panic!("result {other}"),
    };
    let losses = match row.2 {
        "All" => Losses::All,
        "No Losses" => Losses::Units(0),
        text => {
            let n: u32 = text.split(' ').next().unwrap().parse().unwrap();
            // the same number of Legions and Fleets
            assert!(text.contains(&format!("and {n} Fleet")), "{text}");
            Losses::Units(n)
        }
    };
    (outcome, losses)
}

#[test]
fn com_06_crt_table_matches_the_board() {
    assert_eq!(BOARD_CRT.len(), 16, "every printed row");
    for total in -5..=30 {
        assert_eq!(crt(total), board_row(total), "modified total {total}");
    }
    // Living Rules 1.10 example (Marius): "A 12 on the Combat Results Table is a "Stalemate"
    // with a loss of 1 Legion and 1 Fleet."
    assert_eq!(crt(12), (Outcome::Stalemate, Losses::Units(1)));
    // 1.10.21 / 1.10.31: Disaster loses half, Standoff a quarter, fractions rounded up.
    assert_eq!(Losses::Half.of(5), 3);
    assert_eq!(Losses::Quarter.of(5), 2);
    assert_eq!(Losses::Units(4).of(2), 2);
}

/// Gallic War: land 10, D13, S15, Spoils 20, creates Gallia Cisalpina. 10 Legions + MIL 3 = 13;
/// 13 − 10 + 11 = 14: Victory, 4 Legions lost.
#[test]
fn com_12_crt_victory_with_fourteen_eliminates_war_pays_spoils_creates_province() {
    let mut g = at_war("gallic-1", 10, 0);
    let treasury = g.state_treasury;
    let (pop, inf) = {
        let s = &g.senators[idx(&g, MANLIUS)];
        (s.popularity, s.influence)
    };
    g.script_dice(vec![4, 4, 3]);
    g.script_chits(blanks(4));
    let ev = combat(&mut g);
    assert_eq!(
        battles(&ev),
        vec![("gallic-1".into(), 13, 10, 14, "Victory".into(), 4, 0)]
    );
    assert!(g.active_wars.is_empty());
    assert!(g.discard.contains(&DeckCard::War("gallic-1".into())));
    assert_eq!(g.state_treasury, treasury + 20);
    assert!(g.accounts().balanced());
    assert_eq!(g.unrest, 2, "COM-12: Unrest -1");
    assert_eq!(g.forum_provinces, vec!["gallia-cisalpina".to_string()]);
    let s = &g.senators[idx(&g, MANLIUS)];
    assert_eq!(
        s.popularity,
        pop + 5 - 2,
        "+5 for the victory, -2 for 4 legions"
    );
    assert_eq!(s.influence, inf + 5);
    assert_eq!(g.legions, 8);
    // The victorious force waits for the Revolution Phase with one new veteran (COM-13).
    assert_eq!(g.forces.len(), 1);
    assert_eq!(g.forces[0].legions, 6);
    assert_eq!(g.forces[0].veterans, vec![MANLIUS]);
    assert!(g.unprosecuted_wars.is_empty());
    assert_eq!(g.phase, Phase::Revolution);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::WarDefeated {
            spoils: 20,
            revolt: false,
            ..
        }
    )));
}

#[test]
fn com_07_disaster_halves_legions_raises_unrest_and_makes_proconsul() {
    let mut g = at_war("gallic-1", 10, 0);
    g.script_dice(vec![6, 4, 3]); // 13: the Gallic War's Disaster number
    g.script_chits(blanks(5));
    let ev = combat(&mut g);
    let b = battles(&ev);
    assert_eq!(b[0].4, "Disaster");
    assert_eq!(b[0].5, 5);
    assert_eq!(g.unrest, 4);
    assert_eq!(g.forces[0].legions, 5);
    assert!(
        g.forces[0].veterans.is_empty(),
        "no veteran after a Disaster"
    );
    let s = &g.senators[idx(&g, MANLIUS)];
    assert_eq!(s.offices, vec![Office::Proconsul], "COM-17");
    assert!(s.prior_consul);
    assert!(!s.in_rome);
    assert_eq!(g.active_wars, vec!["gallic-1".to_string()]);
    assert!(
        g.unprosecuted_wars.is_empty(),
        "COM-20: fought with legions left"
    );
}

#[test]
fn com_08_standoff_loses_a_quarter_and_makes_a_veteran() {
    let mut g = at_war("gallic-1", 10, 0);
    g.script_dice(vec![6, 5, 4]); // 15: Standoff
    g.script_chits(blanks(3));
    let ev = combat(&mut g);
    let b = battles(&ev);
    assert_eq!((b[0].4.as_str(), b[0].5), ("Standoff", 3));
    assert_eq!(g.unrest, 3);
    assert_eq!(g.forces[0].legions, 7);
    assert_eq!(g.forces[0].veterans, vec![MANLIUS]);
}

/// Each Disaster/Standoff number applies once per turn per war: a second commander rolling
/// the same 13 reads the CRT.
#[test]
fn com_07_disaster_number_applies_once_per_turn_per_war() {
    let mut g = at_war("gallic-1", 10, 0);
    let other = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.family != MANLIUS)
        .map(|s| s.family)
        .unwrap();
    g.legions += 10;
    send(&mut g, other, "gallic-1", 10, 0, 1);
    g.script_dice(vec![6, 4, 3, 6, 4, 3]);
    g.script_chits(blanks(20));
    let ev = combat(&mut g);
    let b = battles(&ev);
    assert_eq!(b[0].4, "Disaster");
    assert_ne!(b[1].4, "Disaster");
}

#[test]
fn com_09_scipio_nullifies_war_numbers_but_not_hannibal() {
    // Punic War 2: land 15, Fleet Support 5, D10, S11/15; Hannibal +7, D9, S16.
    let mut g = at_war("punic-2", 10, 5);
    let i = idx(&g, MANLIUS);
    g.senators[i].statesman = Some("1A".into());
    g.script_dice(vec![5, 3, 2]); // 10: the war's Disaster, nullified by Scipio
    g.script_chits(blanks(10));
    let ev = combat(&mut g);
    let b = battles(&ev);
    // 10 legions + MIL 5 = 15 vs 15: 10 → Stalemate, 3 and 3 lost.
    assert_eq!(b[0].4, "Stalemate");
    assert_eq!((b[0].5, b[0].6), (3, 3));

    let mut g = at_war("punic-2", 10, 5);
    let i = idx(&g, MANLIUS);
    g.senators[i].statesman = Some("1A".into());
    g.leaders.push(LeaderInPlay {
        leader: "hannibal".into(),
        war: "punic-2".into(),
    });
    g.script_dice(vec![4, 3, 2]); // 9: Hannibal's Disaster number, never nullified
    g.script_chits(blanks(10));
    let ev = combat(&mut g);
    let b = battles(&ev);
    assert_eq!(b[0].2, 22, "war strength 15 + Hannibal 7");
    assert_eq!(b[0].4, "Disaster");
}

#[test]
fn com_09_fabius_halves_losses_rounded_up() {
    let mut g = at_war("gallic-1", 10, 0);
    let i = idx(&g, MANLIUS);
    g.senators[i].statesman = Some("2A".into()); // MIL 5
    g.script_dice(vec![6, 4, 3]); // Disaster: 5 legions, halved → 3
    g.script_chits(blanks(3));
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].5, 3);
    assert_eq!(g.forces[0].legions, 7);
}

#[test]
fn com_10_defeat_kills_commander_raises_unrest_survivors_stay() {
    let mut g = at_war("gallic-1", 10, 0);
    let id = g.senators[idx(&g, MANLIUS)].id();
    g.script_dice(vec![1, 1, 2]); // 13 - 10 + 4 = 7: Defeat, 1 lost
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].4, "Defeat");
    assert_eq!(g.unrest, 5);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenatorDied { senator, .. } if *senator == id))
    );
    assert_eq!(g.forces.len(), 1);
    assert_eq!(g.forces[0].commander, None);
    assert_eq!(g.forces[0].legions, 9);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::ChitDrawn { .. }))
    );
}

#[test]
fn com_10_defeat_kills_dictator_and_master_of_horse() {
    // Punic War 2: land 15 (D10, S11/15); 1+1+1 always gives a Defeat.
    let mut g = at_war("punic-2", 10, 5);
    let moh_fam = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.family != MANLIUS)
        .map(|s| s.family)
        .unwrap();
    let ci = idx(&g, MANLIUS);
    g.senators[ci].offices = vec![Office::Dictator];
    let mi = idx(&g, moh_fam);
    g.senators[mi].offices = vec![Office::MasterOfHorse];
    g.senators[mi].in_rome = false;
    let moh_mil = i32::from(g.senators[mi].military(data()));
    let moh_id = g.senators[mi].id();
    g.forces[0].master_of_horse = Some(moh_id.clone());
    g.script_dice(vec![1, 1, 1]);
    let ev = combat(&mut g);
    let b = battles(&ev);
    assert_eq!(
        b[0].1,
        10 + (3 + moh_mil).min(10),
        "COM-04: + MoH MIL for a Dictator"
    );
    assert_eq!(b[0].4, "Defeat");
    assert!(
        ev.iter().any(
            |e| matches!(&e.kind, EventKind::SenatorDied { senator, .. } if *senator == moh_id)
        )
    );
}

/// COM-11 and COM-17: a stalemate makes the surviving commander a Proconsul.
#[test]
fn com_11_stalemate_keeps_force_and_commander_becomes_proconsul() {
    let mut g = at_war("gallic-1", 10, 0);
    g.script_dice(vec![3, 3, 3]); // 12: Stalemate, 1 lost
    g.script_chits(blanks(1));
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].4, "Stalemate");
    assert_eq!(g.unrest, 3);
    assert_eq!(g.forces[0].legions, 9);
    assert_eq!(g.forces[0].veterans, vec![MANLIUS]);
    let s = &g.senators[idx(&g, MANLIUS)];
    assert_eq!(s.offices, vec![Office::Proconsul]);
}

#[test]
fn com_13_veterans_count_double() {
    let mut g = at_war("gallic-1", 6, 0);
    g.forces[0].veterans = vec![MANLIUS, MANLIUS];
    g.script_dice(vec![6, 6, 6]);
    g.script_chits(blanks(0));
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].1, 8 + 3);
}

#[test]
fn com_14_commander_loses_one_popularity_per_two_legions() {
    let mut g = at_war("gallic-1", 10, 0);
    let i = idx(&g, MANLIUS);
    g.senators[i].popularity = 0;
    g.script_dice(vec![1, 2, 4]); // 7: total 10, Stalemate, 3 lost
    g.script_chits(blanks(3));
    combat(&mut g);
    assert_eq!(g.senators[idx(&g, MANLIUS)].popularity, -1);
}

#[test]
fn com_15_commander_killed_when_his_chit_is_drawn() {
    let mut g = at_war("gallic-1", 10, 0);
    g.script_dice(vec![1, 2, 4]); // Stalemate, 3 lost
    g.script_chits(vec![MANLIUS.to_string(), "none".into(), "none".into()]);
    let ev = combat(&mut g);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenatorDied { .. }))
    );
    assert_eq!(
        g.forces[0].commander, None,
        "kill_senator clears the command"
    );
    assert!(g.captives.is_empty());
}

#[test]
fn com_15_capture_when_his_chit_is_the_last_of_several() {
    let mut g = at_war("gallic-1", 10, 0);
    let id = g.senators[idx(&g, MANLIUS)].id();
    g.script_dice(vec![1, 2, 4]); // Stalemate, 3 lost
    g.script_chits(vec!["none".into(), "none".into(), MANLIUS.to_string()]);
    let ev = combat(&mut g);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::Captured { .. }))
    );
    assert_eq!(
        g.captives,
        vec![Captive {
            senator: id.clone(),
            war: "gallic-1".into()
        }]
    );
    assert_eq!(g.forces[0].commander, None);
    let s = &g.senators[idx(&g, MANLIUS)];
    assert!(!s.in_rome);
    assert!(
        s.offices.contains(&Office::RomeConsul),
        "a captive keeps his office"
    );
    let v = g.view(Viewer::Public);
    assert_eq!(v.military.captives.len(), 1);
    assert_eq!(v.military.forces_away.len(), 1);
}

#[test]
fn com_16_captive_earns_no_revenue_and_dies_when_war_is_defeated() {
    let mut g = at_war("gallic-1", 10, 0);
    let f = g.senators[idx(&g, MANLIUS)].faction.unwrap();
    let (before, _) = g.rev_04_personal_revenue(f);
    let id = g.senators[idx(&g, MANLIUS)].id();
    g.captives.push(Captive {
        senator: id.clone(),
        war: "gallic-1".into(),
    });
    let (after, _) = g.rev_04_personal_revenue(f);
    assert!(after < before);
    // Another commander defeats the war: the captive is killed.
    g.forces.clear();
    let other = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.family != MANLIUS)
        .map(|s| s.family)
        .unwrap();
    send(&mut g, other, "gallic-1", 10, 0, 0);
    g.script_dice(vec![6, 6, 6]);
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].4, "Victory");
    assert!(g.captives.is_empty());
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenatorDied { senator, .. } if *senator == id))
    );
}

#[test]
fn com_04_evil_omens_lower_the_total() {
    let mut g = at_war("gallic-1", 10, 0);
    g.events_in_play.push(EventInPlay {
        key: "evil-omens".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    g.script_dice(vec![6, 5, 1]); // 12: 13 - 10 + 12 - 1 = 14
    g.script_chits(blanks(4));
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].3, 14);
}

#[test]
fn com_04_ally_deserts_strengthens_war_on_even_roll() {
    let mut g = at_war("gallic-1", 10, 0);
    g.events_in_play.push(EventInPlay {
        key: "ally-deserts".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    g.script_dice(vec![6, 4, 2]); // even 12, black die 6: war 16; 13 - 16 + 12 = 9
    g.script_chits(blanks(4));
    let ev = combat(&mut g);
    let b = battles(&ev);
    assert_eq!((b[0].2, b[0].3), (16, 9));
    assert_eq!(b[0].4, "Stalemate");
}

#[test]
fn com_04_no_land_battle_without_fleet_support() {
    let mut g = at_war("punic-2", 10, 2);
    let ev = combat(&mut g);
    assert!(battles(&ev).is_empty());
    assert_eq!(g.unprosecuted_wars, vec!["punic-2".to_string()]);
}

/// 1st Punic War: land 10, Fleet Support 5, fleet 10, D13, S11/14, Spoils 35.
#[test]
fn com_05_naval_battle_first_then_land_battle_same_turn() {
    let mut g = at_war("punic-1", 10, 10);
    let treasury = g.state_treasury;
    g.script_dice(vec![6, 4, 2, 6, 6, 4]);
    g.script_chits(blanks(10));
    let ev = combat(&mut g);
    let b = battles(&ev);
    assert_eq!(b.len(), 2);
    assert_eq!(b[0].3, 15, "naval: 10 fleets + 3 - 10 + 12");
    assert_eq!((b[0].4.as_str(), b[0].5, b[0].6), ("Victory", 3, 3));
    assert_eq!(b[1].1, 10, "land: 7 legions + 3");
    assert_eq!((b[1].3, b[1].4.as_str()), (16, "Victory"));
    assert_eq!(g.unrest, 1, "two victories");
    assert_eq!(
        g.state_treasury,
        treasury + 35,
        "spoils for the land victory only"
    );
    assert!(g.accounts().balanced());
    assert_eq!(
        g.forum_provinces,
        vec!["sicilia".to_string(), "sardinia-et-corsica".to_string()]
    );
    assert!(
        g.naval_victories.is_empty(),
        "the marker leaves with the war"
    );
}

#[test]
fn com_05_fleet_only_force_returns_after_naval_victory() {
    let mut g = at_war("punic-1", 0, 10);
    g.script_dice(vec![6, 6, 6]);
    let ev = combat(&mut g);
    assert_eq!(battles(&ev).len(), 1);
    assert_eq!(g.naval_victories, vec!["punic-1".to_string()]);
    assert!(g.forces.is_empty());
    assert!(g.senators[idx(&g, MANLIUS)].in_rome);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ForcesReturned { .. }))
    );
    assert!(
        g.unprosecuted_wars.is_empty(),
        "a naval victory marker prosecutes"
    );
}

#[test]
fn com_03_wars_fought_in_dispatch_order() {
    let mut g = at_war("gallic-1", 10, 0);
    g.forces[0].dispatched = 1;
    g.active_wars.push("syrian".into());
    let other = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.family != MANLIUS)
        .map(|s| s.family)
        .unwrap();
    g.legions += 10;
    g.fleets += 2;
    send(&mut g, other, "syrian", 10, 2, 0);
    g.script_dice(vec![6, 6, 6, 6, 6, 6]);
    let ev = combat(&mut g);
    let order: Vec<String> = battles(&ev).into_iter().map(|b| b.0).collect();
    assert_eq!(order, vec!["syrian".to_string(), "gallic-1".to_string()]);
}

#[test]
fn com_12_other_commanders_on_a_won_war_return_to_rome() {
    let mut g = at_war("gallic-1", 10, 0);
    let other = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.family != MANLIUS)
        .map(|s| s.family)
        .unwrap();
    g.legions += 4;
    send(&mut g, other, "gallic-1", 4, 0, 1);
    g.script_dice(vec![6, 6, 6]);
    let ev = combat(&mut g);
    assert_eq!(battles(&ev).len(), 1);
    assert_eq!(g.forces.len(), 1, "only the victor's force stays");
    assert!(g.senators[idx(&g, other)].in_rome);
}

#[test]
fn td_08_last_illyrian_war_defeated_turns_earlier_into_revolt() {
    let mut g = at_war("illyrian-2", 10, 2);
    g.active_wars.push("illyrian-1".into());
    g.script_dice(vec![6, 6, 6]);
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].4, "Victory");
    assert_eq!(g.revolts, vec!["illyrian-1".to_string()]);
    assert!(
        g.forum_provinces.is_empty(),
        "Illyricum needs the whole series defeated"
    );
}

#[test]
fn td_08_revolt_yields_no_spoils() {
    let mut g = at_war("gallic-1", 10, 0);
    g.revolts = vec!["gallic-1".into()];
    let treasury = g.state_treasury;
    g.script_dice(vec![6, 6, 6]);
    let ev = combat(&mut g);
    assert_eq!(g.state_treasury, treasury);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::WarDefeated {
            spoils: 0,
            revolt: true,
            ..
        }
    )));
    assert!(g.revolts.is_empty());
    assert!(g.accounts().balanced());
}

#[test]
fn td_10_leader_leaves_play_when_every_war_he_matches_is_gone() {
    let mut g = at_war("syrian", 10, 2);
    g.leaders.push(LeaderInPlay {
        leader: "antiochus-iii".into(),
        war: "syrian".into(),
    });
    g.script_dice(vec![6, 6, 6]); // 13 - 11 + 18 = 20
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].4, "Victory");
    assert!(g.leaders.is_empty());
    assert!(
        g.removed
            .contains(&DeckCard::Leader("antiochus-iii".into())),
        "every war he matches is gone: out of play"
    );
}

#[test]
fn com_19_rhodian_fleets_leave_when_the_fleet_war_is_defeated() {
    let mut g = at_war("punic-1", 10, 10);
    g.events_in_play.push(EventInPlay {
        key: "rhodian-alliance".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    g.script_dice(vec![6, 4, 2, 6, 6, 4]);
    g.script_chits(blanks(10));
    combat(&mut g);
    assert!(g.events_in_play.is_empty());
}

/// COM-20 (LR 1.10.9): a war drawn this turn and left unfought goes to the Unprosecuted spaces at
/// the end of this turn's Combat Phase, and adds its +1 Unrest from the next Population Phase on.
#[test]
fn com_20_a_war_drawn_this_turn_and_unfought_is_unprosecuted_at_the_end_of_combat() {
    let mut g = at_war("gallic-1", 10, 0);
    g.forces.clear();
    g.active_wars.push("syrian".into());
    g.wars_drawn.push(("syrian".into(), g.turn));
    assert!(
        g.unprosecuted_wars.is_empty(),
        "not Unprosecuted before Combat"
    );
    let ev = combat(&mut g);
    let listed = ev.iter().find_map(|e| match &e.kind {
        EventKind::UnprosecutedWars { wars, .. } => Some(wars.clone()),
        _ => None,
    });
    assert_eq!(
        listed.map(|w| w.len()),
        Some(2),
        "the public list names both"
    );
    assert_eq!(
        g.unprosecuted_wars,
        vec!["gallic-1".to_string(), "syrian".to_string()]
    );
    let before = g.unrest;
    let mut ev = Vec::new();
    g.pop_01_unrest(&mut ev);
    assert_eq!(
        g.unrest,
        before + 2,
        "both add +1 in the next Population Phase"
    );
}

#[test]
fn pop_01_unprosecuted_war_adds_unrest() {
    let mut g = at_war("gallic-1", 10, 0);
    g.forces.clear();
    combat(&mut g);
    let before = g.unrest;
    let mut ev = Vec::new();
    g.pop_01_unrest(&mut ev);
    assert_eq!(g.unrest, before + 1);
}

/// COM-21 / VIC-02: four Active Wars at the end of the Combat Phase: everyone loses.
#[test]
fn com_21_four_active_wars_everyone_loses() {
    let mut g = at_war("gallic-1", 10, 0);
    g.forces.clear();
    g.active_wars = vec![
        "gallic-1".into(),
        "syrian".into(),
        "punic-1".into(),
        "macedonian-1".into(),
    ];
    let ev = combat(&mut g);
    assert!(matches!(g.status(), GameStatus::Finished { .. }));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::GameOver {
            ending: Ending::FourActiveWars { .. },
            ..
        }
    )));
}

#[test]
fn com_12_no_secret_in_public_combat_events() {
    let mut g = at_war("gallic-1", 10, 0);
    g.script_dice(vec![4, 4, 3]);
    g.script_chits(blanks(4));
    let ev = combat(&mut g);
    for k in public_kinds(&ev) {
        assert!(!matches!(
            k,
            EventKind::IncomeCollected { .. } | EventKind::HandDealt { .. }
        ));
    }
}

/// COM-04: a naval battle, then the war defeated with its Spoils, as typed events (render's own
/// tests word them).
#[test]
fn com_04_battle_events_are_typed() {
    let mut g = at_war("punic-1", 10, 10);
    g.script_dice(vec![6, 4, 2, 6, 6, 4]);
    g.script_chits(blanks(10));
    let ev = combat(&mut g);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::Battle { naval: true, .. })),
        "a naval battle: {ev:?}"
    );
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::WarDefeated {
                war,
                spoils: 35,
                revolt: false,
                ..
            } if war == "punic-1"
        )),
        "the war defeated, Spoils 35T: {ev:?}"
    );
}

/// COM-09 (card:statesman-29b/1-2): Lucullus commanding, the Disaster's losses are nullified;
/// the war counts as Unprosecuted (COM-20) and he comes home, with his Force, when the next
/// Senate Phase closes (the next Combat Phase opens).
#[test]
fn com_09_lucullus_nullifies_disaster_losses_and_is_recalled_after_the_next_senate() {
    use crate::api::{ReturnReason, UnprosecutedWhy};
    let mut g = at_war("gallic-1", 10, 0);
    let i = idx(&g, MANLIUS);
    g.senators[i].statesman = Some("29B".into());
    let lucullus = g.senators[i].id();
    g.forces[0].commander = Some(lucullus.clone());
    let unrest = g.unrest;
    // 6 + 4 + 3 = 13: the 1st Gallic War's Disaster number.
    g.script_dice(vec![6, 4, 3]);
    g.script_chits(blanks(10));
    let ev = combat(&mut g);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::LossesVoided { senator, war, result: Outcome::Disaster }
                if *senator == lucullus && war == "gallic-1"
        )),
        "the losses nullified: {ev:?}"
    );
    let b = battles(&ev);
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].4.as_str(), "Disaster");
    assert_eq!((b[0].5, b[0].6), (0, 0), "no Legion lost");
    assert_eq!(g.forces[0].legions, 10);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::UnprosecutedWars { wars, why }
            if wars.iter().any(|w| w == "gallic-1") && why.contains(&UnprosecutedWhy::LossesVoided)
    )));
    // The Disaster's Unrest +1, and the war Unprosecuted.
    assert!(g.unrest > unrest);
    assert!(g.senators[i].offices.contains(&Office::Proconsul));
    assert!(!g.senators[i].in_rome);
    // The next turn's Combat Phase opens (the Senate Phase closed): he is recalled first.
    g.pending = None;
    g.script_chits(blanks(10));
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::ForcesReturned { commander: Some(c), reason: ReturnReason::LossesVoided, legions: 10, .. }
                if *c == lucullus
        )),
        "recalled: {ev:?}"
    );
    assert!(g.senators[i].in_rome);
    assert!(!g.senators[i].offices.contains(&Office::Proconsul));
    assert!(battles(&ev).is_empty());
}

/// COM-04 (card:statesman-30a/2): Pompey's MIL is rolled (1d6+1) before the battle and counts
/// in the Roman strength; card:statesman-30a/1: his Popularity loss for the Legions lost
/// (COM-14) and his gain as victor (COM-12) are doubled.
#[test]
fn com_04_pompey_rolls_his_military_before_the_battle_and_his_popularity_changes_double() {
    let mut g = at_war("gallic-1", 10, 0);
    let i = idx(&g, MANLIUS);
    g.senators[i].statesman = Some("30A".into());
    g.senators[i].popularity = 0;
    let pompey = g.senators[i].id();
    g.forces[0].commander = Some(pompey.clone());
    // His die 3 (MIL 4), then the battle 4 + 4 + 3 = 11: 10 + 4 - 10 + 11 = 15, Victory, 3 lost.
    g.script_dice(vec![3, 4, 4, 3]);
    g.script_chits(blanks(10));
    let ev = combat(&mut g);
    let rolled = ev
        .iter()
        .position(|e| matches!(&e.kind, EventKind::MilitaryRolled { senator, military: 4 } if *senator == pompey))
        .expect("his MIL rolled");
    let battle = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::Battle { .. }))
        .expect("a battle");
    assert!(rolled < battle, "rolled before the battle");
    let b = battles(&ev);
    assert_eq!((b[0].1, b[0].2, b[0].3), (14, 10, 15));
    assert_eq!(b[0].4.as_str(), "Victory");
    let doubled: Vec<(i32, i32)> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::PopularityDoubled {
                senator,
                printed,
                applied,
            } if *senator == pompey => Some((*printed, *applied)),
            _ => None,
        })
        .collect();
    assert_eq!(doubled, vec![(-1, -2), (5, 10)]);
    assert_eq!(g.senators[i].popularity, 8);
}

/// COM-04 (card:statesman-30a/3, LR 1.13.3): outside a battle Pompey's MIL is 2: the Minimum
/// Force of SEN-44 counts it (a Force of 8 Legions under him is not weaker than a war of 10).
#[test]
fn com_04_pompey_counts_military_two_for_the_minimum_force() {
    let mut g = at_war("gallic-1", 10, 0);
    let i = idx(&g, MANLIUS);
    g.senators[i].statesman = Some("30A".into());
    assert_eq!(g.planning_military(i), 2);
    g.forces.clear();
    g.senators[i].in_rome = true;
    let p = |legions| crate::api::Proposal::Deploy {
        commander: g.senators[i].id(),
        war: "gallic-1".into(),
        legions,
        fleets: 0,
        veterans: Vec::new(),
    };
    assert!(!g.deploy_is_weak(&p(8)), "8 + 2 = 10");
    assert!(g.deploy_is_weak(&p(7)), "7 + 2 = 9");
}

/// Random battles (unscripted dice and chits) never break the invariants: talents conserved,
/// units away counted in Rome's totals, veterans a subset of legions, captives away from Rome.
#[test]
fn com_random_battles_keep_invariants() {
    let wars = [
        "gallic-1",
        "punic-1",
        "punic-2",
        "syrian",
        "macedonian-1",
        "illyrian-1",
    ];
    for b in 0..48u8 {
        let (mut g, _) = new_game(3 + usize::from(b % 4), b);
        to_revenue(&mut g);
        g.pending = None;
        let war = wars[usize::from(b) % wars.len()];
        g.inactive_wars.clear();
        g.active_wars = vec![war.to_string()];
        if b % 3 == 0 {
            g.active_wars.push("syrian".into());
        }
        let aligned: Vec<u8> = g
            .senators
            .iter()
            .filter(|s| s.faction.is_some())
            .map(|s| s.family)
            .take(2)
            .collect();
        let (l, f) = (u32::from(b % 11), u32::from(b % 13));
        g.legions = 2 * l + 3;
        g.fleets = 2 * f;
        for (k, fam) in aligned.iter().enumerate() {
            let target = g.active_wars[k % g.active_wars.len()].clone();
            send(&mut g, *fam, &target, l, f, u32::try_from(k).unwrap());
        }
        let mut ev = Vec::new();
        g.start_combat(&mut ev);
        assert!(g.accounts().balanced(), "seed {b}");
        let away: u32 = g.forces.iter().map(|x| x.legions).sum();
        let away_f: u32 = g.forces.iter().map(|x| x.fleets).sum();
        assert!(away <= g.legions && away_f <= g.fleets, "seed {b}");
        for x in &g.forces {
            assert!(
                x.veterans.len() <= usize::try_from(x.legions).unwrap(),
                "seed {b}"
            );
        }
        for c in &g.captives {
            let i = g.find_senator(&c.senator).expect("captive in play");
            assert!(!g.senators[i].in_rome, "seed {b}");
        }
        assert!(g.unrest >= 0);
        assert!(g.same_id_violations().is_empty());
    }
}

#[test]
fn com_03_simultaneous_dispatch_ordered_by_2d6() {
    let mut g = at_war("gallic-1", 10, 0);
    g.active_wars.push("syrian".into());
    let other = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.family != MANLIUS)
        .map(|s| s.family)
        .unwrap();
    g.legions += 10;
    g.fleets += 2;
    send(&mut g, other, "syrian", 10, 2, 0);
    // Tie rolls: Gallic 2, Syrian 12; then both battles roll 18.
    g.script_dice(vec![1, 1, 6, 6, 6, 6, 6, 6, 6, 6]);
    let ev = combat(&mut g);
    let order: Vec<String> = battles(&ev).into_iter().map(|b| b.0).collect();
    assert_eq!(order, vec!["syrian".to_string(), "gallic-1".to_string()]);
}

#[test]
fn com_17_dictator_proconsul_master_of_horse_returns_with_office() {
    let mut g = at_war("gallic-1", 10, 0);
    let moh_fam = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.family != MANLIUS)
        .map(|s| s.family)
        .unwrap();
    let ci = idx(&g, MANLIUS);
    g.senators[ci].offices = vec![Office::Dictator];
    let mi = idx(&g, moh_fam);
    g.senators[mi].offices = vec![Office::MasterOfHorse];
    g.senators[mi].in_rome = false;
    let moh_id = g.senators[mi].id();
    g.forces[0].master_of_horse = Some(moh_id);
    g.script_dice(vec![6, 5, 4]); // 15: Standoff, 3 lost
    g.script_chits(blanks(3));
    combat(&mut g);
    let d = &g.senators[idx(&g, MANLIUS)];
    assert_eq!(d.offices, vec![Office::Proconsul]);
    let m = &g.senators[idx(&g, moh_fam)];
    assert!(m.in_rome);
    assert_eq!(m.offices, vec![Office::MasterOfHorse]);
    assert_eq!(g.forces[0].master_of_horse, None);
}

#[test]
fn com_13_caesar_makes_two_veterans() {
    let mut g = at_war("gallic-1", 10, 0);
    let i = idx(&g, MANLIUS);
    g.senators[i].statesman = Some("4A".into());
    g.script_dice(vec![6, 6, 6]);
    combat(&mut g);
    assert_eq!(g.forces[0].veterans, vec![MANLIUS, MANLIUS]);
}

/// COM-12 with REV-02 / FOR-22: a Victory over a Province in revolt yields no Spoils, does not
/// discard a card and returns the Province to the Forum.
#[test]
fn com_12_defeating_a_province_revolt_returns_the_province_to_the_forum() {
    let mut g = at_war("revolt-sicilia", 10, 0);
    g.revolts.push("revolt-sicilia".into());
    let treasury = g.state_treasury;
    g.script_dice(vec![6, 6, 6]);
    g.script_chits(blanks(4));
    let ev = combat(&mut g);
    assert_eq!(battles(&ev)[0].4, "Victory");
    assert!(g.active_wars.is_empty());
    assert!(g.revolts.is_empty());
    assert!(!g.discard.contains(&DeckCard::War("revolt-sicilia".into())));
    assert_eq!(g.forum_provinces, vec!["sicilia".to_string()]);
    assert_eq!(g.state_treasury, treasury, "a Revolt yields no Spoils");
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::WarDefeated {
            spoils: 0,
            revolt: true,
            ..
        }
    )));
    assert!(g.accounts().balanced());
}

/// COM-03: two Commanders of different factions on one war: Manlius (10 Legions, sent first)
/// and another faction's Senator (4 Legions, sent second). Each faction is asked the order;
/// `reverse`: (Manlius' faction names the other first?, the other faction does?). Returns the
/// Roman strength of the first battle (Manlius: 10 Legions + Military 3 = 13; the other at most
/// 8) and the events.
fn com_03_two_commanders(reverse: (bool, bool), dice: Vec<u8>) -> (i32, Vec<Event>) {
    use crate::api::{ChoiceAbout, ChoiceOption};
    let mut g = at_war("gallic-1", 10, 0);
    let mf = g.senators[idx(&g, MANLIUS)].faction.unwrap();
    let other = g
        .senators
        .iter()
        .find(|s| s.faction.is_some() && s.faction != Some(mf))
        .map(|s| s.family)
        .unwrap();
    g.legions += 4;
    send(&mut g, other, "gallic-1", 4, 0, 1);
    let m = g.senators[idx(&g, MANLIUS)].id();
    let o = g.senators[idx(&g, other)].id();
    let of = g.senators[idx(&g, other)].faction.unwrap();
    g.script_dice(dice);
    g.script_chits(blanks(10));
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert!(battles(&ev).is_empty(), "no battle before the answers");
    let asked: Vec<_> = g
        .open_decisions()
        .into_iter()
        .filter(|d| {
            matches!(
                &d.options,
                DecisionOptions::Choice {
                    about: ChoiceAbout::AttackOrder { .. },
                    ..
                }
            )
        })
        .collect();
    assert_eq!(asked.len(), 2, "COM-03: each Commander's faction is asked");
    for d in asked {
        assert_eq!(
            d.default,
            Answer::Choice {
                about: ChoiceAbout::AttackOrder {
                    war: "gallic-1".into()
                },
                pick: ChoiceOption::Commanders {
                    order: vec![m.clone(), o.clone()]
                }
            },
            "Default Move: the dispatch order"
        );
        let rev = if d.owner == mf { reverse.0 } else { reverse.1 };
        assert!(d.owner == mf || d.owner == of);
        let order = if rev {
            vec![o.clone(), m.clone()]
        } else {
            vec![m.clone(), o.clone()]
        };
        g.submit(
            d.owner,
            &d.id,
            Answer::Choice {
                about: ChoiceAbout::AttackOrder {
                    war: "gallic-1".into(),
                },
                pick: ChoiceOption::Commanders { order },
            },
        )
        .unwrap();
    }
    let ev = g.resolve(false);
    let b = battles(&ev);
    assert!(!b.is_empty(), "the battles are fought after the answers");
    (b[0].1, ev)
}

/// COM-03 (LR 1.10.1): Commanders on one war "may choose to attack in any order": both
/// factions name the second-dispatched Commander first, so he attacks first.
#[test]
fn com_03_commanders_on_one_war_choose_their_order() {
    let (first, ev) = com_03_two_commanders((true, true), vec![6, 6, 6, 6, 6, 6]);
    assert!(
        first < 13,
        "the Commander the factions named first attacks first"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::AttackOrder { agreed: true, .. }))
    );
}

/// COM-03: "If they cannot agree, attack in order of highest rolls on 2d6": Manlius rolls 2,
/// the other Commander 12, so the other attacks first though Manlius was sent first.
#[test]
fn com_03_commanders_who_disagree_roll_2d6() {
    let (first, ev) = com_03_two_commanders((false, true), vec![1, 1, 6, 6, 6, 6, 6, 6, 6, 6]);
    assert!(first < 13, "the higher roll attacks first");
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::AttackOrder { agreed: false, .. }))
    );
    // Both answer the dispatch order: Manlius (13) first, no roll.
    let (first, _) = com_03_two_commanders((false, false), vec![6, 6, 6, 6, 6, 6]);
    assert_eq!(first, 13);
}

/// COM-22 (card:leader-cleopatra/1-2): Cleopatra held in a hand while her war (the Alexandrine
/// War) is about to be fought: her holder is asked as the Combat Phase opens (a `Choice`,
/// Default Move: not played): silent, she stays in hand and the battle is fought. Held while
/// another war is fought, nobody is asked.
#[test]
fn com_22_cleopatra_holder_is_asked_and_the_default_keeps_her_in_hand() {
    use crate::api::{ChoiceAbout, ChoiceOption};
    let mut g = at_war("alexandrine", 10, 10);
    g.factions[0]
        .hand
        .push(DeckCard::Leader("cleopatra".into()));
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| {
            matches!(
                &d.options,
                crate::api::DecisionOptions::Choice {
                    about: ChoiceAbout::Cleopatra { .. },
                    ..
                }
            )
        })
        .expect("COM-22: the holder is asked");
    assert_eq!(d.owner, f(0));
    assert!(matches!(
        &d.default,
        Answer::Choice { about: ChoiceAbout::Cleopatra { war }, pick: ChoiceOption::Pass } if war == "alexandrine"
    ));
    let ev = g.resolve(true);
    assert!(!battles(&ev).is_empty());
    assert!(!matches!(g.status(), GameStatus::RulesEnd { .. }));
    assert!(
        g.factions[0]
            .hand
            .contains(&DeckCard::Leader("cleopatra".into()))
    );

    let mut g = at_war("gallic-1", 10, 0);
    g.factions[0]
        .hand
        .push(DeckCard::Leader("cleopatra".into()));
    let ev = combat(&mut g);
    assert!(!battles(&ev).is_empty());
    assert!(!matches!(g.status(), GameStatus::RulesEnd { .. }));
}

/// Play the COM-05 round of `g` (Combat Phase opening) with Cleopatra's holder picking `pick`;
/// the other decisions take their Default Moves.
fn cleopatra_round(g: &mut Game, pick: crate::api::ChoiceOption) -> Vec<Event> {
    use crate::api::ChoiceAbout;
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| {
            matches!(
                &d.options,
                crate::api::DecisionOptions::Choice {
                    about: ChoiceAbout::Cleopatra { .. },
                    ..
                }
            )
        })
        .expect("COM-22: the holder is asked");
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about: ChoiceAbout::Cleopatra {
                war: "alexandrine".into(),
            },
            pick,
        },
    )
    .unwrap();
    ev.extend(g.resolve(true));
    ev
}

/// COM-22 (card:leader-cleopatra/3, /5): played for the Roman Commander (her holder another
/// faction), he gains 50T and loses 5 Popularity at once, and fights with +3 Military (the
/// naval battle's Roman strength is 3 higher than with her kept in hand, same dice); the
/// effect stays until the war leaves play, then the card is discarded.
#[test]
fn com_22_cleopatra_for_the_commander_gives_military_talents_and_costs_popularity() {
    use crate::api::ChoiceOption;
    let setup = || {
        let mut g = at_war("alexandrine", 10, 10);
        let holder = (0..3u8)
            .find(|&x| Some(f(x)) != g.senators[idx(&g, MANLIUS)].faction)
            .unwrap();
        g.factions[usize::from(holder)]
            .hand
            .push(DeckCard::Leader("cleopatra".into()));
        let m = idx(&g, MANLIUS);
        g.senators[m].popularity = 2;
        g.script_dice(vec![3, 3, 3, 3, 3, 3]);
        g.script_chits(blanks(10));
        (g, holder)
    };
    let (mut kept, _) = setup();
    let kept_treasury = kept.senators[idx(&kept, MANLIUS)].treasury;
    let base = battles(&cleopatra_round(&mut kept, ChoiceOption::Pass));
    let (mut g, holder) = setup();
    let m = idx(&g, MANLIUS);
    let (treasury, id) = (g.senators[m].treasury, g.senators[m].id());
    let ev = cleopatra_round(
        &mut g,
        ChoiceOption::CleopatraCommander {
            commander: id.clone(),
        },
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::CleopatraPlayed { commander: Some(c), faction, .. } if *c == id && *faction == f(holder)
    )));
    let k = idx(&kept, MANLIUS);
    assert_eq!(g.senators[m].treasury, kept.senators[k].treasury + 50);
    assert_eq!(treasury, kept_treasury);
    // At once, before the battle's own Popularity (COM-12 / COM-14).
    let (mut early, holder2) = setup();
    let mut ev2 = Vec::new();
    early.com_22_apply(
        &[(
            f(holder2),
            Answer::Choice {
                about: crate::api::ChoiceAbout::Cleopatra {
                    war: "alexandrine".into(),
                },
                pick: ChoiceOption::CleopatraCommander {
                    commander: id.clone(),
                },
            },
        )],
        &mut ev2,
    );
    assert_eq!(early.senators[m].popularity, 2 - 5);
    assert_eq!(early.senators[m].treasury, treasury + 50);
    assert!(
        !g.factions[usize::from(holder)]
            .hand
            .contains(&DeckCard::Leader("cleopatra".into()))
    );
    let b = battles(&ev);
    assert!(!b.is_empty() && !base.is_empty());
    assert_eq!(b[0].1, base[0].1 + 3, "+3 Military: {b:?} / {base:?}");
    // The war leaves play (won in this battle, or now): her effect ends, the card is
    // discarded.
    let mut ev = ev;
    if g.war_in_forum("alexandrine") {
        g.war_left_play("alexandrine", None, &mut ev);
    }
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::CleopatraDiscarded { .. }))
    );
    assert!(g.discard.contains(&DeckCard::Leader("cleopatra".into())));
    assert_eq!(g.com_22_military(Some(&id)), 0);
}

/// COM-22 (card:leader-cleopatra/4-5): played as an Enemy Leader (her holder the Commander's
/// own faction may choose it too), she adds her +3 to the Alexandrine War's strength until it
/// leaves play; then she is discarded (not to the Curia).
#[test]
fn com_22_cleopatra_as_an_enemy_leader_strengthens_the_alexandrine_war() {
    use crate::api::ChoiceOption;
    let setup = || {
        let mut g = at_war("alexandrine", 10, 10);
        let own = g.senators[idx(&g, MANLIUS)].faction.unwrap();
        g.factions[usize::from(own.0)]
            .hand
            .push(DeckCard::Leader("cleopatra".into()));
        g.script_dice(vec![3, 3, 3, 3, 3, 3]);
        g.script_chits(blanks(10));
        g
    };
    let mut kept = setup();
    let base = battles(&cleopatra_round(&mut kept, ChoiceOption::Pass));
    let mut g = setup();
    let ev = cleopatra_round(&mut g, ChoiceOption::CleopatraEnemy);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::CleopatraPlayed {
            commander: None,
            ..
        }
    )));
    let b = battles(&ev);
    assert!(!b.is_empty() && !base.is_empty());
    assert_eq!(b[0].2, base[0].2 + 3, "+3 Enemy Leader: {b:?} / {base:?}");
    let mut ev = Vec::new();
    g.war_left_play("alexandrine", None, &mut ev);
    assert!(g.discard.contains(&DeckCard::Leader("cleopatra".into())));
    assert!(!g.curia.contains(&DeckCard::Leader("cleopatra".into())));
    assert!(!g.leaders.iter().any(|l| l.leader == "cleopatra"));
}
