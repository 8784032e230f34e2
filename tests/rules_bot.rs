//! Whole "bot" runs: setup → PB-01 → Mortality → PB-02 → Forum (PB-03..PB-06) → Population →
//! Senate → … until the game ends or the rules stop at a rule not built yet, 3..=6 players.

use crate::rules_support as support;

use rorgm::rules::{
    Answer, Bid, CardKey, Event, EventKind, FactionId, GameStatus, InitiativePlan, RulesStop,
    SenatorId, Visibility,
};
use support::{bot_run, check_events, secret_fragments};

#[test]
fn pb_03_pb_06_pop_01_sen_01_bot_games_play_through_the_senate_for_3_to_6_players() {
    let mut senate = 0;
    for players in 3..=6 {
        for seed in 0..25u64 {
            let (g, ev) = bot_run(players, seed * 7 + players as u64, seed);
            if let GameStatus::RulesEnd { rule, .. } = g.status() {
                // The rules may stop only at a rule that is not built yet, named publicly.
                assert!(rule != "SEN-01", "{rule}");
                assert!(ev.iter().any(|e| e.visibility == Visibility::Public
                    && matches!(&e.kind, EventKind::RulesEnd { rule: r, .. } if *r == rule)));
            }
            assert_ne!(g.status(), GameStatus::Waiting, "a bot game ends or stops");
            if ev
                .iter()
                .any(|e| matches!(&e.kind, EventKind::SenateConvened { .. }))
            {
                senate += 1;
                assert!(
                    ev.iter()
                        .any(|e| matches!(&e.kind, EventKind::StateOfTheRepublic { .. }))
                );
                assert!(
                    ev.iter()
                        .filter(|e| matches!(&e.kind, EventKind::InitiativeTaken { .. }))
                        .count()
                        >= 6
                );
            }
            assert_eq!(g.players().len(), players);
        }
    }
    assert!(senate > 50, "{senate}");
}

fn leak_message(ev: &[Event], answers: &[Answer]) -> Option<String> {
    std::panic::catch_unwind(|| check_events(ev, answers))
        .err()
        .map(|p| {
            p.downcast_ref::<String>()
                .cloned()
                .unwrap_or_else(|| "(no message)".into())
        })
}

/// The leak check finds one secret among several: one card of a private hand, one of two bids.
#[test]
fn gen_04_leak_check_catches_a_partial_leak() {
    let hand = Event {
        visibility: Visibility::Faction(FactionId(0)),
        kind: EventKind::HandDealt {
            faction: FactionId(0),
            cards: vec![CardKey("tribune-3".into()), CardKey("1A".into())],
        },
    };
    let one_card = Event {
        visibility: Visibility::Public,
        kind: EventKind::CardDrawn {
            card: rorgm::rules::CardRef::Deck {
                of: rorgm::rules::data::DeckCard::Intrigue("tribune-3".into()),
            },
            to: rorgm::rules::DrawnTo::Forum,
        },
    };
    assert!(secret_fragments(std::slice::from_ref(&hand), &[]).contains(&"\"tribune-3\"".into()));
    assert_eq!(
        leak_message(std::slice::from_ref(&hand), &[]),
        None,
        "no public event, no leak"
    );
    let msg = leak_message(&[hand, one_card], &[]).expect("one card of the hand leaked");
    assert!(msg.contains("tribune-3"), "{msg}");

    let bids = Answer::InitiativeBid {
        bids: vec![
            Bid {
                amount: 4,
                from: SenatorId("7".into()),
                condition: None,
            },
            Bid {
                amount: 2,
                from: SenatorId("12".into()),
                condition: None,
            },
        ],
        plan: InitiativePlan::default(),
        later: Vec::new(),
    };
    let second_bidder = Event {
        visibility: Visibility::Public,
        kind: EventKind::RulesEnd {
            rule: "TEST".into(),
            reason: RulesStop::Written("a bid \"from\":\"12\" was made".into()),
        },
    };
    let msg = leak_message(&[second_bidder], std::slice::from_ref(&bids))
        .expect("the second bid's bidder leaked");
    assert!(msg.contains("\"from\":\"12\""), "{msg}");
}
