//! The words of a GM's correction (issue 9, `gm overrule`).

/// What the correction says about the ruling that changed.
pub struct OverruleWords<'a> {
    /// Checklist ID of the ruling's rule.
    pub rule: &'a str,
    /// The ruling as it was made, or `None` where naming it would tell who defaulted (a
    /// Default Move is confirmed only to its player).
    pub ruling: Option<&'a str>,
    /// The GM's reason, as he wrote it.
    pub reason: &'a str,
    /// The open round is called again (orders sent for it since are void).
    pub recalled: bool,
}

/// The lines of a correction mail: what the GM changed and why, then what happened when the
/// game was played again from there (`public` lines for everyone, `private` for this player).
pub fn overrule_lines(w: &OverruleWords<'_>, public: &[String], private: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    match w.ruling {
        Some(r) => out.push(format!(
            "The GM has overruled an automatic ruling under {}: {}",
            w.rule,
            end_sentence(r)
        )),
        None => out.push(format!(
            "The GM has corrected an automatic ruling under {} for one faction.",
            w.rule
        )),
    }
    out.push(format!("The GM's reason: {}", end_sentence(w.reason)));
    out.push(
        "The game was played again from that point with the same dice. This is what happened now:"
            .to_string(),
    );
    if public.is_empty() && private.is_empty() {
        out.push("Nothing that the players see changed.".to_string());
    }
    out.extend(public.iter().cloned());
    if !private.is_empty() {
        out.push("For you alone:".to_string());
        out.extend(private.iter().cloned());
    }
    if w.recalled {
        out.push(
            "Orders sent for the round now open are void, since its choices changed; a new call \
             for orders follows."
                .to_string(),
        );
    }
    out
}

fn end_sentence(s: &str) -> String {
    let t = s.trim();
    if t.ends_with(['.', '!', '?']) {
        t.to_string()
    } else {
        format!("{t}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_correction_names_the_ruling_and_the_reason_and_hides_a_defaulter() {
        let w = OverruleWords {
            rule: "PB-04",
            ruling: Some("The persuasion of Fabius by Cornelius was ruled frivolous"),
            reason: "the target's faction was away",
            recalled: true,
        };
        let lines = overrule_lines(&w, &["Fabius joins Faction 2.".into()], &[]);
        assert!(lines[0].contains("PB-04") && lines[0].contains("frivolous."));
        assert_eq!(lines[1], "The GM's reason: the target's faction was away.");
        assert!(lines.iter().any(|l| l == "Fabius joins Faction 2."));
        assert!(lines.last().is_some_and(|l| l.contains("new call")));
        let hidden = OverruleWords {
            ruling: None,
            recalled: false,
            ..w
        };
        let lines = overrule_lines(&hidden, &[], &[]);
        assert!(!lines.iter().any(|l| l.contains("Fabius")), "{lines:?}");
        assert!(
            lines
                .iter()
                .any(|l| l.contains("Nothing that the players see changed"))
        );
    }
}
