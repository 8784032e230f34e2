//! The Late Republic Laws' effects (issue 24 §2, `laws_late.rs`): COM-01 the Gabinian Law's
//! recruiting, RVN-11 the Manilian Law's march.

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, Illegal, RecruitPurse, RuleError};
use crate::laws::LawInPlay;
use crate::state::{EventInPlay, Force};

fn law(g: &mut Game, key: &str) {
    g.laws.push(LawInPlay {
        key: key.into(),
        by: f(0),
    });
}

/// Tests: talents from the bank (kept in the ledger so the accounts balance).
fn give(g: &mut Game, i: usize, n: u32) {
    g.senators[i].treasury += n;
    g.ledger.bank_to_players += u64::from(n);
}

/// A game after setup with nothing pending, `war` the only Active War, and the given
/// Senators (indexes) away commanding `legions` Legions and 2 Fleets each against it.
fn at_war(b: u8, war: &str, commanders: &[usize], legions: u32) -> Game {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    g.inactive_wars.clear();
    g.active_wars = vec![war.to_string()];
    g.deck.retain(|c| *c != DeckCard::War(war.to_string()));
    for (n, i) in commanders.iter().enumerate() {
        g.senators[*i].in_rome = false;
        let id = g.senators[*i].id();
        g.forces.push(Force {
            commander: Some(id),
            master_of_horse: None,
            war: war.to_string(),
            legions,
            veterans: Vec::new(),
            fleets: 2,
            dispatched: u32::try_from(n).unwrap_or(0),
            sent_turn: g.turn,
        });
        g.legions += legions;
        g.fleets += 2;
    }
    g
}

fn choice(g: &Game) -> Decision {
    g.open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
        .expect("a choice is open")
}

fn recruit(about: &ChoiceAbout, legions: u32, fleets: u32, from: RecruitPurse) -> Answer {
    Answer::Choice {
        about: about.clone(),
        pick: ChoiceOption::Recruit {
            legions,
            fleets,
            from,
        },
    }
}

/// COM-01 (card:law-gabinian/1): as the Combat Phase begins, the Commander at War is asked
/// first (no battle before); he recruits 2 Legions and 1 Fleet from his Faction Treasury at
/// 10T each although a Manpower Shortage and No Recruitment are in play (LR 1.08.2/4); the
/// units join his Force; the Default Move is none.
#[test]
fn com_01_gabinian_commander_recruits_from_his_faction_treasury() {
    let c = of(&new_game(3, 31).0, 0)[0];
    let mut g = at_war(31, "gallic-1", &[c], 3);
    law(&mut g, "gabinian");
    g.events_in_play.push(EventInPlay {
        key: crate::events::MANPOWER_SHORTAGE.into(),
        increased: false,
        turn: g.turn,
        repeats: 0,
    });
    g.no_recruitment = true;
    g.factions[0].treasury = 35;
    g.ledger.bank_to_players += 35;
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::Battle { .. })),
        "no battle before the Commanders recruit"
    );
    let d = choice(&g);
    let id = g.senators[c].id();
    let about = ChoiceAbout::GabinianRecruit {
        commander: id.clone(),
        war: "gallic-1".into(),
    };
    assert_eq!(d.owner, f(0));
    assert_eq!(
        d.default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Pass
        }
    );
    // 4 units would cost 40T: refused naming COM-01.
    match g.submit(f(0), &d.id, recruit(&about, 3, 1, RecruitPurse::Faction)) {
        Err(RuleError::Illegal { rule, why }) => {
            assert_eq!(rule.as_str(), "COM-01");
            assert!(matches!(why, Illegal::NotAnOption { .. }));
        }
        other => panic!("not refused: {other:?}"),
    }
    let (legions, fleets) = (g.legions, g.fleets);
    g.submit(f(0), &d.id, recruit(&about, 2, 1, RecruitPurse::Faction))
        .unwrap();
    let ev = g.resolve(false);
    let got = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::GabinianRecruited {
                commander,
                legions,
                fleets,
                from,
                cost,
                ..
            } => Some((commander.clone(), *legions, *fleets, *from, *cost)),
            _ => None,
        })
        .expect("COM-01: the recruiting is an event");
    assert_eq!(got, (id, 2, 1, Some(RecruitPurse::Faction), 30));
    assert_eq!(g.factions[0].treasury, 5);
    // Then the battle was fought (the units counted in the pool at once).
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::Battle { .. }))
    );
    assert!(g.legions + 3 >= legions + 2 && g.fleets <= fleets + 1);
}

/// COM-01 (card:law-gabinian/2): two Commanders are asked one after the other in HRAO ranking
/// order: the one holding the higher office first; a Commander who cannot pay 10T from either
/// treasury is not asked; without the Law nobody is.
#[test]
fn com_01_commanders_decide_in_hrao_ranking_order() {
    let (g0, _) = new_game(3, 32);
    let a = of(&g0, 0)[0];
    let b = of(&g0, 1)[0];
    let mut g = at_war(32, "gallic-1", &[a, b], 2);
    let mut plain = g.clone();
    law(&mut g, "gabinian");
    g.senators[a].offices.clear();
    g.senators[b].offices = vec![crate::state::Office::FieldConsul];
    give(&mut g, a, 20);
    give(&mut g, b, 20);
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    let first = choice(&g);
    assert_eq!(first.owner, f(1), "the Field Consul first");
    g.submit(first.owner, &first.id, first.default.clone())
        .unwrap();
    g.resolve(false);
    let second = choice(&g);
    assert_eq!(second.owner, f(0));
    assert!(matches!(
        &second.options,
        DecisionOptions::Choice { about: ChoiceAbout::GabinianRecruit { commander, .. }, .. }
            if *commander == g.senators[a].id()
    ));
    // Without the Law: no recruiting asked (the COM-05 round, if any, is no recruiting).
    let mut ev = Vec::new();
    plain.start_combat(&mut ev);
    assert!(!plain.open_decisions().iter().any(|d| matches!(
        &d.options,
        DecisionOptions::Choice {
            about: ChoiceAbout::GabinianRecruit { .. },
            ..
        }
    )));
}

/// A game in the Revolution Phase's PB-13 round whose faction-0 Senator commands a victorious
/// Force (its war, the 1st Gallic War, gone) of 5 Legions and 1 Fleet; the 2nd Gallic War
/// (no Fleet Support) and the 1st Illyrian War (3 Fleets of support) are Inactive.
fn victor(b: u8, manilian: bool) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let i = of(&g, 0)[0];
    g.senators[i].in_rome = false;
    g.senators[i].offices = vec![crate::state::Office::RomeConsul];
    let id = g.senators[i].id();
    g.forces.push(Force {
        commander: Some(id),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions: 5,
        veterans: Vec::new(),
        fleets: 1,
        dispatched: 0,
        sent_turn: 1,
    });
    g.legions += 5;
    g.fleets += 1;
    g.active_wars.clear();
    g.inactive_wars = vec!["gallic-2".into(), "illyrian-1".into()];
    g.deck.retain(|c| {
        !matches!(c, DeckCard::War(k) if k == "gallic-2" || k == "illyrian-1" || k == "gallic-1")
    });
    if manilian {
        law(&mut g, "manilian");
    }
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    (g, i)
}

/// RVN-11 (card:law-manilian/1-3): after the PB-13 round the victorious Commander is asked;
/// the wars he may march to need no more Fleets than he has (the Illyrian War's 3 are not
/// offered); he marches on the Inactive 2nd Gallic War, which becomes Active; he is a
/// Proconsul (his Consulship laid down) and his Force stays on the war.
#[test]
fn rvn_11_manilian_victor_marches_on_an_inactive_war() {
    let (mut g, i) = victor(33, true);
    g.resolve(true);
    let d = choice(&g);
    let id = g.senators[i].id();
    let about = ChoiceAbout::ManilianWar {
        commander: id.clone(),
    };
    let DecisionOptions::Choice { options, .. } = &d.options else {
        panic!("a choice");
    };
    assert_eq!(
        options,
        &vec![
            ChoiceOption::ReturnHome,
            ChoiceOption::War {
                war: "gallic-2".into()
            }
        ]
    );
    assert_eq!(
        d.default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::ReturnHome
        }
    );
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about,
            pick: ChoiceOption::War {
                war: "gallic-2".into(),
            },
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::ManilianMarch { commander, war, legions: 5, fleets: 1, activated: true }
                if *commander == id && war.0 == "gallic-2"
        )),
        "RVN-11: the march is an event"
    );
    assert!(g.active_wars.iter().any(|k| k == "gallic-2"));
    assert!(!g.inactive_wars.iter().any(|k| k == "gallic-2"));
    let s = g.senators.iter().find(|s| s.id() == id).unwrap();
    assert!(!s.in_rome);
    assert_eq!(s.offices, vec![crate::state::Office::Proconsul]);
    assert!(
        g.forces
            .iter()
            .any(|f| f.commander.as_ref() == Some(&id) && f.war == "gallic-2")
    );
}

/// RVN-11: the Default Move sends him home as before; without the Law nobody is asked.
#[test]
fn rvn_11_manilian_default_returns_home_and_no_law_no_question() {
    let (mut g, i) = victor(34, true);
    g.resolve(true);
    let _ = choice(&g);
    g.resolve(true);
    let id = g.senators[i].id();
    assert!(!g.forces.iter().any(|f| f.commander.as_ref() == Some(&id)));
    assert!(g.inactive_wars.iter().any(|k| k == "gallic-2"));
    let (mut g, i) = victor(34, false);
    g.resolve(true);
    let id = g.senators[i].id();
    assert!(!g.open_decisions().iter().any(|d| matches!(
        &d.options,
        DecisionOptions::Choice {
            about: ChoiceAbout::ManilianWar { .. },
            ..
        }
    )));
    assert!(!g.forces.iter().any(|f| f.commander.as_ref() == Some(&id)));
}
