//! End to end over the real loopback Postfix + Dovecot: a 3-player game opens and plays its
//! first round by mail (PB-01), with forgeries, a silent player and the deadline.

use crate::common;

use std::time::Duration;

use common::*;
use rorgm::mail::plus_address;
use rorgm::rules::{FactionId, Viewer};

const WAIT: Duration = Duration::from_secs(20);

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_01_three_player_game_over_real_mail() {
    pb_01_three_player_game_over_real_mail_on(Db::Sqlite).await
}

/// Issue 26: the same on PostgreSQL (the SQLite test keeps its name written out: RULES-COVERAGE.md
/// names it).
#[ignore = "needs the loopback mail server and PostgreSQL (scripts/test.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_01_three_player_game_over_real_mail_on_postgres() {
    pb_01_three_player_game_over_real_mail_on(Db::Postgres).await
}

/// SET-02 / PB-01 / GEN-04: each player's inbox gets a setup mail with its own hand and no other's;
/// replies by SMTP to the Reply-To are confirmed; forgeries change nothing; the silent player
/// gets the Default Move and a private notice; everyone gets the identical announcement.
/// Issue 26: run on SQLite and on PostgreSQL (the two tests above).
async fn pb_01_three_player_game_over_real_mail_on(db: Db) {
    let mut w = world_on(db, "pb_01_three_player_game_over_real_mail", [7u8; 32]).await;
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    let gm_view = loaded.game.view(Viewer::Gm);
    // A faction's hand as its setup mail lists it: card names (never keys), sorted.
    let hand_names = |f: u8| -> Vec<String> {
        let mut v: Vec<String> = gm_view
            .private
            .iter()
            .filter(|p| p.faction == FactionId(f))
            .flat_map(|p| p.hand.iter().map(|c| format!("{} ({})", c.name, c.kind)))
            .collect();
        v.sort();
        v
    };
    let keys: Vec<String> = gm_view
        .private
        .iter()
        .flat_map(|p| p.hand.iter().map(|c| c.key.0.clone()))
        .collect();

    // Setup mails: own hand present, nobody else's.
    for (i, b) in w.boxes.iter_mut().enumerate() {
        let setup = b.wait_for("Welcome to Rome", WAIT).await;
        let reply_to = plus_address(&w.gm, &w.players[i].token);
        assert!(
            setup.text.contains(&reply_to),
            "setup mail names the personal address"
        );
        // The hand section lists exactly the player's own cards, by name (and no card key
        // appears anywhere, docs/STYLE.md).
        let section: Vec<String> = setup
            .text
            .lines()
            .skip_while(|l| !l.starts_with("YOUR HAND"))
            .skip(1)
            .take_while(|l| !l.trim().is_empty() && !l.starts_with("THE SETUP"))
            .filter_map(|l| l.trim().split_once(':').map(|(n, _)| n.to_string()))
            .collect();
        let mut section = section;
        section.sort();
        assert!(!section.is_empty(), "player {i} sees a hand");
        assert_eq!(
            section,
            hand_names(i as u8),
            "player {i} sees exactly his own hand"
        );
        for k in &keys {
            assert!(
                !setup.text.contains(k.as_str()),
                "player {i}: card key {k} in mail"
            );
        }
        b.wait_for("(round 0) — due ", WAIT).await;
    }

    // Alice and Bob answer; Carol stays silent.
    let open = loaded.game.owed();
    let leader_of = |f: u8| -> String {
        let d = open.iter().find(|d| d.owner == FactionId(f)).unwrap();
        match &d.options {
            rorgm::rules::DecisionOptions::SetupPlays {
                leader_candidates, ..
            } => {
                let id = leader_candidates.last().unwrap();
                gm_view
                    .factions
                    .iter()
                    .flat_map(|f| f.senators.iter())
                    .find(|s| &s.id == id)
                    .unwrap()
                    .name
                    .clone()
            }
            _ => panic!("expected the setup decision"),
        }
    };
    for f in 0..2u8 {
        let p = &w.players[f as usize];
        let body = format!(
            "LEADER {}\n\nThanks!\n\n> quoted call for orders\n> LEADER nobody\n",
            leader_of(f)
        );
        send(
            &p.address,
            &plus_address(&w.gm, &p.token),
            &format!("Re: [{}] Orders due", w.game_id),
            &body,
        )
        .await;
    }
    // Forgeries: right From, wrong token; right token, wrong From; right From, no token.
    let alice = w.players[0].clone();
    send(
        &alice.address,
        &plus_address(&w.gm, "notatoken"),
        "orders",
        "LEADER Cornelius",
    )
    .await;
    send(
        "mallory@example.test",
        &plus_address(&w.gm, &alice.token),
        "orders",
        "LEADER Cornelius",
    )
    .await;
    send(&alice.address, &w.gm, "orders", "LEADER Cornelius").await;
    // Two orders and three forgeries: take in all five, however slowly the server delivers.
    w.pass_until_inbound(5).await;

    let conf = w.boxes[0].wait_for("Orders received", WAIT).await;
    let want = leader_of(0);
    assert!(
        conf.text.contains(&format!("LEADER {want}")),
        "confirmation restates the order: {}",
        conf.text
    );
    assert!(
        conf.text.contains("Thanks!"),
        "non-order text is listed as ignored"
    );
    w.boxes[1].wait_for("Orders received", WAIT).await;
    // The forged mail in Alice's name produced a notice to Alice, and nothing else changed.
    w.boxes[0].wait_for("not accepted", WAIT).await;
    let inbound = w.referee.store.inbound(None).await.unwrap();
    let refused = inbound
        .iter()
        .filter(|i| i.outcome.starts_with("refused"))
        .count();
    let ignored = inbound
        .iter()
        .filter(|i| i.outcome.starts_with("ignored"))
        .count();
    assert_eq!(refused, 1, "{inbound:?}");
    assert_eq!(ignored, 2, "{inbound:?}");
    let after = w.referee.load(&w.game_id).await.unwrap();
    assert_eq!(after.game.submitted(FactionId(0)).len(), 1);
    assert_eq!(after.game.round(), 0, "Carol still owes: the round is open");

    // The deadline passes (the reminder first).
    let d = w.referee.store.deadline(&w.game_id).await.unwrap().unwrap();
    w.clock.set(rorgm::referee::clock::from_ms(d.reminder_ms));
    w.pass().await;
    w.boxes[2].wait_for("reminder (round 0)", WAIT).await;
    w.clock
        .set(rorgm::referee::clock::from_ms(d.deadline_ms + 1));
    w.pass().await;

    // Issue 10: one mail per player for the round: the news, Carol's Default Move (hers
    // alone) and the call for Revenue together.
    let mut bodies = Vec::new();
    for b in w.boxes.iter_mut() {
        bodies.push(b.wait_for("(round 1) — due ", WAIT).await.text);
    }
    assert!(
        bodies[2].contains("the Default Move was applied for you"),
        "{}",
        bodies[2]
    );
    let public = |t: &str| -> String {
        t.replace("\r\n", "\n")
            .split("\n\n")
            .find(|b| b.starts_with("WHAT HAPPENED"))
            .unwrap_or_default()
            .to_string()
    };
    assert!(!public(&bodies[0]).is_empty(), "{}", bodies[0]);
    assert!(
        bodies.iter().all(|t| public(t) == public(&bodies[0])),
        "the news is identical for all"
    );
    for (i, b) in w.boxes.iter_mut().enumerate() {
        b.poll().await;
        assert_eq!(b.all("(round 1)").len(), 1, "one mail for round 1");
        if i < 2 {
            assert!(
                !bodies[i].contains("Default Move was applied"),
                "only the late player is told"
            );
            assert!(
                b.all("reminder").is_empty(),
                "reminders only to those who owe"
            );
        }
    }
    let after = w.referee.load(&w.game_id).await.unwrap();
    assert_eq!(after.game.round(), 1, "the setup round resolved");
}
