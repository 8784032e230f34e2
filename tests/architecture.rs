//! The walls between the parts (ARCHITECTURE.md, issue 23 point 4). The rules core, the order
//! reader, render, the bots, the store and the mail transport are crates of the workspace
//! (`crates/`): what each may use is its Cargo.toml, so a forbidden import does not compile, and
//! `the_crates_depend_only_on_what_their_wall_allows` reads Cargo.lock to hold the walls
//! themselves (no tokio in the rules, no render in the orders, ...). Inside the main crate the
//! modules are walled by a scan of their `crate::<module>` paths.
//!
//! This test reads the source and Cargo.lock; it does not link the crate.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The main crate's top-level names (src/lib.rs): its modules and the crates it re-exports.
const TOP: &[&str] = &[
    "bots", "cli", "config", "fuzz", "mail", "orders", "picture", "position", "referee", "render",
    "rules", "scenario", "simulate", "store",
];

/// Each walled module of the main crate and the names it may use (itself always).
const WALLS: &[(&str, &[&str])] = &[
    // The config file: the mail settings it holds; nothing of the store or the referee.
    ("config", &["mail"]),
];

/// Each crate of the workspace, the crates of ours it may depend on, and the outside crates it
/// must never reach, directly or through another (Cargo.lock's graph).
const CRATE_WALLS: &[(&str, &[&str], &[&str])] = &[
    // The rules core: pure; nothing of ours, no runtime, database, mail, clock or environment.
    ("rorgm-rules", &[], NOT_PURE),
    // The order reader: the rules only; its words are render's.
    ("rorgm-orders", &["rorgm-rules"], NOT_PURE),
    // The bots: the rules only (simulate, fuzz and the benches use them without the referee).
    ("rorgm-bots", &["rorgm-rules"], NOT_PURE),
    // Every word players read: the rules' and the orders' data (a clock's zone names: jiff).
    // (rorgm-picture: its tests only, which draw the board picture's SVG as it is mailed.)
    (
        "rorgm-render",
        &[
            "rorgm-rules",
            "rorgm-orders",
            "rorgm-mail-facts",
            "rorgm-picture",
        ],
        IO,
    ),
    // The database: the rules' types it stores; nothing of mail or the referee.
    ("rorgm-store", &["rorgm-rules"], MAIL),
    // The mail transport and its checks: what it finds wrong with a mail, as data.
    ("rorgm-mail", &["rorgm-mail-facts"], &["sqlx"]),
    // What the mail reader finds wrong with a mail (render words it): pure, nothing of ours.
    ("rorgm-mail-facts", &[], NOT_PURE),
    // Issue 25 §3: the board picture drawn (resvg, the bundled fonts): pure, nothing of ours.
    ("rorgm-picture", &[], NOT_PURE),
];

/// What a pure crate never reaches: the runtime, the database, mail, clocks.
const NOT_PURE: &[&str] = &[
    "tokio",
    "sqlx",
    "lettre",
    "async-imap",
    "mail-parser",
    "mail-auth",
    "jiff",
    "tracing",
];
/// What render never reaches: the runtime, the database, mail.
const IO: &[&str] = &[
    "tokio",
    "sqlx",
    "lettre",
    "async-imap",
    "mail-parser",
    "mail-auth",
];
/// What the store never reaches: mail.
const MAIL: &[&str] = &["lettre", "async-imap", "mail-parser", "mail-auth"];

/// Cargo.lock's graph: each package's name and the names it depends on.
fn lock_graph(root: &Path) -> BTreeMap<String, Vec<String>> {
    let text = fs::read_to_string(root.join("Cargo.lock")).unwrap_or_default();
    let lock: toml::Table = toml::from_str(&text).unwrap_or_default();
    let mut graph = BTreeMap::new();
    for p in lock
        .get("package")
        .and_then(|p| p.as_array())
        .into_iter()
        .flatten()
    {
        let Some(name) = p.get("name").and_then(|n| n.as_str()) else {
            continue;
        };
        // "name" or "name version" or "name version (source)": the name is the first word.
        let deps: Vec<String> = p
            .get("dependencies")
            .and_then(|d| d.as_array())
            .into_iter()
            .flatten()
            .filter_map(|d| d.as_str())
            .filter_map(|d| d.split_whitespace().next())
            .map(str::to_string)
            .collect();
        graph
            .entry(name.to_string())
            .or_insert_with(Vec::new)
            .extend(deps);
    }
    graph
}

/// Every package `name` reaches in the graph, itself not included.
fn reached(graph: &BTreeMap<String, Vec<String>>, name: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![name.to_string()];
    while let Some(n) = todo.pop() {
        for d in graph.get(&n).into_iter().flatten() {
            if seen.insert(d.clone()) {
                todo.push(d.clone());
            }
        }
    }
    seen
}

/// The walls a graph breaks: "crate: reaches x".
fn crate_breaches(graph: &BTreeMap<String, Vec<String>>) -> Vec<String> {
    let mut out = Vec::new();
    for (name, ours, never) in CRATE_WALLS {
        if !graph.contains_key(*name) {
            out.push(format!("{name}: not in Cargo.lock"));
            continue;
        }
        let direct = graph.get(*name).cloned().unwrap_or_default();
        for d in &direct {
            if d.starts_with("rorgm") && !ours.contains(&d.as_str()) {
                out.push(format!("{name}: depends on {d}"));
            }
        }
        let all = reached(graph, name);
        for n in *never {
            if all.contains(*n) {
                out.push(format!("{name}: reaches {n}"));
            }
        }
    }
    out
}

#[test]
fn the_crates_depend_only_on_what_their_wall_allows() {
    let graph = lock_graph(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(
        reached(&graph, "rorgm").contains("tokio"),
        "Cargo.lock is read: the main crate reaches tokio"
    );
    let found = crate_breaches(&graph);
    assert!(
        found.is_empty(),
        "{} breaches of the crates' walls (ARCHITECTURE.md):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_crate_scan_sees_a_forbidden_dependency() {
    let mut graph = lock_graph(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(crate_breaches(&graph).is_empty());
    // The rules reaching tokio through serde_json, and the orders depending on render.
    graph
        .entry("serde_json".to_string())
        .or_default()
        .push("tokio".to_string());
    graph
        .entry("rorgm-orders".to_string())
        .or_default()
        .push("rorgm-render".to_string());
    let found = crate_breaches(&graph);
    assert!(
        found.contains(&"rorgm-rules: reaches tokio".to_string()),
        "{found:?}"
    );
    assert!(
        found.contains(&"rorgm-orders: depends on rorgm-render".to_string()),
        "{found:?}"
    );
}

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
        .filter_map(|l| {
            let l = l.trim();
            l.strip_prefix("pub mod ")
                .or_else(|| l.strip_prefix("pub use ::"))
        })
        .map(|l| l.trim_end_matches(';').to_string())
        .collect();
    declared.sort();
    assert!(!declared.is_empty(), "src/lib.rs declares no module");
    assert_eq!(
        declared, TOP,
        "TOP must list src/lib.rs's modules and crates"
    );
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

// ---------------------------------------------------------------------------------------------
// One voice (issue 23, "no English card-name comparison anywhere"): code outside render reads
// offices, phases and cards by their types and keys, never by the English words render writes.

/// The phases (GEN-01) and the offices and titles (GEN-11, SEN-15) as players read them.
const RULE_WORDS: &[&str] = &[
    "Setup",
    "Mortality",
    "Revenue",
    "Forum",
    "Population",
    "Senate",
    "Combat",
    "Revolution",
    "Dictator",
    "Rome Consul",
    "Field Consul",
    "Censor",
    "Master of Horse",
    "Pontifex Maximus",
    "Proconsul",
    "Prior Consul",
    "Priest",
    "Consul",
    "Governor",
    "Tribune",
];

/// The English names of every card, Province and Event in data/ (`name` and `increased_name`).
fn card_names(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    let Ok(entries) = fs::read_dir(root.join("data")) else {
        return Vec::new();
    };
    for e in entries.filter_map(Result::ok) {
        if e.path().extension().is_some_and(|x| x == "toml") {
            files.push(e.path());
        }
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap_or_default();
        for line in text.lines() {
            let line = line.trim();
            let value = line
                .strip_prefix("name = \"")
                .or_else(|| line.strip_prefix("increased_name = \""));
            if let Some(v) = value.and_then(|v| v.strip_suffix('"')) {
                out.push(v.to_string());
            }
        }
    }
    out
}

/// Is `lit` one of `names`, or a run of whole words of one ("Grain" of "Egyptian Grain") that
/// starts with a capital and holds a word of four letters or more?
fn is_english_name(lit: &str, names: &[String]) -> bool {
    let lit = lit.trim();
    if !lit.starts_with(|c: char| c.is_ascii_uppercase()) {
        return false;
    }
    let words: Vec<&str> = lit.split_whitespace().collect();
    if !words.iter().any(|w| w.chars().count() >= 4) {
        return names.iter().any(|n| n == lit);
    }
    names.iter().any(|n| {
        let nw: Vec<&str> = n.split_whitespace().collect();
        nw.windows(words.len()).any(|w| w == words.as_slice())
    })
}

/// The string literals of a line, each with the text before and after it.
fn literals(line: &str) -> Vec<(&str, &str, &str)> {
    let mut out = Vec::new();
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        // A comment ends the code of the line.
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            break;
        }
        // A char literal ('"') is no string.
        if b[i] == b'\'' && b.get(i + 2) == Some(&b'\'') {
            i += 3;
            continue;
        }
        if b[i] == b'"' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            let end = j.min(b.len());
            out.push((
                &line[..i],
                &line[start..end],
                line.get(end + 1..).unwrap_or(""),
            ));
            i = end + 1;
            continue;
        }
        i += 1;
    }
    out
}

/// Is an office or phase name handed to a function or closure (`holds(s, "Priest")`), to be
/// compared there?
fn passed(before: &str, lit: &str) -> bool {
    let before = before.trim_end();
    RULE_WORDS.contains(&lit) && (before.ends_with('(') || before.ends_with(','))
}

/// Does the code around a literal compare something with it?
fn compared(before: &str, after: &str) -> bool {
    let before = before.trim_end();
    let after = after.trim_start();
    const METHODS: &[&str] = &[
        "contains(",
        "starts_with(",
        "ends_with(",
        "strip_prefix(",
        "strip_suffix(",
        "eq_ignore_ascii_case(",
        "find(",
        "rfind(",
        "matches(",
    ];
    before.ends_with("==")
        || before.ends_with("!=")
        || (before.ends_with('|') && !before.ends_with("||"))
        || (before.is_empty() && (after.starts_with("=>") || after.starts_with('|')))
        || METHODS.iter().any(|m| before.ends_with(m))
        || after.starts_with("==")
        || after.starts_with("!=")
}

/// The lines of a source file that are not test code (`#[cfg(test)]` items skipped).
fn code_lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    while let Some((n, line)) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            // Skip the attributes that follow, then the item (to its closing brace).
            while let Some((_, l)) = lines.peek() {
                if l.trim_start().starts_with("#[") {
                    lines.next();
                } else {
                    break;
                }
            }
            if let Some((_, item)) = lines.next()
                && item.trim_end().ends_with('{')
            {
                let indent = &item[..item.len() - item.trim_start().len()];
                let close = format!("{indent}}}");
                for (_, l) in lines.by_ref() {
                    if l.trim_end() == close {
                        break;
                    }
                }
            }
            continue;
        }
        if line.trim_start().starts_with("//") {
            continue;
        }
        out.push((n + 1, line));
    }
    out
}

/// Is this file test code (a `tests` folder, `tests.rs`, `*_tests.rs`)?
fn is_test_file(rel: &Path) -> bool {
    rel.components().any(|c| c.as_os_str() == "tests")
        || rel
            .file_stem()
            .and_then(|s| s.to_str())
            .is_some_and(|s| s == "tests" || s.ends_with("_tests"))
}

/// Every comparison with an English office, phase or card name outside render (in src/, the
/// examples and the benches): "file:line: literal".
fn english_comparisons(root: &Path) -> Vec<String> {
    let mut names: Vec<String> = RULE_WORDS.iter().map(|s| s.to_string()).collect();
    names.extend(card_names(root));
    let mut files = Vec::new();
    for dir in ["src", "crates", "examples", "benches"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut out = Vec::new();
    for f in files {
        let rel = f
            .strip_prefix(root)
            .map(Path::to_path_buf)
            .unwrap_or_default();
        if rel.starts_with("crates/render") || is_test_file(&rel) {
            continue;
        }
        let Ok(text) = fs::read_to_string(&f) else {
            out.push(format!("{}: unreadable", f.display()));
            continue;
        };
        for (n, line) in code_lines(&text) {
            for (before, lit, after) in literals(line) {
                if (compared(before, after) && is_english_name(lit, &names)) || passed(before, lit)
                {
                    out.push(format!("{}:{n}: {lit:?}", rel.display()));
                }
            }
        }
    }
    out
}

#[test]
fn no_english_name_is_compared_outside_render() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(
        card_names(root).iter().any(|n| n == "Egyptian Grain"),
        "the card names of data/ are read"
    );
    let found = english_comparisons(root);
    assert!(
        found.is_empty(),
        "{} comparisons with English names outside render (compare types and keys; render \
         writes the words):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scan_sees_an_english_comparison() {
    let names: Vec<String> = ["Egyptian Grain", "Pontifex Maximus", "Revolution"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let hits = |line: &str| -> Vec<String> {
        literals(line)
            .into_iter()
            .filter(|(b, l, a)| (compared(b, a) && is_english_name(l, &names)) || passed(b, l))
            .map(|(_, l, _)| l.to_string())
            .collect()
    };
    assert_eq!(hits(r#"if view.phase == "Revolution" {"#), ["Revolution"]);
    assert_eq!(
        hits(r#"x.any(|o| o == "Pontifex Maximus")"#),
        ["Pontifex Maximus"]
    );
    assert_eq!(hits(r#".filter(|c| c.contains("Grain"))"#), ["Grain"]);
    assert_eq!(hits(r#"    "Revolution" => 1,"#), ["Revolution"]);
    assert_eq!(
        hits(r#"!holds(s, "Pontifex Maximus") && !holds(s, "Priest")"#),
        ["Pontifex Maximus", "Priest"]
    );
    assert!(hits(r#"        Phase::Revolution => "Revolution","#).is_empty());
    assert!(hits(r#"help.push("Revolution is near".into());"#).is_empty());
    assert!(hits(r#"if up == "STATE" {"#).is_empty());
    assert!(hits(r#"k.starts_with("influence-peddling-")"#).is_empty());
    let code = "fn a() {}\n#[cfg(test)]\nmod tests {\n    x == \"Revolution\";\n}\nfn b() {}\n";
    let kept: Vec<usize> = code_lines(code).into_iter().map(|(n, _)| n).collect();
    assert_eq!(kept, [1, 6]);
    assert!(is_test_file(Path::new("rules/tests/senate.rs")));
    assert!(is_test_file(Path::new("render/rules_words_tests.rs")));
    assert!(!is_test_file(Path::new("bots/mod.rs")));
}

/// The integration tests are one binary (`tests/main.rs`, `autotests = false`): a file of
/// `tests/` that main.rs does not name as a module would never be built nor run.
#[test]
fn every_test_file_is_a_module_of_the_test_binary() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let main = fs::read_to_string(dir.join("main.rs")).unwrap_or_default();
    let declared: BTreeSet<&str> = main
        .lines()
        .filter_map(|l| l.trim().strip_prefix("mod "))
        .map(|l| l.trim_end_matches(';'))
        .collect();
    assert!(declared.contains("scenarios"), "tests/main.rs is read");
    let mut missing = Vec::new();
    for e in fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
    {
        let path = e.path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let module = if path.is_dir() {
            path.join("mod.rs").exists()
        } else {
            path.extension().is_some_and(|x| x == "rs")
        };
        if module && stem != "main" && !declared.contains(stem) {
            missing.push(stem.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "tests/ files that tests/main.rs does not declare (never built nor run): {missing:?}"
    );
}

/// Issue 23 point 2: does a string literal hold a sentence (three lower-case words in a row,
/// "is not one", "the amount is")? Order keywords are upper case, names capitalised.
fn is_sentence(lit: &str) -> bool {
    let word = |w: &&str| {
        let w = w.trim_matches(|c: char| ",;:.!?()[]\"".contains(c));
        !w.is_empty() && w.chars().all(|c| c.is_lowercase() || c == '\'' || c == '-')
    };
    let ws: Vec<&str> = lit.split_whitespace().collect();
    ws.windows(3).any(|w| w.iter().all(word))
}

/// Is a literal words the reader reads (a player's words it looks for: compared, a match
/// pattern, a list of lower-case forms such as "sent from my ") rather than words it writes?
/// A literal made into a message (`format!`, `Err(`, `err(`, `#[error(`, `.to_string()`,
/// `.into()`) is written, whatever its case. The limit of a scan by line: an all lower-case
/// literal handed on bare (`f(x, "is not one of yours")`) looks like a list of forms read.
fn read_not_written(before: &str, lit: &str, after: &str) -> bool {
    let b = before.trim_end();
    let a = after.trim_start();
    let made = ["format!(", "Err(", "err(", "error(", "write!(", "push_str("]
        .iter()
        .any(|m| before.contains(m))
        || [".to_string()", ".into()", ".to_owned()"]
            .iter()
            .any(|m| a.starts_with(m));
    let pattern =
        a.starts_with('|') || a.starts_with("=>") || (b.ends_with('|') && !b.ends_with("||"));
    let folded = !lit.contains(|c: char| c.is_uppercase() || c == '{');
    compared(before, after) || pattern || (folded && !made)
}

/// Every sentence for a player written in src/orders (outside its tests): "file:line: literal".
/// The order reader says why it did not take a line as data (`ReadWhy`); render words it.
fn sentences_in_orders(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&root.join("src/orders"), &mut files);
    rust_files(&root.join("crates/orders/src"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let rel = f
            .strip_prefix(root)
            .map(Path::to_path_buf)
            .unwrap_or_default();
        if is_test_file(&rel) {
            continue;
        }
        let Ok(text) = fs::read_to_string(&f) else {
            out.push(format!("{}: unreadable", f.display()));
            continue;
        };
        for (n, line) in code_lines(&text) {
            for (before, lit, after) in literals(line) {
                if is_sentence(lit) && !read_not_written(before, lit, after) {
                    out.push(format!("{}:{n}: {lit:?}", rel.display()));
                }
            }
        }
    }
    out
}

#[test]
fn the_order_reader_writes_no_sentence() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/orders"), &mut files);
    rust_files(&root.join("crates/orders/src"), &mut files);
    assert!(!files.is_empty(), "the order reader's sources are read");
    let found = sentences_in_orders(root);
    assert!(
        found.is_empty(),
        "{} sentences for players written in the order reader (return a typed ReadWhy; \
         render words it):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scan_sees_a_sentence() {
    let hits = |line: &str| -> Vec<String> {
        literals(line)
            .into_iter()
            .filter(|(b, l, a)| is_sentence(l) && !read_not_written(b, l, a))
            .map(|(_, l, _)| l.to_string())
            .collect()
    };
    // What the reader wrote before issue 23 point 2.
    assert_eq!(
        hits(r#"return Err(format!("there is no Faction {n}"));"#),
        ["there is no Faction {n}"]
    );
    assert_eq!(
        hits(r#"err("CANCEL", "CANCEL needs the decision to withdraw")"#),
        ["CANCEL needs the decision to withdraw"]
    );
    assert_eq!(
        hits(r#"return Err("the amount is missing".to_string());"#),
        ["the amount is missing"]
    );
    assert_eq!(
        hits(r#"    #[error("your mail has {count} lines to read as orders")]"#),
        ["your mail has {count} lines to read as orders"]
    );
    assert_eq!(
        hits(r#"        "cannot persuade now: a persuader is one of your senators in Rome","#),
        ["cannot persuade now: a persuader is one of your senators in Rome"],
        "a message handed on as an argument"
    );
    // Words the reader reads, and order syntax.
    assert!(hits(r#"        "sent from my ","#).is_empty());
    assert!(hits(r#"Some("rome" | "the active forces" | "active forces") => {"#).is_empty());
    assert!(hits(r#"if let Some(r) = words.strip_prefix("no land battle") {"#).is_empty());
    assert!(hits(r#"names.push("evil omens debt");"#).is_empty());
    assert!(hits(r#"format!("PLAY INFLUENCE PEDDLING ON Faction {f}")"#).is_empty());
    assert!(hits(r#"Ok(format!("VOTE {} {}", a, b))"#).is_empty());
}

/// The files of src/referee whose words are the CLI's own, on the operator's terminal: the
/// `rorgm demo` report (`demo.rs`), the whole-game export, import and verify (`export.rs`).
const REFEREE_OPERATOR_FILES: &[&str] = &["demo.rs", "export.rs"];

/// What in a statement makes its words the operator's: an error handed back to the caller
/// (the CLI prints it; `RefereeError::…`, `return Err(`, a `#[error(…)]` message), a log line
/// (`tracing::`), a reason the store keeps for `rorgm status` (`mark_dropped(`).
const FOR_THE_OPERATOR: &[&str] = &[
    "RefereeError::",
    "return Err(",
    "#[error(",
    "tracing::",
    "mark_dropped(",
];

/// The statement a literal on line `idx` (0-based) of `lines` is in, up to the literal: the
/// text before it on its line and the lines above back to the end of the previous statement
/// (a line ending in `;`, `{` or `}`), eight at most.
fn statement_before(lines: &[&str], idx: usize, before: &str) -> String {
    let mut parts = vec![before.to_string()];
    for l in lines[..idx].iter().rev().take(8) {
        let l = l.trim_end();
        if l.ends_with(';') || l.ends_with('{') || l.ends_with('}') {
            break;
        }
        parts.push(l.to_string());
    }
    parts.reverse();
    parts.join("\n")
}

/// Issue 23 point 1: every sentence for a player written in src/referee (outside its tests):
/// "file:line: literal". A sentence is a string literal `is_sentence` finds and
/// `read_not_written` does not take for words read (as for the order reader). The mails to
/// the GM are covered too (render::gm_notices words them). Left out, as words for the
/// operator: the files `REFEREE_OPERATOR_FILES`; a literal in a
/// statement with one of `FOR_THE_OPERATOR`; the inbound record's outcome codes (a literal
/// opening with `ignored:`, `refused:`, `set aside:` or `{outcome}`), which `rorgm status`
/// shows. The limits of a scan by line: words that are no sentence (a Subject of one or two
/// lower-case words, "Game paused"), and a literal made in one statement and handed to an
/// error in another, are not seen. The referee decides who gets which mail; render writes it.
fn sentences_in_referee(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&root.join("src/referee"), &mut files);
    sentences_in_files(
        root,
        files,
        |rel| {
            rel.parent() == Some(Path::new("src/referee"))
                && rel
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| REFEREE_OPERATOR_FILES.contains(&n))
        },
        referee_sentences,
    )
}

/// The sentences for a player in one source text of the referee: (line, literal).
fn referee_sentences(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (n, line) in code_lines(text) {
        for (before, lit, after) in literals(line) {
            if !is_sentence(lit) || read_not_written(before, lit, after) {
                continue;
            }
            if ["ignored:", "refused:", "set aside:", "{outcome}"]
                .iter()
                .any(|p| lit.starts_with(p))
            {
                continue;
            }
            let statement = statement_before(&lines, n - 1, before);
            if FOR_THE_OPERATOR.iter().any(|o| statement.contains(o)) {
                continue;
            }
            out.push((n, lit.to_string()));
        }
    }
    out
}

#[test]
fn the_referee_writes_no_sentence_for_a_player() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/referee"), &mut files);
    assert!(
        files.iter().any(|f| f.ends_with("src/referee/mails.rs")),
        "the referee's sources are read"
    );
    let found = sentences_in_referee(root);
    assert!(
        found.is_empty(),
        "{} sentences for players written in the referee (hand render the data; it writes \
         the words):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// What in a statement of the mail crate makes its words the operator's: an error built
/// (`Err(`, `map_err(`, a `…Error::` or `SendError::…` variant, the `greeting_err` and
/// `unreachable` helpers, the NOT_IMAP constant), a log line (`warn!(` …), the one-line
/// summaries `rorgm check-config` prints (`summary`, `Ok(format!(`), a test kit's DNS error.
const MAIL_FOR_THE_OPERATOR: &[&str] = &[
    "Err(",
    "map_err(",
    "Error::",
    "Error(",
    "SendError::",
    "greeting_err(",
    "unreachable(",
    "NOT_IMAP",
    "warn!(",
    "info!(",
    "debug!(",
    "error!(",
    "summary",
    "Ok(format!(",
    "reason:",
];

/// Issue 23 point 1: the mail crate finds what is wrong with a mail as data
/// (`mail_facts`: `SenderProblem`, `InboundError`, `DkimFailure`, `DkimDelay`) and render words
/// it: every sentence for a player written in crates/mail (outside its tests), as for the
/// referee. Its own words are the operator's: errors (`#[error(…)]`, `return Err(`), logs,
/// and the reason fields of its error types (`reason:`), which `rorgm status` and the CLI show.
fn sentences_in_mail(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&root.join("crates/mail/src"), &mut files);
    rust_files(&root.join("crates/mail-facts/src"), &mut files);
    sentences_in_files(root, files, |_| false, mail_sentences)
}

/// The sentences `scan` finds in each of `files` (sorted; test files and those `skip` names
/// left out): "file:line: literal".
fn sentences_in_files(
    root: &Path,
    mut files: Vec<PathBuf>,
    skip: impl Fn(&Path) -> bool,
    scan: fn(&str) -> Vec<(usize, String)>,
) -> Vec<String> {
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let rel = f
            .strip_prefix(root)
            .map(Path::to_path_buf)
            .unwrap_or_default();
        if is_test_file(&rel) || skip(&rel) {
            continue;
        }
        let Ok(text) = fs::read_to_string(&f) else {
            out.push(format!("{}: unreadable", f.display()));
            continue;
        };
        out.extend(
            scan(&text)
                .into_iter()
                .map(|(n, lit)| format!("{}:{n}: {lit:?}", rel.display())),
        );
    }
    out
}

/// The sentences for a player in one source text of the mail crate: (line, literal).
fn mail_sentences(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    referee_sentences(text)
        .into_iter()
        .filter(|(n, lit)| {
            let line = lines.get(n - 1).copied().unwrap_or_default();
            let before = line.split(lit.as_str()).next().unwrap_or_default();
            let statement = statement_before(&lines, n - 1, before);
            !MAIL_FOR_THE_OPERATOR.iter().any(|o| statement.contains(o))
        })
        .collect()
}

#[test]
fn the_mail_scan_sees_a_sentence() {
    let hits =
        |text: &str| -> Vec<String> { mail_sentences(text).into_iter().map(|(_, l)| l).collect() };
    // What the mail crate wrote before: the From header's fault, worded for the player.
    assert_eq!(
        hits(
            "fn f() {\n    match msg.from()? {\n        Group(_) => Some(\"its From header is a group address\".into()),\n    }\n}\n"
        ),
        ["its From header is a group address"]
    );
    assert_eq!(
        hits("fn f() {\n    let why = \"the mail carries no DKIM signature\".to_string();\n}\n"),
        ["the mail carries no DKIM signature"]
    );
    // Words for the operator.
    assert!(
        hits("fn f() {\n    warn!(old = 1, \"IMAP fetch failed; reconnecting once\");\n}\n")
            .is_empty()
    );
    assert!(
        hits("fn f() {\n    let t = x.map_err(|e| SendError::Permanent(format!(\"cannot build the mail: {e}\")))?;\n}\n")
            .is_empty()
    );
}

#[test]
fn the_mail_crate_writes_no_sentence_for_a_player() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("crates/mail/src"), &mut files);
    assert!(
        files
            .iter()
            .any(|f| f.ends_with("crates/mail/src/inbound.rs")),
        "the mail crate's sources are read"
    );
    let found = sentences_in_mail(root);
    assert!(
        found.is_empty(),
        "{} sentences written in the mail crate (hand render the facts; it writes the \
         words):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_referee_scan_sees_a_sentence() {
    let hits = |text: &str| -> Vec<String> {
        referee_sentences(text)
            .into_iter()
            .map(|(_, l)| l)
            .collect()
    };
    // What the referee wrote before issue 23 point 1.
    assert_eq!(
        hits(
            "fn f() {\n    notes.push(\"READY: noted; you owe nothing more this round.\".into());\n}\n"
        ),
        ["READY: noted; you owe nothing more this round."]
    );
    assert_eq!(
        hits(
            "fn f() {\n    let subject = format!(\n        \"{} (round {r})\",\n        if ok {\n            \"Orders received\"\n        } else {\n            \"Orders received, with errors\"\n        }\n    );\n    let t = format!(\n        \"The GM has extended the deadline of this round to {}.\",\n        d\n    );\n}\n"
        ),
        [
            "Orders received, with errors",
            "The GM has extended the deadline of this round to {}."
        ],
        "a message made over several lines"
    );
    assert_eq!(
        hits(
            "fn f() {\n    help.push(\"no Statesman in your hand can be played now\".into());\n}\n"
        ),
        ["no Statesman in your hand can be played now"]
    );
    // Words for the operator, and test code.
    assert!(
        hits(
            "fn f() {\n    return Err(RefereeError::Invalid(format!(\n        \"game {game_id} is already paused\"\n    )));\n}\n"
        )
        .is_empty()
    );
    assert!(
        hits("fn f() {\n    tracing::warn!(faction, \"DKIM key lookup failed for now; the mail waits\");\n}\n")
            .is_empty()
    );
    assert!(
        hits(
            "fn f() {\n    let o = \"refused:sender is not exactly one address\".to_string();\n}\n"
        )
        .is_empty()
    );
    assert!(
        hits("#[cfg(test)]\nmod tests {\n    fn t() {\n        x(\"this is a test sentence\".into());\n    }\n}\n")
            .is_empty()
    );
}
