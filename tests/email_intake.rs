//! Issue 21 over the real loopback Postfix + Dovecot: every answer read as it was meant. A reply
//! to a call that is over is applied to nothing else; resending one line changes only its item;
//! an order with chatter around it is read; a refused line does not hold a valid answer; a
//! paused game resolves nothing; GM commands by mail work with any token case and from a reply
//! to an approval notice.

use crate::common;

use std::time::Duration;

use common::*;
use rorgm::mail::{InboundMail, OutgoingMail, plus_address};
use rorgm::rules::{Answer, DecisionKind, FactionId, Viewer};

impl World {
    /// Player `i` replies to `to` (a mail of the GM's), as a mail client does: the Subject
    /// with "Re: ", In-Reply-To the call's Message-ID, to the player's personal address.
    async fn reply(&mut self, i: usize, to: &InboundMail, body: &str) {
        let p = self.players[i].clone();
        let m = OutgoingMail {
            message_id: format!("{}@client.example.test", unique()),
            from: p.address.clone(),
            to: plus_address(&self.gm, &p.token),
            reply_to: None,
            subject: format!("Re: {}", to.subject),
            body: body.into(),
            in_reply_to: to.message_id.clone(),
            auto_submitted: false,
            attachments: Vec::new(),
        };
        smtp().send(&m).await.unwrap();
    }

    /// Fetch player `i`'s new mail (what is still in flight, too); the number of
    /// confirmations so far.
    async fn confirmations(&mut self, i: usize) -> usize {
        self.referee.drain_outbox(&smtp()).await.unwrap();
        self.boxes[i].settle().await;
        self.boxes[i].all("Orders received").len()
    }

    /// Wait for a confirmation of player `i` holding `needle`; its text.
    async fn wait_confirmation(&mut self, i: usize, needle: &str) -> String {
        let start = std::time::Instant::now();
        loop {
            self.pass().await;
            self.referee.drain_outbox(&smtp()).await.unwrap();
            self.boxes[i].poll().await;
            if let Some(m) = self.boxes[i]
                .all("Orders received")
                .iter()
                .find(|m| m.text.contains(needle))
            {
                return m.text.replace("\r\n", "\n");
            }
            assert!(
                start.elapsed() < WAIT,
                "no confirmation with {needle:?} for player {i}: {:?}",
                self.boxes[i]
                    .all("Orders received")
                    .iter()
                    .map(|m| m.text.clone())
                    .collect::<Vec<_>>()
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Wait for player `i`'s confirmation number `n + 1` (after `n` seen); its text.
    async fn confirmation_after(&mut self, i: usize, n: usize) -> String {
        let start = std::time::Instant::now();
        loop {
            self.pass().await;
            self.referee.drain_outbox(&smtp()).await.unwrap();
            self.boxes[i].poll().await;
            let all = self.boxes[i].all("Orders received");
            if all.len() > n {
                return all[n].text.replace("\r\n", "\n");
            }
            assert!(
                start.elapsed() < WAIT,
                "no confirmation {} for player {i}",
                n + 1
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Player `i` sends `body`; their confirmation.
    async fn order_confirmed(&mut self, i: usize, body: &str) -> String {
        let n = self.confirmations(i).await;
        self.order(i, body).await;
        self.confirmation_after(i, n).await
    }

    /// The name of the first Senator of faction `f`.
    async fn senator_of(&self, f: u8, n: usize) -> String {
        let g = self.referee.load(&self.game_id).await.unwrap();
        let view = g.game.view(Viewer::Gm);
        view.factions
            .iter()
            .find(|x| x.id == FactionId(f))
            .and_then(|x| x.senators.get(n))
            .map(|s| s.name.clone())
            .expect("a senator")
    }
}

/// Alice's Cornelius presides the Senate (turn 3, other business).
const SENATE: &str = r#"
turn = 3
state_treasury = 100
[start]
phase = "senate"
stage = "other_business"
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
[[senator]]
card = "Valerius"
faction = 2
influence = 9
[[senator]]
card = "Fabius"
faction = 2
[[senator]]
card = "Claudius"
faction = 3
[[senator]]
card = "Manlius"
faction = 3
"#;

crate::on_both_dbs!(
    a_reply_to_a_call_that_is_over_is_applied_to_nothing_else,
    a_reply_to_a_call_that_is_over_is_applied_to_nothing_else_on_postgres,
    a_reply_to_a_call_that_is_over_is_applied_to_nothing_else_on
);

/// Issue 21 §1 (PB-08): Bob answers the call of a vote that is over (it passed before his mail
/// came): his `VOTE NO` is applied to no other vote; his confirmation says which call it
/// answered, that it is over, and what is open now; he still owes the vote now open.
/// Issue 26: run on SQLite and on PostgreSQL ([`crate::on_both_dbs`]).
async fn a_reply_to_a_call_that_is_over_is_applied_to_nothing_else_on(db: Db) {
    let mut w = world_from_position_on(
        db,
        "a_reply_to_a_call_that_is_over_is_applied_to_nothing_else",
        SENATE,
        seed(5),
    )
    .await;
    w.order(
        0,
        "PROPOSE RAISE 1 LEGIONS AND 0 FLEETS\nPROPOSE RAISE 2 LEGIONS AND 0 FLEETS",
    )
    .await;
    let r0 = w.round().await;
    w.until_round(r0 + 1).await;
    let vote_round = w.round().await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SenateVote]);
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let call = w.boxes[1]
        .wait_for(&format!("(round {vote_round})"), WAIT)
        .await;
    // The vote on the first proposal: every faction votes YES at once; it passes.
    for i in 0..3 {
        w.order(i, "VOTE YES").await;
    }
    w.until_round(vote_round + 1).await;
    let open = w.referee.load(&w.game_id).await.unwrap().game.owed();
    assert!(
        open.iter()
            .any(|d| d.kind == DecisionKind::SenateVote && d.owner == FactionId(1)),
        "the second proposal is voted next: {open:?}"
    );
    // Bob answers the first call, late.
    w.reply(1, &call, "VOTE NO").await;
    let conf = w.wait_confirmation(1, "WHICH IS OVER").await;
    let g = w.referee.load(&w.game_id).await.unwrap();
    assert!(
        g.game.submitted(FactionId(1)).is_empty(),
        "the late VOTE NO counted on the next vote: {:?}\n{conf}",
        g.game.submitted(FactionId(1))
    );
    assert!(
        g.game
            .owed()
            .iter()
            .any(|d| d.kind == DecisionKind::SenateVote && d.owner == FactionId(1)),
        "Bob still owes the vote now open"
    );
    assert!(
        conf.contains(&format!("CALL OF ROUND {vote_round}, WHICH IS OVER")),
        "{conf}"
    );
    assert!(conf.contains("not applied: VOTE NO"), "{conf}");
    assert!(
        conf.contains("OPEN NOW") && conf.contains("your vote on raising 2 Legions"),
        "{conf}"
    );
    // Answered now, the line names the vote it went to.
    w.order(1, "VOTE NO").await;
    w.wait_confirmation(1, "VOTE NO — on raising 2 Legions")
        .await;
}

/// Issue 21 §1 (RVN-01): Alice offers two trades, then resends one OFFER, corrected: the other
/// offer stays; the confirmation shows both. `OFFER NONE` first replaces the whole list.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resending_one_offer_keeps_the_other_offers() {
    let mut w = world_from_position(
        "resending_one_offer_keeps_the_other_offers",
        positions::TRADES_TURN_3,
        seed(3),
    )
    .await;
    w.order_confirmed(
        0,
        "OFFER Tribune TO Faction 2 FOR Tax Farmer 2\nOFFER Tax Farmer 3 TO Faction 3 FOR Land Commissioner",
    )
    .await;
    let conf = w.order_confirmed(0, "OFFER Tribune TO Faction 2").await;
    let g = w.referee.load(&w.game_id).await.unwrap();
    let mine: Vec<_> = g
        .game
        .submitted(FactionId(0))
        .into_iter()
        .filter_map(|(_, a)| match a {
            Answer::Trades { offers, .. } => Some(offers),
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(mine.len(), 2, "both offers stand: {mine:?}\n{conf}");
    assert!(
        mine.iter()
            .any(|o| o.to == FactionId(1) && o.get.is_empty()),
        "the offer to Faction 2 is the corrected one: {mine:?}"
    );
    assert!(conf.contains("Land Commissioner"), "{conf}");
    // A whole new list: OFFER NONE, then the new offers.
    w.order_confirmed(0, "OFFER NONE\nOFFER Tax Farmer 3 TO Faction 2")
        .await;
    let g = w.referee.load(&w.game_id).await.unwrap();
    let mine: Vec<_> = g
        .game
        .submitted(FactionId(0))
        .into_iter()
        .filter_map(|(_, a)| match a {
            Answer::Trades { offers, .. } => Some(offers),
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(mine.len(), 1, "{mine:?}");
}

/// Issue 21 §1: a STANDING line sent later changes only its own item of the standing orders.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_standing_line_changes_only_its_item() {
    let mut w = world("a_standing_line_changes_only_its_item", [7u8; 32]).await;
    let a = w.senator_of(0, 0).await;
    let b = w.senator_of(0, 1).await;
    w.order_confirmed(0, &format!("STANDING SPOILS {a} NO"))
        .await;
    let conf = w
        .order_confirmed(0, &format!("STANDING SPOILS {b} NO"))
        .await;
    let g = w.referee.load(&w.game_id).await.unwrap();
    let standing = g.game.standing(FactionId(0));
    let spoils = standing
        .iter()
        .find_map(|(k, a)| match (k, a) {
            (DecisionKind::Revenue, Answer::Revenue { spoils, .. }) => Some(spoils.clone()),
            _ => None,
        })
        .unwrap_or_default();
    assert_eq!(
        spoils.len(),
        2,
        "both standing lines stand: {spoils:?}\n{conf}"
    );
    assert!(conf.contains(&format!("SPOILS {a}")), "{conf}");
}

/// Issue 21 §1: an order on a line with chatter around it is read, and the confirmation says
/// what was read and what was left as comment; a line with two orders is not guessed.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_order_with_chatter_around_it_is_read() {
    let mut w = world("an_order_with_chatter_around_it_is_read", [7u8; 32]).await;
    let round = w.round().await;
    let conf = w.order_confirmed(0, "STATUS - READY").await;
    assert!(conf.contains("two orders"), "{conf}");
    assert_eq!(w.round().await, round);
    assert!(
        w.referee
            .load(&w.game_id)
            .await
            .unwrap()
            .game
            .owed()
            .iter()
            .any(|d| d.owner == FactionId(0)),
        "nothing guessed"
    );
    let conf = w
        .order_confirmed(0, "READY (the vote was for later, sorry)")
        .await;
    assert!(
        conf.contains("READY")
            && conf.contains("left as comment: \"(the vote was for later, sorry)\""),
        "{conf}"
    );
    w.order(1, "back from the beach! READY").await;
    w.order(2, "READY - I'll send the army next turn…").await;
    w.until_round(round + 1).await;
}

/// Issue 21 §1: one refused line does not hold the round when the decision has a valid
/// answer; the confirmation never says both "NOT COMPLETE" and "You owe nothing more"; line
/// numbers count the lines the player wrote, not the quoted call.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_line_does_not_hold_a_valid_answer() {
    let mut w = world("a_refused_line_does_not_hold_a_valid_answer", [7u8; 32]).await;
    let round = w.round().await;
    let leader = w.senator_of(0, 0).await;
    let conf = w
        .order_confirmed(
            0,
            &format!(
                "> ORDERS ARE DUE from you\n> LEADER ...\n> PLAY ...\n>\n> -- \n\nLEADER {leader}\nPLAY Nonsenseword\n"
            ),
        )
        .await;
    assert!(conf.contains("line 2:"), "{conf}");
    assert!(
        !(conf.contains("NOT COMPLETE") && conf.contains("You owe nothing more")),
        "{conf}"
    );
    w.order(1, "READY").await;
    w.order(2, "READY").await;
    w.until_round(round + 1).await;
}

/// Issue 21 §3: a paused game resolves nothing (all its answers in), calls nobody, and its
/// deadline stands still; an EXTEND given during the pause is kept at RESUME; LIST by mail says
/// paused; once resumed the complete round resolves.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_game_resolves_nothing_and_keeps_an_extension() {
    let mut w = world(
        "a_paused_game_resolves_nothing_and_keeps_an_extension",
        [7u8; 32],
    )
    .await;
    let (home, token, mut home_box) = w.gm_home("gmsecret").await;
    let round = w.round().await;
    let d = w.deadline().await.expect("a deadline");
    w.referee.pause_game(&w.game_id).await.expect("pause");
    for i in 0..3 {
        w.order(i, "READY").await;
    }
    w.pass_until_inbound(3).await;
    w.pass().await;
    assert_eq!(w.round().await, round, "a paused game resolves nothing");
    // The deadline passes during the pause: nothing happens.
    w.clock
        .set(rorgm::referee::clock::from_ms(d.deadline_ms + 1));
    w.pass().await;
    assert_eq!(
        w.round().await,
        round,
        "a paused game's deadline stands still"
    );
    w.referee
        .extend_deadline(&w.game_id, 24.0)
        .await
        .expect("extend during the pause");
    send(&home, &plus_address(&w.gm, &token), "list", "LIST").await;
    w.pass().await;
    let reply = home_box.wait_for("Your commands", WAIT).await;
    assert!(
        reply.text.to_lowercase().contains("paused"),
        "{}",
        reply.text
    );
    let resumed = rorgm::referee::clock::ms(w.referee.clock.now());
    let new = w.referee.resume_game(&w.game_id).await.expect("resume");
    let left = d.deadline_ms - d.deadline_ms.min(resumed);
    let _ = left;
    // The round is complete: resuming resolves it; the extension was kept for the rest.
    w.pass().await;
    assert!(
        w.round().await > round,
        "resumed, the complete round resolves"
    );
    let _ = new;
}

/// Issue 21 §3: the extension given during a pause is kept (the round is still owed).
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_extension_during_a_pause_is_kept() {
    let mut w = world("an_extension_during_a_pause_is_kept", [7u8; 32]).await;
    let d = w.deadline().await.expect("a deadline");
    let paused_at = rorgm::referee::clock::ms(w.referee.clock.now());
    let left = d.deadline_ms - paused_at;
    w.referee.pause_game(&w.game_id).await.expect("pause");
    w.referee
        .extend_deadline(&w.game_id, 24.0)
        .await
        .expect("extend during the pause");
    w.clock
        .set(rorgm::referee::clock::from_ms(paused_at + 3_600_000));
    let new = w
        .referee
        .resume_game(&w.game_id)
        .await
        .expect("resume")
        .expect("a deadline");
    assert_eq!(
        new.deadline_ms,
        paused_at + 3_600_000 + left + 24 * 3_600_000,
        "the time left at the pause plus the 24 hours given during it"
    );
    let _ = w.pass().await;
    for i in 0..3 {
        let m = w.boxes[i].wait_for("Game resumed", WAIT).await;
        assert!(m.text.contains("deadline"), "{}", m.text);
    }
}

/// Issue 21 §3: a GM token written with capital letters works (addresses are lowercased); the
/// GM's reply to an approval notice (APPROVE <game> <n>) is carried out and answered.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gm_commands_with_a_capital_token_and_a_reply_to_an_approval_notice() {
    use rorgm::referee::overrule::RulingKind;
    let mut w = world(
        "gm_commands_with_a_capital_token_and_a_reply_to_an_approval_notice",
        [3u8; 32],
    )
    .await;
    let (home, token, mut home_box) = w.gm_home("GmSecret").await;
    w.referee.settings.gm_notify = Some(home.clone());
    send(&home, &plus_address(&w.gm, &token), "list", "LIST").await;
    w.pass().await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let reply = home_box.wait_for("Your commands", WAIT).await;
    assert!(reply.text.contains(&w.game_id), "{}", reply.text);

    w.referee
        .set_approval(&w.game_id, Some(24))
        .await
        .expect("approval mode");
    let round = w.round().await;
    w.order(0, "READY").await;
    w.order(2, "READY").await;
    w.pass().await;
    w.past_deadline().await;
    assert!(w.round().await > round, "the deadline resolved the round");
    w.referee.approvals_tick().await.unwrap();
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let entry = w
        .referee
        .rulings(&w.game_id)
        .await
        .unwrap()
        .into_iter()
        .find(|r| matches!(r.kind, RulingKind::DefaultMove { .. }))
        .expect("bob's Default Move is a ruling");
    let notice = home_box.wait_for("awaits your approval", WAIT).await;
    // The Default Move's ruling names the faction it was applied to.
    assert!(
        entry.text.starts_with("Faction 2") && notice.text.contains("Faction 2"),
        "{}\n{}",
        entry.text,
        notice.text
    );
    // The GM's mail client replies to the notice's Reply-To, else its From.
    let row = w
        .referee
        .store
        .outbox_by_message_id(notice.message_id.as_deref().unwrap_or_default())
        .await
        .unwrap()
        .expect("the notice");
    let to = row.reply_to.clone().unwrap_or_else(|| w.gm.clone());
    let m = OutgoingMail {
        message_id: format!("{}@client.example.test", unique()),
        from: home.clone(),
        to,
        reply_to: None,
        subject: format!("Re: {}", notice.subject),
        body: format!(
            "APPROVE {} {}\n\n> {}",
            w.game_id,
            entry.number,
            notice.text.lines().next().unwrap_or_default()
        ),
        in_reply_to: notice.message_id.clone(),
        auto_submitted: false,
        attachments: Vec::new(),
    };
    smtp().send(&m).await.unwrap();
    w.pass().await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let start = std::time::Instant::now();
    loop {
        home_box.poll().await;
        if home_box.all("Your commands").len() >= 2 || start.elapsed() > WAIT {
            break;
        }
        w.pass().await;
        w.referee.drain_outbox(&smtp()).await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let replies = home_box.all("Your commands");
    assert!(replies.len() >= 2, "the reply to the notice is answered");
    assert!(
        replies[1].text.contains("is approved"),
        "{}",
        replies[1].text
    );
}

/// The Senate of turn 3 at the consular elections: Alice's Cornelius presides; a War is active.
const ELECTIONS: &str = r#"
turn = 3
state_treasury = 100
legions = 10
[start]
phase = "senate"
stage = "consuls"
[wars]
active = ["gallic-1"]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
offices = ["rome_consul"]
prior_consul = true
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Furius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
leader = true
prior_consul = true
[[senator]]
card = "Julius"
faction = 2
[[senator]]
card = "Claudius"
faction = 3
leader = true
prior_consul = true
offices = ["censor"]
[[senator]]
card = "Manlius"
faction = 3
"#;

/// Issue 21 §1 (seed 004: "The HRAO may make conditional proposals based on the outcome of
/// elections"; PB-10): with his consular nomination the HRAO queues a war for a Senator not yet
/// elected Consul. The line is read against the Senate as it will be (it was refused at once:
/// "may not command") and the rules check it when its turn comes.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proposal_for_a_senator_not_yet_elected_waits_for_its_turn() {
    let mut w = world_from_position(
        "a_proposal_for_a_senator_not_yet_elected_waits_for_its_turn",
        ELECTIONS,
        seed(7),
    )
    .await;
    let conf = w
        .order_confirmed(
            0,
            "NOMINATE CONSULS Fabius AND Furius\n\
             PROPOSE SEND Fabius WITH 10 LEGIONS TO 1st Gallic War",
        )
        .await;
    assert!(
        !conf.contains("may not command"),
        "refused at once:\n{conf}"
    );
    assert!(
        conf.contains("PROPOSE SEND Fabius (#2) WITH 10 LEGIONS TO 1st Gallic War — for Senate"),
        "{conf}"
    );
}
