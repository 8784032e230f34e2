//! ADV 2.03.4-2.03.5 Rebel Governors (RVN-10): a Rebel Province in the Revenue Phase.
//!
//! - ADV 2.03.5 (RVN-10): a Governor in Revolt loses his Concessions, Knights and Aligned
//!   Senatorial Income (RVN-08 for every Rebel: `rebellion.rs` takes his Concessions and
//!   Knights when he declares, `revenue.rs` pays no Rebel any Personal Revenue), and collects
//!   all Provincial Spoils, State Taxes and Local Taxes of his Province into his Personal
//!   Treasury ([`Game::rvn_10_rebel_province_income`]).
//! - ADV 2.03.4/2 (RVN-10): the Province always generates Revenue (no War's attack, no
//!   Overrun, no Internal Disorder stops it), cannot be Developed (REV-12: no roll, told with a
//!   typed reason) and cannot be affected by Random Events (Barbarian Raids, Internal
//!   Disorder, Pretender Emerges, Trial of Verres, Evil Omens: [`Game::rvn_10_unaffected`]).
//!   The Wars ignoring it in battle (2.03.4/1) are the Combat Phase's (`provincial_wars.rs`).
//!
//! RULING (RVN-10, ADV 2.03.5, LR 1.06.1-1.06.2): the Rebel Governor's Spoils, State Taxes and
//! Local Taxes all reach his Personal Treasury when the Revenue Phase opens, with the Personal
//! Revenue (LR 1.06.1), so they can pay his maintenance (2.03.6, "during the Revenue Phase").
//! A negative Spoils or State Taxes roll pays nothing and costs nothing: the State no longer
//! pays for a Province in Revolt (LR 1.06.53 counts only its own), and 2.03.5 gives him only
//! what the Province yields. He takes no Corrupt marker (he is in Revolt: no Prosecution
//! reaches him, LR 1.09.41). Local Taxes exist only with ADV 2.02 (REV-18), which 2.03 needs.

use super::api::{DicePurpose, Event, EventKind, RebelExemption};
use super::game::{Game, data, private, public};

impl Game {
    /// RVN-10 (ADV 2.03.4): is the governed Province at `p` the Province of a Rebel Governor?
    pub(super) fn rvn_10_rebel_province_at(&self, p: usize) -> bool {
        self.provinces
            .get(p)
            .is_some_and(|x| self.is_rebel_province(&x.key))
    }

    /// RVN-10 (ADV 2.03.4/2): the Rebel Province at `p` is left alone by `by`; tell it.
    /// Returns true if it is a Rebel Province (the caller skips it).
    pub(super) fn rvn_10_unaffected(
        &self,
        p: usize,
        by: RebelExemption,
        ev: &mut Vec<Event>,
    ) -> bool {
        if !self.rvn_10_rebel_province_at(p) {
            return false;
        }
        ev.push(public(EventKind::RebelProvinceUnaffected {
            province: self.provinces[p].key.clone().into(),
            by,
        }));
        true
    }

    /// RVN-10 (ADV 2.03.4/2, 2.03.5): each Rebel Governor still in play with his Province
    /// collects its Spoils, State Taxes and Local Taxes into his Personal Treasury, whatever
    /// Wars, Overrun or Events say (2.03.4: it always generates Revenue, no Random Event
    /// touches it: no Evil Omens modifier, no Trial of Verres shift). The rolls are secret to
    /// his faction (GEN-04: they fill a Personal Treasury).
    pub(super) fn rvn_10_rebel_province_income(&mut self, ev: &mut Vec<Event>) {
        let governors: Vec<(String, super::api::SenatorId)> = self
            .rebellion
            .as_ref()
            .map(|r| {
                r.governors
                    .iter()
                    .map(|g| (g.province.clone(), g.senator.clone()))
                    .collect()
            })
            .unwrap_or_default();
        for (key, senator) in governors {
            let Some(p) = self.provinces.iter().position(|x| x.key == key) else {
                continue;
            };
            let Some(gi) = self.find_senator(&senator) else {
                continue;
            };
            let Some(f) = self.senators[gi].faction else {
                continue;
            };
            let Some(card) = data().province(&key) else {
                continue;
            };
            let side = card.side(self.provinces[p].developed);
            let dice = self.roll_secret(
                f,
                usize::from(side.spoils.dice.unsigned_abs()),
                DicePurpose::ProvincialSpoils {
                    province: key.clone().into(),
                },
                ev,
            );
            let spoils = side.spoils.total(&dice.dice);
            let dice = self.roll_secret(
                f,
                usize::from(side.state_income.dice.unsigned_abs()),
                DicePurpose::StateIncome {
                    province: key.clone().into(),
                },
                ev,
            );
            let state_taxes = side.state_income.total(&dice.dice);
            let local_taxes = if self.provincial_wars_on() {
                side.taxes
            } else {
                0
            };
            let gain = |x: i64| u32::try_from(x.max(0)).unwrap_or(0);
            let total = gain(spoils) + gain(state_taxes) + local_taxes;
            self.senators[gi].treasury += total;
            self.ledger.income_paid += u64::from(total);
            ev.push(private(
                f,
                EventKind::RebelProvinceIncome {
                    governor: senator,
                    province: key.into(),
                    spoils,
                    state_taxes,
                    local_taxes,
                    total,
                },
            ));
        }
    }
}
