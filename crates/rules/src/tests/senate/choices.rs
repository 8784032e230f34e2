//! Choices the rules leave to a player (issue 7 section 2): SEN-06, SEN-60, SEN-47, FOR-21.
//! Each test fails where the engine chose for the player.

use super::*;
use crate::api::{ChoiceAbout, ChoiceOption};

/// The open `Choice` decision, if one.
fn open_choice(g: &Game) -> Option<Decision> {
    g.open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
}

/// Answer the open choice with `pick` and resolve the round.
fn choose(g: &mut Game, pick: ChoiceOption) -> Vec<Event> {
    let d = open_choice(g).expect("a choice is open");
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
    g.resolve(false)
}

/// A Senate whose presiding magistrate's consular nomination the others defeat unanimously.
fn unanimous_defeat(b: u8) -> (Game, SenatorId, FactionId, u32) {
    let (mut g, _) = senate_game(3, b);
    let pm = g.presiding_index().unwrap();
    let pm_id = id(&g, pm);
    let pm_f = g.senators[pm].faction.unwrap();
    g.senators[pm].influence = g.senators[pm].influence.max(3);
    let inf = g.senators[pm].influence;
    for s in &mut g.senators {
        if s.faction.is_some() && s.faction != Some(pm_f) {
            s.knights = 10;
        }
    }
    let (a, c) = two_candidates(&g);
    propose(
        &mut g,
        vec![Proposal::Consuls {
            first: a,
            second: c,
        }],
    );
    let ev = vote_all(&mut g, |fac| if fac == pm_f { yes() } else { no() });
    let (_, _, passed, _) = vote_taken(&ev).unwrap();
    assert!(!passed);
    (g, pm_id, pm_f, inf)
}

/// SEN-06: the presiding magistrate's faction is asked (Influence or stepping down); nothing is
/// taken before it answers; STEP DOWN keeps his Influence and hands the chair on.
#[test]
fn sen_06_the_presiding_magistrate_chooses_to_step_down() {
    let (mut g, pm_id, pm_f, inf) = unanimous_defeat(3);
    let d = open_choice(&g).expect("SEN-06: the presiding magistrate chooses his penalty");
    assert_eq!(d.owner, pm_f);
    assert_eq!(d.rule_id(), "SEN-06");
    assert_eq!(
        d.options,
        DecisionOptions::Choice {
            about: ChoiceAbout::UnanimousDefeat {
                senator: pm_id.clone()
            },
            options: vec![ChoiceOption::LoseInfluence, ChoiceOption::StepDown],
        }
    );
    let i = g.find_senator(&pm_id).unwrap();
    assert_eq!(
        g.senators[i].influence, inf,
        "nothing taken before he chooses"
    );
    let ev = choose(&mut g, ChoiceOption::StepDown);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::PresidingRebuked { senator, stepped_down: true } if *senator == pm_id
    )));
    let i = g.find_senator(&pm_id).unwrap();
    assert_eq!(
        g.senators[i].influence, inf,
        "SEN-06: stepping down costs no Influence"
    );
    let s = g.senate.as_ref().unwrap();
    assert!(s.stepped_down.contains(&pm_id));
    assert_ne!(s.presiding, pm_id, "the next HRAO presides");
}

/// SEN-06 Default Move (docs/RULINGS.md): a silent magistrate loses 1 Influence and presides on.
#[test]
fn sen_06_default_move_is_one_influence() {
    let (mut g, pm_id, _, inf) = unanimous_defeat(3);
    assert!(open_choice(&g).is_some());
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::PresidingRebuked {
            stepped_down: false,
            ..
        }
    )));
    let i = g.find_senator(&pm_id).unwrap();
    assert_eq!(g.senators[i].influence, inf - 1);
    assert_eq!(g.senate.as_ref().unwrap().presiding, pm_id);
}

/// SEN-06 (LR 1.09.41): the Censor presiding over Prosecutions may end them instead.
#[test]
fn sen_06_the_censor_ends_all_prosecutions() {
    let (mut g, _) = senate_game(3, 5);
    let c = of(&g, 1)[0];
    g.senators[c].offices.push(Office::Censor);
    let censor = id(&g, c);
    g.senate.as_mut().unwrap().stage = SenateStage::Prosecutions;
    assert!(g.sen_06_censor_prosecuting_for_test(&censor));
    let mut ev = Vec::new();
    g.sen_06_apply(&censor, &ChoiceOption::EndProsecutions, &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ProsecutionsEnded { censor: s } if *s == censor))
    );
    assert_eq!(g.senate_stage(), Some(SenateStage::Governors));
}

/// SEN-60: with the Curia empty the receiving player picks his Forum Senator; the engine gave
/// him the one with the most Influence.
#[test]
fn sen_60_the_receiving_player_picks_his_forum_senator() {
    let (mut g, _) = new_game(3, 11);
    g.pending = None;
    g.phase = Phase::Senate;
    g.events_in_play.clear();
    for i in of(&g, 2).into_iter().skip(1).rev() {
        g.senators[i].faction = None;
        g.senators[i].in_rome = false;
    }
    g.curia.retain(|c| !matches!(c, DeckCard::Family(_)));
    let forum: Vec<usize> = (0..g.senators.len())
        .filter(|&i| g.senators[i].faction.is_none())
        .collect();
    assert!(forum.len() >= 2);
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    let d = open_choice(&g).expect("SEN-60: the receiving player picks");
    assert_eq!(d.rule_id(), "SEN-60");
    let DecisionOptions::Choice { options, .. } = &d.options else {
        panic!()
    };
    // The Default Move is the most influential; pick the last option instead.
    let Answer::Choice { pick: default, .. } = &d.default else {
        panic!()
    };
    let pick = options.last().unwrap().clone();
    assert_ne!(&pick, default);
    let ChoiceOption::Senator { senator } = &pick else {
        panic!()
    };
    let senator = senator.clone();
    let receiver = d.owner;
    let ev = choose(&mut g, pick);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::Repopulated { senator: s, faction, from_curia: false }
            if *s == senator && *faction == receiver
    )));
    let i = g.find_senator(&senator).unwrap();
    assert_eq!(g.senators[i].faction, Some(receiver));
    assert!(g.senators[i].in_rome);
}

fn new_alliance(g: &mut Game, increased: bool) {
    g.events_in_play.push(crate::state::EventInPlay {
        key: "new-alliance".into(),
        increased,
        turn: 1,
        repeats: 0,
    });
}

/// SEN-47 (New Alliance): the HRAO picks the war that makes peace; the engine took the
/// strongest.
#[test]
fn sen_47_the_hrao_picks_the_war_that_makes_peace() {
    let (mut g, _) = senate_game(3, 14);
    g.active_wars = vec!["punic-1".into(), "gallic-1".into()];
    g.inactive_wars.clear();
    g.imminent_wars.clear();
    new_alliance(&mut g, false);
    let hrao_f = g.senators[g.hrao_index().unwrap()].faction.unwrap();
    let mut ev = Vec::new();
    assert!(g.sen_47_new_alliance(&mut ev), "SEN-47: the HRAO is asked");
    let d = open_choice(&g).unwrap();
    assert_eq!(d.owner, hrao_f);
    let Answer::Choice { pick: default, .. } = &d.default else {
        panic!()
    };
    let weaker = if *default
        == (ChoiceOption::War {
            war: "punic-1".into(),
        }) {
        "gallic-1"
    } else {
        "punic-1"
    };
    let spoils = i64::from(data().war(weaker).unwrap().spoils);
    let ev = choose(&mut g, ChoiceOption::War { war: weaker.into() });
    assert!(!g.active_wars.contains(&weaker.to_string()));
    assert_eq!(g.active_wars.len(), 1, "only the war picked made peace");
    let gain = ev.iter().find_map(|e| match &e.kind {
        EventKind::StateTreasury {
            reason: crate::api::TreasuryReason::Peace { war, .. },
            delta,
            ..
        } if war == weaker => Some(*delta),
        _ => None,
    });
    assert_eq!(gain, Some(spoils / 2), "half the Spoils of the war picked");
    assert!(g.senate.is_none(), "the Senate adjourned after the pick");
    assert!(g.accounts().balanced());
}

/// FOR-21 (Enemy Leader Dies): the HRAO picks the Leader discarded; the engine took the
/// strongest.
#[test]
fn for_21_the_hrao_picks_the_enemy_leader() {
    let (mut g, _) = senate_game(3, 23);
    g.senate = None;
    g.phase = Phase::Forum;
    g.active_wars = vec!["punic-1".into(), "syrian".into()];
    g.leaders = vec![
        crate::state::LeaderInPlay {
            leader: "hannibal".into(),
            war: "punic-1".into(),
        },
        crate::state::LeaderInPlay {
            leader: "antiochus-iii".into(),
            war: "syrian".into(),
        },
    ];
    g.events_in_play.push(crate::state::EventInPlay {
        key: "enemy-leader-dies".into(),
        increased: false,
        turn: 1,
        repeats: 0,
    });
    let mut ev = Vec::new();
    assert!(g.for_21_enemy_leader(&mut ev), "FOR-21: the HRAO is asked");
    assert_eq!(g.leaders.len(), 2, "nobody discarded before the answer");
    let d = open_choice(&g).unwrap();
    let Answer::Choice { pick: default, .. } = &d.default else {
        panic!()
    };
    assert_eq!(
        *default,
        ChoiceOption::Leader {
            leader: "hannibal".into()
        },
        "Default Move: the strongest Leader"
    );
    choose(
        &mut g,
        ChoiceOption::Leader {
            leader: "antiochus-iii".into(),
        },
    );
    assert_eq!(g.leaders.len(), 1);
    assert_eq!(g.leaders[0].leader, "hannibal");
    assert!(
        g.removed
            .contains(&DeckCard::Leader("antiochus-iii".into()))
    );
}

/// A pick that is not an option is refused.
#[test]
fn sen_47_a_pick_outside_the_options_is_refused() {
    let (mut g, _) = senate_game(3, 14);
    g.active_wars = vec!["punic-1".into(), "gallic-1".into()];
    g.inactive_wars.clear();
    g.imminent_wars.clear();
    new_alliance(&mut g, false);
    let mut ev = Vec::new();
    assert!(g.sen_47_new_alliance(&mut ev));
    let d = open_choice(&g).unwrap();
    let err = g
        .submit(
            d.owner,
            &d.id,
            Answer::Choice {
                about: ChoiceAbout::NewAlliance { increased: false },
                pick: ChoiceOption::War {
                    war: "syrian".into(),
                },
            },
        )
        .unwrap_err();
    assert!(err.to_string().contains("SEN-47"), "{err}");
}
