//! Confirmation latency over the real loopback mail server: a player's SMTP submit until the
//! confirmation is visible over IMAP. Needs `ANY_USER_PASSWORD=rorgm-test scripts/mailserver.sh start`.
//!
//!     cargo run --release --example latency -- 20

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use rorgm::config::RoundsConfig;
use rorgm::mail::{
    ImapConfig, ImapSource, MailSink, MailSource, OutgoingMail, Security, SmtpConfig, SmtpSink,
    parse_mail, plus_address,
};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::service::Fault;
use rorgm::referee::{Referee, RefereeSettings, SystemClock};
use rorgm::rules::Scenario;
use rorgm::store::Store;

const PASSWORD: &str = "rorgm-test";

fn imap(user: &str) -> ImapConfig {
    ImapConfig {
        host: "127.0.0.1".into(),
        port: 1143,
        security: Security::None,
        user: user.into(),
        password: PASSWORD.into(),
        mailbox: "INBOX".into(),
        poll_interval: Duration::from_millis(200),
    }
}

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

#[tokio::main]
async fn main() -> Result<()> {
    let n: usize = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(20);
    let mut r = [0u8; 6];
    getrandom::fill(&mut r).map_err(|e| anyhow::anyhow!("{e}"))?;
    let u = hex::encode(r);
    let gm = format!("gm-{u}@example.test");
    let dir = tempfile::tempdir()?;
    let store = Store::open(&dir.path().join("lat.sqlite")).await?;
    let referee = Referee::new(
        store,
        RefereeSettings {
            gm_address: gm.clone(),
            gm_name: "Latency GM".into(),
            gm_notify: None,
            rounds: RoundsConfig::default(),
        },
        Arc::new(SystemClock),
    )?;
    let players: Vec<NewPlayer> = ["alice", "bob", "carol"]
        .iter()
        .map(|p| NewPlayer {
            name: p.to_string(),
            address: format!("{p}-{u}@example.test"),
        })
        .collect();
    let game = referee
        .create_game(Scenario::EarlyRepublic, players, None)
        .await?;
    let alice = referee.store.players(&game).await?[0].clone();
    let source = MailSource::Imap(ImapSource::connect(&imap(&gm)).await.context("gm imap")?);
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let serving = {
        let referee = referee.clone();
        let sink = smtp()?;
        tokio::spawn(async move {
            referee
                .serve(source, sink, Fault::None, async {
                    let _ = rx.await;
                })
                .await
        })
    };
    let mut inbox = MailSource::Imap(ImapSource::connect(&imap(&alice.address)).await?);
    let sender = smtp()?;
    let mut samples = Vec::new();
    for i in 0..n {
        let id = format!("lat-{u}-{i}@client.example.test");
        let t0 = Instant::now();
        sender
            .send(&OutgoingMail {
                message_id: id.clone(),
                from: alice.address.clone(),
                to: plus_address(&gm, &alice.token),
                reply_to: None,
                subject: format!("Re: [{game}] Orders due"),
                body: format!("STATUS\n# probe {i}\n"),
                in_reply_to: None,
                auto_submitted: false,
            })
            .await?;
        'wait: loop {
            if t0.elapsed() > Duration::from_secs(60) {
                bail!("no confirmation for probe {i} within 60 s");
            }
            for raw in inbox.fetch_new().await? {
                inbox.mark_processed(&raw.key).await?;
                let m = parse_mail(&raw.bytes)?;
                if m.in_reply_to.as_deref() == Some(id.as_str()) {
                    break 'wait;
                }
            }
            inbox.wait_for_new(Duration::from_millis(500)).await?;
        }
        samples.push(t0.elapsed());
    }
    let _ = tx.send(());
    let _ = serving.await;
    samples.sort();
    let p50 = samples[samples.len() / 2];
    let max = samples[samples.len() - 1];
    let mean = samples.iter().sum::<Duration>() / samples.len() as u32;
    println!(
        "confirmation latency over {n} mails (SMTP submit -> confirmation visible over IMAP): p50 {:.0} ms, mean {:.0} ms, max {:.0} ms",
        p50.as_secs_f64() * 1e3,
        mean.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3
    );
    Ok(())
}
