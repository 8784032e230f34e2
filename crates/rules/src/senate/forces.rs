//! The Senate's force business beyond raising, sending and whole recalls (LR 1.09.5, 1.09.51,
//! 1.09.63, 1.09.643, 1.09.644, 1.09.646):
//!
//! - SEN-43: disbanding Legions and Fleets of the Active Forces box (never a unit raised in the
//!   same Senate Phase);
//! - SEN-45: replacing a Proconsul by a Consul or the Dictator, and recalling part of a
//!   Proconsul's Force (his consent when what stays is weaker than his war);
//! - SEN-46 / REV-19: recalling a garrison (not the turn it was sent), and garrisons that stay
//!   with a Province gone back to the Forum until a new Governor takes it;
//! - SEN-35: a Governor back in Rome this turn is elected again only with his consent while
//!   another candidate is eligible.
//!
//! Consents follow the engine ruling of SEN-44 (docs/RULINGS.md): the Senator's faction refuses
//! by voting NO on the proposal (`votes.rs`, `consent_refused`); the Default Move is the
//! faction's default vote.

use serde::{Deserialize, Serialize};

use super::super::api::{
    Event, EventKind, ForcesReason, Illegal, Proposal, Refused, SenatorId, VeteranPick,
};
use super::super::game::{Game, data, public};
use super::super::state::Office;

/// SEN-43: what this Senate Phase did with units (a Legion or Fleet is not both eliminated and
/// built in one Senate Phase).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForcesPhase {
    pub raised_legions: bool,
    pub raised_fleets: bool,
    pub disbanded_legions: bool,
    pub disbanded_fleets: bool,
}

/// Records that outlive a Senate Phase (kept in `Game::force_records`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForceRecords {
    /// SEN-46 / REV-19 (LR 1.09.646): garrisons of Provinces in the Forum (province key,
    /// Legions); they join the next Governor's Province.
    #[serde(default)]
    pub forum_garrisons: Vec<(String, u32)>,
    /// SEN-46: the turn Legions were last sent to garrison each Province.
    #[serde(default)]
    pub garrison_sent: Vec<(String, u32)>,
    /// SEN-35 (LR 1.09.51): Governors who came back to Rome (term ended or recalled), with the
    /// turn.
    #[serde(default)]
    pub returned_governors: Vec<(SenatorId, u32)>,
}

impl Game {
    /// TD-08: an earlier Active Matching War no Force attacks, which `war` may not be attacked
    /// before.
    pub(crate) fn td_08_earlier_war_unattacked(&self, war: &str) -> Option<String> {
        let d = data();
        let w = d.war(war)?;
        let idx = w.series_index?;
        let group = w.match_group();
        self.active_wars
            .iter()
            .find(|k| {
                d.war(k).is_some_and(|o| {
                    o.match_group() == group
                        && o.series_index.is_some_and(|j| j < idx)
                        && !self.forces.iter().any(|f| &f.war == *k)
                })
            })
            .cloned()
    }

    // ----- SEN-43: disbanding -------------------------------------------------------------

    /// SEN-43 (LR 1.09.63): only units in the Active Forces box are disbanded, and not a kind
    /// of unit raised earlier in this Senate Phase.
    pub(crate) fn sen_43_disband_legal(
        &self,
        legions: u32,
        fleets: u32,
        veterans: &[VeteranPick],
    ) -> Result<(), Refused> {
        if legions == 0 && fleets == 0 {
            return Err(Illegal::NoUnitsNamed.by("SEN-43"));
        }
        let (in_l, in_f) = (self.legions_in_rome(), self.fleets_in_rome());
        if legions > in_l || fleets > in_f {
            return Err(Illegal::DisbandTooMany {
                legions: in_l,
                fleets: in_f,
            }
            .by("SEN-43"));
        }
        // SEN-43 (LR 1.09.64/1 by analogy: the proposal names its units): the Veterans named.
        self.rome_legions_picked(legions, veterans, "SEN-43")?;
        let phase = self.senate.as_ref().map(|s| &s.forces);
        if legions > 0 && phase.is_some_and(|p| p.raised_legions) {
            return Err(Illegal::RaisedAndDisbanded { legions: true }.by("SEN-43"));
        }
        if fleets > 0 && phase.is_some_and(|p| p.raised_fleets) {
            return Err(Illegal::RaisedAndDisbanded { legions: false }.by("SEN-43"));
        }
        Ok(())
    }

    /// SEN-43: no Legions raised after Legions were disbanded in this Senate Phase (nor
    /// Fleets after Fleets).
    pub(crate) fn sen_43_raise_after_disband(
        &self,
        legions: u32,
        fleets: u32,
    ) -> Result<(), Refused> {
        let phase = self.senate.as_ref().map(|s| &s.forces);
        if legions > 0 && phase.is_some_and(|p| p.disbanded_legions) {
            return Err(Illegal::RaisedAndDisbanded { legions: true }.by("SEN-43"));
        }
        if fleets > 0 && phase.is_some_and(|p| p.disbanded_fleets) {
            return Err(Illegal::RaisedAndDisbanded { legions: false }.by("SEN-43"));
        }
        Ok(())
    }

    /// SEN-43: were units disbanded in this Senate Phase?
    pub(crate) fn sen_43_disbanded_this_phase(&self) -> bool {
        self.senate
            .as_ref()
            .is_some_and(|s| s.forces.disbanded_legions || s.forces.disbanded_fleets)
    }

    /// SEN-43: remember what was raised in this Senate Phase.
    pub(crate) fn sen_43_note_raised(&mut self, legions: u32, fleets: u32) {
        if let Some(s) = self.senate.as_mut() {
            s.forces.raised_legions |= legions > 0;
            s.forces.raised_fleets |= fleets > 0;
        }
    }

    /// SEN-43: the disbanded units go back to the Force Pool. The Veterans the proposal names
    /// go, the other Legions regular ones first (Default Move); a Veteran Legion disbanded
    /// loses its status (RULING, docs/RULINGS.md).
    pub(crate) fn sen_43_disband(
        &mut self,
        legions: u32,
        fleets: u32,
        named: &[VeteranPick],
        ev: &mut Vec<Event>,
    ) {
        let legions = legions.min(self.legions_in_rome());
        let fleets = fleets.min(self.fleets_in_rome());
        let mut picked = self
            .rome_legions_picked(legions, named, "SEN-43")
            .or_else(|_| self.rome_legions_picked(legions, &[], "SEN-43"))
            .unwrap_or_default();
        let veterans = u32::try_from(picked.len()).unwrap_or(u32::MAX);
        picked.sort_unstable_by(|a, b| b.cmp(a));
        for k in picked {
            if k < self.veterans_in_rome.len() {
                self.veterans_in_rome.remove(k);
            }
        }
        self.legions = self.legions.saturating_sub(legions);
        self.fleets = self.fleets.saturating_sub(fleets);
        if let Some(s) = self.senate.as_mut() {
            s.forces.disbanded_legions |= legions > 0;
            s.forces.disbanded_fleets |= fleets > 0;
        }
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::Disbanded {
                legions,
                veterans,
                fleets,
            },
        }));
    }

    // ----- SEN-45: replacing a Proconsul, partial recalls ---------------------------------

    /// The Force a Proconsul commands, if it may be recalled or replaced now (SEN-45: not one
    /// sent or reinforced this turn).
    fn sen_45_force_of(&self, commander: &SenatorId) -> Result<usize, Refused> {
        let pos = self
            .forces
            .iter()
            .position(|f| f.commander.as_ref() == Some(commander))
            .ok_or_else(|| {
                Illegal::NoForceAway {
                    senator: commander.clone(),
                }
                .by("SEN-45")
            })?;
        if self.forces[pos].sent_turn == self.turn {
            return Err(Illegal::RecallSameTurn.by("SEN-45"));
        }
        Ok(pos)
    }

    /// SEN-45 (LR 1.09.644): a Proconsul may be replaced by a commander the Senate may send
    /// (SEN-44), who may bring more units from the Active Forces box.
    pub(crate) fn sen_45_replace_legal(&self, p: &Proposal) -> Result<(), Refused> {
        let Proposal::ReplaceProconsul {
            proconsul,
            commander,
            legions,
            fleets,
            veterans,
        } = p
        else {
            return Ok(());
        };
        self.sen_45_force_of(proconsul)?;
        let i = self.in_rome_aligned(commander, "SEN-45")?;
        if !self.possible_commanders().contains(&i) {
            return Err(Illegal::NotCommander {
                senator: commander.clone(),
            }
            .by("SEN-45"));
        }
        if *legions > self.legions_in_rome() || *fleets > self.fleets_in_rome() {
            return Err(Illegal::ActiveForcesShort {
                legions: self.legions_in_rome(),
                fleets: self.fleets_in_rome(),
            }
            .by("SEN-45"));
        }
        // SEN-44 (LR 1.09.64/1): the Veteran Legions he brings, named, are in Rome.
        self.legions_picked(*legions, self.senators[i].family, veterans)?;
        Ok(())
    }

    /// SEN-45 / SEN-44 (LR 1.09.643): is a Force of `land` (Veterans already counted twice) and
    /// `sea` under `commander` weaker than `war`? His Military counts up to the units'
    /// strength; a war whose fleet is unbeaten is measured at sea.
    fn sen_45_weaker_than_war(
        &self,
        war: &str,
        commander: &SenatorId,
        land: u32,
        sea: u32,
    ) -> bool {
        let d = data();
        let Some(s) = self.war_strength(war) else {
            return false;
        };
        let mil = self
            .find_senator(commander)
            .map_or(0, |i| self.planning_military(i));
        let naval_first = d.war(war).is_some_and(|w| w.has_naval())
            && !self.naval_victories.iter().any(|v| v == war);
        if naval_first {
            sea + mil.min(sea) < s.fleet
        } else {
            land + mil.min(land) < s.land
        }
    }

    /// SEN-45 / SEN-44 (LR 1.09.643): is the Force the replacement would command (the
    /// Proconsul's with the units he brings, regular Legions first) weaker than the war? Then
    /// he must consent.
    pub(crate) fn sen_45_replace_is_weak(&self, p: &Proposal) -> bool {
        let Proposal::ReplaceProconsul {
            proconsul,
            commander,
            legions,
            fleets,
            veterans,
        } = p
        else {
            return false;
        };
        let Some(f) = self
            .forces
            .iter()
            .find(|f| f.commander.as_ref() == Some(proconsul))
        else {
            return false;
        };
        // The Veterans he brings: those named, the rest regular Legions first.
        let family = self
            .find_senator(commander)
            .map_or(0, |i| self.senators[i].family);
        let vets_brought = self
            .legions_picked(*legions, family, veterans)
            .or_else(|_| self.legions_picked(*legions, family, &[]))
            .map_or(0, |v| u32::try_from(v.len()).unwrap_or(u32::MAX));
        let land =
            f.legions + u32::try_from(f.veterans.len()).unwrap_or(0) + legions + vets_brought;
        let sea = f.fleets + fleets;
        self.sen_45_weaker_than_war(&f.war, commander, land, sea)
    }

    /// SEN-45: the Proconsul comes home; his Force, the new commander (with a Dictator's
    /// Master of Horse) and the units he brings stay on the war. A measure sending the
    /// Presiding Magistrate ends the Senate Phase (SEN-44).
    pub(crate) fn sen_45_replace(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        let Proposal::ReplaceProconsul {
            proconsul,
            commander,
            legions,
            fleets,
            veterans,
        } = p
        else {
            return;
        };
        let Some(pos) = self
            .forces
            .iter()
            .position(|f| f.commander.as_ref() == Some(proconsul))
        else {
            return;
        };
        let Some(ci) = self.find_senator(commander) else {
            return;
        };
        let was_presiding = self.presiding_index() == Some(ci);
        let family = self.senators[ci].family;
        let veterans = self.take_picked_legions(*legions, family, veterans);
        let old_moh = self.forces[pos].master_of_horse.take();
        for id in std::iter::once(proconsul).chain(old_moh.iter()) {
            if let Some(i) = self.find_senator(id) {
                self.senators[i].in_rome = true;
                self.senators[i].offices.retain(|o| *o != Office::Proconsul);
            }
        }
        self.senators[ci].in_rome = false;
        let moh = if self.senators[ci].offices.contains(&Office::Dictator) {
            self.office_holder(Office::MasterOfHorse)
                .filter(|m| self.senators[*m].in_rome && *m != ci)
        } else {
            None
        };
        let moh_id = moh.map(|m| {
            self.senators[m].in_rome = false;
            self.senators[m].id()
        });
        let order = match self.senate.as_mut() {
            Some(s) => {
                s.dispatched += 1;
                s.dispatched
            }
            None => 0,
        };
        let turn = self.turn;
        let f = &mut self.forces[pos];
        f.commander = Some(commander.clone());
        f.master_of_horse = moh_id;
        f.legions += legions;
        f.fleets += fleets;
        f.veterans.extend(veterans);
        f.dispatched = order;
        f.sent_turn = turn;
        let war = f.war.clone();
        let (total_l, total_f) = (f.legions, f.fleets);
        ev.push(public(EventKind::ProconsulReplaced {
            proconsul: proconsul.clone(),
            commander: commander.clone(),
            war: war.into(),
            legions: total_l,
            fleets: total_f,
        }));
        if was_presiding {
            ev.push(public(EventKind::PresidingLeaves));
            self.adjourn(ev);
        }
    }

    /// SEN-45 (LR 1.09.644, 1.09.643): part of a Proconsul's Force may come home if what stays
    /// can still fight its war: a Legion for a land battle (a Fleet for a naval one) and the
    /// war's Fleet Support.
    pub(crate) fn sen_45_recall_units_legal(
        &self,
        commander: &SenatorId,
        legions: u32,
        fleets: u32,
        veterans: &[VeteranPick],
    ) -> Result<(), Refused> {
        if legions == 0 && fleets == 0 {
            return Err(Illegal::NoUnitsNamed.by("SEN-45"));
        }
        let pos = self.sen_45_force_of(commander)?;
        let f = &self.forces[pos];
        if legions > f.legions || fleets > f.fleets {
            return Err(Illegal::RecallMoreThanForce {
                legions: f.legions,
                fleets: f.fleets,
            }
            .by("SEN-45"));
        }
        // SEN-45 (LR 1.09.644): the Veterans named come from his Force.
        self.force_legions_picked(f, legions, veterans, "SEN-45")?;
        let d = data();
        let (left_l, left_f) = (f.legions - legions, f.fleets - fleets);
        let Some(w) = d.war(&f.war) else {
            return Ok(());
        };
        let naval_first = w.has_naval() && !self.naval_victories.contains(&f.war);
        let fights = if naval_first { left_f > 0 } else { left_l > 0 };
        if !fights || left_f < u32::from(w.fleet_support) {
            return Err(Illegal::RecallBelowMinimum.by("SEN-45"));
        }
        Ok(())
    }

    /// SEN-45 (LR 1.09.643): would the recall leave the Proconsul's Force weaker than his war
    /// (then he must consent)? Strength as for SEN-44: units (Veterans double on land) plus his
    /// Military capped at the units' strength.
    pub(crate) fn sen_45_recall_is_weak(&self, p: &Proposal) -> bool {
        let Proposal::RecallUnits {
            commander,
            legions,
            fleets,
            veterans,
        } = p
        else {
            return false;
        };
        let Some(f) = self
            .forces
            .iter()
            .find(|f| f.commander.as_ref() == Some(commander))
        else {
            return false;
        };
        let left_l = f.legions.saturating_sub(*legions);
        let vets = u32::try_from(f.veterans.len()).unwrap_or(u32::MAX);
        // The Veterans named come home, the other Legions regular ones first.
        let vets_home = self
            .force_legions_picked(f, *legions, veterans, "SEN-45")
            .or_else(|_| self.force_legions_picked(f, *legions, &[], "SEN-45"))
            .map_or(0, |v| u32::try_from(v.len()).unwrap_or(u32::MAX));
        let vets_left = vets.saturating_sub(vets_home).min(left_l);
        let land = left_l + vets_left;
        let sea = f.fleets.saturating_sub(*fleets);
        self.sen_45_weaker_than_war(&f.war, commander, land, sea)
    }

    /// SEN-45: take `legions` and `fleets` (at most what it holds) off the Force at `pos`: the
    /// Veterans named (else the Default Move: regular Legions first), who keep their allegiance
    /// in Rome. Returns what came home.
    fn sen_45_take_home(
        &mut self,
        pos: usize,
        legions: u32,
        fleets: u32,
        named: &[VeteranPick],
    ) -> (u32, u32) {
        let legions = legions.min(self.forces[pos].legions);
        let fleets = fleets.min(self.forces[pos].fleets);
        let mut picked = self
            .force_legions_picked(&self.forces[pos], legions, named, "SEN-45")
            .or_else(|_| self.force_legions_picked(&self.forces[pos], legions, &[], "SEN-45"))
            .unwrap_or_default();
        let f = &mut self.forces[pos];
        let home: Vec<u8> = picked
            .iter()
            .filter_map(|k| f.veterans.get(*k).copied())
            .collect();
        picked.sort_unstable_by(|a, b| b.cmp(a));
        for k in picked {
            if k < f.veterans.len() {
                f.veterans.remove(k);
            }
        }
        f.legions -= legions;
        f.fleets -= fleets;
        self.veterans_in_rome.extend(home);
        (legions, fleets)
    }

    /// SEN-45: the recalled units go to the Active Forces box (the Veterans named, the other
    /// Legions regular ones first; Veterans keep their allegiance in Rome).
    pub(crate) fn sen_45_recall_units(
        &mut self,
        commander: &SenatorId,
        legions: u32,
        fleets: u32,
        named: &[VeteranPick],
        ev: &mut Vec<Event>,
    ) {
        let Some(pos) = self
            .forces
            .iter()
            .position(|f| f.commander.as_ref() == Some(commander))
        else {
            return;
        };
        let (legions, fleets) = self.sen_45_take_home(pos, legions, fleets, named);
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::PartRecalled {
                commander: commander.clone(),
                legions,
                fleets,
            },
        }));
    }

    /// SEN-45 (LR 1.09.644/7): the Senate may recall all or part of a Force without a
    /// Commander: one waits on `war`, and holds the units named.
    pub(crate) fn sen_45_recall_uncommanded_legal(
        &self,
        war: &str,
        legions: u32,
        fleets: u32,
        veterans: &[VeteranPick],
    ) -> Result<(), Refused> {
        if legions == 0 && fleets == 0 {
            return Err(Illegal::NoUnitsNamed.by("SEN-45"));
        }
        let Some(f) = self
            .forces
            .iter()
            .find(|f| f.commander.is_none() && f.war == war)
        else {
            return Err(Illegal::NoUncommandedForce {
                war: war.to_string(),
            }
            .by("SEN-45"));
        };
        if legions > f.legions || fleets > f.fleets {
            return Err(Illegal::RecallMoreThanForce {
                legions: f.legions,
                fleets: f.fleets,
            }
            .by("SEN-45"));
        }
        self.force_legions_picked(f, legions, veterans, "SEN-45")?;
        Ok(())
    }

    /// SEN-45 (LR 1.09.644/7): units of the Force without a Commander on `war` go to the
    /// Active Forces box (regular Legions first; Veterans keep their allegiance in Rome); a
    /// Force left with nothing leaves the war.
    pub(crate) fn sen_45_recall_uncommanded(
        &mut self,
        war: &str,
        legions: u32,
        fleets: u32,
        named: &[VeteranPick],
        ev: &mut Vec<Event>,
    ) {
        let Some(pos) = self
            .forces
            .iter()
            .position(|f| f.commander.is_none() && f.war == war)
        else {
            return;
        };
        let (legions, fleets) = self.sen_45_take_home(pos, legions, fleets, named);
        if self.forces[pos].legions == 0 && self.forces[pos].fleets == 0 {
            self.forces.remove(pos);
        }
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::UncommandedRecalled {
                war: war.to_string(),
                legions,
                fleets,
            },
        }));
    }

    // ----- SEN-46 / REV-19: garrisons -----------------------------------------------------

    /// SEN-46: Legions garrisoned in Provinces in the Forum.
    pub(crate) fn forum_garrison_legions(&self) -> u32 {
        self.force_records
            .forum_garrisons
            .iter()
            .map(|(_, n)| *n)
            .sum()
    }

    /// SEN-46: remember the turn a garrison was sent.
    pub(crate) fn sen_46_note_garrison_sent(&mut self, key: &str) {
        let turn = self.turn;
        let r = &mut self.force_records.garrison_sent;
        r.retain(|(k, _)| k != key);
        r.push((key.to_string(), turn));
    }

    /// The garrison of a Province, governed or in the Forum.
    fn garrison_of(&self, key: &str) -> Option<u32> {
        if let Some(p) = self.provinces.iter().find(|p| p.key == key) {
            return Some(p.garrison);
        }
        if self.forum_provinces.iter().any(|k| k == key) {
            return Some(
                self.force_records
                    .forum_garrisons
                    .iter()
                    .find(|(k, _)| k == key)
                    .map_or(0, |(_, n)| *n),
            );
        }
        None
    }

    /// SEN-46 (LR 1.09.646): garrisoned Legions may be recalled, from a governed Province or
    /// one in the Forum, but not the turn they were sent.
    pub(crate) fn sen_46_recall_garrison_legal(
        &self,
        province: &str,
        legions: u32,
    ) -> Result<(), Refused> {
        if legions == 0 {
            return Err(Illegal::NoUnitsNamed.by("SEN-46"));
        }
        let key = data().province_key(province);
        self.sen_46_not_rebel_province(&key)?;
        let garrison = self.garrison_of(&key).unwrap_or(0);
        if legions > garrison {
            return Err(Illegal::GarrisonShort {
                province: key,
                garrison,
            }
            .by("SEN-46"));
        }
        let sent_now = self
            .force_records
            .garrison_sent
            .iter()
            .any(|(k, t)| *k == key && *t == self.turn);
        if sent_now {
            return Err(Illegal::GarrisonSentThisTurn { province: key }.by("SEN-46"));
        }
        Ok(())
    }

    /// SEN-46 (LR 1.09.646): Legions are sent to a Province "except one with a Rebel
    /// Governor", and "Garrisons cannot be recalled ... from a Province with a Rebel Governor".
    pub(crate) fn sen_46_not_rebel_province(&self, key: &str) -> Result<(), Refused> {
        match self.provinces.iter().find(|p| p.key == key) {
            Some(p) if self.is_rebel(&p.governor) => Err(Illegal::RebelProvince {
                province: key.to_string(),
                governor: p.governor.clone(),
            }
            .by("SEN-46")),
            _ => Ok(()),
        }
    }

    /// SEN-46: the recalled Legions join the Active Forces box.
    pub(crate) fn sen_46_recall_garrison(
        &mut self,
        province: &str,
        legions: u32,
        ev: &mut Vec<Event>,
    ) {
        let key = data().province_key(province);
        let mut took = 0;
        let present = self.garrison_of(&key).unwrap_or(0);
        if let Some(p) = self.provinces.iter_mut().find(|p| p.key == key) {
            took = legions.min(p.garrison);
            p.garrison -= took;
        } else if let Some((_, n)) = self
            .force_records
            .forum_garrisons
            .iter_mut()
            .find(|(k, _)| *k == key)
        {
            took = legions.min(*n);
            *n -= took;
        }
        // COM-18: the regular Legions first; Veterans come home with their Allegiance.
        self.garrison_veterans_leave(&key, took, present, true);
        self.force_records.forum_garrisons.retain(|(_, n)| *n > 0);
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::GarrisonRecalled {
                province: key,
                legions: took,
            },
        }));
    }

    /// REV-19 / MOR-04 (LR 1.09.646): a Province going back to the Forum keeps its garrison.
    pub(crate) fn sen_46_garrison_to_forum(&mut self, key: &str, legions: u32) {
        if legions == 0 {
            return;
        }
        let g = &mut self.force_records.forum_garrisons;
        match g.iter_mut().find(|(k, _)| k == key) {
            Some((_, n)) => *n += legions,
            None => g.push((key.to_string(), legions)),
        }
    }

    /// SEN-35 / SEN-46: the garrison waiting in the Forum with a Province passes to its new
    /// Governor (returns the Legions).
    pub(crate) fn sen_46_garrison_from_forum(&mut self, key: &str) -> u32 {
        let g = &mut self.force_records.forum_garrisons;
        let n = g.iter().find(|(k, _)| k == key).map_or(0, |(_, n)| *n);
        g.retain(|(k, _)| k != key);
        n
    }

    // ----- SEN-35: a returning Governor's consent -----------------------------------------

    /// SEN-35 (LR 1.09.51): a Governor came back to Rome (term ended or recalled).
    pub(crate) fn sen_35_note_returned(&mut self, id: &SenatorId) {
        let turn = self.turn;
        let r = &mut self.force_records.returned_governors;
        r.retain(|(s, t)| s != id && *t == turn);
        r.push((id.clone(), turn));
    }

    /// SEN-35 (LR 1.09.51): electing this Senator Governor needs his consent: he came back to
    /// Rome this turn and another candidate is eligible.
    pub(crate) fn sen_35_needs_consent(&self, id: &SenatorId) -> bool {
        let returned = self
            .force_records
            .returned_governors
            .iter()
            .any(|(s, t)| s == id && *t == self.turn);
        returned
            && self
                .governor_candidates()
                .into_iter()
                .any(|i| self.senators[i].id() != *id)
    }
}
