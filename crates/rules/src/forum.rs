//! The Forum Phase (LR 1.07; FOR-01..FOR-21) as PBEM rounds (S004 "FORUM PHASE", "OPPOSED
//! PERSUASION ATTEMPT", "SIXTH INITIATIVE RESOLUTION"):
//!
//! 1. FOR-01, then one simultaneous PB-03 round: every faction's orders for its regular
//!    initiative.
//! 2. The regular initiatives are resolved HRAO first, then clockwise (FOR-03); attempts against
//!    aligned senators are ruled on (PB-04) and the non-frivolous ones wait.
//! 3. While attempts wait or initiatives remain to be auctioned (fewer than six players): one
//!    simultaneous round of bribes (PB-05, every faction) and bids for the next auctioned
//!    initiative (PB-06, every faction); the attempts are resolved, then the auction, and the
//!    winner takes the initiative at once. An opposed attempt in it opens another round.
//! 4. Putting Rome in Order (FOR-18..FOR-20), then the Era Ends check (FOR-08) or the
//!    Population Phase.

use super::api::{Answer, DecisionKind, Destroyed, Event, EventKind, FactionId};
use super::api::{Ending, Tie};
use super::data::DeckCard;
use super::game::{Game, GameStatus, data, public};
use super::general::RollFor;
use super::state::{ForumState, Office, Phase};
use crate::api::DicePurpose;
use crate::api::InitiativeHow;
use crate::api::{CardRef, Cause, Place};

/// Initiatives per turn (FOR-03).
pub(super) const INITIATIVES: u8 = 6;

impl Game {
    /// Start the Forum Phase: FOR-01, then open the PB-03 round.
    pub(super) fn start_forum(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Forum;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Forum,
        }));
        self.rev_01_unransomed_captives_die(ev);
        if self.status != super::game::GameStatus::Waiting {
            return;
        }
        self.for_01_passage_of_time(ev);
        // REV-17: a Bequest collected creates its Province (pergamene.rs, bequests.rs).
        self.rev_17_forum_start(ev);
        self.forum = Some(ForumState::default());
        let regular = self.regular_initiatives();
        let decisions = self
            .hrao_order()
            .into_iter()
            .take(usize::from(regular))
            .enumerate()
            .map(|(k, f)| {
                let n = u8::try_from(k + 1).unwrap_or(INITIATIVES);
                self.initiative_decision(f, n)
            })
            .collect();
        self.open_round(DecisionKind::Initiative, decisions);
        self.pb_03_cast_plans_ahead(ev);
    }

    /// PB-02 / PB-03 (S004/11, S004/19): the regular initiative faction `f` will take when the
    /// Forum Phase opens, as things stand (FOR-03: the HRAO's faction first, then clockwise).
    pub(super) fn pb_03_coming_initiative(&self, f: FactionId) -> Option<u8> {
        self.hrao_order()
            .into_iter()
            .take(usize::from(self.regular_initiatives()))
            .position(|g| g == f)
            .and_then(|k| u8::try_from(k + 1).ok())
    }

    /// PB-02 / PB-03 (S004/11: with the revenue orders players "inform the GM of their plans
    /// for the coming initiative"; S004/19: the GM resolves the initiatives): a plan sent with
    /// the revenue orders is its faction's answer in the PB-03 round, sealed like any answer,
    /// when it names that faction's initiative and the rules allow it now; otherwise it is not
    /// used, its faction is told why (privately) and called as usual.
    fn pb_03_cast_plans_ahead(&mut self, ev: &mut Vec<Event>) {
        let plans = std::mem::take(&mut self.plans_ahead);
        if plans.is_empty() {
            return;
        }
        let refused = std::cell::RefCell::new(Vec::new());
        self.prefill_answers(DecisionKind::Initiative, |g, d| {
            let super::api::DecisionOptions::Initiative { initiative, .. } = &d.options else {
                return None;
            };
            let (_, p) = plans
                .iter()
                .find(|(f, p)| *f == d.owner && p.initiative == *initiative)?;
            match g.validate_plan(d.owner, &p.plan) {
                Ok(plan) => Some(Answer::Initiative(plan)),
                Err(super::api::RuleError::Illegal { rule, why }) => {
                    refused
                        .borrow_mut()
                        .push((d.owner, super::illegal::Refused { rule, why }));
                    None
                }
                Err(_) => None,
            }
        });
        for (f, r) in refused.into_inner() {
            self.step_lapses(f, r, ev);
        }
    }

    /// Answers given ahead (FOR-17 "bid ahead", PB-03 plans sent with the revenue orders) for
    /// the decisions of `kind` in the round just opened: `given` says a decision's answer, if
    /// it has one; the round takes them as its factions' sealed answers.
    pub(super) fn prefill_answers(
        &mut self,
        kind: DecisionKind,
        given: impl Fn(&Self, &super::api::Decision) -> Option<Answer>,
    ) {
        let Some(round) = self.pending.as_ref() else {
            return;
        };
        let answers: Vec<(String, Answer)> = round
            .decisions
            .iter()
            .filter(|d| d.kind == kind)
            .filter_map(|d| given(self, d).map(|a| (d.id.0.clone(), a)))
            .collect();
        if let Some(round) = self.pending.as_mut() {
            round.answers.extend(answers);
        }
    }

    /// FOR-03: one regular initiative per player (at most six).
    fn regular_initiatives(&self) -> u8 {
        u8::try_from(self.faction_ids().len())
            .unwrap_or(INITIATIVES)
            .min(INITIATIVES)
    }

    /// FOR-01 (LR 1.07.1): remove the Event cards in the Forum, unless the card says otherwise.
    pub(super) fn for_01_passage_of_time(&mut self, ev: &mut Vec<Event>) {
        let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut self.events_in_play)
            .into_iter()
            .partition(|e| !super::events::event_persists(&e.key));
        self.events_in_play = kept;
        for e in gone {
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Event {
                    key: e.key.clone(),
                    increased: e.increased,
                },
                place: Place::PassageOfTime,
            }));
        }
    }

    /// Resolve the PB-03 round: the regular initiatives in order, HRAO first (FOR-03).
    pub(super) fn resolve_initiatives(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let order: Vec<FactionId> = self
            .hrao_order()
            .into_iter()
            .take(usize::from(self.regular_initiatives()))
            .collect();
        // A position may open the round after some regular initiatives were taken (issue 7).
        let done = self.forum.as_ref().map_or(0, |fs| fs.taken);
        for (k, f) in order.into_iter().enumerate() {
            let n = u8::try_from(k + 1).unwrap_or(INITIATIVES);
            if n <= done {
                continue;
            }
            // PB-03: a silent faction's Default Move is worked out when its initiative comes
            // (a Senator who entered the Forum earlier in the round may be tried), not when the
            // round opened.
            let silent = self
                .forum
                .as_ref()
                .is_some_and(|fs| fs.seed_defaulted.contains(&f));
            let plan = answers
                .iter()
                .find_map(|(g, a)| match a {
                    Answer::Initiative(p) if *g == f && !silent => Some(p.clone()),
                    _ => None,
                })
                .unwrap_or_else(|| self.seed_default_plan(f));
            self.run_initiative(n, f, &plan, InitiativeHow::Regular, ev);
            if self.status != GameStatus::Waiting {
                return;
            }
        }
        self.forum_continue(ev);
    }

    /// After an initiative: open the next PB-05/PB-06 round, or put Rome in order.
    pub(super) fn forum_continue(&mut self, ev: &mut Vec<Event>) {
        if self.status != GameStatus::Waiting {
            return;
        }
        // FOR-22: the HRAO picks the Fleets a Storm at Sea sank in the round just run.
        if self.for_22_ask_storm(ev) {
            return;
        }
        // DATA-19: the HRAO names the faction of a Catiline Conspiracy drawn in the round.
        if self.data_19_ask_catiline() {
            return;
        }
        self.prune_lapsed_attempts(ev);
        let (attempts, taken) = match self.forum.as_ref() {
            Some(fs) => (!fs.attempts.is_empty(), fs.taken),
            None => (false, INITIATIVES),
        };
        let auction = (taken < INITIATIVES).then_some(taken + 1);
        if !attempts && auction.is_none() {
            self.end_forum(ev);
            return;
        }
        let round = match self.forum.as_mut() {
            Some(fs) => {
                fs.rounds += 1;
                fs.auction = auction;
                fs.rounds
            }
            None => 1,
        };
        let mut decisions = Vec::new();
        for f in self.hrao_order() {
            if attempts && self.pb_05_may_pay(f) {
                decisions.push(self.bribes_decision(f, round));
            }
            if let Some(n) = auction {
                decisions.push(self.bid_decision(f, n));
            }
        }
        // PB-05: nobody can pay a bribe or a counter-bribe: the attempts are rolled at once.
        if decisions.is_empty() {
            self.resolve_forum_round(Vec::new(), ev);
            return;
        }
        let kind = if attempts {
            DecisionKind::Bribes
        } else {
            DecisionKind::InitiativeBid
        };
        self.open_round(kind, decisions);
        if let Some(n) = auction {
            self.for_17_cast_bids_ahead(n, ev);
        }
    }

    /// Resolve a PB-05/PB-06 round: the attempts first, then the auction (bids may depend on the
    /// attempts' outcomes), then continue.
    pub(super) fn resolve_forum_round(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let bribes: Vec<(FactionId, Answer)> = answers
            .iter()
            .filter(|(_, a)| matches!(a, Answer::Bribes { .. }))
            .cloned()
            .collect();
        if self
            .forum
            .as_ref()
            .is_some_and(|fs| !fs.attempts.is_empty())
        {
            self.resolve_bribes(&bribes, ev);
        }
        let auction = self.forum.as_mut().and_then(|fs| fs.auction.take());
        if let Some(n) = auction {
            self.for_17_keep_bids_ahead(n, &answers);
            self.resolve_auction(n, &answers, ev);
        }
        self.forum_continue(ev);
    }

    /// After the sixth initiative: Putting Rome in Order (FOR-18..FOR-21), then FOR-08 or the
    /// Population Phase.
    fn end_forum(&mut self, ev: &mut Vec<Event>) {
        self.forum = None;
        self.for_18_major_markers(ev);
        self.for_19_tax_farmers(ev);
        self.for_20_curia(ev);
        // FOR-21: the HRAO's pick of the enemy Leader waits for his answer.
        if self.for_21_enemy_leader(ev) {
            return;
        }
        self.end_forum_rest(ev);
    }

    /// The end of the Forum Phase after FOR-21: Era Ends (FOR-08) or the Population Phase.
    pub(super) fn end_forum_rest(&mut self, ev: &mut Vec<Event>) {
        if self.status != GameStatus::Waiting {
            return;
        }
        if self.era_ends {
            self.for_08_era_ends(ev);
            return;
        }
        self.start_population(ev);
    }

    /// FOR-18 (LR 1.07.8 step 1): every senator holding a Major Office, in Rome or not, gets a
    /// "major" marker; the Proconsul holds one too (COM-17, LR 1.10.8/8 "Proconsul is a Major
    /// Office").
    pub(super) fn for_18_major_markers(&mut self, ev: &mut Vec<Event>) {
        let mut names = Vec::new();
        for i in 0..self.senators.len() {
            if self.senators[i].offices.iter().any(|o| {
                matches!(
                    o,
                    Office::Dictator
                        | Office::RomeConsul
                        | Office::FieldConsul
                        | Office::Censor
                        | Office::MasterOfHorse
                        | Office::PontifexMaximus
                        | Office::Proconsul
                )
            }) {
                self.senators[i].major = true;
                names.push(self.senators[i].id());
            }
        }
        if !names.is_empty() {
            ev.push(public(EventKind::MajorMarkers { senators: names }));
        }
    }

    /// FOR-19 (LR 1.07.8 step 2): while a war that attacks Tax Farmers (2nd Punic War, Gladiator
    /// Slave Revolt) is Active, the HRAO rolls 1d6 and the Tax Farmer of that number is
    /// destroyed (to the Curia), wherever it is in play; one more roll for each leader in play
    /// who attacks Tax Farmers while that war is Active (Hannibal, Spartacus), whichever war
    /// card of his series he lies on. Evil Omens lower the roll
    /// (GEN-13 RULING, card text over LR 1.07.8: see `RollFor`); below 1 no Tax Farmer is hit.
    pub(super) fn for_19_tax_farmers(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let mut rolls: Vec<DeckCard> = Vec::new();
        for w in &self.active_wars {
            if d.war(w).is_some_and(|c| c.tax_farmer_attack) {
                rolls.push(DeckCard::War(w.clone()));
            }
        }
        // LR 1.07.8/4 and the leader's card: Hannibal rolls whenever the 2nd Punic War is
        // Active, whichever Punic War card he lies on: he is matched with every Active war of
        // his series (LR 1.07.342, DESIGN "Sources and conflicts"; RULINGS FOR-19 (Hannibal)).
        for l in &self.leaders {
            let attacks = d.leader(&l.leader).is_some_and(|c| {
                c.tax_farmer_attack_war.as_deref().is_some_and(|w| {
                    self.active_wars.iter().any(|a| a == w)
                        && d.war(w).is_some_and(|wc| c.matches(wc))
                })
            });
            if attacks {
                rolls.push(DeckCard::Leader(l.leader.clone()));
            }
        }
        for by in rolls {
            let die = self.roll(
                1,
                RollFor::Check,
                DicePurpose::TaxFarmer { by: by.clone() },
                ev,
            );
            let Ok(n) = u8::try_from(die.total()) else {
                continue;
            };
            let Some(key) = d
                .concessions
                .iter()
                .find(|c| c.tax_farmer_roll == Some(n))
                .map(|c| c.key.clone())
            else {
                continue;
            };
            self.destroy_concession(&key, Destroyed::TaxFarmerAttack { by }, ev);
        }
    }

    /// A concession is destroyed (LR 1.07.321): from its holder or the Forum to the Curia. One
    /// in a hand or in the deck is not in play and is not affected.
    pub(super) fn destroy_concession(&mut self, key: &str, why: Destroyed, ev: &mut Vec<Event>) {
        let mut found = false;
        for s in &mut self.senators {
            if let Some(p) = s.concessions.iter().position(|c| c.key == key) {
                s.concessions.remove(p);
                found = true;
            }
        }
        if let Some(p) = self.forum_concessions.iter().position(|k| k == key) {
            self.forum_concessions.remove(p);
            found = true;
        }
        if found {
            self.curia.push(DeckCard::Concession(key.to_string()));
            ev.push(public(EventKind::ConcessionDestroyed {
                concession: key.to_string().into(),
                cause: why,
            }));
        } else {
            ev.push(public(EventKind::ConcessionNotInPlay {
                concession: key.to_string().into(),
                cause: why,
            }));
        }
    }

    /// FOR-20 (LR 1.07.8 step 3, 1.07.344): the HRAO rolls 1d6 for each Senator and Concession in
    /// the Curia: 5-6 → revived, face up in the Forum; and for each Leader: 5-6 → he dies.
    /// Evil Omens: −1 on each roll (GEN-13).
    pub(super) fn for_20_curia(&mut self, ev: &mut Vec<Event>) {
        let cards = std::mem::take(&mut self.curia);
        let mut keep = Vec::new();
        for c in cards {
            let die = self.roll(
                1,
                RollFor::Check,
                DicePurpose::Curia { card: c.clone() },
                ev,
            );
            let roll = die.total();
            if roll < 5 {
                keep.push(c);
                continue;
            }
            match c {
                DeckCard::Leader(l) => {
                    ev.push(public(EventKind::CardPlaced {
                        card: CardRef::Deck {
                            of: DeckCard::Leader(l.clone()),
                        },
                        place: Place::OldAge,
                    }));
                    self.removed.push(DeckCard::Leader(l));
                }
                DeckCard::Family(n) => {
                    self.family_to_forum(n, &Cause::RevivedFromCuria, ev);
                }
                DeckCard::Concession(k) => {
                    ev.push(public(EventKind::CardPlaced {
                        card: CardRef::Deck {
                            of: DeckCard::Concession(k.clone()),
                        },
                        place: Place::RevivedToForum,
                    }));
                    self.forum_concessions.push(k);
                }
                other => keep.push(other),
            }
        }
        // Cards that came to the Curia during the rolls (none can) keep their place after.
        keep.extend(std::mem::take(&mut self.curia));
        self.curia = keep;
    }

    /// FOR-08 / VIC-05 (LR 1.12.2 (3)): the Forum Phase in which Era Ends was revealed is over:
    /// the faction with the most combined Influence of its non-rebel, non-Captive Senators wins;
    /// ties: the highest such single senator's Influence in the tied factions, then the most
    /// votes, then a 2d6 roll-off (GEN-03, LR 1.04.8). A living Consul for Life wins
    /// instead (VIC-05 (3), even held captive; SEN-58 appoints one at 35 Influence first).
    /// COM-16 (LR 1.10.71): "A Captive's Influence does not count towards that Faction's total
    /// for purposes of winning the Game".
    pub(super) fn for_08_era_ends(&mut self, ev: &mut Vec<Event>) {
        self.sen_58_appointment(ev);
        if self.vic_05_consul_for_life_wins(ev) {
            return;
        }
        let mut score: Vec<(u64, u32, u32, FactionId)> = self
            .faction_ids()
            .into_iter()
            .map(|f| {
                // VIC-05 (3): only non-rebel, non-Captive Senators count.
                let sen: Vec<usize> = self
                    .senators_of(f)
                    .into_iter()
                    .filter(|i| {
                        let id = self.senators[*i].id();
                        !self.is_rebel(&id) && !self.captives.iter().any(|c| c.senator == id)
                    })
                    .collect();
                let total: u64 = sen
                    .iter()
                    .map(|i| u64::from(self.senators[*i].influence))
                    .sum();
                let top = sen
                    .iter()
                    .map(|i| self.senators[*i].influence)
                    .max()
                    .unwrap_or(0);
                (total, top, self.votes(f), f)
            })
            .collect();
        score.sort_by_key(|s| std::cmp::Reverse((s.0, s.1, s.2)));
        let Some(&(influence, top, votes, _)) = score.first() else {
            self.finish(
                Ending::EraEnds {
                    winners: Vec::new(),
                    influence: 0,
                    rolled_off: Vec::new(),
                },
                ev,
            );
            return;
        };
        let tied: Vec<FactionId> = score
            .iter()
            .filter(|s| (s.0, s.1, s.2) == (influence, top, votes))
            .map(|s| s.3)
            .collect();
        // GEN-03 (LR 1.04.8/1): a tie the stated tie-breaks leave standing goes to the highest
        // roller on 2d6 (rolled in the HRAO-first, clockwise order).
        let (winners, rolled_off) = if tied.len() > 1 {
            let order: Vec<FactionId> = self
                .hrao_order()
                .into_iter()
                .filter(|f| tied.contains(f))
                .collect();
            let winner = self.roll_off(&order, Tie::EraEnds, ev);
            (winner.into_iter().collect(), order)
        } else {
            (tied, Vec::new())
        };
        let ending = Ending::EraEnds {
            winners,
            influence,
            rolled_off,
        };
        self.finish(ending, ev);
    }
}
