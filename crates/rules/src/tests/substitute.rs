//! PB-10 (issue 9): the GM's substitute proposal.
use super::*;

fn senate_game(n: usize, b: u8) -> Game {
    let (mut g, _) = new_game(n, b);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    g.events_in_play.clear();
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    g
}

/// Two consul candidates of different factions, and a third of a third faction.
fn candidates(g: &Game) -> (SenatorId, SenatorId, SenatorId) {
    let c = g.consul_candidates();
    let of = |k: u8| {
        c.iter()
            .find(|i| g.senators[**i].faction == Some(f(k)))
            .map(|i| g.senators[*i].id())
            .unwrap()
    };
    (of(0), of(1), of(2))
}

fn floor(g: &Game) -> Option<Proposal> {
    g.senate.as_ref().and_then(|s| s.floor.clone())
}

/// PB-10: the presiding magistrate's proposal is on the floor; the GM's substitute withdraws it
/// unvoted, puts his own to the vote, tells everyone why, and the vote round is called again.
#[test]
fn pb_10_gm_substitute_replaces_the_proposal_on_the_floor() {
    let mut g = senate_game(4, 2);
    let (a, b, c) = candidates(&g);
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::SenateProposals);
    let theirs = Proposal::Consuls {
        first: a.clone(),
        second: b.clone(),
    };
    g.submit(
        d.owner,
        &d.id,
        Answer::SenateProposals {
            proposals: vec![theirs.clone()],
        },
    )
    .unwrap();
    g.resolve(false);
    assert_eq!(g.open_decisions()[0].kind, DecisionKind::SenateVote);
    assert_eq!(floor(&g), Some(theirs.clone()));
    let vote_ids: Vec<_> = g.open_decisions().into_iter().map(|d| d.id).collect();
    let round = g.round();
    let gms = Proposal::Consuls {
        first: a.clone(),
        second: c.clone(),
    };
    let ev = g
        .gm_substitute(vec![gms.clone()], "the nominee is needed in the field")
        .unwrap();
    let said = ev.iter().find_map(|e| match &e.kind {
        EventKind::ProposalSubstituted {
            replaced, reason, ..
        } => Some((e.visibility, replaced.clone(), reason.clone())),
        _ => None,
    });
    assert_eq!(
        said,
        Some((
            Visibility::Public,
            Some(theirs.clone()),
            "the nominee is needed in the field".to_string()
        ))
    );
    assert_eq!(floor(&g), Some(gms), "the GM's proposal is put to the vote");
    assert!(g.round() > round);
    let open = g.open_decisions();
    assert!(!open.is_empty() && open.iter().all(|d| d.kind == DecisionKind::SenateVote));
    assert!(
        open.iter().all(|d| !vote_ids.contains(&d.id)),
        "a new vote round is called"
    );
    // The withdrawn proposal was not defeated: SEN-07 does not bar it.
    assert!(g.senate.as_ref().unwrap().defeated.is_empty());
    assert!(g.senate.as_ref().unwrap().queue_by_gm);
}

/// PB-10: a substitute must be legal, and there must be something to replace.
#[test]
fn pb_10_gm_substitute_is_refused_when_illegal_or_out_of_place() {
    let mut g = senate_game(4, 3);
    let (a, _, _) = candidates(&g);
    // The same Senator twice is no consular pair (SEN-12): refused, nothing changes.
    let bad = Proposal::Consuls {
        first: a.clone(),
        second: a.clone(),
    };
    let before = g.open_decisions();
    assert!(g.gm_substitute(vec![bad], "x").is_err());
    assert_eq!(g.open_decisions(), before);
    assert!(g.gm_substitute(Vec::new(), "x").is_err(), "no proposal");
    // Outside the Senate there is nothing to replace.
    let (mut h, _) = new_game(4, 3);
    assert!(h.substitute_decision().is_none());
    let err = h.gm_substitute(vec![Proposal::Adjourn], "x").unwrap_err();
    assert!(
        matches!(
            err,
            RuleError::Illegal {
                why: Illegal::NothingToSubstitute,
                ..
            }
        ),
        "{err:?}"
    );
}
