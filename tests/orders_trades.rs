//! Trade orders (PB-14 / RVN-01 / GEN-08): OFFER, TRADE GIVE, ACCEPT, read against a real
//! game's view.

use rorgm::orders::{OrderContext, interpret, read_body};
use rorgm::rules::api::{
    Answer, Decision, DecisionId, DecisionKind, DecisionOptions, DefaultBy, FactionId, TradeOffer,
    View, Viewer,
};
use rorgm::rules::{Game, Scenario, Setup};

/// A line error as the player reads it: render words the order reader's typed reasons
/// (issue 23 point 2; names unknown to a default `Names` show as written).
trait Said {
    fn said(&self) -> String;
}

impl Said for rorgm::orders::LineError {
    fn said(&self) -> String {
        rorgm::render::read_error(&self.error, &rorgm::render::Names::default())
    }
}

fn game() -> Game {
    let mut seed = [0u8; 32];
    seed[0] = 7;
    Game::new(
        Setup {
            scenario: Scenario::EarlyRepublic,
            players: vec!["Ann".into(), "Bob".into(), "Cy".into()],
        },
        seed,
    )
    .unwrap()
    .0
}

fn trades_decision(v: &View, may_offer: bool, offers: Vec<TradeOffer>) -> Decision {
    Decision {
        id: DecisionId("t1-trades-f1".into()),
        kind: DecisionKind::Trades,
        owner: FactionId(0),
        simultaneous: true,
        options: DecisionOptions::Trades {
            hand: v.private[0].hand.iter().map(|c| c.key.clone()).collect(),
            partners: vec![FactionId(1), FactionId(2)],
            may_offer,
            offers,
        },
        default: Answer::Trades {
            offers: vec![],
            accept: vec![],
        },
        default_by: DefaultBy::Seed,
    }
}

fn read(body: &str, v: &View, d: &Decision) -> rorgm::orders::Interpretation {
    let r = read_body(body).unwrap();
    interpret(
        &r,
        &OrderContext {
            faction: FactionId(0),
            view: v,
            open: std::slice::from_ref(d),
            current: &[],
        },
    )
}

/// PB-14: OFFER and TRADE GIVE make offers (a faction by number or by a Senator's name, cards
/// asked for by name among all Faction cards); ACCEPT takes offer numbers.
#[test]
fn pb_14_offer_and_accept_orders() {
    let g = game();
    let v = g.view(Viewer::Faction(FactionId(0)));
    let mine = v.private[0].hand[0].key.clone();
    let other_senator = v.factions[2].senators[0].name.clone();
    let d = trades_decision(&v, true, vec![]);
    let body = format!(
        "OFFER {} TO Faction 2 FOR Tribune\nTRADE GIVE {} TO {other_senator}",
        mine.0, mine.0
    );
    let i = read(&body, &v, &d);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let Answer::Trades { offers, accept } = &i.answers[0].1 else {
        panic!("{:?}", i.answers);
    };
    assert!(accept.is_empty());
    assert_eq!(offers.len(), 2);
    assert_eq!(offers[0].to, FactionId(1));
    assert_eq!(offers[0].give, vec![mine.clone()]);
    assert_eq!(offers[0].get.len(), 1);
    assert!(offers[0].get[0].0.starts_with("tribune"));
    assert_eq!(offers[1].to, FactionId(2));
    assert!(offers[1].get.is_empty());
    // The normalised lines read back to the same answer.
    let lines: Vec<String> = i.accepted.iter().map(|a| a.normalised.clone()).collect();
    let again = read(&lines.join("\n"), &v, &d);
    assert!(again.errors.is_empty(), "{:?} {lines:?}", again.errors);
    assert_eq!(again.answers, i.answers);
    // In the answer round: ACCEPT, no new offers.
    let offer = TradeOffer {
        number: 2,
        from: FactionId(1),
        to: FactionId(0),
        give: vec![],
        get: vec![mine.clone()],
    };
    let d = trades_decision(&v, false, vec![offer]);
    let i = read("ACCEPT TRADE 2", &v, &d);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        i.answers[0].1,
        Answer::Trades {
            offers: vec![],
            accept: vec![2]
        }
    );
    let i = read(&format!("OFFER {} TO Faction 2", mine.0), &v, &d);
    assert_eq!(i.errors.len(), 1);
    assert!(i.errors[0].said().contains("first round"), "{:?}", i.errors);
}

/// GEN-08: talents are not traded in the Revolution Phase.
#[test]
fn gen_08_a_trade_offers_no_talents() {
    let g = game();
    let v = g.view(Viewer::Faction(FactionId(0)));
    let d = trades_decision(&v, true, vec![]);
    let i = read("OFFER 5T TO Faction 2 FOR Tribune", &v, &d);
    assert_eq!(i.errors.len(), 1, "{:?}", i.answers);
    assert!(
        i.errors[0].said().contains("Revenue Phase"),
        "{}",
        i.errors[0].said()
    );
}
