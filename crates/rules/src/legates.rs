//! SEN-38 the Vatinian Law's Legates (LR 1.13.1; card:law-vatinian/1-4).
//!
//! - The play (SEN-55): the Law comes into force as any other (`laws.rs`); from then on:
//! - elections (card:law-vatinian/2, SEN-35/SEN-36): every aligned official is eligible to be
//!   Governor, in Rome or not (commanding a Force, governing another Province), holding a
//!   Major Office or not, already governing a Province through a Legate or not
//!   (`governor_candidates`); never of the Province he governs already. An unaligned Senator
//!   of the Forum stays eligible as before and always goes (card:law-vatinian/1 "an Aligned
//!   Senator may govern ... through a Legate");
//! - card:law-vatinian/3: a Senator elected while in Rome without a Major Office chooses at
//!   once to go to the Province or to govern it through a Legate: a `Choice` of his faction
//!   (`CHOOSE LEGATE` / `CHOOSE GO`), asked before the Senate's next business. Default Move
//!   (docs/RULINGS.md SEN-38): he governs through a Legate (seed 002: Governors "depart Rome
//!   the moment the vote passes unless Vatinian Law"). One elected while holding a Major Office
//!   (LR 1.13.1/3: Governors may never move to their Province while holding one) or while away
//!   from Rome governs through a Legate without a choice;
//! - a Governor by Legate stays where he is (in Rome: he holds office, votes, may be elected;
//!   commanding a Force; in his other Province), and LR 1.13.1/2 he never moves between his
//!   Provinces and the Senate: his term's end or his recall moves nobody
//!   (`sen_38_physically_governs`). His term runs as any Governor's (REV-19);
//! - LR 1.13.1/1: the Revenue Phase treats his Province as if he were there (spoils,
//!   development, its forces: the Revenue code asks the Province's Governor, wherever he is);
//! - LR 1.13.1/4: a Governor by Legate who took a Province's spoils may be prosecuted (a Minor
//!   Prosecution for each such Province, `ProsecutionReason::Spoils`) in that turn's Senate
//!   Phase while he is in Rome, and not later (`sen_38_after_prosecutions`);
//! - LR 1.13.1/5: the view shows publicly who governs through a Legate
//!   (`ProvinceView::by_legate`);
//! - LR 1.13.1/6 (ADV 2.02): a Governor by Legate adds no Military to his Province's battle
//!   (`provincial_wars.rs`); LR 1.13.1/7-8 (ADV 2.03) ask `governs_by_legate` too.
//!
//! RULING (SEN-38 "Governors by Legate: one reading", docs/RULINGS.md): a Governor by Legate is
//! not in his Province (LR 1.13.1/6 "not physically present"): nothing there touches him in
//! person. No Military in its battles (COM-18, FOR-22) or Raid roll (REV-01), no capture by
//! Raids, no Mortality Check for its losses (ADV 2.02.413/1), no death when it is Defeated (ADV
//! 2.02.412/1) or revolts (REV-02 Internal Disorder, FOR-22 Pretender Emerges): he loses the
//! Province (`GovernorByLegateSpared`) and stays where he is. Its yield stays his (1.13.1/1).

use serde::{Deserialize, Serialize};

use super::api::{
    ChoiceAbout, ChoiceOption, Event, EventKind, ProsecutionReason, ProvinceKey, SenatorId,
};
use super::game::{Game, public};
use super::state::Office;

/// The Vatinian Law's key (data/laws.toml).
pub(super) const VATINIAN: &str = "vatinian";

/// SEN-38: the Legates in play.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegateState {
    /// The Provinces governed through a Legate (keys); asked with their Governor.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub provinces: Vec<String>,
    /// card:law-vatinian/3: Governors elected in Rome whose faction has not yet chosen
    /// (Governor, Province), first elected first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<(SenatorId, String)>,
    /// LR 1.13.1/4: spoils taken through a Legate (Governor, Province, turn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spoils: Vec<(SenatorId, String, u32)>,
}

impl LegateState {
    /// Nothing recorded (the snapshot leaves it out).
    pub fn is_empty(&self) -> bool {
        self.provinces.is_empty() && self.pending.is_empty() && self.spoils.is_empty()
    }
}

impl Game {
    /// SEN-38: is the Vatinian Law in play?
    pub(crate) fn sen_38_in_play(&self) -> bool {
        self.law_in_play(VATINIAN)
    }

    /// SEN-38 (LR 1.13.1/5-6): does `senator` govern `province` without being present in it,
    /// through a Legate? The advanced rules 2.02 (LR 1.13.1/6, `provincial_wars.rs`) and 2.03
    /// ask it.
    pub(crate) fn governs_by_legate(&self, senator: &SenatorId, province: &str) -> bool {
        self.provinces
            .iter()
            .any(|p| p.key == province && p.governor == *senator)
            && self.legates.provinces.iter().any(|k| k == province)
    }

    /// SEN-38: is `province` (governed) ruled through a Legate?
    pub(crate) fn sen_38_by_legate(&self, province: &str) -> bool {
        self.provinces.iter().any(|p| p.key == province)
            && self.legates.provinces.iter().any(|k| k == province)
    }

    /// SEN-38 (LR 1.13.1/2): is `senator` in a Province he governs in person (so away from
    /// Rome until its term ends or he is recalled)?
    pub(crate) fn sen_38_physically_governs(&self, senator: &SenatorId) -> bool {
        self.provinces
            .iter()
            .any(|p| p.governor == *senator && !self.sen_38_by_legate(&p.key))
    }

    /// SEN-38 (card:law-vatinian/2): with the Law, the officials eligible to be Governor
    /// besides the Senators in Rome without a Major Office: every aligned Senator who is
    /// neither a Rebel nor a captive.
    pub(crate) fn sen_38_extra_candidates(&self) -> Vec<usize> {
        if !self.sen_38_in_play() {
            return Vec::new();
        }
        (0..self.senators.len())
            .filter(|&i| {
                let s = &self.senators[i];
                let id = s.id();
                s.faction.is_some()
                    && !s.rebel
                    && !self.is_rebel(&id)
                    && !self.captives.iter().any(|c| c.senator == id)
            })
            .collect()
    }

    /// SEN-38: `senator` was just named Governor of `province` (already recorded as its
    /// Governor): without the Law he leaves Rome for it (SEN-35); with it, an aligned Senator
    /// away or holding a Major Office governs through a Legate at once, one in Rome is asked
    /// (card:law-vatinian/3) and stays in Rome until he chooses.
    pub(crate) fn sen_38_seat_governor(&mut self, i: usize, province: &str, ev: &mut Vec<Event>) {
        self.legates.provinces.retain(|k| k != province);
        self.legates.pending.retain(|(_, p)| p != province);
        let s = &self.senators[i];
        if !self.sen_38_in_play() || s.faction.is_none() {
            self.senators[i].in_rome = false;
            return;
        }
        let id = s.id();
        let major = s.offices.iter().any(|o| *o != Office::Proconsul);
        self.legates.provinces.push(province.to_string());
        if s.in_rome && !major {
            self.legates.pending.push((id, province.to_string()));
            return;
        }
        ev.push(public(EventKind::GovernsByLegate {
            senator: id,
            province: province.to_string().into(),
            chosen: false,
        }));
    }

    /// SEN-38 (card:law-vatinian/3): ask the faction of the first Governor elected in Rome
    /// who has not chosen yet whether he goes or governs through a Legate. True if asked.
    pub(crate) fn sen_38_ask(&mut self) -> bool {
        while !self.legates.pending.is_empty() {
            let (id, province) = self.legates.pending.remove(0);
            let Some(i) = self.sen_38_may_choose(&id, &province) else {
                continue;
            };
            let Some(f) = self.senators[i].faction else {
                continue;
            };
            let owner = self.senate_controller(f);
            let n = self
                .provinces
                .iter()
                .position(|p| p.key == province)
                .unwrap_or(0);
            let about = ChoiceAbout::Legate {
                senator: id,
                province: province.into(),
            };
            let cid = self.choice_id(&about, n + 1, owner);
            self.ask_choice(
                owner,
                cid,
                about,
                vec![ChoiceOption::GovernByLegate, ChoiceOption::GoToProvince],
                ChoiceOption::GovernByLegate,
            );
            return true;
        }
        false
    }

    /// SEN-38: the Governor `id` of `province` may still choose: he governs it through a
    /// Legate now, is aligned, in Rome and holds no Major Office.
    fn sen_38_may_choose(&self, id: &SenatorId, province: &str) -> Option<usize> {
        let i = self.find_senator(id)?;
        let s = &self.senators[i];
        let ok = self.governs_by_legate(id, province)
            && s.faction.is_some()
            && s.in_rome
            && !s.offices.iter().any(|o| *o != Office::Proconsul);
        ok.then_some(i)
    }

    /// SEN-38: the faction's answer: he leaves Rome for his Province, or governs it through a
    /// Legate (the Default Move); the Senate's business goes on.
    pub(crate) fn sen_38_answer(
        &mut self,
        senator: &SenatorId,
        province: &ProvinceKey,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let key = province.as_str();
        if let Some(i) = self.sen_38_may_choose(senator, key) {
            if *pick == ChoiceOption::GoToProvince {
                self.legates.provinces.retain(|k| k != key);
                self.senators[i].in_rome = false;
                ev.push(public(EventKind::GovernorDeparts {
                    senator: senator.clone(),
                    province: province.clone(),
                }));
            } else {
                ev.push(public(EventKind::GovernsByLegate {
                    senator: senator.clone(),
                    province: province.clone(),
                    chosen: true,
                }));
            }
        }
        self.senate_next(ev);
    }

    /// SEN-38: a Governor by Legate no longer governs `province` (its term ended, he was
    /// replaced, he died): the Legate goes.
    pub(crate) fn sen_38_province_left(&mut self, province: &str) {
        self.legates.provinces.retain(|k| k != province);
        self.legates.pending.retain(|(_, p)| p != province);
    }

    /// LR 1.13.1/4: the Governor `senator` took `province`'s spoils; through a Legate, the
    /// Province is remembered for this turn's prosecutions.
    pub(crate) fn sen_38_note_spoils(&mut self, senator: &SenatorId, province: &str) {
        if !self.governs_by_legate(senator, province) {
            return;
        }
        let turn = self.turn;
        let s = &mut self.legates.spoils;
        s.retain(|(_, _, t)| *t == turn);
        s.push((senator.clone(), province.to_string(), turn));
    }

    /// LR 1.13.1/4: the Provinces whose spoils `senator` took through a Legate this turn: one
    /// Minor Prosecution each.
    pub(crate) fn sen_38_spoils_reasons(&self, senator: &SenatorId) -> Vec<ProsecutionReason> {
        self.legates
            .spoils
            .iter()
            .filter(|(s, _, t)| s == senator && *t == self.turn)
            .map(|(_, p, _)| ProsecutionReason::Spoils(p.clone().into()))
            .collect()
    }

    /// LR 1.13.1/4 ("may only be Prosecuted the turn they take it while in Rome"): after this
    /// turn's prosecutions, or when the Senate adjourns before them, a Governor whose Provinces
    /// are all ruled through Legates loses the Corrupt marker his Legates' spoils gave him,
    /// wherever he is.
    pub(crate) fn sen_38_after_prosecutions(&mut self) {
        let turn = self.turn;
        let takers: Vec<SenatorId> = self
            .legates
            .spoils
            .iter()
            .filter(|(_, _, t)| *t == turn)
            .map(|(s, _, _)| s.clone())
            .collect();
        for id in takers {
            if self.sen_38_physically_governs(&id) {
                continue;
            }
            if let Some(i) = self.find_senator(&id) {
                self.senators[i].corrupt = false;
            }
        }
        self.legates.spoils.clear();
    }
}

#[cfg(test)]
mod tests {
    use crate::api::SenatorId;
    use crate::state::Province;
    use crate::tests::{new_game, of};

    /// SEN-38: a Governor away in his Province does not govern by Legate; one whose Province
    /// is ruled through a Legate does.
    #[test]
    fn sen_38_governs_by_legate_only_when_ruled_through_a_legate() {
        let (mut g, _) = new_game(3, 41);
        let i = of(&g, 0)[0];
        let id = g.senators[i].id();
        g.provinces.push(Province {
            key: "sicilia".into(),
            governor: id.clone(),
            term: 3,
            developed: false,
            garrison: 0,
            elected_turn: 1,
        });
        g.senators[i].in_rome = false;
        assert!(!g.governs_by_legate(&id, "sicilia"));
        assert!(g.sen_38_physically_governs(&id));
        g.senators[i].in_rome = true;
        g.legates.provinces.push("sicilia".into());
        assert!(g.governs_by_legate(&id, "sicilia"));
        assert!(!g.sen_38_physically_governs(&id));
        assert!(!g.governs_by_legate(&id, "sardinia"));
        assert!(!g.governs_by_legate(&SenatorId("999".into()), "sicilia"));
    }
}
