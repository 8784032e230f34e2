//! Confirmation latency over the real loopback mail server, side by side in one run: a player's
//! SMTP submit until the confirmation is visible over IMAP. Needs
//! `ANY_USER_PASSWORD=rorgm-test scripts/mailserver.sh start`.
//!
//!     cargo run --release --example latency -- 50
//!
//! Modes, each with N probes (the player's client polls its INBOX every 10 ms, so the measure
//! does not include the client's own IDLE delay):
//! - `floor`:   no rorgm: SMTP submit of a mail to the player's own mailbox until it is visible
//!   (rorgm's SMTP sink, `TCP_NODELAY`); `floor-nagle`: the same through lettre's stock pooled
//!   transport (Nagle on), for comparison.
//! - `idle`:    `rorgm serve` reading the GM mailbox with IMAP IDLE (the default).
//! - `poll`:    IDLE off, `imap.poll_millis = 50`.
//! - `deliver`: the mail is handed to the real `rorgm deliver` binary (as a Postfix pipe would,
//!   next to this example in target/*/), the running serve sends the confirmation. The inbound
//!   SMTP hop is not in this figure (Postfix would run the pipe as soon as it has the mail).
//!   `RORGM_BIN` names the binary; skipped if it is not built.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use rorgm::config::RoundsConfig;
use rorgm::mail::{
    ImapConfig, ImapSource, MailSink, MailSource, MaildirSource, OutgoingMail, Security,
    SmtpConfig, SmtpSink, build_message, parse_mail, plus_address,
};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::service::Fault;
use rorgm::referee::{Referee, RefereeSettings, SystemClock};
use rorgm::rules::Scenario;
use rorgm::store::Store;

const PASSWORD: &str = "rorgm-test";

fn imap(user: &str, poll: Duration) -> ImapConfig {
    ImapConfig {
        host: "127.0.0.1".into(),
        port: 1143,
        security: Security::None,
        user: user.into(),
        password: PASSWORD.into(),
        mailbox: "INBOX".into(),
        poll_interval: poll,
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

fn unique() -> Result<String> {
    let mut r = [0u8; 6];
    getrandom::fill(&mut r).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(hex::encode(r))
}

/// A mailbox polled every 10 ms (IDLE off): returns when a mail answering `id` is visible.
struct Watch(MailSource);

impl Watch {
    async fn open(user: &str) -> Result<Watch> {
        let mut s = ImapSource::connect(&imap(user, Duration::from_millis(10))).await?;
        s.set_idle(false);
        Ok(Watch(MailSource::Imap(s)))
    }

    async fn until(
        &mut self,
        t0: Instant,
        pred: impl Fn(&rorgm::mail::InboundMail) -> bool,
    ) -> Result<()> {
        loop {
            if t0.elapsed() > Duration::from_secs(60) {
                bail!("nothing within 60 s");
            }
            for raw in self.0.fetch_new().await? {
                self.0.mark_processed(&raw.key).await?;
                if pred(&parse_mail(&raw.bytes)?) {
                    return Ok(());
                }
            }
            self.0.wait_for_new(Duration::from_millis(10)).await?;
        }
    }
}

fn report(mode: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let n = samples.len();
    let q = |p: f64| samples[((n as f64 * p).ceil() as usize).clamp(1, n) - 1].as_secs_f64() * 1e3;
    let mean = samples.iter().sum::<Duration>().as_secs_f64() * 1e3 / n as f64;
    println!(
        "{mode:<11} n={n:<4} p50 {:>6.0} ms   p99 {:>6.0} ms   mean {:>6.0} ms   max {:>6.0} ms",
        q(0.5),
        q(0.99),
        mean,
        q(1.0)
    );
}

fn probe(from: &str, to: &str, id: &str, subject: &str, i: usize) -> OutgoingMail {
    OutgoingMail {
        message_id: id.to_string(),
        from: from.to_string(),
        to: to.to_string(),
        reply_to: None,
        subject: subject.to_string(),
        body: format!("STATUS\n# probe {i}\n"),
        in_reply_to: None,
        auto_submitted: false,
        attachments: Vec::new(),
    }
}

/// The raw SMTP submit -> IMAP visible time, without rorgm: through rorgm's SMTP sink
/// (`TCP_NODELAY`), or through lettre's own pooled transport (Nagle on) when `nagle`.
async fn floor(n: usize, nagle: bool) -> Result<Vec<Duration>> {
    use lettre::AsyncTransport;
    let u = unique()?;
    let user = format!("floor-{u}@example.test");
    let mut watch = Watch::open(&user).await?;
    let sender = smtp()?;
    let stock =
        lettre::AsyncSmtpTransport::<lettre::Tokio1Executor>::builder_dangerous("127.0.0.1")
            .port(2525)
            .build();
    let mut out = Vec::new();
    for i in 0..n {
        let id = format!("floor-{u}-{i}@client.example.test");
        let m = probe("someone@example.test", &user, &id, "floor", i);
        let t0 = Instant::now();
        if nagle {
            stock.send(build_message(&m)?).await?;
        } else {
            sender.send(&m).await?;
        }
        watch
            .until(t0, |m| m.message_id.as_deref() == Some(id.as_str()))
            .await?;
        out.push(t0.elapsed());
    }
    Ok(out)
}

struct Setup {
    referee: Referee,
    game: String,
    gm: String,
    alice: rorgm::store::PlayerRow,
    db: PathBuf,
}

async fn setup(dir: &Path, tag: &str) -> Result<Setup> {
    let u = unique()?;
    let gm = format!("gm-{tag}-{u}@example.test");
    let db = dir.join(format!("{tag}.sqlite"));
    let store = Store::open(&db).await?;
    let referee = Referee::new(
        store,
        RefereeSettings {
            gm_address: gm.clone(),
            gm_name: "Latency GM".into(),
            gm_notify: None,
            // Confirmations at once: this measures how soon one comes back.
            rounds: RoundsConfig {
                confirmation_fold_seconds: 0.0,
                ..RoundsConfig::default()
            },
        },
        Arc::new(SystemClock),
    )?;
    let players: Vec<NewPlayer> = ["alice", "bob", "carol"]
        .iter()
        .map(|p| NewPlayer {
            name: p.to_string(),
            address: format!("{p}-{tag}-{u}@example.test"),
        })
        .collect();
    let game = referee
        .create_game(Scenario::EarlyRepublic, players, None)
        .await?;
    let alice = referee.store.players(&game).await?[0].clone();
    Ok(Setup {
        referee,
        game,
        gm,
        alice,
        db,
    })
}

/// rorgm serve reading the GM mailbox over IMAP (`idle`, or polling every `poll`).
async fn through_imap(dir: &Path, n: usize, idle: bool, poll: Duration) -> Result<Vec<Duration>> {
    let s = setup(dir, if idle { "idle" } else { "poll" }).await?;
    let mut src = ImapSource::connect(&imap(&s.gm, poll))
        .await
        .context("gm imap")?;
    src.set_idle(idle);
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let serving = {
        let referee = s.referee.clone();
        let sink = smtp()?;
        tokio::spawn(async move {
            referee
                .serve(MailSource::Imap(src), sink, Fault::None, async {
                    let _ = rx.await;
                })
                .await
        })
    };
    let mut watch = Watch::open(&s.alice.address).await?;
    let sender = smtp()?;
    let mut out = Vec::new();
    for i in 0..n {
        let id = format!("lat-{}-{i}@client.example.test", unique()?);
        let t0 = Instant::now();
        sender
            .send(&probe(
                &s.alice.address,
                &plus_address(&s.gm, &s.alice.token),
                &id,
                &format!("Re: [{}] Orders due", s.game),
                i,
            ))
            .await?;
        watch
            .until(t0, |m| m.in_reply_to.as_deref() == Some(id.as_str()))
            .await?;
        out.push(t0.elapsed());
    }
    let _ = tx.send(());
    let _ = serving.await;
    Ok(out)
}

/// The mail handed to the real `rorgm deliver` binary; the running serve sends the answer.
async fn through_deliver(dir: &Path, n: usize, bin: &Path) -> Result<Vec<Duration>> {
    let s = setup(dir, "deliver").await?;
    let cfg = dir.join("deliver.toml");
    std::fs::write(
        &cfg,
        format!(
            "[database]\npath = \"{}\"\n[mail]\ngm_address = \"{}\"\nintake = \"maildir\"\nmaildir_in = \"{}\"\n\
             [smtp]\nhost = \"127.0.0.1\"\nport = 2525\nsecurity = \"none\"\n\
             [rounds]\nconfirmation_fold_seconds = 0\n",
            s.db.display(),
            s.gm,
            dir.join("unused-in").display()
        ),
    )?;
    let src = MailSource::Maildir(MaildirSource::open(&dir.join("unused-in"))?);
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let serving = {
        let referee = s.referee.clone();
        let sink = smtp()?;
        tokio::spawn(async move {
            referee
                .serve(src, sink, Fault::None, async {
                    let _ = rx.await;
                })
                .await
        })
    };
    let mut watch = Watch::open(&s.alice.address).await?;
    let mut out = Vec::new();
    for i in 0..n {
        let id = format!("dlv-{}-{i}@client.example.test", unique()?);
        let msg = build_message(&probe(
            &s.alice.address,
            &plus_address(&s.gm, &s.alice.token),
            &id,
            &format!("Re: [{}] Orders due", s.game),
            i,
        ))?;
        let bytes = msg.formatted();
        let t0 = Instant::now();
        let mut child = tokio::process::Command::new(bin)
            .arg("--config")
            .arg(&cfg)
            .arg("deliver")
            .stdin(std::process::Stdio::piped())
            .spawn()
            .context("rorgm deliver")?;
        if let Some(mut stdin) = child.stdin.take() {
            use tokio::io::AsyncWriteExt;
            stdin.write_all(&bytes).await?;
        }
        let status = child.wait().await?;
        if !status.success() {
            bail!("rorgm deliver exited with {status}");
        }
        watch
            .until(t0, |m| m.in_reply_to.as_deref() == Some(id.as_str()))
            .await?;
        out.push(t0.elapsed());
    }
    let _ = tx.send(());
    let _ = serving.await;
    Ok(out)
}

#[tokio::main]
async fn main() -> Result<()> {
    let n: usize = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(20);
    let dir = tempfile::tempdir()?;
    println!("confirmation latency, SMTP submit -> visible over IMAP (client polls every 10 ms):");
    report("floor", floor(n, false).await?);
    report("floor-nagle", floor(n, true).await?);
    report(
        "idle",
        through_imap(dir.path(), n, true, Duration::from_secs(30)).await?,
    );
    report(
        "poll50",
        through_imap(dir.path(), n, false, Duration::from_millis(50)).await?,
    );
    let bin = match std::env::var_os("RORGM_BIN") {
        Some(b) => Some(PathBuf::from(b)),
        None => std::env::current_exe()?
            .parent()
            .and_then(|p| p.parent())
            .map(|p| p.join("rorgm")),
    };
    match bin {
        Some(b) if b.exists() => report("deliver", through_deliver(dir.path(), n, &b).await?),
        _ => println!("deliver  skipped: build the rorgm binary first (cargo build --release)"),
    }
    Ok(())
}
