//! Issue #11 fault 4: a long SMTP outage loses no mail. The referee (in process, manual clock)
//! sends to an unreachable server for more than two days, then to the real loopback server:
//! every mail goes out, oldest first per recipient; the round's deadline did not run out while
//! its calls waited and is moved by the wait (players told); the GM hears how long sending was
//! down; `rorgm status` shows the backlog meanwhile.

use crate::common;

use std::time::Duration;

use common::cli::BIN;
use common::local::{Setup, three_players};
use common::*;
use rorgm::mail::{MailSink, SmtpSink};
use rorgm::referee::{Clock, Referee};

fn unreachable_sink() -> MailSink {
    let mut cfg = smtp_config();
    cfg.port = 1; // nothing listens there
    MailSink::Smtp(SmtpSink::new(&cfg).expect("sink"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
async fn a_long_outage_loses_no_mail_and_holds_the_deadline() {
    require_mail_server("a_long_outage_loses_no_mail_and_holds_the_deadline");
    let u = unique();
    let gm = format!("gm-{u}@example.test");
    let notify = format!("referee-{u}@example.test");
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.sqlite");
    let start = jiff::Timestamp::now();
    let setup = Setup {
        gm: gm.clone(),
        gm_name: "Test GM".into(),
        gm_notify: Some(notify.clone()),
        rounds: Setup::rounds_48h(),
        start,
        players: three_players(|n| format!("{n}-{u}@example.test")),
        seed: [7; 32],
        options: Default::default(),
    };
    let (referee, clock) = setup.referee(&db).await;
    let game = setup.game(&referee).await;
    let deadline0 = referee
        .store
        .deadline(&game)
        .await
        .unwrap()
        .expect("the setup round has a deadline");
    let round0 = referee.load(&game).await.unwrap().game.round();
    let queued = referee.store.outbox(Some(&game)).await.unwrap();
    assert!(queued.iter().any(|r| r.kind == "call"), "calls are queued");

    // 60 hours of outage, longer than the 48-hour round, tried every 16 minutes.
    let broken = unreachable_sink();
    let mut extended_mid_outage = false;
    for i in 0..225 {
        assert_eq!(referee.drain_outbox(&broken).await.unwrap(), 0);
        referee.tick().await.unwrap();
        if i == 10 && !extended_mid_outage {
            // A newer mail to every player while the older ones wait.
            referee.extend_deadline(&game, 1.0).await.unwrap();
            extended_mid_outage = true;
        }
        clock.advance(jiff::SignedDuration::from_mins(16));
    }
    let rows = referee.store.outbox(Some(&game)).await.unwrap();
    assert!(!rows.is_empty());
    assert!(
        rows.iter()
            .all(|r| r.failed_at.is_none() && r.sent_at.is_none()),
        "nothing given up, nothing sent: {:?}",
        rows.iter()
            .map(|r| (&r.kind, &r.failed_at, &r.last_error))
            .collect::<Vec<_>>()
    );
    assert_eq!(
        referee.load(&game).await.unwrap().game.round(),
        round0,
        "the round did not resolve while its calls could not be delivered"
    );
    let st = referee.store.sender_state().await.unwrap();
    assert!(st.down_since_ms.is_some(), "the outage is recorded");
    assert!(
        st.failures >= 200,
        "probed every 16 minutes: {}",
        st.failures
    );

    // The GM sees the backlog.
    let out = std::process::Command::new(BIN)
        .arg("--db")
        .arg(&db)
        .arg("status")
        .output()
        .expect("rorgm status");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains(&format!("outbox: {} mail(s) waiting", rows.len())),
        "{text}"
    );
    assert!(text.contains("sending: DOWN since"), "{text}");
    assert!(
        text.contains("127.0.0.1:1"),
        "the last error is shown: {text}"
    );

    // The server is back.
    let mut alice = Mailbox::open(&format!("alice-{u}@example.test")).await;
    let mut gm_box = Mailbox::open(&notify).await;
    let waited_ms =
        rorgm::referee::clock::ms(clock.now()) - deadline0_created(&referee, &game).await;
    let sent = referee.drain_outbox(&smtp()).await.unwrap();
    // The notice to the GM and the deadline announcements were queued by the recovery.
    let sent = sent + referee.drain_outbox(&smtp()).await.unwrap();
    let rows = referee.store.outbox(None).await.unwrap();
    assert!(
        rows.iter().all(|r| r.sent_at.is_some()),
        "everything sent after the outage"
    );
    assert_eq!(sent, rows.len());
    assert!(st.down_since_ms.is_some());
    assert_eq!(
        referee.store.sender_state().await.unwrap().down_since_ms,
        None
    );

    // The deadline moved by the time the calls waited, and the players are told.
    let d = referee
        .store
        .deadline(&game)
        .await
        .unwrap()
        .expect("deadline");
    let gm_hour = 3_600_000;
    let moved = d.deadline_ms - deadline0.deadline_ms - gm_hour;
    assert!(
        (moved - waited_ms).abs() < 60_000,
        "deadline moved by the wait: {moved} ms vs {waited_ms} ms"
    );
    let t0 = std::time::Instant::now();
    while !alice
        .all("Deadline extended")
        .iter()
        .any(|m| m.text.contains("could not deliver this round's call"))
    {
        assert!(
            t0.elapsed() < WAIT,
            "the players are told why the deadline moved: {:?}",
            alice.seen.iter().map(|m| &m.text).collect::<Vec<_>>()
        );
        if alice.poll().await == 0 {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    let subjects: Vec<String> = alice.seen.iter().map(|m| m.subject.clone()).collect();
    let pos = |needle: &str| subjects.iter().position(|s| s.contains(needle));
    // Every mail arrived. (The order of arrival is Postfix's, which delivers its queue
    // concurrently; the order of sending is checked by the store test
    // `a_retried_mail_is_not_overtaken_to_the_same_recipient`.)
    assert!(
        pos("Welcome to Rome").is_some()
            && pos("(round 0) — due ").is_some()
            && pos("Deadline extended").is_some(),
        "alice got the setup mail, the call and the extension: {subjects:?}"
    );
    let notice = gm_box.wait_for("sending works again", WAIT).await;
    assert!(notice.text.contains("mails waited"), "{}", notice.text);
}

async fn deadline0_created(referee: &Referee, game: &str) -> i64 {
    referee
        .store
        .outbox(Some(game))
        .await
        .unwrap()
        .iter()
        .find(|r| r.kind == "call")
        .and_then(|r| r.created_ms)
        .expect("a call with its creation time")
}
