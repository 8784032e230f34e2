//! RULES-COVERAGE.md must be true: every checklist ID listed exactly once, and every test it
//! names for a done/partial rule exists in the source tree and mentions the ID.

use std::collections::HashMap;
use std::path::Path;

const EXPECTED: &[(&str, usize)] = &[
    ("GEN", 13),
    ("SET", 11),
    ("MOR", 6),
    ("REV", 20),
    ("FOR", 22),
    ("POP", 6),
    ("SEN", 62),
    ("COM", 23),
    ("RVN", 12),
    ("VIC", 6),
    ("TD", 10),
    ("PB", 14),
];

fn sources(dir: &Path, out: &mut String) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs" || x == "toml") {
            out.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
            out.push('\n');
        }
    }
}

#[test]
fn rules_coverage_lists_every_id_and_real_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("RULES-COVERAGE.md")).unwrap();
    let mut code = String::new();
    sources(&root.join("src"), &mut code);
    sources(&root.join("crates"), &mut code);
    sources(&root.join("tests"), &mut code);
    let mut counts: HashMap<String, usize> = HashMap::new();
    let mut seen = std::collections::HashSet::new();
    for line in doc
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| ID"))
    {
        let cols: Vec<&str> = line.split('|').map(str::trim).collect();
        if cols.len() < 6 {
            continue;
        }
        let id = cols[1];
        let Some((prefix, _)) = id.split_once('-') else {
            continue;
        };
        assert!(seen.insert(id.to_string()), "{id} listed twice");
        *counts.entry(prefix.to_string()).or_default() += 1;
        let status = cols[3];
        assert!(
            ["done", "partial", "not started"].contains(&status),
            "{id}: unknown status {status:?}"
        );
        // The sixth column, "Read against the text" (issue 12): the scenario files of the
        // second reading; each must exist in tests/scenarios/ and list the ID in its `rules`.
        // A row may still have five columns (read no second time yet).
        if let Some(read) = cols.get(6).filter(|c| !c.is_empty()) {
            for f in read
                .split(',')
                .map(|t| t.trim().trim_matches('`'))
                .filter(|t| !t.is_empty())
            {
                let path = root.join("tests/scenarios").join(f);
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("{id}: scenario {f} cannot be read: {e}"));
                let rules = text
                    .lines()
                    .find(|l| l.trim_start().starts_with("rules"))
                    .unwrap_or_default();
                assert!(
                    rules.contains(&format!("\"{id}\"")),
                    "{id}: scenario {f} does not list {id} in its rules"
                );
            }
        }
        if status != "not started" {
            let tests: Vec<&str> = cols[5]
                .split(',')
                .map(|t| t.trim().trim_matches('`'))
                .filter(|t| !t.is_empty())
                .collect();
            assert!(!tests.is_empty(), "{id} is {status} but names no test");
            for t in tests {
                let Some(at) = code.find(&format!("fn {t}(")) else {
                    panic!("{id}: test {t} not found in src/ or tests/");
                };
                let want = id.to_lowercase().replace('-', "_");
                let lo = code[..at]
                    .char_indices()
                    .rev()
                    .nth(600)
                    .map_or(0, |(i, _)| i);
                let hi = code[at..]
                    .char_indices()
                    .nth(4000)
                    .map_or(code.len(), |(i, _)| at + i);
                assert!(
                    t.contains(&want) || code[lo..hi].contains(id),
                    "{id}: test {t} does not name the ID (in its name or doc comment)"
                );
            }
        }
    }
    for (p, n) in EXPECTED {
        assert_eq!(counts.get(*p).copied().unwrap_or(0), *n, "{p}- rows");
    }
}
