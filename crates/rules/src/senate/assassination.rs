//! Assassinations (LR 1.09.7–1.09.74, 1.09.623; SEN-50..SEN-53, SEN-42, MOR-06).
//!
//! RULING (SEN-50, PBEM timing; docs/RULINGS.md): an attempt is written with a faction's votes
//! in any PB-08 round (`ASSASSINATE <target> BY <senator> [WITH <n> ASSASSIN]`). When the round
//! closes, before vetoes and the count, the attempts are made one after another in the order of
//! the factions from the HRAO clockwise; each is rolled, then the target's faction is asked for
//! Secret Bodyguards (always asked, so that the call reveals nothing of its hand; Default Move:
//! none played). The votes of the round were cast before the attempts, so a Senator killed by
//! them still has his votes counted (SEN-50). Then the vote on the floor goes on (or is
//! cancelled, SEN-52).

use serde::{Deserialize, Serialize};

use super::super::api::{
    Answer, AssassinationOrder, AssassinationOutcome, CardKey, Decision, DecisionKind,
    DecisionOptions, DefaultBy, Event, EventKind, FactionId, Illegal, Proposal, RuleError,
    SenateStage, SenatorId, VoteOrder,
};
use super::super::data::{DeckCard, IntrigueKind};
use super::super::facts::DeathCause;
use super::super::game::{Game, GameStatus, data, private, public};
use super::super::general::RollFor;
use super::super::state::Office;
use crate::api::DicePurpose;

/// SEN-51: the Assassination Table (BOARD): 5 or more kills, 2 or less catches the assassin.
pub(crate) fn assassination_outcome(roll: i32) -> AssassinationOutcome {
    match roll {
        r if r >= 5 => AssassinationOutcome::Killed,
        r if r <= 2 => AssassinationOutcome::Caught,
        _ => AssassinationOutcome::NoEffect,
    }
}

/// SEN-53: Influence a caught assassin's Faction Leader loses (BOARD).
const LEADER_INFLUENCE_LOST: u32 = 5;

/// The Senate's assassination business of this turn (SEN-50..SEN-53).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssassinationState {
    /// SEN-50: factions that attempted an assassination this turn.
    pub attempted: Vec<FactionId>,
    /// SEN-50: factions one of whose Senators was the target of an attempt this turn.
    pub targeted: Vec<FactionId>,
    /// The vote whose round closed with attempts, set aside until they are resolved.
    pub suspended: Option<SuspendedVote>,
    /// Attempts still to make, in order.
    pub queue: Vec<(FactionId, AssassinationOrder)>,
    /// The attempt rolled, waiting for the target's Secret Bodyguards.
    pub rolled: Option<RolledAttempt>,
    /// SEN-50: Senators killed after voting in the suspended vote: (faction, senator, votes).
    pub dead_voters: Vec<(FactionId, SenatorId, u32)>,
    /// SEN-52: the suspended proposal is cancelled.
    pub cancelled: bool,
    /// SEN-50 / SEN-52 (LR 1.09.721, 1.05.3): the heirs of Faction Leaders killed after voting
    /// in the suspended vote; they did not vote in it (the dead Leader's votes count, once).
    #[serde(default)]
    pub heirs: Vec<SenatorId>,
    /// SEN-53: a Special Major Prosecution is under way (the caught assassin's Faction
    /// Leader, and the target's Popularity, which modifies his Popular Appeal).
    pub special: Option<(SenatorId, i32)>,
}

/// A vote set aside while its round's attempts are resolved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuspendedVote {
    pub proposal: Proposal,
    pub answers: Vec<(FactionId, Answer)>,
}

/// An attempt rolled, before the Secret Bodyguards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RolledAttempt {
    pub faction: FactionId,
    pub order: AssassinationOrder,
    pub target_faction: FactionId,
    /// The die with Evil Omens, Assassin cards and Open Bodyguards: every modifier but the
    /// Secret Bodyguards.
    pub roll: i32,
    /// Assassin cards and Open Bodyguards, for the re-rolls (SEN-51: all modifiers).
    pub modifier: i32,
    pub open_bodyguards: u32,
    /// SEN-42: an attempt on a Land Bill's Sponsor or Co-Sponsor of one faction.
    pub land_bill: bool,
    /// The target's Popularity when attacked (SEN-53).
    pub target_popularity: i32,
}

impl Game {
    fn assassination(&self) -> Option<&AssassinationState> {
        self.senate.as_ref().map(|s| &s.assassination)
    }

    fn assassination_mut(&mut self) -> Option<&mut AssassinationState> {
        self.senate.as_mut().map(|s| &mut s.assassination)
    }

    /// How many cards `intrigue_in_hand` would name (none copied).
    pub(crate) fn intrigue_count(&self, f: FactionId, kind: IntrigueKind) -> usize {
        let d = data();
        self.factions.get(usize::from(f.0)).map_or(0, |fs| {
            fs.hand
                .iter()
                .filter(|c| {
                    matches!(c, DeckCard::Intrigue(k) if d.intrigue(k).is_some_and(|i| i.kind == kind))
                })
                .count()
        })
    }

    /// Intrigue cards of one kind in a faction's hand.
    pub(crate) fn intrigue_in_hand(&self, f: FactionId, kind: IntrigueKind) -> Vec<CardKey> {
        let d = data();
        self.factions
            .get(usize::from(f.0))
            .map(|fs| {
                fs.hand
                    .iter()
                    .filter_map(|c| match c {
                        DeckCard::Intrigue(k) if d.intrigue(k).is_some_and(|i| i.kind == kind) => {
                            Some(CardKey(k.clone()))
                        }
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// SEN-50: may faction `f` make this attempt now? (By one of its own Senators in Rome,
    /// against another faction's Senator in Rome, once per turn each way, with the Assassin
    /// cards it holds; only while the Senate sits.)
    pub(crate) fn sen_50_attempt_legal(
        &self,
        f: FactionId,
        o: &AssassinationOrder,
    ) -> Result<FactionId, RuleError> {
        // Only while the Senate sits.
        let Some(st) = self.assassination() else {
            return Err(Illegal::NotAssassinationTarget {
                senator: o.target.clone(),
            }
            .by("SEN-50")
            .into());
        };
        let assassin = self
            .find_senator(&o.assassin)
            .filter(|i| self.senators[*i].faction == Some(f) && self.senators[*i].in_rome);
        if assassin.is_none() {
            return Err(Illegal::NotYourAssassin {
                senator: o.assassin.clone(),
            }
            .by("SEN-50")
            .into());
        }
        let target = self.find_senator(&o.target).and_then(|i| {
            let s = &self.senators[i];
            match s.faction {
                Some(g) if g != f && s.in_rome => Some(g),
                _ => None,
            }
        });
        let Some(tf) = target else {
            return Err(Illegal::NotAssassinationTarget {
                senator: o.target.clone(),
            }
            .by("SEN-50")
            .into());
        };
        // SEN-59 / SEN-57 (LR 1.09.821, 1.09.823): the Consul for Life cannot be assassinated,
        // not even by the Rebel's faction.
        if self
            .consul_for_life()
            .is_some_and(|(i, _)| self.senators[i].id() == o.target)
        {
            return Err(Illegal::ConsulForLifeNotTarget {
                senator: o.target.clone(),
            }
            .by("SEN-59")
            .into());
        }
        if st.attempted.contains(&f) {
            return Err(Illegal::AlreadyAttempted.by("SEN-50").into());
        }
        if st.targeted.contains(&tf) {
            return Err(Illegal::FactionAlreadyTargeted { faction: tf }
                .by("SEN-50")
                .into());
        }
        // SEN-51: no attempt is short of cards when it plays none (`sen_50_targets` asks with
        // none for every Senator in Rome): the hand is read only when cards are played.
        if o.cards > 0 {
            let held =
                u32::try_from(self.intrigue_count(f, IntrigueKind::Assassin)).unwrap_or(u32::MAX);
            if o.cards > held {
                return Err(Illegal::AssassinCardsShort { held }.by("SEN-51").into());
            }
        }
        Ok(tf)
    }

    /// SEN-50: may faction `f` write an attempt now? Not while earlier attempts (or the
    /// Special Major Prosecution they led to) are being resolved.
    pub(crate) fn sen_50_declare(
        &self,
        f: FactionId,
        o: &AssassinationOrder,
    ) -> Result<FactionId, RuleError> {
        if self
            .assassination()
            .is_some_and(|st| st.suspended.is_some() || st.special.is_some())
        {
            return Err(Illegal::NotAssassinationTarget {
                senator: o.target.clone(),
            }
            .by("SEN-50")
            .into());
        }
        self.sen_50_attempt_legal(f, o)
    }

    /// SEN-50: the Senators faction `f` may try to assassinate now (by any of its Senators
    /// in Rome), lowest ID first.
    pub(crate) fn sen_50_targets(&self, f: FactionId) -> Vec<SenatorId> {
        let Some(assassin) = self.in_rome_of(f).first().map(|i| self.senators[*i].id()) else {
            return Vec::new();
        };
        self.aligned_in_rome()
            .into_iter()
            .map(|i| self.senators[i].id())
            .filter(|t| {
                self.sen_50_declare(
                    f,
                    &AssassinationOrder {
                        target: t.clone(),
                        assassin: assassin.clone(),
                        cards: 0,
                    },
                )
                .is_ok()
            })
            .collect()
    }

    /// SEN-50: when a PB-08 round closes, set its vote aside and make the attempts written
    /// with it. Returns true when attempts were taken (the vote resumes after them).
    pub(crate) fn sen_50_take_attempts(
        &mut self,
        answers: &[(FactionId, Answer)],
        ev: &mut Vec<Event>,
    ) -> bool {
        let Some(proposal) = self.senate.as_ref().and_then(|s| s.floor.clone()) else {
            return false;
        };
        if self
            .assassination()
            .is_some_and(|st| st.suspended.is_some() || st.special.is_some())
        {
            return false;
        }
        let mut attempts: Vec<(FactionId, AssassinationOrder)> = Vec::new();
        for f in self.hrao_order() {
            let order = answers.iter().find_map(|(g, a)| match a {
                Answer::SenateVote(VoteOrder {
                    assassinate: Some(o),
                    ..
                }) if *g == f => Some(o.clone()),
                _ => None,
            });
            if let Some(o) = order {
                attempts.push((f, o));
            }
        }
        if attempts.is_empty() {
            return false;
        }
        let answers: Vec<(FactionId, Answer)> = answers
            .iter()
            .map(|(f, a)| match a {
                Answer::SenateVote(v) => (
                    *f,
                    Answer::SenateVote(VoteOrder {
                        assassinate: None,
                        ..v.clone()
                    }),
                ),
                other => (*f, other.clone()),
            })
            .collect();
        // SEN-59: the Consul for Life's vote for the factions he runs is cast now.
        let answers = self.sen_59_fix_votes(&proposal, answers);
        if let Some(st) = self.assassination_mut() {
            st.suspended = Some(SuspendedVote { proposal, answers });
            st.queue = attempts;
            st.cancelled = false;
            st.dead_voters.clear();
            st.heirs.clear();
        }
        self.assassination_next(ev);
        true
    }

    /// The next attempt of the queue, or (none left) the suspended vote goes on.
    pub(crate) fn assassination_next(&mut self, ev: &mut Vec<Event>) {
        loop {
            if self.status != GameStatus::Waiting {
                return;
            }
            let next = self.assassination_mut().and_then(|st| {
                if st.queue.is_empty() {
                    None
                } else {
                    Some(st.queue.remove(0))
                }
            });
            let Some((f, o)) = next else {
                self.resume_suspended_vote(ev);
                return;
            };
            let tf = match self.sen_50_attempt_legal(f, &o) {
                Ok(tf) => tf,
                Err(_) => {
                    ev.push(private(
                        f,
                        EventKind::AssassinationVoid {
                            faction: f,
                            assassin: o.assassin.clone(),
                            target: o.target.clone(),
                        },
                    ));
                    continue;
                }
            };
            self.sen_51_roll(f, o, tf, ev);
            return;
        }
    }

    /// SEN-42: the floor holds a Land Bill whose Sponsor and Co-Sponsor are of one faction,
    /// and the target is one of them.
    fn land_bill_attempt(&self, target: &SenatorId) -> bool {
        let floor = self
            .assassination()
            .and_then(|st| st.suspended.as_ref())
            .map(|s| &s.proposal);
        let Some(Proposal::LandBill {
            sponsor, cosponsor, ..
        }) = floor
        else {
            return false;
        };
        let fac = |id: &SenatorId| self.find_senator(id).and_then(|i| self.senators[i].faction);
        (target == sponsor || target == cosponsor)
            && fac(sponsor).is_some()
            && fac(sponsor) == fac(cosponsor)
    }

    /// SEN-51: the attempt is announced (Assassin cards played and discarded), the die rolled;
    /// the target's faction is asked for Secret Bodyguards.
    fn sen_51_roll(
        &mut self,
        f: FactionId,
        o: AssassinationOrder,
        tf: FactionId,
        ev: &mut Vec<Event>,
    ) {
        if let Some(st) = self.assassination_mut() {
            st.attempted.push(f);
            st.targeted.push(tf);
        }
        let cards: Vec<CardKey> = self
            .intrigue_in_hand(f, IntrigueKind::Assassin)
            .into_iter()
            .take(usize::try_from(o.cards).unwrap_or(0))
            .collect();
        for c in &cards {
            self.discard_from_hand(f, c);
        }
        let played = u32::try_from(cards.len()).unwrap_or(0);
        let land_bill = self.land_bill_attempt(&o.target);
        ev.push(public(EventKind::AssassinationAttempted {
            faction: f,
            assassin: o.assassin.clone(),
            target: o.target.clone(),
            target_faction: tf,
            cards: played,
            land_bill,
        }));
        // SEN-51 (card:intrigue-open-bodyguard/4): −2 for an Open Bodyguard in play with him
        // (played in a Revenue Phase, REV-20, `late_intrigue.rs`).
        let open_bodyguards = self.open_bodyguards_on(&o.target);
        let modifier =
            i32::try_from(played).unwrap_or(0) - 2 * i32::try_from(open_bodyguards).unwrap_or(0);
        let dice = self.roll(
            1,
            RollFor::Assassination,
            DicePurpose::Assassination {
                assassin: o.assassin.clone(),
                target: o.target.clone(),
            },
            ev,
        );
        let roll = dice.total() + modifier;
        let target_popularity = self
            .find_senator(&o.target)
            .map_or(0, |i| self.senators[i].popularity);
        let held = u32::try_from(
            self.intrigue_in_hand(tf, IntrigueKind::SecretBodyguard)
                .len(),
        )
        .unwrap_or(u32::MAX);
        let n = match self.senate.as_mut() {
            Some(s) => {
                s.rounds += 1;
                s.rounds
            }
            None => return,
        };
        let decision = Decision {
            id: self.decision_id(&format!("senate{n}-bodyguards"), tf),
            kind: DecisionKind::Bodyguards,
            owner: tf,
            simultaneous: false,
            options: DecisionOptions::Bodyguards {
                target: o.target.clone(),
                assassin: o.assassin.clone(),
                roll,
                held,
            },
            // RULING (SEN-51): no Secret Bodyguard is played by default (seed 004 gives no
            // default here; a card is never spent for a silent player).
            default: Answer::Bodyguards { played: 0 },
            default_by: DefaultBy::Seed,
        };
        if let Some(st) = self.assassination_mut() {
            st.rolled = Some(RolledAttempt {
                faction: f,
                order: o,
                target_faction: tf,
                roll,
                modifier,
                open_bodyguards,
                land_bill,
                target_popularity,
            });
        }
        self.open_round(DecisionKind::Bodyguards, vec![decision]);
    }

    /// SEN-51: validate the Secret Bodyguards answer.
    pub(crate) fn validate_bodyguards(
        &self,
        d: &Decision,
        a: &Answer,
    ) -> Result<Answer, RuleError> {
        let (Answer::Bodyguards { played }, DecisionOptions::Bodyguards { .. }) = (a, &d.options)
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Bodyguards,
            });
        };
        let held = u32::try_from(
            self.intrigue_in_hand(d.owner, IntrigueKind::SecretBodyguard)
                .len(),
        )
        .unwrap_or(u32::MAX);
        if *played > held {
            return Err(Illegal::BodyguardCardsShort { held }.by("SEN-51").into());
        }
        Ok(a.clone())
    }

    /// SEN-51: the Secret Bodyguards are played (revealed), the result read, the re-rolls made
    /// (one per Bodyguard, only to catch the assassin); then SEN-52 / SEN-53.
    pub(crate) fn resolve_bodyguards(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let Some(r) = self.assassination_mut().and_then(|st| st.rolled.take()) else {
            self.assassination_next(ev);
            return;
        };
        let want = answers
            .iter()
            .find_map(|(f, a)| match a {
                Answer::Bodyguards { played } if *f == r.target_faction => Some(*played),
                _ => None,
            })
            .unwrap_or(0);
        let cards: Vec<CardKey> = self
            .intrigue_in_hand(r.target_faction, IntrigueKind::SecretBodyguard)
            .into_iter()
            .take(usize::try_from(want).unwrap_or(0))
            .collect();
        for c in &cards {
            self.discard_from_hand(r.target_faction, c);
        }
        let secret = u32::try_from(cards.len()).unwrap_or(0);
        let secret_i = i32::try_from(secret).unwrap_or(0);
        let total = r.roll - secret_i;
        let outcome = assassination_outcome(total);
        ev.push(public(EventKind::AssassinationResolved {
            assassin: r.order.assassin.clone(),
            target: r.order.target.clone(),
            roll: total,
            secret_bodyguards: secret,
            open_bodyguards: r.open_bodyguards,
            outcome,
        }));
        let mut caught = outcome == AssassinationOutcome::Caught;
        if !caught {
            for _ in 0..(secret + r.open_bodyguards) {
                let dice = self.roll(
                    1,
                    RollFor::Assassination,
                    DicePurpose::BodyguardReroll {
                        assassin: r.order.assassin.clone(),
                    },
                    ev,
                );
                let again = dice.total() + r.modifier - secret_i;
                let now = assassination_outcome(again) == AssassinationOutcome::Caught;
                ev.push(public(EventKind::BodyguardReroll {
                    assassin: r.order.assassin.clone(),
                    roll: again,
                    caught: now,
                }));
                if now {
                    caught = true;
                    break;
                }
            }
        }
        if outcome == AssassinationOutcome::Killed {
            self.sen_52_victim_dies(&r, ev);
        }
        if caught && self.status == GameStatus::Waiting {
            self.sen_53_punish(&r, ev);
        }
        if self.status != GameStatus::Waiting {
            return;
        }
        let special = self.assassination().is_some_and(|st| st.special.is_some());
        if !special {
            self.assassination_next(ev);
        }
    }

    /// SEN-52: the target dies; his votes already cast stand (SEN-50); the business under way
    /// may be cancelled.
    fn sen_52_victim_dies(&mut self, r: &RolledAttempt, ev: &mut Vec<Event>) {
        let Some(i) = self.find_senator(&r.order.target) else {
            return;
        };
        let votes = self.dead_voter_votes(i);
        let id = self.senators[i].id();
        if let Some(st) = self.assassination_mut() {
            st.dead_voters.push((r.target_faction, id.clone(), votes));
        }
        let censor_presiding_prosecutions = self.senate_stage() == Some(SenateStage::Prosecutions)
            && self.senators[i].offices.contains(&Office::Censor);
        // LR 1.05.3: a Faction Leader's Family card stays with his faction (his heir).
        let s = &self.senators[i];
        let heir = (s.family_card && s.faction_leader && s.faction.is_some())
            .then(|| SenatorId(s.family.to_string()));
        self.kill_senator(
            i,
            DeathCause::Assassinated {
                assassin: r.order.assassin.clone(),
            },
            ev,
        );
        // SEN-52 (LR 1.09.721): the dead Leader's votes count once: his heir did not vote.
        if let Some(h) = heir
            && let Some(st) = self.assassination_mut()
        {
            st.heirs.push(h);
        }
        self.sen_52_cancels(&id, censor_presiding_prosecutions);
    }

    /// SEN-52 (LR 1.09.721): does the death of `id` cancel the suspended proposal? A nominee
    /// for an office, the accused, the Prosecutor or the Censor of a prosecution: yes; the
    /// Sponsors of a Land Bill: never.
    ///
    /// RULING (SEN-52): a proposal that names the dead Senator for what it would do (a
    /// Governor, the Pontifex, a commander, a Concession's holder) cannot be carried out and is
    /// cancelled like a nominee's election.
    fn sen_52_cancels(&mut self, id: &SenatorId, censor_during_prosecution: bool) {
        let Some(p) = self
            .assassination()
            .and_then(|st| st.suspended.as_ref())
            .map(|s| s.proposal.clone())
        else {
            return;
        };
        let named = match &p {
            Proposal::Consuls { first, second } => first == id || second == id,
            Proposal::Dictator {
                dictator,
                master_of_horse,
            } => dictator == id || master_of_horse == id,
            Proposal::Pontifex { pontifex } => pontifex == id,
            Proposal::Censor { censor } => censor == id,
            Proposal::Prosecute {
                accused,
                prosecutor,
                ..
            } => accused == id || prosecutor == id || censor_during_prosecution,
            Proposal::Governor { senator, .. } | Proposal::Concession { senator, .. } => {
                senator == id
            }
            Proposal::Governors { posts } => posts.iter().any(|(s, _)| s == id),
            Proposal::Deployments { sends } => sends.iter().any(|d| d.commander == *id),
            Proposal::Concessions { grants } => grants.iter().any(|(_, s)| s == id),
            Proposal::Deploy { commander, .. }
            | Proposal::AttackRebel { commander, .. }
            | Proposal::AttackRebelProvince { commander, .. }
            | Proposal::Recall { commander }
            | Proposal::Reinforce { commander, .. } => commander == id,
            Proposal::SpecialProsecution { accused, .. } => accused == id,
            Proposal::ConsulForLife { nominee } => nominee == id,
            // SEN-18: the Pontifex to be recalled.
            Proposal::RecallPontifex { pontifex } => pontifex == id,
            Proposal::ReplaceProconsul { commander, .. } => commander == id,
            Proposal::RecallUnits { .. }
            | Proposal::RecallUncommanded { .. }
            | Proposal::RecallGarrison { .. }
            | Proposal::DisbandForces { .. } => false,
            Proposal::LandBill { .. }
            | Proposal::RepealLandBill { .. }
            | Proposal::Garrison { .. }
            | Proposal::RaiseForces { .. }
            | Proposal::RejectRhodian
            | Proposal::Announced { .. }
            | Proposal::CollectBequest { .. }
            // SEN-56 (ADV 2.06.2/8): killing a Sponsor does not stop the vote.
            | Proposal::PassLaw { .. }
            | Proposal::Adjourn => false,
        };
        if named && let Some(st) = self.assassination_mut() {
            st.cancelled = true;
        }
    }

    /// SEN-53 (LR 1.09.74): a caught assassin is killed; his Faction Leader loses 5 Influence
    /// and, in Rome, faces a Special Major Prosecution; a Faction Leader who was the assassin
    /// himself dies at once and chits implicate his faction. SEN-42: on a Land Bill only the
    /// assassin dies.
    fn sen_53_punish(&mut self, r: &RolledAttempt, ev: &mut Vec<Event>) {
        let Some(a) = self.find_senator(&r.order.assassin) else {
            return;
        };
        let assassin_id = self.senators[a].id();
        if r.land_bill {
            self.record_dead_voter(a, r.faction);
            self.kill_senator(a, DeathCause::CaughtAssassin { land_bill: true }, ev);
            self.sen_52_cancels(&assassin_id, false);
            self.mor_06_eliminated(r.faction, ev);
            return;
        }
        if self.senators[a].faction_leader {
            ev.push(public(EventKind::AssassinLeaderPunished {
                faction: r.faction,
                leader: Some(assassin_id.clone()),
                influence_lost: 0,
            }));
            self.kill_leader(
                a,
                DeathCause::CaughtAssassin { land_bill: false },
                r.faction,
                ev,
            );
            self.sen_52_cancels(&assassin_id, false);
            self.sen_53_implicate(r.faction, r.target_popularity, ev);
            self.mor_06_eliminated(r.faction, ev);
            return;
        }
        self.record_dead_voter(a, r.faction);
        self.kill_senator(a, DeathCause::CaughtAssassin { land_bill: false }, ev);
        self.sen_52_cancels(&assassin_id, false);
        let leader = self
            .senators
            .iter()
            .position(|s| s.faction == Some(r.faction) && s.faction_leader);
        let Some(l) = leader else {
            ev.push(public(EventKind::AssassinLeaderPunished {
                faction: r.faction,
                leader: None,
                influence_lost: 0,
            }));
            self.mor_06_eliminated(r.faction, ev);
            return;
        };
        let before = self.senators[l].influence;
        self.senators[l].add_influence(-i64::from(LEADER_INFLUENCE_LOST));
        ev.push(public(EventKind::AssassinLeaderPunished {
            faction: r.faction,
            leader: Some(self.senators[l].id()),
            influence_lost: before - self.senators[l].influence,
        }));
        if self.senators[l].in_rome {
            self.sen_53_special_prosecution(l, r.target_popularity, ev);
        }
    }

    /// SEN-53 (LR 1.09.74 "The Censor is Presiding Magistrate for this Prosecution, even if he
    /// is the Accused Faction Leader. If there is no Censor, the current Presiding Magistrate
    /// runs the vote"; DESIGN.md "Sources and conflicts"): who presides over the vote on the
    /// floor, for the presiding magistrate's conditional votes (SEN-04). The Censor in Rome
    /// over a Special Major Prosecution, else the presiding magistrate.
    pub(crate) fn vote_chair_index(&self) -> Option<usize> {
        let special = self.assassination().is_some_and(|st| st.special.is_some());
        if special
            && let Some(c) = self.office_holder(Office::Censor)
            && self.senators[c].in_rome
        {
            return Some(c);
        }
        self.presiding_index()
    }

    /// SEN-53: the Special Major Prosecution of the caught assassin's Faction Leader in Rome,
    /// put to the vote at once (every faction with Senators in Rome votes; no Prosecutor, no
    /// veto; the accused's Influence counts; his Popular Appeal is made for him). The Censor
    /// presides over it (`vote_chair_index`).
    fn sen_53_special_prosecution(
        &mut self,
        l: usize,
        target_popularity: i32,
        ev: &mut Vec<Event>,
    ) {
        let accused = self.senators[l].id();
        if let Some(st) = self.assassination_mut() {
            st.special = Some((accused.clone(), target_popularity));
        }
        self.put_to_vote(
            Proposal::SpecialProsecution {
                accused,
                target_popularity,
            },
            ev,
        );
    }

    /// SEN-53: the accused's mandatory Popular Appeal: 2d6 minus the target's Popularity (not
    /// his own) on the Popular Appeal Table. Killed by the mob: condemned; freed: acquitted.
    pub(super) fn sen_53_appeal(
        &mut self,
        p: &Proposal,
        ev: &mut Vec<Event>,
    ) -> super::prosecutions::Appeal {
        use super::prosecutions::Appeal;
        let Proposal::SpecialProsecution {
            accused,
            target_popularity,
        } = p
        else {
            return Appeal::None;
        };
        if self.find_senator(accused).is_none() {
            return Appeal::None;
        }
        let (_, result) = self.popular_appeal_roll(accused, 2, -target_popularity, ev);
        match result {
            Appeal::Killed => self.sen_53_condemned(accused, *target_popularity, ev),
            Appeal::Freed => ev.push(public(EventKind::Acquitted {
                accused: accused.clone(),
            })),
            Appeal::Votes(_) | Appeal::None => {}
        }
        result
    }

    /// SEN-53: the Faction Leader is found guilty: he dies (his Family card to the Curia) and
    /// chits as many as the target's Popularity implicate his faction's Senators in Rome.
    pub(crate) fn sen_53_condemned(
        &mut self,
        accused: &SenatorId,
        target_popularity: i32,
        ev: &mut Vec<Event>,
    ) {
        let Some(l) = self.find_senator(accused) else {
            return;
        };
        let Some(f) = self.senators[l].faction else {
            return;
        };
        let id = self.senators[l].id();
        self.kill_leader(l, DeathCause::Implicated, f, ev);
        self.sen_52_cancels(&id, false);
        self.sen_53_implicate(f, target_popularity, ev);
        self.mor_06_eliminated(f, ev);
    }

    /// SEN-53: the Special Major Prosecution is over (the Senate's business asked to go on):
    /// the attempts left and the suspended vote go on. Returns true if it took over.
    pub(crate) fn sen_53_special_over(&mut self, ev: &mut Vec<Event>) -> bool {
        let over = self
            .assassination_mut()
            .and_then(|st| st.special.take())
            .is_some();
        if over && self.status == GameStatus::Waiting {
            self.assassination_next(ev);
        }
        over
    }

    /// SEN-53: draw chits as many as the target's Popularity (if positive); each drawn
    /// Senator of the assassin's faction in Rome is implicated and killed.
    pub(crate) fn sen_53_implicate(&mut self, f: FactionId, popularity: i32, ev: &mut Vec<Event>) {
        let chits = u32::try_from(popularity.max(0)).unwrap_or(0);
        if chits == 0 {
            return;
        }
        ev.push(public(EventKind::ImplicationDrawn { faction: f, chits }));
        for fam in self.draw_chits(chits, ev) {
            let victim = self
                .senators
                .iter()
                .position(|s| s.family == fam && s.faction == Some(f) && s.in_rome);
            if let Some(v) = victim {
                let id = self.senators[v].id();
                self.record_dead_voter(v, f);
                if self.senators[v].faction_leader {
                    self.kill_leader(v, DeathCause::Implicated, f, ev);
                } else {
                    self.kill_senator(v, DeathCause::Implicated, ev);
                }
                self.sen_52_cancels(&id, false);
            }
        }
    }

    /// SEN-50 / SEN-16: the votes a Senator killed after voting cast on the suspended vote
    /// (with the Pontifex's and the Priests' war votes).
    fn dead_voter_votes(&self, i: usize) -> u32 {
        match self.assassination().and_then(|st| st.suspended.as_ref()) {
            Some(sv) => self.sen_16_own_votes(i, &sv.proposal),
            None => self.senators[i].votes(data()),
        }
    }

    /// SEN-50: a Senator of the suspended vote dies: his votes still count.
    fn record_dead_voter(&mut self, i: usize, f: FactionId) {
        let votes = self.dead_voter_votes(i);
        let id = self.senators[i].id();
        if let Some(st) = self.assassination_mut()
            && st.suspended.is_some()
        {
            st.dead_voters.push((f, id, votes));
        }
    }

    /// SEN-53: a Faction Leader punished for an assassination dies and his Family card goes to
    /// the bottom of the Curia (it does not stay with the faction as after a natural death).
    fn kill_leader(&mut self, i: usize, cause: DeathCause, f: FactionId, ev: &mut Vec<Event>) {
        self.record_dead_voter(i, f);
        self.senators[i].faction_leader = false;
        self.kill_senator(i, cause, ev);
    }

    /// After the attempts: the suspended vote is cancelled (SEN-52) or goes on, its votes
    /// cast before the attempts (SEN-50).
    fn resume_suspended_vote(&mut self, ev: &mut Vec<Event>) {
        let Some(st) = self.assassination_mut() else {
            return;
        };
        let Some(sv) = st.suspended.take() else {
            st.dead_voters.clear();
            st.heirs.clear();
            self.senate_next(ev);
            return;
        };
        let cancelled = std::mem::take(&mut st.cancelled);
        if cancelled {
            st.dead_voters.clear();
            st.heirs.clear();
            if let Some(s) = self.senate.as_mut() {
                s.floor = None;
            }
            ev.push(public(EventKind::ProposalCancelled {
                proposal: sv.proposal.clone(),
            }));
            // SEN-15: the vote is over; a Priesthood written with it is made now.
            self.sen_15_take(&sv.answers, ev);
            // SEN-52: a cancelled prosecution still counts towards the Censor's limit.
            // SEN-23: the Evil Omens prosecution excepted (outside the limit).
            self.sen_23_count(&sv.proposal);
            self.senate_next(ev);
            return;
        }
        if let Some(s) = self.senate.as_mut() {
            s.floor = Some(sv.proposal);
        }
        self.resolve_vote(sv.answers, ev);
        // PB-11: a prosecution waiting for the accused's veto choice is not over: the votes of
        // those killed after voting (and their heirs' exclusion) stand until it resumes.
        let paused = self
            .senate
            .as_ref()
            .is_some_and(|s| s.appeal_veto.pending.is_some());
        if !paused {
            self.sen_52_vote_over();
        }
    }

    /// SEN-52: the vote the attempts were written with is over (no other vote is suspended):
    /// the votes of the Senators killed after voting in it, and their heirs, are forgotten.
    pub(crate) fn sen_52_vote_over(&mut self) {
        if let Some(st) = self.assassination_mut()
            && st.suspended.is_none()
        {
            st.dead_voters.clear();
            st.heirs.clear();
        }
    }

    /// SEN-52 (LR 1.09.721): is `id` the heir of a Faction Leader killed after voting in this
    /// vote? He did not vote in it (none such in a Special Major Prosecution).
    pub(crate) fn sen_52_heir(&self, id: &SenatorId) -> bool {
        self.assassination()
            .is_some_and(|st| st.special.is_none() && st.heirs.contains(id))
    }

    /// SEN-53 / SEN-50 (LR 1.09.721): the factions whose votes are counted: those in play, in
    /// the order from the HRAO, then those eliminated during this vote whose Senators voted
    /// before they died.
    pub(crate) fn sen_50_counted_factions(&self) -> Vec<FactionId> {
        let mut out = self.hrao_order();
        for f in self.seat_ids() {
            if self.eliminated(f) && !self.dead_voters_of(f).is_empty() {
                out.push(f);
            }
        }
        out
    }

    /// SEN-50: the votes of Senators of faction `f` killed after voting in this vote (none
    /// in a Special Major Prosecution: they belong to the vote it suspended).
    pub(crate) fn dead_voters_of(&self, f: FactionId) -> Vec<(SenatorId, u32)> {
        self.assassination()
            .filter(|st| st.special.is_none())
            .map(|st| {
                st.dead_voters
                    .iter()
                    .filter(|(g, _, _)| *g == f)
                    .map(|(_, s, v)| (s.clone(), *v))
                    .collect()
            })
            .unwrap_or_default()
    }
}
