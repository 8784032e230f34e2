//! RVN-05 / RVN-06 / RVN-07: the REVOLT order of the Revolution Phase (PB-13).
//!
//! `REVOLT <commander> [IF AT LEAST <n> LEGIONS FOLLOW] [SPEND <n>] [WITH <senator>, ...]`:
//! the commander (one with a Land Victory this turn) rolls for his Legions' allegiance after
//! spending `n` talents on their loyalty, and revolts only if at least `n` Legions follow him
//! (S004 PB-13: "Orders for revolts can be conditional based on the outcome of legion alliance
//! rolls"); the senators named after WITH join him as Secondary Rebels. `KEEP FLEETS` (RVN-10,
//! ADV 2.03.23/1-2, with Rebel Governors): he dices for his Fleets' loyalty too and keeps those
//! that follow; without it (the Default Move) he forfeits their control to the Senate.

use super::grammar::parse_amount;
use super::names::{
    all_senators, find_senator, own_senators, resolve_scoped, resolve_senator, senator_text,
};
use super::read_why::{ReadWhy, Scope};
use rules::api::{RevoltOrder, SenatorId, View};
use rules::{FactionId, Office};

/// The words of a REVOLT line after the keyword, read into an order (names resolved: the
/// commander among `may_revolt`, the others among the faction's senators).
pub fn read_revolt(
    rest: &str,
    may_revolt: &[SenatorId],
    view: &View,
    faction: FactionId,
) -> Result<RevoltOrder, ReadWhy> {
    let words: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
    let is = |w: &String, k: &str| w.trim_end_matches(',').eq_ignore_ascii_case(k);
    let first_kw = words
        .iter()
        .position(|w| is(w, "IF") || is(w, "SPEND") || is(w, "WITH") || is(w, "KEEP"))
        .unwrap_or(words.len());
    let name = words[..first_kw].join(" ");
    if name.trim().is_empty() {
        return Err(ReadWhy::RevoltNoCommander);
    }
    if may_revolt.is_empty() {
        return Err(ReadWhy::RevoltNobody);
    }
    let commander = resolve_scoped(&name, may_revolt, view, Scope::Revolter)?;
    let mut at_least = 1u32;
    let mut spend = 0u32;
    let mut master_spend = 0u32;
    let mut joined_by: Vec<SenatorId> = Vec::new();
    let mut fleets = false;
    let mut i = first_kw;
    while i < words.len() {
        let w = &words[i];
        if is(w, "IF") {
            // IF AT LEAST n LEGION(S) [FOLLOW(S)]
            let ok = words.get(i + 1).is_some_and(|x| is(x, "AT"))
                && words.get(i + 2).is_some_and(|x| is(x, "LEAST"));
            if !ok {
                return Err(ReadWhy::RevoltCondition);
            }
            let (n, used) =
                parse_amount(words.get(i + 3..).unwrap_or(&[])).map_err(ReadWhy::RevoltAtLeast)?;
            at_least = n.max(1);
            i += 3 + used;
            while i < words.len()
                && ["LEGION", "LEGIONS", "FOLLOW", "FOLLOWS", "FOLLOW."]
                    .iter()
                    .any(|k| is(&words[i], k))
            {
                i += 1;
            }
        } else if is(w, "SPEND") {
            let (n, used) =
                parse_amount(words.get(i + 1..).unwrap_or(&[])).map_err(ReadWhy::RevoltSpend)?;
            i += 1 + used;
            // RVN-06 (LR 1.11.31): SPEND <n> FROM <his Master of Horse>, with his consent.
            if words.get(i).is_some_and(|x| is(x, "FROM")) {
                let end = words[i + 1..]
                    .iter()
                    .position(|x| is(x, "IF") || is(x, "SPEND") || is(x, "WITH") || is(x, "KEEP"))
                    .map_or(words.len(), |p| i + 1 + p);
                let name = words[i + 1..end].join(" ");
                let from = resolve_senator(&name, view)?;
                if from == commander {
                    spend = n;
                } else if find_senator(view, &from)
                    .is_some_and(|s| s.offices.contains(&Office::MasterOfHorse))
                {
                    master_spend = n;
                } else {
                    return Err(ReadWhy::RevoltSpendFrom {
                        n,
                        senator: senator_text(&from, view),
                    });
                }
                i = end;
            } else {
                spend = n;
            }
        } else if is(w, "KEEP") {
            // RVN-10 (ADV 2.03.23/1): KEEP [HIS] FLEETS.
            i += 1;
            if words.get(i).is_some_and(|x| is(x, "HIS")) {
                i += 1;
            }
            match words.get(i) {
                Some(x) if is(x, "FLEETS") || is(x, "FLEET") => {
                    fleets = true;
                    i += 1;
                }
                Some(x) => return Err(ReadWhy::RevoltWord { written: x.clone() }),
                None => return Err(ReadWhy::RevoltWord { written: w.clone() }),
            }
        } else if is(w, "WITH") {
            let tail = words[i + 1..].join(" ");
            let own: Vec<SenatorId> = own_senators(view, faction)
                .iter()
                .map(|s| s.id.clone())
                .filter(|id| *id != commander)
                .collect();
            for part in tail
                .split(',')
                .flat_map(|p| p.split(" AND ").flat_map(|q| q.split(" and ")))
            {
                let part = part.trim();
                if part.is_empty() {
                    continue;
                }
                let id = resolve_scoped(part, &own, view, Scope::JoinRevolt)?;
                if !joined_by.contains(&id) {
                    joined_by.push(id);
                }
            }
            i = words.len();
        } else {
            return Err(ReadWhy::RevoltWord { written: w.clone() });
        }
    }
    Ok(RevoltOrder {
        commander,
        at_least,
        spend,
        joined_by,
        master_spend,
        fleets,
    })
}

/// The canonical line of a revolt order (read back by `read_revolt` it gives the same order).
pub fn revolt_line(o: &RevoltOrder, view: &View) -> String {
    let mut line = format!("REVOLT {}", senator_text(&o.commander, view));
    if o.at_least > 1 {
        line.push_str(&format!(" IF AT LEAST {} LEGIONS FOLLOW", o.at_least));
    }
    if o.spend > 0 {
        line.push_str(&format!(" SPEND {}T", o.spend));
    }
    if o.master_spend > 0 {
        let master = all_senators(view)
            .into_iter()
            .find(|s| s.offices.contains(&Office::MasterOfHorse))
            .map_or_else(
                || "his Master of Horse".to_string(),
                |s| senator_text(&s.id, view),
            );
        line.push_str(&format!(" SPEND {}T FROM {master}", o.master_spend));
    }
    if o.fleets {
        line.push_str(" KEEP FLEETS");
    }
    if !o.joined_by.is_empty() {
        let names: Vec<String> = o.joined_by.iter().map(|s| senator_text(s, view)).collect();
        line.push_str(&format!(" WITH {}", names.join(", ")));
    }
    line
}
