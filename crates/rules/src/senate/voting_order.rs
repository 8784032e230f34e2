//! SEN-02 / SEN-04 (seed 004 "VOTING"): the order in which votes are resolved, and who may
//! make conditional votes (`VOTE YES|NO UP TO n`).
//!
//! - SEN-04: only the Presiding Magistrate makes conditional votes, unless he announces with
//!   his proposal that he gives that right to another player ("That player alone has the right
//!   to make Conditional votes during that proposal"): `… CONDITIONAL VOTES TO <faction>`.
//! - SEN-02: the Presiding Magistrate may announce an order of voting (`… VOTING ORDER <faction>,
//!   <faction>, …`); without one the votes are resolved clockwise from the player to the left of
//!   the HRAO. The order decides which veto counts when several factions veto (the first in the
//!   order). With the game setting `voting_order = "ordered"` ("among experienced players"),
//!   every faction may make conditional votes, which depend only on the votes resolved before
//!   its turn in that order (RULING in docs/RULINGS.md).

use serde::{Deserialize, Serialize};

use super::super::api::{
    ElectionCondition, ElectionRecord, Event, EventKind, FactionId, FactionVote, Illegal, Proposal,
    Refused, SenatorId, VoteChoice, VoteOrder, VoteTerms, VotingOrder,
};
use super::super::game::{Game, public};

/// The terms announced with the presiding magistrate's proposals.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VotingState {
    /// The terms announced with the proposal taken from the queue to be put next (SEN-02 /
    /// SEN-04); each queued proposal carries its own (`Proposal::Announced` in the queue).
    #[serde(default)]
    pub announced: Vec<(Proposal, VoteTerms)>,
    /// The terms of the proposal on the floor; `order` always complete.
    #[serde(default)]
    pub floor: VoteTerms,
    /// PB-10 (S004/79): this Senate's elections as counted, for conditional proposals.
    #[serde(default)]
    pub elections: Vec<ElectionRecord>,
}

/// PB-10 (S004/79): the Senators an election proposal names (None: not an election). The
/// elections are those of the Consuls, the Dictator and his Master of Horse, the Censor, the
/// Pontifex Maximus, a Consul for Life and the Governors.
pub(crate) fn pb_10_candidates(p: &Proposal) -> Option<Vec<SenatorId>> {
    Some(match p {
        Proposal::Consuls { first, second } => vec![first.clone(), second.clone()],
        Proposal::Dictator {
            dictator,
            master_of_horse,
        } => vec![dictator.clone(), master_of_horse.clone()],
        Proposal::Censor { censor } => vec![censor.clone()],
        Proposal::Pontifex { pontifex } => vec![pontifex.clone()],
        Proposal::ConsulForLife { nominee } => vec![nominee.clone()],
        Proposal::Governor { senator, .. } => vec![senator.clone()],
        Proposal::Governors { posts } => posts.iter().map(|(s, _)| s.clone()).collect(),
        _ => return None,
    })
}

impl Game {
    /// PB-10 (S004/79): keep an election as it was counted (`tally` empty: the candidates were
    /// the only ones left and were elected without a vote).
    pub(crate) fn pb_10_record_election(
        &mut self,
        p: &Proposal,
        tally: &[FactionVote],
        passed: bool,
    ) {
        let Some(candidates) = pb_10_candidates(p) else {
            return;
        };
        let record = ElectionRecord {
            candidates,
            yes: tally
                .iter()
                .filter(|v| v.yes > 0)
                .map(|v| v.faction)
                .collect(),
            no: tally
                .iter()
                .filter(|v| v.no > 0)
                .map(|v| v.faction)
                .collect(),
            passed,
        };
        if let Some(s) = self.senate.as_mut() {
            s.voting.elections.push(record);
        }
    }

    /// PB-10 (S004/79): does a queued proposal's condition on this Senate's elections hold now?
    pub(crate) fn pb_10_condition_holds(&self, c: &ElectionCondition) -> bool {
        let elections: &[ElectionRecord] = self
            .senate
            .as_ref()
            .map(|s| s.voting.elections.as_slice())
            .unwrap_or(&[]);
        match c {
            ElectionCondition::Voted {
                faction,
                candidate,
                yes,
            } => elections
                .iter()
                .rev()
                .find(|e| e.candidates.contains(candidate))
                .is_some_and(|e| {
                    if *yes {
                        e.yes.contains(faction)
                    } else {
                        e.no.contains(faction)
                    }
                }),
            ElectionCondition::Elected { senator, elected } => {
                let won = elections
                    .iter()
                    .any(|e| e.passed && e.candidates.contains(senator));
                won == *elected
            }
        }
    }

    /// SEN-02 / SEN-04: the terms kept aside for a plain queued proposal. Games saved before
    /// each queued proposal carried its own terms (`Proposal::Announced` in the queue) kept them
    /// here, by proposal.
    pub(crate) fn sen_04_saved_terms(&self, p: &Proposal) -> Option<VoteTerms> {
        self.senate.as_ref().and_then(|s| {
            s.voting
                .announced
                .iter()
                .find(|(q, _)| q.same_as(p))
                .map(|(_, t)| t.clone())
        })
    }

    /// SEN-02 / SEN-04: the proposal taken from the queue is put next: its terms (if any) wait
    /// for `sen_02_put_terms`, in place of any kept for the same proposal.
    pub(crate) fn sen_04_terms_for_floor(&mut self, p: &Proposal, terms: Option<VoteTerms>) {
        if let Some(s) = self.senate.as_mut() {
            s.voting.announced.retain(|(q, _)| !q.same_as(p));
            if let Some(terms) = terms {
                s.voting.announced.push((p.clone(), terms));
            }
        }
    }

    /// SEN-02 / SEN-04: the checks of the terms written with a proposal: a faction in the game
    /// (not eliminated), each named once in the order; never with an adjournment.
    pub(crate) fn sen_04_check_terms(
        &self,
        p: &Proposal,
        terms: &VoteTerms,
    ) -> Result<(), Refused> {
        if matches!(p, Proposal::Adjourn | Proposal::Announced { .. }) {
            return Err(Illegal::TermsMisplaced.by("SEN-04"));
        }
        let known = |f: &FactionId| usize::from(f.0) < self.faction_count() && !self.eliminated(*f);
        if let Some(f) = &terms.conditional_to
            && !known(f)
        {
            return Err(Illegal::NoSuchFaction { faction: *f }.by("SEN-04"));
        }
        for (i, f) in terms.order.iter().enumerate() {
            if !known(f) {
                return Err(Illegal::NoSuchFaction { faction: *f }.by("SEN-02"));
            }
            if terms.order[..i].contains(f) {
                return Err(Illegal::VotingOrderTwice { faction: *f }.by("SEN-02"));
            }
        }
        Ok(())
    }

    /// SEN-02: the order of voting when the presiding magistrate gives none: clockwise from the
    /// player to the left of the HRAO (S004 "VOTING"), the HRAO's faction last.
    pub(crate) fn sen_02_default_order(&self) -> Vec<FactionId> {
        let mut v = self.hrao_order();
        if !v.is_empty() {
            v.rotate_left(1);
        }
        v
    }

    /// SEN-02: the order of voting on the floor: the factions the presiding magistrate named,
    /// then the others in the clockwise default.
    pub(crate) fn sen_02_order(&self) -> Vec<FactionId> {
        let given = self
            .senate
            .as_ref()
            .map(|s| s.voting.floor.order.clone())
            .unwrap_or_default();
        let mut v: Vec<FactionId> = given
            .into_iter()
            .filter(|f| usize::from(f.0) < self.faction_count() && !self.eliminated(*f))
            .collect();
        for f in self.sen_02_default_order() {
            if !v.contains(&f) {
                v.push(f);
            }
        }
        // PB-11 (S004/87): the accused votes first in any prosecution.
        if let Some((a, _)) = self.pb_11_accused_votes_first() {
            v.retain(|f| *f != a);
            v.insert(0, a);
        }
        v
    }

    /// PB-11 (S004/87-88): on a prosecution on the floor, the accused's faction (the faction
    /// that runs his votes) and the accused: "The accused automatically votes first in any
    /// prosecution, so he cannot make conditional votes": his faction comes first in the order
    /// of voting, whatever order the presiding magistrate gave, and may not vote `UP TO`.
    /// RULING (PB-11, docs/RULINGS.md): not when the accused presides the vote himself, the
    /// Censor over the Special Major Prosecution of his own faction (DESIGN "Sources and
    /// conflicts", LR 1.09.74/5: he keeps the presiding magistrate's conditional votes).
    pub(crate) fn pb_11_accused_votes_first(
        &self,
    ) -> Option<(FactionId, super::super::api::SenatorId)> {
        let p = self.senate.as_ref()?.floor.as_ref()?;
        let accused = match p {
            Proposal::Prosecute { accused, .. } | Proposal::SpecialProsecution { accused, .. } => {
                accused
            }
            _ => return None,
        };
        let i = self.find_senator(accused)?;
        if matches!(p, Proposal::SpecialProsecution { .. }) && self.vote_chair_index() == Some(i) {
            return None;
        }
        let g = self.senators[i].faction?;
        let f = self.senate_controller(g);
        (usize::from(f.0) < self.faction_count() && !self.eliminated(f))
            .then(|| (f, accused.clone()))
    }

    /// SEN-02 / SEN-04: a proposal is put: its announced terms go with it to the floor and are
    /// announced to all (a Tribune's proposal carries none: the defaults).
    pub(crate) fn sen_02_put_terms(&mut self, p: &Proposal, by_tribune: bool, ev: &mut Vec<Event>) {
        let ordered = self.voting_order == VotingOrder::Ordered;
        let Some(s) = self.senate.as_mut() else {
            return;
        };
        let pos = s.voting.announced.iter().position(|(q, _)| q.same_as(p));
        let terms = match pos {
            Some(i) if !by_tribune => s.voting.announced.remove(i).1,
            _ => VoteTerms::default(),
        };
        let order_given = !terms.order.is_empty();
        let conditional_to = terms.conditional_to;
        s.voting.floor = terms;
        let order = self.sen_02_order();
        if let Some(s) = self.senate.as_mut() {
            s.voting.floor.order = order.clone();
        }
        if ordered || order_given || conditional_to.is_some() {
            ev.push(public(EventKind::VoteTermsAnnounced {
                conditional_to,
                order,
                order_given,
                ordered_voting: ordered,
                accused_first: self.pb_11_accused_votes_first().map(|(_, a)| a),
            }));
        }
    }

    /// SEN-04: may faction `f` make conditional votes (`UP TO`) on the proposal on the floor?
    /// In ordered voting every faction may; otherwise the presiding magistrate's faction, or the
    /// faction he gave the right to (it alone).
    pub(crate) fn sen_04_may_vote_up_to(&self, f: FactionId) -> bool {
        // PB-11 (S004/87): the accused's faction votes first, unconditionally.
        if self
            .pb_11_accused_votes_first()
            .is_some_and(|(a, _)| a == f)
        {
            return false;
        }
        if self.voting_order == VotingOrder::Ordered {
            return true;
        }
        let handed = self
            .senate
            .as_ref()
            .and_then(|s| s.voting.floor.conditional_to);
        match handed {
            Some(g) => g == f,
            // SEN-53: the Censor presides over a Special Major Prosecution.
            None => self
                .vote_chair_index()
                .and_then(|i| self.senators[i].faction)
                .is_some_and(|g| self.senate_controller(g) == f),
        }
    }

    /// SEN-04 (RULING in docs/RULINGS.md): whose Personal Treasury pays faction `f`'s
    /// conditional votes: the presiding magistrate's for his own faction, otherwise the
    /// faction's Senator in Rome with the most talents (lowest ID on ties).
    pub(crate) fn sen_04_up_to_spender(&self, f: FactionId) -> Option<usize> {
        if let Some(pm) = self.vote_chair_index()
            && self.senators[pm].faction == Some(f)
        {
            return Some(pm);
        }
        self.in_rome_of(f).into_iter().max_by_key(|i| {
            (
                self.senators[*i].treasury,
                std::cmp::Reverse(self.senators[*i].id_key()),
            )
        })
    }

    /// S004 "VOTING", SEN-02 / SEN-04: the conditional votes. Each faction with an `UP TO`, in
    /// the order of voting, buys from its spender as many votes as its side needs given the
    /// votes resolved so far (the whole tally in simultaneous voting, where one faction alone
    /// may make them; in ordered voting the factions before it and its own): YES, to lead; NO,
    /// to reach a tie (a tie defeats). Nothing is bought when the need is beyond the limit or
    /// the treasury.
    pub(crate) fn sen_04_conditional_votes(
        &mut self,
        p: &Proposal,
        votes: &[(FactionId, VoteOrder)],
        tally: &mut [FactionVote],
        yes: &mut u32,
        no: &mut u32,
    ) {
        let ordered = self.voting_order == VotingOrder::Ordered;
        let order = self.sen_02_order();
        // The votes not cast by a faction (a Popular Appeal's) stand from the start.
        let counted_y: u32 = tally.iter().map(|t| t.yes).sum();
        let counted_n: u32 = tally.iter().map(|t| t.no).sum();
        let (mut run_y, mut run_n) = if ordered {
            (yes.saturating_sub(counted_y), no.saturating_sub(counted_n))
        } else {
            (*yes, *no)
        };
        for f in order {
            let other_cfl = matches!(p, Proposal::ConsulForLife { nominee }
                if self.find_senator(nominee).is_none_or(|i| self.senators[i].faction != Some(f)));
            if ordered && let Some(t) = tally.iter().find(|t| t.faction == f) {
                run_y += t.yes;
                run_n += t.no;
            }
            let Some(v) = votes.iter().find(|(g, _)| *g == f).map(|(_, v)| v) else {
                continue;
            };
            let Some(limit) = v.up_to else { continue };
            if !self.sen_04_may_vote_up_to(f) {
                continue;
            }
            let Some(spender) = self.sen_04_up_to_spender(f) else {
                continue;
            };
            let id = self.senators[spender].id();
            let choice = v
                .splits
                .iter()
                .find(|(t, _)| *t == id)
                .map(|(_, c)| *c)
                .or(v.vote);
            // SEN-18 / SEN-05: a recall of the Pontifex passes by two-thirds of the votes cast,
            // so YES buys what two-thirds needs and NO what keeps YES below it.
            let two_thirds = super::pontifex_recall::sen_18_no_pontifex_veto(p);
            let need = match choice {
                Some(VoteChoice::Yes) if two_thirds => {
                    if super::pontifex_recall::sen_18_two_thirds(run_y, run_n) {
                        0
                    } else {
                        (2 * run_n).saturating_sub(run_y).max(1)
                    }
                }
                Some(VoteChoice::Yes) if run_y <= run_n => run_n - run_y + 1,
                // SEN-04: NO UP TO against another faction's nominee for Consul for Life, or
                // (SEN-02) on any proposal in ordered voting.
                Some(VoteChoice::No)
                    if two_thirds
                        && ordered
                        && super::pontifex_recall::sen_18_two_thirds(run_y, run_n) =>
                {
                    (run_y - 2 * run_n) / 2 + 1
                }
                Some(VoteChoice::No) if !two_thirds && run_y > run_n && (ordered || other_cfl) => {
                    run_y - run_n
                }
                _ => 0,
            };
            if need == 0 || need > limit || need > self.senators[spender].treasury {
                continue;
            }
            // SEN-04: no conditional vote for the passage of the faction's own candidate for
            // Consul for Life.
            if let Proposal::ConsulForLife { nominee } = p
                && choice == Some(VoteChoice::Yes)
                && self
                    .find_senator(nominee)
                    .is_some_and(|i| self.senators[i].faction == Some(f))
            {
                continue;
            }
            self.senators[spender].treasury -= need;
            self.ledger.spent_to_bank += u64::from(need);
            let yes_side = choice == Some(VoteChoice::Yes);
            if yes_side {
                *yes += need;
                run_y += need;
            } else {
                *no += need;
                run_n += need;
            }
            if let Some(fv) = tally.iter_mut().find(|t| t.faction == f) {
                if yes_side {
                    fv.yes += need;
                } else {
                    fv.no += need;
                }
                fv.bought += need;
            }
        }
    }
}
