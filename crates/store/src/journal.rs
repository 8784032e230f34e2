//! The sent journal: the record that the mail server accepted a mail, written the moment it did.
//!
//! Marking a row sent in the database means waiting for SQLite's write lock, which an intake
//! transaction may hold; a SIGKILL in that wait makes the mail go out twice. So the sender first
//! appends the row's id to a plain file next to the database (`<db>-sent`, one `id ms` line per
//! mail, no fsync: a killed process loses nothing that reached the OS), and folds the journal
//! into the database in batches ([`Store::apply_sent_journal`]) before it looks for more mail to
//! send. A power cut may lose the tail of the journal: those mails go out again, with the same
//! Message-ID.
//!
//! A line is `id ms` (the row went out as a mail of its own) or `id ms carrier` (issue 22: the
//! row was folded into the mail of row `carrier`, whose Message-ID it records in `sent_in`). All
//! the lines of one mail are one write.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::{Store, StoreError};

#[derive(Debug)]
pub struct SentJournal {
    path: PathBuf,
    file: Mutex<Option<File>>,
    /// Journals moved aside and not applied yet (the leftovers of a crash are found once, by
    /// listing the folder on the first rotation).
    aside: Mutex<Option<Vec<PathBuf>>>,
}

fn io_err(what: &str, path: &Path, e: std::io::Error) -> StoreError {
    StoreError::Corrupt(format!("sent journal {what} {}: {e}", path.display()))
}

impl SentJournal {
    pub fn new(db: &Path) -> SentJournal {
        let mut name = db.as_os_str().to_owned();
        name.push("-sent");
        SentJournal {
            path: PathBuf::from(name),
            file: Mutex::new(None),
            aside: Mutex::new(None),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<File>> {
        match self.file.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        }
    }

    /// Append the lines of one mail (a single small write to a file opened with O_APPEND).
    fn append(&self, text: &str) -> Result<(), StoreError> {
        let mut f = self.lock();
        if f.is_none() {
            *f = Some(
                OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&self.path)
                    .map_err(|e| io_err("open", &self.path, e))?,
            );
        }
        if let Some(file) = f.as_mut() {
            file.write_all(text.as_bytes())
                .map_err(|e| io_err("write", &self.path, e))?;
        }
        Ok(())
    }

    fn lock_aside(&self) -> std::sync::MutexGuard<'_, Option<Vec<PathBuf>>> {
        match self.aside.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        }
    }

    /// Move the current journal aside (new lines go to a new file) and list every journal
    /// waiting to be applied, the leftovers of a crash included, oldest first.
    fn rotate(&self) -> Result<Vec<PathBuf>, StoreError> {
        let mut aside = self.lock_aside();
        if aside.is_none() {
            *aside = Some(self.leftovers()?);
        }
        let list = aside.get_or_insert_with(Vec::new);
        {
            let mut f = self.lock();
            // Only a journal with something in it is moved (no syscall beyond a stat otherwise).
            if fs::metadata(&self.path).is_ok_and(|m| m.len() > 0) {
                let nanos = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos());
                let mut to = self.path.as_os_str().to_owned();
                to.push(format!(".{nanos:020}"));
                let to = PathBuf::from(to);
                fs::rename(&self.path, &to).map_err(|e| io_err("rotate", &self.path, e))?;
                *f = None;
                list.push(to);
            }
        }
        Ok(list.clone())
    }

    /// A journal file was applied and removed.
    fn done(&self, path: &Path) {
        if let Some(list) = self.lock_aside().as_mut() {
            list.retain(|p| p != path);
        }
    }

    /// Journals moved aside by an earlier process that did not apply them.
    fn leftovers(&self) -> Result<Vec<PathBuf>, StoreError> {
        let dir = match self.path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let Some(base) = self.path.file_name().and_then(|n| n.to_str()) else {
            return Ok(Vec::new());
        };
        let prefix = format!("{base}.");
        let mut out: Vec<PathBuf> = fs::read_dir(&dir)
            .map_err(|e| io_err("list", &dir, e))?
            .filter_map(Result::ok)
            .filter(|e| {
                e.file_name()
                    .to_str()
                    .is_some_and(|n| n.starts_with(&prefix))
            })
            .map(|e| e.path())
            .collect();
        out.sort();
        Ok(out)
    }
}

/// One line of the journal: row `id` was accepted at `ms`, inside the mail of row `carrier` if
/// it was folded into another row's mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Line {
    id: i64,
    ms: i64,
    carrier: Option<i64>,
}

/// Every complete line (a torn last line is skipped).
fn parse(text: &str) -> Vec<Line> {
    text.split_inclusive('\n')
        .filter(|l| l.ends_with('\n'))
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            let id = f.next()?.parse().ok()?;
            let ms = f.next()?.parse().ok()?;
            let carrier = match f.next() {
                Some(c) => Some(c.parse().ok()?),
                None => None,
            };
            if f.next().is_some() {
                return None;
            }
            Some(Line { id, ms, carrier })
        })
        .collect()
}

impl Store {
    /// Record that the server accepted outbox row `id` at `sent_ms` (unix ms): one append to the
    /// sent journal, no lock of the database. [`Store::apply_sent_journal`] marks the row.
    pub fn journal_sent(&self, id: i64, sent_ms: i64) -> Result<(), StoreError> {
        self.journal.append(&format!("{id} {sent_ms}\n"))
    }

    /// Issue 22: record that the server accepted one mail carrying the rows `ids` (the first is
    /// the row whose Message-ID the mail bears, the others were folded into it): one write.
    pub fn journal_sent_folded(&self, ids: &[i64], sent_ms: i64) -> Result<(), StoreError> {
        let Some(first) = ids.first() else {
            return Ok(());
        };
        let mut text = format!("{first} {sent_ms}\n");
        for id in &ids[1..] {
            text.push_str(&format!("{id} {sent_ms} {first}\n"));
        }
        self.journal.append(&text)
    }

    /// Mark every row of the sent journal sent in the database (one transaction per journal
    /// file) and drop the journal. Returns how many rows were marked.
    pub async fn apply_sent_journal(&self) -> Result<usize, StoreError> {
        let files = self.journal.rotate()?;
        let mut marked = 0;
        for path in files {
            let text = fs::read_to_string(&path).map_err(|e| io_err("read", &path, e))?;
            let lines = parse(&text);
            if !lines.is_empty() {
                let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
                for line in &lines {
                    let at = jiff::Timestamp::from_millisecond(line.ms)
                        .map(|t| t.to_string())
                        .unwrap_or_default();
                    marked += sqlx::query(
                        "UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, \
                         sent_in = (SELECT c.message_id FROM outbox c WHERE c.id = ?) \
                         WHERE id = ? AND sent_at IS NULL",
                    )
                    .bind(at)
                    .bind(line.carrier)
                    .bind(line.id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected() as usize;
                }
                tx.commit().await?;
            }
            fs::remove_file(&path).map_err(|e| io_err("remove", &path, e))?;
            self.journal.done(&path);
        }
        Ok(marked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn torn_lines_are_skipped() {
        let l = |id, ms, carrier| Line { id, ms, carrier };
        assert_eq!(
            parse("1 10\n2 20\n3 3"),
            vec![l(1, 10, None), l(2, 20, None)]
        );
        assert_eq!(parse("x y\n4 40\n"), vec![l(4, 40, None)]);
        assert_eq!(
            parse("5 50\n6 50 5\n7 50 x\n8 1 2 3\n"),
            vec![l(5, 50, None), l(6, 50, Some(5))]
        );
        assert!(parse("").is_empty());
    }
}
