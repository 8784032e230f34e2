//! The database's migrations, embedded in the binary.
//!
//! Built at run time from the files in `migrations/` (each `include_str!`d) rather than by
//! sqlx's `migrate!` macro: the macro pulls in sqlx's proc-macro crates, which compile sqlx and
//! SQLite a second time for the build host (issue 23: CI time). The version, description, SQL and
//! checksum are the ones `migrate!` gives (sqlx's `Migration::new`: the SHA-384 of the SQL), so a
//! database migrated by an older rorgm is recognised. The test below fails when a file in
//! `migrations/` is missing from [`FILES`] or the other way round.

use std::borrow::Cow;

use sqlx::SqlStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

use super::Backend;

/// Every migration file: its name in `migrations/` and its SQL.
const FILES: &[(&str, &str)] = &[
    (
        "0001_init.sql",
        include_str!("../../../migrations/0001_init.sql"),
    ),
    (
        "0002_intake_guard.sql",
        include_str!("../../../migrations/0002_intake_guard.sql"),
    ),
    (
        "0003_gm.sql",
        include_str!("../../../migrations/0003_gm.sql"),
    ),
    (
        "0004_dkim.sql",
        include_str!("../../../migrations/0004_dkim.sql"),
    ),
    (
        "0011_sending.sql",
        include_str!("../../../migrations/0011_sending.sql"),
    ),
    (
        "0024_mails.sql",
        include_str!("../../../migrations/0024_mails.sql"),
    ),
    (
        "0039_approval.sql",
        include_str!("../../../migrations/0039_approval.sql"),
    ),
    (
        "0040_gm_command_progress.sql",
        include_str!("../../../migrations/0040_gm_command_progress.sql"),
    ),
    (
        "0042_intake_state.sql",
        include_str!("../../../migrations/0042_intake_state.sql"),
    ),
    (
        "0047_outbox_sent_in.sql",
        include_str!("../../../migrations/0047_outbox_sent_in.sql"),
    ),
    (
        "0053_outbox_doubt.sql",
        include_str!("../../../migrations/0053_outbox_doubt.sql"),
    ),
    (
        "0054_absence.sql",
        include_str!("../../../migrations/0054_absence.sql"),
    ),
    (
        "0055_press.sql",
        include_str!("../../../migrations/0055_press.sql"),
    ),
    (
        "0056_board_picture.sql",
        include_str!("../../../migrations/0056_board_picture.sql"),
    ),
    (
        "0057_shared_games.sql",
        include_str!("../../../migrations/0057_shared_games.sql"),
    ),
];

/// Issue 26: the PostgreSQL migrations (`migrations/postgres/`). The first is the whole schema
/// of SQLite's 0001 to 0056, numbered 0056, so that a later migration has the same number in
/// both sets.
const POSTGRES_FILES: &[(&str, &str)] = &[
    (
        "0056_schema.sql",
        include_str!("../../../migrations/postgres/0056_schema.sql"),
    ),
    (
        "0057_shared_games.sql",
        include_str!("../../../migrations/postgres/0057_shared_games.sql"),
    ),
];

/// One file as sqlx reads a migrations directory: `<version>_<description>.sql`, the
/// description with `_` as spaces, `-- no-transaction` as the first line opting out of the
/// transaction. `None` for a name not of that form (a test rejects such an entry).
fn migration(name: &str, sql: &'static str) -> Option<Migration> {
    let (version, rest) = name.split_once('_')?;
    let version: i64 = version.parse().ok()?;
    let description = rest.strip_suffix(".sql")?.replace('_', " ");
    Some(Migration::new(
        version,
        Cow::Owned(description),
        MigrationType::Simple,
        SqlStr::from_static(sql),
        sql.starts_with("-- no-transaction"),
    ))
}

/// The files of one database's migrations.
fn files(backend: Backend) -> &'static [(&'static str, &'static str)] {
    match backend {
        Backend::Sqlite => FILES,
        Backend::Postgres => POSTGRES_FILES,
    }
}

/// The migrator for rorgm's database.
pub(crate) fn migrator(backend: Backend) -> Migrator {
    Migrator::with_migrations(
        files(backend)
            .iter()
            .filter_map(|(name, sql)| migration(name, sql))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each set of migrations: its folder and its backend.
    fn sets() -> [(std::path::PathBuf, Backend); 2] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations");
        [
            (dir.clone(), Backend::Sqlite),
            (dir.join("postgres"), Backend::Postgres),
        ]
    }

    /// Every file in `migrations/` (and `migrations/postgres/`) is embedded, in order, and
    /// every entry is a file there with a name sqlx reads.
    #[test]
    fn every_migration_file_is_embedded() {
        for (dir, backend) in sets() {
            every_file_is_embedded(&dir, backend);
        }
    }

    fn every_file_is_embedded(dir: &std::path::Path, backend: Backend) {
        let files = files(backend);
        let mut on_disk: Vec<String> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
            .filter_map(|entry| entry.ok())
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".sql"))
            .collect();
        on_disk.sort();
        let embedded: Vec<String> = files.iter().map(|(name, _)| name.to_string()).collect();
        assert!(!on_disk.is_empty());
        assert_eq!(
            embedded,
            on_disk,
            "crates/store/src/migrations.rs must list every file in {}",
            dir.display()
        );
        for (name, sql) in files {
            let text = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
            assert_eq!(&text, sql, "{name}: embedded text differs from the file");
            assert!(
                migration(name, sql).is_some(),
                "{name}: not a name sqlx reads"
            );
        }
        assert_eq!(migrator(backend).iter().count(), files.len());
    }

    /// The checksums are the ones sqlx's `migrate!` stored in databases made by older rorgm
    /// builds (the SHA-384 of the file's text), so those databases still open.
    #[test]
    fn checksums_are_what_sqlx_resolves_from_the_directory() {
        for (dir, backend) in sets() {
            checksums_match(&dir, backend);
        }
    }

    fn checksums_match(dir: &std::path::Path, backend: Backend) {
        let resolved = sqlx::migrate::resolve_blocking(dir).unwrap_or_default();
        assert_eq!(resolved.len(), files(backend).len());
        let ours = migrator(backend);
        for ((theirs, _), mine) in resolved.iter().zip(ours.iter()) {
            assert_eq!(theirs.version, mine.version);
            assert_eq!(theirs.description, mine.description);
            assert_eq!(theirs.checksum, mine.checksum, "version {}", mine.version);
            assert_eq!(theirs.no_tx, mine.no_tx);
        }
    }
}
