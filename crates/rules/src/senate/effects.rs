//! What a passed proposal does: elections (SEN-13, SEN-21, SEN-22), forces (SEN-43..45), Land
//! Bills (SEN-40/41), Concessions (SEN-39), and the closing recalls (SEN-48).

use super::super::api::{
    ConsulSeat, Event, EventKind, ForcesReason, Illegal, Proposal, Refused, ReturnReason,
    SenateStage, SenatorId, TreasuryReason, UnrestReason, VeteranPick,
};
use super::super::data::{DeckCard, RaisedUnit};
use super::super::game::{Game, data, private, public};
use super::super::general::RollFor;
use super::super::posts::Post;
use super::super::state::{Force, HeldConcession, LandBill, Office, Province};
use crate::api::{CardRef, Place};
use crate::api::{ChoiceAbout, ChoiceOption, DicePurpose};

impl Game {
    /// Apply a proposal that passed. `yes`/`no` are the senators who voted for and against.
    pub(crate) fn apply_proposal(
        &mut self,
        p: &Proposal,
        prefer: &[(SenatorId, ConsulSeat)],
        against: &[SenatorId],
        yes: &[SenatorId],
        ev: &mut Vec<Event>,
    ) {
        match p {
            Proposal::Consuls { first, second } => self.elect_consuls(first, second, prefer, ev),
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } => {
                // SEN-21: the name is the Dictator's pick when his faction wrote the proposal
                // (its presiding magistrate, or its Tribune).
                let writer = self.sen_10_tribune_floor(p).or_else(|| {
                    self.senate
                        .as_ref()
                        .and_then(|s| self.find_senator(&s.presiding))
                        .and_then(|i| self.senators[i].faction)
                        .map(|f| self.senate_controller(f))
                });
                let writers: Vec<_> = writer.into_iter().collect();
                self.elect_dictator(dictator, master_of_horse, &writers, ev);
            }
            Proposal::Censor { censor } => self.elect_censor(censor, ev),
            Proposal::Pontifex { pontifex } => {
                self.take_office(pontifex, Office::PontifexMaximus, 5, ev);
                self.mark_elected(SenateStage::Pontifex);
            }
            Proposal::Governor { senator, province } => {
                self.elect_governor(senator, province, ev);
                // SEN-36: second choices for the post just filled lapse at once.
                self.sen_36_lapse_filled_posts(ev);
            }
            // SEN-35 (LR 1.09.5): all the Governors of the proposal take office together.
            Proposal::Governors { posts } => {
                for (senator, province) in posts {
                    self.elect_governor(senator, province, ev);
                }
                self.sen_36_lapse_filled_posts(ev);
            }
            Proposal::Garrison { province, legions } => {
                // SEN-46: regular legions only (veterans stay in Rome with their allegiance).
                let key = data().province_key(province);
                if let Some(p) = self.provinces.iter_mut().find(|p| p.key == key) {
                    p.garrison += legions;
                }
                self.sen_46_note_garrison_sent(&key);
                ev.push(public(EventKind::Garrisoned {
                    province: key.into(),
                    legions: *legions,
                }));
            }
            Proposal::Prosecute { .. } => self.prosecution_concluded(p, true, false, ev),
            Proposal::RaiseForces { legions, fleets } => self.raise_forces(*legions, *fleets, ev),
            Proposal::Deploy { .. } => self.deploy(p, ev),
            Proposal::CollectBequest { .. } => self.rev_17_send(p, ev),
            Proposal::PassLaw { .. } => self.sen_56_enact(p, ev),
            // SEN-44 (LR 1.09.641/5): a package leaves in the order of `sen_44_package_order`.
            Proposal::Deployments { sends } => {
                for d in self.sen_44_package_order(sends) {
                    self.deploy(&d.proposal(), ev);
                }
            }
            Proposal::AttackRebel { .. } => self.attack_rebel(p, ev),
            Proposal::AttackRebelProvince { .. } => self.attack_rebel_province(p, ev),
            Proposal::Recall { commander } => self.recall(commander, ReturnReason::Recalled, ev),
            Proposal::Reinforce {
                commander,
                legions,
                fleets,
                veterans,
            } => self.reinforce(commander, *legions, *fleets, veterans, ev),
            Proposal::LandBill {
                level,
                sponsor,
                cosponsor,
            } => self.pass_land_bill(*level, sponsor, cosponsor, against, ev),
            Proposal::RepealLandBill { level, sponsor } => {
                self.repeal_land_bill(*level, sponsor, yes, ev);
            }
            Proposal::Concession {
                concession,
                senator,
            } => self.grant_concession(concession, senator, ev),
            // SEN-39: a group passes as a whole.
            Proposal::Concessions { grants } => {
                for (concession, senator) in grants {
                    self.grant_concession(concession, senator, ev);
                }
            }
            Proposal::RejectRhodian => {
                self.sen_47_reject_rhodian(ev);
            }
            Proposal::ConsulForLife { nominee } => self.sen_57_elect(nominee, ev),
            Proposal::SpecialProsecution {
                accused,
                target_popularity,
            } => self.sen_53_condemned(accused, *target_popularity, ev),
            Proposal::Adjourn | Proposal::Announced { .. } => {}
            Proposal::DisbandForces {
                legions,
                fleets,
                veterans,
            } => {
                self.sen_43_disband(*legions, *fleets, veterans, ev);
            }
            Proposal::ReplaceProconsul { .. } => self.sen_45_replace(p, ev),
            Proposal::RecallUnits {
                commander,
                legions,
                fleets,
                veterans,
            } => self.sen_45_recall_units(commander, *legions, *fleets, veterans, ev),
            Proposal::RecallGarrison { province, legions } => {
                self.sen_46_recall_garrison(province, *legions, ev);
            }
            Proposal::RecallUncommanded {
                war,
                legions,
                fleets,
                veterans,
            } => self.sen_45_recall_uncommanded(war, *legions, *fleets, veterans, ev),
            Proposal::RecallPontifex { pontifex } => self.sen_18_recall(pontifex, ev),
        }
    }

    fn mark_elected(&mut self, stage: SenateStage) {
        if let Some(s) = self.senate.as_mut() {
            s.elected.push(stage);
        }
    }

    pub(crate) fn take_office(
        &mut self,
        id: &SenatorId,
        office: Office,
        influence: u32,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self.find_senator(id) else {
            return;
        };
        let s = &mut self.senators[i];
        s.offices.push(office);
        s.add_influence(i64::from(influence));
        // PB-08 (S004/68): the new Consuls are announced with their new Influence totals.
        let consul = matches!(office, Office::RomeConsul | Office::FieldConsul);
        ev.push(public(EventKind::OfficeTaken {
            senator: s.id(),
            faction: s.faction,
            office: office.into(),
            influence,
            now: (consul && influence > 0).then_some(s.influence),
        }));
    }

    /// Remove `office` from whoever holds it; `prior` gives him the Prior Consul marker.
    fn vacate(&mut self, office: Office, prior: bool) {
        for s in &mut self.senators {
            if s.offices.contains(&office) {
                s.offices.retain(|o| *o != office);
                if prior {
                    s.prior_consul = true;
                }
            }
        }
    }

    /// SEN-12/13: new Consuls. Rome/Field by the nominees' preferences (PB-09), else a dice-off
    /// whose winner takes Rome; each +5 Influence; the outgoing Consuls (and a Dictator) get the
    /// Prior Consul marker; the Dictator and the Master of Horse leave office.
    ///
    /// SEN-13 (LR 1.09.22 "dice off for the choice of office"; DESIGN.md): when both ask for the
    /// same office, or neither asks, they dice off (1d6 each, rerolled on ties) and the winner
    /// takes the office he asked for (Rome when neither asked).
    pub(crate) fn elect_consuls(
        &mut self,
        first: &SenatorId,
        second: &SenatorId,
        prefer: &[(SenatorId, ConsulSeat)],
        ev: &mut Vec<Event>,
    ) {
        let pref = |id: &SenatorId| prefer.iter().find(|(s, _)| s == id).map(|(_, p)| *p);
        let (pa, pb) = (pref(first), pref(second));
        let first_is_rome = match (pa, pb) {
            (Some(ConsulSeat::Rome), p) if p != Some(ConsulSeat::Rome) => Some(true),
            (p, Some(ConsulSeat::Rome)) if p != Some(ConsulSeat::Rome) => Some(false),
            (Some(ConsulSeat::Field), p) if p != Some(ConsulSeat::Field) => Some(false),
            (p, Some(ConsulSeat::Field)) if p != Some(ConsulSeat::Field) => Some(true),
            _ => None,
        };
        let first_is_rome = match first_is_rome {
            Some(b) => b,
            None => {
                let mut won = true;
                for _ in 0..100 {
                    let a = self.roll(
                        1,
                        RollFor::Check,
                        DicePurpose::ConsulsDiceOff {
                            senator: first.clone(),
                        },
                        ev,
                    );
                    let b = self.roll(
                        1,
                        RollFor::Check,
                        DicePurpose::ConsulsDiceOff {
                            senator: second.clone(),
                        },
                        ev,
                    );
                    if a.total() != b.total() {
                        won = a.total() > b.total();
                        break;
                    }
                }
                // The winner takes what he asked for: the Field if both asked for it.
                let both_field = pa == Some(ConsulSeat::Field) && pb == Some(ConsulSeat::Field);
                if both_field { !won } else { won }
            }
        };
        let (rome, field) = if first_is_rome {
            (first, second)
        } else {
            (second, first)
        };
        self.vacate(Office::RomeConsul, true);
        self.vacate(Office::FieldConsul, true);
        self.vacate(Office::Dictator, true);
        self.vacate(Office::MasterOfHorse, false);
        for id in [rome, field] {
            if let Some(i) = self.find_senator(id) {
                self.senators[i]
                    .offices
                    .retain(|o| !matches!(o, Office::Censor | Office::MasterOfHorse));
            }
        }
        self.take_office(rome, Office::RomeConsul, 5, ev);
        self.take_office(field, Office::FieldConsul, 5, ev);
        self.mark_elected(SenateStage::Consuls);
    }

    /// SEN-21: the Dictator (+7 Influence) and his Master of Horse (+3).
    /// SEN-20: the Dictator takes office (+7); his Master of Horse is his faction's pick
    /// (`master_of_horse.rs`): `moh` is the name `writers` wrote with him.
    pub(crate) fn elect_dictator(
        &mut self,
        dictator: &SenatorId,
        moh: &SenatorId,
        writers: &[super::super::api::FactionId],
        ev: &mut Vec<Event>,
    ) {
        self.take_office(dictator, Office::Dictator, 7, ev);
        self.mark_elected(SenateStage::Dictator);
        self.sen_21_after_dictator(dictator, moh, writers, ev);
    }

    /// SEN-22: the Censor (+5 Influence); the old Censor leaves office.
    pub(crate) fn elect_censor(&mut self, censor: &SenatorId, ev: &mut Vec<Event>) {
        self.vacate(Office::Censor, false);
        self.take_office(censor, Office::Censor, 5, ev);
        self.mark_elected(SenateStage::Censor);
    }

    /// SEN-35/36: a Governor leaves Rome at once for his Province (term 3); a Governor he
    /// replaces comes home and keeps any Corrupt marker.
    pub(super) fn elect_governor(
        &mut self,
        senator: &SenatorId,
        province: &str,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self.find_senator(senator) else {
            return;
        };
        let pname = data().province_name(province);
        let turn = self.turn;
        // SEN-38 (LR 1.13.1/2): a Governor replaced who ruled through a Legate stays where he
        // is.
        let old_by_legate = self.sen_38_by_legate(province);
        if let Some(p) = self.provinces.iter_mut().find(|p| p.key == province) {
            let old = std::mem::replace(&mut p.governor, senator.clone());
            p.term = 3;
            p.elected_turn = turn;
            if let Some(o) = self.find_senator(&old) {
                let province = province.to_string().into();
                if old_by_legate {
                    ev.push(public(EventKind::LegateReplaced {
                        senator: old,
                        province,
                    }));
                } else {
                    self.senators[o].in_rome = true;
                    self.sen_35_note_returned(&old);
                    ev.push(public(EventKind::GovernorReplaced {
                        senator: old,
                        province,
                    }));
                }
            }
        } else {
            self.forum_provinces.retain(|k| k != province);
            // SEN-46 / REV-19: the garrison waiting with the Province is his now.
            let garrison = self.sen_46_garrison_from_forum(province);
            // SET-08: a Province waiting on its Developed side keeps it.
            let developed = self.forum_developed.iter().any(|k| k == province);
            self.forum_developed.retain(|k| k != province);
            self.provinces.push(Province {
                key: province.to_string(),
                governor: senator.clone(),
                term: 3,
                developed,
                garrison,
                elected_turn: turn,
            });
        }
        ev.push(public(EventKind::OfficeTaken {
            senator: senator.clone(),
            faction: self.senators[i].faction,
            office: Post::Governor {
                province: pname.to_string(),
            },
            influence: 0,
            now: None,
        }));
        // SEN-35: he leaves Rome at once; SEN-38: with the Vatinian Law he may stay.
        self.sen_38_seat_governor(i, province, ev);
    }

    /// SEN-43: the State pays for new units at once; Armaments / Ship Building holders are paid
    /// per unit by the bank and their corrupt bar is revealed.
    fn raise_forces(&mut self, legions: u32, fleets: u32, ev: &mut Vec<Event>) {
        let cost = i64::from(self.recruit_cost()) * i64::from(legions + fleets);
        // GEN-12 / VIC-03 / VIC-04 (2) (LR 1.09.63 "The State Treasury must immediately pay";
        // LR 1.06.53 "If unable to pay its obligations at any time in the game, the State is
        // Bankrupt"): a levy passed that the State cannot pay bankrupts it.
        if cost > self.state_treasury {
            ev.push(public(EventKind::StateTreasury {
                reason: TreasuryReason::ForcesRaised { legions, fleets },
                delta: 0,
                balance: self.state_treasury,
                shortfall: cost - self.state_treasury,
            }));
            self.state_bankrupt(ev);
            return;
        }
        self.state_treasury -= cost;
        self.ledger.state_debits += cost;
        self.legions += legions;
        self.fleets += fleets;
        // SEN-61 (ADV 2.04.3/4): beyond the Force Pool, from the disbanded Legions.
        self.sen_61_raised_from_bank(ev);
        self.sen_43_note_raised(legions, fleets);
        ev.push(public(EventKind::StateTreasury {
            reason: TreasuryReason::ForcesRaised { legions, fleets },
            delta: -cost,
            balance: self.state_treasury,
            shortfall: 0,
        }));
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::Raised,
        }));
        self.sen_43_unit_profits(legions, fleets, ev);
    }

    /// SEN-43 / COM-01: the Armaments and Ship Building holders are paid per unit raised by
    /// the bank (by the Senate or by a Commander under the Gabinian Law) and their corrupt bar
    /// is revealed.
    pub(crate) fn sen_43_unit_profits(&mut self, legions: u32, fleets: u32, ev: &mut Vec<Event>) {
        let d = data();
        for i in 0..self.senators.len() {
            // card:statesman-29a/1: Crassus's Concession income doubled.
            let factor = self.income_factor(i);
            let mut earned = 0u32;
            let mut names = Vec::new();
            for c in &mut self.senators[i].concessions {
                let Some(card) = d.concession(&c.key) else {
                    continue;
                };
                let units = match card.raised_unit {
                    Some(RaisedUnit::Legion) => legions,
                    Some(RaisedUnit::Fleet) => fleets,
                    None => 0,
                };
                if units > 0 {
                    earned += factor * u32::from(card.per_unit_income) * units;
                    c.corrupt = true;
                    names.push(card.key.clone());
                }
            }
            if earned == 0 {
                continue;
            }
            self.senators[i].treasury += earned;
            self.ledger.bank_to_players += u64::from(earned);
            let id = self.senators[i].id();
            if let Some(f) = self.senators[i].faction {
                ev.push(private(
                    f,
                    EventKind::ConcessionProfit {
                        senator: id.clone(),
                        concessions: names.clone().into_iter().map(Into::into).collect(),
                        amount: Some(earned),
                    },
                ));
            }
            ev.push(public(EventKind::ConcessionProfit {
                senator: id,
                concessions: names.into_iter().map(Into::into).collect(),
                amount: None,
            }));
        }
    }

    /// SEN-44 / RVN-09 (LR 1.09.64/1): take `n` legions from the Active Forces box, the Veterans
    /// `named` among them (`legions_picked`; a pick that cannot be met was refused before, and
    /// the Default Move takes its place: regular ones first, then veterans loyal to `family`
    /// first). Returns the veterans' allegiances.
    pub(crate) fn take_picked_legions(
        &mut self,
        n: u32,
        family: u8,
        named: &[VeteranPick],
    ) -> Vec<u8> {
        let mut picked = self
            .legions_picked(n, family, named)
            .or_else(|_| self.legions_picked(n, family, &[]))
            .unwrap_or_default();
        let out: Vec<u8> = picked
            .iter()
            .filter_map(|k| self.veterans_in_rome.get(*k).copied())
            .collect();
        picked.sort_unstable_by(|a, b| b.cmp(a));
        for k in picked {
            if k < self.veterans_in_rome.len() {
                self.veterans_in_rome.remove(k);
            }
        }
        out
    }

    /// SEN-44 (LR 1.09.64/1: the Senate sends "a Commander and a specific group of units"):
    /// which Veteran Legions in Rome (indices into `veterans_in_rome`) go among `n` Legions
    /// taken from the Active Forces box: those the proposal names, then the Default Move
    /// (RULING SEN-43 / SEN-44 "Which legions go"): regular Legions first, then Veterans
    /// (those loyal to `family` first).
    pub(crate) fn legions_picked(
        &self,
        n: u32,
        family: u8,
        named: &[VeteranPick],
    ) -> Result<Vec<usize>, Refused> {
        let vets = &self.veterans_in_rome;
        let regular = self
            .legions_in_rome()
            .saturating_sub(u32::try_from(vets.len()).unwrap_or(u32::MAX));
        self.veterans_picked(vets, regular, n, Some(family), named, "SEN-44")
    }

    /// SEN-43 / GEN-12: which Veteran Legions in Rome (indices into `veterans_in_rome`) are
    /// among `n` Legions taken from the Active Forces box without a Commander to prefer: those
    /// named, then regular Legions, then the last Veterans.
    pub(crate) fn rome_legions_picked(
        &self,
        n: u32,
        named: &[VeteranPick],
        rule: &'static str,
    ) -> Result<Vec<usize>, Refused> {
        let vets = &self.veterans_in_rome;
        let regular = self
            .legions_in_rome()
            .saturating_sub(u32::try_from(vets.len()).unwrap_or(u32::MAX));
        self.veterans_picked(vets, regular, n, None, named, rule)
    }

    /// SEN-45 / GEN-12: the same for `n` Legions taken from the Force `f` (indices into its
    /// veterans).
    pub(crate) fn force_legions_picked(
        &self,
        f: &Force,
        n: u32,
        named: &[VeteranPick],
        rule: &'static str,
    ) -> Result<Vec<usize>, Refused> {
        let regular = f
            .legions
            .saturating_sub(u32::try_from(f.veterans.len()).unwrap_or(u32::MAX));
        self.veterans_picked(&f.veterans, regular, n, None, named, rule)
    }

    /// SEN-43 / SEN-44 / SEN-45 (LR 1.09.64/1): which Veteran Legions of `pool` (indices, by
    /// allegiance) are among `n` Legions taken from a pool that also holds `regular` regular
    /// Legions: first those the proposal names (a pick of a given allegiance before one of
    /// any), then, for the Legions it leaves unnamed, the Default Move: regular Legions first,
    /// then Veterans. A pick of any allegiance and the Default Move take Veterans loyal to
    /// `prefer` first (else the first of the pool); without `prefer` the last of the pool.
    pub(crate) fn veterans_picked(
        &self,
        pool: &[u8],
        regular: u32,
        n: u32,
        prefer: Option<u8>,
        named: &[VeteranPick],
        rule: &'static str,
    ) -> Result<Vec<usize>, Refused> {
        let mut chosen: Vec<usize> = Vec::new();
        let named_total = named.iter().fold(0u32, |a, p| a.saturating_add(p.count));
        if named_total > n {
            return Err(Illegal::VeteransBeyondLegions {
                veterans: named_total,
                legions: n,
            }
            .by(rule));
        }
        let default_pick = |chosen: &[usize]| -> Option<usize> {
            let free: Vec<usize> = (0..pool.len()).filter(|k| !chosen.contains(k)).collect();
            match prefer {
                Some(f) => free
                    .iter()
                    .copied()
                    .find(|k| pool[*k] == f)
                    .or_else(|| free.first().copied()),
                None => free.last().copied(),
            }
        };
        let mut picks: Vec<&VeteranPick> = named.iter().collect();
        picks.sort_by_key(|p| p.loyal_to.is_none());
        for pick in picks {
            let fam = match &pick.loyal_to {
                Some(id) => match self.find_senator(id) {
                    Some(i) => Some(self.senators[i].family),
                    None => {
                        return Err(Illegal::NoSuchSenator {
                            senator: id.clone(),
                        }
                        .by(rule));
                    }
                },
                None => None,
            };
            for _ in 0..pick.count {
                let next = match fam {
                    Some(f) => (0..pool.len()).find(|k| !chosen.contains(k) && pool[*k] == f),
                    None => default_pick(&chosen),
                };
                let Some(k) = next else {
                    let held = pool.iter().filter(|v| fam.is_none_or(|f| **v == f)).count();
                    return Err(Illegal::VeteransShort {
                        loyal_to: pick.loyal_to.clone(),
                        wanted: pick.count,
                        held: u32::try_from(held).unwrap_or(u32::MAX),
                    }
                    .by(rule));
                };
                chosen.push(k);
            }
        }
        let mut rest = (n - named_total).saturating_sub(regular);
        while rest > 0 {
            let Some(k) = default_pick(&chosen) else {
                break;
            };
            chosen.push(k);
            rest -= 1;
        }
        Ok(chosen)
    }

    /// SEN-44 / TD-05: the Commander leaves Rome with his forces; an Inactive or Imminent war
    /// attacked becomes Active at once. A measure sending the Presiding Magistrate ends the
    /// Senate Phase.
    pub(crate) fn deploy(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        let Proposal::Deploy {
            commander,
            war,
            legions,
            fleets,
            veterans: named,
        } = p
        else {
            return;
        };
        let Some(i) = self.find_senator(commander) else {
            return;
        };
        let was_presiding = self.presiding_index() == Some(i);
        let family = self.senators[i].family;
        let veterans = self.take_picked_legions(*legions, family, named);
        self.senators[i].in_rome = false;
        let moh = if self.senators[i].offices.contains(&Office::Dictator) {
            self.office_holder(Office::MasterOfHorse)
                .filter(|m| self.senators[*m].in_rome)
        } else {
            None
        };
        let moh_id = moh.map(|m| {
            self.senators[m].in_rome = false;
            self.senators[m].id()
        });
        if !self.active_wars.contains(war) {
            self.inactive_wars.retain(|k| k != war);
            self.imminent_wars.retain(|k| k != war);
            self.active_wars.push(war.clone());
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Deck {
                    of: DeckCard::War(war.clone()),
                },
                place: Place::AttackedBySenate,
            }));
            // FOR-07 / TD-06 (LR 1.07.341/2): a Leader waiting in the Curia joins it.
            self.leaders_from_curia(war, ev);
        }
        let order = match self.senate.as_mut() {
            Some(s) => {
                s.dispatched += 1;
                s.dispatched
            }
            None => 0,
        };
        let mut force = Force {
            commander: Some(commander.clone()),
            master_of_horse: moh_id,
            war: war.clone(),
            legions: *legions,
            veterans,
            fleets: *fleets,
            dispatched: order,
            sent_turn: self.turn,
        };
        ev.push(public(EventKind::CommanderSent {
            commander: commander.clone(),
            war: war.clone().into(),
            legions: *legions,
            fleets: *fleets,
            reinforcement: false,
        }));
        // SEN-44 (LR 1.09.641): "Forces already on the War without a Commander join his Force."
        while let Some(pos) = self
            .forces
            .iter()
            .position(|f| f.commander.is_none() && f.war == *war)
        {
            let left = self.forces.remove(pos);
            force.legions += left.legions;
            force.fleets += left.fleets;
            force.veterans.extend(left.veterans);
            ev.push(public(EventKind::ForcesJoined {
                commander: commander.clone(),
                war: war.clone().into(),
                legions: left.legions,
                fleets: left.fleets,
            }));
        }
        self.forces.push(force);
        if was_presiding {
            ev.push(public(EventKind::PresidingLeaves));
            self.adjourn(ev);
        }
    }

    /// SEN-45 / SEN-48: a force comes home; its commander (and Master of Horse) return to Rome
    /// and the Proconsul's office ends.
    pub(crate) fn recall(&mut self, commander: &SenatorId, why: ReturnReason, ev: &mut Vec<Event>) {
        let Some(pos) = self
            .forces
            .iter()
            .position(|f| f.commander.as_ref() == Some(commander))
        else {
            return;
        };
        self.return_force(pos, why, ev);
    }

    /// The force at `pos` returns to the Active Forces box.
    pub(crate) fn return_force(&mut self, pos: usize, why: ReturnReason, ev: &mut Vec<Event>) {
        if pos >= self.forces.len() {
            return;
        }
        let f = self.forces.remove(pos);
        self.veterans_in_rome.extend(f.veterans.iter().copied());
        for id in f.commander.iter().chain(f.master_of_horse.iter()) {
            if let Some(i) = self.find_senator(id) {
                self.senators[i].in_rome = true;
                self.senators[i].offices.retain(|o| *o != Office::Proconsul);
            }
        }
        let commander = f
            .commander
            .clone()
            .filter(|c| self.find_senator(c).is_some());
        ev.push(public(EventKind::ForcesReturned {
            commander,
            war: f.war.clone().into(),
            legions: f.legions,
            fleets: f.fleets,
            reason: why,
        }));
    }

    /// SEN-45: reinforcements for a Proconsul (the Veterans named among them, SEN-44).
    fn reinforce(
        &mut self,
        commander: &SenatorId,
        legions: u32,
        fleets: u32,
        named: &[VeteranPick],
        ev: &mut Vec<Event>,
    ) {
        let family = self
            .find_senator(commander)
            .map_or(0, |i| self.senators[i].family);
        let vets = self.take_picked_legions(legions, family, named);
        let Some(f) = self
            .forces
            .iter_mut()
            .find(|f| f.commander.as_ref() == Some(commander))
        else {
            return;
        };
        f.legions += legions;
        f.fleets += fleets;
        f.veterans.extend(vets);
        f.sent_turn = self.turn;
        let war = f.war.clone();
        ev.push(public(EventKind::CommanderSent {
            commander: commander.clone(),
            war: war.into(),
            legions,
            fleets,
            reinforcement: true,
        }));
    }

    /// SEN-40: a Land Bill passes: Unrest −1/−2/−3, Sponsor +2/+2/+4 and Co-sponsor +1/+1/+2
    /// Popularity, every Senator who voted against −1/−1/−2 Popularity; its cost is paid in the
    /// Revenue Phase (REV-16).
    fn pass_land_bill(
        &mut self,
        level: u8,
        sponsor: &SenatorId,
        cosponsor: &SenatorId,
        against: &[SenatorId],
        ev: &mut Vec<Event>,
    ) {
        let (unrest, sp, co, penalty) = match level {
            1 => (1, 2, 1, 1),
            2 => (2, 2, 1, 1),
            _ => (3, 4, 2, 2),
        };
        self.add_unrest(-unrest);
        ev.push(public(EventKind::UnrestChanged {
            delta: -unrest,
            unrest: self.unrest,
            reason: UnrestReason::LandBill { level },
        }));
        for (id, n) in [(sponsor, sp), (cosponsor, co)] {
            if let Some(i) = self.find_senator(id) {
                self.change_popularity(i, n, ev);
            }
        }
        for id in against {
            if let Some(i) = self.find_senator(id) {
                self.change_popularity(i, -penalty, ev);
            }
        }
        self.land_bills.push(LandBill {
            level,
            turn: self.turn,
        });
        ev.push(public(EventKind::LandBillPassed {
            level,
            sponsor_popularity: sp,
            cosponsor_popularity: co,
            against: u32::try_from(against.len()).unwrap_or(u32::MAX),
            penalty,
        }));
    }

    /// SEN-41: a repeal passes: Unrest +2/+3, Sponsor −2/−4 Popularity, each Senator voting for
    /// it −1/−2 Popularity.
    fn repeal_land_bill(
        &mut self,
        level: u8,
        sponsor: &SenatorId,
        yes: &[SenatorId],
        ev: &mut Vec<Event>,
    ) {
        let (unrest, sp, voter) = if level == 2 { (2, 2, 1) } else { (3, 4, 2) };
        if let Some(pos) = self.land_bills.iter().position(|b| b.level == level) {
            self.land_bills.remove(pos);
        }
        self.add_unrest(unrest);
        ev.push(public(EventKind::UnrestChanged {
            delta: unrest,
            unrest: self.unrest,
            reason: UnrestReason::Repeal { level },
        }));
        if let Some(i) = self.find_senator(sponsor) {
            self.change_popularity(i, -sp, ev);
        }
        let mut voters = Vec::new();
        for id in yes {
            if let Some(i) = self.find_senator(id) {
                self.change_popularity(i, -voter, ev);
                voters.push(id.clone());
            }
        }
        // SEN-41 / SEN-59: announced, the Popularity of Senators whose votes the Consul for
        // Life cast included.
        ev.push(public(EventKind::LandBillRepealed {
            level,
            sponsor: sponsor.clone(),
            sponsor_popularity: sp,
            voters,
            voter_popularity: voter,
        }));
    }

    /// SEN-39: a Forum Concession granted.
    pub(crate) fn grant_concession(&mut self, key: &str, senator: &SenatorId, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(senator) else {
            return;
        };
        self.forum_concessions.retain(|k| k != key);
        self.senators[i].concessions.push(HeldConcession {
            key: key.to_string(),
            corrupt: false,
        });
        ev.push(public(EventKind::ConcessionPlayed {
            faction: self.senators[i]
                .faction
                .unwrap_or(super::super::api::FactionId(0)),
            concession: super::super::api::CardKey(key.to_string()),
            senator: senator.clone(),
        }));
    }

    /// SEN-47 (New Alliance): at the end of the Senate Phase the HRAO picks a war that makes
    /// peace (half its Spoils, into the top six cards); on the increased side (Another New
    /// Alliance) a War, not a Revolt, makes peace for all its Spoils and is discarded.
    ///
    /// The HRAO's faction picks (a `Choice` decision, `choices.rs`) when two or more wars may make
    /// peace; returns true when it is asked (the adjournment goes on after the answer). Default
    /// Move (docs/RULINGS.md SEN-47): the strongest war in play (land + fleet strength now, Active
    /// first, then the first placed).
    pub(crate) fn sen_47_new_alliance(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some(e) = self
            .events_in_play
            .iter()
            .find(|e| e.key == "new-alliance")
            .cloned()
        else {
            return false;
        };
        let d = data();
        let mut wars: Vec<(usize, String)> = self
            .active_wars
            .iter()
            .chain(&self.inactive_wars)
            .chain(&self.imminent_wars)
            .filter(|k| !(e.increased && d.war(k).is_some_and(|w| w.revolt)))
            .cloned()
            .enumerate()
            .collect();
        // The Default Move first: the strongest war, the first placed on ties.
        wars.sort_by_key(|(i, k)| {
            let s = self.war_strength(k).map_or(0, |s| s.land + s.fleet);
            (std::cmp::Reverse(s), *i)
        });
        let wars: Vec<String> = wars.into_iter().map(|(_, k)| k).collect();
        let Some(first) = wars.first().cloned() else {
            ev.push(public(EventKind::NewAllianceNoWar));
            return false;
        };
        let hrao_faction = self.hrao_index().and_then(|i| self.senators[i].faction);
        match hrao_faction {
            Some(f) if wars.len() > 1 => {
                let about = ChoiceAbout::NewAlliance {
                    increased: e.increased,
                };
                // SEN-59 (LR 1.09.823): the Consul for Life's player decides for the HRAO's
                // faction when he runs it.
                let f = self.senate_controller(f);
                let id = self.choice_id(&about, 1, f);
                let options: Vec<ChoiceOption> = wars
                    .into_iter()
                    .map(|war| ChoiceOption::War { war })
                    .collect();
                self.ask_choice(f, id, about, options, ChoiceOption::War { war: first });
                true
            }
            _ => {
                self.sen_47_peace(&first, e.increased, ev);
                false
            }
        }
    }

    /// SEN-47: the war picked makes peace.
    pub(crate) fn sen_47_peace(&mut self, war: &str, increased: bool, ev: &mut Vec<Event>) {
        let Some(peace) = data()
            .event("new-alliance")
            .and_then(|c| c.side_effect(increased).peace)
        else {
            return;
        };
        self.make_peace(war, peace, "SEN-47", ev);
    }

    /// SEN-48: at adjournment, forces without a Commander, and Proconsuls lacking Fleet Support,
    /// Legions for a land war or Fleets for a naval war, return to Rome.
    pub(crate) fn sen_48_automatic_recalls(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let mut k = 0;
        while k < self.forces.len() {
            let f = &self.forces[k];
            let why = match (&f.commander, d.war(&f.war)) {
                (None, _) => Some(ReturnReason::NoCommander),
                (Some(_), None) => Some(ReturnReason::WarGone),
                (Some(_), Some(w)) => {
                    let naval = w.has_naval() && !self.naval_victories.contains(&f.war);
                    if f.fleets < u32::from(w.fleet_support) {
                        Some(ReturnReason::NoFleetSupport)
                    } else if naval && f.fleets == 0 {
                        Some(ReturnReason::NoFleetForNaval)
                    } else if !naval && f.legions == 0 {
                        Some(ReturnReason::NoLegionForLand)
                    } else {
                        None
                    }
                }
            };
            match why {
                Some(why) => self.return_force(k, why, ev),
                None => k += 1,
            }
        }
    }

    /// SEN-39: the Land Commissioner returns to the Forum when no Land Bill is in effect at the
    /// end of the Senate Phase.
    pub(crate) fn land_commissioner_check(&mut self, ev: &mut Vec<Event>) {
        if !self.land_bills.is_empty() {
            return;
        }
        let d = data();
        for i in 0..self.senators.len() {
            let (gone, kept): (Vec<HeldConcession>, Vec<HeldConcession>) =
                std::mem::take(&mut self.senators[i].concessions)
                    .into_iter()
                    .partition(|c| d.concession(&c.key).is_some_and(|c| c.requires_land_bill));
            self.senators[i].concessions = kept;
            for c in gone {
                ev.push(public(EventKind::CardPlaced {
                    card: CardRef::Deck {
                        of: DeckCard::Concession(c.key.clone()),
                    },
                    place: Place::NoLandBill,
                }));
                self.forum_concessions.push(c.key);
            }
        }
    }
}
