//! ADV 2.03 Rebel Governors, the Combat Phase side (COM-02, RVN-10).
//!
//! - COM-02 (ADV 2.03.72): a Rebel Governor's Forces in transit (`RebelAt::InTransit`, set in
//!   the Revolution Phase, 2.03.71/4) meet a Naval Interception before every other battle of the
//!   Combat Phase ([`Game::com_02_naval_interceptions`]). The Rebel's Naval Strength is his
//!   Province's printed Base Naval Strength + its Provincial Fleets + every Fleet of the Primary
//!   Rebel (Roman and Provincial, no Military); the Senate's is the Fleets in the Active Forces
//!   box (`fleets_in_rome`). A Senate Victory keeps his Forces in the Province (minus their
//!   losses) and gives it a Naval Victory marker (2.03.91/1); any other result lands them in
//!   Italy with the Primary Rebel's Army. Only Fleets are lost, equally on both sides but on
//!   "No Losses" and "ALL"; no Mortality chits, no Unrest.
//!
//! RULINGS (COM-02, docs/RULINGS.md):
//! - no Fleet in the Active Forces box, no Interception: the Forces land (2.03.72/5 gives the
//!   Senate a Strength of 0 and nothing it could lose);
//! - the Rebel's losses (2.03.72/10, 2.02.411): Provincial Fleets "take losses normally", one
//!   per loss; with Roman Fleets too, 2 Provincial Fleets then 1 Roman Fleet, and so on;
//! - which Provincial Fleets go (2.03.72/11, the Rebel's choice): his faction answers in the
//!   round of the Combat Phase's opening answers, before the dice, how many at most come from
//!   the reinforcing Province (`ChoiceAbout::RebelFleetLosses`, `rebel_reinforcement.rs`); the
//!   Default Move takes them from the reinforcing Province first (the Forces at sea).

use serde::{Deserialize, Serialize};

use super::api::{
    BattleOutcome, DeathCause, DicePurpose, Event, EventKind, Illegal, Proposal, SenatorId,
    UnrestReason,
};
use super::civil_war::{CIVIL_WAR, SenateArmy};
use super::combat::{Outcome, crt};
use super::game::{Game, GameStatus, data, public};
use super::general::RollFor;
use super::provincial_wars::provincial_losses;
use super::rebel_governors::{RebelProvince, interception, interception_losses};
use super::rebellion::RebelAt;
use super::state::Chit;

type Refused = super::illegal::Refused;

/// COM-02 (ADV 2.03.72/10-11): the Rebel's `lost` Fleets taken from the reinforcing Province's
/// Provincial Fleets (`province`), the Primary Rebel's Provincial Fleets (`primary`) and his
/// Roman Fleets (`roman`): two Provincial then one Roman (2.02.411); of the Provincial ones at
/// most `most` from the reinforcing Province (the Rebel's choice, `rebel_reinforcement.rs`;
/// `u32::MAX`, the Default Move: from it first), as long as the Primary's can take the rest.
/// Returns (province, primary, roman) lost.
pub(super) fn rebel_fleet_losses(
    lost: u32,
    (province, primary, roman): (u32, u32, u32),
    most: u32,
) -> (u32, u32, u32) {
    let provincial = province + primary;
    let (prov_lost, roman_lost) = if roman == 0 {
        (lost.min(provincial), 0)
    } else {
        provincial_losses(lost, provincial, roman)
    };
    let from_province = prov_lost
        .min(most)
        .max(prov_lost.saturating_sub(primary))
        .min(province);
    (from_province, prov_lost - from_province, roman_lost)
}

impl Game {
    /// The printed Base Land and Naval Strength of the Province `key` on the side it shows
    /// (LR 1.09.646).
    pub(super) fn printed_province_base(&self, key: &str) -> (u32, u32) {
        let developed = self
            .provinces
            .iter()
            .find(|p| p.key == key)
            .is_some_and(|p| p.developed);
        data()
            .province(key)
            .map(|c| c.side(developed))
            .map_or((0, 0), |s| {
                (
                    s.land_base.map_or(0, u32::from),
                    s.naval_base.map_or(0, u32::from),
                )
            })
    }

    /// COM-02 (ADV 2.03.72/2): every Naval Interception, before all other battles. Returns true
    /// if the rules stopped.
    pub(super) fn com_02_naval_interceptions(&mut self, ev: &mut Vec<Event>) -> bool {
        loop {
            let Some(g) = self.rebellion.as_ref().and_then(|r| {
                r.governors
                    .iter()
                    .find(|g| g.at == RebelAt::InTransit)
                    .cloned()
            }) else {
                return false;
            };
            if self.com_02_interception(&g.senator, &g.province, ev) {
                return true;
            }
        }
    }

    /// COM-02 (ADV 2.03.72): the Interception of the Forces of the Rebel Province `province`.
    /// Returns true if the rules stopped.
    fn com_02_interception(
        &mut self,
        governor: &SenatorId,
        province: &str,
        ev: &mut Vec<Event>,
    ) -> bool {
        let Some(r) = self.rebellion.clone() else {
            return false;
        };
        let (_, base_naval) = self.printed_province_base(province);
        let prov_fleets = self.provincial.forces.get(province).map_or(0, |f| f.fleets);
        let active = self.fleets_in_rome();
        // 2.03.72/1: no naval Base, no Interception; RULING: no Fleet in Rome, none either.
        let Some(i) = interception(
            base_naval,
            prov_fleets,
            r.fleets + r.provincial_fleets,
            active,
        )
        .filter(|i| i.senate > 0) else {
            self.rvn_10_governor_lands(province, ev);
            return false;
        };
        let rolled = self.roll(
            3,
            RollFor::Check,
            DicePurpose::NavalInterception {
                governor: governor.clone(),
            },
            ev,
        );
        let total = i32::try_from(i.senate).unwrap_or(i32::MAX)
            - i32::try_from(i.rebel).unwrap_or(i32::MAX)
            + rolled.total();
        let (outcome, losses) = crt(total);
        // 2.03.72/8: the Rebel's fleets that can be lost (the printed Base cannot).
        let fleets = i.rebel - base_naval;
        let (rebel_lost, senate_lost) = interception_losses(i, losses);
        let rebel_lost = rebel_lost.min(fleets);
        // 2.03.72/11: which Provincial Fleets go is the Rebel's answer (rebel_reinforcement.rs).
        let most = self.com_02_province_fleet_cap(province);
        let (from_province, from_primary, roman) = rebel_fleet_losses(
            rebel_lost,
            (prov_fleets, r.provincial_fleets, r.fleets),
            most,
        );
        self.fleets = self.fleets.saturating_sub(senate_lost);
        if let Some(f) = self.provincial.forces.get_mut(province) {
            f.fleets -= from_province;
        }
        if let Some(rr) = self.rebellion.as_mut() {
            rr.provincial_fleets -= from_primary;
            rr.fleets -= roman;
        }
        let landed = outcome != Outcome::Victory;
        ev.push(public(EventKind::NavalInterception {
            governor: governor.clone(),
            province: province.to_string().into(),
            rebel_strength: i.rebel,
            senate_strength: i.senate,
            dice: rolled.dice.clone(),
            modifier: rolled.modifier,
            total,
            result: outcome,
            senate_fleets_lost: senate_lost,
            rebel_fleets_lost: rebel_lost,
            landed,
        }));
        if landed {
            self.rvn_10_governor_lands(province, ev);
        } else {
            // 2.03.72/6, 2.03.91/1: his Forces stay in the Province, which gets a Naval Victory
            // marker.
            self.rvn_10_naval_victory_marker(province);
            let mut army_home = None;
            if let Some(rr) = self.rebellion.as_mut()
                && let Some(g) = rr.governors.iter_mut().find(|g| g.province == province)
            {
                g.at = RebelAt::Province;
                // ADV 2.03.8/6: a Primary Rebel Governor kept from landing stays in his
                // Province; an Army the Senate sent to meet him in Italy comes home.
                if g.senator == rr.rebel {
                    rr.staying = Some(province.to_string());
                    army_home = rr.senate_army.take();
                }
            }
            if let Some(a) = army_home {
                self.province_army_home(a);
            }
        }
        false
    }

    /// RVN-10 (ADV 2.03.91/1): the Rebel Province `province` gets a Naval Victory marker.
    pub(super) fn rvn_10_naval_victory_marker(&mut self, province: &str) {
        if let Some(r) = self.rebellion.as_mut()
            && !r.naval_victories.iter().any(|k| k == province)
        {
            r.naval_victories.push(province.to_string());
        }
    }

    /// RVN-10 (ADV 2.03.71/3, 2.03.72/7): the Rebel Governor of `province` lands in Italy: his
    /// Garrison Legions (Veterans among them), Provincial Armies and Fleets join the Primary
    /// Rebel's Army.
    pub(super) fn rvn_10_governor_lands(&mut self, province: &str, ev: &mut Vec<Event>) {
        let garrison = self
            .provinces
            .iter_mut()
            .find(|p| p.key == province)
            .map_or(0, |p| std::mem::take(&mut p.garrison));
        let veterans = self
            .provincial
            .garrison_veterans
            .remove(province)
            .unwrap_or_default();
        let forces = self.provincial.forces.remove(province).unwrap_or_default();
        // A Rebel Province's Garrison is already out of the Senate's count `Game::legions`
        // (since the declaration, `rebel_declarations.rs`).
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        r.legions += garrison;
        r.veterans.extend(veterans);
        r.provincial_armies += forces.armies;
        r.provincial_fleets += forces.fleets;
        let Some(g) = r.governors.iter_mut().find(|g| g.province == province) else {
            return;
        };
        g.at = RebelAt::Italy;
        ev.push(public(EventKind::RebelGovernorLanded {
            governor: g.senator.clone(),
            province: province.to_string().into(),
            legions: garrison,
            provincial_armies: forces.armies,
            provincial_fleets: forces.fleets,
        }));
    }
}

/// RVN-10 (ADV 2.03.81): the Senate's Army sent against the Rebel Governor in `province`, with
/// its Fleet Support (its Legions and Fleets away from the Active Forces box).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvinceArmy {
    /// The Rebel Province's key.
    pub province: String,
    pub army: SenateArmy,
    pub fleets: u32,
}

impl Game {
    /// RVN-10: Legions and Fleets of the Senate away against Rebel Provinces.
    pub(super) fn units_against_rebel_provinces(&self) -> (u32, u32) {
        self.rebellion.as_ref().map_or((0, 0), |r| {
            r.province_armies
                .iter()
                .fold((0, 0), |(l, f), a| (l + a.army.legions, f + a.fleets))
        })
    }

    /// RVN-10 (ADV 2.03.81/3-6): the Rebel Province `key` as Rome attacks it (Military: the
    /// planning value of its Governor).
    pub(super) fn rebel_province_strengths(&self, key: &str) -> Option<RebelProvince> {
        let gov = self.rebel_governor_of(key)?;
        let military = self
            .find_senator(&gov.senator)
            .map_or(0, |i| self.planning_military(i));
        let (base_land, base_naval) = self.printed_province_base(key);
        let forces = self.provincial.forces.get(key).copied().unwrap_or_default();
        let garrison = self
            .provinces
            .iter()
            .find(|p| p.key == key)
            .map_or(0, |p| p.garrison);
        let veterans = self.garrison_veterans(key).min(garrison);
        Some(RebelProvince {
            base_land,
            base_naval,
            armies: forces.armies,
            fleets: forces.fleets,
            garrison_legions: garrison - veterans,
            veterans,
            military,
        })
    }

    /// RVN-10 (ADV 2.03.81/1-2, 2.03.81/6, 2.03.71/5): may this Army be sent against the Rebel
    /// Province? Its Rebel Governor is there (not marching, in transit or in Italy), no Army
    /// faces it yet, the commander may command, at least one Legion goes and the Fleets match
    /// the Province's Fleet Strength.
    pub(super) fn attack_rebel_province_legal(&self, p: &Proposal) -> Result<(), Refused> {
        let Proposal::AttackRebelProvince {
            commander,
            legions,
            fleets,
            province,
        } = p
        else {
            return Ok(());
        };
        let Some(r) = self.rebellion.as_ref() else {
            return Err(Illegal::NoRebel.by("RVN-09"));
        };
        let key = data().province_key(province);
        let there = r
            .governors
            .iter()
            .any(|g| g.province == key && g.at == RebelAt::Province);
        let Some(rp) = self.rebel_province_strengths(&key).filter(|_| there) else {
            return Err(Illegal::NoRebelInProvince {
                province: province.clone(),
            }
            .by("RVN-10"));
        };
        if let Some(a) = r.province_armies.iter().find(|a| a.province == key) {
            return Err(Illegal::RebelAlreadyFaced {
                commander: a.army.commander.clone(),
            }
            .by("RVN-10"));
        }
        let i = self.in_rome_aligned(commander, "SEN-44")?;
        if !self.possible_commanders().contains(&i) {
            return Err(Illegal::NotCommander {
                senator: commander.clone(),
            }
            .by("SEN-44"));
        }
        if *legions == 0 {
            return Err(Illegal::RebelNeedsLegions.by("RVN-10"));
        }
        let needs = rp.fleet_strength();
        if *fleets < needs {
            return Err(Illegal::RebelProvinceFleetSupport {
                needs,
                fleets: *fleets,
            }
            .by("RVN-10"));
        }
        self.units_available(*legions, *fleets)
    }

    /// RVN-10 (ADV 2.03.81, LR 1.09.641): the commander leaves Rome with his Legions and Fleets
    /// against the Rebel Province.
    pub(super) fn attack_rebel_province(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        let Proposal::AttackRebelProvince {
            commander,
            legions,
            fleets,
            province,
        } = p
        else {
            return;
        };
        let key = data().province_key(province);
        let Some(governor) = self.rebel_governor_of(&key).map(|g| g.senator.clone()) else {
            return;
        };
        let Some((army, was_presiding)) = self.army_leaves_rome(commander, *legions, &[]) else {
            return;
        };
        if let Some(r) = self.rebellion.as_mut() {
            r.province_armies.push(ProvinceArmy {
                province: key.clone(),
                army,
                fleets: *fleets,
            });
        }
        ev.push(public(EventKind::SentAgainstRebelProvince {
            commander: commander.clone(),
            governor,
            province: key.into(),
            legions: *legions,
            fleets: *fleets,
        }));
        if was_presiding {
            ev.push(public(EventKind::PresidingLeaves));
            self.adjourn(ev);
        }
    }

    /// RVN-10 (ADV 2.03.81, 2.03.9): every Army facing a Rebel Province fights it, before the
    /// civil war battle in Italy. Returns true if the game is no longer waiting.
    pub(super) fn rvn_10_province_battles(&mut self, ev: &mut Vec<Event>) -> bool {
        let armies = self
            .rebellion
            .as_mut()
            .map(|r| std::mem::take(&mut r.province_armies))
            .unwrap_or_default();
        let mut staying = Vec::new();
        for a in armies {
            if let Some(a) = self.rvn_10_province_battle(a, ev) {
                staying.push(a);
            }
            if self.status != GameStatus::Waiting {
                return true;
            }
        }
        match self.rebellion.as_mut() {
            Some(r) => r.province_armies.extend(staying),
            None => {
                // The Primary Rebel died: the Armies still facing a Province come home.
                for a in staying {
                    self.province_army_home(a.army);
                }
            }
        }
        false
    }

    /// RVN-10 (ADV 2.03.81/7-8, 2.03.9-2.03.92): one Army against its Rebel Province: the naval
    /// battle first where the Province's Fleet Strength exceeds its Land Strength (and no Naval
    /// Victory marker lies there yet), then the land battle. Returns the Army when it stays
    /// facing the Province (a Stalemate).
    fn rvn_10_province_battle(
        &mut self,
        mut a: ProvinceArmy,
        ev: &mut Vec<Event>,
    ) -> Option<ProvinceArmy> {
        let key = a.province.clone();
        let found = self
            .rebel_governor_of(&key)
            .map(|g| g.senator.clone())
            .zip(self.rebel_province_strengths(&key));
        let Some((gov, rp)) = found else {
            // The Province is no longer a Rebel Province: the Army comes home.
            self.province_army_home(a.army);
            return None;
        };
        let marker = self
            .rebellion
            .as_ref()
            .is_some_and(|r| r.naval_victories.contains(&key));
        if rp.naval_battle_first() && !marker {
            let outcome = self.rvn_10_naval_battle(&mut a, &gov, rp, ev);
            match outcome {
                BattleOutcome::Victory => {}
                BattleOutcome::Defeat => {
                    self.rvn_10_senate_defeated(&a.army, &gov, ev);
                    self.province_army_home(a.army);
                    return None;
                }
                // No land battle this turn: the Army stays facing the Province.
                _ => return self.find_senator(&a.army.commander).map(|_| a),
            }
        }
        self.rvn_10_land_battle(a, &gov, ev)
    }

    /// RVN-10 (ADV 2.03.81/7-8, 2.03.91/1): the naval battle against the Rebel Province: the
    /// Senate's Fleets (and its commander's Military, capped at them) against the Province's
    /// Fleet Strength; equal Fleet losses on both sides (none to the Province on a Defeat);
    /// a Victory puts a Naval Victory marker on the Province.
    fn rvn_10_naval_battle(
        &mut self,
        a: &mut ProvinceArmy,
        gov: &SenatorId,
        rp: RebelProvince,
        ev: &mut Vec<Event>,
    ) -> BattleOutcome {
        let mil = self.army_military(&a.army, ev);
        let senate = a.fleets + mil.min(a.fleets);
        let rebel = rp.fleet_strength();
        let rolled = self.roll(
            3,
            RollFor::Check,
            DicePurpose::RebelProvinceBattle {
                province: a.province.clone().into(),
                naval: true,
            },
            ev,
        );
        let total = i32::try_from(senate).unwrap_or(i32::MAX)
            - i32::try_from(rebel).unwrap_or(i32::MAX)
            + rolled.total();
        let (outcome, losses) = crt(total);
        let senate_lost = losses.of(a.fleets);
        let rebel_lost = if outcome == BattleOutcome::Defeat {
            0
        } else {
            senate_lost.min(rp.fleets)
        };
        a.fleets -= senate_lost;
        self.fleets = self.fleets.saturating_sub(senate_lost);
        if let Some(f) = self.provincial.forces.get_mut(&a.province) {
            f.fleets -= rebel_lost;
        }
        ev.push(public(EventKind::RebelProvinceBattle {
            commander: a.army.commander.clone(),
            governor: gov.clone(),
            province: a.province.clone().into(),
            naval: true,
            senate_strength: senate,
            rebel_strength: rebel,
            dice: rolled.dice.clone(),
            modifier: rolled.modifier,
            total,
            result: outcome,
            senate_lost,
            rebel_lost,
        }));
        if outcome == BattleOutcome::Victory {
            self.rvn_10_naval_victory_marker(&a.province);
        }
        outcome
    }

    /// RVN-10 (ADV 2.03.81/3-4, 2.03.81/8, 2.03.9-2.03.92, LR 1.11.37): the land battle
    /// against the Rebel Province. Returns the Army when it stays facing the Province.
    fn rvn_10_land_battle(
        &mut self,
        a: ProvinceArmy,
        gov: &SenatorId,
        ev: &mut Vec<Event>,
    ) -> Option<ProvinceArmy> {
        let key = a.province.clone();
        let mut rp = self.rebel_province_strengths(&key)?;
        if let Some(i) = self.find_senator(gov) {
            rp.military = self.battle_military(i, ev);
        }
        let mil = self.army_military(&a.army, ev);
        let units = a.army.legions + u32::try_from(a.army.veterans.len()).unwrap_or(0);
        let senate = units + mil.min(units);
        let rebel = rp.land_strength();
        let rolled = self.roll(
            3,
            RollFor::Check,
            DicePurpose::RebelProvinceBattle {
                province: key.clone().into(),
                naval: false,
            },
            ev,
        );
        let total = i32::try_from(senate).unwrap_or(i32::MAX)
            - i32::try_from(rebel).unwrap_or(i32::MAX)
            + rolled.total();
        let (mut outcome, losses) = crt(total);
        // RULING (2.03.81/8, as 2.02.41/2): without the Fleet Support the surviving Provincial
        // Fleets demand, a Victory is a Stalemate (losses unchanged).
        if outcome == BattleOutcome::Victory && a.fleets < rp.fleet_strength() {
            outcome = BattleOutcome::Stalemate;
        }
        let senate_lost = losses.of(a.army.legions);
        // LR 1.11.37: on a Defeat the Rebel suffers no losses; 2.02.411: 2 Provincial Armies a
        // loss without a Garrison, else 2 Armies then 1 Legion.
        let garrison = rp.garrison_legions + rp.veterans;
        let rebel_lost = if outcome == BattleOutcome::Defeat {
            0
        } else {
            losses.of(rp.armies + garrison)
        };
        let (armies_lost, legions_lost) = provincial_losses(rebel_lost, rp.armies, garrison);
        ev.push(public(EventKind::RebelProvinceBattle {
            commander: a.army.commander.clone(),
            governor: gov.clone(),
            province: key.clone().into(),
            naval: false,
            senate_strength: senate,
            rebel_strength: rebel,
            dice: rolled.dice.clone(),
            modifier: rolled.modifier,
            total,
            result: outcome,
            senate_lost,
            rebel_lost: armies_lost + legions_lost,
        }));
        let mut senate_vets =
            self.lose_legions(a.army.legions, a.army.veterans.clone(), senate_lost);
        self.legions = self.legions.saturating_sub(senate_lost);
        self.rvn_10_province_losses(&key, armies_lost, legions_lost);
        self.com_13_civil_war_veterans(
            &a.army.commander,
            outcome,
            a.army.legions.saturating_sub(senate_lost),
            &mut senate_vets,
            true,
            ev,
        );
        self.com_14_civil_war_popularity(&a.army.commander, senate_lost, ev);
        self.com_14_civil_war_popularity(gov, legions_lost, ev);
        // LR 1.11.37 (RVN-09 ruling): chits for the Senate's losses strike either side.
        let drawn = self.draw_battle_chits(senate_lost, ev);
        let mut at_risk = vec![a.army.commander.clone(), gov.clone()];
        at_risk.extend(a.army.master_of_horse.clone());
        for id in at_risk {
            if let Some(i) = self.find_senator(&id)
                && drawn.contains(&Chit::Senator(self.senators[i].family))
            {
                self.kill_senator(i, DeathCause::CivilWarBattle, ev);
            }
        }
        let mut army = a.army.clone();
        army.legions = a.army.legions.saturating_sub(senate_lost);
        army.veterans = senate_vets;
        match outcome {
            BattleOutcome::Defeat => {
                // 2.03.92/2: beating the Army sent against his Province wins him nothing.
                self.rvn_10_senate_defeated(&army, gov, ev);
            }
            BattleOutcome::Victory => {
                self.rvn_10_province_falls(&key, gov, rebel, &army.commander, ev);
                if let Some(i) = self.find_senator(&army.commander) {
                    let legions = army.legions;
                    if legions > 0 {
                        // LR 1.11.3 (RVN-09): a victorious Army stays in the field until
                        // the Revolution Phase.
                        self.senators[i].in_rome = false;
                        self.forces.push(super::state::Force {
                            commander: Some(army.commander.clone()),
                            master_of_horse: army.master_of_horse.clone(),
                            war: CIVIL_WAR.to_string(),
                            legions,
                            veterans: army.veterans,
                            fleets: 0,
                            dispatched: 0,
                            sent_turn: self.turn,
                        });
                        return None;
                    }
                }
            }
            _ => {
                let alive = self.find_senator(&army.commander).is_some();
                if alive && army.legions > 0 && self.rebel_governor_of(&key).is_some() {
                    return Some(ProvinceArmy {
                        province: key,
                        army,
                        fleets: a.fleets,
                    });
                }
            }
        }
        self.province_army_home(army);
        None
    }

    /// The Military of the Senate's commanders (with a Dictator's Master of Horse).
    fn army_military(&mut self, army: &SenateArmy, ev: &mut Vec<Event>) -> u32 {
        let mut mil = 0;
        for id in std::iter::once(&army.commander).chain(&army.master_of_horse) {
            if let Some(i) = self.find_senator(id) {
                mil += self.battle_military(i, ev);
            }
        }
        mil
    }

    /// RVN-10 (ADV 2.02.411, 2.03.81): the Province loses `armies` Provincial Armies and
    /// `legions` Garrison Legions (Veterans among them at random, as COM-14 takes them).
    fn rvn_10_province_losses(&mut self, key: &str, armies: u32, legions: u32) {
        if let Some(f) = self.provincial.forces.get_mut(key) {
            f.armies -= armies.min(f.armies);
        }
        let Some(p) = self.provinces.iter().position(|p| p.key == key) else {
            return;
        };
        let garrison = self.provinces[p].garrison;
        let vets = self
            .provincial
            .garrison_veterans
            .remove(key)
            .unwrap_or_default();
        let vets = self.lose_legions(garrison, vets, legions);
        if !vets.is_empty() {
            self.provincial
                .garrison_veterans
                .insert(key.to_string(), vets);
        }
        // Not in `Game::legions` (a Rebel Garrison is out of the Senate's count).
        self.provinces[p].garrison = garrison.saturating_sub(legions);
    }

    /// RVN-10 (LR 1.11.373, ADV 2.03.92/2): a Senate Defeat: its commanders die; the Rebel does
    /// not win the game for it.
    fn rvn_10_senate_defeated(&mut self, army: &SenateArmy, gov: &SenatorId, ev: &mut Vec<Event>) {
        for id in std::iter::once(&army.commander).chain(&army.master_of_horse) {
            if let Some(i) = self.find_senator(id) {
                self.kill_senator(i, DeathCause::DefeatedByRebel { rebel: gov.clone() }, ev);
            }
        }
        self.mor_06_empty_factions(ev);
    }

    /// RVN-10 (ADV 2.03.91/2-3, LR 1.11.371): the Senate's land Victory over a Rebel Province:
    /// its Governor is killed, the Province goes to the Forum Undeveloped with no Forces; the
    /// Unrest falls by 1 and the commander gains half the Rebel's Strength in Popularity and
    /// Influence. The Primary Rebel killed ends the Revolt (`rebel_died`: the collapse of
    /// 2.03.91/4).
    fn rvn_10_province_falls(
        &mut self,
        key: &str,
        gov: &SenatorId,
        rebel_strength: u32,
        commander: &SenatorId,
        ev: &mut Vec<Event>,
    ) {
        self.rvn_10_rebel_province_stripped(key);
        if let Some(i) = self.find_senator(gov) {
            self.kill_senator(i, DeathCause::RebelDefeated, ev);
        }
        if let Some(r) = self.rebellion.as_mut() {
            r.governors.retain(|g| g.senator != *gov);
        }
        self.mor_06_empty_factions(ev);
        self.add_unrest(-1);
        ev.push(public(EventKind::UnrestChanged {
            delta: -1,
            unrest: self.unrest,
            reason: UnrestReason::Battle {
                outcome: BattleOutcome::Victory,
            },
        }));
        let gain = rebel_strength.div_ceil(2);
        if let Some(i) = self.find_senator(commander) {
            self.change_popularity(i, i32::try_from(gain).unwrap_or(0), ev);
            self.senators[i].add_influence(i64::from(gain));
            ev.push(public(EventKind::RebelVanquished {
                senator: commander.clone(),
                rebel_strength,
                gain,
            }));
        }
    }

    /// RVN-10 (ADV 2.03.91/2, 2.03.91/4): a Rebel Province returns to the Forum "Undeveloped
    /// with no Forces": its Garrison (Veterans with it) and Provincial Forces are eliminated
    /// and it shows its Undeveloped side; the Governor's death (MOR-04) then sends the card to
    /// the Forum. The hook for the collapse of the Secondary Rebels when the Primary dies.
    pub(super) fn rvn_10_rebel_province_stripped(&mut self, key: &str) {
        // Its Garrison is eliminated: it is out of the Senate's count `Game::legions` since the
        // declaration (`rebel_declarations.rs`).
        if let Some(p) = self.provinces.iter_mut().find(|p| p.key == key) {
            p.garrison = 0;
            p.developed = false;
        }
        self.provincial.forces.remove(key);
        self.provincial.garrison_veterans.remove(key);
        self.forum_developed.retain(|k| k != key);
    }

    /// RVN-10: the Senate's Army against a Province comes home: its `legions` survivors (the
    /// Veterans among them with their allegiance) to the Active Forces, its commanders to Rome.
    pub(super) fn province_army_home(&mut self, army: SenateArmy) {
        self.veterans_in_rome.extend(army.veterans);
        for id in std::iter::once(&army.commander).chain(&army.master_of_horse) {
            if let Some(i) = self.find_senator(id) {
                self.senators[i].in_rome = true;
            }
        }
    }
}

impl Game {
    /// RVN-10 (ADV 2.03.81, 2.03.8/7): the GM's proposal (PB-07/PB-10 Default Move, "in the best
    /// interests of Rome") against the first Rebel Province held by its Governor that no Army
    /// faces (the Primary Rebel's first): the first possible commander not sent by `already`,
    /// with every Legion left in Rome and the Fleet Support the Province demands.
    pub(super) fn gm_rebel_province_proposals(&self, already: &[Proposal]) -> Vec<Proposal> {
        let Some(r) = self.rebellion.as_ref() else {
            return Vec::new();
        };
        let mut held: Vec<&str> = r
            .governors
            .iter()
            .filter(|g| g.at == RebelAt::Province)
            .map(|g| g.province.as_str())
            .filter(|k| !r.province_armies.iter().any(|a| a.province == *k))
            .collect();
        held.sort_by_key(|k| r.staying.as_deref() != Some(*k));
        let Some(key) = held.first() else {
            return Vec::new();
        };
        let Some(rp) = self.rebel_province_strengths(key) else {
            return Vec::new();
        };
        let used: u32 = already
            .iter()
            .map(|p| match p {
                Proposal::AttackRebel { legions, .. } => *legions,
                _ => 0,
            })
            .sum();
        let legions = self.legions_in_rome().saturating_sub(used);
        let fleets = rp.fleet_strength();
        let commander = self.possible_commanders().into_iter().find(|i| {
            let id = self.senators[*i].id();
            !already
                .iter()
                .any(|p| matches!(p, Proposal::AttackRebel { commander, .. } if *commander == id))
        });
        let Some(commander) = commander else {
            return Vec::new();
        };
        if legions == 0 || fleets > self.fleets_in_rome() {
            return Vec::new();
        }
        vec![Proposal::AttackRebelProvince {
            commander: self.senators[commander].id(),
            legions,
            fleets,
            province: key.to_string(),
        }]
    }
}
