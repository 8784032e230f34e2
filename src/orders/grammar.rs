//! One order line (ORDERS.md): cleaning what mail clients do to text, keywords, amounts and the
//! shape of each order. Names are kept as written; `interpret` resolves them.

use std::fmt;

/// The largest amount of talents an order may name.
pub const MAX_AMOUNT: u32 = 100_000;

/// Orders about the mail exchange itself, valid at any time; the referee executes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MetaOrder {
    /// `HELP [topic]`.
    Help(Option<String>),
    /// `STATUS`.
    Status,
    /// `ORDERS`.
    Orders,
    /// `CANCEL <what>`: a decision ("REVENUE", "SETUP") or a decision ID, as written.
    Cancel(String),
    /// `STANDING <order>`.
    Standing(GameOrder),
    /// `STANDING CLEAR`.
    StandingClear,
    /// `READY`.
    Ready,
    /// `GAME <id>`.
    Game(String),
}

/// A purse or recipient in revenue orders: the faction treasury or a senator's name as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameOrFaction {
    Faction,
    Name(String),
}

/// A game order as written (names unresolved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameOrder {
    /// `LEADER <senator>` (PB-01 / SET-05).
    Leader { senator: String },
    /// `PLAY <card> [ON <senator>]` (PB-01 / SET-06).
    Play { card: String, on: Option<String> },
    /// `PLAY NONE`: play no card (clears earlier PLAY orders).
    PlayNone,
    /// `INCOME <amount> TO FACTION|<senator>` (PB-02 / REV-10).
    Income { amount: u32, to: NameOrFaction },
    /// `INCOME ALL TO FACTION`: no share of the income to any senator (clears INCOME shares).
    IncomeAllToFaction,
    /// `CONTRIBUTE <amount> FROM <senator>` (REV-15).
    Contribute { amount: u32, from: String },
    /// `TRANSFER <amount> FROM FACTION|<senator> TO FACTION|<senator>` (REV-10).
    Transfer {
        amount: u32,
        from: NameOrFaction,
        to: NameOrFaction,
    },
    /// `TRANSFER NONE`: no transfers (clears earlier TRANSFER orders).
    TransferNone,
    /// `SPOILS <governor> YES|NO` (REV-08).
    Spoils { governor: String, take: bool },
    /// An order of a later phase, recognised so that it is an error rather than ignored text.
    NotYet { keyword: String, rest: String },
}

impl GameOrder {
    /// The order's keyword, upper-case.
    pub fn keyword(&self) -> &str {
        match self {
            GameOrder::Leader { .. } => "LEADER",
            GameOrder::Play { .. } | GameOrder::PlayNone => "PLAY",
            GameOrder::Income { .. } | GameOrder::IncomeAllToFaction => "INCOME",
            GameOrder::Contribute { .. } => "CONTRIBUTE",
            GameOrder::Transfer { .. } | GameOrder::TransferNone => "TRANSFER",
            GameOrder::Spoils { .. } => "SPOILS",
            GameOrder::NotYet { keyword, .. } => keyword,
        }
    }
}

impl fmt::Display for NameOrFaction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameOrFaction::Faction => f.write_str("FACTION"),
            NameOrFaction::Name(n) => f.write_str(n),
        }
    }
}

impl fmt::Display for GameOrder {
    /// The order as parsed (names as written).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameOrder::Leader { senator } => write!(f, "LEADER {senator}"),
            GameOrder::Play { card, on: None } => write!(f, "PLAY {card}"),
            GameOrder::Play { card, on: Some(s) } => write!(f, "PLAY {card} ON {s}"),
            GameOrder::PlayNone => f.write_str("PLAY NONE"),
            GameOrder::Income { amount, to } => write!(f, "INCOME {amount} TO {to}"),
            GameOrder::IncomeAllToFaction => f.write_str("INCOME ALL TO FACTION"),
            GameOrder::Contribute { amount, from } => write!(f, "CONTRIBUTE {amount} FROM {from}"),
            GameOrder::Transfer { amount, from, to } => {
                write!(f, "TRANSFER {amount} FROM {from} TO {to}")
            }
            GameOrder::TransferNone => f.write_str("TRANSFER NONE"),
            GameOrder::Spoils { governor, take } => {
                write!(f, "SPOILS {governor} {}", if *take { "YES" } else { "NO" })
            }
            GameOrder::NotYet { keyword, rest } if rest.is_empty() => f.write_str(keyword),
            GameOrder::NotYet { keyword, rest } => write!(f, "{keyword} {rest}"),
        }
    }
}

impl fmt::Display for MetaOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MetaOrder::Help(None) => f.write_str("HELP"),
            MetaOrder::Help(Some(t)) => write!(f, "HELP {t}"),
            MetaOrder::Status => f.write_str("STATUS"),
            MetaOrder::Orders => f.write_str("ORDERS"),
            MetaOrder::Cancel(what) => write!(f, "CANCEL {what}"),
            MetaOrder::Standing(o) => write!(f, "STANDING {o}"),
            MetaOrder::StandingClear => f.write_str("STANDING CLEAR"),
            MetaOrder::Ready => f.write_str("READY"),
            MetaOrder::Game(id) => write!(f, "GAME {id}"),
        }
    }
}

/// What one read line is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineOutcome {
    /// Not an order: the first word is no keyword ("Thanks,", "Alice").
    Ignored,
    Meta(MetaOrder),
    Order(GameOrder),
    /// Starts with a keyword but is wrong; the message says what was expected.
    Error(String),
}

/// Meta order keywords.
pub const META_KEYWORDS: &[&str] = &[
    "HELP", "STATUS", "ORDERS", "CANCEL", "STANDING", "READY", "GAME",
];

/// Game order keywords that can be answered now.
pub const ORDER_KEYWORDS: &[&str] = &[
    "LEADER",
    "PLAY",
    "INCOME",
    "CONTRIBUTE",
    "TRANSFER",
    "SPOILS",
];

/// Later-phase keywords with the phase they belong to.
pub const LATER_KEYWORDS: &[(&str, &str)] = &[
    ("PERSUADE", "Forum phase"),
    ("KNIGHTS", "Forum phase"),
    ("PRESSURE", "Forum phase"),
    ("GAMES", "Forum phase"),
    ("COUNTERBRIBE", "Forum phase"),
    ("BID", "Forum phase"),
    ("NOMINATE", "Senate phase"),
    ("PREFER", "Senate phase"),
    ("PROSECUTE", "Senate phase"),
    ("PROPOSE", "Senate phase"),
    ("VOTE", "Senate phase"),
    ("TRIBUNE", "Senate phase"),
    ("APPEAL", "Senate phase"),
    ("ASSASSINATE", "Senate phase"),
    ("RETURN", "Combat phase"),
    ("REVOLT", "Revolution phase"),
    ("OFFER", "Revolution phase"),
    ("DISCARD", "Revolution phase"),
];

/// The phase a later-phase keyword belongs to.
pub fn later_phase(keyword: &str) -> Option<&'static str> {
    LATER_KEYWORDS
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(keyword))
        .map(|(_, p)| *p)
}

/// Is this word (any case) an order keyword of any kind?
pub fn is_keyword(word: &str) -> bool {
    META_KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(word))
        || ORDER_KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(word))
        || later_phase(word).is_some()
}

/// The expected form of each order, for error messages.
pub fn usage(keyword: &str) -> &'static str {
    match keyword.to_ascii_uppercase().as_str() {
        "HELP" => "HELP or HELP <order>, e.g. HELP INCOME",
        "STATUS" => "STATUS",
        "ORDERS" => "ORDERS",
        "CANCEL" => "CANCEL <decision>, e.g. CANCEL REVENUE",
        "STANDING" => "STANDING <order> or STANDING CLEAR",
        "READY" => "READY",
        "GAME" => "GAME <game id>",
        "LEADER" => "LEADER <senator>, e.g. LEADER Cornelius",
        "PLAY" => "PLAY <card> [ON <senator>], e.g. PLAY Scipio or PLAY TAX FARMER 1 ON Cornelius",
        "INCOME" => {
            "INCOME <amount> TO FACTION|<senator> or INCOME ALL TO FACTION, e.g. INCOME 3 TO Cornelius"
        }
        "CONTRIBUTE" => "CONTRIBUTE <amount> FROM <senator>, e.g. CONTRIBUTE 10 FROM Fabius",
        "TRANSFER" => {
            "TRANSFER <amount> FROM FACTION|<senator> TO FACTION|<senator>, e.g. TRANSFER 4 FROM Cornelius TO Fabius"
        }
        "SPOILS" => "SPOILS <governor> YES|NO, e.g. SPOILS Aemilius NO",
        _ => "an order; write HELP for the list",
    }
}

/// Replace what mail clients do to text: smart quotes, non-breaking and other Unicode spaces,
/// tabs, zero-width characters, soft hyphens, typographic dashes.
pub fn normalise_chars(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2032}' | '\u{00B4}' | '`' => {
                out.push('\'')
            }
            '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' | '\u{2033}' | '\u{00AB}'
            | '\u{00BB}' => out.push('"'),
            '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{00AD}' => {}
            '\u{2010}' | '\u{2011}' | '\u{2012}' | '\u{2013}' | '\u{2014}' | '\u{2212}' => {
                out.push('-')
            }
            '\u{FF03}' => out.push('#'),
            c if c.is_whitespace() || c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Clean one line for parsing: characters normalised, the `# comment` removed (a `#` directly
/// followed by a digit is a card ID, not a comment), surrounding spaces, a list bullet and
/// trailing `.`/`,`/`;`/`!` removed. An empty result means there is nothing to read.
pub fn clean_line(raw: &str) -> String {
    let s = normalise_chars(raw);
    let mut end = s.len();
    let bytes = s.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'#' && !bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
            end = i;
            break;
        }
    }
    let mut t = s[..end].trim();
    for bullet in ["- ", "* ", "\u{2022} ", "\u{00B7} "] {
        if let Some(rest) = t.strip_prefix(bullet) {
            t = rest.trim_start();
            break;
        }
    }
    let t = t.trim_end_matches(|c: char| matches!(c, '.' | ',' | ';' | '!') || c.is_whitespace());
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Split a cleaned line into words; a first word like "Income:" or "LEADER:Fabius" gives the
/// keyword alone.
fn words(line: &str) -> Vec<String> {
    let mut ws: Vec<String> = line
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    if let Some(first) = ws.first().cloned()
        && let Some(colon) = first.find(':')
    {
        let (kw, rest) = (&first[..colon], first[colon + 1..].trim_start_matches(':'));
        if is_keyword(kw) {
            let mut v = vec![kw.to_string()];
            if !rest.is_empty() {
                v.push(rest.to_string());
            }
            v.extend(ws.drain(1..));
            ws = v;
        }
    }
    if let Some(first) = ws.first_mut() {
        let trimmed = first.trim_end_matches([',', ':', '?', '!']).to_string();
        if is_keyword(&trimmed) {
            *first = trimmed;
        }
    }
    ws
}

fn is_word(w: &str, kw: &str) -> bool {
    w.eq_ignore_ascii_case(kw)
}

/// A name as written: words joined by single spaces, surrounding quotes removed.
fn name_of(ws: &[String]) -> String {
    ws.join(" ")
        .trim_matches(|c| c == '"' || c == '\'')
        .trim()
        .to_string()
}

fn err(keyword: &str, problem: impl fmt::Display) -> LineOutcome {
    LineOutcome::Error(format!("{problem}; expected {}", usage(keyword)))
}

/// Parse an amount of whole talents at the start of `ws`: `5`, `5T`, `5 t`, `5 talents`,
/// `1 talent`. Returns the amount and the number of words used.
pub fn parse_amount(ws: &[String]) -> Result<(u32, usize), String> {
    let Some(tok) = ws.first() else {
        return Err("the amount is missing".to_string());
    };
    let digits_end = tok.find(|c: char| !c.is_ascii_digit()).unwrap_or(tok.len());
    let (digits, suffix) = tok.split_at(digits_end);
    if digits.is_empty() {
        if tok.starts_with('-') {
            return Err(format!(
                "\"{tok}\" is negative; amounts are whole talents from 0 to {MAX_AMOUNT}"
            ));
        }
        return Err(format!(
            "\"{tok}\" is not an amount; amounts are whole talents from 0 to {MAX_AMOUNT}"
        ));
    }
    let unit = |s: &str| {
        ["t", "talent", "talents", "tal"]
            .iter()
            .any(|u| u.eq_ignore_ascii_case(s))
    };
    if !suffix.is_empty() && !unit(suffix) {
        if suffix.starts_with(['.', ',']) && suffix[1..].starts_with(|c: char| c.is_ascii_digit()) {
            return Err(format!(
                "\"{tok}\" is not a whole number; amounts are whole talents"
            ));
        }
        return Err(format!(
            "\"{tok}\" is not an amount; write talents as 5, 5T or 5 talents"
        ));
    }
    let value: u64 = if digits.len() > 9 {
        u64::MAX
    } else {
        digits.parse().unwrap_or(u64::MAX)
    };
    if value > u64::from(MAX_AMOUNT) {
        return Err(format!(
            "{tok} is too much; an amount is at most {MAX_AMOUNT} talents"
        ));
    }
    let mut used = 1;
    if suffix.is_empty() && ws.get(1).is_some_and(|w| unit(w)) {
        used = 2;
    }
    // `value` is at most MAX_AMOUNT here.
    Ok((u32::try_from(value).unwrap_or(MAX_AMOUNT), used))
}

/// FACTION, FACTION TREASURY, or a senator's name; the State is not a purse for these orders.
fn purse(keyword: &str, ws: &[String], role: &str) -> Result<NameOrFaction, LineOutcome> {
    if ws.is_empty() {
        return Err(err(keyword, format!("{role} is missing")));
    }
    let joined = name_of(ws);
    let up = joined.to_ascii_uppercase();
    if up == "FACTION" || up == "FACTION TREASURY" || up == "MY FACTION" || up == "THE FACTION" {
        return Ok(NameOrFaction::Faction);
    }
    if up == "STATE"
        || up == "STATE TREASURY"
        || up == "THE STATE"
        || up == "ROME"
        || up == "TREASURY"
    {
        return Err(LineOutcome::Error(format!(
            "{keyword} cannot name \"{joined}\": talents go to the State Treasury with CONTRIBUTE, e.g. CONTRIBUTE 10 FROM Fabius; expected {}",
            usage(keyword)
        )));
    }
    Ok(NameOrFaction::Name(joined))
}

fn position_of(ws: &[String], kw: &str) -> Option<usize> {
    ws.iter().position(|w| is_word(w, kw))
}

fn no_args(keyword: &str, rest: &[String], order: MetaOrder) -> LineOutcome {
    if rest.is_empty() {
        LineOutcome::Meta(order)
    } else {
        err(
            keyword,
            format!(
                "{keyword} takes nothing after it, but \"{}\" follows",
                rest.join(" ")
            ),
        )
    }
}

/// Parse one cleaned line (see [`clean_line`]).
pub fn parse_line(line: &str) -> LineOutcome {
    let ws = words(line);
    let Some(first) = ws.first() else {
        return LineOutcome::Ignored;
    };
    let kw = first.to_ascii_uppercase();
    let rest = &ws[1..];
    match kw.as_str() {
        "HELP" => LineOutcome::Meta(MetaOrder::Help((!rest.is_empty()).then(|| rest.join(" ")))),
        "STATUS" => no_args("STATUS", rest, MetaOrder::Status),
        "ORDERS" => no_args("ORDERS", rest, MetaOrder::Orders),
        "READY" => no_args("READY", rest, MetaOrder::Ready),
        "CANCEL" => {
            if rest.is_empty() {
                err("CANCEL", "CANCEL needs the decision to withdraw")
            } else {
                LineOutcome::Meta(MetaOrder::Cancel(rest.join(" ")))
            }
        }
        "GAME" => match rest {
            [id] => LineOutcome::Meta(MetaOrder::Game(id.clone())),
            [] => err("GAME", "GAME needs the game's ID"),
            _ => err(
                "GAME",
                format!("a game ID is one word, not \"{}\"", rest.join(" ")),
            ),
        },
        "STANDING" => {
            if rest.is_empty() {
                return err("STANDING", "STANDING needs an order or CLEAR");
            }
            if rest.len() == 1 && is_word(&rest[0], "CLEAR") {
                return LineOutcome::Meta(MetaOrder::StandingClear);
            }
            match parse_line(&rest.join(" ")) {
                LineOutcome::Order(o) => LineOutcome::Meta(MetaOrder::Standing(o)),
                LineOutcome::Error(e) => LineOutcome::Error(format!("in STANDING: {e}")),
                LineOutcome::Meta(_) | LineOutcome::Ignored => err(
                    "STANDING",
                    format!("\"{}\" is not a game order that can stand", rest.join(" ")),
                ),
            }
        }
        "LEADER" => {
            if rest.is_empty() {
                err("LEADER", "LEADER needs a senator's name")
            } else {
                LineOutcome::Order(GameOrder::Leader {
                    senator: name_of(rest),
                })
            }
        }
        "PLAY" => parse_play(rest),
        "INCOME" => parse_income(rest),
        "CONTRIBUTE" => parse_contribute(rest),
        "TRANSFER" => parse_transfer(rest),
        "SPOILS" => parse_spoils(rest),
        _ => match later_phase(&kw) {
            Some(_) => LineOutcome::Order(GameOrder::NotYet {
                keyword: kw,
                rest: rest.join(" "),
            }),
            None => LineOutcome::Ignored,
        },
    }
}

fn is_none_word(ws: &[String]) -> bool {
    ws.len() == 1 && (is_word(&ws[0], "NONE") || is_word(&ws[0], "NOTHING"))
}

fn parse_play(rest: &[String]) -> LineOutcome {
    if rest.is_empty() {
        return err("PLAY", "PLAY needs a card");
    }
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::PlayNone);
    }
    match rest.iter().rposition(|w| is_word(w, "ON")) {
        Some(0) => err("PLAY", "the card is missing before ON"),
        Some(j) if j + 1 == rest.len() => err("PLAY", "the senator is missing after ON"),
        Some(j) => LineOutcome::Order(GameOrder::Play {
            card: name_of(&rest[..j]),
            on: Some(name_of(&rest[j + 1..])),
        }),
        None => LineOutcome::Order(GameOrder::Play {
            card: name_of(rest),
            on: None,
        }),
    }
}

fn parse_income(rest: &[String]) -> LineOutcome {
    if rest.first().is_some_and(|w| is_word(w, "ALL")) {
        return match purse(
            "INCOME",
            rest.get(2..).unwrap_or(&[]),
            "FACTION after INCOME ALL TO",
        ) {
            Ok(NameOrFaction::Faction) if rest.get(1).is_some_and(|w| is_word(w, "TO")) => {
                LineOutcome::Order(GameOrder::IncomeAllToFaction)
            }
            Err(e) => e,
            _ => err(
                "INCOME",
                "INCOME ALL goes TO FACTION; give senators their shares one by one",
            ),
        };
    }
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("INCOME", e),
    };
    let after = &rest[used..];
    match after.first() {
        Some(w) if is_word(w, "TO") => match purse("INCOME", &after[1..], "the recipient after TO")
        {
            Ok(to) => LineOutcome::Order(GameOrder::Income { amount, to }),
            Err(e) => e,
        },
        Some(w) => err("INCOME", format!("TO must follow the amount, not \"{w}\"")),
        None => err("INCOME", "TO FACTION or TO <senator> is missing"),
    }
}

fn parse_contribute(rest: &[String]) -> LineOutcome {
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("CONTRIBUTE", e),
    };
    let after = &rest[used..];
    match after.first() {
        Some(w) if is_word(w, "FROM") => {
            if after.len() < 2 {
                err("CONTRIBUTE", "the senator is missing after FROM")
            } else {
                let from = name_of(&after[1..]);
                if from.eq_ignore_ascii_case("FACTION")
                    || from.eq_ignore_ascii_case("FACTION TREASURY")
                {
                    err(
                        "CONTRIBUTE",
                        "contributions come from a senator's Personal Treasury, not from the faction",
                    )
                } else {
                    LineOutcome::Order(GameOrder::Contribute { amount, from })
                }
            }
        }
        Some(w) => err(
            "CONTRIBUTE",
            format!("FROM must follow the amount, not \"{w}\""),
        ),
        None => err("CONTRIBUTE", "FROM <senator> is missing"),
    }
}

fn parse_transfer(rest: &[String]) -> LineOutcome {
    if is_none_word(rest) {
        return LineOutcome::Order(GameOrder::TransferNone);
    }
    let (amount, used) = match parse_amount(rest) {
        Ok(a) => a,
        Err(e) => return err("TRANSFER", e),
    };
    let after = &rest[used..];
    let (Some(f), Some(t)) = (position_of(after, "FROM"), position_of(after, "TO")) else {
        return err("TRANSFER", "both FROM and TO are needed");
    };
    // Either order: FROM a TO b, or TO b FROM a.
    let (from_ws, to_ws) = if f < t {
        (&after[f + 1..t], &after[t + 1..])
    } else {
        (&after[f + 1..], &after[t + 1..f])
    };
    if f.min(t) != 0 {
        return err(
            "TRANSFER",
            format!("FROM must follow the amount, not \"{}\"", after[0]),
        );
    }
    let from = match purse("TRANSFER", from_ws, "the source after FROM") {
        Ok(p) => p,
        Err(e) => return e,
    };
    let to = match purse("TRANSFER", to_ws, "the recipient after TO") {
        Ok(p) => p,
        Err(e) => return e,
    };
    LineOutcome::Order(GameOrder::Transfer { amount, from, to })
}

fn parse_spoils(rest: &[String]) -> LineOutcome {
    let Some((last, names)) = rest.split_last() else {
        return err("SPOILS", "SPOILS needs a governor and YES or NO");
    };
    let take = if is_word(last, "YES") {
        true
    } else if is_word(last, "NO") {
        false
    } else {
        return err("SPOILS", "YES or NO must end the line");
    };
    if names.is_empty() {
        return err("SPOILS", "the governor is missing");
    }
    LineOutcome::Order(GameOrder::Spoils {
        governor: name_of(names),
        take,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> LineOutcome {
        parse_line(&clean_line(s))
    }

    fn order(s: &str) -> GameOrder {
        match p(s) {
            LineOutcome::Order(o) => o,
            other => panic!("{s}: {other:?}"),
        }
    }

    fn error(s: &str) -> String {
        match p(s) {
            LineOutcome::Error(e) => e,
            other => panic!("{s}: {other:?}"),
        }
    }

    #[test]
    fn clean_line_tolerates_mail_client_text() {
        assert_eq!(clean_line("  LEADER\u{a0}Cornelius.  "), "LEADER Cornelius");
        assert_eq!(clean_line("income\t3 to Corn\r"), "income 3 to Corn");
        assert_eq!(clean_line("# default: LEADER Cornelius"), "");
        assert_eq!(clean_line("LEADER #1 # my man"), "LEADER #1");
        assert_eq!(clean_line("LEADER Cornelius (#1)"), "LEADER Cornelius (#1)");
        assert_eq!(clean_line("- PLAY Scipio"), "PLAY Scipio");
        assert_eq!(
            clean_line("LEADER \u{201C}Cornelius\u{201D}"),
            "LEADER \"Cornelius\""
        );
    }

    #[test]
    fn amounts_in_every_form() {
        let w = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
        assert_eq!(parse_amount(&w("5")), Ok((5, 1)));
        assert_eq!(parse_amount(&w("5T")), Ok((5, 1)));
        assert_eq!(parse_amount(&w("5t")), Ok((5, 1)));
        assert_eq!(parse_amount(&w("5 t")), Ok((5, 2)));
        assert_eq!(parse_amount(&w("5 talents")), Ok((5, 2)));
        assert_eq!(parse_amount(&w("1 talent")), Ok((1, 2)));
        assert_eq!(parse_amount(&w("0")), Ok((0, 1)));
        assert_eq!(parse_amount(&w("100000")), Ok((100_000, 1)));
        assert!(parse_amount(&w("100001")).is_err());
        assert!(parse_amount(&w("99999999999999999999")).is_err());
        assert!(parse_amount(&w("2.5")).is_err());
        assert!(parse_amount(&w("-3")).is_err());
        assert!(parse_amount(&w("five")).is_err());
        assert!(parse_amount(&w("5x")).is_err());
    }

    #[test]
    fn every_order_form() {
        assert_eq!(
            order("LEADER Cornelius"),
            GameOrder::Leader {
                senator: "Cornelius".into()
            }
        );
        assert_eq!(
            order("Leader: Scipio Africanus"),
            GameOrder::Leader {
                senator: "Scipio Africanus".into()
            }
        );
        assert_eq!(
            order("play Scipio"),
            GameOrder::Play {
                card: "Scipio".into(),
                on: None
            }
        );
        assert_eq!(
            order("PLAY TAX FARMER 1 ON Cornelius"),
            GameOrder::Play {
                card: "TAX FARMER 1".into(),
                on: Some("Cornelius".into())
            }
        );
        assert_eq!(order("PLAY NONE"), GameOrder::PlayNone);
        assert_eq!(
            order("income all to faction"),
            GameOrder::IncomeAllToFaction
        );
        assert!(error("INCOME ALL TO Cornelius").contains("TO FACTION"));
        assert!(error("INCOME ALL").contains("FACTION"));
        assert_eq!(
            order("INCOME 7 TO FACTION"),
            GameOrder::Income {
                amount: 7,
                to: NameOrFaction::Faction
            }
        );
        assert_eq!(
            order("income 3t to Cornelius."),
            GameOrder::Income {
                amount: 3,
                to: NameOrFaction::Name("Cornelius".into())
            }
        );
        assert_eq!(
            order("CONTRIBUTE 10 talents FROM Fabius"),
            GameOrder::Contribute {
                amount: 10,
                from: "Fabius".into()
            }
        );
        assert_eq!(
            order("TRANSFER 4 FROM Cornelius TO Fabius"),
            GameOrder::Transfer {
                amount: 4,
                from: NameOrFaction::Name("Cornelius".into()),
                to: NameOrFaction::Name("Fabius".into())
            }
        );
        assert_eq!(
            order("transfer 1 talent to faction from Cornelius"),
            GameOrder::Transfer {
                amount: 1,
                from: NameOrFaction::Name("Cornelius".into()),
                to: NameOrFaction::Faction
            }
        );
        assert_eq!(order("TRANSFER NONE"), GameOrder::TransferNone);
        assert_eq!(
            order("SPOILS Aemilius no"),
            GameOrder::Spoils {
                governor: "Aemilius".into(),
                take: false
            }
        );
        assert_eq!(
            order("PERSUADE Claudius WITH Cornelius BRIBE 3"),
            GameOrder::NotYet {
                keyword: "PERSUADE".into(),
                rest: "Claudius WITH Cornelius BRIBE 3".into()
            }
        );
    }

    #[test]
    fn meta_orders() {
        assert_eq!(p("HELP"), LineOutcome::Meta(MetaOrder::Help(None)));
        assert_eq!(
            p("help income"),
            LineOutcome::Meta(MetaOrder::Help(Some("income".into())))
        );
        assert_eq!(p("STATUS"), LineOutcome::Meta(MetaOrder::Status));
        assert_eq!(p("Orders"), LineOutcome::Meta(MetaOrder::Orders));
        assert_eq!(p("READY."), LineOutcome::Meta(MetaOrder::Ready));
        assert_eq!(
            p("CANCEL REVENUE"),
            LineOutcome::Meta(MetaOrder::Cancel("REVENUE".into()))
        );
        assert_eq!(
            p("GAME rome-7"),
            LineOutcome::Meta(MetaOrder::Game("rome-7".into()))
        );
        assert_eq!(
            p("STANDING CLEAR"),
            LineOutcome::Meta(MetaOrder::StandingClear)
        );
        assert_eq!(
            p("STANDING SPOILS Aemilius NO"),
            LineOutcome::Meta(MetaOrder::Standing(GameOrder::Spoils {
                governor: "Aemilius".into(),
                take: false
            }))
        );
        assert_eq!(p("Status?"), LineOutcome::Meta(MetaOrder::Status));
        assert!(matches!(p("READY when you are"), LineOutcome::Error(_)));
        assert!(matches!(p("STANDING"), LineOutcome::Error(_)));
        assert!(matches!(p("CANCEL"), LineOutcome::Error(_)));
    }

    #[test]
    fn non_orders_are_ignored() {
        assert_eq!(p("Thanks,"), LineOutcome::Ignored);
        assert_eq!(p("Alice"), LineOutcome::Ignored);
        assert_eq!(p("On second thought"), LineOutcome::Ignored);
    }

    #[test]
    fn errors_say_what_is_expected() {
        let e = error("INCOME five TO Cornelius");
        assert!(
            e.contains("\"five\"") && e.contains("INCOME <amount> TO"),
            "{e}"
        );
        assert!(error("INCOME 3 Cornelius").contains("TO must follow"));
        assert!(error("INCOME 3").contains("missing"));
        assert!(error("INCOME 3 TO").contains("missing"));
        assert!(error("INCOME 3 TO State").contains("CONTRIBUTE"));
        assert!(error("CONTRIBUTE 10 Fabius").contains("FROM"));
        assert!(error("CONTRIBUTE 10 FROM FACTION").contains("Personal Treasury"));
        assert!(error("TRANSFER 4 TO Fabius").contains("FROM and TO"));
        assert!(error("TRANSFER 4 x FROM a TO b").contains("FROM must follow"));
        assert!(error("SPOILS Aemilius maybe").contains("YES or NO"));
        assert!(error("SPOILS YES").contains("governor"));
        assert!(error("LEADER").contains("senator"));
        assert!(error("PLAY").contains("card"));
        assert!(error("PLAY ON Cornelius").contains("card"));
        assert!(error("PLAY Tax Farmer 1 ON").contains("senator"));
        assert!(error("INCOME 2.5 TO Cornelius").contains("whole"));
        assert!(error("INCOME 200000 TO Cornelius").contains("100000"));
    }
}
