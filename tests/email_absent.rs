//! Issue 25 §2 over the real loopback Postfix + Dovecot: a player declares an absence
//! (`ABSENT UNTIL <date>`); the GM is told; the rounds open and resolve as soon as the others
//! have answered, the absent faction answered by its Default Moves (no deadline passes, so no
//! late penalty: no Default Move applied for lateness); the player gets nothing while away; the
//! others read only that the faction is answered by its defaults; `BACK` brings one mail with
//! what was held, and so does the date coming (the test clock).

use crate::common;

use common::*;
use rorgm::rules::{EventKind, FactionId};

/// A calendar date `days` after `ms`, in UTC, as YYYY-MM-DD.
fn date_after(ms: i64, days: i64) -> String {
    let t = jiff::Timestamp::from_millisecond(ms + days * 86_400_000).expect("time");
    t.strftime("%Y-%m-%d").to_string()
}

/// Default Moves applied to faction `f` because a deadline passed (the late penalty).
async fn late_defaults(w: &World, f: u8) -> usize {
    w.events()
        .await
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::DefaultApplied { faction, .. } if *faction == FactionId(f)))
        .count()
}

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn absent_until_a_date_then_back() {
    let mut w = world("absent_until_a_date_then_back", [11u8; 32]).await;
    let gm_home = format!("gmnotify-{}@example.test", unique());
    let mut gm_box = Mailbox::open(&gm_home).await;
    w.referee.settings.gm_notify = Some(gm_home.clone());
    let now = rorgm::referee::clock::ms(rorgm::referee::clock::Clock::now(&w.clock));
    let until = date_after(now, 10);

    // Alice goes away; the round of the setup (round 0) is open and she owes it.
    assert_eq!(w.round().await, 0);
    w.order(0, &format!("ABSENT UNTIL {until}\nSTATUS")).await;
    w.pass_until_inbound(1).await;
    let conf = w
        .wait_mail(0, "Orders received", "ABSENT: you are away until")
        .await;
    assert!(conf.contains(&until), "{conf}");
    // What she owed takes its Default Move at once (as READY).
    assert!(conf.contains("ABSENT: you sent no orders for"), "{conf}");
    assert!(
        conf.contains(&format!("ABSENT until {until}")),
        "STATUS shows the absence: {conf}"
    );
    let notice = gm_box.wait_for("is away until", WAIT).await;
    assert!(
        notice.subject.contains("faction 1 of game") && notice.text.contains("Default Moves"),
        "{}\n{}",
        notice.subject,
        notice.text
    );
    let prefs = w.referee.store.mail_prefs(&w.game_id).await.unwrap();
    assert!(prefs[0].absent_until.is_some(), "{prefs:?}");

    // Bob and Carol answer: the round resolves at once, Alice answered by her Default Moves
    // (inputs of hers, not a deadline's defaults).
    let d0 = w.deadline().await.expect("round 0 deadline");
    w.order(1, "READY").await;
    w.order(2, "READY").await;
    w.until_round(1).await;
    assert!(
        rorgm::referee::clock::ms(rorgm::referee::clock::Clock::now(&w.clock)) < d0.deadline_ms,
        "no deadline passed"
    );
    assert_eq!(late_defaults(&w, 0).await, 0, "no late penalty");

    // Round 1 (the first Revenue): the others are called and read that Faction 1 is answered
    // by its defaults (no date); Alice is called for nothing, and it resolves once they answer.
    let call = w.wait_mail(1, "(round 1) — due", "WHAT HAPPENED").await;
    assert!(
        call.contains("Faction 1 (alice) is answered by its standing orders and Default Moves"),
        "{call}"
    );
    assert!(!call.contains(&until), "no date for the others: {call}");
    w.order(1, "READY").await;
    w.order(2, "READY").await;
    w.until_round(2).await;
    assert_eq!(late_defaults(&w, 0).await, 0, "no late penalty");
    // The round opened while she was away: her Default Moves answered it as it opened.
    let inputs = w.referee.store.inputs(&w.game_id).await.unwrap();
    assert!(
        inputs.iter().any(|i| i.source == "absent"),
        "the absent faction answered by its defaults: {:?}",
        inputs.iter().map(|i| &i.source).collect::<Vec<_>>()
    );

    // Alice got nothing while away: only the confirmation of her ABSENT mail since.
    let alice = w.mails(0).await;
    let after_absent: Vec<&String> = alice
        .iter()
        .skip_while(|m| !m.contains("ABSENT: you are away until"))
        .collect();
    assert_eq!(
        after_absent.len(),
        1,
        "nothing while away: {after_absent:#?}"
    );
    let held = w.referee.store.held_news(&w.game_id).await.unwrap();
    assert!(held.iter().any(|h| h.faction == 0), "her news is held");

    // BACK: one mail, the confirmation with what was held and the call she owes now.
    w.order(0, "BACK").await;
    w.pass_until_inbound(6).await;
    let back = w.wait_mail(0, "", "BACK: welcome back").await;
    assert!(back.contains("WHAT HAPPENED"), "the held news: {back}");
    let alice = w.mails(0).await;
    let after_absent = alice
        .iter()
        .skip_while(|m| !m.contains("ABSENT: you are away until"))
        .count();
    assert_eq!(after_absent, 2, "one mail on the return: {alice:#?}");
    assert!(
        !w.referee
            .store
            .held_news(&w.game_id)
            .await
            .unwrap()
            .iter()
            .any(|h| h.faction == 0),
        "nothing held any more"
    );
    let notice = gm_box.wait_for("is back", WAIT).await;
    assert!(notice.text.contains("wrote BACK"), "{}", notice.text);

    // Away again until tomorrow: the round resolves without her; the date comes (the test
    // clock) and the held news comes as one mail, the GM told.
    let tomorrow = date_after(now, 1);
    w.order(0, &format!("ABSENT UNTIL {tomorrow}")).await;
    w.pass_until_inbound(7).await;
    let round = w.round().await;
    w.order(1, "READY").await;
    w.order(2, "READY").await;
    w.until_round(round + 1).await;
    assert_eq!(late_defaults(&w, 0).await, 0, "no late penalty");
    let before = w.mails(0).await.len();
    let back_ms = rorgm::render::deadline::day_start_ms(
        tomorrow[0..4].parse().unwrap(),
        tomorrow[5..7].parse().unwrap(),
        tomorrow[8..10].parse().unwrap(),
        None,
    )
    .unwrap();
    w.clock.set(rorgm::referee::clock::from_ms(back_ms + 1_000));
    w.pass().await;
    let start = std::time::Instant::now();
    while gm_box.all("is back").len() < 2 && start.elapsed() < WAIT {
        gm_box.settle().await;
    }
    let backs = gm_box.all("is back");
    assert_eq!(backs.len(), 2, "the GM is told of each return");
    assert!(
        backs[1].text.contains("the declared date came"),
        "{}",
        backs[1].text
    );
    let mail = w.wait_mail_from(0, before, "", "WHAT HAPPENED").await;
    assert!(!mail.contains("ABSENT"), "{mail}");
    let prefs = w.referee.store.mail_prefs(&w.game_id).await.unwrap();
    assert_eq!(prefs[0].absent_until, None);
}
