//! Issue 22, point 6: answers sent twice after a crash. A mail is in doubt from the moment the
//! server has its end until the "250" is recorded; a crash then sends it again. `serve`'s sender
//! narrows how often that can happen by sending fewer mails: a player's waiting confirmations of
//! one game go out as one mail (the oldest's Message-ID, every answer in full), and every row it
//! carried is marked sent, the folded ones naming the mail they went out in.

use crate::common;

use common::local::{Setup, delivered};
use rorgm::mail::{MailSink, MaildirSink};
use rorgm::referee::Referee;
use rorgm::store::{NewMail, Step};

async fn setup(dir: &std::path::Path) -> (Referee, String, MailSink) {
    let setup = Setup {
        rounds: Setup::rounds_48h(),
        start: jiff::Timestamp::from_second(1_795_000_000).unwrap(),
        seed: [7; 32],
        ..Default::default()
    };
    let (referee, _clock) = setup.referee(&dir.join("g.sqlite")).await;
    let game = setup.game(&referee).await;
    let sink = MailSink::Maildir(MaildirSink::new(&dir.join("out")).unwrap());
    (referee, game, sink)
}

fn mail(game: &str, kind: &str, to: &str, n: u32, round: u32) -> NewMail {
    NewMail {
        game_id: Some(game.to_string()),
        message_id: format!("{kind}-{n}.{game}@example.test"),
        kind: kind.into(),
        to_addr: to.into(),
        reply_to: Some("gm+tok@example.test".into()),
        subject: format!("[{game}] Orders received (round {round})"),
        body: format!("Answer number {n}: what was understood.\n"),
        in_reply_to: Some(format!("player-{n}@mua.test")),
        auto_submitted: true,
    }
}

/// Put `outbox` in the game's outbox, as one step of the referee at the clock's start.
async fn queue(referee: &Referee, game: &str, outbox: Vec<NewMail>) {
    let step = Step {
        game_id: Some(game.to_string()),
        now_ms: 1_795_000_000_000,
        now_text: "2026-11-18T09:46:40Z".into(),
        outbox,
        ..Default::default()
    };
    referee.store.commit_step(&step).await.unwrap();
}

#[tokio::test]
async fn a_players_waiting_confirmations_go_out_as_one_mail() {
    let dir = tempfile::tempdir().unwrap();
    let (referee, game, sink) = setup(dir.path()).await;
    // The setup mails first (one call each).
    referee.drain_outbox_folding(&sink, 4).await.unwrap();
    let alice_before = delivered(dir.path(), "alice@example.test");
    let bob_before = delivered(dir.path(), "bob@example.test").len();
    assert!(!alice_before.is_empty(), "alice got her call");

    // Alice's mails 1, 3 and 4 were answered while the sender waited; then a mail of another
    // kind, then one more confirmation (it stays behind the other kind: order per recipient is
    // kept), then one of another round (another subject: not folded).
    let a = "alice@example.test";
    queue(
        &referee,
        &game,
        vec![
            mail(&game, "confirmation", a, 1, 0),
            mail(&game, "confirmation", "bob@example.test", 2, 0),
            mail(&game, "confirmation", a, 3, 0),
            mail(&game, "confirmation", a, 4, 0),
            mail(&game, "announcement", a, 5, 0),
            mail(&game, "confirmation", a, 6, 0),
            mail(&game, "confirmation", a, 7, 1),
        ],
    )
    .await;
    let sent = referee.drain_outbox_folding(&sink, 4).await.unwrap();
    assert_eq!(sent, 7, "every row is sent");

    let alice: Vec<String> = delivered(dir.path(), a)
        .into_iter()
        .filter(|m| !alice_before.contains(m))
        .collect();
    let bob = delivered(dir.path(), "bob@example.test");
    assert_eq!(bob.len(), bob_before + 1, "bob's one answer");
    // Four mails for alice: answers 1, 3 and 4 together, the announcement, answer 6, answer 7.
    assert_eq!(alice.len(), 4, "{alice:#?}");
    let folded = alice
        .iter()
        .find(|m| m.contains("Message-ID: <confirmation-1."))
        .expect("the folded mail bears the oldest answer's Message-ID");
    for n in [1, 3, 4] {
        assert!(
            folded.contains(&format!("Answer number {n}:")),
            "answer {n} is in the folded mail:\n{folded}"
        );
    }
    assert!(folded.contains("answers 3 of your mails"), "{folded}");
    assert!(
        folded.contains("In-Reply-To: <player-1@mua.test>"),
        "{folded}"
    );
    assert!(folded.contains("(round 0)"), "{folded}");
    assert!(!folded.contains("Answer number 6:"), "{folded}");
    assert!(!folded.contains("Answer number 5:"), "{folded}");
    assert!(
        alice
            .iter()
            .any(|m| m.contains("Answer number 7:") && !m.contains("Answer number 6:")),
        "another round's answer is a mail of its own:\n{alice:#?}"
    );

    // Every row is marked sent; the folded ones name the mail that carried them.
    let rows = referee.store.outbox(Some(&game)).await.unwrap();
    let row = |id: &str| {
        rows.iter()
            .find(|r| r.message_id.starts_with(id))
            .unwrap_or_else(|| panic!("row {id}"))
    };
    let first = row("confirmation-1.");
    for id in ["confirmation-1.", "confirmation-3.", "confirmation-4."] {
        assert!(row(id).sent_at.is_some(), "{id} marked sent");
    }
    assert_eq!(first.sent_in, None);
    assert_eq!(
        row("confirmation-3.").sent_in.as_deref(),
        Some(first.message_id.as_str())
    );
    assert_eq!(
        row("confirmation-4.").sent_in.as_deref(),
        Some(first.message_id.as_str())
    );
    assert_eq!(row("confirmation-6.").sent_in, None);
    assert!(row("confirmation-6.").sent_at.is_some());
    assert!(row("announcement-5.").sent_at.is_some());
    assert_eq!(row("confirmation-7.").sent_in, None);
}

/// Outside `serve` (`drain_outbox`, the tests and tools that send in turn) every row is a mail.
#[tokio::test]
async fn drain_outbox_does_not_fold() {
    let dir = tempfile::tempdir().unwrap();
    let (referee, game, sink) = setup(dir.path()).await;
    referee.drain_outbox(&sink).await.unwrap();
    let before = delivered(dir.path(), "alice@example.test").len();
    let a = "alice@example.test";
    queue(
        &referee,
        &game,
        vec![
            mail(&game, "confirmation", a, 1, 0),
            mail(&game, "confirmation", a, 2, 0),
        ],
    )
    .await;
    assert_eq!(referee.drain_outbox(&sink).await.unwrap(), 2);
    assert_eq!(delivered(dir.path(), a).len(), before + 2);
}
