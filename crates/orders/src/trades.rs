//! Trade orders (PB-14 / RVN-01): `OFFER <cards> TO <faction> [FOR <cards>]`, `OFFER NONE`,
//! `ACCEPT <n>`, `ACCEPT NONE` into a Trades answer, and that answer back into lines.
//!
//! The cards given are found in the faction's own hand; the cards asked for are found among
//! all Faction cards of the game's data (the other hand is hidden: whether the other side holds
//! them is learnt only from its answer). A faction is written by its number ("2", "Faction 2")
//! or by the name of one of its Senators.

use super::grammar::{GameOrder, parse_amount};
use super::names::{Entry, Match, card_text, match_name, resolve_hand_card};
use super::{ReadError, ReadWhy};
use rules::api::{Answer, CardKey, FactionId, TradeOffer, View};
use rules::data::{IntrigueKind, early_republic};

/// Every Faction card of the game's data as a name entry (statesmen, concessions, intrigue).
fn faction_card_entries() -> Vec<Entry> {
    let Ok(d) = early_republic() else {
        return Vec::new();
    };
    let mut out: Vec<Entry> = Vec::new();
    for s in &d.statesmen {
        out.push(Entry::new(
            &s.id,
            format!("{} (#{})", s.name, s.id),
            &[s.name.as_str()],
        ));
    }
    for c in &d.concessions {
        out.push(Entry::new(
            &c.key,
            format!("{} ({})", c.name, c.key),
            &[c.name.as_str()],
        ));
    }
    // Intrigue cards of one kind are alike (DATA-18): the name stands for any of them.
    let mut seen: Vec<IntrigueKind> = Vec::new();
    for i in &d.intrigue {
        if seen.contains(&i.kind) {
            out.push(Entry::new(&i.key, format!("{} ({})", i.name, i.key), &[]));
            continue;
        }
        seen.push(i.kind);
        out.push(Entry::new(&i.key, i.name.clone(), &[i.name.as_str()]));
    }
    out
}

/// A card asked of another faction, by key or name. An Intrigue card named by its name only
/// ("Tribune") stands for the first card of that name in the data; the rules match it against
/// the other hand's cards of that name when the trade is done (see `rules::trades`).
fn resolve_any_card(name: &str) -> Result<CardKey, ReadError> {
    // A card's whole name decides at once ("Tribune", not also "Murder of a Tribune").
    if let Ok(d) = early_republic() {
        let want = name.trim().trim_matches(|c| c == '"' || c == '\'').trim();
        let same = |n: &str| n.eq_ignore_ascii_case(want);
        if let Some(s) = d.statesmen.iter().find(|s| same(&s.name)) {
            return Ok(CardKey(s.id.clone()));
        }
        if let Some(c) = d.concessions.iter().find(|c| same(&c.name)) {
            return Ok(CardKey(c.key.clone()));
        }
        if let Some(i) = d.intrigue.iter().find(|i| same(&i.name)) {
            return Ok(CardKey(i.key.clone()));
        }
    }
    let entries = faction_card_entries();
    match match_name(name, &entries)? {
        Match::Found(i) => Ok(CardKey(entries[i].id.clone())),
        Match::Ambiguous(idx) => {
            // Cards of one kind (Tribune, DATA-18): the first stands for them all.
            let first = &entries[idx[0]];
            let kind = CardKey(first.id.clone()).identity();
            if idx
                .iter()
                .all(|&i| CardKey(entries[i].id.clone()).identity() == kind)
            {
                return Ok(CardKey(first.id.clone()));
            }
            Err(ReadWhy::CardAmbiguous {
                written: name.trim().to_string(),
                cards: idx
                    .iter()
                    .take(6)
                    .map(|&i| entries[i].label.clone())
                    .collect(),
            }
            .into())
        }
        Match::NotFound => Err(ReadWhy::NoFactionCard {
            written: name.trim().to_string(),
        }
        .into()),
    }
}

/// "5T", "5 talents": an amount of talents, not a card.
fn is_talents(item: &str) -> bool {
    let ws: Vec<String> = item.split_whitespace().map(str::to_string).collect();
    matches!(parse_amount(&ws), Ok((_, used)) if used == ws.len())
}

/// A faction by number ("2", "Faction 2", "F2") or by one of its Senators' names.
pub fn resolve_faction(name: &str, view: &View, me: FactionId) -> Result<FactionId, ReadWhy> {
    let t = name.trim();
    let digits = t
        .trim_start_matches(|c: char| c.is_ascii_alphabetic() || c == '#' || c == ' ')
        .trim();
    if let Ok(n) = digits.parse::<u8>() {
        if let Some(f) = view.factions.iter().find(|f| f.id.0 + 1 == n) {
            return Ok(f.id);
        }
        return Err(ReadWhy::NoSuchFaction { n });
    }
    let mut entries: Vec<Entry> = Vec::new();
    let mut owners: Vec<FactionId> = Vec::new();
    for f in &view.factions {
        if f.id == me {
            continue;
        }
        for s in &f.senators {
            let mut names: Vec<&str> = vec![s.name.as_str()];
            names.extend(s.aliases.iter().map(String::as_str));
            entries.push(Entry::new(
                &s.id.0,
                format!("{} of Faction {}", s.name, f.id),
                &names,
            ));
            owners.push(f.id);
        }
    }
    match match_name(t, &entries)? {
        Match::Found(i) => Ok(owners[i]),
        Match::Ambiguous(idx) if idx.iter().all(|&i| owners[i] == owners[idx[0]]) => {
            Ok(owners[idx[0]])
        }
        _ => Err(ReadWhy::NoOtherFaction {
            written: t.to_string(),
        }),
    }
}

/// Apply one trade order to a Trades answer; returns the order's canonical text.
pub(super) fn apply_trade(
    order: &GameOrder,
    offers: &mut Vec<TradeOffer>,
    accept: &mut Vec<u32>,
    may_offer: bool,
    restarted: &mut bool,
    view: &View,
    me: FactionId,
) -> Result<String, ReadError> {
    match order {
        GameOrder::Offer { give, to, get } => {
            if !may_offer {
                return Err(ReadWhy::OfferNotThisRound.into());
            }
            // GEN-08 (LR 1.04.6): talents change hands only in the Revenue Phase.
            if give.iter().chain(get.iter()).any(|c| is_talents(c)) {
                return Err(ReadWhy::TradeTalents.into());
            }
            let to = resolve_faction(to, view, me)?;
            if to == me {
                return Err(ReadWhy::TradeToSelf.into());
            }
            let give: Vec<CardKey> = give
                .iter()
                .map(|c| resolve_hand_card(c, view, me))
                .collect::<Result<_, ReadWhy>>()?;
            let get: Vec<CardKey> = get
                .iter()
                .map(|c| resolve_any_card(c))
                .collect::<Result<_, _>>()?;
            if !*restarted {
                offers.clear();
                *restarted = true;
            }
            let o = TradeOffer {
                number: 0,
                from: me,
                to,
                give,
                get,
            };
            let text = offer_line(&o, view);
            // Issue 21: an offer of the same cards to the same faction is a correction of it
            // (it keeps its place); any other offer is added to the list.
            match offers.iter().position(|x| x.to == o.to && x.give == o.give) {
                Some(i) => offers[i] = o,
                None => offers.push(o),
            }
            Ok(text)
        }
        GameOrder::OfferNone => {
            offers.clear();
            *restarted = true;
            Ok("OFFER NONE".to_string())
        }
        GameOrder::Accept { numbers } => {
            for n in numbers {
                if !accept.contains(n) {
                    accept.push(*n);
                }
            }
            Ok(format!(
                "ACCEPT {}",
                numbers
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        }
        GameOrder::AcceptNone => {
            accept.clear();
            Ok("ACCEPT NONE".to_string())
        }
        _ => Err(ReadWhy::NotForTrades {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

/// A card asked for, written so that it reads back: its name, else its key.
fn asked_text(k: &CardKey, view: &View) -> String {
    let t = card_text(k, view);
    if t != k.0 {
        return t;
    }
    let name = data_name(&k.0);
    match resolve_any_card(&name) {
        Ok(back) if back == *k => name,
        _ => k.0.clone(),
    }
}

/// A card's name as the card data spells it (what a player writes), else its key.
fn data_name(key: &str) -> String {
    let Ok(d) = early_republic() else {
        return key.to_string();
    };
    d.statesman(key)
        .map(|s| s.name.clone())
        .or_else(|| d.concession(key).map(|c| c.name.clone()))
        .or_else(|| d.intrigue(key).map(|i| i.name.clone()))
        .unwrap_or_else(|| key.to_string())
}

fn offer_line(o: &TradeOffer, view: &View) -> String {
    let list = |v: Vec<String>| {
        if v.is_empty() {
            "NOTHING".to_string()
        } else {
            v.join(", ")
        }
    };
    let mut line = format!(
        "OFFER {} TO Faction {}",
        list(o.give.iter().map(|k| card_text(k, view)).collect()),
        o.to
    );
    if !o.get.is_empty() {
        line.push_str(&format!(
            " FOR {}",
            list(o.get.iter().map(|k| asked_text(k, view)).collect())
        ));
    }
    line
}

/// The lines of a Trades answer.
pub(super) fn trade_lines(answer: &Answer, view: &View) -> Vec<String> {
    let Answer::Trades { offers, accept } = answer else {
        return Vec::new();
    };
    let mut lines: Vec<String> = offers.iter().map(|o| offer_line(o, view)).collect();
    if accept.is_empty() {
        if offers.is_empty() {
            lines.push("OFFER NONE".to_string());
        }
    } else {
        lines.push(format!(
            "ACCEPT {}",
            accept
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    lines
}
