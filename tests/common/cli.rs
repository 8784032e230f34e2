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

/// `dir/rorgm.toml`: the database at `db`, the GM's mail read from the Maildir `dir/in` and
/// written into `dir/out`.
pub fn write_config(dir: &Path, db: &Path) -> PathBuf {
    let cfg = format!(
        r#"
[database]
path = "{db}"
[mail]
gm_address = "gm@example.test"
intake = "maildir"
maildir_in = "{inbox}"
outgoing = "maildir"
maildir_out = "{out}"
"#,
        db = db.display(),
        inbox = dir.join("in").display(),
        out = dir.join("out").display(),
    );
    let path = dir.join("rorgm.toml");
    std::fs::write(&path, cfg).unwrap();
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
