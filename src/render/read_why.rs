//! The words of the order reader's own typed reasons (`orders::ReadWhy`, issue 23 point 2).

use crate::orders::{ReadWhy, Spending};

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
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::ReadError;
    use crate::rules::api::{FactionId, UnopposedCard};

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
}
