//! What may be proposed (SEN-07 and the rule of each proposal), the text of a proposal, and the
//! GM's own proposals "in the best interests of Rome" (PB-07/PB-10 Default Moves).

use std::cmp::Reverse;

use super::super::api::{Event, EventKind, Proposal, SenateStage, SenatorId};
use super::super::data::DeckCard;
use super::super::game::{Game, data, public};
use super::super::state::{Office, Senator};

/// SEN-43: at most 25 Legions and 25 Fleets in play.
pub(super) const MAX_UNITS: u32 = 25;

/// SEN-40: Land Bills of each type that may be in effect at once (BOARD Land Bills table).
fn land_bill_limit(level: u8) -> usize {
    usize::from(level)
}

/// GEN-11 Major Offices (the Proconsul is one too, but he is away from Rome).
fn is_major(o: Office) -> bool {
    !matches!(o, Office::Proconsul)
}

impl Game {
    /// Which business a proposal belongs to.
    pub(in crate::rules) fn proposal_stage(&self, p: &Proposal) -> Option<SenateStage> {
        Some(match p {
            Proposal::Consuls { .. } => SenateStage::Consuls,
            Proposal::Dictator { .. } => SenateStage::Dictator,
            Proposal::Censor { .. } => SenateStage::Censor,
            Proposal::Pontifex { .. } => SenateStage::Pontifex,
            Proposal::Prosecute { .. } => SenateStage::Prosecutions,
            Proposal::Governor { .. } => SenateStage::Governors,
            _ => SenateStage::OtherBusiness,
        })
    }

    fn name_of(&self, id: &SenatorId) -> String {
        match self.find_senator(id) {
            Some(i) => self.senator_label(i),
            None => format!("#{id}"),
        }
    }

    fn war_name(&self, key: &str) -> String {
        data()
            .war(key)
            .map_or_else(|| key.to_string(), |w| w.name.clone())
    }

    /// The proposal in words, for announcements and forms.
    pub(crate) fn proposal_text(&self, p: &Proposal) -> String {
        let d = data();
        match p {
            Proposal::Consuls { first, second } => format!(
                "elect {} and {} Consuls",
                self.name_of(first),
                self.name_of(second)
            ),
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } => format!(
                "elect {} Dictator with {} as Master of Horse",
                self.name_of(dictator),
                self.name_of(master_of_horse)
            ),
            Proposal::Censor { censor } => format!("elect {} Censor", self.name_of(censor)),
            Proposal::Pontifex { pontifex } => {
                format!("elect {} Pontifex Maximus", self.name_of(pontifex))
            }
            Proposal::Governor { senator, province } => format!(
                "elect {} Governor of {}",
                self.name_of(senator),
                d.province_name(province)
            ),
            Proposal::Garrison { province, legions } => format!(
                "send {legions} Legion(s) to garrison {}",
                d.province_name(province)
            ),
            Proposal::Prosecute {
                accused,
                major,
                reason,
                prosecutor,
            } => format!(
                "{} prosecution of {}{} with {} as Prosecutor",
                if *major { "a Major" } else { "a Minor" },
                self.name_of(accused),
                reason
                    .as_ref()
                    .map(|r| format!(" ({})", self.reason_text(r)))
                    .unwrap_or_default(),
                self.name_of(prosecutor)
            ),
            Proposal::RaiseForces { legions, fleets } => {
                format!("raise {legions} Legion(s) and {fleets} Fleet(s)")
            }
            Proposal::Deploy {
                commander,
                war,
                legions,
                fleets,
            } => format!(
                "send {} with {legions} Legion(s) and {fleets} Fleet(s) against the {}",
                self.name_of(commander),
                self.war_name(war)
            ),
            Proposal::Recall { commander } => {
                format!("recall {} and his forces", self.name_of(commander))
            }
            Proposal::Reinforce {
                commander,
                legions,
                fleets,
            } => format!(
                "reinforce {} with {legions} Legion(s) and {fleets} Fleet(s)",
                self.name_of(commander)
            ),
            Proposal::LandBill {
                level,
                sponsor,
                cosponsor,
            } => format!(
                "pass a Type {} Land Bill sponsored by {} and co-sponsored by {}",
                roman(*level),
                self.name_of(sponsor),
                self.name_of(cosponsor)
            ),
            Proposal::RepealLandBill { level, sponsor } => format!(
                "repeal a Type {} Land Bill, sponsored by {}",
                roman(*level),
                self.name_of(sponsor)
            ),
            Proposal::Concession {
                concession,
                senator,
            } => format!(
                "grant the {} concession to {}",
                d.card_name(&DeckCard::Concession(concession.clone())),
                self.name_of(senator)
            ),
            Proposal::RejectRhodian => "reject the Rhodian Alliance and its Fleets".into(),
            Proposal::Adjourn => "adjourn the Senate".into(),
        }
    }

    /// A prosecution reason in words.
    pub(in crate::rules) fn reason_text(&self, r: &str) -> String {
        match r {
            "major" => "held a Major Office last turn".into(),
            "corrupt" => "took provincial spoils".into(),
            key => format!(
                "profited from the {} concession",
                data().card_name(&DeckCard::Concession(key.to_string()))
            ),
        }
    }

    /// The checks that do not depend on the moment: the senators exist, numbers are sane.
    pub(in crate::rules) fn proposal_well_formed(&self, p: &Proposal) -> Result<(), String> {
        let exists = |id: &SenatorId| -> Result<(), String> {
            match self.find_senator(id) {
                Some(_) => Ok(()),
                None => Err(format!("there is no Senator #{id} in play")),
            }
        };
        match p {
            Proposal::Consuls { first, second } => {
                exists(first)?;
                exists(second)?;
                if first == second {
                    return Err("two different Senators must be nominated (SEN-12)".into());
                }
            }
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } => {
                exists(dictator)?;
                exists(master_of_horse)?;
                if dictator == master_of_horse {
                    return Err("the Master of Horse must be another Senator (SEN-21)".into());
                }
            }
            Proposal::Censor { censor } => exists(censor)?,
            Proposal::Pontifex { pontifex } => exists(pontifex)?,
            Proposal::Governor { senator, .. } => exists(senator)?,
            Proposal::Garrison { legions, .. } => {
                if *legions == 0 {
                    return Err("send at least one Legion (SEN-46)".into());
                }
            }
            Proposal::Prosecute {
                accused,
                prosecutor,
                ..
            } => {
                exists(accused)?;
                exists(prosecutor)?;
                if accused == prosecutor {
                    return Err("the accused cannot be his own Prosecutor (SEN-25)".into());
                }
            }
            Proposal::RaiseForces { legions, fleets } => {
                if legions + fleets == 0 {
                    return Err("raise at least one Legion or Fleet (SEN-43)".into());
                }
                if *legions > MAX_UNITS || *fleets > MAX_UNITS {
                    return Err(format!(
                        "at most {MAX_UNITS} Legions and {MAX_UNITS} Fleets exist (SEN-43)"
                    ));
                }
            }
            Proposal::Deploy { commander, war, .. } => {
                exists(commander)?;
                if data().war(war).is_none() {
                    return Err(format!("there is no war '{war}'"));
                }
            }
            Proposal::Recall { commander } => exists(commander)?,
            Proposal::Reinforce {
                commander,
                legions,
                fleets,
            } => {
                exists(commander)?;
                if legions + fleets == 0 {
                    return Err("send at least one Legion or Fleet (SEN-45)".into());
                }
            }
            Proposal::LandBill {
                level,
                sponsor,
                cosponsor,
            } => {
                if !(1..=3).contains(level) {
                    return Err("Land Bills are of type I, II or III (SEN-40)".into());
                }
                exists(sponsor)?;
                exists(cosponsor)?;
                if sponsor == cosponsor {
                    return Err(
                        "the Sponsor and the Co-sponsor must be two different Senators (SEN-40)"
                            .into(),
                    );
                }
            }
            Proposal::RepealLandBill { level, sponsor } => {
                if !(2..=3).contains(level) {
                    return Err("only Type II and III Land Bills may be repealed (SEN-41)".into());
                }
                exists(sponsor)?;
            }
            Proposal::Concession {
                concession,
                senator,
            } => {
                exists(senator)?;
                if data().concession(concession).is_none() {
                    return Err(format!("there is no concession '{concession}'"));
                }
            }
            Proposal::Adjourn | Proposal::RejectRhodian => {}
        }
        Ok(())
    }

    fn in_rome_aligned(&self, id: &SenatorId) -> Result<usize, String> {
        let i = self
            .find_senator(id)
            .ok_or_else(|| format!("there is no Senator #{id} in play"))?;
        let s = &self.senators[i];
        if s.faction.is_none() {
            return Err(format!("{} is not aligned", self.senator_label(i)));
        }
        if !s.in_rome {
            return Err(format!("{} is not in Rome", self.senator_label(i)));
        }
        Ok(i)
    }

    fn is_defeated(&self, p: &Proposal) -> bool {
        let Some(s) = self.senate.as_ref() else {
            return false;
        };
        s.defeated.iter().any(|q| match (q, p) {
            (
                Proposal::Consuls { first, second },
                Proposal::Consuls {
                    first: a,
                    second: b,
                },
            ) => (first == a && second == b) || (first == b && second == a),
            _ => q == p,
        })
    }

    /// May this proposal be put to the vote now? (SEN-07 and the proposal's own rule.)
    pub(in crate::rules) fn proposal_legal(&self, p: &Proposal) -> Result<(), String> {
        self.proposal_well_formed(p)?;
        let Some(senate) = self.senate.as_ref() else {
            return Err("the Senate is not in session".into());
        };
        let stage = senate.stage;
        let wanted = self.proposal_stage(p).unwrap_or(SenateStage::OtherBusiness);
        if wanted != stage {
            return Err(format!(
                "the Senate is at its {}; this belongs to its {} (SEN-07)",
                stage.name(),
                wanted.name()
            ));
        }
        if self.is_defeated(p) {
            return Err(
                "this proposal was defeated or vetoed this turn and may not be put again (SEN-07)"
                    .into(),
            );
        }
        let ids = |v: Vec<usize>| -> Vec<SenatorId> {
            v.into_iter().map(|i| self.senators[i].id()).collect()
        };
        match p {
            Proposal::Consuls { first, second } => {
                let c = ids(self.consul_candidates());
                for x in [first, second] {
                    if !c.contains(x) {
                        return Err(format!(
                            "{} may not be elected Consul: candidates are aligned Senators in \
                             Rome who are not Consul or Dictator now (SEN-12)",
                            self.name_of(x)
                        ));
                    }
                }
            }
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } => {
                if !self.sen_19_dictator_condition() {
                    return Err(
                        "a Dictator may be chosen only with 3 Active Wars or one of \
                                strength 20 or more (SEN-19)"
                            .into(),
                    );
                }
                let c = ids(self.dictator_candidates());
                for x in [dictator, master_of_horse] {
                    if !c.contains(x) {
                        return Err(format!(
                            "{} is not eligible: aligned, in Rome, no Major Office but Censor \
                             (SEN-20/21)",
                            self.name_of(x)
                        ));
                    }
                }
            }
            Proposal::Censor { censor } => {
                if !ids(self.censor_candidates()).contains(censor) {
                    return Err(format!(
                        "{} may not be elected Censor: candidates are aligned Senators in Rome \
                         with a Prior Consul marker and no Major Office but Censor (SEN-22)",
                        self.name_of(censor)
                    ));
                }
            }
            Proposal::Pontifex { pontifex } => {
                if self.office_holder(Office::PontifexMaximus).is_some() {
                    return Err("Rome has a Pontifex Maximus (SEN-14)".into());
                }
                self.in_rome_aligned(pontifex)?;
            }
            Proposal::Governor { senator, province } => {
                if !self.electable_provinces().contains(province) {
                    return Err(format!(
                        "{} is not a Province in the Forum, nor one whose Governor may be \
                         replaced this turn (SEN-35/36)",
                        data().province_name(province)
                    ));
                }
                if !ids(self.governor_candidates()).contains(senator) {
                    return Err(format!(
                        "{} may not govern: Senators in Rome (or unaligned in the Forum) without \
                         a Major Office (SEN-35)",
                        self.name_of(senator)
                    ));
                }
            }
            Proposal::Garrison { province, legions } => {
                let key = data()
                    .province_by_name(province.trim())
                    .map_or_else(|| province.trim().to_string(), |c| c.key.clone());
                if !self.provinces.iter().any(|p| p.key == key) {
                    let governed: Vec<&str> =
                        self.provinces.iter().map(|p| p.key.as_str()).collect();
                    return Err(format!(
                        "{province} is not a governed Province (SEN-46); governed: {}",
                        if governed.is_empty() {
                            "none".to_string()
                        } else {
                            governed.join(", ")
                        }
                    ));
                }
                let regular = self
                    .legions_in_rome()
                    .saturating_sub(u32::try_from(self.veterans_in_rome.len()).unwrap_or(0));
                if *legions > regular {
                    return Err(format!(
                        "only regular Legions garrison a Province; {regular} are in Rome (SEN-46)"
                    ));
                }
            }
            Proposal::Prosecute { .. } => self.prosecution_legal(p)?,
            Proposal::RaiseForces { legions, fleets } => {
                if self.no_recruitment {
                    return Err("No Recruitment: no forces may be raised this turn (POP-04)".into());
                }
                if self.legions + legions > MAX_UNITS || self.fleets + fleets > MAX_UNITS {
                    return Err(format!(
                        "at most {MAX_UNITS} Legions and {MAX_UNITS} Fleets may exist; there are \
                         {} and {} (SEN-43)",
                        self.legions, self.fleets
                    ));
                }
                let cost = i64::from(self.recruit_cost()) * i64::from(legions + fleets);
                if cost > self.state_treasury {
                    return Err(format!(
                        "that costs {cost}T and the State Treasury holds {}T (SEN-43)",
                        self.state_treasury
                    ));
                }
            }
            Proposal::Deploy { .. } => self.deploy_legal(p)?,
            Proposal::Recall { commander } => {
                let f = self
                    .forces
                    .iter()
                    .find(|f| f.commander.as_ref() == Some(commander))
                    .ok_or_else(|| {
                        format!(
                            "{} commands no force away (SEN-45)",
                            self.name_of(commander)
                        )
                    })?;
                if f.sent_turn == self.turn {
                    return Err(
                        "a Commander sent or reinforced this turn may not be recalled (SEN-45)"
                            .into(),
                    );
                }
            }
            Proposal::Reinforce {
                commander,
                legions,
                fleets,
            } => {
                let f = self
                    .forces
                    .iter()
                    .find(|f| f.commander.as_ref() == Some(commander))
                    .ok_or_else(|| {
                        format!(
                            "{} commands no force away (SEN-45)",
                            self.name_of(commander)
                        )
                    })?;
                if f.sent_turn == self.turn {
                    return Err(
                        "a Commander who left this turn may not be reinforced (SEN-45)".into(),
                    );
                }
                self.units_available(*legions, *fleets)?;
            }
            Proposal::LandBill {
                level,
                sponsor,
                cosponsor,
            } => {
                if senate.land_bills_proposed.contains(level) {
                    return Err(format!(
                        "a Type {} Land Bill was already proposed this turn (SEN-40)",
                        roman(*level)
                    ));
                }
                let in_effect = self.land_bills.iter().filter(|b| b.level == *level).count();
                if in_effect >= land_bill_limit(*level) {
                    return Err(format!(
                        "{in_effect} Type {} Land Bill(s) are in effect, the most allowed (SEN-40)",
                        roman(*level)
                    ));
                }
                self.in_rome_aligned(sponsor)?;
                self.in_rome_aligned(cosponsor)?;
            }
            Proposal::RepealLandBill { level, sponsor } => {
                if senate.repeal_proposed {
                    return Err("only one repeal may be proposed per turn (SEN-41)".into());
                }
                if !self.land_bills.iter().any(|b| b.level == *level) {
                    return Err(format!(
                        "no Type {} Land Bill is in effect (SEN-41)",
                        roman(*level)
                    ));
                }
                let i = self.in_rome_aligned(sponsor)?;
                let need = if *level == 2 { 3 } else { 6 };
                if self.senators[i].popularity < need {
                    return Err(format!(
                        "the Sponsor needs {need} Popularity to bear the loss (SEN-41)"
                    ));
                }
            }
            Proposal::Concession {
                concession,
                senator,
            } => {
                if !self.forum_concessions.contains(concession) {
                    return Err("that concession is not in the Forum (SEN-39)".into());
                }
                if senate.concessions_voted.contains(concession) {
                    return Err(
                        "that concession was already voted on this turn (SEN-39, SEN-07)".into(),
                    );
                }
                if data()
                    .concession(concession)
                    .is_some_and(|c| c.requires_land_bill)
                    && self.land_bills.is_empty()
                {
                    return Err(
                        "the Land Commissioner may be granted only while a Land Bill is in \
                         effect (SEN-39)"
                            .into(),
                    );
                }
                self.in_rome_aligned(senator)?;
            }
            Proposal::RejectRhodian => {
                if !self.rhodian_rejectable() {
                    return Err(
                        "the Rhodian Alliance may be rejected only in the Senate Phase of \
                                the turn it came into play (SEN-47)"
                            .into(),
                    );
                }
            }
            Proposal::Adjourn => {}
        }
        Ok(())
    }

    fn units_available(&self, legions: u32, fleets: u32) -> Result<(), String> {
        if legions > self.legions_in_rome() || fleets > self.fleets_in_rome() {
            return Err(format!(
                "the Active Forces hold {} Legion(s) and {} Fleet(s) (SEN-44)",
                self.legions_in_rome(),
                self.fleets_in_rome()
            ));
        }
        Ok(())
    }

    /// SEN-44 / TD-05 / TD-08: may this force be sent?
    fn deploy_legal(&self, p: &Proposal) -> Result<(), String> {
        let Proposal::Deploy {
            commander,
            war,
            legions,
            fleets,
        } = p
        else {
            return Ok(());
        };
        let d = data();
        let i = self.in_rome_aligned(commander)?;
        if !self.possible_commanders().contains(&i) {
            return Err(format!(
                "{} may not command: only the Field Consul (first), the Rome Consul and the \
                 Dictator may be sent (SEN-44)",
                self.senator_label(i)
            ));
        }
        let in_forum = self.active_wars.contains(war)
            || self.inactive_wars.contains(war)
            || self.imminent_wars.contains(war);
        if !in_forum {
            return Err(format!(
                "the {} is not an Active, Inactive or Imminent war (SEN-44)",
                self.war_name(war)
            ));
        }
        self.units_available(*legions, *fleets)?;
        let w = d
            .war(war)
            .ok_or_else(|| format!("there is no war '{war}'"))?;
        let naval_first = w.has_naval() && !self.naval_victories.contains(war);
        if naval_first {
            if *fleets == 0 {
                return Err(format!(
                    "the {} must first be fought at sea: send at least one Fleet (SEN-44)",
                    w.name
                ));
            }
        } else if *legions == 0 {
            return Err(format!(
                "a land battle needs at least one Legion (SEN-44) against the {}",
                w.name
            ));
        }
        if *fleets < u32::from(w.fleet_support) {
            return Err(format!(
                "the {} needs Fleet Support of {} Fleet(s) (SEN-44)",
                w.name, w.fleet_support
            ));
        }
        // TD-08: a later matching war only if every earlier Active one is attacked.
        if let Some(idx) = w.series_index {
            let group = w.match_group();
            for k in &self.active_wars {
                let Some(o) = d.war(k) else { continue };
                if o.match_group() == group
                    && o.series_index.is_some_and(|j| j < idx)
                    && !self.forces.iter().any(|f| &f.war == k)
                {
                    return Err(format!(
                        "the earlier {} must be attacked first (TD-08)",
                        o.name
                    ));
                }
            }
        }
        Ok(())
    }

    /// SEN-12: aligned senators in Rome who are not Consul or Dictator now.
    pub(in crate::rules) fn consul_candidates(&self) -> Vec<usize> {
        self.aligned_in_rome()
            .into_iter()
            .filter(|i| {
                !self.senators[*i].offices.iter().any(|o| {
                    matches!(
                        o,
                        Office::RomeConsul | Office::FieldConsul | Office::Dictator
                    )
                })
            })
            .collect()
    }

    /// SEN-35: Senators in Rome, aligned or unaligned, with no Major Office.
    pub(in crate::rules) fn governor_candidates(&self) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.senators.len())
            .filter(|i| {
                let s = &self.senators[*i];
                (s.in_rome || s.faction.is_none()) && !s.offices.iter().any(|o| is_major(*o))
            })
            .collect();
        v.sort_by_key(|i| self.senators[*i].id_key());
        v
    }

    /// SEN-35/36: Provinces in the Forum, then governed ones whose Governor was not elected this
    /// turn (a replacement).
    pub(in crate::rules) fn electable_provinces(&self) -> Vec<String> {
        let mut v = self.forum_provinces.clone();
        v.extend(
            self.provinces
                .iter()
                .filter(|p| p.elected_turn != self.turn)
                .map(|p| p.key.clone()),
        );
        v
    }

    /// SEN-20/21: aligned senators in Rome with no Major Office except Censor.
    pub(in crate::rules) fn dictator_candidates(&self) -> Vec<usize> {
        self.aligned_in_rome()
            .into_iter()
            .filter(|i| {
                !self.senators[*i]
                    .offices
                    .iter()
                    .any(|o| is_major(*o) && *o != Office::Censor)
            })
            .collect()
    }

    /// SEN-22: aligned senators in Rome with a Prior Consul marker and no Major Office except
    /// Censor; if there are none, any aligned senator in Rome without such an office.
    pub(in crate::rules) fn censor_candidates(&self) -> Vec<usize> {
        let open = self.dictator_candidates();
        let prior: Vec<usize> = open
            .iter()
            .copied()
            .filter(|i| self.senators[*i].prior_consul)
            .collect();
        if prior.is_empty() { open } else { prior }
    }

    /// SEN-44: who may be sent: the Field Consul, the Rome Consul once the Field Consul is away
    /// (or gone), and the Dictator, if in Rome.
    pub(in crate::rules) fn possible_commanders(&self) -> Vec<usize> {
        let mut v = Vec::new();
        let field = self.office_holder(Office::FieldConsul);
        let field_in_rome = field.is_some_and(|i| self.senators[i].in_rome);
        if let Some(i) = field.filter(|_| field_in_rome) {
            v.push(i);
        }
        if let Some(i) = self.office_holder(Office::RomeConsul)
            && self.senators[i].in_rome
            && !field_in_rome
        {
            v.push(i);
        }
        if let Some(i) = self.office_holder(Office::Dictator)
            && self.senators[i].in_rome
        {
            v.push(i);
        }
        v
    }

    /// SEN-19: a Dictator only with 3 or more Active Wars, or one Active War whose Land plus
    /// Fleet strength is 20 or more (a Naval Victory marker zeroes its fleet strength here).
    pub(in crate::rules) fn sen_19_dictator_condition(&self) -> bool {
        if self.active_wars.len() >= 3 {
            return true;
        }
        self.active_wars.iter().any(|k| {
            self.war_strength(k).is_some_and(|s| {
                let fleet = if self.naval_victories.contains(k) {
                    0
                } else {
                    s.fleet
                };
                s.land + fleet >= 20
            })
        })
    }

    /// SEN-43 / FOR-22: the cost of raising one unit (Manpower Shortage 20T; Increased adds
    /// 10T for each time its increased side was resolved).
    pub(in crate::rules) fn recruit_cost(&self) -> u32 {
        let d = data();
        let mut cost = 10u32;
        for e in &self.events_in_play {
            let Some(card) = d.event(&e.key) else {
                continue;
            };
            let normal = &card.effect;
            if let Some(c) = normal.recruit_cost {
                cost = cost.max(c);
            }
            if e.increased {
                let inc = card.side_effect(true).recruit_cost_increase.unwrap_or(0);
                cost = cost.saturating_add(inc.saturating_mul(e.repeats + 1));
            }
        }
        cost
    }

    /// The first proposal of the queue for the business at hand, legal now. Proposals for
    /// business already past are dropped; those for later business stay queued; illegal ones are
    /// ruled out of order publicly (PB-10).
    pub(in crate::rules) fn next_from_queue(&mut self, ev: &mut Vec<Event>) -> Option<Proposal> {
        let stage = self.senate_stage()?;
        loop {
            let (queue, by_gm) = {
                let s = self.senate.as_ref()?;
                (s.queue.clone(), s.queue_by_gm)
            };
            let pos = queue.iter().position(|p| {
                self.proposal_stage(p) == Some(stage)
                    || (matches!(p, Proposal::Adjourn) && stage == SenateStage::OtherBusiness)
            });
            // Drop proposals for business already past.
            let keep: Vec<Proposal> = queue
                .iter()
                .filter(|p| self.proposal_stage(p).is_none_or(|s| s >= stage))
                .cloned()
                .collect();
            let Some(pos) = pos else {
                if let Some(s) = self.senate.as_mut() {
                    s.queue = keep;
                }
                return None;
            };
            let p = queue[pos].clone();
            let mut rest = queue;
            rest.remove(pos);
            rest.retain(|q| self.proposal_stage(q).is_none_or(|s| s >= stage));
            if let Some(s) = self.senate.as_mut() {
                s.queue = rest;
            }
            match self.proposal_legal(&p) {
                Ok(()) => return Some(p),
                Err(reason) => {
                    ev.push(public(EventKind::Ruling {
                        rule: "PB-10".into(),
                        subject: self.proposal_text(&p),
                        ruling: "out of order".into(),
                        reason: format!("{reason}{}", if by_gm { " (GM's proposal)" } else { "" }),
                    }));
                }
            }
        }
    }

    /// Is the business of `stage` done? Makes the automatic appointments (SEN-12 last pair,
    /// SEN-22 only candidate) and stops at Governors (SEN-35, not built).
    pub(in crate::rules) fn stage_is_over(
        &mut self,
        stage: SenateStage,
        ev: &mut Vec<Event>,
    ) -> bool {
        let elected = self
            .senate
            .as_ref()
            .is_some_and(|s| s.elected.contains(&stage));
        if elected {
            return true;
        }
        match stage {
            SenateStage::Consuls => {
                let pairs = self.legal_consul_pairs();
                match pairs.as_slice() {
                    [] => {
                        ev.push(public(EventKind::Note {
                            text: "No pair of Senators can be elected Consuls this turn (SEN-12)"
                                .into(),
                        }));
                        true
                    }
                    [(a, b)] => {
                        let (a, b) = (a.clone(), b.clone());
                        ev.push(public(EventKind::Note {
                            text: "Only one possible pair of Consuls remains: it is appointed \
                                   (SEN-12)"
                                .into(),
                        }));
                        self.elect_consuls(&a, &b, &[], ev);
                        true
                    }
                    _ => false,
                }
            }
            SenateStage::Pontifex => {
                self.office_holder(Office::PontifexMaximus).is_some()
                    || self.aligned_in_rome().is_empty()
            }
            SenateStage::Governors => {
                if self.forum_provinces.is_empty() {
                    return true;
                }
                if self.governor_candidates().is_empty() {
                    let names: Vec<String> = self
                        .forum_provinces
                        .iter()
                        .map(|k| data().province_name(k))
                        .collect();
                    ev.push(public(EventKind::Note {
                        text: format!(
                            "No Senator can govern: {} stay(s) vacant (SEN-37)",
                            names.join(", ")
                        ),
                    }));
                    return true;
                }
                false
            }
            SenateStage::Dictator => {
                !self.sen_19_dictator_condition() || self.dictator_candidates().len() < 2
            }
            SenateStage::Censor => {
                let c = self.censor_candidates();
                let open: Vec<usize> = c
                    .into_iter()
                    .filter(|i| {
                        !self.is_defeated(&Proposal::Censor {
                            censor: self.senators[*i].id(),
                        })
                    })
                    .collect();
                match open.as_slice() {
                    [] => {
                        ev.push(public(EventKind::Note {
                            text: "No Senator can be elected Censor this turn (SEN-22)".into(),
                        }));
                        true
                    }
                    [i] => {
                        let id = self.senators[*i].id();
                        ev.push(public(EventKind::Note {
                            text: format!(
                                "{} is the only eligible candidate and becomes Censor (SEN-22)",
                                self.senator_label(*i)
                            ),
                        }));
                        self.elect_censor(&id, ev);
                        true
                    }
                    _ => false,
                }
            }
            SenateStage::Prosecutions => self.prosecutions_over(),
            SenateStage::OtherBusiness => false,
        }
    }

    /// SEN-12: the pairs that may still be nominated.
    fn legal_consul_pairs(&self) -> Vec<(SenatorId, SenatorId)> {
        let c: Vec<SenatorId> = self
            .consul_candidates()
            .into_iter()
            .map(|i| self.senators[i].id())
            .collect();
        let mut v = Vec::new();
        for (k, a) in c.iter().enumerate() {
            for b in c.iter().skip(k + 1) {
                let p = Proposal::Consuls {
                    first: a.clone(),
                    second: b.clone(),
                };
                if !self.is_defeated(&p) {
                    v.push((a.clone(), b.clone()));
                }
                if v.len() > 2 {
                    return v;
                }
            }
        }
        v
    }

    /// PB-07/PB-10 Default Move: the GM's proposals "in the best interests of Rome".
    ///
    /// RULING (PB-07/PB-10): the GM's policy is fixed and documented in docs/RULINGS.md:
    /// Consuls: the eligible pair with the most Military + Oratory, from two factions where
    /// possible (two fallbacks); Dictator: none; Censor: the most influential candidate (two
    /// fallbacks); prosecutions: none; other business: for the first Active War no force is on,
    /// raise what is needed (keeping a reserve) and send the first available commander with a
    /// force at least as strong as the war, then adjourn.
    pub(in crate::rules) fn gm_proposals(&self) -> Vec<Proposal> {
        let d = data();
        let Some(stage) = self.senate_stage() else {
            return vec![Proposal::Adjourn];
        };
        match stage {
            SenateStage::Consuls => {
                let mut c = self.consul_candidates();
                c.sort_by_key(|i| {
                    let s = &self.senators[*i];
                    (
                        Reverse(u32::from(s.military(d)) + u32::from(s.oratory(d))),
                        Reverse(s.influence),
                        s.id_key(),
                    )
                });
                let mut pairs: Vec<Proposal> = Vec::new();
                for (k, a) in c.iter().enumerate() {
                    for b in c.iter().skip(k + 1) {
                        let p = Proposal::Consuls {
                            first: self.senators[*a].id(),
                            second: self.senators[*b].id(),
                        };
                        let split = self.senators[*a].faction != self.senators[*b].faction;
                        if split && !self.is_defeated(&p) && !pairs.contains(&p) {
                            pairs.push(p);
                        }
                        if pairs.len() >= 3 {
                            return pairs;
                        }
                    }
                }
                for (k, a) in c.iter().enumerate() {
                    for b in c.iter().skip(k + 1) {
                        let p = Proposal::Consuls {
                            first: self.senators[*a].id(),
                            second: self.senators[*b].id(),
                        };
                        if !self.is_defeated(&p) && !pairs.contains(&p) {
                            pairs.push(p);
                        }
                        if pairs.len() >= 3 {
                            return pairs;
                        }
                    }
                }
                pairs
            }
            SenateStage::Dictator | SenateStage::Prosecutions => Vec::new(),
            SenateStage::Pontifex => self.slate(
                self.aligned_in_rome(),
                |s| (Reverse(s.influence), false, s.id_key()),
                |id| Proposal::Pontifex { pontifex: id },
            ),
            SenateStage::Governors => {
                let Some(province) = self.forum_provinces.first().cloned() else {
                    return Vec::new();
                };
                self.slate(
                    self.governor_candidates(),
                    |s| {
                        (
                            Reverse(u32::from(s.military(d))),
                            s.faction.is_none(),
                            s.id_key(),
                        )
                    },
                    |id| Proposal::Governor {
                        senator: id,
                        province: province.clone(),
                    },
                )
            }
            SenateStage::Censor => self.slate(
                self.censor_candidates(),
                |s| (Reverse(s.influence), false, s.id_key()),
                |id| Proposal::Censor { censor: id },
            ),
            SenateStage::OtherBusiness => {
                let mut v = self.gm_war_proposals();
                v.push(Proposal::Adjourn);
                v
            }
        }
    }

    /// The GM's nominations for one office: the candidates best by `rank`, not defeated this
    /// turn, the first and two fallbacks (PB-07/PB-10).
    fn slate(
        &self,
        mut candidates: Vec<usize>,
        rank: impl Fn(&Senator) -> (Reverse<u32>, bool, (u8, String)),
        make: impl Fn(SenatorId) -> Proposal,
    ) -> Vec<Proposal> {
        candidates.sort_by_key(|i| rank(&self.senators[*i]));
        candidates
            .into_iter()
            .map(|i| make(self.senators[i].id()))
            .filter(|p| !self.is_defeated(p))
            .take(3)
            .collect()
    }

    /// The GM's war policy (see `gm_proposals`).
    fn gm_war_proposals(&self) -> Vec<Proposal> {
        let d = data();
        let Some(&commander) = self.possible_commanders().first() else {
            return Vec::new();
        };
        let Some(war) = self
            .active_wars
            .iter()
            .find(|k| !self.forces.iter().any(|f| &f.war == *k))
            .cloned()
        else {
            return Vec::new();
        };
        let (Some(w), Some(strength)) = (d.war(&war), self.war_strength(&war)) else {
            return Vec::new();
        };
        let mil = u32::from(self.senators[commander].military(d));
        let naval_first = w.has_naval() && !self.naval_victories.contains(&war);
        // Units wanted: enough that units + capped MIL reach the war's strength.
        let want = |target: u32| -> u32 { target.div_ceil(2).max(target.saturating_sub(mil)) };
        let (mut legions, mut fleets) = if naval_first {
            (0, want(strength.fleet).max(u32::from(w.fleet_support)))
        } else {
            (want(strength.land).max(1), u32::from(w.fleet_support))
        };
        legions = legions.min(MAX_UNITS);
        fleets = fleets.min(MAX_UNITS);
        let raise_l = legions.saturating_sub(self.legions_in_rome());
        let raise_f = fleets.saturating_sub(self.fleets_in_rome());
        let mut v = Vec::new();
        if raise_l + raise_f > 0 {
            if self.no_recruitment
                || self.legions + raise_l > MAX_UNITS
                || self.fleets + raise_f > MAX_UNITS
            {
                return Vec::new();
            }
            let cost = i64::from(self.recruit_cost()) * i64::from(raise_l + raise_f);
            let reserve = 40 + 20 * i64::try_from(self.active_wars.len()).unwrap_or(0);
            if self.state_treasury - cost < reserve {
                return Vec::new();
            }
            v.push(Proposal::RaiseForces {
                legions: raise_l,
                fleets: raise_f,
            });
        }
        v.push(Proposal::Deploy {
            commander: self.senators[commander].id(),
            war,
            legions,
            fleets,
        });
        v
    }
}

/// "I", "II", "III".
pub(in crate::rules) fn roman(n: u8) -> &'static str {
    match n {
        1 => "I",
        2 => "II",
        3 => "III",
        _ => "?",
    }
}
