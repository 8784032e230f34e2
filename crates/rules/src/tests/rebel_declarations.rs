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
