//! The words of advanced rule 2.06 Passing Laws (SEN-56; rules `senate/law_proposals.rs`): its
//! events, the Law's proposal, and the questions and options of its Sponsors' choices.

use rules::api::{CardKey, ChoiceAbout, ChoiceOption, EventKind, FactionId, SenatorId};

use super::names::Names;

/// SEN-56: a Law put to the vote (the proposal's words).
pub(crate) fn proposal(
    law: &CardKey,
    sponsor: &SenatorId,
    cosponsor: &SenatorId,
    repeal: bool,
    n: &Names,
) -> String {
    format!(
        "{}{}, sponsored by {} and co-sponsored by {} (a Law: no veto)",
        if repeal {
            "the repeal of the Acilian Law by the "
        } else {
            "the "
        },
        n.card(law),
        n.senator(sponsor),
        n.senator(cosponsor)
    )
}

fn played(faction: FactionId, law: &CardKey, repeal: bool, n: &Names) -> String {
    format!(
        "{} plays the {}{} to be put to the vote (advanced rule 2.06 Passing Laws, SEN-56): it is \
         the next proposal, once its player names its Sponsor and Co-Sponsor.",
        n.faction(faction),
        n.card(law),
        if repeal {
            " to repeal the Acilian Law"
        } else {
            ""
        }
    )
}

/// SEN-56: the words of its events (None: another rule's event).
pub(crate) fn event(kind: &EventKind, n: &Names) -> Option<String> {
    Some(match kind {
        EventKind::LawProposed {
            faction,
            law,
            repeal,
        } => played(*faction, law, *repeal, n),
        EventKind::LawWithdrawn {
            faction,
            law,
            refused,
            adjourned,
        } => {
            let why = match (refused, adjourned) {
                (Some(s), _) => format!("{} refuses to sponsor it", n.senator(s)),
                (None, true) => "the Senate adjourned before its vote".to_string(),
                (None, false) => "no Sponsor and Co-Sponsor were named".to_string(),
            };
            format!(
                "The {} is not put to the vote ({why}): it goes back to the hand of {} (SEN-56).",
                n.card(law),
                n.faction(*faction)
            )
        }
        EventKind::LawDefeated { faction, law } => format!(
            "The {} of {} is voted down: it is discarded from the game (SEN-56).",
            n.card(law),
            n.faction(*faction)
        ),
        EventKind::LawSponsorInfluence {
            law,
            senator,
            cosponsor,
            influence,
        } => format!(
            "{}, {} of the {}, gains {influence} Influence (SEN-56).",
            n.senator(senator),
            if *cosponsor { "Co-Sponsor" } else { "Sponsor" },
            n.card(law)
        ),
        _ => return None,
    })
}

/// SEN-56: the question of a Sponsors' choice (None: another rule's).
pub(crate) fn question(about: &ChoiceAbout, n: &Names) -> Option<String> {
    Some(match about {
        ChoiceAbout::LawSponsor { law } => format!(
            "You played the {} (advanced rule 2.06 Passing Laws, SEN-56): name its Sponsor, a \
             Senator in Rome of any faction (another player's Senator is asked to consent). If \
             it passes, the Sponsor gains 3 Influence.",
            n.card(law)
        ),
        ChoiceAbout::LawCosponsor { law, sponsor } => format!(
            "Name the Co-Sponsor of the {}, sponsored by {}: another Senator in Rome of any \
             faction. If it passes, the Co-Sponsor gains 1 Influence.",
            n.card(law),
            n.senator(sponsor)
        ),
        ChoiceAbout::LawSponsorConsent {
            law,
            senator,
            cosponsor,
        } => format!(
            "Your {} is named {} of the {} played by another player (advanced rule 2.06, \
             SEN-56). Does he consent? If it passes he gains {} Influence.",
            n.senator(senator),
            if *cosponsor { "Co-Sponsor" } else { "Sponsor" },
            n.card(law),
            if *cosponsor { 1 } else { 3 }
        ),
        _ => return None,
    })
}

/// SEN-56: what an option of a Sponsors' choice does (None: another rule's).
pub(crate) fn meaning(about: &ChoiceAbout, o: &ChoiceOption, n: &Names) -> Option<String> {
    Some(match (about, o) {
        (ChoiceAbout::LawSponsor { .. } | ChoiceAbout::LawCosponsor { .. }, ChoiceOption::Pass) => {
            "you name no one: the Law is not put to the vote and goes back to your hand".to_string()
        }
        (ChoiceAbout::LawSponsor { .. }, ChoiceOption::Senator { senator }) => {
            format!("{} is the Sponsor", n.senator(senator))
        }
        (ChoiceAbout::LawCosponsor { .. }, ChoiceOption::Senator { senator }) => {
            format!("{} is the Co-Sponsor", n.senator(senator))
        }
        (ChoiceAbout::LawSponsorConsent { senator, .. }, ChoiceOption::Consent) => {
            format!("{} consents", n.senator(senator))
        }
        (ChoiceAbout::LawSponsorConsent { senator, .. }, _) => format!(
            "{} refuses: the Law is not put to the vote and goes back to its player's hand",
            n.senator(senator)
        ),
        _ => return None,
    })
}
