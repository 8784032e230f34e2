//! The random bot's force business in the Senate's other business (SEN-43..SEN-46): raising an
//! army that meets the minimum force (LR 1.09.643) and sending a Consul or the Dictator with it
//! against an Active War, and now and then the rarer motions (replacing a Proconsul, a partial
//! recall, recalling a garrison, disbanding units), so that `rorgm simulate` reaches battles,
//! victories and the revolts that follow them.

use rules::{Proposal, SenatorId, View, WarNeed};

/// What the presiding bot knows of Rome's forces when it writes its proposals.
pub(super) struct ForceBusiness<'a> {
    pub commanders: &'a [SenatorId],
    pub proconsuls: &'a [SenatorId],
    pub wars: &'a [String],
    pub legions_in_rome: u32,
    pub fleets_in_rome: u32,
    pub recruit_cost: Option<u32>,
}

/// A Senator's Military as the View shows it (0 if not found).
pub(super) fn military_of(view: &View, id: &SenatorId) -> u32 {
    view.factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .find(|s| s.id == *id)
        .map_or(0, |s| u32::from(s.military))
}

/// Units that, with the commander's Military (capped at the units' strength), reach `target`.
fn units_for(target: u32, mil: u32) -> u32 {
    target.div_ceil(2).max(target.saturating_sub(mil))
}

/// SEN-43 / SEN-44: raise what is missing and send a commander with a force at least as strong
/// as an Active War (empty when no commander, no attackable war, or the State cannot pay).
pub(super) fn army_proposals(
    view: &View,
    b: &ForceBusiness<'_>,
    below: &mut dyn FnMut(u64) -> u64,
) -> Vec<Proposal> {
    let Some(commander) = b.commanders.first() else {
        return Vec::new();
    };
    let targets: Vec<&WarNeed> = view
        .military
        .war_needs
        .iter()
        .filter(|w| w.active && w.attackable && !w.attacked && b.wars.contains(&w.war.0))
        .collect();
    if targets.is_empty() {
        return Vec::new();
    }
    let i = usize::try_from(below(targets.len() as u64)).unwrap_or(0);
    let Some(w) = targets.get(i) else {
        return Vec::new();
    };
    let mil = military_of(view, commander);
    // A margin over the war's strength (a Victory is 14 or more on 3d6 plus the difference),
    // else the bare minimum when the State cannot pay for more.
    let margin = 2 + u32::try_from(below(5)).unwrap_or(0);
    for extra in [margin, 0] {
        let (legions, fleets) = if w.naval_first {
            (
                0,
                units_for(w.fleet + extra, mil).max(w.fleet_support).max(1),
            )
        } else {
            (units_for(w.land + extra, mil).max(1), w.fleet_support)
        };
        if legions > 25 || fleets > 25 {
            continue;
        }
        let raise_l = legions.saturating_sub(b.legions_in_rome);
        let raise_f = fleets.saturating_sub(b.fleets_in_rome);
        let mut v = Vec::new();
        if raise_l + raise_f > 0 {
            let Some(cost) = b.recruit_cost else {
                return Vec::new();
            };
            let total = i64::from(cost) * i64::from(raise_l + raise_f);
            if total > view.state_treasury
                || crate::legions_counted(view) + raise_l > 25
                || view.fleets + raise_f > 25
            {
                continue;
            }
            v.push(Proposal::RaiseForces {
                legions: raise_l,
                fleets: raise_f,
            });
        }
        v.push(Proposal::Deploy {
            commander: commander.clone(),
            war: w.war.clone().0,
            legions,
            fleets,
            veterans: Vec::new(),
        });
        return v;
    }
    Vec::new()
}

/// SEN-43 / SEN-45 / SEN-46: one of the rarer force motions, now and then. The caller never
/// puts it first in a queue: the rules judge it when its turn comes (PB-10), so one that has
/// become illegal meanwhile is only ruled out of order.
pub(super) fn rare_force_proposal(
    view: &View,
    b: &ForceBusiness<'_>,
    below: &mut dyn FnMut(u64) -> u64,
) -> Option<Proposal> {
    match below(100) {
        0..=3 => {
            let f = view.military.forces_away.iter().find(|f| {
                f.commander
                    .as_ref()
                    .is_some_and(|c| b.proconsuls.contains(c))
            })?;
            let commander = b.commanders.first()?.clone();
            Some(Proposal::ReplaceProconsul {
                proconsul: f.commander.clone()?,
                commander,
                legions: 0,
                fleets: 0,
                veterans: Vec::new(),
            })
        }
        4..=7 => {
            let f = view.military.forces_away.iter().find(|f| {
                f.legions >= 2
                    && f.commander
                        .as_ref()
                        .is_some_and(|c| b.proconsuls.contains(c))
            })?;
            Some(Proposal::RecallUnits {
                commander: f.commander.clone()?,
                legions: 1,
                fleets: 0,
                veterans: Vec::new(),
            })
        }
        8..=11 => {
            let p = view.provinces.iter().find(|p| p.garrison > 0)?;
            Some(Proposal::RecallGarrison {
                province: p.key.clone().0,
                legions: 1,
            })
        }
        12..=15 => {
            let p = view.provinces.iter().find(|p| p.governor.is_some())?;
            (b.legions_in_rome > 0).then(|| Proposal::Garrison {
                province: p.key.clone().0,
                legions: 1,
            })
        }
        16..=18 => (b.legions_in_rome > 0).then_some(Proposal::DisbandForces {
            legions: 1,
            fleets: 0,
            veterans: Vec::new(),
        }),
        _ => None,
    }
}
