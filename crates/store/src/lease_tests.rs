//! Issue 26: several referees on one PostgreSQL database (`lease.rs`). These run on the test
//! server only (`RORGM_TEST_PG_URL`; with CI=true its absence fails them).

use std::collections::HashSet;
use std::time::Duration;

use super::*;

/// A fresh schema, and the plain store on it (it owns every game, as the CLI's commands do).
async fn fresh_pg() -> Option<(String, Store)> {
    let url = match testing::postgres_test_schema().await {
        Ok(Some(url)) => url,
        Ok(None) => return None,
        Err(e) => panic!("{e}"),
    };
    let store = Store::open(Path::new(&url)).await.unwrap();
    Some((url, store))
}

/// A referee of its own (a pool of its own) sharing the games, with a short lease.
async fn referee(url: &str, ttl_ms: u64) -> Store {
    Store::open(Path::new(url))
        .await
        .unwrap()
        .sharing_games(Duration::from_millis(ttl_ms))
}

fn game(id: &str) -> NewGame {
    NewGame {
        id: id.into(),
        scenario: "early".into(),
        setup_json: "{}".into(),
        seed_hex: "00".into(),
        seed_sha256: "ab".into(),
        status: "waiting".into(),
        round: 1,
        state_json: "{}".into(),
        created_at: "t0".into(),
        options: Default::default(),
    }
}

fn step(game: &str, now: i64) -> Step {
    Step {
        game_id: Some(game.to_string()),
        now_ms: now,
        now_text: format!("t{now}"),
        ..Default::default()
    }
}

/// Games g0..g(n-1), each with a deadline already passed.
async fn games(store: &Store, n: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        let id = format!("g{i}");
        let mut s = step(&id, 0);
        s.deadline = DeadlineChange::Set(DeadlineRow {
            game_id: id.clone(),
            round: 1,
            deadline_ms: 100,
            reminder_ms: 50,
            reminded: true,
        });
        store.create_game(&game(&id), &[], &s).await.unwrap();
        ids.push(id);
    }
    ids
}

fn owned(s: &Store) -> HashSet<String> {
    s.owned_games().unwrap_or_default().into_iter().collect()
}

/// Issue 26: two referees share four games, two each, and each due deadline is stepped by
/// exactly one of them; one dies (no more heartbeats): the other takes its games once their
/// leases expire.
#[tokio::test]
async fn two_referees_share_the_games_and_take_a_dead_ones_over() {
    let Some((url, plain)) = fresh_pg().await else {
        return;
    };
    let all: HashSet<String> = games(&plain, 4).await.into_iter().collect();
    let a = referee(&url, 1500).await;
    let b = referee(&url, 1500).await;
    // A alone takes every game; B comes: A gives back beyond its half, B takes it.
    assert_eq!(a.heartbeat().await.unwrap().owned, 4);
    assert_eq!(b.heartbeat().await.unwrap().referees, 2);
    let change = a.heartbeat().await.unwrap();
    assert_eq!((change.owned, change.lost.len()), (2, 2));
    let change = b.heartbeat().await.unwrap();
    assert_eq!(change.taken.len(), 2, "{change:?}");
    let (mine_a, mine_b) = (owned(&a), owned(&b));
    assert!(mine_a.is_disjoint(&mine_b), "{mine_a:?} {mine_b:?}");
    assert_eq!(&mine_a | &mine_b, all);
    // Each game's deadline is stepped by exactly one referee.
    let due = |s: &Store| {
        let s = s.clone();
        async move {
            s.due_deadlines(1_000)
                .await
                .unwrap()
                .into_iter()
                .map(|d| d.game_id)
                .collect::<HashSet<String>>()
        }
    };
    let (due_a, due_b) = (due(&a).await, due(&b).await);
    assert_eq!(due_a, mine_a);
    assert_eq!(due_b, mine_b);
    assert_eq!(plain.due_deadlines(1_000).await.unwrap().len(), 4);
    // A dies: its leases run out; B's next heartbeat after that takes its games.
    let died = std::time::Instant::now();
    let mut took = HashSet::new();
    while took != mine_a {
        assert!(died.elapsed() < Duration::from_secs(10), "not taken over");
        tokio::time::sleep(Duration::from_millis(300)).await;
        took.extend(b.heartbeat().await.unwrap().taken);
    }
    assert!(
        died.elapsed() >= Duration::from_millis(1000),
        "not before the lease ran out"
    );
    assert_eq!(owned(&b), all);
    assert_eq!(due(&b).await, all);
    // A comes back (its map still names its old games): its steps are refused by the fence.
    for g in &mine_a {
        assert!(matches!(
            a.commit_step(&step(g, 5)).await,
            Err(StoreError::NotOwner(_))
        ));
    }
}

/// Issue 26, fencing: a referee whose lease expired and was taken over commits nothing to the
/// game, though it still believes it owns it; the new owner commits.
#[tokio::test]
async fn a_stale_owners_commit_is_refused_and_changes_nothing() {
    let Some((url, plain)) = fresh_pg().await else {
        return;
    };
    games(&plain, 1).await;
    let a = referee(&url, 800).await;
    let b = referee(&url, 800).await;
    a.heartbeat().await.unwrap();
    assert!(a.owns("g0"));
    let mut s = step("g0", 10);
    s.inputs.push(NewInput {
        input_json: "{\"first\":1}".into(),
        source: "test".into(),
    });
    assert_eq!(a.commit_step(&s).await.unwrap(), 1);
    // A stalls past its lease; B takes the game over (epoch 2).
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let change = b.heartbeat().await.unwrap();
    assert_eq!(change.taken, vec!["g0".to_string()]);
    assert!(a.owns("g0"), "A has not noticed");
    let mut stale = step("g0", 20);
    stale.inputs.push(NewInput {
        input_json: "{\"stale\":1}".into(),
        source: "test".into(),
    });
    stale.outbox.push(NewMail {
        game_id: Some("g0".into()),
        message_id: "stale@x".into(),
        kind: "confirmation".into(),
        to_addr: "a@x.test".into(),
        reply_to: None,
        subject: "s".into(),
        body: "b".into(),
        in_reply_to: None,
        auto_submitted: false,
    });
    stale.inbound = Some(InboundRow {
        source_key: "k-stale".into(),
        message_id: None,
        dedup_key: "d".into(),
        from_addr: None,
        game_id: Some("g0".into()),
        faction: None,
        outcome: "accepted".into(),
    });
    let refused = a.commit_step(&stale).await;
    assert!(
        matches!(refused, Err(StoreError::NotOwner(ref g)) if g == "g0"),
        "{refused:?}"
    );
    assert!(!a.owns("g0"), "the refusal makes A forget the game");
    // Nothing of the stale step is in the database.
    assert_eq!(plain.inputs("g0").await.unwrap().len(), 1);
    assert!(plain.outbox(Some("g0")).await.unwrap().is_empty());
    assert!(!plain.inbound_seen("k-stale").await.unwrap());
    // The new owner commits.
    let mut s = step("g0", 30);
    s.outbox.push(NewMail {
        message_id: "new-owner@x".into(),
        ..stale.outbox[0].clone()
    });
    b.commit_step(&s).await.unwrap();
    assert_eq!(plain.outbox(Some("g0")).await.unwrap().len(), 1);
}

/// Issue 26: two senders claim one outbox side by side: no row is claimed by both, every row
/// by one; a row claimed by the other is not due for this one; the other's mail in flight (its
/// journal says `-`) is not in doubt for this one, and is marked sent when the other records
/// the server's acceptance.
#[tokio::test]
async fn two_senders_never_claim_one_mail() {
    let Some((url, plain)) = fresh_pg().await else {
        return;
    };
    games(&plain, 1).await;
    let mut s = step("g0", 10);
    for i in 0..40 {
        s.outbox.push(NewMail {
            game_id: Some("g0".into()),
            message_id: format!("m{i}@x"),
            kind: "call".into(),
            to_addr: format!("p{i}@x.test"),
            reply_to: None,
            subject: "s".into(),
            body: "b".into(),
            in_reply_to: None,
            auto_submitted: false,
        });
    }
    plain.commit_step(&s).await.unwrap();
    let ids: Vec<i64> = plain
        .due_outbox(1_000, 100)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(ids.len(), 40);
    let a = referee(&url, 20_000).await;
    let b = referee(&url, 20_000).await;
    let now = jiff::Timestamp::now().as_millisecond();
    let (ca, cb) = tokio::join!(
        a.claim_to_send(&ids, now, now + 60_000),
        b.claim_to_send(&ids, now, now + 60_000)
    );
    let (ca, cb): (HashSet<i64>, HashSet<i64>) = (
        ca.unwrap().into_iter().collect(),
        cb.unwrap().into_iter().collect(),
    );
    assert!(ca.is_disjoint(&cb));
    assert_eq!(ca.len() + cb.len(), 40);
    // What A claimed is not due for B.
    let due_b: HashSet<i64> = b
        .due_outbox(now, 100)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(due_b, cb);
    // A's mail in flight: not in doubt for B; marked sent once A records the acceptance.
    let Some(&x) = ca.iter().next() else {
        // B claimed every row: the same from its side.
        return;
    };
    a.journal_sending(x, now).await.unwrap();
    let applied = b.apply_sent_journal().await.unwrap();
    assert!(applied.in_doubt.is_empty(), "{applied:?}");
    let row = plain.outbox_by_message_id_of(x).await;
    assert!(row.doubt_ms.is_none() && row.sent_at.is_none());
    a.journal_sent(x, now + 5).await.unwrap();
    let applied = b.apply_sent_journal().await.unwrap();
    assert_eq!(applied.marked, 1);
    assert!(plain.outbox_by_message_id_of(x).await.sent_at.is_some());
    // A claim that ran out is anyone's: B takes what A held.
    let later = now + 61_000;
    let rest: Vec<i64> = ca.iter().copied().filter(|i| *i != x).collect();
    let taken = b.claim_to_send(&rest, later, later + 60_000).await.unwrap();
    assert_eq!(taken.len(), rest.len());
}

impl Store {
    /// The outbox row `id` (tests).
    async fn outbox_by_message_id_of(&self, id: i64) -> OutboxRow {
        self.outbox(None)
            .await
            .unwrap()
            .into_iter()
            .find(|r| r.id == id)
            .unwrap()
    }
}
