//! Consul for Life: SEN-57 (election), SEN-58 (appointment), SEN-59 (he runs the Senate),
//! SEN-04 (conditional votes), VIC-05 (his win).

use super::*;

/// The Consul for Life event of `ev`: (senator, faction, elected).
fn cfl_event(ev: &[Event]) -> Option<(SenatorId, FactionId, bool)> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::ConsulForLife {
            senator,
            faction,
            elected,
            ..
        } => Some((senator.clone(), *faction, *elected)),
        _ => None,
    })
}

fn is_cfl(g: &Game, who: &SenatorId) -> bool {
    g.find_senator(who)
        .is_some_and(|i| g.senators[i].consul_for_life)
}

fn refusal(r: Result<(), Refused>) -> Illegal {
    r.expect_err("refused").why
}

/// The presiding magistrate's faction and one of its Senators in Rome (not the presiding one,
/// where possible), given `influence`.
fn pm_nominee(g: &mut Game, influence: u32) -> (FactionId, SenatorId) {
    let pm = g.presiding_index().unwrap();
    let pm_f = g.senators[pm].faction.unwrap();
    let i = g
        .in_rome_of(pm_f)
        .into_iter()
        .find(|i| *i != pm)
        .unwrap_or(pm);
    g.senators[i].influence = influence;
    (pm_f, id(g, i))
}

#[test]
fn sen_58_thirty_five_influence_makes_consul_for_life() {
    let (mut g, _) = new_game(3, 15);
    let i = g.aligned_in_rome()[0];
    g.senators[i].influence = 35;
    let who = id(&g, i);
    let fac = g.senators[i].faction.unwrap();
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    let (s, f0, elected) = cfl_event(&ev).expect("a Consul for Life is appointed");
    assert_eq!((s, f0, elected), (who.clone(), fac, false));
    assert!(is_cfl(&g, &who));
    assert_eq!(g.status(), GameStatus::Waiting);
    // SEN-59: his player makes the presiding magistrate's proposals, whoever presides.
    let d = g.open_decisions();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].kind, DecisionKind::SenateProposals);
    assert_eq!(d[0].owner, fac);
}

#[test]
fn sen_58_the_one_most_over_34_then_the_strongest_faction_is_appointed() {
    let (mut g, _) = new_game(3, 15);
    let a = of(&g, 0)[0];
    let b = of(&g, 1)[0];
    g.senators[a].influence = 36;
    g.senators[b].influence = 37;
    let mut ev = Vec::new();
    g.sen_58_appointment(&mut ev);
    assert!(g.senators[b].consul_for_life && !g.senators[a].consul_for_life);
    // Equal Influence: the faction with the most combined Influence.
    let (mut g, _) = new_game(3, 15);
    let a = of(&g, 0)[0];
    let b = of(&g, 1)[0];
    g.senators[a].influence = 36;
    g.senators[b].influence = 36;
    let more = of(&g, 0)[1];
    g.senators[more].influence += 10;
    let mut ev = Vec::new();
    g.sen_58_appointment(&mut ev);
    assert!(g.senators[a].consul_for_life && !g.senators[b].consul_for_life);
    assert_eq!(cfl_event(&ev).map(|e| e.0), Some(id(&g, a)));
}

#[test]
fn sen_58_an_appointment_takes_the_title_from_one_elected_the_same_turn() {
    let (mut g, _) = new_game(3, 15);
    g.turn = 2;
    let a = of(&g, 0)[0];
    let b = of(&g, 1)[0];
    g.senators[a].consul_for_life = true;
    g.cfl_elected_turn = Some(1);
    g.senators[b].influence = 35;
    let mut ev = Vec::new();
    g.sen_58_appointment(&mut ev);
    // Elected in an earlier turn: he stays, nobody else is appointed.
    assert!(g.senators[a].consul_for_life && !g.senators[b].consul_for_life);
    assert!(cfl_event(&ev).is_none());
    g.cfl_elected_turn = Some(2);
    g.sen_58_appointment(&mut ev);
    assert!(!g.senators[a].consul_for_life && g.senators[b].consul_for_life);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::ConsulForLifeLost { senator } if *senator == id(&g, a))));
}

#[test]
fn sen_57_consul_for_life_needs_21_influence_after_the_consuls_and_not_in_prosecutions() {
    let (mut g, _) = senate_game(3, 16);
    let (_, nominee) = pm_nominee(&mut g, 22);
    let p = Proposal::ConsulForLife {
        nominee: nominee.clone(),
    };
    assert_eq!(g.senate_stage(), Some(SenateStage::Consuls));
    assert_eq!(refusal(g.proposal_legal(&p)), Illegal::ConsulForLifeNotNow);
    to_other_business(&mut g);
    assert_eq!(g.proposal_legal(&p), Ok(()));
    // The call for proposals names him among those who may be nominated.
    assert!(matches!(
        &g.open_decisions()[0].options,
        DecisionOptions::SenateProposals { consul_for_life, .. } if consul_for_life.contains(&nominee)
    ));
    let i = g.find_senator(&nominee).unwrap();
    g.senators[i].influence = 20;
    assert_eq!(
        refusal(g.proposal_legal(&p)),
        Illegal::ConsulForLifeInfluence {
            senator: nominee.clone(),
            influence: 20
        }
    );
}

#[test]
fn sen_57_consul_for_life_elected_with_the_nominees_influence_and_sen_11_no_veto() {
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let (pm_f, nominee) = pm_nominee(&mut g, 34);
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    rig_hand(
        &mut g,
        other.0,
        vec![DeckCard::Intrigue("tribune-1".into())],
    );
    let p = Proposal::ConsulForLife {
        nominee: nominee.clone(),
    };
    propose(&mut g, vec![p.clone()]);
    let decisions = g.open_decisions();
    assert!(!decisions.is_empty());
    for d in &decisions {
        let DecisionOptions::SenateVote { tribunes, .. } = &d.options else {
            panic!("a vote");
        };
        assert!(
            tribunes.is_empty(),
            "SEN-11: Consul for Life is not vetoable"
        );
    }
    let own_votes = g.votes(pm_f);
    let other_votes = g.votes(other);
    let ev = vote_all(&mut g, |fac| {
        if fac == pm_f {
            yes()
        } else if fac == other {
            no()
        } else {
            VoteOrder::default()
        }
    });
    let (y, n, passed, vetoed) = vote_taken(&ev).expect("the vote is taken");
    assert_eq!(
        y,
        own_votes + 34,
        "the nominee's Influence adds to his votes"
    );
    assert_eq!(n, other_votes);
    assert!(passed && vetoed.is_none());
    assert_eq!(cfl_event(&ev), Some((nominee.clone(), pm_f, true)));
    assert!(is_cfl(&g, &nominee));
    assert_eq!(g.cfl_elected_turn, Some(g.turn));
    // Only one Consul for Life; only once per turn.
    assert_eq!(refusal(g.proposal_legal(&p)), Illegal::ConsulForLifeExists);
}

#[test]
fn sen_57_a_defeated_nomination_is_not_made_twice_a_turn() {
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let (_, nominee) = pm_nominee(&mut g, 22);
    let p = Proposal::ConsulForLife {
        nominee: nominee.clone(),
    };
    propose(&mut g, vec![p.clone()]);
    let ev = vote_all(&mut g, |_| no());
    let (_, _, passed, _) = vote_taken(&ev).expect("the vote is taken");
    assert!(!passed);
    assert!(!is_cfl(&g, &nominee));
    let (_, other) = {
        let x = g
            .aligned_in_rome()
            .into_iter()
            .find(|i| id(&g, *i) != nominee)
            .unwrap();
        g.senators[x].influence = 30;
        ((), id(&g, x))
    };
    assert_eq!(
        refusal(g.proposal_legal(&Proposal::ConsulForLife { nominee: other })),
        Illegal::ConsulForLifeTwice
    );
}

#[test]
fn sen_04_no_conditional_vote_for_his_own_nominee_but_one_to_defeat_another() {
    // His own faction's nominee: VOTE YES UP TO is refused.
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let pm = g.presiding_index().unwrap();
    g.senators[pm].treasury = 50;
    let (pm_f, nominee) = pm_nominee(&mut g, 22);
    propose(&mut g, vec![Proposal::ConsulForLife { nominee }]);
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == pm_f)
        .unwrap();
    let conditional = VoteOrder {
        vote: Some(VoteChoice::Yes),
        up_to: Some(5),
        ..VoteOrder::default()
    };
    let err = g
        .submit(pm_f, &d.id, Answer::SenateVote(conditional))
        .expect_err("SEN-04 refuses");
    assert!(matches!(err, RuleError::Illegal { ref rule, .. } if rule.as_str() == "SEN-04"));

    // Another faction's nominee: VOTE NO UP TO buys just enough to defeat him.
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let pm = g.presiding_index().unwrap();
    g.senators[pm].treasury = 100;
    let pm_f = g.senators[pm].faction.unwrap();
    let other = g.hrao_order().into_iter().find(|x| *x != pm_f).unwrap();
    let n = g.in_rome_of(other)[0];
    g.senators[n].influence = 30;
    let nominee = id(&g, n);
    propose(&mut g, vec![Proposal::ConsulForLife { nominee }]);
    let yes_votes = g.votes(other) + 30;
    let no_votes = g.votes(pm_f);
    assert!(
        yes_votes > no_votes,
        "the test needs a nominee who would pass"
    );
    let ev = vote_all(&mut g, |fac| {
        if fac == pm_f {
            VoteOrder {
                vote: Some(VoteChoice::No),
                up_to: Some(100),
                ..VoteOrder::default()
            }
        } else if fac == other {
            yes()
        } else {
            VoteOrder::default()
        }
    });
    let (y, n_votes, passed, _) = vote_taken(&ev).expect("the vote is taken");
    assert!(!passed);
    assert_eq!(y, yes_votes);
    assert_eq!(n_votes, yes_votes, "a tie defeats");
    assert_eq!(g.senators[pm].treasury, 100 - (yes_votes - no_votes));
}

#[test]
fn sen_59_the_consul_for_life_casts_every_factions_vote_but_spends_only_his_own() {
    let (mut g, _) = senate_game(3, 16);
    let cfl = elect_cfl(&mut g);
    // The next proposals are his; the next vote is his alone, for every Senator in Rome.
    let d = g.open_decisions();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].owner, cfl);
    propose_a_legion(&mut g);
    let d: Vec<_> = g
        .open_decisions()
        .into_iter()
        .filter(|d| d.owner == cfl)
        .collect();
    assert_eq!(d.len(), 1, "one vote, the Consul for Life's");
    let DecisionOptions::SenateVote { voters, .. } = &d[0].options else {
        panic!("a vote");
    };
    assert_eq!(voters.len(), g.aligned_in_rome().len());
    // SEN-59 / SEN-50: the others cast no vote but may write an assassination attempt.
    for o in g.open_decisions().into_iter().filter(|d| d.owner != cfl) {
        let DecisionOptions::SenateVote {
            voters, targets, ..
        } = &o.options
        else {
            panic!("an attempt-only vote decision");
        };
        assert!(voters.is_empty());
        assert!(!targets.is_empty());
        assert_eq!(o.default, Answer::SenateVote(VoteOrder::default()));
    }
    let theirs = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| g.senators[*i].faction != Some(cfl))
        .unwrap();
    g.senators[theirs].treasury = 5;
    let buy = VoteOrder {
        vote: Some(VoteChoice::Yes),
        buy: vec![(id(&g, theirs), 2)],
        ..VoteOrder::default()
    };
    let err = g
        .submit(cfl, &d[0].id, Answer::SenateVote(buy))
        .expect_err("SEN-59 refuses");
    assert!(matches!(err, RuleError::Illegal { ref rule, .. } if rule.as_str() == "SEN-59"));
    let all: u32 = g.faction_ids().into_iter().map(|f| g.votes(f)).sum();
    let ev = vote_all(&mut g, |_| yes());
    let (y, n, passed, _) = vote_taken(&ev).expect("the vote is taken");
    assert_eq!((y, n, passed), (all, 0, true));
}

/// SEN-59 / SEN-50: a faction run by the Consul for Life still writes its own assassination
/// attempt with the vote (he cannot force one, and cannot stop one): the attempt is made.
#[test]
fn sen_59_a_faction_run_by_the_consul_for_life_may_attempt_an_assassination() {
    let (mut g, _) = senate_game(3, 16);
    let cfl = elect_cfl(&mut g);
    propose_a_legion(&mut g);
    let other = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner != cfl)
        .expect("an attempt-only decision for another faction");
    let DecisionOptions::SenateVote { targets, .. } = &other.options else {
        panic!("a vote decision");
    };
    let target = targets[0].clone();
    let assassin = g.in_rome_of(other.owner)[0];
    let attempt = crate::AssassinationOrder {
        target,
        assassin: id(&g, assassin),
        cards: 0,
    };
    let ev = vote_all(&mut g, |fac| {
        let mut v = yes();
        if fac == other.owner {
            v.assassinate = Some(attempt.clone());
        }
        v
    });
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::AssassinationAttempted { .. }))
    );
}

/// With money in the State Treasury, propose raising one Legion (the vote opens).
fn propose_a_legion(g: &mut Game) {
    g.state_treasury = 500;
    propose(
        g,
        vec![Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        }],
    );
}

/// Elect the presiding magistrate's faction's nominee Consul for Life; returns his faction.
fn elect_cfl(g: &mut Game) -> FactionId {
    to_other_business(g);
    let (pm_f, nominee) = pm_nominee(g, 34);
    propose(g, vec![Proposal::ConsulForLife { nominee }]);
    vote_all(g, |fac| if fac == pm_f { yes() } else { no() });
    let Some((_, cfl)) = g.consul_for_life() else {
        panic!("the nominee was not elected");
    };
    cfl
}

/// SEN-59 (LR 1.09.823 "The player may look at non-rebel players' hands in the Senate Phase,
/// but may not play any of their cards"): the Consul for Life's faction sees the other hands
/// while the Senate sits; nobody else does, and never outside the Senate.
#[test]
fn sen_59_the_consul_for_life_looks_at_the_hands_of_the_factions_he_runs() {
    let (mut g, _) = senate_game(3, 16);
    let cfl = elect_cfl(&mut g);
    let others: Vec<FactionId> = g.faction_ids().into_iter().filter(|f| *f != cfl).collect();
    for f in &others {
        g.factions[usize::from(f.0)]
            .hand
            .push(DeckCard::Intrigue("tribune-9".into()));
    }
    let seen = g.view(Viewer::Faction(cfl)).seen_hands;
    assert_eq!(seen.len(), others.len(), "every other faction's hand");
    for s in &seen {
        assert!(others.contains(&s.faction));
        let theirs = &g.factions[usize::from(s.faction.0)].hand;
        assert_eq!(s.hand.len(), theirs.len());
        assert!(s.hand.iter().any(|c| {
            c.key.identity()
                == crate::data::CardIdentity::Intrigue(crate::data::IntrigueKind::Tribune)
        }));
    }
    for v in [Viewer::Public, Viewer::Gm, Viewer::Faction(others[0])] {
        assert!(g.view(v).seen_hands.is_empty(), "{v:?} sees no other hand");
    }
    // Outside the Senate Phase his faction runs nobody, and sees no hand.
    g.senate = None;
    assert!(g.view(Viewer::Faction(cfl)).seen_hands.is_empty());
}

/// SEN-59 (LR 1.09.823 "A Faction with the Primary Rebel may vote normally"): under a Consul
/// for Life the Rebel's faction keeps its own vote decision and its votes count as it casts
/// them; its hand stays hidden from him.
#[test]
fn sen_59_a_rebel_faction_votes_for_itself_under_a_consul_for_life() {
    let (mut g, _) = senate_game(3, 16);
    let cfl = elect_cfl(&mut g);
    let rf = g
        .faction_ids()
        .into_iter()
        .find(|f| *f != cfl && g.in_rome_of(*f).len() >= 2)
        .expect("another faction with two Senators in Rome");
    let r = g.in_rome_of(rf)[0];
    g.senators[r].rebel = true;
    g.senators[r].in_rome = false;
    g.senators[r].offices.clear();
    g.rebellion = Some(crate::rebellion::Rebellion::new(
        g.senators[r].id(),
        rf,
        g.turn,
    ));
    assert!(
        g.view(Viewer::Faction(cfl))
            .seen_hands
            .iter()
            .all(|s| s.faction != rf),
        "the Rebel's hand is not his to see"
    );
    propose_a_legion(&mut g);
    let open = g.open_decisions();
    let theirs = open
        .iter()
        .find(|d| d.owner == rf)
        .expect("the Rebel's faction is asked for its own vote");
    let DecisionOptions::SenateVote { voters, .. } = &theirs.options else {
        panic!("a vote");
    };
    assert_eq!(voters.len(), g.in_rome_of(rf).len());
    assert!(!voters.is_empty());
    let his = open.iter().find(|d| d.owner == cfl).expect("his vote");
    let DecisionOptions::SenateVote {
        voters: his_voters, ..
    } = &his.options
    else {
        panic!("a vote");
    };
    assert!(his_voters.iter().all(|v| !voters.contains(v)));
    let rebel_votes = g.votes(rf);
    assert!(rebel_votes > 0);
    let all: u32 = g.faction_ids().into_iter().map(|f| g.votes(f)).sum();
    let ev = vote_all(&mut g, |fac| if fac == rf { no() } else { yes() });
    let (y, n, _, _) = vote_taken(&ev).expect("the vote is taken");
    assert_eq!((y, n), (all - rebel_votes, rebel_votes));
}

#[test]
fn vic_05_a_living_consul_for_life_wins_when_the_era_ends() {
    let (mut g, _) = new_game(3, 15);
    let a = of(&g, 2)[0];
    g.senators[a].consul_for_life = true;
    let who = id(&g, a);
    let mut ev = Vec::new();
    g.for_08_era_ends(&mut ev);
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::ConsulForLife {
                faction: f(2),
                senator: who
            }
        }
    );
}

/// SEN-58 (LR 1.09.82 "If at any time"): a Senator who has 35 Influence when a round outside
/// the Senate resolves (here the setup round, into the Revenue Phase) is appointed at once, not
/// at the next Senate Phase.
#[test]
fn sen_58_appointed_at_once_outside_the_senate() {
    let (mut g, _) = new_game(3, 15);
    let i = g.aligned_in_rome()[0];
    g.senators[i].influence = 35;
    let who = id(&g, i);
    let ev = to_revenue(&mut g);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_ne!(g.phase, Phase::Senate);
    let (s, _, elected) = cfl_event(&ev).expect("a Consul for Life is appointed");
    assert_eq!((s, elected), (who.clone(), false));
    assert!(is_cfl(&g, &who));
}
