//! Setups and lookups that several test modules share, each written once here.

use super::*;
use crate::rebellion::Rebellion;
use crate::state::{EventInPlay, Force, Province};

/// A game after setup (turn 1, Early Republic) in the Revolution Phase with faction 0's first
/// senator away, holding no office, commanding a victorious Force (its war is not in the Forum)
/// of `legions` Legions, `own` of them Veterans owing him allegiance, and `fleets` Fleets, both
/// counted in the Senate's; `before` adjusts the game before the phase opens. Returns the game
/// and his index.
pub(super) fn victor(
    b: u8,
    legions: u32,
    own: usize,
    fleets: u32,
    before: impl FnOnce(&mut Game),
) -> (Game, usize) {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let i = of(&g, 0)[0];
    g.senators[i].in_rome = false;
    g.senators[i].offices.clear();
    let fam = g.senators[i].family;
    g.forces.push(Force {
        commander: Some(g.senators[i].id()),
        master_of_horse: None,
        war: "gallic-1".into(),
        legions,
        veterans: vec![fam; own],
        fleets,
        dispatched: 0,
        sent_turn: 1,
    });
    g.legions += legions;
    g.fleets += fleets;
    before(&mut g);
    let mut ev = Vec::new();
    g.start_revolution(&mut ev);
    (g, i)
}

/// PB-13: `commander` revolts if at least 1 Legion follows, spending nothing, nobody joining
/// him, his Fleets forfeited.
pub(super) fn revolt_order(commander: &SenatorId) -> RevoltOrder {
    RevoltOrder {
        commander: commander.clone(),
        at_least: 1,
        spend: 0,
        joined_by: vec![],
        master_spend: 0,
        fleets: false,
    }
}

/// A Revolution answer that only revolts with `order`.
pub(super) fn revolt_answer(order: RevoltOrder) -> Answer {
    Answer::Revolution {
        statesmen: vec![],
        concessions: vec![],
        discards: vec![],
        revolts: vec![order],
    }
}

/// Faction 0's first senator in Revolt (a Rebel away from Rome, holding no office); `revolt`
/// fills in the Revolt made by `Rebellion::new`. Returns his index.
pub(super) fn in_revolt(g: &mut Game, revolt: impl FnOnce(Rebellion) -> Rebellion) -> usize {
    let i = of(g, 0)[0];
    g.senators[i].rebel = true;
    g.senators[i].in_rome = false;
    g.senators[i].offices.clear();
    g.rebellion = Some(revolt(Rebellion::new(g.senators[i].id(), f(0), 1)));
    i
}

/// The first event whose kind `pred` accepts (the test fails, listing the events, without one).
pub(super) fn found(ev: &[Event], pred: impl Fn(&EventKind) -> bool) -> &EventKind {
    ev.iter()
        .map(|e| &e.kind)
        .find(|k| pred(k))
        .unwrap_or_else(|| panic!("event not found in {ev:#?}"))
}

/// Put the Event card `key` in play (its `increased` side or not).
pub(super) fn event_in_play(g: &mut Game, key: &str, increased: bool) {
    g.events_in_play.push(EventInPlay {
        key: key.into(),
        increased,
        turn: 0,
        repeats: 0,
    });
}

/// The game breaks no invariant (`Game::invariant_violations`).
pub(super) fn assert_invariants(g: &Game) {
    let v = g.invariant_violations();
    assert!(v.is_empty(), "{v:?}");
}

/// Put `key` under the governorship of senator `i` (as SEN-35 would): he leaves Rome.
pub(super) fn govern(g: &mut Game, i: usize, key: &str, developed: bool, garrison: u32, term: u8) {
    g.forum_provinces.retain(|k| k != key);
    g.senators[i].in_rome = false;
    g.provinces.push(Province {
        key: key.into(),
        governor: g.senators[i].id(),
        term,
        developed,
        garrison,
        elected_turn: 1,
    });
}

/// A senator of faction `fac` holding no office (not the Rome Consul).
pub(super) fn plain(g: &Game, fac: u8) -> usize {
    of(g, fac)
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap()
}

/// A public SenatorDied event for `id`.
pub(super) fn died(ev: &[Event], id: &SenatorId) -> bool {
    ev.iter().any(|e| {
        e.visibility == Visibility::Public
            && matches!(&e.kind, EventKind::SenatorDied { senator, .. } if senator == id)
    })
}
