//! Issue 24 §1: the Middle Republic wars that wait for their Provinces (FOR-06) or found them
//! when attacked (COM-12). The Middle cards that once stopped the rules here are built: SEN-55
//! the Laws (`laws.rs`), SEN-54 Graft, Murder of a Tribune and Mob Incited to Violence
//! (`senate/tribune_cancel.rs`), SEN-27 Glaucia's 3d6 appeal (`APPEAL 3D6`,
//! `senate/prosecutions.rs`), SEN-39 Fulvius Flaccus's claim (`senate/land_commissioner.rs`),
//! REV-17 the Pergamene Bequest (`pergamene.rs`).

use super::api::{Cause, Event, EventKind};
use super::data::WarCard;
use super::game::{Game, data, public};

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
    ///
    /// COM-18 (ADV 2.02.414/4): a War made Inactive by a Governor's Victory is not woken here:
    /// it "will stay Inactive until attacked by Rome or made Active by another Matching War or
    /// Leader".
    pub(super) fn for_06_provinces_wake_wars(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let inactive = &self.inactive_wars;
        self.provincial.beaten.retain(|k| inactive.contains(k));
        let ready: Vec<String> = self
            .inactive_wars
            .iter()
            .filter(|k| !self.provincial.beaten.contains(k))
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
