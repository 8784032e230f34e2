//! Bots that answer open decisions: the Default-Move bot and a random-legal bot. The demo uses
//! them to write real order mails that go through the real parser and intake.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::rules::{Answer, Decision, DecisionOptions, FactionId, View};

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

impl Bot for RandomBot {
    fn answer(&mut self, decision: &Decision, view: &View) -> Answer {
        match &decision.options {
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
        }
    }
}
