//! The Senators a decision's options name, and forgetting one who left play.
//!
//! MOR-06 (LR 1.05.4): a faction left with no Senator takes the top Senator of the Curia and is
//! asked whether it quits instead; the round that was about to open waits for the answer
//! (`faction_quits.rs`). That round was built while the Senator was in play: when the player
//! quits, he goes back to the Curia, and no option of the waiting round may still offer him (a
//! persuasion target, a consular candidate, a Senator in Rome to assassinate).

use super::api::{DecisionOptions, SenatorId};
use super::game::Game;

/// The one match behind `senator_lists` and `senator_lists_mut` (read by reference or by
/// mutable reference, as `$self` is): both name the same lists.
macro_rules! senator_lists {
    ($self:ident, $method:ident) => {
        match $self {
            DecisionOptions::SetupPlays {
                leader_candidates, ..
            } => vec![leader_candidates],
            DecisionOptions::Revenue {
                senators,
                governors,
                ..
            } => vec![senators, governors],
            DecisionOptions::Initiative {
                persuaders,
                targets,
                knights_senators,
                games_senators,
                leader_candidates,
                ..
            } => vec![
                persuaders,
                targets,
                knights_senators,
                games_senators,
                leader_candidates,
            ],
            DecisionOptions::InitiativeBid {
                bidders,
                plan_options,
                ..
            } => {
                let mut v = vec![bidders];
                v.extend(plan_options.$method());
                v
            }
            DecisionOptions::SenateProposals {
                in_rome,
                eligible,
                commanders,
                proconsuls,
                consul_for_life,
                ..
            } => vec![in_rome, eligible, commanders, proconsuls, consul_for_life],
            DecisionOptions::SenateVote {
                nominees,
                targets,
                tribune_proposals,
                nominee_proposals,
                ..
            } => {
                let mut v = vec![nominees, targets];
                for nested in [tribune_proposals, nominee_proposals].into_iter().flatten() {
                    v.extend(nested.$method());
                }
                v
            }
            _ => Vec::new(),
        }
    };
}

impl DecisionOptions {
    /// Every list of Senators these options offer to act with or on (those of the options
    /// nested in them too). Not a bid's `conditional_on`: the persuasions it names were
    /// attempted already, and stay what a bid may depend on whatever became of their target.
    fn senator_lists_mut(&mut self) -> Vec<&mut Vec<SenatorId>> {
        senator_lists!(self, senator_lists_mut)
    }

    /// The same lists, read only (the invariant reads them without cloning the options).
    fn senator_lists(&self) -> Vec<&Vec<SenatorId>> {
        senator_lists!(self, senator_lists)
    }

    /// MOR-06: the Senator left play: no list of these options offers him any more.
    pub(super) fn forget_senator(&mut self, gone: &SenatorId) {
        for list in self.senator_lists_mut() {
            list.retain(|s| s != gone);
        }
        match self {
            DecisionOptions::SenateProposals { accusable, .. } => {
                accusable.retain(|(s, _, _)| s != gone);
            }
            DecisionOptions::SenateVote {
                tribune_proposals,
                nominee_proposals,
                ..
            } => {
                for nested in [tribune_proposals, nominee_proposals].into_iter().flatten() {
                    nested.forget_senator(gone);
                }
            }
            DecisionOptions::InitiativeBid { plan_options, .. } => {
                plan_options.forget_senator(gone);
            }
            _ => {}
        }
    }
}

impl Game {
    /// Invariant (issue 20 §2, MOR-06): every Senator an open decision's lists offer is in play.
    pub(super) fn options_name_senators_in_play(&self) -> Vec<String> {
        let mut v = Vec::new();
        for d in self.open() {
            for list in d.options.senator_lists() {
                for s in list.iter() {
                    if self.find_senator(s).is_none() {
                        v.push(format!(
                            "MOR-06: decision {} offers Senator {}, who is not in play",
                            d.id.0, s.0
                        ));
                    }
                }
            }
        }
        v
    }
}
