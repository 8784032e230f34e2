//! REV-03 (LR 1.06.2, 1.11.35): the Rebel's faction chooses which purses pay his maintenance.

use super::rebellion::with_rebel;
use super::*;

fn upkeep_answer(lines: Vec<(Purse, u32)>) -> Answer {
    let Answer::Revenue {
        income_to_senators,
        contributions,
        transfers,
        spoils,
        grain,
        ..
    } = revenue_answer(&[], &[], Vec::new())
    else {
        unreachable!()
    };
    Answer::Revenue {
        income_to_senators,
        contributions,
        transfers,
        spoils,
        grain,
        upkeep: lines,
        plan_ahead: None,
    }
}

/// A Rebel of faction 0 with `legions` Legions and a Secondary Rebel (faction 0's second
/// senator), in the open PB-02 round. Returns the game, the Rebel's and the Secondary's index.
fn rebel_and_secondary(b: u8, legions: u32) -> (Game, usize, usize) {
    let (mut g, i) = with_rebel(b, legions);
    let j = of(&g, 0)[1];
    g.senators[j].rebel = true;
    g.senators[j].in_rome = false;
    g.senators[j].offices.clear();
    let sid = g.senators[j].id();
    if let Some(r) = g.rebellion.as_mut() {
        r.secondaries = vec![sid];
    }
    (g, i, j)
}

fn set_money(g: &mut Game, i: usize, j: usize, rebel: u32, secondary: u32, faction: u32) {
    let before = u64::from(g.senators[i].treasury)
        + u64::from(g.senators[j].treasury)
        + u64::from(g.factions[0].treasury);
    g.senators[i].treasury = rebel;
    g.senators[j].treasury = secondary;
    g.factions[0].treasury = faction;
    g.ledger.bank_to_players += u64::from(rebel + secondary + faction);
    g.ledger.bank_to_players -= before;
}

/// REV-03: the lines say which purse pays; the rest of what he owes (6T for 3 Legions) is taken
/// by the Default Move, from the Rebel's Personal Treasury first; the faction's income arrives
/// after the maintenance.
#[test]
fn rev_03_upkeep_lines_choose_the_purses() {
    let (mut g, i, j) = rebel_and_secondary(71, 3);
    set_money(&mut g, i, j, 5, 4, 6);
    let income = g.income[0];
    let spent = g.ledger.spent_to_bank;
    let sid = g.senators[j].id();
    let d = decision(&g, 0);
    g.submit(
        f(0),
        &d,
        upkeep_answer(vec![(Purse::FactionTreasury, 3), (Purse::Senator(sid), 1)]),
    )
    .unwrap();
    let ev = g.resolve(true);
    assert!(
        matches!(
            found(&ev, |k| matches!(k, EventKind::RebelMaintenance { .. })),
            EventKind::RebelMaintenance {
                legions: 3,
                released: 0,
                ..
            }
        ),
        "{ev:#?}"
    );
    assert_eq!(g.factions[0].treasury, 6 - 3 + income);
    assert_eq!(g.senators[j].treasury, 4 - 1);
    assert_eq!(
        g.senators[i].treasury,
        5 - 2,
        "the Default Move takes the rest"
    );
    assert_eq!(g.ledger.spent_to_bank - spent, 6);
    assert_eq!(g.rebellion.as_ref().unwrap().legions, 3);
    // GEN-04: the purses are told only to the faction.
    let paid = ev
        .iter()
        .find(|e| matches!(e.kind, EventKind::RebelUpkeepPaid { .. }))
        .expect("the payment event");
    assert_eq!(paid.visibility, Visibility::Faction(f(0)));
    assert!(g.accounts().balanced());
}

/// REV-03: he must pay what he can (LR 1.11.35: he releases only what he "cannot afford"): with
/// 5T in his purses he keeps 2 of 4 Legions whichever purse his lines name, and the 2 released
/// go back to the Senate.
#[test]
fn rev_03_he_releases_only_what_he_cannot_afford() {
    let (mut g, i, j) = rebel_and_secondary(72, 4);
    set_money(&mut g, i, j, 1, 0, 4);
    let legions = g.legions;
    let d = decision(&g, 0);
    g.submit(f(0), &d, upkeep_answer(vec![(Purse::FactionTreasury, 4)]))
        .unwrap();
    let income = g.income[0];
    let ev = g.resolve(true);
    assert!(matches!(
        found(&ev, |k| matches!(k, EventKind::RebelMaintenance { .. })),
        EventKind::RebelMaintenance {
            legions: 2,
            released: 2,
            ..
        }
    ));
    assert_eq!(g.senators[i].treasury, 1, "his lines covered it all");
    assert_eq!(g.factions[0].treasury, income);
    assert_eq!(g.rebellion.as_ref().unwrap().legions, 2);
    assert_eq!(g.legions, legions + 2);
}

/// REV-03: lines refused: a loyal senator's purse, more than a purse holds, more than he owes,
/// and a faction whose senator is in no Revolt.
#[test]
fn rev_03_upkeep_lines_refused() {
    let (mut g, i, j) = rebel_and_secondary(73, 2);
    set_money(&mut g, i, j, 3, 0, 10);
    let loyal = g.senators[of(&g, 0)[2]].id();
    let rebel = g.senators[i].id();
    let d = decision(&g, 0);
    let refused =
        |g: &mut Game, lines: Vec<(Purse, u32)>| match g.submit(f(0), &d, upkeep_answer(lines)) {
            Err(RuleError::Illegal { rule, why }) => {
                assert_eq!(rule, "REV-03");
                why
            }
            other => panic!("not refused: {other:?}"),
        };
    assert!(matches!(
        refused(&mut g, vec![(Purse::Senator(loyal), 2)]),
        Illegal::UpkeepNotRebel { .. }
    ));
    assert!(matches!(
        refused(&mut g, vec![(Purse::Senator(rebel.clone()), 4)]),
        Illegal::UpkeepShort { have: 3, .. }
    ));
    assert!(matches!(
        refused(
            &mut g,
            vec![(Purse::Senator(rebel), 2), (Purse::FactionTreasury, 3)]
        ),
        Illegal::UpkeepOverpaid { given: 5, owed: 4 }
    ));
    let d1 = decision(&g, 1);
    assert!(matches!(
        g.submit(f(1), &d1, upkeep_answer(vec![(Purse::FactionTreasury, 2)])),
        Err(RuleError::Illegal {
            why: Illegal::NoUpkeepOwed,
            ..
        })
    ));
}

/// REV-03 (LR 1.11.35, 1.06.53): when the Rebel cannot afford some Legions, the HRAO's faction
/// is asked whether the State pays for them (Default Move: it pays); declining eliminates them.
#[test]
fn rev_03_the_hrao_declines_to_pay_for_the_released_legions() {
    let (mut g, i, j) = rebel_and_secondary(74, 4);
    set_money(&mut g, i, j, 1, 0, 4);
    let d = g.rev_03_released_choice().expect("the HRAO is asked");
    let hrao = g.hrao_index().unwrap();
    assert_eq!(Some(d.owner), g.senators[hrao].faction);
    assert!(matches!(
        &d.options,
        DecisionOptions::Choice {
            about: ChoiceAbout::ReleasedLegions { legions: 2, .. },
            ..
        }
    ));
    assert!(matches!(
        d.default,
        Answer::Choice {
            pick: ChoiceOption::SenatePays,
            ..
        }
    ));
    let legions = g.legions;
    let payments = g.rev_03_upkeep_payments(f(0), &[]).unwrap();
    let mut ev = Vec::new();
    g.rev_03_rebel_maintenance(&payments, false, &mut ev);
    assert!(matches!(
        found(&ev, |k| matches!(
            k,
            EventKind::ReleasedLegionsEliminated { .. }
        )),
        EventKind::ReleasedLegionsEliminated {
            legions: 2,
            declined: true,
            ..
        }
    ));
    assert_eq!(g.legions, legions, "none joins the Senate");
    assert_eq!(g.rebellion.as_ref().unwrap().legions, 2);
    assert!(g.accounts().balanced());
}

/// REV-03 (LR 1.11.35: "or if the Senate cannot afford them, they are immediately
/// eliminated"; LR 1.06.53): the Senate took back 3 Legions; in its Debits the State Treasury is
/// 4T short of all its debits: 2 of them are eliminated instead of a bankruptcy, and the State
/// pays the rest to exactly 0.
#[test]
fn rev_03_the_state_keeps_only_the_released_legions_it_can_afford() {
    let (mut g, i, j) = rebel_and_secondary(75, 3);
    set_money(&mut g, i, j, 0, 0, 0);
    let payments = g.rev_03_upkeep_payments(f(0), &[]).unwrap();
    let mut ev = Vec::new();
    let (kept, vets) = g.rev_03_rebel_maintenance(&payments, true, &mut ev);
    assert_eq!(kept, 3);
    assert!(g.land_bills.is_empty());
    let legions = g.legions;
    let wars = i64::try_from(g.active_wars.len()).unwrap();
    let need = 20 * wars + 20 + 2 * (i64::from(legions) + i64::from(g.fleets));
    g.state_treasury = need - 4;
    g.rev_03_unaffordable_released(&[], kept, &vets, &mut ev);
    assert!(matches!(
        found(&ev, |k| matches!(
            k,
            EventKind::ReleasedLegionsEliminated { .. }
        )),
        EventKind::ReleasedLegionsEliminated {
            legions: 2,
            declined: false,
            ..
        }
    ));
    assert_eq!(g.legions, legions - 2);
    assert!(g.rev_16_debits(Vec::new(), &mut ev), "not bankrupt");
    assert_eq!(g.state_treasury, 0);
}
