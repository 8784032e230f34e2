//! SEN-60 (LR 1.09.81): Rome is repopulated whenever fewer than 8 aligned Senators are in Rome
//! during the Senate Phase, not only when it convenes (`senate/mod.rs::senate_next`).

use super::*;
use crate::api::ChoiceOption;

/// A three-player Senate with 8 aligned Senators in Rome (faction 2 lost one, whose Family card
/// is the Curia's only Senator when `curia` says so; otherwise the Curia holds none and two
/// unaligned Senators wait in the Forum) and Sicilia in the Forum.
fn eight_in_rome(b: u8, curia: bool) -> (Game, u8) {
    let (mut g, _) = new_game(3, b);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    g.events_in_play.clear();
    g.curia.retain(|c| !matches!(c, DeckCard::Family(_)));
    let gone = *of(&g, 2).last().unwrap();
    let fam = g.senators.remove(gone).family;
    if curia {
        g.curia.push(DeckCard::Family(fam));
    } else {
        for _ in 0..2 {
            let pos = g
                .deck
                .iter()
                .position(|c| {
                    matches!(c, DeckCard::Family(n) if !g.senators.iter().any(|s| s.family == *n))
                })
                .expect("a Family card in the deck");
            let DeckCard::Family(n) = g.deck.remove(pos) else {
                unreachable!()
            };
            let mut s = Senator::from_family(data(), n, None);
            s.in_rome = false;
            g.senators.push(s);
        }
    }
    g.forum_provinces.push("sicilia".into());
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    assert_eq!(g.aligned_in_rome().len(), 8);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::Repopulated { .. })),
        "8 in Rome: nobody joins when the Senate convenes"
    );
    (g, fam)
}

/// A Senator of faction 1 elected Governor of Sicilia (all vote YES); the events of the vote.
fn elect_governor_of_faction_1(g: &mut Game) -> (SenatorId, Vec<Event>) {
    until_stage(g, SenateStage::Governors);
    let gov = g
        .governor_candidates()
        .into_iter()
        .find(|&i| g.senators[i].faction == Some(f(1)))
        .expect("a candidate of faction 1");
    let gov = id(g, gov);
    propose(
        g,
        vec![Proposal::Governor {
            senator: gov.clone(),
            province: "sicilia".into(),
        }],
    );
    let ev = vote_all(g, |_| yes());
    let i = g.find_senator(&gov).unwrap();
    assert!(!g.senators[i].in_rome, "the Governor left Rome");
    (gov, ev)
}

/// SEN-60: an elected Governor leaving 7 aligned Senators in Rome brings the Curia's top Senator
/// to the faction with the fewest Senators in all (faction 2, 2 Senators; faction 1 has 3 with
/// its Governor away) before the next business, and he votes on the next proposal.
#[test]
fn sen_60_an_elected_governor_leaving_seven_brings_the_curias_senator_before_the_next_vote() {
    let (mut g, fam) = eight_in_rome(31, true);
    // SEN-12 / SEN-14 (LR 1.09.2/6): no Senator holds two Major Offices, so a Pontifex elected
    // here would leave faction 1 no Governor candidate: another faction holds the office.
    let p = (0..g.senators.len())
        .rev()
        .find(|i| {
            let s = &g.senators[*i];
            s.faction.is_some() && s.faction != Some(f(1)) && s.offices.is_empty()
        })
        .expect("a Senator of faction 2 or 3 without office");
    g.senators[p].offices.push(Office::PontifexMaximus);
    let (_, ev) = elect_governor_of_faction_1(&mut g);
    let joined = ev.iter().find_map(|e| match &e.kind {
        EventKind::Repopulated {
            senator,
            faction,
            from_curia: true,
        } => Some((senator.clone(), *faction)),
        _ => None,
    });
    let (new, faction) = joined.expect("SEN-60: the Curia's Senator joins mid-phase");
    assert_eq!(faction, f(2));
    let ni = g.find_senator(&new).unwrap();
    assert_eq!(g.senators[ni].family, fam);
    assert!(g.senators[ni].in_rome);
    assert!(!g.curia.contains(&DeckCard::Family(fam)));
    assert_eq!(g.aligned_in_rome().len(), 8);
    assert_eq!(of(&g, 1).len(), 3);
    assert_eq!(of(&g, 2).len(), 3);
    // The Senate went on to other business; the next vote counts him.
    assert_eq!(g.senate_stage(), Some(SenateStage::OtherBusiness));
    assert_eq!(open_kind(&g), Some(DecisionKind::SenateProposals));
    let votes_f2 = g.votes(f(2));
    let new_votes = g.senators[ni].votes(data());
    assert!(new_votes > 0);
    let total: u32 = g.faction_ids().into_iter().map(|x| g.votes(x)).sum();
    propose(
        &mut g,
        vec![Proposal::RaiseForces {
            legions: 1,
            fleets: 0,
        }],
    );
    let ev = vote_all(&mut g, |_| yes());
    let (yes_votes, no_votes, passed, _) = vote_taken(&ev).expect("the vote was taken");
    assert!(passed);
    assert_eq!(no_votes, 0);
    assert_eq!(
        yes_votes, total,
        "faction 2's {votes_f2} votes include {new_votes} new"
    );
}

/// SEN-60: with the Curia empty the receiving player picks a Forum Senator mid-phase; his answer
/// resumes the business where it was (the Senate is not convened again, its offices and rounds
/// stand) and the picked Senator sits in Rome for the rest of the phase.
#[test]
fn sen_60_the_forum_pick_asked_mid_phase_resumes_the_same_business() {
    let (mut g, _) = eight_in_rome(32, false);
    let (_, ev) = elect_governor_of_faction_1(&mut g);
    let consuls: Vec<SenatorId> = g
        .senators
        .iter()
        .filter(|s| s.offices.contains(&Office::RomeConsul))
        .map(|s| s.id())
        .collect();
    assert_eq!(consuls.len(), 1);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::Repopulated { .. })),
        "nobody joins before the receiving player picks"
    );
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
        .expect("SEN-60: the receiving player picks mid-phase");
    assert_eq!(d.rule_id(), "SEN-60");
    assert_eq!(d.owner, f(2));
    let DecisionOptions::Choice { about, options } = &d.options else {
        panic!("{d:?}")
    };
    assert_eq!(options.len(), 2);
    let Answer::Choice { pick: default, .. } = &d.default else {
        panic!()
    };
    let pick = options.iter().find(|o| *o != default).unwrap().clone();
    let ChoiceOption::Senator { senator: picked } = &pick else {
        panic!()
    };
    let picked = picked.clone();
    let rounds = g.senate.as_ref().unwrap().rounds;
    g.submit(
        d.owner,
        &d.id,
        Answer::Choice {
            about: about.clone(),
            pick,
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::Repopulated { senator, faction, from_curia: false }
            if *senator == picked && *faction == f(2)
    )));
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::SenateConvened { .. })),
        "the Senate goes on; it does not convene again"
    );
    let s = g.senate.as_ref().expect("the Senate still sits");
    assert!(s.rounds >= rounds, "its rounds were not reset");
    assert_eq!(s.stage, SenateStage::OtherBusiness);
    assert!(consuls.iter().all(|c| {
        let i = g.find_senator(c).unwrap();
        g.senators[i].offices.contains(&Office::RomeConsul)
    }));
    assert_eq!(open_kind(&g), Some(DecisionKind::SenateProposals));
    let i = g.find_senator(&picked).unwrap();
    assert_eq!(g.senators[i].faction, Some(f(2)));
    assert!(g.senators[i].in_rome);
    assert_eq!(g.aligned_in_rome().len(), 8);
}

/// SEN-60: the presiding Rome Consul sent to war adjourns the Senate at once (8 in Rome before,
/// 7 after); Rome is still repopulated before the phase ends: with the Curia empty the receiving
/// player picks a Forum Senator, and his answer completes the adjournment (the Senate does not
/// resume its business).
#[test]
fn sen_60_the_presiding_consul_sent_to_war_adjourns_after_the_forum_pick() {
    let (mut g, _) = new_game(3, 33);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    g.events_in_play.clear();
    g.curia.retain(|c| !matches!(c, DeckCard::Family(_)));
    for _ in 0..2 {
        let pos = g
            .deck
            .iter()
            .position(
                |c| matches!(c, DeckCard::Family(n) if !g.senators.iter().any(|s| s.family == *n)),
            )
            .expect("a Family card in the deck");
        let DeckCard::Family(n) = g.deck.remove(pos) else {
            unreachable!()
        };
        let mut s = Senator::from_family(data(), n, None);
        s.in_rome = false;
        g.senators.push(s);
    }
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    to_other_business(&mut g);
    // The Field Consul is away: the Rome Consul, presiding, may be sent; 8 remain in Rome.
    let field = g.office_holder(Office::FieldConsul).unwrap();
    g.senators[field].in_rome = false;
    assert_eq!(g.aligned_in_rome().len(), 8);
    let rome = g.office_holder(Office::RomeConsul).unwrap();
    assert_eq!(g.presiding_index(), Some(rome));
    let rome_id = id(&g, rome);
    let war = g
        .inactive_wars
        .first()
        .cloned()
        .unwrap_or_else(|| "punic-1".to_string());
    if !g.inactive_wars.contains(&war) {
        g.inactive_wars.push(war.clone());
    }
    g.legions = 10;
    g.fleets = 10;
    let fleets = u32::from(data().war(&war).unwrap().fleet_support).max(1);
    propose(
        &mut g,
        vec![Proposal::Deploy {
            commander: rome_id.clone(),
            war,
            legions: 6,
            fleets,
            veterans: Vec::new(),
        }],
    );
    let ev = vote_all(&mut g, |_| yes());
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::PresidingLeaves))
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::SenateAdjourned)),
        "the adjournment waits for the pick"
    );
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
        .expect("SEN-60: the receiving player picks before the Senate adjourns");
    assert_eq!(d.rule_id(), "SEN-60");
    let Answer::Choice { about, pick } = d.default.clone() else {
        panic!()
    };
    let ChoiceOption::Senator { senator: picked } = &pick else {
        panic!()
    };
    let picked = picked.clone();
    g.submit(d.owner, &d.id, Answer::Choice { about, pick })
        .unwrap();
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::Repopulated { senator, faction, from_curia: false }
            if *senator == picked && *faction == d.owner
    )));
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::SenateAdjourned)),
        "the answer completes the adjournment"
    );
    assert!(g.senate.is_none());
    assert_eq!(g.aligned_in_rome().len(), 8);
}

/// SEN-60: with fewer than 8 in Rome and nobody to take (the Curia holds no Senator, the only
/// unaligned Senator governs a Province, LR 1.09.53), the count checked before each business
/// rolls no dice for a receiver and brings nobody; the Governor stays abroad and unaligned.
#[test]
fn sen_60_nobody_to_take_rolls_nothing_and_an_unaligned_governor_stays_abroad() {
    let (mut g, _) = new_game(3, 34);
    g.pending = None;
    g.phase = Phase::Senate;
    g.turn = 1;
    g.events_in_play.clear();
    g.curia.retain(|c| !matches!(c, DeckCard::Family(_)));
    // One Senator fewer in each faction (6 in Rome), all with the same Influence: a tie.
    for fac in 0..3 {
        let i = *of(&g, fac).last().unwrap();
        g.senators.remove(i);
    }
    for s in &mut g.senators {
        s.influence = 3;
    }
    let pos = g
        .deck
        .iter()
        .position(
            |c| matches!(c, DeckCard::Family(n) if !g.senators.iter().any(|s| s.family == *n)),
        )
        .expect("a Family card in the deck");
    let DeckCard::Family(n) = g.deck.remove(pos) else {
        unreachable!()
    };
    let mut gov = Senator::from_family(data(), n, None);
    gov.in_rome = false;
    let gov_id = gov.id();
    g.senators.push(gov);
    g.provinces.push(crate::state::Province {
        key: "sicilia".into(),
        governor: gov_id.clone(),
        term: 2,
        developed: false,
        garrison: 0,
        elected_turn: 0,
    });
    let mut ev = Vec::new();
    g.start_senate(&mut ev);
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::SenateConvened { .. })),
        "the Senate convenes"
    );
    // Three rounds of business (the proposals, their vote, the next proposals).
    for _ in 0..3 {
        let more = vote_all_or_default(&mut g);
        ev.extend(more);
    }
    for e in &ev {
        assert!(
            !matches!(
                e.kind,
                EventKind::Repopulated { .. }
                    | EventKind::DiceRolled {
                        purpose: crate::api::DicePurpose::TieRollOff {
                            tie: crate::api::Tie::RepopulatingRome,
                            ..
                        },
                        ..
                    }
            ),
            "{e:?}"
        );
    }
    let i = g.find_senator(&gov_id).unwrap();
    assert_eq!(g.senators[i].faction, None);
    assert!(!g.senators[i].in_rome);
    assert_eq!(g.aligned_in_rome().len(), 6);
}

/// The next round of the Senate resolved: a vote all YES, or any other round by default.
fn vote_all_or_default(g: &mut Game) -> Vec<Event> {
    if open_kind(g) == Some(DecisionKind::SenateVote) {
        vote_all(g, |_| yes())
    } else {
        g.resolve(true)
    }
}
