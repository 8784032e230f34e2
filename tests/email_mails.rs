//! Issue 10 over the real loopback Postfix + Dovecot: one mail per player per round (the news
//! and the call together), a confirmation for each mail a player sends and nothing else, and a
//! deadline shown to the second in UTC and in the player's own time zone.

use crate::common;

use common::*;

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mails_one_per_round_and_the_deadline_in_the_players_zone() {
    let mut w = world("mails_one_per_round", [7u8; 32]).await;
    w.order(0, "TIMEZONE Europe/Rome\nREADY").await;
    w.order(1, "READY").await;
    w.order(2, "TIMEZONE Mars/Olympus_Mons\nREADY").await;
    w.until_round(1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();

    let conf = w.boxes[0].wait_for("Orders received", WAIT).await;
    assert!(
        conf.text
            .contains("TIMEZONE: deadlines are shown in UTC and in Europe/Rome time"),
        "{}",
        conf.text
    );
    let refused = w.boxes[2].wait_for("Orders received", WAIT).await;
    assert!(
        refused.text.contains("WAS NOT ACCEPTED") && refused.text.contains("not a known time zone"),
        "{}",
        refused.text
    );

    // The call for Revenue: in UTC to the second, and in Rome's time for alice.
    let d = w.referee.store.deadline(&w.game_id).await.unwrap().unwrap();
    let utc = rorgm::render::deadline::utc(d.deadline_ms);
    let rome = rorgm::render::deadline::for_player(d.deadline_ms, Some("Europe/Rome"));
    assert!(rome.contains(" in Europe/Rome, CE"), "{rome}");
    // Issue 21 §2: the call part alone (a confirmation folded into a call comes before it).
    let unfold = |t: &str| {
        let t = t.replace("\r\n", "\n");
        let call = t.rsplit(&"=".repeat(72)).next().unwrap_or_default();
        call.replace('\n', " ")
    };
    let calls: Vec<String> = {
        let mut v = Vec::new();
        for b in w.boxes.iter_mut() {
            v.push(unfold(&b.wait_for("(round 1) — due ", WAIT).await.text));
        }
        v
    };
    assert!(
        calls[0].contains(&rome),
        "alice's zone: {rome}\n{}",
        calls[0]
    );
    for c in &calls[1..] {
        assert!(c.contains(&utc), "{utc}\n{c}");
        assert!(!c.contains("Europe/Rome"), "{c}");
    }
    // Issue 21 §4: the Subject shows alice's own time too.
    let subject = &w.boxes[0].all("(round 1) — due ")[0].subject;
    assert!(
        subject.ends_with(&format!(
            "— due {}",
            rorgm::render::deadline::subject_time(d.deadline_ms, Some("Europe/Rome"))
        )) && subject.contains(&rorgm::render::deadline::utc_time(d.deadline_ms)),
        "{subject}"
    );

    // One mail per round: the welcome with the call of round 0, the one mail of round 1 (news
    // and call), and the confirmation of the player's own mail. Nothing else.
    for (i, b) in w.boxes.iter_mut().enumerate() {
        b.poll().await;
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        b.poll().await;
        let subjects: Vec<&str> = b.seen.iter().map(|m| m.subject.as_str()).collect();
        // The calls carry their deadline; the confirmation names its round too (issue 21).
        assert_eq!(
            b.all("(round 0) — due").len(),
            1,
            "player {i}: {subjects:?}"
        );
        assert_eq!(
            b.all("(round 1) — due").len(),
            1,
            "player {i}: {subjects:?}"
        );
        assert_eq!(
            b.all("Orders received").len(),
            1,
            "player {i}: {subjects:?}"
        );
        assert_eq!(
            b.all("Welcome to Rome").len(),
            1,
            "player {i}: {subjects:?}"
        );
        // The welcome and the round 0 call are one mail (issue 10).
        assert_eq!(
            b.all("Welcome to Rome")
                .iter()
                .filter(|m| m.subject.contains("(round 0)"))
                .count(),
            1,
            "player {i}: {subjects:?}"
        );
        // Issue 21 §2: the mail that completed the round got its confirmation folded into
        // the call of round 1 (one mail for both).
        let folded = b
            .all("Orders received (round 0); turn ")
            .iter()
            .any(|m| m.subject.contains("(round 1) — due"));
        assert_eq!(
            subjects.len(),
            if folded { 2 } else { 3 },
            "player {i}: {subjects:?}"
        );
        assert!(calls[i].contains("WHAT HAPPENED"), "news and call together");
    }
}
