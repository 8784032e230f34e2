//! A Senate played by mail over the real loopback Postfix + Dovecot: the presiding magistrate
//! nominates Consuls by mail (PB-07), three factions vote by mail, one against (PB-08), the
//! nominee asks for Rome (PB-09); every player gets the identical vote announcement; then the
//! Senate, Combat and Revolution go on by deadlines into the next turn.

use crate::common;

use common::*;
use rorgm::rules::{DecisionKind, DecisionOptions, FactionId, GameStatus, Viewer};

/// PB-07 / PB-08 / PB-09 / SEN-12 / SEN-13 by mail.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_08_senate_by_mail_consuls_nominated_voted_and_seated() {
    let mut w = world("pb_08_senate_by_mail", [7u8; 32]).await;
    for i in 0..3 {
        w.order(i, "READY").await;
    }
    w.until_round(1).await;
    // Revenue, Forum, Population go by deadlines to the Senate's first call.
    let d = w
        .until_open(DecisionKind::SenateProposals, 30)
        .await
        .expect("the Senate convenes");
    let DecisionOptions::SenateProposals { eligible, .. } = &d.options else {
        panic!("options");
    };
    let g = w.referee.load(&w.game_id).await.unwrap();
    let view = g.game.view(Viewer::Gm);
    let faction_of = |id: &rorgm::rules::SenatorId| {
        view.factions
            .iter()
            .find(|f| f.senators.iter().any(|s| &s.id == id))
            .map(|f| f.id)
    };
    // Two candidates of different factions where possible.
    let a = eligible[0].clone();
    let b = eligible
        .iter()
        .find(|x| faction_of(x) != faction_of(&a))
        .unwrap_or(&eligible[1])
        .clone();
    let pm = usize::from(d.owner.0);
    let round = g.game.round();
    w.order(pm, &format!("NOMINATE CONSULS #{a} AND #{b}"))
        .await;
    w.until_round(round + 1).await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::SenateVote]);
    // Votes: the first nominee's faction asks for Rome; one faction votes against.
    let fa = faction_of(&a).unwrap_or(FactionId(0));
    let against = (0..3u8)
        .map(FactionId)
        .find(|f| *f != fa && Some(*f) != faction_of(&b))
        .unwrap_or(FactionId(2));
    for i in 0..3u8 {
        let f = FactionId(i);
        let body = if f == fa {
            format!("VOTE YES\nPREFER #{a} ROME")
        } else if f == against {
            "VOTE NO".to_string()
        } else {
            "VOTE YES".to_string()
        };
        w.order(usize::from(i), &body).await;
    }
    w.until_round(round + 2).await;
    for b in w.boxes.iter_mut() {
        let conf = b.wait_for("Orders received", WAIT).await;
        assert!(!conf.text.contains("NOT ACCEPTED"), "{}", conf.text);
    }
    let g = w.referee.load(&w.game_id).await.unwrap();
    let view = g.game.view(Viewer::Public);
    let offices = |id: &rorgm::rules::SenatorId| {
        view.factions
            .iter()
            .flat_map(|f| f.senators.iter())
            .find(|s| &s.id == id)
            .map(|s| s.offices.clone())
            .unwrap_or_default()
    };
    // Two factions for, one against: the pair is elected (seed 7 fixes the votes).
    // PB-09: the nominee who asked for Rome has it (the other made no wish).
    assert!(
        offices(&a).contains(&rorgm::rules::Office::RomeConsul),
        "{:?}",
        offices(&a)
    );
    assert!(offices(&b).contains(&rorgm::rules::Office::FieldConsul));
    // Every player got the same announcement of the vote.
    let mut texts: Vec<String> = Vec::new();
    for i in 0..3 {
        let all: Vec<String> = w
            .public_news(i)
            .await
            .into_iter()
            .filter(|t| t.contains("Vote on"))
            .collect();
        texts.push(all.join("\n"));
    }
    assert!(!texts[0].is_empty(), "the vote is announced");
    assert!(
        texts.iter().all(|t| t == &texts[0]),
        "identical announcements"
    );
    assert!(
        texts[0].contains(" no") && texts[0].contains("passed"),
        "{}",
        texts[0]
    );
    // The rest of the turn goes by deadlines: the next turn's Revenue round opens (or the
    // game ends by the rules).
    let next = w.until_open(DecisionKind::Revenue, 60).await;
    let g = w.referee.load(&w.game_id).await.unwrap();
    assert!(
        next.is_some() && g.game.turn() == 2 || !matches!(g.game.status(), GameStatus::Waiting),
        "turn {} {:?}",
        g.game.turn(),
        g.game.status()
    );
}
