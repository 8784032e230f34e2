//! SEN-33: Advocates and Trials (advanced rule LR 2.05, `GameOptions::advocates`).

use super::*;

/// A Senate at the Censor's business with the Advocates rule on: the accused (faction 2, 0
/// Popularity) and a Prosecutor of another faction named; returns the game, the accused, the
/// Prosecutor and an eligible Senator of a third faction.
fn prosecution_put(advocates: bool) -> (Game, SenatorId, SenatorId, SenatorId) {
    let (mut g, acc_id) = at_the_censor_with_major_accused(|s| s.popularity = 0);
    g.options.advocates = advocates;
    let accused = g.find_senator(&acc_id).unwrap();
    let censor = g.office_holder(Office::Censor).unwrap();
    let prosecutor = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| *i != censor && *i != accused && g.senators[*i].faction != Some(f(2)))
        .unwrap();
    let pr_id = id(&g, prosecutor);
    let pr_f = g.senators[prosecutor].faction;
    let other = g
        .aligned_in_rome()
        .into_iter()
        .find(|i| {
            *i != censor
                && *i != prosecutor
                && g.senators[*i].faction != Some(f(2))
                && g.senators[*i].faction != pr_f
        })
        .or_else(|| {
            g.aligned_in_rome()
                .into_iter()
                .find(|i| *i != censor && *i != prosecutor && g.senators[*i].faction != Some(f(2)))
        })
        .unwrap();
    let other = id(&g, other);
    propose(
        &mut g,
        vec![Proposal::Prosecute {
            accused: acc_id.clone(),
            major: false,
            reason: None,
            prosecutor: pr_id.clone(),
        }],
    );
    (g, acc_id, pr_id, other)
}

fn choose(g: &mut Game, pick: ChoiceOption) -> Vec<Event> {
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.kind, DecisionKind::Choice, "{d:?}");
    let DecisionOptions::Choice { about, .. } = &d.options else {
        panic!("{d:?}")
    };
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about: about.clone(),
            pick,
        },
    )
    .unwrap();
    g.resolve(true)
}

fn no() -> VoteOrder {
    VoteOrder {
        vote: Some(VoteChoice::No),
        ..VoteOrder::default()
    }
}

/// SEN-33 (2.05.2): after the Prosecutor is named the Accused's player is asked for his
/// Advocate: any eligible Senator, himself included (the Default Move: himself), never the
/// Censor nor the Prosecutor. Without the rule the vote opens at once.
#[test]
fn sen_33_the_accused_is_asked_for_an_advocate_only_with_the_rule() {
    let (g, ..) = prosecution_put(false);
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::SenateVote)
    );
    let (g, acc, pr, other) = prosecution_put(true);
    let ds = g.open_decisions();
    assert_eq!(ds.len(), 1, "{ds:?}");
    assert_eq!(ds[0].owner, f(2));
    let DecisionOptions::Choice { about, options } = &ds[0].options else {
        panic!("{ds:?}")
    };
    assert!(matches!(about, ChoiceAbout::Advocate { accused, .. } if *accused == acc));
    let censor = id(&g, g.office_holder(Office::Censor).unwrap());
    let has = |s: &SenatorId| options.contains(&ChoiceOption::Senator { senator: s.clone() });
    assert!(has(&acc) && has(&other));
    assert!(!has(&pr) && !has(&censor));
    assert_eq!(
        ds[0].default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Senator { senator: acc }
        }
    );
}

/// SEN-33 (2.05.2, 2.05.3, 2.05.6): another player's Senator who comes forward is the
/// Advocate; the Trial roll is 2d6 + his Oratory − the Prosecutor's; its votes count for the
/// Accused; Innocent: the Advocate gains 3 Influence and the Prosecutor loses 3.
#[test]
fn sen_33_an_advocate_who_consents_rolls_the_trial_and_the_verdict_moves_influence() {
    let (mut g, acc, pr, other) = prosecution_put(true);
    choose(
        &mut g,
        ChoiceOption::Senator {
            senator: other.clone(),
        },
    );
    let d = g.open_decisions().into_iter().next().unwrap();
    assert!(
        matches!(&d.options, DecisionOptions::Choice { about: ChoiceAbout::AdvocateConsent { advocate, .. }, .. } if *advocate == other)
    );
    let ev = choose(&mut g, ChoiceOption::Consent);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::AdvocateChosen { advocate, refused: None, .. } if *advocate == other)));
    let o =
        |g: &Game, s: &SenatorId| i32::from(g.senators[g.find_senator(s).unwrap()].oratory(data()));
    let modifier = o(&g, &other) - o(&g, &pr);
    let inf = |g: &Game, s: &SenatorId| g.senators[g.find_senator(s).unwrap()].influence;
    let (adv0, pr0) = (inf(&g, &other), inf(&g, &pr));
    // The Prosecutor's faction votes Guilty (its Not Guilty would free the Accused at once,
    // PB-11: no Trial); the others Not Guilty; 6 + 6 on the Trial.
    let pr_f = g.senators[g.find_senator(&pr).unwrap()].faction.unwrap();
    g.script_dice(vec![6, 6]);
    let ev = vote_all(&mut g, |x| if x == pr_f { yes() } else { no() });
    let trial = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::Trial {
                advocate,
                modifier: m,
                total,
                votes,
                ..
            } => Some((advocate.clone(), *m, *total, *votes)),
            _ => None,
        })
        .expect("SEN-33: the Trial is rolled");
    assert_eq!(trial.0, other);
    assert_eq!(trial.1, modifier);
    assert_eq!(trial.2, 12 + modifier);
    assert_eq!(
        trial.3,
        super::super::super::senate::advocates::trial_votes(12 + modifier)
    );
    let (_, no_votes, passed, _) = vote_taken(&ev).unwrap();
    assert!(no_votes >= trial.3.max(0).unsigned_abs());
    if passed {
        // Guilty (2.05.5/1): the Advocate loses 3; the Prosecutor gains as usual.
        assert!(
            ev.iter()
                .any(|e| matches!(&e.kind, EventKind::Convicted { .. }))
        );
        assert_eq!(inf(&g, &other), adv0.saturating_sub(3));
    } else {
        assert!(
            ev.iter()
                .any(|e| matches!(&e.kind, EventKind::Acquitted { accused } if *accused == acc))
        );
        assert_eq!(inf(&g, &other), adv0 + 3);
        assert_eq!(inf(&g, &pr), pr0.saturating_sub(3));
    }
}

/// SEN-33 (2.05.2/4, 2.05.5/2, 2.05.6/3): a Senator asked who does not come forward (the
/// Default Move) leaves the Accused his own Advocate; convicted, only the normal penalties;
/// a Cicero Prosecutor takes 2 off the Trial roll (errata 2.05.1/3).
#[test]
fn sen_33_a_refusal_leaves_the_accused_his_own_advocate() {
    let (mut g, acc, pr, other) = prosecution_put(true);
    choose(
        &mut g,
        ChoiceOption::Senator {
            senator: other.clone(),
        },
    );
    let ev = choose(&mut g, ChoiceOption::Refuse);
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::AdvocateChosen { advocate, refused: Some(r), .. } if *advocate == acc && *r == other)));
    let p = g.find_senator(&pr).unwrap();
    g.senators[p].statesman = Some("28A".into());
    let o =
        |g: &Game, s: &SenatorId| i32::from(g.senators[g.find_senator(s).unwrap()].oratory(data()));
    let modifier = o(&g, &acc) - o(&g, &pr) - 2;
    let inf = |g: &Game, s: &SenatorId| g.senators[g.find_senator(s).unwrap()].influence;
    let adv0 = inf(&g, &other);
    g.script_dice(vec![1, 1]);
    let ev = vote_all(&mut g, |_| yes());
    let trial = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::Trial {
                modifier, votes, ..
            } => Some((*modifier, *votes)),
            _ => None,
        })
        .expect("SEN-33: the Trial is rolled");
    assert_eq!(trial.0, modifier);
    assert!(trial.1 < 0);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::Convicted { .. }))
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::TrialInfluence { .. }))
    );
    assert_eq!(inf(&g, &other), adv0);
}
