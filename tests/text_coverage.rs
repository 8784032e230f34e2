//! docs/TEXT-COVERAGE.tsv must be true (issue 20): every sentence of the basic rules, the PBEM
//! rules (seed 004), the cards and the scenarios (LR 3) has a line; a `proved` line is named by a scenario's
//! `text = [...]`; every ID a scenario names is a sentence. `scripts/text-coverage.py` keeps the
//! file; this test only checks it.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

const SOURCES: &[&str] = &["basic", "pbem", "card", "scenario", "advanced"];

struct Line {
    status: String,
    place: String,
}

fn coverage(root: &Path) -> BTreeMap<String, Line> {
    let path = root.join("docs/TEXT-COVERAGE.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let mut cols = line.split('\t');
        let id = cols.next().unwrap_or_default().to_string();
        let status = cols.next().unwrap_or_default().to_string();
        let place = cols.next().unwrap_or_default().to_string();
        let had = out.insert(id.clone(), Line { status, place });
        assert!(
            had.is_none(),
            "TEXT-COVERAGE.tsv line {}: {id} listed twice",
            n + 1
        );
    }
    out
}

/// Sentence ID -> the scenario files that name it (a `known_wrong` scenario names none).
fn named(root: &Path) -> HashMap<String, Vec<String>> {
    let dir = root.join("tests/scenarios");
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    for f in files {
        let sc = rorgm::scenario::parse_file(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if sc.known_wrong.is_some() {
            continue; // the engine fails it: it proves nothing yet
        }
        let name = f
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        for id in sc.text {
            out.entry(id).or_default().push(name.clone());
        }
    }
    out
}

/// The IDs of the sources this file covers, from ../shared/text/sentences.tsv (None if absent).
fn sentences(root: &Path) -> Option<Vec<(String, String)>> {
    let path = root.join("../shared/text/sentences.tsv");
    let text = std::fs::read_to_string(path).ok()?;
    Some(
        text.lines()
            .skip(1)
            .filter_map(|l| {
                let mut c = l.split('\t');
                let id = c.next()?.to_string();
                let src = c.next()?.to_string();
                SOURCES.contains(&src.as_str()).then_some((id, src))
            })
            .collect(),
    )
}

/// Whether a text names a checklist rule ID such as `COM-18`.
fn names_rule_id(s: &str) -> bool {
    s.split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
        .any(|w| match w.split_once('-') {
            Some((p, n)) => {
                !p.is_empty()
                    && p.chars().all(|c| c.is_ascii_uppercase())
                    && !n.is_empty()
                    && n.chars().all(|c| c.is_ascii_digit())
            }
            None => false,
        })
}

#[test]
fn text_coverage_is_true() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = coverage(root);
    let named = named(root);
    assert!(!doc.is_empty(), "TEXT-COVERAGE.tsv has no line");
    let mut problems = Vec::new();
    for (id, line) in &doc {
        match line.status.as_str() {
            "proved" => match named.get(id) {
                None => problems.push(format!("{id} is proved but no scenario names it")),
                Some(files) => {
                    for f in line
                        .place
                        .split(',')
                        .map(str::trim)
                        .filter(|f| !f.is_empty())
                    {
                        if !files.iter().any(|g| g == f) {
                            problems.push(format!("{id}: {f} does not name it"));
                        }
                    }
                }
            },
            "not a rule" if line.place.trim().is_empty() => {
                problems.push(format!("{id} is not a rule: say why"))
            }
            "not built" if !names_rule_id(&line.place) => {
                problems.push(format!("{id} is not built: name its rule ID"))
            }
            "not a rule" | "not built" | "unread" => {}
            other => problems.push(format!("{id}: unknown status '{other}'")),
        }
    }
    for (id, files) in &named {
        match doc.get(id) {
            None => problems.push(format!("{files:?} name {id}, which has no line")),
            Some(l) if l.status != "proved" => {
                problems.push(format!("{files:?} name {id}, marked '{}'", l.status))
            }
            _ => {}
        }
    }
    match sentences(root) {
        Some(ids) => {
            let all: HashSet<&str> = ids.iter().map(|(i, _)| i.as_str()).collect();
            for (id, _) in &ids {
                if !doc.contains_key(id) {
                    problems.push(format!("{id} has no line"));
                }
            }
            for id in doc.keys() {
                if !all.contains(id.as_str()) {
                    problems.push(format!("{id} is no sentence of {SOURCES:?}"));
                }
            }
            // Issue 20's bar, checked once every basic and PBEM sentence has been read.
            let read = |src: &str| {
                let of: Vec<&Line> = ids
                    .iter()
                    .filter(|(_, s)| s == src)
                    .filter_map(|(i, _)| doc.get(i))
                    .collect();
                let unread = of.iter().filter(|l| l.status == "unread").count();
                let rules = of.iter().filter(|l| l.status != "not a rule").count();
                let proved = of.iter().filter(|l| l.status == "proved").count();
                eprintln!("{src}: {proved} proved of {rules} rule sentences, {unread} unread");
                (unread, rules, proved)
            };
            let (u1, r1, p1) = read("basic");
            let (u2, r2, p2) = read("pbem");
            read("card");
            if u1 + u2 == 0 && (p1 + p2) * 10 < (r1 + r2) * 9 {
                problems.push(format!(
                    "only {} of {} rule sentences proved",
                    p1 + p2,
                    r1 + r2
                ));
            }
        }
        None => assert!(
            std::env::var("CI").is_err(),
            "../shared/text/sentences.tsv is missing (CI must have shared/ beside the clone)"
        ),
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
