//! Issue 23 point 5, docs/STYLE.md: rules scenarios check typed events and order errors
//! (`[[expect.event]]`, `[[expect.no_event]]`, `[[expect.order_error]]`), never substrings of the
//! English render writes (`events`, `not_events`, `public`, `not_public`, `order_errors`). The
//! files that still do are listed in `tests/scenario_english.txt`; the list may only shrink: a file not on it that matches English
//! fails, and so does a file on it that no longer does (take it off).

#[test]
fn only_the_listed_scenarios_match_english() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let list = std::fs::read_to_string(root.join("tests/scenario_english.txt")).unwrap();
    let allowed: std::collections::BTreeSet<&str> = list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let mut files: Vec<_> = std::fs::read_dir(root.join("tests/scenarios"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    assert!(files.len() > 100, "the scenario files are missing");
    let mut english = std::collections::BTreeSet::new();
    for f in &files {
        let sc = rorgm::scenario::parse_file(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let Some(exp) = &sc.expect else { continue };
        if !(exp.events.is_empty()
            && exp.order_errors.is_empty()
            && exp.not_events.is_empty()
            && exp.public.is_empty()
            && exp.not_public.is_empty())
        {
            let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            english.insert(name.to_string());
        }
    }
    let new: Vec<&String> = english
        .iter()
        .filter(|f| !allowed.contains(f.as_str()))
        .collect();
    assert!(
        new.is_empty(),
        "these scenarios match rendered English; assert typed events instead \
         ([[expect.event]], docs/SCENARIOS.md): {new:#?}"
    );
    let gone: Vec<&&str> = allowed.iter().filter(|f| !english.contains(**f)).collect();
    assert!(
        gone.is_empty(),
        "these scenarios no longer match English: take them off tests/scenario_english.txt: {gone:#?}"
    );
    println!(
        "{} of {} scenario files still match English",
        english.len(),
        files.len()
    );
}
