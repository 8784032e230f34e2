//! Intake throughput with real SMTP sending (every mail is answered by a confirmation that goes
//! to the loopback Postfix), side by side in one run:
//! - `in turn`: the loop of old, intake then sending in the same task (`Referee::pass`), one
//!   SMTP connection;
//! - `serve`: `Referee::serve`, the sender as its own task with `smtp.connections` connections.
//!
//! The player mails are put into a Maildir first (N files), so the figure is rorgm's, not the
//! mail server's delivery. Needs `ANY_USER_PASSWORD=rorgm-test scripts/mailserver.sh start`.
//!
//!     cargo run --release --example throughput -- 1000 [connections [referees]]
//!
//! - `shared` (issue 26, with the third argument, on PostgreSQL only): that many referees in
//!   this process, each with its own database connections and Maildir reader, sharing 4 games
//!   by their leases (`store::lease`), every mail answered over SMTP.
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

fn settings(gm: &str) -> RefereeSettings {
    RefereeSettings {
        gm_address: gm.to_string(),
        gm_name: "Bench GM".into(),
        gm_notify: None,
        // Confirmations at once: this measures how soon one comes back.
        rounds: RoundsConfig {
            confirmation_fold_seconds: 0.0,
            ..RoundsConfig::default()
        },
    }
}

/// A prepared run: its referee, its Maildir of player mails, where its database is and its
/// GM's address.
struct Run {
    referee: Referee,
    src: MaildirSource,
    location: std::path::PathBuf,
    gm: String,
}

/// `games` fresh games and a Maildir holding `n` player mails (STATUS orders, each answered),
/// spread over the games' players.
async fn prepare(dir: &Path, tag: &str, n: usize, games: usize) -> Result<Run> {
    let u = unique()?;
    let gm = format!("gm-{tag}-{u}@example.test");
    let location = match rorgm::store::testing::postgres_test_schema().await? {
        Some(url) => std::path::PathBuf::from(url),
        None => dir.join(format!("{tag}.sqlite")),
    };
    let store = Store::open(&location).await?;
    let referee = Referee::new(store, settings(&gm), Arc::new(SystemClock))?;
    let mut players = Vec::new();
    for g in 0..games {
        let seats: Vec<NewPlayer> = (1..=5)
            .map(|i| NewPlayer {
                name: format!("P{i}"),
                address: format!("p{i}-{g}-{tag}-{u}@example.test"),
            })
            .collect();
        let game = referee
            .create_game(Scenario::EarlyRepublic, seats, None)
            .await?;
        for p in referee.store.players(&game).await? {
            players.push((game.clone(), p));
        }
    }
    // The setup mails go first, outside the measure.
    while referee.drain_outbox_with(&smtp()?, 4).await? > 0 {}
    let inbox = dir.join(format!("{tag}-in"));
    let src = MaildirSource::open(&inbox)?;
    for i in 0..n {
        let (game, p) = &players[i % players.len()];
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
    Ok(Run {
        referee,
        src,
        location,
        gm,
    })
}

async fn waiting(referee: &Referee) -> Result<i64> {
    Ok(referee.store.backlog(None).await?.waiting)
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().map(|s| s.parse()).transpose()?.unwrap_or(1000);
    let conns: usize = args.next().map(|s| s.parse()).transpose()?.unwrap_or(4);
    // Issue 26: with a third argument, also the run of that many referees sharing 4 games.
    let referees: Option<usize> = args.next().map(|s| s.parse()).transpose()?;
    let dir = tempfile::tempdir()?;
    println!("{n} player mails, each answered by a confirmation sent over SMTP to 127.0.0.1:2525");

    // The loop of old: intake and sending in turn.
    let Run { referee, src, .. } = prepare(dir.path(), "turn", n, 1).await?;
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
    let Run {
        mut referee, src, ..
    } = prepare(dir.path(), "serve", n, 1).await?;
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
    if let Some(r) = referees {
        shared(dir.path(), n, conns, r).await?;
    }
    Ok(())
}

/// Issue 26: `referees` referees in this process, each with its own connections to one
/// PostgreSQL database and its own reader of one Maildir, sharing 4 games (a lease each).
async fn shared(dir: &Path, n: usize, conns: usize, referees: usize) -> Result<()> {
    if rorgm::store::testing::postgres_test_base()?.is_none() {
        anyhow::bail!("several referees need PostgreSQL: set RORGM_TEST_PG_URL");
    }
    let run = prepare(dir, "shared", n, 4).await?;
    let mut stores = Vec::new();
    for _ in 0..referees {
        stores.push(
            Store::open(&run.location)
                .await?
                .sharing_games(rorgm::store::LEASE_TTL),
        );
    }
    // Two rounds of heartbeats: the first comer takes every game, then gives back beyond
    // its share, which the others take.
    for _ in 0..2 {
        for s in &stores {
            s.heartbeat().await?;
        }
    }
    let owned: Vec<usize> = stores
        .iter()
        .map(|s| s.owned_games().map_or(0, |g| g.len()))
        .collect();
    let (tx, _) = tokio::sync::broadcast::channel::<()>(1);
    let mut serving = Vec::new();
    let inbox = dir.join("shared-in");
    for store in stores {
        let beat = store.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(rorgm::store::HEARTBEAT).await;
                let _ = beat.heartbeat().await;
            }
        });
        let mut referee = Referee::new(store, settings(&run.gm), Arc::new(SystemClock))?;
        referee.set_send_connections(conns);
        let src = MaildirSource::open(&inbox)?;
        let sink = smtp()?;
        let mut rx = tx.subscribe();
        serving.push(tokio::spawn(async move {
            referee
                .serve(MailSource::Maildir(src), sink, Fault::None, async move {
                    let _ = rx.recv().await;
                })
                .await
        }));
    }
    let t0 = Instant::now();
    let mut intake_done = None;
    loop {
        let inbound = run.referee.store.inbound(None).await?.len();
        if intake_done.is_none() && inbound >= n {
            intake_done = Some(t0.elapsed());
        }
        if intake_done.is_some() && waiting(&run.referee).await? == 0 {
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
    for s in serving {
        let _ = s.await?;
    }
    println!(
        "shared (issue 26: {referees} referee(s) on PostgreSQL, 4 games, owned {owned:?}, {conns} connections each): {n} taken in in {intake:.2} s = {:.0} mails/s; all answered in {all:.2} s = {:.0} mails/s",
        n as f64 / intake,
        n as f64 / all
    );
    Ok(())
}
