//! SEN-35 / SEN-36 (LR 1.09.5): several Governorships in one proposal
//! (`senate/governorships.rs`).

use super::*;
use crate::state::Province;

/// A Senate at its Governors' elections with Sicilia and Sardinia in the Forum, and two
/// candidates of different factions where possible.
fn two_provinces(b: u8) -> (Game, SenatorId, SenatorId) {
    let (mut g, _) = senate_game(3, b);
    g.forum_provinces.push("sicilia".into());
    g.forum_provinces.push("sardinia-et-corsica".into());
    until_stage(&mut g, SenateStage::Governors);
    let c = g.governor_candidates();
    let a = c[0];
    let b = c
        .iter()
        .copied()
        .find(|i| g.senators[*i].faction != g.senators[a].faction)
        .unwrap_or(c[1]);
    let (a, b) = (id(&g, a), id(&g, b));
    (g, a, b)
}

fn posts(a: &SenatorId, b: &SenatorId) -> Proposal {
    Proposal::Governors {
        posts: vec![
            (a.clone(), "sicilia".into()),
            (b.clone(), "sardinia-et-corsica".into()),
        ],
    }
}

/// SEN-35: two Governors elected by one vote both take office and leave Rome together.
#[test]
fn sen_35_two_governors_are_elected_in_one_proposal() {
    let (mut g, a, b) = two_provinces(41);
    assert_eq!(g.proposal_legal(&posts(&a, &b)), Ok(()));
    propose(&mut g, vec![posts(&a, &b)]);
    let ev = vote_all(&mut g, |_| yes());
    let took = |who: &SenatorId| {
        ev.iter().any(|e| {
            matches!(&e.kind, EventKind::OfficeTaken { senator, office, .. }
                if senator == who && matches!(office, crate::Post::Governor { .. }))
        })
    };
    assert!(took(&a) && took(&b), "{ev:?}");
    assert!(g.forum_provinces.is_empty());
    assert_eq!(g.provinces.len(), 2);
    for (who, key) in [(&a, "sicilia"), (&b, "sardinia-et-corsica")] {
        let p = g.provinces.iter().find(|p| p.key == key).unwrap();
        assert_eq!(&p.governor, who);
        assert_eq!(p.term, 3);
        assert_eq!(p.elected_turn, g.turn);
        assert!(!g.senators[g.find_senator(who).unwrap()].in_rome);
    }
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
}

/// SEN-35: a proposal of several Governorships that fails elects none of them, and is barred
/// again (in any order of its posts) this Senate.
#[test]
fn sen_35_several_governorships_are_rejected_in_tandem() {
    let (mut g, a, b) = two_provinces(42);
    propose(&mut g, vec![posts(&a, &b)]);
    vote_all(&mut g, |_| no());
    assert!(g.provinces.is_empty());
    assert_eq!(g.forum_provinces.len(), 2);
    for who in [&a, &b] {
        assert!(g.senators[g.find_senator(who).unwrap()].in_rome);
    }
    let swapped = Proposal::Governors {
        posts: vec![
            (b.clone(), "sardinia-et-corsica".into()),
            (a.clone(), "sicilia".into()),
        ],
    };
    assert_eq!(
        g.proposal_legal(&swapped),
        Err(Illegal::ProposalBarred.by("SEN-07"))
    );
}

/// SEN-35: each post is checked as a single Governor proposal; no Senator or Province twice;
/// two posts at least.
#[test]
fn sen_35_several_governorships_are_checked_post_by_post() {
    let (mut g, a, b) = two_provinces(43);
    let same_senator = Proposal::Governors {
        posts: vec![
            (a.clone(), "sicilia".into()),
            (a.clone(), "sardinia-et-corsica".into()),
        ],
    };
    assert_eq!(
        g.proposal_legal(&same_senator),
        Err(Illegal::GovernorNamedTwice { senator: a.clone() }.by("SEN-35"))
    );
    let same_province = Proposal::Governors {
        posts: vec![(a.clone(), "sicilia".into()), (b.clone(), "sicilia".into())],
    };
    assert_eq!(
        g.proposal_legal(&same_province),
        Err(Illegal::ProvinceNamedTwice {
            province: "sicilia".into()
        }
        .by("SEN-35"))
    );
    let one = Proposal::Governors {
        posts: vec![(a.clone(), "sicilia".into())],
    };
    assert_eq!(
        g.proposal_legal(&one),
        Err(Illegal::GovernorsTooFew.by("SEN-35"))
    );
    let elsewhere = Proposal::Governors {
        posts: vec![(a.clone(), "sicilia".into()), (b.clone(), "syria".into())],
    };
    assert_eq!(
        g.proposal_legal(&elsewhere),
        Err(Illegal::ProvinceNotElectable {
            province: "syria".into()
        }
        .by("SEN-35"))
    );
    // A Major Office holder may not govern, in the second post as in a single proposal.
    let consul = g
        .senators
        .iter()
        .position(|s| s.offices.contains(&Office::RomeConsul))
        .unwrap();
    let consul_id = id(&g, consul);
    let with_consul = Proposal::Governors {
        posts: vec![
            (a.clone(), "sicilia".into()),
            (consul_id.clone(), "sardinia-et-corsica".into()),
        ],
    };
    assert_eq!(
        g.proposal_legal(&with_consul),
        Err(Illegal::NotGovernorCandidate { senator: consul_id }.by("SEN-35"))
    );
    // SEN-36: still open during other business (a recall, or a Province in the Forum) ...
    g.senate.as_mut().unwrap().stage = SenateStage::OtherBusiness;
    assert_eq!(g.proposal_legal(&posts(&a, &b)), Ok(()));
    // ... but not before the Governors' elections.
    g.senate.as_mut().unwrap().stage = SenateStage::Prosecutions;
    assert!(matches!(
        g.proposal_legal(&posts(&a, &b)),
        Err(Refused {
            why: Illegal::WrongBusiness { .. },
            ..
        })
    ));
}

/// SEN-35 / SEN-36 (LR 1.09.5 "including recalls"): a Province in the Forum and the recall
/// of a Governor elected an earlier turn in one proposal; the recalled Governor comes home.
#[test]
fn sen_35_sen_36_a_recall_and_a_forum_province_in_one_proposal() {
    let (mut g, _) = senate_game(3, 44);
    g.forum_provinces.push("sicilia".into());
    until_stage(&mut g, SenateStage::Governors);
    let c = g.governor_candidates();
    let (old, a, b) = (c[0], id(&g, c[1]), id(&g, c[2]));
    let old_id = id(&g, old);
    g.senators[old].in_rome = false;
    g.provinces.push(Province {
        key: "sardinia-et-corsica".into(),
        governor: old_id.clone(),
        term: 2,
        developed: false,
        garrison: 0,
        elected_turn: 0,
    });
    propose(&mut g, vec![posts(&a, &b)]);
    let ev = vote_all(&mut g, |_| yes());
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::GovernorReplaced { senator, province }
            if *senator == old_id && province == "sardinia-et-corsica")));
    assert!(g.senators[old].in_rome);
    let sard = g
        .provinces
        .iter()
        .find(|p| p.key == "sardinia-et-corsica")
        .unwrap();
    assert_eq!((&sard.governor, sard.term), (&b, 3));
    assert!(
        g.provinces
            .iter()
            .any(|p| p.key == "sicilia" && p.governor == a)
    );
}

/// SEN-35 (LR 1.09.51): a returning Governor named in one post of several refuses his consent
/// (his faction votes NO): the whole proposal fails, no one takes office.
#[test]
fn sen_35_a_returning_governor_in_one_post_refuses_for_all() {
    let (mut g, a, b) = two_provinces(45);
    let back = g.find_senator(&b).unwrap();
    let faction = g.senators[back].faction;
    assert!(faction.is_some());
    g.sen_35_note_returned(&b);
    propose(&mut g, vec![posts(&a, &b)]);
    let ev = vote_all(&mut g, |f| if Some(f) == faction { no() } else { yes() });
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ConsentRefused {
            consent: Consent::ReturningGovernor,
            ..
        }
    )));
    assert!(g.provinces.is_empty());
    assert_eq!(g.forum_provinces.len(), 2);
}
