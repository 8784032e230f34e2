//! SEN-07 / PB-07 / PB-10: the GM's proposals (the Default Move of a round of proposals) are
//! legal as they stand: they never repeat a proposal the Senate defeated this turn.

use super::*;

/// A Senate at its other business, the Consuls elected (3 players).
fn other_business() -> Game {
    let (mut g, _) = senate_game(3, 9);
    to_other_business(&mut g);
    g
}

/// The open round of proposals takes these proposals (the GM's) as they are.
fn default_is_legal(g: &Game, proposals: Vec<Proposal>) {
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::SenateProposals);
    if let Err(e) = g.check(d.owner, &d.id, Answer::SenateProposals { proposals }) {
        panic!("the Default Move is refused: {e:?}");
    }
}

/// Only `wars` are Active, in this order, no force on any; the State can pay for forces.
fn active_wars(g: &mut Game, wars: &[&str]) {
    let wars: Vec<String> = wars.iter().map(|w| w.to_string()).collect();
    for w in &wars {
        assert!(data().war(w).is_some(), "{w}");
    }
    g.inactive_wars.retain(|w| !wars.contains(w));
    g.imminent_wars.retain(|w| !wars.contains(w));
    g.active_wars = wars;
    g.forces.clear();
    g.state_treasury = 400;
}

/// SEN-07 (a defeated proposal is barred for the rest of the turn): the GM's raise for an
/// Active War with no force on it was defeated; the Default Move no longer proposes it (nor
/// the deployment that needed it), and the round's check takes the Default as it is (was
/// refused `ProposalBarred`, found by `rules_props`).
#[test]
fn sen_07_pb_10_default_proposals_skip_a_defeated_raise() {
    let mut g = other_business();
    active_wars(&mut g, &["punic-1"]);
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
    default_is_legal(&g, default);
}

/// TD-08 / PB-10: the GM attacks the earliest of matching Active Wars first, whatever their
/// order in the Forum (its Default Move sent a commander to the 2nd Illyrian War while the 1st
/// was unattacked: refused `EarlierWarFirst`, found by `rules_props`).
#[test]
fn td_08_pb_10_default_proposals_attack_the_earlier_matching_war() {
    let mut g = other_business();
    active_wars(&mut g, &["illyrian-2", "illyrian-1"]);
    let default = g.gm_proposals();
    let deploy = default
        .iter()
        .find_map(|p| match p {
            Proposal::Deploy { war, .. } => Some(war.clone()),
            _ => None,
        })
        .expect("the GM deploys a force");
    assert_eq!(deploy, "illyrian-1", "{default:?}");
    default_is_legal(&g, default);
}
