//! The fuzz targets (`rorgm fuzz`, src/fuzz.rs) in CI: every input that once failed
//! (`fuzz/regressions/<target>/`) runs clean and quickly, and each target takes a short seeded
//! run without a finding. The long campaigns are run by hand (README "Fuzzing").

use std::path::Path;
use std::time::Duration;

use rorgm::fuzz::{Harness, Mutator, RunOptions, Target, check, load_corpus, load_dir, run};

/// Generous: tests run unoptimised; the fuzzer's own limit (100 ms) is for release builds.
const TEST_SLOW: Duration = Duration::from_secs(2);

fn repo(p: &Path) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

#[test]
fn every_regression_input_runs_without_panic_and_in_time() {
    let mut total = 0;
    for target in Target::ALL {
        let dir = repo(&target.regression_dir());
        assert!(dir.is_dir(), "{} is missing", dir.display());
        let files = load_dir(&dir).unwrap();
        if files.is_empty() {
            continue;
        }
        let harness = Harness::new(target).unwrap();
        for (path, input) in files {
            total += 1;
            let found = check(&harness, &input, TEST_SLOW);
            assert_eq!(found, None, "{} fails again", path.display());
        }
    }
    assert!(
        total >= 2,
        "the config regressions (hours out of range) are there: {total}"
    );
}

/// The config regressions failed before the fix: they are accepted TOML with a round length
/// out of range, which must now be refused with a message (not a panic).
#[test]
fn config_regressions_are_refused_with_a_message() {
    let files = load_dir(&repo(&Target::Config.regression_dir())).unwrap();
    assert!(!files.is_empty());
    for (path, input) in files {
        let text = String::from_utf8_lossy(&input);
        let err = rorgm::config::Config::parse(&text, &path).expect_err("refused");
        assert!(err.to_string().contains("rounds.hours"), "{err}");
    }
}

fn short_run(harness: &Harness, runs: u64) {
    let target = harness.target();
    let corpus = load_corpus(&repo(&target.seed_dir())).unwrap();
    assert!(corpus.len() >= 10, "{target}: {} seed files", corpus.len());
    let mutator = Mutator::new(target, corpus, 16 * 1024);
    let report = run(
        harness,
        &mutator,
        &RunOptions {
            seed: 11,
            from: 0,
            runs,
            slow: TEST_SLOW,
            out: None,
            record: None,
            time_limit: None,
        },
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(report.executions, runs);
    assert!(
        report.findings.is_empty(),
        "{target}: {:?}",
        report.findings
    );
}

#[test]
fn mail_target_short_run_is_clean() {
    let harness = Harness::new(Target::Mail).unwrap();
    // The mail target reads orders against games waiting for many kinds of decision.
    let kinds = harness.decision_kinds();
    assert!(kinds.len() >= 6, "{kinds:?}");
    short_run(&harness, 2_000);
    // Mutated mails get through to the rules core, not only to the MIME parser.
    let stats = harness.mail_stats();
    assert!(stats.read > 1_000, "{stats}");
    assert!(stats.submitted > 100, "{stats}");
    assert!(stats.resolved > 10, "{stats}");
}

#[test]
fn grammar_target_short_run_is_clean() {
    short_run(&Harness::new(Target::Grammar).unwrap(), 2_000);
}

#[test]
fn config_target_short_run_is_clean() {
    short_run(&Harness::new(Target::Config).unwrap(), 2_000);
}
