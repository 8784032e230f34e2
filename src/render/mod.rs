//! Turning events and views into mail text (minijinja templates in `templates/`, embedded).
//!
//! Announcements and private mails are rendered from rules events, never from ad-hoc strings in
//! the rules (DESIGN.md). The same public events give the same text for every player.

mod describe;
mod names;
mod refusal;
mod words;

use minijinja::Environment;
use serde::Serialize;

pub use describe::{describe, proposal_words};
pub use names::{Names, card_name};
pub use refusal::{illegal, refusal};

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
    ("resolution", include_str!("../../templates/resolution.txt")),
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

    #[test]
    fn every_template_compiles_and_renders() {
        let r = Renderer::new().unwrap();
        for (name, _) in TEMPLATES {
            let out = r
                .render(name, serde_json::json!({ "game_id": "g" }))
                .unwrap();
            assert!(out.contains('g'), "{name}");
        }
    }

    #[test]
    fn tidy_collapses_blank_lines() {
        assert_eq!(tidy("a  \n\n\n\nb\n"), "a\n\nb\n");
    }
}
