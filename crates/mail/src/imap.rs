//! IMAP intake: log in, select one mailbox, hand out unprocessed messages by UID, flag them
//! processed on request, and wait for new ones with IDLE (or by polling when the server has no
//! IDLE).
//!
//! Messages are read with `BODY.PEEK[]`, so reading never sets `\Seen`: a message is marked only
//! by [`ImapSource::mark_processed`], with `\Seen` and the keyword [`DONE_KEYWORD`] when the
//! mailbox allows keywords (then a human opening the mail in webmail does not hide it from the
//! GM), else with `\Seen` alone. Nothing is expunged or moved.

use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::time::Duration;

use async_imap::imap_proto::{MailboxDatum, Response, Status};
use async_imap::types::{Fetch, Flag, UnsolicitedResponse};
use async_imap::{Client, Session};
use futures_util::TryStreamExt;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::time::{Instant, timeout};
use tracing::{Instrument, debug, info, info_span, warn};

use super::tls::{MaybeTlsStream, connect_tls};
use super::{
    FETCH_BATCH, FETCH_BATCH_BYTES, MAX_MAIL_BYTES, MailError, RawMessage, Security, SourceKey,
};

/// The keyword set on processed messages (besides `\Seen`) when the mailbox allows keywords.
pub const DONE_KEYWORD: &str = "$rorgm-done";

const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);
const COMMAND_TIMEOUT: Duration = Duration::from_secs(60);
const FETCH_TIMEOUT: Duration = Duration::from_secs(300);
/// The shortest polling interval (when IDLE is off or missing).
const MIN_POLL: Duration = Duration::from_millis(20);

/// RFC 2177 asks clients to re-issue IDLE at least every 29 minutes.
const IDLE_REISSUE: Duration = Duration::from_secs(25 * 60);

/// Where and how to read the GM's mailbox.
#[derive(Clone, PartialEq, Eq)]
pub struct ImapConfig {
    pub host: String,
    pub port: u16,
    pub security: Security,
    pub user: String,
    pub password: String,
    /// Usually `INBOX`.
    pub mailbox: String,
    /// How long to sleep between polls when the server has no IDLE.
    pub poll_interval: Duration,
}

impl ImapConfig {
    /// `host:port`, for messages.
    pub fn server(&self) -> String {
        format!("{}:{}", self.host, self.port)
    }
}

impl fmt::Debug for ImapConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ImapConfig")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("security", &self.security)
            .field("user", &self.user)
            .field("password", &"<redacted>")
            .field("mailbox", &self.mailbox)
            .field("poll_interval", &self.poll_interval)
            .finish()
    }
}

type ImapSession = Session<MaybeTlsStream>;

/// A logged-in IMAP connection with the mailbox selected. Reconnects once, transparently, when
/// the connection drops during [`fetch_new`](Self::fetch_new),
/// [`mark_processed`](Self::mark_processed) or [`wait_for_new`](Self::wait_for_new).
///
/// Cancel-safe: if one of these futures is dropped half-way (a `select!` on shutdown, a
/// timeout), the connection is replaced before the next command instead of reading stale
/// responses. A dropped `mark_processed` may or may not have flagged the message; marking is
/// idempotent, so simply mark again.
pub struct ImapSource {
    cfg: ImapConfig,
    session: Option<ImapSession>,
    uidvalidity: u32,
    /// The message count last reported by the server (EXISTS).
    exists: u32,
    use_keyword: bool,
    has_idle: bool,
    /// IDLE switched off by [`ImapSource::set_idle`] (servers with a broken IDLE).
    idle_off: bool,
    /// A command was started and not finished (its future was dropped): the connection may hold
    /// unread responses, so it is replaced before the next command.
    in_flight: bool,
    reconnects: u64,
    /// IMAP commands sent for fetching and marking (not counting connects and IDLE), so that
    /// the round trips per mail can be measured.
    commands: u64,
    /// Issue 26: mails left for another referee, not offered again for a while.
    pub(crate) passed_over: crate::pass_over::PassedOver,
}

struct Opened {
    session: ImapSession,
    uidvalidity: u32,
    exists: u32,
    use_keyword: bool,
    has_idle: bool,
}

impl fmt::Debug for ImapSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ImapSource")
            .field("cfg", &self.cfg)
            .field("connected", &self.session.is_some())
            .field("uidvalidity", &self.uidvalidity)
            .field("exists", &self.exists)
            .field("use_keyword", &self.use_keyword)
            .field("has_idle", &self.has_idle)
            .field("reconnects", &self.reconnects)
            .finish()
    }
}

impl ImapSource {
    /// Connect, log in and select `cfg.mailbox`. Each failure says which step failed.
    pub async fn connect(cfg: &ImapConfig) -> Result<Self, MailError> {
        let o = open(cfg).await?;
        info!(
            server = %cfg.server(),
            user = %cfg.user,
            mailbox = %cfg.mailbox,
            uidvalidity = o.uidvalidity,
            exists = o.exists,
            idle = o.has_idle,
            keyword = o.use_keyword,
            "IMAP mailbox selected"
        );
        Ok(ImapSource {
            cfg: cfg.clone(),
            session: Some(o.session),
            uidvalidity: o.uidvalidity,
            exists: o.exists,
            use_keyword: o.use_keyword,
            has_idle: o.has_idle,
            idle_off: false,
            in_flight: false,
            reconnects: 0,
            commands: 0,
            passed_over: Default::default(),
        })
    }

    /// A source that is not connected yet (issue 22: `serve` starts while the IMAP server is
    /// unreachable): the first fetch or wait connects, and fails as a connect fails until the
    /// server answers.
    pub fn offline(cfg: &ImapConfig) -> Self {
        ImapSource {
            cfg: cfg.clone(),
            session: None,
            uidvalidity: 0,
            exists: 0,
            use_keyword: false,
            has_idle: false,
            idle_off: false,
            in_flight: false,
            reconnects: 0,
            commands: 0,
            passed_over: Default::default(),
        }
    }

    /// How often the connection was re-established after a failure.
    pub fn reconnect_count(&self) -> u64 {
        self.reconnects
    }

    /// How many fetch and mark commands (SEARCH, FETCH, STORE) were sent so far: the round
    /// trips the intake costs beyond waiting for mail.
    pub fn command_count(&self) -> u64 {
        self.commands
    }

    /// The UIDVALIDITY of the selected mailbox (part of every [`SourceKey::Imap`]).
    pub fn uidvalidity(&self) -> u32 {
        self.uidvalidity
    }

    /// Whether `wait_for_new` uses IDLE: the server offers it and it is not switched off.
    pub fn has_idle(&self) -> bool {
        self.has_idle && !self.idle_off
    }

    /// Use IDLE when the server offers it (`true`, the default) or always poll every
    /// `poll_interval` (`false`, for servers whose IDLE misbehaves).
    pub fn set_idle(&mut self, enabled: bool) {
        self.idle_off = !enabled;
    }

    /// Whether processed messages get the keyword [`DONE_KEYWORD`] (else only `\Seen`).
    pub fn uses_keyword(&self) -> bool {
        self.use_keyword
    }

    /// Log out politely (dropping the source also closes the connection).
    pub async fn logout(&mut self) -> Result<(), MailError> {
        if let Some(mut s) = self.session.take() {
            with_timeout("LOGOUT", COMMAND_TIMEOUT, async {
                s.logout().await.map_err(|e| imap_err("LOGOUT", e))
            })
            .await?;
        }
        Ok(())
    }

    async fn reconnect(&mut self) -> Result<(), MailError> {
        self.session = None;
        self.in_flight = false;
        let o = open(&self.cfg).await?;
        if self.uidvalidity != 0 && o.uidvalidity != self.uidvalidity {
            warn!(
                old = self.uidvalidity,
                new = o.uidvalidity,
                "IMAP UIDVALIDITY changed on reconnect: older keys cannot be marked"
            );
        }
        self.reconnects += 1;
        info!(server = %self.cfg.server(), reconnects = self.reconnects, "IMAP reconnected");
        self.session = Some(o.session);
        self.uidvalidity = o.uidvalidity;
        self.exists = o.exists;
        self.use_keyword = o.use_keyword;
        self.has_idle = o.has_idle;
        Ok(())
    }

    /// Make sure there is a usable session: reconnect if there is none, or if an earlier command
    /// was abandoned half-way (its future dropped).
    async fn ensure_session(&mut self) -> Result<(), MailError> {
        if self.in_flight {
            debug!("an earlier IMAP command was abandoned; replacing the connection");
            self.session = None;
        }
        if self.session.is_none() {
            self.reconnect().await?;
        }
        Ok(())
    }

    /// Drop the session after an error that leaves the connection unusable.
    fn note(&mut self, e: MailError) -> MailError {
        if e.is_connection() {
            self.session = None;
        }
        e
    }

    /// Messages not yet marked processed, oldest (lowest UID) first, at most
    /// [`FETCH_BATCH`] of them and about [`FETCH_BATCH_BYTES`] in all. Messages larger than
    /// [`MAX_MAIL_BYTES`] are cut to `MAX_MAIL_BYTES + 1` bytes.
    pub async fn fetch_new(&mut self) -> Result<Vec<RawMessage>, MailError> {
        match self.try_fetch_new().await {
            Err(e) if e.is_connection() => {
                warn!(error = %e, "IMAP fetch failed; reconnecting once");
                self.reconnect().await?;
                self.try_fetch_new().await
            }
            r => r,
        }
    }

    async fn try_fetch_new(&mut self) -> Result<Vec<RawMessage>, MailError> {
        self.ensure_session().await?;
        let uidvalidity = self.uidvalidity;
        let criteria = if self.use_keyword {
            format!("UNDELETED UNKEYWORD {DONE_KEYWORD}")
        } else {
            "UNDELETED UNSEEN".to_string()
        };
        let Some(session) = self.session.as_mut() else {
            return Err(not_connected("UID SEARCH"));
        };
        self.passed_over.prune(std::time::Instant::now());
        let skip = self.passed_over.imap_uids(uidvalidity);
        self.in_flight = true;
        let r = fetch_unprocessed(session, &criteria, uidvalidity, &skip, &mut self.commands).await;
        self.in_flight = false;
        r.map_err(|e| self.note(e))
    }

    /// Flag one message processed. Idempotent; a UID that no longer exists is not an error.
    pub async fn mark_processed(&mut self, key: &SourceKey) -> Result<(), MailError> {
        self.mark_processed_many(std::slice::from_ref(key)).await
    }

    /// Flag messages processed with one `UID STORE` for the whole set (one round trip for a
    /// batch instead of one per mail). Idempotent; UIDs that no longer exist are not an error.
    pub async fn mark_processed_many(&mut self, keys: &[SourceKey]) -> Result<(), MailError> {
        let mut uids = Vec::with_capacity(keys.len());
        let mut validity = None;
        for key in keys {
            let SourceKey::Imap { uidvalidity, uid } = key else {
                return Err(MailError::WrongKey {
                    key: key.to_string(),
                    source_kind: "IMAP",
                });
            };
            if validity.is_some_and(|v| v != *uidvalidity) {
                return Err(MailError::UidValidityChanged {
                    expected: validity.unwrap_or(*uidvalidity),
                    found: *uidvalidity,
                });
            }
            validity = Some(*uidvalidity);
            uids.push(*uid);
        }
        let Some(uidvalidity) = validity else {
            return Ok(());
        };
        uids.sort_unstable();
        uids.dedup();
        let set = uid_set(&uids);
        let span = info_span!("mark_processed", uids = %set);
        async {
            match self.try_mark(uidvalidity, &set).await {
                Err(e) if e.is_connection() => {
                    warn!(error = %e, "IMAP store failed; reconnecting once");
                    self.reconnect().await?;
                    self.try_mark(uidvalidity, &set).await
                }
                r => r,
            }
        }
        .instrument(span)
        .await
    }

    async fn try_mark(&mut self, uidvalidity: u32, set: &str) -> Result<(), MailError> {
        self.ensure_session().await?;
        if uidvalidity != self.uidvalidity {
            return Err(MailError::UidValidityChanged {
                expected: uidvalidity,
                found: self.uidvalidity,
            });
        }
        let flags = if self.use_keyword {
            format!("+FLAGS.SILENT (\\Seen {DONE_KEYWORD})")
        } else {
            "+FLAGS.SILENT (\\Seen)".to_string()
        };
        let Some(session) = self.session.as_mut() else {
            return Err(not_connected("UID STORE"));
        };
        self.in_flight = true;
        self.commands += 1;
        let r = with_timeout("UID STORE", COMMAND_TIMEOUT, async {
            let stream = session
                .uid_store(set, &flags)
                .await
                .map_err(|e| imap_err("UID STORE", e))?;
            let _: Vec<Fetch> = stream
                .try_collect()
                .await
                .map_err(|e| imap_err("UID STORE", e))?;
            Ok(())
        })
        .await;
        self.in_flight = false;
        if r.is_ok() {
            debug!(uids = set, "marked processed");
        }
        r.map_err(|e| self.note(e))
    }

    /// Wait until new mail may have arrived, at most `max`. With IDLE this returns within about
    /// a second of a delivery (IDLE is re-issued every 25 minutes); without IDLE it sleeps
    /// `poll_interval` (or `max` if shorter). After a dropped connection it reconnects and
    /// returns at once, since mail may have arrived meanwhile.
    pub async fn wait_for_new(&mut self, max: Duration) -> Result<(), MailError> {
        if max.is_zero() {
            return Ok(());
        }
        if self.session.is_none() || self.in_flight {
            self.reconnect().await?;
            return Ok(());
        }
        if !self.has_idle() {
            // Never spin: poll at most every MIN_POLL (`imap.poll_millis` may be below a second).
            let nap = self.cfg.poll_interval.max(MIN_POLL).min(max);
            tokio::time::sleep(nap).await;
            return Ok(());
        }
        match self.idle(max).await {
            Ok(()) => Ok(()),
            Err(e) if e.is_connection() => {
                warn!(error = %e, "IMAP IDLE failed; reconnecting once");
                self.session = None;
                self.reconnect().await?;
                Ok(())
            }
            Err(e) => {
                self.session = None;
                Err(e)
            }
        }
    }

    /// Account for untagged responses the library set aside; true if they announce new mail.
    fn note_unsolicited(&mut self, responses: impl Iterator<Item = UnsolicitedResponse>) -> bool {
        let mut new = false;
        for r in responses {
            match r {
                UnsolicitedResponse::Exists(n) => {
                    new |= n > self.exists;
                    self.exists = n;
                }
                UnsolicitedResponse::Expunge(_) => self.exists = self.exists.saturating_sub(1),
                UnsolicitedResponse::Recent(n) => new |= n > 0,
                _ => {}
            }
        }
        new
    }

    async fn idle(&mut self, max: Duration) -> Result<(), MailError> {
        let deadline = Instant::now() + max;
        let Some(session) = self.session.take() else {
            return Err(not_connected("IDLE"));
        };
        let rx = session.unsolicited_responses.clone();
        if self.note_unsolicited(std::iter::from_fn(|| rx.try_recv().ok())) {
            self.session = Some(session);
            return Ok(());
        }
        let mut handle = session.idle();
        loop {
            with_timeout("IDLE", COMMAND_TIMEOUT, async {
                handle.init().await.map_err(|e| imap_err("IDLE", e))
            })
            .await?;
            // Anything that arrived while IDLE was being started.
            let mut woke = self.note_unsolicited(std::iter::from_fn(|| rx.try_recv().ok()));
            if !woke {
                let cycle = deadline
                    .saturating_duration_since(Instant::now())
                    .min(IDLE_REISSUE);
                let outcome = {
                    // The library's own timeout restarts on every keep-alive: ours bounds the wait.
                    let (fut, _stop) = handle.wait_with_timeout(cycle + Duration::from_secs(5));
                    timeout(cycle, fut).await
                };
                woke = match outcome {
                    Err(_elapsed) => false,
                    Ok(Ok(async_imap::extensions::idle::IdleResponse::NewData(data))) => {
                        self.is_new_mail(data.parsed())
                    }
                    Ok(Ok(async_imap::extensions::idle::IdleResponse::Timeout)) => false,
                    Ok(Ok(async_imap::extensions::idle::IdleResponse::ManualInterrupt)) => {
                        return Err(MailError::ConnectionLost {
                            step: "IDLE",
                            reason: "the server closed the connection".into(),
                        });
                    }
                    Ok(Err(e)) => return Err(imap_err("IDLE", e)),
                };
            }
            let session = with_timeout("IDLE DONE", COMMAND_TIMEOUT, async {
                handle.done().await.map_err(|e| imap_err("IDLE DONE", e))
            })
            .await?;
            woke |= self.note_unsolicited(std::iter::from_fn(|| rx.try_recv().ok()));
            if woke || Instant::now() >= deadline {
                if woke {
                    debug!(exists = self.exists, "IDLE: new mail");
                }
                self.session = Some(session);
                return Ok(());
            }
            handle = session.idle();
        }
    }

    fn is_new_mail(&mut self, resp: &Response<'_>) -> bool {
        match resp {
            Response::MailboxData(MailboxDatum::Exists(n)) => {
                let new = *n > self.exists;
                self.exists = *n;
                new
            }
            Response::MailboxData(MailboxDatum::Recent(n)) => *n > 0,
            Response::Expunge(_) => {
                self.exists = self.exists.saturating_sub(1);
                false
            }
            _ => false,
        }
    }
}

fn not_connected(step: &'static str) -> MailError {
    MailError::ConnectionLost {
        step,
        reason: "not connected".into(),
    }
}

fn imap_err(step: &'static str, e: async_imap::error::Error) -> MailError {
    use async_imap::error::Error;
    match e {
        Error::Io(io) => MailError::ConnectionLost {
            step,
            reason: io.to_string(),
        },
        Error::ConnectionLost => MailError::ConnectionLost {
            step,
            reason: "the server closed the connection".into(),
        },
        other => MailError::Imap {
            step,
            reason: other.to_string(),
        },
    }
}

async fn with_timeout<T>(
    step: &'static str,
    limit: Duration,
    fut: impl Future<Output = Result<T, MailError>>,
) -> Result<T, MailError> {
    match timeout(limit, fut).await {
        Ok(r) => r,
        Err(_) => Err(MailError::Timeout {
            step,
            secs: limit.as_secs(),
        }),
    }
}

/// `1:3,5,7:8` from sorted UIDs.
fn uid_set(uids: &[u32]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < uids.len() {
        let start = uids[i];
        let mut end = start;
        while i + 1 < uids.len() && uids[i + 1] == end.saturating_add(1) {
            i += 1;
            end = uids[i];
        }
        if !out.is_empty() {
            out.push(',');
        }
        if start == end {
            out.push_str(&start.to_string());
        } else {
            out.push_str(&format!("{start}:{end}"));
        }
        i += 1;
    }
    out
}

/// Mails up to this size come whole with the first FETCH, together with their sizes (one round
/// trip for a batch of ordinary mails); larger ones are fetched again on their own, cut at
/// `MAX_MAIL_BYTES + 1` bytes, so that a huge mail is never pulled into memory whole.
const FIRST_FETCH_BYTES: usize = 256 * 1024;

/// One SEARCH, one FETCH of sizes and bodies for the batch, and one more FETCH per mail larger
/// than [`FIRST_FETCH_BYTES`]. `commands` counts the commands sent.
async fn fetch_unprocessed(
    session: &mut ImapSession,
    criteria: &str,
    uidvalidity: u32,
    skip: &std::collections::HashSet<u32>,
    commands: &mut u64,
) -> Result<Vec<RawMessage>, MailError> {
    *commands += 1;
    let found = with_timeout("UID SEARCH", COMMAND_TIMEOUT, async {
        session
            .uid_search(criteria)
            .await
            .map_err(|e| imap_err("UID SEARCH", e))
    })
    .await?;
    let mut uids: Vec<u32> = found.into_iter().collect();
    uids.sort_unstable();
    // Issue 26: mails passed over for another referee make no room in the batch.
    uids.retain(|u| !skip.contains(u));
    uids.truncate(FETCH_BATCH);
    if uids.is_empty() {
        return Ok(Vec::new());
    }

    // Sizes and the first FIRST_FETCH_BYTES of every body in one command.
    *commands += 1;
    let first_query = format!("(UID RFC822.SIZE BODY.PEEK[]<0.{FIRST_FETCH_BYTES}>)");
    let first: HashMap<u32, (usize, Option<Vec<u8>>)> =
        with_timeout("UID FETCH", FETCH_TIMEOUT, async {
            let stream = session
                .uid_fetch(uid_set(&uids), &first_query)
                .await
                .map_err(|e| imap_err("UID FETCH", e))?;
            let fetches: Vec<Fetch> = stream
                .try_collect()
                .await
                .map_err(|e| imap_err("UID FETCH", e))?;
            Ok(fetches
                .iter()
                .filter_map(|f| {
                    let uid = f.uid?;
                    let size = f.size.unwrap_or(0) as usize;
                    Some((uid, (size, f.body().map(<[u8]>::to_vec))))
                })
                .collect())
        })
        .await?;

    let mut out = Vec::new();
    let mut large = Vec::new();
    let mut total = 0usize;
    let mut first = first;
    for &uid in &uids {
        let Some((size, body)) = first.remove(&uid) else {
            continue; // expunged meanwhile
        };
        let cost = size.min(MAX_MAIL_BYTES + 1);
        if !(out.is_empty() && large.is_empty()) && total + cost > FETCH_BATCH_BYTES {
            break;
        }
        total += cost;
        match body {
            // A body shorter than what was asked for is the whole mail.
            Some(bytes) if bytes.len() < FIRST_FETCH_BYTES => {
                let key = SourceKey::Imap { uidvalidity, uid };
                debug!(key = %key, bytes = bytes.len(), "fetched");
                out.push(RawMessage { key, bytes });
            }
            _ => {
                if size > MAX_MAIL_BYTES {
                    warn!(
                        uid,
                        size, "mail over the size limit: fetching only its beginning"
                    );
                }
                large.push(uid);
            }
        }
    }

    let query = format!("(UID BODY.PEEK[]<0.{}>)", MAX_MAIL_BYTES + 1);
    for uid in large {
        *commands += 1;
        let fetches: Vec<Fetch> = with_timeout("UID FETCH", FETCH_TIMEOUT, async {
            let stream = session
                .uid_fetch(uid.to_string(), &query)
                .await
                .map_err(|e| imap_err("UID FETCH", e))?;
            stream
                .try_collect()
                .await
                .map_err(|e| imap_err("UID FETCH", e))
        })
        .await?;
        match fetches
            .iter()
            .find_map(|f| (f.uid == Some(uid)).then(|| f.body()).flatten())
        {
            Some(body) => {
                let key = SourceKey::Imap { uidvalidity, uid };
                debug!(key = %key, bytes = body.len(), "fetched");
                out.push(RawMessage {
                    key,
                    bytes: body.to_vec(),
                });
            }
            None => warn!(uid, "server returned no body for this message; skipped"),
        }
    }
    out.sort_by(|a, b| a.key.cmp(&b.key));
    Ok(out)
}

/// Issue 22, point 6: which of the mails `wanted` (Message-ID without `<>`, and the tag its
/// copy must carry, [`crate::copy::copy_tag`]) have their copy in the mailbox of `cfg`: one
/// connection, one `UID SEARCH HEADER Message-ID` per mail and a `FETCH` of the headers of what
/// it finds (read with `PEEK`: nothing is flagged). A message counts only if its Message-ID is
/// exactly the one looked for and it carries exactly one [`crate::copy::COPY_HEADER`] with the
/// right tag. Returns the Message-IDs found.
pub async fn find_copies(
    cfg: &ImapConfig,
    wanted: &[(String, String)],
) -> Result<Vec<String>, MailError> {
    if wanted.is_empty() {
        return Ok(Vec::new());
    }
    let mut session = open(cfg).await?.session;
    let mut found = Vec::new();
    let result = async {
        for (id, tag) in wanted {
            // A Message-ID that cannot stand in a quoted string is never ours.
            if id.is_empty() || id.contains(['"', '\\', '\r', '\n']) {
                continue;
            }
            let criteria = format!("HEADER Message-ID \"<{id}>\"");
            let uids = with_timeout("UID SEARCH", COMMAND_TIMEOUT, async {
                session
                    .uid_search(&criteria)
                    .await
                    .map_err(|e| imap_err("UID SEARCH", e))
            })
            .await?;
            let mut uids: Vec<u32> = uids.into_iter().collect();
            if uids.is_empty() {
                continue;
            }
            uids.sort_unstable();
            let fetches: Vec<Fetch> = with_timeout("UID FETCH", COMMAND_TIMEOUT, async {
                let stream = session
                    .uid_fetch(uid_set(&uids), "(UID BODY.PEEK[HEADER])")
                    .await
                    .map_err(|e| imap_err("UID FETCH", e))?;
                stream
                    .try_collect()
                    .await
                    .map_err(|e| imap_err("UID FETCH", e))
            })
            .await?;
            let ours = fetches.iter().filter_map(|f| f.header()).any(|h| {
                let ids = crate::copy::header_values(h, "Message-ID");
                ids.len() == 1
                    && ids[0].trim() == format!("<{id}>")
                    && crate::copy::carried_tag(h)
                        .is_some_and(|t| crate::copy::tag_matches_tag(&t, tag))
            });
            if ours {
                found.push(id.clone());
            }
        }
        Ok::<(), MailError>(())
    }
    .await;
    let _ = timeout(Duration::from_secs(5), session.logout()).await;
    result.map(|()| found)
}

async fn read_greeting<T>(client: &mut Client<T>, server: &str) -> Result<(), MailError>
where
    T: AsyncRead + AsyncWrite + Unpin + fmt::Debug + Send,
{
    let greeting_err = |reason: String| MailError::Greeting {
        server: server.to_string(),
        reason,
    };
    let resp = timeout(COMMAND_TIMEOUT, client.read_response())
        .await
        .map_err(|_| MailError::Timeout {
            step: "IMAP greeting",
            secs: COMMAND_TIMEOUT.as_secs(),
        })?
        .map_err(|e| greeting_err(greeting_fault(e)))?
        .ok_or_else(|| greeting_err("connection closed before the greeting".into()))?;
    match resp.parsed() {
        Response::Data {
            status: Status::Ok | Status::PreAuth,
            ..
        } => Ok(()),
        Response::Data {
            status, outcome, ..
        } => Err(greeting_err(format!(
            "server said {status:?}: {}",
            outcome.information.as_deref().unwrap_or("")
        ))),
        _ => Err(greeting_err(NOT_IMAP.into())),
    }
}

/// Issue 22, point 10: a port that speaks another protocol is named as such, not dumped as bytes.
const NOT_IMAP: &str = "the server there does not speak IMAP (its greeting is not an IMAP \
                        greeting: check imap.port and imap.security)";

/// Why a greeting could not be read, in words: a greeting that is not IMAP's is said to be so,
/// with its first printable characters (an SMTP "220 …" or SSH banner shows which port it is)
/// instead of the parser's dump.
fn greeting_fault(e: std::io::Error) -> String {
    let text = e.to_string();
    let Some((_, said)) = text.split_once(" during parsing of ") else {
        return text;
    };
    let shown: String = said
        .trim_matches('"')
        .split("\\r")
        .next()
        .unwrap_or("")
        .split("\\n")
        .next()
        .unwrap_or("")
        .chars()
        .filter(|c| !c.is_control())
        .take(40)
        .collect();
    if shown.trim().is_empty() {
        NOT_IMAP.to_string()
    } else {
        format!("{NOT_IMAP}; it said \"{}\"", shown.trim())
    }
}

async fn open(cfg: &ImapConfig) -> Result<Opened, MailError> {
    let server = cfg.server();
    let span = info_span!("imap_connect", server = %server, user = %cfg.user);
    async {
        let tcp = timeout(
            CONNECT_TIMEOUT,
            TcpStream::connect((cfg.host.as_str(), cfg.port)),
        )
        .await
        .map_err(|_| MailError::Connect {
            server: server.clone(),
            reason: format!("timed out after {} s", CONNECT_TIMEOUT.as_secs()),
        })?
        .map_err(|e| MailError::Connect {
            server: server.clone(),
            reason: e.to_string(),
        })?;
        let _ = tcp.set_nodelay(true);

        let client = match cfg.security {
            Security::None => {
                let mut c = Client::new(MaybeTlsStream::Plain(tcp));
                read_greeting(&mut c, &server).await?;
                c
            }
            Security::Tls => {
                let tls = connect_tls(tcp, &cfg.host).await?;
                let mut c = Client::new(MaybeTlsStream::Tls(Box::new(tls)));
                read_greeting(&mut c, &server).await?;
                c
            }
            Security::StartTls => {
                let mut plain = Client::new(tcp);
                read_greeting(&mut plain, &server).await?;
                timeout(
                    COMMAND_TIMEOUT,
                    plain.run_command_and_check_ok("STARTTLS", None),
                )
                .await
                .map_err(|_| MailError::Timeout {
                    step: "STARTTLS",
                    secs: COMMAND_TIMEOUT.as_secs(),
                })?
                .map_err(|e| MailError::Tls {
                    server: server.clone(),
                    reason: format!("STARTTLS refused: {e}"),
                })?;
                let tls = connect_tls(plain.into_inner(), &cfg.host).await?;
                Client::new(MaybeTlsStream::Tls(Box::new(tls)))
            }
        };

        let mut session = timeout(COMMAND_TIMEOUT, client.login(&cfg.user, &cfg.password))
            .await
            .map_err(|_| MailError::Timeout {
                step: "LOGIN",
                secs: COMMAND_TIMEOUT.as_secs(),
            })?
            .map_err(|(e, _)| MailError::Login {
                server: server.clone(),
                user: cfg.user.clone(),
                reason: e.to_string(),
            })?;

        let has_idle = with_timeout("CAPABILITY", COMMAND_TIMEOUT, async {
            session
                .capabilities()
                .await
                .map_err(|e| imap_err("CAPABILITY", e))
        })
        .await?
        .has_str("IDLE");

        let mailbox = timeout(COMMAND_TIMEOUT, session.select(&cfg.mailbox))
            .await
            .map_err(|_| MailError::Timeout {
                step: "SELECT",
                secs: COMMAND_TIMEOUT.as_secs(),
            })?
            .map_err(|e| MailError::Select {
                mailbox: cfg.mailbox.clone(),
                reason: e.to_string(),
            })?;
        let uidvalidity = match mailbox.uid_validity {
            Some(v) => v,
            None => {
                warn!("server reported no UIDVALIDITY; using 0");
                0
            }
        };
        let use_keyword = mailbox.permanent_flags.iter().any(|f| {
            matches!(f, Flag::MayCreate) || matches!(f, Flag::Custom(k) if k == DONE_KEYWORD)
        });
        Ok(Opened {
            session,
            uidvalidity,
            exists: mailbox.exists,
            use_keyword,
            has_idle,
        })
    }
    .instrument(span)
    .await
}

/// Log in, select the mailbox, and return a one-line summary. The error names the step that
/// failed: connect, TLS, greeting, login or select.
pub async fn check_imap(cfg: &ImapConfig) -> Result<String, MailError> {
    let mut o = open(cfg).await?;
    let summary = format!(
        "IMAP {} ({}): logged in as {}; mailbox {:?}: {} messages, UIDVALIDITY {}, IDLE {}, processed mark {}",
        cfg.server(),
        cfg.security,
        cfg.user,
        cfg.mailbox,
        o.exists,
        o.uidvalidity,
        if o.has_idle { "yes" } else { "no (polling)" },
        if o.use_keyword {
            format!("\\Seen + {DONE_KEYWORD}")
        } else {
            "\\Seen".to_string()
        },
    );
    let _ = timeout(COMMAND_TIMEOUT, o.session.logout()).await;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 22, point 10: a port that speaks another protocol is named as such.
    #[test]
    fn a_greeting_that_is_not_imap_is_named_as_such() {
        let e = std::io::Error::other(
            "Error(Error { input: [50], code: Tag }) during parsing of \"220 mail.example ESMTP Postfix\\r\\n\"",
        );
        let said = greeting_fault(e);
        assert!(said.contains("does not speak IMAP"), "{said}");
        assert!(
            said.contains("\"220 mail.example ESMTP Postfix\""),
            "{said}"
        );
        assert!(!said.contains("Tag"), "{said}");
        let other = greeting_fault(std::io::Error::other("connection reset"));
        assert_eq!(other, "connection reset");
    }

    #[test]
    fn uid_sets_compress_runs() {
        assert_eq!(uid_set(&[1]), "1");
        assert_eq!(uid_set(&[1, 2, 3, 5, 7, 8]), "1:3,5,7:8");
        assert_eq!(uid_set(&[]), "");
        assert_eq!(
            uid_set(&[u32::MAX - 1, u32::MAX]),
            format!("{}:{}", u32::MAX - 1, u32::MAX)
        );
    }

    #[test]
    fn config_debug_hides_password() {
        let cfg = ImapConfig {
            host: "h".into(),
            port: 1,
            security: Security::None,
            user: "u".into(),
            password: "secret".into(),
            mailbox: "INBOX".into(),
            poll_interval: Duration::from_secs(1),
        };
        assert!(!format!("{cfg:?}").contains("secret"));
    }
}
