//! COM-12 (card:war-3rd-mithridatic/2-4): a Victory that creates a Province "Developed", or
//! develops it where it exists undeveloped.
//!
//! "Victory creates Province of Syria and the Developed Province of Bithynia (Bithynia-Pontus).
//! If the Province of Bithynia exists but is undeveloped victory automatically develops the
//! Province. No Influence is awarded for development in this way." The war card's
//! `creates_developed` (data/wars.toml) names these Provinces: created, one lies in the Forum on
//! its Developed side; existing undeveloped (in the Forum or governed), it is flipped to its
//! Developed side and its Governor gains nothing (REV-12's 3 Influence is for his own roll).

use super::api::{Event, EventKind};
use super::data::WarCard;
use super::game::{Game, data, public};

impl Game {
    /// COM-12 (card:war-3rd-mithridatic/2-4): after a Victory over `w` that laid `created` in
    /// the Forum, each Province of its `creates_developed` lies or turns Developed.
    pub(super) fn com_12_develop_by_victory(
        &mut self,
        w: &WarCard,
        created: &[String],
        ev: &mut Vec<Event>,
    ) {
        let d = data();
        for name in &w.creates_developed {
            let key = d.province_key(name);
            let governed = self.provinces.iter().position(|p| p.key == key);
            let changed = match governed {
                Some(i) => !std::mem::replace(&mut self.provinces[i].developed, true),
                None if self.forum_provinces.contains(&key) => {
                    let flip = !self.forum_developed.contains(&key);
                    if flip {
                        self.forum_developed.push(key.clone());
                    }
                    flip
                }
                None => false,
            };
            if changed {
                ev.push(public(EventKind::ProvinceDevelopedByVictory {
                    war: w.key.clone().into(),
                    province: key.into(),
                    created: created.contains(name),
                }));
            }
        }
    }
}
