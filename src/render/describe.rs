//! One line of text per event, for announcements and private mails.

use super::names::Names;
use super::words::{count, forces, roman};
use crate::rules::{Event, EventKind, Proposal};

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
        EventKind::PhaseStarted { turn, phase } => format!("Turn {turn}: the {phase} phase."),
        EventKind::DiceRolled { purpose, dice } => {
            let ds: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
            let total: u32 = dice.iter().map(|d| u32::from(*d)).sum();
            if dice.len() > 1 {
                format!("Dice for {purpose}: {} = {total}.", ds.join(" + "))
            } else {
                format!("Die for {purpose}: {total}.")
            }
        }
        EventKind::ChitDrawn { chit } => format!("Mortality chit drawn: {chit}."),
        EventKind::CardDrawn { card, to } => format!("Card drawn: {card} → {to}."),
        EventKind::SenatorsDealt { faction, senators } => {
            let names: Vec<String> = senators.iter().map(|s| n.senator(s)).collect();
            format!("{} receives {}.", n.faction(*faction), names.join(", "))
        }
        EventKind::HandDealt { cards, .. } => {
            let keys: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            format!("Your hand: {}.", keys.join(", "))
        }
        EventKind::CardPlaced { card, place } => format!("{card} is placed in {place}."),
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
        EventKind::StatesmanPlayed { faction, statesman } => format!(
            "{} plays the Statesman {}.",
            n.faction(*faction),
            n.senator(statesman)
        ),
        EventKind::ConcessionPlayed {
            faction,
            concession,
            senator,
        } => format!(
            "{} plays the concession {concession} on {}.",
            n.faction(*faction),
            n.senator(senator)
        ),
        EventKind::SenatorDied {
            senator,
            faction,
            consequences,
        } => {
            let whose = faction
                .map(|f| format!(" of {}", n.faction(f)))
                .unwrap_or_default();
            let mut s = format!("{}{whose} dies.", n.senator(senator));
            for c in consequences {
                s.push(' ');
                s.push_str(c);
                if !c.ends_with('.') {
                    s.push('.');
                }
            }
            s
        }
        EventKind::NoDeath => "No senator dies this turn.".to_string(),
        EventKind::IncomeCollected {
            faction,
            total,
            detail,
        } => {
            let parts: Vec<String> = detail.iter().map(|(k, v)| format!("{k} {v}T")).collect();
            format!(
                "{} collects {total}T of income ({}).",
                n.faction(*faction),
                parts.join(", ")
            )
        }
        EventKind::IncomeDistributed { lines, .. } => {
            format!("Your talents: {}.", lines.join("; "))
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
            amount,
        } => format!("{} sends {amount}T to {to}.", n.faction(*from_faction)),
        EventKind::StateTreasury {
            reason,
            delta,
            balance,
        } => {
            let sign = if *delta >= 0 { "+" } else { "" };
            format!("State Treasury {sign}{delta}T ({reason}); now {balance}T.")
        }
        EventKind::DefaultApplied { what, .. } => format!("Default Move applied: {what}."),
        EventKind::AnswerReceived { faction, .. } => {
            format!("{} has sent its orders.", n.faction(*faction))
        }
        EventKind::RulesEnd { rule, reason } => format!(
            "The referee stops here: {reason} (rule {rule}). The game is paused until the rules engine grows."
        ),
        EventKind::GameOver { result, seed_hex } => {
            format!("The game is over: {result}. The dice seed was {seed_hex}.")
        }
        EventKind::Note { text } => text.clone(),
        EventKind::Forces {
            legions,
            fleets,
            reason,
        } => format!("Forces of Rome: {legions} Legions, {fleets} Fleets ({reason})."),
        EventKind::TreasuryWarning { balance } => format!(
            "Warning: the State Treasury holds only {balance}T; the Republic goes bankrupt if it cannot pay (GEN-12)."
        ),
        EventKind::InitiativeTaken {
            initiative,
            faction,
            how,
        } => format!("Initiative {initiative}: {} ({how}).", n.faction(*faction)),
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
            "{} of {} sponsors {games} for {cost}T: Popularity +{popularity}, Unrest {unrest}.",
            n.senator(senator),
            n.faction(*faction)
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
                "Auction of initiative {initiative}: bids {}; {} takes it ({reason}).",
                bs.join(", "),
                n.faction(*winner)
            )
        }
        EventKind::EventPlaced {
            name,
            increased,
            text,
            ..
        } => format!(
            "Event{}: {name}. {text}",
            if *increased { " (increased side)" } else { "" }
        ),
        EventKind::UnrestChanged {
            delta,
            unrest,
            reason,
        } => format!("Unrest {delta:+} ({reason}): Unrest is now {unrest}."),
        EventKind::StateOfTheRepublic {
            dice_total,
            unrest,
            hrao_popularity,
            modifier,
            total,
            result,
        } => format!(
            "State of the Republic: 3d6 {dice_total} − Unrest {unrest} + HRAO Popularity \
             {hrao_popularity}{} = {total}: {result}.",
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            }
        ),
        EventKind::VoteTotals { totals } => {
            let ts: Vec<String> = totals
                .iter()
                .map(|(f, v)| format!("{} {v}", n.faction(*f)))
                .collect();
            format!("Votes in the Senate: {}.", ts.join(", "))
        }
        EventKind::Ruling {
            rule,
            subject,
            ruling,
            reason,
        } => format!("GM ruling ({rule}) on {subject}: {ruling}, because {reason}."),
        EventKind::ProvinceCheck {
            province,
            governor,
            card,
            total,
            must_exceed,
            held,
        } => format!(
            "{card}: {} rolls {total} for {province} (needs more than {must_exceed}): {}.",
            n.senator(governor),
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
                    "Provincial Spoils: {} takes {amount}T from {province} into his Personal \
                     Treasury.",
                    n.senator(governor)
                )
            } else {
                format!(
                    "Provincial Spoils: {province} yields {amount}T to {}; he pays nothing (a \
                     negative result is paid by the State in the Debits).",
                    n.senator(governor)
                )
            }
        }
        EventKind::CorruptMarker { senator, province } => format!(
            "{} takes a Corrupt marker for the spoils of {province}.",
            n.senator(senator)
        ),
        EventKind::ProvinceDevelopment {
            province,
            governor,
            total,
            developed,
        } => {
            if *developed {
                format!(
                    "Development of {province}: {total}, it is Developed; {} gains 3 Influence.",
                    n.senator(governor)
                )
            } else {
                format!("Development of {province}: {total}, it stays Undeveloped.")
            }
        }
        EventKind::ProvinceToForum {
            province,
            governor,
            reason,
        } => format!(
            "{province} goes back to the Forum without a Governor ({} {reason}).",
            n.senator(governor)
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
        EventKind::ProposalPut {
            presiding,
            by_gm,
            proposal,
            ..
        } => format!(
            "{} puts to the vote: {}{}.",
            n.senator(presiding),
            proposal_words(proposal, n),
            if *by_gm {
                " (proposed by the GM for him, PB-07/PB-10)"
            } else {
                ""
            }
        ),
        EventKind::VoteTaken {
            text,
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
                    if v.bought > 0 {
                        t.push_str(&format!(" ({} bought)", v.bought));
                    }
                    t
                })
                .collect();
            let outcome = match vetoed_by {
                Some(f) => format!("vetoed by {} with a Tribune", n.faction(*f)),
                None if *passed => "passed".to_string(),
                None => "defeated".to_string(),
            };
            format!(
                "Vote to {text}: {}; {yes} yes to {no} no: {outcome}.",
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
        } => format!(
            "{}{} becomes {office}{}.",
            n.senator(senator),
            faction
                .map(|f| format!(" of {}", n.faction(f)))
                .unwrap_or_default(),
            if *influence > 0 {
                format!(" (+{influence} Influence)")
            } else {
                String::new()
            }
        ),
        EventKind::CommanderSent {
            commander,
            war,
            legions,
            fleets,
        } => format!(
            "{} leaves Rome with {} against the {}.",
            n.senator(commander),
            forces(*legions, *fleets),
            n.war(war)
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
                "{} appeals to the People: dice {}, total {total}: {votes:+} votes ({result}).",
                n.senator(accused),
                ds.join(" + ")
            )
        }
        EventKind::SenateAdjourned => "The Senate is adjourned.".to_string(),
        #[allow(unreachable_patterns)]
        EventKind::BattleOrder { wars } => {
            format!("Battle order this turn (COM-03): {}.", wars.join(", "))
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
            "{} battle: {} against the {war}: Rome {roman_strength} vs {war_strength}, dice \
             {dice:?}{}, total {total}: {result}; lost {legions_lost} Legion(s) and \
             {fleets_lost} Fleet(s).",
            if *naval { "Naval" } else { "Land" },
            n.senator(commander),
            if *modifier != 0 {
                format!(" {modifier:+} (Evil Omens)")
            } else {
                String::new()
            }
        ),
        EventKind::Captured { senator, war } => {
            format!("{} is captured by the {war} (COM-15).", n.senator(senator))
        }
        EventKind::Proconsul { senator, war } => format!(
            "{} stays against the {war} as Proconsul (COM-17).",
            n.senator(senator)
        ),
        EventKind::WarDefeated {
            war,
            spoils,
            revolt,
            provinces,
        } => format!(
            "The {war} is defeated{}; Spoils {spoils}T{}.",
            if *revolt { " (a Revolt)" } else { "" },
            if provinces.is_empty() {
                String::new()
            } else {
                format!("; new province(s) in the Forum: {}", provinces.join(", "))
            }
        ),
        EventKind::ForcesReturned {
            commander,
            war,
            legions,
            fleets,
            reason,
        } => format!(
            "{} back from the {war} with {legions} Legion(s) and {fleets} Fleet(s): {reason}.",
            commander
                .as_ref()
                .map_or_else(|| "A Force".to_string(), |c| n.senator(c))
        ),
        EventKind::UnprosecutedWars { wars } => {
            if wars.is_empty() {
                "No war is unprosecuted (COM-20).".to_string()
            } else {
                format!("Unprosecuted wars (COM-20): {}.", wars.join(", "))
            }
        }
        EventKind::CardsDiscarded { faction, cards } => format!(
            "{} discards {} (RVN-04).",
            n.faction(*faction),
            cards
                .iter()
                .map(|c| c.0.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// A proposal in words, with names (SEN-07): "Cornelius and Fabius as Consuls".
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
            match reason.as_deref() {
                None => String::new(),
                Some("corrupt") => " for the spoils he took as Governor".to_string(),
                Some("major") => " for his Major Office".to_string(),
                Some(c) => format!(" for the profits of the {}", n.concession(c)),
            },
            n.senator(prosecutor)
        ),
        Proposal::RaiseForces { legions, fleets } => {
            format!("to raise {}", forces(*legions, *fleets))
        }
        Proposal::Deploy {
            commander,
            war,
            legions,
            fleets,
        } => format!(
            "to send {} with {} against the {}",
            n.senator(commander),
            forces(*legions, *fleets),
            n.war(war)
        ),
        Proposal::Recall { commander } => {
            format!("to recall {} and his forces", n.senator(commander))
        }
        Proposal::Reinforce {
            commander,
            legions,
            fleets,
        } => format!(
            "to reinforce {} with {}",
            n.senator(commander),
            forces(*legions, *fleets)
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
            "to repeal a Type {} Land Bill, sponsored by {}",
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
        Proposal::Adjourn => "to adjourn the Senate".to_string(),
        Proposal::RejectRhodian => "to reject the Rhodian Alliance and its Fleets".to_string(),
    }
}

#[cfg(test)]
mod senate_tests {
    use super::*;
    use crate::rules::{FactionId, FactionVote, SenatorId, Visibility};

    fn names() -> Names {
        let mut n = Names::default();
        n.senators.insert(SenatorId("1".into()), "Cornelius".into());
        n.senators.insert(SenatorId("5".into()), "Claudius".into());
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

    /// SEN-01 .. SEN-44: one line per Senate event, with senator names.
    #[test]
    fn sen_events_read_as_sentences() {
        assert_eq!(
            text(EventKind::SenateConvened {
                presiding: SenatorId("1".into()),
                votes: vec![(FactionId(0), 9), (FactionId(1), 8)],
            }),
            "The Senate convenes; Cornelius presides. Votes in Rome: Faction 1 (Alice) 9, Faction 2 (Bob) 8."
        );
        assert_eq!(
            text(EventKind::ProposalPut {
                presiding: SenatorId("1".into()),
                by_gm: true,
                proposal: Proposal::Consuls {
                    first: SenatorId("1".into()),
                    second: SenatorId("5".into()),
                },
                text: String::new(),
            }),
            "Cornelius puts to the vote: Cornelius and Claudius as Consuls (proposed by the GM for him, PB-07/PB-10)."
        );
        assert_eq!(
            text(EventKind::VoteTaken {
                text: "elect Cornelius and Claudius Consuls".into(),
                votes: vec![
                    FactionVote {
                        faction: FactionId(0),
                        yes: 9,
                        no: 0,
                        abstained: 0,
                        bought: 2,
                    },
                    FactionVote {
                        faction: FactionId(1),
                        yes: 0,
                        no: 5,
                        abstained: 3,
                        bought: 0,
                    },
                ],
                yes: 9,
                no: 5,
                vetoed_by: None,
                passed: true,
            }),
            "Vote to elect Cornelius and Claudius Consuls: Faction 1 (Alice) 9 yes, 0 no, 0 abstaining (2 bought); Faction 2 (Bob) 0 yes, 5 no, 3 abstaining; 9 yes to 5 no: passed."
        );
        assert!(
            text(EventKind::VoteTaken {
                text: "x".into(),
                votes: vec![],
                yes: 0,
                no: 0,
                vetoed_by: Some(FactionId(1)),
                passed: false,
            })
            .contains("vetoed by Faction 2 (Bob)")
        );
        assert_eq!(
            text(EventKind::OfficeTaken {
                senator: SenatorId("1".into()),
                faction: Some(FactionId(0)),
                office: "Rome Consul".into(),
                influence: 5,
            }),
            "Cornelius of Faction 1 (Alice) becomes Rome Consul (+5 Influence)."
        );
        assert_eq!(
            text(EventKind::CommanderSent {
                commander: SenatorId("5".into()),
                war: "punic-1".into(),
                legions: 4,
                fleets: 1,
            }),
            "Claudius leaves Rome with 4 Legions and 1 Fleet against the 1st Punic War."
        );
        assert_eq!(
            text(EventKind::PopularAppeal {
                accused: SenatorId("5".into()),
                dice: vec![3, 4],
                total: 9,
                votes: 8,
                result: "+8 votes for acquittal".into(),
            }),
            "Claudius appeals to the People: dice 3 + 4, total 9: +8 votes (+8 votes for acquittal)."
        );
        assert_eq!(text(EventKind::SenateAdjourned), "The Senate is adjourned.");
    }
}

#[cfg(test)]
mod province_tests {
    use super::*;
    use crate::rules::{SenatorId, Visibility};

    fn text(kind: EventKind) -> String {
        let mut n = Names::default();
        n.senators.insert(SenatorId("5".into()), "Claudius".into());
        describe(
            &Event {
                visibility: Visibility::Public,
                kind,
            },
            &n,
        )
    }

    /// REV-01, REV-08, REV-12, REV-19: one line per province event.
    #[test]
    fn rev_province_events_read_as_sentences() {
        let c = || SenatorId("5".into());
        assert_eq!(
            text(EventKind::ProvinceCheck {
                province: "Illyricum".into(),
                governor: c(),
                card: "Barbarian Raids".into(),
                total: 12,
                must_exceed: 15,
                held: false,
            }),
            "Barbarian Raids: Claudius rolls 12 for Illyricum (needs more than 15): it fails."
        );
        assert_eq!(
            text(EventKind::SpoilsCollected {
                governor: c(),
                province: "Sicilia".into(),
                amount: 4,
            }),
            "Provincial Spoils: Claudius takes 4T from Sicilia into his Personal Treasury."
        );
        assert_eq!(
            text(EventKind::CorruptMarker {
                senator: c(),
                province: "Sicilia".into(),
            }),
            "Claudius takes a Corrupt marker for the spoils of Sicilia."
        );
        assert_eq!(
            text(EventKind::ProvinceDevelopment {
                province: "Sicilia".into(),
                governor: c(),
                total: 6,
                developed: true,
            }),
            "Development of Sicilia: 6, it is Developed; Claudius gains 3 Influence."
        );
        assert_eq!(
            text(EventKind::ProvinceToForum {
                province: "Sicilia".into(),
                governor: c(),
                reason: "returns to Rome at the end of his term (REV-19)".into(),
            }),
            "Sicilia goes back to the Forum without a Governor (Claudius returns to Rome at \
             the end of his term (REV-19))."
        );
    }
}
