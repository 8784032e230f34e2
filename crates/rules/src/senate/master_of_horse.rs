//! SEN-20 / SEN-21 (LR 1.09.33): "The new Dictator ... appoints as his Master of Horse any
//! Aligned Senator in Rome not already holding a Major Office (except Censor)."
//!
//! The appointment is the Dictator's faction's choice, made right after he takes office (by
//! the Consuls' joint appointment or by election). An appointment or proposal names a Master
//! of Horse too (`APPOINT DICTATOR … MASTER OF HORSE …`, `NOMINATE DICTATOR … MASTER OF HORSE
//! …`): when the Dictator's own faction wrote it (its Consul in a joint appointment, its
//! presiding magistrate's proposal, its Tribune's), that name is his pick and takes office at
//! once. Otherwise his faction is asked (`Choice`, `CHOOSE <senator>`) before the Senate's
//! business goes on. Default Move (docs/RULINGS.md SEN-20): the eligible Senator of his own
//! faction with the highest Military (ties: Influence, then the lowest ID), else the eligible
//! Senator with the highest Military.

use super::super::api::{ChoiceAbout, ChoiceOption, Event, FactionId, SenatorId};
use super::super::game::{Game, data};
use super::super::state::Office;

impl Game {
    /// SEN-21: the Senators the Dictator may appoint now (aligned, in Rome, no Major Office
    /// but Censor; not himself, who holds one).
    fn sen_21_master_candidates(&self) -> Vec<usize> {
        self.dictator_candidates()
    }

    /// SEN-20: the Dictator took office; `named` is the Master of Horse his appointment or
    /// election named, `writers` the factions that wrote that name. His faction's name takes
    /// office at once; otherwise the choice waits for `sen_21_ask_master` (the next step of the
    /// Senate).
    pub(crate) fn sen_21_after_dictator(
        &mut self,
        dictator: &SenatorId,
        named: &SenatorId,
        writers: &[FactionId],
        ev: &mut Vec<Event>,
    ) {
        let own = self
            .find_senator(dictator)
            .and_then(|i| self.senators[i].faction)
            .map(|f| self.senate_controller(f));
        let eligible = self
            .sen_21_master_candidates()
            .into_iter()
            .any(|i| self.senators[i].id() == *named);
        if eligible && own.is_some_and(|f| writers.contains(&f)) {
            self.sen_21_appoint(named, ev);
            return;
        }
        self.sen_21_master_pending = Some(dictator.clone());
    }

    /// SEN-21: the Master of Horse takes office (+3 Influence).
    pub(crate) fn sen_21_appoint(&mut self, master: &SenatorId, ev: &mut Vec<Event>) {
        self.take_office(master, Office::MasterOfHorse, 3, ev);
    }

    /// SEN-20: open the Dictator's faction's choice of his Master of Horse, if one waits.
    /// True when the round is open.
    pub(crate) fn sen_21_ask_master(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(dictator) = self.sen_21_master_pending.take() else {
            return false;
        };
        let Some(owner) = self
            .find_senator(&dictator)
            .filter(|i| self.senators[*i].offices.contains(&Office::Dictator))
            .and_then(|i| self.senators[i].faction)
            .map(|f| self.senate_controller(f))
        else {
            return false;
        };
        let d = data();
        let mut cands = self.sen_21_master_candidates();
        // The Default Move first: his own faction's best soldier, then anyone's.
        cands.sort_by_key(|&i| {
            let s = &self.senators[i];
            (
                s.faction.map(|f| self.senate_controller(f)) != Some(owner),
                std::cmp::Reverse(s.military(d)),
                std::cmp::Reverse(s.influence),
                s.family,
            )
        });
        let options: Vec<ChoiceOption> = cands
            .iter()
            .map(|&i| ChoiceOption::Senator {
                senator: self.senators[i].id(),
            })
            .collect();
        match options.len() {
            0 => false,
            1 => {
                if let Some(ChoiceOption::Senator { senator }) = options.first() {
                    self.sen_21_appoint(senator, ev);
                }
                false
            }
            _ => {
                let about = ChoiceAbout::MasterOfHorse { dictator };
                let id = self.choice_id(&about, 1, owner);
                let default = options[0].clone();
                self.ask_choice(owner, id, about, options, default);
                true
            }
        }
    }
}
