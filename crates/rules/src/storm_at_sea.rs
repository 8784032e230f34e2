//! FOR-22 (card Storm at Sea / Another Storm at Sea): "2d6 Roman Fleets of the HRAO's choice
//! (deployed or not deployed but excluding Provincial Fleets) are eliminated (up to a maximum
//! of those currently existing)."
//!
//! The dice are rolled when the card comes into play. When the Fleets lost could come from more
//! than one place (Rome, a Force away) the HRAO's faction picks them: a `Choice` decision
//! (`CHOOSE <n> ROME, <n> <commander>, …`) asked when the Forum round that drew the card has
//! run its initiatives, before the next Forum round (Fleets play no part in the rest of that
//! round). A second Storm in the same round adds to the Fleets to pick. Default Move
//! (docs/RULINGS.md FOR-22): the idle Fleets in Rome first, then the Force away with the most
//! Fleets (ties: the one listed last).

use super::api::{ChoiceAbout, ChoiceOption, Event, EventKind, FleetCut, FleetLoss, ForcesReason};
use super::game::{Game, public};

/// A Storm's Fleets waiting for the HRAO's pick: the card, its side, how many.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StormPending {
    pub event: String,
    pub increased: bool,
    pub lost: u32,
}

impl Game {
    /// The Fleets in Rome (not with a Force away).
    fn for_22_idle_fleets(&self) -> u32 {
        let away: u32 = self.forces.iter().map(|f| f.fleets).sum();
        self.fleets.saturating_sub(away)
    }

    /// FOR-22: a Storm at Sea sank `total` (the dice); true when the HRAO is to pick the
    /// Fleets (the loss waits in `for_22_storm`), false when there is no choice to make and
    /// the caller removes them at once.
    pub(super) fn for_22_storm_defer(&mut self, event: &str, increased: bool, total: u32) -> bool {
        let waiting = self.for_22_storm.as_ref().map_or(0, |p| p.lost);
        let n = total.min(self.fleets.saturating_sub(waiting));
        let places = usize::from(self.for_22_idle_fleets() > 0)
            + self.forces.iter().filter(|f| f.fleets > 0).count();
        let choice = n > 0 && places > 1 && n + waiting < self.fleets;
        if waiting == 0 && !choice {
            return false;
        }
        self.for_22_storm = Some(StormPending {
            event: event.to_string(),
            increased,
            lost: waiting + n,
        });
        true
    }

    /// FOR-22: the split that takes `lost` Fleets from the places in `first` order before the
    /// Default Move's order (Rome, then the Force with the most Fleets, ties: the last listed).
    fn for_22_split(&self, lost: u32, first: Option<usize>) -> ChoiceOption {
        let idle = self.for_22_idle_fleets();
        // Place 0 is Rome, place i + 1 the Force i.
        let mut order: Vec<usize> = vec![0];
        let mut forces: Vec<usize> = (0..self.forces.len())
            .filter(|i| self.forces[*i].fleets > 0)
            .collect();
        forces.sort_by_key(|i| std::cmp::Reverse((self.forces[*i].fleets, *i)));
        order.extend(forces.iter().map(|i| i + 1));
        if let Some(p) = first
            && let Some(at) = order.iter().position(|x| *x == p)
        {
            order.remove(at);
            order.insert(0, p);
        }
        let mut left = lost;
        let mut rome = 0;
        let mut cuts: Vec<FleetCut> = forces
            .iter()
            .map(|&i| FleetCut {
                war: self.forces[i].war.clone(),
                commander: self.forces[i].commander.clone(),
                fleets: 0,
            })
            .collect();
        for p in order {
            let (cap, slot) = if p == 0 {
                (idle, None)
            } else {
                (
                    self.forces[p - 1].fleets,
                    forces.iter().position(|i| *i == p - 1),
                )
            };
            let take = left.min(cap);
            left -= take;
            match slot {
                None => rome += take,
                Some(k) => cuts[k].fleets += take,
            }
        }
        // The order of the Forces in the option: as they are listed.
        let mut listed: Vec<(usize, FleetCut)> = forces.into_iter().zip(cuts).collect();
        listed.sort_by_key(|(i, _)| *i);
        ChoiceOption::FleetsLost {
            rome,
            forces: listed.into_iter().map(|(_, c)| c).collect(),
        }
    }

    /// FOR-22: open the HRAO's pick of the Fleets a Storm sank, if one waits. True when the
    /// round is open; with no HRAO faction the Default Move applies at once.
    pub(super) fn for_22_ask_storm(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(p) = self.for_22_storm.clone() else {
            return false;
        };
        let about = ChoiceAbout::StormAtSea {
            event: p.event.clone(),
            increased: p.increased,
            lost: p.lost,
            idle: self.for_22_idle_fleets(),
        };
        let default = self.for_22_split(p.lost, None);
        let Some(owner) = self.hrao_index().and_then(|i| self.senators[i].faction) else {
            self.for_22_storm_apply(&about, &default, ev);
            return false;
        };
        let mut options = vec![default.clone()];
        for place in 1..=self.forces.len() {
            if self.forces[place - 1].fleets == 0 {
                continue;
            }
            let o = self.for_22_split(p.lost, Some(place));
            if !options.contains(&o) {
                options.push(o);
            }
        }
        let id = self.choice_id(&about, 1, owner);
        self.ask_choice(owner, id, about, options, default);
        true
    }

    /// FOR-22: is `pick` a split of the Storm's Fleets that the places hold?
    pub(super) fn for_22_valid_split(&self, about: &ChoiceAbout, pick: &ChoiceOption) -> bool {
        let (ChoiceAbout::StormAtSea { lost, .. }, ChoiceOption::FleetsLost { rome, forces }) =
            (about, pick)
        else {
            return false;
        };
        if *rome > self.for_22_idle_fleets() {
            return false;
        }
        let mut used: Vec<usize> = Vec::new();
        for c in forces {
            let Some(i) = (0..self.forces.len()).find(|i| {
                !used.contains(i)
                    && self.forces[*i].war == c.war
                    && self.forces[*i].commander == c.commander
            }) else {
                return false;
            };
            if c.fleets > self.forces[i].fleets {
                return false;
            }
            used.push(i);
        }
        rome + forces.iter().map(|c| c.fleets).sum::<u32>() == *lost
    }

    /// FOR-22: the Fleets picked are eliminated.
    pub(super) fn for_22_storm_apply(
        &mut self,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        self.for_22_storm = None;
        let ChoiceAbout::StormAtSea {
            event,
            increased,
            lost,
            ..
        } = about
        else {
            return;
        };
        let pick = if self.for_22_valid_split(about, pick) {
            pick.clone()
        } else {
            self.for_22_split(*lost, None)
        };
        let ChoiceOption::FleetsLost { forces, .. } = pick else {
            return;
        };
        let cause = FleetLoss::Event {
            event: event.clone(),
            increased: *increased,
        };
        self.fleets = self.fleets.saturating_sub(*lost);
        let mut used: Vec<usize> = Vec::new();
        for c in forces.iter().filter(|c| c.fleets > 0) {
            let Some(i) = (0..self.forces.len()).find(|i| {
                !used.contains(i)
                    && self.forces[*i].war == c.war
                    && self.forces[*i].commander == c.commander
            }) else {
                continue;
            };
            used.push(i);
            self.forces[i].fleets = self.forces[i].fleets.saturating_sub(c.fleets);
            ev.push(public(EventKind::ForceLosesFleets {
                war: c.war.clone().into(),
                lost: c.fleets,
                left: self.forces[i].fleets,
                cause: cause.clone(),
            }));
        }
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::FleetsSunk {
                event: event.clone(),
                increased: *increased,
                lost: *lost,
            },
        }));
    }
}
