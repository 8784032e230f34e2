//! The Revolution Phase (LR 1.11; RVN-01..RVN-12, PB-13), then the next turn.
//!
//! One sealed round (PB-13): each faction may play Statesmen and Concessions (RVN-02) and
//! discards down to the hand limit (RVN-04). The plays are applied HRAO first, then clockwise.
//! A victorious commander may declare a Revolt (RVN-05..RVN-08, `rebellion.rs`), by an order
//! conditional on his allegiance rolls; every other victorious Force returns to Rome (S004's
//! Default Move "all forces returned to Rome"). The end-of-turn victory check follows (RVN-12),
//! then the next turn.

use super::api::{
    Answer, CardKey, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind,
    FactionId, Illegal, ReturnReason, RuleError, SenatorId,
};
use super::game::{Game, private, public};
use super::setup::card_key;
use super::state::Phase;

/// RVN-04 (LR 1.11.2): the hand limit.
pub(super) const HAND_LIMIT: usize = 5;

impl Game {
    /// Start the Revolution Phase: open the PB-13 round (every faction, sealed).
    pub(super) fn start_revolution(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Revolution;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Revolution,
        }));
        // FOR-06: wars that waited for their Provinces wake now that the Provinces exist.
        self.for_06_provinces_wake_wars(ev);
        // RVN-10 (ADV 2.03.71/1): after a Civil War Stalemate a Secondary Rebel Governor may
        // reinforce the Primary Rebel first (rebel_reinforcement.rs).
        if self.rvn_10_ask_reinforcement() {
            return;
        }
        self.open_revolution_round();
    }

    /// PB-13: open the round (every faction, sealed).
    pub(super) fn open_revolution_round(&mut self) {
        let mut decisions: Vec<Decision> = self
            .faction_ids()
            .into_iter()
            .map(|f| self.apply_standing(self.revolution_decision(f)))
            .collect();
        // RVN-01 / PB-14: the trade offers are made in the same round.
        decisions.extend(self.trade_offer_decisions());
        self.open_round(DecisionKind::Revolution, decisions);
    }

    /// The keys of `f`'s hand, in hand order (oldest first).
    fn hand_keys(&self, f: FactionId) -> Vec<CardKey> {
        self.factions
            .get(usize::from(f.0))
            .map(|s| s.hand.iter().filter_map(card_key).collect())
            .unwrap_or_default()
    }

    /// RVN-04: cards to discard to reach the hand limit once `played` have left the hand.
    fn over_limit(&self, f: FactionId, played: usize) -> usize {
        let held = self
            .factions
            .get(usize::from(f.0))
            .map_or(0, |s| s.hand.len());
        held.saturating_sub(played).saturating_sub(HAND_LIMIT)
    }

    /// RVN-04 default discards: the cards drawn most recently (the end of the hand) among
    /// those not played, as many as needed to reach the hand limit.
    ///
    /// RULING (RVN-04): S004 gives no Default Move for discards; the engine keeps the cards
    /// held longest and discards the newest, a rule every player can predict and which favours
    /// no kind of card.
    fn default_discards(&self, f: FactionId, played: &[CardKey]) -> Vec<CardKey> {
        let need = self.over_limit(f, played.len());
        let mut left: Vec<CardKey> = self
            .hand_keys(f)
            .into_iter()
            .filter(|k| !played.contains(k))
            .collect();
        // SEN-56 (ADV 2.06.4/2): with Passing Laws the Laws are kept while other cards can go.
        if self.sen_56_on() {
            let (kept, other): (Vec<CardKey>, Vec<CardKey>) =
                left.into_iter().partition(|k| self.sen_56_kept_law(k));
            left = kept.into_iter().chain(other).collect();
        }
        let keep = left.len().saturating_sub(need);
        left.split_off(keep)
    }

    /// PB-13: the decision of one faction.
    pub(super) fn revolution_decision(&self, f: FactionId) -> Decision {
        let discards = self.default_discards(f, &[]);
        Decision {
            id: self.decision_id("revolution", f),
            kind: DecisionKind::Revolution,
            owner: f,
            simultaneous: true,
            options: DecisionOptions::Revolution {
                playable_statesmen: self.playable_statesmen(f),
                playable_concessions: self.playable_concessions(f),
                senators: self
                    .senators_of(f)
                    .into_iter()
                    .map(|i| self.senators[i].id())
                    .collect(),
                hand: self.hand_keys(f),
                over_limit: u32::try_from(self.over_limit(f, 0)).unwrap_or(u32::MAX),
                may_revolt: self.may_revolt(f),
                revolts_decided: false,
                kept_laws: self
                    .hand_keys(f)
                    .into_iter()
                    .filter(|k| self.sen_56_kept_law(k))
                    .collect(),
                may_keep_fleets: self.rvn_10_may_keep_fleets(f),
            },
            default: Answer::Revolution {
                statesmen: Vec::new(),
                concessions: Vec::new(),
                discards,
                revolts: Vec::new(),
            },
            default_by: DefaultBy::Seed,
        }
    }

    /// PB-13: validate a faction's plays (RVN-02, with the PB-01 checks) and discards (RVN-04:
    /// exactly as many cards as needed to reach the hand limit after the plays, from the cards
    /// not played).
    pub(super) fn validate_revolution(
        &self,
        f: FactionId,
        a: &Answer,
    ) -> Result<Answer, RuleError> {
        let Answer::Revolution {
            statesmen,
            concessions,
            discards,
            revolts,
        } = a
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Revolution,
            });
        };
        let played = self.validate_statesman_plays(f, statesmen)?;
        let plays = self.validate_concession_plays(f, concessions, &played)?;
        let mut leaving: Vec<CardKey> = played.iter().map(|(id, _)| CardKey(id.clone())).collect();
        leaving.extend(plays.iter().map(|(k, _)| k.clone()));
        let left: Vec<CardKey> = self
            .hand_keys(f)
            .into_iter()
            .filter(|k| !leaving.contains(k))
            .collect();
        let need = self.over_limit(f, leaving.len());
        // RULING (RVN-04): discards left as the Default Move (the player wrote only plays; the
        // order reader drops a card he plays from them) are the default for the hand after the
        // plays, not the one before them.
        let before = self.default_discards(f, &[]);
        let untouched: Vec<CardKey> = before
            .iter()
            .filter(|k| !leaving.contains(k))
            .cloned()
            .collect();
        let left_as_default =
            !leaving.is_empty() && (*discards == before || *discards == untouched);
        let discards = if left_as_default {
            self.default_discards(f, &leaving)
        } else {
            discards.clone()
        };
        let mut out: Vec<CardKey> = Vec::new();
        for k in &discards {
            let Some(c) = left.iter().find(|c| c.0.eq_ignore_ascii_case(k.0.trim())) else {
                return Err(Illegal::NotDiscardable {
                    card: k.clone(),
                    discardable: left.clone(),
                }
                .by("RVN-04")
                .into());
            };
            if out.contains(c) {
                return Err(Illegal::CardTwice { card: c.clone() }.by("RVN-04").into());
            }
            out.push(c.clone());
        }
        // SEN-56 (ADV 2.06.4): no Law discarded while another card could be.
        self.sen_56_discard_check(&left, &out)?;
        if out.len() != need {
            return Err(Illegal::DiscardCount {
                holding: u32::try_from(left.len()).unwrap_or(u32::MAX),
                need: u32::try_from(need).unwrap_or(u32::MAX),
                given: u32::try_from(out.len()).unwrap_or(u32::MAX),
                limit: u32::try_from(HAND_LIMIT).unwrap_or(u32::MAX),
                discardable: left.clone(),
            }
            .by("RVN-04")
            .into());
        }
        let revolts = self.validate_revolts(f, revolts)?;
        Ok(Answer::Revolution {
            statesmen: played.into_iter().map(|(id, _)| CardKey(id)).collect(),
            concessions: plays,
            discards: out,
            revolts,
        })
    }

    /// PB-13: resolve the round: plays HRAO first then clockwise (RVN-02), discards (RVN-04),
    /// declarations of Revolt (RVN-05), the other victorious forces home, RVN-12, then the next
    /// turn.
    pub(super) fn resolve_revolution(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        // RVN-01 (LR 1.11.1): the trades first; offers that wait for an answer hold the plays,
        // and so does a second round of plays for the factions that received cards.
        let answers = match self.trades.take() {
            Some(state) if state.replay => self.rvn_01_merge_plays(state.held, answers),
            other => {
                self.trades = other;
                let Some(answers) = self.rvn_01_trades(answers, ev) else {
                    return;
                };
                answers
            }
        };
        self.resolve_revolution_plays(answers, ev);
    }

    /// PB-13: the plays and discards (RVN-02, RVN-04) once the trades are done, declarations
    /// of Revolt (RVN-05), the other victorious forces home, RVN-12, then the next turn.
    pub(super) fn resolve_revolution_plays(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        for f in self.hrao_order() {
            let Some((
                _,
                Answer::Revolution {
                    statesmen,
                    concessions,
                    discards,
                    ..
                },
            )) = answers.iter().find(|(o, _)| *o == f)
            else {
                continue;
            };
            self.rvn_02_plays(f, statesmen, concessions, ev);
            self.rvn_04_discard(f, discards, ev);
        }
        let revolts: Vec<_> = answers
            .iter()
            .flat_map(|(f, a)| match a {
                Answer::Revolution { revolts, .. } => {
                    revolts.iter().map(|o| (*f, o.clone())).collect::<Vec<_>>()
                }
                _ => Vec::new(),
            })
            .collect();
        self.rvn_05_declare_all(revolts, ev);
    }

    /// RVN-05 / RVN-06: the declarations of Revolt (once every Master of Horse whose talents
    /// an order would spend has answered), then the rest of the phase.
    pub(super) fn rvn_05_declare_all(
        &mut self,
        revolts: Vec<(FactionId, super::api::RevoltOrder)>,
        ev: &mut Vec<Event>,
    ) {
        if self.rvn_06_ask_consent(&revolts) {
            return;
        }
        self.rvn_05_declarations(revolts, ev);
        self.rvn_06 = Default::default();
        // RVN-10 (ADV 2.03.7, 2.03.8/5): a Primary Rebel Governor in his Province decides
        // whether he marches on Rome (rebel_declarations.rs).
        if self.rvn_10_ask_march() {
            return;
        }
        self.rvn_05_after_march(ev);
    }

    /// PB-13 once the Primary Rebel Governor marched or stayed: RVN-08 (a), then the rest.
    pub(super) fn rvn_05_after_march(&mut self, ev: &mut Vec<Event>) {
        // RVN-08 (a): the loyal Senators whose Veterans followed the Rebel may call them back
        // (deserting_veterans.rs); the phase goes on once they have answered.
        if self.rvn_08_ask_after_declaration() {
            return;
        }
        self.rvn_05_after_declarations(ev);
    }

    /// PB-13 after the declarations of Revolt: the other victorious forces home, RVN-12, then
    /// the next turn.
    pub(super) fn rvn_05_after_declarations(&mut self, ev: &mut Vec<Event>) {
        // RVN-11: under the Manilian Law a victorious Commander may march on (laws_late.rs).
        if self.rvn_11_ask() {
            return;
        }
        self.rvn_05_forces_home_and_on(ev);
    }

    /// PB-13 once every victorious Commander stayed or marched on: the other forces home,
    /// RVN-12, then the next turn.
    pub(super) fn rvn_05_forces_home_and_on(&mut self, ev: &mut Vec<Event>) {
        // RVN-03 (ADV 2.04.2): the returning Commanders may first disband their Veterans
        // (disbandment.rs).
        if self.rvn_03_ask() {
            return;
        }
        self.rvn_05_forces_home_after_disbanding(ev);
    }

    /// PB-13 once the returning Commanders disbanded (or not): the other forces home, RVN-12,
    /// then the next turn.
    pub(super) fn rvn_05_forces_home_after_disbanding(&mut self, ev: &mut Vec<Event>) {
        self.rvn_05_forces_return(ev);
        if self.rvn_12_victory_check(ev) {
            return;
        }
        self.start_turn(ev);
    }

    /// RVN-02 (LR 1.11.1): a faction's Statesmen and Concessions, checked again against the
    /// plays of the factions before it (a play no longer legal is skipped, told privately).
    fn rvn_02_plays(
        &mut self,
        f: FactionId,
        statesmen: &[CardKey],
        concessions: &[(CardKey, SenatorId)],
        ev: &mut Vec<Event>,
    ) {
        for s in statesmen {
            match self.statesman_playable(f, &s.0) {
                Ok(()) => self.play_statesman(f, &s.0, ev),
                Err(refused) => ev.push(private(
                    f,
                    EventKind::OrderLapsed {
                        faction: f,
                        refused,
                    },
                )),
            }
        }
        for (k, t) in concessions {
            self.play_concession(f, k, t, ev);
        }
    }

    /// RVN-04 (LR 1.11.2): discards to the hand limit, to the discard pile. The cards are told
    /// to their owner only; everyone learns how many.
    fn rvn_04_discard(&mut self, f: FactionId, discards: &[CardKey], ev: &mut Vec<Event>) {
        let mut done: Vec<CardKey> = Vec::new();
        for k in discards {
            let Some(hand) = self.factions.get_mut(usize::from(f.0)) else {
                return;
            };
            let Some(p) = hand
                .hand
                .iter()
                .position(|c| card_key(c).as_ref() == Some(k))
            else {
                continue;
            };
            let c = hand.hand.remove(p);
            self.discard.push(c);
            done.push(k.clone());
        }
        if done.is_empty() {
            return;
        }
        ev.push(public(EventKind::HandLimitDiscards {
            faction: f,
            count: u32::try_from(done.len()).unwrap_or(u32::MAX),
            limit: u32::try_from(HAND_LIMIT).unwrap_or(u32::MAX),
        }));
        ev.push(private(
            f,
            EventKind::CardsDiscarded {
                faction: f,
                cards: done,
            },
        ));
    }

    /// RVN-05 (S004 Default Move): every Force whose war is over and whose commander did not
    /// revolt returns to Rome (he lays down his command). A Force left with no commander and no
    /// units leaves the board.
    fn rvn_05_forces_return(&mut self, ev: &mut Vec<Event>) {
        let mut gone = Vec::new();
        for i in 0..self.forces.len() {
            let f = &self.forces[i];
            if !self.war_in_forum(&f.war) {
                if let Some(e) = self.force_home(i, ReturnReason::RevolutionPhase) {
                    ev.push(e);
                }
                gone.push(i);
            } else if f.commander.is_none()
                && f.master_of_horse.is_none()
                && f.legions == 0
                && f.fleets == 0
            {
                gone.push(i);
            }
        }
        for i in gone.into_iter().rev() {
            self.forces.remove(i);
        }
    }

    /// RVN-12 (VG2 1.12.1): the end-of-turn victory check. Returns true if the game ended.
    ///
    /// The only win decided here is VIC-05 (4): a Senator elected or appointed Consul for Life
    /// (SEN-57, SEN-58) who survives to the end of a Revolution Phase wins for his faction. A
    /// Senator who reached 35 Influence in Rome since the Senate is appointed first (SEN-58 "at
    /// any time"). The losing conditions (VIC-02, VIC-03) are checked when they arise.
    fn rvn_12_victory_check(&mut self, ev: &mut Vec<Event>) -> bool {
        self.sen_58_appointment(ev);
        if self.vic_05_consul_for_life_wins(ev) {
            return true;
        }
        ev.push(public(EventKind::NoVictory));
        false
    }
}
