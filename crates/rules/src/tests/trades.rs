//! Open trades of Faction cards (RVN-01, PB-14, GEN-06, GEN-07, GEN-08).

use super::*;
use crate::setup::card_key;

/// A game after setup (turn 1) in the Revolution Phase round, each hand rigged to the given
/// intrigue/concession counts (3 players).
fn in_revolution(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    g
}

fn reopen(g: &mut Game) {
    g.pending = None;
    g.trades = None;
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
}

fn hand(g: &Game, fac: u8) -> Vec<CardKey> {
    g.factions[usize::from(fac)]
        .hand
        .iter()
        .filter_map(card_key)
        .collect()
}

/// Give faction `fac` a card from the deck that is not a Statesman (so it is never played).
fn give_card(g: &mut Game, fac: u8) -> CardKey {
    let p = g
        .deck
        .iter()
        .position(|c| matches!(c, DeckCard::Intrigue(_) | DeckCard::Concession(_)))
        .unwrap();
    let c = g.deck.remove(p);
    let k = card_key(&c).unwrap();
    g.factions[usize::from(fac)].hand.push(c);
    k
}

fn trades_id(g: &Game, fac: u8) -> DecisionId {
    g.open_decisions()
        .into_iter()
        .find(|d| d.owner == FactionId(fac) && d.kind == DecisionKind::Trades)
        .unwrap()
        .id
}

fn offer(from: u8, to: u8, give: &[CardKey], get: &[CardKey]) -> Answer {
    Answer::Trades {
        offers: vec![TradeOffer {
            number: 0,
            from: f(from),
            to: f(to),
            give: give.to_vec(),
            get: get.to_vec(),
        }],
        accept: vec![],
    }
}

fn public_json(ev: &[Event]) -> String {
    ev.iter()
        .filter(|e| e.visibility == Visibility::Public)
        .map(|e| serde_json::to_string(&e.kind).unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// RVN-01 / PB-14: both sides write the same trade in the PB-13 round: it is made before the
/// plays; everyone learns the counts, each side the cards.
#[test]
fn rvn_01_pb_14_mirror_offers_trade_in_the_same_round() {
    let mut g = in_revolution(41);
    let a = give_card(&mut g, 0);
    let b = give_card(&mut g, 1);
    reopen(&mut g);
    let before0 = hand(&g, 0).len();
    g.submit(
        f(0),
        &trades_id(&g, 0),
        offer(0, 1, std::slice::from_ref(&a), std::slice::from_ref(&b)),
    )
    .unwrap();
    g.submit(
        f(1),
        &trades_id(&g, 1),
        offer(1, 0, std::slice::from_ref(&b), std::slice::from_ref(&a)),
    )
    .unwrap();
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    let traded = ev
        .iter()
        .find(|e| matches!(e.kind, EventKind::CardsTraded { .. }))
        .expect("the trade is made");
    assert_eq!(traded.visibility, Visibility::Public);
    assert!(matches!(
        traded.kind,
        EventKind::CardsTraded {
            offerer: FactionId(0 | 1),
            partner: FactionId(0 | 1),
            given: 1,
            received: 1,
            ..
        }
    ));
    assert!(hand(&g, 0).contains(&b) && !hand(&g, 0).contains(&a));
    assert!(hand(&g, 1).contains(&a) && !hand(&g, 1).contains(&b));
    assert_eq!(hand(&g, 0).len(), before0);
    for side in [0, 1] {
        assert!(
            ev.iter()
                .any(|e| e.visibility == Visibility::Faction(f(side))
                    && matches!(&e.kind, EventKind::TradeCardsMoved { offer }
                if offer.give == vec![a.clone()] || offer.get == vec![a.clone()]))
        );
    }
    assert!(!ev.iter().any(|e| e.visibility == Visibility::Faction(f(2))
        && matches!(e.kind, EventKind::TradeCardsMoved { .. })));
    // RVN-01: no answer round; both sides received a card and are asked for their plays again.
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::PlaysAfterTrades { factions } if factions.len() == 2)));
    assert_eq!(g.turn(), 1);
    g.resolve(true);
    assert_eq!(g.turn(), 2, "the plays after the trades end the phase");
}

/// GEN-06 / RVN-01 (S004: the GM "does not identify those cards"): no public event of a trade
/// names a card.
#[test]
fn gen_06_public_trade_events_never_name_the_cards() {
    let mut g = in_revolution(42);
    let a = give_card(&mut g, 0);
    let b = give_card(&mut g, 1);
    let c = give_card(&mut g, 2);
    reopen(&mut g);
    g.submit(
        f(0),
        &trades_id(&g, 0),
        offer(0, 1, std::slice::from_ref(&a), std::slice::from_ref(&b)),
    )
    .unwrap();
    g.submit(
        f(1),
        &trades_id(&g, 1),
        offer(1, 0, std::slice::from_ref(&b), std::slice::from_ref(&a)),
    )
    .unwrap();
    g.submit(
        f(2),
        &trades_id(&g, 2),
        offer(2, 0, std::slice::from_ref(&c), &[]),
    )
    .unwrap();
    let mut ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::TradeOffered { .. }))
    );
    let id = trades_id(&g, 0);
    g.submit(
        f(0),
        &id,
        Answer::Trades {
            offers: vec![],
            accept: vec![3],
        },
    )
    .unwrap();
    g.script_chits(vec!["none".into()]);
    ev.extend(g.resolve(true));
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e.kind, EventKind::CardsTraded { .. }))
            .count(),
        2
    );
    let public = public_json(&ev);
    for k in [&a, &b, &c] {
        assert!(
            !public.contains(&format!("\"{}\"", k.0)),
            "{k:?} in {public}"
        );
    }
}

/// PB-14: an offer not matched in the PB-13 round is announced and answered in a round of its
/// own (only the faction it is made to); accepted, the cards move, then the held plays.
#[test]
fn pb_14_rvn_01_an_offer_accepted_in_the_next_round() {
    let mut g = in_revolution(43);
    let a = give_card(&mut g, 0);
    reopen(&mut g);
    g.submit(
        f(0),
        &trades_id(&g, 0),
        offer(0, 2, std::slice::from_ref(&a), &[]),
    )
    .unwrap();
    let ev = g.resolve(true);
    let offered = ev
        .iter()
        .find(|e| matches!(e.kind, EventKind::TradeOffered { .. }))
        .expect("the offer is announced");
    assert_eq!(offered.visibility, Visibility::Public);
    assert!(matches!(
        offered.kind,
        EventKind::TradeOffered {
            number: 1,
            give: 1,
            get: 0,
            ..
        }
    ));
    let open = g.open_decisions();
    assert_eq!(open.len(), 1, "only the faction offered a trade answers");
    assert_eq!(open[0].owner, f(2));
    assert_eq!(open[0].kind, DecisionKind::Trades);
    assert_eq!(g.turn(), 1, "the plays wait for the answers");
    // New offers are not taken in the answer round.
    let err = g
        .submit(
            f(2),
            &open[0].id,
            offer(2, 0, &[hand(&g, 2)[0].clone()], &[]),
        )
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NoNewOffers,
            ..
        }
    ));
    let err = g
        .submit(
            f(2),
            &open[0].id,
            Answer::Trades {
                offers: vec![],
                accept: vec![7],
            },
        )
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NoSuchOffer { number: 7, .. },
            ..
        }
    ));
    g.submit(
        f(2),
        &open[0].id,
        Answer::Trades {
            offers: vec![],
            accept: vec![1],
        },
    )
    .unwrap();
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::CardsTraded {
            number: 1,
            given: 1,
            received: 0,
            ..
        }
    )));
    assert!(hand(&g, 2).contains(&a));
    assert!(!hand(&g, 0).contains(&a));
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::PlaysAfterTrades { factions } if *factions == vec![f(2)])));
    g.resolve(true);
    assert_eq!(g.turn(), 2);
}

/// PB-14 Default Move (RULING): an offer nobody answers lapses; nothing moves.
#[test]
fn pb_14_an_unanswered_offer_lapses() {
    let mut g = in_revolution(44);
    let a = give_card(&mut g, 0);
    reopen(&mut g);
    g.submit(
        f(0),
        &trades_id(&g, 0),
        offer(0, 1, std::slice::from_ref(&a), &[]),
    )
    .unwrap();
    g.resolve(true);
    let d = &g.open_decisions()[0];
    assert_eq!(
        d.default,
        Answer::Trades {
            offers: vec![],
            accept: vec![]
        }
    );
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(
            e.kind,
            EventKind::TradeLapsed {
                number: 1,
                why: TradeLapse::NotAccepted,
                ..
            }
        )));
    assert!(hand(&g, 0).contains(&a));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::CardsTraded { .. }))
    );
}

/// RVN-01: a faction offers only cards of its own hand, to another faction.
#[test]
fn rvn_01_offers_are_checked() {
    let mut g = in_revolution(45);
    let a = give_card(&mut g, 0);
    let b = give_card(&mut g, 1);
    reopen(&mut g);
    let id = trades_id(&g, 0);
    let err = g
        .submit(f(0), &id, offer(0, 1, std::slice::from_ref(&b), &[]))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NotInHand { .. },
            ..
        }
    ));
    let err = g
        .submit(f(0), &id, offer(0, 0, std::slice::from_ref(&a), &[]))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::TradeWithSelf,
            ..
        }
    ));
    let err = g.submit(f(0), &id, offer(0, 1, &[], &[])).unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::EmptyTrade,
            ..
        }
    ));
    let err = g
        .submit(
            f(0),
            &id,
            offer(
                0,
                1,
                std::slice::from_ref(&a),
                &[CardKey("nonsense".into())],
            ),
        )
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NotAFactionCard { .. },
            ..
        }
    ));
    // The card asked for is not checked against the hidden hand at submission (GEN-04).
    g.submit(
        f(0),
        &id,
        offer(
            0,
            1,
            std::slice::from_ref(&a),
            &[CardKey("tribune-9".into())],
        ),
    )
    .unwrap();
}

/// GEN-07: Faction cards change hands only in the Revolution Phase: no other round takes trades.
#[test]
fn gen_07_no_trades_outside_the_revolution_phase() {
    let (mut g, _) = new_game(3, 46);
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind != DecisionKind::Trades)
    );
    to_revenue(&mut g);
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind != DecisionKind::Trades)
    );
    reopen(&mut g);
    assert_eq!(
        g.open_decisions()
            .iter()
            .filter(|d| d.kind == DecisionKind::Trades)
            .count(),
        3
    );
}

/// RVN-01 / RVN-04: a card traded away is not played (the play lapses, told privately), and the
/// discards keep the hand limit after the trade.
#[test]
fn rvn_01_plays_and_discards_fit_the_hands_after_the_trades() {
    let mut g = in_revolution(47);
    // Faction 1 holds exactly 5 cards; it receives one and must discard one.
    while hand(&g, 1).len() < 5 {
        give_card(&mut g, 1);
    }
    let a = give_card(&mut g, 0);
    reopen(&mut g);
    g.submit(
        f(0),
        &trades_id(&g, 0),
        offer(0, 1, std::slice::from_ref(&a), &[]),
    )
    .unwrap();
    g.resolve(true);
    let id = trades_id(&g, 1);
    g.submit(
        f(1),
        &id,
        Answer::Trades {
            offers: vec![],
            accept: vec![1],
        },
    )
    .unwrap();
    g.script_chits(vec!["none".into()]);
    let mut ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::CardsTraded { .. }))
    );
    // The plays after the trades (Default Move: the first answer, fitted).
    ev.extend(g.resolve(true));
    assert_eq!(hand(&g, 1).len(), 5, "down to the hand limit again");
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::HandLimitDiscards {
            faction: FactionId(1),
            count: 1,
            ..
        }
    )));
}

/// RVN-01: Intrigue cards of one name are alike: asking for "a Tribune" is met by any Tribune.
#[test]
fn rvn_01_any_tribune_meets_an_offer_for_a_tribune() {
    let mut g = in_revolution(48);
    let a = give_card(&mut g, 0);
    let p = g
        .deck
        .iter()
        .position(
            |c| matches!(c, DeckCard::Intrigue(k) if k.starts_with("tribune") && k != "tribune-1"),
        )
        .unwrap();
    let t = g.deck.remove(p);
    let tk = card_key(&t).unwrap();
    g.factions[1].hand.push(t);
    reopen(&mut g);
    g.submit(
        f(0),
        &trades_id(&g, 0),
        offer(
            0,
            1,
            std::slice::from_ref(&a),
            &[CardKey("tribune-1".into())],
        ),
    )
    .unwrap();
    g.resolve(true);
    let id = trades_id(&g, 1);
    g.submit(
        f(1),
        &id,
        Answer::Trades {
            offers: vec![],
            accept: vec![1],
        },
    )
    .unwrap();
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::CardsTraded { .. })),
        "{ev:#?}"
    );
    // A Tribune of Faction 1's moved (it held `tk`, perhaps another one too); Faction 0 may
    // have discarded it to the hand limit since: the cards moved tell.
    assert!(ev.iter().any(|e| e.visibility == Visibility::Faction(f(0))
        && matches!(&e.kind, EventKind::TradeCardsMoved { offer }
            if offer.get.len() == 1 && offer.get[0].0.starts_with("tribune"))));
    let _ = tk;
}

/// RVN-01 (LR 1.11.1: "Cards received in trade may be played in the same phase in which they
/// are received"): a Statesman given in a trade made in the PB-13 round is played by the
/// faction that received it before the phase ends; only the factions that received cards are
/// asked again, the others' plays wait.
#[test]
fn rvn_01_a_card_received_in_trade_is_played_in_the_same_phase() {
    let mut g = in_revolution(49);
    // A Statesman from the deck that Faction 2 (index 1) may play, in Faction 1's hand.
    let p = g
        .deck
        .iter()
        .position(
            |c| matches!(c, DeckCard::Statesman(id) if g.statesman_playable(f(1), id).is_ok()),
        )
        .unwrap();
    let card = g.deck.remove(p);
    let k = card_key(&card).unwrap();
    g.factions[0].hand.push(card);
    reopen(&mut g);
    // Faction 1 gives it; Faction 2 writes the mirror offer (it gives nothing for it).
    g.submit(
        f(0),
        &trades_id(&g, 0),
        offer(0, 1, std::slice::from_ref(&k), &[]),
    )
    .unwrap();
    g.submit(
        f(1),
        &trades_id(&g, 1),
        offer(1, 0, &[], std::slice::from_ref(&k)),
    )
    .unwrap();
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::CardsTraded { .. }))
    );
    let after = ev
        .iter()
        .find(|e| matches!(e.kind, EventKind::PlaysAfterTrades { .. }))
        .expect("the receiver is asked for its plays again");
    assert_eq!(after.visibility, Visibility::Public);
    assert!(
        matches!(&after.kind, EventKind::PlaysAfterTrades { factions } if *factions == vec![f(1)])
    );
    assert_eq!(
        g.turn(),
        1,
        "the phase waits for the plays after the trades"
    );
    let open = g.open_decisions();
    assert_eq!(open.len(), 1);
    let d = &open[0];
    assert_eq!((d.owner, d.kind), (f(1), DecisionKind::Revolution));
    assert_eq!(d.default_by, DefaultBy::FirstAnswer);
    let DecisionOptions::Revolution {
        playable_statesmen,
        may_revolt,
        ..
    } = &d.options
    else {
        panic!("{:?}", d.options);
    };
    assert!(playable_statesmen.contains(&k), "{playable_statesmen:?}");
    assert!(may_revolt.is_empty());
    let Answer::Revolution { discards, .. } = d.default.clone() else {
        panic!()
    };
    g.submit(
        f(1),
        &d.id,
        Answer::Revolution {
            statesmen: vec![k.clone()],
            concessions: vec![],
            discards,
            revolts: vec![],
        },
    )
    .unwrap();
    let ev = g.resolve(true);
    assert!(
        ev.iter().any(
            |e| matches!(&e.kind, EventKind::StatesmanPlayed { faction, .. } if *faction == f(1))
        ),
        "{ev:?}"
    );
    assert!(!hand(&g, 1).contains(&k));
    let played = g
        .senators
        .iter()
        .find(|s| s.statesman.as_deref() == Some(k.0.as_str()))
        .expect("the Statesman is in play");
    assert_eq!(played.faction, Some(f(1)));
    assert_eq!(g.turn(), 2);
}
