//! Provinces in the Revenue Phase (REV-01, REV-02, REV-08, REV-12, REV-14, REV-16, REV-19),
//! governors' deaths (MOR-04), vacant provinces (SEN-37) and province events (FOR-22).

use super::fixtures::{died, govern, plain};
use super::*;

/// Why `id` died, if a public event says he did.
fn cause_of_death<'a>(ev: &'a [Event], id: &SenatorId) -> Option<&'a DeathCause> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::SenatorDied { senator, cause, .. }
            if e.visibility == Visibility::Public && senator == id =>
        {
            Some(cause)
        }
        _ => None,
    })
}

fn treasury_reasons(ev: &[Event]) -> Vec<(String, i64)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::StateTreasury { reason, delta, .. } => {
                assert_eq!(e.visibility, Visibility::Public);
                Some((format!("{} {reason:?}", reason.rule()), *delta))
            }
            _ => None,
        })
        .collect()
}

fn spoils_events(ev: &[Event]) -> Vec<(&Visibility, i64)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::SpoilsCollected { amount, .. } => Some((&e.visibility, *amount)),
            _ => None,
        })
        .collect()
}

fn spoils_answer(gov: &SenatorId, take: bool) -> Answer {
    let mut a = revenue_answer(&[], &[], Vec::new());
    if let Answer::Revenue { spoils, .. } = &mut a {
        spoils.push((gov.clone(), take));
    }
    a
}

/// REV-08: a Governor who takes the spoils (the default) gets a public Corrupt marker; the
/// dice and the amount are private to his faction; the talents come from the bank, in the
/// faction's income lump (LR 1.06.1), rolled when the phase opens.
#[test]
fn rev_08_governor_takes_spoils_gets_corrupt_marker_privately() {
    let (mut g, _) = new_game(3, 21);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", false, 0, 3);
    let id = g.senators[i].id();
    let before = g.senators[i].treasury;
    // Spoils 1d6 = 4 (when the phase opens); development 1 (no +1: corrupt); State income
    // 2d6-2 = 3+3-2.
    g.script_dice(vec![4, 1, 3, 3]);
    let mut ev = to_revenue(&mut g);
    let d = g.open_decisions();
    let DecisionOptions::Revenue { .. } = &d[0].options else {
        panic!()
    };
    assert_eq!(d[0].owner, f(0));
    assert!(matches!(&d[0].default, Answer::Revenue { spoils, .. } if spoils.is_empty()));
    assert_eq!(d[0].default_by, DefaultBy::Seed);
    let treasury = g.factions[0].treasury;
    let DecisionOptions::Revenue { income, .. } = &d[0].options else {
        panic!()
    };
    let income = *income;
    ev.extend(g.resolve(true));
    let i = g.find_senator(&id).unwrap();
    assert_eq!(g.senators[i].treasury, before, "the spoils are in the lump");
    assert_eq!(g.factions[0].treasury, treasury + income);
    assert!(g.senators[i].corrupt);
    assert_eq!(spoils_events(&ev), vec![(&Visibility::Faction(f(0)), 4)]);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::CorruptMarker { senator, .. } if *senator == id)));
    // The spoils dice are not public.
    let spoils_dice: Vec<&Event> = ev
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::DiceRolled { purpose, .. } if purpose.rule() == "REV-08"))
        .collect();
    assert!(!spoils_dice.is_empty(), "the spoils roll is an event");
    for e in spoils_dice {
        assert_eq!(e.visibility, Visibility::Faction(f(0)));
    }
    assert!(!g.provinces[0].developed);
    assert!(
        treasury_reasons(&ev)
            .iter()
            .any(|(r, d)| r.contains("\"sicilia\"") && *d == 4)
    );
    assert_eq!(g.state_treasury, 100 + 100 + 4 - 8);
    assert!(g.accounts().balanced());
}

/// REV-08 (LR 1.06.1, issue 7): the spoils are rolled when the Revenue Phase opens and are
/// part of the income lump the PB-02 call shows (and the IncomeCollected event tells); a
/// standing `SPOILS <governor> NO` declines them.
#[test]
fn rev_08_spoils_are_in_the_income_lump_of_the_pb_02_call() {
    let run = |decline: bool| {
        let (mut g, _) = new_game(3, 29);
        let i = plain(&g, 0);
        govern(&mut g, i, "sicilia", false, 0, 3);
        let id = g.senators[i].id();
        if decline {
            g.set_standing(f(0), DecisionKind::Revenue, spoils_answer(&id, false))
                .unwrap();
        }
        g.script_dice(vec![4]);
        let ev = to_revenue(&mut g);
        let d = g
            .open_decisions()
            .into_iter()
            .find(|d| d.owner == f(0))
            .unwrap();
        let DecisionOptions::Revenue { income, .. } = d.options else {
            panic!()
        };
        let collected = ev
            .iter()
            .find_map(|e| match &e.kind {
                EventKind::IncomeCollected { faction, total, .. } if *faction == f(0) => {
                    Some(*total)
                }
                _ => None,
            })
            .unwrap();
        assert_eq!(collected, income, "the call shows the lump the event tells");
        let declined = ev
            .iter()
            .any(|e| matches!(e.kind, EventKind::SpoilsDeclined { .. }));
        (income, spoils_events(&ev).len(), declined)
    };
    let (with, taken, _) = run(false);
    let (without, none, declined) = run(true);
    assert_eq!((taken, none), (1, 0));
    assert!(declined);
    assert_eq!(with, without + 4, "the 4T of spoils are in the lump");
}

/// REV-08 / LR 1.06.13: a negative spoils result is not paid by the Governor; the State pays
/// it in the Debits (REV-16).
#[test]
fn rev_08_negative_spoils_paid_by_the_state_in_debits() {
    let (mut g, _) = new_game(3, 22);
    let i = plain(&g, 1);
    govern(&mut g, i, "sardinia-et-corsica", false, 0, 3);
    let before = g.senators[i].treasury;
    // Spoils 1d6-5 = -3; development 1; State income -1d6-1 = -2.
    g.script_dice(vec![2, 1, 1]);
    let mut ev = to_revenue(&mut g);
    ev.extend(g.resolve(true));
    assert_eq!(g.senators[i].treasury, before);
    assert!(g.senators[i].corrupt);
    assert_eq!(spoils_events(&ev), vec![(&Visibility::Faction(f(1)), -3)]);
    let r = treasury_reasons(&ev);
    assert!(r.iter().any(|(x, d)| x.contains("SpoilsLoss") && *d == -3));
    assert!(
        r.iter()
            .any(|(x, d)| x.contains("ProvinceLoss") && *d == -2)
    );
    assert_eq!(g.state_treasury, 100 + 100 - 3 - 2 - 8);
    assert_eq!(
        r.iter().map(|(_, d)| d).sum::<i64>(),
        g.state_treasury - 100
    );
    assert!(g.accounts().balanced());
}

/// REV-14: a negative State income reduces the Treasury (in the Debits, LR 1.06.13).
#[test]
fn rev_14_negative_state_income_reduces_treasury() {
    let (mut g, _) = new_game(3, 23);
    let i = plain(&g, 0);
    govern(&mut g, i, "illyricum", false, 0, 3);
    let id = g.senators[i].id();
    g.set_standing(f(0), DecisionKind::Revenue, spoils_answer(&id, false))
        .unwrap();
    // No spoils; development 1 + 1 (no Corrupt marker) = 2; State income -1d6-1 = -7.
    g.script_dice(vec![1, 6]);
    let mut ev = to_revenue(&mut g);
    ev.extend(g.resolve(true));
    assert!(spoils_events(&ev).is_empty());
    assert!(!g.senators[g.find_senator(&id).unwrap()].corrupt);
    assert!(
        treasury_reasons(&ev)
            .iter()
            .any(|(x, d)| x.contains("\"illyricum\"") && *d == -7)
    );
    assert_eq!(g.state_treasury, 100 + 100 - 7 - 8);
    assert!(g.accounts().balanced());
}

/// REV-12: 6 or more develops the province (+1 without a Corrupt marker); the Governor gains 3
/// Influence; the new side's State income applies at once (LR 1.06.4 comes before 1.06.51).
#[test]
fn rev_12_development_on_a_six() {
    let (mut g, _) = new_game(3, 24);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", false, 0, 3);
    let id = g.senators[i].id();
    let inf = g.senators[i].influence;
    g.set_standing(f(0), DecisionKind::Revenue, spoils_answer(&id, true))
        .unwrap();
    // Spoils 1; development 6 (natural); Developed State income 2d6+2 = 1+1+2.
    g.script_dice(vec![1, 6, 1, 1]);
    to_revenue(&mut g);
    let ev = g.resolve(true);
    assert!(g.provinces[0].developed);
    let i = g.find_senator(&id).unwrap();
    assert_eq!(g.senators[i].influence, inf + 3);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceDevelopment {
            developed: true,
            total: 6,
            ..
        }
    )));
    assert!(
        treasury_reasons(&ev)
            .iter()
            .any(|(x, d)| x.contains("\"sicilia\"") && *d == 4)
    );
    assert!(g.accounts().balanced());
}

/// REV-12: a 5 develops only a Governor without a Corrupt marker (+1).
#[test]
fn rev_12_five_develops_only_without_corrupt_marker() {
    for take in [false, true] {
        let (mut g, _) = new_game(3, 25);
        let i = plain(&g, 0);
        govern(&mut g, i, "sicilia", false, 0, 3);
        let id = g.senators[i].id();
        g.set_standing(f(0), DecisionKind::Revenue, spoils_answer(&id, take))
            .unwrap();
        let mut dice = if take { vec![3] } else { vec![] };
        dice.extend([5, 3, 3]);
        g.script_dice(dice);
        to_revenue(&mut g);
        g.resolve(true);
        assert_eq!(g.provinces[0].developed, !take);
        assert!(g.accounts().balanced());
    }
}

/// REV-08 / LR 1.09.53: an unaligned Governor takes no spoils but his province pays its State
/// income; he still rolls for development.
#[test]
fn rev_08_unaligned_governor_takes_no_spoils_but_pays_state_income() {
    let (mut g, _) = new_game(3, 26);
    let spare = (1..=20u8)
        .find(|n| !g.senators.iter().any(|s| s.family == *n))
        .unwrap();
    g.senators.push(Senator::from_family(data(), spare, None));
    let i = g.senators.len() - 1;
    govern(&mut g, i, "sicilia", false, 0, 3);
    to_revenue(&mut g);
    for d in g.open_decisions() {
        let DecisionOptions::Revenue { governors, .. } = &d.options else {
            panic!()
        };
        assert!(governors.is_empty());
    }
    // Development 1 + 1; State income 3+3-2.
    g.script_dice(vec![1, 3, 3]);
    let ev = g.resolve(true);
    assert!(spoils_events(&ev).is_empty());
    assert!(!g.senators[i].corrupt);
    assert_eq!(g.state_treasury, 100 + 100 + 4 - 8);
    assert!(g.accounts().balanced());
}

/// REV-08: a spoils order names only the faction's own Governors, once each.
#[test]
fn rev_08_spoils_order_only_for_own_governors() {
    let (mut g, _) = new_game(3, 27);
    let i = plain(&g, 1);
    govern(&mut g, i, "sicilia", false, 0, 3);
    let id = g.senators[i].id();
    to_revenue(&mut g);
    assert!(matches!(
        g.submit(f(0), &decision(&g, 0), spoils_answer(&id, false)),
        Err(RuleError::Illegal { .. })
    ));
    let mut twice = spoils_answer(&id, false);
    if let Answer::Revenue { spoils, .. } = &mut twice {
        spoils.push((id.clone(), true));
    }
    assert!(g.submit(f(1), &decision(&g, 1), twice).is_err());
    assert!(
        g.submit(f(1), &decision(&g, 1), spoils_answer(&id, false))
            .is_ok()
    );
}

/// REV-19: the term dial goes down each Revenue Phase; off "1" the Governor returns to Rome
/// (keeping his Corrupt marker) and the province goes to the Forum, its garrison rejoining the
/// Active Forces.
#[test]
fn rev_19_term_ends_province_returns_to_forum() {
    let (mut g, _) = new_game(3, 28);
    let i = plain(&g, 0);
    let j = plain(&g, 1);
    govern(&mut g, i, "sicilia", false, 2, 1);
    govern(&mut g, j, "gallia-cisalpina", false, 0, 3);
    let id = g.senators[i].id();
    to_revenue(&mut g);
    // Spoils 1, 1; developments 1, 1; income Sicilia 1+1-2, Gallia Cisalpina 1-1.
    g.script_dice(vec![1, 1, 1, 1, 1, 1, 1]);
    let ev = g.resolve(true);
    let i = g.find_senator(&id).unwrap();
    assert!(g.senators[i].in_rome);
    assert!(g.senators[i].corrupt, "he keeps his Corrupt marker");
    assert_eq!(g.forum_provinces, vec!["sicilia".to_string()]);
    assert_eq!(g.provinces.len(), 1);
    assert_eq!(g.provinces[0].key, "gallia-cisalpina");
    assert_eq!(g.provinces[0].term, 2);
    assert_eq!(g.legions, 4, "the garrison stays in play");
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::ProvinceToForum { governor, .. } if *governor == id)));
    assert!(g.accounts().balanced());
    let v = g.view(Viewer::Public);
    assert_eq!(v.provinces.len(), 2);
    assert_eq!(v.provinces[0].name, "Gallia Cisalpina");
    assert_eq!(v.provinces[0].term, 2);
    assert_eq!(v.provinces[1].governor, None);
}

/// REV-01: a failed Raid roll Overruns the province: no revenue, a Developed province reverts,
/// no development, chits equal to the black die for the Governor, that many garrisoned Legions
/// lost.
#[test]
fn rev_01_barbarian_raids_overrun() {
    let (mut g, _) = new_game(3, 29);
    let i = plain(&g, 0);
    govern(&mut g, i, "illyricum", true, 1, 3);
    event_in_play(&mut g, "barbarian-raids", false);
    // Raid roll 1 + 2 (black) + land 4 + 2 per Legion + MIL: at most 15.
    assert!(g.senators[i].military(data()) <= 6);
    g.script_dice(vec![1, 2]);
    g.script_chits(vec!["none".into(), "none".into(), "none".into()]);
    let ev = g.resolve(true);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceCheck {
            held: false,
            must_exceed: 15,
            ..
        }
    )));
    assert!(!g.provinces[0].developed);
    assert_eq!(g.provinces[0].garrison, 0);
    assert_eq!(g.legions, 3);
    let DecisionOptions::Revenue { governors, .. } = &g.open_decisions()[0].options else {
        panic!()
    };
    assert!(governors.is_empty(), "an Overrun province yields no spoils");
    // No spoils, no development, no State income: no dice at all.
    let ev = g.resolve(true);
    assert!(spoils_events(&ev).is_empty());
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::DiceRolled { .. }))
    );
    assert_eq!(g.state_treasury, 100 + 100 - 2 * 3);
    assert!(g.overrun_provinces.is_empty());
    assert!(g.accounts().balanced());
}

/// REV-01 / REV-12 (card Barbarian Raids: only "an Overrun Province ... may not roll for
/// Development"): a Raid roll above 15 holds; the raided Frontier Province yields its revenue
/// and rolls for development as usual.
#[test]
fn rev_12_rev_01_a_raided_province_that_holds_still_rolls_for_development() {
    let (mut g, _) = new_game(3, 30);
    let i = plain(&g, 0);
    govern(&mut g, i, "illyricum", false, 2, 3);
    event_in_play(&mut g, "barbarian-raids", false);
    // 6 + 6 + land 2 + 4 = 18 > 15. Then spoils 1d6-3 = 6-3; development 6 (Corrupt: no +1);
    // Developed State income.
    g.script_dice(vec![6, 6, 6, 6, 3, 3]);
    let mut ev = to_revenue(&mut g);
    ev.extend(g.resolve(true));
    assert_eq!(spoils_events(&ev).len(), 1);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::ProvinceDevelopment {
                developed: true,
                total: 6,
                ..
            }
        )),
        "a province that held the Raid rolls for development"
    );
    assert!(g.provinces[0].developed);
    assert_eq!(g.provinces[0].garrison, 2);
    assert!(g.accounts().balanced());
}

/// REV-01 / COM-16: a Governor whose chit is drawn is captured by the Raid: away from Rome,
/// earning nothing, still Governor; no ransom can be paid, so he dies at the start of the next
/// Forum Phase (public reason) and his Province goes to the Forum (MOR-04).
#[test]
fn rev_01_raided_governor_captured_dies_unransomed_at_the_forum() {
    let (mut g, _) = new_game(3, 31);
    let i = plain(&g, 0);
    govern(&mut g, i, "macedonia", false, 0, 3);
    event_in_play(&mut g, "barbarian-raids", true);
    let id = g.senators[i].id();
    let fam = g.senators[i].family.to_string();
    g.script_dice(vec![1, 1]);
    g.script_chits(vec!["none".into(), fam]);
    let ev = g.resolve(true);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::RaidCapture { senator, province } if *senator == id && province == "macedonia")));
    assert_eq!(g.captives.len(), 1);
    assert_eq!(g.captives[0].war, "barbarian-raids");
    assert!(!g.senators[i].in_rome);
    assert_eq!(
        g.provinces[0].governor, id,
        "he stays Governor while captive"
    );
    // COM-16: a captive earns nothing (no Personal Revenue, no spoils).
    let DecisionOptions::Revenue { governors, .. } = &g.open_decisions()[0].options else {
        panic!()
    };
    assert!(governors.is_empty());
    let mut ev = Vec::new();
    g.start_forum(&mut ev);
    assert!(died(&ev, &id));
    assert_eq!(cause_of_death(&ev, &id), Some(&DeathCause::RaidCaptive));
    assert!(g.captives.is_empty());
    assert!(g.provinces.is_empty());
    assert_eq!(g.forum_provinces, vec!["macedonia".to_string()]);
    assert!(g.accounts().balanced());
}

/// REV-02: Internal Disorder: an Undeveloped province's Governor rolls 1d6 + garrison; above 4
/// it holds but yields nothing and cannot develop this turn.
#[test]
fn rev_02_internal_disorder_held_yields_nothing() {
    let (mut g, _) = new_game(3, 32);
    let i = plain(&g, 0);
    let j = plain(&g, 1);
    govern(&mut g, i, "sicilia", false, 1, 3);
    govern(&mut g, j, "gallia-cisalpina", true, 0, 3);
    event_in_play(&mut g, "internal-disorder", false);
    // Order roll 4 + 1 garrison = 5 > 4; then only the Developed province: spoils 1d6+3 = 4,
    // State income 2d6-1 = 3.
    g.script_dice(vec![4, 1, 2, 2]);
    let mut ev = to_revenue(&mut g);
    ev.extend(g.resolve(true));
    assert_eq!(spoils_events(&ev), vec![(&Visibility::Faction(f(1)), 4)]);
    assert!(!g.provinces[0].developed);
    assert_eq!(g.state_treasury, 100 + 100 + 3 - 8);
    assert!(g.accounts().balanced());
}

/// REV-02: a failed Order roll is a revolt: the Governor and his garrison die and the Province
/// becomes an Active War (a Revolt) of its printed Land and Fleet strength, out of the deck.
#[test]
fn rev_02_internal_disorder_revolt_becomes_an_active_war() {
    let (mut g, _) = new_game(3, 33);
    let i = plain(&g, 0);
    let id = g.senators[i].id();
    govern(&mut g, i, "macedonia", false, 2, 3);
    event_in_play(&mut g, "internal-disorder", true);
    let legions = g.legions;
    let wars = g.active_wars.len();
    g.script_dice(vec![3]); // 3 + 2 garrison = 5 is not more than 5 on the increased side
    let ev = to_revenue(&mut g);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert!(died(&ev, &id));
    assert_eq!(
        cause_of_death(&ev, &id),
        Some(&DeathCause::Revolt {
            province: "macedonia".into(),
            rule: RuleId::new("REV-02"),
            lost_battle: false,
        })
    );
    assert_eq!(g.legions, legions - 2, "the garrison dies");
    assert!(g.provinces.is_empty());
    assert!(g.forum_provinces.is_empty(), "the Province is the war now");
    assert_eq!(g.active_wars.len(), wars + 1);
    assert!(g.active_wars.contains(&"revolt-macedonia".to_string()));
    assert!(g.revolts.contains(&"revolt-macedonia".to_string()));
    let v = g.view(Viewer::Public);
    assert!(v.active_wars.iter().any(|w| w.war == "revolt-macedonia"));
    let s = g.war_strength("revolt-macedonia").unwrap();
    assert_eq!((s.land, s.fleet, s.fleet_support), (5, 5, 0));
    assert!(ev.iter().any(|e| matches!(&e.kind,
        EventKind::CardPlaced { card: CardRef::Deck { of: DeckCard::War(k) }, .. } if k == "revolt-macedonia")));
    assert!(!g.deck.iter().chain(&g.discard).any(|c| matches!(c,
        DeckCard::War(k) if k.starts_with("revolt-"))));
    assert!(g.accounts().balanced());
}

/// REV-02 / FOR-22: the revolt Wars exist for every province side, never in a deck.
#[test]
fn rev_02_province_revolt_wars_are_generated_and_never_dealt() {
    let d = data();
    assert_eq!(d.province_revolts.len(), 30);
    let w = d.war("revolt-gallia-transalpina-developed").unwrap();
    assert_eq!((w.land, w.naval, w.spoils), (6, 0, 0));
    assert_eq!(w.creates_provinces, vec!["gallia-transalpina".to_string()]);
    assert_eq!(w.province_revolt.as_deref(), Some("gallia-transalpina"));
    assert!(w.disaster.is_empty() && w.standoff.is_empty() && w.series.is_none());
    assert_eq!(d.wars.len(), 31, "the printed wars are unchanged");
    assert!(!d.early_deck().iter().any(|c| matches!(c,
        DeckCard::War(k) if k.starts_with("revolt-"))));
}

/// MOR-04: a Governor who dies: his province goes to the Forum with its garrison.
#[test]
fn mor_04_governor_death_sends_province_to_forum() {
    let (mut g, _) = new_game(3, 34);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", true, 2, 2);
    let id = g.senators[i].id();
    let mut ev = Vec::new();
    g.kill_senator(i, DeathCause::Mortality, &mut ev);
    assert!(g.provinces.is_empty());
    assert_eq!(g.forum_provinces, vec!["sicilia".to_string()]);
    assert_eq!(g.legions, 4);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::SenatorDied { senator, consequences, .. }
            if *senator == id && consequences.iter().any(|c| *c == Consequence::ProvinceToForum { province: "sicilia".into() })
    )));
}

/// FOR-22 Trial of Verres: spoils −3T (never below 0), State income +3T.
#[test]
fn for_22_trial_of_verres_shifts_spoils_to_state() {
    let (mut g, _) = new_game(3, 35);
    let i = plain(&g, 0);
    let j = plain(&g, 1);
    govern(&mut g, i, "sicilia", false, 0, 3);
    govern(&mut g, j, "sardinia-et-corsica", false, 0, 3);
    event_in_play(&mut g, "trial-of-verres", false);
    let (ti, tj) = (g.senators[i].treasury, g.senators[j].treasury);
    // Sicilia spoils 5 - 3 = 2; Sardinia spoils 1-5 = -4 (unchanged, the State pays 4);
    // developments 1, 1; Sicilia income 3+3-2+3 = 7; Sardinia -1-1+3 = 1.
    g.script_dice(vec![5, 1, 1, 1, 3, 3, 1]);
    let mut ev = to_revenue(&mut g);
    ev.extend(g.resolve(true));
    // REV-08: the spoils are in the income lump (to the Faction Treasury by default).
    assert_eq!(g.senators[i].treasury, ti);
    assert_eq!(g.senators[j].treasury, tj);
    let mut amounts: Vec<i64> = spoils_events(&ev).iter().map(|(_, a)| *a).collect();
    amounts.sort();
    assert_eq!(amounts, vec![-4, 2]);
    let r = treasury_reasons(&ev);
    assert!(r.iter().any(|(x, d)| x.contains("\"sicilia\"") && *d == 7));
    assert!(r.iter().any(|(x, d)| x.contains("sardinia") && *d == 1));
    assert!(r.iter().any(|(x, d)| x.contains("SpoilsLoss") && *d == -4));
    assert_eq!(g.state_treasury, 100 + 100 + 7 + 1 - 4 - 8);
    // Every change of the State Treasury has its public event.
    assert_eq!(
        r.iter().map(|(_, d)| d).sum::<i64>(),
        g.state_treasury - 100
    );
    assert!(g.accounts().balanced());
}

/// FOR-22 Trial of Verres: spoils are reduced to no less than 0.
#[test]
fn for_22_trial_of_verres_spoils_not_below_zero() {
    let (mut g, _) = new_game(3, 36);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", false, 0, 3);
    event_in_play(&mut g, "trial-of-verres", true);
    // Spoils 4 - 5 → 0; development 1; income 1+1-2+5 = 5.
    g.script_dice(vec![4, 1, 1, 1]);
    let mut ev = to_revenue(&mut g);
    ev.extend(g.resolve(true));
    assert_eq!(spoils_events(&ev), vec![(&Visibility::Faction(f(0)), 0)]);
    assert_eq!(g.state_treasury, 100 + 100 + 5 - 8);
    assert!(g.accounts().balanced());
}

/// FOR-22 Pretender Emerges: nothing happens (and the card stays) while no Province is
/// governed; then the next Active War makes a random governed Province revolt: its Governor
/// and garrison fight it (3d6 + garrison + MIL capped − land), and on anything but a Victory
/// the Governor dies, the surviving garrison returns to Rome and the Province becomes an
/// Active War. The card leaves the Forum.
#[test]
fn for_22_pretender_emerges_province_revolts_when_a_war_appears() {
    let (mut g, _) = new_game(3, 37);
    to_revenue(&mut g);
    event_in_play(&mut g, "pretender-emerges", false);
    let mut ev = Vec::new();
    g.activate_war("punic-2", &Cause::Drawn, &mut ev);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_eq!(
        g.events_in_play.len(),
        1,
        "no governed province: the card stays"
    );
    let i = plain(&g, 0);
    let id = g.senators[i].id();
    govern(&mut g, i, "sicilia", false, 2, 3);
    let legions = g.legions;
    // 1+1+1 + 2 Legions + MIL (capped at 2) - land 2: at most 5, a Defeat losing 3 (all 2).
    g.script_dice(vec![1, 1, 1]);
    let mut ev = Vec::new();
    g.activate_war("gallic-1", &Cause::Drawn, &mut ev);
    assert_eq!(g.status(), GameStatus::Waiting);
    assert!(died(&ev, &id));
    assert!(matches!(
        cause_of_death(&ev, &id),
        Some(DeathCause::Revolt {
            lost_battle: true,
            rule,
            ..
        }) if *rule == "FOR-22"
    ));
    assert_eq!(
        g.legions,
        legions - 2,
        "both garrisoned Legions fell in the battle"
    );
    assert!(g.provinces.is_empty());
    assert!(g.forum_provinces.is_empty());
    assert!(g.active_wars.contains(&"revolt-sicilia".to_string()));
    assert!(
        g.events_in_play.is_empty(),
        "the card leaves once the revolt happens"
    );
    assert!(g.accounts().balanced());
}

/// SEN-47 / FOR-22 (card New Alliance: "If the selected War is a Pretender Province the Revolt
/// is completely defeated"): a province revolt making peace is not shuffled into the deck; the
/// Province returns to the Forum.
#[test]
fn for_22_new_alliance_on_a_province_revolt_returns_the_province() {
    use crate::data::{Peace, SpoilsShare};
    let (mut g, _) = new_game(3, 41);
    to_revenue(&mut g);
    g.active_wars.push("revolt-sicilia".into());
    g.revolts.push("revolt-sicilia".into());
    let deck = g.deck.len();
    let mut ev = Vec::new();
    let peace = Peace {
        spoils: SpoilsShare::Half,
        shuffle_into_top: Some(6),
    };
    g.make_peace("revolt-sicilia", peace, "SEN-47", &mut ev);
    assert!(!g.active_wars.contains(&"revolt-sicilia".to_string()));
    assert!(g.revolts.is_empty());
    assert_eq!(g.deck.len(), deck);
    assert!(!g.discard.contains(&DeckCard::War("revolt-sicilia".into())));
    assert_eq!(g.forum_provinces, vec!["sicilia".to_string()]);
    assert!(g.accounts().balanced());
}

/// FOR-22: a Governor who wins the battle crushes the revolt and keeps his Province; the
/// card is used up.
#[test]
fn for_22_pretender_governor_victory_keeps_the_province() {
    let (mut g, _) = new_game(3, 39);
    to_revenue(&mut g);
    event_in_play(&mut g, "pretender-emerges", false);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", false, 3, 3);
    g.script_dice(vec![6, 6, 6]); // 18 + 3 + MIL - 2 > 18: Victory, no losses
    let mut ev = Vec::new();
    let id = g.senators[i].id();
    g.activate_war("gallic-1", &Cause::Drawn, &mut ev);
    assert!(!died(&ev, &id));
    assert_eq!(g.provinces.len(), 1);
    assert_eq!(g.provinces[0].garrison, 3);
    assert!(!g.active_wars.iter().any(|k| k.starts_with("revolt-")));
    assert!(g.events_in_play.is_empty());
}

/// FOR-22 Pretender Victorious: the Governor and garrison die outright; the Province revolts
/// with the strength of the side it shows.
#[test]
fn for_22_pretender_victorious_kills_governor_and_garrison() {
    let (mut g, _) = new_game(3, 40);
    to_revenue(&mut g);
    event_in_play(&mut g, "pretender-emerges", true);
    let i = plain(&g, 0);
    let id = g.senators[i].id();
    govern(&mut g, i, "gallia-transalpina", true, 2, 3);
    let legions = g.legions;
    let mut ev = Vec::new();
    g.activate_war("gallic-1", &Cause::Drawn, &mut ev);
    assert!(died(&ev, &id));
    assert_eq!(g.legions, legions - 2);
    assert!(
        g.active_wars
            .contains(&"revolt-gallia-transalpina-developed".to_string())
    );
    assert_eq!(
        g.war_strength("revolt-gallia-transalpina-developed")
            .map(|s| s.land),
        Some(6)
    );
    assert!(g.accounts().balanced());
}

/// FOR-22 / SEN-38 (RULING): a Province governed through a Legate revolts: its garrison
/// fights without the Governor's Military (LR 1.13.1/6, not physically present); on a Defeat
/// the Governor, in Rome, neither fights nor dies: he loses the Province and the Legate goes.
/// On Pretender Victorious the garrison dies and he lives too.
#[test]
fn for_22_sen_38_a_governor_by_legate_neither_fights_nor_dies() {
    for increased in [false, true] {
        let (mut g, _) = new_game(3, 37);
        to_revenue(&mut g);
        event_in_play(&mut g, "pretender-emerges", increased);
        let i = plain(&g, 0);
        let id = g.senators[i].id();
        govern(&mut g, i, "sicilia", false, 2, 3);
        g.senators[i].in_rome = true;
        g.legates.provinces.push("sicilia".into());
        let legions = g.legions;
        // 1+1+1 + 2 Legions (no Military: he is not there) - land 2 = 3: a Defeat losing all.
        g.script_dice(vec![1, 1, 1]);
        let mut ev = Vec::new();
        g.activate_war("gallic-1", &Cause::Drawn, &mut ev);
        assert_eq!(g.status(), GameStatus::Waiting);
        let spared = ev.iter().find_map(|e| match &e.kind {
            EventKind::GovernorByLegateSpared { governor, province } => Some((governor, province)),
            _ => None,
        });
        let (governor, province) = spared.unwrap_or_else(|| panic!("not spared: {ev:#?}"));
        assert_eq!(governor, &id);
        assert!(*province == "sicilia");
        if !increased {
            let roman = ev.iter().find_map(|e| match &e.kind {
                EventKind::RevoltBattle { roman, .. } => Some(*roman),
                _ => None,
            });
            assert_eq!(roman, Some(2), "the garrison alone");
        }
        assert!(!died(&ev, &id));
        assert!(g.senators[i].in_rome);
        assert_eq!(g.legions, legions - 2);
        assert!(g.provinces.is_empty());
        assert!(g.legates.provinces.is_empty());
        assert!(g.active_wars.contains(&"revolt-sicilia".to_string()));
        assert!(g.accounts().balanced());
    }
}

/// SEN-37: a vacant province (in the Forum) yields nothing and is immune to the province
/// events.
#[test]
fn sen_37_vacant_province_yields_nothing_and_is_immune() {
    let (mut g, _) = new_game(3, 38);
    g.forum_provinces.push("illyricum".into());
    event_in_play(&mut g, "barbarian-raids", false);
    event_in_play(&mut g, "internal-disorder", false);
    event_in_play(&mut g, "trial-of-verres", false);
    to_revenue(&mut g);
    let ev = g.resolve(true);
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::DiceRolled { .. }))
    );
    assert_eq!(g.state_treasury, 192);
    assert_eq!(g.forum_provinces, vec!["illyricum".to_string()]);
}

// Former test names still listed in RULES-COVERAGE.md (the lead renames them there): the
// rules no longer stop at these points, each runs the test of the new behaviour. Delete these
// three once RULES-COVERAGE.md names the new tests.

/// The DiceRolled event whose purpose contains `what`, with its modifier.
fn roll_modifier(ev: &[Event], what: &str) -> Option<i32> {
    ev.iter().find_map(|e| match &e.kind {
        EventKind::DiceRolled {
            purpose, modifier, ..
        } if purpose.rule() == what => Some(*modifier),
        _ => None,
    })
}

/// REV-08 / REV-14 with Evil Omens (GEN-13, card: "In the case of Provincial Spoils and State
/// Income subtract one from the total income — not from the die roll").
#[test]
fn rev_08_rev_14_evil_omens_take_one_off_spoils_and_state_income() {
    let (mut g, _) = new_game(3, 21);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", false, 0, 3);
    event_in_play(&mut g, "evil-omens", false);
    let id = g.senators[i].id();
    let before = g.senators[i].treasury;
    let state = g.state_treasury;
    // Spoils 1d6 = 4 − 1; development 1 − 1; State income 2d6-2 = 3+3-2 − 1.
    g.script_dice(vec![4, 1, 3, 3]);
    let mut ev = to_revenue(&mut g);
    let ft = g.factions[0].treasury;
    let DecisionOptions::Revenue { income, .. } = &g.open_decisions()[0].options else {
        panic!()
    };
    let income = *income;
    ev.extend(g.resolve(true));
    assert_eq!(roll_modifier(&ev, "REV-08"), Some(-1));
    assert_eq!(roll_modifier(&ev, "REV-14"), Some(-1));
    let i = g.find_senator(&id).unwrap();
    assert_eq!(spoils_events(&ev), vec![(&Visibility::Faction(f(0)), 3)]);
    assert_eq!(g.senators[i].treasury, before);
    assert_eq!(
        g.factions[0].treasury,
        ft + income,
        "the 3T are in the lump"
    );
    assert!(
        treasury_reasons(&ev)
            .iter()
            .any(|(r, d)| r.contains("\"sicilia\"") && *d == 3),
        "State income 4 − 1"
    );
    assert_eq!(g.state_treasury, state + 100 + 3 - 8);
    assert!(g.accounts().balanced());
}

/// REV-12 with Evil Omens (GEN-13): the development roll is lowered by 1: a 6 with a Corrupt
/// marker no longer develops.
#[test]
fn rev_12_evil_omens_lower_the_development_roll() {
    let (mut g, _) = new_game(3, 24);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", false, 0, 3);
    event_in_play(&mut g, "evil-omens", false);
    let id = g.senators[i].id();
    g.set_standing(f(0), DecisionKind::Revenue, spoils_answer(&id, true))
        .unwrap();
    // Spoils 1; development 6 − 1 (Corrupt: no +1); State income 2d6-2.
    g.script_dice(vec![1, 6, 3, 3]);
    to_revenue(&mut g);
    let ev = g.resolve(true);
    assert_eq!(roll_modifier(&ev, "REV-12"), Some(-1));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceDevelopment {
            developed: false,
            total: 5,
            ..
        }
    )));
    assert!(!g.provinces[0].developed);
}

/// REV-02 with Evil Omens (GEN-13): the Order roll is lowered by 1: 4 + 1 garrison − 1 = 4 is
/// not more than 4, and the province revolts.
#[test]
fn rev_02_evil_omens_lower_the_order_roll() {
    let (mut g, _) = new_game(3, 32);
    let i = plain(&g, 0);
    govern(&mut g, i, "sicilia", false, 1, 3);
    event_in_play(&mut g, "internal-disorder", false);
    event_in_play(&mut g, "evil-omens", false);
    g.script_dice(vec![4]);
    let ev = to_revenue(&mut g);
    assert_eq!(roll_modifier(&ev, "REV-02"), Some(-1));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceCheck {
            held: false,
            total: 4,
            ..
        }
    )));
}

/// REV-01 with Evil Omens (GEN-13): the Raid roll is lowered by 1.
#[test]
fn rev_01_evil_omens_lower_the_raid_roll() {
    let (mut g, _) = new_game(3, 30);
    let i = plain(&g, 0);
    govern(&mut g, i, "illyricum", false, 2, 3);
    event_in_play(&mut g, "barbarian-raids", false);
    event_in_play(&mut g, "evil-omens", false);
    let mil = i64::from(g.senators[i].military(data()));
    g.script_dice(vec![6, 6]);
    g.script_chits(vec!["none".into(); 6]);
    let ev = to_revenue(&mut g);
    assert_eq!(roll_modifier(&ev, "REV-01"), Some(-1));
    // 6 + 6 + land 2 + 2 per Legion + MIL − 1.
    let want = 12 + 2 + 4 + mil - 1;
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::ProvinceCheck { total, .. } if *total == want
        )),
        "the Raid total is {want}"
    );
}

/// RVN-02 (LR 1.07.312) / MOR-04: a Statesman played on his Family card while it governs a
/// Province takes over the governorship ("all its Concessions, Governorships, Knights, and other
/// markers"): the Province names him, and at his death it goes back to the Forum.
#[test]
fn rvn_02_a_statesman_on_a_governor_takes_the_province_and_mor_04_loses_it_at_death() {
    let d = data();
    let (mut g, _) = new_game(3, 21);
    // A Senator of faction 0 whose Statesman exists.
    let (i, st) = of(&g, 0)
        .into_iter()
        .filter(|i| g.senators[*i].statesman.is_none() && g.senators[*i].offices.is_empty())
        .find_map(|i| {
            d.statesmen
                .iter()
                .find(|s| s.family == g.senators[i].family)
                .map(|s| (i, s.id.clone()))
        })
        .expect("a Senator of faction 0 with a Statesman");
    // The Statesman card into faction 0's hand, wherever it was.
    let card = DeckCard::Statesman(st.clone());
    g.deck.retain(|c| *c != card);
    for fac in &mut g.factions {
        fac.hand.retain(|c| *c != card);
    }
    g.factions[0].hand.push(card);
    govern(&mut g, i, "sicilia", false, 0, 2);
    let mut ev = Vec::new();
    g.play_statesman(f(0), &st, &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::StatesmanPlayed { .. }))
    );
    let i = g.find_senator(&SenatorId(st.clone())).unwrap();
    assert_eq!(g.senators[i].statesman.as_deref(), Some(st.as_str()));
    let p = g.provinces.iter().find(|p| p.key == "sicilia").unwrap();
    assert_eq!(
        p.governor,
        SenatorId(st.clone()),
        "the Province names the Statesman"
    );
    assert!(!g.senators[i].in_rome);
    g.kill_senator(i, DeathCause::Mortality, &mut ev);
    assert!(g.provinces.iter().all(|p| p.key != "sicilia"));
    assert!(g.forum_provinces.iter().any(|k| k == "sicilia"));
}
