//! The Late Republic Statesmen's powers that reach beyond one rule (issue 24):
//!
//! - Crassus 29A (card:statesman-29a/1, REV-05 / REV-06): his base Senatorial income and his
//!   Concession income are doubled, not his Knights' (`income_factor`).
//! - Lucullus 29B (card:statesman-29b/1-2, COM-09): the losses of a Disaster or Standoff he
//!   commands are nullified; the war counts as Unprosecuted (COM-20) and he is recalled to Rome
//!   when the next Senate Phase closes (`com_09_*`).
//! - Pompey 30A (card:statesman-30a/1-3, COM-04, LR 1.13.3): every Popularity gain or loss
//!   doubled (`change_popularity`, the one place a Senator's Popularity changes in play); his
//!   MIL rolled 1d6+1 before each battle (`battle_military`); 2 for Minimum Force, the
//!   Dictator requirements and the Primary Rebel (`planning_military`).

use super::api::{DicePurpose, Event, EventKind, ReturnReason, SenatorId};
use super::data::StatesmanPower;
use super::game::{Game, data, public};
use super::general::RollFor;

/// The state these cards keep between rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LateState {
    /// COM-09 (card:statesman-29b/2): the Lucullus to recall when the next Senate Phase closes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recall: Vec<SenatorId>,
    /// DATA-19 (card:catiline-conspiracy/2): the Conspiracy drawn in this Forum round waits for
    /// the HRAO to name the offending Faction.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub catiline: bool,
}

impl LateState {
    pub fn is_empty(&self) -> bool {
        self.recall.is_empty() && !self.catiline
    }
}

/// card:statesman-30a/3, LR 1.13.3: Pompey's MIL outside a battle.
const POMPEY_PLANNING_MILITARY: u32 = 2;

impl Game {
    /// Whether Senator `i` is a Statesman with `power`.
    pub(super) fn has_power(&self, i: usize, power: StatesmanPower) -> bool {
        self.senators
            .get(i)
            .and_then(|s| s.statesman.as_ref())
            .and_then(|k| data().statesman(k))
            .is_some_and(|c| c.has_power(power))
    }

    /// REV-05 / REV-06 (card:statesman-29a/1): what Senator `i`'s base and Concession income are
    /// multiplied by: 2 for Crassus, else 1 (never his Knights' income).
    pub(super) fn income_factor(&self, i: usize) -> u32 {
        if self.has_power(i, StatesmanPower::DoublesIncome) {
            2
        } else {
            1
        }
    }

    /// Every Popularity gain or loss of a Senator in play (card:statesman-30a/1): Pompey's is
    /// doubled, told in a public event with the printed and the applied change. Returns the
    /// change applied (before the -9..9 bounds).
    pub(super) fn change_popularity(&mut self, i: usize, delta: i32, ev: &mut Vec<Event>) -> i32 {
        if i >= self.senators.len() || delta == 0 {
            return 0;
        }
        let applied = if self.has_power(i, StatesmanPower::DoublesPopularityChanges) {
            let doubled = delta.saturating_mul(2);
            ev.push(public(EventKind::PopularityDoubled {
                senator: self.senators[i].id(),
                printed: delta,
                applied: doubled,
            }));
            doubled
        } else {
            delta
        };
        self.senators[i].add_popularity(applied);
        applied
    }

    /// card:statesman-30a/3 and LR 1.13.3: Senator `i`'s MIL when it is not a battle (Minimum
    /// Force, the Dictator requirements, the Primary Rebel, the GM's own picks): Pompey's is 2.
    pub(super) fn planning_military(&self, i: usize) -> u32 {
        let Some(s) = self.senators.get(i) else {
            return 0;
        };
        if self.has_power(i, StatesmanPower::VariableMilitary) {
            return POMPEY_PLANNING_MILITARY;
        }
        u32::from(s.military(data()))
    }

    /// COM-04 (card:statesman-30a/2): Senator `i`'s MIL in the battle about to be fought:
    /// Pompey's is rolled now, 1d6+1 (a public roll; Evil Omens apply as to any roll, RULINGS
    /// COM-04, never below 0), then told; anyone else's is printed.
    pub(super) fn battle_military(&mut self, i: usize, ev: &mut Vec<Event>) -> u32 {
        let Some(s) = self.senators.get(i) else {
            return 0;
        };
        if !self.has_power(i, StatesmanPower::VariableMilitary) {
            return u32::from(s.military(data()));
        }
        let senator = s.id();
        let rolled = self.roll(
            1,
            RollFor::Check,
            DicePurpose::VariableMilitary {
                senator: senator.clone(),
            },
            ev,
        );
        let military = u32::try_from((rolled.total() + 1).max(0)).unwrap_or(0);
        ev.push(public(EventKind::MilitaryRolled { senator, military }));
        military
    }

    /// COM-09 (card:statesman-29b/1): does the commander `ci` nullify the losses of a Disaster
    /// or Standoff (Lucullus)?
    pub(super) fn com_09_voids_losses(&self, ci: Option<usize>) -> bool {
        ci.is_some_and(|i| self.has_power(i, StatesmanPower::VoidsDisasterLosses))
    }

    /// COM-09 (card:statesman-29b/2): Lucullus nullified the losses of a Disaster or Standoff
    /// against `war`: told, and he is to be recalled when the next Senate Phase closes (the
    /// caller counts the war Unprosecuted, COM-20).
    pub(super) fn com_09_losses_voided(
        &mut self,
        commander: &SenatorId,
        war: &str,
        result: super::api::BattleOutcome,
        ev: &mut Vec<Event>,
    ) {
        ev.push(public(EventKind::LossesVoided {
            senator: commander.clone(),
            war: war.to_string().into(),
            result,
        }));
        if !self.late.recall.contains(commander) {
            self.late.recall.push(commander.clone());
        }
    }

    /// COM-09 (card:statesman-29b/2): as the Senate Phase closes (the Combat Phase opens), the
    /// Lucullus marked in an earlier Combat Phase comes home with his Force, if he still
    /// commands one.
    pub(super) fn com_09_recall_lucullus(&mut self, ev: &mut Vec<Event>) {
        for commander in std::mem::take(&mut self.late.recall) {
            self.recall(&commander, ReturnReason::LossesVoided, ev);
        }
    }
}
