//! Issue 21 §4 ("Words a player can use") over the real loopback Postfix + Dovecot: a mail
//! with nothing read as orders says so plainly; a mail over the limits is one refusal with its
//! real size (never `line 0: ""`); a Subject or line is echoed without its control characters;
//! TIMEZONE holds in the confirmation and in the Subject of the calls.

use crate::common;

use std::time::Duration;

use common::*;
use rorgm::mail::plus_address;

impl World {
    /// Player `i`'s newest mail whose Subject holds `needle`, after `seen` mails (text unfolded).
    async fn next_mail(&mut self, i: usize, seen: usize, needle: &str) -> (String, String) {
        let start = std::time::Instant::now();
        loop {
            self.pass().await;
            let b = &mut self.boxes[i];
            b.poll().await;
            if let Some(m) = b
                .seen
                .iter()
                .skip(seen)
                .find(|m| m.subject.contains(needle))
            {
                return (m.subject.clone(), m.text.replace("\r\n", "\n"));
            }
            assert!(
                start.elapsed() < WAIT,
                "player {i}: no mail with {needle:?}: {:?}",
                b.seen
                    .iter()
                    .skip(seen)
                    .map(|m| &m.subject)
                    .collect::<Vec<_>>()
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    async fn bob_sends(&mut self, subject: &str, body: &str) {
        let p = self.players[1].clone();
        send(&p.address, &plus_address(&self.gm, &p.token), subject, body).await;
    }
}

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_a_mail_with_nothing_read_says_so() {
    let mut w = world("issue_21_a_mail_with_nothing_read_says_so", [13u8; 32]).await;
    w.boxes[1].poll().await;
    // Chatter only: said plainly.
    let seen = w.boxes[1].seen.len();
    w.bob_sends("a question", "hello there\nhow is everyone today")
        .await;
    let (_, text) = w.next_mail(1, seen, "Orders received").await;
    assert!(
        text.contains("Nothing in your mail was read as an order"),
        "{text}"
    );
}

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_a_mail_over_the_limits_is_one_refusal_with_its_size() {
    let mut w = world(
        "issue_21_a_mail_over_the_limits_is_one_refusal_with_its_size",
        [14u8; 32],
    )
    .await;
    w.boxes[1].poll().await;
    let seen = w.boxes[1].seen.len();
    let long = "x".repeat(1500);
    w.bob_sends("long", &format!("READY\n{long}")).await;
    let (_, text) = w.next_mail(1, seen, "Orders received").await;
    assert!(text.contains("NOTHING IN THIS MAIL WAS READ"), "{text}");
    assert!(text.contains("1500 characters"), "{text}");
    assert!(!text.contains("line 0"), "{text}");
}

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_control_characters_are_not_echoed() {
    let mut w = world("issue_21_control_characters_are_not_echoed", [15u8; 32]).await;
    w.boxes[1].poll().await;
    let seen = w.boxes[1].seen.len();
    w.bob_sends(
        "orders\u{1b}[31m red\u{7}",
        "hello\u{1b}[2J there\nVOTE\u{1b}[1m maybe",
    )
    .await;
    let (_, text) = w.next_mail(1, seen, "Orders received").await;
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text:?}"
    );
    assert!(text.contains("red"), "{text}");
}

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_timezone_holds_in_the_confirmation_and_the_calls_subject() {
    let mut w = world(
        "issue_21_timezone_holds_in_the_confirmation_and_the_calls_subject",
        [16u8; 32],
    )
    .await;
    w.boxes[1].poll().await;
    let seen = w.boxes[1].seen.len();
    let round = w.referee.load(&w.game_id).await.unwrap().game.round();
    w.bob_sends("tz", "TIMEZONE Europe/Rome\nREADY").await;
    let (_, text) = w.next_mail(1, seen, "Orders received").await;
    assert!(text.contains("in Europe/Rome"), "{text}");
    let seen = w.boxes[1].seen.len();
    w.order(0, "READY").await;
    w.order(2, "READY").await;
    w.until_round(round + 1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let (subject, _) = w.next_mail(1, seen, "— due").await;
    assert!(subject.contains("CET"), "the call's Subject: {subject}");
}
