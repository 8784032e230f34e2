//! SEN-36 (LR 1.09.52): a Governor replaced by electing a new one, during other business too
//! (S002 "additional recalls and elections may be performed later in this phase").

use super::*;
use crate::state::Province;

/// A Senate at other business with Sicilia governed by a Corrupt Senator of faction 0 (elected
/// `elected_turn`, term 1 left); returns the game, the Governor and a candidate of faction 1.
fn governed_sicilia(b: u8, elected_turn: u32) -> (Game, SenatorId, SenatorId) {
    governed_sicilia_with(b, elected_turn, false)
}

/// At least three candidates for a Governorship, by id.
fn three_candidates(g: &Game) -> Vec<SenatorId> {
    let c: Vec<SenatorId> = g
        .governor_candidates()
        .into_iter()
        .map(|i| id(g, i))
        .collect();
    assert!(c.len() >= 3);
    c
}

/// A proposal electing `who` Governor of `province`.
fn post(who: &SenatorId, province: &str) -> Proposal {
    Proposal::Governor {
        senator: who.clone(),
        province: province.into(),
    }
}

/// As `governed_sicilia`; with `sardinia`, Sardinia et Corsica lies in the Forum and the
/// Senate stops at the Governors' elections.
fn governed_sicilia_with(b: u8, elected_turn: u32, sardinia: bool) -> (Game, SenatorId, SenatorId) {
    let (mut g, _) = new_game(3, b);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    g.events_in_play.clear();
    let old = *of(&g, 0)
        .iter()
        .rev()
        .find(|&&i| g.senators[i].offices.is_empty())
        .expect("a Senator of faction 0 without office");
    g.senators[old].in_rome = false;
    g.senators[old].corrupt = true;
    let old = id(&g, old);
    g.provinces.push(Province {
        key: "sicilia".into(),
        governor: old.clone(),
        term: 1,
        developed: false,
        garrison: 0,
        elected_turn,
    });
    if sardinia {
        g.forum_provinces.push("sardinia-et-corsica".into());
    }
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    if sardinia {
        let (a, b) = two_candidates(&g);
        propose(
            &mut g,
            vec![Proposal::Consuls {
                first: a,
                second: b,
            }],
        );
        vote_all(&mut g, |_| yes());
        until_stage(&mut g, SenateStage::Governors);
    } else {
        to_other_business(&mut g);
    }
    let new = g
        .governor_candidates()
        .into_iter()
        .find(|&i| g.senators[i].faction == Some(f(1)))
        .expect("a candidate of faction 1");
    let new = id(&g, new);
    (g, old, new)
}

/// SEN-36: during other business the Senate elects a new Governor of Sicilia: he leaves Rome
/// with a term of 3; the old one comes home keeping his Corrupt marker, and may not be sent out
/// again this turn without his consent (LR 1.09.51).
#[test]
fn sen_36_a_governor_is_replaced_during_other_business() {
    let (mut g, old, new) = governed_sicilia(51, 0);
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
    let d = g.open_decisions().into_iter().next().unwrap();
    let DecisionOptions::SenateProposals {
        eligible,
        provinces,
        ..
    } = &d.options
    else {
        panic!("{d:?}")
    };
    assert_eq!(provinces, &vec!["sicilia".to_string()]);
    assert!(eligible.contains(&new), "the call lists the candidates");
    let p = Proposal::Governor {
        senator: new.clone(),
        province: "sicilia".into(),
    };
    assert_eq!(g.proposal_legal(&p), Ok(()));
    propose(&mut g, vec![p]);
    let ev = vote_all(&mut g, |_| yes());
    let (_, _, passed, _) = vote_taken(&ev).expect("the vote was taken");
    assert!(passed);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::GovernorReplaced { senator, province } if *senator == old && province == "sicilia"
    )));
    let s = &g.provinces[0];
    assert_eq!(s.governor, new);
    assert_eq!(s.term, 3);
    assert_eq!(s.elected_turn, g.turn);
    let (o, n) = (g.find_senator(&old).unwrap(), g.find_senator(&new).unwrap());
    assert!(g.senators[o].in_rome, "the old Governor is back in Rome");
    assert!(g.senators[o].corrupt, "he keeps his Corrupt marker");
    assert!(!g.senators[n].in_rome, "the new Governor left Rome");
    assert!(g.sen_35_needs_consent(&old));
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
    // The new Governor, elected this turn, may not be replaced in his turn.
    let back = Proposal::Governor {
        senator: old.clone(),
        province: "sicilia".into(),
    };
    assert_eq!(
        g.proposal_legal(&back),
        Err(Illegal::GovernorElectedThisTurn {
            province: "sicilia".into(),
            governor: new.clone(),
        }
        .by("SEN-36"))
    );
}

/// SEN-36: a Governor elected this turn, or one in Revolt, is not replaced; other business
/// lists no Province for him and the rules refuse it, naming why.
#[test]
fn sen_36_a_governor_elected_this_turn_or_a_rebel_is_not_replaced() {
    let (g, old, new) = governed_sicilia(52, 1);
    assert_eq!(g.turn, 1);
    assert!(g.electable_provinces().is_empty());
    let p = Proposal::Governor {
        senator: new.clone(),
        province: "sicilia".into(),
    };
    assert_eq!(
        g.proposal_legal(&p),
        Err(Illegal::GovernorElectedThisTurn {
            province: "sicilia".into(),
            governor: old.clone(),
        }
        .by("SEN-36"))
    );
    let (mut g, old, _) = governed_sicilia(53, 0);
    let o = g.find_senator(&old).unwrap();
    g.senators[o].rebel = true;
    assert!(g.electable_provinces().is_empty());
    assert_eq!(
        g.proposal_legal(&p),
        Err(Illegal::RebelGovernorNotRecalled {
            province: "sicilia".into(),
            governor: old,
        }
        .by("SEN-36"))
    );
}

/// SEN-35 / SEN-36: at the Governors' elections the presiding magistrate queues two choices for
/// Sardinia et Corsica and a replacement for Sicilia (its Governor elected last turn). The first
/// choice is elected; the second lapses with the post (his faction is told; nothing is ruled out
/// of order in public) and the replacement goes on to the vote during other business.
#[test]
fn sen_36_second_choices_lapse_and_a_queued_replacement_goes_on_to_other_business() {
    let (mut g, old, _) = governed_sicilia_with(54, 0, true);
    let c = three_candidates(&g);
    let second = post(&c[1], "sardinia-et-corsica");
    let replacement = post(&c[2], "sicilia");
    let presiding = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    propose(
        &mut g,
        vec![
            post(&c[0], "sardinia-et-corsica"),
            second.clone(),
            replacement.clone(),
        ],
    );
    let ev = vote_all(&mut g, |_| yes());
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::QueueDropped { faction, proposals, why: QueueDrop::PostFilled }
            if *faction == presiding && proposals == &vec![second.clone()]
    )));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::ProposalOutOfOrder { .. }))
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProposalPut { proposal, .. } if *proposal == replacement
    )));
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
    vote_all(&mut g, |_| yes());
    let sicilia = g.provinces.iter().find(|p| p.key == "sicilia").unwrap();
    assert_eq!(sicilia.governor, c[2]);
    assert_eq!(sicilia.term, 3);
    assert!(g.senators[g.find_senator(&old).unwrap()].in_rome);
}

/// SEN-35 / SEN-36: with two Provinces in the Forum, a second choice for the Province just
/// filled lapses at once (told privately), not announced publicly as out of order while the
/// other Province is still to be filled.
#[test]
fn sen_36_a_second_choice_lapses_while_another_province_is_open() {
    let (mut g, _, _) = governed_sicilia_with(54, 0, true);
    g.forum_provinces.push("hispania-citerior".into());
    let c = three_candidates(&g);
    let second = post(&c[1], "sardinia-et-corsica");
    let other = post(&c[2], "hispania-citerior");
    let presiding = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    propose(
        &mut g,
        vec![
            post(&c[0], "sardinia-et-corsica"),
            second.clone(),
            other.clone(),
        ],
    );
    let ev = vote_all(&mut g, |_| yes());
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::QueueDropped { faction, proposals, .. }
            if *faction == presiding && proposals == &vec![second.clone()]
    )));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::ProposalOutOfOrder { .. })),
        "no public out-of-order line"
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProposalPut { proposal, .. } if *proposal == other
    )));
    assert_eq!(g.senate_stage(), Some(SenateStage::Governors));
}

/// SEN-36 / SEN-35 (LR 1.09.5 "fill from its membership (in Rome)"; LR 1.09.53 an Unaligned
/// Governor "is removed from the Forum ... until his return to Rome"; S002 "nominees in Rome"):
/// an unaligned Senator governing Sardinia et Corsica abroad is no candidate to replace the
/// Governor of Sicilia (nor for a Province in the Forum), is not listed in the call, and does not
/// count as "another eligible candidate" for a returning Governor's consent (LR 1.09.51).
#[test]
fn sen_36_an_unaligned_governor_abroad_is_no_candidate_to_replace_another() {
    let (mut g, old, _) = governed_sicilia(55, 0);
    let n = (1..=20u8)
        .find(|n| {
            !g.senators.iter().any(|s| s.family == *n) && !g.curia.contains(&DeckCard::Family(*n))
        })
        .expect("a Family out of play");
    let mut gov = Senator::from_family(data(), n, None);
    gov.in_rome = false;
    let abroad = gov.id();
    g.senators.push(gov);
    g.provinces.push(Province {
        key: "sardinia-et-corsica".into(),
        governor: abroad.clone(),
        term: 2,
        developed: false,
        garrison: 0,
        elected_turn: 0,
    });
    g.forum_provinces.push("hispania-citerior".into());
    assert!(
        !g.governor_candidates()
            .into_iter()
            .any(|i| g.senators[i].id() == abroad),
        "a Governor abroad is not in Rome"
    );
    for province in ["sicilia", "hispania-citerior"] {
        let p = Proposal::Governor {
            senator: abroad.clone(),
            province: province.into(),
        };
        assert_eq!(
            g.proposal_legal(&p),
            Err(Illegal::NotGovernorCandidate {
                senator: abroad.clone()
            }
            .by("SEN-35")),
            "{province}"
        );
    }
    // Claudius-like case: the returning Governor is alone in Rome with the Governor abroad;
    // the one abroad does not make his consent needed.
    let o = g.find_senator(&old).unwrap();
    g.senators[o].in_rome = true;
    g.sen_35_note_returned(&old);
    let others: Vec<usize> = g
        .governor_candidates()
        .into_iter()
        .filter(|&i| g.senators[i].id() != old)
        .collect();
    for i in others {
        g.senators[i].offices.push(crate::state::Office::Censor);
    }
    assert!(!g.sen_35_needs_consent(&old));
}
