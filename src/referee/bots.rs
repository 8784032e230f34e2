//! Bots that answer open decisions: the Default-Move bot and a random-legal bot. The demo uses
//! them to write real order mails that go through the real parser and intake.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::rules::{
    Answer, Bid, Decision, DecisionOptions, FactionId, GamesKind, InitiativePlan, KnightsOrder,
    PersuasionOrder, SenatorId, View,
};

/// Something that answers decisions.
pub trait Bot {
    fn answer(&mut self, decision: &Decision, view: &View) -> Answer;
}

/// Always the Default Move.
#[derive(Debug, Default)]
pub struct DefaultBot;

impl Bot for DefaultBot {
    fn answer(&mut self, decision: &Decision, _view: &View) -> Answer {
        decision.default.clone()
    }
}

/// A random but legal answer.
#[derive(Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.rng.random_range(0..items.len()))
        }
    }
}

fn own_senators(view: &View, f: FactionId) -> Vec<crate::rules::SenatorView> {
    view.factions
        .iter()
        .filter(|fv| fv.id == f)
        .flat_map(|fv| fv.senators.iter().cloned())
        .collect()
}

fn treasury_of(view: &View, f: FactionId, s: &SenatorId) -> u32 {
    own_senators(view, f)
        .iter()
        .find(|v| &v.id == s)
        .and_then(|v| v.treasury)
        .unwrap_or(0)
}

impl RandomBot {
    /// A random legal initiative plan (PB-03): maybe a persuasion with what the persuader has,
    /// a free knights attempt, games if affordable.
    fn plan(&mut self, options: &DecisionOptions, view: &View, f: FactionId) -> InitiativePlan {
        let mut plan = InitiativePlan::default();
        if let DecisionOptions::Initiative {
            persuaders,
            targets,
            knights_senators,
            games_senators,
            ..
        } = options
        {
            if self.rng.random_bool(0.6)
                && let (Some(p), Some(t)) =
                    (self.pick(persuaders).cloned(), self.pick(targets).cloned())
            {
                let pt = treasury_of(view, f, &p);
                let bribe = if pt > 0 {
                    self.rng.random_range(0..=pt)
                } else {
                    0
                };
                plan.persuasion = Some(PersuasionOrder {
                    target: t,
                    persuader: p,
                    bribe,
                });
            }
            if let Some(k) = self.pick(knights_senators).cloned() {
                plan.knights = Some(KnightsOrder::Attract {
                    senator: k,
                    spend: 0,
                });
            }
            // A senator's bribe, knights spending and games must fit his Personal Treasury.
            if self.rng.random_bool(0.2)
                && let Some(g) = self.pick(games_senators).cloned()
            {
                let committed = plan
                    .persuasion
                    .as_ref()
                    .filter(|p| p.persuader == g)
                    .map_or(0, |p| p.bribe);
                if treasury_of(view, f, &g) >= committed + 7 {
                    plan.games = Some((g, GamesKind::SliceAndDice));
                }
            }
        }
        plan
    }
}

impl Bot for RandomBot {
    fn answer(&mut self, decision: &Decision, view: &View) -> Answer {
        match &decision.options {
            DecisionOptions::SenateProposals { .. }
            | DecisionOptions::SenateVote { .. }
            | DecisionOptions::Revolution { .. } => decision.default.clone(),
            DecisionOptions::SetupPlays {
                leader_candidates,
                playable_statesmen,
                playable_concessions,
            } => {
                let leader = match self.pick(leader_candidates) {
                    Some(l) => l.clone(),
                    None => return decision.default.clone(),
                };
                let statesmen = playable_statesmen
                    .iter()
                    .filter(|_| self.rng.random_bool(0.5))
                    .cloned()
                    .collect();
                let own: Vec<_> = own_senators(view, decision.owner)
                    .into_iter()
                    .map(|s| s.id)
                    .collect();
                let mut concessions = Vec::new();
                for c in playable_concessions {
                    if self.rng.random_bool(0.5)
                        && let Some(s) = self.pick(&own)
                    {
                        concessions.push((c.clone(), s.clone()));
                    }
                }
                Answer::SetupPlays {
                    leader,
                    statesmen,
                    concessions,
                }
            }
            DecisionOptions::Revenue {
                income, senators, ..
            } => {
                let mut income_to_senators = Vec::new();
                let mut contributions = Vec::new();
                if let Some(s) = self.pick(senators).cloned()
                    && *income > 0
                {
                    let share = self.rng.random_range(0..=*income);
                    if share > 0 {
                        income_to_senators.push((s.clone(), share));
                    }
                    let treasury = own_senators(view, decision.owner)
                        .iter()
                        .find(|v| v.id == s)
                        .and_then(|v| v.treasury)
                        .unwrap_or(0);
                    if treasury + share >= 10 && self.rng.random_bool(0.5) {
                        contributions.push((s, 10));
                    }
                }
                Answer::Revenue {
                    income_to_senators,
                    contributions,
                    transfers: Vec::new(),
                    spoils: Vec::new(),
                }
            }
            DecisionOptions::Initiative { .. } => {
                Answer::Initiative(self.plan(&decision.options, view, decision.owner))
            }
            DecisionOptions::Bribes {
                attempts,
                faction_treasury,
            } => {
                let mut bribes = Vec::new();
                if let Some(a) = self.pick(attempts)
                    && *faction_treasury > 0
                    && a.persuader_faction != decision.owner
                {
                    let amount = self.rng.random_range(0..=(*faction_treasury).min(5));
                    if amount > 0 {
                        bribes.push((a.target.clone(), amount));
                    }
                }
                Answer::Bribes { bribes }
            }
            DecisionOptions::InitiativeBid {
                bidders,
                plan_options,
                ..
            } => {
                let plan = self.plan(plan_options, view, decision.owner);
                let mut bids = Vec::new();
                if let Some(s) = self.pick(bidders).cloned() {
                    // What the plan already spends from this senator stays his.
                    let spent = plan
                        .persuasion
                        .as_ref()
                        .filter(|p| p.persuader == s)
                        .map_or(0, |p| p.bribe)
                        + plan
                            .games
                            .as_ref()
                            .filter(|(g, _)| *g == s)
                            .map_or(0, |_| 7);
                    let pt = treasury_of(view, decision.owner, &s).saturating_sub(spent);
                    if pt > 0 {
                        bids.push(Bid {
                            amount: self.rng.random_range(0..=pt.min(5)),
                            from: s,
                            condition: None,
                        });
                    }
                }
                Answer::InitiativeBid { bids, plan }
            }
        }
    }
}
