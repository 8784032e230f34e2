//! ADV 2.03.71 Reinforcements (RVN-10) and the Rebel's choice of Provincial Fleet losses in a
//! Naval Interception (COM-02, ADV 2.03.72/11).
//!
//! - RVN-10 (2.03.71/1): as the Revolution Phase begins after a Combat Phase in which the
//!   Primary Rebel marching on Rome got a Civil War Stalemate (`Rebellion::stalemate_turn`,
//!   set in `civil_war.rs`), the Rebel's faction is asked, before the PB-13 round, which one
//!   Secondary Rebel Governor in his Province reinforces him (`ChoiceAbout::Reinforce`:
//!   `CHOOSE <Governor>`, or `CHOOSE PASS`, the Default Move). He goes with every Force he
//!   commands (his Garrison Legions with their Veterans, his Provincial Armies and Fleets).
//!   From a Province with no Base Naval Strength they land at once (2.03.71/3,
//!   `rvn_10_governor_lands`); otherwise they are at sea (`RebelAt::InTransit`, 2.03.71/4)
//!   until the Naval Interception at the start of the next Combat Phase (2.03.71/5, COM-02 in
//!   `rebel_battles.rs`). No War is added (2.03.71/2: the Civil War stays one Active War and
//!   one 20 T debit). The Province can no longer be attacked (2.03.71/6, 2.03.81/2: only a
//!   Governor `RebelAt::Province` can be, `attack_rebel_province_legal`): a Senate Army
//!   facing it comes home.
//! - COM-02 (2.03.72/11): in the round of the Combat Phase's opening answers (COM-05, COM-03,
//!   RVN-08), when Forces at sea will meet an Interception and both the reinforcing Province
//!   and the Primary Rebel hold Provincial Fleets, the Rebel's faction says how many of the
//!   Provincial Fleets lost, at most, come from the reinforcing Province
//!   (`ChoiceAbout::RebelFleetLosses`, `CHOOSE <n> FROM THE PROVINCE`), the rest from the
//!   Primary Rebel's. Default Move: all it can (the Forces at sea first).
//!
//! RULINGS (docs/RULINGS.md, RVN-10 reinforcement, COM-02 which Provincial Fleets): the
//! Default Move of the reinforcement is none (nothing moves); the reinforcing Governor takes all
//! his Forces ("any Forces he currently commands": the engine moves a Province's Forces
//! together); a Senate Army facing his Province comes home to Rome; the Fleet losses are
//! answered before the dice, as an instruction (every split of any loss count is reachable).

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Decision, Event, EventKind, FactionId, SenatorId,
};
use super::game::{Game, public};
use super::rebellion::RebelAt;

impl Game {
    /// RVN-10 (ADV 2.03.71/1): the Secondary Rebel Governors who may reinforce the Primary
    /// Rebel: alive and in their Rebel Province.
    fn rvn_10_reinforcers(&self) -> Vec<SenatorId> {
        let Some(r) = self.rebellion.as_ref() else {
            return Vec::new();
        };
        r.governors
            .iter()
            .filter(|g| g.senator != r.rebel && g.at == RebelAt::Province)
            .filter(|g| self.find_senator(&g.senator).is_some())
            .map(|g| g.senator.clone())
            .collect()
    }

    /// RVN-10 (ADV 2.03.71/1): as the Revolution Phase begins, after a Civil War Stalemate of
    /// the Primary Rebel marching on Rome this turn, ask his faction which Secondary Rebel
    /// Governor reinforces him (Default Move: none). True if asked.
    pub(super) fn rvn_10_ask_reinforcement(&mut self) -> bool {
        let turn = self.turn;
        let Some(r) = self.rebellion.as_mut() else {
            return false;
        };
        let stalemate = r.stalemate_turn.take() == Some(turn);
        if !stalemate || r.staying.is_some() {
            return false;
        }
        let (rebel, f) = (r.rebel.clone(), r.faction);
        let governors = self.rvn_10_reinforcers();
        if governors.is_empty() {
            return false;
        }
        let about = ChoiceAbout::Reinforce { rebel };
        let mut options = vec![ChoiceOption::Pass];
        options.extend(
            governors
                .into_iter()
                .map(|senator| ChoiceOption::Senator { senator }),
        );
        let id = self.choice_id(&about, usize::try_from(turn).unwrap_or(0), f);
        // RULING (RVN-10 reinforcement): silent, no Governor sets out.
        self.ask_choice(f, id, about, options, ChoiceOption::Pass);
        true
    }

    /// RVN-10: the answer: the Governor named sets out (or none); then the PB-13 round.
    pub(super) fn rvn_10_reinforce_answer(&mut self, pick: &ChoiceOption, ev: &mut Vec<Event>) {
        if let ChoiceOption::Senator { senator } = pick
            && self.rvn_10_reinforcers().contains(senator)
        {
            self.rvn_10_reinforce(senator, ev);
        }
        self.open_revolution_round();
    }

    /// RVN-10 (ADV 2.03.71/2-6): the Secondary Rebel Governor `governor` reinforces the Primary
    /// Rebel with all his Forces: at once from a Province with no Base Naval Strength, else at
    /// sea until the next Combat Phase's Naval Interception. A Senate Army facing his Province
    /// comes home (it can no longer attack it).
    pub(super) fn rvn_10_reinforce(&mut self, governor: &SenatorId, ev: &mut Vec<Event>) {
        let Some(province) = self
            .rebellion
            .as_ref()
            .and_then(|r| r.governors.iter().find(|g| &g.senator == governor))
            .map(|g| g.province.clone())
        else {
            return;
        };
        let (_, naval) = self.printed_province_base(&province);
        let in_transit = naval > 0;
        let facing = self.rebellion.as_mut().and_then(|r| {
            let i = r
                .province_armies
                .iter()
                .position(|a| a.province == province)?;
            Some(r.province_armies.remove(i))
        });
        let army_home = facing.map(|a| {
            let commander = a.army.commander.clone();
            self.province_army_home(a.army);
            commander
        });
        ev.push(public(EventKind::RebelReinforces {
            governor: governor.clone(),
            province: province.clone().into(),
            in_transit,
            army_home,
        }));
        if in_transit {
            if let Some(g) = self
                .rebellion
                .as_mut()
                .and_then(|r| r.governors.iter_mut().find(|g| &g.senator == governor))
            {
                g.at = RebelAt::InTransit;
            }
        } else {
            self.rvn_10_governor_lands(&province, ev);
        }
    }

    /// COM-02 (ADV 2.03.72/11): the Rebel's decision on the Provincial Fleets a Naval
    /// Interception of this Combat Phase takes, asked in the round of the phase's opening
    /// answers when it can matter: Forces at sea from a Province with a naval Base, Fleets in
    /// the Active Forces box, and Provincial Fleets both in that Province and with the Primary
    /// Rebel.
    pub(super) fn com_02_fleet_loss_decisions(&self) -> Vec<Decision> {
        let Some(r) = self.rebellion.as_ref() else {
            return Vec::new();
        };
        if r.provincial_fleets == 0 || self.fleets_in_rome() == 0 {
            return Vec::new();
        }
        let mut decisions = Vec::new();
        for (n, g) in r.governors.iter().enumerate() {
            if g.at != RebelAt::InTransit || self.printed_province_base(&g.province).1 == 0 {
                continue;
            }
            let fleets = self
                .provincial
                .forces
                .get(&g.province)
                .map_or(0, |f| f.fleets);
            if fleets == 0 {
                continue;
            }
            let about = ChoiceAbout::RebelFleetLosses {
                governor: g.senator.clone(),
                province: g.province.clone().into(),
                province_fleets: fleets,
                primary_fleets: r.provincial_fleets,
            };
            let options = (0..=fleets)
                .rev()
                .map(|most| ChoiceOption::ProvinceFleetLosses { most })
                .collect();
            // RULING (COM-02 which Provincial Fleets): the Forces at sea lose first.
            decisions.push(self.choice_decision(
                n + 1,
                r.faction,
                about,
                options,
                ChoiceOption::ProvinceFleetLosses { most: fleets },
            ));
        }
        decisions
    }

    /// COM-02 (ADV 2.03.72/11): record the Rebel's answer for the Interception to come.
    pub(super) fn com_02_fleet_loss_answers(&mut self, answers: &[(FactionId, Answer)]) {
        for (_, a) in answers {
            if let Answer::Choice {
                about: ChoiceAbout::RebelFleetLosses { province, .. },
                pick: ChoiceOption::ProvinceFleetLosses { most },
            } = a
                && let Some(r) = self.rebellion.as_mut()
            {
                r.fleet_losses = Some((province.0.clone(), *most));
            }
        }
    }

    /// COM-02 (ADV 2.03.72/11): the most Provincial Fleet losses the Rebel takes from
    /// `province` in its Interception (his answer, once; else all it can).
    pub(super) fn com_02_province_fleet_cap(&mut self, province: &str) -> u32 {
        let answer = self
            .rebellion
            .as_mut()
            .and_then(|r| r.fleet_losses.take_if(|(p, _)| p == province));
        answer.map_or(u32::MAX, |(_, most)| most)
    }
}
