//! FOR-13: Faction cards played outside any decision (card Influence Peddling). Seduction and
//! Blackmail are played with a persuasion attempt (`persuasion.rs`).
//!
//! RULING (FOR-13, card Influence Peddling/1 "anytime other than during the Revolution Phase"):
//! in PBEM the card is played by an order in any mail read while the game waits on a round of
//! any phase but the Revolution Phase (setup included), and it takes effect when the mail is
//! read, not when the round resolves. The card drawn is one of the opponent's unplayed Faction
//! cards (Statesmen, Concessions, Intrigue cards in his hand, LR 1.07.3/4), picked at random by
//! the game's seeded RNG; only the two factions are told which card it is. Against an empty hand
//! the play is refused and the card stays in the player's hand (there is nothing to draw; hand
//! sizes are public). An answer of the victim stored earlier in the round that is no longer
//! legal without the card is withdrawn and he is told, so he may answer again.

use super::api::{AnytimePlay, Event, EventKind, FactionId, Illegal, RuleError};
use super::data::{DeckCard, IntrigueKind};
use super::game::{Game, GameStatus, private, public};
use super::setup::card_key;
use super::state::Phase;

impl Game {
    /// FOR-13: would `play_anytime` accept this play now? Nothing changes.
    /// SEN-55 / SEN-34: the Law plays and the Calpurnian fine are checked in `laws.rs`.
    pub fn check_anytime(&self, faction: FactionId, play: &AnytimePlay) -> Result<(), RuleError> {
        let rule = match play {
            AnytimePlay::InfluencePeddling { .. } => "FOR-13",
            AnytimePlay::Law { .. } => "SEN-55",
            AnytimePlay::LawFine { .. } => "SEN-34",
            AnytimePlay::OpenBodyguard { .. } => "REV-20",
        };
        if self.status != GameStatus::Waiting || self.pending.is_none() {
            return Err(Illegal::GameNotWaiting.by(rule).into());
        }
        if usize::from(faction.0) >= self.factions.len() || self.eliminated(faction) {
            return Err(Illegal::NoSuchFaction { faction }.by(rule).into());
        }
        match play {
            AnytimePlay::Law { law, repeal } => self.check_law(faction, law, *repeal),
            AnytimePlay::LawFine { governor } => self.check_fine(faction, governor),
            AnytimePlay::OpenBodyguard { senator } => self.check_open_bodyguard(faction, senator),
            AnytimePlay::InfluencePeddling { victim } => {
                // Card Influence Peddling/1: "anytime other than during the Revolution Phase".
                if self.phase == Phase::Revolution {
                    return Err(Illegal::NotDuringRevolution.by("FOR-13").into());
                }
                if self
                    .intrigue_in_hand(faction, IntrigueKind::InfluencePeddling)
                    .is_empty()
                {
                    return Err(Illegal::IntrigueNotHeld {
                        card: IntrigueKind::InfluencePeddling,
                    }
                    .by("FOR-13")
                    .into());
                }
                if *victim == faction {
                    return Err(Illegal::PeddlingOwnHand.by("FOR-13").into());
                }
                if usize::from(victim.0) >= self.factions.len() || self.eliminated(*victim) {
                    return Err(Illegal::NoSuchFaction { faction: *victim }
                        .by("FOR-13")
                        .into());
                }
                if self.drawable(*victim).is_empty() {
                    return Err(Illegal::EmptyHand { faction: *victim }.by("FOR-13").into());
                }
                Ok(())
            }
        }
    }

    /// FOR-13: play a card outside any decision, now (an order read from a mail). Returns what
    /// happened; the public part never names a card drawn from a hand.
    pub fn play_anytime(
        &mut self,
        faction: FactionId,
        play: &AnytimePlay,
    ) -> Result<Vec<Event>, RuleError> {
        self.check_anytime(faction, play)?;
        let mut ev = Vec::new();
        match play {
            AnytimePlay::InfluencePeddling { victim } => {
                self.influence_peddling(faction, *victim, &mut ev);
            }
            AnytimePlay::Law { law, repeal } => self.play_law(faction, law, *repeal, &mut ev),
            AnytimePlay::LawFine { governor } => self.law_fine(faction, governor, &mut ev),
            AnytimePlay::OpenBodyguard { senator } => {
                self.play_open_bodyguard(faction, senator, &mut ev);
            }
        }
        Ok(ev)
    }

    /// The indexes in `f`'s hand of the cards an Influence Peddling may draw: his unplayed
    /// Faction cards.
    fn drawable(&self, f: FactionId) -> Vec<usize> {
        self.factions
            .get(usize::from(f.0))
            .map(|fs| {
                fs.hand
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| card_key(c).is_some())
                    .map(|(i, _)| i)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// FOR-13 (card Influence Peddling/1): discard the card, draw one of `victim`'s at random.
    /// A scenario may fix the card drawn by scripting its key (`cards = [...]`) when it is in the
    /// victim's hand; otherwise the seeded RNG picks it.
    fn influence_peddling(&mut self, f: FactionId, victim: FactionId, ev: &mut Vec<Event>) {
        let Some(ip) = self
            .intrigue_in_hand(f, IntrigueKind::InfluencePeddling)
            .into_iter()
            .next()
        else {
            return;
        };
        let drawable = self.drawable(victim);
        if drawable.is_empty() {
            return;
        }
        self.discard_from_hand(f, &ip);
        ev.push(public(EventKind::InfluencePeddlingPlayed {
            faction: f,
            victim,
        }));
        let v = usize::from(victim.0);
        let scripted = self.rand.script_cards.front().and_then(|k| {
            drawable.iter().copied().find(|i| {
                card_key(&self.factions[v].hand[*i]).is_some_and(|c| c.0.eq_ignore_ascii_case(k))
            })
        });
        let at = match scripted {
            Some(i) => {
                self.rand.script_cards.pop_front();
                i
            }
            None => drawable[self.rand.index(drawable.len()).min(drawable.len() - 1)],
        };
        let card: DeckCard = self.factions[v].hand.remove(at);
        let Some(key) = card_key(&card) else {
            return;
        };
        self.factions[usize::from(f.0)].hand.push(card);
        for who in [f, victim] {
            ev.push(private(
                who,
                EventKind::CardDrawnFromHand {
                    faction: f,
                    victim,
                    card: key.clone(),
                },
            ));
        }
        self.withdraw_voided_answers(victim, ev);
    }

    /// Answers `f` stored this round that are no longer legal (a card they name left his hand)
    /// are withdrawn; he is told privately and may answer again (else the Default Move).
    fn withdraw_voided_answers(&mut self, f: FactionId, ev: &mut Vec<Event>) {
        let Some(round) = self.pending.as_ref() else {
            return;
        };
        let mut voided = Vec::new();
        for d in round.decisions.iter().filter(|d| d.owner == f) {
            if let Some(a) = round.answers.get(&d.id.0)
                && let Err(e) = self.validate(d, a.clone())
            {
                voided.push((d.id.clone(), e));
            }
        }
        for (id, error) in voided {
            if let Some(r) = self.pending.as_mut() {
                r.answers.remove(&id.0);
            }
            ev.push(private(
                f,
                EventKind::AnswerWithdrawn {
                    faction: f,
                    decision: id,
                    error,
                },
            ));
        }
    }
}
