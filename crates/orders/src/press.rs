//! Issue 25 §1: press between players through the GM (ORDERS.md "Press").
//!
//! A press block opens with a line `PRESS TO <faction>[, <faction>…]` or `PRESS ALL` (or
//! `GREY PRESS …`, unsigned, when the game allows it); text after a colon on that line is the
//! message's first line. The message runs to a line `END PRESS`, the next press line, or the end
//! of what is read of the mail (a signature or a forwarded/original-message divider ends it).
//! Quoted lines, attributions and mail-client footers inside it are dropped. No line of a press
//! block is ever read as an order.
//!
//! A relayed press mail carries its message between two marker lines (render writes them:
//! `render::press::RELAY_BEGIN` / `RELAY_END`; their folded forms are [`RELAY_BEGIN_FORM`] and
//! [`RELAY_END_FORM`]): those lines, and every line between them, are never read (as orders or
//! as press), even when a reply pastes them unquoted.

use super::grammar::normalise_chars;
use super::names::{Entry, Match, fold, match_name};
use super::read_why::ReadWhy;
use super::trades::resolve_faction;
use rules::{FactionId, View};

/// The line that opens a relayed message in the mail the GM sends, folded (lower case, spaces
/// collapsed): render writes it, the reader recognises it, so that a relayed message pasted
/// into a reply is not read.
pub const RELAY_BEGIN_FORM: &str = "[press begins: relayed by the gm, never read as orders]";
/// The line that closes a relayed message, folded.
pub const RELAY_END_FORM: &str = "[press ends]";

/// A press message may hold at most this many bytes (the message's lines joined).
pub const MAX_PRESS_BYTES: usize = 8 * 1024;
/// A player may send at most this many press messages in an hour.
pub const MAX_PRESS_PER_HOUR: i64 = 20;
/// A mail may send at most this many press messages.
pub const MAX_PRESS_PER_MAIL: usize = 6;

/// Who a press message is for, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PressTo {
    /// `PRESS ALL`: every player and the game's observers.
    All,
    /// `PRESS TO a, b and c`: the factions named (names unresolved).
    Factions(Vec<String>),
}

/// One press message found in a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PressBlock {
    /// The number of its PRESS line among the lines the player wrote.
    pub line_no: usize,
    /// The PRESS line as written (up to its colon).
    pub header: String,
    /// `GREY PRESS`: asked to go unsigned.
    pub grey: bool,
    pub to: PressTo,
    /// The message, line by line, as written (trailing spaces cut; blank lines at its start
    /// and end left out).
    pub lines: Vec<String>,
}

impl PressBlock {
    /// The message's size in bytes (its lines joined by newlines).
    pub fn bytes(&self) -> usize {
        self.lines.iter().map(|l| l.len() + 1).sum::<usize>()
    }
}

/// What a line is to the press reader.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PressLine {
    /// A PRESS line: (grey, to, the text after its colon).
    Header(bool, PressTo, Option<String>),
    /// A line that starts as a PRESS line but names nobody (`PRESS`, `PRESS TO`).
    BadHeader,
    /// `END PRESS`.
    End,
}

fn words_form(t: &str) -> String {
    normalise_chars(t)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_ascii_uppercase()
}

/// Whether a (trimmed) line is the relay's opening line.
pub fn is_relay_begin(t: &str) -> bool {
    t.starts_with('[') && t.len() < 200 && words_form(t) == words_form(RELAY_BEGIN_FORM)
}

/// Whether a (trimmed) line is the relay's closing line.
pub fn is_relay_end(t: &str) -> bool {
    t.starts_with('[') && t.len() < 200 && words_form(t) == words_form(RELAY_END_FORM)
}

/// Read one line (trimmed) as a press line, if it is one. `Press on!` is prose.
pub(crate) fn press_line(t: &str) -> Option<PressLine> {
    // Only a line that starts with PRESS, GREY/GRAY PRESS or END is one (cheap first test).
    let first = t.get(..1).map(str::to_ascii_uppercase);
    if t.len() > 1000 || !matches!(first.as_deref(), Some("P" | "G" | "E")) {
        return None;
    }
    let (head, tail) = match t.split_once(':') {
        Some((h, rest)) => (h, Some(rest.trim().to_string()).filter(|r| !r.is_empty())),
        None => (t, None),
    };
    let form = words_form(head);
    let form = form.trim_end_matches(['.', ',', ';', '!']).trim_end();
    if form == "END PRESS" || form == "END OF PRESS" || form == "ENDPRESS" {
        return (tail.is_none()).then_some(PressLine::End);
    }
    let (grey, rest) = if let Some(r) = form.strip_prefix("GREY PRESS") {
        (true, r)
    } else if let Some(r) = form.strip_prefix("GRAY PRESS") {
        (true, r)
    } else if let Some(r) = form.strip_prefix("PRESS") {
        (false, r)
    } else {
        return None;
    };
    if !rest.is_empty() && !rest.starts_with(' ') {
        return None; // "PRESSING", "PRESSED"
    }
    let rest = rest.trim();
    if rest.is_empty() {
        return Some(PressLine::BadHeader);
    }
    if rest == "ALL" || rest == "TO ALL" {
        return Some(PressLine::Header(grey, PressTo::All, tail));
    }
    let Some(list) = rest.strip_prefix("TO") else {
        // "Press on regardless": prose.
        return None;
    };
    if !list.is_empty() && !list.starts_with(' ') {
        return None;
    }
    // The names as written (not upper-cased).
    let written = normalise_chars(head)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let after_to = {
        let lower = written.to_ascii_lowercase();
        match lower.find(" to") {
            Some(i) => written[i + 3..].to_string(),
            None => String::new(),
        }
    };
    let names = split_names(&after_to);
    if names.is_empty() {
        return Some(PressLine::BadHeader);
    }
    Some(PressLine::Header(grey, PressTo::Factions(names), tail))
}

/// "Cornelius, 3 and Fabius" into its names.
fn split_names(list: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in list.split([',', ';', '&', '+', '/']) {
        let mut cur: Vec<&str> = Vec::new();
        for w in part.split_whitespace() {
            if w.eq_ignore_ascii_case("and") {
                if !cur.is_empty() {
                    out.push(cur.join(" "));
                }
                cur.clear();
            } else {
                cur.push(w);
            }
        }
        if !cur.is_empty() {
            out.push(cur.join(" "));
        }
    }
    out.into_iter()
        .map(|n| n.trim_end_matches(['.', '!']).trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

/// A press recipient as written: a faction's number ("2", "Faction 2"), one of its Senators'
/// names (as trades name factions), or its player's name. Never the writer's own faction.
pub fn resolve_press_target(
    name: &str,
    view: &View,
    me: FactionId,
    players: &[(FactionId, &str)],
) -> Result<FactionId, ReadWhy> {
    let entries: Vec<Entry> = players
        .iter()
        .filter(|(f, _)| *f != me)
        .map(|(f, n)| Entry::new(&f.0.to_string(), (*n).to_string(), &[*n]))
        .collect();
    let others: Vec<FactionId> = players
        .iter()
        .filter(|(f, _)| *f != me)
        .map(|(f, _)| *f)
        .collect();
    if !fold(name).is_empty()
        && let Ok(Match::Found(i)) = match_name(name, &entries)
        && entries.get(i).is_some_and(|e| fold(&e.label) == fold(name))
    {
        return Ok(others[i]);
    }
    match resolve_faction(name, view, me)? {
        f if f == me => Err(ReadWhy::NoOtherFaction {
            written: name.trim().to_string(),
        }),
        f => Ok(f),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn press_lines() {
        assert_eq!(
            press_line("PRESS ALL"),
            Some(PressLine::Header(false, PressTo::All, None))
        );
        assert_eq!(
            press_line("press to Cornelius, 3 and Bob: hello there"),
            Some(PressLine::Header(
                false,
                PressTo::Factions(vec!["Cornelius".into(), "3".into(), "Bob".into()]),
                Some("hello there".into())
            ))
        );
        assert_eq!(
            press_line("Grey press to all"),
            Some(PressLine::Header(true, PressTo::All, None))
        );
        assert_eq!(press_line("PRESS"), Some(PressLine::BadHeader));
        assert_eq!(press_line("PRESS TO"), Some(PressLine::BadHeader));
        assert_eq!(press_line("Press on regardless"), None);
        assert_eq!(press_line("Pressing matters"), None);
        assert_eq!(press_line("End press."), Some(PressLine::End));
        assert_eq!(press_line("END PRESS: no"), None);
        assert!(is_relay_begin(&RELAY_BEGIN_FORM.to_uppercase()));
        assert!(is_relay_end(RELAY_END_FORM));
    }
}
