//! The Late Republic Statesmen (issue 24): Crassus 29A (REV-05 / REV-06), Pompey 30A's
//! Popularity (card:statesman-30a/1), the Licinii pair (GEN-10), the 2nd Catiline Conspiracy
//! (DATA-19) and the other Statesmen's powers that reach the Late Republic.

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, DicePurpose, IncomeItem};
use crate::data::StatesmanPower;

/// Senator `i` becomes the Statesman `id` (on his seat, as the tests of combat do).
fn make(g: &mut Game, i: usize, id: &str) -> SenatorId {
    g.senators[i].statesman = Some(id.into());
    g.senators[i].id()
}

/// REV-05 / REV-06 (card:statesman-29a/1): Crassus's base income and Concession income are
/// doubled; his Knights' income is not.
#[test]
fn rev_05_rev_06_crassus_doubles_base_and_concession_income_not_knights() {
    let (mut g, _) = new_game(3, 4);
    to_revenue(&mut g);
    let i = of(&g, 0)
        .into_iter()
        .find(|i| g.senators[*i].faction_leader)
        .unwrap();
    g.senators[i].knights = 2;
    g.senators[i].concessions = vec![crate::state::HeldConcession {
        key: "tax-farmer-1".into(),
        corrupt: false,
    }];
    let crassus = make(&mut g, i, "29A");
    let (_, items) = g.rev_04_personal_revenue(f(0));
    let mine: Vec<&IncomeItem> = items
        .iter()
        .filter(|it| match it {
            IncomeItem::Senator { senator, .. }
            | IncomeItem::Knights { senator, .. }
            | IncomeItem::Concession { senator, .. } => *senator == crassus,
            _ => false,
        })
        .collect();
    assert!(!mine.is_empty(), "his income items");
    assert!(mine.iter().any(|it| matches!(
        it,
        IncomeItem::Senator {
            amount: 6,
            leader: true,
            ..
        }
    )));
    assert!(
        mine.iter()
            .any(|it| matches!(it, IncomeItem::Knights { knights: 2, .. }))
    );
    assert!(
        mine.iter()
            .any(|it| matches!(it, IncomeItem::Concession { amount: 4, .. }))
    );
    // Anyone else: printed.
    assert_eq!(g.income_factor(of(&g, 1)[0]), 1);
}

/// card:statesman-30a/1: every Popularity change of Pompey doubled, told; anyone else's not.
#[test]
fn data_13_pompey_doubles_every_popularity_gain_and_loss() {
    let (mut g, _) = new_game(3, 4);
    to_revenue(&mut g);
    let i = of(&g, 0)[0];
    let pompey = make(&mut g, i, "30A");
    g.senators[i].popularity = 0;
    let mut ev = Vec::new();
    assert_eq!(g.change_popularity(i, 2, &mut ev), 4);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::PopularityDoubled { senator, printed: 2, applied: 4 } if *senator == pompey
    )));
    assert_eq!(g.change_popularity(i, -3, &mut ev), -6);
    assert_eq!(g.senators[i].popularity, -2);
    let j = of(&g, 1)[0];
    let before = g.senators[j].popularity;
    let mut ev = Vec::new();
    assert_eq!(g.change_popularity(j, -1, &mut ev), -1);
    assert!(ev.is_empty());
    assert_eq!(g.senators[j].popularity, (before - 1).clamp(-9, 9));
}

/// GEN-10 (card:statesman-29a/2, card:statesman-29b/3): Lucullus may be played while Crassus
/// holds the Family card in another faction, and a chit of 29 with both in play strikes one
/// by the 2d6 (even: the A).
#[test]
fn gen_10_the_licinii_may_both_be_in_play_and_a_chit_of_29_strikes_one() {
    let (mut g, _) = new_game(3, 4);
    to_revenue(&mut g);
    let d = crate::game::data();
    g.senators.retain(|s| s.family != 29);
    g.deck.retain(|c| *c != DeckCard::Family(29));
    let mut a = Senator::from_family(d, 29, Some(f(1)));
    a.statesman = Some("29A".into());
    g.senators.push(a);
    assert!(
        g.statesman_playable(f(0), "29B").is_ok(),
        "29B with 29A in play"
    );
    assert!(g.statesman_playable(f(0), "30A").is_ok());
    let mut b = Senator::from_family(d, 29, Some(f(0)));
    b.statesman = Some("29B".into());
    b.family_card = false;
    g.senators.push(b);
    let hits: Vec<usize> = (0..g.senators.len())
        .filter(|&i| g.senators[i].family == 29)
        .collect();
    assert_eq!(hits.len(), 2);
    g.script_dice(vec![3, 5]);
    let mut ev = Vec::new();
    let v = g.gen_10_chit_victim(&hits, 29, &mut ev).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::DiceRolled {
            purpose: DicePurpose::WhichSenatorDies { family: 29 },
            ..
        }
    )));
    assert_eq!(g.senators[v].id(), SenatorId("29A".into()));
}

/// The Catiline Conspiracy's game: the HRAO's faction and the two others.
fn catiline_game() -> (Game, usize, FactionId) {
    let (mut g, _) = new_game(3, 4);
    to_revenue(&mut g);
    g.pending = None;
    let h = g.hrao_index().unwrap();
    let own = g.senators[h].faction.unwrap();
    (g, h, own)
}

/// DATA-19 (card:catiline-conspiracy/2-3): drawn, the Conspiracy waits; the HRAO's faction
/// names the offending faction (never its own); the Default Move is the first faction clockwise.
#[test]
fn data_19_the_hrao_names_the_offending_faction_not_his_own() {
    let (mut g, h, own) = catiline_game();
    assert!(g.data_19_catiline_drawn("catiline-conspiracy"));
    assert!(!g.data_19_catiline_drawn("pergamene-bequest"));
    assert!(g.data_19_ask_catiline());
    let d = g.open_decisions().into_iter().next().expect("asked");
    assert_eq!(d.owner, own);
    let DecisionOptions::Choice { about, options } = &d.options else {
        panic!("a choice")
    };
    assert_eq!(
        *about,
        ChoiceAbout::Catiline {
            hrao: g.senators[h].id()
        }
    );
    assert_eq!(options.len(), 2);
    assert!(!options.contains(&ChoiceOption::Faction { faction: own }));
    let next = g.clockwise_from(own)[1];
    assert_eq!(
        d.default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Faction { faction: next }
        }
    );
    // His own faction is refused.
    let own_pick = Answer::Choice {
        about: about.clone(),
        pick: ChoiceOption::Faction { faction: own },
    };
    assert!(g.submit(own, &d.id, own_pick).is_err());
}

/// DATA-19 (card:catiline-conspiracy/3-5): 1d6 chits; those of the named faction's Senators
/// die, the others' not; the HRAO loses 1 Popularity per chit.
#[test]
fn data_19_the_named_factions_senators_die_and_the_hrao_loses_popularity_per_chit() {
    let (mut g, h, own) = catiline_game();
    let named = g.clockwise_from(own)[1];
    let other = g.clockwise_from(own)[2];
    let victim = g.senators_of(named)[0];
    let victim_id = g.senators[victim].id();
    let spared = g.senators_of(other)[0];
    let spared_id = g.senators[spared].id();
    g.senators[h].popularity = 5;
    let hrao = g.senators[h].id();
    g.script_dice(vec![3]);
    g.script_chits(vec![
        g.senators[victim].family.to_string(),
        g.senators[spared].family.to_string(),
        "none".into(),
    ]);
    let mut ev = Vec::new();
    g.data_19_catiline_apply(
        &ChoiceAbout::Catiline { hrao: hrao.clone() },
        &ChoiceOption::Faction { faction: named },
        &mut ev,
    );
    let summary = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::CatilineSuppressed {
                faction,
                chits,
                killed,
                popularity,
                ..
            } => Some((*faction, *chits, killed.clone(), *popularity)),
            _ => None,
        })
        .expect("the conspiracy suppressed");
    assert_eq!(summary, (named, 3, vec![victim_id.clone()], -3));
    let died: Vec<&SenatorId> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::SenatorDied {
                senator,
                cause: crate::api::DeathCause::Catiline,
                ..
            } => Some(senator),
            _ => None,
        })
        .collect();
    assert_eq!(died, vec![&victim_id]);
    assert!(
        g.find_senator(&spared_id)
            .is_some_and(|i| g.senators[i].faction == Some(other))
    );
    assert_eq!(g.senators[g.find_senator(&hrao).unwrap()].popularity, 2);
    assert!(!g.late.catiline);
}

/// 22B Cato the Younger, 28A Cicero: a free Tribune (card:statesman-22b/1,
/// card:statesman-28a/1); 4A Caesar two Veterans per battle (card:statesman-4a/1); 27A Marius +1
/// Knight roll (card:statesman-27a/1); 1B, 1C, 27A nullify their wars (COM-09).
#[test]
fn com_09_the_late_statesmen_powers_are_read_from_their_cards() {
    let (mut g, _) = new_game(3, 4);
    to_revenue(&mut g);
    let d = crate::game::data();
    for (id, power) in [
        ("22B", StatesmanPower::FreeTribune),
        ("28A", StatesmanPower::FreeTribune),
        ("4A", StatesmanPower::DoubleVeteranLegions),
        ("27A", StatesmanPower::KnightRollPlusOne),
    ] {
        assert!(d.statesman(id).unwrap().has_power(power), "{id}");
    }
    for (id, wars) in [
        (
            "1B",
            &["punic-3", "lusitanian", "numantine", "sertorian"][..],
        ),
        ("1C", &["social", "mithridatic-1"][..]),
        ("27A", &["social", "jugurthine"][..]),
    ] {
        let c = d.statesman(id).unwrap();
        for w in wars {
            assert!(d.war(w).is_some() && c.nullifies_war(w), "{id} {w}");
        }
    }
    // Caesar on a seat: two Veterans per battle.
    let i = of(&g, 0)[0];
    let caesar = make(&mut g, i, "4A");
    assert_eq!(g.com_13_per_victory(&caesar), 2);
}

/// FOR-05 (LR 1.07.37/3): the Catiline Conspiracy, a Forum Event card, is discarded once
/// fully resolved (not removed, not left in the Forum).
#[test]
fn for_05_the_catiline_conspiracy_is_discarded_after_it_is_resolved() {
    let (mut g, h, own) = catiline_game();
    let named = g.clockwise_from(own)[1];
    let hrao = g.senators[h].id();
    let card = crate::data::DeckCard::Misc("catiline-conspiracy".into());
    assert!(g.data_19_catiline_drawn("catiline-conspiracy"));
    assert!(!g.discard.contains(&card));
    g.script_dice(vec![1]);
    g.script_chits(vec!["none".into()]);
    let mut ev = Vec::new();
    g.data_19_catiline_apply(
        &ChoiceAbout::Catiline { hrao },
        &ChoiceOption::Faction { faction: named },
        &mut ev,
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::CatilineSuppressed { .. }))
    );
    assert_eq!(g.discard.iter().filter(|c| **c == card).count(), 1);
}
