//! Issue 24 §3: the options a game is created with change what they say.

use super::*;
use crate::options::TableRules;

/// SET-02 house rule `punic-war-active`: the 1st Punic War starts Active, an event says why.
#[test]
fn set_02_punic_war_active_starts_the_first_punic_war_active() {
    let (mut g, _) = new_game(3, 1);
    assert_eq!(g.inactive_wars, vec!["punic-1".to_string()]);
    let mut t = TableRules::default();
    assert!(t.set("punic-war-active").is_ok());
    let ev = g.start_options(&t);
    let placed = ev.iter().any(|e| {
        matches!(&e.kind, EventKind::CardPlaced {
            card: CardRef::Deck { of: DeckCard::War(w) },
            place: Place::ActiveWars { cause: Cause::HouseRule },
        } if w == "punic-1")
    });
    assert!(placed, "{ev:?}");
    assert_eq!(g.active_wars, vec!["punic-1".to_string()]);
    assert!(g.inactive_wars.is_empty());
    // Without the option nothing moves.
    let (mut g, _) = new_game(3, 1);
    assert!(g.start_options(&TableRules::default()).is_empty());
    assert_eq!(g.inactive_wars, vec!["punic-1".to_string()]);
}

/// SEN-14 with the advanced rule 2.01 off (`pontifex-maximus=off`): no Senator may be elected
/// Pontifex Maximus, so the Senate skips the election (the basic game); on by default.
#[test]
fn sen_14_without_advanced_rule_2_01_no_pontifex_is_elected() {
    let (mut g, _) = new_game(3, 2);
    assert!(!g.pontifex_candidates().is_empty());
    let mut t = TableRules::default();
    assert!(t.set("pontifex-maximus=off").is_ok());
    g.start_options(&t);
    assert!(!g.options().pontifex_maximus);
    assert!(g.pontifex_candidates().is_empty());
}

/// GEN-04 house rule `open-treasuries`: another faction's Personal Treasuries are secret by
/// default (S004/12) and shown to every viewer with the option (LR 1.04.9/2); its Faction
/// Treasury and hand stay hidden (1.04.9/1).
#[test]
fn gen_04_open_treasuries_show_every_personal_treasury() {
    let (mut g, _) = new_game(3, 3);
    let other = |v: &View| v.factions.iter().find(|fv| fv.id == f(1)).cloned();
    let v = g.view(Viewer::Faction(f(0)));
    let theirs = other(&v);
    assert!(theirs.as_ref().is_some_and(
        |fv| !fv.senators.is_empty() && fv.senators.iter().all(|s| s.treasury.is_none())
    ));
    g.options.open_treasuries = true;
    for viewer in [Viewer::Faction(f(0)), Viewer::Public] {
        let v = g.view(viewer);
        let theirs = other(&v);
        assert!(
            theirs
                .as_ref()
                .is_some_and(|fv| fv.senators.iter().all(|s| s.treasury.is_some()))
        );
        // The Faction Treasury and the hand stay secret.
        assert!(
            v.private
                .iter()
                .all(|p| viewer == Viewer::Faction(p.faction))
        );
    }
}
