//! Many games at once: create G games of 5 players (each queues its setup mails and the first
//! calls for orders) and send all of it through real SMTP to the loopback Postfix. Prints the
//! time of each part and what 10,000 games would take at that rate. Needs
//! `ANY_USER_PASSWORD=rorgm-test scripts/mailserver.sh start`.
//!
//!     cargo run --release --example bulk_setup -- 1000 [connections]

use std::sync::Arc;
use std::time::Instant;

use anyhow::Result;
use rorgm::config::RoundsConfig;
use rorgm::mail::{MailSink, Security, SmtpConfig, SmtpSink};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::{Referee, RefereeSettings, SystemClock};
use rorgm::rules::Scenario;
use rorgm::store::Store;

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().map(|s| s.parse()).transpose()?.unwrap_or(1000);
    let conns: usize = args.next().map(|s| s.parse()).transpose()?.unwrap_or(8);
    let mut r = [0u8; 6];
    getrandom::fill(&mut r).map_err(|e| anyhow::anyhow!("{e}"))?;
    let u = hex::encode(r);
    let dir = tempfile::tempdir()?;
    let store = Store::open(&dir.path().join("bulk.sqlite")).await?;
    let mut referee = Referee::new(
        store,
        RefereeSettings {
            gm_address: format!("gm-bulk-{u}@example.test"),
            gm_name: "Bulk GM".into(),
            gm_notify: None,
            // Confirmations at once, as before the default became 60 s.
            rounds: RoundsConfig {
                confirmation_fold_seconds: 0.0,
                ..RoundsConfig::default()
            },
        },
        Arc::new(SystemClock),
    )?;
    referee.set_send_connections(conns);
    let t0 = Instant::now();
    for g in 0..games {
        let players: Vec<NewPlayer> = (1..=5)
            .map(|i| NewPlayer {
                name: format!("P{i}"),
                address: format!("b{}-{g}-{i}-{u}@example.test", g % 50),
            })
            .collect();
        referee
            .create_game(Scenario::EarlyRepublic, players, None)
            .await?;
    }
    let create = t0.elapsed().as_secs_f64();
    let mails = referee.store.backlog(None).await?.waiting;
    let sink = MailSink::Smtp(SmtpSink::new(&SmtpConfig {
        host: "127.0.0.1".into(),
        port: 2525,
        security: Security::None,
        user: None,
        password: None,
        helo_name: None,
    })?);
    let t1 = Instant::now();
    let mut sent = 0;
    loop {
        let n = referee.drain_outbox_with(&sink, conns).await?;
        sent += n;
        if n == 0 {
            break;
        }
    }
    let send = t1.elapsed().as_secs_f64();
    let left = referee.store.backlog(None).await?.waiting;
    let per_game = (create + send) / games as f64;
    println!(
        "{games} games created in {create:.1} s ({:.0} games/s); {mails} mails queued; {sent} sent over SMTP in {send:.1} s ({:.0} mails/s, {conns} connections); {left} left",
        games as f64 / create,
        sent as f64 / send
    );
    println!(
        "10,000 games at this rate: {:.1} min (creation {:.1} min + sending {:.1} min)",
        per_game * 10_000.0 / 60.0,
        create / games as f64 * 10_000.0 / 60.0,
        send / games as f64 * 10_000.0 / 60.0
    );
    Ok(())
}
