//! Issue 21: the words of a confirmation that say how a mail was read: which call it answered
//! (and that it is over), the decision each line went to, the order read on a line with
//! chatter, whether the answers are complete.

use rules::api::{Decision, DecisionOptions};

use super::{Names, decision_title, proposal_words};

/// A mail that answered the call of a round that is over: nothing in it went to another
/// decision. `open_now` lists what the player owes now (empty: nothing).
pub fn call_over(replied: u32, now: u32, open_now: &[String]) -> Vec<String> {
    let mut lines = vec![format!(
        "YOUR MAIL ANSWERED THE CALL OF ROUND {replied}, WHICH IS OVER: that round was resolved \
         before your mail came. Nothing in it was applied, and none of it was taken for an \
         answer to the decisions open now (round {now}); only STATUS, HELP, TIMEZONE, MAIL and \
         STANDING lines were read."
    )];
    if open_now.is_empty() {
        lines.push("OPEN NOW: you owe nothing in this round.".to_string());
    } else {
        lines.push(format!(
            "OPEN NOW (round {now}): {}. To answer, reply to the latest call, or write your \
             orders again in a new mail.",
            open_now.join("; ")
        ));
    }
    lines
}

/// What a decision is about, for "VOTE NO — on raising 2 Legions".
pub fn decision_subject(d: &Decision, names: &Names) -> String {
    match &d.options {
        DecisionOptions::SenateVote { proposal, .. } => {
            format!("on {}", proposal_words(proposal, names))
        }
        _ => format!("for {}", decision_title(d.kind)),
    }
}

/// What an accepted line is about: the decision's subject, or for `VOTE ON <n>` (SEN-02 house
/// rule "agenda vote") the n-th proposal of the list announced with the vote, when it is put.
pub fn line_subject(a: &orders::Accepted, d: &Decision, names: &Names) -> String {
    match (&d.options, a.agenda_at) {
        (DecisionOptions::SenateVote { agenda, .. }, Some(at)) => {
            match at.checked_sub(2).and_then(|k| agenda.get(k)) {
                Some(p) => format!(
                    "on {} (No. {at} of the list), cast if and when it is put",
                    proposal_words(p, names)
                ),
                None => decision_subject(d, names),
            }
        }
        _ => decision_subject(d, names),
    }
}

/// An accepted line with the decision it went to.
pub fn line_went_to(normalised: &str, subject: &str) -> String {
    format!("{normalised} — {subject}")
}

/// A line that held one order among other words: what was read and what was left.
pub fn read_with_comment(line_no: usize, order: &str, comment: &str) -> String {
    format!("Line {line_no}: read as {order}; left as comment: \"{comment}\"")
}

/// A line that held two orders or more: none is guessed.
pub fn two_orders(orders: &[String]) -> String {
    format!(
        "this line holds two orders ({}); nothing on it was read, so as not to guess which you \
         meant: write each order on a line of its own",
        orders.join(" and ")
    )
}

/// The first line of a confirmation: whether the player's answers for the round are in.
pub enum Completeness {
    /// Every decision the player owed is answered, and the mail had no refused line.
    Complete { others_pending: bool },
    /// Every decision the player owed is answered, but some lines were refused.
    CompleteWithRefusals { others_pending: bool },
    /// Something is still owed.
    Owed,
}

pub fn completeness(c: Completeness) -> String {
    let rest = |others: bool| {
        if others {
            " The round resolves when the others' are in, or at the deadline."
        } else {
            ""
        }
    };
    match c {
        Completeness::Complete { others_pending } => {
            format!(
                "COMPLETE: your answers for this round are in.{}",
                rest(others_pending)
            )
        }
        Completeness::CompleteWithRefusals { others_pending } => format!(
            "COMPLETE, WITHOUT THE LINES NOT ACCEPTED: every decision you owe has an answer, so \
             the round does not wait for you; the lines listed below changed nothing. To change \
             an answer, send the corrected line before the round resolves.{}",
            rest(others_pending)
        ),
        Completeness::Owed => "Not complete yet: see STILL OWED below.".to_string(),
    }
}

/// The whole list as it now stands, after a mail that changed some of its items.
pub fn list_now(title: &str) -> String {
    format!("{title} (the whole list as it now stands)")
}

/// A line of a mail that answered a call that is over.
pub fn not_applied(line: &str) -> String {
    format!("  not applied: {line}")
}

/// A mail taken in while the GM has paused the game.
pub fn paused_note() -> String {
    "THE GAME IS PAUSED: your orders are kept, but no round resolves and no deadline runs \
     until the GM resumes the game."
        .to_string()
}

/// STANDING CLEAR read.
pub fn standing_cleared() -> String {
    "STANDING CLEAR: your standing orders are withdrawn; the seed's Default Moves apply again \
     (STANDING lines in the same mail are your new standing orders)."
        .to_string()
}

/// The GM wrote to the plain GM address (a reply to a notice) instead of the command address.
pub fn gm_plain_address(command_address: &str) -> String {
    format!(
        "Your mail came to the plain GM address, where commands are not read (a From header \
         alone proves nothing), so nothing in it was carried out. Commands are read at your \
         command address, {command_address}: reply to this mail, or write to it, with one \
         command per line (PAUSE, RESUME, EXTEND, BOT, HUMAN, OBSERVER, CANCEL, APPROVE, LIST)."
    )
}

/// The Subject of the answer to the GM's mail to the plain GM address.
pub fn gm_plain_address_subject() -> String {
    "Commands are read at your command address".to_string()
}

/// A paused game in the GM's LIST.
pub fn paused_word() -> &'static str {
    "paused"
}

/// The GM extended the deadline while the game is paused.
pub fn extended_while_paused(added: &str, left: &str) -> String {
    format!(
        "The GM has given this round {added} more. The game is paused, so the deadline stands \
         still: {left} are left, and they run from when the game resumes."
    )
}

/// Issue 21: a Default Move ruling, as the GM reads it (`gm rulings`, approval notices): whose.
pub fn ruling_of_faction(faction: &str, ruling: &str) -> String {
    format!("{faction}: {ruling}")
}

/// An open decision as "open now" lists it: what it is about ("your vote on raising 2
/// Legions"), else its title.
pub fn open_now_words(d: &Decision, names: &Names) -> String {
    match &d.options {
        DecisionOptions::SenateVote { proposal, .. } => {
            format!("your vote on {}", proposal_words(proposal, names))
        }
        _ => decision_title(d.kind).to_string(),
    }
}

/// The confirmation's note when the player's mail completed the round (issue 21 §2): the
/// resolution's mail to the player follows below in the same mail (`folded`), or later.
pub fn round_resolved_note(folded: bool) -> &'static str {
    if folded {
        "Every answer of this round is in: the round has been resolved. What happened, and your next call for orders if you owe one, follow below in this same mail."
    } else {
        "Every answer of this round is in: the round has been resolved; what happened comes in your next mail from the GM (with your next call for orders)."
    }
}
/// Issue 21 §3: a player's mail to the plain GM address, passed on to the GM's own mail
/// (`mail.gm_notify`): the Subject and the body.
pub fn plain_address_for_gm(
    games: &[(String, String)],
    from: &str,
    subject: &str,
    text: &str,
) -> (String, String) {
    let one_line = |s: &str| -> String {
        s.chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect::<String>()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let who: Vec<String> = games
        .iter()
        .map(|(game, faction)| format!("{faction} in game {game}"))
        .collect();
    let first = games.first().map_or("", |(g, _)| g.as_str());
    let mail_subject = format!(
        "rorgm: game {first}, {} wrote to the plain address",
        games.first().map_or(from, |(_, f)| f.as_str())
    );
    let body = format!(
        "{from} ({}) wrote to the plain GM address, where no order is read. They were sent \
         their status and their personal address. Their mail is kept in `rorgm gm inbox {first}`.\n\n\
         Subject: {}\n\n{}\n",
        who.join("; "),
        one_line(subject),
        text.trim_end()
    );
    (mail_subject, body)
}

/// Issue 21 §4: an observer is told when the GM adds him, and when he removes him: the
/// Subject (after the game's tag) and the body.
pub fn observer_notice(game_id: &str, added: bool) -> (String, String) {
    if added {
        (
            "You observe this game".to_string(),
            format!(
                "The GM added you as an observer of game {game_id}. From now on you get every \
                 public announcement of the game, and nothing private. Mail you send to the \
                 game is not read as orders."
            ),
        )
    } else {
        (
            "You no longer observe this game".to_string(),
            format!(
                "The GM removed you as an observer of game {game_id}: you get no more mail \
                 from it."
            ),
        )
    }
}

/// Issue 21 §4: a Subject or a line as it is echoed to its writer: on one line, without
/// control characters (a tab, an escape, a line break become a space), at most 200 characters.
pub fn one_line(s: &str) -> String {
    let clean: String = s
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    match clean.char_indices().nth(200) {
        Some((i, _)) => format!("{}…", &clean[..i]),
        None => clean,
    }
}

/// Issue 21 §4: a mail over the limits (too many lines, a line too long), refused whole.
pub fn mail_refused(why: &str) -> String {
    format!("NOTHING IN THIS MAIL WAS READ: {why}.")
}
