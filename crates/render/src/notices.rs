//! The notices players get outside a round's mails (issue 23 point 1: the referee decides who
//! is told, render what they read): the GM's pause, resumption, cancellation, extension,
//! rollback and correction, a bot taking a faction, a new player seated, a deadline moved
//! because the referee or the mail server was away, a reminder, a mail refused, the answer to
//! a mail sent to the plain GM address, and the opening of a mail that folds several answers.

use mail_facts::{
    DkimDelay, DkimFailure, InboundError, MAX_CONTAINERS, MAX_MIME_DEPTH, MAX_PARTS, ParseFailure,
    SenderProblem, SignatureFault,
};
use rules::Phase;

use crate::phase_name;

/// "2 days 3 hours 4 minutes" (never a bare number of milliseconds).
pub fn duration_text(ms: i64) -> String {
    let mins = ms.max(0) / 60_000;
    let (d, h, m) = (mins / 1440, mins / 60 % 24, mins % 60);
    let part = |n: i64, unit: &str| match n {
        0 => None,
        1 => Some(format!("1 {unit}")),
        n => Some(format!("{n} {unit}s")),
    };
    let parts: Vec<String> = [part(d, "day"), part(h, "hour"), part(m, "minute")]
        .into_iter()
        .flatten()
        .collect();
    if parts.is_empty() {
        "less than a minute".to_string()
    } else {
        parts.join(" ")
    }
}

/// "3 h 05 min", "12 min", "40 s".
pub fn short_duration(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (d, h, m) = (s / 86_400, (s / 3600) % 24, (s / 60) % 60);
    if d > 0 {
        format!("{d} d {h} h {m:02} min")
    } else if h > 0 {
        format!("{h} h {m:02} min")
    } else if m > 0 {
        format!("{m} min")
    } else {
        format!("{s} s")
    }
}

/// An announcement to the players: its Subject (after the game's tag), the headline the
/// announcement template shows, and its lines.
pub struct Notice {
    pub subject: String,
    pub headline: String,
    pub lines: Vec<String>,
}

/// The GM paused the game; `left`: the time left to the round's deadline, if one runs.
pub fn paused(left: Option<&str>) -> Notice {
    let mut lines = vec![
        "The GM has paused the game. Deadlines stand still until the game resumes; you \
         may still send orders."
            .to_string(),
    ];
    if let Some(left) = left {
        lines.push(format!("Time left to the deadline of this round: {left}."));
    }
    Notice {
        subject: "Game paused".into(),
        headline: "game paused".into(),
        lines,
    }
}

/// The GM resumed the game; `deadline`: the round's new deadline (UTC), if one runs.
pub fn resumed(deadline: Option<&str>) -> Notice {
    let mut lines = vec!["The GM has resumed the game.".to_string()];
    if let Some(d) = deadline {
        lines.push(format!("The deadline of this round is now {d} (UTC)."));
    }
    Notice {
        subject: "Game resumed".into(),
        headline: "game resumed".into(),
        lines,
    }
}

/// The GM cancelled the game, with his reason (empty: none given).
pub fn cancelled(reason: &str) -> Notice {
    let mut lines = vec!["The GM has cancelled this game. No more orders are read.".to_string()];
    if !reason.trim().is_empty() {
        lines.push(format!("The GM's reason: {}", reason.trim()));
    }
    Notice {
        subject: "Game cancelled".into(),
        headline: "game cancelled".into(),
        lines,
    }
}

/// The GM handed a faction to a bot (`bot`) or back to its player.
pub fn bot_plays(bot: bool) -> Notice {
    let line = if bot {
        "The GM has handed your faction to a bot: it answers every decision with its \
         Default Move as soon as the decision opens. Your mails are still read; ask the \
         GM to hand the faction back to you."
    } else {
        "The GM has handed your faction back to you: the bot no longer answers for it."
    };
    Notice {
        subject: if bot {
            "A bot plays your faction"
        } else {
            "Your faction is yours again"
        }
        .into(),
        headline: "your faction".into(),
        lines: vec![line.to_string()],
    }
}

/// The Subject of the orders the GM enters for a player (as the player's own mail).
pub fn gm_orders_subject() -> String {
    "Orders entered for you by the GM".to_string()
}

/// The new player of a faction (`faction`: as players count, from 1): the Subject and the
/// opening of his welcome, before his status.
///
/// Issue 24 §3: `rules` is the game's rules page (`option_lines`), named in the welcome.
pub fn seat_welcome(
    faction: u8,
    game_id: &str,
    reply_to: &str,
    address: &str,
    rules: &[String],
) -> (String, String) {
    let mut page = String::from("THE RULES (this game's rules page)\n");
    for r in rules {
        page.push_str(&format!("  {r}\n"));
    }
    (
        format!("You now play Faction {faction} (secret: your hand)"),
        format!(
            "You take over Faction {faction} of game {game_id}.\nReply only to {reply_to} from {address}.\n\n{page}\n"
        ),
    )
}

/// The other players are told of a new player.
pub fn seated(name: &str, faction: u8) -> Notice {
    Notice {
        subject: "A new player".into(),
        headline: "a new player".into(),
        lines: vec![format!(
            "The GM has seated {name} as the player of Faction {faction}."
        )],
    }
}

/// The GM corrected a ruling: the Subject, and the headline.
pub fn correction(turn: u32, phase: Phase) -> Notice {
    Notice {
        subject: format!(
            "The GM corrected a ruling: turn {turn}, {}",
            phase_name(phase)
        ),
        headline: "correction".into(),
        lines: Vec::new(),
    }
}

/// The Subject and headline of a deadline extended.
pub fn deadline_extended(lines: Vec<String>) -> Notice {
    Notice {
        subject: "Deadline extended".into(),
        headline: "deadline extended".into(),
        lines,
    }
}

/// Issue 25 §2: the game grants an absent player one deadline extension: the round waits
/// `hours` more for that faction (in the reader's time).
pub fn absence_extended(who: &str, hours: u32, deadline: &str) -> String {
    format!(
        "{who} is away: this game grants an absent player one extension of the deadline, so this round now ends at {deadline} ({hours} hours later). If no orders come by then, the Default Moves answer for that faction."
    )
}

/// The GM extended the round's deadline (in the player's words).
pub fn gm_extended(deadline: &str) -> String {
    format!("The GM has extended the deadline of this round to {deadline}.")
}

/// The referee was away at the deadline and the reminder before it: no Default Move, a new
/// deadline (both UTC).
pub fn missed_deadline(old: &str, new: &str) -> String {
    format!(
        "The referee was unavailable around the deadline of {old}, and the reminder before it was never sent. No Default Move was applied: the deadline is extended to {new} (UTC)."
    )
}

/// The title of what a player still owes, in a notice.
pub fn still_owed_title() -> String {
    "The GM still has no answer from you for:".to_string()
}

/// The referee was away when the reminder was due: the deadline moves (both UTC).
pub fn missed_reminder(old: &str, new: &str) -> String {
    format!(
        "The referee was unavailable when this reminder was due, so the deadline is \
         extended from {old} to {new} (UTC)."
    )
}

/// The Subject of a reminder (after the game's tag).
pub fn reminder_subject(turn: u32, phase: Phase, round: u32, due: &str) -> String {
    format!(
        "turn {turn} {}: reminder (round {round}) — due {due}",
        phase_name(phase)
    )
}

/// The mail server held the round's call back: the deadline moves by the wait (UTC).
pub fn call_waited(wait: &str, deadline: &str) -> String {
    format!(
        "The mail server could not deliver this round's call for orders for {wait}. The deadline is extended by that time, to {deadline} (UTC)."
    )
}

/// The GM rolled the game back: the news, and what the call that follows says.
pub fn rolled_back(round: u32, turn: u32, phase: Phase) -> (String, String) {
    (
        format!(
            "The GM has rolled the game back to the start of round {round} (turn {turn}, {} phase). Orders sent after that point are void; the dice are those of the original game. A new call for orders follows.",
            phase_name(phase)
        ),
        "This call replaces every earlier call of this round: the GM rolled the game back."
            .to_string(),
    )
}

/// Issue 22 §6: the opening of a mail that carries `n` answers, and the rule above answer `i`.
pub fn folded_opening(n: usize) -> String {
    format!("This mail answers {n} of your mails, in the order they were read.\n")
}

/// The rule above the `i`th of `n` answers in a folded mail.
pub fn folded_part(i: usize, n: usize) -> String {
    format!("\n---------- {i} of {n} ----------\n\n")
}

/// Issue 21 §3: a player wrote to the plain GM address: one part per game he plays (his
/// personal address and status), the body around them, and the Subject.
pub fn plain_address_part(game_id: &str, reply_to: &str, status: &str) -> String {
    format!(
        "Game {game_id}: your personal address, where your orders count, is\n  {reply_to}\n\n{status}"
    )
}

/// The body of the answer to a mail sent to the plain GM address.
pub fn plain_address_answer(parts: &[String]) -> (String, String) {
    (
        "Your status, and where to send orders".to_string(),
        format!(
            "Your mail came to the GM's plain address, where no order is read. The GM will \
             see it. Send your orders to your personal address below (replying to any mail \
             of the game does that).\n\n{}",
            parts.join("\n\n")
        ),
    )
}

/// Why a mail in a player's name was refused (the notice goes to the registered address).
pub enum MailRefused<'a> {
    /// The From header names no single address.
    NotOneSender { problem: SenderProblem },
    /// Another sender wrote to the player's personal address.
    OtherSender { from: Option<&'a str> },
    /// The mail could not be read.
    Unreadable { why: &'a InboundError },
    /// The Subject names another game.
    OtherGame { named: &'a str, ours: &'a str },
    /// The GM cancelled the game.
    GameCancelled { game_id: &'a str },
    /// `dkim = require`: the signature could not be checked now.
    DkimUnchecked { why: &'a DkimDelay },
    /// `dkim = require`: no valid signature of the player's mail domain.
    DkimMissing { why: &'a DkimFailure },
    /// Written before a mail of the player's already applied; the lines not applied.
    Late {
        written: &'a str,
        newest: &'a str,
        lines: &'a [&'a str],
    },
}

/// A refusal notice: the reason and the detail.
pub fn mail_refused(r: &MailRefused<'_>) -> (String, String) {
    const NOTHING_READ: &str = "No order in it was read.";
    match r {
        MailRefused::NotOneSender { problem } => (
            format!(
                "it came to your personal address, but {}",
                sender_problem(*problem)
            ),
            "A mail counts only if its From header names exactly one address: yours.".into(),
        ),
        MailRefused::OtherSender { from } => (
            "it came to your personal address but from a different sender".into(),
            format!("The mail's From address was {}.", from.unwrap_or("(none)")),
        ),
        MailRefused::Unreadable { why } => (unreadable(why), NOTHING_READ.into()),
        MailRefused::OtherGame { named, ours } => (
            format!(
                "the subject names game {named}, but your personal address belongs to game {ours}"
            ),
            "Reply to the mails of the game you mean to play.".into(),
        ),
        MailRefused::GameCancelled { game_id } => (
            format!("game {game_id} was cancelled by the GM"),
            NOTHING_READ.into(),
        ),
        MailRefused::DkimUnchecked { why } => (
            "its DKIM signature could not be checked just now".to_string(),
            format!(
                "The check said: {}. Please send the same orders again later.",
                dkim_delay(why)
            ),
        ),
        MailRefused::DkimMissing { why } => (
            "it did not carry a valid DKIM signature of your mail domain".to_string(),
            format!(
                "The check found: {}. This game accepts only mail signed by your mail \
                 provider: send your orders from your own mail account, not through \
                 another service.",
                dkim_failure(why)
            ),
        ),
        MailRefused::Late {
            written,
            newest,
            lines,
        } => (
            format!(
                "it came late: it was written at {written} UTC, before your mail written at {newest} UTC, which was \
                 already applied"
            ),
            format!(
                "None of it was applied, so that it does not undo what your newer mail set. Not \
                 applied:\n{}\nSend again whatever of it still stands.",
                if lines.is_empty() {
                    "  (no text)".to_string()
                } else {
                    lines
                        .iter()
                        .map(|l| format!("  {l}"))
                        .collect::<Vec<_>>()
                        .join("\n")
                }
            ),
        ),
    }
}

/// A refusal notice's detail, with how many mails of its kind were not reported one by one.
pub fn held_back(detail: &str, held_back: i64) -> String {
    if held_back > 0 {
        format!(
            "{detail} Since the last such notice, {held_back} more mail{} of this \
             kind came and {} not reported one by one.",
            if held_back == 1 { "" } else { "s" },
            if held_back == 1 { "was" } else { "were" }
        )
    } else {
        detail.to_string()
    }
}

/// The Subject of a refusal notice.
pub fn refused_subject() -> String {
    "A mail in your name was not accepted".to_string()
}

/// Why no DKIM check could be made: no resolver is set up (the player's and the GM's words).
/// Why the From header names no single address, as the refusal says it.
pub fn sender_problem(p: SenderProblem) -> String {
    match p {
        SenderProblem::FromHeaders(n) => format!("it has {n} From headers"),
        SenderProblem::GroupAddress => "its From header is a group address".into(),
        SenderProblem::Addresses(n) => format!("its From header names {n} addresses, not one"),
    }
}

/// Why a mail could not be read at all, as the refusal says it.
pub fn unreadable(e: &InboundError) -> String {
    match e {
        InboundError::TooLarge { size, limit } => format!(
            "your mail is too large to read: {:.1} MB, and the limit is {:.1} MB",
            *size as f64 / 1_048_576.0,
            *limit as f64 / 1_048_576.0
        ),
        InboundError::TooDeep { depth } => {
            format!("your mail's parts are nested {depth} deep, and the limit is {MAX_MIME_DEPTH}")
        }
        InboundError::TooComplex { containers, parts } => format!(
            "your mail has too many parts to read: {containers} multipart or attached \
             parts (limit {MAX_CONTAINERS}), {parts} parts in all (limit {MAX_PARTS})"
        ),
        InboundError::Unparseable(ParseFailure::TimedOut(secs)) => {
            format!("reading your mail took longer than {secs} s")
        }
        InboundError::Unparseable(ParseFailure::ParserFailed) => {
            "your mail's structure could not be read".into()
        }
        InboundError::Unparseable(ParseFailure::NoHeader) => {
            "your mail has no header that could be read".into()
        }
    }
}

/// Why a DKIM check could not be made now, as the refusal says it (also the GM's record).
pub fn dkim_delay(d: &DkimDelay) -> String {
    match d {
        DkimDelay::KeyLookup { signer, error } => {
            format!("the key of {signer} could not be looked up now ({error})")
        }
        DkimDelay::DmarcAlignment { signers, error } => format!(
            "the DMARC alignment of the signature by {} could not be checked now ({error})",
            signers.join(", ")
        ),
        DkimDelay::DmarcPolicy { domain, error } => {
            format!("the DMARC policy of {domain} could not be looked up now ({error})")
        }
        DkimDelay::NoResolver => "no DNS resolver for DKIM checks is set up".into(),
    }
}

/// Why a mail carries no valid aligned DKIM signature, as the refusal says it.
pub fn dkim_failure(f: &DkimFailure) -> String {
    match f {
        DkimFailure::NoDomain { address } => format!("the address {address} has no domain"),
        DkimFailure::HeadersUnreadable => "the mail's headers could not be read".into(),
        DkimFailure::NotOnlyThePlayer { named, player } => format!(
            "the mail's From headers name {} instead of only {player}",
            if named.is_empty() {
                "nobody".to_string()
            } else {
                named.join(", ")
            }
        ),
        DkimFailure::CheckerFailed => "the DKIM check failed on this mail".into(),
        DkimFailure::NoSignature => "the mail carries no DKIM signature".into(),
        DkimFailure::Signatures(faults) => faults
            .iter()
            .map(|f| match f {
                SignatureFault::PartOfBody { signer } => {
                    format!("the signature by {signer} covers only part of the body (l=)")
                }
                SignatureFault::FromNotSigned { signer } => {
                    format!("the signature by {signer} does not sign the From header")
                }
                SignatureFault::Invalid { signer, result } => {
                    format!("the signature by {signer} is not valid ({result})")
                }
            })
            .collect::<Vec<_>>()
            .join("; "),
        DkimFailure::DmarcNotAligned { signers, domain } => format!(
            "signed by {}, which the DMARC policy of {domain} does not align with it",
            signers.join(", ")
        ),
        DkimFailure::OtherSigners { signers, domain } => {
            format!("signed by {}, not by {domain}", signers.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 23 point 1: what the mail reader found is worded here, each fact in a sentence
    /// with its numbers and names, never a type's debug form.
    #[test]
    fn mail_facts_are_worded_for_the_player() {
        assert_eq!(
            sender_problem(SenderProblem::FromHeaders(2)),
            "it has 2 From headers"
        );
        assert_eq!(
            sender_problem(SenderProblem::Addresses(3)),
            "its From header names 3 addresses, not one"
        );
        assert_eq!(
            unreadable(&InboundError::TooLarge {
                size: 11 * 1_048_576 + 524_288,
                limit: 10 * 1_048_576
            }),
            "your mail is too large to read: 11.5 MB, and the limit is 10.0 MB"
        );
        assert!(
            unreadable(&InboundError::TooDeep { depth: 25 })
                .contains("nested 25 deep, and the limit is 20")
        );
        assert_eq!(
            dkim_failure(&DkimFailure::Signatures(vec![
                SignatureFault::FromNotSigned {
                    signer: "a.test".into()
                },
                SignatureFault::Invalid {
                    signer: "b.test".into(),
                    result: "fail".into()
                }
            ])),
            "the signature by a.test does not sign the From header; the signature by b.test \
             is not valid (fail)"
        );
        assert_eq!(
            dkim_failure(&DkimFailure::NotOnlyThePlayer {
                named: vec![],
                player: "alice@example.test".into()
            }),
            "the mail's From headers name nobody instead of only alice@example.test"
        );
        assert_eq!(
            dkim_delay(&DkimDelay::NoResolver),
            "no DNS resolver for DKIM checks is set up"
        );
        let (reason, detail) = mail_refused(&MailRefused::DkimMissing {
            why: &DkimFailure::OtherSigners {
                signers: vec!["forger.example".into()],
                domain: "example.org".into(),
            },
        });
        assert!(reason.contains("DKIM"), "{reason}");
        assert!(
            detail.contains("The check found: signed by forger.example, not by example.org."),
            "{detail}"
        );
    }

    #[test]
    fn durations_read_well() {
        assert_eq!(short_duration(40_000), "40 s");
        assert_eq!(short_duration(12 * 60_000), "12 min");
        assert_eq!(short_duration(3 * 3_600_000 + 5 * 60_000), "3 h 05 min");
        assert_eq!(short_duration(26 * 3_600_000), "1 d 2 h 00 min");
    }

    #[test]
    fn durations_read_as_words() {
        assert_eq!(duration_text(0), "less than a minute");
        assert_eq!(duration_text(61_000), "1 minute");
        assert_eq!(
            duration_text((26 * 60 + 5) * 60_000),
            "1 day 2 hours 5 minutes"
        );
    }
}
