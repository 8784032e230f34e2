//! The typed contexts of the mail templates (`templates/*.txt`): one struct per template, so a
//! key the template reads and the code does not fill is a compile error here and a render error
//! (strict undefined values) in the tests, never a blank in a player's mail.

use serde::Serialize;

/// A context for one template.
pub trait Template: Serialize {
    /// The template's name (its file in `templates/` without `.txt`).
    const NAME: &'static str;
}

/// `announcement.txt`: public lines (a new player, an extended deadline, a rollback).
#[derive(Debug, Clone, Serialize)]
pub struct Announcement {
    pub game_id: String,
    pub headline: String,
    pub lines: Vec<String>,
}

impl Template for Announcement {
    const NAME: &'static str = "announcement";
}

/// `resolution.txt`: what a resolution made public, then the state of the Republic.
#[derive(Debug, Clone, Serialize)]
pub struct Resolution {
    pub game_id: String,
    pub headline: String,
    pub lines: Vec<String>,
    pub state: Vec<String>,
}

impl Template for Resolution {
    const NAME: &'static str = "resolution";
}

/// `call.txt`: a player's one mail of a round (issue 10): what happened since their last mail
/// (`news`, blocks rendered with `news.txt`), and the call for what they owe now, one form per
/// owed decision (none: a mail of news alone).
#[derive(Debug, Clone, Serialize)]
pub struct Call {
    pub game_id: String,
    pub turn: u32,
    pub phase: String,
    pub round: u32,
    pub faction: String,
    pub name: String,
    /// The deadline in UTC to the second and in the player's zone; empty without a call.
    pub deadline: String,
    /// "This call replaces …" when an earlier call of the same round went to this player.
    pub supersedes: String,
    pub news: Vec<String>,
    /// Says the news waits for the end of the phase (`MAIL DIGEST`); empty otherwise.
    pub digest_note: String,
    pub state: Vec<String>,
    pub decisions: Vec<CallDecision>,
}

impl Template for Call {
    const NAME: &'static str = "call";
}

/// `news.txt`: one block of news inside a player's round mail (public, or for them alone).
#[derive(Debug, Clone, Serialize)]
pub struct NewsBlock {
    pub title: String,
    pub lines: Vec<String>,
}

impl Template for NewsBlock {
    const NAME: &'static str = "news";
}

/// One owed decision in a call for orders.
#[derive(Debug, Clone, Serialize)]
pub struct CallDecision {
    pub title: String,
    pub rule: String,
    pub help: Vec<String>,
    pub default_text: String,
    pub default_lines: Vec<String>,
    pub form: Vec<String>,
}

/// `confirmation.txt`: what a mail was understood to say.
#[derive(Debug, Clone, Serialize)]
pub struct Confirmation {
    pub game_id: String,
    pub subject: String,
    pub received: String,
    /// Issue 21 §4: the mail broke a limit and was refused whole (with its size).
    pub refused_mail: Option<String>,
    /// Issue 21 §4: no line of the mail was read as an order.
    pub nothing_read: bool,
    /// Issue 21: the mail answered a call that is over: which, and what is open now.
    pub call: Vec<String>,
    pub errors: Vec<LineError>,
    pub accepted: Vec<String>,
    pub current: Vec<CurrentOrders>,
    pub owed: Vec<String>,
    pub deadline: String,
    pub open_round: bool,
    pub notes: Vec<String>,
    pub ignored: Vec<String>,
    pub extra: String,
    pub standing: Vec<String>,
    /// Issue 10: "COMPLETE: …" or "NOT COMPLETE: fix line 3 or send READY"; empty when the
    /// round just resolved.
    pub completeness: String,
}

impl Template for Confirmation {
    const NAME: &'static str = "confirmation";
}

/// A line of a mail that was not accepted.
#[derive(Debug, Clone, Serialize)]
pub struct LineError {
    pub line_no: usize,
    pub text: String,
    pub message: String,
}

/// The orders standing for one decision.
#[derive(Debug, Clone, Serialize)]
pub struct CurrentOrders {
    pub title: String,
    pub lines: Vec<String>,
}

/// `default_notice.txt`: the Default Moves applied to a late player (to him alone).
#[derive(Debug, Clone, Serialize)]
pub struct DefaultNotice {
    pub game_id: String,
    pub faction: String,
    pub name: String,
    pub deadline: String,
    pub defaults: Vec<String>,
}

impl Template for DefaultNotice {
    const NAME: &'static str = "default_notice";
}

/// `private.txt`: a faction's private results.
#[derive(Debug, Clone, Serialize)]
pub struct Private {
    pub game_id: String,
    pub faction: String,
    pub name: String,
    pub lines: Vec<String>,
}

impl Template for Private {
    const NAME: &'static str = "private";
}

/// `reminder.txt`: what is still owed before the deadline.
#[derive(Debug, Clone, Serialize)]
pub struct Reminder {
    pub game_id: String,
    pub deadline: String,
    pub owed: Vec<String>,
    pub extended: Option<String>,
}

impl Template for Reminder {
    const NAME: &'static str = "reminder";
}

/// `notice.txt`: a mail in a player's name that was not accepted.
#[derive(Debug, Clone, Serialize)]
pub struct Notice {
    pub game_id: String,
    pub received: String,
    pub reason: String,
    pub detail: String,
    pub address: String,
    pub reply_to: String,
}

impl Template for Notice {
    const NAME: &'static str = "notice";
}

/// `setup.txt`: a player's faction, hand and the public setup.
#[derive(Debug, Clone, Serialize)]
pub struct SetupMail {
    pub game_id: String,
    pub scenario: String,
    pub players: usize,
    pub faction: String,
    pub name: String,
    pub reply_to: String,
    pub address: String,
    pub senators: Vec<String>,
    pub hand: Vec<String>,
    pub public: Vec<String>,
    pub factions: Vec<String>,
    pub seed_sha256: String,
    /// The first call for orders follows in the same mail (issue 10: one mail, not two).
    pub call_below: bool,
    /// Issue 25 §1: the game's table options (press, the GM's copy, absences), one line each.
    pub table: Vec<String>,
    /// Issue 24 §3: the game's rules page, every option (advanced and house rules), one line
    /// each (`option_lines`).
    pub rules: Vec<String>,
}

impl Template for SetupMail {
    const NAME: &'static str = "setup";
}

/// `status.txt`: a faction's private status (STATUS).
#[derive(Debug, Clone, Serialize)]
pub struct Status {
    pub game_id: String,
    pub turn: u32,
    pub phase: String,
    pub faction: String,
    pub name: String,
    pub faction_treasury: u32,
    /// Issue 25 §2: the line of a player away (`settings::absent_status`); empty: not away.
    pub absent: String,
    pub senators: Vec<String>,
    pub hand: Vec<String>,
    /// SEN-59: the hands a Consul for Life's faction may look at in the Senate.
    pub seen_hands: Vec<String>,
    pub owed: Vec<String>,
    pub deadline: String,
}

impl Template for Status {
    const NAME: &'static str = "status";
}
