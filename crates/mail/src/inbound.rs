//! Reading one raw RFC 5322 message: who sent it, to whom, which text to read orders from, and
//! whether it must never be answered (ORDERS.md, "How a mail is read").
//!
//! [`parse_mail`] never panics, whatever the input: limits (size, MIME depth) are errors, invalid
//! charset bytes are replaced, and a panic inside the MIME parser is caught and reported as
//! [`InboundError::Unparseable`].

use std::fmt;

use mail_parser::{Message, MessageParser, PartType};
use sha2::{Digest, Sha256};

pub use mail_facts::{InboundError, MAX_MAIL_BYTES, MAX_MIME_DEPTH, ParseFailure, SenderProblem};

/// Why a mail must never be answered (and its orders never applied).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AutoKind {
    /// An auto-reply (vacation notice, `Auto-Submitted`, `X-Autoreply` ...).
    AutoReply(String),
    /// Bulk or list mail (`Precedence: bulk|junk|list`, `List-Id`).
    Bulk(String),
    /// A bounce / delivery status notification.
    Bounce(String),
}

impl AutoKind {
    /// The human-readable reason.
    pub fn reason(&self) -> &str {
        match self {
            AutoKind::AutoReply(r) | AutoKind::Bulk(r) | AutoKind::Bounce(r) => r,
        }
    }
}

impl fmt::Display for AutoKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AutoKind::AutoReply(r) => write!(f, "auto-reply ({r})"),
            AutoKind::Bulk(r) => write!(f, "bulk mail ({r})"),
            AutoKind::Bounce(r) => write!(f, "bounce ({r})"),
        }
    }
}

/// One inbound mail, reduced to what the referee needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundMail {
    /// The Message-ID, without `<>`.
    pub message_id: Option<String>,
    /// The key for exactly-once processing: the Message-ID if present, else the SHA-256 (hex) of
    /// the headers (without trace headers added in transit) and the body.
    pub dedup_key: String,
    /// The From address, lowercased.
    pub from: Option<String>,
    /// Set when the From header is not exactly one address (two From headers, a list, a
    /// group): such a mail is never taken for any player's (issue 11).
    pub from_problem: Option<SenderProblem>,
    /// Every address from To, Cc, Delivered-To and X-Original-To, lowercased, without duplicates,
    /// in that order.
    pub recipients: Vec<String>,
    pub subject: String,
    /// The first message id of In-Reply-To, without `<>`.
    pub in_reply_to: Option<String>,
    /// The text to read orders from (text/plain, else the HTML part turned into text).
    pub text: String,
    /// Set when this mail must never be answered.
    pub auto: Option<AutoKind>,
    /// The raw size in bytes.
    pub size: usize,
    /// Issue 25 §1: how many attachments the mail carries (never read, never relayed).
    pub attachments: usize,
}

/// Stack of the thread the MIME parser runs on (reserved, not committed, until used).
const PARSE_STACK_BYTES: usize = 256 * 1024 * 1024;
/// A parse that takes longer than this is abandoned and the mail refused.
const PARSE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Parse one raw message. Never panics, and bounds the parser's work: the size limit, then a
/// linear scan of the parts the mail declares ([`super::prescan`]), then the parse itself on a
/// thread of its own with a large stack and a time limit.
pub fn parse_mail(raw: &[u8]) -> Result<InboundMail, InboundError> {
    if raw.len() > MAX_MAIL_BYTES {
        return Err(InboundError::TooLarge {
            size: raw.len(),
            limit: MAX_MAIL_BYTES,
        });
    }
    if let Err(shape) = super::prescan::prescan(raw) {
        return Err(InboundError::TooComplex {
            containers: shape.containers,
            parts: shape.parts,
        });
    }
    parse_isolated(raw)
}

/// Run the parse on its own thread (large stack, time limit). If no thread can be started, the
/// parse runs here: the prescan has already bounded its work.
fn parse_isolated(raw: &[u8]) -> Result<InboundMail, InboundError> {
    let bytes: std::sync::Arc<[u8]> = std::sync::Arc::from(raw);
    let (tx, rx) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("mail-parse".into())
        .stack_size(PARSE_STACK_BYTES)
        .spawn({
            let bytes = bytes.clone();
            move || {
                let r = guarded(|| parse_checked(&bytes, false));
                // The receiver may have given up waiting; nothing to do then.
                let _ = tx.send(r);
            }
        });
    if spawned.is_err() {
        return guarded(|| parse_checked(&bytes, false));
    }
    match rx.recv_timeout(PARSE_TIMEOUT) {
        Ok(r) => r,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(InboundError::Unparseable(
            ParseFailure::TimedOut(PARSE_TIMEOUT.as_secs()),
        )),
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
            Err(InboundError::Unparseable(ParseFailure::ParserFailed))
        }
    }
}

/// Read only the header block of a message (at most its first 256 KiB): enough to know who sent
/// a mail that [`parse_mail`] refused (too large, too deep) and whether it may be answered.
/// `text` is empty. Never panics; `None` if no header can be read.
pub fn parse_headers_only(raw: &[u8]) -> Option<InboundMail> {
    let head = &raw[..raw.len().min(256 * 1024)];
    let mut mail = guarded(|| parse_checked(head, true)).ok()?;
    mail.size = raw.len();
    Some(mail)
}

/// Run the parser, turning a panic (mail-parser has debug assertions on malformed input) into an
/// error instead of taking the process down.
fn guarded<F>(f: F) -> Result<InboundMail, InboundError>
where
    F: FnOnce() -> Result<InboundMail, InboundError> + std::panic::UnwindSafe,
{
    match std::panic::catch_unwind(f) {
        Ok(r) => r,
        Err(_) => Err(InboundError::Unparseable(ParseFailure::ParserFailed)),
    }
}

fn parse_checked(raw: &[u8], headers_only: bool) -> Result<InboundMail, InboundError> {
    let parser = MessageParser::default();
    let parsed = if headers_only {
        parser.parse_headers(raw)
    } else {
        parser.parse(raw)
    };
    let Some(msg) = parsed else {
        return Err(InboundError::Unparseable(ParseFailure::NoHeader));
    };
    if !headers_only {
        let depth = mime_depth(&msg);
        if depth > MAX_MIME_DEPTH {
            return Err(InboundError::TooDeep { depth });
        }
    }

    let message_id = msg.message_id().map(clean_id).filter(|s| !s.is_empty());
    let dedup_key = match &message_id {
        Some(id) => id.clone(),
        None => content_hash(&msg, raw),
    };
    let from = msg
        .from()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| a.trim().to_lowercase())
        .filter(|a| !a.is_empty());
    let from_problem = from_problem(&msg);

    let mut recipients: Vec<String> = Vec::new();
    let mut add = |a: &str| {
        let a = a
            .trim()
            .trim_start_matches('<')
            .trim_end_matches('>')
            .trim();
        if a.is_empty() {
            return;
        }
        let a = a.to_lowercase();
        if !recipients.contains(&a) {
            recipients.push(a);
        }
    };
    for list in [msg.to(), msg.cc()].into_iter().flatten() {
        for addr in list.iter() {
            if let Some(a) = addr.address() {
                add(a);
            }
        }
    }
    for name in ["Delivered-To", "X-Original-To"] {
        for value in raw_header_values(&msg, raw, name) {
            for a in addresses_in(&value) {
                add(&a);
            }
        }
    }

    let subject = msg.subject().unwrap_or_default().to_string();
    let in_reply_to = {
        let v = msg.in_reply_to();
        v.as_text()
            .map(str::to_string)
            .or_else(|| {
                v.as_text_list()
                    .and_then(|l| l.first())
                    .map(|s| s.to_string())
            })
            .map(|s| clean_id(&s))
            .filter(|s| !s.is_empty())
    };
    let auto = detect_auto(&msg, raw, from.as_deref());
    let text = if headers_only {
        String::new()
    } else {
        body_text(&msg)
    };

    Ok(InboundMail {
        message_id,
        dedup_key,
        from,
        from_problem,
        recipients,
        subject,
        in_reply_to,
        text,
        auto,
        size: raw.len(),
        attachments: if headers_only {
            0
        } else {
            msg.attachments.len()
        },
    })
}

/// Why the From header does not name exactly one address, if it does not.
fn from_problem(msg: &Message<'_>) -> Option<SenderProblem> {
    let headers = msg
        .headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("From"))
        .count();
    if headers > 1 {
        return Some(SenderProblem::FromHeaders(headers));
    }
    match msg.from()? {
        mail_parser::Address::Group(_) => Some(SenderProblem::GroupAddress),
        mail_parser::Address::List(list) => {
            let with_address = list.iter().filter(|a| a.address().is_some()).count();
            (list.len() != 1 || with_address != 1)
                .then(|| SenderProblem::Addresses(list.len().max(with_address)))
        }
    }
}

fn clean_id(s: &str) -> String {
    s.trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_string()
}

/// SHA-256 over the top-level headers (minus trace headers that differ between deliveries of the
/// same mail) and the raw body.
fn content_hash(msg: &Message<'_>, raw: &[u8]) -> String {
    const TRACE: [&str; 5] = [
        "received",
        "return-path",
        "delivered-to",
        "x-original-to",
        "x-delivered-to",
    ];
    let mut h = Sha256::new();
    for header in msg.headers() {
        if TRACE.iter().any(|t| header.name().eq_ignore_ascii_case(t)) {
            continue;
        }
        let (a, b) = (header.offset_field as usize, header.offset_end as usize);
        if let Some(bytes) = raw.get(a..b) {
            h.update(bytes);
        }
    }
    h.update(b"\r\n");
    let body_start = msg
        .parts
        .first()
        .map(|p| p.offset_body as usize)
        .unwrap_or(raw.len());
    h.update(raw.get(body_start..).unwrap_or_default());
    hex::encode(h.finalize())
}

/// The raw (unfolded, not decoded) values of every top-level header with this name.
fn raw_header_values(msg: &Message<'_>, raw: &[u8], name: &str) -> Vec<String> {
    msg.headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case(name))
        .filter_map(|h| raw.get(h.offset_start as usize..h.offset_end as usize))
        .map(|b| {
            String::from_utf8_lossy(b)
                .split(['\r', '\n'])
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// Addresses in a simple header value: `<a@b>` forms, else bare tokens containing `@`.
fn addresses_in(value: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in value.split(',') {
        let piece = piece.trim();
        let addr = match (piece.find('<'), piece.rfind('>')) {
            (Some(a), Some(b)) if a < b => &piece[a + 1..b],
            _ => piece
                .split_whitespace()
                .find(|t| t.contains('@'))
                .unwrap_or(""),
        };
        let addr = addr.trim();
        if addr.contains('@') {
            out.push(addr.to_string());
        }
    }
    out
}

fn detect_auto(msg: &Message<'_>, raw: &[u8], from: Option<&str>) -> Option<AutoKind> {
    let first = |name: &str| raw_header_values(msg, raw, name).into_iter().next();

    // Bounces first: they are the most specific.
    if let Some(ct) = first("Content-Type")
        && ct
            .to_ascii_lowercase()
            .trim_start()
            .starts_with("multipart/report")
    {
        return Some(AutoKind::Bounce("Content-Type multipart/report".into()));
    }
    if let Some(rp) = first("Return-Path") {
        let inner: String = rp.chars().filter(|c| !c.is_whitespace()).collect();
        if inner == "<>" || inner.is_empty() {
            return Some(AutoKind::Bounce("empty Return-Path".into()));
        }
    }
    let from_local = from
        .map(|f| f.split('@').next().unwrap_or(f).to_string())
        .or_else(|| first("From").map(|f| f.to_ascii_lowercase()));
    if let Some(local) = from_local {
        let local = local.trim();
        if local.eq_ignore_ascii_case("mailer-daemon") || local.eq_ignore_ascii_case("postmaster") {
            return Some(AutoKind::Bounce(format!("From {local}")));
        }
    }

    if let Some(v) = first("Auto-Submitted") {
        let kw = v
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        if kw != "no" {
            return Some(AutoKind::AutoReply(format!("Auto-Submitted: {v}")));
        }
    }
    for name in ["X-Autoreply", "X-Autorespond", "X-Autoresponse"] {
        if let Some(v) = first(name)
            && !v.trim().eq_ignore_ascii_case("no")
        {
            return Some(AutoKind::AutoReply(format!("{name}: {v}")));
        }
    }
    if let Some(v) = first("Precedence") {
        let p = v.trim().to_ascii_lowercase();
        match p.as_str() {
            "bulk" | "junk" | "list" => {
                return Some(AutoKind::Bulk(format!("Precedence: {p}")));
            }
            "auto_reply" | "auto-reply" => {
                return Some(AutoKind::AutoReply(format!("Precedence: {p}")));
            }
            _ => {}
        }
    }
    if let Some(v) = first("List-Id") {
        return Some(AutoKind::Bulk(format!("List-Id: {v}")));
    }
    None
}

/// The deepest nesting of multipart / message parts (a single-part mail is depth 0).
fn mime_depth(msg: &Message<'_>) -> usize {
    let mut max = 0;
    let mut stack: Vec<(&Message<'_>, usize, usize)> = vec![(msg, 0, 0)];
    let mut steps = 0usize;
    while let Some((m, id, depth)) = stack.pop() {
        max = max.max(depth);
        steps += 1;
        if max > MAX_MIME_DEPTH || steps > 1_000_000 {
            break;
        }
        match m.parts.get(id).map(|p| &p.body) {
            Some(PartType::Multipart(children)) => {
                for &c in children {
                    let c = c as usize;
                    // Children always come after their parent; anything else would loop.
                    if c > id {
                        stack.push((m, c, depth + 1));
                    }
                }
            }
            Some(PartType::Message(inner)) => stack.push((inner, 0, depth + 1)),
            _ => {}
        }
    }
    max
}

/// The text/plain body parts joined; if there is none (or only whitespace), the HTML body parts
/// turned into text.
fn body_text(msg: &Message<'_>) -> String {
    let mut plain: Vec<String> = Vec::new();
    for &id in &msg.text_body {
        if let Some(part) = msg.parts.get(id as usize)
            && let PartType::Text(t) = &part.body
        {
            let flowed = part_is_flowed(part);
            let t = if let Some(delsp) = flowed {
                unflow(t, delsp)
            } else {
                t.to_string()
            };
            plain.push(normalize_newlines(&t));
        }
    }
    let plain = plain.join("\n");
    if !plain.trim().is_empty() {
        return plain;
    }
    let mut html: Vec<String> = Vec::new();
    for &id in &msg.html_body {
        if let Some(part) = msg.parts.get(id as usize)
            && let PartType::Html(h) = &part.body
        {
            html.push(html_to_text(h));
        }
    }
    let html = html.join("\n");
    if !html.trim().is_empty() {
        return html;
    }
    plain
}

/// `Some(delsp)` if the part is text/plain; format=flowed (RFC 3676).
fn part_is_flowed(part: &mail_parser::MessagePart<'_>) -> Option<bool> {
    use mail_parser::MimeHeaders;
    let ct = part.content_type()?;
    let flowed = ct
        .attribute("format")
        .is_some_and(|f| f.eq_ignore_ascii_case("flowed"));
    flowed.then(|| {
        ct.attribute("delsp")
            .is_some_and(|d| d.eq_ignore_ascii_case("yes"))
    })
}

fn normalize_newlines(s: &str) -> String {
    s.replace("\r\n", "\n").replace('\r', "\n")
}

/// Undo format=flowed soft line breaks (RFC 3676 section 4.2): a line ending in a space is
/// continued by the next line of the same quote depth; the signature separator `-- ` is never
/// flowed; one space after the quote markers is space-stuffing and removed.
fn unflow(text: &str, delsp: bool) -> String {
    let text = normalize_newlines(text);
    let mut out: Vec<String> = Vec::new();
    let mut open: Option<(usize, String)> = None; // (quote depth, accumulated content)
    for line in text.split('\n') {
        let depth = line.chars().take_while(|&c| c == '>').count();
        let rest = &line[depth..];
        let rest = rest.strip_prefix(' ').unwrap_or(rest);
        let is_sig = rest == "-- ";
        let soft = !is_sig && rest.ends_with(' ');
        let piece = if soft && delsp {
            &rest[..rest.len() - 1]
        } else {
            rest
        };
        match open.take() {
            Some((d, mut acc)) if d == depth => {
                acc.push_str(piece);
                open = Some((d, acc));
            }
            Some((d, acc)) => {
                out.push(quote_line(d, &acc));
                open = Some((depth, piece.to_string()));
            }
            None => open = Some((depth, piece.to_string())),
        }
        if !soft && let Some((d, acc)) = open.take() {
            out.push(quote_line(d, &acc));
        }
    }
    if let Some((d, acc)) = open {
        out.push(quote_line(d, &acc));
    }
    out.join("\n")
}

fn quote_line(depth: usize, content: &str) -> String {
    if depth == 0 {
        content.to_string()
    } else {
        format!("{} {}", ">".repeat(depth), content)
    }
}

/// Extract the plus-address token for the GM address: gm `gm@example.test`, addr
/// `gm+abc123@example.test` → `Some("abc123")`. Case-insensitive on local part and domain; the
/// token is returned lowercased (generate tokens in lowercase). `None` otherwise.
pub fn plus_token(gm_address: &str, addr: &str) -> Option<String> {
    let (gm_local, gm_domain) = split_address(gm_address)?;
    let (local, domain) = split_address(addr)?;
    if !domain.eq_ignore_ascii_case(gm_domain) {
        return None;
    }
    let local = local.to_lowercase();
    let prefix = format!("{}+", gm_local.to_lowercase());
    let token = local.strip_prefix(&prefix)?;
    if token.is_empty() {
        None
    } else {
        Some(token.to_string())
    }
}

/// Build a player's personal address: (`gm@example.test`, `abc123`) → `gm+abc123@example.test`.
pub fn plus_address(gm_address: &str, token: &str) -> String {
    match split_address(gm_address) {
        Some((local, domain)) => format!("{local}+{token}@{domain}"),
        None => format!("{}+{token}", gm_address.trim()),
    }
}

/// `local@domain` from a bare address or a `Name <local@domain>` form.
fn split_address(addr: &str) -> Option<(&str, &str)> {
    let addr = addr.trim();
    let addr = match (addr.find('<'), addr.rfind('>')) {
        (Some(a), Some(b)) if a < b => addr[a + 1..b].trim(),
        _ => addr,
    };
    let (local, domain) = addr.rsplit_once('@')?;
    if local.is_empty() || domain.is_empty() {
        return None;
    }
    Some((local, domain))
}

// ---------------------------------------------------------------------------------------------
// HTML to text
// ---------------------------------------------------------------------------------------------

/// Turn an HTML body into plain text for the order reader: `<br>`, `<p>`, `<div>` and other block
/// elements break lines, entities are decoded, `<style>`, `<script>` and `<title>` are dropped,
/// every line inside `<blockquote>` is prefixed with `> ` (per level) so the quote stripper skips
/// it, and `<hr>` becomes a line `________________`. Never panics.
pub fn html_to_text(html: &str) -> String {
    let mut out = TextOut::default();
    let bytes = html.as_bytes();
    let mut i = 0;
    let mut text_start = 0;
    while i < bytes.len() {
        if bytes[i] != b'<' {
            i += 1;
            continue;
        }
        // Flush the text before this '<'.
        out.text(&html[text_start..i]);
        let rest = &html[i..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            let end = comment.find("-->").map_or(html.len(), |p| i + 4 + p + 3);
            i = end;
            text_start = i;
            continue;
        }
        let next = bytes.get(i + 1).copied().unwrap_or(b' ');
        if !(next.is_ascii_alphabetic() || next == b'/' || next == b'!' || next == b'?') {
            // A literal '<' ("a < b").
            out.text("<");
            i += 1;
            text_start = i;
            continue;
        }
        let Some(tag_len) = tag_end(&rest[1..]) else {
            // No closing '>': the rest is text.
            out.text(rest);
            i = html.len();
            text_start = i;
            break;
        };
        let inner = &rest[1..1 + tag_len];
        i += tag_len + 2;
        text_start = i;
        let closing = inner.starts_with('/');
        let name: String = inner
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if name.is_empty() {
            continue; // <!DOCTYPE ...>, <?xml ...?>
        }
        if !closing && matches!(name.as_str(), "style" | "script" | "title" | "template") {
            // Skip everything up to the matching end tag (or to the end).
            let close = format!("</{name}");
            let end = find_ascii_ci(&html[i..], &close).map_or(html.len(), |p| {
                let after = i + p;
                html[after..]
                    .find('>')
                    .map_or(html.len(), |q| after + q + 1)
            });
            i = end;
            text_start = i;
            continue;
        }
        out.tag(&name, closing);
    }
    if text_start < html.len() {
        out.text(&html[text_start..]);
    }
    out.finish()
}

/// Length of a tag's inside (up to, not including, the `>`), honouring quoted attribute values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    for (i, c) in s.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '>' => return Some(i),
            None => {}
        }
    }
    None
}

fn find_ascii_ci(hay: &str, needle: &str) -> Option<usize> {
    let h = hay.as_bytes();
    let n = needle.as_bytes();
    if n.is_empty() || h.len() < n.len() {
        return None;
    }
    (0..=h.len() - n.len()).find(|&i| h[i..i + n.len()].eq_ignore_ascii_case(n))
}

#[derive(Default)]
struct TextOut {
    lines: Vec<String>,
    cur: String,
    /// The quote depth of the current line, fixed when its first character is written.
    cur_quote: usize,
    quote: usize,
    pre: usize,
    pending_space: bool,
}

impl TextOut {
    fn text(&mut self, raw: &str) {
        if raw.is_empty() {
            return;
        }
        let decoded = decode_entities(raw);
        for c in decoded.chars() {
            if self.pre > 0 {
                match c {
                    '\r' => {}
                    '\n' => self.break_line(),
                    _ => self.push_char(c),
                }
            } else if c.is_ascii_whitespace() {
                self.pending_space = true;
            } else {
                if self.pending_space && !self.cur.is_empty() {
                    self.cur.push(' ');
                }
                self.pending_space = false;
                self.push_char(c);
            }
        }
    }

    fn push_char(&mut self, c: char) {
        if self.cur.is_empty() {
            self.cur_quote = self.quote;
        }
        // Non-breaking spaces are plain spaces to the order reader.
        self.cur.push(if c == '\u{a0}' { ' ' } else { c });
    }

    /// End the current line, even if it is empty (`<br>`).
    fn break_line(&mut self) {
        let quote = if self.cur.is_empty() {
            self.quote
        } else {
            self.cur_quote
        };
        let content = std::mem::take(&mut self.cur);
        let content = content.trim_end();
        let line = if quote == 0 {
            content.to_string()
        } else if content.is_empty() {
            ">".repeat(quote)
        } else {
            format!("{} {}", ">".repeat(quote), content)
        };
        self.lines.push(line);
        self.pending_space = false;
    }

    /// End the current line if it has content (block elements).
    fn ensure_line(&mut self) {
        if !self.cur.trim().is_empty() {
            self.break_line();
        } else {
            self.cur.clear();
            self.pending_space = false;
        }
    }

    fn tag(&mut self, name: &str, closing: bool) {
        match name {
            "br" => self.break_line(),
            "hr" => {
                self.ensure_line();
                self.cur_quote = self.quote;
                self.cur.push_str("________________");
                self.break_line();
            }
            "blockquote" => {
                self.ensure_line();
                if closing {
                    self.quote = self.quote.saturating_sub(1);
                } else {
                    self.quote += 1;
                }
            }
            "pre" => {
                self.ensure_line();
                if closing {
                    self.pre = self.pre.saturating_sub(1);
                } else {
                    self.pre += 1;
                }
            }
            "td" | "th" if !closing => self.pending_space = true,
            "p" | "div" | "tr" | "li" | "ul" | "ol" | "table" | "tbody" | "thead" | "tfoot"
            | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "dl" | "dt" | "dd" | "section"
            | "article" | "header" | "footer" | "address" | "center" | "form" | "fieldset"
            | "body" | "html" | "caption" | "figure" | "figcaption" | "main" | "nav" | "aside" => {
                self.ensure_line()
            }
            _ => {}
        }
    }

    fn finish(mut self) -> String {
        self.ensure_line();
        // Collapse runs of blank lines, drop leading and trailing blank lines.
        let mut out: Vec<String> = Vec::with_capacity(self.lines.len());
        for line in self.lines {
            let blank = line.trim().is_empty();
            if blank && out.last().is_none_or(|l: &String| l.trim().is_empty()) {
                continue;
            }
            out.push(line);
        }
        while out.last().is_some_and(|l| l.trim().is_empty()) {
            out.pop();
        }
        out.join("\n")
    }
}

/// Decode HTML character references (`&amp;`, `&#233;`, `&#xE9;`, common named ones). Unknown or
/// malformed references are left as they are; invalid code points become U+FFFD.
pub fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(pos) = rest.find('&') {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + 1..];
        let semi = after
            .char_indices()
            .take(32)
            .find(|&(_, c)| c == ';' || !(c.is_ascii_alphanumeric() || c == '#'))
            .filter(|&(_, c)| c == ';')
            .map(|(i, _)| i);
        let decoded = semi.and_then(|end| {
            let name = &after[..end];
            entity(name).map(|c| (c, end + 1))
        });
        match decoded {
            Some((c, used)) => {
                if let Some(c) = c {
                    out.push(c);
                }
                rest = &after[used..];
            }
            None => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `Some(None)`: a known reference that stands for nothing visible (soft hyphen, zero-width
/// joiners, direction marks).
fn entity(name: &str) -> Option<Option<char>> {
    if let Some(num) = name.strip_prefix('#') {
        let code = if let Some(hex) = num.strip_prefix(['x', 'X']) {
            u32::from_str_radix(hex, 16).ok()?
        } else {
            num.parse::<u32>().ok()?
        };
        return Some(Some(match code {
            0 => '\u{fffd}',
            _ => char::from_u32(code).unwrap_or('\u{fffd}'),
        }));
    }
    let c = match name {
        "amp" | "AMP" => '&',
        "lt" | "LT" => '<',
        "gt" | "GT" => '>',
        "quot" | "QUOT" => '"',
        "apos" => '\'',
        "nbsp" => '\u{a0}',
        "ensp" | "emsp" | "thinsp" => ' ',
        "shy" | "zwnj" | "zwj" | "lrm" | "rlm" => return Some(None),
        "ndash" => '–',
        "mdash" => '—',
        "lsquo" => '‘',
        "rsquo" => '’',
        "sbquo" => '‚',
        "ldquo" => '“',
        "rdquo" => '”',
        "bdquo" => '„',
        "hellip" => '…',
        "bull" => '•',
        "middot" => '·',
        "laquo" => '«',
        "raquo" => '»',
        "lsaquo" => '‹',
        "rsaquo" => '›',
        "copy" => '©',
        "reg" => '®',
        "trade" => '™',
        "euro" => '€',
        "pound" => '£',
        "yen" => '¥',
        "cent" => '¢',
        "sect" => '§',
        "para" => '¶',
        "deg" => '°',
        "plusmn" => '±',
        "times" => '×',
        "divide" => '÷',
        "frac12" => '½',
        "frac14" => '¼',
        "frac34" => '¾',
        "iexcl" => '¡',
        "iquest" => '¿',
        "ordf" => 'ª',
        "ordm" => 'º',
        "micro" => 'µ',
        "larr" => '←',
        "rarr" => '→',
        "uarr" => '↑',
        "darr" => '↓',
        "minus" => '−',
        "oelig" => 'œ',
        "OElig" => 'Œ',
        "scaron" => 'š',
        "Scaron" => 'Š',
        "yuml" => 'ÿ',
        "Yuml" => 'Ÿ',
        _ => return latin1_letter(name).map(Some),
    };
    Some(Some(c))
}

/// The Latin-1 letters U+00C0..U+00FF by their entity names.
fn latin1_letter(name: &str) -> Option<char> {
    const NAMES: [&str; 64] = [
        "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave",
        "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde", "Ograve",
        "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc",
        "Uuml", "Yacute", "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring",
        "aelig", "ccedil", "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc",
        "iuml", "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash",
        "ugrave", "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
    ];
    let idx = NAMES.iter().position(|n| *n == name)?;
    char::from_u32(0xC0 + idx as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn crlf(s: &str) -> Vec<u8> {
        s.replace("\r\n", "\n").replace('\n', "\r\n").into_bytes()
    }

    fn parse(s: &str) -> InboundMail {
        match parse_mail(&crlf(s)) {
            Ok(m) => m,
            Err(e) => panic!("parse failed: {e}"),
        }
    }

    const PLAIN: &str = "From: Alice Example <Alice@Example.TEST>
To: GM <gm+abc123@example.test>
Cc: bob@example.test, \"Carol\" <CAROL@example.test>
Subject: Re: [g1] Call for orders
Message-ID: <m1.alice@mua.test>
In-Reply-To: <out-5@rorgm.test>
Date: Mon, 2 Nov 2026 10:00:00 +0000
Content-Type: text/plain; charset=utf-8

INCOME 7 TO FACTION
PERSUADE Claudius WITH Cornelius BRIBE 3

> quoted line
-- 
Alice
";

    #[test]
    fn plain_mail() {
        let m = parse(PLAIN);
        assert_eq!(m.message_id.as_deref(), Some("m1.alice@mua.test"));
        assert_eq!(m.dedup_key, "m1.alice@mua.test");
        assert_eq!(m.from.as_deref(), Some("alice@example.test"));
        assert_eq!(
            m.recipients,
            vec![
                "gm+abc123@example.test".to_string(),
                "bob@example.test".to_string(),
                "carol@example.test".to_string()
            ]
        );
        assert_eq!(m.subject, "Re: [g1] Call for orders");
        assert_eq!(m.in_reply_to.as_deref(), Some("out-5@rorgm.test"));
        assert!(
            m.text.starts_with("INCOME 7 TO FACTION\nPERSUADE Claudius"),
            "{:?}",
            m.text
        );
        assert!(m.text.contains("> quoted line"));
        assert!(
            m.text.contains("\n-- \nAlice"),
            "signature kept for the stripper: {:?}",
            m.text
        );
        assert!(!m.text.contains('\r'));
        assert_eq!(m.auto, None);
        assert_eq!(m.size, crlf(PLAIN).len());
    }

    #[test]
    fn delivered_to_and_original_to_are_recipients() {
        let m = parse(
            "Delivered-To: GM+Tok9@example.test
X-Original-To: gm+tok9@example.test, <other@example.test>
From: alice@example.test
To: undisclosed-recipients:;
Subject: x

hi
",
        );
        assert_eq!(
            m.recipients,
            vec![
                "gm+tok9@example.test".to_string(),
                "other@example.test".to_string()
            ]
        );
        let tokens: Vec<_> = m
            .recipients
            .iter()
            .filter_map(|r| plus_token("gm@example.test", r))
            .collect();
        assert_eq!(tokens, vec!["tok9".to_string()]);
    }

    #[test]
    fn html_only_mail() {
        let m = parse(
            "From: bob@example.test
To: gm+t@example.test
Subject: orders
Message-ID: <h1@x>
Content-Type: text/html; charset=utf-8

<html><head><title>Orders</title><style>p { color: red; }</style></head>
<body><p>INCOME&nbsp;7 TO FACTION</p><div>VOTE YES<br>READY</div>
<script>alert('x')</script><!-- a comment -->
<p>Caf&eacute; &amp; &#8220;Scipio&#x201D; &lt;3 &bogus;</p>
<blockquote>On Mon, GM wrote:<br>INCOME 0 TO FACTION<blockquote>deeper</blockquote></blockquote>
<p>after the quote</p>
<hr><p>forwarded stuff</p></body></html>
",
        );
        let lines: Vec<&str> = m.text.lines().collect();
        assert_eq!(
            lines,
            vec![
                "INCOME 7 TO FACTION",
                "VOTE YES",
                "READY",
                "Café & “Scipio” <3 &bogus;",
                "> On Mon, GM wrote:",
                "> INCOME 0 TO FACTION",
                ">> deeper",
                "after the quote",
                "________________",
                "forwarded stuff",
            ],
            "{:?}",
            m.text
        );
    }

    #[test]
    fn multipart_alternative_prefers_plain() {
        let m = parse(
            "From: carol@example.test
To: gm+t@example.test
Subject: alt
Message-ID: <a1@x>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary=\"b1\"

--b1
Content-Type: text/plain; charset=utf-8

PLAIN ORDERS
--b1
Content-Type: text/html; charset=utf-8

<p>HTML ORDERS</p>
--b1--
",
        );
        assert_eq!(m.text.trim(), "PLAIN ORDERS");
    }

    #[test]
    fn empty_plain_part_falls_back_to_html() {
        let m = parse(
            "From: carol@example.test
To: gm+t@example.test
Subject: alt
Content-Type: multipart/alternative; boundary=\"b1\"

--b1
Content-Type: text/plain; charset=utf-8

  
--b1
Content-Type: text/html; charset=utf-8

<div>HTML ORDERS</div>
--b1--
",
        );
        assert_eq!(m.text.trim(), "HTML ORDERS");
    }

    #[test]
    fn base64_and_quoted_printable() {
        // "INCOME 7 TO FACTION\nÆmilius" in base64
        let m = parse(
            "From: a@example.test
Subject: b64
Content-Type: multipart/mixed; boundary=XX

--XX
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: base64

SU5DT01FIDcgVE8gRkFDVElPTgrDhm1pbGl1cw==
--XX
Content-Type: text/plain; charset=iso-8859-1
Content-Transfer-Encoding: quoted-printable

PERSUADE Claudius WITH Cornelius BRIBE 3 and a very long line that is wrapp=
ed softly. Caf=E9
--XX
Content-Type: application/pdf
Content-Disposition: attachment; filename=\"x.pdf\"
Content-Transfer-Encoding: base64

JVBERi0xLjQK
--XX
Content-Type: text/plain
Content-Disposition: attachment; filename=\"orders.txt\"

VOTE NO (an attachment: not read)
--XX--
",
        );
        assert!(
            m.text.contains("INCOME 7 TO FACTION\nÆmilius"),
            "{:?}",
            m.text
        );
        assert!(m.text.contains("wrapped softly. Café"), "{:?}", m.text);
        assert!(!m.text.contains("VOTE NO"), "{:?}", m.text);
        assert!(!m.text.contains("JVBER"), "{:?}", m.text);
    }

    #[test]
    fn bad_charset_bytes_are_replaced() {
        let mut raw = crlf(
            "From: a@example.test\nSubject: bad\nContent-Type: text/plain; charset=utf-8\n\nVOTE YES ",
        );
        raw.extend_from_slice(&[0xff, 0xfe, 0xc3]);
        raw.extend_from_slice(b"\r\nREADY\r\n");
        let m = parse_mail(&raw);
        assert!(m.is_ok(), "{:?}", m.err());
        let Ok(m) = m else { return };
        assert!(m.text.contains("VOTE YES"));
        assert!(m.text.contains('\u{fffd}'));
        assert!(m.text.contains("READY"));

        let m = parse(
            "From: a@example.test
Subject: unknown charset
Content-Type: text/plain; charset=x-no-such-charset

VOTE NO
",
        );
        assert_eq!(m.text.trim(), "VOTE NO");

        let mut raw = crlf(
            "From: a@example.test\nSubject: latin1\nContent-Type: text/plain; charset=iso-8859-1\n\nCaf",
        );
        raw.extend_from_slice(&[0xe9, b'\r', b'\n']);
        let m = parse_mail(&raw).map(|m| m.text).unwrap_or_default();
        assert_eq!(m.trim(), "Café");
    }

    #[test]
    fn format_flowed_is_unwrapped() {
        let m = parse(
            "From: a@example.test
Subject: flowed
Content-Type: text/plain; charset=utf-8; format=flowed; delsp=no

PERSUADE Claudius WITH Cornelius 
BRIBE 3
> quoted that is 
> flowed too
-- 
sig
",
        );
        let lines: Vec<&str> = m.text.lines().collect();
        assert_eq!(
            lines,
            vec![
                "PERSUADE Claudius WITH Cornelius BRIBE 3",
                "> quoted that is flowed too",
                "-- ",
                "sig",
            ],
            "{:?}",
            m.text
        );
    }

    fn auto_of(headers: &str) -> Option<AutoKind> {
        parse(&format!("{headers}\nSubject: s\n\nbody\n")).auto
    }

    #[test]
    fn auto_reply_bulk_and_bounce_detection() {
        let from = "From: alice@example.test";
        assert_eq!(auto_of(from), None);
        assert_eq!(auto_of(&format!("{from}\nAuto-Submitted: no")), None);
        assert!(matches!(
            auto_of(&format!("{from}\nAuto-Submitted: auto-replied")),
            Some(AutoKind::AutoReply(_))
        ));
        assert!(matches!(
            auto_of(&format!(
                "{from}\nAuto-Submitted: Auto-Generated; owner-email=x@y"
            )),
            Some(AutoKind::AutoReply(_))
        ));
        assert!(matches!(
            auto_of(&format!("{from}\nX-Autoreply: yes")),
            Some(AutoKind::AutoReply(_))
        ));
        for p in ["bulk", "junk", "list", "BULK"] {
            assert!(
                matches!(
                    auto_of(&format!("{from}\nPrecedence: {p}")),
                    Some(AutoKind::Bulk(_))
                ),
                "{p}"
            );
        }
        assert_eq!(auto_of(&format!("{from}\nPrecedence: first-class")), None);
        assert!(matches!(
            auto_of(&format!(
                "{from}\nList-Id: Rome players <rome.lists.example.test>"
            )),
            Some(AutoKind::Bulk(_))
        ));
        assert!(matches!(
            auto_of(&format!("Return-Path: <>\n{from}")),
            Some(AutoKind::Bounce(_))
        ));
        assert_eq!(
            auto_of(&format!("Return-Path: <alice@example.test>\n{from}")),
            None
        );
        assert!(matches!(
            auto_of("From: MAILER-DAEMON@mail.example.test (Mail Delivery System)"),
            Some(AutoKind::Bounce(_))
        ));
        assert!(matches!(
            auto_of("From: Postmaster <postmaster@example.test>"),
            Some(AutoKind::Bounce(_))
        ));
        let dsn = parse(
            "From: Mail Delivery <mailer@example.test>
Subject: Undelivered Mail Returned to Sender
Content-Type: multipart/report; report-type=delivery-status; boundary=r

--r
Content-Type: text/plain

Your message could not be delivered.
--r
Content-Type: message/delivery-status

Final-Recipient: rfc822; nobody@example.test
Action: failed
--r--
",
        );
        assert!(
            matches!(dsn.auto, Some(AutoKind::Bounce(_))),
            "{:?}",
            dsn.auto
        );
        assert!(dsn.text.contains("could not be delivered"));
        assert!(AutoKind::Bulk("x".into()).to_string().contains("bulk"));
    }

    #[test]
    fn missing_message_id_gets_a_content_hash() {
        let base = "From: a@example.test\nTo: gm@example.test\nSubject: no id\n\nVOTE YES\n";
        let a = parse(base);
        assert_eq!(a.message_id, None);
        assert_eq!(a.dedup_key.len(), 64);
        assert!(a.dedup_key.chars().all(|c| c.is_ascii_hexdigit()));
        // The same mail delivered again (new trace headers) keeps its key.
        let again = parse(&format!(
            "Return-Path: <a@example.test>\nDelivered-To: gm@example.test\nReceived: from x by y; Mon, 2 Nov 2026 10:00:00 +0000\n{base}"
        ));
        assert_eq!(a.dedup_key, again.dedup_key);
        // A different body or header changes it.
        assert_ne!(
            a.dedup_key,
            parse(&base.replace("VOTE YES", "VOTE NO")).dedup_key
        );
        assert_ne!(
            a.dedup_key,
            parse(&base.replace("no id", "no id!")).dedup_key
        );
        // An empty Message-ID counts as missing.
        let e = parse(&format!("Message-ID: <>\n{base}"));
        assert_eq!(e.message_id, None);
        assert_eq!(e.dedup_key.len(), 64);
    }

    #[test]
    fn plus_tokens() {
        let gm = "gm@example.test";
        assert_eq!(
            plus_token(gm, "gm+abc123@example.test").as_deref(),
            Some("abc123")
        );
        assert_eq!(
            plus_token(gm, "GM+ABC123@Example.Test").as_deref(),
            Some("abc123")
        );
        assert_eq!(
            plus_token("GM@EXAMPLE.TEST", "gm+x@example.test").as_deref(),
            Some("x")
        );
        assert_eq!(
            plus_token(gm, "<gm+abc@example.test>").as_deref(),
            Some("abc")
        );
        assert_eq!(
            plus_token(gm, "Rome GM <gm+abc@example.test>").as_deref(),
            Some("abc")
        );
        assert_eq!(
            plus_token(gm, "gm+a+b@example.test").as_deref(),
            Some("a+b")
        );
        assert_eq!(plus_token(gm, "gm@example.test"), None);
        assert_eq!(plus_token(gm, "gm+@example.test"), None);
        assert_eq!(plus_token(gm, "gm+abc@other.test"), None);
        assert_eq!(plus_token(gm, "gmx+abc@example.test"), None);
        assert_eq!(plus_token(gm, "xgm+abc@example.test"), None);
        assert_eq!(plus_token(gm, "not an address"), None);
        assert_eq!(plus_token("nonsense", "gm+abc@example.test"), None);
        assert_eq!(plus_address(gm, "abc123"), "gm+abc123@example.test");
        assert_eq!(
            plus_token(gm, &plus_address(gm, "r4nd0m")).as_deref(),
            Some("r4nd0m")
        );
    }

    #[test]
    fn too_large_is_refused() {
        let mut raw = crlf("From: a@example.test\nSubject: big\n\n");
        raw.resize(MAX_MAIL_BYTES + 1, b'x');
        assert_eq!(
            parse_mail(&raw),
            Err(InboundError::TooLarge {
                size: MAX_MAIL_BYTES + 1,
                limit: MAX_MAIL_BYTES
            })
        );
        // ... but its sender can still be read, to answer it.
        let h = parse_headers_only(&raw);
        assert_eq!(
            h.as_ref().and_then(|h| h.from.as_deref()),
            Some("a@example.test")
        );
        assert_eq!(h.map(|h| h.size), Some(MAX_MAIL_BYTES + 1));
    }

    fn nested(depth: usize) -> String {
        let mut s = String::from("From: a@example.test\nSubject: deep\nMessage-ID: <deep@x>\n");
        for i in 0..depth {
            s.push_str(&format!(
                "Content-Type: multipart/mixed; boundary=\"b{i}\"\n\n--b{i}\n"
            ));
        }
        s.push_str("Content-Type: text/plain\n\nVOTE YES\n");
        for i in (0..depth).rev() {
            s.push_str(&format!("--b{i}--\n"));
        }
        s
    }

    #[test]
    fn mime_depth_limit() {
        let ok = parse_mail(&crlf(&nested(MAX_MIME_DEPTH)));
        assert!(ok.is_ok(), "{:?}", ok.err());
        assert_eq!(
            ok.map(|m| m.text.trim().to_string()).ok().as_deref(),
            Some("VOTE YES")
        );
        match parse_mail(&crlf(&nested(MAX_MIME_DEPTH + 5))) {
            Err(InboundError::TooDeep { depth }) => assert!(depth > MAX_MIME_DEPTH),
            other => panic!("expected TooDeep, got {other:?}"),
        }
        // Thousands of levels: refused before parsing, no stack overflow.
        assert!(matches!(
            parse_mail(&crlf(&nested(5000))),
            Err(InboundError::TooComplex { .. })
        ));
        // Still answerable.
        assert_eq!(
            parse_headers_only(&crlf(&nested(5000))).and_then(|m| m.message_id),
            Some("deep@x".to_string())
        );
    }

    /// Issue 11, fault 1: a top-level quoted-printable `message/rfc822` holding 10,000 nested
    /// `message/rfc822` parts (about 320 KB) made mail-parser overflow the stack.
    fn nested_rfc822_under_qp(depth: usize) -> Vec<u8> {
        let mut s = String::from(
            "From: attacker@example.test\r\nTo: gm@example.test\r\nSubject: x\r\n\
             Message-ID: <bomb@x>\r\nContent-Type: message/rfc822\r\n\
             Content-Transfer-Encoding: quoted-printable\r\n\r\n",
        );
        for _ in 0..depth {
            s.push_str("Content-Type: message/rfc822\r\n\r\n");
        }
        s.push_str("Subject: inner\r\n\r\nREADY\r\n");
        s.into_bytes()
    }

    #[test]
    fn nested_message_bomb_is_refused_before_parsing() {
        let bomb = nested_rfc822_under_qp(10_000);
        assert!(bomb.len() > 300_000);
        let t = std::time::Instant::now();
        match parse_mail(&bomb) {
            Err(InboundError::TooComplex { containers, .. }) => assert!(containers > 10_000),
            other => panic!("expected TooComplex, got {other:?}"),
        }
        assert!(t.elapsed() < std::time::Duration::from_secs(5));
        // The sender can still be read (for a notice).
        assert_eq!(
            parse_headers_only(&bomb).and_then(|m| m.from),
            Some("attacker@example.test".to_string())
        );
    }

    #[test]
    fn the_parser_thread_survives_what_overflows_a_small_stack() {
        // 3,000 levels overflowed the 2 MiB stack of a test thread when parsed in place; on
        // the parser's own thread the parse finishes and the depth limit refuses the mail.
        let r = parse_isolated(&nested_rfc822_under_qp(3_000));
        assert!(matches!(r, Err(InboundError::TooDeep { .. })), "{r:?}");
    }

    /// Issue 11, fault 6: a From that is not exactly one address is flagged.
    #[test]
    fn from_must_be_exactly_one_address() {
        let one = parse("From: Alice <alice@example.test>\nTo: gm@x\nSubject: s\n\nREADY\n");
        assert_eq!(one.from.as_deref(), Some("alice@example.test"));
        assert_eq!(one.from_problem, None);
        let two_headers = parse(
            "From: forger@evil.test\nFrom: alice@example.test\nTo: gm@x\nSubject: s\n\nREADY\n",
        );
        assert_eq!(
            two_headers.from_problem,
            Some(SenderProblem::FromHeaders(2)),
            "{two_headers:?}"
        );
        let list = parse("From: alice@example.test, forger@evil.test\nSubject: s\n\nREADY\n");
        assert_eq!(
            list.from_problem,
            Some(SenderProblem::Addresses(2)),
            "{list:?}"
        );
        let group =
            parse("From: Friends: alice@example.test, bob@example.test;\nSubject: s\n\nREADY\n");
        assert_eq!(
            group.from_problem,
            Some(SenderProblem::GroupAddress),
            "{group:?}"
        );
    }

    #[test]
    fn nothing_parseable() {
        assert!(matches!(parse_mail(b""), Err(InboundError::Unparseable(_))));
    }

    #[test]
    fn html_details() {
        assert_eq!(html_to_text("a<br>b<br><br>c"), "a\nb\n\nc");
        assert_eq!(html_to_text("<pre>X  Y\n  Z</pre>"), "X  Y\n  Z");
        assert_eq!(html_to_text("1 < 2 &amp;&amp; 3 > 2"), "1 < 2 && 3 > 2");
        assert_eq!(html_to_text("<p>unclosed <b"), "unclosed <b");
        assert_eq!(html_to_text("<SCRIPT>x</SCRIPT>ok<STYLE>y"), "ok");
        assert_eq!(html_to_text("<td>a</td><td>b</td>"), "a b");
        assert_eq!(html_to_text("&#0;&#xD800;&#x1F600;"), "\u{fffd}\u{fffd}😀");
        assert_eq!(html_to_text("co&shy;operate"), "cooperate");
        assert_eq!(html_to_text("<a title='x>y'>link</a>"), "link");
        assert_eq!(
            html_to_text("<blockquote><p>q1</p><hr><p>q2</p></blockquote>x"),
            "> q1\n> ________________\n> q2\nx"
        );
        assert_eq!(decode_entities("&Eacute;&aelig;&yuml;&szlig;"), "Éæÿß");
    }

    fn sample_mails() -> Vec<Vec<u8>> {
        vec![
            crlf(PLAIN),
            crlf(&nested(4)),
            crlf(
                "From: a@example.test
Content-Type: multipart/alternative; boundary=\"b1\"

--b1
Content-Type: text/plain; charset=utf-8; format=flowed
Content-Transfer-Encoding: quoted-printable

A =C3=A9 =
B
--b1
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: base64

PHA+SFRNTDwvcD4=
--b1
Content-Type: message/rfc822

From: inner@example.test
Subject: inner

inner body
--b1--
",
            ),
        ]
    }

    proptest! {
        // PROPTEST_CASES=100000 for a longer run.
        #![proptest_config(ProptestConfig::with_cases(
            std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(512)
        ))]

        #[test]
        fn html_and_flowed_conversion_never_panic(
            s in "(<|>|&|;|#|x|/|!|-|'|\"|=|br|p|hr|pre|style|script|blockquote|amp|nbsp|é|€|😀| |\n|>|[a-z0-9])*",
            t in any::<String>(),
        ) {
            let _ = html_to_text(&s);
            let _ = html_to_text(&t);
            let _ = unflow(&s, true);
            let _ = unflow(&t, false);
            let _ = decode_entities(&s);
        }

        #[test]
        fn never_panics_on_arbitrary_bytes(raw in proptest::collection::vec(any::<u8>(), 0..4096)) {
            let _ = parse_mail(&raw);
            let _ = parse_headers_only(&raw);
        }

        #[test]
        fn never_panics_on_mutated_mails(
            which in 0usize..3,
            edits in proptest::collection::vec((any::<u16>(), any::<u8>(), 0u8..4), 1..24),
            cut in any::<u16>(),
        ) {
            let mut raw = sample_mails().swap_remove(which);
            for (pos, byte, op) in edits {
                if raw.is_empty() {
                    raw.push(byte);
                    continue;
                }
                let p = pos as usize % raw.len();
                match op {
                    0 => raw[p] = byte,
                    1 => raw.insert(p, byte),
                    2 => { raw.remove(p); }
                    _ => {
                        // Duplicate a slice (repeats boundaries and headers).
                        let end = (p + byte as usize).min(raw.len());
                        let piece = raw[p..end].to_vec();
                        raw.splice(p..p, piece);
                    }
                }
            }
            if cut % 4 == 0 {
                let keep = cut as usize % (raw.len() + 1);
                raw.truncate(keep);
            }
            let _ = parse_mail(&raw);
            let _ = parse_headers_only(&raw);
        }
    }
}
