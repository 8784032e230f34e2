//! The walls between the modules (ARCHITECTURE.md, issue 23 point 4), held by a test until the
//! Cargo workspace makes a forbidden import fail to compile: every `crate::<module>` path (and
//! every `super::` chain that climbs out of the module to the crate root) in a module's files,
//! unit tests and doc links included, must name a module that module may use.
//!
//! This test reads the source; it does not link the crate.

use std::fs;
use std::path::{Path, PathBuf};

/// The crate's top-level modules (src/lib.rs).
const TOP: &[&str] = &[
    "bots", "cli", "config", "fuzz", "mail", "orders", "position", "referee", "render", "rules",
    "scenario", "simulate", "store",
];

/// Each walled module and the modules it may use (itself always).
const WALLS: &[(&str, &[&str])] = &[
    // The rules core: pure, nothing of ours but itself.
    ("rules", &[]),
    // The order reader: the rules only; its words are render's.
    ("orders", &["rules"]),
    // The bots: the rules only (simulate, fuzz and the benches use them without the referee).
    ("bots", &["rules"]),
    // Every word players read: the rules' and the orders' data.
    ("render", &["rules", "orders"]),
    // The database: the rules' types it stores; nothing of mail or the referee.
    ("store", &["rules"]),
    // The mail transport and its checks: nothing of ours.
    ("mail", &[]),
    // The config file: the mail settings it holds; nothing of the store or the referee.
    ("config", &["mail"]),
];

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.to_path_buf());
        }
        return;
    }
    let Ok(entries) = fs::read_dir(path) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for e in entries {
        rust_files(&e, out);
    }
}

/// The top-level module names a text reaches by `crate::<name>` or `crate::{<name>, ...}` (a
/// group may span lines and nest), each with the byte offset where it is named.
fn crate_paths(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find("crate::") {
        let at = from + i;
        from = at + "crate::".len();
        // `rorgm_crate::` or `my_crate::` are not ours.
        if text[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let rest = &text[from..];
        if let Some(group) = rest.strip_prefix('{') {
            // The top-level items of the group: split on commas at depth 0.
            let mut depth = 0usize;
            let mut start = 0usize;
            for (k, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.push((from + 1 + start, ident(group[start..k].trim_start())));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.push((from + 1 + start, ident(group[start..k].trim_start())));
                        start = k + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.push((from, ident(rest)));
        }
    }
    out.retain(|(_, n)| !n.is_empty());
    out
}

fn ident(s: &str) -> String {
    s.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// The top-level module names a line reaches by a `super::` chain of at least `depth + 1`
/// links (one more than the file sits below the module's root), i.e. out of the module.
fn escaping_supers(line: &str, depth: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(i) = rest.find("super::") {
        let mut tail = &rest[i..];
        let mut n = 0;
        while let Some(t) = tail.strip_prefix("super::") {
            n += 1;
            tail = t;
        }
        let name = ident(tail);
        if n > depth && TOP.contains(&name.as_str()) {
            out.push(name);
        }
        rest = tail;
    }
    out
}

/// The modules a walled module's files reach that its wall forbids: "file:line: crate::x".
fn breaches(src: &Path, module: &str, allowed: &[&str]) -> Vec<String> {
    let mut files = Vec::new();
    let dir = src.join(module);
    rust_files(&dir, &mut files);
    rust_files(&src.join(format!("{module}.rs")), &mut files);
    let mut out = Vec::new();
    if files.is_empty() {
        out.push(format!(
            "module {module} has no source under {}",
            src.display()
        ));
    }
    for f in files {
        let rel = f
            .strip_prefix(&dir)
            .map(Path::to_path_buf)
            .unwrap_or_default();
        // How far below the module's root the file's own module sits.
        let mut depth = rel.components().count();
        if rel.file_name().is_some_and(|n| n == "mod.rs") || rel.as_os_str().is_empty() {
            depth = depth.saturating_sub(1);
        }
        let Ok(text) = fs::read_to_string(&f) else {
            out.push(format!("{}: unreadable", f.display()));
            continue;
        };
        let line_of = |at: usize| text[..at].matches('\n').count() + 1;
        let mut reached: Vec<(usize, String)> = crate_paths(&text)
            .into_iter()
            .map(|(at, m)| (line_of(at), m))
            .collect();
        for (n, line) in text.lines().enumerate() {
            reached.extend(escaping_supers(line, depth).into_iter().map(|m| (n + 1, m)));
        }
        for (n, m) in reached {
            if m != module && TOP.contains(&m.as_str()) && !allowed.contains(&m.as_str()) {
                out.push(format!("{}:{n}: crate::{m}", f.display()));
            }
        }
    }
    out
}

#[test]
fn modules_use_only_what_their_wall_allows() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    for (module, allowed) in WALLS {
        all.extend(breaches(&src, module, allowed));
    }
    assert!(
        all.is_empty(),
        "{} imports across a wall (ARCHITECTURE.md):\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn the_list_of_top_modules_is_the_crate_s() {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .unwrap_or_default();
    let mut declared: Vec<String> = lib
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|l| l.trim_end_matches(';').to_string())
        .collect();
    declared.sort();
    assert!(!declared.is_empty(), "src/lib.rs declares no module");
    assert_eq!(declared, TOP, "TOP must list src/lib.rs's modules");
}

#[test]
fn the_scan_sees_a_forbidden_path() {
    let names = |t: &str| -> Vec<String> { crate_paths(t).into_iter().map(|(_, n)| n).collect() };
    assert_eq!(names("use crate::render::Names;"), ["render"]);
    assert_eq!(
        names("use crate::{rules::Game, store::Store};"),
        ["rules", "store"]
    );
    assert_eq!(
        names("use crate::{\n    rules::{Game, View},\n    render::Names,\n};"),
        ["rules", "render"]
    );
    assert!(names("use my_crate::render;").is_empty());
    assert_eq!(
        escaping_supers("use super::super::render::x;", 1),
        ["render"]
    );
    assert!(escaping_supers("use super::super::grammar::x;", 1).is_empty());
    assert!(escaping_supers("use super::render::x;", 1).is_empty());
}
