//! Issue 24 §2: the Late Republic Laws' lasting effects (the plays are `laws.rs`).
//!
//! - COM-01 Gabinian Law (card:law-gabinian/1-2; LR 1.08.2/4): with the Law in play, every
//!   non-rebel Commander at War (his Force on a war in the Forum, not captive) may recruit
//!   Legions and Fleets from his Personal Treasury or his Faction Treasury as the Combat Phase
//!   begins, before the Commanders' other answers (COM-05, COM-03). The Commanders decide in
//!   HRAO ranking order (GEN-11's ranking among them: highest office, then Influence, Oratory,
//!   lowest ID), one `Choice` round each: `RECRUIT <n> LEGIONS <m> FLEETS FROM PERSONAL|
//!   FACTION` (or `CHOOSE PASS`). Default Move: none recruited (RULING COM-01 in docs/
//!   RULINGS.md). The Senate's costs and limits apply (SEN-43: 10T a unit, 25 Legions and 25
//!   Fleets counting a Rebel's Army, the Armaments / Ship Building profits), except that
//!   neither No Recruitment nor Manpower Shortage applies (LR 1.08.2/4). A Commander who could
//!   recruit nothing (no room, neither treasury holding 10T) is not asked. The units join his
//!   Force (regular Legions).
//! - RVN-11 Manilian Law (card:law-manilian/1-4): with the Law in play, each victorious
//!   Commander (his war gone from the Forum, S002 "VII. Revolution Phase": the Commander who
//!   would return to Rome) who did not revolt may keep his Army and move it to a current War
//!   (Active or Inactive) that it could be sent to (SEN-44's minimums: the Fleet Support, a
//!   Fleet for a naval battle first, a Legion for a land battle; TD-08's earlier war first).
//!   Asked after the declarations of Revolt, one `Choice` per Commander in one round (`CHOOSE
//!   <war>` / `CHOOSE RETURN`); Default Move: he returns to Rome as before (S004 "all forces
//!   returned to Rome"). An Inactive war becomes Active at once; he becomes Proconsul (COM-17:
//!   he lays down a Major Office) and may be recalled (SEN-45). He fights no battle in the
//!   Revolution Phase (no battle is fought there): the war keeps its Unprosecuted state (COM-20)
//!   until his attack in the next Combat Phase.

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Event, EventKind, FactionId, RecruitPurse, SenatorId, WarKey,
};
use super::api::{Cause, ForcesReason};
use super::choices::answer_about;
use super::game::{Game, data, private, public};
use super::legality::{MAX_FLEETS, MAX_LEGIONS};
use std::cmp::Reverse;

/// The Law keys (data/laws.toml).
pub(super) const GABINIAN: &str = "gabinian";
pub(super) const MANILIAN: &str = "manilian";

/// COM-01 (card:law-gabinian/1): what a unit costs a Commander (SEN-43's price; LR 1.08.2/4:
/// no Manpower Shortage raises it).
pub(super) const GABINIAN_UNIT_COST: u32 = 10;

impl Game {
    /// COM-01: the Commanders at War who may recruit under the Gabinian Law, in HRAO ranking
    /// order (GEN-11 among them).
    fn com_01_commanders(&self) -> Vec<(SenatorId, String)> {
        let d = data();
        let mut v: Vec<(usize, String)> = self
            .forces
            .iter()
            .filter(|f| self.war_in_forum(&f.war))
            .filter_map(|f| {
                let i = self.find_senator(f.commander.as_ref()?)?;
                let s = &self.senators[i];
                let free = !s.rebel
                    && s.faction.is_some()
                    && !self.captives.iter().any(|c| c.senator == s.id());
                free.then(|| (i, f.war.clone()))
            })
            .collect();
        v.sort_by_key(|(i, _)| {
            let s = &self.senators[*i];
            (
                s.offices.is_empty(),
                s.offices.iter().min().cloned(),
                Reverse(s.influence),
                Reverse(s.oratory(d)),
                s.id_key(),
            )
        });
        v.into_iter()
            .map(|(i, w)| (self.senators[i].id(), w))
            .collect()
    }

    /// COM-01: the most units of one kind the pool holds room for now.
    fn com_01_room(&self) -> (u32, u32) {
        (
            MAX_LEGIONS.saturating_sub(self.legions + self.rebel_legions()),
            MAX_FLEETS.saturating_sub(self.fleets + self.rebel_fleets()),
        )
    }

    /// COM-01: the talents `commander` may spend from `from`.
    fn com_01_purse(&self, commander: &SenatorId, from: RecruitPurse) -> u32 {
        let Some(i) = self.find_senator(commander) else {
            return 0;
        };
        match from {
            RecruitPurse::Personal => self.senators[i].treasury,
            RecruitPurse::Faction => self.senators[i]
                .faction
                .and_then(|f| self.factions.get(usize::from(f.0)))
                .map_or(0, |fs| fs.treasury),
        }
    }

    /// COM-01: the listed picks: none (the Default Move), then the most Legions, and the most
    /// Fleets, each treasury could pay for. Any other affordable split is accepted too.
    fn com_01_options(&self, commander: &SenatorId) -> Vec<ChoiceOption> {
        let (room_l, room_f) = self.com_01_room();
        let mut v = vec![ChoiceOption::Pass];
        for from in [RecruitPurse::Personal, RecruitPurse::Faction] {
            let units = self.com_01_purse(commander, from) / GABINIAN_UNIT_COST;
            for (legions, fleets) in [(units.min(room_l), 0), (0, units.min(room_f))] {
                if legions + fleets > 0 {
                    v.push(ChoiceOption::Recruit {
                        legions,
                        fleets,
                        from,
                    });
                }
            }
        }
        v
    }

    /// COM-01: ask the next Commander after `after` (the first if None) who could recruit.
    /// Returns true when his round is open.
    pub(super) fn com_01_ask(&mut self, after: Option<&SenatorId>) -> bool {
        if !self.law_in_play(GABINIAN) {
            return false;
        }
        let all = self.com_01_commanders();
        let start = after
            .and_then(|a| all.iter().position(|(c, _)| c == a))
            .map_or(0, |p| p + 1);
        for (n, (commander, war)) in all.into_iter().enumerate().skip(start) {
            let options = self.com_01_options(&commander);
            if options.len() < 2 {
                continue;
            }
            let Some(owner) = self
                .find_senator(&commander)
                .and_then(|i| self.senators[i].faction)
            else {
                continue;
            };
            let about = ChoiceAbout::GabinianRecruit { commander, war };
            let id = self.choice_id(&about, n + 1, owner);
            // RULING (COM-01): a silent Commander recruits nothing.
            self.ask_choice(owner, id, about, options, ChoiceOption::Pass);
            return true;
        }
        false
    }

    /// COM-01: is `pick` a recruiting the Commander may make now (any affordable split within
    /// the limits, listed or not)?
    pub(super) fn com_01_valid(&self, about: &ChoiceAbout, pick: &ChoiceOption) -> bool {
        let ChoiceAbout::GabinianRecruit { commander, .. } = about else {
            return false;
        };
        match pick {
            ChoiceOption::Pass => true,
            ChoiceOption::Recruit {
                legions,
                fleets,
                from,
            } => {
                let (room_l, room_f) = self.com_01_room();
                let units = legions.saturating_add(*fleets);
                units > 0
                    && *legions <= room_l
                    && *fleets <= room_f
                    && units.saturating_mul(GABINIAN_UNIT_COST)
                        <= self.com_01_purse(commander, *from)
            }
            _ => false,
        }
    }

    /// COM-01: apply the Commander's pick, then ask the next one, or go on with the Combat
    /// Phase.
    pub(super) fn com_01_answer(
        &mut self,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let ChoiceAbout::GabinianRecruit { commander, war } = about else {
            return;
        };
        if let ChoiceOption::Recruit {
            legions,
            fleets,
            from,
        } = pick
            && self.com_01_valid(about, pick)
        {
            self.com_01_recruit(commander, war, *legions, *fleets, *from, ev);
        }
        if self.com_01_ask(Some(commander)) {
            return;
        }
        self.com_after_recruiting(ev);
    }

    /// COM-01: pay, and put the new units in the Commander's Force.
    fn com_01_recruit(
        &mut self,
        commander: &SenatorId,
        war: &str,
        legions: u32,
        fleets: u32,
        from: RecruitPurse,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self.find_senator(commander) else {
            return;
        };
        let Some(fi) = self
            .forces
            .iter()
            .position(|f| f.commander.as_ref() == Some(commander))
        else {
            return;
        };
        let cost = (legions + fleets) * GABINIAN_UNIT_COST;
        match from {
            RecruitPurse::Personal => {
                self.senators[i].treasury = self.senators[i].treasury.saturating_sub(cost);
            }
            RecruitPurse::Faction => {
                let Some(fs) = self.senators[i]
                    .faction
                    .and_then(|f| self.factions.get_mut(usize::from(f.0)))
                else {
                    return;
                };
                fs.treasury = fs.treasury.saturating_sub(cost);
            }
        }
        self.ledger.spent_to_bank += u64::from(cost);
        self.legions += legions;
        self.fleets += fleets;
        self.forces[fi].legions += legions;
        self.forces[fi].fleets += fleets;
        // SEN-61 (ADV 2.04.3/4): beyond the Force Pool, from the disbanded Legions.
        self.sen_61_raised_from_bank(ev);
        // GEN-04 (S004/12): which treasury paid is the faction's secret.
        let recruited = |from| EventKind::GabinianRecruited {
            commander: commander.clone(),
            war: WarKey::from(war),
            legions,
            fleets,
            from,
            cost,
        };
        if let Some(f) = self.senators[i].faction {
            ev.push(private(f, recruited(Some(from))));
        }
        ev.push(public(recruited(None)));
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::Raised,
        }));
        // SEN-43: the Armaments / Ship Building holders are paid for these units too.
        self.sen_43_unit_profits(legions, fleets, ev);
    }

    /// RVN-11: the wars a victorious Army of `legions` / `fleets` may move to now.
    fn rvn_11_wars(&self, legions: u32, fleets: u32) -> Vec<String> {
        let d = data();
        self.active_wars
            .iter()
            .chain(&self.inactive_wars)
            .filter(|k| {
                let Some(w) = d.war(k) else {
                    return false;
                };
                let naval_first = w.has_naval() && !self.naval_victories.contains(*k);
                let fights = if naval_first { fleets > 0 } else { legions > 0 };
                fights
                    && fleets >= u32::from(w.fleet_support)
                    && self.td_08_earlier_war_unattacked(k).is_none()
            })
            .cloned()
            .collect()
    }

    /// RVN-11: the victorious Commanders who may march, with the wars each may march to.
    fn rvn_11_candidates(&self) -> Vec<(SenatorId, FactionId, Vec<String>)> {
        if !self.law_in_play(MANILIAN) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (f, i, owner) in self.victors_coming_home() {
            let wars = self.rvn_11_wars(f.legions, f.fleets);
            if !wars.is_empty() {
                out.push((self.senators[i].id(), owner, wars));
            }
        }
        out
    }

    /// RVN-11: open the round of the victorious Commanders' answers, if any may march.
    /// Returns true when the round is open.
    pub(super) fn rvn_11_ask(&mut self) -> bool {
        let mut decisions = Vec::new();
        for (n, (commander, owner, wars)) in self.rvn_11_candidates().into_iter().enumerate() {
            let about = ChoiceAbout::ManilianWar { commander };
            let mut options = vec![ChoiceOption::ReturnHome];
            options.extend(wars.into_iter().map(|war| ChoiceOption::War { war }));
            // S004 "all forces returned to Rome".
            let default = ChoiceOption::ReturnHome;
            decisions.push(self.choice_decision(n + 1, owner, about, options, default));
        }
        self.open_choice_round(decisions)
    }

    /// Is this answer to the RVN-11 round?
    pub(super) fn rvn_11_is_answer(a: &Answer) -> bool {
        matches!(answer_about(a), Some(ChoiceAbout::ManilianWar { .. }))
    }

    /// RVN-11: the marches, in HRAO order of the factions, then the rest of the phase.
    pub(super) fn rvn_11_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        for (_, a) in self.answers_in_hrao_order(answers) {
            if let Answer::Choice {
                about: ChoiceAbout::ManilianWar { commander },
                pick: ChoiceOption::War { war },
            } = a
            {
                self.rvn_11_march(&commander, &war, ev);
            }
        }
        self.rvn_05_forces_home_and_on(ev);
    }

    /// RVN-11: the Commander's Army moves to `war` (checked again: a march before his may have
    /// changed nothing he needs, but the check is cheap).
    fn rvn_11_march(&mut self, commander: &SenatorId, war: &str, ev: &mut Vec<Event>) {
        let Some(fi) = self
            .forces
            .iter()
            .position(|f| f.commander.as_ref() == Some(commander) && !self.war_in_forum(&f.war))
        else {
            return;
        };
        let (legions, fleets) = (self.forces[fi].legions, self.forces[fi].fleets);
        if !self.rvn_11_wars(legions, fleets).iter().any(|w| w == war) {
            return;
        }
        let activated = self.inactive_wars.iter().any(|k| k == war);
        self.forces[fi].war = war.to_string();
        self.forces[fi].sent_turn = self.turn;
        ev.push(public(EventKind::ManilianMarch {
            commander: commander.clone(),
            war: WarKey::from(war),
            legions,
            fleets,
            activated,
        }));
        if activated {
            self.activate_war(war, &Cause::ManilianLaw, ev);
        }
        // card:law-manilian/3: "He is considered a Proconsul".
        self.com_17_proconsul(fi, ev);
    }
}
