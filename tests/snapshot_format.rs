//! Issue 23 point 6: the stored snapshot's format is pinned. Every state reached in many bot
//! games is written as its snapshot, read back (it must write the same snapshot again), and its
//! shape (`rules::snapshot::shape`: each path to a value and the value's kind) must be one the
//! format file `tests/snapshot-v1.shape` names. A change to the game's state that changes what
//! is stored (a field renamed, a new field, a value of another kind) fails here, and is made a
//! new snapshot version with its upgrade step (`rules::snapshot::upgrade`), instead of a silent
//! `#[serde(default)]`. `RORGM_BLESS_SHAPES=1` adds the lines seen to the file, for a change
//! that keeps old snapshots readable (a new enum variant, a new value in a list).

use std::collections::BTreeSet;
use std::path::PathBuf;

use rorgm::rules::snapshot;
use rorgm::simulate::{SimOptions, simulate};

fn format_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/snapshot-v1.shape")
}

fn read_format() -> BTreeSet<String> {
    std::fs::read_to_string(format_file())
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// The lines of `seen` the format does not name.
fn outside(seen: &BTreeSet<String>, format: &BTreeSet<String>) -> Vec<String> {
    seen.difference(format).cloned().collect()
}

#[test]
fn every_state_of_many_games_is_stored_in_the_pinned_format_and_reads_back() {
    let report = simulate(&SimOptions {
        games: 40,
        seed: 23,
        snapshot_shapes: true,
        ..Default::default()
    });
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert!(
        report.resolutions > 500,
        "too few states: {}",
        report.resolutions
    );
    assert!(report.shapes.len() > 200, "{} lines", report.shapes.len());
    let mut format = read_format();
    if std::env::var_os("RORGM_BLESS_SHAPES").is_some() {
        format.extend(report.shapes.iter().cloned());
        let mut text = String::from(
            "# The stored game snapshot, version 1 (rules::snapshot::VERSION): every path to a\n\
             # value and its kind. tests/snapshot_format.rs checks played games against it.\n",
        );
        for line in &format {
            text.push_str(line);
            text.push('\n');
        }
        if let Err(e) = std::fs::write(format_file(), text) {
            panic!("writing {}: {e}", format_file().display());
        }
        return;
    }
    assert!(!format.is_empty(), "tests/snapshot-v1.shape is missing");
    let new = outside(&report.shapes, &format);
    assert!(
        new.is_empty(),
        "the stored snapshot changed shape (format version {}): {} line(s) not in \
         tests/snapshot-v1.shape, e.g. {:?}. A snapshot stored before this change must still \
         read: give the change a new snapshot version and its upgrade step, or, if old \
         snapshots read unchanged (a new variant), run with RORGM_BLESS_SHAPES=1",
        snapshot::VERSION,
        new.len(),
        &new[..new.len().min(8)]
    );
}

/// The check can fail: a state with a field renamed has a line the format does not name.
#[test]
fn a_renamed_field_is_a_shape_the_format_does_not_name() {
    let format = read_format();
    let (game, _) = rorgm::rules::Game::new(
        rorgm::rules::Setup {
            scenario: rorgm::rules::Scenario::EarlyRepublic,
            players: vec!["A".into(), "B".into(), "C".into()],
        },
        [7; 32],
    )
    .unwrap_or_else(|e| panic!("setup: {e}"));
    let mut seen = BTreeSet::new();
    snapshot::stored_shape(&game, &mut seen);
    assert!(!seen.is_empty());
    assert_eq!(outside(&seen, &format), Vec::<String>::new());
    let mut state = serde_json::to_value(&game).unwrap_or_default();
    let Some(map) = state.as_object_mut() else {
        panic!("the state is an object")
    };
    let turn = map.remove("turn");
    assert!(turn.is_some(), "the state has a turn");
    map.insert("turn_number".into(), turn.unwrap_or_default());
    let mut renamed = BTreeSet::new();
    snapshot::shape(&state, &mut renamed);
    assert_eq!(
        outside(&renamed, &format),
        vec!["turn_number: number".to_string()]
    );
}
