//! DKIM checks of players' mail (issue #11) through the real referee, a real SQLite file and
//! Maildir folders; DNS answers come from records given in advance (no network).

use crate::common;

use std::sync::Arc;

use common::local::{GM, Local, Setup, three_players};
use mail_auth::common::crypto::Ed25519Key;
use mail_auth::common::headers::HeaderWriter;
use mail_auth::dkim::DkimSigner;
use rorgm::mail::auth::{DkimMode, DkimVerifier, FixedRecords};
use rorgm::mail::plus_address;
use rorgm::referee::AuthSettings;
use rorgm::rules::FactionId;
const GM_NOTIFY: &str = "referee@example.test";
const ALICE: &str = "alice@example.org";

/// An Ed25519 key made for this test, published as sel._domainkey.<domain>.
struct Key {
    pkcs8: Vec<u8>,
    public: Vec<u8>,
}

impl Key {
    fn new() -> Key {
        let pkcs8 = Ed25519Key::generate_pkcs8().unwrap();
        let public = Ed25519Key::from_pkcs8_der(&pkcs8).unwrap().public_key();
        Key { pkcs8, public }
    }

    fn record(&self) -> String {
        format!("v=DKIM1; k=ed25519; p={}", base64(&self.public))
    }

    fn sign(&self, raw: &[u8], domain: &str) -> Vec<u8> {
        let sig = DkimSigner::from_key(Ed25519Key::from_pkcs8_der(&self.pkcs8).unwrap())
            .domain(domain)
            .selector("sel")
            .headers(["From", "To", "Subject", "Message-ID"])
            .sign(raw)
            .unwrap();
        let mut out = sig.to_header().into_bytes();
        out.extend_from_slice(raw);
        out
    }
}

fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut s = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            s.push(if i <= chunk.len() {
                A[((n >> (18 - 6 * i)) & 63) as usize] as char
            } else {
                '='
            });
        }
    }
    s
}

/// An in-process game whose referee checks DKIM, the key it knows and the DNS records.
struct T {
    local: Local,
    verifier: Arc<DkimVerifier>,
    key: Key,
}

impl std::ops::Deref for T {
    type Target = Local;
    fn deref(&self) -> &Local {
        &self.local
    }
}

impl std::ops::DerefMut for T {
    fn deref_mut(&mut self) -> &mut Local {
        &mut self.local
    }
}

impl T {
    /// A 3-player game (Alice at example.org), `[auth] dkim = default`; example.org's key and
    /// forger.example's key are both published.
    async fn new(default: DkimMode) -> T {
        let mut local = Local::with(&Setup {
            gm_notify: Some(GM_NOTIFY.into()),
            players: three_players(|n| match n {
                "alice" => format!("{n}@example.org"),
                _ => format!("{n}@example.test"),
            }),
            ..Default::default()
        })
        .await;
        assert_eq!(local.players[0].address, ALICE);
        let key = Key::new();
        let verifier = Arc::new(
            DkimVerifier::with_records(
                FixedRecords::new()
                    .txt("sel._domainkey.example.org", &key.record())
                    .unwrap()
                    .txt("sel._domainkey.forger.example", &key.record())
                    .unwrap(),
            )
            .unwrap(),
        );
        local.referee = local.referee.clone().with_auth(AuthSettings {
            dkim: default,
            verifier: Some(verifier.clone()),
        });
        T {
            local,
            verifier,
            key,
        }
    }

    /// Alice's setup orders (READY: take the Default Move), as raw bytes.
    fn alice_mail(&mut self) -> Vec<u8> {
        self.n += 1;
        format!(
            "From: Alice <{ALICE}>\r\nTo: {}\r\nSubject: orders\r\nMessage-ID: <d{}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nREADY\r\n",
            plus_address(GM, &self.players[0].token),
            self.n
        )
        .into_bytes()
    }

    fn deliver(&mut self, raw: &[u8]) {
        self.put(&format!("m{}.eml", self.n), raw);
    }

    async fn outcomes(&self) -> Vec<String> {
        self.referee
            .store
            .inbound(Some(&self.game))
            .await
            .unwrap()
            .into_iter()
            .map(|r| r.outcome)
            .collect()
    }

    async fn sent(&self, to: &str, kind: &str) -> Vec<rorgm::store::OutboxRow> {
        self.referee
            .store
            .outbox(None)
            .await
            .unwrap()
            .into_iter()
            .filter(|r| r.to_addr == to && r.kind == kind)
            .collect()
    }

    async fn alice_submitted(&self) -> usize {
        let g = self.referee.load(&self.game).await.unwrap();
        g.game.submitted(FactionId(0)).len()
    }

    async fn state(&self) -> String {
        self.referee
            .store
            .game(&self.game)
            .await
            .unwrap()
            .state_json
    }
}

#[tokio::test]
async fn require_accepts_a_valid_aligned_signature() {
    let mut t = T::new(DkimMode::Require).await;
    let raw = t.alice_mail();
    let signed = t.key.sign(&raw, "example.org");
    t.deliver(&signed);
    t.pass().await;
    assert_eq!(t.outcomes().await, vec!["accepted".to_string()]);
    assert_eq!(t.alice_submitted().await, 1);
    assert_eq!(t.sent(ALICE, "confirmation").await.len(), 1);
    assert!(t.verifier.fixed_lookups() > 0);
}

#[tokio::test]
async fn require_refuses_unsigned_forged_and_altered_mail() {
    let mut t = T::new(DkimMode::Require).await;
    let before = t.state().await;
    // No signature.
    let raw = t.alice_mail();
    t.deliver(&raw);
    // Signed, but by another domain.
    let raw = t.alice_mail();
    let forged = t.key.sign(&raw, "forger.example");
    t.deliver(&forged);
    // Signed by example.org, then the orders changed.
    let raw = t.alice_mail();
    let signed = String::from_utf8(t.key.sign(&raw, "example.org")).unwrap();
    let altered = signed.replace("READY", "LEADER Fabius");
    assert_ne!(altered, signed);
    t.deliver(altered.as_bytes());
    t.pass().await;
    let outcomes = t.outcomes().await;
    assert_eq!(outcomes.len(), 3, "{outcomes:?}");
    for o in &outcomes {
        assert!(o.starts_with("refused:dkim:"), "{outcomes:?}");
    }
    assert!(outcomes.iter().any(|o| o.contains("no DKIM signature")));
    assert!(outcomes.iter().any(|o| o.contains("forger.example")));
    assert_eq!(t.alice_submitted().await, 0);
    assert_eq!(t.state().await, before, "the game did not change");
    assert!(t.sent(ALICE, "confirmation").await.is_empty());
    // Issue 22: one notice an hour; the two others are held back (and counted).
    let notices = t.sent(ALICE, "notice").await;
    assert_eq!(notices.len(), 1);
    assert!(notices[0].body.contains("DKIM"), "{}", notices[0].body);
    assert!(t.sent(GM_NOTIFY, "gm").await.is_empty());
}

#[tokio::test]
async fn prefer_accepts_unsigned_mail_and_tells_the_gm() {
    let mut t = T::new(DkimMode::Off).await;
    t.referee
        .store
        .set_game_dkim(&t.game, Some(DkimMode::Prefer.as_str()))
        .await
        .unwrap();
    let raw = t.alice_mail();
    t.deliver(&raw);
    t.pass().await;
    assert_eq!(t.outcomes().await, vec!["accepted".to_string()]);
    assert_eq!(t.alice_submitted().await, 1);
    let told = t.sent(GM_NOTIFY, "gm").await;
    assert_eq!(told.len(), 1);
    assert!(told[0].body.contains("faction 1"), "{}", told[0].body);
    assert!(told[0].body.contains(ALICE), "{}", told[0].body);
    assert!(
        told[0].body.contains("no DKIM signature"),
        "{}",
        told[0].body
    );
    // A signed mail is accepted without telling the GM again.
    let raw = t.alice_mail();
    let signed = t.key.sign(&raw, "example.org");
    t.deliver(&signed);
    t.pass().await;
    assert_eq!(t.sent(GM_NOTIFY, "gm").await.len(), 1);
}

#[tokio::test]
async fn off_makes_no_lookups_and_player_setting_wins() {
    let mut t = T::new(DkimMode::Require).await;
    t.referee
        .store
        .set_player_dkim(&t.game, 0, Some(DkimMode::Off.as_str()))
        .await
        .unwrap();
    let raw = t.alice_mail();
    let signed = t.key.sign(&raw, "example.org");
    t.deliver(&signed);
    let raw = t.alice_mail();
    t.deliver(&raw);
    t.pass().await;
    assert_eq!(t.outcomes().await, vec!["accepted", "accepted"]);
    assert_eq!(
        t.verifier.fixed_lookups(),
        0,
        "no DNS lookup with dkim = off"
    );
    assert!(t.sent(GM_NOTIFY, "gm").await.is_empty());
}

#[tokio::test]
async fn require_without_a_resolver_refuses_and_asks_to_send_again() {
    let mut t = T::new(DkimMode::Require).await;
    t.referee.auth.verifier = None;
    let raw = t.alice_mail();
    let signed = t.key.sign(&raw, "example.org");
    t.deliver(&signed);
    t.pass().await;
    let outcomes = t.outcomes().await;
    assert_eq!(outcomes.len(), 1);
    assert!(outcomes[0].contains("no DNS resolver"), "{outcomes:?}");
    assert_eq!(t.alice_submitted().await, 0);
    let notices = t.sent(ALICE, "notice").await;
    assert_eq!(notices.len(), 1);
    assert!(
        notices[0].body.contains("again later"),
        "{}",
        notices[0].body
    );
}

/// Issue 22, point 5: with `require`, a DNS lookup that fails for now (a timeout, a server
/// failure) decides nothing: no refusal, no notice, the mail stays unread in the mailbox and
/// `deliver` fails for the mail server to try again (exit 75); once DNS answers, the same mail
/// is taken in.
#[tokio::test]
async fn require_with_a_dns_failure_tries_the_mail_again_later() {
    let mut t = T::new(DkimMode::Require).await;
    let good = t.verifier.clone();
    let failing = Arc::new(
        DkimVerifier::with_records(FixedRecords::new().temp_failure("sel._domainkey.example.org"))
            .unwrap(),
    );
    t.referee.auth.verifier = Some(failing.clone());
    let raw = t.alice_mail();
    let signed = t.key.sign(&raw, "example.org");
    // Through `rorgm deliver`: a transient failure, nothing recorded.
    let r = t.referee.deliver(signed.clone()).await;
    assert!(r.is_err(), "deliver must fail for now: {r:?}");
    assert!(failing.fixed_lookups() > 0, "the key was looked up");
    // Through the mailbox: not refused, not marked processed.
    t.deliver(&signed);
    t.pass().await;
    t.pass().await;
    assert!(t.outcomes().await.is_empty(), "{:?}", t.outcomes().await);
    assert!(
        t.sent(ALICE, "notice").await.is_empty(),
        "no refusal notice"
    );
    assert_eq!(t.alice_submitted().await, 0);
    let waiting = std::fs::read_dir(t.inbox().join("new")).unwrap().count();
    assert_eq!(waiting, 1, "the mail stays unread in the mailbox");
    // DNS answers again: the same mail is taken in, and a later delivery of it is a duplicate.
    t.referee.auth.verifier = Some(good);
    t.pass().await;
    assert_eq!(t.outcomes().await, vec!["accepted".to_string()]);
    assert_eq!(t.alice_submitted().await, 1);
    assert_eq!(t.sent(ALICE, "confirmation").await.len(), 1);
}

/// Issue 22, point 8: DKIM refusal notices are rate-limited like forgery notices: one who
/// knows a player's reply address cannot make the GM mail the player without end.
#[tokio::test]
async fn dkim_refusal_notices_are_rate_limited() {
    let mut t = T::new(DkimMode::Require).await;
    for _ in 0..4 {
        let raw = t.alice_mail();
        t.deliver(&raw);
    }
    t.pass().await;
    let outcomes = t.outcomes().await;
    assert_eq!(outcomes.len(), 4, "{outcomes:?}");
    assert!(
        outcomes.iter().all(|o| o.starts_with("refused:dkim:")),
        "{outcomes:?}"
    );
    assert_eq!(t.sent(ALICE, "notice").await.len(), 1, "{outcomes:?}");
    assert_eq!(
        outcomes.iter().filter(|o| o.contains("held back")).count(),
        3,
        "{outcomes:?}"
    );
}

/// Issue 22, point 8: notices about unreadable or over-limit mail are rate-limited too.
#[tokio::test]
async fn unreadable_mail_notices_are_rate_limited() {
    let mut t = T::new(DkimMode::Off).await;
    for _ in 0..3 {
        let mut raw = t.alice_mail();
        raw.extend(std::iter::repeat_n(b'x', rorgm::mail::MAX_MAIL_BYTES + 10));
        t.deliver(&raw);
    }
    t.pass().await;
    let outcomes = t.outcomes().await;
    assert_eq!(outcomes.len(), 3, "{outcomes:?}");
    assert!(
        outcomes.iter().all(|o| o.starts_with("refused:")),
        "{outcomes:?}"
    );
    let notices = t.sent(ALICE, "notice").await;
    assert_eq!(notices.len(), 1, "{outcomes:?}");
    assert!(notices[0].body.contains("too large"), "{}", notices[0].body);
}
