//! One initiative (LR 1.07.2; FOR-04, FOR-09, FOR-14..FOR-16) and the PB-03 orders for it:
//! options, validation, the seed's Default Move and standing orders.

use crate::api::DicePurpose;
use crate::api::InitiativeHow;
use std::cmp::Reverse;

use super::api::{
    Act, Answer, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind, FactionId,
    GamesKind, Illegal, InitiativePlan, KnightsOrder, PersuasionOrder, Refused, RuleError,
    SenatorId, UnrestReason,
};
use super::data::StatesmanPower;
use super::game::{Game, GameStatus, data, private, public};
use super::general::RollFor;
use super::state::StandingOrder;

/// FOR-15 / DATA-08: the Games table (LR 1.07.6, board; `data/tables.toml`): name, cost,
/// popularity gained, unrest removed. Games the table lacks cost more than anyone has.
pub(super) fn games_row(kind: GamesKind) -> (u32, i32, i32) {
    kind.row()
        .map_or((u32::MAX, 0, 0), |r| (r.cost, r.popularity, -r.unrest))
}

impl Game {
    /// A faction's senators in Rome (FOR-10 persuaders, FOR-14 knights).
    pub(super) fn in_rome_of(&self, f: FactionId) -> Vec<usize> {
        self.senators_of(f)
            .into_iter()
            .filter(|i| self.senators[*i].in_rome)
            .collect()
    }

    /// FOR-10: may `f` try to persuade senator `t`? Unaligned senators in the Forum, and other
    /// factions' senators in Rome who are not Faction Leaders. An unaligned Governor is out of
    /// the Forum and immune until he returns to Rome (LR 1.09.53); so is an unaligned captive.
    pub(super) fn persuadable_by(&self, f: FactionId, t: usize) -> bool {
        let s = &self.senators[t];
        match s.faction {
            None => s.in_rome,
            Some(g) => g != f && s.in_rome && !s.faction_leader && !s.rebel,
        }
    }

    /// FOR-10: the legal targets of `f`, in a stable order (unaligned first, then by ID).
    pub(super) fn persuasion_targets(&self, f: FactionId) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.senators.len())
            .filter(|i| self.persuadable_by(f, *i))
            .collect();
        v.sort_by_key(|i| {
            let s = &self.senators[*i];
            (s.faction.is_some(), s.id_key())
        });
        v
    }

    /// PB-03: what `f` may order for an initiative.
    pub(super) fn initiative_options(&self, f: FactionId, initiative: u8) -> DecisionOptions {
        let id = |v: Vec<usize>| -> Vec<SenatorId> {
            v.into_iter().map(|i| self.senators[i].id()).collect()
        };
        DecisionOptions::Initiative {
            initiative,
            persuaders: id(self.in_rome_of(f)),
            targets: id(self.persuasion_targets(f)),
            knights_senators: id(self.in_rome_of(f)),
            games_senators: id(self
                .senators_of(f)
                .into_iter()
                .filter(|i| {
                    let sid = self.senators[*i].id();
                    !self.captives.iter().any(|c| c.senator == sid)
                })
                .collect()),
            leader_candidates: id(self.senators_of(f)),
            faction_treasury: self.factions[usize::from(f.0)].treasury,
        }
    }

    /// PB-03: the seed's Default Move for `f`, computed now, and its text.
    ///
    /// RULING (PB-03): "No Persuasions attempted except versus unaligned Senators in the Forum
    /// with no money outlay. Such attempts are automatic": the default attempts the unaligned
    /// senator with the best base number (ties: lowest target ID, then lowest persuader ID), by
    /// the faction's senator in Rome who gives that best number, with no bribe, when that base
    /// number is at least 2 (below 2 the attempt cannot succeed and is not made). The knight
    /// attempt is made by the Faction Leader if he is in Rome, else by the faction's most
    /// influential senator in Rome.
    pub(super) fn seed_default_plan(&self, f: FactionId) -> InitiativePlan {
        let d = data();
        let mut plan = InitiativePlan::default();
        let mut best: Option<(i32, usize, usize)> = None;
        for p in self.in_rome_of(f) {
            for t in self.persuasion_targets(f) {
                if self.senators[t].faction.is_some() {
                    continue;
                }
                let b = self.base_number(p, t);
                let better = match best {
                    None => true,
                    Some((bb, bp, bt)) => {
                        (
                            Reverse(b),
                            self.senators[t].id_key(),
                            self.senators[p].id_key(),
                        ) < (
                            Reverse(bb),
                            self.senators[bt].id_key(),
                            self.senators[bp].id_key(),
                        )
                    }
                };
                if better {
                    best = Some((b, p, t));
                }
            }
        }
        if let Some((b, p, t)) = best
            && b >= 2
        {
            plan.persuasion = Some(PersuasionOrder {
                target: self.senators[t].id(),
                persuader: self.senators[p].id(),
                bribe: 0,
                card: None,
            });
        }
        let in_rome = self.in_rome_of(f);
        let knight = in_rome
            .iter()
            .copied()
            .find(|i| self.senators[*i].faction_leader)
            .or_else(|| {
                in_rome.iter().copied().min_by_key(|i| {
                    let s = &self.senators[*i];
                    (Reverse(s.influence), Reverse(s.oratory(d)), s.id_key())
                })
            });
        // COM-23 (card:intrigue-proscription/3): a faction that proscribed the Knights recruits
        // none, so its Default Move attracts none (a Default Move the rules refuse would refuse
        // every line written on it, ORDERS.md: a bad line never erases a good one).
        if let Some(k) = knight
            && self.com_23_may_recruit(f).is_ok()
        {
            plan.knights = Some(KnightsOrder::Attract {
                senator: self.senators[k].id(),
                spend: 0,
            });
        }
        if !self
            .senators_of(f)
            .iter()
            .any(|i| self.senators[*i].faction_leader)
            && let Some(l) = self.most_influential(f)
        {
            plan.leader = Some(self.senators[l].id());
        }
        plan
    }

    /// Validate and normalise an initiative plan for `f` against the state now (FOR-09..16).
    pub(super) fn validate_plan(
        &self,
        f: FactionId,
        plan: &InitiativePlan,
    ) -> Result<InitiativePlan, RuleError> {
        let mut out = InitiativePlan::default();
        // Talents each of f's senators would spend (bribe, knights, games).
        let mut spend: Vec<(usize, u32)> = Vec::new();
        let mut add = |i: usize, a: u32| match spend.iter_mut().find(|(j, _)| *j == i) {
            Some((_, v)) => *v = v.saturating_add(a),
            None => spend.push((i, a)),
        };
        if let Some(p) = &plan.persuasion {
            let pi = self.own_senator(f, &p.persuader, Act::Persuade, "FOR-10")?;
            if !self.senators[pi].in_rome {
                return Err(Illegal::NotInRome {
                    senator: p.persuader.clone(),
                    act: Act::Persuade,
                }
                .by("FOR-10")
                .into());
            }
            let ti = self.find_senator(&p.target).ok_or_else(|| {
                Illegal::NoSuchSenator {
                    senator: p.target.clone(),
                }
                .by("FOR-10")
            })?;
            if !self.persuadable_by(f, ti) {
                return Err(Illegal::NotPersuadable {
                    senator: p.target.clone(),
                }
                .by("FOR-10")
                .into());
            }
            // FOR-13: Seduction / Blackmail must be in the faction's hand.
            if let Some(card) = p.card
                && self.intrigue_in_hand(f, card.kind()).is_empty()
            {
                return Err(Illegal::IntrigueNotHeld { card: card.kind() }
                    .by("FOR-13")
                    .into());
            }
            add(pi, p.bribe);
            out.persuasion = Some(PersuasionOrder {
                target: self.senators[ti].id(),
                persuader: self.senators[pi].id(),
                bribe: p.bribe,
                card: p.card,
            });
        }
        if let Some(k) = &plan.knights {
            match k {
                KnightsOrder::Attract { senator, spend: s } => {
                    self.com_23_may_recruit(f)?;
                    let i = self.own_senator(f, senator, Act::AttractKnights, "FOR-14")?;
                    if !self.senators[i].in_rome {
                        return Err(Illegal::NotInRome {
                            senator: senator.clone(),
                            act: Act::AttractKnights,
                        }
                        .by("FOR-14")
                        .into());
                    }
                    add(i, *s);
                    out.knights = Some(KnightsOrder::Attract {
                        senator: self.senators[i].id(),
                        spend: *s,
                    });
                }
                KnightsOrder::Pressure { .. } => {
                    // FOR-14 (LR 1.07.51): any of the faction's Senators, in Rome or away, each
                    // named once.
                    let mut pairs: Vec<(SenatorId, u32)> = Vec::new();
                    for (senator, knights) in k.pressures() {
                        let i = self.own_senator(f, &senator, Act::PressureKnights, "FOR-14")?;
                        let have = self.senators[i].knights;
                        let id = self.senators[i].id();
                        if knights == 0 || knights > have || pairs.iter().any(|(s, _)| *s == id) {
                            return Err(Illegal::PressureRange {
                                senator,
                                knights: have,
                            }
                            .by("FOR-14")
                            .into());
                        }
                        pairs.push((id, knights));
                    }
                    out.knights = KnightsOrder::pressure_of(pairs);
                }
            }
        }
        if let Some((s, kind)) = &plan.games {
            let i = self.own_senator(f, s, Act::SponsorGames, "FOR-15")?;
            self.not_captive(i, Act::SponsorGames, "FOR-15")?;
            add(i, games_row(*kind).0);
            out.games = Some((self.senators[i].id(), *kind));
        }
        if let Some(l) = &plan.leader {
            let i = self.own_senator(f, l, Act::LeadFaction, "FOR-16")?;
            out.leader = Some(self.senators[i].id());
        }
        for (i, a) in spend {
            let have = self.senators[i].treasury;
            if a > have {
                return Err(Illegal::Overspent {
                    senator: self.senators[i].id(),
                    spend: u64::from(a),
                    have,
                }
                .by("FOR-09")
                .into());
            }
        }
        Ok(out)
    }

    /// A standing order of this kind for `f`, if any.
    pub(super) fn standing_for(&self, f: FactionId, kind: DecisionKind) -> Option<Answer> {
        self.standing
            .iter()
            .find(|s| s.faction == f && s.kind == kind)
            .map(|s| s.answer.clone())
    }

    /// Use the standing order as the decision's default when it is legal now (PB-03).
    pub(super) fn apply_standing(&self, mut d: Decision) -> Decision {
        let Some(a) = self.standing_for(d.owner, d.kind) else {
            return d;
        };
        match self.validate(&d, a) {
            Ok(a) => {
                d.default = a;
                d.default_by = DefaultBy::Standing {
                    dropped: Vec::new(),
                };
            }
            Err(e) => {
                d.default_by = DefaultBy::StandingSetAside {
                    error: Some(e),
                    dropped: Vec::new(),
                };
            }
        }
        d
    }

    /// PB-03: the decision for `f`'s regular initiative.
    pub(super) fn initiative_decision(&self, f: FactionId, initiative: u8) -> Decision {
        let plan = self.seed_default_plan(f);
        let d = Decision {
            id: self.decision_id(&format!("initiative{initiative}"), f),
            kind: DecisionKind::Initiative,
            owner: f,
            simultaneous: true,
            options: self.initiative_options(f, initiative),
            default: Answer::Initiative(plan),
            default_by: DefaultBy::Seed,
        };
        self.apply_standing(d)
    }

    /// Standing orders: set (validated for shape: the answer must fit the decision kind).
    pub fn set_standing(
        &mut self,
        faction: FactionId,
        kind: DecisionKind,
        answer: Answer,
    ) -> Result<(), RuleError> {
        if usize::from(faction.0) >= self.factions.len() {
            return Err(Illegal::NoSuchFaction { faction }.by(kind.rule_id()).into());
        }
        let fits = matches!(
            (kind, &answer),
            (DecisionKind::SetupPlays, Answer::SetupPlays { .. })
                | (DecisionKind::Revenue, Answer::Revenue { .. })
                | (DecisionKind::Initiative, Answer::Initiative(_))
                | (DecisionKind::Bribes, Answer::Bribes { .. })
                | (DecisionKind::InitiativeBid, Answer::InitiativeBid { .. })
                | (DecisionKind::SenateVote, Answer::SenateVote(_))
        );
        if !fits {
            return Err(Illegal::StandingWrongKind { kind }
                .by(kind.rule_id())
                .into());
        }
        self.standing
            .retain(|s| !(s.faction == faction && s.kind == kind));
        self.standing.push(StandingOrder {
            faction,
            kind,
            answer,
        });
        Ok(())
    }

    /// Standing orders: forget all of a faction's.
    pub fn clear_standing(&mut self, faction: FactionId) {
        self.standing.retain(|s| s.faction != faction);
    }

    /// Standing orders of a faction.
    pub fn standing(&self, faction: FactionId) -> Vec<(DecisionKind, Answer)> {
        self.standing
            .iter()
            .filter(|s| s.faction == faction)
            .map(|s| (s.kind, s.answer.clone()))
            .collect()
    }

    /// Number of Evil Omens effects in play (GEN-13): 1 for the event, one more for each
    /// further Evil Omens this turn (the increased side, and each repeat of it).
    pub(super) fn evil_omens(&self) -> i32 {
        self.events_in_play
            .iter()
            .filter(|e| e.key == super::events::EVIL_OMENS)
            .map(|e| 1 + i32::from(e.increased) + i32::try_from(e.repeats).unwrap_or(0))
            .sum()
    }

    /// FOR-03/FOR-04/FOR-09: `f` takes initiative `n`: the initiative roll and its card or event,
    /// then, in rule order, persuasion, knights, games, Faction Leader (LR 1.07.2).
    pub(super) fn run_initiative(
        &mut self,
        n: u8,
        f: FactionId,
        plan: &InitiativePlan,
        how: InitiativeHow,
        ev: &mut Vec<Event>,
    ) {
        if let Some(fs) = self.forum.as_mut() {
            fs.taken = fs.taken.max(n);
        }
        ev.push(public(EventKind::InitiativeTaken {
            initiative: n,
            faction: f,
            how,
        }));
        // FOR-04: 2d6; Evil Omens never modify the initiative roll (GEN-13).
        let dice = self.roll(
            2,
            RollFor::Initiative,
            DicePurpose::Initiative {
                initiative: n,
                faction: f,
            },
            ev,
        );
        let total = dice.count();
        if total == 7 {
            self.random_event(f, ev);
        } else {
            self.draw_forum_card(f, ev);
        }
        if self.status != GameStatus::Waiting {
            return;
        }
        if let Some(p) = &plan.persuasion {
            self.start_persuasion(n, f, p, ev);
        }
        if let Some(k) = &plan.knights {
            self.for_14_knights(f, k, ev);
        }
        if let Some((s, kind)) = &plan.games {
            self.for_15_games(f, s, *kind, ev);
        }
        if let Some(l) = &plan.leader {
            self.for_16_leader(f, l, ev);
        }
        self.name_leader_if_missing(f, ev);
    }

    /// A plan step that cannot be done any more: said privately (it may involve money) and to
    /// the GM, never skipped silently.
    pub(super) fn step_lapses(&self, f: FactionId, refused: Refused, ev: &mut Vec<Event>) {
        ev.push(private(
            f,
            EventKind::OrderLapsed {
                faction: f,
                refused,
            },
        ));
    }

    /// FOR-14 (LR 1.07.5, 1.07.51): attract one Knight (spend + 1d6 ≥ 6; Marius +1) or pressure
    /// Knights (1d6 talents each, the Knights go back to the bank). Evil Omens: −1 on each die
    /// (GEN-13).
    pub(super) fn for_14_knights(
        &mut self,
        f: FactionId,
        order: &KnightsOrder,
        ev: &mut Vec<Event>,
    ) {
        let d = data();
        match order {
            KnightsOrder::Attract { senator, spend } => {
                let Some(i) = self
                    .find_senator(senator)
                    .filter(|i| self.senators[*i].faction == Some(f) && self.senators[*i].in_rome)
                else {
                    self.step_lapses(
                        f,
                        Illegal::NoLongerYours {
                            senator: senator.clone(),
                            act: Act::AttractKnights,
                        }
                        .by("FOR-14"),
                        ev,
                    );
                    return;
                };
                if self.senators[i].treasury < *spend {
                    self.step_lapses(
                        f,
                        Illegal::CannotPay {
                            senator: senator.clone(),
                            amount: *spend,
                            have: self.senators[i].treasury,
                        }
                        .by("FOR-14"),
                        ev,
                    );
                    return;
                }
                let die = self.roll(
                    1,
                    RollFor::Check,
                    DicePurpose::KnightAttraction {
                        senator: self.senators[i].id(),
                    },
                    ev,
                );
                let marius = self.senators[i]
                    .statesman
                    .as_deref()
                    .and_then(|s| d.statesman(s))
                    .is_some_and(|c| c.has_power(StatesmanPower::KnightRollPlusOne));
                // SEN-62 (card:law-servilian/1): +1 for the Servilian Law's player.
                // COM-23 (card:intrigue-proscription/3): +1 after another faction's Proscription.
                let roll = die.total()
                    + i32::from(marius)
                    + self.servilian_bonus(f)
                    + self.com_23_knight_bonus(f);
                let total = roll + i32::try_from(*spend).unwrap_or(i32::MAX);
                let success = total >= 6;
                let s = &mut self.senators[i];
                s.treasury -= spend;
                self.ledger.spent_to_bank += u64::from(*spend);
                if success {
                    s.knights += 1;
                }
                ev.push(public(EventKind::KnightsAttracted {
                    senator: self.senators[i].id(),
                    faction: f,
                    spend: *spend,
                    roll: u32::try_from(roll.max(0)).unwrap_or(0),
                    success,
                }));
            }
            KnightsOrder::Pressure { .. } => {
                // LR 1.07.51/2-3: a die for each Knight pressured, under each Senator named; the
                // Talents go to that Senator's Personal Treasury.
                for (senator, knights) in order.pressures() {
                    self.for_14_pressure(f, &senator, knights, ev);
                }
            }
        }
    }

    /// FOR-14 (LR 1.07.51): pressure `knights` Knights of one Senator of `f`.
    fn for_14_pressure(
        &mut self,
        f: FactionId,
        senator: &SenatorId,
        knights: u32,
        ev: &mut Vec<Event>,
    ) {
        let Some(i) = self
            .find_senator(senator)
            .filter(|i| self.senators[*i].faction == Some(f))
        else {
            self.step_lapses(
                f,
                Illegal::NoLongerYours {
                    senator: senator.clone(),
                    act: Act::PressureKnights,
                }
                .by("FOR-14"),
                ev,
            );
            return;
        };
        let k = knights.min(self.senators[i].knights);
        if k == 0 {
            self.step_lapses(
                f,
                Illegal::NoKnights {
                    senator: senator.clone(),
                }
                .by("FOR-14"),
                ev,
            );
            return;
        }
        // Each Knight is a roll of its own (1d6 Talents, Evil Omens −1 each, GEN-13).
        let mut talents = 0;
        for j in 1..=k {
            let die = self.roll(
                1,
                RollFor::Check,
                DicePurpose::KnightPressured {
                    senator: self.senators[i].id(),
                    knight: j,
                    of: k,
                },
                ev,
            );
            talents += die.count();
        }
        let s = &mut self.senators[i];
        s.knights -= k;
        s.treasury += talents;
        self.ledger.bank_to_players += u64::from(talents);
        ev.push(public(EventKind::KnightsPressured {
            senator: self.senators[i].id(),
            faction: f,
            knights: k,
            talents,
        }));
    }

    /// FOR-15 (LR 1.07.6): games paid from the sponsor's Personal Treasury (to the bank).
    pub(super) fn for_15_games(
        &mut self,
        f: FactionId,
        senator: &SenatorId,
        kind: GamesKind,
        ev: &mut Vec<Event>,
    ) {
        let (cost, pop, unrest) = games_row(kind);
        let Some(i) = self
            .find_senator(senator)
            .filter(|i| self.senators[*i].faction == Some(f))
        else {
            self.step_lapses(
                f,
                Illegal::NoLongerYours {
                    senator: senator.clone(),
                    act: Act::SponsorGames,
                }
                .by("FOR-15"),
                ev,
            );
            return;
        };
        if self.senators[i].treasury < cost {
            self.step_lapses(
                f,
                Illegal::CannotPay {
                    senator: senator.clone(),
                    amount: cost,
                    have: self.senators[i].treasury,
                }
                .by("FOR-15"),
                ev,
            );
            return;
        }
        self.senators[i].treasury -= cost;
        self.ledger.spent_to_bank += u64::from(cost);
        self.change_popularity(i, pop, ev);
        self.add_unrest(-unrest);
        ev.push(public(EventKind::GamesSponsored {
            senator: self.senators[i].id(),
            faction: f,
            games: kind,
            cost,
            popularity: pop,
            unrest: -unrest,
        }));
        ev.push(public(EventKind::UnrestChanged {
            delta: -unrest,
            unrest: self.unrest,
            reason: UnrestReason::Games { kind },
        }));
    }

    /// FOR-16 (LR 1.07.7): the Faction Leader marker to any own senator.
    pub(super) fn for_16_leader(&mut self, f: FactionId, senator: &SenatorId, ev: &mut Vec<Event>) {
        let Some(i) = self
            .find_senator(senator)
            .filter(|i| self.senators[*i].faction == Some(f))
        else {
            self.step_lapses(
                f,
                Illegal::NoLongerYours {
                    senator: senator.clone(),
                    act: Act::LeadFaction,
                }
                .by("FOR-16"),
                ev,
            );
            return;
        };
        if self.senators[i].faction_leader {
            return;
        }
        for j in self.senators_of(f) {
            self.senators[j].faction_leader = false;
        }
        self.senators[i].faction_leader = true;
        ev.push(public(EventKind::FactionLeaderChosen {
            faction: f,
            senator: self.senators[i].id(),
        }));
    }

    /// PB-03: "If the Faction is currently without a faction leader, the Senator with the most
    /// influence will be so named."
    pub(super) fn name_leader_if_missing(&mut self, f: FactionId, ev: &mut Vec<Event>) {
        if self
            .senators_of(f)
            .iter()
            .any(|i| self.senators[*i].faction_leader)
        {
            return;
        }
        if let Some(i) = self.most_influential(f) {
            self.senators[i].faction_leader = true;
            ev.push(public(EventKind::FactionLeaderChosen {
                faction: f,
                senator: self.senators[i].id(),
            }));
        }
    }
}
