//! Scenario tests of the rules core with access to the state (rigged hands, scripted dice and
//! chits). Each test name carries the checklist ID it covers.

mod assassination;
mod board_tables;
mod civil_war;
mod combat;
mod deserting_veterans;
mod disbandment;
mod event_provincial_forces;
mod events;
mod fixtures;
mod forum;
mod general;
mod late_cards;
mod late_intrigue;
mod late_setup;
mod late_statesmen;
mod laws;
mod laws_late;
mod legates_absent;
mod middle_setup;
mod mortality;
mod options;
mod provinces;
mod provincial_wars;
mod ransom;
mod rebel_battles;
mod rebel_declarations;
mod rebel_end_game;
mod rebel_fleets;
mod rebel_province;
mod rebel_reinforcement;
mod rebel_staying;
mod rebel_upkeep;
mod rebellion;
mod revenue;
mod revolution;
mod senate;
mod setup;
mod substitute;
mod trades;

use super::data::DeckCard;
use super::game::data;
use super::state::{Office, Phase, Senator};
use super::*;
use fixtures::{
    assert_invariants, event_in_play, found, in_revolt, revolt_answer, revolt_order, victor,
};

pub(super) fn seed(b: u8) -> [u8; 32] {
    let mut s = [0u8; 32];
    s[0] = b;
    s[31] = 0x5a;
    s
}

pub(super) fn new_game(n: usize, b: u8) -> (Game, Vec<Event>) {
    let players = (1..=n).map(|i| format!("Player {i}")).collect();
    Game::new(
        Setup {
            scenario: Scenario::EarlyRepublic,
            players,
        },
        seed(b),
    )
    .unwrap()
}

pub(super) fn f(i: u8) -> FactionId {
    FactionId(i)
}

/// Indexes of a faction's senators.
pub(super) fn of(g: &Game, fac: u8) -> Vec<usize> {
    g.senators_of(FactionId(fac))
}

/// Put exactly `cards` into the faction's hand, taking them from the deck or other hands (the old
/// hand goes to the deck; cards taken from another hand are replaced from the deck top), and
/// reopen the setup round.
pub(super) fn rig_hand(g: &mut Game, fac: u8, cards: Vec<DeckCard>) {
    let old = std::mem::take(&mut g.factions[usize::from(fac)].hand);
    g.deck.extend(old);
    for c in &cards {
        if let Some(p) = g.deck.iter().position(|x| x == c) {
            g.deck.remove(p);
            continue;
        }
        for (j, other) in g.factions.iter_mut().enumerate() {
            if j == usize::from(fac) {
                continue;
            }
            if let Some(p) = other.hand.iter().position(|x| x == c) {
                other.hand.remove(p);
                // replace with the first faction card of the deck
                let q = g
                    .deck
                    .iter()
                    .position(|x| {
                        matches!(x, DeckCard::Intrigue(_) | DeckCard::Concession(_))
                            && !cards.contains(x)
                    })
                    .unwrap();
                other.hand.push(g.deck.remove(q));
            }
        }
    }
    g.factions[usize::from(fac)].hand = cards;
    if g.phase == Phase::Setup {
        g.open_setup_round();
    }
}

/// Make family `new` a senator of faction `fac` in place of family `old` (which takes `new`'s
/// place, in another faction or in the deck). Offices and their Influence move with the seat.
pub(super) fn rig_family(g: &mut Game, old: u8, new: u8) {
    let d = data();
    let a = g.senators.iter().position(|s| s.family == old).unwrap();
    let rebuild = |s: &Senator, fam: u8| {
        let mut n = Senator::from_family(d, fam, s.faction);
        n.offices = s.offices.clone();
        n.prior_consul = s.prior_consul;
        n.faction_leader = s.faction_leader;
        if n.offices.contains(&Office::RomeConsul) {
            n.influence += 5;
        }
        n
    };
    if let Some(b) = g.senators.iter().position(|s| s.family == new) {
        let (sa, sb) = (g.senators[a].clone(), g.senators[b].clone());
        g.senators[a] = rebuild(&sa, new);
        g.senators[b] = rebuild(&sb, old);
    } else {
        let p = g
            .deck
            .iter()
            .position(|c| *c == DeckCard::Family(new))
            .unwrap();
        g.deck[p] = DeckCard::Family(old);
        let sa = g.senators[a].clone();
        g.senators[a] = rebuild(&sa, new);
    }
    if g.phase == Phase::Setup {
        g.open_setup_round();
    }
}

pub(super) fn setup_answer(leader: &str, statesmen: &[&str], conc: &[(&str, &str)]) -> Answer {
    Answer::SetupPlays {
        leader: SenatorId(leader.into()),
        statesmen: statesmen.iter().map(|s| CardKey((*s).into())).collect(),
        concessions: conc
            .iter()
            .map(|(c, s)| (CardKey((*c).into()), SenatorId((*s).into())))
            .collect(),
    }
}

pub(super) fn revenue_answer(
    income: &[(&str, u32)],
    contributions: &[(&str, u32)],
    transfers: Vec<Transfer>,
) -> Answer {
    Answer::Revenue {
        income_to_senators: income
            .iter()
            .map(|(s, a)| (SenatorId((*s).into()), *a))
            .collect(),
        contributions: contributions
            .iter()
            .map(|(s, a)| (SenatorId((*s).into()), *a))
            .collect(),
        transfers,
        spoils: Vec::new(),
        grain: Vec::new(),
        upkeep: Vec::new(),
        plan_ahead: None,
    }
}

/// Answer the `Choice` decision `d` with `pick`, about what it asks.
pub(super) fn submit_pick(g: &mut Game, d: &Decision, pick: ChoiceOption) {
    let DecisionOptions::Choice { about, .. } = &d.options else {
        panic!("not a Choice: {d:?}")
    };
    let about = about.clone();
    g.submit(d.owner, &d.id, Answer::Choice { about, pick })
        .unwrap();
}

pub(super) fn decision(g: &Game, fac: u8) -> DecisionId {
    g.open_decisions()
        .into_iter()
        .find(|d| d.owner == FactionId(fac))
        .unwrap()
        .id
}

/// The Rome Consul's index.
pub(super) fn consul(g: &Game) -> usize {
    g.senators
        .iter()
        .position(|s| s.offices.contains(&Office::RomeConsul))
        .unwrap()
}

pub(super) fn public_kinds(ev: &[Event]) -> Vec<&EventKind> {
    ev.iter()
        .filter(|e| e.visibility == Visibility::Public)
        .map(|e| &e.kind)
        .collect()
}

/// Run setup with defaults (a blank mortality chit so nobody dies) into the revenue round.
pub(super) fn to_revenue(g: &mut Game) -> Vec<Event> {
    g.script_chits(vec!["none".into()]);
    g.resolve(true)
}
