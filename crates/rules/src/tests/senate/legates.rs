//! SEN-38 the Vatinian Law's Legates (LR 1.13.1; card:law-vatinian/1-4; `legates.rs`).

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption, ProsecutionReason};
use crate::laws::LawInPlay;
use crate::state::Province;

/// A Senate with the Vatinian Law in play (or not) at its Governors' elections, Sicilia and
/// Sardinia in the Forum.
fn governors(b: u8, law: bool) -> Game {
    let (mut g, _) = senate_game(3, b);
    if law {
        g.laws.push(LawInPlay {
            key: "vatinian".into(),
            by: f(0),
        });
    }
    g.forum_provinces.push("sicilia".into());
    g.forum_provinces.push("sardinia-et-corsica".into());
    until_stage(&mut g, SenateStage::Governors);
    g
}

/// An aligned Senator in Rome holding a Major Office (a Consul).
fn official(g: &Game) -> SenatorId {
    let i = (0..g.senators.len())
        .find(|&i| {
            let s = &g.senators[i];
            s.faction.is_some()
                && s.in_rome
                && s.offices
                    .iter()
                    .any(|o| matches!(o, Office::RomeConsul | Office::FieldConsul))
        })
        .expect("a Consul in Rome");
    id(g, i)
}

/// An aligned Senator in Rome without any office.
fn plain(g: &Game) -> SenatorId {
    let i = g
        .governor_candidates()
        .into_iter()
        .find(|&i| {
            let s = &g.senators[i];
            s.faction.is_some() && s.in_rome && s.offices.is_empty()
        })
        .expect("an aligned Senator without office");
    id(g, i)
}

fn elect(g: &mut Game, who: &SenatorId, province: &str) -> Vec<Event> {
    propose(
        g,
        vec![Proposal::Governor {
            senator: who.clone(),
            province: province.into(),
        }],
    );
    vote_all(g, |_| yes())
}

fn legate_event(ev: &[Event], who: &SenatorId) -> Option<bool> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::GovernsByLegate {
            senator, chosen, ..
        } if senator == who => Some(*chosen),
        _ => None,
    })
}

/// SEN-38 (card:law-vatinian/2, LR 1.13.1/3): with the Law a Consul is eligible, and elected
/// he governs through a Legate without a choice and stays in Rome in office; without the Law
/// he is no candidate.
#[test]
fn sen_38_a_consul_is_eligible_and_governs_by_legate_at_once() {
    let g0 = governors(81, false);
    let consul = official(&g0);
    assert!(
        g0.proposal_legal(&Proposal::Governor {
            senator: consul.clone(),
            province: "sicilia".into(),
        })
        .is_err()
    );
    let mut g = governors(81, true);
    let consul = official(&g);
    let ev = elect(&mut g, &consul, "sicilia");
    assert_eq!(legate_event(&ev, &consul), Some(false), "{ev:?}");
    let i = g.find_senator(&consul).unwrap();
    assert!(g.senators[i].in_rome);
    assert!(g.governs_by_legate(&consul, "sicilia"));
    // LR 1.13.1/5: public.
    let v = g.view(Viewer::Public);
    assert!(
        v.provinces
            .iter()
            .any(|p| p.key.as_str() == "sicilia" && p.by_legate)
    );
    // No choice was asked: the Senate went on.
    assert_ne!(open_kind(&g), Some(DecisionKind::Choice));
    // card:law-vatinian/2: already governing by Legate, he may be named to another Province,
    // never to his own.
    assert_eq!(
        g.proposal_legal(&Proposal::Governor {
            senator: consul.clone(),
            province: "sardinia-et-corsica".into(),
        }),
        Ok(())
    );
}

/// SEN-38 (card:law-vatinian/3): a Senator elected in Rome without a Major Office: his faction
/// chooses; GO sends him to his Province.
#[test]
fn sen_38_a_senator_elected_in_rome_chooses_to_go() {
    let mut g = governors(82, true);
    let who = plain(&g);
    let ev = elect(&mut g, &who, "sicilia");
    assert!(legate_event(&ev, &who).is_none());
    let d = g.open_decisions().into_iter().next().expect("the choice");
    assert_eq!(d.kind, DecisionKind::Choice);
    let DecisionOptions::Choice { about, options } = &d.options else {
        panic!("{d:?}")
    };
    assert!(matches!(about, ChoiceAbout::Legate { senator, .. } if *senator == who));
    assert_eq!(about.rule(), "SEN-38");
    assert!(options.contains(&ChoiceOption::GoToProvince));
    assert!(matches!(
        &d.default,
        Answer::Choice {
            pick: ChoiceOption::GovernByLegate,
            ..
        }
    ));
    let owner = g.senators[g.find_senator(&who).unwrap()].faction.unwrap();
    g.submit(
        owner,
        &d.id,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::GoToProvince,
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::GovernorDeparts { senator, province } if *senator == who && province.as_str() == "sicilia"
    )));
    assert!(!g.senators[g.find_senator(&who).unwrap()].in_rome);
    assert!(!g.governs_by_legate(&who, "sicilia"));
}

/// SEN-38: the Default Move (docs/RULINGS.md SEN-38): he governs through a Legate and stays in
/// Rome, where he may be elected again.
#[test]
fn sen_38_the_default_move_governs_by_legate() {
    let mut g = governors(83, true);
    let who = plain(&g);
    elect(&mut g, &who, "sicilia");
    assert_eq!(open_kind(&g), Some(DecisionKind::Choice));
    let ev = g.resolve(true);
    assert_eq!(legate_event(&ev, &who), Some(true), "{ev:?}");
    assert!(g.senators[g.find_senator(&who).unwrap()].in_rome);
    assert!(g.governs_by_legate(&who, "sicilia"));
    assert!(g.governor_candidates().iter().any(|&i| id(&g, i) == who));
}

/// SEN-38 (LR 1.13.1/2): a Governor by Legate whose term ends stays where he is (in Rome, or
/// commanding); his Province goes to the Forum as any other.
#[test]
fn sen_38_a_legates_term_ends_and_he_stays_where_he_is() {
    let (mut g, _) = new_game(3, 84);
    let i = of(&g, 0)[0];
    let gov = id(&g, i);
    g.laws.push(LawInPlay {
        key: "vatinian".into(),
        by: f(0),
    });
    g.provinces.push(Province {
        key: "sicilia".into(),
        governor: gov.clone(),
        term: 1,
        developed: false,
        garrison: 0,
        elected_turn: 1,
    });
    g.legates.provinces.push("sicilia".into());
    g.senators[i].in_rome = false; // commanding a Force away, say
    let mut ev = Vec::new();
    g.rev_19_governor_terms(&mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::ProvinceToForum { .. }))
    );
    assert!(!g.senators[i].in_rome, "LR 1.13.1/2: he does not move");
    assert!(g.forum_provinces.iter().any(|k| k == "sicilia"));
    assert!(g.legates.provinces.is_empty());
}

/// Faction 1's first Senator governs Sicilia and Sardinia et Corsica through Legates and took
/// both spoils this turn (index, id).
fn legate_took_two_spoils(g: &mut Game) -> (usize, SenatorId) {
    let i = of(g, 1)[0];
    let gov = id(g, i);
    for key in ["sicilia", "sardinia-et-corsica"] {
        g.forum_provinces.retain(|k| k != key);
        g.provinces.push(Province {
            key: key.into(),
            governor: gov.clone(),
            term: 2,
            developed: false,
            garrison: 0,
            elected_turn: g.turn.saturating_sub(1),
        });
        g.legates.provinces.push(key.into());
        g.sen_38_note_spoils(&gov, key);
    }
    (i, gov)
}

/// SEN-38 (LR 1.13.1/4): a Governor by Legate in Rome who took the spoils of two Provinces
/// this turn may be prosecuted once for each (Minor), not for a single Corrupt marker; after
/// the prosecutions his marker goes.
#[test]
fn sen_38_a_corrupt_legate_is_accusable_for_each_provinces_spoils() {
    let (mut g, _) = new_game(3, 85);
    g.turn = 3;
    let (i, gov) = legate_took_two_spoils(&mut g);
    g.senators[i].in_rome = true;
    g.senators[i].corrupt = true;
    g.senators[i].offices.clear();
    let reasons: Vec<(ProsecutionReason, bool)> = g
        .accusable()
        .into_iter()
        .filter(|(j, _, _)| *j == i)
        .map(|(_, r, m)| (r, m))
        .collect();
    assert!(
        !reasons
            .iter()
            .any(|(r, _)| *r == ProsecutionReason::Corrupt)
    );
    for key in ["sicilia", "sardinia-et-corsica"] {
        assert!(
            reasons.contains(&(ProsecutionReason::Spoils(key.into()), false)),
            "{reasons:?}"
        );
    }
    // The reason reads back from its text (stored and exchanged as text).
    assert_eq!(
        ProsecutionReason::from("sicilia"),
        ProsecutionReason::Spoils("sicilia".into())
    );
    g.sen_38_after_prosecutions();
    assert!(!g.senators[i].corrupt);
    // Next turn nothing is left to prosecute.
    g.turn = 4;
    assert!(g.sen_38_spoils_reasons(&gov).is_empty());
}

/// SEN-38 (LR 1.13.1/4 "may only be Prosecuted the turn they take it"): a Senate adjourned
/// before its prosecutions (e.g. PB-10, no votes on the Consuls) ends that chance too: the
/// spoils are forgotten and the marker they gave goes, so no later turn offers FOR CORRUPT.
#[test]
fn sen_38_a_senate_adjourned_before_its_prosecutions_forgets_the_legates_spoils() {
    let (mut g, _) = senate_game(3, 85);
    let (i, gov) = legate_took_two_spoils(&mut g);
    g.senators[i].in_rome = true;
    g.senators[i].corrupt = true;
    assert_eq!(g.sen_38_spoils_reasons(&gov).len(), 2, "spoils noted");
    let mut ev = Vec::new();
    g.adjourn(&mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::SenateAdjourned)),
        "{ev:#?}"
    );
    assert!(g.legates.spoils.is_empty());
    assert!(!g.senators[i].corrupt, "the Legates' marker goes");
    g.turn += 1;
    assert!(
        !g.accusable().iter().any(|(j, _, _)| *j == i),
        "nothing left to prosecute him for"
    );
}
