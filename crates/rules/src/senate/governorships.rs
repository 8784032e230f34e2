//! SEN-35 / SEN-36 (LR 1.09.5, 1.09.51, 1.09.52): several Governorships in one proposal.
//!
//! "Elections for multiple Governorships, including recalls, may be held simultaneously so that
//! Governors will be elected (or rejected) in tandem and depart at the same time, but no other
//! proposal may be added to the same vote." A `Proposal::Governors` names two or more posts
//! (a Senator and a Province); each post is checked as a single Governor proposal is
//! (eligibility, a Province in the Forum or a recall), no Senator or Province is named twice,
//! the returning Governor's consent (LR 1.09.51) is asked of each, and all take office if it
//! passes.
//!
//! SEN-36 (LR 1.09.52; S002 "Replace a Governor", among the other business, and "additional
//! recalls and elections may be performed later in this phase"): a Governor not elected this
//! turn and not a Rebel is recalled by electing a new one, at the Governors' elections or
//! during other business (`SenateStage::open_at`); the new one starts a term of 3, the old one
//! comes home keeping any Corrupt marker (`effects.rs::elect_governor`), and may not be sent out
//! again this turn without his consent.

use super::super::api::{Event, EventKind, Proposal, QueueDrop, SenatorId};
use super::super::game::{Game, private};
use super::super::illegal::{Illegal, Refused};

/// SEN-35: the shape of a proposal of several Governorships: two or more posts, no Senator and
/// no Province named twice.
pub fn sen_35_posts_shape(posts: &[(SenatorId, String)]) -> Result<(), Refused> {
    if posts.len() < 2 {
        return Err(Illegal::GovernorsTooFew.by("SEN-35"));
    }
    for (k, (senator, province)) in posts.iter().enumerate() {
        if posts[..k].iter().any(|(s, _)| s == senator) {
            return Err(Illegal::GovernorNamedTwice {
                senator: senator.clone(),
            }
            .by("SEN-35"));
        }
        if posts[..k].iter().any(|(_, p)| p == province) {
            return Err(Illegal::ProvinceNamedTwice {
                province: province.clone(),
            }
            .by("SEN-35"));
        }
    }
    Ok(())
}

/// SEN-35: the posts a proposal fills (one for `Governor`, several for `Governors`).
pub fn sen_35_posts(p: &Proposal) -> Vec<(&SenatorId, &str)> {
    match p.plain() {
        Proposal::Governor { senator, province } => vec![(senator, province.as_str())],
        Proposal::Governors { posts } => posts.iter().map(|(s, p)| (s, p.as_str())).collect(),
        _ => Vec::new(),
    }
}

impl Game {
    /// SEN-35/36: may `senator` be proposed Governor of `province` now? The Province is in the
    /// Forum or its Governor may be recalled; the Senator is in Rome (or unaligned in the Forum)
    /// without a Major Office.
    pub(crate) fn sen_35_post_legal(
        &self,
        senator: &SenatorId,
        province: &str,
    ) -> Result<(), Refused> {
        // SEN-36 (LR 1.09.52): why a governed Province may not get a new Governor now.
        if let Some(p) = self.provinces.iter().find(|p| p.key == province) {
            if self.is_rebel(&p.governor) {
                return Err(Illegal::RebelGovernorNotRecalled {
                    province: province.to_string(),
                    governor: p.governor.clone(),
                }
                .by("SEN-36"));
            }
            if p.elected_turn == self.turn {
                return Err(Illegal::GovernorElectedThisTurn {
                    province: province.to_string(),
                    governor: p.governor.clone(),
                }
                .by("SEN-36"));
            }
        }
        if !self.electable_provinces().iter().any(|p| p == province) {
            return Err(Illegal::ProvinceNotElectable {
                province: province.to_string(),
            }
            .by("SEN-35"));
        }
        // SEN-38: with the Vatinian Law a Governor may be named to another Province, never to
        // his own.
        let governs_it = self
            .provinces
            .iter()
            .any(|p| p.key == province && p.governor == *senator);
        if governs_it
            || !self
                .governor_candidates()
                .into_iter()
                .any(|i| self.senators[i].id() == *senator)
        {
            return Err(Illegal::NotGovernorCandidate {
                senator: senator.clone(),
            }
            .by("SEN-35"));
        }
        Ok(())
    }

    /// SEN-35: every post of a proposal of several Governorships, checked as a single one.
    pub(crate) fn sen_35_posts_legal(&self, posts: &[(SenatorId, String)]) -> Result<(), Refused> {
        sen_35_posts_shape(posts)?;
        for (senator, province) in posts {
            self.sen_35_post_legal(senator, province)?;
        }
        Ok(())
    }

    /// SEN-35 (LR 1.09.51): the nominees of the proposal who need their consent (back in Rome
    /// this turn while another candidate is eligible), in the order of the posts.
    pub(crate) fn sen_35_consent_needed<'a>(&self, p: &'a Proposal) -> Vec<&'a SenatorId> {
        sen_35_posts(p)
            .into_iter()
            .map(|(s, _)| s)
            .filter(|s| self.sen_35_needs_consent(s))
            .collect()
    }

    /// SEN-35 / SEN-36: as soon as a Governor is elected (and when the Governors' elections
    /// end), queued nominations for a Province that got its Governor this turn lapse (a second
    /// choice for a post now filled could only replace a Governor elected this turn, which LR
    /// 1.09.52 forbids); the faction that wrote them is told privately (`PostFilled`), the GM's
    /// own fallbacks go silently. Nominations replacing a Governor of an earlier turn stay for
    /// other business.
    pub(crate) fn sen_36_lapse_filled_posts(&mut self, ev: &mut Vec<Event>) {
        let turn = self.turn;
        let filled: Vec<String> = self
            .provinces
            .iter()
            .filter(|p| p.elected_turn == turn)
            .map(|p| p.key.clone())
            .collect();
        if filled.is_empty() {
            return;
        }
        let lapses = |p: &Proposal| {
            sen_35_posts(p)
                .iter()
                .any(|(_, prov)| filled.iter().any(|f| f == prov))
        };
        let Some(s) = self.senate.as_mut() else {
            return;
        };
        let why = QueueDrop::PostFilled;
        let mut told = Vec::new();
        let (gone, keep): (Vec<Proposal>, Vec<Proposal>) =
            std::mem::take(&mut s.queue).into_iter().partition(lapses);
        s.queue = keep;
        if let Some(owner) = s.queue_owner
            && !s.queue_by_gm
            && !gone.is_empty()
        {
            told.push((owner, gone));
        }
        for (f, q) in s.waiting_queues.iter_mut() {
            let (gone, keep): (Vec<Proposal>, Vec<Proposal>) =
                std::mem::take(q).into_iter().partition(lapses);
            *q = keep;
            if !gone.is_empty() {
                told.push((*f, gone));
            }
        }
        s.waiting_queues.retain(|(_, q)| !q.is_empty());
        for (faction, proposals) in told {
            ev.push(private(
                faction,
                EventKind::QueueDropped {
                    faction,
                    proposals,
                    why,
                },
            ));
        }
    }
}
