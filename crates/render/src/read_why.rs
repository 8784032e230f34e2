//! The words of the order reader's own typed reasons (`orders::ReadWhy`, issue 23 point 2).

use orders::{ReadWhy, Spending};

use super::Names;
use super::read_error::read_error;
use super::words::{count, or_list};

fn spending(s: Spending) -> String {
    match s {
        Spending::Bribe(n) => format!("a {n}T bribe"),
        Spending::Knights(n) => format!("{n}T on knights"),
        Spending::Games(n) => format!("{n}T of games"),
    }
}

/// Why the reader did not take a line, in words.
pub fn read_why(w: &ReadWhy, n: &Names) -> String {
    match w {
        ReadWhy::Standing { keyword, why } => {
            format!("STANDING {keyword}: {}", read_error(why, n))
        }
        ReadWhy::PlanOverTreasury {
            senator,
            treasury,
            items,
            total,
        } => format!(
            "{senator} has {treasury}T in his Personal Treasury, not enough for {} ({total}T)",
            items
                .iter()
                .map(|i| spending(*i))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        ReadWhy::TargetIsOwn { senator, targets } => format!(
            "{senator} is one of your own senators: you cannot persuade him; targets: {}",
            or_list(targets, "none")
        ),
        ReadWhy::TargetIsLeader { senator, targets } => format!(
            "{senator} is a Faction Leader and cannot be persuaded (FOR-10); targets: {}",
            or_list(targets, "none")
        ),
        ReadWhy::NoUnopposedCard { card } => format!(
            "you hold no {} card (LR 1.07.413: an unopposed attempt needs Seduction or Blackmail)",
            card.name()
        ),
        ReadWhy::NoPersuaders => {
            "none of your senators may persuade now (a persuader must be in Rome)".to_string()
        }
        ReadWhy::TooFewKnights {
            senator,
            has,
            asked,
        } => format!(
            "{senator} has {}, not {asked}",
            count(*has, "knight", "knights")
        ),
        ReadWhy::NotForInitiative { keyword } => {
            format!("{keyword} is not an order for an initiative")
        }
        ReadWhy::CounterOwnAttempt {
            persuader,
            target,
            amount,
        } => format!(
            "{persuader} is persuading {target} for you: add to your own attempt with BRIBE {amount} ON {target} (from his Personal Treasury); counter-bribes oppose other factions' attempts"
        ),
        ReadWhy::NothingToCounter => {
            "there is no other faction's persuasion attempt to counter-bribe this round".to_string()
        }
        ReadWhy::CounterOverTreasury {
            treasury,
            amount,
            target,
            total,
        } => format!(
            "counter-bribes come from your Faction Treasury, which holds {treasury}T; {amount}T on {target} would make {total}T in all"
        ),
        ReadWhy::BribeOnTheirAttempt {
            target,
            faction,
            amount,
        } => format!(
            "the attempt on {target} is Faction {faction}'s: oppose it from your Faction Treasury with COUNTERBRIBE {amount} ON {target}"
        ),
        ReadWhy::NoOwnAttempt { counterable } => format!(
            "you make no persuasion attempt this round, so you have nothing to bribe for; attempts you may counter-bribe: {}",
            or_list(counterable, "none")
        ),
        ReadWhy::BribeOverTreasury {
            persuader,
            treasury,
            amount,
        } => format!(
            "a bribe comes from the persuader's Personal Treasury: {persuader} has {treasury}T, not {amount}T"
        ),
        ReadWhy::NotForBribes { keyword } => {
            format!("{keyword} is not an order for bribes and counter-bribes")
        }
        ReadWhy::NoBidders => {
            "none of your senators may bid now (a bidder must be in Rome)".to_string()
        }
        ReadWhy::NoAttemptToDependOn => {
            "no persuasion attempt is pending this turn, so a bid cannot depend on one; bid without IF".to_string()
        }
        ReadWhy::BidOverTreasury {
            bidder,
            treasury,
            amount,
        } => format!(
            "a bid is paid from the bidder's Personal Treasury: {bidder} has {treasury}T, not {amount}T"
        ),
        ReadWhy::NotABid { keyword } => format!("{keyword} is not a bid"),
        ReadWhy::StandingCard { card } => format!(
            "{} is played once, with one attempt, and cannot stand: send it with your \
             initiative orders",
            card.name()
        ),
        ReadWhy::StandingBribe => "a BRIBE belongs to one persuasion attempt and cannot stand: commit money with PERSUADE <target> WITH <persuader> BRIBE <n>, or answer the bribes round; STANDING COUNTERBRIBE <n> ON <senator> can stand".to_string(),
        ReadWhy::StandingIncomeToFaction => "INCOME <n> TO FACTION only checks the rest of one turn's income and cannot stand; the rest always goes to your Faction Treasury".to_string(),
        ReadWhy::StandingPlay => "cards are played when you choose to; PLAY cannot stand".to_string(),
        ReadWhy::StandingBoughtVotes => "bought votes belong to one vote and cannot stand; STANDING VOTE YES|NO|ABSTAIN can (your faction's vote whenever you send none)".to_string(),
        ReadWhy::StandingOneVote { keyword } => format!(
            "{keyword} belongs to one vote and cannot stand; STANDING VOTE YES|NO|ABSTAIN can"
        ),
        ReadWhy::StandingProposals => {
            "proposals belong to one sitting of the Senate and cannot stand".to_string()
        }
        ReadWhy::StandingRevolution => {
            "Revolution phase plays and discards cannot stand; forces return to Rome by default"
                .to_string()
        }
        ReadWhy::StandingRevolt => "a revolt is declared in the Revolution Phase of the turn of the victory (RVN-05) and \
             cannot stand; write REVOLT in that phase"
            .to_string(),
        ReadWhy::StandingUpkeep => "the Rebel's maintenance is paid from the purses of one Revenue Phase and cannot \
             stand; write UPKEEP in the Revenue orders of each turn (REV-03)"
            .to_string(),
        ReadWhy::StandingRansom => {
            "a ransom is paid for one captive at a time and cannot stand (COM-16)".to_string()
        }
        ReadWhy::StandingChoice => "a choice is made when the rules ask for it and cannot stand; its Default Move applies \
             if you do not answer"
            .to_string(),
        ReadWhy::StandingTrades => "trades are offered and accepted in the Revolution Phase they are for and cannot stand (RVN-01)".to_string(),
        ReadWhy::StandingNotYet { keyword, phase } => format!(
            "{keyword} orders belong to the {phase}, which is not implemented yet; they cannot stand"
        ),
        ReadWhy::StandingKeyword { keyword } => format!("{keyword} orders cannot stand"),
        ReadWhy::StandingVoteOnly => "only VOTE YES|NO|ABSTAIN can stand for votes".to_string(),
        ReadWhy::StandingNotHere => "this order cannot be a standing order".to_string(),
        ReadWhy::StandingBribesRound => "this order cannot stand for the bribes round".to_string(),
        ReadWhy::StandingSetupPlays => "setup plays cannot stand".to_string(),
        ReadWhy::CardAmbiguous { written, cards } => format!(
            "\"{written}\" could be {}; write more of the name or the card key",
            cards.join(" or ")
        ),
        ReadWhy::NoFactionCard { written } => format!("no Faction card is called \"{written}\""),
        ReadWhy::OfferNotThisRound => "new trades are offered only in the first round of the Revolution Phase; this round answers the offers made in it (ACCEPT <n>)".to_string(),
        ReadWhy::TradeTalents => "talents change hands only in the Revenue Phase (TRANSFER, GEN-08); a trade moves Faction cards".to_string(),
        ReadWhy::TradeToSelf => "a trade is offered to another faction".to_string(),
        ReadWhy::NotForTrades { keyword } => format!("trades take no {keyword} orders"),
        ReadWhy::NoTribune => "you hold no Tribune card, and none of your Statesmen has his own Tribune left this turn, to put a proposal on the floor (SEN-10)".to_string(),
        ReadWhy::TribuneCannotPropose => {
            "a Tribune cannot propose a prosecution or the adjournment (SEN-10)".to_string()
        }
        ReadWhy::NotForVote { keyword } => format!("a vote takes no {keyword} orders"),
        ReadWhy::DictatorIsMaster => {
            "the Dictator and the Master of Horse are two different Senators (SEN-21)".to_string()
        }
        ReadWhy::NotForAppointment { keyword } => {
            format!("the Consuls' appointment of a Dictator takes no {keyword} orders")
        }
        ReadWhy::NoPriesthood => "only the faction of the Pontifex Maximus, while he is in Rome, assigns a Priesthood, once each Senate Phase (SEN-15)".to_string(),
        ReadWhy::DesertNotAsked => {
            "DESERT answers only a loyal Senator's Veterans in a Rebel Army (RVN-08)".to_string()
        }
        ReadWhy::DesertOtherSenator { senator, written } => {
            format!("this choice is about the Veterans of {senator}, not \"{written}\" (RVN-08)")
        }
        ReadWhy::DesertNoSuchPlace {
            senator,
            written,
            army,
        } => format!(
            "\"{written}\" is not where the Veterans of {senator} may go (RVN-08): TO ROME{}",
            if *army { " or TO THE ARMY" } else { "" }
        ),
        ReadWhy::DesertNoArmy { senator } => format!(
            "no Senate Army faces the Rebel now: the Veterans of {senator} may desert TO ROME (the \
             Active Forces) or stay (RVN-08)"
        ),
        ReadWhy::NotAboutCommander { commander, written } => {
            format!("this choice is about {commander}, not \"{written}\" (COM-05)")
        }
        ReadWhy::NoStormOptions => "this choice has no options (FOR-22)".to_string(),
        ReadWhy::StormNotANumber {
            written,
            lost,
            example,
        } => format!(
            "\"{written}\" does not start with a number (FOR-22): {}",
            storm_usage(*lost, example)
        ),
        ReadWhy::StormNotAPlace {
            written,
            lost,
            example,
        } => format!(
            "\"{written}\" is neither ROME nor a Force away with Fleets (FOR-22): {}",
            storm_usage(*lost, example)
        ),
        ReadWhy::StormWrongSum { lost, sum, example } => format!(
            "the Storm sinks {lost} Fleets, your split names {sum} (FOR-22): {}",
            storm_usage(*lost, example)
        ),
        ReadWhy::NamedTwice { commander } => {
            format!("{commander} is named twice in this order (COM-03)")
        }
        ReadWhy::DesertOnly { keyword } => format!(
            "this choice (RVN-08) takes DESERT <senator> TO ROME, DESERT <senator> TO THE ARMY or DESERT NONE <senator>, not {keyword} orders"
        ),
        ReadWhy::ChooseOnly { rule, keyword } => {
            format!("this choice ({rule}) takes CHOOSE <option>, not {keyword} orders")
        }
        ReadWhy::NotALandOption { written } => format!(
            "\"{written}\" is not one of the options of this choice (COM-05): LAND BATTLE or NO \
             LAND BATTLE, with the Commander's name if several are asked"
        ),
        ReadWhy::NotAnAttackOrder { written, example } => format!(
            "\"{written}\" is not an order of these Commanders (COM-03): name them first to \
             last, separated by commas, e.g. {example}"
        ),
        ReadWhy::AmbiguousOption { written, options } => format!(
            "\"{written}\" could be more than one option; write more of it: {}",
            or_list(options, "none")
        ),
        ReadWhy::NotAnOption {
            written,
            rule,
            options,
        } => format!(
            "\"{written}\" is not one of the options of this choice ({rule}): {}",
            or_list(options, "none")
        ),
    }
}

/// FOR-22: how to write a Storm at Sea split.
fn storm_usage(lost: u32, example: &str) -> String {
    format!("write how many of the {lost} Fleets lost come from each place, e.g. CHOOSE {example}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use orders::ReadError;
    use rules::api::{FactionId, UnopposedCard};

    fn words(w: ReadWhy) -> String {
        read_error(&ReadError::Why(w), &Names::default())
    }

    /// forum.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn forum_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::PlanOverTreasury {
                senator: "Cornelius (#1)".into(),
                treasury: 4,
                items: vec![Spending::Bribe(3), Spending::Knights(2)],
                total: 5,
            }),
            "Cornelius (#1) has 4T in his Personal Treasury, not enough for a 3T bribe and 2T on knights (5T)"
        );
        assert_eq!(
            words(ReadWhy::TooFewKnights {
                senator: "Fabius (#2)".into(),
                has: 1,
                asked: 2,
            }),
            "Fabius (#2) has 1 knight, not 2"
        );
        assert_eq!(
            words(ReadWhy::BribeOnTheirAttempt {
                target: "Fabius (#2)".into(),
                faction: FactionId(2),
                amount: 4,
            }),
            "the attempt on Fabius (#2) is Faction 3's: oppose it from your Faction Treasury with COUNTERBRIBE 4 ON Fabius (#2)"
        );
        assert_eq!(
            words(ReadWhy::NoUnopposedCard {
                card: UnopposedCard::Blackmail
            }),
            "you hold no Blackmail card (LR 1.07.413: an unopposed attempt needs Seduction or Blackmail)"
        );
        assert_eq!(
            words(ReadWhy::Standing {
                keyword: "BID".into(),
                why: Box::new(
                    ReadWhy::NotABid {
                        keyword: "VOTE".into()
                    }
                    .into()
                ),
            }),
            "STANDING BID: VOTE is not a bid"
        );
    }

    /// standing.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn standing_reasons_in_words() {
        let standing = |keyword: &str, why: ReadWhy| {
            words(ReadWhy::Standing {
                keyword: keyword.into(),
                why: Box::new(why.into()),
            })
        };
        assert_eq!(
            standing(
                "PERSUADE",
                ReadWhy::StandingCard {
                    card: UnopposedCard::Seduction
                }
            ),
            "STANDING PERSUADE: Seduction is played once, with one attempt, and cannot stand: send it with your initiative orders"
        );
        assert_eq!(
            standing("REVOLT", ReadWhy::StandingRevolt),
            "STANDING REVOLT: a revolt is declared in the Revolution Phase of the turn of the victory (RVN-05) and cannot stand; write REVOLT in that phase"
        );
        assert_eq!(
            standing(
                "VETO",
                ReadWhy::StandingOneVote {
                    keyword: "VETO".into()
                }
            ),
            "STANDING VETO: VETO belongs to one vote and cannot stand; STANDING VOTE YES|NO|ABSTAIN can"
        );
    }

    /// trades.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn trade_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::CardAmbiguous {
                written: "trib".into(),
                cards: vec!["Tribune (t1)".into(), "Tribune of the Plebs (t9)".into()],
            }),
            "\"trib\" could be Tribune (t1) or Tribune of the Plebs (t9); write more of the name or the card key"
        );
        assert_eq!(
            words(ReadWhy::NoFactionCard {
                written: "Zeus".into()
            }),
            "no Faction card is called \"Zeus\""
        );
        assert_eq!(
            words(ReadWhy::NotForTrades {
                keyword: "VOTE".into()
            }),
            "trades take no VOTE orders"
        );
    }

    /// tribunes.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn tribune_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::NoTribune),
            "you hold no Tribune card, and none of your Statesmen has his own Tribune left this turn, to put a proposal on the floor (SEN-10)"
        );
        assert_eq!(
            words(ReadWhy::NotForVote {
                keyword: "BID".into()
            }),
            "a vote takes no BID orders"
        );
        assert_eq!(
            words(ReadWhy::NotForAppointment {
                keyword: "VOTE".into()
            }),
            "the Consuls' appointment of a Dictator takes no VOTE orders"
        );
    }

    /// priests.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn priest_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::NoPriesthood),
            "only the faction of the Pontifex Maximus, while he is in Rome, assigns a Priesthood, once each Senate Phase (SEN-15)"
        );
        assert_eq!(
            words(ReadWhy::NotForVote {
                keyword: "OFFER".into()
            }),
            "a vote takes no OFFER orders"
        );
    }

    /// desert.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn desert_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::DesertNoSuchPlace {
                senator: "Fabius (#2)".into(),
                written: "capua".into(),
                army: true,
            }),
            "\"capua\" is not where the Veterans of Fabius (#2) may go (RVN-08): TO ROME or TO THE ARMY"
        );
        assert_eq!(
            words(ReadWhy::DesertNoArmy {
                senator: "Fabius (#2)".into()
            }),
            "no Senate Army faces the Rebel now: the Veterans of Fabius (#2) may desert TO ROME (the Active Forces) or stay (RVN-08)"
        );
    }

    /// choices.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn choice_reasons_in_words() {
        // RVN-08: one space between the words (the reader's text had 22 inside "THE ARMY").
        assert_eq!(
            words(ReadWhy::DesertOnly {
                keyword: "CHOOSE".into()
            }),
            "this choice (RVN-08) takes DESERT <senator> TO ROME, DESERT <senator> TO THE ARMY or \
             DESERT NONE <senator>, not CHOOSE orders"
        );
        assert_eq!(
            words(ReadWhy::StormWrongSum {
                lost: 3,
                sum: 2,
                example: "3 ROME".into(),
            }),
            "the Storm sinks 3 Fleets, your split names 2 (FOR-22): write how many of the 3 Fleets lost come from each place, e.g. CHOOSE 3 ROME"
        );
        assert_eq!(
            words(ReadWhy::NotAnOption {
                written: "x".into(),
                rule: "SEN-06".into(),
                options: vec!["STEP DOWN".into(), "END PROSECUTIONS".into()],
            }),
            "\"x\" is not one of the options of this choice (SEN-06): STEP DOWN or END PROSECUTIONS"
        );
        assert_eq!(
            words(ReadWhy::NotALandOption {
                written: "sea".into()
            }),
            "\"sea\" is not one of the options of this choice (COM-05): LAND BATTLE or NO LAND BATTLE, with the Commander's name if several are asked"
        );
    }
}
