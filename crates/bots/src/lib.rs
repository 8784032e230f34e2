//! Bots that answer open decisions: the Default-Move bot and a random-legal bot. The demo uses
//! them to write real order mails that go through the real parser and intake.

mod forces;
mod rebels;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use rules::data::{CardIdentity, IntrigueKind};
use rules::{
    Answer, AnytimePlay, AssassinationOrder, Bid, CardKey, ChoiceAbout, ChoiceOption, ConsulSeat,
    Decision, DecisionOptions, FactionId, GamesKind, InitiativePlan, KnightsOrder, Office,
    PersuasionOrder, Phase, Proposal, Purse, RevoltOrder, SenateStage, SenatorId, TradeOffer,
    UnopposedCard, View, VoteChoice, VoteOrder,
};

/// Something that answers decisions.
pub trait Bot {
    fn answer(&mut self, decision: &Decision, view: &View) -> Answer;
}

/// Always the Default Move.
#[derive(Debug, Default)]
pub struct DefaultBot;

impl Bot for DefaultBot {
    fn answer(&mut self, decision: &Decision, _view: &View) -> Answer {
        decision.default.clone()
    }
}

/// A random but legal answer.
#[derive(Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.rng.random_range(0..items.len()))
        }
    }
}

fn own_senators(view: &View, f: FactionId) -> Vec<rules::SenatorView> {
    view.factions
        .iter()
        .filter(|fv| fv.id == f)
        .flat_map(|fv| fv.senators.iter().cloned())
        .collect()
}

/// SEN-18: the Pontifex Maximus of the view.
fn pontifex_in(view: &View) -> Option<SenatorId> {
    view.factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .find(|s| s.offices.contains(&Office::PontifexMaximus))
        .map(|s| s.id.clone())
}

fn treasury_of(view: &View, f: FactionId, s: &SenatorId) -> u32 {
    own_senators(view, f)
        .iter()
        .find(|v| &v.id == s)
        .and_then(|v| v.treasury)
        .unwrap_or(0)
}

/// Does `f`'s hand (in its own view) hold a card of this Intrigue kind (DATA-18)?
fn holds(view: &View, f: FactionId, kind: IntrigueKind) -> bool {
    view.private
        .iter()
        .filter(|p| p.faction == f)
        .flat_map(|p| p.hand.iter())
        .any(|c| c.key.identity() == CardIdentity::Intrigue(kind))
}

impl RandomBot {
    /// FOR-13 (card Influence Peddling): now and then, outside the Revolution Phase, play
    /// Influence Peddling against the opponent holding the most cards (ties: the lowest
    /// number), as a Neutral would (LR 4.07.5). None: no play now.
    ///
    /// SEN-55 / SEN-34: in the Senate Phase, now and then, a Law from the hand (the Servilian
    /// Law half the time to repeal the Acilian Law once it is in force) or the Calpurnian fine
    /// on a corrupt Senator in Rome. The caller checks the play (`Game::check_anytime`).
    pub fn anytime_play(&mut self, view: &View, f: FactionId) -> Option<AnytimePlay> {
        if view.phase == Phase::Senate
            && let Some(play) = self.law_play(view, f)
        {
            return Some(play);
        }
        // REV-20: in the Revenue Phase, now and then, the Open Bodyguard on one of its
        // Senators without one (the caller checks that he is in Rome).
        if view.phase == Phase::Revenue
            && holds(view, f, IntrigueKind::OpenBodyguard)
            && self.rng.random_bool(0.5)
        {
            let own: Vec<SenatorId> = own_senators(view, f)
                .into_iter()
                .filter(|s| !s.open_bodyguard && !s.rebel && !s.captive)
                .map(|s| s.id)
                .collect();
            if !own.is_empty() {
                let i = self.rng.random_range(0..own.len());
                return Some(AnytimePlay::OpenBodyguard {
                    senator: own[i].clone(),
                });
            }
        }
        if view.phase == Phase::Revolution
            || !holds(view, f, IntrigueKind::InfluencePeddling)
            || !self.rng.random_bool(0.3)
        {
            return None;
        }
        let victim = view
            .factions
            .iter()
            .filter(|o| o.id != f && o.hand_size > 0)
            .max_by_key(|o| (o.hand_size, std::cmp::Reverse(o.id.0)))?;
        Some(AnytimePlay::InfluencePeddling { victim: victim.id })
    }

    /// SEN-56 (ADV 2.06.2/6-7): a Law's player names its Sponsors, mostly of his own faction
    /// (they consent by being named), else any Senator offered; a Senator asked consents four
    /// times in five.
    fn law_sponsor_pick(
        &mut self,
        about: &ChoiceAbout,
        options: &[ChoiceOption],
        view: &View,
        f: FactionId,
    ) -> ChoiceOption {
        match about {
            ChoiceAbout::LawSponsor { .. } | ChoiceAbout::LawCosponsor { .. } => {
                if self.rng.random_bool(0.05) {
                    return ChoiceOption::Pass;
                }
                let own: Vec<SenatorId> = own_senators(view, f).into_iter().map(|s| s.id).collect();
                let named: Vec<&ChoiceOption> = options
                    .iter()
                    .filter(|o| matches!(o, ChoiceOption::Senator { .. }))
                    .collect();
                let mine: Vec<&ChoiceOption> = named
                    .iter()
                    .copied()
                    .filter(
                        |o| matches!(o, ChoiceOption::Senator { senator } if own.contains(senator)),
                    )
                    .collect();
                let pool = if mine.is_empty() || self.rng.random_bool(0.2) {
                    named
                } else {
                    mine
                };
                if pool.is_empty() {
                    return ChoiceOption::Pass;
                }
                pool[self.rng.random_range(0..pool.len())].clone()
            }
            _ if self.rng.random_bool(0.8) => ChoiceOption::Consent,
            _ => ChoiceOption::Refuse,
        }
    }

    /// SEN-55 / SEN-34: a Law or the Calpurnian fine, now and then (see `anytime_play`).
    fn law_play(&mut self, view: &View, f: FactionId) -> Option<AnytimePlay> {
        let law = view
            .private
            .iter()
            .filter(|p| p.faction == f)
            .flat_map(|p| p.hand.iter())
            .find(|c| c.kind == "law")
            .map(|c| c.key.clone());
        if let Some(law) = law
            && self.rng.random_bool(0.3)
        {
            let repeal = law.0 == "servilian"
                && view.laws.iter().any(|l| l.0 == "acilian")
                && self.rng.random_bool(0.5);
            return Some(AnytimePlay::Law { law, repeal });
        }
        if !view.laws.iter().any(|l| l.0 == "calpurnian") {
            return None;
        }
        let corrupt: Vec<SenatorId> = view
            .factions
            .iter()
            .flat_map(|o| o.senators.iter())
            .filter(|s| s.corrupt)
            .map(|s| s.id.clone())
            .collect();
        if corrupt.is_empty() || !self.rng.random_bool(0.5) {
            return None;
        }
        let i = self.rng.random_range(0..corrupt.len());
        Some(AnytimePlay::LawFine {
            governor: corrupt[i].clone(),
        })
    }

    /// A random legal initiative plan (PB-03): maybe a persuasion with what the persuader has,
    /// a free knights attempt, games if affordable.
    fn plan(&mut self, options: &DecisionOptions, view: &View, f: FactionId) -> InitiativePlan {
        let mut plan = InitiativePlan::default();
        if let DecisionOptions::Initiative {
            persuaders,
            targets,
            knights_senators,
            games_senators,
            ..
        } = options
        {
            if self.rng.random_bool(0.6)
                && let (Some(p), Some(t)) =
                    (self.pick(persuaders).cloned(), self.pick(targets).cloned())
            {
                let pt = treasury_of(view, f, &p);
                let bribe = if pt > 0 {
                    self.rng.random_range(0..=pt)
                } else {
                    0
                };
                // FOR-13: a bot holding Seduction or Blackmail plays it with most attempts.
                let card = [UnopposedCard::Seduction, UnopposedCard::Blackmail]
                    .into_iter()
                    .find(|c| holds(view, f, c.kind()))
                    .filter(|_| self.rng.random_bool(0.7));
                plan.persuasion = Some(PersuasionOrder {
                    target: t,
                    persuader: p,
                    bribe,
                    card,
                });
            }
            // COM-23: a faction that proscribed the Knights recruits none.
            if view.proscribed != Some(f)
                && let Some(k) = self.pick(knights_senators).cloned()
            {
                plan.knights = Some(KnightsOrder::Attract {
                    senator: k,
                    spend: 0,
                });
            }
            // A senator's bribe, knights spending and games must fit his Personal Treasury.
            if self.rng.random_bool(0.2)
                && let Some(g) = self.pick(games_senators).cloned()
            {
                let committed = plan
                    .persuasion
                    .as_ref()
                    .filter(|p| p.persuader == g)
                    .map_or(0, |p| p.bribe);
                if treasury_of(view, f, &g) >= committed + 7 {
                    plan.games = Some((g, GamesKind::SliceAndDice));
                }
            }
        }
        plan
    }
}

impl Bot for RandomBot {
    fn answer(&mut self, decision: &Decision, view: &View) -> Answer {
        match &decision.options {
            DecisionOptions::SenateProposals { .. }
            | DecisionOptions::SenateVote { .. }
            | DecisionOptions::Revolution { .. }
            | DecisionOptions::Trades { .. }
            | DecisionOptions::DictatorAppointment { .. }
            | DecisionOptions::Ransom { .. } => {
                let rng = &mut self.rng;
                let mut below = |n: u64| if n == 0 { 0 } else { rng.random_range(0..n) };
                senate_answer(decision, view, &mut below)
                    .unwrap_or_else(|| decision.default.clone())
            }
            DecisionOptions::SetupPlays {
                leader_candidates,
                playable_statesmen,
                playable_concessions,
            } => {
                let leader = match self.pick(leader_candidates) {
                    Some(l) => l.clone(),
                    None => return decision.default.clone(),
                };
                // GEN-10: at most one Statesman of a family (1B and 1C are both Cornelii).
                let mut families: Vec<String> = Vec::new();
                let mut statesmen = Vec::new();
                for k in playable_statesmen {
                    let family: String = k.0.chars().take_while(char::is_ascii_digit).collect();
                    if self.rng.random_bool(0.5) && !families.contains(&family) {
                        families.push(family);
                        statesmen.push(k.clone());
                    }
                }
                let own: Vec<_> = own_senators(view, decision.owner)
                    .into_iter()
                    .map(|s| s.id)
                    .collect();
                let mut concessions = Vec::new();
                for c in playable_concessions {
                    if self.rng.random_bool(0.5)
                        && let Some(s) = self.pick(&own)
                    {
                        concessions.push((c.clone(), s.clone()));
                    }
                }
                Answer::SetupPlays {
                    leader,
                    statesmen,
                    concessions,
                }
            }
            DecisionOptions::Revenue {
                income,
                senators,
                upkeep,
                ..
            } => {
                let mut income_to_senators = Vec::new();
                let mut contributions = Vec::new();
                if let Some(s) = self.pick(senators).cloned()
                    && *income > 0
                {
                    let share = self.rng.random_range(0..=*income);
                    if share > 0 {
                        income_to_senators.push((s.clone(), share));
                    }
                    let treasury = own_senators(view, decision.owner)
                        .iter()
                        .find(|v| v.id == s)
                        .and_then(|v| v.treasury)
                        .unwrap_or(0);
                    if treasury + share >= 10 && self.rng.random_bool(0.5) {
                        contributions.push((s, 10));
                    }
                }
                // REV-03: a Rebel's faction sometimes names the purse paying his maintenance.
                let mut lines = Vec::new();
                if let Some(u) = upkeep
                    && u.affordable > 0
                    && self.rng.random_bool(0.5)
                {
                    let (purse, have) = match self.pick(&u.rebels) {
                        Some((s, t)) if self.rng.random_bool(0.5) => {
                            (Purse::Senator(s.clone()), *t)
                        }
                        _ => (Purse::FactionTreasury, u.faction_treasury),
                    };
                    let most = have.min(2 * u.affordable);
                    if most > 0 {
                        lines.push((purse, self.rng.random_range(1..=most)));
                    }
                }
                Answer::Revenue {
                    income_to_senators,
                    contributions,
                    transfers: Vec::new(),
                    spoils: Vec::new(),
                    grain: Vec::new(),
                    upkeep: lines,
                    plan_ahead: None,
                }
            }
            DecisionOptions::Initiative { .. } => {
                Answer::Initiative(self.plan(&decision.options, view, decision.owner))
            }
            DecisionOptions::Bribes {
                attempts,
                faction_treasury,
            } => {
                let mut bribes = Vec::new();
                if let Some(a) = self.pick(attempts)
                    && *faction_treasury > 0
                    && a.persuader_faction != decision.owner
                {
                    let amount = self.rng.random_range(0..=(*faction_treasury).min(5));
                    if amount > 0 {
                        bribes.push((a.target.clone(), amount));
                    }
                }
                Answer::Bribes { bribes }
            }
            DecisionOptions::InitiativeBid {
                bidders,
                plan_options,
                ..
            } => {
                let plan = self.plan(plan_options, view, decision.owner);
                let mut bids = Vec::new();
                if let Some(s) = self.pick(bidders).cloned() {
                    // What the plan already spends from this senator stays his.
                    let spent = plan
                        .persuasion
                        .as_ref()
                        .filter(|p| p.persuader == s)
                        .map_or(0, |p| p.bribe)
                        + plan
                            .games
                            .as_ref()
                            .filter(|(g, _)| *g == s)
                            .map_or(0, |_| 7);
                    let pt = treasury_of(view, decision.owner, &s).saturating_sub(spent);
                    if pt > 0 {
                        bids.push(Bid {
                            amount: self.rng.random_range(0..=pt.min(5)),
                            from: s,
                            condition: None,
                        });
                    }
                }
                Answer::InitiativeBid {
                    bids,
                    plan,
                    later: Vec::new(),
                }
            }
            // Issue 7: a choice the rules leave to the player: any option, the Default Move
            // half the time (RVN-08: a loyal Senator's Veterans desert to Rome or to the
            // Senate's Army, or stay, this way too).
            DecisionOptions::Choice { options, .. } => match &decision.default {
                // SEN-56: a Law's player names Sponsors who consent, most of the time.
                Answer::Choice { about, .. }
                    if matches!(
                        about,
                        ChoiceAbout::LawSponsor { .. }
                            | ChoiceAbout::LawCosponsor { .. }
                            | ChoiceAbout::LawSponsorConsent { .. }
                    ) =>
                {
                    Answer::Choice {
                        about: about.clone(),
                        pick: self.law_sponsor_pick(about, options, view, decision.owner),
                    }
                }
                // RVN-10 (ADV 2.03.7, 2.03.71): the Rebel marches or stays, a Governor
                // reinforces him, as a player weighing the forces would.
                Answer::Choice { about, .. }
                    if matches!(
                        about,
                        ChoiceAbout::MarchOnRome { .. } | ChoiceAbout::Reinforce { .. }
                    ) =>
                {
                    let rng = &mut self.rng;
                    let mut below = |n: u64| if n == 0 { 0 } else { rng.random_range(0..n) };
                    match rebels::rebel_choice(view, about, options, &mut below) {
                        Some(pick) => Answer::Choice {
                            about: about.clone(),
                            pick,
                        },
                        None => decision.default.clone(),
                    }
                }
                Answer::Choice { about, .. }
                    if !options.is_empty() && self.rng.random_bool(0.5) =>
                {
                    let mut pick = options[self.rng.random_range(0..options.len())].clone();
                    // COM-01: fewer than the listed most, now and then (any smaller split is
                    // as affordable).
                    if let ChoiceOption::Recruit {
                        legions, fleets, ..
                    } = &mut pick
                    {
                        *legions = self.rng.random_range(0..=*legions);
                        *fleets = self.rng.random_range(0..=*fleets);
                        if *legions + *fleets == 0 {
                            pick = ChoiceOption::Pass;
                        }
                    }
                    Answer::Choice {
                        about: about.clone(),
                        pick,
                    }
                }
                _ => decision.default.clone(),
            },
            // SEN-51: play a Secret Bodyguard now and then.
            DecisionOptions::Bodyguards { held, .. } => Answer::Bodyguards {
                played: if *held > 0 && self.rng.random_bool(0.5) {
                    self.rng.random_range(1..=*held)
                } else {
                    0
                },
            },
        }
    }
}

/// A random legal answer to a Senate or Revolution decision (PB-07 .. PB-13), for the bots:
/// `below(n)` is a random number in `0..n` (0 for n = 0). None: the Default Move.
///
/// Proposals: a consular pair, a Dictator or a Censor from the eligible for the office being
/// filled, sometimes a prosecution from the accusable, in other business sometimes a small
/// levy, and always ADJOURN last in other business (so that the Senate ends). Votes: yes, no or
/// (where allowed) abstain, sometimes votes bought with what a senator has, a preference for
/// each nominee, sometimes an appeal. Revolution: sometimes a playable statesman, and exactly
/// the cards over the hand limit discarded.
pub fn senate_answer(
    decision: &Decision,
    view: &View,
    below: &mut dyn FnMut(u64) -> u64,
) -> Option<Answer> {
    fn pick<T: Clone>(v: &[T], below: &mut dyn FnMut(u64) -> u64) -> Option<T> {
        if v.is_empty() {
            return None;
        }
        v.get(usize::try_from(below(v.len() as u64)).unwrap_or(0))
            .cloned()
    }
    fn chance(pct: u64, below: &mut dyn FnMut(u64) -> u64) -> bool {
        below(100) < pct
    }
    let f = decision.owner;
    match &decision.options {
        DecisionOptions::SenateProposals {
            presiding,
            stage,
            in_rome,
            eligible,
            accusable,
            barred,
            recruit_cost,
            provinces,
            consul_for_life,
            commanders,
            proconsuls,
            wars,
            legions_in_rome,
            fleets_in_rome,
            ..
        } => {
            let mut proposals = Vec::new();
            // SEN-38: with the Vatinian Law a Governor by Legate is eligible, never for the
            // Province he governs.
            let not_governing = |province: &String| -> Vec<SenatorId> {
                eligible
                    .iter()
                    .filter(|s| {
                        !view.provinces.iter().any(|p| {
                            p.key.as_str() == province.as_str() && p.governor.as_ref() == Some(*s)
                        })
                    })
                    .cloned()
                    .collect()
            };
            // SEN-57: now and then a nomination for Consul for Life comes first.
            if chance(25, below)
                && let Some(nominee) = pick(consul_for_life, below)
            {
                proposals.push(Proposal::ConsulForLife { nominee });
            }
            match stage {
                SenateStage::Consuls => {
                    for _ in 0..2 {
                        let a = pick(eligible, below)?;
                        let others: Vec<SenatorId> =
                            eligible.iter().filter(|s| **s != a).cloned().collect();
                        let b = pick(&others, below)?;
                        let p = Proposal::Consuls {
                            first: a,
                            second: b,
                        };
                        let dup = proposals.iter().any(|q: &Proposal| q.same_as(&p));
                        if !dup {
                            proposals.push(p);
                        }
                    }
                }
                SenateStage::Dictator => {
                    if !chance(50, below) {
                        return None;
                    }
                    let d = pick(eligible, below)?;
                    let others: Vec<SenatorId> =
                        eligible.iter().filter(|s| **s != d).cloned().collect();
                    proposals.push(Proposal::Dictator {
                        dictator: d,
                        master_of_horse: pick(&others, below)?,
                    });
                }
                SenateStage::Pontifex => proposals.push(Proposal::Pontifex {
                    pontifex: pick(eligible, below)?,
                }),
                // SEN-35: sometimes two Governorships in one proposal.
                SenateStage::Governors
                    if provinces.len() >= 2 && eligible.len() >= 2 && chance(40, below) =>
                {
                    let a = pick(&not_governing(&provinces[0]), below)?;
                    let others: Vec<SenatorId> = not_governing(&provinces[1])
                        .into_iter()
                        .filter(|s| *s != a)
                        .collect();
                    let b = pick(&others, below)?;
                    proposals.push(Proposal::Governors {
                        posts: vec![(a, provinces[0].clone()), (b, provinces[1].clone())],
                    });
                }
                SenateStage::Governors => {
                    let province = provinces.first()?.clone();
                    proposals.push(Proposal::Governor {
                        senator: pick(&not_governing(&province), below)?,
                        province,
                    })
                }
                SenateStage::Censor => proposals.push(Proposal::Censor {
                    censor: pick(eligible, below)?,
                }),
                SenateStage::Prosecutions => {
                    if !chance(30, below) {
                        return None;
                    }
                    let (accused, reason, major) = pick(accusable, below)?;
                    let prosecutors: Vec<SenatorId> = in_rome
                        .iter()
                        .filter(|s| **s != accused && *s != presiding)
                        .cloned()
                        .collect();
                    proposals.push(Proposal::Prosecute {
                        accused,
                        major,
                        reason: Some(reason),
                        prosecutor: pick(&prosecutors, below)?,
                    });
                }
                SenateStage::OtherBusiness => {
                    // RVN-09: an Army against a Rebel marching on Rome (the GM's proposal
                    // in the Default Move), most of the time.
                    // RVN-10 (ADV 2.03.81): an Army against a Rebel Province, as often.
                    // (The Rebel's own faction seldom puts it.)
                    let rebels_own = rebels::rebel_faction(view) == Some(f);
                    let gm_attacks = gm_rebel_attacks(decision);
                    for p in &gm_attacks {
                        if chance(if rebels_own { 10 } else { 80 }, below) {
                            proposals.push(p.clone());
                        }
                    }
                    // RVN-09 / RVN-10: too few Legions or Fleets in Rome for the GM's
                    // proposal: raise them and send an Army, most of the time.
                    if gm_attacks.is_empty()
                        && !rebels_own
                        && view.military.revolt.is_some()
                        && chance(70, below)
                    {
                        let means = rebels::Means {
                            commanders,
                            legions_in_rome: *legions_in_rome,
                            fleets_in_rome: *fleets_in_rome,
                            recruit_cost: *recruit_cost,
                        };
                        proposals.extend(rebels::raise_and_attack(view, &means, below));
                    }
                    let forces = forces::ForceBusiness {
                        commanders,
                        proconsuls,
                        wars,
                        legions_in_rome: *legions_in_rome,
                        fleets_in_rome: *fleets_in_rome,
                        recruit_cost: *recruit_cost,
                    };
                    // SEN-44: often an army that meets the minimum force against a war.
                    let army = if chance(60, below) {
                        forces::army_proposals(view, &forces, below)
                    } else {
                        Vec::new()
                    };
                    if army.is_empty() {
                        let legions = 1 + u32::try_from(below(2)).unwrap_or(0);
                        let affordable = recruit_cost.is_some_and(|c| {
                            i64::from(c * legions) <= view.state_treasury
                                && legions_counted(view) + legions <= 25
                        });
                        if affordable && chance(30, below) {
                            proposals.push(Proposal::RaiseForces { legions, fleets: 0 });
                        }
                    }
                    proposals.extend(army);
                    // REV-17: often the Field Consul, in Rome (one of the possible
                    // commanders), sent for a Bequest waiting in the Forum.
                    let field_consul_in_rome = view
                        .factions
                        .iter()
                        .flat_map(|f| f.senators.iter())
                        .find(|s| s.offices.contains(&Office::FieldConsul))
                        .is_some_and(|s| commanders.contains(&s.id));
                    if let Some(k) = view.bequests.first()
                        && field_consul_in_rome
                        && *legions_in_rome >= 3
                        && *fleets_in_rome >= 3
                        && chance(50, below)
                    {
                        proposals.insert(
                            0,
                            Proposal::CollectBequest {
                                bequest: k.0.clone(),
                            },
                        );
                    }
                    // SEN-18: now and then a motion to recall the Pontifex Maximus.
                    if let Some(pontifex) = pontifex_in(view)
                        && chance(8, below)
                    {
                        proposals.push(Proposal::RecallPontifex { pontifex });
                    }
                    // SEN-36: now and then a Governor replaced (or a Province in the Forum
                    // filled) during other business.
                    if !provinces.is_empty()
                        && chance(25, below)
                        && let Some(province) = pick(provinces, below)
                        && let Some(senator) = pick(&not_governing(&province), below)
                    {
                        proposals.push(Proposal::Governor { senator, province });
                    }
                    // SEN-43/45/46: the rarer motions, never first (the rules judge them when
                    // their turn comes).
                    if !proposals.is_empty()
                        && let Some(p) = forces::rare_force_proposal(view, &forces, below)
                    {
                        proposals.push(p);
                    }
                    proposals.push(Proposal::Adjourn);
                }
            }
            // SEN-07: nothing defeated or vetoed this turn (a consular pair in either order).
            proposals.retain(|p| !barred.iter().any(|b| b.same_as(p)));
            // SEN-44: the first proposal must be legal now: an army that counted on a raising
            // now barred (SEN-07) cannot go first with more units than Rome holds.
            // RVN-09 / RVN-10: nor an Army against the Rebel that counted on one (the GM's own
            // proposals are legal now).
            let gm_attacks = gm_rebel_attacks(decision);
            while let Some(first) = proposals.first() {
                let keep = match first {
                    Proposal::Deploy {
                        legions, fleets, ..
                    } => *legions <= *legions_in_rome && *fleets <= *fleets_in_rome,
                    Proposal::AttackRebel { .. } | Proposal::AttackRebelProvince { .. } => {
                        gm_attacks.iter().any(|g| g.same_as(first))
                    }
                    _ => true,
                };
                if keep {
                    break;
                }
                proposals.remove(0);
            }
            if proposals.is_empty() {
                return None;
            }
            // SEN-02 / SEN-04: now and then the first proposal carries terms (the conditional-vote
            // right handed on, an order of voting).
            if chance(10, below)
                && let Some(first) = proposals.first_mut()
                && !matches!(first, Proposal::Adjourn)
            {
                let mut fs: Vec<rules::FactionId> = view
                    .factions
                    .iter()
                    .filter(|f| !f.senators.is_empty())
                    .map(|f| f.id)
                    .collect();
                let conditional_to = if chance(50, below) {
                    pick(&fs, below)
                } else {
                    None
                };
                if !fs.is_empty() {
                    let n = fs.len();
                    let k = usize::try_from(below(n as u64)).unwrap_or(0);
                    fs.rotate_left(k % n);
                }
                let order = if chance(50, below) { fs } else { Vec::new() };
                if conditional_to.is_some() || !order.is_empty() {
                    *first = Proposal::Announced {
                        put: Box::new(first.clone()),
                        terms: rules::VoteTerms {
                            conditional_to,
                            order,
                            condition: None,
                        },
                    };
                }
            }
            Some(Answer::SenateProposals { proposals })
        }
        DecisionOptions::SenateVote {
            proposal,
            presiding,
            voters,
            tribunes,
            presiding_faction,
            nominees,
            accused,
            abstain_allowed,
            targets,
            assassin_cards,
            tribune_proposals,
            tribune_land_bills_only,
            up_to_from,
            ordered_voting,
            may_appoint_priest,
            ..
        } => {
            let choices: &[VoteChoice] = if *abstain_allowed {
                &[VoteChoice::Yes, VoteChoice::No, VoteChoice::Abstain]
            } else {
                &[VoteChoice::Yes, VoteChoice::No]
            };
            // SEN-43 / SEN-44 / SEN-45: armies for the wars get a YES more often.
            let army = matches!(
                proposal,
                Proposal::RaiseForces { .. }
                    | Proposal::Deploy { .. }
                    | Proposal::ReplaceProconsul { .. }
            );
            // RVN-09 / RVN-10: while a Revolt is under way, the Rebel's faction votes against
            // forces raised or sent against him, the others mostly for.
            let against_rebel = rebels::against_the_rebel(view, proposal);
            let choice = if against_rebel && rebels::rebel_faction(view) == Some(f) {
                VoteChoice::No
            } else if (against_rebel && chance(80, below)) || (army && chance(60, below)) {
                VoteChoice::Yes
            } else {
                pick(choices, below)?
            };
            let mut vote = VoteOrder {
                vote: Some(choice),
                ..VoteOrder::default()
            };
            if choice != VoteChoice::Abstain && chance(30, below) {
                let ids: Vec<SenatorId> = voters.iter().map(|(s, _)| s.clone()).collect();
                if let Some(s) = pick(&ids, below) {
                    let pt = treasury_of(view, f, &s).min(3);
                    if pt > 0 {
                        // SEN-04: no conditional vote on Consul for Life for one's own nominee.
                        let cfl = matches!(proposal, Proposal::ConsulForLife { .. });
                        // SEN-04 / SEN-02: the holder of the right (any faction in ordered
                        // voting) buys conditionally from its purse.
                        let purse = up_to_from.as_ref().unwrap_or(presiding);
                        if *presiding_faction
                            && (choice == VoteChoice::Yes || *ordered_voting)
                            && choice != VoteChoice::Abstain
                            && s == *purse
                            && !cfl
                        {
                            vote.up_to = Some(pt);
                        } else {
                            vote.buy.push((s, pt));
                        }
                    }
                }
            }
            for n in nominees {
                let seat = pick(&[ConsulSeat::Rome, ConsulSeat::Field], below)?;
                vote.prefer.push((n.clone(), seat));
            }
            vote.appeal = accused.is_some() && chance(50, below);
            vote.veto = !tribunes.is_empty() && chance(5, below);
            // SEN-50: an assassination attempt now and then, with the Assassin cards held.
            if !targets.is_empty() && chance(3, below) {
                // The assassin is one of the faction's own Senators (under a Consul for Life
                // the voters include other factions', SEN-59).
                let own: Vec<SenatorId> = own_senators(view, f).into_iter().map(|s| s.id).collect();
                let ids: Vec<SenatorId> = voters
                    .iter()
                    .map(|(s, _)| s.clone())
                    .filter(|s| own.contains(s))
                    .collect();
                if let (Some(target), Some(assassin)) = (pick(targets, below), pick(&ids, below)) {
                    vote.assassinate = Some(AssassinationOrder {
                        target,
                        assassin,
                        cards: *assassin_cards,
                    });
                }
            }
            // SEN-10: now and then a Tribune's proposal of the bot's own, chosen as a presiding
            // magistrate's would be (never a prosecution nor the adjournment).
            // (Not with a veto: the two may need two Tribunes.)
            if let Some(scope) = tribune_proposals
                && !vote.veto
                && chance(6, below)
            {
                let as_presiding = Decision {
                    kind: rules::DecisionKind::SenateProposals,
                    options: (**scope).clone(),
                    default: Answer::SenateProposals {
                        proposals: Vec::new(),
                    },
                    ..decision.clone()
                };
                if let Some(Answer::SenateProposals { proposals }) =
                    senate_answer(&as_presiding, view, below)
                {
                    // SEN-04: a Tribune's proposal carries no terms.
                    vote.tribune_proposal = proposals
                        .into_iter()
                        .map(|p| match p {
                            Proposal::Announced { put, .. } => *put,
                            p => p,
                        })
                        .find(|p| !matches!(p, Proposal::Adjourn | Proposal::Prosecute { .. }))
                        // SEN-40: a Gracchus's right puts a Land Bill only.
                        .filter(|p| {
                            !*tribune_land_bills_only || matches!(p, Proposal::LandBill { .. })
                        })
                        .map(Box::new);
                }
            }
            // SEN-15: the Pontifex's faction makes one of its voters (in Rome) a Priest now
            // and then, never the Pontifex nor a Priest; sometimes (always with all 12 markers
            // in use) taking the Priesthood from a Priest.
            if *may_appoint_priest && chance(30, below) {
                let pontifex_or_priest = |s: &SenatorId| {
                    view.factions
                        .iter()
                        .flat_map(|fv| fv.senators.iter())
                        .any(|x| {
                            &x.id == s && (x.priest || x.offices.contains(&Office::PontifexMaximus))
                        })
                };
                let pool: Vec<SenatorId> = voters
                    .iter()
                    .map(|(s, _)| s.clone())
                    .filter(|s| !pontifex_or_priest(s))
                    .collect();
                let priests: Vec<SenatorId> = view
                    .factions
                    .iter()
                    .flat_map(|fv| fv.senators.iter())
                    .filter(|s| s.priest)
                    .map(|s| s.id.clone())
                    .collect();
                if let Some(priest) = pick(&pool, below) {
                    let from = if priests.len() >= 12 || (!priests.is_empty() && chance(20, below))
                    {
                        pick(&priests, below)
                    } else {
                        None
                    };
                    vote.priest = Some(rules::PriestOrder { priest, from });
                }
            }
            // SEN-49: a minor motion now and then.
            if chance(2, below) {
                vote.motion = Some("The Senate thanks the legions for their service".into());
            }
            Some(Answer::SenateVote(vote))
        }
        DecisionOptions::Revolution {
            playable_statesmen,
            hand,
            over_limit,
            may_revolt,
            senators,
            kept_laws,
            may_keep_fleets,
            ..
        } => {
            // RVN-05: a victorious commander sometimes revolts (conditional on 1-3 Legions,
            // without buying loyalty), sometimes with a fellow senator.
            // RVN-10 (ADV 2.03.2): a Governor only when his Revolt is plausible (else rarely),
            // often joined by the faction's other Governors.
            let mut revolts = Vec::new();
            let governors = rebels::governors(view, may_revolt);
            let victors: Vec<SenatorId> = may_revolt
                .iter()
                .filter(|c| !governors.contains(c))
                .cloned()
                .collect();
            let declared = if chance(25, below)
                && let Some(c) = pick(&victors, below)
            {
                Some(c)
            } else if let Some(g) = pick(&governors, below)
                && rebels::governor_declares(view, &g, below)
            {
                Some(g)
            } else {
                None
            };
            if let Some(c) = declared {
                let mut joined_by: Vec<SenatorId> = rebels::governor_joining(&c, &governors, below)
                    .into_iter()
                    .collect();
                // RVN-07: a Master of Horse may join only a Rebel Dictator.
                let office = |id: &SenatorId, office: Office| {
                    own_senators(view, decision.owner)
                        .iter()
                        .any(|s| s.id == *id && s.offices.contains(&office))
                };
                if chance(30, below)
                    && let Some(s) = pick(senators, below)
                    && s != c
                    && !joined_by.contains(&s)
                    // RVN-07 (LR 1.09.823): the Consul for Life may not join a Revolt.
                    && view.consul_for_life.as_ref() != Some(&s)
                    && (!office(&s, Office::MasterOfHorse) || office(&c, Office::Dictator))
                {
                    joined_by.push(s);
                }
                // RVN-10 (ADV 2.03.23/1-2): half the time he keeps (dices for) his Fleets.
                let fleets = may_keep_fleets.contains(&c) && chance(50, below);
                revolts.push(RevoltOrder {
                    commander: c,
                    at_least: 1 + u32::try_from(below(3)).unwrap_or(0),
                    spend: 0,
                    joined_by,
                    master_spend: 0,
                    fleets,
                });
            }
            let mut statesmen: Vec<CardKey> = Vec::new();
            if chance(50, below)
                && let Some(s) = pick(playable_statesmen, below)
            {
                statesmen.push(s);
            }
            let mut left: Vec<CardKey> = hand
                .iter()
                .filter(|k| !statesmen.contains(k))
                .cloned()
                .collect();
            let mut discards = Vec::new();
            // RVN-04: the limit counts the hand after the plays.
            let need = over_limit.saturating_sub(u32::try_from(statesmen.len()).unwrap_or(0));
            for _ in 0..need {
                if left.is_empty() {
                    // Not enough cards besides the statesman: play nothing.
                    return Some(Answer::Revolution {
                        statesmen: Vec::new(),
                        concessions: Vec::new(),
                        discards: hand
                            .iter()
                            .take(usize::try_from(*over_limit).unwrap_or(0))
                            .cloned()
                            .collect(),
                        revolts,
                    });
                }
                // SEN-56 (ADV 2.06.4/2): the Laws kept are discarded last, when nothing else is
                // left.
                let free: Vec<usize> = (0..left.len())
                    .filter(|&j| !kept_laws.contains(&left[j]))
                    .collect();
                let i = if free.is_empty() {
                    usize::try_from(below(left.len() as u64)).unwrap_or(0)
                } else {
                    free[usize::try_from(below(free.len() as u64))
                        .unwrap_or(0)
                        .min(free.len() - 1)]
                };
                discards.push(left.remove(i.min(left.len() - 1)));
            }
            Some(Answer::Revolution {
                statesmen,
                concessions: Vec::new(),
                discards,
                revolts,
            })
        }
        // SEN-20: the Consuls sometimes appoint the first two eligible Senators (agreeing when
        // both factions pick the same way).
        DecisionOptions::DictatorAppointment { candidates, .. } => {
            if !chance(40, below) || candidates.len() < 2 {
                return None;
            }
            Some(Answer::DictatorAppointment {
                appoint: Some((candidates[0].clone(), candidates[1].clone())),
            })
        }
        // COM-16: each captive is ransomed half the time (a faction short of money pays nothing).
        DecisionOptions::Ransom { captives } => Some(Answer::Ransom {
            pay: captives
                .iter()
                .filter(|_| chance(50, below))
                .map(|c| c.senator.clone())
                .collect(),
        }),
        // PB-14 / RVN-01: sometimes a gift of a card, or a card for a Tribune; an offer is
        // accepted half the time when the hand holds what it asks.
        DecisionOptions::Trades {
            hand,
            partners,
            may_offer,
            offers,
        } => {
            if *may_offer {
                if !chance(10, below) {
                    return None;
                }
                let (Some(give), Some(to)) = (pick(hand, below), pick(partners, below)) else {
                    return None;
                };
                let get = if chance(30, below)
                    && give.identity() != CardIdentity::Intrigue(IntrigueKind::Tribune)
                {
                    vec![CardKey("tribune-1".into())]
                } else {
                    Vec::new()
                };
                return Some(Answer::Trades {
                    offers: vec![TradeOffer {
                        number: 0,
                        from: decision.owner,
                        to,
                        give: vec![give],
                        get,
                    }],
                    accept: Vec::new(),
                });
            }
            let accept = offers
                .iter()
                .filter(|o| {
                    let mut left: Vec<&CardKey> = hand.iter().collect();
                    o.get.iter().all(|g| {
                        match left
                            .iter()
                            .position(|h| *h == g || h.identity() == g.identity())
                        {
                            Some(i) => {
                                left.remove(i);
                                true
                            }
                            None => false,
                        }
                    })
                })
                .filter(|_| chance(50, below))
                .map(|o| o.number)
                .collect();
            Some(Answer::Trades {
                offers: Vec::new(),
                accept,
            })
        }
        _ => None,
    }
}

/// RVN-09 / RVN-10: the GM's Armies against the Rebel in the decision's Default Move (legal
/// when the decision was opened).
fn gm_rebel_attacks(decision: &Decision) -> Vec<Proposal> {
    match &decision.default {
        Answer::SenateProposals { proposals } => proposals
            .iter()
            .filter(|p| {
                matches!(
                    p,
                    Proposal::AttackRebel { .. } | Proposal::AttackRebelProvince { .. }
                )
            })
            .cloned()
            .collect(),
        _ => Vec::new(),
    }
}

/// SEN-43 / RVN-05: the Legion counters in use as the 25-counter limit counts them: Rome's and
/// a Rebel's Army (the Revolt under way, public).
pub(crate) fn legions_counted(view: &View) -> u32 {
    view.legions + view.military.revolt.as_ref().map_or(0, |r| r.legions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{DecisionId, DecisionKind, FactionView, PrivateView, SenatorView, Viewer};

    pub(crate) fn view() -> View {
        let sv = |id: &str, t: u32| SenatorView {
            id: SenatorId(id.into()),
            name: format!("S{id}"),
            aliases: vec![],
            military: 1,
            oratory: 1,
            loyalty: 1,
            influence: 1,
            popularity: 0,
            knights: 0,
            offices: vec![],
            prior_consul: false,
            priest: false,
            concessions: vec![],
            faction_leader: false,
            treasury: Some(t),
            rebel: false,
            open_bodyguard: false,
            disbanded: 0,
            captive: false,
            corrupt: false,
        };
        View {
            viewer: Viewer::Faction(FactionId(0)),
            scenario: "early".into(),
            turn: 1,
            phase: Phase::Senate,
            state_treasury: 100,
            unrest: 0,
            legions: 4,
            fleets: 0,
            factions: vec![FactionView {
                id: FactionId(0),
                leader: None,
                senators: vec![sv("1", 5), sv("2", 0), sv("3", 2)],
                hand_size: 3,
                votes: 6,
            }],
            forum_senators: vec![],
            curia: vec![],
            active_wars: vec![],
            inactive_wars: vec![],
            imminent_wars: vec![],
            hrao: None,
            rules_end: None,
            finished: None,
            private: vec![PrivateView {
                faction: FactionId(0),
                faction_treasury: 0,
                hand: vec![],
            }],
            forum_concessions: vec![],
            deck_size: 0,
            military: Default::default(),
            provinces: Default::default(),
            seen_hands: Vec::new(),
            land_bills: Vec::new(),
            discard: Vec::new(),
            events_in_play: Vec::new(),
            laws: Vec::new(),
            bequests: Vec::new(),
            consul_for_life: None,
            proscribed: None,
        }
    }

    pub(crate) fn decision(
        kind: DecisionKind,
        options: DecisionOptions,
        default: Answer,
    ) -> Decision {
        Decision {
            id: DecisionId("d".into()),
            kind,
            owner: FactionId(0),
            simultaneous: true,
            options,
            default,
            default_by: rules::DefaultBy::Seed,
        }
    }

    /// PB-07 / PB-08 / PB-13: the random bot's Senate and Revolution answers are legal.
    #[test]
    fn pb_07_pb_08_pb_13_random_bot_answers_are_legal() {
        let ids = |v: &[&str]| v.iter().map(|x| SenatorId((*x).into())).collect::<Vec<_>>();
        let v = view();
        let mut bot = RandomBot::new(7);
        for stage in [SenateStage::Consuls, SenateStage::OtherBusiness] {
            let d = decision(
                DecisionKind::SenateProposals,
                DecisionOptions::SenateProposals {
                    presiding: SenatorId("1".into()),
                    stage,
                    in_rome: ids(&["1", "2", "3"]),
                    eligible: ids(&["1", "2", "3"]),
                    accusable: vec![],
                    wars: vec![],
                    commanders: vec![],
                    proconsuls: vec![],
                    concessions: vec![],
                    legions_in_rome: 0,
                    fleets_in_rome: 0,
                    barred: Vec::new(),
                    recruit_cost: Some(10),
                    provinces: Vec::new(),
                    consul_for_life: Vec::new(),
                    later: Vec::new(),
                },
                Answer::SenateProposals { proposals: vec![] },
            );
            for _ in 0..50 {
                let Answer::SenateProposals { proposals } = bot.answer(&d, &v) else {
                    panic!("not proposals");
                };
                assert!(!proposals.is_empty());
                for p in &proposals {
                    if let Proposal::Consuls { first, second } = p {
                        assert_ne!(first, second);
                    }
                }
                if stage == SenateStage::OtherBusiness {
                    assert_eq!(proposals.last(), Some(&Proposal::Adjourn));
                }
            }
        }
        let d = decision(
            DecisionKind::SenateVote,
            DecisionOptions::SenateVote {
                proposal: Proposal::Adjourn,
                presiding: SenatorId("1".into()),
                voters: vec![
                    (SenatorId("1".into()), 2),
                    (SenatorId("2".into()), 2),
                    (SenatorId("3".into()), 2),
                ],
                tribunes: vec![],
                presiding_faction: true,
                nominees: ids(&["2"]),
                accused: None,
                abstain_allowed: false,
                targets: vec![],
                assassin_cards: 0,
                tribune_proposals: None,
                tribune_land_bills_only: false,
                nominee_proposals: None,
                voting_order: Vec::new(),
                up_to_from: None,
                ordered_voting: false,
                may_appoint_priest: true,
                by_gm: false,
                agenda: Vec::new(),
                by_tribune: None,
            },
            Answer::SenateVote(VoteOrder::default()),
        );
        for _ in 0..100 {
            let Answer::SenateVote(vote) = bot.answer(&d, &v) else {
                panic!("not a vote");
            };
            assert_ne!(vote.vote, Some(VoteChoice::Abstain));
            assert!(!vote.veto && !vote.appeal);
            assert_eq!(vote.prefer.len(), 1);
            for (s, n) in &vote.buy {
                assert!(*n <= treasury_of(&v, FactionId(0), s) && *n > 0);
            }
            if let Some(n) = vote.up_to {
                assert!(n <= 5 && vote.vote == Some(VoteChoice::Yes));
            }
        }
        let hand = vec![
            CardKey("1A".into()),
            CardKey("tribune-1".into()),
            CardKey("tax-farmer-1".into()),
            CardKey("julian".into()),
        ];
        let d = decision(
            DecisionKind::Revolution,
            DecisionOptions::Revolution {
                playable_statesmen: vec![CardKey("1A".into())],
                playable_concessions: vec![],
                senators: ids(&["1"]),
                hand: hand.clone(),
                over_limit: 2,
                may_revolt: vec![],
                revolts_decided: false,
                // SEN-56 (ADV 2.06.4/2): a Law kept goes last.
                kept_laws: vec![CardKey("julian".into())],
                may_keep_fleets: vec![],
            },
            Answer::Revolution {
                statesmen: vec![],
                concessions: vec![],
                discards: vec![],
                revolts: vec![],
            },
        );
        for _ in 0..50 {
            let Answer::Revolution {
                statesmen,
                discards,
                ..
            } = bot.answer(&d, &v)
            else {
                panic!("not a revolution answer");
            };
            // RVN-04: the hand after the plays is brought to the limit.
            assert_eq!(discards.len() + statesmen.len(), 2);
            assert!(
                discards
                    .iter()
                    .all(|k| hand.contains(k) && !statesmen.contains(k))
            );
            assert!(!discards.contains(&CardKey("julian".into())), "SEN-56");
        }
    }
}
