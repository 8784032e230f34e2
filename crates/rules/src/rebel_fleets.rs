//! RVN-10 (ADV 2.03.23): a Victorious Commander's Roman Fleets when he revolts, and where they
//! go afterwards.
//!
//! - 2.03.23/1-2: with Rebel Governors a Victorious Commander may dice for the loyalty of the
//!   Fleets under his command as if they were Legions (LR 1.11.31: the same dice, the era's
//!   number, +1 per Talent bought, `Game::rvn_06_allegiance_dice`) and keeps those that follow
//!   (`Rebellion::fleets`, no longer the Senate's `Game::fleets`); or he forfeits their control
//!   to the Senate. The faction's decision is in its revolt order (`REVOLT … KEEP FLEETS`,
//!   PB-13); the Default Move (no `KEEP FLEETS`) forfeits them, the Basic Game's outcome
//!   (LR 1.11.3/5; docs/RULINGS.md RVN-10 "Fleets"). Talents bought go to the Legions' dice
//!   first, then to the Fleets'. Each Fleet that follows adds 1 to his Force Strength for
//!   primacy (2.03.2/6); Fleets play no role in the land battle (LR 1.11.3/5, 1.11.37).
//! - He pays their maintenance (2.03.6/1, `rebel_upkeep.rs`), releasing them after his Army's
//!   Legions when short (2.03.6/4-6: returned to the State or eliminated by the HRAO's REV-03
//!   choice); they count in a Naval Interception's Rebel strength (2.03.72/3, `rebel_battles.rs`)
//!   and take its losses.
//! - When the Revolt fails (his death, LR 1.11.371/1, 1.11.372/4) they return to the Active
//!   Forces; in the VIC-06 campaign he fights with every Fleet, his own included.
//! - The 25 Fleets (SEN-43) count his: the Senate raises no Fleet beyond 25 with his.

use super::api::{DicePurpose, Event, EventKind, FactionId, RevoltOrder, SenatorId};
use super::game::{Game, public};
use super::rebellion::Rebellion;

impl Game {
    /// The Roman Fleets the Rebel controls (0 without a Revolt): still among the 25 (SEN-43).
    pub(super) fn rebel_fleets(&self) -> u32 {
        self.rebellion.as_ref().map_or(0, |r| r.fleets)
    }

    /// RVN-10 (ADV 2.03.23/1-2): the faction's commanders who may revolt and have Fleets
    /// under their command to dice for (none without Rebel Governors).
    pub(super) fn rvn_10_may_keep_fleets(&self, f: FactionId) -> Vec<SenatorId> {
        if !self.rebel_governors_on() {
            return Vec::new();
        }
        let may = self.may_revolt(f);
        self.forces
            .iter()
            .filter(|x| x.fleets > 0)
            .filter_map(|x| x.commander.clone())
            .filter(|c| may.contains(c))
            .collect()
    }

    /// RVN-10 (ADV 2.03.23/1): the Fleets of a Force with `fleets` that roll for the order `o`:
    /// all of them when he keeps them and Rebel Governors are played, else none.
    pub(super) fn rvn_10_fleets_rolling(&self, o: &RevoltOrder, fleets: u32) -> Option<u32> {
        (o.fleets && fleets > 0 && self.rebel_governors_on()).then_some(fleets)
    }

    /// RVN-10 (ADV 2.03.23/1): the allegiance dice of his `n` Fleets (None: he does not dice),
    /// the first `bought` with +1 (LR 1.11.31); how many follow.
    pub(super) fn rvn_10_fleet_allegiance(
        &mut self,
        commander: &SenatorId,
        n: Option<u32>,
        bought: u32,
        ev: &mut Vec<Event>,
    ) -> Option<u32> {
        let n = n?;
        let bought = bought.min(n);
        let follow = self.rvn_06_allegiance_dice(
            n,
            bought,
            |k| DicePurpose::FleetAllegiance {
                commander: commander.clone(),
                fleet: k + 1,
                of: n,
            },
            ev,
        );
        let followed = u32::try_from(follow.iter().filter(|f| **f).count()).unwrap_or(0);
        ev.push(public(EventKind::FleetAllegiance {
            commander: commander.clone(),
            rolled: n,
            bought,
            need: self.allegiance_need(),
            followed,
        }));
        Some(followed)
    }

    /// RVN-10 (ADV 2.03.23/1-2): the Primary Rebel `rebel` declared with `fleets` Fleets under
    /// his command: those that followed (`kept`, None when he forfeited them) leave the
    /// Senate's; the others are back in the Active Forces with his Force's Legions.
    pub(super) fn rvn_10_fleets_follow(
        &mut self,
        rebel: &SenatorId,
        kept: Option<u32>,
        fleets: u32,
        ev: &mut Vec<Event>,
    ) {
        if !self.rebel_governors_on() || fleets == 0 {
            return;
        }
        let n = kept.unwrap_or(0).min(fleets).min(self.fleets);
        self.fleets -= n;
        if let Some(r) = self.rebellion.as_mut() {
            r.fleets += n;
        }
        ev.push(public(EventKind::RebelFleets {
            rebel: rebel.clone(),
            fleets,
            kept: n,
            diced: kept.is_some(),
        }));
    }

    /// RVN-10 (LR 1.11.371/1, 1.11.372/4): the failed Revolt `r`'s Roman Fleets return to the
    /// Active Forces.
    pub(super) fn rvn_10_fleets_to_senate(&mut self, r: &Rebellion, ev: &mut Vec<Event>) {
        if r.fleets == 0 {
            return;
        }
        self.fleets += r.fleets;
        ev.push(public(EventKind::RebelFleetsToSenate {
            rebel: r.rebel.clone(),
            fleets: r.fleets,
        }));
    }

    /// RVN-10 / VIC-06 (LR 1.12.3): the Rebel's campaign takes every Fleet: his own join the
    /// State's (the pool he fights with, `Game::fleets`).
    pub(super) fn rvn_10_fleets_to_campaign(&mut self) {
        if let Some(r) = self.rebellion.as_mut() {
            self.fleets += std::mem::take(&mut r.fleets);
        }
    }
}
