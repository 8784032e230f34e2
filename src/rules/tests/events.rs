//! Event cards and what they do outside their own phase (FOR-02, FOR-22, REV-09, REV-17,
//! COM-19, TD-10) with fixed dice, chits and cards.

use super::*;
use crate::rules::state::EventInPlay;

/// A game in the Forum Phase (turn 1) with nothing resolved yet.
fn in_forum(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.resolve(true);
    g
}

/// Set a Personal Treasury as if the bank had paid it as income (keeps the ledger balanced).
fn set_pt(g: &mut Game, i: usize, amount: u32) {
    let old = g.senators[i].treasury;
    g.senators[i].treasury = amount;
    g.ledger.income_paid = g.ledger.income_paid + u64::from(amount) - u64::from(old);
}

/// Set a Faction Treasury the same way.
fn set_ft(g: &mut Game, fac: u8, amount: u32) {
    let old = g.factions[usize::from(fac)].treasury;
    g.factions[usize::from(fac)].treasury = amount;
    g.ledger.income_paid = g.ledger.income_paid + u64::from(amount) - u64::from(old);
}

/// Make a non-leader of faction 0 the Pontifex Maximus; returns his index.
fn make_pontifex(g: &mut Game) -> usize {
    let p = of(g, 0)
        .into_iter()
        .find(|i| !g.senators[*i].faction_leader)
        .unwrap();
    g.senators[p].offices.push(Office::PontifexMaximus);
    p
}

fn place(g: &mut Game, key: &str) -> Vec<Event> {
    let mut ev = Vec::new();
    g.place_event(key, &mut ev);
    ev
}

fn notes(ev: &[Event], vis: Visibility) -> Vec<String> {
    ev.iter()
        .filter(|e| e.visibility == vis)
        .filter_map(|e| match &e.kind {
            EventKind::Note { text } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

fn state_changes(ev: &[Event]) -> Vec<(String, i64)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::StateTreasury { reason, delta, .. } => Some((reason.clone(), *delta)),
            _ => None,
        })
        .collect()
}

#[test]
fn for_02_pontifex_pays_the_first_evil_omens_privately() {
    let mut g = in_forum(40);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 25);
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.state_treasury, treasury, "the State pays nothing");
    assert!(state_changes(&ev).is_empty());
    assert_eq!(g.senators[p].treasury, 5);
    assert!(g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(!g.senators[p].major);
    let private = notes(&ev, Visibility::Faction(f(0)));
    assert!(
        private.iter().any(|t| t.contains("pays 20T")),
        "{private:?}"
    );
    let public = notes(&ev, Visibility::Public);
    assert!(public.iter().any(|t| t.contains("pays for the sacrifices")));
    assert!(
        public.iter().all(|t| !t.contains("20T")),
        "no amount from a Personal Treasury in public: {public:?}"
    );
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_second_evil_omens_strips_the_pontifex() {
    let mut g = in_forum(41);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 40);
    let influence = g.senators[p].influence;
    let treasury = g.state_treasury;
    place(&mut g, "evil-omens");
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.evil_omens(), 2);
    assert!(!g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(g.senators[p].major);
    assert_eq!(g.senators[p].influence, influence.saturating_sub(5));
    assert_eq!(g.senators[p].treasury, 20, "one sacrifice a turn, no fine");
    assert_eq!(g.state_treasury, treasury);
    assert!(state_changes(&ev).is_empty());
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_pontifex_who_cannot_pay_is_fined_and_the_state_pays_the_rest_of_the_sacrifice() {
    let mut g = in_forum(42);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 5);
    set_ft(&mut g, 0, 12);
    let influence = g.senators[p].influence;
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    // 5T from him; 15T unpaid + 10T fine due from the Faction Treasury, which has 12T; the
    // State pays the last 3T of the sacrifice, not the fine.
    assert_eq!(g.senators[p].treasury, 0);
    assert_eq!(g.factions[0].treasury, 0);
    assert_eq!(g.state_treasury, treasury - 3);
    assert_eq!(state_changes(&ev).len(), 1);
    assert!(!g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(g.senators[p].major);
    assert_eq!(g.senators[p].influence, influence.saturating_sub(5));
    let public = notes(&ev, Visibility::Public);
    assert!(public.iter().any(|t| t.contains("SEN-23")), "{public:?}");
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_faction_treasury_pays_debt_and_fine_so_the_state_pays_nothing() {
    let mut g = in_forum(43);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 5);
    set_ft(&mut g, 0, 40);
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.factions[0].treasury, 15);
    assert_eq!(g.state_treasury, treasury);
    assert!(!g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(
        notes(&ev, Visibility::Public)
            .iter()
            .all(|t| !t.contains("SEN-23"))
    );
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_without_a_pontifex_the_state_pays() {
    let mut g = in_forum(44);
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.state_treasury, treasury - 20);
    assert_eq!(state_changes(&ev).len(), 1);
    assert!(g.accounts().balanced());
}

#[test]
fn rev_09_pontifex_collects_a_die() {
    let (mut g, _) = new_game(3, 45);
    let p = make_pontifex(&mut g);
    g.script_dice(vec![4]);
    let ev = to_revenue(&mut g);
    assert_eq!(g.senators[p].treasury, 4);
    let rolls: Vec<&Event> = ev
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::DiceRolled { purpose, .. } if purpose.contains("REV-09")))
        .collect();
    assert_eq!(rolls.len(), 1);
    assert_eq!(rolls[0].visibility, Visibility::Faction(f(0)));
    assert!(g.accounts().balanced());
}

#[test]
fn rev_17_allied_enthusiasm_pays_fifty_next_revenue() {
    let (mut g, _) = new_game(3, 46);
    to_revenue(&mut g);
    g.events_in_play.push(EventInPlay {
        key: "allied-enthusiasm".into(),
        increased: false,
        turn: g.turn - 1,
        repeats: 0,
    });
    let ev = g.resolve(true);
    let gains: Vec<i64> = state_changes(&ev)
        .into_iter()
        .filter(|(r, _)| r.contains("REV-17"))
        .map(|(_, d)| d)
        .collect();
    assert_eq!(gains, vec![50]);
    assert!(
        g.events_in_play.is_empty(),
        "discarded at the passage of time"
    );
    assert!(g.accounts().balanced());
}

#[test]
fn rev_17_extreme_allied_enthusiasm_pays_seventy_five_instead() {
    let (mut g, _) = new_game(3, 47);
    to_revenue(&mut g);
    g.events_in_play.push(EventInPlay {
        key: "allied-enthusiasm".into(),
        increased: true,
        turn: g.turn - 1,
        repeats: 0,
    });
    let ev = g.resolve(true);
    let gains: Vec<i64> = state_changes(&ev)
        .into_iter()
        .filter(|(r, _)| r.contains("REV-17"))
        .map(|(_, d)| d)
        .collect();
    assert_eq!(gains, vec![75]);
    assert!(g.accounts().balanced());
}
