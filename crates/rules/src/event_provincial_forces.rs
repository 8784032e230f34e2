//! The three Event cards "(Affected by) Advanced Provincial Wars Rule" with ADV 2.02
//! (`--option provincial-wars`; card:event-barbarian-raids/7, /14,
//! card:event-internal-disorder/6, /12, card:event-pretender-emerges/7, /13): REV-01, REV-02
//! and FOR-22 count and lose a Province's Provincial Forces (COM-18, REV-18). Without the option
//! a Province has no Provincial Forces and nothing here changes a thing.
//!
//! RULING (REV-01 / REV-02 / FOR-22 with Provincial Wars, docs/RULINGS.md): one reading for the
//! three cards. Wherever a card counts a Province's Garrison Legions, its Provincial Armies count
//! too, as the Legions ADV 2.02.32 makes them (all of them with a Garrison, half rounded up
//! without one): 2 each in the Raid roll, 1 each in the Order roll and in the Pretender's battle
//! (whose Governor's Military is capped at that Army). Wherever a card takes Garrison Legions as
//! losses (the Raid's black die, the Pretender's battle), the losses fall as 2.02.411 orders
//! them (2 Provincial Armies per loss without a Garrison; 2 Armies then 1 Legion with one).
//! Wherever a card kills the Garrison or sends the Province to the Forum as a Revolt (Internal
//! Disorder, Pretender Emerges and Victorious), its Provincial Armies and Fleets are lost with it
//! (the Revolt's Strength stays the printed one, as the cards say; 2.02.412/10 returns a lost
//! Province "with no Provincial Forces"). An Overrun Province, and an Undeveloped one under
//! Internal Disorder, raise no Local Taxes (2.02.2/2 calls them income; the cards take "all
//! income" / "Revenue"). Provincial Fleets play no part in a Raid, an Order roll or the
//! Pretender's land battle.

use super::api::{Event, EventKind};
use super::game::{Game, public};
use super::provinces::{BARBARIAN_RAIDS, INTERNAL_DISORDER};
use super::provincial_wars::provincial_losses;

/// The Event card acting, on its side: (card key, increased).
pub(super) type EventSide<'a> = (&'a str, bool);

impl Game {
    /// ADV 2.02.32: the Province `key`'s Provincial Armies and what they are worth in Legions
    /// with `garrison` Garrison Legions present: (armies, legions). (0, 0) without 2.02.
    pub(super) fn pw_armies_as_legions(&self, key: &str, garrison: u32) -> (u32, u32) {
        if !self.provincial_wars_on() {
            return (0, 0);
        }
        let armies = self.provincial_forces(key).armies;
        let legions = if garrison > 0 {
            armies
        } else {
            armies.div_ceil(2)
        };
        (armies, legions)
    }

    /// REV-01 / REV-02 / FOR-22 with ADV 2.02.32: the Province's Provincial Armies in the roll
    /// or battle of `card`, `per_legion` points per Legion they make; told when there are any.
    /// Returns (the points added, the Legions they make).
    pub(super) fn pw_event_armies_counted(
        &self,
        key: &str,
        garrison: u32,
        card: EventSide<'_>,
        per_legion: u32,
        ev: &mut Vec<Event>,
    ) -> (u32, u32) {
        let (armies, legions) = self.pw_armies_as_legions(key, garrison);
        if armies == 0 {
            return (0, 0);
        }
        let added = legions * per_legion;
        ev.push(public(EventKind::ProvincialArmiesCounted {
            province: key.to_string().into(),
            card: card.0.to_string().into(),
            increased: card.1,
            armies,
            legions,
            added,
            full_value: garrison > 0,
        }));
        (added, legions)
    }

    /// REV-01 / FOR-22 with ADV 2.02.411: `losses` taken by the Province `key`'s Provincial
    /// Armies and its `garrison` Legions (2 Armies per loss without a Garrison; 2 Armies then 1
    /// Legion with one). The Armies lost leave its dial (told); returns the Legions lost, which
    /// the caller takes from the Garrison. Without 2.02 (or without Armies) every loss is a
    /// Legion, as many as there are.
    pub(super) fn pw_event_losses(
        &mut self,
        key: &str,
        losses: u32,
        garrison: u32,
        card: EventSide<'_>,
        ev: &mut Vec<Event>,
    ) -> u32 {
        let (armies, _) = self.pw_armies_as_legions(key, garrison);
        if armies == 0 {
            return losses.min(garrison);
        }
        let (armies_lost, legions_lost) = provincial_losses(losses, armies, garrison);
        if armies_lost > 0 {
            if let Some(f) = self.provincial.forces.get_mut(key) {
                f.armies -= armies_lost.min(f.armies);
            }
            ev.push(public(EventKind::ProvincialForcesLost {
                province: key.to_string().into(),
                card: card.0.to_string().into(),
                increased: card.1,
                armies: armies_lost,
                fleets: 0,
                with_province: false,
            }));
        }
        legions_lost
    }

    /// REV-02 / FOR-22 with ADV 2.02: the Province `key` revolts and goes to the Forum as a War
    /// of its printed Strength: its Provincial Armies and Fleets are lost with it (told).
    pub(super) fn pw_forces_lost_with_province(
        &mut self,
        key: &str,
        card: EventSide<'_>,
        ev: &mut Vec<Event>,
    ) {
        if !self.provincial_wars_on() {
            return;
        }
        let Some(f) = self.provincial.forces.remove(key) else {
            return;
        };
        if f.armies + f.fleets == 0 {
            return;
        }
        ev.push(public(EventKind::ProvincialForcesLost {
            province: key.to_string().into(),
            card: card.0.to_string().into(),
            increased: card.1,
            armies: f.armies,
            fleets: f.fleets,
            with_province: true,
        }));
    }

    /// REV-18 with REV-01 / REV-02 (ADV 2.02.2/2 "Local Tax income"; card:event-barbarian-raids/4,
    /// /11 "An Overrun Province loses all income", card:event-internal-disorder/1, /7 "All
    /// Undeveloped Provinces have no Revenue"): the card that takes the governed Province `p`'s
    /// Local Taxes this turn, if one does.
    pub(super) fn pw_no_local_taxes(&self, p: usize) -> Option<EventSide<'static>> {
        let prov = self.provinces.get(p)?;
        if self.overrun_provinces.contains(&prov.key) {
            let side = self.event_side(BARBARIAN_RAIDS).unwrap_or(false);
            return Some((BARBARIAN_RAIDS, side));
        }
        if prov.developed {
            return None;
        }
        let side = self.event_side(INTERNAL_DISORDER)?;
        Some((INTERNAL_DISORDER, side))
    }
}
