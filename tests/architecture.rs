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
    for dir in ["src", "examples", "benches"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut out = Vec::new();
    for f in files {
        let rel = f
            .strip_prefix(root)
            .map(Path::to_path_buf)
            .unwrap_or_default();
        if rel.starts_with("src/render") || is_test_file(&rel) {
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
