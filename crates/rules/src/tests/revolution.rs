//! Revolution Phase scenarios (PB-13, RVN-02, RVN-04, RVN-05, RVN-12).

use super::*;
use crate::state::Force;

/// A game after setup (turn 1) in the Revolution Phase round.
fn in_revolution(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    g
}

/// Give faction `fac` `n` more faction cards from the deck (intrigue and concessions).
fn add_cards(g: &mut Game, fac: u8, n: usize) -> Vec<CardKey> {
    let mut added = Vec::new();
    for _ in 0..n {
        let p = g
            .deck
            .iter()
            .position(|c| matches!(c, DeckCard::Intrigue(_) | DeckCard::Concession(_)))
            .unwrap();
        let c = g.deck.remove(p);
        added.push(crate::setup::card_key(&c).unwrap());
        g.factions[usize::from(fac)].hand.push(c);
    }
    added
}

fn reopen(g: &mut Game) {
    g.pending = None;
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
}

fn answer(statesmen: &[&str], concessions: &[(&str, &str)], discards: &[CardKey]) -> Answer {
    Answer::Revolution {
        statesmen: statesmen.iter().map(|s| CardKey((*s).into())).collect(),
        concessions: concessions
            .iter()
            .map(|(c, s)| (CardKey((*c).into()), SenatorId((*s).into())))
            .collect(),
        discards: discards.to_vec(),
        revolts: vec![],
    }
}

#[test]
fn pb_13_revolution_round_default_quotes_s004() {
    let g = in_revolution(31);
    let ds: Vec<Decision> = g
        .open_decisions()
        .into_iter()
        .filter(|d| d.kind == DecisionKind::Revolution)
        .collect();
    assert_eq!(ds.len(), 3);
    for d in &ds {
        assert_eq!(d.kind, DecisionKind::Revolution);
        assert!(d.id.0.contains("revolution"));
        assert_eq!(d.default_by, DefaultBy::Seed);
        assert_eq!(
            d.default,
            Answer::Revolution {
                statesmen: vec![],
                concessions: vec![],
                discards: vec![],
                revolts: vec![],
            }
        );
    }
}

#[test]
fn rvn_04_hand_limit_default_discard() {
    let mut g = in_revolution(32);
    let added = add_cards(&mut g, 0, 4); // 3 + 4 = 7 cards
    reopen(&mut g);
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0))
        .unwrap();
    let DecisionOptions::Revolution { over_limit, .. } = &d.options else {
        panic!("wrong options");
    };
    assert_eq!(*over_limit, 2);
    let expect = added[2..].to_vec();
    assert_eq!(
        d.default,
        Answer::Revolution {
            statesmen: vec![],
            concessions: vec![],
            discards: expect.clone(),
            revolts: vec![],
        },
        "the two cards drawn most recently"
    );
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert_eq!(g.factions[0].hand.len(), 5);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Faction(f(0))
        && matches!(&e.kind, EventKind::CardsDiscarded { cards, .. } if *cards == expect)));
    assert!(!ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(e.kind, EventKind::CardsDiscarded { .. })));
    assert_eq!(g.turn(), 2, "RVN-12 then the next turn");
}

#[test]
fn rvn_04_discards_must_reach_exactly_the_limit() {
    let mut g = in_revolution(33);
    let added = add_cards(&mut g, 0, 3); // 6 cards
    reopen(&mut g);
    let id = decision(&g, 0);
    let err = g.submit(f(0), &id, answer(&[], &[], &[])).unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::DiscardCount {
                need: 1,
                given: 0,
                ..
            },
            ..
        }
    ));
    let err = g
        .submit(f(0), &id, answer(&[], &[], &added[..2]))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::DiscardCount {
                need: 1,
                given: 2,
                ..
            },
            ..
        }
    ));
    let err = g
        .submit(f(0), &id, answer(&[], &[], &[CardKey("nonsense".into())]))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NotDiscardable { .. },
            ..
        }
    ));
    assert!(g.submit(f(0), &id, answer(&[], &[], &added[..1])).is_ok());
}

#[test]
fn rvn_02_concession_played_and_counts_against_the_limit() {
    let mut g = in_revolution(34);
    let added = add_cards(&mut g, 0, 3); // 6 cards
    let conc = g.factions[0]
        .hand
        .iter()
        .find_map(|c| match c {
            DeckCard::Concession(k) => Some(k.clone()),
            _ => None,
        })
        .unwrap();
    reopen(&mut g);
    let target = g.senators[of(&g, 0)[0]].id();
    let id = decision(&g, 0);
    // Playing one card leaves 5: no discard is needed, and one would be illegal.
    assert!(
        g.submit(
            f(0),
            &id,
            answer(&[], &[(conc.as_str(), target.0.as_str())], &added[..1])
        )
        .is_err()
    );
    g.submit(
        f(0),
        &id,
        answer(&[], &[(conc.as_str(), target.0.as_str())], &[]),
    )
    .unwrap();
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ConcessionPlayed { concession, .. } if concession.0 == conc))
    );
    let t = g.find_senator(&target).unwrap();
    assert!(g.senators[t].concessions.iter().any(|c| c.key == conc));
}

#[test]
fn rvn_02_statesman_played_in_revolution_phase() {
    let mut g = in_revolution(35);
    // A statesman whose family is not held by another faction.
    let st = ["1A", "2A", "18A", "19A", "22A"]
        .into_iter()
        .find(|s| g.statesman_playable(f(0), s).is_ok())
        .unwrap();
    rig_hand(&mut g, 0, vec![DeckCard::Statesman(st.into())]);
    reopen(&mut g);
    let id = decision(&g, 0);
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0))
        .unwrap();
    assert!(
        matches!(&d.options, DecisionOptions::Revolution { playable_statesmen, .. }
        if playable_statesmen.iter().any(|k| k.0 == st))
    );
    g.submit(f(0), &id, answer(&[st], &[], &[])).unwrap();
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(
        |e| matches!(&e.kind, EventKind::StatesmanPlayed { statesman, .. } if statesman.0 == st)
    ));
    assert!(
        g.senators
            .iter()
            .any(|s| s.statesman.as_deref() == Some(st))
    );
}

#[test]
fn rvn_02_plays_resolve_hrao_first_then_clockwise() {
    let mut g = in_revolution(36);
    let order = g.hrao_order();
    let mut plays = Vec::new();
    for fac in 0..3u8 {
        let conc = g.factions[usize::from(fac)]
            .hand
            .iter()
            .find_map(|c| match c {
                DeckCard::Concession(k) => Some(k.clone()),
                _ => None,
            });
        if conc.is_none() {
            let p = g
                .deck
                .iter()
                .position(|c| matches!(c, DeckCard::Concession(_)))
                .unwrap();
            let c = g.deck.remove(p);
            g.factions[usize::from(fac)].hand.push(c);
        }
        let conc = g.factions[usize::from(fac)]
            .hand
            .iter()
            .find_map(|c| match c {
                DeckCard::Concession(k) => Some(k.clone()),
                _ => None,
            })
            .unwrap();
        plays.push((fac, conc));
    }
    reopen(&mut g);
    for (fac, conc) in &plays {
        let target = g.senators[of(&g, *fac)[0]].id();
        let id = decision(&g, *fac);
        g.submit(
            f(*fac),
            &id,
            answer(&[], &[(conc.as_str(), target.0.as_str())], &[]),
        )
        .unwrap();
    }
    g.script_chits(vec!["none".into()]);
    // The trade decisions of the round (RVN-01) take their Default Move: no trade.
    let ev = g.resolve(true);
    let seen: Vec<FactionId> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::ConcessionPlayed { faction, .. } => Some(*faction),
            _ => None,
        })
        .collect();
    assert_eq!(seen, order);
}

#[test]
fn rvn_05_victorious_forces_return_to_rome_by_default() {
    let mut g = in_revolution(37);
    let i = of(&g, 0)[0];
    g.senators[i].in_rome = false;
    let id = g.senators[i].id();
    let fam = g.senators[i].family;
    // A force whose war was defeated this turn (no such war in the Forum).
    g.forces.push(Force {
        commander: Some(id),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions: 3,
        veterans: vec![fam],
        fleets: 0,
        dispatched: 0,
        sent_turn: 1,
    });
    let legions = g.legions;
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(g.forces.is_empty());
    assert!(g.senators[g.find_senator(&SenatorId(fam.to_string())).unwrap()].in_rome);
    assert_eq!(g.veterans_in_rome, vec![fam]);
    assert_eq!(
        g.legions, legions,
        "the legions are back in the Active Forces"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ForcesReturned { .. }))
    );
}

#[test]
fn rvn_12_turn_ends_and_next_turn_starts() {
    let mut g = in_revolution(38);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(&e.kind, EventKind::NoVictory)));
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::TurnStarted { turn: 2 }))
    );
    assert_eq!(g.open_decisions()[0].kind, DecisionKind::Revenue);
}

#[test]
fn pb_13_wrong_answer_kind_is_refused() {
    let mut g = in_revolution(39);
    let id = decision(&g, 1);
    let err = g
        .submit(f(1), &id, revenue_answer(&[], &[], vec![]))
        .unwrap_err();
    assert!(matches!(err, RuleError::WrongKind { .. }));
}

/// RVN-04: a player who writes only a play keeps the Default discards, which then apply to the
/// hand after the play (here: none are needed any more).
#[test]
fn rvn_04_default_discards_follow_the_plays() {
    let mut g = in_revolution(35);
    add_cards(&mut g, 0, 3); // 6 cards
    let conc = g.factions[0]
        .hand
        .iter()
        .find_map(|c| match c {
            DeckCard::Concession(k) => Some(k.clone()),
            _ => None,
        })
        .unwrap();
    reopen(&mut g);
    let target = g.senators[of(&g, 0)[0]].id();
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0))
        .unwrap();
    let Answer::Revolution { discards, .. } = &d.default else {
        panic!()
    };
    assert_eq!(discards.len(), 1);
    let r = g
        .submit(
            f(0),
            &d.id,
            answer(&[], &[(conc.as_str(), target.0.as_str())], discards),
        )
        .unwrap();
    assert!(matches!(r.answer, Answer::Revolution { discards, .. } if discards.is_empty()));
}
