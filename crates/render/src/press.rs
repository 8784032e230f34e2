//! Issue 25 §1: the words of press between players through the GM: the relayed mail, the GM's
//! copy, the sender's confirmation lines and refusals, and the game's table options.
//!
//! Press is never a deal the referee enforces (GEN-06, S004/81-82: deals made by e-mail between
//! players are no Open Trade; only open trades, made through the GM before all players, are
//! binding): every relayed message says so once, in its footer.

use orders::press::{MAX_PRESS_BYTES, MAX_PRESS_PER_HOUR, MAX_PRESS_PER_MAIL};

/// The line that opens a relayed message (the order reader never reads it, nor what follows
/// up to [`RELAY_END`]: `orders::press::is_relay_begin`).
pub const RELAY_BEGIN: &str = "[press begins: relayed by the GM, never read as orders]";
/// The line that closes a relayed message.
pub const RELAY_END: &str = "[press ends]";

/// The footer of every relayed message.
const NOT_BINDING: &str = "Press is never a deal the GM enforces: only open trades, made \
through the GM before all players (TRADE, HELP TRADES), are binding (the PBEM rules). To answer, write \
PRESS TO <faction> (or PRESS ALL) in a mail to your own GM address; a reply to this mail is \
read as your orders, and this message in it is not.";

/// Who sent a press message, as its readers see it.
#[derive(Debug, Clone, Copy)]
pub enum Sender<'a> {
    /// Signed: "Faction 2 (Bob)".
    Signed(&'a str),
    /// Grey press: unsigned.
    Grey,
}

/// Who a press message went to, as its readers see it.
#[derive(Debug, Clone, Copy)]
pub enum ToWhom<'a> {
    All,
    /// "Faction 1 (Alice)", … (every recipient, so each sees who else got it).
    Factions(&'a [String]),
}

fn to_words(to: ToWhom<'_>) -> String {
    match to {
        ToWhom::All => "all players (public press; the observers read it too)".into(),
        ToWhom::Factions(f) => join_and(f),
    }
}

fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A line of a relayed message with every mail address in it removed (no address of a player
/// ever reaches another through press).
pub fn without_addresses(line: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    for word in line.split(' ') {
        if looks_like_address(word) {
            out.push("[address removed]".into());
        } else {
            out.push(word.to_string());
        }
    }
    out.join(" ")
}

fn looks_like_address(word: &str) -> bool {
    let w = word.trim_matches(|c: char| !(c.is_alphanumeric() || c == '@' || c == '.'));
    let w = w.strip_prefix("mailto:").unwrap_or(w);
    match w.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty() && domain.contains('.') && !domain.ends_with('.')
        }
        None => word.contains('@') && word.contains('.'),
    }
}

/// The Subject of a relayed message (the game tag is added by the mail).
pub fn relay_subject(from: Sender<'_>, to: ToWhom<'_>) -> String {
    let kind = match to {
        ToWhom::All => "Public press",
        ToWhom::Factions(_) => "Press",
    };
    match from {
        Sender::Signed(s) => format!("{kind} from {s}"),
        Sender::Grey => format!("{kind} (unsigned)"),
    }
}

/// The body of a relayed message: who sent it (unless grey), to whom, the message between
/// the relay's marker lines (its addresses removed), and the footer.
pub fn relay_body(game_id: &str, from: Sender<'_>, to: ToWhom<'_>, lines: &[String]) -> String {
    let mut s = match from {
        Sender::Signed(f) => format!("Game {game_id}: press from {f}, to {}.\n\n", to_words(to)),
        Sender::Grey => format!(
            "Game {game_id}: unsigned press (grey press: the GM does not say who wrote it), to {}.\n\n",
            to_words(to)
        ),
    };
    s.push_str(&message_block(lines));
    s.push('\n');
    s.push_str(NOT_BINDING);
    s.push('\n');
    s
}

/// The message between the relay's marker lines.
pub fn message_block(lines: &[String]) -> String {
    let mut s = String::new();
    s.push_str(RELAY_BEGIN);
    s.push('\n');
    for l in lines {
        // A marker line written in the message would end (or open) the relayed part early in
        // a reply that pastes it: it is relayed marked as the sender's text.
        let t = l.trim();
        if orders::press::is_relay_begin(t) || orders::press::is_relay_end(t) {
            s.push_str("| ");
        }
        s.push_str(&without_addresses(l));
        s.push('\n');
    }
    s.push_str(RELAY_END);
    s.push('\n');
    s
}

/// The GM's copy of a private message (the GM always learns the sender, grey or not).
pub fn gm_copy(
    game_id: &str,
    from: &str,
    grey: bool,
    to: &[String],
    lines: &[String],
) -> (String, String) {
    let subject = format!("rorgm: press in game {game_id} from {from}");
    let mut body = format!(
        "A copy of private press in game {game_id} (the game's option: the GM is copied on \
         private press), from {from}{} to {}. It was relayed as below.\n\n",
        if grey {
            " (sent unsigned: the recipients were not told who wrote it)"
        } else {
            ""
        },
        join_and(to)
    );
    body.push_str(&message_block(lines));
    body.push('\n');
    body.push_str(NOT_BINDING);
    body.push('\n');
    (subject, body)
}

/// The sender's confirmation line for one message relayed.
pub fn sent_line(
    line_no: usize,
    to: ToWhom<'_>,
    lines: usize,
    grey: bool,
    gm_copy: bool,
) -> String {
    format!(
        "Line {line_no}: press sent{} to {}: {lines} line{}{}.",
        if grey { " unsigned" } else { "" },
        to_words(to),
        if lines == 1 { "" } else { "s" },
        if gm_copy { "; the GM gets a copy" } else { "" }
    )
}

/// Why a press message was not relayed (nothing of it was sent).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PressRefused {
    /// The message has no line.
    Empty,
    /// Over the size limit.
    TooLarge { bytes: usize },
    /// Over the count per hour.
    TooMany { sent: i64 },
    /// Over the count per mail.
    TooManyInMail,
    /// `GREY PRESS` in a game that does not allow it.
    GreyNotAllowed,
    /// A name that is no other faction (the reader's words).
    Recipient(String),
}

/// The refusal of one press message, as the sender reads it.
pub fn refused(why: &PressRefused) -> String {
    let tail = "; nothing of this press was sent (and its lines were not read as orders)";
    match why {
        PressRefused::Empty => format!(
            "this press has no message: write it on the lines below the PRESS line (up to a line END PRESS){tail}"
        ),
        PressRefused::TooLarge { bytes } => format!(
            "this press is {bytes} bytes long; a press may be at most {MAX_PRESS_BYTES} bytes (about {} KB): send it in parts{tail}",
            MAX_PRESS_BYTES / 1024
        ),
        PressRefused::TooMany { sent } => format!(
            "you sent {sent} press messages in the last hour; at most {MAX_PRESS_PER_HOUR} an hour may be sent: send it later{tail}"
        ),
        PressRefused::TooManyInMail => {
            format!("a mail may send at most {MAX_PRESS_PER_MAIL} press messages{tail}")
        }
        PressRefused::GreyNotAllowed => format!(
            "this game does not allow unsigned press (its option grey-press is off): write PRESS without GREY to send it signed{tail}"
        ),
        PressRefused::Recipient(why) => format!("{why}{tail}"),
    }
}

/// The note when a mail that sent press had attachments: they were not relayed.
pub fn attachments_dropped(n: usize) -> String {
    format!(
        "Your mail had {n} attachment{}: attachments are never relayed with press (nor read as orders); only the text of the message was sent.",
        if n == 1 { "" } else { "s" }
    )
}

/// The table options of a game, one line each (`game show`, the welcome mail).
pub fn table_option_lines(grey_press: bool, press_copy: bool, absent_hours: u32) -> Vec<String> {
    vec![
        format!(
            "Press (PRESS TO <faction> / PRESS ALL, HELP PRESS): relayed by the GM, signed with the sender's faction and name{}.",
            if grey_press {
                "; unsigned press is allowed (GREY PRESS, option grey-press)"
            } else {
                " (unsigned press is not allowed)"
            }
        ),
        if press_copy {
            "The GM gets a copy of private press (as the GMs of play by mail required).".into()
        } else {
            "The GM gets no copy of private press (option no-press-copy).".into()
        },
        if absent_hours == 0 {
            "A player who declares an absence (ABSENT UNTIL) is answered by his Default Moves."
                .into()
        } else {
            format!(
                "A player who declares an absence (ABSENT UNTIL) gets the deadline extended once, by at most {absent_hours} hours, before his Default Moves answer (option absent-extension)."
            )
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_removed() {
        assert_eq!(
            without_addresses("write me at bob@example.org, or <mailto:b@x.io>!"),
            "write me at [address removed] or [address removed]"
        );
        assert_eq!(without_addresses("5 @ Rome. Fine"), "5 @ Rome. Fine");
    }

    #[test]
    fn relay_has_markers_and_footer_once() {
        let b = relay_body(
            "gabc",
            Sender::Signed("Faction 1 (Alice)"),
            ToWhom::Factions(&["Faction 2 (Bob)".into()]),
            &["READY".into(), "alice@example.org".into()],
        );
        assert!(b.contains(RELAY_BEGIN) && b.contains(RELAY_END));
        // The order reader knows the lines render writes.
        assert!(orders::press::is_relay_begin(RELAY_BEGIN));
        assert!(orders::press::is_relay_end(RELAY_END));
        assert_eq!(b.matches("never a deal").count(), 1);
        assert!(!b.contains("alice@example.org"));
        // A marker line in the message cannot end the relayed part early.
        let b = message_block(&[RELAY_END.into(), "READY".into()]);
        assert_eq!(
            b.lines()
                .filter(|l| orders::press::is_relay_end(l.trim()))
                .count(),
            1,
            "{b}"
        );
    }
}
