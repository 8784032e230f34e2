//! RVN-08 (LR 1.11.34, second sentence): "If there are Veteran Legions of a loyal Senator in a
//! Rebel Army or a Rebel Garrison, the loyal Senator may instruct his Veteran Legions to desert
//! to a Senate Army sent to fight the Rebel Army, or to the Active Forces boxes, at any time
//! after the Primary Rebel has been determined."
//!
//! The instruction is the loyal Senator's faction's choice, never the engine's: a `Choice`
//! decision (`ChoiceAbout::LoyalVeterans`, one per loyal Senator with Veterans in the Rebel's
//! Army), answered `DESERT <senator> TO ROME`, `DESERT <senator> TO THE ARMY` or
//! `DESERT NONE <senator>` (`orders/choices.rs`). It is asked at the two moments a game can use
//! it:
//!
//! - (a) once the Primary and Secondary Rebels are determined (the PB-13 round that declared the
//!   Revolt, after its resolution): to the Active Forces;
//! - (b) as each Combat Phase opens while the Revolt goes on (in the round of the COM-05 /
//!   COM-03 answers, before any battle): to the Senate's Army facing the Rebel, if one was
//!   sent, or to the Active Forces (which matters without an Army too: a Rebel left without
//!   Legions cannot win by the Senate's failure to attack, nor fight a VIC-06 campaign).
//!
//! Deserters leave the Rebel's Army and are the Senate's again (`Game::legions`): in Rome with
//! their allegiance (`veterans_in_rome`) or with the Senate's Army (`SenateArmy`), so the next
//! civil war battle, the Rebel's maintenance (REV-03: he no longer pays for them) and the
//! State's upkeep of its Legions count them where they now are.
//!
//! RULINGS (RVN-08, docs/RULINGS.md): the Default Move is that the Veterans stay where they
//! are; a Senator's Veterans desert together; a Rebel whose last Legion deserts is defeated as
//! one whose Legions were all destroyed (LR 1.11.371): the Revolt fails, no Victory for anyone.
//! Garrisons hold no Veteran Legions in this engine (SEN-46 sends regular Legions only), so no
//! Rebel Garrison can hold a loyal Senator's Veterans.

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, DeathCause, Decision, Event, EventKind, FactionId, SenatorId,
};
use super::choices::answer_about;
use super::game::{Game, public};
use super::state::Phase;

/// One loyal Senator's Veterans in the Rebel's Army.
struct LoyalVeterans {
    senator: usize,
    faction: FactionId,
    family: u8,
    legions: u32,
}

impl Game {
    /// RVN-08: the loyal Senators (aligned, not rebels) whose Veteran Legions serve in the
    /// Rebel's Army, in the order of their families.
    fn rvn_08_loyal_veterans(&self) -> Vec<LoyalVeterans> {
        let Some(r) = self.rebellion.as_ref() else {
            return Vec::new();
        };
        let mut families: Vec<u8> = r.veterans.clone();
        families.sort_unstable();
        families.dedup();
        families
            .into_iter()
            .filter_map(|fam| {
                let i = self
                    .senators
                    .iter()
                    .position(|s| s.family == fam && !s.rebel && s.faction.is_some())?;
                let faction = self.senators[i].faction?;
                let legions =
                    u32::try_from(r.veterans.iter().filter(|v| **v == fam).count()).unwrap_or(0);
                Some(LoyalVeterans {
                    senator: i,
                    faction,
                    family: fam,
                    legions,
                })
            })
            .collect()
    }

    /// RVN-08: the decisions of the loyal Senators' factions, one per Senator. At (b)
    /// (`with_army`) the Senate's Army facing the Rebel is an option too.
    fn rvn_08_decisions(&self, with_army: bool) -> Vec<Decision> {
        let Some(r) = self.rebellion.as_ref() else {
            return Vec::new();
        };
        let army = if with_army {
            r.senate_army.as_ref().map(|a| a.commander.clone())
        } else {
            None
        };
        self.rvn_08_loyal_veterans()
            .into_iter()
            .map(|l| {
                let about = ChoiceAbout::LoyalVeterans {
                    senator: self.senators[l.senator].id(),
                    rebel: r.rebel.clone(),
                    legions: l.legions,
                    army: army.clone(),
                };
                // RULING (RVN-08): silent, the Veterans stay where they are.
                let mut options = vec![ChoiceOption::VeteransStay, ChoiceOption::DesertToRome];
                if army.is_some() {
                    options.push(ChoiceOption::DesertToArmy);
                }
                let n = usize::from(l.family);
                self.choice_decision(n, l.faction, about, options, ChoiceOption::VeteransStay)
            })
            .collect()
    }

    /// RVN-08 (a): once the Primary and Secondary Rebels are determined, ask the loyal
    /// Senators whose Veterans followed the Rebel. True when the round is open.
    pub(super) fn rvn_08_ask_after_declaration(&mut self) -> bool {
        let decisions = self.rvn_08_decisions(false);
        self.open_choice_round(decisions)
    }

    /// RVN-08 (b): as the Combat Phase opens while the Revolt goes on, the loyal Senators'
    /// decisions (asked in the round of the COM-05 / COM-03 answers), with the Senate's Army
    /// facing the Rebel as an option when there is one.
    pub(super) fn rvn_08_combat_decisions(&self) -> Vec<Decision> {
        self.rvn_08_decisions(true)
    }

    /// Is this answer a loyal Senator's word to his Veterans?
    pub(super) fn rvn_08_is_answer(a: &Answer) -> bool {
        matches!(answer_about(a), Some(ChoiceAbout::LoyalVeterans { .. }))
    }

    /// RVN-08: apply the loyal Senators' answers (in the order of their families), then go on
    /// with the business the round interrupted: the rest of the Revolution Phase (a), or the
    /// COM-05 / COM-03 answers and the battles (b).
    pub(super) fn rvn_08_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let (ours, rest): (Vec<_>, Vec<_>) = answers
            .into_iter()
            .partition(|(_, a)| Self::rvn_08_is_answer(a));
        for (_, a) in ours {
            let Answer::Choice {
                about: ChoiceAbout::LoyalVeterans { senator, army, .. },
                pick,
            } = a
            else {
                continue;
            };
            match pick {
                ChoiceOption::DesertToRome => self.rvn_08_desert(&senator, false, ev),
                ChoiceOption::DesertToArmy if army.is_some() => {
                    self.rvn_08_desert(&senator, true, ev);
                }
                _ => {}
            }
        }
        if self.status != super::game::GameStatus::Waiting {
            return;
        }
        if self.phase == Phase::Combat {
            self.com_05_answers(rest, ev);
        } else {
            self.rvn_05_after_declarations(ev);
        }
    }

    /// RVN-08: the loyal `senator`'s Veterans leave the Rebel's Army for the Senate's Army
    /// facing him (`to_army`) or the Active Forces. A Rebel left without Legions is defeated
    /// (RULING, LR 1.11.371): the Revolt fails.
    fn rvn_08_desert(&mut self, senator: &SenatorId, to_army: bool, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(senator) else {
            return;
        };
        if self.senators[i].rebel || self.senators[i].faction.is_none() {
            return;
        }
        let family = self.senators[i].family;
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        let before = r.veterans.len();
        r.veterans.retain(|v| *v != family);
        let n = u32::try_from(before - r.veterans.len()).unwrap_or(0);
        if n == 0 {
            return;
        }
        r.legions = r.legions.saturating_sub(n);
        let rebel = r.rebel.clone();
        let rebel_legions = r.legions;
        let mut army = None;
        match r.senate_army.as_mut() {
            Some(a) if to_army => {
                a.legions += n;
                a.veterans.extend(std::iter::repeat_n(family, n as usize));
                army = Some((a.commander.clone(), a.legions));
            }
            _ => self
                .veterans_in_rome
                .extend(std::iter::repeat_n(family, n as usize)),
        }
        // The Senate's Legions again (in Rome or with its Army).
        self.legions += n;
        let army_strength = army.as_ref().map(|_| self.rvn_08_senate_army_strength());
        ev.push(public(EventKind::LoyalVeteransDesert {
            senator: senator.clone(),
            rebel: rebel.clone(),
            legions: n,
            army: army.as_ref().map(|(c, _)| c.clone()),
            rebel_legions,
            rebel_strength: self.rebel_strength(),
            army_legions: army.as_ref().map(|(_, l)| *l),
            army_strength,
        }));
        if rebel_legions == 0
            && let Some(ri) = self.find_senator(&rebel)
        {
            self.kill_senator(ri, DeathCause::RebelDefeated, ev);
            self.mor_06_empty_factions(ev);
        }
    }

    /// The Strength of the Senate's Army facing the Rebel (LR 1.11.37, 1.10.11): its Legions
    /// (Veterans double) plus its commander's (and Master of Horse's) Military, capped.
    fn rvn_08_senate_army_strength(&self) -> u32 {
        let Some(a) = self.rebellion.as_ref().and_then(|r| r.senate_army.as_ref()) else {
            return 0;
        };
        let mil = |id: &SenatorId| {
            self.find_senator(id)
                .map_or(0, |i| self.planning_military(i))
        };
        let units = a.legions + u32::try_from(a.veterans.len()).unwrap_or(0);
        let m = mil(&a.commander) + a.master_of_horse.as_ref().map_or(0, mil);
        units + m.min(units)
    }
}
