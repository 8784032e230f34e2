//! Issue 22, point 7: what is sent says the deadline in force when it is sent. A call for
//! orders held back in the outbox (an SMTP outage) goes out with the deadline its wait moved,
//! not the past one it was written with; a reminder for a round resolved meanwhile is dropped.

use crate::common;

use common::local::{Setup, delivered};
use rorgm::config::RoundsConfig;
use rorgm::mail::{MailSink, MaildirSink};
use rorgm::referee::{ManualClock, Referee};

async fn setup(dir: &std::path::Path) -> (Referee, ManualClock, String, MailSink) {
    let setup = Setup {
        rounds: RoundsConfig {
            hours: 2.0,
            reminder_hours: 1.0,
            confirmation_fold_seconds: 0.0,
        },
        start: jiff::Timestamp::from_second(1_795_000_000).unwrap(),
        seed: [7; 32],
        ..Default::default()
    };
    let (referee, clock) = setup.referee(&dir.join("g.sqlite")).await;
    let game = setup.game(&referee).await;
    let sink = MailSink::Maildir(MaildirSink::new(&dir.join("out")).unwrap());
    (referee, clock, game, sink)
}

/// Quoted-printable soft breaks and `=XX` escapes undone, enough to search the text.
fn plain(mail: &str) -> String {
    mail.replace("=\r\n", "")
        .replace("=\n", "")
        .replace("=E2=80=94", "\u{2014}")
}

#[tokio::test]
async fn a_call_held_back_goes_out_with_the_deadline_in_force() {
    let dir = tempfile::tempdir().unwrap();
    let (referee, clock, game, sink) = setup(dir.path()).await;
    let before = referee
        .store
        .deadline(&game)
        .await
        .unwrap()
        .expect("a deadline");
    let old_text = rorgm::render::deadline::utc(before.deadline_ms);
    // 40 minutes of outage: the calls wait, and go out now.
    clock.advance(jiff::SignedDuration::from_mins(40));
    referee.drain_outbox(&sink).await.unwrap();
    let after = referee
        .store
        .deadline(&game)
        .await
        .unwrap()
        .expect("a deadline");
    assert!(
        after.deadline_ms >= before.deadline_ms + 40 * 60_000,
        "the wait moved the deadline"
    );
    let new_text = rorgm::render::deadline::utc(after.deadline_ms);
    let mails: Vec<String> = delivered(dir.path(), "alice@example.test")
        .iter()
        .map(|m| plain(m))
        .collect();
    assert!(!mails.is_empty(), "alice got her call");
    assert!(
        mails.iter().any(|m| m.contains(&new_text)),
        "the call names {new_text}:\n{mails:#?}"
    );
    for m in &mails {
        assert!(
            !m.contains(&old_text),
            "a mail still names {old_text}:\n{m}"
        );
    }
    // What the store keeps is what was sent.
    let row = referee
        .store
        .outbox(Some(&game))
        .await
        .unwrap()
        .into_iter()
        .find(|r| r.kind == "call" && r.to_addr == "alice@example.test")
        .expect("the call row");
    assert!(row.body.contains(&new_text), "{}", row.body);
    let subject_time = rorgm::render::deadline::utc_time(after.deadline_ms);
    assert!(row.subject.contains(&subject_time), "{}", row.subject);
}

#[tokio::test]
async fn a_reminder_for_a_resolved_round_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let (referee, clock, game, sink) = setup(dir.path()).await;
    referee.drain_outbox(&sink).await.unwrap();
    let round0 = referee.load(&game).await.unwrap().game.round();
    // The reminder is due after one hour; sending is down from now on.
    clock.advance(jiff::SignedDuration::from_mins(61));
    referee.tick().await.unwrap();
    let reminders = referee
        .store
        .outbox(Some(&game))
        .await
        .unwrap()
        .into_iter()
        .filter(|r| r.kind == "reminder")
        .count();
    assert!(reminders > 0, "reminders are queued");
    // The deadline passes and the round resolves before sending works again.
    clock.advance(jiff::SignedDuration::from_mins(61));
    referee.tick().await.unwrap();
    assert_ne!(
        referee.load(&game).await.unwrap().game.round(),
        round0,
        "the round was resolved"
    );
    referee.drain_outbox(&sink).await.unwrap();
    for who in ["alice", "bob", "carol"] {
        for m in delivered(dir.path(), &format!("{who}@example.test")) {
            assert!(
                !m.contains(": reminder (round"),
                "a stale reminder went out to {who}:\n{m}"
            );
        }
    }
}
