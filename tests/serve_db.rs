//! Issue 11, faults 2, 3 and 9, through the real binary: `serve` refuses a database that rorgm
//! did not create (naming the path) instead of making a fresh one that swallows the players'
//! mail, and a second `serve` on one database is refused while the first runs.

use crate::common;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::cli::{BIN, PLAYERS, rorgm, write_config};

#[test]
fn serve_refuses_a_missing_database_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("wrong-name.sqlite");
    let cfg = write_config(dir.path(), &db);
    let out = rorgm(&cfg, &["serve"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&db.display().to_string()), "{err}");
    assert!(err.contains("not a rorgm database"), "{err}");
    assert!(!db.exists(), "no database was created");
}

#[test]
fn serve_refuses_an_empty_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("empty.sqlite");
    std::fs::write(&db, b"").unwrap();
    let cfg = write_config(dir.path(), &db);
    let out = rorgm(&cfg, &["serve"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&db.display().to_string()), "{err}");
    assert!(err.contains("empty"), "{err}");
    assert_eq!(std::fs::metadata(&db).unwrap().len(), 0, "left untouched");
    // Other commands refuse it the same way.
    let out = rorgm(&cfg, &["game", "list"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a rorgm database"));
}

#[test]
fn serve_names_a_database_it_cannot_open() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("junk.sqlite");
    std::fs::write(&db, vec![0x5au8; 8192]).unwrap();
    let cfg = write_config(dir.path(), &db);
    let out = rorgm(&cfg, &["serve"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&db.display().to_string()), "{err}");
}

#[test]
fn init_creates_and_a_second_serve_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.sqlite");
    let cfg = write_config(dir.path(), &db);
    let out = rorgm(&cfg, &["init"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(db.exists());
    // init again leaves it alone.
    let out = rorgm(&cfg, &["init"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("already"));

    let mut first = Command::new(BIN)
        .arg("--config")
        .arg(&cfg)
        .arg("serve")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Wait until the first server holds its lock (its lock file appears).
    let lock = dir.path().join("game.sqlite.serve-lock");
    let start = Instant::now();
    while !lock.exists() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(lock.exists(), "the first server took its lock");
    std::thread::sleep(Duration::from_millis(200));
    let second = rorgm(&cfg, &["serve"]);
    let _ = first.kill();
    let _ = first.wait();
    assert!(!second.status.success());
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("already running"), "{err}");
    // Once the first is gone, a server may start again (the lock died with the process).
    let mut again = Command::new(BIN)
        .arg("--config")
        .arg(&cfg)
        .arg("serve")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let still_running = again.try_wait().unwrap().is_none();
    let _ = again.kill();
    let out = again.wait_with_output().unwrap();
    assert!(still_running, "{}", String::from_utf8_lossy(&out.stderr));
}

/// Issue 9: output to a pipe that closes early ends the command quietly, without a panic.
#[test]
fn a_closed_pipe_ends_a_command_quietly() {
    for _ in 0..5 {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("'{BIN}' help orders | true"))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{err}");
        assert!(!err.contains("Broken pipe"), "{err}");
    }
}

/// Issue 9: `demo --dir` refuses a folder that holds files (an earlier demo's mail).
#[test]
fn demo_refuses_a_non_empty_folder() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("leftover"), b"x").unwrap();
    let out = Command::new(BIN)
        .args(["demo", "--dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not empty"), "{err}");
}

/// `rorgm game new` with the three players in a database in `dir`: the config, the game's id
/// and what the command wrote to standard error.
fn new_game_in(dir: &std::path::Path) -> (std::path::PathBuf, String, String) {
    let cfg = write_config(dir, &dir.join("game.sqlite"));
    let mut args = vec!["game", "new"];
    args.extend(PLAYERS);
    let out = rorgm(&cfg, &args);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "{stderr}");
    let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
    (cfg, id, stderr)
}

/// Issue 9: `game show` is readable text by default (factions numbered as the mails number
/// them, senators by name, no Rust debug forms), and JSON with --json.
#[test]
fn game_show_is_readable_and_json_on_request() {
    let dir = tempfile::tempdir().unwrap();
    let (cfg, id, stderr) = new_game_in(dir.path());
    assert!(stderr.contains("when `rorgm serve` runs"));
    let text = rorgm(&cfg, &["game", "show", &id]);
    assert!(text.status.success());
    let t = String::from_utf8_lossy(&text.stdout);
    assert!(t.contains("Faction 1: Alice"), "{t}");
    assert!(t.contains("Faction 3: Carol"), "{t}");
    for bad in ["FactionId", "Viewer::", "Some(", "{\n"] {
        assert!(!t.contains(bad), "{bad} in:\n{t}");
    }
    assert!(!t.contains("token"), "no secrets in the public view");
    let mine =
        String::from_utf8_lossy(&rorgm(&cfg, &["game", "show", &id, "--faction", "2"]).stdout)
            .to_string();
    assert!(mine.contains("Faction 2 ("), "{mine}");
    assert!(mine.contains("MIL"), "the faction's senators: {mine}");
    let gm =
        String::from_utf8_lossy(&rorgm(&cfg, &["game", "show", &id, "--gm"]).stdout).to_string();
    assert!(gm.contains("token"), "{gm}");
    let json = rorgm(&cfg, &["game", "show", &id, "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["game"], serde_json::Value::String(id.clone()));
    assert!(v["view"].is_object());
}

/// Issue 25 §3: the GM turns the board pictures on and off in a game already running; `game
/// show` says which; a setting that is neither is refused and changes nothing.
#[test]
fn game_pictures_on_and_off_for_a_running_game() {
    let dir = tempfile::tempdir().unwrap();
    let (cfg, id, _) = new_game_in(dir.path());
    let shown =
        |cfg| String::from_utf8_lossy(&rorgm(cfg, &["game", "show", &id]).stdout).to_string();
    assert!(
        shown(&cfg).contains("Board pictures with each phase's news: off"),
        "{}",
        shown(&cfg)
    );
    let on = rorgm(&cfg, &["game", "pictures", &id, "on"]);
    assert!(
        on.status.success(),
        "{}",
        String::from_utf8_lossy(&on.stderr)
    );
    assert!(
        shown(&cfg).contains("Board pictures with each phase's news: on"),
        "{}",
        shown(&cfg)
    );
    let bad = rorgm(&cfg, &["game", "pictures", &id, "sometimes"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("neither on nor off"));
    assert!(shown(&cfg).contains("Board pictures with each phase's news: on"));
    let off = rorgm(&cfg, &["game", "pictures", &id, "off"]);
    assert!(off.status.success());
    assert!(shown(&cfg).contains("Board pictures with each phase's news: off"));
}
