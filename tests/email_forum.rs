//! A Forum phase played by mail over the real loopback Postfix + Dovecot: an opposed persuasion
//! (PB-04 not frivolous), counter-bribes from two factions (PB-05) and a tied initiative bid
//! (PB-06), through to the opening of the Senate (SEN-01).

use crate::common;

use common::*;
use rorgm::rules::{DecisionKind, GameStatus};

/// PB-04 / PB-05 / PB-06 / FOR-13 / FOR-17: seed 7 deals alice Papirius, Acilius, Quinctius;
/// bob Claudius, Aelius, Aemilius (HRAO); carol Furius, Aurelius, Junius.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_05_forum_by_mail_opposed_persuasion_counter_bribes_and_tied_bid() {
    let mut w = world("pb_05_forum_by_mail", [7u8; 32]).await;
    // Setup round: everyone takes the defaults.
    for i in 0..3 {
        w.order(i, "READY").await;
    }
    w.until_round(1).await;
    // Revenue: money for a bribe and for two equal bids.
    w.order(0, "INCOME 5 TO Acilius").await;
    w.order(1, "INCOME 2 TO Claudius").await;
    w.order(2, "INCOME 2 TO Aurelius").await;
    w.until_round(2).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::Initiative]);
    // Initiatives: alice tries to persuade one of bob's senators with money (not frivolous).
    w.order(0, "PERSUADE Aelius WITH Acilius BRIBE 2").await;
    w.order(1, "READY").await;
    w.order(2, "READY").await;
    w.until_round(3).await;
    let kinds = w.owed_kinds().await;
    assert!(kinds.contains(&DecisionKind::Bribes), "{kinds:?}");
    assert!(kinds.contains(&DecisionKind::InitiativeBid), "{kinds:?}");
    // One sealed round: counter-bribes from bob and carol, equal bids for initiative 4.
    w.order(0, "READY").await;
    w.order(1, "COUNTERBRIBE 2 ON Aelius\nBID 1 FROM Claudius")
        .await;
    w.order(2, "COUNTERBRIBE 1 ON Aelius\nBID 1 FROM Aurelius")
        .await;
    w.until_round(4).await;
    for b in w.boxes.iter_mut().take(3) {
        let conf = b.wait_for("Orders received", WAIT).await;
        assert!(!conf.text.contains("NOT ACCEPTED"), "{}", conf.text);
    }
    // The rest of the Forum goes by deadlines.
    for _ in 0..10 {
        let g = w.referee.load(&w.game_id).await.unwrap();
        if !matches!(g.game.status(), GameStatus::Waiting)
            || g.game
                .open_decisions()
                .iter()
                .any(|d| d.kind == DecisionKind::SenateProposals)
        {
            break;
        }
        let d = w.referee.store.deadline(&w.game_id).await.unwrap().unwrap();
        w.clock
            .set(rorgm::referee::clock::from_ms(d.deadline_ms + 1));
        w.pass().await;
    }
    let g = w.referee.load(&w.game_id).await.unwrap();
    // The Forum is over: the Senate convened and waits for the presiding magistrate (SEN-01).
    assert!(
        g.game
            .open_decisions()
            .iter()
            .any(|d| d.kind == DecisionKind::SenateProposals),
        "{:?}",
        g.game.status()
    );
    // Every player got (or gets with their next mail: issue 10) the same news, naming both
    // counter-bribes and the tie.
    let mut texts: Vec<String> = Vec::new();
    for i in 0..3 {
        texts.push(w.public_news(i).await.join("\n"));
    }
    assert!(
        texts.iter().all(|t| t == &texts[0]),
        "identical announcements:\n{}",
        texts.join("\n=====\n")
    );
    let t = &texts[0];
    assert!(
        t.contains("counter-bribes Faction 2 (bob) 2T, Faction 3 (carol) 1T"),
        "persuasion line: {t}"
    );
    assert!(t.contains("tied"), "tied bid: {t}");
    assert!(
        !t.contains("Claudius bids"),
        "the bidding senator is not announced"
    );
}
