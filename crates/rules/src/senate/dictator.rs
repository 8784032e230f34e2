//! The Consuls' joint appointment of a Dictator (LR 1.09.31; SEN-20).
//!
//! When the Dictator's business opens (SEN-19 allows one), the faction of each Consul in Rome
//! is asked once a turn, in one simultaneous round, whether it appoints a Dictator and his
//! Master of Horse (`APPOINT DICTATOR <x> MASTER OF HORSE <y>`). "The Consuls, acting together,
//! may appoint any eligible Senator on whom they can agree": the appointment is made only when
//! every Consul's faction names the same two Senators; a sole Consul in Rome acts alone. It is
//! not voted on and cannot be vetoed. Otherwise the Senate may elect one (by proposal, or a
//! Tribune's, LR 1.09.32).
//!
//! RULING (SEN-20, docs/RULINGS.md): the Default Move is no appointment (no seed default
//! exists). The Consuls name a Master of Horse with the Dictator, as the election does
//! (`NOMINATE DICTATOR … MASTER OF HORSE …`); LR 1.09.33 has the new Dictator appoint him, so
//! the name stands only when the Dictator's own faction wrote it; otherwise his faction
//! chooses (`master_of_horse.rs`).

use super::super::api::{
    Answer, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind, FactionId,
    Illegal, Proposal, RuleError, SenatorId,
};
use super::super::game::{Game, public};
use super::super::state::Office;

impl Game {
    /// SEN-20: the Consuls in Rome (Rome Consul first).
    fn sen_20_consuls(&self) -> Vec<usize> {
        [Office::RomeConsul, Office::FieldConsul]
            .into_iter()
            .filter_map(|o| self.office_holder(o))
            .filter(|i| self.senators[*i].in_rome && self.senators[*i].faction.is_some())
            .collect()
    }

    /// SEN-20: when the Dictator's business opens, ask the Consuls' factions (once a turn)
    /// whether they appoint a Dictator. True when the round is opened.
    pub(crate) fn sen_20_ask_consuls(&mut self) -> bool {
        if self.senate.as_ref().is_none_or(|s| s.dictator_asked) {
            return false;
        }
        if let Some(s) = self.senate.as_mut() {
            s.dictator_asked = true;
        }
        let consuls = self.sen_20_consuls();
        let candidates: Vec<SenatorId> = self
            .dictator_candidates()
            .into_iter()
            .map(|i| self.senators[i].id())
            .collect();
        if consuls.is_empty() || candidates.len() < 2 {
            return false;
        }
        let mut owners: Vec<FactionId> = Vec::new();
        for i in &consuls {
            // SEN-59: a Consul for Life's faction decides for the factions it runs.
            if let Some(f) = self.senators[*i].faction.map(|f| self.senate_controller(f))
                && !owners.contains(&f)
            {
                owners.push(f);
            }
        }
        let consul_ids: Vec<SenatorId> = consuls.iter().map(|i| self.senators[*i].id()).collect();
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.rounds += 1;
                s.rounds
            }
            None => return false,
        };
        let decisions: Vec<Decision> = owners
            .into_iter()
            .map(|f| Decision {
                id: self.decision_id(&format!("senate{n}-dictator"), f),
                kind: DecisionKind::DictatorAppointment,
                owner: f,
                simultaneous: true,
                options: DecisionOptions::DictatorAppointment {
                    consuls: consul_ids.clone(),
                    candidates: candidates.clone(),
                },
                default: Answer::DictatorAppointment { appoint: None },
                default_by: DefaultBy::Seed,
            })
            .collect();
        self.open_round(DecisionKind::DictatorAppointment, decisions);
        true
    }

    /// SEN-20: the Dictator and the Master of Horse are two different eligible Senators
    /// (aligned, in Rome, no Major Office but Censor).
    pub(crate) fn sen_20_validate(&self, d: &Decision, a: &Answer) -> Result<Answer, RuleError> {
        let Answer::DictatorAppointment { appoint } = a else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::DictatorAppointment,
            });
        };
        let DecisionOptions::DictatorAppointment { candidates, .. } = &d.options else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::DictatorAppointment,
            });
        };
        if let Some((dictator, master)) = appoint {
            for x in [dictator, master] {
                if !candidates.contains(x) {
                    return Err(Illegal::NotDictatorCandidate { senator: x.clone() }
                        .by("SEN-20")
                        .into());
                }
            }
            let p = Proposal::Dictator {
                dictator: dictator.clone(),
                master_of_horse: master.clone(),
            };
            p.check_shape()
                .map_err(|r| super::refused_proposal(&p, r))?;
        }
        Ok(a.clone())
    }

    /// SEN-20: the appointment is made when every Consul's faction named the same Senators;
    /// the Dictator takes office at once (+7 Influence, he presides) with his Master of Horse
    /// (+3). Otherwise none is appointed and the Senate's business goes on.
    pub(crate) fn sen_20_resolve(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let writers: Vec<FactionId> = answers.iter().map(|(f, _)| *f).collect();
        let named: Vec<Option<(SenatorId, SenatorId)>> = answers
            .into_iter()
            .map(|(_, a)| match a {
                Answer::DictatorAppointment { appoint } => appoint,
                _ => None,
            })
            .collect();
        let agreed = match named.first() {
            Some(Some(first)) if named.iter().all(|x| x.as_ref() == Some(first)) => {
                Some(first.clone())
            }
            _ => None,
        };
        // Still eligible now (nothing happens between the round and its resolution, but the
        // check costs nothing).
        let eligible: Vec<SenatorId> = self
            .dictator_candidates()
            .into_iter()
            .map(|i| self.senators[i].id())
            .collect();
        match agreed {
            Some((dictator, master))
                if eligible.contains(&dictator) && eligible.contains(&master) =>
            {
                ev.push(public(EventKind::DictatorAppointed {
                    dictator: dictator.clone(),
                    master_of_horse: master.clone(),
                }));
                // SEN-21: the Master of Horse named is the Dictator's pick when his faction's
                // Consul named him; otherwise his faction is asked (master_of_horse.rs).
                self.elect_dictator(&dictator, &master, &writers, ev);
            }
            _ => {
                let disagreed = named.iter().any(Option::is_some);
                ev.push(public(EventKind::NoDictatorAppointed { disagreed }));
            }
        }
        self.senate_next(ev);
    }
}
