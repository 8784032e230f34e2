//! The Combat Phase (LR 1.10; COM-01..COM-23), with the war rules that belong to it (TD-08
//! series revolts, TD-10 leaders leaving play).
//!
//! Every Force away fights in the COM-03 order; each battle is one 3d6 roll (recorded as a
//! public event) read on the Combat Results Table (COM-06) unless its unmodified total is a
//! Disaster or Standoff number (COM-07/COM-08). Losses (COM-14), veterans (COM-13), commander
//! death and capture (COM-15), Defeat/Stalemate/Victory (COM-10..COM-12) and Proconsuls (COM-17)
//! follow. At the end of the phase: Rhodian fleets (COM-19), Unprosecuted Wars (COM-20) and the
//! four-war collapse (COM-21), then the Revolution Phase.
//!
//! COM-01 Gabinian recruiting opens the phase (`laws_late.rs`). Not built (unreachable in the
//! Early Republic, or advanced rules): COM-02 / COM-18 (advanced rules 2.02/2.03), COM-22 Cleopatra, COM-23
//! Proscription (`late_intrigue.rs`), Lucullus 29B and Pompey 30A (Late statesmen). COM-16 ransom is not implemented:
//! a captive stays until his war is defeated or discarded (then he is killed).

use super::api::Ending;
use super::api::{
    DeathCause, Die, Event, EventKind, FleetLoss, ForcesReason, NoBattle, ReturnReason, SenatorId,
    TreasuryReason, UnprosecutedWhy, UnrestReason,
};
use super::data::{DeckCard, StatesmanPower, WarCard};
use super::game::{Game, data, public};
use super::general::RollFor;
use super::state::{Captive, Chit, Office, Phase};
use crate::api::DicePurpose;
use crate::api::{CardRef, Place};

use super::events::RHODIAN_ALLIANCE;

/// The result of one battle (COM-06..COM-08).
pub(super) use super::api::BattleOutcome as Outcome;

/// Losses of each kind of unit (COM-06..COM-08).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Losses {
    /// Every unit present (Defeat on 3 or less).
    All,
    /// Up to n Legions and up to n Fleets.
    Units(u32),
    /// COM-07: half of each kind, rounded up.
    Half,
    /// COM-08: a quarter of each kind, rounded up.
    Quarter,
}

impl Losses {
    /// Units of one kind lost out of `present`.
    pub(super) fn of(self, present: u32) -> u32 {
        match self {
            Losses::All => present,
            Losses::Units(n) => n.min(present),
            Losses::Half => present.div_ceil(2),
            Losses::Quarter => present.div_ceil(4),
        }
    }
}

/// COM-06 / DATA-03: the Combat Results Table for modified totals 4..=17, as printed on the
/// board (BOARD "Combat Results Table", reference/vg-print/board-tables.txt): total, result,
/// Legions and Fleets lost. 3 or less: Defeat, all lost; 18 or more: Victory, no losses.
pub(super) const CRT: [(i32, Outcome, u32); 14] = [
    (4, Outcome::Defeat, 4),
    (5, Outcome::Defeat, 3),
    (6, Outcome::Defeat, 2),
    (7, Outcome::Defeat, 1),
    (8, Outcome::Stalemate, 5),
    (9, Outcome::Stalemate, 4),
    (10, Outcome::Stalemate, 3),
    (11, Outcome::Stalemate, 2),
    (12, Outcome::Stalemate, 1),
    (13, Outcome::Stalemate, 0),
    (14, Outcome::Victory, 4),
    (15, Outcome::Victory, 3),
    (16, Outcome::Victory, 2),
    (17, Outcome::Victory, 1),
];

/// COM-06: read the Combat Results Table.
pub(super) fn crt(total: i32) -> (Outcome, Losses) {
    if total <= 3 {
        return (Outcome::Defeat, Losses::All);
    }
    if total >= 18 {
        return (Outcome::Victory, Losses::Units(0));
    }
    CRT.iter()
        .find(|(t, _, _)| *t == total)
        .map_or((Outcome::Stalemate, Losses::Units(0)), |(_, o, n)| {
            (*o, Losses::Units(*n))
        })
}

/// What happened during this Combat Phase (for COM-07/08 "once per turn per War", COM-19 and
/// COM-20).
#[derive(Debug, Default)]
pub(super) struct CombatLog {
    /// Wars against which a land battle was fought.
    pub(super) land_fought: Vec<String>,
    /// Wars against which a naval battle was fought.
    pub(super) naval_fought: Vec<String>,
    /// (war, number): Disaster/Standoff numbers already applied this turn.
    ds_used: Vec<(String, u8)>,
    /// Wars defeated this phase.
    defeated: Vec<String>,
    /// Forces back in Rome (indexes into `Game::forces`, removed at the end of the phase).
    gone: Vec<usize>,
    /// COM-18 (ADV 2.02.4/4): wars a Force of the Senate held this turn (Stalemate, Standoff
    /// or Victory): no Province attacks them.
    pub(super) held: Vec<String>,
    /// COM-09: wars against which Lucullus nullified a Disaster's or Standoff's losses.
    voided: Vec<String>,
}

/// How a battle ended for its commander.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct BattleEnd {
    outcome: Outcome,
    /// The commander is alive and not captured.
    commander_free: bool,
}

impl Game {
    /// Start the Combat Phase: every force away fights (COM-03), then the end-of-phase checks
    /// (COM-19 Rhodian fleets, COM-20 unprosecuted wars, COM-21 four-war collapse), then the
    /// Revolution Phase.
    pub(super) fn start_combat(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Combat;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Combat,
        }));
        self.com_05_stop = None;
        self.com_03_orders.clear();
        // COM-09 (card:statesman-29b/2): the Senate Phase closed: Lucullus comes home.
        self.com_09_recall_lucullus(ev);
        // COM-01: under the Gabinian Law the Commanders recruit first (laws_late.rs).
        if self.com_01_ask(None) {
            return;
        }
        self.com_after_recruiting(ev);
    }

    /// The Combat Phase once the Commanders' Gabinian recruiting (COM-01) is done: their
    /// answers (COM-05, COM-03), then every battle.
    pub(super) fn com_after_recruiting(&mut self, ev: &mut Vec<Event>) {
        // COM-05: the Commanders facing a naval battle say first whether they go on to the land
        // battle after a Victory (combat_choice.rs); the battles follow their answers.
        if self.com_05_ask() {
            return;
        }
        self.com_battles(ev);
    }

    /// COM-03: every Force away fights, then the end of the phase.
    pub(super) fn com_battles(&mut self, ev: &mut Vec<Event>) {
        // COM-02 (ADV 2.03.72/2): the Naval Interceptions before all other battles.
        if self.com_02_naval_interceptions(ev) {
            return;
        }
        let rhodian_wars = self.com_19_rhodian_wars();
        let mut log = CombatLog::default();
        for (_, forces) in self.com_03_battle_order(ev) {
            for fi in forces {
                if log.gone.contains(&fi) {
                    continue;
                }
                self.com_fight(fi, &mut log, ev);
                if self.status != super::game::GameStatus::Waiting {
                    return;
                }
            }
        }
        self.com_end_of_phase(log, rhodian_wars, ev);
    }

    /// The end of the Combat Phase: forces back in Rome leave the board, COM-19, COM-20,
    /// COM-21, then the Revolution Phase.
    fn com_end_of_phase(
        &mut self,
        mut log: CombatLog,
        rhodian_wars: Vec<String>,
        ev: &mut Vec<Event>,
    ) {
        self.com_05_stop = None;
        self.com_03_orders.clear();
        log.gone.sort_unstable();
        log.gone.dedup();
        for fi in log.gone.iter().rev() {
            if *fi < self.forces.len() {
                self.forces.remove(*fi);
            }
        }
        if let Some(w) = rhodian_wars.iter().find(|w| log.defeated.contains(w)) {
            self.com_19_rhodian_fleets_leave(w, ev);
        }
        // COM-18 (ADV 2.02.4/4): the Provinces' battles, before the Unprosecuted Wars.
        if self.com_18_provincial_wars(&mut log, ev) {
            return;
        }
        self.com_20_unprosecuted_wars(&log, ev);
        self.rvn_10_staying_unprosecuted(ev);
        // RVN-10 (ADV 2.03.81): the Armies against Rebel Provinces, then RVN-09 / VIC-04 (1):
        // the civil war battle, after the Senate's other battles.
        if self.rvn_10_province_battles(ev) {
            return;
        }
        if self.rvn_09_civil_war(ev) {
            // VIC-06: a campaign opening now fights in this phase: the Disaster/Standoff
            // numbers applied this turn stay applied (LR 1.10.21 "once per turn per War").
            if let Some(c) = self.vic_06.as_mut() {
                c.ds_used = std::mem::take(&mut log.ds_used);
            }
            return;
        }
        // COM-23: Proscription may be played right after a civil war victory.
        if self.com_23_offer(ev) {
            return;
        }
        self.com_end_after_civil_war(ev);
    }

    /// The end of the Combat Phase after the civil war battle: COM-21, then the Revolution
    /// Phase (VIC-06: also where a Rebel's campaign that let the game go on resumes).
    pub(super) fn com_end_after_civil_war(&mut self, ev: &mut Vec<Event>) {
        let turn = self.turn;
        self.wars_drawn.retain(|(_, t)| *t == turn);
        if self.com_21_four_wars(ev) {
            return;
        }
        self.start_revolution(ev);
    }

    /// Is the war in the Forum (Active, Inactive or Imminent)?
    pub(super) fn war_in_forum(&self, key: &str) -> bool {
        self.active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .any(|k| k == key)
    }

    /// COM-03 (LR 1.10.1): the wars in the order the Senate dispatched the last Commander placed
    /// on each (a Proconsul left from an earlier turn counts as dispatched then); wars whose last
    /// Commanders were dispatched at the same time are ordered by 2d6 (highest first). All
    /// battles against one war before the next; the forces on one war in dispatch order.
    ///
    /// Commanders on the same war attack in the order their factions chose as the phase opened
    /// (`attack_order.rs`; agreed, or 2d6 each), else in dispatch order.
    fn com_03_battle_order(&mut self, ev: &mut Vec<Event>) -> Vec<(String, Vec<usize>)> {
        let mut wars: Vec<(String, (u32, u32), Vec<usize>)> = Vec::new();
        for (i, f) in self.forces.iter().enumerate() {
            let key = (f.sent_turn, f.dispatched);
            match wars.iter_mut().find(|(w, _, _)| *w == f.war) {
                Some((_, last, v)) => {
                    *last = (*last).max(key);
                    v.push(i);
                }
                None => wars.push((f.war.clone(), key, vec![i])),
            }
        }
        for (_, _, v) in &mut wars {
            // COM-03: the Commanders' chosen order first (combat_choice / attack_order.rs).
            v.sort_by_key(|i| {
                self.forces.get(*i).map(|f| {
                    (
                        self.com_03_rank(&f.war, f.commander.as_ref())
                            .unwrap_or(usize::MAX),
                        f.sent_turn,
                        f.dispatched,
                        *i,
                    )
                })
            });
        }
        let mut tie_rolls: Vec<u32> = vec![0; wars.len()];
        for i in 0..wars.len() {
            let tied = wars
                .iter()
                .enumerate()
                .any(|(j, o)| j != i && o.1 == wars[i].1);
            if tied {
                let dice = self.roll(
                    2,
                    RollFor::Check,
                    DicePurpose::BattleOrderTie {
                        war: wars[i].0.clone().into(),
                    },
                    ev,
                );
                tie_rolls[i] = dice.count();
            }
        }
        let mut order: Vec<usize> = (0..wars.len()).collect();
        order.sort_by_key(|i| (wars[*i].1, std::cmp::Reverse(tie_rolls[*i]), *i));
        let out: Vec<(String, Vec<usize>)> = order
            .into_iter()
            .map(|i| (wars[i].0.clone(), wars[i].2.clone()))
            .collect();
        if !out.is_empty() {
            ev.push(public(EventKind::BattleOrder {
                wars: out
                    .iter()
                    .map(|(w, _)| super::api::WarKey::from(w))
                    .collect(),
            }));
        }
        out
    }

    /// One Force's battles this turn: the naval battle first if the war has a fleet and no
    /// Naval Victory marker (COM-05), then the land battle (COM-04).
    ///
    /// COM-05: after a naval Victory the commander goes on to the land battle when the rules
    /// allow it (a Legion left, enough Fleets for the Fleet Support, he is alive and free) and
    /// his faction did not answer NO LAND BATTLE as the phase opened (LR 1.10.12 "at his
    /// discretion"; `combat_choice.rs`).
    fn com_fight(&mut self, fi: usize, log: &mut CombatLog, ev: &mut Vec<Event>) {
        let d = data();
        let Some(force) = self.forces.get(fi).cloned() else {
            return;
        };
        if !self.war_in_forum(&force.war) {
            self.bring_home(fi, ReturnReason::WarOver, log, ev);
            return;
        }
        if force
            .commander
            .as_ref()
            .and_then(|c| self.find_senator(c))
            .is_none()
        {
            ev.push(public(EventKind::BattleNotFought {
                war: force.war.clone().into(),
                reason: NoBattle::NoCommander,
            }));
            return;
        }
        let Some(w) = d.war(&force.war) else {
            return;
        };
        // COM-12 (card:war-germanic-migrations/2): the attack itself founds the Province.
        self.com_12_founded_by_attack(w, ev);
        if w.has_naval() && !self.naval_victories.contains(&force.war) {
            if force.fleets == 0 {
                ev.push(public(EventKind::BattleNotFought {
                    war: force.war.clone().into(),
                    reason: NoBattle::NoFleetForNaval,
                }));
                return;
            }
            let end = self.com_battle(fi, true, log, ev);
            if end.outcome != Outcome::Victory {
                return;
            }
            if !end.commander_free {
                self.bring_home(fi, ReturnReason::VictorGone, log, ev);
                return;
            }
            let (legions, fleets) = self
                .forces
                .get(fi)
                .map_or((0, 0), |f| (f.legions, f.fleets));
            if legions == 0 {
                self.bring_home(fi, ReturnReason::FleetAfterNavalVictory, log, ev);
                return;
            }
            if fleets < u32::from(w.fleet_support) {
                ev.push(public(EventKind::BattleNotFought {
                    war: force.war.clone().into(),
                    reason: NoBattle::TooFewFleetsAfterNaval,
                }));
                self.com_17_proconsul(fi, ev);
                return;
            }
            // COM-05: "at his discretion": his faction's answer (Default Move: he goes on).
            if force
                .commander
                .as_ref()
                .is_some_and(|c| self.com_05_stops(c))
            {
                ev.push(public(EventKind::BattleNotFought {
                    war: force.war.clone().into(),
                    reason: NoBattle::CommanderStops,
                }));
                self.com_17_proconsul(fi, ev);
                return;
            }
            ev.push(public(EventKind::LandAttackAfterNaval {
                war: force.war.clone().into(),
            }));
        }
        let fleets = self.forces.get(fi).map_or(0, |f| f.fleets);
        if fleets < u32::from(w.fleet_support) {
            ev.push(public(EventKind::BattleNotFought {
                war: force.war.clone().into(),
                reason: NoBattle::FleetSupport {
                    fleets,
                    support: u32::from(w.fleet_support),
                },
            }));
            return;
        }
        let end = self.com_battle(fi, false, log, ev);
        if end.outcome == Outcome::Victory && !end.commander_free {
            self.bring_home(fi, ReturnReason::VictorGone, log, ev);
        }
    }

    /// VIC-06 (LR 1.12.3): one war fought by the Rebel's campaign Force `fi` as any Force
    /// fights (naval battle first, Fleet Support, Disaster/Standoff, losses, Mortality chits,
    /// Spoils). A Disaster/Standoff number applies once per turn per War (LR 1.10.21): those
    /// the Senate's battles of this Combat Phase applied (a campaign under condition 1) and
    /// those of this war's naval battle count.
    pub(super) fn vic_06_fight(&mut self, fi: usize, ev: &mut Vec<Event>) {
        let mut log = CombatLog {
            ds_used: self
                .vic_06
                .as_ref()
                .map(|c| c.ds_used.clone())
                .unwrap_or_default(),
            ..CombatLog::default()
        };
        self.com_fight(fi, &mut log, ev);
    }

    /// The strength change of the Ally Deserts / Enemy's Ally Deserts events in play for this
    /// roll (COM-04; the first die is the black one, GEN-02).
    pub(super) fn battle_shift(&self, dice: &[Die]) -> i32 {
        let d = data();
        let (Some(black), Some(w1), Some(w2)) = (dice.first(), dice.get(1), dice.get(2)) else {
            return 0;
        };
        self.events_in_play
            .iter()
            .filter_map(|e| {
                d.event(&e.key)
                    .and_then(|c| c.side_effect(e.increased).battle_shift)
            })
            .map(|s| s.strength_change(*black, [*w1, *w2]))
            .sum()
    }

    /// COM-04: Roman strength: units (veterans count double; Fleets in a naval battle) plus the
    /// commander's Military (and a Dictator's Master of Horse's), the Military capped at the
    /// units' strength. Pompey's MIL is rolled for the battle (card:statesman-30a/2).
    fn roman_strength(&mut self, fi: usize, naval: bool, ev: &mut Vec<Event>) -> i32 {
        let Some(f) = self.forces.get(fi).cloned() else {
            return 0;
        };
        let units = if naval {
            f.fleets
        } else {
            f.legions + u32::try_from(f.veterans.len()).unwrap_or(0)
        };
        let commander = f.commander.as_ref().and_then(|c| self.find_senator(c));
        let mut mil = commander.map_or(0, |i| self.battle_military(i, ev));
        // COM-22: Cleopatra's +3 Military for the Commander she favours (leaders_late.rs).
        mil += self.com_22_military(f.commander.as_ref());
        // RVN-07 / VIC-06: a Rebel's ex-Master of Horse adds his Military as a Dictator's does.
        let dictator = commander.is_some_and(|i| {
            self.senators[i].offices.contains(&Office::Dictator) || self.senators[i].rebel
        });
        if dictator
            && let Some(m) = f
                .master_of_horse
                .as_ref()
                .and_then(|m| self.find_senator(m))
        {
            mil += self.battle_military(m, ev);
        }
        i32::try_from(units + mil.min(units)).unwrap_or(i32::MAX)
    }

    /// COM-07 / COM-08 / COM-09: the unmodified roll against the Disaster and Standoff numbers
    /// of the war (unless the commander is a Statesman who nullifies it) and of its Leaders
    /// (never nullified). Disaster is checked first; each number applies once per turn per war.
    pub(super) fn com_07_disaster_standoff(
        &self,
        war: &str,
        w: &WarCard,
        commander: Option<usize>,
        raw: u32,
        log: &mut CombatLog,
    ) -> Option<Outcome> {
        let d = data();
        let raw = u8::try_from(raw).ok()?;
        if log.ds_used.iter().any(|(k, n)| k == war && *n == raw) {
            return None;
        }
        let nullified = commander
            .and_then(|i| self.senators[i].statesman.as_ref())
            .and_then(|s| d.statesman(s))
            .is_some_and(|s| s.nullifies_war(war));
        // TD-10: Leaders in refuge aiding the war bring their numbers too.
        let leaders: Vec<_> = self
            .leaders_aiding(war)
            .iter()
            .filter_map(|l| d.leader(l))
            .collect();
        let disaster =
            (!nullified && w.disaster.contains(&raw)) || leaders.iter().any(|l| l.disaster == raw);
        let standoff =
            (!nullified && w.standoff.contains(&raw)) || leaders.iter().any(|l| l.standoff == raw);
        let out = if disaster {
            Some(Outcome::Disaster)
        } else if standoff {
            Some(Outcome::Standoff)
        } else {
            None
        };
        if out.is_some() {
            log.ds_used.push((war.to_string(), raw));
        }
        out
    }

    /// One battle (COM-04 land, COM-05 naval) of force `fi` and all that follows from it.
    fn com_battle(
        &mut self,
        fi: usize,
        naval: bool,
        log: &mut CombatLog,
        ev: &mut Vec<Event>,
    ) -> BattleEnd {
        let d = data();
        let lost = BattleEnd {
            outcome: Outcome::Stalemate,
            commander_free: false,
        };
        let Some(force) = self.forces.get(fi).cloned() else {
            return lost;
        };
        let Some(w) = d.war(&force.war) else {
            return lost;
        };
        let Some(commander) = force.commander.clone() else {
            return lost;
        };
        let ci = self.find_senator(&commander);
        let roman = self.roman_strength(fi, naval, ev);
        let ws = self.war_strength(&force.war);
        let printed_enemy = ws.map_or(0, |s| if naval { s.fleet } else { s.land });
        let rolled = self.roll(
            3,
            RollFor::Check,
            DicePurpose::Battle {
                war: force.war.clone().into(),
                naval,
            },
            ev,
        );
        let dice = rolled.dice.clone();
        let raw = rolled.sum().unsigned_abs();
        let shift = self.battle_shift(&dice);
        let enemy = (i32::try_from(printed_enemy).unwrap_or(i32::MAX) + shift).max(0);
        let total = roman - enemy + rolled.total();
        let (outcome, mut losses) = match self.com_07_disaster_standoff(&force.war, w, ci, raw, log)
        {
            Some(Outcome::Disaster) => (Outcome::Disaster, Losses::Half),
            Some(o) => (o, Losses::Quarter),
            None => crt(total),
        };
        // COM-09 (card:statesman-29b/1-2): Lucullus nullifies the losses of a Disaster or
        // Standoff; the war is Unprosecuted (COM-20) and he is recalled after the next Senate.
        let voided = matches!(outcome, Outcome::Disaster | Outcome::Standoff)
            && self.com_09_voids_losses(ci);
        if voided {
            losses = Losses::Units(0);
        }
        if naval {
            log.naval_fought.push(force.war.clone());
        } else {
            log.land_fought.push(force.war.clone());
        }
        let (legions_lost, fleets_lost) = self.com_09_losses(&force, ci, losses);
        ev.push(public(EventKind::Battle {
            war: w.key.clone().into(),
            commander: commander.clone(),
            naval,
            roman_strength: roman,
            war_strength: enemy,
            dice: dice.clone(),
            modifier: rolled.modifier,
            total,
            result: outcome,
            legions_lost,
            fleets_lost,
        }));
        if voided {
            self.com_09_losses_voided(&commander, &force.war, outcome, ev);
            log.voided.push(force.war.clone());
        }
        self.com_14_take_losses(fi, legions_lost, fleets_lost, ev);
        // COM-18 (ADV 2.02.4/4, 2.02.412/7): a war held by the Senate; its allied Provinces'
        // Forces match the losses.
        if matches!(
            outcome,
            Outcome::Stalemate | Outcome::Standoff | Outcome::Victory
        ) {
            log.held.push(force.war.clone());
        }
        let lost = if naval { fleets_lost } else { legions_lost };
        self.com_18_allied_losses(&force.war, naval, outcome, lost, ev);
        match outcome {
            Outcome::Defeat => self.add_unrest_because(2, Outcome::Defeat, ev),
            Outcome::Disaster => self.add_unrest_because(1, Outcome::Disaster, ev),
            Outcome::Victory => self.add_unrest_because(-1, Outcome::Victory, ev),
            Outcome::Stalemate | Outcome::Standoff => {}
        }
        if !naval
            && matches!(
                outcome,
                Outcome::Stalemate | Outcome::Standoff | Outcome::Victory
            )
        {
            self.com_13_veterans(fi, ev);
        }
        let commander_free = if outcome == Outcome::Defeat {
            self.com_10_defeat(fi, ev);
            // COM-10: a Defeat that destroyed every unit and killed the commander leaves no
            // force on the war (nothing is left to return to Rome).
            if self
                .forces
                .get(fi)
                .is_some_and(|f| f.legions == 0 && f.fleets == 0 && f.commander.is_none())
            {
                log.gone.push(fi);
            }
            false
        } else {
            self.com_15_death_and_capture(fi, legions_lost + fleets_lost, outcome, ev)
        };
        if outcome == Outcome::Victory {
            if commander_free {
                let printed = if naval { w.naval } else { w.land };
                self.com_12_victor_gains(&commander, printed, ev);
            }
            if naval {
                self.com_05_naval_victory(&force.war, ev);
            } else {
                self.com_12_war_defeated(fi, log, ev);
            }
        } else if commander_free {
            self.com_17_proconsul(fi, ev);
        }
        BattleEnd {
            outcome,
            commander_free,
        }
    }

    fn add_unrest_because(&mut self, delta: i32, outcome: Outcome, ev: &mut Vec<Event>) {
        self.add_unrest(delta);
        ev.push(public(EventKind::UnrestChanged {
            delta,
            unrest: self.unrest,
            reason: UnrestReason::Battle { outcome },
        }));
    }

    /// COM-06..COM-09: Legions and Fleets lost. Fabius (2A) as commander halves all losses,
    /// rounded up (COM-09; he is never the Master of Horse here).
    fn com_09_losses(
        &self,
        force: &super::state::Force,
        commander: Option<usize>,
        losses: Losses,
    ) -> (u32, u32) {
        let d = data();
        let mut l = losses.of(force.legions);
        let mut f = losses.of(force.fleets);
        let halves = commander
            .and_then(|i| self.senators[i].statesman.as_ref())
            .and_then(|s| d.statesman(s))
            .is_some_and(|s| s.has_power(StatesmanPower::HalvesLosses));
        if halves {
            l = l.div_ceil(2);
            f = f.div_ceil(2);
        }
        (l, f)
    }

    /// COM-14 (LR 1.10.6, 1.10.61): the units lost, Legions chosen at random among those present
    /// (veterans included); the commander loses 1 Popularity per 2 Legions lost (round down).
    fn com_14_take_losses(&mut self, fi: usize, legions: u32, fleets: u32, ev: &mut Vec<Event>) {
        let mut veterans_lost: Vec<u8> = Vec::new();
        let Some(present) = self.forces.get(fi).map(|f| f.legions) else {
            return;
        };
        let mut left = present;
        for _ in 0..legions.min(present) {
            let pick = self.rand.index(usize::try_from(left).unwrap_or(0));
            if let Some(f) = self.forces.get_mut(fi)
                && pick < f.veterans.len()
            {
                veterans_lost.push(f.veterans.remove(pick));
            }
            left -= 1;
        }
        let Some(f) = self.forces.get_mut(fi) else {
            return;
        };
        let legions = legions.min(f.legions);
        let fleets = fleets.min(f.fleets);
        f.legions -= legions;
        f.fleets -= fleets;
        self.legions = self.legions.saturating_sub(legions);
        self.fleets = self.fleets.saturating_sub(fleets);
        let commander = f.commander.clone();
        let (legions_left, fleets_left) = (f.legions, f.fleets);
        // VIC-06: the Rebel's Force in his campaign is his, not Rome's.
        let rebel = commander
            .clone()
            .filter(|c| self.vic_06.as_ref().is_some_and(|x| x.rebel == *c));
        if let Some(rebel) = rebel.filter(|_| legions + fleets > 0) {
            ev.push(public(EventKind::RebelLosses {
                rebel,
                legions,
                veterans: u32::try_from(veterans_lost.len()).unwrap_or(u32::MAX),
                fleets,
                legions_left,
                fleets_left,
            }));
        } else if legions + fleets > 0 {
            ev.push(public(EventKind::Forces {
                legions: self.legions,
                fleets: self.fleets,
                reason: ForcesReason::BattleLosses {
                    legions,
                    veterans: u32::try_from(veterans_lost.len()).unwrap_or(u32::MAX),
                    fleets,
                },
            }));
        }
        let pop = i32::try_from(legions / 2).unwrap_or(0);
        if pop > 0
            && let Some(i) = commander.and_then(|c| self.find_senator(&c))
        {
            ev.push(public(EventKind::PopularityForLosses {
                senator: self.senators[i].id(),
                popularity: pop,
            }));
            self.change_popularity(i, -pop, ev);
        }
    }

    /// COM-13 (LR 1.10.5): after a land Stalemate, Standoff or Victory one surviving regular
    /// Legion (two under Caesar 4A) becomes a Veteran with allegiance to the commander.
    fn com_13_veterans(&mut self, fi: usize, ev: &mut Vec<Event>) {
        let Some(f) = self.forces.get(fi) else {
            return;
        };
        let Some(ci) = f.commander.as_ref().and_then(|c| self.find_senator(c)) else {
            return;
        };
        let s = &self.senators[ci];
        let per_battle = self.com_13_per_victory(&s.id());
        let regular = f
            .legions
            .saturating_sub(u32::try_from(f.veterans.len()).unwrap_or(0));
        let new = per_battle.min(regular);
        if new == 0 {
            return;
        }
        let family = s.family;
        if let Some(f) = self.forces.get_mut(fi) {
            for _ in 0..new {
                f.veterans.push(family);
            }
        }
        ev.push(public(EventKind::VeteransCreated {
            senator: self.senators[ci].id(),
            legions: new,
        }));
    }

    /// COM-13 (LR 1.10.5/1; the Caesar 4A card): how many Legions one battle turns Veteran
    /// under this commander: 1, or 2 with the power of two Veterans per victory.
    pub(super) fn com_13_per_victory(&self, commander: &SenatorId) -> u32 {
        let d = data();
        let double = self.find_senator(commander).is_some_and(|i| {
            self.senators[i]
                .statesman
                .as_ref()
                .and_then(|k| d.statesman(k))
                .is_some_and(|c| c.has_power(StatesmanPower::DoubleVeteranLegions))
        });
        if double { 2 } else { 1 }
    }

    /// COM-15 (LR 1.10.7, 1.10.71): draw one Mortality chit per unit lost; the commander or
    /// Master of Horse whose number is drawn dies, or is captured if two or more chits were
    /// drawn, his is the last one and the battle was a Disaster, Stalemate or Standoff. A "Draw
    /// 2" chit is put back with two more drawn (MOR-03). Returns whether the commander is still
    /// alive and free.
    fn com_15_death_and_capture(
        &mut self,
        fi: usize,
        units_lost: u32,
        outcome: Outcome,
        ev: &mut Vec<Event>,
    ) -> bool {
        let drawn = self.draw_battle_chits(units_lost, ev);
        let Some(force) = self.forces.get(fi).cloned() else {
            return false;
        };
        let capture_possible = drawn.len() >= 2
            && matches!(
                outcome,
                Outcome::Disaster | Outcome::Stalemate | Outcome::Standoff
            );
        let last = drawn.last().copied();
        let mut commander_free = force.commander.is_some();
        let mut dictator_gone = false;
        for (who, is_commander) in [
            (force.commander.clone(), true),
            (force.master_of_horse.clone(), false),
        ] {
            let Some(id) = who else { continue };
            let Some(i) = self.find_senator(&id) else {
                continue;
            };
            let chit = Chit::Senator(self.senators[i].family);
            if !drawn.contains(&chit) {
                continue;
            }
            if is_commander {
                commander_free = false;
                dictator_gone = self.senators[i].offices.contains(&Office::Dictator);
            }
            if capture_possible && last == Some(chit) {
                self.com_16_capture(fi, &id, ev);
            } else {
                self.kill_senator(
                    i,
                    DeathCause::Battle {
                        war: force.war.clone(),
                    },
                    ev,
                );
                self.mor_06_empty_factions(ev);
            }
        }
        if dictator_gone {
            self.master_of_horse_home(fi, ev);
        }
        commander_free
    }

    /// Draw `count` chits one by one (the cup is refilled afterwards, as MOR-03 does); "Draw 2"
    /// is put back and two more are drawn. Returns the chits that count, in order.
    pub(super) fn draw_battle_chits(&mut self, count: u32, ev: &mut Vec<Event>) -> Vec<Chit> {
        let mut needed = count;
        let mut out = Vec::new();
        let mut guard = 0;
        while needed > 0 && guard < 400 {
            guard += 1;
            let c = self.draw_chit(ev);
            if c == Chit::DrawTwo {
                self.cup.push(c);
                needed += 1;
            } else {
                out.push(c);
                needed -= 1;
            }
        }
        self.cup = Chit::full_cup();
        out
    }

    /// COM-16 (LR 1.10.71): a commander or Master of Horse captured by the war. He keeps his
    /// offices, stays away from Rome and earns nothing.
    fn com_16_capture(&mut self, fi: usize, id: &SenatorId, ev: &mut Vec<Event>) {
        let Some(f) = self.forces.get_mut(fi) else {
            return;
        };
        let war = f.war.clone();
        if f.commander.as_ref() == Some(id) {
            f.commander = None;
        }
        if f.master_of_horse.as_ref() == Some(id) {
            f.master_of_horse = None;
        }
        self.captives.push(Captive {
            senator: id.clone(),
            war: war.clone(),
        });
        if let Some(i) = self.find_senator(id) {
            self.senators[i].in_rome = false;
        }
        ev.push(public(EventKind::Captured {
            senator: id.clone(),
            war: war.into(),
        }));
        ev.push(public(EventKind::NoRansom));
    }

    /// LR 1.10.7 / 1.10.8: a Dictator's surviving Master of Horse returns to Rome with his
    /// office.
    fn master_of_horse_home(&mut self, fi: usize, ev: &mut Vec<Event>) {
        let Some(m) = self
            .forces
            .get_mut(fi)
            .and_then(|f| f.master_of_horse.take())
        else {
            return;
        };
        if let Some(i) = self.find_senator(&m) {
            self.senators[i].in_rome = true;
            ev.push(public(EventKind::MasterOfHorseReturns {
                senator: self.senators[i].id(),
            }));
        }
    }

    /// COM-10 (LR 1.10.2): the commander and his Master of Horse are killed; the survivors stay
    /// on the war card (Unrest is raised by the caller).
    fn com_10_defeat(&mut self, fi: usize, ev: &mut Vec<Event>) {
        let Some(f) = self.forces.get(fi).cloned() else {
            return;
        };
        for id in [f.commander, f.master_of_horse].into_iter().flatten() {
            if let Some(i) = self.find_senator(&id) {
                self.kill_senator(i, DeathCause::Defeat { war: f.war.clone() }, ev);
            }
        }
        self.mor_06_empty_factions(ev);
    }

    /// COM-17 (LR 1.10.8): the commander of a battle that was not a Victory (or of a naval
    /// Victory without the land battle despite a Legion) loses his Major Office, becomes
    /// Proconsul and gets a Prior Consul marker; a Dictator's Master of Horse returns to Rome.
    pub(super) fn com_17_proconsul(&mut self, fi: usize, ev: &mut Vec<Event>) {
        let Some(f) = self.forces.get(fi) else {
            return;
        };
        let war = f.war.clone();
        let Some(i) = f.commander.as_ref().and_then(|c| self.find_senator(c)) else {
            return;
        };
        // VIC-06: the Rebel's campaign Force has no office to lose.
        if self.senators[i].rebel {
            return;
        }
        let s = &mut self.senators[i];
        if s.offices == [Office::Proconsul] {
            return;
        }
        let was_dictator = s.offices.contains(&Office::Dictator);
        // LR 1.10.8/1: "loses any existing Major Office", the Pontifex Maximus's too (LR
        // 2.01.1/1); RULING SEN-12 "The Pontifex and the Consulship".
        s.offices.retain(|o| {
            !matches!(
                o,
                Office::Dictator
                    | Office::RomeConsul
                    | Office::FieldConsul
                    | Office::Censor
                    | Office::MasterOfHorse
                    | Office::PontifexMaximus
            )
        });
        if !s.offices.contains(&Office::Proconsul) {
            s.offices.push(Office::Proconsul);
        }
        s.prior_consul = true;
        let id = s.id();
        ev.push(public(EventKind::Proconsul {
            senator: id,
            war: war.into(),
        }));
        if was_dictator {
            self.master_of_horse_home(fi, ev);
        }
    }

    /// COM-12: the victorious commander gains ⌈printed strength / 2⌉ Popularity and Influence.
    pub(super) fn com_12_victor_gains(
        &mut self,
        commander: &SenatorId,
        printed: u8,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self.find_senator(commander) else {
            return;
        };
        let gain = u32::from(printed).div_ceil(2);
        self.senators[i].add_influence(i64::from(gain));
        ev.push(public(EventKind::VictorRewarded {
            senator: self.senators[i].id(),
            gain,
        }));
        self.change_popularity(i, i32::try_from(gain).unwrap_or(0), ev);
    }

    /// COM-05 / COM-12: a naval Victory: the war gets a Naval Victory marker.
    fn com_05_naval_victory(&mut self, war: &str, ev: &mut Vec<Event>) {
        if !self.naval_victories.iter().any(|k| k == war) {
            self.naval_victories.push(war.to_string());
        }
        ev.push(public(EventKind::CardPlaced {
            card: CardRef::NavalVictoryMarker,
            place: Place::NavalVictory {
                war: war.to_string().into(),
            },
        }));
    }

    /// COM-12 (LR 1.10.4) with TD-08 and TD-10: a land Victory eliminates the war: Spoils to
    /// the State (not for a Revolt), provinces created to the Forum, the earlier wars of a
    /// numbered series become Revolts when its last war is defeated, its Leaders leave (TD-10),
    /// its captives are killed (COM-16), other Forces on it return to Rome. A Province in revolt
    /// (REV-02, FOR-22) is not discarded: the Province itself returns to the Forum.
    /// With the Refuge card in play a Leader who would leave play or go to the Curia takes
    /// refuge instead (TD-10, refuge.rs).
    fn com_12_war_defeated(&mut self, fi: usize, log: &mut CombatLog, ev: &mut Vec<Event>) {
        let d = data();
        let Some(war) = self.forces.get(fi).map(|f| f.war.clone()) else {
            return;
        };
        let Some(w) = d.war(&war) else {
            return;
        };
        let revolt = self.revolts.contains(&war);
        self.active_wars.retain(|k| *k != war);
        self.inactive_wars.retain(|k| *k != war);
        self.imminent_wars.retain(|k| *k != war);
        self.unprosecuted_wars.retain(|k| *k != war);
        self.naval_victories.retain(|k| *k != war);
        self.revolts.retain(|k| *k != war);
        // REV-02 / FOR-22: a Province in revolt is no card of the deck.
        if w.province_revolt.is_none() {
            self.discard.push(DeckCard::War(war.clone()));
        }
        log.defeated.push(war.clone());
        let spoils = if revolt { 0 } else { u32::from(w.spoils) };
        let provinces = self.com_12_provinces(w);
        ev.push(public(EventKind::WarDefeated {
            war: w.key.clone().into(),
            spoils,
            revolt,
            provinces: provinces.clone().into_iter().map(Into::into).collect(),
        }));
        if spoils > 0 {
            self.state_treasury += i64::from(spoils);
            self.ledger.state_revenue += i64::from(spoils);
            ev.push(public(EventKind::StateTreasury {
                reason: TreasuryReason::WarSpoils { war: w.key.clone() },
                delta: i64::from(spoils),
                balance: self.state_treasury,
                shortfall: 0,
            }));
        }
        // The Forum holds province keys (data/provinces.toml), the war cards name them.
        for p in &provinces {
            let key = d.province_key(p);
            if !self.forum_provinces.contains(&key) {
                self.forum_provinces.push(key);
            }
        }
        // card:war-3rd-mithridatic/2-4: Bithynia created or turned Developed.
        self.com_12_develop_by_victory(w, &provinces, ev);
        self.td_08_series_revolts(w, ev);
        // COM-16 / TD-10: the captives, the Leaders; the other Forces come home below (the
        // battle's bookkeeping removes them).
        self.war_left_play(&war, None, ev);
        let others: Vec<usize> = (0..self.forces.len())
            .filter(|i| *i != fi && self.forces[*i].war == war && !log.gone.contains(i))
            .collect();
        for i in others {
            self.bring_home(i, ReturnReason::WonByAnother, log, ev);
        }
    }

    /// COM-12: the provinces a Victory over `w` creates (Illyricum only once no war of its
    /// series is left in the Forum or the deck), none that exists already.
    pub(super) fn com_12_provinces(&self, w: &WarCard) -> Vec<String> {
        let d = data();
        if w.creates_needs_whole_series {
            let left = d
                .wars
                .iter()
                .filter(|o| o.key != w.key && o.series.is_some() && o.series == w.series)
                .any(|o| {
                    self.war_in_forum(&o.key) || self.deck.contains(&DeckCard::War(o.key.clone()))
                });
            if left {
                return Vec::new();
            }
        }
        // A Province that already exists is not created twice (the Germanic Migrations found
        // Gallia Narbonensis when attacked, COM-12).
        w.creates_provinces
            .iter()
            .filter(|p| !self.province_exists(p))
            .cloned()
            .collect()
    }

    /// TD-08 (LR 1.07.333): when the last war of a numbered series is defeated, the earlier
    /// wars of that series still in the Forum become Revolts (no Spoils).
    fn td_08_series_revolts(&mut self, w: &WarCard, ev: &mut Vec<Event>) {
        let d = data();
        if w.series.is_none() || w.series_index.is_none() || w.series_index != w.series_size {
            return;
        }
        let earlier: Vec<String> = self
            .active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .filter(|k| d.war(k).is_some_and(|o| o.series == w.series))
            .cloned()
            .collect();
        for k in earlier {
            if !self.revolts.contains(&k) {
                self.revolts.push(k.clone());
                ev.push(public(EventKind::WarBecomesRevolt { war: k.into() }));
            }
        }
    }

    /// COM-16: captives held by a war that leaves play are killed.
    pub(super) fn captives_die_with(&mut self, war: &str, ev: &mut Vec<Event>) {
        let held: Vec<SenatorId> = self
            .captives
            .iter()
            .filter(|c| c.war == war)
            .map(|c| c.senator.clone())
            .collect();
        for id in held {
            self.captives.retain(|c| c.senator != id);
            if let Some(i) = self.find_senator(&id) {
                self.kill_senator(
                    i,
                    DeathCause::CaptiveKilled {
                        war: war.to_string(),
                    },
                    ev,
                );
            }
        }
        self.mor_06_empty_factions(ev);
    }

    /// A Force comes back to Rome: its units go to the Active Forces (veterans keep their
    /// allegiance), its commander and Master of Horse (if alive and free) return to Rome.
    fn bring_home(
        &mut self,
        fi: usize,
        why: ReturnReason,
        log: &mut CombatLog,
        ev: &mut Vec<Event>,
    ) {
        if let Some(e) = self.force_home(fi, why) {
            ev.push(e);
        }
        log.gone.push(fi);
    }

    /// Move force `fi`'s units and senators to Rome (the force itself is removed by the
    /// caller). Returns the public event.
    pub(super) fn force_home(&mut self, fi: usize, why: ReturnReason) -> Option<Event> {
        let f = self.forces.get_mut(fi)?;
        let legions = std::mem::take(&mut f.legions);
        let fleets = std::mem::take(&mut f.fleets);
        let veterans = std::mem::take(&mut f.veterans);
        let commander = f.commander.take();
        let moh = f.master_of_horse.take();
        let war = f.war.clone();
        self.veterans_in_rome.extend(veterans);
        for id in [&commander, &moh].into_iter().flatten() {
            if let Some(i) = self.find_senator(id) {
                self.senators[i].in_rome = true;
            }
        }
        Some(public(EventKind::ForcesReturned {
            commander,
            war: war.into(),
            legions,
            fleets,
            reason: why,
        }))
    }

    /// COM-19: the wars in play needing the most Fleets (Fleet Support plus current fleet
    /// strength) while Rhodian Alliance is in play, read at the start of the Combat Phase. With
    /// two or more tied, the defeat of any one of them ends the card (its text).
    fn com_19_rhodian_wars(&self) -> Vec<String> {
        if !self
            .events_in_play
            .iter()
            .any(|e| e.key == RHODIAN_ALLIANCE)
        {
            return Vec::new();
        }
        let need = |k: &String| {
            self.war_strength(k)
                .map_or(0, |s| s.fleet_support + s.fleet)
        };
        let wars: Vec<&String> = self
            .active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .collect();
        let most = wars.iter().map(|k| need(k)).max().unwrap_or(0);
        if most == 0 {
            return Vec::new();
        }
        wars.into_iter()
            .filter(|k| need(k) == most)
            .cloned()
            .collect()
    }

    /// COM-19: that war was defeated: at the end of the Combat Phase the card leaves play and
    /// its Fleets (8, or 12 on the increased side; at most all Rome has) are disbanded from
    /// Rome's Fleets (FOR-22 added them), idle ones first, then from Forces away
    /// (`Game::remove_fleets`).
    fn com_19_rhodian_fleets_leave(&mut self, war: &str, ev: &mut Vec<Event>) {
        let Some(p) = self
            .events_in_play
            .iter()
            .position(|e| e.key == RHODIAN_ALLIANCE)
        else {
            return;
        };
        let e = self.events_in_play.remove(p);
        let n = Self::rhodian_fleets(&e.key, e.increased);
        let gone = self.remove_fleets(
            n,
            FleetLoss::RhodiansLeave {
                war: war.to_string(),
            },
            ev,
        );
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::RhodiansLeave {
                war: war.to_string(),
                gone,
            },
        }));
    }

    /// COM-20 (LR 1.10.9): at the end of the phase each Active War not prosecuted this turn is
    /// in an Unprosecuted War space (recomputed: a war prosecuted this turn leaves it). Prosecuted:
    /// a land battle was fought against it and it ends the phase with at least one Legion and
    /// its Fleet Support on it, or a naval battle was fought and it has a Fleet on it or a Naval
    /// Victory marker. A war drawn this turn and left unfought goes there too, at the end of
    /// this turn's Combat Phase: it was not Unprosecuted in this turn's Population Phase (it
    /// was not yet in a space), and adds its +1 Unrest from the next Population Phase on
    /// (LR 1.10.9 "it is not Unprosecuted in the Population Phase of the turn in which it is
    /// drawn").
    fn com_20_unprosecuted_wars(&mut self, log: &CombatLog, ev: &mut Vec<Event>) {
        let d = data();
        let mut out = Vec::new();
        let mut why = Vec::new();
        for k in &self.active_wars {
            let support = d.war(k).map_or(0, |w| u32::from(w.fleet_support));
            let (legions, fleets) = self
                .forces
                .iter()
                .filter(|f| f.war == *k)
                .fold((0, 0), |(l, f), x| (l + x.legions, f + x.fleets));
            let land = log.land_fought.contains(k) && legions >= 1 && fleets >= support;
            let naval =
                log.naval_fought.contains(k) && (fleets >= 1 || self.naval_victories.contains(k));
            if log.voided.contains(k) {
                out.push(k.clone());
                why.push(UnprosecutedWhy::LossesVoided);
            } else if !(land || naval) {
                out.push(k.clone());
                why.push(if log.land_fought.contains(k) {
                    UnprosecutedWhy::LandBattleNotHeld {
                        legions,
                        fleets,
                        support,
                    }
                } else if log.naval_fought.contains(k) {
                    UnprosecutedWhy::NavalBattleNotHeld
                } else {
                    UnprosecutedWhy::NotFought
                });
            }
        }
        self.unprosecuted_wars = out;
        ev.push(public(EventKind::UnprosecutedWars {
            wars: self
                .unprosecuted_wars
                .clone()
                .into_iter()
                .map(Into::into)
                .collect(),
            why,
        }));
    }

    /// COM-21 / VIC-02 (LR 1.07.334, 1.12.1): four or more Active Wars at the end of a Combat
    /// Phase: every player loses. Returns true if the game ended.
    fn com_21_four_wars(&mut self, ev: &mut Vec<Event>) -> bool {
        // LR 1.12.1 (1): a Civil War is an Active War.
        let n = self.active_wars.len() + usize::from(self.rebellion.is_some());
        if n >= 4 {
            self.finish(
                Ending::FourActiveWars {
                    wars: u32::try_from(n).unwrap_or(u32::MAX),
                },
                ev,
            );
            return true;
        }
        false
    }
}
