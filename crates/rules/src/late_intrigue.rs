//! The last Late Republic Intrigue cards (issue 24 §1): the Open Bodyguard (REV-20, SEN-51)
//! and Proscription (COM-23).
//!
//! REV-20 (card:intrigue-open-bodyguard/1-4): `PLAY OPEN BODYGUARD ON <senator>` is read as
//! `Game::play_anytime` while the game waits in the Revenue Phase; the Senator must be the
//! player's, in Rome (not away, captive or in revolt). The card lies open with him
//! (`Senator::open_bodyguard`, public) and takes 2 from every Assassination roll against him
//! (SEN-51, `senate/assassination.rs`). In each later Revenue Phase his faction is asked in the
//! PB-02 round (a `Choice`, `CHOOSE PAY BODYGUARD` / `CHOOSE DROP BODYGUARD`) and he pays 1T
//! from his Personal Treasury and 1 Popularity after the income and the transfers, or the card
//! is discarded. It is discarded when he dies (a `Consequence` of the death), when he cannot
//! pay, and when he is in no faction at the Revenue Phase.
//!
//! RULINGS (docs/RULINGS.md, REV-20): the Default Move is to pay when he can (S004 gives
//! none); the card played in a Revenue Phase costs nothing until the next one (its upkeep is
//! asked when the phase opens); it stays with the Senator if he changes faction (the card:
//! "It remains in effect with that Senator"), his new faction paying.
//!
//! COM-23 (card:intrigue-proscription/1-5): after the civil war battle, when either side won
//! and the game goes on, the faction holding Proscription is asked whether it plays it (Default
//! Move: no); the HRAO (the victorious Commanders counted as in Rome) then eliminates all the
//! Knights in play for 1d6T each into his Personal Treasury, or declines (Default Move: he
//! declines; the card is discarded either way). His faction may not recruit Knights from then
//! on and the others add 1 to their Knight attraction rolls (FOR-14, `initiative.rs`).

use super::api::{
    Act, Answer, BodyguardLoss, ChoiceAbout, ChoiceOption, Decision, DicePurpose, Event, EventKind,
    FactionId, Illegal, RuleError, SenatorId,
};
use super::data::{DeckCard, IntrigueKind};
use super::game::{Game, public};
use super::general::RollFor;
use super::state::Phase;

/// REV-20: the Open Bodyguard's card key (DATA-18: one card, in the Late deck), the one a
/// position's `open_bodyguard = true` lays with a Senator.
pub(super) const OPEN_BODYGUARD: &str = "open-bodyguard-1";

impl Game {
    /// REV-20 (card:intrigue-open-bodyguard/1): may `f` play the Open Bodyguard on `senator`
    /// now? Nothing changes.
    pub(super) fn check_open_bodyguard(
        &self,
        f: FactionId,
        senator: &SenatorId,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Revenue {
            return Err(Illegal::NotRevenuePhase.by("REV-20").into());
        }
        if self
            .intrigue_in_hand(f, IntrigueKind::OpenBodyguard)
            .is_empty()
        {
            return Err(Illegal::IntrigueNotHeld {
                card: IntrigueKind::OpenBodyguard,
            }
            .by("REV-20")
            .into());
        }
        let i = self.own_senator(f, senator, Act::KeepBodyguard, "REV-20")?;
        let s = &self.senators[i];
        let id = s.id();
        if !s.in_rome || s.rebel || self.captives.iter().any(|c| c.senator == id) {
            return Err(Illegal::BodyguardNotInRome { senator: id }
                .by("REV-20")
                .into());
        }
        if s.open_bodyguard.is_some() {
            return Err(Illegal::BodyguardAlready { senator: id }
                .by("REV-20")
                .into());
        }
        Ok(())
    }

    /// REV-20: the Open Bodyguard leaves `f`'s hand and lies open with `senator`.
    pub(super) fn play_open_bodyguard(
        &mut self,
        f: FactionId,
        senator: &SenatorId,
        ev: &mut Vec<Event>,
    ) {
        let (Some(card), Some(i)) = (
            self.intrigue_in_hand(f, IntrigueKind::OpenBodyguard)
                .into_iter()
                .next(),
            self.find_senator(senator),
        ) else {
            return;
        };
        if let Some(fs) = self.factions.get_mut(usize::from(f.0)) {
            fs.hand
                .retain(|c| !matches!(c, DeckCard::Intrigue(k) if *k == card.0));
        }
        self.senators[i].open_bodyguard = Some(card.0);
        ev.push(public(EventKind::OpenBodyguardPlayed {
            faction: f,
            senator: self.senators[i].id(),
        }));
    }

    /// SEN-51 (card:intrigue-open-bodyguard/4): the Open Bodyguards with `target` (0 or 1).
    pub(super) fn open_bodyguards_on(&self, target: &SenatorId) -> u32 {
        u32::from(
            self.find_senator(target)
                .is_some_and(|i| self.senators[i].open_bodyguard.is_some()),
        )
    }

    /// REV-20: discard Senator `i`'s Open Bodyguard.
    fn rev_20_discard(&mut self, i: usize, why: BodyguardLoss, ev: &mut Vec<Event>) {
        if let Some(card) = self.senators[i].open_bodyguard.take() {
            self.discard.push(DeckCard::Intrigue(card));
            ev.push(public(EventKind::BodyguardDiscarded {
                senator: self.senators[i].id(),
                why,
            }));
        }
    }

    /// REV-20 (card:intrigue-open-bodyguard/2): the upkeep asked in the PB-02 round, one
    /// `Choice` per Open Bodyguard in play (Default Move: pay). A card on a Senator in no
    /// faction is discarded now.
    pub(super) fn rev_20_upkeep_decisions(&mut self, ev: &mut Vec<Event>) -> Vec<Decision> {
        let mut out = Vec::new();
        for i in 0..self.senators.len() {
            if self.senators[i].open_bodyguard.is_none() {
                continue;
            }
            let Some(f) = self.senators[i].faction else {
                self.rev_20_discard(i, BodyguardLoss::Unaligned, ev);
                continue;
            };
            let about = ChoiceAbout::BodyguardUpkeep {
                senator: self.senators[i].id(),
            };
            let options = vec![ChoiceOption::PayBodyguard, ChoiceOption::DropBodyguard];
            out.push(self.choice_decision(i, f, about, options, ChoiceOption::PayBodyguard));
        }
        out
    }

    /// REV-20: the upkeep, after the income and the transfers: each Senator asked pays 1T and
    /// 1 Popularity unless his faction chose to drop the card or he cannot pay.
    pub(super) fn rev_20_upkeep(&mut self, answers: &[(FactionId, Answer)], ev: &mut Vec<Event>) {
        for (f, a) in answers {
            let Answer::Choice {
                about: ChoiceAbout::BodyguardUpkeep { senator },
                pick,
            } = a
            else {
                continue;
            };
            let Some(i) = self
                .find_senator(senator)
                .filter(|&i| self.senators[i].open_bodyguard.is_some())
            else {
                continue;
            };
            if *pick == ChoiceOption::DropBodyguard {
                self.rev_20_discard(i, BodyguardLoss::NotPaid, ev);
                continue;
            }
            let s = &self.senators[i];
            if s.treasury < 1 || s.popularity <= -9 {
                self.rev_20_discard(i, BodyguardLoss::CannotPay, ev);
                continue;
            }
            self.senators[i].treasury -= 1;
            self.ledger.spent_to_bank += 1;
            self.senators[i].add_popularity(-1);
            ev.push(public(EventKind::BodyguardUpkeepPaid {
                senator: senator.clone(),
                faction: *f,
                popularity: self.senators[i].popularity,
            }));
        }
    }

    /// COM-23: the faction holding Proscription (not eliminated), if any.
    fn com_23_holder(&self) -> Option<FactionId> {
        self.faction_ids().into_iter().find(|f| {
            !self.eliminated(*f)
                && !self
                    .intrigue_in_hand(*f, IntrigueKind::Proscription)
                    .is_empty()
        })
    }

    /// COM-23 (card:intrigue-proscription/5): the HRAO, every victorious Commander (a Force
    /// whose war has left the Forum, the civil war's included) counted as in Rome.
    fn com_23_hrao(&self) -> Option<usize> {
        let victors: Vec<usize> = self
            .forces
            .iter()
            .filter(|f| !self.war_in_forum(&f.war))
            .flat_map(|f| f.commander.iter().chain(&f.master_of_horse))
            .filter_map(|id| self.find_senator(id))
            .collect();
        self.hrao_index_with(&victors)
    }

    /// COM-23 (card:intrigue-proscription/1): right after the civil war battle, when either
    /// side won (`ev` holds the battle) and there are Knights to proscribe, the holder of
    /// Proscription is asked whether he plays it. True: a question is open.
    pub(super) fn com_23_offer(&mut self, ev: &[Event]) -> bool {
        let won = ev.iter().rev().find_map(|e| match &e.kind {
            EventKind::CivilWarBattle { result, .. } => Some(*result),
            _ => None,
        });
        if !matches!(
            won,
            Some(super::api::BattleOutcome::Victory | super::api::BattleOutcome::Defeat)
        ) {
            return false;
        }
        let knights: u32 = self.senators.iter().map(|s| s.knights).sum();
        let (Some(holder), Some(hrao)) = (
            self.com_23_holder(),
            self.com_23_hrao().and_then(|i| self.senators[i].faction),
        ) else {
            return false;
        };
        if knights == 0 {
            return false;
        }
        let about = ChoiceAbout::Proscription { hrao, knights };
        let play = if holder == hrao {
            ChoiceOption::ProscribeKnights
        } else {
            ChoiceOption::PlayProscription
        };
        let id = self.choice_id(&about, 0, holder);
        self.ask_choice(
            holder,
            id,
            about,
            vec![play, ChoiceOption::Pass],
            ChoiceOption::Pass,
        );
        true
    }

    /// COM-23: apply a Proscription answer, then go on with the end of the Combat Phase.
    pub(super) fn com_23_answer(
        &mut self,
        f: FactionId,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        match (about, pick) {
            (ChoiceAbout::Proscription { knights, .. }, ChoiceOption::PlayProscription) => {
                if let Some(card) = self
                    .intrigue_in_hand(f, IntrigueKind::Proscription)
                    .into_iter()
                    .next()
                {
                    self.discard_from_hand(f, &card);
                }
                ev.push(public(EventKind::ProscriptionPlayed { faction: f }));
                if let Some(hrao) = self.com_23_hrao().and_then(|i| self.senators[i].faction) {
                    let about = ChoiceAbout::Proscribe {
                        holder: f,
                        knights: *knights,
                    };
                    let id = self.choice_id(&about, 1, hrao);
                    self.ask_choice(
                        hrao,
                        id,
                        about,
                        vec![ChoiceOption::ProscribeKnights, ChoiceOption::Refuse],
                        ChoiceOption::Refuse,
                    );
                    return;
                }
            }
            (ChoiceAbout::Proscription { .. }, ChoiceOption::ProscribeKnights) => {
                if let Some(card) = self
                    .intrigue_in_hand(f, IntrigueKind::Proscription)
                    .into_iter()
                    .next()
                {
                    self.discard_from_hand(f, &card);
                }
                ev.push(public(EventKind::ProscriptionPlayed { faction: f }));
                self.com_23_proscribe(ev);
            }
            (ChoiceAbout::Proscribe { .. }, ChoiceOption::ProscribeKnights) => {
                self.com_23_proscribe(ev);
            }
            (ChoiceAbout::Proscribe { .. }, _) => {
                ev.push(public(EventKind::ProscriptionDeclined { faction: f }));
            }
            _ => {}
        }
        self.com_end_after_civil_war(ev);
    }

    /// COM-23 (card:intrigue-proscription/2-3): the HRAO eliminates every Knight in play and
    /// receives 1d6T for each; his faction is barred from recruiting Knights.
    fn com_23_proscribe(&mut self, ev: &mut Vec<Event>) {
        let Some(h) = self.com_23_hrao() else {
            return;
        };
        let Some(faction) = self.senators[h].faction else {
            return;
        };
        let hrao = self.senators[h].id();
        let knights: u32 = self.senators.iter().map(|s| s.knights).sum();
        for s in &mut self.senators {
            s.knights = 0;
        }
        let talents = if knights > 0 {
            let dice = self.roll(
                usize::try_from(knights).unwrap_or(0),
                RollFor::Check,
                DicePurpose::Proscription {
                    hrao: hrao.clone(),
                    knights,
                },
                ev,
            );
            u32::try_from(dice.total().max(0)).unwrap_or(0)
        } else {
            0
        };
        self.senators[h].treasury += talents;
        self.ledger.bank_to_players += u64::from(talents);
        self.proscribed = Some(faction);
        ev.push(public(EventKind::KnightsProscribed {
            hrao,
            faction,
            knights,
            talents,
        }));
    }

    /// COM-23 (card:intrigue-proscription/3): may `f` recruit Knights?
    pub(super) fn com_23_may_recruit(&self, f: FactionId) -> Result<(), RuleError> {
        if self.proscribed == Some(f) {
            return Err(Illegal::KnightsProscribed.by("COM-23").into());
        }
        Ok(())
    }

    /// COM-23 (card:intrigue-proscription/3): +1 to `f`'s Knight attraction roll once another
    /// faction proscribed the Knights.
    pub(super) fn com_23_knight_bonus(&self, f: FactionId) -> i32 {
        i32::from(self.proscribed.is_some_and(|p| p != f))
    }
}
