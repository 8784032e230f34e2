//! The Rebel end-game with 4 or more Active Wars (LR 1.12.3; VIC-06, VIC-01).
//!
//! The Rebel who met a winning condition (VIC-04) while 4 or more Active Wars stand must bring
//! them below 4 himself. The rules "skip directly to the Combat Phase": the flow that was
//! running (the Revenue, Forum, Population or Senate Phase for condition 2, the end of the
//! Combat Phase for condition 1) stops there, and the campaign is a stage of the Combat Phase
//! (`Game::vic_06`, kept in snapshots). Every Legion but the Garrisons comes home to the Active
//! Forces; the Rebel takes them all with every Fleet.
//!
//! Battle by battle his faction is asked which Active War he attacks next ("in the order of
//! his choosing"; a `Choice`, `CHOOSE <war>`): the wars he can attack are those whose Fleet
//! Support his Fleets meet (and, for a war with a fleet and no Naval Victory marker, with a
//! Fleet for the naval battle), while he has a Legion. Each war is fought as any Force fights
//! it (`combat.rs`, `Game::vic_06_fight`): the naval battle first, Disaster and Standoff
//! numbers (his own Statesman's nullification counts), losses of Legions and Fleets, Veterans,
//! Mortality chits for his losses (which may kill or capture him), Popularity for his losses
//! and his victor's gains, Unrest, and a Victory's Spoils to the State Treasury with the war
//! card discarded and its Provinces created. He needs a Victory and to stay alive and free to
//! be asked again. Below 4 he wins (even dying in the last battle, except under condition 1:
//! then a living Consul for Life wins, or the Revolt fails and the Combat Phase goes on to its
//! end); otherwise every player loses (VIC-01: the four-war loss takes precedence over his win).
//!
//! The Default Move (docs/RULINGS.md VIC-06): the war he is most likely to beat (the best
//! margin of his strength over the war's, land and naval; ties: the first Active War).

use serde::{Deserialize, Serialize};

use super::api::{
    ChoiceAbout, ChoiceOption, Ending, Event, EventKind, FactionId, RebelWin, SenatorId,
};
use super::game::{Game, GameStatus, data, public};
use super::state::{Force, Office, Phase};

/// LR 1.12.3: the count the Rebel must get below.
const WARS_LOST: usize = 4;

/// VIC-06: a position's `[start] stage` in the Combat Phase for a campaign under way, by the
/// winning condition he met.
const STAGES: [(&str, RebelWin); 4] = [
    ("rebel_campaign_bankruptcy", RebelWin::Bankruptcy),
    ("rebel_campaign_people_revolt", RebelWin::PeopleRevolt),
    (
        "rebel_campaign_senate_did_not_attack",
        RebelWin::SenateDidNotAttack,
    ),
    (
        "rebel_campaign_defeated_the_senate",
        RebelWin::DefeatedTheSenate,
    ),
];

/// The condition a position's campaign stage names (None: not a campaign stage).
pub fn campaign_stage(stage: &str) -> Option<RebelWin> {
    STAGES
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(stage.trim()))
        .map(|(_, c)| *c)
}

/// The campaign stages a position may name.
pub fn campaign_stages() -> Vec<&'static str> {
    STAGES.iter().map(|(k, _)| *k).collect()
}

/// VIC-06: the Rebel's campaign under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Campaign {
    /// The winning condition he met.
    pub condition: RebelWin,
    pub rebel: SenatorId,
    pub faction: FactionId,
    /// The interrupted flow is still unwinding: the campaign has not started.
    pub entering: bool,
    /// The wars he was asked about so far (numbers the decisions).
    pub asked: u32,
    /// COM-07 / COM-08 (LR 1.10.21, 1.10.31: "once per turn per War"): the (war, number)
    /// Disaster and Standoff numbers the Senate's battles of this Combat Phase already applied
    /// (a campaign under condition 1 follows them in the same phase; none under condition 2).
    #[serde(default)]
    pub ds_used: Vec<(String, u8)>,
}

impl Game {
    /// VIC-06 (LR 1.12.3): the Rebel met a winning condition with 4 or more Active Wars: the
    /// game skips to the Combat Phase for his campaign. The calling flow stops (it sees the game
    /// no longer waiting); the campaign opens when the rules call returns (`vic_06_enter`).
    pub(super) fn vic_06_campaign(&mut self, condition: RebelWin, _ev: &mut Vec<Event>) {
        let Some(r) = self.rebellion.clone() else {
            return;
        };
        self.pending = None;
        self.vic_06 = Some(Campaign {
            condition,
            rebel: r.rebel,
            faction: r.faction,
            entering: true,
            asked: 0,
            ds_used: Vec::new(),
        });
        // The calling flow sees the game no longer waiting and stops as it unwinds to the top
        // of the rules call; `vic_06_enter` puts `Waiting` back before the call returns.
        self.status = GameStatus::Suspended;
    }

    /// VIC-06: at the end of a rules call, start the campaign the call's flow stopped for: the
    /// Combat Phase, every Legion but the Garrisons to the Rebel with every Fleet, the first
    /// question.
    pub(super) fn vic_06_enter(&mut self, ev: &mut Vec<Event>) {
        if !self.vic_06.as_ref().is_some_and(|c| c.entering) {
            return;
        }
        // Only the stop this module made is lifted: a flow that ended the game or reached an
        // unbuilt rule meanwhile keeps its status.
        if !self.vic_06_stopped() {
            self.vic_06 = None;
            return;
        }
        let Some(c) = self.vic_06.as_mut() else {
            return;
        };
        c.entering = false;
        let rebel = c.rebel.clone();
        let second = matches!(c.condition, RebelWin::Bankruptcy | RebelWin::PeopleRevolt);
        self.status = GameStatus::Waiting;
        if second {
            // Condition 2: the interrupted phase never resumes (the campaign ends the game).
            self.forum = None;
            self.senate = None;
        }
        self.pending = None;
        self.com_05_stop = None;
        self.com_03_orders.clear();
        if self.phase != Phase::Combat {
            self.phase = Phase::Combat;
            ev.push(public(EventKind::PhaseStarted {
                turn: self.turn,
                phase: Phase::Combat,
            }));
        }
        // Every surviving Legion but the Garrisons comes home; the Rebel takes them all and
        // every Fleet.
        // A Proconsul losing his Force no longer commands against his war: he is Proconsul no
        // more (LR 1.10.8), as when the Senate recalls him.
        let forces = std::mem::take(&mut self.forces);
        for f in forces {
            self.veterans_in_rome.extend(f.veterans.iter().copied());
            for id in f.commander.iter().chain(&f.master_of_horse) {
                if let Some(i) = self.find_senator(id) {
                    self.senators[i].in_rome = true;
                    self.senators[i].offices.retain(|o| *o != Office::Proconsul);
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
        // RVN-10 (ADV 2.03.23): and the Roman Fleets he already controls.
        self.rvn_10_fleets_to_campaign();
        let garrisons = self.garrison_legions();
        let taken = self.legions.saturating_sub(garrisons);
        let vets = std::mem::take(&mut self.veterans_in_rome);
        self.legions = garrisons;
        if let Some(x) = self.rebellion.as_mut() {
            x.legions += taken;
            x.veterans.extend(vets);
        }
        ev.push(public(EventKind::RebelCampaign {
            rebel,
            legions: self.rebel_legions(),
            fleets: self.fleets,
            wars: u32::try_from(self.active_wars.len()).unwrap_or(u32::MAX),
        }));
        self.vic_06_next(ev);
    }

    /// A position's `[start] stage` for the campaign under way (None: no campaign).
    pub(super) fn vic_06_stage(&self) -> Option<String> {
        let c = self.vic_06.as_ref()?;
        STAGES
            .iter()
            .find(|(_, w)| *w == c.condition)
            .map(|(k, _)| (*k).to_string())
    }

    /// A position opened at a campaign stage: the campaign starts again, the Rebel asked for
    /// his next war.
    pub(super) fn vic_06_open(&mut self, stage: &str, ev: &mut Vec<Event>) {
        let Some(condition) = campaign_stage(stage) else {
            return;
        };
        self.phase = Phase::Combat;
        ev.push(public(EventKind::PhaseStarted {
            turn: self.turn,
            phase: Phase::Combat,
        }));
        self.vic_06_rebel_end_game(condition, ev);
    }

    /// Is the game stopped by `vic_06_campaign` (and nothing else)?
    fn vic_06_stopped(&self) -> bool {
        self.status == GameStatus::Suspended
    }

    /// The Garrisons (LR 1.12.3 leaves them out of his Force): those of the Provinces with a
    /// Governor and those of the Provinces lying in the Forum (SEN-35 / SEN-46, REV-19).
    fn garrison_legions(&self) -> u32 {
        self.provinces.iter().map(|p| p.garrison).sum::<u32>() + self.forum_garrison_legions()
    }

    /// Is the campaign's Rebel still in Revolt, alive and free?
    fn vic_06_rebel_free(&self, c: &Campaign) -> bool {
        self.rebellion.as_ref().is_some_and(|r| r.rebel == c.rebel)
            && !self.captives.iter().any(|x| x.senator == c.rebel)
    }

    /// VIC-06: the Active Wars the Rebel can attack now, the Default Move first: he needs a
    /// Legion, the war's Fleet Support, and a Fleet for a naval battle it still holds.
    pub(super) fn vic_06_targets(&self) -> Vec<String> {
        let d = data();
        if self.rebel_legions() == 0 {
            return Vec::new();
        }
        let mut out: Vec<(i64, usize, String)> = Vec::new();
        for (n, k) in self.active_wars.iter().enumerate() {
            let Some(w) = d.war(k) else { continue };
            let naval = w.has_naval() && !self.naval_victories.contains(k);
            if self.fleets < u32::from(w.fleet_support) || (naval && self.fleets == 0) {
                continue;
            }
            out.push((-self.vic_06_margin(k, naval), n, k.clone()));
        }
        out.sort();
        out.into_iter().map(|(_, _, k)| k).collect()
    }

    /// The Default Move's measure: the Rebel's strength less the war's, on land and (if a naval
    /// battle comes first) at sea, the worse of the two.
    fn vic_06_margin(&self, war: &str, naval: bool) -> i64 {
        let Some(r) = self.rebellion.as_ref() else {
            return i64::MIN;
        };
        let mil = |id: &SenatorId| {
            self.find_senator(id)
                .map_or(0, |i| i64::from(self.planning_military(i)))
        };
        let moh = r
            .ex_master_of_horse
            .as_ref()
            .filter(|m| r.secondaries.contains(m))
            .map_or(0, mil);
        let m = mil(&r.rebel) + moh;
        let units = i64::from(r.legions) + i64::try_from(r.veterans.len()).unwrap_or(0);
        let s = self.war_strength(war);
        let land = units + m.min(units) - s.map_or(0, |s| i64::from(s.land));
        if !naval {
            return land;
        }
        let fleets = i64::from(self.fleets);
        let sea = fleets + m.min(fleets) - s.map_or(0, |s| i64::from(s.fleet));
        land.min(sea)
    }

    /// VIC-06: ask the Rebel's faction which war he attacks next, or end the campaign (below
    /// 4 wars, the Rebel dead or captured, or no war he can attack).
    fn vic_06_next(&mut self, ev: &mut Vec<Event>) {
        let Some(c) = self.vic_06.clone() else {
            return;
        };
        if self.status != GameStatus::Waiting {
            return;
        }
        if self.active_wars.len() < WARS_LOST || !self.vic_06_rebel_free(&c) {
            self.vic_06_end(ev);
            return;
        }
        let targets = self.vic_06_targets();
        let Some(default) = targets.first().cloned() else {
            ev.push(public(EventKind::RebelCannotAttack {
                rebel: c.rebel.clone(),
                fleets: self.fleets,
            }));
            self.vic_06_end(ev);
            return;
        };
        let asked = c.asked + 1;
        if let Some(x) = self.vic_06.as_mut() {
            x.asked = asked;
        }
        let about = ChoiceAbout::RebelCampaign {
            rebel: c.rebel.clone(),
            wars: u32::try_from(self.active_wars.len()).unwrap_or(u32::MAX),
        };
        let id = self.choice_id(&about, usize::try_from(asked).unwrap_or(0), c.faction);
        let options = targets
            .into_iter()
            .map(|war| ChoiceOption::War { war })
            .collect();
        self.ask_choice(
            c.faction,
            id,
            about,
            options,
            ChoiceOption::War { war: default },
        );
    }

    /// VIC-06: the Rebel's pick: he attacks that war, then is asked again or the campaign
    /// ends.
    pub(super) fn vic_06_answer(&mut self, pick: &ChoiceOption, ev: &mut Vec<Event>) {
        let targets = self.vic_06_targets();
        let war = match pick {
            ChoiceOption::War { war } if targets.contains(war) => war.clone(),
            _ => match targets.first() {
                Some(w) => w.clone(),
                None => {
                    self.vic_06_end(ev);
                    return;
                }
            },
        };
        if self.vic_06_battle(&war, ev) {
            self.vic_06_next(ev);
        } else if self.status == GameStatus::Waiting {
            self.vic_06_end(ev);
        }
    }

    /// One war of the Rebel's campaign, fought by a Force of his (`combat.rs`). Returns
    /// whether he defeated it.
    fn vic_06_battle(&mut self, war: &str, ev: &mut Vec<Event>) -> bool {
        let Some(c) = self.vic_06.clone() else {
            return false;
        };
        let Some(r) = self.rebellion.clone() else {
            return false;
        };
        let garrisons = self.garrison_legions();
        // COM-14 takes the losses from the Active Forces count: his Legions join it for the
        // battle and come back to him after it.
        self.legions += r.legions;
        if let Some(x) = self.rebellion.as_mut() {
            x.legions = 0;
            x.veterans.clear();
        }
        let moh = r
            .ex_master_of_horse
            .clone()
            .filter(|m| r.secondaries.contains(m));
        let away: Vec<(SenatorId, bool)> = std::iter::once(&c.rebel)
            .chain(&moh)
            .filter_map(|id| {
                self.find_senator(id)
                    .map(|i| (id.clone(), self.senators[i].in_rome))
            })
            .collect();
        ev.push(public(EventKind::RebelAttacks {
            rebel: c.rebel.clone(),
            war: war.to_string().into(),
            legions: r.legions,
            fleets: self.fleets,
        }));
        let fi = self.forces.len();
        self.forces.push(Force {
            commander: Some(c.rebel.clone()),
            master_of_horse: moh,
            war: war.to_string(),
            legions: r.legions,
            veterans: r.veterans.clone(),
            fleets: self.fleets,
            dispatched: 0,
            sent_turn: self.turn,
        });
        let from = ev.len();
        self.vic_06_fight(fi, ev);
        let force = (fi < self.forces.len()).then(|| self.forces.remove(fi));
        let mut vets = force.map(|f| f.veterans).unwrap_or_default();
        vets.append(&mut self.veterans_in_rome);
        let his = self.legions.saturating_sub(garrisons);
        match self.rebellion.as_mut() {
            Some(x) => {
                x.legions = his;
                x.veterans = vets;
                self.legions = garrisons;
            }
            // The Revolt failed in the battle (MOR-04): the State keeps what is left; the
            // failure tells how many of his Legions return (his Force held them then).
            None => {
                self.veterans_in_rome = vets;
                for e in ev.iter_mut().skip(from) {
                    if let EventKind::RevoltFailed { rebel, legions } = &mut e.kind
                        && *rebel == c.rebel
                    {
                        *legions = his;
                    }
                }
            }
        }
        for (id, in_rome) in away {
            if let Some(i) = self.find_senator(&id)
                && !self.captives.iter().any(|x| x.senator == id)
            {
                self.senators[i].in_rome = in_rome;
            }
        }
        !self.active_wars.iter().any(|k| k == war)
    }

    /// VIC-06 / VIC-01: the campaign is over: below 4 Active Wars the Rebel wins (under
    /// condition 1 only if he is alive: otherwise a living Consul for Life wins, or the Revolt
    /// failed and the Combat Phase goes on); 4 or more: every player loses.
    fn vic_06_end(&mut self, ev: &mut Vec<Event>) {
        let Some(c) = self.vic_06.take() else {
            return;
        };
        if self.status != GameStatus::Waiting {
            return;
        }
        // His death ends the Revolt (MOR-04, `rebel_died`).
        let alive = self.rebellion.as_ref().is_some_and(|r| r.rebel == c.rebel);
        let below = self.active_wars.len() < WARS_LOST;
        let second = matches!(c.condition, RebelWin::Bankruptcy | RebelWin::PeopleRevolt);
        if below && (alive || second) {
            self.finish(
                Ending::RebelWins {
                    rebel: c.rebel,
                    faction: c.faction,
                    condition: c.condition,
                },
                ev,
            );
        } else if below {
            // The exception: under condition 1 a Rebel dying in the last battle does not win.
            if let Some((i, faction)) = self.consul_for_life() {
                let senator = self.senators[i].id();
                self.finish(Ending::ConsulForLife { faction, senator }, ev);
            } else {
                // His death made the Revolt fail (MOR-04): the Combat Phase goes on to its end.
                self.com_end_after_civil_war(ev);
            }
        } else {
            let n = u32::try_from(self.active_wars.len()).unwrap_or(u32::MAX);
            self.finish(
                Ending::RebelCampaignFailed {
                    rebel: c.rebel,
                    wars: n,
                },
                ev,
            );
        }
    }
}
