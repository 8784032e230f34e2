//! RVN-10 (ADV 2.03): the Revolution Phase side of Rebel Governors: positions holding them,
//! declarations, marching on Rome or staying, reinforcements, the Primary Rebel's death.

use super::*;
use crate::position::Position;
use crate::rebellion::RebelAt;

/// A Middle Republic position in the Revolution Phase: Cornelius (faction 1) governs Sicilia,
/// Fabius (faction 1) Macedonia, each with Provincial Forces and a Garrison.
pub(super) const GOVERNORS: &str = r#"
scenario = "middle"
players = ["Alice", "Bob", "Carol"]
turn = 5
legions = 4
fleets = 4
[options]
provincial_wars = true
rebel_governors = true
[start]
phase = "revolution"
[[faction]]
leader = "Cornelius"
[[faction]]
leader = "Valerius"
[[faction]]
leader = "Claudius"
[[senator]]
card = "Cornelius"
faction = 1
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Aemilius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
offices = ["rome_consul"]
[[senator]]
card = "Claudius"
faction = 3
offices = ["field_consul"]
[[province]]
card = "sicilia"
governor = "Cornelius"
garrison = 2
armies = 3
fleets = 1
[[province]]
card = "macedonia"
governor = "Fabius"
garrison = 1
armies = 2
fleets = 2
"#;

fn position(extra: &str) -> Position {
    toml::from_str(&format!("{GOVERNORS}{extra}")).unwrap()
}

/// The GOVERNORS position as it stands, as a game.
fn governors_game() -> Game {
    Game::from_position(&position(""), seed(3)).unwrap()
}

/// RVN-10 (ADV 2.03.2, 2.03.21, 2.03.8): a position holds the Rebel Governors, where each
/// is, the Primary staying in his Province, and writes them back as it read them; a Secondary
/// Rebel Governor is one of the Secondary Rebels.
#[test]
fn rvn_10_a_position_holds_rebel_governors_and_writes_them_back() {
    let p = position(
        r#"
[rebellion]
rebel = "Cornelius"
staying = "sicilia"
fleets = 1
[[rebellion.governor]]
senator = "Cornelius"
[[rebellion.governor]]
senator = "Fabius"
at = "in_transit"
"#,
    );
    let g = Game::from_position(&p, seed(3)).unwrap();
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.governors.len(), 2);
    assert_eq!(r.governors[0].province, "sicilia");
    assert_eq!(r.governors[0].at, RebelAt::Province);
    assert_eq!(r.governors[1].province, "macedonia");
    assert_eq!(r.governors[1].at, RebelAt::InTransit);
    assert_eq!(r.staying.as_deref(), Some("sicilia"));
    assert_eq!(r.fleets, 1);
    assert_eq!(r.secondaries.len(), 1, "Fabius is a Secondary Rebel");
    assert!(g.is_rebel_province("macedonia") && !g.is_rebel_province("africa"));
    assert!(g.options.rebel_governors);
    let back = g.to_position();
    let h = Game::from_position(&back, seed(3)).unwrap();
    assert_eq!(h.rebellion, g.rebellion);
    assert_eq!(back.rebellion, h.to_position().rebellion);
}

/// RVN-10 (ADV 2.03.7/6): a Primary Rebel Governor marching on Rome with his Provincial
/// Forces; a position naming a Province he does not govern, or a stay in Italy, is refused.
#[test]
fn rvn_10_a_position_checks_its_rebel_governors() {
    let p = position(
        r#"
[rebellion]
rebel = "Cornelius"
legions = 2
provincial_armies = 3
provincial_fleets = 1
[[rebellion.governor]]
senator = "Cornelius"
at = "italy"
"#,
    );
    let g = Game::from_position(&p, seed(3)).unwrap();
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!((r.provincial_armies, r.provincial_fleets), (3, 1));
    assert_eq!(r.governors[0].at, RebelAt::Italy);
    assert!(r.staying.is_none());
    let wrong = position(
        r#"
[rebellion]
rebel = "Cornelius"
[[rebellion.governor]]
senator = "Cornelius"
province = "macedonia"
"#,
    );
    let e = Game::from_position(&wrong, seed(3)).unwrap_err();
    assert_eq!(e.field, "rebellion.governor[1].province");
    let away = position(
        r#"
[rebellion]
rebel = "Cornelius"
staying = "sicilia"
[[rebellion.governor]]
senator = "Cornelius"
at = "italy"
"#,
    );
    let e = Game::from_position(&away, seed(3)).unwrap_err();
    assert_eq!(e.field, "rebellion.staying");
    let other = position(
        r#"
[rebellion]
rebel = "Cornelius"
[[rebellion.governor]]
senator = "Valerius"
province = "sicilia"
"#,
    );
    assert!(Game::from_position(&other, seed(3)).is_err());
}

fn governor_of(g: &Game, province: &str) -> SenatorId {
    g.provinces
        .iter()
        .find(|p| p.key == province)
        .map(|p| p.governor.clone())
        .unwrap()
}

/// RVN-10 (ADV 2.03.2, 2.03.21, 2.03.22, 2.03.4/1): a Governor declared the Primary Rebel
/// with a Secondary Rebel Governor: no Legion rolls, Force Strength = MIL + Garrisons +
/// Provincial Forces + 2 per Veteran; the Garrisons leave the Senate's Legions, the Secondary's
/// Veteran in Rome deserts to his Province, no War attacks a Rebel Province, the Primary stays.
#[test]
fn rvn_10_a_governor_declares_his_revolt_with_a_secondary_governor() {
    let mut p = position("");
    p.veterans = vec!["Fabius".into()];
    let mut g = Game::from_position(&p, seed(3)).unwrap();
    let cornelius = governor_of(&g, "sicilia");
    let fabius = governor_of(&g, "macedonia");
    assert!(
        g.may_revolt(FactionId(0)).contains(&cornelius),
        "ADV 2.03.2/2"
    );
    assert_eq!(g.legions, 4 + 3);
    let mil = g
        .find_senator(&cornelius)
        .map(|i| g.planning_military(i))
        .unwrap();
    let order = RevoltOrder {
        joined_by: vec![fabius.clone()],
        ..revolt_order(&cornelius)
    };
    let mut ev = Vec::new();
    g.rvn_05_declarations(vec![(FactionId(0), order)], &mut ev);
    let strength = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::RebelGovernorDeclared {
                rebel, strength, ..
            } if *rebel == cornelius => Some(*strength),
            _ => None,
        })
        .expect("the Governor declares");
    // 3 Garrison Legions (one of them Fabius's Veteran counts 2), 8 Provincial Forces.
    assert_eq!(strength, mil + 3 + 8 + 2);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::LegionAllegiance { .. })),
        "no Legion rolls for a Governor"
    );
    let (garrison, armies, fleets) = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::RebelGovernorsRevolt {
                garrison,
                armies,
                fleets,
                governors,
                ..
            } if governors.len() == 2 => Some((*garrison, *armies, *fleets)),
            _ => None,
        })
        .expect("the Governors in Revolt");
    assert_eq!((garrison, armies, fleets), (4, 5, 3));
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.rebel, cornelius);
    assert_eq!(
        r.staying.as_deref(),
        Some("sicilia"),
        "ADV 2.03.8: he stays"
    );
    assert_eq!(r.secondaries, vec![fabius.clone()]);
    assert_eq!(r.legions, 0);
    assert!(g.senators.iter().filter(|s| s.rebel).count() == 2);
    let mac = g.provinces.iter().find(|p| p.key == "macedonia").unwrap();
    assert_eq!(
        mac.garrison, 2,
        "ADV 2.03.22/2: his Veteran deserted to him"
    );
    assert_eq!(
        g.provincial
            .garrison_veterans
            .get("macedonia")
            .map(Vec::len),
        Some(1)
    );
    assert_eq!(g.legions, 3, "the Garrisons are the Rebels'");
    assert_eq!(g.legions_in_rome(), 3);
    assert!(g.is_rebel_province("macedonia"));
    assert!(
        g.province_attacked_by("macedonia").is_none(),
        "ADV 2.03.4/1"
    );
    assert_invariants(&g);
}

/// RVN-10: without the option no Governor may revolt (LR 1.11.3 as in the basic game).
#[test]
fn rvn_10_no_governor_revolts_without_the_option() {
    let mut p = position("");
    p.options.rebel_governors = false;
    let g = Game::from_position(&p, seed(3)).unwrap();
    assert!(g.may_revolt(FactionId(0)).is_empty());
}

/// The GOVERNORS position with Cornelius declared in Revolt in Sicilia (Fabius with him in
/// Macedonia), through the PB-13 declarations: the March on Rome question is open.
fn declared() -> (Game, SenatorId, Vec<Event>) {
    let mut g = governors_game();
    let cornelius = governor_of(&g, "sicilia");
    let fabius = governor_of(&g, "macedonia");
    let order = RevoltOrder {
        joined_by: vec![fabius],
        ..revolt_order(&cornelius)
    };
    let mut ev = Vec::new();
    g.rvn_05_declare_all(vec![(FactionId(0), order)], &mut ev);
    (g, cornelius, ev)
}

fn march_question(g: &Game) -> Decision {
    g.open_decisions()
        .into_iter()
        .find(|d| {
            matches!(
                &d.options,
                DecisionOptions::Choice {
                    about: ChoiceAbout::MarchOnRome { .. },
                    ..
                }
            )
        })
        .expect("the Primary Rebel Governor is asked")
}

/// RVN-10 (ADV 2.03.7/1, 2.03.7/4): right after the Rebel Faction is decided the Primary
/// Rebel Governor is asked whether he marches on Rome; the Default Move: he stays (ADV 2.03.8).
#[test]
fn rvn_10_the_primary_rebel_governor_is_asked_to_march_and_stays_by_default() {
    let (mut g, cornelius, _) = declared();
    let d = march_question(&g);
    assert_eq!(d.owner, FactionId(0));
    let Answer::Choice { pick, .. } = &d.default else {
        panic!("a choice");
    };
    assert_eq!(*pick, ChoiceOption::StayInProvince);
    let ev = g.resolve(true);
    let stayed = ev.iter().any(|e| {
        matches!(&e.kind, EventKind::RebelStaysInProvince { rebel, province }
            if *rebel == cornelius && province.as_str() == "sicilia")
    });
    assert!(stayed, "he stays: {ev:?}");
    let r = g.rebellion.as_ref().expect("the Revolt goes on");
    assert_eq!(r.staying.as_deref(), Some("sicilia"));
    assert_invariants(&g);
}

/// RVN-10 (ADV 2.03.7/3-7, 2.03.3): marching, only his Forces go: his Garrison Legions and his
/// Province's Provincial Forces; Land Strength = Provincial Armies (in full beside a Legion) +
/// Garrison Legions; the Base Strength stays behind; the Civil War counts them.
#[test]
fn rvn_10_the_primary_rebel_governor_marches_with_his_provinces_forces() {
    let (mut g, cornelius, _) = declared();
    let d = march_question(&g);
    submit_pick(&mut g, &d, ChoiceOption::MarchOnRome);
    let ev = g.resolve(true);
    let (legions, armies, fleets, strength) = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::RebelMarchesOnRome {
                rebel,
                legions,
                armies,
                fleets,
                strength,
                ..
            } if *rebel == cornelius => Some((*legions, *armies, *fleets, *strength)),
            _ => None,
        })
        .expect("he marches");
    // Sicilia: 2 Garrison Legions, 3 Provincial Armies, 1 Provincial Fleet.
    assert_eq!((legions, armies, fleets, strength), (2, 3, 1, 3 + 2));
    let r = g.rebellion.as_ref().expect("the Revolt goes on");
    assert!(r.staying.is_none());
    assert_eq!(
        (r.legions, r.provincial_armies, r.provincial_fleets),
        (2, 3, 1)
    );
    assert_eq!(r.governors[0].at, RebelAt::Italy);
    let sicilia = g.provinces.iter().find(|p| p.key == "sicilia").unwrap();
    assert_eq!(sicilia.garrison, 0);
    assert_eq!(
        g.provincial_forces("sicilia").armies + g.provincial_forces("sicilia").fleets,
        0
    );
    assert!(
        g.is_rebel_province("sicilia"),
        "still his Province (2.03.7/5)"
    );
    let mil = g
        .find_senator(&cornelius)
        .map(|i| g.planning_military(i))
        .unwrap();
    assert_eq!(
        g.rebel_strength(),
        5 + mil.min(5),
        "LR 1.11.37 with his Provincial Armies"
    );
    assert_invariants(&g);
}

/// RVN-10 (ADV 2.03.8/1): a Primary Rebel Governor declared and staying in his Province does
/// not win when the Senate sends no Army, and fights no civil war battle in Italy: the rules
/// go on (no stop, no win).
#[test]
fn rvn_10_a_declared_rebel_governor_staying_fights_no_battle_in_italy() {
    let (mut g, _, _) = declared();
    g.resolve(true);
    assert!(g.rebellion.as_ref().is_some_and(|r| r.staying.is_some()));
    let mut ev = Vec::new();
    assert!(!g.rvn_09_civil_war(&mut ev));
    assert!(
        !ev.iter().any(|e| matches!(
            e.kind,
            EventKind::RulesEnd { .. } | EventKind::RebelNotAttacked { .. }
        )),
        "no stop, no win by the Senate's not attacking (2.03.8/1): {ev:#?}"
    );
    assert!(g.rebellion.is_some());
}

/// RVN-10 (ADV 2.03.91/1): a position holds the Naval Victory markers on Rebel Provinces and
/// writes them back; a marker on a Province that is no Rebel Province is refused.
#[test]
fn rvn_10_a_position_holds_naval_victory_markers_on_rebel_provinces() {
    let p = position(
        r#"
[rebellion]
rebel = "Cornelius"
staying = "sicilia"
naval_victories = ["Macedonia"]
[[rebellion.governor]]
senator = "Cornelius"
[[rebellion.governor]]
senator = "Fabius"
"#,
    );
    let g = Game::from_position(&p, seed(3)).unwrap();
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.naval_victories, vec!["macedonia".to_string()]);
    let back = g.to_position();
    assert_eq!(
        back.rebellion.as_ref().map(|r| r.naval_victories.clone()),
        Some(vec!["macedonia".to_string()])
    );
    let wrong = position(
        r#"
[rebellion]
rebel = "Cornelius"
staying = "sicilia"
naval_victories = ["africa"]
[[rebellion.governor]]
senator = "Cornelius"
"#,
    );
    let e = Game::from_position(&wrong, seed(3)).unwrap_err();
    assert_eq!(e.field, "rebellion.naval_victories[1]");
}

/// The Vatinian Law in play: Cornelius, who governs Sicilia in person, also governs Sardinia
/// et Corsica (2 Garrison Legions, 2 Provincial Armies) through a Legate.
const SARDINIA_BY_LEGATE: &str = r#"
[[law]]
card = "vatinian"
faction = 1
[[province]]
card = "sardinia-et-corsica"
governor = "Cornelius"
garrison = 2
armies = 2
legate = true
"#;

/// RVN-10 / SEN-38 (LR 1.13.1/7-8): a Governor of two Provinces, in one in person and ruling
/// the other through a Legate, rebels in the Province he is in (Sicilia: its Forces alone
/// make his Force Strength); the Province he ruled through a Legate returns to the Forum with
/// its Garrison, which stays the Senate's; the rules never stop.
#[test]
fn rvn_10_a_rebel_governor_of_two_provinces_rebels_in_the_one_he_is_in() {
    let p = position(SARDINIA_BY_LEGATE);
    let mut g = Game::from_position(&p, seed(3)).unwrap();
    let cornelius = governor_of(&g, "sicilia");
    assert_eq!(governor_of(&g, "sardinia-et-corsica"), cornelius);
    assert!(g.governs_by_legate(&cornelius, "sardinia-et-corsica"));
    let legions = g.legions;
    let mil = g
        .find_senator(&cornelius)
        .map(|i| g.planning_military(i))
        .unwrap();
    let mut ev = Vec::new();
    g.rvn_05_declare_all(vec![(FactionId(0), revolt_order(&cornelius))], &mut ev);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::RulesEnd { .. })),
        "{ev:#?}"
    );
    let (province, strength) = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::RebelGovernorDeclared {
                rebel,
                province,
                strength,
                ..
            } if *rebel == cornelius => Some((province.to_string(), *strength)),
            _ => None,
        })
        .expect("he declares");
    assert_eq!(province, "sicilia", "LR 1.13.1/7: the Province he is in");
    // Sicilia: 2 Garrison Legions, 3 Provincial Armies, 1 Provincial Fleet; not Sardinia's 4.
    assert_eq!(strength, mil + 2 + 4);
    let back = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::ProvinceToForum {
                province,
                governor,
                reason,
            } => Some((province.to_string(), governor.clone(), *reason)),
            _ => None,
        })
        .expect("LR 1.13.1/8: the other Province returns to the Forum");
    assert_eq!(
        back,
        (
            "sardinia-et-corsica".to_string(),
            cornelius.clone(),
            crate::facts::ToForum::RebelElsewhere
        )
    );
    assert!(g.forum_provinces.iter().any(|k| k == "sardinia-et-corsica"));
    assert!(!g.provinces.iter().any(|p| p.key == "sardinia-et-corsica"));
    assert!(!g.is_rebel_province("sardinia-et-corsica"));
    assert!(g.is_rebel_province("sicilia"));
    let r = g.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.staying.as_deref(), Some("sicilia"));
    assert_eq!(r.governors.len(), 1);
    // Sicilia's 2 Garrison Legions are the Rebel's; Sardinia's 2 stay the Senate's, in the Forum.
    assert_eq!(g.legions, legions - 2);
    assert_eq!(g.sen_46_garrison_from_forum("sardinia-et-corsica"), 2);
}

/// The Vatinian Law in play and Sardinia et Corsica (1 Garrison Legion) ruled by `governor`
/// through a Legate.
fn sardinia_by_legate_to(governor: &str) -> Position {
    position(&format!(
        "[[law]]\ncard = \"vatinian\"\nfaction = 1\n[[province]]\ncard = \"sardinia-et-corsica\"\n\
         governor = \"{governor}\"\ngarrison = 1\nlegate = true\n"
    ))
}

/// RVN-10 / SEN-38 (LR 1.13.1/7): a Governor who rules his only Province through a Legate from
/// Rome is in no Province: he may not declare a Revolt as a Governor, and an order naming him
/// is refused.
#[test]
fn rvn_10_a_governor_ruling_only_through_a_legate_from_rome_may_not_revolt() {
    let p = sardinia_by_legate_to("Aemilius");
    let g = Game::from_position(&p, seed(3)).unwrap();
    let aemilius = governor_of(&g, "sardinia-et-corsica");
    let cornelius = governor_of(&g, "sicilia");
    let may = g.may_revolt(FactionId(0));
    assert!(may.contains(&cornelius), "{may:?}");
    assert!(
        !may.contains(&aemilius),
        "LR 1.13.1/7: he is in no Province"
    );
    let e = g
        .validate_revolts(FactionId(0), &[revolt_order(&aemilius)])
        .unwrap_err();
    assert!(format!("{e:?}").contains("RVN-05"), "{e:?}");
}

/// RVN-10 / SEN-38 (LR 1.13.1/8): a Governor in person who joins the Primary Rebel as a
/// Secondary keeps the Province he is in; the one he ruled through a Legate returns to the
/// Forum.
#[test]
fn rvn_10_a_secondary_rebel_governor_keeps_only_the_province_he_is_in() {
    let p = sardinia_by_legate_to("Fabius");
    let mut g = Game::from_position(&p, seed(3)).unwrap();
    let cornelius = governor_of(&g, "sicilia");
    let fabius = governor_of(&g, "macedonia");
    let mut order = revolt_order(&cornelius);
    order.joined_by = vec![fabius.clone()];
    let mut ev = Vec::new();
    g.rvn_05_declare_all(vec![(FactionId(0), order)], &mut ev);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            EventKind::ProvinceToForum { governor, .. } if *governor == fabius
        )),
        "{ev:#?}"
    );
    let r = g.rebellion.as_ref().expect("a Revolt");
    let held: Vec<&str> = r.governors.iter().map(|g| g.province.as_str()).collect();
    assert_eq!(held, vec!["sicilia", "macedonia"]);
    assert!(g.forum_provinces.iter().any(|k| k == "sardinia-et-corsica"));
    assert!(
        g.invariant_violations().is_empty(),
        "{:?}",
        g.invariant_violations()
    );
}
