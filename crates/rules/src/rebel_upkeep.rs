//! REV-03 (LR 1.06.2, 1.11.35): the Rebel's maintenance, paid before redistribution in the
//! Revenue Phase, from the purses his faction names.
//!
//! The Rebel owes 2T for each Legion of his Army that owes no allegiance to a Rebel (Veterans
//! loyal to him or to a Secondary Rebel cost nothing). He "can pay this from his Personal or
//! Faction Treasury (or the Personal Treasuries of Secondary Rebels)": his faction writes
//! `UPKEEP <n> FROM <rebel>|FACTION` lines in its PB-02 Revenue answer. He must pay for what
//! he can afford and releases only the Legions he "cannot afford" (LR 1.11.35): the number
//! kept is fixed by the money in those purses, and the lines only say who pays.
//!
//! RULING (REV-03, Default Move; S004 gives none): what the lines leave unpaid is taken from
//! the Primary Rebel's Personal Treasury, then the Secondary Rebels' (in the order named), then
//! the Faction Treasury. The purses are those before this turn's income (the rules put the
//! maintenance before redistribution; the faction's income lump is not in them). The released
//! Legions go back to the Senate.
//!
//! The released Legions: "If the HRAO does not wish to pay the maintenance costs of these
//! Forces, or if the Senate cannot afford them, they are immediately eliminated" (LR 1.11.35,
//! 1.06.53). The number released is fixed by the money when the phase opens, so the HRAO's
//! faction is asked in the same PB-02 round (a `Choice`: `CHOOSE PAY` or `CHOOSE ELIMINATE`).
//! RULING (REV-03, Default Move; S004 gives none): the Senate keeps them and pays in its
//! Debits (LR 1.06.53, where the rule's exception sits); those the State Treasury cannot pay 2T
//! for there, after its other debits, are eliminated instead of bankrupting it.

use super::api::StopWhy;
use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Decision, Event, EventKind, FactionId, Illegal, ProvinceKey,
    Purse, PurseOf, RebelUpkeepOption, RuleError, SenatorId,
};
use super::choices::answer_about;
use super::game::{Game, data, private, public};
use super::rebel_governors::{maintenance, release_for_maintenance};
use super::revenue::PurseRef;

/// What the Rebel owes this Revenue Phase.
pub(super) struct UpkeepDue {
    pub(super) rebel: SenatorId,
    pub(super) faction: FactionId,
    /// The Primary Rebel's, then the Secondary Rebels' senator indices.
    pub(super) purses: Vec<usize>,
    /// Their families (Veterans loyal to one of them are free).
    pub(super) families: Vec<u8>,
    /// Legions of his Army owing maintenance.
    pub(super) paying: u32,
    /// Legions of his Army the purses can pay for.
    pub(super) affordable: u32,
    /// RVN-10 (ADV 2.03.6): the Rebel Governors' part, empty without them.
    pub(super) provinces: ProvinceUpkeep,
    /// The Talents owed in all (2 per unit owing, ADV 2.03.6: and per Base point).
    pub(super) owed: u32,
    /// The Talents he pays: all he owes, or what the purses hold once he has released what he
    /// cannot afford (ADV 2.03.6/8: "he simply pays all of his money").
    pub(super) pay: u32,
}

/// RVN-10 (ADV 2.03.6): what the Rebel Governors add to the Rebel's maintenance, and what he
/// releases of it.
#[derive(Default)]
pub(super) struct ProvinceUpkeep {
    /// The Roman Fleets the Primary Rebel controls (ADV 2.03.23).
    pub(super) fleets: u32,
    /// Garrison Legions owing maintenance, by Rebel Province (Veterans owing a Rebel are free).
    pub(super) garrisons: Vec<(String, u32)>,
    /// Provincial Armies and Fleets: with the Primary Rebel in Italy, then by Rebel Province.
    pub(super) provincial: u32,
    /// Points of printed Base Province Strength (land and naval) of the Rebel Provinces.
    pub(super) base: u32,
    /// Released for want of money: Roman Fleets, Garrison Legions, Provincial units.
    pub(super) fleets_released: u32,
    pub(super) garrisons_released: u32,
    pub(super) provincial_released: u32,
}

impl Game {
    /// REV-03: the maintenance the Rebel owes now (None without a Revolt).
    pub(super) fn rev_03_upkeep_due(&self) -> Option<UpkeepDue> {
        let r = self.rebellion.as_ref()?;
        let mut purses: Vec<usize> = Vec::new();
        for id in std::iter::once(&r.rebel).chain(&r.secondaries) {
            if let Some(i) = self.find_senator(id)
                && !purses.contains(&i)
            {
                purses.push(i);
            }
        }
        let families: Vec<u8> = purses.iter().map(|i| self.senators[*i].family).collect();
        let free =
            u32::try_from(r.veterans.iter().filter(|v| families.contains(v)).count()).unwrap_or(0);
        let paying = r.legions.saturating_sub(free);
        let money: u64 = purses
            .iter()
            .map(|i| u64::from(self.senators[*i].treasury))
            .sum::<u64>()
            + self
                .factions
                .get(usize::from(r.faction.0))
                .map_or(0, |f| u64::from(f.treasury));
        let money = u32::try_from(money).unwrap_or(u32::MAX);
        let mut provinces = self.rvn_10_province_upkeep(&families);
        let garrisons: u32 = provinces.garrisons.iter().map(|(_, n)| *n).sum();
        // RVN-10 (ADV 2.03.6/1, 2.03.6/3): 2T per Legion/Fleet (Veterans owing a Rebel free),
        // per Provincial Army/Fleet and per Base point; REV-03 alone without Rebel Governors.
        let units = paying + provinces.fleets + garrisons;
        let owed = maintenance(provinces.provincial, units, 0, provinces.base);
        // ADV 2.03.6/4-8 (LR 1.11.35): short of money he releases non-provincial units first
        // (his Army's Legions, then Roman Fleets, then Garrison Legions), then Provincial ones.
        let (units_out, prov_out, pay) =
            release_for_maintenance(money, owed, units, provinces.provincial);
        let legions_out = units_out.min(paying);
        provinces.fleets_released = (units_out - legions_out).min(provinces.fleets);
        provinces.garrisons_released = units_out - legions_out - provinces.fleets_released;
        provinces.provincial_released = prov_out;
        Some(UpkeepDue {
            rebel: r.rebel.clone(),
            faction: r.faction,
            purses,
            families,
            paying,
            affordable: paying - legions_out,
            provinces,
            owed,
            pay,
        })
    }

    /// RVN-10 (ADV 2.03.6): the Rebel Governors' Forces and Base Strength his maintenance
    /// counts (`families`: the Rebels', whose Veterans are free). Empty without them.
    fn rvn_10_province_upkeep(&self, families: &[u8]) -> ProvinceUpkeep {
        let mut u = ProvinceUpkeep::default();
        let Some(r) = self.rebellion.as_ref() else {
            return u;
        };
        // ADV 2.03.23/1: a Victorious Commander's Roman Fleets, with or without Governors.
        u.fleets = r.fleets;
        if r.governors.is_empty() {
            return u;
        }
        u.provincial = r.provincial_armies + r.provincial_fleets;
        let d = data();
        for g in &r.governors {
            let Some(prov) = self.provinces.iter().find(|p| p.key == g.province) else {
                continue;
            };
            let free = self
                .provincial
                .garrison_veterans
                .get(&prov.key)
                .map_or(0, |v| v.iter().filter(|x| families.contains(x)).count());
            let owing = prov
                .garrison
                .saturating_sub(u32::try_from(free).unwrap_or(u32::MAX));
            if owing > 0 {
                u.garrisons.push((prov.key.clone(), owing));
            }
            let forces = self.provincial_forces(&prov.key);
            u.provincial += forces.armies + forces.fleets;
            if let Some(card) = d.province(&prov.key) {
                let side = card.side(prov.developed);
                u.base += u32::from(side.land_base.unwrap_or(0))
                    + u32::from(side.naval_base.unwrap_or(0));
            }
        }
        u
    }

    /// REV-03 (LR 1.11.35, 1.06.53): the HRAO's faction decides whether the State pays for
    /// the Legions the Rebel cannot afford (asked in the PB-02 round when some are released).
    pub(super) fn rev_03_released_choice(&self) -> Option<Decision> {
        let due = self.rev_03_upkeep_due()?;
        // ADV 2.03.6/5-6: the non-provincial units released may return to the State too.
        let released = due.paying - due.affordable
            + due.provinces.fleets_released
            + due.provinces.garrisons_released;
        if released == 0 {
            return None;
        }
        let owner = self.senators[self.hrao_index()?].faction?;
        let about = ChoiceAbout::ReleasedLegions {
            rebel: due.rebel,
            legions: released,
        };
        Some(self.choice_decision(
            0,
            owner,
            about,
            vec![ChoiceOption::SenatePays, ChoiceOption::EliminateReleased],
            ChoiceOption::SenatePays,
        ))
    }

    /// REV-03 (LR 1.06.53): does the State pay for the Legions the Rebel released? Yes unless
    /// the HRAO's faction answered `ELIMINATE` (the Default Move pays); `answers` are the
    /// `Choice` answers of the PB-02 round (the REV-20 and REV-17 choices among them).
    pub(super) fn rev_03_senate_pays(answers: &[(FactionId, Answer)]) -> bool {
        !answers.iter().any(|(_, a)| {
            matches!(answer_about(a), Some(ChoiceAbout::ReleasedLegions { .. }))
                && matches!(
                    a,
                    Answer::Choice {
                        pick: ChoiceOption::EliminateReleased,
                        ..
                    }
                )
        })
    }

    /// REV-03: the maintenance shown in faction `f`'s PB-02 call (its Rebel owes some).
    pub(super) fn rev_03_upkeep_option(&self, f: FactionId) -> Option<RebelUpkeepOption> {
        let d = self.rev_03_upkeep_due()?;
        if d.faction != f || d.owed == 0 {
            return None;
        }
        Some(RebelUpkeepOption {
            rebel: d.rebel,
            legions: d.paying,
            owed: d.owed,
            rebels: d
                .purses
                .iter()
                .map(|i| (self.senators[*i].id(), self.senators[*i].treasury))
                .collect(),
            faction_treasury: self.factions[usize::from(f.0)].treasury,
            affordable: d.affordable,
        })
    }

    /// REV-03: check faction `f`'s UPKEEP lines and return every payment of the maintenance:
    /// its lines in the order written, then what they leave unpaid in the Default Move's order
    /// (the Primary Rebel, the Secondary Rebels, the Faction Treasury).
    pub(super) fn rev_03_upkeep_payments(
        &self,
        f: FactionId,
        lines: &[(Purse, u32)],
    ) -> Result<Vec<(PurseRef, u32)>, RuleError> {
        let due = match self.rev_03_upkeep_due() {
            Some(d) if d.faction == f => d,
            _ if lines.is_empty() => return Ok(Vec::new()),
            _ => return Err(Illegal::NoUpkeepOwed.by("REV-03").into()),
        };
        let mut left: Vec<(PurseRef, u64)> = due
            .purses
            .iter()
            .map(|i| (PurseRef::Senator(*i), u64::from(self.senators[*i].treasury)))
            .collect();
        left.push((
            PurseRef::Faction(f),
            u64::from(self.factions[usize::from(f.0)].treasury),
        ));
        let owed = due.pay;
        let mut paid = 0u64;
        let mut payments: Vec<(PurseRef, u32)> = Vec::new();
        for (p, amount) in lines {
            if *amount == 0 {
                continue;
            }
            let at = match p {
                Purse::FactionTreasury => left.len() - 1,
                Purse::Senator(id) => {
                    let Some(i) = self.find_senator(id) else {
                        return Err(Illegal::NoSuchSenator {
                            senator: id.clone(),
                        }
                        .by("REV-03")
                        .into());
                    };
                    let Some(at) = left.iter().position(|(r, _)| *r == PurseRef::Senator(i)) else {
                        return Err(Illegal::UpkeepNotRebel {
                            senator: self.senators[i].id(),
                        }
                        .by("REV-03")
                        .into());
                    };
                    at
                }
            };
            let (r, have) = left[at];
            if have < u64::from(*amount) {
                return Err(Illegal::UpkeepShort {
                    amount: *amount,
                    from: match r {
                        PurseRef::Faction(g) => PurseOf::Faction(g),
                        PurseRef::Senator(i) => PurseOf::Senator(self.senators[i].id()),
                    },
                    have,
                }
                .by("REV-03")
                .into());
            }
            paid += u64::from(*amount);
            if paid > u64::from(owed) {
                return Err(Illegal::UpkeepOverpaid { given: paid, owed }
                    .by("REV-03")
                    .into());
            }
            left[at].1 = have - u64::from(*amount);
            payments.push((r, *amount));
        }
        // The Default Move: the rest in the rule's order of the purses.
        let mut rest = u64::from(owed) - paid;
        for (r, have) in &mut left {
            if rest == 0 {
                break;
            }
            let t = rest.min(*have);
            if t > 0 {
                *have -= t;
                rest -= t;
                payments.push((*r, u32::try_from(t).unwrap_or(0)));
            }
        }
        Ok(payments)
    }

    /// REV-03 (LR 1.11.35): pay the Rebel's maintenance with `payments` (from
    /// `rev_03_upkeep_payments`), before redistribution; the Legions he cannot afford go back
    /// to the Senate (the Active Forces) when `senate_pays` (the HRAO's choice); otherwise they
    /// are eliminated. Returns the Legions the Senate took back and the families of the
    /// Veterans among them (for `rev_03_unaffordable_released` in the Debits).
    pub(super) fn rev_03_rebel_maintenance(
        &mut self,
        payments: &[(PurseRef, u32)],
        senate_pays: bool,
        ev: &mut Vec<Event>,
    ) -> (u32, Vec<u8>) {
        let Some(due) = self.rev_03_upkeep_due() else {
            return (0, Vec::new());
        };
        let mut vets_kept: Vec<u8> = Vec::new();
        let mut paid = 0u32;
        let mut shown: Vec<(PurseOf, u32)> = Vec::new();
        for (p, amount) in payments {
            // Checked against these purses (`rev_03_upkeep_payments`): a purse short of them
            // is a defect of the engine, never a floor.
            if self.take(*p, *amount).is_err() {
                self.rules_end("REV-03", StopWhy::EngineDefect, ev);
                return (0, Vec::new());
            }
            shown.push((self.purse_of(*p), *amount));
            paid += amount;
        }
        self.ledger.spent_to_bank += u64::from(paid);
        let kept = due.affordable;
        let released = due.paying - kept;
        // LR 1.06.53: those the HRAO declines to pay are eliminated.
        let to_senate = if senate_pays { released } else { 0 };
        let eliminated = released - to_senate;
        if released > 0
            && let Some(rb) = self.rebellion.as_mut()
        {
            // Regular Legions go first (Veterans of loyal Senators after them); the Senate
            // keeps the first `to_senate` of them.
            let regular = rb
                .legions
                .saturating_sub(u32::try_from(rb.veterans.len()).unwrap_or(0));
            let from_regular = regular.min(released);
            let mut kept_by_senate = from_regular.min(to_senate);
            let mut left = released - from_regular;
            rb.legions -= released;
            while left > 0 {
                let Some(p) = rb.veterans.iter().position(|v| !due.families.contains(v)) else {
                    break;
                };
                let v = rb.veterans.remove(p);
                if kept_by_senate < to_senate {
                    self.veterans_in_rome.push(v);
                    vets_kept.push(v);
                    kept_by_senate += 1;
                }
                left -= 1;
            }
            self.legions += to_senate;
        }
        // RVN-10 (ADV 2.03.6): the Rebel Governors' Forces released (the Senate's units back to
        // it when it pays, as the Legions above); the Provincial ones are lost.
        let back = self.rvn_10_release(&due, senate_pays, ev);
        if paid > 0 {
            // GEN-04: the purses and amounts are the faction's secret.
            ev.push(private(
                due.faction,
                EventKind::RebelUpkeepPaid {
                    faction: due.faction,
                    payments: shown,
                },
            ));
        }
        ev.push(public(EventKind::RebelMaintenance {
            rebel: due.rebel.clone(),
            legions: kept,
            released,
        }));
        if eliminated > 0 {
            ev.push(public(EventKind::ReleasedLegionsEliminated {
                rebel: due.rebel,
                legions: eliminated,
                declined: true,
            }));
        }
        (to_senate + back.0, [vets_kept, back.1].concat())
    }

    /// REV-03 (LR 1.11.35, 1.06.53: "or if the Senate cannot afford them, they are immediately
    /// eliminated"): before the Debits, the Legions the Senate took back from the Rebel this
    /// phase (`kept`, with `vets` the families of the Veterans among them) that the State
    /// Treasury cannot pay 2T for after its other debits (`debts`: the provincial ones, then
    /// `rev_16_debit_items`) are eliminated, regular Legions first.
    pub(super) fn rev_03_unaffordable_released(
        &mut self,
        debts: &[(super::api::TreasuryReason, i64)],
        kept: u32,
        vets: &[u8],
        ev: &mut Vec<Event>,
    ) {
        let Some(rebel) = self.rebellion.as_ref().map(|r| r.rebel.clone()) else {
            return;
        };
        if kept == 0 {
            return;
        }
        // The Debits as `rev_16_debits` will take them (provincial debts first).
        let need: i64 = self
            .rev_16_debit_items(debts.to_vec())
            .iter()
            .map(|(_, c)| *c)
            .sum();
        let short = need - self.state_treasury;
        if short <= 0 {
            return;
        }
        let cut = u32::try_from((short + 1) / 2).unwrap_or(u32::MAX).min(kept);
        // Regular Legions first, then the Veterans (of loyal Senators) that came back.
        let regular = kept.saturating_sub(u32::try_from(vets.len()).unwrap_or(0));
        let mut left = cut.saturating_sub(regular.min(cut));
        for v in vets {
            if left == 0 {
                break;
            }
            if let Some(p) = self.veterans_in_rome.iter().position(|x| x == v) {
                self.veterans_in_rome.remove(p);
            }
            left -= 1;
        }
        self.legions = self.legions.saturating_sub(cut);
        ev.push(public(EventKind::ReleasedLegionsEliminated {
            rebel,
            legions: cut,
            declined: false,
        }));
    }
}

impl Game {
    /// RVN-10 (ADV 2.03.6/4-8): release what `due` says the Rebel cannot pay for. The Roman
    /// Fleets and Garrison Legions go back to the State when `senate_pays` (the HRAO's REV-03
    /// choice: "may be returned to the State"), else they are eliminated; the Provincial Armies
    /// and Fleets released are lost (with the Primary Rebel's first, then by Rebel Province,
    /// Armies before Fleets). The Base Strength is never lost. Returns the Garrison Legions the
    /// Senate took back and the families of the Veterans among them (for the Debits' check).
    ///
    /// RULING (RVN-10, ADV 2.03.6/4-5): the non-provincial units go in the order his Army's
    /// Legions (REV-03), the Roman Fleets, then the Garrison Legions, regular ones first: the
    /// Garrisons keep his Provinces.
    fn rvn_10_release(
        &mut self,
        due: &UpkeepDue,
        senate_pays: bool,
        ev: &mut Vec<Event>,
    ) -> (u32, Vec<u8>) {
        let u = &due.provinces;
        if due.rebellion_has_no_governors() {
            return (0, Vec::new());
        }
        let mut vets_back: Vec<u8> = Vec::new();
        let mut garrison_back = 0u32;
        // Roman Fleets.
        if let Some(r) = self.rebellion.as_mut() {
            r.fleets -= u.fleets_released.min(r.fleets);
        }
        if senate_pays {
            self.fleets += u.fleets_released;
        }
        // Garrison Legions, Province by Province.
        let mut left = u.garrisons_released;
        let mut from_garrisons: Vec<(ProvinceKey, u32)> = Vec::new();
        for (key, owing) in &u.garrisons {
            if left == 0 {
                break;
            }
            let n = left.min(*owing);
            left -= n;
            let Some(p) = self.provinces.iter().position(|x| x.key == *key) else {
                continue;
            };
            let vets = self.garrison_veterans(key);
            let regular = self.provinces[p].garrison.saturating_sub(vets);
            let mut loyal_out = n.saturating_sub(regular);
            if let Some(v) = self.provincial.garrison_veterans.get_mut(key) {
                while loyal_out > 0 {
                    let Some(k) = v.iter().position(|x| !due.families.contains(x)) else {
                        break;
                    };
                    let family = v.remove(k);
                    if senate_pays {
                        self.veterans_in_rome.push(family);
                        vets_back.push(family);
                    }
                    loyal_out -= 1;
                }
            }
            self.garrison_veterans_tidy();
            // ADV 2.03.22/1 (RULINGS): a Rebel Garrison is not among the Senate's Legions; back
            // to the State it is again.
            self.provinces[p].garrison -= n;
            if senate_pays {
                self.legions += n;
                garrison_back += n;
            }
            from_garrisons.push((key.clone().into(), n));
        }
        // Provincial Armies and Fleets: lost.
        let mut left = u.provincial_released;
        if let Some(r) = self.rebellion.as_mut() {
            for n in [&mut r.provincial_armies, &mut r.provincial_fleets] {
                let k = left.min(*n);
                *n -= k;
                left -= k;
            }
        }
        let keys: Vec<String> = self
            .rebellion
            .as_ref()
            .map(|r| r.governors.iter().map(|g| g.province.clone()).collect())
            .unwrap_or_default();
        for key in keys {
            if let Some(f) = self.provincial.forces.get_mut(&key) {
                for n in [&mut f.armies, &mut f.fleets] {
                    let k = left.min(*n);
                    *n -= k;
                    left -= k;
                }
            }
        }
        ev.push(public(EventKind::RebelGovernorsUpkeep {
            rebel: due.rebel.clone(),
            fleets: u.fleets,
            garrison_legions: u.garrisons.iter().map(|(_, n)| *n).sum(),
            provincial: u.provincial,
            base: u.base,
            owed: due.owed,
            fleets_released: u.fleets_released,
            garrisons_released: from_garrisons,
            provincial_released: u.provincial_released,
            to_senate: senate_pays,
        }));
        (garrison_back, vets_back)
    }
}

impl UpkeepDue {
    /// Without Rebel Governors (the Basic Game's Revolt) ADV 2.03.6 adds nothing.
    fn rebellion_has_no_governors(&self) -> bool {
        let u = &self.provinces;
        u.fleets == 0 && u.garrisons.is_empty() && u.provincial == 0 && u.base == 0
    }
}
