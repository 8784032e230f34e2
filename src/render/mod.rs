//! Turning events and views into mail text (minijinja templates in `templates/`, embedded).
//!
//! Announcements and private mails are rendered from rules events, never from ad-hoc strings in
//! the rules (DESIGN.md). The same public events give the same text for every player.

mod describe;

use minijinja::Environment;
use serde::Serialize;

pub use describe::{Names, describe};

/// A rendering failure (a template bug; reported, never a panic).
#[derive(Debug, thiserror::Error)]
#[error("template {template}: {message}")]
pub struct RenderError {
    pub template: String,
    pub message: String,
}

const TEMPLATES: &[(&str, &str)] = &[
    ("setup", include_str!("../../templates/setup.txt")),
    ("call", include_str!("../../templates/call.txt")),
    (
        "confirmation",
        include_str!("../../templates/confirmation.txt"),
    ),
    (
        "default_notice",
        include_str!("../../templates/default_notice.txt"),
    ),
    (
        "announcement",
        include_str!("../../templates/announcement.txt"),
    ),
    ("private", include_str!("../../templates/private.txt")),
    ("reminder", include_str!("../../templates/reminder.txt")),
    ("notice", include_str!("../../templates/notice.txt")),
    ("status", include_str!("../../templates/status.txt")),
];

/// The template set.
pub struct Renderer {
    env: Environment<'static>,
}

impl Renderer {
    pub fn new() -> Result<Renderer, RenderError> {
        let mut env = Environment::new();
        for (name, src) in TEMPLATES {
            env.add_template(name, src).map_err(|e| RenderError {
                template: (*name).to_string(),
                message: e.to_string(),
            })?;
        }
        Ok(Renderer { env })
    }

    /// Render a template with a serialisable context.
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
    use super::*;

    /// Every template renders the values its context puts in (not only some fixed text).
    #[test]
    fn every_template_renders_its_context() {
        use serde_json::json;
        let r = Renderer::new().unwrap();
        let cases: Vec<(&str, serde_json::Value, Vec<&str>)> = vec![
            (
                "setup",
                json!({ "game_id": "g-7391", "scenario": "Early Republic", "players": 4,
                        "faction": 3, "name": "Livia", "reply_to": "gm+tok42@example.test",
                        "address": "livia@example.test", "senators": ["Cornelius (#1) 3T"],
                        "hand": ["Tax Farmer 2"], "public": ["Temporary Rome Consul: Fabius"],
                        "factions": ["Faction 1 (Marcus)"], "seed_sha256": "ab12cd" }),
                vec![
                    "Game g-7391",
                    "(Early Republic), 4 players",
                    "Faction 3 (Livia)",
                    "gm+tok42@example.test",
                    "livia@example.test",
                    "Cornelius (#1) 3T",
                    "Tax Farmer 2",
                    "Temporary Rome Consul: Fabius",
                    "Faction 1 (Marcus)",
                    "ab12cd",
                ],
            ),
            (
                "call",
                json!({ "game_id": "g-7391", "turn": 5, "phase": "Senate", "faction": 2,
                        "name": "Marcus", "deadline": "2026-11-25 10:00",
                        "decisions": [{ "title": "Your vote", "rule": "PB-08",
                                        "help": ["VOTE YES|NO|ABSTAIN"],
                                        "default_text": "abstain",
                                        "default_lines": ["VOTE ABSTAIN"],
                                        "form": ["VOTE "] }] }),
                vec![
                    "Game g-7391, turn 5, Senate",
                    "Faction 2 (Marcus)",
                    "2026-11-25 10:00",
                    "== Your vote (PB-08) ==",
                    "# VOTE YES|NO|ABSTAIN",
                    "# Default Move: abstain",
                    "# default: VOTE ABSTAIN",
                ],
            ),
            (
                "confirmation",
                json!({ "game_id": "g-7391", "subject": "Re: orders", "received": "10:01",
                        "errors": [{ "line_no": 4, "text": "INCOM 3", "message": "unknown order" }],
                        "accepted": ["INCOME 3 TO Cornelius (#1)"],
                        "current": [{ "title": "Revenue", "lines": ["SPOILS Aemilius NO"] }],
                        "owed": ["Initiative"], "deadline": "2026-11-26 08:00",
                        "standing": ["VOTE NO"], "notes": ["READY noted"],
                        "ignored": ["Thanks!"], "extra": "HELP TEXT HERE" }),
                vec![
                    "your mail \"Re: orders\" was read at 10:01",
                    "line 4: \"INCOM 3\"",
                    "-> unknown order",
                    "INCOME 3 TO Cornelius (#1)",
                    "Revenue:",
                    "SPOILS Aemilius NO",
                    "STILL OWED (deadline 2026-11-26 08:00 UTC)",
                    "Initiative",
                    "VOTE NO",
                    "READY noted",
                    "Thanks!",
                    "HELP TEXT HERE",
                ],
            ),
            (
                "default_notice",
                json!({ "game_id": "g-7391", "faction": 5, "name": "Gaius",
                        "deadline": "2026-11-27 12:00", "defaults": ["LEADER Fabius (#7)"] }),
                vec![
                    "Game g-7391",
                    "Faction 5 (Gaius)",
                    "2026-11-27 12:00",
                    "LEADER Fabius (#7)",
                ],
            ),
            (
                "announcement",
                json!({ "game_id": "g-7391", "headline": "Mortality", "lines": ["Julius (#9) dies"],
                        "state": ["Unrest 3"] }),
                vec![
                    "Game g-7391: Mortality",
                    "Julius (#9) dies",
                    "STATE OF THE REPUBLIC",
                    "Unrest 3",
                ],
            ),
            (
                "private",
                json!({ "game_id": "g-7391", "faction": 1, "name": "Marcus",
                        "lines": ["You drew Tribune"] }),
                vec!["Game g-7391", "Faction 1 (Marcus)", "You drew Tribune"],
            ),
            (
                "reminder",
                json!({ "game_id": "g-7391", "deadline": "2026-11-28 09:30",
                        "owed": ["Your vote (PB-08)"] }),
                vec!["Game g-7391", "2026-11-28 09:30", "Your vote (PB-08)"],
            ),
            (
                "notice",
                json!({ "game_id": "g-7391", "received": "11:11", "reason": "wrong sender",
                        "detail": "From x@y", "address": "livia@example.test",
                        "reply_to": "gm+tok42@example.test" }),
                vec![
                    "game g-7391 was received at 11:11",
                    "wrong sender",
                    "From x@y",
                    "livia@example.test",
                    "gm+tok42@example.test",
                ],
            ),
            (
                "status",
                json!({ "game_id": "g-7391", "turn": 6, "phase": "Forum", "faction": 4,
                        "name": "Livia", "faction_treasury": 17,
                        "senators": ["Valerius (#12) 4T"], "hand": ["Scipio Africanus"],
                        "owed": ["Initiative"], "deadline": "2026-11-29 18:00" }),
                vec![
                    "Game g-7391, turn 6, Forum",
                    "Faction 4 (Livia)",
                    "Faction Treasury: 17T",
                    "Valerius (#12) 4T",
                    "Scipio Africanus",
                    "YOU OWE (deadline 2026-11-29 18:00)",
                    "Initiative",
                ],
            ),
        ];
        let mut names: Vec<&str> = cases.iter().map(|c| c.0).collect();
        names.sort_unstable();
        let mut all: Vec<&str> = TEMPLATES.iter().map(|t| t.0).collect();
        all.sort_unstable();
        assert_eq!(names, all, "every template has a case");
        for (name, ctx, expected) in cases {
            let out = r.render(name, ctx).unwrap();
            for e in expected {
                assert!(out.contains(e), "template {name} lacks {e:?}:\n{out}");
            }
        }
    }

    #[test]
    fn tidy_collapses_blank_lines() {
        assert_eq!(tidy("a  \n\n\n\nb\n"), "a\n\nb\n");
    }
}
