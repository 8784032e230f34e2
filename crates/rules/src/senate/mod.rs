//! The Senate Phase (LR 1.09; SEN-01..SEN-62, PB-07..PB-12).
//!
//! The phase runs as a loop of PBEM rounds: the Presiding Magistrate's proposals (PB-07/PB-10,
//! a queue in order of preference) and, for each proposal put on the floor, one sealed vote of
//! every faction with senators in Rome (PB-08). The business goes in rule order: consular
//! elections (SEN-12), a Dictator when SEN-19 allows (SEN-20), the Censor (SEN-22), the Censor's
//! prosecutions (SEN-23..32), Governors (SEN-35; a Governor may still be replaced during other
//! business, SEN-36) and other business (SEN-39..48) until the Presiding Magistrate adjourns.
//! Rome is repopulated (SEN-60) when the Senate convenes, before every next business and at the
//! adjournment, whenever fewer than 8 aligned Senators are in Rome.

pub mod advocates;
pub mod assassination;
mod consul_for_life;
mod dictator;
mod effects;
pub mod forces;
mod governor_vacancy;
pub mod governorships;
mod land_commissioner;
pub mod law_proposals;
mod master_of_horse;
pub(crate) mod pontifex_recall;
pub mod priests;
mod proposals;
pub mod prosecutions;
mod substitute;
pub mod tribune_adjournment;
pub mod tribune_cancel;
pub mod tribunes;
mod unanimous_defeat;
mod votes;
pub mod voting_order;

#[cfg(test)]
pub(crate) use prosecutions::appeal_votes_for_test;

use crate::api::{AdjournWhy, LaterElection, Tie};
use std::cmp::Reverse;

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Decision, DecisionKind, DecisionOptions, DefaultBy, Event,
    EventKind, FactionId, Illegal, Proposal, QueueDrop, Refused, RuleError, SenateStage, SenatorId,
};
use super::data::DeckCard;
use super::game::{Game, GameStatus, data, private, public};
use super::state::{Office, SenateState};

/// Rounds after which the GM adjourns the Senate "in the best interests of Rome" (PB-10), so
/// that a game can never stall in one Senate Phase.
pub(super) const MAX_SENATE_ROUNDS: u32 = 60;

/// PB-07: at most this many proposals may be queued at once.
const MAX_QUEUED: usize = 30;

/// PB-07 / PB-10: a proposal refused, with the rule that refuses it.
fn refused_proposal(p: &Proposal, r: Refused) -> RuleError {
    RuleError::Illegal {
        rule: r.rule,
        why: Illegal::Proposal {
            proposal: Box::new(p.clone()),
            why: Box::new(r.why),
        },
    }
}

/// SEN-60: the Senate is repopulated while fewer aligned Senators than this are in Rome.
const MIN_SENATORS_IN_ROME: usize = 8;

impl Game {
    /// SEN-01: the Senate convenes. All aligned Senators in Rome attend; the HRAO presides.
    /// SEN-60 repopulates Rome first.
    pub(super) fn start_senate(&mut self, ev: &mut Vec<Event>) {
        // REV-17 (card:bequest-ptolemy-apion/2): a Bequest's Province is established.
        self.rev_17_establish(ev);
        // RVN-09 (LR 1.11.36): with a Rebel marching on Rome the Senate may send an Army
        // against him (`Proposal::AttackRebel`, `civil_war.rs`); it fights in the Combat Phase.
        // SEN-60: the receiving player's pick of a Forum Senator waits for his answer.
        if self.sen_60_repopulate(ev) {
            return;
        }
        let Some(pm) = self.hrao_index() else {
            ev.push(public(EventKind::SenateCannotMeet));
            self.start_combat(ev);
            return;
        };
        let presiding = self.senators[pm].id();
        self.senate = Some(SenateState {
            stage: SenateStage::Consuls,
            presiding: presiding.clone(),
            queue: Vec::new(),
            agenda_votes: Vec::new(),
            queue_by_gm: false,
            queue_substituted: false,
            queue_owner: None,
            waiting_queues: Vec::new(),
            floor: None,
            defeated: Vec::new(),
            rounds: 0,
            minor_prosecutions: 0,
            major_prosecution: false,
            tried: Vec::new(),
            land_bills_proposed: Vec::new(),
            repeal_proposed: false,
            concessions_voted: Vec::new(),
            stepped_down: Vec::new(),
            dispatched: 0,
            asked: false,
            elected: Vec::new(),
            pontifex_veto_used: false,
            cfl_proposed: false,
            free_tribunes_used: Vec::new(),
            assassination: Default::default(),
            forces: Default::default(),
            tribunes: Default::default(),
            dictator_asked: false,
            adjourning: false,
            repopulate_for: None,
            voting: Default::default(),
            tribune_window: Default::default(),
            priests: Default::default(),
            appeal_veto: Default::default(),
            tribune_cancel: Default::default(),
            flaccus_asked: false,
            advocate: Default::default(),
            vacant_after_governors: None,
        });
        let votes = self
            .faction_ids()
            .into_iter()
            .map(|f| (f, self.votes(f)))
            .collect();
        ev.push(public(EventKind::SenateConvened { presiding, votes }));
        self.senate_next(ev);
    }

    /// SEN-60 (LR 1.09.81): while fewer than 8 aligned Senators are in Rome, the top Senator of
    /// the Curia joins the faction with the fewest Senators (ties: least Influence in Rome, then
    /// a roll-off).
    ///
    /// When the Curia holds no Senator the rule takes Forum Senators, chosen by the receiving
    /// player: a `Choice` decision (`choices.rs`) when the Forum holds more than one; returns
    /// true when it is asked (the Senate convenes after the answer, or, when the count fell
    /// while it sat, goes on with the business where it was). Default Move (docs/
    /// RULINGS.md SEN-60): the unaligned Senator with the most Influence (lowest ID on ties).
    pub(super) fn sen_60_repopulate(&mut self, ev: &mut Vec<Event>) -> bool {
        let d = data();
        for _ in 0..MIN_SENATORS_IN_ROME {
            let in_rome = self
                .senators
                .iter()
                .filter(|s| s.faction.is_some() && s.in_rome)
                .count();
            if in_rome >= MIN_SENATORS_IN_ROME || self.faction_count() == 0 {
                return false;
            }
            // GEN-10: never a Family whose Statesman is in play (two Senators of one ID).
            let from_curia = self.curia.iter().position(|c| {
                matches!(c, DeckCard::Family(n) if !self.senators.iter().any(|s| s.family == *n))
            });
            // LR 1.09.53: an unaligned Governor is away from the Forum until he comes home.
            let mut forum: Vec<usize> = (0..self.senators.len())
                .filter(|&i| {
                    let s = &self.senators[i];
                    s.faction.is_none() && !self.provinces.iter().any(|p| p.governor == s.id())
                })
                .collect();
            // "If no further Senators are currently available in either the Curia or the Forum,
            // no such promotion occurs": no receiver is sought (no roll-off is made) for nobody,
            // however often the count is checked during the phase.
            if from_curia.is_none() && forum.is_empty() {
                return false;
            }
            let fewest = self
                .faction_ids()
                .into_iter()
                .map(|f| (f, self.senators_of(f).len(), self.influence_in_rome(f)))
                .min_by_key(|(_, n, inf)| (*n, *inf))
                .map(|(_, n, inf)| (n, inf));
            let Some((n, inf)) = fewest else {
                return false;
            };
            let tied: Vec<FactionId> = self
                .faction_ids()
                .into_iter()
                .filter(|f| self.senators_of(*f).len() == n && self.influence_in_rome(*f) == inf)
                .collect();
            let receiver = if tied.len() == 1 {
                tied[0]
            } else {
                match self.roll_off(&tied, Tie::RepopulatingRome, ev) {
                    Some(f) => f,
                    None => return false,
                }
            };
            if let Some(pos) = from_curia {
                let card = self.curia.remove(pos);
                let DeckCard::Family(fam) = card else {
                    return false;
                };
                let s = super::state::Senator::from_family(d, fam, Some(receiver));
                let senator = s.id();
                self.senators.push(s);
                ev.push(public(EventKind::Repopulated {
                    senator,
                    faction: receiver,
                    from_curia: true,
                }));
                continue;
            }
            forum.sort_by_key(|&i| {
                (
                    Reverse(self.senators[i].influence),
                    self.senators[i].id_key(),
                )
            });
            let Some(&first) = forum.first() else {
                return false;
            };
            if forum.len() > 1 {
                let about = ChoiceAbout::Repopulate;
                let aligned = self.senators.iter().filter(|s| s.faction.is_some()).count();
                // Mid-phase (the Senate sitting), the rounds held so far keep the ID unique.
                let rounds = self.senate.as_ref().map_or(0, |s| s.rounds as usize);
                // SEN-59 (LR 1.09.823/1): during the Senate Phase (before the Senate convenes
                // too) the Consul for Life's player makes the pick of every faction he runs but
                // the Rebel's; the Senator still joins the receiver.
                let owner = if self
                    .rebellion
                    .as_ref()
                    .is_some_and(|r| r.faction == receiver)
                {
                    receiver
                } else {
                    self.consul_for_life().map_or(receiver, |(_, c)| c)
                };
                match self.senate.as_mut() {
                    Some(s) => s.repopulate_for = Some(receiver),
                    None => self.sen_60_receiver = Some(receiver),
                }
                let id = self.choice_id(&about, aligned + 1000 * rounds, owner);
                let options: Vec<ChoiceOption> = forum
                    .iter()
                    .map(|&i| ChoiceOption::Senator {
                        senator: self.senators[i].id(),
                    })
                    .collect();
                let default = options[0].clone();
                self.ask_choice(owner, id, about, options, default);
                return true;
            }
            let senator = self.senators[first].id();
            self.sen_60_join(&senator, receiver, ev);
        }
        false
    }

    /// SEN-60: a Forum Senator joins the receiving faction, in Rome.
    pub(crate) fn sen_60_join(
        &mut self,
        senator: &SenatorId,
        receiver: FactionId,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self.find_senator(senator) else {
            return;
        };
        if self.senators[i].faction.is_some() {
            return;
        }
        self.senators[i].faction = Some(receiver);
        self.senators[i].in_rome = true;
        ev.push(public(EventKind::Repopulated {
            senator: senator.clone(),
            faction: receiver,
            from_curia: false,
        }));
    }

    fn influence_in_rome(&self, f: FactionId) -> u32 {
        self.in_rome_of(f)
            .into_iter()
            .map(|i| self.senators[i].influence)
            .sum()
    }

    pub(super) fn senate_stage(&self) -> Option<SenateStage> {
        self.senate.as_ref().map(|s| s.stage)
    }

    pub(super) fn presiding_index(&self) -> Option<usize> {
        let s = self.senate.as_ref()?;
        self.find_senator(&s.presiding)
    }

    /// The Senate's business, in rule order, until the next round opens or the phase ends.
    pub(super) fn senate_next(&mut self, ev: &mut Vec<Event>) {
        // SEN-15: a Priesthood written with the vote just over.
        self.sen_15_apply(ev);
        // SEN-53: a Special Major Prosecution only suspended the business under way.
        if self.sen_53_special_over(ev) {
            return;
        }
        // MOR-06 (LR 1.05.4): a faction the vote left with no Senator (an assassination, an
        // execution) takes its new Faction Leader from the Curia at once, and its player is
        // asked whether he quits before the next round opens (`faction_quits.rs`).
        if self.status == GameStatus::Waiting && self.senate.is_some() {
            self.mor_06_empty_factions(ev);
        }
        // SEN-60 (LR 1.09.81 "Whenever ... during a Senate Phase"): a death or a departure (an
        // elected Governor, a Consul or Dictator sent to war, an execution) that left fewer than
        // 8 aligned Senators in Rome is made good before the next business (a vote suspended by
        // an assassination attempt, and the Special Major Prosecution that interrupted it, are
        // finished first); a Forum pick waits for the receiving player, whose answer comes back
        // here.
        // SEN-38 (card:law-vatinian/3): a Governor elected in Rome goes or stays first.
        if self.status == GameStatus::Waiting && self.senate.is_some() && self.sen_38_ask() {
            return;
        }
        if self.status == GameStatus::Waiting && self.senate.is_some() && self.sen_60_repopulate(ev)
        {
            return;
        }
        // SEN-20 / SEN-21: a new Dictator's faction appoints his Master of Horse first.
        if self.sen_21_ask_master(ev) {
            return;
        }
        for _ in 0..64 {
            if self.status != GameStatus::Waiting || self.senate.is_none() {
                return;
            }
            // SEN-58: a Senator in Rome with 35 Influence becomes Consul for Life at once.
            self.sen_58_appointment(ev);
            self.refresh_presiding(ev);
            let Some(stage) = self.senate_stage() else {
                return;
            };
            let rounds = self.senate.as_ref().map_or(0, |s| s.rounds);
            if rounds >= MAX_SENATE_ROUNDS {
                let (sits, ruling) =
                    self.pb_10_adjournment_ruling(AdjournWhy::RoundLimit { rounds });
                ev.push(ruling);
                if sits.is_none() {
                    self.adjourn(ev);
                    return;
                }
                // The GM overruled it (issue 9): as many rounds again before the next ruling.
                if let Some(s) = self.senate.as_mut() {
                    s.rounds = 0;
                }
            }
            // SEN-35 (LR 1.09.54/2): a Governor dead since the Governorships were assigned is
            // replaced before any other business.
            if self.sen_35_reopen_governors(ev) {
                continue;
            }
            if self.stage_is_over(stage, ev) {
                self.advance_stage(ev);
                continue;
            }
            // SEN-39: Fulvius Flaccus may claim the Land Commissioner (land_commissioner.rs).
            if self.sen_39_ask(stage) {
                return;
            }
            // SEN-61 (ADV 2.04.3): the Consuls and Dictator may recall disbanded Legions.
            if self.sen_61_ask(stage) {
                return;
            }
            if self.status != GameStatus::Waiting {
                return;
            }
            // SEN-20: the Consuls may appoint a Dictator before any election of one.
            if stage == SenateStage::Dictator && self.sen_20_ask_consuls() {
                return;
            }
            // SEN-56 (ADV 2.06.2/3): a Law played is the next proposal (its Sponsors first).
            if self.sen_56_take_up(ev) {
                return;
            }
            // SEN-10: a Tribune's proposal claimed with the last vote comes before the presiding
            // magistrate's next proposal, or his adjournment.
            if let Some(p) = self.sen_10_take_up(ev) {
                self.put_to_vote(p, ev);
                return;
            }
            // SEN-54: the Tribune taken up waits for Graft or Murder of a Tribune.
            if self.status != GameStatus::Waiting
                || self
                    .senate
                    .as_ref()
                    .is_some_and(|s| s.tribune_cancel.pending.is_some())
            {
                return;
            }
            match self.next_from_queue(ev) {
                Some(Proposal::Adjourn) => {
                    // SEN-10: a Tribune may first keep the Senate open for one proposal.
                    if self.sen_10_adjournment_round(ev) {
                        return;
                    }
                    self.adjourn(ev);
                    return;
                }
                Some(p) => {
                    self.put_to_vote(p, ev);
                    return;
                }
                None => {
                    let asked = self.senate.as_ref().is_some_and(|s| s.asked);
                    if asked && matches!(stage, SenateStage::Dictator | SenateStage::Prosecutions) {
                        // The presiding magistrate proposes no (more) such business.
                        self.advance_stage(ev);
                        continue;
                    }
                    self.open_proposals_round();
                    return;
                }
            }
        }
        // The loop advances a stage or opens a round every time; reaching here means a defect.
        self.rules_end("SEN-02", super::api::StopWhy::EngineDefect, ev);
    }

    /// The presiding magistrate: the Censor during prosecutions (SEN-22), else the HRAO (SEN-01),
    /// skipping senators who stepped down (SEN-06).
    ///
    /// PB-10 (issue 10): a queue of proposals belongs to the faction that wrote it. When the
    /// chair passes to another senator of the same faction the queue goes on; when it passes to
    /// another faction the queue waits (told to its faction) and the new presiding magistrate's
    /// faction's own waiting queue applies, if it wrote one; otherwise he is asked. The GM's
    /// substitute proposals were made for the magistrate who defaulted and end with his chair.
    fn refresh_presiding(&mut self, ev: &mut Vec<Event>) {
        let Some(stage) = self.senate_stage() else {
            return;
        };
        let censor = self.office_holder(Office::Censor);
        let want = match (stage, censor) {
            (SenateStage::Prosecutions, Some(c)) => Some(c),
            _ => self.presiding_hrao(),
        };
        let Some(i) = want else { return };
        let id = self.senators[i].id();
        // SEN-59: the Consul for Life's faction presides for the magistrate's.
        let new_faction = self.senators[i].faction.map(|f| self.senate_controller(f));
        let changed = self.senate.as_ref().is_some_and(|s| s.presiding != id);
        if !changed {
            return;
        }
        let mut told = Vec::new();
        if let Some(s) = self.senate.as_mut() {
            s.presiding = id.clone();
            let same_faction = s.queue_owner.is_some() && s.queue_owner == new_faction;
            // PB-10 (issue 21): the GM's substitute proposals are his, not the chair's: they
            // are all put, in order, whoever presides.
            let substitute = s.queue_substituted && !s.queue.is_empty();
            if !substitute && (!same_faction || s.queue_by_gm) {
                let queue = std::mem::take(&mut s.queue);
                if let Some(owner) = s.queue_owner.take()
                    && !s.queue_by_gm
                    && !queue.is_empty()
                {
                    s.waiting_queues.retain(|(f, _)| *f != owner);
                    s.waiting_queues.push((owner, queue.clone()));
                    told.push(private(
                        owner,
                        EventKind::QueueWaits {
                            faction: owner,
                            proposals: queue,
                        },
                    ));
                }
                s.queue_by_gm = false;
                s.queue_substituted = false;
                s.asked = false;
                if let Some(f) = new_faction
                    && let Some(pos) = s.waiting_queues.iter().position(|(o, _)| *o == f)
                {
                    let (_, queue) = s.waiting_queues.remove(pos);
                    s.queue = queue.clone();
                    s.queue_owner = Some(f);
                    s.asked = true;
                    told.push(private(
                        f,
                        EventKind::QueueResumed {
                            faction: f,
                            proposals: queue,
                        },
                    ));
                }
            }
            // SEN-22 / SEN-23: only the Censor, presiding over them, proposes prosecutions;
            // those waiting in another faction's queue can never be put.
            if stage == SenateStage::Prosecutions {
                for (f, q) in s.waiting_queues.iter_mut() {
                    let (gone, keep): (Vec<Proposal>, Vec<Proposal>) = std::mem::take(q)
                        .into_iter()
                        .partition(|p| matches!(p, Proposal::Prosecute { .. }));
                    *q = keep;
                    if !gone.is_empty() {
                        told.push(private(
                            *f,
                            EventKind::QueueDropped {
                                faction: *f,
                                proposals: gone,
                                why: if censor.is_some() {
                                    QueueDrop::CensorOfAnotherFaction
                                } else {
                                    QueueDrop::CensorDied
                                },
                            },
                        ));
                    }
                }
                s.waiting_queues.retain(|(_, q)| !q.is_empty());
            }
        }
        ev.push(public(EventKind::PresidingChanged { senator: id }));
        ev.extend(told);
    }

    /// GEN-11 HRAO among aligned senators in Rome, skipping those who stepped down (SEN-06).
    fn presiding_hrao(&self) -> Option<usize> {
        let down: Vec<SenatorId> = self
            .senate
            .as_ref()
            .map(|s| s.stepped_down.clone())
            .unwrap_or_default();
        let first = self.hrao_index()?;
        if !down.contains(&self.senators[first].id()) {
            return Some(first);
        }
        let d = data();
        self.senators
            .iter()
            .enumerate()
            .filter(|(_, s)| s.faction.is_some() && s.in_rome && !down.contains(&s.id()))
            .min_by_key(|(_, s)| {
                (
                    s.offices.iter().min().copied().map_or(1, |_| 0),
                    s.offices.iter().min().copied(),
                    Reverse(s.influence),
                    Reverse(s.oratory(d)),
                    s.id_key(),
                )
            })
            .map(|(i, _)| i)
    }

    /// The senator holding `office`, if in play.
    pub(super) fn office_holder(&self, office: Office) -> Option<usize> {
        self.senators
            .iter()
            .position(|s| s.offices.contains(&office))
    }

    /// Move to the next stage of business.
    fn advance_stage(&mut self, ev: &mut Vec<Event>) {
        let Some(stage) = self.senate_stage() else {
            return;
        };
        let next = match stage {
            SenateStage::Consuls => SenateStage::Pontifex,
            SenateStage::Pontifex => SenateStage::Dictator,
            SenateStage::Dictator => SenateStage::Censor,
            SenateStage::Censor => SenateStage::Prosecutions,
            SenateStage::Prosecutions => {
                self.sen_32_end_of_prosecutions(ev);
                SenateStage::Governors
            }
            SenateStage::Governors => {
                // SEN-36: second choices for the posts just filled lapse.
                self.sen_36_lapse_filled_posts(ev);
                // SEN-35 (LR 1.09.54/2): the vacancies left now are not reopened.
                self.sen_35_governors_over();
                SenateStage::OtherBusiness
            }
            SenateStage::OtherBusiness => SenateStage::OtherBusiness,
        };
        if let Some(s) = self.senate.as_mut() {
            s.stage = next;
            // A queue the presiding magistrate already gave covers the next business too.
            s.asked = !s.queue.is_empty();
        }
    }

    /// Open the PB-07/PB-10 round: the presiding magistrate's proposals.
    fn open_proposals_round(&mut self) {
        let Some(pm) = self.presiding_index() else {
            return;
        };
        let Some(f) = self.senators[pm].faction else {
            return;
        };
        // SEN-59: the Consul for Life's player makes the presiding magistrate's proposals.
        let f = self.senate_controller(f);
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.rounds += 1;
                s.asked = true;
                s.rounds
            }
            None => return,
        };
        // SEN-10: no Tribune's proposal can be written with a round of proposals.
        self.sen_10_window_closed();
        let d = self.proposals_decision(f, n);
        self.open_round(DecisionKind::SenateProposals, vec![d]);
    }

    /// The PB-07/PB-10 decision for the presiding magistrate's faction.
    fn proposals_decision(&self, f: FactionId, n: u32) -> Decision {
        let options = self.proposal_options();
        let default = self.gm_proposals();
        Decision {
            id: self.decision_id(&format!("senate{n}-proposals"), f),
            kind: DecisionKind::SenateProposals,
            owner: f,
            simultaneous: false,
            options,
            default: Answer::SenateProposals { proposals: default },
            default_by: DefaultBy::Seed,
        }
    }

    /// What the presiding magistrate may propose now.
    pub(crate) fn proposal_options(&self) -> DecisionOptions {
        let presiding = self
            .senate
            .as_ref()
            .map(|s| s.presiding.clone())
            .unwrap_or_else(|| SenatorId(String::new()));
        let stage = self.senate_stage().unwrap_or(SenateStage::OtherBusiness);
        let in_rome: Vec<SenatorId> = self
            .aligned_in_rome()
            .into_iter()
            .map(|i| self.senators[i].id())
            .collect();
        let eligible: Vec<SenatorId> = match stage {
            SenateStage::Consuls => self.consul_candidates(),
            SenateStage::Pontifex => self.pontifex_candidates(),
            SenateStage::Governors => self.governor_candidates(),
            SenateStage::Dictator => self.dictator_candidates(),
            SenateStage::Censor => self.censor_candidates(),
            // SEN-36: a Governor may still be replaced during other business.
            SenateStage::OtherBusiness if !self.electable_provinces().is_empty() => {
                self.governor_candidates()
            }
            _ => Vec::new(),
        }
        .into_iter()
        .map(|i| self.senators[i].id())
        .collect();
        let accusable = self
            .accusable()
            .into_iter()
            .map(|(i, reason, major)| (self.senators[i].id(), reason, major))
            .collect();
        let mut wars = self.active_wars.clone();
        wars.extend(self.inactive_wars.iter().cloned());
        wars.extend(self.imminent_wars.iter().cloned());
        let commanders = self
            .possible_commanders()
            .into_iter()
            .map(|i| self.senators[i].id())
            .collect();
        let proconsuls = self
            .forces
            .iter()
            .filter_map(|f| f.commander.clone())
            .collect();
        DecisionOptions::SenateProposals {
            presiding,
            stage,
            in_rome,
            eligible,
            accusable,
            wars,
            commanders,
            proconsuls,
            concessions: self.forum_concessions.clone(),
            legions_in_rome: self.legions_in_rome(),
            fleets_in_rome: self.fleets_in_rome(),
            barred: self
                .senate
                .as_ref()
                .map(|s| s.defeated.clone())
                .unwrap_or_default(),
            recruit_cost: (!self.no_recruitment && !self.sen_43_disbanded_this_phase())
                .then(|| self.recruit_cost()),
            provinces: self.electable_provinces(),
            consul_for_life: self
                .aligned_in_rome()
                .into_iter()
                .map(|i| self.senators[i].id())
                .filter(|id| self.sen_57_nomination_legal(id).is_ok())
                .collect(),
            later: self.pb_10_later_elections(stage),
        }
    }

    /// PB-10 (S004/90: "as many conditional proposals ... as he wants acted upon"): the
    /// elections still to come after `stage` this Senate Phase, with their candidates as the
    /// board stands now, in the order the Senate takes them (LR 1.09.1): the Pontifex Maximus
    /// when there is none (SEN-14), a Dictator when the rules allow one (SEN-19), the Censor
    /// (SEN-22), the Governors of the Provinces in the Forum (SEN-35). A nomination written now
    /// is checked when its turn comes (`next_from_queue`).
    pub(crate) fn pb_10_later_elections(&self, stage: SenateStage) -> Vec<LaterElection> {
        let elected = |st: SenateStage| {
            self.senate
                .as_ref()
                .is_some_and(|s| s.elected.contains(&st))
        };
        let ids = |v: Vec<usize>| -> Vec<SenatorId> {
            v.into_iter().map(|i| self.senators[i].id()).collect()
        };
        [
            SenateStage::Pontifex,
            SenateStage::Dictator,
            SenateStage::Censor,
            SenateStage::Governors,
        ]
        .into_iter()
        .filter(|st| *st > stage && !elected(*st))
        .filter_map(|st| {
            let candidates = match st {
                SenateStage::Pontifex if self.office_holder(Office::PontifexMaximus).is_none() => {
                    self.pontifex_candidates()
                }
                SenateStage::Dictator if self.sen_19_dictator_condition() => {
                    self.dictator_candidates()
                }
                SenateStage::Censor => self.censor_candidates(),
                SenateStage::Governors if !self.forum_provinces.is_empty() => {
                    self.governor_candidates()
                }
                _ => Vec::new(),
            };
            (!candidates.is_empty()).then(|| LaterElection {
                stage: st,
                candidates: ids(candidates),
            })
        })
        .collect()
    }

    /// Aligned senators in Rome (indexes, lowest ID first).
    pub(super) fn aligned_in_rome(&self) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.senators.len())
            .filter(|i| {
                let s = &self.senators[*i];
                s.faction.is_some() && s.in_rome
            })
            .collect();
        v.sort_by_key(|i| self.senators[*i].id_key());
        v
    }

    /// Legions in the Active Forces box (in Rome): not with a force away nor garrisoned.
    pub(super) fn legions_in_rome(&self) -> u32 {
        let away: u32 = self.forces.iter().map(|f| f.legions).sum::<u32>()
            // RVN-10: a Rebel Province's Garrison is not the Senate's.
            + self
                .provinces
                .iter()
                .filter(|p| !self.is_rebel_province(&p.key))
                .map(|p| p.garrison)
                .sum::<u32>()
            + self.forum_garrison_legions()
            + self.legions_against_rebel();
        self.legions.saturating_sub(away)
    }

    /// Fleets in the Active Forces box (in Rome).
    pub(super) fn fleets_in_rome(&self) -> u32 {
        let away: u32 = self.forces.iter().map(|f| f.fleets).sum::<u32>()
            + self.units_against_rebel_provinces().1;
        self.fleets.saturating_sub(away)
    }

    /// PB-07/PB-10: the presiding magistrate's proposals, validated (each must be well formed;
    /// those for the current business must be legal now).
    pub(super) fn validate_proposals(&self, d: &Decision, a: &Answer) -> Result<Answer, RuleError> {
        let Answer::SenateProposals { proposals } = a else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::SenateProposals,
            });
        };
        if proposals.len() > MAX_QUEUED {
            return Err(Illegal::TooManyProposals {
                max: u32::try_from(MAX_QUEUED).unwrap_or(u32::MAX),
            }
            .by("PB-07")
            .into());
        }
        let stage = match &d.options {
            DecisionOptions::SenateProposals { stage, .. } => *stage,
            _ => SenateStage::OtherBusiness,
        };
        // Every proposal must be well formed; the first one for the business at hand must be
        // legal now (later ones may depend on earlier ones passing, and are checked when their
        // turn comes, PB-10).
        let mut first = true;
        for p in proposals {
            // SEN-02 / SEN-04: the terms announced with a proposal.
            let p = match p {
                Proposal::Announced {
                    put: proposal,
                    terms,
                } => {
                    self.sen_04_check_terms(proposal, terms)
                        .map_err(|r| refused_proposal(proposal, r))?;
                    proposal.as_ref()
                }
                p => p,
            };
            self.proposal_well_formed(p)
                .map_err(|r| refused_proposal(p, r))?;
            if first && p.open_at(stage) {
                first = false;
                self.proposal_legal(p).map_err(|r| refused_proposal(p, r))?;
            }
        }
        Ok(a.clone())
    }

    /// Resolve the PB-07/PB-10 round: the queue is the answer (or the GM's proposals).
    pub(super) fn resolve_proposals(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let queue = answers
            .into_iter()
            .find_map(|(_, a)| match a {
                Answer::SenateProposals { proposals } => Some(proposals),
                _ => None,
            })
            .unwrap_or_else(|| self.gm_proposals());
        // SEN-02 / SEN-04 / PB-10: each queued proposal keeps the terms written with it
        // (`Proposal::Announced`) until it is taken from the queue (`next_from_queue`).
        let owner = self
            .presiding_index()
            .and_then(|i| self.senators[i].faction)
            .map(|f| self.senate_controller(f));
        if let Some(s) = self.senate.as_mut() {
            // PB-10 (issue 10): the faction's proposals still queued from an earlier answer
            // (for later business) stay behind its new ones; the GM's substitute replaces all.
            let mut queue = queue;
            if !s.queue_by_gm && owner.is_some() && s.queue_owner == owner {
                for p in std::mem::take(&mut s.queue) {
                    if !queue.iter().any(|q| q.same_as(&p)) && queue.len() < MAX_QUEUED {
                        queue.push(p);
                    }
                }
            }
            s.queue = queue;
            s.queue_owner = owner;
            // SEN-02 house rule "agenda vote": votes written on an earlier list are void.
            s.agenda_votes.clear();
        }
        self.senate_next(ev);
    }

    /// SEN-02: the Senate is adjourned (SEN-48 recalls, the Land Commissioner check), then the
    /// Combat Phase.
    ///
    /// SEN-35 / SEN-37: a Province still in the Forum (no eligible candidate was left, or it was
    /// not filled) stays there, vacant, until a later Senate elects its Governor.
    pub(super) fn adjourn(&mut self, ev: &mut Vec<Event>) {
        // SEN-15: a Priesthood written with the last vote.
        self.sen_15_apply(ev);
        // MOR-06: a faction left with no Senator takes its Faction Leader at once.
        self.mor_06_empty_factions(ev);
        // SEN-60: a departure that adjourns the Senate (the presiding magistrate sent to war) or
        // a death just before it still leaves the phase with Rome repopulated; a Forum pick is
        // answered first, and its answer comes back here.
        if self.sen_60_repopulate(ev) {
            if let Some(s) = self.senate.as_mut() {
                s.adjourning = true;
            }
            return;
        }
        // SEN-10: a Tribune's proposal claimed and not put lapses; its faction is told.
        self.sen_10_lapse(ev);
        // SEN-56: a Law played and not voted on goes back to its player's hand.
        self.sen_56_lapse(ev);
        // SEN-38 (LR 1.13.1/4): a Governor by Legate "may only be Prosecuted the turn" he takes
        // the spoils: a Senate adjourned before its prosecutions ends that chance too.
        self.sen_38_after_prosecutions();
        // PB-10 (issue 10): queued proposals never put are dropped, and their factions told.
        if let Some(s) = self.senate.as_mut() {
            let mut left: Vec<(FactionId, Vec<Proposal>)> = std::mem::take(&mut s.waiting_queues);
            let queue = std::mem::take(&mut s.queue);
            if let Some(owner) = s.queue_owner
                && !s.queue_by_gm
            {
                left.push((owner, queue));
            }
            for (faction, proposals) in left {
                let proposals: Vec<Proposal> = proposals
                    .into_iter()
                    .filter(|p| !matches!(p, Proposal::Adjourn))
                    .collect();
                if !proposals.is_empty() {
                    ev.push(private(
                        faction,
                        EventKind::QueueDropped {
                            faction,
                            proposals,
                            why: QueueDrop::Adjourned,
                        },
                    ));
                }
            }
        }
        // SEN-47: the HRAO's pick of the war making peace (New Alliance) waits for his answer.
        if self.sen_47_new_alliance(ev) {
            return;
        }
        self.adjourn_rest(ev);
    }

    /// The end of the Senate Phase after New Alliance (SEN-47): SEN-48's recalls, the Land
    /// Commissioner, then the Combat Phase.
    pub(crate) fn adjourn_rest(&mut self, ev: &mut Vec<Event>) {
        self.sen_48_automatic_recalls(ev);
        self.land_commissioner_check(ev);
        ev.push(public(EventKind::SenateAdjourned));
        self.senate = None;
        self.start_combat(ev);
    }
}
