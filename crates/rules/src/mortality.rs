//! The start of a turn and the Mortality Phase (LR 1.05; GEN-01, MOR-01..MOR-06).

use super::api::{Consequence, DeathCause, Event, EventKind, SenatorId};
use super::data::DeckCard;
use super::game::{Game, data, gm, public};
use super::general::RollFor;
use super::posts::Post;
use super::state::{Chit, NO_ALLEGIANCE, Phase, Senator};
use crate::api::DicePurpose;
use crate::api::{CardRef, Place};

impl Game {
    /// GEN-01: a new turn; phases in order Mortality, Revenue, Forum, Population, Senate, Combat,
    /// Revolution. Runs Mortality and opens the Revenue round.
    ///
    /// POP-04 (LR 1.08.2/4): No Recruitment forbids raising Forces for the rest of the turn it
    /// was rolled in only: the marker leaves the Force Pool when the next turn starts.
    pub(super) fn start_turn(&mut self, ev: &mut Vec<Event>) {
        self.turn += 1;
        self.no_recruitment = false;
        ev.push(public(EventKind::TurnStarted { turn: self.turn }));
        // SET-10: Alternative History's era advances at the start of turns 8 and 16.
        self.set_10_era_turns(ev);
        self.phase = Phase::Mortality;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Mortality,
        }));
        self.mor_01_activate_imminent_wars(ev);
        self.mor_02_mortality(ev);
        if self.status != super::game::GameStatus::Waiting {
            return;
        }
        self.start_revenue(ev);
    }

    /// MOR-01 (LR 1.05.1, 1.07.3321; S004 7.3321): before anything else, one war of each set
    /// of Matching Wars in the Imminent Wars box becomes Active, the earliest in series order. A
    /// matching Leader waiting in the Curia comes out with it, every one (LR 1.07.341/2).
    pub(super) fn mor_01_activate_imminent_wars(&mut self, ev: &mut Vec<Event>) {
        if self.imminent_wars.is_empty() {
            return;
        }
        let d = data();
        let mut groups: Vec<String> = Vec::new();
        for key in &self.imminent_wars {
            let g = d
                .war(key)
                .map_or_else(|| key.clone(), |w| w.match_group().to_string());
            if !groups.contains(&g) {
                groups.push(g);
            }
        }
        for g in groups {
            let first = self
                .imminent_wars
                .iter()
                .filter(|k| d.war(k).map_or(k.as_str(), |w| w.match_group()) == g)
                .min_by_key(|k| d.war(k).and_then(|w| w.series_index).unwrap_or(u8::MAX))
                .cloned();
            let Some(key) = first else { continue };
            self.imminent_wars.retain(|k| *k != key);
            self.active_wars.push(key.clone());
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::War(key.clone()),
                },
                place: Place::ImminentBecomesActive,
            }));
            self.for_22_pretender_on_active_war(ev);
            // Every matching Leader in the Curia comes to the war (LR 1.07.341/2).
            self.leaders_from_curia(&key, ev);
        }
    }

    /// MOR-02 (LR 1.05.2): draw one chit; MOR-03 (LR 1.05.21): chits stay out until all needed
    /// are drawn, a "Draw 2" goes straight back into the cup and two more are drawn (it can
    /// chain); then every chit returns to the cup. Each numbered chit kills the senator of that
    /// ID if he is in play (MOR-04/MOR-05); then MOR-06.
    pub(super) fn mor_02_mortality(&mut self, ev: &mut Vec<Event>) {
        let mut needed: u32 = 1;
        let mut out: Vec<Chit> = Vec::new();
        // The bound guards against a broken script only: with 34 chits that are not "Draw 2",
        // a real draw ends quickly.
        let mut guard = 0;
        while needed > 0 && guard < 200 {
            guard += 1;
            let c = self.draw_chit(ev);
            match c {
                Chit::DrawTwo => {
                    self.cup.push(c);
                    needed += 1;
                }
                _ => {
                    out.push(c);
                    needed -= 1;
                }
            }
        }
        self.cup = Chit::full_cup();
        let mut died = false;
        for c in out {
            let Chit::Senator(n) = c else { continue };
            let hits: Vec<usize> = self
                .senators
                .iter()
                .enumerate()
                .filter(|(_, s)| s.family == n)
                .map(|(i, _)| i)
                .collect();
            let victim = self.gen_10_chit_victim(&hits, n, ev);
            if let Some(i) = victim {
                died = true;
                self.kill_senator(i, DeathCause::Mortality, ev);
            }
        }
        if !died {
            ev.push(public(EventKind::NoDeath));
        }
        self.mor_06_empty_factions(ev);
    }

    /// GEN-10 / LR 1.05.22: the Senator a chit of family `n` strikes among `hits` (his Senators
    /// in play): only 25A/25B or 29A/29B can share a number; then a random 2d6 picks: RULING:
    /// even total → the first (A), odd → the second (B), 1/2 each.
    pub(super) fn gen_10_chit_victim(
        &mut self,
        hits: &[usize],
        n: u8,
        ev: &mut Vec<Event>,
    ) -> Option<usize> {
        match hits {
            [] => None,
            [i] => Some(*i),
            // GEN-10 / LR 1.05.22: only 25A/25B or 29A/29B can share a number; a random
            // 2d6 picks: RULING: even total → the first (A), odd → the second (B), 1/2 each.
            [a, b, ..] => {
                let dice = self.roll(
                    2,
                    RollFor::Check,
                    DicePurpose::WhichSenatorDies { family: n },
                    ev,
                );
                let total = dice.total().unsigned_abs();
                let (first, second) = if self.senators[*a].id_key() <= self.senators[*b].id_key() {
                    (*a, *b)
                } else {
                    (*b, *a)
                };
                Some(if total.is_multiple_of(2) {
                    first
                } else {
                    second
                })
            }
        }
    }

    /// MOR-04 / MOR-05 (LR 1.05.3, 1.05.31, 1.07.312): a senator dies.
    ///
    /// All markers but the Faction Leader marker are removed (offices, Prior Consul,
    /// knights); Concessions go to the Forum; the Personal Treasury is lost (to the bank); a
    /// Statesman is removed from play for good, and the Family card under him (if any) suffers
    /// the normal consequences; a Family card with the Faction Leader marker stays in the
    /// faction (printed values; back to Rome); any other Family card goes to the bottom of the
    /// Curia. A Statesman Faction Leader alone leaves the faction without a leader until the
    /// Forum Phase.
    pub(super) fn kill_senator(&mut self, i: usize, cause: DeathCause, ev: &mut Vec<Event>) {
        let d = data();
        let s = self.senators[i].clone();
        let id = s.id();
        let mut consequences: Vec<Consequence> = Vec::new();
        for o in &s.offices {
            consequences.push(Consequence::OfficeVacant {
                office: (*o).into(),
            });
        }
        // SEN-15: his Priest marker returns (not an office of `Office`).
        if s.priest {
            consequences.push(Consequence::OfficeVacant {
                office: Post::Priest,
            });
        }
        for c in &s.concessions {
            self.forum_concessions.push(c.key.clone());
            consequences.push(Consequence::ConcessionToForum {
                concession: c.key.clone(),
            });
        }
        if s.knights > 0 {
            consequences.push(Consequence::KnightsLost { knights: s.knights });
        }
        // REV-20 (card:intrigue-open-bodyguard/3): his Open Bodyguard is discarded.
        if let Some(c) = &s.open_bodyguard {
            self.discard.push(DeckCard::Intrigue(c.clone()));
            consequences.push(Consequence::OpenBodyguardDiscarded);
        }
        if s.faction.is_some() {
            consequences.push(Consequence::TreasuryLost);
        }
        if s.treasury > 0 {
            self.ledger.lost_at_death += u64::from(s.treasury);
            ev.push(gm(EventKind::TreasuryLostAtDeath {
                senator: id.clone(),
                amount: s.treasury,
            }));
        }
        if let Some(st) = &s.statesman {
            self.removed.push(DeckCard::Statesman(st.clone()));
            consequences.push(Consequence::StatesmanRemoved {
                statesman: SenatorId(st.clone()),
            });
        }
        // What happens to the Family card (if any).
        let keep_family = s.family_card && s.faction_leader && s.faction.is_some();
        // GEN-10 (LR 1.07.312/12): one of a pair of Statesmen (25A/B, 29A/B) dies on the Family
        // card while the other is in play: the card goes to the survivor, even from a Faction
        // Leader.
        let survivor = if s.family_card {
            s.statesman
                .as_ref()
                .and_then(|k| d.statesman(k))
                .and_then(|c| {
                    self.senators.iter().position(|o| {
                        o.family == s.family
                            && o.statesman
                                .as_ref()
                                .is_some_and(|k| c.may_coexist_with.iter().any(|x| x == k))
                    })
                })
        } else {
            None
        };
        if let Some(j) = survivor {
            let fam = d.family(s.family);
            let o = &mut self.senators[j];
            o.family_card = true;
            // LR 1.07.312/13: he takes over the card's higher printed ratings.
            o.influence = o.influence.max(fam.map_or(0, |c| u32::from(c.influence)));
            let statesman = o.id();
            self.senators.remove(i);
            consequences.push(Consequence::FamilyToPairedStatesman {
                family: s.family,
                statesman,
            });
            if s.faction_leader
                && let Some(f) = s.faction
            {
                consequences.push(Consequence::NoFactionLeader { faction: f });
            }
        } else if keep_family {
            let mut heir = Senator::from_family(d, s.family, s.faction);
            heir.faction_leader = true;
            self.senators[i] = heir;
            consequences.push(Consequence::FamilyStays { family: s.family });
        } else {
            self.senators.remove(i);
            if s.family_card {
                self.curia.push(DeckCard::Family(s.family));
                consequences.push(Consequence::FamilyToCuria { family: s.family });
            }
            if s.faction_leader
                && let Some(f) = s.faction
            {
                consequences.push(Consequence::NoFactionLeader { faction: f });
            }
        }
        // COM-15/COM-16: a commander, Master of Horse or captive away from Rome leaves his
        // force or his captor.
        for force in &mut self.forces {
            if force.commander.as_ref() == Some(&id) {
                force.commander = None;
            }
            if force.master_of_horse.as_ref() == Some(&id) {
                force.master_of_horse = None;
            }
        }
        self.captives.retain(|c| c.senator != id);
        let freed = self.com_13_allegiance_ends(s.family);
        // RVN-03 (ADV 2.04.2/5): his disbanded Legions return to the Force Pool.
        self.rvn_03_senator_died(&id, s.family, ev);
        if freed > 0 {
            consequences.push(Consequence::VeteransOweNobody { legions: freed });
        }
        for province in self.mor_04_governor_dies(&id, ev) {
            consequences.push(Consequence::ProvinceToForum { province });
        }
        ev.push(public(EventKind::SenatorDied {
            senator: id.clone(),
            faction: s.faction,
            cause,
            consequences,
        }));
        // MOR-04 / RVN-09: a Primary Rebel's death makes the Revolt fail.
        if s.rebel {
            self.rebel_died(&id, ev);
        }
    }

    /// COM-13 (LR 1.10.5/4, 1.10.5/5): the Allegiance markers of a dead Senator's Veteran
    /// Legions leave play with him ("until he dies"): wherever they are (in Rome, with a Force,
    /// with the Senate's Army or the Rebel's) they stay Veterans owing nobody, so his heir (the
    /// Family card kept by his faction, LR 1.05.3) or a later Senator of his family does not
    /// inherit them. Returns how many Legions owed him.
    pub(super) fn com_13_allegiance_ends(&mut self, family: u8) -> u32 {
        let mut n = 0u32;
        let mut free = |v: &mut Vec<u8>| {
            for x in v.iter_mut().filter(|x| **x == family) {
                *x = NO_ALLEGIANCE;
                n += 1;
            }
        };
        free(&mut self.veterans_in_rome);
        for f in &mut self.forces {
            free(&mut f.veterans);
        }
        if let Some(r) = self.rebellion.as_mut() {
            free(&mut r.veterans);
            if let Some(a) = r.senate_army.as_mut() {
                free(&mut a.veterans);
            }
        }
        n + self.garrison_veterans_allegiance_ends(family)
    }
}
