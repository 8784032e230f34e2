//! SEN-07 / PB-07 / PB-10: the GM's proposals (the Default Move of a round of proposals) are
//! legal as they stand: they never repeat a proposal the Senate defeated this turn.

use super::*;

/// SEN-07 (a defeated proposal is barred for the rest of the turn): the GM's raise for an
/// Active War with no force on it was defeated; the Default Move no longer proposes it (nor
/// the deployment that needed it), and the round's check takes the Default as it is (was
/// refused `ProposalBarred`, found by `rules_props`).
#[test]
fn sen_07_pb_10_default_proposals_skip_a_defeated_raise() {
    let (mut g, _) = senate_game(3, 9);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(&mut g, |_| yes());
    until_stage(&mut g, SenateStage::OtherBusiness);
    let war = "punic-1".to_string();
    g.inactive_wars.retain(|w| *w != war);
    g.imminent_wars.retain(|w| *w != war);
    if !g.active_wars.contains(&war) {
        g.active_wars.push(war.clone());
    }
    g.forces.clear();
    g.state_treasury = 400;
    let raise = g
        .gm_proposals()
        .into_iter()
        .find(|p| matches!(p, Proposal::RaiseForces { .. }))
        .expect("the GM raises forces for the war");
    g.senate.as_mut().unwrap().defeated.push(raise);
    let default = g.gm_proposals();
    assert!(
        !default
            .iter()
            .any(|p| matches!(p, Proposal::RaiseForces { .. } | Proposal::Deploy { .. })),
        "{default:?}"
    );
    assert_eq!(default.last(), Some(&Proposal::Adjourn));
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::SenateProposals);
    g.check(
        d.owner,
        &d.id,
        Answer::SenateProposals { proposals: default },
    )
    .expect("SEN-07: the Default Move is legal");
}

/// TD-08 / PB-10: the GM attacks the earliest of matching Active Wars first, whatever their
/// order in the Forum (its Default Move sent a commander to the 2nd Illyrian War while the 1st
/// was unattacked: refused `EarlierWarFirst`, found by `rules_props`).
#[test]
fn td_08_pb_10_default_proposals_attack_the_earlier_matching_war() {
    let (mut g, _) = senate_game(3, 9);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(&mut g, |_| yes());
    until_stage(&mut g, SenateStage::OtherBusiness);
    let wars = ["illyrian-2".to_string(), "illyrian-1".to_string()];
    for w in &wars {
        assert!(data().war(w).is_some(), "{w}");
    }
    g.inactive_wars.retain(|w| !wars.contains(w));
    g.imminent_wars.retain(|w| !wars.contains(w));
    g.active_wars = wars.to_vec();
    g.forces.clear();
    g.state_treasury = 400;
    let default = g.gm_proposals();
    let deploy = default
        .iter()
        .find_map(|p| match p {
            Proposal::Deploy { war, .. } => Some(war.clone()),
            _ => None,
        })
        .expect("the GM deploys a force");
    assert_eq!(deploy, "illyrian-1", "{default:?}");
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::SenateProposals);
    g.check(
        d.owner,
        &d.id,
        Answer::SenateProposals { proposals: default },
    )
    .expect("TD-08: the Default Move is legal");
}
