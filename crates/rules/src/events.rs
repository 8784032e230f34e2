//! Random Events (LR 1.07.21; FOR-04 on a 7, FOR-22, GEN-13) and Enemy Leader Dies (FOR-21).
//!
//! An Event card is placed in the Forum (or flipped to its increased side if it is there; an
//! increased card is resolved again only when it says so). Effects that belong to the moment the
//! card comes into play are applied here (State Treasury losses or the Pontifex's payment,
//! FOR-02; mortality chits, destroyed Concessions, lost Fleets, the free Rhodian Fleets, Drought
//! and Evil Omens modifiers); effects that belong to later phases (Allied Enthusiasm, REV-17;
//! Barbarian Raids, Internal Disorder, Trial of Verres in the next Revenue Phase,
//! src/rules/provinces.rs; New Alliance after the Senate Phase; battle shifts, Refuge (TD-10),
//! the Rhodian Fleets leaving (COM-19) in the Combat and Revolution Phases; Pretender Emerges
//! when the next Active War appears; Manpower Shortage costs in the Senate) stay on the card in
//! `events_in_play` for those phases to read.

use super::api::{
    ChoiceAbout, ChoiceOption, DeathCause, Destroyed, Event, EventKind, FactionId, FleetLoss,
    ForcesReason, ReturnReason, RuleId, TreasuryReason,
};
use super::data::{DeckCard, EventEffect, EventTiming, MortalityVictims, SpoilsShare};
use super::game::{Game, data, public};
use super::general::RollFor;
use super::legality::MAX_FLEETS;
use super::state::{Chit, EventInPlay};
use crate::api::DicePurpose;
use crate::api::{CardRef, Place};

/// The Evil Omens card key (GEN-13).
pub(super) const EVIL_OMENS: &str = "evil-omens";
/// The Manpower Shortage card key (POP-04).
pub(super) const MANPOWER_SHORTAGE: &str = "manpower-shortage";
/// The Rhodian Alliance card key (FOR-22, COM-19, SEN-47).
pub(super) const RHODIAN_ALLIANCE: &str = "rhodian-alliance";
/// Enemy Leader Dies / Enemy Sues for Peace (FOR-21).
const ENEMY_LEADER_DIES: &str = "enemy-leader-dies";

/// FOR-01: does this Event card stay in the Forum at the passage of time?
pub(super) fn event_persists(key: &str) -> bool {
    data()
        .event(key)
        .is_some_and(|e| e.when == EventTiming::Lasting)
}

impl Game {
    /// FOR-04 (LR 1.07.21): a 7 on the initiative roll: 3d6 on the Random Events Table (Evil
    /// Omens do not modify it), in the column of the game's era (SET-07, SET-09: LR 3.04.1/3),
    /// and the event of that row is placed, or flipped.
    pub(super) fn random_event(&mut self, _f: FactionId, ev: &mut Vec<Event>) {
        let dice = self.roll(3, RollFor::EventsTable, DicePurpose::RandomEvents, ev);
        let total = dice.count();
        let key = u8::try_from(total)
            .ok()
            .and_then(|r| data().event_for_roll(self.era, r))
            .map(|e| e.key.clone());
        let Some(key) = key else {
            self.rules_end(
                "FOR-04",
                super::api::StopWhy::NoRandomEvent { roll: total },
                ev,
            );
            return;
        };
        self.place_event(&key, ev);
    }

    /// FOR-22 (LR 1.07.21): place an Event card, flip it if it is in play, or resolve its
    /// increased side again if the card says so.
    pub(super) fn place_event(&mut self, key: &str, ev: &mut Vec<Event>) {
        let Some(card) = data().event(key) else {
            self.rules_end(
                "FOR-22",
                super::api::StopWhy::UnknownEventCard { key: key.into() },
                ev,
            );
            return;
        };
        let pos = self.events_in_play.iter().position(|e| e.key == key);
        let increased = match pos {
            None => {
                self.events_in_play.push(EventInPlay {
                    key: key.to_string(),
                    increased: false,
                    turn: self.turn,
                    repeats: 0,
                });
                false
            }
            Some(p) if !self.events_in_play[p].increased => {
                self.events_in_play[p].increased = true;
                true
            }
            Some(p) => {
                if !card.repeats_when_increased {
                    ev.push(public(EventKind::EventAtMaximum {
                        card: key.to_string().into(),
                    }));
                    return;
                }
                self.events_in_play[p].repeats += 1;
                true
            }
        };
        ev.push(public(EventKind::EventPlaced {
            key: key.to_string().into(),
            increased,
        }));
        let mut effect = card.side_effect(increased).clone();
        if effect.free_fleets.is_some() {
            self.for_22_rhodian_alliance(key, increased, ev);
            effect.free_fleets = None;
        }
        if key == EVIL_OMENS {
            // FOR-02: with a Pontifex Maximus in play he answers for the sacrifice.
            let cost = effect.treasury_loss.unwrap_or(0);
            if self.for_02_pontifex_evil_omens(cost, ev) {
                effect.treasury_loss = None;
            }
            if self.status != super::game::GameStatus::Waiting {
                return;
            }
        }
        self.apply_event_effect(key, increased, &effect, ev);
    }

    /// The effects of an Event side (`key`, `increased`) that apply when it comes into play.
    fn apply_event_effect(
        &mut self,
        key: &str,
        increased: bool,
        e: &EventEffect,
        ev: &mut Vec<Event>,
    ) {
        if let Some(loss) = e.treasury_loss {
            let cost = i64::from(loss);
            if self.state_treasury < cost {
                ev.push(public(EventKind::StateTreasury {
                    reason: TreasuryReason::Event {
                        event: key.to_string(),
                        increased,
                    },
                    delta: 0,
                    balance: self.state_treasury,
                    shortfall: cost - self.state_treasury,
                }));
                self.state_bankrupt(ev);
                return;
            }
            self.state_treasury -= cost;
            self.ledger.state_debits += cost;
            ev.push(public(EventKind::StateTreasury {
                reason: TreasuryReason::Event {
                    event: key.to_string(),
                    increased,
                },
                delta: -cost,
                balance: self.state_treasury,
                shortfall: 0,
            }));
        }
        if !e.destroy_concession_d6.is_empty() {
            // GEN-13 RULING (card text over LR 1.07.21): Evil Omens lower this roll too; a
            // total below 1 reads the table's lowest row.
            let die = self.roll(
                1,
                RollFor::Check,
                DicePurpose::ConcessionDestroyed {
                    event: key.to_string().into(),
                },
                ev,
            );
            let row = u8::try_from(die.total().clamp(1, 6)).unwrap_or(1);
            if let Some(k) = e.concession_for_d6(row) {
                let k = k.to_string();
                self.destroy_concession(
                    &k,
                    Destroyed::Event {
                        event: key.to_string(),
                        increased,
                    },
                    ev,
                );
            }
        }
        if let Some(n) = e.fleets_lost_d6 {
            let dice = self.roll(
                usize::from(n),
                RollFor::Check,
                DicePurpose::FleetsLost {
                    event: key.to_string().into(),
                },
                ev,
            );
            let total = dice.count();
            // FOR-22: the HRAO picks the Fleets when they could come from more than one place
            // (storm_at_sea.rs); the loss then waits for his answer.
            if !self.for_22_storm_defer(key, increased, total) {
                let lost = self.remove_fleets(
                    total,
                    FleetLoss::Event {
                        event: key.to_string(),
                        increased,
                    },
                    ev,
                );
                ev.push(public(EventKind::Forces {
                    legions: self.legions,
                    fleets: self.fleets,
                    reason: ForcesReason::FleetsSunk {
                        event: key.to_string(),
                        increased,
                        lost,
                    },
                }));
            }
        }
        if let Some(m) = e.mortality {
            let d6 = if m.plus_d6 > 0 {
                let dice = self.roll(
                    usize::from(m.plus_d6),
                    RollFor::Check,
                    DicePurpose::ExtraChits {
                        event: key.to_string().into(),
                    },
                    ev,
                );
                dice.count()
            } else {
                0
            };
            let unrest = u32::try_from(self.unrest.max(0)).unwrap_or(0);
            let count = m.count(unrest, d6);
            let chits = self.draw_chits(count, ev);
            self.event_deaths(
                DeathCause::Event {
                    event: key.to_string(),
                    increased,
                },
                &chits,
                m.victims,
                ev,
            );
        }
    }

    /// Does a War in the Forum (Active, Inactive or Imminent) need Fleets (Fleet Support or a
    /// fleet strength)?
    fn war_needs_fleets(&self) -> bool {
        self.active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .filter_map(|k| self.war_strength(k))
            .any(|s| s.fleet_support + s.fleet > 0)
    }

    /// The free Fleets a Rhodian Alliance side gives in all (8; 12 on the increased side).
    pub(super) fn rhodian_fleets(key: &str, increased: bool) -> u32 {
        data()
            .event(key)
            .and_then(|c| c.side_effect(increased).free_fleets)
            .map_or(0, u32::from)
    }

    /// FOR-22 (card Rhodian Alliance / Increased Rhodian Involvement; LR 1.13.2): with no War
    /// in play needing Fleets the card does nothing and is discarded (a flip does nothing and
    /// the card stays on its first side). Otherwise the State gets the free Fleets: 8, and 4
    /// more when the card flips (12 in all, not 12 more). They join Rome's Fleets (no cost to
    /// raise; maintained from the next Revenue Phase, REV-16) and count against the 25-Fleet
    /// limit. COM-19 disbands them; the Senate may reject the card the turn it came (SEN-47).
    ///
    /// RULING (FOR-22): at the 25-Fleet limit Rome takes only the Fleets that fit; COM-19 still
    /// disbands the card's number (or all Rome has), as the card says.
    pub(super) fn for_22_rhodian_alliance(
        &mut self,
        key: &str,
        increased: bool,
        ev: &mut Vec<Event>,
    ) {
        if !self.war_needs_fleets() {
            if increased {
                if let Some(e) = self.events_in_play.iter_mut().find(|e| e.key == key) {
                    e.increased = false;
                }
                ev.push(public(EventKind::RhodianNoEffect));
            } else {
                self.events_in_play.retain(|e| e.key != key);
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Event {
                        key: key.to_string(),
                        increased,
                    },
                    place: Place::NoWarNeedsFleets,
                }));
            }
            return;
        }
        let already = if increased {
            Self::rhodian_fleets(key, false)
        } else {
            0
        };
        let gain = Self::rhodian_fleets(key, increased).saturating_sub(already);
        let room = MAX_FLEETS.saturating_sub(self.fleets + self.rebel_fleets());
        let got = gain.min(room);
        self.fleets += got;
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::RhodiansJoin {
                got,
                gain,
                limit: MAX_FLEETS,
            },
        }));
    }

    /// SEN-47 (Rhodian part; card Rhodian Alliance): the Senate rejects the card in the Senate
    /// Phase of the turn it came into play (after the Governors are filled): the card leaves
    /// and its Fleets are disbanded (as COM-19). Returns false if it cannot be rejected now
    /// (not in play, or not placed this turn). Called when `Proposal::RejectRhodian` passes.
    pub(super) fn sen_47_reject_rhodian(&mut self, ev: &mut Vec<Event>) -> bool {
        let turn = self.turn;
        let Some(p) = self
            .events_in_play
            .iter()
            .position(|e| e.key == RHODIAN_ALLIANCE && e.turn == turn)
        else {
            return false;
        };
        let e = self.events_in_play.remove(p);
        let n = Self::rhodian_fleets(&e.key, e.increased);
        let gone = self.remove_fleets(n, FleetLoss::RhodiansRejected, ev);
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::RhodiansRejected { gone },
        }));
        true
    }

    /// SEN-47: may the Senate vote to reject the Rhodian Alliance now (placed this turn)?
    pub(super) fn rhodian_rejectable(&self) -> bool {
        self.events_in_play
            .iter()
            .any(|e| e.key == RHODIAN_ALLIANCE && e.turn == self.turn)
    }

    /// Fleets lost or disbanded (Storm at Sea FOR-22, Rhodian fleets COM-19/SEN-47): at most all
    /// Rome has. Fleets in Rome go first, then Fleets away with Forces (the Force with the most
    /// Fleets first; ties: the one listed last), which lose them too. Returns how many went.
    ///
    /// RULING (COM-19, SEN-47): which Fleets the Rhodians take home is nobody's choice in the
    /// rules; the idle Fleets in Rome go first, so that deployed Forces keep their support as
    /// long as possible. (Storm at Sea: the HRAO's pick, `storm_at_sea.rs`; this order is its
    /// Default Move and applies at once when the Fleets are all in one place.)
    pub(super) fn remove_fleets(&mut self, n: u32, why: FleetLoss, ev: &mut Vec<Event>) -> u32 {
        let n = n.min(self.fleets);
        let away: u32 = self.forces.iter().map(|f| f.fleets).sum();
        let idle = self.fleets.saturating_sub(away);
        let mut left = n.saturating_sub(idle);
        self.fleets -= n;
        while left > 0 {
            let Some(i) = (0..self.forces.len())
                .filter(|i| self.forces[*i].fleets > 0)
                .max_by_key(|i| (self.forces[*i].fleets, *i))
            else {
                break;
            };
            let take = left.min(self.forces[i].fleets);
            self.forces[i].fleets -= take;
            left -= take;
            ev.push(public(EventKind::ForceLosesFleets {
                war: self.forces[i].war.clone().into(),
                lost: take,
                left: self.forces[i].fleets,
                cause: why.clone(),
            }));
        }
        n
    }

    /// REV-17 / FOR-22 (card Allied Enthusiasm): in the Revenue Phase after the card came
    /// into play the State receives the card's gain (50T; 75T instead on the Extreme side),
    /// from the bank. The card leaves at the next passage of time (FOR-01).
    ///
    /// Not built: the Pergamene and Bithynian Bequests (REV-17) are not cards of the Early
    /// Republic data.
    pub(super) fn rev_17_allied_enthusiasm(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let gains: Vec<(String, bool, i64)> = self
            .events_in_play
            .iter()
            .filter(|e| e.turn < self.turn)
            .filter_map(|e| {
                let card = d.event(&e.key)?;
                let gain = card.side_effect(e.increased).treasury_gain?;
                Some((e.key.clone(), e.increased, i64::from(gain)))
            })
            .collect();
        for (event, increased, gain) in gains {
            self.state_treasury += gain;
            self.ledger.state_revenue += gain;
            ev.push(public(EventKind::StateTreasury {
                reason: TreasuryReason::Enthusiasm { event, increased },
                delta: gain,
                balance: self.state_treasury,
                shortfall: 0,
            }));
        }
    }

    /// MOR-03 for events: draw `count` chits, a "Draw 2" going back at once with two more drawn;
    /// then every chit returns to the cup. Returns the senator numbers drawn.
    pub(super) fn draw_chits(&mut self, count: u32, ev: &mut Vec<Event>) -> Vec<u8> {
        let mut needed = count;
        let mut out = Vec::new();
        let mut guard = 0;
        while needed > 0 && guard < 400 {
            guard += 1;
            let c = self.draw_chit(ev);
            match c {
                Chit::DrawTwo => {
                    self.cup.push(c);
                    needed += 1;
                }
                Chit::Senator(n) => {
                    out.push(n);
                    needed -= 1;
                }
                Chit::Blank => needed -= 1,
            }
        }
        self.cup = Chit::full_cup();
        out
    }

    /// Senators killed by an event's chits (FOR-22, POP-04 Mob).
    pub(super) fn event_deaths(
        &mut self,
        cause: DeathCause,
        chits: &[u8],
        victims: MortalityVictims,
        ev: &mut Vec<Event>,
    ) {
        let mut died = false;
        for n in chits {
            let unrest = self.unrest;
            let hit = self.senators.iter().position(|s| {
                s.family == *n
                    && match victims {
                        MortalityVictims::InRome => s.in_rome,
                        MortalityVictims::InRomePopularityBelowUnrest => {
                            s.in_rome && s.popularity < unrest
                        }
                        MortalityVictims::FirstAwayFromRome => self.for_22_abroad(s),
                    }
            });
            if let Some(i) = hit {
                died = true;
                self.kill_senator(i, cause.clone(), ev);
                if victims == MortalityVictims::FirstAwayFromRome {
                    break;
                }
            }
        }
        if !died {
            ev.push(public(EventKind::NoVictims { cause }));
        }
        self.mor_06_empty_factions(ev);
    }

    /// FOR-22 (card Foreign Epidemic): may this senator die of it? Only a Governor, a
    /// Proconsul, a Captive (or a Rebel, who cannot exist yet) away from Rome.
    ///
    /// RULING (FOR-22): the card lists those four; a Consul, Dictator or Master of Horse away
    /// commanding a Force is none of them and is spared (the card's list is read literally).
    fn for_22_abroad(&self, s: &super::state::Senator) -> bool {
        if s.in_rome {
            return false;
        }
        let id = s.id();
        s.offices.contains(&super::state::Office::Proconsul)
            || self.provinces.iter().any(|p| p.governor == id)
            || self.captives.iter().any(|c| c.senator == id)
    }

    /// Drought effects in play (POP-01): each Drought side (and repeat) and each war with the
    /// Drought icon in the Forum (active, inactive or imminent).
    ///
    /// RULING (POP-01): a Drought-icon war counts wherever it is in the Forum, Imminent included
    /// (the card's effect is "while in play"; LR 1.08.12 "Drought Effects can be caused by both
    /// Events and Wars").
    pub(super) fn drought_effects(&self) -> u32 {
        let d = data();
        let events: u32 = self
            .events_in_play
            .iter()
            .filter_map(|e| {
                let card = d.event(&e.key)?;
                let mut n = u32::from(card.effect.drought_effects.unwrap_or(0));
                if e.increased {
                    n += u32::from(card.increased_effect.drought_effects.unwrap_or(0))
                        * (1 + e.repeats);
                }
                Some(n)
            })
            .sum();
        let wars = self
            .active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .filter(|k| d.war(k).is_some_and(|w| w.drought))
            .count();
        events + u32::try_from(wars).unwrap_or(0)
    }

    /// FOR-21 (card "Enemy Leader Dies" / "Enemy Sues for Peace"): at the end of the Forum
    /// Phase the HRAO picks an enemy Leader to discard; on the increased side that Leader is
    /// discarded too and his largest matching war sues for peace (half its Spoils to the State,
    /// the war shuffled into the top 6 cards).
    ///
    /// The candidates are every enemy Leader in play (card: "one enemy Leader in play"): those
    /// placed with a war, those in Refuge (TD-10, LR 1.07.344/6: he is still in play and aids
    /// wars) and those waiting in the Curia (LR 1.07.344/2 and /4: a Leader in the Curia is
    /// "removed from play" only when his wars are gone or he dies of age).
    ///
    /// The HRAO's faction picks (a `Choice` decision, `choices.rs`) when two or more Leaders are
    /// in play; returns true when it is asked (the Forum Phase ends after the answer). Default
    /// Move (docs/RULINGS.md FOR-21): the strongest Leader in play (ties: one placed with a war,
    /// then in Refuge, then in the Curia; among those the first placed).
    /// "Largest" war = the highest printed land strength (ties: earliest in the series).
    pub(super) fn for_21_enemy_leader(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(e) = self
            .events_in_play
            .iter()
            .find(|e| e.key == ENEMY_LEADER_DIES)
            .cloned()
        else {
            return false;
        };
        let d = data();
        let mut keys: Vec<String> = Vec::new();
        let in_play = self
            .leaders
            .iter()
            .map(|l| l.leader.clone())
            .chain(self.refugees.iter().map(|r| r.leader.clone()))
            .chain(self.curia.iter().filter_map(|c| match c {
                DeckCard::Leader(l) => Some(l.clone()),
                _ => None,
            }));
        for k in in_play {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
        // Stable: ties keep the order above.
        keys.sort_by_key(|k| std::cmp::Reverse(d.leader(k).map_or(0, |c| c.strength)));
        let Some(first) = keys.first().cloned() else {
            ev.push(public(EventKind::NoEnemyLeader {
                increased: e.increased,
            }));
            return false;
        };
        let hrao_faction = self.hrao_index().and_then(|i| self.senators[i].faction);
        match hrao_faction {
            Some(f) if keys.len() > 1 => {
                let about = ChoiceAbout::EnemyLeader {
                    increased: e.increased,
                };
                let id = self.choice_id(&about, 1, f);
                let options: Vec<ChoiceOption> = keys
                    .into_iter()
                    .map(|leader| ChoiceOption::Leader { leader })
                    .collect();
                self.ask_choice(
                    f,
                    id,
                    about,
                    options,
                    ChoiceOption::Leader { leader: first },
                );
                true
            }
            _ => {
                self.for_21_apply(&first, e.increased, ev);
                false
            }
        }
    }

    /// FOR-21: the Leader picked is discarded (and, increased, his largest war sues for peace).
    /// He leaves the place he holds: a war, Refuge or the Curia. One who was aiding a war (placed
    /// with it, or in Refuge aiding one) is "killed by" the card and takes refuge instead while
    /// a Refuge card is in play (TD-10, LR 1.07.344/5).
    pub(super) fn for_21_apply(&mut self, key: &str, increased: bool, ev: &mut Vec<Event>) {
        let d = data();
        let aiding = if let Some(li) = self.leaders.iter().position(|l| l.leader == key) {
            self.leaders.remove(li);
            true
        } else if let Some(ri) = self.refugees.iter().position(|r| r.leader == key) {
            let r = self.refugees.remove(ri);
            !r.wars.is_empty()
        } else if let Some(ci) = self
            .curia
            .iter()
            .position(|c| *c == DeckCard::Leader(key.to_string()))
        {
            self.curia.remove(ci);
            false
        } else {
            return;
        };
        let place = if increased {
            Place::EnemySuesForPeace
        } else {
            Place::EnemyLeaderDies
        };
        // Card (Enemy Sues for Peace): "the HRAO chooses one enemy Leader in play to be
        // discarded": he leaves play first, so he neither follows his war nor goes to the Curia.
        // TD-10: a Leader killed by the card may take refuge instead (refuge.rs).
        if !(aiding && self.td_10_take_refuge(key, ev)) {
            self.removed.push(DeckCard::Leader(key.to_string()));
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(key.to_string()),
                },
                place,
            }));
        }
        if !increased {
            return;
        }
        let Some(card) = d.leader(key) else {
            return;
        };
        let war = self
            .active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .filter(|k| d.war(k).is_some_and(|w| card.matches(w)))
            .max_by_key(|k| {
                d.war(k).map_or((0, std::cmp::Reverse(u8::MAX)), |w| {
                    (w.land, std::cmp::Reverse(w.series_index.unwrap_or(u8::MAX)))
                })
            })
            .cloned();
        let Some(war) = war else {
            return;
        };
        let peace = d
            .event(ENEMY_LEADER_DIES)
            .and_then(|c| c.increased_effect.peace)
            .unwrap_or(super::data::Peace {
                spoils: SpoilsShare::Half,
                shuffle_into_top: Some(6),
            });
        self.make_peace(&war, peace, "FOR-21", ev);
    }

    /// A war makes peace (FOR-21 Enemy Sues for Peace, SEN-47 New Alliance): the State gets its
    /// share of the Spoils; the war goes into the top cards of the deck or the discard pile;
    /// then `war_left_play` (its captives are killed, its Leaders follow TD-10, forces on it
    /// come home).
    pub(super) fn make_peace(
        &mut self,
        war: &str,
        peace: super::data::Peace,
        rule: &'static str,
        ev: &mut Vec<Event>,
    ) {
        let d = data();
        let war = war.to_string();
        let spoils = i64::from(d.war(&war).map_or(0, |w| w.spoils));
        let gain = match peace.spoils {
            SpoilsShare::Half => spoils / 2,
            SpoilsShare::All => spoils,
        };
        self.active_wars.retain(|k| *k != war);
        self.inactive_wars.retain(|k| *k != war);
        self.imminent_wars.retain(|k| *k != war);
        // POP-01 / COM-20: a war that made peace is no longer unprosecuted, nor one drawn this
        // turn and left unfought.
        self.unprosecuted_wars.retain(|k| *k != war);
        self.wars_drawn.retain(|(k, _)| *k != war);
        self.state_treasury += gain;
        self.ledger.state_revenue += gain;
        ev.push(public(EventKind::StateTreasury {
            reason: TreasuryReason::Peace {
                war: war.clone(),
                half: matches!(peace.spoils, SpoilsShare::Half),
                rule: RuleId::new(rule),
            },
            delta: gain,
            balance: self.state_treasury,
            shortfall: 0,
        }));
        let province = d.war(&war).and_then(|w| w.province_revolt.clone());
        match peace.shuffle_into_top {
            // New Alliance card: "If the selected War is a Pretender Province the Revolt is
            // completely defeated" (REV-02, FOR-22): the Province returns to the Forum.
            _ if province.is_some() => {
                if let Some(p) = province
                    && !self.forum_provinces.contains(&p)
                {
                    self.forum_provinces.push(p);
                }
                self.revolts.retain(|k| *k != war);
                ev.push(public(EventKind::RevoltEnded {
                    war: war.clone().into(),
                    rule: RuleId::new(rule),
                }));
            }
            Some(n) => {
                let n = usize::from(n).min(self.deck.len());
                let mut top: Vec<DeckCard> = self.deck.drain(..n).collect();
                top.push(DeckCard::War(war.clone()));
                self.rand.shuffle(&mut top);
                top.extend(std::mem::take(&mut self.deck));
                self.deck = top;
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::War(war.clone()),
                    },
                    place: Place::DeckTop {
                        cards: u32::try_from(n + 1).unwrap_or(u32::MAX),
                        rule: RuleId::new(rule),
                    },
                }));
            }
            None => {
                self.discard.push(DeckCard::War(war.clone()));
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::War(war.clone()),
                    },
                    place: Place::WarDiscarded {
                        rule: RuleId::new(rule),
                    },
                }));
                // FOR-22 (card Another New Alliance): "When a War is discarded in this manner,
                // provinces are still created", as by a Victory (COM-12).
                if let Some(w) = d.war(&war) {
                    for p in self.com_12_provinces(w) {
                        let key = d.province_key(&p);
                        if !self.forum_provinces.contains(&key) {
                            self.forum_provinces.push(key.clone());
                            ev.push(public(EventKind::CardPlaced {
                                card: CardRef::Province { key: key.clone() },
                                place: Place::NewProvince {
                                    rule: RuleId::new(rule),
                                },
                            }));
                        }
                    }
                }
            }
        }
        // COM-16 / TD-10: its captives are killed (LR 1.10.71/12: "discarded, or otherwise
        // returned to the deck"); its Leaders go to another Active matching war, else to the
        // Curia (a war back in the deck is not gone), else out of play; its Forces come home.
        self.war_left_play(
            &war,
            Some(ReturnReason::Peace {
                rule: RuleId::new(rule),
            }),
            ev,
        );
    }
}
