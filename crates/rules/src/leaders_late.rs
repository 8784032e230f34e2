//! COM-22 (issue 24): Cleopatra VII (card:leader-cleopatra/1-5), the Late Republic Leader kept in
//! hand when drawn (`wars.rs` `place_leader`).
//!
//! PBEM: as the Combat Phase opens (the COM-05 round, `combat_choice.rs`), while a Force is on
//! the war Cleopatra matches (the Alexandrine War) in the Forum and a faction holds her, that
//! faction is asked one `Choice` (`ChoiceAbout::Cleopatra`), whoever commands the Force:
//! - `CleopatraCommander { commander }`: that Roman Commander on the war gets +3 Military (in
//!   his battles, capped with his rating by his units as a Commander's Military is, COM-06),
//!   50T into his Personal Treasury and −5 Popularity (GEN-05 bounds);
//! - `CleopatraEnemy`: she joins the war as an Enemy Leader (her printed strength, +3, and her
//!   Disaster and Standoff numbers, TD-08 / COM-07);
//! - `Pass`, the Default Move: she stays in hand (card:leader-cleopatra/2: "play" is the
//!   holder's act; a silent player does not play a card).
//!
//! Either play is public; the card is in play until the war leaves play (a Victory, FOR-21,
//! a New Alliance: `war_left_play`), then discarded (card:leader-cleopatra/5): as an Enemy
//! Leader she neither moves to another war nor goes to the Curia (she matches no other war).
//! The holder may be the Commander's faction or another: the choice is the same (RULING COM-22).

use serde::{Deserialize, Serialize};

use super::api::{Answer, ChoiceAbout, ChoiceOption, Decision};
use super::api::{Event, EventKind, FactionId, SenatorId};
use super::data::DeckCard;
use super::game::{Game, data, public};
use super::state::LeaderInPlay;

/// card:leader-cleopatra/3: the Roman Commander's Military, Talents and Popularity.
pub const CLEOPATRA_MILITARY: u32 = 3;
pub const CLEOPATRA_TALENTS: u32 = 50;
pub const CLEOPATRA_POPULARITY: i32 = -5;

/// COM-22: Cleopatra played, until her war leaves play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CleopatraPlay {
    /// Her card key.
    pub card: String,
    /// The war she was played on.
    pub war: String,
    /// The Roman Commander she favours; None: she is an Enemy Leader on the war.
    pub commander: Option<SenatorId>,
}

impl Game {
    /// The faction holding a Leader kept in hand who matches `war`, and the card.
    fn com_22_holder(&self, war: &str) -> Option<(FactionId, String)> {
        let d = data();
        let w = d.war(war)?;
        self.factions.iter().enumerate().find_map(|(i, f)| {
            f.hand.iter().find_map(|c| match c {
                DeckCard::Leader(k)
                    if d.leader(k).is_some_and(|l| l.kept_in_hand && l.matches(w)) =>
                {
                    Some((FactionId(u8::try_from(i).ok()?), k.clone()))
                }
                _ => None,
            })
        })
    }

    /// COM-22: the decisions of the COM-05 round: the holder of Cleopatra, for each war she
    /// matches that a Force is about to fight.
    pub(super) fn com_22_decisions(&self) -> Vec<Decision> {
        let mut out = Vec::new();
        let mut wars: Vec<String> = Vec::new();
        for f in &self.forces {
            if f.commander.is_some() && self.war_in_forum(&f.war) && !wars.contains(&f.war) {
                wars.push(f.war.clone());
            }
        }
        for war in wars {
            let Some((owner, _)) = self.com_22_holder(&war) else {
                continue;
            };
            let mut options: Vec<ChoiceOption> = vec![ChoiceOption::Pass];
            options.extend(
                self.forces
                    .iter()
                    .filter(|f| f.war == war)
                    .filter_map(|f| f.commander.clone())
                    .map(|commander| ChoiceOption::CleopatraCommander { commander }),
            );
            options.push(ChoiceOption::CleopatraEnemy);
            let about = ChoiceAbout::Cleopatra { war: war.clone() };
            // COM-22: a silent holder keeps her in hand.
            let n = 100 + out.len();
            out.push(self.choice_decision(n, owner, about, options, ChoiceOption::Pass));
        }
        out
    }

    /// COM-22: apply the holders' answers of the COM-05 round.
    pub(super) fn com_22_apply(&mut self, answers: &[(FactionId, Answer)], ev: &mut Vec<Event>) {
        for (f, a) in answers {
            let Answer::Choice {
                about: ChoiceAbout::Cleopatra { war },
                pick,
            } = a
            else {
                continue;
            };
            let Some((holder, card)) = self.com_22_holder(war) else {
                continue;
            };
            if holder != *f || self.cleopatra.is_some() {
                continue;
            }
            let commander = match pick {
                ChoiceOption::CleopatraCommander { commander }
                    if self
                        .forces
                        .iter()
                        .any(|x| x.war == *war && x.commander.as_ref() == Some(commander)) =>
                {
                    Some(commander.clone())
                }
                ChoiceOption::CleopatraEnemy => None,
                _ => continue,
            };
            let hand = &mut self.factions[usize::from(f.0)].hand;
            if let Some(pos) = hand
                .iter()
                .position(|c| *c == DeckCard::Leader(card.clone()))
            {
                hand.remove(pos);
            }
            match &commander {
                Some(c) => {
                    if let Some(i) = self.find_senator(c) {
                        let s = &mut self.senators[i];
                        s.treasury += CLEOPATRA_TALENTS;
                        s.add_popularity(CLEOPATRA_POPULARITY);
                        self.ledger.bank_to_players += u64::from(CLEOPATRA_TALENTS);
                    }
                }
                None => self.leaders.push(LeaderInPlay {
                    leader: card.clone(),
                    war: war.clone(),
                }),
            }
            ev.push(public(EventKind::CleopatraPlayed {
                faction: *f,
                war: war.clone(),
                commander: commander.clone(),
            }));
            self.cleopatra = Some(CleopatraPlay {
                card,
                war: war.clone(),
                commander,
            });
        }
    }

    /// COM-22 (card:leader-cleopatra/3): her +3 Military for this Commander, while in play.
    pub(super) fn com_22_military(&self, commander: Option<&SenatorId>) -> u32 {
        match (&self.cleopatra, commander) {
            (Some(p), Some(c)) if p.commander.as_ref() == Some(c) => CLEOPATRA_MILITARY,
            _ => 0,
        }
    }

    /// COM-22 (card:leader-cleopatra/5): her war left play: the card is discarded (before the
    /// Leaders move on: as an Enemy Leader she goes neither to another war nor to the Curia).
    pub(super) fn com_22_war_left(&mut self, war: &str, ev: &mut Vec<Event>) {
        let Some(p) = self.cleopatra.take_if(|p| p.war == war) else {
            return;
        };
        self.leaders
            .retain(|l| !(l.leader == p.card && l.war == war && p.commander.is_none()));
        self.discard.push(DeckCard::Leader(p.card.clone()));
        ev.push(public(EventKind::CleopatraDiscarded {
            war: war.to_string(),
        }));
    }
}
