//! SET-07 (the Middle Republic, LR 3.02), SET-09 (the Extended game, LR 3.04), SET-02's bottom
//! block, and the era's numbers (FOR-04 Random Events column, RVN-06 Legion loyalty).

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, DecisionOptions};
use crate::data::Era;
use crate::game::NextDeck;

fn new_scenario(scenario: Scenario, n: usize, b: u8) -> (Game, Vec<Event>) {
    let players = (1..=n).map(|i| format!("Player {i}")).collect();
    Game::new(Setup { scenario, players }, seed(b)).unwrap()
}

/// Every card of the Middle Republic game: the gray deck, the Early Families and Concessions.
fn middle_cards() -> Vec<DeckCard> {
    let d = data();
    let mut v = d.middle_deck();
    v.extend(
        d.early_deck()
            .into_iter()
            .filter(|c| matches!(c, DeckCard::Family(_) | DeckCard::Concession(_))),
    );
    v
}

/// Was Era Ends shuffled among the last `last` cards, `next` of them of the next deck?
fn era_ends_among(ev: &[Event], last: u32, next: u32) -> bool {
    ev.iter().any(|e| {
        matches!(
            &e.kind,
            EventKind::CardPlaced {
                place: crate::api::Place::EraEndsAmong { last: l, next_deck: n, .. },
                ..
            } if *l == last && *n == next
        )
    })
}

/// SET-09 (LR 3.04.1/4): the Early deck drawn out, the next draw is the Middle deck's first
/// card, and the era turns, announced to all.
fn draw_into_the_middle_era(g: &mut Game) {
    g.deck.clear();
    let mut ev = Vec::new();
    g.draw_forum_card(f(0), &mut ev);
    let at = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::EraBegins { era: Era::Middle }))
        .expect("the era begins");
    assert_eq!(ev[at].visibility, Visibility::Public);
    assert_eq!(g.era, Era::Middle);
}

#[test]
fn set_07_middle_deck_build_and_deal() {
    for n in 3..=6 {
        for b in 0..4 {
            let (g, ev) = new_scenario(Scenario::MiddleRepublic, n, b);
            assert_eq!(g.era, Era::Middle);
            // B: no card in the Forum; LR 3.02.3/1: six Legions.
            assert!(g.inactive_wars.is_empty() && g.active_wars.is_empty());
            assert_eq!(g.legions, 6);
            // C: 4 Families each from the 25 Early and Middle families, all different.
            let mut fams: Vec<u8> = Vec::new();
            for i in 0..n {
                let mine = of(&g, i as u8);
                assert_eq!(mine.len(), 4);
                fams.extend(mine.iter().map(|&s| g.senators[s].family));
            }
            assert!(fams.iter().all(|f| (1..=25).contains(f)));
            fams.sort();
            fams.dedup();
            assert_eq!(fams.len(), 4 * n);
            for fac in &g.factions {
                assert_eq!(fac.hand.len(), 3);
            }
            // Every card once: the Middle cards, 20 Early Families, 13 Concessions, 6 Early
            // Intrigue cards (E), 6 Late cards (G) and Era Ends.
            let mut all: Vec<DeckCard> = g.deck.clone();
            all.extend(g.factions.iter().flat_map(|f| f.hand.clone()));
            all.extend(g.senators.iter().map(|s| DeckCard::Family(s.family)));
            assert_eq!(all.len(), 46 + 20 + 13 + 6 + 6 + 1);
            for c in &middle_cards() {
                assert_eq!(all.iter().filter(|x| *x == c).count(), 1, "{c:?}");
            }
            let d = data();
            let early_intrigue = all
                .iter()
                .filter(|c| matches!(c, DeckCard::Intrigue(_)))
                .filter(|c| d.card_era(c) == Some(Era::Early))
                .count();
            assert_eq!(early_intrigue, 6);
            let late = all
                .iter()
                .filter(|c| d.card_era(c) == Some(Era::Late))
                .count();
            assert_eq!(late, 6);
            // G: Era Ends among the last 13 cards, with the 6 Late cards.
            let pos = g.deck.iter().position(|c| *c == DeckCard::EraEnds).unwrap();
            assert!(pos + 13 >= g.deck.len());
            assert!(
                g.deck[..g.deck.len() - 13]
                    .iter()
                    .all(|c| d.card_era(c) != Some(Era::Late))
            );
            assert!(era_ends_among(&ev, 13, 6));
            // 3.02.4/1: one Province each, the rest in the Forum.
            let dealt = ev
                .iter()
                .filter(|e| matches!(e.kind, EventKind::ProvinceDealt { .. }))
                .count();
            assert_eq!(dealt, n);
            assert_eq!(g.forum_provinces.len(), 6 - n);
            assert!(g.provinces.is_empty());
        }
    }
}

#[test]
fn set_07_governors_are_a_choice_with_a_default_move() {
    let (mut g, _) = new_scenario(Scenario::MiddleRepublic, 4, 2);
    let open = g.open_decisions();
    assert_eq!(open.len(), 4);
    for d in &open {
        assert_eq!(d.kind, DecisionKind::Choice);
        assert!(d.simultaneous);
        let DecisionOptions::Choice { about, options } = &d.options else {
            panic!("{:?}", d.options);
        };
        assert!(matches!(about, ChoiceAbout::SetupGovernor { .. }));
        assert_eq!(d.rule_id(), "SET-07");
        // Every Senator of the faction but a Major Office holder, for 1, 2 or 3 turns.
        let senators = of(&g, d.owner.0);
        let consul = senators
            .iter()
            .filter(|&&i| !g.senators[i].offices.is_empty())
            .count();
        assert_eq!(options.len(), 3 * (senators.len() - consul));
        // The Default Move: the Senator of least Influence, for 3 turns.
        let Answer::Choice {
            pick: ChoiceOption::Governor { senator, term },
            ..
        } = &d.default
        else {
            panic!("{:?}", d.default);
        };
        assert_eq!(*term, 3);
        let least = senators
            .iter()
            .filter(|&&i| g.senators[i].offices.is_empty())
            .map(|&i| g.senators[i].influence)
            .min()
            .unwrap();
        let i = g.find_senator(senator).unwrap();
        assert_eq!(g.senators[i].influence, least);
        assert_eq!(
            options.first(),
            Some(&ChoiceOption::Governor {
                senator: senator.clone(),
                term: 3
            })
        );
    }
    // The Temporary Rome Consul may not govern (LR 1.09.5/8).
    let consul = g
        .senators
        .iter()
        .find(|s| s.offices.contains(&Office::RomeConsul))
        .unwrap()
        .clone();
    let cf = consul.faction.unwrap();
    let d = open.iter().find(|d| d.owner == cf).unwrap();
    let Answer::Choice { about, .. } = &d.default else {
        panic!()
    };
    let refused = g.submit(
        cf,
        &d.id,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Governor {
                senator: consul.id(),
                term: 2,
            },
        },
    );
    assert!(refused.is_err());
    // Faction 0 picks its first Senator for 1 turn; the others default.
    let d0 = open.iter().find(|d| d.owner == f(0)).unwrap();
    let mine = of(&g, 0)
        .into_iter()
        .find(|&i| g.senators[i].offices.is_empty())
        .unwrap();
    let me = g.senators[mine].id();
    let Answer::Choice { about, .. } = &d0.default else {
        panic!()
    };
    let province = match about {
        ChoiceAbout::SetupGovernor { province } => province.to_string(),
        _ => panic!(),
    };
    g.submit(
        f(0),
        &d0.id,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Governor {
                senator: me.clone(),
                term: 1,
            },
        },
    )
    .unwrap();
    let ev = g.resolve(true);
    let govs: Vec<(FactionId, SenatorId, u8)> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::SetupGovernor {
                faction,
                senator,
                term,
                ..
            } => Some((*faction, senator.clone(), *term)),
            _ => None,
        })
        .collect();
    assert_eq!(govs.len(), 4);
    assert!(govs.contains(&(f(0), me.clone(), 1)));
    assert!(govs.iter().filter(|(_, _, t)| *t == 3).count() == 3);
    let p = g.provinces.iter().find(|p| p.governor == me).unwrap();
    assert_eq!(
        (p.key.as_str(), p.term, p.developed),
        (province.as_str(), 1, false)
    );
    assert!(!g.senators[mine].in_rome);
    assert_eq!(g.provinces.len(), 4);
    // Then PB-01: Faction Leaders and plays.
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::SetupPlays)
    );
}

#[test]
fn set_02_six_middle_cards_and_era_ends_at_the_bottom_of_the_early_deck() {
    let d = data();
    for b in 0..6 {
        let (g, ev) = new_game(4, b);
        let middle: Vec<usize> = g
            .deck
            .iter()
            .enumerate()
            .filter(|(_, c)| d.card_era(c) == Some(Era::Middle))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(middle.len(), 6);
        assert!(middle.iter().all(|&i| i + 13 >= g.deck.len()));
        let pos = g.deck.iter().position(|c| *c == DeckCard::EraEnds).unwrap();
        assert!(pos + 13 >= g.deck.len());
        assert!(era_ends_among(&ev, 13, 6));
    }
}

#[test]
fn for_04_set_07_random_events_use_the_eras_column() {
    let d = data();
    // A 3d6 total whose Early and Middle rows differ.
    let (roll, dice) = (3u8..=18)
        .find_map(|r| {
            let e = d.event_for_roll(Era::Early, r).map(|e| e.key.clone());
            let m = d.event_for_roll(Era::Middle, r).map(|e| e.key.clone());
            (e != m && m.is_some()).then_some((r, m))
        })
        .unwrap();
    let want = dice.unwrap();
    let (mut g, _) = new_scenario(Scenario::MiddleRepublic, 3, 1);
    let a = (roll - 2).clamp(1, 6);
    let b = (roll - a - 1).clamp(1, 6);
    let c = roll - a - b;
    g.script_dice(vec![a, b, c]);
    let mut ev = Vec::new();
    g.random_event(f(0), &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::EventPlaced { key, .. } if *key == want)),
        "{roll}: {want} not placed: {ev:?}"
    );
}

#[test]
fn rvn_06_set_07_legions_follow_on_4_in_the_middle_republic() {
    let (mut g, _) = new_scenario(Scenario::MiddleRepublic, 3, 1);
    assert_eq!(g.allegiance_need(), 4);
    g.era = Era::Late;
    assert_eq!(g.allegiance_need(), 3);
    let (g, _) = new_game(3, 1);
    assert_eq!(g.allegiance_need(), 5);
}

#[test]
fn set_09_extended_early_turns_the_era_when_the_middle_deck_is_drawn() {
    let (mut g, ev) = new_scenario(Scenario::ExtendedEarly, 4, 3);
    let d = data();
    assert_eq!(g.era, Era::Early);
    // The Early deck alone, no Era Ends in it; the Middle deck, then the Late deck with Era Ends
    // among its last 11 cards.
    assert!(!g.deck.contains(&DeckCard::EraEnds));
    assert!(g.deck.iter().all(|c| d.card_era(c) == Some(Era::Early)));
    assert_eq!(g.next_decks.len(), 2);
    let NextDeck { era, cards } = &g.next_decks[0];
    assert_eq!((*era, cards.len()), (Era::Middle, 46));
    let NextDeck { era, cards } = &g.next_decks[1];
    assert_eq!((*era, cards.len()), (Era::Late, d.late_deck().len() + 1));
    let pos = cards.iter().position(|c| *c == DeckCard::EraEnds).unwrap();
    assert!(pos + 11 >= cards.len());
    assert!(era_ends_among(&ev, 11, 0));
    // The Early deck drawn out: the next draw is the Middle deck's first card.
    let first = g.next_decks[0].cards[0].clone();
    draw_into_the_middle_era(&mut g);
    assert_eq!(g.allegiance_need(), 4);
    assert_eq!(g.next_decks.len(), 1);
    assert!(!g.deck.contains(&first));
}

#[test]
fn set_09_extended_middle_has_no_bottom_block_and_the_late_deck_follows() {
    let (g, _) = new_scenario(Scenario::ExtendedMiddle, 5, 4);
    let d = data();
    assert_eq!(g.era, Era::Middle);
    assert!(!g.deck.contains(&DeckCard::EraEnds));
    assert!(g.deck.iter().all(|c| d.card_era(c) != Some(Era::Late)));
    assert_eq!(g.next_decks.len(), 1);
    assert_eq!(g.next_decks[0].era, Era::Late);
    // Provinces and Governors as the Middle Republic.
    assert_eq!(g.forum_provinces.len(), 1);
    assert_eq!(g.open_decisions().len(), 5);
}

/// SET-09 (LR 3.04.1/2, 3.04.1/5, 3.02.2 G): two decks, Early to Middle: the Early deck alone
/// without its bottom block; the Middle deck waiting, Era Ends placed by the Middle Republic's
/// rule (6 Late and 6 Middle cards with it at the bottom); no Late deck.
#[test]
fn set_09_extended_early_middle_ends_with_the_middle_deck_and_its_era_ends() {
    let d = data();
    for n in 3..=6 {
        for b in 0..3 {
            let (mut g, ev) = new_scenario(Scenario::ExtendedEarlyMiddle, n, b);
            assert_eq!(g.era, Era::Early);
            assert_eq!(g.legions, 4);
            assert!(!g.deck.contains(&DeckCard::EraEnds));
            assert!(g.deck.iter().all(|c| d.card_era(c) == Some(Era::Early)));
            assert_eq!(g.next_decks.len(), 1, "no Late deck");
            let NextDeck { era, cards } = &g.next_decks[0];
            assert_eq!(*era, Era::Middle);
            assert_eq!(cards.len(), d.middle_deck().len() + 6 + 1);
            // The announcement: Era Ends among the last 13, 6 of them of the Late deck.
            assert!(era_ends_among(&ev, 13, 6));
            let (top, bottom) = cards.split_at(cards.len() - 13);
            assert!(top.iter().all(|c| d.card_era(c) == Some(Era::Middle)));
            assert!(bottom.contains(&DeckCard::EraEnds));
            let late = bottom
                .iter()
                .filter(|c| d.card_era(c) == Some(Era::Late))
                .count();
            let middle = bottom
                .iter()
                .filter(|c| d.card_era(c) == Some(Era::Middle))
                .count();
            assert_eq!((late, middle), (6, 6));
            // Every Middle card once.
            for c in d.middle_deck() {
                assert_eq!(cards.iter().filter(|x| **x == c).count(), 1, "{c:?}");
            }
            // The Early deck drawn out: the Middle deck comes into play and the era turns.
            draw_into_the_middle_era(&mut g);
            assert!(g.next_decks.is_empty());
            assert!(g.deck.contains(&DeckCard::EraEnds));
        }
    }
    assert_eq!(
        Scenario::parse("extended-early-middle"),
        Some(Scenario::ExtendedEarlyMiddle)
    );
    assert_eq!(
        Scenario::ExtendedEarlyMiddle.as_str(),
        "extended-early-middle"
    );
}
