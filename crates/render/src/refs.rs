//! Issue 21 §4: a player's mail names no internal code. The rules core and the GM's own texts
//! cite rules by their checklist ID ("FOR-04", "PB-08") and the PBEM seed as "S004"; a player
//! has neither the checklist nor the seed's number. `player_words` is the last step of every
//! player's mail (body and Subject): a rule ID becomes its Living Rules section ("LR 1.07.2"),
//! or goes where the rules have none (the PBEM rules, PB-*); "S004" becomes "the PBEM rules".
//! Words should name rules this way at their source; this keeps a stray code out of the mail.

/// Is `s` (all of it) a checklist rule ID such as "FOR-04" or "PB-10"?
fn is_rule_id(s: &str) -> bool {
    let Some((head, num)) = s.split_once('-') else {
        return false;
    };
    (2..=4).contains(&head.len())
        && head.bytes().all(|b| b.is_ascii_uppercase())
        && num.len() == 2
        && num.bytes().all(|b| b.is_ascii_digit())
}

/// The rule ID starting at byte `i` of `text`, if one stands there as a word of its own.
fn rule_id_at(text: &str, i: usize) -> Option<&str> {
    if i > 0 && text[..i].ends_with(|c: char| c.is_alphanumeric() || c == '-') {
        return None;
    }
    let rest = &text[i..];
    let end = rest
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '-'))
        .map_or(rest.len(), |(j, _)| j);
    let word = rest[..end].trim_end_matches('-');
    is_rule_id(word).then_some(word)
}

/// One item of a parenthesis: a rule ID ("rule FOR-04", "SEN-10"), an LR reference kept as
/// it is, or words (`None`).
enum Item {
    Rule(&'static str, bool),
    Lr(String),
}

fn item(s: &str) -> Option<Item> {
    let s = s.trim();
    let bare = s
        .strip_prefix("rules ")
        .or_else(|| s.strip_prefix("rule "))
        .or_else(|| s.strip_prefix("see "))
        .unwrap_or(s)
        .trim();
    if is_rule_id(bare) {
        return Some(match lr_section(bare) {
            Some(sec) => Item::Rule(sec, true),
            None => Item::Rule("", false),
        });
    }
    if bare == "S004" {
        return Some(Item::Rule("", false));
    }
    bare.strip_prefix("LR ")
        .filter(|r| r.starts_with(|c: char| c.is_ascii_digit()))
        .map(|_| Item::Lr(bare.to_string()))
}

/// "(rule FOR-04)" → "(LR 1.07.2)"; "(PB-07/PB-10)" → nothing: a parenthesis that holds only
/// rule references.
fn parentheses(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        let inner = &rest[open + 1..close];
        let items: Option<Vec<Item>> = inner
            .split([',', '/', ';'])
            .flat_map(|p| p.split(" and "))
            .map(item)
            .collect();
        match items {
            Some(items)
                if !inner.contains('(') && items.iter().any(|i| matches!(i, Item::Rule(..))) =>
            {
                let mut refs: Vec<String> = Vec::new();
                for i in items {
                    let r = match i {
                        Item::Rule(sec, true) => format!("LR {sec}"),
                        Item::Rule(_, false) => continue,
                        Item::Lr(r) => r,
                    };
                    if !refs.contains(&r) {
                        refs.push(r);
                    }
                }
                let before = &rest[..open];
                if refs.is_empty() {
                    out.push_str(before.strip_suffix(' ').unwrap_or(before));
                } else {
                    out.push_str(before);
                    out.push_str(&format!("({})", refs.join(", ")));
                }
            }
            _ => out.push_str(&rest[..=close]),
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The rule IDs left among words: "rule FOR-17" → "LR 1.07.2"; an ID with no section goes with
/// the separator before it (", rule PB-10", " PB-08:").
fn inline(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let Some(id) = rule_id_at(text, i) else {
            let c = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push_str(&text[i..i + c]);
            i += c;
            continue;
        };
        let mut after = i + id.len();
        for lead in ["rules ", "rule "] {
            if out.ends_with(lead) {
                out.truncate(out.len() - lead.len());
                break;
            }
        }
        match lr_section(id) {
            Some(sec) => out.push_str(&format!("LR {sec}")),
            None => {
                let trimmed = out.trim_end_matches([' ', ',', '/']).len();
                out.truncate(trimmed);
                if text[after..].starts_with(':') {
                    after += 1;
                    if !out.is_empty() && !out.ends_with(['\n', '(']) {
                        out.push(':');
                    }
                }
                if out.is_empty() || out.ends_with('\n') {
                    after += text[after..].len() - text[after..].trim_start_matches(' ').len();
                }
            }
        }
        i = after;
    }
    out
}

/// "1 Legion(s)" → "1 Legion", "3 Legion(s)" → "3 Legions"; "(s)" with no number before it
/// is read as a plural.
fn plurals(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("(s)") {
        let before = &rest[..at];
        out.push_str(before);
        let word_start = before
            .rfind(|c: char| !c.is_alphabetic())
            .map_or(0, |i| i + 1);
        // The count stands up to three words before: "2 Veteran Legion(s)".
        let number: String = before[..word_start]
            .split(' ')
            .rev()
            .skip(1)
            .take(3)
            .find(|w| !w.chars().all(char::is_alphabetic) || w.is_empty())
            .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()))
            .unwrap_or_default()
            .to_string();
        if word_start == at {
            out.push_str("(s)");
        } else if number != "1" {
            out.push('s');
        }
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    out
}

/// A player's mail text with no internal code (see the module doc).
pub fn player_words(text: &str) -> String {
    let text = parentheses(text)
        .replace("S004 gives", "the PBEM rules give")
        .replace("S004 ", "the PBEM rules ")
        .replace("S004:", "the PBEM rules:")
        .replace("S004", "the PBEM rules")
        .replace("docs/RULINGS.md", "the GM's rulings");
    plurals(&inline(&text))
}

/// The Living Rules section of each checklist rule that has one (the rules checklist:
/// its first "LR §" source); the PBEM rules (PB-*) and card rules have none.
fn lr_section(id: &str) -> Option<&'static str> {
    Some(match id {
        "GEN-01" => "1.03",
        "GEN-03" => "1.04.8",
        "GEN-04" => "1.04.9",
        "GEN-05" => "1.07.31",
        "GEN-06" => "1.04.3",
        "GEN-07" => "1.04.5",
        "GEN-08" => "1.04.6",
        "GEN-09" => "1.04.7",
        "GEN-10" => "1.05.22",
        "GEN-11" => "1.09.11",
        "GEN-12" => "1.06.53",
        "SET-01" => "3.01.3",
        "SET-02" => "3.01.4",
        "SET-03" => "3.01.5",
        "SET-04" => "3.01.6",
        "SET-05" => "3.01.7",
        "SET-06" => "3.01.9",
        "SET-07" => "3.02",
        "SET-08" => "3.03",
        "SET-09" => "3.04",
        "SET-10" => "3.05",
        "SET-11" => "1.02",
        "MOR-01" => "1.05.1",
        "MOR-02" => "1.05.2",
        "MOR-03" => "1.05.21",
        "MOR-04" => "1.05.3",
        "MOR-05" => "1.05.31",
        "MOR-06" => "1.05.4",
        "REV-03" => "1.06.2",
        "REV-04" => "1.06.1",
        "REV-05" => "1.06.11",
        "REV-06" => "1.06.12",
        "REV-08" => "1.06.13",
        "REV-09" => "2.01.6",
        "REV-10" => "1.06.3",
        "REV-11" => "1.06.31",
        "REV-12" => "1.06.4",
        "REV-13" => "1.06.5",
        "REV-14" => "1.06.51",
        "REV-15" => "1.06.52",
        "REV-16" => "1.06.53",
        "REV-18" => "2.02.2",
        "REV-19" => "1.06.6",
        "FOR-01" => "1.07.1",
        "FOR-02" => "2.01.7",
        "FOR-03" => "1.07.2",
        "FOR-04" => "1.07.2",
        "FOR-05" => "1.07.3",
        "FOR-06" => "1.07.33",
        "FOR-07" => "1.07.341",
        "FOR-08" => "1.12.2",
        "FOR-09" => "1.07.2",
        "FOR-10" => "1.07.4",
        "FOR-11" => "1.07.41",
        "FOR-12" => "1.07.411",
        "FOR-13" => "1.07.412",
        "FOR-14" => "1.07.5",
        "FOR-15" => "1.07.6",
        "FOR-16" => "1.07.7",
        "FOR-17" => "1.07.22",
        "FOR-18" => "1.07.8",
        "FOR-19" => "1.07.8",
        "FOR-20" => "1.07.8",
        "FOR-22" => "1.13.2",
        "POP-01" => "1.08.11",
        "POP-02" => "1.08.2",
        "POP-04" => "1.08.2",
        "POP-05" => "1.08.2",
        "SEN-01" => "1.09.11",
        "SEN-02" => "1.09.12",
        "SEN-03" => "1.09.141",
        "SEN-05" => "1.09.143",
        "SEN-06" => "1.09.144",
        "SEN-07" => "1.09.13",
        "SEN-08" => "1.09.14",
        "SEN-09" => "1.09.18",
        "SEN-10" => "1.09.15",
        "SEN-11" => "1.09.152",
        "SEN-12" => "1.09.2",
        "SEN-13" => "1.09.22",
        "SEN-14" => "2.01.2",
        "SEN-15" => "2.01.3",
        "SEN-16" => "2.01.32",
        "SEN-17" => "2.01.5",
        "SEN-18" => "2.01.8",
        "SEN-19" => "1.09.3",
        "SEN-20" => "1.09.31",
        "SEN-21" => "1.09.33",
        "SEN-22" => "1.09.4",
        "SEN-23" => "1.09.41",
        "SEN-24" => "1.09.412",
        "SEN-25" => "1.09.411",
        "SEN-26" => "1.09.42",
        "SEN-27" => "1.09.421",
        "SEN-28" => "1.09.441",
        "SEN-29" => "1.09.442",
        "SEN-30" => "1.09.44",
        "SEN-31" => "1.09.43",
        "SEN-32" => "1.09.45",
        "SEN-33" => "2.05",
        "SEN-35" => "1.09.5",
        "SEN-36" => "1.09.52",
        "SEN-37" => "1.09.54",
        "SEN-38" => "1.13.1",
        "SEN-39" => "1.09.61",
        "SEN-40" => "1.09.62",
        "SEN-41" => "1.09.621",
        "SEN-42" => "1.09.623",
        "SEN-43" => "1.09.63",
        "SEN-44" => "1.09.64",
        "SEN-45" => "1.09.643",
        "SEN-46" => "1.09.646",
        "SEN-48" => "1.09.9",
        "SEN-49" => "1.09.83",
        "SEN-50" => "1.09.7",
        "SEN-51" => "1.09.72",
        "SEN-52" => "1.09.721",
        "SEN-53" => "1.09.74",
        "SEN-55" => "1.07.36",
        "SEN-56" => "2.06",
        "SEN-57" => "1.09.821",
        "SEN-58" => "1.09.822",
        "SEN-59" => "1.09.823",
        "SEN-60" => "1.09.81",
        "SEN-61" => "2.04.3",
        "COM-01" => "1.08.2",
        "COM-02" => "2.03.72",
        "COM-03" => "1.10.1",
        "COM-04" => "1.10.11",
        "COM-05" => "1.10.12",
        "COM-07" => "1.10.21",
        "COM-08" => "1.10.31",
        "COM-09" => "1.07.343",
        "COM-10" => "1.10.2",
        "COM-11" => "1.10.3",
        "COM-12" => "1.10.4",
        "COM-13" => "1.10.5",
        "COM-14" => "1.10.6",
        "COM-15" => "1.10.7",
        "COM-16" => "1.10.71",
        "COM-17" => "1.10.8",
        "COM-18" => "2.02.4",
        "COM-20" => "1.10.9",
        "COM-21" => "1.07.334",
        "RVN-01" => "1.11.1",
        "RVN-02" => "1.11.1",
        "RVN-03" => "2.04.2",
        "RVN-04" => "1.11.2",
        "RVN-05" => "1.11.3",
        "RVN-06" => "1.11.31",
        "RVN-07" => "1.11.32",
        "RVN-08" => "1.11.33",
        "RVN-09" => "1.11.36",
        "RVN-10" => "2.03",
        "VIC-01" => "1.12",
        "VIC-02" => "1.12.1",
        "VIC-03" => "1.12.1",
        "VIC-04" => "1.12.2",
        "VIC-05" => "1.12.2",
        "VIC-06" => "1.12.3",
        "TD-01" => "1.07.3321",
        "TD-02" => "1.07.3321",
        "TD-03" => "1.05.1",
        "TD-04" => "1.07.3321",
        "TD-05" => "1.07.3321",
        "TD-06" => "1.07.341",
        "TD-07" => "1.07.3321",
        "TD-08" => "1.07.332",
        "TD-10" => "1.07.344",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::player_words;

    #[test]
    fn rule_ids_become_living_rules_sections_or_go() {
        assert_eq!(
            player_words("nobody bid: the HRAO's faction takes it (rule FOR-17)."),
            "nobody bid: the HRAO's faction takes it (LR 1.07.22)."
        );
        assert_eq!(player_words("Revenue (PB-02)"), "Revenue");
        assert_eq!(
            player_words("(GM only) made for him (PB-07/PB-10)."),
            "(GM only) made for him."
        );
        assert_eq!(
            player_words("the GM takes it, rule PB-10. Next"),
            "the GM takes it. Next"
        );
        assert_eq!(player_words("PB-08: all vote"), "all vote");
        assert_eq!(
            player_words("Votes are sealed (S004). The PBEM rules"),
            "Votes are sealed. The PBEM rules"
        );
        assert_eq!(
            player_words("lost 1 Legion(s) and 3 Fleet(s); Knight(s)"),
            "lost 1 Legion and 3 Fleets; Knights"
        );
        assert_eq!(
            player_words("after 1 Secret Bodyguard card(s) played, 2 Veteran Legion(s)"),
            "after 1 Secret Bodyguard card played, 2 Veteran Legions"
        );
        assert_eq!(
            player_words("Gaius (#12) on 2026-12-01 (LR 1.07.2)"),
            "Gaius (#12) on 2026-12-01 (LR 1.07.2)"
        );
    }
}
