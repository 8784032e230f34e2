//! Civil war combat (LR 1.09.64, 1.11.36–1.11.373, 1.12.2 (1); RVN-09, VIC-04 (1)).
//!
//! While a Rebel marches on Rome the Senate sends an Army against him with
//! `Proposal::AttackRebel` (the order `PROPOSE SEND <commander> WITH <n> LEGIONS TO THE REBEL`,
//! naming Veteran Legions as against a war: `WITH <n> LEGIONS AND <k> VETERAN LEGIONS OF <senator>`);
//! the Army waits on `Rebellion::senate_army` (its Legions stay the Senate's, away from Rome).
//! At the end of the Combat Phase the Senate attacks; without an Army the Rebel meets his first
//! winning condition (VIC-04 (1)).
//!
//! RULINGS (RVN-09, docs/RULINGS.md): one Army at a time may be sent against the Rebel; the
//! civil war battle is fought after the Senate's other battles of the phase (the Rebel must
//! "survive until the end of the Combat Phase" anyway, LR 1.11.36); Mortality chits are drawn
//! for the Senate's losses and may strike either side's commanders; nobody is captured in a
//! civil war.
//!
//! After the battle (LR 1.11.37x): on a Stalemate the Senate's Army, its commander alive and
//! Legions left, stays facing the Rebel and attacks again next Combat Phase (LR 1.11.372: the
//! Revolt continues; Armies "still facing Rebels" return only when it fails). On a Victory
//! its commander has won a Land Victory (LR 1.11.3: "including a Senate Victory"): his Army
//! stays in the field as a Force on `CIVIL_WAR` until the Revolution Phase, where he lays down
//! his command or revolts (RVN-05). On a Defeat the survivors return (LR 1.11.373).

use serde::{Deserialize, Serialize};

use super::api::{
    BattleOutcome, DeathCause, DicePurpose, Event, EventKind, Illegal, Proposal, RebelWin,
    SenatorId, UnrestReason,
};
use super::combat::crt;
use super::game::{Game, GameStatus, public};
use super::general::RollFor;
use super::state::{Chit, NO_ALLEGIANCE, Office};

type Refused = super::illegal::Refused;

/// RVN-09 / RVN-05: the war key of the Force a Senate commander who won a civil war battle
/// keeps until the Revolution Phase (LR 1.11.3); no war card has it, so it is never in the
/// Forum: the Force counts as victorious.
pub const CIVIL_WAR: &str = "civil-war";

/// RVN-09: the Senate's Army sent against the Rebel (LR 1.09.64), waiting for the Combat Phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SenateArmy {
    pub commander: SenatorId,
    /// A Dictator's Master of Horse, who goes with him.
    pub master_of_horse: Option<SenatorId>,
    /// Legions, veterans included (still counted in `Game::legions`, away from Rome).
    pub legions: u32,
    /// The Veteran Legions among `legions`, by the family they owe allegiance to.
    pub veterans: Vec<u8>,
}

impl Game {
    /// Legions of the Senate away against the Rebel (not in Rome).
    pub(super) fn legions_against_rebel(&self) -> u32 {
        self.rebellion
            .as_ref()
            .and_then(|r| r.senate_army.as_ref())
            .map_or(0, |a| a.legions)
            + self.units_against_rebel_provinces().0
    }

    /// RVN-09 (LR 1.09.64, 1.09.641): may this Army be sent against the Rebel? A Rebel marches
    /// on Rome, no Army faces him yet, the commander may command (a Consul or the Dictator, in
    /// Rome) and at least one Legion goes (fleets play no role in a civil war, LR 1.11.3).
    pub(super) fn attack_rebel_legal(&self, p: &Proposal) -> Result<(), Refused> {
        let Proposal::AttackRebel {
            commander,
            legions,
            veterans,
        } = p
        else {
            return Ok(());
        };
        let Some(r) = self.rebellion.as_ref() else {
            return Err(Illegal::NoRebel.by("RVN-09"));
        };
        if let Some(province) = &r.staying {
            return Err(Illegal::RebelStaysInProvince {
                province: province.clone(),
            }
            .by("RVN-10"));
        }
        if let Some(a) = r.senate_army.as_ref() {
            return Err(Illegal::RebelAlreadyFaced {
                commander: a.commander.clone(),
            }
            .by("RVN-09"));
        }
        let i = self.in_rome_aligned(commander, "SEN-44")?;
        if !self.possible_commanders().contains(&i) {
            return Err(Illegal::NotCommander {
                senator: commander.clone(),
            }
            .by("SEN-44"));
        }
        if *legions == 0 {
            return Err(Illegal::RebelNeedsLegions.by("RVN-09"));
        }
        self.units_available(*legions, 0)?;
        // RVN-09 (LR 1.09.64/1): the Veteran Legions named are in Rome.
        let vets = &self.veterans_in_rome;
        let regular = self
            .legions_in_rome()
            .saturating_sub(u32::try_from(vets.len()).unwrap_or(u32::MAX));
        let family = Some(self.senators[i].family);
        self.veterans_picked(vets, regular, *legions, family, veterans, "RVN-09")
            .map(|_| ())
    }

    /// RVN-09 (LR 1.09.641): the commander (with a Dictator's Master of Horse) leaves Rome with
    /// his Legions to face the Rebel. A measure sending the Presiding Magistrate ends the Senate
    /// Phase.
    pub(super) fn attack_rebel(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        let Proposal::AttackRebel {
            commander,
            legions,
            veterans: named,
        } = p
        else {
            return;
        };
        let Some(rebel) = self.rebellion.as_ref().map(|r| r.rebel.clone()) else {
            return;
        };
        let Some((army, was_presiding)) = self.army_leaves_rome(commander, *legions, named) else {
            return;
        };
        if let Some(r) = self.rebellion.as_mut() {
            r.senate_army = Some(army);
        }
        ev.push(public(EventKind::SentAgainstRebel {
            commander: commander.clone(),
            rebel,
            legions: *legions,
        }));
        if was_presiding {
            ev.push(public(EventKind::PresidingLeaves));
            self.adjourn(ev);
        }
    }

    /// RVN-09 / RVN-10 (LR 1.09.641): the commander (with a Dictator's Master of Horse) leaves
    /// Rome with `legions` Legions taken from the Active Forces box, the Veteran Legions `named`
    /// among them (LR 1.09.64/1; the others regular ones first). Returns the Army and whether
    /// he presided (his leaving ends the Senate Phase).
    pub(super) fn army_leaves_rome(
        &mut self,
        commander: &SenatorId,
        legions: u32,
        named: &[super::api::VeteranPick],
    ) -> Option<(SenateArmy, bool)> {
        let i = self.find_senator(commander)?;
        let was_presiding = self.presiding_index() == Some(i);
        let family = self.senators[i].family;
        let veterans = self.take_picked_legions(legions, family, named);
        self.senators[i].in_rome = false;
        let moh = if self.senators[i].offices.contains(&Office::Dictator) {
            self.office_holder(Office::MasterOfHorse)
                .filter(|m| self.senators[*m].in_rome)
        } else {
            None
        };
        let master_of_horse = moh.map(|m| {
            self.senators[m].in_rome = false;
            self.senators[m].id()
        });
        let army = SenateArmy {
            commander: commander.clone(),
            master_of_horse,
            legions,
            veterans,
        };
        Some((army, was_presiding))
    }

    /// RVN-09 / VIC-04 (1) (LR 1.11.36–1.11.373): the civil war battle of this Combat Phase.
    /// Returns true if the game is no longer waiting (it ended or the rules stopped).
    pub(super) fn rvn_09_civil_war(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(r) = self.rebellion.clone() else {
            return false;
        };
        // RVN-10 (ADV 2.03.8/1, 2.03.92/2): a Primary Rebel Governor staying in his Province
        // fights no battle in Italy and does not win by the Senate's not attacking him: Rome
        // attacks his Province (`rvn_10_province_battles`, fought before this) or leaves his
        // Revolt Unprosecuted (`rvn_10_staying_unprosecuted`).
        if r.staying.is_some() {
            return false;
        }
        let Some(army) = r.senate_army.clone() else {
            // VIC-04 (1): the Senate failed to attack him.
            ev.push(public(EventKind::RebelNotAttacked {
                rebel: r.rebel.clone(),
            }));
            self.vic_06_rebel_end_game(RebelWin::SenateDidNotAttack, ev);
            return self.status != GameStatus::Waiting;
        };
        // The families of the Senate's commanders (LR 1.10.5/4: their Veterans' allegiance).
        let senate_families: Vec<(SenatorId, u8)> = std::iter::once(&army.commander)
            .chain(&army.master_of_horse)
            .filter_map(|id| {
                self.find_senator(id)
                    .map(|i| (id.clone(), self.senators[i].family))
            })
            .collect();
        // card:statesman-30a/2: Pompey's MIL is rolled before the battle, on either side.
        let senate_units = army.legions + u32::try_from(army.veterans.len()).unwrap_or(0);
        let mut senate_mil = 0;
        for id in std::iter::once(&army.commander).chain(&army.master_of_horse) {
            if let Some(i) = self.find_senator(id) {
                senate_mil += self.battle_military(i, ev);
            }
        }
        let senate = senate_units + senate_mil.min(senate_units);
        let (rebel_i, moh_i) = self.rebel_commanders();
        let mut rebel_mil = 0;
        for i in rebel_i.into_iter().chain(moh_i) {
            rebel_mil += self.battle_military(i, ev);
        }
        let rebel_strength = self.rebel_strength_with(rebel_mil);
        let rolled = self.roll(
            3,
            RollFor::Check,
            DicePurpose::CivilWarBattle {
                rebel: r.rebel.clone(),
            },
            ev,
        );
        let total = i32::try_from(senate).unwrap_or(i32::MAX)
            - i32::try_from(rebel_strength).unwrap_or(i32::MAX)
            + rolled.total();
        let (outcome, losses) = crt(total);
        let senate_lost = losses.of(army.legions);
        // LR 1.11.37: on a Defeat the Rebel Army suffers no losses. RVN-10 (ADV 2.03.7): a
        // Rebel Governor's Provincial Armies with him share them (ADV 2.02.411).
        let (armies_lost, rebel_lost) = if outcome == BattleOutcome::Defeat {
            (0, 0)
        } else {
            super::provincial_wars::provincial_losses(
                losses.of(r.legions + r.provincial_armies),
                r.provincial_armies,
                r.legions,
            )
        };
        ev.push(public(EventKind::CivilWarBattle {
            commander: army.commander.clone(),
            rebel: r.rebel.clone(),
            senate_strength: i32::try_from(senate).unwrap_or(i32::MAX),
            rebel_strength: i32::try_from(rebel_strength).unwrap_or(i32::MAX),
            dice: rolled.dice.clone(),
            modifier: rolled.modifier,
            total,
            result: outcome,
            senate_legions_lost: senate_lost,
            rebel_legions_lost: rebel_lost,
        }));
        // Losses: veterans or regulars at random, as COM-14 takes them.
        let mut senate_vets = self.lose_legions(army.legions, army.veterans.clone(), senate_lost);
        self.legions = self.legions.saturating_sub(senate_lost);
        let mut rebel_vets = self.lose_legions(r.legions, r.veterans.clone(), rebel_lost);
        // COM-13 (LR 1.10.5/2): the survivors' new Veterans, before any commander dies (the
        // allegiance of a commander killed below ends with him, LR 1.10.5/4).
        self.com_13_civil_war_veterans(
            &army.commander,
            outcome,
            army.legions.saturating_sub(senate_lost),
            &mut senate_vets,
            true,
            ev,
        );
        self.com_13_civil_war_veterans(
            &r.rebel,
            outcome,
            r.legions.saturating_sub(rebel_lost),
            &mut rebel_vets,
            false,
            ev,
        );
        let turn = self.turn;
        if let Some(rr) = self.rebellion.as_mut() {
            rr.legions -= rebel_lost;
            rr.provincial_armies -= armies_lost;
            rr.veterans = rebel_vets;
            rr.senate_army = None;
            // RVN-10 (ADV 2.03.71/1): a Stalemate opens a reinforcement (rebel_reinforcement.rs).
            if outcome == BattleOutcome::Stalemate {
                rr.stalemate_turn = Some(turn);
            }
        }
        // COM-14 (LR 1.10.61, which LR 1.11.37 "the normal combat procedure" brings in): each
        // commander, whatever the result, loses 1 Popularity per 2 of his Legions lost.
        self.com_14_civil_war_popularity(&army.commander, senate_lost, ev);
        self.com_14_civil_war_popularity(&r.rebel, rebel_lost, ev);
        // LR 1.11.37: chits for the losses may strike either side's commanders.
        let drawn = self.draw_battle_chits(senate_lost, ev);
        let mut struck: Vec<SenatorId> = Vec::new();
        let mut at_risk = vec![army.commander.clone(), r.rebel.clone()];
        at_risk.extend(army.master_of_horse.clone());
        at_risk.extend(r.ex_master_of_horse.clone());
        for id in at_risk {
            if let Some(i) = self.find_senator(&id)
                && drawn.contains(&Chit::Senator(self.senators[i].family))
            {
                struck.push(id);
            }
        }
        for id in &struck {
            if let Some(i) = self.find_senator(id) {
                self.kill_senator(i, DeathCause::CivilWarBattle, ev);
            }
        }
        let rebel_alive = self.rebellion.as_ref().is_some_and(|x| x.rebel == r.rebel);
        match outcome {
            BattleOutcome::Defeat => {
                for id in std::iter::once(&army.commander).chain(&army.master_of_horse) {
                    if let Some(i) = self.find_senator(id) {
                        self.kill_senator(
                            i,
                            DeathCause::DefeatedByRebel {
                                rebel: r.rebel.clone(),
                            },
                            ev,
                        );
                    }
                }
                self.mor_06_empty_factions(ev);
                if rebel_alive {
                    // VIC-04 (1): he defeated the Senate without dying in that battle.
                    self.vic_06_rebel_end_game(RebelWin::DefeatedTheSenate, ev);
                    return self.status != GameStatus::Waiting;
                }
            }
            BattleOutcome::Victory => {
                if let Some(i) = self.find_senator(&r.rebel)
                    && rebel_alive
                {
                    self.kill_senator(i, DeathCause::RebelDefeated, ev);
                }
                self.mor_06_empty_factions(ev);
                self.add_unrest(-1);
                ev.push(public(EventKind::UnrestChanged {
                    delta: -1,
                    unrest: self.unrest,
                    reason: UnrestReason::Battle {
                        outcome: BattleOutcome::Victory,
                    },
                }));
                let gain = rebel_strength.div_ceil(2);
                // RVN-09 (LR 1.11.371): the reward is the commander's; one a chit killed in the
                // battle earns nothing (his heir, who keeps his Family's place, neither).
                if !struck.contains(&army.commander)
                    && let Some(i) = self.find_senator(&army.commander)
                {
                    self.change_popularity(i, i32::try_from(gain).unwrap_or(0), ev);
                    self.senators[i].add_influence(i64::from(gain));
                    ev.push(public(EventKind::RebelVanquished {
                        senator: army.commander.clone(),
                        rebel_strength,
                        gain,
                    }));
                }
            }
            _ => {
                // LR 1.11.371: a Rebel whose every Legion was destroyed is defeated (no Victory).
                if rebel_alive && self.rebel_legions() == 0 {
                    if let Some(i) = self.find_senator(&r.rebel) {
                        self.kill_senator(i, DeathCause::RebelDefeated, ev);
                    }
                    self.mor_06_empty_factions(ev);
                }
            }
        }
        // LR 1.10.5/4: the Senate's Army is out of `rebellion` while the battle is resolved, so
        // a commander killed in it (by a chit or the Defeat) takes his Veterans' allegiance with
        // him here (`kill_senator` ends it everywhere else).
        let defeated = outcome == BattleOutcome::Defeat;
        for (id, fam) in &senate_families {
            if self.find_senator(id).is_none() || struck.contains(id) || defeated {
                for v in senate_vets.iter_mut().filter(|v| **v == *fam) {
                    *v = NO_ALLEGIANCE;
                }
            }
        }
        self.rvn_09_army_after_battle(army, outcome, senate_lost, senate_vets);
        false
    }

    /// COM-13 / RVN-09 (LR 1.10.5/2): the Veteran made by a civil war battle. A Senate Legion
    /// becomes Veteran in a Senate Victory (1.11.371), a Rebel Legion in a Senate Defeat
    /// (1.11.373), and one surviving Legion on each side in a Stalemate (1.11.372); the new
    /// Veteran owes its allegiance to its side's commander (the Senate's commander, the Primary
    /// Rebel). A victor with the power of two Veterans per victory (Caesar 4A) makes two on his
    /// victory (his card: "for each victory"). Only a surviving regular Legion can turn.
    pub(super) fn com_13_civil_war_veterans(
        &mut self,
        commander: &SenatorId,
        outcome: BattleOutcome,
        survivors: u32,
        veterans: &mut Vec<u8>,
        senate_side: bool,
        ev: &mut Vec<Event>,
    ) {
        let won = if senate_side {
            BattleOutcome::Victory
        } else {
            BattleOutcome::Defeat
        };
        let per_battle = if outcome == won {
            self.com_13_per_victory(commander)
        } else if outcome == BattleOutcome::Stalemate {
            1
        } else {
            return;
        };
        let Some(i) = self.find_senator(commander) else {
            return;
        };
        let regular = survivors.saturating_sub(u32::try_from(veterans.len()).unwrap_or(u32::MAX));
        let new = per_battle.min(regular);
        if new == 0 {
            return;
        }
        let family = self.senators[i].family;
        veterans.extend(std::iter::repeat_n(family, new as usize));
        ev.push(public(EventKind::VeteransCreated {
            senator: commander.clone(),
            legions: new,
        }));
    }

    /// RVN-09 (LR 1.11.3, 1.11.371..1.11.373): where the Senate's Army goes after the battle:
    /// after a Victory it stays in the field under its living commander until the Revolution
    /// Phase (he may revolt, RVN-05); after a Stalemate it stays facing the living Rebel; else
    /// its survivors return to the Active Forces and its commanders to Rome.
    fn rvn_09_army_after_battle(
        &mut self,
        army: SenateArmy,
        outcome: BattleOutcome,
        lost: u32,
        veterans: Vec<u8>,
    ) {
        let legions = army.legions.saturating_sub(lost);
        let commander_alive = self.find_senator(&army.commander).is_some();
        let rebel_alive = self.rebellion.is_some();
        let moh = army
            .master_of_horse
            .clone()
            .filter(|m| self.find_senator(m).is_some());
        if commander_alive && legions > 0 {
            if outcome == BattleOutcome::Victory {
                self.forces.push(super::state::Force {
                    commander: Some(army.commander.clone()),
                    master_of_horse: moh,
                    war: CIVIL_WAR.to_string(),
                    legions,
                    veterans,
                    fleets: 0,
                    dispatched: 0,
                    sent_turn: self.turn,
                });
                return;
            }
            if outcome == BattleOutcome::Stalemate
                && rebel_alive
                && let Some(r) = self.rebellion.as_mut()
            {
                r.senate_army = Some(SenateArmy {
                    commander: army.commander.clone(),
                    master_of_horse: moh,
                    legions,
                    veterans,
                });
                return;
            }
        }
        // The survivors return to the Active Forces (their allegiance kept), the commanders
        // who survived to Rome.
        self.veterans_in_rome.extend(veterans);
        for id in std::iter::once(&army.commander).chain(&army.master_of_horse) {
            if let Some(i) = self.find_senator(id) {
                self.senators[i].in_rome = true;
            }
        }
    }

    /// LR 1.11.37: the Rebel Army's Strength: his Legions (veterans count double) plus his
    /// Military (with a Rebel ex-Dictator's ex-Master of Horse's, while he is a rebel), capped
    /// at the Legions' strength.
    /// Outside a battle Pompey's MIL is 2 (LR 1.13.3: the Dictator requirements).
    pub(super) fn rebel_strength(&self) -> u32 {
        let (rebel, moh) = self.rebel_commanders();
        let mil = rebel
            .into_iter()
            .chain(moh)
            .map(|i| self.planning_military(i))
            .sum();
        self.rebel_strength_with(mil)
    }

    /// The Rebel (and the ex-Master of Horse who counts with him), as Senator indexes.
    fn rebel_commanders(&self) -> (Option<usize>, Option<usize>) {
        let Some(r) = self.rebellion.as_ref() else {
            return (None, None);
        };
        let moh = r
            .ex_master_of_horse
            .as_ref()
            .filter(|m| r.secondaries.contains(m))
            .and_then(|m| self.find_senator(m));
        (self.find_senator(&r.rebel), moh)
    }

    /// The Rebel Army's Strength with his (and his ex-Master of Horse's) Military `mil`.
    fn rebel_strength_with(&self, mil: u32) -> u32 {
        let Some(r) = self.rebellion.as_ref() else {
            return 0;
        };
        // RVN-10 (ADV 2.03.7/6, 2.03.3): a marching Rebel Governor's Provincial Armies (half
        // without a Legion beside them).
        let armies =
            super::rebel_governors::provincial_armies_value(r.provincial_armies, r.legions > 0);
        let units = r.legions + u32::try_from(r.veterans.len()).unwrap_or(0) + armies;
        units + mil.min(units)
    }

    /// COM-14 / RVN-09 (LR 1.10.61, LR 1.11.37): a civil war commander (the Senate's or the
    /// Rebel) loses 1 Popularity for every 2 of his Legions lost (round down).
    pub(super) fn com_14_civil_war_popularity(
        &mut self,
        commander: &SenatorId,
        lost: u32,
        ev: &mut Vec<Event>,
    ) {
        let pop = i32::try_from(lost / 2).unwrap_or(0);
        if pop == 0 {
            return;
        }
        if let Some(i) = self.find_senator(commander) {
            self.change_popularity(i, -pop, ev);
            ev.push(public(EventKind::PopularityForLosses {
                senator: commander.clone(),
                popularity: pop,
            }));
        }
    }

    /// Lose `lost` of `present` Legions (veterans among them picked at random, as COM-14 does);
    /// returns the veterans left.
    pub(super) fn lose_legions(
        &mut self,
        present: u32,
        mut veterans: Vec<u8>,
        lost: u32,
    ) -> Vec<u8> {
        let mut left = present;
        for _ in 0..lost.min(present) {
            let pick = self.rand.index(usize::try_from(left).unwrap_or(0));
            if pick < veterans.len() {
                veterans.remove(pick);
            }
            left -= 1;
        }
        veterans
    }
}

impl Game {
    /// RVN-09: the GM's proposal (PB-07/PB-10 Default Move, "in the best interests of Rome")
    /// while a Rebel marches on Rome and no Army faces him: the first possible commander with
    /// every Legion in Rome.
    pub(super) fn gm_civil_war_proposals(&self) -> Vec<Proposal> {
        let Some(r) = self.rebellion.as_ref() else {
            return Vec::new();
        };
        // RVN-10: a Rebel staying in his Province is attacked there (`gm_rebel_province_proposals`).
        if r.senate_army.is_some() || r.staying.is_some() {
            return Vec::new();
        }
        let Some(&commander) = self.possible_commanders().first() else {
            return Vec::new();
        };
        let legions = self.legions_in_rome();
        if legions == 0 {
            return Vec::new();
        }
        vec![Proposal::AttackRebel {
            commander: self.senators[commander].id(),
            legions,
            veterans: Vec::new(),
        }]
    }
}
