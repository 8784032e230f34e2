//! SEN-56: Passing Laws (advanced rule LR 2.06, `GameOptions::passing_laws`).

use super::*;
use crate::api::{AnytimePlay, CardKey};

const LAW: &str = "military-reforms";

/// A 3-player Senate just convened with Passing Laws on; faction 1 holds the Law, faction 0 a
/// Tribune. Faction 1 plays the Law while the presiding magistrate's proposals are asked.
fn law_played(b: u8) -> (Game, Vec<Event>) {
    let (mut g, _) = senate_game(3, b);
    g.options.passing_laws = true;
    rig_hand(&mut g, 1, vec![DeckCard::Law(LAW.into())]);
    rig_hand(&mut g, 0, vec![DeckCard::Intrigue("tribune-1".into())]);
    rig_hand(&mut g, 2, Vec::new());
    let ev = g
        .play_anytime(
            f(1),
            &AnytimePlay::Law {
                law: CardKey(LAW.into()),
                repeal: false,
            },
        )
        .unwrap();
    (g, ev)
}

fn choice(g: &Game) -> (Decision, ChoiceAbout, Vec<ChoiceOption>) {
    let d = g.open_decisions().into_iter().next().unwrap();
    let DecisionOptions::Choice { about, options } = d.options.clone() else {
        panic!("{d:?}")
    };
    (d, about, options)
}

fn choose(g: &mut Game, pick: ChoiceOption) -> Vec<Event> {
    let (d, about, _) = choice(g);
    g.submit(d.owner, &d.id, Answer::Choice { about, pick })
        .unwrap();
    g.resolve(true)
}

/// An aligned Senator in Rome of faction `fac` without an office.
fn member(g: &Game, fac: u8) -> SenatorId {
    let i = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| g.senators[*i].faction == Some(f(fac)) && g.senators[*i].offices.is_empty())
        .unwrap();
    id(g, i)
}

/// The Law played, the presiding magistrate's Consuls proposed: the Law comes first; faction
/// 1 names its own Senator Sponsor and faction 2's Co-Sponsor, who consents. Returns the game
/// on the Law's vote, the Sponsor and the Co-Sponsor.
fn on_the_floor(b: u8) -> (Game, SenatorId, SenatorId) {
    let (mut g, _) = law_played(b);
    let (a, c) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: c,
        }],
    );
    let (d, about, options) = choice(&g);
    assert_eq!(d.owner, f(1));
    assert!(matches!(&about, ChoiceAbout::LawSponsor { law } if law.0 == LAW));
    // Any faction's Senator in Rome; the Default Move withdraws it.
    assert!(
        options.len() == g.aligned_in_rome().len() + 1,
        "{options:?}"
    );
    assert!(matches!(
        &d.default,
        Answer::Choice {
            pick: ChoiceOption::Pass,
            ..
        }
    ));
    let sponsor = member(&g, 1);
    let cosponsor = member(&g, 2);
    choose(
        &mut g,
        ChoiceOption::Senator {
            senator: sponsor.clone(),
        },
    );
    let (d, about, options) = choice(&g);
    assert_eq!(d.owner, f(1));
    assert!(matches!(&about, ChoiceAbout::LawCosponsor { sponsor: s, .. } if *s == sponsor));
    assert!(!options.contains(&ChoiceOption::Senator {
        senator: sponsor.clone()
    }));
    choose(
        &mut g,
        ChoiceOption::Senator {
            senator: cosponsor.clone(),
        },
    );
    // The Co-Sponsor's player is asked (the card's player's own Sponsor consents by being named).
    let (d, about, _) = choice(&g);
    assert_eq!(d.owner, f(2));
    assert!(
        matches!(&about, ChoiceAbout::LawSponsorConsent { senator, cosponsor: true, .. } if *senator == cosponsor)
    );
    assert!(matches!(
        &d.default,
        Answer::Choice {
            pick: ChoiceOption::Refuse,
            ..
        }
    ));
    choose(&mut g, ChoiceOption::Consent);
    let d = g.open_decisions().into_iter().next().unwrap();
    assert!(
        matches!(&d.options, DecisionOptions::SenateVote { proposal: Proposal::PassLaw { law, by, .. }, .. } if law.0 == LAW && *by == f(1)),
        "{d:?}"
    );
    (g, sponsor, cosponsor)
}

/// SEN-56 (2.06.1/1, 2.06.2/1-4): with the rule a Law played leaves the hand but is not in
/// force: it waits for its vote.
#[test]
fn sen_56_a_law_played_waits_for_its_vote() {
    let (g, ev) = law_played(71);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LawProposed { faction, law, repeal: false } if *faction == f(1) && law.0 == LAW
    )));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::LawPlayed { .. }))
    );
    assert!(g.laws_in_play().is_empty());
    assert!(!g.holds_law(f(1)));
}

/// SEN-56 (2.06.2/3-8, 2.06.2/9-10, 2.06.3): the Law is the next proposal, with a consenting
/// Sponsor and Co-Sponsor of any faction; its vote cannot be vetoed (SEN-11); passed, it is in force
/// and then the Sponsor gains 3 Influence and the Co-Sponsor 1; the presiding magistrate's
/// proposal comes after.
#[test]
fn sen_56_a_law_passed_is_in_force_then_its_sponsors_gain_influence() {
    let (mut g, sponsor, cosponsor) = on_the_floor(72);
    let inf = |g: &Game, s: &SenatorId| g.senators[g.find_senator(s).unwrap()].influence;
    let (s0, c0) = (inf(&g, &sponsor), inf(&g, &cosponsor));
    // No veto: faction 0 holds a Tribune and may not use it on a Law.
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0))
        .unwrap();
    let mut v = yes();
    v.veto = true;
    assert!(g.submit(f(0), &d.id, Answer::SenateVote(v)).is_err());
    let ev = vote_all(&mut g, |_| yes());
    let (_, _, passed, vetoed) = vote_taken(&ev).unwrap();
    assert!(passed && vetoed.is_none());
    let played = ev
        .iter()
        .position(|e| matches!(&e.kind, EventKind::LawPlayed { faction, law } if *faction == f(1) && law.0 == LAW))
        .expect("the Law comes into force");
    let gains: Vec<(usize, &SenatorId, u32)> = ev
        .iter()
        .enumerate()
        .filter_map(|(k, e)| match &e.kind {
            EventKind::LawSponsorInfluence {
                senator, influence, ..
            } => Some((k, senator, *influence)),
            _ => None,
        })
        .collect();
    assert_eq!(gains.len(), 2, "{gains:?}");
    assert!(gains.iter().all(|(k, ..)| *k > played), "2.06.3/2");
    assert_eq!((gains[0].1, gains[0].2), (&sponsor, 3));
    assert_eq!((gains[1].1, gains[1].2), (&cosponsor, 1));
    assert_eq!(inf(&g, &sponsor), s0 + 3);
    assert_eq!(inf(&g, &cosponsor), c0 + 1);
    assert_eq!(g.laws_in_play(), vec![CardKey(LAW.into())]);
    assert_eq!(g.factions[0].hand.len(), 1, "the Tribune stays in the hand");
    // The presiding magistrate's Consuls are voted on next.
    let d = g.open_decisions().into_iter().next().unwrap();
    assert!(matches!(
        &d.options,
        DecisionOptions::SenateVote {
            proposal: Proposal::Consuls { .. },
            ..
        }
    ));
}

/// SEN-56 (2.06.2/11): a Law voted down is discarded from the game: in no hand, not in the
/// Law space, not in the discard pile.
#[test]
fn sen_56_a_law_voted_down_leaves_the_game() {
    let (mut g, ..) = on_the_floor(73);
    let ev = vote_all(&mut g, |_| no());
    let (_, _, passed, _) = vote_taken(&ev).unwrap();
    assert!(!passed);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LawDefeated { faction, law } if *faction == f(1) && law.0 == LAW
    )));
    assert!(g.laws_in_play().is_empty() && !g.holds_law(f(1)));
    assert!(!g.discard.iter().any(|c| matches!(c, DeckCard::Law(_))));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::SenateAdjourned))
    );
}

/// SEN-56 (2.06.2/6, RULING): a Senator of another player who refuses (the Default Move)
/// leaves the Law unproposed: it goes back to its player's hand.
#[test]
fn sen_56_a_sponsor_who_refuses_sends_the_law_back_to_the_hand() {
    let (mut g, _) = law_played(74);
    let (a, c) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: c,
        }],
    );
    let other = member(&g, 0);
    let own = member(&g, 1);
    choose(
        &mut g,
        ChoiceOption::Senator {
            senator: other.clone(),
        },
    );
    choose(&mut g, ChoiceOption::Senator { senator: own });
    let (d, ..) = choice(&g);
    assert_eq!(d.owner, f(0));
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LawWithdrawn { faction, refused: Some(s), .. } if *faction == f(1) && *s == other
    )));
    assert!(g.holds_law(f(1)) && g.laws_in_play().is_empty());
}

/// SEN-56 (RULING; 2.06.1/1, LR 1.09.131/1): a Law withdrawn before its vote is back in the
/// hand but not played again in the same Senate Phase (typed refusal); next turn it may be.
#[test]
fn sen_56_a_law_withdrawn_is_not_played_again_that_senate_phase() {
    let (mut g, _) = law_played(77);
    let (a, c) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: c,
        }],
    );
    // Its player names no Sponsor (the Default Move): withdrawn.
    let ev = choose(&mut g, ChoiceOption::Pass);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LawWithdrawn { faction, refused: None, adjourned: false, .. } if *faction == f(1)
    )));
    assert!(g.holds_law(f(1)));
    let play = AnytimePlay::Law {
        law: CardKey(LAW.into()),
        repeal: false,
    };
    let err = g.play_anytime(f(1), &play).unwrap_err();
    let text = format!("{err:?}");
    assert!(
        text.contains("LawWithdrawnThisTurn") && text.contains("SEN-56"),
        "{text}"
    );
    assert!(g.holds_law(f(1)));
    // Another turn, another Senate Phase: it may be played again.
    g.turn += 1;
    assert!(g.sen_56_check_replay(&CardKey(LAW.into())).is_ok());
}

/// SEN-56 (card:statesman-22a/2, card:statesman-22b/2): Cato the Elder has 6 votes more on a
/// Law; the Younger 6 more and his Knights again. Not on other proposals.
#[test]
fn sen_56_cato_adds_six_votes_and_the_younger_his_knights_on_laws() {
    let (mut g, sponsor, cosponsor) = on_the_floor(75);
    let cato = g.find_senator(&member(&g, 0)).unwrap();
    g.senators[cato].statesman = Some("22B".into());
    g.senators[cato].knights = 2;
    let p = Proposal::PassLaw {
        law: CardKey(LAW.into()),
        by: f(1),
        sponsor,
        cosponsor,
        repeal: false,
    };
    assert_eq!(g.sen_56_cato_votes(cato, &p), 8);
    assert_eq!(g.sen_56_cato_votes(cato, &Proposal::Adjourn), 0);
    g.senators[cato].statesman = Some("22A".into());
    assert_eq!(g.sen_56_cato_votes(cato, &p), 6);
    let own = g.senators[cato].votes(crate::game::data());
    let ev = vote_all(&mut g, |fac| if fac == f(0) { yes() } else { no() });
    let fv = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::VoteTaken { votes, .. } => votes.iter().find(|v| v.faction == f(0)).cloned(),
            _ => None,
        })
        .expect("the vote is counted");
    let others: u32 = g
        .aligned_in_rome()
        .into_iter()
        .filter(|i| g.senators[*i].faction == Some(f(0)) && *i != cato)
        .map(|i| g.senators[i].votes(crate::game::data()))
        .sum();
    assert_eq!(fv.yes, own + 6 + others);
}

/// SEN-56 (2.06.4): in the Revolution Phase the Default Move discards no Law while another
/// card can go, and a discard of a Law is refused; a hand of Laws only discards a Law.
#[test]
fn sen_56_a_law_is_not_discarded_to_the_hand_limit() {
    let (mut g, _) = senate_game(3, 76);
    g.options.passing_laws = true;
    g.phase = Phase::Revolution;
    let mut hand = vec![DeckCard::Intrigue("tribune-1".into())];
    for k in ["tribune-2", "tribune-3", "tribune-4", "tribune-5"] {
        hand.push(DeckCard::Intrigue(k.into()));
    }
    hand.push(DeckCard::Law(LAW.into()));
    rig_hand(&mut g, 1, hand);
    let d = g.revolution_decision(f(1));
    let Answer::Revolution { discards, .. } = &d.default else {
        panic!("{d:?}")
    };
    assert_eq!(discards.len(), 1);
    assert_ne!(discards[0].0, LAW);
    let refused = g.validate_revolution(
        f(1),
        &Answer::Revolution {
            statesmen: Vec::new(),
            concessions: Vec::new(),
            discards: vec![CardKey(LAW.into())],
            revolts: Vec::new(),
        },
    );
    assert!(matches!(
        refused,
        Err(crate::api::RuleError::Illegal {
            why: crate::api::Illegal::LawNotDiscardable { .. },
            ..
        })
    ));
    // Without the rule the newest card, the Law, is the default discard.
    g.options.passing_laws = false;
    let Answer::Revolution { discards, .. } = g.revolution_decision(f(1)).default else {
        panic!()
    };
    assert_eq!(discards, vec![CardKey(LAW.into())]);
}
