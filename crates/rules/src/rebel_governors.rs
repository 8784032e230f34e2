//! Advanced rule 2.03 Rebel Governors (RVN-10, COM-02): the counting rules.
//!
//! `--option rebel-governors` (with `--option provincial-wars`, ADV 2.03.1/3) turns the rule
//! on. This module holds the numbers 2.03 defines, as pure functions proved by unit tests; the
//! phases use them:
//!
//! - [`primacy_strength`] (ADV 2.03.2/5-6): the Force Strength that decides which declaring
//!   Faction's Revolt stands (`rebel_declarations.rs`);
//! - [`provincial_armies_value`] (ADV 2.03.3): Provincial Armies in full only beside a Garrison
//!   or Rebel Legion, else half (rounded up); Provincial Fleets always in full;
//! - [`march_land_strength`] (ADV 2.03.7/6-7): a Governor Marching on Rome leaves his Province's
//!   Base Strength behind;
//! - [`RebelProvince::land_strength`], [`RebelProvince::fleet_strength`],
//!   [`RebelProvince::naval_battle_first`] (ADV 2.03.8/4, 2.03.81/3-8): a Rebel Province
//!   attacked by Rome (`rebel_battles.rs`);
//! - [`interception`] (COM-02, ADV 2.03.72/3-5, 2.03.72/8-9): a Naval Interception's two
//!   Strengths and its equal losses;
//! - [`maintenance`] and [`release_for_maintenance`] (ADV 2.03.6): 2 Talents per unit and per
//!   point of printed Base Strength, Veterans owing a Rebel free; what is released when he
//!   cannot pay (`rebel_upkeep.rs`).
//!
//! The phases: declarations and the march (`rebel_declarations.rs`), the Province's Revenue
//! (`rebel_province.rs`, `rebel_upkeep.rs`), the battles (`rebel_battles.rs`), a Primary
//! staying in his Province (`rebel_staying.rs`), the collapse (`rebellion.rs`).

use super::combat::Losses;

/// ADV 2.03.2/6: the Strength a declaring Faction fields for primacy.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct PrimacyForces {
    /// The Primary Rebel's Military rating.
    pub military: u32,
    /// Garrison Legions belonging to the Rebel Governors.
    pub garrison_legions: u32,
    /// Provincial Armies and Fleets belonging to the Rebel Governors.
    pub provincial_units: u32,
    /// A Victorious Commander's Roman Fleets and Legions that diced successfully (1.11.31).
    pub diced_units: u32,
    /// A Victorious Commander's Veteran Legions that diced successfully (1.11.31).
    pub diced_veterans: u32,
    /// Veteran Legions belonging to any Rebel Senator (2.03.21), at the Rebel's discretion.
    pub rebel_veterans: u32,
}

/// RVN-10 (ADV 2.03.2/6): MIL + 1 per Garrison Legion + 1 per Provincial Army/Fleet + 1 per
/// Fleet/Legion diced for + 2 per Veteran diced for + 2 per Veteran of a Rebel Senator. The
/// stronger Faction's declaration stands (2.03.2/5).
pub(super) fn primacy_strength(f: PrimacyForces) -> u32 {
    f.military
        + f.garrison_legions
        + f.provincial_units
        + f.diced_units
        + 2 * f.diced_veterans
        + 2 * f.rebel_veterans
}

/// RVN-10 (ADV 2.03.3/1-2): Provincial Armies in Revolt count in full if a Garrison or Rebel
/// Legion accompanies them at the start of the battle, else half, fractions rounded up.
pub(super) fn provincial_armies_value(armies: u32, accompanied: bool) -> u32 {
    if accompanied {
        armies
    } else {
        armies.div_ceil(2)
    }
}

/// RVN-10 (ADV 2.03.7/6-7): the Land Strength of a Primary Rebel Governor Marching on Rome:
/// his Provincial Armies (half without a Legion), his loyal Veterans (double, LR 1.10.11/3)
/// and Garrison Legions; not his Province's Base Strength, which stays behind. His Military
/// is added in battle as for any Commander (capped at this Strength, LR 1.10.11/4).
pub(super) fn march_land_strength(armies: u32, garrison_legions: u32, veterans: u32) -> u32 {
    let accompanied = garrison_legions + veterans > 0;
    provincial_armies_value(armies, accompanied) + garrison_legions + 2 * veterans
}

/// A Rebel Province attacked by Rome (ADV 2.03.81).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct RebelProvince {
    /// The printed Base Province Land and Naval Strength of the side it shows (1.09.646).
    pub base_land: u32,
    pub base_naval: u32,
    pub armies: u32,
    pub fleets: u32,
    /// Garrison Legions (regular) and Veteran Legions with the Governor.
    pub garrison_legions: u32,
    pub veterans: u32,
    /// The Rebel Governor's Military rating.
    pub military: u32,
}

impl RebelProvince {
    /// RVN-10 (ADV 2.03.81/3-4, 2.03.8/4): Base Land Strength + 1 per Provincial Army (half
    /// without Garrison Legions) + 1 per Garrison Legion + 2 per Veteran Legion + the Rebel
    /// Governor's Military.
    ///
    /// RULING (RVN-10): the Military is added in full, as a Governor's is in a Provincial War
    /// (2.02.41/1; 2.03.81/4 names no cap).
    pub(super) fn land_strength(&self) -> u32 {
        let accompanied = self.garrison_legions + self.veterans > 0;
        self.base_land
            + provincial_armies_value(self.armies, accompanied)
            + self.garrison_legions
            + 2 * self.veterans
            + self.military
    }

    /// RVN-10 (ADV 2.03.81/5-6, 2.03.3/3): Base Naval Strength + Provincial Fleets (always in
    /// full): the Fleet Support Rome must commit.
    pub(super) fn fleet_strength(&self) -> u32 {
        self.base_naval + self.fleets
    }

    /// RVN-10 (ADV 2.03.81/7): Rome must first win a Naval Battle when the Province's Fleet
    /// Strength is greater than its Land Strength (Base Land + Provincial Forces, as the
    /// example 2.03.81/10 counts it, without the Governor's Military).
    pub(super) fn naval_battle_first(&self) -> bool {
        let accompanied = self.garrison_legions + self.veterans > 0;
        let land = self.base_land
            + provincial_armies_value(self.armies, accompanied)
            + self.garrison_legions
            + 2 * self.veterans;
        self.fleet_strength() > land
    }
}

/// COM-02 (ADV 2.03.72/3-5): the two sides of a Naval Interception.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Interception {
    /// The Rebel: the Province's Base Naval Strength + the reinforcing Province's Provincial
    /// Fleets + all Fleets the Primary Rebel controls (no Military).
    pub rebel: u32,
    /// The Senate: the Fleets in the Active Forces boxes.
    pub senate: u32,
}

/// COM-02 (ADV 2.03.72/1, 2.03.72/3-5): the Strengths of a Naval Interception, or None when the
/// Province's Base Naval Strength is 0 (the Forces simply land).
pub(super) fn interception(
    base_naval: u32,
    provincial_fleets: u32,
    rebel_fleets: u32,
    active_fleets: u32,
) -> Option<Interception> {
    (base_naval > 0).then_some(Interception {
        rebel: base_naval + provincial_fleets + rebel_fleets,
        senate: active_fleets,
    })
}

/// COM-02 (ADV 2.03.72/8-9): the Fleets each side loses, the Senate's roll read on the Combat
/// Results Table: its losses strike the Senate's Fleets and as many of the Rebel's ("equally
/// from each side") for every result but "No Losses" and "ALL" (the Senate alone loses all its
/// Fleets); only Fleets, no Mortality chits, no Unrest. Returns (rebel, senate).
pub(super) fn interception_losses(i: Interception, losses: Losses) -> (u32, u32) {
    match losses {
        Losses::All => (0, i.senate),
        _ => {
            let n = losses.of(i.senate);
            (n.min(i.rebel), n)
        }
    }
}

/// RVN-10 (ADV 2.03.6/1, 2.03.6/3): a Rebel's upkeep: 2 Talents per Provincial Army/Fleet,
/// Legion/Fleet, and per point of printed Base Province Strength; Veteran Legions owing
/// Allegiance to a Rebel Senator cost nothing.
pub(super) fn maintenance(
    provincial_units: u32,
    units: u32,
    rebel_veterans: u32,
    base: u32,
) -> u32 {
    2 * (provincial_units + units.saturating_sub(rebel_veterans) + base)
}

/// RVN-10 (ADV 2.03.6/4-8): a Rebel who cannot pay `cost` from `money` releases non-provincial
/// units first, then Provincial Armies/Fleets, each saving 2 Talents, until he can pay; if he
/// still cannot he pays all his money (the Base Strength is never lost). Returns (non-provincial
/// released, provincial released, Talents paid).
pub(super) fn release_for_maintenance(
    money: u32,
    cost: u32,
    units: u32,
    provincial_units: u32,
) -> (u32, u32, u32) {
    if money >= cost {
        return (0, 0, cost);
    }
    let short = cost - money;
    let need = short.div_ceil(2);
    let units_out = need.min(units);
    let prov_out = (need - units_out).min(provincial_units);
    let left = cost - 2 * (units_out + prov_out);
    (units_out, prov_out, left.min(money))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RVN-10 (ADV 2.03.2/6): MIL 3 + 2 Garrison Legions + 4 Provincial units + 1 Legion
    /// diced + 1 Veteran diced (2) + 1 Rebel Veteran (2) = 14.
    #[test]
    fn rvn_10_primacy_strength() {
        let f = PrimacyForces {
            military: 3,
            garrison_legions: 2,
            provincial_units: 4,
            diced_units: 1,
            diced_veterans: 1,
            rebel_veterans: 1,
        };
        assert_eq!(primacy_strength(f), 14);
        assert_eq!(primacy_strength(PrimacyForces::default()), 0);
    }

    /// RVN-10 (ADV 2.03.3/1-2, 2.03.7/6-7): 5 Provincial Armies count 3 alone, 5 beside a
    /// Legion; Marching on Rome leaves the Base Strength behind.
    #[test]
    fn rvn_10_provincial_armies_half_without_a_legion() {
        assert_eq!(provincial_armies_value(5, false), 3);
        assert_eq!(provincial_armies_value(5, true), 5);
        assert_eq!(march_land_strength(5, 0, 0), 3);
        assert_eq!(march_land_strength(5, 1, 0), 6);
        assert_eq!(march_land_strength(5, 0, 1), 7);
    }

    /// RVN-10 (ADV 2.03.81/9-14): Sardinia et Corsica, fully Developed, 1 Provincial Army and
    /// 5 Provincial Fleets, Base 1 Land and 0 Fleet: 2 Land and 5 Fleet Strength, so Rome
    /// fights at sea first; losing 3 Fleets leaves 2 Fleet Support.
    #[test]
    fn rvn_10_sardinia_example() {
        let mut p = RebelProvince {
            base_land: 1,
            base_naval: 0,
            armies: 1,
            fleets: 5,
            ..RebelProvince::default()
        };
        assert_eq!(p.land_strength(), 2);
        assert_eq!(p.fleet_strength(), 5);
        assert!(p.naval_battle_first());
        p.fleets -= 3;
        assert_eq!(p.fleet_strength(), 2);
        assert!(!p.naval_battle_first());
        // 2.03.81/3-4: Garrison +1, Veteran +2, Military in full.
        let q = RebelProvince {
            base_land: 2,
            armies: 3,
            garrison_legions: 1,
            veterans: 1,
            military: 4,
            ..RebelProvince::default()
        };
        assert_eq!(q.land_strength(), 2 + 3 + 1 + 2 + 4);
    }

    /// COM-02 (ADV 2.03.72/1, 2.03.72/3-5, 2.03.72/8): no interception from a Province with no
    /// naval Base; the Rebel's Strength is its Base + Provincial Fleets + his Fleets against the
    /// Active Fleets; losses equal on both sides except "ALL".
    #[test]
    fn com_02_interception_strengths_and_losses() {
        assert_eq!(interception(0, 3, 2, 5), None);
        let i = interception(1, 3, 2, 5);
        assert_eq!(
            i,
            Some(Interception {
                rebel: 6,
                senate: 5
            })
        );
        let Some(i) = i else { return };
        assert_eq!(interception_losses(i, Losses::Units(2)), (2, 2));
        assert_eq!(interception_losses(i, Losses::Units(0)), (0, 0));
        assert_eq!(interception_losses(i, Losses::All), (0, 5));
        assert_eq!(interception_losses(i, Losses::Half), (3, 3));
    }

    /// RVN-10 (ADV 2.03.6): 2 Talents per unit and Base point, Veterans owing a Rebel free;
    /// short of money, non-provincial units go first, then Provincial ones; the Base is kept.
    #[test]
    fn rvn_10_rebel_maintenance() {
        assert_eq!(maintenance(3, 4, 1, 2), 2 * (3 + 3 + 2));
        assert_eq!(release_for_maintenance(20, 16, 3, 3), (0, 0, 16));
        // Cost 16, 9 Talents: 7 short, 4 units out: 3 Legions then 1 Provincial; pays 8.
        assert_eq!(release_for_maintenance(9, 16, 3, 3), (3, 1, 8));
        // Nothing left to release: he pays all his money.
        assert_eq!(release_for_maintenance(1, 16, 1, 1), (1, 1, 1));
    }
}
