//! The Population Phase (LR 1.08; POP-01..POP-06), then the stop at the Senate Phase (SEN-01).

use super::api::{DeathCause, Event, EventKind, UnrestReason};
use super::data::MortalityVictims;
use super::game::{Game, GameStatus, data, public};
use super::general::RollFor;
use super::state::Phase;
use crate::api::DicePurpose;

impl Game {
    /// POP-01..POP-05, the POP-06 announcements, then the Senate Phase (not implemented: the
    /// rules stop there).
    pub(super) fn start_population(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Population;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Population,
        }));
        self.pop_01_unrest(ev);
        self.pop_02_state_of_the_republic(ev);
        if self.status != GameStatus::Waiting {
            return;
        }
        // POP-06 (S004 "POPULATION PHASE"): faction vote totals (Leader aging and Senator
        // revival were announced at the end of the Forum Phase, FOR-20).
        let totals = self
            .faction_ids()
            .into_iter()
            .map(|f| (f, self.votes(f)))
            .collect();
        ev.push(public(EventKind::VoteTotals { totals }));
        self.phase = Phase::Senate;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Senate,
        }));
        self.start_senate(ev);
    }

    /// POP-01 (LR 1.08.11, 1.08.12): +1 Unrest per Unprosecuted War and per Drought effect;
    /// RVN-10 (ADV 2.03.8/7): a staying Rebel Governor's Unprosecuted Revolt counts as one.
    pub(super) fn pop_01_unrest(&mut self, ev: &mut Vec<Event>) {
        let revolt = self.rebellion.as_ref().is_some_and(|r| r.unprosecuted);
        let wars = i32::try_from(self.unprosecuted_wars.len() + usize::from(revolt)).unwrap_or(0);
        if wars > 0 {
            self.add_unrest(wars);
            ev.push(public(EventKind::UnrestChanged {
                delta: wars,
                unrest: self.unrest,
                reason: UnrestReason::UnprosecutedWars {
                    wars: u32::try_from(wars).unwrap_or(0),
                },
            }));
        }
        let drought = i32::try_from(self.drought_effects()).unwrap_or(0);
        if drought > 0 {
            self.add_unrest(drought);
            ev.push(public(EventKind::UnrestChanged {
                delta: drought,
                unrest: self.unrest,
                reason: UnrestReason::Drought {
                    effects: u32::try_from(drought).unwrap_or(0),
                },
            }));
        }
    }

    /// POP-02..POP-05 (LR 1.08.2): the HRAO rolls 3d6 − Unrest + his Popularity (Evil Omens −1
    /// each, GEN-13); the Population Table result applies at once.
    pub(super) fn pop_02_state_of_the_republic(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let dice = self.roll(3, RollFor::Check, DicePurpose::StateOfTheRepublic, ev);
        let pop = self.hrao_index().map_or(0, |i| self.senators[i].popularity);
        let total = dice.total() - self.unrest + pop;
        let r = d.population_result(total);
        ev.push(public(EventKind::StateOfTheRepublic {
            dice_total: dice.sum().unsigned_abs(),
            unrest: self.unrest,
            hrao_popularity: pop,
            modifier: dice.modifier,
            total,
            result: r,
        }));
        // POP-05 (LR 1.08.2, 1.12.1): all players lose, unless a Senator is in Revolt (then he
        // meets his winning condition VIC-04 (2), `people_revolt`).
        if r.people_revolt {
            self.people_revolt(ev);
            return;
        }
        if r.unrest_change != 0 {
            self.add_unrest(r.unrest_change);
            ev.push(public(EventKind::UnrestChanged {
                delta: r.unrest_change,
                unrest: self.unrest,
                reason: UnrestReason::PopulationTable,
            }));
        }
        // POP-04: MS places the Manpower Shortage event (cumulative); NR forbids raising forces
        // for the rest of this turn (lifted when the next turn starts, `start_turn`); Mob draws six chits against Senators in Rome.
        if r.manpower_shortage {
            self.place_event(super::events::MANPOWER_SHORTAGE, ev);
            if self.status != GameStatus::Waiting {
                return;
            }
        }
        if r.no_recruitment {
            self.no_recruitment = true;
            ev.push(public(EventKind::NoRecruitment));
        }
        if r.mob {
            let (count, victims) = d
                .pseudo_event("mob")
                .and_then(|p| p.effect.mortality)
                .map_or((6, MortalityVictims::InRome), |m| {
                    (m.count(0, 0), m.victims)
                });
            ev.push(public(EventKind::MobAssault { chits: count }));
            let chits = self.draw_chits(count, ev);
            self.event_deaths(DeathCause::Mob, &chits, victims, ev);
        }
    }
}
