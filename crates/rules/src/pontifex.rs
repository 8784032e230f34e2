//! What the Pontifex Maximus (advanced rule LR 2.01) does outside the Senate: he pays for
//! Evil Omens (FOR-02, LR 2.01.7) and collects 1d6 Talents in the Revenue Phase (REV-09,
//! LR 2.01.6). The Senate elects and recalls him (not here).
//!
//! Personal and Faction Treasury amounts stay secret (GEN-04 as modified by S004): the amounts
//! go to the Pontifex's faction in private events; the public learns only that he paid or could
//! not, and every State Treasury change.

use super::api::{Event, EventKind, FactionId, TreasuryReason};
use super::game::{Game, gm, private, public};
use super::general::RollFor;
use super::state::Office;
use crate::api::DicePurpose;

/// FOR-02: the fine levied on the Pontifex's Faction Treasury when he cannot pay (LR 2.01.7).
const EVIL_OMENS_FINE: u32 = 10;
/// FOR-02: Influence lost when stripped of the office (LR 2.01.7).
const STRIPPED_INFLUENCE: i64 = 5;

impl Game {
    /// The senator holding the Pontifex Maximus office, if any.
    pub(super) fn pontifex(&self) -> Option<usize> {
        self.senators
            .iter()
            .position(|s| s.offices.contains(&Office::PontifexMaximus))
    }

    /// A private event for the senator's faction, or for the GM only if he is unaligned.
    fn to_owner(&self, i: usize, kind: EventKind) -> Event {
        match self.senators[i].faction {
            Some(f) => private(f, kind),
            None => gm(kind),
        }
    }

    /// FOR-02 (LR 2.01.7): an Evil Omens event with a Pontifex Maximus in play. `cost` is the
    /// sacrifice the card asks for (20T on the first Evil Omens of the turn, nothing on a
    /// further one, whose card side asks for no second payment).
    ///
    /// First Evil Omens: the Pontifex pays the cost from his Personal Treasury. If he cannot
    /// pay it all, or on a further Evil Omens this turn, he is stripped: he loses the office,
    /// gets a Major marker and loses 5 Influence. When he could not pay, the unpaid part plus a
    /// 10T fine is taken from his Faction Treasury (to the bank); a Faction Treasury that
    /// cannot pay it all is emptied, and his Faction Leader becomes liable to an extra Major
    /// Prosecution in the following Senate Phase (SEN-23, `Game::evil_omens_liable`). The State pays what is still unpaid of
    /// the cost, never the fine.
    ///
    /// Returns false if there is no Pontifex Maximus (the State pays as the card says).
    ///
    /// RULING (FOR-02): the Faction Treasury's money goes first to the unpaid sacrifice, then
    /// to the fine, so the State pays only what the faction could not cover of the sacrifice
    /// (LR 2.01.7: "The State must pay any shortfall in the Evil Omens cost (excluding the
    /// Faction fine)").
    /// RULING (FOR-02): on a further Evil Omens in the same turn no sacrifice is due (the
    /// increased side of the card), so the stripped Pontifex owes no fine; the fine is only
    /// for a sacrifice he could not pay.
    pub(super) fn for_02_pontifex_evil_omens(&mut self, cost: u32, ev: &mut Vec<Event>) -> bool {
        let Some(p) = self.pontifex() else {
            return false;
        };
        let pontifex = self.senators[p].id();
        if cost == 0 {
            ev.push(public(EventKind::PontifexBlamed { pontifex }));
            self.for_02_strip(p, ev);
            return true;
        }
        let paid = self.senators[p].treasury.min(cost);
        self.senators[p].treasury -= paid;
        self.ledger.spent_to_bank += u64::from(paid);
        ev.push(self.to_owner(
            p,
            EventKind::SacrificePaid {
                pontifex: pontifex.clone(),
                paid,
                cost,
            },
        ));
        ev.push(public(EventKind::SacrificeOutcome {
            pontifex,
            paid_all: paid == cost,
        }));
        if paid == cost {
            return true;
        }
        self.for_02_strip(p, ev);
        let unpaid = cost - paid;
        let mut from_faction = 0;
        if let Some(f) = self.senators[p].faction {
            let due = unpaid + EVIL_OMENS_FINE;
            let ft = &mut self.factions[usize::from(f.0)].treasury;
            let take = (*ft).min(due);
            *ft -= take;
            self.ledger.spent_to_bank += u64::from(take);
            from_faction = take.min(unpaid);
            ev.push(private(
                f,
                EventKind::PontifexFine {
                    faction: f,
                    paid: take,
                    unpaid,
                    fine: EVIL_OMENS_FINE,
                },
            ));
            if take < due {
                let leader = self
                    .senators
                    .iter()
                    .find(|s| s.faction == Some(f) && s.faction_leader)
                    .map(|s| s.id());
                // SEN-23: he may face an extra Major Prosecution in the following Senate.
                self.evil_omens_liable.extend(leader.iter().cloned());
                ev.push(public(EventKind::PontifexDebtUnpaid { faction: f, leader }));
            }
        }
        let short = i64::from(unpaid - from_faction);
        if short > 0 {
            if self.state_treasury < short {
                ev.push(public(EventKind::StateTreasury {
                    reason: TreasuryReason::Sacrifice,
                    delta: 0,
                    balance: self.state_treasury,
                    shortfall: short - self.state_treasury,
                }));
                self.state_bankrupt(ev);
                return true;
            }
            self.state_treasury -= short;
            self.ledger.state_debits += short;
            ev.push(public(EventKind::StateTreasury {
                reason: TreasuryReason::Sacrifice,
                delta: -short,
                balance: self.state_treasury,
                shortfall: 0,
            }));
        }
        true
    }

    /// FOR-02: the Pontifex is stripped of his office, gets a Major marker, loses 5 Influence.
    fn for_02_strip(&mut self, p: usize, ev: &mut Vec<Event>) {
        let s = &mut self.senators[p];
        s.offices.retain(|o| *o != Office::PontifexMaximus);
        s.major = true;
        s.add_influence(-STRIPPED_INFLUENCE);
        ev.push(public(EventKind::PontifexStripped {
            senator: self.senators[p].id(),
            influence: u32::try_from(STRIPPED_INFLUENCE).unwrap_or(0),
        }));
    }

    /// REV-09 (LR 2.01.6): in the Revenue Phase the Pontifex Maximus collects 1d6 Talents "in
    /// addition to his normal base income": Personal Revenue, which LR 1.06.1 gives "as a lump
    /// sum to the player for Redistribution". Returns (his faction, his index, the amount) for
    /// the caller to add to that faction's income lump (second reading, issue 12: it used to go
    /// straight to his Personal Treasury, out of the lump the Default Move banks). The die and
    /// the amount are shown to his faction only; the public learns that he collected.
    ///
    /// RULING (REV-09): only an aligned Pontifex collects (as for income, REV-04), and not
    /// while a Captive (captives lose all revenue, LR 1.10.71). Evil Omens in play lower the
    /// die (GEN-13), not below 0.
    pub(super) fn rev_09_pontifex_collections(
        &mut self,
        ev: &mut Vec<Event>,
    ) -> Option<(FactionId, usize, u32)> {
        let p = self.pontifex()?;
        let f = self.senators[p].faction?;
        let id = self.senators[p].id();
        if self.captives.iter().any(|c| c.senator == id) {
            // LR 1.10.71: a Captive loses all revenue.
            return None;
        }
        let mut rolled = Vec::new();
        let die = self.roll(
            1,
            RollFor::Check,
            DicePurpose::PontifexCollections {
                senator: self.senators[p].id(),
            },
            &mut rolled,
        );
        ev.extend(rolled.into_iter().map(|e| private(f, e.kind)));
        let amount = die.count();
        ev.push(private(
            f,
            EventKind::PontifexCollects {
                senator: id.clone(),
                amount: Some(amount),
            },
        ));
        ev.push(public(EventKind::PontifexCollects {
            senator: id,
            amount: None,
        }));
        Some((f, p, amount))
    }
}
