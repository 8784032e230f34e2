//! VIC-06 (LR 1.12.3): the Rebel's campaign against 4 or more Active Wars: his choice of war,
//! battle by battle, each war fought as any Force fights it; the flows that stop for it.

use super::*;
use crate::rebellion::Rebellion;
use crate::state::Force;

/// A game in the Revenue Phase (its round pending) with faction 0's first senator in Revolt
/// holding `legions` Legions, Rome holding `fleets` Fleets and no Legion, and these Active Wars.
fn rebel_with_wars(b: u8, legions: u32, fleets: u32, wars: &[&str]) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    let i = in_revolt(&mut g, |r| Rebellion { legions, ..r });
    g.active_wars = wars.iter().map(|w| w.to_string()).collect();
    g.deck
        .retain(|c| !matches!(c, DeckCard::War(k) if g.active_wars.contains(k)));
    g.legions = 0;
    g.fleets = fleets;
    (g, i)
}

/// Condition 2 met outside any round (the flow stops), then the rules call returns: the
/// campaign opens.
fn bankrupt(g: &mut Game) -> Vec<Event> {
    let mut ev = Vec::new();
    g.state_bankrupt(&mut ev);
    assert_ne!(g.status(), GameStatus::Waiting, "the flow must stop");
    g.vic_06_enter(&mut ev);
    ev
}

/// The open campaign question: (its decision, the options, the Default Move).
fn asked(g: &Game) -> (Decision, Vec<String>, String) {
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| {
            matches!(
                &d.options,
                DecisionOptions::Choice {
                    about: ChoiceAbout::RebelCampaign { .. },
                    ..
                }
            )
        })
        .expect("the Rebel is asked");
    let DecisionOptions::Choice { options, .. } = &d.options else {
        unreachable!()
    };
    let wars = options
        .iter()
        .map(|o| match o {
            ChoiceOption::War { war } => war.clone(),
            other => panic!("not a war: {other:?}"),
        })
        .collect();
    let Answer::Choice {
        pick: ChoiceOption::War { war },
        ..
    } = &d.default
    else {
        panic!("no default war");
    };
    let default = war.clone();
    (d, wars, default)
}

/// The Rebel's faction picks `war`; the round resolves.
fn attack(g: &mut Game, war: &str) -> Vec<Event> {
    let (d, _, _) = asked(g);
    let Answer::Choice { about, .. } = d.default.clone() else {
        unreachable!()
    };
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about,
            pick: ChoiceOption::War { war: war.into() },
        },
    )
    .unwrap();
    g.resolve(true)
}

/// 3d6 summing to `n` (3..=18).
fn three(n: u8) -> Vec<u8> {
    let a = n.saturating_sub(2).min(6);
    let b = (n - a).saturating_sub(1).min(6);
    vec![a, b, n - a - b]
}

fn battles(ev: &[Event]) -> Vec<(String, bool, BattleOutcome, u32, u32)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::Battle {
                war,
                naval,
                result,
                legions_lost,
                fleets_lost,
                ..
            } => Some((war.0.clone(), *naval, *result, *legions_lost, *fleets_lost)),
            _ => None,
        })
        .collect()
}

const FOUR: [&str; 4] = ["punic-1", "gallic-1", "illyrian-1", "macedonian-1"];

/// VIC-06: bankruptcy with a Rebel and 4 Active Wars: no battle is fought by the engine; the
/// Combat Phase opens and the Rebel's faction is asked which war he attacks, among those whose
/// Fleet Support he meets (Macedonian 1 needs 10 Fleets: not listed with 6).
#[test]
fn vic_06_the_rebel_is_asked_which_war_he_attacks() {
    let (mut g, _) = rebel_with_wars(90, 10, 6, &FOUR);
    let ev = bankrupt(&mut g);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_eq!(g.phase, Phase::Combat);
    assert!(matches!(
        ev.iter()
            .map(|e| &e.kind)
            .find(|k| matches!(k, EventKind::RebelCampaign { .. })),
        Some(EventKind::RebelCampaign {
            legions: 10,
            fleets: 6,
            wars: 4,
            ..
        })
    ));
    assert!(battles(&ev).is_empty(), "no battle before his pick");
    let (d, mut wars, default) = asked(&g);
    assert_eq!(d.owner, f(0));
    assert_eq!(wars.first(), Some(&default));
    wars.sort();
    assert_eq!(wars, vec!["gallic-1", "illyrian-1", "punic-1"]);
    // The Default Move: the war he is most likely to beat (Illyrian 1, land 5).
    assert_eq!(default, "illyrian-1");
    // A snapshot keeps the stage.
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back.vic_06, g.vic_06);
    assert!(back.vic_06.is_some());
}

/// VIC-06: his pick (not the Default Move) is the war fought, as any Force fights it: a Victory
/// discards it with its Spoils to the State Treasury and makes a Veteran; below 4 he wins.
#[test]
fn vic_06_his_pick_is_fought_and_he_wins_below_four() {
    let (mut g, i) = rebel_with_wars(91, 10, 6, &FOUR);
    let rebel = g.senators[i].id();
    bankrupt(&mut g);
    let treasury = g.state_treasury;
    g.script_dice(vec![6, 6, 6]);
    let ev = attack(&mut g, "gallic-1");
    let b = battles(&ev);
    assert_eq!(
        b,
        vec![("gallic-1".to_string(), false, BattleOutcome::Victory, 0, 0)]
    );
    assert!(!g.active_wars.contains(&"gallic-1".to_string()));
    assert_eq!(g.active_wars.len(), 3);
    assert_eq!(g.state_treasury, treasury + 20, "Gallic 1's Spoils");
    let r = g.rebellion.as_ref().unwrap();
    assert_eq!(r.legions, 10);
    assert_eq!(r.veterans.len(), 1);
    assert_eq!(g.legions, 0);
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelWins {
                rebel,
                faction: f(0),
                condition: RebelWin::Bankruptcy
            }
        }
    );
}

/// VIC-06: against a war with a fleet he fights the naval battle first, then the land battle.
#[test]
fn vic_06_a_naval_battle_before_the_land_battle() {
    let (mut g, _) = rebel_with_wars(92, 12, 12, &FOUR);
    bankrupt(&mut g);
    g.script_dice(vec![6, 6, 6, 6, 6, 6]);
    let ev = attack(&mut g, "punic-1");
    let b = battles(&ev);
    assert_eq!(b.len(), 2);
    assert_eq!((b[0].0.as_str(), b[0].1), ("punic-1", true));
    assert_eq!((b[1].0.as_str(), b[1].1), ("punic-1", false));
    assert_eq!(b[1].2, BattleOutcome::Victory);
    assert!(!g.active_wars.contains(&"punic-1".to_string()));
    assert!(g.naval_victories.is_empty());
    assert_eq!(g.fleets, 12);
    assert!(matches!(g.status(), GameStatus::Finished { .. }));
}

/// VIC-06 / COM-07: an unmodified roll on the war's Disaster number: he loses half his Legions
/// (rounded up), the war stands and the campaign fails: every player loses.
#[test]
fn vic_06_a_disaster_ends_the_campaign() {
    let (mut g, i) = rebel_with_wars(93, 9, 6, &FOUR);
    let fam = g.senators[i].family;
    bankrupt(&mut g);
    // Gallic 1: Disaster on 13.
    g.script_dice(three(13));
    let harmless = (1..=30u8).find(|n| *n != fam).unwrap().to_string();
    g.script_chits(vec![harmless; 8]);
    let ev = attack(&mut g, "gallic-1");
    let b = battles(&ev);
    assert_eq!(
        b,
        vec![("gallic-1".to_string(), false, BattleOutcome::Disaster, 5, 3)]
    );
    assert_eq!(g.rebellion.as_ref().unwrap().legions, 4);
    assert_eq!(g.fleets, 3);
    assert_eq!(g.active_wars.len(), 4);
    // His losses are told as his, not as Rome's.
    let losses = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::RebelLosses {
                legions,
                fleets,
                legions_left,
                fleets_left,
                ..
            } => Some((*legions, *fleets, *legions_left, *fleets_left)),
            _ => None,
        })
        .expect("the Rebel's losses");
    assert_eq!(losses, (5, 3, 4, 3));
    assert!(!ev.iter().any(|e| matches!(
        e.kind,
        EventKind::Forces {
            reason: crate::ForcesReason::BattleLosses { .. },
            ..
        }
    )));
    assert!(matches!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelCampaignFailed { wars: 4, .. }
        }
    ));
}

/// VIC-06: with 5 wars a Victory is not enough: he sees the result and is asked again for the
/// next war; the second Victory brings them below 4.
#[test]
fn vic_06_asked_again_after_each_victory() {
    let (mut g, i) = rebel_with_wars(
        94,
        20,
        6,
        &["syrian", "gallic-1", "illyrian-1", "punic-2", "illyrian-2"],
    );
    let rebel = g.senators[i].id();
    bankrupt(&mut g);
    g.script_dice(vec![6, 6, 6]);
    let ev = attack(&mut g, "punic-2");
    assert_eq!(battles(&ev).len(), 1);
    assert_eq!(g.status(), GameStatus::Waiting);
    let (d, wars, _) = asked(&g);
    assert!(!wars.contains(&"punic-2".to_string()));
    assert_eq!(wars.len(), 4);
    assert!(d.id.0.contains("vic06-2"), "{}", d.id.0);
    g.script_dice(vec![6, 6, 6]);
    attack(&mut g, "syrian");
    assert_eq!(g.active_wars.len(), 3);
    assert_eq!(
        g.status(),
        GameStatus::Finished {
            ending: Ending::RebelWins {
                rebel,
                faction: f(0),
                condition: RebelWin::Bankruptcy
            }
        }
    );
}

/// VIC-06 exception (condition 1): the Senate did not attack him; he defeats the last war
/// needed but a Mortality chit kills him: no Consul for Life, so the Revolt fails and the
/// Combat Phase goes on to its end (COM-21 with 3 wars: no loss), then the Revolution Phase.
#[test]
fn vic_06_condition_1_exception_resumes_the_combat_phase() {
    let (mut g, i) = rebel_with_wars(95, 10, 6, &FOUR);
    let fam = g.senators[i].family;
    g.pending = None;
    g.phase = Phase::Combat;
    let mut ev = Vec::new();
    assert!(g.rvn_09_civil_war(&mut ev), "the Combat Phase stops");
    g.vic_06_enter(&mut ev);
    assert_eq!(g.status(), GameStatus::Waiting);
    // Illyrian 1 (land 5, Disaster 5, Standoff 17): a total of 17 is a Victory losing 1 Legion.
    let m = g.senators[i].military(data()).min(10);
    g.script_dice(three(12 - m));
    g.script_chits(vec![fam.to_string()]);
    let ev = attack(&mut g, "illyrian-1");
    let b = battles(&ev);
    assert_eq!(
        b,
        vec![(
            "illyrian-1".to_string(),
            false,
            BattleOutcome::Victory,
            1,
            1
        )]
    );
    assert_eq!(g.fleets, 5);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::RevoltFailed { .. }))
    );
    assert!(g.rebellion.is_none());
    assert_eq!(g.active_wars.len(), 3);
    // His 9 surviving Legions are the State's again.
    assert_eq!(g.legions, 9);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_eq!(g.phase, Phase::Revolution);
    assert!(ev.iter().any(
        |e| matches!(&e.kind, EventKind::PhaseStarted { phase, .. } if *phase == crate::Phase::Revolution)
    ));
}

/// VIC-06 / GEN-12: a bankruptcy while paying the Revenue Phase's debits with a Rebel and 4
/// wars: the Revenue Phase stops (no Forum Phase), the campaign opens in the same round, and
/// the game ends after it (here his Default Move).
#[test]
fn vic_06_a_bankruptcy_with_four_wars_suspends_and_ends_the_game_after_the_campaign() {
    let (mut g, i) = rebel_with_wars(96, 10, 6, &FOUR);
    // REV-03: he pays the maintenance of his 10 Legions (paid with the PB-02 answers).
    g.senators[i].treasury += 20;
    g.ledger.bank_to_players += 20;
    // 100T of annual revenue less 10T owed: 90T against 80T for the wars and 20T for the
    // Civil War: bankrupt (LR 1.06.53/3; the maintenance, last, eliminates Forces instead).
    g.state_treasury = -10;
    let ev = g.resolve(true);
    assert!(
        ev.iter().any(|e| matches!(
            e.kind,
            EventKind::StateTreasury { shortfall, .. } if shortfall > 0
        )),
        "the State could not pay"
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::PhaseStarted { phase, .. } if *phase == crate::Phase::Forum))
    );
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_eq!(g.phase, Phase::Combat);
    let (_, _, default) = asked(&g);
    let ev = g.resolve(true);
    assert!(battles(&ev).iter().any(|b| b.0 == default));
    assert!(matches!(g.status(), GameStatus::Finished { .. }));
    assert!(g.vic_06.is_none());
}

/// VIC-06: whatever the dice and picks, under condition 2 the campaign ends the game within one
/// round per war, never creates a Legion or a Fleet, and the talents stay conserved; under
/// condition 1 it ends the game or the Combat Phase goes on to the Revolution Phase.
#[test]
fn vic_06_every_campaign_ends_without_creating_units() {
    let wars = [
        "syrian",
        "gallic-1",
        "illyrian-1",
        "punic-1",
        "macedonian-1",
    ];
    let (mut fought, mut won, mut resumed) = (0, 0, 0);
    for b in 0..40u8 {
        let n = 4 + usize::from(b % 2);
        let legions = 3 + u32::from(b % 9) * 2;
        let fleets = u32::from(b % 13);
        let (mut g, _) = rebel_with_wars(100 + b, legions, fleets, &wars[..n]);
        let first = b % 3 == 0;
        if b % 4 == 0 {
            g.pending = None;
            g.phase = Phase::Combat;
            let mut ev = Vec::new();
            assert!(g.rvn_09_civil_war(&mut ev));
            g.vic_06_enter(&mut ev);
        } else {
            bankrupt(&mut g);
        }
        let condition_1 = b % 4 == 0;
        let mut rounds = 0;
        while g.vic_06.is_some() && g.status() == GameStatus::Waiting {
            rounds += 1;
            assert!(rounds <= n, "seed {b}: too many rounds");
            let (_, options, default) = asked(&g);
            let pick = if first {
                default
            } else {
                options.last().cloned().unwrap()
            };
            attack(&mut g, &pick);
            let units = g.legions + g.rebel_legions();
            assert!(units <= legions, "seed {b}: {units} Legions from {legions}");
            assert!(g.fleets <= fleets, "seed {b}");
        }
        fought += rounds;
        if matches!(
            g.status(),
            GameStatus::Finished {
                ending: Ending::RebelWins { .. }
            }
        ) {
            won += 1;
        }
        if condition_1 && g.status() == GameStatus::Waiting {
            resumed += 1;
            assert_eq!(g.phase, Phase::Revolution, "seed {b}");
        } else {
            assert!(
                matches!(g.status(), GameStatus::Finished { .. }),
                "seed {b}: {:?}",
                g.status()
            );
        }
        let a = g.accounts();
        assert!(a.balanced(), "seed {b}: talents not conserved {a:?}");
    }
    assert!(
        fought >= 40 && won > 0 && resumed > 0,
        "{fought} battles, {won} won, {resumed} resumed"
    );
}

/// VIC-06: a position written during the campaign (after a first Victory) keeps it: its
/// `[start]` names the campaign stage, and a game opened from it asks the Rebel again, with the
/// same wars, Legions and Fleets. A stage that is not a campaign is refused.
#[test]
fn vic_06_a_position_written_during_the_campaign_reopens_it() {
    let (mut g, _) = rebel_with_wars(
        97,
        20,
        6,
        &["syrian", "gallic-1", "illyrian-1", "punic-2", "illyrian-2"],
    );
    bankrupt(&mut g);
    g.script_dice(vec![6, 6, 6]);
    attack(&mut g, "punic-2");
    let (_, wars, default) = asked(&g);
    let p = g.to_position();
    assert_eq!(p.start.stage.as_deref(), Some("rebel_campaign_bankruptcy"));
    let mut h = Game::from_position(&p, seed(7)).unwrap();
    let _opened = h.open_position(&p.start);
    assert_eq!(h.status(), GameStatus::Waiting);
    assert_eq!(h.phase, Phase::Combat);
    let (_, wars2, default2) = asked(&h);
    assert_eq!((wars2, default2), (wars, default));
    assert_eq!(h.rebel_legions(), g.rebel_legions());
    assert_eq!(h.rebellion.as_ref().map(|r| r.veterans.len()), Some(1));
    assert_eq!(h.fleets, g.fleets);
    assert_eq!(h.active_wars.len(), 4);
    // A stage the rules do not know is none of theirs (the position check refuses it).
    assert!(crate::campaign_stage("rebel_campaign_bankruptcy").is_some());
    assert!(crate::campaign_stage("rebel_campaign_sometimes").is_none());
}

/// VIC-06 (LR 1.12.3, second reading): "All surviving Legions except Garrisons" go to the
/// Rebel: a Province lying in the Forum keeps its Garrison (SEN-35 / SEN-46, REV-19), and that
/// Garrison is not his, in the campaign or after a battle of it.
#[test]
fn vic_06_a_garrison_of_a_province_in_the_forum_stays_out_of_his_force() {
    let (mut g, _) = rebel_with_wars(93, 8, 6, &FOUR);
    g.legions = 2 + 3;
    g.force_records.forum_garrisons.push(("africa".into(), 3));
    let ev = bankrupt(&mut g);
    let campaign = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::RebelCampaign { legions, .. } => Some(*legions),
            _ => None,
        })
        .expect("the campaign opens");
    assert_eq!(campaign, 8 + 2, "the 2 Legions in Rome, not the Garrison");
    assert_eq!(g.legions, 3, "the Garrison stays the Senate's");
    assert_eq!(g.legions_in_rome(), 0);
    // 3d6 = 18 against the 1st Illyrian War: a Victory, no losses.
    g.script_dice(vec![6, 6, 6]);
    let ev = attack(&mut g, "illyrian-1");
    assert_eq!(battles(&ev).len(), 1);
    assert_eq!(g.rebellion.as_ref().map(|r| r.legions), Some(10));
    assert_eq!(g.legions, 3);
    assert_eq!(g.forum_garrison_legions(), 3);
}

/// VIC-06 with COM-07 / COM-08 (LR 1.10.21, 1.10.31, second reading): the campaign under
/// condition 1 is fought in the Combat Phase whose battles went before it, and "each
/// Disaster/Standoff number can only be applied once per turn per War": the Senate's Proconsul
/// rolled the 1st Gallic War's Standoff 15, so the Rebel's 15 against it this turn reads the
/// Combat Results Table (a Victory), not a second Standoff.
#[test]
fn vic_06_a_standoff_number_the_senate_rolled_this_turn_is_spent_for_the_rebel() {
    let (mut g, _) = rebel_with_wars(97, 8, 6, &FOUR);
    g.pending = None;
    let p = of(&g, 1)[0];
    g.senators[p].in_rome = false;
    g.forces.push(Force {
        commander: Some(g.senators[p].id()),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions: 4,
        veterans: vec![],
        fleets: 0,
        dispatched: 0,
        sent_turn: 1,
    });
    g.legions += 4;
    g.script_dice(vec![5, 5, 5]);
    g.script_chits(vec!["none".to_string()]);
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert_eq!(
        battles(&ev),
        vec![("gallic-1".to_string(), false, BattleOutcome::Standoff, 1, 0)],
        "the Senate's battle rolls the Standoff"
    );
    assert!(
        g.vic_06.is_some(),
        "the Senate did not attack him: his campaign"
    );
    assert!(g.senators[p].offices.contains(&Office::Proconsul));
    g.vic_06_enter(&mut ev);
    assert_eq!(g.rebellion.as_ref().map(|r| r.legions), Some(8 + 3));
    // LR 1.10.8: his Force gone to the Rebel, the Senate's commander is Proconsul no more.
    assert!(g.senators[p].in_rome);
    assert!(!g.senators[p].offices.contains(&Office::Proconsul));
    g.script_dice(vec![5, 5, 5]);
    let ev = attack(&mut g, "gallic-1");
    let b = battles(&ev);
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].2, BattleOutcome::Victory, "15 is spent for this turn");
    assert_eq!(g.active_wars.len(), 3);
    assert!(matches!(g.status(), GameStatus::Finished { .. }));
}
