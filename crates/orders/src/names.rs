//! Names players write (ORDERS.md "Names"): a Senator by family name, a Statesman by his name, a
//! card by its ID (`#1`, `1A`) or any unique prefix of 3+ letters; diacritics and case ignored.
//! An ambiguous or unknown name is an error that lists the candidates.

use super::read_why::{Outside, ReadWhy, Scope};
use rules::api::{CardKey, FactionId, HandCard, SenatorId, SenatorView, View};

/// Lower-case, diacritics folded to ASCII, every other non-alphanumeric character a space, spaces
/// collapsed: `"Cornélius  Scipio-Africanus"` → `"cornelius scipio africanus"`.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if ('\u{300}'..='\u{36f}').contains(&c) {
            // A combining mark (decomposed diacritic): drop it.
            continue;
        }
        match fold_char(c) {
            Some(rep) => out.push_str(rep),
            None => {
                for l in c.to_lowercase() {
                    if l.is_alphanumeric() {
                        out.push(l);
                    } else {
                        out.push(' ');
                    }
                }
            }
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn fold_char(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' | 'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å'
        | 'Ā' | 'Ă' | 'Ą' => "a",
        'æ' | 'Æ' => "ae",
        'ç' | 'ć' | 'č' | 'Ç' | 'Ć' | 'Č' => "c",
        'ď' | 'đ' | 'Ď' | 'Đ' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' | 'È' | 'É' | 'Ê' | 'Ë' | 'Ē' | 'Ĕ'
        | 'Ė' | 'Ę' | 'Ě' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'ĭ' | 'į' | 'ı' | 'Ì' | 'Í' | 'Î' | 'Ï' | 'Ī' | 'Ĭ' | 'Į'
        | 'İ' => "i",
        'ł' | 'Ł' => "l",
        'ñ' | 'ń' | 'ň' | 'Ñ' | 'Ń' | 'Ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' | 'Ø'
        | 'Ō' | 'Ŏ' | 'Ő' => "o",
        'œ' | 'Œ' => "oe",
        'ř' | 'Ř' => "r",
        'ś' | 'š' | 'ş' | 'Ś' | 'Š' | 'Ş' => "s",
        'ß' => "ss",
        'ť' | 'ţ' | 'Ť' | 'Ţ' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' | 'Ù' | 'Ú' | 'Û' | 'Ü' | 'Ū' | 'Ŭ'
        | 'Ů' | 'Ű' | 'Ų' => "u",
        'ý' | 'ÿ' | 'Ý' | 'Ÿ' => "y",
        'ź' | 'ż' | 'ž' | 'Ź' | 'Ż' | 'Ž' => "z",
        _ => return None,
    })
}

/// One thing a name may designate: a senator or a card in hand.
#[derive(Debug, Clone)]
pub struct Entry {
    /// Card ID / key ("1", "1A", "tax-farmer-1").
    pub id: String,
    /// Display label used in messages, e.g. "Cornelius (#1)".
    pub label: String,
    /// Folded forms that match exactly; every one of them also matches by prefix.
    variants: Vec<String>,
}

impl Entry {
    pub fn new(id: &str, label: String, names: &[&str]) -> Entry {
        let mut variants = Vec::new();
        let mut add = |v: String| {
            if !v.is_empty() && !variants.contains(&v) {
                variants.push(v);
            }
        };
        add(fold(id));
        for name in names {
            let folded = fold(name);
            let words: Vec<&str> = folded.split(' ').collect();
            for k in 0..words.len() {
                // "P. Cornelius Scipio Africanus" is also "Cornelius Scipio Africanus",
                // "Scipio Africanus" and "Africanus"; tails start at a word of letters.
                let starts_with_letter = words[k].chars().next().is_some_and(char::is_alphabetic);
                if k == 0 || (starts_with_letter && words[k].chars().count() >= 2) {
                    add(words[k..].join(" "));
                }
            }
        }
        Entry {
            id: id.to_string(),
            label,
            variants,
        }
    }

    fn matches_exactly(&self, folded: &str) -> bool {
        self.variants.iter().any(|v| v == folded)
    }

    fn matches_prefix(&self, folded: &str) -> bool {
        self.variants.iter().any(|v| v.starts_with(folded))
    }
}

/// The outcome of matching one name against a list of entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Match {
    Found(usize),
    Ambiguous(Vec<usize>),
    NotFound,
}

fn from_hits(hits: Vec<usize>) -> Option<Match> {
    match hits.len() {
        0 => None,
        1 => Some(Match::Found(hits[0])),
        _ => Some(Match::Ambiguous(hits)),
    }
}

/// Does `s` look like a card ID ("1", "#1", "1A", "#12b")? Returns the ID without '#'.
fn id_form(s: &str) -> Option<&str> {
    let bare = s.strip_prefix('#').unwrap_or(s).trim();
    let mut chars = bare.chars();
    let first = chars.next()?;
    (first.is_ascii_digit() && bare.chars().all(|c| c.is_ascii_alphanumeric())).then_some(bare)
}

fn leading_digits(s: &str) -> &str {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    &s[..end]
}

/// Match `input` against `entries`. `Err` only for a self-contradictory "Name (#id)".
pub fn match_name(input: &str, entries: &[Entry]) -> Result<Match, ReadWhy> {
    let input = input.trim().trim_matches(|c| c == '"' || c == '\'').trim();
    // "Cornelius (#1)": the canonical form; the ID decides, the name must agree.
    if let Some(open) = input.rfind('(')
        && input.ends_with(')')
    {
        let inner = input[open + 1..input.len() - 1].trim();
        let inner = inner.strip_prefix('#').unwrap_or(inner).trim();
        let name_part = input[..open].trim();
        if !inner.is_empty() {
            let Some(idx) = entries
                .iter()
                .position(|e| e.id.eq_ignore_ascii_case(inner))
            else {
                return Ok(Match::NotFound);
            };
            if name_part.is_empty() {
                return Ok(Match::Found(idx));
            }
            let fits = match match_name(name_part, entries)? {
                Match::Found(j) => j == idx,
                Match::Ambiguous(js) => js.contains(&idx),
                Match::NotFound => false,
            };
            if fits {
                return Ok(Match::Found(idx));
            }
            return Err(ReadWhy::NameMismatch {
                written: input.to_string(),
                id: entries[idx].id.clone(),
                label: entries[idx].label.clone(),
            });
        }
    }
    if let Some(id) = id_form(input) {
        if let Some(idx) = entries.iter().position(|e| e.id.eq_ignore_ascii_case(id)) {
            return Ok(Match::Found(idx));
        }
        if id.chars().all(|c| c.is_ascii_digit()) {
            // "#1" for the family whose statesman "1A" is now on top.
            let hits: Vec<usize> = entries
                .iter()
                .enumerate()
                .filter(|(_, e)| leading_digits(&e.id) == id)
                .map(|(i, _)| i)
                .collect();
            if let Some(m) = from_hits(hits) {
                return Ok(m);
            }
        }
        if input.starts_with('#') {
            return Ok(Match::NotFound);
        }
    }
    let folded = fold(input);
    if folded.is_empty() {
        return Ok(Match::NotFound);
    }
    let exact: Vec<usize> = (0..entries.len())
        .filter(|&i| entries[i].matches_exactly(&folded))
        .collect();
    if let Some(m) = from_hits(exact) {
        return Ok(m);
    }
    if folded.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
        let prefix: Vec<usize> = (0..entries.len())
            .filter(|&i| entries[i].matches_prefix(&folded))
            .collect();
        if let Some(m) = from_hits(prefix) {
            return Ok(m);
        }
    }
    Ok(Match::NotFound)
}

/// "Cornelius (#1)".
pub fn senator_label(s: &SenatorView) -> String {
    format!("{} (#{})", s.name, s.id)
}

pub fn senator_entry(s: &SenatorView) -> Entry {
    let mut names: Vec<&str> = vec![s.name.as_str()];
    names.extend(s.aliases.iter().map(String::as_str));
    Entry::new(&s.id.0, senator_label(s), &names)
}

/// Every senator in the view: the factions' first, then the Forum's.
pub fn all_senators(view: &View) -> Vec<&SenatorView> {
    view.factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .chain(view.forum_senators.iter())
        .collect()
}

/// The faction's own senators.
pub fn own_senators(view: &View, faction: FactionId) -> Vec<&SenatorView> {
    view.factions
        .iter()
        .filter(|f| f.id == faction)
        .flat_map(|f| f.senators.iter())
        .collect()
}

pub fn find_senator<'v>(view: &'v View, id: &SenatorId) -> Option<&'v SenatorView> {
    all_senators(view).into_iter().find(|s| &s.id == id)
}

pub fn labels(entries: &[Entry], idx: &[usize]) -> Vec<String> {
    idx.iter().map(|&i| entries[i].label.clone()).collect()
}

/// Resolve a senator's name among all senators in play (factions and Forum): by family name,
/// statesman name (any alias), card ID ("#1", "1", "1A") or a unique prefix of 3+ letters;
/// diacritics and case are ignored. The error lists the candidates.
pub fn resolve_senator(name: &str, view: &View) -> Result<SenatorId, ReadWhy> {
    let senators = all_senators(view);
    let entries: Vec<Entry> = senators.iter().map(|s| senator_entry(s)).collect();
    match match_name(name, &entries)? {
        Match::Found(i) => Ok(senators[i].id.clone()),
        Match::Ambiguous(idx) => Err(ReadWhy::SenatorAmbiguous {
            written: name.trim().to_string(),
            candidates: labels(&entries, &idx),
        }),
        Match::NotFound => Err(ReadWhy::NoSuchSenator {
            written: name.trim().to_string(),
            in_play: entries.iter().map(|e| e.label.clone()).collect(),
        }),
    }
}

/// An entry for a senator ID, with his names when the view knows him.
pub fn senator_id_entry(id: &SenatorId, view: &View) -> Entry {
    match find_senator(view, id) {
        Some(s) => senator_entry(s),
        None => Entry::new(&id.0, format!("#{id}"), &[]),
    }
}

/// Resolve among `scope` (e.g. the faction's own senators). A name that designates a senator
/// outside the scope gets a [`ReadWhy::NotInScope`] (who he is, why he will not do, who will),
/// e.g. "Fabius (#2) is not one of your senators; your senators: Cornelius (#1) or Valerius (#3)".
pub fn resolve_scoped(
    name: &str,
    scope: &[SenatorId],
    view: &View,
    why: Scope,
) -> Result<SenatorId, ReadWhy> {
    let entries: Vec<Entry> = scope.iter().map(|id| senator_id_entry(id, view)).collect();
    match match_name(name, &entries)? {
        Match::Found(i) => Ok(scope[i].clone()),
        Match::Ambiguous(idx) => Err(ReadWhy::SenatorAmbiguous {
            written: name.trim().to_string(),
            candidates: labels(&entries, &idx),
        }),
        Match::NotFound => Err(not_in_scope(name, &entries, view, why)),
    }
}

/// The reason for a name not found in a scope: who he is, if anyone, and who may be named.
pub fn not_in_scope(name: &str, scope: &[Entry], view: &View, why: Scope) -> ReadWhy {
    let allowed: Vec<String> = scope.iter().map(|e| e.label.clone()).collect();
    let everyone: Vec<Entry> = all_senators(view)
        .iter()
        .map(|s| senator_entry(s))
        .collect();
    let outside = match match_name(name, &everyone) {
        Ok(Match::Found(i)) => Outside::Senator(everyone[i].label.clone()),
        Ok(Match::Ambiguous(idx)) => Outside::Several(labels(&everyone, &idx)),
        Ok(Match::NotFound) | Err(_) => Outside::Nobody,
    };
    ReadWhy::NotInScope {
        written: name.trim().to_string(),
        scope: why,
        outside,
        allowed,
    }
}

/// The faction's hand, if the view shows it.
pub fn hand(view: &View, faction: FactionId) -> &[HandCard] {
    view.private
        .iter()
        .find(|p| p.faction == faction)
        .map(|p| p.hand.as_slice())
        .unwrap_or(&[])
}

/// "Tax Farmer 1 (tax-farmer-1)" for lists.
pub fn card_entry(c: &HandCard) -> Entry {
    let label = if c.name.is_empty() {
        c.key.0.clone()
    } else {
        format!("{} ({})", c.name, c.key)
    };
    Entry::new(&c.key.0, label, &[c.name.as_str()])
}

/// Match a card name among the cards of the hand; the reason lists the candidates.
pub fn resolve_card_among(name: &str, cards: &[&HandCard]) -> Result<CardKey, ReadWhy> {
    let entries: Vec<Entry> = cards.iter().map(|c| card_entry(c)).collect();
    // Issue 21 §4: copies of one card (two Tribunes) are not ambiguous: either will do.
    let copies = |idx: &[usize]| {
        idx.first().is_some_and(|&first| {
            !cards[first].name.is_empty()
                && idx
                    .iter()
                    .all(|&i| cards[i].name.eq_ignore_ascii_case(&cards[first].name))
        })
    };
    match match_name(name, &entries)? {
        Match::Found(i) => Ok(cards[i].key.clone()),
        Match::Ambiguous(idx) if copies(&idx) => Ok(cards[idx[0]].key.clone()),
        Match::Ambiguous(idx) => Err(ReadWhy::HandCardAmbiguous {
            written: name.trim().to_string(),
            cards: labels(&entries, &idx),
        }),
        Match::NotFound => Err(ReadWhy::NoSuchHandCard {
            written: name.trim().to_string(),
            hand: entries.iter().map(|e| e.label.clone()).collect(),
        }),
    }
}

/// Resolve a card in the faction's hand by key ("tax-farmer-1", "1A"), name ("Tax Farmer 1",
/// "Scipio Africanus") or unique prefix of 3+ letters. The error lists the candidates.
pub fn resolve_hand_card(name: &str, view: &View, faction: FactionId) -> Result<CardKey, ReadWhy> {
    let cards: Vec<&HandCard> = hand(view, faction).iter().collect();
    resolve_card_among(name, &cards)
}

/// The canonical way to write a card of a hand: a statesman (key starting with a digit) as
/// "P. Cornelius Scipio Africanus (#1A)", any other card by its name when that is unambiguous,
/// else "Name (key)".
pub fn card_text(key: &CardKey, view: &View) -> String {
    for p in &view.private {
        if let Some(c) = p.hand.iter().find(|c| &c.key == key) {
            if c.name.is_empty() {
                return key.0.clone();
            }
            if key.0.starts_with(|ch: char| ch.is_ascii_digit()) {
                return format!("{} (#{})", c.name, key);
            }
            if resolve_hand_card(&c.name, view, p.faction).as_ref() == Ok(key) {
                return c.name.clone();
            }
            return format!("{} ({})", c.name, key);
        }
    }
    key.0.clone()
}

/// The canonical way to write a senator: "Cornelius (#1)"; a statesman not yet in play (being
/// played from a hand) by his card; otherwise "#id".
pub fn senator_text(id: &SenatorId, view: &View) -> String {
    if let Some(s) = find_senator(view, id) {
        return senator_label(s);
    }
    let key = CardKey(id.0.clone());
    if view
        .private
        .iter()
        .any(|p| p.hand.iter().any(|c| c.key == key))
    {
        return card_text(&key, view);
    }
    format!("#{id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_strips_diacritics_case_and_punctuation() {
        assert_eq!(
            fold("Cornélius  Scipio-Africanus"),
            "cornelius scipio africanus"
        );
        assert_eq!(fold("P. CORNELIUS"), "p cornelius");
        assert_eq!(fold("Aemilius\u{301}"), "aemilius");
        assert_eq!(fold("Æmilius Pāullus"), "aemilius paullus");
    }

    fn entries() -> Vec<Entry> {
        vec![
            Entry::new("1", "Cornelius (#1)".into(), &["Cornelius"]),
            Entry::new(
                "2A",
                "Fabius Maximus (#2A)".into(),
                &["Fabius Maximus", "Fabius"],
            ),
            Entry::new("3", "Valerius (#3)".into(), &["Valerius"]),
            Entry::new("4", "Valentinus (#4)".into(), &["Valentinus"]),
        ]
    }

    #[test]
    fn match_by_id_name_prefix_and_tail() {
        let e = entries();
        assert_eq!(match_name("#1", &e), Ok(Match::Found(0)));
        assert_eq!(match_name("2a", &e), Ok(Match::Found(1)));
        assert_eq!(match_name("#2", &e), Ok(Match::Found(1)));
        assert_eq!(match_name("maximus", &e), Ok(Match::Found(1)));
        assert_eq!(match_name("Corn", &e), Ok(Match::Found(0)));
        assert_eq!(match_name("Val", &e), Ok(Match::Ambiguous(vec![2, 3])));
        assert_eq!(match_name("Co", &e), Ok(Match::NotFound));
        assert_eq!(match_name("#9", &e), Ok(Match::NotFound));
        assert_eq!(match_name("Cornelius (#1)", &e), Ok(Match::Found(0)));
        assert_eq!(match_name("(#3)", &e), Ok(Match::Found(2)));
        assert!(match_name("Cornelius (#3)", &e).is_err());
    }
}
