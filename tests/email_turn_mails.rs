//! Issue 21 §2 "a turn in ten mails" over the real loopback Postfix + Dovecot: the mails a
//! player gets are cut where nothing is lost. Each test fails before its change.

use crate::common;

use common::*;

/// Every mail a player has received so far (waits a moment for stragglers).
async fn settle_box(b: &mut Mailbox) -> Vec<String> {
    b.poll().await;
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    b.poll().await;
    b.seen.iter().map(|m| m.subject.clone()).collect()
}

/// The mail that completes a round is confirmed inside the next call, which goes out in the
/// same moment: one mail, not two; its Subject names both, the call's round last (a reply to it
/// answers the new round), and it opens with the confirmation. The players who answered
/// earlier got their confirmations alone, as before.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_answer_of_a_round_is_confirmed_in_the_next_call() {
    let mut w = world("last_answer_folded", [11u8; 32]).await;
    w.order(0, "READY").await;
    w.pass_until_inbound(1).await;
    w.order(1, "READY").await;
    w.pass_until_inbound(2).await;
    w.order(2, "READY").await;
    w.until_round(1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    for i in 0..2 {
        w.boxes[i].wait_for("(round 1) — due", WAIT).await;
        let subjects = settle_box(&mut w.boxes[i]).await;
        assert_eq!(subjects.len(), 3, "player {i}: {subjects:?}");
        assert_eq!(w.boxes[i].all("Orders received").len(), 1, "{subjects:?}");
    }
    let folded = w.boxes[2].wait_for("(round 1) — due", WAIT).await;
    let subjects = settle_box(&mut w.boxes[2]).await;
    assert_eq!(
        subjects.len(),
        2,
        "carol: the welcome with its call, then one mail for her confirmation and the next call: {subjects:?}"
    );
    assert!(
        folded.subject.contains("Orders received (round 0); turn "),
        "{}",
        folded.subject
    );
    let text = folded.text.replace("\r\n", "\n");
    let conf = text.find("your mail").expect("the confirmation");
    let due = text.find("ORDERS ARE DUE from you").expect("the call");
    assert!(conf < due, "the confirmation first:\n{text}");
    assert!(
        text.contains("follow below in this same mail"),
        "it says the call follows:\n{text}"
    );
    // A reply to the folded mail answers the call of round 1.
    let p = w.players[2].clone();
    let m = rorgm::mail::OutgoingMail {
        message_id: format!("{}@client.example.test", unique()),
        from: p.address.clone(),
        to: rorgm::mail::plus_address(&w.gm, &p.token),
        reply_to: None,
        subject: format!("Re: {}", folded.subject),
        body: "READY\n".into(),
        in_reply_to: folded.message_id.clone(),
        auto_submitted: false,
        attachments: Vec::new(),
    };
    smtp().send(&m).await.unwrap();
    w.pass_until_inbound(4).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let conf = w.boxes[2].wait_for("Orders received (round 1)", WAIT).await;
    assert!(
        !conf.text.contains("is over"),
        "the reply to the folded mail answers round 1:\n{}",
        conf.text
    );
}

/// No "ORDERS ARE DUE from you" to a player whose faction a bot plays: the bot answers, the
/// player gets no call (the news at the end of each phase, saying a bot plays the faction).
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_call_to_a_player_whose_faction_a_bot_plays() {
    let mut w = world("no_call_to_bot", [12u8; 32]).await;
    assert!(w.referee.set_bot(&w.game_id, 2, true).await.unwrap());
    w.order(0, "READY").await;
    w.order(1, "READY").await;
    w.until_round(1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    w.boxes[0].wait_for("(round 1) — due", WAIT).await;
    w.boxes[2].wait_for("A bot plays your faction", WAIT).await;
    let subjects = settle_box(&mut w.boxes[2]).await;
    let calls: Vec<&String> = subjects
        .iter()
        .filter(|s| s.contains("— due") && !s.contains("(round 0)"))
        .collect();
    assert!(calls.is_empty(), "no call to carol: {subjects:?}");
    for m in &w.boxes[2].seen {
        if m.subject.contains("(round 0)") || m.subject.contains("A bot plays") {
            continue;
        }
        assert!(
            !m.text.contains("ORDERS ARE DUE from you"),
            "{}\n{}",
            m.subject,
            m.text
        );
    }
}

/// A decision the player's standing order answers is not called for again: alice's
/// `STANDING VOTE NO` answers every vote, so the Senate's vote calls go to bob and carol only
/// (the round resolves without her, issue 10), and no reminder asks her for it.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_call_for_a_decision_a_standing_order_answers() {
    let mut w = world("no_call_standing", [7u8; 32]).await;
    w.order(0, "STANDING VOTE NO\nREADY").await;
    w.order(1, "READY").await;
    w.order(2, "READY").await;
    w.until_round(1).await;
    w.until_open(rorgm::rules::DecisionKind::SenateVote, 40)
        .await
        .expect("a vote is called");
    let round = w.round().await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let needle = format!("vote (round {round}) — due");
    w.boxes[1].wait_for(&needle, WAIT).await;
    let subjects = settle_box(&mut w.boxes[0]).await;
    assert!(
        !subjects.iter().any(|s| s.contains(&needle)),
        "no vote call to alice: {subjects:?}"
    );
    // Her reminder leaves the vote out too.
    let d = w.referee.store.deadline(&w.game_id).await.unwrap().unwrap();
    w.clock.set(rorgm::referee::clock::from_ms(d.reminder_ms));
    w.pass().await;
    w.boxes[1]
        .wait_for(&format!("reminder (round {round})"), WAIT)
        .await;
    let subjects = settle_box(&mut w.boxes[0]).await;
    assert!(
        !subjects
            .iter()
            .any(|s| s.contains(&format!("reminder (round {round})"))),
        "{subjects:?}"
    );
}

/// A game whose three players all write MAIL DIGEST (and, with `pictures`, that sends the
/// board at each phase's end), played to the Senate's first round: the game, the presiding
/// magistrate's seat (his call received) and that round.
async fn digest_game_to_the_senate(name: &str, pictures: bool) -> (World, usize, u32) {
    let mut w = world(name, [7u8; 32]).await;
    if pictures {
        w.referee.set_picture(&w.game_id, true).await.unwrap();
    }
    for i in 0..3 {
        w.order(i, "MAIL DIGEST\nREADY").await;
    }
    w.until_round(1).await;
    let hrao = w
        .until_open(rorgm::rules::DecisionKind::SenateProposals, 40)
        .await
        .expect("the Senate asks for proposals")
        .owner;
    let round = w.round().await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let h = usize::from(hrao.0);
    w.boxes[h]
        .wait_for(&format!("(round {round}) — due"), WAIT)
        .await;
    (w, h, round)
}

/// MAIL DIGEST cuts mail: a digest player who owes nothing when a phase ends gets no mail for
/// the news alone (it used to come in a mail of its own); the news comes with the next call.
/// All three ask for the digest; the Senate's first round calls the presiding magistrate alone.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_digest_sends_no_mail_for_news_alone() {
    let (mut w, _, _) = digest_game_to_the_senate("digest_no_news_mail", false).await;
    for i in 0..3 {
        let subjects = settle_box(&mut w.boxes[i]).await;
        assert!(
            !subjects.iter().any(|s| s.contains(": news (round")),
            "player {i}: no mail for news alone: {subjects:?}"
        );
        // Every call still shows who holds which office.
        for m in w.boxes[i].all("— due") {
            if m.subject.contains("(round 0)") {
                continue;
            }
            assert!(m.text.contains("STATE OF THE REPUBLIC"), "{}", m.subject);
        }
    }
}

/// The PNG pictures in a player's mails whose Subject holds `needle`.
fn pictures_in(b: &Mailbox, needle: &str) -> Vec<Vec<u8>> {
    use mail_parser::{MessageParser, MimeHeaders};
    b.raw
        .iter()
        .filter_map(|raw| MessageParser::default().parse(raw))
        .filter(|m| m.subject().is_some_and(|s| s.contains(needle)))
        .flat_map(|m| {
            m.attachments()
                .filter(|a| {
                    a.content_type()
                        .is_some_and(|t| t.ctype() == "image" && t.subtype() == Some("png"))
                })
                .map(|a| a.contents().to_vec())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Issue 25 §3 with issue 21 §2: in a game that sends pictures, a MAIL DIGEST player not called
/// when a phase ended gets no mail then; his next call, which brings the news he missed, brings
/// the board too (it is not the end of a phase, so no one else's call carries one).
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_digest_the_call_after_a_missed_phase_end_carries_the_board() {
    let (mut w, h, senate) = digest_game_to_the_senate("digest_board", true).await;
    let others: Vec<usize> = (0..3).filter(|&i| i != h).collect();
    for &i in &others {
        settle_box(&mut w.boxes[i]).await;
        assert!(
            w.boxes[i].all(&format!("(round {senate})")).is_empty(),
            "player {i} owes nothing when the Senate opens: no mail"
        );
    }
    // The presiding magistrate is silent: the GM nominates (PB-07) and everyone votes.
    w.past_deadline().await;
    let vote = senate + 1;
    w.until_round(vote).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    for &i in &others {
        w.boxes[i]
            .wait_for(&format!("(round {vote}) — due"), WAIT)
            .await;
        let pics = pictures_in(&w.boxes[i], &format!("(round {vote})"));
        assert_eq!(
            pics.len(),
            1,
            "player {i}: the board with the news he missed"
        );
    }
    settle_box(&mut w.boxes[h]).await;
    assert!(
        pictures_in(&w.boxes[h], &format!("(round {vote})")).is_empty(),
        "the presiding magistrate had his board with the Senate's call"
    );
}
