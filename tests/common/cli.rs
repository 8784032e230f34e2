//! The real binary, run as the operator runs it, on Maildir folders (no mail server needed).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub const BIN: &str = env!("CARGO_BIN_EXE_rorgm");

/// `game new`'s three players.
pub const PLAYERS: [&str; 6] = [
    "--player",
    "Alice <alice@example.test>",
    "--player",
    "Bob <bob@example.test>",
    "--player",
    "Carol <carol@example.test>",
];

/// A config: the database at `db`, the GM's mail read (`intake`, from the Maildir `dir/in` when
/// "maildir") and written into the Maildir `dir/out`; `extra` is appended (e.g. an [imap]
/// section).
pub fn config_text(dir: &Path, db: &Path, intake: &str, extra: &str) -> String {
    format!(
        r#"
[database]
path = "{db}"
[mail]
gm_address = "gm@example.test"
intake = "{intake}"
maildir_in = "{inbox}"
outgoing = "maildir"
maildir_out = "{out}"
{extra}
[rounds]
confirmation_fold_seconds = 0
"#,
        db = db.display(),
        inbox = dir.join("in").display(),
        out = dir.join("out").display(),
    )
}

/// `dir/rorgm.toml`: the [`config_text`] of Maildir intake.
pub fn write_config(dir: &Path, db: &Path) -> PathBuf {
    let path = dir.join("rorgm.toml");
    std::fs::write(&path, config_text(dir, db, "maildir", "")).unwrap();
    path
}

/// `rorgm --config cfg args…`, nothing on its standard input; what it wrote and its status.
pub fn rorgm(cfg: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("--config")
        .arg(cfg)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}
