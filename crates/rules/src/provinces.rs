//! Provinces in the Revenue Phase and their Events (LR 1.06.13, 1.06.4, 1.06.51, 1.06.6,
//! 1.09.5; REV-01, REV-02, REV-08, REV-12, REV-14, REV-19, MOR-04, SEN-37, FOR-22).
//!
//! Governed provinces are `Game::provinces`; provinces without a Governor lie in the Forum
//! (`Game::forum_provinces`, card keys of data/provinces.toml). A vacant province yields
//! nothing, cannot be developed and is immune to Barbarian Raids, Internal Disorder, Pretender
//! Emerges and Trial of Verres (SEN-37, LR 1.09.54): every step here looks only at governed
//! provinces, so vacant ones are left alone by construction.
//!
//! A province that revolts (REV-02 Internal Disorder, FOR-22 Pretender Emerges) leaves its
//! Governor and becomes an Active War "in every respect": the War card generated for it at data
//! load (`data::province_revolt_key`, `ScenarioData::province_revolts`), a Revolt (no Spoils)
//! whose Victory returns the Province to the Forum (COM-12). It never enters the deck.
//!
//! RULING (GEN-13): Evil Omens modify no roll here. The card lasts until the end of the turn
//! it was drawn in (a Forum Phase); the Revenue Phase of a turn comes before its Forum Phase,
//! so an Evil Omens still lying in the Forum during the Revenue Phase belongs to a past turn.

use super::api::{
    DeathCause, Event, EventKind, FactionId, ForcesReason, IncomeItem, RebelExemption, RuleId,
    SenatorId, ToForum, TreasuryReason, Visibility,
};
use super::combat::{Outcome, crt};
use super::data::{DeckCard, ProvinceCard, ProvinceCheck, province_revolt_key};
use super::game::{Game, GameStatus, data, private, public};
use super::general::{RollFor, Rolled};
use super::state::{Captive, Province};
use crate::api::DicePurpose;
use crate::api::{CardRef, Cause, Place};

/// Barbarian Raids (REV-01).
pub(super) const BARBARIAN_RAIDS: &str = "barbarian-raids";
/// Internal Disorder (REV-02).
pub(super) const INTERNAL_DISORDER: &str = "internal-disorder";
/// Trial of Verres (REV-08, REV-14).
pub(super) const TRIAL_OF_VERRES: &str = "trial-of-verres";
/// Pretender Emerges (FOR-22).
pub(super) const PRETENDER_EMERGES: &str = "pretender-emerges";

/// A debt of the State from a negative provincial roll, paid in the Debits (REV-16).
pub(super) type ProvincialDebt = (TreasuryReason, i64);

impl Game {
    /// The side shown of an Event card in the Forum (`Some(increased)`), if it is there.
    pub(super) fn event_side(&self, key: &str) -> Option<bool> {
        self.events_in_play
            .iter()
            .find(|e| e.key == key)
            .map(|e| e.increased)
    }

    /// The province roll an Event in the Forum demands (REV-01, REV-02), with the side's name.
    fn event_check(&self, key: &str) -> Option<(bool, ProvinceCheck)> {
        let increased = self.event_side(key)?;
        let card = data().event(key)?;
        let check = card.side_effect(increased).province_check?;
        Some((increased, check))
    }

    /// Trial of Verres (FOR-22, REV-08, REV-14): talents moved from each Governor's Spoils to
    /// his province's State income in this Revenue Phase (3, or 5 on the increased side).
    fn verres_shift(&self) -> i64 {
        self.event_side(TRIAL_OF_VERRES)
            .and_then(|inc| {
                data()
                    .event(TRIAL_OF_VERRES)
                    .and_then(|c| c.side_effect(inc).province_income_shift)
            })
            .map_or(0, i64::from)
    }

    /// The card of the governed province at `p`.
    fn province_card(&self, p: usize) -> Option<&'static ProvinceCard> {
        data().province(&self.provinces.get(p)?.key)
    }

    /// The Governor's senator index.
    fn governor_index(&self, p: usize) -> Option<usize> {
        self.find_senator(&self.provinces.get(p)?.governor)
    }

    /// REV-01 / REV-02: the province yields no revenue this turn (Spoils or State income):
    /// Overrun by Barbarian Raids, or Undeveloped under Internal Disorder.
    /// RVN-08 (LR 1.11.33, basic game): a Province whose Governor is in Revolt yields no
    /// Provincial Spoils and no State income.
    fn rebel_province(&self, p: usize) -> bool {
        self.governor_index(p)
            .is_some_and(|i| self.senators[i].rebel)
    }

    /// REV-16 / RVN-07 (LR 1.06.53, 1.11.32): the Legions garrisoning Provinces of Rebel
    /// Governors, which neither the Senate nor the Rebel maintains in the Basic Game.
    ///
    /// RVN-10 (ADV 2.03.22/1, RULINGS): a Rebel Governor's Garrison under 2.03 already left
    /// `Game::legions` (the Rebel maintains it, 2.03.6): not counted here, else twice.
    pub(super) fn rebel_garrisons(&self) -> u32 {
        (0..self.provinces.len())
            .filter(|p| self.rebel_province(*p) && !self.rvn_10_rebel_province_at(*p))
            .map(|p| self.provinces[p].garrison)
            .sum()
    }

    fn no_revenue(&self, p: usize) -> bool {
        let Some(prov) = self.provinces.get(p) else {
            return true;
        };
        self.overrun_provinces.contains(&prov.key)
            || (!prov.developed && self.event_side(INTERNAL_DISORDER).is_some())
    }

    /// REV-08 / REV-14 (ADV 2.02.4/2): no Spoils or State income: no revenue, or (Provincial
    /// Wars) under attack.
    fn no_income(&self, p: usize) -> bool {
        self.no_revenue(p)
            || self
                .provinces
                .get(p)
                .is_some_and(|prov| self.province_attacked_by(&prov.key).is_some())
    }

    /// REV-12 (LR 1.06.4): the Governor of this Undeveloped province must roll for development,
    /// unless it yields no revenue (Overrun, Internal Disorder).
    ///
    /// REV-01 / REV-12 (card Barbarian Raids: "An Overrun Province ... may not roll for
    /// Development this turn"; DESIGN "Sources and conflicts": the card decides): only an
    /// Overrun province loses its development roll; a raided province that holds rolls as usual.
    fn may_develop(&self, p: usize) -> bool {
        let Some(prov) = self.provinces.get(p) else {
            return false;
        };
        !prov.developed && !self.no_revenue(p)
    }

    /// REV-08 (LR 1.06.13, 1.09.53): `f`'s Governors who may take Provincial Spoils this turn:
    /// aligned (unaligned Governors take none) and their province yields revenue.
    pub(super) fn spoils_governors(&self, f: FactionId) -> Vec<SenatorId> {
        (0..self.provinces.len())
            .filter(|p| !self.no_income(*p) && !self.rebel_province(*p))
            .filter_map(|p| {
                let i = self.governor_index(p)?;
                (self.senators[i].faction == Some(f)).then(|| self.senators[i].id())
            })
            .collect()
    }

    /// REV-01 (Barbarian Raids, FOR-22) then REV-02 (Internal Disorder, FOR-22), at the start
    /// of the Revenue Phase. Returns false if the game stopped.
    ///
    /// RULING (REV-01/REV-02): Barbarian Raids are resolved before Internal Disorder (both
    /// cards say "at the start of the Revenue Phase"); a Developed province Overrun reverts to
    /// Undeveloped first and so faces the Order roll too.
    pub(super) fn province_events_at_revenue_start(&mut self, ev: &mut Vec<Event>) -> bool {
        self.overrun_provinces.clear();
        self.rev_01_barbarian_raids(ev);
        self.rev_02_internal_disorder(ev);
        self.status == GameStatus::Waiting
    }

    /// REV-01 (LR 1.06; card Barbarian Raids): each Governor of a Frontier Province rolls 2d6 +
    /// the province's printed land strength + 2 per garrisoned Legion + his Military; he needs
    /// more than 15 (17 on the increased side). Otherwise the province is Overrun: no revenue
    /// this turn, a Developed province reverts to Undeveloped and cannot develop, mortality
    /// chits equal to the black die are drawn for the Governor and as many garrisoned Legions
    /// are lost.
    ///
    /// RULING (REV-01, source conflict 13.2): the threshold is "more than" (card text) rather
    /// than S002's "at least". RULING: the black die is the second die of the Raid roll.
    /// RULING: a chit drawn for the Governor means he is captured (the card speaks of ransom):
    /// he becomes a captive of the Raid (`Captive` with war "barbarian-raids", COM-16), away
    /// from Rome and earning nothing; he stays Governor until he dies (REV-01 ransom, see
    /// `rev_01_unransomed_captives_die`).
    fn rev_01_barbarian_raids(&mut self, ev: &mut Vec<Event>) {
        let Some((increased, check)) = self.event_check(BARBARIAN_RAIDS) else {
            return;
        };
        for p in 0..self.provinces.len() {
            let Some(card) = self.province_card(p) else {
                continue;
            };
            let Some(gi) = self.governor_index(p) else {
                continue;
            };
            if !card.frontier {
                continue;
            }
            // RVN-10 (ADV 2.03.4/2): no Random Event touches a Rebel Province.
            let raids = RebelExemption::Event {
                card: BARBARIAN_RAIDS.to_string().into(),
            };
            if self.rvn_10_unaffected(p, raids, ev) {
                continue;
            }
            let label = self.provinces[p].key.clone();
            // card:statesman-30a/2: the Governor's MIL in the fight, Pompey's rolled (RULINGS
            // COM-04). SEN-38 (RULING "Governors by Legate", LR 1.13.1/6): a Governor by Legate
            // is not in his Province and adds no MIL.
            let mil = if self.sen_38_by_legate(&label) {
                0
            } else {
                self.battle_military(gi, ev)
            };
            let (garrison, developed) = (self.provinces[p].garrison, self.provinces[p].developed);
            // card:event-barbarian-raids/7, /14 (ADV 2.02.32): the Provincial Armies count as
            // the Legions they make, 2 each (RULING in `event_provincial_forces.rs`).
            let raids = (BARBARIAN_RAIDS, increased);
            let (armies, _) = self.pw_event_armies_counted(&label, garrison, raids, 2, ev);
            let strength = i64::from(card.side(developed).land_base.unwrap_or(0))
                + 2 * i64::from(garrison)
                + i64::from(armies)
                + i64::from(mil);
            let dice = self.roll(
                usize::from(check.dice),
                RollFor::Check,
                DicePurpose::RaidRoll {
                    province: self.provinces[p].key.clone().into(),
                },
                ev,
            );
            let total = i64::from(dice.total()) + strength;
            let held = total > i64::from(check.must_exceed);
            ev.push(public(EventKind::ProvinceCheck {
                province: label.clone().into(),
                governor: self.senators[gi].id(),
                card: BARBARIAN_RAIDS.to_string().into(),
                increased,
                total,
                must_exceed: check.must_exceed,
                held,
            }));
            if held {
                continue;
            }
            let key = self.provinces[p].key.clone();
            self.overrun_provinces.push(key.clone());
            let reverted = self.provinces[p].developed;
            if reverted {
                self.provinces[p].developed = false;
            }
            let black = dice.dice.last().copied().unwrap_or(0);
            let present = self.provinces[p].garrison;
            // card:event-barbarian-raids/7, /14 (ADV 2.02.411): the Provincial Armies share the
            // losses.
            let lost = self.pw_event_losses(&key, u32::from(black), present, raids, ev);
            if lost > 0 {
                self.garrison_veterans_battle_losses(&key, lost, present);
                self.provinces[p].garrison -= lost;
                self.legions = self.legions.saturating_sub(lost);
                ev.push(public(EventKind::Forces {
                    legions: self.legions,
                    fleets: self.fleets,
                    reason: ForcesReason::Overrun {
                        province: self.provinces[p].key.clone(),
                        lost,
                    },
                }));
            }
            let province = self.provinces[p].key.clone();
            ev.push(public(EventKind::ProvinceOverrun {
                province: province.clone().into(),
                reverted,
            }));
            let family = self.senators[gi].family;
            let chits = self.draw_chits(u32::from(black), ev);
            // SEN-38 (RULING): a Governor by Legate is not in his Province to be captured.
            if chits.contains(&family) && !self.sen_38_by_legate(&province) {
                self.rev_01_capture(gi, &province, ev);
            }
        }
    }

    /// REV-01 / COM-16: the Governor `gi` of `province` (key) is captured by the Barbarian
    /// Raids.
    fn rev_01_capture(&mut self, gi: usize, province: &str, ev: &mut Vec<Event>) {
        let id = self.senators[gi].id();
        if self.captives.iter().any(|c| c.senator == id) {
            return;
        }
        self.captives.push(Captive {
            senator: id.clone(),
            war: BARBARIAN_RAIDS.to_string(),
        });
        self.senators[gi].in_rome = false;
        ev.push(public(EventKind::RaidCapture {
            senator: id,
            province: province.to_string().into(),
        }));
    }

    /// REV-01 / COM-16 (card Barbarian Raids: "A captured Governor dies unless ransomed before
    /// the next Forum Phase"): at the start of the Forum Phase every captive of the Raids dies;
    /// his Province goes to the Forum (MOR-04, through `kill_senator`).
    ///
    /// RULING (REV-01/COM-16): the engine has no decision round in which a ransom could be paid
    /// (none exists for any captive), so no ransom is ever paid and the captive dies here.
    pub(super) fn rev_01_unransomed_captives_die(&mut self, ev: &mut Vec<Event>) {
        let held: Vec<SenatorId> = self
            .captives
            .iter()
            .filter(|c| c.war == BARBARIAN_RAIDS)
            .map(|c| c.senator.clone())
            .collect();
        if held.is_empty() {
            return;
        }
        for id in held {
            self.captives.retain(|c| c.senator != id);
            if let Some(i) = self.find_senator(&id) {
                self.province_death(i, DeathCause::RaidCaptive, ev);
            }
        }
    }

    /// Senator `i` dies of a province event (REV-01, REV-02, FOR-22): the cause is public.
    fn province_death(&mut self, i: usize, cause: DeathCause, ev: &mut Vec<Event>) {
        self.kill_senator(i, cause, ev);
        self.mor_06_empty_factions(ev);
    }

    /// REV-02 (card Internal Disorder): the Governor of every Undeveloped province rolls 1d6 +
    /// 1 per garrisoned Legion and needs more than 4 (5 on the increased side); otherwise the
    /// province revolts: the Governor and his garrison die and the province becomes an Active
    /// War of its printed strengths. Undeveloped provinces yield no revenue and cannot develop
    /// this turn (see `no_revenue`).
    ///
    /// The revolting province leaves `provinces` (see `province_becomes_war`), so the loop
    /// walks the province keys present at the start.
    fn rev_02_internal_disorder(&mut self, ev: &mut Vec<Event>) {
        let Some((increased, check)) = self.event_check(INTERNAL_DISORDER) else {
            return;
        };
        let keys: Vec<String> = self.provinces.iter().map(|p| p.key.clone()).collect();
        for key in keys {
            if self.status != GameStatus::Waiting {
                return;
            }
            let Some(p) = self.provinces.iter().position(|x| x.key == key) else {
                continue;
            };
            if self.provinces[p].developed {
                continue;
            }
            let Some(gi) = self.governor_index(p) else {
                continue;
            };
            // RVN-10 (ADV 2.03.4/2): no Random Event touches a Rebel Province.
            let disorder = RebelExemption::Event {
                card: INTERNAL_DISORDER.to_string().into(),
            };
            if self.rvn_10_unaffected(p, disorder, ev) {
                continue;
            }
            let label = self.provinces[p].key.clone();
            let dice = self.roll(
                usize::from(check.dice),
                RollFor::Check,
                DicePurpose::OrderRoll {
                    province: self.provinces[p].key.clone().into(),
                },
                ev,
            );
            // card:event-internal-disorder/6, /12 (ADV 2.02.32): the Provincial Armies count
            // as the Legions they make, 1 each (RULING in `event_provincial_forces.rs`).
            let garrison = self.provinces[p].garrison;
            let disorder = (INTERNAL_DISORDER, increased);
            let (armies, _) = self.pw_event_armies_counted(&label, garrison, disorder, 1, ev);
            let total = i64::from(dice.total()) + i64::from(garrison) + i64::from(armies);
            let held = total > i64::from(check.must_exceed);
            ev.push(public(EventKind::ProvinceCheck {
                province: label.clone().into(),
                governor: self.senators[gi].id(),
                card: INTERNAL_DISORDER.to_string().into(),
                increased,
                total,
                must_exceed: check.must_exceed,
                held,
            }));
            if !held {
                // SEN-38 (RULING "Governors by Legate", LR 1.13.1/6): a Governor by Legate is
                // not in his Province: the revolt kills its garrison, not him.
                let gi = Some(gi).filter(|_| !self.sen_38_by_legate(&key));
                let prov = self.provinces.remove(p);
                self.for_22_legate_spared(&prov, gi, ev);
                self.garrison_killed(&prov, "REV-02", ev);
                self.pw_forces_lost_with_province(&prov.key, disorder, ev);
                if let Some(gi) = gi {
                    self.province_death(
                        gi,
                        DeathCause::Revolt {
                            province: prov.key.clone(),
                            rule: RuleId::new("REV-02"),
                            lost_battle: false,
                        },
                        ev,
                    );
                }
                self.province_becomes_war(
                    &prov,
                    &Cause::ProvinceRevolt {
                        event: INTERNAL_DISORDER.to_string().into(),
                    },
                    ev,
                );
            }
        }
    }

    /// REV-02 / FOR-22: the garrison of a revolting province dies with it.
    fn garrison_killed(&mut self, prov: &Province, rule: &'static str, ev: &mut Vec<Event>) {
        self.garrison_veterans_all_leave(&prov.key, false);
        if prov.garrison == 0 {
            return;
        }
        self.legions = self.legions.saturating_sub(prov.garrison);
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::GarrisonKilled {
                province: prov.key.clone(),
                legions: prov.garrison,
                rule: RuleId::new(rule),
            },
        }));
    }

    /// REV-02 / FOR-22: the Province `prov` (already taken from `provinces`, its Governor and
    /// garrison dealt with) goes to the Forum as an active Revolt: its War card (the side it
    /// shows) becomes an Active War. It is a Revolt (no Spoils, LR 1.07.333) and sets off a
    /// Pretender Emerges in the Forum (FOR-22). Like every war, it goes to the Unprosecuted
    /// spaces at the end of this turn's Combat Phase if left unfought (COM-20).
    fn province_becomes_war(&mut self, prov: &Province, why: &Cause, ev: &mut Vec<Event>) {
        let war = province_revolt_key(&prov.key, prov.developed);
        if data().war(&war).is_none() || self.war_in_forum(&war) {
            // Not reachable with the embedded data; keep the province rather than lose it.
            if !self.forum_provinces.contains(&prov.key) {
                self.forum_provinces.push(prov.key.clone());
            }
            return;
        }
        self.active_wars.push(war.clone());
        if !self.revolts.contains(&war) {
            self.revolts.push(war.clone());
        }
        self.wars_drawn.push((war.clone(), self.turn));
        ev.push(public(EventKind::CardPlaced {
            card: CardRef::Deck {
                of: DeckCard::War(war),
            },
            place: Place::ActiveWars { cause: why.clone() },
        }));
        self.for_22_pretender_on_active_war(ev);
    }

    /// Roll dice whose result is secret to faction `f` (and the GM): `roll` records them, and
    /// that record is made private instead of public (REV-08 spoils are secret).
    pub(super) fn roll_secret(
        &mut self,
        f: FactionId,
        n: usize,
        purpose: DicePurpose,
        ev: &mut Vec<Event>,
    ) -> Rolled {
        let dice = self.roll(n, RollFor::ProvincialIncome, purpose, ev);
        if let Some(e) = ev.last_mut()
            && matches!(e.kind, EventKind::DiceRolled { .. })
        {
            e.visibility = Visibility::Faction(f);
        }
        dice
    }

    /// REV-08 (LR 1.06.1, 1.06.13): when the Revenue Phase opens, each aligned Governor whose
    /// province yields revenue takes the Provincial Spoils unless his faction's standing order
    /// declines them (`choices`, `STANDING SPOILS <governor> NO`; not listed = takes them, the
    /// S004 default "Governors will take graft"). A taker gets a Corrupt marker (public) and
    /// rolls the spoils dice in secret: a positive amount joins his faction's income lump
    /// (returned with the faction and a label; LR 1.06.1 counts the spoils in Personal
    /// Revenue, which the PB-02 orders distribute); a negative one he does not pay: the State
    /// pays it in the Debits (returned as a debt for REV-16). Trial of Verres lowers positive
    /// spoils by 3T (5T), to no less than 0, and never makes the State pay more.
    pub(super) fn rev_08_spoils(
        &mut self,
        choices: &[(SenatorId, bool)],
        ev: &mut Vec<Event>,
    ) -> (Vec<ProvincialDebt>, Vec<(FactionId, IncomeItem)>) {
        let shift = self.verres_shift();
        let mut debts = Vec::new();
        let mut lump = Vec::new();
        for p in 0..self.provinces.len() {
            if self.no_income(p) || self.rebel_province(p) {
                continue;
            }
            let Some(card) = self.province_card(p) else {
                continue;
            };
            let Some(gi) = self.governor_index(p) else {
                continue;
            };
            let Some(f) = self.senators[gi].faction else {
                continue; // LR 1.09.53: unaligned Governors take no spoils.
            };
            let gid = self.senators[gi].id();
            let take = choices
                .iter()
                .find(|(id, _)| *id == gid)
                .is_none_or(|(_, t)| *t);
            let label = self.provinces[p].key.clone();
            if !take {
                ev.push(private(
                    f,
                    EventKind::SpoilsDeclined {
                        governor: gid.clone(),
                        province: self.provinces[p].key.clone().into(),
                    },
                ));
                continue;
            }
            if !self.senators[gi].corrupt {
                self.senators[gi].corrupt = true;
                ev.push(public(EventKind::CorruptMarker {
                    senator: gid.clone(),
                    province: label.clone().into(),
                }));
            }
            // SEN-38 (LR 1.13.1/4): a Province's spoils taken through a Legate.
            self.sen_38_note_spoils(&gid, &label);
            let roll = card.side(self.provinces[p].developed).spoils;
            let dice = self.roll_secret(
                f,
                usize::from(roll.dice.unsigned_abs()),
                DicePurpose::ProvincialSpoils {
                    province: self.provinces[p].key.clone().into(),
                },
                ev,
            );
            // GEN-13: Evil Omens come off the total, not the dice (card).
            let raw = roll.total(&dice.dice) + i64::from(dice.modifier);
            let amount = if raw > 0 { (raw - shift).max(0) } else { raw };
            if amount > 0 {
                let t = u32::try_from(amount).unwrap_or(0);
                lump.push((
                    f,
                    IncomeItem::Spoils {
                        governor: gid.clone(),
                        province: self.provinces[p].key.clone(),
                        amount: t,
                    },
                ));
            } else if amount < 0 {
                debts.push((
                    TreasuryReason::SpoilsLoss {
                        province: self.provinces[p].key.clone(),
                    },
                    -amount,
                ));
            }
            ev.push(private(
                f,
                EventKind::SpoilsCollected {
                    governor: gid,
                    province: label.into(),
                    amount,
                },
            ));
        }
        (debts, lump)
    }

    /// REV-12 (LR 1.06.4): the Governor of each Undeveloped province that may develop rolls
    /// 1d6, +1 if he holds no Corrupt marker; 6 or more flips it to Developed and he gains 3
    /// Influence.
    ///
    /// RULING (REV-08/REV-12, source conflict noted in REV-08): spoils do not replace the
    /// development roll (VG: it is mandatory); taking spoils only costs the +1.
    pub(super) fn rev_12_development(&mut self, ev: &mut Vec<Event>) {
        for p in 0..self.provinces.len() {
            // RVN-10 (ADV 2.03.4/2): a Rebel Province "cannot be Developed": told, no roll.
            if !self.provinces[p].developed
                && self.rvn_10_unaffected(p, RebelExemption::Development, ev)
            {
                continue;
            }
            // LR 1.06.4: "Rebel Governors do not roll for Province development."
            if !self.may_develop(p) || self.rebel_province(p) {
                continue;
            }
            let Some(gi) = self.governor_index(p) else {
                continue;
            };
            let label = self.provinces[p].key.clone();
            let dice = self.roll(
                1,
                RollFor::Check,
                DicePurpose::Development {
                    province: self.provinces[p].key.clone().into(),
                },
                ev,
            );
            let total = i64::from(dice.total()) + i64::from(!self.senators[gi].corrupt);
            let developed = total >= 6;
            if developed {
                self.provinces[p].developed = true;
                self.senators[gi].add_influence(3);
            }
            ev.push(public(EventKind::ProvinceDevelopment {
                province: label.into(),
                governor: self.senators[gi].id(),
                total,
                developed,
            }));
        }
    }

    /// REV-14 (LR 1.06.51): each Governor (aligned or not) whose province yields revenue rolls
    /// its State Income; Trial of Verres adds 3T (5T). A positive amount goes to the State at
    /// once; a negative one is a debt paid in the Debits (LR 1.06.13, REV-16).
    pub(super) fn rev_14_state_income(&mut self, ev: &mut Vec<Event>) -> Vec<ProvincialDebt> {
        let shift = self.verres_shift();
        let mut debts = Vec::new();
        for p in 0..self.provinces.len() {
            if self.no_income(p) || self.governor_index(p).is_none() || self.rebel_province(p) {
                continue;
            }
            let Some(card) = self.province_card(p) else {
                continue;
            };
            let roll = card.side(self.provinces[p].developed).state_income;
            let dice = self.roll(
                usize::from(roll.dice.unsigned_abs()),
                RollFor::ProvincialIncome,
                DicePurpose::StateIncome {
                    province: self.provinces[p].key.clone().into(),
                },
                ev,
            );
            // GEN-13: Evil Omens come off the total, not the dice (card).
            let amount = roll.total(&dice.dice) + i64::from(dice.modifier) + shift;
            let province = self.provinces[p].key.clone();
            if amount > 0 {
                self.state_treasury += amount;
                self.ledger.state_revenue += amount;
                ev.push(public(EventKind::StateTreasury {
                    reason: TreasuryReason::ProvinceIncome {
                        province,
                        verres: shift,
                    },
                    delta: amount,
                    balance: self.state_treasury,
                    shortfall: 0,
                }));
            } else if amount < 0 {
                debts.push((TreasuryReason::ProvinceLoss { province }, -amount));
            } else {
                ev.push(public(EventKind::NoStateIncome {
                    province: self.provinces[p].key.clone().into(),
                }));
            }
        }
        debts
    }

    /// REV-19 (LR 1.06.6, 1.09.51): at the end of the Revenue Phase every non-rebel Governor's
    /// term dial goes down by 1; off "1" he returns to Rome (keeping any Corrupt marker) and the
    /// province goes to the Forum. The Overrun marks of this phase are cleared.
    pub(super) fn rev_19_governor_terms(&mut self, ev: &mut Vec<Event>) {
        self.overrun_provinces.clear();
        // REV-19 (checklist; LR 1.11.32): only non-rebel Governors' term dials move; a Governor
        // who joined a Revolt keeps his Province.
        let rebels: Vec<SenatorId> = self
            .provinces
            .iter()
            .filter(|p| self.is_rebel(&p.governor))
            .map(|p| p.governor.clone())
            .collect();
        for p in &mut self.provinces {
            if !rebels.contains(&p.governor) {
                p.term = p.term.saturating_sub(1);
            }
        }
        // RVN-10 (ADV 2.03.4/3): a Rebel Governor's dial shows nothing; he keeps his Province
        // until defeated or killed.
        while let Some(p) = self
            .provinces
            .iter()
            .position(|p| p.term == 0 && !rebels.contains(&p.governor))
        {
            let id = self.provinces[p].governor.clone();
            let captive = self.captives.iter().any(|c| c.senator == id);
            // SEN-38 (LR 1.13.1/2): a Governor by Legate stays where he is.
            let by_legate = self.sen_38_by_legate(&self.provinces[p].key);
            if let Some(i) = self.find_senator(&id)
                && !captive
                && !by_legate
            {
                // REV-01/COM-16: a captive stays with his captors.
                self.senators[i].in_rome = true;
            }
            // SEN-35 (LR 1.09.51): he governs again this turn only with his consent.
            if !by_legate {
                self.sen_35_note_returned(&id);
            }
            let why = if by_legate {
                ToForum::LegateTermEnded
            } else {
                ToForum::TermEnded
            };
            self.province_to_forum(p, why, ev);
        }
    }

    /// MOR-04 (LR 1.05.3): the provinces of a Governor who dies go to the Forum with their
    /// garrisons. Returns their names.
    pub(super) fn mor_04_governor_dies(
        &mut self,
        id: &SenatorId,
        ev: &mut Vec<Event>,
    ) -> Vec<String> {
        let mut names = Vec::new();
        while let Some(p) = self.provinces.iter().position(|p| p.governor == *id) {
            names.push(self.provinces[p].key.clone());
            self.province_to_forum(p, ToForum::GovernorDied, ev);
        }
        names
    }

    /// Move the governed province at `p` to the Forum, without a Governor.
    ///
    /// REV-19 / MOR-04 / SEN-46 (LR 1.09.646): the garrison goes to the Forum with the
    /// Province and stays there (still maintained, REV-16) until a new Governor takes it or the
    /// Senate recalls it (`senate/forces.rs`).
    pub(super) fn province_to_forum(&mut self, p: usize, why: ToForum, ev: &mut Vec<Event>) {
        if p >= self.provinces.len() {
            return;
        }
        let prov = self.provinces.remove(p);
        self.sen_38_province_left(&prov.key);
        self.sen_46_garrison_to_forum(&prov.key, prov.garrison);
        if !self.forum_provinces.contains(&prov.key) {
            self.forum_provinces.push(prov.key.clone());
            // SET-08 / MOR-04: the card keeps its side in the Forum.
            if prov.developed && !self.forum_developed.contains(&prov.key) {
                self.forum_developed.push(prov.key.clone());
            }
        }
        ev.push(public(EventKind::ProvinceToForum {
            province: prov.key.clone().into(),
            governor: prov.governor,
            reason: why,
        }));
    }

    /// FOR-22 (card Pretender Emerges): when the next Active War card appears, a randomly
    /// selected governed Province revolts and the card leaves the Forum. On the normal side its
    /// Governor and garrison fight the Province's strength at once: any result but a Victory
    /// kills the Governor, the surviving garrison returns to Rome and the Province goes to the
    /// Forum as an active Revolt (a War with its printed Land and Fleet strength). On the
    /// increased side (Pretender Victorious) the Governor and garrison die outright and the
    /// Province revolts. With no governed province nothing happens and the card stays (vacant
    /// provinces are immune, SEN-37).
    ///
    /// RULING (FOR-22): the random Province is drawn with the game RNG among the governed ones,
    /// announced publicly.
    /// RULING (FOR-22 / SEN-38, docs/RULINGS.md): a Governor by Legate (the Vatinian Law) is not
    /// in his Province (LR 1.13.1/6 "not physically present"): the garrison fights without his
    /// Military, and whatever the result he neither fights nor dies; the Province he loses
    /// goes to the Forum as the revolt (`GovernorByLegateSpared`), he stays where he is.
    /// RULING (FOR-22): the Governor's battle is a land battle on the Combat Results Table
    /// (COM-06): 3d6 + garrisoned Legions + the Governor's Military (capped at the Legions,
    /// COM-04) − the revolt's Land strength; no Disaster/Standoff numbers (the province prints
    /// none), the garrison loses the Legions the table gives, no mortality chits are drawn (the
    /// card decides the Governor's fate), no Unrest, Influence or Popularity change. A Victory
    /// crushes the revolt: the Province stays with its Governor and the card is still used.
    ///
    /// RVN-10 (ADV 2.03.4/2): a Rebel Province "cannot be affected by Random Events": the
    /// Province is drawn among the others; with none the card waits for the next Active War, as
    /// with no governed Province.
    pub(super) fn for_22_pretender_on_active_war(&mut self, ev: &mut Vec<Event>) {
        let open: Vec<usize> = (0..self.provinces.len())
            .filter(|p| !self.rvn_10_rebel_province_at(*p))
            .collect();
        if self.status != GameStatus::Waiting || open.is_empty() {
            return;
        }
        let Some(increased) = self.event_side(PRETENDER_EMERGES) else {
            return;
        };
        self.events_in_play.retain(|e| e.key != PRETENDER_EMERGES);
        let p = open[self.rand.index(open.len()).min(open.len() - 1)];
        ev.push(public(EventKind::PretenderRevolt {
            province: self.provinces[p].key.clone().into(),
            increased,
        }));
        // SEN-38 (RULING FOR-22): a Governor by Legate is not there to fight or die.
        let gi = self
            .governor_index(p)
            .filter(|_| !self.sen_38_by_legate(&self.provinces[p].key));
        let why = Cause::ProvinceRevolt {
            event: PRETENDER_EMERGES.to_string().into(),
        };
        if increased {
            let prov = self.provinces.remove(p);
            self.for_22_legate_spared(&prov, gi, ev);
            self.garrison_killed(&prov, "FOR-22", ev);
            self.pw_forces_lost_with_province(&prov.key, (PRETENDER_EMERGES, true), ev);
            if let Some(gi) = gi {
                self.province_death(
                    gi,
                    DeathCause::Revolt {
                        province: prov.key.clone(),
                        rule: RuleId::new("FOR-22"),
                        lost_battle: false,
                    },
                    ev,
                );
            }
            self.province_becomes_war(&prov, &why, ev);
            return;
        }
        let outcome = self.for_22_governor_battle(p, gi, ev);
        if outcome == Outcome::Victory {
            ev.push(public(EventKind::RevoltCrushed {
                province: self.provinces[p].key.clone().into(),
            }));
            return;
        }
        let prov = self.provinces.remove(p);
        self.for_22_legate_spared(&prov, gi, ev);
        self.garrison_veterans_all_leave(&prov.key, true);
        if prov.garrison > 0 {
            ev.push(public(EventKind::Forces {
                legions: self.legions,
                fleets: self.fleets,
                reason: ForcesReason::GarrisonHome {
                    province: prov.key.clone(),
                    legions: prov.garrison,
                    rule: RuleId::new("FOR-22"),
                },
            }));
        }
        self.pw_forces_lost_with_province(&prov.key, (PRETENDER_EMERGES, false), ev);
        if let Some(gi) = gi {
            self.province_death(
                gi,
                DeathCause::Revolt {
                    province: prov.key.clone(),
                    rule: RuleId::new("FOR-22"),
                    lost_battle: true,
                },
                ev,
            );
        }
        self.province_becomes_war(&prov, &why, ev);
    }

    /// FOR-22 / REV-02 / SEN-38: the revolting `prov` (taken from `provinces`) was governed
    /// through a Legate (`gi` left out): its Governor lives, where he is, and the Legate goes.
    pub(super) fn for_22_legate_spared(
        &mut self,
        prov: &Province,
        gi: Option<usize>,
        ev: &mut Vec<Event>,
    ) {
        if gi.is_some() || !self.legates.provinces.contains(&prov.key) {
            return;
        }
        self.sen_38_province_left(&prov.key);
        ev.push(public(EventKind::GovernorByLegateSpared {
            governor: prov.governor.clone(),
            province: prov.key.clone().into(),
        }));
    }

    /// FOR-22: the Governor (`gi`) and garrison of the province at `p` fight its revolt (see
    /// the ruling on `for_22_pretender_on_active_war`); the garrison takes its losses.
    fn for_22_governor_battle(
        &mut self,
        p: usize,
        gi: Option<usize>,
        ev: &mut Vec<Event>,
    ) -> Outcome {
        let Some(prov) = self.provinces.get(p) else {
            return Outcome::Defeat;
        };
        let war = province_revolt_key(&prov.key, prov.developed);
        let enemy = i32::from(data().war(&war).map_or(0, |w| w.land));
        let legions = prov.garrison;
        let key = prov.key.clone();
        // COM-18 (LR 1.10.5/6): the Garrison's Veterans count double.
        let vets = self.garrison_veterans(&key);
        // card:event-pretender-emerges/7 (ADV 2.02.32): the Provincial Armies fight as the
        // Legions they make, and the Governor's Military is capped at that Army.
        let pretender = (PRETENDER_EMERGES, false);
        let (_, armies) = self.pw_event_armies_counted(&key, legions, pretender, 1, ev);
        let army = legions + armies;
        // card:statesman-30a/2: Pompey's MIL is rolled before the battle.
        let mil = gi.map_or(0, |i| self.battle_military(i, ev));
        let roman = i32::try_from(army + vets + mil.min(army)).unwrap_or(i32::MAX);
        let dice = self.roll(
            3,
            RollFor::Check,
            DicePurpose::ProvinceRevolt {
                province: self.provinces[p].key.clone().into(),
            },
            ev,
        );
        let total = dice.total() + roman - enemy;
        let (outcome, losses) = crt(total);
        // card:event-pretender-emerges/7 (ADV 2.02.411): the Provincial Armies share the losses.
        let lost = self.pw_event_losses(&key, losses.of(army), legions, pretender, ev);
        self.garrison_veterans_battle_losses(&key, lost, legions);
        if let Some(prov) = self.provinces.get_mut(p) {
            prov.garrison -= lost.min(prov.garrison);
        }
        self.legions = self.legions.saturating_sub(lost);
        ev.push(public(EventKind::RevoltBattle {
            province: (self
                .provinces
                .get(p)
                .map_or_else(String::new, |x| x.key.clone()))
            .into(),
            roman,
            enemy,
            total,
            outcome,
            legions_lost: lost,
        }));
        if lost > 0 {
            ev.push(public(EventKind::Forces {
                legions: self.legions,
                fleets: self.fleets,
                reason: ForcesReason::GarrisonLosses {
                    province: self
                        .provinces
                        .get(p)
                        .map_or_else(String::new, |x| x.key.clone()),
                },
            }));
        }
        outcome
    }
}
