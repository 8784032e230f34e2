//! Issue 9: GM commands by mail are carried out exactly once. A fault stops the intake of a
//! command mail right after its first command (as a crash would); the mail is read again: the
//! command done is not run again (an EXTEND would move the deadline twice), the rest are, and the
//! GM gets one reply. In process, through `Referee::deliver` and a real SQLite file.

use crate::common;

use std::sync::atomic::Ordering;

use common::local::Setup;
use rorgm::referee::gm_mail::FAIL_AFTER_GM_COMMANDS;

#[tokio::test]
async fn gm_commands_by_mail_run_exactly_once_across_a_crash() {
    let dir = tempfile::tempdir().expect("tempdir");
    let setup = Setup::default();
    let (referee, _clock) = setup.referee(&dir.path().join("t.sqlite")).await;
    let referee = referee.with_gm_commands("home@example.test", "secret42");
    let game = setup.game(&referee).await;
    let d0 = referee
        .store
        .deadline(&game)
        .await
        .expect("deadline")
        .expect("an open round");
    let mail = format!(
        "From: home@example.test\r\nTo: gm+secret42@example.test\r\nSubject: commands\r\n\
         Message-ID: <cmd1@example.test>\r\nDate: Fri, 27 Nov 2026 10:00:00 +0000\r\n\r\n\
         EXTEND {game} 24\r\nPAUSE {game}\r\n"
    );
    let replies = |rows: &[rorgm::store::OutboxRow]| {
        rows.iter()
            .filter(|m| m.to_addr == "home@example.test" && m.subject.contains("Your commands"))
            .count()
    };

    // The first run stops right after EXTEND.
    FAIL_AFTER_GM_COMMANDS.store(1, Ordering::SeqCst);
    assert!(
        referee.deliver(mail.clone().into_bytes()).await.is_err(),
        "the fault stops the intake"
    );
    FAIL_AFTER_GM_COMMANDS.store(usize::MAX, Ordering::SeqCst);
    let d1 = referee
        .store
        .deadline(&game)
        .await
        .expect("deadline")
        .expect("an open round");
    assert_eq!(
        d1.deadline_ms - d0.deadline_ms,
        24 * 3_600_000,
        "EXTEND was done"
    );
    assert!(
        referee.store.pause(&game).await.expect("pause").is_none(),
        "PAUSE was not reached"
    );
    let rows = referee.store.outbox(None).await.expect("outbox");
    assert_eq!(replies(&rows), 0, "no reply yet");

    // The mail is read again (the server restarted): EXTEND is not run twice, PAUSE runs.
    referee
        .deliver(mail.clone().into_bytes())
        .await
        .expect("second run");
    let d2 = referee
        .store
        .deadline(&game)
        .await
        .expect("deadline")
        .expect("an open round");
    assert_eq!(d2.deadline_ms, d1.deadline_ms, "the deadline moved once");
    assert!(
        referee.store.pause(&game).await.expect("pause").is_some(),
        "PAUSE was done"
    );
    let rows = referee.store.outbox(None).await.expect("outbox");
    assert_eq!(replies(&rows), 1, "one reply");
    let reply = rows
        .iter()
        .find(|m| m.subject.contains("Your commands"))
        .expect("the reply");
    assert!(
        reply.body.contains("deadline of game") && reply.body.contains("is paused"),
        "{}",
        reply.body
    );

    // Delivered a third time, the mail is taken in already: nothing changes.
    let _ = referee.deliver(mail.into_bytes()).await;
    let rows = referee.store.outbox(None).await.expect("outbox");
    assert_eq!(replies(&rows), 1, "still one reply");
    let d3 = referee
        .store
        .deadline(&game)
        .await
        .expect("deadline")
        .expect("an open round");
    assert_eq!(d3.deadline_ms, d1.deadline_ms);
}
