//! Issue 24 (session 20): the Late Republic's Bequests (REV-17), Leaders (FOR-19, TD-08, COM-22)
//! and Intrigue cards.

use super::*;

fn bithynian() -> DeckCard {
    DeckCard::Misc("bithynian-bequest".into())
}

fn ptolemy() -> DeckCard {
    DeckCard::Misc("ptolemy-apion-bequest".into())
}

/// REV-17 (card:bequest-bithynian/5): drawn while Bithynia exists, the Bithynian Bequest is
/// discarded with no effect; waiting in the Forum when Bithynia comes into play (the 3rd
/// Mithridatic War), it is discarded before the Revenue Phase collects it.
#[test]
fn rev_17_the_bithynian_bequest_is_discarded_if_bithynia_exists() {
    let (mut g, _) = new_game(3, 31);
    g.forum_provinces.push("bithynia".into());
    let mut ev = Vec::new();
    assert!(g.rev_17_bequest_drawn("bithynian-bequest", &mut ev));
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::BequestDiscarded { bequest, province }
            if bequest == "bithynian-bequest" && province.as_str() == "bithynia"
    )));
    assert!(g.discard.contains(&bithynian()));
    assert!(g.bequests.waiting.is_empty());
    // Drawn before Bithynia exists, it waits; Bithynia comes; the Revenue Phase discards it.
    let (mut g, _) = new_game(3, 31);
    let mut ev = Vec::new();
    assert!(g.rev_17_bequest_drawn("bithynian-bequest", &mut ev));
    assert_eq!(g.bequests.waiting, vec!["bithynian-bequest".to_string()]);
    assert!(ev.is_empty());
    g.forum_provinces.push("bithynia".into());
    let before = g.state_treasury;
    g.rev_17_discard_if_province_exists(&mut ev);
    g.rev_17_collect(&[], &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::BequestDiscarded { .. }))
    );
    assert!(g.bequests.waiting.is_empty());
    assert_eq!(g.state_treasury, before);
    assert!(g.discard.contains(&bithynian()));
}

/// REV-17 (card:bequest-bithynian/2-5): sent for, the Bithynian Bequest pays the State 35T in
/// the next Revenue Phase and creates Bithynia at the start of the next Forum Phase.
#[test]
fn rev_17_the_bithynian_bequest_collected_pays_35_and_creates_bithynia() {
    let (mut g, _) = new_game(3, 32);
    let mut ev = Vec::new();
    assert!(g.rev_17_bequest_drawn("bithynian-bequest", &mut ev));
    let consul = g
        .senators
        .iter()
        .position(|s| s.faction.is_some() && s.in_rome && s.offices.is_empty())
        .unwrap();
    g.senators[consul].offices.push(Office::FieldConsul);
    g.legions = 3;
    g.fleets = 3;
    assert!(g.rev_17_legal("bithynian-bequest").is_ok());
    let p = api::Proposal::CollectBequest {
        bequest: "bithynian-bequest".into(),
    };
    g.rev_17_send(&p, &mut ev);
    g.turn += 1;
    let before = g.state_treasury;
    let mut ev = Vec::new();
    g.rev_17_discard_if_province_exists(&mut ev);
    g.rev_17_collect(&[], &mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::StateTreasury { delta: 35, .. }))
    );
    assert_eq!(g.state_treasury, before + 35);
    let mut ev = Vec::new();
    g.rev_17_forum_start(&mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceFromBequest { province, .. } if province.as_str() == "bithynia"
    )));
    assert!(g.forum_provinces.iter().any(|k| k == "bithynia"));
    assert!(g.discard.contains(&bithynian()));
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::BequestDiscarded { .. })),
        "collected, not discarded for its own Province"
    );
}

/// REV-17 (card:bequest-ptolemy-apion/2-3): drawn, the Ptolemy-Apion Bequest establishes Creta
/// et Cyrenaica at the start of the next Senate Phase (in the Forum, awaiting a Governor) and
/// leaves the game at the start of the next Forum Phase; drawn while Creta et Cyrenaica
/// exists, it is discarded with no effect.
#[test]
fn rev_17_the_ptolemy_apion_bequest_establishes_creta_et_cyrenaica_next_senate_phase() {
    let (mut g, _) = new_game(3, 33);
    let mut ev = Vec::new();
    assert!(g.rev_17_bequest_drawn("ptolemy-apion-bequest", &mut ev));
    assert!(!g.forum_provinces.iter().any(|k| k == "creta-et-cyrenaica"));
    g.phase = Phase::Senate;
    g.pending = None;
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceEstablishedByBequest { bequest, province }
            if bequest == "ptolemy-apion-bequest" && province.as_str() == "creta-et-cyrenaica"
    )));
    assert!(g.forum_provinces.iter().any(|k| k == "creta-et-cyrenaica"));
    assert!(!g.removed.contains(&ptolemy()));
    let mut ev = Vec::new();
    g.rev_17_forum_start(&mut ev);
    assert!(g.removed.contains(&ptolemy()));
    assert!(!g.discard.contains(&ptolemy()));
    assert!(g.bequests.established.is_empty());
    // Drawn while the Province exists: discarded.
    let mut ev = Vec::new();
    assert!(g.rev_17_bequest_drawn("ptolemy-apion-bequest", &mut ev));
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::BequestDiscarded { .. }))
    );
    assert!(g.discard.contains(&ptolemy()));
    assert!(g.bequests.to_establish.is_empty());
}

fn strs(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| (*s).to_string()).collect()
}

/// TD-08 (card:leader-mithridates/1, card:leader-spartacus/1, card:leader-vercingetorix/1,
/// LR 1.07.342): each Late Republic Leader strengthens every Active war of his series, whichever
/// card of it he lies on, by his printed strength; an Inactive war is not strengthened.
#[test]
fn td_08_the_late_leaders_strengthen_every_active_war_of_their_series() {
    let d = data();
    for (leader, series) in [
        (
            "mithridates-vi",
            ["mithridatic-1", "mithridatic-2", "mithridatic-3"],
        ),
        (
            "spartacus",
            [
                "sicilian-slave-revolt-1",
                "sicilian-slave-revolt-2",
                "gladiator-revolt",
            ],
        ),
        ("vercingetorix", ["gallic-1", "gallic-2", "gallic-3"]),
    ] {
        let (mut g, _) = new_game(3, 34);
        g.active_wars = strs(&series[..2]);
        g.inactive_wars = strs(&series[2..]);
        g.imminent_wars.clear();
        g.leaders = vec![state::LeaderInPlay {
            leader: leader.into(),
            war: series[1].into(),
        }];
        let strength = u32::from(d.leader(leader).unwrap().strength);
        for w in &series[..2] {
            let s = g.war_strength(w).unwrap();
            let card = d.war(w).unwrap();
            assert_eq!(s.leaders, strength, "{leader} on {w}");
            assert_eq!(
                s.land,
                u32::from(card.land) * s.multiplier + strength,
                "{w}"
            );
        }
        assert_eq!(g.war_strength(series[2]).unwrap().leaders, 0, "{leader}");
    }
}

/// FOR-19 (card:leader-spartacus/2, LR 1.07.8/4): with the Gladiator Revolt Active, Spartacus
/// rolls 1d6 at the end of the Forum Phase to destroy a Tax Farmer (the Revolt rolls too),
/// whichever Slave Revolt he lies on; with no Gladiator Revolt Active he does not.
#[test]
fn for_19_spartacus_destroys_a_tax_farmer_while_the_gladiator_revolt_is_active() {
    let (mut g, _) = new_game(3, 35);
    let s = of(&g, 0)[0];
    for n in [2, 5] {
        g.senators[s].concessions.push(state::HeldConcession {
            key: format!("tax-farmer-{n}"),
            corrupt: false,
        });
    }
    g.active_wars = strs(&["sicilian-slave-revolt-1", "gladiator-revolt"]);
    g.leaders = vec![state::LeaderInPlay {
        leader: "spartacus".into(),
        war: "sicilian-slave-revolt-1".into(),
    }];
    g.script_dice(vec![2, 5]);
    let mut ev = Vec::new();
    g.for_19_tax_farmers(&mut ev);
    let by_spartacus = ev.iter().any(|e| {
        matches!(&e.kind, EventKind::DiceRolled { purpose: api::DicePurpose::TaxFarmer { by }, .. }
            if *by == DeckCard::Leader("spartacus".into()))
    });
    assert!(by_spartacus, "Spartacus rolls");
    assert!(
        g.senators[s].concessions.is_empty(),
        "both Tax Farmers destroyed"
    );
    assert!(
        g.curia
            .contains(&DeckCard::Concession("tax-farmer-5".into()))
    );
    // No Gladiator Revolt Active: Spartacus does not roll.
    g.active_wars = strs(&["sicilian-slave-revolt-1"]);
    let mut ev = Vec::new();
    g.for_19_tax_farmers(&mut ev);
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::DiceRolled { .. }))
    );
}

/// COM-12 (card:war-3rd-mithridatic/2): the Victory creates Syria and the Developed Province
/// of Bithynia: Bithynia lies in the Forum on its Developed side, Syria undeveloped.
#[test]
fn com_12_the_3rd_mithridatic_war_creates_a_developed_bithynia() {
    let (mut g, _) = new_game(3, 31);
    let w = data().war("mithridatic-3").expect("3rd Mithridatic");
    assert_eq!(w.creates_developed, vec!["Bithynia".to_string()]);
    let created = g.com_12_provinces(w);
    assert_eq!(created, vec!["Syria".to_string(), "Bithynia".to_string()]);
    g.forum_provinces
        .extend(["syria".to_string(), "bithynia".to_string()]);
    let mut ev = Vec::new();
    g.com_12_develop_by_victory(w, &created, &mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceDevelopedByVictory { war, province, created: true }
            if war.as_str() == "mithridatic-3" && province.as_str() == "bithynia"
    )));
    assert_eq!(g.forum_developed, vec!["bithynia".to_string()]);
}

/// COM-12 (card:war-3rd-mithridatic/3-4): an existing undeveloped Bithynia is developed by the
/// Victory, and its Governor gains no Influence for it.
#[test]
fn com_12_the_3rd_mithridatic_war_develops_bithynia_without_influence() {
    let (mut g, _) = new_game(3, 31);
    let w = data().war("mithridatic-3").expect("3rd Mithridatic");
    let gi = 0;
    g.senators[gi].in_rome = false;
    g.provinces.push(crate::state::Province {
        key: "bithynia".into(),
        governor: g.senators[gi].id(),
        term: 2,
        developed: false,
        garrison: 0,
        elected_turn: 1,
    });
    let influence = g.senators[gi].influence;
    let created = g.com_12_provinces(w);
    assert_eq!(created, vec!["Syria".to_string()]);
    let mut ev = Vec::new();
    g.com_12_develop_by_victory(w, &created, &mut ev);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ProvinceDevelopedByVictory { province, created: false, .. }
            if province.as_str() == "bithynia"
    )));
    assert!(g.provinces[0].developed);
    assert_eq!(g.senators[gi].influence, influence);
    // Already Developed: nothing more happens.
    let mut ev = Vec::new();
    g.com_12_develop_by_victory(w, &created, &mut ev);
    assert!(ev.is_empty());
}

/// COM-12 (card:province-creta-et-cyrenaica/2 "Created by: Bequest or 2nd Cilician Pirates"):
/// a Victory over the 2nd Cilician Pirates creates Creta et Cyrenaica.
#[test]
fn com_12_the_2nd_cilician_pirates_create_creta_et_cyrenaica() {
    let (g, _) = new_game(3, 31);
    let w = data()
        .war("cilician-pirates-2")
        .expect("2nd Cilician Pirates");
    assert_eq!(
        g.com_12_provinces(w),
        vec!["Creta et Cyrenaica".to_string()]
    );
}
