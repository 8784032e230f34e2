//! Issue 22, point 11: a player's mails are applied in the order they were written (their Date,
//! within sane bounds, then arrival), not the order the mailbox holds them: an older mail never
//! overrides what a newer one already set, and the player is told what of it was not applied.

use crate::common;

use common::local::{GM, Local as T};
use rorgm::mail::plus_address;
use rorgm::referee::Clock;

impl T {
    /// Alice's mail written `mins_ago` minutes ago, put in the mailbox now (after the earlier
    /// ones: its file is newer).
    fn alice_writes(&mut self, mins_ago: i64, body: &str) {
        self.n += 1;
        let n = self.n as u64;
        let date = self
            .clock
            .now()
            .checked_sub(jiff::SignedDuration::from_mins(mins_ago))
            .unwrap()
            .strftime("%a, %d %b %Y %H:%M:%S +0000")
            .to_string();
        let raw = format!(
            "From: Alice <alice@example.test>\r\nTo: {}\r\nSubject: orders\r\nDate: {date}\r\nMessage-ID: <o{}@example.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            plus_address(GM, &self.players[0].token),
            n
        );
        let name = format!("{}.m{}.eml", 1_700_000_000 + n, n);
        let tmp = self.dir.path().join("in").join("tmp").join(&name);
        std::fs::write(&tmp, raw).unwrap();
        let f = std::fs::File::options().write(true).open(&tmp).unwrap();
        f.set_modified(
            std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_700_000_000 + n),
        )
        .unwrap();
        drop(f);
        std::fs::rename(&tmp, self.dir.path().join("in").join("new").join(&name)).unwrap();
    }

    async fn alice_timezone(&self) -> Option<String> {
        let loaded = self.referee.load(&self.game).await.unwrap();
        loaded
            .prefs
            .iter()
            .find(|p| p.faction == 0)
            .and_then(|p| p.timezone.clone())
    }

    async fn mails_to_alice(&self) -> Vec<rorgm::store::OutboxRow> {
        self.referee
            .store
            .outbox(Some(&self.game))
            .await
            .unwrap()
            .into_iter()
            .filter(|r| r.to_addr == "alice@example.test" && r.kind != "call")
            .collect()
    }
}

/// Both mails wait in the mailbox (an IMAP outage) and the newer one was delivered first: the
/// older is applied first, so the newer one's setting stands.
#[tokio::test]
async fn mails_waiting_together_are_applied_in_the_order_written() {
    let mut t = T::new().await;
    t.alice_writes(5, "TIMEZONE America/New_York");
    t.alice_writes(12, "TIMEZONE Europe/Rome");
    t.pass().await;
    assert_eq!(
        t.alice_timezone().await.as_deref(),
        Some("America/New_York"),
        "the mail written last decides"
    );
}

/// The older mail comes after the newer one was already applied: it changes nothing the newer
/// one set, and Alice is told it came late and what of it was not applied.
#[tokio::test]
async fn an_older_mail_that_comes_late_does_not_override_a_newer_one() {
    let mut t = T::new().await;
    t.alice_writes(5, "TIMEZONE America/New_York");
    t.pass().await;
    assert_eq!(
        t.alice_timezone().await.as_deref(),
        Some("America/New_York")
    );
    let before = t.mails_to_alice().await.len();
    t.alice_writes(12, "TIMEZONE Europe/Rome");
    t.pass().await;
    assert_eq!(
        t.alice_timezone().await.as_deref(),
        Some("America/New_York"),
        "the older mail did not override the newer one"
    );
    let mails = t.mails_to_alice().await;
    assert!(mails.len() > before, "alice is told about the late mail");
    let told = &mails[mails.len() - 1];
    assert!(told.body.contains("late"), "{}", told.body);
    assert!(
        told.body.contains("TIMEZONE Europe/Rome"),
        "what was not applied: {}",
        told.body
    );
}
