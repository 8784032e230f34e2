//! Tribune proposals (SEN-10), two in one round (PB-12), Consul for Life and the Dictator by a
//! Tribune (SEN-57, SEN-20), minor motions (SEN-49).

use super::*;

/// Every faction votes as `vote` says and the round resolves; a SEN-06 choice that a unanimous
/// defeat opens for the presiding magistrate takes its Default Move (−1 Influence), so the
/// Senate goes on as these tests expect.
fn vote_all(g: &mut Game, vote: impl Fn(FactionId) -> VoteOrder) -> Vec<Event> {
    let mut ev = super::vote_all(g, vote);
    for _ in 0..4 {
        if g.open_decisions().first().map(|d| d.kind) != Some(DecisionKind::Choice) {
            break;
        }
        ev.extend(g.resolve(true));
    }
    ev
}

fn tribune(k: &str) -> DeckCard {
    DeckCard::Intrigue(k.into())
}

fn hand(g: &Game, fac: FactionId) -> Vec<DeckCard> {
    g.factions[usize::from(fac.0)].hand.clone()
}

/// A vote of `choice` with a Tribune's proposal.
fn with_tribune(v: VoteOrder, p: &Proposal) -> VoteOrder {
    VoteOrder {
        tribune_proposal: Some(Box::new(p.clone())),
        ..v
    }
}

fn tribune_put(ev: &[Event]) -> Option<(FactionId, Proposal, Option<SenatorId>)> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::TribuneProposal {
            faction,
            proposal,
            statesman,
        } => {
            assert_eq!(e.visibility, Visibility::Public);
            Some((*faction, proposal.clone(), statesman.clone()))
        }
        _ => None,
    })
}

/// The proposal on the floor of the open vote round.
fn floor(g: &Game) -> Option<Proposal> {
    g.open_decisions()
        .into_iter()
        .find_map(|d| match d.options {
            DecisionOptions::SenateVote { proposal, .. } => Some(proposal),
            _ => None,
        })
}

/// Two consular pairs of candidates: the presiding magistrate's, and another for the Tribune.
fn two_pairs(g: &Game) -> (Proposal, Proposal) {
    let c: Vec<SenatorId> = g
        .consul_candidates()
        .into_iter()
        .map(|i| id(g, i))
        .collect();
    (
        Proposal::Consuls {
            first: c[0].clone(),
            second: c[1].clone(),
        },
        Proposal::Consuls {
            first: c[2].clone(),
            second: c[3].clone(),
        },
    )
}

/// SEN-10: a faction's Tribune proposal written with its vote is taken up as soon as the vote
/// is over: the Tribune card is discarded, the proposal is announced as the Tribune's (no
/// ProposalPut by the presiding magistrate), every faction votes on it; and SEN-06: its
/// unanimous defeat costs the presiding magistrate nothing.
#[test]
fn sen_10_a_tribune_proposal_is_taken_up_after_the_vote_and_sen_06_no_penalty() {
    let (mut g, _) = senate_game(4, 5);
    let pm = g.presiding_index().unwrap();
    let pm_f = g.senators[pm].faction.unwrap();
    let other = g.hrao_order()[1];
    for x in g.hrao_order() {
        rig_hand(&mut g, x.0, Vec::new());
    }
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    let discards = g.discard.len();
    let (mine, theirs) = two_pairs(&g);
    propose(&mut g, vec![mine.clone()]);
    // The decision offers the Tribune's proposals to the faction holding the card only.
    for d in g.open_decisions() {
        let DecisionOptions::SenateVote {
            tribune_proposals, ..
        } = &d.options
        else {
            panic!("a vote");
        };
        assert_eq!(tribune_proposals.is_some(), d.owner == other, "{d:?}");
    }
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(no(), &theirs)
        } else {
            no()
        }
    });
    let (_, _, passed, _) = vote_taken(&ev).unwrap();
    assert!(!passed);
    let (by, p, statesman) = tribune_put(&ev).expect("the Tribune's proposal is put");
    assert_eq!((by, &p, statesman), (other, &theirs, None));
    assert!(
        !ev.iter().any(|e| matches!(&e.kind,
            EventKind::ProposalPut { proposal, .. } if *proposal == theirs)),
        "the presiding magistrate does not put it"
    );
    assert_eq!(floor(&g), Some(theirs.clone()));
    assert!(hand(&g, other).is_empty(), "the Tribune card is played");
    assert_eq!(g.discard.len(), discards + 1);
    assert!(g.discard.contains(&tribune("tribune-1")));
    // Every other faction votes it down: no penalty for the presiding magistrate (SEN-06).
    let influence = g.senators[pm].influence;
    let ev = vote_all(&mut g, |fac| if fac == pm_f { yes() } else { no() });
    let (_, _, passed, _) = vote_taken(&ev).unwrap();
    assert!(!passed);
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::PresidingRebuked { .. }))
    );
    assert_eq!(g.senators[pm].influence, influence);
    // SEN-07: the Tribune's defeated pair is barred like any other.
    assert!(g.proposal_legal(&theirs).is_err());
}

/// SEN-10: a Tribune's proposal that is not in order when its turn comes (a Censor while the
/// Consuls are still to be elected) is not put: its faction alone is told, the card stays.
#[test]
fn sen_10_a_tribune_proposal_out_of_order_keeps_the_card() {
    let (mut g, _) = senate_game(4, 5);
    let other = g.hrao_order()[1];
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    let (mine, _) = two_pairs(&g);
    propose(&mut g, vec![mine]);
    let censor = Proposal::Censor {
        censor: id(&g, g.aligned_in_rome()[0]),
    };
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(no(), &censor)
        } else {
            no()
        }
    });
    let told = ev
        .iter()
        .find(|e| matches!(&e.kind, EventKind::TribuneProposalOutOfOrder { .. }))
        .expect("the faction is told");
    assert_eq!(told.visibility, Visibility::Faction(other));
    assert!(tribune_put(&ev).is_none());
    assert_eq!(hand(&g, other), vec![tribune("tribune-1")]);
    assert_eq!(open_kind(&g), Some(DecisionKind::SenateProposals));
}

/// SEN-10: what the rules refuse with the vote: no Tribune held, a prosecution or the
/// adjournment, a veto and a proposal with one card.
#[test]
fn sen_10_tribune_proposal_refusals() {
    let (mut g, _) = senate_game(4, 5);
    let other = g.hrao_order()[1];
    let third = g.hrao_order()[2];
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    rig_hand(&mut g, third.0, Vec::new());
    let (mine, theirs) = two_pairs(&g);
    propose(&mut g, vec![mine]);
    let ds = g.open_decisions();
    let d_other = ds.iter().find(|d| d.owner == other).unwrap();
    let d_third = ds.iter().find(|d| d.owner == third).unwrap();
    let why = |d: &Decision, v: VoteOrder| match g.validate_vote(d, &v) {
        Err(RuleError::Illegal { rule, why }) => (rule.to_string(), why),
        other => panic!("{other:?}"),
    };
    let (rule, w) = why(d_third, with_tribune(no(), &theirs));
    assert_eq!((rule.as_str(), w), ("SEN-10", Illegal::NoTribuneToPropose));
    let (rule, w) = why(d_other, with_tribune(no(), &Proposal::Adjourn));
    assert_eq!(rule, "SEN-10");
    assert!(matches!(w, Illegal::Proposal { .. }), "{w:?}");
    let (rule, w) = why(
        d_other,
        VoteOrder {
            veto: true,
            ..with_tribune(no(), &theirs)
        },
    );
    assert_eq!((rule.as_str(), w), ("SEN-10", Illegal::OneTribuneOnly));
    assert!(
        g.validate_vote(d_other, &with_tribune(no(), &theirs))
            .is_ok()
    );
}

/// PB-12: two factions write a Tribune proposal in the same round: the one nearest the HRAO
/// clockwise is taken; the other is told privately and keeps its card.
#[test]
fn pb_12_two_tribune_proposals_the_nearest_to_the_hrao_goes_first() {
    let (mut g, _) = senate_game(4, 5);
    let second = g.hrao_order()[1];
    let third = g.hrao_order()[2];
    rig_hand(&mut g, second.0, vec![tribune("tribune-1")]);
    rig_hand(&mut g, third.0, vec![tribune("tribune-2")]);
    let (mine, theirs) = two_pairs(&g);
    propose(&mut g, vec![mine.clone()]);
    let c: Vec<SenatorId> = g
        .consul_candidates()
        .into_iter()
        .map(|i| id(&g, i))
        .collect();
    let later = Proposal::Consuls {
        first: c[0].clone(),
        second: c[3].clone(),
    };
    let ev = vote_all(&mut g, |fac| {
        if fac == second {
            with_tribune(no(), &theirs)
        } else if fac == third {
            with_tribune(no(), &later)
        } else {
            no()
        }
    });
    let (by, p, _) = tribune_put(&ev).expect("a Tribune's proposal");
    assert_eq!((by, p), (second, theirs));
    let aside = ev
        .iter()
        .find(|e| matches!(&e.kind, EventKind::TribuneProposalSetAside { .. }))
        .expect("the other is set aside");
    assert_eq!(aside.visibility, Visibility::Faction(third));
    assert!(matches!(&aside.kind,
        EventKind::TribuneProposalSetAside { faction, first, proposal }
            if *faction == third && *first == second && *proposal == later));
    assert!(hand(&g, second).is_empty());
    assert_eq!(hand(&g, third), vec![tribune("tribune-2")]);
}

/// SEN-10: a Statesman's inherent Tribune (Cato, 22A) puts a proposal without a card, once a
/// turn.
#[test]
fn sen_10_an_inherent_tribune_proposes_without_a_card() {
    let (mut g, _) = senate_game(3, 5);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    rig_hand(&mut g, other.0, Vec::new());
    let cato = g
        .senators
        .iter()
        .position(|s| s.faction == Some(other) && s.offices.is_empty())
        .unwrap();
    g.senators[cato].statesman = Some("22A".into());
    let (mine, theirs) = two_pairs(&g);
    propose(&mut g, vec![mine]);
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(no(), &theirs)
        } else {
            no()
        }
    });
    let (by, _, statesman) = tribune_put(&ev).expect("put with Cato's Tribune");
    assert_eq!((by, statesman), (other, Some(SenatorId("22A".into()))));
    // Spent for the turn: no Tribune is left to offer.
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == other)
        .unwrap();
    assert!(matches!(
        &d.options,
        DecisionOptions::SenateVote {
            tribune_proposals: None,
            ..
        }
    ));
}

/// SEN-10: a Tribune's proposal keeps an adjourning Senate open: it is voted on before the
/// presiding magistrate's ADJOURN; the levies of both pass (numbers: Legions, Treasury).
#[test]
fn sen_10_a_tribune_proposal_comes_before_the_adjournment() {
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
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    g.state_treasury = 100;
    let (legions, fleets) = (g.legions, g.fleets);
    propose(
        &mut g,
        vec![
            Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            },
            Proposal::Adjourn,
        ],
    );
    let fleet = Proposal::RaiseForces {
        legions: 0,
        fleets: 2,
    };
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(yes(), &fleet)
        } else {
            yes()
        }
    });
    assert!(tribune_put(&ev).is_some());
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenateAdjourned))
    );
    assert_eq!(g.legions, legions + 1);
    let ev = vote_all(&mut g, |_| yes());
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenateAdjourned)),
        "the presiding magistrate's adjournment follows"
    );
    assert_eq!(g.fleets, fleets + 2);
    assert_eq!(g.state_treasury, 100 - 30);
    assert!(g.accounts().balanced());
}

/// SEN-10 (LR 1.09.151, 1.09.642): a Tribune's proposal written with the vote that would send
/// the presiding magistrate to war suspends that vote until the Tribune's proposal is voted on;
/// then it is taken again.
#[test]
fn sen_10_a_tribune_suspends_the_vote_sending_the_presiding_magistrate_to_war() {
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
    let pm = g.presiding_index().unwrap();
    let pm_id = id(&g, pm);
    let pm_f = g.senators[pm].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    g.state_treasury = 300;
    let war = g
        .inactive_wars
        .first()
        .cloned()
        .unwrap_or_else(|| "punic-1".to_string());
    if !g.inactive_wars.contains(&war) {
        g.inactive_wars.push(war.clone());
    }
    let support = data().war(&war).unwrap().fleet_support;
    let naval = data().war(&war).unwrap().has_naval();
    let fleets = u32::from(support).max(u32::from(naval));
    g.legions = 6;
    g.fleets = fleets;
    // SEN-44: the Field Consul goes first; he is away already, so the presiding Rome Consul
    // may be sent.
    let field = g.office_holder(Office::FieldConsul).unwrap();
    g.senators[field].in_rome = false;
    let deploy = Proposal::Deploy {
        commander: pm_id.clone(),
        war: war.clone(),
        legions: 6,
        fleets,
        veterans: Vec::new(),
    };
    g.proposal_legal(&deploy).expect("the deployment is legal");
    propose(&mut g, vec![deploy.clone()]);
    let levy = Proposal::RaiseForces {
        legions: 1,
        fleets: 0,
    };
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(yes(), &levy)
        } else {
            yes()
        }
    });
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::VoteSuspended { proposal, faction } if *proposal == deploy && *faction == other)));
    assert!(vote_taken(&ev).is_none(), "the votes are not counted");
    assert!(g.senators[g.find_senator(&pm_id).unwrap()].in_rome);
    assert_eq!(floor(&g), Some(levy));
    vote_all(&mut g, |_| yes());
    assert_eq!(g.legions, 7);
    assert_eq!(floor(&g), Some(deploy), "the suspended vote is taken again");
    let ev = vote_all(&mut g, |_| yes());
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::CommanderSent { .. }))
    );
    assert!(!g.senators[g.find_senator(&pm_id).unwrap()].in_rome);
}

/// SEN-57 by a Tribune: a faction that does not preside nominates its Senator Consul for Life
/// with a Tribune; no Tribune may veto it (SEN-11); the nominee's Influence counts; elected.
#[test]
fn sen_57_a_tribune_nominates_consul_for_life_and_sen_11_no_veto() {
    let (mut g, _) = senate_game(4, 5);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    let third = g
        .hrao_order()
        .into_iter()
        .find(|x| *x != pm_f && *x != other)
        .unwrap();
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    rig_hand(&mut g, third.0, vec![tribune("tribune-2")]);
    let nominee = g
        .in_rome_of(other)
        .into_iter()
        .find(|i| id(&g, *i) != a && id(&g, *i) != b)
        .unwrap();
    g.senators[nominee].influence = 30;
    let cfl = Proposal::ConsulForLife {
        nominee: id(&g, nominee),
    };
    // Before the consular elections a Consul for Life is out of order: write it with the vote
    // electing the Consuls; it is taken up right after them.
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(yes(), &cfl)
        } else {
            yes()
        }
    });
    let (by, p, _) = tribune_put(&ev).expect("the nomination is put");
    assert_eq!((by, &p), (other, &cfl));
    // SEN-11: not vetoable: no faction is offered a veto.
    for d in g.open_decisions() {
        assert!(
            matches!(&d.options, DecisionOptions::SenateVote { tribunes, .. } if tribunes.is_empty())
        );
    }
    let ev = vote_all(&mut g, |_| yes());
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::ConsulForLife { senator, elected: true, .. } if *senator == id(&g, nominee))));
    assert!(g.senators[nominee].consul_for_life);
    assert_eq!(hand(&g, third), vec![tribune("tribune-2")]);
}

/// SEN-57 / SEN-54 (LR 1.09.821/6, card:intrigue-murder-of-a-tribune/1-4): a Tribune's
/// Consul for Life nomination may be cancelled before its vote is called: an even roll cancels
/// it, the Tribune is spent, the murderer loses Popularity equal to the roll, and no vote is held.
#[test]
fn sen_57_sen_54_murder_of_a_tribune_cancels_a_tribunes_consul_for_life_nomination() {
    let (mut g, _) = senate_game(4, 5);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    let third = g
        .hrao_order()
        .into_iter()
        .find(|x| *x != pm_f && *x != other)
        .unwrap();
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    rig_hand(&mut g, third.0, vec![tribune("murder-of-a-tribune-1")]);
    let nominee = g
        .in_rome_of(other)
        .into_iter()
        .find(|i| id(&g, *i) != a && id(&g, *i) != b)
        .unwrap();
    g.senators[nominee].influence = 30;
    let cfl = Proposal::ConsulForLife {
        nominee: id(&g, nominee),
    };
    let ev = super::vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(yes(), &cfl)
        } else {
            yes()
        }
    });
    assert!(
        tribune_put(&ev).is_none(),
        "the Tribune waits for the answer"
    );
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == third)
        .expect("the holder of Murder of a Tribune is asked");
    let DecisionOptions::Choice { about, options } = d.options.clone() else {
        panic!("a choice");
    };
    assert!(
        matches!(&about, ChoiceAbout::CancelTribune { faction, veto: false, .. } if *faction == other)
    );
    let pick = options
        .iter()
        .find(|o| matches!(o, ChoiceOption::MurderTribune { .. }))
        .unwrap()
        .clone();
    let ChoiceOption::MurderTribune { senator } = &pick else {
        unreachable!()
    };
    let m = g.find_senator(senator).unwrap();
    g.senators[m].popularity = 3;
    g.submit(third, &d.id, Answer::Choice { about, pick })
        .unwrap();
    g.script_dice(vec![2]);
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::TribuneCancelAttempt {
            murder: true,
            die: 2,
            cancelled: true,
            ..
        }
    )));
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::TribuneCancelled { veto: false, .. }))
    );
    assert!(tribune_put(&ev).is_none());
    assert_eq!(g.senators[m].popularity, 1);
    assert!(hand(&g, other).is_empty());
    assert!(hand(&g, third).is_empty());
    assert!(!g.senators[nominee].consul_for_life);
}

/// SEN-20 by a Tribune: when the Dictator may be named, a Tribune written with the last vote
/// before that business nominates a Dictator; elected, he takes +7 Influence and presides.
#[test]
fn sen_20_a_tribune_nominates_a_dictator() {
    let (mut g, _) = senate_game(4, 5);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    // SEN-19: three Active Wars.
    for w in ["punic-1", "gallic-1", "illyrian-1"] {
        if !g.active_wars.iter().any(|x| x == w) {
            g.inactive_wars.retain(|x| x != w);
            g.active_wars.push(w.into());
        }
    }
    assert!(g.sen_19_dictator_condition());
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    // The Pontifex Maximus comes between the Consuls and the Dictator: write the Tribune's
    // nomination with the last vote before the Dictator's business.
    vote_all(&mut g, |_| yes());
    let mut pontifex = None;
    if g.senate_stage() == Some(SenateStage::Pontifex) {
        let pick = g
            .aligned_in_rome()
            .into_iter()
            .map(|i| id(&g, i))
            .find(|x| *x != a && *x != b)
            .unwrap();
        pontifex = Some(pick.clone());
        propose(&mut g, vec![Proposal::Pontifex { pontifex: pick }]);
    }
    assert_eq!(open_kind(&g), Some(DecisionKind::SenateVote));
    let cands: Vec<SenatorId> = g
        .dictator_candidates()
        .into_iter()
        .map(|i| id(&g, i))
        .filter(|x| Some(x) != pontifex.as_ref())
        .collect();
    let (dictator, master) = (cands[0].clone(), cands[1].clone());
    let nomination = Proposal::Dictator {
        dictator: dictator.clone(),
        master_of_horse: master.clone(),
    };
    let mut ev = vote_all(&mut g, |fac| {
        if fac == other {
            with_tribune(yes(), &nomination)
        } else {
            yes()
        }
    });
    // SEN-20: the Consuls are asked first; they appoint none (the Default Move), then the
    // Tribune's nomination is taken up.
    assert_eq!(open_kind(&g), Some(DecisionKind::DictatorAppointment));
    ev.extend(g.resolve(true));
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::NoDictatorAppointed { disagreed: false }))
    );
    let (by, p, _) = tribune_put(&ev).expect("the nomination is put");
    assert_eq!((by, p), (other, nomination));
    let d = g.find_senator(&dictator).unwrap();
    let before = g.senators[d].influence;
    vote_all(&mut g, |_| yes());
    assert!(g.senators[d].offices.contains(&Office::Dictator));
    assert_eq!(g.senators[d].influence, before + 7);
    assert_eq!(g.presiding_index(), Some(d));
}

/// SEN-49: a minor motion written with a vote is announced to all with the player's words; it
/// changes nothing (the vote is counted as usual) and is never refused.
#[test]
fn sen_49_a_minor_motion_is_announced_with_no_effect() {
    let (mut g, _) = senate_game(3, 5);
    let (mine, _) = two_pairs(&g);
    propose(&mut g, vec![mine]);
    let mover = g.hrao_order()[1];
    let treasury = g.state_treasury;
    let ev = vote_all(&mut g, |fac| {
        if fac == mover {
            VoteOrder {
                motion: Some("  The Senate\nthanks   Fabius ".into()),
                ..no()
            }
        } else {
            no()
        }
    });
    let m = ev
        .iter()
        .find(|e| matches!(&e.kind, EventKind::MinorMotion { .. }))
        .expect("the motion is announced");
    assert_eq!(m.visibility, Visibility::Public);
    assert!(matches!(&m.kind,
        EventKind::MinorMotion { faction, text } if *faction == mover && text == "The Senate thanks Fabius"));
    let (_, _, passed, _) = vote_taken(&ev).unwrap();
    assert!(!passed);
    assert_eq!(g.state_treasury, treasury);
}

/// Reach the Dictator's business with three Active Wars (SEN-19): the Consuls (of factions 0
/// and 1) are elected, a Pontifex Maximus if needed. Returns the Consuls.
fn to_dictator_business(g: &mut Game) -> (SenatorId, SenatorId) {
    for w in ["punic-1", "gallic-1", "illyrian-1"] {
        if !g.active_wars.iter().any(|x| x == w) {
            g.inactive_wars.retain(|x| x != w);
            g.active_wars.push(w.into());
        }
    }
    let (a, b) = two_candidates(g);
    propose(
        g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    vote_all(g, |_| yes());
    pass_pontifex(g, &[a.clone(), b.clone()]);
    assert_eq!(g.senate_stage(), Some(SenateStage::Dictator));
    (a, b)
}

fn appoint(d: &SenatorId, m: &SenatorId) -> Answer {
    Answer::DictatorAppointment {
        appoint: Some((d.clone(), m.clone())),
    }
}

/// SEN-20 (LR 1.09.31): the Consuls' factions, asked together when the Dictator's business
/// opens, name the same Senators: he is Dictator at once, with no vote and no veto (+7
/// Influence, he presides), his Master of Horse +3.
#[test]
fn sen_20_the_consuls_appoint_a_dictator_together() {
    let (mut g, _) = senate_game(4, 5);
    let (a, b) = to_dictator_business(&mut g);
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 2, "{ds:?}");
    let owners: Vec<FactionId> = ds.iter().map(|d| d.owner).collect();
    assert!(owners.contains(&f(0)) && owners.contains(&f(1)));
    let DecisionOptions::DictatorAppointment {
        consuls,
        candidates,
    } = &ds[0].options
    else {
        panic!("{ds:?}");
    };
    assert!(consuls.contains(&a) && consuls.contains(&b));
    assert_eq!(ds[0].default, Answer::DictatorAppointment { appoint: None });
    // SEN-21: a Dictator of a Consul's faction, so the Master of Horse named is his own pick.
    let d = candidates
        .iter()
        .find(|c| {
            g.find_senator(c)
                .and_then(|i| g.senators[i].faction)
                .is_some_and(|x| x == f(0) || x == f(1))
        })
        .cloned()
        .unwrap();
    let m = candidates.iter().find(|c| **c != d).cloned().unwrap();
    let (di, mi) = (g.find_senator(&d).unwrap(), g.find_senator(&m).unwrap());
    let (d_inf, m_inf) = (g.senators[di].influence, g.senators[mi].influence);
    for x in &ds {
        g.submit(x.owner, &x.id, appoint(&d, &m)).unwrap();
    }
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::DictatorAppointed { dictator, master_of_horse }
            if *dictator == d && *master_of_horse == m)));
    assert!(vote_taken(&ev).is_none(), "no vote");
    assert!(g.senators[di].offices.contains(&Office::Dictator));
    assert!(g.senators[mi].offices.contains(&Office::MasterOfHorse));
    assert_eq!(g.senators[di].influence, d_inf + 7);
    assert_eq!(g.senators[mi].influence, m_inf + 3);
    assert_eq!(g.presiding_index(), Some(di));
    assert_ne!(g.senate_stage(), Some(SenateStage::Dictator));
}

/// SEN-20: Consuls who name different Senators appoint none, and a Senator who may not be
/// Dictator is refused; the Senate may then elect one by proposal.
#[test]
fn sen_20_consuls_who_disagree_appoint_none_and_the_senate_may_elect() {
    let (mut g, _) = senate_game(4, 5);
    let (a, _) = to_dictator_business(&mut g);
    let ds = g.open_decisions();
    let DecisionOptions::DictatorAppointment { candidates, .. } = &ds[0].options else {
        panic!("{ds:?}");
    };
    let c = candidates.clone();
    // A Consul holds a Major Office: he may not be appointed.
    let refused = g.submit(ds[0].owner, &ds[0].id, appoint(&a, &c[0]));
    assert!(matches!(refused,
        Err(RuleError::Illegal { rule, why: Illegal::NotDictatorCandidate { .. } }) if rule == "SEN-20"));
    g.submit(ds[0].owner, &ds[0].id, appoint(&c[0], &c[1]))
        .unwrap();
    g.submit(ds[1].owner, &ds[1].id, appoint(&c[1], &c[0]))
        .unwrap();
    let ev = g.resolve(false);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::NoDictatorAppointed { disagreed: true }))
    );
    assert!(g.office_holder(Office::Dictator).is_none());
    // The election by proposal follows (SEN-20, LR 1.09.32).
    assert_eq!(open_kind(&g), Some(DecisionKind::SenateProposals));
    assert_eq!(g.senate_stage(), Some(SenateStage::Dictator));
}

/// SEN-10 (LR 1.09.151 "immediately after the adjournment"): the presiding magistrate adjourns
/// right after a round of proposals; the factions holding a Tribune alone are asked first (no
/// vote), one puts a proposal that is voted on, then the Senate adjourns. With no claim (the
/// Default Move) the Senate adjourns at once.
#[test]
fn sen_10_a_tribune_keeps_open_a_senate_adjourned_with_no_vote_before() {
    let (mut g, _) = senate_game(3, 9);
    to_other_business(&mut g);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    for f in g.faction_ids() {
        rig_hand(&mut g, f.0, Vec::new());
    }
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    g.state_treasury = 100;
    let fleets = g.fleets;
    let ev = propose(&mut g, vec![Proposal::Adjourn]);
    assert!(
        ev.iter().any(|e| matches!(&e.kind,
            EventKind::AdjournmentMoved { factions, .. } if factions == &vec![other])),
        "the adjournment is announced with the Tribunes' round"
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenateAdjourned))
    );
    let open = g.open_decisions();
    assert_eq!(open.len(), 1, "only the faction holding a Tribune is asked");
    assert_eq!(open[0].owner, other);
    let fleet = Proposal::RaiseForces {
        legions: 0,
        fleets: 2,
    };
    let ev = vote_all(&mut g, |_| with_tribune(VoteOrder::default(), &fleet));
    assert!(tribune_put(&ev).is_some());
    assert!(hand(&g, other).is_empty(), "the Tribune card is played");
    let ev = vote_all(&mut g, |_| yes());
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenateAdjourned)),
        "the adjournment follows the Tribune's proposal"
    );
    assert_eq!(g.fleets, fleets + 2);
    assert_eq!(g.state_treasury, 100 - 20);

    // The Default Move: no Tribune played, the Senate adjourns.
    let (mut g, _) = senate_game(3, 9);
    to_other_business(&mut g);
    for f in g.faction_ids() {
        rig_hand(&mut g, f.0, Vec::new());
    }
    rig_hand(&mut g, other.0, vec![tribune("tribune-1")]);
    propose(&mut g, vec![Proposal::Adjourn]);
    assert_eq!(g.open_decisions().len(), 1);
    let ev = g.resolve(true);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::SenateAdjourned))
    );
    assert_eq!(hand(&g, other).len(), 1, "the Tribune stays in the hand");
}

/// SEN-10: a Tribune's proposal claimed with the last vote and not yet put when the Senate
/// adjourns lapses; its faction alone is told (never dropped silently), its Tribune kept.
#[test]
fn sen_10_a_tribune_proposal_the_adjournment_leaves_unput_is_told() {
    let (mut g, _) = senate_game(4, 5);
    let other = g.hrao_order()[1];
    let claim = Proposal::RaiseForces {
        legions: 1,
        fleets: 0,
    };
    if let Some(s) = g.senate.as_mut() {
        s.tribunes.next = Some((other, claim.clone()));
    }
    let mut ev = Vec::new();
    g.adjourn(&mut ev);
    let told = ev
        .iter()
        .find(|e| matches!(&e.kind, EventKind::TribuneProposalLapsed { .. }))
        .expect("the lapse is told");
    assert_eq!(
        told.kind,
        EventKind::TribuneProposalLapsed {
            faction: other,
            proposal: claim
        }
    );
    assert_eq!(told.visibility, Visibility::Faction(other));
}
