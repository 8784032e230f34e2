//! Issue 24 §1: the Middle Republic cards whose effects are not built yet stop the rules where a
//! game meets them, naming the rule (`GameStatus::RulesEnd`), never skipped in silence.
//!
//! - SEN-54 (card:intrigue-graft/1, card:intrigue-murder-of-a-tribune/1): a Tribune used (a
//!   veto, a Tribune's proposal taken up; not a Gracchus's or Popillius's own right) while a faction with a Senator in Rome holds Graft or Murder
//!   of a Tribune, which may cancel it, stops. (Mob Incited to Violence answers those two, so
//!   it is never reached before them.)
//! - SEN-27 (card:statesman-21a/1): C. Servilius Glaucia may roll 3d6 for his Popular Appeal:
//!   a prosecution of him put to the vote stops.
//! - SEN-39 (card:statesman-7a/1): M. Fulvius Flaccus may claim the unheld Land Commissioner
//!   after the prosecutions while a Land Bill is in force: the Senate reaching that business
//!   with him aligned stops.

use super::api::{CardKey, Cause, Event, EventKind, Proposal, SenateStage, StopWhy};
use super::data::{DeckCard, IntrigueKind, StatesmanPower, WarCard};
use super::game::{Game, data, public};

/// The Land Commissioner's key (SEN-39).
const LAND_COMMISSIONER: &str = "land-commissioner";

impl Game {
    /// The first aligned Statesman (by Senator order) with this power, if `in_rome` also in
    /// Rome.
    fn aligned_statesman_with(&self, power: StatesmanPower, in_rome: bool) -> Option<String> {
        let d = data();
        self.senators
            .iter()
            .filter(|s| s.faction.is_some() && (!in_rome || s.in_rome))
            .filter_map(|s| s.statesman.as_ref())
            .find(|k| d.statesman(k).is_some_and(|c| c.has_power(power)))
            .cloned()
    }

    /// SEN-39: the Senate past its prosecutions with Fulvius Flaccus aligned, a Land Bill in
    /// force and the Land Commissioner in the Forum. True if the rules stopped.
    pub(super) fn middle_unbuilt_at_stage(
        &mut self,
        stage: SenateStage,
        ev: &mut Vec<Event>,
    ) -> bool {
        if !matches!(stage, SenateStage::Governors | SenateStage::OtherBusiness)
            || self.land_bills.is_empty()
            || !self
                .forum_concessions
                .iter()
                .any(|k| k == LAND_COMMISSIONER)
        {
            return false;
        }
        let Some(s) = self.aligned_statesman_with(StatesmanPower::ClaimLandCommissioner, false)
        else {
            return false;
        };
        self.rules_end(
            "SEN-39",
            StopWhy::StatesmanPowerNotBuilt {
                statesman: CardKey(s),
            },
            ev,
        );
        true
    }

    /// SEN-27: a proposal about to be put to the vote. True if the rules stopped.
    pub(super) fn middle_unbuilt_at_vote(&mut self, p: &Proposal, ev: &mut Vec<Event>) -> bool {
        let d = data();
        let stop = match p {
            Proposal::Prosecute { accused, .. } | Proposal::SpecialProsecution { accused, .. } => {
                self.find_senator(accused)
                    .and_then(|i| self.senators[i].statesman.clone())
                    .filter(|k| {
                        d.statesman(k)
                            .is_some_and(|c| c.has_power(StatesmanPower::MobOrator))
                    })
                    .map(|k| {
                        (
                            "SEN-27",
                            StopWhy::StatesmanPowerNotBuilt {
                                statesman: CardKey(k),
                            },
                        )
                    })
            }
            _ => None,
        };
        if let Some((rule, why)) = stop {
            self.rules_end(rule, why, ev);
            return true;
        }
        false
    }

    /// SEN-54: a Tribune is used (a veto or a proposal) while a faction with a Senator in Rome
    /// holds Graft or Murder of a Tribune. True if the rules stopped.
    pub(super) fn sen_54_unbuilt(&mut self, ev: &mut Vec<Event>) -> bool {
        let d = data();
        let card = self
            .faction_ids()
            .into_iter()
            .filter(|f| !self.eliminated(*f) && !self.in_rome_of(*f).is_empty())
            .flat_map(|f| self.factions[usize::from(f.0)].hand.iter())
            .find_map(|c| match c {
                DeckCard::Intrigue(k)
                    if d.intrigue(k).is_some_and(|i| {
                        matches!(i.kind, IntrigueKind::Graft | IntrigueKind::MurderOfATribune)
                    }) =>
                {
                    Some(k.clone())
                }
                _ => None,
            });
        let Some(card) = card else {
            return false;
        };
        self.rules_end(
            "SEN-54",
            StopWhy::CardNotBuilt {
                card: CardKey(card),
            },
            ev,
        );
        true
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
