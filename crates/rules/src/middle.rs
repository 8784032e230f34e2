//! Issue 24 §1: the Middle Republic cards whose effects are not built yet stop the rules where a
//! game meets them, naming the rule (`GameStatus::RulesEnd`), never skipped in silence.
//!
//! - SEN-55 (LR 1.07.36/3-4): a Law card may be played at any time of the Senate Phase by a
//!   player who holds it: the Senate convening while a faction holds one stops.
//!
//! Built since: SEN-54 Graft, Murder of a Tribune and Mob Incited to Violence
//! (`senate/tribune_cancel.rs`), SEN-27 Glaucia's 3d6 appeal (`APPEAL 3D6`,
//! `senate/prosecutions.rs`), SEN-39 Fulvius Flaccus's claim (`senate/land_commissioner.rs`),
//! REV-17 the Pergamene Bequest (`pergamene.rs`).

use super::api::{CardKey, Cause, Event, EventKind, StopWhy};
use super::data::{DeckCard, WarCard};
use super::game::{Game, data, public};

impl Game {
    /// SEN-55: the Senate convenes (after `SenateConvened`). True if the rules stopped.
    pub(super) fn middle_unbuilt_at_senate(&mut self, ev: &mut Vec<Event>) -> bool {
        let law = self
            .faction_ids()
            .into_iter()
            .filter(|f| !self.eliminated(*f))
            .flat_map(|f| self.factions[usize::from(f.0)].hand.iter())
            .find_map(|c| match c {
                DeckCard::Law(k) => Some(k.clone()),
                _ => None,
            });
        if let Some(card) = law {
            self.rules_end(
                "SEN-55",
                StopWhy::CardNotBuilt {
                    card: CardKey(card),
                },
                ev,
            );
            return true;
        }
        false
    }
}

impl Game {
    /// Does the Province (its name as the war cards spell it, or its key) exist: in the Forum
    /// awaiting a Governor, or governed?
    pub(super) fn province_exists(&self, name: &str) -> bool {
        let key = data().province_key(name);
        self.forum_provinces.contains(&key) || self.provinces.iter().any(|p| p.key == key)
    }

    /// FOR-06 (card:war-numantine/1, card:war-spanish-revolts/1, card:war-1st-sicilian-slave/2,
    /// card:war-2nd-sicilian-slave/2): the war is treated as Inactive because a Province its
    /// card needs does not exist yet.
    pub(super) fn waits_for_provinces(&self, w: &WarCard) -> bool {
        w.inactive_until_provinces
            .iter()
            .any(|p| !self.province_exists(p))
    }

    /// FOR-06 (LR 1.07.333/2, card:war-3rd-macedonian/2): a war drawn while the Province its
    /// card names exists is a Revolt there (no Spoils, `revolts`).
    pub(super) fn for_06_province_revolt(&mut self, w: &WarCard, ev: &mut Vec<Event>) {
        let Some(p) = &w.revolt_if_province else {
            return;
        };
        if !self.province_exists(p) || self.revolts.contains(&w.key) {
            return;
        }
        let province = data().province_key(p);
        self.revolts.push(w.key.clone());
        ev.push(public(EventKind::WarIsProvinceRevolt {
            war: w.key.clone().into(),
            province: province.into(),
        }));
    }

    /// FOR-06 / TD-04 (card:war-numantine/1 "until the Revolution Phase that they are", LR
    /// 1.07.3321/2): at the Revolution Phase, every Inactive war that waited for its Provinces
    /// and now has them all becomes Active together (of a matching set only the earliest; the
    /// rest Imminent), with its Leaders from the Curia (Viriathus, card:leader-viriathus/2).
    pub(super) fn for_06_provinces_wake_wars(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let ready: Vec<String> = self
            .inactive_wars
            .iter()
            .filter(|k| {
                d.war(k).is_some_and(|w| {
                    !w.inactive_until_provinces.is_empty()
                        && !w.starts_inactive
                        && !self.waits_for_provinces(w)
                })
            })
            .cloned()
            .collect();
        if !ready.is_empty() {
            self.activate_together(&ready, &Cause::ProvincesExist, ev);
        }
    }

    /// COM-12 (card:war-germanic-migrations/2): Rome attacking the war founds its Provinces at
    /// once, whatever the result.
    pub(super) fn com_12_founded_by_attack(&mut self, w: &WarCard, ev: &mut Vec<Event>) {
        if !w.creates_on_attack {
            return;
        }
        let d = data();
        for p in &w.creates_provinces {
            if self.province_exists(p) {
                continue;
            }
            let key = d.province_key(p);
            self.forum_provinces.push(key.clone());
            ev.push(public(EventKind::ProvinceFoundedByAttack {
                war: w.key.clone().into(),
                province: key.into(),
            }));
        }
    }
}
