//! Issue 24 §1: the Open Bodyguard (REV-20, SEN-51), Proscription (COM-23) and the Pergamene
//! Bequest's Rebel Consul (REV-17).

use super::*;
use crate::api::{AnytimePlay, BodyguardLoss, ChoiceAbout, ChoiceOption};
use crate::state::Phase;

const BODYGUARD: &str = "open-bodyguard-1";

/// A 3-player game waiting in the Revenue Phase's PB-02 round.
fn revenue(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    g.pending = None;
    g.turn = 1;
    let mut ev = Vec::new();
    g.start_revenue(&mut ev);
    assert_eq!(g.phase, Phase::Revenue);
    g
}

fn in_rome_senator(g: &Game, fac: u8) -> SenatorId {
    let i = g.in_rome_of(f(fac))[0];
    g.senators[i].id()
}

/// REV-20 (card:intrigue-open-bodyguard/1): played only in the Revenue Phase, from the hand, on
/// one of the player's Senators in Rome; the card then lies open with him (public event).
#[test]
fn rev_20_the_open_bodyguard_is_played_in_the_revenue_phase_on_a_senator_in_rome() {
    let mut g = revenue(41);
    rig_hand(&mut g, 0, vec![DeckCard::Intrigue(BODYGUARD.into())]);
    let mine = in_rome_senator(&g, 0);
    let theirs = in_rome_senator(&g, 1);
    let play = |s: &SenatorId| AnytimePlay::OpenBodyguard { senator: s.clone() };
    // Another faction's Senator: refused naming REV-20.
    let e = g.check_anytime(f(0), &play(&theirs)).unwrap_err();
    assert!(format!("{e:?}").contains("REV-20"), "{e:?}");
    // Not held: refused.
    assert!(g.check_anytime(f(1), &play(&theirs)).is_err());
    // A Senator away from Rome: refused.
    let mi = g.find_senator(&mine).unwrap();
    g.senators[mi].in_rome = false;
    assert!(matches!(
        g.check_anytime(f(0), &play(&mine)),
        Err(RuleError::Illegal {
            why: Illegal::BodyguardNotInRome { .. },
            ..
        })
    ));
    g.senators[mi].in_rome = true;
    let ev = g.play_anytime(f(0), &play(&mine)).unwrap();
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::OpenBodyguardPlayed { faction, senator }
            if *faction == f(0) && *senator == mine
    )));
    assert_eq!(e_public(&ev), 1);
    assert_eq!(
        g.senators[mi].open_bodyguard.as_deref(),
        Some(BODYGUARD),
        "the card lies with him"
    );
    assert!(g.factions[0].hand.is_empty(), "it left the hand");
    assert!(
        g.view(crate::Viewer::Faction(f(1))).factions[0]
            .senators
            .iter()
            .any(|s| s.id == mine && s.open_bodyguard)
    );
    // Outside the Revenue Phase: refused naming REV-20.
    rig_hand(&mut g, 0, vec![DeckCard::Intrigue(BODYGUARD.into())]);
    g.phase = Phase::Senate;
    assert!(matches!(
        g.check_anytime(f(0), &play(&mine)),
        Err(RuleError::Illegal {
            why: Illegal::NotRevenuePhase,
            ..
        })
    ));
}

fn e_public(ev: &[Event]) -> usize {
    ev.iter()
        .filter(|e| {
            matches!(e.kind, EventKind::OpenBodyguardPlayed { .. })
                && e.visibility == crate::api::Visibility::Public
        })
        .count()
}

fn upkeep_answer(senator: &SenatorId, pick: ChoiceOption) -> Answer {
    Answer::Choice {
        about: ChoiceAbout::BodyguardUpkeep {
            senator: senator.clone(),
        },
        pick,
    }
}

/// REV-20 (card:intrigue-open-bodyguard/2-3): each Revenue Phase the holder's faction is asked
/// (Default Move: pay); paying costs 1T and 1 Popularity; declining, or a Senator who cannot
/// pay, discards the card; a Senator in no faction loses it when the phase opens.
#[test]
fn rev_20_the_open_bodyguard_upkeep_each_revenue_phase() {
    let mut g = revenue(42);
    let s = in_rome_senator(&g, 0);
    let i = g.find_senator(&s).unwrap();
    g.senators[i].open_bodyguard = Some(BODYGUARD.into());
    g.senators[i].treasury = 3;
    g.senators[i].popularity = 2;
    let mut ev = Vec::new();
    let ds = g.rev_20_upkeep_decisions(&mut ev);
    assert_eq!(ds.len(), 1);
    assert_eq!(ds[0].owner, f(0));
    assert_eq!(ds[0].default, upkeep_answer(&s, ChoiceOption::PayBodyguard));
    // The Default Move: he pays.
    g.rev_20_upkeep(&[(f(0), ds[0].default.clone())], &mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::BodyguardUpkeepPaid { senator, popularity: 1, .. } if *senator == s
    )));
    assert_eq!(g.senators[i].treasury, 2);
    assert_eq!(g.senators[i].popularity, 1);
    assert!(g.senators[i].open_bodyguard.is_some());
    // He cannot pay (no Talent): discarded.
    g.senators[i].treasury = 0;
    let mut ev = Vec::new();
    g.rev_20_upkeep(
        &[(f(0), upkeep_answer(&s, ChoiceOption::PayBodyguard))],
        &mut ev,
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::BodyguardDiscarded {
            why: BodyguardLoss::CannotPay,
            ..
        }
    )));
    assert!(g.senators[i].open_bodyguard.is_none());
    assert!(g.discard.contains(&DeckCard::Intrigue(BODYGUARD.into())));
    // Dropped by choice.
    g.discard.clear();
    g.senators[i].open_bodyguard = Some(BODYGUARD.into());
    g.senators[i].treasury = 5;
    let mut ev = Vec::new();
    g.rev_20_upkeep(
        &[(f(0), upkeep_answer(&s, ChoiceOption::DropBodyguard))],
        &mut ev,
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::BodyguardDiscarded {
            why: BodyguardLoss::NotPaid,
            ..
        }
    )));
    assert_eq!(g.senators[i].treasury, 5);
    // In no faction: discarded when the phase opens, nobody asked.
    g.senators[i].open_bodyguard = Some(BODYGUARD.into());
    g.senators[i].faction = None;
    let mut ev = Vec::new();
    assert!(g.rev_20_upkeep_decisions(&mut ev).is_empty());
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::BodyguardDiscarded {
            why: BodyguardLoss::Unaligned,
            ..
        }
    )));
}

/// REV-20 (card:intrigue-open-bodyguard/3): the card is discarded when its Senator dies (his
/// heir does not inherit it).
#[test]
fn rev_20_the_open_bodyguard_is_discarded_when_he_dies() {
    let mut g = revenue(43);
    let i = g.in_rome_of(f(0))[0];
    g.senators[i].open_bodyguard = Some(BODYGUARD.into());
    let mut ev = Vec::new();
    g.kill_senator(i, crate::DeathCause::Mortality, &mut ev);
    let consequences = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::SenatorDied { consequences, .. } => Some(consequences.clone()),
            _ => None,
        })
        .unwrap();
    assert!(consequences.contains(&crate::facts::Consequence::OpenBodyguardDiscarded));
    assert!(g.discard.contains(&DeckCard::Intrigue(BODYGUARD.into())));
    assert!(g.senators.iter().all(|s| s.open_bodyguard.is_none()));
}

/// REV-20 end to end: the round of the Revenue Phase carries the upkeep question, and its
/// Default Move pays after the income.
#[test]
fn rev_20_the_upkeep_is_asked_in_the_pb_02_round() {
    let (mut g, _) = new_game(3, 44);
    g.pending = None;
    g.turn = 1;
    let i = g.in_rome_of(f(1))[0];
    let s = g.senators[i].id();
    g.senators[i].open_bodyguard = Some(BODYGUARD.into());
    g.senators[i].treasury = 4;
    let mut ev = Vec::new();
    g.start_revenue(&mut ev);
    let ds = g.open_decisions();
    assert!(ds.iter().any(|d| d.owner == f(1)
        && matches!(
            &d.options,
            DecisionOptions::Choice {
                about: ChoiceAbout::BodyguardUpkeep { senator },
                ..
            } if *senator == s
        )));
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::BodyguardUpkeepPaid { senator, .. } if *senator == s
    )));
    let i = g.find_senator(&s).unwrap();
    assert_eq!(g.senators[i].treasury, 3);
}

fn civil_war_won() -> Vec<Event> {
    vec![Event {
        visibility: crate::api::Visibility::Public,
        kind: EventKind::CivilWarBattle {
            commander: SenatorId("1".into()),
            rebel: SenatorId("2".into()),
            senate_strength: 10,
            rebel_strength: 5,
            dice: vec![4, 4, 4],
            modifier: 0,
            total: 17,
            result: crate::api::BattleOutcome::Victory,
            senate_legions_lost: 0,
            rebel_legions_lost: 2,
        },
    }]
}

/// COM-23 (card:intrigue-proscription/1-4): after a Civil War victory the holder is asked
/// (Default Move: no play); played, the HRAO eliminates every Knight for 1d6T each; his
/// faction may not recruit Knights any more (refused naming COM-23), the others add 1.
#[test]
fn com_23_proscription_after_a_civil_war_victory() {
    let (mut g, _) = new_game(3, 45);
    g.pending = None;
    g.turn = 2;
    g.phase = Phase::Combat;
    let h = g.hrao_index().unwrap();
    let hf = g.senators[h].faction.unwrap();
    let holder = FactionId((hf.0 + 1) % 3);
    rig_hand(
        &mut g,
        holder.0,
        vec![DeckCard::Intrigue("proscription-1".into())],
    );
    let a = g.in_rome_of(f(0))[0];
    let b = g.in_rome_of(f(2))[0];
    g.senators[a].knights = 2;
    g.senators[b].knights = 1;
    // No battle won: nobody is asked.
    assert!(!g.com_23_offer(&[]));
    assert!(g.com_23_offer(&civil_war_won()));
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.owner, holder);
    let DecisionOptions::Choice { about, options } = &d.options else {
        panic!()
    };
    assert_eq!(
        *about,
        ChoiceAbout::Proscription {
            hrao: hf,
            knights: 3
        }
    );
    assert!(options.contains(&ChoiceOption::PlayProscription));
    assert!(matches!(
        &d.default,
        Answer::Choice {
            pick: ChoiceOption::Pass,
            ..
        }
    ));
    g.pending = None;
    let mut ev = Vec::new();
    g.com_23_answer(holder, about, &ChoiceOption::PlayProscription, &mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProscriptionPlayed { faction } if *faction == holder
    )));
    let d = g.open_decisions().into_iter().next().unwrap();
    assert_eq!(d.owner, hf, "the HRAO decides");
    let DecisionOptions::Choice { about, .. } = &d.options else {
        panic!()
    };
    assert!(matches!(
        &d.default,
        Answer::Choice {
            pick: ChoiceOption::Refuse,
            ..
        }
    ));
    let about = about.clone();
    g.pending = None;
    let before = g.senators[h].treasury;
    g.script_dice(vec![6, 5, 4]);
    let mut ev = Vec::new();
    g.com_23_answer(hf, &about, &ChoiceOption::ProscribeKnights, &mut ev);
    let (knights, talents) = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::KnightsProscribed {
                knights, talents, ..
            } => Some((*knights, *talents)),
            _ => None,
        })
        .unwrap();
    assert_eq!((knights, talents), (3, 15));
    assert_eq!(g.senators[h].treasury, before + 15);
    assert!(g.senators.iter().all(|s| s.knights == 0));
    assert!(matches!(
        g.com_23_may_recruit(hf),
        Err(RuleError::Illegal {
            why: Illegal::KnightsProscribed,
            ..
        })
    ));
    assert_eq!(g.com_23_knight_bonus(hf), 0);
    assert_eq!(g.com_23_knight_bonus(holder), 1);
    assert!(
        g.discard
            .contains(&DeckCard::Intrigue("proscription-1".into()))
    );
}

/// COM-23 (card:intrigue-proscription/4): the HRAO declines: the card is discarded, nothing
/// else happens.
#[test]
fn com_23_the_hrao_declines() {
    let (mut g, _) = new_game(3, 46);
    g.pending = None;
    g.turn = 2;
    g.phase = Phase::Combat;
    let h = g.hrao_index().unwrap();
    let hf = g.senators[h].faction.unwrap();
    let a = g.in_rome_of(f(0))[0];
    g.senators[a].knights = 2;
    let about = ChoiceAbout::Proscribe {
        holder: f(1),
        knights: 2,
    };
    let mut ev = Vec::new();
    g.com_23_answer(hf, &about, &ChoiceOption::Refuse, &mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProscriptionDeclined { faction } if *faction == hf
    )));
    assert_eq!(g.senators[a].knights, 2);
    assert!(g.com_23_may_recruit(hf).is_ok());
}

/// REV-17 (card:bequest-pergamene/3): "Rebel Consul may keep Bequest" is his faction's choice
/// in the PB-02 round (Default Move: keep); handed over, the State collects it.
#[test]
fn rev_17_the_rebel_consul_chooses_to_keep_the_pergamene_bequest() {
    let (mut g, _) = new_game(3, 47);
    let i = g.in_rome_of(f(0))[0];
    let consul = g.senators[i].id();
    g.senators[i].rebel = true;
    g.bequests
        .sent
        .push(("pergamene-bequest".into(), consul.clone(), 1));
    g.turn = 2;
    let ds = g.rev_17_rebel_choices();
    assert_eq!(ds.len(), 1);
    assert_eq!(ds[0].owner, f(0));
    let Answer::Choice { about, pick } = &ds[0].default else {
        panic!()
    };
    assert_eq!(*pick, ChoiceOption::KeepBequest);
    // Handed over: the State gains 50T.
    let before = g.state_treasury;
    let mut ev = Vec::new();
    let give = Answer::Choice {
        about: about.clone(),
        pick: ChoiceOption::GiveBequest,
    };
    g.rev_17_collect(&[(f(0), give)], &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::StateTreasury { delta: 50, .. }))
    );
    assert_eq!(g.state_treasury, before + 50);
    // Kept (the Default Move): his Personal Treasury.
    let (mut g, _) = new_game(3, 47);
    let i = g.in_rome_of(f(0))[0];
    g.senators[i].rebel = true;
    g.bequests
        .sent
        .push(("pergamene-bequest".into(), consul.clone(), 1));
    g.turn = 2;
    let t = g.senators[i].treasury;
    let mut ev = Vec::new();
    let keep = g.rev_17_rebel_choices()[0].default.clone();
    g.rev_17_collect(&[(f(0), keep)], &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::BequestKeptByRebel { talents: 50, .. }))
    );
    assert_eq!(g.senators[i].treasury, t + 50);
}

/// COM-23 (card:intrigue-proscription/3): the faction that proscribed the Knights gets a
/// Default Move attracting none, so a mail written on it is refused only on its KNIGHTS line
/// (ORDERS.md: a bad line never erases a good one); the other factions' Defaults still attract.
#[test]
fn com_23_a_proscribed_factions_initiative_default_attracts_no_knights() {
    let (mut g, _) = new_game(3, 48);
    g.pending = None;
    g.proscribed = Some(f(0));
    let d = g.initiative_decision(f(0), 1);
    let Answer::Initiative(plan) = &d.default else {
        panic!("{:?}", d.default)
    };
    assert_eq!(plan.knights, None, "{plan:?}");
    // The Default Move is legal, and so is an answer made on it without Knights.
    assert!(g.validate(&d, d.default.clone()).is_ok());
    let mut with_knights = plan.clone();
    with_knights.knights = Some(KnightsOrder::Attract {
        senator: in_rome_senator(&g, 0),
        spend: 1,
    });
    assert!(matches!(
        g.validate(&d, Answer::Initiative(with_knights)),
        Err(RuleError::Illegal {
            why: Illegal::KnightsProscribed,
            ..
        })
    ));
    // Another faction still attracts by default.
    let other = g.initiative_decision(f(1), 2);
    let Answer::Initiative(plan) = &other.default else {
        panic!("{:?}", other.default)
    };
    assert!(matches!(plan.knights, Some(KnightsOrder::Attract { .. })));
}

/// COM-23 (card:intrigue-proscription/3): a plan sent ahead with the revenue orders (PB-03)
/// that attracts Knights is refused when it is read, naming COM-23, so the reader leaves out
/// that line alone (not the whole plan when the Forum Phase opens); without it the answer stands.
#[test]
fn com_23_a_proscribed_plan_ahead_attracting_knights_is_refused_when_read() {
    let mut g = revenue(49);
    g.proscribed = Some(f(0));
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0) && d.kind == DecisionKind::Revenue)
        .unwrap();
    let Answer::Revenue { .. } = &d.default else {
        panic!("{:?}", d.default)
    };
    let ahead = |knights: Option<KnightsOrder>| {
        let mut a = d.default.clone();
        if let Answer::Revenue { plan_ahead, .. } = &mut a {
            *plan_ahead = Some(PlanAhead {
                initiative: 1,
                plan: InitiativePlan {
                    knights,
                    ..InitiativePlan::default()
                },
            });
        }
        a
    };
    let attract = KnightsOrder::Attract {
        senator: in_rome_senator(&g, 0),
        spend: 1,
    };
    let e = g.validate(&d, ahead(Some(attract))).unwrap_err();
    assert!(
        matches!(
            &e,
            RuleError::Illegal {
                rule,
                why: Illegal::KnightsProscribed,
            } if *rule == "COM-23"
        ),
        "{e:?}"
    );
    assert!(g.validate(&d, ahead(None)).is_ok());
}
