//! Setup through the public API (SET-01..SET-08 entry points, PB-01).

use rorgm::rules::{
    DecisionKind, EventKind, FactionId, Game, RuleError, Scenario, Setup, Viewer, Visibility,
};

fn setup(scenario: Scenario, n: usize) -> Setup {
    Setup {
        scenario,
        players: (1..=n).map(|i| format!("P{i}")).collect(),
    }
}

#[test]
fn set_07_set_08_set_09_set_10_every_scenario_starts() {
    // SET-07 / SET-08 / SET-09 / SET-10: every scenario starts.
    for sc in [
        Scenario::MiddleRepublic,
        Scenario::LateRepublic,
        Scenario::ExtendedEarly,
        Scenario::ExtendedMiddle,
        Scenario::Alternative,
        Scenario::ExtendedEarlyMiddle,
    ] {
        let (g, _) = Game::new(setup(sc, 4), [0; 32]).unwrap();
        assert_eq!(g.scenario(), sc);
        assert_eq!(Scenario::parse(sc.as_str()), Some(sc));
    }
}

#[test]
fn set_11_three_to_six_players() {
    for n in [0, 1, 2, 7] {
        assert!(matches!(
            Game::new(setup(Scenario::EarlyRepublic, n), [0; 32]),
            Err(RuleError::Illegal {
                why: rorgm::rules::Illegal::PlayerCount { .. },
                ..
            })
        ));
    }
    for n in 3..=6 {
        let (g, _) = Game::new(setup(Scenario::EarlyRepublic, n), [1; 32]).unwrap();
        assert_eq!(g.players().len(), n);
        assert_eq!(g.round(), 0);
        assert_eq!(g.open_decisions().len(), n);
    }
}

#[test]
fn set_01_scenario_and_status_serialize_as_documented() {
    assert_eq!(
        serde_json::to_string(&Scenario::EarlyRepublic).unwrap(),
        "\"early\""
    );
    let s: Setup = serde_json::from_str(r#"{"scenario":"early","players":["a","b","c"]}"#).unwrap();
    assert_eq!(s.scenario, Scenario::EarlyRepublic);
}

#[test]
fn set_02_set_04_pb_01_public_setup_announcement() {
    let (g, ev) = Game::new(setup(Scenario::EarlyRepublic, 4), [3; 32]).unwrap();
    let public: Vec<&EventKind> = ev
        .iter()
        .filter(|e| e.visibility == Visibility::Public)
        .map(|e| &e.kind)
        .collect();
    assert!(matches!(
        public[0],
        EventKind::GameStarted { players: 4, .. }
    ));
    assert_eq!(
        public
            .iter()
            .filter(|k| matches!(k, EventKind::SenatorsDealt { .. }))
            .count(),
        4
    );
    assert_eq!(
        public
            .iter()
            .filter(|k| matches!(k, EventKind::TemporaryRomeConsul { .. }))
            .count(),
        1
    );
    for f in 0..4u8 {
        let hands: Vec<_> = ev
            .iter()
            .filter(|e| matches!(e.kind, EventKind::HandDealt { faction, .. } if faction == FactionId(f)))
            .collect();
        assert_eq!(hands.len(), 1);
        assert_eq!(hands[0].visibility, Visibility::Faction(FactionId(f)));
    }
    let v = g.view(Viewer::Public);
    assert_eq!(v.state_treasury, 100);
    assert_eq!(v.inactive_wars, vec!["punic-1"]);
    assert!(v.hrao.is_some());
    assert!(
        g.open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::SetupPlays && d.simultaneous)
    );
}
