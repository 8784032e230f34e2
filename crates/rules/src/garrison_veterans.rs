//! COM-18 (ADV 2.02.414/9): Veteran Legions in a Province's Garrison.
//!
//! A Governor's Provincial Victory turns surviving Garrison Legions Veteran (Provincial Armies
//! never do), with the Allegiance of the Governor: one Legion, as after any land Victory
//! (LR 1.10.5/1; two under the Caesar 4A power). A Garrison is a count of Legions
//! (`Province::garrison`, or `ForceRecords::forum_garrisons` while the card lies in the Forum),
//! so its Veterans are kept by province key (`ProvincialState::garrison_veterans`, one family
//! number per Veteran, `NO_ALLEGIANCE` once their Senator died) and follow every change of the
//! Garrison:
//! - Legions lost in a battle (a Provincial War, a Pretender's revolt, a Barbarian Raid) are
//!   drawn at random among those present (as COM-14 does for a Force);
//! - Legions recalled to Rome or eliminated unmaintained are the regular ones first (RULING
//!   COM-18 "garrison Veterans");
//! - a Garrison that goes home carries its Veterans to the Active Forces
//!   (`Game::veterans_in_rome`); one that dies loses them.
//!
//! Veterans count double in combat (LR 1.10.5/6): a Garrison's Veterans add 1 each to the
//! Province's Strength in a Provincial War battle.

use super::api::{Event, EventKind};
use super::game::{Game, public};

impl Game {
    /// COM-18: the Veteran Legions (family numbers) in the Garrison of the Province `key`.
    pub(super) fn garrison_veterans(&self, key: &str) -> u32 {
        self.provincial
            .garrison_veterans
            .get(key)
            .map_or(0, |v| u32::try_from(v.len()).unwrap_or(u32::MAX))
    }

    /// COM-18 (ADV 2.02.414/9, LR 1.10.5/1): after the Governor's Provincial Victory, one
    /// surviving regular Legion of the Garrison (two with Caesar's power) becomes a Veteran
    /// owing him Allegiance.
    pub(super) fn com_18_garrison_veterans(
        &mut self,
        p: usize,
        governor_family: u8,
        ev: &mut Vec<Event>,
    ) {
        let Some(prov) = self.provinces.get(p) else {
            return;
        };
        let (key, garrison, governor) = (prov.key.clone(), prov.garrison, prov.governor.clone());
        let regular = garrison.saturating_sub(self.garrison_veterans(&key));
        let new = self.com_13_per_victory(&governor).min(regular);
        if new == 0 {
            return;
        }
        let v = self
            .provincial
            .garrison_veterans
            .entry(key.clone())
            .or_default();
        for _ in 0..new {
            v.push(governor_family);
        }
        ev.push(public(EventKind::GarrisonVeterans {
            senator: governor,
            province: key.into(),
            legions: new,
        }));
    }

    /// COM-18: `lost` of the `present` Legions of the Garrison of `key` die in a battle: each
    /// drawn at random among those present (veterans included, as COM-14).
    pub(super) fn garrison_veterans_battle_losses(&mut self, key: &str, lost: u32, present: u32) {
        if self.garrison_veterans(key) == 0 {
            return;
        }
        let mut left = present;
        for _ in 0..lost.min(present) {
            let pick = self.rand.index(usize::try_from(left).unwrap_or(0));
            if let Some(v) = self.provincial.garrison_veterans.get_mut(key)
                && pick < v.len()
            {
                v.remove(pick);
            }
            left -= 1;
        }
        self.garrison_veterans_tidy();
    }

    /// COM-18: `n` of the `present` Legions leave the Garrison of `key`, the regular ones
    /// first; `home`: they join the Active Forces with their Allegiance (else they are
    /// eliminated).
    pub(super) fn garrison_veterans_leave(&mut self, key: &str, n: u32, present: u32, home: bool) {
        let vets = self.garrison_veterans(key);
        let regular = present.saturating_sub(vets);
        let go = n.saturating_sub(regular).min(vets);
        if go == 0 {
            return;
        }
        if let Some(v) = self.provincial.garrison_veterans.get_mut(key) {
            let k = usize::try_from(go).unwrap_or(v.len()).min(v.len());
            let gone: Vec<u8> = v.drain(..k).collect();
            if home {
                self.veterans_in_rome.extend(gone);
            }
        }
        self.garrison_veterans_tidy();
    }

    /// COM-18: the whole Garrison of `key` leaves (`home`: to the Active Forces, else killed).
    pub(super) fn garrison_veterans_all_leave(&mut self, key: &str, home: bool) {
        if let Some(v) = self.provincial.garrison_veterans.remove(key)
            && home
        {
            self.veterans_in_rome.extend(v);
        }
    }

    /// COM-13 / COM-18: the Veterans in Garrisons owing `family` now owe nobody.
    pub(super) fn garrison_veterans_allegiance_ends(&mut self, family: u8) -> u32 {
        let mut n = 0;
        for v in self.provincial.garrison_veterans.values_mut() {
            for x in v.iter_mut().filter(|x| **x == family) {
                *x = super::state::NO_ALLEGIANCE;
                n += 1;
            }
        }
        n
    }

    /// RVN-08 (LR 1.11.34/1 "regardless of where they are"): the Garrison Veterans owing one of
    /// `families` leave their Garrisons (and the Legions in existence) to desert to the Primary
    /// Rebel; returns their family numbers.
    pub(super) fn garrison_veterans_desert(&mut self, families: &[u8]) -> Vec<u8> {
        let mut moved = Vec::new();
        let keys: Vec<String> = self.provincial.garrison_veterans.keys().cloned().collect();
        for key in keys {
            let Some(v) = self.provincial.garrison_veterans.get_mut(&key) else {
                continue;
            };
            let before = v.len();
            v.retain(|x| {
                if families.contains(x) {
                    moved.push(*x);
                    false
                } else {
                    true
                }
            });
            let gone = u32::try_from(before - v.len()).unwrap_or(0);
            if gone == 0 {
                continue;
            }
            if let Some(p) = self.provinces.iter_mut().find(|p| p.key == key) {
                p.garrison = p.garrison.saturating_sub(gone);
            } else if let Some((_, n)) = self
                .force_records
                .forum_garrisons
                .iter_mut()
                .find(|(k, _)| *k == key)
            {
                *n = n.saturating_sub(gone);
            }
        }
        self.force_records.forum_garrisons.retain(|(_, n)| *n > 0);
        self.garrison_veterans_tidy();
        moved
    }

    /// COM-18 invariant: a Garrison holds at least as many Legions as its Veterans.
    pub(super) fn garrison_veterans_violations(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (key, v) in &self.provincial.garrison_veterans {
            let garrison = self
                .provinces
                .iter()
                .find(|p| p.key == *key)
                .map(|p| p.garrison)
                .or_else(|| {
                    self.force_records
                        .forum_garrisons
                        .iter()
                        .find(|(k, _)| k == key)
                        .map(|(_, n)| *n)
                })
                .unwrap_or(0);
            if v.len() > usize::try_from(garrison).unwrap_or(usize::MAX) {
                out.push(format!(
                    "COM-18: {} Veterans in the Garrison of {key}, which holds {garrison} Legions",
                    v.len()
                ));
            }
        }
        out
    }

    /// Drop empty entries (an empty state is not serialized).
    fn garrison_veterans_tidy(&mut self) {
        self.provincial
            .garrison_veterans
            .retain(|_, v| !v.is_empty());
    }
}
