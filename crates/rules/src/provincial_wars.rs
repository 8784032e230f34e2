//! Advanced rule 2.02 Provincial Wars (REV-18, COM-18, and REV-08's advanced part), a game
//! option (`--option provincial-wars`, off by default: nothing here runs when it is off).
//!
//! - ADV 2.02.4/1-3 (REV-08, REV-14, REV-18): a Province named under "Attacks" by an Active War
//!   is under attack: no Provincial Spoils, no State income, no Local Taxes, no new Forces.
//! - ADV 2.02.2-2.02.3 (REV-18): after the Debits each governed Province's Local Taxes build
//!   Provincial Armies and Fleets at 10 Talents each, up to the card's maximums; as many as
//!   possible, the types (and any Talents added from his own treasury) the Governor's choice,
//!   a `Choice` decision (Default Move: the unaligned Governor's even split, armies first).
//! - ADV 2.02.4-2.02.414 (COM-18): at the end of the Combat Phase, before the Unprosecuted
//!   Wars are counted, the first Roman-controlled Province each Active War attacks fights it
//!   (random order, LR 1.04.8), unless a Force the Senate sent held it this turn.
//! - ADV 2.02.412: a Province Defeated allies with the war (its Governor dies); its printed
//!   Strength and surviving Provincial Forces add to the war's until the war leaves play.
//!
//! RULINGS (docs/RULINGS.md "Provincial Wars"): "Roman-controlled" is a Province with a loyal
//! Governor (a Province in the Forum has no one to fight); the Governor's Military is added in
//! full (2.02.41/1 names no cap); a Disaster is read as a Stalemate with the Disaster's losses;
//! a naval battle "cannot be fought" by a Province with no printed naval strength and no
//! Provincial Fleet; after a naval Victory a Province does not go on to the land battle the
//! same turn (2.02.414/10); a war that leaves play otherwise than by a Governor's Victory
//! returns its allied Provinces too.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::api::{
    Answer, BattleOutcome as Outcome, ChoiceAbout, ChoiceOption, DeathCause, Decision, DicePurpose,
    Event, EventKind, FactionId, Illegal, ProvincialVictoryTo, ReturnReason, SenatorId,
};
use super::choices::answer_about;
use super::combat::{CombatLog, Losses, crt};
use super::data::{DeckCard, WarCard};
use super::game::{Game, data, private, public};
use super::general::RollFor;
use super::revenue::PurseRef;
use super::state::Chit;

/// The cost of one Provincial Army or Fleet (ADV 2.02.3/2).
const FORCE_COST: u32 = 10;

/// One Province's Provincial Forces (its dials, ADV 2.02.3/6).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvincialForces {
    pub armies: u32,
    pub fleets: u32,
}

/// COM-18 (ADV 2.02.412/2): a Province allied with a war, with what it adds to the war.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AlliedProvince {
    pub province: String,
    pub war: String,
    /// The printed land and naval Strength of the side it showed.
    pub land: u32,
    pub naval: u32,
    /// Its surviving Provincial Forces (+1 each, never multiplied, 2.02.412/5).
    pub armies: u32,
    pub fleets: u32,
}

/// REV-18 / COM-18: the state of ADV 2.02 in a game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProvincialState {
    /// Provincial Forces by province key (the dials stay on the card, in the Forum too).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub forces: BTreeMap<String, ProvincialForces>,
    /// Provinces allied with a war.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allied: Vec<AlliedProvince>,
    /// COM-18 (ADV 2.02.414/9): the Veteran Legions among each Garrison, by province key (the
    /// family number each owes allegiance to; `garrison_veterans.rs`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub garrison_veterans: BTreeMap<String, Vec<u8>>,
    /// COM-18 (ADV 2.02.414/4): Wars made Inactive by a Governor's Victory: they "stay Inactive
    /// until attacked by Rome or made Active by another Matching War or Leader" (never woken
    /// by their Provinces' existence, FOR-06 / TD-04).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub beaten: Vec<String>,
}

impl ProvincialState {
    pub fn is_empty(&self) -> bool {
        self.forces.is_empty()
            && self.allied.is_empty()
            && self.garrison_veterans.is_empty()
            && self.beaten.is_empty()
    }
}

/// REV-18: the Default Move's split of `n` builds (the unaligned Governor's, 2.02.3/4): equal
/// proportions, the odd one an Army, within the room left on each dial.
pub(super) fn even_split(n: u32, room_armies: u32, room_fleets: u32) -> (u32, u32) {
    let mut armies = n.div_ceil(2).min(room_armies);
    let fleets = (n - armies).min(room_fleets);
    armies = (n - fleets).min(room_armies);
    (armies, fleets)
}

/// COM-18 (ADV 2.02.411): `losses` taken by `armies` Provincial Armies and `garrison` Legions:
/// without a Garrison 2 Armies per loss; with one, 1 unit per loss in the pattern 2 Armies, then
/// 1 Legion. Returns (armies lost, legions lost).
pub(super) fn provincial_losses(losses: u32, armies: u32, garrison: u32) -> (u32, u32) {
    if garrison == 0 {
        return ((2 * losses).min(armies), 0);
    }
    let (mut a, mut g) = (0, 0);
    for i in 0..losses {
        let army_turn = i % 3 != 2;
        if (army_turn && a < armies) || g >= garrison {
            if a < armies {
                a += 1;
            }
        } else {
            g += 1;
        }
    }
    (a, g)
}

impl Game {
    /// Is ADV 2.02 in play in this game?
    pub(super) fn provincial_wars_on(&self) -> bool {
        self.options.provincial_wars
    }

    /// ADV 2.02.4/1: the Active War attacking the Province `key`, if any (and the option is on).
    pub(super) fn province_attacked_by(&self, key: &str) -> Option<String> {
        // RVN-10 (ADV 2.03.4/1): a Rebel Province is never under attack by any War.
        if !self.provincial_wars_on() || self.is_rebel_province(key) {
            return None;
        }
        let d = data();
        let name = d.province(key)?.name.clone();
        self.active_wars
            .iter()
            .find(|w| d.war(w).is_some_and(|c| c.attacks.contains(&name)))
            .cloned()
    }

    /// REV-08 / REV-14 (ADV 2.02.4/2): the governed Provinces under attack this Revenue Phase,
    /// announced once when the phase opens.
    pub(super) fn rev_18_announce_attacked(&self, ev: &mut Vec<Event>) {
        for p in &self.provinces {
            if let Some(war) = self.province_attacked_by(&p.key) {
                ev.push(public(EventKind::ProvinceUnderAttack {
                    province: p.key.clone().into(),
                    war: war.into(),
                }));
            }
        }
    }

    /// A Province's Provincial Forces.
    pub(super) fn provincial_forces(&self, key: &str) -> ProvincialForces {
        self.provincial.forces.get(key).copied().unwrap_or_default()
    }

    /// REV-18: what the governed Province `p` may build: (taxes, builds owed, room for Armies,
    /// room for Fleets); None if it builds nothing this turn.
    fn rev_18_room(&self, p: usize) -> Option<(u32, u32, u32, u32)> {
        let prov = self.provinces.get(p)?;
        let card = data().province(&prov.key)?;
        let side = card.side(prov.developed);
        let have = self.provincial_forces(&prov.key);
        let room_a = u32::from(side.land_max.unwrap_or(0)).saturating_sub(have.armies);
        let room_f = u32::from(side.naval_max.unwrap_or(0)).saturating_sub(have.fleets);
        let owed = (side.taxes / FORCE_COST).min(room_a + room_f);
        (room_a + room_f > 0 && side.taxes > 0).then_some((side.taxes, owed, room_a, room_f))
    }

    /// REV-18: every build the Governor may choose: at least `owed` units, within the dials,
    /// the Talents beyond the taxes from his Personal Treasury (`purse`). The Default Move first.
    fn rev_18_options(
        taxes: u32,
        owed: u32,
        room: (u32, u32),
        purse: u32,
    ) -> (ChoiceOption, Vec<ChoiceOption>) {
        let (da, df) = even_split(owed, room.0, room.1);
        let default = ChoiceOption::ProvincialForces {
            armies: da,
            fleets: df,
            supplement: 0,
        };
        let mut options = vec![default.clone()];
        for a in 0..=room.0 {
            for f in 0..=room.1 {
                let cost = FORCE_COST * (a + f);
                let supplement = cost.saturating_sub(taxes);
                // Taxes never saved: he builds at least what they pay for; a supplement only
                // for a unit the taxes cannot pay.
                if a + f < owed || supplement > purse || (supplement > 0 && a + f <= owed) {
                    continue;
                }
                let o = ChoiceOption::ProvincialForces {
                    armies: a,
                    fleets: f,
                    supplement,
                };
                if o != default {
                    options.push(o);
                }
            }
        }
        (default, options)
    }

    /// REV-18 (ADV 2.02.2-2.02.3): right after the Debits, each governed Province not under
    /// attack spends its Local Taxes. Unaligned Governors, and those with one way to build,
    /// build at once; the others are asked (one `Choice` round). Returns true if a round opened
    /// (the phase goes on when it is answered, [`Game::rev_18_answers`]).
    pub(super) fn rev_18_local_taxes(&mut self, ev: &mut Vec<Event>) -> bool {
        if !self.provincial_wars_on() {
            return false;
        }
        let mut decisions: Vec<Decision> = Vec::new();
        for p in 0..self.provinces.len() {
            let key = self.provinces[p].key.clone();
            let governor = self.provinces[p].governor.clone();
            let Some(gi) = self.find_senator(&governor) else {
                continue;
            };
            // RVN-08 / ADV 2.03: a Rebel Governor's Province raises nothing (2.03 not built).
            if self.senators[gi].rebel || self.province_attacked_by(&key).is_some() {
                continue;
            }
            let Some((taxes, owed, room_a, room_f)) = self.rev_18_room(p) else {
                continue;
            };
            // REV-01 / REV-02 (RULING in `event_provincial_forces.rs`): no Local Taxes.
            if let Some((card, increased)) = self.pw_no_local_taxes(p) {
                ev.push(public(EventKind::NoLocalTaxes {
                    province: key.into(),
                    card: card.to_string().into(),
                    increased,
                }));
                continue;
            }
            let purse = self.senators[gi].treasury;
            let (default, options) = Self::rev_18_options(taxes, owed, (room_a, room_f), purse);
            match self.senators[gi].faction {
                Some(f) if options.len() > 1 => {
                    let about = ChoiceAbout::LocalTaxes {
                        province: key.into(),
                        governor,
                        taxes,
                    };
                    let n = decisions.len();
                    decisions.push(self.choice_decision(n, f, about, options, default));
                }
                _ => self.rev_18_build(&key, &governor, taxes, &default, ev),
            }
        }
        self.open_choice_round(decisions)
    }

    /// Is this a REV-18 Governor's answer?
    pub(super) fn rev_18_is_answer(a: &Answer) -> bool {
        matches!(answer_about(a), Some(ChoiceAbout::LocalTaxes { .. }))
    }

    /// REV-18: the Governors' builds as answered, then the rest of the Revenue Phase.
    pub(super) fn rev_18_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        for (_, a) in answers {
            if let Answer::Choice {
                about:
                    ChoiceAbout::LocalTaxes {
                        province,
                        governor,
                        taxes,
                    },
                pick,
            } = a
            {
                self.rev_18_build(province.as_ref(), &governor, taxes, &pick, ev);
            }
        }
        self.rev_16_after_local_taxes(ev);
    }

    /// REV-18: build the picked Forces (the supplement from the Governor's treasury).
    ///
    /// The supplement is the Governor's to give (ADV 2.02.2/3 "may be supplemented"): the
    /// options held only what his purse held when he was asked, so a purse short of it here
    /// means one Governor of two Provinces (SEN-38, by a Legate) promised the same Talents
    /// twice. The answers apply in the round's order; the build his purse can no longer pay
    /// lapses (`OrderLapsed`, REV-18 `CannotPay`, to his faction) and the Default Move is built
    /// instead: the taxes' own build, no supplement (docs/RULINGS.md "Provincial Wars").
    fn rev_18_build(
        &mut self,
        key: &str,
        governor: &SenatorId,
        taxes: u32,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let ChoiceOption::ProvincialForces {
            armies,
            fleets,
            supplement,
        } = *pick
        else {
            return;
        };
        let Some(gi) = self.find_senator(governor) else {
            return;
        };
        if let Err(short) = self.take(PurseRef::Senator(gi), supplement) {
            if let Some(faction) = self.senators[gi].faction {
                let refused = Illegal::CannotPay {
                    senator: governor.clone(),
                    amount: short.amount,
                    have: short.have,
                }
                .by("REV-18");
                ev.push(private(
                    faction,
                    EventKind::OrderLapsed { faction, refused },
                ));
            }
            let room = self.provinces.iter().position(|p| p.key == key);
            let Some((_, owed, room_a, room_f)) = room.and_then(|p| self.rev_18_room(p)) else {
                return;
            };
            let (default, _) = Self::rev_18_options(taxes, owed, (room_a, room_f), 0);
            return self.rev_18_build(key, governor, taxes, &default, ev);
        }
        self.ledger.spent_to_bank += u64::from(supplement);
        let f = self.provincial.forces.entry(key.to_string()).or_default();
        f.armies += armies;
        f.fleets += fleets;
        ev.push(public(EventKind::LocalTaxesSpent {
            province: key.to_string().into(),
            governor: governor.clone(),
            taxes,
            supplement,
            armies,
            fleets,
        }));
    }

    /// COM-18 (ADV 2.02.412/2): what allied Provinces add to `war`'s (land, fleet) Strength.
    pub(super) fn com_18_allied_strength(&self, war: &str, w: &WarCard) -> (u32, u32) {
        self.provincial
            .allied
            .iter()
            .filter(|a| a.war == war)
            .fold((0, 0), |(l, f), a| {
                let naval = if w.has_naval() { a.naval + a.fleets } else { 0 };
                (l + a.land + a.armies, f + naval)
            })
    }

    /// COM-18 (ADV 2.02.412/6-8): after a battle against `war`, its allied Provinces' Forces
    /// match the Roman or friendly Provincial losses one for one in a Stalemate or Standoff
    /// (land units) and a naval Victory (Fleets); none in a Defeat or Disaster.
    pub(super) fn com_18_allied_losses(
        &mut self,
        war: &str,
        naval: bool,
        outcome: Outcome,
        lost: u32,
        ev: &mut Vec<Event>,
    ) {
        let matches = match outcome {
            Outcome::Stalemate | Outcome::Standoff => true,
            Outcome::Victory => naval,
            Outcome::Defeat | Outcome::Disaster => false,
        };
        if !matches || lost == 0 || !self.provincial.allied.iter().any(|a| a.war == war) {
            return;
        }
        let (mut armies, mut fleets) = (0, 0);
        let mut left = lost;
        for a in self.provincial.allied.iter_mut().filter(|a| a.war == war) {
            let units = if naval { &mut a.fleets } else { &mut a.armies };
            let n = left.min(*units);
            *units -= n;
            left -= n;
            if naval {
                fleets += n;
            } else {
                armies += n;
            }
        }
        if armies + fleets > 0 {
            ev.push(public(EventKind::AlliedForcesLost {
                war: war.to_string().into(),
                armies,
                fleets,
            }));
        }
    }

    /// COM-18 (ADV 2.02.412/10): `war` left play (its card is not in a deck): its allied
    /// Provinces return to the Forum, Undeveloped, without Provincial Forces.
    pub(super) fn com_18_allies_return(&mut self, war: &str, ev: &mut Vec<Event>) {
        let card = DeckCard::War(war.to_string());
        if self.deck.contains(&card) || self.next_decks.iter().any(|d| d.cards.contains(&card)) {
            return;
        }
        let (back, keep): (Vec<AlliedProvince>, Vec<AlliedProvince>) =
            std::mem::take(&mut self.provincial.allied)
                .into_iter()
                .partition(|a| a.war == war);
        self.provincial.allied = keep;
        if back.is_empty() {
            return;
        }
        for a in &back {
            self.provincial.forces.remove(&a.province);
            if !self.forum_provinces.contains(&a.province) {
                self.forum_provinces.push(a.province.clone());
            }
        }
        ev.push(public(EventKind::AlliedProvincesReturn {
            war: war.to_string().into(),
            provinces: back.into_iter().map(|a| a.province.into()).collect(),
        }));
    }

    /// COM-18 (ADV 2.02.4/4-5): at the end of the Combat Phase, before the Unprosecuted Wars:
    /// each Active War naming Provinces under "Attacks" that no Force of the Senate held this
    /// turn (Stalemate, Standoff or Victory) is attacked by the first of them with a loyal
    /// Governor, the wars in random order. Returns true if the rules stopped.
    pub(super) fn com_18_provincial_wars(
        &mut self,
        log: &mut CombatLog,
        ev: &mut Vec<Event>,
    ) -> bool {
        if !self.provincial_wars_on() {
            return false;
        }
        let d = data();
        let mut wars: Vec<String> = self
            .active_wars
            .iter()
            .filter(|k| !log.held.contains(k))
            .filter(|k| d.war(k).is_some_and(|w| !w.attacks.is_empty()))
            .cloned()
            .collect();
        self.rand.shuffle(&mut wars);
        for war in wars {
            if !self.active_wars.contains(&war) {
                continue;
            }
            let Some(w) = d.war(&war) else { continue };
            let province = w.attacks.iter().find_map(|name| {
                let key = d.province_key(name);
                self.provinces
                    .iter()
                    .position(|p| p.key == key && !self.is_rebel(&p.governor))
                    .filter(|&p| {
                        !self
                            .captives
                            .iter()
                            .any(|c| c.senator == self.provinces[p].governor)
                    })
            });
            let Some(p) = province else { continue };
            if self.com_18_fight(p, &war, w, log, ev) {
                return true;
            }
        }
        false
    }

    /// COM-18: the Province at `p` fights `war`: the naval battle first if the war has a fleet
    /// and no Naval Victory marker (and then no land battle this turn), else the land battle.
    /// Returns true if the rules stopped.
    fn com_18_fight(
        &mut self,
        p: usize,
        war: &str,
        w: &WarCard,
        log: &mut CombatLog,
        ev: &mut Vec<Event>,
    ) -> bool {
        let key = self.provinces[p].key.clone();
        let naval = w.has_naval() && !self.naval_victories.iter().any(|k| k == war);
        if naval {
            let base = self.province_base(&key, p, true);
            if base.unwrap_or(0) == 0 && self.provincial_forces(&key).fleets == 0 {
                ev.push(public(EventKind::ProvincialNavalDefeat {
                    war: war.to_string().into(),
                    province: key.clone().into(),
                }));
                self.com_18_defeat(p, war, ev);
                return false;
            }
        }
        let (outcome, lost) = self.com_18_battle(p, war, w, naval, log, ev);
        if naval {
            log.naval_fought.push(war.to_string());
        } else {
            log.land_fought.push(war.to_string());
        }
        self.com_18_allied_losses(war, naval, outcome, lost, ev);
        let Some(p) = self.provinces.iter().position(|x| x.key == key) else {
            // The Governor died of his losses (MOR-04 sent the Province to the Forum).
            return false;
        };
        match outcome {
            Outcome::Defeat => self.com_18_defeat(p, war, ev),
            Outcome::Victory if naval && w.land > 0 => {
                // ADV 2.02.414/10: a Naval Victory marker; the war is Prosecuted this turn.
                if !self.naval_victories.iter().any(|k| k == war) {
                    self.naval_victories.push(war.to_string());
                }
                ev.push(public(EventKind::CardPlaced {
                    card: super::api::CardRef::NavalVictoryMarker,
                    place: super::api::Place::NavalVictory {
                        war: war.to_string().into(),
                    },
                }));
            }
            Outcome::Victory => return self.com_18_victory(p, war, w, naval, ev),
            // ADV 2.02.413: losses and the Mortality Check only; still Unprosecuted.
            Outcome::Stalemate | Outcome::Standoff | Outcome::Disaster => {}
        }
        false
    }

    /// The Province's printed base Strength (land or naval) on the side it shows.
    fn province_base(&self, key: &str, p: usize, naval: bool) -> Option<u32> {
        let developed = self.provinces.get(p).is_some_and(|x| x.developed);
        let side = data().province(key)?.side(developed);
        let v = if naval {
            side.naval_base
        } else {
            side.land_base
        };
        v.map(u32::from)
    }

    /// COM-18 (ADV 2.02.41-2.02.411): one battle of the Province at `p` against `war`: the roll,
    /// the Combat Results Table (Disaster/Standoff numbers as for any Force), the losses (2
    /// Provincial Armies per loss without a Garrison), the Governor's Mortality Check. Returns
    /// the result and the units lost (for the allied Provinces' matching losses).
    fn com_18_battle(
        &mut self,
        p: usize,
        war: &str,
        w: &WarCard,
        naval: bool,
        log: &mut CombatLog,
        ev: &mut Vec<Event>,
    ) -> (Outcome, u32) {
        let d = data();
        let prov = self.provinces[p].clone();
        let forces = self.provincial_forces(&prov.key);
        let gi = self.find_senator(&prov.governor);
        // SEN-38 (LR 1.13.1/6): a Governor by Legate is not present and adds no Military.
        let legate = self.governs_by_legate(&prov.governor, &prov.key);
        let mil = if legate {
            0
        } else {
            gi.map_or(0, |i| u32::from(self.senators[i].military(d)))
        };
        let base = self.province_base(&prov.key, p, naval).unwrap_or(0);
        // ADV 2.02.32: Provincial Armies count in full with a Garrison, else half, rounded up.
        let units = if naval {
            forces.fleets
        } else if prov.garrison > 0 {
            // COM-18 (LR 1.10.5/6): a Garrison's Veterans count double.
            prov.garrison + self.garrison_veterans(&prov.key) + forces.armies
        } else {
            forces.armies.div_ceil(2)
        };
        let strength = i32::try_from(base + units + mil).unwrap_or(i32::MAX);
        let ws = self.war_strength(war);
        let printed = ws.map_or(0, |s| if naval { s.fleet } else { s.land });
        let rolled = self.roll(
            3,
            RollFor::Check,
            DicePurpose::ProvincialBattle {
                war: war.to_string().into(),
                province: prov.key.clone().into(),
                naval,
            },
            ev,
        );
        let raw = rolled.sum().unsigned_abs();
        let shift = self.battle_shift(&rolled.dice);
        let enemy = (i32::try_from(printed).unwrap_or(i32::MAX) + shift).max(0);
        let total = strength - enemy + rolled.total();
        let (mut outcome, losses) = match self.com_07_disaster_standoff(war, w, gi, raw, log) {
            Some(Outcome::Disaster) => (Outcome::Disaster, Losses::Half),
            Some(o) => (o, Losses::Quarter),
            None => crt(total),
        };
        // ADV 2.02.41/3: without the Fleet Support a Victory is a Stalemate (same losses).
        let lacking =
            !naval && outcome == Outcome::Victory && forces.fleets < u32::from(w.fleet_support);
        if lacking {
            outcome = Outcome::Stalemate;
        }
        // ADV 2.02.411: losses, counted in Legions (2 Provincial Armies each without a
        // Garrison); Provincial Fleets take losses normally (all committed, 2.02.41/2).
        let (armies_lost, garrison_lost) = if naval {
            (0, 0)
        } else {
            let present = if prov.garrison > 0 {
                prov.garrison + forces.armies
            } else {
                forces.armies.div_ceil(2)
            };
            provincial_losses(losses.of(present), forces.armies, prov.garrison)
        };
        let fleets_lost = losses.of(forces.fleets);
        ev.push(public(EventKind::ProvincialBattle {
            war: war.to_string().into(),
            province: prov.key.clone().into(),
            governor: prov.governor.clone(),
            naval,
            strength,
            war_strength: enemy,
            dice: rolled.dice.clone(),
            modifier: rolled.modifier,
            total,
            result: outcome,
            fleet_support_lacking: lacking,
            armies_lost,
            garrison_lost,
            fleets_lost,
        }));
        if let Some(f) = self.provincial.forces.get_mut(&prov.key) {
            f.armies -= armies_lost.min(f.armies);
            f.fleets -= fleets_lost.min(f.fleets);
        }
        if garrison_lost > 0 {
            self.garrison_veterans_battle_losses(&prov.key, garrison_lost, prov.garrison);
            self.legions = self.legions.saturating_sub(garrison_lost);
            if let Some(x) = self.provinces.get_mut(p) {
                x.garrison = x.garrison.saturating_sub(garrison_lost);
            }
        }
        let lost = armies_lost + garrison_lost + fleets_lost;
        // ADV 2.02.413/1: the Governor's Mortality Check, one chit per unit lost (a Defeat
        // kills him anyway, 2.02.412/1).
        // SEN-38 (RULING "Governors by Legate"): none for a Governor by Legate, not there.
        if outcome != Outcome::Defeat
            && !legate
            && let Some(i) = gi
        {
            let chit = Chit::Senator(self.senators[i].family);
            if self.draw_battle_chits(lost, ev).contains(&chit) {
                self.kill_senator(
                    i,
                    DeathCause::Battle {
                        war: war.to_string(),
                    },
                    ev,
                );
                self.mor_06_empty_factions(ev);
            }
        }
        (outcome, lost)
    }

    /// COM-18 (ADV 2.02.412): a Defeat: the Governor dies, the Province allies with the war
    /// (its printed Strength and surviving Provincial Forces added), the surviving Garrison
    /// returns to Rome; no Unrest.
    fn com_18_defeat(&mut self, p: usize, war: &str, ev: &mut Vec<Event>) {
        if p >= self.provinces.len() {
            return;
        }
        // SEN-38 (RULING "Governors by Legate", LR 1.13.1/6): a Governor by Legate is not in
        // his Province: its Defeat (ADV 2.02.412/1) does not kill him; he loses the Province.
        let legate = self.sen_38_by_legate(&self.provinces[p].key);
        let prov = self.provinces.remove(p);
        self.for_22_legate_spared(&prov, None, ev);
        let forces = self.provincial.forces.remove(&prov.key).unwrap_or_default();
        // The surviving Garrison returns to Rome, its Veterans with their Allegiance.
        self.garrison_veterans_all_leave(&prov.key, true);
        let side = data().province(&prov.key).map(|c| *c.side(prov.developed));
        let land = side.and_then(|s| s.land_base).map_or(0, u32::from);
        let naval = side.and_then(|s| s.naval_base).map_or(0, u32::from);
        self.provincial.allied.push(AlliedProvince {
            province: prov.key.clone(),
            war: war.to_string(),
            land,
            naval,
            armies: forces.armies,
            fleets: forces.fleets,
        });
        ev.push(public(EventKind::ProvinceAllied {
            province: prov.key.clone().into(),
            war: war.to_string().into(),
            land: land + forces.armies,
            naval: naval + forces.fleets,
        }));
        if !legate && let Some(i) = self.find_senator(&prov.governor) {
            self.kill_senator(
                i,
                DeathCause::Defeat {
                    war: war.to_string(),
                },
                ev,
            );
            self.mor_06_empty_factions(ev);
        }
    }

    /// COM-18 (ADV 2.02.414): a Governor's Victory (land, or naval against a war without land
    /// Strength): his standard Influence and Popularity; no Spoils, no Unrest change; the war
    /// becomes Inactive, or with an Active Matching War or Leader in the Forum is shuffled into
    /// the top six cards (the next deck's, or discarded, with six or fewer left).
    /// ADV 2.02.414/9: a surviving Garrison Legion turns Veteran (`garrison_veterans.rs`).
    /// Returns true if the rules stopped (none today).
    fn com_18_victory(
        &mut self,
        p: usize,
        war: &str,
        w: &WarCard,
        naval: bool,
        ev: &mut Vec<Event>,
    ) -> bool {
        let d = data();
        let prov = self.provinces[p].clone();
        let printed = if naval { w.naval } else { w.land };
        self.com_12_victor_gains(&prov.governor, printed, ev);
        // LR 1.10.5/3: no Veterans from a naval battle.
        if !naval && let Some(gi) = self.find_senator(&prov.governor) {
            let family = self.senators[gi].family;
            self.com_18_garrison_veterans(p, family, ev);
        }
        let matching_active = self.active_wars.iter().any(|k| {
            k != war && w.series.is_some() && d.war(k).is_some_and(|o| o.series == w.series)
        });
        let leader = self
            .leaders
            .iter()
            .any(|l| d.leader(&l.leader).is_some_and(|c| c.matches(w)));
        let to = if !(matching_active || leader) {
            self.active_wars.retain(|k| k != war);
            self.unprosecuted_wars.retain(|k| k != war);
            if !self.inactive_wars.iter().any(|k| k == war) {
                self.inactive_wars.push(war.to_string());
            }
            // 2.02.414/4: it stays Inactive until attacked or matched (middle.rs FOR-06).
            if !self.provincial.beaten.iter().any(|k| k == war) {
                self.provincial.beaten.push(war.to_string());
            }
            ProvincialVictoryTo::Inactive
        } else {
            let card = DeckCard::War(war.to_string());
            let to = if self.deck.len() > 6 {
                self.deck.insert(0, card);
                self.rand.shuffle(&mut self.deck[..7]);
                ProvincialVictoryTo::TopOfDeck
            } else if let Some(next) = self.next_decks.first_mut() {
                next.cards.insert(0, card);
                let n = next.cards.len().min(7);
                self.rand.shuffle(&mut next.cards[..n]);
                ProvincialVictoryTo::NextDeck
            } else {
                self.discard.push(card);
                ProvincialVictoryTo::Discarded
            };
            ev.push(public(EventKind::ProvincialVictory {
                war: war.to_string().into(),
                province: prov.key.clone().into(),
                to,
            }));
            self.war_left_play(war, Some(ReturnReason::WarOver), ev);
            return false;
        };
        ev.push(public(EventKind::ProvincialVictory {
            war: war.to_string().into(),
            province: prov.key.into(),
            to,
        }));
        false
    }
}
