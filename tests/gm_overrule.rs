//! Issue 9: the GM lists the automatic rulings of a game and overrules one; the game is played
//! again from that point with the same dice and every player gets a correction. Through the
//! real referee and a real SQLite file (no mail server needed: the corrections are read from
//! the outbox).

use crate::common;

use common::local::{Local as T, Setup};
use rorgm::referee::overrule::{Overrule, RulingKind};
use rorgm::rules::{FactionId, Viewer};

async fn new_game() -> T {
    T::with(&Setup::default()).await
}

impl T {
    async fn leader(&self, f: u8) -> String {
        let g = self.referee.load(&self.game).await.expect("load");
        let view = g.game.view(Viewer::Gm);
        let fv = &view.factions[usize::from(f)];
        let id = fv.leader.clone().expect("a leader");
        fv.senators
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.clone())
            .expect("the leader is one of the faction's senators")
    }
}

/// Issue 9: a Default Move (PB-01, the Faction Leader picked for a silent player) is listed as
/// a ruling and replaced by the orders the player sent the GM another way: the game is played
/// again from there, the faction has the leader the player asked for, every player gets a
/// correction that does not say who defaulted, and replaying the log gives the stored state.
#[tokio::test]
async fn gm_overrules_a_default_move_with_the_players_orders() {
    let t = new_game().await;
    let round = t.referee.load(&t.game).await.expect("load").game.round();
    t.past_deadline().await;
    let after = t.referee.load(&t.game).await.expect("load");
    assert_ne!(after.game.round(), round, "the deadline resolved the round");

    let rulings = t.referee.rulings(&t.game).await.expect("rulings");
    let entry = rulings
        .iter()
        .find(|r| {
            matches!(&r.kind, RulingKind::DefaultMove { faction, .. } if *faction == FactionId(1))
        })
        .expect("bob's Default Move is a ruling")
        .clone();
    assert_eq!(entry.rule, "PB-01");

    // Bob wanted another leader than the one his Default Move gave him.
    let default_leader = t.leader(1).await;
    let view = after.game.view(Viewer::Gm);
    let wanted = view.factions[1]
        .senators
        .iter()
        .map(|s| s.name.clone())
        .find(|n| *n != default_leader)
        .expect("bob has another senator");
    let before_inputs = t.referee.store.inputs(&t.game).await.expect("inputs").len();

    assert!(
        t.referee
            .overrule(&t.game, entry.number, Overrule::Frivolous, "wrong kind")
            .await
            .is_err(),
        "a Default Move is overruled with orders, not a PB-04 ruling"
    );
    assert!(
        t.referee
            .overrule(
                &t.game,
                entry.number,
                Overrule::Orders(format!("LEADER {wanted}")),
                " "
            )
            .await
            .is_err(),
        "a reason is required"
    );
    let outbox_before = t.referee.store.outbox(None).await.expect("outbox").len();
    let report = t
        .referee
        .overrule(
            &t.game,
            entry.number,
            Overrule::Orders(format!("LEADER {wanted}\n")),
            "Bob's orders reached me by phone before the deadline",
        )
        .await
        .expect("overrule");
    assert_eq!(report.rule, "PB-01");
    assert_eq!(
        t.leader(1).await,
        wanted,
        "the faction has the leader bob asked for"
    );
    assert_ne!(t.leader(1).await, default_leader);

    // The log now holds bob's answer before the deadline's resolution.
    let inputs = t.referee.store.inputs(&t.game).await.expect("inputs");
    assert_eq!(inputs.len(), before_inputs + 1);
    assert!(inputs.iter().any(|r| r.source == "gm:overrule"));
    let rulings = t.referee.rulings(&t.game).await.expect("rulings");
    assert!(
        !rulings.iter().any(
            |r| matches!(&r.kind, RulingKind::DefaultMove { faction, .. } if *faction == FactionId(1))
        ),
        "bob no longer has a Default Move in that round"
    );

    // Every player is told; only bob's correction names the ruling.
    let outbox = t.referee.store.outbox(None).await.expect("outbox");
    // Issue 10: one mail per player: when the open round is called again, each player's
    // call travels with the correction.
    let owed = t.referee.load(&t.game).await.expect("load").game.owed();
    for (i, who) in ["alice", "bob", "carol"].iter().enumerate() {
        let new: Vec<_> = outbox[outbox_before..]
            .iter()
            .filter(|m| m.to_addr == format!("{who}@example.test"))
            .collect();
        assert_eq!(new.len(), 1, "{who}: one mail");
        let calls = report.recalled && owed.iter().any(|d| d.owner == FactionId(i as u8));
        assert_eq!(new[0].kind == "call", calls, "{who}: {}", new[0].subject);
        assert_eq!(
            new[0].body.contains("ORDERS ARE DUE"),
            calls,
            "{}",
            new[0].body
        );
    }
    for who in ["alice", "bob", "carol"] {
        let corr: Vec<_> = outbox
            .iter()
            .filter(|m| m.to_addr == format!("{who}@example.test"))
            .filter(|m| m.subject.contains("The GM corrected a ruling"))
            .collect();
        assert_eq!(corr.len(), 1, "{who} gets one correction");
        assert!(
            corr[0].body.contains("Bob's orders reached me by phone"),
            "{}",
            corr[0].body
        );
        if who != "bob" {
            // Their own Default Move is theirs to read ("For you alone"); nothing before it
            // says who defaulted.
            let shared = corr[0]
                .body
                .split("For you alone:")
                .next()
                .unwrap_or_default();
            assert!(
                corr[0].body.contains("for one faction") && !shared.contains("Default"),
                "nothing says who defaulted: {}",
                corr[0].body
            );
        }
    }

    // The stored state is what replaying the rewritten log gives.
    t.assert_replay(&inputs).await;
}

/// Issue 9: rulings that cannot be overruled yet, and numbers that do not exist, are refused
/// with a clear error and change nothing.
#[tokio::test]
async fn gm_overrule_refuses_what_it_cannot_do_and_changes_nothing() {
    let t = new_game().await;
    assert!(
        t.referee
            .rulings(&t.game)
            .await
            .expect("rulings")
            .is_empty()
    );
    let e = t
        .referee
        .overrule(&t.game, 1, Overrule::NotFrivolous, "because")
        .await
        .expect_err("no ruling 1 yet");
    assert!(e.to_string().contains("rulings"), "{e}");
    t.past_deadline().await;
    let inputs = t.referee.store.inputs(&t.game).await.expect("inputs");
    let n = t.referee.rulings(&t.game).await.expect("rulings").len();
    let e = t
        .referee
        .overrule(
            &t.game,
            1,
            Overrule::Orders("LEADER Nobody".into()),
            "because",
        )
        .await
        .expect_err("an unknown senator");
    assert!(e.to_string().contains("line 1"), "{e}");
    let json = |rows: &[rorgm::store::InputRow]| -> Vec<String> {
        rows.iter().map(|r| r.input_json.clone()).collect()
    };
    let now = t.referee.store.inputs(&t.game).await.expect("inputs");
    assert_eq!(json(&now), json(&inputs));
    assert_eq!(t.referee.rulings(&t.game).await.expect("rulings").len(), n);
}

/// Issue 9 / PB-10: `gm substitute` puts the GM's own proposal in place of the presiding
/// magistrate's while it is on the floor: the vote is called again on the GM's proposal, every
/// player's mail says so with the GM's reason, and replaying the log gives the stored state.
#[tokio::test]
async fn pb_10_gm_substitute_over_the_referee() {
    let t = new_game().await;
    assert!(
        t.referee
            .substitute(&t.game, "PROPOSE ADJOURN", "too early")
            .await
            .is_err(),
        "nothing to replace before the Senate"
    );
    // Silent players: every round goes by Default Moves until a Senate vote is open.
    let mut at_vote = false;
    for _ in 0..60 {
        let g = t.referee.load(&t.game).await.expect("load");
        if g.game
            .open_decisions()
            .iter()
            .any(|d| d.kind == rorgm::rules::DecisionKind::SenateVote)
            && g.game.substitute_decision().is_some()
        {
            at_vote = true;
            break;
        }
        t.past_deadline().await;
    }
    assert!(
        at_vote,
        "the game reached a vote on the presiding magistrate's proposal"
    );
    let g = t.referee.load(&t.game).await.expect("load");
    let d = g
        .game
        .substitute_decision()
        .expect("a decision to read against");
    let rorgm::rules::DecisionOptions::SenateProposals {
        eligible, stage, ..
    } = &d.options
    else {
        panic!("not a proposals decision: {d:?}");
    };
    let view = g.game.view(Viewer::Gm);
    let name = |id: &rorgm::rules::SenatorId| {
        view.factions
            .iter()
            .flat_map(|f| f.senators.iter())
            .find(|s| &s.id == id)
            .map(|s| s.name.clone())
            .expect("a named senator")
    };
    let text = match eligible.as_slice() {
        [a, b, ..] if *stage == rorgm::rules::SenateStage::Consuls => {
            format!("PROPOSE CONSULS {} AND {}", name(a), name(b))
        }
        _ => "PROPOSE ADJOURN".to_string(),
    };
    let before_inputs = t.referee.store.inputs(&t.game).await.expect("inputs").len();
    assert!(
        t.referee.substitute(&t.game, &text, " ").await.is_err(),
        "a reason is required"
    );
    assert!(
        t.referee
            .substitute(&t.game, "PROPOSE CONSULS Nobody AND Noone", "x")
            .await
            .is_err(),
        "an unknown name is refused"
    );
    assert_eq!(
        t.referee.store.inputs(&t.game).await.expect("inputs").len(),
        before_inputs,
        "a refused substitute changes nothing"
    );
    let lines = t
        .referee
        .substitute(&t.game, &text, "the business of Rome must go on")
        .await
        .expect("substitute");
    assert_eq!(lines.len(), 1);
    let inputs = t.referee.store.inputs(&t.game).await.expect("inputs");
    assert_eq!(inputs.len(), before_inputs + 1);
    let outbox = t.referee.store.outbox(None).await.expect("outbox");
    for who in ["alice", "bob", "carol"] {
        assert!(
            outbox
                .iter()
                .any(|m| m.to_addr == format!("{who}@example.test")
                    && m.body.contains("The GM puts his own proposal")
                    && m.body.contains("the business of Rome must go on")),
            "{who} is told of the GM's proposal"
        );
    }
    t.assert_replay(&inputs).await;
}
