//! SET-07 / SET-08 / SET-09 / SET-10 end to end over the real loopback mail server: a game of each
//! scenario is created, its welcome mails (naming its rules page) go out, and its first round is
//! answered; an Extended game from the Middle Republic with the advanced rules built, and one from
//! the Early to the Middle Republic with options.

use crate::common;

use std::time::Duration;

use common::*;
use rorgm::rules::{Answer, ChoiceOption, DecisionKind, FactionId, Scenario, SenatorId, Viewer};

const WAIT: Duration = Duration::from_secs(20);

/// Every player's welcome mail names the game's rules page (its Pontifex Maximus line) and the
/// first call (round 0) comes; `choose`: the call asks for a `CHOOSE` line.
async fn welcomed(w: &mut World, choose: bool) {
    for b in w.boxes.iter_mut() {
        let welcome = b.wait_for("Welcome to Rome", WAIT).await;
        assert!(welcome.text.contains("Pontifex"), "{}", welcome.text);
        let call = b.wait_for("(round 0) — due ", WAIT).await;
        assert!(!choose || call.text.contains("CHOOSE"), "{}", call.text);
    }
}

/// Every player receives the call of `round`.
async fn called(w: &mut World, round: u32) {
    for b in w.boxes.iter_mut() {
        b.wait_for(&format!("(round {round}) — due "), WAIT).await;
    }
}

/// SET-07 / SET-08: Alice names the last Senator her Governors' choice offers (not the Default
/// Move's) for `term` turns by mail and is told what was understood; returns that Senator.
async fn alice_names_a_governor(w: &mut World, term: u8) -> SenatorId {
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    let d = loaded
        .game
        .owed()
        .into_iter()
        .find(|d| d.owner == FactionId(0))
        .unwrap();
    let rorgm::rules::DecisionOptions::Choice { options, .. } = &d.options else {
        panic!("{:?}", d.options);
    };
    let Some(ChoiceOption::Governor { senator, .. }) = options.last() else {
        panic!("{options:?}");
    };
    let gm_view = loaded.game.view(Viewer::Gm);
    let name = gm_view
        .factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .find(|s| &s.id == senator)
        .unwrap()
        .name
        .clone();
    w.order(0, &format!("CHOOSE {name} FOR {term}\n")).await;
    w.pass_until_inbound(1).await;
    let conf = w.boxes[0].wait_for("Orders received", WAIT).await;
    assert!(conf.text.contains(&format!("FOR {term}")), "{}", conf.text);
    senator.clone()
}

/// SET-07: the Middle Republic's first round is the Governors' choice (LR 3.02.4/2): Alice
/// answers `CHOOSE <senator> FOR 2`, Bob and Carol are silent (the Default Move: the Senator of
/// least Influence for 3 turns); then PB-01 opens.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_07_middle_republic_game_over_real_mail() {
    let mut w = world_in(
        "set_07_middle_republic_game_over_real_mail",
        [11u8; 32],
        Scenario::MiddleRepublic,
    )
    .await;
    welcomed(&mut w, true).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::Choice]);
    // Alice names one of her Senators (not the Default Move's) for 2 turns.
    let senator = &alice_names_a_governor(&mut w, 2).await;
    let after = w.referee.load(&w.game_id).await.unwrap();
    assert!(matches!(
        after.game.submitted(FactionId(0)).first(),
        Some((
            _,
            Answer::Choice {
                pick: ChoiceOption::Governor { term: 2, .. },
                ..
            }
        ))
    ));
    w.past_deadline().await;
    called(&mut w, 1).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SetupPlays]);
    let pos = w.position().await;
    // Three Provinces governed, the other three in the Forum.
    assert_eq!(pos.provinces.len(), 6);
    assert_eq!(
        pos.provinces
            .iter()
            .filter(|p| p.governor.is_some())
            .count(),
        3
    );
    let events = w.events().await;
    assert!(events.iter().any(|e| matches!(
        &e.kind,
        rorgm::rules::EventKind::SetupGovernor { senator: s, term: 2, .. } if s == senator
    )));
}

/// SET-09: an Extended game from the Early Republic opens like the Early Republic (PB-01).
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_09_extended_game_over_real_mail() {
    let mut w = world_in(
        "set_09_extended_game_over_real_mail",
        [12u8; 32],
        Scenario::ExtendedEarly,
    )
    .await;
    welcomed(&mut w, false).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SetupPlays]);
    w.past_deadline().await;
    called(&mut w, 1).await;
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    assert_eq!(loaded.game.round(), 1);
    assert_eq!(loaded.game.scenario(), Scenario::ExtendedEarly);
}

/// SET-08: the Late Republic's first two rounds are the Governors' choices (LR 3.03.4/3, RULINGS
/// "one deal or two"): the Developed Provinces, then the Undeveloped ones. Alice names hers in
/// the first round (`CHOOSE <senator> FOR 1`), everyone else is silent (the Default Move); the
/// second round asks again, then PB-01 opens. The welcome mails name the game's rules page.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_08_late_republic_game_over_real_mail() {
    let mut w = world_in(
        "set_08_late_republic_game_over_real_mail",
        [13u8; 32],
        Scenario::LateRepublic,
    )
    .await;
    welcomed(&mut w, true).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::Choice]);
    let senator = &alice_names_a_governor(&mut w, 1).await;
    w.past_deadline().await;
    // The second Governors' round: the Undeveloped Provinces.
    for b in w.boxes.iter_mut() {
        let call = b.wait_for("(round 1) — due ", WAIT).await;
        assert!(call.text.contains("CHOOSE"), "{}", call.text);
    }
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::Choice]);
    w.past_deadline().await;
    called(&mut w, 2).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SetupPlays]);
    let pos = w.position().await;
    // Three Developed and three Undeveloped Provinces governed, five in the Forum.
    assert_eq!(pos.provinces.len(), 11);
    let governed: Vec<_> = pos
        .provinces
        .iter()
        .filter(|p| p.governor.is_some())
        .collect();
    assert_eq!(governed.len(), 6);
    assert_eq!(governed.iter().filter(|p| p.developed).count(), 3);
    assert_eq!(pos.laws.len(), 3);
    assert_eq!(pos.legions, 8);
    let events = w.events().await;
    assert!(events.iter().any(|e| matches!(
        &e.kind,
        rorgm::rules::EventKind::SetupGovernor { senator: s, term: 1, .. } if s == senator
    )));
}

/// SET-10: an Alternative History game opens like the Early Republic (PB-01), its welcome mails
/// naming the game's rules page; the first round answered by the Default Moves.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_10_alternative_history_game_over_real_mail() {
    let mut w = world_in(
        "set_10_alternative_history_game_over_real_mail",
        [14u8; 32],
        Scenario::Alternative,
    )
    .await;
    welcomed(&mut w, false).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SetupPlays]);
    w.past_deadline().await;
    called(&mut w, 1).await;
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    assert_eq!(loaded.game.round(), 1);
    assert_eq!(loaded.game.scenario(), Scenario::Alternative);
    assert_eq!(loaded.game.view(Viewer::Gm).scenario, "alternative");
}

/// The advanced rules a game may have (issue 24 §3) that are built: each named "in play" in
/// the welcome mail when chosen.
const ADVANCED: [(&str, &str); 3] = [
    (
        "provincial-wars",
        "Advanced rule 2.02 Provincial Wars: in play",
    ),
    (
        "legionary-disbandment",
        "Advanced rule 2.04 Legionary Disbandment and Recall: in play",
    ),
    ("advocates", "Advanced rule 2.05 Advocates: in play"),
];

/// A game of `scenario` created with `rules` and each of `options` (its name, then the line the
/// welcome mail's rules page gives it, issue 24 §3): every player's welcome mail names each
/// option's line and says some are chosen for this game. The world and the welcomes' texts.
async fn world_with_options(
    test: &str,
    seed: [u8; 32],
    scenario: Scenario,
    mut rules: rorgm::rules::TableRules,
    options: &[(&str, &str)],
) -> (World, Vec<String>) {
    for (option, _) in options {
        rules.set(option).unwrap();
    }
    let mut w = world_in_with(test, seed, scenario, rules).await;
    let mut welcomes = Vec::new();
    for b in w.boxes.iter_mut() {
        let welcome = b.wait_for("Welcome to Rome", WAIT).await.text;
        for (_, line) in options {
            assert!(welcome.contains(line), "{line}: {welcome}");
        }
        assert!(welcome.contains("(chosen for this game)"), "{welcome}");
        welcomes.push(welcome);
    }
    (w, welcomes)
}

/// SET-09: an Extended game from the Middle Republic with every advanced rule built, over the
/// real mail server: every welcome mail names each rule in play, chosen for this game; the first
/// round (the Governors' choice, LR 3.02.4/2) is answered by the Default Moves and PB-01 opens.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_09_extended_middle_with_the_advanced_rules_over_real_mail() {
    let rules = rorgm::rules::TableRules {
        voting_order: rorgm::rules::VotingOrder::Simultaneous,
        ..Default::default()
    };
    let (mut w, _) = world_with_options(
        "set_09_extended_middle_with_the_advanced_rules_over_real_mail",
        [15u8; 32],
        Scenario::ExtendedMiddle,
        rules,
        &ADVANCED,
    )
    .await;
    for b in w.boxes.iter_mut() {
        let call = b.wait_for("(round 0) — due ", WAIT).await;
        assert!(call.text.contains("CHOOSE"), "{}", call.text);
    }
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::Choice]);
    w.past_deadline().await;
    called(&mut w, 1).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SetupPlays]);
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    assert_eq!(loaded.game.scenario(), Scenario::ExtendedMiddle);
    let options = loaded.game.options();
    assert!(options.provincial_wars && options.advocates && options.legionary_disbandment);
}

/// The options an Extended game from the Early to the Middle Republic is created with here, each
/// with the line the welcome mail's rules page gives it.
const EARLY_MIDDLE: [(&str, &str); 6] = [
    ("passing-laws", "Advanced rule 2.06 Passing Laws: in play"),
    // RVN-10 / COM-02: advanced rule 2.03, with 2.02 (ADV 2.03.1/3).
    (
        "provincial-wars",
        "Advanced rule 2.02 Provincial Wars: in play",
    ),
    (
        "rebel-governors",
        "Advanced rule 2.03 Rebel Governors: in play: Governors may Revolt",
    ),
    ("open-treasuries", "Treasuries: open"),
    (
        "punic-war-active",
        "The 1st Punic War at the start: Active (chosen for this game).",
    ),
    (
        "time-delay=off",
        "Time Delay for matching Wars (PBEM rules 7.3321, LR 1.07.3321): not in play",
    ),
];

/// SET-09 (LR 3.04.1/2): an Extended game from the Early to the Middle Republic with options,
/// over the real mail server: every welcome mail names the scenario and each option on the
/// game's rules page, chosen for this game; the first round (the Early Republic's PB-01) is
/// answered by every player's `READY` by mail, and the 1st Punic War starts Active.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_09_extended_early_middle_with_options_over_real_mail() {
    let (mut w, welcomes) = world_with_options(
        "set_09_extended_early_middle_with_options_over_real_mail",
        [16u8; 32],
        Scenario::ExtendedEarlyMiddle,
        rorgm::rules::TableRules::default(),
        &EARLY_MIDDLE,
    )
    .await;
    for welcome in welcomes {
        assert!(welcome.contains("(extended-early-middle)"), "{welcome}");
        assert_eq!(
            welcome.matches("(chosen for this game)").count(),
            EARLY_MIDDLE.len(),
            "{welcome}"
        );
    }
    for b in w.boxes.iter_mut() {
        b.wait_for("(round 0) — due ", WAIT).await;
    }
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SetupPlays]);
    for i in 0..3 {
        w.order(i, "READY").await;
    }
    w.until_round(1).await;
    called(&mut w, 1).await;
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    assert_eq!(loaded.game.scenario(), Scenario::ExtendedEarlyMiddle);
    let options = loaded.game.options();
    assert!(options.passing_laws && options.open_treasuries && options.punic_war_active);
    assert!(options.rebel_governors && options.provincial_wars);
    assert!(!options.time_delay);
    let pos = w.position().await;
    assert_eq!(pos.scenario, Scenario::ExtendedEarlyMiddle);
    assert!(
        pos.wars.active.iter().any(|w| w == "punic-1"),
        "{:?}",
        pos.wars
    );
}
