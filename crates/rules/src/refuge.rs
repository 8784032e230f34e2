//! TD-10 with the Refuge event card (FOR-22; card Refuge / Rise from Refuge; LR 1.07.344).
//!
//! A Leader "killed by a Victory" is one aiding a war who leaves play or goes to the Curia
//! because of a Victory (COM-12), Enemy Leader Dies / Enemy Sues for Peace (FOR-21) or New
//! Alliance (SEN-47): all of them pass through `Game::leaders_after_war_left` or FOR-21. With
//! the Refuge card in play the first such Leader takes refuge instead and the card is used:
//!
//! - Refuge: he waits for the next War card drawn and then aids it; he is discarded when that
//!   war leaves play. While in refuge he still aids his own matching Active wars (LR 1.07.344).
//! - Rise from Refuge: he aids every war in play at that moment (Active, Inactive, Imminent);
//!   the Inactive ones become Active under the usual activation and Imminent rules (TD-04); he
//!   aids no war that comes later and is discarded when the last war he aids leaves play.

use crate::api::{CardRef, Cause, Place};
use serde::{Deserialize, Serialize};

use super::api::{Event, EventKind};
use super::data::DeckCard;
use super::game::{Game, data, public};

/// The Refuge event card (TD-10).
pub(super) const REFUGE: &str = "refuge";

/// An enemy Leader in refuge (TD-10, card Refuge).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refugee {
    pub leader: String,
    /// Taken in by Rise from Refuge (the increased side).
    pub risen: bool,
    /// Refuge: no War has been drawn since he took refuge.
    pub waiting: bool,
    /// The wars he aids (besides, on the Refuge side, his own matching Active wars).
    pub wars: Vec<String>,
}

impl Game {
    /// TD-08 / TD-10: the keys of the Leaders aiding the war `war`: those placed with it, every
    /// active Leader (placed with an Active War) who matches it when it is Active (LR 1.07.342
    /// "matched with the War(s)": Hannibal strengthens all three Punic Wars), and those in
    /// refuge who aid it.
    pub(super) fn leaders_aiding(&self, war: &str) -> Vec<String> {
        let d = data();
        let active = self.active_wars.iter().any(|k| k == war);
        let mut out: Vec<String> = self
            .leaders
            .iter()
            .filter(|l| {
                l.war == war
                    || (active
                        && self.active_wars.contains(&l.war)
                        && d.leader(&l.leader)
                            .zip(d.war(war))
                            .is_some_and(|(c, w)| c.matches(w)))
            })
            .map(|l| l.leader.clone())
            .collect();
        for r in &self.refugees {
            let own_war = !r.risen
                && active
                && d.leader(&r.leader)
                    .zip(d.war(war))
                    .is_some_and(|(l, w)| l.matches(w));
            if (r.wars.iter().any(|k| k == war) || own_war) && !out.contains(&r.leader) {
                out.push(r.leader.clone());
            }
        }
        out
    }

    /// TD-10: the Leader `leader` is "killed by a Victory". With the Refuge card in play he
    /// takes refuge (the card is used and leaves play) and true is returned; otherwise false
    /// (TD-10 as usual: another matching war, the Curia or out of play).
    ///
    /// RULING (TD-10): a Rise from Refuge Leader with no war in play aids none and is
    /// discarded at once.
    pub(super) fn td_10_take_refuge(&mut self, leader: &str, ev: &mut Vec<Event>) -> bool {
        let Some(p) = self.events_in_play.iter().position(|e| e.key == REFUGE) else {
            return false;
        };
        let card = self.events_in_play.remove(p);
        if !card.increased {
            self.refugees.push(Refugee {
                leader: leader.to_string(),
                risen: false,
                waiting: true,
                wars: Vec::new(),
            });
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(leader.to_string()),
                },
                place: Place::Refuge {
                    event: card.key.clone(),
                    increased: card.increased,
                    aids: Vec::new(),
                },
            }));
            return true;
        }
        let wars: Vec<String> = self
            .active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .cloned()
            .collect();
        if wars.is_empty() {
            self.removed.push(DeckCard::Leader(leader.to_string()));
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(leader.to_string()),
                },
                place: Place::RefugeNoWar {
                    event: card.key.clone(),
                    increased: card.increased,
                },
            }));
            return true;
        }
        ev.push(public(EventKind::CardPlaced {
            card: CardRef::Deck {
                of: DeckCard::Leader(leader.to_string()),
            },
            place: Place::Refuge {
                event: card.key.clone(),
                increased: card.increased,
                aids: wars.clone(),
            },
        }));
        let inactive: Vec<String> = wars
            .iter()
            .filter(|k| self.inactive_wars.contains(k))
            .cloned()
            .collect();
        self.refugees.push(Refugee {
            leader: leader.to_string(),
            risen: true,
            waiting: false,
            wars,
        });
        self.activate_together(
            &inactive,
            &Cause::Refuge {
                event: card.key.clone(),
                increased: card.increased,
            },
            ev,
        );
        true
    }

    /// TD-10: a War card was drawn: a Leader waiting in Refuge aids it.
    ///
    /// RULING (TD-10): he aids it without activating it (the card says he "may remain in play
    /// and aid that War"; only Rise from Refuge activates).
    pub(super) fn td_10_refuge_war_drawn(&mut self, war: &str, ev: &mut Vec<Event>) {
        for r in self.refugees.iter_mut().filter(|r| r.waiting) {
            r.waiting = false;
            r.wars.push(war.to_string());
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(r.leader.clone()),
                },
                place: Place::AidsFromRefuge {
                    war: war.to_string().into(),
                },
            }));
        }
    }

    /// TD-10: the war `war` left play: Leaders in refuge stop aiding it; one who aids no war
    /// any more is discarded (or takes refuge again if a new Refuge card is in play: he was
    /// aiding a war that a Victory removed).
    pub(super) fn td_10_refugees_after_war_left(&mut self, war: &str, ev: &mut Vec<Event>) {
        let mut gone = Vec::new();
        for r in &mut self.refugees {
            if r.wars.iter().any(|k| k == war) {
                r.wars.retain(|k| k != war);
                if r.wars.is_empty() && !r.waiting {
                    gone.push(r.leader.clone());
                }
            }
        }
        self.refugees.retain(|r| !gone.contains(&r.leader));
        for l in gone {
            if self.td_10_take_refuge(&l, ev) {
                continue;
            }
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(l.clone()),
                },
                place: Place::RefugeWarsGone,
            }));
            self.removed.push(DeckCard::Leader(l));
        }
    }
}
