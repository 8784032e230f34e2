//! REV-11 (LR 1.06.31): a Faction Treasury is spent only on counter-bribes against persuasion
//! (FOR-13), ransom (COM-16) and rebel maintenance (REV-03); the PB-02 redistribution moves
//! its talents between a faction's purses (LR 1.06.3), and a faction eliminated for its assassin
//! loses it to the bank (MOR-06). Bot games check it step by step.

use crate::rules_support as support;

use rorgm::rules::{EventKind, Game, GameStatus, Viewer};
use support::{BotRng, bot_answer, seed_from, setup};

fn faction_treasuries(g: &Game) -> Vec<u32> {
    let v = g.view(Viewer::Gm);
    let mut t: Vec<(u8, u32)> = v
        .private
        .iter()
        .map(|p| (p.faction.0, p.faction_treasury))
        .collect();
    t.sort();
    t.into_iter().map(|(_, x)| x).collect()
}

#[test]
fn rev_11_faction_treasuries_pay_only_counter_bribes_transfers_and_ransoms() {
    let mut decreases = 0;
    for seed in 1..=6u64 {
        let (mut g, _) = Game::new(setup(4), seed_from(seed)).unwrap();
        let mut r = BotRng(seed * 7919);
        for _ in 0..400 {
            if g.status() != GameStatus::Waiting {
                break;
            }
            for d in g.open_decisions() {
                if let Some(a) = bot_answer(&g, &d, &mut r) {
                    g.submit(d.owner, &d.id, a).unwrap();
                }
            }
            let before = faction_treasuries(&g);
            let ev = g.resolve(true);
            let after = faction_treasuries(&g);
            if before.iter().zip(&after).any(|(b, a)| a < b) {
                decreases += 1;
                assert!(
                    ev.iter().any(|e| matches!(
                        e.kind,
                        EventKind::PersuasionResolved { .. }
                            | EventKind::FrivolousPersuasion { .. }
                            | EventKind::IncomeDistributed { .. }
                            | EventKind::RansomPaid { .. }
                            | EventKind::RebelMaintenance { .. }
                            | EventKind::RebelUpkeepPaid { .. }
                            // FOR-02 (LR 2.01.7): the Pontifex's unpaid sacrifice and fine.
                            | EventKind::PontifexFine { .. }
                            | EventKind::FactionEliminated { .. }
                    )),
                    "a Faction Treasury went down ({before:?} -> {after:?}) in a step with no counter-bribe, transfer or ransom: {ev:#?}"
                );
            }
        }
    }
    assert!(decreases > 0, "the bots spent some Faction Treasury");
}
