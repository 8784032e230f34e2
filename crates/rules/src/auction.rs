//! Auctioned initiatives (LR 1.07.22; FOR-17) by sealed bids (PB-06, S004 "SIXTH INITIATIVE
//! RESOLUTION").

use super::api::{
    Act, Answer, Bid, Decision, DecisionKind, DecisionOptions, DefaultBy, Event, EventKind,
    FactionId, Illegal, InitiativePlan, RuleError, SenatorId,
};
use super::game::{Game, private, public};
use crate::api::{AuctionWon, InitiativeHow};

impl Game {
    /// Targets of the attempts a bid may be conditional on: those of the open bribes round and
    /// those already resolved this phase.
    pub(super) fn conditional_targets(&self) -> Vec<SenatorId> {
        let mut v: Vec<SenatorId> = Vec::new();
        if let Some(fs) = self.forum.as_ref() {
            for t in fs
                .attempts
                .iter()
                .map(|a| a.target.clone())
                .chain(fs.outcomes.iter().map(|(t, _)| t.clone()))
            {
                if !v.contains(&t) {
                    v.push(t);
                }
            }
        }
        v
    }

    /// PB-06: the bid decision of `f` for auctioned initiative `n`.
    pub(super) fn bid_decision(&self, f: FactionId, n: u8) -> Decision {
        let plan = self.seed_default_plan(f);
        // A standing order for initiatives is the plan if won (when legal now).
        let plan = match self.standing_for(f, DecisionKind::Initiative) {
            Some(Answer::Initiative(p)) => self.validate_plan(f, &p).unwrap_or(plan),
            _ => plan,
        };
        let d = Decision {
            id: self.decision_id(&format!("bid{n}"), f),
            kind: DecisionKind::InitiativeBid,
            owner: f,
            simultaneous: true,
            options: DecisionOptions::InitiativeBid {
                initiative: n,
                bidders: self
                    .in_rome_of(f)
                    .into_iter()
                    .map(|i| self.senators[i].id())
                    .collect(),
                conditional_on: self.conditional_targets(),
                plan_options: Box::new(self.initiative_options(f, n)),
                later: if self.bid_ahead {
                    (n + 1..=super::forum::INITIATIVES).collect()
                } else {
                    Vec::new()
                },
            },
            default: Answer::InitiativeBid {
                bids: Vec::new(),
                plan,
                later: Vec::new(),
            },
            default_by: DefaultBy::Seed,
        };
        self.apply_standing(d)
    }

    /// PB-06: validate bids (each from one of `f`'s senators in Rome, within his Personal
    /// Treasury, conditional only on persuasion outcomes) and the plan if won.
    /// FOR-17 house rule "bid ahead" (issue 21 §2, RULING in docs/RULINGS.md): keep the bids
    /// written in the answers to auction `n` for the later auctions (a faction's later answer
    /// for the same auction replaces its earlier one).
    pub(super) fn for_17_keep_bids_ahead(&mut self, n: u8, answers: &[(FactionId, Answer)]) {
        let Some(fs) = self.forum.as_mut() else {
            return;
        };
        for (f, a) in answers {
            let Answer::InitiativeBid { later, .. } = a else {
                continue;
            };
            for l in later.iter().filter(|l| l.initiative > n) {
                fs.bids_ahead
                    .retain(|(g, k)| !(g == f && k.initiative == l.initiative));
                fs.bids_ahead.push((*f, l.clone()));
            }
        }
    }

    /// FOR-17 house rule "bid ahead": the bids written earlier for auction `n` are the
    /// answers of their factions (sealed like any answer); one the rules refuse now is not
    /// used, and its faction is called as usual, unless it bids nothing and its faction cannot
    /// take the initiative without a bid (`for_17_may_take_unbid`): then its plan, which alone
    /// the rules refuse, would never be used, and its NO BID stands (issue 21 §2). A bid set
    /// aside is told to its faction, privately, with the rules' reason (`OrderLapsed`), as a
    /// PB-03 plan sent ahead is.
    pub(super) fn for_17_cast_bids_ahead(&mut self, n: u8, ev: &mut Vec<Event>) {
        let Some(fs) = self.forum.as_mut() else {
            return;
        };
        if fs.bids_ahead.is_empty() {
            return;
        }
        let (now, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut fs.bids_ahead)
            .into_iter()
            .partition(|(_, l)| l.initiative == n);
        fs.bids_ahead = keep;
        let refused = std::cell::RefCell::new(Vec::new());
        self.prefill_answers(DecisionKind::InitiativeBid, |g, d| {
            let (_, l) = now.iter().find(|(f, _)| *f == d.owner)?;
            let a = Answer::InitiativeBid {
                bids: l.bids.clone(),
                plan: l.plan.clone(),
                later: Vec::new(),
            };
            match g.validate_bid(d, &a) {
                Ok(a) => Some(a),
                Err(_)
                    if l.bids
                        .iter()
                        .all(|b| b.amount == 0 && b.condition.is_none())
                        && !g.for_17_may_take_unbid(d.owner) =>
                {
                    Some(Answer::InitiativeBid {
                        bids: Vec::new(),
                        plan: InitiativePlan::default(),
                        later: Vec::new(),
                    })
                }
                Err(RuleError::Illegal { rule, why }) => {
                    refused
                        .borrow_mut()
                        .push((d.owner, super::illegal::Refused { rule, why }));
                    None
                }
                Err(_) => None,
            }
        });
        for (f, r) in refused.into_inner() {
            self.step_lapses(f, r, ev);
        }
    }

    /// FOR-17 (LR 1.07.22): an initiative nobody bids on goes to the HRAO's faction. Faction
    /// `f` may take it without a bid if it is the HRAO's faction now, or if one of its attempts
    /// of the round (resolved before the auction) targets the HRAO and could bring him over.
    fn for_17_may_take_unbid(&self, f: FactionId) -> bool {
        if self.hrao_order().first() == Some(&f) {
            return true;
        }
        let hrao = self.hrao();
        self.forum.as_ref().is_some_and(|fs| {
            fs.attempts
                .iter()
                .any(|a| a.faction == f && Some(&a.target) == hrao.as_ref())
        })
    }

    pub(super) fn validate_bid(&self, d: &Decision, a: &Answer) -> Result<Answer, RuleError> {
        let Answer::InitiativeBid { bids, plan, later } = a else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::InitiativeBid,
            });
        };
        let DecisionOptions::InitiativeBid {
            conditional_on,
            later: may_later,
            ..
        } = &d.options
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::InitiativeBid,
            });
        };
        let f = d.owner;
        let mut out = Vec::new();
        for b in bids {
            let condition = match &b.condition {
                None => None,
                Some((t, ok)) => {
                    let canon = self
                        .find_senator(t)
                        .map(|j| self.senators[j].id())
                        .unwrap_or_else(|| t.clone());
                    if !conditional_on.contains(&canon) {
                        return Err(Illegal::BidConditionNotATarget {
                            senator: t.clone(),
                            targets: conditional_on.clone(),
                        }
                        .by("PB-06")
                        .into());
                    }
                    Some((canon, *ok))
                }
            };
            // PB-06 (issue 10): a bid from the target of a pending persuasion, on the condition
            // that it succeeds, is judged when the auction is resolved (he joins the faction only
            // then, `resolve_auction` checks faction, Rome and treasury).
            if let Some(j) = self.find_senator(&b.from)
                && condition.as_ref() == Some(&(self.senators[j].id(), true))
            {
                out.push(Bid {
                    amount: b.amount,
                    from: self.senators[j].id(),
                    condition,
                });
                continue;
            }
            let i = self.own_senator(f, &b.from, Act::Bid, "FOR-17")?;
            if !self.senators[i].in_rome {
                return Err(Illegal::NotInRome {
                    senator: b.from.clone(),
                    act: Act::Bid,
                }
                .by("FOR-17")
                .into());
            }
            if b.amount > self.senators[i].treasury {
                return Err(Illegal::BidBeyondTreasury {
                    senator: b.from.clone(),
                    bid: b.amount,
                    have: self.senators[i].treasury,
                }
                .by("FOR-17")
                .into());
            }
            if b.amount == 0 && condition.is_none() {
                continue;
            }
            out.push(Bid {
                amount: b.amount,
                from: self.senators[i].id(),
                condition,
            });
        }
        let plan = self.validate_plan(f, plan)?;
        // FOR-17 house rule "bid ahead": only the later auctions of this Forum Phase; each is
        // checked when its auction opens.
        let later = later
            .iter()
            .filter(|l| may_later.contains(&l.initiative))
            .cloned()
            .collect();
        Ok(Answer::InitiativeBid {
            bids: out,
            plan,
            later,
        })
    }

    /// FOR-17 / PB-06: resolve the auction of initiative `n`: each faction's first bid whose
    /// condition holds (and that its senator can still pay, in Rome and in the faction); the
    /// highest wins, ties to the HRAO's faction or the nearest clockwise from it; no bid of 1T or
    /// more → the HRAO's faction. The winner pays (to the bank) and takes the initiative at once
    /// with the plan from its answer.
    ///
    /// RULING (FOR-17): LR 1.07.22 does not say where the winning bid goes; it is paid to the
    /// bank. A bid that its senator can no longer pay when the auction is resolved (money spent
    /// on bribes in the same round, or he left the faction) does not count; the next bid in the
    /// faction's order of preference is considered.
    pub(super) fn resolve_auction(
        &mut self,
        n: u8,
        answers: &[(FactionId, Answer)],
        ev: &mut Vec<Event>,
    ) {
        let outcomes = self
            .forum
            .as_ref()
            .map(|fs| fs.outcomes.clone())
            .unwrap_or_default();
        let order = self.hrao_order();
        let mut best: Vec<(FactionId, u32, Option<usize>)> = Vec::new();
        for f in &order {
            let Some((_, Answer::InitiativeBid { bids, .. })) = answers
                .iter()
                .find(|(g, a)| g == f && matches!(a, Answer::InitiativeBid { .. }))
            else {
                best.push((*f, 0, None));
                continue;
            };
            let mut chosen = (0, None);
            for b in bids {
                let holds = match &b.condition {
                    None => true,
                    Some((t, ok)) => outcomes.iter().any(|(x, r)| x == t && r == ok),
                };
                if !holds {
                    continue;
                }
                let Some(i) = self.find_senator(&b.from).filter(|i| {
                    let s = &self.senators[*i];
                    s.faction == Some(*f) && s.in_rome && s.treasury >= b.amount
                }) else {
                    continue;
                };
                chosen = (b.amount, Some(i));
                break;
            }
            best.push((*f, chosen.0, chosen.1));
        }
        let top = best.iter().map(|(_, a, _)| *a).max().unwrap_or(0);
        let hrao_faction = order.first().copied().unwrap_or(FactionId(0));
        let (winner, reason) = if top == 0 {
            (hrao_faction, AuctionWon::NoBid)
        } else {
            // `best` is in HRAO order: the first with the top bid is the HRAO or nearest to him.
            let w = best
                .iter()
                .find(|(_, a, _)| *a == top)
                .map_or(hrao_faction, |(f, _, _)| *f);
            let tied = best.iter().filter(|(_, a, _)| *a == top).count() > 1;
            (
                w,
                if tied {
                    AuctionWon::TiedNearestTheHrao
                } else {
                    AuctionWon::HighestBid
                },
            )
        };
        if top > 0
            && let Some((_, amount, Some(i))) = best.iter().find(|(f, _, _)| *f == winner)
        {
            self.senators[*i].treasury -= amount;
            self.ledger.spent_to_bank += u64::from(*amount);
            ev.push(private(
                winner,
                EventKind::BidPaid {
                    initiative: n,
                    senator: self.senators[*i].id(),
                    amount: *amount,
                },
            ));
        }
        ev.push(public(EventKind::AuctionResolved {
            initiative: n,
            bids: best.iter().map(|(f, a, _)| (*f, *a)).collect(),
            winner,
            reason,
        }));
        // PB-03: a silent winner's Default Move is worked out now, when the initiative comes
        // (the round's attempts, resolved first, may have changed the Forum), not when the
        // round opened.
        let silent = self
            .forum
            .as_ref()
            .is_some_and(|fs| fs.bid_defaulted.contains(&winner));
        let plan = answers
            .iter()
            .find_map(|(g, a)| match a {
                Answer::InitiativeBid { plan, .. } if *g == winner && !silent => Some(plan.clone()),
                _ => None,
            })
            .unwrap_or_else(|| self.seed_default_plan(winner));
        let how = if top == 0 {
            InitiativeHow::NotBidOn
        } else {
            InitiativeHow::WonAtAuction
        };
        let plan: InitiativePlan = plan;
        self.run_initiative(n, winner, &plan, how, ev);
    }
}
