//! Ransom of captives (COM-16 / REV-01; LR 1.10.71; card Barbarian Raids).
//!
//! LR 1.10.71: a captive may be ransomed for the greater of 10T and 2T per point of his
//! Influence, from his Personal Treasury and/or his Faction Treasury, at any time before his
//! war is defeated (a Barbarian Raids captive: before the next Forum Phase); unransomed, he dies
//! when the war leaves play (or, raided, at the Forum Phase).
//!
//! RULING (COM-16, docs/RULINGS.md): PBEM has no "any time": the ransom is offered in the PB-02
//! round of every Revenue Phase while he is held (the round where talents move, GEN-08; the
//! Raids capture at the start of the Revenue Phase, so their captive is offered it before the
//! Forum Phase). It is paid after the income, transfers and redistribution of that round, from
//! his Personal Treasury first, then the Faction Treasury; if both together fall short nothing
//! is paid (told privately). Default Move: no ransom (S004 gives none; the captive stays held
//! and dies as the rules say).

use super::api::{
    Answer, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind, FactionId,
    Illegal, RansomOption, RuleError, SenatorId,
};
use super::game::{Game, private, public};

impl Game {
    /// COM-16: the ransom of captive senator `i` (LR 1.10.71).
    fn ransom_of(&self, i: usize) -> u32 {
        let inf = self.senators[i].influence;
        (2 * inf).max(10)
    }

    /// COM-16: `f`'s captives with their ransoms.
    fn ransom_options(&self, f: FactionId) -> Vec<RansomOption> {
        self.captives
            .iter()
            .filter_map(|c| {
                let i = self.find_senator(&c.senator)?;
                (self.senators[i].faction == Some(f)).then(|| RansomOption {
                    senator: c.senator.clone(),
                    war: c.war.clone(),
                    amount: self.ransom_of(i),
                    personal: self.senators[i].treasury,
                })
            })
            .collect()
    }

    /// COM-16: a Ransom decision (in the PB-02 round) for each faction holding captives.
    pub(super) fn ransom_decisions(&self) -> Vec<Decision> {
        self.faction_ids()
            .into_iter()
            .filter_map(|f| {
                let captives = self.ransom_options(f);
                (!captives.is_empty()).then(|| Decision {
                    id: self.decision_id("ransom", f),
                    kind: DecisionKind::Ransom,
                    owner: f,
                    simultaneous: true,
                    options: DecisionOptions::Ransom { captives },
                    default: Answer::Ransom { pay: Vec::new() },
                    default_by: DefaultBy::Seed,
                })
            })
            .collect()
    }

    /// COM-16: the captives named are the faction's own, once each.
    pub(super) fn validate_ransom(&self, d: &Decision, a: &Answer) -> Result<Answer, RuleError> {
        let (Answer::Ransom { pay }, DecisionOptions::Ransom { captives }) = (a, &d.options) else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Ransom,
            });
        };
        let mut out: Vec<SenatorId> = Vec::new();
        for id in pay {
            let Some(c) = captives.iter().find(|c| {
                c.senator == *id
                    || self
                        .find_senator(id)
                        .is_some_and(|i| self.senators[i].id() == c.senator)
            }) else {
                return Err(Illegal::NotYourCaptive {
                    senator: id.clone(),
                }
                .by("COM-16")
                .into());
            };
            if out.contains(&c.senator) {
                return Err(Illegal::SenatorTwice {
                    senator: id.clone(),
                }
                .by("COM-16")
                .into());
            }
            out.push(c.senator.clone());
        }
        Ok(Answer::Ransom { pay: out })
    }

    /// COM-16: pay the ransoms ordered (after the round's income and transfers): from the
    /// captive's Personal Treasury, then the Faction Treasury, to the bank; the captive is free
    /// (back in Rome, or still governing his province). Short: nothing is paid.
    pub(super) fn com_16_pay_ransoms(
        &mut self,
        answers: &[(FactionId, Answer)],
        ev: &mut Vec<Event>,
    ) {
        for (f, a) in answers {
            let Answer::Ransom { pay } = a else {
                continue;
            };
            for id in pay {
                if !self.captives.iter().any(|c| c.senator == *id) {
                    continue;
                }
                let Some(i) = self.find_senator(id) else {
                    continue;
                };
                if self.senators[i].faction != Some(*f) {
                    continue;
                }
                let amount = self.ransom_of(i);
                let ft = self.factions[usize::from(f.0)].treasury;
                let pt = self.senators[i].treasury;
                if pt + ft < amount {
                    ev.push(private(
                        *f,
                        EventKind::RansomShort {
                            senator: id.clone(),
                            amount,
                            have: pt + ft,
                        },
                    ));
                    continue;
                }
                let from_pt = pt.min(amount);
                self.senators[i].treasury -= from_pt;
                self.factions[usize::from(f.0)].treasury -= amount - from_pt;
                self.ledger.spent_to_bank += u64::from(amount);
                self.captives.retain(|c| c.senator != *id);
                // SEN-38: a Governor by Legate goes home to Rome.
                let governing = self.sen_38_physically_governs(id);
                self.senators[i].in_rome = !governing;
                ev.push(public(EventKind::RansomPaid {
                    senator: id.clone(),
                    faction: *f,
                    amount,
                }));
            }
        }
    }
}
