//! `rorgm simulate`: many bot games straight through the rules core, checking invariants after
//! every resolution (talents conserved, attribute bounds, no secret in a Public event, every state
//! waiting for someone or ended). No mail, no database: this measures and checks the rules.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::bots::{Bot, RandomBot};
use crate::rules::data::{CardIdentity, IntrigueKind};
use crate::rules::{Event, EventKind, Game, GameStatus, Scenario, Setup, Viewer, Visibility};

/// Options of a simulation run.
#[derive(Debug, Clone)]
pub struct SimOptions {
    pub games: u32,
    pub seed: u64,
    pub scenario: Scenario,
    /// Chance that a bot stays silent on a decision (its Default Move applies).
    pub silence: f64,
    /// Safety limit of resolutions per game.
    pub max_rounds: u32,
    /// Play only this game of the run (its number, as errors name it).
    pub only: Option<u32>,
    /// Print every event to standard error, one JSON line each.
    pub trace: bool,
    /// Collect the stored snapshot's shape (`rules::snapshot::shape`) after every resolution,
    /// and check that each state reads back from its snapshot unchanged (issue 23 point 6).
    pub snapshot_shapes: bool,
    /// Issue 24 §1: play Early games with the Middle Republic cards shuffled into the deck
    /// ([`Game::new_middle_probe`]), to count the rules stops the Middle cards still meet.
    pub middle_probe: bool,
    /// With `middle_probe`: leave the five Middle Laws out of the deck.
    pub middle_probe_no_laws: bool,
    /// Issue 24 §3: the game's rules options every game plays with (`--option NAME[=VALUE]`,
    /// as `game new --option` takes them; e.g. the advanced rules on).
    pub rules: Option<crate::rules::TableRules>,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            games: 100,
            seed: 1,
            scenario: Scenario::EarlyRepublic,
            silence: 0.25,
            max_rounds: 500,
            only: None,
            trace: false,
            snapshot_shapes: false,
            middle_probe: false,
            middle_probe_no_laws: false,
            rules: None,
        }
    }
}

/// What a simulation found.
#[derive(Debug, Clone, Default)]
pub struct SimReport {
    pub games: u32,
    pub finished: u32,
    /// Stopped at an unimplemented rule: rule ID → count.
    pub stopped: BTreeMap<String, u32>,
    pub errors: Vec<String>,
    /// Finished games by ending (`Ending::name`) → count.
    pub endings: BTreeMap<String, u32>,
    /// Rare events reached (`rare_event`) → how many times, over all games.
    pub rare: BTreeMap<String, u32>,
    pub violations: Vec<String>,
    pub resolutions: u64,
    pub elapsed: Duration,
    pub slowest_resolution: Duration,
    /// With `snapshot_shapes`: the union of the stored snapshots' shapes.
    pub shapes: std::collections::BTreeSet<String>,
}

impl SimReport {
    /// The closing line, exactly as documented.
    pub fn summary(&self) -> String {
        let stopped: u32 = self.stopped.values().sum();
        let at = match self.stopped.len() {
            0 => "-".to_string(),
            1 => self.stopped.keys().next().cloned().unwrap_or_default(),
            _ => self
                .stopped
                .iter()
                .map(|(k, v)| format!("{k} x{v}"))
                .collect::<Vec<_>>()
                .join(", "),
        };
        format!(
            "simulated {} games: {} finished, {} stopped at {}, {} errors, {} invariant violations",
            self.games,
            self.finished,
            stopped,
            at,
            self.errors.len(),
            self.violations.len()
        )
    }

    pub fn games_per_second(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 {
            f64::from(self.games) / s
        } else {
            0.0
        }
    }
}

/// The fields a Public event must not carry (GEN-04, S004).
const SECRET_FIELDS: [&str; 6] = [
    "treasury",
    "faction_treasury",
    "hand",
    "answer",
    // PB-06: bid amounts per faction are announced, never the bidding senator.
    "bidder",
    "from",
];

/// A Public event must not carry a treasury figure, a hand or a sealed answer (GEN-04, S004).
pub fn public_leak(ev: &Event) -> Option<String> {
    if ev.visibility != Visibility::Public {
        return None;
    }
    let bad_kind = matches!(
        ev.kind,
        EventKind::HandDealt { .. }
            | EventKind::IncomeCollected { .. }
            | EventKind::IncomeDistributed { .. }
            | EventKind::DefaultApplied { .. }
            | EventKind::SacrificePaid { .. }
            | EventKind::PontifexFine { .. }
            | EventKind::BidPaid { .. }
            | EventKind::TreasuryLostAtDeath { .. }
            | EventKind::AnswerVoided { .. }
            | EventKind::OrderLapsed { .. }
            | EventKind::CardToHand { .. }
            | EventKind::CardsDiscarded { .. }
            | EventKind::TradeOfferCards { .. }
            | EventKind::TradeCardsMoved { .. }
            | EventKind::CardDrawnFromHand { .. }
            | EventKind::AnswerWithdrawn { .. }
            | EventKind::PontifexCollects {
                amount: Some(_),
                ..
            }
            | EventKind::ConcessionProfit {
                amount: Some(_),
                ..
            }
    );
    // The secret fields, unquoted: when no string of the event is one of them, its JSON
    // holds none of them quoted, and (unless its kind is bad) there is nothing to write.
    if !bad_kind && !names::mention(ev, &SECRET_FIELDS) {
        return None;
    }
    let json = serde_json::to_string(ev).unwrap_or_default();
    let bad_field = SECRET_FIELDS
        .iter()
        .map(|k| format!("\"{k}\""))
        .find(|k| json.contains(k.as_str()));
    if bad_kind || bad_field.is_some() {
        Some(format!("public event leaks a secret: {json}"))
    } else {
        None
    }
}

/// Check the invariants of a state and the events that led to it.
pub fn check(game: &Game, events: &[Event]) -> Vec<String> {
    let mut v = Vec::new();
    let acc = game.accounts();
    if !acc.balanced() {
        v.push(format!("talents not conserved: {acc:?}"));
    }
    for ev in events {
        if let Some(leak) = public_leak(ev) {
            v.push(leak);
        }
    }
    // Issue 20 §2: invariants that join rules (captives, Curia Leaders, dead voters, offices),
    // and GEN-05's bounds on Unrest and Popularity.
    v.extend(game.invariant_violations());
    if matches!(game.status(), GameStatus::Waiting) && game.open().is_empty() {
        v.push("the game waits but nobody owes anything".to_string());
    }
    v
}

/// The rare events `rorgm simulate` counts (issue 8: each is reached by bots trying it): the
/// event's short name, or None for an ordinary event. One arm per rare kind of event.
pub fn rare_event(kind: &EventKind) -> Option<&'static str> {
    match kind {
        EventKind::Convicted { .. } => Some("conviction"),
        EventKind::SoleGovernorCandidate { .. } => Some("sole_governor_candidate"),
        EventKind::GovernorshipsReopened { .. } => Some("governorships_reopened"),
        EventKind::Vetoed { .. } => Some("tribune_veto"),
        EventKind::TribuneProposal { .. } => Some("tribune_proposal"),
        EventKind::TribuneProposalSetAside { .. } => Some("tribune_set_aside"),
        EventKind::VoteSuspended { .. } => Some("tribune_suspends_vote"),
        EventKind::MinorMotion { .. } => Some("minor_motion"),
        EventKind::VoteTermsAnnounced {
            conditional_to: Some(_),
            ..
        } => Some("conditional_vote_right_handed_on"),
        EventKind::VoteTermsAnnounced {
            order_given: true, ..
        } => Some("voting_order_given"),
        EventKind::DictatorAppointed { .. } => Some("dictator_appointed"),
        // SEN-55 / SEN-62 / SEN-34: the Laws played, the Acilian repealed, the fines laid.
        EventKind::LawPlayed { law, .. } => Some(match law.0.as_str() {
            "calpurnian" => "law_played_calpurnian",
            "acilian" => "law_played_acilian",
            "servilian" => "law_played_servilian",
            "tradition-erodes" => "law_played_tradition_erodes",
            "military-reforms" => "law_played_military_reforms",
            "gabinian" => "law_played_gabinian",
            "manilian" => "law_played_manilian",
            "vatinian" => "law_played_vatinian",
            _ => "law_played_late",
        }),
        // COM-01 / RVN-11: the Gabinian recruiting and the Manilian march.
        EventKind::GabinianRecruited { .. } => Some("gabinian_recruited"),
        EventKind::ManilianMarch { .. } => Some("manilian_march"),
        // RVN-03 / SEN-61 (ADV 2.04): disbandments, recalls, freed at death, raised from the Bank.
        EventKind::VeteransDisbanded { .. } => Some("veterans_disbanded"),
        EventKind::VeteransRecalled { from: None, .. } => Some("veterans_recalled"),
        EventKind::DisbandedLegionsFreed { .. } => Some("disbanded_legions_freed"),
        EventKind::DisbandedLegionsRaised { .. } => Some("disbanded_legions_raised"),
        EventKind::LawRepealed { .. } => Some("law_acilian_repealed"),
        EventKind::LawFine { .. } => Some("law_calpurnian_fine"),
        // SEN-38: Governors by Legate (chosen in Rome, or away / holding a Major Office), those
        // who went, Legates replaced, and prosecutions for a Legate's spoils.
        EventKind::GovernsByLegate { chosen: true, .. } => Some("legate_chosen"),
        EventKind::GovernsByLegate { .. } => Some("legate_forced"),
        EventKind::GovernorDeparts { .. } => Some("legate_declined_governor_departs"),
        EventKind::LegateReplaced { .. } => Some("legate_replaced"),
        // GEN-12: Forces the State could not maintain.
        EventKind::UnmaintainedEliminated { .. } => Some("unmaintained_forces_eliminated"),
        EventKind::PontifexRecalled { .. } => Some("pontifex_recalled"),
        EventKind::PriestAppointed { former: None, .. } => Some("priest_appointed"),
        EventKind::PriestAppointed { .. } => Some("priest_reassigned"),
        // SEN-35: several Governorships elected by one vote.
        EventKind::VoteTaken {
            proposal: crate::rules::Proposal::Governors { .. },
            passed: true,
            ..
        } => Some("governors_in_one_proposal"),
        EventKind::GovernorReplaced { .. } => Some("governor_replaced"),
        EventKind::Repopulated {
            from_curia: false, ..
        } => Some("repopulated_from_the_forum"),
        EventKind::LandBillPassed { .. } => Some("land_bill"),
        EventKind::PretenderRevolt { .. } => Some("province_revolt"),
        EventKind::ForcesJoined { .. } => Some("forces_joined"),
        EventKind::ConsulForLife { elected: true, .. } => Some("consul_for_life"),
        EventKind::ConsulForLife { .. } => Some("consul_for_life_appointed"),
        EventKind::RevoltDeclared { .. } => Some("revolt"),
        EventKind::RevoltFailed { .. } => Some("revolt_failed"),
        EventKind::LoyalVeteransDesert { army: None, .. } => Some("loyal_veterans_desert_to_rome"),
        EventKind::LoyalVeteransDesert { .. } => Some("loyal_veterans_desert_to_army"),
        EventKind::RebelMaintenance { .. } => Some("rebel_maintenance"),
        EventKind::ReleasedLegionsEliminated { .. } => Some("released_legions_eliminated"),
        EventKind::AssassinationAttempted { .. } => Some("assassination"),
        EventKind::AssassinationResolved {
            outcome: crate::rules::AssassinationOutcome::Killed,
            ..
        } => Some("assassination_kill"),
        EventKind::AssassinLeaderPunished { .. } => Some("assassin_caught"),
        EventKind::FactionEliminated { .. } => Some("faction_eliminated"),
        EventKind::FactionQuits { .. } => Some("faction_quit"),
        EventKind::FactionWaitsForCuria { .. } => Some("faction_waits_for_curia"),
        // RVN-10 (ADV 2.03.71/1): a Stalemate opens a reinforcement by a Rebel Governor.
        EventKind::CivilWarBattle {
            result: crate::rules::BattleOutcome::Stalemate,
            ..
        } => Some("civil_war_stalemate"),
        EventKind::CivilWarBattle { .. } => Some("civil_war"),
        // Issue 24: the Late Republic Statesmen and the Catiline Conspiracy.
        EventKind::MilitaryRolled { .. } => Some("pompey_military_rolled"),
        EventKind::PopularityDoubled { .. } => Some("pompey_popularity_doubled"),
        EventKind::LossesVoided { .. } => Some("lucullus_losses_voided"),
        EventKind::ForcesReturned {
            reason: crate::rules::ReturnReason::LossesVoided,
            ..
        } => Some("lucullus_recalled"),
        EventKind::CatilineSuppressed { .. } => Some("catiline_conspiracy"),
        EventKind::RebelNotAttacked { .. } => Some("rebel_not_attacked"),
        EventKind::RebelCampaign { .. } => Some("rebel_campaign"),
        EventKind::RebelAttacks { .. } => Some("rebel_attacks"),
        EventKind::RebelCannotAttack { .. } => Some("rebel_cannot_attack"),
        EventKind::CardsTraded { .. } => Some("trade"),
        EventKind::AttackOrder { agreed: true, .. } => Some("attack_order_chosen"),
        EventKind::AttackOrder { .. } => Some("attack_order_rolled"),
        EventKind::PlaysAfterTrades { .. } => Some("plays_after_trades"),
        EventKind::RansomPaid { .. } => Some("ransom"),
        EventKind::GrainBonusTaken { .. } => Some("grain_drought_bonus"),
        EventKind::CommanderSent { .. } => Some("commander_sent"),
        EventKind::Battle { naval: false, .. } => Some("land_battle"),
        // COM-18 / REV-18 (ADV 2.02): with `--option provincial-wars`.
        EventKind::LocalTaxesSpent { .. } => Some("local_taxes_spent"),
        EventKind::ProvinceUnderAttack { .. } => Some("province_under_attack"),
        EventKind::ProvincialBattle {
            result: crate::rules::BattleOutcome::Victory,
            ..
        } => Some("provincial_battle_victory"),
        EventKind::ProvincialBattle {
            result: crate::rules::BattleOutcome::Defeat,
            ..
        } => Some("provincial_battle_defeat"),
        EventKind::ProvincialBattle { .. } => Some("provincial_battle_other"),
        EventKind::ProvincialNavalDefeat { .. } => Some("provincial_naval_defeat"),
        EventKind::ProvinceAllied { .. } => Some("province_allied"),
        EventKind::ProvincialVictory { .. } => Some("provincial_victory"),
        EventKind::GarrisonVeterans { .. } => Some("garrison_veterans"),
        // REV-01 / REV-02 / FOR-22 with ADV 2.02: the cards meet the Provincial Forces.
        EventKind::ProvincialArmiesCounted { card, .. } => Some(match card.as_str() {
            "barbarian-raids" => "raid_roll_provincial_armies",
            "internal-disorder" => "order_roll_provincial_armies",
            _ => "pretender_battle_provincial_armies",
        }),
        EventKind::ProvincialForcesLost {
            with_province: true,
            ..
        } => Some("provincial_forces_lost_with_revolt"),
        EventKind::ProvincialForcesLost { card, .. } => Some(match card.as_str() {
            "barbarian-raids" => "provincial_armies_lost_to_raid",
            _ => "provincial_armies_lost_to_pretender",
        }),
        EventKind::NoLocalTaxes { .. } => Some("no_local_taxes_overrun_or_disorder"),
        // FOR-22 / SEN-38: a Pretender's revolt in a Province governed through a Legate.
        EventKind::GovernorByLegateSpared { .. } => Some("governor_by_legate_spared"),
        EventKind::NavalInterception { landed: true, .. } => Some("naval_interception_landed"),
        EventKind::NavalInterception { .. } => Some("naval_interception_held"),
        EventKind::RebelGovernorLanded { .. } => Some("rebel_governor_landed"),
        EventKind::RebelReinforces {
            in_transit: true, ..
        } => Some("rebel_reinforcement_at_sea"),
        EventKind::RebelReinforces { .. } => Some("rebel_reinforcement_landed"),
        EventKind::SentAgainstRebelProvince { .. } => Some("sent_against_rebel_province"),
        EventKind::RebelProvinceBattle { naval: true, .. } => Some("rebel_province_naval_battle"),
        EventKind::RebelProvinceBattle { .. } => Some("rebel_province_land_battle"),
        EventKind::AlliedProvincesReturn { .. } => Some("allied_provinces_return"),
        EventKind::AlliedForcesLost { .. } => Some("allied_forces_lost"),
        EventKind::Battle { naval: true, .. } => Some("naval_battle"),
        EventKind::WarDefeated { .. } => Some("war_defeated"),
        EventKind::ProconsulReplaced { .. } => Some("proconsul_replaced"),
        EventKind::Forces {
            reason: crate::rules::ForcesReason::Disbanded { .. },
            ..
        } => Some("forces_disbanded"),
        EventKind::Forces {
            reason: crate::rules::ForcesReason::PartRecalled { .. },
            ..
        } => Some("part_recalled"),
        EventKind::Forces {
            reason: crate::rules::ForcesReason::GarrisonRecalled { .. },
            ..
        } => Some("garrison_recalled"),
        EventKind::ProsecutionsEnded { .. } => Some("prosecutions_ended"),
        EventKind::UnopposedPersuasion { .. } => Some("unopposed_persuasion"),
        EventKind::BlackmailBacklash { .. } => Some("blackmail_backlash"),
        EventKind::InfluencePeddlingPlayed { .. } => Some("influence_peddling"),
        EventKind::AnswerWithdrawn { .. } => Some("answer_withdrawn_after_influence_peddling"),
        // SET-07 / SET-09: a Governor named at setup; the era turning in an Extended game.
        EventKind::SetupGovernor { .. } => Some("setup_governor"),
        EventKind::EraBegins {
            era: crate::rules::data::Era::Middle,
        } => Some("era_begins_middle"),
        EventKind::EraBegins { .. } => Some("era_begins_late"),
        // SET-10: Alternative History's era advancing at the start of turns 8 and 16.
        EventKind::EraAdvances {
            era: crate::rules::data::Era::Middle,
            ..
        } => Some("era_advances_middle"),
        EventKind::EraAdvances { .. } => Some("era_advances_late"),
        EventKind::CardDrawn {
            to: crate::rules::DrawnTo::EraEnds,
            ..
        } => Some("era_ends_drawn"),
        EventKind::TribuneCancelAttempt {
            cancelled: true, ..
        } => Some("tribune_cancelled_by_graft_or_murder"),
        EventKind::TribuneCancelAttempt { .. } => Some("tribune_cancel_failed"),
        EventKind::MobIncited { .. } => Some("mob_incited"),
        EventKind::LandCommissionerClaimed { .. } => Some("land_commissioner_claimed"),
        // SEN-33 (ADV 2.05, `--option advocates`).
        EventKind::AdvocateChosen {
            refused: Some(_), ..
        } => Some("advocate_refused"),
        EventKind::AdvocateChosen {
            accused, advocate, ..
        } if accused == advocate => Some("advocate_self"),
        EventKind::AdvocateChosen { .. } => Some("advocate_chosen"),
        EventKind::Trial { .. } => Some("trial"),
        EventKind::TrialInfluence { .. } => Some("trial_influence"),
        // SEN-56 (ADV 2.06, `--option passing-laws`).
        EventKind::LawProposed { .. } => Some("law_proposed"),
        EventKind::LawWithdrawn { .. } => Some("law_withdrawn"),
        EventKind::LawDefeated { .. } => Some("law_defeated"),
        EventKind::LawSponsorInfluence {
            cosponsor: false, ..
        } => Some("law_passed_sponsor_rewarded"),
        EventKind::VoteTaken {
            proposal: crate::rules::Proposal::PassLaw { .. },
            vetoed_by: Some(_),
            ..
        } => Some("law_vetoed"),
        EventKind::BequestSent { .. } => Some("bequest_sent"),
        EventKind::BequestKeptByRebel { .. } => Some("bequest_kept_by_rebel"),
        // REV-20 / COM-23 (issue 24 §1).
        EventKind::OpenBodyguardPlayed { .. } => Some("open_bodyguard_played"),
        EventKind::BodyguardUpkeepPaid { .. } => Some("open_bodyguard_kept"),
        EventKind::BodyguardDiscarded { .. } => Some("open_bodyguard_discarded"),
        EventKind::SenatorDied { consequences, .. }
            if consequences.contains(&crate::rules::api::Consequence::OpenBodyguardDiscarded) =>
        {
            Some("open_bodyguard_discarded_at_death")
        }
        EventKind::ProscriptionPlayed { .. } => Some("proscription_played"),
        EventKind::ProscriptionDeclined { .. } => Some("proscription_declined"),
        EventKind::KnightsProscribed { .. } => Some("knights_proscribed"),
        EventKind::RebelGovernorsUpkeep { .. } => Some("rebel_governors_upkeep"),
        EventKind::RebelProvinceIncome { .. } => Some("rebel_province_income"),
        EventKind::RebelProvinceUnaffected { .. } => Some("rebel_province_unaffected"),
        EventKind::RebelProvincesCollapse { .. } => Some("rebel_provinces_collapse"),
        // RVN-10 (ADV 2.03): declarations, the march, a Primary staying in his Province.
        EventKind::RebelGovernorsRevolt { .. } => Some("rebel_governors_revolt"),
        EventKind::RebelMarchesOnRome { .. } => Some("rebel_marches_on_rome"),
        EventKind::RebelStaysInProvince { .. } => Some("rebel_stays_in_province"),
        EventKind::RevoltUnprosecuted { .. } => Some("revolt_unprosecuted"),
        EventKind::RebelAtSea { .. } => Some("rebel_at_sea"),
        EventKind::ProvinceFromBequest { .. } => Some("province_from_bequest"),
        EventKind::BequestDiscarded { .. } => Some("bequest_discarded"),
        EventKind::ProvinceEstablishedByBequest { .. } => Some("province_established_by_bequest"),
        EventKind::CleopatraPlayed {
            commander: Some(_), ..
        } => Some("cleopatra_for_the_commander"),
        EventKind::CleopatraPlayed { .. } => Some("cleopatra_enemy_leader"),
        EventKind::DiceRolled {
            purpose:
                crate::rules::DicePurpose::TaxFarmer {
                    by: crate::rules::data::DeckCard::Leader(_),
                },
            ..
        } => Some("tax_farmer_roll_by_a_leader"),
        EventKind::DiceRolled {
            purpose: crate::rules::DicePurpose::PopularAppeal { .. },
            dice,
            ..
        } if dice.len() == 3 => Some("popular_appeal_3d6"),
        _ => None,
    }
}

impl SimReport {
    /// The lines `rorgm simulate` prints above its summary: one per ending, one per rare event.
    pub fn count_lines(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .endings
            .iter()
            .map(|(k, n)| format!("ending {k}: {n}"))
            .collect();
        v.extend(self.rare.iter().map(|(k, n)| format!("event {k}: {n}")));
        v
    }
}

/// Play `opts.games` games with random-legal bots.
pub fn simulate(opts: &SimOptions) -> SimReport {
    let start = Instant::now();
    let mut report = SimReport {
        games: if opts.only.is_some_and(|g| g < opts.games) {
            1
        } else if opts.only.is_some() {
            0
        } else {
            opts.games
        },
        ..Default::default()
    };
    for g in 0..opts.games {
        if opts.only.is_some_and(|only| only != g) {
            continue;
        }
        let game_seed = opts.seed.wrapping_mul(1_000_003).wrapping_add(u64::from(g));
        let mut rng = ChaCha8Rng::seed_from_u64(game_seed);
        let players = 3 + (rng.random_range(0..4u32) as usize);
        let mut seed = [0u8; 32];
        seed[..8].copy_from_slice(&game_seed.to_le_bytes());
        let setup = Setup {
            scenario: opts.scenario,
            players: (1..=players).map(|i| format!("Bot {i}")).collect(),
        };
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            play_one(setup, seed, &mut rng, opts, &mut report)
        }));
        match outcome {
            Ok(Ok(status)) => match status {
                GameStatus::Finished { ending } => {
                    report.finished += 1;
                    *report.endings.entry(ending.name().to_string()).or_default() += 1;
                }
                GameStatus::RulesEnd { rule, .. } => *report.stopped.entry(rule).or_default() += 1,
                GameStatus::Waiting | GameStatus::Suspended => report.errors.push(format!(
                    "game {g}: still waiting after {} rounds",
                    opts.max_rounds
                )),
            },
            Ok(Err(e)) => report
                .errors
                .push(format!("game {g} (seed {game_seed}): {e}")),
            Err(_) => report
                .errors
                .push(format!("game {g} (seed {game_seed}): the rules panicked")),
        }
    }
    report.elapsed = start.elapsed();
    report
}

/// FOR-13: could `RandomBot::anytime_play` play now? (Its first test, read from the game
/// without a View: outside the Revolution Phase, with Influence Peddling in hand.)
///
/// SEN-55 / SEN-34: in the Senate Phase, with a Law in hand or the Calpurnian Law in force.
fn may_play_anytime(game: &Game, faction: crate::rules::api::FactionId) -> bool {
    let hand = game.own_hand_keys(faction);
    if game.phase() == crate::rules::Phase::Senate
        && (game.holds_law(faction) || game.laws_in_play().iter().any(|k| k.0 == "calpurnian"))
    {
        return true;
    }
    // REV-20: the Open Bodyguard in the Revenue Phase.
    if game.phase() == crate::rules::Phase::Revenue
        && hand
            .iter()
            .any(|k| k.identity() == CardIdentity::Intrigue(IntrigueKind::OpenBodyguard))
    {
        return true;
    }
    game.phase() != crate::rules::Phase::Revolution
        && hand
            .iter()
            .any(|k| k.identity() == CardIdentity::Intrigue(IntrigueKind::InfluencePeddling))
}

/// `--trace`: the events, one JSON line each, with the turn and round they came in.
fn trace(opts: &SimOptions, game: &Game, events: &[Event]) {
    if !opts.trace {
        return;
    }
    for e in events {
        let json = serde_json::to_string(e).unwrap_or_default();
        eprintln!("t{} r{} {json}", game.turn(), game.round());
    }
}

fn play_one(
    setup: Setup,
    seed: [u8; 32],
    rng: &mut ChaCha8Rng,
    opts: &SimOptions,
    report: &mut SimReport,
) -> Result<GameStatus, String> {
    let (mut game, events) = if opts.middle_probe {
        Game::new_middle_probe(setup, seed, !opts.middle_probe_no_laws)
    } else {
        Game::new(setup, seed)
    }
    .map_err(|e| format!("setup: {e}"))?;
    trace(opts, &game, &events);
    // SEN-02: one game in four plays with ordered voting (seed 004's option), so that the bots
    // reach its conditional votes.
    if seed[0] % 4 == 3 {
        game.set_voting_order(crate::rules::VotingOrder::Ordered);
    }
    // Issue 24 §3: `--option`: the options every game plays with (the voting order drawn above
    // kept unless an option names it).
    if let Some(t) = &opts.rules {
        let mut t = t.clone();
        if t.voting_order == crate::rules::TableRules::default().voting_order {
            t.voting_order = game.table_rules().voting_order;
        }
        let started = game.start_options(&t);
        trace(opts, &game, &started);
    }
    report.violations.extend(check(&game, &events));
    if opts.snapshot_shapes {
        snapshot_check(&game, &mut report.shapes)?;
    }
    let n = game.players().len();
    let mut bots: Vec<RandomBot> = (0..n).map(|_| RandomBot::new(rng.random())).collect();
    // REV-07: about half the factions stand on taking the grain concessions' Drought bonus.
    for f in 0..n {
        if rng.random_bool(0.5) {
            let grain = ["sicilian-grain", "egyptian-grain"]
                .map(|k| (crate::rules::api::CardKey(k.into()), true))
                .to_vec();
            let faction = crate::rules::api::FactionId(u8::try_from(f).unwrap_or(0));
            let answer = crate::rules::Answer::Revenue {
                income_to_senators: Vec::new(),
                contributions: Vec::new(),
                transfers: Vec::new(),
                spoils: Vec::new(),
                grain,
                upkeep: Vec::new(),
                plan_ahead: None,
            };
            game.set_standing(faction, crate::rules::DecisionKind::Revenue, answer)
                .map_err(|e| format!("standing GRAIN refused: {e}"))?;
        }
    }
    for _ in 0..opts.max_rounds {
        if !matches!(game.status(), GameStatus::Waiting) {
            break;
        }
        // A faction's View is built once a round: answers are sealed (`submit` changes nothing
        // a View shows), so its later decisions of the round see the same View.
        let mut views: Vec<Option<crate::rules::View>> = vec![None; n];
        // The owed decisions, in order (`Game::owed`), read in place: an answer stored changes
        // no open decision.
        for i in 0..game.open().len() {
            let d = &game.open()[i];
            if game.answered(&d.id) {
                continue;
            }
            if rng.random_bool(opts.silence.clamp(0.0, 1.0)) {
                continue;
            }
            let (owner, id) = (d.owner, d.id.clone());
            let seat = usize::from(owner.0) % n;
            let view = views[seat].get_or_insert_with(|| game.view(Viewer::Faction(owner)));
            let answer = bots[seat].answer(d, view);
            game.submit(owner, &id, answer.clone())
                .map_err(|e| format!("bot answer refused for {id}: {e}; answer {answer:?}"))?;
        }
        // FOR-13: Influence Peddling is played when a mail is read, here after the answers (a
        // victim's answer that named the card drawn is withdrawn and gets its Default Move).
        for (f, bot) in bots.iter_mut().enumerate() {
            let faction = crate::rules::api::FactionId(u8::try_from(f).unwrap_or(0));
            // `anytime_play` returns None, drawing nothing from its dice, unless the faction
            // holds Influence Peddling outside the Revolution Phase: only then is its View
            // worth building (most rounds, no faction holds it).
            if !may_play_anytime(&game, faction) {
                continue;
            }
            let view = game.view(Viewer::Faction(faction));
            let Some(play) = bot.anytime_play(&view, faction) else {
                continue;
            };
            if game.check_anytime(faction, &play).is_err() {
                continue;
            }
            let events = game
                .play_anytime(faction, &play)
                .map_err(|e| format!("bot play refused after its check: {e}; {play:?}"))?;
            trace(opts, &game, &events);
            report
                .violations
                .extend(check(&game, &events).into_iter().map(|v| {
                    format!(
                        "game seed {}, turn {}, round {}: {v}",
                        hex::encode(seed),
                        game.turn(),
                        game.round()
                    )
                }));
            for e in &events {
                if let Some(name) = rare_event(&e.kind) {
                    *report.rare.entry(name.to_string()).or_default() += 1;
                }
            }
        }
        let t = Instant::now();
        let events = game.resolve(true);
        let dt = t.elapsed();
        trace(opts, &game, &events);
        report.resolutions += 1;
        if dt > report.slowest_resolution {
            report.slowest_resolution = dt;
        }
        // Each violation names the game's seed, so that the game can be replayed.
        report
            .violations
            .extend(check(&game, &events).into_iter().map(|v| {
                format!(
                    "game seed {}, turn {}, round {}: {v}",
                    hex::encode(seed),
                    game.turn(),
                    game.round()
                )
            }));
        for e in &events {
            if let Some(name) = rare_event(&e.kind) {
                *report.rare.entry(name.to_string()).or_default() += 1;
            }
        }
        if opts.snapshot_shapes {
            snapshot_check(&game, &mut report.shapes)?;
        }
    }
    Ok(game.status())
}

/// Issue 23 point 6: the state's stored shape, and the state read back from its snapshot
/// writes the same snapshot.
fn snapshot_check(
    game: &Game,
    shapes: &mut std::collections::BTreeSet<String>,
) -> Result<(), String> {
    use crate::rules::snapshot;
    let text = snapshot::encode(game).map_err(|e| format!("snapshot: {e}"))?;
    let back = snapshot::decode(&text).map_err(|e| format!("snapshot does not read back: {e}"))?;
    if snapshot::encode(&back).map_err(|e| format!("snapshot: {e}"))? != text {
        return Err(format!(
            "turn {}, round {}: the snapshot read back writes another snapshot",
            game.turn(),
            game.round()
        ));
    }
    snapshot::stored_shape(game, shapes);
    Ok(())
}

/// Issue 23: would the JSON `serde_json` writes for a value hold one of `needles` in quotes
/// (`"hand"`)? A walk of the value that writes nothing: `public_leak` asks it first, and writes
/// the JSON (and searches it as before) only when it says yes, so most events are never
/// written out. A quoted needle in compact JSON is a string (a field name, a variant name, a
/// map key, a value) that is the needle, or that ends with a quote and the needle (`\"hand"`).
mod names {
    use serde::ser::{self, Serialize};

    /// Stops the walk: a needle was found (or the value cannot be walked: answer yes).
    #[derive(Debug)]
    pub(super) struct Found;

    impl std::fmt::Display for Found {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("found")
        }
    }

    impl std::error::Error for Found {}

    impl ser::Error for Found {
        fn custom<T: std::fmt::Display>(_msg: T) -> Self {
            Found
        }
    }

    /// True when some string of `value` is a needle or ends with a quote and a needle (or the
    /// walk failed).
    pub(super) fn mention<T: Serialize + ?Sized>(value: &T, needles: &[&str]) -> bool {
        value.serialize(Scan { needles }).is_err()
    }

    #[derive(Clone, Copy)]
    struct Scan<'a> {
        needles: &'a [&'a str],
    }

    impl Scan<'_> {
        fn text(self, s: &str) -> Result<(), Found> {
            // Most strings end with a letter no needle ends with.
            let Some(last) = s.as_bytes().last() else {
                return Ok(());
            };
            if !self
                .needles
                .iter()
                .any(|n| n.as_bytes().last() == Some(last))
            {
                return Ok(());
            }
            let quoted =
                |n: &&str| s == *n || s.strip_suffix(*n).is_some_and(|head| head.ends_with('"'));
            if self.needles.iter().any(quoted) {
                Err(Found)
            } else {
                Ok(())
            }
        }
    }

    /// Serializer methods for values that carry no words: nothing to scan.
    macro_rules! ignore_scalars {
        ($($f:ident: $t:ty),*) => {
            $(fn $f(self, _v: $t) -> Result<(), Found> {
                Ok(())
            })*
        };
    }

    /// A compound of unnamed elements (sequence, tuple): each element is scanned.
    macro_rules! elements {
        ($tr:ident, $m:ident) => {
            impl ser::$tr for Scan<'_> {
                type Ok = ();
                type Error = Found;
                fn $m<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Found> {
                    value.serialize(*self)
                }
                fn end(self) -> Result<(), Found> {
                    Ok(())
                }
            }
        };
    }

    /// A compound of named fields (struct, struct variant): each name and value is scanned.
    macro_rules! fields {
        ($tr:ident) => {
            impl ser::$tr for Scan<'_> {
                type Ok = ();
                type Error = Found;
                fn serialize_field<T: Serialize + ?Sized>(
                    &mut self,
                    key: &'static str,
                    value: &T,
                ) -> Result<(), Found> {
                    self.text(key)?;
                    value.serialize(*self)
                }
                fn end(self) -> Result<(), Found> {
                    Ok(())
                }
            }
        };
    }

    impl<'a> ser::Serializer for Scan<'a> {
        type Ok = ();
        type Error = Found;
        type SerializeSeq = Scan<'a>;
        type SerializeTuple = Scan<'a>;
        type SerializeTupleStruct = Scan<'a>;
        type SerializeTupleVariant = Scan<'a>;
        type SerializeMap = Scan<'a>;
        type SerializeStruct = Scan<'a>;
        type SerializeStructVariant = Scan<'a>;

        // Numbers and booleans carry no words.
        ignore_scalars!(serialize_bool: bool, serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64, serialize_i128: i128, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64, serialize_u128: u128, serialize_f32: f32, serialize_f64: f64);
        fn serialize_char(self, v: char) -> Result<(), Found> {
            self.text(v.encode_utf8(&mut [0u8; 4]))
        }
        fn serialize_str(self, v: &str) -> Result<(), Found> {
            self.text(v)
        }
        fn serialize_bytes(self, _v: &[u8]) -> Result<(), Found> {
            Ok(())
        }
        fn serialize_none(self) -> Result<(), Found> {
            Ok(())
        }
        fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Found> {
            value.serialize(self)
        }
        fn serialize_unit(self) -> Result<(), Found> {
            Ok(())
        }
        fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Found> {
            Ok(())
        }
        fn serialize_unit_variant(
            self,
            _name: &'static str,
            _index: u32,
            variant: &'static str,
        ) -> Result<(), Found> {
            self.text(variant)
        }
        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _name: &'static str,
            value: &T,
        ) -> Result<(), Found> {
            value.serialize(self)
        }
        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            _name: &'static str,
            _index: u32,
            variant: &'static str,
            value: &T,
        ) -> Result<(), Found> {
            self.text(variant)?;
            value.serialize(self)
        }
        fn serialize_seq(self, _len: Option<usize>) -> Result<Scan<'a>, Found> {
            Ok(self)
        }
        fn serialize_tuple(self, _len: usize) -> Result<Scan<'a>, Found> {
            Ok(self)
        }
        fn serialize_tuple_struct(
            self,
            _name: &'static str,
            _len: usize,
        ) -> Result<Scan<'a>, Found> {
            Ok(self)
        }
        fn serialize_tuple_variant(
            self,
            _name: &'static str,
            _index: u32,
            variant: &'static str,
            _len: usize,
        ) -> Result<Scan<'a>, Found> {
            self.text(variant)?;
            Ok(self)
        }
        fn serialize_map(self, _len: Option<usize>) -> Result<Scan<'a>, Found> {
            Ok(self)
        }
        fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Scan<'a>, Found> {
            Ok(self)
        }
        fn serialize_struct_variant(
            self,
            _name: &'static str,
            _index: u32,
            variant: &'static str,
            _len: usize,
        ) -> Result<Scan<'a>, Found> {
            self.text(variant)?;
            Ok(self)
        }
    }

    elements!(SerializeSeq, serialize_element);

    elements!(SerializeTuple, serialize_element);

    elements!(SerializeTupleStruct, serialize_field);

    elements!(SerializeTupleVariant, serialize_field);

    impl ser::SerializeMap for Scan<'_> {
        type Ok = ();
        type Error = Found;
        fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Found> {
            key.serialize(*self)
        }
        fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Found> {
            value.serialize(*self)
        }
        fn end(self) -> Result<(), Found> {
            Ok(())
        }
    }

    fields!(SerializeStruct);

    fields!(SerializeStructVariant);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GEN-04 / issue 23: the walk `public_leak` asks first says yes for every event whose JSON
    /// holds a secret field name in quotes (so an event it passes over holds none), over the
    /// events of a whole game played with Default Moves.
    #[test]
    fn gen_04_the_walk_sees_every_quoted_secret_field() {
        let setup = Setup {
            scenario: Scenario::EarlyRepublic,
            players: (1..=4).map(|i| format!("Bot {i}")).collect(),
        };
        let (mut game, mut all) = Game::new(setup, [7u8; 32]).expect("setup");
        for _ in 0..300 {
            if !matches!(game.status(), GameStatus::Waiting) {
                break;
            }
            all.extend(game.resolve(true));
        }
        let mut quoted = 0;
        for ev in &all {
            let json = serde_json::to_string(ev).unwrap_or_default();
            let shown = SECRET_FIELDS
                .iter()
                .any(|k| json.contains(&format!("\"{k}\"")));
            if shown {
                quoted += 1;
                assert!(names::mention(ev, &SECRET_FIELDS), "{json}");
            }
        }
        assert!(
            quoted > 0,
            "no event named a secret field: nothing was proved"
        );
        // A string ending in a quote and a needle is written `"say \"hand"`: it shows `"hand"`.
        let tricky = "say \"hand";
        assert!(
            serde_json::to_string(tricky)
                .unwrap_or_default()
                .contains("\"hand\"")
        );
        assert!(names::mention(tricky, &SECRET_FIELDS));
        assert!(names::mention("hand", &SECRET_FIELDS));
        assert!(!names::mention("handy", &SECRET_FIELDS));
        assert!(!names::mention("shorthand", &SECRET_FIELDS));
    }

    #[test]
    fn summary_line_format() {
        let mut r = SimReport {
            games: 3,
            finished: 1,
            ..Default::default()
        };
        r.stopped.insert("FOR-01".into(), 2);
        assert_eq!(
            r.summary(),
            "simulated 3 games: 1 finished, 2 stopped at FOR-01, 0 errors, 0 invariant violations"
        );
    }

    /// GEN-04: the leak detector catches a hand in a public event.
    #[test]
    fn gen_04_public_leak_detected() {
        let ev = Event {
            visibility: Visibility::Public,
            kind: EventKind::HandDealt {
                faction: crate::rules::FactionId(0),
                cards: vec![],
            },
        };
        assert!(public_leak(&ev).is_some());
    }

    /// MOR-06: a faction took the top Senator of the Curia when its last one was assassinated
    /// in the Senate, then quit; the presiding magistrate's call, built before, still offered
    /// that Senator as a Consul (game 1539 of seed 3: the bot named him and was refused, and
    /// the invariant `options_name_senators_in_play` failed). Now the call forgets him.
    #[test]
    fn mor_06_a_faction_that_quits_leaves_no_option_naming_its_senator() {
        let r = simulate(&SimOptions {
            games: 1540,
            only: Some(1539),
            seed: 3,
            ..Default::default()
        });
        assert_eq!(r.games, 1);
        assert!(
            r.rare.contains_key("faction_quit"),
            "the game no longer reaches MOR-06's quit: {:?}",
            r.rare
        );
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        assert!(r.violations.is_empty(), "{:?}", r.violations);
    }

    #[test]
    fn small_simulation_is_clean() {
        let r = simulate(&SimOptions {
            games: 20,
            seed: 3,
            ..Default::default()
        });
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        assert!(r.violations.is_empty(), "{:?}", r.violations);
        assert_eq!(r.stopped.values().sum::<u32>() + r.finished, 20);
    }

    /// SET-07 / SET-09: Middle Republic and Extended games play without errors or invariant
    /// violations; every game that does not finish stops at a rule named as not built.
    #[test]
    fn set_07_set_09_middle_and_extended_games_stop_only_at_named_rules() {
        for scenario in [
            Scenario::MiddleRepublic,
            Scenario::ExtendedEarly,
            Scenario::ExtendedMiddle,
            Scenario::ExtendedEarlyMiddle,
        ] {
            let r = simulate(&SimOptions {
                games: 20,
                seed: 11,
                scenario,
                ..Default::default()
            });
            assert!(r.errors.is_empty(), "{scenario:?}: {:?}", r.errors);
            assert!(r.violations.is_empty(), "{scenario:?}: {:?}", r.violations);
            assert_eq!(r.stopped.values().sum::<u32>() + r.finished, 20);
            for rule in r.stopped.keys() {
                assert!(
                    SIM_STOPS.contains(&rule.as_str()),
                    "{scenario:?}: unexpected stop {rule}"
                );
            }
        }
    }

    /// SET-08 / SET-10: Late Republic and Alternative History games play without errors or
    /// invariant violations; every game that does not finish stops at a rule named as not built.
    #[test]
    fn set_08_set_10_late_and_alternative_games_stop_only_at_named_rules() {
        for scenario in [Scenario::LateRepublic, Scenario::Alternative] {
            let r = simulate(&SimOptions {
                games: 20,
                seed: 11,
                scenario,
                ..Default::default()
            });
            assert!(r.errors.is_empty(), "{scenario:?}: {:?}", r.errors);
            assert!(r.violations.is_empty(), "{scenario:?}: {:?}", r.violations);
            assert_eq!(r.stopped.values().sum::<u32>() + r.finished, 20);
            for rule in r.stopped.keys() {
                assert!(
                    SIM_STOPS.contains(&rule.as_str()),
                    "{scenario:?}: unexpected stop {rule}"
                );
            }
            if scenario == Scenario::LateRepublic {
                assert!(r.rare.contains_key("setup_governor"), "{:?}", r.rare);
            }
        }
    }

    /// The rules stops a Middle or Extended game may still meet (issue 24): the Late Republic
    /// cards are all built (the Late Bequests REV-17, Cleopatra COM-22, the Catiline Conspiracy
    /// DATA-19, Pompey COM-04, Lucullus COM-09), so no rule may stop a game without options.
    const SIM_STOPS: [&str; 0] = [];

    /// RVN-07 (LR 1.09.823): game 1772 of `simulate --scenario extended-middle --seed 11`,
    /// where RandomBot once named the Consul for Life a Secondary Rebel (refused by the rules,
    /// an error of the run): the bot now sees him in the View and leaves him out.
    #[test]
    fn rvn_07_the_random_bot_never_names_the_consul_for_life_a_secondary_rebel() {
        let r = simulate(&SimOptions {
            games: 1773,
            seed: 11,
            scenario: Scenario::ExtendedMiddle,
            only: Some(1772),
            ..Default::default()
        });
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        assert!(r.violations.is_empty(), "{:?}", r.violations);
        assert_eq!(r.stopped.values().sum::<u32>() + r.finished, 1);
    }

    /// Issue 24 §1 (SET-07 measurement): Early games with the Middle cards in the deck play
    /// without errors or invariant violations, and none stops: every Middle card is built
    /// (SEN-55 the Laws, SEN-54 Graft / Murder of a Tribune / Mob, SEN-27 Glaucia, SEN-39
    /// Fulvius Flaccus, REV-17 the Pergamene Bequest).
    #[test]
    fn middle_probe_games_meet_no_rules_stop() {
        let r = simulate(&SimOptions {
            games: 30,
            seed: 11,
            middle_probe: true,
            ..Default::default()
        });
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        assert!(r.violations.is_empty(), "{:?}", r.violations);
        assert!(r.stopped.is_empty(), "stops: {:?}", r.stopped);
        assert_eq!(r.finished, 30);
        // SEN-55 (issue 24 §2): the Laws are played, never a stop.
        assert!(
            r.rare.keys().any(|k| k.starts_with("law_played_")),
            "no Law played: {:?}",
            r.rare
        );
    }
}
