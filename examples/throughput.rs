//! Intake throughput with real SMTP sending (every mail is answered by a confirmation that goes
//! to the loopback Postfix), side by side in one run:
//! - `in turn`: the loop of old, intake then sending in the same task (`Referee::pass`), one
//!   SMTP connection;
//! - `serve`: `Referee::serve`, the sender as its own task with `smtp.connections` connections.
//!
//! The player mails are put into a Maildir first (N files), so the figure is rorgm's, not the
//! mail server's delivery. Needs `ANY_USER_PASSWORD=rorgm-test scripts/mailserver.sh start`.
//!
//!     cargo run --release --example throughput -- 1000 [connections]
//!
//! Issue 26: with `RORGM_TEST_PG_URL` set (`scripts/postgres.sh url`) each run's game is in a
//! fresh schema of that PostgreSQL database instead of a SQLite file.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Result;
use rorgm::config::RoundsConfig;
use rorgm::mail::{
    MailSink, MailSource, MaildirSource, OutgoingMail, Security, SmtpConfig, SmtpSink,
    build_message, plus_address,
};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::service::Fault;
use rorgm::referee::{Referee, RefereeSettings, SystemClock};
use rorgm::rules::Scenario;
use rorgm::store::Store;

fn smtp() -> Result<MailSink> {
    Ok(MailSink::Smtp(SmtpSink::new(&SmtpConfig {
        host: "127.0.0.1".into(),
        port: 2525,
        security: Security::None,
        user: None,
        password: None,
        helo_name: None,
    })?))
}

fn unique() -> Result<String> {
    let mut r = [0u8; 6];
    getrandom::fill(&mut r).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(hex::encode(r))
}

/// A fresh game and a Maildir holding `n` player mails (STATUS orders, each answered).
async fn prepare(dir: &Path, tag: &str, n: usize) -> Result<(Referee, MaildirSource)> {
    let u = unique()?;
    let gm = format!("gm-{tag}-{u}@example.test");
    let location = match rorgm::store::testing::postgres_test_schema().await? {
        Some(url) => std::path::PathBuf::from(url),
        None => dir.join(format!("{tag}.sqlite")),
    };
    let store = Store::open(&location).await?;
    let referee = Referee::new(
        store,
        RefereeSettings {
            gm_address: gm.clone(),
            gm_name: "Bench GM".into(),
            gm_notify: None,
            // Confirmations at once: this measures how soon one comes back.
            rounds: RoundsConfig {
                confirmation_fold_seconds: 0.0,
                ..RoundsConfig::default()
            },
        },
        Arc::new(SystemClock),
    )?;
    let players: Vec<NewPlayer> = (1..=5)
        .map(|i| NewPlayer {
            name: format!("P{i}"),
            address: format!("p{i}-{tag}-{u}@example.test"),
        })
        .collect();
    let game = referee
        .create_game(Scenario::EarlyRepublic, players, None)
        .await?;
    let players = referee.store.players(&game).await?;
    // The setup mails go first, outside the measure.
    while referee.drain_outbox_with(&smtp()?, 4).await? > 0 {}
    let inbox = dir.join(format!("{tag}-in"));
    let src = MaildirSource::open(&inbox)?;
    for i in 0..n {
        let p = &players[i % players.len()];
        let m = build_message(&OutgoingMail {
            message_id: format!("tp-{u}-{i}@client.example.test"),
            from: p.address.clone(),
            to: plus_address(&gm, &p.token),
            reply_to: None,
            subject: format!("Re: [{game}] Orders due"),
            body: format!("STATUS\n# {i}\n"),
            in_reply_to: None,
            auto_submitted: false,
            attachments: Vec::new(),
        })?;
        std::fs::write(
            inbox.join("new").join(format!("{i:08}.tp.host")),
            m.formatted(),
        )?;
    }
    Ok((referee, src))
}

async fn waiting(referee: &Referee) -> Result<i64> {
    Ok(referee.store.backlog(None).await?.waiting)
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().map(|s| s.parse()).transpose()?.unwrap_or(1000);
    let conns: usize = args.next().map(|s| s.parse()).transpose()?.unwrap_or(4);
    let dir = tempfile::tempdir()?;
    println!("{n} player mails, each answered by a confirmation sent over SMTP to 127.0.0.1:2525");

    // The loop of old: intake and sending in turn.
    let (referee, src) = prepare(dir.path(), "turn", n).await?;
    let mut src = MailSource::Maildir(src);
    let sink = smtp()?;
    let t0 = Instant::now();
    let mut taken = 0;
    while taken < n {
        taken += referee.pass(&mut src, &sink, Fault::None).await?;
    }
    let t = t0.elapsed().as_secs_f64();
    println!(
        "in turn (intake, then send; 1 connection): {n} taken in and answered in {t:.2} s = {:.0} mails/s",
        n as f64 / t
    );

    // serve: the sender as its own task.
    let (mut referee, src) = prepare(dir.path(), "serve", n).await?;
    referee.set_send_connections(conns);
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let serving = {
        let referee = referee.clone();
        let sink = smtp()?;
        tokio::spawn(async move {
            referee
                .serve(MailSource::Maildir(src), sink, Fault::None, async {
                    let _ = rx.await;
                })
                .await
        })
    };
    let t0 = Instant::now();
    let mut intake_done = None;
    loop {
        let inbound = referee.store.inbound(None).await?.len();
        if intake_done.is_none() && inbound >= n {
            intake_done = Some(t0.elapsed());
        }
        if intake_done.is_some() && waiting(&referee).await? == 0 {
            break;
        }
        if t0.elapsed() > Duration::from_secs(600) {
            anyhow::bail!("not done within 10 minutes");
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let all = t0.elapsed().as_secs_f64();
    let intake = intake_done.map_or(all, |d| d.as_secs_f64());
    let _ = tx.send(());
    let _ = serving.await?;
    println!(
        "serve (sender task, {conns} connections): {n} taken in in {intake:.2} s = {:.0} mails/s; all answered in {all:.2} s = {:.0} mails/s",
        n as f64 / intake,
        n as f64 / all
    );
    Ok(())
}
