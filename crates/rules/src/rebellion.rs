//! Civil war (LR 1.11.3–1.11.37, 1.12.2–1.12.3): a victorious commander's Revolt.
//!
//! RVN-05 declarations in the PB-13 round (orders conditional on the allegiance rolls, S004),
//! RVN-06 allegiance rolls and loyalty bought, RVN-07 secondary rebels (named in the same
//! order), RVN-08 rebel status and deserting veterans (REV-03 maintenance: `rebel_upkeep.rs`),
//! the Revolt failing when the Primary Rebel dies (MOR-04, LR 1.11.372), and the Rebel's second
//! winning condition (VIC-04 (2): bankruptcy or a People Revolt while he is in Revolt) with the
//! Rebel end-game when fewer than 4 Active Wars stand (VIC-06).
//!
//! RVN-09 civil war combat and VIC-04 (1) are in `civil_war.rs`, the VIC-06 campaign against 4
//! or more Active Wars in `rebel_end_game.rs`.

use std::cmp::Reverse;

use serde::{Deserialize, Serialize};

use super::api::{
    ChoiceAbout, ChoiceOption, DeathCause, DicePurpose, Ending, Event, EventKind, FactionId,
    Illegal, NoRevolt, RebelWin, RevoltOrder, RuleError, SenatorId,
};
use super::game::{Game, data, public};
use super::general::RollFor;
use super::posts::Post;
use super::state::{Office, Senator};

/// A Revolt under way (RVN-05..RVN-08): the Primary Rebel marching on Rome with his Army.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rebellion {
    pub rebel: SenatorId,
    pub faction: FactionId,
    /// His Legions, veterans included (no longer the Senate's: not in `Game::legions`).
    pub legions: u32,
    /// The Veteran Legions among `legions`, by the family they owe allegiance to.
    pub veterans: Vec<u8>,
    /// RVN-07: the Secondary Rebels.
    pub secondaries: Vec<SenatorId>,
    /// The turn he declared.
    pub turn: u32,
    /// RVN-09: the Senate's Army sent against him this turn.
    #[serde(default)]
    pub senate_army: Option<super::civil_war::SenateArmy>,
    /// RVN-07 / RVN-09 (LR 1.11.32, 1.11.37): the Master of Horse of a Rebel Dictator who
    /// joined him; his Military adds to the Rebel's.
    #[serde(default)]
    pub ex_master_of_horse: Option<SenatorId>,
    /// RVN-10 (ADV 2.03.2, 2.03.21): the Governors in Revolt, Primary and Secondary, each with
    /// his Rebel Province (empty without `--option rebel-governors`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub governors: Vec<RebelGovernor>,
    /// RVN-10 (ADV 2.03.7, 2.03.8): the Rebel Province the Primary Rebel Governor stays in;
    /// `None` while the Primary Rebel marches on Rome (a Victorious Commander always marches).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub staying: Option<String>,
    /// RVN-10 (ADV 2.03.7/6): the Provincial Forces with the Primary Rebel's Army in Italy
    /// (taken off their Province's dials when he marches).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub provincial_armies: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub provincial_fleets: u32,
    /// RVN-10 (ADV 2.03.23): the Roman Fleets under the Primary Rebel's control.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fleets: u32,
    /// COM-02 / RVN-10 (ADV 2.03.72/6, 2.03.91/1): the Rebel Provinces (keys) holding a Naval
    /// Victory marker of the Senate.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub naval_victories: Vec<String>,
    /// RVN-10 (ADV 2.03.81): the Senate's Armies sent against Rebel Provinces, waiting for the
    /// Combat Phase (or facing the Province after a Stalemate).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub province_armies: Vec<super::rebel_battles::ProvinceArmy>,
    /// RVN-10 (ADV 2.03.8/7): the Primary Rebel Governor stayed in his Province unattacked in
    /// the last Combat Phase: an Unprosecuted War for the next Unrest count (POP-01).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unprosecuted: bool,
    /// RVN-10 (ADV 2.03.71/1): the turn whose Combat Phase gave the Primary Rebel marching on
    /// Rome a Civil War Stalemate; that turn's Revolution Phase asks for a reinforcement (and
    /// clears it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stalemate_turn: Option<u32>,
    /// COM-02 (ADV 2.03.72/11): the Rebel's answer for this Combat Phase's Naval Interception
    /// of the Forces from a Province (its key): at most this many of the Provincial Fleets lost
    /// come from it (none given: all it can, the Default Move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fleet_losses: Option<(String, u32)>,
}

impl Rebellion {
    /// A Revolt of `rebel` (of `faction`) declared in `turn`, with nothing yet: no Legions,
    /// no Secondary Rebels, no Army against him, no Rebel Governors.
    pub fn new(rebel: SenatorId, faction: FactionId, turn: u32) -> Self {
        Rebellion {
            rebel,
            faction,
            legions: 0,
            veterans: Vec::new(),
            secondaries: Vec::new(),
            turn,
            senate_army: None,
            ex_master_of_horse: None,
            governors: Vec::new(),
            staying: None,
            provincial_armies: 0,
            provincial_fleets: 0,
            fleets: 0,
            naval_victories: Vec::new(),
            province_armies: Vec::new(),
            unprosecuted: false,
            stalemate_turn: None,
            fleet_losses: None,
        }
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// RVN-10 (ADV 2.03.2, 2.03.21): a Governor in Revolt. His Province's Garrison stays
/// `Province::garrison` (with `ProvincialState::garrison_veterans`), its Provincial Forces
/// `ProvincialState::forces`, until they march or sail away with him.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RebelGovernor {
    pub senator: SenatorId,
    /// The Rebel Province's key (its `Province` stays in `Game::provinces`, term dial blank,
    /// ADV 2.03.4/3).
    pub province: String,
    pub at: RebelAt,
}

/// RVN-10: where a Rebel Governor and the Forces he leads are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RebelAt {
    /// In his Rebel Province (ADV 2.03.8): Rome may attack it there (2.03.81).
    Province,
    /// Landed in Italy with the Primary Rebel's Army (2.03.7, 2.03.71).
    Italy,
    /// ADV 2.03.71/4: reinforcements at sea, landing only if they avoid the Naval Interception
    /// at the start of the next Combat Phase (COM-02).
    InTransit,
}

/// RVN-06 (LR 1.11.31): the revolt orders held while a Master of Horse of another faction is
/// asked whether the Dictator may spend his talents, and the answers given (by the
/// Dictator's ID).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MasterConsent {
    pub held: Option<Vec<(FactionId, RevoltOrder)>>,
    pub answers: Vec<(SenatorId, bool)>,
}

/// One commander's revolt order once his allegiance rolls are made (RVN-06).
struct Candidate {
    /// The victorious Force he commands; None for a Governor (RVN-10, ADV 2.03.2).
    force: Option<usize>,
    commander: SenatorId,
    faction: FactionId,
    /// Regular (or other-allegiance veteran) Legions that follow.
    regulars: u32,
    /// Veterans (by family) that follow: his own, and others' who rolled well.
    veterans: Vec<u8>,
    /// RVN-10 (ADV 2.03.23/1-2): the Fleets under his command that follow him; None when he
    /// forfeits their control (did not dice for them).
    fleets: Option<u32>,
    strength: u32,
    joined_by: Vec<SenatorId>,
}

impl Game {
    /// RVN-06 (LR 1.11.31/2-3): the roll a Legion needs to follow a Rebel: 5 in the Early
    /// Republic, 4 in the Middle, 3 in the Late; the game's era (SET-07, SET-09: LR 3.04.1/3).
    pub(super) fn allegiance_need(&self) -> u8 {
        match self.era {
            super::data::Era::Early => 5,
            super::data::Era::Middle => 4,
            super::data::Era::Late => 3,
        }
    }

    /// Is this senator in Revolt (RVN-08)?
    pub(super) fn is_rebel(&self, id: &SenatorId) -> bool {
        self.find_senator(id)
            .is_some_and(|i| self.senators[i].rebel)
    }

    /// RVN-10 (ADV 2.03): the Governor in Revolt in this Province, if any.
    pub(super) fn rebel_governor_of(&self, province: &str) -> Option<&RebelGovernor> {
        self.rebellion
            .as_ref()
            .and_then(|r| r.governors.iter().find(|g| g.province == province))
    }

    /// RVN-10 (ADV 2.03.4): is this Province a Rebel Province?
    pub(super) fn is_rebel_province(&self, province: &str) -> bool {
        self.rebel_governor_of(province).is_some()
    }

    /// The Legions the Rebel holds (0 without a Revolt).
    pub(super) fn rebel_legions(&self) -> u32 {
        self.rebellion.as_ref().map_or(0, |r| r.legions)
    }

    /// RVN-05: the faction's commanders who may declare a Revolt now: each commands a Force
    /// with a Legion whose war was defeated this turn (a Land Victory; the Force is still away
    /// until the Revolution Phase brings it home), is alive and free, and no Revolt is under
    /// way. A commander with only Fleets cannot rebel (checklist AID), nor a Consul for Life
    /// (LR 1.09.823).
    pub(super) fn may_revolt(&self, f: FactionId) -> Vec<SenatorId> {
        if self.rebellion.is_some() {
            return Vec::new();
        }
        let mut v = Vec::new();
        for force in &self.forces {
            let Some(c) = &force.commander else {
                continue;
            };
            if self.war_in_forum(&force.war) || force.legions == 0 {
                continue;
            }
            if self.captives.iter().any(|x| &x.senator == c) {
                continue;
            }
            if let Some(i) = self.find_senator(c)
                && self.senators[i].faction == Some(f)
                && !self.senators[i].consul_for_life
            {
                v.push(self.senators[i].id());
            }
        }
        // RVN-10 (ADV 2.03.2/2): and, with Rebel Governors, the faction's Governors.
        for id in self.rvn_10_may_revolt(f) {
            if !v.contains(&id) {
                v.push(id);
            }
        }
        v
    }

    /// RVN-05..RVN-07: check a faction's revolt orders and give their senators canonical IDs.
    pub(super) fn validate_revolts(
        &self,
        f: FactionId,
        orders: &[RevoltOrder],
    ) -> Result<Vec<RevoltOrder>, RuleError> {
        let mut out: Vec<RevoltOrder> = Vec::new();
        if orders.is_empty() {
            return Ok(out);
        }
        if let Some(r) = &self.rebellion {
            return Err(Illegal::RevoltUnderway {
                rebel: r.rebel.clone(),
            }
            .by("RVN-05")
            .into());
        }
        let may = self.may_revolt(f);
        for o in orders {
            let Some(i) = self.find_senator(&o.commander) else {
                return Err(Illegal::NoSuchSenator {
                    senator: o.commander.clone(),
                }
                .by("RVN-05")
                .into());
            };
            let commander = self.senators[i].id();
            // RVN-05 (LR 1.09.823): the Consul for Life may not become a Rebel.
            if self.senators[i].consul_for_life {
                return Err(Illegal::ConsulForLifeNoRebel { senator: commander }
                    .by("RVN-05")
                    .into());
            }
            if !may.contains(&commander) {
                return Err(Illegal::NotAVictor {
                    senator: commander,
                    may: may.clone(),
                }
                .by("RVN-05")
                .into());
            }
            if out.iter().any(|x| x.commander == commander) {
                return Err(Illegal::SenatorTwice { senator: commander }
                    .by("RVN-05")
                    .into());
            }
            if o.spend > self.senators[i].treasury {
                return Err(Illegal::LoyaltyShort {
                    commander,
                    spend: o.spend,
                    have: self.senators[i].treasury,
                }
                .by("RVN-06")
                .into());
            }
            // RVN-06 (LR 1.11.31): a Dictator may spend his Master of Horse's talents too.
            let master_spend = o.master_spend;
            if master_spend > 0 {
                let Some(m) = self.rvn_06_master_of(i) else {
                    return Err(Illegal::NoMasterOfHorse { commander }.by("RVN-06").into());
                };
                // His own player knows his treasury; another's is secret (checked when spent).
                if self.senators[m].faction == Some(f) && master_spend > self.senators[m].treasury {
                    return Err(Illegal::LoyaltyShort {
                        commander: self.senators[m].id(),
                        spend: master_spend,
                        have: self.senators[m].treasury,
                    }
                    .by("RVN-06")
                    .into());
                }
            }
            // RVN-10 (ADV 2.03.23/1): his Fleets roll only with Rebel Governors.
            if o.fleets && !self.rebel_governors_on() {
                return Err(Illegal::RevoltFleetsWithoutRebelGovernors { commander }
                    .by("RVN-10")
                    .into());
            }
            let mut joined: Vec<SenatorId> = Vec::new();
            for s in &o.joined_by {
                let j = self
                    .find_senator(s)
                    .filter(|j| self.senators[*j].faction == Some(f) && *j != i);
                let Some(j) = j else {
                    return Err(Illegal::NotASecondary {
                        senator: s.clone(),
                        rebel: commander,
                    }
                    .by("RVN-07")
                    .into());
                };
                let id = self.senators[j].id();
                // RVN-07 (LR 1.09.823): nor may he join a Revolt as a Secondary Rebel.
                if self.senators[j].consul_for_life {
                    return Err(Illegal::ConsulForLifeNoRebel { senator: id }
                        .by("RVN-07")
                        .into());
                }
                // RVN-07 (LR 1.11.32): a Master of Horse may join only a Rebel Dictator.
                if self.senators[j].offices.contains(&Office::MasterOfHorse)
                    && !self.senators[i].offices.contains(&Office::Dictator)
                {
                    return Err(Illegal::NotASecondary {
                        senator: id,
                        rebel: commander,
                    }
                    .by("RVN-07")
                    .into());
                }
                if joined.contains(&id) {
                    return Err(Illegal::SenatorTwice { senator: id }.by("RVN-07").into());
                }
                joined.push(id);
            }
            out.push(RevoltOrder {
                commander,
                at_least: o.at_least.max(1),
                spend: o.spend,
                joined_by: joined,
                master_spend,
                fleets: o.fleets,
            });
        }
        Ok(out)
    }

    /// RVN-06 (LR 1.11.31): the Master of Horse whose talents the commander `ci` may spend:
    /// his own, when he is Dictator (alive, not a captive).
    pub(super) fn rvn_06_master_of(&self, ci: usize) -> Option<usize> {
        if !self.senators[ci].offices.contains(&Office::Dictator) {
            return None;
        }
        self.office_holder(Office::MasterOfHorse).filter(|m| {
            let id = self.senators[*m].id();
            !self.captives.iter().any(|c| c.senator == id)
        })
    }

    /// RVN-06 (LR 1.11.31): before the declarations, a Master of Horse of another faction whose
    /// talents a Dictator's order would spend is asked for his consent (Default Move: none).
    /// Returns true if the declarations wait for his answer (the orders are held).
    pub(super) fn rvn_06_ask_consent(&mut self, revolts: &[(FactionId, RevoltOrder)]) -> bool {
        for (f, o) in revolts {
            if o.master_spend == 0 || self.rvn_06.answers.iter().any(|(c, _)| *c == o.commander) {
                continue;
            }
            let Some(ci) = self.find_senator(&o.commander) else {
                continue;
            };
            let Some(m) = self.rvn_06_master_of(ci) else {
                continue;
            };
            let Some(g) = self.senators[m].faction.filter(|g| g != f) else {
                continue;
            };
            let about = ChoiceAbout::MasterOfHorseTalents {
                dictator: o.commander.clone(),
                master: self.senators[m].id(),
                talents: o.master_spend,
            };
            let n = usize::try_from(self.turn).unwrap_or(0);
            let id = self.choice_id(&about, n, g);
            self.rvn_06.held = Some(revolts.to_vec());
            self.ask_choice(
                g,
                id,
                about,
                vec![ChoiceOption::Consent, ChoiceOption::Refuse],
                ChoiceOption::Refuse,
            );
            return true;
        }
        false
    }

    /// RVN-06: the Master of Horse's answer; the held declarations go on (or the next one is
    /// asked).
    pub(super) fn rvn_06_consent_answer(
        &mut self,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        if let ChoiceAbout::MasterOfHorseTalents { dictator, .. } = about {
            self.rvn_06
                .answers
                .push((dictator.clone(), *pick == ChoiceOption::Consent));
        }
        let held = self.rvn_06.held.take().unwrap_or_default();
        self.rvn_05_declare_all(held, ev);
    }

    /// RVN-06: the talents `o` may spend from the Master of Horse's treasury: his own faction's
    /// order is his consent; another faction's Master of Horse consented when asked.
    fn rvn_06_master_talents(
        &self,
        f: FactionId,
        ci: usize,
        o: &RevoltOrder,
    ) -> Option<(usize, u32)> {
        if o.master_spend == 0 {
            return None;
        }
        let m = self.rvn_06_master_of(ci)?;
        let consent = self.senators[m].faction == Some(f)
            || self
                .rvn_06
                .answers
                .iter()
                .any(|(c, yes)| *c == o.commander && *yes);
        consent.then(|| (m, o.master_spend.min(self.senators[m].treasury)))
    }

    /// RVN-05 (LR 1.11.3): the order of declaration: the HRAO's faction first, then
    /// clockwise, "assume that all Senators in play are in Rome".
    fn declaration_order(&self) -> Vec<FactionId> {
        let d = data();
        let aligned = |s: &&Senator| s.faction.is_some();
        let by_office = self
            .senators
            .iter()
            .filter(aligned)
            .filter_map(|s| s.offices.iter().min().map(|o| (*o, s.id_key(), s.faction)))
            .min()
            .and_then(|(_, _, f)| f);
        let by_influence = || {
            self.senators
                .iter()
                .filter(aligned)
                .min_by_key(|s| (Reverse(s.influence), Reverse(s.oratory(d)), s.id_key()))
                .and_then(|s| s.faction)
        };
        let start = by_office.or_else(by_influence).unwrap_or(FactionId(0));
        self.clockwise_from(start)
    }

    /// RVN-05 / RVN-06 / RVN-07 / RVN-08: the revolt orders of the PB-13 round, in declaration
    /// order. Each commander who ordered a Revolt buys loyalty and rolls for his Legions; he
    /// revolts if enough follow and no Rebel at least as strong declared before him (a stronger
    /// one supersedes the earlier). The Primary Rebel is then set up; every other victorious
    /// Force returns to Rome afterwards (`rvn_05_forces_return`).
    pub(super) fn rvn_05_declarations(
        &mut self,
        mut orders: Vec<(FactionId, RevoltOrder)>,
        ev: &mut Vec<Event>,
    ) {
        if orders.is_empty() || self.rebellion.is_some() {
            return;
        }
        let order = self.declaration_order();
        orders.sort_by_key(|(f, _)| order.iter().position(|x| x == f).unwrap_or(usize::MAX));
        let mut primary: Option<Candidate> = None;
        for (f, o) in orders {
            if !self.may_revolt(f).contains(&o.commander) {
                ev.push(public(EventKind::RevoltNotDeclared {
                    commander: o.commander.clone(),
                    followed: 0,
                    wanted: o.at_least,
                    reason: NoRevolt::NotAVictor,
                }));
                continue;
            }
            // RVN-10 (ADV 2.03.2): a Governor (not commanding a victorious Force) rolls for
            // nothing: his Forces follow him (2.03.22).
            let governor = !self
                .forces
                .iter()
                .any(|x| x.commander.as_ref() == Some(&o.commander));
            let c = if governor {
                Candidate {
                    force: None,
                    commander: o.commander.clone(),
                    faction: f,
                    regulars: 0,
                    veterans: Vec::new(),
                    fleets: None,
                    strength: self.rvn_10_governor_strength(&o.commander, &o.joined_by),
                    joined_by: o.joined_by.clone(),
                }
            } else {
                let Some(mut c) = self.rvn_06_allegiance(f, &o, ev) else {
                    continue;
                };
                // RVN-10 (ADV 2.03.2/6): his Governors in Revolt add their Forces.
                c.strength += self.rvn_10_joined_governors_strength(&o.joined_by);
                c
            };
            let followed = c.regulars + u32::try_from(c.veterans.len()).unwrap_or(0);
            if !governor && followed < o.at_least.max(1) {
                ev.push(public(EventKind::RevoltNotDeclared {
                    commander: c.commander,
                    followed,
                    wanted: o.at_least.max(1),
                    reason: NoRevolt::TooFewLegions,
                }));
                continue;
            }
            match &primary {
                Some(p) if p.strength >= c.strength => {
                    ev.push(public(EventKind::RevoltNotDeclared {
                        commander: c.commander,
                        followed,
                        wanted: o.at_least.max(1),
                        reason: NoRevolt::WeakerThanRebel,
                    }));
                }
                Some(p) => {
                    ev.push(public(EventKind::RevoltSuperseded {
                        earlier: p.commander.clone(),
                        by: c.commander.clone(),
                    }));
                    primary = Some(c);
                }
                None => primary = Some(c),
            }
        }
        if let Some(p) = primary {
            self.rvn_05_declare(p, ev);
        }
    }

    /// RVN-06 (LR 1.11.31): loyalty bought (1T per Legion that rolls, from his Personal
    /// Treasury, told to all) and one die per Legion, except Veterans owing him allegiance,
    /// who follow. Each die rolled through `Game::roll` (Evil Omens apply).
    ///
    /// RULING (RVN-06): the +1 goes to the first Legions rolled (regular Legions first, then
    /// Veterans owing allegiance to others); talents beyond one per rolling Legion are not
    /// spent. The rolls are public like every roll.
    fn rvn_06_allegiance(
        &mut self,
        f: FactionId,
        o: &RevoltOrder,
        ev: &mut Vec<Event>,
    ) -> Option<Candidate> {
        let ci = self.find_senator(&o.commander)?;
        let fi = self
            .forces
            .iter()
            .position(|x| x.commander.as_ref() == Some(&o.commander))?;
        let family = self.senators[ci].family;
        let force = self.forces[fi].clone();
        let own: Vec<u8> = force
            .veterans
            .iter()
            .copied()
            .filter(|v| *v == family)
            .collect();
        let others: Vec<u8> = force
            .veterans
            .iter()
            .copied()
            .filter(|v| *v != family)
            .collect();
        let regular = force
            .legions
            .saturating_sub(u32::try_from(force.veterans.len()).unwrap_or(0));
        let rolling = regular + u32::try_from(others.len()).unwrap_or(0);
        // RVN-10 (ADV 2.03.23/1): with Rebel Governors, his Fleets roll too when he keeps them.
        let fleets = self.rvn_10_fleets_rolling(o, force.fleets);
        let all = rolling + fleets.unwrap_or(0);
        let own_spend = o.spend.min(all).min(self.senators[ci].treasury);
        // RVN-06 (LR 1.11.31): then his Master of Horse's talents, with his consent.
        let master = self
            .rvn_06_master_talents(f, ci, o)
            .map(|(m, t)| (m, t.min(all - own_spend)));
        let spend = own_spend + master.map_or(0, |(_, t)| t);
        if spend > 0 {
            self.senators[ci].treasury -= own_spend;
            if let Some((m, t)) = master {
                self.senators[m].treasury -= t;
            }
            self.ledger.spent_to_bank += u64::from(spend);
            ev.push(public(EventKind::LoyaltyBought {
                commander: o.commander.clone(),
                talents: spend,
                from_master: master.map_or(0, |(_, t)| t),
            }));
        }
        let mut regulars = 0u32;
        let mut veterans = own.clone();
        let follow = self.rvn_06_allegiance_dice(
            rolling,
            spend,
            |k| DicePurpose::LegionAllegiance {
                commander: o.commander.clone(),
                legion: k + 1,
                of: rolling,
            },
            ev,
        );
        for (k, _) in follow.iter().enumerate().filter(|(_, f)| **f) {
            let k = u32::try_from(k).unwrap_or(u32::MAX);
            if k < regular {
                regulars += 1;
            } else if let Some(v) = others.get(usize::try_from(k - regular).unwrap_or(0)) {
                veterans.push(*v);
            }
        }
        let followed = regulars + u32::try_from(veterans.len()).unwrap_or(0);
        ev.push(public(EventKind::LegionAllegiance {
            commander: o.commander.clone(),
            rolled: rolling,
            bought: spend.min(rolling),
            need: self.allegiance_need(),
            followed,
            own_veterans: u32::try_from(own.len()).unwrap_or(0),
        }));
        let fleets =
            self.rvn_10_fleet_allegiance(&o.commander, fleets, spend.saturating_sub(rolling), ev);
        let units = followed + u32::try_from(veterans.len()).unwrap_or(0);
        // LR 1.13.3: Pompey's MIL is 2 when the Primary Rebel is determined.
        let mil = self.planning_military(ci).min(units);
        Some(Candidate {
            force: Some(fi),
            commander: o.commander.clone(),
            faction: f,
            regulars,
            veterans,
            fleets,
            // RVN-10 (ADV 2.03.2/6): +1 per Roman Fleet successfully diced for.
            strength: units + mil + fleets.unwrap_or(0),
            joined_by: o.joined_by.clone(),
        })
    }

    /// RVN-06 (LR 1.11.31): `n` allegiance dice (each through `Game::roll`: Evil Omens apply),
    /// the first `bought` with +1; which of them follow (on the era's number or more). Legions
    /// (RVN-06) and a Victorious Commander's Fleets (RVN-10, ADV 2.03.23/1) roll alike.
    pub(super) fn rvn_06_allegiance_dice(
        &mut self,
        n: u32,
        bought: u32,
        purpose: impl Fn(u32) -> DicePurpose,
        ev: &mut Vec<Event>,
    ) -> Vec<bool> {
        let need = i32::from(self.allegiance_need());
        (0..n)
            .map(|k| {
                let r = self.roll(1, RollFor::Check, purpose(k), ev);
                r.total() + i32::from(k < bought) >= need
            })
            .collect()
    }

    /// RVN-05 / RVN-07 / RVN-08: the Primary Rebel marches on Rome. His followers leave the
    /// Senate's forces (the rest of his Force, Fleets included, return to the Active Forces);
    /// the senators his order names join him; every rebel is marked (RVN-08); Veterans owing
    /// allegiance to any rebel desert to him (LR 1.11.34).
    ///
    /// RULING (RVN-07): the faction's Secondary Rebels are named in the commander's revolt
    /// order (`WITH …`), since the same player decides both; the others stay loyal (the
    /// Default Move: no senator joins). A Master of Horse with the rebel who does not join
    /// returns to Rome and keeps his office.
    fn rvn_05_declare(&mut self, c: Candidate, ev: &mut Vec<Event>) {
        let Some(fi) = c.force else {
            self.rvn_10_declare_governor(c, ev);
            return;
        };
        let Some(force) = self.forces.get(fi).cloned() else {
            return;
        };
        let legions = c.regulars + u32::try_from(c.veterans.len()).unwrap_or(0);
        // Followers leave the Senate; the others (and the Fleets) are back in the Active Forces.
        self.legions = self.legions.saturating_sub(legions);
        let mut left_vets = force.veterans.clone();
        for v in &c.veterans {
            if let Some(p) = left_vets.iter().position(|x| x == v) {
                left_vets.remove(p);
            }
        }
        self.veterans_in_rome.extend(left_vets);
        self.forces.remove(fi);
        if let Some(m) = &force.master_of_horse
            && !c.joined_by.contains(m)
            && let Some(i) = self.find_senator(m)
        {
            self.senators[i].in_rome = true;
        }
        let ci = self.find_senator(&c.commander);
        let strength = legions + u32::try_from(c.veterans.len()).unwrap_or(0);
        let strength = strength + ci.map_or(0, |i| self.planning_military(i).min(strength));
        // The strength of the Army marching on Rome (LR 1.11.37), not the Force Strength that
        // decided primacy (ADV 2.03.2/6): his Governors' Forces stay in their Provinces and his
        // Fleets fight no land battle.
        ev.push(public(EventKind::RevoltDeclared {
            rebel: c.commander.clone(),
            faction: c.faction,
            legions,
            veterans: u32::try_from(c.veterans.len()).unwrap_or(0),
            strength,
        }));
        self.rebellion = Some(Rebellion {
            legions,
            veterans: c.veterans,
            ..Rebellion::new(c.commander.clone(), c.faction, self.turn)
        });
        // RVN-10 (ADV 2.03.23/1-2): the Fleets that followed him leave the Senate's.
        self.rvn_10_fleets_follow(&c.commander, c.fleets, force.fleets, ev);
        // RVN-07: the secondary rebels (only those still of his faction).
        let mut joined: Vec<SenatorId> = Vec::new();
        for s in &c.joined_by {
            if let Some(i) = self.find_senator(s)
                && self.senators[i].faction == Some(c.faction)
            {
                joined.push(self.senators[i].id());
            }
        }
        self.rvn_07_commands_to_senate(&joined, ev);
        ev.push(public(EventKind::SecondaryRebels {
            rebel: c.commander.clone(),
            senators: joined.clone(),
        }));
        if let Some(r) = self.rebellion.as_mut() {
            r.secondaries = joined.clone();
            r.ex_master_of_horse = force.master_of_horse.clone().filter(|m| joined.contains(m));
        }
        let mut rebels = vec![c.commander.clone()];
        rebels.extend(joined);
        for r in &rebels {
            self.rvn_08_mark(r, ev);
        }
        self.rvn_10_rebels_forces(&rebels, ev);
    }

    /// RVN-08 (LR 1.11.34) / RVN-10 (ADV 2.03.22): the Veterans desert (a Secondary Rebel
    /// Governor's to his Province, the others' to the Primary Rebel), then the Rebel
    /// Governors take their Provinces and Garrisons; a Primary Rebel Governor staying in his
    /// Province keeps his deserters there.
    fn rvn_10_rebels_forces(&mut self, rebels: &[SenatorId], ev: &mut Vec<Event>) {
        self.rvn_10_legate_provinces_to_forum(rebels, ev);
        let governors = self.rvn_10_rebel_governors(rebels);
        let primary = self.rebellion.as_ref().map(|r| r.rebel.clone());
        let secondary: Vec<RebelGovernor> = governors
            .iter()
            .filter(|g| Some(&g.senator) != primary.as_ref())
            .cloned()
            .collect();
        self.rvn_10_secondary_veterans(&secondary, ev);
        let to_primary: Vec<SenatorId> = rebels
            .iter()
            .filter(|s| !secondary.iter().any(|g| g.senator == **s))
            .cloned()
            .collect();
        self.rvn_08_veterans_desert(&to_primary, ev);
        self.rvn_10_governors_join(governors, ev);
        self.rvn_10_primary_veterans_home();
    }

    /// RVN-10 (ADV 2.03.2, 2.03.21): a Governor is the Primary Rebel: in his Province, with
    /// the Secondary Rebels his order names (Governors among them in theirs).
    fn rvn_10_declare_governor(&mut self, c: Candidate, ev: &mut Vec<Event>) {
        self.rvn_10_declare_primary_governor(&c.commander, c.faction, c.strength, ev);
        let mut joined: Vec<SenatorId> = Vec::new();
        for s in &c.joined_by {
            if let Some(i) = self.find_senator(s)
                && self.senators[i].faction == Some(c.faction)
            {
                joined.push(self.senators[i].id());
            }
        }
        self.rvn_07_commands_to_senate(&joined, ev);
        ev.push(public(EventKind::SecondaryRebels {
            rebel: c.commander.clone(),
            senators: joined.clone(),
        }));
        if let Some(r) = self.rebellion.as_mut() {
            r.secondaries = joined.clone();
        }
        let mut rebels = vec![c.commander.clone()];
        rebels.extend(joined);
        for r in &rebels {
            self.rvn_08_mark(r, ev);
        }
        self.rvn_10_rebels_forces(&rebels, ev);
    }

    /// RVN-07 (LR 1.11.32/9): a Secondary Rebel with an independent command contributes none
    /// of its Forces to the Primary Rebel and returns its Legions and Fleets to Senate control:
    /// to the Active Forces if Victorious (its war was defeated, or it is the Army that beat a
    /// Rebel), else they stay on their war without a commander (as after a commander's death,
    /// SEN-48). A Master of Horse with him leaves the Force too: to Rome if loyal (LR 1.11.32/4),
    /// with the Rebels if he joins. His Veterans desert to the Primary Rebel afterwards
    /// (RVN-08, LR 1.11.34).
    fn rvn_07_commands_to_senate(&mut self, joined: &[SenatorId], ev: &mut Vec<Event>) {
        for s in joined {
            while let Some(fi) = self
                .forces
                .iter()
                .position(|x| x.commander.as_ref() == Some(s))
            {
                let war = self.forces[fi].war.clone();
                if !self.war_in_forum(&war) {
                    if let Some(e) = self.force_home(fi, super::api::ReturnReason::RevolutionPhase)
                    {
                        ev.push(e);
                    }
                    self.forces.remove(fi);
                    continue;
                }
                let f = &mut self.forces[fi];
                f.commander = None;
                let moh = f.master_of_horse.take();
                let (legions, fleets) = (f.legions, f.fleets);
                if let Some(m) = moh
                    && !joined.contains(&m)
                    && let Some(i) = self.find_senator(&m)
                {
                    self.senators[i].in_rome = true;
                }
                ev.push(public(EventKind::CommandLeftToSenate {
                    senator: s.clone(),
                    war: war.into(),
                    legions,
                    fleets,
                }));
            }
        }
    }

    /// RVN-08 (LR 1.11.33): a rebel's Concessions go to the Forum, he loses his Knights and
    /// offices (a Governor keeps his Province), leaves Rome and gets a Rebel marker.
    fn rvn_08_mark(&mut self, id: &SenatorId, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(id) else {
            return;
        };
        let s = &mut self.senators[i];
        let concessions: Vec<String> = s.concessions.drain(..).map(|c| c.key).collect();
        let knights = std::mem::take(&mut s.knights);
        let offices: Vec<Office> = std::mem::take(&mut s.offices);
        s.rebel = true;
        s.in_rome = false;
        s.major = false;
        self.forum_concessions.extend(concessions.iter().cloned());
        ev.push(public(EventKind::RebelMarked {
            senator: id.clone(),
            concessions: concessions.into_iter().map(Into::into).collect(),
            knights,
            offices: offices.iter().map(|o| Post::Office(*o)).collect(),
        }));
        // SEN-15 (LR 2.01.31): a Priest going into Revolt loses his Priesthood.
        self.sen_15_revolt(id, ev);
    }

    /// RVN-08 (LR 1.11.34): Veteran Legions owing allegiance to any rebel, in the Active
    /// Forces or with another Force, desert to the Primary Rebel.
    fn rvn_08_veterans_desert(&mut self, rebels: &[SenatorId], ev: &mut Vec<Event>) {
        let families: Vec<u8> = rebels
            .iter()
            .filter_map(|r| self.find_senator(r))
            .map(|i| self.senators[i].family)
            .collect();
        let mut moved: Vec<u8> = Vec::new();
        self.veterans_in_rome.retain(|v| {
            if families.contains(v) {
                moved.push(*v);
                false
            } else {
                true
            }
        });
        for f in &mut self.forces {
            let before = f.veterans.len();
            f.veterans.retain(|v| {
                if families.contains(v) {
                    moved.push(*v);
                    false
                } else {
                    true
                }
            });
            let gone = u32::try_from(before - f.veterans.len()).unwrap_or(0);
            f.legions = f.legions.saturating_sub(gone);
        }
        // COM-18: Veterans in a Province's Garrison desert too ("regardless of where they
        // are", LR 1.11.34/1).
        moved.extend(self.garrison_veterans_desert(&families));
        if moved.is_empty() {
            return;
        }
        let n = u32::try_from(moved.len()).unwrap_or(0);
        self.legions = self.legions.saturating_sub(n);
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        r.legions += n;
        r.veterans.extend(moved);
        ev.push(public(EventKind::VeteransDesert {
            rebel: r.rebel.clone(),
            legions: n,
        }));
    }

    /// MOR-04 / RVN-09 (LR 1.11.372): the Primary Rebel died: the Revolt fails. The Secondary
    /// Rebels die, the Rebel's Legions return to the Active Forces. A Secondary Rebel who
    /// died leaves the list.
    pub(super) fn rebel_died(&mut self, id: &SenatorId, ev: &mut Vec<Event>) {
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        if r.rebel != *id {
            r.secondaries.retain(|s| s != id);
            return;
        }
        let Some(r) = self.rebellion.take() else {
            return;
        };
        // RVN-10 (ADV 2.03.91/5-6): with Rebel Governors all resistance collapses: every Rebel
        // Province returns to the Forum Undeveloped with no Forces (the Primary's own too,
        // RULING), and the Secondary Rebels die below (their deaths send the cards there).
        if !r.governors.is_empty() {
            let provinces: Vec<String> = r.governors.iter().map(|g| g.province.clone()).collect();
            for key in &provinces {
                self.rvn_10_rebel_province_stripped(key);
            }
            ev.push(public(EventKind::RebelProvincesCollapse {
                rebel: r.rebel.clone(),
                provinces: provinces.into_iter().map(super::api::ProvinceKey).collect(),
            }));
        }
        self.legions += r.legions;
        self.veterans_in_rome.extend(r.veterans.iter().copied());
        // RVN-10 (LR 1.11.371/1, 1.11.372/4): his Roman Fleets back to the Active Forces.
        self.rvn_10_fleets_to_senate(&r, ev);
        // LR 1.11.372: a Senate Army still facing him returns to Rome (its Legions, still the
        // Senate's, are back in the Active Forces with their allegiance).
        if let Some(a) = &r.senate_army {
            self.veterans_in_rome.extend(a.veterans.iter().copied());
            for id in std::iter::once(&a.commander).chain(&a.master_of_horse) {
                if let Some(i) = self.find_senator(id) {
                    self.senators[i].in_rome = true;
                }
            }
        }
        ev.push(public(EventKind::RevoltFailed {
            rebel: r.rebel.clone(),
            legions: r.legions,
        }));
        for s in &r.secondaries {
            if let Some(i) = self.find_senator(s) {
                self.kill_senator(
                    i,
                    DeathCause::RevoltFailed {
                        rebel: r.rebel.clone(),
                    },
                    ev,
                );
            }
        }
    }

    /// GEN-12 / VIC-03, with VIC-04 (2): the State is bankrupt. Everyone loses, unless a
    /// Senator is in Revolt: then the Rebel meets his second winning condition (VIC-06).
    pub(super) fn state_bankrupt(&mut self, ev: &mut Vec<Event>) {
        if self.rebellion.is_some() {
            self.vic_06_rebel_end_game(RebelWin::Bankruptcy, ev);
        } else {
            self.finish(Ending::StateBankrupt, ev);
        }
    }

    /// POP-05 / VIC-03, with VIC-04 (2): the People revolt. Everyone loses, unless a Senator is
    /// in Revolt: then the Rebel meets his second winning condition (VIC-06).
    pub(super) fn people_revolt(&mut self, ev: &mut Vec<Event>) {
        if self.rebellion.is_some() {
            self.vic_06_rebel_end_game(RebelWin::PeopleRevolt, ev);
        } else {
            self.finish(Ending::PeopleRevolt, ev);
        }
    }

    /// VIC-06 (LR 1.12.3): with fewer than 4 Active Wars the Rebel wins. Otherwise he must
    /// fight the wars with every Legion and Fleet (`vic_06_campaign`).
    ///
    /// RULING (VIC-06): the count is of the Active Wars other than the Civil War itself: the
    /// Rebel who met a winning condition is no longer one (LR 1.12.1 (1)).
    pub(super) fn vic_06_rebel_end_game(&mut self, condition: RebelWin, ev: &mut Vec<Event>) {
        let Some(r) = self.rebellion.clone() else {
            return;
        };
        if self.active_wars.len() < 4 {
            self.finish(
                Ending::RebelWins {
                    rebel: r.rebel,
                    faction: r.faction,
                    condition,
                },
                ev,
            );
        } else {
            // VIC-06 / VIC-01: his campaign against the wars (rebel_end_game.rs).
            self.vic_06_campaign(condition, ev);
        }
    }
}
