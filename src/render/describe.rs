//! One line of text per event, for announcements and private mails.

use std::collections::HashMap;

use crate::rules::{Event, EventKind, FactionId, SenatorId, View};

/// Display names for senators and factions.
#[derive(Debug, Clone, Default)]
pub struct Names {
    senators: HashMap<SenatorId, String>,
    factions: Vec<String>,
}

impl Names {
    /// Names from a view (the GM view knows every senator) and the players' names by seat.
    pub fn new(view: &View, players: &[String]) -> Names {
        let mut senators = HashMap::new();
        for f in &view.factions {
            for s in &f.senators {
                senators.insert(s.id.clone(), s.name.clone());
            }
        }
        for s in &view.forum_senators {
            senators.insert(s.id.clone(), s.name.clone());
        }
        Names {
            senators,
            factions: players.to_vec(),
        }
    }

    /// Remember names of senators that may leave play during a step (so deaths still render).
    pub fn merge(&mut self, other: &Names) {
        for (k, v) in &other.senators {
            self.senators.entry(k.clone()).or_insert_with(|| v.clone());
        }
    }

    pub fn senator(&self, id: &SenatorId) -> String {
        match self.senators.get(id) {
            Some(n) => format!("{n} (#{id})"),
            None => format!("senator #{id}"),
        }
    }

    pub fn faction(&self, f: FactionId) -> String {
        match self.factions.get(usize::from(f.0)) {
            Some(n) => format!("Faction {f} ({n})"),
            None => format!("Faction {f}"),
        }
    }
}

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
        other => format!("{other:?}"),
    }
}
