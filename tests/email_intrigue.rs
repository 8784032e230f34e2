//! FOR-13 (issue 21 §1, issue 20) by mail over the real loopback Postfix + Dovecot, each game
//! started from a position: a Seduction played with an initiative's persuasion (no bribes round
//! is called, the attempt resolves at once, every player reads the same public line) and an
//! Influence Peddling played when its mail is read (the card drawn told only to the two
//! factions; the victim told at once; nobody else reads the card's name).

use crate::common;

use common::*;
use rorgm::rules::{Answer, DecisionKind, Event, EventKind, FactionId, Visibility};

/// Turn 3, the Forum Phase, initiative 1 (Alice is HRAO). Alice holds Seduction and Influence
/// Peddling; Fabius has 10T; Bob's Claudius (2T) may be persuaded; Bob holds two cards, Carol
/// none; Bob's Faction Treasury (30T) could counter-bribe an opposed attempt.
const FORUM: &str = r#"
turn = 3
[start]
phase = "forum"
initiative = 1
[[faction]]
leader = "Cornelius"
hand = ["seduction-1", "influence-peddling-1"]
[[faction]]
leader = "Valerius"
treasury = 30
hand = ["tribune-5", "assassin-1"]
[[faction]]
leader = "Julius"
[[senator]]
card = "Cornelius"
faction = 1
offices = ["rome_consul"]
[[senator]]
card = "Fabius"
faction = 1
influence = 12
treasury = 10
[[senator]]
card = "Valerius"
faction = 2
[[senator]]
card = "Claudius"
faction = 2
treasury = 2
[[senator]]
card = "Julius"
faction = 3
"#;

/// FOR-13 by mail: Alice writes her persuasion with SEDUCTION; when the initiatives resolve
/// the attempt is made at once, unopposed: no bribes round is called (the round that follows
/// asks only for the fourth initiative's bids, and no call mentions counter-bribes), the
/// resolution names no counter-bribe, every player reads the same public line, and Seduction
/// has left Alice's hand.
#[tokio::test]
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
async fn for_13_seduction_played_by_mail_makes_an_unopposed_attempt() {
    let mut w = world_from_position(
        "for_13_seduction_played_by_mail_makes_an_unopposed_attempt",
        FORUM,
        seed(5),
    )
    .await;
    let round = w.round().await;
    w.order(
        0,
        "PERSUADE Claudius WITH Fabius BRIBE 10 SEDUCTION\nNO KNIGHTS\nREADY",
    )
    .await;
    w.order(1, "NO PERSUASION\nNO KNIGHTS\nREADY").await;
    w.order(2, "NO PERSUASION\nNO KNIGHTS\nREADY").await;
    w.until_round(round + 1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let conf = w.wait_mail(0, "Orders received", "PERSUADE Claudius").await;
    assert!(conf.contains("SEDUCTION"), "{conf}");

    let events = w.events().await;
    let played = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::UnopposedPersuasion { .. }))
        .expect("the unopposed attempt is an event");
    assert_eq!(played.visibility, Visibility::Public);
    let resolved = events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::PersuasionResolved {
                counter_bribes,
                bribe,
                ..
            } => Some((counter_bribes.clone(), *bribe)),
            _ => None,
        })
        .expect("the attempt is resolved in the same round");
    assert!(resolved.0.is_empty(), "{resolved:?}");
    assert_eq!(resolved.1, 10);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::PersuasionAnnounced { .. })),
        "no attempt waits for bribes"
    );
    let owed = w.owed_kinds().await;
    assert!(!owed.contains(&DecisionKind::Bribes), "{owed:?}");
    assert!(owed.contains(&DecisionKind::InitiativeBid), "{owed:?}");

    // Every player reads the same public line; no call asks for counter-bribes.
    let mut said: Vec<Vec<String>> = Vec::new();
    for i in 0..3 {
        let mut lines: Vec<String> = w
            .public_news(i)
            .await
            .iter()
            .flat_map(|b| b.lines().map(|l| l.trim().to_string()).collect::<Vec<_>>())
            .filter(|l| l.contains("plays Seduction"))
            .collect();
        lines.dedup();
        said.push(lines);
    }
    assert_eq!(said[0].len(), 1, "{said:?}");
    assert!(
        said[0][0].contains("Fabius makes an unopposed attempt to persuade Claudius"),
        "{said:?}"
    );
    assert!(said.iter().all(|s| s == &said[0]), "{said:?}");
    for i in 0..3 {
        for m in w.mails(i).await {
            assert!(
                !m.contains("COUNTERBRIBE <amount> ON"),
                "player {i} was called for counter-bribes:\n{m}"
            );
        }
    }
    let pos = w.position().await;
    assert!(
        !pos.factions[0].hand.iter().any(|c| c == "seduction-1"),
        "{:?}",
        pos.factions[0].hand
    );
}

/// FOR-13 by mail: Alice's PLAY INFLUENCE PEDDLING ON Faction 2 is played when her mail is
/// read, the round still open: her confirmation names the card she drew; Bob gets a mail at
/// once naming the card he lost; Carol gets no mail now and her news (held for her next call)
/// says only that Alice drew from Bob; no public event names the card; the hands changed and
/// the round still waits for everyone's initiative orders.
#[tokio::test]
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
async fn for_13_influence_peddling_by_mail_is_told_privately_to_the_two_factions() {
    let mut w = world_from_position(
        "for_13_influence_peddling_by_mail_is_told_privately_to_the_two_factions",
        FORUM,
        seed(7),
    )
    .await;
    let round = w.round().await;
    w.order(0, "PLAY INFLUENCE PEDDLING ON Faction 2").await;
    w.pass_until_inbound(1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    assert_eq!(w.round().await, round, "nothing resolves");

    let events = w.events().await;
    let drawn = events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::CardDrawnFromHand { card, .. } => Some(card.0.clone()),
            _ => None,
        })
        .expect("the card drawn is an event");
    assert!(
        drawn == "tribune-5" || drawn == "assassin-1",
        "drawn from Bob's hand: {drawn}"
    );
    let name = if drawn == "tribune-5" {
        "Tribune"
    } else {
        "Assassin"
    };
    let public: Vec<&Event> = events
        .iter()
        .filter(|e| e.visibility == Visibility::Public)
        .collect();
    assert!(
        public.iter().any(|e| matches!(
            e.kind,
            EventKind::InfluencePeddlingPlayed {
                faction: FactionId(0),
                victim: FactionId(1)
            }
        )),
        "{public:?}"
    );
    for e in &events {
        if matches!(e.kind, EventKind::CardDrawnFromHand { .. }) {
            assert!(
                matches!(
                    e.visibility,
                    Visibility::Faction(FactionId(0)) | Visibility::Faction(FactionId(1))
                ),
                "{e:?}"
            );
        }
    }
    let said = format!("draws {name} from the hand of Faction 2");
    let conf = w.wait_mail(0, "Orders received", &said).await;
    assert!(
        conf.contains("PLAY INFLUENCE PEDDLING ON Faction 2"),
        "{conf}"
    );
    let bob = w.wait_mail(1, "", &said).await;
    assert!(bob.contains("plays Influence Peddling"), "{bob}");
    // Carol: no mail about it now; her held news names no card.
    for m in w.mails(2).await {
        assert!(
            !m.contains("Influence Peddling"),
            "Carol is mailed now:\n{m}"
        );
    }
    let news = w.public_news(2).await.join("\n");
    assert!(
        news.contains("plays Influence Peddling (discarded) and draws a card at random"),
        "{news}"
    );
    for m in w.mails(2).await.iter().chain(std::iter::once(&news)) {
        assert!(!m.contains(name), "Carol reads {name}:\n{m}");
    }
    let held = w.referee.store.held_news(&w.game_id).await.unwrap();
    for h in held.iter().filter(|h| h.faction == 2) {
        assert!(!h.text.contains(name), "{}", h.text);
    }
    let pos = w.position().await;
    assert_eq!(
        pos.factions[0].hand,
        vec!["seduction-1".to_string(), drawn.clone()]
    );
    assert_eq!(pos.factions[1].hand.len(), 1);
    assert!(!pos.factions[1].hand.contains(&drawn));
    let owed = w.owed_kinds().await;
    assert_eq!(owed, vec![DecisionKind::Initiative], "{owed:?}");
    // A second play has no card left: refused on its line.
    w.order(0, "PLAY INFLUENCE PEDDLING ON Faction 2").await;
    w.pass_until_inbound(2).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let refused = w
        .wait_mail(
            0,
            "Orders received, with errors",
            "You hold no Influence Peddling card",
        )
        .await;
    assert!(refused.contains("PLAY INFLUENCE PEDDLING"), "{refused}");
}

/// COM-23 (card:intrigue-proscription/3) by mail, ORDERS.md "a bad line never erases a good
/// one": Alice's faction proscribed the Knights; her mail answers her initiative with a
/// KNIGHTS line (refused: her faction may not recruit Knights) and a PERSUADE line. Only the
/// KNIGHTS line is left out, with the reason and "your other lines stand"; the persuasion is
/// her faction's stored answer, with no Knights attracted.
#[tokio::test]
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
async fn com_23_a_refused_knights_line_leaves_the_others_standing() {
    let position = FORUM.replacen("turn = 3\n", "turn = 3\nproscribed = 1\n", 1);
    let mut w = world_from_position(
        "com_23_a_refused_knights_line_leaves_the_others_standing",
        &position,
        seed(8),
    )
    .await;
    let round = w.round().await;
    w.order(
        0,
        "KNIGHTS Fabius SPEND 2\nPERSUADE Claudius WITH Fabius BRIBE 3\n",
    )
    .await;
    w.pass_until_inbound(1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let conf = w
        .wait_mail(0, "Orders received, with errors", "proscribed the Knights")
        .await;
    assert!(
        conf.contains("This line was left out; your other lines stand."),
        "{conf}"
    );
    assert_eq!(
        conf.matches("This line was left out").count(),
        1,
        "only the KNIGHTS line is left out:\n{conf}"
    );
    assert!(conf.contains("PERSUADE Claudius"), "{conf}");
    assert_eq!(w.round().await, round, "the others have not answered");
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    let stored = loaded.game.submitted(FactionId(0));
    let [(_, Answer::Initiative(plan))] = stored.as_slice() else {
        panic!("Alice's initiative is answered: {stored:?}");
    };
    let p = plan.persuasion.as_ref().expect("the persuasion stands");
    assert_eq!(p.bribe, 3);
    assert_eq!(plan.knights, None, "{plan:?}");
}
