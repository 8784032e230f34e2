use super::*;

fn step(game: &str, now: i64) -> Step {
    Step {
        game_id: Some(game.to_string()),
        now_ms: now,
        now_text: format!("t{now}"),
        ..Default::default()
    }
}

async fn fresh() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("t.sqlite")).await.unwrap();
    (dir, store)
}

fn new_game(id: &str) -> NewGame {
    NewGame {
        id: id.into(),
        scenario: "early".into(),
        setup_json: "{}".into(),
        seed_hex: "00".into(),
        seed_sha256: "ab".into(),
        status: "waiting".into(),
        round: 0,
        state_json: "{}".into(),
        created_at: "t0".into(),
    }
}

fn mail(id: &str) -> NewMail {
    NewMail {
        game_id: Some("g1".into()),
        message_id: id.into(),
        kind: "call".into(),
        to_addr: "a@example.test".into(),
        reply_to: None,
        subject: "s".into(),
        body: "b".into(),
        in_reply_to: None,
        auto_submitted: false,
    }
}

#[tokio::test]
async fn step_commits_inputs_outbox_and_inbound_together() {
    let (_d, store) = fresh().await;
    let player = PlayerRow {
        game_id: "g1".into(),
        faction: 0,
        name: "A".into(),
        address: "a@example.test".into(),
        token: "tok".into(),
    };
    store
        .create_game(
            &new_game("g1"),
            std::slice::from_ref(&player),
            &step("g1", 0),
        )
        .await
        .unwrap();
    assert_eq!(store.player_by_token("tok").await.unwrap(), Some(player));
    let mut s = step("g1", 5);
    s.inputs.push(NewInput {
        input_json: "{\"x\":1}".into(),
        source: "mail:k".into(),
    });
    s.inbound = Some(InboundRow {
        source_key: "imap:1:7".into(),
        message_id: Some("m@x".into()),
        dedup_key: "m@x".into(),
        from_addr: Some("a@example.test".into()),
        game_id: Some("g1".into()),
        faction: Some(0),
        outcome: "accepted".into(),
    });
    s.outbox.push(mail("c1@rorgm"));
    assert_eq!(store.commit_step(&s).await.unwrap(), 1);
    assert!(store.inbound_seen("imap:1:7").await.unwrap());
    assert!(store.dedup_seen("m@x", "a@example.test").await.unwrap());
    assert_eq!(store.inputs("g1").await.unwrap().len(), 1);
    assert_eq!(store.due_outbox(5, 10).await.unwrap().len(), 1);

    // The same source key again: the whole step fails and nothing of it is written.
    let mut again = s.clone();
    again.outbox = vec![mail("c2@rorgm")];
    assert!(store.commit_step(&again).await.is_err());
    assert_eq!(store.inputs("g1").await.unwrap().len(), 1);
    assert_eq!(store.outbox(None).await.unwrap().len(), 1);
}

#[tokio::test]
async fn outbox_retry_and_sent() {
    let (_d, store) = fresh().await;
    store
        .create_game(&new_game("g1"), &[], &step("g1", 0))
        .await
        .unwrap();
    let mut s = step("g1", 10);
    s.outbox.push(mail("m1"));
    store.commit_step(&s).await.unwrap();
    let due = store.due_outbox(10, 10).await.unwrap();
    store.mark_retry(due[0].id, "refused", 100).await.unwrap();
    assert!(store.due_outbox(50, 10).await.unwrap().is_empty());
    assert_eq!(store.next_outbox_due().await.unwrap(), Some(100));
    let due = store.due_outbox(100, 10).await.unwrap();
    assert_eq!(due[0].attempts, 1);
    store.mark_sent(due[0].id, "t100").await.unwrap();
    assert!(store.due_outbox(1000, 10).await.unwrap().is_empty());
}

#[tokio::test]
async fn deadlines_and_reminders() {
    let (_d, store) = fresh().await;
    let mut s = step("g1", 0);
    s.deadline = DeadlineChange::Set(DeadlineRow {
        game_id: "g1".into(),
        round: 1,
        deadline_ms: 1000,
        reminder_ms: 800,
        reminded: false,
    });
    store.create_game(&new_game("g1"), &[], &s).await.unwrap();
    assert_eq!(store.next_timer().await.unwrap(), Some(800));
    assert!(store.due_reminders(700).await.unwrap().is_empty());
    assert_eq!(store.due_reminders(800).await.unwrap().len(), 1);
    assert!(store.due_deadlines(999).await.unwrap().is_empty());
    assert_eq!(store.due_deadlines(1000).await.unwrap().len(), 1);
    let mut c = step("g1", 1000);
    c.deadline = DeadlineChange::Clear;
    store.commit_step(&c).await.unwrap();
    assert!(store.deadline("g1").await.unwrap().is_none());
}

#[tokio::test]
async fn dkim_settings_per_game_and_player() {
    use crate::mail::auth::DkimMode;
    let (_d, store) = fresh().await;
    let players: Vec<PlayerRow> = (0..2u8)
        .map(|f| PlayerRow {
            game_id: "g1".into(),
            faction: f,
            name: format!("P{f}"),
            address: format!("p{f}@example.test"),
            token: format!("tok{f}"),
        })
        .collect();
    store
        .create_game(&new_game("g1"), &players, &step("g1", 0))
        .await
        .unwrap();
    assert_eq!(store.dkim_settings("g1", 1).await.unwrap(), (None, None));
    assert!(!store.any_dkim_checks().await.unwrap());
    store
        .set_game_dkim("g1", Some(DkimMode::Prefer))
        .await
        .unwrap();
    store
        .set_player_dkim("g1", 1, Some(DkimMode::Require))
        .await
        .unwrap();
    assert!(store.any_dkim_checks().await.unwrap());
    assert_eq!(
        store.dkim_settings("g1", 0).await.unwrap(),
        (Some(DkimMode::Prefer), None)
    );
    assert_eq!(
        store.dkim_settings("g1", 1).await.unwrap(),
        (Some(DkimMode::Prefer), Some(DkimMode::Require))
    );
    // A new player at the seat does not inherit the old player's setting.
    let mut new = players[1].clone();
    new.address = "new@example.test".into();
    new.token = "tok9".into();
    store.replace_player(&new, &Step::default()).await.unwrap();
    assert_eq!(
        store.dkim_settings("g1", 1).await.unwrap(),
        (Some(DkimMode::Prefer), None)
    );
    store.set_game_dkim("g1", None).await.unwrap();
    assert!(!store.any_dkim_checks().await.unwrap());
    assert!(store.set_game_dkim("nosuch", None).await.is_err());
    assert!(store.set_player_dkim("g1", 7, None).await.is_err());
    assert!(store.dkim_settings("g1", 7).await.is_err());
}
