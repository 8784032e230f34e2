//! ADV 2.04 Legionary Disbandment and Recall (`disbandment.rs`): RVN-03 a returning
//! Commander disbands his Veterans, SEN-61 a Consul or Dictator recalls them, the Legions
//! freed at his death and raised from the Bank.

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, RecruitPurse, SenateStage};
use crate::disbandment::Disbanded;
use crate::state::Force;

fn choice(g: &Game) -> Option<Decision> {
    g.open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
}

/// A game in the Revolution Phase's PB-13 round whose faction-0 Senator commands a victorious
/// Force (its war gone) of 5 Legions, 3 of them Veterans loyal to him and 1 loyal to another
/// Senator; ADV 2.04 played if `on`.
fn victor(b: u8, on: bool) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    g.options.legionary_disbandment = on;
    let i = of(&g, 0)[0];
    let other = of(&g, 1)[0];
    g.senators[i].in_rome = false;
    let id = g.senators[i].id();
    let (mine, theirs) = (g.senators[i].family, g.senators[other].family);
    g.forces.push(Force {
        commander: Some(id),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions: 5,
        veterans: vec![mine, theirs, mine, mine],
        fleets: 1,
        dispatched: 0,
        sent_turn: 1,
    });
    g.legions += 5;
    g.fleets += 1;
    g.active_wars.clear();
    g.deck
        .retain(|c| !matches!(c, DeckCard::War(k) if k == "gallic-1"));
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    (g, i)
}

/// RVN-03 (ADV 2.04.2/1-4): after the PB-13 round the victorious returning Commander is asked
/// how many of his own 3 Veterans he disbands (the one loyal to another Senator is not
/// offered); he disbands 2: they leave his Force and the Legions in play for the Bank, and his
/// Oratory and Influence rise by 2.
#[test]
fn rvn_03_a_returning_commander_disbands_his_veterans() {
    let (mut g, i) = victor(41, true);
    g.resolve(true);
    let d = choice(&g).expect("RVN-03: the Commander is asked");
    let id = g.senators[i].id();
    let about = ChoiceAbout::DisbandVeterans {
        commander: id.clone(),
        veterans: 3,
    };
    let DecisionOptions::Choice { options, about: a } = &d.options else {
        panic!("a choice");
    };
    assert_eq!(a, &about);
    assert_eq!(options.len(), 4);
    assert_eq!(
        d.default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::DisbandVeterans { legions: 0 }
        }
    );
    let (oratory, influence) = (g.senators[i].oratory(data()), g.senators[i].influence);
    let legions = g.legions;
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about,
            pick: ChoiceOption::DisbandVeterans { legions: 2 },
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    let e = ev.iter().find_map(|e| match &e.kind {
        EventKind::VeteransDisbanded {
            commander,
            legions,
            oratory,
            influence,
        } if *commander == id => Some((*legions, *oratory, *influence)),
        _ => None,
    });
    assert!(e.is_some(), "RVN-03: the disbandment is an event");
    assert_eq!(e, Some((2, oratory + 2, influence + 2)));
    let i = g.find_senator(&id).unwrap();
    assert_eq!(g.senators[i].oratory(data()), oratory + 2);
    assert_eq!(g.legions, legions - 2, "2.04.2/3: to the Bank, not in play");
    assert_eq!(g.disbandment.of(g.senators[i].family), 2);
    // The Force came home with its 3 other Legions, 1 of them his last Veteran.
    let mine = g.senators[i].family;
    assert_eq!(g.veterans_in_rome.iter().filter(|v| **v == mine).count(), 1);
}

/// RVN-03: the Default Move disbands none; with ADV 2.04 off nobody is asked.
#[test]
fn rvn_03_the_default_disbands_none_and_off_asks_nobody() {
    let (mut g, i) = victor(42, true);
    g.resolve(true);
    assert!(choice(&g).is_some());
    let legions = g.legions;
    let ev = g.resolve(true);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::VeteransDisbanded { .. }))
    );
    assert_eq!(g.legions, legions);
    assert!(g.disbandment.bank.is_empty());
    let (mut g, _) = victor(42, false);
    g.resolve(true);
    assert!(!g.open_decisions().iter().any(|d| matches!(
        &d.options,
        DecisionOptions::Choice {
            about: ChoiceAbout::DisbandVeterans { .. },
            ..
        }
    )));
    assert!(g.disbandment.is_empty());
    let _ = i;
}

/// A game after setup whose faction-0 Senator is Rome Consul holding the markers of 3
/// disbanded Legions (+3 Oratory, Influence as is), 25T of his own; ADV 2.04 played.
fn consul_with_disbanded(b: u8) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    g.options.legionary_disbandment = true;
    let i = of(&g, 0)[0];
    for s in &mut g.senators {
        s.offices.retain(|o| *o != Office::RomeConsul);
    }
    g.senators[i].offices = vec![Office::RomeConsul];
    g.senators[i].oratory_bonus = 3;
    g.senators[i].influence = 10;
    g.senators[i].treasury += 25;
    g.ledger.bank_to_players += 25;
    let family = g.senators[i].family;
    g.disbandment.bank.push(Disbanded { family, legions: 3 });
    (g, i)
}

/// SEN-61 (ADV 2.04.3/1-3): the Consul is asked as the Senate reaches other business; his 25T
/// pay for 2 Legions (10T each, whatever the recruiting cost); he recalls 2: they join the
/// Active Forces as Veterans loyal to him; −2 Oratory, −2 Influence; 1 stays in the Bank.
#[test]
fn sen_61_a_consul_recalls_his_disbanded_veterans() {
    let (mut g, i) = consul_with_disbanded(43);
    let id = g.senators[i].id();
    let oratory = g.senators[i].oratory(data());
    assert!(g.sen_61_ask(SenateStage::OtherBusiness));
    let d = choice(&g).expect("SEN-61: the Consul is asked");
    let DecisionOptions::Choice { options, .. } = &d.options else {
        panic!("a choice");
    };
    let personal = |legions| ChoiceOption::RecallVeterans {
        legions,
        from: RecruitPurse::Personal,
    };
    assert!(options.contains(&personal(2)) && !options.contains(&personal(3)));
    let Answer::Choice { about, pick } = &d.default else {
        panic!("a choice");
    };
    assert_eq!(pick, &personal(0));
    let (legions, treasury) = (g.legions, g.senators[i].treasury);
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about: about.clone(),
            pick: personal(2),
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    let e = ev.iter().find_map(|e| match &e.kind {
        EventKind::VeteransRecalled {
            senator,
            legions,
            cost,
            from: None,
            oratory,
            influence,
        } if *senator == id => Some((*legions, *cost, *oratory, *influence)),
        _ => None,
    });
    assert!(e.is_some(), "SEN-61: the recall is a public event");
    assert_eq!(e, Some((2, 20, oratory - 2, 8)));
    assert_eq!(g.senators[i].treasury, treasury - 20);
    assert_eq!(g.legions, legions + 2);
    let family = g.senators[i].family;
    assert_eq!(
        g.veterans_in_rome.iter().filter(|v| **v == family).count(),
        2
    );
    assert_eq!(g.disbandment.of(family), 1);
    // Asked once per Senate Phase.
    assert!(!g.sen_61_ask(SenateStage::OtherBusiness));
}

/// SEN-61: a Senator holding no office is not asked; nor is anyone before other business.
#[test]
fn sen_61_only_a_consul_or_dictator_at_other_business() {
    let (mut g, i) = consul_with_disbanded(44);
    assert!(!g.sen_61_ask(SenateStage::Governors));
    g.senators[i].offices.clear();
    assert!(!g.sen_61_ask(SenateStage::OtherBusiness));
}

/// RVN-03 (ADV 2.04.2/5): when the Senator dies his disbanded Legions return to the Force
/// Pool as regulars (they leave the Bank).
#[test]
fn rvn_03_a_dead_senators_disbanded_legions_return_to_the_pool() {
    let (mut g, i) = consul_with_disbanded(45);
    let id = g.senators[i].id();
    let mut ev = Vec::new();
    g.kill_senator(i, crate::api::DeathCause::Mortality, &mut ev);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::DisbandedLegionsFreed { senator, legions: 3 } if *senator == id
        )),
        "2.04.2/5: the Legions freed are an event"
    );
    assert!(g.disbandment.bank.is_empty());
}

/// SEN-61 (ADV 2.04.3/4-6): Legions raised beyond the Force Pool come from the Bank's
/// disbanded Legions: they leave the Bank and the Senator keeps his Oratory.
#[test]
fn sen_61_legions_raised_beyond_the_pool_come_from_the_bank() {
    let (mut g, i) = consul_with_disbanded(46);
    let id = g.senators[i].id();
    let oratory = g.senators[i].oratory(data());
    g.legions = crate::MAX_LEGIONS - 1;
    let mut ev = Vec::new();
    g.sen_61_raised_from_bank(&mut ev);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::DisbandedLegionsRaised { senator, legions: 2 } if *senator == id
        )),
        "2.04.3/4: the Legions raised from the Bank are an event"
    );
    assert_eq!(g.disbandment.total(), 1);
    assert_eq!(g.senators[i].oratory(data()), oratory);
}
