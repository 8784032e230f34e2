//! RVN-10 (ADV 2.03.8): a Primary Rebel Governor staying in his Rebel Province.
//!
//! While he stays, no Army is sent against a Rebel in Italy (`attack_rebel_legal` refuses it,
//! `Illegal::RebelStaysInProvince`) and the civil war battle of LR 1.11.37 is not fought
//! (`rvn_09_civil_war`): Rome attacks his Province instead (ADV 2.03.81, `rebel_battles.rs`),
//! where his defeating the Army does not win him the game (2.03.92/2). He cannot win by the
//! Senate's failure to attack him (2.03.8/1): his Revolt is then Unprosecuted and raises Unrest
//! as an Unprosecuted War (2.03.8/7, LR 1.10.9; counted by POP-01). He still wins by a People
//! Revolt or the State's Bankruptcy (2.03.8/2, 2.03.92/3: `people_revolt`, `state_bankrupt`,
//! VIC-06), his Revolt is one of the Active Wars that lose the game (2.03.8/3, COM-21), and in
//! each later Revolution Phase he may still march on Rome (2.03.8/5, `rvn_10_ask_march`).

use super::api::{Event, EventKind};
use super::game::{Game, public};

impl Game {
    /// RVN-10 (ADV 2.03.8/7): at the end of the Combat Phase's battles against the Wars (with
    /// COM-20), before the battles against Rebel Provinces: a Primary Rebel Governor staying in
    /// his Province with no Army sent against it this phase leaves his Revolt Unprosecuted for
    /// the next Unrest count. An Army that was sent counts, whatever becomes of it.
    pub(super) fn rvn_10_staying_unprosecuted(&mut self, ev: &mut Vec<Event>) {
        let Some(r) = self.rebellion.as_mut() else {
            return;
        };
        let Some(province) = r.staying.clone() else {
            r.unprosecuted = false;
            return;
        };
        // A Naval Interception that kept him from landing this phase (ADV 2.03.8/6) was fought
        // against him: the Revolt was prosecuted.
        let intercepted = ev.iter().any(|e| {
            matches!(&e.kind, EventKind::NavalInterception { governor, .. } if *governor == r.rebel)
        });
        r.unprosecuted = !intercepted && !r.province_armies.iter().any(|a| a.province == province);
        if r.unprosecuted {
            ev.push(public(EventKind::RevoltUnprosecuted {
                rebel: r.rebel.clone(),
                province: province.into(),
            }));
        }
    }
}
