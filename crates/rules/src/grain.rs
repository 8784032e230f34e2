//! REV-07: grain concessions under Drought (cards Sicilian Grain, Egyptian Grain).
//!
//! Card text: "Voluntary ×2 Grain Concession Income and −2 Popularity if Drought in effect. +1
//! Income multiplier and −1 Popularity per additional Drought effect." LR 1.06.1: the bonus may
//! be taken even at Popularity −9 (Popularity then stays at −9, GEN-05).
//!
//! PBEM: the holder's choice is a standing order read when the Revenue Phase opens (the same
//! shape as the Governors' `SPOILS`, REV-08), so that the bonus is part of the faction's income
//! lump the PB-02 call shows: `STANDING GRAIN <concession> DOUBLE|SINGLE`. Default Move
//! (docs/RULINGS.md REV-07): the printed income only (the bonus is voluntary and costs
//! Popularity).

use super::api::{Answer, CardKey, DecisionKind, Event, EventKind, FactionId, IncomeItem};
use super::game::{Game, data, public};

impl Game {
    /// REV-07: the grain concessions whose holders' factions stand on taking the Drought bonus.
    fn standing_grain_choices(&self, f: FactionId) -> Vec<(CardKey, bool)> {
        match self.standing_for(f, DecisionKind::Revenue) {
            Some(Answer::Revenue { grain, .. }) => grain,
            _ => Vec::new(),
        }
    }

    /// REV-07 (card text, LR 1.06.1): when the Revenue Phase opens, with `n` ≥ 1 Drought
    /// effects in play, each earning holder of a grain concession whose faction's standing
    /// order takes the bonus collects (n + 1) × its printed income instead of 1 × (the extra
    /// n × income returned as an item of his faction's income lump) and loses n + 1
    /// Popularity (public). `earners` are the senators who collected personal revenue.
    pub(super) fn rev_07_grain_bonus(
        &mut self,
        earners: &[(FactionId, Vec<usize>)],
        ev: &mut Vec<Event>,
    ) -> Vec<(FactionId, IncomeItem)> {
        let effects = self.drought_effects();
        if effects == 0 {
            return Vec::new();
        }
        let d = data();
        let mut lump = Vec::new();
        for (f, senators) in earners {
            let choices = self.standing_grain_choices(*f);
            for &i in senators {
                let held: Vec<(String, u32)> = self.senators[i]
                    .concessions
                    .iter()
                    .filter_map(|c| {
                        let card = d.concession(&c.key)?;
                        (card.grain && card.income > 0)
                            .then(|| (c.key.clone(), u32::from(card.income)))
                    })
                    .collect();
                for (key, income) in held {
                    let takes = choices
                        .iter()
                        .any(|(k, double)| *double && k.0.eq_ignore_ascii_case(&key));
                    if !takes {
                        continue;
                    }
                    let senator = self.senators[i].id();
                    let loss = i32::try_from(effects + 1).unwrap_or(i32::MAX);
                    self.change_popularity(i, -loss, ev);
                    ev.push(public(EventKind::GrainBonusTaken {
                        senator: senator.clone(),
                        concession: key.clone().into(),
                        drought_effects: effects,
                        popularity: -loss,
                    }));
                    // card:statesman-29a/1: Crassus's Concession income is doubled, the
                    // Drought's bonus with it.
                    lump.push((
                        *f,
                        IncomeItem::GrainBonus {
                            senator,
                            concession: key,
                            multiplier: effects + 1,
                            amount: self.income_factor(i) * income * effects,
                        },
                    ));
                }
            }
        }
        lump
    }
}
