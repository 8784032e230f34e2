//! Cards drawn in the Forum (LR 1.07.3..1.07.344; FOR-05..FOR-08) and the placement of Wars
//! and Leaders with the Time Delay rule (S004 RULE 7.3321 as VG Imminent Wars; TD-01..TD-10).

use super::api::Event;
use super::api::{CardKey, EventKind, FactionId, WarStrength};
use super::data::DeckCard;
use super::game::{Game, data, private, public};
use super::setup::card_key;
use super::state::{LeaderInPlay, Senator};
use crate::api::{CardRef, Cause, DrawnTo, LeaderJoins, Place};

impl Game {
    /// TD-08 (LR 1.07.332, 1.07.342): the current land strength, fleet strength and Fleet
    /// Support of the war `key` in the Forum (Active, Inactive or Imminent); None if it is not
    /// in the Forum.
    ///
    /// With n Active wars of its set of Matching Wars (itself included; each card counts) an
    /// Active war's land and fleet strength are multiplied by n, never its Fleet Support; an
    /// Inactive or Imminent war does not multiply nor is multiplied (LR 1.07.3321). The
    /// strength of the Leaders placed with it is added after the multiplication. The
    /// multiplier drops by itself as matching wars leave the Active Wars. An active Leader adds
    /// his strength to every Active War he matches, not only the one he is placed with (LR
    /// 1.07.342, `leaders_aiding`).
    ///
    /// RULING (TD-08): a Leader raises the fleet strength only of a war printed with one (a war
    /// without a fleet does not get one from its Leader).
    ///
    /// Not done here (TD-08 partial): the attack-order restriction (a later matching war only
    /// if every earlier Active one is attacked the same turn or before) and "the last war of a
    /// numbered series defeated → the earlier ones become Revolts (no Spoils)" belong to the
    /// Senate and Combat Phases, which are not implemented yet.
    pub fn war_strength(&self, key: &str) -> Option<WarStrength> {
        let d = data();
        let in_forum = |v: &Vec<String>| v.iter().any(|k| k == key);
        if !(in_forum(&self.active_wars)
            || in_forum(&self.inactive_wars)
            || in_forum(&self.imminent_wars))
        {
            return None;
        }
        let w = d.war(key)?;
        let multiplier = if w.series.is_some() && in_forum(&self.active_wars) {
            let n = self
                .active_wars
                .iter()
                .filter(|k| d.war(k).is_some_and(|o| o.series == w.series))
                .count();
            u32::try_from(n.max(1)).unwrap_or(1)
        } else {
            1
        };
        // TD-10: Leaders in refuge who aid it count too.
        let leaders: u32 = self
            .leaders_aiding(key)
            .iter()
            .filter_map(|l| d.leader(l))
            .map(|l| u32::from(l.strength))
            .sum();
        let fleet = if w.has_naval() {
            u32::from(w.naval) * multiplier + leaders
        } else {
            0
        };
        // SEN-62 (card:law-plautian-papirian/2): the Social War's own Strength halved, rounded
        // up; its Leaders add theirs after.
        let own = u32::from(w.land) * multiplier;
        let own = if self.strength_halved(key) {
            own.div_ceil(2)
        } else {
            own
        };
        // COM-18 (ADV 2.02.412/2, /5): allied Provinces add their printed Strength and
        // Provincial Forces, never multiplied.
        let (allied_land, allied_fleet) = self.com_18_allied_strength(key, w);
        Some(WarStrength {
            land: own + leaders + allied_land,
            fleet: fleet + allied_fleet,
            fleet_support: u32::from(w.fleet_support),
            multiplier,
            leaders,
        })
    }

    /// COM-16 / TD-10 / COM-12 / SEN-47 / FOR-21 (LR 1.10.71/12, 1.07.344): the one place for
    /// what follows a war leaving play, whatever took it: a Victory (COM-12), New Alliance or
    /// Another New Alliance (SEN-47), Enemy Sues for Peace (FOR-21). The caller has already put
    /// its card where it goes (the discard pile, the top of the deck, or nowhere for a Province
    /// in revolt) and counted its Spoils. Here:
    /// - it leaves every box of the Forum (Active, Inactive, Imminent, Unprosecuted) and loses
    ///   its Naval Victory marker and Revolt status;
    /// - its captives are killed: "they are killed if their War is defeated, discarded, or
    ///   otherwise returned to the deck" (LR 1.10.71/12);
    /// - its Leaders go on by TD-10 (another Active matching war, the Curia, out of play, or
    ///   Refuge), and Leaders in refuge stop aiding it (`leaders_after_war_left`);
    /// - the Forces on it come home (`home`); a Victory's combat brings its Forces home itself
    ///   (`home` None: the battle's bookkeeping removes them when the phase's battles end).
    pub(super) fn war_left_play(
        &mut self,
        war: &str,
        home: Option<super::api::ReturnReason>,
        ev: &mut Vec<Event>,
    ) {
        self.active_wars.retain(|k| k != war);
        self.inactive_wars.retain(|k| k != war);
        self.imminent_wars.retain(|k| k != war);
        self.unprosecuted_wars.retain(|k| k != war);
        self.naval_victories.retain(|k| k != war);
        self.revolts.retain(|k| k != war);
        self.captives_die_with(war, ev);
        // COM-22: Cleopatra leaves with her war (leaders_late.rs).
        self.com_22_war_left(war, ev);
        self.leaders_after_war_left(war, ev);
        // COM-18 (ADV 2.02.412/10): its allied Provinces return to the Forum.
        self.com_18_allies_return(war, ev);
        if let Some(why) = home {
            while let Some(pos) = self.forces.iter().position(|f| f.war == war) {
                self.return_force(pos, why.clone(), ev);
            }
        }
    }

    /// TD-10 (LR 1.07.344): the war `war` has just left the Forum (its card is already in the
    /// deck, the discard pile or out of play). Each Leader placed with it joins the earliest
    /// other matching Active war; with none left ("the last active Matching War") he goes to the
    /// Curia, or out of play if every war he matches is gone from the deck and the board (in
    /// the discard pile or out of play). A Leader waiting in the Curia whose wars are all gone
    /// is removed too. A war shuffled back into the deck (FOR-21) is not gone.
    ///
    /// Every caller removes the war by a Victory, FOR-21 or New Alliance, so a Leader sent to
    /// the Curia or out of play here is "killed by a Victory" and takes refuge instead when the
    /// Refuge card is in play (TD-10, refuge.rs); Leaders in refuge stop aiding the war.
    pub(super) fn leaders_after_war_left(&mut self, war: &str, ev: &mut Vec<Event>) {
        let d = data();
        self.td_10_refugees_after_war_left(war, ev);
        let mut keep = Vec::new();
        let mut homeless = Vec::new();
        for mut l in std::mem::take(&mut self.leaders) {
            if l.war != war {
                keep.push(l);
                continue;
            }
            let next = d.leader(&l.leader).and_then(|lc| {
                self.active_wars
                    .iter()
                    .filter(|k| *k != war && d.war(k).is_some_and(|w| lc.matches(w)))
                    .min_by_key(|k| d.war(k).and_then(|w| w.series_index).unwrap_or(u8::MAX))
                    .cloned()
            });
            if let Some(n) = next {
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::Leader(l.leader.clone()),
                    },
                    place: Place::WithWar {
                        war: n.clone().into(),
                        cause: LeaderJoins::HisWarLeft,
                    },
                }));
                l.war = n;
                keep.push(l);
            } else {
                homeless.push(l.leader);
            }
        }
        self.leaders = keep;
        for l in homeless {
            if self.td_10_take_refuge(&l, ev) {
                continue;
            }
            if self.leader_wars_gone(&l) {
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::Leader(l.clone()),
                    },
                    place: Place::MatchingWarsGone { from_curia: false },
                }));
                self.removed.push(DeckCard::Leader(l));
            } else {
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::Leader(l.clone()),
                    },
                    place: Place::CuriaNoMatch { in_play: true },
                }));
                self.curia.push(DeckCard::Leader(l));
            }
        }
        let gone: Vec<usize> = (0..self.curia.len())
            .filter(|i| match &self.curia[*i] {
                DeckCard::Leader(l) => self.leader_wars_gone(l),
                _ => false,
            })
            .collect();
        for i in gone.into_iter().rev() {
            let c = self.curia.remove(i);
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck { of: c.clone() },
                place: Place::MatchingWarsGone { from_curia: true },
            }));
            self.removed.push(c);
        }
    }

    /// TD-06 / TD-10 (LR 1.07.344/2): "If all of the Matching Wars associated with the Leader
    /// are removed from the deck and board the Leader is removed from play": no war he matches
    /// is in the deck or in the Forum (Active, Inactive, Imminent). A war in the discard pile or
    /// out of play cannot come back, nor can a war of a deck that is not in this game (the 3rd
    /// Punic War is a Middle Republic card; an Early game never draws it).
    pub(super) fn leader_wars_gone(&self, leader: &str) -> bool {
        let d = data();
        let Some(lc) = d.leader(leader) else {
            return false;
        };
        !d.wars
            .iter()
            .filter(|w| lc.matches(w))
            .any(|w| self.deck.contains(&DeckCard::War(w.key.clone())) || self.war_in_forum(&w.key))
    }

    /// A scripted card key read as a card (tests): "era-ends", a family number, a statesman ID,
    /// a war, leader, intrigue or concession key.
    fn parse_card(key: &str) -> Option<DeckCard> {
        let d = data();
        let k = key.trim();
        if k.eq_ignore_ascii_case("era-ends") || k.eq_ignore_ascii_case("era ends") {
            return Some(DeckCard::EraEnds);
        }
        if let Ok(n) = k.parse::<u8>() {
            return d.family(n).map(|_| DeckCard::Family(n));
        }
        if let Some(s) = d.statesman(k) {
            return Some(DeckCard::Statesman(s.id.clone()));
        }
        if let Some(w) = d.war(k) {
            return Some(DeckCard::War(w.key.clone()));
        }
        if let Some(l) = d.leader(k) {
            return Some(DeckCard::Leader(l.key.clone()));
        }
        if let Some(i) = d.intrigue(k) {
            return Some(DeckCard::Intrigue(i.key.clone()));
        }
        if let Some(l) = d.law(k) {
            return Some(DeckCard::Law(l.key.clone()));
        }
        if let Some(m) = d.misc_card(k) {
            return Some(DeckCard::Misc(m.key.clone()));
        }
        d.concession(k).map(|c| DeckCard::Concession(c.key.clone()))
    }

    /// SET-09 (LR 3.04.1/1, 3.04.1/4): an Extended game whose deck is drawn out puts the next
    /// deck in play; the card about to be drawn is of the new period, which begins now (its
    /// Random Events column and Legion loyalty number), announced to all.
    fn set_09_next_deck(&mut self, ev: &mut Vec<Event>) {
        if !self.deck.is_empty() || self.next_decks.is_empty() {
            return;
        }
        let next = self.next_decks.remove(0);
        self.deck = next.cards;
        self.era = next.era;
        ev.push(public(EventKind::EraBegins { era: next.era }));
    }

    /// The next card: a scripted one (tests; taken out of the deck if it is there), else the top
    /// of the deck; None if the deck is empty.
    fn next_card(&mut self) -> Option<DeckCard> {
        while let Some(k) = self.rand.script_cards.pop_front() {
            if let Some(c) = Self::parse_card(&k) {
                if let Some(p) = self.deck.iter().position(|x| *x == c) {
                    self.deck.remove(p);
                }
                return Some(c);
            }
        }
        if self.deck.is_empty() {
            None
        } else {
            Some(self.deck.remove(0))
        }
    }

    /// FOR-04/FOR-05 (LR 1.07.2, 1.07.3): draw the top card. Forum cards are played at once
    /// (families to the Forum, wars, leaders, Era Ends); Faction cards go to the drawing
    /// faction's hand, privately. An empty deck: no card (LR 1.07.2).
    pub(super) fn draw_forum_card(&mut self, f: FactionId, ev: &mut Vec<Event>) {
        self.set_09_next_deck(ev);
        let Some(card) = self.next_card() else {
            ev.push(public(EventKind::DeckEmpty));
            return;
        };
        match card {
            DeckCard::Family(n) => self.family_to_forum(n, &Cause::Drawn, ev),
            DeckCard::War(k) => self.place_war(&k, ev),
            DeckCard::Leader(k) => self.place_leader(&k, f, ev),
            DeckCard::EraEnds => {
                self.era_ends = true;
                ev.push(public(EventKind::CardDrawn {
                    card: CardRef::Deck {
                        of: DeckCard::EraEnds,
                    },
                    to: DrawnTo::EraEnds,
                }));
            }
            // REV-17: a Bequest (bequests.rs). DATA-19: the Catiline Conspiracy is not built:
            // the rules stop rather than leave it without effect.
            DeckCard::Misc(k) => {
                ev.push(public(EventKind::CardDrawn {
                    card: CardRef::Deck {
                        of: DeckCard::Misc(k.clone()),
                    },
                    to: DrawnTo::Forum,
                }));
                if self.rev_17_bequest_drawn(&k, ev) {
                    return;
                }
                // DATA-19: the Catiline Conspiracy waits for the HRAO's pick (catiline.rs).
                if self.data_19_catiline_drawn(&k) {
                    return;
                }
                let rule = match data().misc_card(&k).map(|m| m.kind) {
                    Some(super::data::MiscKind::Bequest) => "REV-17",
                    _ => "DATA-19",
                };
                self.rules_end(
                    rule,
                    super::api::StopWhy::CardNotBuilt {
                        card: CardKey(k.clone()),
                    },
                    ev,
                );
            }
            c @ (DeckCard::Statesman(_)
            | DeckCard::Intrigue(_)
            | DeckCard::Concession(_)
            | DeckCard::Law(_)) => {
                if let Some(k) = card_key(&c) {
                    ev.push(private(
                        f,
                        EventKind::CardToHand {
                            faction: f,
                            card: k,
                        },
                    ));
                }
                ev.push(public(EventKind::CardDrawn {
                    card: CardRef::FactionCard,
                    to: DrawnTo::IntoHand { faction: f },
                }));
                self.factions[usize::from(f.0)].hand.push(c);
            }
        }
    }

    /// A Family card comes face up into the Forum (FOR-05, FOR-20): under its Statesman if he is
    /// in play without it (LR 1.07.312: the "A" one of a pair), else as an unaligned senator.
    pub(super) fn family_to_forum(&mut self, n: u8, why: &Cause, ev: &mut Vec<Event>) {
        let d = data();
        let mut stack: Vec<usize> = (0..self.senators.len())
            .filter(|i| {
                let s = &self.senators[*i];
                s.family == n && s.statesman.is_some() && !s.family_card
            })
            .collect();
        stack.sort_by_key(|i| self.senators[*i].id_key());
        if let Some(i) = stack.first().copied() {
            let fam = d.family(n).map_or(0, |c| u32::from(c.influence));
            let s = &mut self.senators[i];
            s.family_card = true;
            s.influence = s.influence.max(fam);
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Family(n),
                },
                place: Place::UnderStatesman {
                    senator: self.senators[i].id(),
                    cause: why.clone(),
                },
            }));
            return;
        }
        if self.senators.iter().any(|s| s.family == n && s.family_card) {
            // GEN-10: cannot happen (the card is in play already); never duplicate it.
            ev.push(public(EventKind::DuplicateFamily { family: n }));
            self.discard.push(DeckCard::Family(n));
            return;
        }
        self.senators.push(Senator::from_family(d, n, None));
        ev.push(public(EventKind::CardPlaced {
            card: CardRef::Deck {
                of: DeckCard::Family(n),
            },
            place: Place::ForumSenator { cause: why.clone() },
        }));
    }

    /// Keys of the wars in the Forum (active, inactive, imminent) that match `key`.
    fn matching_in_forum(&self, key: &str) -> Vec<String> {
        let d = data();
        let Some(w) = d.war(key) else {
            return Vec::new();
        };
        if w.series.is_none() {
            return Vec::new();
        }
        self.active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .filter(|k| *k != key && d.war(k).is_some_and(|o| o.series == w.series))
            .cloned()
            .collect()
    }

    /// An Inactive war becomes Active (TD-02, FOR-07), with a matching Leader waiting in the
    /// Curia (LR 1.07.341).
    pub(super) fn activate_war(&mut self, key: &str, why: &Cause, ev: &mut Vec<Event>) {
        if let Some(p) = self.inactive_wars.iter().position(|k| k == key) {
            self.inactive_wars.remove(p);
        }
        // COM-18 (ADV 2.02.414/4): a War a Governor beat is Inactive no more.
        self.provincial.beaten.retain(|k| k != key);
        if !self.active_wars.iter().any(|k| k == key) {
            self.active_wars.push(key.to_string());
        }
        ev.push(public(EventKind::CardPlaced {
            card: CardRef::Deck {
                of: DeckCard::War(key.to_string()),
            },
            place: Place::ActiveWars { cause: why.clone() },
        }));
        self.leaders_from_curia(key, ev);
        self.for_22_pretender_on_active_war(ev);
    }

    /// TD-04 (LR 1.07.3321): several wars become Active at the same time (a matching draw,
    /// TD-02; the Social War, TD-09). Of each set of Matching Wars among them only the earliest
    /// in series order becomes Active; the rest go to the Imminent Wars (they leave it at the
    /// start of a turn, MOR-01/TD-03). Wars of no series are never held back.
    ///
    /// Start-of-turn activation (MOR-01) already moves one war per set. The Spanish Revolts
    /// that wait for their provinces (LR's own example) activate in the Revolution Phase, which
    /// is not implemented yet: that call site does not exist.
    pub(super) fn activate_together(&mut self, keys: &[String], why: &Cause, ev: &mut Vec<Event>) {
        let d = data();
        let order = |k: &String| d.war(k).and_then(|w| w.series_index).unwrap_or(u8::MAX);
        for k in keys {
            // TD-04 is part of the Time Delay (LR 1.07.3321/2): without it nothing is held back.
            let held_back = self.options.time_delay
                && d.war(k).is_some_and(|w| {
                    w.series.is_some()
                        && keys.iter().any(|o| {
                            o != k
                                && d.war(o).is_some_and(|ow| ow.series == w.series)
                                && (order(o), o.as_str()) < (order(k), k.as_str())
                        })
                });
            if held_back {
                if let Some(p) = self.inactive_wars.iter().position(|x| x == k) {
                    self.inactive_wars.remove(p);
                }
                if !self.imminent_wars.contains(k) {
                    self.imminent_wars.push(k.clone());
                }
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::War(k.clone()),
                    },
                    place: Place::ImminentTogether { cause: why.clone() },
                }));
            } else {
                self.activate_war(k, why, ev);
            }
        }
    }

    /// FOR-07 / TD-06 / TD-03 (LR 1.07.341/2): "If a Leader resides in the Curia and a War
    /// matching that Leader is drawn (or becomes Active), both the Leader and the War are
    /// immediately considered Active": every Leader in the Curia who matches the war `key`
    /// joins it (Hannibal and Hamilcar both), in the Curia's order.
    pub(super) fn leaders_from_curia(&mut self, key: &str, ev: &mut Vec<Event>) {
        let d = data();
        let Some(w) = d.war(key) else { return };
        let mut stay = Vec::new();
        for c in std::mem::take(&mut self.curia) {
            match c {
                DeckCard::Leader(l) if d.leader(&l).is_some_and(|lc| lc.matches(w)) => {
                    ev.push(public(EventKind::CardPlaced {
                        card: CardRef::Deck {
                            of: DeckCard::Leader(l.clone()),
                        },
                        place: Place::WithWar {
                            war: key.to_string().into(),
                            cause: LeaderJoins::FromCuria,
                        },
                    }));
                    self.leaders.push(LeaderInPlay {
                        leader: l,
                        war: key.to_string(),
                    });
                }
                other => stay.push(other),
            }
        }
        self.curia = stay;
    }

    /// SET-02 house rule (issue 24 §3, `punic-war-active`): the 1st Punic War, set up in the
    /// Inactive Wars (LR 3.01.4), starts Active instead.
    pub(super) fn set_02_punic_war_active(&mut self, ev: &mut Vec<Event>) {
        const FIRST_PUNIC: &str = "punic-1";
        if self.inactive_wars.iter().any(|k| k == FIRST_PUNIC) {
            self.activate_war(FIRST_PUNIC, &Cause::HouseRule, ev);
        }
    }

    /// TD-02: of the wars `matching` a War drawn, the Inactive ones that a match wakes (not
    /// those still waiting for their Provinces, FOR-06).
    fn inactive_matches_awake(&self, matching: Vec<String>) -> Vec<String> {
        let d = data();
        matching
            .into_iter()
            .filter(|m| self.inactive_wars.contains(m))
            .filter(|m| d.war(m).is_none_or(|mw| !self.waits_for_provinces(mw)))
            .collect()
    }

    /// FOR-06 / TD-01 / TD-02 (LR 1.07.33..1.07.3321, S004 7.3321): a War drawn.
    ///
    /// A war matching a war anywhere in the Forum goes to the Imminent Wars ("face-down in the
    /// Inactive War slot" in S004) and a matching Inactive war becomes Active; otherwise it is
    /// Active with the Armaments icon, else Inactive (also Inactive while the provinces it needs
    /// do not exist). A matching Leader in the Curia activates it (LR 1.07.341). Concessions it
    /// destroys are destroyed; the Social War activates every Inactive war of a matching set
    /// (TD-09).
    pub(super) fn place_war(&mut self, key: &str, ev: &mut Vec<Event>) {
        let d = data();
        let Some(w) = d.war(key) else {
            self.inactive_wars.push(key.to_string());
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::War(key.to_string()),
                },
                place: Place::InactiveWars { known: false },
            }));
            return;
        };
        ev.push(public(EventKind::CardDrawn {
            card: CardRef::Deck {
                of: DeckCard::War(key.to_string()),
            },
            to: DrawnTo::Forum,
        }));
        self.wars_drawn.push((key.to_string(), self.turn));
        // FOR-06 (LR 1.07.333/2): a Revolt of a Province that exists.
        self.for_06_province_revolt(w, ev);
        let matching = self.matching_in_forum(key);
        // FOR-06 (card:war-numantine/1, card:leader-viriathus/2): a war whose Provinces do not
        // exist yet is Inactive, whatever matches it, and no Leader wakes it.
        if self.waits_for_provinces(w) {
            self.inactive_wars.push(key.to_string());
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::War(key.to_string()),
                },
                place: Place::InactiveWars { known: true },
            }));
        } else if !matching.is_empty() && !self.options.time_delay {
            // TD-01 (issue 24 §3, house rule `time-delay=off`; RULING TD-01 in
            // docs/RULINGS.md): without S004 7.3321 the War drawn is Active at once and
            // multiplies, and its matching Inactive wars become Active with it.
            self.activate_war(key, &Cause::MatchingWarDrawn, ev);
            let waiting = self.inactive_matches_awake(matching);
            self.activate_together(&waiting, &Cause::MatchingWarDrawn, ev);
        } else if !matching.is_empty() {
            self.imminent_wars.push(key.to_string());
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::War(key.to_string()),
                },
                place: Place::ImminentMatches,
            }));
            let waiting = self.inactive_matches_awake(matching);
            self.activate_together(&waiting, &Cause::MatchingWarDrawn, ev);
        } else if w.starts_inactive {
            let has_leader = self.curia.iter().any(|c| match c {
                DeckCard::Leader(l) => d.leader(l).is_some_and(|l| l.matches(w)),
                _ => false,
            });
            if has_leader {
                self.activate_war(key, &Cause::LeaderWaitsInCuria, ev);
            } else {
                self.inactive_wars.push(key.to_string());
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::War(key.to_string()),
                    },
                    place: Place::InactiveWars { known: true },
                }));
            }
        } else {
            self.activate_war(key, &Cause::ArmamentsIcon, ev);
        }
        self.td_10_refuge_war_drawn(key, ev);
        for c in &w.eliminates_concessions {
            self.destroy_concession(
                c,
                super::api::Destroyed::War {
                    war: key.to_string(),
                },
                ev,
            );
        }
        if w.activates_all_matching {
            let sets: Vec<String> = self
                .inactive_wars
                .iter()
                .filter(|k| d.war(k).is_some_and(|o| o.series.is_some()))
                .cloned()
                .collect();
            self.activate_together(
                &sets,
                &Cause::ActivatedByWar {
                    war: key.to_string().into(),
                },
                ev,
            );
        }
    }

    /// FOR-07 / TD-06 (LR 1.07.341, 1.07.344, S004 7.3321): a Leader drawn joins a matching
    /// Active war (the earliest of the series), else a matching Inactive war, which becomes
    /// Active; with no matching war in play he goes to the Curia, or out of play when none of
    /// his wars can come back (LR 1.07.344/2, `leader_wars_gone`). Leaders do not activate
    /// Imminent wars.
    ///
    /// RULING (TD-06): a Leader whose only matching war in play is Imminent is placed with that
    /// war without activating it (it is in play, so not the Curia; LR 1.07.3321 says Leaders do
    /// not activate Imminent wars). A Leader kept in hand (Cleopatra) goes to the hand.
    pub(super) fn place_leader(&mut self, key: &str, f: FactionId, ev: &mut Vec<Event>) {
        let d = data();
        let Some(l) = d.leader(key) else {
            self.curia.push(DeckCard::Leader(key.to_string()));
            return;
        };
        if l.kept_in_hand {
            ev.push(private(
                f,
                EventKind::CardDrawn {
                    card: CardRef::Deck {
                        of: DeckCard::Leader(key.to_string()),
                    },
                    to: DrawnTo::IntoHand { faction: f },
                },
            ));
            ev.push(public(EventKind::CardDrawn {
                card: CardRef::FactionCard,
                to: DrawnTo::IntoHand { faction: f },
            }));
            self.factions[usize::from(f.0)]
                .hand
                .push(DeckCard::Leader(key.to_string()));
            return;
        }
        ev.push(public(EventKind::CardDrawn {
            card: CardRef::Deck {
                of: DeckCard::Leader(key.to_string()),
            },
            to: DrawnTo::Forum,
        }));
        // FOR-07 (card:leader-viriathus/2): a war waiting for its Provinces is not woken by
        // its Leader, who waits in the Curia. A war already Active waits for nothing (one of
        // its Provinces may have been lost since, SET-07): he joins it.
        let earliest = |v: &Vec<String>, active: bool| -> Option<String> {
            v.iter()
                .filter(|k| {
                    d.war(k)
                        .is_some_and(|w| l.matches(w) && (active || !self.waits_for_provinces(w)))
                })
                .min_by_key(|k| d.war(k).and_then(|w| w.series_index).unwrap_or(u8::MAX))
                .cloned()
        };
        if let Some(w) = earliest(&self.active_wars, true) {
            self.leaders.push(LeaderInPlay {
                leader: key.to_string(),
                war: w.clone(),
            });
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(key.to_string()),
                },
                place: Place::WithWar {
                    war: w.clone().into(),
                    cause: LeaderJoins::Drawn,
                },
            }));
        } else if let Some(w) = earliest(&self.inactive_wars, false) {
            self.leaders.push(LeaderInPlay {
                leader: key.to_string(),
                war: w.clone(),
            });
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(key.to_string()),
                },
                place: Place::WithWar {
                    war: w.clone().into(),
                    cause: LeaderJoins::Activates,
                },
            }));
            self.activate_war(&w, &Cause::LeaderDrawn, ev);
        } else if let Some(w) = earliest(&self.imminent_wars, false) {
            self.leaders.push(LeaderInPlay {
                leader: key.to_string(),
                war: w.clone(),
            });
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(key.to_string()),
                },
                place: Place::WithImminentWar {
                    war: w.clone().into(),
                },
            }));
        } else if self.leader_wars_gone(key) {
            // TD-06 / TD-10 (LR 1.07.344/2): none of his wars can come back: he leaves play.
            self.removed.push(DeckCard::Leader(key.to_string()));
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(key.to_string()),
                },
                place: Place::MatchingWarsGone { from_curia: false },
            }));
        } else {
            self.curia.push(DeckCard::Leader(key.to_string()));
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::Leader(key.to_string()),
                },
                place: Place::CuriaNoMatch { in_play: false },
            }));
        }
    }
}
