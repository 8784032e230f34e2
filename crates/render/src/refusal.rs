//! Refusals in words: a `RuleError` or an `Illegal` reason, with names from the card data and
//! the view, never ids or keys; the rule ID at the end, where it helps a player look it up.

use super::describe::proposal_words;
use super::names::Names;
use super::words::{and_list, count, forces, or_list, roman, sentence};
use rules::{Act, DecisionKind, Illegal, PurseOf, RuleError, SenateStage};

/// A refusal as a player reads it: one or more sentences, the rule ID in parentheses.
pub fn refusal(e: &RuleError, n: &Names) -> String {
    match e {
        RuleError::Illegal { rule, why } => {
            format!("{} ({rule}).", illegal(why, n).trim_end_matches('.'))
        }
        RuleError::NoSuchDecision(_) => {
            "That question is no longer open: the round it belonged to has been resolved."
                .to_string()
        }
        RuleError::NotYourDecision => "That question is another faction's.".to_string(),
        RuleError::WrongKind { expected } => format!(
            "These orders do not answer the question asked, which wants {}.",
            wants(*expected)
        ),
        RuleError::NotImplemented(rule, _) => {
            format!("The referee cannot do that yet: rule {rule} is not implemented.")
        }
        RuleError::Data(_) => {
            "The referee's card data is broken; the GM has to look into it.".to_string()
        }
    }
}

/// What a decision of this kind wants, in words.
fn wants(k: DecisionKind) -> &'static str {
    match k {
        DecisionKind::SetupPlays => "your Faction Leader and initial card plays",
        DecisionKind::Revenue => "your revenue orders (income, transfers, contributions)",
        DecisionKind::Initiative => {
            "your initiative orders (persuasion, knights, games, Faction Leader)"
        }
        DecisionKind::Bribes => "your bribes and counter-bribes",
        DecisionKind::InitiativeBid => "your bid for the auctioned initiative",
        DecisionKind::SenateProposals => "the presiding magistrate's proposals",
        DecisionKind::SenateVote => "your vote on the proposal on the floor",
        DecisionKind::Bodyguards => "your Secret Bodyguards against the assassination roll",
        DecisionKind::Revolution => "your Revolution Phase plays and discards",
        DecisionKind::Trades => "your trades of Faction cards",
        DecisionKind::Ransom => "your ransom orders",
        DecisionKind::Choice => "your choice",
        DecisionKind::DictatorAppointment => "your Consul's appointment of a Dictator",
    }
}

/// What a senator was asked to do, as "cannot …" words.
fn act_words(a: Act) -> &'static str {
    match a {
        Act::ReceiveIncome => "receive talents",
        Act::SendTalents => "send talents for you",
        Act::Contribute => "contribute for you",
        Act::Bid => "bid for you",
        Act::Persuade => "persuade for you",
        Act::AttractKnights => "attract Knights for you",
        Act::PressureKnights => "pressure Knights for you",
        Act::SponsorGames => "sponsor games for you",
        Act::LeadFaction => "be your Faction Leader",
        Act::HoldConcession => "receive your Concession",
        Act::TakePartInTheSenate => "take part in this business of the Senate",
        Act::BuyVotes => "buy votes with his Talents",
        Act::KeepBodyguard => "receive an Open Bodyguard",
    }
}

fn stage_words(s: SenateStage) -> &'static str {
    match s {
        SenateStage::Consuls => "the consular elections",
        SenateStage::Pontifex => "the election of the Pontifex Maximus",
        SenateStage::Dictator => "the election of a Dictator",
        SenateStage::Censor => "the Censor's election",
        SenateStage::Prosecutions => "the prosecutions",
        SenateStage::Governors => "the Governors' elections",
        SenateStage::OtherBusiness => "other business",
    }
}

fn talents(n: impl Into<i64>) -> String {
    format!("{}T", n.into())
}

/// A reason in words: one or more full sentences, without the rule ID.
pub fn illegal(why: &Illegal, n: &Names) -> String {
    let s = |id: &rules::SenatorId| n.senator(id);
    let text = match why {
        Illegal::NoSuchSenator { .. } => {
            "That Senator is not in play (he may have died or left)".to_string()
        }
        Illegal::NoSuchFaction { faction } => format!("There is no {}", n.faction(*faction)),
        Illegal::RulingAlreadyMade { index } => format!(
            "Ruling {} was already made at this point of the game; an override must come before it",
            index + 1
        ),
        Illegal::NothingToSubstitute => "The GM can put a proposal in place of the presiding \
             magistrate's only while the magistrate is asked for proposals or his own proposal \
             is on the floor, and with at least one proposal"
            .to_string(),
        Illegal::NotYourSenator { senator, act } => format!(
            "{} is not one of your Senators, so he cannot {}",
            s(senator),
            act_words(*act)
        ),
        Illegal::NotInRome { senator, act } => format!(
            "{} is not in Rome, so he cannot {}",
            s(senator),
            act_words(*act)
        ),
        Illegal::Captive { senator, act } => format!(
            "{} is a captive and his Personal Treasury is frozen, so he cannot {}",
            s(senator),
            act_words(*act)
        ),
        Illegal::NotAligned { senator, act } => format!(
            "{} belongs to no faction, so he cannot {}",
            s(senator),
            act_words(*act)
        ),
        Illegal::NoLongerYours { senator, act } => format!(
            "{} is no longer your Senator in Rome, so he cannot {}",
            s(senator),
            act_words(*act)
        ),
        Illegal::SenatorTwice { senator } => format!("{} is named twice", s(senator)),
        Illegal::CardTwice { card } => format!("{} is named twice", n.card(card)),
        Illegal::PlayerCount { players } => {
            format!("A game needs 3 to 6 players, not {players}")
        }
        Illegal::StandingWrongKind { kind } => format!(
            "A standing order for this question must be {}",
            wants(*kind)
        ),
        Illegal::StandingVoteOnOwnSenator { senator } => format!(
            "A standing vote never decides a vote on your own Senator, and this one is the \
             prosecution of {}: vote on it yourself",
            s(senator)
        ),
        Illegal::NotAVictor { senator, may } => format!(
            "{} cannot revolt: only a commander with a Land Victory this turn may (with Rebel \
             Governors, advanced rule 2.03, also a Governor in the Province he governs, not one \
             ruling through a Legate). You may revolt with {}",
            s(senator),
            or_list(&may.iter().map(s).collect::<Vec<_>>(), "no one")
        ),
        Illegal::RevoltUnderway { rebel } => format!(
            "{} is already in Revolt: nobody else may revolt until he dies",
            s(rebel)
        ),
        Illegal::NoMasterOfHorse { commander } => format!(
            "{} is no Dictator with a Master of Horse: he may spend only his own talents on his \
             Legions' loyalty",
            s(commander)
        ),
        Illegal::ConsulForLifeNoRebel { senator } => format!(
            "{} is Consul for Life and may not become a Rebel (LR 1.09.823)",
            s(senator)
        ),
        Illegal::NotASecondary { senator, rebel } => format!(
            "{} cannot join the Revolt of {}: only the other Senators of his faction may",
            s(senator),
            s(rebel)
        ),
        Illegal::NoRebel => "no Rebel marches on Rome".to_string(),
        Illegal::NoRebelInProvince { province } => format!(
            "no Rebel Governor holds {province} against Rome: Rome attacks a Rebel Province only \
             while its Governor stays there, not while he marches on Rome or his Forces are at \
             sea or in Italy"
        ),
        Illegal::RebelStaysInProvince { province } => format!(
            "the Rebel stays in {province}, not in Italy: send the Army against his Province \
             (SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO THE REBEL IN {province})"
        ),
        Illegal::RebelProvinceFleetSupport { needs, fleets } => format!(
            "the Rebel Province's Fleet Strength is {needs}: Rome must commit as many Fleets in \
             support, not {fleets}"
        ),
        Illegal::RebelAlreadyFaced { commander } => format!(
            "{} already faces the Rebel with an Army of the Senate",
            s(commander)
        ),
        Illegal::RebelNeedsLegions => {
            "an Army sent against the Rebel needs at least one Legion".to_string()
        }
        Illegal::RebelCannotReceive { senator } => format!(
            "{} is in Revolt: he may not receive money from a Faction Treasury or a loyal Senator",
            s(senator)
        ),
        Illegal::RebelCannotSend { senator } => format!(
            "{} is in Revolt: his talents may go only to another Rebel, not to a Faction Treasury, a loyal Senator or the State",
            s(senator)
        ),
        Illegal::LoyaltyShort {
            commander,
            spend,
            have,
        } => format!(
            "{} cannot spend {spend}T on his Legions' loyalty: he holds {have}T",
            s(commander)
        ),
        Illegal::NotAStatesman { card } => format!("{} is not a Statesman", n.card(card)),
        Illegal::StatesmanNotInHand { card } => {
            format!("{} is not a Statesman in your hand", n.card(card))
        }
        Illegal::ConcessionNotInHand { card } => {
            format!("{} is not a Concession in your hand", n.card(card))
        }
        Illegal::RelatedStatesmanInPlay { card, other } => format!(
            "{} cannot be played while the related Statesman {} is in play",
            n.card(card),
            s(other)
        ),
        Illegal::FamilyInOtherFaction { card, family } => format!(
            "{} cannot be played: his family card, {}, belongs to another faction",
            n.card(card),
            s(family)
        ),
        Illegal::SameFamilyStatesmen { card } => format!(
            "{} cannot be played together with another Statesman of his family",
            n.card(card)
        ),
        Illegal::NotDiscardable { card, discardable } => format!(
            "{} is not a card you keep after your plays. You may discard {}",
            n.card(card),
            or_list(
                &discardable.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            )
        ),
        Illegal::DiscardCount {
            holding,
            need,
            given,
            limit,
            discardable,
        } => format!(
            "After your plays you hold {}, so you must discard exactly {need} to keep the hand \
             limit of {limit}, not {given}. You may discard {}",
            count(*holding, "card", "cards"),
            or_list(
                &discardable.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            )
        ),
        Illegal::IncomeOverspent { given, income } => format!(
            "You give {} of income to your Senators, but your faction's income this turn is {}",
            talents(i64::try_from(*given).unwrap_or(i64::MAX)),
            talents(*income)
        ),
        Illegal::TransferToItself { n: k } => {
            format!("Transfer {k} sends talents from a purse to the same purse")
        }
        Illegal::TransferShort {
            n: k,
            amount,
            from,
            have,
        } => format!(
            "Transfer {k} moves {} but {} holds only {} at that point (income comes first, then \
             the transfers in the order you wrote them)",
            talents(*amount),
            match from {
                PurseOf::Faction(_) => "your Faction Treasury".to_string(),
                PurseOf::Senator(id) => s(id),
            },
            talents(i64::try_from(*have).unwrap_or(i64::MAX))
        ),
        Illegal::NoUpkeepOwed => {
            "Your faction has no Rebel owing maintenance this turn: UPKEEP has nothing to pay"
                .to_string()
        }
        Illegal::UpkeepNotRebel { senator } => format!(
            "{} is not in Revolt: the Rebel's maintenance comes from his Personal Treasury, a \
             Secondary Rebel's or your Faction Treasury",
            s(senator)
        ),
        Illegal::UpkeepShort { amount, from, have } => format!(
            "Your upkeep line takes {} from {}, which holds only {} at that point (the lines are \
             paid in the order you wrote them)",
            talents(*amount),
            match from {
                PurseOf::Faction(_) => "your Faction Treasury".to_string(),
                PurseOf::Senator(id) => s(id),
            },
            talents(i64::try_from(*have).unwrap_or(i64::MAX))
        ),
        Illegal::UpkeepOverpaid { given, owed } => format!(
            "Your upkeep lines pay {}, more than the {} of maintenance your Rebel owes",
            talents(i64::try_from(*given).unwrap_or(i64::MAX)),
            talents(*owed)
        ),
        Illegal::SecondContribution { senator } => format!(
            "{} may make only one contribution in a Revenue Phase",
            s(senator)
        ),
        Illegal::ContributionShort {
            senator,
            amount,
            have,
        } => format!(
            "{} cannot contribute {}: his Personal Treasury holds only {} after income and \
             transfers",
            s(senator),
            talents(*amount),
            talents(i64::try_from(*have).unwrap_or(i64::MAX))
        ),
        Illegal::NotYourGovernor { senator } => format!(
            "{} is not one of your Governors who may take Provincial Spoils this turn",
            s(senator)
        ),
        Illegal::SecondSpoilsChoice { senator } => {
            format!("{} is given two spoils choices; give one", s(senator))
        }
        Illegal::NotPersuadable { senator } => format!(
            "{} cannot be persuaded: the targets are unaligned Senators in the Forum and other \
             factions' Senators in Rome who are not Faction Leaders",
            s(senator)
        ),
        Illegal::PersuaderGone { senator, faction } => format!(
            "{} is no longer a Senator of {} in Rome",
            s(senator),
            n.faction(*faction)
        ),
        Illegal::TargetGone { senator, faction } => format!(
            "{} can no longer be persuaded by {}",
            s(senator),
            n.faction(*faction)
        ),
        Illegal::PressureRange { senator, knights } => format!(
            "{} has {}; pressure from 1 to {knights}",
            s(senator),
            count(*knights, "Knight", "Knights")
        ),
        Illegal::Overspent {
            senator,
            spend,
            have,
        } => format!(
            "{} would spend {} (bribe, knights and games together) but his Personal Treasury \
             holds {}",
            s(senator),
            talents(i64::try_from(*spend).unwrap_or(i64::MAX)),
            talents(*have)
        ),
        Illegal::CannotPay {
            senator,
            amount,
            have,
        } => format!(
            "{} cannot pay {} any more: his Personal Treasury holds {}",
            s(senator),
            talents(*amount),
            talents(*have)
        ),
        Illegal::NoKnights { senator } => {
            format!("{} has no Knights left to pressure", s(senator))
        }
        Illegal::NotAnAttemptTarget { senator } => format!(
            "No persuasion attempt on {} is open in this round",
            s(senator)
        ),
        Illegal::BribeBeyondTreasury { persuader, free } => format!(
            "{} can add at most {} more from his Personal Treasury",
            s(persuader),
            talents(*free)
        ),
        Illegal::CounterBribesShort { total, treasury } => format!(
            "Your counter-bribes add up to {} but your Faction Treasury holds {}",
            talents(i64::try_from(*total).unwrap_or(i64::MAX)),
            talents(*treasury)
        ),
        Illegal::BidBeyondTreasury { senator, bid, have } => format!(
            "{} cannot bid {}: his Personal Treasury holds {}",
            s(senator),
            talents(*bid),
            talents(*have)
        ),
        Illegal::BidConditionNotATarget { senator, targets } => format!(
            "A bid may depend only on this turn's persuasion attempts, and none is on {}. The \
             targets are {}",
            s(senator),
            and_list(&targets.iter().map(s).collect::<Vec<_>>(), "none")
        ),
        Illegal::TooManyProposals { max } => {
            format!("At most {max} proposals may be queued at once")
        }
        Illegal::Proposal { proposal, why } => format!(
            "{} cannot be put to the vote. {}",
            sentence(&proposal_words(proposal, n)).trim_end_matches('.'),
            illegal(why, n)
        ),
        Illegal::SenateNotInSession => "The Senate is not in session".to_string(),
        Illegal::WrongBusiness { stage, belongs_to } => format!(
            "The Senate is at {}, and this belongs to {}",
            stage_words(*stage),
            stage_words(*belongs_to)
        ),
        Illegal::ProposalBarred => {
            "This proposal was defeated or vetoed this turn and may not be put again".to_string()
        }
        Illegal::ConsulsNotTwo => "Two different Senators must be nominated Consuls".to_string(),
        Illegal::MasterOfHorseIsDictator => {
            "The Master of Horse must be another Senator than the Dictator".to_string()
        }
        Illegal::OwnProsecutor => "The accused cannot be his own Prosecutor".to_string(),
        Illegal::SponsorIsCosponsor => {
            "The Sponsor and the Co-sponsor must be two different Senators".to_string()
        }
        Illegal::GarrisonOfNone => "A garrison needs at least one Legion".to_string(),
        Illegal::RaiseNothing => "Raise at least one Legion or Fleet".to_string(),
        Illegal::ReinforceWithNothing => "Send at least one Legion or Fleet".to_string(),
        Illegal::UnitLimit {
            max,
            legions,
            fleets,
        } => {
            if *legions == 0 && *fleets == 0 {
                format!("At most {max} Legions and {max} Fleets exist")
            } else {
                format!(
                    "At most {max} Legions and {max} Fleets may exist, and Rome has {} already",
                    forces(*legions, *fleets)
                )
            }
        }
        Illegal::NoSuchWar { .. } => "There is no such war".to_string(),
        Illegal::NoSuchConcession { .. } => "There is no such concession".to_string(),
        Illegal::LandBillType { level, repeal } => {
            if *repeal {
                format!(
                    "Only Type II and III Land Bills may be repealed, not type {}",
                    roman(*level)
                )
            } else {
                "Land Bills are of Type I, II or III".to_string()
            }
        }
        Illegal::NotConsulCandidate { senator } => format!(
            "{} may not be elected Consul: the candidates are aligned Senators in Rome who are \
             not Consul or Dictator now and hold no other Major Office (no Senator holds two; \
             the Censor or the Master of Horse may stand, leaving his office; the Pontifex \
             Maximus may not)",
            s(senator)
        ),
        Illegal::NotPontifexCandidate { senator } => format!(
            "{} may not be elected Pontifex Maximus: he holds a Major Office, and no Senator \
             holds two",
            s(senator)
        ),
        Illegal::NoDictatorCondition => "A Dictator may be elected only with 3 Active Wars or \
                                         one of strength 20 or more"
            .to_string(),
        Illegal::NotDictatorCandidate { senator } => format!(
            "{} is not eligible: a Dictator or Master of Horse is an aligned Senator in Rome \
             with no Major Office but Censor",
            s(senator)
        ),
        Illegal::NotCensorCandidate { senator } => format!(
            "{} may not be elected Censor: the candidates are aligned Senators in Rome with a \
             Prior Consul marker and no Major Office but Censor",
            s(senator)
        ),
        Illegal::PontifexExists => "Rome already has a Pontifex Maximus".to_string(),
        Illegal::NotPontifex { senator } => format!(
            "{} is not the Pontifex Maximus: only the holder of the office may be recalled",
            s(senator)
        ),
        Illegal::PriestNotYours => "Only the faction of the Pontifex Maximus, while he is in \
             Rome, assigns a Priesthood"
            .to_string(),
        Illegal::PriestDoneThisPhase => {
            "The Pontifex Maximus has already assigned a Priesthood in this Senate Phase (one \
             each Senate Phase)"
                .to_string()
        }
        Illegal::PriestIsPontifex => {
            "The Pontifex Maximus may not make himself a Priest".to_string()
        }
        Illegal::PriestNotInRome { senator } => format!(
            "{} is not in Rome: a Priesthood goes to a Senator present in Rome",
            s(senator)
        ),
        Illegal::AlreadyPriest { senator } => format!(
            "{} is already a Priest (one Priest marker each)",
            s(senator)
        ),
        Illegal::NotPriest { senator } => format!(
            "{} is not a Priest, so his Priesthood cannot be reassigned",
            s(senator)
        ),
        Illegal::PriestMarkersOut { max } => format!(
            "All {max} Priest markers are in use: reassign one, PRIEST <senator> FROM <priest>"
        ),
        Illegal::GovernorElectedThisTurn { province, governor } => format!(
            "{} was elected Governor of {} this turn and may not be replaced before next turn",
            n.senator(governor),
            n.province(province)
        ),
        Illegal::RebelGovernorNotRecalled { province, governor } => format!(
            "{}, Governor of {}, is in Revolt: only a Governor who is not a Rebel can be \
             replaced by electing a new one",
            n.senator(governor),
            n.province(province)
        ),
        Illegal::ProvinceNotElectable { province } => format!(
            "{} is not a Province in the Forum, nor one whose Governor may be replaced this turn",
            n.province(province)
        ),
        Illegal::GovernorsTooFew => {
            "a proposal of several Governorships names two or more Senators, each FOR a Province"
                .to_string()
        }
        Illegal::GovernorNamedTwice { senator } => format!(
            "{} is named for two Provinces: a Senator governs one Province",
            s(senator)
        ),
        Illegal::ProvinceNamedTwice { province } => format!(
            "{} is named twice: each Province gets one Governor",
            n.province(province)
        ),
        Illegal::NotGovernorCandidate { senator } => format!(
            "{} may not govern: Governors are Senators in Rome (or unaligned in the Forum) \
             without a Major Office",
            s(senator)
        ),
        Illegal::RebelProvince { province, governor } => format!(
            "{} is governed by {}, who is in Revolt: its Garrison can be neither sent nor \
             recalled",
            n.province(province),
            n.senator(governor)
        ),
        Illegal::NotGoverned { province, governed } => format!(
            "{} is not a governed Province. The governed Provinces are {}",
            n.province(province),
            and_list(
                &governed.iter().map(|p| n.province(p)).collect::<Vec<_>>(),
                "none"
            )
        ),
        Illegal::GarrisonRegularOnly { regular } => format!(
            "Only regular Legions garrison a Province, and {} in Rome",
            match regular {
                0 => "there are none".to_string(),
                1 => "there is 1".to_string(),
                k => format!("there are {k}"),
            }
        ),
        Illegal::NoRecruitment => {
            "No Recruitment: no Legions or Fleets may be raised this turn".to_string()
        }
        Illegal::RaiseCost {
            cost,
            state_treasury,
        } => format!(
            "That costs {} and the State Treasury holds {}",
            talents(*cost),
            talents(*state_treasury)
        ),
        Illegal::NoForceAway { senator } => {
            format!("{} commands no Force away from Rome", s(senator))
        }
        Illegal::DisbandTooMany { legions, fleets } => format!(
            "Only units in the Active Forces box may be disbanded, and Rome has {} there",
            forces(*legions, *fleets)
        ),
        Illegal::RaisedAndDisbanded { legions } => format!(
            "{} raised and disbanded in the same Senate Phase",
            if *legions {
                "Legions may not be"
            } else {
                "Fleets may not be"
            }
        ),
        Illegal::NoUnitsNamed => "Name at least one Legion or Fleet".to_string(),
        Illegal::RecallMoreThanForce { legions, fleets } => {
            format!("The Force has only {}", forces(*legions, *fleets))
        }
        Illegal::RecallBelowMinimum => "What stays must still be able to fight: at least one \
            Legion for a land battle, one Fleet for a naval battle, and the war's Fleet Support"
            .to_string(),
        Illegal::GarrisonShort { province, garrison } => format!(
            "{} has a garrison of {}",
            n.province(province),
            forces(*garrison, 0)
        ),
        Illegal::GarrisonSentThisTurn { province } => format!(
            "The garrison of {} was sent this turn and may not be recalled before the next",
            n.province(province)
        ),
        Illegal::RecallSameTurn => {
            "A Commander sent or reinforced this turn may not be recalled".to_string()
        }
        Illegal::ReinforceSameTurn => {
            "A Commander who left this turn may not be reinforced".to_string()
        }
        Illegal::LandBillProposedTwice { level } => format!(
            "A Type {} Land Bill was already proposed this turn",
            roman(*level)
        ),
        Illegal::LandBillsAtLimit { level, in_effect } => format!(
            "{} of Type {} in effect already, the most allowed",
            count(*in_effect, "Land Bill", "Land Bills"),
            roman(*level)
        ),
        Illegal::SecondRepeal => "Only one repeal may be proposed in a turn".to_string(),
        Illegal::NoLandBillInEffect { level } => {
            format!("No Type {} Land Bill is in effect", roman(*level))
        }
        Illegal::RepealSponsorPopularity { need } => {
            format!("The Sponsor needs a Popularity of {need} to bear the loss of a repeal")
        }
        Illegal::ConcessionNotInForum { concession } => {
            format!("{} is not in the Forum", n.concession(concession))
        }
        Illegal::ConcessionVoted { concession } => format!(
            "{} was voted on already this turn",
            n.concession(concession)
        ),
        Illegal::NomineeProposalNotAsked => "only a consular nominee's faction may name a Censor \
             nominee with its vote, and only the Censor nominee's faction his prosecutions (S004, \
             PB-09 / PB-10); other proposals go to the presiding magistrate's call"
            .to_string(),
        Illegal::CommanderTwiceInPackage { senator } => format!(
            "{} is sent twice: a package sends each Commander once (SEN-44)",
            s(senator)
        ),
        Illegal::NoUncommandedForce { war } => format!(
            "no Force without a Commander waits on the {} (SEN-45)",
            n.war(war)
        ),
        Illegal::ConcessionGroupedTwice { concession } => format!(
            "{} is named twice: a group proposal assigns different Concessions",
            n.concession(concession)
        ),
        Illegal::ConcessionNeedsLandBill { concession } => format!(
            "{} may be granted only while a Land Bill is in effect",
            n.concession(concession)
        ),
        Illegal::RhodianNotRejectable => "The Rhodian Alliance may be rejected only in the \
                                          Senate Phase of the turn it came into play"
            .to_string(),
        Illegal::ConsulForLifeInfluence { senator, influence } => format!(
            "{} has {influence} Influence; a nominee for Consul for Life needs at least 21",
            n.senator(senator)
        ),
        Illegal::ConsulForLifeTwice => {
            "Consul for Life may be proposed only once per turn".to_string()
        }
        Illegal::ConsulForLifeNotNow => "Consul for Life may be proposed only after the \
                                         consular elections, and not during the prosecutions"
            .to_string(),
        Illegal::ConsulForLifeExists => "There is a Consul for Life already".to_string(),
        Illegal::UpToForOwnConsulForLife => "On Consul for Life the Presiding Magistrate may \
                                             not vote YES UP TO a sum for his own faction's \
                                             nominee; name the votes bought with BUY"
            .to_string(),
        Illegal::ActiveForcesShort { legions, fleets } => format!(
            "The Active Forces in Rome hold only {}",
            forces(*legions, *fleets)
        ),
        Illegal::VeteransShort {
            loyal_to,
            wanted,
            held,
        } => format!(
            "The units it takes from hold {held} Veteran Legion(s){}, not the {wanted} named",
            loyal_to
                .as_ref()
                .map(|l| format!(" owing allegiance to {}", s(l)))
                .unwrap_or_default()
        ),
        Illegal::VeteransBeyondLegions { veterans, legions } => {
            format!("{veterans} Veteran Legion(s) are named among only {legions} Legion(s) sent")
        }
        Illegal::NotCommander { senator } => format!(
            "{} may not command: only the Field Consul (first), the Rome Consul and the \
             Dictator are sent",
            s(senator)
        ),
        Illegal::WarNotInPlay { war } => format!(
            "The {} is not an Active, Inactive or Imminent war",
            n.war(war)
        ),
        Illegal::NavalBattleFirst { war } => format!(
            "The {} must first be fought at sea: send at least one Fleet",
            n.war(war)
        ),
        Illegal::LandBattleNeedsLegion { war } => format!(
            "A land battle against the {} needs at least one Legion",
            n.war(war)
        ),
        Illegal::FleetSupport { war, support } => format!(
            "The {} needs the support of {}",
            n.war(war),
            count(*support, "Fleet", "Fleets")
        ),
        Illegal::EarlierWarFirst { war } => {
            format!("The earlier {} must be attacked first", n.war(war))
        }
        Illegal::NoCensor => "There is no Censor to bring prosecutions".to_string(),
        Illegal::OnlyCensorProsecutes => "Only the Censor brings prosecutions".to_string(),
        Illegal::ProsecutionLimit => {
            "The Censor may hold two Minor or one Major prosecution in a turn".to_string()
        }
        Illegal::NotAccusable { senator, major } => {
            if *major {
                format!(
                    "{} may not face a Major prosecution: that needs a Major marker, and no one \
                     is tried twice for the same reason in a turn",
                    s(senator)
                )
            } else {
                format!(
                    "{} may not be prosecuted now: that needs a Major or Corrupt marker or a \
                     Concession whose corrupt bar is revealed, and no one is tried twice for the \
                     same reason in a turn",
                    s(senator)
                )
            }
        }
        Illegal::NotProsecutor { senator } => format!(
            "{} may not be Prosecutor: the Prosecutor is an aligned Senator in Rome, not the \
             Censor",
            s(senator)
        ),
        Illegal::NoAbstentionOnLandBill => {
            "No one abstains on a Land Bill or its repeal: vote YES or NO".to_string()
        }
        Illegal::NotVoting { senator } => {
            format!("{} does not vote for your faction in Rome", s(senator))
        }
        Illegal::VotesBeyondTreasury { senator, have } => {
            format!("{} has only {} to buy votes", s(senator), talents(*have))
        }
        Illegal::BoughtVotesAbstain { senator } => format!(
            "{} abstains, and bought votes must be cast YES or NO",
            s(senator)
        ),
        Illegal::TermsMisplaced => "The conditional-vote right and an order of voting are \
                                    announced with a proposal the presiding magistrate puts, \
                                    not with an adjournment nor a Tribune's proposal"
            .to_string(),
        Illegal::VotingOrderTwice { faction } => format!(
            "{} is named twice in the order of voting",
            n.faction(*faction)
        ),
        Illegal::UpToOnlyPresiding => {
            "Only the Presiding Magistrate's faction, or the player he gave that right to with \
             his proposal, may vote UP TO a sum"
                .to_string()
        }
        Illegal::AccusedVotesFirst { senator } => format!(
            "{} is accused: his faction votes first in his prosecution, whatever the others \
             vote, so it may not vote UP TO a sum",
            s(senator)
        ),
        Illegal::PresidingTreasuryShort { have } => format!(
            "The Presiding Magistrate has only {} in his Personal Treasury",
            talents(*have)
        ),
        Illegal::NoTribune => {
            "You hold no Tribune card, or this proposal cannot be vetoed".to_string()
        }
        Illegal::NoTribuneToPropose => "You hold no Tribune card, and none of your Statesmen has \
             his own Tribune left this turn, to put a proposal on the floor"
            .to_string(),
        Illegal::OneTribuneOnly => {
            "A veto and a proposal each take a Tribune, and you hold only one".to_string()
        }
        Illegal::NotProposableByTribune => {
            "A Tribune cannot propose a prosecution or the adjournment of the Senate".to_string()
        }
        Illegal::NotAccused => "Only the accused's faction may appeal to the People".to_string(),
        Illegal::NoBequestWaiting => {
            "No Bequest waits in the Forum to be sent for (or the Senate sent for it already)"
                .to_string()
        }
        Illegal::NoFieldConsulInRome => {
            "The Field Consul must be in Rome, commanding no Force, to collect a Bequest"
                .to_string()
        }
        Illegal::NotRevenuePhase => {
            "The Open Bodyguard may be played only during the Revenue Phase".to_string()
        }
        Illegal::BodyguardNotInRome { senator } => format!(
            "The Open Bodyguard is played on one of your Senators in Rome; {} is not in Rome",
            n.senator(senator)
        ),
        Illegal::BodyguardAlready { senator } => {
            format!("{} already has an Open Bodyguard", n.senator(senator))
        }
        Illegal::KnightsProscribed => "Your faction proscribed the Knights and may not recruit \
                                       Knights any more"
            .to_string(),
        Illegal::ProscriptionAfterCivilWar => {
            "Proscription is played right after a Civil War victory: you will be asked then, and \
             answer with CHOOSE PROSCRIPTION"
                .to_string()
        }
        Illegal::LawNotDiscardable { card, discardable } => format!(
            "Advanced rule 2.06 Passing Laws: the {} cannot be discarded while you hold another \
             card to discard; you may discard {}",
            n.card(card),
            or_list(
                &discardable.iter().map(|c| n.card(c)).collect::<Vec<_>>(),
                "nothing"
            )
        ),
        Illegal::RevoltFleetsWithoutRebelGovernors { commander } => format!(
            "{} cannot KEEP FLEETS: only with the Advanced rule 2.03 Rebel Governors does a \
             commander dice for his Fleets' loyalty; otherwise they return to the Active Forces \
             when he revolts (LR 1.11.3)",
            n.senator(commander)
        ),
        Illegal::LawWithdrawnThisTurn { law } => format!(
            "Advanced rule 2.06 Passing Laws: the {} was withdrawn before its vote in this Senate \
             Phase and may not be played again before the next one",
            n.card(law)
        ),
        Illegal::BequestForcesShort { legions, fleets } => format!(
            "Collecting a Bequest takes 3 Legions and 3 Fleets from Rome's Active Forces; Rome \
             holds {legions} Legions and {fleets} Fleets"
        ),
        Illegal::NotMobOrator => {
            "Only an accused Mob Orator (Servilius Glaucia) appeals with 3d6; write APPEAL 3D6 \
             with APPEAL's rights"
                .to_string()
        }
        Illegal::NotYourNominee { senator } => {
            format!("{} is not one of your consular nominees", s(senator))
        }
        Illegal::NotYourAssassin { senator } => format!(
            "{} is not one of your Senators in Rome, so he cannot make the attempt",
            s(senator)
        ),
        Illegal::NotAssassinationTarget { senator } => format!(
            "{} is not another faction's Senator in Rome, so he cannot be the target",
            s(senator)
        ),
        Illegal::SpecialProsecutionNotProposed => "A Special Major Prosecution follows a caught \
                                                   assassin at once; nobody proposes one"
            .to_string(),
        Illegal::ConsulForLifeNotTarget { senator } => format!(
            "{} is Consul for Life: he cannot be assassinated, not even by the Rebel's faction",
            s(senator)
        ),
        Illegal::AlreadyAttempted => {
            "Your faction has already attempted an assassination this turn".to_string()
        }
        Illegal::FactionAlreadyTargeted { faction } => format!(
            "{} has already been the target of an assassination attempt this turn",
            n.faction(*faction)
        ),
        Illegal::AssassinCardsShort { held } => {
            format!("You hold only {held} Assassin card(s)")
        }
        Illegal::NotAnOption { .. } => "That is not one of the options of this choice".to_string(),
        Illegal::BodyguardCardsShort { held } => {
            format!("You hold only {held} Secret Bodyguard card(s)")
        }
        Illegal::IntrigueNotHeld { card } => format!("You hold no {} card", card.name()),
        Illegal::NotDuringRevolution => {
            "Influence Peddling may be played at any time except during the Revolution Phase"
                .to_string()
        }
        Illegal::PeddlingOwnHand => {
            "Influence Peddling draws a card from an opponent's hand, not from yours".to_string()
        }
        Illegal::EmptyHand { faction } => format!(
            "{} holds no card to draw; you keep your Influence Peddling",
            n.faction(*faction)
        ),
        Illegal::LawNotHeld { law } => format!("You hold no {}", n.card(law)),
        Illegal::LawOutsideSenate => {
            "A Law card is played during the Senate Phase (and the Calpurnian fine laid there)"
                .to_string()
        }
        Illegal::LawNeedsLaw { law, needs } => format!(
            "The {} may not be played before the {} is in force",
            n.card(law),
            n.card(needs)
        ),
        Illegal::LawNeedsActiveWars { strength, needs } => format!(
            "Tradition Erodes needs Active Wars with a combined Strength of {needs}; they have \
             {strength}"
        ),
        Illegal::LawNeedsWar { law, wars } => format!(
            "The {} is playable only while {} is in play",
            n.card(law),
            wars.iter()
                .map(|w| n.war(&w.0))
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        Illegal::NothingToRepeal => {
            "Only the Servilian Law repeals, and only the Acilian Law once it is in force"
                .to_string()
        }
        Illegal::NoCalpurnianLaw => "The Calpurnian Law is not in force".to_string(),
        Illegal::NotFinePower { holder } => match holder {
            Some(f) => format!("The Calpurnian fine is {}'s to lay", n.faction(*f)),
            None => "The Calpurnian fine is not yours to lay".to_string(),
        },
        Illegal::FineUsedThisTurn => {
            "The Calpurnian fine was laid this turn already (once a turn)".to_string()
        }
        Illegal::NotFineable { senator } => format!(
            "{} is no corrupt Governor back in Rome this turn",
            n.senator(senator)
        ),
        Illegal::LawNotBuilt { law } => format!(
            "The {} cannot be played yet: its effect is not built; you keep the card",
            n.card(law)
        ),
        Illegal::GameNotWaiting => {
            "Cards are played while the game waits for orders, not now".to_string()
        }
        Illegal::TradeWithSelf => "A trade is offered to another faction".to_string(),
        Illegal::TradeWithFactionOut { faction } => format!(
            "{} is out of the game and trades with nobody",
            n.faction(*faction)
        ),
        Illegal::EmptyTrade => "A trade gives or asks for at least one card".to_string(),
        Illegal::NotInHand { card } => format!("{} is not in your hand", n.card(card)),
        Illegal::NotAFactionCard { card } => {
            format!("{} is not a card a hand can hold", n.card(card))
        }
        Illegal::NoNewOffers => "New trades are offered only in the first round of the \
            Revolution Phase; this round answers the offers made in it"
            .to_string(),
        Illegal::NoSuchOffer { number, open } => format!(
            "No trade number {number} waits for your answer; {}",
            if open.is_empty() {
                "none does".to_string()
            } else {
                format!(
                    "you may accept {}",
                    or_list(
                        &open
                            .iter()
                            .map(|o| format!("trade {o}"))
                            .collect::<Vec<_>>(),
                        "none"
                    )
                )
            }
        ),
        Illegal::NotYourCaptive { senator } => {
            format!("{} is not a captive of your faction", s(senator))
        }
        Illegal::OfferCardNotHeld { number, card } => format!(
            "Trade {number} asks for {}, which you no longer hold",
            n.card(card)
        ),
    };
    sentence(&text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Proposal, SenatorId};

    fn names() -> Names {
        let mut n = Names::default();
        n.senators.insert(SenatorId("1".into()), "Cornelius".into());
        n.senators
            .insert(SenatorId("13".into()), "Sulpicius".into());
        n
    }

    /// SEN-12 / FOR-10 / RVN-04: refusals name senators and cards, never ids or keys, and end
    /// with the rule ID.
    #[test]
    fn refusals_are_sentences_with_names() {
        let n = names();
        let e: RuleError = Illegal::NotPersuadable {
            senator: SenatorId("13".into()),
        }
        .by("FOR-10")
        .into();
        let t = refusal(&e, &n);
        assert!(t.starts_with("Sulpicius cannot be persuaded"), "{t}");
        assert!(t.ends_with("(FOR-10)."), "{t}");
        assert!(!t.contains("#13") && !t.contains(" 13 "), "{t}");

        let e: RuleError = Illegal::NotDiscardable {
            card: rules::CardKey("tribune-1".into()),
            discardable: vec![rules::CardKey("land-commissioner".into())],
        }
        .by("RVN-04")
        .into();
        let t = refusal(&e, &n);
        assert!(t.contains("Tribune is not a card you keep"), "{t}");
        assert!(t.contains("Land Commissioner"), "{t}");
        assert!(
            !t.contains("tribune-1") && !t.contains("land-commissioner"),
            "{t}"
        );

        let e = RuleError::Illegal {
            rule: rules::RuleId::new("SEN-12"),
            why: Illegal::Proposal {
                proposal: Box::new(Proposal::Consuls {
                    first: SenatorId("1".into()),
                    second: SenatorId("13".into()),
                }),
                why: Box::new(Illegal::NotConsulCandidate {
                    senator: SenatorId("13".into()),
                }),
            },
        };
        let t = refusal(&e, &n);
        assert_eq!(
            t,
            "Cornelius and Sulpicius as Consuls cannot be put to the vote. Sulpicius may not be \
             elected Consul: the candidates are aligned Senators in Rome who are not Consul or \
             Dictator now and hold no other Major Office (no Senator holds two; the Censor or \
             the Master of Horse may stand, leaving his office; the Pontifex Maximus may not) \
             (SEN-12)."
        );
    }
}
