//! SEN-02 (the order of voting, ordered voting) and SEN-04 (the conditional-vote right handed
//! on), seed 004 "VOTING".

use super::*;

fn announced(p: Proposal, conditional_to: Option<FactionId>, order: Vec<FactionId>) -> Proposal {
    Proposal::Announced {
        put: Box::new(p),
        terms: VoteTerms {
            conditional_to,
            order,
            condition: None,
        },
    }
}

fn terms_event(ev: &[Event]) -> Option<(Option<FactionId>, Vec<FactionId>, bool)> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::VoteTermsAnnounced {
            conditional_to,
            order,
            order_given,
            ..
        } if e.visibility == Visibility::Public => {
            Some((*conditional_to, order.clone(), *order_given))
        }
        _ => None,
    })
}

/// The votes a faction casts without buying (its Senators in Rome).
fn own_votes(g: &Game, fac: FactionId) -> u32 {
    g.votes(fac)
}

/// Give all of a faction's Senators in Rome no money but one, who gets `t`; returns him.
fn one_purse(g: &mut Game, fac: FactionId, t: u32) -> usize {
    let members = g.in_rome_of(fac);
    for i in &members {
        g.senators[*i].treasury = 0;
    }
    let pm = g.presiding_index().unwrap();
    let rich = members
        .iter()
        .copied()
        .find(|i| *i != pm)
        .unwrap_or(members[0]);
    g.senators[rich].treasury = t;
    rich
}

/// SEN-04: the presiding magistrate gives the conditional-vote right to another faction with
/// his proposal: it is announced to all, that faction alone may write UP TO (his own is
/// refused), and its conditional votes buy just what passage needs.
#[test]
fn sen_04_the_conditional_vote_right_handed_to_another_faction() {
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let pm = g.presiding_index().unwrap();
    let pm_f = g.senators[pm].faction.unwrap();
    g.senators[pm].treasury = 40;
    let other = g.hrao_order()[1];
    let third = g.hrao_order()[2];
    let rich = one_purse(&mut g, other, 40);
    let ev = propose(
        &mut g,
        vec![announced(
            Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            },
            Some(other),
            Vec::new(),
        )],
    );
    let (to, order, given) = terms_event(&ev).expect("the terms are announced to all");
    assert_eq!(to, Some(other));
    assert!(!given);
    assert_eq!(order, g.sen_02_default_order());
    let decisions = g.open_decisions();
    let mine = decisions.iter().find(|d| d.owner == pm_f).unwrap();
    let theirs = decisions.iter().find(|d| d.owner == other).unwrap();
    let DecisionOptions::SenateVote {
        presiding_faction: pm_may,
        ..
    } = &mine.options
    else {
        panic!("a vote");
    };
    let DecisionOptions::SenateVote {
        presiding_faction: they_may,
        up_to_from,
        ..
    } = &theirs.options
    else {
        panic!("a vote");
    };
    assert!(!pm_may, "the presiding magistrate gave the right away");
    assert!(they_may);
    assert_eq!(up_to_from.as_ref(), Some(&id(&g, rich)));
    // The presiding magistrate's own UP TO is refused.
    let err = g
        .submit(
            pm_f,
            &mine.id,
            Answer::SenateVote(VoteOrder {
                vote: Some(VoteChoice::Yes),
                up_to: Some(5),
                ..VoteOrder::default()
            }),
        )
        .expect_err("SEN-04 refuses");
    assert!(matches!(err, RuleError::Illegal { ref rule, .. } if rule.as_str() == "SEN-04"));
    let no_votes = own_votes(&g, pm_f) + own_votes(&g, third);
    let yes_votes = own_votes(&g, other);
    assert!(
        no_votes >= yes_votes,
        "the test needs a proposal that would fail"
    );
    let need = no_votes - yes_votes + 1;
    let ev = vote_all(&mut g, |fac| {
        if fac == other {
            VoteOrder {
                vote: Some(VoteChoice::Yes),
                up_to: Some(40),
                ..VoteOrder::default()
            }
        } else {
            no()
        }
    });
    let (y, n, passed, _) = vote_taken(&ev).expect("the vote is taken");
    assert!(passed);
    assert_eq!((y, n), (yes_votes + need, no_votes));
    assert_eq!(g.senators[rich].treasury, 40 - need);
    assert_eq!(
        g.senators[pm].treasury, 40,
        "the presiding magistrate spent nothing"
    );
}

/// SEN-02: the order of voting decides which veto counts (the first in the order), whatever
/// the mode; without one, clockwise from the player to the left of the HRAO (the HRAO's
/// faction last).
#[test]
fn sen_02_vetoes_are_resolved_in_the_order_of_voting() {
    // The presiding magistrate's order: the third faction first.
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order()[1];
    let third = g.hrao_order()[2];
    for (k, fac) in [pm_f, other, third].into_iter().enumerate() {
        rig_hand(
            &mut g,
            fac.0,
            vec![DeckCard::Intrigue(format!("tribune-{}", k + 1))],
        );
    }
    let ev = propose(
        &mut g,
        vec![announced(
            Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            },
            None,
            vec![third, pm_f],
        )],
    );
    let (_, order, given) = terms_event(&ev).expect("announced");
    assert!(given);
    assert_eq!(
        order,
        vec![third, pm_f, other],
        "the factions left out follow"
    );
    let ev = vote_all(&mut g, |_| {
        let mut v = yes();
        v.veto = true;
        v
    });
    let (_, _, passed, vetoed) = vote_taken(&ev).expect("the vote is taken");
    assert!(!passed);
    assert_eq!(vetoed, Some(third));
    assert!(g.factions[usize::from(third.0)].hand.is_empty());
    assert_eq!(g.factions[usize::from(pm_f.0)].hand.len(), 1);

    // No order given: the HRAO's faction vetoes last.
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order()[1];
    for (k, fac) in [pm_f, other].into_iter().enumerate() {
        rig_hand(
            &mut g,
            fac.0,
            vec![DeckCard::Intrigue(format!("tribune-{}", k + 1))],
        );
    }
    propose(
        &mut g,
        vec![Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        }],
    );
    let ev = vote_all(&mut g, |fac| {
        let mut v = yes();
        v.veto = fac == pm_f || fac == other;
        v
    });
    let (_, _, _, vetoed) = vote_taken(&ev).expect("the vote is taken");
    assert_eq!(vetoed, Some(other), "clockwise from the left of the HRAO");
}

/// SEN-02: ordered voting (the game setting): every faction may write UP TO, and each
/// conditional purchase depends only on the votes before it in the order: here the second
/// faction in the order buys what beats the first one's votes, though the last one's votes then
/// defeat the proposal.
#[test]
fn sen_02_ordered_voting_conditional_votes_on_the_votes_before() {
    let (mut g, _) = senate_game(3, 16);
    g.voting_order = VotingOrder::Ordered;
    to_other_business(&mut g);
    let pm = g.presiding_index().unwrap();
    let pm_f = g.senators[pm].faction.unwrap();
    let a = g.hrao_order()[1];
    let b = g.hrao_order()[2];
    let rich_a = one_purse(&mut g, a, 60);
    g.senators[pm].treasury = 60;
    let ev = propose(
        &mut g,
        vec![announced(
            Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            },
            None,
            vec![b, a, pm_f],
        )],
    );
    assert!(terms_event(&ev).is_some());
    let mut a_voter_votes = 0;
    let mut a_others = Vec::new();
    for d in g.open_decisions() {
        let DecisionOptions::SenateVote {
            presiding_faction,
            ordered_voting,
            voters,
            ..
        } = &d.options
        else {
            panic!("a vote");
        };
        assert!(*presiding_faction && *ordered_voting, "every faction may");
        if d.owner == a {
            for (s, v) in voters {
                if *s == id(&g, rich_a) {
                    a_voter_votes = *v;
                } else {
                    a_others.push(s.clone());
                }
            }
        }
    }
    // b votes NO; a's richest Senator alone votes YES UP TO 60 (the others abstain); the
    // presiding magistrate's faction, last, votes NO UP TO 60.
    let (nb, npm) = (own_votes(&g, b), own_votes(&g, pm_f));
    assert!(a_voter_votes <= nb, "the test needs a behind after b");
    let buy_a = nb - a_voter_votes + 1;
    let ev = vote_all(&mut g, |fac| {
        if fac == a {
            VoteOrder {
                vote: Some(VoteChoice::Yes),
                splits: a_others
                    .iter()
                    .map(|s| (s.clone(), VoteChoice::Abstain))
                    .collect(),
                up_to: Some(60),
                ..VoteOrder::default()
            }
        } else if fac == b {
            no()
        } else {
            VoteOrder {
                vote: Some(VoteChoice::No),
                up_to: Some(60),
                ..VoteOrder::default()
            }
        }
    });
    let (y, n, passed, _) = vote_taken(&ev).expect("the vote is taken");
    assert_eq!(y, nb + 1, "a bought what beat b's votes");
    assert_eq!(n, nb + npm, "the last faction needed to buy nothing");
    assert!(!passed);
    assert_eq!(g.senators[rich_a].treasury, 60 - buy_a);
    assert_eq!(g.senators[pm].treasury, 60);
}

/// SEN-04: terms never go with an adjournment, and a faction is named once in the order.
#[test]
fn sen_04_terms_refusals() {
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    let d = g.open_decisions().into_iter().next().unwrap();
    let other = g.hrao_order()[1];
    let bad = [
        announced(Proposal::Adjourn, Some(other), Vec::new()),
        announced(
            Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            },
            None,
            vec![other, other],
        ),
        announced(
            Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            },
            Some(FactionId(9)),
            Vec::new(),
        ),
    ];
    for p in bad {
        let err = g
            .submit(
                d.owner,
                &d.id,
                Answer::SenateProposals {
                    proposals: vec![p.clone()],
                },
            )
            .expect_err("refused");
        assert!(
            matches!(err, RuleError::Illegal { ref rule, .. } if rule.as_str().starts_with("SEN-0")),
            "{p:?}: {err:?}"
        );
    }
}

/// SEN-02 house rule "agenda vote" (issue 21 §2; RULING in docs/RULINGS.md, S004/90, S004/92):
/// the presiding magistrate's list is announced with its first proposal; the votes a faction
/// writes then on the rest (`VOTE ON <n>`) are cast as each is put: a proposal every faction
/// has voted on is voted without a call, and a faction that wrote no vote on one is called for
/// it. Without the house rule nothing is announced.
#[test]
fn sen_02_agenda_vote_the_list_voted_in_one_mail() {
    let raise = |n| Proposal::RaiseForces {
        legions: if n == 3 { 0 } else { n },
        fleets: if n == 3 { 1 } else { 0 },
    };
    // Without the house rule: no list in the call.
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    g.state_treasury = 500;
    propose(&mut g, vec![raise(1), raise(2), raise(3)]);
    let d = g.open_decisions().into_iter().next().expect("a vote");
    let DecisionOptions::SenateVote { agenda, .. } = &d.options else {
        panic!("a vote: {d:?}");
    };
    assert!(agenda.is_empty(), "{agenda:?}");

    // PB-10 (S004/79): a proposal conditional on the elections is never announced before its
    // turn: not listed.
    let (mut g, _) = senate_game(3, 16);
    g.agenda_vote = true;
    to_other_business(&mut g);
    g.state_treasury = 500;
    let someone = g.senators[g.presiding_index().unwrap()].id();
    propose(
        &mut g,
        vec![
            raise(1),
            Proposal::Announced {
                put: Box::new(raise(2)),
                terms: VoteTerms {
                    condition: Some(ElectionCondition::Elected {
                        senator: someone,
                        elected: true,
                    }),
                    ..VoteTerms::default()
                },
            },
            raise(3),
        ],
    );
    let d = g.open_decisions().into_iter().next().expect("a vote");
    let DecisionOptions::SenateVote { agenda, .. } = &d.options else {
        panic!("a vote: {d:?}");
    };
    assert_eq!(agenda, &vec![raise(3)], "the conditional one is not listed");

    let (mut g, _) = senate_game(3, 16);
    g.agenda_vote = true;
    to_other_business(&mut g);
    g.state_treasury = 500;
    propose(&mut g, vec![raise(1), raise(2), raise(3)]);
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 3);
    for d in &ds {
        let DecisionOptions::SenateVote {
            proposal, agenda, ..
        } = &d.options
        else {
            panic!("a vote: {d:?}");
        };
        assert_eq!(proposal, &raise(1));
        assert_eq!(agenda, &vec![raise(2), raise(3)], "the rest of the list");
    }
    let second = g.hrao_order()[1];
    let last = g.hrao_order()[2];
    let ev = vote_all(&mut g, |f| {
        // Not a unanimous defeat (SEN-06): another faction votes for it.
        let mut agenda = vec![AgendaVote {
            at: 2,
            proposal: raise(2),
            vote: if f == second {
                VoteChoice::Yes
            } else {
                VoteChoice::No
            },
        }];
        if f != last {
            agenda.push(AgendaVote {
                at: 3,
                proposal: raise(3),
                vote: VoteChoice::Yes,
            });
        }
        VoteOrder {
            vote: Some(VoteChoice::Yes),
            agenda,
            ..VoteOrder::default()
        }
    });
    assert!(vote_taken(&ev).expect("the first is voted").2, "passed");
    // The second is on the floor, every faction's vote on it already cast: nobody is owed.
    let d = g
        .open_decisions()
        .into_iter()
        .next()
        .expect("the second is put");
    assert!(
        matches!(&d.options, DecisionOptions::SenateVote { proposal, .. } if *proposal == raise(2))
    );
    assert!(g.owed().is_empty(), "{:?}", g.owed());
    assert!(g.all_answered());
    let ev = g.resolve(false);
    let (_, _, passed, _) = vote_taken(&ev).expect("the second is voted");
    assert!(!passed, "as voted in advance");
    // The third: the last faction wrote no vote on it and is called; the others are not.
    let owed = g.owed();
    assert_eq!(owed.len(), 1, "{owed:?}");
    assert_eq!(owed[0].owner, last);
    assert!(
        matches!(&owed[0].options, DecisionOptions::SenateVote { proposal, .. } if *proposal == raise(3))
    );
}
