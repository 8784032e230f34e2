//! Issue 24 §1: the Middle Republic cards built: SEN-54 Graft, Murder of a Tribune and Mob
//! Incited to Violence, SEN-39 Fulvius Flaccus's claim, REV-17 the Pergamene Bequest.

use super::*;
use crate::state::LandBill;

/// Three factions: the second in the order of voting vetoes the consular pair with a Tribune,
/// the third holds `cards`. Returns the game (the vote written) and the factions.
fn veto_against_holder(cards: Vec<DeckCard>) -> (Game, FactionId, FactionId) {
    let (mut g, _) = senate_game(3, 5);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let order = g.hrao_order();
    let vetoer = order.iter().copied().find(|x| *x != pm_f).unwrap();
    let holder = order
        .iter()
        .copied()
        .find(|x| *x != pm_f && *x != vetoer)
        .unwrap();
    rig_hand(
        &mut g,
        vetoer.0,
        vec![DeckCard::Intrigue("tribune-1".into())],
    );
    rig_hand(&mut g, holder.0, cards);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    for d in g.open_decisions() {
        let mut v = yes();
        v.veto = d.owner == vetoer;
        g.submit(d.owner, &d.id, Answer::SenateVote(v)).unwrap();
    }
    (g, vetoer, holder)
}

/// The open SEN-54 decision of `holder`, with its options.
fn cancel_decision(g: &Game, holder: FactionId) -> (Decision, Vec<ChoiceOption>) {
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == holder)
        .expect("the holder is asked");
    let DecisionOptions::Choice { about, options } = &d.options else {
        panic!("a choice: {d:?}");
    };
    assert_eq!(about.rule(), "SEN-54");
    (d.clone(), options.clone())
}

/// The holder's SEN-54 pick (the first option `is` accepts) is submitted; returns its
/// Senator's index.
fn submit_pick(
    g: &mut Game,
    holder: FactionId,
    is: impl Fn(&ChoiceOption) -> Option<SenatorId>,
) -> usize {
    let (d, options) = cancel_decision(g, holder);
    let (pick, senator) = options
        .iter()
        .find_map(|o| is(o).map(|s| (o.clone(), s)))
        .expect("the option is offered");
    let DecisionOptions::Choice { about, .. } = d.options.clone() else {
        unreachable!()
    };
    g.submit(holder, &d.id, Answer::Choice { about, pick })
        .unwrap();
    g.find_senator(&senator).unwrap()
}

/// SEN-54 (card:intrigue-graft/1): a veto waits for the holder of Graft; his Senator pays the
/// 1d6 rolled to the Bank and the veto is cancelled: the vote is counted and passes.
#[test]
fn sen_54_graft_cancels_a_tribune_veto_and_the_vote_is_counted() {
    let (mut g, vetoer, holder) = veto_against_holder(vec![DeckCard::Intrigue("graft-1".into())]);
    g.resolve(false);
    let (d, _) = cancel_decision(&g, holder);
    assert!(matches!(
        d.default,
        Answer::Choice {
            pick: ChoiceOption::Pass,
            ..
        }
    ));
    let i = submit_pick(&mut g, holder, |o| match o {
        ChoiceOption::Graft { senator } => Some(senator.clone()),
        _ => None,
    });
    g.senators[i].treasury = 10;
    g.script_dice(vec![4]);
    let ev = g.resolve(false);
    let attempt = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::TribuneCancelAttempt {
                murder,
                die,
                cancelled,
                against,
                ..
            } => Some((*murder, *die, *cancelled, *against)),
            _ => None,
        })
        .expect("the Graft is resolved");
    assert_eq!(attempt, (false, 4, true, vetoer));
    assert_eq!(g.senators[i].treasury, 6);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::TribuneCancelled { veto: true, .. }))
    );
    let (_, _, passed, vetoed) = vote_taken(&ev).expect("the vote is counted");
    assert!(passed);
    assert_eq!(vetoed, None);
    // The Tribune and the Graft were both spent.
    assert!(g.factions[usize::from(vetoer.0)].hand.is_empty());
    assert!(g.factions[usize::from(holder.0)].hand.is_empty());
}

/// SEN-54 (card:intrigue-murder-of-a-tribune/1-2): an odd roll leaves the veto standing; the
/// murderer loses Popularity equal to the roll.
#[test]
fn sen_54_murder_of_a_tribune_odd_fails_and_costs_popularity() {
    let (mut g, vetoer, holder) =
        veto_against_holder(vec![DeckCard::Intrigue("murder-of-a-tribune-1".into())]);
    g.resolve(false);
    let i = submit_pick(&mut g, holder, |o| match o {
        ChoiceOption::MurderTribune { senator } => Some(senator.clone()),
        _ => None,
    });
    g.senators[i].popularity = 5;
    g.script_dice(vec![3]);
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::TribuneCancelAttempt {
            murder: true,
            die: 3,
            cancelled: false,
            ..
        }
    )));
    assert_eq!(g.senators[i].popularity, 2);
    let (_, _, passed, vetoed) = vote_taken(&ev).expect("the vote is over");
    assert!(!passed);
    assert_eq!(vetoed, Some(vetoer));
}

/// SEN-54: the Default Move plays no card: the veto stands and the holder keeps his Graft.
#[test]
fn sen_54_the_default_move_plays_no_card() {
    let (mut g, vetoer, holder) = veto_against_holder(vec![DeckCard::Intrigue("graft-1".into())]);
    g.resolve(false);
    cancel_decision(&g, holder);
    let ev = g.resolve(true);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::TribuneCancelAttempt { .. }))
    );
    let (_, _, _, vetoed) = vote_taken(&ev).expect("the vote is over");
    assert_eq!(vetoed, Some(vetoer));
    assert_eq!(g.factions[usize::from(holder.0)].hand.len(), 1);
}

/// SEN-39 (card:statesman-7a/1): with a Land Bill in effect and the Land Commissioner in the
/// Forum, Fulvius Flaccus's player is asked after the Prosecutions; a claim takes it.
#[test]
fn sen_39_fulvius_flaccus_claims_the_land_commissioner() {
    let (mut g, _) = senate_game(3, 5);
    let i = g
        .senators
        .iter()
        .position(|s| s.faction == Some(f(1)) && s.offices.is_empty())
        .unwrap();
    g.senators[i].statesman = Some("7A".into());
    let flaccus = g.senators[i].id();
    g.land_bills.push(LandBill { level: 1, turn: 1 });
    if !g.forum_concessions.iter().any(|k| k == "land-commissioner") {
        g.forum_concessions.push("land-commissioner".into());
    }
    assert!(g.sen_39_ask(SenateStage::Governors));
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.rule_id(), "SEN-39");
    assert_eq!(d.owner, f(1));
    let DecisionOptions::Choice { about, options } = d.options.clone() else {
        panic!("a choice");
    };
    assert!(options.contains(&ChoiceOption::ClaimLandCommissioner));
    assert!(matches!(
        d.default,
        Answer::Choice {
            pick: ChoiceOption::Pass,
            ..
        }
    ));
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about,
            pick: ChoiceOption::ClaimLandCommissioner,
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    assert!(ev.iter().any(
        |e| matches!(&e.kind, EventKind::LandCommissionerClaimed { senator } if *senator == flaccus)
    ));
    let i = g.find_senator(&flaccus).unwrap();
    assert!(
        g.senators[i]
            .concessions
            .iter()
            .any(|c| c.key == "land-commissioner")
    );
    // Asked once a Senate Phase.
    assert!(!g.sen_39_ask(SenateStage::OtherBusiness));
}

/// REV-17 (card:bequest-pergamene/2-5): sent for with the Field Consul, 3 Legions and 3 Fleets
/// in Rome, the Bequest pays the State 50T in the next Revenue Phase and creates Asia at the
/// start of the next Forum Phase; then it is discarded.
#[test]
fn rev_17_the_pergamene_bequest_collected_pays_fifty_and_creates_asia() {
    let (mut g, _) = senate_game(3, 5);
    assert!(g.rev_17_drawn("pergamene-bequest"));
    let p = Proposal::CollectBequest {
        bequest: "pergamene-bequest".into(),
    };
    let consul = g
        .senators
        .iter()
        .position(|s| s.faction.is_some() && s.in_rome && s.offices.is_empty())
        .unwrap();
    g.senators[consul].offices.push(Office::FieldConsul);
    g.legions = 3;
    g.fleets = 2;
    assert!(g.rev_17_legal("pergamene-bequest").is_err());
    g.fleets = 3;
    assert!(g.rev_17_legal("pergamene-bequest").is_ok());
    let mut ev = Vec::new();
    g.rev_17_send(&p, &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::BequestSent { .. }))
    );
    assert!(g.rev_17_legal("pergamene-bequest").is_err(), "sent once");
    // The same turn's Revenue Phase does not collect it; the next one does.
    let before = g.state_treasury;
    g.rev_17_collect(&[], &mut ev);
    assert_eq!(g.state_treasury, before);
    g.turn += 1;
    let mut ev = Vec::new();
    g.rev_17_collect(&[], &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::StateTreasury { delta: 50, .. }))
    );
    assert_eq!(g.state_treasury, before + 50);
    let mut ev = Vec::new();
    g.rev_17_province(&mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceFromBequest { province, .. } if province.as_str() == "asia"
    )));
    assert!(g.forum_provinces.iter().any(|k| k == "asia"));
    assert!(
        g.discard
            .contains(&DeckCard::Misc("pergamene-bequest".into()))
    );
}

/// SEN-27 (card:statesman-21a/1): Servilius Glaucia, accused, appeals with 3d6 when his
/// faction writes `APPEAL 3D6`; another accused may not.
#[test]
fn sen_27_glaucia_appeals_with_3d6_when_his_faction_writes_it() {
    let (mut g, acc_id) = at_the_censor_with_major_accused(|s| s.popularity = 0);
    let accused = g.find_senator(&acc_id).unwrap();
    let censor = g.office_holder(Office::Censor).unwrap();
    let prosecutor = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| *i != censor && *i != accused)
        .unwrap();
    let pr_id = id(&g, prosecutor);
    propose(
        &mut g,
        vec![Proposal::Prosecute {
            accused: acc_id.clone(),
            major: false,
            reason: None,
            prosecutor: pr_id,
        }],
    );
    let three = VoteOrder {
        vote: Some(VoteChoice::No),
        appeal: true,
        appeal_three_dice: true,
        ..VoteOrder::default()
    };
    // Not a Mob Orator: refused.
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(2))
        .unwrap();
    assert!(
        g.submit(f(2), &d.id, Answer::SenateVote(three.clone()))
            .is_err()
    );
    // Glaucia: three dice, 2+2+2 = 6 on the table (−4 votes).
    g.senators[accused].statesman = Some("21A".into());
    g.script_dice(vec![2, 2, 2]);
    let mut ev = vote_all(
        &mut g,
        |fac| if fac == f(2) { three.clone() } else { yes() },
    );
    if g.open_decisions()
        .iter()
        .any(|d| d.kind == DecisionKind::Choice)
    {
        ev.extend(g.resolve(true));
    }
    let appeal = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::PopularAppeal { dice, total, .. } => Some((dice.len(), *total)),
            _ => None,
        })
        .expect("the appeal is rolled");
    assert_eq!(appeal, (3, 6));
}
