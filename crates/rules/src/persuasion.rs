//! Persuasion (LR 1.07.4; FOR-10..FOR-13) with the PBEM procedure of seed 004: unopposed
//! attempts against unaligned senators, the frivolous-attempt ruling (PB-04) and the one sealed
//! round of bribes and counter-bribes (PB-05).

use super::api::{
    Answer, AttemptView, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind,
    FactionId, FrivolousWhy, GmRuling, Illegal, PersuasionOrder, Refused, RuleError,
    RulingDecision, RulingWhat, SenatorId,
};
use super::game::{Game, data, gm, public};
use super::general::RollFor;
use super::state::Attempt;
use crate::api::DicePurpose;

impl Game {
    /// FOR-12 (LR 1.07.411): the target's Loyalty for this attempt. A Statesman in the same
    /// faction as a Statesman his card opposes ("−X") has Loyalty 0; the Gracchi (25A/25B, "+")
    /// have Loyalty 0 when the other brother is in the persuader's faction (only when both are in
    /// play).
    pub(super) fn effective_loyalty(&self, t: usize, persuader_faction: FactionId) -> i32 {
        let d = data();
        let s = &self.senators[t];
        let printed = i32::from(s.loyalty(d));
        let Some(st) = s.statesman.as_deref() else {
            return printed;
        };
        let brother = match st {
            "25A" => Some("25B"),
            "25B" => Some("25A"),
            _ => None,
        };
        if let Some(b) = brother {
            return match self
                .senators
                .iter()
                .find(|o| o.statesman.as_deref() == Some(b))
            {
                Some(o) if o.faction == Some(persuader_faction) => 0,
                _ => printed,
            };
        }
        let Some(card) = d.statesman(st) else {
            return printed;
        };
        let opposed_in_faction = s.faction.is_some()
            && self.senators.iter().any(|o| {
                o.faction == s.faction
                    && o.statesman
                        .as_deref()
                        .is_some_and(|x| card.opponents.iter().any(|k| k == x))
            });
        if opposed_in_faction { 0 } else { printed }
    }

    /// FOR-11: the public part of the base number: persuader ORA + INF − target LOY − 7 if the
    /// target is aligned, +1 per Evil Omens (GEN-13). Personal Treasuries are secret (S004).
    pub(super) fn public_base(&self, p: usize, t: usize) -> i32 {
        let d = data();
        let ps = &self.senators[p];
        let pf = ps.faction.unwrap_or(super::api::FactionId(u8::MAX));
        let ora = i32::from(ps.oratory(d));
        let inf = i32::try_from(ps.influence).unwrap_or(i32::MAX);
        let aligned = if self.senators[t].faction.is_some() {
            7
        } else {
            0
        };
        ora + inf - self.effective_loyalty(t, pf) - aligned + self.evil_omens()
    }

    /// FOR-11: the base number before bribes: the public part minus the target's Personal
    /// Treasury.
    pub(super) fn base_number(&self, p: usize, t: usize) -> i32 {
        self.public_base(p, t) - i32::try_from(self.senators[t].treasury).unwrap_or(i32::MAX)
    }

    /// FOR-09 (LR 1.07.2) / FOR-13: what the persuader may bribe with: his Personal Treasury
    /// now, but no more than he held when the attempt was made (the persuasion is the first
    /// step of his initiative; money gained after it, from Knights pressured in the same
    /// initiative or later, does not fund it).
    pub(super) fn for_09_purse(&self, a: &Attempt) -> u32 {
        let now = self
            .find_senator(&a.persuader)
            .map_or(0, |i| self.senators[i].treasury);
        a.purse.map_or(now, |p| now.min(p))
    }

    /// FOR-10: indexes of the persuader (still `f`'s, in Rome) and the target (still eligible),
    /// or a reason why the attempt lapses.
    fn attempt_parties(
        &self,
        f: FactionId,
        persuader: &SenatorId,
        target: &SenatorId,
    ) -> Result<(usize, usize), Refused> {
        let p = self
            .find_senator(persuader)
            .filter(|i| self.senators[*i].faction == Some(f) && self.senators[*i].in_rome)
            .ok_or_else(|| {
                Illegal::PersuaderGone {
                    senator: persuader.clone(),
                    faction: f,
                }
                .by("FOR-10")
            })?;
        let t = self
            .find_senator(target)
            .filter(|i| self.persuadable_by(f, *i))
            .ok_or_else(|| {
                Illegal::TargetGone {
                    senator: target.clone(),
                    faction: f,
                }
                .by("FOR-10")
            })?;
        Ok((p, t))
    }

    /// Start the persuasion step of an initiative (FOR-09 step 1).
    ///
    /// FOR-12 / PB-05 (LR 1.07.41; DESIGN "Sources and conflicts"): every attempt a player
    /// writes may be counter-bribed by every faction, aligned target or not: it opens the sealed
    /// bribes round. Only the no-money attempt the seed's Default Move makes on an unaligned
    /// Forum Senator is "automatic and unopposed" (S004) and resolves at once. PB-04 (frivolous)
    /// applies to attempts on aligned senators only.
    pub(super) fn start_persuasion(
        &mut self,
        n: u8,
        f: FactionId,
        order: &PersuasionOrder,
        ev: &mut Vec<Event>,
    ) {
        let (p, t) = match self.attempt_parties(f, &order.persuader, &order.target) {
            Ok(x) => x,
            Err(refused) => {
                ev.push(public(EventKind::PersuasionLapsed {
                    initiative: n,
                    faction: f,
                    target: None,
                    refused,
                    announced: false,
                }));
                return;
            }
        };
        if self.senators[p].treasury < order.bribe {
            self.step_lapses(
                f,
                Illegal::CannotPay {
                    senator: order.persuader.clone(),
                    amount: order.bribe,
                    have: self.senators[p].treasury,
                }
                .by("FOR-11"),
                ev,
            );
            ev.push(public(EventKind::NoPersuasionAttempt {
                initiative: n,
                faction: f,
            }));
            return;
        }
        let att = Attempt {
            initiative: n,
            persuader: self.senators[p].id(),
            faction: f,
            target: self.senators[t].id(),
            target_faction: self.senators[t].faction,
            committed: order.bribe,
            public_base: self.public_base(p, t),
            purse: Some(self.senators[p].treasury),
        };
        if let Some(card) = order.card {
            self.for_13_unopposed(&att, card, ev);
            return;
        }
        let Some(g) = self.senators[t].faction else {
            let by_default = order.bribe == 0
                && self
                    .forum
                    .as_ref()
                    .is_some_and(|fs| fs.seed_defaulted.contains(&f));
            if by_default {
                self.resolve_attempt(&att, order.bribe, &[], ev);
                return;
            }
            ev.push(public(EventKind::PersuasionAnnounced {
                initiative: n,
                persuader: att.persuader.clone(),
                persuader_faction: f,
                target: att.target.clone(),
                target_faction: None,
                public_base: att.public_base,
            }));
            if let Some(fs) = self.forum.as_mut() {
                fs.attempts.push(att);
            }
            return;
        };
        // PB-04: frivolous unless the persuader commits money or the target's faction cannot
        // bring the base number down to 1 from its Faction Treasury.
        let base = self.base_number(p, t) + i32::try_from(order.bribe).unwrap_or(i32::MAX);
        let needed = u32::try_from((base - 1).max(0)).unwrap_or(u32::MAX);
        let ft = self.factions[usize::from(g.0)].treasury;
        let engine_says = order.bribe == 0 && ft >= needed;
        // Issue 9: the GM's override of this ruling, if he gave one (`gm overrule`).
        let gm_says = self
            .gm_override()
            .map(|o| (o.decision == RulingDecision::Frivolous, o.reason.clone()));
        let frivolous = gm_says.as_ref().map_or(engine_says, |(f, _)| *f);
        let why = if let Some((_, reason)) = &gm_says {
            FrivolousWhy::Gm {
                reason: reason.clone(),
            }
        } else if order.bribe > 0 {
            FrivolousWhy::Bribe {
                amount: order.bribe,
            }
        } else if frivolous {
            FrivolousWhy::Defendable {
                faction: g,
                base,
                needed,
            }
        } else {
            FrivolousWhy::NotDefendable { faction: g, base }
        };
        let ruling = GmRuling {
            rule: "PB-04".into(),
            turn: self.turn,
            what: RulingWhat::Persuasion {
                initiative: n,
                persuader: self.senators[p].id(),
                target: self.senators[t].id(),
                frivolous,
                why,
            },
            by_gm: gm_says.is_some(),
        };
        ev.push(gm(EventKind::Ruling {
            rule: ruling.rule.clone(),
            what: ruling.what.clone(),
        }));
        self.rulings.push(ruling);
        // A GM may rule an attempt frivolous that the defending faction could not have
        // defeated from its treasury: it pays what it has.
        let needed = needed.min(ft);
        if frivolous {
            // DESIGN.md (decided): the attempt fails and the counter-bribe that defeats it is
            // really paid from the defending faction's treasury to the target.
            self.factions[usize::from(g.0)].treasury -= needed;
            self.senators[t].treasury += needed;
            ev.push(public(EventKind::FrivolousPersuasion {
                persuader: att.persuader.clone(),
                persuader_faction: f,
                target: att.target.clone(),
                target_faction: g,
                counter_bribe: needed,
            }));
            if let Some(fs) = self.forum.as_mut() {
                fs.outcomes.push((att.target.clone(), false));
            }
            return;
        }
        ev.push(public(EventKind::PersuasionAnnounced {
            initiative: n,
            persuader: att.persuader.clone(),
            persuader_faction: f,
            target: att.target.clone(),
            target_faction: Some(g),
            public_base: att.public_base,
        }));
        if let Some(fs) = self.forum.as_mut() {
            fs.attempts.push(att);
        }
    }

    /// FOR-13 (LR 1.07.413/4; cards Seduction and Blackmail): an unopposed Persuasion Attempt.
    /// The card is played (announced with the attempt) and discarded; no faction may
    /// counter-bribe ("No Talents may be spent to defend"), so no bribes round is called and the
    /// attempt resolves at once with the bribe the persuader committed in his orders (LR
    /// 1.07.412: his own Personal Treasury may still aid it). The target's Personal Treasury
    /// still counts ("Talents already on the target still count"). No PB-04 ruling: an attempt
    /// nobody may defend against cannot be frivolous. Blackmail: if it fails, the target loses
    /// 2d6 Influence and 2d6 Popularity (card Blackmail/4; two rolls, RULINGS FOR-13). If the
    /// faction no longer holds the card, the attempt lapses (nothing is paid, no card played).
    fn for_13_unopposed(
        &mut self,
        att: &Attempt,
        card: super::api::UnopposedCard,
        ev: &mut Vec<Event>,
    ) {
        let f = att.faction;
        let Some(key) = self.intrigue_in_hand(f, card.kind()).into_iter().next() else {
            self.step_lapses(
                f,
                Illegal::IntrigueNotHeld { card: card.kind() }.by("FOR-13"),
                ev,
            );
            ev.push(public(EventKind::NoPersuasionAttempt {
                initiative: att.initiative,
                faction: f,
            }));
            return;
        };
        self.discard_from_hand(f, &key);
        ev.push(public(EventKind::UnopposedPersuasion {
            initiative: att.initiative,
            card,
            persuader: att.persuader.clone(),
            persuader_faction: f,
            target: att.target.clone(),
            target_faction: att.target_faction,
        }));
        let outcome = self.resolve_attempt(att, att.committed, &[], ev);
        if card == super::api::UnopposedCard::Blackmail && outcome == Some(false) {
            self.for_13_blackmail_backlash(&att.target, ev);
        }
    }

    /// FOR-13 (card Blackmail/4): "the target Senator's Influence and Popularity are each
    /// reduced by 2d6": one 2d6 roll for each (Evil Omens −1 on each roll, GEN-13); Influence
    /// never below 0 (LR 1.07.31), Popularity never below −9 (LR 1.07.31).
    fn for_13_blackmail_backlash(&mut self, target: &SenatorId, ev: &mut Vec<Event>) {
        let Some(t) = self.find_senator(target) else {
            return;
        };
        let id = self.senators[t].id();
        let inf = self
            .roll(
                2,
                RollFor::Check,
                DicePurpose::Blackmail {
                    target: id.clone(),
                    popularity: false,
                },
                ev,
            )
            .count();
        let pop = self
            .roll(
                2,
                RollFor::Check,
                DicePurpose::Blackmail {
                    target: id.clone(),
                    popularity: true,
                },
                ev,
            )
            .count();
        let (inf0, pop0) = (self.senators[t].influence, self.senators[t].popularity);
        self.senators[t].add_influence(-i64::from(inf));
        self.change_popularity(t, -i32::try_from(pop).unwrap_or(i32::MAX), ev);
        let (inf1, pop1) = (self.senators[t].influence, self.senators[t].popularity);
        ev.push(public(EventKind::BlackmailBacklash {
            target: id,
            influence_roll: inf,
            popularity_roll: pop,
            influence_lost: inf0 - inf1,
            popularity_lost: pop0 - pop1,
        }));
    }

    /// FOR-11/FOR-13: resolve an attempt with the given bribe (from the persuader's Personal
    /// Treasury) and counter-bribes (from Faction Treasuries), each capped at what the purse
    /// holds now. All the money goes to the target whatever the outcome; on success he joins the
    /// persuader's faction with his Personal Treasury. Returns None if the attempt lapsed.
    pub(super) fn resolve_attempt(
        &mut self,
        att: &Attempt,
        bribe: u32,
        counters: &[(FactionId, u32)],
        ev: &mut Vec<Event>,
    ) -> Option<bool> {
        let (p, t) = match self.attempt_parties(att.faction, &att.persuader, &att.target) {
            Ok(x) => x,
            Err(refused) => {
                ev.push(public(EventKind::PersuasionLapsed {
                    initiative: att.initiative,
                    faction: att.faction,
                    target: None,
                    refused,
                    announced: true,
                }));
                return None;
            }
        };
        let bribe = bribe.min(self.for_09_purse(att));
        let mut paid: Vec<(FactionId, u32)> = Vec::new();
        for (g, a) in counters {
            if *g == att.faction || *a == 0 {
                continue;
            }
            let a = (*a).min(self.factions[usize::from(g.0)].treasury);
            if a > 0 {
                self.factions[usize::from(g.0)].treasury -= a;
                paid.push((*g, a));
            }
        }
        self.senators[p].treasury -= bribe;
        let against: u32 = paid.iter().map(|(_, a)| a).sum();
        let base = self.base_number(p, t) + i32::try_from(bribe).unwrap_or(i32::MAX)
            - i32::try_from(against).unwrap_or(i32::MAX);
        let dice = self.roll(
            2,
            RollFor::Persuasion,
            DicePurpose::Persuasion {
                persuader: self.senators[p].id(),
                target: self.senators[t].id(),
            },
            ev,
        );
        let roll = dice.count();
        let limit = if self.era_ends { 9 } else { 10 };
        let succeeded = i64::from(roll) <= i64::from(base) && roll < limit;
        self.senators[t].treasury += bribe + against;
        let target_faction = self.senators[t].faction;
        if succeeded {
            let s = &mut self.senators[t];
            s.faction = Some(att.faction);
            s.faction_leader = false;
        }
        ev.push(public(EventKind::PersuasionResolved {
            persuader: att.persuader.clone(),
            persuader_faction: att.faction,
            target: att.target.clone(),
            target_faction,
            bribe,
            counter_bribes: paid,
            base,
            roll,
            succeeded,
        }));
        if let Some(fs) = self.forum.as_mut() {
            fs.outcomes.push((att.target.clone(), succeeded));
        }
        Some(succeeded)
    }

    /// FOR-10: before a bribes round opens, drop the waiting attempts whose persuader or target
    /// is no longer eligible (e.g. the target died in an event drawn by a later initiative).
    /// They lapse publicly and no money changes hands, so the round's options list exactly the
    /// attempts that its answers may name (PB-05).
    pub(super) fn prune_lapsed_attempts(&mut self, ev: &mut Vec<Event>) {
        let Some(atts) = self.forum.as_ref().map(|fs| fs.attempts.clone()) else {
            return;
        };
        let mut keep = Vec::new();
        for a in atts {
            match self.attempt_parties(a.faction, &a.persuader, &a.target) {
                Ok(_) => keep.push(a),
                Err(refused) => ev.push(public(EventKind::PersuasionLapsed {
                    initiative: a.initiative,
                    faction: a.faction,
                    target: Some(a.target.clone()),
                    refused,
                    announced: true,
                })),
            }
        }
        if let Some(fs) = self.forum.as_mut() {
            fs.attempts = keep;
        }
    }

    /// The attempts of the bribes round: the first attempt on each target (in order of
    /// initiative).
    ///
    /// RULING (PB-05): bribes are keyed by target, so one round holds one attempt per target; a
    /// later attempt on the same senator waits, and after the round it is ruled on again (PB-04)
    /// as if just made, against the senator's faction then.
    pub(super) fn round_attempts(&self) -> Vec<Attempt> {
        let mut v: Vec<Attempt> = Vec::new();
        if let Some(fs) = self.forum.as_ref() {
            for a in &fs.attempts {
                if !v.iter().any(|x| x.target == a.target) {
                    v.push(a.clone());
                }
            }
        }
        v
    }

    /// The attempts of the open bribes round as players see them.
    fn attempt_views(&self) -> Vec<AttemptView> {
        Some(self.round_attempts())
            .map(|atts| {
                atts.iter()
                    .map(|a| AttemptView {
                        target: a.target.clone(),
                        persuader: a.persuader.clone(),
                        persuader_faction: a.faction,
                        target_faction: a.target_faction,
                        base_number: a.public_base,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// PB-05 (S004/31: "a call to all players for any bribes and counter-bribes they wish to
    /// send from their Faction Treasuries"): may faction `f` pay anything in this bribes round?
    /// Counter-bribes come from its Faction Treasury, further bribes for its own attempts from
    /// its persuaders' Personal Treasuries. A faction with neither has one possible answer,
    /// nothing, and is not called for it (issue 21 §2: no call whose only answer is one); the
    /// call is private, so its absence tells the others nothing.
    pub(super) fn pb_05_may_pay(&self, f: FactionId) -> bool {
        self.factions
            .get(usize::from(f.0))
            .is_some_and(|s| s.treasury > 0)
            || self
                .round_attempts()
                .iter()
                .any(|a| a.faction == f && self.for_09_purse(a) > a.committed)
    }

    /// PB-05: the bribes decision of `f` (every faction that may pay gets one, `pb_05_may_pay`).
    pub(super) fn bribes_decision(&self, f: FactionId, round: u32) -> Decision {
        let attempts = self.attempt_views();
        let mut default = Vec::new();
        for a in self.round_attempts().iter().filter(|a| a.faction == f) {
            let extra = self.for_09_purse(a).saturating_sub(a.committed);
            if extra > 0 {
                default.push((a.target.clone(), extra));
            }
        }
        let d = Decision {
            id: self.decision_id(&format!("bribes{round}"), f),
            kind: DecisionKind::Bribes,
            owner: f,
            simultaneous: true,
            options: DecisionOptions::Bribes {
                attempts,
                faction_treasury: self.factions[usize::from(f.0)].treasury,
            },
            default: Answer::Bribes { bribes: default },
            default_by: DefaultBy::Seed,
        };
        self.apply_standing_bribes(d)
    }

    /// PB-05 standing counter-bribes: a faction's standing Bribes order applies only to this
    /// round's attempts on its own Senators (where it defends); entries naming anyone else are
    /// dropped, not held against the whole order. The kept counter-bribes are added to the
    /// seed's default (which may hold the faction's own attack), and used when that is legal.
    fn apply_standing_bribes(&self, mut d: Decision) -> Decision {
        let f = d.owner;
        let Some(Answer::Bribes { bribes: standing }) = self.standing_for(f, DecisionKind::Bribes)
        else {
            return d;
        };
        let defended: Vec<Attempt> = self
            .round_attempts()
            .into_iter()
            .filter(|a| {
                a.faction != f
                    && self
                        .find_senator(&a.target)
                        .is_some_and(|i| self.senators[i].faction == Some(f))
            })
            .collect();
        let names = |t: &SenatorId, a: &Attempt| {
            a.target.0.eq_ignore_ascii_case(t.0.trim())
                || self
                    .find_senator(t)
                    .is_some_and(|i| self.senators[i].id() == a.target)
        };
        let (kept, dropped): (Vec<_>, Vec<_>) = standing
            .into_iter()
            .partition(|(t, _)| defended.iter().any(|a| names(t, a)));
        let dropped: Vec<SenatorId> = dropped
            .into_iter()
            .map(|(t, _)| self.find_senator(&t).map_or(t, |i| self.senators[i].id()))
            .collect();
        if kept.iter().all(|(_, a)| *a == 0) {
            d.default_by = DefaultBy::StandingSetAside {
                error: None,
                dropped,
            };
            return d;
        }
        let Answer::Bribes { bribes: seed } = &d.default else {
            return d;
        };
        let mut merged = seed.clone();
        merged.extend(kept.iter().cloned());
        match self.validate(&d, Answer::Bribes { bribes: merged }) {
            Ok(a) => {
                d.default = a;
                d.default_by = DefaultBy::Standing { dropped };
            }
            Err(e) => {
                d.default_by = DefaultBy::StandingSetAside {
                    error: Some(e),
                    dropped,
                };
            }
        }
        d
    }

    /// PB-05 / FOR-13: validate bribes: per attempt (by target), once each; counter-bribes from
    /// the Faction Treasury (their sum within it); the persuading faction's own entry is an extra
    /// bribe from the persuader's Personal Treasury (beyond the committed bribe).
    pub(super) fn validate_bribes(&self, f: FactionId, a: &Answer) -> Result<Answer, RuleError> {
        let Answer::Bribes { bribes } = a else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Bribes,
            });
        };
        let attempts = self.round_attempts();
        let mut out: Vec<(SenatorId, u32)> = Vec::new();
        let mut counter_total: u64 = 0;
        for (target, amount) in bribes {
            // The attempt's own target ID first (what the options list), then any other way of
            // naming the same senator.
            let ti = self.find_senator(target);
            let Some(att) = attempts
                .iter()
                .find(|x| x.target.0.eq_ignore_ascii_case(target.0.trim()))
                .or_else(|| {
                    attempts
                        .iter()
                        .find(|x| ti.is_some_and(|i| self.senators[i].id() == x.target))
                })
            else {
                return Err(Illegal::NotAnAttemptTarget {
                    senator: target.clone(),
                }
                .by("PB-05")
                .into());
            };
            if out.iter().any(|(t, _)| *t == att.target) {
                return Err(Illegal::SenatorTwice {
                    senator: att.target.clone(),
                }
                .by("PB-05")
                .into());
            }
            if *amount == 0 {
                continue;
            }
            if att.faction == f {
                let free = self.for_09_purse(att).saturating_sub(att.committed);
                if *amount > free {
                    return Err(Illegal::BribeBeyondTreasury {
                        persuader: att.persuader.clone(),
                        free,
                    }
                    .by("FOR-13")
                    .into());
                }
            } else {
                counter_total += u64::from(*amount);
            }
            out.push((att.target.clone(), *amount));
        }
        let ft = self.factions[usize::from(f.0)].treasury;
        if counter_total > u64::from(ft) {
            return Err(Illegal::CounterBribesShort {
                total: counter_total,
                treasury: ft,
            }
            .by("FOR-13")
            .into());
        }
        Ok(Answer::Bribes { bribes: out })
    }

    /// PB-05: resolve every attempt of the round, clockwise starting with the player to the
    /// left of the HRAO (S004), with everyone's bribes.
    pub(super) fn resolve_bribes(&mut self, answers: &[(FactionId, Answer)], ev: &mut Vec<Event>) {
        let attempts = self.round_attempts();
        let deferred: Vec<Attempt> = match self.forum.as_mut() {
            Some(fs) => std::mem::take(&mut fs.attempts)
                .into_iter()
                .filter(|a| !attempts.contains(a))
                .collect(),
            None => return,
        };
        let start = self.hrao_order().get(1).copied().unwrap_or(FactionId(0));
        let order = self.clockwise_from(start);
        let mut sorted = attempts;
        sorted.sort_by_key(|a| {
            order
                .iter()
                .position(|f| *f == a.faction)
                .unwrap_or(usize::MAX)
        });
        for att in sorted {
            let mut bribe = att.committed;
            let mut counters = Vec::new();
            for (g, a) in answers {
                let Answer::Bribes { bribes } = a else {
                    continue;
                };
                for (t, amount) in bribes {
                    if *t != att.target {
                        continue;
                    }
                    if *g == att.faction {
                        bribe += amount;
                    } else {
                        counters.push((*g, *amount));
                    }
                }
            }
            self.resolve_attempt(&att, bribe, &counters, ev);
        }
        for att in deferred {
            let order = PersuasionOrder {
                target: att.target.clone(),
                persuader: att.persuader.clone(),
                bribe: att.committed,
                card: None,
            };
            self.start_persuasion(att.initiative, att.faction, &order, ev);
        }
    }
}
