//! Consul for Life (LR 1.09.82 .. 1.09.823, 1.12.2): the election (SEN-57), the appointment at
//! 35 Influence (SEN-58), the Consul for Life's running of the other factions in the Senate
//! (SEN-59) and his win (VIC-05, checked by RVN-12 and at the Era Ends).

use std::cmp::Reverse;

use super::super::api::{
    Answer, Decision, DecisionOptions, DefaultBy, DicePurpose, Ending, Event, EventKind, FactionId,
    Illegal, Proposal, Refused, SenateStage, SenatorId, VoteChoice, VoteOrder,
};
use super::super::game::{Game, public};
use super::super::general::RollFor;

/// SEN-57: the least Influence a nominee for Consul for Life must have.
pub(crate) const CFL_MIN_INFLUENCE: u32 = 21;
/// SEN-58: the Influence that makes an aligned Senator in Rome Consul for Life at once.
pub(crate) const CFL_APPOINTMENT_INFLUENCE: u32 = 35;

impl Game {
    /// SEN-59: the living Consul for Life (index) and his faction, if there is one.
    pub(crate) fn consul_for_life(&self) -> Option<(usize, FactionId)> {
        let i = self.senators.iter().position(|s| s.consul_for_life)?;
        self.senators[i].faction.map(|f| (i, f))
    }

    /// SEN-59 (LR 1.09.823): the faction that makes the Senate Phase decisions of faction `f`:
    /// while a Consul for Life lives, his faction runs every non-rebel faction in the Senate
    /// ("A Faction with the Primary Rebel may vote normally"); otherwise `f` itself.
    pub(crate) fn senate_controller(&self, f: FactionId) -> FactionId {
        if self.senate.is_none() || self.rebellion.as_ref().is_some_and(|r| r.faction == f) {
            return f;
        }
        self.consul_for_life().map_or(f, |(_, c)| c)
    }

    /// SEN-59: the factions whose Senate decisions faction `f` makes (itself included).
    pub(crate) fn controlled_factions(&self, f: FactionId) -> Vec<FactionId> {
        self.faction_ids()
            .into_iter()
            .filter(|g| self.senate_controller(*g) == f)
            .collect()
    }

    /// SEN-59 / SEN-50: under a Consul for Life a faction he runs casts no vote, but it may
    /// still try an assassination with the vote (he "can't force assassinations", so they stay
    /// each faction's own): a PB-08 decision with no voters, no Tribunes and no vote of its own,
    /// only its targets and Assassin cards; its Default Move is no attempt. None if it has no
    /// Senator in Rome or no target, unless it holds the Pontifex, who may still write a
    /// Priesthood with it (SEN-15).
    pub(crate) fn sen_59_attempt_decision(
        &self,
        f: FactionId,
        n: u32,
        shared: &super::tribunes::ProposalOptions,
    ) -> Option<Decision> {
        // SEN-15: the Pontifex's faction may still write its Priesthood.
        if self.sen_50_targets(f).is_empty() && !self.sen_15_may_appoint(f) {
            return None;
        }
        let mut d = self.vote_decision(f, n, shared);
        if let DecisionOptions::SenateVote {
            voters,
            tribunes,
            nominees,
            accused,
            presiding_faction,
            ..
        } = &mut d.options
        {
            voters.clear();
            tribunes.clear();
            nominees.clear();
            *accused = None;
            *presiding_faction = false;
        }
        d.default = Answer::SenateVote(VoteOrder::default());
        // SEN-59: the votes were the Consul for Life's; S004's "Defaulters abstain" is not
        // what happens to them.
        d.default_by = DefaultBy::ConsulForLife;
        Some(d)
    }

    /// SEN-57 (LR 1.09.821): may `nominee` be proposed Consul for Life now? Any time after the
    /// consular elections, not while the Censor presides over prosecutions, once per turn; an
    /// aligned Senator in Rome with at least 21 Influence (he may hold an office).
    pub(crate) fn sen_57_nomination_legal(&self, nominee: &SenatorId) -> Result<(), Refused> {
        let Some(senate) = self.senate.as_ref() else {
            return Err(Illegal::SenateNotInSession.by("SEN-01"));
        };
        if self.consul_for_life().is_some() {
            return Err(Illegal::ConsulForLifeExists.by("SEN-57"));
        }
        if senate.cfl_proposed {
            return Err(Illegal::ConsulForLifeTwice.by("SEN-57"));
        }
        if !Self::sen_57_stage_allows(senate.stage) {
            return Err(Illegal::ConsulForLifeNotNow.by("SEN-57"));
        }
        let i = self.in_rome_aligned(nominee, "SEN-57")?;
        let influence = self.senators[i].influence;
        if influence < CFL_MIN_INFLUENCE {
            return Err(Illegal::ConsulForLifeInfluence {
                senator: nominee.clone(),
                influence,
            }
            .by("SEN-57"));
        }
        Ok(())
    }

    /// SEN-57: the business during which Consul for Life may be proposed: after the consular
    /// elections, not during the Censor's prosecutions.
    pub(crate) fn sen_57_stage_allows(stage: SenateStage) -> bool {
        !matches!(stage, SenateStage::Consuls | SenateStage::Prosecutions)
    }

    /// SEN-57: the Senate elected the nominee Consul for Life.
    pub(crate) fn sen_57_elect(&mut self, nominee: &SenatorId, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(nominee) else {
            return;
        };
        let Some(faction) = self.senators[i].faction else {
            return;
        };
        if self.consul_for_life().is_some() {
            return;
        }
        self.senators[i].consul_for_life = true;
        self.cfl_elected_turn = Some(self.turn);
        self.cfl_appointed = None;
        ev.push(public(EventKind::ConsulForLife {
            senator: nominee.clone(),
            faction,
            elected: true,
            influence: self.senators[i].influence,
        }));
    }

    /// SEN-58 (LR 1.09.822): an aligned Senator in Rome with at least 35 Influence becomes
    /// Consul for Life at once (no vote, no assassination). Several: the one most over 34, then
    /// the one whose faction has the most combined Influence. One elected this turn loses the
    /// title to one appointed now; one appointed this turn loses it to one who qualifies later
    /// the same turn by more (LR 1.09.822 "in the same turn", second reading).
    ///
    /// SEN-62 (card:law-military-reforms/2, LR 1.09.822/1 "and the Military Reforms Law ... is
    /// not already in place"): with Military Reforms in the Law space nobody is appointed; the
    /// Senate may still elect one (SEN-57).
    ///
    /// GEN-03 (LR 1.04.8/1): Senators still tied after both stated tie-breaks (the same
    /// Influence, factions of the same combined Influence, or one faction) roll 2d6 each, the
    /// HRAO's faction first and clockwise, by ID within a faction (LR 1.04.8/2); tied highest
    /// rollers roll again (RULINGS GEN-03 / VIC-05 / SEN-58). An incumbent appointed earlier
    /// the same turn keeps the title against a later qualifier who only equals him.
    pub(crate) fn sen_58_appointment(&mut self, ev: &mut Vec<Event>) {
        if self.law_in_play(crate::laws::MILITARY_REFORMS) {
            return;
        }
        let mut qualify: Vec<usize> = (0..self.senators.len())
            .filter(|i| {
                let s = &self.senators[*i];
                s.faction.is_some()
                    && s.in_rome
                    && s.influence >= CFL_APPOINTMENT_INFLUENCE
                    && !s.consul_for_life
            })
            .collect();
        if qualify.is_empty() {
            return;
        }
        let combined = |g: &Game, f: Option<FactionId>| -> u64 {
            f.map_or(0, |f| {
                g.senators_of(f)
                    .into_iter()
                    .map(|i| u64::from(g.senators[i].influence))
                    .sum()
            })
        };
        qualify.sort_by_key(|i| {
            let s = &self.senators[*i];
            (
                Reverse(s.influence),
                Reverse(combined(self, s.faction)),
                s.id_key(),
            )
        });
        let i = qualify[0];
        if let Some((cur, _)) = self.consul_for_life() {
            // An elected Consul for Life of this very turn gives way to an appointment
            // (LR 1.09.822/5). One appointed this turn gives way to another who qualifies the
            // same turn by more (LR 1.09.822/2 "If two or more Senators qualify in the same
            // turn, the one exceeding 34 by the most"), or by as much with a faction of more
            // combined Influence (1.09.822/3); otherwise he keeps the title.
            let elected_now = self.cfl_elected_turn == Some(self.turn);
            let outqualified = match self.cfl_appointed {
                Some((turn, had)) if turn == self.turn => {
                    let new = self.senators[i].influence;
                    new > had
                        || (new == had
                            && combined(self, self.senators[i].faction)
                                > combined(self, self.senators[cur].faction))
                }
                _ => false,
            };
            if !elected_now && !outqualified {
                return;
            }
            self.senators[cur].consul_for_life = false;
            self.cfl_elected_turn = None;
            self.cfl_appointed = None;
            ev.push(public(EventKind::ConsulForLifeLost {
                senator: self.senators[cur].id(),
            }));
        }
        let key = |g: &Game, i: usize| {
            let s = &g.senators[i];
            (s.influence, combined(g, s.faction))
        };
        let top = key(self, qualify[0]);
        let mut tied: Vec<usize> = qualify
            .iter()
            .copied()
            .filter(|i| key(self, *i) == top)
            .collect();
        // Those tied with him, rolled off only once he is to take the title.
        let i = if tied.len() > 1 {
            let order = self.hrao_order();
            tied.sort_by_key(|i| {
                let s = &self.senators[*i];
                (
                    s.faction
                        .and_then(|f| order.iter().position(|g| *g == f))
                        .unwrap_or(usize::MAX),
                    s.id_key(),
                )
            });
            self.sen_58_roll_off(&tied, ev)
        } else {
            qualify[0]
        };
        let Some(faction) = self.senators[i].faction else {
            return;
        };
        self.senators[i].consul_for_life = true;
        self.cfl_appointed = Some((self.turn, self.senators[i].influence));
        ev.push(public(EventKind::ConsulForLife {
            senator: self.senators[i].id(),
            faction,
            elected: false,
            influence: self.senators[i].influence,
        }));
    }

    /// SEN-58 / GEN-03 (LR 1.04.8/1): the highest roller on 2d6 among `tied` (in rolling
    /// order); tied highest rollers roll again. `tied` is not empty.
    fn sen_58_roll_off(&mut self, tied: &[usize], ev: &mut Vec<Event>) -> usize {
        let mut left: Vec<usize> = tied.to_vec();
        // Each pass has a positive chance to end; the bound only guards against broken scripts.
        for _ in 0..1000 {
            if left.len() <= 1 {
                break;
            }
            let mut scores = Vec::new();
            for i in &left {
                let senator = self.senators[*i].id();
                let d = self.roll(
                    2,
                    RollFor::Check,
                    DicePurpose::ConsulForLifeRollOff { senator },
                    ev,
                );
                scores.push((*i, d.count()));
            }
            let best = scores.iter().map(|(_, t)| *t).max().unwrap_or(0);
            left = scores
                .into_iter()
                .filter(|(_, t)| *t == best)
                .map(|(i, _)| i)
                .collect();
        }
        left.first().copied().unwrap_or(tied[0])
    }

    /// VIC-05 (LR 1.12.2 (3) and (4)): the living Consul for Life's win, if there is one.
    /// Returns true if the game ended.
    pub(crate) fn vic_05_consul_for_life_wins(&mut self, ev: &mut Vec<Event>) -> bool {
        let Some((i, faction)) = self.consul_for_life() else {
            return false;
        };
        let senator = self.senators[i].id();
        self.finish(Ending::ConsulForLife { faction, senator }, ev);
        true
    }

    /// SEN-59 / SEN-52 (LR 1.09.721/6, 1.09.823/1): a vote cast before a Senator dies is
    /// counted. Before the attempts written with a vote are made (one of them may kill the
    /// Consul for Life), his vote for every faction he runs is fixed in the suspended answers,
    /// so the tally after his death still counts it. Only the vote, the splits and the appeal
    /// of those factions change; everything else they wrote stays theirs.
    pub(crate) fn sen_59_fix_votes(
        &self,
        p: &Proposal,
        answers: Vec<(FactionId, Answer)>,
    ) -> Vec<(FactionId, Answer)> {
        if self.consul_for_life().is_none() {
            return answers;
        }
        let votes: Vec<(FactionId, VoteOrder)> = answers
            .iter()
            .filter_map(|(f, a)| match a {
                Answer::SenateVote(v) => Some((*f, v.clone())),
                _ => None,
            })
            .collect();
        let expanded = self.sen_59_expand_votes(p, votes);
        let mut out: Vec<(FactionId, Answer)> = answers
            .into_iter()
            .map(|(f, a)| match a {
                Answer::SenateVote(mut v) => {
                    if let Some((_, e)) = expanded.iter().find(|(g, _)| *g == f) {
                        v.vote = e.vote;
                        v.splits.clone_from(&e.splits);
                        v.appeal = e.appeal;
                    }
                    (f, Answer::SenateVote(v))
                }
                other => (f, other),
            })
            .collect();
        for (f, e) in expanded {
            let has_vote = out
                .iter()
                .any(|(g, a)| *g == f && matches!(a, Answer::SenateVote(_)));
            if !has_vote {
                out.push((f, Answer::SenateVote(e)));
            }
        }
        out
    }

    /// SEN-59 (LR 1.09.823; S002 "Election of Consul for Life"): while a Consul for Life lives,
    /// the one vote his faction gives stands for every faction it runs. The others' Senators
    /// vote as he orders (a split names them), but he may not spend their Talents nor play their
    /// cards (vetoes, the Pontifex's veto: only his own faction's), and he may not make them
    /// vote against a Land Bill: there they vote for it, as their Default Move does (S004).
    /// The accused's Popular Appeal is his to order.
    pub(crate) fn sen_59_expand_votes(
        &self,
        p: &Proposal,
        votes: Vec<(FactionId, VoteOrder)>,
    ) -> Vec<(FactionId, VoteOrder)> {
        let Some((_, cfl)) = self.consul_for_life() else {
            return votes;
        };
        let Some(order) = votes
            .iter()
            .find(|(f, _)| *f == cfl)
            .map(|(_, v)| v.clone())
        else {
            return votes;
        };
        let land_bill = matches!(p, Proposal::LandBill { .. });
        let not_against = |c: VoteChoice| {
            if land_bill && c == VoteChoice::No {
                VoteChoice::Yes
            } else {
                c
            }
        };
        let accused_faction = match p {
            Proposal::Prosecute { accused, .. } => self
                .find_senator(accused)
                .and_then(|i| self.senators[i].faction),
            _ => None,
        };
        let mut out = vec![(cfl, order.clone())];
        for f in self.controlled_factions(cfl) {
            if f == cfl {
                continue;
            }
            let members: Vec<SenatorId> = self
                .in_rome_of(f)
                .into_iter()
                .map(|i| self.senators[i].id())
                .collect();
            out.push((
                f,
                VoteOrder {
                    vote: order.vote.map(not_against),
                    splits: order
                        .splits
                        .iter()
                        .filter(|(s, _)| members.contains(s))
                        .map(|(s, c)| (s.clone(), not_against(*c)))
                        .collect(),
                    buy: Vec::new(),
                    up_to: None,
                    veto: false,
                    appeal: order.appeal && accused_faction == Some(f),
                    appeal_three_dice: order.appeal_three_dice && accused_faction == Some(f),
                    prefer: Vec::new(),
                    // SEN-59: he may not force another faction's assassination.
                    assassinate: None,
                    // SEN-10 / SEN-49: his Tribunes and motions are his faction's own.
                    tribune_proposal: None,
                    motion: None,
                    // SEN-15: his faction's Pontifex assigns Priesthoods, not the others'.
                    priest: None,
                    // PB-09 / PB-10: the proposals of their nominees are theirs.
                    nominee_proposals: Vec::new(),
                    // SEN-02 house rule "agenda vote": kept under his own faction.
                    agenda: Vec::new(),
                },
            ));
        }
        // LR 1.09.823: "A Faction with the Primary Rebel may vote normally".
        out.extend(
            votes
                .into_iter()
                .filter(|(f, _)| self.senate_controller(*f) != cfl),
        );
        out
    }
}
