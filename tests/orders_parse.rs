//! The order language (ORDERS.md): reading mail bodies, parsing orders, resolving names and
//! turning orders into answers (PB-01, PB-02).

use proptest::prelude::*;
use rorgm::orders::{
    BodyError, GameOrder, Interpretation, LineOutcome, MAX_LINE_CHARS, MAX_ORDER_LINES, MetaOrder,
    NameOrFaction, OrderContext, ReadMail, answer_lines, help_text, interpret, read_body,
    resolve_hand_card, resolve_senator,
};
use rorgm::rules::api::{
    Answer, CardKey, Decision, DecisionId, DecisionKind, DecisionOptions, FactionId, FactionView,
    HandCard, PrivateView, Purse, SenatorId, SenatorView, Transfer, View, Viewer,
};

// ---------------------------------------------------------------- fixture

const ME: FactionId = FactionId(0);

fn sen(id: &str, name: &str, aliases: &[&str]) -> SenatorView {
    SenatorView {
        id: SenatorId(id.into()),
        name: name.into(),
        aliases: aliases.iter().map(|a| a.to_string()).collect(),
        military: 1,
        oratory: 2,
        loyalty: 7,
        influence: 3,
        popularity: 0,
        knights: 0,
        offices: vec![],
        concessions: vec![],
        faction_leader: false,
        treasury: None,
    }
}

fn card(key: &str, name: &str, kind: &str) -> HandCard {
    HandCard {
        key: CardKey(key.into()),
        name: name.into(),
        kind: kind.into(),
        text: String::new(),
    }
}

/// Faction 1 (me): Cornelius #1, Fabius #2, Valerius #3, Aemilius #19 (a governor).
/// Faction 2: Claudius #5, Manlius #6, the statesman Flamininus #18A.
/// Forum: Julius #4, Junius #10, Flaminius #13.
fn view() -> View {
    View {
        viewer: Viewer::Faction(ME),
        scenario: "early".into(),
        turn: 1,
        phase: "Revenue".into(),
        state_treasury: 100,
        unrest: 0,
        legions: 4,
        fleets: 0,
        factions: vec![
            FactionView {
                id: ME,
                leader: None,
                senators: vec![
                    sen("1", "Cornelius", &["Cornelius"]),
                    sen("2", "Fabius", &["Fabius"]),
                    sen("3", "Valerius", &["Valerius"]),
                    sen("19", "Aemilius", &["Aemilius"]),
                ],
                hand_size: 6,
                votes: 9,
            },
            FactionView {
                id: FactionId(1),
                leader: None,
                senators: vec![
                    sen("5", "Claudius", &["Claudius"]),
                    sen("6", "Manlius", &["Manlius"]),
                    sen(
                        "18A",
                        "Flamininus",
                        &["Quinctius", "Flamininus", "T. Quinctius Flamininus"],
                    ),
                ],
                hand_size: 3,
                votes: 8,
            },
        ],
        forum_senators: vec![
            sen("4", "Julius", &["Julius"]),
            sen("10", "Junius", &["Junius"]),
            sen("13", "Flaminius", &["Flaminius"]),
        ],
        curia: vec![],
        active_wars: vec![],
        inactive_wars: vec![],
        imminent_wars: vec![],
        hrao: None,
        rules_end: None,
        finished: None,
        forum_concessions: vec![],
        deck_size: 60,
        private: vec![PrivateView {
            faction: ME,
            faction_treasury: 5,
            hand: vec![
                card("1A", "P. Cornelius Scipio Africanus", "statesman"),
                card("2A", "Q. Fabius Maximus Verrucosus Cunctator", "statesman"),
                card("tax-farmer-1", "Tax Farmer 1", "concession"),
                card("tax-farmer-2", "Tax Farmer 2", "concession"),
                card("harbor-fees", "Harbor Fees", "concession"),
                card("tribune-1", "Tribune", "intrigue"),
            ],
        }],
    }
}

fn s(id: &str) -> SenatorId {
    SenatorId(id.into())
}

fn k(key: &str) -> CardKey {
    CardKey(key.into())
}

fn setup_default() -> Answer {
    Answer::SetupPlays {
        leader: s("1"),
        statesmen: vec![],
        concessions: vec![],
    }
}

fn revenue_default() -> Answer {
    Answer::Revenue {
        income_to_senators: vec![],
        contributions: vec![],
        transfers: vec![],
        spoils: vec![],
    }
}

fn setup_decision() -> Decision {
    Decision {
        id: DecisionId("t1-setup-f1".into()),
        kind: DecisionKind::SetupPlays,
        owner: ME,
        simultaneous: true,
        options: DecisionOptions::SetupPlays {
            leader_candidates: vec![s("1"), s("2"), s("3"), s("19")],
            playable_statesmen: vec![k("1A"), k("2A")],
            playable_concessions: vec![k("tax-farmer-1"), k("tax-farmer-2"), k("harbor-fees")],
        },
        default: setup_default(),
        default_text: "Cornelius leads; no cards are played".into(),
    }
}

fn revenue_decision() -> Decision {
    Decision {
        id: DecisionId("t1-revenue-f1".into()),
        kind: DecisionKind::Revenue,
        owner: ME,
        simultaneous: true,
        options: DecisionOptions::Revenue {
            income: 10,
            senators: vec![s("1"), s("2"), s("3"), s("19")],
            faction_treasury: 5,
            governors: vec![s("19")],
        },
        default: revenue_default(),
        default_text: "all income to the Faction Treasury".into(),
    }
}

fn run(body: &str, open: &[Decision], current: &[(DecisionId, Answer)]) -> Interpretation {
    let v = view();
    let read = read_body(body).unwrap_or_else(|e| panic!("{e}"));
    interpret(
        &read,
        &OrderContext {
            faction: ME,
            view: &v,
            open,
            current,
        },
    )
}

fn run_setup(body: &str) -> Interpretation {
    run(body, &[setup_decision()], &[])
}

fn run_revenue(body: &str) -> Interpretation {
    run(body, &[revenue_decision()], &[])
}

fn only_answer(i: &Interpretation) -> &Answer {
    assert_eq!(i.answers.len(), 1, "{i:#?}");
    &i.answers[0].1
}

fn outcomes(body: &str) -> Vec<(usize, LineOutcome)> {
    read_body(body)
        .unwrap_or_else(|e| panic!("{e}"))
        .lines
        .into_iter()
        .map(|l| (l.line_no, l.outcome))
        .collect()
}

/// The orders (not ignored text) read from a body, as (line number, order text).
fn orders_read(body: &str) -> Vec<(usize, String)> {
    read_body(body)
        .unwrap_or_else(|e| panic!("{e}"))
        .lines
        .into_iter()
        .filter_map(|l| match l.outcome {
            LineOutcome::Order(o) => Some((l.line_no, o.to_string())),
            LineOutcome::Meta(m) => Some((l.line_no, m.to_string())),
            _ => None,
        })
        .collect()
}

fn leader_order(name: &str) -> LineOutcome {
    LineOutcome::Order(GameOrder::Leader {
        senator: name.into(),
    })
}

// ---------------------------------------------------------------- how a mail is read

#[test]
fn top_post_above_gmail_quote() {
    let body = "LEADER Cornelius\r\nThanks!\r\n\r\nOn Mon, 1 Jan 2024 at 10:00, Game Master <gm+abc@example.org> wrote:\r\n> Your orders, please.\r\n> # default: LEADER Fabius\r\n> LEADER\r\n";
    assert_eq!(
        outcomes(body),
        vec![(1, leader_order("Cornelius")), (2, LineOutcome::Ignored)]
    );
}

#[test]
fn bottom_post_below_quote() {
    let body = "On Mon, Jan 1, 2024 at 10:00 AM Game Master <gm+abc@example.org> wrote:\n> Your orders, please.\n> LEADER\n\nLEADER Fabius\nINCOME 3 TO Cornelius\n";
    assert_eq!(
        orders_read(body),
        vec![
            (5, "LEADER Fabius".to_string()),
            (6, "INCOME 3 TO Cornelius".to_string())
        ]
    );
}

#[test]
fn answers_typed_between_quoted_form_lines() {
    let body = "\
On Mon, 1 Jan 2024 at 10:00, Game Master <gm+abc@example.org> wrote:
> Turn 1, Revenue. Deadline 2024-01-03 10:00 UTC.
> # default: all income to the Faction Treasury
> INCOME <amount> TO <senator>
INCOME 3 TO Cornelius
> CONTRIBUTE <amount> FROM <senator>
CONTRIBUTE 2 FROM Fabius
> SPOILS <governor> YES|NO
>
SPOILS Aemilius NO
> -- 
> rorgm
";
    assert_eq!(
        orders_read(body),
        vec![
            (5, "INCOME 3 TO Cornelius".to_string()),
            (7, "CONTRIBUTE 2 FROM Fabius".to_string()),
            (10, "SPOILS Aemilius NO".to_string()),
        ]
    );
}

#[test]
fn gmail_attribution_wrapped_over_two_lines() {
    let body = "READY\n\nOn Mon, Jan 1, 2024 at 10:00 AM Game Master <\ngm+abc@example.org> wrote:\n\n> LEADER\n";
    assert_eq!(
        outcomes(body),
        vec![(1, LineOutcome::Meta(MetaOrder::Ready))]
    );
}

#[test]
fn apple_mail_attribution_and_forward() {
    let body = "LEADER Valerius\n\nSent from my iPhone\n\n> On 1 Jan 2024, at 10:00, Game Master <gm@example.org> wrote:\n> LEADER\n";
    assert_eq!(outcomes(body), vec![(1, leader_order("Valerius"))]);
    let body = "LEADER Valerius\n\nOn 1 Jan 2024, at 10:00, Game Master <gm@example.org> wrote:\n\nBegin forwarded message:\n\nLEADER Fabius\n";
    assert_eq!(outcomes(body), vec![(1, leader_order("Valerius"))]);
}

#[test]
fn localised_attributions() {
    for attribution in [
        "Am 01.01.2024 um 10:00 schrieb Game Master <gm@example.org>:",
        "Game Master <gm@example.org> schrieb am 01.01.2024:",
        "Le lun. 1 janv. 2024 à 10:00, Game Master <gm@example.org> a écrit :",
        "El lun, 1 ene 2024 a las 10:00, Game Master (<gm@example.org>) escribió:",
        "Il giorno lun 1 gen 2024 alle ore 10:00 Game Master <gm@example.org> ha scritto:",
        "Op ma 1 jan. 2024 om 10:00 schreef Game Master <gm@example.org>:",
        "Em seg., 1 de jan. de 2024 às 10:00, Game Master <gm@example.org> escreveu:",
    ] {
        let body = format!("LEADER Cornelius\n{attribution}\n> LEADER\nREADY\n");
        assert_eq!(
            outcomes(&body),
            vec![
                (1, leader_order("Cornelius")),
                (4, LineOutcome::Meta(MetaOrder::Ready))
            ],
            "{attribution}"
        );
    }
    // German attribution wrapped over two lines.
    let body = "LEADER Cornelius\nAm 01.01.2024 um 10:00 schrieb Game Master <\ngm@example.org>:\n> LEADER\n";
    assert_eq!(outcomes(body), vec![(1, leader_order("Cornelius"))]);
}

#[test]
fn outlook_header_block_ends_the_read_part() {
    let body = "\
LEADER Fabius

________________________________
From: Game Master <gm+abc@example.org>
Sent: Monday, January 1, 2024 10:00 AM
To: Alice <alice@example.com>
Subject: [rome-1] Turn 1: your orders

LEADER Cornelius
";
    assert_eq!(outcomes(body), vec![(1, leader_order("Fabius"))]);
    // Without the rule line too, and in German.
    let body = "LEADER Fabius\n\nVon: Game Master <gm@example.org>\nGesendet: Montag, 1. Januar 2024 10:00\nAn: Alice\nLEADER Cornelius\n";
    assert_eq!(outcomes(body), vec![(1, leader_order("Fabius"))]);
    let body =
        "LEADER Fabius\n*From:* Game Master <gm@example.org>\n*Date:* Monday\nLEADER Cornelius\n";
    assert_eq!(outcomes(body), vec![(1, leader_order("Fabius"))]);
}

#[test]
fn signature_ends_the_read_part() {
    let body = "LEADER Fabius\n-- \nAlice Smith\nLEADER Cornelius\n";
    assert_eq!(outcomes(body), vec![(1, leader_order("Fabius"))]);
    let body = "LEADER Fabius\n--\nLEADER Cornelius\n";
    assert_eq!(outcomes(body), vec![(1, leader_order("Fabius"))]);
    // A quoted signature does not end anything.
    let body = "> text\n> -- \n> GM\nLEADER Fabius\n";
    assert_eq!(outcomes(body), vec![(4, leader_order("Fabius"))]);
}

#[test]
fn forwarded_and_original_message_dividers_end_the_read_part() {
    for divider in [
        "-----Original Message-----",
        "---------- Forwarded message ---------",
        "-----Ursprüngliche Nachricht-----",
        "-------- Message d'origine --------",
        "Begin forwarded message:",
        "________________",
        "_____________________ Reply Separator _____________________",
    ] {
        let body = format!("LEADER Fabius\n{divider}\nLEADER Cornelius\n");
        assert_eq!(
            outcomes(&body),
            vec![(1, leader_order("Fabius"))],
            "{divider}"
        );
    }
}

#[test]
fn client_footers_are_skipped() {
    for footer in [
        "Sent from my iPhone",
        "Sent from my Android",
        "Sent from my Samsung Galaxy smartphone.",
        "Get Outlook for iOS<https://aka.ms/o0ukef>",
        "Get Outlook for Android",
        "Sent from Mail for Windows",
        "Sent from Yahoo Mail on Android",
        "Von meinem iPhone gesendet",
        "Envoyé de mon iPhone",
    ] {
        let body = format!("LEADER Fabius\n\n{footer}\nREADY\n");
        assert_eq!(
            outcomes(&body),
            vec![
                (1, leader_order("Fabius")),
                (4, LineOutcome::Meta(MetaOrder::Ready))
            ],
            "{footer}"
        );
    }
}

#[test]
fn html_derived_blockquote_and_hr_lines() {
    // The HTML part turned into text: <blockquote> lines prefixed "> ", <hr> a rule.
    let body = "LEADER Fabius\n\n> Your orders, please.\n> LEADER\nREADY\n________________\nLEADER Cornelius\n";
    assert_eq!(
        outcomes(body),
        vec![
            (1, leader_order("Fabius")),
            (5, LineOutcome::Meta(MetaOrder::Ready))
        ]
    );
}

#[test]
fn comments_are_not_read() {
    let body = "# default: LEADER Cornelius\nLEADER Fabius # my best man\n   # another comment\nLEADER #3\n";
    assert_eq!(
        outcomes(body),
        vec![(2, leader_order("Fabius")), (4, leader_order("#3"))]
    );
}

#[test]
fn tolerates_case_spaces_dots_quotes_nbsp_tabs_and_crlf() {
    let body = "  leader   Fabius.  \r\nInCoMe\t3\u{a0}T to \u{201c}Cornelius\u{201d}\r\n\u{feff}READY\r\n";
    assert_eq!(
        outcomes(body),
        vec![
            (1, leader_order("Fabius")),
            (
                2,
                LineOutcome::Order(GameOrder::Income {
                    amount: 3,
                    to: NameOrFaction::Name("Cornelius".into())
                })
            ),
            (3, LineOutcome::Meta(MetaOrder::Ready)),
        ]
    );
    let read = read_body("  leader   Fabius.  \r\n").unwrap_or_default();
    assert_eq!(read.lines[0].text, "leader   Fabius.");
}

#[test]
fn lines_without_a_keyword_are_ignored_text_and_keyword_lines_that_are_wrong_are_errors() {
    let out = outcomes("Hi GM,\nhere you go:\nINCOME lots TO Cornelius\nAlice\n");
    assert_eq!(out[0], (1, LineOutcome::Ignored));
    assert_eq!(out[1], (2, LineOutcome::Ignored));
    assert!(
        matches!(&out[2], (3, LineOutcome::Error(m)) if m.contains("\"lots\"") && m.contains("INCOME <amount> TO"))
    );
    assert_eq!(out[3], (4, LineOutcome::Ignored));
}

#[test]
fn every_meta_order() {
    let body = "HELP\nHELP income\nSTATUS\nORDERS\nCANCEL REVENUE\nCANCEL t1-setup-f1\nSTANDING SPOILS Aemilius NO\nSTANDING CLEAR\nREADY\nGAME rome-1\n";
    let i = run_revenue(body);
    assert_eq!(
        i.meta,
        vec![
            MetaOrder::Help(None),
            MetaOrder::Help(Some("income".into())),
            MetaOrder::Status,
            MetaOrder::Orders,
            MetaOrder::Cancel("REVENUE".into()),
            MetaOrder::Cancel("t1-setup-f1".into()),
            MetaOrder::Standing(GameOrder::Spoils {
                governor: "Aemilius".into(),
                take: false
            }),
            MetaOrder::StandingClear,
            MetaOrder::Ready,
            MetaOrder::Game("rome-1".into()),
        ]
    );
    assert!(i.answers.is_empty() && i.errors.is_empty());
}

#[test]
fn amounts_in_every_form() {
    for (text, amount) in [
        ("INCOME 5 TO Cornelius", 5),
        ("INCOME 5T TO Cornelius", 5),
        ("INCOME 5t TO Cornelius", 5),
        ("INCOME 5 t TO Cornelius", 5),
        ("INCOME 5 talents TO Cornelius", 5),
        ("INCOME 1 talent TO Cornelius", 1),
        ("INCOME 0 TO Cornelius", 0),
    ] {
        assert_eq!(
            outcomes(text),
            vec![(
                1,
                LineOutcome::Order(GameOrder::Income {
                    amount,
                    to: NameOrFaction::Name("Cornelius".into())
                })
            )],
            "{text}"
        );
    }
    for bad in [
        "INCOME 2.5 TO Cornelius",
        "INCOME -1 TO Cornelius",
        "INCOME 100001 TO Cornelius",
        "INCOME x TO Cornelius",
    ] {
        assert!(matches!(outcomes(bad)[0].1, LineOutcome::Error(_)), "{bad}");
    }
    assert!(matches!(
        outcomes("CONTRIBUTE 100000 FROM Fabius")[0].1,
        LineOutcome::Order(GameOrder::Contribute {
            amount: 100_000,
            ..
        })
    ));
}

#[test]
fn later_phase_keywords_are_errors_not_ignored() {
    for kw in [
        "PERSUADE",
        "KNIGHTS",
        "PRESSURE",
        "GAMES",
        "COUNTERBRIBE",
        "BID",
        "NOMINATE",
        "PREFER",
        "PROSECUTE",
        "PROPOSE",
        "VOTE",
        "TRIBUNE",
        "APPEAL",
        "ASSASSINATE",
        "RETURN",
        "REVOLT",
        "OFFER",
        "DISCARD",
    ] {
        let i = run_revenue(&format!("{} something", kw.to_lowercase()));
        assert_eq!(i.errors.len(), 1, "{kw}");
        assert!(
            i.errors[0]
                .message
                .contains(&format!("{kw} orders belong to the")),
            "{}",
            i.errors[0].message
        );
        assert!(i.errors[0].message.contains("not open now"));
    }
    let i = run_revenue("PERSUADE Claudius WITH Cornelius BRIBE 3");
    assert_eq!(
        i.errors[0].message,
        "PERSUADE orders belong to the Forum phase, which is not open now"
    );
}

#[test]
fn limits_are_clear_errors() {
    let long = format!("INCOME 3 TO {}", "C".repeat(MAX_LINE_CHARS));
    let e = read_body(&long).err();
    assert!(matches!(e, Some(BodyError::LineTooLong { line_no: 1, .. })));
    assert!(e.is_some_and(|e| e.to_string().contains("1000")));
    let many = "READY\n".repeat(MAX_ORDER_LINES + 1);
    let e = read_body(&many).err();
    assert!(matches!(e, Some(BodyError::TooManyLines { .. })));
    assert!(e.is_some_and(|e| e.to_string().contains("nothing in it was applied")));
    // Quoted text does not count.
    let quoted = format!("READY\n{}", "> x\n".repeat(5000));
    assert!(read_body(&quoted).is_ok());
}

// ---------------------------------------------------------------- names

#[test]
fn names_by_family_statesman_card_id_and_prefix() {
    let v = view();
    assert_eq!(resolve_senator("Cornelius", &v), Ok(s("1")));
    assert_eq!(resolve_senator("cornelius", &v), Ok(s("1")));
    assert_eq!(resolve_senator("#1", &v), Ok(s("1")));
    assert_eq!(resolve_senator("1", &v), Ok(s("1")));
    assert_eq!(resolve_senator("18A", &v), Ok(s("18A")));
    assert_eq!(resolve_senator("#18a", &v), Ok(s("18A")));
    assert_eq!(resolve_senator("#18", &v), Ok(s("18A")));
    assert_eq!(resolve_senator("Quinctius", &v), Ok(s("18A")));
    assert_eq!(resolve_senator("T. Quinctius Flamininus", &v), Ok(s("18A")));
    assert_eq!(resolve_senator("Corn", &v), Ok(s("1")));
    assert_eq!(resolve_senator("Cornelius (#1)", &v), Ok(s("1")));
    assert_eq!(resolve_senator("Jul", &v), Ok(s("4")));
}

#[test]
fn names_ignore_diacritics_and_case() {
    let v = view();
    assert_eq!(resolve_senator("Cornélius", &v), Ok(s("1")));
    assert_eq!(resolve_senator("VALÈRIUS", &v), Ok(s("3")));
    assert_eq!(resolve_senator("Æmilius", &v), Ok(s("19")));
}

#[test]
fn ambiguous_prefix_lists_the_candidates() {
    let e = resolve_senator("Flami", &view()).err().unwrap_or_default();
    assert!(
        e.contains("Flamininus (#18A)") && e.contains("Flaminius (#13)"),
        "{e}"
    );
    // Two letters are not enough for a prefix.
    let e = resolve_senator("Co", &view()).err().unwrap_or_default();
    assert!(e.contains("no senator is called \"Co\""), "{e}");
}

#[test]
fn unknown_name_lists_the_candidates() {
    let e = resolve_senator("Brutus", &view()).err().unwrap_or_default();
    assert!(
        e.contains("\"Brutus\"") && e.contains("Cornelius (#1)") && e.contains("Junius (#10)"),
        "{e}"
    );
    assert!(resolve_senator("#99", &view()).is_err());
    let e = resolve_senator("Fabius (#1)", &view())
        .err()
        .unwrap_or_default();
    assert!(e.contains("#1 is Cornelius (#1)"), "{e}");
}

#[test]
fn hand_cards_by_key_name_or_prefix() {
    let v = view();
    assert_eq!(
        resolve_hand_card("tax-farmer-1", &v, ME),
        Ok(k("tax-farmer-1"))
    );
    assert_eq!(
        resolve_hand_card("TAX FARMER 1", &v, ME),
        Ok(k("tax-farmer-1"))
    );
    assert_eq!(resolve_hand_card("Harbor", &v, ME), Ok(k("harbor-fees")));
    assert_eq!(resolve_hand_card("Scipio", &v, ME), Ok(k("1A")));
    assert_eq!(resolve_hand_card("Scipio Africanus", &v, ME), Ok(k("1A")));
    assert_eq!(resolve_hand_card("#1A", &v, ME), Ok(k("1A")));
    assert_eq!(resolve_hand_card("Fabius Maximus", &v, ME), Ok(k("2A")));
    let e = resolve_hand_card("Tax", &v, ME).err().unwrap_or_default();
    assert!(
        e.contains("Tax Farmer 1") && e.contains("Tax Farmer 2"),
        "{e}"
    );
    let e = resolve_hand_card("Mining", &v, ME)
        .err()
        .unwrap_or_default();
    assert!(e.contains("Harbor Fees"), "{e}");
    assert!(resolve_hand_card("Tribune", &v, FactionId(1)).is_err());
}

// ---------------------------------------------------------------- PB-01 setup

/// PB-01 / SET-05: the Faction Leader is one of the candidates.
#[test]
fn set_05_leader_choice() {
    let i = run_setup("LEADER Fabius");
    assert_eq!(
        only_answer(&i),
        &Answer::SetupPlays {
            leader: s("2"),
            statesmen: vec![],
            concessions: vec![]
        }
    );
    assert_eq!(i.accepted[0].normalised, "LEADER Fabius (#2)");
    let i = run_setup("LEADER Claudius");
    assert!(i.answers.is_empty());
    assert!(
        i.errors[0]
            .message
            .contains("Claudius (#5) cannot be your Faction Leader"),
        "{}",
        i.errors[0].message
    );
    assert!(i.errors[0].message.contains("Cornelius (#1)"));
}

/// PB-01 / SET-06: statesmen and concessions played from the hand.
#[test]
fn set_06_plays() {
    let i = run_setup("PLAY Scipio\nPLAY TAX FARMER 1 ON Cornelius\nplay harbor fees on val");
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::SetupPlays {
            leader: s("1"),
            statesmen: vec![k("1A")],
            concessions: vec![(k("tax-farmer-1"), s("1")), (k("harbor-fees"), s("3"))],
        }
    );
    let n: Vec<&str> = i.accepted.iter().map(|a| a.normalised.as_str()).collect();
    assert_eq!(
        n,
        vec![
            "PLAY P. Cornelius Scipio Africanus (#1A)",
            "PLAY Tax Farmer 1 ON Cornelius (#1)",
            "PLAY Harbor Fees ON Valerius (#3)",
        ]
    );
}

/// SET-06: a concession named again moves; PLAY NONE withdraws the plays.
#[test]
fn set_06_concession_moves_and_play_none() {
    let i = run_setup(
        "PLAY Tax Farmer 1 ON Cornelius\nPLAY Tax Farmer 1 ON Fabius\nPLAY Scipio\nPLAY Scipio",
    );
    assert_eq!(
        only_answer(&i),
        &Answer::SetupPlays {
            leader: s("1"),
            statesmen: vec![k("1A")],
            concessions: vec![(k("tax-farmer-1"), s("2"))]
        }
    );
    let i = run_setup("PLAY Scipio\nPLAY NONE");
    assert_eq!(only_answer(&i), &setup_default());
}

/// SET-06: a concession may go on a statesman played in the same answer.
#[test]
fn set_06_concession_on_a_statesman_being_played() {
    let i = run_setup("PLAY Fabius Maximus\nPLAY Harbor Fees ON Fabius Maximus");
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::SetupPlays {
            leader: s("1"),
            statesmen: vec![k("2A")],
            concessions: vec![(k("harbor-fees"), s("2A"))]
        }
    );
}

/// SET-06: what cannot be played is an error that says what can.
#[test]
fn set_06_wrong_plays() {
    let i = run_setup(
        "PLAY Tribune\nPLAY Tax Farmer 1\nPLAY Scipio ON Cornelius\nPLAY Harbor Fees ON Claudius\nPLAY Tax ON Cornelius",
    );
    assert!(i.answers.is_empty());
    let m: Vec<&str> = i.errors.iter().map(|e| e.message.as_str()).collect();
    assert!(
        m[0].contains("Tribune")
            && m[0].contains("cannot be played now")
            && m[0].contains("Harbor Fees"),
        "{}",
        m[0]
    );
    assert!(
        m[1].contains("is a concession") && m[1].contains("ON"),
        "{}",
        m[1]
    );
    assert!(m[2].contains("statesman"), "{}", m[2]);
    assert!(
        m[3].contains("Claudius (#5) is not one of your senators"),
        "{}",
        m[3]
    );
    assert!(
        m[4].contains("Tax Farmer 1") && m[4].contains("Tax Farmer 2"),
        "{}",
        m[4]
    );
}

// ---------------------------------------------------------------- PB-02 revenue

/// PB-02 / REV-10: income shares to senators; the rest goes to the faction.
#[test]
fn rev_10_income_shares() {
    let i = run_revenue("INCOME 3 TO Cornelius\nINCOME 2 TO Fab\nINCOME 5 TO FACTION");
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![(s("1"), 3), (s("2"), 2)],
            contributions: vec![],
            transfers: vec![],
            spoils: vec![],
        }
    );
    let n: Vec<&str> = i.accepted.iter().map(|a| a.normalised.as_str()).collect();
    assert_eq!(
        n,
        vec![
            "INCOME 3 TO Cornelius (#1)",
            "INCOME 2 TO Fabius (#2)",
            "INCOME 5 TO FACTION"
        ]
    );
}

/// REV-10: more than the income is an error on the line that overflows; the others stand.
#[test]
fn rev_10_income_overflow_errors_on_the_overflowing_line() {
    let i = run_revenue("INCOME 6 TO Cornelius\nINCOME 5 TO Fabius\nINCOME 4 TO Valerius");
    assert_eq!(i.errors.len(), 1);
    assert_eq!(i.errors[0].line_no, 2);
    assert!(
        i.errors[0].message.contains("11T") && i.errors[0].message.contains("10T"),
        "{}",
        i.errors[0].message
    );
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![(s("1"), 6), (s("3"), 4)],
            contributions: vec![],
            transfers: vec![],
            spoils: vec![],
        }
    );
}

/// REV-10: INCOME n TO FACTION is the remainder; a wrong figure is pointed out.
#[test]
fn rev_10_income_to_faction_is_checked() {
    let i = run_revenue("INCOME 10 TO FACTION");
    assert!(i.errors.is_empty());
    assert_eq!(only_answer(&i), &revenue_default());
    let i = run_revenue("INCOME 10 TO FACTION\nINCOME 3 TO Cornelius");
    assert_eq!(i.errors.len(), 1);
    assert_eq!(i.errors[0].line_no, 1);
    assert!(
        i.errors[0].message.contains("7T"),
        "{}",
        i.errors[0].message
    );
    assert_eq!(i.accepted.len(), 1);
    let i = run_revenue("INCOME 11 TO FACTION");
    assert!(i.answers.is_empty() && i.errors.len() == 1);
}

/// REV-10: INCOME 0 removes a share; INCOME to another faction's senator is refused.
#[test]
fn rev_10_income_zero_removes_and_only_own_senators() {
    let current = vec![(
        revenue_decision().id,
        Answer::Revenue {
            income_to_senators: vec![(s("1"), 3)],
            contributions: vec![],
            transfers: vec![],
            spoils: vec![],
        },
    )];
    let i = run("INCOME 0 TO Cornelius", &[revenue_decision()], &current);
    assert_eq!(only_answer(&i), &revenue_default());
    let current = vec![(
        revenue_decision().id,
        Answer::Revenue {
            income_to_senators: vec![(s("1"), 3), (s("2"), 1)],
            contributions: vec![],
            transfers: vec![],
            spoils: vec![],
        },
    )];
    let i = run("INCOME ALL TO FACTION", &[revenue_decision()], &current);
    assert_eq!(only_answer(&i), &revenue_default());
    assert_eq!(i.accepted[0].normalised, "INCOME ALL TO FACTION");
    let i = run_revenue("INCOME 3 TO Claudius");
    assert!(
        i.errors[0]
            .message
            .contains("Claudius (#5) is not one of your senators")
    );
    assert!(i.errors[0].message.contains("Aemilius (#19)"));
}

/// REV-15: contributions to the State Treasury from own senators.
#[test]
fn rev_15_contributions() {
    let i = run_revenue(
        "CONTRIBUTE 10 FROM Fabius\nCONTRIBUTE 5 talents FROM Valerius\nCONTRIBUTE 0 FROM Valerius",
    );
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![],
            contributions: vec![(s("2"), 10)],
            transfers: vec![],
            spoils: vec![]
        }
    );
    assert_eq!(i.accepted[0].normalised, "CONTRIBUTE 10 FROM Fabius (#2)");
    let i = run_revenue("CONTRIBUTE 10 FROM Junius");
    assert!(
        i.errors[0]
            .message
            .contains("Junius (#10) is not one of your senators")
    );
}

/// REV-10: transfers from own purses to the faction or any aligned senator.
#[test]
fn rev_10_transfers() {
    let i = run_revenue(
        "TRANSFER 4 FROM Cornelius TO Fabius\nTRANSFER 2 FROM FACTION TO Claudius\nTRANSFER 1 FROM Valerius TO FACTION",
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![],
            contributions: vec![],
            transfers: vec![
                Transfer {
                    amount: 4,
                    from: Purse::Senator(s("1")),
                    to: Purse::Senator(s("2"))
                },
                Transfer {
                    amount: 2,
                    from: Purse::FactionTreasury,
                    to: Purse::Senator(s("5"))
                },
                Transfer {
                    amount: 1,
                    from: Purse::Senator(s("3")),
                    to: Purse::FactionTreasury
                },
            ],
            spoils: vec![],
        }
    );
    assert_eq!(
        i.accepted[1].normalised,
        "TRANSFER 2 FROM FACTION TO Claudius (#5)"
    );
    let i = run_revenue(
        "TRANSFER 4 FROM Claudius TO Fabius\nTRANSFER 4 FROM Fabius TO Julius\nTRANSFER 0 FROM Fabius TO Cornelius\nTRANSFER 3 FROM Fabius TO Fabius",
    );
    assert!(i.answers.is_empty());
    assert_eq!(i.errors.len(), 4);
    assert!(
        i.errors[0]
            .message
            .contains("Claudius (#5) is not one of your senators")
    );
    assert!(
        i.errors[1].message.contains("Julius (#4) is in no faction"),
        "{}",
        i.errors[1].message
    );
    assert!(i.errors[2].message.contains("0 talents"));
    assert!(i.errors[3].message.contains("same"));
}

/// REV-10: the TRANSFER lines of a later mail replace the transfers of earlier mails, so
/// re-sending the same orders never pays twice; TRANSFER NONE withdraws them.
#[test]
fn rev_10_transfers_of_a_later_mail_replace_earlier_ones() {
    let first = run_revenue("TRANSFER 4 FROM Cornelius TO Fabius");
    let current = first.answers.clone();
    let again = run(
        "TRANSFER 4 FROM Cornelius TO Fabius",
        &[revenue_decision()],
        &current,
    );
    assert_eq!(again.answers, first.answers);
    let none = run("TRANSFER NONE", &[revenue_decision()], &current);
    assert_eq!(only_answer(&none), &revenue_default());
}

/// REV-08: governors' spoils.
#[test]
fn rev_08_spoils() {
    let i = run_revenue("SPOILS Aemilius NO");
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![],
            contributions: vec![],
            transfers: vec![],
            spoils: vec![(s("19"), false)]
        }
    );
    assert_eq!(i.accepted[0].normalised, "SPOILS Aemilius (#19) NO");
    let i = run_revenue("SPOILS Cornelius YES");
    assert!(
        i.errors[0]
            .message
            .contains("Cornelius (#1) is not one of your governors"),
        "{}",
        i.errors[0].message
    );
}

// ---------------------------------------------------------------- combining lines and mails

/// PB-01 / PB-02: a bad line never erases a good one.
#[test]
fn pb_02_a_bad_line_never_erases_a_good_one() {
    let i = run_revenue(
        "INCOME 3 TO Cornelius\nINCOME 3 TO Nobody\nINCOME x TO Cornelius\nCONTRIBUTE 2 FROM Fabius",
    );
    assert_eq!(i.errors.len(), 2);
    assert_eq!((i.errors[0].line_no, i.errors[1].line_no), (2, 3));
    assert_eq!(i.errors[0].text, "INCOME 3 TO Nobody");
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![(s("1"), 3)],
            contributions: vec![(s("2"), 2)],
            transfers: vec![],
            spoils: vec![],
        }
    );
}

/// PB-02: a later mail changes the answer already submitted, line by line.
#[test]
fn pb_02_later_mail_modifies_the_earlier_answer() {
    let current = vec![(
        revenue_decision().id,
        Answer::Revenue {
            income_to_senators: vec![(s("1"), 3), (s("2"), 2)],
            contributions: vec![(s("3"), 1)],
            transfers: vec![],
            spoils: vec![(s("19"), false)],
        },
    )];
    let i = run(
        "INCOME 5 TO Fabius\nSPOILS Aemilius YES",
        &[revenue_decision()],
        &current,
    );
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![(s("1"), 3), (s("2"), 5)],
            contributions: vec![(s("3"), 1)],
            transfers: vec![],
            spoils: vec![(s("19"), true)],
        }
    );
    // The overflow check counts the shares already submitted.
    let i = run("INCOME 8 TO Valerius", &[revenue_decision()], &current);
    assert!(i.answers.is_empty() && i.errors.len() == 1);
}

/// PB-01: later lines of the same mail replace earlier ones.
#[test]
fn pb_01_later_lines_replace_earlier_ones() {
    let i = run_setup("LEADER Fabius\nLEADER Valerius");
    assert_eq!(
        only_answer(&i),
        &Answer::SetupPlays {
            leader: s("3"),
            statesmen: vec![],
            concessions: vec![]
        }
    );
}

/// One mail may answer several open decisions; orders for a decision not open are errors.
#[test]
fn several_decisions_and_closed_ones() {
    let i = run(
        "LEADER Fabius\nINCOME 3 TO Cornelius",
        &[setup_decision(), revenue_decision()],
        &[],
    );
    assert_eq!(i.answers.len(), 2);
    let i = run_revenue("LEADER Fabius\nPLAY Scipio");
    assert_eq!(
        i.errors[0].message,
        "no open decision takes LEADER orders now"
    );
    assert_eq!(
        i.errors[1].message,
        "no open decision takes PLAY orders now"
    );
    let i = run_setup("INCOME 3 TO Cornelius");
    assert_eq!(
        i.errors[0].message,
        "no open decision takes INCOME orders now"
    );
}

#[test]
fn ignored_text_is_reported() {
    let i = run_setup("Hi,\nLEADER Fabius\nCheers, Alice");
    assert_eq!(
        i.ignored,
        vec!["Hi,".to_string(), "Cheers, Alice".to_string()]
    );
}

#[test]
fn help_text_is_the_reference() {
    assert!(help_text(None).contains("TRANSFER 4 FROM Cornelius TO Fabius"));
    assert!(help_text(Some("spoils")).contains("SPOILS Aemilius NO"));
}

// ---------------------------------------------------------------- properties

fn setup_answer() -> impl Strategy<Value = Answer> {
    let own = ["1", "2", "3", "19"];
    (
        0..4usize,
        proptest::sample::subsequence(vec!["1A", "2A"], 0..=2),
        proptest::sample::subsequence(vec!["tax-farmer-1", "tax-farmer-2", "harbor-fees"], 0..=3),
        proptest::collection::vec(0..6usize, 3),
    )
        .prop_map(move |(l, st, co, on)| {
            let statesmen: Vec<CardKey> = st.iter().map(|x| k(x)).collect();
            let concessions = co
                .iter()
                .zip(on)
                .map(|(c, t)| {
                    // Targets: own senators, or a statesman played in the same answer.
                    let target = match t {
                        0..=3 => own[t].to_string(),
                        _ => statesmen
                            .get(t - 4)
                            .map(|c| c.0.clone())
                            .unwrap_or_else(|| own[0].into()),
                    };
                    (k(c), s(&target))
                })
                .collect();
            Answer::SetupPlays {
                leader: s(own[l]),
                statesmen,
                concessions,
            }
        })
}

fn purse() -> impl Strategy<Value = (Purse, Purse)> {
    let from = prop_oneof![
        Just(Purse::FactionTreasury),
        proptest::sample::select(vec!["1", "2", "3", "19"]).prop_map(|x| Purse::Senator(s(x))),
    ];
    let to = prop_oneof![
        Just(Purse::FactionTreasury),
        proptest::sample::select(vec!["1", "2", "3", "19", "5", "6", "18A"])
            .prop_map(|x| Purse::Senator(s(x))),
    ];
    (from, to).prop_filter("distinct purses", |(a, b)| a != b)
}

fn revenue_answer() -> impl Strategy<Value = Answer> {
    let own = vec!["1", "2", "3", "19"];
    (
        proptest::sample::subsequence(own.clone(), 0..=4),
        proptest::collection::vec(1..=2u32, 4),
        proptest::sample::subsequence(own, 0..=4),
        proptest::collection::vec(1..=100_000u32, 4),
        proptest::collection::vec((1..=100u32, purse()), 0..4),
        proptest::option::of(any::<bool>()),
    )
        .prop_map(|(inc, inc_n, con, con_n, tr, sp)| Answer::Revenue {
            income_to_senators: inc.iter().zip(inc_n).map(|(x, n)| (s(x), n)).collect(),
            contributions: con.iter().zip(con_n).map(|(x, n)| (s(x), n)).collect(),
            transfers: tr
                .into_iter()
                .map(|(amount, (from, to))| Transfer { amount, from, to })
                .collect(),
            spoils: sp.map(|b| vec![(s("19"), b)]).unwrap_or_default(),
        })
}

fn round_trip(answer: &Answer, decision: Decision) -> Result<(), TestCaseError> {
    let v = view();
    let lines = answer_lines(answer, &v);
    // Quoted and signed like a real reply.
    let body = format!(
        "Here you are:\n{}\n\nOn Mon, GM wrote:\n> LEADER\n-- \nAlice",
        lines.join("\n")
    );
    let read: ReadMail = read_body(&body).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let open = [decision];
    // Against the Default Move...
    let i = interpret(
        &read,
        &OrderContext {
            faction: ME,
            view: &v,
            open: &open,
            current: &[],
        },
    );
    prop_assert!(i.errors.is_empty(), "{:?}\n{}", i.errors, body);
    prop_assert_eq!(&i.answers, &vec![(open[0].id.clone(), answer.clone())]);
    // ...and against itself: sending the echo again changes nothing.
    let current = vec![(open[0].id.clone(), answer.clone())];
    let i = interpret(
        &read,
        &OrderContext {
            faction: ME,
            view: &v,
            open: &open,
            current: &current,
        },
    );
    prop_assert_eq!(&i.answers, &current);
    Ok(())
}

proptest! {
    #[test]
    fn read_body_never_panics(text in any::<String>()) {
        let _ = read_body(&text);
    }

    #[test]
    fn interpret_never_panics_on_arbitrary_text(text in any::<String>()) {
        if let Ok(read) = read_body(&text) {
            let v = view();
            let open = [setup_decision(), revenue_decision()];
            let _ = interpret(&read, &OrderContext { faction: ME, view: &v, open: &open, current: &[] });
        }
    }

    #[test]
    fn interpret_never_panics_on_order_like_text(
        words in proptest::collection::vec(
            proptest::sample::select(vec![
                "LEADER", "PLAY", "INCOME", "CONTRIBUTE", "TRANSFER", "SPOILS", "STANDING", "HELP",
                "CANCEL", "READY", "GAME", "ON", "TO", "FROM", "FACTION", "YES", "NO", "NONE", "5",
                "5T", "talents", "#1", "1A", "(#1)", "Cornelius", "Corn", "Flami", "Scipio", "Tax",
                "Farmer", "1", "\n", ">", "-- ", "#", "On", "wrote:", "\u{a0}", "é", "100001", "0",
            ]),
            0..40,
        )
    ) {
        let text = words.join(" ");
        let read = read_body(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let v = view();
        let open = [setup_decision(), revenue_decision()];
        let _ = interpret(&read, &OrderContext { faction: ME, view: &v, open: &open, current: &[] });
    }

    /// PB-01: the canonical lines of a setup answer read back to the same answer.
    #[test]
    fn pb_01_answer_lines_round_trip(answer in setup_answer()) {
        round_trip(&answer, setup_decision())?;
    }

    /// PB-02: the canonical lines of a revenue answer read back to the same answer.
    #[test]
    fn pb_02_answer_lines_round_trip(answer in revenue_answer()) {
        round_trip(&answer, revenue_decision())?;
    }
}
