//! Issue 25 §3: the status sheet, plain text that lines up in a fixed-width font (as human GMs
//! sent it beside the board picture): the State of the Republic, the deck line (cards left,
//! the public discards), each faction with its senators in columns, the wars, the Forum and the
//! Curia, and a short history of the turn (elections, battles, deaths, laws) from its events.
//! Drawn from the same [`View`] as the picture: one reader's secrets only.

use rules::{Event, EventKind, View, Visibility};

use crate::{Names, card_name, count, describe, office_names, phase_name};

/// Columns of the senators' table.
const NAME_W: usize = 24;

/// `s` padded (or cut, with an ellipsis) to `w` characters.
fn pad(s: &str, w: usize) -> String {
    let n = s.chars().count();
    if n > w {
        let mut t: String = s.chars().take(w.saturating_sub(1)).collect();
        t.push('…');
        t
    } else {
        format!("{s}{}", " ".repeat(w - n))
    }
}

/// The events of the turn worth a line in the sheet's history: elections and appointments,
/// battles and wars won, deaths, laws (Land Bills), trials, revolts, the end of the game.
fn in_history(k: &EventKind) -> bool {
    matches!(
        k,
        EventKind::OfficeTaken { .. }
            | EventKind::DictatorAppointed { .. }
            | EventKind::ConsulForLife { .. }
            | EventKind::Battle { .. }
            | EventKind::WarDefeated { .. }
            | EventKind::RevoltBattle { .. }
            | EventKind::RebelBattle { .. }
            | EventKind::CivilWarBattle { .. }
            | EventKind::SenatorDied { .. }
            | EventKind::LandBillPassed { .. }
            | EventKind::LandBillRepealed { .. }
            | EventKind::Convicted { .. }
            | EventKind::RevoltDeclared { .. }
            | EventKind::FactionEliminated { .. }
            | EventKind::GameOver { .. }
    )
}

/// The public history of the current turn: the events since the last start of a turn.
pub fn turn_history(events: &[Event], names: &Names) -> Vec<String> {
    let start = events
        .iter()
        .rposition(|e| matches!(e.kind, EventKind::TurnStarted { .. }))
        .unwrap_or(0);
    events[start..]
        .iter()
        .filter(|e| e.visibility == Visibility::Public && in_history(&e.kind))
        .map(|e| describe(e, names))
        .collect()
}

/// The sheet as it stands in a mail's text, under its heading (`picture`: the picture is
/// attached too).
pub fn sheet_block(sheet: &str, picture: bool) -> String {
    let head = if picture {
        "THE BOARD (the picture is attached as board.png; the sheet below is best read in a \
         fixed-width font)"
    } else {
        "THE BOARD (best read in a fixed-width font)"
    };
    format!("{head}\n\n{sheet}")
}

/// The sheet for the reader of `view`, with the turn's `history` ([`turn_history`]).
pub fn status_sheet(view: &View, names: &Names, game: &str, history: &[String]) -> String {
    let mut out: Vec<String> = Vec::new();
    let rule = "-".repeat(72);
    out.push(format!(
        "ROME  game {game}   Turn {}   {} Phase",
        view.turn,
        phase_name(view.phase)
    ));
    out.push(rule.clone());
    let away: (u32, u32) = view
        .military
        .forces_away
        .iter()
        .fold((0, 0), |(l, f), x| (l + x.legions, f + x.fleets));
    out.push(format!(
        "{}{}",
        pad(&format!("State Treasury {}T", view.state_treasury), 24),
        format_args!("Unrest {}", view.unrest)
    ));
    out.push(format!(
        "{}{}",
        pad(
            &format!("Legions {} in Rome, {} abroad", view.legions, away.0),
            36
        ),
        format_args!("Fleets {} in Rome, {} abroad", view.fleets, away.1)
    ));
    let bills: Vec<String> = view
        .land_bills
        .iter()
        .map(|b| format!("type {} (turn {})", b.level, b.turn))
        .collect();
    // SEN-55: the Law cards in the Law space.
    let laws: Vec<String> = view.laws.iter().map(|l| names.card(l)).collect();
    let none_or = |v: Vec<String>| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.join(", ")
        }
    };
    out.push(format!(
        "Land Bills: {}   Laws: {}",
        none_or(bills),
        none_or(laws)
    ));
    if let Some(h) = &view.hrao {
        out.push(format!("HRAO: {}", names.senator(h)));
    }
    if !view.events_in_play.is_empty() {
        let e: Vec<String> = view
            .events_in_play
            .iter()
            .map(|e| names.event(&e.key, e.increased))
            .collect();
        out.push(format!("Events: {}", e.join(", ")));
    }
    let discards: Vec<String> = view.discard.iter().map(|c| names.deck_card(c)).collect();
    out.push(format!(
        "Deck: {} left; discards: {}",
        count(view.deck_size, "card", "cards"),
        if discards.is_empty() {
            "none".to_string()
        } else {
            discards.join(", ")
        }
    ));
    let heads = format!(
        "  {}{:>4}{:>4}{:>4}{:>4}{:>4}{:>4}{:>5}  {}",
        pad("Senator", NAME_W),
        "MIL",
        "ORA",
        "LOY",
        "INF",
        "POP",
        "KN",
        "T",
        "Offices, provinces, concessions"
    );
    let senator_line = |s: &rules::SenatorView, leader: bool| {
        let mut name = s.name.clone();
        if leader {
            name.push_str(" *");
        }
        let mut notes: Vec<String> = office_names(s).into_iter().map(String::from).collect();
        for p in view
            .provinces
            .iter()
            .filter(|p| p.governor.as_ref() == Some(&s.id))
        {
            notes.push(format!("{} ({} left)", p.name, p.term));
        }
        notes.extend(s.concessions.iter().map(|k| card_name(&k.0)));
        // RVN-03 / SEN-61 (LR 2.04.2/2): his disbanded Legions' markers.
        if s.disbanded > 0 {
            notes.push(format!(
                "{} disbanded",
                count(s.disbanded, "Legion", "Legions")
            ));
        }
        if s.captive {
            notes.push("captive".into());
        }
        if s.rebel {
            notes.push("in revolt".into());
        }
        format!(
            "  {}{:>4}{:>4}{:>4}{:>4}{:>4}{:>4}{:>5}  {}",
            pad(&name, NAME_W),
            s.military,
            s.oratory,
            s.loyalty,
            s.influence,
            s.popularity,
            s.knights,
            s.treasury
                .map_or_else(|| "-".to_string(), |t| t.to_string()),
            notes.join(", ")
        )
        .trim_end()
        .to_string()
    };
    for f in &view.factions {
        out.push(String::new());
        let mut head = format!(
            "{}  {}, {} in hand",
            names.faction(f.id),
            count(f.votes, "vote", "votes"),
            count(f.hand_size, "card", "cards")
        );
        let private = view.private.iter().find(|p| p.faction == f.id);
        if let Some(p) = private {
            head.push_str(&format!(", Faction Treasury {}T", p.faction_treasury));
        }
        out.push(head);
        out.push(heads.clone());
        for s in &f.senators {
            out.push(senator_line(s, f.leader.as_ref() == Some(&s.id)));
        }
        if let Some(p) = private {
            let hand: Vec<String> = p.hand.iter().map(|c| c.name.clone()).collect();
            out.push(format!(
                "  Hand: {}",
                if hand.is_empty() {
                    "no cards".to_string()
                } else {
                    hand.join(", ")
                }
            ));
        }
    }
    out.push(String::new());
    out.push("WARS".into());
    for w in &view.active_wars {
        let mut t = format!("  {} active", pad(&names.war(&w.war), 28));
        if let Some(st) = w.strength {
            t.push_str(&format!(
                "  land {:>2}  fleet {:>2}  support {:>2}",
                st.land, st.fleet, st.fleet_support
            ));
        }
        if !w.leaders_aiding.is_empty() {
            let l: Vec<String> = w.leaders_aiding.iter().map(|l| names.leader(l)).collect();
            t.push_str(&format!("  with {}", l.join(", ")));
        }
        out.push(t);
    }
    for (what, wars) in [
        ("inactive", &view.inactive_wars),
        ("imminent", &view.imminent_wars),
        ("unprosecuted", &view.military.unprosecuted_wars),
    ] {
        for w in wars {
            out.push(format!("  {} {what}", pad(&names.war(w), 28)));
        }
    }
    for f in &view.military.forces_away {
        out.push(format!(
            "  {} {} with {}, {}",
            pad(&names.war(&f.war), 28),
            f.commander
                .as_ref()
                .map_or_else(|| "no Commander".to_string(), |c| names.senator(c)),
            count(f.legions, "Legion", "Legions"),
            count(f.fleets, "Fleet", "Fleets")
        ));
    }
    if view.active_wars.is_empty()
        && view.inactive_wars.is_empty()
        && view.imminent_wars.is_empty()
        && view.military.unprosecuted_wars.is_empty()
    {
        out.push("  none".into());
    }
    out.push(String::new());
    out.push("FORUM".into());
    for s in &view.forum_senators {
        out.push(senator_line(s, false));
    }
    if !view.forum_concessions.is_empty() {
        let c: Vec<String> = view
            .forum_concessions
            .iter()
            .map(|k| card_name(&k.0))
            .collect();
        out.push(format!("  Concessions: {}", c.join(", ")));
    }
    let curia: Vec<String> = view.curia.iter().map(|c| names.deck_card(c)).collect();
    out.push(format!(
        "CURIA: {}",
        if curia.is_empty() {
            "empty".to_string()
        } else {
            curia.join(", ")
        }
    ));
    if !history.is_empty() {
        out.push(String::new());
        out.push(format!("THIS TURN (turn {})", view.turn));
        out.extend(history.iter().map(|h| format!("  - {h}")));
    }
    out.push(rule);
    let mut s = out.join("\n");
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::tests::game;
    use rules::{FactionId, Viewer};

    /// Issue 25 §3: the history of a turn is its public elections, battles, deaths and laws,
    /// from its own events only (a bot game played by the Default Moves to its second turn).
    #[test]
    fn the_history_is_the_turns_own() {
        let mut g = game(&["alice", "bob", "carol"]);
        let mut events = Vec::new();
        while g.turn() < 2 && matches!(g.status(), rules::GameStatus::Waiting) {
            for d in g.owed() {
                let _ = g.submit(d.owner, &d.id, d.default.clone());
            }
            events.extend(g.resolve(false));
        }
        let second = events
            .iter()
            .position(|e| matches!(e.kind, EventKind::TurnStarted { turn: 2 }))
            .unwrap_or(events.len());
        let names = Names::new(&g.view(Viewer::Gm), g.players());
        let first = turn_history(&events[..second], &names);
        assert!(
            first.iter().any(|l| l.contains("Consul")),
            "the turn's elections: {first:#?}"
        );
        let all_public: Vec<String> = events[..second]
            .iter()
            .filter(|e| e.visibility == Visibility::Public)
            .map(|e| describe(e, &names))
            .collect();
        assert!(first.iter().all(|l| all_public.contains(l)));
        assert!(first.len() < all_public.len());
        assert_eq!(
            turn_history(&events, &names),
            turn_history(&events[second..], &names),
            "the history starts at the turn's start"
        );
    }

    /// Issue 25 §3: the senators' columns line up (every row of a table has its numbers at the
    /// same character positions), the deck line is there, and a player's sheet has his hand
    /// and no other.
    #[test]
    fn the_sheet_lines_up_and_keeps_secrets() {
        let g = game(&["alice", "bob", "carol"]);
        let gm = g.view(Viewer::Gm);
        let names = Names::new(&gm, g.players());
        let a = g.view(Viewer::Faction(FactionId(0)));
        let sheet = status_sheet(&a, &names, "g1", &["Cornelius became Rome Consul.".into()]);
        assert!(sheet.contains("\nDeck: "), "{sheet}");
        assert!(sheet.contains("THIS TURN"), "{sheet}");
        let senators: Vec<String> = a
            .factions
            .iter()
            .flat_map(|f| f.senators.iter().map(|s| format!("  {}", s.name)))
            .collect();
        let rows: Vec<&str> = sheet
            .lines()
            .filter(|l| {
                senators.iter().any(|s| l.starts_with(s.as_str())) || l.starts_with("  Senator")
            })
            .collect();
        assert!(rows.len() >= 12, "{sheet}");
        // The MIL column ends at the same character for every row and the heading.
        let col = 2 + NAME_W + 4;
        for r in &rows {
            let c: Vec<char> = r.chars().collect();
            assert!(
                c[col - 1] != ' ' && c[col] == ' ',
                "not lined up: {r:?}\n{sheet}"
            );
        }
        assert_eq!(sheet.matches("  Hand: ").count(), 1, "{sheet}");
        assert_eq!(sheet.matches("Faction Treasury").count(), 1, "{sheet}");
    }
}
