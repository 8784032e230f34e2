//! A cheap look at a raw mail before the MIME parser sees it (ORDERS.md "Limits").
//!
//! mail-parser keeps nested messages as nested values: a mail that declares thousands of nested
//! `message/rfc822` parts (hidden, if need be, under a quoted-printable or base64 transfer
//! encoding, which the parser opens up to three levels deep) makes it recurse until the stack
//! overflows, and copy the body once per level. This scan counts the parts a mail declares, in
//! its raw bytes and in every encoded layer the parser could open, in time linear in the size of
//! the mail; [`prescan`] refuses a mail past the limits before it is parsed.

/// At most this many multipart or attached-message parts (nesting can be no deeper than this),
/// and this many MIME parts (`Content-Type` headers) in all.
pub use mail_facts::{MAX_CONTAINERS, MAX_PARTS};
/// Encoded layers looked into: mail-parser opens at most three nested encoded messages.
const MAX_LAYERS: usize = 3;
/// Base64 lines shorter than this are not taken for encoded data.
const MIN_B64_LINE: usize = 16;

/// What a mail declares, counted through its encoded layers.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Shape {
    /// `multipart/…`, `message/rfc822` and `message/global` declarations.
    pub containers: usize,
    /// `Content-Type:` headers.
    pub parts: usize,
}

impl Shape {
    fn plus(self, o: Shape) -> Shape {
        Shape {
            containers: self.containers + o.containers,
            parts: self.parts + o.parts,
        }
    }
    fn max(self, o: Shape) -> Shape {
        Shape {
            containers: self.containers.max(o.containers),
            parts: self.parts.max(o.parts),
        }
    }
    /// Past a limit?
    pub fn too_complex(&self) -> bool {
        self.containers > MAX_CONTAINERS || self.parts > MAX_PARTS
    }
}

/// Count the parts a raw mail declares, in its raw bytes and in every layer of quoted-printable
/// or base64 data the MIME parser could decode. Linear in the input (each layer is at most as
/// large as the one above it, and only [`MAX_LAYERS`] are opened).
pub fn shape(raw: &[u8]) -> Shape {
    shape_at(raw, 0)
}

/// `Err(shape)` when the mail declares more parts than the limits allow.
pub fn prescan(raw: &[u8]) -> Result<Shape, Shape> {
    let s = shape(raw);
    if s.too_complex() { Err(s) } else { Ok(s) }
}

fn shape_at(bytes: &[u8], layer: usize) -> Shape {
    let direct = direct_shape(bytes);
    if layer >= MAX_LAYERS || direct.too_complex() {
        return direct;
    }
    // Read as it stands, plus what its base64 blocks hold ...
    let mut as_is = direct;
    for block in base64_blocks(bytes) {
        as_is = as_is.plus(shape_at(&block, layer + 1));
        if as_is.too_complex() {
            return as_is;
        }
    }
    // ... or read as quoted-printable (which keeps the plain declarations and reveals the
    // escaped ones).
    match qp_decode(bytes) {
        Some(decoded) => as_is.max(shape_at(&decoded, layer + 1)),
        None => as_is,
    }
}

fn direct_shape(bytes: &[u8]) -> Shape {
    Shape {
        containers: count_ci(bytes, b"multipart/")
            + count_ci(bytes, b"message/rfc822")
            + count_ci(bytes, b"message/global"),
        parts: count_ci(bytes, b"content-type:"),
    }
}

/// Occurrences of an ASCII-lowercase needle, ignoring ASCII case.
fn count_ci(hay: &[u8], needle: &[u8]) -> usize {
    let Some((&first, rest)) = needle.split_first() else {
        return 0;
    };
    let mut n = 0;
    let mut i = 0;
    while i + needle.len() <= hay.len() {
        if hay[i].to_ascii_lowercase() == first
            && hay[i + 1..i + needle.len()]
                .iter()
                .zip(rest)
                .all(|(a, b)| a.to_ascii_lowercase() == *b)
        {
            n += 1;
            i += needle.len();
        } else {
            i += 1;
        }
    }
    n
}

fn hex_val(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// The bytes decoded as quoted-printable, or `None` when that changes nothing.
fn qp_decode(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut changed = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'=' {
            match (bytes.get(i + 1), bytes.get(i + 2)) {
                (Some(b'\r'), Some(b'\n')) => {
                    changed = true;
                    i += 3;
                    continue;
                }
                (Some(b'\n'), _) => {
                    changed = true;
                    i += 2;
                    continue;
                }
                (Some(&h), Some(&l)) => {
                    if let (Some(h), Some(l)) = (hex_val(h), hex_val(l)) {
                        out.push(h << 4 | l);
                        changed = true;
                        i += 3;
                        continue;
                    }
                }
                _ => {}
            }
        }
        out.push(b);
        i += 1;
    }
    changed.then_some(out)
}

fn is_b64(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=')
}

/// Every run of lines that look like base64 data, decoded (invalid characters skipped).
fn base64_blocks(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut blocks = Vec::new();
    let mut current: Vec<u8> = Vec::new();
    for line in bytes.split(|&b| b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.len() >= MIN_B64_LINE && line.iter().all(|&b| is_b64(b)) {
            current.extend_from_slice(line);
        } else if !current.is_empty() {
            blocks.push(b64_decode(&current));
            current.clear();
        }
    }
    if !current.is_empty() {
        blocks.push(b64_decode(&current));
    }
    blocks
}

fn b64_val(b: u8) -> Option<u32> {
    match b {
        b'A'..=b'Z' => Some(u32::from(b - b'A')),
        b'a'..=b'z' => Some(u32::from(b - b'a') + 26),
        b'0'..=b'9' => Some(u32::from(b - b'0') + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

fn b64_decode(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() / 4 * 3);
    let mut acc = 0u32;
    let mut bits = 0u32;
    for v in data.iter().filter_map(|&b| b64_val(b)) {
        acc = acc << 6 | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested_rfc822(depth: usize) -> String {
        let mut s = String::from(
            "From: a@example.test\r\nContent-Type: message/rfc822\r\n\
             Content-Transfer-Encoding: quoted-printable\r\n\r\n",
        );
        for _ in 0..depth {
            s.push_str("Content-Type: message/rfc822\r\n\r\n");
        }
        s.push_str("Subject: inner\r\n\r\nhello\r\n");
        s
    }

    #[test]
    fn plain_mails_pass() {
        let m = "From: a@b\r\nContent-Type: multipart/alternative; boundary=x\r\n\r\n--x\r\n\
                 Content-Type: text/plain\r\n\r\nREADY\r\n--x\r\nContent-Type: text/html\r\n\r\n\
                 <p>READY</p>\r\n--x--\r\n";
        let s = prescan(m.as_bytes());
        assert_eq!(
            s,
            Ok(Shape {
                containers: 1,
                parts: 3
            })
        );
    }

    #[test]
    fn deep_nesting_is_refused() {
        let s = prescan(nested_rfc822(10_000).as_bytes());
        assert!(matches!(s, Err(Shape { containers, .. }) if containers > MAX_CONTAINERS));
        assert!(prescan(nested_rfc822(50).as_bytes()).is_ok());
    }

    #[test]
    fn declarations_hidden_by_quoted_printable_are_counted() {
        // "=6Dessage/rfc822" reads "message/rfc822" once decoded.
        let mut s = String::from(
            "From: a@b\r\nContent-Type: message/rfc822\r\n\
             Content-Transfer-Encoding: quoted-printable\r\n\r\n",
        );
        for _ in 0..500 {
            s.push_str("Content-Type: =6Dessage/rfc822\r\n\r\n");
        }
        assert_eq!(direct_shape(s.as_bytes()).containers, 1);
        assert!(prescan(s.as_bytes()).is_err());
    }

    #[test]
    fn declarations_hidden_by_base64_are_counted() {
        let inner = nested_rfc822(500);
        let mut enc = String::new();
        // Encode with a tiny local encoder, 76 characters a line.
        const T: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut line = String::new();
        for chunk in inner.as_bytes().chunks(3) {
            let b = [
                chunk[0],
                chunk.get(1).copied().unwrap_or(0),
                chunk.get(2).copied().unwrap_or(0),
            ];
            let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
            for k in 0..4 {
                if k <= chunk.len() {
                    line.push(T[(n >> (18 - 6 * k) & 63) as usize] as char);
                } else {
                    line.push('=');
                }
            }
            if line.len() >= 76 {
                enc.push_str(&line);
                enc.push_str("\r\n");
                line.clear();
            }
        }
        enc.push_str(&line);
        let mail = format!(
            "From: a@b\r\nContent-Type: message/rfc822\r\nContent-Transfer-Encoding: base64\r\n\r\n{enc}\r\n"
        );
        assert!(direct_shape(mail.as_bytes()).containers < 5);
        assert!(b64_decode(enc.as_bytes()).starts_with(b"From: a@example.test"));
        assert!(prescan(mail.as_bytes()).is_err());
    }

    #[test]
    fn counting_ignores_case_and_overlaps_nothing() {
        assert_eq!(count_ci(b"Multipart/MIXED multipart/x", b"multipart/"), 2);
        assert_eq!(count_ci(b"", b"multipart/"), 0);
        assert_eq!(count_ci(b"abc", b""), 0);
    }

    #[test]
    fn qp_decoding() {
        assert_eq!(qp_decode(b"a=3Db=\r\nc").as_deref(), Some(&b"a=bc"[..]));
        assert_eq!(qp_decode(b"plain text = fine"), None);
    }
}
