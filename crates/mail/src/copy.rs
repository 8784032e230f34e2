//! The referee's own copy of every mail it sends (issue 22, point 6).
//!
//! A mail whose SMTP transaction was cut by a crash (the server may have accepted it while its
//! "250" never reached us) is in doubt: sent again, the player may get it twice; not sent again,
//! it may be lost. So every mail goes out with one more envelope recipient, the GM's own mailbox
//! (the one intake reads). The server queues a mail with all its recipients at once, so the copy
//! is in that mailbox if and only if the server took the mail: a restarted referee looks a mail
//! in doubt up there by its Message-ID ([`crate::imap::find_copies`]) before it sends it again.
//! The copy is also the GM's record of everything sent.
//!
//! The copy is the very mail the player gets (one SMTP transaction, one content), marked by the
//! header [`COPY_HEADER`], whose value is a tag of the Message-ID under a key of the database
//! ([`copy_tag`]): nobody without the key can make a mail pass for the referee's copy of a mail
//! he has not received (a mail in doubt cannot be declared sent by a forger), and intake checks
//! the tag, the sender and the Message-ID before it sets a copy aside.

use sha2::{Digest, Sha256};

/// The header that marks the referee's own copy; its value is [`copy_tag`] of the Message-ID.
pub const COPY_HEADER: &str = "X-Rorgm-Copy";

/// The header section read for [`header_values`] at most.
const MAX_HEADER_BYTES: usize = 256 * 1024;

/// Where a mail's copy goes, and its tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailCopy {
    /// The GM's own address (the mailbox intake reads): one more envelope recipient.
    pub to: String,
    /// [`copy_tag`] of the mail's Message-ID.
    pub tag: String,
}

/// HMAC-SHA256 (RFC 2104).
fn hmac_sha256(key: &[u8], msg: &[u8]) -> [u8; 32] {
    let mut k = [0u8; 64];
    if key.len() > 64 {
        k[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        k[..key.len()].copy_from_slice(key);
    }
    let mut ipad = [0x36u8; 64];
    let mut opad = [0x5cu8; 64];
    for i in 0..64 {
        ipad[i] ^= k[i];
        opad[i] ^= k[i];
    }
    let inner = Sha256::new()
        .chain_update(ipad)
        .chain_update(msg)
        .finalize();
    Sha256::new()
        .chain_update(opad)
        .chain_update(inner)
        .finalize()
        .into()
}

fn bare_id(message_id: &str) -> &str {
    message_id
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
}

/// The tag of the copy of the mail `message_id` (with or without `<>`) under `key`: 32 hex
/// digits (128 bits of HMAC-SHA256).
pub fn copy_tag(key: &str, message_id: &str) -> String {
    hex::encode(&hmac_sha256(key.as_bytes(), bare_id(message_id).as_bytes())[..16])
}

/// Whether `tag` is the tag of `message_id` under `key` (compared in constant time).
pub fn tag_matches(key: &str, message_id: &str, tag: &str) -> bool {
    tag_matches_tag(tag, &copy_tag(key, message_id))
}

/// Whether the tag `got` (as a mail carries it) is the tag `want` (compared in constant time).
pub fn tag_matches_tag(got: &str, want: &str) -> bool {
    let got = got.trim().to_ascii_lowercase();
    let want = want.trim().to_ascii_lowercase();
    !want.is_empty()
        && want.len() == got.len()
        && want
            .bytes()
            .zip(got.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// The values of every header `name` (case-insensitive) of a raw mail, unfolded and trimmed, in
/// order. Only the header section is read (up to the first empty line, at most 256 KiB).
pub fn header_values(raw: &[u8], name: &str) -> Vec<String> {
    let raw = &raw[..raw.len().min(MAX_HEADER_BYTES)];
    let text = String::from_utf8_lossy(raw);
    let mut out: Vec<String> = Vec::new();
    let mut current: Option<String> = None;
    for line in text.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.is_empty() {
            break;
        }
        if line.starts_with([' ', '\t']) {
            if let Some(v) = current.as_mut() {
                v.push(' ');
                v.push_str(line.trim());
            }
            continue;
        }
        if let Some(v) = current.take() {
            out.push(v.trim().to_string());
        }
        if let Some((n, v)) = line.split_once(':')
            && n.trim_end().eq_ignore_ascii_case(name)
            && !n.contains([' ', '\t'])
        {
            current = Some(v.trim().to_string());
        }
    }
    if let Some(v) = current {
        out.push(v.trim().to_string());
    }
    out
}

/// The copy tag a raw mail carries: `Some` only if it has exactly one [`COPY_HEADER`].
pub fn carried_tag(raw: &[u8]) -> Option<String> {
    let mut v = header_values(raw, COPY_HEADER);
    if v.len() == 1 { v.pop() } else { None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hmac_matches_rfc_4231_case_2() {
        let mac = hmac_sha256(b"Jefe", b"what do ya want for nothing?");
        assert_eq!(
            hex::encode(mac),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn tags_depend_on_key_and_id() {
        let t = copy_tag("k1", "<a@b>");
        assert_eq!(t.len(), 32);
        assert_eq!(t, copy_tag("k1", "a@b"));
        assert_ne!(t, copy_tag("k2", "a@b"));
        assert_ne!(t, copy_tag("k1", "a@c"));
        assert!(tag_matches("k1", "a@b", &t.to_uppercase()));
        assert!(!tag_matches("k1", "a@b", &t[..31]));
        assert!(!tag_matches("k1", "a@b", ""));
    }

    #[test]
    fn header_values_unfold_and_stop_at_the_body() {
        let raw = b"From: gm@x\r\nX-Rorgm-Copy: abc\r\n def\r\nx-rorgm-copy:ghi\r\nSubject: s\r\n\r\nX-Rorgm-Copy: body\r\n";
        assert_eq!(header_values(raw, COPY_HEADER), vec!["abc def", "ghi"]);
        assert_eq!(carried_tag(raw), None, "two copy headers: not ours");
        assert_eq!(
            carried_tag(b"X-Rorgm-Copy: t1\nSubject: s\n\nbody"),
            Some("t1".to_string())
        );
        assert_eq!(carried_tag(b"Subject: s\n\nX-Rorgm-Copy: t1\n"), None);
    }
}
