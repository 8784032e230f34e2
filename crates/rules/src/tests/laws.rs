//! The Laws (issue 24 §2): SEN-55 playing a Law, SEN-62 what the Laws change, SEN-34 the
//! Calpurnian and Acilian fines.

use super::*;
use crate::api::{AnytimePlay, CardKey, Illegal, RuleError};

/// A 3-player game waiting on the Senate's first round (the Consuls' nomination).
fn senate(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 2;
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    assert_eq!(g.status(), GameStatus::Waiting);
    g
}

fn give(g: &mut Game, fac: u8, law: &str) {
    g.factions[usize::from(fac)]
        .hand
        .push(DeckCard::Law(law.into()));
}

fn law(key: &str) -> AnytimePlay {
    AnytimePlay::Law {
        law: CardKey(key.into()),
        repeal: false,
    }
}

fn refused(r: Result<Vec<Event>, RuleError>) -> (String, Illegal) {
    match r {
        Err(RuleError::Illegal { rule, why }) => (rule.as_str().to_string(), why),
        other => panic!("not refused: {other:?}"),
    }
}

fn in_play(g: &mut Game, key: &str, fac: u8) {
    g.laws.push(crate::laws::LawInPlay {
        key: key.into(),
        by: f(fac),
    });
}

#[test]
fn sen_55_a_law_played_in_the_senate_lies_in_the_law_space() {
    let mut g = senate(61);
    give(&mut g, 1, "military-reforms");
    let ev = g.play_anytime(f(1), &law("military-reforms")).unwrap();
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LawPlayed { faction, law } if *faction == f(1) && law.0 == "military-reforms"
    )));
    assert_eq!(g.laws_in_play(), vec![CardKey("military-reforms".into())]);
    assert!(!g.holds_law(f(1)));
    assert_eq!(g.view(Viewer::Public).laws.len(), 1);
    // The round still waits: the play is no decision.
    assert_eq!(g.status(), GameStatus::Waiting);
}

#[test]
fn sen_55_a_law_is_refused_outside_the_senate_phase_and_when_not_held() {
    let mut g = senate(62);
    let (rule, why) = refused(g.play_anytime(f(0), &law("calpurnian")));
    assert_eq!(rule, "SEN-55");
    assert!(matches!(why, Illegal::LawNotHeld { .. }));
    give(&mut g, 0, "calpurnian");
    g.phase = Phase::Forum;
    let (rule, why) = refused(g.play_anytime(f(0), &law("calpurnian")));
    assert_eq!((rule.as_str(), why), ("SEN-55", Illegal::LawOutsideSenate));
    assert!(g.holds_law(f(0)));
}

#[test]
fn sen_62_acilian_is_not_playable_before_the_calpurnian_law() {
    let mut g = senate(63);
    give(&mut g, 0, "acilian");
    let (rule, why) = refused(g.play_anytime(f(0), &law("acilian")));
    assert_eq!(rule, "SEN-62");
    assert!(matches!(why, Illegal::LawNeedsLaw { needs, .. } if needs.0 == "calpurnian"));
    in_play(&mut g, "calpurnian", 1);
    g.play_anytime(f(0), &law("acilian")).unwrap();
    assert!(g.law_in_play("acilian"));
}

#[test]
fn sen_62_tradition_erodes_needs_active_wars_of_strength_15() {
    let mut g = senate(64);
    give(&mut g, 2, "tradition-erodes");
    g.active_wars = vec!["illyrian-1".into()];
    g.inactive_wars.clear();
    g.imminent_wars.clear();
    let (rule, why) = refused(g.play_anytime(f(2), &law("tradition-erodes")));
    assert_eq!(rule, "SEN-62");
    assert_eq!(
        why,
        Illegal::LawNeedsActiveWars {
            strength: 5,
            needs: 15
        }
    );
    g.active_wars.push("gallic-1".into());
    g.play_anytime(f(2), &law("tradition-erodes")).unwrap();
    assert!(g.law_in_play("tradition-erodes"));
}

#[test]
fn sen_62_tradition_erodes_makes_the_consuls_eligible_again() {
    let mut g = senate(65);
    let consul = g
        .senators
        .iter()
        .position(|s| s.offices.contains(&Office::RomeConsul))
        .expect("a Rome Consul");
    assert!(!g.consul_candidates().contains(&consul), "LR 1.09.2/5");
    in_play(&mut g, "tradition-erodes", 0);
    assert!(g.consul_candidates().contains(&consul));
}

#[test]
fn sen_62_military_reforms_stops_the_consul_for_life_appointment() {
    let (mut g, _) = new_game(3, 66);
    let i = g.aligned_in_rome()[0];
    g.senators[i].influence = 40;
    in_play(&mut g, "military-reforms", 1);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 2;
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::ConsulForLife { .. }))
    );
    assert!(!g.senators[i].consul_for_life);
    // Without the Law he is appointed at once (SEN-58), so the test can fail.
    g.laws.clear();
    let mut ev = Vec::new();
    g.sen_58_appointment(&mut ev);
    assert!(g.senators[i].consul_for_life);
}

#[test]
fn sen_62_servilian_adds_one_to_its_players_knight_rolls_or_repeals_the_acilian_law() {
    let mut g = senate(67);
    give(&mut g, 1, "servilian");
    let repeal = AnytimePlay::Law {
        law: CardKey("servilian".into()),
        repeal: true,
    };
    let (rule, why) = refused(g.play_anytime(f(1), &repeal));
    assert_eq!((rule.as_str(), why), ("SEN-62", Illegal::NothingToRepeal));
    in_play(&mut g, "calpurnian", 0);
    in_play(&mut g, "acilian", 0);
    // card:law-servilian/1 "anytime": the repeal is taken outside the Senate Phase too.
    g.phase = Phase::Forum;
    let ev = g.play_anytime(f(1), &repeal).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::LawRepealed { law, .. } if law.0 == "acilian"))
    );
    assert!(!g.law_in_play("acilian") && !g.law_in_play("servilian"));
    assert!(g.discard.contains(&DeckCard::Law("acilian".into())));
    assert!(g.discard.contains(&DeckCard::Law("servilian".into())));
    // Played for its +1 instead: its player's Knight rolls only.
    in_play(&mut g, "servilian", 2);
    assert_eq!(g.servilian_bonus(f(2)), 1);
    assert_eq!(g.servilian_bonus(f(1)), 0);
}

/// A corrupt Senator of faction 1 in Rome and the Censor (of faction 0).
fn corrupt_and_censor(g: &mut Game) -> (usize, usize) {
    let censor = of(g, 0)[0];
    g.senators[censor].offices.push(Office::Censor);
    let gov = of(g, 1)[0];
    g.senators[gov].corrupt = true;
    g.senators[gov].in_rome = true;
    (censor, gov)
}

#[test]
fn sen_34_the_censor_fines_a_corrupt_governor_1d6_from_his_treasuries_then_popularity_and_influence()
 {
    let mut g = senate(68);
    let (_, gov) = corrupt_and_censor(&mut g);
    let who = g.senators[gov].id();
    let fine = AnytimePlay::LawFine {
        governor: who.clone(),
    };
    let (rule, why) = refused(g.play_anytime(f(0), &fine));
    assert_eq!((rule.as_str(), why), ("SEN-34", Illegal::NoCalpurnianLaw));
    in_play(&mut g, "calpurnian", 2);
    let (_, why) = refused(g.play_anytime(f(2), &fine));
    assert!(matches!(why, Illegal::NotFinePower { holder: Some(h) } if h == f(0)));
    g.senators[gov].treasury = 1;
    g.factions[1].treasury = 2;
    g.senators[gov].popularity = 2;
    g.senators[gov].influence = 5;
    g.script_dice(vec![6]);
    let ev = g.play_anytime(f(0), &fine).unwrap();
    let got = ev.iter().find_map(|e| match &e.kind {
        EventKind::LawFine {
            amount,
            from_senator,
            from_faction,
            shortfall,
            ..
        } => Some((*amount, *from_senator, *from_faction, *shortfall)),
        _ => None,
    });
    assert_eq!(got, Some((6, 1, 2, 3)));
    let s = &g.senators[gov];
    assert_eq!((s.treasury, s.popularity, s.influence), (0, -1, 2));
    assert_eq!(g.factions[1].treasury, 0);
    // Once a turn.
    let (_, why) = refused(g.play_anytime(f(0), &fine));
    assert_eq!(why, Illegal::FineUsedThisTurn);
    // An honest Senator is no target.
    g.law_fine.used = None;
    let honest = of(&g, 2)[0];
    let (_, why) = refused(g.play_anytime(
        f(0),
        &AnytimePlay::LawFine {
            governor: g.senators[honest].id(),
        },
    ));
    assert!(matches!(why, Illegal::NotFineable { .. }));
}

#[test]
fn sen_34_with_the_acilian_law_the_faction_with_most_knights_fines() {
    let mut g = senate(69);
    let (_, gov) = corrupt_and_censor(&mut g);
    in_play(&mut g, "calpurnian", 0);
    in_play(&mut g, "acilian", 1);
    for s in &mut g.senators {
        s.knights = 0;
    }
    let k = of(&g, 2)[1];
    g.senators[k].knights = 2;
    g.senators[k].in_rome = false; // card:law-acilian/3: need not be in Rome
    let fine = AnytimePlay::LawFine {
        governor: g.senators[gov].id(),
    };
    let (_, why) = refused(g.play_anytime(f(0), &fine));
    assert!(matches!(why, Illegal::NotFinePower { holder: Some(h) } if h == f(2)));
    g.script_dice(vec![2]);
    let ev = g.play_anytime(f(2), &fine).unwrap();
    assert!(ev.iter().any(
        |e| matches!(&e.kind, EventKind::LawFine { faction, amount: 2, .. } if *faction == f(2))
    ));
}

#[test]
fn sen_34_acilian_tie_for_most_knights_is_rolled_off() {
    let mut g = senate(70);
    let (_, gov) = corrupt_and_censor(&mut g);
    in_play(&mut g, "calpurnian", 0);
    in_play(&mut g, "acilian", 1);
    for s in &mut g.senators {
        s.knights = 0;
    }
    let fine = AnytimePlay::LawFine {
        governor: g.senators[gov].id(),
    };
    // Everyone tied at 0: faction 0 (2d6 = 2) loses to 1 (12) and 2 (7).
    g.script_dice(vec![1, 1, 6, 6, 3, 4]);
    let ev = g.play_anytime(f(0), &fine).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::FinePower { faction } if *faction == f(1)))
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::LawFine { .. }))
    );
    let (_, why) = refused(g.play_anytime(f(0), &fine));
    assert!(matches!(why, Illegal::NotFinePower { holder: Some(h) } if h == f(1)));
    g.script_dice(vec![3]);
    g.play_anytime(f(1), &fine).unwrap();
    assert_eq!(g.law_fine.used, Some(g.turn));
}

#[test]
fn sen_62_julian_law_restores_manpower_lowers_unrest_and_costs_its_player_influence() {
    let mut g = senate(71);
    give(&mut g, 0, "julian");
    let (rule, why) = refused(g.play_anytime(f(0), &law("julian")));
    assert_eq!(rule, "SEN-62");
    assert!(matches!(why, Illegal::LawNeedsWar { .. }));
    g.inactive_wars.push("social".into());
    g.events_in_play.push(crate::state::EventInPlay {
        key: "manpower-shortage".into(),
        increased: false,
        turn: g.turn,
        repeats: 0,
    });
    g.no_recruitment = true;
    g.unrest = 5;
    let mine = of(&g, 0);
    for i in &mine {
        g.senators[*i].influence = 3;
    }
    g.script_dice(vec![2; mine.len()]);
    let ev = g.play_anytime(f(0), &law("julian")).unwrap();
    assert!(ev.iter().any(|e| matches!(
        e.kind,
        EventKind::ManpowerRestored {
            shortages: 1,
            no_recruitment: true,
            ..
        }
    )));
    assert_eq!(g.unrest, 2);
    assert!(!g.no_recruitment);
    assert!(
        g.events_in_play
            .iter()
            .all(|e| e.key != "manpower-shortage")
    );
    for i in &mine {
        assert_eq!(g.senators[*i].influence, 1);
    }
}

#[test]
fn sen_62_plautian_papirian_halves_the_social_war_and_costs_popularity() {
    let mut g = senate(72);
    g.active_wars.push("social".into());
    assert_eq!(g.war_strength("social").map(|s| s.land), Some(10));
    give(&mut g, 1, "plautian-papirian");
    g.unrest = 1;
    let mine = of(&g, 1);
    let before: Vec<i32> = mine.iter().map(|i| g.senators[*i].popularity).collect();
    let ev = g.play_anytime(f(1), &law("plautian-papirian")).unwrap();
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::WarStrengthHalved { land: 5, war, .. } if war.0 == "social"
    )));
    assert_eq!(g.war_strength("social").map(|s| s.land), Some(5));
    assert_eq!(g.unrest, 0);
    for (i, b) in mine.iter().zip(before) {
        assert_eq!(g.senators[*i].popularity, (b - 1).max(-9));
    }
}

/// SEN-38: the Vatinian Law is played and lies in the Law space (`legates.rs` builds it).
#[test]
fn sen_38_the_vatinian_law_is_played() {
    let mut g = senate(73);
    give(&mut g, 0, "vatinian");
    let ev = g.play_anytime(f(0), &law("vatinian")).unwrap();
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LawPlayed { law, .. } if law.0 == "vatinian"
    )));
    assert!(g.sen_38_in_play());
    assert!(!g.holds_law(f(0)));
}

/// COM-01 / RVN-11: the Gabinian Law is played during a Pirate War (card:law-gabinian/3) and
/// refused without one; the Manilian Law is played at any time of the Senate Phase.
#[test]
fn com_01_rvn_11_gabinian_needs_a_pirate_war_manilian_is_played() {
    let mut g = senate(74);
    g.active_wars.retain(|k| !k.contains("pirates"));
    g.inactive_wars.retain(|k| !k.contains("pirates"));
    give(&mut g, 0, "gabinian");
    let (rule, why) = refused(g.play_anytime(f(0), &law("gabinian")));
    assert_eq!(rule, "SEN-62");
    assert!(matches!(why, Illegal::LawNeedsWar { .. }));
    g.inactive_wars.push("cilician-pirates-1".into());
    let ev = g.play_anytime(f(0), &law("gabinian")).unwrap();
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::LawPlayed { law, .. } if law.0 == "gabinian"
    )));
    give(&mut g, 1, "manilian");
    g.play_anytime(f(1), &law("manilian")).unwrap();
    assert!(g.law_in_play("gabinian") && g.law_in_play("manilian"));
}
