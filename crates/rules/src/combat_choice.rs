//! COM-05 (LR 1.10.12): once the enemy Fleets are defeated, the Commander "at his discretion"
//! may attack the war's land forces in the same Combat Phase. PBEM (S004 lets orders be
//! conditional): as the Combat Phase opens, each Commander facing a naval battle with Legions
//! in his Force is asked by his faction's call, one `Choice` decision each, whether he goes on
//! after a Victory (`CHOOSE LAND BATTLE` / `CHOOSE NO LAND BATTLE`). Default Move (docs/
//! RULINGS.md COM-05): he goes on. Then every battle is fought.

use super::api::{Answer, ChoiceAbout, ChoiceOption};
use super::api::{Event, FactionId, SenatorId};
use super::game::{Game, data};

impl Game {
    /// COM-05: open the round of the Commanders' answers, if any is to be asked and none was
    /// asked yet this phase. Returns true when the round is open.
    pub(super) fn com_05_ask(&mut self) -> bool {
        if self.com_05_stop.is_some() {
            return false;
        }
        let d = data();
        let mut decisions = Vec::new();
        for (fi, force) in self.forces.iter().enumerate() {
            let Some(commander) = force.commander.clone() else {
                continue;
            };
            let Some(owner) = self
                .find_senator(&commander)
                .and_then(|i| self.senators[i].faction)
            else {
                continue;
            };
            let naval_first = d.war(&force.war).is_some_and(|w| w.has_naval())
                && !self.naval_victories.contains(&force.war)
                && self.war_in_forum(&force.war);
            if !naval_first || force.legions == 0 || force.fleets == 0 {
                continue;
            }
            let about = ChoiceAbout::LandAfterNaval {
                commander,
                war: force.war.clone(),
            };
            let options = vec![ChoiceOption::LandBattle, ChoiceOption::NoLandBattle];
            // RULING (COM-05): a silent Commander presses the attack.
            let default = ChoiceOption::LandBattle;
            decisions.push(self.choice_decision(fi + 1, owner, about, options, default));
        }
        // COM-03: the order of attack of several Commanders on one war, in the same round.
        decisions.extend(self.com_03_decisions());
        // RVN-08 (b): the loyal Senators' Veterans in the Rebel's Army, before the civil war
        // battle (deserting_veterans.rs).
        decisions.extend(self.rvn_08_combat_decisions());
        // COM-22: the holder of Cleopatra, before her war is fought (leaders_late.rs).
        decisions.extend(self.com_22_decisions());
        // COM-02 (ADV 2.03.72/11): the Rebel's Provincial Fleet losses (rebel_reinforcement.rs).
        decisions.extend(self.com_02_fleet_loss_decisions());
        self.com_05_stop = Some(Vec::new());
        self.open_choice_round(decisions)
    }

    /// COM-05: record the answers, then fight.
    pub(super) fn com_05_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        self.com_03_apply(&answers, ev);
        self.com_22_apply(&answers, ev);
        self.com_02_fleet_loss_answers(&answers);
        let stop: Vec<SenatorId> = answers
            .into_iter()
            .filter_map(|(_, a)| match a {
                Answer::Choice {
                    about: ChoiceAbout::LandAfterNaval { commander, .. },
                    pick: ChoiceOption::NoLandBattle,
                } => Some(commander),
                _ => None,
            })
            .collect();
        self.com_05_stop = Some(stop);
        self.com_battles(ev);
    }

    /// COM-05: does this Commander stop after a naval Victory?
    pub(super) fn com_05_stops(&self, commander: &SenatorId) -> bool {
        self.com_05_stop
            .as_ref()
            .is_some_and(|s| s.contains(commander))
    }
}
