//! One line of text per event, for announcements and private mails.

use super::names::{self, Names};
use super::words::{and_list, count, forces, roman, sentence};
use rules::data::DeckCard;
use rules::{
    AdjournWhy, AuctionWon, CardRef, Cause, Consequence, DeathCause, Destroyed, DicePurpose,
    DrawnTo, Ending, Event, EventKind, FleetLoss, ForcesReason, FrivolousWhy, IncomeItem,
    InitiativeHow, LeaderJoins, Place, Proposal, ProsecutionReason, ReturnReason, RulingWhat,
    StatesmanEntry, TalentMove, Tie, ToForum, TreasuryReason, UnrestReason, VeteranPick,
};

/// The text of one event.
pub fn describe(ev: &Event, n: &Names) -> String {
    match &ev.kind {
        EventKind::GameStarted {
            scenario,
            players,
            seed_sha256,
        } => format!(
            "The game begins: {scenario} scenario, {players} players. Seed SHA-256: {seed_sha256}."
        ),
        EventKind::TurnStarted { turn } => format!("Turn {turn} begins."),
        EventKind::PhaseStarted { turn, phase } => {
            format!("Turn {turn}: the {} phase.", names::phase_name(*phase))
        }
        EventKind::DiceRolled {
            purpose,
            dice,
            modifier,
        } => {
            let ds: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            let total: u32 = dice.iter().map(|d| u32::from(*d)).sum();
            let omens = if *modifier < 0 {
                format!(" (Evil Omens: {})", modifier.to_string().replace('-', "−"))
            } else {
                String::new()
            };
            if dice.len() > 1 {
                format!(
                    "Dice for {}: {} = {total}{omens}.",
                    dice_purpose(purpose, n),
                    ds.join(" + ")
                )
            } else {
                format!("Die for {}: {total}{omens}.", dice_purpose(purpose, n))
            }
        }
        EventKind::ChitDrawn { chit } => format!("Mortality chit drawn: {chit}."),
        EventKind::CardDrawn { card, to } => card_drawn(card, to, n),
        EventKind::SenatorsDealt { faction, senators } => {
            let names: Vec<String> = senators.iter().map(|s| n.senator(s)).collect();
            format!("{} receives {}.", n.faction(*faction), names.join(", "))
        }
        EventKind::HandDealt { cards, .. } => format!(
            "Your hand: {}.",
            and_list(
                &cards.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "no cards"
            )
        ),
        EventKind::CardPlaced { card, place } => card_placed(card, place, n),
        EventKind::TemporaryRomeConsul { senator, faction } => format!(
            "{} of {} is Temporary Rome Consul (+5 Influence).",
            n.senator(senator),
            n.faction(*faction)
        ),
        EventKind::FactionLeaderChosen { faction, senator } => format!(
            "{} names {} its Faction Leader.",
            n.faction(*faction),
            n.senator(senator)
        ),
        EventKind::StatesmanPlayed {
            faction,
            statesman,
            how,
        } => format!(
            "{} plays the Statesman {}: {}.",
            n.faction(*faction),
            n.senator(statesman),
            match how {
                StatesmanEntry::OnFamilyCard => "he is placed on his Family card",
                StatesmanEntry::FamilyFromForum => "he takes his Family card from the Forum",
                StatesmanEntry::Alone => "he enters play alone, his Family card not being in play",
            }
        ),
        EventKind::ConcessionPlayed {
            faction,
            concession,
            senator,
        } => format!(
            "{} plays the {} concession on {}.",
            n.faction(*faction),
            n.card(concession),
            n.senator(senator)
        ),
        EventKind::SenatorDied {
            senator,
            faction,
            cause,
            consequences,
        } => {
            let whose = faction
                .map(|f| format!(" of {}", n.faction(f)))
                .unwrap_or_default();
            let mut s = format!(
                "{}{whose} dies: {}.",
                n.senator(senator),
                death_reason(cause, n)
            );
            for c in consequences {
                s.push(' ');
                s.push_str(&consequence(c, n));
            }
            s
        }
        EventKind::NoDeath => "No senator dies this turn.".to_string(),
        EventKind::IncomeCollected {
            faction,
            total,
            detail,
        } => {
            let parts: Vec<String> = detail.iter().map(|i| income_item_words(i, n)).collect();
            if parts.is_empty() {
                format!("{} collects no income.", n.faction(*faction))
            } else {
                format!(
                    "{} collects {total}T of income ({}).",
                    n.faction(*faction),
                    parts.join(", ")
                )
            }
        }
        EventKind::IncomeDistributed { moves, .. } => {
            let parts: Vec<String> = moves.iter().map(|m| talent_move_words(m, n)).collect();
            format!("Your talents: {}.", parts.join("; "))
        }
        EventKind::Contribution {
            senator,
            amount,
            influence,
            ..
        } => format!(
            "{} contributes {amount}T to the State Treasury and gains {influence} Influence.",
            n.senator(senator)
        ),
        EventKind::TransferReported {
            from_faction,
            to,
            to_faction,
            amount,
        } => format!(
            "{} sends {amount}T to {} of {}.",
            n.faction(*from_faction),
            n.senator(to),
            n.faction(*to_faction)
        ),
        EventKind::StateTreasury {
            reason,
            delta,
            balance,
            shortfall,
        } => {
            let why = treasury_reason(reason, n);
            if *shortfall > 0 {
                format!(
                    "The State cannot pay for {why}: it is {shortfall}T short (the State Treasury \
                     holds {balance}T)."
                )
            } else if *delta >= 0 {
                format!("The State Treasury gains {delta}T from {why}; it now holds {balance}T.")
            } else {
                format!(
                    "The State Treasury pays {}T for {why}; it now holds {balance}T.",
                    -delta
                )
            }
        }
        // A choice's notice names the one default it applied, not every choice's.
        EventKind::DefaultApplied {
            kind, by, answer, ..
        } => match (by, answer.as_ref()) {
            (rules::DefaultBy::Seed, rules::Answer::Choice { about, pick }) => {
                format!(
                    "{}: the Default Move applied. {}",
                    super::defaults::decision_title(*kind),
                    super::choice_words::default_pick_words(about, pick, n)
                )
            }
            _ => format!(
                "{}: the Default Move applied. {}",
                super::defaults::decision_title(*kind),
                super::defaults::default_words(*kind, by, n)
            ),
        },
        EventKind::AnswerReceived { faction, .. } => {
            format!("{} has sent its orders.", n.faction(*faction))
        }
        EventKind::RulesEnd { rule, reason } => format!(
            "The referee stops here: {} (rule {rule}). The game is paused until the rules engine grows.",
            rules_stop(reason, n)
        ),
        EventKind::GameOver { ending, seed_hex } => {
            format!(
                "The game is over: {}. The dice seed was {seed_hex}.",
                ending_words(ending, n)
            )
        }
        EventKind::Forces {
            legions,
            fleets,
            reason,
        } => format!(
            "{} Rome now has {}.",
            forces_reason(reason, n),
            forces_or_none(*legions, *fleets)
        ),
        EventKind::TreasuryWarning { balance } => format!(
            "Warning: the State Treasury holds only {balance}T; the Republic goes bankrupt if it cannot pay (GEN-12)."
        ),
        EventKind::InitiativeTaken {
            initiative,
            faction,
            how,
        } => format!(
            "Initiative {initiative}: {} ({}).",
            n.faction(*faction),
            match how {
                InitiativeHow::Regular => "its regular initiative",
                InitiativeHow::WonAtAuction => "won at auction",
                InitiativeHow::NotBidOn => "nobody bid: the HRAO's faction takes it, rule FOR-17",
            }
        ),
        EventKind::PersuasionAnnounced {
            initiative,
            persuader,
            persuader_faction,
            target,
            target_faction,
            public_base,
        } => format!(
            "Initiative {initiative}: {} of {} attempts to persuade {}{}; base number before \
             treasuries and bribes {public_base}. Bribes and counter-bribes are called for.",
            n.senator(persuader),
            n.faction(*persuader_faction),
            n.senator(target),
            target_faction
                .map(|f| format!(" of {}", n.faction(f)))
                .unwrap_or_default()
        ),
        EventKind::PersuasionResolved {
            persuader,
            persuader_faction,
            target,
            bribe,
            counter_bribes,
            base,
            roll,
            succeeded,
            ..
        } => {
            let counters: Vec<String> = counter_bribes
                .iter()
                .map(|(f, a)| format!("{} {a}T", n.faction(*f)))
                .collect();
            format!(
                "{} of {} tries to persuade {}: bribe {bribe}T, counter-bribes {}; base number \
                 {base}, roll {roll}: {}. All the money goes to {}.",
                n.senator(persuader),
                n.faction(*persuader_faction),
                n.senator(target),
                if counters.is_empty() {
                    "none".to_string()
                } else {
                    counters.join(", ")
                },
                if *succeeded {
                    format!("success, he joins {}", n.faction(*persuader_faction))
                } else {
                    "failure".to_string()
                },
                n.senator(target)
            )
        }
        EventKind::FrivolousPersuasion {
            persuader,
            persuader_faction,
            target,
            target_faction,
            counter_bribe,
        } => format!(
            "The GM rules the attempt of {} ({}) to persuade {} frivolous (PB-04): {} counter-bribes \
             {counter_bribe}T, paid to {}; the attempt fails.",
            n.senator(persuader),
            n.faction(*persuader_faction),
            n.senator(target),
            n.faction(*target_faction),
            n.senator(target)
        ),
        EventKind::KnightsAttracted {
            senator,
            faction,
            spend,
            roll,
            success,
        } => format!(
            "{} of {} spends {spend}T to attract a Knight and rolls {roll}: {}.",
            n.senator(senator),
            n.faction(*faction),
            if *success {
                "a Knight joins him"
            } else {
                "no Knight"
            }
        ),
        EventKind::KnightsPressured {
            senator,
            faction,
            knights,
            talents,
        } => format!(
            "{} of {} pressures {knights} Knight(s) for {talents}T; they return to the bank.",
            n.senator(senator),
            n.faction(*faction)
        ),
        EventKind::GamesSponsored {
            senator,
            faction,
            games,
            cost,
            popularity,
            unrest,
        } => format!(
            "{} of {} sponsors {} for {cost}T: Popularity +{popularity}, Unrest {unrest}.",
            n.senator(senator),
            n.faction(*faction),
            games
                .row()
                .map_or_else(|| "Games".to_string(), |r| r.name.clone())
        ),
        EventKind::AuctionResolved {
            initiative,
            bids,
            winner,
            reason,
        } => {
            let bs: Vec<String> = bids
                .iter()
                .map(|(f, a)| format!("{} {a}T", n.faction(*f)))
                .collect();
            format!(
                "Auction of initiative {initiative}: bids {}; {} takes it ({}).",
                bs.join(", "),
                n.faction(*winner),
                match reason {
                    AuctionWon::HighestBid => "the highest bid",
                    AuctionWon::TiedNearestTheHrao =>
                        "the highest bid, tied: it goes to the HRAO or the player nearest him clockwise",
                    AuctionWon::NoBid => "no bid: the HRAO's faction takes it, rule FOR-17",
                }
            )
        }
        EventKind::EventPlaced { key, increased } => format!(
            "Event{}: {}. {}",
            if *increased { " (increased side)" } else { "" },
            n.event(key, *increased),
            n.event_text(key, *increased)
        ),
        EventKind::UnrestChanged {
            delta,
            unrest,
            reason,
        } => format!(
            "Unrest {} by {} ({}); it is now {unrest}.",
            if *delta >= 0 { "rises" } else { "falls" },
            delta.unsigned_abs(),
            unrest_reason(reason)
        ),
        EventKind::StateOfTheRepublic {
            dice_total,
            unrest,
            hrao_popularity,
            modifier,
            total,
            result,
        } => format!(
            "State of the Republic: 3d6 {dice_total} − Unrest {unrest} + HRAO Popularity \
             {hrao_popularity}{} = {total}: {}.",
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            },
            population_words(result)
        ),
        EventKind::VoteTotals { totals } => {
            let ts: Vec<String> = totals
                .iter()
                .map(|(f, v)| format!("{} {v}", n.faction(*f)))
                .collect();
            format!("Votes in the Senate: {}.", ts.join(", "))
        }
        EventKind::Ruling { rule, what } => {
            format!("GM ruling ({rule}) {}.", ruling_words(what, n))
        }
        EventKind::ProvinceCheck {
            province,
            governor,
            card,
            increased,
            total,
            must_exceed,
            held,
        } => format!(
            "{}: {} rolls {total} for {} (needs more than {must_exceed}): {}.",
            n.event(card, *increased),
            n.senator(governor),
            n.province(province),
            if *held {
                "the province holds"
            } else {
                "it fails"
            }
        ),
        EventKind::SpoilsCollected {
            governor,
            province,
            amount,
        } => {
            if *amount > 0 {
                format!(
                    "Provincial Spoils: {} takes {amount}T from {} into his Personal \
                     Treasury.",
                    n.senator(governor),
                    n.province(province)
                )
            } else {
                format!(
                    "Provincial Spoils: {} yields {amount}T to {}; he pays nothing (a \
                     negative result is paid by the State in the Debits).",
                    n.province(province),
                    n.senator(governor)
                )
            }
        }
        EventKind::CorruptMarker { senator, province } => format!(
            "{} takes a Corrupt marker for the spoils of {}.",
            n.senator(senator),
            n.province(province)
        ),
        EventKind::ProvinceDevelopment {
            province,
            governor,
            total,
            developed,
        } => {
            if *developed {
                format!(
                    "Development of {}: {total}, it is Developed; {} gains 3 Influence.",
                    n.province(province),
                    n.senator(governor)
                )
            } else {
                format!(
                    "Development of {}: {total}, it stays Undeveloped.",
                    n.province(province)
                )
            }
        }
        EventKind::ProvinceToForum {
            province,
            governor,
            reason,
        } => format!(
            "{} goes back to the Forum without a Governor: {}.",
            n.province(province),
            match reason {
                ToForum::TermEnded => format!(
                    "the term of {} ends and he returns to Rome",
                    n.senator(governor)
                ),
                ToForum::GovernorDied => format!("its Governor, {}, died", n.senator(governor)),
                ToForum::LegateTermEnded => format!(
                    "the term of {}, who ruled it through a Legate, ends; he stays where he is",
                    n.senator(governor)
                ),
                ToForum::RebelElsewhere => format!(
                    "{} ruled it through a Legate and is in Revolt: a Rebel keeps only the \
                     Province he is in",
                    n.senator(governor)
                ),
            }
        ),
        EventKind::SenateConvened { presiding, votes } => {
            let vs: Vec<String> = votes
                .iter()
                .map(|(f, v)| format!("{} {v}", n.faction(*f)))
                .collect();
            format!(
                "The Senate convenes; {} presides. Votes in Rome: {}.",
                n.senator(presiding),
                if vs.is_empty() {
                    "none".to_string()
                } else {
                    vs.join(", ")
                }
            )
        }
        // The GM's own copy of a Default Move's proposal follows the public line: it only says
        // whose proposal that was.
        // PB-10 (issue 21): the GM's substitute proposals are announced to all as his.
        EventKind::ProposalPut {
            by_gm: true,
            proposal,
            ..
        } if ev.visibility == rules::Visibility::Public => format!(
            "The GM puts to the vote, as his own proposal: {}.",
            proposal_words(proposal, n)
        ),
        EventKind::ProposalPut {
            presiding,
            by_gm: true,
            ..
        } => format!(
            "(GM only) That proposal was the GM's, made for {} as his Default Move (PB-07/PB-10).",
            n.senator(presiding)
        ),
        EventKind::ProposalPut {
            presiding,
            proposal,
            ..
        } => format!(
            "{} puts to the vote: {}.",
            n.senator(presiding),
            proposal_words(proposal, n)
        ),
        EventKind::AdjournmentMoved {
            presiding,
            factions,
        } => {
            let fs: Vec<String> = factions.iter().map(|f| n.faction(*f)).collect();
            format!(
                "{} moves to adjourn the Senate. Before it adjourns, a faction holding a Tribune \
                 may put a proposal of its own (TRIBUNE PROPOSE, SEN-10): {}.",
                n.senator(presiding),
                fs.join(", ")
            )
        }
        EventKind::VoteTermsAnnounced {
            conditional_to,
            order,
            order_given,
            ordered_voting,
            accused_first,
        } => {
            let fs: Vec<String> = order.iter().map(|f| n.faction(*f)).collect();
            let mut t = format!(
                "The votes are resolved in this order{}{}: {}.",
                match accused_first {
                    Some(a) => format!(
                        " (the accused {}'s faction first, without conditional votes, PB-11; then",
                        n.senator(a)
                    ),
                    None => String::new(),
                },
                match (accused_first.is_some(), *order_given) {
                    (false, true) => ", given by the presiding magistrate",
                    (false, false) => " (clockwise from the player to the left of the HRAO)",
                    (true, true) => " as the presiding magistrate gave it)",
                    (true, false) => " clockwise from the player to the left of the HRAO)",
                },
                fs.join(", ")
            );
            match conditional_to {
                Some(f) => t.push_str(&format!(
                    " The presiding magistrate gives the right to make conditional votes (UP TO) \
                     on this proposal to {}; that player alone has it.",
                    n.faction(*f)
                )),
                None if *ordered_voting => t.push_str(if accused_first.is_some() {
                    " Ordered voting: every other faction may make conditional votes (UP TO) on \
                     the votes before its turn."
                } else {
                    " Ordered voting: every faction may make conditional votes (UP TO) on the \
                     votes before its turn."
                }),
                None => {}
            }
            t
        }
        EventKind::ProposalSubstituted {
            presiding,
            replaced,
            proposals,
            reason,
        } => {
            let ps: Vec<String> = proposals.iter().map(|p| proposal_words(p, n)).collect();
            let mut t = format!(
                "The GM puts his own proposal{} in place of {}'s (PB-10): {}.",
                if proposals.len() == 1 { "" } else { "s" },
                n.senator(presiding),
                ps.join("; then ")
            );
            if let Some(r) = replaced {
                t.push_str(&format!(
                    " The proposal on the floor, {}, is withdrawn without a vote.",
                    proposal_words(r, n)
                ));
            }
            let r = reason.trim();
            if !r.is_empty() {
                t.push_str(&format!(" The GM's reason: {}", r));
                if !r.ends_with(['.', '!', '?']) {
                    t.push('.');
                }
            }
            t
        }
        EventKind::VoteTaken {
            proposal,
            votes,
            yes,
            no,
            vetoed_by,
            passed,
        } => {
            let fs: Vec<String> = votes
                .iter()
                .map(|v| {
                    let mut t = format!(
                        "{} {} yes, {} no, {} abstaining",
                        n.faction(v.faction),
                        v.yes,
                        v.no,
                        v.abstained
                    );
                    let mut why = Vec::new();
                    if v.bought > 0 {
                        why.push(format!("{} bought", count(v.bought, "vote", "votes")));
                    }
                    if v.accused_influence > 0 {
                        why.push(format!(
                            "the no votes hold {} + {} Influence of the accused",
                            count(v.no.saturating_sub(v.accused_influence), "vote", "votes"),
                            v.accused_influence
                        ));
                    }
                    if !why.is_empty() {
                        t.push_str(&format!(" ({})", why.join("; ")));
                    }
                    t
                })
                .collect();
            let outcome = match vetoed_by {
                Some(f) => format!("vetoed by {}", n.faction(*f)),
                None if *passed => "passed".to_string(),
                None => "defeated".to_string(),
            };
            format!(
                "Vote on {}: {}; {yes} yes to {no} no: {outcome}.",
                proposal_words(proposal, n),
                if fs.is_empty() {
                    "no votes".to_string()
                } else {
                    fs.join("; ")
                }
            )
        }
        EventKind::OfficeTaken {
            senator,
            faction,
            office,
            influence,
            now,
        } => format!(
            "{}{} becomes {}{}.",
            n.senator(senator),
            faction
                .map(|f| format!(" of {}", n.faction(f)))
                .unwrap_or_default(),
            names::post_name(office),
            match (*influence, now) {
                (0, _) => String::new(),
                // PB-08 (S004/68): the new Influence total with the gain.
                (i, Some(t)) => format!(" (+{i} Influence, now {t})"),
                (i, None) => format!(" (+{i} Influence)"),
            }
        ),
        EventKind::CommanderSent {
            commander,
            war,
            legions,
            fleets,
            reinforcement: false,
        } => format!(
            "{} leaves Rome with {} against the {}.",
            n.senator(commander),
            forces(*legions, *fleets),
            n.war(war)
        ),
        EventKind::CommanderSent {
            commander,
            war,
            legions,
            fleets,
            reinforcement: true,
        } => format!(
            "The Senate sends {} to {} against the {}.",
            forces(*legions, *fleets),
            n.senator(commander),
            n.war(war)
        ),
        EventKind::ProconsulReplaced {
            proconsul,
            commander,
            war,
            legions,
            fleets,
        } => format!(
            "{} replaces {} against the {} and leaves Rome; the Force is now {}. {} returns to \
             Rome.",
            n.senator(commander),
            n.senator(proconsul),
            n.war(war),
            forces(*legions, *fleets),
            n.senator(proconsul)
        ),
        EventKind::ForcesJoined {
            commander,
            war,
            legions,
            fleets,
        } => format!(
            "{} left without a commander against the {} join the force of {}.",
            forces(*legions, *fleets),
            n.war(war),
            n.senator(commander)
        ),
        EventKind::PopularAppeal {
            accused,
            dice,
            total,
            votes,
            result,
        } => {
            let ds: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            format!(
                "{} appeals to the People: dice {}, total {total}: {votes:+} votes ({}).",
                n.senator(accused),
                ds.join(" + "),
                match result {
                    rules::AppealOutcome::Killed => "the mob kills the accused".to_string(),
                    rules::AppealOutcome::Freed => "the People free the accused".to_string(),
                    rules::AppealOutcome::Votes(v) if *v >= 0 => format!("{v} votes for acquittal"),
                    rules::AppealOutcome::Votes(v) => format!("{} votes for conviction", -v),
                    rules::AppealOutcome::None => "no appeal".to_string(),
                }
            )
        }
        EventKind::AdvocateChosen {
            accused,
            advocate,
            refused,
        } => match refused {
            Some(r) => format!(
                "{} does not come forward: {} represents himself at his Trial (SEN-33).",
                n.senator(r),
                n.senator(accused)
            ),
            None if advocate == accused => format!(
                "{} represents himself at his Trial (SEN-33).",
                n.senator(accused)
            ),
            None => format!(
                "{} is the Advocate of {} at his Trial (SEN-33).",
                n.senator(advocate),
                n.senator(accused)
            ),
        },
        EventKind::Trial {
            accused,
            advocate,
            prosecutor,
            dice,
            modifier,
            total,
            votes,
        } => {
            let ds: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            format!(
                "The Trial of {}: {} for the defence against {}: dice {}, {modifier:+} \
                 (Oratory), total {total}: {} (SEN-33).",
                n.senator(accused),
                n.senator(advocate),
                n.senator(prosecutor),
                ds.join(" + "),
                match votes {
                    0 => "no change".to_string(),
                    v if *v > 0 => format!("{v} votes for acquittal"),
                    v => format!("{} votes for conviction", -v),
                }
            )
        }
        EventKind::OpenBodyguardPlayed { faction, senator } => format!(
            "Faction {faction} plays the Open Bodyguard on {}: 2 is subtracted from every \
             Assassination roll against him; he pays 1T and 1 Popularity in each Revenue Phase \
             from the next one to keep it (REV-20).",
            n.senator(senator)
        ),
        EventKind::BodyguardUpkeepPaid {
            senator,
            faction: _,
            popularity,
        } => format!(
            "{} pays 1T and 1 Popularity (now {popularity}) to keep his Open Bodyguard (REV-20).",
            n.senator(senator)
        ),
        EventKind::BodyguardDiscarded { senator, why } => format!(
            "The Open Bodyguard of {} is discarded: {} (REV-20).",
            n.senator(senator),
            match why {
                rules::api::BodyguardLoss::NotPaid => "his faction did not pay for it",
                rules::api::BodyguardLoss::CannotPay => {
                    "he cannot pay 1T and 1 Popularity for it"
                }
                rules::api::BodyguardLoss::Unaligned => "he is in no faction to pay for it",
            }
        ),
        EventKind::ProscriptionPlayed { faction } => {
            format!("Faction {faction} plays Proscription after the Civil War battle (COM-23).")
        }
        EventKind::RebelGovernorsUpkeep {
            rebel,
            fleets,
            garrison_legions,
            provincial,
            base,
            owed,
            fleets_released,
            garrisons_released,
            provincial_released,
            to_senate,
        } => {
            let mut text = format!(
                "The Rebel {} owes {owed}T of maintenance: 2T for each of his Legions, {}, {} \
                 of Garrison Legions, {} Provincial Armies and Fleets, and {base} point(s) of \
                 printed Base Province Strength (ADV 2.03.6, RVN-10).",
                n.senator(rebel),
                count(*fleets, "Roman Fleet", "Roman Fleets"),
                garrison_legions,
                provincial
            );
            let from: Vec<String> = garrisons_released
                .iter()
                .map(|(k, l)| format!("{l} from the Garrison of {}", n.province(k)))
                .collect();
            let legions: u32 = garrisons_released.iter().map(|(_, l)| *l).sum();
            if *fleets_released + legions > 0 {
                text.push_str(&format!(
                    " He cannot pay for {}{}: {}.",
                    forces(legions, *fleets_released),
                    if from.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", from.join(", "))
                    },
                    if *to_senate {
                        "they return to the State"
                    } else {
                        "they are eliminated"
                    }
                ));
            }
            if *provincial_released > 0 {
                text.push_str(&format!(
                    " He releases {provincial_released} Provincial Army(ies)/Fleet(s): they \
                     are lost."
                ));
            }
            text
        }
        EventKind::RebelProvinceIncome {
            governor,
            province,
            spoils,
            state_taxes,
            local_taxes,
            total,
        } => format!(
            "The Rebel Governor {} collects the Revenue of {}: Provincial Spoils {spoils}T, \
             State Taxes {state_taxes}T, Local Taxes {local_taxes}T (a negative roll pays \
             nothing): {total}T into his Personal Treasury (ADV 2.03.5, RVN-10).",
            n.senator(governor),
            n.province(province)
        ),
        EventKind::RebelAtSea { rebel, province } => format!(
            "{} marches on Rome from {}: his Forces are at sea, and the Senate's Fleets may \
             intercept them before the next Combat Phase's battles (ADV 2.03.8, RVN-10).",
            n.senator(rebel),
            n.province(province)
        ),
        EventKind::RevoltUnprosecuted { rebel, province } => format!(
            "The Senate sent no Army against {} in {}: his Revolt is Unprosecuted and will raise \
             Unrest as an Unprosecuted War (ADV 2.03.8, RVN-10).",
            n.senator(rebel),
            n.province(province)
        ),
        EventKind::FleetAllegiance {
            commander,
            rolled,
            bought,
            need,
            followed,
        } => {
            let plus = if *bought > 0 {
                format!(", {bought} of them with +1 bought")
            } else {
                String::new()
            };
            format!(
                "Allegiance rolls for the Fleets of {}: {rolled} Fleet(s) rolled{plus}, each \
                 following on {need} or more. {followed} Fleet(s) would follow him (ADV 2.03.23, \
                 RVN-10).",
                n.senator(commander)
            )
        }
        EventKind::RebelFleets {
            rebel,
            fleets,
            kept,
            diced,
        } => {
            if *diced {
                format!(
                    "{} keeps {kept} of the {fleets} Fleet(s) under his command: he controls \
                     them and pays their maintenance; the others return to the Active Forces \
                     (ADV 2.03.23, RVN-10).",
                    n.senator(rebel)
                )
            } else {
                format!(
                    "{} forfeits the control of the {fleets} Fleet(s) under his command to the \
                     Senate: they return to the Active Forces (ADV 2.03.23, RVN-10).",
                    n.senator(rebel)
                )
            }
        }
        EventKind::RebelFleetsToSenate { rebel, fleets } => format!(
            "The {fleets} Fleet(s) {} controlled return to the Active Forces (LR 1.11.372, \
             ADV 2.03.23, RVN-10).",
            n.senator(rebel)
        ),
        EventKind::RebelProvincesCollapse { rebel, provinces } => format!(
            "With the death of {} all Rebel resistance collapses: {} return to the Forum \
             Undeveloped, with no Forces (ADV 2.03.91, RVN-10).",
            n.senator(rebel),
            provinces
                .iter()
                .map(|p| n.province(p))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        EventKind::RebelProvinceUnaffected { province, by } => match by {
            rules::RebelExemption::Development => format!(
                "{} is a Rebel Province: it cannot be Developed, no roll (ADV 2.03.4, RVN-10).",
                n.province(province)
            ),
            rules::RebelExemption::Event { card } => format!(
                "{} is a Rebel Province: the {} does not affect it (ADV 2.03.4, RVN-10).",
                n.province(province),
                n.event(&card.0, false)
            ),
        },
        EventKind::ProscriptionDeclined { faction } => format!(
            "The HRAO of Faction {faction} declines the Proscription: the card is discarded \
             with no effect (COM-23)."
        ),
        EventKind::KnightsProscribed {
            hrao,
            faction,
            knights,
            talents,
        } => format!(
            "The HRAO {} proscribes the Knights: {} eliminated, {talents}T to his Personal \
             Treasury. Faction {faction} may no longer recruit Knights; every other faction \
             adds 1 to its Knight attraction rolls (COM-23).",
            n.senator(hrao),
            count(*knights, "Knight", "Knights")
        ),
        EventKind::NavalInterception {
            governor,
            province,
            rebel_strength,
            senate_strength,
            dice,
            modifier,
            total,
            result,
            senate_fleets_lost,
            rebel_fleets_lost,
            landed,
        } => format!(
            "Naval Interception: the Senate's {} against the Forces of {} sailing from {}: \
             Senate {senate_strength} vs Rebel {rebel_strength}, dice {}{}, total {total}: {}; \
             the Senate lost {}, the Rebel {}. {} (COM-02).",
            count(*senate_strength, "Fleet", "Fleets"),
            n.senator(governor),
            n.province(province),
            dice.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            },
            result.name(),
            count(*senate_fleets_lost, "Fleet", "Fleets"),
            count(*rebel_fleets_lost, "Fleet", "Fleets"),
            if *landed {
                "His Forces land in Italy".to_string()
            } else {
                format!(
                    "His Forces stay in {}, which gets a Naval Victory marker",
                    n.province(province)
                )
            }
        ),
        EventKind::RebelReinforces {
            governor,
            province,
            in_transit,
            army_home,
        } => super::rebel_reinforcement::reinforces(
            governor,
            province,
            *in_transit,
            army_home.as_ref(),
            n,
        ),
        EventKind::RebelGovernorLanded {
            governor,
            province,
            legions,
            provincial_armies,
            provincial_fleets,
        } => format!(
            "The Rebel Governor {} lands in Italy from {} and joins the Primary Rebel's Army with \
             {}, {} and {} (RVN-10).",
            n.senator(governor),
            n.province(province),
            count(*legions, "Garrison Legion", "Garrison Legions"),
            count(*provincial_armies, "Provincial Army", "Provincial Armies"),
            count(*provincial_fleets, "Provincial Fleet", "Provincial Fleets")
        ),
        EventKind::TrialInfluence {
            senator,
            guilty,
            influence,
        } => format!(
            "{} {} {} Influence after the verdict of {} (SEN-33).",
            n.senator(senator),
            if *influence >= 0 { "gains" } else { "loses" },
            influence.unsigned_abs(),
            if *guilty { "Guilty" } else { "Innocent" }
        ),
        EventKind::SenateAdjourned => "The Senate is adjourned.".to_string(),
        EventKind::AttackOrder {
            war,
            commanders,
            agreed,
        } => {
            let cs: Vec<String> = commanders.iter().map(|c| n.senator(c)).collect();
            format!(
                "The Commanders on the {} attack in this order{} (COM-03): {}.",
                n.war(war),
                if *agreed {
                    ", as their factions chose"
                } else {
                    ", by their rolls, their factions having chosen different orders"
                },
                cs.join(", ")
            )
        }
        #[allow(unreachable_patterns)]
        EventKind::BattleOrder { wars } => {
            let ws: Vec<String> = wars.iter().map(|w| n.war(w)).collect();
            format!("Battle order this turn (COM-03): {}.", ws.join(", "))
        }
        EventKind::Battle {
            war,
            commander,
            naval,
            roman_strength,
            war_strength,
            dice,
            modifier,
            total,
            result,
            legions_lost,
            fleets_lost,
        } => format!(
            "{} battle: {} against the {}: Rome {roman_strength} vs {war_strength}, dice \
             {}{}, total {total}: {}; lost {legions_lost} Legion(s) and {fleets_lost} Fleet(s).",
            if *naval { "Naval" } else { "Land" },
            n.senator(commander),
            n.war(war),
            dice.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            },
            result.name()
        ),
        EventKind::LocalTaxesSpent {
            province,
            governor,
            taxes,
            supplement,
            armies,
            fleets,
        } => format!(
            "{}'s Local Taxes of {taxes}T{} raise {armies} Provincial Army(ies) and {fleets} \
             Provincial Fleet(s), as its Governor {} chose (REV-18).",
            n.province(province),
            if *supplement > 0 {
                format!(" and {supplement}T of its Governor's own")
            } else {
                String::new()
            },
            n.senator(governor)
        ),
        EventKind::ProvinceUnderAttack { province, war } => format!(
            "{} is attacked by the {}: no Provincial Spoils, no State income, no Local Taxes and \
             no new Provincial Forces this turn (advanced rule 2.02.4).",
            n.province(province),
            n.war(war)
        ),
        EventKind::ProvincialBattle {
            war,
            province,
            governor,
            naval,
            strength,
            war_strength,
            dice,
            modifier,
            total,
            result,
            fleet_support_lacking,
            armies_lost,
            garrison_lost,
            fleets_lost,
        } => format!(
            "Provincial {} battle (COM-18): {} and its Governor {} against the {}: {strength} vs \
             {war_strength}, dice {}{}, total {total}: {}{}; lost {armies_lost} Provincial \
             Army(ies), {garrison_lost} garrison Legion(s) and {fleets_lost} Fleet(s).",
            if *naval { "naval" } else { "land" },
            n.province(province),
            n.senator(governor),
            n.war(war),
            dice.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            },
            result.name(),
            if *fleet_support_lacking {
                " (a Victory without the Fleet Support counts as a Stalemate)"
            } else {
                ""
            }
        ),
        EventKind::ProvincialNavalDefeat { war, province } => format!(
            "{} has no fleet to fight the naval battle of the {}: an automatic Defeat (COM-18).",
            n.province(province),
            n.war(war)
        ),
        EventKind::ProvinceAllied {
            province,
            war,
            land,
            naval,
        } => format!(
            "{} allies with the {}, adding {land} to its land Strength{} until a Roman \
             Commander defeats it (COM-18).",
            n.province(province),
            n.war(war),
            if *naval > 0 {
                format!(" and {naval} to its Fleet strength")
            } else {
                String::new()
            }
        ),
        EventKind::ProvincialVictory { war, province, to } => format!(
            "The Governor of {} has beaten the {}: {} (COM-18; no Spoils, no Unrest change).",
            n.province(province),
            n.war(war),
            match to {
                rules::api::ProvincialVictoryTo::Inactive => "it becomes an Inactive War",
                rules::api::ProvincialVictoryTo::TopOfDeck => {
                    "it is shuffled into the top six cards of the deck"
                }
                rules::api::ProvincialVictoryTo::NextDeck => {
                    "it is shuffled into the top of the next deck"
                }
                rules::api::ProvincialVictoryTo::Discarded => "it is discarded",
            }
        ),
        EventKind::AlliedProvincesReturn { war, provinces } => format!(
            "With the {} gone, {} return(s) to the Forum, Undeveloped and without Provincial \
             Forces (COM-18).",
            n.war(war),
            provinces
                .iter()
                .map(|p| n.province(p))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        EventKind::AlliedForcesLost {
            war,
            armies,
            fleets,
        } => format!(
            "The Provinces allied with the {} lose {armies} Provincial Army(ies) and {fleets} \
             Fleet(s) (COM-18).",
            n.war(war)
        ),
        EventKind::Captured { senator, war } => {
            format!(
                "{} is captured by the {} (COM-15).",
                n.senator(senator),
                n.war(war)
            )
        }
        EventKind::Proconsul { senator, war } => format!(
            "{} stays against the {} as Proconsul (COM-17).",
            n.senator(senator),
            n.war(war)
        ),
        EventKind::WarDefeated {
            war,
            spoils,
            revolt,
            provinces,
        } => format!(
            "The {} is defeated{}; Spoils {spoils}T{}.",
            n.war(war),
            if *revolt { " (a Revolt)" } else { "" },
            if provinces.is_empty() {
                String::new()
            } else {
                let ps: Vec<String> = provinces.iter().map(|p| n.province(p)).collect();
                format!(
                    "; new {} in the Forum: {}",
                    if ps.len() == 1 {
                        "province"
                    } else {
                        "provinces"
                    },
                    ps.join(", ")
                )
            }
        ),
        EventKind::ForcesReturned {
            commander,
            war,
            legions,
            fleets,
            reason,
        } => format!(
            "{} comes back to Rome from the {} with {}: {}.",
            commander
                .as_ref()
                .map_or_else(|| "A Force".to_string(), |c| n.senator(c)),
            n.war(war),
            forces(*legions, *fleets),
            return_reason(reason)
        ),
        EventKind::UnprosecutedWars { wars, why } => {
            if wars.is_empty() {
                "No war is unprosecuted (COM-20).".to_string()
            } else {
                // LR 1.10.9: each war with why it was not Prosecuted.
                let ws: Vec<String> = wars
                    .iter()
                    .enumerate()
                    .map(|(i, w)| match why.get(i) {
                        Some(rules::UnprosecutedWhy::NotFought) => {
                            format!("{} (no battle fought against it this turn)", n.war(w))
                        }
                        Some(rules::UnprosecutedWhy::LandBattleNotHeld { legions: 0, .. }) => {
                            format!("{} (fought, but no Legion is left against it)", n.war(w))
                        }
                        Some(rules::UnprosecutedWhy::LandBattleNotHeld {
                            fleets, support, ..
                        }) => format!(
                            "{} (fought, but {} left against it, below its Fleet Support of {})",
                            n.war(w),
                            count(*fleets, "Fleet", "Fleets"),
                            support
                        ),
                        Some(rules::UnprosecutedWhy::LossesVoided) => format!(
                            "{} (its Disaster or Standoff losses were nullified, COM-09)",
                            n.war(w)
                        ),
                        Some(rules::UnprosecutedWhy::NavalBattleNotHeld) => format!(
                            "{} (a naval battle, but no Fleet and no Naval Victory left)",
                            n.war(w)
                        ),
                        None => n.war(w),
                    })
                    .collect();
                format!("Unprosecuted wars (COM-20): {}.", ws.join("; "))
            }
        }
        EventKind::LoyaltyBought {
            commander,
            talents,
            from_master: 0,
        } => format!(
            "{} spends {talents}T from his Personal Treasury to buy his Legions' loyalty before \
             the allegiance rolls.",
            n.senator(commander)
        ),
        EventKind::LoyaltyBought {
            commander,
            talents,
            from_master,
        } => format!(
            "{} spends {talents}T to buy his Legions' loyalty before the allegiance rolls: {}T \
             from his Personal Treasury and {from_master}T from his Master of Horse's, with \
             his consent.",
            n.senator(commander),
            talents.saturating_sub(*from_master)
        ),
        EventKind::LegionAllegiance {
            commander,
            rolled,
            bought,
            need,
            followed,
            own_veterans,
        } => {
            let vets = if *own_veterans > 0 {
                format!(
                    " {own_veterans} Veteran Legion(s) owing him allegiance follow him without a \
                     roll."
                )
            } else {
                String::new()
            };
            let plus = if *bought > 0 {
                format!(", {bought} of them with +1 bought")
            } else {
                String::new()
            };
            format!(
                "Allegiance rolls for {}: {rolled} Legion(s) rolled{plus}, each following on \
                 {need} or more.{vets} In all {followed} Legion(s) would follow him.",
                n.senator(commander)
            )
        }
        EventKind::RevoltNotDeclared {
            commander,
            followed,
            wanted,
            reason,
        } => {
            let why = match reason {
                rules::NoRevolt::TooFewLegions => format!(
                    "only {followed} Legion(s) would follow him and he wanted at least {wanted}"
                ),
                rules::NoRevolt::WeakerThanRebel => {
                    "a Rebel with an Army at least as strong has already declared".to_string()
                }
                rules::NoRevolt::NotAVictor => {
                    "he no longer commands a victorious Army".to_string()
                }
            };
            format!(
                "{} does not revolt ({why}): he lays down his command.",
                n.senator(commander)
            )
        }
        EventKind::RevoltDeclared {
            rebel,
            faction,
            legions,
            veterans,
            strength,
        } => format!(
            "CIVIL WAR: {} of {} declares himself in Revolt and marches on Rome with {legions} \
             Legion(s) ({veterans} of them Veterans), strength {strength}. His Army counts as an \
             Active War.",
            n.senator(rebel),
            n.faction(*faction)
        ),
        EventKind::RebelGovernorDeclared {
            rebel,
            faction,
            province,
            strength,
        } => format!(
            "CIVIL WAR: {}, Governor of {}, of {} declares himself in Revolt with his Province \
             (Force Strength {strength}).",
            n.senator(rebel),
            n.province(province),
            n.faction(*faction)
        ),
        EventKind::RebelMarchesOnRome {
            rebel,
            province,
            legions,
            veterans,
            armies,
            fleets,
            strength,
        } => format!(
            "CIVIL WAR: {} marches on Rome from {} with {legions} Legion(s) ({veterans} of them \
             Veterans), {armies} Provincial Arm(ies) and {fleets} Provincial Fleet(s): Land \
             Strength {strength}; his Province's Base Strength stays behind and he may never \
             return to it.",
            n.senator(rebel),
            n.province(province)
        ),
        EventKind::RebelStaysInProvince { rebel, province } => format!(
            "{} stays in Revolt in {} this turn.",
            n.senator(rebel),
            n.province(province)
        ),
        EventKind::RebelGovernorsRevolt {
            rebel,
            governors,
            provinces,
            garrison,
            armies,
            fleets,
            ..
        } => {
            let each: Vec<String> = governors
                .iter()
                .zip(provinces)
                .map(|(g, p)| format!("{} in {}", n.senator(g), n.province(p)))
                .collect();
            format!(
                "Governors in Revolt with {}: {}. Their {garrison} Garrison Legion(s), \
                 {armies} Provincial Arm(ies) and {fleets} Provincial Fleet(s) follow them; \
                 no War attacks a Rebel Province.",
                n.senator(rebel),
                each.join(", ")
            )
        }
        EventKind::RevoltSuperseded { earlier, by } => format!(
            "{} fields a stronger Army than {}: the earlier declaration is ignored and {} is \
             the Rebel now.",
            n.senator(by),
            n.senator(earlier),
            n.senator(by)
        ),
        EventKind::CommandLeftToSenate {
            senator,
            war,
            legions,
            fleets,
        } => format!(
            "{} leaves his command against the {} to the Senate: {} stay there, without a \
             commander.",
            n.senator(senator),
            n.war(war),
            forces(*legions, *fleets)
        ),
        EventKind::SecondaryRebels { rebel, senators } => {
            let names: Vec<String> = senators.iter().map(|s| n.senator(s)).collect();
            if names.is_empty() {
                format!(
                    "Every other Senator of {}'s faction stays loyal to the State.",
                    n.senator(rebel)
                )
            } else {
                format!(
                    "{} {} the Revolt of {}; the other Senators of his faction stay loyal.",
                    and_list(&names, "nobody"),
                    if names.len() == 1 { "joins" } else { "join" },
                    n.senator(rebel)
                )
            }
        }
        EventKind::RebelMarked {
            senator,
            concessions,
            knights,
            offices,
        } => {
            let mut lost: Vec<String> = Vec::new();
            if !concessions.is_empty() {
                lost.push(format!(
                    "loses his Concessions ({}) to the Forum",
                    and_list(
                        &concessions
                            .iter()
                            .map(|c| n.concession(c))
                            .collect::<Vec<_>>(),
                        "none"
                    )
                ));
            }
            if *knights > 0 {
                lost.push(format!("loses {knights} Knight(s)"));
            }
            if !offices.is_empty() {
                lost.push(format!(
                    "loses his {} ({})",
                    if offices.len() == 1 {
                        "office"
                    } else {
                        "offices"
                    },
                    offices
                        .iter()
                        .map(names::post_name)
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            let tail = if lost.is_empty() {
                String::new()
            } else {
                format!(" He {}.", and_list(&lost, ""))
            };
            format!(
                "{} is a Rebel: he leaves Rome and takes no more Personal Revenue.{tail}",
                n.senator(senator)
            )
        }
        EventKind::VeteransDesert { rebel, legions } => format!(
            "{legions} Veteran Legion(s) owing allegiance to the rebels desert to {}.",
            n.senator(rebel)
        ),
        EventKind::LoyalVeteransDesert {
            senator,
            rebel,
            legions,
            army,
            rebel_legions,
            rebel_strength,
            army_legions,
            army_strength,
        } => {
            let to = match (army, army_legions, army_strength) {
                (Some(c), Some(l), Some(st)) => format!(
                    "the Senate's Army of {} ({l} Legion(s) now, strength {st})",
                    n.senator(c)
                ),
                (Some(c), _, _) => format!("the Senate's Army of {}", n.senator(c)),
                _ => "the Active Forces in Rome".to_string(),
            };
            format!(
                "At the word of {}, his {legions} Veteran Legion(s) desert the Rebel {} for {to}. \
                 The Rebel's Army: {rebel_legions} Legion(s), strength {rebel_strength}.",
                n.senator(senator),
                n.senator(rebel)
            )
        }
        EventKind::RebelMaintenance {
            rebel,
            legions,
            released,
        } => {
            let rel = if *released > 0 {
                format!(
                    " He cannot pay for {released} of them: they go back to the Senate's Active \
                     Forces."
                )
            } else {
                String::new()
            };
            format!(
                "{} maintains {legions} Legion(s) of his Army at 2T each.{rel}",
                n.senator(rebel)
            )
        }
        EventKind::UnmaintainedEliminated {
            legions,
            fleets,
            forces: away,
            garrisons,
        } => {
            let mut from: Vec<String> = away
                .iter()
                .filter(|c| c.legions + c.fleets > 0)
                .map(|c| {
                    format!(
                        "{} from the Force {}against the {}",
                        forces(c.legions, c.fleets),
                        c.commander
                            .as_ref()
                            .map(|s| format!("of {} ", n.senator(s)))
                            .unwrap_or_default(),
                        n.war(&c.war)
                    )
                })
                .collect();
            from.extend(garrisons.iter().filter(|(_, k)| *k > 0).map(|(key, k)| {
                format!("{} from the garrison of {}", forces(*k, 0), n.province(key))
            }));
            format!(
                "The State Treasury cannot maintain every Legion and Fleet: {} are eliminated{} \
                 (rule GEN-12).",
                forces(*legions, *fleets),
                if from.is_empty() {
                    String::new()
                } else {
                    format!(", of them {}", from.join("; "))
                }
            )
        }
        EventKind::ReleasedLegionsEliminated {
            rebel,
            legions,
            declined,
        } => format!(
            "{legions} Legion(s) released by the Rebel {} are eliminated: {}.",
            n.senator(rebel),
            if *declined {
                "the HRAO declines to pay their maintenance"
            } else {
                "the State Treasury cannot pay their maintenance"
            }
        ),
        EventKind::RebelUpkeepPaid { payments, .. } => {
            let parts: Vec<String> = payments
                .iter()
                .map(|(p, t)| format!("{t}T from {}", n.purse(p)))
                .collect();
            format!(
                "Your Rebel's maintenance is paid: {}.",
                and_list(&parts, "nothing")
            )
        }
        EventKind::RevoltFailed { rebel, legions } => format!(
            "The Revolt of {} has failed: the other rebels die and his {} to the Active \
             Forces.",
            n.senator(rebel),
            match legions {
                0 => "Army, without Legions, returns".to_string(),
                1 => "1 Legion returns".to_string(),
                l => format!("{l} Legions return"),
            }
        ),
        EventKind::CardsDiscarded { faction, cards } => format!(
            "{} discards {} to the hand limit.",
            n.faction(*faction),
            and_list(
                &cards.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            )
        ),
        EventKind::MortalityCupFilled {
            numbered,
            blank,
            draw_two,
            unrest,
        } => format!(
            "The Mortality cup holds {} chits: {numbered} numbered ones, {blank} blank ones and \
             {draw_two} \"Draw 2\". Unrest stands at {unrest}.",
            u32::from(*numbered) + u32::from(*blank) + u32::from(*draw_two)
        ),
        EventKind::DeckBuilt {
            cards,
            era_ends_from_bottom,
        } => format!(
            "The deck holds {cards} cards; Era Ends is card {era_ends_from_bottom} from the bottom."
        ),
        EventKind::TreasuryLostAtDeath { senator, amount } => format!(
            "The {amount}T in the Personal Treasury of {} go back to the bank.",
            n.senator(senator)
        ),
        EventKind::MajorMarkers { senators } => format!(
            "Putting Rome in Order: {} {} a Major marker for holding a Major Office.",
            and_list(
                &senators.iter().map(|s| n.senator(s)).collect::<Vec<_>>(),
                "nobody"
            ),
            if senators.len() == 1 { "gets" } else { "get" }
        ),
        EventKind::ConcessionDestroyed { concession, cause } => format!(
            "{} destroys the {} concession: it goes to the Curia.",
            destroyer(cause, n),
            n.concession(concession)
        ),
        EventKind::ConcessionNotInPlay { concession, cause } => format!(
            "{} would destroy the {} concession, but it is not in play: nothing happens.",
            destroyer(cause, n),
            n.concession(concession)
        ),
        EventKind::BidPaid {
            initiative,
            senator,
            amount,
        } => format!(
            "{} pays your winning bid of {amount}T for initiative {initiative} from his Personal \
             Treasury.",
            n.senator(senator)
        ),
        EventKind::AnswerVoided { faction, error, .. } => format!(
            "The orders of {} were no longer legal when the round was resolved, so its Default \
             Move applied: {}",
            n.faction(*faction),
            super::refusal::refusal(error, n)
        ),
        EventKind::OrderLapsed { refused, .. } => format!(
            "One of your orders could not be carried out and lapses. {}",
            super::refusal::illegal(&refused.why, n)
        ),
        EventKind::PersuasionLapsed {
            initiative,
            faction,
            target,
            refused,
            announced,
        } => format!(
            "Initiative {initiative}: the persuasion attempt of {}{} lapses. {}{}",
            n.faction(*faction),
            target
                .as_ref()
                .map(|t| format!(" on {}", n.senator(t)))
                .unwrap_or_default(),
            super::refusal::illegal(&refused.why, n),
            if *announced {
                " No money changes hands."
            } else {
                ""
            }
        ),
        EventKind::UnopposedPersuasion {
            initiative,
            card,
            persuader,
            persuader_faction,
            target,
            target_faction,
        } => format!(
            "Initiative {initiative}: {} plays {} (discarded): {} makes an unopposed attempt to \
             persuade {}{}. Nobody may counter-bribe (LR 1.07.413); his own Personal Treasury \
             still counts.",
            n.faction(*persuader_faction),
            card.name(),
            n.senator(persuader),
            n.senator(target),
            target_faction
                .map(|f| format!(" of {}", n.faction(f)))
                .unwrap_or_default()
        ),
        EventKind::BlackmailBacklash {
            target,
            influence_roll,
            popularity_roll,
            influence_lost,
            popularity_lost,
        } => format!(
            "Blackmail: the attempt failed, so {} loses Influence and Popularity: rolls \
             {influence_roll} and {popularity_roll}, he loses {influence_lost} Influence and \
             {popularity_lost} Popularity.",
            n.senator(target)
        ),
        EventKind::LawPlayed { faction, law } => format!(
            "{} plays the {}; it lies in the Law space and is in force from now on.",
            n.faction(*faction),
            n.card(law)
        ),
        EventKind::LawProposed { .. }
        | EventKind::LawWithdrawn { .. }
        | EventKind::LawDefeated { .. }
        | EventKind::LawSponsorInfluence { .. } => {
            super::law_votes::event(&ev.kind, n).unwrap_or_default()
        }
        EventKind::LawRepealed { faction, law } => format!(
            "{} openly discards the Servilian Law and repeals the {}: the Calpurnian fine is the \
             Censor's again.",
            n.faction(*faction),
            n.card(law)
        ),
        EventKind::LawFine {
            faction,
            governor,
            amount,
            from_senator,
            from_faction,
            shortfall,
        } => {
            let mut s = format!(
                "Calpurnian Law: {} fines {}, a corrupt Governor back in Rome, {amount} \
                 Talents: {from_senator} from his own treasury, {from_faction} from his \
                 Faction Treasury",
                n.faction(*faction),
                n.senator(governor)
            );
            if *shortfall > 0 {
                s.push_str(&format!(
                    "; the {shortfall} he cannot pay comes off his Popularity and his Influence"
                ));
            }
            s.push('.');
            s
        }
        EventKind::FinePower { faction } => format!(
            "Acilian Law: {} wins the roll-off for the most Knights and holds the Calpurnian \
             fine this turn.",
            n.faction(*faction)
        ),
        EventKind::ManpowerRestored {
            law,
            shortages,
            no_recruitment,
        } => format!(
            "{}: {} and {} removed.",
            n.card(law),
            count(*shortages, "Manpower Shortage", "Manpower Shortages"),
            if *no_recruitment {
                "the No Recruitment"
            } else {
                "no No Recruitment"
            }
        ),
        // SEN-62: the Plautian-Papirian Law takes Popularity, the Julian Law Influence.
        EventKind::LawPenalty {
            law,
            senator,
            influence,
            popularity,
        } => {
            if law.0 == "plautian-papirian" {
                format!(
                    "{}: {} loses {popularity} Popularity.",
                    n.card(law),
                    n.senator(senator)
                )
            } else {
                format!(
                    "{}: {} loses {influence} Influence.",
                    n.card(law),
                    n.senator(senator)
                )
            }
        }
        EventKind::WarStrengthHalved { law, war, land } => format!(
            "{}: the Strength of the {} is halved; it is {land} now.",
            n.card(law),
            n.war(&war.0)
        ),
        EventKind::InfluencePeddlingPlayed { faction, victim } => format!(
            "{} plays Influence Peddling (discarded) and draws a card at random from the hand of \
             {}.",
            n.faction(*faction),
            n.faction(*victim)
        ),
        EventKind::CardDrawnFromHand {
            faction,
            victim,
            card,
        } => format!(
            "Influence Peddling: {} draws {} from the hand of {}.",
            n.faction(*faction),
            n.card(card),
            n.faction(*victim)
        ),
        EventKind::AnswerWithdrawn { faction, error, .. } => format!(
            "The orders {} sent earlier this round are no longer legal and are withdrawn: {} \
             Send them again (else the Default Move applies).",
            n.faction(*faction),
            super::refusal::refusal(error, n)
        ),
        EventKind::NoPersuasionAttempt {
            initiative,
            faction,
        } => format!(
            "Initiative {initiative}: {} makes no persuasion attempt: its orders could not be \
             carried out.",
            n.faction(*faction)
        ),
        EventKind::PontifexBlamed { pontifex } => format!(
            "A further Evil Omens this turn: {}, the Pontifex Maximus, is blamed.",
            n.senator(pontifex)
        ),
        EventKind::SacrificePaid {
            pontifex,
            paid,
            cost,
        } => format!(
            "Evil Omens: {}, your Pontifex Maximus, pays {paid}T of the {cost}T sacrifice from \
             his Personal Treasury.",
            n.senator(pontifex)
        ),
        EventKind::SacrificeOutcome { pontifex, paid_all } => {
            if *paid_all {
                format!(
                    "Evil Omens: {}, the Pontifex Maximus, pays for the sacrifices from his \
                     Personal Treasury; the State pays nothing.",
                    n.senator(pontifex)
                )
            } else {
                format!(
                    "Evil Omens: {}, the Pontifex Maximus, cannot pay for the sacrifices.",
                    n.senator(pontifex)
                )
            }
        }
        EventKind::PontifexFine {
            paid, unpaid, fine, ..
        } => format!(
            "Evil Omens: your Faction Treasury pays {paid}T of the {}T due to the bank ({unpaid}T \
             of sacrifice your Pontifex could not pay, and a fine of {fine}T).",
            unpaid + fine
        ),
        EventKind::PontifexDebtUnpaid { faction, leader } => format!(
            "Evil Omens: the Faction Treasury of {} cannot pay its Pontifex's debt and fine and is \
             emptied; {} may face an extra Major Prosecution in the coming Senate Phase.",
            n.faction(*faction),
            leader
                .as_ref()
                .map_or_else(|| "its Faction Leader".to_string(), |l| n.senator(l))
        ),
        EventKind::PontifexRecalled { senator, influence } => format!(
            "The Senate strips {} of the office of Pontifex Maximus; he loses {influence} \
             Influence. The Priests keep their Priesthoods; a new Pontifex Maximus is elected at \
             the next Senate Phase.",
            n.senator(senator)
        ),
        EventKind::PriestAppointed {
            pontifex,
            priest,
            former: from,
            former_lost: from_lost,
        } => match from {
            Some(old) => format!(
                "{}, Pontifex Maximus, takes the Priesthood of {} ({} loses {from_lost} \
                 Influence) and gives it to {}, who gains 1 Influence.",
                n.senator(pontifex),
                n.senator(old),
                n.senator(old),
                n.senator(priest)
            ),
            None => format!(
                "{}, Pontifex Maximus, makes {} a Priest: he gains 1 Influence.",
                n.senator(pontifex),
                n.senator(priest)
            ),
        },
        EventKind::PriestLost { senator, lost } => format!(
            "{} loses his Priesthood by going into Revolt, and {lost} Influence.",
            n.senator(senator)
        ),
        EventKind::PriestLapsed {
            priest, refused, ..
        } => format!(
            "Your Priesthood for {} could not be given when the vote was over. {} ({}).",
            n.senator(priest),
            super::refusal::illegal(&refused.why, n).trim_end_matches('.'),
            refused.rule
        ),
        EventKind::PontifexStripped { senator, influence } => format!(
            "{} is stripped of the office of Pontifex Maximus, gets a Major marker and loses \
             {influence} Influence.",
            n.senator(senator)
        ),
        EventKind::PontifexCollects { senator, amount } => match amount {
            Some(a) => format!(
                "{}, Pontifex Maximus, collects {a}T, part of his faction's income.",
                n.senator(senator)
            ),
            None => format!(
                "{}, Pontifex Maximus, receives his collections.",
                n.senator(senator)
            ),
        },
        EventKind::NoRecruitment => {
            "No Recruitment: no Legions or Fleets may be raised this turn.".to_string()
        }
        EventKind::MobAssault { chits } => format!(
            "The Mob assaults the Senate: {} drawn against the Senators in Rome.",
            if *chits == 1 {
                "1 Mortality chit is".to_string()
            } else {
                format!("{chits} Mortality chits are")
            }
        ),
        EventKind::DeckEmpty => "The deck is empty: no card is drawn.".to_string(),
        EventKind::CardToHand { card, .. } => {
            format!("You draw {}: it goes into your hand.", n.card(card))
        }
        EventKind::DuplicateFamily { family } => format!(
            "The {} Family card is already in play; the second copy is discarded.",
            n.family(*family)
        ),
        EventKind::HandLimitDiscards {
            faction,
            count: k,
            limit,
        } => format!(
            "{} discards {} to keep the hand limit of {limit}.",
            n.faction(*faction),
            count(*k, "card", "cards")
        ),
        EventKind::NoVictory => {
            "End of the turn: no faction has met a winning condition.".to_string()
        }
        EventKind::TradeOffered {
            number,
            offerer: from,
            partner: to,
            give,
            get,
        } => match (*give, *get) {
            (g, 0) => format!(
                "Open trade {number}: {} offers {} to {} as a gift.",
                n.faction(*from),
                count(g, "card", "cards"),
                n.faction(*to)
            ),
            (0, w) => format!(
                "Open trade {number}: {} asks {} for {} as a gift.",
                n.faction(*from),
                n.faction(*to),
                count(w, "card", "cards")
            ),
            (g, w) => format!(
                "Open trade {number}: {} offers {} to {} for {} of theirs.",
                n.faction(*from),
                count(g, "card", "cards"),
                n.faction(*to),
                count(w, "card", "cards")
            ),
        },
        EventKind::TradeOfferCards { offer } => format!(
            "Trade {}: {} offers {} to {} for {}.",
            offer.number,
            n.faction(offer.from),
            and_list(
                &offer.give.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            ),
            n.faction(offer.to),
            and_list(
                &offer.get.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            )
        ),
        EventKind::PlaysAfterTrades { factions } => format!(
            "The trades are done. {} received cards and may play them in this Revolution \
             Phase: {} asked again for plays and discards (rule RVN-01).",
            and_list(
                &factions.iter().map(|f| n.faction(*f)).collect::<Vec<_>>(),
                "nobody"
            ),
            if factions.len() == 1 {
                "it is"
            } else {
                "they are"
            }
        ),
        EventKind::CardsTraded {
            number,
            offerer: from,
            partner: to,
            given,
            received,
        } => match (*given, *received) {
            (g, 0) => format!(
                "Trade {number} is made: {} gives {} to {}.",
                n.faction(*from),
                count(g, "card", "cards"),
                n.faction(*to)
            ),
            (0, r) => format!(
                "Trade {number} is made: {} gives {} to {}.",
                n.faction(*to),
                count(r, "card", "cards"),
                n.faction(*from)
            ),
            (g, r) => format!(
                "Trade {number} is made: {} gives {} to {} and receives {}.",
                n.faction(*from),
                count(g, "card", "cards"),
                n.faction(*to),
                count(r, "card", "cards")
            ),
        },
        EventKind::TradeCardsMoved { offer } => format!(
            "Trade {}: {} hands {} to {} and receives {}.",
            offer.number,
            n.faction(offer.from),
            and_list(
                &offer.give.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            ),
            n.faction(offer.to),
            and_list(
                &offer.get.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            )
        ),
        EventKind::TradeLapsed {
            number,
            offerer: from,
            partner: to,
            why,
        } => format!(
            "Trade {number} between {} and {} is not made: {}.",
            n.faction(*from),
            n.faction(*to),
            match why {
                rules::TradeLapse::NotAccepted => "it was not accepted",
                rules::TradeLapse::CardsGone => "a card of it had already changed hands",
            }
        ),
        EventKind::ProvinceOverrun { province, reverted } => format!(
            "{} is Overrun by the barbarians: it yields no revenue this turn{}.",
            n.province(province),
            if *reverted {
                " and is no longer Developed"
            } else {
                ""
            }
        ),
        EventKind::RaidCapture { senator, province } => format!(
            "{}, Governor of {}, is captured by the barbarians. He earns nothing and dies at the \
             start of the next Forum Phase unless his faction ransoms him in this Revenue Phase.",
            n.senator(senator),
            n.province(province)
        ),
        EventKind::GrainBonusTaken {
            senator,
            concession,
            drought_effects,
            popularity,
        } => format!(
            "{} takes the Drought bonus of {} ({} Drought effect{} in play) and loses {} \
             Popularity.",
            n.senator(senator),
            n.concession(concession),
            drought_effects,
            if *drought_effects == 1 { "" } else { "s" },
            popularity.unsigned_abs()
        ),
        EventKind::SpoilsDeclined { governor, province } => format!(
            "{} declines the Provincial Spoils of {}.",
            n.senator(governor),
            n.province(province)
        ),
        EventKind::NoStateIncome { province } => {
            format!("{} yields no State income this turn.", n.province(province))
        }
        EventKind::PretenderRevolt {
            province,
            increased,
        } => format!(
            "{}: an Active War appeared, and {} is drawn at random and revolts. The card leaves \
             the Forum.",
            n.event("pretender-emerges", *increased),
            n.province(province)
        ),
        EventKind::RevoltBattle {
            province,
            roman,
            enemy,
            total,
            outcome,
            legions_lost,
        } => format!(
            "{}: the Governor and garrison ({roman}) fight the revolt ({enemy}); 3d6 {} - \
             {enemy} + {roman} = {total}: {}{}.",
            n.province(province),
            total - roman + enemy,
            outcome.name(),
            if *legions_lost > 0 {
                format!(
                    ", {} of the garrison lost",
                    count(*legions_lost, "Legion", "Legions")
                )
            } else {
                String::new()
            }
        ),
        EventKind::GovernorByLegateSpared { governor, province } => format!(
            "{} governed {} through a Legate and was not there: he is unharmed, and the \
             Province is no longer his.",
            n.senator(governor),
            n.province(province)
        ),
        EventKind::RevoltCrushed { province } => format!(
            "The Governor of {0} wins: the revolt is crushed and {0} stays governed.",
            n.province(province)
        ),
        EventKind::SenateCannotMeet => {
            "No aligned Senator is in Rome: the Senate cannot meet.".to_string()
        }
        EventKind::Repopulated {
            senator,
            faction,
            from_curia,
        } => {
            if *from_curia {
                format!(
                    "Repopulating Rome: {} comes from the Curia to {}.",
                    n.senator(senator),
                    n.faction(*faction)
                )
            } else {
                format!(
                    "Repopulating Rome: the Curia holds no Senator, so {} of the Forum joins {}.",
                    n.senator(senator),
                    n.faction(*faction)
                )
            }
        }
        EventKind::PresidingChanged { senator } => {
            format!("{} now presides over the Senate.", n.senator(senator))
        }
        EventKind::QueueWaits { proposals, .. } => format!(
            "The chair has passed to another faction, so your queued proposals wait until your \
             faction presides again: {}.",
            queue_words(proposals, n)
        ),
        EventKind::NomineeProposalsKept { proposals, .. } => format!(
            "Your nominee is elected: what you wrote with your vote waits until he presides \
             (PB-09): {}.",
            queue_words(proposals, n)
        ),
        EventKind::QueueResumed { proposals, .. } => format!(
            "Your faction presides again, so your queued proposals apply again: {}.",
            queue_words(proposals, n)
        ),
        EventKind::QueueDropped { proposals, why, .. } => {
            let reason = match why {
                rules::QueueDrop::BusinessPast { stage } => format!(
                    "the Senate has moved past that business and is at the {} now",
                    stage.name()
                ),
                rules::QueueDrop::CensorOfAnotherFaction => {
                    "only the Censor proposes prosecutions, presiding over them, and the Censor \
                     belongs to another faction"
                        .to_string()
                }
                rules::QueueDrop::CensorDied => {
                    "the Censor died during the prosecutions, so they are over and every \
                     prosecution not yet resolved fails (1.09.41)"
                        .to_string()
                }
                rules::QueueDrop::PostFilled => {
                    "the Province they name got its Governor this turn, who may not be replaced \
                     before the next turn"
                        .to_string()
                }
                rules::QueueDrop::Adjourned => {
                    "the Senate was adjourned before they were put".to_string()
                }
                rules::QueueDrop::ConditionUnmet => {
                    "its condition on the elections did not hold when its turn came".to_string()
                }
            };
            format!(
                "Your queued {} ({}) will not be put to the Senate: {reason} ({}).",
                if proposals.len() == 1 {
                    "proposal"
                } else {
                    "proposals"
                },
                queue_words(proposals, n),
                why.rule()
            )
        }
        EventKind::Garrisoned { province, legions } => format!(
            "{} garrison {}.",
            count(*legions, "Legion", "Legions"),
            n.province(province)
        ),
        EventKind::GovernorReplaced { senator, province } => format!(
            "{} is replaced as Governor of {} and returns to Rome.",
            n.senator(senator),
            n.province(province)
        ),
        EventKind::ConcessionProfit {
            senator,
            concessions,
            amount,
        } => {
            let cs = and_list(
                &concessions
                    .iter()
                    .map(|c| n.concession(c))
                    .collect::<Vec<_>>(),
                "his",
            );
            match amount {
                Some(a) => format!(
                    "{} receives {a}T from the {cs} concession for the forces raised.",
                    n.senator(senator)
                ),
                None => format!(
                    "{} profits from the {cs} concession: its corrupt bar is revealed.",
                    n.senator(senator)
                ),
            }
        }
        EventKind::PresidingLeaves => {
            "The Presiding Magistrate leaves for the war: the Senate Phase ends.".to_string()
        }
        EventKind::LandBillRepealed {
            level,
            sponsor,
            sponsor_popularity,
            voters,
            voter_popularity,
        } => format!(
            "The Type {} Land Bill is repealed: its Sponsor {} loses {sponsor_popularity} \
             Popularity; {} who voted for the repeal {} {voter_popularity} Popularity{}.",
            roman(*level),
            n.senator(sponsor),
            count(
                u32::try_from(voters.len()).unwrap_or(u32::MAX),
                "Senator",
                "Senators"
            ),
            if voters.len() == 1 { "loses" } else { "lose" },
            if voters.is_empty() {
                String::new()
            } else {
                format!(
                    " ({})",
                    and_list(
                        &voters.iter().map(|s| n.senator(s)).collect::<Vec<_>>(),
                        "nobody"
                    )
                )
            }
        ),
        EventKind::LandBillPassed {
            level,
            sponsor_popularity,
            cosponsor_popularity,
            against,
            penalty,
        } => format!(
            "A Type {} Land Bill is in effect: the Sponsor gains {sponsor_popularity} and the \
             Co-sponsor {cosponsor_popularity} Popularity; {} who voted against {} {penalty} \
             Popularity.",
            roman(*level),
            count(*against, "Senator", "Senators"),
            if *against == 1 { "loses" } else { "lose" }
        ),
        EventKind::NewAllianceNoWar => "New Alliance: no war is in play, no effect.".to_string(),
        EventKind::NoConsulPair => {
            "No pair of Senators can be elected Consuls this turn.".to_string()
        }
        EventKind::LastConsulPair { first, second } => format!(
            "Only one possible pair of Consuls remains, {} and {}: they are appointed.",
            n.senator(first),
            n.senator(second)
        ),
        EventKind::NoGovernorCandidates { provinces } => format!(
            "No Senator can govern: {} {} vacant.",
            and_list(
                &provinces.iter().map(|p| n.province(p)).collect::<Vec<_>>(),
                "no Province"
            ),
            if provinces.len() == 1 {
                "stays"
            } else {
                "stay"
            }
        ),
        EventKind::ProvincialArmiesCounted {
            province,
            card,
            increased,
            armies,
            legions,
            added,
            full_value,
        } => format!(
            "{}: the {} of {} count as {} ({}, advanced rule 2.02.32): +{added}.",
            n.event(card, *increased),
            count(*armies, "Provincial Army", "Provincial Armies"),
            n.province(province),
            count(*legions, "Legion", "Legions"),
            if *full_value {
                "at full value beside its Garrison"
            } else {
                "at half value without a Garrison, rounded up"
            }
        ),
        EventKind::ProvincialForcesLost {
            province,
            card,
            increased,
            armies,
            fleets,
            with_province,
        } => {
            let lost = match (*armies, *fleets) {
                (a, 0) => count(a, "Provincial Army", "Provincial Armies"),
                (0, f) => count(f, "Provincial Fleet", "Provincial Fleets"),
                (a, f) => format!(
                    "{} and {}",
                    count(a, "Provincial Army", "Provincial Armies"),
                    count(f, "Provincial Fleet", "Provincial Fleets")
                ),
            };
            if *with_province {
                format!(
                    "{}: {} revolts, and its {lost} {} lost with it.",
                    n.event(card, *increased),
                    n.province(province),
                    if *armies + *fleets == 1 { "is" } else { "are" }
                )
            } else {
                format!(
                    "{}: {} loses {lost} (two Provincial Armies a loss without a Garrison; \
                     with one, two Provincial Armies before each Legion: advanced rule \
                     2.02.411).",
                    n.event(card, *increased),
                    n.province(province)
                )
            }
        }
        EventKind::NoLocalTaxes {
            province,
            card,
            increased,
        } => format!(
            "{}: {} has no income this turn: no Local Taxes and no new Provincial Forces \
             (advanced rule 2.02.2).",
            n.event(card, *increased),
            n.province(province)
        ),
        EventKind::GovernorshipsReopened { provinces } => format!(
            "The Governor of {} died after the Governorships were assigned: the Senate elects \
             his successor now, before any other business (rule 1.09.54).",
            and_list(
                &provinces.iter().map(|p| n.province(p)).collect::<Vec<_>>(),
                "no Province"
            )
        ),
        EventKind::SoleGovernorCandidate { senator, province } => format!(
            "{} is the only eligible candidate and is appointed Governor of {} without a vote.",
            n.senator(senator),
            n.province(province)
        ),
        EventKind::NoCensorCandidate => "No Senator can be elected Censor this turn.".to_string(),
        EventKind::SoleCensorCandidate { senator } => format!(
            "{} is the only eligible candidate and becomes Censor.",
            n.senator(senator)
        ),
        EventKind::Acquitted { accused } => format!("{} is acquitted.", n.senator(accused)),
        EventKind::Convicted { accused } => format!(
            "{} is convicted: he loses 5 Popularity, 5 Influence and his Prior Consul marker, \
             and his Concessions go to the Forum.",
            n.senator(accused)
        ),
        EventKind::ProsecutorRewarded {
            prosecutor,
            influence,
            prior_consul,
        } => format!(
            "{} gains {influence} Influence (half of what the accused lost, rounded up){} as \
             Prosecutor.",
            n.senator(prosecutor),
            if *prior_consul {
                " and the Prior Consul marker"
            } else {
                ""
            }
        ),
        EventKind::ProsecutionsOver => "The prosecutions are over: Major and Corrupt markers are \
                                        removed from the Senators in Rome."
            .to_string(),
        EventKind::ConsulForLife {
            senator,
            faction,
            elected,
            influence,
        } => format!(
            "{} of {} is {} Consul for Life{}: while he lives his player runs every faction in \
             the Senate, and he wins if he is alive at the end of the Revolution Phase.",
            n.senator(senator),
            n.faction(*faction),
            if *elected { "elected" } else { "appointed" },
            if *elected {
                String::new()
            } else {
                format!(" with {influence} Influence in Rome (35 or more)")
            }
        ),
        EventKind::ConsulForLifeLost { senator } => format!(
            "{} ceases to be Consul for Life: a Senator appointed this turn takes the title.",
            n.senator(senator)
        ),
        // Issue 21 §4: the vetoing faction reads whether its card was spent.
        EventKind::Vetoed {
            faction,
            pontifex,
            statesman,
        } => match (pontifex, statesman) {
            (true, _) => format!(
                "The Pontifex Maximus of {} vetoes the proposal.",
                n.faction(*faction)
            ),
            (false, Some(s)) if land_bill_vetoer(s) => format!(
                "{} vetoes the Land Bill by {}'s own right, once a turn, without a Tribune card.",
                n.faction(*faction),
                n.senator(s)
            ),
            (false, Some(s)) => format!(
                "{} plays a Tribune and vetoes the proposal: the own Tribune of {}, once a \
                 turn; no card leaves the hand.",
                n.faction(*faction),
                n.senator(s)
            ),
            (false, None) => format!(
                "{} plays a Tribune and vetoes the proposal; the Tribune card is discarded.",
                n.faction(*faction)
            ),
        },
        EventKind::AssassinationAttempted {
            faction,
            assassin,
            target,
            target_faction,
            cards,
            land_bill,
        } => format!(
            "Assassination! {} of {} attempts to assassinate {} of {}{}{}.",
            n.senator(assassin),
            n.faction(*faction),
            n.senator(target),
            n.faction(*target_faction),
            match cards {
                0 => String::new(),
                1 => ", with 1 Assassin card (+1)".to_string(),
                k => format!(", with {k} Assassin cards (+{k})"),
            },
            if *land_bill {
                " (against a Sponsor of a Land Bill: a caught assassin alone pays for it)"
            } else {
                ""
            }
        ),
        EventKind::AssassinationVoid {
            assassin, target, ..
        } => format!(
            "Your attempt by {} on {} could not be made when the votes were in: one of them is \
             no longer in Rome or the turn's limit was reached.",
            n.senator(assassin),
            n.senator(target)
        ),
        EventKind::AssassinationResolved {
            assassin,
            target,
            roll,
            secret_bodyguards,
            open_bodyguards,
            outcome,
        } => {
            let guards = match (secret_bodyguards, open_bodyguards) {
                (0, 0) => String::new(),
                (s, 0) => format!(" after {s} Secret Bodyguard card(s) played (−{s})"),
                (0, o) => format!(" with {o} Open Bodyguard(s) (−{})", 2 * o),
                (s, o) => format!(
                    " after {s} Secret Bodyguard card(s) (−{s}) and with {o} Open Bodyguard(s) \
             (−{})",
                    2 * o
                ),
            };
            let result = match outcome {
                rules::AssassinationOutcome::Killed => {
                    format!("{} is killed", n.senator(target))
                }
                rules::AssassinationOutcome::NoEffect => "no effect".to_string(),
                rules::AssassinationOutcome::Caught => {
                    format!("{} is caught", n.senator(assassin))
                }
            };
            format!(
                "The assassination roll is {}{guards}: {result}.",
                roll.to_string().replace('-', "−")
            )
        }
        EventKind::BodyguardReroll {
            assassin,
            roll,
            caught,
        } => format!(
            "Bodyguard re-roll: {}{}.",
            roll.to_string().replace('-', "−"),
            if *caught {
                format!(", {} is caught", n.senator(assassin))
            } else {
                format!(", {} escapes", n.senator(assassin))
            }
        ),
        EventKind::ProposalCancelled { proposal } => format!(
            "The assassination cancels the proposal on the floor ({}); its votes are not counted.",
            proposal_words(proposal, n)
        ),
        EventKind::AssassinLeaderPunished {
            faction,
            leader,
            influence_lost,
        } => match leader {
            Some(l) if *influence_lost > 0 => format!(
                "{}, Faction Leader of {}, loses {influence_lost} Influence for his faction's \
             caught assassin.",
                n.senator(l),
                n.faction(*faction)
            ),
            Some(l) => format!(
                "{}, Faction Leader of {}, was the assassin himself.",
                n.senator(l),
                n.faction(*faction)
            ),
            None => format!(
                "{} has no Faction Leader to answer for its caught assassin.",
                n.faction(*faction)
            ),
        },
        EventKind::ImplicationDrawn { faction, chits } => format!(
            "{} drawn: the Senators of {} in Rome whose chits come up are \
             implicated in the plot.",
            if *chits == 1 {
                "1 chit is".to_string()
            } else {
                format!("{chits} chits are")
            },
            n.faction(*faction)
        ),
        EventKind::FactionQuits { faction } => format!(
            "The player of {} quits the game rather than take a Senator from the Curia: the \
             Senator goes back to the Curia, the hand is discarded, the treasury goes to the \
             bank, and the others play on without that seat.",
            n.faction(*faction)
        ),
        EventKind::FactionEliminated { faction } => format!(
            "{} has lost its last Senator for its assassination attempt and is eliminated: its \
             hand is discarded, its treasury goes to the bank, and its player leaves the game \
             (the others play on without that seat).",
            n.faction(*faction)
        ),
        EventKind::SentAgainstRebel {
            commander,
            rebel,
            legions,
        } => format!(
            "{} leaves Rome with {legions} Legion(s) to face {}, who marches on Rome (rule \
             RVN-09).",
            n.senator(commander),
            n.senator(rebel)
        ),
        EventKind::SentAgainstRebelProvince {
            commander,
            governor,
            province,
            legions,
            fleets,
        } => format!(
            "{} leaves Rome with {} and {} to attack the Rebel Governor {} in {} (rule RVN-10).",
            n.senator(commander),
            count(*legions, "Legion", "Legions"),
            count(*fleets, "Fleet", "Fleets"),
            n.senator(governor),
            n.province(province)
        ),
        EventKind::RebelProvinceBattle {
            commander,
            governor,
            province,
            naval,
            senate_strength,
            rebel_strength,
            dice,
            modifier,
            total,
            result,
            senate_lost,
            rebel_lost,
        } => {
            let (senate_units, rebel_units) = if *naval {
                (
                    count(*senate_lost, "Fleet", "Fleets"),
                    count(*rebel_lost, "Provincial Fleet", "Provincial Fleets"),
                )
            } else {
                (
                    count(*senate_lost, "Legion", "Legions"),
                    count(*rebel_lost, "unit", "units"),
                )
            };
            format!(
                "{} battle in {}: {} for the Senate against the Rebel Governor {}: Senate \
                 {senate_strength} vs Rebel {rebel_strength}, dice {}{}, total {total}: {}; the \
                 Senate lost {senate_units}, the Rebel {rebel_units} (rule RVN-10).",
                if *naval { "Naval" } else { "Land" },
                n.province(province),
                n.senator(commander),
                n.senator(governor),
                dice.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(" + "),
                if *modifier != 0 {
                    format!(" {modifier:+} (Evil Omens)")
                } else {
                    String::new()
                },
                result.name()
            )
        }
        EventKind::RebelCampaign {
            rebel,
            legions,
            fleets,
            wars,
        } => format!(
            "{wars} Active Wars stand: {} must bring them below 4 himself, with every Legion but \
             the Garrisons ({legions}) and every Fleet ({fleets}) (rule VIC-06).",
            n.senator(rebel)
        ),
        EventKind::RebelAttacks {
            rebel,
            war,
            legions,
            fleets,
        } => format!(
            "{} attacks the {} with {legions} Legion(s) and {fleets} Fleet(s) (rule VIC-06).",
            n.senator(rebel),
            n.war(war)
        ),
        EventKind::RebelLosses {
            rebel,
            legions,
            veterans,
            fleets,
            legions_left,
            fleets_left,
        } => {
            let mut t = format!(
                "{} loses {} in battle",
                n.senator(rebel),
                forces_or_none(*legions, *fleets)
            );
            if *veterans > 0 {
                t.push_str(&format!(" ({veterans} of the Legions were Veterans)"));
            }
            t.push_str(&format!(
                "; his Force has {} left (rule VIC-06).",
                forces_or_none(*legions_left, *fleets_left)
            ));
            t
        }
        EventKind::RebelCannotAttack { rebel, fleets } => format!(
            "{} can attack no Active War left: none whose Fleet Support his {fleets} Fleet(s) \
             meet while he has a Legion; his campaign ends (rule VIC-06).",
            n.senator(rebel)
        ),
        EventKind::RebelBattle {
            rebel,
            war,
            strength,
            war_strength,
            dice,
            modifier,
            total,
            result,
            legions_lost,
        } => format!(
            "{} attacks the {}: {strength} vs {war_strength}, dice {}{}, total {total}: {}; he \
             lost {legions_lost} Legion(s){} (rule VIC-06).",
            n.senator(rebel),
            n.war(war),
            dice.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            },
            result.name(),
            if *result == rules::BattleOutcome::Victory {
                "; the war is defeated"
            } else {
                ""
            }
        ),
        EventKind::RebelVanquished {
            senator,
            rebel_strength,
            gain,
        } => format!(
            "{} gains {gain} Popularity and {gain} Influence for his Victory over the Rebel (half \
             the Rebel Army's strength {rebel_strength}, rounded up; rule RVN-09).",
            n.senator(senator)
        ),
        EventKind::RebelNotAttacked { rebel } => format!(
            "No Army of the Senate faced {} in this Combat Phase (rule VIC-04).",
            n.senator(rebel)
        ),
        EventKind::CivilWarBattle {
            commander,
            rebel,
            senate_strength,
            rebel_strength,
            dice,
            modifier,
            total,
            result,
            senate_legions_lost,
            rebel_legions_lost,
        } => format!(
            "Civil war battle: {} for the Senate against {}: Senate {senate_strength} vs Rebel \
             {rebel_strength}, dice {}{}, total {total}: {}; the Senate lost \
             {senate_legions_lost} Legion(s), the Rebel {rebel_legions_lost} (rule RVN-09).",
            n.senator(commander),
            n.senator(rebel),
            dice.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            },
            result.name()
        ),
        EventKind::FactionWaitsForCuria { faction } => format!(
            "{} has no Senator left and the Curia holds none it may take: it will take the first \
             Senator to enter the Curia as its Faction Leader (rule MOR-06).",
            n.faction(*faction)
        ),
        EventKind::ConsentRefused { faction, consent } => match consent {
            rules::Consent::Commander => format!(
                "{} refuses its Commander's consent to go with a force weaker than the war: the \
                 proposal fails.",
                n.faction(*faction)
            ),
            rules::Consent::LandBillSponsor => format!(
                "{} refuses its Senator's consent to sponsor the Land Bill: the proposal fails.",
                n.faction(*faction)
            ),
            rules::Consent::Prosecutor => format!(
                "The Prosecutor's faction, {}, votes the accused innocent: he is set free.",
                n.faction(*faction)
            ),
            rules::Consent::Proconsul => format!(
                "{} refuses its Proconsul's consent to give up units his war needs: the \
                 proposal fails.",
                n.faction(*faction)
            ),
            rules::Consent::ReturningGovernor => format!(
                "{} refuses its Senator's consent to govern again the turn he came back: the \
                 proposal fails.",
                n.faction(*faction)
            ),
        },
        EventKind::PresidingRebuked {
            senator,
            stepped_down,
        } => {
            if *stepped_down {
                format!(
                    "The other factions defeated the proposal of {} unanimously: he steps down \
                     as Presiding Magistrate for the rest of the turn.",
                    n.senator(senator)
                )
            } else {
                format!(
                    "The other factions defeated the proposal of {} unanimously: he loses 1 \
                     Influence.",
                    n.senator(senator)
                )
            }
        }
        EventKind::ProsecutionsEnded { censor } => format!(
            "The other factions defeated the prosecution of {}, the Censor, unanimously: he \
             ends all Prosecutions and hands the meeting back to the Presiding Magistrate.",
            n.senator(censor)
        ),
        EventKind::TribuneProposal {
            faction,
            proposal,
            statesman,
        } => match statesman {
            Some(st) if land_bill_proposer(st) => format!(
                "{} puts to the vote, by {}'s own right (once a turn, without a Tribune card): \
                 {}.",
                n.faction(*faction),
                n.senator(st),
                proposal_words(proposal, n)
            ),
            Some(st) => format!(
                "{} calls \"Tribune!\" with the Tribune of {} and puts to the vote: {}.",
                n.faction(*faction),
                n.senator(st),
                proposal_words(proposal, n)
            ),
            None => format!(
                "{} plays a Tribune and puts to the vote: {}.",
                n.faction(*faction),
                proposal_words(proposal, n)
            ),
        },
        EventKind::TribuneProposalSetAside {
            proposal, first, ..
        } => format!(
            "Your Tribune's proposal of {} is not taken: {} played a Tribune in the same round \
             and is nearer the HRAO in clockwise order (PB-12). Your Tribune stays in your hand.",
            proposal_words(proposal, n),
            n.faction(*first)
        ),
        EventKind::TribuneProposalOutOfOrder {
            proposal, refused, ..
        } => format!(
            "Your Tribune's proposal of {} could not be put when its turn came. {} ({}). Your \
             Tribune stays in your hand.",
            proposal_words(proposal, n),
            super::refusal::illegal(&refused.why, n).trim_end_matches('.'),
            refused.rule
        ),
        EventKind::VoteSuspended { proposal, faction } => format!(
            "The vote on {} would send the Presiding Magistrate away from Rome: it waits until \
             the proposal of the Tribune of {} has been voted on (SEN-10).",
            proposal_words(proposal, n),
            n.faction(*faction)
        ),
        EventKind::TribuneProposalLapsed { proposal, .. } => format!(
            "Your Tribune's proposal of {} lapses: the Senate adjourned before it could be put \
             (SEN-10). Your Tribune stays in your hand.",
            proposal_words(proposal, n)
        ),
        EventKind::DictatorAppointed {
            dictator,
            master_of_horse,
        } => format!(
            "The Consuls appoint {} Dictator (no vote, no veto); they name {} for his Master of Horse, but the choice is the Dictator's.",
            n.senator(dictator),
            n.senator(master_of_horse)
        ),
        EventKind::NoDictatorAppointed { disagreed } => {
            if *disagreed {
                "The Consuls do not agree on a Dictator: none is appointed; the Senate may \
                 elect one."
                    .to_string()
            } else {
                "The Consuls appoint no Dictator; the Senate may elect one.".to_string()
            }
        }
        EventKind::MinorMotion { faction, text } => format!(
            "{} moves: \"{}\" (a minor motion, with no effect on the game, SEN-49).",
            n.faction(*faction),
            text.trim_end_matches(['.', ' '])
        ),
        // The GM's own copy follows the public line: it only says whose proposal that was.
        EventKind::ProposalOutOfOrder {
            proposal,
            by_gm: true,
            ..
        } => format!(
            "(GM only) The proposal of {} was the GM's, made as a Default Move.",
            proposal_words(proposal, n)
        ),
        EventKind::ProposalOutOfOrder {
            proposal, refused, ..
        } => format!(
            "The proposal of {} is out of order. {} ({}).",
            proposal_words(proposal, n),
            super::refusal::illegal(&refused.why, n).trim_end_matches('.'),
            refused.rule
        ),
        EventKind::BattleNotFought { war, reason } => match reason {
            rules::NoBattle::NoCommander => format!(
                "The Force against the {} has no Commander and does not fight.",
                n.war(war)
            ),
            rules::NoBattle::NoFleetForNaval => format!(
                "No battle against the {}: its fleet must be defeated first, and the Force has \
                 no Fleets.",
                n.war(war)
            ),
            rules::NoBattle::CommanderStops => format!(
                "After the naval Victory the Commander does not attack the land forces of the {} \
                 this turn, as his faction chose; his Force stays on the war.",
                n.war(war)
            ),
            rules::NoBattle::TooFewFleetsAfterNaval => format!(
                "Too few Fleets are left to support a land battle against the {}.",
                n.war(war)
            ),
            rules::NoBattle::FleetSupport { fleets, support } => format!(
                "No land battle against the {}: the Force's {} do not meet its Fleet Support of \
                 {support}.",
                n.war(war),
                count(*fleets, "Fleet", "Fleets")
            ),
        },
        EventKind::LandAttackAfterNaval { war } => format!(
            "After the naval Victory the Commander attacks the land forces of the {}.",
            n.war(war)
        ),
        EventKind::PopularityForLosses {
            senator,
            popularity,
        } => format!(
            "{} loses {popularity} Popularity for the Legions lost (one for every two).",
            n.senator(senator)
        ),
        EventKind::GarrisonVeterans {
            senator,
            province,
            legions,
        } => format!(
            "{} of the garrison of {} {} Veteran {} loyal to {}.",
            count(*legions, "Legion", "Legions"),
            n.province(province),
            if *legions == 1 { "becomes a" } else { "become" },
            if *legions == 1 { "Legion" } else { "Legions" },
            n.senator(senator)
        ),
        EventKind::VeteransCreated { senator, legions } => format!(
            "{} surviving {} Veteran {} loyal to {}.",
            count(*legions, "Legion", "Legions"),
            if *legions == 1 { "becomes a" } else { "become" },
            if *legions == 1 { "Legion" } else { "Legions" },
            n.senator(senator)
        ),
        EventKind::NoRansom => {
            "His faction may ransom him in the Revenue Phase while his war lasts; unransomed, \
                                he is killed when the war is defeated or leaves play."
                .to_string()
        }
        EventKind::RansomPaid {
            senator,
            faction,
            amount,
        } => format!(
            "{} ransoms {} for {amount}T; he is free.",
            n.faction(*faction),
            n.senator(senator)
        ),
        EventKind::RansomShort {
            senator,
            amount,
            have,
        } => format!(
            "The ransom of {} is {amount}T, but his Personal Treasury and your Faction Treasury hold only {have}T: nothing is paid.",
            n.senator(senator)
        ),
        EventKind::MasterOfHorseReturns { senator } => format!(
            "{}, Master of Horse, returns to Rome and keeps his office.",
            n.senator(senator)
        ),
        EventKind::VictorRewarded { senator, gain } => format!(
            "{} gains {gain} Popularity and {gain} Influence for the Victory (half the war's \
             printed strength, rounded up).",
            n.senator(senator)
        ),
        EventKind::WarBecomesRevolt { war } => {
            format!("The {} becomes a Revolt: it yields no Spoils.", n.war(war))
        }
        EventKind::WarIsProvinceRevolt { war, province } => format!(
            "{} is a Province, so the {} is a Revolt there: it yields no Spoils.",
            n.province(province),
            n.war(war)
        ),
        EventKind::ProvinceFoundedByAttack { war, province } => format!(
            "Rome attacks the {}: {} becomes a Province at once, whatever the battle's result, \
             and waits in the Forum for a Governor.",
            n.war(war),
            n.province(province)
        ),
        EventKind::EventAtMaximum { card } => format!(
            "{} is already in play on its increased side: no further effect.",
            n.event(card, true)
        ),
        EventKind::RhodianNoEffect => {
            "The Rhodian Alliance comes again, but no War in play needs Fleets: no effect, the \
             card stays as it was."
                .to_string()
        }
        EventKind::ForceLosesFleets {
            war,
            lost,
            left,
            cause,
        } => format!(
            "{}: the Force against the {} loses {} with them (it keeps {left}).",
            fleet_loss(cause, n),
            n.war(war),
            count(*lost, "Fleet", "Fleets")
        ),
        EventKind::NoVictims { cause } => format!("{}: no Senator dies.", killer(cause, n)),
        EventKind::NoEnemyLeader { increased } => format!(
            "{}: no enemy Leader is in play, no effect.",
            n.event("enemy-leader-dies", *increased)
        ),
        EventKind::RevoltEnded { war, .. } => format!(
            "The {} is completely defeated: the Province returns to the Forum.",
            n.war(war)
        ),
        EventKind::ProvinceDealt { faction, province } => format!(
            "{} is dealt the Province of {}; its player names its Governor.",
            n.faction(*faction),
            n.province(province)
        ),
        EventKind::SetupGovernor {
            faction,
            senator,
            province,
            term,
        } => format!(
            "{} of {} governs {} for {term} turn{}.",
            n.senator(senator),
            n.faction(*faction),
            n.province(province),
            if *term == 1 { "" } else { "s" }
        ),
        EventKind::EraAdvances { era, turn } => format!(
            "Turn {turn} begins: the game is in the {} from now on (its Random Events column; a \
             Legion follows a Rebel on {}+).",
            era_name(*era),
            match era {
                rules::data::Era::Early => 5,
                rules::data::Era::Middle => 4,
                rules::data::Era::Late => 3,
            }
        ),
        EventKind::EraBegins { era } => format!(
            "The first card of the {} deck is drawn: the game is in the {} from now on (its \
             Random Events column; a Legion follows a Rebel on {}+).",
            era_name(*era),
            era_name(*era),
            match era {
                rules::data::Era::Early => 5,
                rules::data::Era::Middle => 4,
                rules::data::Era::Late => 3,
            }
        ),
        EventKind::TribuneCancelAttempt {
            faction,
            senator,
            against,
            murder: true,
            die,
            cancelled,
        } => format!(
            "{} of {} plays Murder of a Tribune against the Tribune of {}: he rolls {die}, {}; \
             he loses {die} Popularity.",
            n.senator(senator),
            n.faction(*faction),
            n.faction(*against),
            if *cancelled {
                "even: the Tribune is cancelled"
            } else {
                "odd: the Tribune stands"
            }
        ),
        EventKind::TribuneCancelAttempt {
            faction,
            senator,
            against,
            die,
            cancelled,
            ..
        } => format!(
            "{} of {} plays Graft against the Tribune of {}: {}",
            n.senator(senator),
            n.faction(*faction),
            n.faction(*against),
            if *cancelled {
                format!("he pays {die}T to the Bank and the Tribune is cancelled.")
            } else {
                format!("he cannot pay the {die}T rolled, the Graft fails and the Tribune stands.")
            }
        ),
        EventKind::TribuneCancelled {
            faction,
            proposal,
            veto,
        } => format!(
            "The Tribune of {} {} {} is cancelled and spent.",
            n.faction(*faction),
            if *veto { "vetoing" } else { "proposing" },
            proposal_words(proposal, n)
        ),
        EventKind::MobIncited {
            faction,
            senator,
            against,
            chits,
        } => format!(
            "{} plays Mob Incited to Violence against {} with the Oratory of {}: {} drawn; \
             the Senators in Rome of {} whose chits are drawn die.",
            n.faction(*faction),
            n.faction(*against),
            n.senator(senator),
            count(*chits, "chit is", "chits are"),
            n.faction(*against)
        ),
        EventKind::BequestSent { bequest, consul } => format!(
            "The Field Consul {} goes with 3 Legions and 3 Fleets to collect the {}: the State \
             gains it in the next Revenue Phase (REV-17).",
            n.senator(consul),
            n.card(&rules::CardKey(bequest.clone()))
        ),
        EventKind::BequestKeptByRebel {
            bequest,
            rebel,
            talents,
        } => format!(
            "The Rebel {} keeps the {} ({talents}T to his Personal Treasury); no Province is \
             created (REV-17).",
            n.senator(rebel),
            n.card(&rules::CardKey(bequest.clone()))
        ),
        EventKind::ProvinceFromBequest { bequest, province } => format!(
            "The {} creates the Province of {}: it lies in the Forum awaiting a Governor; the \
             card is discarded (REV-17).",
            n.card(&rules::CardKey(bequest.clone())),
            n.province(province)
        ),
        EventKind::BequestDiscarded { bequest, province } => format!(
            "{} is already a Province: the {} is discarded with no effect (REV-17).",
            n.province(province),
            n.card(&rules::CardKey(bequest.clone()))
        ),
        EventKind::ProvinceEstablishedByBequest { bequest, province } => format!(
            "The {} establishes the Province of {}: it lies in the Forum awaiting a Governor; \
             the card leaves the game at the start of the next Forum Phase (REV-17).",
            n.card(&rules::CardKey(bequest.clone())),
            n.province(province)
        ),
        EventKind::CleopatraPlayed {
            faction,
            war,
            commander: Some(c),
        } => format!(
            "{} plays Cleopatra VII before the {} is fought: the Roman Commander {} gains 50T \
             and loses 5 Popularity, and has +3 Military until the war leaves play (COM-22).",
            n.faction(*faction),
            n.war(war),
            n.senator(c)
        ),
        EventKind::CleopatraPlayed {
            faction,
            war,
            commander: None,
        } => format!(
            "{} plays Cleopatra VII as a +3 Enemy Leader on the {}, until it leaves play \
             (COM-22).",
            n.faction(*faction),
            n.war(war)
        ),
        EventKind::CleopatraDiscarded { war } => format!(
            "The {} has left play: Cleopatra VII's effect ends and her card is discarded \
             (COM-22).",
            n.war(war)
        ),
        EventKind::GabinianRecruited {
            commander,
            war,
            legions,
            fleets,
            from,
            cost,
        } => super::late_laws::gabinian_recruited(
            commander,
            war,
            (*legions, *fleets),
            *from,
            *cost,
            n,
        ),
        EventKind::ManilianMarch {
            commander,
            war,
            legions,
            fleets,
            activated,
        } => super::late_laws::manilian_march(commander, war, (*legions, *fleets), *activated, n),
        EventKind::VeteransDisbanded {
            commander,
            legions,
            oratory,
            influence,
        } => super::disbandment::veterans_disbanded(commander, *legions, (*oratory, *influence), n),
        EventKind::VeteransRecalled {
            senator,
            legions,
            from,
            cost,
            oratory,
            influence,
        } => super::disbandment::veterans_recalled(
            senator,
            *legions,
            (*from, *cost),
            (*oratory, *influence),
            n,
        ),
        EventKind::DisbandedLegionsFreed { senator, legions } => {
            super::disbandment::disbanded_freed(senator, *legions, n)
        }
        EventKind::DisbandedLegionsRaised { senator, legions } => {
            super::disbandment::disbanded_raised(senator, *legions, n)
        }
        EventKind::GovernsByLegate {
            senator,
            province,
            chosen,
        } => format!(
            "{} governs {} through a Legate{} (Vatinian Law, SEN-38).",
            n.senator(senator),
            n.province(province),
            if *chosen {
                " and stays in Rome"
            } else {
                ", staying where he is"
            }
        ),
        EventKind::GovernorDeparts { senator, province } => format!(
            "{} leaves Rome for {}, which he governs in person (SEN-38).",
            n.senator(senator),
            n.province(province)
        ),
        EventKind::LegateReplaced { senator, province } => format!(
            "{} is replaced as Governor of {}, which he ruled through a Legate; he stays where he \
             is (SEN-38).",
            n.senator(senator),
            n.province(province)
        ),
        EventKind::LandCommissionerClaimed { senator } => format!(
            "{} claims the Land Commissioner Concession (SEN-39): it is his without a vote.",
            n.senator(senator)
        ),
        EventKind::PopularityDoubled {
            senator,
            printed,
            applied,
        } => format!(
            "{}'s Popularity {} of {} is doubled to {} (his card: every Popularity gain or loss \
             doubled).",
            n.senator(senator),
            if *printed < 0 { "loss" } else { "gain" },
            printed.unsigned_abs(),
            applied.unsigned_abs()
        ),
        EventKind::MilitaryRolled { senator, military } => format!(
            "{}'s Military for this battle is {military} (1d6+1, rolled before each battle, \
             COM-04).",
            n.senator(senator)
        ),
        EventKind::LossesVoided {
            senator,
            war,
            result,
        } => format!(
            "{} nullifies the losses of the {} against the {} (COM-09): none are taken, but the \
             war counts as Unprosecuted this turn and he is recalled to Rome as soon as the next \
             Senate Phase closes.",
            n.senator(senator),
            result.name(),
            n.war(war)
        ),
        EventKind::ProvinceDevelopedByVictory {
            war,
            province,
            created,
        } => {
            if *created {
                format!(
                    "{} is created on its Developed side by the Victory over the {} (COM-12).",
                    n.province(province),
                    n.war(war)
                )
            } else {
                format!(
                    "The Victory over the {} develops {}; no Influence is gained for it (COM-12).",
                    n.war(war),
                    n.province(province)
                )
            }
        }
        EventKind::CatilineSuppressed {
            hrao,
            faction,
            chits,
            killed,
            popularity,
        } => {
            let dead = if killed.is_empty() {
                "none of its Senators dies".to_string()
            } else {
                let names: Vec<String> = killed.iter().map(|s| n.senator(s)).collect();
                format!(
                    "{} {}",
                    names.join(", "),
                    if killed.len() == 1 { "dies" } else { "die" }
                )
            };
            format!(
                "The 2nd Catiline Conspiracy is suppressed: the HRAO {} named {} and drew {}: \
                 {dead}. He loses {} Popularity (DATA-19).",
                n.senator(hrao),
                n.faction(*faction),
                count(*chits, "Mortality Chit", "Mortality Chits"),
                popularity.unsigned_abs()
            )
        }
    }
}

/// "Middle Republic".
fn era_name(era: rules::data::Era) -> &'static str {
    match era {
        rules::data::Era::Early => "Early Republic",
        rules::data::Era::Middle => "Middle Republic",
        rules::data::Era::Late => "Late Republic",
    }
}

/// What destroys a Concession, as the subject of a sentence.
fn destroyer(cause: &Destroyed, n: &Names) -> String {
    match cause {
        Destroyed::Event { event, increased } => n.event(event, *increased),
        Destroyed::TaxFarmerAttack { by } => match by {
            DeckCard::War(w) => format!("The {}", n.war(w)),
            other => n.deck_card(other),
        },
        Destroyed::War { war } => format!("The {}", n.war(war)),
    }
}

/// What took the Fleets, as the start of a sentence.
fn fleet_loss(cause: &FleetLoss, n: &Names) -> String {
    match cause {
        FleetLoss::Event { event, increased } => n.event(event, *increased),
        FleetLoss::RhodiansRejected => "The Senate rejects the Rhodian Alliance".to_string(),
        FleetLoss::RhodiansLeave { war } => {
            format!("The {} is defeated and the Rhodians go home", n.war(war))
        }
    }
}

/// What draws chits against Senators (an Event card, the Mob), as a subject.
fn killer(cause: &DeathCause, n: &Names) -> String {
    match cause {
        DeathCause::Event { event, increased } => n.event(event, *increased),
        DeathCause::Mob => "The Mob".to_string(),
        other => sentence(&death_reason(other, n))
            .trim_end_matches('.')
            .to_string(),
    }
}

/// What a death does besides, as a sentence (MOR-04, MOR-05).
fn consequence(c: &Consequence, n: &Names) -> String {
    match c {
        Consequence::OfficeVacant { office } => {
            format!("The office of {} falls vacant.", names::post_name(office))
        }
        Consequence::ConcessionToForum { concession } => {
            format!(
                "The {} concession goes to the Forum.",
                n.concession(concession)
            )
        }
        Consequence::KnightsLost { knights } => {
            format!("His {} lost.", count(*knights, "Knight is", "Knights are"))
        }
        Consequence::TreasuryLost => "His Personal Treasury is lost.".to_string(),
        Consequence::StatesmanRemoved { statesman } => format!(
            "{} is a Statesman and leaves play for good.",
            n.senator(statesman)
        ),
        Consequence::FamilyStays { family } => format!(
            "The {} Family card keeps the Faction Leader marker and stays in the faction.",
            n.family(*family)
        ),
        Consequence::FamilyToCuria { family } => format!(
            "The {} Family card goes to the bottom of the Curia.",
            n.family(*family)
        ),
        Consequence::FamilyToPairedStatesman { family, statesman } => format!(
            "The {} Family card goes to {}, the surviving Statesman of the pair.",
            n.family(*family),
            n.senator(statesman)
        ),
        Consequence::NoFactionLeader { faction } => format!(
            "{} has no Faction Leader until it names one in the Forum Phase.",
            n.faction(*faction)
        ),
        Consequence::ProvinceToForum { province } => format!(
            "{} goes to the Forum with its garrison, without a Governor.",
            n.province(province)
        ),
        Consequence::OpenBodyguardDiscarded => {
            "His Open Bodyguard is discarded (REV-20).".to_string()
        }
        Consequence::VeteransOweNobody { legions } => format!(
            "The allegiance of {} ends with him: they stay Veterans, owing it to nobody.",
            count(*legions, "Veteran Legion", "Veteran Legions")
        ),
    }
}

/// Why a senator died, after "X dies: ".
fn death_reason(cause: &DeathCause, n: &Names) -> String {
    match cause {
        DeathCause::Mortality => "his chit was drawn in the Mortality Phase".to_string(),
        DeathCause::Event { event, increased } => {
            format!("his chit was drawn for {}", n.event(event, *increased))
        }
        DeathCause::Mob => "the Mob drew his chit".to_string(),
        DeathCause::Catiline => {
            "the HRAO drew his chit suppressing the Catiline Conspiracy".to_string()
        }
        DeathCause::MobIncited { faction } => format!(
            "the mob {} incited to violence drew his chit",
            n.faction(*faction)
        ),
        DeathCause::Battle { war } => format!("killed in battle against the {}", n.war(war)),
        DeathCause::Defeat { war } => {
            format!("killed in the Defeat against the {}", n.war(war))
        }
        DeathCause::CaptiveKilled { war } => format!(
            "a captive of the {}, he is killed as the war leaves play",
            n.war(war)
        ),
        DeathCause::RaidCaptive => {
            "captured by the Barbarian Raids, he was not ransomed before the Forum Phase"
                .to_string()
        }
        DeathCause::Revolt {
            province,
            lost_battle,
            ..
        } => {
            if *lost_battle {
                format!(
                    "killed by the revolt of {}, which he could not crush",
                    n.province(province)
                )
            } else {
                format!("killed in the revolt of {}", n.province(province))
            }
        }
        DeathCause::KilledOnAppeal => "the mob kills him on his Popular Appeal".to_string(),
        DeathCause::AppealMob => {
            "the mob turns on him after the Popular Appeal (his chit was drawn)".to_string()
        }
        DeathCause::Executed => "executed after a Major conviction".to_string(),
        DeathCause::CivilWarBattle => {
            "his chit came up for the losses of the civil war battle".to_string()
        }
        DeathCause::DefeatedByRebel { rebel } => format!(
            "he led the Senate's Army that {} defeated",
            n.senator(rebel)
        ),
        DeathCause::RebelDefeated => "in Revolt, he is defeated by the Senate's Army".to_string(),
        DeathCause::RevoltFailed { rebel } => {
            format!(
                "a rebel, he dies as the Revolt of {} fails",
                n.senator(rebel)
            )
        }
        DeathCause::Assassinated { assassin } => {
            format!("assassinated by {}", n.senator(assassin))
        }
        DeathCause::CaughtAssassin { .. } => {
            "caught in his assassination attempt, he is put to death".to_string()
        }
        DeathCause::Implicated => "condemned for his faction's assassination attempt".to_string(),
    }
}

/// "4 Legions and 2 Fleets", "no Legions and no Fleets".
fn forces_or_none(legions: u32, fleets: u32) -> String {
    if legions + fleets == 0 {
        "no Legions and no Fleets".to_string()
    } else {
        forces(legions, fleets)
    }
}

/// SEN-43 / SEN-44 / SEN-45 (LR 1.09.64/1): the Veteran Legions a proposal names among its
/// Legions, as " (2 Veterans of Fabius among them)"; empty when it names none.
fn veterans_among(veterans: &[VeteranPick], n: &Names) -> String {
    let named: Vec<String> = veterans
        .iter()
        .map(|v| {
            let who = v
                .loyal_to
                .as_ref()
                .map(|l| format!(" of {}", n.senator(l)))
                .unwrap_or_default();
            format!("{}{who}", count(v.count, "Veteran", "Veterans"))
        })
        .collect();
    if named.is_empty() {
        String::new()
    } else {
        format!(" ({} among them)", named.join(" and "))
    }
}

/// Why Rome's forces changed: a sentence.
fn forces_reason(r: &ForcesReason, n: &Names) -> String {
    match r {
        ForcesReason::Start => {
            "Rome's starting Legions are put in the Active Forces (rules SET-03, SET-07, SET-08)."
                .to_string()
        }
        ForcesReason::Raised => "The Senate raises forces.".to_string(),
        ForcesReason::Overrun { province, lost } => format!(
            "{} is Overrun and loses {} of its garrison.",
            n.province(province),
            count(*lost, "Legion", "Legions")
        ),
        ForcesReason::GarrisonKilled {
            province, legions, ..
        } => format!(
            "{} revolts: the {} garrisoned there {} killed.",
            n.province(province),
            count(*legions, "Legion", "Legions"),
            if *legions == 1 { "is" } else { "are" }
        ),
        ForcesReason::GarrisonHome {
            province, legions, ..
        } => format!(
            "The {} garrisoned in {} {} to the Active Forces.",
            count(*legions, "Legion", "Legions"),
            n.province(province),
            if *legions == 1 { "returns" } else { "return" }
        ),
        ForcesReason::GarrisonLosses { province } => format!(
            "The garrison of {} has losses against the revolt.",
            n.province(province)
        ),
        ForcesReason::FleetsSunk {
            event,
            increased,
            lost,
        } => format!(
            "{}: {} lost.",
            n.event(event, *increased),
            count(*lost, "Fleet is", "Fleets are")
        ),
        ForcesReason::RhodiansJoin { got, gain, limit } => {
            if got < gain {
                format!(
                    "{} of the {gain} free Rhodian Fleets join Rome (no more fit within the limit \
                     of {limit} Fleets).",
                    got
                )
            } else {
                format!(
                    "{} join Rome.",
                    count(*got, "free Rhodian Fleet", "free Rhodian Fleets")
                )
            }
        }
        ForcesReason::RhodiansRejected { gone } => format!(
            "The Senate rejects the Rhodian Alliance: {} disbanded.",
            count(*gone, "Rhodian Fleet is", "Rhodian Fleets are")
        ),
        ForcesReason::RhodiansLeave { war, gone } => format!(
            "The {} is defeated: {} disbanded and the Rhodian Alliance leaves play.",
            n.war(war),
            count(*gone, "Rhodian Fleet is", "Rhodian Fleets are")
        ),
        ForcesReason::BattleLosses {
            legions,
            veterans,
            fleets,
        } => {
            let mut t = format!("Rome loses {} in battle", forces_or_none(*legions, *fleets));
            if *veterans > 0 {
                t.push_str(&format!(" ({veterans} of the Legions were Veterans)"));
            }
            t.push('.');
            t
        }
        ForcesReason::Disbanded {
            legions,
            veterans,
            fleets,
        } => {
            let mut t = format!("The Senate disbands {}", forces_or_none(*legions, *fleets));
            if *veterans > 0 {
                t.push_str(&format!(
                    " ({veterans} of the Legions were Veterans and lose that status)"
                ));
            }
            t.push('.');
            t
        }
        ForcesReason::PartRecalled {
            commander,
            legions,
            fleets,
        } => format!(
            "{} of the Force of {} {} to the Active Forces.",
            forces_or_none(*legions, *fleets),
            n.senator(commander),
            if legions + fleets == 1 {
                "returns"
            } else {
                "return"
            }
        ),
        ForcesReason::GarrisonRecalled { province, legions } => format!(
            "The Senate recalls {} of the garrison of {} to the Active Forces.",
            count(*legions, "Legion", "Legions"),
            n.province(province)
        ),
        ForcesReason::UncommandedRecalled {
            war,
            legions,
            fleets,
        } => format!(
            "The Senate recalls {} of the Force without a Commander on the {} to the Active Forces.",
            forces_or_none(*legions, *fleets),
            n.war(war)
        ),
    }
}

/// What the State Treasury gained from or paid for, as a noun phrase.
fn treasury_reason(r: &TreasuryReason, n: &Names) -> String {
    match r {
        TreasuryReason::Start => "its starting funds".to_string(),
        TreasuryReason::AnnualRevenue => "the annual revenue".to_string(),
        TreasuryReason::Contribution { senator } => {
            format!("the contribution of {}", n.senator(senator))
        }
        TreasuryReason::ProvinceIncome { province, verres } => {
            if *verres > 0 {
                format!(
                    "the State income of {} ({verres}T of it from the Trial of Verres)",
                    n.province(province)
                )
            } else {
                format!("the State income of {}", n.province(province))
            }
        }
        TreasuryReason::ProvinceLoss { province } => {
            format!("the negative State income of {}", n.province(province))
        }
        TreasuryReason::SpoilsLoss { province } => {
            format!("the negative Provincial Spoils of {}", n.province(province))
        }
        TreasuryReason::ActiveWar { war } => format!("the Active {}", n.war(war)),
        TreasuryReason::CivilWar { rebel } => {
            format!(
                "the Civil War of the Rebel {}, an Active War",
                n.senator(rebel)
            )
        }
        TreasuryReason::LandBill { level } => {
            format!("a Type {} Land Bill in effect", roman(*level))
        }
        TreasuryReason::Maintenance { legions, fleets } => {
            format!("the upkeep of {} at 2T each", forces(*legions, *fleets))
        }
        TreasuryReason::Event { event, increased } => n.event(event, *increased),
        TreasuryReason::Sacrifice => {
            "the part of the Evil Omens sacrifice the Pontifex did not pay".to_string()
        }
        TreasuryReason::Enthusiasm { event, increased } => n.event(event, *increased),
        TreasuryReason::Bequest { bequest } => {
            format!("the {} collected", n.card(&rules::CardKey(bequest.clone())))
        }
        TreasuryReason::Peace { war, half, .. } => format!(
            "the peace with the {} ({} its Spoils)",
            n.war(war),
            if *half { "half" } else { "all" }
        ),
        TreasuryReason::WarSpoils { war } => format!("the Spoils of the {}", n.war(war)),
        TreasuryReason::ForcesRaised { legions, fleets } => {
            format!("raising {}", forces(*legions, *fleets))
        }
    }
}

/// Why the Unrest Level changed, as a noun phrase.
fn unrest_reason(r: &UnrestReason) -> String {
    match r {
        UnrestReason::UnprosecutedWars { wars } => {
            count(*wars, "Unprosecuted War", "Unprosecuted Wars")
        }
        UnrestReason::Drought { effects } => count(*effects, "Drought effect", "Drought effects"),
        UnrestReason::PopulationTable => "the Population Table".to_string(),
        UnrestReason::Games { kind } => kind
            .row()
            .map_or_else(|| "games".to_string(), |r| r.name.clone()),
        UnrestReason::LandBill { level } => format!("a Type {} Land Bill passed", roman(*level)),
        UnrestReason::Repeal { level } => {
            format!("a Type {} Land Bill repealed", roman(*level))
        }
        UnrestReason::Battle { outcome } => format!("a {}", outcome.name()),
        UnrestReason::Law { law } => format!("the {}", crate::names::card_name(&law.0)),
    }
}

/// Why a Force came home, after "…: ".
fn return_reason(r: &ReturnReason) -> &'static str {
    match r {
        ReturnReason::WarOver | ReturnReason::WarGone | ReturnReason::RevolutionPhase => {
            "its war is over"
        }
        ReturnReason::VictorGone => "its war is won and its Commander is dead or captured",
        ReturnReason::FleetAfterNavalVictory => "only Fleets are left after the naval Victory",
        ReturnReason::WonByAnother => "another Commander won its war",
        ReturnReason::Peace { .. } => "its war made peace",
        ReturnReason::Recalled => "the Senate recalled it",
        ReturnReason::NoCommander => "it has no Commander",
        ReturnReason::NoFleetSupport => "it lacks the war's Fleet Support",
        ReturnReason::NoFleetForNaval => "it has no Fleet for a war fought at sea",
        ReturnReason::NoLegionForLand => "it has no Legion for a land war",
        ReturnReason::Unmaintained => "its units were eliminated for want of maintenance",
        ReturnReason::LossesVoided => {
            "its Commander is recalled: he nullified a Disaster's or Standoff's losses (COM-09)"
        }
    }
}

/// A proposal in words, with names (SEN-07): "Cornelius and Fabius as Consuls".
/// Queued proposals in words, in order: "to elect ..., then to raise ...".
fn queue_words(proposals: &[Proposal], n: &Names) -> String {
    if proposals.is_empty() {
        return "none".to_string();
    }
    proposals
        .iter()
        .map(|p| proposal_words(p, n))
        .collect::<Vec<_>>()
        .join("; then ")
}

pub fn proposal_words(p: &Proposal, n: &Names) -> String {
    match p {
        Proposal::Consuls { first, second } => {
            format!("{} and {} as Consuls", n.senator(first), n.senator(second))
        }
        Proposal::Dictator {
            dictator,
            master_of_horse,
        } => format!(
            "{} as Dictator with {} as Master of Horse",
            n.senator(dictator),
            n.senator(master_of_horse)
        ),
        Proposal::Censor { censor } => format!("{} as Censor", n.senator(censor)),
        Proposal::Pontifex { pontifex } => format!("{} as Pontifex Maximus", n.senator(pontifex)),
        Proposal::Governor { senator, province } => format!(
            "{} as Governor of {}",
            n.senator(senator),
            n.province(province)
        ),
        Proposal::Governors { posts } => and_list(
            &posts
                .iter()
                .map(|(s, p)| format!("{} as Governor of {}", n.senator(s), n.province(p)))
                .collect::<Vec<_>>(),
            "no Governors",
        ),
        Proposal::Garrison { province, legions } => format!(
            "{} to garrison {}",
            count(*legions, "Legion", "Legions"),
            n.province(province)
        ),
        Proposal::Prosecute {
            accused,
            major,
            reason,
            prosecutor,
        } => format!(
            "a {} prosecution of {}{}, with {} as Prosecutor",
            if *major { "Major" } else { "Minor" },
            n.senator(accused),
            match reason {
                None => String::new(),
                Some(ProsecutionReason::Corrupt) => {
                    " for the spoils he took as Governor".to_string()
                }
                Some(ProsecutionReason::Major) => " for his Major Office".to_string(),
                Some(ProsecutionReason::EvilOmens) => {
                    " for his faction's unpaid Evil Omens debt (outside the Censor's limits)"
                        .to_string()
                }
                Some(ProsecutionReason::Concession(c)) => {
                    format!(" for the profits of the {}", n.concession(c))
                }
                Some(ProsecutionReason::Spoils(p)) => {
                    format!(
                        " for the spoils of {} taken through his Legate",
                        n.province(p)
                    )
                }
            },
            n.senator(prosecutor)
        ),
        Proposal::RaiseForces { legions, fleets } => {
            format!("raising {}", forces(*legions, *fleets))
        }
        Proposal::Deploy {
            commander,
            war,
            legions,
            fleets,
            veterans,
        } => format!(
            "sending {} with {}{} against the {}",
            n.senator(commander),
            forces(*legions, *fleets),
            veterans_among(veterans, n),
            n.war(war)
        ),
        Proposal::AttackRebel {
            commander,
            legions,
            veterans,
        } => format!(
            "sending {} with {legions} Legion(s){} against the Rebel marching on Rome",
            n.senator(commander),
            veterans_among(veterans, n)
        ),
        Proposal::AttackRebelProvince {
            commander,
            legions,
            fleets,
            province,
        } => format!(
            "sending {} with {} and {} against the Rebel Governor in {}",
            n.senator(commander),
            count(*legions, "Legion", "Legions"),
            count(*fleets, "Fleet", "Fleets"),
            n.province(province)
        ),
        Proposal::Recall { commander } => {
            format!("recalling {} and his forces", n.senator(commander))
        }
        Proposal::Reinforce {
            commander,
            legions,
            fleets,
            veterans,
        } => format!(
            "reinforcing {} with {}{}",
            n.senator(commander),
            forces(*legions, *fleets),
            veterans_among(veterans, n)
        ),
        Proposal::DisbandForces {
            legions,
            fleets,
            veterans,
        } => format!(
            "disbanding {}{}",
            forces(*legions, *fleets),
            veterans_among(veterans, n)
        ),
        Proposal::ReplaceProconsul {
            proconsul,
            commander,
            legions,
            fleets,
            veterans,
        } => {
            let more = if legions + fleets > 0 {
                format!(
                    " with {} more{}",
                    forces(*legions, *fleets),
                    veterans_among(veterans, n)
                )
            } else {
                String::new()
            };
            format!(
                "replacing {} by {}{more}",
                n.senator(proconsul),
                n.senator(commander)
            )
        }
        Proposal::RecallUnits {
            commander,
            legions,
            fleets,
            veterans,
        } => format!(
            "recalling {}{} of the Force of {}",
            forces(*legions, *fleets),
            veterans_among(veterans, n),
            n.senator(commander)
        ),
        Proposal::RecallGarrison { province, legions } => format!(
            "recalling {} of the garrison of {}",
            count(*legions, "Legion", "Legions"),
            n.province(province)
        ),
        Proposal::RecallUncommanded {
            war,
            legions,
            fleets,
            veterans,
        } => format!(
            "recalling {}{} of the Force without a Commander on the {}",
            forces_or_none(*legions, *fleets),
            veterans_among(veterans, n),
            n.war(war)
        ),
        Proposal::RecallPontifex { pontifex } => format!(
            "stripping {} of the office of Pontifex Maximus (two-thirds of the votes cast \
             needed; his own veto cannot stop it)",
            n.senator(pontifex)
        ),
        Proposal::LandBill {
            level,
            sponsor,
            cosponsor,
        } => format!(
            "a Type {} Land Bill sponsored by {} and co-sponsored by {}",
            roman(*level),
            n.senator(sponsor),
            n.senator(cosponsor)
        ),
        Proposal::RepealLandBill { level, sponsor } => format!(
            "repealing a Type {} Land Bill, sponsored by {}",
            roman(*level),
            n.senator(sponsor)
        ),
        Proposal::Concession {
            concession,
            senator,
        } => format!(
            "the {} concession for {}",
            n.concession(concession),
            n.senator(senator)
        ),
        Proposal::Deployments { sends } => and_list(
            &sends
                .iter()
                .map(|d| proposal_words(&d.proposal(), n))
                .collect::<Vec<_>>(),
            "nobody sent",
        ),
        Proposal::Concessions { grants } => and_list(
            &grants
                .iter()
                .map(|(c, s)| format!("the {} concession for {}", n.concession(c), n.senator(s)))
                .collect::<Vec<_>>(),
            "no concessions",
        ),
        Proposal::Adjourn => "adjourning the Senate".to_string(),
        Proposal::Announced { put, terms } => {
            let mut w = proposal_words(put, n);
            if let Some(f) = terms.conditional_to {
                w.push_str(&format!(
                    ", the right to conditional votes given to {}",
                    n.faction(f)
                ));
            }
            if !terms.order.is_empty() {
                let fs: Vec<String> = terms.order.iter().map(|f| n.faction(*f)).collect();
                w.push_str(&format!(", votes taken in the order {}", fs.join(", ")));
            }
            // PB-10 (S004/79).
            match &terms.condition {
                Some(rules::ElectionCondition::Voted {
                    faction,
                    candidate,
                    yes,
                }) => w.push_str(&format!(
                    ", if {} voted {} {} in this Senate's elections",
                    n.faction(*faction),
                    if *yes { "for" } else { "against" },
                    n.senator(candidate)
                )),
                Some(rules::ElectionCondition::Elected { senator, elected }) => {
                    w.push_str(&format!(
                        ", if {} is {}elected in this Senate",
                        n.senator(senator),
                        if *elected { "" } else { "not " }
                    ))
                }
                None => {}
            }
            w
        }
        Proposal::RejectRhodian => "rejecting the Rhodian Alliance and its Fleets".to_string(),
        Proposal::PassLaw {
            law,
            sponsor,
            cosponsor,
            repeal,
            ..
        } => super::law_votes::proposal(law, sponsor, cosponsor, *repeal, n),
        Proposal::CollectBequest { bequest } => format!(
            "sending the Field Consul with 3 Legions and 3 Fleets to collect the {}",
            n.card(&rules::CardKey(bequest.clone()))
        ),
        Proposal::ConsulForLife { nominee } => {
            format!("{} as Consul for Life", n.senator(nominee))
        }
        Proposal::SpecialProsecution {
            accused,
            target_popularity,
        } => format!(
            "the Special Major Prosecution of {} for his faction's caught assassin (his Popular \
             Appeal is mandatory, modified by {}; no veto)",
            n.senator(accused),
            (-target_popularity).to_string().replace('-', "−")
        ),
    }
}

/// How a game ended, in words (VIC-01 .. VIC-06).
pub fn ending_words(ending: &Ending, n: &Names) -> String {
    match ending {
        Ending::StateBankrupt => {
            "the State is bankrupt and every player loses (rule VIC-03)".to_string()
        }
        Ending::FourActiveWars { wars } => format!(
            "{wars} Active Wars stand at the end of the Combat Phase; Rome falls and every player \
             loses (rule VIC-02)"
        ),
        Ending::RebelCampaignFailed { rebel, wars } => format!(
            "the campaign of the Rebel {} is over and {wars} Active Wars still stand; Rome falls \
             and every player loses (rule VIC-06)",
            n.senator(rebel)
        ),
        Ending::PeopleRevolt => {
            "the People revolt and every player loses (rule VIC-03)".to_string()
        }
        Ending::ConsulForLife { faction, senator } => format!(
            "{} of {} is Consul for Life and alive: {} wins (rule VIC-05)",
            n.senator(senator),
            n.faction(*faction),
            n.faction(*faction)
        ),
        Ending::RebelWins {
            rebel,
            faction,
            condition,
        } => {
            let how = match condition {
                rules::RebelWin::Bankruptcy => {
                    format!(
                        "the State went bankrupt while {} was in Revolt",
                        n.senator(rebel)
                    )
                }
                rules::RebelWin::PeopleRevolt => {
                    format!(
                        "the People revolted while {} was in Revolt",
                        n.senator(rebel)
                    )
                }
                rules::RebelWin::SenateDidNotAttack => format!(
                    "the Senate sent no Army against {} marching on Rome",
                    n.senator(rebel)
                ),
                rules::RebelWin::DefeatedTheSenate => format!(
                    "{} marching on Rome defeated the Senate's Army",
                    n.senator(rebel)
                ),
            };
            format!(
                "{how}, with fewer than 4 Active Wars: {} seizes Rome and {} wins (rules \
                 VIC-04, VIC-06)",
                n.senator(rebel),
                n.faction(*faction)
            )
        }
        Ending::EraEnds {
            winners,
            influence,
            rolled_off,
        } => match winners.as_slice() {
            [] => "the Era Ends (rule VIC-05)".to_string(),
            [one] if rolled_off.len() > 1 => format!(
                "the Era Ends; {} wins with {influence} combined Influence: level with {} on \
                 combined Influence, best Senator and votes, it won the roll-off on 2d6 (rules \
                 VIC-05, GEN-03)",
                n.faction(*one),
                rolled_off
                    .iter()
                    .filter(|f| *f != one)
                    .map(|f| n.faction(*f))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            [one] => format!(
                "the Era Ends; {} wins with {influence} combined Influence (rule VIC-05)",
                n.faction(*one)
            ),
            many => format!(
                "the Era Ends; {} tie with {influence} combined Influence each (rule VIC-05)",
                many.iter()
                    .map(|f| n.faction(*f))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        },
    }
}

/// What dice were rolled for, in words (GEN-02), with the rule in brackets.
pub fn dice_purpose(p: &DicePurpose, n: &Names) -> String {
    use rules::DicePurpose as P;
    match p {
        P::ProvincialBattle {
            war,
            province,
            naval,
        } => format!(
            "the {} battle of {} against the {} (rule COM-18)",
            if *naval { "naval" } else { "land" },
            n.province(province),
            n.war(war)
        ),
        P::WhichSenatorDies { family } => format!(
            "which Senator of family {} dies (rule MOR-02)",
            n.family(*family)
        ),
        P::ExtraChits { event } => format!(
            "the extra mortality chits of {} (rule FOR-22)",
            n.event(event, false)
        ),
        P::ConsulsDiceOff { senator } => format!(
            "{} in the Consuls' dice-off for their offices (rule SEN-13)",
            n.senator(senator)
        ),
        P::TieRollOff { tie, faction } => format!(
            "{} in the tie roll-off {} (rule GEN-03)",
            n.faction(*faction),
            match tie {
                Tie::RepopulatingRome => "for the first pick when repopulating Rome (SEN-60)",
                Tie::EraEnds => "for the win at the Era Ends (VIC-05)",
                Tie::MostKnights => {
                    "for the most Knights, who lays the Calpurnian fine (Acilian Law, SEN-34)"
                }
                Tie::NoGovernorship => {
                    "for the Undeveloped Provinces: the lowest roller receives none (SET-08)"
                }
            }
        ),
        P::ConsulForLifeRollOff { senator } => format!(
            "{} in the roll-off for Consul for Life among Senators still tied (rules SEN-58, GEN-03)",
            n.senator(senator)
        ),
        P::PopularAppeal { accused } => {
            format!("the Popular Appeal of {} (rule SEN-27)", n.senator(accused))
        }
        P::Proscription { hrao, knights } => format!(
            "the Talents {} receives for {} proscribed (rule COM-23)",
            n.senator(hrao),
            count(*knights, "Knight", "Knights")
        ),
        P::RebelProvinceBattle { province, naval } => format!(
            "the {} battle against the Rebel Province {} (rule RVN-10)",
            if *naval { "naval" } else { "land" },
            n.province(province)
        ),
        P::NavalInterception { governor } => format!(
            "the Naval Interception of the Forces of {} (rule COM-02)",
            n.senator(governor)
        ),
        P::FleetAllegiance {
            commander,
            fleet,
            of,
        } => format!(
            "the allegiance of Fleet {fleet} of {of} to {} (ADV 2.03.23, rule RVN-10)",
            n.senator(commander)
        ),
        P::Trial { accused } => {
            format!(
                "the Trial roll of {}'s Advocate (rule SEN-33)",
                n.senator(accused)
            )
        }
        P::RaidRoll { province } => format!(
            "the Barbarian Raids roll of the Governor of {} (rule REV-01)",
            n.province(province)
        ),
        P::OrderRoll { province } => format!(
            "the Internal Disorder roll of the Governor of {} (rule REV-02)",
            n.province(province)
        ),
        P::ProvincialSpoils { province } => format!(
            "the Provincial Spoils of {} (rule REV-08)",
            n.province(province)
        ),
        P::Development { province } => {
            format!("the development of {} (rule REV-12)", n.province(province))
        }
        P::StateIncome { province } => {
            format!("the State income of {} (rule REV-14)", n.province(province))
        }
        P::ProvinceRevolt { province } => format!(
            "the Governor of {} fighting its revolt (rule FOR-22)",
            n.province(province)
        ),
        P::RandomEvents => "the Random Events Table (rule FOR-04)".to_string(),
        P::ConcessionDestroyed { event } => format!(
            "the Concession that {} destroys (rule FOR-22)",
            n.event(event, false)
        ),
        P::FleetsLost { event } => {
            format!("the Fleets lost to {} (rule FOR-22)", n.event(event, false))
        }
        P::AttackOrder { war, commander } => format!(
            "the place of {} in the order of attack on the {} (rule COM-03)",
            n.senator(commander),
            n.war(war)
        ),
        P::BattleOrderTie { war } => {
            format!("the battle order of the {}, tied (rule COM-03)", n.war(war))
        }
        P::CivilWarBattle { rebel } => format!(
            "the civil war battle against {} (rule RVN-09)",
            n.senator(rebel)
        ),
        P::Battle { war, naval } => format!(
            "the {} battle against the {} (rule COM-04)",
            if *naval { "naval" } else { "land" },
            n.war(war)
        ),
        P::Persuasion { persuader, target } => format!(
            "{} persuading {} (rule FOR-11)",
            n.senator(persuader),
            n.senator(target)
        ),
        P::PontifexCollections { senator } => format!(
            "the collections of {}, Pontifex Maximus (rule REV-09)",
            n.senator(senator)
        ),
        P::StateOfTheRepublic => "the State of the Republic (rule POP-02)".to_string(),
        P::TaxFarmer { by } => format!(
            "the Tax Farmer attacked by {} (rule FOR-19)",
            n.deck_card(by)
        ),
        P::Curia { card } => format!(
            "the {} of {} in the Curia (rule FOR-20)",
            if matches!(card, DeckCard::Leader(_)) {
                "aging roll"
            } else {
                "revival roll"
            },
            n.deck_card(card)
        ),
        P::Initiative {
            initiative,
            faction,
        } => format!(
            "the roll of initiative {initiative}, {} (rule FOR-04)",
            n.faction(*faction)
        ),
        P::KnightAttraction { senator } => {
            format!("{} attracting a Knight (rule FOR-14)", n.senator(senator))
        }
        P::KnightPressured {
            senator,
            knight,
            of,
        } => format!(
            "Knight {knight} of {of} pressured by {} (rule FOR-14)",
            n.senator(senator)
        ),
        P::LegionAllegiance {
            commander,
            legion,
            of,
        } => format!(
            "the allegiance of Legion {legion} of {of} to {} (rule RVN-06)",
            n.senator(commander)
        ),
        P::Assassination { assassin, target } => format!(
            "the attempt of {} on {} (rule SEN-51)",
            n.senator(assassin),
            n.senator(target)
        ),
        P::BodyguardReroll { assassin } => format!(
            "a Bodyguard re-roll to catch {} (rule SEN-51)",
            n.senator(assassin)
        ),
        P::LawFine { governor } => format!(
            "the Calpurnian fine on {} (rule SEN-34)",
            n.senator(governor)
        ),
        P::LawInfluence { senator } => format!(
            "the Influence {} loses to the Julian Law (rule SEN-62)",
            n.senator(senator)
        ),
        P::Blackmail { target, popularity } => format!(
            "the {} {} loses to Blackmail (card Blackmail)",
            if *popularity {
                "Popularity"
            } else {
                "Influence"
            },
            n.senator(target)
        ),
        P::TribuneCancel {
            senator,
            murder: true,
        } => format!(
            "the Murder of a Tribune by {}: even cancels the Tribune (rule SEN-54)",
            n.senator(senator)
        ),
        P::TribuneCancel { senator, .. } => format!(
            "the talents {} pays in Graft to cancel the Tribune (rule SEN-54)",
            n.senator(senator)
        ),
        P::MobIncited { senator } => format!(
            "the chits of Mob Incited to Violence, 1d6 plus the Oratory of {} (rule SEN-54)",
            n.senator(senator)
        ),
        P::VariableMilitary { senator } => format!(
            "the Military of {} for this battle, 1d6+1 (rule COM-04)",
            n.senator(senator)
        ),
        P::CatilineChits { hrao } => format!(
            "the Mortality Chits {} draws against the Catiline Conspiracy, 1d6 (rule DATA-19)",
            n.senator(hrao)
        ),
    }
}

/// A card or marker by name (a hidden Faction card stays hidden).
fn card_ref(c: &CardRef, n: &Names) -> String {
    match c {
        CardRef::Deck {
            of: DeckCard::EraEnds,
        } => "Era Ends".to_string(),
        CardRef::Deck { of } => n.deck_card(of),
        CardRef::Event { key, increased } => n.event(key, *increased),
        CardRef::FactionCard => "A Faction card".to_string(),
        CardRef::NavalVictoryMarker => "A Naval Victory marker".to_string(),
        CardRef::SetAside { count: 1 } => "The set-aside Forum card".to_string(),
        CardRef::SetAside { count } => format!("The {count} set-aside Forum cards"),
        CardRef::Province { key } => n.province(key),
    }
}

/// FOR-05 / SET-02: a card drawn, and where it went.
fn card_drawn(card: &CardRef, to: &DrawnTo, n: &Names) -> String {
    let c = card_ref(card, n);
    match to {
        DrawnTo::IntoHand { faction } => {
            format!("{c} is drawn into the hand of {}.", n.faction(*faction))
        }
        DrawnTo::Forum => format!("{c} is drawn into the Forum."),
        DrawnTo::Dealt { faction } => format!("{c} is dealt to {}.", n.faction(*faction)),
        DrawnTo::SetAside { faction } => format!(
            "{c} is dealt to {} as a Forum card: it is set aside and replaced (rule SET-02).",
            n.faction(*faction)
        ),
        DrawnTo::EraEnds => format!(
            "{c} is drawn: the game ends with this Forum Phase, and from now on a persuasion \
             fails on a roll of 9 or more (rule FOR-08)."
        ),
    }
}

/// Why a card went where it went, in words.
fn cause_words(c: &Cause, n: &Names) -> String {
    match c {
        Cause::Drawn => "drawn".to_string(),
        Cause::RevivedFromCuria => "revived from the Curia".to_string(),
        Cause::MatchingWarDrawn => "a matching war was drawn".to_string(),
        Cause::LeaderWaitsInCuria => "its Leader waits in the Curia".to_string(),
        Cause::ArmamentsIcon => "it shows an Armaments icon".to_string(),
        Cause::ActivatedByWar { war } => format!("activated by the {}", n.war(war)),
        Cause::LeaderDrawn => "its Leader was drawn".to_string(),
        Cause::Refuge { event, increased } => n.event(event, *increased),
        Cause::ProvinceRevolt { event } => {
            format!("the Province revolts: {}", n.event(event, false))
        }
        Cause::ProvincesExist => "the Provinces it waited for now exist".to_string(),
        Cause::HouseRule => "this game's house rule: the 1st Punic War starts Active".to_string(),
        Cause::ManilianLaw => {
            "a victorious Commander marched on it under the Manilian Law".to_string()
        }
    }
}

/// Where a card was placed, and why (rule in brackets).
fn card_placed(card: &CardRef, place: &Place, n: &Names) -> String {
    let c = card_ref(card, n);
    match place {
        Place::NavalVictory { war } => {
            format!("{c} is placed on the {} (rule COM-05).", n.war(war))
        }
        Place::NoWarNeedsFleets => {
            format!("{c} is discarded: no War in play needs Fleets (rule FOR-22).")
        }
        Place::EnemyLeaderDies => {
            format!("{c} leaves play: Enemy Leader Dies, chosen by the HRAO (rule FOR-21).")
        }
        Place::EnemySuesForPeace => {
            format!("{c} leaves play: Enemy Sues for Peace, chosen by the HRAO (rule FOR-21).")
        }
        Place::NewProvince { rule } => {
            format!("{c} enters the Forum as a new Province (rule {rule}).")
        }
        Place::DeckTop { cards, rule } => {
            format!("{c} is shuffled into the top {cards} cards of the deck (rule {rule}).")
        }
        Place::WarDiscarded { rule } => format!("{c} is discarded (rule {rule})."),
        Place::PassageOfTime => {
            format!("{c} is discarded at the passage of time (rule FOR-01).")
        }
        Place::OldAge => format!("{c} dies of old age in the Curia and leaves play (rule FOR-20)."),
        Place::RevivedToForum => {
            format!("{c} is revived from the Curia into the Forum (rule FOR-20).")
        }
        Place::ImminentBecomesActive => {
            format!("{c}, Imminent until now, becomes an Active War (rule MOR-01).")
        }
        Place::WithWar { war, cause } => {
            let w = n.war(war);
            match cause {
                LeaderJoins::FromCuria => {
                    format!("{c} comes from the Curia to the {w} (rule FOR-07).")
                }
                LeaderJoins::HisWarLeft => {
                    format!("{c} goes to the {w}: his war left play (rule TD-10).")
                }
                LeaderJoins::Drawn => format!("{c} joins the Active {w} (rules FOR-07, TD-06)."),
                LeaderJoins::Activates => {
                    format!("{c} joins the {w} and makes it Active (rules FOR-07, TD-06).")
                }
            }
        }
        Place::LeaderOfEmptyFaction { faction } => format!(
            "{c} comes from the Curia as the Faction Leader of {}, which had no Senator left \
             (rule MOR-06).",
            n.faction(*faction)
        ),
        Place::Refuge {
            event,
            increased,
            aids,
        } => {
            let e = n.event(event, *increased);
            if aids.is_empty() {
                format!(
                    "{c} takes Refuge ({e}, which leaves play): he will aid the next War drawn \
                     (rule TD-10)."
                )
            } else {
                let wars: Vec<String> = aids.iter().map(|w| format!("the {}", n.war(w))).collect();
                format!(
                    "{c} takes Refuge ({e}, which leaves play): he aids {} (rule TD-10).",
                    and_list(&wars, "no war")
                )
            }
        }
        Place::RefugeNoWar { event, increased } => format!(
            "{c} leaves play: {} (which leaves play too) finds no war for him to aid (rule TD-10).",
            n.event(event, *increased)
        ),
        Place::AidsFromRefuge { war } => {
            format!("{c} aids the {} from his Refuge (rule TD-10).", n.war(war))
        }
        Place::RefugeWarsGone => {
            format!("{c} leaves play: the last war he aided from his Refuge is gone (rule TD-10).")
        }
        Place::AttackedBySenate => {
            format!("{c} becomes an Active War: the Senate attacks it (rule TD-05).")
        }
        Place::NoLandBill => {
            format!("{c} returns to the Forum: no Land Bill is in effect (rule SEN-39).")
        }
        Place::StartsInactive => format!("{c} starts among the Inactive Wars (rule SET-03)."),
        Place::DeckReshuffled => {
            format!("{c} go back into the deck, which is reshuffled (rule SET-02).")
        }
        Place::EraEndsInDeck => format!(
            "{c} is shuffled among the last 7 cards of the deck (rule SET-02; no Middle \
             Republic cards are added yet)."
        ),
        Place::EraEndsAmong {
            last,
            next_deck,
            rule,
        } => {
            if *next_deck > 0 {
                format!(
                    "{c} is shuffled with {} random cards of the deck and {next_deck} of the next \
                     era's deck, at the bottom of the deck (rule {rule}).",
                    last.saturating_sub(*next_deck + 1)
                )
            } else {
                format!(
                    "{c} is shuffled with {} random cards of the deck, at its bottom (rule {rule}).",
                    last.saturating_sub(1)
                )
            }
        }
        Place::LawsSpace { rule } => {
            format!("{c} is placed in the Laws space: it is in play from the start (rule {rule}).")
        }
        Place::RemovedAtSetup { rule } => {
            format!("{c} is removed from the game (rule {rule}).")
        }
        Place::MatchingWarsGone { from_curia } => format!(
            "{c} leaves play{}: every war he matches is gone (rule TD-10).",
            if *from_curia { " from the Curia" } else { "" }
        ),
        Place::CuriaNoMatch { in_play } => format!(
            "{c} goes to the Curia: no matching war is {} (rule {}).",
            if *in_play { "Active" } else { "in play" },
            if *in_play { "TD-10" } else { "FOR-07" }
        ),
        Place::UnderStatesman { senator, cause } => format!(
            "{c} ({}) goes under the Statesman {} who is already in play (rule GEN-10).",
            cause_words(cause, n),
            n.senator(senator)
        ),
        Place::ForumSenator { cause } => format!(
            "{c} ({}) enters the Forum as an unaligned Senator (rule {}).",
            cause_words(cause, n),
            cause.rule()
        ),
        Place::ActiveWars { cause } => format!(
            "{c} becomes an Active War: {} (rule {}).",
            cause_words(cause, n),
            cause.rule()
        ),
        Place::ImminentTogether { cause } => format!(
            "{c} becomes Imminent: an earlier matching war becomes Active at the same time ({}; \
             rule TD-04).",
            cause_words(cause, n)
        ),
        Place::ImminentMatches => format!(
            "{c} becomes Imminent: it matches a war already in the Forum and waits for the start \
             of a turn (rule TD-01)."
        ),
        Place::InactiveWars { known: true } => {
            format!("{c} goes to the Inactive Wars (rule FOR-06).")
        }
        Place::InactiveWars { known: false } => {
            format!("{c} goes to the Inactive Wars (a card the data does not know).")
        }
        Place::WithImminentWar { war } => format!(
            "{c} joins the Imminent {}, which he does not activate (rule TD-06).",
            n.war(war)
        ),
    }
}

/// The State of the Republic result, in words (POP-03).
fn population_words(r: &rules::data::PopulationResult) -> String {
    if r.people_revolt {
        return "the People Revolt".to_string();
    }
    let mut words = vec![match r.unrest_change {
        0 => "no change".to_string(),
        x if x > 0 => format!("Unrest +{x}"),
        x => format!("Unrest {x}"),
    }];
    if r.manpower_shortage {
        words.push("Manpower Shortage".into());
    }
    if r.no_recruitment {
        words.push("No Recruitment".into());
    }
    if r.mob {
        words.push("Mob".into());
    }
    words.join(", ")
}

/// One item of a faction's income lump (REV-04..06, REV-08).
fn income_item_words(i: &IncomeItem, n: &Names) -> String {
    match i {
        IncomeItem::Senator {
            senator,
            leader,
            amount,
        } => format!(
            "{}{} {amount}T",
            n.senator(senator),
            if *leader { ", Faction Leader," } else { "" }
        ),
        IncomeItem::Knights { senator, knights } => format!(
            "{}'s {knights} Knight{} {knights}T",
            n.senator(senator),
            if *knights == 1 { "" } else { "s" }
        ),
        IncomeItem::Concession {
            senator,
            concession,
            amount,
        } => format!(
            "{}'s {} {amount}T",
            n.senator(senator),
            n.concession(concession)
        ),
        IncomeItem::Spoils {
            governor,
            province,
            amount,
        } => format!(
            "the Provincial Spoils of {} taken by {} {amount}T",
            n.province(province),
            n.senator(governor)
        ),
        IncomeItem::Pontifex { senator, amount } => format!(
            "the collections of {}, Pontifex Maximus, {amount}T",
            n.senator(senator)
        ),
        IncomeItem::GrainBonus {
            senator,
            concession,
            multiplier,
            amount,
        } => format!(
            "the Drought bonus of {}'s {} (income ×{multiplier}) {amount}T more",
            n.senator(senator),
            n.concession(concession)
        ),
    }
}

/// Where one sum of a faction's talents went (REV-10).
fn talent_move_words(m: &TalentMove, n: &Names) -> String {
    match m {
        TalentMove::Income { to, amount } => format!("{amount}T of income to {}", n.purse(to)),
        TalentMove::Sent { from, to, amount } => {
            format!("{amount}T from {} to {}", n.purse(from), n.purse(to))
        }
        TalentMove::Received {
            from_faction,
            from,
            to,
            amount,
        } => format!(
            "received from {}: {amount}T from {} to {}",
            n.faction(*from_faction),
            n.purse(from),
            n.purse(to)
        ),
    }
}

/// What an automatic GM ruling decided and why (PB-04, PB-10).
pub fn ruling_words(what: &RulingWhat, n: &Names) -> String {
    match what {
        RulingWhat::Persuasion {
            initiative,
            persuader,
            target,
            frivolous,
            why,
        } => {
            let reason = match why {
                FrivolousWhy::Gm { reason } => format!("the GM's ruling: {}", reason.trim()),
                FrivolousWhy::Bribe { amount } => {
                    format!("the persuader commits {amount}T of his own")
                }
                FrivolousWhy::Defendable {
                    faction,
                    base,
                    needed,
                } => format!(
                    "no money is committed, and {} can bring the base number ({base}) down to 1 \
                     with {needed}T from its Faction Treasury",
                    n.faction(*faction)
                ),
                FrivolousWhy::NotDefendable { faction, base } => format!(
                    "{} cannot bring the base number ({base}) down to 1 from its Faction Treasury",
                    n.faction(*faction)
                ),
            };
            format!(
                "on initiative {initiative}, {} persuading {}: {}, because {reason}",
                n.senator(persuader),
                n.senator(target),
                if *frivolous {
                    "frivolous"
                } else {
                    "not frivolous"
                }
            )
        }
        RulingWhat::SenateAdjourned { why } => match why {
            AdjournWhy::NoVotesCast => "on the length of the Senate: adjourned, because no votes \
                 were cast on the business before it; the GM adjourns it in the best interests \
                 of Rome"
                .to_string(),
            AdjournWhy::RoundLimit { rounds } => format!(
                "on the length of the Senate: adjourned, because after {rounds} rounds the GM \
                 adjourns it in the best interests of Rome"
            ),
        },
        RulingWhat::SenateSits { why, reason } => format!(
            "on the length of the Senate: it sits on, by the GM's ruling ({}), where it would \
             have been adjourned {}",
            reason.trim(),
            match why {
                AdjournWhy::NoVotesCast =>
                    "because no votes were cast on the business before it".to_string(),
                AdjournWhy::RoundLimit { rounds } => format!("after {rounds} rounds"),
            }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{
        CardKey, Consent, FactionId, FactionVote, Illegal, RuleError, SenatorId, Visibility,
    };

    fn names() -> Names {
        let mut n = Names::default();
        n.senators.insert(SenatorId("1".into()), "Cornelius".into());
        n.senators.insert(SenatorId("5".into()), "Claudius".into());
        n.senators
            .insert(SenatorId("13".into()), "Sulpicius".into());
        n.factions = vec!["Alice".into(), "Bob".into()];
        n
    }

    fn text(kind: EventKind) -> String {
        describe(
            &Event {
                visibility: Visibility::Public,
                kind,
            },
            &names(),
        )
    }

    fn s(id: &str) -> SenatorId {
        SenatorId(id.into())
    }

    /// A sentence: a capital first, a full stop last, and no id or key.
    fn sentence_ok(t: &str) {
        assert!(t.starts_with(char::is_uppercase), "{t}");
        assert!(t.ends_with('.'), "{t}");
        assert!(!t.contains('#'), "{t}");
        for key in [
            "punic-1",
            "tribune-1",
            "harbor-fees",
            "evil-omens",
            "sicilia",
        ] {
            assert!(!t.contains(key), "{key} in {t}");
        }
    }

    /// SEN-15 / SEN-18: Priesthoods and the Pontifex's recall, with names and numbers.
    #[test]
    fn sen_15_sen_18_priests_and_the_recall_read_as_sentences() {
        let t = text(EventKind::PriestAppointed {
            pontifex: s("1"),
            priest: s("5"),
            former: None,
            former_lost: 0,
        });
        sentence_ok(&t);
        assert!(
            t.contains("Cornelius, Pontifex Maximus, makes Claudius a Priest"),
            "{t}"
        );
        let t = text(EventKind::PriestAppointed {
            pontifex: s("1"),
            priest: s("5"),
            former: Some(s("13")),
            former_lost: 1,
        });
        sentence_ok(&t);
        assert!(
            t.contains("Priesthood of Sulpicius (Sulpicius loses 1 Influence)")
                && t.contains("gives it to Claudius"),
            "{t}"
        );
        let t = text(EventKind::PriestLost {
            senator: s("5"),
            lost: 1,
        });
        sentence_ok(&t);
        let t = text(EventKind::PontifexRecalled {
            senator: s("1"),
            influence: 5,
        });
        sentence_ok(&t);
        assert!(
            t.contains("strips Cornelius") && t.contains("loses 5 Influence"),
            "{t}"
        );
        let t = proposal_words(&Proposal::RecallPontifex { pontifex: s("1") }, &names());
        assert!(
            t.contains("stripping Cornelius of the office of Pontifex Maximus"),
            "{t}"
        );
    }

    /// SEN-01 .. SEN-44: Senate events with names.
    #[test]
    fn sen_events_read_as_sentences() {
        let t = text(EventKind::SenateConvened {
            presiding: s("1"),
            votes: vec![(FactionId(0), 9), (FactionId(1), 8)],
        });
        assert_eq!(
            t,
            "The Senate convenes; Cornelius presides. Votes in Rome: Faction 1 (Alice) 9, Faction 2 (Bob) 8."
        );
        let consuls = Proposal::Consuls {
            first: s("1"),
            second: s("5"),
        };
        let gm_put = EventKind::ProposalPut {
            presiding: s("1"),
            by_gm: true,
            proposal: consuls.clone(),
        };
        let t = describe(
            &Event {
                visibility: Visibility::Gm,
                kind: gm_put.clone(),
            },
            &names(),
        );
        assert_eq!(
            t,
            "(GM only) That proposal was the GM's, made for Cornelius as his Default Move (PB-07/PB-10)."
        );
        // PB-10 (issue 21): the GM's substitute, announced to all as his.
        let t = text(gm_put);
        assert_eq!(
            t,
            "The GM puts to the vote, as his own proposal: Cornelius and Claudius as Consuls."
        );
        let vote = |bought, accused_influence| FactionVote {
            faction: FactionId(1),
            yes: 0,
            no: 10,
            abstained: 3,
            bought,
            accused_influence,
        };
        let t = text(EventKind::VoteTaken {
            proposal: consuls.clone(),
            votes: vec![vote(2, 0)],
            yes: 9,
            no: 10,
            vetoed_by: None,
            passed: false,
        });
        assert_eq!(
            t,
            "Vote on Cornelius and Claudius as Consuls: Faction 2 (Bob) 0 yes, 10 no, 3 abstaining (2 votes bought); 9 yes to 10 no: defeated."
        );
        // SEN-26: the accused's Influence is explained.
        let t = text(EventKind::VoteTaken {
            proposal: Proposal::Prosecute {
                accused: s("5"),
                major: false,
                reason: Some(ProsecutionReason::Concession("harbor-fees".into())),
                prosecutor: s("1"),
            },
            votes: vec![vote(0, 4)],
            yes: 9,
            no: 10,
            vetoed_by: None,
            passed: false,
        });
        assert!(
            t.contains("the no votes hold 6 votes + 4 Influence of the accused"),
            "{t}"
        );
        assert!(t.contains("for the profits of the Harbor Fees"), "{t}");
        sentence_ok(&t);
        let t = text(EventKind::CommanderSent {
            commander: s("5"),
            war: "punic-1".into(),
            legions: 4,
            fleets: 1,
            reinforcement: false,
        });
        assert_eq!(
            t,
            "Claudius leaves Rome with 4 Legions and 1 Fleet against the 1st Punic War."
        );
        let t = text(EventKind::CommanderSent {
            commander: s("5"),
            war: "punic-1".into(),
            legions: 2,
            fleets: 0,
            reinforcement: true,
        });
        assert_eq!(
            t,
            "The Senate sends 2 Legions to Claudius against the 1st Punic War."
        );
        let t = text(EventKind::ConsentRefused {
            faction: FactionId(0),
            consent: Consent::LandBillSponsor,
        });
        assert!(t.starts_with("Faction 1 (Alice) refuses"), "{t}");
        sentence_ok(&t);
    }

    /// MOR-04 / FOR-22 / REV-02: deaths say who, whose and why, with names.
    #[test]
    fn mor_04_deaths_name_the_senator_and_the_cause() {
        let t = text(EventKind::SenatorDied {
            senator: s("13"),
            faction: Some(FactionId(1)),
            cause: DeathCause::Event {
                event: "epidemic".into(),
                increased: false,
            },
            consequences: vec![rules::Consequence::TreasuryLost],
        });
        assert!(t.starts_with("Sulpicius of Faction 2 (Bob) dies:"), "{t}");
        assert!(t.contains("Epidemic"), "{t}");
        sentence_ok(&t);
        // A senator no longer in the view is named from the card data.
        let t = describe(
            &Event {
                visibility: Visibility::Public,
                kind: EventKind::NoVictims {
                    cause: DeathCause::Mob,
                },
            },
            &Names::default(),
        );
        assert_eq!(t, "The Mob: no Senator dies.");
        let t = describe(
            &Event {
                visibility: Visibility::Public,
                kind: EventKind::SenatorDied {
                    senator: s("13"),
                    faction: None,
                    cause: DeathCause::Revolt {
                        province: "sicilia".into(),
                        rule: rules::RuleId::new("REV-02"),
                        lost_battle: false,
                    },
                    consequences: vec![],
                },
            },
            &Names::default(),
        );
        assert!(
            t.starts_with("Flaminius dies: killed in the revolt of Sicilia"),
            "{t}"
        );
    }

    /// FOR-10 / PB-10 / RVN-02: lapses and rulings carry the typed reason, worded with names.
    #[test]
    fn for_10_lapses_and_out_of_order_proposals_name_the_reason() {
        let t = text(EventKind::PersuasionLapsed {
            initiative: 2,
            faction: FactionId(0),
            target: Some(s("13")),
            refused: Illegal::TargetGone {
                senator: s("13"),
                faction: FactionId(0),
            }
            .by("FOR-10"),
            announced: true,
        });
        assert_eq!(
            t,
            "Initiative 2: the persuasion attempt of Faction 1 (Alice) on Sulpicius lapses. \
             Sulpicius can no longer be persuaded by Faction 1 (Alice). No money changes hands."
        );
        let t = text(EventKind::ProposalOutOfOrder {
            proposal: Proposal::Deploy {
                commander: s("5"),
                war: "punic-1".into(),
                legions: 0,
                fleets: 2,
                veterans: Vec::new(),
            },
            by_gm: false,
            refused: Illegal::LandBattleNeedsLegion {
                war: "punic-1".into(),
            }
            .by("SEN-44"),
        });
        assert_eq!(
            t,
            "The proposal of sending Claudius with 2 Fleets against the 1st Punic War is out of \
             order. A land battle against the 1st Punic War needs at least one Legion (SEN-44)."
        );
        let t = text(EventKind::OrderLapsed {
            faction: FactionId(0),
            refused: Illegal::CannotPay {
                senator: s("1"),
                amount: 13,
                have: 4,
            }
            .by("FOR-15"),
        });
        assert!(t.contains("Cornelius cannot pay 13T any more"), "{t}");
        let t = text(EventKind::AnswerVoided {
            faction: FactionId(1),
            decision: rules::DecisionId("t1-revenue-f2".into()),
            error: RuleError::from(Illegal::NoTribune.by("SEN-11")),
        });
        assert!(!t.contains("t1-revenue"), "{t}");
        assert!(t.ends_with("(SEN-11)."), "{t}");
    }

    /// SET-02 / RVN-04 / FOR-05: cards by their names, never their keys.
    #[test]
    fn set_02_cards_by_name() {
        let t = text(EventKind::HandDealt {
            faction: FactionId(0),
            cards: vec![CardKey("tribune-1".into()), CardKey("harbor-fees".into())],
        });
        assert_eq!(t, "Your hand: Tribune and Harbor Fees.");
        let t = text(EventKind::CardToHand {
            faction: FactionId(0),
            card: CardKey("tribune-1".into()),
        });
        assert_eq!(t, "You draw Tribune: it goes into your hand.");
        let t = text(EventKind::ConcessionDestroyed {
            concession: "harbor-fees".into(),
            cause: rules::Destroyed::Event {
                event: "natural-disaster".into(),
                increased: false,
            },
        });
        sentence_ok(&t);
        assert!(t.contains("Harbor Fees"), "{t}");
    }

    /// COM-12 / SEN-45: a Force's return with the war's name and the reason.
    #[test]
    fn com_12_force_returns_with_its_reason() {
        let t = text(EventKind::ForcesReturned {
            commander: Some(s("5")),
            war: "punic-1".into(),
            legions: 3,
            fleets: 0,
            reason: ReturnReason::Recalled,
        });
        assert_eq!(
            t,
            "Claudius comes back to Rome from the 1st Punic War with 3 Legions: the Senate recalled it."
        );
    }
}

/// SEN-40: is this Senator a Statesman who may veto a Land Bill without a Tribune (23A)?
fn land_bill_vetoer(s: &rules::api::SenatorId) -> bool {
    rules::data::early_republic().is_ok_and(|d| {
        d.statesman(&s.0)
            .is_some_and(|c| c.has_power(rules::data::StatesmanPower::FreeLandBillVeto))
    })
}

/// SEN-40: is this Senator a Statesman who may propose a Land Bill without a Tribune (25A,
/// 25B)?
fn land_bill_proposer(s: &rules::api::SenatorId) -> bool {
    rules::data::early_republic().is_ok_and(|d| {
        d.statesman(&s.0)
            .is_some_and(|c| c.has_power(rules::data::StatesmanPower::FreeLandBillProposal))
    })
}

/// Why the rules stopped a game, in words.
pub fn rules_stop(r: &rules::RulesStop, n: &Names) -> String {
    use rules::StopWhy;
    match r {
        rules::RulesStop::Written(text) => text.clone(),
        rules::RulesStop::Typed(why) => match why {
            StopWhy::EngineDefect => {
                "the Senate's business could not proceed (an engine defect, please report it)".into()
            }
            StopWhy::NoRandomEvent { roll } => {
                format!("the Random Events Table has no event for a roll of {roll}")
            }
            StopWhy::UnknownEventCard { key } => {
                format!("the Event card {key} is not in the card data")
            }
            StopWhy::LeaderKeptInHand => {
                "a Leader kept in hand (Cleopatra) may act in this battle, and that is not built yet"
                    .into()
            }
            StopWhy::VoidsDisasterLosses { statesman } => format!(
                "{} commands, and his voiding of Disaster and Standoff losses is not built yet",
                n.card(statesman)
            ),
            StopWhy::VariableMilitary { statesman } => format!(
                "{} commands, and his 1d6+1 Military is not built yet",
                n.card(statesman)
            ),
            StopWhy::CardNotBuilt { card } => format!(
                "the card {} is in play or may be played now, and its effect is not built yet",
                n.card(card)
            ),
            StopWhy::StatesmanPowerNotBuilt { statesman } => format!(
                "{} may use his special ability now, and it is not built yet",
                n.card(statesman)
            ),
            StopWhy::RebelGovernorStays { rebel, province } => format!(
                "{} is in Revolt in {} and stays there: the Combat Phase against a Rebel \
                 Governor in his Province (advanced rule 2.03.8, 2.03.81) is not built yet",
                n.senator(rebel),
                n.province(province)
            ),
            StopWhy::RebelGovernorsCollapse { rebel } => format!(
                "{} died with Governors in Revolt: the collapse of their Provinces (advanced \
                 rule 2.03.91) is not built yet",
                n.senator(rebel)
            ),
            StopWhy::GarrisonVeterans { province } => format!(
                "the Governor of {} won a Provincial Victory with Legions in garrison, and \
                 Veteran garrisons (advanced rule 2.02.414) are not built yet",
                n.province(province)
            ),
            StopWhy::RebelFleetLossesChoice { province } => format!(
                "a Naval Interception's losses strike Provincial Fleets of both {} and the \
                 Primary Rebel, and the Rebel's choice of which (advanced rule 2.03.72) is not \
                 built yet",
                n.province(province)
            ),
            StopWhy::RebelGovernorOfSeveralProvinces { rebel } => format!(
                "{} governs more than one Province and is in Revolt: choosing the Province he \
                 is in and returning the others to the Forum (LR 1.13.1, the Vatinian Law with \
                 advanced rule 2.03) was not built then",
                n.senator(rebel)
            ),
        },
    }
}

#[cfg(test)]
mod rules_stop_tests {
    use super::*;

    /// Why the rules stopped, worded here from the typed reason (names from the card data).
    #[test]
    fn a_rules_stop_is_worded_from_its_kind() {
        let n = Names::default();
        let t = |w| rules_stop(&rules::RulesStop::Typed(w), &n);
        assert_eq!(
            t(rules::StopWhy::NoRandomEvent { roll: 19 }),
            "the Random Events Table has no event for a roll of 19"
        );
        let pompey = t(rules::StopWhy::VariableMilitary {
            statesman: "30A".into(),
        });
        assert!(
            pompey.starts_with("Cn. Pompeius Magnus commands"),
            "{pompey}"
        );
        assert_eq!(
            rules_stop(&rules::RulesStop::Written("as it was".into()), &n),
            "as it was"
        );
    }
}
