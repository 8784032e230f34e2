//! Issue 10, "The exchange", over the real loopback Postfix + Dovecot: a typo keeps the round
//! open, a bad line keeps the good ones, queued proposals survive a change of chair, a
//! standing order answers.

use crate::common;

use common::*;
use rorgm::rules::{DecisionKind, DecisionOptions, FactionId, SenatorId, Viewer};

impl World {
    /// Player `i`'s senators (ids), in the order of the view.
    async fn senators_of(&self, i: usize) -> Vec<SenatorId> {
        let g = self.referee.load(&self.game_id).await.unwrap();
        let f = FactionId(self.players[i].faction);
        let view = g.game.view(Viewer::Faction(f));
        view.factions
            .iter()
            .find(|x| x.id == f)
            .map(|x| x.senators.iter().map(|s| s.id.clone()).collect())
            .unwrap_or_default()
    }

    /// Every player sends READY (plus `first[i]`): the setup round resolves.
    async fn past_setup(&mut self, first: &[&str]) {
        let round = self.round().await;
        for i in 0..3 {
            let body = format!("{}\nREADY", first.get(i).copied().unwrap_or(""));
            self.order(i, &body).await;
        }
        self.until_round(round + 1).await;
    }
}

/// Issue 21 (reverses issue 10's hold): a mail with a typo beside a valid answer does not
/// hold the round: the valid answer stands, the round resolves, and the confirmation names the
/// refused line.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_01_a_typo_does_not_hold_a_valid_answer_over_mail() {
    let mut w = world(
        "pb_01_a_typo_does_not_hold_a_valid_answer_over_mail",
        [3u8; 32],
    )
    .await;
    let round = w.round().await;
    w.order(1, "READY").await;
    w.order(2, "READY").await;
    let leader = w.senators_of(0).await[0].clone();
    w.order(0, &format!("LEADER #{leader}\nPLAY Furuis")).await;
    for _ in 0..3 {
        w.pass().await;
    }
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let conf = w.wait_mail(0, "", "line 2: \"PLAY Furuis\"").await;
    assert!(!conf.contains("NOT COMPLETE"), "{conf}");
    w.until_round(round + 1).await;
}

/// PB-02 (issue 10): a transfer over the treasury is refused on its own line (its real number);
/// the two INCOME lines of the same mail stand.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_02_a_bad_line_keeps_the_good_ones_over_mail() {
    let mut w = world("pb_02_a_bad_line_keeps_the_good_ones_over_mail", [3u8; 32]).await;
    w.past_setup(&[]).await;
    let s = w.senators_of(0).await;
    w.order(
        0,
        &format!(
            "INCOME 1 TO #{}\nINCOME 1 TO #{}\nTRANSFER 900 FROM FACTION TO #{}",
            s[0], s[1], s[0]
        ),
    )
    .await;
    w.pass().await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    let conf = w.wait_mail(0, "", "line 3: \"TRANSFER").await;
    assert!(!conf.contains("line 0"), "{conf}");
    assert!(!conf.contains("t1-revenue"), "{conf}");
    let g = w.referee.load(&w.game_id).await.unwrap();
    let sub = g.game.submitted(FactionId(w.players[0].faction));
    assert!(
        matches!(sub.first(), Some((_, rorgm::rules::Answer::Revenue { income_to_senators, transfers, .. }))
            if income_to_senators.len() == 2 && transfers.is_empty()),
        "{sub:?}"
    );
}

/// PB-02 standing orders (issue 10): a decision covered by a standing order is answered; the
/// round resolves once the others have answered, without READY.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_02_a_standing_order_answers_over_mail() {
    let mut w = world("pb_02_a_standing_order_answers_over_mail", [3u8; 32]).await;
    w.past_setup(&["STANDING INCOME ALL TO FACTION"]).await;
    let round = w.round().await;
    assert_eq!(w.owed_kinds().await, vec![DecisionKind::Revenue]);
    w.order(1, "INCOME ALL TO FACTION").await;
    w.order(2, "INCOME ALL TO FACTION").await;
    w.until_round(round + 1).await;
}

/// PB-10 (issue 10): the presiding magistrate's queued proposals wait while the new Rome Consul
/// of another faction presides, and his player is told so by mail.
#[ignore = "needs the loopback mail server (scripts/mailserver.sh)"]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pb_10_queued_proposals_survive_a_change_of_chair_over_mail() {
    let mut w = world(
        "pb_10_queued_proposals_survive_a_change_of_chair_over_mail",
        [7u8; 32],
    )
    .await;
    w.past_setup(&[]).await;
    let d = w
        .until_open(DecisionKind::SenateProposals, 30)
        .await
        .expect("the Senate convenes");
    let DecisionOptions::SenateProposals { eligible, .. } = &d.options else {
        panic!("options");
    };
    let g = w.referee.load(&w.game_id).await.unwrap();
    let view = g.game.view(Viewer::Gm);
    let faction_of = |id: &SenatorId| {
        view.factions
            .iter()
            .find(|f| f.senators.iter().any(|s| &s.id == id))
            .map(|f| f.id)
    };
    let others: Vec<FactionId> = (0..3u8).map(FactionId).filter(|f| *f != d.owner).collect();
    let pick = |f: FactionId| eligible.iter().find(|x| faction_of(x) == Some(f)).cloned();
    let (Some(a), Some(b)) = (pick(others[0]), pick(others[1])) else {
        panic!("two candidates of the other factions: {eligible:?}");
    };
    let pm = w
        .players
        .iter()
        .position(|p| p.faction == d.owner.0)
        .unwrap();
    let round = w.round().await;
    w.order(
        pm,
        &format!("NOMINATE CONSULS #{a} AND #{b}\nPROPOSE RAISE 1 LEGION\nADJOURN"),
    )
    .await;
    w.until_round(round + 1).await;
    for i in 0..3 {
        w.order(i, "VOTE YES").await;
    }
    w.until_round(round + 2).await;
    w.referee.drain_outbox(&smtp()).await.unwrap();
    // Issue 10 (one mail per round): a player who owes nothing now gets the news with their
    // next mail; until then it is held for them in the store.
    let needle = "your queued proposals wait until your faction presides again";
    let held = w.referee.store.held_news(&w.game_id).await.unwrap();
    let text = match held
        .iter()
        .find(|h| h.faction == d.owner.0 && h.text.contains(needle))
    {
        Some(h) => h.text.clone(),
        None => w.wait_mail(pm, "", needle).await,
    };
    assert!(
        text.contains("to raise") || text.contains("Legion"),
        "{text}"
    );
    let g = w.referee.load(&w.game_id).await.unwrap();
    let open = g.game.open_decisions();
    assert!(
        open.iter()
            .all(|x| x.owner != d.owner || x.kind != DecisionKind::SenateProposals),
        "the new presiding magistrate is of another faction: {open:?}"
    );
}
