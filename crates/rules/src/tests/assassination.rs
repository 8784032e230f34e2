//! Assassinations (SEN-50..SEN-53, SEN-42, MOR-06): scripted dice, rigged hands.

use super::*;
use crate::state::Phase;

/// A 3-player game whose Senate has convened, with no round open yet.
fn senate(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    g.events_in_play.clear();
    // Setup's Faction Leaders (PB-01 was not answered): each faction's most influential.
    for fac in g.faction_ids() {
        if let Some(i) = g.most_influential(fac) {
            g.senators[i].faction_leader = true;
        }
    }
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    g.pending = None;
    g
}

/// Put `p` on the floor (the PB-08 round opens).
fn floor(g: &mut Game, p: Proposal) {
    let mut ev = Vec::new();
    g.put_to_vote(p, &mut ev);
    assert_eq!(
        g.open_decisions().first().map(|d| d.kind),
        Some(DecisionKind::SenateVote)
    );
}

fn in_rome(g: &Game, fac: u8) -> Vec<SenatorId> {
    g.in_rome_of(f(fac))
        .into_iter()
        .map(|i| g.senators[i].id())
        .collect()
}

fn leader(g: &Game, fac: u8) -> usize {
    g.senators
        .iter()
        .position(|s| s.faction == Some(f(fac)) && s.faction_leader)
        .unwrap()
}

/// A senator of the faction in Rome who is not its Faction Leader.
fn follower(g: &Game, fac: u8) -> SenatorId {
    g.in_rome_of(f(fac))
        .into_iter()
        .find(|i| !g.senators[*i].faction_leader)
        .map(|i| g.senators[i].id())
        .unwrap()
}

fn yes() -> VoteOrder {
    VoteOrder {
        vote: Some(VoteChoice::Yes),
        ..VoteOrder::default()
    }
}

/// Every faction votes YES; `attacker` adds `attempt`. The round resolves.
fn vote_with(g: &mut Game, attacker: u8, attempt: AssassinationOrder) -> Vec<Event> {
    for d in g.open_decisions() {
        let mut v = yes();
        if d.owner == f(attacker) {
            v.assassinate = Some(attempt.clone());
        }
        g.submit(d.owner, &d.id, Answer::SenateVote(v)).unwrap();
    }
    g.resolve(false)
}

fn bodyguards(g: &mut Game, played: u32) -> Vec<Event> {
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::Bodyguards);
    g.submit(d.owner, &d.id, Answer::Bodyguards { played })
        .unwrap();
    g.resolve(false)
}

fn resolved(ev: &[Event]) -> Option<(i32, AssassinationOutcome)> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::AssassinationResolved { roll, outcome, .. } => Some((*roll, *outcome)),
        _ => None,
    })
}

fn died(ev: &[Event], who: &SenatorId) -> Option<crate::DeathCause> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::SenatorDied { senator, cause, .. } if senator == who => Some(cause.clone()),
        _ => None,
    })
}

fn consuls(g: &Game) -> Proposal {
    let a = in_rome(g, 0)[0].clone();
    let b = in_rome(g, 1)[0].clone();
    Proposal::Consuls {
        first: a,
        second: b,
    }
}

/// SEN-50: the limits, checked when the order is given: own Senators in Rome only as
/// assassins, another faction's Senator in Rome as target, the Assassin cards held, once per
/// turn each way.
#[test]
fn sen_50_attempt_limits() {
    let mut g = senate(1);
    let p = consuls(&g);
    floor(&mut g, p);
    let d2 = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(2))
        .unwrap();
    let mine = in_rome(&g, 2)[0].clone();
    let theirs = in_rome(&g, 0)[0].clone();
    let order = |target: &SenatorId, assassin: &SenatorId, cards: u32| {
        Answer::SenateVote(VoteOrder {
            assassinate: Some(AssassinationOrder {
                target: target.clone(),
                assassin: assassin.clone(),
                cards,
            }),
            ..yes()
        })
    };
    let rule = |r: Result<Answer, RuleError>| match r {
        Err(RuleError::Illegal { rule, .. }) => rule.as_str().to_string(),
        other => panic!("{other:?}"),
    };
    // Not one of the faction's own Senators as target; not another's as assassin.
    let own2 = in_rome(&g, 2)[1].clone();
    assert_eq!(
        rule(g.check(f(2), &d2.id, order(&own2, &mine, 0))),
        "SEN-50"
    );
    assert_eq!(
        rule(g.check(f(2), &d2.id, order(&theirs, &theirs, 0))),
        "SEN-50"
    );
    // No Assassin card in hand.
    rig_hand(&mut g, 2, vec![]);
    assert_eq!(
        rule(g.check(f(2), &d2.id, order(&theirs, &mine, 1))),
        "SEN-51"
    );
    assert!(g.check(f(2), &d2.id, order(&theirs, &mine, 0)).is_ok());
    // The vote's options list the targets: faction 0's and faction 1's Senators in Rome.
    let DecisionOptions::SenateVote { targets, .. } = &d2.options else {
        panic!()
    };
    assert!(targets.contains(&theirs) && !targets.contains(&mine));
    // One attempt (no effect: 3), then faction 2 may not try again, nor anyone on faction 0.
    g.script_dice(vec![3]);
    let ev = vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target: theirs.clone(),
            assassin: mine.clone(),
            cards: 0,
        },
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::AssassinationAttempted { .. }))
    );
    let ev = bodyguards(&mut g, 0);
    assert_eq!(resolved(&ev), Some((3, AssassinationOutcome::NoEffect)));
    assert!(g.find_senator(&theirs).is_some());
    floor(
        &mut g,
        Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        },
    );
    let ds = g.open_decisions();
    let d2 = ds.iter().find(|d| d.owner == f(2)).unwrap();
    assert_eq!(
        rule(g.check(f(2), &d2.id, order(&theirs, &mine, 0))),
        "SEN-50"
    );
    let d1 = ds.iter().find(|d| d.owner == f(1)).unwrap();
    let one = in_rome(&g, 1)[0].clone();
    assert_eq!(
        rule(g.check(f(1), &d1.id, order(&theirs, &one, 0))),
        "SEN-50"
    );
    // Faction 1 may still attack faction 2.
    assert!(g.check(f(1), &d1.id, order(&mine, &one, 0)).is_ok());
}

/// SEN-51 / SEN-52: a 6 kills the target; his faction's votes, his own included, stand and
/// the vote goes on (he was not a nominee).
#[test]
fn sen_51_a_six_kills_and_sen_52_the_vote_goes_on() {
    let mut g = senate(2);
    let p = consuls(&g);
    floor(&mut g, p);
    let target = in_rome(&g, 0)[1].clone();
    let d = data();
    let f0_votes: u32 = g
        .in_rome_of(f(0))
        .into_iter()
        .map(|i| g.senators[i].votes(d))
        .sum();
    let assassin = follower(&g, 2);
    g.script_dice(vec![6]);
    let ev = vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target: target.clone(),
            assassin,
            cards: 0,
        },
    );
    // The target's faction is asked for Secret Bodyguards; nothing is counted yet.
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::VoteTaken { .. }))
    );
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 1);
    assert_eq!(ds[0].owner, f(0));
    let ev = bodyguards(&mut g, 0);
    assert_eq!(resolved(&ev), Some((6, AssassinationOutcome::Killed)));
    assert!(matches!(
        died(&ev, &target),
        Some(crate::DeathCause::Assassinated { .. })
    ));
    assert!(g.find_senator(&target).is_none());
    let tally = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::VoteTaken { votes, passed, .. } => Some((votes.clone(), *passed)),
            _ => None,
        })
        .unwrap();
    let fv = tally.0.iter().find(|v| v.faction == f(0)).unwrap();
    assert_eq!(fv.yes, f0_votes, "the dead Senator's votes stand (SEN-50)");
}

/// SEN-52: a killed consular nominee cancels the election; the presiding magistrate is asked
/// for new nominees.
#[test]
fn sen_52_a_killed_nominee_cancels_the_proposal() {
    let mut g = senate(3);
    let first = follower(&g, 0);
    let p = Proposal::Consuls {
        first: first.clone(),
        second: in_rome(&g, 1)[0].clone(),
    };
    floor(&mut g, p);
    g.script_dice(vec![5]);
    let assassin = follower(&g, 2);
    vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target: first.clone(),
            assassin,
            cards: 0,
        },
    );
    let ev = bodyguards(&mut g, 0);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::ProposalCancelled { .. }))
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::VoteTaken { .. }))
    );
    assert!(g.find_senator(&first).is_none());
    assert_eq!(
        g.open_decisions().first().map(|d| d.kind),
        Some(DecisionKind::SenateProposals)
    );
}

/// SEN-51: Assassin cards add 1 each and are discarded; Secret Bodyguards take 1 each after
/// the roll, and each gives a re-roll only to catch the assassin.
#[test]
fn sen_51_assassin_and_secret_bodyguard_cards() {
    let mut g = senate(4);
    rig_hand(&mut g, 2, vec![DeckCard::Intrigue("assassin-1".into())]);
    rig_hand(
        &mut g,
        0,
        vec![DeckCard::Intrigue("secret-bodyguard-1".into())],
    );
    floor(
        &mut g,
        Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        },
    );
    let target = in_rome(&g, 0)[0].clone();
    let assassin = follower(&g, 2);
    // 4 + 1 (Assassin) = 5; the target plays his Bodyguard: 4, no effect; re-roll 1 + 1 − 1 = 1:
    // caught.
    g.script_dice(vec![4, 1, 3, 4]);
    vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target: target.clone(),
            assassin: assassin.clone(),
            cards: 1,
        },
    );
    assert!(
        g.factions[2].hand.is_empty(),
        "the Assassin card is discarded"
    );
    let DecisionOptions::Bodyguards { roll, held, .. } = &g.open_decisions()[0].options else {
        panic!()
    };
    assert_eq!((*roll, *held), (5, 1));
    let ev = bodyguards(&mut g, 1);
    assert_eq!(resolved(&ev), Some((4, AssassinationOutcome::NoEffect)));
    assert!(
        g.factions[0].hand.is_empty(),
        "the Bodyguard card is discarded"
    );
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::BodyguardReroll {
            roll: 1,
            caught: true,
            ..
        }
    )));
    assert!(g.find_senator(&target).is_some());
    assert!(matches!(
        died(&ev, &assassin),
        Some(crate::DeathCause::CaughtAssassin { land_bill: false })
    ));
}

/// SEN-53: a caught assassin dies; his Faction Leader loses 5 Influence and faces a Special
/// Major Prosecution at once (no veto, mandatory appeal minus the target's Popularity); found
/// guilty he dies and his Family card goes to the Curia; then the suspended vote goes on.
#[test]
fn sen_53_caught_assassin_and_the_special_major_prosecution() {
    let mut g = senate(5);
    rig_hand(&mut g, 1, vec![DeckCard::Intrigue("tribune-1".into())]);
    let p = consuls(&g);
    floor(&mut g, p);
    let target = in_rome(&g, 0)[1].clone();
    let t = g.find_senator(&target).unwrap();
    g.senators[t].popularity = 2;
    let l = leader(&g, 2);
    g.senators[l].influence = 9;
    let fl = g.senators[l].id();
    let fl_family = g.senators[l].family;
    let fl_card = g.senators[l].family_card && g.senators[l].statesman.is_none();
    let assassin = follower(&g, 2);
    // Caught on 1; the appeal 3 + 4 − 2 = 5: 8 votes for conviction; chits: none drawn (two
    // blanks scripted).
    g.script_dice(vec![1, 3, 4]);
    g.script_chits(vec!["none".into(), "none".into()]);
    vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target,
            assassin: assassin.clone(),
            cards: 0,
        },
    );
    let ev = bodyguards(&mut g, 0);
    assert_eq!(
        resolved(&ev).map(|r| r.1),
        Some(AssassinationOutcome::Caught)
    );
    assert!(died(&ev, &assassin).is_some());
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::AssassinLeaderPunished {
            influence_lost: 5,
            ..
        }
    )));
    assert_eq!(g.senators[g.find_senator(&fl).unwrap()].influence, 4);
    // The Special Major Prosecution is on the floor: no Tribune may veto it.
    let ds = g.open_decisions();
    assert!(ds.iter().all(|d| matches!(
        &d.options,
        DecisionOptions::SenateVote {
            proposal: Proposal::SpecialProsecution { target_popularity: 2, .. },
            tribunes,
            ..
        } if tribunes.is_empty()
    )));
    let ev = {
        for d in g.open_decisions() {
            g.submit(d.owner, &d.id, Answer::SenateVote(yes())).unwrap();
        }
        g.resolve(false)
    };
    let appeal = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::PopularAppeal { total, votes, .. } => Some((*total, *votes)),
            _ => None,
        })
        .unwrap();
    assert_eq!(appeal, (5, -8));
    assert!(matches!(
        died(&ev, &fl),
        Some(crate::DeathCause::Implicated)
    ));
    if fl_card {
        assert!(g.curia.contains(&DeckCard::Family(fl_family)));
    }
    // The consular election resumes and is counted.
    let votes: Vec<&Proposal> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::VoteTaken { proposal, .. } => Some(proposal),
            _ => None,
        })
        .collect();
    assert!(matches!(
        votes.as_slice(),
        [
            Proposal::SpecialProsecution { .. },
            Proposal::Consuls { .. }
        ]
    ));
}

/// SEN-42: on a Land Bill whose Sponsors are of one faction, a caught assassin dies with no
/// further consequence, and the vote goes on.
#[test]
fn sen_42_land_bill_assassin_caught_alone_pays() {
    let mut g = senate(6);
    let s = in_rome(&g, 0);
    floor(
        &mut g,
        Proposal::LandBill {
            level: 1,
            sponsor: s[0].clone(),
            cosponsor: s[1].clone(),
        },
    );
    let l = leader(&g, 2);
    let inf = g.senators[l].influence;
    let assassin = follower(&g, 2);
    g.script_dice(vec![2]);
    let announced = vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target: s[1].clone(),
            assassin: assassin.clone(),
            cards: 0,
        },
    );
    let ev = bodyguards(&mut g, 0);
    assert!(announced.iter().any(|e| matches!(
        e.kind,
        EventKind::AssassinationAttempted {
            land_bill: true,
            ..
        }
    )));
    assert!(matches!(
        died(&ev, &assassin),
        Some(crate::DeathCause::CaughtAssassin { land_bill: true })
    ));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::AssassinLeaderPunished { .. }))
    );
    assert_eq!(g.senators[leader(&g, 2)].influence, inf);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::VoteTaken { .. }))
    );
}

/// MOR-06: a faction that loses its last Senator through the punishment of its assassin is
/// eliminated: hand discarded, treasury to the bank, and play goes on without its seat (no
/// order, initiative or vote counts it again).
#[test]
fn mor_06_faction_eliminated_by_assassin_punishment() {
    let mut g = senate(7);
    let l = leader(&g, 2);
    let fl = g.senators[l].id();
    for s in g.senators.iter_mut() {
        if s.faction == Some(f(2)) && !s.faction_leader {
            s.faction = None;
        }
    }
    g.factions[2].treasury = 7;
    let before = g.ledger.lost_at_death;
    let hand = g.factions[2].hand.len();
    let discard = g.discard.len();
    floor(
        &mut g,
        Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        },
    );
    let target = in_rome(&g, 0)[0].clone();
    let t = g.find_senator(&target).unwrap();
    g.senators[t].popularity = 0;
    g.script_dice(vec![1]);
    vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target,
            assassin: fl.clone(),
            cards: 0,
        },
    );
    let ev = bodyguards(&mut g, 0);
    assert!(died(&ev, &fl).is_some());
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::FactionEliminated { .. }))
    );
    assert_eq!(g.factions[2].treasury, 0);
    assert!(g.factions[2].hand.is_empty());
    assert_eq!(g.discard.len(), discard + hand);
    assert_eq!(g.ledger.lost_at_death, before + 7);
    assert!(!matches!(g.status(), GameStatus::RulesEnd { .. }));
    assert!(g.factions[2].eliminated);
    assert_eq!(g.faction_ids(), vec![f(0), f(1)]);
    assert!(!g.hrao_order().contains(&f(2)));
    assert!(g.open_decisions().iter().all(|d| d.owner != f(2)));
    assert_eq!(g.view(crate::Viewer::Public).factions.len(), 3);
}

/// SEN-23 / SEN-52 (LR 1.09.721, LR 2.01.7): a Prosecutor killed during the vote cancels the
/// prosecution, which "still counts towards the Censor's limit"; the extra Major Prosecution
/// of a Faction Leader for his faction's unpaid Evil Omens debt is outside that limit, so its
/// cancellation uses up that extra prosecution only and leaves the Censor his regular one.
#[test]
fn sen_23_a_cancelled_evil_omens_prosecution_leaves_the_censors_limit_open() {
    let mut g = senate(3);
    let accused = leader(&g, 1);
    g.senators[accused].major = false;
    g.senators[accused].corrupt = false;
    let accused = g.senators[accused].id();
    g.evil_omens_liable.push(accused.clone());
    let prosecutor = follower(&g, 0);
    floor(
        &mut g,
        Proposal::Prosecute {
            accused: accused.clone(),
            major: true,
            reason: Some("evil-omens".into()),
            prosecutor: prosecutor.clone(),
        },
    );
    g.script_dice(vec![5]);
    let assassin = follower(&g, 1);
    vote_with(
        &mut g,
        1,
        AssassinationOrder {
            target: prosecutor.clone(),
            assassin,
            cards: 0,
        },
    );
    let ev = bodyguards(&mut g, 0);
    assert!(
        died(&ev, &prosecutor).is_some(),
        "the Prosecutor was killed"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::ProposalCancelled { .. })),
        "the prosecution was cancelled"
    );
    let s = g.senate.as_ref().unwrap();
    assert!(
        !s.major_prosecution,
        "the Censor's regular Major prosecution is still his"
    );
    assert_eq!(s.minor_prosecutions, 0);
    assert!(
        s.tried
            .iter()
            .any(|(a, r)| *a == accused && r == "evil-omens"),
        "the extra prosecution is used up"
    );
}

/// SEN-59 / SEN-57 (LR 1.09.821 "once elected or appointed, the Consul For Life cannot be
/// assassinated, not even by a Senator belonging to the Rebel Faction"; LR 1.09.823 "A Faction
/// with the Primary Rebel may ... conduct Assassinations (but not against the Consul for
/// Life)"): an attempt on him is refused and he is no target offered; the others still are.
#[test]
fn sen_59_the_consul_for_life_cannot_be_assassinated() {
    let mut g = senate(3);
    let cfl = leader(&g, 0);
    g.senators[cfl].consul_for_life = true;
    let cfl = g.senators[cfl].id();
    let other = follower(&g, 0);
    let assassin = follower(&g, 2);
    let p = consuls(&g);
    floor(&mut g, p);
    let attempt = |target: &SenatorId| AssassinationOrder {
        target: target.clone(),
        assassin: assassin.clone(),
        cards: 0,
    };
    let refused = g.sen_50_attempt_legal(f(2), &attempt(&cfl));
    assert!(
        matches!(refused, Err(RuleError::Illegal { ref rule, .. }) if rule.as_str() == "SEN-59"),
        "{refused:?}"
    );
    assert_eq!(
        g.sen_50_attempt_legal(f(2), &attempt(&other)).ok(),
        Some(f(0))
    );
    let targets = g.sen_50_targets(f(2));
    assert!(targets.contains(&other));
    assert!(!targets.contains(&cfl));
}

/// SEN-16 with SEN-50 (second reading): a Priest killed after voting on a war proposal (here
/// recalling a Commander) keeps the extra vote he cast (LR 2.01.32): his faction's votes stand
/// as they were cast.
#[test]
fn sen_16_a_priest_killed_after_voting_keeps_his_war_vote() {
    let mut g = senate(2);
    let target = in_rome(&g, 0)[1].clone();
    let t = g.find_senator(&target).unwrap();
    g.senators[t].priest = true;
    let commander = in_rome(&g, 1)[0].clone();
    floor(&mut g, Proposal::Recall { commander });
    let d = data();
    let f0_votes: u32 = g
        .in_rome_of(f(0))
        .into_iter()
        .map(|i| g.senators[i].votes(d))
        .sum::<u32>()
        + 1;
    let assassin = follower(&g, 2);
    g.script_dice(vec![6]);
    vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target: target.clone(),
            assassin,
            cards: 0,
        },
    );
    let ev = bodyguards(&mut g, 0);
    assert_eq!(resolved(&ev), Some((6, AssassinationOutcome::Killed)));
    assert!(g.find_senator(&target).is_none());
    let votes = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::VoteTaken { votes, .. } => Some(votes.clone()),
            _ => None,
        })
        .unwrap();
    let fv = votes.iter().find(|v| v.faction == f(0)).unwrap();
    assert_eq!(fv.yes, f0_votes, "the dead Priest's war vote stands");
}

/// SEN-51 (card:intrigue-open-bodyguard/4-6, LR 1.09.73/3): an Open Bodyguard in play with the
/// target takes 2 from the roll and gives one catch re-roll with the same modifiers.
#[test]
fn sen_51_an_open_bodyguard_subtracts_two_and_rerolls_to_catch() {
    let mut g = senate(4);
    floor(
        &mut g,
        Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        },
    );
    let target = in_rome(&g, 0)[0].clone();
    let ti = g.find_senator(&target).unwrap();
    g.senators[ti].open_bodyguard = Some("open-bodyguard-1".into());
    let assassin = follower(&g, 2);
    // 6 − 2 = 4: no effect (a kill without the Bodyguard); the re-roll 3 − 2 = 1: caught.
    g.script_dice(vec![6, 3, 4, 4]);
    vote_with(
        &mut g,
        2,
        AssassinationOrder {
            target: target.clone(),
            assassin: assassin.clone(),
            cards: 0,
        },
    );
    let DecisionOptions::Bodyguards { roll, .. } = &g.open_decisions()[0].options else {
        panic!()
    };
    assert_eq!(*roll, 4);
    let ev = bodyguards(&mut g, 0);
    assert_eq!(resolved(&ev), Some((4, AssassinationOutcome::NoEffect)));
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::BodyguardReroll {
            roll: 1,
            caught: true,
            ..
        }
    )));
    assert!(g.find_senator(&target).is_some());
    assert!(
        g.senators[g.find_senator(&target).unwrap()]
            .open_bodyguard
            .is_some(),
        "the Open Bodyguard stays in play"
    );
}
