//! Issue 25 §3 over the real loopback Postfix + Dovecot: the board picture. `BOARD` answers with
//! the picture (an inline image/png) and the status sheet; the PNG taken out of the received
//! mail decodes, has the size of its SVG, and is exactly the picture of the player's own view;
//! two factions' pictures differ, and their SVGs only where their secrets differ (hand,
//! treasuries, whose board it is). In a game that sends pictures, each player's call at the end
//! of a phase carries his, except for a player who wrote `PICTURE OFF`.

use crate::common;

use common::*;
use mail_parser::{MessageParser, MimeHeaders};
use rorgm::render::{Names, board_svg};
use rorgm::rules::{FactionId, Viewer};

/// A received mail's text and its inline PNG attachments (name, bytes).
struct Received {
    subject: String,
    text: String,
    pngs: Vec<(String, Vec<u8>)>,
}

/// Fetch player `i`'s new mails, raw, and read their parts.
async fn received(w: &mut World, i: usize, into: &mut Vec<Received>) {
    let batch = w.boxes[i].source.fetch_new().await.expect("imap fetch");
    for raw in batch {
        w.boxes[i]
            .source
            .mark_processed(&raw.key)
            .await
            .expect("imap mark");
        let msg = MessageParser::default()
            .parse(&raw.bytes)
            .expect("parse received mail");
        let pngs = msg
            .attachments()
            .filter(|a| {
                a.content_type()
                    .is_some_and(|t| t.ctype() == "image" && t.subtype() == Some("png"))
            })
            .map(|a| {
                assert!(
                    a.content_disposition().is_some_and(|d| d.is_inline()),
                    "the picture is shown inline"
                );
                (
                    a.attachment_name().unwrap_or_default().to_string(),
                    a.contents().to_vec(),
                )
            })
            .collect();
        into.push(Received {
            subject: msg.subject().unwrap_or_default().to_string(),
            text: msg.body_text(0).unwrap_or_default().replace("\r\n", "\n"),
            pngs,
        });
    }
}

/// Wait for a mail of player `i` whose subject or text holds `needle`.
async fn wait_received(w: &mut World, i: usize, needle: &str) -> Received {
    let start = std::time::Instant::now();
    let mut all = Vec::new();
    loop {
        received(w, i, &mut all).await;
        if let Some(k) = all
            .iter()
            .position(|m| m.subject.contains(needle) || m.text.contains(needle))
        {
            return all.swap_remove(k);
        }
        assert!(
            start.elapsed() < WAIT,
            "no mail with {needle:?} for player {i}; have: {:?}",
            all.iter().map(|m| &m.subject).collect::<Vec<_>>()
        );
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    }
}

/// The text elements of player `f`'s board as the referee would draw it now.
async fn svg_of(w: &World, f: u8) -> String {
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    let names = Names::new(&loaded.game.view(Viewer::Gm), loaded.game.players());
    board_svg(
        &loaded.game.view(Viewer::Faction(FactionId(f))),
        &names,
        &w.game_id,
    )
}

/// Multiset difference: the texts of `a` not matched by one of `b`.
fn only_in(a: &[String], b: &[String]) -> Vec<String> {
    let mut rest: Vec<&String> = b.iter().collect();
    a.iter()
        .filter(|t| match rest.iter().position(|x| x == t) {
            Some(k) => {
                rest.swap_remove(k);
                false
            }
            None => true,
        })
        .cloned()
        .collect()
}

#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_picture_in_the_mail() {
    let mut w = world("board_picture_in_the_mail", [25u8; 32]).await;
    w.referee.set_picture(&w.game_id, true).await.unwrap();
    // The setup mails went out before; read them out of the way.
    let mut skip = Vec::new();
    for i in 0..3 {
        received(&mut w, i, &mut skip).await;
    }

    // BOARD: Alice's and Bob's answers carry their pictures and sheets.
    w.order(0, "BOARD").await;
    w.order(1, "BOARD").await;
    w.pass_until_inbound(2).await;
    let a = wait_received(&mut w, 0, "THE BOARD").await;
    let b = wait_received(&mut w, 1, "THE BOARD").await;
    assert_eq!(a.pngs.len(), 1, "one picture: {}", a.text);
    assert_eq!(b.pngs.len(), 1, "one picture: {}", b.text);
    assert_eq!(a.pngs[0].0, "board.png");
    assert!(
        a.text.contains("\nDeck: "),
        "the sheet's deck line: {}",
        a.text
    );

    // The picture decodes, at the size of its SVG, and is exactly Alice's own board.
    let (svg_a, svg_b) = (svg_of(&w, 0).await, svg_of(&w, 1).await);
    let (wa, ha, pixels_a) = rorgm::picture::decode(&a.pngs[0].1).expect("a PNG");
    let size = rorgm::picture::parse(&svg_a)
        .expect("svg")
        .size()
        .to_int_size();
    assert_eq!((wa, ha), (size.width(), size.height()));
    assert!(wa >= 1000 && ha >= 400, "{wa}x{ha}");
    let local = rorgm::picture::png(&svg_a).expect("draw");
    let (_, _, local_pixels) = rorgm::picture::decode(&local).expect("a PNG");
    assert!(
        pixels_a == local_pixels,
        "the mailed picture is Alice's view"
    );
    let (_, _, pixels_b) = rorgm::picture::decode(&b.pngs[0].1).expect("a PNG");
    assert!(pixels_a != pixels_b, "two factions, two pictures");

    // They differ exactly where their secrets differ: whose board it is, the Faction
    // Treasury, the hand and the Personal Treasuries (· for the others').
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    let gm = loaded.game.view(Viewer::Gm);
    let secrets = |f: u8| -> Vec<String> {
        let s: Vec<String> = gm
            .private
            .iter()
            .filter(|p| p.faction == FactionId(f))
            .flat_map(|p| p.hand.iter().map(|c| format!("{} ({})", c.name, c.kind)))
            .collect();
        assert!(!s.is_empty(), "a hand was dealt");
        s
    };
    let ta = rorgm::picture::texts(&svg_a).unwrap();
    let tb = rorgm::picture::texts(&svg_b).unwrap();
    for (mine, theirs, f) in [(&ta, &tb, 0u8), (&tb, &ta, 1u8)] {
        let diff = only_in(mine, theirs);
        let own = secrets(f);
        for t in &diff {
            // A panel's note: the public counts, with the Treasury for its own faction only.
            let allowed = own.contains(t)
                || t == "Hand"
                || t.ends_with(" in hand")
                || t.contains(" in hand · Treasury ")
                || t.starts_with("as Faction")
                || t == "·"
                || t.parse::<i64>().is_ok();
            assert!(allowed, "faction {f}'s picture differs in {t:?}: {diff:?}");
        }
        // Its own cards, but those the other holds too (two Tribunes), only in its picture.
        for c in own.iter().filter(|c| !secrets(1 - f).contains(c)) {
            assert!(diff.contains(c), "{c} only in faction {f}'s picture");
        }
    }
    // Neither picture names a card only the other holds.
    let a_only: Vec<String> = secrets(0)
        .into_iter()
        .filter(|c| !secrets(1).contains(c))
        .collect();
    assert!(!a_only.is_empty());
    for c in &a_only {
        assert!(!tb.contains(c), "Bob's picture shows Alice's {c}");
        assert!(
            !b.text.contains(c.as_str()),
            "Bob's sheet shows Alice's {c}"
        );
    }

    // The end of a phase, in a game that sends pictures: Carol turns hers off; the setup round
    // resolves and the calls of the next phase carry a picture, hers none. An observer's copy
    // of the public news carries the public board.
    let obs = format!("obs-{}@example.test", unique());
    let mut obs_box = Mailbox::open(&obs).await;
    assert!(w.referee.add_observer(&w.game_id, &obs).await.unwrap());
    w.order(2, "PICTURE OFF").await;
    w.pass_until_inbound(3).await;
    let c = wait_received(&mut w, 2, "PICTURE OFF: no board picture").await;
    assert!(c.pngs.is_empty());
    let prefs = w.referee.store.mail_prefs(&w.game_id).await.unwrap();
    assert!(prefs[2].picture_off && !prefs[0].picture_off, "{:?}", prefs);
    for i in 0..3 {
        w.order(i, "READY").await;
    }
    w.until_round(1).await;
    let a1 = wait_received(&mut w, 0, "(round 1)").await;
    let c1 = wait_received(&mut w, 2, "(round 1)").await;
    assert_eq!(
        a1.pngs.len(),
        1,
        "Alice's call at the phase's end: {}",
        a1.text
    );
    assert!(a1.text.contains("THE BOARD"), "{}", a1.text);
    assert!(c1.pngs.is_empty(), "Carol wrote PICTURE OFF");
    assert!(!c1.text.contains("THE BOARD"), "{}", c1.text);

    // The observer's copy of the phase's public news: one picture, exactly the public board
    // (no hand, no treasury), and the sheet.
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let got = obs_box.wait_for("Announcement: turn", WAIT).await;
    assert!(got.text.contains("THE BOARD"), "{}", got.text);
    let pngs: Vec<Vec<u8>> = obs_box
        .raw
        .iter()
        .filter_map(|raw| MessageParser::default().parse(raw))
        .flat_map(|msg| {
            msg.attachments()
                .filter(|a| {
                    a.content_type()
                        .is_some_and(|t| t.ctype() == "image" && t.subtype() == Some("png"))
                })
                .map(|a| a.contents().to_vec())
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(pngs.len(), 1, "one picture for the observer");
    let loaded = w.referee.load(&w.game_id).await.unwrap();
    let names = Names::new(&loaded.game.view(Viewer::Gm), loaded.game.players());
    let public = rorgm::picture::png(&board_svg(
        &loaded.game.view(Viewer::Public),
        &names,
        &w.game_id,
    ))
    .expect("draw");
    let (_, _, mailed) = rorgm::picture::decode(&pngs[0]).expect("a PNG");
    let (_, _, local) = rorgm::picture::decode(&public).expect("a PNG");
    assert!(
        mailed == local,
        "the observer's picture is the public board"
    );
    let (_, _, alices) = rorgm::picture::decode(&a1.pngs[0].1).expect("a PNG");
    assert!(alices != mailed, "a player's picture is not the public one");
}
