//! Shared helpers for the rules integration tests: a "bot" that answers every decision with a
//! random legal answer, and the checks every run must pass. Included by the `rules_*` tests with
//! `#[path]`; compiled alone it is an empty test crate.
#![allow(dead_code)]

use rorgm::rules::{
    Answer, Bid, CardKey, Decision, DecisionOptions, Event, EventKind, FactionId, Game, GameStatus,
    GamesKind, InitiativePlan, KnightsOrder, PersuasionOrder, Purse, Scenario, SenatorId, Setup,
    Transfer, Viewer, Visibility,
};

/// SplitMix64: the bots' own randomness (independent of the game's RNG).
#[derive(Debug, Clone)]
pub struct BotRng(pub u64);

impl BotRng {
    pub fn word(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// 0..=n
    pub fn upto(&mut self, n: u32) -> u32 {
        if n == 0 {
            0
        } else {
            (self.word() % (u64::from(n) + 1)) as u32
        }
    }

    pub fn coin(&mut self) -> bool {
        self.word().is_multiple_of(2)
    }

    pub fn pick<T: Clone>(&mut self, v: &[T]) -> Option<T> {
        if v.is_empty() {
            None
        } else {
            Some(v[(self.word() % v.len() as u64) as usize].clone())
        }
    }
}

pub fn seed_from(n: u64) -> [u8; 32] {
    let mut r = BotRng(n);
    let mut s = [0u8; 32];
    for chunk in s.chunks_mut(8) {
        chunk.copy_from_slice(&r.word().to_le_bytes());
    }
    s
}

pub fn setup(n: usize) -> Setup {
    Setup {
        scenario: Scenario::EarlyRepublic,
        players: (1..=n).map(|i| format!("Player {i}")).collect(),
    }
}

/// A random legal answer to `d` (or None: the bot stays silent and gets the Default Move).
pub fn bot_answer(g: &Game, d: &Decision, r: &mut BotRng) -> Option<Answer> {
    if r.upto(4) == 0 {
        return None;
    }
    match &d.options {
        DecisionOptions::SenateProposals { .. }
        | DecisionOptions::SenateVote { .. }
        | DecisionOptions::Revolution { .. }
        | DecisionOptions::Trades { .. }
        | DecisionOptions::DictatorAppointment { .. }
        | DecisionOptions::Ransom { .. } => {
            // PB-07 .. PB-14 (and SEN-20): the random bot's legal answers (proposals end the Senate with
            // ADJOURN in other business; exactly the cards over the hand limit are discarded).
            let view = g.view(Viewer::Faction(d.owner));
            let mut below = |n: u64| if n == 0 { 0 } else { r.word() % n };
            rorgm::bots::senate_answer(d, &view, &mut below)
        }
        // Issue 7: any option of a choice the rules leave to the player.
        DecisionOptions::Choice { options, .. } => match &d.default {
            Answer::Choice { about, .. } if !options.is_empty() => Some(Answer::Choice {
                about: about.clone(),
                pick: options[r.upto(u32::try_from(options.len() - 1).unwrap_or(0)) as usize]
                    .clone(),
            }),
            _ => None,
        },
        // SEN-51: some Secret Bodyguards, at most those held.
        DecisionOptions::Bodyguards { held, .. } => Some(Answer::Bodyguards {
            played: r.upto(*held),
        }),
        DecisionOptions::SetupPlays {
            leader_candidates,
            playable_statesmen,
            playable_concessions,
        } => {
            let statesmen: Vec<CardKey> = playable_statesmen
                .iter()
                .filter(|_| r.coin())
                .cloned()
                .collect();
            let mut targets: Vec<SenatorId> = leader_candidates.clone();
            targets.extend(statesmen.iter().map(|k| SenatorId(k.0.clone())));
            let leader = r.pick(&targets)?;
            let mut concessions = Vec::new();
            for k in playable_concessions {
                if r.coin()
                    && let Some(t) = r.pick(&targets)
                {
                    concessions.push((k.clone(), t));
                }
            }
            Some(Answer::SetupPlays {
                leader,
                statesmen,
                concessions,
            })
        }
        DecisionOptions::Revenue {
            income,
            senators,
            faction_treasury,
            upkeep,
            ..
        } => {
            // REV-03: the Rebel's maintenance comes out first (the Default Move: the rebels'
            // Personal Treasuries, then the Faction Treasury).
            let owed_by_faction = upkeep.as_ref().map_or(0, |u| {
                let rebels: u32 = u.rebels.iter().map(|(_, t)| *t).sum();
                (2 * u.affordable)
                    .saturating_sub(rebels)
                    .min(*faction_treasury)
            });
            let faction_treasury = &(*faction_treasury - owed_by_faction);
            let me = d.owner;
            let view = g.view(Viewer::Faction(me));
            let mut purse: Vec<(SenatorId, u32)> = senators
                .iter()
                .map(|id| {
                    let t = view
                        .factions
                        .iter()
                        .flat_map(|f| f.senators.iter())
                        .find(|s| &s.id == id)
                        .and_then(|s| s.treasury)
                        .unwrap_or(0);
                    (id.clone(), t)
                })
                .collect();
            let mut left = *income;
            let mut shares = Vec::new();
            for (id, p) in purse.iter_mut() {
                let a = r.upto(left);
                left -= a;
                *p += a;
                shares.push((id.clone(), a));
            }
            let ft = faction_treasury + left;
            let mut transfers = Vec::new();
            if !purse.is_empty() && r.coin() {
                let a = r.upto(ft);
                let k = (r.word() % purse.len() as u64) as usize;
                purse[k].1 += a;
                transfers.push(Transfer {
                    amount: a,
                    from: Purse::FactionTreasury,
                    to: Purse::Senator(purse[k].0.clone()),
                });
            }
            let others: Vec<SenatorId> = view
                .factions
                .iter()
                .filter(|f| f.id != me)
                .flat_map(|f| f.senators.iter().map(|s| s.id.clone()))
                .collect();
            if !purse.is_empty() && r.coin() {
                let k = (r.word() % purse.len() as u64) as usize;
                if let Some(to) = r.pick(&others) {
                    let a = r.upto(purse[k].1);
                    purse[k].1 -= a;
                    transfers.push(Transfer {
                        amount: a,
                        from: Purse::Senator(purse[k].0.clone()),
                        to: Purse::Senator(to),
                    });
                }
            }
            let mut contributions = Vec::new();
            for (id, p) in purse.iter_mut() {
                if r.coin() {
                    let a = r.upto(*p);
                    *p -= a;
                    contributions.push((id.clone(), a));
                }
            }
            let answer = |transfers: Vec<Transfer>| Answer::Revenue {
                income_to_senators: shares.clone(),
                contributions: contributions.clone(),
                transfers,
                spoils: Vec::new(),
                grain: Vec::new(),
                upkeep: Vec::new(),
                plan_ahead: None,
            };
            // RVN-08 / REV-15: a Senator in revolt or held captive receives nothing, and the
            // view does not tell the bot who is: a refused gift to another faction's Senator
            // is left out.
            if g.check(me, &d.id, answer(transfers.clone())).is_err() {
                transfers.retain(|t| !matches!(&t.to, Purse::Senator(s) if others.contains(s)));
            }
            Some(answer(transfers))
        }
        DecisionOptions::Initiative { .. } => {
            Some(Answer::Initiative(bot_plan(g, d.owner, &d.options, r)))
        }
        DecisionOptions::Bribes {
            attempts,
            faction_treasury,
        } => {
            let mut left = *faction_treasury;
            let mut bribes = Vec::new();
            // The default holds the most each own attack may add.
            let max_own: Vec<(SenatorId, u32)> = match &d.default {
                Answer::Bribes { bribes } => bribes.clone(),
                _ => Vec::new(),
            };
            for a in attempts {
                if a.persuader_faction == d.owner {
                    let m = max_own
                        .iter()
                        .find(|(t, _)| *t == a.target)
                        .map_or(0, |(_, m)| *m);
                    bribes.push((a.target.clone(), r.upto(m)));
                } else if r.coin() {
                    let x = r.upto(left);
                    left -= x;
                    bribes.push((a.target.clone(), x));
                }
            }
            Some(Answer::Bribes { bribes })
        }
        DecisionOptions::InitiativeBid {
            bidders,
            conditional_on,
            plan_options,
            ..
        } => {
            let mut bids = Vec::new();
            for _ in 0..r.upto(2) {
                if let Some(from) = r.pick(bidders) {
                    let pt = treasury(g, d.owner, &from);
                    let condition = if r.coin() {
                        r.pick(conditional_on).map(|t| (t, r.coin()))
                    } else {
                        None
                    };
                    bids.push(Bid {
                        amount: r.upto(pt.min(6)),
                        from,
                        condition,
                    });
                }
            }
            let plan = bot_plan(g, d.owner, plan_options, r);
            Some(Answer::InitiativeBid {
                bids,
                plan,
                later: Vec::new(),
            })
        }
    }
}

/// A senator's Personal Treasury as his faction sees it.
pub fn treasury(g: &Game, f: FactionId, id: &SenatorId) -> u32 {
    g.view(Viewer::Faction(f))
        .factions
        .iter()
        .flat_map(|fv| fv.senators.iter())
        .find(|s| &s.id == id)
        .and_then(|s| s.treasury)
        .unwrap_or(0)
}

/// A random legal initiative plan (PB-03).
pub fn bot_plan(g: &Game, me: FactionId, o: &DecisionOptions, r: &mut BotRng) -> InitiativePlan {
    let mut plan = InitiativePlan::default();
    let DecisionOptions::Initiative {
        persuaders,
        targets,
        knights_senators,
        games_senators,
        leader_candidates,
        ..
    } = o
    else {
        return plan;
    };
    let mut spent: Vec<(SenatorId, u32)> = Vec::new();
    let free = |spent: &Vec<(SenatorId, u32)>, s: &SenatorId| {
        treasury(g, me, s)
            - spent
                .iter()
                .filter(|(x, _)| x == s)
                .map(|(_, a)| a)
                .sum::<u32>()
    };
    if r.upto(3) > 0
        && let (Some(p), Some(t)) = (r.pick(persuaders), r.pick(targets))
    {
        let bribe = r.upto(free(&spent, &p));
        spent.push((p.clone(), bribe));
        plan.persuasion = Some(PersuasionOrder {
            target: t,
            persuader: p,
            bribe,
            card: None,
        });
    }
    if let Some(k) = r.pick(knights_senators) {
        let knights = g
            .view(Viewer::Faction(me))
            .factions
            .iter()
            .flat_map(|f| f.senators.iter())
            .find(|s| s.id == k)
            .map_or(0, |s| s.knights);
        if knights > 0 && r.coin() {
            plan.knights = Some(KnightsOrder::Pressure {
                senator: k,
                knights: 1 + r.upto(knights - 1),
                also: Vec::new(),
            });
        } else {
            let spend = r.upto(free(&spent, &k).min(4));
            spent.push((k.clone(), spend));
            plan.knights = Some(KnightsOrder::Attract { senator: k, spend });
        }
    }
    if r.coin()
        && let Some(s) = r.pick(games_senators)
    {
        let kinds = [
            (GamesKind::SliceAndDice, 7),
            (GamesKind::BloodFest, 13),
            (GamesKind::GladiatorGala, 18),
        ];
        if let Some((k, c)) = r.pick(&kinds)
            && free(&spent, &s) >= c
        {
            plan.games = Some((s, k));
        }
    }
    if r.upto(3) == 0 {
        plan.leader = r.pick(leader_candidates);
    }
    plan
}

/// The Public event kinds; anything else must never be Public.
pub fn public_kind_allowed(k: &EventKind) -> bool {
    match k {
        EventKind::HandDealt { .. }
        | EventKind::IncomeCollected { .. }
        | EventKind::IncomeDistributed { .. }
        | EventKind::DefaultApplied { .. } => false,
        EventKind::CardDrawn {
            to: rorgm::rules::DrawnTo::IntoHand { .. },
            card,
        } => matches!(card, rorgm::rules::CardRef::FactionCard),
        // Personal and Faction Treasury amounts, hands and GM-only facts (GEN-04, S004).
        EventKind::SacrificePaid { .. }
        | EventKind::PontifexFine { .. }
        | EventKind::BidPaid { .. }
        | EventKind::TreasuryLostAtDeath { .. }
        | EventKind::DeckBuilt { .. }
        | EventKind::AnswerVoided { .. }
        | EventKind::OrderLapsed { .. }
        | EventKind::CardToHand { .. }
        | EventKind::CardsDiscarded { .. }
        | EventKind::CardDrawnFromHand { .. }
        | EventKind::AnswerWithdrawn { .. }
        | EventKind::SpoilsDeclined { .. } => false,
        EventKind::PontifexCollects { amount, .. } | EventKind::ConcessionProfit { amount, .. } => {
            amount.is_none()
        }
        _ => true,
    }
}

/// "12T" anywhere in a text.
pub fn has_talent_amount(text: &str) -> bool {
    let b = text.as_bytes();
    (1..b.len()).any(|i| b[i] == b'T' && b[i - 1].is_ascii_digit())
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap()
}

/// Each secret of one step on its own, so that a public event giving away a part of one is
/// caught: every card of a hand dealt or discarded privately, each line of a private income
/// distribution, and of the sealed answers each income share, each bid (whole, and its bidder
/// as `"from":"<senator>"`) and each card discarded.
pub fn secret_fragments(ev: &[Event], answers: &[Answer]) -> Vec<String> {
    let mut out = Vec::new();
    for e in ev.iter().filter(|e| e.visibility != Visibility::Public) {
        match &e.kind {
            EventKind::HandDealt { cards, .. } | EventKind::CardsDiscarded { cards, .. } => {
                out.extend(cards.iter().map(json));
            }
            EventKind::IncomeDistributed { moves, .. } => {
                out.extend(moves.iter().map(json));
            }
            // FOR-13: the card an Influence Peddling drew.
            EventKind::CardDrawnFromHand { card, .. } => out.push(json(card)),
            _ => {}
        }
    }
    for a in answers {
        match a {
            Answer::Revenue {
                income_to_senators, ..
            } => out.extend(income_to_senators.iter().filter(|(_, n)| *n > 0).map(json)),
            Answer::InitiativeBid { bids, .. } => {
                for b in bids {
                    out.push(json(b));
                    out.push(format!("\"from\":{}", json(&b.from)));
                }
            }
            Answer::Revolution { discards, .. } => out.extend(discards.iter().map(json)),
            _ => {}
        }
    }
    out
}

/// Checks on the events of one step.
pub fn check_events(ev: &[Event], answers: &[Answer]) {
    let secrets = secret_fragments(ev, answers);
    for e in ev {
        if e.visibility == Visibility::Public {
            assert!(public_kind_allowed(&e.kind), "secret in public: {e:?}");
            let json = serde_json::to_string(&e.kind).unwrap();
            // Text fields are escaped in JSON: look in the unescaped text too.
            let text = json.replace("\\\"", "\"");
            for s in &secrets {
                assert!(
                    !json.contains(s.as_str()) && !text.contains(s.as_str()),
                    "public event leaks the secret {s}: {json}"
                );
            }
            assert!(!json.contains("income_to_senators"));
            assert!(!json.contains("faction_treasury"));
        }
        if let EventKind::DefaultApplied { faction, .. } = &e.kind {
            assert_eq!(e.visibility, Visibility::Faction(*faction));
        }
        if let EventKind::IncomeCollected { faction, .. } = &e.kind {
            assert_eq!(e.visibility, Visibility::Faction(*faction));
        }
        if let EventKind::HandDealt { faction, .. } = &e.kind {
            assert_eq!(e.visibility, Visibility::Faction(*faction));
        }
    }
}

/// Every state after a step waits on someone or has stopped.
pub fn check_progress(g: &Game) {
    match g.status() {
        GameStatus::Waiting => assert!(!g.open_decisions().is_empty(), "waiting on nobody"),
        _ => assert!(g.open_decisions().is_empty()),
    }
}

/// Talent conservation, from the ledger and from the events.
#[derive(Default)]
pub struct Audit {
    pub state_from_events: i64,
    pub income_from_events: u64,
    /// MOR-06: a player who quits loses the income announced to his faction and not yet paid.
    pub quits: u32,
}

impl Audit {
    pub fn absorb(&mut self, ev: &[Event]) {
        for e in ev {
            match &e.kind {
                EventKind::StateTreasury { delta, .. } => self.state_from_events += delta,
                EventKind::IncomeCollected { total, .. } => {
                    self.income_from_events += u64::from(*total)
                }
                EventKind::FactionQuits { .. } => self.quits += 1,
                _ => {}
            }
        }
    }

    pub fn check(&self, g: &Game) {
        let a = g.accounts();
        assert!(a.balanced(), "talents not conserved: {a:?}");
        assert_eq!(a.state_treasury, self.state_from_events, "{a:?}");
        assert_eq!(
            a.state_treasury,
            a.state_revenue - a.state_debits + a.contributions as i64,
            "{a:?}"
        );
    }
}

/// Play a whole game with bots until the rules stop; returns all events and the answers given.
pub fn bot_run(players: usize, seed: u64, bot: u64) -> (Game, Vec<Event>) {
    let (mut g, ev0) = Game::new(setup(players), seed_from(seed)).unwrap();
    let mut audit = Audit::default();
    let mut all = ev0.clone();
    check_events(&ev0, &[]);
    // The leak check has secrets to look for: the hands dealt, then sealed answers.
    let secrets_checked = secret_fragments(&ev0, &[]).len();
    assert!(secrets_checked >= 3 * players, "{secrets_checked}");
    audit.absorb(&ev0);
    audit.check(&g);
    check_progress(&g);
    let mut r = BotRng(bot);
    let mut income_before = g.accounts().income_paid;
    for _ in 0..600 {
        if g.status() != GameStatus::Waiting {
            break;
        }
        let mut given = Vec::new();
        for d in g.open_decisions() {
            // ORDERS.md "a bad line never erases a good one": every line a mail writes is
            // judged on the Default Move, so the rules must take the Default Move as it is,
            // for every decision.
            if let Err(e) = g.check(d.owner, &d.id, d.default.clone()) {
                panic!(
                    "the Default Move of {:?} is refused: {e:?}\n{:?}",
                    d.kind, d.default
                );
            }
            if let Some(a) = bot_answer(&g, &d, &mut r) {
                let receipt = g
                    .submit(d.owner, &d.id, a.clone())
                    .unwrap_or_else(|e| panic!("bot answer refused: {e} {a:?}"));
                given.push(receipt.answer);
            }
        }
        // FOR-13: now and then a faction holding Influence Peddling plays it on the next seat
        // (when its mail is read, between the answers and the deadline); the card drawn is a
        // secret of the two factions.
        for f in 0..players {
            let me = FactionId(u8::try_from(f).unwrap());
            let victim = FactionId(u8::try_from((f + 1) % players).unwrap());
            let play = rorgm::rules::AnytimePlay::InfluencePeddling { victim };
            if g.check_anytime(me, &play).is_ok() && r.coin() {
                let ev = g.play_anytime(me, &play).unwrap();
                assert!(!ev.is_empty());
                check_events(&ev, &[]);
                audit.absorb(&ev);
                audit.check(&g);
                all.extend(ev);
            }
        }
        let ev = g.resolve(true);
        assert!(!ev.is_empty());
        check_events(&ev, &given);
        audit.absorb(&ev);
        audit.check(&g);
        check_progress(&g);
        let paid_now = g.accounts().income_paid;
        assert!(paid_now >= income_before);
        income_before = paid_now;
        assert!(g.same_id_violations().is_empty());
        check_bounds(&g);
        all.extend(ev);
    }
    // The income announced privately at the start of the Revenue phase was all distributed
    // (MOR-06: but a player who quits before his faction's answer never collects it).
    if !matches!(g.status(), GameStatus::Waiting) && audit.quits == 0 {
        assert_eq!(audit.income_from_events, g.accounts().income_paid);
    }
    (g, all)
}

/// GEN-05 bounds: influence ≥ 0 (unsigned), popularity within −9..9, unrest ≥ 0.
pub fn check_bounds(g: &Game) {
    let v = g.view(Viewer::Gm);
    assert!(v.unrest >= 0, "unrest {}", v.unrest);
    for s in v
        .factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .chain(v.forum_senators.iter())
    {
        assert!((-9..=9).contains(&s.popularity), "{s:?}");
    }
}
