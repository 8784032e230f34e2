//! DKIM and DMARC checks of inbound mail (issue #11), with mail-auth.
//!
//! A player's secret plus-address token and registered From address stop everyone but a forger
//! who has seen the player's reply address. Where the player's domain signs its mail, a valid
//! DKIM signature aligned with the From domain stops that forger too.
//!
//! - [`DkimMode`]: `off` (no check, no DNS), `prefer` (accept, tell the GM when the check fails),
//!   `require` (refuse the mail when the check fails). Set in the config (`[auth] dkim`), per game
//!   and per player (`rorgm game auth`); the most specific setting wins ([`effective_mode`]).
//! - [`DkimVerifier::verify`]: the check of one raw mail against the player's address. A
//!   signature counts when mail-auth verifies it, it signs the From header and the whole body (no
//!   `l=`), and its `d=` domain is aligned with the From domain: by the domain's DMARC policy
//!   (mail-auth's DMARC check, which honours `adkim=s`) where the domain publishes one, else
//!   relaxed ([`relaxed_aligned`]: `d=` is the From domain, a parent or a subdomain of it).
//! - DNS goes through the system resolver ([`DkimVerifier::system`]) or, for tests and hosts
//!   without DNS, through records given in advance ([`FixedRecords`]): then nothing goes to the
//!   network and every name not given has no record.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::panic::AssertUnwindSafe;
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};

use futures_util::FutureExt;
use mail_auth::common::cache::NoCache;
use mail_auth::common::parse::TxtRecordParser;
use mail_auth::common::verify::DomainKey;
use mail_auth::dmarc::Dmarc;
use mail_auth::dmarc::verify::DmarcParameters;
use mail_auth::hickory_resolver::config::{ResolverConfig, ResolverOpts};
use mail_auth::hickory_resolver::proto::op::ResponseCode;
use mail_auth::{
    AuthenticatedMessage, DkimOutput, DkimResult, DmarcResult, DnsError, MX, MessageAuthenticator,
    Parameters, RecordSet, ResolverCache, SpfOutput, Txt,
};
use mail_facts::{DkimDelay, DkimFailure, SignatureFault};
use serde::Deserialize;

/// How strictly a player's mail is checked for DKIM.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DkimMode {
    /// No check and no DNS lookup (the token and the From address only).
    #[default]
    Off,
    /// Check; a mail that fails is still accepted, and the GM is told.
    Prefer,
    /// Check; a mail that fails is refused (the registered player gets a notice).
    Require,
}

impl DkimMode {
    pub fn as_str(self) -> &'static str {
        match self {
            DkimMode::Off => "off",
            DkimMode::Prefer => "prefer",
            DkimMode::Require => "require",
        }
    }
}

impl fmt::Display for DkimMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for DkimMode {
    type Err = AuthError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "off" => Ok(DkimMode::Off),
            "prefer" => Ok(DkimMode::Prefer),
            "require" => Ok(DkimMode::Require),
            _ => Err(AuthError::Mode(s.to_string())),
        }
    }
}

/// A setting as the store keeps it (`Store::dkim_settings`: the text, `None` when not set).
pub fn stored_mode(text: Option<String>) -> Result<Option<DkimMode>, AuthError> {
    text.map(|t| t.parse::<DkimMode>()).transpose()
}

/// The setting that applies to one player: the player's own, else the game's, else the config's.
pub fn effective_mode(
    default: DkimMode,
    game: Option<DkimMode>,
    player: Option<DkimMode>,
) -> DkimMode {
    player.or(game).unwrap_or(default)
}

/// Why DKIM checking cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    #[error("dkim = {0:?}: expected \"off\", \"prefer\" or \"require\"")]
    Mode(String),
    #[error("cannot set up the DNS resolver for DKIM checks: {0}")]
    Resolver(String),
    #[error("DNS record {name} is not valid: {reason}")]
    Record { name: String, reason: String },
}

/// The result of checking one mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A valid DKIM signature by `signer` (its `d=`), aligned with the From domain.
    Verified { signer: String },
    /// No valid aligned signature: why.
    Failed(DkimFailure),
    /// The check could not be made now (a DNS failure, or no resolver): why.
    Unchecked(DkimDelay),
}

/// Is `d` (a DKIM signing domain) aligned with `from_domain` without a DMARC record to say how?
/// Relaxed: the same domain, or one a subdomain of the other (the shorter one must have at least
/// two labels, so `d=org` aligns with nothing). Sibling subdomains are not aligned: telling
/// those apart from two customers of one provider needs the domain's DMARC record.
pub fn relaxed_aligned(d: &str, from_domain: &str) -> bool {
    let d = d.trim_end_matches('.').to_ascii_lowercase();
    let f = from_domain.trim_end_matches('.').to_ascii_lowercase();
    if d.is_empty() || f.is_empty() {
        return false;
    }
    if d == f {
        return true;
    }
    let (short, long) = if d.len() < f.len() { (d, f) } else { (f, d) };
    short.contains('.') && long.ends_with(&format!(".{short}"))
}

/// Canonical DNS name as mail-auth looks it up: lowercase, with the root dot.
fn fqdn(name: &str) -> Box<str> {
    let mut n = name.trim().to_ascii_lowercase();
    if !n.ends_with('.') {
        n.push('.');
    }
    n.into_boxed_str()
}

/// DNS TXT records given in advance. Every TXT lookup is answered from here (a name not given has
/// no record); nothing goes to the network. Counts the lookups it answers.
#[derive(Default)]
pub struct FixedRecords {
    txt: HashMap<Box<str>, Txt>,
    lookups: AtomicUsize,
}

impl FixedRecords {
    pub fn new() -> FixedRecords {
        FixedRecords::default()
    }

    /// A DKIM key (`selector._domainkey.domain`) or a DMARC record (`_dmarc.domain`).
    pub fn txt(mut self, name: &str, record: &str) -> Result<FixedRecords, AuthError> {
        let key = fqdn(name);
        let bad = |e: mail_auth::Error| AuthError::Record {
            name: name.to_string(),
            reason: e.to_string(),
        };
        let value = if key.starts_with("_dmarc.") {
            Txt::from(Dmarc::parse(record.as_bytes()).map_err(bad)?)
        } else if key.contains("._domainkey.") {
            Txt::from(DomainKey::parse(record.as_bytes()).map_err(bad)?)
        } else {
            return Err(AuthError::Record {
                name: name.to_string(),
                reason: "only _domainkey and _dmarc records are used".into(),
            });
        };
        self.txt.insert(key, value);
        Ok(self)
    }

    /// A name whose lookup fails for now (a DNS server failure).
    pub fn temp_failure(mut self, name: &str) -> FixedRecords {
        self.txt.insert(
            fqdn(name),
            Txt::Error(mail_auth::Error::Dns(DnsError::Resolver(
                "server failure (fixed record)".into(),
            ))),
        );
        self
    }

    /// How many TXT lookups were answered so far.
    pub fn lookups(&self) -> usize {
        self.lookups.load(Ordering::Relaxed)
    }
}

impl ResolverCache<Box<str>, Txt> for FixedRecords {
    fn get<Q>(&self, name: &Q) -> Option<Txt>
    where
        Box<str>: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.lookups.fetch_add(1, Ordering::Relaxed);
        Some(self.txt.get(name).cloned().unwrap_or_else(|| {
            Txt::Error(mail_auth::Error::Dns(DnsError::RecordNotFound(
                ResponseCode::NXDomain,
            )))
        }))
    }

    fn remove<Q>(&self, _: &Q) -> Option<Txt>
    where
        Box<str>: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        None
    }

    fn insert(&self, _: Box<str>, _: Txt, _: std::time::Instant) {}
}

/// mail-auth's lookup parameters with only a TXT cache (or none).
type Params<'x, P, TXT> = Parameters<
    'x,
    P,
    TXT,
    NoCache<Box<str>, RecordSet<MX>>,
    NoCache<Box<str>, RecordSet<Ipv4Addr>>,
    NoCache<Box<str>, RecordSet<Ipv6Addr>>,
    NoCache<IpAddr, RecordSet<Box<str>>>,
>;

fn params<'x, P, TXT: ResolverCache<Box<str>, Txt>>(
    p: P,
    txt: Option<&'x TXT>,
) -> Params<'x, P, TXT> {
    Parameters {
        params: p,
        cache_txt: txt,
        cache_mx: None,
        cache_ptr: None,
        cache_ipv4: None,
        cache_ipv6: None,
    }
}

/// Checks DKIM signatures and their alignment with the From domain.
pub struct DkimVerifier {
    authenticator: MessageAuthenticator,
    fixed: Option<FixedRecords>,
}

impl fmt::Debug for DkimVerifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DkimVerifier")
            .field("fixed_records", &self.fixed.is_some())
            .finish()
    }
}

impl DkimVerifier {
    /// The system's resolver (`/etc/resolv.conf`).
    pub fn system() -> Result<DkimVerifier, AuthError> {
        let authenticator = MessageAuthenticator::new_system_conf()
            .map_err(|e| AuthError::Resolver(e.to_string()))?;
        Ok(DkimVerifier {
            authenticator,
            fixed: None,
        })
    }

    /// Records given in advance only: no lookup ever leaves the process.
    pub fn with_records(records: FixedRecords) -> Result<DkimVerifier, AuthError> {
        // A resolver without name servers: a lookup the records do not answer fails at once.
        let authenticator = MessageAuthenticator::new(
            ResolverConfig::from_parts(None, vec![], vec![]),
            ResolverOpts::default(),
        )
        .map_err(|e| AuthError::Resolver(e.to_string()))?;
        Ok(DkimVerifier {
            authenticator,
            fixed: Some(records),
        })
    }

    /// How many DNS lookups the fixed records answered (0 with the system resolver).
    pub fn fixed_lookups(&self) -> usize {
        self.fixed.as_ref().map_or(0, FixedRecords::lookups)
    }

    /// Check a raw mail that claims to come from `from` (the player's registered address).
    /// Never panics: a failure inside the DKIM library makes the mail [`Verdict::Failed`].
    pub async fn verify(&self, raw: &[u8], from: &str) -> Verdict {
        let run = match &self.fixed {
            Some(records) => {
                AssertUnwindSafe(self.check(raw, from, Some(records)))
                    .catch_unwind()
                    .await
            }
            None => {
                AssertUnwindSafe(self.check(raw, from, None::<&NoCache<Box<str>, Txt>>))
                    .catch_unwind()
                    .await
            }
        };
        // A mail that breaks the checker breaks it every time: refused, not tried again.
        run.unwrap_or(Verdict::Failed(DkimFailure::CheckerFailed))
    }

    async fn check<TXT: ResolverCache<Box<str>, Txt>>(
        &self,
        raw: &[u8],
        from: &str,
        cache: Option<&TXT>,
    ) -> Verdict {
        let Some((_, domain)) = from.rsplit_once('@') else {
            return Verdict::Failed(DkimFailure::NoDomain {
                address: from.to_string(),
            });
        };
        let domain = domain.to_ascii_lowercase();
        let Some(message) = AuthenticatedMessage::parse(raw) else {
            return Verdict::Failed(DkimFailure::HeadersUnreadable);
        };
        // Every From header must name the player: a signature over one of several From headers
        // proves nothing about the one that was read.
        if message.from.is_empty() || message.from.iter().any(|a| !a.eq_ignore_ascii_case(from)) {
            return Verdict::Failed(DkimFailure::NotOnlyThePlayer {
                named: message.from.clone(),
                player: from.to_string(),
            });
        }
        let outputs = self
            .authenticator
            .verify_dkim(params(&message, cache))
            .await;
        let mut faults: Vec<SignatureFault> = Vec::new();
        let mut temp: Option<DkimDelay> = None;
        let mut counted: Vec<DkimOutput<'_>> = Vec::new();
        for o in &outputs {
            let signer = o.signature().map_or("?", |s| s.d.as_str()).to_string();
            match (o.result(), o.signature()) {
                (DkimResult::Pass, Some(s)) if s.l != 0 => {
                    faults.push(SignatureFault::PartOfBody { signer })
                }
                (DkimResult::Pass, Some(s))
                    if !s.h.iter().any(|h| h.eq_ignore_ascii_case("from")) =>
                {
                    faults.push(SignatureFault::FromNotSigned { signer })
                }
                (DkimResult::Pass, Some(_)) => counted.push(o.clone()),
                (DkimResult::TempError(e), _) => {
                    temp.get_or_insert_with(|| DkimDelay::KeyLookup {
                        signer,
                        error: e.to_string(),
                    });
                }
                (r, _) => faults.push(SignatureFault::Invalid {
                    signer,
                    result: r.to_string(),
                }),
            }
        }
        if counted.is_empty() {
            if let Some(t) = temp {
                return Verdict::Unchecked(t);
            }
            if faults.is_empty() {
                return Verdict::Failed(DkimFailure::NoSignature);
            }
            return Verdict::Failed(DkimFailure::Signatures(faults));
        }
        let signers: Vec<String> = counted
            .iter()
            .filter_map(|o| o.signature().map(|s| s.d.clone()))
            .collect();
        let relaxed = signers
            .iter()
            .find(|d| relaxed_aligned(d, &domain))
            .map(|d| d.to_string());
        let spf = SpfOutput::default();
        let dmarc = self
            .authenticator
            .verify_dmarc(params(
                DmarcParameters::new(&message, &counted, &domain, &spf),
                cache,
            ))
            .await;
        if dmarc.dmarc_record().is_some() {
            // The domain says how aligned a signature must be.
            return match dmarc.dkim_result() {
                DmarcResult::Pass => Verdict::Verified {
                    signer: relaxed.unwrap_or_else(|| signers.join(", ")),
                },
                DmarcResult::TempError(e) => Verdict::Unchecked(DkimDelay::DmarcAlignment {
                    signers,
                    error: e.to_string(),
                }),
                _ => Verdict::Failed(DkimFailure::DmarcNotAligned { signers, domain }),
            };
        }
        match (relaxed, dmarc.dkim_result()) {
            (Some(signer), _) => Verdict::Verified { signer },
            (None, DmarcResult::TempError(e)) => Verdict::Unchecked(DkimDelay::DmarcPolicy {
                domain,
                error: e.to_string(),
            }),
            (None, _) => Verdict::Failed(DkimFailure::OtherSigners { signers, domain }),
        }
    }
}

#[cfg(test)]
pub mod testkit {
    //! Signing test mails with a key made at test time, and the DNS record that publishes it.

    use mail_auth::common::crypto::Ed25519Key;
    use mail_auth::common::headers::HeaderWriter;
    use mail_auth::dkim::DkimSigner;

    /// An Ed25519 key pair made now.
    pub struct TestKey {
        pub pkcs8: Vec<u8>,
        public: Vec<u8>,
    }

    impl TestKey {
        pub fn generate() -> TestKey {
            let pkcs8 = Ed25519Key::generate_pkcs8().expect("generate key");
            let public = Ed25519Key::from_pkcs8_der(&pkcs8)
                .expect("read key")
                .public_key();
            TestKey { pkcs8, public }
        }

        /// The TXT record of `selector._domainkey.domain`.
        pub fn dns_record(&self) -> String {
            format!("v=DKIM1; k=ed25519; p={}", base64(&self.public))
        }

        /// `raw` with a DKIM-Signature by `domain` prepended (signing From, To, Subject).
        pub fn sign(&self, raw: &[u8], domain: &str, selector: &str) -> Vec<u8> {
            let key = Ed25519Key::from_pkcs8_der(&self.pkcs8).expect("read key");
            let sig = DkimSigner::from_key(key)
                .domain(domain)
                .selector(selector)
                .headers(["From", "To", "Subject", "Message-ID"])
                .sign(raw)
                .expect("sign");
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
                if i <= chunk.len() {
                    s.push(A[((n >> (18 - 6 * i)) & 63) as usize] as char);
                } else {
                    s.push('=');
                }
            }
        }
        s
    }

    #[test]
    fn base64_known_values() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }
}

#[cfg(test)]
mod tests {
    use super::testkit::TestKey;
    use super::*;
    use mail_auth::common::crypto::Ed25519Key;
    use mail_auth::common::headers::HeaderWriter;
    use mail_auth::dkim::DkimSigner;

    const ALICE: &str = "alice@example.org";

    fn mail(from: &str, body: &str) -> Vec<u8> {
        format!(
            "From: Alice <{from}>\r\nTo: gm+tok@example.test\r\nSubject: orders\r\nMessage-ID: <m1@example.org>\r\n\r\n{body}\r\n"
        )
        .into_bytes()
    }

    fn verifier(key: &TestKey, extra: &[(&str, &str)]) -> DkimVerifier {
        let mut r = FixedRecords::new()
            .txt("sel._domainkey.example.org", &key.dns_record())
            .unwrap();
        for (n, v) in extra {
            r = r.txt(n, v).unwrap();
        }
        DkimVerifier::with_records(r).unwrap()
    }

    #[tokio::test]
    async fn valid_aligned_signature_is_verified() {
        let key = TestKey::generate();
        let v = verifier(&key, &[]);
        let raw = key.sign(&mail(ALICE, "LEADER Cornelius"), "example.org", "sel");
        assert_eq!(
            v.verify(&raw, ALICE).await,
            Verdict::Verified {
                signer: "example.org".into()
            }
        );
        assert!(v.fixed_lookups() > 0, "the key came from the fixed records");
    }

    #[tokio::test]
    async fn unsigned_mail_fails() {
        let key = TestKey::generate();
        let v = verifier(&key, &[]);
        let verdict = v.verify(&mail(ALICE, "LEADER Cornelius"), ALICE).await;
        assert_eq!(verdict, Verdict::Failed(DkimFailure::NoSignature));
    }

    #[tokio::test]
    async fn signature_by_another_domain_is_not_aligned() {
        let key = TestKey::generate();
        let v = verifier(
            &key,
            &[("sel._domainkey.forger.example", &key.dns_record())],
        );
        let raw = key.sign(&mail(ALICE, "LEADER Cornelius"), "forger.example", "sel");
        let verdict = v.verify(&raw, ALICE).await;
        match verdict {
            Verdict::Failed(DkimFailure::OtherSigners { signers, domain }) => {
                assert_eq!(
                    (signers, domain.as_str()),
                    (vec!["forger.example".to_string()], "example.org")
                )
            }
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn body_altered_after_signing_fails() {
        let key = TestKey::generate();
        let v = verifier(&key, &[]);
        let raw = key.sign(&mail(ALICE, "LEADER Cornelius"), "example.org", "sel");
        let text = String::from_utf8(raw).unwrap();
        let forged = text.replace("LEADER Cornelius", "LEADER Fabius");
        assert_ne!(forged, text);
        let verdict = v.verify(forged.as_bytes(), ALICE).await;
        match verdict {
            Verdict::Failed(DkimFailure::Signatures(f)) => assert!(
                matches!(&f[..], [SignatureFault::Invalid { result, .. }] if result.contains("body hash")),
                "{f:?}"
            ),
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn wrong_key_fails() {
        let key = TestKey::generate();
        let other = TestKey::generate();
        let v = verifier(&key, &[]);
        let raw = other.sign(&mail(ALICE, "LEADER Cornelius"), "example.org", "sel");
        match v.verify(&raw, ALICE).await {
            Verdict::Failed(DkimFailure::Signatures(f)) => assert!(
                matches!(&f[..], [SignatureFault::Invalid { result, .. }] if result.contains("fail")),
                "{f:?}"
            ),
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn unknown_selector_fails() {
        let key = TestKey::generate();
        let v = verifier(&key, &[]);
        let raw = key.sign(&mail(ALICE, "x"), "example.org", "nosuch");
        match v.verify(&raw, ALICE).await {
            Verdict::Failed(DkimFailure::Signatures(f)) => assert!(
                matches!(&f[..], [SignatureFault::Invalid { result, .. }] if result.contains("record not found")),
                "{f:?}"
            ),
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn parent_domain_signature_aligns_without_dmarc() {
        let key = TestKey::generate();
        let v = verifier(&key, &[]);
        let from = "alice@mail.example.org";
        let raw = key.sign(&mail(from, "x"), "example.org", "sel");
        assert_eq!(
            v.verify(&raw, from).await,
            Verdict::Verified {
                signer: "example.org".into()
            }
        );
    }

    #[tokio::test]
    async fn strict_dmarc_policy_is_honoured() {
        let key = TestKey::generate();
        let v = verifier(
            &key,
            &[("_dmarc.mail.example.org", "v=DMARC1; p=reject; adkim=s")],
        );
        let from = "alice@mail.example.org";
        let raw = key.sign(&mail(from, "x"), "example.org", "sel");
        let verdict = v.verify(&raw, from).await;
        match verdict {
            Verdict::Failed(DkimFailure::DmarcNotAligned { signers, domain }) => {
                assert_eq!(
                    (signers, domain.as_str()),
                    (vec!["example.org".to_string()], "mail.example.org")
                )
            }
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn relaxed_dmarc_policy_passes() {
        let key = TestKey::generate();
        let v = verifier(&key, &[("_dmarc.example.org", "v=DMARC1; p=reject")]);
        let raw = key.sign(&mail(ALICE, "x"), "example.org", "sel");
        assert_eq!(
            v.verify(&raw, ALICE).await,
            Verdict::Verified {
                signer: "example.org".into()
            }
        );
    }

    #[tokio::test]
    async fn partial_body_signature_does_not_count() {
        let key = TestKey::generate();
        let v = verifier(&key, &[]);
        let sk = Ed25519Key::from_pkcs8_der(&key.pkcs8).unwrap();
        let raw = mail(ALICE, "LEADER Cornelius");
        let sig = DkimSigner::from_key(sk)
            .domain("example.org")
            .selector("sel")
            .headers(["From", "To", "Subject"])
            .body_length(true)
            .sign(&raw)
            .unwrap();
        let mut signed = sig.to_header().into_bytes();
        signed.extend_from_slice(&raw);
        signed.extend_from_slice(b"LEADER Fabius\r\n");
        match v.verify(&signed, ALICE).await {
            // mail-auth itself refuses an `l=` tag before our own check sees it.
            Verdict::Failed(DkimFailure::Signatures(f)) => assert!(
                matches!(&f[..], [SignatureFault::Invalid { result, .. }] if result.contains("'l='")),
                "{f:?}"
            ),
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn second_from_header_fails() {
        let key = TestKey::generate();
        let v = verifier(&key, &[]);
        let mut raw = b"From: mallory@evil.example\r\n".to_vec();
        raw.extend(key.sign(&mail(ALICE, "x"), "example.org", "sel"));
        let verdict = v.verify(&raw, ALICE).await;
        match verdict {
            Verdict::Failed(DkimFailure::NotOnlyThePlayer { named, .. }) => {
                assert!(named.iter().any(|n| n.contains("mallory")), "{named:?}")
            }
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn dns_failure_is_unchecked() {
        let key = TestKey::generate();
        let v = DkimVerifier::with_records(
            FixedRecords::new().temp_failure("sel._domainkey.example.org"),
        )
        .unwrap();
        let raw = key.sign(&mail(ALICE, "x"), "example.org", "sel");
        match v.verify(&raw, ALICE).await {
            Verdict::Unchecked(DkimDelay::KeyLookup { signer, error }) => {
                assert_eq!(signer, "example.org");
                assert!(error.contains("server failure"), "{error}")
            }
            other => panic!("expected unchecked, got {other:?}"),
        }
    }

    #[test]
    fn relaxed_alignment() {
        assert!(relaxed_aligned("example.org", "example.org"));
        assert!(relaxed_aligned("Example.ORG.", "example.org"));
        assert!(relaxed_aligned("example.org", "mail.example.org"));
        assert!(relaxed_aligned("mail.example.org", "example.org"));
        assert!(!relaxed_aligned("a.example.org", "b.example.org"));
        assert!(!relaxed_aligned("org", "example.org"));
        assert!(!relaxed_aligned("badexample.org", "example.org"));
        assert!(!relaxed_aligned("", "example.org"));
    }

    #[test]
    fn modes_and_precedence() {
        assert_eq!("Require".parse::<DkimMode>().unwrap(), DkimMode::Require);
        assert_eq!("off".parse::<DkimMode>().unwrap(), DkimMode::Off);
        assert!("strict".parse::<DkimMode>().is_err());
        use DkimMode::*;
        assert_eq!(effective_mode(Off, None, None), Off);
        assert_eq!(effective_mode(Prefer, None, None), Prefer);
        assert_eq!(effective_mode(Prefer, Some(Require), None), Require);
        assert_eq!(effective_mode(Require, Some(Require), Some(Off)), Off);
    }

    #[test]
    fn bad_records_are_named() {
        let err = FixedRecords::new()
            .txt("_dmarc.example.org", "not a dmarc record")
            .err()
            .unwrap();
        assert!(err.to_string().contains("_dmarc.example.org"), "{err}");
        assert!(FixedRecords::new().txt("example.org", "v=spf1").is_err());
    }
}
