//! Maildir intake and delivery.
//!
//! - [`MaildirSource`] reads a Maildir the way a local delivery agent fills it: new messages are
//!   files in `new/`; a processed message is moved to `cur/` with the info suffix `:2,S`.
//! - [`MaildirSink`] delivers outgoing mail into one Maildir per recipient under a root
//!   directory (`root/<address>/new/`), so a demo can show every player's mailbox. Delivery is
//!   atomic (written in `tmp/`, then renamed) and idempotent by Message-ID.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sha2::{Digest, Sha256};
use tokio::time::Instant;
use tracing::{debug, info_span, warn};

use super::send::{OutgoingMail, SendError, build_message};
use super::{FETCH_BATCH, FETCH_BATCH_BYTES, MAX_MAIL_BYTES, MailError, RawMessage, SourceKey};

const POLL: Duration = Duration::from_millis(200);

/// Create `dir/{new,cur,tmp}` if missing.
fn ensure_maildir(dir: &Path) -> Result<(), MailError> {
    for sub in ["new", "cur", "tmp"] {
        let p = dir.join(sub);
        fs::create_dir_all(&p).map_err(|e| MailError::maildir("create", &p, e))?;
    }
    Ok(())
}

/// A file name is usable as a key only if it names a file directly inside `new/` or `cur/`.
fn valid_name(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('.') && !name.contains(['/', '\\', '\0'])
}

/// The part of a Maildir file name before the info suffix (`:2,FLAGS`).
fn base_name(name: &str) -> &str {
    name.split_once(":2,").map_or(name, |(b, _)| b)
}

/// A file of `new/` with its modification time.
type Dated = (SystemTime, String);

/// Reads messages from `dir/new/`, marks them processed by moving them to `dir/cur/`.
///
/// It keeps a cursor: the files of `new/` it knows, oldest first. `fetch_new` hands out the
/// oldest of them and lists `new/` again only when fewer than a batch are known (then only the
/// names it has not seen are looked at), so a backlog of thousands of files is not listed, looked
/// at and sorted again for every batch.
#[derive(Debug)]
pub struct MaildirSource {
    dir: PathBuf,
    /// Files handed out by `fetch_new` and not yet marked: not "new" for `wait_for_new`.
    handed_out: HashSet<String>,
    /// Known unprocessed files of `new/`, oldest first (modification time, then name).
    pending: BTreeSet<Dated>,
    pending_names: HashMap<String, SystemTime>,
    /// Issue 26: mails left for another referee, not offered again for a while.
    pub(crate) passed_over: crate::pass_over::PassedOver,
}

impl MaildirSource {
    /// Open a Maildir, creating `new/`, `cur/` and `tmp/` if missing.
    pub fn open(dir: &Path) -> Result<Self, MailError> {
        ensure_maildir(dir)?;
        Ok(MaildirSource {
            dir: dir.to_path_buf(),
            handed_out: HashSet::new(),
            pending: BTreeSet::new(),
            pending_names: HashMap::new(),
            passed_over: Default::default(),
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The usable names in `new/` (not looked at further).
    fn names_in_new(dir: &Path) -> Result<HashSet<String>, MailError> {
        let new = dir.join("new");
        let rd = fs::read_dir(&new).map_err(|e| MailError::maildir("list", &new, e))?;
        let mut names = HashSet::new();
        for entry in rd {
            let entry = entry.map_err(|e| MailError::maildir("list", &new, e))?;
            let Ok(name) = entry.file_name().into_string() else {
                warn!(file = ?entry.file_name(), "skipping a non-UTF-8 file name in new/");
                continue;
            };
            if valid_name(&name) {
                names.insert(name);
            }
        }
        Ok(names)
    }

    /// List `new/` and add the files not known yet to the cursor (forgetting known files that
    /// are gone).
    async fn rescan(&mut self) -> Result<(), MailError> {
        let dir = self.dir.clone();
        let known = self.pending_names.clone();
        let (gone, found) =
            tokio::task::spawn_blocking(move || -> Result<(Vec<String>, Vec<Dated>), MailError> {
                let names = Self::names_in_new(&dir)?;
                let mut found = Vec::new();
                for name in &names {
                    if known.contains_key(name) {
                        continue;
                    }
                    let Ok(meta) = fs::metadata(dir.join("new").join(name)) else {
                        continue; // vanished meanwhile
                    };
                    if meta.is_file() {
                        found.push((meta.modified().unwrap_or(UNIX_EPOCH), name.clone()));
                    }
                }
                let gone = known
                    .keys()
                    .filter(|n| !names.contains(*n))
                    .cloned()
                    .collect();
                Ok((gone, found))
            })
            .await
            .map_err(|e| MailError::Config(format!("maildir reader task failed: {e}")))??;
        for n in gone {
            self.forget(&n);
        }
        for (t, n) in found {
            self.pending_names.insert(n.clone(), t);
            self.pending.insert((t, n));
        }
        Ok(())
    }

    /// Messages in `new/`, oldest first, at most [`FETCH_BATCH`] (about [`FETCH_BATCH_BYTES`]).
    /// Files over [`MAX_MAIL_BYTES`] are cut to `MAX_MAIL_BYTES + 1` bytes.
    pub async fn fetch_new(&mut self) -> Result<Vec<RawMessage>, MailError> {
        self.passed_over.prune(std::time::Instant::now());
        let offered = |p: &Self| {
            p.pending
                .iter()
                .filter(|(_, n)| {
                    p.passed_over.is_empty()
                        || !p
                            .passed_over
                            .contains(&SourceKey::Maildir { file: n.clone() })
                })
                .take(FETCH_BATCH)
                .map(|(_, n)| n.clone())
                .collect::<Vec<String>>()
        };
        let mut names = offered(self);
        if names.len() < FETCH_BATCH {
            self.rescan().await?;
            names = offered(self);
        }
        let dir = self.dir.clone();
        let (out, gone) = tokio::task::spawn_blocking(
            move || -> Result<(Vec<RawMessage>, Vec<String>), MailError> {
                let mut out = Vec::new();
                let mut gone = Vec::new();
                let mut total = 0usize;
                for name in names {
                    let path = dir.join("new").join(&name);
                    let file = match fs::File::open(&path) {
                        Ok(f) => f,
                        Err(e) if e.kind() == io::ErrorKind::NotFound => {
                            gone.push(name);
                            continue;
                        }
                        Err(e) => return Err(MailError::maildir("read", &path, e)),
                    };
                    let mut bytes = Vec::new();
                    file.take(MAX_MAIL_BYTES as u64 + 1)
                        .read_to_end(&mut bytes)
                        .map_err(|e| MailError::maildir("read", &path, e))?;
                    if !out.is_empty() && total + bytes.len() > FETCH_BATCH_BYTES {
                        break;
                    }
                    total += bytes.len();
                    let key = SourceKey::Maildir { file: name };
                    debug!(key = %key, bytes = bytes.len(), "fetched");
                    out.push(RawMessage { key, bytes });
                }
                Ok((out, gone))
            },
        )
        .await
        .map_err(|e| MailError::Config(format!("maildir reader task failed: {e}")))??;
        for name in gone {
            self.forget(&name);
        }
        for m in &out {
            if let SourceKey::Maildir { file } = &m.key {
                self.handed_out.insert(file.clone());
            }
        }
        Ok(out)
    }

    fn forget(&mut self, name: &str) {
        if let Some(t) = self.pending_names.remove(name) {
            self.pending.remove(&(t, name.to_string()));
        }
    }

    /// Move `new/<file>` to `cur/<file>:2,S`. Idempotent: a file already in `cur/` is fine.
    pub async fn mark_processed(&mut self, key: &SourceKey) -> Result<(), MailError> {
        let SourceKey::Maildir { file } = key else {
            return Err(MailError::WrongKey {
                key: key.to_string(),
                source_kind: "Maildir",
            });
        };
        if !valid_name(file) {
            return Err(MailError::WrongKey {
                key: key.to_string(),
                source_kind: "Maildir",
            });
        }
        let span = info_span!("mark_processed", key = %key);
        let dir = self.dir.clone();
        let name = file.clone();
        tokio::task::spawn_blocking(move || -> Result<(), MailError> {
            let _e = span.entered();
            let from = dir.join("new").join(&name);
            let base = base_name(&name);
            let flags = name.split_once(":2,").map_or("", |(_, f)| f);
            let mut flags: Vec<char> = flags.chars().filter(|c| c.is_ascii_alphabetic()).collect();
            if !flags.contains(&'S') {
                flags.push('S');
            }
            flags.sort_unstable();
            flags.dedup();
            let to_name = format!("{base}:2,{}", flags.into_iter().collect::<String>());
            let to = dir.join("cur").join(&to_name);
            match fs::rename(&from, &to) {
                Ok(()) => Ok(()),
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    // Already moved (by us earlier, or a mail client): fine if it is in cur/.
                    if to.exists() || cur_has(&dir, base) {
                        Ok(())
                    } else {
                        Err(MailError::maildir("mark processed (not found)", &from, e))
                    }
                }
                Err(e) => Err(MailError::maildir("move to cur/", &from, e)),
            }
        })
        .await
        .map_err(|e| MailError::Config(format!("maildir task failed: {e}")))??;
        self.handed_out.remove(file);
        self.forget(file);
        debug!(file = %file, "marked processed");
        Ok(())
    }

    /// Poll `new/` every 200 ms until a file appears that `fetch_new` has not handed out yet,
    /// or `max` has passed.
    pub async fn wait_for_new(&mut self, max: Duration) -> Result<(), MailError> {
        let deadline = Instant::now() + max;
        loop {
            let dir = self.dir.clone();
            let names = tokio::task::spawn_blocking(move || Self::names_in_new(&dir))
                .await
                .map_err(|e| MailError::Config(format!("maildir task failed: {e}")))??;
            // Forget handed-out files that are gone (moved by someone else).
            self.handed_out.retain(|f| names.contains(f));
            if names.iter().any(|n| !self.handed_out.contains(n)) {
                return Ok(());
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(());
            }
            tokio::time::sleep(POLL.min(deadline - now)).await;
        }
    }
}

fn cur_has(dir: &Path, base: &str) -> bool {
    let Ok(rd) = fs::read_dir(dir.join("cur")) else {
        return false;
    };
    rd.filter_map(Result::ok)
        .filter_map(|e| e.file_name().into_string().ok())
        .any(|n| base_name(&n) == base)
}

/// Delivers each mail into `root/<recipient address>/new/`.
#[derive(Debug, Clone)]
pub struct MaildirSink {
    root: PathBuf,
}

static DELIVERY_COUNTER: AtomicU64 = AtomicU64::new(0);

impl MaildirSink {
    /// Use (and create) `root`.
    pub fn new(root: &Path) -> Result<Self, MailError> {
        fs::create_dir_all(root).map_err(|e| MailError::maildir("create", root, e))?;
        Ok(MaildirSink {
            root: root.to_path_buf(),
        })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The Maildir of one recipient (`root/<address, lowercased>`).
    pub fn mailbox_dir(&self, address: &str) -> PathBuf {
        self.root.join(safe_dir_name(address))
    }

    /// The file name a Message-ID is stored under (same id → same name).
    pub fn file_name_for(message_id: &str) -> String {
        let id = message_id
            .trim()
            .trim_start_matches('<')
            .trim_end_matches('>');
        let readable: String = id
            .chars()
            .take(60)
            .map(|c| {
                if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '@' | '+' | '=') {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let readable = readable.trim_start_matches('.');
        let hash = hex::encode(Sha256::digest(id.as_bytes()));
        format!("{readable}.{}", &hash[..16])
    }

    /// Deliver one mail. Writing the same Message-ID twice for a recipient does nothing the
    /// second time (also if the first copy was already moved to `cur/`).
    pub async fn send(&self, m: &OutgoingMail) -> Result<(), SendError> {
        let msg = build_message(m)?;
        let rcpt = msg
            .envelope()
            .to()
            .first()
            .map(|a| a.to_string())
            .ok_or_else(|| SendError::Permanent(format!("no recipient in {:?}", m.to)))?;
        let bytes = msg.formatted();
        let dir = self.mailbox_dir(&rcpt);
        let name = Self::file_name_for(&m.message_id);
        let span = info_span!("maildir_deliver", message_id = %m.message_id, to = %rcpt);
        tokio::task::spawn_blocking(move || {
            let _e = span.entered();
            deliver(&dir, &name, &bytes)
        })
        .await
        .map_err(|e| SendError::Transient(format!("maildir writer task failed: {e}")))?
        .map_err(|e| SendError::Transient(e.to_string()))
    }
}

/// Lowercased address as a directory name; path separators and leading dots neutralised.
fn safe_dir_name(address: &str) -> String {
    let a = address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_lowercase();
    let a: String = a
        .chars()
        .map(|c| {
            if c == '/' || c == '\\' || c == '\0' || c.is_control() {
                '_'
            } else {
                c
            }
        })
        .collect();
    let a = a.trim_start_matches('.');
    if a.is_empty() {
        "_".to_string()
    } else {
        a.to_string()
    }
}

fn deliver(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), MailError> {
    ensure_maildir(dir)?;
    let target = dir.join("new").join(name);
    if target.exists() || cur_has(dir, name) {
        debug!(file = %name, "already delivered");
        return Ok(());
    }
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let tmp = dir.join("tmp").join(format!(
        "{name}.{}.{nanos}.{}",
        std::process::id(),
        DELIVERY_COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let write = || -> io::Result<()> {
        let mut f = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        Ok(())
    };
    if let Err(e) = write() {
        let _ = fs::remove_file(&tmp);
        return Err(MailError::maildir("write", &tmp, e));
    }
    if let Err(e) = fs::rename(&tmp, &target) {
        let _ = fs::remove_file(&tmp);
        return Err(MailError::maildir("rename into new/", &target, e));
    }
    debug!(file = %target.display(), "delivered");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(valid_name("1700.M1P2.host"));
        assert!(!valid_name("../x"));
        assert!(!valid_name(".hidden"));
        assert!(!valid_name(""));
        assert_eq!(base_name("a.b:2,S"), "a.b");
        assert_eq!(base_name("a.b"), "a.b");
        assert_eq!(safe_dir_name("Alice@Example.TEST"), "alice@example.test");
        assert_eq!(safe_dir_name("../a/b@x"), "_a_b@x");
        let n1 = MaildirSink::file_name_for("<abc@rorgm>");
        let n2 = MaildirSink::file_name_for("abc@rorgm");
        assert_eq!(n1, n2);
        assert_ne!(
            MaildirSink::file_name_for("a/b@x"),
            MaildirSink::file_name_for("a_b@x")
        );
        assert!(!MaildirSink::file_name_for("x:y/z").contains([':', '/']));
    }
}
