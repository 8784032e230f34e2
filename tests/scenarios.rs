//! Every scenario file under tests/scenarios/ runs and meets its expectations
//! (the same runner as `rorgm scenario run FILE`).

#[test]
fn every_scenario_file_passes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no scenario files in {}", dir.display());
    let mut failed = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let sc = rorgm::scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let out = rorgm::scenario::run(&sc).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if !out.failures.is_empty() {
            failed.push(format!("{}: {:?}", f.display(), out.failures));
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}
