//! Turning events and views into mail text (minijinja templates in `templates/`, embedded).
//!
//! Announcements and private mails are rendered from rules events, never from ad-hoc strings in
//! the rules (DESIGN.md). The same public events give the same text for every player.

pub mod board;
pub mod call;
mod call_senate;
pub mod choice_words;
pub mod confirmation;
pub mod contexts;
pub mod deadline;
mod defaults;
mod describe;
mod disbandment;
mod game_options;
pub mod gm_notices;
mod help;
pub mod intake_words;
mod late_laws;
mod law_votes;
mod names;
pub mod notices;
mod overrule;
pub mod picture;
pub mod press;
mod read_error;
mod read_why;
mod rebel_reinforcement;
mod refs;
mod refusal;
pub mod round_mail;
#[cfg(test)]
mod rules_words_tests;
pub mod settings;
pub mod sheet;
mod words;

use minijinja::{Environment, UndefinedBehavior};
use serde::Serialize;

pub use contexts::Template;

pub use board::{
    faction_roster, hand_lines, public_lines, seen_hand_lines, senator_lines, state_lines,
};
pub use call::{form_for, owed_line, short_kind};
pub use game_options::option_lines;
pub use picture::board_svg;
pub use settings::{SettingNote, setting_words};
pub use sheet::{status_sheet, turn_history};

pub use defaults::{decision_title, default_words};
pub use describe::{describe, ending_words, proposal_words, rules_stop, ruling_words};
pub use help::help_text;
pub use names::{Names, card_name, office_name, office_names, phase_name};
pub use overrule::{OverruleWords, overrule_lines};
pub use read_error::{accepted_line, body_error, commented, read_error};
pub use refs::player_words;
pub use refusal::{illegal, refusal};
pub use words::count;

/// A rendering failure (a template bug; reported, never a panic).
#[derive(Debug, thiserror::Error)]
#[error("template {template}: {message}")]
pub struct RenderError {
    pub template: String,
    pub message: String,
}

const TEMPLATES: &[(&str, &str)] = &[
    ("setup", include_str!("../../../templates/setup.txt")),
    ("call", include_str!("../../../templates/call.txt")),
    ("news", include_str!("../../../templates/news.txt")),
    (
        "confirmation",
        include_str!("../../../templates/confirmation.txt"),
    ),
    (
        "default_notice",
        include_str!("../../../templates/default_notice.txt"),
    ),
    (
        "announcement",
        include_str!("../../../templates/announcement.txt"),
    ),
    (
        "resolution",
        include_str!("../../../templates/resolution.txt"),
    ),
    ("private", include_str!("../../../templates/private.txt")),
    ("reminder", include_str!("../../../templates/reminder.txt")),
    ("notice", include_str!("../../../templates/notice.txt")),
    ("status", include_str!("../../../templates/status.txt")),
];

/// The template set.
pub struct Renderer {
    env: Environment<'static>,
}

impl Renderer {
    /// The templates, strict about undefined values: a key a template reads and its context
    /// lacks is an error, never a blank in a mail.
    pub fn new() -> Result<Renderer, RenderError> {
        let mut env = Environment::new();
        env.set_undefined_behavior(UndefinedBehavior::Strict);
        for (name, src) in TEMPLATES {
            env.add_template(name, src).map_err(|e| RenderError {
                template: (*name).to_string(),
                message: e.to_string(),
            })?;
        }
        Ok(Renderer { env })
    }

    /// Render a template with its typed context.
    pub fn mail<T: Template>(&self, ctx: &T) -> Result<String, RenderError> {
        self.render(T::NAME, ctx)
    }

    /// Render a template with a serialisable context (prefer `mail` with a typed context).
    pub fn render<S: Serialize>(&self, template: &str, ctx: S) -> Result<String, RenderError> {
        let t = self.env.get_template(template).map_err(|e| RenderError {
            template: template.to_string(),
            message: e.to_string(),
        })?;
        let text = t
            .render(minijinja::value::Serde(ctx))
            .map_err(|e| RenderError {
                template: template.to_string(),
                message: e.to_string(),
            })?;
        Ok(tidy(&text))
    }
}

/// Collapse runs of more than one blank line and trim trailing spaces.
fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut blank = 0;
    for line in text.lines() {
        let line = line.trim_end();
        if line.is_empty() {
            blank += 1;
            if blank > 1 {
                continue;
            }
        } else {
            blank = 0;
        }
        out.push_str(line);
        out.push('\n');
    }
    out.trim_start_matches('\n').to_string()
}

#[cfg(test)]
mod tests {
    use super::contexts::*;
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    /// Render one template with its typed context; every listed piece must be in the mail.
    fn check<T: Template>(r: &Renderer, ctx: &T, must: &[&str]) -> String {
        let out = r.mail(ctx).unwrap_or_else(|e| panic!("{}: {e}", T::NAME));
        for m in must {
            assert!(out.contains(m), "{}: no {m:?} in\n{out}", T::NAME);
        }
        out
    }

    /// Every template renders with a realistic typed context, and each value reaches the mail.
    #[test]
    fn every_template_renders_with_its_typed_context() {
        let r = Renderer::new().unwrap();
        let mut done: Vec<&str> = Vec::new();
        check(
            &r,
            &Announcement {
                game_id: "g7".into(),
                headline: "deadline extended".into(),
                lines: s(&["The GM has extended the deadline of this round."]),
            },
            &["Game g7: deadline extended", "The GM has extended"],
        );
        done.push(Announcement::NAME);
        check(
            &r,
            &Resolution {
                game_id: "g7".into(),
                headline: "turn 2, Senate".into(),
                lines: s(&["The Senate convenes; Cornelius presides."]),
                state: s(&["State Treasury 87T, Unrest 2, Legions 4, Fleets 0."]),
            },
            &[
                "Cornelius presides",
                "STATE OF THE REPUBLIC",
                "State Treasury 87T",
            ],
        );
        done.push(Resolution::NAME);
        check(
            &r,
            &Call {
                game_id: "g7".into(),
                turn: 2,
                phase: "Senate".into(),
                round: 14,
                faction: "2".into(),
                name: "Bob".into(),
                deadline:
                    "2030-01-02 12:00:05 UTC (Wednesday 2 January, 13:00:05 in Europe/Rome, CET)"
                        .into(),
                supersedes: "This call replaces the earlier call of this round.".into(),
                news: s(&["WHAT HAPPENED: turn 2, Senate (round 13)\n  The Senate convenes.\n"]),
                digest_note: String::new(),
                state: s(&["State Treasury 87T, Unrest 2, Legions 4, Fleets 0."]),
                decisions: vec![CallDecision {
                    title: "Senate: your votes on the proposal on the floor".into(),
                    rule: "PB-08".into(),
                    help: s(&["On the floor: Cornelius and Fabius as Consuls."]),
                    default_text: "you abstain".into(),
                    default_lines: s(&["NO VOTE"]),
                    form: s(&["# VOTE "]),
                }],
            },
            &[
                "turn 2, Senate (round 14): for Faction 2 (Bob)",
                "ORDERS ARE DUE from you by 2030-01-02 12:00:05 UTC (Wednesday 2 January, 13:00:05 in Europe/Rome, CET)",
                "This call replaces the earlier call",
                "WHAT HAPPENED: turn 2, Senate (round 13)",
                "STATE OF THE REPUBLIC",
                "State Treasury 87T",
                "== Senate: your votes on the proposal on the floor (PB-08) ==",
                "# On the floor: Cornelius",
                "# Default Move: you abstain",
                "# default: NO VOTE",
                "# VOTE",
            ],
        );
        done.push(Call::NAME);
        check(
            &r,
            &NewsBlock {
                title: "FOR YOU ONLY".into(),
                lines: s(&["Your bribe of 3T was paid."]),
            },
            &["FOR YOU ONLY\n  Your bribe of 3T was paid.\n"],
        );
        done.push(NewsBlock::NAME);
        check(
            &r,
            &Confirmation {
                game_id: "g7".into(),
                subject: "Re: orders".into(),
                received: "2030-01-01 10:00".into(),
                refused_mail: None,
                nothing_read: false,
                call: s(&["YOUR MAIL ANSWERED THE CALL OF ROUND 3, WHICH IS OVER"]),
                errors: vec![LineError {
                    line_no: 3,
                    text: "VOTE MAYBE".into(),
                    message: "write VOTE YES, NO or ABSTAIN".into(),
                }],
                accepted: s(&["PREFER Cornelius (#1) ROME"]),
                current: vec![CurrentOrders {
                    title: "Senate: your votes".into(),
                    lines: s(&["VOTE YES"]),
                }],
                owed: s(&["Revenue (PB-02)"]),
                deadline: "2030-01-02 12:00:00 UTC".into(),
                open_round: true,
                notes: s(&["READY: noted."]),
                ignored: s(&["Thanks!"]),
                extra: "HELP follows.".into(),
                standing: s(&["STANDING VOTE NO"]),
                completeness: "COMPLETE, WITHOUT THE LINES NOT ACCEPTED: every decision you owe has an answer.".into(),
            },
            &[
                "your mail \"Re: orders\" was read at 2030-01-01 10:00",
                "YOUR MAIL ANSWERED THE CALL OF ROUND 3, WHICH IS OVER",
                "COMPLETE, WITHOUT THE LINES NOT ACCEPTED",
                "line 3: \"VOTE MAYBE\"",
                "-> write VOTE YES, NO or ABSTAIN",
                "PREFER Cornelius (#1) ROME",
                "Senate: your votes:",
                "STILL OWED (deadline 2030-01-02 12:00:00 UTC)",
                "Revenue (PB-02)",
                "STANDING VOTE NO",
                "READY: noted.",
                "Thanks!",
                "HELP follows.",
            ],
        );
        done.push(Confirmation::NAME);
        check(
            &r,
            &DefaultNotice {
                game_id: "g7".into(),
                faction: "2".into(),
                name: "Bob".into(),
                deadline: "2030-01-02 12:00".into(),
                defaults: s(&["Default Move applied: all income to your Faction Treasury."]),
            },
            &["Faction 2 (Bob)", "2030-01-02 12:00", "all income"],
        );
        done.push(DefaultNotice::NAME);
        check(
            &r,
            &Private {
                game_id: "g7".into(),
                faction: "2".into(),
                name: "Bob".into(),
                lines: s(&["You draw Tribune: it goes into your hand."]),
            },
            &["Faction 2 (Bob) only", "You draw Tribune"],
        );
        done.push(Private::NAME);
        check(
            &r,
            &Reminder {
                game_id: "g7".into(),
                deadline: "2030-01-02 12:00".into(),
                owed: s(&["Revenue (PB-02)"]),
                extended: Some("The deadline was extended by 2 hours.".into()),
            },
            &["2030-01-02 12:00", "Revenue (PB-02)", "extended by 2 hours"],
        );
        check(
            &r,
            &Reminder {
                game_id: "g7".into(),
                deadline: "2030-01-02 12:00".into(),
                owed: s(&["Revenue (PB-02)"]),
                extended: None,
            },
            &["Revenue (PB-02)"],
        );
        done.push(Reminder::NAME);
        check(
            &r,
            &Notice {
                game_id: "g7".into(),
                received: "2030-01-01 10:00".into(),
                reason: "it came from another address".into(),
                detail: "From: mallory@example.org".into(),
                address: "bob@example.org".into(),
                reply_to: "gm+tok@example.org".into(),
            },
            &[
                "it came from another address",
                "mallory@example.org",
                "bob@example.org",
                "gm+tok@example.org",
            ],
        );
        done.push(Notice::NAME);
        check(
            &r,
            &SetupMail {
                game_id: "g7".into(),
                scenario: "Early Republic".into(),
                players: 3,
                faction: "2".into(),
                name: "Bob".into(),
                reply_to: "gm+tok@example.org".into(),
                address: "bob@example.org".into(),
                senators: s(&["Cornelius (#1)  MIL 4 ORA 3 LOY 9 INF 5 POP 0"]),
                hand: s(&["Tribune (intrigue): Lets a Senator start a proposal..."]),
                public: s(&["Faction 2 (Bob) receives Cornelius, Fabius and Valerius."]),
                factions: s(&["Faction 1 (Alice): Claudius"]),
                seed_sha256: "ab12".into(),
                call_below: true,
                table: vec!["Press: relayed by the GM.".into()],
                rules: vec!["Advanced rule 2.01 Pontifex Maximus: in play.".into()],
            },
            &[
                "The Republic of Rome (Early Republic), 3 players",
                "THE RULES",
                "2.01 Pontifex Maximus: in play",
                "You are Faction 2 (Bob)",
                "gm+tok@example.org",
                "Cornelius (#1)",
                "Tribune (intrigue)",
                "receives Cornelius",
                "Faction 1 (Alice): Claudius",
                "ab12",
            ],
        );
        done.push(SetupMail::NAME);
        check(
            &r,
            &Status {
                game_id: "g7".into(),
                turn: 3,
                phase: "Forum".into(),
                faction: "2".into(),
                name: "Bob".into(),
                faction_treasury: 12,
                absent: settings::absent_status("2030-01-05 00:00:00 UTC", false),
                senators: s(&["Cornelius (#1)  MIL 4"]),
                hand: s(&[]),
                seen_hands: s(&["Faction 1 (Alice): Tribune (intrigue): veto"]),
                owed: s(&["Forum: your initiative (PB-03)"]),
                deadline: "2030-01-02 12:00".into(),
            },
            &[
                "turn 3, Forum",
                "Faction Treasury: 12T",
                "ABSENT until 2030-01-05 00:00:00 UTC",
                "(empty)",
                "THE HANDS OF THE FACTIONS YOU RUN",
                "Faction 1 (Alice): Tribune (intrigue): veto",
                "Forum: your initiative (PB-03)",
            ],
        );
        done.push(Status::NAME);
        let mut all: Vec<&str> = TEMPLATES.iter().map(|(n, _)| *n).collect();
        all.sort_unstable();
        done.sort_unstable();
        assert_eq!(done, all, "every template has a typed context and a test");
    }

    /// A key the context lacks is an error, not a blank (strict undefined values).
    #[test]
    fn a_missing_key_is_an_error() {
        let r = Renderer::new().unwrap();
        let e = r
            .render(
                "announcement",
                serde_json::json!({ "game_id": "g", "headlin": "x", "lines": [] }),
            )
            .unwrap_err();
        assert!(e.message.contains("undefined"), "{e}");
        assert!(
            r.render("private", serde_json::json!({ "game_id": "g" }))
                .is_err()
        );
    }

    #[test]
    fn tidy_collapses_blank_lines() {
        assert_eq!(tidy("a  \n\n\n\nb\n"), "a\n\nb\n");
    }
}
