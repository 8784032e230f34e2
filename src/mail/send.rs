//! Outgoing mail: building the message ([`build_message`]) and handing it to SMTP
//! ([`SmtpSink`], lettre) or to per-recipient Maildirs ([`MaildirSink`]).
//!
//! Every mail carries the stable Message-ID chosen by the caller (the outbox row), so a resend
//! after a crash is recognisable as the same mail.

use std::error::Error as StdError;
use std::fmt;
use std::time::Duration;

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use tracing::{Instrument, debug, info_span, warn};

use super::maildir::MaildirSink;
use super::{MailError, Security};

const SMTP_TIMEOUT: Duration = Duration::from_secs(60);

/// One mail to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    /// Without `<>`; stable, chosen by the caller (e.g. `outbox-123.game-7@rorgm.example`).
    pub message_id: String,
    /// `gm@example.test` or `Rome GM <gm@example.test>`.
    pub from: String,
    pub to: String,
    pub reply_to: Option<String>,
    pub subject: String,
    /// Plain text, UTF-8; `\n` line ends are fine.
    pub body: String,
    /// The Message-ID (without `<>`) this mail answers: sets In-Reply-To and References.
    pub in_reply_to: Option<String>,
    /// Sets `Auto-Submitted: auto-replied` (RFC 3834), for answers to players' mails.
    pub auto_submitted: bool,
}

/// Why a mail was not sent: retry later, or give up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// Temporary (4xx, connection, timeout, local I/O): retry with backoff.
    #[error("temporary send failure (will retry): {0}")]
    Transient(String),
    /// Permanent (5xx, bad address, malformed mail): retrying will not help.
    #[error("permanent send failure: {0}")]
    Permanent(String),
}

impl SendError {
    pub fn is_transient(&self) -> bool {
        matches!(self, SendError::Transient(_))
    }
    pub fn is_permanent(&self) -> bool {
        matches!(self, SendError::Permanent(_))
    }
}

fn mailbox(field: &str, value: &str) -> Result<Mailbox, SendError> {
    value
        .trim()
        .parse::<Mailbox>()
        .map_err(|e| SendError::Permanent(format!("bad {field} address {value:?}: {e}")))
}

/// A Message-ID usable inside `<>`: no whitespace, controls or angle brackets.
fn msg_id(field: &str, id: &str) -> Result<String, SendError> {
    let id = id.trim().trim_start_matches('<').trim_end_matches('>');
    if id.is_empty()
        || id
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '<' || c == '>' || !c.is_ascii())
    {
        return Err(SendError::Permanent(format!("bad {field} {id:?}")));
    }
    Ok(format!("<{id}>"))
}

/// Build the RFC 5322 message: text/plain UTF-8, `Message-ID: <message_id>`, Date, optional
/// Reply-To, In-Reply-To + References, and `Auto-Submitted: auto-replied` when asked.
pub fn build_message(m: &OutgoingMail) -> Result<Message, SendError> {
    let mut b = Message::builder()
        .message_id(Some(msg_id("Message-ID", &m.message_id)?))
        .from(mailbox("From", &m.from)?)
        .to(mailbox("To", &m.to)?)
        .subject(m.subject.replace(['\r', '\n'], " "))
        .date_now()
        .header(ContentType::TEXT_PLAIN);
    if let Some(r) = &m.reply_to {
        b = b.reply_to(mailbox("Reply-To", r)?);
    }
    if let Some(parent) = &m.in_reply_to {
        let parent = msg_id("In-Reply-To", parent)?;
        b = b.in_reply_to(parent.clone()).references(parent);
    }
    if m.auto_submitted {
        b = b.raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Auto-Submitted"),
            "auto-replied".to_string(),
        ));
    }
    b.body(m.body.clone())
        .map_err(|e| SendError::Permanent(format!("cannot build the mail: {e}")))
}

/// How to reach the SMTP server.
#[derive(Clone, PartialEq, Eq)]
pub struct SmtpConfig {
    pub host: String,
    pub port: u16,
    pub security: Security,
    pub user: Option<String>,
    pub password: Option<String>,
    /// The name sent with EHLO (default: this machine's host name).
    pub helo_name: Option<String>,
}

impl SmtpConfig {
    pub fn server(&self) -> String {
        format!("{}:{}", self.host, self.port)
    }
}

impl fmt::Debug for SmtpConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmtpConfig")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("security", &self.security)
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| "<redacted>"))
            .field("helo_name", &self.helo_name)
            .finish()
    }
}

/// Sends through an SMTP server (connection pool, TLS by rustls with the ring provider).
#[derive(Clone)]
pub struct SmtpSink {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    server: String,
}

impl fmt::Debug for SmtpSink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmtpSink")
            .field("server", &self.server)
            .finish()
    }
}

impl SmtpSink {
    /// Prepare the transport (no connection is made yet). Must be called inside a Tokio
    /// runtime, and the sink dropped inside one: lettre's connection pool spawns tasks when it
    /// is created and dropped.
    pub fn new(cfg: &SmtpConfig) -> Result<Self, MailError> {
        if tokio::runtime::Handle::try_current().is_err() {
            return Err(MailError::Config(
                "SmtpSink::new must be called inside a Tokio runtime".into(),
            ));
        }
        let server = cfg.server();
        let tls_params = || {
            TlsParameters::builder(cfg.host.clone())
                .build_rustls()
                .map_err(|e| MailError::Tls {
                    server: server.clone(),
                    reason: error_chain(&e),
                })
        };
        let tls = match cfg.security {
            Security::None => Tls::None,
            Security::StartTls => Tls::Required(tls_params()?),
            Security::Tls => Tls::Wrapper(tls_params()?),
        };
        let mut b = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(cfg.host.as_str())
            .port(cfg.port)
            .timeout(Some(SMTP_TIMEOUT))
            .tls(tls);
        match (&cfg.user, &cfg.password) {
            (Some(u), Some(p)) => b = b.credentials(Credentials::new(u.clone(), p.clone())),
            (None, None) => {}
            _ => {
                return Err(MailError::Config(
                    "SMTP user and password must be given together".into(),
                ));
            }
        }
        if let Some(h) = &cfg.helo_name {
            b = b.hello_name(ClientId::Domain(h.clone()));
        }
        Ok(SmtpSink {
            transport: b.build(),
            server,
        })
    }

    pub async fn send(&self, m: &OutgoingMail) -> Result<(), SendError> {
        let msg = build_message(m)?;
        let span = info_span!("smtp_send", message_id = %m.message_id, to = %m.to);
        async {
            match self.transport.send(msg).await {
                Ok(resp) => {
                    debug!(server = %self.server, code = %resp.code(), "sent");
                    Ok(())
                }
                Err(e) => {
                    let err = classify(&e);
                    warn!(server = %self.server, error = %err, "send failed");
                    Err(err)
                }
            }
        }
        .instrument(span)
        .await
    }
}

fn classify(e: &lettre::transport::smtp::Error) -> SendError {
    let text = error_chain(e);
    if e.is_permanent() || e.is_client() {
        SendError::Permanent(text)
    } else {
        SendError::Transient(text)
    }
}

/// lettre reports a failed STARTTLS handshake as a connection error: look for rustls in the chain.
fn is_tls_failure(e: &(dyn StdError + 'static)) -> bool {
    let mut cur: Option<&(dyn StdError + 'static)> = Some(e);
    while let Some(err) = cur {
        if err.downcast_ref::<rustls::Error>().is_some() {
            return true;
        }
        if let Some(io) = err.downcast_ref::<std::io::Error>()
            && io
                .get_ref()
                .is_some_and(|inner| inner.downcast_ref::<rustls::Error>().is_some())
        {
            return true;
        }
        cur = err.source();
    }
    let text = error_chain(e).to_ascii_lowercase();
    text.contains("certificate") || text.contains("handshake")
}

fn error_chain(e: &dyn StdError) -> String {
    let mut s = e.to_string();
    let mut src = e.source();
    while let Some(inner) = src {
        let t = inner.to_string();
        if !s.contains(&t) {
            s.push_str(": ");
            s.push_str(&t);
        }
        src = inner.source();
    }
    s
}

/// Where outgoing mail goes.
#[derive(Debug, Clone)]
pub enum MailSink {
    Smtp(SmtpSink),
    Maildir(MaildirSink),
}

impl MailSink {
    pub async fn send(&self, m: &OutgoingMail) -> Result<(), SendError> {
        match self {
            MailSink::Smtp(s) => s.send(m).await,
            MailSink::Maildir(s) => s.send(m).await,
        }
    }
}

/// Connect, EHLO (and STARTTLS / AUTH as configured), NOOP; a one-line summary, or an error
/// naming the step that failed.
pub async fn check_smtp(cfg: &SmtpConfig) -> Result<String, MailError> {
    let sink = SmtpSink::new(cfg)?;
    let server = cfg.server();
    match sink.transport.test_connection().await {
        Ok(true) => Ok(format!(
            "SMTP {server} ({}): connected, EHLO accepted{}",
            cfg.security,
            match &cfg.user {
                Some(u) => format!(", logged in as {u}"),
                None => String::new(),
            }
        )),
        Ok(false) => Err(MailError::Smtp {
            server,
            step: "NOOP",
            reason: "the server did not answer NOOP".into(),
        }),
        Err(e) => {
            let reason = error_chain(&e);
            let code = e.status().map(|c| c.to_string()).unwrap_or_default();
            Err(if e.is_tls() || is_tls_failure(&e) {
                MailError::Tls { server, reason }
            } else if e.is_timeout() {
                MailError::Timeout {
                    step: "SMTP connect",
                    secs: SMTP_TIMEOUT.as_secs(),
                }
            } else if cfg.user.is_some() && ["530", "534", "535", "538"].contains(&code.as_str()) {
                MailError::Login {
                    server,
                    user: cfg.user.clone().unwrap_or_default(),
                    reason,
                }
            } else if e.is_permanent() || e.is_transient() || e.is_response() {
                MailError::Smtp {
                    server,
                    step: "greeting/EHLO",
                    reason,
                }
            } else {
                MailError::Connect { server, reason }
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mail() -> OutgoingMail {
        OutgoingMail {
            message_id: "out-1.game-7@rorgm.test".into(),
            from: "Rome GM <gm@example.test>".into(),
            to: "alice@example.test".into(),
            reply_to: Some("gm+tok@example.test".into()),
            subject: "[g7] Call for orders — Forum".into(),
            body: "INCOME 7 TO FACTION\nÆdiles, café\n".into(),
            in_reply_to: Some("<player-1@mua.test>".into()),
            auto_submitted: true,
        }
    }

    #[test]
    fn builds_headers() {
        let msg = build_message(&mail());
        assert!(msg.is_ok(), "{:?}", msg.err());
        let Ok(msg) = msg else { return };
        let raw = String::from_utf8_lossy(&msg.formatted()).into_owned();
        assert!(
            raw.contains("Message-ID: <out-1.game-7@rorgm.test>"),
            "{raw}"
        );
        assert!(raw.contains("In-Reply-To: <player-1@mua.test>"), "{raw}");
        assert!(raw.contains("References: <player-1@mua.test>"), "{raw}");
        assert!(raw.contains("Reply-To: gm+tok@example.test"), "{raw}");
        assert!(raw.contains("Auto-Submitted: auto-replied"), "{raw}");
        assert!(
            raw.contains("Content-Type: text/plain; charset=utf-8"),
            "{raw}"
        );
        assert!(raw.contains("Date: "), "{raw}");
        // And it reads back.
        let back = crate::mail::parse_mail(&msg.formatted());
        assert!(back.is_ok(), "{:?}", back.err());
        let Ok(back) = back else { return };
        assert_eq!(back.message_id.as_deref(), Some("out-1.game-7@rorgm.test"));
        assert_eq!(back.in_reply_to.as_deref(), Some("player-1@mua.test"));
        assert_eq!(back.subject, "[g7] Call for orders — Forum");
        assert!(back.text.contains("Ædiles, café"), "{:?}", back.text);
        assert!(matches!(
            back.auto,
            Some(crate::mail::AutoKind::AutoReply(_))
        ));
    }

    #[test]
    fn no_auto_submitted_unless_asked() {
        let mut m = mail();
        m.auto_submitted = false;
        m.in_reply_to = None;
        m.reply_to = None;
        let raw = build_message(&m).map(|m| m.formatted()).unwrap_or_default();
        let raw = String::from_utf8_lossy(&raw);
        assert!(!raw.contains("Auto-Submitted"));
        assert!(!raw.contains("In-Reply-To"));
        assert!(!raw.contains("Reply-To"));
    }

    #[test]
    fn bad_input_is_permanent() {
        let mut m = mail();
        m.to = "not an address".into();
        assert!(matches!(build_message(&m), Err(SendError::Permanent(_))));
        let mut m = mail();
        m.message_id = "has space@x".into();
        assert!(matches!(build_message(&m), Err(SendError::Permanent(_))));
        let mut m = mail();
        m.message_id = String::new();
        assert!(matches!(build_message(&m), Err(SendError::Permanent(_))));
    }

    #[test]
    fn subject_newlines_cannot_inject_headers() {
        let mut m = mail();
        m.subject = "hi\r\nBcc: evil@x.test".into();
        let raw = build_message(&m).map(|m| m.formatted()).unwrap_or_default();
        let raw = String::from_utf8_lossy(&raw);
        assert!(!raw.contains("\r\nBcc:"), "{raw}");
    }

    #[test]
    fn smtp_sink_outside_a_runtime_is_an_error_not_a_panic() {
        let cfg = SmtpConfig {
            host: "127.0.0.1".into(),
            port: 2525,
            security: Security::None,
            user: None,
            password: None,
            helo_name: None,
        };
        assert!(matches!(SmtpSink::new(&cfg), Err(MailError::Config(_))));
    }

    #[tokio::test]
    async fn smtp_config_checks() {
        let cfg = SmtpConfig {
            host: "127.0.0.1".into(),
            port: 2525,
            security: Security::None,
            user: Some("u".into()),
            password: None,
            helo_name: None,
        };
        assert!(matches!(SmtpSink::new(&cfg), Err(MailError::Config(_))));
        let cfg = SmtpConfig {
            password: Some("secret".into()),
            ..cfg
        };
        assert!(!format!("{cfg:?}").contains("secret"));
        assert!(SmtpSink::new(&cfg).is_ok());
    }
}
