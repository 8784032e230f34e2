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
//! - which Provincial Fleets go (2.03.72/11, the Rebel's choice): the choice is not built; the
//!   Default Move takes them from the reinforcing Province first (the Forces at sea). When the
//!   choice matters (both the Province and the Primary Rebel hold Provincial Fleets and the
//!   losses take some but not all of them) the rules stop naming COM-02.

use super::api::{DicePurpose, Event, EventKind, StopWhy};
use super::combat::{Outcome, crt};
use super::game::{Game, data, public};
use super::general::RollFor;
use super::provincial_wars::provincial_losses;
use super::rebel_governors::{interception, interception_losses};
use super::rebellion::RebelAt;

/// COM-02 (ADV 2.03.72/10-11): the Rebel's `lost` Fleets taken from the reinforcing Province's
/// Provincial Fleets (`province`), the Primary Rebel's Provincial Fleets (`primary`) and his
/// Roman Fleets (`roman`): two Provincial then one Roman (2.02.411), the Provincial ones from
/// the reinforcing Province first (the Default Move). Returns (province, primary, roman) lost.
pub(super) fn rebel_fleet_losses(
    lost: u32,
    province: u32,
    primary: u32,
    roman: u32,
) -> (u32, u32, u32) {
    let provincial = province + primary;
    let (prov_lost, roman_lost) = if roman == 0 {
        (lost.min(provincial), 0)
    } else {
        provincial_losses(lost, provincial, roman)
    };
    let from_province = prov_lost.min(province);
    (from_province, prov_lost - from_province, roman_lost)
}

/// COM-02 (ADV 2.03.72/11): does the Rebel's choice of which Provincial Fleets are lost change
/// anything? Only when both hold some and the losses take some but not all of them.
pub(super) fn fleet_choice_matters(lost: u32, province: u32, primary: u32, roman: u32) -> bool {
    let (a, b, _) = rebel_fleet_losses(lost, province, primary, roman);
    let taken = a + b;
    province > 0 && primary > 0 && taken > 0 && taken < province + primary
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
        governor: &super::api::SenatorId,
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
        if fleet_choice_matters(rebel_lost, prov_fleets, r.provincial_fleets, r.fleets) {
            self.rules_end(
                "COM-02",
                StopWhy::RebelFleetLossesChoice {
                    province: province.to_string().into(),
                },
                ev,
            );
            return true;
        }
        let (from_province, from_primary, roman) =
            rebel_fleet_losses(rebel_lost, prov_fleets, r.provincial_fleets, r.fleets);
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
            if let Some(rr) = self.rebellion.as_mut()
                && let Some(g) = rr.governors.iter_mut().find(|g| g.province == province)
            {
                g.at = RebelAt::Province;
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
    /// Rebel's Army (the Garrison leaves the Senate's count `Game::legions`).
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
        self.legions = self.legions.saturating_sub(garrison);
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
