//! Which lines of a mail body are read (ORDERS.md "How a mail is read").
//!
//! The input is the already-chosen text: the text/plain part, or the HTML part turned into text
//! with `<blockquote>` lines prefixed by "> " and `<hr>` turned into a "________________" line.
//! Quotes are skipped, not everything after them: unquoted lines before, between and after
//! quotes are read. Everything from a signature or a forwarded/original-message divider to the
//! end is skipped.

pub use super::grammar::LineOutcome;
use super::grammar::{clean_line, normalise_chars, parse_line};
use super::names::fold;
use super::press::{PressBlock, PressLine, is_relay_begin, is_relay_end, press_line};
use super::read_why::{ReadWhy, Syntax};

/// At most this many lines of a mail are read as orders.
pub const MAX_ORDER_LINES: usize = 1000;
/// A read line may have at most this many characters.
pub const MAX_LINE_CHARS: usize = 1000;

/// Lines longer than this are never taken for attributions, dividers or footers.
const MAX_MARKER_CHARS: usize = 400;

/// A mail body that breaks a limit: nothing in it is applied (`render::body_error` words it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodyError {
    /// More order lines than [`MAX_ORDER_LINES`].
    TooManyLines { count: usize },
    /// A line longer than [`MAX_LINE_CHARS`].
    LineTooLong { line_no: usize, chars: usize },
}

/// The lines of a mail that were read (quotes, attributions, signatures, footers, comments and
/// blank lines left out).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ReadMail {
    pub lines: Vec<ReadLine>,
    /// Issue 25 §1: the press messages of the mail (their lines are never read as orders).
    pub press: Vec<PressBlock>,
}

/// One read line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadLine {
    /// 1-based number among the lines the player wrote (issue 21: quoted lines, attributions,
    /// footers and blank lines are not counted, so "line 2" is the player's second line).
    pub line_no: usize,
    /// The line as written, trimmed.
    pub text: String,
    pub outcome: LineOutcome,
    /// Issue 21: the line held one order among other words ("READY (sorry, late)"): the order
    /// as written, and the words left as comment. `outcome` is that order's.
    pub chatter: Option<(String, String)>,
}

/// Read a mail body: find the lines that are meant as orders and parse each.
pub fn read_body(text: &str) -> Result<ReadMail, BodyError> {
    let raw: Vec<&str> = text
        .split("\r\n")
        .flat_map(|l| l.split(['\n', '\r', '\u{2028}', '\u{2029}']))
        .collect();
    let lines: Vec<String> = raw
        .iter()
        .map(|l| normalise_chars(l).trim().to_string())
        .collect();
    let end = cut_index(&lines);
    let mut skip = vec![false; end];
    let mut i = 0;
    while i < end {
        let t = lines[i].as_str();
        if t.is_empty() || is_quote(t) || is_footer(t) || is_attribution(t) {
            skip[i] = true;
        } else if starts_attribution(t) {
            // "On Mon, 1 Jan 2024 at 10:00, Alice <\nalice@example.com> wrote:"
            for k in 1..=2 {
                let j = i + k;
                if j >= end || lines[j].is_empty() || is_quote(&lines[j]) {
                    break;
                }
                let joined = lines[i..=j].join(" ");
                if is_attribution(&joined) {
                    skip[i..=j].iter_mut().for_each(|s| *s = true);
                    i = j;
                    break;
                }
            }
        }
        i += 1;
    }

    // Issue 25 §1: press blocks, and the lines of a relayed message pasted back, are taken
    // out before any line is read as an order.
    let mut in_press = vec![false; end];
    let mut press: Vec<PressBlock> = Vec::new();
    let mut bad_headers: Vec<(usize, String)> = Vec::new();
    {
        // The block being read: Some(Some(i)) = press[i]; Some(None) = a bad header's lines.
        let mut current: Option<Option<usize>> = None;
        let mut in_relay = false;
        let mut own = 0usize;
        for i in 0..end {
            let t = lines[i].as_str();
            if !skip[i] {
                own += 1;
            }
            if in_relay {
                in_press[i] = true;
                in_relay = !is_relay_end(t);
                continue;
            }
            if is_relay_begin(t) {
                in_press[i] = true;
                in_relay = true;
                continue;
            }
            let read = if skip[i] { None } else { press_line(t) };
            match read {
                Some(PressLine::End) if current.is_some() => {
                    in_press[i] = true;
                    current = None;
                }
                Some(PressLine::Header(grey, to, tail)) => {
                    in_press[i] = true;
                    let header = raw[i].split(':').next().unwrap_or("").trim().to_string();
                    press.push(PressBlock {
                        line_no: own,
                        header,
                        grey,
                        to,
                        lines: tail.into_iter().collect(),
                    });
                    current = Some(Some(press.len() - 1));
                }
                Some(PressLine::BadHeader) => {
                    in_press[i] = true;
                    bad_headers.push((own, raw[i].trim().to_string()));
                    current = Some(None);
                }
                _ => {
                    if let Some(block) = current {
                        in_press[i] = true;
                        // Quotes, attributions and footers inside a press are dropped.
                        let keep = !skip[i] || t.is_empty();
                        if let (Some(b), true) = (block.and_then(|b| press.get_mut(b)), keep) {
                            b.lines.push(raw[i].trim_end().to_string());
                        }
                    }
                }
            }
        }
        for b in &mut press {
            while b.lines.last().is_some_and(|l| l.trim().is_empty()) {
                b.lines.pop();
            }
            let lead = b.lines.iter().take_while(|l| l.trim().is_empty()).count();
            b.lines.drain(..lead);
        }
    }

    let mut candidates: Vec<(usize, String, String)> = Vec::new();
    let mut own = 0usize;
    for (idx, _) in skip.iter().enumerate().filter(|(_, s)| !**s) {
        // Issue 21: lines are numbered as the player wrote them (the quoted call not counted).
        own += 1;
        if in_press[idx] {
            continue;
        }
        let cleaned = clean_line(raw[idx]);
        if cleaned.is_empty() {
            continue;
        }
        let written = raw[idx].trim();
        let chars = written.chars().count();
        if chars > MAX_LINE_CHARS {
            return Err(BodyError::LineTooLong {
                line_no: own,
                chars,
            });
        }
        candidates.push((own, written.to_string(), cleaned));
    }
    if candidates.len() > MAX_ORDER_LINES {
        return Err(BodyError::TooManyLines {
            count: candidates.len(),
        });
    }
    let mut lines: Vec<ReadLine> = candidates
        .into_iter()
        .map(|(line_no, text, cleaned)| {
            let (outcome, chatter) = read_line(&cleaned);
            ReadLine {
                line_no,
                text,
                outcome,
                chatter,
            }
        })
        .collect();
    // Issue 25 §1: a PRESS line that names nobody is an error on its line (its message is
    // not read as orders either).
    lines.extend(bad_headers.into_iter().map(|(line_no, text)| ReadLine {
        line_no,
        text,
        outcome: LineOutcome::Error(ReadWhy::Expected {
            keyword: "PRESS".into(),
            problem: Syntax::PressNeedsToOrAll,
        }),
        chatter: None,
    }));
    lines.sort_by_key(|l| l.line_no);
    Ok(ReadMail { lines, press })
}

/// One cleaned line: its order, or (issue 21) the one order among other words on it. A line
/// that is no order as a whole is cut at the places where prose and an order meet (a bracketed
/// aside, a spaced dash, the end of a sentence); when exactly one piece is an order and no other
/// piece starts with an order keyword, that order is read and the rest left as comment. Two
/// orders on a line are never guessed between: the line is refused.
fn read_line(cleaned: &str) -> (LineOutcome, Option<(String, String)>) {
    let whole = parse_line(cleaned);
    if matches!(whole, LineOutcome::Order(_) | LineOutcome::Meta(_)) {
        return (whole, None);
    }
    let pieces = chatter_pieces(cleaned);
    if pieces.len() < 2 {
        return (whole, None);
    }
    let mut orders: Vec<(usize, LineOutcome)> = Vec::new();
    let mut keyword_errors = false;
    for (i, (piece, aside)) in pieces.iter().enumerate() {
        if *aside {
            continue;
        }
        match parse_line(&clean_line(piece)) {
            o @ (LineOutcome::Order(_) | LineOutcome::Meta(_)) => orders.push((i, o)),
            LineOutcome::Error(_) | LineOutcome::TwoOrders(_) => keyword_errors = true,
            LineOutcome::Ignored => {}
        }
    }
    match orders.len() {
        1 if !keyword_errors => {
            let (i, outcome) = orders.remove(0);
            let order = clean_line(&pieces[i].0);
            let comment = pieces
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, (p, _))| p.trim())
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            (outcome, Some((order, comment)))
        }
        n if n >= 2 => {
            let named: Vec<String> = orders
                .iter()
                .map(|(i, _)| clean_line(&pieces[*i].0))
                .collect();
            (LineOutcome::TwoOrders(named), None)
        }
        _ => (whole, None),
    }
}

/// The pieces of a line between the places where prose and an order meet: bracketed asides
/// (kept whole, marked `true`, never read as orders), spaced dashes, and sentence ends ("! ",
/// "? ", ". ", an ellipsis).
fn chatter_pieces(line: &str) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    let mut cur = String::new();
    let mut depth: Option<(char, String)> = None;
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    let push = |cur: &mut String, out: &mut Vec<(String, bool)>| {
        let t = cur.trim().to_string();
        if !t.is_empty() {
            out.push((t, false));
        }
        cur.clear();
    };
    while i < chars.len() {
        let c = chars[i];
        if let Some((close, text)) = depth.as_mut() {
            text.push(c);
            if c == *close {
                out.push((text.clone(), true));
                depth = None;
            }
            i += 1;
            continue;
        }
        match c {
            '(' | '[' => {
                push(&mut cur, &mut out);
                depth = Some((if c == '(' { ')' } else { ']' }, c.to_string()));
            }
            '\u{2026}' => push(&mut cur, &mut out),
            '-' | '\u{2013}' | '\u{2014}'
                if i > 0 && chars[i - 1] == ' ' && chars.get(i + 1).is_none_or(|n| *n == ' ') =>
            {
                push(&mut cur, &mut out)
            }
            '!' | '?' | '.' if chars.get(i + 1).is_none_or(|n| *n == ' ') => {
                push(&mut cur, &mut out)
            }
            _ => cur.push(c),
        }
        i += 1;
    }
    if let Some((_, text)) = depth {
        // An aside left open runs to the end of the line.
        out.push((text, true));
    }
    push(&mut cur, &mut out);
    out
}

/// A quoted line.
fn is_quote(t: &str) -> bool {
    t.starts_with('>') || t.starts_with('\u{FF1E}')
}

/// Lower-case, `*bold*` markers removed, spaces collapsed, no space before a colon
/// (French "a écrit :").
fn marker_form(t: &str) -> String {
    let lower: String = t.to_lowercase().chars().filter(|c| *c != '*').collect();
    lower
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(" :", ":")
}

/// "On … wrote:" and its localised forms, on one (possibly joined) line.
fn is_attribution(t: &str) -> bool {
    if t.chars().count() > MAX_MARKER_CHARS || is_quote(t) {
        return false;
    }
    let m = marker_form(t);
    if !m.ends_with(':') {
        return false;
    }
    const ENDINGS: &[&str] = &[
        "wrote:",
        "writes:",
        "a écrit:",
        "a ecrit:",
        "escribió:",
        "escribio:",
        "ha scritto:",
        "escreveu:",
        "skrev:",
        "kirjoitti:",
        "napisał(a):",
        "napisał:",
        "napisala:",
        "napisał/a:",
        "написал(а):",
        "написал:",
        "schrieb:",
        "schreef:",
        "yazdı:",
    ];
    if ENDINGS.iter().any(|e| m.ends_with(e)) {
        return true;
    }
    // "Am 01.01.2024 um 10:00 schrieb Alice <a@b>:", "Op 1 jan. 2024 schreef Alice <a@b>:"
    let words: Vec<&str> = m.split(' ').collect();
    words.contains(&"schrieb") || words.contains(&"schreef")
}

/// The first words of an attribution, for attributions wrapped over two or three lines.
fn starts_attribution(t: &str) -> bool {
    if t.chars().count() > MAX_MARKER_CHARS {
        return false;
    }
    let m = marker_form(t);
    let first = m.split(' ').next().unwrap_or("");
    matches!(
        first,
        "on" | "am" | "le" | "el" | "il" | "op" | "em" | "den" | "dnia" | "w"
    )
}

/// Known mail-client footers: skipped, the lines after them still read.
fn is_footer(t: &str) -> bool {
    if t.chars().count() > 120 {
        return false;
    }
    let m = marker_form(t);
    const STARTS: &[&str] = &[
        "sent from my ",
        "sent from mail for windows",
        "sent from outlook",
        "sent from yahoo mail",
        "sent from proton",
        "sent from samsung",
        "sent from the all new aol",
        "sent from aol",
        "sent with proton",
        "sent via ",
        "sent using ",
        "get outlook for ",
        "von meinem ",
        "gesendet von ",
        "gesendet mit ",
        "envoyé de mon ",
        "envoyé depuis ",
        "enviado desde mi ",
        "enviado do meu ",
        "enviado desde ",
        "inviato da ",
        "inviato dal mio ",
        "verstuurd vanaf mijn ",
        "verzonden vanaf mijn ",
        "skickat från min ",
        "sendt fra min ",
    ];
    STARTS.iter().any(|s| m.starts_with(s))
}

/// Where the read part of the body ends: a signature, a forwarded/original-message divider, an
/// Outlook header block or a `________` rule (an HTML `<hr>`).
fn cut_index(lines: &[String]) -> usize {
    for (i, t) in lines.iter().enumerate() {
        if is_quote(t) {
            continue;
        }
        if t == "--" || t.starts_with("________") {
            return i;
        }
        if t.chars().count() > MAX_MARKER_CHARS {
            continue;
        }
        if is_divider(t) || is_header_block(lines, i) {
            return i;
        }
    }
    lines.len()
}

fn is_divider(t: &str) -> bool {
    let m = marker_form(t);
    if m.starts_with("---") || m.starts_with("___") || m.starts_with("===") {
        const MARKERS: &[&str] = &[
            "original message",
            "forwarded message",
            "reply separator",
            "ursprüngliche nachricht",
            "ursprungliche nachricht",
            "weitergeleitete nachricht",
            "message d'origine",
            "message transféré",
            "message transfere",
            "mensaje original",
            "mensaje reenviado",
            "messaggio originale",
            "messaggio inoltrato",
            "oorspronkelijk bericht",
            "doorgestuurd bericht",
            "mensagem original",
            "mensagem encaminhada",
            "ursprungligt meddelande",
            "oprindelig meddelelse",
            "opprinnelig melding",
        ];
        return MARKERS.iter().any(|k| m.contains(k));
    }
    const STARTS: &[&str] = &[
        "begin forwarded message:",
        "anfang der weitergeleiteten nachricht:",
        "début du message réexpédié:",
        "debut du message reexpedie:",
        "inicio del mensaje reenviado:",
        "inizio messaggio inoltrato:",
        "begin doorgestuurd bericht:",
    ];
    STARTS.iter().any(|s| m.starts_with(s))
}

fn header_name(t: &str) -> Option<String> {
    let m = marker_form(t);
    let colon = m.find(':')?;
    let name = fold(&m[..colon]);
    (!name.is_empty() && name.split(' ').count() <= 2).then_some(name)
}

/// An Outlook-style header block: "From: …" followed by "Sent: …" / "Date: …" (or To/Subject/Cc),
/// in English or a few other languages.
fn is_header_block(lines: &[String], i: usize) -> bool {
    const FROM: &[&str] = &["from", "von", "de", "da", "van", "fra", "fran", "od"];
    const NEXT: &[&str] = &[
        "sent",
        "date",
        "to",
        "subject",
        "cc",
        "gesendet",
        "datum",
        "an",
        "betreff",
        "envoye",
        "a",
        "objet",
        "enviado",
        "fecha",
        "para",
        "asunto",
        "inviato",
        "data",
        "oggetto",
        "verzonden",
        "aan",
        "onderwerp",
        "sendt",
        "skickat",
        "till",
        "amne",
        "emne",
    ];
    if !header_name(&lines[i]).is_some_and(|h| FROM.contains(&h.as_str())) {
        return false;
    }
    lines[i + 1..]
        .iter()
        .filter(|l| !l.is_empty())
        .take(1)
        .any(|l| header_name(l).is_some_and(|h| NEXT.contains(&h.as_str())))
}

#[cfg(test)]
mod tests {
    use super::super::grammar::{GameOrder, MetaOrder};
    use super::*;

    fn read(s: &str) -> Vec<(usize, LineOutcome)> {
        match read_body(s) {
            Ok(m) => m
                .lines
                .into_iter()
                .map(|l| (l.line_no, l.outcome))
                .collect(),
            Err(e) => panic!("{e:?}"),
        }
    }

    fn leader(n: &str) -> LineOutcome {
        LineOutcome::Order(GameOrder::Leader { senator: n.into() })
    }

    #[test]
    fn top_post_over_gmail_quote() {
        let body = "LEADER Cornelius\r\n\r\nOn Mon, 1 Jan 2024 at 10:00, GM <gm+x@example.org> wrote:\r\n> # default: LEADER Fabius\r\n> LEADER\r\n";
        assert_eq!(read(body), vec![(1, leader("Cornelius"))]);
    }

    #[test]
    fn wrapped_attribution_is_skipped() {
        let body =
            "READY\nOn Mon, 1 Jan 2024 at 10:00, Game Master <\ngm+x@example.org> wrote:\n> text";
        assert_eq!(read(body), vec![(1, LineOutcome::Meta(MetaOrder::Ready))]);
    }

    #[test]
    fn footers_and_signature() {
        // The phone's footer is not one of the player's lines (issue 21): STATUS is his line 2.
        let body = "READY\nSent from my iPhone\nSTATUS\n-- \nLEADER Cornelius";
        assert_eq!(
            read(body),
            vec![
                (1, LineOutcome::Meta(MetaOrder::Ready)),
                (2, LineOutcome::Meta(MetaOrder::Status))
            ]
        );
    }

    #[test]
    fn outlook_header_block_cuts() {
        let body = "READY\n\nFrom: Game Master <gm@example.org>\nSent: Monday\nLEADER Fabius";
        assert_eq!(read(body), vec![(1, LineOutcome::Meta(MetaOrder::Ready))]);
        // A lone "From:" line without a header after it is just text.
        let body = "From: me\nREADY";
        assert_eq!(
            read(body),
            vec![
                (1, LineOutcome::Ignored),
                (2, LineOutcome::Meta(MetaOrder::Ready))
            ]
        );
    }

    #[test]
    fn limits() {
        let long = format!("LEADER {}", "x".repeat(MAX_LINE_CHARS));
        assert_eq!(
            read_body(&long),
            Err(BodyError::LineTooLong {
                line_no: 1,
                chars: MAX_LINE_CHARS + 7
            })
        );
        // A long quoted line is not read, so it breaks no limit.
        assert!(read_body(&format!("> {}", "x".repeat(5000))).is_ok());
        let many = "READY\n".repeat(MAX_ORDER_LINES + 1);
        assert_eq!(
            read_body(&many),
            Err(BodyError::TooManyLines {
                count: MAX_ORDER_LINES + 1
            })
        );
        assert!(read_body(&"READY\n".repeat(MAX_ORDER_LINES)).is_ok());
    }
}
