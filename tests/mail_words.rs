//! docs/STYLE.md: player mail names things, it never shows a card key (`land-commissioner`,
//! `pontifex-veto`, `punic-1`, `1A`) or a bare `#13` id. Whole bot games run through the real
//! referee (the embedded demo: parser, intake, rules, render, outbox) and every mail any player
//! gets is scanned.

use rorgm::referee::demo::run_demo;
use rorgm::rules::data::early_republic;
use rorgm::store::Store;

/// Every key of the card data that cannot be an English word: statesmen ("1A"), wars (and
/// Province revolts), leaders, intrigue, concessions, events, provinces, with a '-' or a digit.
/// (A one-word key such as "refuge" or "mining" is also a word of the card texts.)
fn card_keys() -> Vec<String> {
    let d = early_republic().unwrap();
    let mut keys: Vec<String> = Vec::new();
    keys.extend(d.statesmen.iter().map(|s| s.id.clone()));
    keys.extend(d.wars.iter().map(|w| w.key.clone()));
    keys.extend(d.province_revolts.iter().map(|w| w.key.clone()));
    keys.extend(d.leaders.iter().map(|l| l.key.clone()));
    keys.extend(d.intrigue.iter().map(|i| i.key.clone()));
    keys.extend(d.concessions.iter().map(|c| c.key.clone()));
    keys.extend(d.board().events.iter().map(|e| e.key.clone()));
    keys.extend(d.board().provinces.iter().map(|p| p.key.clone()));
    keys.push(rorgm::rules::PONTIFEX_VETO.to_string());
    keys.retain(|k| k.contains('-') || k.contains(|c: char| c.is_ascii_digit()));
    keys.sort();
    keys.dedup();
    keys
}

/// Is `key` in `text` as a word of its own (case-sensitive; keys are lower case or like "1A",
/// names are capitalised)? "#1A" is an id, checked by `bare_ids`.
fn has_word(text: &str, key: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '-' || c == '_' || c == '#';
    text.match_indices(key).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + key.len()..].chars().next();
        !before.is_some_and(word) && !after.is_some_and(word)
    })
}

/// `#<digits>` not written as "Name (#13)": the only form of an id allowed in a mail (the
/// canonical order text, which players may copy).
fn bare_ids(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices('#') {
        let rest = &text[i + 1..];
        let id: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        if id.is_empty() || !id.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let named = text[..i].ends_with(" (")
            && text[..i.saturating_sub(2)]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphabetic() || c == '.')
            && rest[id.len()..].starts_with(')');
        if !named {
            let from = text[..i].char_indices().rev().nth(30).map_or(0, |(j, _)| j);
            out.push(text[from..(i + 1 + id.len())].to_string());
        }
    }
    out
}

/// An id used as a name: "15's Personal Treasury", "1A's".
fn possessive_ids(text: &str) -> Vec<String> {
    text.match_indices("'s")
        .filter_map(|(i, _)| {
            let before: String = text[..i]
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            let word: String = before.chars().rev().collect();
            word.starts_with(|c: char| c.is_ascii_digit())
                .then(|| format!("{word}'s"))
        })
        .collect()
}

/// Issue 21 §4: what a player has no use for: an internal rule ID ("FOR-04", "PB-08"), the
/// seed's number ("S004"), a file of the project ("docs/RULINGS.md", "src/…rs"), a Rust range
/// ("1..=3"), a "(s)" plural.
fn internal_codes(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let word = |c: char| c.is_ascii_alphanumeric() || c == '-';
    for (i, _) in text.match_indices('-') {
        let head: String = text[..i]
            .chars()
            .rev()
            .take_while(|c| word(*c))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let tail: String = text[i + 1..].chars().take_while(|c| word(*c)).collect();
        if (2..=4).contains(&head.len())
            && head.chars().all(|c| c.is_ascii_uppercase())
            && tail.len() == 2
            && tail.chars().all(|c| c.is_ascii_digit())
        {
            out.push(format!("rule ID {head}-{tail}"));
        }
    }
    for bad in [
        "S004",
        "RULINGS",
        "docs/",
        ".rs",
        ".md",
        "..=",
        "(s)",
        "Legion(s)",
    ] {
        if text.contains(bad) {
            out.push(format!("{bad:?}"));
        }
    }
    out
}

#[test]
fn helpers_find_keys_and_bare_ids() {
    assert_eq!(
        internal_codes("the HRAO takes it (rule FOR-17)"),
        vec!["rule ID FOR-17"]
    );
    assert_eq!(internal_codes("Revenue (PB-02)."), vec!["rule ID PB-02"]);
    assert_eq!(internal_codes("see docs/RULINGS.md").len(), 3);
    assert!(internal_codes("rulings 1..=3").contains(&"\"..=\"".to_string()));
    assert!(internal_codes("(LR 1.07.2) Gaius-Maximus 2026-12-01").is_empty());
    assert_eq!(
        possessive_ids("all the money in 15's Personal Treasury"),
        vec!["15's".to_string()]
    );
    assert!(possessive_ids("Cornelius's Personal Treasury").is_empty());
    assert!(has_word("the land-commissioner goes", "land-commissioner"));
    assert!(!has_word("the Land Commissioner goes", "land-commissioner"));
    assert!(!has_word("tribune-10", "tribune-1"));
    assert!(has_word("targets: 1A, 2", "1A"));
    assert!(!has_word("Scipio Africanus (#1A)", "1A"));
    assert_eq!(bare_ids("INCOME 3 TO Cornelius (#1)"), Vec::<String>::new());
    assert_eq!(bare_ids("targets: #13"), vec!["targets: #13".to_string()]);
    assert_eq!(
        bare_ids("senator #13 dies"),
        vec!["senator #13".to_string()]
    );
    assert!(bare_ids("# a comment line").is_empty());
}

/// GEN-04 / docs/STYLE.md: no card key and no bare id in any mail of three whole bot games;
/// issue 21 §4: no rule ID, file path or Rust range in any player's mail.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn player_mail_holds_no_card_key_and_no_bare_id() {
    let keys = card_keys();
    assert!(keys.iter().any(|k| k == "land-commissioner"), "{keys:?}");
    assert!(keys.iter().any(|k| k == "pontifex-veto"), "{keys:?}");
    let mut scanned = 0usize;
    let mut kinds: Vec<String> = Vec::new();
    let mut problems: Vec<String> = Vec::new();
    let (mut public_news, mut private_news) = (false, false);
    for seed in [7u64, 42, 1234] {
        let dir = tempfile::tempdir().unwrap();
        let mut out = Vec::new();
        let report = run_demo(dir.path(), seed, &mut out).await.unwrap();
        let store = Store::open(&dir.path().join("demo.sqlite")).await.unwrap();
        let outbox = store.outbox(Some(&report.game_id)).await.unwrap();
        for m in &outbox {
            scanned += 1;
            public_news |= m.body.contains("WHAT HAPPENED");
            private_news |= m.body.contains("FOR YOU ONLY");
            if !kinds.contains(&m.kind) {
                kinds.push(m.kind.clone());
            }
            let text = format!("{}\n{}", m.subject, m.body);
            for k in keys.iter().filter(|k| has_word(&text, k)) {
                problems.push(format!("seed {seed}, {} mail: card key {k:?}", m.kind));
            }
            for id in bare_ids(&text).into_iter().chain(possessive_ids(&text)) {
                problems.push(format!("seed {seed}, {} mail: bare id in {id:?}", m.kind));
            }
            // Issue 21 §4: no internal code in a player's mail (the GM's own mail may cite them).
            if m.kind != "gm" {
                for c in internal_codes(&text) {
                    problems.push(format!("seed {seed}, {} mail: {c}", m.kind));
                }
            }
        }
    }
    assert!(scanned > 100, "only {scanned} mails");
    // Issue 10: the news (public and private) travels inside the players' round mails.
    // The welcome travels with the first call (one mail).
    for k in ["call", "confirmation"] {
        assert!(kinds.iter().any(|x| x == k), "no {k} mail among {kinds:?}");
    }
    assert!(
        public_news && private_news,
        "news scanned: public {public_news}, private {private_news}"
    );
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
