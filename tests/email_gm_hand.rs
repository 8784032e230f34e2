//! Issue 21 §3 ("The GM's hand, as used") over the real loopback Postfix + Dovecot: the GM's
//! substitute proposals are all voted, in order, announced as the GM's; in approval mode a
//! ruling that needs no judgement does not wait, a Default Move's ruling names its faction, a
//! player's READY after an overrule is confirmed; a player's question to the plain GM address
//! reaches the GM's own mail with its game and faction.

use crate::common;

use common::*;
use rorgm::referee::overrule::RulingKind;
use rorgm::rules::{DecisionKind, FactionId};

impl World {
    /// Every mail player `i` got so far (subject and text, line ends unfolded), on one line.
    async fn texts(&mut self, i: usize) -> Vec<String> {
        self.mails(i)
            .await
            .into_iter()
            .map(|m| m.replace('\n', " "))
            .collect()
    }

    /// Wait until player `i` has a mail (beyond the first `seen`) whose text holds `needle`.
    async fn wait_text_after(&mut self, i: usize, seen: usize, needle: &str) -> String {
        let start = std::time::Instant::now();
        loop {
            let t = self.texts(i).await;
            if let Some(m) = t.iter().skip(seen).find(|m| m.contains(needle)) {
                return m.clone();
            }
            assert!(
                start.elapsed() < WAIT,
                "player {i}: no mail with {needle:?}; got: {:#?}",
                &t[seen.min(t.len())..]
            );
        }
    }
}

/// The Senate of turn 3 at the Consuls: Cornelius (Alice) presides, asked for his proposals.
const SENATE: &str = r#"
turn = 3
[start]
phase = "senate"
stage = "consuls"
[[faction]]
leader = "Cornelius"
[[faction]]
leader = "Valerius"
[[faction]]
leader = "Claudius"
[[senator]]
card = "Cornelius"
faction = 1
offices = ["rome_consul"]
prior_consul = true
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
prior_consul = true
[[senator]]
card = "Julius"
faction = 2
offices = ["pontifex_maximus"]
[[senator]]
card = "Claudius"
faction = 3
prior_consul = true
[[senator]]
card = "Manlius"
faction = 3
"#;

/// Issue 21 §3 / PB-10: the GM substitutes three proposals for Cornelius's: a first pair of
/// Consuls (defeated), a second (elected: the chair passes to the new Rome Consul, of another
/// faction), and a Censor. Every one is put to the vote in order, each announced as the GM's,
/// never as the presiding magistrate's; the third is not lost when the chair changes.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_gm_substitute_puts_every_proposal_in_order_as_the_gms() {
    let mut w = world_from_position(
        "issue_21_gm_substitute_puts_every_proposal_in_order_as_the_gms",
        SENATE,
        [11u8; 32],
    )
    .await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SenateProposals]);
    let lines = w
        .referee
        .substitute(
            &w.game_id,
            "PROPOSE CONSULS Fabius AND Valerius\nPROPOSE CONSULS Fabius AND Manlius\n\
             PROPOSE CENSOR Claudius",
            "the Senate must not wait",
        )
        .await
        .expect("substitute");
    assert_eq!(lines.len(), 3, "{lines:?}");
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let first = w.wait_text_after(1, 0, "the Senate must not wait").await;
    assert!(
        first.contains("The GM puts to the vote") && !first.contains("Cornelius puts to the vote"),
        "the GM's proposal is announced as his: {first}"
    );

    // 1: Fabius and Valerius, defeated.
    let seen: Vec<usize> = {
        let mut v = Vec::new();
        for i in 0..3 {
            v.push(w.texts(i).await.len());
        }
        v
    };
    let r = w.round().await;
    for i in 0..3 {
        w.order(i, "VOTE NO").await;
    }
    w.until_round(r + 1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SenateVote]);
    let second = w.wait_text_after(2, seen[2], "to the vote").await;
    assert!(
        second.contains("The GM puts to the vote")
            && second.contains("Manlius")
            && !second.contains("Cornelius puts to the vote"),
        "the second pair, as the GM's: {second}"
    );

    // 2: Fabius and Manlius, elected: the chair passes to the new Rome Consul.
    let seen = w.texts(2).await.len();
    let r = w.round().await;
    for i in 0..3 {
        w.order(i, "VOTE YES").await;
    }
    w.until_round(r + 1).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    assert_eq!(
        w.owed_kinds().await,
        vec![DecisionKind::SenateVote],
        "the GM's third proposal is voted, not lost with the chair"
    );
    let third = w.wait_text_after(2, seen, "to the vote").await;
    assert!(
        third.contains("The GM puts to the vote") && third.contains("Claudius"),
        "the Censor, as the GM's: {third}"
    );
    for who in ["Fabius", "Manlius"] {
        assert!(
            !third.contains(&format!("{who} puts to the vote")),
            "not the new presiding magistrate's: {third}"
        );
    }
}

/// Issue 21 §3 (approval mode, PB-04): a persuader who commits money makes an attempt seed 004
/// says is not frivolous: the ruling needs no judgement, so nothing waits for the GM (it is
/// still listed, open to overrule).
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_approval_a_ruling_without_judgement_does_not_wait() {
    let mut w = world_from_position(
        "issue_21_approval_a_ruling_without_judgement_does_not_wait",
        positions::FORUM_TURN_2,
        [7u8; 32],
    )
    .await;
    w.referee
        .set_approval(&w.game_id, Some(24))
        .await
        .expect("approval mode");
    let r = w.round().await;
    let seen = w.texts(1).await.len();
    let owed = w.referee.load(&w.game_id).await.unwrap().game.owed();
    w.order(0, "PERSUADE Fabius WITH Cornelius BRIBE 2\nREADY")
        .await;
    for d in owed.iter().filter(|d| d.owner != FactionId(0)) {
        w.order(usize::from(d.owner.0), "READY").await;
    }
    w.until_round(r + 1).await;
    let rulings = w.referee.rulings(&w.game_id).await.unwrap();
    assert!(
        rulings.iter().any(|e| matches!(
            e.kind,
            RulingKind::Persuasion {
                frivolous: false,
                ..
            }
        )),
        "a PB-04 ruling, not frivolous: {rulings:?}"
    );
    assert!(
        w.referee
            .store
            .held_mails(&w.game_id)
            .await
            .unwrap()
            .is_empty(),
        "nothing waits for the GM"
    );
    w.referee.drain_outbox(&smtp()).await.unwrap();
    // Bob, defending, is called for his counter-bribe.
    w.wait_text_after(1, seen, "Fabius").await;
}

/// Issue 21 §3 (approval mode): Bob is silent and gets his Default Move; the ruling names his
/// faction in `gm rulings` and in the GM's notice; the GM overrules it with Bob's orders; the
/// round called again is answered by a player's READY, which is confirmed to him by mail.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_approval_ready_after_an_overrule_is_confirmed() {
    ready_after_an_overrule(false).await;
}

/// The same, the GM having approved the ruling before he overrules it.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_approval_ready_after_an_approved_ruling_is_overruled_is_confirmed() {
    ready_after_an_overrule(true).await;
}

async fn ready_after_an_overrule(approve_first: bool) {
    use rorgm::referee::overrule::Overrule;
    let mut w = world(
        &format!("issue_21_approval_ready_after_an_overrule_is_confirmed ({approve_first})"),
        [3u8; 32],
    )
    .await;
    let u = unique();
    let home = format!("gmhome-{u}@example.test");
    w.referee.settings.gm_notify = Some(home.clone());
    let mut home_box = Mailbox::open(&home).await;
    w.referee
        .set_approval(&w.game_id, Some(24))
        .await
        .expect("approval mode");
    w.bob_silent_past_deadline().await;
    let rulings = w.referee.rulings(&w.game_id).await.unwrap();
    let entry = rulings
        .iter()
        .find(|e| {
            matches!(&e.kind, RulingKind::DefaultMove { faction, .. } if *faction == FactionId(1))
        })
        .expect("bob's Default Move is a ruling")
        .clone();
    assert!(
        entry.text.contains("Faction 2") || entry.text.contains("bob"),
        "gm rulings names the faction: {}",
        entry.text
    );
    w.referee.approvals_tick().await.unwrap();
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let notice = home_box.wait_for("awaits your approval", WAIT).await;
    let notice = notice.text.replace("\r\n", " ").replace('\n', " ");
    assert!(
        notice.contains("Faction 2") || notice.contains("bob"),
        "the notice names the faction: {notice}"
    );

    if approve_first {
        w.referee
            .approve(&w.game_id, entry.number)
            .await
            .expect("approve");
        w.referee.drain_outbox(&smtp()).await.unwrap();
    }
    let g = w.referee.load(&w.game_id).await.unwrap();
    let view = g.game.view(rorgm::rules::Viewer::Gm);
    let fv = &view.factions[1];
    let leader = fv.leader.clone().expect("a leader");
    let other = fv
        .senators
        .iter()
        .find(|s| s.id != leader)
        .map(|s| s.name.clone())
        .expect("another senator");
    w.referee
        .overrule(
            &w.game_id,
            entry.number,
            Overrule::Orders(format!("LEADER {other}\n")),
            "Bob phoned his orders in",
        )
        .await
        .expect("overrule");
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let owed = w.referee.load(&w.game_id).await.unwrap().game.owed();
    let who = owed
        .iter()
        .map(|d| usize::from(d.owner.0))
        .next()
        .expect("a round is open after the overrule");
    let correction = w.boxes[who]
        .wait_for("The GM corrected a ruling", WAIT)
        .await;
    let seen = w.texts(who).await.len();
    // The player answers the call folded into the correction, by replying to it.
    let p = w.players[who].clone();
    let id = format!("{}@client.example.test", unique());
    let m = rorgm::mail::OutgoingMail {
        message_id: id,
        from: p.address.clone(),
        to: rorgm::mail::plus_address(&w.gm, &p.token),
        reply_to: None,
        subject: format!("Re: {}", correction.subject),
        body: "READY".into(),
        in_reply_to: correction.message_id.clone(),
        auto_submitted: false,
        attachments: Vec::new(),
    };
    smtp().send(&m).await.expect("send");
    w.pass_until_inbound(1).await;
    w.pass().await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let conf = w.wait_text_after(who, seen, "READY").await;
    assert!(
        !conf.contains("is over"),
        "READY answers the open round: {conf}"
    );
}

/// Issue 21 §3: a player's question to the plain GM address reaches the GM's own mail
/// (`mail.gm_notify`), naming the game and the faction, with the text.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_a_question_to_the_plain_address_reaches_the_gms_mail() {
    let mut w = world(
        "issue_21_a_question_to_the_plain_address_reaches_the_gms_mail",
        [5u8; 32],
    )
    .await;
    let u = unique();
    let home = format!("gmhome-{u}@example.test");
    w.referee.settings.gm_notify = Some(home.clone());
    let mut home_box = Mailbox::open(&home).await;
    let bob = w.players[1].clone();
    send(
        &bob.address,
        &w.gm,
        "A question",
        "May I give my Tribune to Carol before the vote?",
    )
    .await;
    w.pass().await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    w.boxes[1].wait_for("Your status", WAIT).await;
    let m = home_box.wait_for(&w.game_id, WAIT).await;
    let text = format!("{}\n{}", m.subject, m.text).replace("\r\n", " ");
    assert!(text.contains("Tribune to Carol"), "the question: {text}");
    assert!(text.contains(&w.game_id), "the game: {text}");
    assert!(
        text.contains("Faction 2") && text.contains("bob"),
        "the faction: {text}"
    );
}

/// Issue 21 §4: an observer is told by mail when the GM adds him, and when he removes him.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn issue_21_an_observer_is_told_when_added_and_removed() {
    let w = world(
        "issue_21_an_observer_is_told_when_added_and_removed",
        [9u8; 32],
    )
    .await;
    let address = format!("watcher-{}@example.test", unique());
    let mut b = Mailbox::open(&address).await;
    assert!(
        w.referee
            .add_observer(&w.game_id, &address)
            .await
            .expect("add")
    );
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let m = b.wait_for("You observe", WAIT).await;
    assert!(m.subject.contains(&w.game_id), "{}", m.subject);
    assert!(
        w.referee
            .remove_observer(&w.game_id, &address)
            .await
            .expect("remove")
    );
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let m = b.wait_for("no longer observe", WAIT).await;
    assert!(m.subject.contains(&w.game_id), "{}", m.subject);
}
