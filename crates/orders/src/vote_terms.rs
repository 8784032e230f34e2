//! SEN-02 / SEN-04 (seed 004 "VOTING"): the terms the presiding magistrate announces with a
//! proposal, written at the end of its line:
//!
//! - `… CONDITIONAL VOTES TO <faction>`: that player alone may make conditional votes
//!   (`VOTE YES UP TO n`) on this proposal (SEN-04);
//! - `… VOTING ORDER <faction>, <faction>, …`: the order in which the votes and vetoes are
//!   resolved (SEN-02); factions left out follow in the clockwise default.
//!
//! - `… IF <faction> VOTED YES|NO ON <senator>` or `… IF <senator> IS [NOT] ELECTED`: PB-10
//!   (S004/79, "conditional proposals based on the outcome of elections, or even based on who
//!   voted for whom during the election"): the proposal is put only if the condition holds on
//!   this Senate's elections when its turn comes (never announced).
//!
//! A faction is written as its number (`Faction 2`, `2`) or one of its Senators' names.

use super::read_error::ReadError;
use super::read_why::{ReadWhy, Syntax};
use rules::{ElectionCondition, FactionId, Proposal, View, VoteTerms};

use super::grammar::{ConditionOrder, GameOrder, LineOutcome, ProposalOrder};
use super::senate::{ProposalOptions, proposal_of};

/// Where the terms start in the words of a proposal line, and what they say.
struct Terms {
    conditional_to: Option<String>,
    order: Vec<String>,
    condition: Option<ConditionOrder>,
}

/// Which of the terms a marker starts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Marker {
    ConditionalVotes,
    VotingOrder,
    If,
}

fn is(w: &str, kw: &str) -> bool {
    w.trim_end_matches([',', ';', ':']).eq_ignore_ascii_case(kw)
}

/// The start of `CONDITIONAL VOTE(S) TO`, `VOTING ORDER` or `IF` at word `i`, and its length.
fn marker(ws: &[String], i: usize) -> Option<(Marker, usize)> {
    let w = |k: usize| ws.get(i + k).map(String::as_str).unwrap_or("");
    if is(w(0), "CONDITIONAL") && (is(w(1), "VOTES") || is(w(1), "VOTE")) && is(w(2), "TO") {
        return Some((Marker::ConditionalVotes, 3));
    }
    if is(w(0), "VOTING") && is(w(1), "ORDER") {
        return Some((Marker::VotingOrder, 2));
    }
    if is(w(0), "IF") {
        return Some((Marker::If, 1));
    }
    None
}

/// PB-10 (S004/79): the words after `IF`: `<faction> VOTED YES|NO|FOR|AGAINST [ON] <senator>`
/// or `<senator> IS|WAS [NOT] ELECTED`.
fn condition(ws: &[&str]) -> Result<ConditionOrder, Syntax> {
    const FORM: Syntax = Syntax::ConditionForm;
    if let Some(v) = ws.iter().position(|w| is(w, "VOTED")) {
        let faction = ws[..v].join(" ");
        let yes = match ws.get(v + 1) {
            Some(w) if is(w, "YES") || is(w, "FOR") => true,
            Some(w) if is(w, "NO") || is(w, "AGAINST") => false,
            _ => return Err(FORM),
        };
        let mut rest = &ws[(v + 2).min(ws.len())..];
        if rest.first().is_some_and(|w| is(w, "ON") || is(w, "FOR")) {
            rest = &rest[1..];
        }
        let candidate = rest.join(" ");
        if faction.is_empty() || candidate.is_empty() {
            return Err(FORM);
        }
        return Ok(ConditionOrder::Voted {
            faction,
            candidate,
            yes,
        });
    }
    if let Some(e) = ws.iter().position(|w| is(w, "ELECTED"))
        && e + 1 == ws.len()
        && e >= 2
    {
        let not = is(ws[e - 1], "NOT");
        let verb = if not { e - 2 } else { e - 1 };
        if verb >= 1 && (is(ws[verb], "IS") || is(ws[verb], "WAS")) {
            return Ok(ConditionOrder::Elected {
                senator: ws[..verb].join(" "),
                elected: !not,
            });
        }
    }
    Err(FORM)
}

/// Split the terms off the words of a proposal line. `Ok(None)` when there are none.
fn split(ws: &[String]) -> Result<Option<(Vec<String>, Terms)>, Syntax> {
    let Some(start) = (0..ws.len()).find(|i| marker(ws, *i).is_some()) else {
        return Ok(None);
    };
    let mut terms = Terms {
        conditional_to: None,
        order: Vec::new(),
        condition: None,
    };
    let mut i = start;
    while i < ws.len() {
        let Some((kind, len)) = marker(ws, i) else {
            return Err(Syntax::NotUnderstoodHere {
                written: ws[i].clone(),
            });
        };
        let from = i + len;
        let mut end = from;
        while end < ws.len() && marker(ws, end).is_none() {
            end += 1;
        }
        let text = ws[from..end].join(" ");
        if kind == Marker::If {
            if terms.condition.is_some() {
                return Err(Syntax::IfTwice);
            }
            let words: Vec<&str> = ws[from..end].iter().map(String::as_str).collect();
            terms.condition = Some(condition(&words)?);
        } else if kind == Marker::ConditionalVotes {
            if terms.conditional_to.is_some() {
                return Err(Syntax::ConditionalVotesTwice);
            }
            if text.trim().is_empty() {
                return Err(Syntax::ConditionalVotesNoFaction);
            }
            terms.conditional_to = Some(text.trim().to_string());
        } else {
            if !terms.order.is_empty() {
                return Err(Syntax::VotingOrderTwice);
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
                return Err(Syntax::VotingOrderEmpty);
            }
        }
        i = end;
    }
    Ok(Some((ws[..start].to_vec(), terms)))
}

/// A proposal line (`NOMINATE`, `PROSECUTE`, `PROPOSE`) with the terms at its end, if any.
pub fn with_terms(
    keyword: &str,
    rest: &[String],
    parse: fn(&[String]) -> LineOutcome,
) -> LineOutcome {
    let (inner, terms) = match split(rest) {
        Ok(None) => return parse(rest),
        Ok(Some(x)) => x,
        Err(problem) => {
            return LineOutcome::Error(ReadWhy::InProposal {
                keyword: keyword.to_string(),
                problem,
            });
        }
    };
    match parse(&inner) {
        LineOutcome::Order(GameOrder::Propose(p)) if p != ProposalOrder::Adjourn => {
            LineOutcome::Order(GameOrder::Propose(ProposalOrder::Announced {
                proposal: Box::new(p),
                conditional_to: terms.conditional_to,
                order: terms.order,
                condition: terms.condition,
            }))
        }
        LineOutcome::Order(_) => LineOutcome::Error(ReadWhy::InProposal {
            keyword: keyword.to_string(),
            problem: Syntax::TermsWithoutProposal,
        }),
        other => other,
    }
}

/// A faction by number ("2", "Faction 2") or one of its Senators' names (any faction).
fn faction_of(name: &str, view: &View) -> Result<FactionId, ReadWhy> {
    super::trades::resolve_faction(name, view, FactionId(u8::MAX))
}

/// A term's reason, with the term's keyword.
fn in_term(term: &str, why: ReadWhy) -> ReadWhy {
    ReadWhy::InTerm {
        term: term.to_string(),
        why: Box::new(why),
    }
}

/// The rules' proposal with its terms (names resolved).
pub fn announced_of(
    p: &ProposalOrder,
    conditional_to: &Option<String>,
    order: &[String],
    condition: Option<&ConditionOrder>,
    opts: &ProposalOptions,
    view: &View,
    queued: &[Proposal],
) -> Result<Proposal, ReadError> {
    let put = proposal_of(p, opts, view, queued)?;
    let conditional_to = match conditional_to {
        Some(n) => Some(faction_of(n, view).map_err(|e| in_term("CONDITIONAL VOTES TO", e))?),
        None => None,
    };
    let mut fs: Vec<FactionId> = Vec::new();
    for n in order {
        let f = faction_of(n, view).map_err(|e| in_term("VOTING ORDER", e))?;
        if fs.contains(&f) {
            return Err(ReadWhy::FactionTwice { faction: f }.into());
        }
        fs.push(f);
    }
    // PB-10 (S004/79): names of any Senator, whatever office he holds now.
    let condition = match condition {
        None => None,
        Some(ConditionOrder::Voted {
            faction,
            candidate,
            yes,
        }) => Some(ElectionCondition::Voted {
            faction: faction_of(faction, view).map_err(|e| in_term("IF", e))?,
            candidate: super::names::resolve_senator(candidate, view)
                .map_err(|e| in_term("IF", e))?,
            yes: *yes,
        }),
        Some(ConditionOrder::Elected { senator, elected }) => Some(ElectionCondition::Elected {
            senator: super::names::resolve_senator(senator, view).map_err(|e| in_term("IF", e))?,
            elected: *elected,
        }),
    };
    Ok(Proposal::Announced {
        put: Box::new(put),
        terms: VoteTerms {
            conditional_to,
            order: fs,
            condition,
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
            ..
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

    /// PB-10 (S004/79): `IF` on the elections at the end of a proposal line is read (who voted
    /// for whom, who was elected), written back canonically, and a malformed one is refused.
    #[test]
    fn pb_10_a_condition_on_the_elections_is_read_at_the_end_of_a_proposal() {
        let read = |line: &str| match parse_line(line) {
            LineOutcome::Order(GameOrder::Propose(p)) => p,
            other => panic!("{line}: {other:?}"),
        };
        let p = read("PROPOSE RAISE 2 LEGIONS if Faction 2 voted against Fabius");
        let ProposalOrder::Announced { condition, .. } = &p else {
            panic!("{p:?}");
        };
        assert_eq!(
            condition,
            &Some(ConditionOrder::Voted {
                faction: "Faction 2".into(),
                candidate: "Fabius".into(),
                yes: false,
            })
        );
        assert_eq!(
            p.to_string(),
            "PROPOSE RAISE 2 LEGIONS IF Faction 2 VOTED NO ON Fabius"
        );
        let p = read("PROPOSE RAISE 2 LEGIONS VOTING ORDER 3 IF Cornelius IS NOT ELECTED");
        let ProposalOrder::Announced {
            condition, order, ..
        } = &p
        else {
            panic!("{p:?}");
        };
        assert_eq!(order, &["3"]);
        assert_eq!(
            condition,
            &Some(ConditionOrder::Elected {
                senator: "Cornelius".into(),
                elected: false,
            })
        );
        let p = read("NOMINATE CENSOR Valerius IF Cornelius WAS ELECTED");
        assert_eq!(
            p.to_string(),
            "NOMINATE CENSOR Valerius IF Cornelius IS ELECTED"
        );
        for bad in [
            "PROPOSE RAISE 2 LEGIONS IF",
            "PROPOSE RAISE 2 LEGIONS IF Faction 2 VOTED MAYBE ON Fabius",
            "PROPOSE RAISE 2 LEGIONS IF Faction 2 VOTED YES",
            "PROPOSE RAISE 2 LEGIONS IF Fabius IS CONSUL",
            "PROPOSE RAISE 2 LEGIONS IF Fabius IS ELECTED IF Furius IS ELECTED",
            "ADJOURN IF Fabius IS ELECTED",
        ] {
            let LineOutcome::Error(_) = parse_line(bad) else {
                panic!("{bad} is refused");
            };
        }
    }
}
