//! A faction eliminated or left without Senators (LR 1.05.4; MOR-06).
//!
//! An eliminated faction stays a seat in the state (its number and name do not move) but is out
//! of the game: `Game::faction_ids` and `Game::clockwise_from` skip it, so it gets no decision,
//! initiative, vote or place in any order again.

use super::api::{CardRef, Event, EventKind, FactionId, Place};
use super::data::DeckCard;
use super::game::{Game, data, public};
use super::state::Senator;

impl Game {
    /// MOR-06 (LR 1.05.4): a faction that lost its last Senator through the punishment of an
    /// assassin is eliminated: its hand is discarded, its treasury goes to the bank and its seat
    /// leaves the game (play goes on without it).
    pub(crate) fn mor_06_eliminated(&mut self, f: FactionId, ev: &mut Vec<Event>) {
        if self.senators.iter().any(|s| s.faction == Some(f)) || self.eliminated(f) {
            return;
        }
        let Some(fs) = self.factions.get_mut(usize::from(f.0)) else {
            return;
        };
        let hand = std::mem::take(&mut fs.hand);
        let treasury = std::mem::take(&mut fs.treasury);
        fs.eliminated = true;
        fs.waiting_for_curia = false;
        self.discard.extend(hand);
        self.ledger.lost_at_death += u64::from(treasury);
        ev.push(public(EventKind::FactionEliminated { faction: f }));
    }

    /// MOR-06 (LR 1.05.4): a faction left with no Senator (not by an assassination, which is the
    /// only way to be eliminated) takes the top Senator of the Curia that does not match a
    /// Statesman in play as its new Faction Leader; with none there it waits and takes the first
    /// Senator to enter the Curia (checked again at every point where a Senator may have gone
    /// there: after the Mortality draw, deaths in battle, events and provincial rolls).
    ///
    /// The LR also lets that player quit the game instead: he is asked before the next round
    /// (`faction_quits.rs`; Default Move: he keeps the Senator).
    ///
    /// GEN-03 (LR 1.04.8/2): LR 1.05.4 does not say which of several empty factions is served
    /// first, so the HRAO's faction goes first and the others follow clockwise.
    pub(super) fn mor_06_empty_factions(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        for f in self.hrao_order() {
            if self.senators.iter().any(|s| s.faction == Some(f)) {
                continue;
            }
            let pick = self.curia.iter().position(|c| match c {
                DeckCard::Family(n) => !self.senators.iter().any(|s| s.family == *n),
                _ => false,
            });
            let Some(p) = pick else {
                if let Some(fs) = self.factions.get_mut(usize::from(f.0))
                    && !fs.waiting_for_curia
                {
                    fs.waiting_for_curia = true;
                    ev.push(public(EventKind::FactionWaitsForCuria { faction: f }));
                }
                continue;
            };
            let DeckCard::Family(n) = self.curia.remove(p) else {
                continue;
            };
            if let Some(fs) = self.factions.get_mut(usize::from(f.0)) {
                fs.waiting_for_curia = false;
            }
            let mut s = Senator::from_family(d, n, Some(f));
            s.faction_leader = true;
            let id = s.id();
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Family(n),
                },
                place: Place::LeaderOfEmptyFaction { faction: f },
            }));
            self.senators.push(s);
            // MOR-06: the player may quit instead; asked before the next round
            // (faction_quits.rs).
            self.mor_06_may_quit.push((f, id.clone()));
            ev.push(public(EventKind::FactionLeaderChosen {
                faction: f,
                senator: id,
            }));
        }
    }
}
