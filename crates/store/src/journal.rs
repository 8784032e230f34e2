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
//! The file is open before the first mail goes out (it is opened again right after each
//! rotation), so that recording an acceptance is one `write` on an open descriptor: no `open`,
//! no file creation, no lock, no await between the server's "250" and the record (issue 22,
//! point 6).
//!
//! A line is `id ms` (the row went out as a mail of its own) or `id ms carrier` (issue 22: the
//! row was folded into the mail of row `carrier`, whose Message-ID it records in `sent_in`). All
//! the lines of one mail are one write. Issue 22, point 6: `id ms -` says the SMTP transaction of
//! row `id`'s mail starts, `id ms !` that it ended without the server's acceptance; a row whose
//! last line is `-` was in flight when its process died: the server may have it or not, nobody
//! can know, so it stays waiting and is sent again (at-least-once, the same Message-ID), and
//! [`Store::apply_sent_journal`] names it ([`Applied::in_doubt`]).
//!
//! Issue 26, PostgreSQL: the journal is the table `sent_journal` (the same lines, one row
//! each, written by a statement of its own, outside any transaction: it waits for no lock).
//! A file would be wrong there: the referee may be taken over by a process on another machine
//! (`leader.rs`), which must find what the dead one recorded. The cost is one round trip to the
//! server between the "250" and the record instead of one `write`; a kill in it leaves the
//! mail in doubt (its `-` line is in the table), to be looked up in the GM's own copy.

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

    fn open(&self) -> Result<File, StoreError> {
        OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.path)
            .map_err(|e| io_err("open", &self.path, e))
    }

    /// Whether the journal file is open (so that the next record is one `write`).
    pub(crate) fn is_open(&self) -> bool {
        self.lock().is_some()
    }

    /// Append the lines of one mail (a single small write to a file opened with O_APPEND; the
    /// file is normally open already, see [`SentJournal::rotate`]).
    fn append(&self, text: &str) -> Result<(), StoreError> {
        let mut f = self.lock();
        if f.is_none() {
            *f = Some(self.open()?);
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
            // Issue 22, point 6: the next journal is open before the next mail goes out, so the
            // record of its acceptance is one write (no open or file creation after the "250").
            if f.is_none() {
                *f = Some(self.open()?);
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

/// A batch of journal lines: a journal file moved aside, or (PostgreSQL) the table's rows up to
/// `last`.
enum Batch {
    File(PathBuf),
    /// PostgreSQL: the lines up to `last`, but those numbered in `kept` (another sender's
    /// mails in flight), which stay in the table.
    Rows {
        text: String,
        last: i64,
        kept: Vec<i64>,
    },
}

/// What a line of the journal says of its row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    /// Accepted by the server, inside the mail of row `carrier` if it was folded into another
    /// row's mail.
    Sent { carrier: Option<i64> },
    /// The SMTP transaction of the row's mail starts (`-`), or of the mail of row `carrier`
    /// that carries it folded in (`-carrier`).
    Sending { carrier: Option<i64> },
    /// The transaction ended without the server's acceptance (`!`; the database says why).
    NotSent,
}

/// One line of the journal: what became of row `id` at `ms`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Line {
    id: i64,
    ms: i64,
    mark: Mark,
}

/// What [`Store::apply_sent_journal`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Applied {
    /// Rows marked sent.
    pub marked: usize,
    /// Issue 22, point 6: rows whose mail was in flight when the process that sent it died
    /// (the transaction started, no outcome recorded) and that are still waiting: the server may
    /// have accepted the mail; it goes out again with the same Message-ID (never lost). Each
    /// with its Message-ID.
    pub in_doubt: Vec<(i64, String)>,
}

/// Every complete line (a torn last line is skipped).
fn parse(text: &str) -> Vec<Line> {
    text.split_inclusive('\n')
        .filter(|l| l.ends_with('\n'))
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            let id = f.next()?.parse().ok()?;
            let ms = f.next()?.parse().ok()?;
            let mark = match f.next() {
                Some("-") => Mark::Sending { carrier: None },
                Some(c) if c.starts_with('-') => Mark::Sending {
                    carrier: Some(c[1..].parse().ok()?),
                },
                Some("!") => Mark::NotSent,
                Some(c) => Mark::Sent {
                    carrier: Some(c.parse().ok()?),
                },
                None => Mark::Sent { carrier: None },
            };
            if f.next().is_some() {
                return None;
            }
            Some(Line { id, ms, mark })
        })
        .collect()
}

impl Store {
    /// Append the lines of one mail to the journal: the file (SQLite; no await, so the record
    /// is made in the poll that runs this), or the table (PostgreSQL, issue 26).
    async fn journal_append(&self, text: &str) -> Result<(), StoreError> {
        if self.backend != super::Backend::Postgres {
            return self.journal.append(text);
        }
        sqlx::query("INSERT INTO sent_journal (line) VALUES ($1)")
            .bind(text)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Record that the server accepted outbox row `id` at `sent_ms` (unix ms): one append to the
    /// sent journal, no lock of the database. [`Store::apply_sent_journal`] marks the row.
    pub async fn journal_sent(&self, id: i64, sent_ms: i64) -> Result<(), StoreError> {
        self.journal_append(&format!("{id} {sent_ms}\n")).await
    }

    /// Issue 22: record that the server accepted one mail carrying the rows `ids` (the first is
    /// the row whose Message-ID the mail bears, the others were folded into it): one write.
    pub async fn journal_sent_folded(&self, ids: &[i64], sent_ms: i64) -> Result<(), StoreError> {
        let Some(first) = ids.first() else {
            return Ok(());
        };
        let mut text = format!("{first} {sent_ms}\n");
        for id in &ids[1..] {
            text.push_str(&format!("{id} {sent_ms} {first}\n"));
        }
        self.journal_append(&text).await
    }

    /// Issue 22, point 6: record that the SMTP transaction of row `id`'s mail starts (before
    /// anything is said to the server, so nothing of it falls between the server's acceptance
    /// and [`Store::journal_sent`]).
    pub async fn journal_sending(&self, id: i64, ms: i64) -> Result<(), StoreError> {
        self.journal_append(&format!("{id} {ms} -\n")).await
    }

    /// As [`Store::journal_sending`] for a mail carrying the rows `ids` (the first is the row
    /// whose Message-ID the mail bears, the others are folded into it): one write, so that a
    /// mail found in doubt names every row it carried.
    pub async fn journal_sending_folded(&self, ids: &[i64], ms: i64) -> Result<(), StoreError> {
        let Some(first) = ids.first() else {
            return Ok(());
        };
        let mut text = format!("{first} {ms} -\n");
        for id in &ids[1..] {
            text.push_str(&format!("{id} {ms} -{first}\n"));
        }
        self.journal_append(&text).await
    }

    /// Issue 22, point 6: record that the transaction of row `id`'s mail ended without the
    /// server's acceptance (a refusal, a 4xx, a broken connection: the database says which).
    pub async fn journal_not_sent(&self, id: i64, ms: i64) -> Result<(), StoreError> {
        self.journal_append(&format!("{id} {ms} !\n")).await
    }

    /// Whether the sent journal is open, so that recording the next acceptance is one write.
    pub fn sent_journal_ready(&self) -> bool {
        self.backend == super::Backend::Postgres || self.journal.is_open()
    }

    /// The journal's lines as journal files (each a batch applied in one transaction):
    /// SQLite's files, moved aside; PostgreSQL's table, read at once (its rows are deleted
    /// when the batch is applied: `Batch::Rows`).
    async fn journal_batches(&self) -> Result<Vec<Batch>, StoreError> {
        if self.backend != super::Backend::Postgres {
            return Ok(self
                .journal
                .rotate()?
                .into_iter()
                .map(Batch::File)
                .collect());
        }
        let mut rows: Vec<(i64, String)> =
            sqlx::query_as("SELECT n, line FROM sent_journal ORDER BY n")
                .fetch_all(&self.pool)
                .await?;
        let Some(last) = rows.last().map(|r| r.0) else {
            return Ok(Vec::new());
        };
        // Issue 26: with several senders, the mails another live sender has in flight (its
        // rows claimed, their last line `-`) are its own to finish: their lines stay.
        let mut kept = Vec::new();
        if self.owner_id().is_some() {
            let mut last_mark = std::collections::BTreeMap::new();
            for (_, text) in &rows {
                for l in parse(text) {
                    last_mark.insert(l.id, l.mark);
                }
            }
            let in_flight: std::collections::HashSet<i64> = last_mark
                .into_iter()
                .filter(|(_, m)| matches!(m, Mark::Sending { .. }))
                .map(|(id, _)| id)
                .collect();
            if !in_flight.is_empty() {
                let now_ms = jiff::Timestamp::now().as_millisecond();
                let theirs = self.claimed_by_others(now_ms).await?;
                rows.retain(|(n, text)| {
                    let foreign = parse(text)
                        .iter()
                        .any(|l| in_flight.contains(&l.id) && theirs.contains(&l.id));
                    if foreign {
                        kept.push(*n);
                    }
                    !foreign
                });
            }
        }
        let text: String = rows.into_iter().map(|r| r.1).collect();
        Ok(vec![Batch::Rows { text, last, kept }])
    }

    /// Mark every row of the sent journal sent in the database (one transaction per journal
    /// file) and drop the journal. Returns how many rows were marked, and the rows that were in
    /// flight when the process that sent them died ([`Applied::in_doubt`]; they stay waiting).
    pub async fn apply_sent_journal(&self) -> Result<Applied, StoreError> {
        let batches = self.journal_batches().await?;
        let mut marked = 0;
        // Per row, the last thing the journal says of it (files oldest first).
        let mut last: std::collections::BTreeMap<i64, Line> = std::collections::BTreeMap::new();
        for batch in batches {
            let text = match &batch {
                Batch::File(path) => {
                    fs::read_to_string(path).map_err(|e| io_err("read", path, e))?
                }
                Batch::Rows { text, .. } => text.clone(),
            };
            let lines = parse(&text);
            for line in &lines {
                last.insert(line.id, *line);
            }
            if lines.iter().any(|l| matches!(l.mark, Mark::Sent { .. })) {
                let mut tx = self.begin().await?;
                for line in &lines {
                    let Mark::Sent { carrier } = line.mark else {
                        continue;
                    };
                    let at = jiff::Timestamp::from_millisecond(line.ms)
                        .map(|t| t.to_string())
                        .unwrap_or_default();
                    marked += sqlx::query(
                        "UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL, \
                         sent_in = (SELECT c.message_id FROM outbox c WHERE c.id = $2) \
                         WHERE id = $3 AND sent_at IS NULL",
                    )
                    .bind(at)
                    .bind(carrier)
                    .bind(line.id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected() as usize;
                }
                tx.commit().await?;
            }
            match &batch {
                Batch::File(path) => {
                    fs::remove_file(path).map_err(|e| io_err("remove", path, e))?;
                    self.journal.done(path);
                }
                // As a file is removed once applied (applying again marks nothing: the rows
                // are sent; the lines of mails in flight are kept below as doubt on the rows).
                Batch::Rows { last, kept, .. } => {
                    // The numbers are the table's own: written into the statement.
                    let but: String = kept.iter().map(|n| format!(" AND n <> {n}")).collect();
                    sqlx::query(sqlx::AssertSqlSafe(format!(
                        "DELETE FROM sent_journal WHERE n <= $1{but}"
                    )))
                    .bind(*last)
                    .execute(&self.pool)
                    .await?;
                }
            }
        }
        let mut in_doubt = Vec::new();
        for (id, line) in last {
            let Mark::Sending { carrier } = line.mark else {
                continue;
            };
            // Still waiting (not marked by another way, such as the deadline's extension): it
            // is in doubt since the transaction started, in the mail of `carrier` (or its own),
            // and the attempt counts (so that no step folds it into a new mail meanwhile).
            let carrier_id = carrier.unwrap_or(id);
            let doubt_in: Option<String> =
                sqlx::query_scalar("SELECT message_id FROM outbox WHERE id = $1")
                    .bind(carrier_id)
                    .fetch_optional(&self.pool)
                    .await?;
            let Some(doubt_in) = doubt_in else {
                continue;
            };
            let n = sqlx::query(
                "UPDATE outbox SET doubt_ms = $1, doubt_in = $2, attempts = attempts + 1 \
                 WHERE id = $3 AND sent_at IS NULL AND failed_at IS NULL",
            )
            .bind(line.ms)
            .bind(&doubt_in)
            .bind(id)
            .execute(&self.pool)
            .await?
            .rows_affected();
            if n > 0 && carrier.is_none() {
                in_doubt.push((id, doubt_in));
            }
        }
        Ok(Applied { marked, in_doubt })
    }
}

/// Issue 22, point 6: mails in doubt and the referee's own copies of what it sends.
impl Store {
    /// The key of the tag that marks the referee's own copy of a mail (made once per database
    /// by its migration).
    pub async fn copy_key(&self) -> Result<String, StoreError> {
        let key: Option<String> = sqlx::query_scalar("SELECT key FROM copy_key WHERE id = 1")
            .fetch_optional(&self.pool)
            .await?;
        key.filter(|k| k.len() >= 32)
            .ok_or_else(|| StoreError::Corrupt("the copy key is missing".into()))
    }

    /// Whether `message_id` (without `<>`) is the Message-ID of a mail of the outbox.
    pub async fn is_outbox_message_id(&self, message_id: &str) -> Result<bool, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE message_id = $1")
            .bind(message_id)
            .fetch_one(&self.pool)
            .await?;
        Ok(n > 0)
    }

    /// The mail in doubt `doubt_in` was found in the GM's mailbox (the server took it): every
    /// waiting row it carried is marked sent at `sent_at` (the folded ones naming it in
    /// `sent_in`). Returns how many rows were marked.
    pub async fn doubt_found(&self, doubt_in: &str, sent_at: &str) -> Result<usize, StoreError> {
        let n = sqlx::query(
            "UPDATE outbox SET sent_at = $1, last_error = NULL, doubt_ms = NULL, \
             sent_in = CASE WHEN message_id = $2 THEN NULL ELSE $3 END \
             WHERE doubt_in = $4 AND sent_at IS NULL AND failed_at IS NULL",
        )
        .bind(sent_at)
        .bind(doubt_in)
        .bind(doubt_in)
        .bind(doubt_in)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(n as usize)
    }

    /// The mail in doubt `doubt_in` was not found yet: its rows wait until `until_ms` (unix ms)
    /// before they are looked up again (they are never folded into a new mail meanwhile: they
    /// count an attempt).
    pub async fn doubt_wait(&self, doubt_in: &str, until_ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET next_attempt_at = $1 \
             WHERE doubt_in = $2 AND doubt_ms IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL",
        )
        .bind(until_ms)
        .bind(doubt_in)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The mail in doubt `doubt_in` was not found within the wait (or cannot be looked up): its
    /// rows are no longer in doubt and go out again (at least once, the same Message-ID).
    pub async fn doubt_clear(&self, doubt_in: &str) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET doubt_ms = NULL \
             WHERE doubt_in = $1 AND doubt_ms IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL",
        )
        .bind(doubt_in)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn torn_lines_are_skipped() {
        let l = |id, ms, carrier| Line {
            id,
            ms,
            mark: Mark::Sent { carrier },
        };
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
        assert_eq!(
            parse("10 100 -\n11 100 -10\n12 100 -x\n"),
            vec![
                Line {
                    id: 10,
                    ms: 100,
                    mark: Mark::Sending { carrier: None }
                },
                Line {
                    id: 11,
                    ms: 100,
                    mark: Mark::Sending { carrier: Some(10) }
                }
            ]
        );
        assert_eq!(
            parse("9 90 -\n9 91 !\n9 92 -\n9 93\n"),
            vec![
                Line {
                    id: 9,
                    ms: 90,
                    mark: Mark::Sending { carrier: None }
                },
                Line {
                    id: 9,
                    ms: 91,
                    mark: Mark::NotSent
                },
                Line {
                    id: 9,
                    ms: 92,
                    mark: Mark::Sending { carrier: None }
                },
                l(9, 93, None)
            ]
        );
    }
}
