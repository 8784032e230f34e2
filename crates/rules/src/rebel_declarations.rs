//! Advanced rule 2.03 Rebel Governors (RVN-10), the Revolution Phase side: Governors declared
//! in Revolt in the PB-13 round (ADV 2.03.2, 2.03.21), the primacy of the strongest declaring
//! Faction (2.03.2/5-6, `rebel_governors::primacy_strength`), the Forces that follow a Rebel
//! Governor (2.03.22).
//!
//! A Faction names a Governor as its Primary Rebel (`REVOLT <Governor>`) or among the Senators
//! joining its Primary Rebel (`WITH …`): every Governor so named is a Rebel Governor with his
//! Province. His Garrison Legions (no longer the Senate's: out of `Game::legions`) and
//! Provincial Forces stay on his Province (`Province::garrison`, `ProvincialState::forces`);
//! the Veteran Legions owing him allegiance desert to his Province's Garrison (2.03.22/2).
//! A Primary Rebel Governor stays in his Province (ADV 2.03.8) until he marches.

use super::api::{ChoiceAbout, ChoiceOption, Event, EventKind, FactionId, SenatorId};
use super::game::{Game, public};
use super::rebel_governors::{PrimacyForces, march_land_strength, primacy_strength};
use super::rebellion::{RebelAt, RebelGovernor};

impl Game {
    /// RVN-10: is ADV 2.03 in play (it needs ADV 2.02, 2.03.1/3)?
    pub(super) fn rebel_governors_on(&self) -> bool {
        self.options.rebel_governors && self.options.provincial_wars
    }

    /// RVN-10 (ADV 2.03.2/2) / SEN-38 (LR 1.13.1/7): the Province `id` is in, governing it in
    /// person, if any. A Governor of several Provinces (the Vatinian Law) rebels in "the current
    /// Province he is in"; a Province he governs through a Legate is not one he is in (RULING
    /// RVN-10 / SEN-38 "a Rebel Governor of several Provinces").
    pub(super) fn rvn_10_province_of(&self, id: &SenatorId) -> Option<String> {
        self.provinces
            .iter()
            .find(|p| p.governor == *id && !self.sen_38_by_legate(&p.key))
            .map(|p| p.key.clone())
    }

    /// RVN-10 (ADV 2.03.2/2): the faction's Governors who may declare a Revolt (free, not the
    /// Consul for Life, LR 1.09.823), with the option on and no Revolt under way: each in the
    /// Province he governs (LR 1.13.1/7: one who governs only through Legates is in none).
    pub(super) fn rvn_10_may_revolt(&self, f: FactionId) -> Vec<SenatorId> {
        if !self.rebel_governors_on() || self.rebellion.is_some() {
            return Vec::new();
        }
        self.provinces
            .iter()
            .filter(|p| !self.sen_38_by_legate(&p.key))
            .filter(|p| !self.captives.iter().any(|c| c.senator == p.governor))
            .filter_map(|p| self.find_senator(&p.governor))
            .filter(|&i| self.senators[i].faction == Some(f) && !self.senators[i].consul_for_life)
            .map(|i| self.senators[i].id())
            .collect()
    }

    /// RVN-10 (ADV 2.03.2/6): what the Rebel Governors among `rebels` bring to the Force
    /// Strength: their Garrison Legions, Provincial Armies and Fleets, and (2 each) the Veteran
    /// Legions owing allegiance to any of `rebels` (all counted: RULING RVN-10 "primacy").
    pub(super) fn rvn_10_governors_forces(&self, rebels: &[SenatorId]) -> PrimacyForces {
        let mut out = PrimacyForces::default();
        if !self.rebel_governors_on() {
            return out;
        }
        for id in rebels {
            if let Some(key) = self.rvn_10_province_of(id) {
                let p = self.provinces.iter().find(|p| p.key == key);
                let vets = self
                    .provincial
                    .garrison_veterans
                    .get(&key)
                    .map_or(0, Vec::len);
                let garrison = p.map_or(0, |p| p.garrison);
                out.garrison_legions += garrison.saturating_sub(u32::try_from(vets).unwrap_or(0));
                let pf = self.provincial_forces(&key);
                out.provincial_units += pf.armies + pf.fleets;
            }
        }
        let families: Vec<u8> = rebels
            .iter()
            .filter_map(|r| self.find_senator(r))
            .map(|i| self.senators[i].family)
            .collect();
        let owed = |v: &u8| families.contains(v);
        let n = self.veterans_in_rome.iter().filter(|v| owed(v)).count()
            + self
                .forces
                .iter()
                .map(|f| f.veterans.iter().filter(|v| owed(v)).count())
                .sum::<usize>()
            + self
                .provincial
                .garrison_veterans
                .values()
                .map(|v| v.iter().filter(|v| owed(v)).count())
                .sum::<usize>();
        out.rebel_veterans = u32::try_from(n).unwrap_or(0);
        out
    }

    /// RVN-10 (ADV 2.03.2/6): what the Governors among `joined` add to a Victorious
    /// Commander's Force Strength: +1 per Garrison Legion and Provincial Army or Fleet, +2 per
    /// Veteran Legion owing them allegiance (0 without the option).
    pub(super) fn rvn_10_joined_governors_strength(&self, joined: &[SenatorId]) -> u32 {
        let g = self.rvn_10_governors_forces(joined);
        g.garrison_legions + g.provincial_units + 2 * g.rebel_veterans
    }

    /// RVN-10 (ADV 2.03.2/6): the Force Strength of a Faction declaring Governor `primary` its
    /// Primary Rebel, with the Governors among `joined` in Revolt too.
    pub(super) fn rvn_10_governor_strength(
        &self,
        primary: &SenatorId,
        joined: &[SenatorId],
    ) -> u32 {
        let mut rebels = vec![primary.clone()];
        rebels.extend(joined.iter().cloned());
        let mut f = self.rvn_10_governors_forces(&rebels);
        f.military = self
            .find_senator(primary)
            .map_or(0, |i| self.planning_military(i));
        primacy_strength(f)
    }

    /// RVN-10 / SEN-38 (LR 1.13.1/7-8): a Rebel who governs Provinces through Legates (the
    /// Vatinian Law) rebels only in the Province he is in (`rvn_10_province_of`), or with his
    /// Army as a Victorious Commander; every Province he rules through a Legate returns to the
    /// Forum with its Garrison (still the Senate's), told to all. Nothing to choose: where he
    /// is is known (card:law-vatinian/3, LR 1.13.1/5).
    pub(super) fn rvn_10_legate_provinces_to_forum(
        &mut self,
        rebels: &[SenatorId],
        ev: &mut Vec<Event>,
    ) {
        if !self.rebel_governors_on() {
            return;
        }
        while let Some(p) = self
            .provinces
            .iter()
            .position(|p| rebels.contains(&p.governor) && self.sen_38_by_legate(&p.key))
        {
            self.province_to_forum(p, super::facts::ToForum::RebelElsewhere, ev);
        }
    }

    /// RVN-10 (ADV 2.03.2, 2.03.21): the Governors among `rebels` (the Primary first if he is
    /// one), each in his Province.
    pub(super) fn rvn_10_rebel_governors(&self, rebels: &[SenatorId]) -> Vec<RebelGovernor> {
        if !self.rebel_governors_on() {
            return Vec::new();
        }
        rebels
            .iter()
            .filter_map(|id| {
                self.rvn_10_province_of(id).map(|province| RebelGovernor {
                    senator: id.clone(),
                    province,
                    at: RebelAt::Province,
                })
            })
            .collect()
    }

    /// RVN-10 (ADV 2.03.2, 2.03.21-2.03.22): the Rebel Governors take their Provinces: their
    /// Garrison Legions (with the Veterans that deserted to them) leave the Senate's Legions;
    /// a Primary Rebel Governor stays in his Province until he marches (2.03.8). Told to all.
    pub(super) fn rvn_10_governors_join(
        &mut self,
        governors: Vec<RebelGovernor>,
        ev: &mut Vec<Event>,
    ) {
        if governors.is_empty() {
            return;
        }
        let (mut garrison, mut armies, mut fleets) = (0, 0, 0);
        for g in &governors {
            if let Some(p) = self.provinces.iter().find(|p| p.key == g.province) {
                garrison += p.garrison;
                self.legions = self.legions.saturating_sub(p.garrison);
            }
            let pf = self.provincial_forces(&g.province);
            armies += pf.armies;
            fleets += pf.fleets;
        }
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        if governors[0].senator == r.rebel {
            r.staying = Some(governors[0].province.clone());
        }
        r.governors = governors.clone();
        ev.push(public(EventKind::RebelGovernorsRevolt {
            rebel: r.rebel.clone(),
            faction: r.faction,
            governors: governors.iter().map(|g| g.senator.clone()).collect(),
            provinces: governors
                .iter()
                .map(|g| g.province.clone().into())
                .collect(),
            garrison,
            armies,
            fleets,
        }));
    }

    /// RVN-10 (ADV 2.03.22/2): the Veteran Legions owing allegiance to a Secondary Rebel
    /// Governor desert to him, into his Province's Garrison, wherever they are but the Bank
    /// (still counted in the Senate's Legions until `rvn_10_governors_join` takes the
    /// Garrison). Those owing the other Rebels go to the Primary Rebel (LR 1.11.34).
    pub(super) fn rvn_10_secondary_veterans(
        &mut self,
        secondaries: &[RebelGovernor],
        ev: &mut Vec<Event>,
    ) {
        for g in secondaries {
            let Some(i) = self.find_senator(&g.senator) else {
                continue;
            };
            let family = self.senators[i].family;
            let mut moved: u32 = 0;
            let before = self.veterans_in_rome.len();
            self.veterans_in_rome.retain(|v| *v != family);
            moved += u32::try_from(before - self.veterans_in_rome.len()).unwrap_or(0);
            for f in &mut self.forces {
                let before = f.veterans.len();
                f.veterans.retain(|v| *v != family);
                let gone = u32::try_from(before - f.veterans.len()).unwrap_or(0);
                f.legions = f.legions.saturating_sub(gone);
                moved += gone;
            }
            let elsewhere: Vec<String> = self
                .provincial
                .garrison_veterans
                .keys()
                .filter(|k| **k != g.province)
                .cloned()
                .collect();
            for key in elsewhere {
                let Some(v) = self.provincial.garrison_veterans.get_mut(&key) else {
                    continue;
                };
                let before = v.len();
                v.retain(|x| *x != family);
                let gone = u32::try_from(before - v.len()).unwrap_or(0);
                if gone == 0 {
                    continue;
                }
                moved += gone;
                if let Some(p) = self.provinces.iter_mut().find(|p| p.key == key) {
                    p.garrison = p.garrison.saturating_sub(gone);
                } else if let Some((_, m)) = self
                    .force_records
                    .forum_garrisons
                    .iter_mut()
                    .find(|(k, _)| *k == key)
                {
                    *m = m.saturating_sub(gone);
                }
            }
            if moved == 0 {
                continue;
            }
            if let Some(p) = self.provinces.iter_mut().find(|p| p.key == g.province) {
                p.garrison += moved;
            }
            self.provincial
                .garrison_veterans
                .entry(g.province.clone())
                .or_default()
                .extend(std::iter::repeat_n(
                    family,
                    usize::try_from(moved).unwrap_or(0),
                ));
            ev.push(public(EventKind::VeteransDesert {
                rebel: g.senator.clone(),
                legions: moved,
            }));
        }
    }

    /// RVN-10 (ADV 2.03.8/4): a Primary Rebel Governor staying in his Province holds there
    /// the Veteran Legions that deserted to him (LR 1.11.34): they join its Garrison.
    pub(super) fn rvn_10_primary_veterans_home(&mut self) {
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        let Some(key) = r.staying.clone() else {
            return;
        };
        let n = r.legions;
        let vets = std::mem::take(&mut r.veterans);
        r.legions = 0;
        if n == 0 {
            return;
        }
        if let Some(p) = self.provinces.iter_mut().find(|p| p.key == key) {
            p.garrison += n;
        }
        if !vets.is_empty() {
            self.provincial
                .garrison_veterans
                .entry(key)
                .or_default()
                .extend(vets);
        }
    }

    /// RVN-10 (ADV 2.03.2): a Governor's Revolt (his Force Strength told to all): no Legion rolls (his Forces follow him,
    /// 2.03.22/1); the Rebellion is set up with no Army in Italy.
    pub(super) fn rvn_10_declare_primary_governor(
        &mut self,
        rebel: &SenatorId,
        faction: FactionId,
        strength: u32,
        ev: &mut Vec<Event>,
    ) {
        ev.push(public(EventKind::RebelGovernorDeclared {
            rebel: rebel.clone(),
            faction,
            province: self.rvn_10_province_of(rebel).unwrap_or_default().into(),
            strength,
        }));
        self.rebellion = Some(super::rebellion::Rebellion::new(
            rebel.clone(),
            faction,
            self.turn,
        ));
    }
}

impl Game {
    /// RVN-10 (ADV 2.03.7/1-4, 2.03.8/5): right after the Rebel Faction is decided, and in each
    /// later Revolution Phase while he stays, the Primary Rebel Governor in his Province is
    /// asked whether he marches on Rome (Default Move: he stays, RULING RVN-10 "march").
    /// True if asked.
    pub(super) fn rvn_10_ask_march(&mut self) -> bool {
        let Some(r) = self.rebellion.as_ref() else {
            return false;
        };
        let Some(province) = r.staying.clone() else {
            return false;
        };
        let (rebel, f) = (r.rebel.clone(), r.faction);
        let about = ChoiceAbout::MarchOnRome {
            rebel,
            province: province.into(),
        };
        let n = usize::try_from(self.turn).unwrap_or(0);
        let id = self.choice_id(&about, n, f);
        self.ask_choice(
            f,
            id,
            about,
            vec![ChoiceOption::StayInProvince, ChoiceOption::MarchOnRome],
            ChoiceOption::StayInProvince,
        );
        true
    }

    /// RVN-10: the answer: he marches (`rvn_10_march`) or stays; the phase goes on.
    pub(super) fn rvn_10_march_answer(&mut self, pick: &ChoiceOption, ev: &mut Vec<Event>) {
        if *pick == ChoiceOption::MarchOnRome {
            self.rvn_10_march(ev);
        } else if let Some(r) = self.rebellion.as_ref()
            && let Some(p) = &r.staying
        {
            ev.push(public(EventKind::RebelStaysInProvince {
                rebel: r.rebel.clone(),
                province: p.clone().into(),
            }));
        }
        self.rvn_05_after_march(ev);
    }

    /// RVN-10 (ADV 2.03.7/3-7): the Primary Rebel Governor marches on Rome: only his Forces go
    /// (his Garrison Legions with their Veterans, his Province's Provincial Armies and Fleets);
    /// the Base Province Strength stays behind; he lands at once (no Naval Interception,
    /// 2.03.7/5) and never returns to his Province.
    pub(super) fn rvn_10_march(&mut self, ev: &mut Vec<Event>) {
        let Some(key) = self.rebellion.as_ref().and_then(|r| r.staying.clone()) else {
            return;
        };
        // ADV 2.03.8/6, 2.03.72/1: marching in a later Revolution Phase from a Province with a
        // naval Base, his Forces sail: the Senate may intercept them as the next Combat Phase
        // opens (`com_02_naval_interceptions`); they land, or stay in the Province.
        let later = self.rebellion.as_ref().is_some_and(|r| r.turn < self.turn);
        if later && self.printed_province_base(&key).1 > 0 {
            let Some(r) = self.rebellion.as_mut() else {
                return;
            };
            r.staying = None;
            if let Some(g) = r.governors.iter_mut().find(|g| g.senator == r.rebel) {
                g.at = RebelAt::InTransit;
            }
            ev.push(public(EventKind::RebelAtSea {
                rebel: r.rebel.clone(),
                province: key.into(),
            }));
            return;
        }
        let garrison = match self.provinces.iter_mut().find(|p| p.key == key) {
            Some(p) => std::mem::take(&mut p.garrison),
            None => 0,
        };
        let vets = self
            .provincial
            .garrison_veterans
            .remove(&key)
            .unwrap_or_default();
        let pf = self.provincial.forces.remove(&key).unwrap_or_default();
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        r.staying = None;
        r.legions += garrison;
        r.veterans.extend(vets.iter().copied());
        r.provincial_armies += pf.armies;
        r.provincial_fleets += pf.fleets;
        if let Some(g) = r.governors.iter_mut().find(|g| g.senator == r.rebel) {
            g.at = RebelAt::Italy;
        }
        let n_vets = u32::try_from(r.veterans.len()).unwrap_or(0);
        let strength = march_land_strength(
            r.provincial_armies,
            r.legions.saturating_sub(n_vets),
            n_vets,
        );
        ev.push(public(EventKind::RebelMarchesOnRome {
            rebel: r.rebel.clone(),
            province: key.into(),
            legions: r.legions,
            veterans: n_vets,
            armies: r.provincial_armies,
            fleets: r.provincial_fleets,
            strength,
        }));
    }
}
