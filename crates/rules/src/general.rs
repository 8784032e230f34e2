//! Global concepts used by every phase: dice and chits as events (GEN-02), tie-breaks and turn
//! order (GEN-03), attribute bounds (GEN-05), votes (GEN-09), the same-ID rule (GEN-10), the
//! HRAO (GEN-11) and senator lookups.

use std::cmp::Reverse;

use super::api::{DicePurpose, Die, Event, EventKind, FactionId, SenatorId, Tie};
use super::game::{Game, data, public};
use super::state::{Chit, Senator};

/// What a die roll is for (GEN-02, GEN-13). It decides which modifiers the roll takes, so that no
/// caller can forget one: every die the rules roll goes through `Game::roll`, which works the
/// modifier out from this and records it in the `DiceRolled` event (checked by
/// `gen_13_every_roll_goes_through_the_one_roll_helper`).
///
/// GEN-13 (card Evil Omens: "a −1 penalty applies to EVERY die or dice roll except for
/// Initiative and further rolls on the Events table. (Exception: +1 to all Persuasion
/// Attempts.) In the case of Provincial Spoils and State Income subtract one from the total
/// income — not from the die roll"). RULING (GEN-13, DESIGN "Sources and conflicts": the card
/// text decides): the Tax Farmer rolls (FOR-19) and the Natural Disaster roll (FOR-22) are
/// lowered too, although LR 1.07.21 and 1.07.8 exempt them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RollFor {
    /// Any roll the card does not exempt: −1 per Evil Omens in play on the roll's total.
    Check,
    /// An Initiative roll (FOR-04): exempt (card).
    Initiative,
    /// A roll on the Random Events Table (FOR-04): exempt (card).
    EventsTable,
    /// Provincial Spoils (REV-08) and State income (REV-14): −1 per Evil Omens, taken off the
    /// total income rather than the dice (card); the caller adds `Rolled::modifier` to the income.
    ProvincialIncome,
    /// A Persuasion roll (FOR-11): Evil Omens give +1 to the base number instead (card,
    /// `Game::base_number`), so the roll itself takes no modifier.
    Persuasion,
    /// SEN-51: an Assassination roll or a Bodyguard re-roll: Evil Omens apply (−1 each).
    Assassination,
}

/// Dice rolled by `Game::roll` with the modifier their purpose takes (GEN-13).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Rolled {
    /// Each die as it fell.
    pub(super) dice: Vec<Die>,
    /// What the rules add to the roll (Evil Omens: −1 each); for `RollFor::ProvincialIncome`
    /// it is added to the income total instead.
    pub(super) modifier: i32,
}

impl Rolled {
    /// The dice as they fell, added up.
    pub(super) fn sum(&self) -> i32 {
        self.dice.iter().map(|d| i32::from(*d)).sum()
    }

    /// The modified roll: the dice plus the modifier.
    pub(super) fn total(&self) -> i32 {
        self.sum() + self.modifier
    }

    /// The modified roll, never below 0 (rolls that count things: Fleets lost, Talents, chits).
    pub(super) fn count(&self) -> u32 {
        u32::try_from(self.total().max(0)).unwrap_or(0)
    }
}

impl Game {
    /// GEN-02 / GEN-13: roll `n` dice for `why`, recorded in a Public event with the modifier the
    /// roll takes. The one place the rules roll dice and apply a roll's modifiers.
    pub(super) fn roll(
        &mut self,
        n: usize,
        why: RollFor,
        purpose: DicePurpose,
        ev: &mut Vec<Event>,
    ) -> Rolled {
        let dice: Vec<Die> = (0..n).map(|_| self.rand.die()).collect();
        let modifier = match why {
            RollFor::Check | RollFor::ProvincialIncome | RollFor::Assassination => {
                -self.evil_omens()
            }
            RollFor::Initiative | RollFor::EventsTable | RollFor::Persuasion => 0,
        };
        ev.push(public(EventKind::DiceRolled {
            purpose,
            dice: dice.clone(),
            modifier,
        }));
        Rolled { dice, modifier }
    }

    /// MOR-02/SET-04: draw one chit from the cup (removed from the cup), as a Public event. A
    /// scripted chit (tests) comes first; it is taken out of the cup if it is there.
    pub(super) fn draw_chit(&mut self, ev: &mut Vec<Event>) -> Chit {
        let chit = match self
            .rand
            .script_chits
            .pop_front()
            .and_then(|s| Chit::parse(&s))
        {
            Some(c) => {
                if let Some(i) = self.cup.iter().position(|x| *x == c) {
                    self.cup.remove(i);
                }
                c
            }
            None if self.cup.is_empty() => Chit::Blank,
            None => {
                let i = self.rand.index(self.cup.len());
                self.cup.remove(i)
            }
        };
        ev.push(public(EventKind::ChitDrawn { chit: chit.label() }));
        chit
    }

    /// GEN-03: factions clockwise starting with `start` (MOR-06: eliminated seats skipped).
    pub(super) fn clockwise_from(&self, start: FactionId) -> Vec<FactionId> {
        let n = self.faction_count();
        let s = usize::from(start.0) % n.max(1);
        (0..n)
            .filter_map(|k| u8::try_from((s + k) % n).ok().map(FactionId))
            .filter(|f| !self.eliminated(*f))
            .collect()
    }

    /// GEN-03: order disputes: the HRAO's faction first, then clockwise (seat 1 first if there
    /// is no HRAO).
    pub fn hrao_order(&self) -> Vec<FactionId> {
        let start = self
            .hrao_index()
            .and_then(|i| self.senators[i].faction)
            .unwrap_or(FactionId(0));
        self.clockwise_from(start)
    }

    // Used by the phases still to come (bids, vote ties) and by the tests.
    #[allow(dead_code)]
    /// GEN-03: a tie not otherwise resolved goes to the highest roller on 2d6; tied highest
    /// rollers roll again. Returns the winner (None if `tied` is empty).
    pub(super) fn roll_off(
        &mut self,
        tied: &[FactionId],
        tie: Tie,
        ev: &mut Vec<Event>,
    ) -> Option<FactionId> {
        let mut left: Vec<FactionId> = tied.to_vec();
        // Each pass has a positive chance to end; the bound only guards against broken scripts.
        for _ in 0..1000 {
            if left.len() <= 1 {
                break;
            }
            let mut best = 0u32;
            let mut scores = Vec::new();
            for f in &left {
                let d = self.roll(
                    2,
                    RollFor::Check,
                    DicePurpose::TieRollOff { tie, faction: *f },
                    ev,
                );
                let total = d.count();
                best = best.max(total);
                scores.push((*f, total));
            }
            left = scores
                .into_iter()
                .filter(|(_, t)| *t == best)
                .map(|(f, _)| f)
                .collect();
        }
        left.first().copied()
    }

    /// GEN-05: unrest never drops below 0.
    #[allow(dead_code)] // used by the Population Phase (not yet implemented) and the tests
    pub(super) fn add_unrest(&mut self, delta: i32) {
        self.unrest = self.unrest.saturating_add(delta).max(0);
    }

    /// GEN-09: a faction's votes = Oratory + Knights of its senators in Rome.
    pub fn votes(&self, f: FactionId) -> u32 {
        let d = data();
        self.senators
            .iter()
            .filter(|s| s.faction == Some(f))
            .map(|s| s.votes(d))
            .sum()
    }

    /// GEN-11: the Highest Ranking Available Official, as an index into `senators`: the holder
    /// of the highest office among aligned senators in Rome (Dictator, Rome Consul, Field
    /// Consul, Censor, Master of Horse, Pontifex Maximus); else the aligned senator in Rome with
    /// the most Influence, ties by Oratory, then lowest ID.
    pub(super) fn hrao_index(&self) -> Option<usize> {
        self.hrao_index_with(&[])
    }

    /// GEN-11: the HRAO, counting the Senators `also` (indices) as in Rome (COM-23:
    /// card:intrigue-proscription/5, the victorious Commanders).
    pub(super) fn hrao_index_with(&self, also: &[usize]) -> Option<usize> {
        let d = data();
        let here: Vec<bool> = self
            .senators
            .iter()
            .enumerate()
            .map(|(i, s)| s.in_rome || also.contains(&i))
            .collect();
        let present = |i: usize, s: &Senator| s.faction.is_some() && here[i];
        let by_office = self
            .senators
            .iter()
            .enumerate()
            .filter(|(i, s)| present(*i, s))
            .filter_map(|(i, s)| s.offices.iter().min().map(|o| (*o, i)))
            .min();
        if let Some((_, i)) = by_office {
            return Some(i);
        }
        self.senators
            .iter()
            .enumerate()
            .filter(|(i, s)| present(*i, s))
            .min_by_key(|(_, s)| (Reverse(s.influence), Reverse(s.oratory(d)), s.id_key()))
            .map(|(i, _)| i)
    }

    /// GEN-11: the HRAO's ID.
    pub fn hrao(&self) -> Option<SenatorId> {
        self.hrao_index().map(|i| self.senators[i].id())
    }

    /// The faction's senator with the most Influence (ties: Oratory, then lowest ID): the
    /// Default Faction Leader (PB-01, FOR-16 default).
    pub(super) fn most_influential(&self, f: FactionId) -> Option<usize> {
        let d = data();
        self.senators
            .iter()
            .enumerate()
            .filter(|(_, s)| s.faction == Some(f))
            .min_by_key(|(_, s)| (Reverse(s.influence), Reverse(s.oratory(d)), s.id_key()))
            .map(|(i, _)| i)
    }

    /// GEN-10: family numbers held by more than one senator in play (must always be empty in
    /// the Early Republic; 25A/25B and 29A/29B are the only legal pairs).
    pub fn same_id_violations(&self) -> Vec<u8> {
        let mut seen: Vec<u8> = Vec::new();
        let mut bad: Vec<u8> = Vec::new();
        for s in &self.senators {
            if seen.contains(&s.family) {
                let pair_ok = matches!(s.family, 25 | 29)
                    && self
                        .senators
                        .iter()
                        .filter(|o| o.family == s.family)
                        .all(|o| o.statesman.is_some());
                if !pair_ok && !bad.contains(&s.family) {
                    bad.push(s.family);
                }
            } else {
                seen.push(s.family);
            }
        }
        bad
    }

    /// Find a senator in play by the ID a player wrote: the top card's ID (case-insensitive,
    /// "1a" = "1A"), or the family number of a stack ("1" for 1A on the Cornelius card or 1A
    /// alone). GEN-10 makes the number unique.
    pub(super) fn find_senator(&self, id: &SenatorId) -> Option<usize> {
        let want = id.0.trim();
        let family = super::state::family_written(want);
        if let Some(i) = self
            .senators
            .iter()
            .position(|s| s.id_is_read(want, family))
        {
            return Some(i);
        }
        let n: u8 = want.trim_start_matches('#').parse().ok()?;
        let hits: Vec<usize> = self
            .senators
            .iter()
            .enumerate()
            .filter(|(_, s)| s.family == n)
            .map(|(i, _)| i)
            .collect();
        match hits.as_slice() {
            [i] => Some(*i),
            _ => None,
        }
    }

    /// Indexes of a faction's senators, in a stable order (lowest ID first).
    pub(super) fn senators_of(&self, f: FactionId) -> Vec<usize> {
        let mut v: Vec<usize> = self
            .senators
            .iter()
            .enumerate()
            .filter(|(_, s)| s.faction == Some(f))
            .map(|(i, _)| i)
            .collect();
        v.sort_by_key(|i| self.senators[*i].id_key());
        v
    }
}
