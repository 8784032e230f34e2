use super::*;

/// A game after setup with default plays, before the mortality draw: the setup is resolved
/// with a blank chit, then the turn is re-run by hand.
fn after_setup(n: usize, b: u8) -> Game {
    let (mut g, _) = new_game(n, b);
    to_revenue(&mut g);
    g
}

fn deaths(ev: &[Event]) -> Vec<(SenatorId, Vec<Consequence>)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::SenatorDied {
                senator,
                consequences,
                ..
            } => Some((senator.clone(), consequences.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn gen_01_phases_run_in_order() {
    let (mut g, ev0) = new_game(3, 1);
    let mut ev = ev0;
    ev.extend(to_revenue(&mut g));
    ev.extend(g.resolve(true));
    let phases: Vec<crate::Phase> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::PhaseStarted { phase, .. } => Some(*phase),
            _ => None,
        })
        .collect();
    assert_eq!(
        phases,
        vec![
            crate::Phase::Setup,
            crate::Phase::Mortality,
            crate::Phase::Revenue,
            crate::Phase::Forum
        ]
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e.kind, EventKind::TurnStarted { turn: 1 }))
    );
}

/// MOR-01 / TD-03: at the start of the turn one war per matching series leaves the Imminent
/// Wars, the earliest first.
#[test]
fn mor_01_one_imminent_war_per_series_becomes_active() {
    let mut g = after_setup(3, 2);
    g.imminent_wars = vec![
        "macedonian-2".into(),
        "punic-2".into(),
        "macedonian-1".into(),
    ];
    g.curia.push(DeckCard::Leader("hannibal".into()));
    let mut ev = Vec::new();
    g.mor_01_activate_imminent_wars(&mut ev);
    assert_eq!(
        g.active_wars,
        vec!["macedonian-1".to_string(), "punic-2".to_string()]
    );
    assert_eq!(g.imminent_wars, vec!["macedonian-2".to_string()]);
    // Hannibal in the Curia comes out with the Punic War.
    assert!(g.curia.is_empty());
    assert_eq!(g.leaders.len(), 1);
    assert_eq!(g.leaders[0].war, "punic-2");
    assert!(ev.iter().all(|e| e.visibility == Visibility::Public));
    // Next turn the second Macedonian follows.
    g.mor_01_activate_imminent_wars(&mut ev);
    assert!(g.imminent_wars.is_empty());
    assert_eq!(g.active_wars.len(), 3);
}

#[test]
fn mor_01_runs_first_in_the_turn() {
    let (mut g, _) = new_game(3, 3);
    g.imminent_wars = vec!["punic-2".into()];
    let ev = to_revenue(&mut g);
    let turn = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::TurnStarted { .. }))
        .unwrap();
    let placed = ev
        .iter()
        .position(
            |e| matches!(&e.kind, EventKind::CardPlaced { place, .. } if place.rule() == "MOR-01"),
        )
        .unwrap();
    let chit = ev
        .iter()
        .position(|e| matches!(e.kind, EventKind::ChitDrawn { .. }))
        .unwrap();
    assert!(turn < placed && placed < chit);
    assert_eq!(g.active_wars, vec!["punic-2".to_string()]);
}

/// MOR-02, MOR-04: the chit kills; a Family card without the Faction Leader marker goes to the
/// bottom of the Curia.
#[test]
fn mor_02_chit_kills_the_matching_senator() {
    let (mut g, _) = new_game(3, 4);
    // A non-leader of faction 1 dies: default leader is the most influential.
    let leader = g.most_influential(f(1)).unwrap();
    let victim = of(&g, 1).into_iter().find(|i| *i != leader).unwrap();
    let fam = g.senators[victim].family;
    g.script_chits(vec![fam.to_string()]);
    let ev = g.resolve(true);
    let d = deaths(&ev);
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].0, SenatorId(fam.to_string()));
    assert!(!g.senators.iter().any(|s| s.family == fam));
    assert_eq!(g.curia, vec![DeckCard::Family(fam)]);
    assert_eq!(of(&g, 1).len(), 2);
    assert!(!ev.iter().any(|e| matches!(e.kind, EventKind::NoDeath)));
}

#[test]
fn mor_02_chit_of_a_senator_not_in_play_has_no_effect() {
    let (mut g, _) = new_game(3, 5);
    let absent = (1..=30u8)
        .find(|n| !g.senators.iter().any(|s| s.family == *n))
        .unwrap();
    g.script_chits(vec![absent.to_string()]);
    let n = g.senators.len();
    let ev = g.resolve(true);
    assert_eq!(g.senators.len(), n);
    assert!(ev.iter().any(|e| matches!(e.kind, EventKind::NoDeath)));
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::ChitDrawn { chit } if *chit == absent.to_string())));
}

#[test]
fn mor_03_draw_2_goes_back_and_chains() {
    let (mut g, _) = new_game(4, 6);
    let leader = g.most_influential(f(0)).unwrap();
    let others: Vec<u8> = of(&g, 0)
        .into_iter()
        .filter(|i| *i != leader)
        .map(|i| g.senators[i].family)
        .collect();
    let absent = (1..=30u8)
        .find(|n| !g.senators.iter().any(|s| s.family == *n))
        .unwrap();
    g.script_chits(vec![
        "draw 2".into(),
        "draw 2".into(),
        others[0].to_string(),
        "none".into(),
        others[1].to_string(),
        absent.to_string(),
    ]);
    let ev = g.resolve(true);
    let chits: Vec<String> = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::ChitDrawn { chit } => Some(chit.clone()),
            _ => None,
        })
        .collect();
    // draw 2 (→ 2 needed), draw 2 (→ 3 needed), then 3 chits; the 6th scripted chit is unused.
    assert_eq!(chits.len(), 5);
    assert_eq!(deaths(&ev).len(), 2);
    assert_eq!(g.cup.len(), 36);
    assert_eq!(g.rand.script_chits.len(), 1);
}

#[test]
fn mor_03_random_draws_end_and_return_every_chit() {
    for b in 0..40 {
        let (mut g, _) = new_game(3 + (b as usize % 4), b);
        let ev = g.resolve(true);
        assert_eq!(g.cup.len(), 36);
        let numbered = ev
            .iter()
            .filter(
                |e| matches!(&e.kind, EventKind::ChitDrawn { chit } if chit.parse::<u8>().is_ok()),
            )
            .count();
        let draw2 = ev
            .iter()
            .filter(|e| matches!(&e.kind, EventKind::ChitDrawn { chit } if chit == "draw 2"))
            .count();
        let blank = ev
            .iter()
            .filter(|e| matches!(&e.kind, EventKind::ChitDrawn { chit } if chit == "none"))
            .count();
        assert_eq!(numbered + blank, 1 + draw2);
    }
}

#[test]
fn mor_04_faction_leader_family_card_stays_and_markers_go() {
    let (mut g, _) = new_game(3, 7);
    // The Rome Consul is his faction's default leader (most influential thanks to +5).
    let rc = consul(&g);
    let fac = g.senators[rc].faction.unwrap();
    let fam = g.senators[rc].family;
    g.senators[rc].knights = 2;
    g.senators[rc].treasury = 7;
    g.senators[rc]
        .concessions
        .push(crate::state::HeldConcession {
            key: "mining".into(),
            corrupt: false,
        });
    g.script_chits(vec![fam.to_string()]);
    let before = g.accounts();
    let ev = g.resolve(true);
    let s = g.senators.iter().find(|s| s.family == fam).unwrap();
    assert_eq!(s.faction, Some(fac));
    assert!(s.faction_leader);
    assert!(s.offices.is_empty() && !s.prior_consul);
    assert_eq!(
        s.influence,
        u32::from(data().family(fam).unwrap().influence)
    );
    assert_eq!((s.knights, s.treasury), (0, 0));
    assert!(s.concessions.is_empty());
    assert_eq!(g.forum_concessions, vec!["mining".to_string()]);
    assert!(g.curia.is_empty());
    let after = g.accounts();
    assert_eq!(after.lost_at_death, before.lost_at_death + 7);
    let d = deaths(&ev);
    assert!(
        d[0].1
            .iter()
            .any(|c| matches!(c, Consequence::OfficeVacant { office } if *office == crate::Post::Office(crate::Office::RomeConsul)))
    );
    assert!(
        d[0].1
            .iter()
            .any(|c| matches!(c, Consequence::ConcessionToForum { .. }))
    );
    // The amount lost is not public: only the GM's event says it.
    assert!(ev.iter().any(|e| e.visibility == Visibility::Gm
        && matches!(e.kind, EventKind::TreasuryLostAtDeath { amount: 7, .. })));
    assert!(!ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(e.kind, EventKind::TreasuryLostAtDeath { .. })));
    // The HRAO is now the most influential senator.
    assert!(g.hrao().is_some());
}

#[test]
fn mor_05_statesman_dies_family_card_beneath_suffers_normal_consequences() {
    let (mut g, _) = new_game(3, 8);
    let own = g.senators[of(&g, 0)[0]].family;
    rig_family(&mut g, own, 1);
    rig_hand(
        &mut g,
        0,
        vec![
            DeckCard::Statesman("1A".into()),
            DeckCard::Intrigue("tribune-1".into()),
            DeckCard::Intrigue("tribune-2".into()),
        ],
    );
    // Leader: someone else.
    let other = of(&g, 0)
        .into_iter()
        .find(|i| g.senators[*i].family != 1)
        .unwrap();
    let leader = g.senators[other].id();
    let d = decision(&g, 0);
    g.submit(f(0), &d, setup_answer(&leader.0, &["1A"], &[]))
        .unwrap();
    g.script_chits(vec!["1".into()]);
    let ev = g.resolve(true);
    assert!(!g.senators.iter().any(|s| s.family == 1));
    assert_eq!(g.removed, vec![DeckCard::Statesman("1A".into())]);
    assert_eq!(g.curia, vec![DeckCard::Family(1)]);
    assert_eq!(deaths(&ev)[0].0, SenatorId("1A".into()));
}

#[test]
fn mor_05_statesman_faction_leader_with_family_card_keeps_the_family() {
    let (mut g, _) = new_game(3, 9);
    let own = g.senators[of(&g, 0)[0]].family;
    rig_family(&mut g, own, 1);
    rig_hand(
        &mut g,
        0,
        vec![
            DeckCard::Statesman("1A".into()),
            DeckCard::Intrigue("tribune-1".into()),
            DeckCard::Intrigue("tribune-2".into()),
        ],
    );
    let d = decision(&g, 0);
    g.submit(f(0), &d, setup_answer("1A", &["1A"], &[]))
        .unwrap();
    g.script_chits(vec!["1".into()]);
    g.resolve(true);
    let s = g.senators.iter().find(|s| s.family == 1).unwrap();
    assert_eq!(s.id(), SenatorId("1".into()));
    assert!(s.faction_leader && s.family_card && s.statesman.is_none());
    assert_eq!(g.removed, vec![DeckCard::Statesman("1A".into())]);
}

#[test]
fn mor_05_lone_statesman_faction_leader_leaves_no_leader() {
    let (mut g, _) = new_game(3, 10);
    if g.senators.iter().any(|s| s.family == 19) {
        let spare = (1..=20u8)
            .find(|n| !g.senators.iter().any(|s| s.family == *n))
            .unwrap();
        rig_family(&mut g, 19, spare);
    }
    rig_hand(
        &mut g,
        1,
        vec![
            DeckCard::Statesman("19A".into()),
            DeckCard::Intrigue("tribune-1".into()),
            DeckCard::Intrigue("tribune-2".into()),
        ],
    );
    let d = decision(&g, 1);
    g.submit(f(1), &d, setup_answer("19A", &["19A"], &[]))
        .unwrap();
    g.script_chits(vec!["19".into()]);
    let ev = g.resolve(true);
    assert!(!g.senators.iter().any(|s| s.family == 19));
    assert!(!of(&g, 1).iter().any(|i| g.senators[*i].faction_leader));
    assert!(g.curia.is_empty());
    assert!(
        deaths(&ev)[0]
            .1
            .iter()
            .any(|c| matches!(c, Consequence::NoFactionLeader { .. }))
    );
    // Income without a leader: every senator 1T.
    let inc = ev
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::IncomeCollected { faction, total, .. } if *faction == f(1) => Some(*total),
            _ => None,
        })
        .unwrap();
    assert_eq!(inc, 3);
}

fn lonely_faction(b: u8) -> Game {
    // Faction 0 keeps only a lone Statesman as leader; its family cards go to the deck.
    let mut g = after_setup(3, b);
    let mine: Vec<u8> = of(&g, 0).iter().map(|i| g.senators[*i].family).collect();
    g.senators.retain(|s| s.faction != Some(f(0)));
    g.deck.extend(mine.into_iter().map(DeckCard::Family));
    let mut s = Senator::from_family(data(), 22, Some(f(0)));
    s.family_card = false;
    s.statesman = Some("22A".into());
    s.faction_leader = true;
    g.senators.push(s);
    g
}

#[test]
fn mor_06_empty_faction_takes_the_top_curia_senator() {
    let mut g = lonely_faction(11);
    let spare: Vec<u8> = (1..=20u8)
        .filter(|n| !g.senators.iter().any(|s| s.family == *n))
        .take(2)
        .collect();
    g.curia = vec![DeckCard::Family(spare[0]), DeckCard::Family(spare[1])];
    g.status = GameStatus::Waiting;
    g.script_chits(vec!["22".into()]);
    let mut ev = Vec::new();
    g.mor_02_mortality(&mut ev);
    let mine = of(&g, 0);
    assert_eq!(mine.len(), 1);
    let s = &g.senators[mine[0]];
    assert_eq!(s.family, spare[0]);
    assert!(s.faction_leader);
    assert_eq!(g.curia, vec![DeckCard::Family(spare[1])]);
    assert!(ev.iter().any(
        |e| matches!(&e.kind, EventKind::CardPlaced { place, .. } if place.rule() == "MOR-06")
    ));
    assert_eq!(g.status, GameStatus::Waiting);
}

/// MOR-06 (LR 1.05.4: "that player may either quit the Game or draw the top Senator card in
/// the Curia"): the faction took the Senator; before the next round opens its player is asked
/// (Default Move: take); QUIT puts the Senator back on top of the Curia, discards the hand,
/// sends the treasury to the bank and takes the seat out; the held round then opens without
/// it.
#[test]
fn mor_06_the_player_may_quit_instead() {
    use crate::api::{ChoiceAbout, ChoiceOption};
    let mut g = lonely_faction(11);
    let spare: Vec<u8> = (1..=20u8)
        .filter(|n| !g.senators.iter().any(|s| s.family == *n))
        .take(2)
        .collect();
    g.curia = vec![DeckCard::Family(spare[0]), DeckCard::Family(spare[1])];
    g.status = GameStatus::Waiting;
    g.factions[0].treasury = 7;
    g.ledger.income_paid += 7;
    g.script_chits(vec!["22".into()]);
    let mut ev = Vec::new();
    g.mor_02_mortality(&mut ev);
    let taken = g.senators[of(&g, 0)[0]].id();
    // The next round the game opens: one decision for each faction.
    let decisions: Vec<Decision> = g
        .faction_ids()
        .into_iter()
        .map(|x| Decision {
            id: DecisionId(format!("test-f{}", x.0)),
            kind: DecisionKind::Ransom,
            owner: x,
            simultaneous: true,
            options: DecisionOptions::Ransom {
                captives: Vec::new(),
            },
            default: Answer::Ransom { pay: Vec::new() },
            default_by: DefaultBy::Seed,
        })
        .collect();
    g.open_round(DecisionKind::Ransom, decisions);
    let ds = g.open_decisions();
    assert_eq!(
        ds.len(),
        1,
        "MOR-06: only the faction is asked first: {ds:?}"
    );
    let about = ChoiceAbout::QuitOrStay {
        senator: taken.clone(),
    };
    assert_eq!(ds[0].owner, f(0));
    assert_eq!(
        ds[0].default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::Stay
        }
    );
    g.submit(
        f(0),
        &ds[0].id,
        Answer::Choice {
            about,
            pick: ChoiceOption::Quit,
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::FactionQuits { faction } if *faction == f(0))));
    assert!(g.eliminated(f(0)));
    assert!(of(&g, 0).is_empty());
    assert!(g.factions[0].hand.is_empty());
    assert_eq!(g.factions[0].treasury, 0);
    assert_eq!(g.curia.first(), Some(&DeckCard::Family(spare[0])));
    let held = g.open_decisions();
    assert_eq!(held.len(), g.faction_ids().len(), "the held round opens");
    assert!(held.iter().all(|d| d.owner != f(0)));
}

/// MOR-06: faction 0's lone Statesman dies (seed 11); it takes the one Senator of the Curia.
fn lonely_takes_one_from_the_curia() -> (Game, SenatorId) {
    let mut g = lonely_faction(11);
    let spare: Vec<u8> = (1..=20u8)
        .filter(|n| !g.senators.iter().any(|s| s.family == *n))
        .take(1)
        .collect();
    g.curia = vec![DeckCard::Family(spare[0])];
    g.status = GameStatus::Waiting;
    g.script_chits(vec!["22".into()]);
    let mut ev = Vec::new();
    g.mor_02_mortality(&mut ev);
    let taken = g.senators[of(&g, 0)[0]].id();
    (g, taken)
}

/// MOR-06 / RVN-01: a faction that quits while the PB-13 round is held back is no longer a
/// trade partner in that round: an open trade offered to it would open a PB-14 round that
/// nobody owes (found by `rorgm simulate`, seed 11).
#[test]
fn mor_06_a_faction_that_quits_is_no_trade_partner() {
    use crate::api::{ChoiceAbout, ChoiceOption};
    let (mut g, taken) = lonely_takes_one_from_the_curia();
    g.open_round(DecisionKind::Revolution, g.trade_offer_decisions());
    let quit = g.open_decisions();
    assert_eq!(quit.len(), 1);
    g.submit(
        f(0),
        &quit[0].id,
        Answer::Choice {
            about: ChoiceAbout::QuitOrStay { senator: taken },
            pick: ChoiceOption::Quit,
        },
    )
    .unwrap();
    g.resolve(false);
    assert!(g.eliminated(f(0)));
    let held = g.open_decisions();
    assert!(!held.is_empty());
    for d in &held {
        let DecisionOptions::Trades { partners, .. } = &d.options else {
            panic!("a trade decision");
        };
        assert!(!partners.contains(&f(0)), "{partners:?}");
    }
    // And an offer to it is refused.
    let d = &held[0];
    let card = g.factions[usize::from(d.owner.0)]
        .hand
        .iter()
        .find_map(crate::setup::card_key);
    let offer = crate::api::TradeOffer {
        number: 0,
        from: d.owner,
        to: f(0),
        give: card.into_iter().collect(),
        get: vec![crate::api::CardKey("tribune-1".into())],
    };
    let err = g
        .submit(
            d.owner,
            &d.id,
            Answer::Trades {
                offers: vec![offer],
                accept: Vec::new(),
            },
        )
        .expect_err("no trade with a faction out of the game");
    assert!(matches!(err, RuleError::Illegal { ref rule, .. } if rule.as_str() == "RVN-01"));
}

/// SEN-07 / PB-07 with MOR-06: the Senate's first round of proposals is held while a faction
/// that took a Senator from the Curia is asked whether it quits; it quits, the Senator goes
/// back to the Curia, and the held round's Default Move (the GM's Consuls) no longer names
/// him: the Default is legal as it stands (was refused `NoSuchSenator`, found by
/// `rules_props`, so every line a mail wrote on top of it was refused too).
#[test]
fn sen_07_pb_07_default_proposals_forget_a_senator_who_went_back_to_the_curia() {
    use crate::api::{ChoiceAbout, ChoiceOption};
    let (mut g, taken) = lonely_takes_one_from_the_curia();
    let mut ev = Vec::new();
    let ti = of(&g, 0)[0];
    // The best Consul the GM could propose.
    g.senators[ti].oratory_bonus = 30;
    g.pending = None;
    g.phase = crate::state::Phase::Senate;
    g.start_senate(&mut ev);
    assert!(
        g.gm_proposals().iter().any(|p| matches!(p,
            Proposal::Consuls { first, second } if *first == taken || *second == taken)),
        "the GM proposes him before he leaves: {:?}",
        g.gm_proposals()
    );
    let quit = g.open_decisions();
    assert_eq!(
        quit.len(),
        1,
        "MOR-06: the faction is asked first: {quit:?}"
    );
    g.submit(
        f(0),
        &quit[0].id,
        Answer::Choice {
            about: ChoiceAbout::QuitOrStay {
                senator: taken.clone(),
            },
            pick: ChoiceOption::Quit,
        },
    )
    .unwrap();
    g.resolve(false);
    assert!(g.find_senator(&taken).is_none());
    let held = g.open_decisions();
    assert_eq!(held.len(), 1, "{held:?}");
    let d = &held[0];
    assert_eq!(d.kind, DecisionKind::SenateProposals);
    let Answer::SenateProposals { proposals } = &d.default else {
        panic!("{:?}", d.default);
    };
    assert!(!proposals.is_empty());
    assert!(
        !proposals.iter().any(|p| matches!(p,
            Proposal::Consuls { first, second } if *first == taken || *second == taken)),
        "{proposals:?}"
    );
    g.check(d.owner, &d.id, d.default.clone())
        .expect("SEN-07: the Default Move is legal");
}

/// MOR-06: with no Senator it may take in the Curia the faction waits (told once, publicly)
/// and takes the first Senator to enter the Curia.
#[test]
fn mor_06_empty_faction_waits_for_the_curia() {
    let mut g = lonely_faction(12);
    g.curia.clear();
    g.status = GameStatus::Waiting;
    g.script_chits(vec!["22".into()]);
    let mut ev = Vec::new();
    g.mor_02_mortality(&mut ev);
    assert_eq!(g.status, GameStatus::Waiting);
    assert!(ev.iter().any(|e| e.visibility == Visibility::Public
        && matches!(&e.kind, EventKind::FactionWaitsForCuria { faction } if *faction == f(0))));
    assert!(of(&g, 0).is_empty());
    assert!(g.factions[0].waiting_for_curia);
    let mut ev = Vec::new();
    g.mor_06_empty_factions(&mut ev);
    assert!(
        !ev.iter()
            .any(|e| matches!(e.kind, EventKind::FactionWaitsForCuria { .. }))
    );
    let spare = (1..=20u8)
        .find(|n| !g.senators.iter().any(|s| s.family == *n))
        .unwrap();
    g.curia.push(DeckCard::Family(spare));
    g.mor_06_empty_factions(&mut ev);
    let mine = of(&g, 0);
    assert_eq!(mine.len(), 1);
    assert_eq!(g.senators[mine[0]].family, spare);
    assert!(g.senators[mine[0]].faction_leader);
    assert!(!g.factions[0].waiting_for_curia);
}
