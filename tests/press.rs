//! Issue 25 §1: press between players through the GM, taken in by the real referee from a
//! Maildir (no mail server): orders and press in one mail, a correction mail, the limits, grey
//! press, and a relayed message quoted (or pasted) back in a reply never read as orders.

use crate::common;

use common::local::{GM, Local as T, Setup};
use rorgm::mail::plus_address;
use rorgm::referee::service::Fault;
use rorgm::render::press::{RELAY_BEGIN, RELAY_END};
use rorgm::rules::{FactionId, Viewer};
use rorgm::store::{OutboxRow, TableOptions};

const REFEREE: &str = "referee@example.test";

async fn table(options: TableOptions) -> T {
    T::with(&Setup {
        gm_notify: Some(REFEREE.into()),
        options,
        ..Default::default()
    })
    .await
}

impl T {
    fn press_mail(&mut self, i: usize, body: &str) {
        self.n += 1;
        let from = self.players[i].address.clone();
        let to = plus_address(GM, &self.players[i].token);
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: Re: orders\r\nMessage-ID: <press{}-{i}@client>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}\r\n",
            self.n,
            body.replace('\n', "\r\n")
        );
        self.put(&format!("m{}.eml", self.n), raw.as_bytes());
    }

    async fn press_pass(&mut self) {
        self.referee
            .pass(&mut self.source, &self.sink, Fault::None)
            .await
            .expect("pass");
    }

    async fn outbox_kind(&self, kind: &str) -> Vec<OutboxRow> {
        self.referee
            .store
            .outbox(None)
            .await
            .unwrap()
            .into_iter()
            .filter(|r| r.kind == kind)
            .collect()
    }

    async fn outbox_to(&self, i: usize, kind: &str) -> Vec<OutboxRow> {
        let a = self.players[i].address.clone();
        self.outbox_kind(kind)
            .await
            .into_iter()
            .filter(|r| r.to_addr == a)
            .collect()
    }

    /// The last confirmation player `i` got.
    async fn last_confirmation(&self, i: usize) -> String {
        let c = self.outbox_to(i, "confirmation").await;
        assert!(!c.is_empty(), "a confirmation for player {i}");
        c.last().map(|r| r.body.clone()).unwrap_or_default()
    }

    async fn answers_of(&self, f: u8) -> usize {
        let g = self.referee.load(&self.game).await.unwrap();
        g.game.submitted(FactionId(f)).len()
    }

    /// The name of one of faction `f`'s senators.
    async fn senator_of(&self, f: u8) -> String {
        let g = self.referee.load(&self.game).await.unwrap();
        let v = g.game.view(Viewer::Gm);
        v.factions
            .iter()
            .find(|x| x.id == FactionId(f))
            .and_then(|x| x.senators.first())
            .map(|s| s.name.clone())
            .expect("a senator")
    }
}

/// Orders before PRESS and after END PRESS are applied; the press is relayed to Bob and the
/// GM alone, signed; no line of it is read as an order; the confirmation says to whom and how
/// many lines.
#[tokio::test]
async fn orders_and_press_in_one_mail() {
    let mut t = table(TableOptions::default()).await;
    let alice = t.senator_of(0).await;
    let bob_senator = t.senator_of(1).await;
    t.press_mail(
        0,
        &format!(
            "PRESS TO bob\nLet us stand together.\nLEADER {bob_senator}\n\nREADY\nEND PRESS\nLEADER {alice}\n"
        ),
    );
    t.press_pass().await;
    assert_eq!(
        t.answers_of(0).await,
        1,
        "LEADER after END PRESS is applied"
    );
    let conf = t.last_confirmation(0).await;
    assert!(
        conf.contains("press sent to Faction 2 (bob): 4 lines; the GM gets a copy"),
        "{conf}"
    );
    assert!(
        !conf.contains("READY"),
        "READY inside the press is not read: {conf}"
    );
    let to_bob = t.outbox_to(1, "press").await;
    assert_eq!(to_bob.len(), 1, "one press mail to Bob");
    let m = &to_bob[0];
    assert!(
        m.subject.contains("Press from Faction 1 (alice)"),
        "{}",
        m.subject
    );
    assert!(m.body.contains("Let us stand together."), "{}", m.body);
    assert!(
        m.body.contains("never a deal the GM enforces"),
        "{}",
        m.body
    );
    assert_eq!(
        m.reply_to.as_deref(),
        Some(plus_address(GM, &t.players[1].token).as_str())
    );
    assert!(
        t.outbox_to(2, "press").await.is_empty(),
        "Carol gets nothing"
    );
    let gm: Vec<OutboxRow> = t
        .outbox_kind("gm")
        .await
        .into_iter()
        .filter(|r| r.subject.contains("press"))
        .collect();
    assert_eq!(gm.len(), 1, "the GM's copy");
    assert_eq!(gm[0].to_addr, REFEREE);
    // Kept with the game.
    let kept = t.referee.store.press(&t.game).await.unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].recipients, "1");
}

/// Bob replies to the relayed mail, quoting it, and pastes it unquoted too: nothing of it is
/// read as his orders, nor relayed as his press.
#[tokio::test]
async fn a_relayed_message_quoted_back_is_not_orders() {
    let mut t = table(TableOptions::default()).await;
    let bob_senator = t.senator_of(1).await;
    t.press_mail(
        0,
        &format!("PRESS TO bob\nLEADER {bob_senator}\nREADY\nPRESS ALL\nhi all\n"),
    );
    t.press_pass().await;
    let relayed = t.outbox_to(1, "press").await;
    assert_eq!(
        relayed.len(),
        2,
        "Bob gets the private and the public press"
    );
    let body = relayed[0].body.clone();
    assert!(body.contains(RELAY_BEGIN) && body.contains(&format!("LEADER {bob_senator}")));
    // Quoted.
    let quoted: String = body.lines().map(|l| format!("> {l}\n")).collect();
    t.press_mail(1, &format!("Thanks!\n\nOn Monday, the GM wrote:\n{quoted}"));
    t.press_pass().await;
    assert_eq!(
        t.answers_of(1).await,
        0,
        "nothing of the quoted press is read"
    );
    // Pasted unquoted (a client that does not quote).
    t.press_mail(1, &format!("Sounds good.\n\n{body}"));
    t.press_pass().await;
    assert_eq!(
        t.answers_of(1).await,
        0,
        "nothing of the pasted press is read"
    );
    let conf = t.last_confirmation(1).await;
    assert!(!conf.contains("LEADER"), "{conf}");
    assert_eq!(
        t.referee.store.press(&t.game).await.unwrap().len(),
        2,
        "Bob's replies relayed nothing"
    );
    assert!(
        t.outbox_to(0, "press").await.is_empty(),
        "nothing went back to Alice"
    );
    // The relay's markers stand alone in the mail.
    assert!(body.contains(RELAY_END));
}

/// A correction mail: a second mail changes the orders (the last LEADER counts) and its press
/// is relayed; the first mail's press is not sent again, and a mail delivered twice relays once.
#[tokio::test]
async fn a_correction_mail_relays_its_own_press_once() {
    let mut t = table(TableOptions::default()).await;
    let g = t.referee.load(&t.game).await.unwrap();
    let v = g.game.view(Viewer::Gm);
    let mine: Vec<String> = v
        .factions
        .iter()
        .find(|x| x.id == FactionId(0))
        .map(|x| x.senators.iter().map(|s| s.name.clone()).collect())
        .unwrap_or_default();
    assert!(mine.len() >= 2);
    t.press_mail(0, &format!("LEADER {}\nPRESS TO 2\nfirst word", mine[0]));
    t.press_pass().await;
    t.press_mail(
        0,
        &format!("LEADER {}\nPRESS TO 2\ncorrected word", mine[1]),
    );
    t.press_pass().await;
    // The same mail again (same Message-ID): a duplicate, nothing relayed.
    t.n -= 1;
    t.press_mail(
        0,
        &format!("LEADER {}\nPRESS TO 2\ncorrected word", mine[1]),
    );
    t.press_pass().await;
    let to_bob = t.outbox_to(1, "press").await;
    assert_eq!(to_bob.len(), 2, "each mail's press once");
    assert!(to_bob[0].body.contains("first word"));
    assert!(to_bob[1].body.contains("corrected word"));
    let g = t.referee.load(&t.game).await.unwrap();
    let sub = g.game.submitted(FactionId(0));
    assert_eq!(sub.len(), 1, "one answer, the corrected one");
}

/// Over a limit: a clear refusal to the sender, nothing relayed.
#[tokio::test]
async fn press_limits() {
    let mut t = table(TableOptions::default()).await;
    // Size.
    let big = "x".repeat(100);
    let long: String = (0..90).map(|_| format!("{big}\n")).collect();
    t.press_mail(0, &format!("PRESS ALL\n{long}"));
    t.press_pass().await;
    let conf = t.last_confirmation(0).await;
    assert!(conf.contains("at most 8192 bytes"), "{conf}");
    assert!(t.outbox_kind("press").await.is_empty(), "nothing relayed");
    // An empty press, and a name that is no faction.
    t.press_mail(0, "PRESS TO bob\nEND PRESS\nPRESS TO Nobodyatall\nhello");
    t.press_pass().await;
    let conf = t.last_confirmation(0).await;
    assert!(conf.contains("has no message"), "{conf}");
    assert!(conf.contains("nothing of this press was sent"), "{conf}");
    assert!(t.outbox_kind("press").await.is_empty(), "nothing relayed");
    // Per mail: 6 at most; per hour: 20.
    let seven: String = (0..7)
        .map(|i| format!("PRESS TO bob\nnote {i}\n"))
        .collect();
    t.press_mail(0, &seven);
    t.press_pass().await;
    let conf = t.last_confirmation(0).await;
    assert!(conf.contains("at most 6 press messages"), "{conf}");
    assert_eq!(t.outbox_to(1, "press").await.len(), 6);
    for _ in 0..3 {
        let six: String = (0..6)
            .map(|i| format!("PRESS TO carol\nnote {i}\n"))
            .collect();
        t.press_mail(0, &six);
        t.press_pass().await;
    }
    assert_eq!(t.outbox_to(2, "press").await.len(), 14, "20 an hour in all");
    let conf = t.last_confirmation(0).await;
    assert!(conf.contains("at most 20 an hour"), "{conf}");
    // An hour later, press goes again.
    t.clock.advance(jiff::SignedDuration::from_secs(3601));
    t.press_mail(0, "PRESS TO carol\nlater");
    t.press_pass().await;
    assert_eq!(t.outbox_to(2, "press").await.len(), 15);
    // A bad PRESS line is an error on its line; its message is not read as orders.
    t.press_mail(0, "PRESS\nREADY");
    t.press_pass().await;
    let conf = t.last_confirmation(0).await;
    assert!(conf.contains("write PRESS TO <faction>"), "{conf}");
}

/// Grey press: refused when the game does not allow it; unsigned when it does (the GM's copy
/// still names the sender). No address is passed on.
#[tokio::test]
async fn grey_press_and_addresses() {
    let mut t = table(TableOptions::default()).await;
    t.press_mail(0, "GREY PRESS TO bob\nguess who");
    t.press_pass().await;
    let conf = t.last_confirmation(0).await;
    assert!(conf.contains("does not allow unsigned press"), "{conf}");
    assert!(t.outbox_kind("press").await.is_empty());

    let mut t = table(TableOptions {
        grey_press: true,
        ..Default::default()
    })
    .await;
    let alice_addr = t.players[0].address.clone();
    t.press_mail(
        0,
        &format!("GREY PRESS TO bob\nguess who; write to {alice_addr}"),
    );
    t.press_pass().await;
    let to_bob = t.outbox_to(1, "press").await;
    assert_eq!(to_bob.len(), 1);
    let m = &to_bob[0];
    assert!(m.subject.contains("unsigned"), "{}", m.subject);
    assert!(
        !m.body.contains("alice") && !m.subject.contains("alice"),
        "{}",
        m.body
    );
    assert!(m.body.contains("[address removed]"), "{}", m.body);
    let gm: Vec<OutboxRow> = t
        .outbox_kind("gm")
        .await
        .into_iter()
        .filter(|r| r.subject.contains("press"))
        .collect();
    assert_eq!(gm.len(), 1);
    assert!(gm[0].body.contains("Faction 1 (alice)") && gm[0].body.contains("unsigned"));

    // no-press-copy: the GM gets no copy of private press.
    let mut t = table(TableOptions {
        press_copy: false,
        ..Default::default()
    })
    .await;
    t.press_mail(0, "PRESS TO bob\nbetween us");
    t.press_pass().await;
    assert_eq!(t.outbox_to(1, "press").await.len(), 1);
    assert!(
        !t.outbox_kind("gm")
            .await
            .iter()
            .any(|r| r.subject.contains("press")),
        "no copy"
    );
    let conf = t.last_confirmation(0).await;
    assert!(!conf.contains("the GM gets a copy"), "{conf}");
}

/// Issue 25 §2: a game whose option grants absent players a deadline extension: ABSENT does
/// not answer the round by Default Moves; its deadline is pushed back once (the players and the
/// GM told), the round waits for the absent faction until then, and its Default Moves answer
/// when that deadline passes. The next round of the absence is answered by Default Moves at
/// once, as without the option.
#[tokio::test]
async fn an_absence_gets_one_bounded_deadline_extension() {
    let mut t = table(TableOptions {
        absent_extension_hours: 24,
        ..Default::default()
    })
    .await;
    let d0 = t
        .referee
        .store
        .deadline(&t.game)
        .await
        .unwrap()
        .expect("deadline");
    let now = rorgm::referee::clock::ms(rorgm::referee::clock::Clock::now(&t.clock));
    let until = jiff::Timestamp::from_millisecond(now + 10 * 86_400_000)
        .unwrap()
        .strftime("%Y-%m-%d")
        .to_string();
    t.press_mail(0, &format!("ABSENT UNTIL {until}"));
    t.press_pass().await;
    let d1 = t
        .referee
        .store
        .deadline(&t.game)
        .await
        .unwrap()
        .expect("deadline");
    assert_eq!(
        d1.deadline_ms,
        d0.deadline_ms + 24 * 3_600_000,
        "the deadline is extended by the option's hours"
    );
    assert_eq!(t.answers_of(0).await, 0, "no Default Move at once");
    let conf = t.last_confirmation(0).await;
    assert!(conf.contains("waits 24 hours longer"), "{conf}");
    let told: Vec<OutboxRow> = t
        .outbox_to(1, "announcement")
        .await
        .into_iter()
        .filter(|r| r.body.contains("grants an absent player one extension"))
        .collect();
    assert_eq!(told.len(), 1, "Bob is told once");
    assert!(
        t.outbox_kind("gm")
            .await
            .iter()
            .any(|r| r.subject.contains("extended for an absence")),
        "the GM is told"
    );
    // The others answer: the round waits for the extended deadline.
    t.press_mail(1, "READY");
    t.press_mail(2, "READY");
    t.press_pass().await;
    assert_eq!(
        t.referee.load(&t.game).await.unwrap().game.round(),
        0,
        "the round waits"
    );
    // Once per absence: another pass changes nothing.
    t.press_pass().await;
    let d2 = t
        .referee
        .store
        .deadline(&t.game)
        .await
        .unwrap()
        .expect("deadline");
    assert_eq!(d2.deadline_ms, d1.deadline_ms, "extended once");
    // The extended deadline passes: the Default Moves answer, the round resolves.
    t.clock
        .set(rorgm::referee::clock::from_ms(d2.reminder_ms + 1));
    t.press_pass().await;
    t.clock
        .set(rorgm::referee::clock::from_ms(d2.deadline_ms + 1));
    t.press_pass().await;
    let round = t.referee.load(&t.game).await.unwrap().game.round();
    assert!(round >= 1, "the deadline resolved the round");
    // The next round of the same absence: answered by Default Moves at once.
    let inputs = t.referee.store.inputs(&t.game).await.unwrap();
    assert!(
        inputs.iter().any(|i| i.source == "absent"),
        "later rounds: Default Moves at once: {:?}",
        inputs.iter().map(|i| &i.source).collect::<Vec<_>>()
    );
    let d3 = t.referee.store.deadline(&t.game).await.unwrap();
    assert!(
        d3.is_none_or(|d| d.deadline_ms - d2.deadline_ms <= 49 * 3_600_000),
        "no second extension"
    );
}

/// Press is kept with the game: `game export` carries it (and the table options), and an
/// import elsewhere has the same press.
#[tokio::test]
async fn press_is_in_the_export() {
    let mut t = table(TableOptions {
        grey_press: true,
        ..Default::default()
    })
    .await;
    t.press_mail(0, "PRESS TO bob, carol\nkept for history");
    t.press_pass().await;
    let file = t.referee.export_game(&t.game).await.unwrap();
    let rows = |name: &str| {
        file.tables
            .get(name)
            .and_then(|v| v.as_array())
            .map(|a| a.len())
            .unwrap_or(0)
    };
    assert_eq!(rows("press"), 1, "the press row");
    assert_eq!(rows("table_options"), 1, "the table options");
    let text = serde_json::to_string(&file).unwrap();
    let back: rorgm::referee::export::ExportFile = serde_json::from_str(&text).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let other = rorgm::store::Store::open(&dir.path().join("o.sqlite"))
        .await
        .unwrap();
    let there = rorgm::referee::Referee::new(
        other.clone(),
        t.referee.settings.clone(),
        std::sync::Arc::new(rorgm::referee::ManualClock::new(jiff::Timestamp::now())),
    )
    .unwrap();
    there.import_game(&back).await.unwrap();
    assert_eq!(
        other.press(&t.game).await.unwrap(),
        t.referee.store.press(&t.game).await.unwrap()
    );
    assert!(other.table_options(&t.game).await.unwrap().grey_press);
}

/// Issue 25 §2: an absence that takes effect in a round the faction owes: the others read one
/// public line, with their next mail, that its defaults answer it (never the date).
#[tokio::test]
async fn the_others_read_one_line_when_an_absence_takes_effect() {
    let mut t = table(TableOptions::default()).await;
    let now = rorgm::referee::clock::ms(rorgm::referee::clock::Clock::now(&t.clock));
    let until = jiff::Timestamp::from_millisecond(now + 10 * 86_400_000)
        .unwrap()
        .strftime("%Y-%m-%d")
        .to_string();
    t.press_mail(0, &format!("ABSENT UNTIL {until}"));
    t.press_pass().await;
    let held = t.referee.store.held_news(&t.game).await.unwrap();
    let line =
        "Faction 1 (alice) is answered by its standing orders and Default Moves from now on.";
    for f in [1u8, 2] {
        assert_eq!(
            held.iter()
                .filter(|h| h.faction == f && !h.private && h.text == line)
                .count(),
            1,
            "faction {f}: {held:?}"
        );
    }
    assert!(!held.iter().any(|h| h.faction == 0 && h.text == line));
    // The round resolves: the line comes once in each other player's next mail.
    t.press_mail(1, "READY");
    t.press_mail(2, "READY");
    t.press_pass().await;
    assert!(t.referee.load(&t.game).await.unwrap().game.round() >= 1);
    for i in [1usize, 2] {
        let mails: Vec<OutboxRow> = t
            .referee
            .store
            .outbox(None)
            .await
            .unwrap()
            .into_iter()
            .filter(|r| r.to_addr == t.players[i].address && r.body.contains(line))
            .collect();
        assert_eq!(mails.len(), 1, "player {i}");
        assert_eq!(mails[0].body.matches(line).count(), 1);
        assert!(!mails[0].body.contains(&until), "no date for the others");
    }
}
