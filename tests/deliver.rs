//! `rorgm deliver`: one mail on standard input is taken in at once, exactly once; exit 0 when
//! taken in or ignored, 75 (EX_TEMPFAIL) on a transient fault. No mail server needed.

use crate::common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use common::cli::{BIN, PLAYERS, rorgm, write_config};

use rorgm::store::Store;

fn deliver(cfg: &Path, mail: &[u8]) -> (i32, String) {
    let mut child = Command::new(BIN)
        .arg("--config")
        .arg(cfg)
        .arg("deliver")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rorgm deliver");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(mail)
        .expect("write the mail");
    let out = child.wait_with_output().expect("wait");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[tokio::test]
async fn deliver_takes_a_mail_in_once_and_answers_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("rorgm.sqlite");
    let cfg = write_config(dir.path(), &db);
    let seed = "07".repeat(32);
    let mut args = vec!["game", "new", "--seed", &seed];
    args.extend(PLAYERS);
    let out = rorgm(&cfg, &args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let game = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let store = Store::open(&db).await.unwrap();
    let alice = store.players(&game).await.unwrap()[0].clone();
    let mail = format!(
        "From: alice@example.test\r\nTo: gm+{}@example.test\r\nSubject: Re: [{game}] Orders due\r\n\
         Message-ID: <d1@client.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nSTATUS\r\n",
        alice.token
    );

    let (code, err) = deliver(&cfg, mail.as_bytes());
    assert_eq!(code, 0, "{err}");
    let inbound = store.inbound(Some(&game)).await.unwrap();
    assert_eq!(inbound.len(), 1, "{inbound:?}");
    assert_eq!(inbound[0].outcome, "accepted");
    assert!(inbound[0].source_key.starts_with("deliver:"));
    let answers = |rows: &[rorgm::store::OutboxRow]| {
        rows.iter()
            .filter(|r| r.in_reply_to.as_deref() == Some("d1@client.test"))
            .count()
    };
    assert_eq!(answers(&store.outbox(Some(&game)).await.unwrap()), 1);

    // The same mail again (a retried delivery): taken in once, answered once.
    let (code, err) = deliver(&cfg, mail.as_bytes());
    assert_eq!(code, 0, "{err}");
    assert_eq!(store.inbound(Some(&game)).await.unwrap().len(), 1);
    assert_eq!(answers(&store.outbox(Some(&game)).await.unwrap()), 1);

    // A mail from a stranger is deliberately ignored: exit 0.
    let (code, err) = deliver(
        &cfg,
        b"From: eve@example.test\r\nTo: gm@example.test\r\nSubject: hi\r\nMessage-ID: <e@x>\r\n\r\nhello\r\n",
    );
    assert_eq!(code, 0, "{err}");
    let all = store.inbound(None).await.unwrap();
    assert!(
        all.iter().any(|i| i.outcome.starts_with("ignored:")),
        "{all:?}"
    );
}

#[test]
fn deliver_without_a_usable_database_is_a_temporary_failure() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = write_config(dir.path(), Path::new("/nonexistent-dir/rorgm.sqlite"));
    let (code, err) = deliver(&cfg, b"From: a@example.test\r\n\r\nhi\r\n");
    assert_eq!(
        code, 75,
        "EX_TEMPFAIL so the mail transfer agent retries: {err}"
    );
    assert!(err.contains("rorgm deliver"), "{err}");
}
