//! REV-17 (issue 24 §1): the Pergamene Bequest (card:bequest-pergamene/1-5), and any Bequest
//! of the card data with a `state_gain` and a Province to create.
//!
//! - Drawn in the Forum Phase, the card waits in the Forum ("Discard only after Collection",
//!   card:bequest-pergamene/5): it is not a Faction card and has no effect until collected.
//! - The Senate may vote, in its other business, to send the Field Consul with 3 Legions and 3
//!   Fleets to retrieve it (`PROPOSE COLLECT BEQUEST`, `Proposal::CollectBequest`): he must be
//!   in Rome commanding no Force, and Rome's Active Forces must hold the units.
//! - In the next Revenue Phase the State gains the card's Talents (card:bequest-pergamene/2);
//!   the Province it names (Asia) is created at the start of the next Forum Phase, in the Forum
//!   awaiting a Governor (card:bequest-pergamene/4), and the card is discarded.
//! - "Rebel Consul may keep Bequest" (card:bequest-pergamene/3): if the Consul sent is a Rebel
//!   when the Revenue Phase collects it, his faction is asked in the PB-02 round (a `Choice`,
//!   `CHOOSE KEEP BEQUEST` / `CHOOSE GIVE BEQUEST`; Default Move: keep): kept, the Talents go
//!   to his Personal Treasury, no Province is created and the card is discarded; handed over,
//!   the State collects it as from a loyal Consul.
//!
//! RULING (REV-17, docs/RULINGS.md): the mission is no campaign: no Force leaves Rome and no
//! battle is fought; the Consul and the 3 Legions and 3 Fleets only have to be there when the
//! Senate sends them (the card names no return). A Bequest is sent for once.

use serde::{Deserialize, Serialize};

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Decision, Event, EventKind, FactionId, Proposal, SenatorId,
};
use super::data::{DeckCard, MiscKind};
use super::facts::TreasuryReason;
use super::game::{Game, data, public};
use super::illegal::{Illegal, Refused};
use super::state::Office;

/// REV-17: the Legions and the Fleets the Field Consul takes to retrieve a Bequest.
pub const BEQUEST_LEGIONS: u32 = 3;
pub const BEQUEST_FLEETS: u32 = 3;

/// REV-17: the Bequests in play.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bequests {
    /// Drawn and waiting in the Forum (card keys).
    #[serde(default)]
    pub waiting: Vec<String>,
    /// Sent for by the Senate: (card, the Field Consul sent, the turn).
    #[serde(default)]
    pub sent: Vec<(String, SenatorId, u32)>,
    /// Collected by the State in the Revenue Phase: the Province comes at the next Forum Phase.
    #[serde(default)]
    pub collected: Vec<String>,
    /// Drawn, with no Talents: the Province comes at the next Senate Phase (bequests.rs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to_establish: Vec<String>,
    /// Province established: the card is removed at the next Forum Phase (bequests.rs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub established: Vec<String>,
}

impl Bequests {
    fn is_empty(&self) -> bool {
        self.waiting.is_empty()
            && self.sent.is_empty()
            && self.collected.is_empty()
            && self.to_establish.is_empty()
            && self.established.is_empty()
    }
}

/// For serde: nothing is written while no Bequest is in play.
pub(super) fn no_bequests(b: &Bequests) -> bool {
    b.is_empty()
}

impl Game {
    /// REV-17: a Bequest card drawn: it waits in the Forum. False for a card this module does
    /// not handle (no Talents to gain, or not a Bequest).
    pub(super) fn rev_17_drawn(&mut self, key: &str) -> bool {
        let handled = data()
            .misc_card(key)
            .is_some_and(|m| m.kind == MiscKind::Bequest && m.state_gain.is_some());
        if handled {
            self.bequests.waiting.push(key.to_string());
        }
        handled
    }

    /// REV-17: may the Senate send the Field Consul to retrieve `bequest` now?
    pub(super) fn rev_17_legal(&self, bequest: &str) -> Result<(), Refused> {
        if !self.bequests.waiting.iter().any(|k| k == bequest)
            || self.bequests.sent.iter().any(|(k, _, _)| k == bequest)
        {
            return Err(Illegal::NoBequestWaiting.by("REV-17"));
        }
        let consul = self.office_holder(Office::FieldConsul).filter(|&i| {
            let id = self.senators[i].id();
            self.senators[i].in_rome
                && !self
                    .forces
                    .iter()
                    .any(|f| f.commander.as_ref() == Some(&id))
        });
        if consul.is_none() {
            return Err(Illegal::NoFieldConsulInRome.by("REV-17"));
        }
        let (legions, fleets) = (self.legions_in_rome(), self.fleets_in_rome());
        if legions < BEQUEST_LEGIONS || fleets < BEQUEST_FLEETS {
            return Err(Illegal::BequestForcesShort { legions, fleets }.by("REV-17"));
        }
        Ok(())
    }

    /// REV-17: the Senate sent the Field Consul with 3 Legions and 3 Fleets.
    pub(super) fn rev_17_send(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        let Proposal::CollectBequest { bequest } = p else {
            return;
        };
        let Some(i) = self.office_holder(Office::FieldConsul) else {
            return;
        };
        let consul = self.senators[i].id();
        self.bequests
            .sent
            .push((bequest.clone(), consul.clone(), self.turn));
        ev.push(public(EventKind::BequestSent {
            bequest: bequest.clone(),
            consul,
        }));
    }

    /// REV-17: the Bequests collected this Revenue Phase: (card, the Consul sent, Talents).
    fn rev_17_due(&self) -> Vec<(String, SenatorId, u32)> {
        self.bequests
            .sent
            .iter()
            .filter(|(_, _, t)| *t < self.turn)
            .map(|(b, c, _)| {
                let gain = data().misc_card(b).and_then(|m| m.state_gain).unwrap_or(0);
                (b.clone(), c.clone(), gain)
            })
            .collect()
    }

    /// REV-17 (card:bequest-pergamene/3, "Rebel Consul may keep Bequest"): the Rebel Consul's
    /// faction is asked in the PB-02 round whether he keeps it (the Default Move) or hands it
    /// to the State.
    pub(super) fn rev_17_rebel_choices(&self) -> Vec<Decision> {
        let mut out = Vec::new();
        for (n, (bequest, consul, talents)) in self.rev_17_due().into_iter().enumerate() {
            let Some(f) = self
                .find_senator(&consul)
                .filter(|&i| self.senators[i].rebel)
                .and_then(|i| self.senators[i].faction)
            else {
                continue;
            };
            let about = ChoiceAbout::RebelBequest {
                rebel: consul,
                bequest,
                talents,
            };
            let options = vec![ChoiceOption::KeepBequest, ChoiceOption::GiveBequest];
            out.push(self.choice_decision(n, f, about, options, ChoiceOption::KeepBequest));
        }
        out
    }

    /// REV-17: the Revenue Phase after the Senate sent for a Bequest: the State gains its
    /// Talents (a Rebel Consul keeps them unless his faction's answer in `answers` hands
    /// them over).
    pub(super) fn rev_17_collect(&mut self, answers: &[(FactionId, Answer)], ev: &mut Vec<Event>) {
        let turn = self.turn;
        let (due, later): (Vec<_>, Vec<_>) = std::mem::take(&mut self.bequests.sent)
            .into_iter()
            .partition(|(_, _, t)| *t < turn);
        self.bequests.sent = later;
        for (bequest, consul, _) in due {
            let gain = data()
                .misc_card(&bequest)
                .and_then(|m| m.state_gain)
                .unwrap_or(0);
            self.bequests.waiting.retain(|k| *k != bequest);
            let rebel = self
                .find_senator(&consul)
                .filter(|&i| self.senators[i].rebel);
            let handed_over = answers.iter().any(|(_, a)| {
                matches!(a, Answer::Choice {
                    about: ChoiceAbout::RebelBequest { bequest: b, .. },
                    pick: ChoiceOption::GiveBequest,
                } if *b == bequest)
            });
            if let Some(i) = rebel.filter(|_| !handed_over) {
                // card:bequest-pergamene/3: the Rebel Consul keeps it (his choice).
                self.senators[i].treasury += gain;
                self.ledger.bank_to_players += u64::from(gain);
                self.discard.push(DeckCard::Misc(bequest.clone()));
                ev.push(public(EventKind::BequestKeptByRebel {
                    bequest,
                    rebel: consul,
                    talents: gain,
                }));
                continue;
            }
            self.state_treasury += i64::from(gain);
            self.ledger.state_revenue += i64::from(gain);
            ev.push(public(EventKind::StateTreasury {
                reason: TreasuryReason::Bequest {
                    bequest: bequest.clone(),
                },
                delta: i64::from(gain),
                balance: self.state_treasury,
                shortfall: 0,
            }));
            self.bequests.collected.push(bequest);
        }
    }

    /// REV-17 (card:bequest-pergamene/4-5): at the start of the Forum Phase, a Bequest
    /// collected creates its Province (in the Forum, awaiting a Governor) and is discarded.
    pub(super) fn rev_17_province(&mut self, ev: &mut Vec<Event>) {
        for bequest in std::mem::take(&mut self.bequests.collected) {
            let d = data();
            if let Some(name) = d
                .misc_card(&bequest)
                .and_then(|m| m.creates_province.clone())
                && !self.province_exists(&name)
            {
                let province = d.province_key(&name);
                self.forum_provinces.push(province.clone());
                ev.push(public(EventKind::ProvinceFromBequest {
                    bequest: bequest.clone(),
                    province: province.into(),
                }));
            }
            self.discard.push(DeckCard::Misc(bequest));
        }
    }
}
