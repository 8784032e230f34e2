//! Default Moves in words: the seed's Default Move for each decision kind, quoted (S004, the PBEM
//! rules of The General 27#4), or the engine's ruling where the seed gives none
//! (docs/RULINGS.md), and the standing order that replaces it. What the Default Move does now is
//! the default answer's order lines (`orders::decision_answer_lines`).

use super::names::Names;
use super::refusal::refusal;
use super::words::and_list;
use rules::{DecisionKind, DefaultBy};

/// The title of a decision kind, for forms, confirmations and notices.
pub fn decision_title(kind: DecisionKind) -> &'static str {
    match kind {
        DecisionKind::SetupPlays => "Faction Leader and initial card plays",
        DecisionKind::Revenue => "Revenue: income distribution, contributions, transfers",
        DecisionKind::Initiative => "Forum: your initiative (persuasion, knights, games, leader)",
        DecisionKind::Bribes => "Forum: bribes and counter-bribes",
        DecisionKind::InitiativeBid => "Forum: sealed bid for the auctioned initiative",
        DecisionKind::SenateProposals => "Senate: the presiding magistrate's proposals",
        DecisionKind::SenateVote => "Senate: your votes on the proposal on the floor",
        DecisionKind::Revolution => "Revolution: Statesmen and Concessions played, discards",
        DecisionKind::Bodyguards => "Senate: Secret Bodyguards against an assassination roll",
        DecisionKind::Trades => "Revolution: open trades of Faction cards",
        DecisionKind::Ransom => "Revenue: ransom of your captive Senators",
        DecisionKind::Choice => "A choice the rules leave to you",
        DecisionKind::DictatorAppointment => "Senate: the Consuls' appointment of a Dictator",
    }
}

/// The seed's Default Move for a decision kind (PB-01 .. PB-13), quoted.
fn seed_words(kind: DecisionKind) -> &'static str {
    match kind {
        DecisionKind::SetupPlays => {
            "No cards are played, and your Senator with the most Influence (ties: Oratory, then \
             the lowest card number) becomes Faction Leader. The PBEM rules state no setup \
             default; their Forum default says: \"If the Faction is currently without a faction leader, the \
             Senator with the most influence will be so named.\""
        }
        DecisionKind::Revenue => {
            "All income goes to your Faction Treasury, with no transfers and no contributions; \
             your Governors take their Provincial Spoils. The PBEM rules: \"The Default Move places all \
             income in the Faction Treasury with no contributions. Any talents in personal \
             treasuries from preceding turns remain there. Governors will take graft rather \
             than attempt to improve the province.\""
        }
        DecisionKind::Initiative => {
            "The PBEM rules: \"1) No Persuasions attempted except versus unaligned Senators in the Forum \
             with no money outlay. Such attempts are automatic and unopposed. 2) Knight \
             attraction attempt with no money spent for modifications. 3) No Faction leader \
             change or Games sponsorship. If the Faction is currently without a faction leader, \
             the Senator with the most influence will be so named.\" The attempt, if any, is \
             on the unaligned Senator with the best chance."
        }
        DecisionKind::Bribes => {
            "No counter-bribes; your own attacks get all the money left in the persuader's \
             Personal Treasury. The PBEM rules: \"The Default bid for a Persuasion defense is no money \
             spent; the Default bid for a Persuasion attack is all money in the Persuading \
             Senator's Personal Treasury.\""
        }
        DecisionKind::InitiativeBid => {
            "No bid (the PBEM rules: \"The Default bid is '0'.\"). An initiative nobody bids on goes to \
             the HRAO's faction; if that is yours, the initiative's Default Move applies."
        }
        DecisionKind::SenateProposals => {
            "The GM proposes for the presiding magistrate \"in the best interests of Rome\" \
             (the PBEM rules: \"A default by the HRAO allows the GM to make the next nomination\")."
        }
        DecisionKind::SenateVote => {
            "The PBEM rules: \"Defaulters abstain, except in the case of Land Bills which they vote for \
             without expending any additional money to buy votes.\""
        }
        DecisionKind::Revolution => {
            "The PBEM rules: \"The Default Move is to have no red cards played, and all forces returned \
             to Rome.\" If your hand is over the limit of 5 cards, the cards drawn most recently \
             are discarded (the PBEM rules give no default for discards)."
        }
        DecisionKind::Bodyguards => {
            "No Secret Bodyguard card is played (the GM's ruling: the PBEM rules give no default \
             for bodyguards, and a card is never spent for a silent player)."
        }
        DecisionKind::Choice => {
            "The option shown as the Default Move is taken: the PBEM rules give no default for \
             this choice, so the GM's standing ruling applies: the milder penalty, the Forum \
             Senator with the most Influence, the strongest war or enemy Leader, a loyal \
             Senator's Veterans staying where they are, the veto written with the accused's \
             vote, no consent to spend a Master of Horse's talents."
        }
        DecisionKind::DictatorAppointment => {
            "No Dictator is appointed; the Senate may still elect one (the GM's ruling: the PBEM \
             rules give no default for the Consuls' appointment)."
        }
        DecisionKind::Ransom => {
            "No ransom is paid: the captive stays held and dies when his war leaves play (a \
             Barbarian Raids captive at the next Forum Phase) (the GM's ruling: the PBEM \
             rules give no default for ransoms)."
        }
        DecisionKind::Trades => {
            "No trade is offered and no offer is accepted: a trade needs both sides' word \
             (the GM's ruling: the PBEM rules give no default for trades, and say \"To be considered a \
             valid Open Trade, an agreement must be made and agreed to before all players in \
             the game.\")."
        }
    }
}

/// Why a decision's Default Move is what it is, in full sentences.
pub fn default_words(kind: DecisionKind, by: &DefaultBy, n: &Names) -> String {
    let dropped_words = |dropped: &[rules::SenatorId]| {
        if dropped.is_empty() {
            String::new()
        } else {
            format!(
                " Its entries for {} are dropped: no attempt on your Senators in this round \
                 names them.",
                and_list(
                    &dropped.iter().map(|s| n.senator(s)).collect::<Vec<_>>(),
                    "nobody"
                )
            )
        }
    };
    match by {
        DefaultBy::Seed => seed_words(kind).to_string(),
        DefaultBy::PresidingFaction => "Your faction holds the presiding magistrate, so it votes \
                                        YES on his proposal (the GM's ruling; the PBEM rules \
                                        have the other defaulters abstain)."
            .to_string(),
        DefaultBy::Standing { dropped } => format!(
            "Your standing order replaces the Default Move of the PBEM rules.{}",
            dropped_words(dropped)
        ),
        DefaultBy::StandingSetAside { error, dropped } => {
            let why = match error {
                Some(e) => format!("Your standing order cannot apply now: {}", refusal(e, n)),
                None => "Your standing counter-bribes apply only to this round's attempts on \
                         your own Senators, and they name none of them."
                    .to_string(),
            };
            format!(
                "{why}{} So the Default Move of the PBEM rules applies: {}",
                dropped_words(dropped),
                seed_words(kind)
            )
        }
        DefaultBy::FirstAnswer => "The plays and discards of your first answer in this \
                                   Revolution Phase stand, fitted to your hand after the trades \
                                   (the GM's ruling)."
            .to_string(),
        DefaultBy::ConsulForLife => "The Consul for Life cast your votes (LR 1.09.823); \
                                     only an assassination attempt of your own was yours to \
                                     write, and none is made."
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Illegal, RuleError, SenatorId};

    /// PB-02 .. PB-13: every kind has its seed's words; a standing order set aside says why,
    /// with names.
    #[test]
    fn pb_defaults_quote_the_seed_and_name_the_senators() {
        let n = Names::default();
        for k in [
            DecisionKind::SetupPlays,
            DecisionKind::Revenue,
            DecisionKind::Initiative,
            DecisionKind::Bribes,
            DecisionKind::InitiativeBid,
            DecisionKind::SenateProposals,
            DecisionKind::SenateVote,
            DecisionKind::Revolution,
            DecisionKind::Trades,
            DecisionKind::Ransom,
            DecisionKind::Choice,
        ] {
            let t = default_words(k, &DefaultBy::Seed, &n);
            assert!(t.contains("PBEM rules"), "{k:?}: {t}");
            assert!(t.ends_with('.') || t.ends_with('"'), "{k:?}: {t}");
        }
        let t = default_words(
            DecisionKind::Bribes,
            &DefaultBy::StandingSetAside {
                error: Some(RuleError::from(
                    Illegal::CounterBribesShort {
                        total: 12,
                        treasury: 5,
                    }
                    .by("FOR-13"),
                )),
                dropped: vec![SenatorId("13".into())],
            },
            &n,
        );
        assert!(t.contains("counter-bribes add up to 12T"), "{t}");
        assert!(t.contains("Flaminius"), "{t}");
        assert!(!t.contains(" 13") && !t.contains("#13"), "{t}");
    }
}
