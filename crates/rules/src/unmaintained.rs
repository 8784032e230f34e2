//! GEN-12 (LR 1.06.53/4): "Forces that cannot be maintained are eliminated."
//!
//! In the Debits (REV-16) the wars, Civil War and Land Bills come first; a shortfall there
//! bankrupts the State (LR 1.06.53/3). The maintenance of the Legions and Fleets comes last
//! (LR 1.06.53/2 "Finally"): when the State Treasury cannot pay 2T for each, the State keeps as
//! many as it can pay for and the others are eliminated instead of a bankruptcy. Players cannot
//! eliminate Forces by not paying (LR 1.06.53/3): the number is fixed by the Treasury.
//!
//! Which ones: the rules name nobody; the HRAO acts for the State on the maintenance of Forces
//! (LR 1.11.35, the released Legions), so the HRAO's faction picks them: a `Choice` decision
//! (`CHOOSE 2 LEGIONS ROME, 1 FLEET Fabius`) asked when the Revenue round has resolved, before
//! the Forum Phase. RULING (GEN-12, Default Move; S004 gives none): the idle Legions in Rome
//! first, then the idle Fleets in Rome, then the Force away with the most units (its Legions,
//! then its Fleets; ties: the one listed last). The options listed are the Default Move and, for
//! each place, the split that takes from that place first; any other split the places hold may
//! be written too (`gen_12_valid_split`), naming Veteran Legions among a place's Legions
//! if he likes (`VeteranPick`); the Legions left unnamed go regular ones first. The Provinces' garrisons are places too, after every Force away: a
//! split takes from them only what Rome and the Forces away cannot give (the Default Move: in
//! the order of the Provinces); which garrisons is the HRAO's pick as well.

use super::api::{
    ChoiceAbout, ChoiceOption, Event, EventKind, ReturnReason, TreasuryReason, UnitCut,
};
use super::game::{Game, public};

/// A place units can be eliminated from: 0 = Legions in Rome, 1 = Fleets in Rome, then
/// 2 + 2i = the Legions of Force i, 3 + 2i = its Fleets, then 2 + 2F + j = the garrison of
/// Province j (F Forces).
type PlaceId = usize;

impl Game {
    /// GEN-12: units (Legions + Fleets) the State maintains (LR 1.06.53/2: not in rebellion,
    /// not in a Rebel Governor's garrison).
    fn gen_12_units(&self) -> u32 {
        self.legions.saturating_sub(self.rebel_garrisons()) + self.fleets
    }

    fn gen_12_cap(&self, p: PlaceId) -> u32 {
        let first_garrison = 2 + 2 * self.forces.len();
        match p {
            0 => self.legions_in_rome(),
            1 => self.fleets_in_rome(),
            _ if p >= first_garrison => self.gen_12_garrison(p - first_garrison),
            _ => self.forces.get((p - 2) / 2).map_or(0, |f| {
                if p.is_multiple_of(2) {
                    f.legions
                } else {
                    f.fleets
                }
            }),
        }
    }

    /// GEN-12: the Legions the State maintains in Province `j`'s garrison (none under a Rebel
    /// Governor).
    fn gen_12_garrison(&self, j: usize) -> u32 {
        if self.senators_rebel_governor(j) {
            return 0;
        }
        self.provinces.get(j).map_or(0, |p| p.garrison)
    }

    /// GEN-12: every place, in the Default Move's order (Rome's Legions, Rome's Fleets, the
    /// Forces away from the largest, then the garrisons in the order of the Provinces).
    fn gen_12_places(&self) -> Vec<PlaceId> {
        let mut forces: Vec<usize> = (0..self.forces.len()).collect();
        forces.sort_by_key(|i| {
            std::cmp::Reverse((self.forces[*i].legions + self.forces[*i].fleets, *i))
        });
        let mut order: Vec<PlaceId> = vec![0, 1];
        for i in forces {
            order.push(2 + 2 * i);
            order.push(3 + 2 * i);
        }
        let first_garrison = 2 + 2 * self.forces.len();
        order.extend((0..self.provinces.len()).map(|j| first_garrison + j));
        order
    }

    /// GEN-12: what Rome and the Forces away hold (the garrisons give only the rest).
    fn gen_12_outside_garrisons(&self) -> u32 {
        (0..2 + 2 * self.forces.len())
            .map(|p| self.gen_12_cap(p))
            .sum()
    }

    /// GEN-12: the split taking `n` units from `first` (if any), then in the Default Move's
    /// order.
    fn gen_12_split(&self, n: u32, first: Option<PlaceId>) -> ChoiceOption {
        let mut order = self.gen_12_places();
        if let Some(p) = first
            && let Some(at) = order.iter().position(|x| *x == p)
        {
            order.remove(at);
            order.insert(0, p);
        }
        let mut cuts: Vec<UnitCut> = self
            .forces
            .iter()
            .map(|f| UnitCut {
                war: f.war.clone(),
                commander: f.commander.clone(),
                legions: 0,
                fleets: 0,
                veterans: Vec::new(),
            })
            .collect();
        let (mut rl, mut rf) = (0, 0);
        let mut garrisons: Vec<(String, u32)> = Vec::new();
        let first_garrison = 2 + 2 * self.forces.len();
        // The garrisons give only what Rome and the Forces away cannot.
        let mut from_garrisons = n.saturating_sub(self.gen_12_outside_garrisons());
        let mut left = n - from_garrisons.min(n);
        for p in order {
            if p >= first_garrison {
                let take = from_garrisons.min(self.gen_12_cap(p));
                from_garrisons -= take;
                if take > 0
                    && let Some(prov) = self.provinces.get(p - first_garrison)
                {
                    garrisons.push((prov.key.clone(), take));
                }
                continue;
            }
            let take = left.min(self.gen_12_cap(p));
            left -= take;
            match p {
                0 => rl += take,
                1 => rf += take,
                _ => {
                    if let Some(c) = cuts.get_mut((p - 2) / 2) {
                        if p.is_multiple_of(2) {
                            c.legions += take;
                        } else {
                            c.fleets += take;
                        }
                    }
                }
            }
        }
        ChoiceOption::UnitsEliminated {
            rome_legions: rl,
            rome_fleets: rf,
            forces: cuts,
            garrisons,
            rome_veterans: Vec::new(),
        }
    }

    /// GEN-12: the maintenance `cost` is more than the State Treasury holds: `n` units are
    /// eliminated. Returns true when the HRAO's faction is asked (the Revenue Phase ends when
    /// it answers, `gen_12_answer`); otherwise the Default Move is applied at once.
    pub(super) fn gen_12_unmaintained(&mut self, ev: &mut Vec<Event>) -> bool {
        let units = self.gen_12_units();
        let keep = u32::try_from(self.state_treasury.max(0) / 2).unwrap_or(u32::MAX);
        let n = units.saturating_sub(keep);
        if n == 0 {
            return false;
        }
        let about = ChoiceAbout::Unmaintained { eliminated: n };
        let default = self.gen_12_split(n, None);
        let mut options = vec![default.clone()];
        for p in 0..2 + 2 * self.forces.len() + self.provinces.len() {
            if self.gen_12_cap(p) == 0 {
                continue;
            }
            let o = self.gen_12_split(n, Some(p));
            if !options.contains(&o) {
                options.push(o);
            }
        }
        let owner = self.hrao_index().and_then(|i| self.senators[i].faction);
        match owner {
            Some(f) if options.len() > 1 => {
                let id = self.choice_id(&about, 1, f);
                self.ask_choice(f, id, about, options, default);
                true
            }
            _ => {
                self.gen_12_apply(&about, &default, ev);
                false
            }
        }
    }

    /// GEN-12: is `pick` a split the HRAO may make (any, not only the listed ones)? Each place
    /// holds what it names (the Forces in their order, as the options list them), and it names
    /// `eliminated` units, or every unit of Rome and the Forces away when they hold fewer (the
    /// rest then come from the garrisons).
    pub(super) fn gen_12_valid_split(&self, about: &ChoiceAbout, pick: &ChoiceOption) -> bool {
        let (
            ChoiceAbout::Unmaintained { eliminated },
            ChoiceOption::UnitsEliminated {
                rome_legions,
                rome_fleets,
                forces,
                garrisons,
                rome_veterans,
            },
        ) = (about, pick)
        else {
            return false;
        };
        // The Veteran Legions named are held where they are named (and are among its Legions).
        if self
            .rome_legions_picked(*rome_legions, rome_veterans, "GEN-12")
            .is_err()
            || forces.iter().zip(&self.forces).any(|(c, f)| {
                c.legions <= f.legions
                    && self
                        .force_legions_picked(f, c.legions, &c.veterans, "GEN-12")
                        .is_err()
            })
        {
            return false;
        }
        // The garrisons named: Provinces of the State's, each once, holding what is named.
        let mut seen: Vec<&str> = Vec::new();
        for (key, k) in garrisons {
            let Some(j) = self.provinces.iter().position(|p| &p.key == key) else {
                return false;
            };
            if seen.contains(&key.as_str()) || *k > self.gen_12_garrison(j) {
                return false;
            }
            seen.push(key);
        }
        let from_garrisons: u32 = garrisons.iter().map(|(_, k)| k).sum();
        let garrisoned: u32 = (0..self.provinces.len())
            .map(|j| self.gen_12_garrison(j))
            .sum();
        if *rome_legions > self.gen_12_cap(0)
            || *rome_fleets > self.gen_12_cap(1)
            || forces.len() != self.forces.len()
        {
            return false;
        }
        let held = forces.iter().zip(&self.forces).all(|(c, f)| {
            c.war == f.war
                && c.commander == f.commander
                && c.legions <= f.legions
                && c.fleets <= f.fleets
        });
        let outside = self.gen_12_outside_garrisons();
        let named =
            rome_legions + rome_fleets + forces.iter().map(|c| c.legions + c.fleets).sum::<u32>();
        // Rome and the Forces away give what they can; the garrisons only the rest. A pick
        // written before the garrisons were places names none: the rest then comes from them
        // in the Default Move's order (`gen_12_apply`).
        let from_garrisons_ok = from_garrisons == 0
            || from_garrisons == eliminated.saturating_sub(outside).min(garrisoned);
        held && named == (*eliminated).min(outside) && from_garrisons_ok
    }

    /// GEN-12: the HRAO's pick (or the Default Move): the units named are eliminated, the rest
    /// from the garrisons if Rome and the Forces held too few, then the State pays 2T for each
    /// unit left.
    pub(super) fn gen_12_apply(
        &mut self,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let ChoiceAbout::Unmaintained { eliminated } = about else {
            return;
        };
        let ChoiceOption::UnitsEliminated {
            rome_legions,
            rome_fleets,
            forces,
            garrisons,
            rome_veterans,
        } = pick
        else {
            return;
        };
        let in_rome = self.legions_in_rome();
        let rome_l = (*rome_legions).min(in_rome);
        let rome_f = (*rome_fleets).min(self.fleets_in_rome());
        // The Veterans named go; the other Legions regular ones first, then the last Veterans.
        let mut picked = self
            .rome_legions_picked(rome_l, rome_veterans, "GEN-12")
            .or_else(|_| self.rome_legions_picked(rome_l, &[], "GEN-12"))
            .unwrap_or_default();
        picked.sort_unstable_by(|a, b| b.cmp(a));
        for k in picked {
            if k < self.veterans_in_rome.len() {
                self.veterans_in_rome.remove(k);
            }
        }
        self.legions -= rome_l;
        self.fleets -= rome_f;
        let (mut legions, mut fleets) = (rome_l, rome_f);
        let mut done: Vec<UnitCut> = Vec::new();
        for (i, c) in forces.iter().enumerate() {
            let Some(f) = self.forces.get_mut(i) else {
                continue;
            };
            if f.war != c.war || f.commander != c.commander {
                continue;
            }
            let l = c.legions.min(f.legions);
            let fl = c.fleets.min(f.fleets);
            let mut picked = self
                .force_legions_picked(&self.forces[i], l, &c.veterans, "GEN-12")
                .or_else(|_| self.force_legions_picked(&self.forces[i], l, &[], "GEN-12"))
                .unwrap_or_default();
            picked.sort_unstable_by(|a, b| b.cmp(a));
            let f = &mut self.forces[i];
            for k in picked {
                if k < f.veterans.len() {
                    f.veterans.remove(k);
                }
            }
            f.legions -= l;
            f.fleets -= fl;
            self.legions -= l;
            self.fleets -= fl;
            legions += l;
            fleets += fl;
            if l + fl > 0 {
                done.push(UnitCut {
                    war: c.war.clone(),
                    commander: c.commander.clone(),
                    legions: l,
                    fleets: fl,
                    veterans: c.veterans.clone(),
                });
            }
        }
        // Too few in Rome and with the Forces: the garrisons the HRAO named, then (a pick that
        // named none) the others in the order of the Provinces.
        let mut short = eliminated.saturating_sub(legions + fleets);
        let mut from: Vec<(String, u32)> = Vec::new();
        let named = garrisons
            .iter()
            .filter_map(|(key, k)| Some((self.provinces.iter().position(|p| &p.key == key)?, *k)));
        let rest = (0..self.provinces.len()).map(|j| (j, u32::MAX));
        for (j, k) in named.chain(rest).collect::<Vec<_>>() {
            if short == 0 {
                break;
            }
            let take = short.min(k).min(self.gen_12_garrison(j));
            if take == 0 {
                continue;
            }
            let key = self.provinces[j].key.clone();
            let present = self.provinces[j].garrison;
            self.garrison_veterans_leave(&key, take, present, false);
            self.provinces[j].garrison -= take;
            self.legions -= take;
            legions += take;
            short -= take;
            let key = self.provinces[j].key.clone();
            match from.iter_mut().find(|(p, _)| *p == key) {
                Some((_, n)) => *n += take,
                None => from.push((key, take)),
            }
        }
        ev.push(public(EventKind::UnmaintainedEliminated {
            legions,
            fleets,
            forces: done,
            garrisons: from.into_iter().map(|(p, n)| (p.into(), n)).collect(),
        }));
        // A Force left without units comes home.
        while let Some(pos) = self
            .forces
            .iter()
            .position(|f| f.legions == 0 && f.fleets == 0)
        {
            self.return_force(pos, ReturnReason::Unmaintained, ev);
        }
        let units = self.gen_12_units();
        let cost = (2 * i64::from(units)).min(self.state_treasury.max(0));
        let legions_left = self.legions.saturating_sub(self.rebel_garrisons());
        self.state_treasury -= cost;
        self.ledger.state_debits += cost;
        ev.push(public(EventKind::StateTreasury {
            reason: TreasuryReason::Maintenance {
                legions: legions_left,
                fleets: self.fleets,
            },
            delta: -cost,
            balance: self.state_treasury,
            shortfall: 0,
        }));
    }

    /// GEN-12: is the Governor of Province `p` a Rebel (his garrison is not the State's)?
    fn senators_rebel_governor(&self, p: usize) -> bool {
        self.provinces.get(p).is_some_and(|prov| {
            self.find_senator(&prov.governor)
                .is_some_and(|i| self.senators[i].rebel)
        })
    }
}
