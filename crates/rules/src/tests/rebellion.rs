//! Civil war (RVN-05..RVN-09, REV-03, VIC-04, VIC-06, POP-05 and GEN-12's rebel exception,
//! MOR-04's rebel part).

use super::*;
use crate::IncomeItem;
use crate::rebellion::Rebellion;
use crate::state::Force;

/// A game after setup (turn 1) in the Revolution Phase, with faction 0's first senator away
/// commanding a victorious force (its war is not in the Forum) of `legions` Legions, `own` of
/// them Veterans owing him allegiance, and 1 Fleet. Returns the game and his index.
fn with_victor(b: u8, legions: u32, own: usize) -> (Game, usize) {
    victor(b, legions, own, 1, |_| {})
}

/// Tests: talents from the bank (kept in the ledger so the accounts balance).
fn give(g: &mut Game, i: usize, n: u32) {
    g.senators[i].treasury += n;
    g.ledger.bank_to_players += u64::from(n);
}

fn revolt(commander: &SenatorId, at_least: u32, spend: u32, with: &[SenatorId]) -> Answer {
    revolt_answer(RevoltOrder {
        at_least,
        spend,
        joined_by: with.to_vec(),
        ..revolt_order(commander)
    })
}

#[test]
fn rvn_05_a_victorious_commander_may_revolt_others_may_not() {
    let (mut g, i) = with_victor(60, 3, 0);
    let id = g.senators[i].id();
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.owner == f(0))
        .unwrap();
    let DecisionOptions::Revolution { may_revolt, .. } = &d.options else {
        panic!("wrong options");
    };
    assert_eq!(may_revolt, &vec![id.clone()]);
    // Another senator of the faction won no victory.
    let other = g.senators[of(&g, 0)[1]].id();
    let err = g
        .submit(f(0), &decision(&g, 0), revolt(&other, 1, 0, &[]))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NotAVictor { .. },
            ..
        }
    ));
    // Nor may another faction revolt with him.
    let err = g
        .submit(f(1), &decision(&g, 1), revolt(&id, 1, 0, &[]))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::NotAVictor { .. },
            ..
        }
    ));
    // RVN-06: no more talents than he holds.
    let have = g.senators[i].treasury;
    let err = g
        .submit(f(0), &decision(&g, 0), revolt(&id, 1, have + 1, &[]))
        .unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::LoyaltyShort { .. },
            ..
        }
    ));
    // The Default Move: no revolt, the force comes home.
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(g.rebellion.is_none());
    assert!(g.forces.is_empty());
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RevoltDeclared { .. }))
    );
}

/// RVN-06: 4 Legions, 1 a Veteran of his own (follows without a roll); the other 3 roll 5, 4,
/// 6: two follow on 5 or more. He wanted at least 3 and gets 3: he revolts with them; the one
/// that did not follow and the Fleet stay with the Senate.
#[test]
fn rvn_06_legions_follow_on_five() {
    let (mut g, i) = with_victor(61, 4, 1);
    let id = g.senators[i].id();
    let fam = g.senators[i].family;
    give(&mut g, i, 20);
    let before = g.senators[i].treasury;
    let legions = g.legions;
    let fleets = g.fleets;
    g.submit(f(0), &decision(&g, 0), revolt(&id, 3, 0, &[]))
        .unwrap();
    g.script_dice(vec![5, 4, 6]);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    let EventKind::LegionAllegiance {
        rolled,
        followed,
        own_veterans,
        need,
        ..
    } = found(&ev, |k| matches!(k, EventKind::LegionAllegiance { .. }))
    else {
        unreachable!()
    };
    assert_eq!((*rolled, *followed, *own_veterans, *need), (3, 3, 1, 5));
    let EventKind::RevoltDeclared {
        legions: l,
        veterans,
        strength,
        ..
    } = found(&ev, |k| matches!(k, EventKind::RevoltDeclared { .. }))
    else {
        unreachable!()
    };
    let mil = u32::from(g.senators[i].military(data()));
    assert_eq!((*l, *veterans), (3, 1));
    assert_eq!(
        *strength,
        4 + mil.min(4),
        "3 Legions, the Veteran double, + MIL"
    );
    let r = g.rebellion.clone().unwrap();
    assert_eq!(r.rebel, id);
    assert_eq!(r.veterans, vec![fam]);
    // REV-03 runs when the next Revenue Phase's PB-02 answers are in: 2 regular Legions at
    // 2T (the Veteran is free).
    g.resolve(true);
    assert_eq!(r.legions, 3);
    assert_eq!(g.senators[i].treasury, before - 4);
    assert_eq!(g.legions, legions - 3, "the followers left the Senate");
    assert_eq!(g.fleets, fleets, "the Fleet returned to the Active Forces");
    assert!(g.forces.is_empty());
    assert!(g.senators[i].rebel && !g.senators[i].in_rome);
    assert!(g.accounts().balanced());
}

/// RVN-06 / PB-13: loyalty bought (2T for the first two rolls, told to all) turns two 4s into
/// followers; RVN-05: with fewer followers than ordered he lays down his command.
#[test]
fn rvn_06_loyalty_bought_and_conditional_revolt() {
    let (mut g, i) = with_victor(62, 3, 0);
    let id = g.senators[i].id();
    give(&mut g, i, 5);
    g.submit(f(0), &decision(&g, 0), revolt(&id, 3, 2, &[]))
        .unwrap();
    g.script_dice(vec![4, 4, 1]);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::LoyaltyBought { talents: 2, .. })));
    let EventKind::RevoltNotDeclared {
        followed, wanted, ..
    } = found(&ev, |k| matches!(k, EventKind::RevoltNotDeclared { .. }))
    else {
        unreachable!()
    };
    assert_eq!((*followed, *wanted), (2, 3));
    assert!(g.rebellion.is_none());
    assert!(g.forces.is_empty(), "he laid down his command");
    assert!(!g.senators[i].rebel);
    assert!(g.ledger.spent_to_bank >= 2);
    assert!(g.accounts().balanced());
}

/// RVN-07 / RVN-08: a Secondary Rebel named in the order joins; both lose Concessions (to the
/// Forum), Knights and offices, leave Rome, and take no Personal Revenue; Veterans owing a
/// rebel allegiance desert to the Rebel (LR 1.11.34).
#[test]
fn rvn_07_rvn_08_secondary_rebel_and_markers() {
    let (mut g, i) = with_victor(63, 2, 0);
    let id = g.senators[i].id();
    let j = of(&g, 0)[1];
    let sid = g.senators[j].id();
    let sfam = g.senators[j].family;
    g.senators[j].knights = 2;
    g.senators[j].offices = vec![Office::Censor];
    g.senators[j]
        .concessions
        .push(crate::state::HeldConcession {
            key: "harbor-fees".into(),
            corrupt: false,
        });
    g.veterans_in_rome.push(sfam);
    g.senators[i].treasury = 30;
    let legions = g.legions;
    g.submit(
        f(0),
        &decision(&g, 0),
        revolt(&id, 1, 0, std::slice::from_ref(&sid)),
    )
    .unwrap();
    g.script_dice(vec![6, 6]);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::SecondaryRebels { .. })),
        EventKind::SecondaryRebels { senators, .. } if *senators == vec![sid.clone()]
    ));
    let EventKind::RebelMarked {
        concessions,
        knights,
        offices,
        ..
    } = found(
        &ev,
        |k| matches!(k, EventKind::RebelMarked { senator, .. } if *senator == sid),
    )
    else {
        unreachable!()
    };
    assert_eq!(concessions, &vec!["harbor-fees".to_string()]);
    assert_eq!(*knights, 2);
    assert_eq!(offices, &vec![crate::Post::Office(crate::Office::Censor)]);
    let j = g.find_senator(&sid).unwrap();
    assert!(g.senators[j].rebel && !g.senators[j].in_rome);
    assert!(g.senators[j].offices.is_empty() && g.senators[j].knights == 0);
    assert!(g.forum_concessions.contains(&"harbor-fees".to_string()));
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::VeteransDesert { legions: 1, .. }))
    );
    let r = g.rebellion.clone().unwrap();
    assert_eq!(r.legions, 3, "2 followers and the deserting Veteran");
    assert_eq!(g.legions, legions - 3);
    assert!(g.veterans_in_rome.is_empty());
    // RVN-08: no Personal Revenue for rebels (the next turn's revenue ran).
    let EventKind::IncomeCollected { detail, .. } = found(
        &ev,
        |k| matches!(k, EventKind::IncomeCollected { faction, .. } if *faction == f(0)),
    ) else {
        unreachable!()
    };
    let rebels = [id.clone(), g.senators[j].id()];
    assert!(
        !detail.is_empty(),
        "the faction's other Senators still earn"
    );
    assert!(
        detail.iter().all(|item| match item {
            IncomeItem::Senator { senator, .. }
            | IncomeItem::Knights { senator, .. }
            | IncomeItem::Concession { senator, .. } => !rebels.contains(senator),
            IncomeItem::Spoils { governor, .. } => !rebels.contains(governor),
            IncomeItem::Pontifex { senator, .. } | IncomeItem::GrainBonus { senator, .. } => {
                !rebels.contains(senator)
            }
        }),
        "{detail:?}"
    );
}

/// RVN-05: a later declarer (clockwise) with a stronger Army supersedes the earlier Rebel.
#[test]
fn rvn_05_a_stronger_later_rebel_supersedes() {
    let (mut g, i) = with_victor(64, 2, 0);
    let id = g.senators[i].id();
    let k = of(&g, 1)[0];
    let kid = g.senators[k].id();
    g.senators[k].in_rome = false;
    g.senators[k].offices.clear();
    g.forces.push(Force {
        commander: Some(kid.clone()),
        master_of_horse: None,
        war: "punic-1".into(),
        legions: 6,
        veterans: vec![],
        fleets: 0,
        dispatched: 1,
        sent_turn: 1,
    });
    g.legions += 6;
    g.active_wars.retain(|w| w != "punic-1");
    g.inactive_wars.retain(|w| w != "punic-1");
    g.pending = None;
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    // Whoever declares first, the stronger Army (6 Legions against 2) is the Rebel.
    g.senators[i].treasury = 40;
    g.senators[k].treasury = 40;
    g.submit(f(0), &decision(&g, 0), revolt(&id, 1, 0, &[]))
        .unwrap();
    g.submit(f(1), &decision(&g, 1), revolt(&kid, 1, 0, &[]))
        .unwrap();
    g.script_dice(vec![6; 8]);
    g.script_chits(vec!["none".into()]);
    let ev = g.resolve(true);
    assert_eq!(g.rebellion.as_ref().unwrap().rebel, kid);
    assert!(g.senators[g.find_senator(&kid).unwrap()].rebel);
    assert!(!g.senators[g.find_senator(&id).unwrap()].rebel);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::RevoltSuperseded { .. } | EventKind::RevoltNotDeclared { .. }
    )));
}

/// A Revolt in place: faction 0's first senator with `legions` Legions, none veterans.
pub(super) fn with_rebel(b: u8, legions: u32) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    let i = in_revolt(&mut g, |r| Rebellion { legions, ..r });
    (g, i)
}

/// REV-03: 2T per Legion from the Rebel's Personal Treasury, then his Faction Treasury; those
/// he cannot pay go back to the Senate.
#[test]
fn rev_03_rebel_maintenance_paid_and_released() {
    let (mut g, i) = with_rebel(65, 4);
    g.senators[i].treasury = 3;
    g.factions[0].treasury = 2;
    let legions = g.legions;
    let spent = g.ledger.spent_to_bank;
    let mut ev = Vec::new();
    let payments = g.rev_03_upkeep_payments(FactionId(0), &[]).unwrap();
    let _ = g.rev_03_rebel_maintenance(&payments, true, &mut ev);
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::RebelMaintenance { .. })),
        EventKind::RebelMaintenance {
            legions: 2,
            released: 2,
            ..
        }
    ));
    assert_eq!(g.senators[i].treasury, 0);
    assert_eq!(g.factions[0].treasury, 1);
    assert_eq!(g.ledger.spent_to_bank - spent, 4);
    assert_eq!(g.rebellion.as_ref().unwrap().legions, 2);
    assert_eq!(g.legions, legions + 2);
}

/// MOR-04 / RVN-09 (LR 1.11.372): the Primary Rebel dies: the Revolt fails, the Secondary
/// Rebels die and his Legions return to the Active Forces.
#[test]
fn mor_04_rebel_death_makes_the_revolt_fail() {
    let (mut g, i) = with_rebel(66, 5);
    let j = of(&g, 0)[1];
    let sid = g.senators[j].id();
    g.senators[j].rebel = true;
    g.senators[j].in_rome = false;
    g.rebellion.as_mut().unwrap().secondaries = vec![sid.clone()];
    let legions = g.legions;
    let mut ev = Vec::new();
    g.kill_senator(i, DeathCause::Mortality, &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::RevoltFailed { legions: 5, .. }))
    );
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, cause: DeathCause::RevoltFailed { .. }, .. } if *senator == sid
    )));
    assert!(g.rebellion.is_none());
    assert_eq!(g.legions, legions + 5);
    assert!(g.senators.iter().all(|s| !s.rebel));
}

/// POP-05 / VIC-04 (2) / VIC-06: a People Revolt while a Senator is in Revolt, with fewer than
/// 4 Active Wars: the Rebel wins.
#[test]
fn pop_05_vic_04_vic_06_people_revolt_with_a_rebel_wins_for_him() {
    let (mut g, i) = with_rebel(67, 3);
    let id = g.senators[i].id();
    g.active_wars.clear();
    let mut ev = Vec::new();
    g.people_revolt(&mut ev);
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelWins {
                rebel: id,
                faction: f(0),
                condition: RebelWin::PeopleRevolt
            }
        }
    );
    assert_eq!(Ending::PeopleRevolt.rule(), "VIC-03");
}

/// GEN-12 / VIC-04 (2) / VIC-06: bankruptcy while a Senator is in Revolt with 4 Active Wars:
/// the Rebel takes every Legion and Fleet against them (the war of his choice, here his Default
/// Move); one Victory brings them below 4 and he wins. Without a Rebel the bankruptcy is
/// everyone's loss.
#[test]
fn gen_12_vic_01_vic_06_bankruptcy_with_a_rebel_and_four_wars_campaign() {
    let (mut g, i) = with_rebel(68, 3);
    let id = g.senators[i].id();
    g.active_wars = vec![
        "punic-1".into(),
        "gallic-1".into(),
        "illyrian-1".into(),
        "macedonian-1".into(),
    ];
    g.legions = 20;
    g.fleets = 10;
    g.pending = None;
    g.script_dice(vec![6, 6, 6]);
    let mut ev = Vec::new();
    g.state_bankrupt(&mut ev);
    g.vic_06_enter(&mut ev);
    ev.extend(g.resolve(true));
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::RebelCampaign { .. })),
        EventKind::RebelCampaign {
            legions: 23,
            fleets: 10,
            wars: 4,
            ..
        }
    ));
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::Battle { .. })),
        EventKind::Battle {
            result: BattleOutcome::Victory,
            ..
        }
    ));
    assert_eq!(g.active_wars.len(), 3);
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelWins {
                rebel: id,
                faction: f(0),
                condition: RebelWin::Bankruptcy
            }
        }
    );
    let (mut g, _) = new_game(3, 69);
    let mut ev = Vec::new();
    g.state_bankrupt(&mut ev);
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::StateBankrupt
        }
    );
}

/// VIC-06 / VIC-01: the Rebel's campaign fails (a Defeat against the war of his Default Move):
/// the four-war loss takes precedence over his win, every player loses.
#[test]
fn vic_06_vic_01_the_rebels_campaign_fails_and_all_lose() {
    let (mut g, _) = with_rebel(72, 1);
    g.active_wars = vec![
        "punic-1".into(),
        "gallic-1".into(),
        "illyrian-1".into(),
        "macedonian-1".into(),
    ];
    g.legions = 0;
    g.fleets = 10;
    g.script_dice(vec![1, 1, 1]);
    g.script_chits(vec!["none".into()]);
    g.pending = None;
    let mut ev = Vec::new();
    g.people_revolt(&mut ev);
    g.vic_06_enter(&mut ev);
    ev.extend(g.resolve(true));
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::Battle { .. })),
        EventKind::Battle {
            result: BattleOutcome::Defeat,
            legions_lost: 1,
            ..
        }
    ));
    assert_eq!(g.active_wars.len(), 4);
    // VIC-06: the Rebel's campaign failed: every player loses.
    assert!(matches!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelCampaignFailed { wars: 4, .. }
        }
    ));
}

/// RVN-09: with a Rebel marching on Rome the Senate meets as usual (it may send an Army
/// against him). RVN-05: nobody else may revolt meanwhile.
#[test]
fn rvn_09_senate_phase_with_a_rebel_meets() {
    let (mut g, _) = with_rebel(70, 3);
    assert!(g.may_revolt(f(1)).is_empty());
    g.pending = None;
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    assert!(!matches!(g.status(), GameStatus::RulesEnd { .. }));
}

/// RVN-08: a rebel may not receive money from a Faction Treasury or a loyal senator; his
/// faction-mates may still give to the Faction Treasury.
#[test]
fn rvn_08_rebel_cannot_receive_money() {
    let (mut g, i) = with_rebel(71, 3);
    let id = g.senators[i].id();
    let j = of(&g, 0)[1];
    g.senators[j].treasury = 5;
    let jid = g.senators[j].id();
    g.pending = None;
    let mut ev = Vec::new();
    g.start_revenue(&mut ev);
    let to_rebel = revenue_answer(
        &[],
        &[],
        vec![Transfer {
            from: Purse::Senator(jid.clone()),
            to: Purse::Senator(id.clone()),
            amount: 2,
        }],
    );
    let err = g.submit(f(0), &decision(&g, 0), to_rebel).unwrap_err();
    assert!(matches!(
        err,
        RuleError::Illegal {
            why: Illegal::RebelCannotReceive { .. },
            ..
        }
    ));
    let to_treasury = revenue_answer(
        &[],
        &[],
        vec![Transfer {
            from: Purse::Senator(jid),
            to: Purse::FactionTreasury,
            amount: 2,
        }],
    );
    g.submit(f(0), &decision(&g, 0), to_treasury).unwrap();
}

/// REV-16 / RVN-08 (LR 1.06.53): "subtract 20 Talents for each Active War (including
/// Unprosecuted Wars and Civil Wars)"; LR 1.11.3: the Primary Rebel's Army "is an Active War".
/// The State pays 20T for the Revolt in its Debits as for any other Active War.
#[test]
fn rev_16_rvn_08_a_civil_war_costs_the_state_20_like_any_active_war() {
    let (mut g, i) = with_rebel(73, 2);
    let rebel = g.senators[i].id();
    // REV-03: he can pay for his 2 Legions (none goes back to the State).
    g.senators[i].treasury += 4;
    g.ledger.bank_to_players += 4;
    let before = g.state_treasury;
    let wars = i64::try_from(g.active_wars.len()).unwrap_or(0);
    let units = i64::from(g.legions) + i64::from(g.fleets);
    let ev = g.resolve(true);
    let civil: Vec<i64> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::StateTreasury {
                reason: crate::TreasuryReason::CivilWar { rebel: r },
                delta,
                ..
            } if *r == rebel => Some(*delta),
            _ => None,
        })
        .collect();
    assert_eq!(civil, vec![-20]);
    assert_eq!(g.state_treasury, before + 100 - 20 * wars - 20 - 2 * units);
}

/// REV-10 / REV-15 / RVN-08 (LR 1.06.3: "Rebel Senators may not transfer money in their Personal
/// Treasury to or from either non-rebel Senators or any Faction Treasury (but to or from other
/// Rebel Senators is ok)"; LR 1.06.52: "Any non-rebel Senator ... may contribute"): the rules
/// refuse a Rebel's talents to his Faction Treasury, to a loyal Senator and to the State, and
/// let them go to a Secondary Rebel.
#[test]
fn rev_10_rvn_08_a_rebel_sends_talents_only_to_other_rebels() {
    let (mut g, i) = with_rebel(71, 3);
    let id = g.senators[i].id();
    g.senators[i].treasury = 9;
    let j = of(&g, 0)[1];
    let jid = g.senators[j].id();
    let k = of(&g, 0)[2];
    g.senators[k].rebel = true;
    g.senators[k].in_rome = false;
    let kid = g.senators[k].id();
    if let Some(r) = g.rebellion.as_mut() {
        r.secondaries.push(kid.clone());
    }
    let send = |to: Purse| {
        revenue_answer(
            &[],
            &[],
            vec![Transfer {
                from: Purse::Senator(id.clone()),
                to,
                amount: 2,
            }],
        )
    };
    let refused = |r: Result<Receipt, RuleError>| {
        matches!(
            r,
            Err(RuleError::Illegal {
                why: Illegal::RebelCannotSend { .. },
                ..
            })
        )
    };
    let d = decision(&g, 0);
    assert!(refused(g.submit(f(0), &d, send(Purse::FactionTreasury))));
    assert!(refused(g.submit(f(0), &d, send(Purse::Senator(jid)))));
    assert!(refused(g.submit(
        f(0),
        &d,
        revenue_answer(&[], &[(&id.0, 2)], vec![])
    )));
    g.submit(f(0), &d, send(Purse::Senator(kid))).unwrap();
}

/// SEN-19 / RVN-08 (LR 1.09.3: "3 or more Active Wars, or one Active War with a combined Land
/// and Fleet Strength of at least 20, which could be a Civil War"; LR 1.11.3: the Rebel's Army
/// "is an Active War"): the Revolt counts among the Active Wars for a Dictator, and a Rebel Army
/// of strength 20 or more allows one alone.
#[test]
fn sen_19_rvn_08_a_civil_war_counts_for_a_dictator() {
    let (mut g, _) = with_rebel(75, 2);
    g.active_wars.clear();
    assert!(!g.sen_19_dictator_condition());
    for k in ["gallic-1", "syrian"] {
        g.inactive_wars.retain(|w| w != k);
        g.active_wars.push(k.into());
    }
    let rebellion = g.rebellion.take();
    // Two wars below 20 alone do not allow a Dictator ...
    assert!(!g.sen_19_dictator_condition());
    g.rebellion = rebellion;
    // ... two wars and the Civil War (strength 2) are three Active Wars.
    assert!(g.rebel_strength() < 20);
    assert!(g.sen_19_dictator_condition());
    g.active_wars.clear();
    assert!(!g.sen_19_dictator_condition());
    if let Some(r) = g.rebellion.as_mut() {
        r.legions = 20;
    }
    assert!(g.rebel_strength() >= 20);
    assert!(g.sen_19_dictator_condition());
}
