//! The board summary (issue 23 point 1): the public news of a step, the State of the Republic
//! (treasury, wars, factions, Forces away, a Revolt), a faction's own senators and hand, and the
//! hands a Consul for Life may look at (SEN-59).

use rules::{Event, EventKind, FactionId, View, Visibility};

use crate::{Names, card_name, describe, office_names, phase_name};

/// Public lines of a step (identical for every player).
pub fn public_lines(events: &[Event], names: &Names) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.visibility == Visibility::Public)
        .filter(|e| !matches!(e.kind, EventKind::AnswerReceived { .. }))
        .map(|e| describe(e, names))
        .collect()
}

pub fn state_lines(view: &View, names: &Names) -> Vec<String> {
    let mut v = vec![
        format!("Turn {}, {} phase.", view.turn, phase_name(view.phase)),
        format!(
            "State Treasury {}T, Unrest {}, Legions {}, Fleets {}.",
            view.state_treasury, view.unrest, view.legions, view.fleets
        ),
    ];
    if let Some(h) = &view.hrao {
        v.push(format!("HRAO: {}.", names.senator(h)));
    }
    let active: Vec<String> = view
        .active_wars
        .iter()
        .map(|w| war_line(w, names))
        .collect();
    let names_of =
        |wars: &[rules::WarKey]| -> Vec<String> { wars.iter().map(|w| names.war(w)).collect() };
    for (title, wars) in [
        ("Active wars", active),
        ("Inactive wars", names_of(&view.inactive_wars)),
        ("Imminent wars", names_of(&view.imminent_wars)),
    ] {
        if !wars.is_empty() {
            v.push(format!("{title}: {}.", wars.join(", ")));
        }
    }
    // GEN-04 (issue 24 §3): the public board names the Personal Treasuries the public may see
    // (a game with open treasuries); a faction's or the GM's own lists are elsewhere.
    let open = view.viewer == rules::Viewer::Public;
    for f in &view.factions {
        let ss: Vec<String> = f
            .senators
            .iter()
            .map(|s| {
                let mut t = format!("{} INF {}", s.name, s.influence);
                if s.faction_leader {
                    t.push_str(" (leader)");
                }
                let offices = office_names(s);
                if !offices.is_empty() {
                    t.push_str(&format!(" [{}]", offices.join(", ")));
                }
                // GEN-04: a game with open treasuries shows them on the public board.
                if let (true, Some(tr)) = (open, s.treasury) {
                    t.push_str(&format!(" treasury {tr}T"));
                }
                t
            })
            .collect();
        v.push(format!(
            "{}: {} votes; {}.",
            names.faction(f.id),
            f.votes,
            ss.join("; ")
        ));
    }
    v.extend(force_lines(view, names));
    v
}

/// An Active War on the board: its name, the Leaders in refuge aiding it (TD-10) and its
/// current strength (TD-08: "1st Punic War [land 10, fleet 5, fleet support 5, x2 matching]").
fn war_line(w: &rules::WarView, names: &Names) -> String {
    let mut name = names.war(&w.war);
    if !w.leaders_aiding.is_empty() {
        let leaders: Vec<String> = w.leaders_aiding.iter().map(|l| names.leader(l)).collect();
        name = format!("{name} (with {})", leaders.join(" and "));
    }
    match w.strength {
        Some(st) => {
            let mut parts = vec![format!("land {}", st.land)];
            if st.fleet > 0 {
                parts.push(format!("fleet {}", st.fleet));
            }
            parts.push(format!("fleet support {}", st.fleet_support));
            if st.multiplier > 1 {
                parts.push(format!("x{} matching", st.multiplier));
            }
            format!("{name} [{}]", parts.join(", "))
        }
        None => name,
    }
}

/// The Forces away from Rome and a Revolt under way, public like everything on the board.
fn force_lines(view: &View, names: &Names) -> Vec<String> {
    use crate::count;
    let legions = |n: u32, vets: &[u8]| {
        let mut t = count(n, "Legion", "Legions");
        if !vets.is_empty() {
            let owed: Vec<String> = vets.iter().map(|f| names.family(*f)).collect();
            t.push_str(&format!(
                " ({} of them Veteran, owing allegiance to {})",
                vets.len(),
                owed.join(", ")
            ));
        }
        t
    };
    let mut v: Vec<String> = view
        .military
        .forces_away
        .iter()
        .map(|f| {
            format!(
                "On the {}: {} with {} and {}.",
                names.war(&f.war),
                f.commander
                    .as_ref()
                    .map_or_else(|| "no Commander".to_string(), |c| names.senator(c)),
                legions(f.legions, &f.veterans),
                count(f.fleets, "Fleet", "Fleets")
            )
        })
        .collect();
    if let Some(r) = &view.military.revolt {
        let mut t = format!(
            "In Revolt: {} with an Army of {}",
            names.senator(&r.rebel),
            legions(r.legions, &r.veterans)
        );
        if !r.secondaries.is_empty() {
            let s: Vec<String> = r.secondaries.iter().map(|s| names.senator(s)).collect();
            t.push_str(&format!("; with him {}", s.join(", ")));
        }
        t.push('.');
        v.push(t);
        if let Some((c, n)) = &r.senate_army {
            v.push(format!(
                "The Senate's Army against him: {} with {}.",
                names.senator(c),
                count(*n, "Legion", "Legions")
            ));
        }
    }
    v
}

/// One line per senator of a faction's own, for setup and status mails.
pub fn senator_lines(view: &View, f: FactionId) -> Vec<String> {
    view.factions
        .iter()
        .filter(|fv| fv.id == f)
        .flat_map(|fv| fv.senators.iter())
        .map(|s| {
            let mut t = format!(
                "{} (#{})  MIL {} ORA {} LOY {} INF {} POP {}",
                s.name,
                s.id,
                super::words::military_text(s),
                s.oratory,
                s.loyalty,
                s.influence,
                s.popularity
            );
            if s.knights > 0 {
                t.push_str(&format!(" knights {}", s.knights));
            }
            if let Some(tr) = s.treasury {
                t.push_str(&format!(" treasury {tr}T"));
            }
            if s.faction_leader {
                t.push_str(" (Faction Leader)");
            }
            let offices = office_names(s);
            if !offices.is_empty() {
                t.push_str(&format!(" [{}]", offices.join(", ")));
            }
            if !s.concessions.is_empty() {
                let held: Vec<String> = s.concessions.iter().map(|k| card_name(&k.0)).collect();
                t.push_str(&format!(" concessions: {}", held.join(", ")));
            }
            if s.rebel {
                t.push_str(" (in revolt)");
            }
            if s.captive {
                t.push_str(" (held captive)");
            }
            t
        })
        .collect()
}

/// One line per hand card of a faction.
pub fn hand_lines(view: &View, f: FactionId) -> Vec<String> {
    view.private
        .iter()
        .filter(|p| p.faction == f)
        .flat_map(|p| p.hand.iter())
        .map(|c| format!("{} ({}): {}", c.name, c.kind, c.text))
        .collect()
}

/// SEN-59: the hands a Consul for Life's faction may look at (not play) while the Senate sits,
/// one line per card, under its faction's name.
pub fn seen_hand_lines(view: &View, names: &Names) -> Vec<String> {
    view.seen_hands
        .iter()
        .flat_map(|h| {
            let who = names.faction(h.faction);
            let cards: Vec<String> = if h.hand.is_empty() {
                vec![format!("{who}: no cards")]
            } else {
                h.hand
                    .iter()
                    .map(|c| format!("{who}: {} ({}): {}", c.name, c.kind, c.text))
                    .collect()
            };
            cards
        })
        .collect()
}

/// The setup's roster: each faction with its senators, one line each.
pub fn faction_roster(view: &View, names: &Names) -> Vec<String> {
    view.factions
        .iter()
        .map(|f| {
            let ss: Vec<String> = f.senators.iter().map(|s| names.senator(&s.id)).collect();
            format!("{}: {}", names.faction(f.id), ss.join(", "))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::call::tests::view;
    use rules::CardKey;

    /// GEN-11 / SEN-13 / SEN-15: the View's typed phase, offices, markers and Concession keys
    /// read in the state and senator lines as before (issue 23: render names them).
    #[test]
    fn gen_11_offices_markers_phase_and_concessions_are_named() {
        let mut v = view();
        let s = &mut v.factions[0].senators[0];
        s.offices = vec![rules::Office::RomeConsul];
        s.prior_consul = true;
        s.priest = true;
        s.concessions = vec![CardKey("harbor-fees".into())];
        v.factions[0].senators[1].priest = true;
        let state = state_lines(&v, &Names::of_view(&v));
        assert_eq!(state[0], "Turn 2, Senate phase.", "{state:#?}");
        assert!(
            state.iter().any(|l| l.contains(
                "Cornelius INF 1 [Rome Consul, Prior Consul, Priest]; Fabius INF 1 [Priest]; \
                 Valerius INF 1."
            )),
            "{state:#?}"
        );
        let mine = senator_lines(&v, FactionId(0));
        assert!(
            mine[0].ends_with(" [Rome Consul, Prior Consul, Priest] concessions: Harbor Fees"),
            "{mine:#?}"
        );
        assert!(mine[2].ends_with("treasury 4T"), "{mine:#?}");
    }

    /// GEN-04 (issue 24 §3, `open-treasuries`): the public board shows the Personal Treasuries
    /// the public view holds (a game with open treasuries); a faction's view shows them only in
    /// its own lists, never on the board every player gets.
    #[test]
    fn gen_04_the_public_board_shows_open_personal_treasuries() {
        let mut v = view();
        v.viewer = rules::Viewer::Public;
        let state = state_lines(&v, &Names::of_view(&v));
        assert!(
            state
                .iter()
                .any(|l| l.contains("Cornelius INF 1 treasury 4T")),
            "{state:#?}"
        );
        v.viewer = rules::Viewer::Faction(FactionId(0));
        let state = state_lines(&v, &Names::of_view(&v));
        assert!(state.iter().all(|l| !l.contains("treasury")), "{state:#?}");
    }
}
