//! REV-17 (issue 24): the Bequest cards as a family. `pergamene.rs` sends for and collects a
//! Bequest with Talents (the Pergamene, the Bithynian); this module decides what a Bequest
//! drawn becomes, and builds the two rules the Late Republic's Bequests add:
//!
//! - "Discard if Bithynia exists" (card:bequest-bithynian/5, card:bequest-ptolemy-apion/3):
//!   a Bequest whose Province exists when it is drawn is discarded with no effect; one waiting
//!   in the Forum is discarded when its Province comes into play by other means (the 3rd
//!   Mithridatic War founds Bithynia, card:war-3rd-mithridatic/2) before the Revenue Phase
//!   collects it: the checks are at the Revenue Phase (before collection) and at
//!   the start of the Forum Phase (RULING REV-17 (Late Bequests), docs/RULINGS.md).
//! - The Ptolemy-Apion Bequest (card:bequest-ptolemy-apion/2-3): no mission and no Talents;
//!   at the start of the next Senate Phase its Province (Creta et Cyrenaica) is established,
//!   in the Forum awaiting a Governor (the Senate may name one in that very Phase); the card is
//!   removed from the game at the start of the next Forum Phase.

use super::api::{Event, EventKind};
use super::data::{DeckCard, MiscCard, MiscKind};
use super::game::{Game, data, public};

/// What a Bequest drawn becomes (REV-17).
enum Drawn {
    /// Its Province exists: discarded, no effect.
    Discarded(String),
    /// Talents to collect: it waits in the Forum to be sent for (`pergamene.rs`).
    Waits,
    /// No Talents: its Province is established at the start of the next Senate Phase.
    Establishes,
    /// Not a Bequest (the Catiline Conspiracy, DATA-19).
    NotABequest,
}

fn kind_of(g: &Game, m: &MiscCard) -> Drawn {
    if m.kind != MiscKind::Bequest {
        return Drawn::NotABequest;
    }
    if let Some(p) = province_gone(g, m) {
        return Drawn::Discarded(p);
    }
    match (m.state_gain, &m.creates_province) {
        (Some(_), _) => Drawn::Waits,
        (None, Some(_)) => Drawn::Establishes,
        (None, None) => Drawn::NotABequest,
    }
}

/// card:bequest-bithynian/5: the Province whose existence discards the card, if it exists.
fn province_gone(g: &Game, m: &MiscCard) -> Option<String> {
    m.creates_province
        .clone()
        .filter(|p| m.discard_if_province_exists && g.province_exists(p))
}

impl Game {
    /// REV-17: a Bequest card drawn in the Forum Phase (the draw's event is out). False for a
    /// card that is not a Bequest (the rules stop on it elsewhere).
    pub(super) fn rev_17_bequest_drawn(&mut self, key: &str, ev: &mut Vec<Event>) -> bool {
        let Some(m) = data().misc_card(key) else {
            return false;
        };
        match kind_of(self, m) {
            Drawn::NotABequest => false,
            Drawn::Waits => self.rev_17_drawn(key),
            Drawn::Establishes => {
                self.bequests.to_establish.push(key.to_string());
                true
            }
            Drawn::Discarded(p) => {
                self.rev_17_discard(key, &p, ev);
                true
            }
        }
    }

    fn rev_17_discard(&mut self, key: &str, province: &str, ev: &mut Vec<Event>) {
        self.discard.push(DeckCard::Misc(key.to_string()));
        ev.push(public(EventKind::BequestDiscarded {
            bequest: key.to_string(),
            province: data().province_key(province).into(),
        }));
    }

    /// REV-17 (card:bequest-bithynian/5): a Bequest waiting in the Forum, or sent for, whose
    /// Province now exists is discarded (before the Revenue Phase collects; at the start of the
    /// Forum Phase).
    pub(super) fn rev_17_discard_if_province_exists(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        let gone: Vec<(String, String)> = self
            .bequests
            .waiting
            .iter()
            .filter_map(|k| {
                d.misc_card(k)
                    .and_then(|m| province_gone(self, m))
                    .map(|p| (k.clone(), p))
            })
            .collect();
        for (k, p) in gone {
            self.bequests.waiting.retain(|w| *w != k);
            self.bequests.sent.retain(|(s, _, _)| *s != k);
            self.rev_17_discard(&k, &p, ev);
        }
    }

    /// REV-17 (card:bequest-ptolemy-apion/2): at the start of the Senate Phase, a Bequest drawn
    /// since establishes its Province, in the Forum awaiting a Governor.
    pub(super) fn rev_17_establish(&mut self, ev: &mut Vec<Event>) {
        let d = data();
        for key in std::mem::take(&mut self.bequests.to_establish) {
            let Some(m) = d.misc_card(&key) else {
                continue;
            };
            if let Some(p) = province_gone(self, m) {
                self.rev_17_discard(&key, &p, ev);
                continue;
            }
            if let Some(name) = &m.creates_province {
                let province = d.province_key(name);
                self.forum_provinces.push(province.clone());
                ev.push(public(EventKind::ProvinceEstablishedByBequest {
                    bequest: key.clone(),
                    province: province.into(),
                }));
            }
            self.bequests.established.push(key);
        }
    }

    /// REV-17 (card:bequest-ptolemy-apion/3): at the start of the Forum Phase, a Bequest that
    /// established its Province is removed from the game; and a waiting Bequest whose Province
    /// exists is discarded.
    pub(super) fn rev_17_forum_start(&mut self, ev: &mut Vec<Event>) {
        for key in std::mem::take(&mut self.bequests.established) {
            self.removed.push(DeckCard::Misc(key));
        }
        self.rev_17_province(ev);
        self.rev_17_discard_if_province_exists(ev);
    }
}
