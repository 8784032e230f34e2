//! SEN-35 (LR 1.09.54/1-2): a Governor who dies after the Governorships were assigned is
//! replaced at the earliest opportunity (`senate/governor_vacancy.rs`).

use super::*;
use crate::state::Province;

/// A Senate in its other business, the Governors' business over with nothing vacant; Senator
/// `i` (aligned, in Rome, no office) governs Sicilia through a Legate.
fn legate_in_other_business(b: u8) -> (Game, usize) {
    let (mut g, _) = senate_game(3, b);
    until_stage(&mut g, SenateStage::OtherBusiness);
    let i = g
        .governor_candidates()
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap_or(0);
    g.forum_provinces.retain(|k| k != "sicilia");
    g.provinces.push(Province {
        key: "sicilia".into(),
        governor: id(&g, i),
        term: 2,
        developed: false,
        garrison: 0,
        elected_turn: 0,
    });
    g.legates.provinces.push("sicilia".into());
    (g, i)
}

/// SEN-35 (LR 1.09.54/2 "If a Governor dies during the Senate Phase after all vacant
/// Governorships have been assigned, another Governor must be elected at the earliest
/// opportunity"): his Province goes to the Forum (MOR-04) and the Senate goes back to the
/// Governors' business before any other; once elected, the other business resumes.
#[test]
fn sen_35_a_governor_dead_after_the_governorships_is_replaced_first() {
    let (mut g, i) = legate_in_other_business(46);
    assert_eq!(
        g.senate
            .as_ref()
            .and_then(|s| s.vacant_after_governors.clone()),
        Some(Vec::new())
    );
    let mut ev = Vec::new();
    g.kill_senator(i, DeathCause::Mortality, &mut ev);
    assert!(g.forum_provinces.contains(&"sicilia".to_string()));
    g.senate_next(&mut ev);
    let reopened = ev.iter().find_map(|e| match &e.kind {
        EventKind::GovernorshipsReopened { provinces } => Some(provinces.clone()),
        _ => None,
    });
    assert_eq!(reopened, Some(vec!["sicilia".into()]), "{ev:#?}");
    assert_eq!(g.senate_stage(), Some(SenateStage::Governors));
    let c = id(&g, g.governor_candidates()[0]);
    propose(
        &mut g,
        vec![Proposal::Governor {
            senator: c.clone(),
            province: "sicilia".into(),
        }],
    );
    vote_all(&mut g, |_| yes());
    g.resolve(true);
    assert!(
        g.provinces
            .iter()
            .any(|p| p.key == "sicilia" && p.governor == c)
    );
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
}

/// SEN-35 (LR 1.09.54/1): a Province the Governors' business left vacant (no candidate left
/// for it) is not reopened by itself: the Senate goes on with its other business.
#[test]
fn sen_35_a_vacancy_the_governorships_left_is_not_reopened() {
    let (mut g, _) = legate_in_other_business(47);
    g.forum_provinces.push("sardinia-et-corsica".into());
    if let Some(s) = g.senate.as_mut() {
        s.vacant_after_governors = Some(vec!["sardinia-et-corsica".into()]);
    }
    let mut ev = Vec::new();
    g.senate_next(&mut ev);
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::GovernorshipsReopened { .. }))
    );
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
}
