//! Outgoing mail: building the message ([`build_message`]) and handing it to SMTP
//! ([`SmtpSink`], lettre) or to per-recipient Maildirs ([`MaildirSink`]).
//!
//! Every mail carries the stable Message-ID chosen by the caller (the outbox row), so a resend
//! after a crash is recognisable as the same mail.

use std::error::Error as StdError;
use std::fmt;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use lettre::message::header::{ContentDisposition, ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message, MultiPart, SinglePart};
use lettre::transport::smtp::authentication::{Credentials, DEFAULT_MECHANISMS};
use lettre::transport::smtp::client::{AsyncSmtpConnection, AsyncTokioStream, Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::{AsyncSmtpTransport, Tokio1Executor};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tracing::{Instrument, debug, info_span, warn};

use super::copy::MailCopy;
use super::maildir::MaildirSink;
use super::tls::{MaybeTlsStream, connect_tls};
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
    /// Issue 25 §3: files shown inline after the text (the board picture); none: a plain
    /// text/plain mail.
    pub attachments: Vec<Attachment>,
}

/// Issue 25 §3: a file a mail carries, shown inline by mail clients.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    /// `image/png`.
    pub content_type: String,
    pub data: Vec<u8>,
}

/// Why a mail was not sent: retry later, or give up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// Temporary, about this mail (a 4xx answer, local I/O): retry it with backoff.
    #[error("temporary send failure (will retry): {0}")]
    Transient(String),
    /// The server could not be reached or the connection broke (connect, TLS, timeout, network):
    /// nothing is wrong with the mail; retry when the server is back.
    #[error("mail server unreachable (will retry): {0}")]
    Unreachable(String),
    /// Permanent (5xx, bad address, malformed mail): retrying will not help.
    #[error("permanent send failure: {0}")]
    Permanent(String),
}

impl SendError {
    /// Worth retrying later (a 4xx answer or an unreachable server).
    pub fn is_transient(&self) -> bool {
        matches!(self, SendError::Transient(_) | SendError::Unreachable(_))
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

/// Issue 22: whether lettre can send to / from this address (`check-config`, `game new`), so
/// that a bad address is refused when it is entered, not when its first mail is refused for
/// good. The error says why.
pub fn sendable_address(value: &str) -> Result<(), String> {
    if value.chars().any(char::is_control) {
        return Err(format!("{value:?} holds a line break or control character"));
    }
    value
        .trim()
        .parse::<lettre::Address>()
        .map(|_| ())
        .map_err(|e| format!("{value:?} is not an address lettre can send to: {e}"))
}

/// Issue 22: whether this display name can stand in a From header as the sender writes it
/// (`"Name" <address>`, quotes and backslashes dropped): no line breaks or control characters.
pub fn sendable_name(name: &str) -> Result<(), String> {
    if name.chars().any(char::is_control) {
        return Err(format!("{name:?} holds a line break or control character"));
    }
    let cleaned = name.replace(['"', '\\'], "");
    format!("\"{cleaned}\" <gm@example.test>")
        .parse::<Mailbox>()
        .map(|_| ())
        .map_err(|e| format!("{name:?} cannot stand in a From header: {e}"))
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
    build_message_copied(m, None)
}

/// [`build_message`], and (issue 22, point 6) the header that marks the referee's own copy
/// ([`crate::copy::COPY_HEADER`]) when the mail goes out with one.
pub fn build_message_copied(
    m: &OutgoingMail,
    copy: Option<&MailCopy>,
) -> Result<Message, SendError> {
    let mut b = Message::builder()
        .message_id(Some(msg_id("Message-ID", &m.message_id)?))
        .from(mailbox("From", &m.from)?)
        .to(mailbox("To", &m.to)?)
        .subject(m.subject.replace(['\r', '\n'], " "))
        .date_now();
    if let Some(r) = &m.reply_to {
        b = b.reply_to(mailbox("Reply-To", r)?);
    }
    if let Some(parent) = &m.in_reply_to {
        let parent = msg_id("In-Reply-To", parent)?;
        b = b.in_reply_to(parent.clone()).references(parent);
    }
    if let Some(c) = copy {
        b = b.raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str(crate::copy::COPY_HEADER),
            c.tag.replace(['\r', '\n'], ""),
        ));
    }
    if m.auto_submitted {
        b = b.raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Auto-Submitted"),
            "auto-replied".to_string(),
        ));
    }
    let built = if m.attachments.is_empty() {
        b.header(ContentType::TEXT_PLAIN).body(m.body.clone())
    } else {
        // Issue 25 §3: multipart/mixed, the text first, then each file with
        // `Content-Disposition: inline` (mail clients show an inline image after the text;
        // multipart/related would need an HTML part to place it).
        let mut parts = MultiPart::mixed().singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_PLAIN)
                .body(m.body.clone()),
        );
        for a in &m.attachments {
            let name = a.filename.replace(['"', '\\', '\r', '\n'], "");
            let ct = ContentType::parse(&a.content_type).map_err(|e| {
                SendError::Permanent(format!("bad attachment type {:?}: {e}", a.content_type))
            })?;
            parts = parts.singlepart(
                SinglePart::builder()
                    .header(ct)
                    .header(ContentDisposition::inline_with_name(&name))
                    .body(a.data.clone()),
            );
        }
        b.multipart(parts)
    };
    built.map_err(|e| SendError::Permanent(format!("cannot build the mail: {e}")))
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

/// Sends through an SMTP server: its own small connection pool (several mails in flight at
/// once, one per connection), TLS by rustls with the ring provider, and `TCP_NODELAY` on every
/// connection.
///
/// Why not lettre's own pool: lettre connects the TCP socket itself and leaves Nagle's algorithm
/// on, and it writes a mail's body and its end marker (`.`) as two writes. With Nagle the second
/// small write waits for the server's delayed ACK of the first, about 40 ms per mail. Here the
/// socket is connected by us (with `TCP_NODELAY`) and handed to lettre's
/// `AsyncSmtpConnection::connect_with_transport`, which speaks the protocol as before.
#[derive(Clone)]
pub struct SmtpSink {
    pool: Arc<SmtpPool>,
}

struct SmtpPool {
    cfg: SmtpConfig,
    hello: ClientId,
    /// For STARTTLS (lettre upgrades the connection).
    tls_params: Option<TlsParameters>,
    credentials: Option<Credentials>,
    idle: std::sync::Mutex<Vec<(AsyncSmtpConnection, Instant)>>,
}

/// An idle connection older than this is checked with NOOP before it is used again.
const IDLE_CHECK_AFTER: Duration = Duration::from_secs(5);
/// An idle connection older than this is closed instead of being used again.
const IDLE_MAX: Duration = Duration::from_secs(60);
/// Idle connections kept at most.
const IDLE_KEEP: usize = 16;

/// The socket handed to lettre: plain TCP or implicit TLS, with `TCP_NODELAY` set.
struct SmtpStream(MaybeTlsStream);

impl fmt::Debug for SmtpStream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("SmtpStream").field(&self.0).finish()
    }
}

impl AsyncRead for SmtpStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for SmtpStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

impl AsyncTokioStream for SmtpStream {
    fn peer_addr(&self) -> io::Result<std::net::SocketAddr> {
        match &self.0 {
            MaybeTlsStream::Plain(t) => t.peer_addr(),
            MaybeTlsStream::Tls(t) => t.get_ref().0.peer_addr(),
        }
    }
}

impl fmt::Debug for SmtpSink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmtpSink")
            .field("server", &self.pool.cfg.server())
            .finish()
    }
}

impl SmtpSink {
    /// Prepare the sink (no connection is made yet). Must be called inside a Tokio runtime.
    pub fn new(cfg: &SmtpConfig) -> Result<Self, MailError> {
        if tokio::runtime::Handle::try_current().is_err() {
            return Err(MailError::Config(
                "SmtpSink::new must be called inside a Tokio runtime".into(),
            ));
        }
        let tls_params = match cfg.security {
            Security::StartTls => Some(
                TlsParameters::builder(cfg.host.clone())
                    .build_rustls()
                    .map_err(|e| MailError::Tls {
                        server: cfg.server(),
                        reason: error_chain(&e),
                    })?,
            ),
            Security::None | Security::Tls => None,
        };
        let credentials = match (&cfg.user, &cfg.password) {
            (Some(u), Some(p)) => Some(Credentials::new(u.clone(), p.clone())),
            (None, None) => None,
            _ => {
                return Err(MailError::Config(
                    "SMTP user and password must be given together".into(),
                ));
            }
        };
        let hello = match &cfg.helo_name {
            Some(h) => ClientId::Domain(h.clone()),
            None => ClientId::default(),
        };
        Ok(SmtpSink {
            pool: Arc::new(SmtpPool {
                cfg: cfg.clone(),
                hello,
                tls_params,
                credentials,
                idle: std::sync::Mutex::new(Vec::new()),
            }),
        })
    }

    /// Send one mail on a pooled connection (or a new one). Safe to call concurrently: each
    /// call has a connection of its own.
    pub async fn send(&self, m: &OutgoingMail) -> Result<(), SendError> {
        self.send_copied(m, None).await
    }

    /// Send one mail, and (issue 22, point 6) its copy to `copy.to` in the same SMTP
    /// transaction (one more envelope recipient, no header names it): the server takes both or
    /// neither.
    pub async fn send_copied(
        &self,
        m: &OutgoingMail,
        copy: Option<&MailCopy>,
    ) -> Result<(), SendError> {
        let msg = build_message_copied(m, copy)?;
        let mut envelope = msg.envelope().clone();
        if let Some(c) = copy {
            let extra =
                c.to.trim().parse::<lettre::Address>().map_err(|e| {
                    SendError::Permanent(format!("bad copy address {:?}: {e}", c.to))
                })?;
            let mut to = envelope.to().to_vec();
            if !to.contains(&extra) {
                to.push(extra);
            }
            envelope = lettre::address::Envelope::new(envelope.from().cloned(), to)
                .map_err(|e| SendError::Permanent(format!("cannot build the envelope: {e}")))?;
        }
        let span = info_span!("smtp_send", message_id = %m.message_id, to = %m.to);
        async {
            let mut conn = self.pool.take().await?;
            let server = self.pool.cfg.server();
            match conn.send(&envelope, &msg.formatted()).await {
                Ok(resp) => {
                    debug!(server = %server, code = %resp.code(), "sent");
                    self.pool.put_back(conn);
                    Ok(())
                }
                Err(e) => {
                    let err = classify(&e);
                    warn!(server = %server, error = %err, "send failed");
                    if !conn.has_broken() {
                        self.pool.put_back(conn);
                    }
                    Err(err)
                }
            }
        }
        .instrument(span)
        .await
    }
}

impl SmtpPool {
    fn lock_idle(&self) -> std::sync::MutexGuard<'_, Vec<(AsyncSmtpConnection, Instant)>> {
        match self.idle.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// A ready connection: an idle one (checked with NOOP if it idled a while), else a new one.
    async fn take(&self) -> Result<AsyncSmtpConnection, SendError> {
        loop {
            let popped = self.lock_idle().pop();
            let Some((mut conn, since)) = popped else {
                break;
            };
            let idle = since.elapsed();
            if idle > IDLE_MAX {
                conn.abort().await;
                continue;
            }
            if idle > IDLE_CHECK_AFTER && !conn.test_connected().await {
                conn.abort().await;
                continue;
            }
            return Ok(conn);
        }
        self.connect().await
    }

    fn put_back(&self, conn: AsyncSmtpConnection) {
        let mut idle = self.lock_idle();
        if idle.len() < IDLE_KEEP {
            idle.push((conn, Instant::now()));
        }
    }

    async fn connect(&self) -> Result<AsyncSmtpConnection, SendError> {
        let server = self.cfg.server();
        let unreachable =
            |step: &str, e: String| SendError::Unreachable(format!("{step} {server}: {e}"));
        let tcp = tokio::time::timeout(
            SMTP_TIMEOUT,
            TcpStream::connect((self.cfg.host.as_str(), self.cfg.port)),
        )
        .await
        .map_err(|_| {
            unreachable(
                "connect to",
                format!("timed out after {} s", SMTP_TIMEOUT.as_secs()),
            )
        })?
        .map_err(|e| unreachable("connect to", e.to_string()))?;
        tcp.set_nodelay(true)
            .map_err(|e| unreachable("TCP_NODELAY on", e.to_string()))?;
        let stream = match self.cfg.security {
            Security::Tls => MaybeTlsStream::Tls(Box::new(
                connect_tls(tcp, &self.cfg.host)
                    .await
                    .map_err(|e| unreachable("TLS with", e.to_string()))?,
            )),
            Security::None | Security::StartTls => MaybeTlsStream::Plain(tcp),
        };
        let setup = async {
            let mut conn = AsyncSmtpConnection::connect_with_transport(
                Box::new(SmtpStream(stream)),
                &self.hello,
            )
            .await?;
            if let Some(p) = &self.tls_params {
                conn.starttls(p.clone(), &self.hello).await?;
            }
            if let Some(c) = &self.credentials {
                conn.auth(DEFAULT_MECHANISMS, c).await?;
            }
            Ok::<_, lettre::transport::smtp::Error>(conn)
        };
        match tokio::time::timeout(SMTP_TIMEOUT, setup).await {
            Err(_) => Err(unreachable(
                "greeting/EHLO with",
                format!("timed out after {} s", SMTP_TIMEOUT.as_secs()),
            )),
            Ok(Err(e)) => Err(match classify(&e) {
                // A refused login or STARTTLS is the configuration's fault, not the mail's:
                // keep the mail and report the outage.
                SendError::Permanent(t) | SendError::Transient(t) => {
                    SendError::Unreachable(format!("session setup with {server}: {t}"))
                }
                u => u,
            }),
            Ok(Ok(conn)) => Ok(conn),
        }
    }
}

/// lettre's transport, for [`check_smtp`] (its errors name the failing step).
fn lettre_transport(cfg: &SmtpConfig) -> Result<AsyncSmtpTransport<Tokio1Executor>, MailError> {
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
    Ok(b.build())
}

fn classify(e: &lettre::transport::smtp::Error) -> SendError {
    let text = error_chain(e);
    if e.is_permanent() || e.is_client() {
        SendError::Permanent(text)
    } else if e.is_transient() {
        // A 4xx answer: about this mail or recipient.
        SendError::Transient(text)
    } else {
        SendError::Unreachable(text)
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

    /// Send with the referee's own copy (issue 22, point 6; [`crate::copy`]). Only SMTP carries
    /// copies: a Maildir delivery is written whole or not at all, nothing is ever in doubt.
    pub async fn send_copied(
        &self,
        m: &OutgoingMail,
        copy: Option<&MailCopy>,
    ) -> Result<(), SendError> {
        match self {
            MailSink::Smtp(s) => s.send_copied(m, copy).await,
            MailSink::Maildir(s) => s.send(m).await,
        }
    }

    /// Whether mails go out by SMTP (the only sink that carries copies).
    pub fn is_smtp(&self) -> bool {
        matches!(self, MailSink::Smtp(_))
    }
}

/// Connect, EHLO (and STARTTLS / AUTH as configured), NOOP; a one-line summary, or an error
/// naming the step that failed.
pub async fn check_smtp(cfg: &SmtpConfig) -> Result<String, MailError> {
    if tokio::runtime::Handle::try_current().is_err() {
        return Err(MailError::Config(
            "check_smtp must be called inside a Tokio runtime".into(),
        ));
    }
    let transport = lettre_transport(cfg)?;
    let server = cfg.server();
    match transport.test_connection().await {
        Ok(true) => Ok(format!(
            "SMTP {server} ({}): connected, EHLO accepted{}",
            cfg.security,
            cfg.user
                .as_ref()
                .map_or(String::new(), |u| format!(", logged in as {u}"))
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
            attachments: Vec::new(),
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
        let back = crate::parse_mail(&msg.formatted());
        assert!(back.is_ok(), "{:?}", back.err());
        let Ok(back) = back else { return };
        assert_eq!(back.message_id.as_deref(), Some("out-1.game-7@rorgm.test"));
        assert_eq!(back.in_reply_to.as_deref(), Some("player-1@mua.test"));
        assert_eq!(back.subject, "[g7] Call for orders — Forum");
        assert!(back.text.contains("Ædiles, café"), "{:?}", back.text);
        assert!(matches!(back.auto, Some(crate::AutoKind::AutoReply(_))));
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
