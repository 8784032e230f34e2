//! RVN-10 (ADV 2.03.8): a Primary Rebel Governor staying in his Rebel Province through the
//! Combat Phase: no battle in Italy, no win by the Senate's not attacking, an Unprosecuted
//! Revolt raising Unrest; the People's Revolt still makes him win.

use super::rebel_declarations::GOVERNORS;
use super::*;
use crate::api::{Ending, Proposal, RebelWin, UnrestReason};
use crate::illegal::Illegal;
use crate::position::Position;

/// Cornelius, Governor of Sicilia, is the Primary Rebel and stays there; no War is active.
fn staying() -> Game {
    let extra = r#"
[rebellion]
rebel = "Cornelius"
staying = "sicilia"
[[rebellion.governor]]
senator = "Cornelius"
"#;
    let p: Position = toml::from_str(&format!("{GOVERNORS}{extra}")).unwrap();
    let mut g = Game::from_position(&p, seed(3)).unwrap();
    g.pending = None;
    g.active_wars.clear();
    g.unrest = 2;
    g
}

fn has(ev: &[Event], pred: impl Fn(&EventKind) -> bool) -> bool {
    ev.iter().any(|e| pred(&e.kind))
}

/// RVN-10 (ADV 2.03.8/1, 2.03.8/7): left unattacked, the staying Rebel fights no battle and
/// does not win by the Senate's failure to attack him (VIC-04 (1) is not met); his Revolt is
/// Unprosecuted and the next Population Phase counts it as an Unprosecuted War (+1 Unrest).
#[test]
fn rvn_10_a_staying_rebel_left_unattacked_is_an_unprosecuted_war() {
    let mut g = staying();
    let mut ev = Vec::new();
    g.com_battles(&mut ev);
    assert!(
        has(
            &ev,
            |k| matches!(k, EventKind::RevoltUnprosecuted { province, .. }
            if province.as_str() == "sicilia")
        ),
        "{ev:#?}"
    );
    assert!(!has(&ev, |k| matches!(
        k,
        EventKind::RebelNotAttacked { .. }
    )));
    assert!(!matches!(
        g.status,
        GameStatus::Finished { .. } | GameStatus::RulesEnd { .. }
    ));
    assert!(g.rebellion.as_ref().is_some_and(|r| r.unprosecuted));
    let mut ev = Vec::new();
    g.pop_01_unrest(&mut ev);
    assert!(
        has(&ev, |k| matches!(
            k,
            EventKind::UnrestChanged {
                delta: 1,
                unrest: 3,
                reason: UnrestReason::UnprosecutedWars { wars: 1 }
            }
        )),
        "{ev:#?}"
    );
}

/// RVN-10 (ADV 2.03.8/7, 2.03.81/1): an Army sent against his Province prosecutes the Revolt
/// (its battle is fought there), and no Unrest is added for it.
#[test]
fn rvn_10_an_army_sent_against_the_staying_rebel_prosecutes_his_revolt() {
    let mut g = staying();
    let claudius = of(&g, 2)[0];
    let p = Proposal::AttackRebelProvince {
        commander: g.senators[claudius].id(),
        legions: 4,
        fleets: 4,
        province: "Sicilia".into(),
    };
    assert!(
        g.attack_rebel_province_legal(&p).is_ok(),
        "{:?}",
        g.attack_rebel_province_legal(&p)
    );
    let mut ev = Vec::new();
    g.attack_rebel_province(&p, &mut ev);
    g.script_dice(vec![3, 3, 3]);
    let mut ev = Vec::new();
    g.com_battles(&mut ev);
    assert!(
        has(&ev, |k| matches!(k, EventKind::RebelProvinceBattle { .. })),
        "{ev:#?}"
    );
    assert!(!has(&ev, |k| matches!(
        k,
        EventKind::RevoltUnprosecuted { .. }
    )));
    let mut ev = Vec::new();
    g.pop_01_unrest(&mut ev);
    assert!(!has(&ev, |k| matches!(
        k,
        EventKind::UnrestChanged {
            reason: UnrestReason::UnprosecutedWars { .. },
            ..
        }
    )));
}

/// RVN-10 (ADV 2.03.8/1, 2.03.81/1): no Army is sent against a Rebel in Italy while he stays
/// in his Province (the order names his Province instead), and the GM proposes none.
#[test]
fn rvn_10_no_army_against_a_rebel_in_italy_while_he_stays() {
    let g = staying();
    let claudius = of(&g, 2)[0];
    let p = Proposal::AttackRebel {
        commander: g.senators[claudius].id(),
        legions: 2,
        veterans: Vec::new(),
    };
    let refused = g.attack_rebel_legal(&p);
    assert!(
        matches!(&refused, Err(e) if e.rule == "RVN-10"
            && matches!(&e.why, Illegal::RebelStaysInProvince { province } if province == "sicilia")),
        "{refused:?}"
    );
    assert!(g.gm_civil_war_proposals().is_empty());
}

/// RVN-10 (ADV 2.03.8/2, 2.03.92/3): the People's Revolt while he stays in his Province makes
/// him win (fewer than 4 Active Wars).
#[test]
fn rvn_10_a_staying_rebel_wins_if_the_people_revolt() {
    let mut g = staying();
    let mut ev = Vec::new();
    g.people_revolt(&mut ev);
    assert!(
        matches!(
            &g.status,
            GameStatus::Finished {
                ending: Ending::RebelWins {
                    condition: RebelWin::PeopleRevolt,
                    ..
                }
            }
        ),
        "{:?}",
        g.status
    );
}

/// Fabius, Governor of Macedonia (a naval Base), is the Primary Rebel staying there since
/// `declared` (the position's turn is 5).
fn staying_in_macedonia(declared: Option<u32>) -> Game {
    let declared = declared.map_or(String::new(), |t| format!("declared = {t}\n"));
    let extra = format!(
        r#"
[rebellion]
rebel = "Fabius"
staying = "macedonia"
{declared}[[rebellion.governor]]
senator = "Fabius"
"#
    );
    let p: Position = toml::from_str(&format!("{GOVERNORS}{extra}")).unwrap();
    let mut g = Game::from_position(&p, seed(3)).unwrap();
    g.pending = None;
    g
}

/// RVN-10 (ADV 2.03.8/5-6, 2.03.72/1, 2.03.72/6): staying since an earlier turn, he marches
/// from a Province with a naval Base: his Forces are at sea; a Senate Victory in the Naval
/// Interception keeps him in his Province (staying again, his Revolt prosecuted this phase),
/// and an Army sent to meet him in Italy comes home.
#[test]
fn rvn_10_a_later_march_from_a_naval_base_sails_and_may_be_intercepted() {
    let mut g = staying_in_macedonia(Some(4));
    assert!(
        g.printed_province_base("macedonia").1 > 0,
        "Macedonia has a naval Base"
    );
    let mut ev = Vec::new();
    g.rvn_10_march(&mut ev);
    assert!(
        has(&ev, |k| matches!(k, EventKind::RebelAtSea { province, .. }
            if province.as_str() == "macedonia")),
        "{ev:#?}"
    );
    assert!(!has(&ev, |k| matches!(
        k,
        EventKind::RebelMarchesOnRome { .. }
    )));
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.staying, None);
    assert_eq!(r.governors[0].at, crate::rebellion::RebelAt::InTransit);
    assert_eq!(
        r.legions, 0,
        "his Forces are still his Province's until they land"
    );
    // The Senate sent an Army to meet him in Italy (legal: he no longer stays).
    let claudius = of(&g, 2)[0];
    let p = Proposal::AttackRebel {
        commander: g.senators[claudius].id(),
        legions: 2,
        veterans: Vec::new(),
    };
    assert!(
        g.attack_rebel_legal(&p).is_ok(),
        "{:?}",
        g.attack_rebel_legal(&p)
    );
    let mut ev = Vec::new();
    g.attack_rebel(&p, &mut ev);
    assert!(
        g.rebellion
            .as_ref()
            .is_some_and(|r| r.senate_army.is_some())
    );
    let legions_home = g.legions_in_rome();
    g.script_dice(vec![6, 6, 6]);
    let mut ev = Vec::new();
    assert!(!g.com_02_naval_interceptions(&mut ev));
    assert!(
        has(&ev, |k| matches!(
            k,
            EventKind::NavalInterception { landed: false, .. }
        )),
        "{ev:#?}"
    );
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.staying.as_deref(), Some("macedonia"));
    assert_eq!(r.governors[0].at, crate::rebellion::RebelAt::Province);
    assert!(r.senate_army.is_none(), "the Army sent to Italy came home");
    assert_eq!(g.legions_in_rome(), legions_home + 2);
    g.rvn_10_staying_unprosecuted(&mut ev);
    assert!(!g.rebellion.as_ref().is_some_and(|r| r.unprosecuted));
}

/// RVN-10 (ADV 2.03.7/5): marching in the Revolution Phase of his declaration, he lands at
/// once, with no Naval Interception, even from a naval Base.
#[test]
fn rvn_10_marching_at_once_lands_without_interception() {
    let mut g = staying_in_macedonia(None);
    let mut ev = Vec::new();
    g.rvn_10_march(&mut ev);
    assert!(
        has(&ev, |k| matches!(k, EventKind::RebelMarchesOnRome { .. })),
        "{ev:#?}"
    );
    assert!(!has(&ev, |k| matches!(k, EventKind::RebelAtSea { .. })));
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.governors[0].at, crate::rebellion::RebelAt::Italy);
    assert_eq!(r.legions, 1, "Macedonia's Garrison Legion marches with him");
}
