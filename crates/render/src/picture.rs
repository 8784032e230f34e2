//! Issue 25 §3: the board as a picture (SVG; crates/picture draws it as PNG), as one reader may
//! see it. Everything comes from the rules' [`View`] for that reader: a player's view holds only
//! his own hand and treasuries (GEN-04 as modified by S004), so his picture cannot show another
//! faction's; for the others it shows the public counts (cards in hand, votes).
//!
//! Layout: a header (game, turn, phase), the faction panels in rows of three (senators with
//! their offices, statistics, Knights, concessions, provinces and terms; votes, cards, and what
//! the reader may see of treasuries and hand), then three boxes: Rome (State Treasury, Unrest,
//! Land Bills, Laws, Legions and Fleets, Events, the deck), the Wars (active with strength and
//! Leaders, inactive, imminent, unprosecuted, the Forces abroad, a Revolt) and the Forum and
//! the Curia. Every text is escaped ([`esc`]): player names can hold `<&"`.

use std::fmt::Write as _;

use rules::{FactionView, SenatorView, View, Viewer};

use crate::{Names, card_name, count, office_names, phase_name};

/// The family the bundled fonts give (crates/picture); condensed faces.
const FONT: &str = "DejaVu Sans";
const WIDTH: u32 = 1260;
const MARGIN: u32 = 12;
const GAP: u32 = 10;
const COLS: u32 = 3;
const LINE: u32 = 16;
const SMALL: u32 = 13;
const SIZE: u32 = 13;
const SMALL_SIZE: u32 = 11;
/// The average advance of DejaVu Sans Condensed, in em (for cutting text to a column).
const EM_ADVANCE: f32 = 0.56;

/// XML text or attribute value: `&<>"'` escaped, characters XML 1.0 cannot hold dropped.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' => out.push(' '),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

/// `s` cut to about `px` pixels at font size `size` (an ellipsis marks the cut).
fn fit(s: &str, px: u32, size: u32) -> String {
    let max = ((px as f32) / (size as f32 * EM_ADVANCE)).floor() as usize;
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
    t.push('…');
    t
}

/// One line of a box: its text (cut to the box), its style.
#[derive(Debug, Clone)]
struct Line {
    text: String,
    kind: Kind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A section heading inside a box.
    Head,
    Plain,
    /// A detail under the line above (smaller, grey, indented).
    Detail,
    /// A senator's row: name and offices left, statistics in columns right.
    Senator,
}

impl Line {
    fn head(t: impl Into<String>) -> Line {
        Line {
            text: t.into(),
            kind: Kind::Head,
        }
    }
    fn plain(t: impl Into<String>) -> Line {
        Line {
            text: t.into(),
            kind: Kind::Plain,
        }
    }
    fn detail(t: impl Into<String>) -> Line {
        Line {
            text: t.into(),
            kind: Kind::Detail,
        }
    }
    fn height(&self) -> u32 {
        match self.kind {
            Kind::Detail => SMALL,
            _ => LINE,
        }
    }
}

/// A box of the board: a title bar, a right-hand note in the bar, its lines; senators' rows
/// carry their statistics apart.
#[derive(Debug, Clone)]
struct Panel {
    title: String,
    note: String,
    lines: Vec<(Line, Option<Stats>)>,
    /// The reader's own faction (drawn with a stronger frame).
    own: bool,
}

/// The statistics columns of a senator's row.
#[derive(Debug, Clone)]
struct Stats {
    cols: [String; 7],
}

const STAT_HEADS: [&str; 7] = ["MIL", "ORA", "LOY", "INF", "POP", "KN", "T"];

impl Panel {
    fn height(&self) -> u32 {
        let note = if self.note.is_empty() { 0 } else { LINE };
        28 + note + self.lines.iter().map(|(l, _)| l.height()).sum::<u32>() + 6
    }
}

/// The senator's row and its details (offices, concessions, provinces, markers).
fn senator_rows(
    s: &SenatorView,
    view: &View,
    names: &Names,
    leader: bool,
) -> Vec<(Line, Option<Stats>)> {
    let mut name = s.name.clone();
    if leader {
        name.push_str(" (Faction Leader)");
    }
    let stats = Stats {
        cols: [
            super::words::military_text(s),
            s.oratory.to_string(),
            s.loyalty.to_string(),
            s.influence.to_string(),
            s.popularity.to_string(),
            s.knights.to_string(),
            // GEN-04 / S004: a Personal Treasury is secret: shown to its owner (and the GM).
            s.treasury
                .map_or_else(|| "·".to_string(), |t| t.to_string()),
        ],
    };
    let mut rows = vec![(
        Line {
            text: name,
            kind: Kind::Senator,
        },
        Some(stats),
    )];
    let mut details: Vec<String> = Vec::new();
    let offices = office_names(s);
    if !offices.is_empty() {
        details.push(offices.join(", "));
    }
    for p in view
        .provinces
        .iter()
        .filter(|p| p.governor.as_ref() == Some(&s.id))
    {
        let mut t = format!(
            "Governor of {} ({} left",
            p.name,
            count(p.term, "turn", "turns")
        );
        if p.developed {
            t.push_str(", developed");
        }
        if p.garrison > 0 {
            t.push_str(&format!(", garrison {}", p.garrison));
        }
        t.push(')');
        details.push(t);
    }
    if !s.concessions.is_empty() {
        let held: Vec<String> = s.concessions.iter().map(|k| card_name(&k.0)).collect();
        details.push(held.join(", "));
    }
    if s.captive {
        let by = view
            .military
            .captives
            .iter()
            .find(|(id, _)| *id == s.id)
            .map(|(_, by)| match by {
                rules::CardRef::Deck { of } => names.deck_card(of),
                rules::CardRef::Event { key, increased } => names.event(key, *increased),
                _ => String::new(),
            })
            .unwrap_or_default();
        details.push(if by.is_empty() {
            "held captive".to_string()
        } else {
            format!("held captive by the {by}")
        });
    }
    if s.rebel {
        details.push("in revolt".to_string());
    }
    rows.extend(details.into_iter().map(|d| (Line::detail(d), None)));
    rows
}

fn faction_panel(f: &FactionView, view: &View, names: &Names) -> Panel {
    let mut note = format!(
        "{} · {} in hand",
        count(f.votes, "vote", "votes"),
        count(f.hand_size, "card", "cards")
    );
    let private = view.private.iter().find(|p| p.faction == f.id);
    if let Some(p) = private {
        note.push_str(&format!(" · Treasury {}T", p.faction_treasury));
    }
    let mut lines: Vec<(Line, Option<Stats>)> = Vec::new();
    for s in &f.senators {
        lines.extend(senator_rows(
            s,
            view,
            names,
            f.leader.as_ref() == Some(&s.id),
        ));
    }
    if f.senators.is_empty() {
        lines.push((Line::plain("no Senators"), None));
    }
    if let Some(p) = private {
        lines.push((Line::head("Hand"), None));
        if p.hand.is_empty() {
            lines.push((Line::detail("no cards"), None));
        }
        for c in &p.hand {
            lines.push((Line::plain(format!("{} ({})", c.name, c.kind)), None));
        }
    }
    // SEN-59: the hands the Consul for Life's faction may look at.
    for h in view.seen_hands.iter().filter(|h| h.faction == f.id) {
        lines.push((Line::head("Hand, seen by the Consul for Life"), None));
        for c in &h.hand {
            lines.push((Line::plain(format!("{} ({})", c.name, c.kind)), None));
        }
    }
    Panel {
        title: names.faction(f.id),
        note,
        lines,
        own: view.viewer == Viewer::Faction(f.id),
    }
}

fn list_or_none(items: Vec<String>) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}

fn roman(level: u8) -> &'static str {
    match level {
        1 => "I",
        2 => "II",
        3 => "III",
        _ => "?",
    }
}

fn rome_panel(view: &View, names: &Names) -> Panel {
    let mut lines = vec![
        Line::plain(format!("State Treasury: {}T", view.state_treasury)),
        Line::plain(format!("Unrest: {}", view.unrest)),
        Line::plain(format!(
            "Land Bills: {}",
            list_or_none(
                view.land_bills
                    .iter()
                    .map(|b| format!("{} (turn {})", roman(b.level), b.turn))
                    .collect()
            )
        )),
        // The Early Republic has no Law cards (Middle and Late Republic are not played).
        Line::plain("Laws: none"),
    ];
    let vets = view.military.veterans_in_rome.len();
    let mut legions = format!("Legions in Rome: {}", view.legions);
    if vets > 0 {
        legions.push_str(&format!(" ({vets} Veteran)"));
    }
    lines.push(Line::plain(legions));
    lines.push(Line::plain(format!("Fleets in Rome: {}", view.fleets)));
    let (away_l, away_f) = view
        .military
        .forces_away
        .iter()
        .fold((0, 0), |(l, f), x| (l + x.legions, f + x.fleets));
    lines.push(Line::plain(format!(
        "Abroad: {}, {}",
        count(away_l, "Legion", "Legions"),
        count(away_f, "Fleet", "Fleets")
    )));
    if let Some(h) = &view.hrao {
        lines.push(Line::plain(format!("HRAO: {}", names.senator(h))));
    }
    if !view.events_in_play.is_empty() {
        lines.push(Line::head("Events"));
        for e in &view.events_in_play {
            lines.push(Line::plain(names.event(&e.key, e.increased)));
        }
    }
    lines.push(Line::head("Deck"));
    lines.push(Line::plain(format!(
        "{} left",
        count(view.deck_size, "card", "cards")
    )));
    lines.push(Line::plain(format!(
        "Discards: {}",
        list_or_none(view.discard.iter().map(|c| names.deck_card(c)).collect())
    )));
    Panel {
        title: "Rome".into(),
        note: format!("Turn {} · {} Phase", view.turn, phase_name(view.phase)),
        lines: lines.into_iter().map(|l| (l, None)).collect(),
        own: false,
    }
}

fn war_panel(view: &View, names: &Names) -> Panel {
    let mut lines = vec![Line::head("Active")];
    if view.active_wars.is_empty() {
        lines.push(Line::detail("none"));
    }
    for w in &view.active_wars {
        let mut t = names.war(&w.war);
        if view.military.naval_victories.contains(&w.war) {
            t.push_str(" (Naval Victory)");
        }
        lines.push(Line::plain(t));
        if let Some(st) = w.strength {
            let mut s = format!("land {}", st.land);
            if st.fleet > 0 {
                s.push_str(&format!(", fleet {}", st.fleet));
            }
            s.push_str(&format!(", fleet support {}", st.fleet_support));
            if st.multiplier > 1 {
                s.push_str(&format!(", x{} matching", st.multiplier));
            }
            lines.push(Line::detail(s));
        }
        if !w.leaders_aiding.is_empty() {
            let l: Vec<String> = w.leaders_aiding.iter().map(|l| names.leader(l)).collect();
            lines.push(Line::detail(format!("with {}", l.join(" and "))));
        }
    }
    for (title, wars) in [
        ("Inactive", &view.inactive_wars),
        ("Imminent", &view.imminent_wars),
        ("Unprosecuted", &view.military.unprosecuted_wars),
    ] {
        if !wars.is_empty() {
            lines.push(Line::head(title));
            for w in wars {
                lines.push(Line::plain(names.war(w)));
                // TD-08: the printed strength of a war not yet active.
                if let Some(n) = view.military.war_needs.iter().find(|n| n.war == *w) {
                    lines.push(Line::detail(format!(
                        "land {}, fleet {}, fleet support {}",
                        n.land, n.fleet, n.fleet_support
                    )));
                }
            }
        }
    }
    if !view.military.forces_away.is_empty() {
        lines.push(Line::head("Forces abroad"));
        for f in &view.military.forces_away {
            let who = f
                .commander
                .as_ref()
                .map_or_else(|| "no Commander".to_string(), |c| names.senator(c));
            lines.push(Line::plain(format!("{who}: {}", names.war(&f.war))));
            let mut t = format!(
                "{}, {}",
                count(f.legions, "Legion", "Legions"),
                count(f.fleets, "Fleet", "Fleets")
            );
            if !f.veterans.is_empty() {
                t.push_str(&format!(" ({} Veteran)", f.veterans.len()));
            }
            if let Some(m) = &f.master_of_horse {
                t.push_str(&format!("; Master of Horse {}", names.senator(m)));
            }
            lines.push(Line::detail(t));
        }
    }
    if let Some(r) = &view.military.revolt {
        lines.push(Line::head("Revolt"));
        lines.push(Line::plain(format!(
            "{} with {}",
            names.senator(&r.rebel),
            count(r.legions, "Legion", "Legions")
        )));
        if let Some((c, n)) = &r.senate_army {
            lines.push(Line::detail(format!(
                "against him {} with {}",
                names.senator(c),
                count(*n, "Legion", "Legions")
            )));
        }
    }
    Panel {
        title: "Wars".into(),
        note: String::new(),
        lines: lines.into_iter().map(|l| (l, None)).collect(),
        own: false,
    }
}

fn forum_panel(view: &View, names: &Names) -> Panel {
    let mut lines: Vec<(Line, Option<Stats>)> = vec![(Line::head("Forum"), None)];
    if view.forum_senators.is_empty() {
        lines.push((Line::detail("no Senators"), None));
    }
    for s in &view.forum_senators {
        lines.extend(senator_rows(s, view, names, false));
    }
    if !view.forum_concessions.is_empty() {
        lines.push((
            Line::plain(format!(
                "Concessions: {}",
                view.forum_concessions
                    .iter()
                    .map(|k| card_name(&k.0))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            None,
        ));
    }
    let vacant: Vec<String> = view
        .provinces
        .iter()
        .filter(|p| p.governor.is_none())
        .map(|p| p.name.clone())
        .collect();
    if !vacant.is_empty() {
        lines.push((
            Line::plain(format!("Provinces: {}", vacant.join(", "))),
            None,
        ));
    }
    lines.push((Line::head("Curia"), None));
    if view.curia.is_empty() {
        lines.push((Line::detail("empty"), None));
    }
    for c in &view.curia {
        lines.push((Line::plain(names.deck_card(c)), None));
    }
    Panel {
        title: "Forum and Curia".into(),
        note: String::new(),
        lines,
        own: false,
    }
}

/// Draw one panel at (x, y), `w` wide and `h` high.
fn draw_panel(out: &mut String, p: &Panel, x: u32, y: u32, w: u32, h: u32) {
    let stroke = if p.own { "#7a1f1f" } else { "#8a7a5a" };
    let width = if p.own { 3 } else { 1 };
    let _ = write!(
        out,
        r##"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="#fbf6ea" stroke="{stroke}" stroke-width="{width}"/>"##
    );
    let _ = write!(
        out,
        r##"<rect x="{x}" y="{y}" width="{w}" height="22" rx="6" fill="{stroke}"/>"##
    );
    let _ = write!(
        out,
        r##"<text x="{}" y="{}" font-weight="bold" fill="#ffffff">{}</text>"##,
        x + 6,
        y + 16,
        esc(&fit(&p.title, w - 12, SIZE))
    );
    let mut yy = y + 24;
    if !p.note.is_empty() {
        yy += LINE;
        let _ = write!(
            out,
            r##"<text x="{}" y="{}" fill="#4a3b22">{}</text>"##,
            x + 6,
            yy - 4,
            esc(&fit(&p.note, w - 12, SIZE))
        );
    }
    let stat_w = 26;
    let stats_x = x + w - 6 - stat_w * 7;
    if p.lines.iter().any(|(_, s)| s.is_some()) {
        yy += 12;
        for (i, head) in STAT_HEADS.iter().enumerate() {
            let _ = write!(
                out,
                r##"<text x="{}" y="{}" text-anchor="end" font-size="10" fill="#6b5d45">{head}</text>"##,
                stats_x + stat_w * (i as u32 + 1),
                yy - 2
            );
        }
    }
    for (l, stats) in &p.lines {
        yy += l.height();
        match l.kind {
            Kind::Head => {
                let _ = write!(
                    out,
                    r##"<text x="{}" y="{}" font-weight="bold" fill="#4a3b22">{}</text>"##,
                    x + 6,
                    yy - 4,
                    esc(&fit(&l.text, w - 12, SIZE))
                );
            }
            Kind::Plain => {
                let _ = write!(
                    out,
                    r##"<text x="{}" y="{}">{}</text>"##,
                    x + 10,
                    yy - 4,
                    esc(&fit(&l.text, w - 16, SIZE))
                );
            }
            Kind::Detail => {
                let _ = write!(
                    out,
                    r##"<text x="{}" y="{}" font-size="{SMALL_SIZE}" fill="#5a5a5a">{}</text>"##,
                    x + 22,
                    yy - 3,
                    esc(&fit(&l.text, w - 28, SMALL_SIZE))
                );
            }
            Kind::Senator => {
                let _ = write!(
                    out,
                    r##"<text x="{}" y="{}" font-weight="bold">{}</text>"##,
                    x + 10,
                    yy - 4,
                    esc(&fit(&l.text, stats_x.saturating_sub(x + 14), SIZE))
                );
                if let Some(st) = stats {
                    for (i, v) in st.cols.iter().enumerate() {
                        let _ = write!(
                            out,
                            r##"<text x="{}" y="{}" text-anchor="end">{}</text>"##,
                            stats_x + stat_w * (i as u32 + 1),
                            yy - 4,
                            esc(v)
                        );
                    }
                }
            }
        }
    }
}

/// A panel's height with its statistics heading.
fn panel_height(p: &Panel) -> u32 {
    p.height()
        + if p.lines.iter().any(|(_, s)| s.is_some()) {
            12
        } else {
            0
        }
}

/// Lay panels out in rows of [`COLS`] from `y`; returns the y below them.
fn draw_rows(out: &mut String, panels: &[Panel], mut y: u32) -> u32 {
    let w = (WIDTH - 2 * MARGIN - (COLS - 1) * GAP) / COLS;
    for row in panels.chunks(COLS as usize) {
        let h = row.iter().map(panel_height).max().unwrap_or(0);
        for (i, p) in row.iter().enumerate() {
            let x = MARGIN + (w + GAP) * i as u32;
            draw_panel(out, p, x, y, w, h);
        }
        y += h + GAP;
    }
    y
}

/// Who the picture is for, as its header says.
fn reader(view: &View, names: &Names) -> String {
    match view.viewer {
        Viewer::Gm => "the Game Master's board (all seen)".to_string(),
        Viewer::Faction(f) => format!("as {} sees it", names.faction(f)),
        Viewer::Public => "the public board".to_string(),
    }
}

/// The board picture as SVG, for the reader of `view` (a player's view shows only his own
/// secrets). `game` names the game in the header.
pub fn board_svg(view: &View, names: &Names, game: &str) -> String {
    let mut body = String::new();
    let header = format!(
        "The Republic of Rome · game {game} · Turn {} · {} Phase",
        view.turn,
        phase_name(view.phase)
    );
    let _ = write!(
        body,
        r##"<text x="{MARGIN}" y="28" font-size="20" font-weight="bold" fill="#4a1010">{}</text>"##,
        esc(&fit(&header, WIDTH - 2 * MARGIN, 20))
    );
    let _ = write!(
        body,
        r##"<text x="{MARGIN}" y="46" font-size="{SMALL_SIZE}" fill="#5a5a5a">{}</text>"##,
        esc(&fit(&reader(view, names), WIDTH - 2 * MARGIN, SMALL_SIZE))
    );
    let factions: Vec<Panel> = view
        .factions
        .iter()
        .map(|f| faction_panel(f, view, names))
        .collect();
    let y = draw_rows(&mut body, &factions, 56);
    let board = [
        rome_panel(view, names),
        war_panel(view, names),
        forum_panel(view, names),
    ];
    let y = draw_rows(&mut body, &board, y + 4);
    let height = y + MARGIN - GAP;
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="{FONT}" font-stretch="condensed" font-size="{SIZE}" fill="#1a1a1a"><rect width="{WIDTH}" height="{height}" fill="#efe6d0"/>{body}</svg>"##
    )
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rules::{FactionId, Game, Scenario, Setup};

    pub(crate) fn game(players: &[&str]) -> Game {
        let setup = Setup {
            scenario: Scenario::EarlyRepublic,
            players: players.iter().map(|p| p.to_string()).collect(),
        };
        match Game::new(setup, [7; 32]) {
            Ok((g, _)) => g,
            Err(e) => panic!("setup: {e:?}"),
        }
    }

    #[test]
    fn esc_escapes_markup_and_drops_what_xml_cannot_hold() {
        assert_eq!(
            esc("<a&b> \"c\" 'd'\u{1}"),
            "&lt;a&amp;b&gt; &quot;c&quot; &apos;d&apos;"
        );
    }

    /// Issue 25 §3: a hostile player name cannot break the SVG: it parses, and the name reads
    /// back as written.
    #[test]
    fn a_hostile_player_name_is_escaped() {
        let hostile = r#"<b>&"Bob</svg><script>"#;
        let g = game(&["alice", hostile, "carol"]);
        let view = g.view(Viewer::Gm);
        let names = Names::new(&view, g.players());
        let svg = board_svg(&view, &names, "g&1");
        assert!(!svg.contains("<script>"), "{svg}");
        assert!(picture::parse(&svg).is_ok(), "{svg}");
        let texts = picture::texts(&svg).unwrap_or_default();
        assert!(
            texts.iter().any(|t| t.contains(hostile)),
            "the name is not shown as written: {texts:?}"
        );
    }

    /// GEN-04 (S004): a player's picture shows his own hand and treasuries, never another's;
    /// the GM's shows all.
    #[test]
    fn gen_04_a_readers_secrets_are_absent_from_another_readers_picture() {
        let g = game(&["alice", "bob", "carol"]);
        let gm = g.view(Viewer::Gm);
        let names = Names::new(&gm, g.players());
        let a = g.view(Viewer::Faction(FactionId(0)));
        let b = g.view(Viewer::Faction(FactionId(1)));
        let (sa, sb, sg) = (
            board_svg(&a, &names, "g1"),
            board_svg(&b, &names, "g1"),
            board_svg(&gm, &names, "g1"),
        );
        for s in [&sa, &sb, &sg] {
            assert!(picture::parse(s).is_ok());
        }
        let hand_of = |v: &View, f: u8| -> Vec<String> {
            v.private
                .iter()
                .filter(|p| p.faction == FactionId(f))
                .flat_map(|p| p.hand.iter().map(|c| format!("{} ({})", c.name, c.kind)))
                .collect()
        };
        let (ha, hb) = (hand_of(&gm, 0), hand_of(&gm, 1));
        assert!(!ha.is_empty() && !hb.is_empty(), "no hands dealt");
        let ta = picture::texts(&sa).unwrap_or_default();
        let tb = picture::texts(&sb).unwrap_or_default();
        let tg = picture::texts(&sg).unwrap_or_default();
        let shows = |t: &[String], card: &str| t.iter().any(|x| x == card);
        // Cards only one of the two holds (both may hold a Tribune).
        let only_a: Vec<&String> = ha.iter().filter(|c| !hb.contains(c)).collect();
        let only_b: Vec<&String> = hb.iter().filter(|c| !ha.contains(c)).collect();
        assert!(!only_a.is_empty() && !only_b.is_empty());
        for c in &only_a {
            assert!(shows(&ta, c) && shows(&tg, c) && !shows(&tb, c), "{c}");
        }
        for c in &only_b {
            assert!(shows(&tb, c) && shows(&tg, c) && !shows(&ta, c), "{c}");
        }
        // The Faction Treasury is in its owner's panel note only.
        let treasury = |t: &[String]| t.iter().filter(|x| x.contains("Treasury 0T")).count();
        assert_eq!((treasury(&ta), treasury(&tb), treasury(&tg)), (1, 1, 3));
        // The hand counts are public: every picture has all three.
        for t in [&ta, &tb] {
            assert_eq!(t.iter().filter(|x| x.contains("in hand")).count(), 3);
        }
    }

    /// Issue 25 §3: two views that differ only in the hand give pictures whose texts differ
    /// only in the hand's lines, and whose PNGs differ.
    #[test]
    fn pictures_differ_exactly_where_the_hand_differs() {
        let g = game(&["alice", "bob", "carol"]);
        let gm = g.view(Viewer::Gm);
        let names = Names::new(&gm, g.players());
        let a = g.view(Viewer::Faction(FactionId(0)));
        let mut a2 = a.clone();
        let bobs = gm.private[1].hand.clone();
        assert_eq!(a2.private.len(), 1);
        assert_eq!(a2.private[0].hand.len(), bobs.len());
        a2.private[0].hand = bobs;
        let (s1, s2) = (board_svg(&a, &names, "g1"), board_svg(&a2, &names, "g1"));
        let t1 = picture::texts(&s1).unwrap_or_default();
        let t2 = picture::texts(&s2).unwrap_or_default();
        assert_eq!(t1.len(), t2.len());
        let hand_lines = |v: &View| -> Vec<String> {
            v.private[0]
                .hand
                .iter()
                .map(|c| format!("{} ({})", c.name, c.kind))
                .collect()
        };
        let (h1, h2) = (hand_lines(&a), hand_lines(&a2));
        let differing: Vec<(&String, &String)> =
            t1.iter().zip(&t2).filter(|(x, y)| x != y).collect();
        assert!(!differing.is_empty());
        for (x, y) in &differing {
            assert!(h1.contains(x) && h2.contains(y), "{x:?} / {y:?}");
        }
        let p1 = picture::png(&s1).unwrap_or_default();
        let p2 = picture::png(&s2).unwrap_or_default();
        assert!(!p1.is_empty() && p1 != p2);
    }

    /// The picture draws: a PNG of the SVG's size (and the time one takes, for the record).
    #[test]
    fn the_picture_draws_as_png() {
        let g = game(&["alice", "bob", "carol", "dave", "erin", "frank"]);
        let v = g.view(Viewer::Gm);
        let names = Names::new(&v, g.players());
        let svg = board_svg(&v, &names, "g1");
        let png = match picture::png(&svg) {
            Ok(p) => p,
            Err(e) => panic!("{e}"),
        };
        if let Ok(out) = std::env::var("RORGM_PICTURE_OUT") {
            let _ = std::fs::write(out, &png);
        }
        let (w, h, _) = picture::decode(&png).unwrap_or_default();
        assert_eq!(w, WIDTH);
        assert!(h > 300, "{h}");
    }
}
