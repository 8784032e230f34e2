//! What may be proposed (SEN-07 and the rule of each proposal), the text of a proposal, and the
//! GM's own proposals "in the best interests of Rome" (PB-07/PB-10 Default Moves).

use std::cmp::Reverse;

use super::super::api::{
    Act, Deployment, Event, EventKind, Illegal, Proposal, QueueDrop, Refused, SenateStage,
    SenatorId, VoteTerms,
};
use super::super::game::{Game, data, gm, private, public};
use super::super::legality::{MAX_FLEETS, MAX_LEGIONS};
use super::super::state::{Office, SenateState, Senator};

/// SEN-40: Land Bills of each type that may be in effect at once (BOARD Land Bills table).
fn land_bill_limit(level: u8) -> usize {
    usize::from(level)
}

/// GEN-11 Major Offices (the Proconsul is one too, but he is away from Rome).
fn is_major(o: Office) -> bool {
    !matches!(o, Office::Proconsul)
}

impl Game {
    /// SEN-37: the Provinces left in the Forum have no Governor candidate.
    fn no_governor_candidates(&self) -> Event {
        public(EventKind::NoGovernorCandidates {
            provinces: self
                .forum_provinces
                .iter()
                .cloned()
                .map(Into::into)
                .collect(),
        })
    }

    /// The checks that do not depend on the moment: the senators exist, numbers are sane.
    pub(crate) fn proposal_well_formed(&self, p: &Proposal) -> Result<(), Refused> {
        let exists = |id: &SenatorId| -> Result<(), Refused> {
            match self.find_senator(id) {
                Some(_) => Ok(()),
                None => Err(Illegal::NoSuchSenator {
                    senator: id.clone(),
                }
                .by("SEN-07")),
            }
        };
        match p {
            Proposal::Consuls { first, second } => {
                exists(first)?;
                exists(second)?;
            }
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } => {
                exists(dictator)?;
                exists(master_of_horse)?;
            }
            Proposal::Censor { censor } => exists(censor)?,
            Proposal::Pontifex { pontifex } => exists(pontifex)?,
            Proposal::Governor { senator, .. } => exists(senator)?,
            Proposal::Governors { posts } => {
                for (senator, _) in posts {
                    exists(senator)?;
                }
            }
            // SEN-04: terms are taken off the presiding magistrate's proposals before this.
            Proposal::Announced { .. } => return Err(Illegal::TermsMisplaced.by("SEN-04")),
            Proposal::SpecialProsecution { .. } => {
                return Err(Illegal::SpecialProsecutionNotProposed.by("SEN-53"));
            }
            Proposal::Prosecute {
                accused,
                prosecutor,
                ..
            } => {
                exists(accused)?;
                exists(prosecutor)?;
            }
            Proposal::Deployments { sends } => {
                for d in sends {
                    exists(&d.commander)?;
                }
            }
            Proposal::Deploy { commander, .. }
            | Proposal::AttackRebel { commander, .. }
            | Proposal::AttackRebelProvince { commander, .. }
            | Proposal::Recall { commander }
            | Proposal::Reinforce { commander, .. } => exists(commander)?,
            Proposal::LandBill {
                sponsor, cosponsor, ..
            } => {
                exists(sponsor)?;
                exists(cosponsor)?;
            }
            Proposal::RepealLandBill { sponsor, .. } => exists(sponsor)?,
            Proposal::Concession { senator, .. } => exists(senator)?,
            Proposal::Concessions { grants } => {
                for (_, senator) in grants {
                    exists(senator)?;
                }
            }
            Proposal::ConsulForLife { nominee } => exists(nominee)?,
            Proposal::ReplaceProconsul {
                proconsul,
                commander,
                ..
            } => {
                exists(proconsul)?;
                exists(commander)?;
            }
            Proposal::RecallUnits { commander, .. } => exists(commander)?,
            Proposal::RecallPontifex { pontifex } => exists(pontifex)?,
            Proposal::Garrison { .. }
            | Proposal::RaiseForces { .. }
            | Proposal::DisbandForces { .. }
            | Proposal::RecallGarrison { .. }
            | Proposal::RecallUncommanded { .. }
            | Proposal::Adjourn
            | Proposal::CollectBequest { .. }
            | Proposal::PassLaw { .. }
            | Proposal::RejectRhodian => {}
        }
        p.check_shape()
    }

    /// An aligned senator in Rome, for the business of `rule`.
    pub(crate) fn in_rome_aligned(
        &self,
        id: &SenatorId,
        rule: &'static str,
    ) -> Result<usize, Refused> {
        let i = self.find_senator(id).ok_or_else(|| {
            Illegal::NoSuchSenator {
                senator: id.clone(),
            }
            .by(rule)
        })?;
        let s = &self.senators[i];
        if s.faction.is_none() {
            return Err(Illegal::NotAligned {
                senator: id.clone(),
                act: Act::TakePartInTheSenate,
            }
            .by(rule));
        }
        if !s.in_rome {
            return Err(Illegal::NotInRome {
                senator: id.clone(),
                act: Act::TakePartInTheSenate,
            }
            .by(rule));
        }
        Ok(i)
    }

    fn is_defeated(&self, p: &Proposal) -> bool {
        self.senate
            .as_ref()
            .is_some_and(|s| s.defeated.iter().any(|q| q.same_as(p)))
    }

    /// May this proposal be put to the vote now? (SEN-07 and the proposal's own rule.)
    pub(crate) fn proposal_legal(&self, p: &Proposal) -> Result<(), Refused> {
        self.proposal_well_formed(p)?;
        let Some(senate) = self.senate.as_ref() else {
            return Err(Illegal::SenateNotInSession.by("SEN-01"));
        };
        let stage = senate.stage;
        let wanted = p.business();
        // SEN-57: Consul for Life may be proposed during any business after the consular
        // elections but the prosecutions (its own rule says when).
        let anytime = matches!(p, Proposal::ConsulForLife { .. });
        // SEN-36: a Governor may be replaced (or a Province filled) during other business too.
        if !p.open_at(stage) && !anytime {
            return Err(Illegal::WrongBusiness {
                stage,
                belongs_to: wanted,
            }
            .by("SEN-07"));
        }
        if self.is_defeated(p) {
            return Err(Illegal::ProposalBarred.by("SEN-07"));
        }
        let ids = |v: Vec<usize>| -> Vec<SenatorId> {
            v.into_iter().map(|i| self.senators[i].id()).collect()
        };
        match p {
            Proposal::Consuls { first, second } => {
                let c = ids(self.consul_candidates());
                for x in [first, second] {
                    if !c.contains(x) {
                        return Err(Illegal::NotConsulCandidate { senator: x.clone() }.by("SEN-12"));
                    }
                }
            }
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } => {
                if !self.sen_19_dictator_condition() {
                    return Err(Illegal::NoDictatorCondition.by("SEN-19"));
                }
                let c = ids(self.dictator_candidates());
                for x in [dictator, master_of_horse] {
                    if !c.contains(x) {
                        return Err(
                            Illegal::NotDictatorCandidate { senator: x.clone() }.by("SEN-20")
                        );
                    }
                }
            }
            Proposal::Censor { censor } => {
                if !ids(self.censor_candidates()).contains(censor) {
                    return Err(Illegal::NotCensorCandidate {
                        senator: censor.clone(),
                    }
                    .by("SEN-22"));
                }
            }
            Proposal::Pontifex { pontifex } => {
                if self.office_holder(Office::PontifexMaximus).is_some() {
                    return Err(Illegal::PontifexExists.by("SEN-14"));
                }
                let i = self.in_rome_aligned(pontifex, "SEN-14")?;
                if !self.pontifex_candidates().contains(&i) {
                    return Err(Illegal::NotPontifexCandidate {
                        senator: pontifex.clone(),
                    }
                    .by("SEN-14"));
                }
            }
            Proposal::Governor { senator, province } => {
                self.sen_35_post_legal(senator, province)?;
            }
            Proposal::Governors { posts } => self.sen_35_posts_legal(posts)?,
            Proposal::Garrison { province, legions } => {
                let key = data().province_key(province);
                if !self.provinces.iter().any(|p| p.key == key) {
                    return Err(Illegal::NotGoverned {
                        province: province.clone(),
                        governed: self.provinces.iter().map(|p| p.key.clone()).collect(),
                    }
                    .by("SEN-46"));
                }
                self.sen_46_not_rebel_province(&key)?;
                let regular = self
                    .legions_in_rome()
                    .saturating_sub(u32::try_from(self.veterans_in_rome.len()).unwrap_or(0));
                if *legions > regular {
                    return Err(Illegal::GarrisonRegularOnly { regular }.by("SEN-46"));
                }
            }
            Proposal::Prosecute { .. } => self.prosecution_legal(p)?,
            Proposal::RaiseForces { legions, fleets } => {
                if self.no_recruitment {
                    return Err(Illegal::NoRecruitment.by("POP-04"));
                }
                self.sen_43_raise_after_disband(*legions, *fleets)?;
                // The 25 Legion counters include a Rebel's Army (RVN-05).
                if self.legions + self.rebel_legions() + legions > MAX_LEGIONS
                    || self.fleets + self.rebel_fleets() + fleets > MAX_FLEETS
                {
                    return Err(Illegal::UnitLimit {
                        max: MAX_LEGIONS,
                        legions: self.legions,
                        fleets: self.fleets,
                    }
                    .by("SEN-43"));
                }
                // GEN-12 / VIC-03 (LR 1.06.53, 1.09.63): a levy the State Treasury cannot pay
                // may still be voted; if it passes, the State is Bankrupt (`raise_forces`).
            }
            Proposal::Deploy { .. } => self.deploy_legal(p)?,
            // REV-17: the Field Consul sent for a Bequest (pergamene.rs).
            Proposal::CollectBequest { bequest } => self.rev_17_legal(bequest)?,
            Proposal::Deployments { sends } => self.sen_44_package_legal(sends)?,
            Proposal::AttackRebel { .. } => self.attack_rebel_legal(p)?,
            Proposal::AttackRebelProvince { .. } => self.attack_rebel_province_legal(p)?,
            Proposal::Recall { commander } => {
                let f = self
                    .forces
                    .iter()
                    .find(|f| f.commander.as_ref() == Some(commander))
                    .ok_or_else(|| {
                        Illegal::NoForceAway {
                            senator: commander.clone(),
                        }
                        .by("SEN-45")
                    })?;
                if f.sent_turn == self.turn {
                    return Err(Illegal::RecallSameTurn.by("SEN-45"));
                }
            }
            Proposal::Reinforce {
                commander,
                legions,
                fleets,
                veterans,
            } => {
                let f = self
                    .forces
                    .iter()
                    .find(|f| f.commander.as_ref() == Some(commander))
                    .ok_or_else(|| {
                        Illegal::NoForceAway {
                            senator: commander.clone(),
                        }
                        .by("SEN-45")
                    })?;
                if f.sent_turn == self.turn {
                    return Err(Illegal::ReinforceSameTurn.by("SEN-45"));
                }
                self.units_available(*legions, *fleets)?;
                // SEN-44 (LR 1.09.64/1): the Veteran Legions named are in Rome.
                let family = self
                    .find_senator(commander)
                    .map_or(0, |i| self.senators[i].family);
                self.legions_picked(*legions, family, veterans)?;
            }
            Proposal::LandBill {
                level,
                sponsor,
                cosponsor,
            } => {
                if senate.land_bills_proposed.contains(level) {
                    return Err(Illegal::LandBillProposedTwice { level: *level }.by("SEN-40"));
                }
                let in_effect = self.land_bills.iter().filter(|b| b.level == *level).count();
                if in_effect >= land_bill_limit(*level) {
                    return Err(Illegal::LandBillsAtLimit {
                        level: *level,
                        in_effect: u32::try_from(in_effect).unwrap_or(u32::MAX),
                    }
                    .by("SEN-40"));
                }
                self.in_rome_aligned(sponsor, "SEN-40")?;
                self.in_rome_aligned(cosponsor, "SEN-40")?;
            }
            Proposal::RepealLandBill { level, sponsor } => {
                if senate.repeal_proposed {
                    return Err(Illegal::SecondRepeal.by("SEN-41"));
                }
                if !self.land_bills.iter().any(|b| b.level == *level) {
                    return Err(Illegal::NoLandBillInEffect { level: *level }.by("SEN-41"));
                }
                let i = self.in_rome_aligned(sponsor, "SEN-41")?;
                let need = if *level == 2 { 3 } else { 6 };
                if self.senators[i].popularity < need {
                    return Err(Illegal::RepealSponsorPopularity { need }.by("SEN-41"));
                }
            }
            Proposal::Concession {
                concession,
                senator,
            } => self.sen_39_grant_legal(senate, concession, senator)?,
            // SEN-39 (LR 1.09.61/2): each grant of a group as if alone.
            Proposal::Concessions { grants } => {
                for (concession, senator) in grants {
                    self.sen_39_grant_legal(senate, concession, senator)?;
                }
            }
            Proposal::RejectRhodian => {
                if !self.rhodian_rejectable() {
                    return Err(Illegal::RhodianNotRejectable.by("SEN-47"));
                }
            }
            Proposal::ConsulForLife { nominee } => self.sen_57_nomination_legal(nominee)?,
            Proposal::SpecialProsecution { .. } => {
                return Err(Illegal::SpecialProsecutionNotProposed.by("SEN-53"));
            }
            Proposal::Adjourn => {}
            // SEN-56: a Law is put by its player's play (senate/law_proposals.rs).
            Proposal::PassLaw { .. } => {}
            // SEN-04: the terms are taken off before (`voting_order.rs`).
            Proposal::Announced { .. } => return Err(Illegal::TermsMisplaced.by("SEN-04")),
            Proposal::DisbandForces {
                legions,
                fleets,
                veterans,
            } => {
                self.sen_43_disband_legal(*legions, *fleets, veterans)?;
            }
            Proposal::ReplaceProconsul { .. } => self.sen_45_replace_legal(p)?,
            Proposal::RecallUnits {
                commander,
                legions,
                fleets,
                veterans,
            } => self.sen_45_recall_units_legal(commander, *legions, *fleets, veterans)?,
            Proposal::RecallUncommanded {
                war,
                legions,
                fleets,
                veterans,
            } => self.sen_45_recall_uncommanded_legal(war, *legions, *fleets, veterans)?,
            Proposal::RecallGarrison { province, legions } => {
                self.sen_46_recall_garrison_legal(province, *legions)?;
            }
            Proposal::RecallPontifex { pontifex } => self.sen_18_recall_legal(pontifex)?,
        }
        Ok(())
    }

    /// SEN-39 (LR 1.09.61): one Concession of the Forum, not yet voted on this turn (a failed
    /// one is flipped), the Land Commissioner only while a Land Bill is in effect, to an
    /// aligned Senator in Rome.
    fn sen_39_grant_legal(
        &self,
        senate: &SenateState,
        concession: &str,
        senator: &SenatorId,
    ) -> Result<(), Refused> {
        if !self.forum_concessions.iter().any(|c| c == concession) {
            return Err(Illegal::ConcessionNotInForum {
                concession: concession.to_string(),
            }
            .by("SEN-39"));
        }
        if senate.concessions_voted.iter().any(|c| c == concession) {
            return Err(Illegal::ConcessionVoted {
                concession: concession.to_string(),
            }
            .by("SEN-39"));
        }
        if data()
            .concession(concession)
            .is_some_and(|c| c.requires_land_bill)
            && self.land_bills.is_empty()
        {
            return Err(Illegal::ConcessionNeedsLandBill {
                concession: concession.to_string(),
            }
            .by("SEN-39"));
        }
        self.in_rome_aligned(senator, "SEN-39")?;
        Ok(())
    }

    pub(crate) fn units_available(&self, legions: u32, fleets: u32) -> Result<(), Refused> {
        if legions > self.legions_in_rome() || fleets > self.fleets_in_rome() {
            return Err(Illegal::ActiveForcesShort {
                legions: self.legions_in_rome(),
                fleets: self.fleets_in_rome(),
            }
            .by("SEN-44"));
        }
        Ok(())
    }

    /// SEN-44 (LR 1.09.641/4-5): the order a package's Commanders leave in: the Field Consul
    /// first (the Rome Consul may go "at the same time"), the presiding magistrate last (his
    /// leaving ends the Senate), the others as written.
    pub(crate) fn sen_44_package_order(&self, sends: &[Deployment]) -> Vec<Deployment> {
        let presiding = self.presiding_index().map(|i| self.senators[i].id());
        let field = self
            .office_holder(Office::FieldConsul)
            .map(|i| self.senators[i].id());
        let mut v = sends.to_vec();
        v.sort_by_key(|d| {
            (
                presiding.as_ref() == Some(&d.commander),
                field.as_ref() != Some(&d.commander),
            )
        });
        v
    }

    /// SEN-44 (LR 1.09.641/5): a package is legal when each sending is, in the order they
    /// leave, after those before it: tried on a copy of the game.
    fn sen_44_package_legal(&self, sends: &[Deployment]) -> Result<(), Refused> {
        // The package's units together, against what Rome holds now (not what an earlier send
        // of the package would leave, which would read "holds only no forces").
        let legions: u32 = sends.iter().map(|d| d.legions).sum();
        let fleets: u32 = sends.iter().map(|d| d.fleets).sum();
        self.units_available(legions, fleets)?;
        let mut g = self.clone();
        let mut sink = Vec::new();
        for d in self.sen_44_package_order(sends) {
            let p = d.proposal();
            g.deploy_legal(&p)?;
            g.deploy(&p, &mut sink);
        }
        Ok(())
    }

    /// SEN-44 / TD-05 / TD-08: may this force be sent?
    fn deploy_legal(&self, p: &Proposal) -> Result<(), Refused> {
        let Proposal::Deploy {
            commander,
            war,
            legions,
            fleets,
            veterans,
        } = p
        else {
            return Ok(());
        };
        let d = data();
        let i = self.in_rome_aligned(commander, "SEN-44")?;
        if !self.possible_commanders().contains(&i) {
            return Err(Illegal::NotCommander {
                senator: commander.clone(),
            }
            .by("SEN-44"));
        }
        let in_forum = self.active_wars.contains(war)
            || self.inactive_wars.contains(war)
            || self.imminent_wars.contains(war);
        if !in_forum {
            return Err(Illegal::WarNotInPlay { war: war.clone() }.by("SEN-44"));
        }
        self.units_available(*legions, *fleets)?;
        // SEN-44 (LR 1.09.64/1): the Veteran Legions named are in the Active Forces box.
        self.legions_picked(*legions, self.senators[i].family, veterans)?;
        let w = d
            .war(war)
            .ok_or_else(|| Illegal::NoSuchWar { war: war.clone() }.by("SEN-44"))?;
        let naval_first = w.has_naval() && !self.naval_victories.contains(war);
        if naval_first {
            if *fleets == 0 {
                return Err(Illegal::NavalBattleFirst { war: war.clone() }.by("SEN-44"));
            }
        } else if *legions == 0 {
            return Err(Illegal::LandBattleNeedsLegion { war: war.clone() }.by("SEN-44"));
        }
        if *fleets < u32::from(w.fleet_support) {
            return Err(Illegal::FleetSupport {
                war: war.clone(),
                support: u32::from(w.fleet_support),
            }
            .by("SEN-44"));
        }
        // TD-08: a later matching war only if every earlier Active one is attacked.
        if let Some(k) = self.td_08_earlier_war_unattacked(war) {
            return Err(Illegal::EarlierWarFirst { war: k }.by("TD-08"));
        }
        Ok(())
    }

    /// SEN-12: aligned senators in Rome with no Major Office except the Censor's or the
    /// Master of Horse's (LR 1.09.2/6: they may be elected Consul, leaving their office). Not
    /// the Consuls or the Dictator now (LR 1.09.2/5), nor the Pontifex Maximus (LR 2.01.1/1:
    /// a Major Office, held for life, 2.01.2/1; RULING SEN-12 "The Pontifex and the
    /// Consulship").
    ///
    /// SEN-62 (card:law-tradition-erodes/1, LR 1.09.2/5 "until the Tradition Erodes Law is
    /// passed"): with Tradition Erodes in the Law space the Consuls and the Dictator may be
    /// elected Consul again.
    pub(crate) fn consul_candidates(&self) -> Vec<usize> {
        let again = self.law_in_play(crate::laws::TRADITION_ERODES);
        self.aligned_in_rome()
            .into_iter()
            .filter(|i| {
                !self.senators[*i].offices.iter().any(|o| {
                    is_major(*o)
                        && !matches!(o, Office::Censor | Office::MasterOfHorse)
                        && !(again
                            && matches!(
                                o,
                                Office::RomeConsul | Office::FieldConsul | Office::Dictator
                            ))
                })
            })
            .collect()
    }

    /// SEN-14 (LR 2.01.2/3 with 1.09.2/6): aligned senators in Rome with no Major Office (not
    /// the Consuls just elected, the Censor or a Dictator): no Senator holds two at once.
    ///
    /// Issue 24 §3: a game without the advanced rule 2.01 (`--option pontifex-maximus=off`)
    /// has none: the Senate never elects a Pontifex Maximus (the basic game), so no Priests,
    /// no Pontifex veto or income, and the State pays for Evil Omens (FOR-02) as the card says.
    pub(crate) fn pontifex_candidates(&self) -> Vec<usize> {
        if !self.options.pontifex_maximus {
            return Vec::new();
        }
        self.aligned_in_rome()
            .into_iter()
            .filter(|i| !self.senators[*i].offices.iter().any(|o| is_major(*o)))
            .collect()
    }

    /// SEN-35: Senators in Rome, aligned or unaligned (in the Forum), with no Major Office.
    /// SEN-36 / LR 1.09.53: an unaligned Governor abroad is out of the Forum until he comes
    /// home, so he is no candidate (LR 1.09.5 "from its membership (in Rome)").
    /// SEN-38 (card:law-vatinian/2): with the Vatinian Law, every aligned official too.
    pub(crate) fn governor_candidates(&self) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.senators.len())
            .filter(|i| {
                let s = &self.senators[*i];
                s.in_rome && !s.offices.iter().any(|o| is_major(*o))
            })
            .collect();
        v.extend(self.sen_38_extra_candidates());
        v.sort_by_key(|i| self.senators[*i].id_key());
        v.dedup();
        v
    }

    /// SEN-35 / SEN-07: the candidates for `province` whose own nomination to it was not
    /// defeated this turn.
    pub(crate) fn governor_open(&self, province: &str) -> Vec<usize> {
        self.governor_candidates()
            .into_iter()
            .filter(|i| {
                // SEN-38: never the Governor of the Province already.
                !self
                    .provinces
                    .iter()
                    .any(|p| p.key == province && p.governor == self.senators[*i].id())
                    && !self.is_defeated(&Proposal::Governor {
                        senator: self.senators[*i].id(),
                        province: province.to_string(),
                    })
            })
            .collect()
    }

    /// SEN-35/36: Provinces in the Forum, then governed ones whose Governor may be recalled by
    /// electing a replacement (LR 1.09.52: "A non-rebel Governor ..., provided the recalled
    /// Governor was not elected this same turn").
    pub(crate) fn electable_provinces(&self) -> Vec<String> {
        let mut v = self.forum_provinces.clone();
        v.extend(
            self.provinces
                .iter()
                .filter(|p| p.elected_turn != self.turn && !self.is_rebel(&p.governor))
                .map(|p| p.key.clone()),
        );
        v
    }

    /// SEN-20/21: aligned senators in Rome with no Major Office except Censor.
    pub(crate) fn dictator_candidates(&self) -> Vec<usize> {
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
    pub(crate) fn censor_candidates(&self) -> Vec<usize> {
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
    pub(crate) fn possible_commanders(&self) -> Vec<usize> {
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
    /// A Civil War is one of them (LR 1.09.3 "which could be a Civil War", 1.11.3; RVN-08): it
    /// counts among the Active Wars, its strength that of the Rebel's Army (LR 1.11.37).
    pub(crate) fn sen_19_dictator_condition(&self) -> bool {
        let civil_war = self.rebellion.is_some();
        if self.active_wars.len() + usize::from(civil_war) >= 3 {
            return true;
        }
        if civil_war && self.rebel_strength() >= 20 {
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
    pub(crate) fn recruit_cost(&self) -> u32 {
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
    pub(crate) fn next_from_queue(&mut self, ev: &mut Vec<Event>) -> Option<Proposal> {
        let stage = self.senate_stage()?;
        loop {
            let (queue, by_gm, owner) = {
                let s = self.senate.as_ref()?;
                (s.queue.clone(), s.queue_by_gm, s.queue_owner)
            };
            // PB-10 / SEN-07 (issue 10): proposals of a faction's queue whose business is past
            // are dropped, and the faction is told.
            let past: Vec<Proposal> = queue
                .iter()
                .filter(|p| {
                    p.business() < stage && !p.open_at(stage) && !matches!(p, Proposal::Adjourn)
                })
                .cloned()
                .collect();
            if let Some(faction) = owner
                && !by_gm
                && !past.is_empty()
            {
                ev.push(private(
                    faction,
                    EventKind::QueueDropped {
                        faction,
                        proposals: past,
                        why: QueueDrop::BusinessPast { stage },
                    },
                ));
            }
            // SEN-36: a Governor's replacement stays open during other business.
            let pos = queue.iter().position(|p| {
                p.open_at(stage)
                    || (matches!(p, Proposal::Adjourn) && stage == SenateStage::OtherBusiness)
                    || (matches!(p.plain(), Proposal::ConsulForLife { .. })
                        && Self::sen_57_stage_allows(stage))
            });
            // Drop proposals for business already past.
            let keep: Vec<Proposal> = queue
                .iter()
                .filter(|p| p.business() >= stage || p.open_at(stage))
                .cloned()
                .collect();
            let Some(pos) = pos else {
                if let Some(s) = self.senate.as_mut() {
                    s.queue = keep;
                }
                return None;
            };
            let mut rest = queue;
            let entry = rest.remove(pos);
            rest.retain(|q| q.business() >= stage || q.open_at(stage));
            if let Some(s) = self.senate.as_mut() {
                s.queue = rest;
            }
            // SEN-02 / SEN-04 / PB-10: each queued proposal carries its own terms (the same
            // proposal may be queued twice under two conditions, one or the other).
            let (p, terms) = match entry {
                Proposal::Announced { put, terms } => (*put, Some(terms)),
                p => {
                    let terms = self.sen_04_saved_terms(&p);
                    (p, terms)
                }
            };
            // PB-10 (S004/79): a proposal conditional on the elections is put only if its
            // condition holds now; otherwise it is dropped and its faction told (privately: a
            // proposal never made is nobody else's business).
            if let Some(condition) = terms.as_ref().and_then(|t| t.condition.clone())
                && !self.pb_10_condition_holds(&condition)
            {
                if let Some(faction) = owner
                    && !by_gm
                {
                    let terms = VoteTerms {
                        condition: Some(condition),
                        ..VoteTerms::default()
                    };
                    ev.push(private(
                        faction,
                        EventKind::QueueDropped {
                            faction,
                            proposals: vec![Proposal::Announced {
                                put: Box::new(p),
                                terms,
                            }],
                            why: QueueDrop::ConditionUnmet,
                        },
                    ));
                }
                continue;
            }
            match self.proposal_legal(&p) {
                Ok(()) => {
                    // SEN-02 / SEN-04: its terms go with it to the floor (`sen_02_put_terms`).
                    self.sen_04_terms_for_floor(&p, terms);
                    return Some(p);
                }
                Err(refused) => {
                    // Publicly without who made it (a GM's proposal means a default, S004).
                    ev.push(public(EventKind::ProposalOutOfOrder {
                        proposal: p.clone(),
                        by_gm: false,
                        refused: refused.clone(),
                    }));
                    if by_gm {
                        ev.push(gm(EventKind::ProposalOutOfOrder {
                            proposal: p.clone(),
                            by_gm,
                            refused,
                        }));
                    }
                }
            }
        }
    }

    /// Is the business of `stage` done? Makes the automatic appointments (SEN-12 last pair,
    /// SEN-22 only candidate) and stops at Governors (SEN-35, not built).
    pub(crate) fn stage_is_over(&mut self, stage: SenateStage, ev: &mut Vec<Event>) -> bool {
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
                        ev.push(public(EventKind::NoConsulPair));
                        true
                    }
                    [(a, b)] => {
                        let (a, b) = (a.clone(), b.clone());
                        ev.push(public(EventKind::LastConsulPair {
                            first: a.clone(),
                            second: b.clone(),
                        }));
                        self.elect_consuls(&a, &b, &[], ev);
                        let p = Proposal::Consuls {
                            first: a,
                            second: b,
                        };
                        self.pb_10_record_election(&p, &[], true);
                        true
                    }
                    _ => false,
                }
            }
            SenateStage::Pontifex => {
                self.office_holder(Office::PontifexMaximus).is_some()
                    || self.pontifex_candidates().is_empty()
            }
            SenateStage::Governors => {
                if self.forum_provinces.is_empty() {
                    return true;
                }
                let candidates = self.governor_candidates();
                if candidates.is_empty() {
                    ev.push(self.no_governor_candidates());
                    return true;
                }
                // SEN-35 (LR 1.09.5): "Elections continue until a Governor is selected or there
                // is only one eligible candidate remaining"; LR 1.09.54: every Province must have
                // a Governor unless none is eligible. The last eligible candidate is appointed
                // without a vote (LR 1.09.41: no veto of the last eligible candidate); the
                // Provinces left in the Forum then have no candidate (SEN-37).
                if let [only] = candidates.as_slice()
                    && let Some(province) = self.forum_provinces.first().cloned()
                {
                    let senator = self.senators[*only].id();
                    ev.push(public(EventKind::SoleGovernorCandidate {
                        senator: senator.clone(),
                        province: province.clone().into(),
                    }));
                    self.elect_governor(&senator, &province, ev);
                    let p = Proposal::Governor { senator, province };
                    self.pb_10_record_election(&p, &[], true);
                    if !self.forum_provinces.is_empty() {
                        ev.push(self.no_governor_candidates());
                    }
                    return true;
                }
                // SEN-35 / SEN-07 (second reading): a candidate whose nomination to a Province
                // was defeated is no longer in the running for it this turn. The first Province
                // with candidates left is elected next; one with a single candidate left gets
                // him without a vote (LR 1.09.5 "until ... only one eligible candidate
                // remaining"); when no Province has a candidate left the Senate moves on.
                let open = self.forum_provinces.clone().into_iter().find_map(|p| {
                    let o = self.governor_open(&p);
                    (!o.is_empty()).then_some((p, o))
                });
                match open {
                    None => {
                        ev.push(self.no_governor_candidates());
                        true
                    }
                    Some((province, o)) if o.len() == 1 => {
                        let senator = self.senators[o[0]].id();
                        ev.push(public(EventKind::SoleGovernorCandidate {
                            senator: senator.clone(),
                            province: province.clone().into(),
                        }));
                        self.elect_governor(&senator, &province, ev);
                        let p = Proposal::Governor {
                            senator,
                            province: province.clone(),
                        };
                        self.pb_10_record_election(&p, &[], true);
                        // Each appointment fills a Province, so this ends.
                        !self.forum_provinces.contains(&province) && self.stage_is_over(stage, ev)
                    }
                    Some(_) => false,
                }
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
                        ev.push(public(EventKind::NoCensorCandidate));
                        true
                    }
                    [i] => {
                        let id = self.senators[*i].id();
                        ev.push(public(EventKind::SoleCensorCandidate {
                            senator: id.clone(),
                        }));
                        self.elect_censor(&id, ev);
                        self.pb_10_record_election(&Proposal::Censor { censor: id }, &[], true);
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
    /// fallbacks); prosecutions: none; other business: for the first Active War no force is on
    /// (TD-08: the earliest of matching wars), raise what is needed (keeping a reserve) and send
    /// the first available commander with a force at least as strong as the war, then adjourn.
    /// SEN-07: never a proposal the Senate defeated this turn (the Default Move must be legal).
    pub(crate) fn gm_proposals(&self) -> Vec<Proposal> {
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
                self.pontifex_candidates(),
                |s| (Reverse(s.influence), false, s.id_key()),
                |id| Proposal::Pontifex { pontifex: id },
            ),
            SenateStage::Governors => {
                // SEN-35: the first Province in the Forum with a candidate left.
                let Some(province) = self
                    .forum_provinces
                    .iter()
                    .find(|p| !self.governor_open(p).is_empty())
                    .cloned()
                else {
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
                let mut v = self.gm_civil_war_proposals();
                v.extend(self.gm_rebel_province_proposals(&v));
                v.retain(|p| !self.is_defeated(p));
                // SEN-07: a proposal defeated this turn is barred; the GM's raise and
                // deployment stand or fall together (a deployment needs the forces raised).
                let war = self.gm_war_proposals();
                if !war.iter().any(|p| self.is_defeated(p)) {
                    v.extend(war);
                }
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
        rank: impl for<'s> Fn(&'s Senator) -> (Reverse<u32>, bool, (u8, &'s str)),
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
            // TD-08: a later matching war only once every earlier Active one is attacked.
            .find(|k| {
                !self.forces.iter().any(|f| &f.war == *k)
                    && self.td_08_earlier_war_unattacked(k).is_none()
            })
            .cloned()
        else {
            return Vec::new();
        };
        let (Some(w), Some(strength)) = (d.war(&war), self.war_strength(&war)) else {
            return Vec::new();
        };
        let mil = self.planning_military(commander);
        let naval_first = w.has_naval() && !self.naval_victories.contains(&war);
        // Units wanted: enough that units + capped MIL reach the war's strength.
        let want = |target: u32| -> u32 { target.div_ceil(2).max(target.saturating_sub(mil)) };
        let (mut legions, mut fleets) = if naval_first {
            (0, want(strength.fleet).max(u32::from(w.fleet_support)))
        } else {
            (want(strength.land).max(1), u32::from(w.fleet_support))
        };
        legions = legions.min(MAX_LEGIONS);
        fleets = fleets.min(MAX_FLEETS);
        let raise_l = legions.saturating_sub(self.legions_in_rome());
        let raise_f = fleets.saturating_sub(self.fleets_in_rome());
        let mut v = Vec::new();
        if raise_l + raise_f > 0 {
            if self.no_recruitment
                || self.legions + self.rebel_legions() + raise_l > MAX_LEGIONS
                || self.fleets + self.rebel_fleets() + raise_f > MAX_FLEETS
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
            veterans: Vec::new(),
        });
        v
    }
}
