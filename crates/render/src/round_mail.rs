//! The titles, notes and Subjects of a round's mails (issue 10: one mail per player per round)
//! and of the welcome (issue 23 point 1: the referee decides who gets which mail, render what it
//! says).

use rules::{DecisionKind, FactionId, Phase};

use crate::call::short_kind;
use crate::phase_name;

/// A step's headline: "turn 3, Senate".
pub fn headline(turn: u32, phase: Phase) -> String {
    format!("turn {turn}, {}", phase_name(phase))
}

/// "(to turn 3, Senate)": the end of a public news block's title. News held for a player is
/// known to be of an earlier phase when its text lacks the mark of the current one.
pub fn phase_mark(turn: u32, phase: Phase) -> String {
    format!("(to turn {turn}, {})", phase_name(phase))
}

/// The title of the public news block.
pub fn news_title(turn: u32, phase: Phase) -> String {
    format!("WHAT HAPPENED {}", phase_mark(turn, phase))
}

/// The Subject of the public announcement (observers' copy), after the game's tag.
pub fn announcement_subject(headline: &str) -> String {
    format!("Announcement: {headline}")
}

/// The title of the Default Moves applied to a player who sent nothing in time; `deadline` is
/// the deadline that passed, in the player's words (none: the round was resolved otherwise).
pub fn defaults_title(deadline: Option<String>) -> String {
    format!(
        "FOR YOU ONLY: no orders from you reached the GM before the deadline of {}, so the Default Move was applied for you:",
        deadline.unwrap_or_else(|| "this round".to_string())
    )
}

/// The title of a player's private news.
pub fn private_title(faction: FactionId, headline: &str) -> String {
    format!("FOR YOU ONLY (Faction {faction}), {headline}:")
}

/// SEN-59: the title of the hands a Consul for Life may look at.
pub fn seen_hands_title() -> String {
    "FOR YOU ONLY: the hands of the factions you run in the Senate (you may look at them, not play them; SEN-59):".to_string()
}

/// Why a round mail says how the news comes to this player.
pub enum NewsRhythm {
    /// A bot plays the faction (issue 21 §2).
    Bot,
    /// `MAIL DIGEST`, and this mail does not carry the phase's news.
    DigestWaiting,
    /// Every mail carries the news: nothing to say.
    Every,
    /// Issue 25 §2: `ABSENT UNTIL <date> MAIL`: the player is away, the mails still come.
    AbsentMail,
}

/// Issue 25 §2: the public line of a round whose faction is away (no date, nothing private).
/// Issue 25 §2: the public line when a faction's absence takes effect in a round it owes.
pub fn absence_declared(faction: &str) -> String {
    format!("{faction} is answered by its standing orders and Default Moves from now on.")
}

pub fn answered_by_defaults(faction: &str) -> String {
    format!("{faction} is answered by its standing orders and Default Moves this round.")
}

/// The note of a round mail on how the news comes (empty: none).
pub fn news_rhythm_note(r: NewsRhythm) -> String {
    match r {
        NewsRhythm::Bot => "A bot plays your faction: it answers every decision with its Default Move, and you get the news at the end of each phase. Ask the GM to hand the faction back to you."
            .to_string(),
        NewsRhythm::DigestWaiting => "You get the news of this phase with your first call after its end (MAIL DIGEST; MAIL EVERY to have it in every mail)."
            .to_string(),
        NewsRhythm::Every => String::new(),
        NewsRhythm::AbsentMail => "You are away (ABSENT): your standing orders and the Default Moves answer for you as soon as a round opens; nothing is due from you. BACK ends the absence."
            .to_string(),
    }
}

/// The Subject of a call for orders (after the game's tag): the decisions owed (`kinds`, in
/// order, repeats folded), the round, the due time in the player's words, and whether it
/// replaces an earlier call of the round.
pub fn call_subject(
    turn: u32,
    phase: Phase,
    kinds: &[DecisionKind],
    round: u32,
    due: &str,
    replaces: bool,
) -> String {
    let mut names: Vec<&str> = kinds.iter().map(|k| short_kind(*k)).collect();
    names.dedup();
    format!(
        "turn {} {}: {} (round {round}) — due {}{}",
        turn,
        phase_name(phase),
        names.join(", "),
        due,
        if replaces {
            ", replaces the earlier call"
        } else {
            ""
        }
    )
}

/// Why a player gets news without a call.
pub enum NewsOnly {
    /// The game is over.
    GameOver,
    /// FOR-13: news between calls (an Influence Peddling) while orders are due.
    OrdersDue,
    /// The player owes nothing now.
    NothingOwed,
}

/// The Subject of a mail of news alone (after the game's tag).
pub fn news_subject(turn: u32, phase: Phase, round: u32, why: NewsOnly) -> String {
    format!(
        "turn {} {}: news (round {round}) — {}",
        turn,
        phase_name(phase),
        match why {
            NewsOnly::GameOver => "the game is over",
            NewsOnly::OrdersDue => "your orders for this round are still due",
            NewsOnly::NothingOwed => "you owe nothing now",
        }
    )
}

/// The Subject of a player's welcome (after the game's tag).
pub fn welcome_subject(faction: FactionId) -> String {
    format!("Welcome to Rome: your faction and your hand (Faction {faction})")
}
