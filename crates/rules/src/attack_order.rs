//! COM-03 (LR 1.10.1): "If more than one Commander is on the same War, they may choose to
//! attack in any order. If they cannot agree, attack in order of highest rolls on 2d6."
//!
//! PBEM: as the Combat Phase opens (with the COM-05 questions, one round), the faction of each
//! Commander on a war with two or more Commanders is asked the order (`CHOOSE <commander>,
//! <commander>, ...`), one `Choice` decision per war and faction. When every faction asked
//! names the same order (a faction holding every Commander there decides alone) they attack in
//! it; otherwise each Commander rolls 2d6 and the highest attacks first (equal rolls: the
//! dispatch order). Default Move (docs/RULINGS.md COM-03): the order the Senate dispatched
//! them.

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Decision, DicePurpose, Event, EventKind, FactionId,
    SenatorId,
};
use super::game::{Game, public};
use super::general::RollFor;

/// Every order of `items`, the given order first.
pub(super) fn permutations<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first.clone());
            out.push(tail);
        }
    }
    out
}

impl Game {
    /// COM-03: the wars with two or more Commanders (with a faction), each with its Commanders
    /// in dispatch order.
    fn com_03_shared_wars(&self) -> Vec<(String, Vec<SenatorId>)> {
        let mut forces: Vec<usize> = (0..self.forces.len()).collect();
        forces.sort_by_key(|&i| (self.forces[i].sent_turn, self.forces[i].dispatched, i));
        let mut wars: Vec<(String, Vec<SenatorId>)> = Vec::new();
        for i in forces {
            let f = &self.forces[i];
            let Some(c) = f.commander.clone() else {
                continue;
            };
            if self
                .find_senator(&c)
                .and_then(|s| self.senators[s].faction)
                .is_none()
            {
                continue;
            }
            match wars.iter_mut().find(|(w, _)| *w == f.war) {
                Some((_, v)) => v.push(c),
                None => wars.push((f.war.clone(), vec![c])),
            }
        }
        wars.retain(|(_, v)| v.len() > 1);
        wars
    }

    /// COM-03: the decisions of the Commanders' factions on the order of attack (one per war and
    /// faction), asked in the round that opens the Combat Phase.
    pub(super) fn com_03_decisions(&self) -> Vec<Decision> {
        let mut out = Vec::new();
        for (k, (war, commanders)) in self.com_03_shared_wars().into_iter().enumerate() {
            let mut owners: Vec<FactionId> = commanders
                .iter()
                .filter_map(|c| self.find_senator(c).and_then(|i| self.senators[i].faction))
                .collect();
            owners.sort_unstable();
            owners.dedup();
            let about = ChoiceAbout::AttackOrder { war: war.clone() };
            let options: Vec<ChoiceOption> = permutations(&commanders)
                .into_iter()
                .map(|order| ChoiceOption::Commanders { order })
                .collect();
            for owner in owners {
                // RULING (COM-03): a silent faction keeps the dispatch order.
                let default = ChoiceOption::Commanders {
                    order: commanders.clone(),
                };
                let (about, options) = (about.clone(), options.clone());
                out.push(self.choice_decision(k + 1, owner, about, options, default));
            }
        }
        out
    }

    /// COM-03: settle each shared war's order from the answers (agreed, or 2d6 each) and keep
    /// it for the battles of this phase.
    pub(super) fn com_03_apply(&mut self, answers: &[(FactionId, Answer)], ev: &mut Vec<Event>) {
        let mut orders = Vec::new();
        for (war, dispatch) in self.com_03_shared_wars() {
            let picks: Vec<&Vec<SenatorId>> = answers
                .iter()
                .filter_map(|(_, a)| match a {
                    Answer::Choice {
                        about: ChoiceAbout::AttackOrder { war: w },
                        pick: ChoiceOption::Commanders { order },
                    } if *w == war => Some(order),
                    _ => None,
                })
                .collect();
            let agreed = picks
                .first()
                .filter(|first| picks.iter().all(|p| p == *first))
                .map(|p| (*p).clone());
            let agreed = if picks.is_empty() {
                Some(dispatch.clone())
            } else {
                agreed
            };
            let (order, agreed) = match agreed {
                Some(o) => (o, true),
                None => {
                    let mut rolled: Vec<(u32, usize, SenatorId)> = Vec::new();
                    for (i, c) in dispatch.iter().enumerate() {
                        let dice = self.roll(
                            2,
                            RollFor::Check,
                            DicePurpose::AttackOrder {
                                war: war.clone().into(),
                                commander: c.clone(),
                            },
                            ev,
                        );
                        rolled.push((dice.count(), i, c.clone()));
                    }
                    rolled.sort_by_key(|(r, i, _)| (std::cmp::Reverse(*r), *i));
                    (rolled.into_iter().map(|(_, _, c)| c).collect(), false)
                }
            };
            ev.push(public(EventKind::AttackOrder {
                war: war.clone().into(),
                commanders: order.clone(),
                agreed,
            }));
            orders.push((war, order));
        }
        self.com_03_orders = orders;
    }

    /// COM-03: the place of this Commander in his war's chosen order (None: dispatch order).
    pub(super) fn com_03_rank(&self, war: &str, commander: Option<&SenatorId>) -> Option<usize> {
        let c = commander?;
        self.com_03_orders
            .iter()
            .find(|(w, _)| w == war)
            .and_then(|(_, o)| o.iter().position(|x| x == c))
    }
}
