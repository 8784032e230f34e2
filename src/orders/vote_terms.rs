//! SEN-02 / SEN-04 (seed 004 "VOTING"): the terms the presiding magistrate announces with a
//! proposal, written at the end of its line:
//!
//! - `… CONDITIONAL VOTES TO <faction>`: that player alone may make conditional votes
//!   (`VOTE YES UP TO n`) on this proposal (SEN-04);
//! - `… VOTING ORDER <faction>, <faction>, …`: the order in which the votes and vetoes are
//!   resolved (SEN-02); factions left out follow in the clockwise default.
//!
//! A faction is written as its number (`Faction 2`, `2`) or one of its Senators' names.

use super::read_error::ReadError;
use crate::rules::{FactionId, Proposal, View, VoteTerms};

use super::grammar::{GameOrder, LineOutcome, ProposalOrder};
use super::senate::{ProposalOptions, proposal_of};

/// Where the terms start in the words of a proposal line, and what they say.
struct Terms {
    conditional_to: Option<String>,
    order: Vec<String>,
}

fn is(w: &str, kw: &str) -> bool {
    w.trim_end_matches([',', ';', ':']).eq_ignore_ascii_case(kw)
}

/// The start of `CONDITIONAL VOTE(S) TO` or `VOTING ORDER` at word `i`, and its length.
fn marker(ws: &[String], i: usize) -> Option<(bool, usize)> {
    let w = |k: usize| ws.get(i + k).map(String::as_str).unwrap_or("");
    if is(w(0), "CONDITIONAL") && (is(w(1), "VOTES") || is(w(1), "VOTE")) && is(w(2), "TO") {
        return Some((true, 3));
    }
    if is(w(0), "VOTING") && is(w(1), "ORDER") {
        return Some((false, 2));
    }
    None
}

/// Split the terms off the words of a proposal line. `Ok(None)` when there are none.
fn split(ws: &[String]) -> Result<Option<(Vec<String>, Terms)>, String> {
    let Some(start) = (0..ws.len()).find(|i| marker(ws, *i).is_some()) else {
        return Ok(None);
    };
    let mut terms = Terms {
        conditional_to: None,
        order: Vec::new(),
    };
    let mut i = start;
    while i < ws.len() {
        let Some((conditional, len)) = marker(ws, i) else {
            return Err(format!("\"{}\" is not understood here", ws[i]));
        };
        let from = i + len;
        let mut end = from;
        while end < ws.len() && marker(ws, end).is_none() {
            end += 1;
        }
        let text = ws[from..end].join(" ");
        if conditional {
            if terms.conditional_to.is_some() {
                return Err("CONDITIONAL VOTES TO is written twice".into());
            }
            if text.trim().is_empty() {
                return Err("CONDITIONAL VOTES TO needs a faction".into());
            }
            terms.conditional_to = Some(text.trim().to_string());
        } else {
            if !terms.order.is_empty() {
                return Err("VOTING ORDER is written twice".into());
            }
            // Factions separated by commas, semicolons or THEN.
            let mut cur: Vec<&str> = Vec::new();
            for w in text.split_whitespace() {
                let ends = w.ends_with([',', ';']);
                let w = w.trim_end_matches([',', ';']);
                if w.eq_ignore_ascii_case("THEN") {
                    terms.order.push(cur.join(" "));
                    cur.clear();
                    continue;
                }
                if !w.is_empty() {
                    cur.push(w);
                }
                if ends {
                    terms.order.push(cur.join(" "));
                    cur.clear();
                }
            }
            terms.order.push(cur.join(" "));
            terms.order.retain(|s| !s.is_empty());
            if terms.order.is_empty() {
                return Err("VOTING ORDER needs the factions in order, separated by commas".into());
            }
        }
        i = end;
    }
    Ok(Some((ws[..start].to_vec(), terms)))
}

/// A proposal line (`NOMINATE`, `PROSECUTE`, `PROPOSE`) with the terms at its end, if any.
pub(crate) fn with_terms(
    keyword: &str,
    rest: &[String],
    parse: fn(&[String]) -> LineOutcome,
) -> LineOutcome {
    let (inner, terms) = match split(rest) {
        Ok(None) => return parse(rest),
        Ok(Some(x)) => x,
        Err(e) => return LineOutcome::Error(format!("in {keyword}: {e}")),
    };
    match parse(&inner) {
        LineOutcome::Order(GameOrder::Propose(p)) if p != ProposalOrder::Adjourn => {
            LineOutcome::Order(GameOrder::Propose(ProposalOrder::Announced {
                proposal: Box::new(p),
                conditional_to: terms.conditional_to,
                order: terms.order,
            }))
        }
        LineOutcome::Order(_) => LineOutcome::Error(format!(
            "in {keyword}: CONDITIONAL VOTES TO and VOTING ORDER go with a proposal the \
             presiding magistrate puts"
        )),
        other => other,
    }
}

/// A faction by number ("2", "Faction 2") or one of its Senators' names (any faction).
fn faction_of(name: &str, view: &View) -> Result<FactionId, String> {
    super::trades::resolve_faction(name, view, FactionId(u8::MAX))
}

/// The rules' proposal with its terms (names resolved).
pub(crate) fn announced_of(
    p: &ProposalOrder,
    conditional_to: &Option<String>,
    order: &[String],
    opts: &ProposalOptions,
    view: &View,
    queued: &[Proposal],
) -> Result<Proposal, ReadError> {
    let put = proposal_of(p, opts, view, queued)?;
    let conditional_to = match conditional_to {
        Some(n) => Some(faction_of(n, view).map_err(|e| format!("CONDITIONAL VOTES TO: {e}"))?),
        None => None,
    };
    let mut fs: Vec<FactionId> = Vec::new();
    for n in order {
        let f = faction_of(n, view).map_err(|e| format!("VOTING ORDER: {e}"))?;
        if fs.contains(&f) {
            return Err(format!("VOTING ORDER: Faction {f} is named twice").into());
        }
        fs.push(f);
    }
    Ok(Proposal::Announced {
        put: Box::new(put),
        terms: VoteTerms {
            conditional_to,
            order: fs,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::super::grammar::parse_line;
    use super::*;

    /// SEN-04 / SEN-02: the terms at the end of a proposal line are read, in either order, and
    /// written back in the canonical form.
    #[test]
    fn sen_04_sen_02_terms_are_read_at_the_end_of_a_proposal() {
        let LineOutcome::Order(GameOrder::Propose(p)) = parse_line(
            "PROPOSE RAISE 2 LEGIONS VOTING ORDER Faction 3, 1 then Fabius CONDITIONAL VOTES TO Faction 2",
        ) else {
            panic!("read");
        };
        let ProposalOrder::Announced {
            proposal,
            conditional_to,
            order,
        } = &p
        else {
            panic!("{p:?}");
        };
        assert!(matches!(
            **proposal,
            ProposalOrder::Raise { legions: 2, .. }
        ));
        assert_eq!(conditional_to.as_deref(), Some("Faction 2"));
        assert_eq!(order, &["Faction 3", "1", "Fabius"]);
        assert_eq!(
            p.to_string(),
            "PROPOSE RAISE 2 LEGIONS CONDITIONAL VOTES TO Faction 2 VOTING ORDER Faction 3, 1, Fabius"
        );
        let LineOutcome::Order(GameOrder::Propose(ProposalOrder::Announced { .. })) =
            parse_line("NOMINATE CONSULS Fabius AND Cornelius CONDITIONAL VOTES TO 2")
        else {
            panic!("a nomination takes terms");
        };
        for bad in [
            "ADJOURN CONDITIONAL VOTES TO 2",
            "PROPOSE RAISE 2 LEGIONS CONDITIONAL VOTES TO",
            "PROPOSE RAISE 2 LEGIONS VOTING ORDER 1 VOTING ORDER 2",
        ] {
            assert!(
                matches!(parse_line(bad), LineOutcome::Error(_)),
                "{bad} is refused"
            );
        }
    }
}
