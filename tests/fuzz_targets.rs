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
        // git keeps no empty folder: a target without regressions may have none.
        if !dir.is_dir() {
            continue;
        }
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
    eprintln!("mail target: decisions {kinds:?}; {stats}");
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

#[test]
fn position_target_short_run_is_clean() {
    short_run(&Harness::new(Target::Position).unwrap(), 500);
}

/// The supervisor of a campaign survives a worker that dies (as on a stack overflow): it runs the
/// stretch again recording each input, saves the one that killed the worker as `abort-<hash>`
/// and carries on after it. The worker here is a script that speaks the worker protocol and
/// kills itself at execution 12,345.
#[cfg(unix)]
#[test]
fn a_campaign_survives_a_worker_that_dies_and_saves_the_input() {
    use rorgm::fuzz::{Campaign, FindingKind};
    use std::os::unix::fs::PermissionsExt;

    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("worker.sh");
    std::fs::write(
        &script,
        r#"#!/usr/bin/env bash
from=0; runs=0; record=""
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from=$2; shift ;;
    --runs) runs=$2; shift ;;
    --record) record=$2; shift ;;
  esac
  shift
done
echo ready
end=$((from + runs)); i=$from
while [ $i -lt $end ]; do
  if [ -n "$record" ]; then printf 'input %s' "$i" > "$record"; echo "executing $i"; fi
  if [ $i -eq 12345 ]; then kill -ABRT $$; fi
  if [ $(( (i + 1 - from) % 10000 )) -eq 0 ]; then echo "progress $((i + 1))"; fi
  i=$((i + 1))
done
echo "done $end"
"#,
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = dir.path().join("artifacts");
    let campaign = Campaign {
        exe: script,
        target: Target::Grammar,
        seed: 1,
        from: 0,
        runs: 20_000,
        corpus: dir.path().to_path_buf(),
        out: out.clone(),
        max_len: 64,
        slow: Duration::from_millis(100),
        time_limit: None,
    };
    let mut log = Vec::new();
    let report = campaign.run(&mut |l| log.push(l.to_string())).unwrap();
    assert_eq!(report.executions, 20_000, "{log:?}");
    assert_eq!(report.count(FindingKind::Abort), 1, "{log:?}");
    let f = &report.findings[&12_345];
    assert_eq!(f.kind, FindingKind::Abort);
    let saved = f.path.as_ref().expect("saved");
    assert_eq!(std::fs::read(saved).unwrap(), b"input 12345");
    assert!(saved.starts_with(out.join("grammar")));
    assert!(report.unreproduced.is_empty(), "{:?}", report.unreproduced);
}
