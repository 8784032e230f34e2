//! Issue 10: how many mails each player gets per turn in a 5-player bot game (`rorgm demo`:
//! real order mails through the real intake, one bot silent every other round).
//!
//! `cargo run --release --example mail_count -- [SEED...]` (default seeds 1 2 3) prints, per
//! turn and player, the mails by kind, the rounds the player owed an answer in and the order
//! mails the player sent, then a summary line per seed. The goal (issue 10): per player per
//! turn, mails other than confirmations (one per mail sent) and reminders (only to a player who
//! still owes, before the deadline) ≤ rounds owed.

use rorgm::referee::demo::run_demo;

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> anyhow::Result<()> {
    let seeds: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse::<u64>())
        .collect::<Result<_, _>>()?;
    let seeds = if seeds.is_empty() {
        vec![1, 2, 3]
    } else {
        seeds
    };
    let quiet = std::env::var_os("MAIL_COUNT_QUIET").is_some();
    let mut summary = Vec::new();
    for seed in seeds {
        let dir = tempfile::tempdir()?;
        let mut sink = Vec::new();
        let report = run_demo(dir.path(), seed, &mut sink).await?;
        if !quiet {
            println!("seed {seed}: {} rounds; {}", report.rounds, report.end);
            println!("turn faction owed sent  mails (by kind)");
        }
        let (mut mails, mut unasked, mut owed, mut conf, mut over) = (0, 0, 0, 0, 0);
        // Player-turns over the goal only by the game-over mail (the result; no round follows).
        let mut over_by_end = 0;
        let mut reminders = 0;
        let mut turns = std::collections::BTreeSet::new();
        for t in &report.tally {
            turns.insert(t.turn);
            let total: u32 = t.mails.iter().map(|(_, n)| n).sum();
            mails += total;
            unasked += t.unasked();
            owed += t.owed_rounds;
            conf += t.count("confirmation");
            reminders += t.count("reminder");
            if t.unasked() > t.owed_rounds {
                over += 1;
                if t.unasked() - t.count("game over") <= t.owed_rounds {
                    over_by_end += 1;
                }
            }
            if !quiet {
                let kinds: Vec<String> = t.mails.iter().map(|(k, n)| format!("{k} {n}")).collect();
                println!(
                    "{:>4} {:>7} {:>4} {:>4}  {:>3}: {}{}",
                    t.turn,
                    t.faction,
                    t.owed_rounds,
                    t.sent,
                    total,
                    kinds.join(", "),
                    if t.unasked() > t.owed_rounds {
                        "   (over the goal)"
                    } else {
                        ""
                    }
                );
            }
        }
        let pt = (turns.len() * 5).max(1) as f64;
        let line = format!(
            "seed {seed}: {} turns, {} rounds; per player per turn: {:.1} mails = {:.1} unasked + {:.1} confirmations + {:.1} reminders; owed rounds {:.1}; player-turns over the goal: {over} of {} ({over_by_end} of them only by the game-over mail)",
            turns.len(),
            report.rounds,
            f64::from(mails) / pt,
            f64::from(unasked) / pt,
            f64::from(conf) / pt,
            f64::from(reminders) / pt,
            f64::from(owed) / pt,
            report.tally.len()
        );
        if !quiet {
            println!("{line}\n");
        }
        summary.push(line);
    }
    for l in summary {
        println!("{l}");
    }
    Ok(())
}
