//! The Revenue Phase (LR 1.06; REV-*, PB-02) and the stop at the Forum Phase (FOR-01).
//!
//! Order (LR 1.06): personal revenue (1.06.1: base, knights, concessions, provincial spoils) →
//! rebel maintenance (1.06.2) → redistribution (1.06.3) → province development (1.06.4) →
//! State revenues: annual 100T (1.06.5), provincial taxes (1.06.51), contributions (1.06.52),
//! debits (1.06.53) → returning governors (1.06.6).
//!
//! Provinces (src/rules/provinces.rs): Barbarian Raids (REV-01) and Internal Disorder (REV-02)
//! at the start of the phase, before personal revenue; Provincial Spoils (REV-08, part of
//! personal revenue) once the sealed PB-02 orders are in, before redistribution; development
//! (REV-12) after redistribution; provincial State income (REV-14) after the annual revenue;
//! unpaid negative spoils and State income in the Debits (REV-16); terms (REV-19) at the end.
//! The Pontifex Maximus collects 1d6T (REV-09, pontifex.rs); Allied Enthusiasm pays the State
//! after the annual revenue (REV-17, events.rs). Rebel maintenance (REV-03) is `rebellion.rs`.

use std::collections::BTreeMap;

use super::api::StopWhy;
use super::api::{
    Act, Answer, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind, FactionId,
    Illegal, IncomeItem, KnightsOrder, Purse, PurseOf, RuleError, SenatorId, TalentMove, Transfer,
    TreasuryReason,
};
use super::game::{Game, data, private, public};
use super::state::Phase;

/// The State Treasury level below which everyone is warned (GEN-12, LR 1.06.53).
const LOW_TREASURY: i64 = 70;

/// A validated revenue answer and what it does to the answering faction's own purses.
#[derive(Debug, Clone)]
pub(super) struct RevenuePlan {
    /// Normalised answer (canonical senator IDs, income shares merged, zeros dropped).
    pub(super) answer: Answer,
    /// (senator index, talents) of income.
    pub(super) shares: Vec<(usize, u32)>,
    /// Income left for the Faction Treasury.
    pub(super) to_treasury: u32,
    /// Transfers with resolved purses.
    pub(super) transfers: Vec<(PurseRef, PurseRef, u32)>,
    /// (senator index, talents).
    pub(super) contributions: Vec<(usize, u32)>,
    /// REV-03: the Rebel's maintenance, purse by purse (his lines, then the Default Move).
    pub(super) upkeep: Vec<(PurseRef, u32)>,
}

/// An engine defect: Talents taken from a purse that does not hold them (`Game::take`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct PurseShort {
    pub(super) amount: u32,
    pub(super) have: u32,
}

/// A purse resolved to the state: a Faction Treasury or a senator (index).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum PurseRef {
    Faction(FactionId),
    Senator(usize),
}

impl Game {
    /// Start the Revenue Phase: personal revenue (REV-04..REV-06) privately to each faction,
    /// then open the PB-02 round.
    pub(super) fn start_revenue(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Revenue;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Revenue,
        }));
        // REV-01 / REV-02: Barbarian Raids and Internal Disorder at the start of the phase.
        if !self.province_events_at_revenue_start(ev) {
            return;
        }
        // REV-03: the Rebel's maintenance (LR 1.06.2, before redistribution) is paid when the
        // PB-02 answers are in, from the purses the Rebel's faction names (rebel_upkeep.rs).
        self.income = vec![0; self.faction_count()];
        let mut details: Vec<(FactionId, Vec<IncomeItem>)> = Vec::new();
        for f in self.faction_ids() {
            let (total, detail) = self.rev_04_personal_revenue(f);
            self.income[usize::from(f.0)] = total;
            details.push((f, detail));
        }
        // REV-07: the grain concessions' Drought bonus, by the holders' standing GRAIN choice.
        let earners: Vec<(FactionId, Vec<usize>)> = self
            .faction_ids()
            .into_iter()
            .map(|f| (f, self.earners(f)))
            .collect();
        for (f, item) in self.rev_07_grain_bonus(&earners, ev) {
            if let (Some(i), IncomeItem::GrainBonus { amount, .. }) =
                (self.income.get_mut(usize::from(f.0)), &item)
            {
                *i += amount;
            }
            if let Some((_, d)) = details.iter_mut().find(|(o, _)| *o == f) {
                d.push(item);
            }
        }
        // ADV 2.02.4/2 (REV-08, REV-14, REV-18): the Provinces under attack, announced.
        self.rev_18_announce_attacked(ev);
        // REV-08 (LR 1.06.1, 1.06.13): the Provincial Spoils are rolled now, by each
        // Governor's standing SPOILS choice, and are part of the faction's income lump.
        let (debts, spoils) = self.rev_08_spoils(&self.standing_spoils_choices(), ev);
        self.spoils_debts = debts;
        for (f, item) in spoils {
            if let (Some(i), IncomeItem::Spoils { amount, .. }) =
                (self.income.get_mut(usize::from(f.0)), &item)
            {
                *i += amount;
            }
            if let Some((_, d)) = details.iter_mut().find(|(o, _)| *o == f) {
                d.push(item);
            }
        }
        // RVN-10 (ADV 2.03.5): the Rebel Governors' Provinces pay them, into their Personal
        // Treasuries (`rebel_province.rs`).
        self.rvn_10_rebel_province_income(ev);
        // REV-09 (LR 2.01.6, 1.06.1): the Pontifex's collections are part of his faction's lump.
        if let Some((f, p, amount)) = self.rev_09_pontifex_collections(ev) {
            if let Some(i) = self.income.get_mut(usize::from(f.0)) {
                *i += amount;
            }
            let senator = self.senators[p].id();
            if let Some((_, d)) = details.iter_mut().find(|(o, _)| *o == f) {
                d.push(IncomeItem::Pontifex { senator, amount });
            }
        }
        for (f, detail) in details {
            ev.push(private(
                f,
                EventKind::IncomeCollected {
                    faction: f,
                    total: self.income.get(usize::from(f.0)).copied().unwrap_or(0),
                    detail,
                },
            ));
        }
        let mut decisions: Vec<Decision> = self
            .faction_ids()
            .into_iter()
            .map(|f| self.revenue_decision(f))
            .collect();
        // COM-16: the ransom of captives is offered in the same round.
        decisions.extend(self.ransom_decisions());
        // REV-03: the HRAO decides whether the State pays for the Legions the Rebel releases.
        decisions.extend(self.rev_03_released_choice());
        // REV-20: the Open Bodyguards' upkeep; REV-17: a Rebel Consul's Bequest.
        decisions.extend(self.rev_20_upkeep_decisions(ev));
        decisions.extend(self.rev_17_rebel_choices());
        self.open_round(DecisionKind::Revenue, decisions);
    }

    /// Senators who earn and may receive income (REV-04: aligned, not in revolt, not captive;
    /// neither exists yet).
    fn earners(&self, f: FactionId) -> Vec<usize> {
        // COM-16: captives earn no revenue.
        self.senators_of(f)
            .into_iter()
            .filter(|i| {
                let id = self.senators[*i].id();
                // RVN-08: rebels forfeit all Personal Revenue.
                !self.captives.iter().any(|c| c.senator == id) && !self.senators[*i].rebel
            })
            .collect()
    }

    /// REV-04 (LR 1.06.1) personal revenue of a faction, as a lump sum with its detail:
    /// REV-05 base income (Faction Leader 3T, other Senators 1T), REV-06 1T per Knight and each
    /// Concession's income (which must be collected and reveals its corrupt bar). Marks the
    /// concessions corrupt. Crassus 29A: his base and Concession income doubled, not his
    /// Knights' (card:statesman-29a/1).
    pub(super) fn rev_04_personal_revenue(&mut self, f: FactionId) -> (u32, Vec<IncomeItem>) {
        let d = data();
        let mut total = 0u32;
        let mut detail = Vec::new();
        for i in self.earners(f) {
            let factor = self.income_factor(i);
            let s = &mut self.senators[i];
            let senator = s.id();
            let base = factor * if s.faction_leader { 3 } else { 1 };
            total += base;
            detail.push(IncomeItem::Senator {
                senator: senator.clone(),
                leader: s.faction_leader,
                amount: base,
            });
            if s.knights > 0 {
                total += s.knights;
                detail.push(IncomeItem::Knights {
                    senator: senator.clone(),
                    knights: s.knights,
                });
            }
            for c in &mut s.concessions {
                let Some(card) = d.concession(&c.key) else {
                    continue;
                };
                if card.income > 0 {
                    c.corrupt = true;
                    let amount = factor * u32::from(card.income);
                    total += amount;
                    detail.push(IncomeItem::Concession {
                        senator: senator.clone(),
                        concession: c.key.clone(),
                        amount,
                    });
                }
            }
        }
        (total, detail)
    }

    /// REV-08: the Governors' standing SPOILS choices (not listed: he takes them, S004).
    fn standing_spoils_choices(&self) -> Vec<(SenatorId, bool)> {
        self.faction_ids()
            .into_iter()
            .flat_map(|f| match self.standing_for(f, DecisionKind::Revenue) {
                Some(Answer::Revenue { spoils, .. }) => spoils,
                _ => Vec::new(),
            })
            .collect()
    }

    /// PB-02: the revenue decision of `f`; a standing revenue order is its default when it is
    /// legal this turn. REV-08: the spoils were rolled when the phase opened (by the standing
    /// SPOILS choices), so no Governor chooses them in this round.
    fn revenue_decision(&self, f: FactionId) -> Decision {
        let income = self.income.get(usize::from(f.0)).copied().unwrap_or(0);
        let governors: Vec<SenatorId> = Vec::new();
        let d = Decision {
            id: self.decision_id("revenue", f),
            kind: DecisionKind::Revenue,
            owner: f,
            simultaneous: true,
            options: DecisionOptions::Revenue {
                income,
                senators: self
                    .earners(f)
                    .into_iter()
                    .map(|i| self.senators[i].id())
                    .collect(),
                faction_treasury: self.factions[usize::from(f.0)].treasury,
                governors,
                upkeep: self.rev_03_upkeep_option(f),
                initiative: self
                    .pb_03_coming_initiative(f)
                    .map(|n| Box::new(self.initiative_options(f, n))),
            },
            default: Answer::Revenue {
                income_to_senators: Vec::new(),
                contributions: Vec::new(),
                transfers: Vec::new(),
                spoils: Vec::new(),
                grain: Vec::new(),
                upkeep: Vec::new(),
                plan_ahead: None,
            },
            default_by: DefaultBy::Seed,
        };
        let mut d = self.apply_standing(d);
        if let Answer::Revenue { spoils, grain, .. } = &mut d.default {
            spoils.clear();
            // REV-07: taken (or not) when the phase opened.
            grain.clear();
        }
        d
    }

    /// Resolve a purse named in `f`'s revenue orders. `own` requires it to be `f`'s.
    fn purse_ref(&self, f: FactionId, p: &Purse, own: bool) -> Result<PurseRef, RuleError> {
        match p {
            Purse::FactionTreasury => Ok(PurseRef::Faction(f)),
            Purse::Senator(id) => {
                let Some(i) = self.find_senator(id) else {
                    return Err(Illegal::NoSuchSenator {
                        senator: id.clone(),
                    }
                    .by("REV-10")
                    .into());
                };
                match self.senators[i].faction {
                    Some(g) if g == f => Ok(PurseRef::Senator(i)),
                    Some(_) if !own => Ok(PurseRef::Senator(i)),
                    Some(_) => Err(Illegal::NotYourSenator {
                        senator: id.clone(),
                        act: Act::SendTalents,
                    }
                    .by("REV-10")
                    .into()),
                    // LR 1.06.3: talents go only to aligned Senators.
                    None => Err(Illegal::NotAligned {
                        senator: id.clone(),
                        act: Act::ReceiveIncome,
                    }
                    .by("REV-10")
                    .into()),
                }
            }
        }
    }

    /// One of `f`'s senators, to do `act` under `rule`.
    pub(super) fn own_senator(
        &self,
        f: FactionId,
        id: &SenatorId,
        act: Act,
        rule: &'static str,
    ) -> Result<usize, RuleError> {
        let i = self.find_senator(id).ok_or_else(|| {
            Illegal::NoSuchSenator {
                senator: id.clone(),
            }
            .by(rule)
        })?;
        if self.senators[i].faction != Some(f) {
            return Err(Illegal::NotYourSenator {
                senator: id.clone(),
                act,
            }
            .by(rule)
            .into());
        }
        Ok(i)
    }

    /// REV-15 / FOR-15 / REV-10 (LR 1.10.71): "Captives ... have their Personal Treasuries
    /// frozen except for purposes of paying the Ransom": no talents into or out of a captive's
    /// Personal Treasury but the ransom (`ransom.rs`, COM-16).
    pub(super) fn not_captive(
        &self,
        i: usize,
        act: Act,
        rule: &'static str,
    ) -> Result<(), RuleError> {
        let id = self.senators[i].id();
        if self.captives.iter().any(|c| c.senator == id) {
            return Err(Illegal::Captive { senator: id, act }.by(rule).into());
        }
        Ok(())
    }

    /// Validate a PB-02 answer against the faction's own purses, in the order income →
    /// transfers → contributions; no purse may go negative (REV-10, REV-15, GEN-08).
    ///
    /// RULING (PB-02): the answers are sealed and simultaneous, so each faction's orders are
    /// checked against its own money only (this turn's income, its Faction Treasury and its
    /// Senators' Personal Treasuries); talents sent by other factions in the same round arrive
    /// after every faction's transfers and cannot be passed on or contributed before next turn.
    pub(super) fn plan_revenue(&self, f: FactionId, a: &Answer) -> Result<RevenuePlan, RuleError> {
        let Answer::Revenue {
            income_to_senators,
            contributions,
            transfers,
            spoils,
            grain,
            upkeep,
            plan_ahead,
        } = a
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Revenue,
            });
        };
        // COM-23 (card:intrigue-proscription/3): a plan sent ahead that attracts Knights is
        // refused when it is read, so only its KNIGHTS line is left out (checked again with the
        // whole plan when the Forum Phase opens, PB-03).
        if let Some(ahead) = plan_ahead
            && matches!(ahead.plan.knights, Some(KnightsOrder::Attract { .. }))
        {
            self.com_23_may_recruit(f)?;
        }
        let income = self.income.get(usize::from(f.0)).copied().unwrap_or(0);
        // Income shares (REV-10).
        let mut shares: BTreeMap<usize, u32> = BTreeMap::new();
        for (id, amt) in income_to_senators {
            let i = self.own_senator(f, id, Act::ReceiveIncome, "REV-10")?;
            self.not_captive(i, Act::ReceiveIncome, "REV-10")?;
            // RVN-08: a rebel takes nothing from his Faction Treasury.
            if self.senators[i].rebel && *amt > 0 {
                return Err(Illegal::RebelCannotReceive {
                    senator: self.senators[i].id(),
                }
                .by("RVN-08")
                .into());
            }
            if *amt > 0 {
                *shares.entry(i).or_insert(0) += amt;
            }
        }
        let given: u32 = shares.values().sum();
        if given > income {
            return Err(Illegal::IncomeOverspent {
                given: u64::from(given),
                income,
            }
            .by("REV-10")
            .into());
        }
        let to_treasury = income - given;
        // Own purses after income.
        let mut purse: BTreeMap<PurseRef, u64> = BTreeMap::new();
        purse.insert(
            PurseRef::Faction(f),
            u64::from(self.factions[usize::from(f.0)].treasury) + u64::from(to_treasury),
        );
        for i in self.senators_of(f) {
            let extra = shares.get(&i).copied().unwrap_or(0);
            purse.insert(
                PurseRef::Senator(i),
                u64::from(self.senators[i].treasury) + u64::from(extra),
            );
        }
        // REV-03: the Rebel's maintenance comes out before redistribution (its lines are checked
        // against the purses before this turn's income, which only adds to them).
        let paid_upkeep = self.rev_03_upkeep_payments(f, upkeep)?;
        for (p, t) in &paid_upkeep {
            let from = self.purse_of(*p);
            if let Some(v) = purse.get_mut(p) {
                // Never a floor: a purse the upkeep overdraws refuses the orders (REV-03).
                *v = v.checked_sub(u64::from(*t)).ok_or(
                    Illegal::UpkeepShort {
                        amount: *t,
                        from,
                        have: *v,
                    }
                    .by("REV-03"),
                )?;
            }
        }
        // Transfers, in the order given (REV-10, GEN-08).
        let mut moves = Vec::new();
        for (n, t) in transfers.iter().enumerate() {
            if t.amount == 0 {
                continue;
            }
            let from = self.purse_ref(f, &t.from, true)?;
            let to = self.purse_ref(f, &t.to, false)?;
            if let PurseRef::Senator(i) = from {
                self.not_captive(i, Act::SendTalents, "REV-10")?;
            }
            if let PurseRef::Senator(i) = to {
                self.not_captive(i, Act::ReceiveIncome, "REV-10")?;
            }
            // RVN-08: a rebel receives nothing from a Faction Treasury or a loyal senator.
            if let PurseRef::Senator(j) = to
                && self.senators[j].rebel
                && !matches!(from, PurseRef::Senator(k) if self.senators[k].rebel)
            {
                return Err(Illegal::RebelCannotReceive {
                    senator: self.senators[j].id(),
                }
                .by("RVN-08")
                .into());
            }
            // REV-10 / RVN-08 (LR 1.06.3): a rebel's talents go only to other rebels.
            if let PurseRef::Senator(k) = from
                && self.senators[k].rebel
                && !matches!(to, PurseRef::Senator(j) if self.senators[j].rebel)
            {
                return Err(Illegal::RebelCannotSend {
                    senator: self.senators[k].id(),
                }
                .by("REV-10")
                .into());
            }
            if from == to {
                return Err(Illegal::TransferToItself {
                    n: u32::try_from(n + 1).unwrap_or(u32::MAX),
                }
                .by("REV-10")
                .into());
            }
            let have = purse.get(&from).copied().unwrap_or(0);
            if have < u64::from(t.amount) {
                return Err(Illegal::TransferShort {
                    n: u32::try_from(n + 1).unwrap_or(u32::MAX),
                    amount: t.amount,
                    from: self.purse_of(from),
                    have,
                }
                .by("REV-10")
                .into());
            }
            purse.insert(from, have - u64::from(t.amount));
            if let Some(v) = purse.get_mut(&to) {
                *v += u64::from(t.amount);
            }
            moves.push((from, to, t.amount));
        }
        // Contributions (REV-15): own senators, once each, from their Personal Treasury.
        let mut gifts: Vec<(usize, u32)> = Vec::new();
        for (id, amt) in contributions {
            let i = self.own_senator(f, id, Act::Contribute, "REV-15")?;
            self.not_captive(i, Act::Contribute, "REV-15")?;
            // REV-15 / RVN-08 (LR 1.06.52): only a non-rebel Senator contributes.
            if self.senators[i].rebel {
                return Err(Illegal::RebelCannotSend {
                    senator: self.senators[i].id(),
                }
                .by("REV-15")
                .into());
            }
            if gifts.iter().any(|(j, _)| *j == i) {
                return Err(Illegal::SecondContribution {
                    senator: self.senators[i].id(),
                }
                .by("REV-15")
                .into());
            }
            if *amt == 0 {
                continue;
            }
            let have = purse.get(&PurseRef::Senator(i)).copied().unwrap_or(0);
            if have < u64::from(*amt) {
                return Err(Illegal::ContributionShort {
                    senator: self.senators[i].id(),
                    amount: *amt,
                    have,
                }
                .by("REV-15")
                .into());
            }
            purse.insert(PurseRef::Senator(i), have - u64::from(*amt));
            gifts.push((i, *amt));
        }
        // Spoils (REV-08): only the faction's Governors who may take them, once each.
        let may = self.spoils_governors(f);
        let mut choices: Vec<(SenatorId, bool)> = Vec::new();
        for (id, take) in spoils {
            let Some(g) = self
                .find_senator(id)
                .map(|i| self.senators[i].id())
                .filter(|g| may.contains(g))
            else {
                return Err(Illegal::NotYourGovernor {
                    senator: id.clone(),
                }
                .by("REV-08")
                .into());
            };
            if choices.iter().any(|(o, _)| *o == g) {
                return Err(Illegal::SecondSpoilsChoice {
                    senator: id.clone(),
                }
                .by("REV-08")
                .into());
            }
            choices.push((g, *take));
        }
        let id = |i: usize| self.senators[i].id();
        let purse_out = |p: PurseRef| match p {
            PurseRef::Faction(_) => Purse::FactionTreasury,
            PurseRef::Senator(i) => Purse::Senator(id(i)),
        };
        let answer = Answer::Revenue {
            income_to_senators: shares.iter().map(|(i, a)| (id(*i), *a)).collect(),
            contributions: gifts.iter().map(|(i, a)| (id(*i), *a)).collect(),
            transfers: moves
                .iter()
                .map(|(from, to, amount)| Transfer {
                    amount: *amount,
                    from: purse_out(*from),
                    to: purse_out(*to),
                })
                .collect(),
            spoils: choices,
            // REV-07: kept as written (a standing choice, read when the phase opens).
            grain: grain.clone(),
            upkeep: upkeep.iter().filter(|(_, n)| *n > 0).cloned().collect(),
            // PB-03: checked when the Forum Phase opens (`pb_03_cast_plans_ahead`).
            plan_ahead: plan_ahead.clone(),
        };
        Ok(RevenuePlan {
            answer,
            shares: shares.into_iter().collect(),
            to_treasury,
            transfers: moves,
            contributions: gifts,
            upkeep: paid_upkeep,
        })
    }

    pub(super) fn purse_of(&self, p: PurseRef) -> PurseOf {
        match p {
            PurseRef::Faction(f) => PurseOf::Faction(f),
            PurseRef::Senator(i) => PurseOf::Senator(self.senators[i].id()),
        }
    }

    /// REV-10 / REV-15 (GEN-08: no purse may go negative): take `amount` validated Talents
    /// from a purse. The orders were checked against the purses (`plan_revenue`), so a purse
    /// short of them is a defect of the engine: it is refused here and left untouched (a floor
    /// at 0 would make the difference from nothing, breaking the talent ledger).
    pub(super) fn take(&mut self, p: PurseRef, amount: u32) -> Result<(), PurseShort> {
        let t = match p {
            PurseRef::Faction(f) => &mut self.factions[usize::from(f.0)].treasury,
            PurseRef::Senator(i) => &mut self.senators[i].treasury,
        };
        *t = t
            .checked_sub(amount)
            .ok_or(PurseShort { amount, have: *t })?;
        Ok(())
    }

    fn give(&mut self, p: PurseRef, amount: u32) {
        match p {
            PurseRef::Faction(f) => self.factions[usize::from(f.0)].treasury += amount,
            PurseRef::Senator(i) => self.senators[i].treasury += amount,
        }
    }

    /// Resolve PB-02, then the State's revenues and debits, then stop at the Forum Phase.
    pub(super) fn resolve_revenue(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        // COM-16: the ransoms are paid after the income and transfers.
        let (ransoms, answers): (Vec<_>, Vec<_>) = answers
            .into_iter()
            .partition(|(_, a)| matches!(a, Answer::Ransom { .. }));
        // REV-03: the HRAO's choice on the Legions the Rebel releases (Default Move: pay); the
        // REV-20 upkeep and REV-17 Bequest choices are among them.
        let (released, answers): (Vec<_>, Vec<_>) = answers
            .into_iter()
            .partition(|(_, a)| matches!(a, Answer::Choice { .. }));
        let senate_pays = Self::rev_03_senate_pays(&released);
        // PB-02 / PB-03 (S004/11): the initiative plans sent with the revenue orders wait for
        // the Forum Phase.
        self.plans_ahead = answers
            .iter()
            .filter_map(|(f, a)| match a {
                Answer::Revenue {
                    plan_ahead: Some(p),
                    ..
                } => Some((*f, p.clone())),
                _ => None,
            })
            .collect();
        let order = self.hrao_order();
        let mut plans: Vec<(FactionId, RevenuePlan)> = Vec::new();
        for f in &order {
            let Some((_, a)) = answers.iter().find(|(o, _)| o == f) else {
                continue;
            };
            // Validated in resolve_round against the same purses: a failure here is a defect
            // of the engine, never applied and never skipped in silence (PB-02).
            match self.plan_revenue(*f, a) {
                Ok(p) => plans.push((*f, p)),
                Err(_) => {
                    self.rules_end("PB-02", StopWhy::EngineDefect, ev);
                    return;
                }
            }
        }
        let mut released_kept: (u32, Vec<u8>) = (0, Vec::new());
        // REV-03 (LR 1.06.2): the Rebel's maintenance, before the income and redistribution,
        // from the purses his faction's answer names (or the Default Move's order).
        if let Some(due) = self.rev_03_upkeep_due() {
            let payments = match plans.iter().find(|(f, _)| *f == due.faction) {
                Some((_, p)) => p.upkeep.clone(),
                None => self
                    .rev_03_upkeep_payments(due.faction, &[])
                    .unwrap_or_default(),
            };
            released_kept = self.rev_03_rebel_maintenance(&payments, senate_pays, ev);
        }
        // REV-08: the spoils were rolled when the phase opened (in the income lump); their
        // unpaid negative results wait for the Debits.
        let mut debts = std::mem::take(&mut self.spoils_debts);
        // REV-10: income distribution.
        let mut moves: BTreeMap<FactionId, Vec<TalentMove>> = BTreeMap::new();
        for (f, p) in &plans {
            let l = moves.entry(*f).or_default();
            for (i, amt) in &p.shares {
                self.senators[*i].treasury += amt;
                self.ledger.income_paid += u64::from(*amt);
                l.push(TalentMove::Income {
                    to: PurseOf::Senator(self.senators[*i].id()),
                    amount: *amt,
                });
            }
            self.factions[usize::from(f.0)].treasury += p.to_treasury;
            self.ledger.income_paid += u64::from(p.to_treasury);
            l.push(TalentMove::Income {
                to: PurseOf::Faction(*f),
                amount: p.to_treasury,
            });
        }
        // REV-10 / GEN-08: transfers (factions in HRAO order, each in its own order).
        let mut reports: Vec<Event> = Vec::new();
        for (f, p) in &plans {
            for (from, to, amt) in &p.transfers {
                if self.take(*from, *amt).is_err() {
                    self.rules_end("REV-10", StopWhy::EngineDefect, ev);
                    return;
                }
                self.give(*to, *amt);
                let (from_purse, to_purse) = (self.purse_of(*from), self.purse_of(*to));
                moves.entry(*f).or_default().push(TalentMove::Sent {
                    from: from_purse.clone(),
                    to: to_purse.clone(),
                    amount: *amt,
                });
                if let PurseRef::Senator(i) = to
                    && let Some(g) = self.senators[*i].faction
                    && g != *f
                {
                    moves.entry(g).or_default().push(TalentMove::Received {
                        from_faction: *f,
                        from: from_purse,
                        to: to_purse,
                        amount: *amt,
                    });
                    reports.push(public(EventKind::TransferReported {
                        from_faction: *f,
                        to: self.senators[*i].id(),
                        to_faction: g,
                        amount: *amt,
                    }));
                }
            }
        }
        for (f, m) in moves {
            ev.push(private(
                f,
                EventKind::IncomeDistributed {
                    faction: f,
                    moves: m,
                },
            ));
        }
        ev.extend(reports);
        self.com_16_pay_ransoms(&ransoms, ev);
        // REV-12 (LR 1.06.4): development.
        self.rev_12_development(ev);
        // REV-13 (LR 1.06.5): annual revenue.
        self.state_treasury += 100;
        self.ledger.state_revenue += 100;
        ev.push(public(EventKind::StateTreasury {
            reason: TreasuryReason::AnnualRevenue,
            delta: 100,
            balance: self.state_treasury,
            shortfall: 0,
        }));
        self.rev_17_allied_enthusiasm(ev);
        // REV-17: a Bequest the Senate sent for (pergamene.rs, bequests.rs).
        self.rev_17_discard_if_province_exists(ev);
        self.rev_17_collect(&released, ev);
        // REV-14 (LR 1.06.51): provincial State income.
        debts.extend(self.rev_14_state_income(ev));
        // REV-15 (LR 1.06.52): contributions.
        let d = data();
        for (f, p) in &plans {
            for (i, amt) in &p.contributions {
                let inf = d.contribution_influence(*amt);
                // REV-15: checked at validation (`Illegal::ContributionShort`); short here is a
                // defect of the engine (a floor would make the Talents from nothing).
                if self.take(PurseRef::Senator(*i), *amt).is_err() {
                    self.rules_end("REV-15", StopWhy::EngineDefect, ev);
                    return;
                }
                self.senators[*i].add_influence(i64::from(inf));
                self.state_treasury += i64::from(*amt);
                self.ledger.contributions += u64::from(*amt);
                ev.push(public(EventKind::Contribution {
                    senator: self.senators[*i].id(),
                    faction: *f,
                    amount: *amt,
                    influence: inf,
                }));
                ev.push(public(EventKind::StateTreasury {
                    reason: TreasuryReason::Contribution {
                        senator: self.senators[*i].id(),
                    },
                    delta: i64::from(*amt),
                    balance: self.state_treasury,
                    shortfall: 0,
                }));
            }
        }
        // REV-20: the Open Bodyguards' upkeep, from what the purses hold after the transfers,
        // ransoms and contributions (taken before them, the 1T could leave a contribution the
        // faction wrote short: simulate, Alternative History, a talent made from nothing).
        self.rev_20_upkeep(&released, ev);
        // REV-03 (LR 1.06.53): released Legions the State cannot afford are eliminated.
        self.rev_03_unaffordable_released(&debts, released_kept.0, &released_kept.1, ev);
        // REV-16 (LR 1.06.53): debits; GEN-12: the HRAO may be asked which Forces the State
        // cannot maintain (the phase ends when he answers).
        if !self.rev_16_debits(debts, ev) {
            return;
        }
        self.rev_16_finish(ev);
    }

    /// The end of the Revenue Phase after the Debits (REV-16): the low-Treasury warning
    /// (GEN-12), the Governors' terms (REV-19), then the Forum Phase.
    pub(super) fn rev_16_finish(&mut self, ev: &mut Vec<Event>) {
        // REV-18 (ADV 2.02.2/2): the Local Taxes, right after the Debits; the Governors with a
        // choice are asked, and the phase goes on when they answer.
        if self.rev_18_local_taxes(ev) {
            return;
        }
        self.rev_16_after_local_taxes(ev);
    }

    /// The end of the Revenue Phase after the Local Taxes (REV-18).
    pub(super) fn rev_16_after_local_taxes(&mut self, ev: &mut Vec<Event>) {
        if self.state_treasury < LOW_TREASURY {
            ev.push(public(EventKind::TreasuryWarning {
                balance: self.state_treasury,
            }));
        }
        // REV-19 (LR 1.06.6): governors' terms.
        self.rev_19_governor_terms(ev);
        self.income.clear();
        self.start_forum(ev);
    }

    /// REV-16 (LR 1.06.53): what the Debits take, in order: the provincial debts, 20T per
    /// Active War and for a Civil War, the Land Bills' costs, 2T per Legion and Fleet. The REV-03
    /// check of released Legions counts the same items.
    pub(super) fn rev_16_debit_items(
        &self,
        provincial: Vec<(TreasuryReason, i64)>,
    ) -> Vec<(TreasuryReason, i64)> {
        let mut items: Vec<(TreasuryReason, i64)> = provincial;
        for w in &self.active_wars {
            items.push((TreasuryReason::ActiveWar { war: w.clone() }, 20));
        }
        // REV-16 / RVN-08 (LR 1.06.53: "each Active War (including Unprosecuted Wars and Civil
        // Wars)"; LR 1.11.3: the Primary Rebel's Army "is an Active War").
        if let Some(r) = &self.rebellion {
            items.push((
                TreasuryReason::CivilWar {
                    rebel: r.rebel.clone(),
                },
                20,
            ));
        }
        // SEN-40 / REV-16: Land Bills in effect: Type I 20T once (then it is removed), Type II
        // 5T and Type III 10T every turn.
        for b in &self.land_bills {
            let cost = match b.level {
                1 => 20,
                2 => 5,
                _ => 10,
            };
            items.push((TreasuryReason::LandBill { level: b.level }, cost));
        }
        // LR 1.06.53: "each existing Legion or Fleet not in rebellion and not in the Garrison of
        // a Rebel Governor" (LR 1.11.32: nor does the Rebel maintain that Garrison).
        let legions = self.legions.saturating_sub(self.rebel_garrisons());
        let units = i64::from(legions) + i64::from(self.fleets);
        if units > 0 {
            items.push((
                TreasuryReason::Maintenance {
                    legions,
                    fleets: self.fleets,
                },
                2 * units,
            ));
        }
        items
    }

    /// REV-16: the State's provincial debts first (unpaid negative Provincial Spoils, REV-08,
    /// and negative State income, REV-14, LR 1.06.13), then 20T per Active War (a Civil War too,
    /// RVN-08), Land Bill costs (SEN-40), 2T per Legion and Fleet. GEN-12: if the State cannot
    /// pay a debit before the maintenance, it is bankrupt and the game ends (VIC-03); the
    /// Forces it cannot maintain are eliminated instead (LR 1.06.53/4, `unmaintained.rs`: the
    /// HRAO may be asked which, and the game waits). Returns false if the game ended or waits.
    pub(super) fn rev_16_debits(
        &mut self,
        provincial: Vec<(TreasuryReason, i64)>,
        ev: &mut Vec<Event>,
    ) -> bool {
        let items = self.rev_16_debit_items(provincial);
        // SEN-40: a Type I Land Bill is paid once, then removed.
        self.land_bills.retain(|b| b.level != 1);
        for (reason, cost) in items {
            // GEN-12 (LR 1.06.53/4): Forces that cannot be maintained are eliminated.
            if matches!(reason, TreasuryReason::Maintenance { .. }) && self.state_treasury < cost {
                return !self.gen_12_unmaintained(ev);
            }
            if self.state_treasury < cost {
                let short = cost - self.state_treasury;
                ev.push(public(EventKind::StateTreasury {
                    reason,
                    delta: 0,
                    balance: self.state_treasury,
                    shortfall: short,
                }));
                self.state_bankrupt(ev);
                return false;
            }
            self.state_treasury -= cost;
            self.ledger.state_debits += cost;
            ev.push(public(EventKind::StateTreasury {
                reason,
                delta: -cost,
                balance: self.state_treasury,
                shortfall: 0,
            }));
        }
        true
    }
}
