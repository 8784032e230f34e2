//! SEN-43 disbanding, SEN-45 replacement and partial recalls, SEN-46 garrison recalls and
//! REV-19 garrisons in the Forum, SEN-35 a returning Governor's consent (`senate/forces.rs`).

use super::*;
use crate::state::Province;

fn forces_event(ev: &[Event], want: impl Fn(&ForcesReason) -> bool) -> bool {
    ev.iter()
        .any(|e| matches!(&e.kind, EventKind::Forces { reason, .. } if want(reason)))
}

/// A Proconsul (the last aligned Senator in Rome) with `legions` against the 1st Gallic War
/// (land 10, no fleet), sent in an earlier turn.
fn with_proconsul(g: &mut Game, legions: u32) -> SenatorId {
    let pro = g
        .aligned_in_rome()
        .into_iter()
        .rev()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    let pro_id = id(g, pro);
    g.senators[pro].in_rome = false;
    g.senators[pro].offices.push(Office::Proconsul);
    g.inactive_wars.retain(|w| w != "gallic-1");
    g.imminent_wars.retain(|w| w != "gallic-1");
    if !g.active_wars.iter().any(|w| w == "gallic-1") {
        g.active_wars.push("gallic-1".into());
    }
    g.legions += legions;
    g.forces.push(Force {
        commander: Some(pro_id.clone()),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions,
        veterans: vec![],
        fleets: 0,
        dispatched: 0,
        sent_turn: 0,
    });
    pro_id
}

#[test]
fn sen_43_units_of_the_active_forces_box_are_disbanded_not_raised_again() {
    let (mut g, _) = senate_game(3, 31);
    to_other_business(&mut g);
    g.legions = 6;
    g.fleets = 2;
    let treasury = g.state_treasury;
    assert_eq!(
        g.proposal_legal(&Proposal::DisbandForces {
            legions: 7,
            fleets: 0,
            veterans: Vec::new(),
        }),
        Err(Illegal::DisbandTooMany {
            legions: 6,
            fleets: 2
        }
        .by("SEN-43"))
    );
    propose(
        &mut g,
        vec![Proposal::DisbandForces {
            legions: 2,
            fleets: 1,
            veterans: Vec::new(),
        }],
    );
    let ev = vote_all(&mut g, |_| yes());
    assert!(forces_event(&ev, |r| matches!(
        r,
        ForcesReason::Disbanded {
            legions: 2,
            veterans: 0,
            fleets: 1
        }
    )));
    assert_eq!((g.legions, g.fleets), (4, 1));
    assert_eq!(g.state_treasury, treasury, "disbanding refunds nothing");
    // Not raised again in the same Senate Phase.
    assert_eq!(
        g.proposal_legal(&Proposal::RaiseForces {
            legions: 1,
            fleets: 0
        }),
        Err(Illegal::RaisedAndDisbanded { legions: true }.by("SEN-43"))
    );
    // The presiding magistrate is told no raising is possible now.
    for d in g.open_decisions() {
        if let DecisionOptions::SenateProposals { recruit_cost, .. } = d.options {
            assert_eq!(recruit_cost, None);
        }
    }
}

#[test]
fn sen_43_units_raised_this_phase_are_not_disbanded() {
    let (mut g, _) = senate_game(3, 32);
    to_other_business(&mut g);
    propose(
        &mut g,
        vec![Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        }],
    );
    vote_all(&mut g, |_| yes());
    assert_eq!(
        g.proposal_legal(&Proposal::DisbandForces {
            legions: 1,
            fleets: 0,
            veterans: Vec::new(),
        }),
        Err(Illegal::RaisedAndDisbanded { legions: true }.by("SEN-43"))
    );
}

#[test]
fn sen_45_a_proconsul_is_replaced_and_his_force_stays_on_the_war() {
    let (mut g, _) = senate_game(3, 33);
    to_other_business(&mut g);
    let pro_id = with_proconsul(&mut g, 5);
    let field = g.office_holder(Office::FieldConsul).unwrap();
    let field_id = id(&g, field);
    let in_rome = g.legions_in_rome();
    propose(
        &mut g,
        vec![Proposal::ReplaceProconsul {
            proconsul: pro_id.clone(),
            commander: field_id.clone(),
            legions: 1,
            fleets: 0,
            veterans: Vec::new(),
        }],
    );
    let ev = vote_all(&mut g, |_| yes());
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProconsulReplaced {
            legions: 6,
            fleets: 0,
            ..
        }
    )));
    assert_eq!(g.forces.len(), 1);
    assert_eq!(g.forces[0].commander.as_ref(), Some(&field_id));
    assert_eq!(g.forces[0].legions, 6);
    assert_eq!(g.legions_in_rome(), in_rome - 1);
    let p = g.find_senator(&pro_id).unwrap();
    assert!(g.senators[p].in_rome, "the Proconsul returns to Rome");
    assert!(!g.senators[p].offices.contains(&Office::Proconsul));
    let f = g.find_senator(&field_id).unwrap();
    assert!(!g.senators[f].in_rome, "the new commander leaves Rome");
    // Not replaced again the turn his replacement left.
    assert_eq!(
        g.proposal_legal(&Proposal::RecallUnits {
            commander: field_id,
            legions: 1,
            fleets: 0,
            veterans: Vec::new(),
        }),
        Err(Illegal::RecallSameTurn.by("SEN-45"))
    );
}

#[test]
fn sen_45_a_partial_recall_keeps_the_minimum_force_or_needs_consent() {
    let (mut g, _) = senate_game(3, 34);
    to_other_business(&mut g);
    let pro_id = with_proconsul(&mut g, 12);
    let pro_faction = g.senators[g.find_senator(&pro_id).unwrap()].faction;
    let in_rome = g.legions_in_rome();
    // All his Legions: nothing would be left to fight the land battle.
    assert_eq!(
        g.proposal_legal(&Proposal::RecallUnits {
            commander: pro_id.clone(),
            legions: 12,
            fleets: 0,
            veterans: Vec::new(),
        }),
        Err(Illegal::RecallBelowMinimum.by("SEN-45"))
    );
    // 2 of 12 leave 10 + Military against 10: no consent needed, his faction's NO is a vote.
    propose(
        &mut g,
        vec![
            Proposal::RecallUnits {
                commander: pro_id.clone(),
                legions: 2,
                fleets: 0,
                veterans: Vec::new(),
            },
            Proposal::RecallUnits {
                commander: pro_id.clone(),
                legions: 6,
                fleets: 0,
                veterans: Vec::new(),
            },
        ],
    );
    let ev = vote_all(
        &mut g,
        |f| if Some(f) == pro_faction { no() } else { yes() },
    );
    if vote_taken(&ev).is_some_and(|(_, _, passed, _)| passed) {
        assert!(forces_event(&ev, |r| matches!(
            r,
            ForcesReason::PartRecalled { legions: 2, .. }
        )));
        assert_eq!(g.forces[0].legions, 10);
        assert_eq!(g.legions_in_rome(), in_rome + 2);
    }
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ConsentRefused { .. }))
    );
    // 6 more would leave him weaker than the war: his faction's NO refuses his consent.
    let before = g.forces[0].legions;
    let ev = vote_all(
        &mut g,
        |f| if Some(f) == pro_faction { no() } else { yes() },
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ConsentRefused {
            consent: Consent::Proconsul,
            ..
        }
    )));
    assert_eq!(g.forces[0].legions, before);
}

#[test]
fn sen_46_a_garrison_is_recalled_but_not_the_turn_it_was_sent() {
    let (mut g, _) = senate_game(3, 35);
    to_other_business(&mut g);
    let gov = g.governor_candidates()[0];
    let gid = id(&g, gov);
    g.senators[gov].in_rome = false;
    g.provinces.push(Province {
        key: "sicilia".into(),
        governor: gid,
        term: 3,
        developed: false,
        garrison: 0,
        elected_turn: 0,
    });
    propose(
        &mut g,
        vec![Proposal::Garrison {
            province: "sicilia".into(),
            legions: 2,
        }],
    );
    vote_all(&mut g, |_| yes());
    assert_eq!(g.provinces[0].garrison, 2);
    assert_eq!(
        g.proposal_legal(&Proposal::RecallGarrison {
            province: "Sicilia".into(),
            legions: 1
        }),
        Err(Illegal::GarrisonSentThisTurn {
            province: "sicilia".into()
        }
        .by("SEN-46"))
    );
    // A turn later.
    g.turn += 1;
    assert_eq!(
        g.proposal_legal(&Proposal::RecallGarrison {
            province: "sicilia".into(),
            legions: 3
        }),
        Err(Illegal::GarrisonShort {
            province: "sicilia".into(),
            garrison: 2
        }
        .by("SEN-46"))
    );
    let in_rome = g.legions_in_rome();
    let mut ev = Vec::new();
    g.apply_proposal(
        &Proposal::RecallGarrison {
            province: "Sicilia".into(),
            legions: 1,
        },
        &[],
        &[],
        &[],
        &mut ev,
    );
    assert!(forces_event(&ev, |r| matches!(
        r,
        ForcesReason::GarrisonRecalled { legions: 1, .. }
    )));
    assert_eq!(g.provinces[0].garrison, 1);
    assert_eq!(g.legions_in_rome(), in_rome + 1);
}

/// REV-19 / SEN-46 (LR 1.09.646): the garrison follows the Province to the Forum and passes to
/// the next Governor; meanwhile it is not in the Active Forces box.
#[test]
fn rev_19_sen_46_the_garrison_follows_the_province_to_the_forum() {
    let (mut g, _) = senate_game(3, 36);
    let gov = g.governor_candidates()[0];
    let gid = id(&g, gov);
    g.senators[gov].in_rome = false;
    g.legions = 6;
    g.provinces.push(Province {
        key: "sicilia".into(),
        governor: gid.clone(),
        term: 1,
        developed: false,
        garrison: 2,
        elected_turn: 0,
    });
    let in_rome = g.legions_in_rome();
    let mut ev = Vec::new();
    g.rev_19_governor_terms(&mut ev);
    assert!(g.provinces.is_empty());
    assert_eq!(g.forum_provinces, vec!["sicilia".to_string()]);
    assert_eq!(g.legions, 6, "the garrison stays in play");
    assert_eq!(g.legions_in_rome(), in_rome, "not in the Active Forces box");
    assert_eq!(g.force_records.forum_garrisons, vec![("sicilia".into(), 2)]);
    // SEN-35: he came back this turn.
    assert!(g.sen_35_needs_consent(&gid));
    // A new Governor takes the Province with its garrison.
    let other = g
        .governor_candidates()
        .into_iter()
        .map(|i| id(&g, i))
        .find(|s| *s != gid)
        .unwrap();
    let mut ev = Vec::new();
    g.apply_proposal(
        &Proposal::Governor {
            senator: other,
            province: "sicilia".into(),
        },
        &[],
        &[],
        &[],
        &mut ev,
    );
    assert_eq!(g.provinces[0].garrison, 2);
    assert!(g.force_records.forum_garrisons.is_empty());
    assert_eq!(g.legions_in_rome(), in_rome);
}

/// SEN-35 (LR 1.09.51): a Governor back in Rome this turn governs again only with his consent
/// while another candidate is eligible; his faction's NO refuses it.
#[test]
fn sen_35_a_returning_governor_refuses_to_govern_again() {
    let (mut g, _) = senate_game(3, 37);
    g.forum_provinces.push("sicilia".into());
    until_stage(&mut g, SenateStage::Governors);
    let back = g
        .governor_candidates()
        .into_iter()
        .find(|i| g.senators[*i].faction.is_some())
        .unwrap();
    let back_id = id(&g, back);
    let faction = g.senators[back].faction;
    g.sen_35_note_returned(&back_id);
    propose(
        &mut g,
        vec![Proposal::Governor {
            senator: back_id.clone(),
            province: "sicilia".into(),
        }],
    );
    let ev = vote_all(&mut g, |f| if Some(f) == faction { no() } else { yes() });
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ConsentRefused {
            consent: Consent::ReturningGovernor,
            ..
        }
    )));
    assert!(g.provinces.is_empty());
    // Another turn: no consent needed.
    g.turn += 1;
    assert!(!g.sen_35_needs_consent(&back_id));
}
