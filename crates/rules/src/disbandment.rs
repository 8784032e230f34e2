//! Advanced rule 2.04 Legionary Disbandment and Recall (`--option legionary-disbandment`, off
//! by default; nothing here acts when it is off).
//!
//! - RVN-03 (LR 2.04.2): a victorious, non-rebel Commander returning to Rome may disband the
//!   Veteran Legions of his Force whose Allegiance markers he holds: each goes to the Bank
//!   (still a Veteran, his marker flipped on his card, not in the available Force Pool) and
//!   gives him +1 Oratory and +1 Influence. A `Choice` of his faction, asked once the
//!   declarations of Revolt and the Manilian marches are made and before the Forces return;
//!   the Default Move disbands none (RULING RVN-03, docs/RULINGS.md).
//! - LR 2.04.2/5: when he dies, his disbanded Legions return to the Force Pool as regulars.
//! - SEN-61 (LR 2.04.3): a Consul or Dictator may recall his disbanded Legions during the
//!   Senate Phase at 10 Talents each from his Personal or his Faction Treasury (No Recruitment
//!   and the recruiting cost do not apply): they come back as Veterans loyal to him to the
//!   Active Forces, and he loses 1 Oratory and 1 Influence each. A `Choice` asked once per
//!   Senate Phase as the Senate reaches other business (LR 1.09.63 comes there); the Default
//!   Move recalls none (RULING SEN-61).
//! - SEN-61 (LR 2.04.3/4-6): when the Senate (or a Gabinian Commander) raises more Legions than
//!   the Force Pool holds, the rest come from the disbanded Legions in the Bank, the earliest
//!   disbanded first (RULING SEN-61): regular Legions, their markers back to the Bank, the
//!   Senator keeping his +1 Oratory and +1 Influence.

use serde::{Deserialize, Serialize};

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Event, EventKind, FactionId, RecruitPurse, SenatorId,
};
use super::choices::answer_about;
use super::game::{Game, data, private, public};
use super::legality::MAX_LEGIONS;
use super::state::{Force, Office};

/// SEN-61 (LR 2.04.3/1): what one Legion costs to recall.
pub const RECALL_COST: u32 = 10;

/// Serde: skip a zero rating bonus.
pub(crate) fn is_zero(v: &u8) -> bool {
    *v == 0
}

/// Disbanded Veteran Legions in the Bank whose markers one Senator holds (by his family
/// number, as Veterans are kept: COM-13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Disbanded {
    pub family: u8,
    pub legions: u32,
}

/// The Bank's disbanded Legions, earliest disbanded first, and the turn the Senate last asked
/// the Consuls and Dictator about recalling them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DisbandState {
    pub bank: Vec<Disbanded>,
    pub recall_asked_turn: u32,
}

impl DisbandState {
    pub fn is_empty(&self) -> bool {
        self.bank.is_empty() && self.recall_asked_turn == 0
    }

    /// Every disbanded Legion in the Bank.
    pub fn total(&self) -> u32 {
        self.bank.iter().map(|d| d.legions).sum()
    }

    /// The disbanded Legions whose markers the Senator of `family` holds.
    pub fn of(&self, family: u8) -> u32 {
        self.bank
            .iter()
            .filter(|d| d.family == family)
            .map(|d| d.legions)
            .sum()
    }

    /// Take `n` of `family`'s disbanded Legions out of the Bank, earliest first.
    fn take(&mut self, family: u8, mut n: u32) {
        for d in self.bank.iter_mut().filter(|d| d.family == family) {
            let k = d.legions.min(n);
            d.legions -= k;
            n -= k;
        }
        self.bank.retain(|d| d.legions > 0);
    }
}

impl Game {
    /// Is ADV 2.04 played?
    fn adv_2_04(&self) -> bool {
        self.options.legionary_disbandment
    }

    /// RVN-03: the victorious, non-rebel, free Commanders whose Forces return to Rome, with
    /// their factions and the Veterans of their Forces loyal to them.
    fn rvn_03_candidates(&self) -> Vec<(SenatorId, FactionId, u32)> {
        if !self.adv_2_04() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (f, i, owner) in self.victors_coming_home() {
            let s = &self.senators[i];
            let own = f.veterans.iter().filter(|v| **v == s.family).count();
            let own = u32::try_from(own).unwrap_or(0);
            if own > 0 {
                out.push((s.id(), owner, own));
            }
        }
        out
    }

    /// RVN-03 / RVN-11: the Forces whose war was defeated, each with its Commander (index) and
    /// his faction: aligned, not in Revolt, not held captive.
    pub(super) fn victors_coming_home(&self) -> Vec<(&Force, usize, FactionId)> {
        let mut out = Vec::new();
        for f in &self.forces {
            if self.war_in_forum(&f.war) {
                continue;
            }
            let Some(c) = &f.commander else {
                continue;
            };
            let Some(i) = self.find_senator(c) else {
                continue;
            };
            let s = &self.senators[i];
            if s.rebel || self.captives.iter().any(|x| &x.senator == c) {
                continue;
            }
            let Some(owner) = s.faction else {
                continue;
            };
            out.push((f, i, owner));
        }
        out
    }

    /// RVN-03: open the round of the returning Commanders' disbandments, if any may disband.
    /// Returns true when the round is open.
    pub(super) fn rvn_03_ask(&mut self) -> bool {
        let mut decisions = Vec::new();
        for (n, (commander, owner, veterans)) in self.rvn_03_candidates().into_iter().enumerate() {
            let about = ChoiceAbout::DisbandVeterans {
                commander,
                veterans,
            };
            let options = (0..=veterans)
                .map(|legions| ChoiceOption::DisbandVeterans { legions })
                .collect();
            // RULING RVN-03: none disbanded.
            let default = ChoiceOption::DisbandVeterans { legions: 0 };
            decisions.push(self.choice_decision(n + 1, owner, about, options, default));
        }
        self.open_choice_round(decisions)
    }

    /// Is this answer to the RVN-03 round?
    pub(super) fn rvn_03_is_answer(a: &Answer) -> bool {
        matches!(answer_about(a), Some(ChoiceAbout::DisbandVeterans { .. }))
    }

    /// RVN-03: the disbandments, in HRAO order of the factions, then the Forces return.
    pub(super) fn rvn_03_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        for (_, a) in self.answers_in_hrao_order(answers) {
            if let Answer::Choice {
                about: ChoiceAbout::DisbandVeterans { commander, .. },
                pick: ChoiceOption::DisbandVeterans { legions },
            } = a
                && legions > 0
            {
                self.rvn_03_disband(&commander, legions, ev);
            }
        }
        self.rvn_05_forces_home_after_disbanding(ev);
    }

    /// RVN-03 (LR 2.04.2/2-4): `legions` of the Commander's own Veterans leave his Force for
    /// the Bank; +1 Oratory and +1 Influence each.
    fn rvn_03_disband(&mut self, commander: &SenatorId, legions: u32, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(commander) else {
            return;
        };
        let family = self.senators[i].family;
        let Some(fi) = self
            .forces
            .iter()
            .position(|f| f.commander.as_ref() == Some(commander) && !self.war_in_forum(&f.war))
        else {
            return;
        };
        let force = &mut self.forces[fi];
        let mut done = 0u32;
        while done < legions {
            let Some(p) = force.veterans.iter().position(|v| *v == family) else {
                break;
            };
            force.veterans.remove(p);
            force.legions = force.legions.saturating_sub(1);
            done += 1;
        }
        if done == 0 {
            return;
        }
        self.legions = self.legions.saturating_sub(done);
        match self.disbandment.bank.last_mut() {
            Some(d) if d.family == family => d.legions += done,
            _ => self.disbandment.bank.push(Disbanded {
                family,
                legions: done,
            }),
        }
        let s = &mut self.senators[i];
        s.oratory_bonus = s
            .oratory_bonus
            .saturating_add(u8::try_from(done).unwrap_or(u8::MAX));
        s.add_influence(i64::from(done));
        let oratory = s.oratory(data());
        let influence = s.influence;
        ev.push(public(EventKind::VeteransDisbanded {
            commander: commander.clone(),
            legions: done,
            oratory,
            influence,
        }));
    }

    /// LR 2.04.2/5: a dead Senator's disbanded Legions return to the Force Pool as regulars.
    pub(super) fn rvn_03_senator_died(
        &mut self,
        senator: &SenatorId,
        family: u8,
        ev: &mut Vec<Event>,
    ) {
        let legions = self.disbandment.of(family);
        if legions == 0 {
            return;
        }
        self.disbandment.take(family, legions);
        ev.push(public(EventKind::DisbandedLegionsFreed {
            senator: senator.clone(),
            legions,
        }));
    }

    /// SEN-61 (LR 2.04.3/4-6): after `self.legions` grew, the Legions the Force Pool could not
    /// give come from the Bank's disbanded Legions, the earliest disbanded first.
    pub(crate) fn sen_61_raised_from_bank(&mut self, ev: &mut Vec<Event>) {
        let total = self.legions + self.rebel_legions() + self.disbandment.total();
        let mut over = total.saturating_sub(MAX_LEGIONS);
        while over > 0 {
            let Some(d) = self.disbandment.bank.first().cloned() else {
                return;
            };
            let k = d.legions.min(over);
            self.disbandment.take(d.family, k);
            over -= k;
            let senator = self
                .senators
                .iter()
                .find(|s| s.family == d.family)
                .map(|s| s.id())
                .unwrap_or_else(|| SenatorId(d.family.to_string()));
            ev.push(public(EventKind::DisbandedLegionsRaised {
                senator,
                legions: k,
            }));
        }
    }

    /// SEN-61: the Consuls and Dictator holding disbanded markers who can pay for one Legion,
    /// with their factions (the deciders, SEN-59) and their disbanded Legions.
    fn sen_61_candidates(&self) -> Vec<(usize, FactionId, u32)> {
        let mut out = Vec::new();
        for (i, s) in self.senators.iter().enumerate() {
            let magistrate = s.offices.iter().any(|o| {
                matches!(
                    o,
                    Office::RomeConsul | Office::FieldConsul | Office::Dictator
                )
            });
            let Some(f) = s.faction else {
                continue;
            };
            let n = self.disbandment.of(s.family);
            if !magistrate || s.rebel || n == 0 {
                continue;
            }
            if !self.sen_61_purses(i).is_empty() {
                out.push((i, self.senate_controller(f), n));
            }
        }
        out
    }

    /// SEN-61: how many Legions each purse of Senator `i` can pay for.
    fn sen_61_purses(&self, i: usize) -> Vec<(RecruitPurse, u32)> {
        let s = &self.senators[i];
        let faction = s
            .faction
            .and_then(|f| self.factions.get(usize::from(f.0)))
            .map_or(0, |f| f.treasury);
        [
            (RecruitPurse::Personal, s.treasury),
            (RecruitPurse::Faction, faction),
        ]
        .into_iter()
        .map(|(p, t)| (p, t / RECALL_COST))
        .filter(|(_, n)| *n > 0)
        .collect()
    }

    /// SEN-61: as the Senate reaches other business, once per Senate Phase, ask the Consuls
    /// and the Dictator who may recall disbanded Legions. Returns true when the round is open.
    pub(crate) fn sen_61_ask(&mut self, stage: super::api::SenateStage) -> bool {
        if !self.adv_2_04()
            || self.disbandment.bank.is_empty()
            || stage != super::api::SenateStage::OtherBusiness
            || self.disbandment.recall_asked_turn == self.turn
        {
            return false;
        }
        self.disbandment.recall_asked_turn = self.turn;
        let mut decisions = Vec::new();
        for (n, (i, owner, disbanded)) in self.sen_61_candidates().into_iter().enumerate() {
            let about = ChoiceAbout::RecallVeterans {
                senator: self.senators[i].id(),
                disbanded,
                cost: RECALL_COST,
            };
            let mut options = vec![ChoiceOption::RecallVeterans {
                legions: 0,
                from: RecruitPurse::Personal,
            }];
            for (from, most) in self.sen_61_purses(i) {
                options.extend(
                    (1..=most.min(disbanded))
                        .map(|legions| ChoiceOption::RecallVeterans { legions, from }),
                );
            }
            // RULING SEN-61: none recalled.
            let default = ChoiceOption::RecallVeterans {
                legions: 0,
                from: RecruitPurse::Personal,
            };
            decisions.push(self.choice_decision(n + 1, owner, about, options, default));
        }
        self.open_choice_round(decisions)
    }

    /// Is this answer to the SEN-61 round?
    pub(super) fn sen_61_is_answer(a: &Answer) -> bool {
        matches!(answer_about(a), Some(ChoiceAbout::RecallVeterans { .. }))
    }

    /// SEN-61: the recalls, in HRAO order of the factions, then the Senate's business goes on.
    pub(super) fn sen_61_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        for (_, a) in self.answers_in_hrao_order(answers) {
            if let Answer::Choice {
                about: ChoiceAbout::RecallVeterans { senator, .. },
                pick: ChoiceOption::RecallVeterans { legions, from },
            } = a
                && legions > 0
            {
                self.sen_61_recall(&senator, legions, from, ev);
            }
        }
        self.senate_next(ev);
    }

    /// SEN-61 (LR 2.04.3/1-3): pay 10 Talents a Legion; the Legions come back to the Active
    /// Forces as Veterans loyal to him; −1 Oratory and −1 Influence each. Checked again (a
    /// purse may have shrunk since the call).
    fn sen_61_recall(
        &mut self,
        senator: &SenatorId,
        legions: u32,
        from: RecruitPurse,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self.find_senator(senator) else {
            return;
        };
        let family = self.senators[i].family;
        let most = self
            .sen_61_purses(i)
            .into_iter()
            .find(|(p, _)| *p == from)
            .map_or(0, |(_, n)| n);
        let legions = legions.min(most).min(self.disbandment.of(family));
        if legions == 0 {
            return;
        }
        let cost = legions * RECALL_COST;
        match from {
            RecruitPurse::Personal => {
                self.senators[i].treasury = self.senators[i].treasury.saturating_sub(cost);
            }
            RecruitPurse::Faction => {
                if let Some(fs) = self.senators[i]
                    .faction
                    .and_then(|f| self.factions.get_mut(usize::from(f.0)))
                {
                    fs.treasury = fs.treasury.saturating_sub(cost);
                }
            }
        }
        self.ledger.spent_to_bank += u64::from(cost);
        self.disbandment.take(family, legions);
        self.legions += legions;
        self.veterans_in_rome
            .extend(std::iter::repeat_n(family, legions as usize));
        let s = &mut self.senators[i];
        s.oratory_bonus = s
            .oratory_bonus
            .saturating_sub(u8::try_from(legions).unwrap_or(u8::MAX));
        s.add_influence(-i64::from(legions));
        let oratory = s.oratory(data());
        let influence = s.influence;
        let recalled = |from: Option<RecruitPurse>| EventKind::VeteransRecalled {
            senator: senator.clone(),
            legions,
            from,
            cost,
            oratory,
            influence,
        };
        if let Some(f) = self.senators[i].faction {
            ev.push(private(f, recalled(Some(from))));
        }
        ev.push(public(recalled(None)));
    }
}
