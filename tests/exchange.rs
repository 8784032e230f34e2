//! Issue 10, "The exchange", through the real referee, a real SQLite file and Maildir folders
//! (no mail server needed): standing orders answer, a bad line never erases a good one, ORDERS
//! over an empty list.

use crate::common;

use common::local::{GM, Local as T};
use rorgm::mail::plus_address;
use rorgm::rules::{Answer, DecisionKind, FactionId, Viewer};

impl T {
    /// Player `i` writes `body` to his personal address.
    fn order(&mut self, i: usize, body: &str) {
        self.n += 1;
        let from = self.players[i].address.clone();
        let to = plus_address(GM, &self.players[i].token);
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: orders\r\nMessage-ID: <x{}@client>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.n
        );
        self.put(&format!("m{}.eml", self.n), raw);
    }

    async fn round(&self) -> u32 {
        self.referee.load(&self.game).await.unwrap().game.round()
    }

    /// The confirmations sent to player `i`, oldest first (issue 21 §2: also one folded into
    /// the call that went out with it).
    async fn confirmations(&self, i: usize) -> Vec<String> {
        self.referee
            .store
            .outbox(None)
            .await
            .unwrap()
            .into_iter()
            .filter(|r| {
                r.to_addr == self.players[i].address
                    && (r.kind == "confirmation" || r.subject.contains("] Orders received"))
            })
            .map(|r| r.body)
            .collect()
    }

    /// Everyone sends READY: the setup round resolves into the Revenue round.
    async fn past_setup(&mut self, first: &[&str]) {
        let round = self.round().await;
        for i in 0..3 {
            let body = format!("{}\nREADY", first.get(i).copied().unwrap_or(""));
            self.order(i, &body);
        }
        self.pass().await;
        assert!(self.round().await > round, "the setup round resolved");
    }

    async fn submitted(&self, f: u8) -> Vec<(rorgm::rules::DecisionId, Answer)> {
        let g = self.referee.load(&self.game).await.unwrap();
        g.game.submitted(FactionId(f))
    }
}

/// PB-02 / PB-08 standing orders (issue 10, DESIGN.md "standing orders count as answers"): a
/// decision fully covered by a standing order is answered: the round resolves once the others
/// have answered, without READY from the player whose standing order covers his.
#[tokio::test]
async fn pb_02_a_standing_order_counts_as_an_answer() {
    let mut t = T::new().await;
    t.past_setup(&["STANDING INCOME ALL TO FACTION"]).await;
    let g = t.referee.load(&t.game).await.unwrap();
    let open = g.game.open_decisions();
    assert!(
        open.iter().all(|d| d.kind == DecisionKind::Revenue),
        "{open:?}"
    );
    let round = t.round().await;
    t.order(1, "INCOME ALL TO FACTION");
    t.order(2, "INCOME ALL TO FACTION");
    t.pass().await;
    assert!(
        t.round().await > round,
        "the round resolved: Alice's standing order answers for her"
    );
    let conf = t.confirmations(2).await;
    let last = conf.last().unwrap();
    assert!(last.contains("Every answer of this round is in"), "{last}");
}

/// PB-02 (issue 10: a standing order answers): when a deadline resolves a round and the next
/// round is answered by every player's standing orders alone, that round resolves in the same
/// step instead of waiting for its own deadline.
#[tokio::test]
async fn pb_02_after_a_deadline_a_round_covered_by_standing_orders_resolves() {
    let mut t = T::new().await;
    for i in 0..3 {
        t.order(i, "STANDING INCOME ALL TO FACTION");
    }
    t.pass().await;
    let g = t.referee.load(&t.game).await.unwrap();
    assert!(
        g.game
            .open_decisions()
            .iter()
            .all(|d| d.kind == DecisionKind::SetupPlays),
        "still in the setup round"
    );
    let round = t.round().await;
    t.past_deadline().await;
    let g = t.referee.load(&t.game).await.unwrap();
    let open = g.game.open_decisions();
    assert!(!open.is_empty());
    assert!(
        open.iter().all(|d| d.kind != DecisionKind::Revenue),
        "the Revenue round, answered by standing orders, resolved at once: {open:?}"
    );
    assert!(t.round().await >= round + 2, "two rounds resolved");
}

/// PB-02 (issue 10): a transfer over the treasury is refused on its own line, with its real
/// line number; the INCOME lines of the same mail stand.
#[tokio::test]
async fn pb_02_a_transfer_over_the_treasury_keeps_the_income_lines() {
    let mut t = T::new().await;
    t.past_setup(&[]).await;
    let g = t.referee.load(&t.game).await.unwrap();
    let view = g.game.view(Viewer::Faction(FactionId(0)));
    let own = view.factions.iter().find(|f| f.id == FactionId(0)).unwrap();
    let (a, b) = (own.senators[0].id.clone(), own.senators[1].id.clone());
    t.order(
        0,
        &format!("INCOME 1 TO #{a}\nINCOME 1 TO #{b}\nTRANSFER 900 FROM FACTION TO #{a}"),
    );
    t.pass().await;
    let sub = t.submitted(0).await;
    let Some((
        _,
        Answer::Revenue {
            income_to_senators,
            transfers,
            ..
        },
    )) = sub.first()
    else {
        panic!("the good lines make an answer: {sub:?}");
    };
    assert_eq!(income_to_senators.len(), 2, "{income_to_senators:?}");
    assert!(transfers.is_empty(), "{transfers:?}");
    let conf = t.confirmations(0).await;
    let last = conf.last().unwrap();
    assert!(last.contains("line 3"), "{last}");
    assert!(!last.contains("line 0"), "{last}");
    assert!(!last.contains("t1-revenue"), "{last}");
    assert!(last.contains("line 3: \"TRANSFER"), "{last}");
    assert!(
        last.contains("COMPLETE, WITHOUT THE LINES NOT ACCEPTED"),
        "{last}"
    );
}

/// Issue 10: ORDERS over an empty list says that nothing is submitted, never "everything you
/// have submitted is listed above".
#[tokio::test]
async fn orders_over_nothing_says_nothing_is_submitted() {
    let mut t = T::new().await;
    t.order(0, "ORDERS");
    t.pass().await;
    let conf = t.confirmations(0).await;
    let last = conf.last().unwrap();
    assert!(!last.contains("listed above"), "{last}");
    assert!(
        last.contains("ORDERS: you have submitted nothing"),
        "{last}"
    );
}
