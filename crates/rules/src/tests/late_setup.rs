//! SET-08 (the Late Republic, LR 3.03) and SET-10 (Alternative History, LR 3.05).

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, DecisionOptions, DicePurpose, Place, Tie};
use crate::data::Era;

fn new_scenario(scenario: Scenario, n: usize, b: u8) -> (Game, Vec<Event>) {
    let players = (1..=n).map(|i| format!("Player {i}")).collect();
    Game::new(Setup { scenario, players }, seed(b)).unwrap()
}

/// Was Era Ends shuffled among the last `last` cards by `rule`?
fn era_ends_among(ev: &[Event], last: u32, rule: &str) -> bool {
    ev.iter().any(|e| {
        matches!(
            &e.kind,
            EventKind::CardPlaced {
                place: Place::EraEndsAmong { last: l, next_deck: 0, rule: r },
                ..
            } if *l == last && *r == rule
        )
    })
}

/// Every card a game holds: the deck, the hands, the Senators' cards, the Laws and the removed.
fn all_cards(g: &Game) -> Vec<DeckCard> {
    let mut all: Vec<DeckCard> = g.deck.clone();
    all.extend(g.factions.iter().flat_map(|f| f.hand.clone()));
    all.extend(g.senators.iter().map(|s| DeckCard::Family(s.family)));
    all.extend(g.laws.iter().map(|l| DeckCard::Law(l.key.clone())));
    all.extend(g.removed.iter().cloned());
    all.extend(g.inactive_wars.iter().map(|w| DeckCard::War(w.clone())));
    all
}

fn dealt(ev: &[Event]) -> Vec<(FactionId, String)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::ProvinceDealt { faction, province } => {
                Some((*faction, province.to_string()))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn set_08_late_deck_build_and_deal() {
    let d = data();
    for n in 3..=6 {
        for b in 0..4 {
            let (g, ev) = new_scenario(Scenario::LateRepublic, n, b);
            assert_eq!(g.era, Era::Late);
            // B: no card in the Forum; 3.03.3/1: eight Legions.
            assert!(g.inactive_wars.is_empty() && g.active_wars.is_empty());
            assert!(g.curia.is_empty() && g.events_in_play.is_empty());
            assert_eq!(g.legions, 8);
            // C: the Middle Laws in play but the Servilian and Acilian, which are removed.
            let mut laws: Vec<&str> = g.laws.iter().map(|l| l.key.as_str()).collect();
            laws.sort();
            assert_eq!(laws, ["calpurnian", "military-reforms", "tradition-erodes"]);
            assert!(g.law_in_play("tradition-erodes"));
            assert!(g.removed.contains(&DeckCard::Law("servilian".into())));
            assert!(g.removed.contains(&DeckCard::Law("acilian".into())));
            let in_space = ev
                .iter()
                .filter(|e| {
                    matches!(
                        &e.kind,
                        EventKind::CardPlaced {
                            place: Place::LawsSpace { .. },
                            ..
                        }
                    )
                })
                .count();
            assert_eq!(in_space, 3);
            // D: 5 Families each from the 30, all different.
            let mut fams: Vec<u8> = Vec::new();
            for i in 0..n {
                let mine = of(&g, i as u8);
                assert_eq!(mine.len(), 5);
                fams.extend(mine.iter().map(|&s| g.senators[s].family));
            }
            assert!(fams.iter().all(|f| (1..=30).contains(f)));
            fams.sort();
            fams.dedup();
            assert_eq!(fams.len(), 5 * n);
            // G: hands of 3 Faction cards.
            for fac in &g.factions {
                assert_eq!(fac.hand.len(), 3);
            }
            // Every card once: the red deck, Marius and Sulla, the 25 Early and Middle
            // Families, the 13 Concessions, 6 Intrigue cards of the Early and Middle decks (F),
            // the 5 Middle Laws (placed or removed) and Era Ends.
            let all = all_cards(&g);
            let late = d.late_deck();
            assert_eq!(all.len(), late.len() + 2 + 25 + 13 + 6 + 5 + 1);
            for c in late.iter().chain(
                [
                    DeckCard::Statesman("27A".into()),
                    DeckCard::Statesman("1C".into()),
                ]
                .iter(),
            ) {
                assert_eq!(all.iter().filter(|x| *x == c).count(), 1, "{c:?}");
            }
            for id in 1..=30u8 {
                let c = DeckCard::Family(id);
                assert_eq!(all.iter().filter(|x| **x == c).count(), 1, "{c:?}");
            }
            let old_intrigue = all
                .iter()
                .filter(|c| matches!(c, DeckCard::Intrigue(_)))
                .filter(|c| d.card_era(c) != Some(Era::Late))
                .count();
            assert_eq!(old_intrigue, 6);
            let concessions = all
                .iter()
                .filter(|c| matches!(c, DeckCard::Concession(_)))
                .count();
            assert_eq!(concessions, 13);
            // No other Statesman of the earlier decks.
            let statesmen = all
                .iter()
                .filter(|c| matches!(c, DeckCard::Statesman(_)))
                .filter(|c| d.card_era(c) != Some(Era::Late))
                .count();
            assert_eq!(statesmen, 2);
            // H: Era Ends among the last 11 cards.
            let pos = g.deck.iter().position(|c| *c == DeckCard::EraEnds).unwrap();
            assert!(pos + 11 >= g.deck.len());
            assert!(era_ends_among(&ev, 11, "SET-08"));
            // 3.03.4/1-2: two deals: one Developed Province each (the rest in the Forum on
            // their Developed side), then one Undeveloped one each (five for six players).
            let deals = dealt(&ev);
            assert_eq!(deals.len(), n + n.min(5));
            let developed: Vec<String> = crate::setup_late::LATE_DEVELOPED
                .iter()
                .map(|p| d.province_key(p))
                .collect();
            let (dev, undev): (Vec<_>, Vec<_>) =
                deals.iter().partition(|(_, k)| developed.contains(k));
            assert_eq!(dev.len(), n);
            assert_eq!(undev.len(), n.min(5));
            for i in 0..n {
                assert_eq!(dev.iter().filter(|(f, _)| f.0 as usize == i).count(), 1);
            }
            assert_eq!(g.forum_provinces.len(), 11 - n - n.min(5));
            assert_eq!(g.forum_developed.len(), 6 - n);
            assert!(g.forum_developed.iter().all(|k| developed.contains(k)));
            assert!(g.provinces.is_empty());
            assert_eq!(g.set_08_undeveloped.len(), n.min(5));
            let gm = g.view(Viewer::Gm);
            let shown = gm.provinces.iter().filter(|p| p.developed).count();
            assert_eq!(shown, 6 - n);
        }
    }
}

#[test]
fn set_08_six_players_the_lowest_roller_gets_no_undeveloped_province() {
    for b in 0..6 {
        let (g, ev) = new_scenario(Scenario::LateRepublic, 6, b);
        // The roll-off: 2d6 each; in each pass only the lowest tied roll again.
        let rolls: Vec<(FactionId, u32)> = ev
            .iter()
            .filter_map(|e| match &e.kind {
                EventKind::DiceRolled {
                    purpose:
                        DicePurpose::TieRollOff {
                            tie: Tie::NoGovernorship,
                            faction,
                        },
                    dice,
                    ..
                } => Some((*faction, dice.iter().map(|d| u32::from(*d)).sum())),
                _ => None,
            })
            .collect();
        assert!(rolls.len() >= 6, "{rolls:?}");
        let first: Vec<(FactionId, u32)> = rolls[..6].to_vec();
        let low = first.iter().map(|(_, s)| *s).min().unwrap();
        let out = g
            .faction_ids()
            .into_iter()
            .find(|f| !g.set_08_undeveloped.iter().any(|(o, _)| o == f))
            .unwrap();
        // The faction left out rolled the lowest in the first pass (and in the last).
        assert!(first.contains(&(out, low)), "{first:?} {out:?}");
        if rolls.len() > 6 {
            assert!(rolls[6..].iter().any(|(f, _)| *f == out));
        }
        // Every faction has its Developed Province; five have an Undeveloped one.
        assert_eq!(dealt(&ev).len(), 11);
        assert!(g.forum_provinces.is_empty());
    }
}

#[test]
fn set_08_two_governors_rounds_developed_then_undeveloped() {
    let (mut g, _) = new_scenario(Scenario::LateRepublic, 4, 5);
    // Round 1: the Developed Provinces.
    let open = g.open_decisions();
    assert_eq!(open.len(), 4);
    let mut first_governors = Vec::new();
    for d in &open {
        assert_eq!(d.kind, DecisionKind::Choice);
        let DecisionOptions::Choice { about, options } = &d.options else {
            panic!("{:?}", d.options);
        };
        assert!(matches!(about, ChoiceAbout::SetupGovernor { .. }));
        // Every Senator but the Temporary Rome Consul, for 1-3 turns.
        let senators = of(&g, d.owner.0);
        let consul = senators
            .iter()
            .filter(|&&i| !g.senators[i].offices.is_empty())
            .count();
        assert_eq!(options.len(), 3 * (senators.len() - consul));
        let Answer::Choice {
            pick: ChoiceOption::Governor { senator, term },
            ..
        } = &d.default
        else {
            panic!()
        };
        assert_eq!(*term, 3);
        first_governors.push(senator.clone());
    }
    // Faction 1 sends its first free Senator for 2 turns; the others take the Default Move.
    let d1 = open.iter().find(|d| d.owner == f(1)).unwrap();
    let Answer::Choice { about, .. } = &d1.default else {
        panic!()
    };
    let mine = of(&g, 1)
        .into_iter()
        .find(|&i| g.senators[i].offices.is_empty())
        .unwrap();
    let me = g.senators[mine].id();
    g.submit(
        f(1),
        &d1.id,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Governor {
                senator: me.clone(),
                term: 2,
            },
        },
    )
    .unwrap();
    let ev = g.resolve(true);
    let govs = ev
        .iter()
        .filter(|e| matches!(e.kind, EventKind::SetupGovernor { .. }))
        .count();
    assert_eq!(govs, 4);
    assert_eq!(g.provinces.len(), 4);
    assert!(g.provinces.iter().all(|p| p.developed));
    let p = g.provinces.iter().find(|p| p.governor == me).unwrap();
    assert_eq!(p.term, 2);
    // Round 2: the Undeveloped Provinces; the Governors just sent are away, no candidates.
    let open = g.open_decisions();
    assert_eq!(open.len(), 4);
    for d in &open {
        let DecisionOptions::Choice { about, options } = &d.options else {
            panic!("{:?}", d.options);
        };
        let ChoiceAbout::SetupGovernor { province } = about else {
            panic!()
        };
        assert!(
            crate::setup_late::LATE_UNDEVELOPED
                .iter()
                .any(|n| province.as_str() == data().province_key(n))
        );
        let away: Vec<SenatorId> = g
            .provinces
            .iter()
            .filter(|p| g.senators[g.find_senator(&p.governor).unwrap()].faction == Some(d.owner))
            .map(|p| p.governor.clone())
            .collect();
        assert_eq!(away.len(), 1);
        assert!(options.iter().all(
            |o| !matches!(o, ChoiceOption::Governor { senator, .. } if away.contains(senator))
        ));
        let senators = of(&g, d.owner.0);
        let consul = senators
            .iter()
            .filter(|&&i| !g.senators[i].offices.is_empty())
            .count();
        assert_eq!(options.len(), 3 * (senators.len() - consul - 1));
    }
    // A Governor of the first round refused in the second.
    let d1 = open.iter().find(|d| d.owner == f(1)).unwrap();
    let Answer::Choice { about, .. } = &d1.default else {
        panic!()
    };
    assert!(
        g.submit(
            f(1),
            &d1.id,
            Answer::Choice {
                about: about.clone(),
                pick: ChoiceOption::Governor {
                    senator: me.clone(),
                    term: 1,
                },
            },
        )
        .is_err()
    );
    let ev = g.resolve(true);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e.kind, EventKind::SetupGovernor { .. }))
            .count(),
        4
    );
    assert_eq!(g.provinces.len(), 8);
    assert_eq!(g.provinces.iter().filter(|p| !p.developed).count(), 4);
    // Eight different Governors.
    let mut govs: Vec<SenatorId> = g.provinces.iter().map(|p| p.governor.clone()).collect();
    govs.sort_by(|a, b| a.0.cmp(&b.0));
    govs.dedup();
    assert_eq!(govs.len(), 8);
    // Then PB-01.
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::SetupPlays)
    );
}

#[test]
fn set_08_rvn_06_for_04_the_late_era_numbers() {
    let (g, _) = new_scenario(Scenario::LateRepublic, 3, 2);
    assert_eq!(g.allegiance_need(), 3);
    assert_eq!(g.view(Viewer::Gm).scenario, "late");
}

#[test]
fn set_10_alternative_history_deck_build_and_deal() {
    let d = data();
    for n in 3..=6 {
        for b in 0..3 {
            let (g, ev) = new_scenario(Scenario::Alternative, n, b);
            assert_eq!(g.era, Era::Early);
            assert_eq!(g.legions, 4);
            // As the Early Republic: the 1st Punic War Inactive.
            assert_eq!(g.inactive_wars, vec!["punic-1".to_string()]);
            // 3 Families each from any deck, all different.
            let mut fams: Vec<u8> = Vec::new();
            for i in 0..n {
                let mine = of(&g, i as u8);
                assert_eq!(mine.len(), 3);
                fams.extend(mine.iter().map(|&s| g.senators[s].family));
            }
            fams.sort();
            fams.dedup();
            assert_eq!(fams.len(), 3 * n);
            for fac in &g.factions {
                assert_eq!(fac.hand.len(), 3);
            }
            // All three decks, every card once, and Era Ends.
            let all = all_cards(&g);
            let mut decks = d.early_deck();
            decks.extend(d.middle_deck());
            decks.extend(d.late_deck());
            assert_eq!(all.len(), decks.len() + 1);
            for c in &decks {
                assert_eq!(all.iter().filter(|x| *x == c).count(), 1, "{c:?}");
            }
            // Era Ends shuffled into the last 12 cards.
            let pos = g.deck.iter().position(|c| *c == DeckCard::EraEnds).unwrap();
            assert!(pos + 13 >= g.deck.len());
            assert!(era_ends_among(&ev, 13, "SET-10"));
            // No Provinces, no Laws: set up as the Early Republic.
            assert!(g.provinces.is_empty() && g.forum_provinces.is_empty());
            assert!(g.laws.is_empty());
            assert!(
                g.open_decisions()
                    .iter()
                    .all(|d| d.kind == DecisionKind::SetupPlays)
            );
        }
    }
    // Some hands hold cards of the later decks (random Faction cards from any deck).
    let later = (0..8u8)
        .flat_map(|b| {
            let (g, _) = new_scenario(Scenario::Alternative, 6, b);
            g.factions
                .iter()
                .flat_map(|f| f.hand.clone())
                .collect::<Vec<_>>()
        })
        .filter(|c| data().card_era(c) != Some(Era::Early))
        .count();
    assert!(later > 0);
}

#[test]
fn set_10_the_era_advances_at_the_start_of_turns_8_and_16() {
    let (mut g, _) = new_scenario(Scenario::Alternative, 4, 1);
    g.turn = 7;
    let mut ev = Vec::new();
    g.set_10_era_turns(&mut ev);
    assert!(ev.is_empty());
    assert_eq!(g.era, Era::Early);
    g.turn = 8;
    g.set_10_era_turns(&mut ev);
    let at = ev
        .iter()
        .position(|e| {
            matches!(
                e.kind,
                EventKind::EraAdvances {
                    era: Era::Middle,
                    turn: 8
                }
            )
        })
        .expect("the era advances");
    assert_eq!(ev[at].visibility, Visibility::Public);
    assert_eq!(g.era, Era::Middle);
    assert_eq!(g.allegiance_need(), 4);
    // Once only.
    let mut ev = Vec::new();
    g.turn = 9;
    g.set_10_era_turns(&mut ev);
    assert!(ev.is_empty());
    g.turn = 16;
    g.set_10_era_turns(&mut ev);
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::EraAdvances {
            era: Era::Late,
            turn: 16
        }
    )));
    assert_eq!(g.allegiance_need(), 3);
    // The start of the turn does it.
    let (mut g, _) = new_scenario(Scenario::Alternative, 3, 2);
    g.turn = 7;
    let mut ev = Vec::new();
    g.start_turn(&mut ev);
    assert_eq!(g.turn, 8);
    let started = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::TurnStarted { turn: 8 }))
        .unwrap();
    let advanced = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::EraAdvances { .. }))
        .unwrap();
    assert!(advanced > started);
    assert_eq!(g.era, Era::Middle);
    // Other scenarios: never.
    let (mut g, _) = new_game(3, 2);
    g.turn = 7;
    let mut ev = Vec::new();
    g.start_turn(&mut ev);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::EraAdvances { .. }))
    );
    assert_eq!(g.era, Era::Early);
}
