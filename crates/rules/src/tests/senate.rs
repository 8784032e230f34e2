//! Senate Phase scenario tests (SEN-*, PB-07..PB-12).

use super::*;
use crate::state::{Force, LandBill, Phase};

mod advocates;
mod choices;
mod consul_for_life;
mod default_move;
mod forces;
mod governor_vacancy;
mod governorships;
mod law_votes;
mod legates;
mod middle_cards;
mod pontifex;
mod replace_governor;
mod repopulate;
mod tribunes;
mod voting_order;

/// A game of `n` players whose Senate has just convened (setup done, turn 1, state as dealt).
fn senate_game(n: usize, b: u8) -> (Game, Vec<Event>) {
    let (mut g, _) = new_game(n, b);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    g.events_in_play.clear();
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    (g, ev)
}

fn open_kind(g: &Game) -> Option<DecisionKind> {
    g.open_decisions().first().map(|d| d.kind)
}

fn id(g: &Game, i: usize) -> SenatorId {
    g.senators[i].id()
}

/// The presiding magistrate's faction submits these proposals and the round resolves.
fn propose(g: &mut Game, proposals: Vec<Proposal>) -> Vec<Event> {
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::SenateProposals, "{d:?}");
    g.submit(d.owner, &d.id, Answer::SenateProposals { proposals })
        .unwrap();
    g.resolve(false)
}

/// Every faction votes as `vote(f)` says; the round resolves.
fn vote_all(g: &mut Game, vote: impl Fn(FactionId) -> VoteOrder) -> Vec<Event> {
    for d in g.open_decisions() {
        assert_eq!(d.kind, DecisionKind::SenateVote);
        g.submit(d.owner, &d.id, Answer::SenateVote(vote(d.owner)))
            .unwrap();
    }
    g.resolve(false)
}

/// Resolve the Senate's rounds until it reaches `stage`: every vote is an explicit YES from
/// every faction (defaulters abstain, PB-08), every other round takes its Default Move. Bounded:
/// a test never loops forever.
fn until_stage(g: &mut Game, stage: SenateStage) {
    for _ in 0..200 {
        let now = g.senate_stage();
        if now == Some(stage) {
            return;
        }
        assert!(
            now.is_some_and(|s| s < stage),
            "the Senate passed {stage:?}: {now:?}"
        );
        if open_kind(g) == Some(DecisionKind::SenateVote) {
            vote_all(g, |_| yes());
        } else {
            g.resolve(true);
        }
    }
    panic!("the Senate never reached {stage:?}");
}

fn yes() -> VoteOrder {
    VoteOrder {
        vote: Some(VoteChoice::Yes),
        ..VoteOrder::default()
    }
}

fn no() -> VoteOrder {
    VoteOrder {
        vote: Some(VoteChoice::No),
        ..VoteOrder::default()
    }
}

/// Two consul candidates of different factions (first of faction 0 and first of faction 1
/// that are candidates).
fn two_candidates(g: &Game) -> (SenatorId, SenatorId) {
    let c = g.consul_candidates();
    let a = c
        .iter()
        .find(|i| g.senators[**i].faction == Some(f(0)))
        .copied()
        .unwrap();
    let b = c
        .iter()
        .find(|i| g.senators[**i].faction == Some(f(1)))
        .copied()
        .unwrap();
    (id(g, a), id(g, b))
}

/// SEN-14: elect a Pontifex Maximus (not one of `avoid`) so the Senate moves on.
fn pass_pontifex(g: &mut Game, avoid: &[SenatorId]) {
    if g.senate_stage() != Some(SenateStage::Pontifex) {
        return;
    }
    let pick = g
        .aligned_in_rome()
        .into_iter()
        .map(|i| id(g, i))
        .find(|x| !avoid.contains(x) && g.senators[g.find_senator(x).unwrap()].offices.is_empty())
        .unwrap();
    propose(g, vec![Proposal::Pontifex { pontifex: pick }]);
    vote_all(g, |_| yes());
}

/// After the consular vote: the Pontifex is elected (neither `accused` nor the Prior Consul
/// without office, who becomes Censor) and the Senate moves on to the Censor's business.
fn to_the_censor(g: &mut Game, accused: &SenatorId) {
    let old = g
        .senators
        .iter()
        .find(|s| s.prior_consul && s.offices.is_empty())
        .map(|s| s.id())
        .unwrap();
    pass_pontifex(g, &[accused.clone(), old]);
}

/// A Senate of 3 factions (seed 7) taken to the Censor's business: the Consuls elected (every
/// faction voting yes), the Pontifex passed; the first Senator of faction 2 in Rome without an
/// office may face a Major Prosecution (`major`), after `setup` changed him. Returns the game
/// and his ID.
fn at_the_censor_with_major_accused(
    setup: impl FnOnce(&mut crate::state::Senator),
) -> (Game, SenatorId) {
    let (mut g, _) = senate_game(3, 7);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    let accused = g
        .in_rome_of(f(2))
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[accused].major = true;
    setup(&mut g.senators[accused]);
    let acc_id = id(&g, accused);
    vote_all(&mut g, |_| yes());
    to_the_censor(&mut g, &acc_id);
    (g, acc_id)
}

fn vote_taken(ev: &[Event]) -> Option<(u32, u32, bool, Option<FactionId>)> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::VoteTaken {
            yes,
            no,
            passed,
            vetoed_by,
            ..
        } => Some((*yes, *no, *passed, *vetoed_by)),
        _ => None,
    })
}

/// SEN-01 attendance, SEN-02 only the PM proposes, PB-07 the GM's nomination by default.
#[test]
fn sen_01_senate_convenes_with_the_hrao_presiding_and_pb_07_asks_him_for_proposals() {
    let (g, ev) = senate_game(4, 1);
    let hrao = g.hrao_index().unwrap();
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::SenateConvened { presiding, .. } if *presiding == g.senators[hrao].id())));
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 1);
    assert_eq!(ds[0].kind, DecisionKind::SenateProposals);
    assert_eq!(ds[0].owner, g.senators[hrao].faction.unwrap());
    let DecisionOptions::SenateProposals {
        stage, eligible, ..
    } = &ds[0].options
    else {
        panic!("options")
    };
    assert_eq!(*stage, SenateStage::Consuls);
    // SEN-12: the sitting (temporary) Rome Consul is not a candidate.
    assert!(!eligible.contains(&g.senators[hrao].id()));
    // PB-07: the GM's default nominates a pair.
    assert!(
        matches!(&ds[0].default, Answer::SenateProposals { proposals }
        if matches!(proposals.first(), Some(Proposal::Consuls { .. })))
    );
}

/// SEN-03 votes, SEN-09 office Influence kept, SEN-12, SEN-13, PB-09 preferences.
#[test]
fn sen_12_consuls_elected_sen_13_preferences_give_rome_and_field_and_five_influence_sen_09_kept() {
    let (mut g, _) = senate_game(4, 2);
    let old = consul(&g);
    let old_id = id(&g, old);
    let old_inf = g.senators[old].influence;
    let (a, b) = two_candidates(&g);
    let inf_a = g.senators[g.find_senator(&a).unwrap()].influence;
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    assert_eq!(open_kind(&g), Some(DecisionKind::SenateVote));
    // PB-09: the second nominee's faction asks for Rome.
    let b_fac = g.senators[g.find_senator(&b).unwrap()].faction.unwrap();
    let ev = vote_all(&mut g, |fac| {
        let mut v = yes();
        if fac == b_fac {
            v.prefer = vec![(b.clone(), ConsulSeat::Rome)];
        }
        v
    });
    let (_, _, passed, _) = vote_taken(&ev).unwrap();
    assert!(passed);
    let ia = g.find_senator(&a).unwrap();
    let ib = g.find_senator(&b).unwrap();
    assert!(g.senators[ib].offices.contains(&Office::RomeConsul));
    assert!(g.senators[ia].offices.contains(&Office::FieldConsul));
    assert_eq!(g.senators[ia].influence, inf_a + 5);
    // The outgoing Rome Consul keeps his Prior Consul marker and leaves office.
    let io = g.find_senator(&old_id).unwrap();
    assert!(g.senators[io].prior_consul);
    // SEN-09: the Influence his office gave him stays with him.
    assert_eq!(g.senators[io].influence, old_inf);
    assert!(!g.senators[io].offices.contains(&Office::RomeConsul));
    // The new Rome Consul presides.
    assert_eq!(g.senate.as_ref().unwrap().presiding, b);
}

/// SEN-03, SEN-05, SEN-06, SEN-07 (a defeated pair is barred).
#[test]
fn sen_05_majority_of_votes_cast_and_sen_06_unanimous_defeat_costs_the_pm_influence() {
    let (mut g, _) = senate_game(3, 3);
    let pm = g.presiding_index().unwrap();
    let pm_id = id(&g, pm);
    let pm_f = g.senators[pm].faction.unwrap();
    let inf = g.senators[pm].influence;
    // The other factions outvote the presiding magistrate's.
    for s in &mut g.senators {
        if s.faction.is_some() && s.faction != Some(pm_f) {
            s.knights = 10;
        }
    }
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    let ev = vote_all(&mut g, |fac| if fac == pm_f { yes() } else { no() });
    let (yes_v, no_v, passed, _) = vote_taken(&ev).unwrap();
    assert!(yes_v > 0 && no_v > yes_v);
    assert!(!passed, "SEN-05: the majority of votes cast decides");
    // SEN-06: every other faction voted against the PM's own proposal: he chooses; silent,
    // the Default Move takes 1 Influence.
    assert_eq!(open_kind(&g), Some(DecisionKind::Choice));
    g.resolve(true);
    let pm2 = g.find_senator(&pm_id).unwrap();
    assert_eq!(g.senators[pm2].influence, inf.saturating_sub(1));
    // SEN-07: the same pair, in either order, may not be nominated again this turn.
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::SenateProposals);
    let err = g
        .submit(
            d.owner,
            &d.id,
            Answer::SenateProposals {
                proposals: vec![Proposal::Consuls {
                    first: b,
                    second: a,
                }],
            },
        )
        .unwrap_err();
    assert!(err.to_string().contains("SEN-07"), "{err}");
}

/// PB-08 (S004 "Defaulters abstain, except in the case of Land Bills"; DESIGN): every defaulter
/// abstains, the presiding magistrate's faction included; PB-10 the GM proposes for a silent PM.
#[test]
fn pb_08_defaulters_abstain_the_presiding_faction_included() {
    let (mut g, _) = senate_game(4, 4);
    // PB-07: the presiding magistrate is silent: the GM nominates.
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Gm
        && matches!(&e.kind, EventKind::ProposalPut { by_gm: true, .. })));
    let ds = g.open_decisions();
    assert!(!ds.is_empty());
    for d in ds {
        let Answer::SenateVote(v) = &d.default else {
            panic!()
        };
        assert_eq!(
            v.vote, None,
            "defaulters abstain (S004), the PM's faction too"
        );
        assert_eq!(d.default_by, DefaultBy::Seed);
    }
    let ev = g.resolve(true);
    let (yes_v, no_v, passed, _) = vote_taken(&ev).unwrap();
    assert_eq!(
        (yes_v, no_v, passed),
        (0, 0, false),
        "no votes cast: no majority"
    );
}

/// PB-08 / PB-10: a Senate where every faction stays silent still ends (the GM adjourns it
/// in the best interests of Rome), and the game goes on: it never loops forever.
#[test]
fn pb_08_a_wholly_silent_senate_still_ends() {
    let (mut g, _) = senate_game(4, 4);
    for _ in 0..500 {
        if g.phase != Phase::Senate || g.status() != GameStatus::Waiting {
            break;
        }
        g.resolve(true);
    }
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_ne!(g.phase, Phase::Senate, "the silent Senate ended");
}

fn adjourned_by_ruling(ev: &[Event]) -> bool {
    ev.iter().any(|e| {
        matches!(
            &e.kind,
            EventKind::Ruling {
                what: crate::RulingWhat::SenateAdjourned { .. },
                ..
            }
        )
    })
}

/// PB-10 (issue 9): the GM's override of an adjournment ruling (a silent table on the GM's own
/// proposal) keeps the Senate sitting, announced with his reason; an override of a ruling already
/// made is refused; the next such ruling adjourns the Senate as before.
#[test]
fn pb_10_the_gms_override_keeps_a_silent_senate_sitting() {
    let (mut g, _) = senate_game(4, 4);
    let mut before = g.clone();
    let mut found = false;
    for _ in 0..500 {
        if g.phase != Phase::Senate || g.status() != GameStatus::Waiting {
            break;
        }
        before = g.clone();
        if adjourned_by_ruling(&g.resolve(true)) {
            found = true;
            break;
        }
    }
    assert!(found, "a silent Senate is adjourned by a PB-10 ruling");
    assert_ne!(g.phase, Phase::Senate);

    let mut g = before;
    let sits = |index| crate::RulingOverride {
        index,
        decision: crate::RulingDecision::SenateSits,
        reason: "the Senate has urgent business".into(),
    };
    g.override_ruling(sits(0)).unwrap();
    let ev = g.resolve(true);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::Ruling {
                rule,
                what: crate::RulingWhat::SenateSits { reason, .. },
            } if rule == "PB-10" && reason.contains("urgent")
        )),
        "the GM's ruling is announced"
    );
    assert!(!adjourned_by_ruling(&ev), "not adjourned");
    assert_eq!(g.phase, Phase::Senate, "the Senate sits on");
    assert!(
        g.override_ruling(sits(0)).is_err(),
        "an override after its ruling is refused"
    );
    let mut adjourned = false;
    for _ in 0..500 {
        if g.phase != Phase::Senate || g.status() != GameStatus::Waiting {
            break;
        }
        adjourned |= adjourned_by_ruling(&g.resolve(true));
    }
    assert_ne!(g.phase, Phase::Senate, "the silent Senate still ends");
    assert!(adjourned, "by the next PB-10 ruling");
}

#[test]
fn sen_11_a_tribune_vetoes_the_vote_and_pb_12_the_nearest_to_the_hrao_is_used() {
    let (mut g, _) = senate_game(4, 5);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order()[1];
    let third = g.hrao_order()[2];
    rig_hand(
        &mut g,
        other.0,
        vec![DeckCard::Intrigue("tribune-1".into())],
    );
    rig_hand(
        &mut g,
        third.0,
        vec![DeckCard::Intrigue("tribune-2".into())],
    );
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    let ev = vote_all(&mut g, |fac| {
        let mut v = yes();
        v.veto = fac != pm_f;
        v
    });
    let (_, _, passed, vetoed) = vote_taken(&ev).unwrap();
    assert!(!passed);
    assert_eq!(vetoed, Some(other));
    assert!(g.factions[usize::from(other.0)].hand.is_empty());
    assert_eq!(g.factions[usize::from(third.0)].hand.len(), 1);
}

/// SEN-10 / SEN-11: a Statesman's inherent Tribune (Cato, 22A) vetoes like a card, without one,
/// once per turn.
#[test]
fn sen_11_sen_10_an_inherent_tribune_vetoes_once_a_turn_without_a_card() {
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
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == other)
        .unwrap();
    let DecisionOptions::SenateVote { tribunes, .. } = &d.options else {
        panic!("a vote");
    };
    assert_eq!(tribunes, &vec![CardKey("22A".into())]);
    let ev = vote_all(&mut g, |fac| {
        let mut v = yes();
        v.veto = fac == other;
        v
    });
    let (_, _, passed, vetoed) = vote_taken(&ev).unwrap();
    assert!(!passed);
    assert_eq!(vetoed, Some(other));
    assert!(g.factions[usize::from(other.0)].hand.is_empty());
    // Used this turn: the next vote offers him no more.
    let (c, e) = {
        let c = g.consul_candidates();
        let x = c
            .iter()
            .map(|i| id(&g, *i))
            .filter(|x| *x != a && *x != b)
            .collect::<Vec<_>>();
        (x[0].clone(), x[1].clone())
    };
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: c,
            second: e,
        }],
    );
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == other)
        .unwrap();
    assert!(
        matches!(&d.options, DecisionOptions::SenateVote { tribunes, .. } if tribunes.is_empty())
    );
}

/// SEN-22, SEN-23, SEN-24 (no reason, no prosecution), SEN-32.
#[test]
fn sen_22_a_single_eligible_censor_is_appointed_and_sen_23_prosecutions_need_a_reason() {
    let (mut g, _) = senate_game(3, 6);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(&mut g, |_| yes());
    let old = g
        .senators
        .iter()
        .find(|s| s.prior_consul && s.offices.is_empty())
        .map(|s| s.id())
        .unwrap();
    pass_pontifex(&mut g, &[old]);
    // The old temporary Rome Consul is the only Prior Consul without office: he is Censor.
    let censor = g
        .senators
        .iter()
        .position(|s| s.offices.contains(&Office::Censor))
        .expect("a Censor");
    assert!(g.senators[censor].prior_consul);
    // No one has a Major marker or a corrupt concession: no prosecution; other business.
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
}

/// SEN-25, SEN-26, SEN-27, SEN-28, SEN-30, SEN-31, PB-11.
#[test]
fn sen_28_minor_conviction_and_sen_30_prosecutor_reward_and_sen_27_appeal() {
    let (mut g, _) = senate_game(3, 7);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    // Give a senator of faction 2 a Major marker before the Censor is chosen.
    let accused = g
        .in_rome_of(f(2))
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[accused].major = true;
    g.senators[accused].influence = 8;
    g.senators[accused].popularity = 0;
    let acc_id = id(&g, accused);
    vote_all(&mut g, |_| yes());
    to_the_censor(&mut g, &acc_id);
    let accused = g.find_senator(&acc_id).unwrap();
    assert_eq!(g.senate_stage(), Some(SenateStage::Prosecutions));
    let censor = g.office_holder(Office::Censor).unwrap();
    assert_eq!(g.presiding_index(), Some(censor));
    let prosecutor = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| *i != censor && *i != accused)
        .unwrap();
    let pr_id = id(&g, prosecutor);
    let pr_inf = g.senators[prosecutor].influence;
    propose(
        &mut g,
        vec![Proposal::Prosecute {
            accused: acc_id.clone(),
            major: false,
            reason: None,
            prosecutor: pr_id.clone(),
        }],
    );
    // The other factions can outvote the accused's faction and his Influence.
    for sen in &mut g.senators {
        if sen.faction.is_some() && sen.faction != Some(f(2)) {
            sen.knights = 10;
        }
    }
    let defence: u32 = g
        .in_rome_of(f(2))
        .into_iter()
        .map(|i| g.senators[i].votes(data()))
        .sum::<u32>()
        + 8;
    // SEN-27: appeal: 3+4 = 7 → no votes either way.
    g.script_dice(vec![3, 4]);
    let mut ev = vote_all(&mut g, |fac| {
        if fac == f(2) {
            VoteOrder {
                vote: Some(VoteChoice::No),
                appeal: true,
                ..VoteOrder::default()
            }
        } else {
            yes()
        }
    });
    // PB-11: a faction holding a Tribune is asked whether to veto after the appeal; its
    // Default Move (no VETO was written) lets the votes count.
    if g.open_decisions()
        .iter()
        .any(|d| d.kind == DecisionKind::Choice)
    {
        ev.extend(g.resolve(true));
    }
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::PopularAppeal { votes: 0, .. }))
    );
    let (y, n, passed, _) = vote_taken(&ev).unwrap();
    assert_eq!(
        n, defence,
        "SEN-26: the accused's Influence counts for acquittal"
    );
    assert!(passed && y > n);
    let i = g.find_senator(&acc_id).unwrap();
    assert_eq!(g.senators[i].influence, 3, "SEN-28: −5 Influence");
    assert_eq!(g.senators[i].popularity, -5, "SEN-28: −5 Popularity");
    let p = g.find_senator(&pr_id).unwrap();
    assert_eq!(
        g.senators[p].influence,
        pr_inf + 3,
        "SEN-30: half of 5, rounded up"
    );
}

/// Propose the first two candidates as Consuls (the vote opens); returns them.
fn propose_two_consuls(g: &mut Game) -> (SenatorId, SenatorId) {
    let (a, b) = two_candidates(g);
    propose(
        g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    (a, b)
}

/// SEN-23 / FOR-02 (LR 2.01.7): a Faction Leader whose faction could not pay its Pontifex's
/// Evil Omens debt "may also be the subject of a Major Prosecution during the following Senate
/// Phase, in addition to any regular Prosecutions the Censor may wish to conduct": Major only,
/// outside the Censor's limits, once, and the liability ends with the prosecutions.
#[test]
fn sen_23_an_extra_major_prosecution_for_an_unpaid_evil_omens_debt() {
    let (mut g, _) = senate_game(3, 7);
    let (a, b) = propose_two_consuls(&mut g);
    let leader = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| {
            let s = &g.senators[*i];
            s.offices.is_empty() && !s.prior_consul && s.id() != a && s.id() != b
        })
        .expect("a Senator in Rome, without office");
    // He leads his faction.
    let fac = g.senators[leader].faction;
    for s in g.senators.iter_mut().filter(|s| s.faction == fac) {
        s.faction_leader = false;
    }
    g.senators[leader].faction_leader = true;
    let fl = id(&g, leader);
    g.senators[leader].major = false;
    g.senators[leader].corrupt = false;
    g.evil_omens_liable.push(fl.clone());
    vote_all(&mut g, |_| yes());
    to_the_censor(&mut g, &fl);
    assert_eq!(
        g.senate_stage(),
        Some(SenateStage::Prosecutions),
        "the debt alone opens the prosecutions"
    );
    let censor = g.office_holder(Office::Censor).unwrap();
    let prosecutor = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| *i != censor && *i != leader)
        .unwrap();
    let pr = id(&g, prosecutor);
    let prosecute = |major: bool, reason: Option<&str>| Proposal::Prosecute {
        accused: fl.clone(),
        major,
        reason: reason.map(Into::into),
        prosecutor: pr.clone(),
    };
    // Major only: a Minor prosecution has no reason.
    let minor = g.prosecution_legal(&prosecute(false, None));
    assert!(
        matches!(minor, Err(ref r) if r.rule.as_str() == "SEN-24"),
        "{minor:?}"
    );
    // Outside the limits: legal even when the Censor's Major prosecution is spent.
    g.senate.as_mut().unwrap().major_prosecution = true;
    assert_eq!(g.prosecution_legal(&prosecute(true, None)), Ok(()));
    assert_eq!(
        g.prosecution_reason(&prosecute(true, None)),
        Some(ProsecutionReason::EvilOmens)
    );
    g.senate.as_mut().unwrap().major_prosecution = false;
    propose(&mut g, vec![prosecute(true, Some("evil-omens"))]);
    let ev = vote_all(&mut g, |_| no());
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::Acquitted { accused } if *accused == fl)),
        "the trial was held"
    );
    let s = g.senate.as_ref().unwrap();
    assert!(!s.major_prosecution, "it does not count towards the limit");
    assert_eq!(s.minor_prosecutions, 0);
    // Once only: tried, the leader is no longer accusable for it.
    assert!(
        g.accusable()
            .iter()
            .all(|(_, r, _)| *r != ProsecutionReason::EvilOmens)
    );
    // The liability ends with the prosecutions (SEN-32's step).
    let mut ev = Vec::new();
    g.sen_32_end_of_prosecutions(&mut ev);
    assert!(g.evil_omens_liable.is_empty());
}

#[test]
fn sen_43_raising_forces_costs_ten_talents_each_and_sen_44_sends_a_commander_td_05() {
    let (mut g, _) = senate_game(3, 8);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(&mut g, |_| yes());
    // Skip to other business.
    until_stage(&mut g, SenateStage::OtherBusiness);
    let treasury = g.state_treasury;
    let legions = g.legions;
    // An Inactive war to attack (TD-05 makes it Active).
    let war = g
        .inactive_wars
        .first()
        .cloned()
        .unwrap_or_else(|| "punic-1".to_string());
    if !g.inactive_wars.contains(&war) {
        g.inactive_wars.push(war.clone());
    }
    let field = g.office_holder(Office::FieldConsul).unwrap();
    let field_id = id(&g, field);
    let support = data().war(&war).unwrap().fleet_support;
    let naval = data().war(&war).unwrap().has_naval();
    let fleets = u32::from(support).max(u32::from(naval));
    propose(
        &mut g,
        vec![
            Proposal::RaiseForces { legions: 2, fleets },
            Proposal::Deploy {
                commander: field_id.clone(),
                war: war.clone(),
                legions: 6,
                fleets,
                veterans: Vec::new(),
            },
        ],
    );
    vote_all(&mut g, |_| yes());
    assert_eq!(g.legions, legions + 2);
    assert_eq!(g.state_treasury, treasury - 10 * i64::from(2 + fleets));
    assert!(g.accounts().balanced());
    let ev = vote_all(&mut g, |_| yes());
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::CommanderSent { .. }))
    );
    assert!(
        g.active_wars.contains(&war),
        "TD-05: the attacked war is Active"
    );
    let field = g.find_senator(&field_id).unwrap();
    assert!(!g.senators[field].in_rome);
    assert_eq!(g.forces.len(), 1);
    assert_eq!(g.forces[0].legions, 6);
}

#[test]
fn sen_40_land_bill_effects_and_sen_08_no_abstention_and_rev_16_cost() {
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
    g.unrest = 3;
    let s = g.aligned_in_rome();
    let (sp, co) = (id(&g, s[0]), id(&g, s[1]));
    let pop = g.senators[s[0]].popularity;
    propose(
        &mut g,
        vec![Proposal::LandBill {
            level: 2,
            sponsor: sp.clone(),
            cosponsor: co,
        }],
    );
    // SEN-08: ABSTAIN is refused on a Land Bill; the default is FOR.
    let d = g.open_decisions().into_iter().next().unwrap();
    let err = g
        .submit(
            d.owner,
            &d.id,
            Answer::SenateVote(VoteOrder {
                vote: Some(VoteChoice::Abstain),
                ..VoteOrder::default()
            }),
        )
        .unwrap_err();
    assert!(err.to_string().contains("SEN-08"));
    assert!(matches!(&d.default, Answer::SenateVote(v) if v.vote == Some(VoteChoice::Yes)));
    let ev = g.resolve(true);
    assert!(vote_taken(&ev).unwrap().2);
    assert_eq!(g.unrest, 1, "Type II: Unrest −2");
    let i = g.find_senator(&sp).unwrap();
    assert_eq!(g.senators[i].popularity, pop + 2);
    assert_eq!(g.land_bills, vec![LandBill { level: 2, turn: 1 }]);
    let mut ev = Vec::new();
    let before = g.state_treasury;
    g.rev_16_debits(Vec::new(), &mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::StateTreasury {
            reason: TreasuryReason::LandBill { level: 2 },
            delta: -5,
            ..
        }
    )));
    assert!(g.state_treasury < before);
}

#[test]
fn sen_48_a_force_without_commander_returns_at_adjournment() {
    let (mut g, _) = senate_game(3, 10);
    g.legions = 6;
    g.forces.push(Force {
        commander: None,
        master_of_horse: None,
        war: "punic-1".into(),
        legions: 3,
        veterans: vec![7],
        fleets: 0,
        dispatched: 0,
        sent_turn: 0,
    });
    let mut ev = Vec::new();
    g.sen_48_automatic_recalls(&mut ev);
    assert!(g.forces.is_empty());
    assert_eq!(g.legions_in_rome(), 6);
    assert_eq!(g.veterans_in_rome, vec![7]);
}

#[test]
fn sen_60_rome_is_repopulated_from_the_curia_to_the_smallest_faction() {
    let (mut g, _) = new_game(3, 11);
    // Leave faction 2 with one senator; put the others in the Curia.
    let mut fams = Vec::new();
    for i in of(&g, 2).into_iter().skip(1).rev() {
        fams.push(g.senators[i].family);
        g.senators.remove(i);
    }
    g.curia.extend(fams.iter().map(|f| DeckCard::Family(*f)));
    let before = g.aligned_in_rome().len();
    assert!(before < 8);
    let mut ev = Vec::new();
    g.sen_60_repopulate(&mut ev);
    assert!(g.aligned_in_rome().len() > before);
    assert!(
        of(&g, 2).len() >= 2,
        "the faction with the fewest gets the first"
    );
}

/// SEN-60 / GEN-10: a Family whose Statesman is in play is never taken from the Curia to
/// repopulate Rome (two Senators of one ID); the next Family card in the Curia is.
#[test]
fn sen_60_gen_10_a_family_whose_statesman_is_in_play_stays_in_the_curia() {
    let (mut g, _) = new_game(3, 11);
    let mut fams = Vec::new();
    for i in of(&g, 2).into_iter().skip(1).rev() {
        fams.push(g.senators[i].family);
        g.senators.remove(i);
    }
    // A Statesman of another family in play (any senator's family number, given a statesman
    // card), and that family's card first in the Curia.
    let kept = of(&g, 1)[0];
    let fam = g.senators[kept].family;
    g.senators[kept].statesman = Some(format!("{fam}A"));
    g.senators[kept].family_card = false;
    g.curia.push(DeckCard::Family(fam));
    g.curia.extend(fams.iter().map(|f| DeckCard::Family(*f)));
    let mut ev = Vec::new();
    g.sen_60_repopulate(&mut ev);
    assert!(
        ev.iter().any(|e| matches!(
            e.kind,
            EventKind::Repopulated {
                from_curia: true,
                ..
            }
        )),
        "someone came from the Curia"
    );
    assert!(
        g.same_id_violations().is_empty(),
        "{:?}",
        g.same_id_violations()
    );
    assert!(
        g.curia.contains(&DeckCard::Family(fam)),
        "the statesman's family stays"
    );
}

/// SEN-35 / SEN-37: the Senate may adjourn with a Province left in the Forum (no Governor
/// elected for it); it stays there, vacant, and the turn goes on to the Combat Phase.
#[test]
fn sen_35_sen_37_the_senate_adjourns_with_a_province_left_in_the_forum() {
    let (mut g, _) = senate_game(3, 12);
    g.forum_provinces.push("sicilia".into());
    let mut ev = Vec::new();
    g.adjourn(&mut ev);
    assert!(
        !matches!(g.status(), GameStatus::RulesEnd { .. }),
        "{:?}",
        g.status()
    );
    assert!(g.senate.is_none() || g.phase != Phase::Senate);
    assert!(g.forum_provinces.contains(&"sicilia".to_string()));
}

#[test]
fn sen_19_a_dictator_only_with_three_active_wars() {
    let (mut g, _) = senate_game(3, 12);
    g.active_wars.clear();
    assert!(!g.sen_19_dictator_condition());
    for k in ["punic-1", "gallic-1", "syrian"] {
        g.inactive_wars.retain(|w| w != k);
        g.active_wars.push(k.into());
    }
    assert!(g.sen_19_dictator_condition());
}

#[test]
fn sen_39_a_forum_concession_is_granted_by_vote() {
    let (mut g, _) = senate_game(3, 13);
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
    g.forum_concessions.push("harbor-fees".into());
    let who = id(&g, g.aligned_in_rome()[0]);
    propose(
        &mut g,
        vec![Proposal::Concession {
            concession: "harbor-fees".into(),
            senator: who.clone(),
        }],
    );
    vote_all(&mut g, |_| yes());
    let i = g.find_senator(&who).unwrap();
    assert!(
        g.senators[i]
            .concessions
            .iter()
            .any(|c| c.key == "harbor-fees")
    );
    assert!(!g.forum_concessions.contains(&"harbor-fees".to_string()));
}

#[test]
fn sen_47_new_alliance_makes_the_strongest_war_sue_for_peace_at_adjournment() {
    let (mut g, _) = senate_game(3, 14);
    g.active_wars = vec!["punic-1".into()];
    g.inactive_wars.clear();
    g.imminent_wars.clear();
    g.events_in_play.push(crate::state::EventInPlay {
        key: "new-alliance".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    let treasury = g.state_treasury;
    let spoils = i64::from(data().war("punic-1").unwrap().spoils);
    let mut ev = Vec::new();
    g.sen_47_new_alliance(&mut ev);
    assert!(g.active_wars.is_empty());
    assert_eq!(g.state_treasury, treasury + spoils / 2);
    assert!(
        g.deck
            .iter()
            .take(7)
            .any(|c| *c == DeckCard::War("punic-1".into()))
    );
    assert!(g.accounts().balanced());
}

/// Consuls elected, then straight on to other business.
fn to_other_business(g: &mut Game) {
    let (a, b) = two_candidates(g);
    propose(
        g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(g, |_| yes());
    until_stage(g, SenateStage::OtherBusiness);
}

#[test]
fn sen_41_repeal_costs_popularity_and_raises_unrest() {
    let (mut g, _) = senate_game(3, 16);
    to_other_business(&mut g);
    g.land_bills.push(LandBill { level: 3, turn: 0 });
    g.unrest = 2;
    let s = g.aligned_in_rome();
    let sp = id(&g, s[0]);
    // SEN-41: the Sponsor needs 6 Popularity for a Type III repeal.
    g.senators[s[0]].popularity = 5;
    let d = g.open_decisions().into_iter().next().unwrap();
    let repeal = Proposal::RepealLandBill {
        level: 3,
        sponsor: sp.clone(),
    };
    let err = g
        .submit(
            d.owner,
            &d.id,
            Answer::SenateProposals {
                proposals: vec![repeal.clone()],
            },
        )
        .unwrap_err();
    assert!(err.to_string().contains("SEN-41"), "{err}");
    g.senators[s[0]].popularity = 7;
    propose(&mut g, vec![repeal]);
    let ev = vote_all(&mut g, |_| yes());
    assert!(vote_taken(&ev).unwrap().2);
    assert!(g.land_bills.is_empty());
    assert_eq!(g.unrest, 5, "+3 Unrest");
    // The Sponsor loses 4, and 2 more for voting for it.
    let i = g.find_senator(&sp).unwrap();
    assert_eq!(g.senators[i].popularity, 1);
}

#[test]
fn sen_45_a_proconsul_is_recalled_and_cannot_be_the_turn_he_left() {
    let (mut g, _) = senate_game(3, 17);
    to_other_business(&mut g);
    let s = g.aligned_in_rome();
    let pro = s[s.len() - 1];
    let pro_id = id(&g, pro);
    g.senators[pro].in_rome = false;
    g.senators[pro].offices.push(Office::Proconsul);
    g.legions = 8;
    g.forces.push(Force {
        commander: Some(pro_id.clone()),
        master_of_horse: None,
        war: "punic-1".into(),
        legions: 5,
        veterans: vec![],
        fleets: 0,
        dispatched: 0,
        sent_turn: 1,
    });
    assert_eq!(
        g.proposal_legal(&Proposal::Recall {
            commander: pro_id.clone()
        }),
        Err(Illegal::RecallSameTurn.by("SEN-45"))
    );
    g.forces[0].sent_turn = 0;
    propose(
        &mut g,
        vec![Proposal::Recall {
            commander: pro_id.clone(),
        }],
    );
    vote_all(&mut g, |_| yes());
    assert!(g.forces.is_empty());
    let i = g.find_senator(&pro_id).unwrap();
    assert!(g.senators[i].in_rome);
    assert!(!g.senators[i].offices.contains(&Office::Proconsul));
    assert_eq!(g.legions_in_rome(), 8);
}

/// SEN-20 / SEN-21: the Senate at the Dictator's election, three Active Wars, the Consuls
/// appointing none. Returns the game and the presiding magistrate's faction.
fn at_dictator_election(b: u8) -> (Game, FactionId) {
    let (mut g, _) = senate_game(3, b);
    for k in ["punic-1", "gallic-1", "syrian"] {
        g.inactive_wars.retain(|w| w != k);
        g.imminent_wars.retain(|w| w != k);
        if !g.active_wars.iter().any(|w| w == k) {
            g.active_wars.push(k.into());
        }
    }
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a.clone(),
            second: b.clone(),
        }],
    );
    vote_all(&mut g, |_| yes());
    pass_pontifex(&mut g, &[]);
    assert_eq!(g.senate_stage(), Some(SenateStage::Dictator));
    // SEN-20: the Consuls are asked first whether they appoint one; they do not (Default).
    assert_eq!(open_kind(&g), Some(DecisionKind::DictatorAppointment));
    g.resolve(true);
    let pm = g.open_decisions()[0].owner;
    (g, pm)
}

/// SEN-20 / SEN-21: a Dictator elected with his Master of Horse, +7 and +3 Influence; he
/// presides. The presiding magistrate's faction nominates one of its own Senators: the Master
/// of Horse it names is the Dictator's own pick and takes office at once.
#[test]
fn sen_20_sen_21_dictator_elected_with_master_of_horse() {
    let (mut g, pm) = at_dictator_election(18);
    let c = g.dictator_candidates();
    let own = *c
        .iter()
        .find(|&&i| g.senators[i].faction == Some(pm))
        .expect("a candidate of the presiding faction");
    let other = *c.iter().find(|&&i| i != own).unwrap();
    let (dx, mx) = (id(&g, own), id(&g, other));
    let (di, mi) = (g.senators[own].influence, g.senators[other].influence);
    propose(
        &mut g,
        vec![Proposal::Dictator {
            dictator: dx.clone(),
            master_of_horse: mx.clone(),
        }],
    );
    vote_all(&mut g, |_| yes());
    assert_ne!(
        open_kind(&g),
        Some(DecisionKind::Choice),
        "no question: his own pick"
    );
    let d = g.find_senator(&dx).unwrap();
    let m = g.find_senator(&mx).unwrap();
    assert!(g.senators[d].offices.contains(&Office::Dictator));
    assert!(g.senators[m].offices.contains(&Office::MasterOfHorse));
    assert_eq!(g.senators[d].influence, di + 7);
    assert_eq!(g.senators[m].influence, mi + 3);
    assert_eq!(g.hrao_index(), Some(d), "the Dictator is the HRAO");
}

/// SEN-20 (LR 1.09.33: "The new Dictator ... appoints as his Master of Horse any Aligned
/// Senator in Rome"): elected on another faction's proposal, the Dictator's faction is asked
/// (`Choice`), with the Default Move its own best soldier; its pick takes office (+3), not the
/// name in the proposal.
#[test]
fn sen_20_the_new_dictator_appoints_his_master_of_horse() {
    use crate::api::{ChoiceAbout, ChoiceOption};
    let (mut g, pm) = at_dictator_election(18);
    let c = g.dictator_candidates();
    let dict = *c
        .iter()
        .find(|&&i| g.senators[i].faction.is_some_and(|f| f != pm))
        .expect("a candidate of another faction");
    let df = g.senators[dict].faction.unwrap();
    let named = *c.iter().find(|&&i| i != dict).unwrap();
    let pick = *c.iter().find(|&&i| i != dict && i != named).unwrap();
    let (dx, nx, px) = (id(&g, dict), id(&g, named), id(&g, pick));
    let pi = g.senators[pick].influence;
    propose(
        &mut g,
        vec![Proposal::Dictator {
            dictator: dx.clone(),
            master_of_horse: nx.clone(),
        }],
    );
    vote_all(&mut g, |_| yes());
    let d = g.find_senator(&dx).unwrap();
    assert!(g.senators[d].offices.contains(&Office::Dictator));
    let q = g
        .open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
        .expect("SEN-20: the Dictator's faction is asked for his Master of Horse");
    assert_eq!(q.owner, df);
    let about = ChoiceAbout::MasterOfHorse {
        dictator: dx.clone(),
    };
    // The Default Move: the eligible Senator of his faction with the highest Military.
    let data = crate::game::data();
    let best = c
        .iter()
        .copied()
        .filter(|&i| i != dict)
        .max_by_key(|&i| {
            let s = &g.senators[i];
            (
                s.faction == Some(df),
                s.military(data),
                s.influence,
                std::cmp::Reverse(s.family),
            )
        })
        .unwrap();
    assert_eq!(
        q.default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Senator {
                senator: id(&g, best)
            }
        }
    );
    let nobody = g
        .senators
        .iter()
        .all(|s| !s.offices.contains(&Office::MasterOfHorse));
    assert!(nobody, "no Master of Horse before the pick");
    g.submit(
        df,
        &q.id,
        Answer::Choice {
            about,
            pick: ChoiceOption::Senator {
                senator: px.clone(),
            },
        },
    )
    .unwrap();
    g.resolve(false);
    let p = g.find_senator(&px).unwrap();
    assert!(g.senators[p].offices.contains(&Office::MasterOfHorse));
    assert_eq!(g.senators[p].influence, pi + 3);
    let n = g.find_senator(&nx).unwrap();
    assert!(!g.senators[n].offices.contains(&Office::MasterOfHorse));
}

/// SEN-29 / SEN-30: a Major conviction executes the accused; the Prosecutor gains half his
/// Influence (rounded up) and his Prior Consul marker.
#[test]
fn sen_29_major_conviction_executes_and_rewards_the_prosecutor() {
    let (mut g, _) = senate_game(3, 19);
    let (a, b) = two_candidates(&g);
    let accused = g
        .in_rome_of(f(2))
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[accused].major = true;
    g.senators[accused].influence = 7;
    g.senators[accused].knights = 0;
    let acc_id = id(&g, accused);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(&mut g, |_| yes());
    to_the_censor(&mut g, &acc_id);
    assert_eq!(g.senate_stage(), Some(SenateStage::Prosecutions));
    let censor = g.office_holder(Office::Censor).unwrap();
    let accused = g.find_senator(&acc_id).unwrap();
    g.senators[accused].prior_consul = true;
    let prosecutor = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| *i != censor && *i != accused && g.senators[*i].faction != Some(f(2)))
        .unwrap();
    let pr_id = id(&g, prosecutor);
    g.senators[prosecutor].prior_consul = false;
    let pr_inf = g.senators[prosecutor].influence;
    propose(
        &mut g,
        vec![Proposal::Prosecute {
            accused: acc_id.clone(),
            major: true,
            reason: None,
            prosecutor: pr_id.clone(),
        }],
    );
    // Everyone but the accused's faction convicts, with votes enough to beat his Influence.
    for sen in &mut g.senators {
        if sen.faction.is_some() && sen.faction != Some(f(2)) {
            sen.knights = 10;
        }
    }
    let ev = vote_all(&mut g, |fac| if fac == f(2) { no() } else { yes() });
    let (y, n, passed, _) = vote_taken(&ev).unwrap();
    assert!(passed && y > n);
    assert!(
        ev.iter().any(|e| matches!(&e.kind,
            EventKind::SenatorDied { senator, .. } if *senator == acc_id)),
        "SEN-29: the accused is executed"
    );
    let p = g.find_senator(&pr_id).unwrap();
    assert_eq!(
        g.senators[p].influence,
        pr_inf + 4,
        "SEN-30: half of 7, rounded up"
    );
    assert!(g.senators[p].prior_consul);
    // Either way the Censor's one Major prosecution is spent (SEN-23).
    assert!(g.senate.as_ref().unwrap().major_prosecution);
}

/// TD-08 / SEN-44: a later matching war may be attacked only if the earlier Active ones are.
#[test]
fn td_08_a_later_matching_war_only_after_the_earlier_is_attacked() {
    let (mut g, _) = senate_game(3, 20);
    to_other_business(&mut g);
    g.active_wars = vec!["punic-1".into(), "punic-2".into()];
    g.inactive_wars.clear();
    g.legions = 20;
    g.fleets = 20;
    let c = g.possible_commanders()[0];
    let cid = id(&g, c);
    let later = Proposal::Deploy {
        commander: cid.clone(),
        war: "punic-2".into(),
        legions: 10,
        fleets: 10,
        veterans: Vec::new(),
    };
    assert!(matches!(
        g.proposal_legal(&later),
        Err(Refused {
            why: Illegal::EarlierWarFirst { .. },
            ..
        })
    ));
    g.forces.push(Force {
        commander: None,
        master_of_horse: None,
        war: "punic-1".into(),
        legions: 1,
        veterans: vec![],
        fleets: 5,
        dispatched: 0,
        sent_turn: 1,
    });
    assert_eq!(g.proposal_legal(&later), Ok(()));
}

/// SEN-14: with no Pontifex Maximus, one is elected right after the Consuls (+5 Influence).
#[test]
fn sen_14_a_pontifex_maximus_is_elected_after_the_consuls() {
    let (mut g, _) = senate_game(3, 21);
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(&mut g, |_| yes());
    assert_eq!(g.senate_stage(), Some(SenateStage::Pontifex));
    let pick = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    let pid = id(&g, pick);
    let inf = g.senators[pick].influence;
    propose(
        &mut g,
        vec![Proposal::Pontifex {
            pontifex: pid.clone(),
        }],
    );
    vote_all(&mut g, |_| yes());
    let i = g.find_senator(&pid).unwrap();
    assert!(g.senators[i].offices.contains(&Office::PontifexMaximus));
    assert_eq!(g.senators[i].influence, inf + 5);
    assert_ne!(g.senate_stage(), Some(SenateStage::Pontifex));
    // Held for life: no election the next time.
    assert!(
        g.proposal_legal(&Proposal::Pontifex { pontifex: pid })
            .is_err()
    );
}

/// SEN-16 / SEN-17: the Pontifex's votes count double on sending forces, and he vetoes once a
/// Senate Phase for free.
#[test]
fn sen_16_sen_17_pontifex_doubles_war_votes_and_vetoes_once() {
    let (mut g, _) = senate_game(3, 22);
    to_other_business(&mut g);
    let pm_f = g.senators[g.presiding_index().unwrap()].faction.unwrap();
    let other = g.hrao_order()[1];
    let px = g
        .in_rome_of(other)
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[px]
        .offices
        .retain(|o| *o != Office::PontifexMaximus);
    for s in &mut g.senators {
        s.offices.retain(|o| *o != Office::PontifexMaximus);
    }
    g.senators[px].offices.push(Office::PontifexMaximus);
    g.senators[px].knights = 2;
    let px_votes = g.senators[px].votes(data());
    // A war proposal: Raise is not one; Deploy is.
    g.active_wars = vec!["punic-1".into()];
    g.legions = 10;
    g.fleets = 10;
    let c = g.possible_commanders()[0];
    let cid = id(&g, c);
    propose(
        &mut g,
        vec![Proposal::Deploy {
            commander: cid,
            war: "punic-1".into(),
            legions: 8,
            fleets: 5,
            veterans: Vec::new(),
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
    assert_eq!(
        tribunes.first().map(|c| c.0.as_str()),
        Some("pontifex-veto")
    );
    let ev = vote_all(&mut g, |fac| if fac == other { no() } else { yes() });
    let tally = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::VoteTaken { votes, .. } => Some(votes.clone()),
            _ => None,
        })
        .unwrap();
    let own_no: u32 = g
        .in_rome_of(other)
        .into_iter()
        .map(|i| g.senators[i].votes(data()))
        .sum();
    let t = tally.iter().find(|t| t.faction == other).unwrap();
    assert_eq!(t.no, own_no + px_votes, "the Pontifex's votes count twice");
    // Now his free veto.
    assert_eq!(open_kind(&g), Some(DecisionKind::SenateProposals));
    let (sp, co) = {
        let s = g.aligned_in_rome();
        (id(&g, s[0]), id(&g, s[1]))
    };
    propose(
        &mut g,
        vec![Proposal::LandBill {
            level: 1,
            sponsor: sp,
            cosponsor: co,
        }],
    );
    let ev = vote_all(&mut g, |fac| {
        let mut v = yes();
        v.veto = fac == other && fac != pm_f;
        v
    });
    assert_eq!(vote_taken(&ev).unwrap().3, Some(other));
    assert!(g.senate.as_ref().unwrap().pontifex_veto_used);
}

/// SEN-35 / SEN-36 / SEN-37: a Province in the Forum gets a Governor who leaves Rome for three
/// turns; a later election replaces him; with no one eligible it stays vacant.
#[test]
fn sen_35_a_governor_is_elected_and_sen_36_replaced_and_sen_37_vacant() {
    let (mut g, _) = senate_game(3, 23);
    g.forum_provinces.push("sicilia".into());
    let (a, b) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: b,
        }],
    );
    vote_all(&mut g, |_| yes());
    until_stage(&mut g, SenateStage::Governors);
    let d = g.open_decisions().into_iter().next().unwrap();
    let DecisionOptions::SenateProposals {
        eligible,
        provinces,
        ..
    } = &d.options
    else {
        panic!()
    };
    assert_eq!(provinces, &vec!["sicilia".to_string()]);
    // No Major Office holder may govern.
    let consul_id = id(&g, consul(&g));
    assert!(!eligible.contains(&consul_id));
    let gov = eligible[0].clone();
    // The GM's default names a Governor for Sicilia.
    assert!(matches!(&d.default, Answer::SenateProposals { proposals }
        if matches!(proposals.first(), Some(Proposal::Governor { province, .. }) if province == "sicilia")));
    propose(
        &mut g,
        vec![Proposal::Governor {
            senator: gov.clone(),
            province: "sicilia".into(),
        }],
    );
    vote_all(&mut g, |_| yes());
    assert!(g.forum_provinces.is_empty());
    assert_eq!(g.provinces.len(), 1);
    assert_eq!(g.provinces[0].governor, gov);
    assert_eq!(g.provinces[0].term, 3);
    let i = g.find_senator(&gov).unwrap();
    assert!(!g.senators[i].in_rome, "the Governor leaves Rome at once");
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
    // SEN-36: not replaced the turn he was elected; a later turn, yes.
    assert!(g.electable_provinces().is_empty());
    g.provinces[0].elected_turn = 0;
    assert_eq!(g.electable_provinces(), vec!["sicilia".to_string()]);
    // SEN-37: nobody eligible → vacant.
    let (mut h, _) = senate_game(3, 24);
    h.forum_provinces.push("sicilia".into());
    for s in &mut h.senators {
        s.offices.push(Office::Censor);
    }
    if let Some(st) = h.senate.as_mut() {
        st.stage = SenateStage::Governors;
    }
    let mut ev = Vec::new();
    assert!(h.stage_is_over(SenateStage::Governors, &mut ev));
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::NoGovernorCandidates { provinces } if !provinces.is_empty()))
    );
}

/// SEN-46: regular Legions from Rome garrison a governed Province; they stay counted for
/// maintenance and leave the Active Forces box.
#[test]
fn sen_46_legions_garrison_a_governed_province() {
    let (mut g, _) = senate_game(3, 25);
    to_other_business(&mut g);
    let gov = g.governor_candidates()[0];
    let gid = id(&g, gov);
    g.senators[gov].in_rome = false;
    g.provinces.push(crate::state::Province {
        key: "sicilia".into(),
        governor: gid,
        term: 3,
        developed: false,
        garrison: 0,
        elected_turn: 0,
    });
    let before = g.legions_in_rome();
    assert!(matches!(
        g.proposal_legal(&Proposal::Garrison {
            province: "Hispania Citerior".into(),
            legions: 1
        }),
        Err(Refused {
            why: Illegal::NotGoverned { .. },
            ..
        })
    ));
    propose(
        &mut g,
        vec![Proposal::Garrison {
            province: "sicilia".into(),
            legions: 2,
        }],
    );
    vote_all(&mut g, |_| yes());
    assert_eq!(g.provinces[0].garrison, 2);
    assert_eq!(g.legions_in_rome(), before - 2);
}

/// SEN-43 / REV-06: the Armaments holder collects 2T per new Legion at once (from the bank,
/// privately) and his corrupt bar is revealed.
#[test]
fn sen_43_rev_06_armaments_pays_per_legion_raised() {
    let (mut g, _) = senate_game(3, 26);
    to_other_business(&mut g);
    let holder = g.aligned_in_rome()[0];
    g.senators[holder]
        .concessions
        .push(crate::state::HeldConcession {
            key: "armaments".into(),
            corrupt: false,
        });
    let before = g.senators[holder].treasury;
    propose(
        &mut g,
        vec![Proposal::RaiseForces {
            legions: 3,
            fleets: 0,
        }],
    );
    let ev = vote_all(&mut g, |_| yes());
    assert_eq!(g.senators[holder].treasury, before + 6);
    assert!(g.senators[holder].concessions.iter().any(|c| c.corrupt));
    assert!(g.accounts().balanced());
    let holder_id = g.senators[holder].id();
    let profits: Vec<(&Visibility, &Option<u32>)> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::ConcessionProfit {
                senator, amount, ..
            } if *senator == holder_id => Some((&e.visibility, amount)),
            _ => None,
        })
        .collect();
    assert!(
        profits
            .iter()
            .any(|(v, a)| **v == Visibility::Public && a.is_none()),
        "{profits:?}"
    );
    assert!(
        profits
            .iter()
            .any(|(v, a)| **v != Visibility::Public && **a == Some(6)),
        "{profits:?}"
    );
    assert!(
        !profits
            .iter()
            .any(|(v, a)| **v == Visibility::Public && a.is_some()),
        "no amount in public"
    );
}

/// SEN-47 (Rhodian part): the turn the Rhodian Alliance came, the Senate may reject it by vote;
/// its Fleets leave. Not on a later turn.
#[test]
fn sen_47_the_senate_rejects_the_rhodian_alliance_by_vote() {
    let (mut g, _) = senate_game(3, 27);
    to_other_business(&mut g);
    g.inactive_wars = vec!["punic-1".into()];
    g.fleets = 2;
    let mut ev = Vec::new();
    g.place_event("rhodian-alliance", &mut ev);
    assert_eq!(g.fleets, 10);
    g.events_in_play
        .iter_mut()
        .filter(|e| e.key == "rhodian-alliance")
        .for_each(|e| e.turn = g.turn);
    propose(&mut g, vec![Proposal::RejectRhodian]);
    let ev = vote_all(&mut g, |_| yes());
    assert!(vote_taken(&ev).unwrap().2);
    assert_eq!(g.fleets, 2);
    assert!(!g.events_in_play.iter().any(|e| e.key == "rhodian-alliance"));
    assert!(g.accounts().balanced());
    // A later turn: out of order.
    g.place_event("rhodian-alliance", &mut Vec::new());
    g.events_in_play
        .iter_mut()
        .for_each(|e| e.turn = g.turn.saturating_sub(1));
    assert!(
        g.proposal_legal(&Proposal::RejectRhodian)
            == Err(Illegal::RhodianNotRejectable.by("SEN-47"))
    );
}

/// SEN-24 / SEN-32: a Corrupt marker (provincial spoils) makes a Senator in Rome liable to a
/// Minor prosecution; the end of the prosecutions removes it in Rome, not from those away.
#[test]
fn sen_24_corrupt_marker_is_a_minor_reason_and_sen_32_clears_it_in_rome() {
    let (mut g, _) = senate_game(3, 28);
    let s = g.aligned_in_rome();
    let (home, away) = (s[0], s[1]);
    g.senators[home].corrupt = true;
    g.senators[away].corrupt = true;
    g.senators[away].in_rome = false;
    let acc = g.accusable();
    assert!(acc.contains(&(home, ProsecutionReason::Corrupt, false)));
    assert!(
        !acc.iter()
            .any(|(i, r, _)| *i == away && *r == ProsecutionReason::Corrupt)
    );
    let mut ev = Vec::new();
    g.sen_32_end_of_prosecutions(&mut ev);
    assert!(!g.senators[home].corrupt);
    assert!(g.senators[away].corrupt);
}

/// SEN-13 (LR 1.09.22, DESIGN.md "Sources and conflicts"): both new Consuls ask for the Field:
/// they dice off, and the winner takes the office he asked for, the Field.
#[test]
fn sen_13_both_ask_for_the_field_the_dice_off_winner_gets_the_field() {
    for (dice, first_wins) in [
        (vec![5, 2], true),
        (vec![1, 6], false),
        (vec![3, 3, 2, 4], false),
    ] {
        let (mut g, _) = senate_game(4, 2);
        let (a, b) = two_candidates(&g);
        propose(
            &mut g,
            vec![Proposal::Consuls {
                first: a.clone(),
                second: b.clone(),
            }],
        );
        let fa = g.senators[g.find_senator(&a).unwrap()].faction.unwrap();
        let fb = g.senators[g.find_senator(&b).unwrap()].faction.unwrap();
        g.script_dice(dice.clone());
        let ev = vote_all(&mut g, |fac| {
            let mut v = yes();
            if fac == fa {
                v.prefer.push((a.clone(), ConsulSeat::Field));
            }
            if fac == fb {
                v.prefer.push((b.clone(), ConsulSeat::Field));
            }
            v
        });
        let (_, _, passed, _) = vote_taken(&ev).expect("a vote was taken");
        assert!(passed);
        assert!(
            ev.iter().any(|e| matches!(&e.kind, EventKind::DiceRolled { purpose, .. } if purpose.rule() == "SEN-13")),
            "a dice-off was rolled"
        );
        let (winner, loser) = if first_wins { (&a, &b) } else { (&b, &a) };
        let iw = g.find_senator(winner).unwrap();
        let il = g.find_senator(loser).unwrap();
        assert!(
            g.senators[iw].offices.contains(&Office::FieldConsul),
            "dice {dice:?}"
        );
        assert!(
            g.senators[il].offices.contains(&Office::RomeConsul),
            "dice {dice:?}"
        );
    }
}

/// SEN-26 (LR 1.09.42): the Accused's additional votes (his Influence) are his own, cast as he
/// votes: when his faction votes guilty with him, they count for conviction, not for acquittal.
#[test]
fn sen_26_the_accused_influence_goes_with_his_own_vote() {
    let (mut g, acc_id) = at_the_censor_with_major_accused(|s| s.influence = 8);
    let accused = g.find_senator(&acc_id).unwrap();
    assert_eq!(g.senate_stage(), Some(SenateStage::Prosecutions));
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
    let inf = g.senators[g.find_senator(&acc_id).unwrap()].influence;
    assert!(inf > 0);
    let ev = vote_all(&mut g, |_| yes());
    let (_, no_v, _, _) = vote_taken(&ev).expect("the trial vote is taken");
    assert_eq!(
        no_v, 0,
        "every faction, the accused's included, votes guilty"
    );
}

/// PB-08 (issue 10): a standing vote never applies to the prosecution of the faction's own
/// Senator (its STANDING VOTE YES must not vote him guilty); it still applies to the other
/// factions' votes, and the accused's faction falls back to its Default Move.
#[test]
fn pb_08_a_standing_vote_never_votes_on_the_prosecution_of_its_own_senator() {
    let (mut g, acc_id) = at_the_censor_with_major_accused(|_| {});
    assert_eq!(g.senate_stage(), Some(SenateStage::Prosecutions));
    let censor = g.office_holder(Office::Censor).unwrap();
    let prosecutor = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| *i != censor && g.senators[*i].id() != acc_id)
        .unwrap();
    let pr_id = id(&g, prosecutor);
    for fac in [f(0), f(1), f(2)] {
        g.set_standing(fac, DecisionKind::SenateVote, Answer::SenateVote(yes()))
            .unwrap();
    }
    propose(
        &mut g,
        vec![Proposal::Prosecute {
            accused: acc_id.clone(),
            major: false,
            reason: None,
            prosecutor: pr_id,
        }],
    );
    let ds = g.open_decisions();
    assert!(ds.iter().all(|d| d.kind == DecisionKind::SenateVote));
    let own = ds
        .iter()
        .find(|d| d.owner == f(2))
        .expect("the accused's faction votes");
    // The Default Move applies, not the standing YES: a defaulter abstains (PB-08).
    let seed = VoteOrder::default();
    assert_eq!(own.default, Answer::SenateVote(seed));
    assert!(
        matches!(&own.default_by, DefaultBy::StandingSetAside { error: Some(RuleError::Illegal { rule, .. }), .. } if rule.as_str() == "PB-08"),
        "{:?}",
        own.default_by
    );
    for d in ds.iter().filter(|d| d.owner != f(2)) {
        assert!(matches!(d.default_by, DefaultBy::Standing { .. }), "{d:?}");
        assert_eq!(d.default, Answer::SenateVote(yes()));
    }
}

/// PB-10 (issue 10): a queue of proposals belongs to the faction that wrote it. When the chair
/// passes to another faction (the new Rome Consul, SEN-12) it waits, told privately; when the
/// faction presides again it applies again, behind the new answer it gives.
#[test]
fn pb_10_a_queue_waits_while_another_faction_presides_and_resumes() {
    let (mut g, _) = senate_game(3, 2);
    let pm_faction = g.open_decisions()[0].owner;
    let others: Vec<FactionId> = (0..3).map(f).filter(|x| *x != pm_faction).collect();
    let c = g.consul_candidates();
    let of = |fac: FactionId| {
        c.iter()
            .find(|i| g.senators[**i].faction == Some(fac))
            .map(|i| g.senators[*i].id())
            .unwrap()
    };
    let (a, b) = (of(others[0]), of(others[1]));
    let raise = Proposal::RaiseForces {
        legions: 1,
        fleets: 0,
    };
    propose(
        &mut g,
        vec![
            Proposal::Consuls {
                first: a.clone(),
                second: b.clone(),
            },
            raise.clone(),
            Proposal::Adjourn,
        ],
    );
    let ev = vote_all(&mut g, |_| yes());
    let waits = ev
        .iter()
        .find(
            |e| matches!(&e.kind, EventKind::QueueWaits { faction, .. } if *faction == pm_faction),
        )
        .expect("the queue waits, and its faction is told");
    assert_eq!(waits.visibility, Visibility::Faction(pm_faction));
    assert!(
        matches!(&waits.kind, EventKind::QueueWaits { proposals, .. } if *proposals == vec![raise.clone(), Proposal::Adjourn])
    );
    let d = g.open_decisions()[0].clone();
    assert_eq!(d.kind, DecisionKind::SenateProposals);
    assert_ne!(d.owner, pm_faction, "the new presiding magistrate is asked");
    // Both Consuls step down (SEN-06); a senator of the first faction is now the HRAO.
    let mine = g.in_rome_of(pm_faction)[0];
    g.senators[mine].influence = 30;
    if let Some(s) = g.senate.as_mut() {
        s.stepped_down.push(a);
        s.stepped_down.push(b);
    }
    let mut ev = Vec::new();
    g.senate_next(&mut ev);
    assert!(
        ev.iter().any(
            |e| matches!(&e.kind, EventKind::QueueResumed { faction, .. } if *faction == pm_faction)
        ),
        "{ev:?}"
    );
    let d = g.open_decisions()[0].clone();
    assert_eq!(
        d.owner, pm_faction,
        "asked for the business its queue lacks"
    );
    let pontifex = g
        .aligned_in_rome()
        .into_iter()
        .map(|i| id(&g, i))
        .find(|x| g.senators[g.find_senator(x).unwrap()].offices.is_empty())
        .unwrap();
    propose(&mut g, vec![Proposal::Pontifex { pontifex }]);
    let s = g.senate.as_ref().unwrap();
    assert_eq!(
        s.queue,
        vec![raise, Proposal::Adjourn],
        "the queue survived"
    );
    assert_eq!(s.queue_owner, Some(pm_faction));
}

/// PB-10 / SEN-02 (issue 10): a waiting queue never put is dropped at adjournment, and its
/// faction is told why.
#[test]
fn pb_10_a_waiting_queue_dropped_at_adjournment_is_told() {
    let (mut g, _) = senate_game(3, 2);
    let pm_faction = g.open_decisions()[0].owner;
    let raise = Proposal::RaiseForces {
        legions: 1,
        fleets: 0,
    };
    if let Some(s) = g.senate.as_mut() {
        s.waiting_queues.push((pm_faction, vec![raise.clone()]));
    }
    let mut ev = Vec::new();
    g.adjourn(&mut ev);
    assert!(
        ev.iter().any(|e| matches!(&e.kind,
            EventKind::QueueDropped { faction, proposals, why: QueueDrop::Adjourned }
            if *faction == pm_faction && *proposals == vec![raise.clone()])
            && e.visibility == Visibility::Faction(pm_faction)),
        "{ev:?}"
    );
}

/// SEN-25 (S004 "PROSECUTIONS"): the Prosecutor is named without his consent, but his faction
/// voting NO frees the accused: the prosecution fails whatever the other factions vote.
#[test]
fn sen_25_the_prosecutors_faction_voting_no_frees_the_accused() {
    let (mut g, acc_id) = at_the_censor_with_major_accused(|s| s.influence = 8);
    let accused = g.find_senator(&acc_id).unwrap();
    assert_eq!(g.senate_stage(), Some(SenateStage::Prosecutions));
    let censor = g.office_holder(Office::Censor).unwrap();
    let prosecutor = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| *i != censor && *i != accused && g.senators[*i].faction != Some(f(2)))
        .unwrap();
    let pr_faction = g.senators[prosecutor].faction.unwrap();
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
    // Everyone else can convict him many times over.
    for sen in &mut g.senators {
        if sen.faction.is_some() && sen.faction != Some(f(2)) {
            sen.knights = 10;
        }
    }
    let inf = g.senators[accused].influence;
    g.script_dice(vec![3, 4]);
    let ev = vote_all(&mut g, |fac| if fac == pr_faction { no() } else { yes() });
    let refused = ev
        .iter()
        .find(|e| matches!(&e.kind, EventKind::ConsentRefused { faction, .. } if *faction == pr_faction))
        .expect("the Prosecutor's faction refuses its consent");
    assert_eq!(refused.visibility, Visibility::Public);
    let (_, _, passed, _) = vote_taken(&ev).unwrap_or((0, 0, false, None));
    assert!(!passed, "the accused goes free");
    let i = g
        .find_senator(&acc_id)
        .expect("the accused is still in play");
    assert_eq!(
        g.senators[i].influence, inf,
        "not convicted: no Influence lost"
    );
}

/// PB-10 (S004/90: the HRAO sends "as many conditional proposals ... as he wants acted upon"):
/// the call for the presiding magistrate's proposals lists the elections still to come this
/// Senate with their candidates as the board stands, and a Censor nominated in the consular
/// list is put when the Censor's election comes, without another call for proposals.
#[test]
fn pb_10_the_later_elections_are_offered_and_a_censor_nominated_early_is_put_without_a_call() {
    // A game whose presiding faction has two consular candidates of its own, and three Prior
    // Consuls of the other factions (Censor candidates, SEN-22: one may become Pontifex, and a
    // single one left would be appointed without a vote), so that the chair stays with the
    // faction that wrote the list.
    let setup = |b: u8| -> Option<(Game, SenatorId, SenatorId, SenatorId)> {
        let (mut g, _) = new_game(3, b);
        g.pending = None;
        g.phase = Phase::Senate;
        g.turn = 1;
        g.events_in_play.clear();
        let hrao = g.hrao_index()?;
        let pm = g.senators[hrao].faction?;
        let own: Vec<SenatorId> = g
            .consul_candidates()
            .into_iter()
            .filter(|i| g.senators[*i].faction == Some(pm))
            .map(|i| id(&g, i))
            .collect();
        let [a, b, ..] = own.as_slice() else {
            return None;
        };
        let others: Vec<usize> = g
            .aligned_in_rome()
            .into_iter()
            .filter(|i| {
                let s = &g.senators[*i];
                s.faction != Some(pm) && s.offices.is_empty()
            })
            .take(3)
            .collect();
        if others.len() < 3 {
            return None;
        }
        for i in &others {
            g.senators[*i].prior_consul = true;
        }
        let censor = id(&g, others[0]);
        let (a, b) = (a.clone(), b.clone());
        let mut ev = Vec::new();
        g.start_senate(&mut ev);
        Some((g, a, b, censor))
    };
    let (mut g, a, b, censor) = (1..40).find_map(setup).expect("a game to test in");
    let d = g
        .open_decisions()
        .into_iter()
        .next()
        .expect("the proposals call");
    let pm_faction = d.owner;
    let DecisionOptions::SenateProposals { stage, later, .. } = &d.options else {
        panic!("a proposals call: {d:?}");
    };
    assert_eq!(*stage, SenateStage::Consuls);
    let stages: Vec<SenateStage> = later.iter().map(|l| l.stage).collect();
    assert!(stages.contains(&SenateStage::Censor), "{later:?}");
    assert!(
        stages.windows(2).all(|w| w[0] < w[1]),
        "in the Senate's order: {stages:?}"
    );
    assert!(
        stages.iter().all(|s| *s > SenateStage::Consuls),
        "{stages:?}"
    );
    let censors: Vec<SenatorId> = g
        .censor_candidates()
        .into_iter()
        .map(|i| id(&g, i))
        .collect();
    let offered = &later
        .iter()
        .find(|l| l.stage == SenateStage::Censor)
        .expect("the Censor's election")
        .candidates;
    assert_eq!(offered, &censors);
    propose(
        &mut g,
        vec![
            Proposal::Consuls {
                first: a.clone(),
                second: b.clone(),
            },
            Proposal::Censor {
                censor: censor.clone(),
            },
        ],
    );
    vote_all(&mut g, |_| yes());
    // The new Consuls (of the same faction) preside; the Pontifex Maximus may come first (a
    // new list of the same faction: the Censor's nomination stays behind it).
    let mut proposals_calls = 0;
    for _ in 0..20 {
        if g.senate_stage() >= Some(SenateStage::Censor) {
            break;
        }
        match open_kind(&g) {
            Some(DecisionKind::SenateVote) => {
                vote_all(&mut g, |_| yes());
            }
            Some(DecisionKind::SenateProposals)
                if g.senate_stage() == Some(SenateStage::Pontifex) =>
            {
                pass_pontifex(&mut g, std::slice::from_ref(&censor));
            }
            Some(DecisionKind::SenateProposals) => {
                proposals_calls += 1;
                g.resolve(true);
            }
            _ => {
                g.resolve(true);
            }
        }
    }
    assert_eq!(g.senate_stage(), Some(SenateStage::Censor));
    let presiding = g.presiding_index().expect("a presiding magistrate");
    assert_eq!(g.senators[presiding].faction, Some(pm_faction));
    let d = g
        .open_decisions()
        .into_iter()
        .next()
        .expect("an open decision");
    assert_eq!(
        d.kind,
        DecisionKind::SenateVote,
        "no new call for proposals: {d:?}"
    );
    let DecisionOptions::SenateVote { proposal, .. } = &d.options else {
        panic!("a vote");
    };
    assert_eq!(proposal, &Proposal::Censor { censor });
    assert_eq!(proposals_calls, 0);
}
