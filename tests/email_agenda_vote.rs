//! Issue 21 §2 by mail: the house rule "agenda vote" (SEN-02, docs/RULINGS.md), the real referee
//! reading and writing Maildir folders. The presiding magistrate mails a list of three
//! proposals; the call for the vote on the first lists the other two; each player answers all
//! of it in one mail (Carol all but the last), and the second proposal is voted without a call:
//! only Carol is called again, for the third, with the result of the second in that call.

use crate::common;

use common::local::{GM, Local, Setup};
use rorgm::mail::plus_address;

const POSITION: &str = r#"
agenda_vote = true
turn = 3
state_treasury = 100
[start]
phase = "senate"
stage = "other_business"
[[faction]]
[[faction]]
[[faction]]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
treasury = 20
offices = ["rome_consul"]
prior_consul = true
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Furius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
leader = true
[[senator]]
card = "Julius"
faction = 2
treasury = 20
[[senator]]
card = "Aurelius"
faction = 2
[[senator]]
card = "Claudius"
faction = 3
leader = true
treasury = 10
offices = ["field_consul"]
prior_consul = true
[[senator]]
card = "Manlius"
faction = 3
[[senator]]
card = "Fulvius"
faction = 3
"#;

fn calls<'a>(rows: &'a [rorgm::store::OutboxRow], to: &str) -> Vec<&'a rorgm::store::OutboxRow> {
    rows.iter()
        .filter(|r| r.to_addr == to && r.subject.contains(": vote (round"))
        .collect()
}

#[tokio::test]
async fn sen_02_agenda_vote_by_mail_the_list_answered_in_one_mail() {
    let setup = Setup::default();
    let dir = tempfile::tempdir().expect("tempdir");
    let (referee, clock) = setup.referee(&dir.path().join("t.sqlite")).await;
    let game = referee
        .create_game_from_position(POSITION, setup.players.clone(), Some([5; 32]))
        .await
        .expect("game");
    let players = referee.store.players(&game).await.expect("players");
    let mut l = Local {
        source: rorgm::mail::MailSource::Maildir(
            rorgm::mail::MaildirSource::open(&dir.path().join("in")).expect("source"),
        ),
        sink: rorgm::mail::MailSink::Maildir(
            rorgm::mail::MaildirSink::new(&dir.path().join("out")).expect("sink"),
        ),
        dir,
        referee,
        game,
        players,
        n: 0,
        clock,
    };
    let mail = async |l: &mut Local, i: usize, body: &str| {
        l.n += 1;
        let raw = format!(
            "From: <{}>\r\nTo: {}\r\nSubject: orders\r\nMessage-ID: <a{}@example.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}\r\n",
            l.players[i].address,
            plus_address(GM, &l.players[i].token),
            l.n,
            body.replace('\n', "\r\n")
        );
        l.put(&format!("m{}.eml", l.n), raw);
        l.pass().await;
    };
    mail(
        &mut l,
        0,
        "PROPOSE RAISE 1 LEGION\nPROPOSE RAISE 1 FLEET\nPROPOSE RAISE 2 LEGIONS",
    )
    .await;
    let rows = l.referee.store.outbox(None).await.expect("outbox");
    let addr: Vec<String> = l.players.iter().map(|p| p.address.clone()).collect();
    for a in &addr {
        let c = calls(&rows, a);
        assert_eq!(c.len(), 1, "{a}: the call for the first vote");
        let body = &c[0].body;
        assert!(body.contains("presiding magistrate's list"), "{body}");
        assert!(body.contains("2. ") && body.contains("1 Fleet"), "{body}");
        assert!(body.contains("3. ") && body.contains("2 Legions"), "{body}");
        assert!(body.contains("VOTE ON <n>"), "{body}");
    }
    mail(&mut l, 0, "VOTE YES\nVOTE ON 2 YES\nVOTE ON 3 YES").await;
    // Issue 21 §1: each line of the confirmation names the proposal it went to: the one on the
    // floor for VOTE, the listed one for VOTE ON.
    let rows = l.referee.store.outbox(None).await.expect("outbox");
    let confirmation = rows
        .iter()
        .rfind(|r| r.to_addr == addr[0] && r.body.contains("UNDERSTOOD"))
        .expect("alice's confirmation");
    let body = &confirmation.body;
    assert!(body.contains("VOTE YES — on raising 1 Legion"), "{body}");
    assert!(
        body.contains("VOTE ON 2 YES — on raising 1 Fleet (No. 2 of the list)"),
        "{body}"
    );
    assert!(
        body.contains("VOTE ON 3 YES — on raising 2 Legions (No. 3 of the list)"),
        "{body}"
    );
    mail(&mut l, 1, "VOTE YES\nVOTE ON 2 YES\nVOTE ON 3 NO").await;
    mail(&mut l, 2, "VOTE NO\nVOTE ON 2 NO").await;
    let rows = l.referee.store.outbox(None).await.expect("outbox");
    // Alice and Bob voted on all three: no call after the first.
    assert_eq!(calls(&rows, &addr[0]).len(), 1);
    assert_eq!(calls(&rows, &addr[1]).len(), 1);
    // Carol wrote no vote on the third: called for it, with the second's result.
    let carol = calls(&rows, &addr[2]);
    assert_eq!(
        carol.len(),
        2,
        "{:?}",
        carol.iter().map(|r| &r.subject).collect::<Vec<_>>()
    );
    let body = &carol[1].body;
    assert!(body.contains("Vote on raising 1 Fleet"), "{body}");
    assert!(
        body.contains("On the floor: ") && body.contains("2 Legions"),
        "{body}"
    );
    let g = l.referee.load(&l.game).await.expect("load");
    let owed: Vec<u8> = g.game.owed().iter().map(|d| d.owner.0).collect();
    assert_eq!(owed, vec![2]);
}

/// Through the binary: `game new --agenda-vote` keeps the house rule in the game's setup (the
/// position written back says it; a replay rebuilds the same game), and the flag is refused
/// with a position, which carries its own.
#[test]
fn sen_02_agenda_vote_is_chosen_at_game_new_and_kept() {
    use common::cli::{PLAYERS, rorgm, write_config};
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("game.sqlite");
    let cfg = write_config(dir.path(), &db);
    let players = PLAYERS;
    let mut args = vec!["game", "new", "--agenda-vote"];
    args.extend(players);
    let out = rorgm(&cfg, &args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let shown = rorgm(&cfg, &["game", "show", &id, "--position"]);
    let text = String::from_utf8_lossy(&shown.stdout).to_string();
    assert!(text.contains("agenda_vote = true"), "{text}");
    let replay = rorgm(&cfg, &["replay", &id]);
    assert!(replay.status.success());
    assert!(!String::from_utf8_lossy(&replay.stdout).contains("DIFFERENT"));
    // Without the flag: off.
    let mut args = vec!["game", "new"];
    args.extend(players);
    let out = rorgm(&cfg, &args);
    let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let shown = rorgm(&cfg, &["game", "show", &id, "--position"]);
    assert!(!String::from_utf8_lossy(&shown.stdout).contains("agenda_vote"));
    // With a position: refused.
    let pos = dir.path().join("position.toml");
    std::fs::write(&pos, POSITION).expect("write");
    let pos_arg = pos.display().to_string();
    let mut args = vec!["game", "new", "--agenda-vote", "--position", &pos_arg];
    args.extend(players);
    let bad = rorgm(&cfg, &args);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("agenda_vote = true"));
}
