//! Tribunes who put proposals on the floor (LR 1.09.15, 1.09.151; SEN-10, PB-12) and the
//! minor motions any player may make (LR 1.09.83; SEN-49).
//!
//! RULING (SEN-10, docs/RULINGS.md): the Senate runs in PBEM rounds, so a faction writes its
//! Tribune's proposal with its vote (`TRIBUNE PROPOSE …`), which LR 1.09.151 allows: a Tribune
//! "can be played during a current proposal ... so as to establish that player's right to make
//! the next proposal". When that vote is over the Tribune's proposal is taken up before the
//! presiding magistrate's next proposal, or his adjournment (so a Tribune also keeps an
//! adjourning Senate open for one proposal). It must then be legal for the business at hand (LR
//! 1.09.151 "must still be made at the correct time"); if it is not, the Tribune is not played
//! and stays in the hand, and only its faction is told. A Tribune cannot propose a prosecution
//! or the adjournment. Once on the floor it is voted on like any other proposal: it may be
//! vetoed (SEN-11, even while a Dictator presides: it is not his proposal), it carries no
//! unanimous-defeat penalty (SEN-06), and a Tribune written with the vote on it is taken up
//! after it (no Tribune interrupts another's proposal). A vote that would send the presiding
//! magistrate out of Rome (to a war, to replace a Proconsul, against the Rebel, to a Province)
//! waits, when a Tribune's proposal is written with it, until the Tribune's proposal has been
//! voted on (LR 1.09.151, 1.09.642). A claim the Senate's adjournment leaves unput lapses, and
//! its faction is told. The Default Move is no Tribune played.
//!
//! PB-12 (S004 "PROSECUTIONS": "the GM will use the one closest to the HRAO in clockwise
//! order"): of the Tribune proposals written in one round, the one of the faction nearest the
//! HRAO clockwise (the HRAO's own first) is taken; the others are not played, their Tribunes
//! stay in the hands (LR 1.09.15: "the loser(s) taking their Tribune(s) back"), and each of
//! those factions is told privately.

use serde::{Deserialize, Serialize};

use super::super::api::{
    Answer, CardKey, Decision, DecisionOptions, Event, EventKind, FactionId, Illegal, Proposal,
    RuleError, SenatorId, VoteOrder,
};
use super::super::data::StatesmanPower;
use super::super::game::{Game, data, private, public};
use super::refused_proposal;

/// SEN-49: the longest minor motion announced (longer text is cut).
pub const MAX_MOTION_CHARS: usize = 300;

/// SEN-10 / PB-12: the Tribune proposals of this Senate Phase.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TribuneState {
    /// The proposal claimed with the last vote (faction, proposal), taken up next.
    #[serde(default)]
    pub next: Option<(FactionId, Proposal)>,
    /// The proposal on the floor put by this faction's Tribune.
    #[serde(default)]
    pub floor: Option<(FactionId, Proposal)>,
    /// A vote that would send the presiding magistrate to war, waiting for the Tribune's
    /// proposal (LR 1.09.151).
    #[serde(default)]
    pub suspended: Option<Proposal>,
}

/// SEN-10: the proposal options of one vote round (`proposal_options`), the same for every
/// faction asked in it: built at most once for the round (issue 23: they were built once per
/// faction), while the state does not change.
#[derive(Default)]
pub(crate) struct ProposalOptions(std::cell::OnceCell<DecisionOptions>);

impl Game {
    /// SEN-10: the Tribunes faction `f` may put a proposal on the floor with, in the order they
    /// are used: its Statesmen's unused inherent Tribunes (22A, 22B, 28A: "exactly the same as
    /// if the player had played a Tribune card"), then the Tribune cards in its hand. Never the
    /// Pontifex Maximus's veto (SEN-17: he cannot propose).
    pub(crate) fn sen_10_tribunes(&self, f: FactionId) -> Vec<CardKey> {
        let mut v = self.free_tribunes(f);
        v.extend(self.tribune_hand(f));
        v
    }

    /// SEN-40 (card:statesman-25a/1, card:statesman-25b/1 "May propose 1 Land Bill / turn
    /// without the use of a Tribune card"): the faction's Statesmen with that power (the Gracchi)
    /// who have not used it this turn (their use is kept with the inherent Tribunes').
    pub(crate) fn sen_40_gracchi(&self, f: FactionId) -> Vec<CardKey> {
        self.unused_statesman_power(f, StatesmanPower::FreeLandBillProposal)
    }

    /// SEN-10 / SEN-40: what faction `f` may put `p` on the floor with, in the order they are
    /// used: on a Land Bill a Gracchus's own right first, then its Tribunes (`sen_10_tribunes`).
    pub(crate) fn sen_10_tribunes_for(&self, f: FactionId, p: &Proposal) -> Vec<CardKey> {
        let mut v = if matches!(p, Proposal::LandBill { .. }) {
            self.sen_40_gracchi(f)
        } else {
            Vec::new()
        };
        v.extend(self.sen_10_tribunes(f));
        v
    }

    /// SEN-10 / SEN-40: may faction `f` put a proposal on the floor without the presiding
    /// magistrate (a Tribune, or a Gracchus for a Land Bill)?
    pub(crate) fn sen_10_may_propose(&self, f: FactionId) -> bool {
        !self.sen_10_tribunes(f).is_empty() || !self.sen_40_gracchi(f).is_empty()
    }

    /// SEN-10: the faction whose Tribune put `p` on the floor, if a Tribune did.
    pub(crate) fn sen_10_tribune_floor(&self, p: &Proposal) -> Option<FactionId> {
        self.senate
            .as_ref()?
            .tribunes
            .floor
            .as_ref()
            .filter(|(_, q)| q == p)
            .map(|(f, _)| *f)
    }

    /// SEN-10: what faction `f` may propose with a Tribune, offered with its vote (None: it
    /// holds no Tribune that may propose).
    pub(crate) fn sen_10_options(
        &self,
        f: FactionId,
        shared: &ProposalOptions,
    ) -> Option<Box<DecisionOptions>> {
        if !self.sen_10_may_propose(f) {
            return None;
        }
        Some(Box::new(
            shared.0.get_or_init(|| self.proposal_options()).clone(),
        ))
    }

    /// SEN-10: check a Tribune proposal written with a vote: the faction holds a Tribune (two
    /// when it also vetoes with a card), the proposal is no prosecution nor adjournment, is well
    /// formed, and its business is not past. Whether it is legal is judged when it is taken up.
    pub(crate) fn sen_10_validate(&self, d: &Decision, v: &VoteOrder) -> Result<(), RuleError> {
        let Some(p) = v.tribune_proposal.as_deref() else {
            return Ok(());
        };
        let held = self.sen_10_tribunes_for(d.owner, p).len();
        let offered = matches!(
            &d.options,
            DecisionOptions::SenateVote {
                tribune_proposals: Some(_),
                ..
            }
        );
        if held == 0 || !offered {
            return Err(Illegal::NoTribuneToPropose.by("SEN-10").into());
        }
        if matches!(
            p,
            Proposal::Prosecute { .. } | Proposal::SpecialProsecution { .. } | Proposal::Adjourn
        ) {
            return Err(refused_proposal(
                p,
                Illegal::NotProposableByTribune.by("SEN-10"),
            ));
        }
        self.proposal_well_formed(p)
            .map_err(|r| refused_proposal(p, r))?;
        if let Some(stage) = self.senate_stage()
            && p.business() < stage
            && !p.open_at(stage)
            && !matches!(p, Proposal::ConsulForLife { .. })
        {
            return Err(refused_proposal(
                p,
                Illegal::WrongBusiness {
                    stage,
                    belongs_to: p.business(),
                }
                .by("SEN-10"),
            ));
        }
        // A veto takes a Tribune too, unless the Pontifex Maximus's own veto makes it (SEN-17).
        let floor = match &d.options {
            DecisionOptions::SenateVote { proposal, .. } => Some(proposal),
            _ => None,
        };
        // SEN-18: not on the Pontifex's own recall.
        let pontifex_veto = self.pontifex_veto(d.owner)
            && !floor.is_some_and(super::pontifex_recall::sen_18_no_pontifex_veto);
        if v.veto && !pontifex_veto && held < 2 {
            return Err(Illegal::OneTribuneOnly.by("SEN-10").into());
        }
        Ok(())
    }

    /// SEN-10 / PB-12: the Tribune proposals written with the votes on `p`. The faction nearest
    /// the HRAO clockwise claims the next proposal; the others' Tribunes stay in their hands.
    /// Returns true when the vote on `p` is suspended instead of counted: it would send the
    /// presiding magistrate to war (LR 1.09.151, 1.09.642).
    pub(crate) fn sen_10_claim(
        &mut self,
        p: &Proposal,
        answers: &[(FactionId, Answer)],
        ev: &mut Vec<Event>,
    ) -> bool {
        let mut claims: Vec<(FactionId, Proposal)> = Vec::new();
        for f in self.hrao_order() {
            let claim = answers.iter().find_map(|(g, a)| match a {
                Answer::SenateVote(VoteOrder {
                    tribune_proposal: Some(q),
                    ..
                }) if *g == f => Some(Proposal::clone(q)),
                _ => None,
            });
            if let Some(q) = claim {
                claims.push((f, q));
            }
        }
        let mut claims = claims.into_iter();
        let Some((first, q)) = claims.next() else {
            return false;
        };
        for (f, other) in claims {
            ev.push(private(
                f,
                EventKind::TribuneProposalSetAside {
                    faction: f,
                    proposal: other,
                    first,
                },
            ));
        }
        if let Some(s) = self.senate.as_mut() {
            s.tribunes.next = Some((first, q));
        }
        if self.sen_10_sends_presiding_away(p) {
            ev.push(public(EventKind::VoteSuspended {
                proposal: p.clone(),
                faction: first,
            }));
            if let Some(s) = self.senate.as_mut() {
                s.tribunes.suspended = Some(p.clone());
            }
            return true;
        }
        false
    }

    /// LR 1.09.642, 1.09.151: does the proposal send the presiding magistrate out of Rome (to
    /// a war, to take over a Proconsul's Force, against the Rebel, or to a Province)? Its
    /// passing would end the Senate before the Tribune's proposal.
    fn sen_10_sends_presiding_away(&self, p: &Proposal) -> bool {
        let Some(pm) = self.presiding_index().map(|i| self.senators[i].id()) else {
            return false;
        };
        match p {
            Proposal::Deploy { commander, .. }
            | Proposal::ReplaceProconsul { commander, .. }
            | Proposal::AttackRebel { commander, .. }
            | Proposal::AttackRebelProvince { commander, .. } => *commander == pm,
            Proposal::Governor { senator, .. } => *senator == pm,
            Proposal::Governors { posts } => posts.iter().any(|(s, _)| *s == pm),
            Proposal::Announced { put, .. } => self.sen_10_sends_presiding_away(put),
            Proposal::Deployments { sends } => sends.iter().any(|d| d.commander == pm),
            _ => false,
        }
    }

    /// SEN-10: the Senate adjourns: a Tribune's proposal claimed with the last vote and not
    /// put lapses; its faction is told (the Tribune stays in its hand).
    pub(crate) fn sen_10_lapse(&mut self, ev: &mut Vec<Event>) {
        let claim = self.senate.as_mut().and_then(|s| s.tribunes.next.take());
        if let Some((faction, proposal)) = claim {
            ev.push(private(
                faction,
                EventKind::TribuneProposalLapsed { faction, proposal },
            ));
        }
    }

    /// SEN-10: the next proposal a Tribune claimed, put on the floor now if it is legal for the
    /// business at hand (the Tribune is played: an inherent Tribune is spent for the turn, a
    /// card discarded); else its faction is told and the Tribune stays in the hand. Without one,
    /// a vote suspended for a Tribune's proposal is taken again. None: the presiding
    /// magistrate's business goes on.
    pub(crate) fn sen_10_take_up(&mut self, ev: &mut Vec<Event>) -> Option<Proposal> {
        let claim = self.senate.as_mut().and_then(|s| {
            s.tribunes.floor = None;
            s.tribunes.next.take()
        });
        if let Some((f, p)) = claim {
            let ready = self.proposal_legal(&p).and_then(|()| {
                self.sen_10_tribunes_for(f, &p)
                    .into_iter()
                    .next()
                    .ok_or_else(|| Illegal::NoTribuneToPropose.by("SEN-10"))
            });
            match ready {
                Ok(card) => {
                    // SEN-54: Graft or Murder of a Tribune may cancel a Tribune (not a Gracchus's
                    // own right, which is no Tribune), before its proposal's vote is called.
                    let gracchus = data()
                        .statesman(&card.0)
                        .is_some_and(|c| c.has_power(StatesmanPower::FreeLandBillProposal));
                    if !gracchus
                        && self.sen_54_ask(
                            f,
                            &card,
                            super::tribune_cancel::TribunePurpose::Proposal {
                                proposal: p.clone(),
                            },
                        )
                    {
                        return None;
                    }
                    let statesman = self.sen_10_play(f, &card);
                    ev.push(public(EventKind::TribuneProposal {
                        faction: f,
                        proposal: p.clone(),
                        statesman,
                    }));
                    if let Some(s) = self.senate.as_mut() {
                        s.tribunes.floor = Some((f, p.clone()));
                    }
                    return Some(p);
                }
                Err(refused) => ev.push(private(
                    f,
                    EventKind::TribuneProposalOutOfOrder {
                        faction: f,
                        proposal: p,
                        refused,
                    },
                )),
            }
        }
        let suspended = self
            .senate
            .as_mut()
            .and_then(|s| s.tribunes.suspended.take())?;
        match self.proposal_legal(&suspended) {
            Ok(()) => Some(suspended),
            Err(refused) => {
                ev.push(public(EventKind::ProposalOutOfOrder {
                    proposal: suspended,
                    by_gm: false,
                    refused,
                }));
                None
            }
        }
    }

    /// SEN-10: play the Tribune `card` of faction `f`: a Statesman's inherent Tribune is spent
    /// for the turn (returns the Statesman), a card goes to the discard pile.
    pub(crate) fn sen_10_play(&mut self, f: FactionId, card: &CardKey) -> Option<SenatorId> {
        if data().statesman(&card.0).is_some() {
            let id = SenatorId(card.0.clone());
            if let Some(s) = self.senate.as_mut() {
                s.free_tribunes_used.push(id.clone());
            }
            return Some(id);
        }
        self.discard_from_hand(f, card);
        None
    }

    /// SEN-49 (LR 1.09.83): the minor motions written with the votes, announced to all in the
    /// order of play from the HRAO; they have no effect on the game and are never refused.
    pub(crate) fn sen_49_motions(&self, answers: &[(FactionId, Answer)], ev: &mut Vec<Event>) {
        for f in self.hrao_order() {
            let text = answers.iter().find_map(|(g, a)| match a {
                Answer::SenateVote(VoteOrder {
                    motion: Some(t), ..
                }) if *g == f => Some(t.clone()),
                _ => None,
            });
            if let Some(text) = text {
                ev.push(public(EventKind::MinorMotion {
                    faction: f,
                    text: sen_49_clean(&text),
                }));
            }
        }
    }
}

/// SEN-49: a motion's text as announced: one line, trimmed, at most `MAX_MOTION_CHARS`.
pub fn sen_49_clean(text: &str) -> String {
    let one_line: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let t = one_line.split_whitespace().collect::<Vec<_>>().join(" ");
    t.chars().take(MAX_MOTION_CHARS).collect()
}
