//! SEN-36 (LR 1.09.52): a Governor replaced by electing a new one, during other business too
//! (S002 "additional recalls and elections may be performed later in this phase").

use super::*;
use crate::rules::state::Province;

/// A Senate at other business with Sicilia governed by a Corrupt Senator of faction 0 (elected
/// `elected_turn`, term 1 left); returns the game, the Governor and a candidate of faction 1.
fn governed_sicilia(b: u8, elected_turn: u32) -> (Game, SenatorId, SenatorId) {
    governed_sicilia_with(b, elected_turn, false)
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
    let c: Vec<SenatorId> = g
        .governor_candidates()
        .into_iter()
        .map(|i| id(&g, i))
        .collect();
    assert!(c.len() >= 3);
    let post = |who: &SenatorId, province: &str| Proposal::Governor {
        senator: who.clone(),
        province: province.into(),
    };
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
        EventKind::QueueDropped { faction, proposals, why: QueueDrop::BusinessPast { .. } }
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
