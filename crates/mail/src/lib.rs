//! Mail transport: IMAP and Maildir intake, SMTP and Maildir sending, inbound mail parsing.
//!
//! Intake is exactly-once with the store's help: a [`MailSource`] hands out [`RawMessage`]s with
//! a stable [`SourceKey`] and marks one processed only when the caller says so, after it has
//! committed what the mail caused (DESIGN.md "Mail"). Nothing is ever deleted here.
//!
//! - [`inbound`]: parse one raw message ([`parse_mail`]), plus-address tokens.
//! - [`prescan`]: a linear count of the parts a raw mail declares, before it is parsed.
//! - [`auth`]: DKIM/DMARC checks of a player's mail ([`auth::DkimVerifier`], [`auth::DkimMode`]).
//! - [`imap`]: [`ImapSource`] (LOGIN, SELECT, UID SEARCH/FETCH/STORE, IDLE with polling fallback).
//! - [`maildir`]: [`MaildirSource`] (new/ → cur/) and [`MaildirSink`] (one Maildir per recipient).
//! - [`send`]: [`OutgoingMail`], [`build_message`], [`SmtpSink`], [`MailSink`].
//! - [`tls`]: [`Security`], the one rustls configuration (ring, webpki roots).
//! - [`copy`]: the referee's own copy of every mail it sends ([`MailCopy`], issue 22 point 6).

pub mod auth;
pub mod copy;
pub mod imap;
pub mod inbound;
pub mod maildir;
pub mod pass_over;
pub mod prescan;
pub mod send;
pub mod tls;

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

pub use copy::MailCopy;
pub use imap::{ImapConfig, ImapSource, check_imap, find_copies};
pub use inbound::{
    AutoKind, InboundError, InboundMail, MAX_MAIL_BYTES, MAX_MIME_DEPTH, parse_headers_only,
    parse_mail, plus_address, plus_token,
};
pub use mail_facts::{DkimDelay, DkimFailure, ParseFailure, SenderProblem, SignatureFault};
pub use maildir::{MaildirSink, MaildirSource};
pub use send::{
    Attachment, MailSink, OutgoingMail, SendError, SmtpConfig, SmtpSink, build_message, check_smtp,
};
pub use tls::Security;

/// Everything that can go wrong in mail transport; each variant names the step that failed.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("mail configuration: {0}")]
    Config(String),
    #[error("connect to {server} failed: {reason}")]
    Connect { server: String, reason: String },
    #[error("TLS with {server} failed: {reason}")]
    Tls { server: String, reason: String },
    #[error("bad greeting from {server}: {reason}")]
    Greeting { server: String, reason: String },
    #[error("login as {user:?} on {server} failed: {reason}")]
    Login {
        server: String,
        user: String,
        reason: String,
    },
    #[error("select mailbox {mailbox:?} failed: {reason}")]
    Select { mailbox: String, reason: String },
    #[error("IMAP {step} failed: {reason}")]
    Imap { step: &'static str, reason: String },
    #[error("connection lost during {step}: {reason}")]
    ConnectionLost { step: &'static str, reason: String },
    #[error("{step} timed out after {secs} s")]
    Timeout { step: &'static str, secs: u64 },
    #[error(
        "mailbox UIDVALIDITY changed from {expected} to {found}: keys of the old mailbox no longer name the same messages"
    )]
    UidValidityChanged { expected: u32, found: u32 },
    #[error("SMTP {step} with {server} failed: {reason}")]
    Smtp {
        server: String,
        step: &'static str,
        reason: String,
    },
    #[error("maildir {op} {path}: {source}")]
    Maildir {
        op: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("source key {key} does not belong to this {source_kind} source")]
    WrongKey {
        key: String,
        source_kind: &'static str,
    },
}

impl MailError {
    /// True if the connection is gone or unusable, so reconnecting may help.
    pub fn is_connection(&self) -> bool {
        matches!(
            self,
            MailError::Connect { .. }
                | MailError::ConnectionLost { .. }
                | MailError::Timeout { .. }
                | MailError::Greeting { .. }
                | MailError::Tls { .. }
        )
    }

    pub fn maildir(op: &'static str, path: impl Into<PathBuf>, e: std::io::Error) -> Self {
        MailError::Maildir {
            op,
            path: path.into(),
            source: e,
        }
    }
}

/// Where a raw message came from; stable across restarts, so it can be recorded with what the
/// message caused. Display / FromStr: `imap:<uidvalidity>:<uid>`, `maildir:<file>` or
/// `deliver:<sha256>`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SourceKey {
    Imap {
        uidvalidity: u32,
        uid: u32,
    },
    Maildir {
        file: String,
    },
    /// A mail handed to `rorgm deliver` on standard input, named by the SHA-256 of its bytes
    /// (hex): the same mail delivered twice (a retried pipe delivery) has the same key.
    Delivered {
        sha256: String,
    },
}

impl SourceKey {
    /// The key of a mail delivered on standard input: the SHA-256 of its bytes.
    pub fn delivered(bytes: &[u8]) -> SourceKey {
        use sha2::{Digest, Sha256};
        SourceKey::Delivered {
            sha256: hex::encode(Sha256::digest(bytes)),
        }
    }
}

impl fmt::Display for SourceKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceKey::Imap { uidvalidity, uid } => write!(f, "imap:{uidvalidity}:{uid}"),
            SourceKey::Maildir { file } => write!(f, "maildir:{file}"),
            SourceKey::Delivered { sha256 } => write!(f, "deliver:{sha256}"),
        }
    }
}

impl FromStr for SourceKey {
    type Err = MailError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || MailError::Config(format!("not a mail source key: {s:?}"));
        if let Some(rest) = s.strip_prefix("imap:") {
            let (v, u) = rest.split_once(':').ok_or_else(bad)?;
            Ok(SourceKey::Imap {
                uidvalidity: v.parse().map_err(|_| bad())?,
                uid: u.parse().map_err(|_| bad())?,
            })
        } else if let Some(file) = s.strip_prefix("maildir:") {
            if file.is_empty() {
                return Err(bad());
            }
            Ok(SourceKey::Maildir {
                file: file.to_string(),
            })
        } else if let Some(h) = s.strip_prefix("deliver:") {
            if h.len() != 64 || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(bad());
            }
            Ok(SourceKey::Delivered {
                sha256: h.to_ascii_lowercase(),
            })
        } else {
            Err(bad())
        }
    }
}

/// One message as delivered, not yet parsed. Mails larger than [`MAX_MAIL_BYTES`] are cut to
/// `MAX_MAIL_BYTES + 1` bytes (so [`parse_mail`] reports them as too large without holding them
/// in memory; [`parse_headers_only`] still reads their sender).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawMessage {
    pub key: SourceKey,
    pub bytes: Vec<u8>,
}

/// The most messages one `fetch_new` call returns; the rest come with the next call.
pub const FETCH_BATCH: usize = 50;
/// About the most bytes one `fetch_new` call returns (at least one message is always returned).
pub const FETCH_BATCH_BYTES: usize = 32 * 1024 * 1024;

/// A mailbox to read orders from.
pub enum MailSource {
    Imap(ImapSource),
    Maildir(MaildirSource),
}

impl MailSource {
    /// Messages not yet marked processed, oldest first (at most [`FETCH_BATCH`] per call).
    /// Nothing is changed on the server: the same messages come again until marked.
    pub async fn fetch_new(&mut self) -> Result<Vec<RawMessage>, MailError> {
        match self {
            MailSource::Imap(s) => s.fetch_new().await,
            MailSource::Maildir(s) => s.fetch_new().await,
        }
    }

    /// Mark one message processed (IMAP: `\Seen` and `$rorgm-done`; Maildir: new/ → cur/ with
    /// `:2,S`). Call it only after committing what the message caused. Idempotent.
    pub async fn mark_processed(&mut self, key: &SourceKey) -> Result<(), MailError> {
        match self {
            MailSource::Imap(s) => s.mark_processed(key).await,
            MailSource::Maildir(s) => s.mark_processed(key).await,
        }
    }

    /// Mark several messages processed at once (IMAP: one `UID STORE` for the set). Call it
    /// only after committing what each message caused. Idempotent.
    pub async fn mark_processed_many(&mut self, keys: &[SourceKey]) -> Result<(), MailError> {
        match self {
            MailSource::Imap(s) => s.mark_processed_many(keys).await,
            MailSource::Maildir(s) => {
                for key in keys {
                    s.mark_processed(key).await?;
                }
                Ok(())
            }
        }
    }

    /// Issue 26: these mails are another referee's for now (their game is not this referee's):
    /// `fetch_new` does not offer them again for [`pass_over::PASS_OVER`], so that the mails
    /// behind them are reached.
    pub fn pass_over(&mut self, keys: &[SourceKey]) {
        let now = std::time::Instant::now();
        let passed = match self {
            MailSource::Imap(s) => &mut s.passed_over,
            MailSource::Maildir(s) => &mut s.passed_over,
        };
        for key in keys {
            passed.add(key.clone(), now);
        }
    }

    /// Wait until a new message may have arrived, or `max` has passed. A spurious early return
    /// is possible (the caller just fetches and finds nothing).
    pub async fn wait_for_new(&mut self, max: Duration) -> Result<(), MailError> {
        match self {
            MailSource::Imap(s) => s.wait_for_new(max).await,
            MailSource::Maildir(s) => s.wait_for_new(max).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_key_round_trips() {
        let keys = [
            SourceKey::Imap {
                uidvalidity: 1700000000,
                uid: 42,
            },
            SourceKey::Maildir {
                file: "1700000000.M1P2.host:2,".into(),
            },
            SourceKey::delivered(b"From: a@b\r\n\r\nhi\r\n"),
        ];
        for k in keys {
            let s = k.to_string();
            assert_eq!(s.parse::<SourceKey>().ok(), Some(k));
        }
        assert_eq!(
            SourceKey::Imap {
                uidvalidity: 7,
                uid: 9
            }
            .to_string(),
            "imap:7:9"
        );
        assert!("imap:x:1".parse::<SourceKey>().is_err());
        assert!("pop:1".parse::<SourceKey>().is_err());
        assert!("maildir:".parse::<SourceKey>().is_err());
        assert!("deliver:abc".parse::<SourceKey>().is_err());
        assert_eq!(SourceKey::delivered(b"x"), SourceKey::delivered(b"x"));
        assert_ne!(SourceKey::delivered(b"x"), SourceKey::delivered(b"y"));
    }
}
