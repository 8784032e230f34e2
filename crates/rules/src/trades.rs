//! Open trades of Faction cards (RVN-01, PB-14, GEN-06, GEN-07; LR 1.04.3-1.04.5, 1.11.1;
//! S004 "CONSULAR ELECTIONS": "To be considered a valid Open Trade, an agreement must be made
//! and agreed to before all players in the game. When trades are made, the GM informs all the
//! players of the transfer of the card(s) involved between factions -- but does not identify
//! those cards").
//!
//! The engine enforces open trades only: an offer is made in the PB-13 round and announced to
//! every player (how many cards each way, not which), and it happens only when the other side
//! agrees through the referee, in the same round (it writes the mirror offer) or in the PB-14
//! round that follows (it accepts the offer by number). A deal made by private mail is never
//! acted on (GEN-06, LR 1.04.4). Talents never change hands here (GEN-08, LR 1.04.6: only in
//! the Redistribution step of the Revenue Phase, the PB-02 transfers).
//!
//! Order of the Revolution Phase (LR 1.11.1: "First, all players may trade ... Then ... play"):
//! the PB-13 answers carry plays, discards and offers; the trades are done first, the plays
//! and discards after them. When an offer waits for an answer, the plays are held until the
//! PB-14 round is resolved. LR 1.11.1: "cards received in trade may be played in the same
//! phase": a faction that received cards is asked for its plays and discards again once the
//! trades are done (a second PB-13 round for those factions only; Default Move: its first
//! answer stands, fitted to its hand).

use super::api::{
    Answer, CardKey, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind,
    FactionId, Illegal, RuleError, TradeLapse, TradeOffer,
};
use super::data::CardIdentity;
use super::game::{Game, data, private, public};
use super::revolution::HAND_LIMIT;
use super::setup::card_key;
use serde::{Deserialize, Serialize};

/// The trades of the Revolution Phase in progress (RVN-01).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct TradeState {
    /// Offers that wait for their answer in the PB-14 round, in number order.
    pub(super) pending: Vec<TradeOffer>,
    /// The PB-13 answers (plays and discards) held until the trades are done.
    pub(super) held: Vec<(FactionId, Answer)>,
    /// RVN-01: factions that received cards in the trades done so far.
    #[serde(default)]
    pub(super) received: Vec<FactionId>,
    /// RVN-01 (LR 1.11.1): the round open is the plays after the trades; `held` are the
    /// first answers fitted to the hands the trades left.
    #[serde(default)]
    pub(super) replay: bool,
}

/// Same cards, in any order (Intrigue cards of one kind alike, DATA-18).
fn same_cards(a: &[CardKey], b: &[CardKey]) -> bool {
    let mut x: Vec<CardIdentity> = a.iter().map(CardKey::identity).collect();
    let mut y: Vec<CardIdentity> = b.iter().map(CardKey::identity).collect();
    x.sort();
    y.sort();
    x == y
}

/// The cards of `hand` that are `wanted` (each a different card; Intrigue cards of one kind
/// alike), or None if the hand lacks one.
fn held_cards(hand: &[CardKey], wanted: &[CardKey]) -> Option<Vec<CardKey>> {
    let mut out: Vec<CardKey> = Vec::new();
    for w in wanted {
        let c = hand
            .iter()
            .filter(|c| !out.contains(c))
            .find(|c| *c == w)
            .or_else(|| {
                hand.iter()
                    .filter(|c| !out.contains(c))
                    .find(|c| c.identity() == w.identity())
            })?;
        out.push(c.clone());
    }
    Some(out)
}

/// RVN-01: the key of a card a hand may hold (a Statesman, Concession or Intrigue card),
/// spelled as the card data spells it.
fn faction_card(k: &CardKey) -> Option<CardKey> {
    let d = data();
    let t = k.0.trim();
    if let Some(s) = d.statesman(t) {
        return Some(CardKey(s.id.clone()));
    }
    if let Some(c) = d.concession(t) {
        return Some(CardKey(c.key.clone()));
    }
    d.intrigue(t).map(|i| CardKey(i.key.clone()))
}

/// RVN-01: the sides of a trade made that received cards.
fn note_receivers(o: &TradeOffer, received: &mut Vec<FactionId>) {
    for (side, got) in [(o.from, !o.get.is_empty()), (o.to, !o.give.is_empty())] {
        if got && !received.contains(&side) {
            received.push(side);
        }
    }
}

impl Game {
    /// The keys of `f`'s hand.
    fn trade_hand(&self, f: FactionId) -> Vec<CardKey> {
        self.factions
            .get(usize::from(f.0))
            .map(|s| s.hand.iter().filter_map(card_key).collect())
            .unwrap_or_default()
    }

    /// PB-14 (PB-13 round): each faction may offer trades. Default Move: no trade (RULING
    /// PB-14, docs/RULINGS.md: S004 gives none; a trade needs both sides' word).
    pub(super) fn trade_offer_decisions(&self) -> Vec<Decision> {
        self.faction_ids()
            .into_iter()
            .map(|f| Decision {
                id: self.decision_id("trades", f),
                kind: DecisionKind::Trades,
                owner: f,
                simultaneous: true,
                options: DecisionOptions::Trades {
                    hand: self.trade_hand(f),
                    partners: self.faction_ids().into_iter().filter(|o| *o != f).collect(),
                    may_offer: true,
                    offers: Vec::new(),
                },
                default: Answer::Trades {
                    offers: Vec::new(),
                    accept: Vec::new(),
                },
                default_by: DefaultBy::Seed,
            })
            .collect()
    }

    /// PB-14 / RVN-01: validate a faction's offers (cards from its own hand, cards asked for
    /// that a hand may hold: whether the other side holds them is not checked, which would tell
    /// its hand) and acceptances (offers made to it that wait, cards it still holds).
    pub(super) fn validate_trades(&self, d: &Decision, a: &Answer) -> Result<Answer, RuleError> {
        let Answer::Trades { offers, accept } = a else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Trades,
            });
        };
        let DecisionOptions::Trades {
            may_offer,
            offers: open,
            ..
        } = &d.options
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Trades,
            });
        };
        let f = d.owner;
        if !may_offer && !offers.is_empty() {
            return Err(Illegal::NoNewOffers.by("PB-14").into());
        }
        let hand = self.trade_hand(f);
        let mut out = Vec::new();
        for o in offers {
            if o.to == f || usize::from(o.to.0) >= self.factions.len() {
                return Err(Illegal::TradeWithSelf.by("RVN-01").into());
            }
            // MOR-06: a faction out of the game trades with nobody.
            if self.eliminated(o.to) {
                return Err(Illegal::TradeWithFactionOut { faction: o.to }
                    .by("RVN-01")
                    .into());
            }
            if o.give.is_empty() && o.get.is_empty() {
                return Err(Illegal::EmptyTrade.by("RVN-01").into());
            }
            let mut give: Vec<CardKey> = Vec::new();
            for k in &o.give {
                let Some(c) = hand.iter().find(|c| c.0.eq_ignore_ascii_case(k.0.trim())) else {
                    return Err(Illegal::NotInHand { card: k.clone() }.by("RVN-01").into());
                };
                if give.contains(c) {
                    return Err(Illegal::CardTwice { card: c.clone() }.by("RVN-01").into());
                }
                give.push(c.clone());
            }
            let mut get: Vec<CardKey> = Vec::new();
            for k in &o.get {
                let Some(c) = faction_card(k) else {
                    return Err(Illegal::NotAFactionCard { card: k.clone() }
                        .by("RVN-01")
                        .into());
                };
                if give.contains(&c) {
                    return Err(Illegal::CardTwice { card: c }.by("RVN-01").into());
                }
                get.push(c);
            }
            out.push(TradeOffer {
                number: 0,
                from: f,
                to: o.to,
                give,
                get,
            });
        }
        let mut acc: Vec<u32> = Vec::new();
        for n in accept {
            let Some(o) = open.iter().find(|o| o.number == *n) else {
                return Err(Illegal::NoSuchOffer {
                    number: *n,
                    open: open.iter().map(|o| o.number).collect(),
                }
                .by("PB-14")
                .into());
            };
            if held_cards(&hand, &o.get).is_none() {
                let card = o
                    .get
                    .iter()
                    .find(|c| held_cards(&hand, std::slice::from_ref(*c)).is_none())
                    .unwrap_or(&o.get[0])
                    .clone();
                return Err(Illegal::OfferCardNotHeld { number: *n, card }
                    .by("PB-14")
                    .into());
            }
            if !acc.contains(n) {
                acc.push(*n);
            }
        }
        Ok(Answer::Trades {
            offers: out,
            accept: acc,
        })
    }

    /// RVN-01 (LR 1.11.1: trades come first): take the offers out of the PB-13 answers, do
    /// the trades both sides wrote (mirror offers), announce the others and open the PB-14
    /// round for them (None: the plays wait in the state), or return the plays and discards
    /// to resolve now, fitted to the hands the trades left.
    pub(super) fn rvn_01_trades(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) -> Option<Vec<(FactionId, Answer)>> {
        let (trades, rest): (Vec<_>, Vec<_>) = answers
            .into_iter()
            .partition(|(_, a)| matches!(a, Answer::Trades { .. }));
        // Offers in the order of the factions from the HRAO, numbered 1, 2, ...
        let mut offers: Vec<TradeOffer> = Vec::new();
        for f in self.hrao_order() {
            for (o, a) in &trades {
                if *o != f {
                    continue;
                }
                if let Answer::Trades { offers: os, .. } = a {
                    offers.extend(os.iter().cloned());
                }
            }
        }
        for (i, o) in offers.iter_mut().enumerate() {
            o.number = u32::try_from(i + 1).unwrap_or(u32::MAX);
        }
        let mut matched: Vec<u32> = Vec::new();
        let mut pending: Vec<TradeOffer> = Vec::new();
        let mut received: Vec<FactionId> = Vec::new();
        for o in &offers {
            if matched.contains(&o.number) {
                continue;
            }
            let mirror = offers.iter().find(|m| {
                m.number != o.number
                    && !matched.contains(&m.number)
                    && m.from == o.to
                    && m.to == o.from
                    && same_cards(&m.give, &o.get)
                    && same_cards(&m.get, &o.give)
            });
            if let Some(m) = mirror {
                matched.push(o.number);
                matched.push(m.number);
                if self.rvn_01_do_trade(o, ev) {
                    note_receivers(o, &mut received);
                }
            } else {
                pending.push(o.clone());
            }
        }
        for o in &pending {
            ev.push(public(EventKind::TradeOffered {
                number: o.number,
                offerer: o.from,
                partner: o.to,
                give: u32::try_from(o.give.len()).unwrap_or(u32::MAX),
                get: u32::try_from(o.get.len()).unwrap_or(u32::MAX),
            }));
            for side in [o.from, o.to] {
                ev.push(private(
                    side,
                    EventKind::TradeOfferCards { offer: o.clone() },
                ));
            }
        }
        if pending.is_empty() {
            return self.rvn_01_plays_after_trades(rest, &received, ev);
        }
        let mut decisions = Vec::new();
        for f in self.hrao_order() {
            let mine: Vec<TradeOffer> = pending.iter().filter(|o| o.to == f).cloned().collect();
            if mine.is_empty() {
                continue;
            }
            decisions.push(Decision {
                id: self.decision_id("trade-answers", f),
                kind: DecisionKind::Trades,
                owner: f,
                simultaneous: true,
                options: DecisionOptions::Trades {
                    hand: self.trade_hand(f),
                    partners: Vec::new(),
                    may_offer: false,
                    offers: mine,
                },
                default: Answer::Trades {
                    offers: Vec::new(),
                    accept: Vec::new(),
                },
                default_by: DefaultBy::Seed,
            });
        }
        self.trades = Some(TradeState {
            pending,
            held: rest,
            received,
            replay: false,
        });
        self.open_round(DecisionKind::Trades, decisions);
        None
    }

    /// PB-14: resolve the answers to the offers: the accepted ones are done in number order,
    /// the others lapse; then the held plays and discards of the Revolution Phase.
    pub(super) fn resolve_trade_answers(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let state = self.trades.take().unwrap_or_default();
        let mut received = state.received;
        for o in &state.pending {
            let accepted = answers.iter().any(|(f, a)| {
                *f == o.to
                    && matches!(a, Answer::Trades { accept, .. } if accept.contains(&o.number))
            });
            if accepted {
                if self.rvn_01_do_trade(o, ev) {
                    note_receivers(o, &mut received);
                }
            } else {
                ev.push(public(EventKind::TradeLapsed {
                    number: o.number,
                    offerer: o.from,
                    partner: o.to,
                    why: TradeLapse::NotAccepted,
                }));
            }
        }
        if let Some(answers) = self.rvn_01_plays_after_trades(state.held, &received, ev) {
            self.resolve_revolution_plays(answers, ev);
        }
    }

    /// RVN-01 (LR 1.11.1: "Cards received in trade may be played in the same phase in which
    /// they are received"): once the trades are done, the first answers are fitted to the
    /// hands they left; a faction that received cards is asked again for its plays and
    /// discards (a PB-13 round for those factions only, announced to all; no Revolt is
    /// declared in it: the first answer's declarations stand), with its fitted first answer
    /// as the Default Move (RULING RVN-01, docs/RULINGS.md). Returns the answers to resolve
    /// now when nobody received a card (None: the round is open).
    ///
    /// Every faction that received a card is asked, whatever the card, so the round tells no
    /// more than the public announcement of the trade (how many cards, not which).
    fn rvn_01_plays_after_trades(
        &mut self,
        held: Vec<(FactionId, Answer)>,
        received: &[FactionId],
        ev: &mut Vec<Event>,
    ) -> Option<Vec<(FactionId, Answer)>> {
        let fitted = self.rvn_01_fit_plays(held, ev);
        let receivers: Vec<FactionId> = self
            .hrao_order()
            .into_iter()
            .filter(|f| received.contains(f))
            .collect();
        if receivers.is_empty() {
            return Some(fitted);
        }
        let decisions: Vec<Decision> = receivers
            .iter()
            .map(|f| {
                let mut d = self.revolution_decision(*f);
                d.id = self.decision_id("plays-after-trades", *f);
                if let DecisionOptions::Revolution {
                    may_revolt,
                    revolts_decided,
                    may_keep_fleets,
                    ..
                } = &mut d.options
                {
                    may_revolt.clear();
                    may_keep_fleets.clear();
                    *revolts_decided = true;
                }
                if let Some((
                    _,
                    Answer::Revolution {
                        statesmen,
                        concessions,
                        discards,
                        ..
                    },
                )) = fitted.iter().find(|(o, _)| o == f)
                {
                    d.default = Answer::Revolution {
                        statesmen: statesmen.clone(),
                        concessions: concessions.clone(),
                        discards: discards.clone(),
                        revolts: Vec::new(),
                    };
                    d.default_by = DefaultBy::FirstAnswer;
                }
                d
            })
            .collect();
        ev.push(public(EventKind::PlaysAfterTrades {
            factions: receivers,
        }));
        self.trades = Some(TradeState {
            pending: Vec::new(),
            held: fitted,
            received: Vec::new(),
            replay: true,
        });
        self.open_round(DecisionKind::Revolution, decisions);
        None
    }

    /// RVN-01: the first answers with the plays and discards of the second round in place of
    /// those of the factions that answered it (their Revolt declarations kept).
    pub(super) fn rvn_01_merge_plays(
        &self,
        held: Vec<(FactionId, Answer)>,
        second: Vec<(FactionId, Answer)>,
    ) -> Vec<(FactionId, Answer)> {
        let mut out = held;
        for (f, a) in second {
            let Answer::Revolution {
                statesmen,
                concessions,
                discards,
                ..
            } = a
            else {
                continue;
            };
            match out.iter_mut().find(|(o, _)| *o == f) {
                Some((_, slot)) => {
                    let revolts = match slot {
                        Answer::Revolution { revolts, .. } => std::mem::take(revolts),
                        _ => Vec::new(),
                    };
                    *slot = Answer::Revolution {
                        statesmen,
                        concessions,
                        discards,
                        revolts,
                    };
                }
                None => out.push((
                    f,
                    Answer::Revolution {
                        statesmen,
                        concessions,
                        discards,
                        revolts: Vec::new(),
                    },
                )),
            }
        }
        out
    }

    /// RVN-01 / GEN-07: the cards change hands if both sides still hold them (else the trade
    /// lapses): everyone is told how many, each side which. Returns whether it was made.
    fn rvn_01_do_trade(&mut self, o: &TradeOffer, ev: &mut Vec<Event>) -> bool {
        let from_hand = self.trade_hand(o.from);
        let to_hand = self.trade_hand(o.to);
        let (Some(give), Some(get)) = (
            held_cards(&from_hand, &o.give),
            held_cards(&to_hand, &o.get),
        ) else {
            ev.push(public(EventKind::TradeLapsed {
                number: o.number,
                offerer: o.from,
                partner: o.to,
                why: TradeLapse::CardsGone,
            }));
            return false;
        };
        self.move_cards(o.from, o.to, &give);
        self.move_cards(o.to, o.from, &get);
        let o = &TradeOffer {
            give,
            get,
            ..o.clone()
        };
        ev.push(public(EventKind::CardsTraded {
            number: o.number,
            offerer: o.from,
            partner: o.to,
            given: u32::try_from(o.give.len()).unwrap_or(u32::MAX),
            received: u32::try_from(o.get.len()).unwrap_or(u32::MAX),
        }));
        for side in [o.from, o.to] {
            ev.push(private(
                side,
                EventKind::TradeCardsMoved { offer: o.clone() },
            ));
        }
        true
    }

    /// Move `cards` from one hand to the end of another (they are the newest there).
    fn move_cards(&mut self, from: FactionId, to: FactionId, cards: &[CardKey]) {
        for k in cards {
            let Some(h) = self.factions.get_mut(usize::from(from.0)) else {
                return;
            };
            let Some(p) = h.hand.iter().position(|c| card_key(c).as_ref() == Some(k)) else {
                continue;
            };
            let c = h.hand.remove(p);
            if let Some(t) = self.factions.get_mut(usize::from(to.0)) {
                t.hand.push(c);
            }
        }
    }

    /// RVN-01 / RVN-04: the PB-13 plays and discards fitted to the hands after the trades.
    /// A play whose card was traded away lapses (told privately). Discards still bring the hand
    /// to the limit: the cards named that are still held, as many as needed, then the newest.
    ///
    /// RVN-01: a faction that received cards is then asked again (`rvn_01_plays_after_trades`)
    /// with this fitted answer as its Default Move.
    fn rvn_01_fit_plays(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) -> Vec<(FactionId, Answer)> {
        let mut out = Vec::new();
        for (f, mut a) in answers {
            if let Answer::Revolution {
                statesmen,
                concessions,
                discards,
                ..
            } = &mut a
            {
                let hand = self.trade_hand(f);
                let mut lapsed: Vec<CardKey> = Vec::new();
                for k in statesmen.iter().chain(concessions.iter().map(|(k, _)| k)) {
                    if !hand.contains(k) {
                        lapsed.push(k.clone());
                    }
                }
                statesmen.retain(|k| hand.contains(k));
                concessions.retain(|(k, _)| hand.contains(k));
                for card in lapsed {
                    ev.push(private(
                        f,
                        EventKind::OrderLapsed {
                            faction: f,
                            refused: Illegal::NotInHand { card }.by("RVN-01"),
                        },
                    ));
                }
                let left: Vec<CardKey> = hand
                    .iter()
                    .filter(|k| !statesmen.contains(k) && !concessions.iter().any(|(c, _)| c == *k))
                    .cloned()
                    .collect();
                let need = left.len().saturating_sub(HAND_LIMIT);
                let mut fitted: Vec<CardKey> = discards
                    .iter()
                    .filter(|k| left.contains(k))
                    .take(need)
                    .cloned()
                    .collect();
                for k in left.iter().rev() {
                    if fitted.len() >= need {
                        break;
                    }
                    if !fitted.contains(k) {
                        fitted.push(k.clone());
                    }
                }
                *discards = fitted;
            }
            out.push((f, a));
        }
        out
    }
}
