//! Votes on the proposal on the floor (PB-08, SEN-03..SEN-08, SEN-11, PB-12).

use super::super::api::{
    Act, Answer, CardKey, Consent, ConsulSeat, Decision, DecisionKind, DecisionOptions, DefaultBy,
    Event, EventKind, FactionId, FactionVote, Illegal, Proposal, RuleError, SenatorId, VoteChoice,
    VoteOrder,
};
use super::super::data::{DeckCard, IntrigueKind, StatesmanPower};
use super::super::game::{Game, GameStatus, data, gm, private, public};
use super::super::state::Office;
use super::prosecutions::Appeal;
use super::tribunes::ProposalOptions;
use crate::api::AdjournWhy;

/// SEN-17: the Pontifex Maximus's free veto, offered with the Tribune cards.
pub use super::super::api::PONTIFEX_VETO;

impl Game {
    /// SEN-02: put a proposal on the floor and open the PB-08 round.
    pub(crate) fn put_to_vote(&mut self, p: Proposal, ev: &mut Vec<Event>) {
        // SEN-33 (ADV 2.05.2): a Prosecution waits for the Accused's Advocate.
        if self.sen_33_ask_advocate(&p) {
            return;
        }
        let Some(s) = self.senate.as_mut() else {
            return;
        };
        s.rounds += 1;
        s.floor = Some(p.clone());
        match &p {
            Proposal::LandBill { level, .. } => s.land_bills_proposed.push(*level),
            Proposal::RepealLandBill { .. } => s.repeal_proposed = true,
            Proposal::Concession { concession, .. } => {
                s.concessions_voted.push(concession.clone());
            }
            // SEN-39 (LR 1.09.61/3): every Concession of a group is flipped if it fails.
            Proposal::Concessions { grants } => {
                s.concessions_voted
                    .extend(grants.iter().map(|(c, _)| c.clone()));
            }
            // SEN-57: once per turn, whatever the outcome.
            Proposal::ConsulForLife { .. } => s.cfl_proposed = true,
            _ => {}
        }
        let (n, presiding, by_gm) = (s.rounds, s.presiding.clone(), s.queue_by_gm);
        // PB-10 (issue 21): the GM's substitute was announced to all: so is each of its
        // proposals, as the GM's (a Default Move's proposal is not: S004/16).
        let substituted = s.queue_substituted;
        // SEN-53: the Censor presides over a Special Major Prosecution.
        let presiding = self
            .vote_chair_index()
            .map_or(presiding, |i| self.senators[i].id());
        // No public event reveals who defaulted (S004: a default is confirmed only to its
        // player, by its private DefaultApplied): the public record names the presiding
        // magistrate; only the GM's record says the GM proposed for him.
        // SEN-10: a Tribune's proposal was announced as such (`TribuneProposal`).
        let by_tribune = self.sen_10_tribune_floor(&p).is_some();
        if !by_tribune {
            ev.push(public(EventKind::ProposalPut {
                presiding: presiding.clone(),
                by_gm: substituted,
                proposal: p.clone(),
            }));
        }
        if by_gm && !by_tribune && !substituted {
            ev.push(gm(EventKind::ProposalPut {
                presiding,
                by_gm,
                proposal: p.clone(),
            }));
        }
        // SEN-02 / SEN-04: the terms announced with the proposal.
        self.sen_02_put_terms(&p, by_tribune, ev);
        // SEN-59: while a Consul for Life lives, his faction votes for every faction it runs;
        // the others may still write an assassination attempt (`sen_59_attempt_decision`).
        // SEN-10: what a Tribune may propose is the same for every faction of this round: built
        // once, when the first faction holding one is asked.
        let shared = ProposalOptions::default();
        let decisions: Vec<Decision> = self
            .hrao_order()
            .into_iter()
            .filter_map(|f| {
                if self.senate_controller(f) == f {
                    // SEN-10 / SEN-11 (LR 1.09.15): a faction with no Senator in Rome may still
                    // play a Tribune, so it is asked too when it holds one.
                    (!self.senate_voters(f).is_empty() || !self.tribune_cards(f, &p).is_empty())
                        .then(|| self.vote_decision(f, n, &shared))
                } else {
                    self.sen_59_attempt_decision(f, n, &shared)
                }
            })
            .collect();
        if decisions.is_empty() {
            self.resolve_vote(Vec::new(), ev);
            return;
        }
        // SEN-10: the factions may write a Tribune's proposal with this vote.
        self.sen_10_window_opened();
        self.open_round(DecisionKind::SenateVote, decisions);
        self.sen_02_cast_agenda_votes(&p);
    }

    /// SEN-02 house rule "agenda vote" (issue 21 §2, RULING in docs/RULINGS.md): the proposals
    /// after the floor on the presiding magistrate's list, as announced with it (none without
    /// the house rule).
    fn sen_02_agenda(&self) -> Vec<Proposal> {
        if !self.agenda_vote {
            return Vec::new();
        }
        let Some(s) = self.senate.as_ref() else {
            return Vec::new();
        };
        // PB-10 (S004/79): a proposal conditional on the elections is not announced before its
        // turn (dropped privately when its condition fails): it is voted when put.
        let conditional = |p: &Proposal| match p {
            Proposal::Announced { terms, .. } => terms.condition.is_some(),
            p => self
                .sen_04_saved_terms(p)
                .is_some_and(|t| t.condition.is_some()),
        };
        s.queue
            .iter()
            .filter(|p| !conditional(p))
            .map(|p| p.plain().clone())
            .filter(|p| !matches!(p, Proposal::Adjourn))
            .collect()
    }

    /// SEN-02 house rule "agenda vote": the votes written earlier on the proposal now on the
    /// floor are this round's answers of their factions (sealed like any answer; a faction
    /// that wrote none is called as usual). A vote the rules refuse now is not cast: its
    /// faction is called.
    fn sen_02_cast_agenda_votes(&mut self, p: &Proposal) {
        let Some(s) = self.senate.as_mut() else {
            return;
        };
        if s.agenda_votes.is_empty() {
            return;
        }
        let (cast, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut s.agenda_votes)
            .into_iter()
            .partition(|(_, q, _)| q == p);
        s.agenda_votes = keep;
        let Some(round) = self.pending.as_ref() else {
            return;
        };
        if round.kind != DecisionKind::SenateVote {
            return;
        }
        let mut given = Vec::new();
        for d in &round.decisions {
            let Some((_, _, choice)) = cast.iter().find(|(f, _, _)| *f == d.owner) else {
                continue;
            };
            // As a standing vote (PB-08, issue 10): never on the prosecution of the faction's
            // own Senator, who may appeal; its faction is called.
            if matches!(
                &d.options,
                DecisionOptions::SenateVote {
                    accused: Some(_),
                    ..
                }
            ) {
                continue;
            }
            let v = VoteOrder {
                vote: Some(*choice),
                ..VoteOrder::default()
            };
            if let Ok(a) = self.validate_vote(d, &v) {
                given.push((d.id.0.clone(), a));
            }
        }
        if let Some(round) = self.pending.as_mut() {
            round.answers.extend(given);
        }
    }

    /// SEN-11: may the proposal `p` be vetoed? Not a Dictator's proposals, nor Consul for Life
    /// (SEN-57), nor a Law under Passing Laws (SEN-56, ADV 2.06.2/8).
    fn vetoable(&self, p: &Proposal) -> bool {
        let dictator_presides = self
            .presiding_index()
            .is_some_and(|i| self.senators[i].offices.contains(&Office::Dictator));
        // SEN-11: a Consul for Life nomination and (SEN-53) a Special Major Prosecution cannot
        // be vetoed. SEN-10: a Tribune's proposal is not the Dictator's.
        let dictators = dictator_presides && self.sen_10_tribune_floor(p).is_none();
        !(dictators
            || matches!(
                p,
                Proposal::ConsulForLife { .. }
                    | Proposal::SpecialProsecution { .. }
                    // SEN-56 (ADV 2.06.2/8).
                    | Proposal::PassLaw { .. }
            ))
    }

    /// The Senators in Rome whose votes faction `f` casts: its own, and under a Consul for
    /// Life those of every faction it runs (SEN-59).
    fn senate_voters(&self, f: FactionId) -> Vec<usize> {
        self.controlled_factions(f)
            .into_iter()
            .flat_map(|g| self.in_rome_of(g))
            .collect()
    }

    /// SEN-17: the faction's Pontifex Maximus in Rome may still veto this Senate Phase.
    pub(super) fn pontifex_veto(&self, f: FactionId) -> bool {
        let unused = self.senate.as_ref().is_some_and(|s| !s.pontifex_veto_used);
        unused
            && self.senators.iter().any(|s| {
                s.faction == Some(f) && s.in_rome && s.offices.contains(&Office::PontifexMaximus)
            })
    }

    /// The Tribune cards in a faction's hand (SEN-11), the inherent Tribunes of its Statesmen
    /// (SEN-10: they count as Tribune cards; used before a card), and the Pontifex's veto
    /// (SEN-17; not on his own recall, SEN-18), in the order they are used.
    pub(super) fn tribune_cards(&self, f: FactionId, p: &Proposal) -> Vec<CardKey> {
        let mut v = self.sen_40_free_land_bill_vetoes(f, p);
        v.extend(self.free_tribunes(f));
        v.extend(self.tribune_hand(f));
        if self.pontifex_veto(f) && !super::pontifex_recall::sen_18_no_pontifex_veto(p) {
            v.insert(0, CardKey(PONTIFEX_VETO.into()));
        }
        v
    }

    /// The faction's Statesmen with `power`, a once-a-turn right used without a card (an
    /// inherent Tribune, SEN-10; the Gracchi's Land Bill and Popillius's veto, SEN-40), who have
    /// not used it this turn (their use is kept with the inherent Tribunes').
    pub(super) fn unused_statesman_power(
        &self,
        f: FactionId,
        power: StatesmanPower,
    ) -> Vec<CardKey> {
        let d = data();
        let used: &[SenatorId] = self
            .senate
            .as_ref()
            .map_or(&[], |s| s.free_tribunes_used.as_slice());
        self.senators
            .iter()
            .filter(|s| s.faction == Some(f))
            .filter_map(|s| s.statesman.as_ref())
            .filter(|k| d.statesman(k).is_some_and(|c| c.has_power(power)))
            .filter(|k| !used.iter().any(|u| &u.0 == *k))
            .map(|k| CardKey(k.clone()))
            .collect()
    }

    /// SEN-10 (LR 1.09.151 "Some Statesmen have the capability of playing an inherent Tribune
    /// each turn without actually playing a card"): the faction's Statesmen with that power
    /// (22A, 22B, 28A) who have not used it this turn, offered under their own key. Like a
    /// card, it may be played with no Senator in Rome.
    pub(super) fn free_tribunes(&self, f: FactionId) -> Vec<CardKey> {
        self.unused_statesman_power(f, StatesmanPower::FreeTribune)
    }

    /// SEN-40 (card:statesman-23a/1 "May veto one Land Bill / Turn without using a Tribune
    /// card"): on a Land Bill, the faction's Statesmen with that power (P. Popillius Laenas
    /// 23A) who have not used it this turn, offered under their own key before the inherent
    /// Tribunes and the cards (their once-a-turn use is kept with the inherent Tribunes').
    fn sen_40_free_land_bill_vetoes(&self, f: FactionId, p: &Proposal) -> Vec<CardKey> {
        if !matches!(p, Proposal::LandBill { .. }) {
            return Vec::new();
        }
        self.unused_statesman_power(f, StatesmanPower::FreeLandBillVeto)
    }

    /// The Tribune cards in a faction's hand (SEN-11).
    pub(super) fn tribune_hand(&self, f: FactionId) -> Vec<CardKey> {
        let d = data();
        self.factions
            .get(usize::from(f.0))
            .map(|fs| {
                fs.hand
                    .iter()
                    .filter_map(|c| match c {
                        DeckCard::Intrigue(k)
                            if d.intrigue(k)
                                .is_some_and(|i| i.kind == IntrigueKind::Tribune) =>
                        {
                            Some(CardKey(k.clone()))
                        }
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The PB-08 decision of faction `f` on the proposal on the floor. `shared`: the SEN-10
    /// proposal options of this round (the same for every faction), built at most once.
    pub(crate) fn vote_decision(&self, f: FactionId, n: u32, shared: &ProposalOptions) -> Decision {
        let d = data();
        let (proposal, presiding) = match self.senate.as_ref() {
            Some(s) => (
                s.floor.clone().unwrap_or(Proposal::Adjourn),
                s.presiding.clone(),
            ),
            None => (Proposal::Adjourn, SenatorId(String::new())),
        };
        // SEN-53: the Censor presides over a Special Major Prosecution.
        let presiding = self
            .vote_chair_index()
            .map_or(presiding, |i| self.senators[i].id());
        // PB-10 (issue 21): the GM's substitute on the floor is called as his.
        let by_tribune = self.sen_10_tribune_floor(&proposal);
        let by_gm = self.senate.as_ref().is_some_and(|s| s.queue_substituted)
            && by_tribune.is_none()
            && !matches!(proposal, Proposal::SpecialProsecution { .. });
        let own = |id: &SenatorId| {
            self.find_senator(id).is_some_and(|i| {
                self.senators[i]
                    .faction
                    .is_some_and(|g| self.senate_controller(g) == f)
            })
        };
        let nominees = match &proposal {
            Proposal::Consuls { first, second } => [first, second]
                .into_iter()
                .filter(|x| own(x))
                .cloned()
                .collect(),
            _ => Vec::new(),
        };
        let accused = match &proposal {
            Proposal::Prosecute { accused, .. } | Proposal::SpecialProsecution { accused, .. }
                if own(accused) =>
            {
                Some(accused.clone())
            }
            _ => None,
        };
        // SEN-08 (LR 1.09.14/4): no abstention on the passage or the repeal of a Land Bill.
        let land_bill = matches!(
            proposal,
            Proposal::LandBill { .. } | Proposal::RepealLandBill { .. }
        );
        // SEN-04: the faction with the right to make conditional votes (SEN-02: every faction
        // in ordered voting).
        let presiding_faction = self.sen_04_may_vote_up_to(f);
        let up_to_from = presiding_faction
            .then(|| self.sen_04_up_to_spender(f))
            .flatten()
            .map(|i| self.senators[i].id());
        let voters = self
            .senate_voters(f)
            .into_iter()
            .map(|i| (self.senators[i].id(), self.senators[i].votes(d)))
            .collect();
        let tribunes = if self.vetoable(&proposal) {
            self.tribune_cards(f, &proposal)
        } else {
            Vec::new()
        };
        // PB-08 (S004 "Defaulters abstain, except in the case of Land Bills which they vote for
        // without expending any additional money"; DESIGN "Sources and conflicts"): every
        // defaulter abstains, the presiding magistrate's faction included (a silent Censor's
        // faction does not vote guilty); on a Land Bill every defaulter votes for, and on a
        // Land Bill's repeal for the repeal (RULINGS SEN-08 (repeal): S004/64 "which they vote
        // for" with LR 1.09.14/4 "considered to have voted ... for its repeal").
        let default = VoteOrder {
            vote: land_bill.then_some(VoteChoice::Yes),
            ..VoteOrder::default()
        };
        let own_accused = accused.clone();
        let d = Decision {
            id: self.decision_id(&format!("senate{n}-vote"), f),
            kind: DecisionKind::SenateVote,
            owner: f,
            simultaneous: true,
            options: DecisionOptions::SenateVote {
                proposal,
                presiding,
                voters,
                tribunes,
                presiding_faction,
                nominees,
                accused,
                abstain_allowed: !land_bill,
                targets: self.sen_50_targets(f),
                assassin_cards: u32::try_from(self.intrigue_count(f, IntrigueKind::Assassin))
                    .unwrap_or(0),
                tribune_proposals: self.sen_10_options(f, shared),
                tribune_land_bills_only: self.sen_10_tribunes(f).is_empty()
                    && !self.sen_40_gracchi(f).is_empty(),
                nominee_proposals: self.pb_09_nominee_options(f),
                voting_order: self.sen_02_order(),
                up_to_from,
                ordered_voting: self.voting_order == super::super::api::VotingOrder::Ordered,
                may_appoint_priest: self.sen_15_may_appoint(f),
                by_gm,
                agenda: self.sen_02_agenda(),
                by_tribune,
            },
            default: Answer::SenateVote(default),
            default_by: DefaultBy::Seed,
        };
        // PB-08: a standing vote (STANDING VOTE …) replaces the Default Move, but never on the
        // prosecution of the faction's own Senator: there the faction's explicit vote or its
        // Default Move decides (issue 10).
        match own_accused {
            Some(senator) if self.standing_for(f, DecisionKind::SenateVote).is_some() => Decision {
                default_by: DefaultBy::StandingSetAside {
                    error: Some(
                        Illegal::StandingVoteOnOwnSenator { senator }
                            .by("PB-08")
                            .into(),
                    ),
                    dropped: Vec::new(),
                },
                ..d
            },
            Some(_) => d,
            None => self.apply_standing(d),
        }
    }

    /// PB-09 / PB-10 (S004/65, S004/71-72): a faction with a nominee for Consul or Censor on
    /// the floor may write with its vote what he will propose if elected.
    fn pb_09_nominee_options(&self, f: FactionId) -> Option<Box<DecisionOptions>> {
        let own = |id: &SenatorId| {
            self.find_senator(id).is_some_and(|i| {
                self.senators[i]
                    .faction
                    .is_some_and(|g| self.senate_controller(g) == f)
            })
        };
        let has_nominee = match self.senate.as_ref().and_then(|s| s.floor.as_ref()) {
            Some(Proposal::Consuls { first, second }) => own(first) || own(second),
            Some(Proposal::Censor { censor }) => own(censor),
            _ => false,
        };
        has_nominee.then(|| Box::new(self.proposal_options()))
    }

    /// PB-09 / PB-10: the proposals a nominee's faction wrote with its vote: a Censor nominee
    /// with a vote on Consuls, prosecutions with a vote on a Censor, and only when offered.
    fn pb_09_validate(&self, d: &Decision, v: &VoteOrder) -> Result<(), RuleError> {
        if v.nominee_proposals.is_empty() {
            return Ok(());
        }
        let DecisionOptions::SenateVote {
            proposal,
            nominee_proposals: Some(_),
            ..
        } = &d.options
        else {
            return Err(Illegal::NomineeProposalNotAsked.by("PB-09").into());
        };
        for p in &v.nominee_proposals {
            let fits = matches!(
                (proposal, p),
                (Proposal::Consuls { .. }, Proposal::Censor { .. })
                    | (Proposal::Censor { .. }, Proposal::Prosecute { .. })
            );
            if !fits {
                return Err(Illegal::NomineeProposalNotAsked.by("PB-09").into());
            }
            self.proposal_well_formed(p)?;
        }
        Ok(())
    }

    /// PB-09 / PB-10: the nominees elected, what their factions wrote with their votes waits as
    /// their queue, put when their magistrate presides (the new Rome Consul over the Censor's
    /// election, the Censor over the prosecutions) with no round of its own.
    fn pb_09_keep_nominee_proposals(
        &mut self,
        p: &Proposal,
        votes: &[(FactionId, VoteOrder)],
        ev: &mut Vec<Event>,
    ) {
        if !matches!(p, Proposal::Consuls { .. } | Proposal::Censor { .. }) {
            return;
        }
        let Some(s) = self.senate.as_mut() else {
            return;
        };
        for (f, v) in votes {
            if v.nominee_proposals.is_empty() {
                continue;
            }
            let proposals = v.nominee_proposals.clone();
            if s.queue_owner == Some(*f) && !s.queue_by_gm {
                // The faction presides already: its queue goes on after these.
                let rest = std::mem::take(&mut s.queue);
                s.queue = proposals.iter().cloned().chain(rest).collect();
            } else {
                s.waiting_queues.retain(|(g, _)| g != f);
                s.waiting_queues.push((*f, proposals.clone()));
            }
            ev.push(private(
                *f,
                EventKind::NomineeProposalsKept {
                    faction: *f,
                    proposals,
                },
            ));
        }
    }

    /// PB-08: validate a faction's vote against what it may do.
    pub(crate) fn validate_vote(&self, d: &Decision, v: &VoteOrder) -> Result<Answer, RuleError> {
        let DecisionOptions::SenateVote {
            voters,
            tribunes,
            presiding_faction,
            nominees,
            accused,
            abstain_allowed,
            up_to_from,
            ..
        } = &d.options
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::SenateVote,
            });
        };
        let mut out = v.clone();
        // SEN-02 house rule "agenda vote": only proposals of the announced list, and no
        // abstention on a Land Bill or its repeal (SEN-08).
        if let DecisionOptions::SenateVote { agenda, .. } = &d.options {
            out.agenda.retain(|av| {
                agenda.contains(&av.proposal)
                    && !(av.vote == VoteChoice::Abstain
                        && matches!(
                            av.proposal,
                            Proposal::LandBill { .. } | Proposal::RepealLandBill { .. }
                        ))
            });
        }
        let voter_ids: Vec<&SenatorId> = voters.iter().map(|(s, _)| s).collect();
        if !abstain_allowed {
            if v.vote == Some(VoteChoice::Abstain)
                || v.splits.iter().any(|(_, c)| *c == VoteChoice::Abstain)
            {
                return Err(Illegal::NoAbstentionOnLandBill.by("SEN-08").into());
            }
            if out.vote.is_none() {
                out.vote = Some(VoteChoice::Yes);
            }
        }
        let mut splits: Vec<(SenatorId, VoteChoice)> = Vec::new();
        for (s, c) in &v.splits {
            if !voter_ids.contains(&s) {
                return Err(Illegal::NotVoting { senator: s.clone() }
                    .by("SEN-01")
                    .into());
            }
            splits.retain(|(t, _)| t != s);
            splits.push((s.clone(), *c));
        }
        out.splits = splits;
        let mut buys: Vec<(SenatorId, u32)> = Vec::new();
        for (s, n) in &v.buy {
            if !voter_ids.contains(&s) {
                return Err(Illegal::NotVoting { senator: s.clone() }
                    .by("SEN-03")
                    .into());
            }
            match buys.iter_mut().find(|(t, _)| t == s) {
                Some(e) => e.1 = e.1.saturating_add(*n),
                None => buys.push((s.clone(), *n)),
            }
        }
        buys.retain(|(_, n)| *n > 0);
        for (s, _) in &buys {
            // SEN-59: a Consul for Life may not spend the other factions' Talents.
            let theirs = self
                .find_senator(s)
                .is_some_and(|i| self.senators[i].faction != Some(d.owner));
            if theirs {
                return Err(Illegal::NotYourSenator {
                    senator: s.clone(),
                    act: Act::BuyVotes,
                }
                .by("SEN-59")
                .into());
            }
        }
        for (s, n) in &buys {
            let have = self
                .find_senator(s)
                .map_or(0, |i| self.senators[i].treasury);
            if *n > have {
                return Err(Illegal::VotesBeyondTreasury {
                    senator: s.clone(),
                    have,
                }
                .by("SEN-03")
                .into());
            }
            let choice = out
                .splits
                .iter()
                .find(|(t, _)| t == s)
                .map(|(_, c)| *c)
                .or(out.vote);
            if !matches!(choice, Some(VoteChoice::Yes | VoteChoice::No)) {
                return Err(Illegal::BoughtVotesAbstain { senator: s.clone() }
                    .by("SEN-03")
                    .into());
            }
        }
        out.buy = buys;
        if let Some(x) = v.up_to {
            if !presiding_faction {
                if let Some((a, senator)) = self.pb_11_accused_votes_first()
                    && a == d.owner
                {
                    return Err(Illegal::AccusedVotesFirst { senator }.by("PB-11").into());
                }
                return Err(Illegal::UpToOnlyPresiding.by("SEN-04").into());
            }
            let have = up_to_from
                .as_ref()
                .and_then(|s| self.find_senator(s))
                .map_or(0, |i| self.senators[i].treasury);
            if x > have {
                return Err(Illegal::PresidingTreasuryShort { have }.by("PB-08").into());
            }
            // SEN-04 (S004 "VOTING"): no conditional vote for the passage of his own faction's
            // candidate for Consul for Life (he may buy conditionally to defeat another's).
            if let DecisionOptions::SenateVote {
                proposal: Proposal::ConsulForLife { nominee },
                ..
            } = &d.options
                && self.sen_04_own_nominee(nominee, d.owner)
                && v.vote != Some(VoteChoice::No)
            {
                return Err(Illegal::UpToForOwnConsulForLife.by("SEN-04").into());
            }
        }
        if v.veto && tribunes.is_empty() {
            return Err(Illegal::NoTribune.by("SEN-11").into());
        }
        if v.appeal && accused.is_none() {
            return Err(Illegal::NotAccused.by("SEN-27").into());
        }
        if v.appeal_three_dice
            && !(v.appeal && accused.as_ref().is_some_and(|a| self.sen_27_mob_orator(a)))
        {
            return Err(Illegal::NotMobOrator.by("SEN-27").into());
        }
        let mut prefer: Vec<(SenatorId, ConsulSeat)> = Vec::new();
        for (s, seat) in &v.prefer {
            if !nominees.contains(s) {
                return Err(Illegal::NotYourNominee { senator: s.clone() }
                    .by("PB-09")
                    .into());
            }
            prefer.retain(|(t, _)| t != s);
            prefer.push((s.clone(), *seat));
        }
        out.prefer = prefer;
        // SEN-50: an assassination attempt written with the vote.
        if let Some(o) = &v.assassinate {
            self.sen_50_declare(d.owner, o)?;
        }
        // SEN-10: a Tribune's proposal written with the vote.
        self.sen_10_validate(d, v)?;
        // PB-09 / PB-10: a nominee's faction's proposals written with the vote.
        self.pb_09_validate(d, v)?;
        // SEN-15: a Priesthood written with the vote.
        if let Some(o) = &v.priest {
            self.sen_15_legal(d.owner, o)?;
        }
        Ok(Answer::SenateVote(out))
    }

    /// Resolve the PB-08 round: vetoes (PB-12: the one nearest the HRAO clockwise), the tally,
    /// consent, passage (SEN-05), the unanimous-defeat penalty (SEN-06), the effects.
    pub(crate) fn resolve_vote(&mut self, answers: Vec<(FactionId, Answer)>, ev: &mut Vec<Event>) {
        // SEN-02 house rule "agenda vote": the votes written on later proposals of the list
        // wait for them (a faction's later vote on the same proposal replaces its earlier one).
        if let Some(s) = self.senate.as_mut() {
            for (f, a) in &answers {
                let Answer::SenateVote(v) = a else { continue };
                for av in &v.agenda {
                    s.agenda_votes
                        .retain(|(g, q, _)| !(g == f && q == &av.proposal));
                    s.agenda_votes.push((*f, av.proposal.clone(), av.vote));
                }
            }
        }
        // SEN-50: attempts written with the votes are made first; the vote resumes after them.
        if self.sen_50_take_attempts(&answers, ev) {
            return;
        }
        // SEN-15: a Priesthood written with the votes takes effect when the vote is over.
        self.sen_15_take(&answers, ev);
        let Some(p) = self.senate.as_mut().and_then(|s| s.floor.take()) else {
            self.senate_next(ev);
            return;
        };
        // SEN-49: minor motions are announced; SEN-10 / PB-12: a Tribune claims the next
        // proposal (and suspends a vote sending the presiding magistrate to war).
        self.sen_49_motions(&answers, ev);
        if self.sen_10_claim(&p, &answers, ev) {
            self.senate_next(ev);
            return;
        }
        // SEN-10: the adjournment's round takes no vote (`tribune_adjournment.rs`).
        if p == Proposal::Adjourn {
            self.senate_next(ev);
            return;
        }
        // PB-11: the round's answers, kept in case the vote waits for the accused's choice.
        let raw = matches!(p, Proposal::Prosecute { .. }).then(|| answers.clone());
        // SEN-54: the round's answers, kept in case a veto waits for Graft or Murder.
        let held = answers.clone();
        let votes: Vec<(FactionId, VoteOrder)> = answers
            .into_iter()
            .filter_map(|(f, a)| match a {
                Answer::SenateVote(v) => Some((f, v)),
                _ => None,
            })
            .collect();
        // SEN-59: the Consul for Life's vote stands for every faction he runs.
        let votes = self.sen_59_expand_votes(&p, votes);
        let order_of = |f: FactionId| votes.iter().find(|(g, _)| *g == f).map(|(_, v)| v);
        // SEN-53: a Special Major Prosecution (no veto, the accused's appeal mandatory).
        let special = matches!(p, Proposal::SpecialProsecution { .. });
        // PB-11 (S004): the Prosecutor's faction voting not guilty frees the accused at once,
        // with no Tribune and no Popular Appeal.
        let freed_by_prosecutor = matches!(p, Proposal::Prosecute { .. })
            && matches!(
                self.consent_refused(&p, &votes),
                Some((_, Consent::Prosecutor))
            );
        // PB-11: the vote resumed after the accused's choice (his appeal already rolled).
        let seen = self.pb_11_take_seen();
        // SEN-11 / PB-12: a veto cancels the vote.
        if self.vetoable(&p) && !freed_by_prosecutor {
            // SEN-02: vetoes are resolved in the order of voting; the first one counts.
            for f in self.sen_02_order() {
                if !order_of(f).is_some_and(|v| v.veto) {
                    continue;
                }
                // PB-11: the accused's Tribune waits for the result of his appeal.
                if seen.is_none()
                    && order_of(f).is_some_and(|v| Self::pb_11_veto_waits_for_appeal(&p, v))
                {
                    continue;
                }
                let Some(card) = self.tribune_cards(f, &p).into_iter().next() else {
                    continue;
                };
                // SEN-54: Graft or Murder of a Tribune may cancel this Tribune (not the
                // Pontifex's veto nor Popillius's own right, which are no Tribunes).
                let own_right = data()
                    .statesman(&card.0)
                    .is_some_and(|c| c.has_power(StatesmanPower::FreeLandBillVeto));
                if card.0 != PONTIFEX_VETO
                    && !own_right
                    && self.sen_54_ask(
                        f,
                        &card,
                        super::tribune_cancel::TribunePurpose::Veto {
                            proposal: p.clone(),
                            answers: Self::done_beside_votes(&held),
                            seen,
                        },
                    )
                {
                    return;
                }
                if card.0 == PONTIFEX_VETO {
                    if let Some(s) = self.senate.as_mut() {
                        s.pontifex_veto_used = true;
                    }
                    ev.push(public(EventKind::Vetoed {
                        faction: f,
                        pontifex: true,
                        statesman: None,
                    }));
                } else if data().statesman(&card.0).is_some() {
                    // SEN-10: an inherent Tribune, once per turn; no card leaves the hand.
                    if let Some(s) = self.senate.as_mut() {
                        s.free_tribunes_used.push(SenatorId(card.0.clone()));
                    }
                    ev.push(public(EventKind::Vetoed {
                        faction: f,
                        pontifex: false,
                        statesman: Some(SenatorId(card.0.clone())),
                    }));
                } else {
                    self.discard_from_hand(f, &card);
                    ev.push(public(EventKind::Vetoed {
                        faction: f,
                        pontifex: false,
                        statesman: None,
                    }));
                }
                ev.push(public(EventKind::VoteTaken {
                    proposal: p.clone(),
                    votes: Vec::new(),
                    yes: 0,
                    no: 0,
                    vetoed_by: Some(f),
                    passed: false,
                }));
                self.proposal_failed(&p, ev);
                self.senate_next(ev);
                return;
            }
        }
        // SEN-27: a Popular Appeal comes before the votes are counted.
        let appeal = if freed_by_prosecutor {
            Appeal::None
        } else if let Some(a) = seen {
            a
        } else if special {
            self.sen_53_appeal(&p, ev)
        } else {
            self.popular_appeal(&p, &votes, ev)
        };
        if self.status != GameStatus::Waiting {
            return;
        }
        match appeal {
            Appeal::Killed => {
                // SEN-33 (ADV 2.05.4): chits against the Advocate.
                self.sen_33_mob(&p, ev);
                self.prosecution_concluded(&p, true, true, ev);
                self.senate_next(ev);
                return;
            }
            Appeal::Freed => {
                self.prosecution_concluded(&p, false, false, ev);
                self.senate_next(ev);
                return;
            }
            Appeal::None | Appeal::Votes(_) => {}
        }
        // PB-11 (LR 1.09.422, S004): the accused who survived his appeal may now veto. Not
        // under a Consul for Life of another faction (SEN-59, LR 1.09.823/5): he may not play
        // that faction's Tribune, and the faction makes no Senate decision of its own.
        if seen.is_none()
            && let Some(raw) = &raw
        {
            let may_veto = self.vetoable(&p)
                && self.pb_11_accused_faction(&p).is_some_and(|f| {
                    votes.iter().any(|(g, v)| *g == f && v.appeal)
                        && self.senate_controller(f) == f
                        && !self.tribune_cards(f, &p).is_empty()
                });
            if self.pb_11_ask_veto(&p, raw, appeal, may_veto) {
                return;
            }
        }
        // SEN-33 (ADV 2.05.3): the Trial, after the votes, counted with them.
        let trial = if freed_by_prosecutor {
            0
        } else {
            self.sen_33_trial(&p, ev)
        };
        let (mut tally, mut yes, mut no) = self.tally(&p, &votes);
        if trial >= 0 {
            no += trial.unsigned_abs();
        } else {
            yes += trial.unsigned_abs();
        }
        if let Appeal::Votes(n) = appeal {
            if n >= 0 {
                no += n.unsigned_abs();
            } else {
                yes += n.unsigned_abs();
            }
        }
        // S004 "VOTING", SEN-04 / SEN-02: the conditional purchases, in the order of voting.
        self.sen_04_conditional_votes(&p, &votes, &mut tally, &mut yes, &mut no);
        let consent_refused = self.consent_refused(&p, &votes);
        // SEN-05 / SEN-18: a recall of the Pontifex Maximus needs two-thirds of the votes cast.
        let majority = if super::pontifex_recall::sen_18_no_pontifex_veto(&p) {
            super::pontifex_recall::sen_18_two_thirds(yes, no)
        } else {
            yes > no
        };
        let passed = majority && consent_refused.is_none();
        ev.push(public(EventKind::VoteTaken {
            proposal: p.clone(),
            votes: tally.clone(),
            yes,
            no,
            vetoed_by: None,
            passed,
        }));
        self.pb_10_record_election(&p, &tally, passed);
        if let Some((faction, consent)) = consent_refused {
            ev.push(public(EventKind::ConsentRefused { faction, consent }));
        }
        if passed {
            self.pb_09_keep_nominee_proposals(&p, &votes, ev);
            let prefer: Vec<(SenatorId, ConsulSeat)> = votes
                .iter()
                .flat_map(|(_, v)| v.prefer.iter().cloned())
                .collect();
            let against = self.voters_choosing(&p, &votes, VoteChoice::No);
            let yes_voters = self.voters_choosing(&p, &votes, VoteChoice::Yes);
            self.apply_proposal(&p, &prefer, &against, &yes_voters, ev);
            // GEN-12: a levy the State could not pay ended the game.
            if self.status != GameStatus::Waiting {
                return;
            }
        } else {
            self.proposal_failed(&p, ev);
            // SEN-06: the presiding magistrate's choice waits for his faction's answer.
            if self.sen_06_unanimous_defeat(&p, &tally, ev) {
                return;
            }
            // PB-08 / PB-10 RULING: defaulters abstain (S004), so a GM's proposal on which no
            // vote at all was cast shows a silent table; the GM adjourns the Senate in the best
            // interests of Rome rather than repeat proposals nobody votes on (a game never
            // loops; a silent table costs one round, not the round limit).
            let by_gm = self.senate.as_ref().is_some_and(|s| s.queue_by_gm);
            let by_gm = by_gm && self.sen_10_tribune_floor(&p).is_none();
            // SEN-10: a Tribune claimed the next proposal: the table is not silent, and a
            // Tribune keeps the Senate open for his proposal.
            let claimed = self
                .senate
                .as_ref()
                .is_some_and(|s| s.tribunes.next.is_some())
                // SEN-56: a Law played is the next proposal.
                || !self.law_votes.waiting.is_empty();
            // SEN-35 (LR 1.09.54): a Province is not left vacant while someone is eligible: the
            // GM's nomination is defeated and the elections go on.
            let governors = matches!(p, Proposal::Governor { .. } | Proposal::Governors { .. });
            if by_gm
                && !special
                && !claimed
                && !governors
                && yes == 0
                && no == 0
                && self.status == GameStatus::Waiting
            {
                let (sits, ruling) = self.pb_10_adjournment_ruling(AdjournWhy::NoVotesCast);
                ev.push(ruling);
                // Unless the GM overruled it (issue 9): the Senate goes on with its business.
                if sits.is_none() {
                    self.adjourn(ev);
                    return;
                }
            }
        }
        self.senate_next(ev);
    }

    /// A defeated or vetoed proposal: SEN-07 bars it for the turn; a prosecution ends in
    /// acquittal (SEN-31).
    fn proposal_failed(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        if let Some(s) = self.senate.as_mut() {
            s.defeated.push(p.clone());
        }
        if matches!(p, Proposal::Prosecute { .. }) {
            self.prosecution_concluded(p, false, false, ev);
        }
        // SEN-56 (ADV 2.06.2/11): a Law voted down is out of the game.
        self.sen_56_defeated(p, ev);
        // SEN-53: the Faction Leader is acquitted of his assassin's crime.
        if let Proposal::SpecialProsecution { accused, .. } = p {
            ev.push(public(EventKind::Acquitted {
                accused: accused.clone(),
            }));
        }
    }

    /// Each senator's choice: the faction's vote unless split (SEN-03); on a repeal the Sponsor
    /// votes for it (SEN-41).
    fn choice_of(&self, p: &Proposal, v: &VoteOrder, s: &SenatorId) -> Option<VoteChoice> {
        if let Proposal::RepealLandBill { sponsor, .. } = p
            && sponsor == s
        {
            return Some(VoteChoice::Yes);
        }
        v.splits
            .iter()
            .find(|(t, _)| t == s)
            .map(|(_, c)| *c)
            .or(v.vote)
    }

    /// SEN-03 / SEN-26: count the votes; bought votes are paid to the bank now.
    fn tally(
        &mut self,
        p: &Proposal,
        votes: &[(FactionId, VoteOrder)],
    ) -> (Vec<FactionVote>, u32, u32) {
        let mut out = Vec::new();
        let (mut yes, mut no) = (0u32, 0u32);
        // SEN-53 / SEN-50: a faction eliminated during this vote: its votes cast still count.
        for f in self.sen_50_counted_factions() {
            // SEN-52: a dead Faction Leader's heir did not vote; his votes count once.
            let members: Vec<usize> = self
                .in_rome_of(f)
                .into_iter()
                .filter(|i| !self.sen_52_heir(&self.senators[*i].id()))
                .collect();
            if members.is_empty() && self.dead_voters_of(f).is_empty() {
                continue;
            }
            let empty = VoteOrder::default();
            let v = votes
                .iter()
                .find(|(g, _)| *g == f)
                .map_or(&empty, |(_, v)| v);
            let mut fv = FactionVote {
                faction: f,
                yes: 0,
                no: 0,
                abstained: 0,
                bought: 0,
                accused_influence: 0,
            };
            // SEN-16: on sending forces to a war or recalling/keeping their commander, the
            // Pontifex Maximus's own votes count double (not bought ones) and each Priest has
            // one vote more.
            for i in members {
                let id = self.senators[i].id();
                // SEN-56: Cato's votes on a Law.
                let own = self.sen_16_own_votes(i, p) + self.sen_56_cato_votes(i, p);
                let choice = self.choice_of(p, v, &id);
                let want = v
                    .buy
                    .iter()
                    .filter(|(s, _)| *s == id)
                    .map(|(_, n)| *n)
                    .sum::<u32>();
                let bought = if matches!(choice, Some(VoteChoice::Yes | VoteChoice::No)) {
                    want.min(self.senators[i].treasury)
                } else {
                    0
                };
                if bought > 0 {
                    self.senators[i].treasury -= bought;
                    self.ledger.spent_to_bank += u64::from(bought);
                    fv.bought += bought;
                }
                match choice {
                    Some(VoteChoice::Yes) => fv.yes += own + bought,
                    Some(VoteChoice::No) => fv.no += own + bought,
                    _ => fv.abstained += own,
                }
            }
            // SEN-50: a Senator killed by an assassination after voting: his votes stand.
            for (id, own) in self.dead_voters_of(f) {
                match self.choice_of(p, v, &id) {
                    Some(VoteChoice::Yes) => fv.yes += own,
                    Some(VoteChoice::No) => fv.no += own,
                    _ => fv.abstained += own,
                }
            }
            // SEN-26 (LR 1.09.42: "the Accused receives additional votes equal to his
            // Influence"): they are his votes, cast as he votes: for acquittal when he votes NO,
            // for conviction if he votes YES, none if he abstains.
            if let Proposal::Prosecute { accused, .. }
            | Proposal::SpecialProsecution { accused, .. } = p
                && let Some(a) = self.find_senator(accused)
                && self.senators[a].faction == Some(f)
            {
                let inf = self.senators[a].influence;
                match self.choice_of(p, v, accused) {
                    Some(VoteChoice::No) => {
                        fv.no += inf;
                        fv.accused_influence = inf;
                    }
                    // `accused_influence` records the Influence counted for acquittal only.
                    Some(VoteChoice::Yes) => fv.yes += inf,
                    _ => {}
                }
            }
            // SEN-57 (LR 1.09.821): the nominee for Consul for Life adds his Influence to his
            // votes, cast as he votes.
            if let Proposal::ConsulForLife { nominee } = p
                && let Some(a) = self.find_senator(nominee)
                && self.senators[a].faction == Some(f)
                && self.senators[a].in_rome
            {
                let inf = self.senators[a].influence;
                match self.choice_of(p, v, nominee) {
                    Some(VoteChoice::Yes) => fv.yes += inf,
                    Some(VoteChoice::No) => fv.no += inf,
                    _ => {}
                }
            }
            yes += fv.yes;
            no += fv.no;
            out.push(fv);
        }
        (out, yes, no)
    }

    /// SEN-04: is the nominee of faction `f` (the presiding magistrate's, or run by it)?
    fn sen_04_own_nominee(&self, nominee: &SenatorId, f: FactionId) -> bool {
        self.find_senator(nominee)
            .and_then(|i| self.senators[i].faction)
            .is_some_and(|g| g == f)
    }

    /// Consent (engine ruling, docs/RULINGS.md): a commander sent with a force weaker than the
    /// war (SEN-44), and the Sponsors of a Land Bill (SEN-40), refuse consent when their faction
    /// votes NO; a Prosecutor's faction voting NO frees the accused (S004 "PROSECUTIONS").
    fn consent_refused(
        &self,
        p: &Proposal,
        votes: &[(FactionId, VoteOrder)],
    ) -> Option<(FactionId, Consent)> {
        let voted_no = |id: &SenatorId| -> Option<FactionId> {
            let i = self.find_senator(id)?;
            let f = self.senators[i].faction?;
            let v = votes.iter().find(|(g, _)| *g == f).map(|(_, v)| v)?;
            (self.choice_of(p, v, id) == Some(VoteChoice::No)).then_some(f)
        };
        match p {
            Proposal::Deploy { commander, .. } if self.deploy_is_weak(p) => {
                voted_no(commander).map(|f| (f, Consent::Commander))
            }
            // SEN-44: each Commander of a package sent weaker than his war must consent.
            Proposal::Deployments { sends } => sends
                .iter()
                .filter(|d| self.deploy_is_weak(&d.proposal()))
                .find_map(|d| voted_no(&d.commander))
                .map(|f| (f, Consent::Commander)),
            Proposal::LandBill {
                sponsor, cosponsor, ..
            } => voted_no(sponsor)
                .or_else(|| voted_no(cosponsor))
                .map(|f| (f, Consent::LandBillSponsor)),
            Proposal::Prosecute { prosecutor, .. } => {
                voted_no(prosecutor).map(|f| (f, Consent::Prosecutor))
            }
            // SEN-45 / SEN-44: the new commander of a Force weaker than its war.
            Proposal::ReplaceProconsul { commander, .. } if self.sen_45_replace_is_weak(p) => {
                voted_no(commander).map(|f| (f, Consent::Commander))
            }
            // SEN-45: a partial recall leaving the Proconsul weaker than his war.
            Proposal::RecallUnits { commander, .. } if self.sen_45_recall_is_weak(p) => {
                voted_no(commander).map(|f| (f, Consent::Proconsul))
            }
            // SEN-35: a Governor back in Rome this turn, while others are eligible.
            // SEN-35: each returning Governor of the proposal; one refusal rejects them all.
            Proposal::Governor { .. } | Proposal::Governors { .. } => self
                .sen_35_consent_needed(p)
                .into_iter()
                .find_map(voted_no)
                .map(|f| (f, Consent::ReturningGovernor)),
            _ => None,
        }
    }

    /// SEN-44 (LR 1.09.643): is the force weaker than the war (land, or naval when fought at
    /// sea first)? The force is the one that would fight: the units sent, veterans counting
    /// double on land (LR 1.10.11), with the forces already on the war without a commander
    /// (they join him, LR 1.09.641), plus the commander's Military and, for a Dictator, his
    /// Master of Horse's (LR 1.09.34), capped at the units' strength.
    pub(crate) fn deploy_is_weak(&self, p: &Proposal) -> bool {
        let Proposal::Deploy {
            commander,
            war,
            legions,
            fleets,
            veterans,
        } = p
        else {
            return false;
        };
        let d = data();
        let Some(ci) = self.find_senator(commander) else {
            return false;
        };
        // card:statesman-30a/3: Pompey's MIL is 2 for the Minimum Force.
        let mut mil = self.planning_military(ci);
        if self.senators[ci].offices.contains(&Office::Dictator)
            && let Some(m) = self.office_holder(Office::MasterOfHorse)
            && self.senators[m].in_rome
            && m != ci
        {
            mil += self.planning_military(m);
        }
        let Some(s) = self.war_strength(war) else {
            return false;
        };
        // The veterans sent: those named, the rest regular Legions first (`legions_picked`).
        let vets_sent = self
            .legions_picked(*legions, self.senators[ci].family, veterans)
            .or_else(|_| self.legions_picked(*legions, self.senators[ci].family, &[]))
            .map_or(0, |v| v.len());
        let mut land = legions + u32::try_from(vets_sent).unwrap_or(0);
        let mut sea = *fleets;
        for f in self
            .forces
            .iter()
            .filter(|f| f.commander.is_none() && f.war == *war)
        {
            land += f.legions + u32::try_from(f.veterans.len()).unwrap_or(0);
            sea += f.fleets;
        }
        let naval_first =
            d.war(war).is_some_and(|w| w.has_naval()) && !self.naval_victories.contains(war);
        if naval_first {
            sea + mil.min(sea) < s.fleet
        } else {
            land + mil.min(land) < s.land
        }
    }

    /// The senators who voted `choice` (SEN-40/41 Land Bill penalties).
    fn voters_choosing(
        &self,
        p: &Proposal,
        votes: &[(FactionId, VoteOrder)],
        choice: VoteChoice,
    ) -> Vec<SenatorId> {
        let mut out = Vec::new();
        for (f, v) in votes {
            for i in self.in_rome_of(*f) {
                let id = self.senators[i].id();
                if self.choice_of(p, v, &id) == Some(choice) {
                    out.push(id);
                }
            }
        }
        out
    }

    /// A card leaves a faction's hand for the discard pile.
    pub(crate) fn discard_from_hand(&mut self, f: FactionId, key: &CardKey) {
        let Some(fs) = self.factions.get_mut(usize::from(f.0)) else {
            return;
        };
        let pos = fs.hand.iter().position(|c| match c {
            DeckCard::Intrigue(k) | DeckCard::Concession(k) | DeckCard::Statesman(k) => *k == key.0,
            _ => false,
        });
        if let Some(pos) = pos {
            let c = fs.hand.remove(pos);
            self.discard.push(c);
        }
    }
}
