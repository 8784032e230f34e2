//! Setting up the Late Republic (LR 3.03; SET-08) and Alternative History (LR 3.05; SET-10),
//! and the Alternative History's era turning at the start of turns 8 and 16.
//!
//! RULING (SET-08, docs/RULINGS.md "one deal or two"): LR 3.03.4/1 deals the six Developed
//! Provinces, one to each player, the rest to the Forum; 3.03.4/2 "likewise" distributes the
//! five Undeveloped ones, and its six-player exception (dice decide "who will not receive a
//! Governorship") can only arise from a second deal of five cards among six players. So there
//! are two deals: each player governs one Developed and one Undeveloped Province (in a
//! six-player game the lowest roller on 2d6, LR 1.04.8, receives no Undeveloped one). Each deal
//! is a round of `Choice`s (`CHOOSE <senator> FOR <1-3>`, SET-07's Default Move): the
//! Developed Provinces first, then the Undeveloped ones, for which a Senator already sent to
//! govern is no longer in Rome and so no candidate (LR 1.09.5/1).

use super::api::{DicePurpose, Event, EventKind, FactionId, RuleError, RuleId, Tie};
use super::data::{self, DeckCard, Era};
use super::game::{Game, Scenario, public};
use super::general::RollFor;
use super::laws::{ACILIAN, LawInPlay, SERVILIAN};
use super::setup::{MIDDLE_PROVINCES, bottom_block};
use crate::api::{CardRef, Place};

/// SET-08 (LR 3.03.2/3): the Middle Republic Statesmen added to the Late deck: Marius, Sulla.
pub(super) const LATE_STATESMEN: [&str; 2] = ["27A", "1C"];

/// SET-08 (LR 3.03.2/5): the Middle Laws removed from the game in the Late Republic.
const REMOVED_LAWS: [&str; 2] = [SERVILIAN, ACILIAN];

/// SET-08 (LR 3.03.4/1): the Developed Provinces dealt at the Late Republic's setup (the
/// Middle Republic's six, on their other side).
pub(super) const LATE_DEVELOPED: [&str; 6] = MIDDLE_PROVINCES;

/// SET-08 (LR 3.03.4/2): the Undeveloped Provinces dealt at the Late Republic's setup.
pub(super) const LATE_UNDEVELOPED: [&str; 5] = [
    "Gallia Narbonensis",
    "Cilicia et Cyprus",
    "Macedonia",
    "Africa",
    "Asia",
];

/// SET-10 (LR 3.05.1/3): the turns whose start advances the era, and the era they begin.
const SET_10_ERAS: [(u32, Era); 2] = [(8, Era::Middle), (16, Era::Late)];

fn rank(e: Era) -> usize {
    Era::ALL.iter().position(|x| *x == e).unwrap_or(0)
}

/// SET-10 (LR 3.05.1/3): the era of an Alternative History game once `turn` has started.
fn set_10_era_at(turn: u32) -> Era {
    SET_10_ERAS
        .iter()
        .filter(|(t, _)| turn >= *t)
        .map(|(_, e)| *e)
        .next_back()
        .unwrap_or(Era::Early)
}

impl Scenario {
    /// SET-01..SET-10: the eras a game of this scenario can be in, in game order. A one-era
    /// scenario never leaves its era; an Extended game goes on through the decks after its
    /// first (LR 3.04.1/1; from the Early to the Middle Republic never the Late, LR 3.04.1/2);
    /// Alternative History through all three (LR 3.05.1/3).
    pub fn eras(self) -> &'static [Era] {
        match self {
            Scenario::EarlyRepublic => &[Era::Early],
            Scenario::MiddleRepublic => &[Era::Middle],
            Scenario::LateRepublic => &[Era::Late],
            Scenario::ExtendedEarly | Scenario::Alternative => &Era::ALL,
            Scenario::ExtendedMiddle => &[Era::Middle, Era::Late],
            Scenario::ExtendedEarlyMiddle => &[Era::Early, Era::Middle],
        }
    }

    /// SET-10 (LR 3.05.1/3): can a game of this scenario be in `era` during `turn`? An
    /// Alternative History game enters the Middle era as turn 8 starts and the Late as turn 16
    /// starts (a position of turn 8 or 16 may stand before or after the change); the others'
    /// eras follow their decks, not the turn.
    pub fn era_fits_turn(self, era: Era, turn: u32) -> bool {
        if self != Scenario::Alternative {
            return true;
        }
        let r = rank(era);
        rank(set_10_era_at(turn.saturating_sub(1))) <= r && r <= rank(set_10_era_at(turn))
    }
}

impl Game {
    /// SET-08 (LR 3.03.2 A-J): the Late Republic deck: the red cards with Marius and Sulla (A;
    /// B: nothing in the Forum); the Middle Laws in the Laws space, the Servilian and Acilian
    /// Laws removed (C); the 30 Families, 5 dealt face up to each player, the rest in the deck
    /// (D); the 13 Early Concessions (E); 6 random non-Statesman Faction cards of the Early and
    /// Middle decks unseen (F: their Intrigue cards, RULINGS: the Concessions are all in and the
    /// Laws placed already); hands of 3 Faction cards as SET-02 (G); 10 random cards and Era
    /// Ends shuffled at the bottom (H).
    pub(super) fn set_08_deck(
        &mut self,
        d: &'static data::ScenarioData,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let early = d.early_deck();
        let middle = d.middle_deck();
        // A. The red cards, Marius and Sulla.
        let mut deck = d.late_deck();
        for id in LATE_STATESMEN {
            let card = DeckCard::Statesman(id.to_string());
            if !middle.contains(&card) {
                return Err(RuleError::Data(format!("no Middle Statesman {id}")));
            }
            deck.push(card);
        }
        // C. The Middle Laws in play, two removed.
        for c in &middle {
            let DeckCard::Law(key) = c else { continue };
            let place = if REMOVED_LAWS.contains(&key.as_str()) {
                self.removed.push(c.clone());
                Place::RemovedAtSetup {
                    rule: RuleId::new("SET-08"),
                }
            } else {
                // No faction played it: the Laws placed at setup have no player (only the
                // Servilian Law's bonus asks who played it, and it is removed).
                self.laws.push(LawInPlay {
                    key: key.clone(),
                    by: FactionId(0),
                });
                Place::LawsSpace {
                    rule: RuleId::new("SET-08"),
                }
            };
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck { of: c.clone() },
                place,
            }));
        }
        // D. The Early and Middle Families join the Late ones; E. the 13 Early Concessions.
        deck.extend(
            early
                .iter()
                .chain(middle.iter())
                .filter(|c| matches!(c, DeckCard::Family(_)))
                .cloned(),
        );
        deck.extend(
            early
                .iter()
                .filter(|c| matches!(c, DeckCard::Concession(_)))
                .cloned(),
        );
        // F. 6 of the Early and Middle Intrigue cards.
        let mut pile: Vec<DeckCard> = early
            .iter()
            .chain(middle.iter())
            .filter(|c| matches!(c, DeckCard::Intrigue(_)))
            .cloned()
            .collect();
        self.rand.shuffle(&mut pile);
        pile.truncate(6);
        deck.extend(pile);
        // D, G. Families dealt (5 each), hands dealt.
        let mut deck = self.deal_families_and_hands(d, deck, 5, ev)?;
        // H. 10 random cards and Era Ends at the bottom.
        bottom_block(&mut self.rand, &mut deck, 10, Vec::new(), "SET-08", ev);
        self.deck = deck;
        Ok(())
    }

    /// SET-08 (LR 3.03.4/1-2): the six Developed Provinces shuffled and dealt one to each
    /// player in seat order, the rest to the Forum (on their Developed side); then the five
    /// Undeveloped ones likewise (in a six-player game the lowest roller receives none). Returns
    /// the Developed deals; the Undeveloped ones wait in `set_08_undeveloped` for the second
    /// Governors' round.
    pub(super) fn set_08_deal_provinces(
        &mut self,
        d: &'static data::ScenarioData,
        ev: &mut Vec<Event>,
    ) -> Vec<(FactionId, String)> {
        let all = self.faction_ids();
        let developed = self.set_08_deal(d, &LATE_DEVELOPED, &all, true, ev);
        let mut takers = all;
        if takers.len() > LATE_UNDEVELOPED.len() {
            let out = self.set_08_left_out(ev);
            takers.retain(|f| *f != out);
        }
        self.set_08_undeveloped = self.set_08_deal(d, &LATE_UNDEVELOPED, &takers, false, ev);
        developed
    }

    /// One SET-08 deal: `names` shuffled, one to each of `takers` in seat order, the rest to
    /// the Forum.
    fn set_08_deal(
        &mut self,
        d: &'static data::ScenarioData,
        names: &[&str],
        takers: &[FactionId],
        developed: bool,
        ev: &mut Vec<Event>,
    ) -> Vec<(FactionId, String)> {
        let mut keys: Vec<String> = names.iter().map(|n| d.province_key(n)).collect();
        self.rand.shuffle(&mut keys);
        let mut dealt = Vec::new();
        for f in takers {
            if keys.is_empty() {
                break;
            }
            let key = keys.remove(0);
            ev.push(public(EventKind::ProvinceDealt {
                faction: *f,
                province: key.clone().into(),
            }));
            dealt.push((*f, key));
        }
        for key in keys {
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Province { key: key.clone() },
                place: Place::NewProvince {
                    rule: RuleId::new("SET-08"),
                },
            }));
            if developed {
                self.forum_developed.push(key.clone());
            }
            self.forum_provinces.push(key);
        }
        dealt
    }

    /// SET-08 (LR 3.03.4/2 EXCEPTION, 1.04.8): in a six-player game every player rolls 2d6;
    /// the lowest roller receives no Undeveloped Province (the lowest tied roll again).
    fn set_08_left_out(&mut self, ev: &mut Vec<Event>) -> FactionId {
        let mut left = self.faction_ids();
        for _ in 0..1000 {
            if left.len() <= 1 {
                break;
            }
            let mut scores = Vec::new();
            for f in &left {
                let r = self.roll(
                    2,
                    RollFor::Check,
                    DicePurpose::TieRollOff {
                        tie: Tie::NoGovernorship,
                        faction: *f,
                    },
                    ev,
                );
                scores.push((*f, r.count()));
            }
            let low = scores.iter().map(|(_, s)| *s).min().unwrap_or(0);
            left = scores
                .into_iter()
                .filter(|(_, s)| *s == low)
                .map(|(f, _)| f)
                .collect();
        }
        left.first().copied().unwrap_or(FactionId(0))
    }

    /// SET-08: after a Governors' round, the second one (the Undeveloped Provinces) if it is
    /// still to come; else PB-01.
    pub(super) fn after_governors_round(&mut self) {
        if self.set_08_undeveloped.is_empty() {
            self.open_setup_round();
        } else {
            let dealt = std::mem::take(&mut self.set_08_undeveloped);
            self.open_governors_round(&dealt);
        }
    }

    /// SET-08: the index of a Governors' round in its decisions' ids: 1 for the Late
    /// Republic's second round (the Undeveloped Provinces, opened once their deals are taken
    /// out of `set_08_undeveloped`), else 0.
    pub(super) fn set_08_round_index(&self) -> usize {
        usize::from(self.scenario == Scenario::LateRepublic && self.set_08_undeveloped.is_empty())
    }

    /// SET-08: is the Governors' round now open the one of the Developed Provinces? (The
    /// Undeveloped deals wait in `set_08_undeveloped` while it is.)
    pub(super) fn set_08_developed_round(&self) -> bool {
        self.scenario == Scenario::LateRepublic && !self.set_08_undeveloped.is_empty()
    }

    /// SET-10 (LR 3.05.1/1-2, 3.05.1/4): Alternative History: the Early Republic's setup with
    /// the three decks shuffled together: the 1st Punic War Inactive (SET-02 B); 3 random
    /// Families of the 30 and 3 random Faction cards of any deck dealt to each player; Era
    /// Ends shuffled into the last 12 cards.
    pub(super) fn set_10_deck(
        &mut self,
        d: &'static data::ScenarioData,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let mut deck = d.early_deck();
        deck.extend(d.middle_deck());
        deck.extend(d.late_deck());
        self.set_02_punic_inactive(&mut deck, ev)?;
        let mut deck = self.deal_families_and_hands(d, deck, 3, ev)?;
        bottom_block(&mut self.rand, &mut deck, 12, Vec::new(), "SET-10", ev);
        self.deck = deck;
        Ok(())
    }

    /// SET-10 (LR 3.05.1/3): at the start of turns 8 and 16 of an Alternative History game the
    /// Random Events column and the Legion loyalty number advance (the Middle, then the Late
    /// era), announced to all.
    pub(super) fn set_10_era_turns(&mut self, ev: &mut Vec<Event>) {
        if self.scenario != Scenario::Alternative {
            return;
        }
        let era = set_10_era_at(self.turn);
        if rank(era) > rank(self.era) {
            self.era = era;
            ev.push(public(EventKind::EraAdvances {
                era,
                turn: self.turn,
            }));
        }
    }
}
