//! Event cards and what they do outside their own phase (FOR-02, FOR-22, REV-09, REV-17,
//! COM-19, TD-10) with fixed dice, chits and cards.

use super::*;
use crate::IncomeItem;
use crate::state::{EventInPlay, Force, LeaderInPlay};

/// A game in the Forum Phase (turn 1) with nothing resolved yet.
fn in_forum(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.resolve(true);
    g
}

/// Set a Personal Treasury as if the bank had paid it as income (keeps the ledger balanced).
fn set_pt(g: &mut Game, i: usize, amount: u32) {
    let old = g.senators[i].treasury;
    g.senators[i].treasury = amount;
    g.ledger.income_paid = g.ledger.income_paid + u64::from(amount) - u64::from(old);
}

/// Set a Faction Treasury the same way.
fn set_ft(g: &mut Game, fac: u8, amount: u32) {
    let old = g.factions[usize::from(fac)].treasury;
    g.factions[usize::from(fac)].treasury = amount;
    g.ledger.income_paid = g.ledger.income_paid + u64::from(amount) - u64::from(old);
}

/// Make a non-leader of faction 0 the Pontifex Maximus; returns his index.
fn make_pontifex(g: &mut Game) -> usize {
    let p = of(g, 0)
        .into_iter()
        .find(|i| !g.senators[*i].faction_leader)
        .unwrap();
    g.senators[p].offices.push(Office::PontifexMaximus);
    p
}

fn place(g: &mut Game, key: &str) -> Vec<Event> {
    let mut ev = Vec::new();
    g.place_event(key, &mut ev);
    ev
}

/// The events of `ev` that `vis` sees, as JSON (to check no secret amount is in them).
fn seen(ev: &[Event], vis: Visibility) -> Vec<&EventKind> {
    ev.iter()
        .filter(|e| e.visibility == vis)
        .map(|e| &e.kind)
        .collect()
}

/// Each State Treasury change: its rule ID and reason (as data, debug-printed) and the delta.
fn state_changes(ev: &[Event]) -> Vec<(String, i64)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::StateTreasury { reason, delta, .. } => {
                Some((format!("{} {reason:?}", reason.rule()), *delta))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn for_02_pontifex_pays_the_first_evil_omens_privately() {
    let mut g = in_forum(40);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 25);
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.state_treasury, treasury, "the State pays nothing");
    assert!(state_changes(&ev).is_empty());
    assert_eq!(g.senators[p].treasury, 5);
    assert!(g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(!g.senators[p].major);
    let private = seen(&ev, Visibility::Faction(f(0)));
    assert!(
        private.iter().any(|k| matches!(
            k,
            EventKind::SacrificePaid {
                paid: 20,
                cost: 20,
                ..
            }
        )),
        "{private:?}"
    );
    let public = seen(&ev, Visibility::Public);
    assert!(
        public
            .iter()
            .any(|k| matches!(k, EventKind::SacrificeOutcome { paid_all: true, .. }))
    );
    assert!(
        public
            .iter()
            .all(|k| !matches!(k, EventKind::SacrificePaid { .. })),
        "no amount from a Personal Treasury in public: {public:?}"
    );
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_second_evil_omens_strips_the_pontifex() {
    let mut g = in_forum(41);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 40);
    let influence = g.senators[p].influence;
    let treasury = g.state_treasury;
    place(&mut g, "evil-omens");
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.evil_omens(), 2);
    assert!(!g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(g.senators[p].major);
    assert_eq!(g.senators[p].influence, influence.saturating_sub(5));
    assert_eq!(g.senators[p].treasury, 20, "one sacrifice a turn, no fine");
    assert_eq!(g.state_treasury, treasury);
    assert!(state_changes(&ev).is_empty());
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_pontifex_who_cannot_pay_is_fined_and_the_state_pays_the_rest_of_the_sacrifice() {
    let mut g = in_forum(42);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 5);
    set_ft(&mut g, 0, 12);
    let influence = g.senators[p].influence;
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    // 5T from him; 15T unpaid + 10T fine due from the Faction Treasury, which has 12T; the
    // State pays the last 3T of the sacrifice, not the fine.
    assert_eq!(g.senators[p].treasury, 0);
    assert_eq!(g.factions[0].treasury, 0);
    assert_eq!(g.state_treasury, treasury - 3);
    assert_eq!(state_changes(&ev).len(), 1);
    assert!(!g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(g.senators[p].major);
    assert_eq!(g.senators[p].influence, influence.saturating_sub(5));
    let public = seen(&ev, Visibility::Public);
    assert!(
        public.iter().any(
            |k| matches!(k, EventKind::PontifexDebtUnpaid { faction, .. } if *faction == f(0))
        ),
        "{public:?}"
    );
    // SEN-23: his Faction Leader is liable to the extra Major Prosecution.
    let leader = g
        .senators
        .iter()
        .find(|s| s.faction == Some(f(0)) && s.faction_leader)
        .map(|s| s.id())
        .expect("faction 0's leader");
    assert_eq!(g.evil_omens_liable, vec![leader]);
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_faction_treasury_pays_debt_and_fine_so_the_state_pays_nothing() {
    let mut g = in_forum(43);
    let p = make_pontifex(&mut g);
    set_pt(&mut g, p, 5);
    set_ft(&mut g, 0, 40);
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.factions[0].treasury, 15);
    assert_eq!(g.state_treasury, treasury);
    assert!(!g.senators[p].offices.contains(&Office::PontifexMaximus));
    assert!(seen(&ev, Visibility::Public).iter().any(|k| matches!(
        k,
        EventKind::SacrificeOutcome {
            paid_all: false,
            ..
        }
    )));
    assert!(
        seen(&ev, Visibility::Public)
            .iter()
            .all(|k| !matches!(k, EventKind::PontifexDebtUnpaid { .. }))
            && g.evil_omens_liable.is_empty()
    );
    assert!(g.accounts().balanced());
}

#[test]
fn for_02_without_a_pontifex_the_state_pays() {
    let mut g = in_forum(44);
    let treasury = g.state_treasury;
    let ev = place(&mut g, "evil-omens");
    assert_eq!(g.state_treasury, treasury - 20);
    assert_eq!(state_changes(&ev).len(), 1);
    assert!(g.accounts().balanced());
}

#[test]
fn rev_09_pontifex_collects_a_die() {
    let (mut g, _) = new_game(3, 45);
    let p = make_pontifex(&mut g);
    let before = g.senators[p].treasury;
    g.script_dice(vec![4]);
    let ev = to_revenue(&mut g);
    // LR 2.01.6 / 1.06.1: the 4T are part of his faction's income lump, not his own purse.
    assert_eq!(g.senators[p].treasury, before);
    let id = g.senators[p].id();
    let lump = ev.iter().find_map(|e| match &e.kind {
        EventKind::IncomeCollected { total, detail, .. } => detail
            .iter()
            .find_map(|i| match i {
                IncomeItem::Pontifex { senator, amount } if *senator == id => Some(*amount),
                _ => None,
            })
            .map(|a| (*total, a, detail.clone())),
        _ => None,
    });
    let Some((total, amount, detail)) = lump else {
        panic!("no income lump holds the Pontifex's collections");
    };
    assert_eq!(amount, 4);
    let sum: u32 = detail
        .iter()
        .map(|i| match i {
            IncomeItem::Senator { amount, .. }
            | IncomeItem::Concession { amount, .. }
            | IncomeItem::Spoils { amount, .. }
            | IncomeItem::Pontifex { amount, .. }
            | IncomeItem::GrainBonus { amount, .. } => *amount,
            IncomeItem::Knights { knights, .. } => *knights,
        })
        .sum();
    assert_eq!(total, sum);
    let rolls: Vec<&Event> = ev
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::DiceRolled { purpose, .. } if purpose.rule() == "REV-09"))
        .collect();
    assert_eq!(rolls.len(), 1);
    assert_eq!(rolls[0].visibility, Visibility::Faction(f(0)));
    assert!(g.accounts().balanced());
}

#[test]
fn rev_17_allied_enthusiasm_pays_fifty_next_revenue() {
    let (mut g, _) = new_game(3, 46);
    to_revenue(&mut g);
    g.events_in_play.push(EventInPlay {
        key: "allied-enthusiasm".into(),
        increased: false,
        turn: g.turn - 1,
        repeats: 0,
    });
    let ev = g.resolve(true);
    let gains: Vec<i64> = state_changes(&ev)
        .into_iter()
        .filter(|(r, _)| r.contains("REV-17"))
        .map(|(_, d)| d)
        .collect();
    assert_eq!(gains, vec![50]);
    assert!(
        g.events_in_play.is_empty(),
        "discarded at the passage of time"
    );
    assert!(g.accounts().balanced());
}

#[test]
fn rev_17_extreme_allied_enthusiasm_pays_seventy_five_instead() {
    let (mut g, _) = new_game(3, 47);
    to_revenue(&mut g);
    g.events_in_play.push(EventInPlay {
        key: "allied-enthusiasm".into(),
        increased: true,
        turn: g.turn - 1,
        repeats: 0,
    });
    let ev = g.resolve(true);
    let gains: Vec<i64> = state_changes(&ev)
        .into_iter()
        .filter(|(r, _)| r.contains("REV-17"))
        .map(|(_, d)| d)
        .collect();
    assert_eq!(gains, vec![75]);
    assert!(g.accounts().balanced());
}

fn forces_reason(ev: &[Event]) -> Vec<(u32, ForcesReason)> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::Forces { fleets, reason, .. } => Some((*fleets, reason.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn for_22_rhodian_alliance_adds_eight_free_fleets() {
    let mut g = in_forum(50);
    g.inactive_wars = vec!["punic-1".into()];
    g.fleets = 3;
    let treasury = g.state_treasury;
    let ev = place(&mut g, "rhodian-alliance");
    assert_eq!(g.fleets, 11);
    assert_eq!(g.state_treasury, treasury, "no raising cost");
    assert!(forces_reason(&ev).iter().any(|(n, r)| *n == 11
        && *r
            == ForcesReason::RhodiansJoin {
                got: 8,
                gain: 8,
                limit: 25
            }));
    // LR 1.13.2: the increased side gives 12 in all, i.e. 4 more.
    place(&mut g, "rhodian-alliance");
    assert_eq!(g.fleets, 15);
    assert!(
        g.events_in_play
            .iter()
            .any(|e| e.key == "rhodian-alliance" && e.increased)
    );
    assert!(g.accounts().balanced());
}

#[test]
fn for_22_rhodian_alliance_is_discarded_without_a_war_needing_fleets() {
    let mut g = in_forum(51);
    g.inactive_wars = vec!["gallic-1".into()];
    g.fleets = 3;
    place(&mut g, "rhodian-alliance");
    assert_eq!(g.fleets, 3);
    assert!(g.events_in_play.iter().all(|e| e.key != "rhodian-alliance"));
}

#[test]
fn for_22_rhodian_fleets_count_against_the_limit_and_are_maintained() {
    let mut g = in_forum(52);
    g.inactive_wars = vec!["punic-1".into()];
    g.fleets = 20;
    place(&mut g, "rhodian-alliance");
    assert_eq!(g.fleets, 25);
    // REV-16: they cost 2T each in the next Revenue Phase like Rome's own.
    let before = g.state_treasury;
    let mut ev = Vec::new();
    assert!(g.rev_16_debits(Vec::new(), &mut ev));
    let upkeep: i64 = state_changes(&ev)
        .into_iter()
        .filter(|(r, _)| r.contains("Maintenance"))
        .map(|(_, d)| d)
        .sum();
    assert_eq!(upkeep, -2 * i64::from(g.legions + 25));
    assert!(g.state_treasury < before);
}

#[test]
fn sen_47_senate_rejects_the_rhodian_fleets_the_turn_they_came() {
    let mut g = in_forum(53);
    g.inactive_wars = vec!["punic-1".into()];
    g.fleets = 2;
    place(&mut g, "rhodian-alliance");
    assert_eq!(g.fleets, 10);
    let mut ev = Vec::new();
    assert!(g.sen_47_reject_rhodian(&mut ev));
    assert_eq!(g.fleets, 2);
    assert!(g.events_in_play.is_empty());
    assert!(!g.sen_47_reject_rhodian(&mut ev), "nothing left to reject");
}

#[test]
fn com_19_disbanded_fleets_come_off_a_force_away() {
    let mut g = in_forum(54);
    g.fleets = 12;
    g.forces.push(Force {
        commander: None,
        master_of_horse: None,
        war: "punic-1".into(),
        legions: 0,
        veterans: Vec::new(),
        fleets: 10,
        dispatched: 0,
        sent_turn: g.turn,
    });
    let mut ev = Vec::new();
    let gone = g.remove_fleets(8, FleetLoss::RhodiansRejected, &mut ev);
    assert_eq!(gone, 8);
    assert_eq!(g.fleets, 4);
    assert_eq!(
        g.forces[0].fleets, 4,
        "2 idle in Rome went first, then 6 of the force"
    );
    let away: u32 = g.forces.iter().map(|f| f.fleets).sum();
    assert!(away <= g.fleets);
    // Never more than Rome has.
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ForceLosesFleets {
            lost: 6,
            left: 4,
            ..
        }
    )));
    assert_eq!(g.remove_fleets(30, FleetLoss::RhodiansRejected, &mut ev), 4);
    assert_eq!(g.fleets, 0);
    assert_eq!(g.forces[0].fleets, 0);
}

#[test]
fn com_19_rhodian_fleets_leave_rome_when_the_fleet_war_is_defeated() {
    let (mut g, _) = new_game(3, 55);
    to_revenue(&mut g);
    g.pending = None;
    let c = consul(&g);
    g.senators[c].in_rome = false;
    g.inactive_wars.clear();
    g.active_wars = vec!["punic-1".into()];
    g.legions = 12;
    g.fleets = 10;
    g.forces.push(Force {
        commander: Some(g.senators[c].id()),
        master_of_horse: None,
        war: "punic-1".into(),
        legions: 10,
        veterans: Vec::new(),
        fleets: 10,
        dispatched: 0,
        sent_turn: g.turn,
    });
    place(&mut g, "rhodian-alliance");
    assert_eq!(g.fleets, 18);
    g.script_dice(vec![6, 6, 6, 6, 6, 6, 6, 6, 6]);
    g.script_chits(vec!["none".into(); 12]);
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    // COM-05: the Commander's faction is asked first; its Default Move goes on to the land
    // battle.
    ev.extend(g.resolve(true));
    let won = ev
        .iter()
        .any(|e| matches!(&e.kind, EventKind::WarDefeated { .. }));
    assert!(won, "the scripted dice win the war");
    let lost: u32 = ev
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Battle { fleets_lost, .. } => Some(*fleets_lost),
            _ => None,
        })
        .sum();
    assert_eq!(g.fleets, 18 - lost - 8);
    assert!(g.events_in_play.is_empty());
}

fn died(ev: &[Event]) -> Vec<SenatorId> {
    ev.iter()
        .filter_map(|e| match &e.kind {
            EventKind::SenatorDied { senator, .. } => Some(senator.clone()),
            _ => None,
        })
        .collect()
}

fn foreign_epidemic_ready(g: &mut Game) {
    g.events_in_play.push(EventInPlay {
        key: "epidemic".into(),
        increased: false,
        turn: g.turn,
        repeats: 0,
    });
}

#[test]
fn for_22_foreign_epidemic_kills_the_first_proconsul_or_captive_drawn_abroad() {
    let mut g = in_forum(60);
    let consul_away = of(&g, 1)[0];
    let proconsul = of(&g, 1)[1];
    let captive = of(&g, 2)[0];
    let at_home = of(&g, 2)[1];
    g.senators[consul_away].in_rome = false;
    g.senators[consul_away].offices.push(Office::FieldConsul);
    g.senators[proconsul].in_rome = false;
    g.senators[proconsul].offices.push(Office::Proconsul);
    g.senators[captive].in_rome = false;
    g.captives.push(crate::state::Captive {
        senator: g.senators[captive].id(),
        war: "punic-1".into(),
    });
    let ids = [consul_away, at_home, proconsul, captive].map(|i| g.senators[i].id());
    let chits = [consul_away, at_home, proconsul, captive]
        .iter()
        .map(|i| g.senators[*i].family.to_string())
        .chain(["none".to_string(), "none".to_string()])
        .collect();
    foreign_epidemic_ready(&mut g);
    g.script_chits(chits);
    let ev = place(&mut g, "epidemic");
    assert_eq!(
        died(&ev),
        vec![ids[2].clone()],
        "only the Proconsul, the first abroad"
    );
    assert!(
        g.find_senator(&ids[0]).is_some(),
        "a Field Consul is not on the card's list"
    );
    assert!(g.find_senator(&ids[1]).is_some(), "in Rome: spared");
    assert!(g.find_senator(&ids[3]).is_some(), "only the first one dies");
    assert!(g.accounts().balanced());
}

#[test]
fn for_22_foreign_epidemic_kills_a_governor_or_a_captive() {
    let mut g = in_forum(61);
    let governor = of(&g, 1)[0];
    let captive = of(&g, 2)[0];
    g.senators[governor].in_rome = false;
    g.provinces.push(crate::state::Province {
        key: "sicilia".into(),
        governor: g.senators[governor].id(),
        term: 3,
        developed: false,
        garrison: 0,
        elected_turn: g.turn,
    });
    g.senators[captive].in_rome = false;
    g.captives.push(crate::state::Captive {
        senator: g.senators[captive].id(),
        war: "punic-1".into(),
    });
    let gid = g.senators[governor].id();
    let cid = g.senators[captive].id();
    foreign_epidemic_ready(&mut g);
    g.script_chits(vec![
        g.senators[captive].family.to_string(),
        g.senators[governor].family.to_string(),
    ]);
    let ev = place(&mut g, "epidemic");
    assert_eq!(died(&ev), vec![cid.clone()]);
    assert!(g.captives.iter().all(|c| c.senator != cid));
    // Every further Epidemic is foreign too (repeats).
    g.script_chits(vec![
        g.senators[g.find_senator(&gid).unwrap()].family.to_string(),
    ]);
    let ev = place(&mut g, "epidemic");
    assert_eq!(died(&ev), vec![gid]);
}

fn refuge_card(g: &mut Game, increased: bool) {
    g.events_in_play.push(EventInPlay {
        key: "refuge".into(),
        increased,
        turn: g.turn,
        repeats: 0,
    });
}

/// Manlius (family 6, Military 3) is the Rome Consul, away against the Syrian War (the only
/// Active War, Antiochus III with it) with 10 Legions and 2 Fleets.
fn syrian_campaign(b: u8) -> Game {
    let (mut g, _) = new_game(3, b);
    to_revenue(&mut g);
    g.pending = None;
    let c = consul(&g);
    if g.senators[c].family != 6 {
        let old = g.senators[c].family;
        rig_family(&mut g, old, 6);
    }
    let c = consul(&g);
    g.senators[c].in_rome = false;
    g.inactive_wars.clear();
    g.active_wars = vec!["syrian".into()];
    g.unrest = 3;
    g.legions = 12;
    g.fleets = 2;
    g.forces.push(Force {
        commander: Some(g.senators[c].id()),
        master_of_horse: None,
        war: "syrian".into(),
        legions: 10,
        veterans: Vec::new(),
        fleets: 2,
        dispatched: 0,
        sent_turn: g.turn,
    });
    g.leaders.push(LeaderInPlay {
        leader: "antiochus-iii".into(),
        war: "syrian".into(),
    });
    g
}

#[test]
fn td_10_refuge_leader_killed_by_a_victory_aids_the_next_war_drawn() {
    let mut g = syrian_campaign(70);
    refuge_card(&mut g, false);
    g.script_dice(vec![6, 6, 6]);
    let mut ev = Vec::new();
    g.start_combat(&mut ev);
    assert!(
        matches!(g.status(), GameStatus::Waiting),
        "no RulesEnd any more"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(&e.kind, EventKind::WarDefeated { .. }))
    );
    let antiochus = DeckCard::Leader("antiochus-iii".into());
    assert!(!g.removed.contains(&antiochus) && !g.curia.contains(&antiochus));
    assert!(g.leaders.is_empty());
    assert_eq!(g.refugees.len(), 1);
    assert!(g.refugees[0].waiting);
    assert!(g.events_in_play.iter().all(|e| e.key != "refuge"), "used");
    // The next War drawn takes him in; he adds his strength without activating it.
    let mut ev = Vec::new();
    g.place_war("gallic-1", &mut ev);
    assert_eq!(g.refugees[0].wars, vec!["gallic-1".to_string()]);
    assert_eq!(g.war_strength("gallic-1").unwrap().leaders, 5);
    let v = g.view(Viewer::Public);
    assert!(
        v.active_wars
            .iter()
            .any(|w| w.war == "gallic-1"
                && w.leaders_aiding.contains(&CardKey::from("antiochus-iii"))),
        "{:?} {:?}",
        v.active_wars,
        v.inactive_wars
    );
    // A later war gets nothing from him.
    g.place_war("punic-1", &mut ev);
    assert_eq!(g.war_strength("punic-1").unwrap().leaders, 0);
    // That war defeated: he is discarded.
    g.active_wars.retain(|k| k != "gallic-1");
    g.inactive_wars.retain(|k| k != "gallic-1");
    g.discard.push(DeckCard::War("gallic-1".into()));
    g.leaders_after_war_left("gallic-1", &mut ev);
    assert!(g.refugees.is_empty());
    assert!(g.removed.contains(&antiochus));
}

#[test]
fn td_10_rise_from_refuge_activates_and_aids_every_war_in_play() {
    let mut g = in_forum(71);
    g.active_wars = vec!["syrian".into()];
    g.inactive_wars = vec!["punic-1".into(), "gallic-1".into()];
    g.leaders.push(LeaderInPlay {
        leader: "antiochus-iii".into(),
        war: "syrian".into(),
    });
    refuge_card(&mut g, true);
    let mut ev = Vec::new();
    g.active_wars.clear();
    g.discard.push(DeckCard::War("syrian".into()));
    g.leaders_after_war_left("syrian", &mut ev);
    assert_eq!(g.refugees.len(), 1);
    assert!(g.refugees[0].risen);
    assert!(g.inactive_wars.is_empty(), "both wars activated");
    assert!(g.active_wars.contains(&"punic-1".to_string()));
    assert!(g.active_wars.contains(&"gallic-1".to_string()));
    assert_eq!(g.war_strength("punic-1").unwrap().leaders, 5);
    assert_eq!(g.war_strength("gallic-1").unwrap().leaders, 5);
    // Not a war drawn later.
    g.place_war("macedonian-1", &mut ev);
    assert_eq!(g.war_strength("macedonian-1").unwrap().leaders, 0);
    // Discarded only with the last war he aids.
    g.active_wars.retain(|k| k != "punic-1");
    g.leaders_after_war_left("punic-1", &mut ev);
    assert_eq!(g.refugees.len(), 1);
    g.active_wars.retain(|k| k != "gallic-1");
    g.leaders_after_war_left("gallic-1", &mut ev);
    assert!(g.refugees.is_empty());
    assert!(
        g.removed
            .contains(&DeckCard::Leader("antiochus-iii".into()))
    );
}

#[test]
fn td_10_refuge_for_a_leader_killed_by_enemy_leader_dies() {
    let mut g = in_forum(72);
    g.active_wars = vec!["syrian".into()];
    g.leaders.push(LeaderInPlay {
        leader: "antiochus-iii".into(),
        war: "syrian".into(),
    });
    refuge_card(&mut g, false);
    g.events_in_play.push(EventInPlay {
        key: "enemy-leader-dies".into(),
        increased: false,
        turn: g.turn,
        repeats: 0,
    });
    let mut ev = Vec::new();
    g.for_21_enemy_leader(&mut ev);
    assert!(g.leaders.is_empty());
    assert_eq!(g.refugees.len(), 1);
    assert!(
        !g.removed
            .contains(&DeckCard::Leader("antiochus-iii".into()))
    );
}

#[test]
fn rev_09_a_captive_pontifex_collects_nothing() {
    let (mut g, _) = new_game(3, 48);
    let p = make_pontifex(&mut g);
    g.senators[p].in_rome = false;
    g.captives.push(crate::state::Captive {
        senator: g.senators[p].id(),
        war: "punic-1".into(),
    });
    let ev = to_revenue(&mut g);
    assert_eq!(g.senators[p].treasury, 0);
    assert!(!ev.iter().any(
        |e| matches!(&e.kind, EventKind::DiceRolled { purpose, .. } if purpose.rule() == "REV-09")
    ));
}

/// FOR-22 (card Storm at Sea: "2d6 Roman Fleets of the HRAO's choice (deployed or not
/// deployed ...) are eliminated"): Rome has 4 idle Fleets and a Force of 6 away; the dice sink
/// 5. The HRAO's faction is asked when the Forum round has run (Default Move: the 4 in Rome,
/// then 1 from the Force); it picks all 5 from the Force.
#[test]
fn for_22_storm_at_sea_the_hrao_picks_the_fleets() {
    use crate::api::{ChoiceAbout, ChoiceOption, FleetCut};
    let mut g = in_forum(5);
    g.pending = None;
    let cmd = of(&g, 1)
        .into_iter()
        .find(|i| g.senators[*i].offices.is_empty())
        .unwrap();
    g.senators[cmd].in_rome = false;
    let cid = g.senators[cmd].id();
    g.active_wars = vec!["punic-1".into()];
    g.inactive_wars.clear();
    g.fleets = 10;
    g.legions = 4;
    g.forces.push(Force {
        commander: Some(cid.clone()),
        master_of_horse: None,
        war: "punic-1".into(),
        legions: 4,
        veterans: Vec::new(),
        fleets: 6,
        dispatched: 0,
        sent_turn: g.turn,
    });
    g.script_dice(vec![2, 3]);
    let ev = place(&mut g, "storm-at-sea");
    assert_eq!(g.fleets, 10, "no Fleet is lost before the HRAO's pick");
    assert!(
        !ev.iter()
            .any(|e| matches!(&e.kind, EventKind::ForceLosesFleets { .. })),
        "{ev:?}"
    );
    let mut ev = Vec::new();
    g.forum_continue(&mut ev);
    let d = g
        .open_decisions()
        .into_iter()
        .find(|d| d.kind == DecisionKind::Choice)
        .expect("FOR-22: the HRAO's faction is asked which Fleets are lost");
    let hrao = g.hrao_index().and_then(|i| g.senators[i].faction).unwrap();
    assert_eq!(d.owner, hrao);
    let about = ChoiceAbout::StormAtSea {
        event: "storm-at-sea".into(),
        increased: false,
        lost: 5,
        idle: 4,
    };
    let cut = |n| FleetCut {
        war: "punic-1".into(),
        commander: Some(cid.clone()),
        fleets: n,
    };
    assert_eq!(
        d.default,
        Answer::Choice {
            about: about.clone(),
            pick: ChoiceOption::FleetsLost {
                rome: 4,
                forces: vec![cut(1)]
            }
        },
        "Default Move: the idle Fleets first"
    );
    // A split the places cannot hold is refused.
    assert!(
        g.submit(
            hrao,
            &d.id,
            Answer::Choice {
                about: about.clone(),
                pick: ChoiceOption::FleetsLost {
                    rome: 5,
                    forces: vec![cut(0)]
                }
            }
        )
        .is_err()
    );
    g.submit(
        hrao,
        &d.id,
        Answer::Choice {
            about,
            pick: ChoiceOption::FleetsLost {
                rome: 0,
                forces: vec![cut(5)],
            },
        },
    )
    .unwrap();
    let ev = g.resolve(false);
    assert!(ev.iter().any(|e| matches!(
        &e.kind,
        EventKind::ForceLosesFleets {
            lost: 5,
            left: 1,
            ..
        }
    )));
    assert_eq!(g.fleets, 5);
    assert_eq!(g.forces[0].fleets, 1);
}
