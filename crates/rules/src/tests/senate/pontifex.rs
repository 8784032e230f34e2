//! The rest of the Pontifex Maximus (ADV 2.01): his recall (SEN-18), Priesthoods (SEN-15) and
//! the Priests' war votes (SEN-16).

use super::*;
use crate::api::PONTIFEX_VETO;

/// Make the first officeless Senator in Rome of `fac` the Pontifex Maximus (and nobody else).
fn make_pontifex(g: &mut Game, fac: FactionId) -> usize {
    for s in &mut g.senators {
        s.offices.retain(|o| *o != Office::PontifexMaximus);
    }
    let px = g
        .in_rome_of(fac)
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[px].offices.push(Office::PontifexMaximus);
    px
}

/// Give the first Senator in Rome of `fac` the Knights that make the faction's votes `want`.
fn set_votes(g: &mut Game, fac: FactionId, want: u32) {
    let members = g.in_rome_of(fac);
    let have: u32 = members.iter().map(|i| g.senators[*i].votes(data())).sum();
    assert!(want >= have, "{want} < {have}");
    g.senators[members[0]].knights += want - have;
}

/// The presiding magistrate's faction, the Pontifex's faction and the third one.
fn three_factions(g: &Game) -> (FactionId, FactionId, FactionId) {
    let pm = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let rest: Vec<FactionId> = g.hrao_order().into_iter().filter(|f| *f != pm).collect();
    (pm, rest[0], rest[1])
}

fn abstain() -> VoteOrder {
    VoteOrder {
        vote: Some(VoteChoice::Abstain),
        ..VoteOrder::default()
    }
}

/// SEN-18 (LR 2.01.8) with SEN-05: a recall needs two-thirds of the votes cast: 3 to 2 (a
/// majority) fails, 2 to 1 (exactly two-thirds) passes; the Pontifex's free veto is not
/// offered on it; he loses the office and 5 Influence (min 0), and a Senator who is not the
/// Pontifex cannot be "recalled".
#[test]
fn sen_18_the_pontifex_is_recalled_by_two_thirds_of_the_votes_cast() {
    for (yes_votes, no_votes, passes) in [(3u32, 2u32, false), (2, 1, true)] {
        let (mut g, _) = senate_game(3, 22);
        to_other_business(&mut g);
        let (pm, other, third) = three_factions(&g);
        let px = make_pontifex(&mut g, other);
        let pid = id(&g, px);
        g.senators[px].influence = 3;
        let someone = id(&g, g.in_rome_of(pm)[0]);
        assert_eq!(
            g.proposal_legal(&Proposal::RecallPontifex {
                pontifex: someone.clone()
            }),
            Err(Illegal::NotPontifex { senator: someone }.by("SEN-18"))
        );
        // Scale the votes above what the factions hold.
        let m = [pm, other]
            .iter()
            .map(|f| {
                g.in_rome_of(*f)
                    .iter()
                    .map(|i| g.senators[*i].votes(data()))
                    .sum::<u32>()
            })
            .max()
            .unwrap();
        set_votes(&mut g, pm, yes_votes * m);
        set_votes(&mut g, other, no_votes * m);
        propose(
            &mut g,
            vec![Proposal::RecallPontifex {
                pontifex: pid.clone(),
            }],
        );
        let d = g
            .open_decisions()
            .into_iter()
            .find(|d| d.owner == other)
            .unwrap();
        let DecisionOptions::SenateVote { tribunes, .. } = &d.options else {
            panic!()
        };
        assert!(
            !tribunes.iter().any(|c| c.0 == PONTIFEX_VETO),
            "no Pontifex veto on his own recall"
        );
        let ev = vote_all(&mut g, |fac| {
            if fac == other {
                no()
            } else if fac == third {
                abstain()
            } else {
                yes()
            }
        });
        let (yes_n, no_n, passed, vetoed) = vote_taken(&ev).unwrap();
        assert_eq!((yes_n, no_n), (yes_votes * m, no_votes * m));
        assert_eq!(vetoed, None);
        assert_eq!(passed, passes, "{yes_n} to {no_n}");
        let recalled = ev.iter().find_map(|e| match &e.kind {
            EventKind::PontifexRecalled { senator, influence } => {
                Some((senator.clone(), *influence))
            }
            _ => None,
        });
        let i = g.find_senator(&pid).unwrap();
        if passes {
            assert_eq!(recalled, Some((pid.clone(), 3)), "5 Influence, min 0");
            assert_eq!(g.senators[i].influence, 0);
            assert!(!g.senators[i].offices.contains(&Office::PontifexMaximus));
            assert!(g.pontifex().is_none());
        } else {
            assert_eq!(recalled, None);
            assert_eq!(g.senators[i].influence, 3);
            assert!(g.senators[i].offices.contains(&Office::PontifexMaximus));
        }
    }
}

/// SEN-18 / SEN-05: the two-thirds rule itself; nobody voting is no recall.
#[test]
fn sen_18_two_thirds_of_the_votes_cast() {
    use crate::senate::pontifex_recall::sen_18_two_thirds;
    assert!(sen_18_two_thirds(2, 1));
    assert!(sen_18_two_thirds(6, 2));
    assert!(!sen_18_two_thirds(3, 2));
    assert!(!sen_18_two_thirds(0, 0));
    assert!(sen_18_two_thirds(1, 0));
}

fn priest_vote(v: VoteOrder, priest: &SenatorId, from: Option<&SenatorId>) -> VoteOrder {
    VoteOrder {
        priest: Some(PriestOrder {
            priest: priest.clone(),
            from: from.cloned(),
        }),
        ..v
    }
}

fn may_appoint(g: &Game, fac: FactionId) -> bool {
    g.open_decisions()
        .into_iter()
        .find(|d| d.owner == fac)
        .is_some_and(|d| {
            matches!(
                d.options,
                DecisionOptions::SenateVote {
                    may_appoint_priest: true,
                    ..
                }
            )
        })
}

/// SEN-15 (LR 2.01.3, 2.01.31): the Pontifex's faction, and only it, writes a Priesthood with
/// its vote; it takes effect when the vote is over (+1 Influence to the new Priest), once each
/// Senate Phase; not himself, not a Priest already, 12 markers at most; a reassigned Priest
/// loses 1 Influence (not below 0), and so does one going into Revolt.
#[test]
fn sen_15_the_pontifex_assigns_one_priesthood_each_senate_phase() {
    let (mut g, _) = senate_game(3, 22);
    to_other_business(&mut g);
    let (pm, other, _) = three_factions(&g);
    let px = make_pontifex(&mut g, other);
    let pid = id(&g, px);
    let target = g.in_rome_of(pm)[0];
    let tid = id(&g, target);
    let before = g.senators[target].influence;
    let order = PriestOrder {
        priest: tid.clone(),
        from: None,
    };
    // Only the Pontifex's faction; not himself; FROM a Priest only; 12 markers at most.
    assert_eq!(
        g.sen_15_legal(pm, &order),
        Err(Illegal::PriestNotYours.by("SEN-15"))
    );
    assert_eq!(
        g.sen_15_legal(
            other,
            &PriestOrder {
                priest: pid.clone(),
                from: None
            }
        ),
        Err(Illegal::PriestIsPontifex.by("SEN-15"))
    );
    let not_priest = id(&g, g.in_rome_of(pm)[1]);
    assert_eq!(
        g.sen_15_legal(
            other,
            &PriestOrder {
                priest: tid.clone(),
                from: Some(not_priest.clone())
            }
        ),
        Err(Illegal::NotPriest {
            senator: not_priest
        }
        .by("SEN-15"))
    );
    assert_eq!(g.sen_15_legal(other, &order), Ok(()));
    propose(
        &mut g,
        vec![Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        }],
    );
    assert!(may_appoint(&g, other));
    assert!(!may_appoint(&g, pm));
    // Written with the vote; nothing happens before the vote is over.
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == pm)
        .unwrap();
    assert!(
        g.submit(
            pm,
            &d.id,
            Answer::SenateVote(priest_vote(yes(), &tid, None))
        )
        .is_err(),
        "not the Pontifex's faction"
    );
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            priest_vote(yes(), &tid, None)
        } else {
            yes()
        }
    });
    let appointed = ev.iter().find_map(|e| match &e.kind {
        EventKind::PriestAppointed {
            pontifex,
            priest,
            former,
            former_lost,
        } => Some((
            pontifex.clone(),
            priest.clone(),
            former.clone(),
            *former_lost,
        )),
        _ => None,
    });
    assert_eq!(appointed, Some((pid.clone(), tid.clone(), None, 0)));
    let vote_at = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::VoteTaken { .. }))
        .unwrap();
    let priest_at = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::PriestAppointed { .. }))
        .unwrap();
    assert!(vote_at < priest_at, "after the vote, never during it");
    let t = g.find_senator(&tid).unwrap();
    assert!(g.senators[t].priest);
    assert_eq!(g.senators[t].influence, before + 1);
    assert!(
        g.view(Viewer::Public)
            .factions
            .iter()
            .flat_map(|f| f.senators.iter())
            .any(|s| s.id == tid && s.priest),
        "Priests are public"
    );
    // Once each Senate Phase.
    assert_eq!(
        g.sen_15_legal(
            other,
            &PriestOrder {
                priest: not_priest_of(&g, pm, &tid),
                from: None
            }
        ),
        Err(Illegal::PriestDoneThisPhase.by("SEN-15"))
    );
    // The next Senate Phase: reassigned from a Priest with 0 Influence (loses nothing).
    g.senate.as_mut().unwrap().priests.assigned = false;
    assert_eq!(
        g.sen_15_legal(other, &order),
        Err(Illegal::AlreadyPriest {
            senator: tid.clone()
        }
        .by("SEN-15"))
    );
    g.senators[t].influence = 0;
    let new = not_priest_of(&g, pm, &tid);
    let mut ev = Vec::new();
    g.senate.as_mut().unwrap().priests.pending = Some((
        other,
        PriestOrder {
            priest: new.clone(),
            from: Some(tid.clone()),
        },
    ));
    g.sen_15_apply(&mut ev);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::PriestAppointed { priest, former: Some(f), former_lost: 0, .. }
            if *priest == new && *f == tid)));
    assert!(!g.senators[t].priest);
    assert_eq!(g.senators[t].influence, 0);
    // 12 markers: a 13th Priest only by reassignment.
    g.senate.as_mut().unwrap().priests.assigned = false;
    let mut k = 0;
    for s in &mut g.senators {
        if k < 12 && !s.priest && !s.offices.contains(&Office::PontifexMaximus) {
            s.priest = true;
            k += 1;
        }
    }
    let priests = g.senators.iter().filter(|s| s.priest).count();
    if priests >= 12 {
        let free = g
            .in_rome_of(pm)
            .into_iter()
            .map(|i| id(&g, i))
            .find(|x| !g.senators[g.find_senator(x).unwrap()].priest);
        if let Some(free) = free {
            assert_eq!(
                g.sen_15_legal(
                    other,
                    &PriestOrder {
                        priest: free,
                        from: None
                    }
                ),
                Err(Illegal::PriestMarkersOut { max: 12 }.by("SEN-15"))
            );
        }
    }
    // SEN-15: a Priest going into Revolt loses the marker and 1 Influence.
    let n = g.find_senator(&new).unwrap();
    g.senators[n].priest = true;
    g.senators[n].influence = 4;
    let mut ev = Vec::new();
    g.sen_15_revolt(&new, &mut ev);
    assert!(
        ev.iter().any(
            |e| matches!(&e.kind, EventKind::PriestLost { senator, lost: 1 } if *senator == new)
        )
    );
    assert!(!g.senators[n].priest);
    assert_eq!(g.senators[n].influence, 3);
}

/// A Senator in Rome of `fac` other than `not` who is no Priest.
fn not_priest_of(g: &Game, fac: FactionId, not: &SenatorId) -> SenatorId {
    g.in_rome_of(fac)
        .into_iter()
        .map(|i| id(g, i))
        .find(|x| x != not && !g.senators[g.find_senator(x).unwrap()].priest)
        .unwrap()
}

/// SEN-16 (LR 2.01.32): each Priest has one vote more on sending Forces against a War, not on
/// other proposals (raising forces).
#[test]
fn sen_16_each_priest_has_a_vote_more_on_war_proposals() {
    let (mut g, _) = senate_game(3, 22);
    to_other_business(&mut g);
    let (pm, other, _) = three_factions(&g);
    make_pontifex(&mut g, pm);
    let priests: Vec<usize> = g.in_rome_of(other).into_iter().take(2).collect();
    for &i in &priests {
        g.senators[i].priest = true;
    }
    let own_no: u32 = g
        .in_rome_of(other)
        .into_iter()
        .map(|i| g.senators[i].votes(data()))
        .sum();
    g.active_wars = vec!["punic-1".into()];
    g.legions = 10;
    g.fleets = 10;
    let c = g.possible_commanders()[0];
    let cid = id(&g, c);
    propose(
        &mut g,
        vec![
            Proposal::Deploy {
                commander: cid,
                war: "punic-1".into(),
                legions: 8,
                fleets: 5,
                veterans: Vec::new(),
            },
            Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            },
        ],
    );
    let no_of = |ev: &[Event]| {
        ev.iter()
            .find_map(|e| match &e.kind {
                EventKind::VoteTaken { votes, .. } => {
                    votes.iter().find(|t| t.faction == other).map(|t| t.no)
                }
                _ => None,
            })
            .unwrap()
    };
    let ev = vote_all(&mut g, |fac| if fac == other { no() } else { yes() });
    assert_eq!(no_of(&ev), own_no + 2, "two Priests, a vote more each");
    let ev = vote_all(&mut g, |fac| if fac == other { no() } else { yes() });
    assert_eq!(no_of(&ev), own_no, "raising forces is no war vote");
}

/// SEN-15 with SEN-59: under another faction's Consul for Life the Pontifex's faction casts no
/// vote, but it is still asked (its decision of the vote's round) and may write its Priesthood.
#[test]
fn sen_15_the_pontifex_still_makes_a_priest_under_a_consul_for_life() {
    let (mut g, _) = senate_game(3, 22);
    to_other_business(&mut g);
    let (pm, other, _) = three_factions(&g);
    make_pontifex(&mut g, other);
    let cfl = g.in_rome_of(pm)[0];
    g.senators[cfl].consul_for_life = true;
    g.cfl_elected_turn = Some(g.turn);
    // Its assassination of the turn is spent: only its Priesthood asks it now.
    g.senate
        .as_mut()
        .unwrap()
        .assassination
        .attempted
        .push(other);
    assert!(g.sen_50_targets(other).is_empty());
    let target = g.in_rome_of(pm)[0];
    let tid = id(&g, target);
    let before = g.senators[target].influence;
    propose(
        &mut g,
        vec![Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        }],
    );
    assert!(may_appoint(&g, other), "asked for its Priesthood");
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            priest_vote(VoteOrder::default(), &tid, None)
        } else {
            yes()
        }
    });
    assert!(
        ev.iter().any(
            |e| matches!(&e.kind, EventKind::PriestAppointed { priest, .. } if *priest == tid)
        )
    );
    let t = g.find_senator(&tid).unwrap();
    assert!(g.senators[t].priest);
    assert_eq!(g.senators[t].influence, before + 1);
}

/// SEN-16 (LR 2.01.32, 2.01.4; RULINGS SEN-16), second reading: a war vote "will send Forces
/// against a War or recall/retain their Commander". A partial recall of a Proconsul's units
/// (SEN-45) leaves the Commander in the field and sends nothing: no war vote, like garrisons,
/// governors and raising forces; sending, reinforcing, replacing and recalling the Commander are.
#[test]
fn sen_16_a_partial_recall_of_units_is_no_war_vote() {
    use crate::senate::priests::sen_16_war_vote;
    let c = SenatorId("1".into());
    assert!(!sen_16_war_vote(&Proposal::RecallUnits {
        commander: c.clone(),
        legions: 2,
        fleets: 0,
        veterans: Vec::new(),
    }));
    assert!(!sen_16_war_vote(&Proposal::RecallGarrison {
        province: "sicilia".into(),
        legions: 1,
    }));
    assert!(!sen_16_war_vote(&Proposal::Garrison {
        province: "sicilia".into(),
        legions: 1,
    }));
    assert!(sen_16_war_vote(&Proposal::Recall {
        commander: c.clone()
    }));
    assert!(sen_16_war_vote(&Proposal::Reinforce {
        commander: c,
        legions: 1,
        fleets: 0,
        veterans: Vec::new(),
    }));
}
