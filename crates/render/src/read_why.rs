//! The words of the order reader's own typed reasons (`orders::ReadWhy`, issue 23 point 2).

use orders::grammar::{forces_text, seat_word};
use orders::{MAX_AMOUNT, Outside, Pair, ReadWhy, Scope, Spending, Syntax};

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
            "{keyword} orders belong to {}, which is not implemented yet; they cannot stand",
            the_phase(*phase)
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
        ReadWhy::NoUnitsOptions => "this choice has no options (GEN-12)".to_string(),
        ReadWhy::UnitsNotANumber {
            written,
            eliminated,
            example,
        } => format!(
            "\"{written}\" does not start with a number (GEN-12): {}",
            units_usage(*eliminated, example)
        ),
        ReadWhy::UnitsNotAKind {
            written,
            eliminated,
            example,
        } => format!(
            "\"{written}\" says neither LEGIONS nor FLEETS after its number (GEN-12): {}",
            units_usage(*eliminated, example)
        ),
        ReadWhy::UnitsNotAPlace {
            written,
            eliminated,
            example,
        } => format!(
            "\"{written}\" is neither ROME nor a Force away (GEN-12; garrisons are taken only \
             when Rome and the Forces away hold too few): {}",
            units_usage(*eliminated, example)
        ),
        ReadWhy::UnitsWrongSum {
            eliminated,
            sum,
            example,
        } => format!(
            "{eliminated} units are eliminated, your split names {sum} (GEN-12): {}",
            units_usage(*eliminated, example)
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
        ReadWhy::NameMismatch { written, id, label } => {
            format!("\"{written}\" does not fit together: #{id} is {label}")
        }
        ReadWhy::SenatorAmbiguous {
            written,
            candidates,
        } => format!(
            "\"{written}\" could be {}; write more of the name or the card ID",
            or_list(candidates, "none")
        ),
        ReadWhy::NoSuchSenator { written, in_play } => format!(
            "no senator is called \"{written}\"; senators in play: {}",
            or_list(in_play, "none")
        ),
        ReadWhy::NotInScope {
            written,
            scope,
            outside,
            allowed,
        } => {
            let (refusal, title) = scope_words(*scope);
            let allowed = or_list(allowed, "none");
            match outside {
                Outside::Senator(label) => format!("{label} {refusal}; {title}: {allowed}"),
                Outside::Several(labels) => format!(
                    "\"{written}\" could be {}, but none of them will do; {title}: {allowed}",
                    or_list(labels, "none")
                ),
                Outside::Nobody => {
                    format!("no senator is called \"{written}\"; {title}: {allowed}")
                }
            }
        }
        ReadWhy::HandCardAmbiguous { written, cards } => format!(
            "\"{written}\" could be {}; write more of the name or the card key",
            or_list(cards, "none")
        ),
        ReadWhy::NoSuchHandCard { written, hand } => format!(
            "no card called \"{written}\" in your hand; your hand holds: {}",
            or_list(hand, "none")
        ),
        ReadWhy::Expected { keyword, problem } => {
            format!("{}; expected {}", syntax(problem), usage(keyword))
        }
        ReadWhy::InOrder { keyword, why } => format!("in {keyword}: {}", read_why(why, n)),
        ReadWhy::BidOnBids => "a bid cannot depend on other players' bids: bids are sealed and may only depend on the outcome of this turn's persuasion attempts (seed 004); bid a fixed amount, e.g. BID 4 FROM Cornelius or BID 6 FROM Cornelius IF PERSUASION OF Claudius FAILS".to_string(),
        ReadWhy::NoSuchFaction { n } => format!("there is no Faction {n}"),
        ReadWhy::NoOtherFaction { written } => format!(
            "\"{written}\" names no other faction: write its number, e.g. TO Faction 2, or one of its Senators"
        ),
        ReadWhy::AmbiguousName { written, names } => format!(
            "\"{written}\" could be {}; write more of the name",
            or_list(names, "none")
        ),
        ReadWhy::NoSuchGrain { written, grains } => format!(
            "\"{written}\" is not a grain concession; the grain concessions: {}",
            or_list(grains, "none")
        ),
        ReadWhy::RevoltNoCommander => "REVOLT needs the commander who revolts, e.g. REVOLT Cornelius IF AT LEAST 3 LEGIONS FOLLOW".to_string(),
        ReadWhy::RevoltNobody => "none of your commanders won a Land Victory this turn and, with Rebel Governors \
             (advanced rule 2.03), none of your Governors is in the Province he governs (or a Rebel is \
             already in Revolt), so nobody of yours may revolt (rules RVN-05, RVN-10)"
            .to_string(),
        ReadWhy::RevoltCondition => {
            "write the condition as IF AT LEAST <n> LEGIONS FOLLOW".to_string()
        }
        ReadWhy::RevoltAtLeast(e) => {
            format!("IF AT LEAST needs a number of Legions: {}", syntax(e))
        }
        ReadWhy::RevoltSpend(e) => format!(
            "SPEND needs the talents for his Legions' loyalty: {}",
            syntax(e)
        ),
        ReadWhy::RevoltSpendFrom { n, senator } => format!(
            "SPEND {n} FROM {senator}: a commander spends his own talents, and a Dictator \
             those of his Master of Horse with his consent, no one else's (rule RVN-06)"
        ),
        ReadWhy::RevoltWord { written } => format!(
            "\"{written}\" is not understood in a REVOLT line; write REVOLT <commander> [IF AT LEAST \
             <n> LEGIONS FOLLOW] [SPEND <n> [FROM <Master of Horse>]] [KEEP FLEETS] [WITH <senator>, ...]"
        ),
        ReadWhy::InProposal { keyword, problem } => format!("in {keyword}: {}", syntax(problem)),
        ReadWhy::InTerm { term, why } => format!("{term}: {}", read_why(why, n)),
        ReadWhy::FactionTwice { faction } => {
            format!("VOTING ORDER: Faction {faction} is named twice")
        }
        ReadWhy::WarUnnamed { wars } => format!("say which war; wars now: {}", or_list(wars, "none")),
        ReadWhy::WarNotNow { war, wars } => format!(
            "the {war} is not a war a commander may be sent against now; wars now: {}",
            or_list(wars, "none")
        ),
        ReadWhy::NoSuchWar { written, wars } => format!(
            "no war is called \"{written}\"; wars now: {}",
            or_list(wars, "none")
        ),
        ReadWhy::WarsNotNow {
            written,
            matches,
            wars,
        } => format!(
            "\"{written}\" (the {}) is not a war a commander may be sent against now; wars now: {}",
            or_list(matches, "none"),
            or_list(wars, "none")
        ),
        ReadWhy::WarAmbiguous {
            written,
            matches,
            example,
        } => format!(
            "\"{written}\" could be {}; write the war's number too, e.g. {example}",
            or_list(matches, "none")
        ),
        ReadWhy::NoForumConcession {
            written,
            concessions,
        } => format!(
            "no concession called \"{written}\" lies in the Forum; concessions in the Forum: {}",
            or_list(concessions, "none")
        ),
        ReadWhy::NoSuchProvince {
            written,
            provinces,
        } => format!(
            "no province \"{written}\" may get a Governor now; provinces: {}",
            if provinces.is_empty() {
                "none".to_string()
            } else {
                provinces.join(", ")
            }
        ),
        ReadWhy::ProvinceAmbiguous {
            written,
            provinces,
        } => format!("\"{written}\" could be {}", provinces.join(" or ")),
        ReadWhy::NoForces => "send at least one legion or fleet".to_string(),
        ReadWhy::TooFewForces {
            in_rome,
            then,
            asked,
        } => format!(
            "Rome has {} legion(s) and {} fleet(s) in the Active Forces box{}, not {}",
            in_rome.0,
            in_rome.1,
            match then {
                Some((l, f)) => {
                    format!(" ({l} and {f} with the forces your earlier proposals raise)")
                }
                None => String::new(),
            },
            forces_text(asked.0, asked.1).to_lowercase()
        ),
        ReadWhy::StagePassed { stage, now } => format!(
            "the Senate has passed the {} and is at the {} now",
            stage.name(),
            now.name()
        ),
        ReadWhy::NoProsecutionNow => "no senator may be prosecuted now (SEN-24)".to_string(),
        ReadWhy::NoProsecutionOfKind { accused, major } => {
            let (kind, other) = if *major {
                ("major", "MINOR")
            } else {
                ("minor", "MAJOR")
            };
            format!("{accused} may not face a {kind} prosecution now (SEN-24); try {other}")
        }
        ReadWhy::ReasonAmbiguous { written, reasons } => {
            format!("\"{written}\" could be {}", or_list(reasons, "none"))
        }
        ReadWhy::NoSuchReason {
            accused,
            major,
            written,
            reasons,
        } => format!(
            "{accused} cannot be prosecuted ({}) for \"{written}\" (SEN-24); reasons: {}",
            if *major { "major" } else { "minor" },
            or_list(reasons, "none")
        ),
        ReadWhy::CensorProsecutes { senator } => {
            format!("{senator} presides as Censor and cannot be the prosecutor (SEN-25)")
        }
        ReadWhy::GarrisonTooBig { legions_in_rome } => {
            format!("only {legions_in_rome} legion(s) are in Rome (SEN-46)")
        }
        ReadWhy::VeteransAgainstRebelProvince => "Veteran Legions are not named against a Rebel \
             Province (RVN-10, not built): write the number of LEGIONS (regular Legions go first)"
            .to_string(),
        ReadWhy::PackagePartNotSend => "each part of a package is a SEND".to_string(),
        ReadWhy::PackageAgainstRebel => {
            "a package sends Commanders against wars; send one against the Rebel alone (RVN-09)"
                .to_string()
        }
        ReadWhy::TermsOnce => {
            "CONDITIONAL VOTES TO, VOTING ORDER and IF are written once".to_string()
        }
        ReadWhy::NoPontifex => "Rome has no Pontifex Maximus to recall (SEN-18)".to_string(),
        ReadWhy::NoBequest => "No Bequest waits in the Forum to be sent for (REV-17)".to_string(),
        ReadWhy::NotThePontifex { named, pontifex } => {
            format!("{named} is not the Pontifex Maximus; {pontifex} is (SEN-18)")
        }
        ReadWhy::ProposalQueued { line } => format!("{line} is already in your list of proposals"),
        ReadWhy::NotForProposals { keyword } => {
            format!("the presiding magistrate's proposals take no {keyword} orders")
        }
        ReadWhy::NoAbstainOnLandBill => "abstention is not allowed on a Land Bill nor on its repeal (SEN-08): vote YES or NO (if you send nothing, your faction votes for the proposal, S004)".to_string(),
        ReadWhy::NoAgendaAnnounced => "no list of proposals is announced with this vote: VOTE ON <n> is for a game with the house rule \"agenda vote\", where the call lists the presiding magistrate's next proposals".to_string(),
        ReadWhy::AgendaNumberOutside { last } => format!(
            "the list in your call numbers the proposals after the floor 2 to {last}"
        ),
        ReadWhy::NoLaterAuction => "no later auction takes bids now: INITIATIVE <n>: is for a game with the house rule \"bid ahead\", where the call for an auction's bids names the later ones".to_string(),
        ReadWhy::LaterAuctionNotOpen { open } => format!(
            "the later auctions that take bids now are initiatives {}",
            open.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
        ),
        ReadWhy::OneInitiativeAheadPerLine => "one INITIATIVE <n>: per line".to_string(),
        ReadWhy::NotYourComingInitiative { written, yours: Some(n) } => format!(
            "your faction's initiative this turn is number {n}, not {written}: write INITIATIVE {n}: before each line of its plan"
        ),
        ReadWhy::NotYourComingInitiative { written, .. } => format!(
            "your faction takes no regular initiative this turn, so there is no plan to send for initiative {written}"
        ),
        ReadWhy::NoBidForOwnInitiative => "your own initiative is not auctioned: only its plan (PERSUADE, KNIGHTS, GAMES, LEADER lines) is sent with the revenue orders".to_string(),
        ReadWhy::PartLeftOut { problems, rest } => format!(
            "left out: {}; the rest of the line stands: {rest}",
            problems
                .iter()
                .map(|p| read_why(p, n))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        ReadWhy::BuyFrom {
            n: amount,
            written,
            why,
        } => format!("BUY {amount} FROM {written}: {}", read_why(why, n)),
        ReadWhy::BuyAbstained { n, senator } => format!(
            "BUY {n} FROM {senator}: bought votes are cast YES or NO, not abstained"
        ),
        ReadWhy::BuyOverTreasury {
            n,
            senator,
            treasury,
            total,
        } => format!(
            "BUY {n} FROM {senator}: {senator} has {treasury}T in his Personal Treasury, not {total}T to buy votes with"
        ),
        ReadWhy::UpToAccused { n } => format!("UP TO {n}: the accused votes first in his prosecution, so his faction cannot make a conditional vote: it votes, buys votes, appeals or vetoes regardless of how the others vote (S004 \"PROSECUTIONS\"; PB-11); write VOTE NO BUY <n> FROM <senator>"),
        ReadWhy::UpToOnlyPresiding { n } => format!("UP TO {n}: only the Presiding Magistrate may make a conditional vote, or the player he gave that right to with his proposal (S004 \"VOTING\": \"Only the Presiding Magistrate may make conditional votes such as: 'I'll spend as many Talents as necessary to secure passage of this proposal up to a maximum of X Talents.' All others ... must do so with a statement of a specific number of Talents spent\"; SEN-04); write VOTE YES BUY <n> FROM <senator>"),
        ReadWhy::UpToNotYes { n } => format!(
            "UP TO {n}: UP TO buys the votes needed for passage: write VOTE YES UP TO <n>"
        ),
        ReadWhy::UpToOverTreasury {
            n,
            senator,
            treasury,
            total,
        } => format!(
            "UP TO {n}: {senator} has {treasury}T in his Personal Treasury, not {total}T to buy votes with"
        ),
        ReadWhy::NoTribuneToVeto => {
            "you hold no Tribune card that may veto this proposal (SEN-11)".to_string()
        }
        ReadWhy::OnlyAccusedAppeals => "only the accused appeals to the People (SEN-27), and none of your senators is accused in this vote".to_string(),
        ReadWhy::NoNominee => {
            "none of your senators is a consular nominee in this vote (PB-09)".to_string()
        }
        ReadWhy::WhichNominee { nominees, seat } => format!(
            "you have {} nominees ({}): say which, e.g. PREFER {} {}",
            nominees.len(),
            or_list(nominees, "none"),
            nominees.first().cloned().unwrap_or_default(),
            seat_word(*seat)
        ),
        ReadWhy::NoProposalsAsked { keyword } => format!(
            "no proposals are asked of you now: only the presiding magistrate puts proposals to the Senate (SEN-02), and {keyword} orders go to his call for proposals; with its vote, a consular nominee's faction may name a Censor nominee, and the Censor nominee's faction his prosecutions (PB-09, PB-10)"
        ),
        ReadWhy::PeddlingOwnHand => {
            "Influence Peddling draws a card from an opponent's hand, not from yours".to_string()
        }
        ReadWhy::FactionIncomeRest {
            income,
            rest,
            given,
            amount,
        } => format!(
            "your faction keeps the rest of its {income}T income, which is {rest}T after {given}T to your senators, not {amount}T; change the shares with INCOME <amount> TO <senator> (0 removes a share)"
        ),
        ReadWhy::PhaseNotOpen { keyword, phase } => format!(
            "{keyword} orders belong to {}, which is not open now",
            the_phase(*phase)
        ),
        ReadWhy::ForumNotOpen { keyword, may_stand } => format!(
            "{keyword} orders belong to the Forum phase, which is not open now{}",
            if *may_stand {
                "; STANDING <order> keeps one for the rounds where it applies"
            } else {
                ""
            }
        ),
        ReadWhy::NoProposalsCalled { keyword } => format!(
            "no proposals are asked of you now: only the presiding magistrate puts proposals to the Senate (SEN-02), and {keyword} orders go to his call for proposals"
        ),
        ReadWhy::NoVoteAsked { keyword } => {
            format!("no vote is asked of you now, so {keyword} orders have nothing to go to")
        }
        ReadWhy::NoDecisionTakes { keyword } => {
            format!("no open decision takes {keyword} orders now")
        }
        ReadWhy::NotForAuction { keyword } => format!(
            "the auctioned initiative takes no {keyword} orders (its options are not an initiative's)"
        ),
        ReadWhy::ProposalsUnreadable => {
            "the presiding magistrate's proposals cannot be read here".to_string()
        }
        ReadWhy::NotForDecision { decision, keyword } => {
            format!("the open decision {decision} cannot take {keyword} orders")
        }
        ReadWhy::TooFewBodyguards { held, cards } => {
            format!("you hold {held} Secret Bodyguard card(s), not {cards} (SEN-51)")
        }
        ReadWhy::NotForRansom { keyword } => format!("a ransom takes no {keyword} orders"),
        ReadWhy::PlayDiscarded { card } => {
            format!("{card} is on your list of discards; DISCARD NONE withdraws the discards")
        }
        ReadWhy::StatesmanOnNobody { card, on } => {
            format!("{card} is a statesman and is played on nobody, not ON {on}; write PLAY {card}")
        }
        ReadWhy::ConcessionOnWhom { card, example } => format!(
            "{card} is a concession: say which of your senators gets it, e.g. PLAY {card} ON {}",
            example.as_deref().unwrap_or("Cornelius")
        ),
        ReadWhy::NotPlayableNow { card, playable } => format!(
            "{card} cannot be played now; playable now: {}",
            or_list(playable, "nothing")
        ),
        ReadWhy::DiscardPlayed { card } => format!(
            "{card} is played in this answer and cannot be discarded too; PLAY NONE withdraws the plays"
        ),
        ReadWhy::RevoltsDecided => "Revolts were declared (or not) with your first Revolution \
             answer; this round after the trades takes plays and discards only (rule RVN-01)"
            .to_string(),
        ReadWhy::NotForRevolution { keyword } => {
            format!("the Revolution phase takes no {keyword} orders")
        }
        ReadWhy::IncomeTooSmall { income, amount } => {
            format!("your faction's income this turn is {income}T, less than {amount}T")
        }
        ReadWhy::SharesOverIncome {
            amount,
            senator,
            total,
            income,
            already,
        } => format!(
            "{amount}T to {senator} would give your senators {total}T, more than this turn's faction income of {income}T{}",
            if already.is_empty() {
                String::new()
            } else {
                format!(
                    " (already: {})",
                    already
                        .iter()
                        .map(|(t, s)| format!("{t}T to {s}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        ),
        ReadWhy::TransferZero => {
            "a transfer of 0 talents does nothing; TRANSFER NONE withdraws your transfers"
                .to_string()
        }
        ReadWhy::TransferToSelf { purse } => {
            format!("the source and the recipient are the same ({purse})")
        }
        ReadWhy::UpkeepZero => {
            "an upkeep line of 0 talents pays nothing; UPKEEP NONE withdraws your upkeep lines"
                .to_string()
        }
        ReadWhy::GrainStandingOnly => "the Drought bonus of a grain concession is taken or not when the Revenue Phase opens, by its holder's standing choice (REV-07): write STANDING GRAIN <concession> DOUBLE (or SINGLE) for the next Revenue Phase on".to_string(),
        ReadWhy::SpoilsStandingOnly => "the Provincial Spoils are rolled when the Revenue Phase opens, by each governor's standing choice (REV-08): write STANDING SPOILS <governor> NO to decline them from the next Revenue Phase on".to_string(),
    }
}

/// The phase an order belongs to, as the grammar names it ("the Senate phase"), else "a later
/// phase" (the reader wrote "the a later phase").
fn the_phase(phase: Option<rules::Phase>) -> String {
    match phase {
        Some(p) => format!("the {} phase", crate::phase_name(p)),
        None => "a later phase".to_string(),
    }
}

/// Which two senators, in words (after "the").
fn pair(p: Pair) -> &'static str {
    match p {
        Pair::Consuls => "consuls",
        Pair::Sponsors => "sponsor and co-sponsor",
    }
}

/// What is wrong with the shape of a line, in words (without the order's usage).
fn syntax(s: &Syntax) -> String {
    match s {
        Syntax::AmountMissing => "the amount is missing".to_string(),
        Syntax::AmountNegative { written } => {
            format!("\"{written}\" is negative; amounts are whole talents from 0 to {MAX_AMOUNT}")
        }
        Syntax::NotAnAmount { written } => format!(
            "\"{written}\" is not an amount; amounts are whole talents from 0 to {MAX_AMOUNT}"
        ),
        Syntax::AmountNotWhole { written } => {
            format!("\"{written}\" is not a whole number; amounts are whole talents")
        }
        Syntax::AmountNotTalents { written } => {
            format!("\"{written}\" is not an amount; write talents as 5, 5T or 5 talents")
        }
        Syntax::AmountTooMuch { written } => {
            format!("{written} is too much; an amount is at most {MAX_AMOUNT} talents")
        }
        Syntax::AmountMissingAfter { word } => format!("the amount after {word} is missing"),
        Syntax::NothingAfterAmount { word, written } => {
            format!("nothing may follow the amount after {word}, but \"{written}\" does")
        }
        Syntax::MustFollowAmount { word, written } => {
            format!("{word} must follow the amount, not \"{written}\"")
        }
        Syntax::StateIsNoPurse { keyword, written } => format!(
            "{keyword} cannot name \"{written}\": talents go to the State Treasury with CONTRIBUTE, e.g. CONTRIBUTE 10 FROM Fabius"
        ),
        Syntax::FactionMissingAfterIncomeAllTo => {
            "FACTION after INCOME ALL TO is missing".to_string()
        }
        Syntax::RecipientMissingAfterTo => "the recipient after TO is missing".to_string(),
        Syntax::PurseMissingAfterFrom => "the purse after FROM is missing".to_string(),
        Syntax::SourceMissingAfterFrom => "the source after FROM is missing".to_string(),
        Syntax::NotANumberOfUnits { written } => {
            format!("\"{written}\" is not a number of legions or fleets")
        }
        Syntax::UnitMissing { n } => format!("LEGIONS or FLEETS must follow {n}"),
        Syntax::VeteransOfMissing { n } => {
            format!("the Senator whose Veterans go is missing after {n} VETERAN LEGIONS OF")
        }
        Syntax::NoVeteranLegion => "name at least one Veteran Legion".to_string(),
        Syntax::LegionsTwice => "legions are named twice".to_string(),
        Syntax::FleetsTwice => "fleets are named twice".to_string(),
        Syntax::NotAUnit { n, written } => {
            format!("LEGIONS or FLEETS must follow {n}, not \"{written}\"")
        }
        Syntax::HowManyUnits => "say how many LEGIONS and/or FLEETS".to_string(),
        Syntax::VeteransNotHere => "Veteran Legions are named only in a SEND to a war, a REINFORCE, a REPLACE, a \
             DISBAND or a RECALL of units from a Proconsul (SEN-43 / SEN-44 / SEN-45); here \
             write the number of LEGIONS: regular Legions go first (docs/RULINGS.md)"
            .to_string(),
        Syntax::NothingAfter { order, written } => {
            format!("{order} takes nothing after it, but \"{written}\" follows")
        }
        Syntax::CannotStand { written } => {
            format!("\"{written}\" is not a game order that can stand")
        }
        Syntax::ReturnForcesOnly { written } => {
            format!("write RETURN FORCES, not RETURN {written}")
        }
        Syntax::NoTribuneOrder { written } => format!("\"{written}\" is no Tribune order"),
        Syntax::TribuneNoProsecution => {
            "a Tribune cannot propose a prosecution (SEN-10), though it may veto one".to_string()
        }
        Syntax::TribuneNoAdjournment => {
            "a Tribune cannot propose to adjourn the Senate (SEN-10)".to_string()
        }
        Syntax::NotATradeNumber { written } => format!("\"{written}\" is not a trade number"),
        Syntax::PlayedWithAttempt { card } => {
            let up = card.name().to_ascii_uppercase();
            format!(
                "{} is played with your persuasion attempt: PLAY {up} ON <target> WITH \
                 <persuader> [BRIBE <amount>], or PERSUADE <target> WITH <persuader> {up}",
                card.name()
            )
        }
        Syntax::NotAssassinCards { written } => {
            format!("\"{written}\" is not a number of Assassin cards")
        }
        Syntax::PairNotJoined(p) => format!("the {} are two senators joined by AND", pair(*p)),
        Syntax::PairFirstMissing(p) => {
            format!("the first of the {} is missing before AND", pair(*p))
        }
        Syntax::PairSecondMissing(p) => {
            format!("the second of the {} is missing after AND", pair(*p))
        }
        Syntax::NoSuchOffice { written } => format!(
            "CONSULS, PONTIFEX, DICTATOR, CENSOR or GOVERNOR must follow NOMINATE, not \"{written}\""
        ),
        Syntax::AfterMinorMajor { written } => format!(
            "FOR <reason> or BY <prosecutor> must follow MINOR/MAJOR, not \"{written}\""
        ),
        Syntax::NoSuchProposal { written } => {
            format!("\"{written}\" is no proposal this GM knows")
        }
        Syntax::NoVoteChoice { written } => format!(
            "YES, NO or ABSTAIN must follow VOTE or the senator, not \"{written}\""
        ),
        Syntax::AfterBuy(e) => format!("after BUY: {}", syntax(e)),
        Syntax::AfterUpTo(e) => format!("after UP TO: {}", syntax(e)),
        Syntax::ConditionForm => "after IF write <faction> VOTED YES ON <senator>, <faction> VOTED NO ON \
                        <senator>, <senator> IS ELECTED or <senator> IS NOT ELECTED"
            .to_string(),
        Syntax::NotUnderstoodHere { written } => format!("\"{written}\" is not understood here"),
        Syntax::IfTwice => "IF is written twice: one condition per proposal".to_string(),
        Syntax::ConditionalVotesTwice => "CONDITIONAL VOTES TO is written twice".to_string(),
        Syntax::ConditionalVotesNoFaction => "CONDITIONAL VOTES TO needs a faction".to_string(),
        Syntax::VotingOrderTwice => "VOTING ORDER is written twice".to_string(),
        Syntax::VotingOrderEmpty => {
            "VOTING ORDER needs the factions in order, separated by commas".to_string()
        }
        Syntax::TermsWithoutProposal => "CONDITIONAL VOTES TO, VOTING ORDER and IF go with a proposal the \
             presiding magistrate puts"
            .to_string(),
        Syntax::AfterVote { written } => format!(
            "BUY <n> FROM <senator> or UP TO <n> may follow the vote, not \"{written}\""
        ),
        Syntax::CancelNeedsTheDecisionToWithdraw => "CANCEL needs the decision to withdraw".to_string(),
        Syntax::TimezoneNeedsATimeZoneName => "TIMEZONE needs a time zone name, such as TIMEZONE Europe/Rome".to_string(),
        Syntax::WriteMailDigestOrMailEvery => "write MAIL DIGEST or MAIL EVERY".to_string(),
        Syntax::WritePictureOnOrOff => "write PICTURE ON or PICTURE OFF".to_string(),
        Syntax::AbsentNeedsUntilDate => "write ABSENT UNTIL <date>, the date as YYYY-MM-DD (such as ABSENT UNTIL 2026-12-24), and MAIL after it if the mails should still come".to_string(),
        Syntax::AbsentDateUnread { written } => format!(
            "\"{written}\" is not a date: write it as YYYY-MM-DD, such as ABSENT UNTIL 2026-12-24"
        ),
        Syntax::PressNeedsToOrAll => "write PRESS TO <faction>[, <faction>…] or PRESS ALL, then the message on the lines below (up to a line END PRESS); nothing was sent, and the lines of this press were not read as orders".to_string(),
        Syntax::GameNeedsTheGameSId => "GAME needs the game's ID".to_string(),
        Syntax::StandingNeedsAnOrderOrClear => "STANDING needs an order or CLEAR".to_string(),
        Syntax::LeaderNeedsASenatorSName => "LEADER needs a senator's name".to_string(),
        Syntax::WriteAppointDictatorSenatorMasterOf => "write APPOINT DICTATOR <senator> MASTER OF HORSE <senator>".to_string(),
        Syntax::TheConsulsAppointADictatorOnly => "the Consuls appoint a DICTATOR only".to_string(),
        Syntax::MotionNeedsTheWordsOfYour => "MOTION needs the words of your motion".to_string(),
        Syntax::DiscardNeedsACard => "DISCARD needs a card".to_string(),
        Syntax::FineNeedsASenator => "FINE needs the corrupt Governor's name".to_string(),
        Syntax::RansomNeedsACaptiveSenator => "RANSOM needs a captive senator".to_string(),
        Syntax::DesertNeedsTheLoyalSenatorWhose => "DESERT needs the loyal Senator whose Veterans desert, or NONE".to_string(),
        Syntax::ChooseNeedsOneOfTheOptions => "CHOOSE needs one of the options your call lists".to_string(),
        Syntax::AdvocatesBelongToTheAdvancedRule => "there is no ADVOCATE order: Advocates belong to the advanced rule ADV 2.05 (SEN-33), played only where your welcome mail's rules page lists `advocates`; there the Accused's player is asked in a round of his own and answers `CHOOSE <senator>`".to_string(),
        Syntax::TribuneNeedsVetoProposeOrNominate => "TRIBUNE needs VETO, PROPOSE or NOMINATE".to_string(),
        Syntax::OfferNeedsCardsAndAFaction => "OFFER needs cards and a faction".to_string(),
        Syntax::TheFactionIsMissingWriteTo => "the faction is missing: write TO <faction>".to_string(),
        Syntax::TheFactionIsMissingAfterTo => "the faction is missing after TO".to_string(),
        Syntax::TheCardsAreMissingBeforeTo => "the cards are missing before TO (NOTHING for a gift asked)".to_string(),
        Syntax::ATradeGivesOrAsksFor => "a trade gives or asks for at least one card".to_string(),
        Syntax::AcceptNeedsATradeNumber => "ACCEPT needs a trade number".to_string(),
        Syntax::PlayNeedsACard => "PLAY needs a card".to_string(),
        Syntax::NameTheOpponentYouDrawFrom => "name the opponent you draw from: PLAY INFLUENCE PEDDLING ON Faction 2 (or one of its Senators)".to_string(),
        Syntax::TheCardIsMissingBeforeOn => "the card is missing before ON".to_string(),
        Syntax::TheSenatorIsMissingAfterOn => "the senator is missing after ON".to_string(),
        Syntax::IncomeAllGoesToFactionGive => "INCOME ALL goes TO FACTION; give senators their shares one by one".to_string(),
        Syntax::ToFactionOrToSenatorIs => "TO FACTION or TO <senator> is missing".to_string(),
        Syntax::TheSenatorIsMissingAfterFrom => "the senator is missing after FROM".to_string(),
        Syntax::ContributionsComeFromASenatorS => "contributions come from a senator's Personal Treasury, not from the faction".to_string(),
        Syntax::FromSenatorIsMissing => "FROM <senator> is missing".to_string(),
        Syntax::FromFactionOrFromRebelIs => "FROM FACTION or FROM <rebel> is missing".to_string(),
        Syntax::BothFromAndToAreNeeded => "both FROM and TO are needed".to_string(),
        Syntax::AssassinateNeedsATargetAndBy => "ASSASSINATE needs a target and BY <assassin>".to_string(),
        Syntax::ByAssassinIsMissing => "BY <assassin> is missing".to_string(),
        Syntax::TheTargetIsMissing => "the target is missing".to_string(),
        Syntax::TheAssassinIsMissingAfterBy => "the assassin is missing after BY".to_string(),
        Syntax::PersuadeNeedsATargetAndWith => "PERSUADE needs a target and WITH <persuader>".to_string(),
        Syntax::WithPersuaderIsMissing => "WITH <persuader> is missing".to_string(),
        Syntax::TheTargetIsMissingBeforeWith => "the target is missing before WITH".to_string(),
        Syntax::ThePersuaderIsMissingAfterWith => "the persuader is missing after WITH".to_string(),
        Syntax::KnightsNeedsASenator => "KNIGHTS needs a senator".to_string(),
        Syntax::TheSenatorIsMissingBeforeSpend => "the senator is missing before SPEND".to_string(),
        Syntax::SayHowManyKnightsEG => "say how many knights, e.g. PRESSURE 2 KNIGHTS OF Fabius".to_string(),
        Syntax::PressureAtLeast1KnightNo => "pressure at least 1 knight (NO KNIGHTS takes no knights action)".to_string(),
        Syntax::KnightsOfSenatorMustFollowThe => "KNIGHTS OF <senator> must follow the number".to_string(),
        Syntax::OfSenatorMustFollowKnights => "OF <senator> must follow KNIGHTS".to_string(),
        Syntax::TheSenatorIsMissingAfterOf => "the senator is missing after OF".to_string(),
        Syntax::GamesNeedsASponsorAndThe => "GAMES needs a sponsor and the kind of games".to_string(),
        Syntax::TheSponsoringSenatorIsMissing => "the sponsoring senator is missing".to_string(),
        Syntax::TheKindOfGamesMustEnd => "the kind of games must end the line: SLICE (7T), BLOOD (13T) or GLADIATOR (18T)".to_string(),
        Syntax::TheTargetIsMissingAfterOn => "the target is missing after ON".to_string(),
        Syntax::BribeConditional { condition } => format!(
            "bribes and counter-bribes cannot be conditional (\"{condition}\"): they give a set \
             amount from your Faction Treasury (S004 \"OPPOSED PERSUASION ATTEMPT\": \"Such expenditures cannot be conditional\"; PB-05)"
        ),
        Syntax::InitiativeAheadShape => "write INITIATIVE <n>: followed by a BID or an initiative order for that auctioned initiative".to_string(),
        Syntax::VoteOnShape => "write VOTE ON <n> YES|NO|ABSTAIN, n the number of a proposal of the list in your call".to_string(),
        Syntax::OnTargetIsMissing => "ON <target> is missing".to_string(),
        Syntax::AfterIfWritePersuasionOfTarget => "after IF write PERSUASION OF <target> SUCCEEDS or FAILS".to_string(),
        Syntax::TheTargetIsMissingAfterPersuasion => "the target is missing after PERSUASION OF".to_string(),
        Syntax::BidNeedsAnAmountAndFrom => "BID needs an amount and FROM <senator>".to_string(),
        Syntax::FromSenatorIsMissingSayWho => "FROM <senator> is missing: say who pays the bid".to_string(),
        Syntax::TheBiddingSenatorIsMissingAfter => "the bidding senator is missing after FROM".to_string(),
        Syntax::SpoilsNeedsAGovernorAndYes => "SPOILS needs a governor and YES or NO".to_string(),
        Syntax::YesOrNoMustEndThe => "YES or NO must end the line".to_string(),
        Syntax::TheGovernorIsMissing => "the governor is missing".to_string(),
        Syntax::GrainNeedsAGrainConcessionAnd => "GRAIN needs a grain concession and DOUBLE or SINGLE".to_string(),
        Syntax::DoubleOrSingleMustEndThe => "DOUBLE or SINGLE must end the line".to_string(),
        Syntax::TheGrainConcessionIsMissing => "the grain concession is missing".to_string(),
        Syntax::NominateNeedsConsulsPontifexDictatorCensor => "NOMINATE needs CONSULS, PONTIFEX, DICTATOR, CENSOR or GOVERNOR".to_string(),
        Syntax::TheSenatorIsMissingAfterConsul => "the senator is missing after CONSUL FOR LIFE".to_string(),
        Syntax::TheSenatorIsMissingAfterPontifex => "the senator is missing after PONTIFEX".to_string(),
        Syntax::TheProvinceIsMissingNominateGovernor => "the province is missing: NOMINATE GOVERNOR <senator> FOR <province>".to_string(),
        Syntax::TheSenatorIsMissingAfterGovernor => "the senator is missing after GOVERNOR".to_string(),
        Syntax::TheProvinceIsMissingAfterFor => "the province is missing after FOR".to_string(),
        Syntax::TheSenatorIsMissingAfterCensor => "the senator is missing after CENSOR".to_string(),
        Syntax::MasterOfHorseMissing => "the Master of Horse is missing: NOMINATE DICTATOR <senator> MASTER OF HORSE <senator>".to_string(),
        Syntax::WriteMasterOfHorseSenator => "write MASTER OF HORSE <senator>".to_string(),
        Syntax::TheDictatorIsMissingAfterDictator => "the Dictator is missing after DICTATOR".to_string(),
        Syntax::MasterOfHorseMissingAtEnd => "the Master of Horse is missing at the end".to_string(),
        Syntax::ProsecuteNeedsTheAccusedMinorOr => "PROSECUTE needs the accused, MINOR or MAJOR and BY <prosecutor>".to_string(),
        Syntax::ByProsecutorIsMissing => "BY <prosecutor> is missing".to_string(),
        Syntax::TheProsecutorIsMissingAfterBy => "the prosecutor is missing after BY".to_string(),
        Syntax::TheAccusedIsMissing => "the accused is missing".to_string(),
        Syntax::MinorOrMajorMustFollowThe => "MINOR or MAJOR must follow the accused".to_string(),
        Syntax::TheReasonIsMissingAfterFor => "the reason is missing after FOR".to_string(),
        Syntax::WriteLandBill => "write LAND BILL".to_string(),
        Syntax::LandBillMustFollow => "LAND BILL must follow".to_string(),
        Syntax::TheLandBillSTypeI => "the Land Bill's type (I, II or III) must follow LAND BILL".to_string(),
        Syntax::PriestNeedsTheSenatorWhoBecomes => "PRIEST needs the Senator who becomes a Priest".to_string(),
        Syntax::ThePriestLosingHisPriesthoodIs => "the Priest losing his Priesthood is missing after FROM".to_string(),
        Syntax::ProposeNeedsAProposal => "PROPOSE needs a proposal".to_string(),
        Syntax::WriteProposeRejectRhodianTheRhodian => "write PROPOSE REJECT RHODIAN (the Rhodian Alliance, SEN-47)".to_string(),
        Syntax::NothingMayFollowAdjourn => "nothing may follow ADJOURN".to_string(),
        Syntax::WriteProposeGarrisonNLegionsIn => "write PROPOSE GARRISON <n> LEGIONS IN <province>".to_string(),
        Syntax::TheProvinceIsMissingAfterIn => "the province is missing after IN".to_string(),
        Syntax::AGarrisonIsOneOrMore => "a garrison is one or more LEGIONS, no fleets (SEN-46)".to_string(),
        Syntax::JoinTheCommandersOfAPackage => "join the Commanders of a package with AND: PROPOSE SEND <commander> WITH <n> LEGIONS TO <war> AND <commander> WITH ...".to_string(),
        Syntax::EachPartOfAPackageIs => "each part of a package is a SEND".to_string(),
        Syntax::WriteProposeSendCommanderWithN => "write PROPOSE SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO <war>".to_string(),
        Syntax::TheCommanderIsMissingAfterSend => "the commander is missing after SEND".to_string(),
        Syntax::TheWarIsMissingAfterTo => "the war is missing after TO".to_string(),
        Syntax::DisbandAtLeastOneLegionOr => "disband at least one legion or fleet (SEN-43)".to_string(),
        Syntax::WriteProposeReplaceProconsulByCommander => "write PROPOSE REPLACE <proconsul> BY <commander> [WITH <n> LEGIONS AND <m> FLEETS]".to_string(),
        Syntax::TheProconsulIsMissingAfterReplace => "the Proconsul is missing after REPLACE".to_string(),
        Syntax::TheNewCommanderIsMissingAfter => "the new commander is missing after BY".to_string(),
        Syntax::WriteProposeRecallGarrisonNLegions => "write PROPOSE RECALL GARRISON <n> LEGIONS FROM <province>".to_string(),
        Syntax::TheProvinceIsMissingAfterFrom => "the province is missing after FROM".to_string(),
        Syntax::WriteProposeRecallNLegionsAnd => "write PROPOSE RECALL <n> LEGIONS AND <m> FLEETS FROM <proconsul>".to_string(),
        Syntax::TheProconsulIsMissingAfterFrom => "the Proconsul is missing after FROM".to_string(),
        Syntax::RecallAtLeastOneLegionOr => "recall at least one legion or fleet (SEN-45)".to_string(),
        Syntax::TheProconsulIsMissingAfterRecall => "the Proconsul is missing after RECALL".to_string(),
        Syntax::WriteProposeReinforceProconsulWithN => "write PROPOSE REINFORCE <proconsul> WITH <n> LEGIONS AND <m> FLEETS".to_string(),
        Syntax::TheProconsulIsMissingAfterReinforce => "the Proconsul is missing after REINFORCE".to_string(),
        Syntax::BySponsorAndCoSponsorMust => "BY <sponsor> AND <co-sponsor> must follow the Land Bill's type".to_string(),
        Syntax::OnlyALandBillIiOr => "only a Land Bill II or III can be repealed (SEN-41)".to_string(),
        Syntax::BySponsorMustFollowTheLand => "BY <sponsor> must follow the Land Bill's type".to_string(),
        Syntax::ToSenatorIsMissing => "TO <senator> is missing".to_string(),
        Syntax::TheConcessionIsMissingAfterConcession => "the concession is missing after CONCESSION".to_string(),
        Syntax::TheSenatorIsMissingAfterTo => "the senator is missing after TO".to_string(),
        Syntax::VoteNeedsYesNoOrAbstain => "VOTE needs YES, NO or ABSTAIN".to_string(),
        Syntax::ASenatorSOwnVoteTakes => "a senator's own vote takes no BUY or UP TO; buy votes on the faction's VOTE line".to_string(),
        Syntax::FromSenatorMustFollowBuyN => "FROM <senator> must follow BUY <n>".to_string(),
        Syntax::WriteUpToN => "write UP TO <n>".to_string(),
        Syntax::UpToIsNamedTwice => "UP TO is named twice".to_string(),
        Syntax::PreferNeedsRomeOrField => "PREFER needs ROME or FIELD".to_string(),
        Syntax::RomeOrFieldMustEndThe => "ROME or FIELD must end the line".to_string(),
    }
}

/// Why a senator outside a scope will not do, and the title of the list of those who will.
fn scope_words(scope: Scope) -> (String, &'static str) {
    let (refusal, title) = match scope {
        Scope::YourSenators => ("is not one of your senators", "your senators"),
        Scope::TalentsFrom => (
            "is not one of your senators: talents come from your own purses",
            "your senators",
        ),
        Scope::TalentsTo => (
            "is in no faction and cannot receive talents",
            "senators in factions",
        ),
        Scope::UpkeepFrom => (
            "is not one of your senators: the maintenance comes from your Rebel's, a Secondary Rebel's or your Faction Treasury",
            "your senators",
        ),
        Scope::YourGovernors => ("is not one of your governors", "your governors"),
        Scope::YourCaptives => ("is not a captive of your faction", "your captives"),
        Scope::Leader => ("cannot be your Faction Leader", "choose one of"),
        Scope::Revolter => (
            "cannot revolt: only a commander with a Land Victory this turn may (with Rebel \
             Governors, advanced rule 2.03, also a Governor in the Province he governs), never the \
             Consul for Life (rules RVN-05, RVN-10)",
            "you may revolt with",
        ),
        Scope::JoinRevolt => (
            "cannot join the Revolt: only the other Senators of your faction may (rule RVN-07)",
            "your senators who may join",
        ),
        Scope::Appointee => (
            "may not be appointed (SEN-20: aligned, in Rome, no Major Office but Censor)",
            "eligible",
        ),
        Scope::Target => (
            "is not a legal target now (FOR-10: unaligned senators in the Forum and other factions' senators in Rome who are not Faction Leaders)",
            "targets",
        ),
        Scope::Persuader => (
            "cannot persuade now: a persuader is one of your senators in Rome",
            "your persuaders",
        ),
        Scope::KnightsAttractor => (
            "cannot attract knights now: he must be one of your senators in Rome",
            "your senators in Rome",
        ),
        Scope::KnightsPressurer => (
            "cannot pressure knights now: he must be one of your senators",
            "your senators",
        ),
        Scope::Sponsor => ("cannot sponsor games now", "your sponsors"),
        Scope::CounterTarget => (
            "is the target of no other faction's attempt this round",
            "attempts you may counter-bribe",
        ),
        Scope::OwnAttemptTarget => (
            "is not the target of your attempt this round",
            "your attempts",
        ),
        Scope::BidAttemptTarget => (
            "is the target of no persuasion attempt a bid may depend on",
            "targets of this turn's attempts",
        ),
        Scope::Bidder => (
            "cannot bid now: a bid is paid by one of your senators in Rome",
            "your bidders",
        ),
        Scope::InRome => ("is not an aligned senator in Rome", "senators in Rome"),
        Scope::Electable(stage) => {
            return (
                format!("may not be elected now ({})", stage.name()),
                "eligible",
            );
        }
        Scope::Accusable => ("may not be prosecuted now (SEN-24)", "accusable"),
        Scope::Commander => (
            "may not command (SEN-44: the Consuls and the Dictator)",
            "commanders",
        ),
        Scope::CommanderInRome => (
            "may not command (SEN-44: the Consuls and the Dictator)",
            "senators in Rome",
        ),
        Scope::ProconsulRecall => (
            "is not a Proconsul who may be recalled (SEN-45)",
            "Proconsuls",
        ),
        Scope::ProconsulReinforce => (
            "is not a Proconsul who may be reinforced (SEN-45)",
            "Proconsuls",
        ),
        Scope::ProconsulReplace => (
            "is not a Proconsul who may be replaced (SEN-45)",
            "Proconsuls",
        ),
        Scope::Voter => ("is not one of your senators voting in Rome", "your voters"),
        Scope::Nominee => (
            "is not one of your consular nominees (PB-09)",
            "your nominees",
        ),
    };
    (refusal.to_string(), title)
}

/// The expected form of each order, for error messages.
fn usage(keyword: &str) -> &'static str {
    match keyword.to_ascii_uppercase().as_str() {
        "HELP" => "HELP or HELP <order>, e.g. HELP INCOME",
        "STATUS" => "STATUS",
        "BOARD" => "BOARD",
        "PICTURE" => "PICTURE ON or PICTURE OFF",
        "ORDERS" => "ORDERS",
        "CANCEL" => "CANCEL <decision>, e.g. CANCEL REVENUE",
        "STANDING" => "STANDING <order> or STANDING CLEAR",
        "READY" => "READY",
        "GAME" => "GAME <game id>",
        "LEADER" => "LEADER <senator>, e.g. LEADER Cornelius",
        "PLAY" => "PLAY <card> [ON <senator>], e.g. PLAY Scipio or PLAY TAX FARMER 1 ON Cornelius",
        "INCOME" => {
            "INCOME <amount> TO FACTION|<senator> or INCOME ALL TO FACTION, e.g. INCOME 3 TO Cornelius"
        }
        "CONTRIBUTE" => "CONTRIBUTE <amount> FROM <senator>, e.g. CONTRIBUTE 10 FROM Fabius",
        "UPKEEP" => {
            "UPKEEP <amount> FROM FACTION|<rebel> or UPKEEP NONE, e.g. UPKEEP 4 FROM Cornelius"
        }
        "TRANSFER" => {
            "TRANSFER <amount> FROM FACTION|<senator> TO FACTION|<senator>, e.g. TRANSFER 4 FROM Cornelius TO Fabius"
        }
        "SPOILS" => "SPOILS <governor> YES|NO, e.g. SPOILS Aemilius NO",
        "GRAIN" => "GRAIN <concession> DOUBLE|SINGLE, e.g. STANDING GRAIN Sicilian Grain DOUBLE",
        "PERSUADE" => {
            "PERSUADE <target> WITH <persuader> [BRIBE <amount>] or NO PERSUASION, e.g. PERSUADE Claudius WITH Cornelius BRIBE 3"
        }
        "KNIGHTS" => {
            "KNIGHTS <senator> [SPEND <amount>] or NO KNIGHTS, e.g. KNIGHTS Fabius SPEND 2"
        }
        "PRESSURE" => "PRESSURE <number> KNIGHTS OF <senator>, e.g. PRESSURE 2 KNIGHTS OF Fabius",
        "GAMES" => {
            "GAMES <senator> SLICE|BLOOD|GLADIATOR (or SLICE AND DICE, BLOOD FEST, GLADIATOR GALA) or NO GAMES, e.g. GAMES Fabius SLICE"
        }
        "COUNTERBRIBE" => {
            "COUNTERBRIBE <amount> ON <target> or NO COUNTERBRIBES, e.g. COUNTERBRIBE 5 ON Claudius"
        }
        "BRIBE" => "BRIBE <amount> ON <target> or NO BRIBES, e.g. BRIBE 2 ON Claudius",
        "BID" => {
            "BID <amount> FROM <senator> [IF PERSUASION OF <target> SUCCEEDS|FAILS] or NO BID, e.g. BID 6 FROM Cornelius IF PERSUASION OF Claudius FAILS"
        }
        "NO" => {
            "NO PERSUASION, NO KNIGHTS, NO GAMES, NO LEADER CHANGE, NO BRIBES, NO COUNTERBRIBES, NO BID, NO PROPOSALS, NO VOTE, NO VETO, NO TRIBUNE, NO APPEAL, NO APPOINTMENT, NO ASSASSINATION or NO BODYGUARDS"
        }
        "NOMINATE" => {
            "NOMINATE CONSULS <senator> AND <senator>, NOMINATE CENSOR <senator> or NOMINATE DICTATOR <senator> MASTER OF HORSE <senator>, e.g. NOMINATE CONSULS Cornelius AND Fabius"
        }
        "PROSECUTE" => {
            "PROSECUTE <accused> MINOR|MAJOR [FOR CORRUPT|MAJOR|<concession>] BY <prosecutor>, e.g. PROSECUTE Aemilius MINOR FOR CORRUPT BY Claudius"
        }
        "PROPOSE" => {
            "PROPOSE RAISE <n> LEGIONS AND <m> FLEETS, PROPOSE SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO <war>, PROPOSE RECALL <proconsul>, PROPOSE RECALL PONTIFEX, PROPOSE REINFORCE <proconsul> WITH <n> LEGIONS, PROPOSE LAND BILL I|II|III BY <sponsor> AND <co-sponsor>, PROPOSE REPEAL LAND BILL II|III BY <sponsor>, PROPOSE CONCESSION <concession> TO <senator> or ADJOURN; HELP PROPOSE for more"
        }
        "ADJOURN" => "ADJOURN",
        "PRIEST" => {
            "PRIEST <senator> [FROM <priest>] or NO PRIEST, e.g. PRIEST Fabius or PRIEST Fabius FROM Claudius"
        }
        "VOTE" => {
            "VOTE YES|NO|ABSTAIN [BUY <n> FROM <senator>] [UP TO <n>], VOTE <senator> YES|NO|ABSTAIN or NO VOTE, e.g. VOTE YES BUY 3 FROM Cornelius"
        }
        "TRIBUNE" | "VETO" => {
            "TRIBUNE VETO (or VETO; NO VETO withdraws it), or TRIBUNE PROPOSE <proposal> / TRIBUNE NOMINATE <office> <senator> with your vote (NO TRIBUNE withdraws it), e.g. TRIBUNE PROPOSE RAISE 2 LEGIONS"
        }
        "MOTION" => "MOTION <your motion>, e.g. MOTION The Senate thanks Fabius for his victory",
        "APPOINT" => {
            "APPOINT DICTATOR <senator> MASTER OF HORSE <senator> or APPOINT NONE, e.g. APPOINT DICTATOR Fabius MASTER OF HORSE Valerius"
        }
        "APPEAL" => "APPEAL (NO APPEAL withdraws it)",
        "PREFER" => "PREFER [<senator>] ROME|FIELD, e.g. PREFER Cornelius ROME",
        "ASSASSINATE" => {
            "ASSASSINATE <target> BY <assassin> [WITH <n> ASSASSIN] (with your vote) or NO ASSASSINATION, e.g. ASSASSINATE Claudius BY Fabius WITH 1 ASSASSIN"
        }
        "BODYGUARDS" => "BODYGUARDS <n> or NO BODYGUARDS, e.g. BODYGUARDS 1",
        "DISCARD" => "DISCARD <card> or DISCARD NONE, e.g. DISCARD Tax Farmer 1",
        "RETURN" => "RETURN FORCES",
        "REVOLT" => {
            "REVOLT <commander> [IF AT LEAST <n> LEGIONS FOLLOW] [SPEND <n>] [WITH <senator>, ...]"
        }
        "OFFER" | "TRADE" => {
            "OFFER <your cards> TO <faction> [FOR <their cards>] or OFFER NONE, e.g. OFFER Tribune, Tax Farmer 1 TO Faction 2 FOR Scipio Africanus"
        }
        "ACCEPT" => "ACCEPT <trade number>[, <number>] or ACCEPT NONE, e.g. ACCEPT 2",
        "RANSOM" => "RANSOM <captive senator> or RANSOM NONE, e.g. RANSOM Cornelius",
        "DESERT" => {
            "DESERT <senator> TO ROME, DESERT <senator> TO THE ARMY or DESERT NONE <senator>, e.g. DESERT Fabius TO THE ARMY"
        }
        "CHOOSE" => {
            "CHOOSE <option>: one of the options your call lists, e.g. CHOOSE STEP DOWN or CHOOSE Cornelius"
        }
        _ => "an order; write HELP for the list",
    }
}

/// FOR-22: how to write a Storm at Sea split.
fn units_usage(eliminated: u32, example: &str) -> String {
    format!(
        "write how many of the {eliminated} Legions and Fleets eliminated come from each place, \
         any split, e.g. CHOOSE {example}"
    )
}

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

    /// names.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn name_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::NotInScope {
                written: "Fabius".into(),
                scope: Scope::YourSenators,
                outside: Outside::Senator("Fabius (#2)".into()),
                allowed: vec!["Cornelius (#1)".into(), "Valerius (#3)".into()],
            }),
            "Fabius (#2) is not one of your senators; your senators: Cornelius (#1) or Valerius (#3)"
        );
        assert_eq!(
            words(ReadWhy::NotInScope {
                written: "Val".into(),
                scope: Scope::Electable(rules::api::SenateStage::Censor),
                outside: Outside::Several(vec!["Valerius (#3)".into(), "Valerius (#4)".into()]),
                allowed: vec![],
            }),
            "\"Val\" could be Valerius (#3) or Valerius (#4), but none of them will do; eligible: none"
        );
        assert_eq!(
            words(ReadWhy::NotInScope {
                written: "Brutus".into(),
                scope: Scope::Revolter,
                outside: Outside::Nobody,
                allowed: vec!["Cornelius (#1)".into()],
            }),
            "no senator is called \"Brutus\"; you may revolt with: Cornelius (#1)"
        );
        assert_eq!(
            words(ReadWhy::NameMismatch {
                written: "Fabius (#1)".into(),
                id: "1".into(),
                label: "Cornelius (#1)".into(),
            }),
            "\"Fabius (#1)\" does not fit together: #1 is Cornelius (#1)"
        );
        assert_eq!(
            words(ReadWhy::NoSuchHandCard {
                written: "Mining".into(),
                hand: vec!["Harbor Fees (harbor-fees)".into()],
            }),
            "no card called \"Mining\" in your hand; your hand holds: Harbor Fees (harbor-fees)"
        );
    }

    /// senate.rs and vote_terms.rs: the reasons read as they did when the reader wrote them.
    #[test]
    fn senate_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::TooFewForces {
                in_rome: (2, 0),
                then: Some((4, 1)),
                asked: (5, 1),
            }),
            "Rome has 2 legion(s) and 0 fleet(s) in the Active Forces box (4 and 1 with the forces your earlier proposals raise), not 5 legions and 1 fleet"
        );
        assert_eq!(
            words(ReadWhy::NoProsecutionOfKind {
                accused: "Aemilius (#19)".into(),
                major: true,
            }),
            "Aemilius (#19) may not face a major prosecution now (SEN-24); try MINOR"
        );
        assert_eq!(
            words(ReadWhy::NoSuchReason {
                accused: "Aemilius (#19)".into(),
                major: false,
                written: "theft".into(),
                reasons: vec!["CORRUPT".into(), "MAJOR".into()],
            }),
            "Aemilius (#19) cannot be prosecuted (minor) for \"theft\" (SEN-24); reasons: CORRUPT or MAJOR"
        );
        assert_eq!(
            words(ReadWhy::NoSuchProvince {
                written: "Gaul".into(),
                provinces: vec!["Sicilia".into(), "Sardinia".into()],
            }),
            "no province \"Gaul\" may get a Governor now; provinces: Sicilia, Sardinia"
        );
        assert_eq!(
            words(ReadWhy::PartLeftOut {
                problems: vec![
                    ReadWhy::BuyOverTreasury {
                        n: 3,
                        senator: "Cornelius (#1)".into(),
                        treasury: 2,
                        total: 3,
                    },
                    ReadWhy::UpToNotYes { n: 4 },
                ],
                rest: "VOTE NO".into(),
            }),
            "left out: BUY 3 FROM Cornelius (#1): Cornelius (#1) has 2T in his Personal Treasury, not 3T to buy votes with; UP TO 4: UP TO buys the votes needed for passage: write VOTE YES UP TO <n>; the rest of the line stands: VOTE NO"
        );
        assert_eq!(
            words(ReadWhy::WhichNominee {
                nominees: vec!["Cornelius (#1)".into(), "Fabius (#2)".into()],
                seat: rules::api::ConsulSeat::Rome,
            }),
            "you have 2 nominees (Cornelius (#1) or Fabius (#2)): say which, e.g. PREFER Cornelius (#1) ROME"
        );
        assert_eq!(
            words(ReadWhy::InTerm {
                term: "VOTING ORDER".into(),
                why: Box::new(ReadWhy::NoSuchFaction { n: 7 }),
            }),
            "VOTING ORDER: there is no Faction 7"
        );
    }

    /// interpret.rs, revolt.rs, grain.rs: the reasons read as they did when the reader wrote
    /// them.
    #[test]
    fn interpret_reasons_in_words() {
        assert_eq!(
            words(ReadWhy::SharesOverIncome {
                amount: 4,
                senator: "Cornelius (#1)".into(),
                total: 9,
                income: 8,
                already: vec![(5, "Fabius (#2)".into())],
            }),
            "4T to Cornelius (#1) would give your senators 9T, more than this turn's faction income of 8T (already: 5T to Fabius (#2))"
        );
        assert_eq!(
            words(ReadWhy::PhaseNotOpen {
                keyword: "NOMINATE".into(),
                phase: None,
            }),
            "NOMINATE orders belong to a later phase, which is not open now"
        );
        assert_eq!(
            words(ReadWhy::ForumNotOpen {
                keyword: "PERSUADE".into(),
                may_stand: true,
            }),
            "PERSUADE orders belong to the Forum phase, which is not open now; STANDING <order> keeps one for the rounds where it applies"
        );
        assert_eq!(
            words(ReadWhy::NotPlayableNow {
                card: "Tax Farmer 1".into(),
                playable: vec![],
            }),
            "Tax Farmer 1 cannot be played now; playable now: nothing"
        );
        assert_eq!(
            words(ReadWhy::RevoltAtLeast(Syntax::NotAnAmount {
                written: "many".into()
            })),
            "IF AT LEAST needs a number of Legions: \"many\" is not an amount; amounts are whole talents from 0 to 100000"
        );
        assert_eq!(
            words(ReadWhy::NoSuchGrain {
                written: "Harbor".into(),
                grains: vec!["Sicilian Grain".into(), "Egyptian Grain".into()],
            }),
            "\"Harbor\" is not a grain concession; the grain concessions: Sicilian Grain or Egyptian Grain"
        );
        let read = orders::Accepted {
            line_no: 2,
            text: "PERSUADE Claudius WITH Fabius".into(),
            normalised: "PERSUADE Claudius (#5) WITH Fabius (#2)".into(),
            decision: None,
            own_initiative: Some(2),
            agenda_at: None,
        };
        assert_eq!(
            super::super::read_error::accepted_line(&read),
            "PERSUADE Claudius (#5) WITH Fabius (#2) # for your initiative 2, not for the auctioned one"
        );
    }

    /// grammar.rs: the reasons a line's shape gives, as the reader wrote them (these asserts
    /// were the grammar's own tests when it wrote the words).
    #[test]
    fn grammar_reasons_in_words() {
        use orders::grammar::{LineOutcome, clean_line, parse_line};
        let error = |s: &str| match parse_line(&clean_line(s)) {
            LineOutcome::Error(e) => words(e),
            other => panic!("{s}: {other:?}"),
        };
        assert!(error("INCOME ALL TO Cornelius").contains("TO FACTION"));
        assert!(error("INCOME ALL").contains("FACTION"));
        assert!(error("ASSASSINATE BY Fabius").contains("target is missing"));
        assert!(error("ASSASSINATE Claudius BY Fabius WITH many").contains("Assassin cards"));
        assert!(error("NOMINATE CONSULS Cornelius").contains("AND"));
        assert!(
            error("NOMINATE POPE Cornelius")
                .contains("CONSULS, PONTIFEX, DICTATOR, CENSOR or GOVERNOR")
        );
        assert!(error("NOMINATE DICTATOR Fabius").contains("Master of Horse"));
        assert!(error("PROSECUTE Aemilius BY Claudius").contains("MINOR or MAJOR"));
        assert!(error("PROSECUTE Aemilius MINOR").contains("BY"));
        assert!(error("PROPOSE RAISE lots").contains("\"lots\""));
        assert!(error("PROPOSE RAISE 4").contains("LEGIONS or FLEETS"));
        assert!(error("PROPOSE REPEAL LAND BILL I BY Claudius").contains("SEN-41"));
        assert!(error("PROPOSE LAND BILL IV BY a AND b").contains("type"));
        assert!(error("PROPOSE PEACE").contains("no proposal"));
        assert!(error("ADJOURN now").contains("nothing after it"));
        assert!(error("VOTE MAYBE").contains("YES, NO or ABSTAIN"));
        assert!(error("VOTE YES BUY 3").contains("FROM"));
        assert!(error("VOTE YES BUY 3 FROM").contains("senator"));
        assert!(error("VOTE YES UP 3").contains("UP TO"));
        assert!(error("VOTE YES please").contains("\"please\""));
        assert!(error("TRIBUNE Cornelius").contains("TRIBUNE PROPOSE"));
        assert!(error("PREFER Cornelius").contains("ROME or FIELD"));
        assert!(error("RETURN home").contains("RETURN FORCES"));
        assert!(error("TRIBUNE PROPOSE ADJOURN").contains("SEN-10"));
        assert!(error("TRIBUNE PROSECUTE Fabius MINOR BY Claudius").contains("SEN-10"));
        assert!(error("APPOINT CENSOR Fabius").contains("APPOINT DICTATOR"));
        assert!(error("MOTION").contains("MOTION <your motion>"));
        assert!(error("PLAY Seduction").contains("PLAY SEDUCTION ON <target> WITH"));
        assert!(error("PLAY INFLUENCE PEDDLING").contains("name the opponent"));
        assert!(error("PERSUADE Claudius").contains("WITH"));
        assert!(error("PERSUADE WITH Cornelius").contains("target"));
        assert!(error("PERSUADE Claudius WITH").contains("persuader"));
        assert!(error("PERSUADE Claudius WITH Cornelius BRIBE").contains("amount"));
        assert!(error("PERSUADE Claudius WITH Cornelius BRIBE lots").contains("\"lots\""));
        assert!(error("PERSUADE Claudius WITH Cornelius BRIBE 3 now").contains("\"now\""));
        assert!(error("KNIGHTS").contains("senator"));
        assert!(error("KNIGHTS SPEND 2").contains("senator"));
        assert!(error("KNIGHTS Fabius SPEND").contains("amount"));
        assert!(error("PRESSURE KNIGHTS OF Fabius").contains("how many"));
        assert!(error("PRESSURE 0 KNIGHTS OF Fabius").contains("at least 1"));
        assert!(error("PRESSURE 2 Fabius").contains("KNIGHTS OF"));
        assert!(error("PRESSURE 2 KNIGHTS Fabius").contains("OF"));
        assert!(error("GAMES Fabius").contains("SLICE"));
        assert!(error("GAMES Fabius FEAST").contains("SLICE"));
        assert!(error("GAMES SLICE").contains("sponsor"));
        assert!(error("COUNTERBRIBE 5 Claudius").contains("ON must follow"));
        assert!(error("COUNTERBRIBE 5 ON").contains("target"));
        assert!(error("BRIBE ON Claudius").contains("\"ON\""));
        assert!(error("BID 4").contains("FROM"));
        assert!(error("BID 4 FROM").contains("senator"));
        assert!(error("BID 4 FROM Cornelius IF Claudius").contains("PERSUASION OF"));
        assert!(error("BID 4 FROM Cornelius IF PERSUASION OF FAILS").contains("target"));
        assert!(error("NO KNIGHTS today").contains("nothing after it"));
        let e = error("INCOME five TO Cornelius");
        assert!(
            e.contains("\"five\"") && e.contains("INCOME <amount> TO"),
            "{e}"
        );
        assert!(error("INCOME 3 Cornelius").contains("TO must follow"));
        assert!(error("INCOME 3").contains("missing"));
        assert!(error("INCOME 3 TO").contains("missing"));
        assert!(error("INCOME 3 TO State").contains("CONTRIBUTE"));
        assert!(error("CONTRIBUTE 10 Fabius").contains("FROM"));
        assert!(error("CONTRIBUTE 10 FROM FACTION").contains("Personal Treasury"));
        assert!(error("TRANSFER 4 TO Fabius").contains("FROM and TO"));
        assert!(error("TRANSFER 4 x FROM a TO b").contains("FROM must follow"));
        assert!(error("SPOILS Aemilius maybe").contains("YES or NO"));
        assert!(error("SPOILS YES").contains("governor"));
        assert!(error("LEADER").contains("senator"));
        assert!(error("PLAY").contains("card"));
        assert!(error("PLAY ON Cornelius").contains("card"));
        assert!(error("PLAY Tax Farmer 1 ON").contains("senator"));
        assert!(error("INCOME 2.5 TO Cornelius").contains("whole"));
        assert!(error("INCOME 200000 TO Cornelius").contains("100000"));
        assert_eq!(
            error("INCOME five TO Cornelius"),
            "\"five\" is not an amount; amounts are whole talents from 0 to 100000; expected INCOME <amount> TO FACTION|<senator> or INCOME ALL TO FACTION, e.g. INCOME 3 TO Cornelius"
        );
        assert_eq!(
            error("STANDING VOTE YES BUY lots FROM Cornelius"),
            "in STANDING: after BUY: \"lots\" is not an amount; amounts are whole talents from 0 to 100000; expected VOTE YES|NO|ABSTAIN [BUY <n> FROM <senator>] [UP TO <n>], VOTE <senator> YES|NO|ABSTAIN or NO VOTE, e.g. VOTE YES BUY 3 FROM Cornelius"
        );
        // Fixed: the reader wrote "the first of the the consuls".
        assert_eq!(
            error("NOMINATE CONSULS AND Fabius"),
            "the first of the consuls is missing before AND; expected NOMINATE CONSULS <senator> AND <senator>, NOMINATE CENSOR <senator> or NOMINATE DICTATOR <senator> MASTER OF HORSE <senator>, e.g. NOMINATE CONSULS Cornelius AND Fabius"
        );
        assert_eq!(
            error("PLAY Seduction"),
            "Seduction is played with your persuasion attempt: PLAY SEDUCTION ON <target> WITH <persuader> [BRIBE <amount>], or PERSUADE <target> WITH <persuader> SEDUCTION; expected PLAY <card> [ON <senator>], e.g. PLAY Scipio or PLAY TAX FARMER 1 ON Cornelius"
        );
        assert_eq!(
            error("NO KNIGHTS today"),
            "NO KNIGHTS takes nothing after it, but \"today\" follows; expected NO PERSUASION, NO KNIGHTS, NO GAMES, NO LEADER CHANGE, NO BRIBES, NO COUNTERBRIBES, NO BID, NO PROPOSALS, NO VOTE, NO VETO, NO TRIBUNE, NO APPEAL, NO APPOINTMENT, NO ASSASSINATION or NO BODYGUARDS"
        );
    }
}
