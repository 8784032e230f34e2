//! Issue 9, approval mode: the mails that carry an automatic ruling wait for the GM's
//! `gm approve` (or overrule); after the configured hours they go out as ruled. Through the real
//! referee and a real SQLite file (the mails are read from the outbox and a Maildir sink).

use crate::common;

use common::local::{Local as T, Setup};
use rorgm::referee::approval::RulingApproval;
use rorgm::referee::overrule::{Overrule, RulingKind};
use rorgm::rules::{FactionId, Viewer};
use rorgm::store::OutboxRow;

const NOTIFY: &str = "gm-notify@example.test";

async fn new_game(approval_hours: u32) -> T {
    new_game_with(Some(approval_hours)).await
}

async fn new_game_with(approval_hours: Option<u32>) -> T {
    let t = T::with(&Setup {
        gm_notify: Some(NOTIFY.into()),
        ..Default::default()
    })
    .await;
    t.referee
        .set_approval(&t.game, approval_hours)
        .await
        .expect("approval mode");
    t
}

impl T {
    fn advance_ms(&self, ms: i64) {
        self.clock.advance(jiff::SignedDuration::from_millis(ms));
    }

    fn now_ms(&self) -> i64 {
        rorgm::referee::clock::ms(self.referee.clock.now())
    }

    /// Send the setup mails, then let the setup round's deadline pass with nobody answering:
    /// every faction gets its Default Move (PB-01), automatic rulings made by one input.
    async fn default_everyone(&self) -> i64 {
        let round = self
            .referee
            .load(&self.game)
            .await
            .expect("load")
            .game
            .round();
        // The reminder first, then the deadline (as a running service sees them).
        self.past_deadline().await;
        let after = self
            .referee
            .load(&self.game)
            .await
            .expect("load")
            .game
            .round();
        assert_ne!(after, round, "the deadline resolved the round");
        let rulings = self.referee.rulings(&self.game).await.expect("rulings");
        rulings
            .iter()
            .find(|r| matches!(r.kind, RulingKind::DefaultMove { .. }))
            .expect("a Default Move is a ruling")
            .seq
    }

    async fn outbox(&self) -> Vec<OutboxRow> {
        self.referee.store.outbox(None).await.expect("outbox")
    }

    async fn held(&self) -> Vec<String> {
        self.referee
            .store
            .held_mails(&self.game)
            .await
            .expect("held")
            .into_iter()
            .map(|(_, id)| id)
            .collect()
    }

    async fn row(&self, message_id: &str) -> Option<OutboxRow> {
        self.referee
            .store
            .outbox_by_message_id(message_id)
            .await
            .expect("row")
    }

    async fn first_default_number(&self) -> usize {
        self.referee
            .rulings(&self.game)
            .await
            .expect("rulings")
            .iter()
            .find(|r| matches!(r.kind, RulingKind::DefaultMove { .. }))
            .expect("a Default Move")
            .number
    }
}

/// PB-04 / Default Moves (issue 9): approval mode holds every player's mail of the step that made the rulings (the outcome and
/// the next round's call) until `gm approve`; the GM is told by mail; the next round's deadline
/// stands still while its call is held; approving lets the mails go.
#[tokio::test]
async fn gm_approval_holds_a_ruling_until_approved() {
    let t = new_game(720).await;
    let seq = t.default_everyone().await;

    let held = t.held().await;
    assert!(!held.is_empty(), "the mails of the ruling's step are held");
    let rows = t.outbox().await;
    let held_rows: Vec<&OutboxRow> = rows
        .iter()
        .filter(|m| held.contains(&m.message_id))
        .collect();
    assert!(
        held_rows.iter().any(|m| m.kind == "call"),
        "the next round's call is among them: {:?}",
        held_rows.iter().map(|m| &m.kind).collect::<Vec<_>>()
    );
    for who in ["alice", "bob", "carol"] {
        assert!(
            held_rows
                .iter()
                .any(|m| m.to_addr == format!("{who}@example.test")),
            "{who}'s mail is held"
        );
    }
    let number = t.first_default_number().await;
    let list = t.referee.rulings(&t.game).await.expect("rulings");
    let states = t
        .referee
        .rulings_approval(&t.game, &list)
        .await
        .expect("states");
    assert!(
        list.iter()
            .zip(states.iter())
            .filter(|(r, _)| r.seq == seq)
            .all(|(_, s)| matches!(s, RulingApproval::Awaiting { .. })),
        "gm rulings shows them awaiting approval: {states:?}"
    );

    // Sending now sends nothing held; the GM is told.
    t.referee.drain_outbox(&t.sink).await.expect("send");
    for id in &held {
        let row = t.row(id).await.expect("still in the outbox");
        assert!(
            row.sent_at.is_none(),
            "{} went out before approval",
            row.subject
        );
    }
    let notice: Vec<OutboxRow> = t
        .outbox()
        .await
        .into_iter()
        .filter(|m| m.to_addr == NOTIFY && m.subject.contains("awaits your approval"))
        .collect();
    assert_eq!(notice.len(), 1, "the GM is told once");
    assert!(notice[0].sent_at.is_some(), "the GM's notice is not held");
    assert!(
        notice[0]
            .body
            .contains(&format!("gm approve {} {number}", t.game)),
        "{}",
        notice[0].body
    );

    // The next round's deadline stands still while its call is held.
    let round = t.referee.load(&t.game).await.expect("load").game.round();
    let d = t
        .referee
        .store
        .deadline(&t.game)
        .await
        .expect("deadline")
        .expect("a round is open");
    t.advance_ms(d.deadline_ms - t.now_ms() + 60_000);
    t.referee.tick().await.expect("tick");
    assert_eq!(
        t.referee.load(&t.game).await.expect("load").game.round(),
        round,
        "no deadline passes for a round whose call was never sent"
    );

    // The GM approves: the held mails go out.
    let report = t.referee.approve(&t.game, number).await.expect("approve");
    assert_eq!(report.released as usize, held.len());
    assert!(t.held().await.is_empty());
    let sent = t.referee.drain_outbox(&t.sink).await.expect("send");
    assert!(sent >= held.len(), "sent {sent} of {}", held.len());
    for id in &held {
        let row = t.row(id).await.expect("row");
        assert!(
            row.sent_at.is_some(),
            "{} was released and sent",
            row.subject
        );
    }
    // The round's deadline moved by the wait: it is again in the future.
    let d2 = t
        .referee
        .store
        .deadline(&t.game)
        .await
        .expect("deadline")
        .expect("a round is open");
    assert!(
        d2.deadline_ms > t.now_ms(),
        "the deadline moved by the time the call was held"
    );
    assert!(
        t.referee.approve(&t.game, number).await.is_err(),
        "a ruling is approved once"
    );
}

/// PB-04 / Default Moves (issue 9): without an answer, a held ruling goes out as ruled once the configured hours have passed.
#[tokio::test]
async fn gm_approval_timeout_releases_the_ruling_as_ruled() {
    let t = new_game(1).await;
    t.default_everyone().await;
    let held = t.held().await;
    assert!(!held.is_empty(), "held");

    t.advance_ms(59 * 60_000);
    t.referee.tick().await.expect("tick");
    assert_eq!(t.held().await, held, "still held before the hour is up");
    let due = t
        .referee
        .store
        .next_approval_due()
        .await
        .expect("next due")
        .expect("a hold waits");
    assert!(due > t.now_ms(), "the service sleeps until the hold's time");

    t.advance_ms(2 * 60_000);
    t.referee.tick().await.expect("tick");
    assert!(t.held().await.is_empty(), "released as ruled");
    let list = t.referee.rulings(&t.game).await.expect("rulings");
    let states = t
        .referee
        .rulings_approval(&t.game, &list)
        .await
        .expect("states");
    assert!(states.contains(&RulingApproval::TimedOut), "{states:?}");
    t.referee.drain_outbox(&t.sink).await.expect("send");
    for id in &held {
        assert!(t.row(id).await.expect("row").sent_at.is_some());
    }
    let number = t.first_default_number().await;
    assert!(
        t.referee.approve(&t.game, number).await.is_err(),
        "a ruling that went out as ruled cannot be approved"
    );
}

/// PB-04 / Default Moves (issue 9): overruling a held ruling replays the game from it: the held mails (the outcome as first
/// ruled) are dropped and never sent; the players get the corrected outcome and a fresh call.
#[tokio::test]
async fn gm_overrule_in_approval_mode_sends_the_corrected_outcome_only() {
    let t = new_game(24).await;
    t.default_everyone().await;
    let held = t.held().await;
    assert!(!held.is_empty(), "held");

    let rulings = t.referee.rulings(&t.game).await.expect("rulings");
    let entry = rulings
        .iter()
        .find(|r| {
            matches!(&r.kind, RulingKind::DefaultMove { faction, .. } if *faction == FactionId(1))
        })
        .expect("bob's Default Move")
        .clone();
    let loaded = t.referee.load(&t.game).await.expect("load");
    let view = loaded.game.view(Viewer::Gm);
    let fv = &view.factions[1];
    let default_leader = fv
        .senators
        .iter()
        .find(|s| Some(&s.id) == fv.leader.as_ref())
        .map(|s| s.name.clone())
        .expect("a leader");
    let wanted = fv
        .senators
        .iter()
        .map(|s| s.name.clone())
        .find(|n| *n != default_leader)
        .expect("another senator");

    t.referee
        .overrule(
            &t.game,
            entry.number,
            Overrule::Orders(format!("LEADER {wanted}\n")),
            "Bob's orders reached me by phone",
        )
        .await
        .expect("overrule");

    for id in &held {
        assert!(
            t.row(id).await.is_none(),
            "the held mail {id} of the void timeline is gone"
        );
    }
    assert!(t.held().await.is_empty(), "nothing is held any more");
    assert!(
        t.referee
            .store
            .approvals(&t.game)
            .await
            .expect("holds")
            .is_empty(),
        "the hold went with the void timeline"
    );
    t.referee.drain_outbox(&t.sink).await.expect("send");
    let rows = t.outbox().await;
    for who in ["alice", "bob", "carol"] {
        let to = format!("{who}@example.test");
        let mine: Vec<&OutboxRow> = rows.iter().filter(|m| m.to_addr == to).collect();
        let corrections = mine
            .iter()
            .filter(|m| m.subject.contains("The GM corrected a ruling"))
            .count();
        assert_eq!(corrections, 1, "{who} gets the corrected outcome");
        let calls: Vec<&&OutboxRow> = mine
            .iter()
            .filter(|m| m.kind == "call" && m.sent_at.is_some())
            .collect();
        assert!(
            calls.len() >= 2,
            "{who} got the setup call and a fresh call for the open round"
        );
        assert!(
            // Issue 22: a reminder for a round resolved before it could go is dropped.
            mine.iter().all(|m| m.sent_at.is_some()
                || m.last_error
                    .as_deref()
                    .is_some_and(|e| e.starts_with("dropped:"))),
            "every mail left to {who} is sent (or dropped as stale): {:?}",
            mine.iter()
                .filter(|m| m.sent_at.is_none())
                .map(|m| (&m.kind, &m.subject, &m.round, &m.last_error))
                .collect::<Vec<_>>()
        );
    }
    // Bob's faction has the leader he asked for; replay agrees with the stored state.
    let loaded = t.referee.load(&t.game).await.expect("load");
    let view = loaded.game.view(Viewer::Gm);
    let fv = &view.factions[1];
    let leader = fv
        .senators
        .iter()
        .find(|s| Some(&s.id) == fv.leader.as_ref())
        .map(|s| s.name.clone())
        .expect("a leader");
    assert_eq!(leader, wanted);
    let bob_correction = rows
        .iter()
        .find(|m| m.to_addr == "bob@example.test" && m.subject.contains("The GM corrected"))
        .expect("bob's correction");
    assert!(
        bob_correction.body.contains(&wanted),
        "bob's correction tells the leader he has now: {}",
        bob_correction.body
    );
}

/// PB-10 (issue 9): a Senate adjourned by the GM's automatic ruling (nobody votes: every player
/// is silent) is a ruling `gm overrule --senate-sits` replaces: the game is played again from
/// there with the Senate sitting on, every player gets the correction, and the ruling now says
/// the Senate sits (the next silent table is ruled again, so the game still goes on).
#[tokio::test]
async fn pb_10_gm_overrules_an_adjournment_ruling() {
    let t = new_game_with(None).await;
    let mut entry = None;
    for _ in 0..200 {
        t.past_open_deadline().await;
        let rulings = t.referee.rulings(&t.game).await.expect("rulings");
        if let Some(r) = rulings
            .iter()
            .find(|r| matches!(r.kind, RulingKind::Adjournment { .. }))
        {
            entry = Some(r.clone());
            break;
        }
    }
    let entry = entry.expect("a silent Senate is adjourned by a PB-10 ruling");
    assert_eq!(entry.rule, "PB-10");
    assert!(matches!(
        entry.kind,
        RulingKind::Adjournment {
            index: 0,
            sits: false
        }
    ));
    assert!(
        t.referee
            .overrule(&t.game, entry.number, Overrule::NotFrivolous, "wrong kind")
            .await
            .is_err(),
        "an adjournment is overruled with --senate-sits"
    );
    t.referee.drain_outbox(&t.sink).await.expect("send");
    let report = t
        .referee
        .overrule(
            &t.game,
            entry.number,
            Overrule::SenateSits,
            "the Senate must still elect its Censor",
        )
        .await
        .expect("overrule");
    assert_eq!(report.rule, "PB-10");
    let rulings = t.referee.rulings(&t.game).await.expect("rulings");
    let now = rulings
        .iter()
        .find(|r| r.number == entry.number)
        .expect("the ruling is still listed");
    assert!(
        matches!(
            now.kind,
            RulingKind::Adjournment {
                index: 0,
                sits: true
            }
        ),
        "{now:?}"
    );
    assert!(now.text.contains("sits on"), "{}", now.text);
    let inputs = t.referee.store.inputs(&t.game).await.expect("inputs");
    assert!(inputs.iter().any(|r| r.source == "gm:overrule"));
    let rows = t.outbox().await;
    for who in ["alice", "bob", "carol"] {
        let corr: Vec<&OutboxRow> = rows
            .iter()
            .filter(|m| m.to_addr == format!("{who}@example.test"))
            .filter(|m| m.subject.contains("The GM corrected a ruling") && m.sent_at.is_none())
            .collect();
        assert_eq!(corr.len(), 1, "{who} gets the correction");
        assert!(
            corr[0].body.contains("must still elect its Censor"),
            "{}",
            corr[0].body
        );
    }
    // The stored state is what replaying the rewritten log gives.
    t.assert_replay(&inputs).await;
    assert!(
        t.referee
            .overrule(&t.game, entry.number, Overrule::SenateSits, "again")
            .await
            .is_err(),
        "the ruling already keeps the Senate sitting"
    );
}
