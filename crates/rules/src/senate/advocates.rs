//! SEN-33: Advocates and Trials (advanced rule LR 2.05; `GameOptions::advocates`, off by
//! default: a game without it never reaches this module).
//!
//! - 2.05.2: as a Prosecution (not a Special Major Prosecution of Assassins, 2.05.1/1) is put,
//!   right after its Prosecutor is named, the Accused's player is asked (a `Choice`, one PBEM
//!   round with its deadline: the "reasonable amount of time" of 2.05.2/3) whom he asks to be his
//!   Advocate: a Senator in Rome of any player, not the Censor nor the Prosecutor, himself
//!   included (2.05.2/2). Default Move: himself (2.05.2/4, no Advocate came forward). A Senator
//!   of another player is asked in turn whether he comes forward (a `Choice`: `CONSENT` or
//!   `REFUSE`; Default Move: he does not, and the Accused represents himself).
//! - 2.05.3: after the votes (and the Popular Appeal, and the Accused's choice of a veto that
//!   waits for it, PB-11) the Trial is rolled: 2d6 + the Advocate's Oratory − the Prosecutor's on
//!   the Trial table (≤2: −20 … 7: 0 … ≥12: +20; BOARD), its votes counted for the Accused.
//!   Cicero (28A) adds 2 as Advocate and subtracts 2 as Prosecutor (the errata 2.05.1/3; RULING
//!   SEN-33 in docs/RULINGS.md).
//! - 2.05.4: a Popular Appeal of 2 or less kills the Accused (as without the rule) and draws one
//!   Mortality Chit against the Advocate for each number below 3, unless he represents himself.
//! - 2.05.5 / 2.05.6: the verdict of a Trial: Guilty, the Advocate (not the Accused himself)
//!   loses 3 Influence; Innocent, he gains 3 and the Prosecutor loses 3 (to a minimum of 0).
//!   RULING SEN-33: a Prosecution that ends before its votes are counted (vetoed, freed by the
//!   Prosecutor's faction or by the Popular Appeal, the Accused killed by the mob) has no Trial
//!   and no verdict of one: no Influence changes.

use serde::{Deserialize, Serialize};

use super::super::api::{
    ChoiceAbout, ChoiceOption, DeathCause, DicePurpose, Event, EventKind, FactionId, Proposal,
    SenatorId,
};
use super::super::data::StatesmanPower;
use super::super::game::{Game, data, public};
use super::super::general::RollFor;
use super::super::state::Office;

/// SEN-33: the Advocate of the Prosecution being put.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdvocateState {
    /// The Prosecution waiting for its Advocate (the Choice rounds are open).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<Proposal>,
    /// The Prosecution whose Advocate is chosen, and its Advocate (the Accused himself when he
    /// represents himself), until its Trial or its end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen: Option<(Proposal, SenatorId)>,
    /// The Trial was held for the Prosecution in `chosen`: its verdict moves Influence.
    #[serde(default)]
    pub tried: bool,
}

impl AdvocateState {
    /// Nothing pending nor chosen (not written in the snapshot).
    pub fn is_idle(&self) -> bool {
        *self == AdvocateState::default()
    }
}

/// SEN-33 (BOARD, Trial table): the Trial's modified roll → votes for the Accused.
pub(crate) fn trial_votes(total: i32) -> i32 {
    (total.clamp(2, 12) - 7) * 4
}

impl Game {
    fn sen_33_on(&self) -> bool {
        self.options.advocates
    }

    /// SEN-33 (2.05.2/2): may this Senator be the Advocate in the Prosecution `p`? In Rome,
    /// aligned, neither the Censor nor the Prosecutor.
    fn sen_33_eligible(&self, i: usize, prosecutor: &SenatorId) -> bool {
        let s = &self.senators[i];
        s.faction.is_some()
            && s.in_rome
            && !s.offices.contains(&Office::Censor)
            && s.id() != *prosecutor
    }

    /// SEN-33: the Prosecution `p` is about to be put to the vote: if the game plays
    /// Advocates and its Advocate is not chosen yet, ask the Accused's player now. True if the
    /// vote waits for the choice.
    pub(crate) fn sen_33_ask_advocate(&mut self, p: &Proposal) -> bool {
        let Proposal::Prosecute {
            accused,
            prosecutor,
            ..
        } = p
        else {
            return false;
        };
        if !self.sen_33_on() {
            return false;
        }
        if self
            .senate
            .as_ref()
            .and_then(|s| s.advocate.chosen.as_ref())
            .is_some_and(|(q, _)| q == p)
        {
            return false;
        }
        let Some(f) = self
            .find_senator(accused)
            .and_then(|i| self.senators[i].faction)
        else {
            return false;
        };
        let mut options: Vec<ChoiceOption> = vec![ChoiceOption::Senator {
            senator: accused.clone(),
        }];
        for i in self.aligned_in_rome() {
            let id = self.senators[i].id();
            if id != *accused && self.sen_33_eligible(i, prosecutor) {
                options.push(ChoiceOption::Senator { senator: id });
            }
        }
        let owner = self.senate_controller(f);
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.advocate = AdvocateState {
                    pending: Some(p.clone()),
                    ..AdvocateState::default()
                };
                s.rounds
            }
            None => return false,
        };
        let about = ChoiceAbout::Advocate {
            accused: accused.clone(),
            prosecutor: prosecutor.clone(),
        };
        let id = self.choice_id(&about, usize::try_from(n).unwrap_or(0) * 2, owner);
        let default = options[0].clone();
        self.ask_choice(owner, id, about, options, default);
        true
    }

    /// SEN-33: the Accused's player named his Advocate: his own Senator serves at once, another
    /// player's is asked whether he comes forward.
    pub(crate) fn sen_33_advocate_answer(
        &mut self,
        f: FactionId,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let (ChoiceAbout::Advocate { accused, .. }, ChoiceOption::Senator { senator }) =
            (about, pick)
        else {
            self.sen_33_advocate_is(None, None, ev);
            return;
        };
        let other = self
            .find_senator(senator)
            .and_then(|i| self.senators[i].faction)
            .map(|g| self.senate_controller(g))
            .filter(|g| *g != f && senator != accused);
        let Some(owner) = other else {
            self.sen_33_advocate_is(Some(senator.clone()), None, ev);
            return;
        };
        let n = self.senate.as_ref().map_or(0, |s| s.rounds);
        let about = ChoiceAbout::AdvocateConsent {
            accused: accused.clone(),
            advocate: senator.clone(),
        };
        let id = self.choice_id(&about, usize::try_from(n).unwrap_or(0) * 2 + 1, owner);
        self.ask_choice(
            owner,
            id,
            about,
            vec![ChoiceOption::Consent, ChoiceOption::Refuse],
            ChoiceOption::Refuse,
        );
    }

    /// SEN-33: the Senator asked came forward (`CONSENT`) or not.
    pub(crate) fn sen_33_consent_answer(
        &mut self,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let ChoiceAbout::AdvocateConsent { advocate, .. } = about else {
            self.sen_33_advocate_is(None, None, ev);
            return;
        };
        if *pick == ChoiceOption::Consent {
            self.sen_33_advocate_is(Some(advocate.clone()), None, ev);
        } else {
            self.sen_33_advocate_is(None, Some(advocate.clone()), ev);
        }
    }

    /// SEN-33: the Advocate is known (None: the Accused represents himself, 2.05.2/4); the
    /// Prosecution goes to the vote.
    fn sen_33_advocate_is(
        &mut self,
        advocate: Option<SenatorId>,
        refused: Option<SenatorId>,
        ev: &mut Vec<Event>,
    ) {
        let Some(p) = self.senate.as_mut().and_then(|s| s.advocate.pending.take()) else {
            self.senate_next(ev);
            return;
        };
        let Proposal::Prosecute {
            accused,
            prosecutor,
            ..
        } = &p
        else {
            self.senate_next(ev);
            return;
        };
        if self.find_senator(accused).is_none() {
            self.senate_next(ev);
            return;
        }
        // Still eligible when he serves (else the Accused represents himself).
        let advocate = advocate
            .filter(|a| {
                a == accused
                    || self
                        .find_senator(a)
                        .is_some_and(|i| self.sen_33_eligible(i, prosecutor))
            })
            .unwrap_or_else(|| accused.clone());
        ev.push(public(EventKind::AdvocateChosen {
            accused: accused.clone(),
            advocate: advocate.clone(),
            refused,
        }));
        if let Some(s) = self.senate.as_mut() {
            s.advocate.chosen = Some((p.clone(), advocate));
            s.advocate.tried = false;
        }
        self.put_to_vote(p, ev);
    }

    /// The Advocate of the Prosecution `p`, if the game plays Advocates and he was chosen.
    fn sen_33_advocate_of(&self, p: &Proposal) -> Option<SenatorId> {
        self.senate
            .as_ref()
            .and_then(|s| s.advocate.chosen.as_ref())
            .filter(|(q, _)| q == p)
            .map(|(_, a)| a.clone())
    }

    /// SEN-33 (2.05.3): the Trial of the Prosecution `p`, after the votes: its votes for the
    /// Accused (negative: for conviction); 0 without Advocates.
    pub(crate) fn sen_33_trial(&mut self, p: &Proposal, ev: &mut Vec<Event>) -> i32 {
        let Proposal::Prosecute {
            accused,
            prosecutor,
            ..
        } = p
        else {
            return 0;
        };
        let Some(advocate) = self.sen_33_advocate_of(p) else {
            return 0;
        };
        let d = data();
        let cicero = |g: &Game, id: &SenatorId| {
            g.find_senator(id)
                .and_then(|i| g.senators[i].statesman.as_ref())
                .and_then(|k| d.statesman(k))
                .is_some_and(|c| c.has_power(StatesmanPower::TrialRollPlusTwo))
        };
        let oratory = |g: &Game, id: &SenatorId| {
            g.find_senator(id)
                .map_or(0, |i| i32::from(g.senators[i].oratory(d)))
        };
        let mut modifier = oratory(self, &advocate) - oratory(self, prosecutor);
        // Cicero (28A, errata 2.05.1/3): +2 as Advocate, −2 as Prosecutor.
        if cicero(self, &advocate) {
            modifier += 2;
        }
        if cicero(self, prosecutor) {
            modifier -= 2;
        }
        let dice = self.roll(
            2,
            RollFor::Check,
            DicePurpose::Trial {
                accused: accused.clone(),
            },
            ev,
        );
        let total = dice.total() + modifier;
        let votes = trial_votes(total);
        ev.push(public(EventKind::Trial {
            accused: accused.clone(),
            advocate,
            prosecutor: prosecutor.clone(),
            dice: dice.dice,
            modifier,
            total,
            votes,
        }));
        if let Some(s) = self.senate.as_mut() {
            s.advocate.tried = true;
        }
        votes
    }

    /// SEN-33 (2.05.4): the Popular Appeal's modified roll `total` of 2 or less killed the
    /// Accused: one Mortality Chit against his Advocate for each number below 3 (none when he
    /// represented himself).
    pub(crate) fn sen_33_mob(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        let Proposal::Prosecute { accused, .. } = p else {
            return;
        };
        // The Popular Appeal just rolled (its event, the last of its kind).
        let Some(total) = ev.iter().rev().find_map(|e| match &e.kind {
            EventKind::PopularAppeal { total, .. } => Some(*total),
            _ => None,
        }) else {
            return;
        };
        let Some(advocate) = self.sen_33_advocate_of(p) else {
            return;
        };
        if advocate == *accused || total > 2 {
            return;
        }
        let chits = u32::try_from(3 - total).unwrap_or(0);
        let Some(fam) = self
            .find_senator(&advocate)
            .map(|i| self.senators[i].family)
        else {
            return;
        };
        if self.draw_chits(chits, ev).contains(&fam)
            && let Some(i) = self.find_senator(&advocate)
        {
            self.kill_senator(i, DeathCause::AppealMob, ev);
        }
    }

    /// SEN-33 (2.05.5, 2.05.6): the verdict of a Trial held (`guilty`) moves the Advocate's and
    /// the Prosecutor's Influence. Call it before the effects of the verdict.
    pub(crate) fn sen_33_verdict(&mut self, p: &Proposal, guilty: bool, ev: &mut Vec<Event>) {
        let Proposal::Prosecute {
            accused,
            prosecutor,
            ..
        } = p
        else {
            return;
        };
        let tried = self.senate.as_ref().is_some_and(|s| s.advocate.tried);
        let Some(advocate) = self.sen_33_advocate_of(p) else {
            return;
        };
        if let Some(s) = self.senate.as_mut() {
            s.advocate = AdvocateState::default();
        }
        if !tried {
            return;
        }
        let mut change = |g: &mut Game, id: &SenatorId, delta: i64| {
            if let Some(i) = g.find_senator(id) {
                let before = g.senators[i].influence;
                g.senators[i].add_influence(delta);
                let after = g.senators[i].influence;
                ev.push(public(EventKind::TrialInfluence {
                    senator: id.clone(),
                    guilty,
                    influence: i32::try_from(i64::from(after) - i64::from(before)).unwrap_or(0),
                }));
            }
        };
        if advocate != *accused {
            change(self, &advocate, if guilty { -3 } else { 3 });
        }
        if !guilty {
            change(self, prosecutor, -3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::trial_votes;

    /// SEN-33 (BOARD, Trial table): ≤2: −20; 3: −16; … 7: 0; … 11: +16; ≥12: +20.
    #[test]
    fn sen_33_the_trial_table() {
        let got: Vec<i32> = (0..=14).map(trial_votes).collect();
        assert_eq!(
            got,
            vec![-20, -20, -20, -16, -12, -8, -4, 0, 4, 8, 12, 16, 20, 20, 20]
        );
    }
}
