//! Issue 22, point 6: intake sets the referee's own copies of what it sent aside (never read as
//! orders, never answered), and only those: a copy header never makes a player's mail, or a
//! forged one, pass for a copy (no mail server needed: the real referee, a real SQLite file and
//! Maildir folders).

use crate::common;

use common::local::{GM, Local};
use rorgm::mail::copy::{COPY_HEADER, copy_tag};
use rorgm::mail::plus_address;
use rorgm::referee::intake::OWN_COPY;

/// A raw mail with one copy header `tag` (none if `None`).
fn raw(from: &str, to: &str, message_id: &str, tag: Option<&str>, body: &str) -> Vec<u8> {
    let copy = tag.map_or(String::new(), |t| format!("{COPY_HEADER}: {t}\r\n"));
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Welcome\r\nMessage-ID: <{message_id}>\r\n{copy}Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// The outcome recorded for the mail with `message_id`.
async fn outcome(t: &Local, message_id: &str) -> String {
    let inbound = t.referee.store.inbound(None).await.unwrap();
    let row = inbound
        .iter()
        .find(|i| i.message_id.as_deref() == Some(message_id))
        .unwrap_or_else(|| panic!("no inbound row for {message_id}: {inbound:?}"));
    row.outcome.clone()
}

#[tokio::test]
async fn intake_sets_its_own_copies_aside_and_only_those() {
    let mut t = Local::new().await;
    let key = t.referee.copy_key().await.unwrap();
    let rows = t.referee.store.outbox(Some(&t.game)).await.unwrap();
    assert!(rows.len() >= 2, "setup mails queued: {rows:?}");
    let (ours, other) = (rows[0].message_id.clone(), rows[1].message_id.clone());
    let alice = t.players[0].address.clone();
    let personal = plus_address(GM, &t.players[0].token);
    let from_gm = format!("\"GM\" <{GM}>");

    // 1. The referee's copy: its From, one of its Message-IDs, the tag of this database.
    t.put(
        "copy.eml",
        raw(
            &from_gm,
            &alice,
            &ours,
            Some(&copy_tag(&key, &ours)),
            "READY",
        ),
    );
    // 2. A player's mail carrying a copy header with the right tag (copied from a mail he
    // received, Message-ID and all) is still the player's: taken in, not set aside.
    t.put(
        "player.eml",
        raw(
            &alice,
            &personal,
            &other,
            Some(&copy_tag(&key, &other)),
            "STATUS",
        ),
    );
    // 3. Forged copies: the wrong tag; the right tag of a Message-ID that is not ours; the
    // tag of another mail of ours; two copy headers.
    let not_ours = "forged-1@example.test";
    t.put(
        "forged-tag.eml",
        raw(
            &from_gm,
            &alice,
            "f2@example.test",
            Some(&copy_tag("other key", "f2@example.test")),
            "x",
        ),
    );
    t.put(
        "forged-id.eml",
        raw(
            &from_gm,
            &alice,
            not_ours,
            Some(&copy_tag(&key, not_ours)),
            "x",
        ),
    );
    t.put(
        "forged-two.eml",
        format!(
            "{COPY_HEADER}: {}\r\n{}",
            copy_tag(&key, "f4@example.test"),
            String::from_utf8_lossy(&raw(
                &from_gm,
                &alice,
                "f4@example.test",
                Some(&copy_tag(&key, "f4@example.test")),
                "x"
            ))
        ),
    );
    t.pass().await;

    assert_eq!(outcome(&t, &ours).await, OWN_COPY, "the referee's copy");
    let player = outcome(&t, &other).await;
    assert_ne!(player, OWN_COPY, "a player's mail is never a copy");
    assert_eq!(player, "accepted", "the player's mail is taken in");
    for id in ["f2@example.test", not_ours, "f4@example.test"] {
        assert_ne!(outcome(&t, id).await, OWN_COPY, "{id} is no copy of ours");
    }
    // The copy was not answered.
    let answered = t
        .referee
        .store
        .outbox(None)
        .await
        .unwrap()
        .iter()
        .filter(|r| r.in_reply_to.as_deref() == Some(ours.as_str()))
        .count();
    assert_eq!(answered, 0);
}

/// A local port nothing listens on.
fn closed_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

/// Issue 22, point 6: a mail in doubt that cannot be found in the GM's mailbox (here the IMAP
/// server cannot even be reached) waits `copy_wait` from the start of its cut transaction, then
/// goes out again (never lost); before that it does not go out, nor does a later mail to the
/// same player overtake it.
#[tokio::test]
async fn a_mail_in_doubt_not_found_waits_then_goes_again_once() {
    let mut t = Local::new().await;
    t.referee = t.referee.clone().with_copies(rorgm::referee::CopySettings {
        imap: rorgm::mail::ImapConfig {
            host: "127.0.0.1".into(),
            port: closed_port(),
            security: rorgm::mail::Security::None,
            user: GM.into(),
            password: "x".into(),
            mailbox: "INBOX".into(),
            poll_interval: std::time::Duration::from_secs(1),
        },
        wait: std::time::Duration::from_secs(60),
    });
    let rows = t.referee.store.outbox(Some(&t.game)).await.unwrap();
    let first = rows[0].clone();
    let now = rorgm::referee::clock::ms(t.referee.clock.now());
    // The process that sent it died in its transaction.
    t.referee
        .store
        .journal_sending(first.id, now)
        .await
        .unwrap();
    t.referee.drain_outbox(&t.sink).await.unwrap();
    let row =
        |rows: &[rorgm::store::OutboxRow]| rows.iter().find(|r| r.id == first.id).cloned().unwrap();
    let rows = t.referee.store.outbox(Some(&t.game)).await.unwrap();
    assert_eq!(
        row(&rows).doubt_ms,
        Some(now),
        "in doubt since its transaction"
    );
    assert!(
        row(&rows).sent_at.is_none(),
        "not sent again within the wait"
    );
    assert!(
        rows.iter()
            .filter(|r| r.to_addr == first.to_addr)
            .all(|r| r.sent_at.is_none()),
        "no later mail to its player overtakes it"
    );
    assert!(
        rows.iter().any(|r| r.sent_at.is_some()),
        "the other players' mails went"
    );
    t.clock.advance(jiff::SignedDuration::from_secs(61));
    t.referee.drain_outbox(&t.sink).await.unwrap();
    let rows = t.referee.store.outbox(Some(&t.game)).await.unwrap();
    assert!(row(&rows).sent_at.is_some(), "sent again after the wait");
    assert!(rows.iter().all(|r| r.sent_at.is_some()));
    let out = common::local::delivered(t.dir.path(), &first.to_addr);
    let with_id = out.iter().filter(|m| m.contains(&first.message_id)).count();
    assert_eq!(with_id, 1, "the mail went out once here");
}
