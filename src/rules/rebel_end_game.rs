//! The Rebel end-game with 4 or more Active Wars (LR 1.12.3; VIC-06, VIC-01).
//!
//! The Rebel who met a winning condition (VIC-04) while 4 or more Active Wars stand must bring
//! them below 4 himself: every Legion but the Garrisons comes home to the Active Forces, he takes
//! them all with every Fleet, and attacks the Active Wars one at a time; he needs the war's
//! Fleet Support and a Victory (and to stay alive) to go on to the next. Below 4 he wins (even
//! dying in the last battle, except under condition 1: then a living Consul for Life wins, or
//! the Revolt fails and the game goes on); otherwise every player loses (VIC-01: the four-war
//! loss takes precedence over his win).
//!
//! RULINGS (VIC-06, docs/RULINGS.md): the order of his battles is not asked: he attacks the
//! weakest war first (land strength, then the lowest key); each battle is one land battle (3d6
//! on the Combat Results Table, Legions with Veterans double plus his Military capped at them),
//! with no naval battle, no Disaster or Standoff numbers and no Spoils; Mortality chits for his
//! losses may kill him.

use super::api::{
    BattleOutcome, DeathCause, DicePurpose, Ending, Event, EventKind, RebelWin, SenatorId,
};
use super::combat::crt;
use super::data::DeckCard;
use super::game::{Game, GameStatus, data, public};
use super::general::RollFor;
use super::state::Chit;

/// LR 1.12.3: the count the Rebel must get below.
const WARS_LOST: usize = 4;

impl Game {
    /// VIC-06 (LR 1.12.3): the Rebel's campaign against 4 or more Active Wars. Ends the game
    /// unless the exception of condition 1 makes the Revolt fail (then play goes on).
    pub(super) fn vic_06_campaign(&mut self, condition: RebelWin, ev: &mut Vec<Event>) {
        let Some(r) = self.rebellion.clone() else {
            return;
        };
        let d = data();
        // Every surviving Legion but the Garrisons comes home; the Rebel takes them all and
        // every Fleet.
        let forces = std::mem::take(&mut self.forces);
        for f in forces {
            self.veterans_in_rome.extend(f.veterans.iter().copied());
            for id in f.commander.iter().chain(&f.master_of_horse) {
                if let Some(i) = self.find_senator(id) {
                    self.senators[i].in_rome = true;
                }
            }
        }
        if let Some(a) = self.rebellion.as_mut().and_then(|x| x.senate_army.take()) {
            self.veterans_in_rome.extend(a.veterans.iter().copied());
            for id in std::iter::once(&a.commander).chain(&a.master_of_horse) {
                if let Some(i) = self.find_senator(id) {
                    self.senators[i].in_rome = true;
                }
            }
        }
        let garrisons: u32 = self.provinces.iter().map(|p| p.garrison).sum();
        let taken = self.legions.saturating_sub(garrisons);
        let vets = std::mem::take(&mut self.veterans_in_rome);
        self.legions = garrisons;
        if let Some(x) = self.rebellion.as_mut() {
            x.legions += taken;
            x.veterans.extend(vets);
        }
        ev.push(public(EventKind::RebelCampaign {
            rebel: r.rebel.clone(),
            legions: self.rebel_legions(),
            fleets: self.fleets,
            wars: u32::try_from(self.active_wars.len()).unwrap_or(u32::MAX),
        }));
        let mut order: Vec<(u32, String)> = self
            .active_wars
            .iter()
            .map(|k| (self.war_strength(k).map_or(0, |s| s.land), k.clone()))
            .collect();
        order.sort();
        let mut alive = true;
        for (_, war) in order {
            if self.active_wars.len() < WARS_LOST || !alive {
                break;
            }
            let support = d.war(&war).map_or(0, |w| u32::from(w.fleet_support));
            if self.fleets < support {
                continue;
            }
            let (won, survived) = self.vic_06_battle(&r.rebel, &war, ev);
            alive = survived;
            if !won {
                break;
            }
        }
        let below = self.active_wars.len() < WARS_LOST;
        if below && (alive || matches!(condition, RebelWin::Bankruptcy | RebelWin::PeopleRevolt)) {
            self.finish(
                Ending::RebelWins {
                    rebel: r.rebel,
                    faction: r.faction,
                    condition,
                },
                ev,
            );
        } else if below {
            // The exception: under condition 1 a Rebel dying in the last battle does not win.
            if let Some((i, faction)) = self.consul_for_life() {
                let senator = self.senators[i].id();
                self.finish(Ending::ConsulForLife { faction, senator }, ev);
            }
            // Otherwise his death made the Revolt fail (MOR-04) and the game goes on.
        } else {
            let n = u32::try_from(self.active_wars.len()).unwrap_or(u32::MAX);
            self.finish(Ending::FourActiveWars { wars: n }, ev);
        }
    }

    /// One battle of the Rebel's campaign. Returns (a Victory, the Rebel alive).
    fn vic_06_battle(&mut self, rebel: &SenatorId, war: &str, ev: &mut Vec<Event>) -> (bool, bool) {
        let strength = self.rebel_strength();
        let enemy = self.war_strength(war).map_or(0, |s| s.land);
        let rolled = self.roll(
            3,
            RollFor::Check,
            DicePurpose::Battle {
                war: war.to_string(),
                naval: false,
            },
            ev,
        );
        let total = i32::try_from(strength).unwrap_or(i32::MAX)
            - i32::try_from(enemy).unwrap_or(i32::MAX)
            + rolled.total();
        let (outcome, losses) = crt(total);
        let present = self.rebel_legions();
        let lost = losses.of(present);
        let vets = self
            .rebellion
            .as_ref()
            .map(|x| x.veterans.clone())
            .unwrap_or_default();
        let vets = self.lose_legions(present, vets, lost);
        if let Some(x) = self.rebellion.as_mut() {
            x.legions -= lost;
            x.veterans = vets;
        }
        ev.push(public(EventKind::RebelBattle {
            rebel: rebel.clone(),
            war: war.to_string(),
            strength: i32::try_from(strength).unwrap_or(i32::MAX),
            war_strength: i32::try_from(enemy).unwrap_or(i32::MAX),
            dice: rolled.dice.clone(),
            modifier: rolled.modifier,
            total,
            result: outcome,
            legions_lost: lost,
        }));
        let won = outcome == BattleOutcome::Victory;
        if won {
            self.active_wars.retain(|k| k != war);
            self.unprosecuted_wars.retain(|k| k != war);
            self.naval_victories.retain(|k| k != war);
            self.discard.push(DeckCard::War(war.to_string()));
        }
        let drawn = self.draw_battle_chits(lost, ev);
        let struck = self
            .find_senator(rebel)
            .is_some_and(|i| drawn.contains(&Chit::Senator(self.senators[i].family)));
        if struck && let Some(i) = self.find_senator(rebel) {
            self.kill_senator(
                i,
                DeathCause::Battle {
                    war: war.to_string(),
                },
                ev,
            );
        }
        let alive = self.status == GameStatus::Waiting
            && self.rebellion.as_ref().is_some_and(|x| x.rebel == *rebel);
        (won, alive)
    }
}
