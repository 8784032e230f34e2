//! Issue 25 §1 over the real loopback Postfix + Dovecot: private press from one player reaches
//! exactly its recipients and the GM; public press reaches every player and the observer; no
//! address of one player appears in any mail another player receives (the raw messages of
//! every mailbox scanned, headers and body).

use crate::common;

use common::*;

/// Every raw mail of a mailbox, as text.
fn raw_texts(b: &Mailbox) -> Vec<String> {
    b.raw
        .iter()
        .map(|r| String::from_utf8_lossy(r).to_lowercase())
        .collect()
}

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn press_private_and_public() {
    let mut w = world("press_private_and_public", [25u8; 32]).await;
    let gm_home = format!("gmnotify-{}@example.test", unique());
    let mut gm_box = Mailbox::open(&gm_home).await;
    w.referee.settings.gm_notify = Some(gm_home.clone());
    let observer = format!("observer-{}@example.test", unique());
    let mut obs_box = Mailbox::open(&observer).await;
    assert!(w.referee.add_observer(&w.game_id, &observer).await.unwrap());

    // Private: Alice to Bob; her own address written in the message is removed.
    let alice_addr = w.players[0].address.clone();
    w.order(
        0,
        &format!("PRESS TO bob\nShall we share the Consulship?\nMy mail: {alice_addr}\nEND PRESS"),
    )
    .await;
    w.pass_until_inbound(1).await;
    let conf = w
        .wait_mail(0, "", "press sent to Faction 2 (bob): 2 lines")
        .await;
    assert!(conf.contains("the GM gets a copy"), "{conf}");
    let bob = w
        .wait_mail(1, "Press from Faction 1 (alice)", "share the Consulship")
        .await;
    assert!(bob.contains("[address removed]"), "{bob}");
    assert!(bob.contains("never a deal the GM enforces"), "{bob}");
    let copy = gm_box.wait_for("press in game", WAIT).await;
    assert!(copy.text.contains("share the Consulship"), "{}", copy.text);

    // Public: Carol to all.
    w.order(2, "PRESS ALL: Rome needs a Dictator.").await;
    w.pass_until_inbound(2).await;
    w.wait_mail(
        0,
        "Public press from Faction 3 (carol)",
        "Rome needs a Dictator",
    )
    .await;
    w.wait_mail(
        1,
        "Public press from Faction 3 (carol)",
        "Rome needs a Dictator",
    )
    .await;
    let seen = obs_box.wait_for("Public press", WAIT).await;
    assert!(seen.text.contains("Rome needs a Dictator"), "{}", seen.text);

    // Let everything in flight land, then count and scan.
    for b in w.boxes.iter_mut() {
        b.settle().await;
    }
    gm_box.settle().await;
    obs_box.settle().await;
    let press_of =
        |b: &Mailbox, needle: &str| b.seen.iter().filter(|m| m.subject.contains(needle)).count();
    assert_eq!(
        press_of(&w.boxes[1], "Press from Faction 1"),
        1,
        "Bob: once"
    );
    assert_eq!(
        press_of(&w.boxes[2], "Press from Faction 1"),
        0,
        "Carol: never"
    );
    assert_eq!(
        press_of(&w.boxes[0], "Press from"),
        0,
        "Alice: no copy of her own"
    );
    assert_eq!(
        press_of(&obs_box, "Press from Faction 1"),
        0,
        "observer: no private press"
    );
    assert_eq!(
        press_of(&w.boxes[2], "Public press"),
        0,
        "Carol: no copy of her own"
    );
    assert_eq!(
        press_of(&gm_box, "press in game"),
        1,
        "the GM: private press only"
    );
    assert_eq!(
        press_of(&obs_box, "Public press"),
        1,
        "the observer: public press"
    );

    // No address (nor personal reply token) of one player in any mail another received.
    let tokens: Vec<String> = w.players.iter().map(|p| p.token.to_lowercase()).collect();
    for (i, b) in w.boxes.iter().enumerate() {
        assert!(!b.raw.is_empty(), "player {i} received mail");
        for raw in raw_texts(b) {
            for (j, p) in w.players.iter().enumerate() {
                if i == j {
                    continue;
                }
                assert!(
                    !raw.contains(&p.address.to_lowercase()),
                    "player {i} received the address of player {j}:\n{raw}"
                );
                assert!(
                    !raw.contains(&tokens[j]),
                    "player {i} received the reply token of player {j}"
                );
            }
        }
    }
    for raw in raw_texts(&obs_box) {
        for p in &w.players {
            assert!(!raw.contains(&p.address.to_lowercase()), "observer: {raw}");
        }
    }
    assert_eq!(w.referee.store.press(&w.game_id).await.unwrap().len(), 2);
}
