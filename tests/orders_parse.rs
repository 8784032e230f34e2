//! The order language (ORDERS.md): reading mail bodies, parsing orders, resolving names and
//! turning orders into answers (PB-01, PB-02).

use proptest::prelude::*;
use rorgm::orders::{
    BodyError, GameOrder, Interpretation, LineOutcome, MAX_LINE_CHARS, MAX_ORDER_LINES, MetaOrder,
    NameOrFaction, OrderContext, ReadMail, answer_lines, decision_answer_lines, interpret,
    interpret_standing, read_body, resolve_hand_card, resolve_senator, standing_lines,
};
use rorgm::orders::{ReadError, ReadWhy};
use rorgm::render::help_text;
use rorgm::rules::api::{
    AgendaVote, Answer, AttemptView, Bid, CardKey, ConsulSeat, Decision, DecisionId, DecisionKind,
    DecisionOptions, DefaultBy, Deployment, FactionId, FactionView, GamesKind, HandCard,
    InitiativePlan, KnightsOrder, PersuasionOrder, PrivateView, Proposal, Purse, SenateStage,
    SenatorId, SenatorView, Transfer, View, Viewer, VoteChoice, VoteOrder,
};

/// A line error as the player reads it: render words the order reader's typed reasons
/// (issue 23 point 2; names unknown to a default `Names` show as written).
trait Said {
    fn said(&self) -> String;
}

impl Said for rorgm::orders::LineError {
    fn said(&self) -> String {
        rorgm::render::read_error(&self.error, &rorgm::render::Names::default())
    }
}

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
        prior_consul: false,
        priest: false,
        concessions: vec![],
        faction_leader: false,
        treasury: None,
        rebel: false,
        captive: false,
        corrupt: false,
        open_bodyguard: false,
        disbanded: 0,
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
        phase: rorgm::rules::Phase::Revenue,
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
        military: Default::default(),
        provinces: Default::default(),
        seen_hands: Vec::new(),
        land_bills: Vec::new(),
        discard: Vec::new(),
        events_in_play: Vec::new(),
        laws: Vec::new(),
        bequests: Vec::new(),
        consul_for_life: None,
        proscribed: None,
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
        grain: Vec::new(),
        upkeep: Vec::new(),
        plan_ahead: None,
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
        default_by: DefaultBy::Seed,
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
            upkeep: None,
            initiative: None,
        },
        default: revenue_default(),
        default_by: DefaultBy::Seed,
    }
}

fn run(body: &str, open: &[Decision], current: &[(DecisionId, Answer)]) -> Interpretation {
    let v = view();
    let read = read_body(body).unwrap_or_else(|e| panic!("{e:?}"));
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
        .unwrap_or_else(|e| panic!("{e:?}"))
        .lines
        .into_iter()
        .map(|l| (l.line_no, l.outcome))
        .collect()
}

/// The orders (not ignored text) read from a body, as (line number, order text).
fn orders_read(body: &str) -> Vec<(usize, String)> {
    read_body(body)
        .unwrap_or_else(|e| panic!("{e:?}"))
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

/// A reason of the order reader in the words players read (render writes them).
fn words(e: ReadWhy) -> String {
    rorgm::render::read_error(&ReadError::Why(e), &rorgm::render::Names::default())
}

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
            (1, "LEADER Fabius".to_string()),
            (2, "INCOME 3 TO Cornelius".to_string())
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
            (1, "INCOME 3 TO Cornelius".to_string()),
            (2, "CONTRIBUTE 2 FROM Fabius".to_string()),
            (3, "SPOILS Aemilius NO".to_string()),
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
                (2, LineOutcome::Meta(MetaOrder::Ready))
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
    assert_eq!(outcomes(body), vec![(1, leader_order("Fabius"))]);
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
                (2, LineOutcome::Meta(MetaOrder::Ready))
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
            (2, LineOutcome::Meta(MetaOrder::Ready))
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
    let LineOutcome::Error(e) = &out[2].1 else {
        panic!("{:?}", out[2]);
    };
    let m = words(e.clone());
    assert_eq!(out[2].0, 3);
    assert!(
        m.contains("\"lots\"") && m.contains("INCOME <amount> TO"),
        "{m}"
    );
    assert_eq!(out[3], (4, LineOutcome::Ignored));
}

#[test]
fn every_meta_order() {
    let body = "HELP\nHELP income\nSTATUS\nORDERS\nCANCEL REVENUE\nCANCEL t1-setup-f1\nSTANDING SPOILS Aemilius NO\nSTANDING CLEAR\nREADY\nGAME grome01\n";
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
            MetaOrder::Game("grome01".into()),
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
    for (line, kw) in [
        ("NOMINATE CONSULS Cornelius AND Fabius", "NOMINATE"),
        ("PREFER ROME", "PREFER"),
        ("PROSECUTE Aemilius MINOR BY Claudius", "PROSECUTE"),
        ("PROPOSE RAISE 2 LEGIONS", "PROPOSE"),
        ("ADJOURN", "ADJOURN"),
        ("VOTE YES", "VOTE"),
        ("TRIBUNE VETO", "VETO"),
        ("APPEAL", "APPEAL"),
        ("assassinate Claudius by Fabius", "ASSASSINATE"),
        ("RETURN FORCES", "RETURN"),
        ("OFFER Tribune TO Faction 2", "OFFER"),
        ("DISCARD Tribune", "DISCARD"),
    ] {
        let i = run_revenue(line);
        assert_eq!(i.errors.len(), 1, "{line}");
        assert!(
            i.errors[0]
                .said()
                .contains(&format!("{kw} orders belong to the")),
            "{}",
            i.errors[0].said()
        );
        assert!(i.errors[0].said().contains("not open now"));
    }
}

/// PB-03..PB-06: Forum orders while no Forum decision is open are errors that say so.
#[test]
fn pb_03_forum_orders_outside_the_forum_are_errors() {
    for line in [
        "PERSUADE Claudius WITH Cornelius BRIBE 3",
        "KNIGHTS Fabius SPEND 2",
        "PRESSURE 1 KNIGHTS OF Fabius",
        "GAMES Fabius SLICE",
        "NO PERSUASION",
        "COUNTERBRIBE 5 ON Claudius",
        "BRIBE 2 ON Julius",
        "BID 4 FROM Cornelius",
    ] {
        let i = run_revenue(line);
        assert_eq!(i.errors.len(), 1, "{line}");
        assert!(
            i.errors[0]
                .said()
                .contains("orders belong to the Forum phase, which is not open now"),
            "{}",
            i.errors[0].said()
        );
        assert!(i.answers.is_empty());
    }
    let i = run_revenue("PERSUADE Claudius WITH Cornelius BRIBE 3");
    assert_eq!(
        i.errors[0].said(),
        "PERSUADE orders belong to the Forum phase, which is not open now; STANDING <order> keeps one for the rounds where it applies"
    );
    // During the Forum, an order for a decision that is not open says so plainly.
    let i = run(
        "BID 4 FROM Cornelius\nCOUNTERBRIBE 1 ON Fabius",
        &[initiative_decision()],
        &[],
    );
    assert_eq!(i.errors[0].said(), "no open decision takes BID orders now");
    assert_eq!(
        i.errors[1].said(),
        "no open decision takes COUNTERBRIBE orders now"
    );
}

#[test]
fn limits_are_clear_errors() {
    let long = format!("INCOME 3 TO {}", "C".repeat(MAX_LINE_CHARS));
    let e = read_body(&long).err();
    assert!(matches!(e, Some(BodyError::LineTooLong { line_no: 1, .. })));
    assert!(
        e.as_ref()
            .is_some_and(|e| rorgm::render::body_error(e).contains("1000"))
    );
    let many = "READY\n".repeat(MAX_ORDER_LINES + 1);
    let e = read_body(&many).err();
    assert!(matches!(e, Some(BodyError::TooManyLines { .. })));
    assert!(
        e.as_ref()
            .is_some_and(|e| rorgm::render::body_error(e).contains("nothing in it was applied"))
    );
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
    let e = resolve_senator("Flami", &view())
        .err()
        .map(words)
        .unwrap_or_default();
    assert!(
        e.contains("Flamininus (#18A)") && e.contains("Flaminius (#13)"),
        "{e}"
    );
    // Two letters are not enough for a prefix.
    let e = resolve_senator("Co", &view())
        .err()
        .map(words)
        .unwrap_or_default();
    assert!(e.contains("no senator is called \"Co\""), "{e}");
}

#[test]
fn unknown_name_lists_the_candidates() {
    let e = resolve_senator("Brutus", &view())
        .err()
        .map(words)
        .unwrap_or_default();
    assert!(
        e.contains("\"Brutus\"") && e.contains("Cornelius (#1)") && e.contains("Junius (#10)"),
        "{e}"
    );
    assert!(resolve_senator("#99", &view()).is_err());
    let e = resolve_senator("Fabius (#1)", &view())
        .err()
        .map(words)
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
    let e = resolve_hand_card("Tax", &v, ME)
        .err()
        .map(words)
        .unwrap_or_default();
    assert!(
        e.contains("Tax Farmer 1") && e.contains("Tax Farmer 2"),
        "{e}"
    );
    let e = resolve_hand_card("Mining", &v, ME)
        .err()
        .map(words)
        .unwrap_or_default();
    assert!(e.contains("Harbor Fees"), "{e}");
    assert!(resolve_hand_card("Tribune", &v, FactionId(1)).is_err());
}

/// Issue 21 §4: two copies of one card are not ambiguous: "Tribune" names either of two
/// Tribunes (and an order written with it is read).
#[test]
fn two_copies_of_one_card_are_not_ambiguous() {
    let mut v = view();
    v.private[0]
        .hand
        .push(card("tribune-2", "Tribune", "intrigue"));
    assert_eq!(resolve_hand_card("Tribune", &v, ME), Ok(k("tribune-1")));
    assert_eq!(resolve_hand_card("trib", &v, ME), Ok(k("tribune-1")));
    let e = resolve_hand_card("Tax", &v, ME)
        .err()
        .map(words)
        .unwrap_or_default();
    assert!(
        e.contains("Tax Farmer 1"),
        "two different cards still are: {e}"
    );
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
            .said()
            .contains("Claudius (#5) cannot be your Faction Leader"),
        "{}",
        i.errors[0].said()
    );
    assert!(i.errors[0].said().contains("Cornelius (#1)"));
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
    let m: Vec<String> = i.errors.iter().map(|e| e.said()).collect();
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
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
        i.errors[0].said().contains("11T") && i.errors[0].said().contains("10T"),
        "{}",
        i.errors[0].said()
    );
    assert_eq!(
        only_answer(&i),
        &Answer::Revenue {
            income_to_senators: vec![(s("1"), 6), (s("3"), 4)],
            contributions: vec![],
            transfers: vec![],
            spoils: vec![],
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
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
    assert!(i.errors[0].said().contains("7T"), "{}", i.errors[0].said());
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
        },
    )];
    let i = run("INCOME ALL TO FACTION", &[revenue_decision()], &current);
    assert_eq!(only_answer(&i), &revenue_default());
    assert_eq!(i.accepted[0].normalised, "INCOME ALL TO FACTION");
    let i = run_revenue("INCOME 3 TO Claudius");
    assert!(
        i.errors[0]
            .said()
            .contains("Claudius (#5) is not one of your senators")
    );
    assert!(i.errors[0].said().contains("Aemilius (#19)"));
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
            spoils: vec![],
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
        }
    );
    assert_eq!(i.accepted[0].normalised, "CONTRIBUTE 10 FROM Fabius (#2)");
    let i = run_revenue("CONTRIBUTE 10 FROM Junius");
    assert!(
        i.errors[0]
            .said()
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
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
            .said()
            .contains("Claudius (#5) is not one of your senators")
    );
    assert!(
        i.errors[1].said().contains("Julius (#4) is in no faction"),
        "{}",
        i.errors[1].said()
    );
    assert!(i.errors[2].said().contains("0 talents"));
    assert!(i.errors[3].said().contains("same"));
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
            spoils: vec![(s("19"), false)],
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
        }
    );
    assert_eq!(i.accepted[0].normalised, "SPOILS Aemilius (#19) NO");
    let i = run_revenue("SPOILS Cornelius YES");
    assert!(
        i.errors[0]
            .said()
            .contains("Cornelius (#1) is not one of your governors"),
        "{}",
        i.errors[0].said()
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
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
        i.errors[0].said(),
        "no open decision takes LEADER orders now"
    );
    assert_eq!(i.errors[1].said(), "no open decision takes PLAY orders now");
    let i = run_setup("INCOME 3 TO Cornelius");
    assert_eq!(
        i.errors[0].said(),
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

// ---------------------------------------------------------------- Forum (PB-03 .. PB-06)

const THEM: FactionId = FactionId(1);

/// The fixture in the Forum: Manlius #6 leads faction 2; Fabius has 3 knights. With `money`,
/// Personal Treasuries: Cornelius 10T, Fabius 20T, Valerius 0T, Aemilius 8T (else unknown).
fn forum_view(money: bool) -> View {
    let mut v = view();
    v.phase = rorgm::rules::Phase::Forum;
    let pts = [("1", 10), ("2", 20), ("3", 0), ("19", 8)];
    for f in &mut v.factions {
        for sv in &mut f.senators {
            if money {
                sv.treasury = pts.iter().find(|(id, _)| *id == sv.id.0).map(|(_, t)| *t);
            }
            if sv.id.0 == "2" {
                sv.knights = 3;
            }
            if sv.id.0 == "6" {
                sv.faction_leader = true;
            }
        }
    }
    v.factions[1].leader = Some(s("6"));
    v
}

fn initiative_options() -> DecisionOptions {
    DecisionOptions::Initiative {
        initiative: 2,
        // Aemilius (#19) is abroad as a governor.
        persuaders: vec![s("1"), s("2"), s("3")],
        // Not Manlius (#6, a Faction Leader), not Flaminius (#13, say a governor abroad).
        targets: vec![s("5"), s("18A"), s("4"), s("10")],
        knights_senators: vec![s("1"), s("2"), s("3")],
        games_senators: vec![s("1"), s("2"), s("3"), s("19")],
        leader_candidates: vec![s("1"), s("2"), s("3"), s("19")],
        faction_treasury: 5,
    }
}

/// The seed's Default Move: a knight attraction attempt with no money spent.
fn default_plan() -> InitiativePlan {
    InitiativePlan {
        persuasion: None,
        knights: Some(KnightsOrder::Attract {
            senator: s("1"),
            spend: 0,
        }),
        games: None,
        leader: None,
    }
}

fn initiative_decision() -> Decision {
    Decision {
        id: DecisionId("t2-init2-f1".into()),
        kind: DecisionKind::Initiative,
        owner: ME,
        simultaneous: true,
        options: initiative_options(),
        default: Answer::Initiative(default_plan()),
        default_by: DefaultBy::Seed,
    }
}

/// Attempts this round: ours on Julius (#4, Forum) by Cornelius; faction 2's on our Fabius (#2)
/// by Claudius and on Junius (#10, Forum) by Manlius.
fn attempts() -> Vec<AttemptView> {
    vec![
        AttemptView {
            target: s("4"),
            persuader: s("1"),
            persuader_faction: ME,
            target_faction: None,
            base_number: 3,
        },
        AttemptView {
            target: s("2"),
            persuader: s("5"),
            persuader_faction: THEM,
            target_faction: Some(ME),
            base_number: -2,
        },
        AttemptView {
            target: s("10"),
            persuader: s("6"),
            persuader_faction: THEM,
            target_faction: None,
            base_number: 4,
        },
    ]
}

fn bribes_decision() -> Decision {
    Decision {
        id: DecisionId("t2-bribes-f1".into()),
        kind: DecisionKind::Bribes,
        owner: ME,
        simultaneous: true,
        options: DecisionOptions::Bribes {
            attempts: attempts(),
            faction_treasury: 5,
        },
        // The attack gets all the persuader's money; no counter-bribes.
        default: Answer::Bribes {
            bribes: vec![(s("4"), 10)],
        },
        default_by: DefaultBy::Seed,
    }
}

fn bid_decision() -> Decision {
    Decision {
        id: DecisionId("t2-bid6-f1".into()),
        kind: DecisionKind::InitiativeBid,
        owner: ME,
        simultaneous: true,
        options: DecisionOptions::InitiativeBid {
            initiative: 6,
            bidders: vec![s("1"), s("2"), s("3")],
            conditional_on: vec![s("4"), s("2")],
            plan_options: Box::new(initiative_options()),
            later: Vec::new(),
        },
        default: Answer::InitiativeBid {
            bids: vec![],
            plan: default_plan(),
            later: Vec::new(),
        },
        default_by: DefaultBy::Seed,
    }
}

fn run_forum(body: &str, open: &[Decision], current: &[(DecisionId, Answer)]) -> Interpretation {
    let v = forum_view(true);
    let read = read_body(body).unwrap_or_else(|e| panic!("{e:?}"));
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

fn plan_of(i: &Interpretation) -> InitiativePlan {
    match only_answer(i) {
        Answer::Initiative(p) => p.clone(),
        other => panic!("{other:?}"),
    }
}

fn normalised(i: &Interpretation) -> Vec<&str> {
    i.accepted.iter().map(|a| a.normalised.as_str()).collect()
}

fn messages(i: &Interpretation) -> Vec<String> {
    i.errors.iter().map(|e| e.said()).collect()
}

/// PB-03 / FOR-09: persuasion, knights, games and leader lines fill the initiative plan.
#[test]
fn pb_03_initiative_orders_fill_the_plan() {
    let i = run_forum(
        "PERSUADE Claudius WITH Cornelius BRIBE 3\nKNIGHTS Fabius SPEND 2\nGAMES Fabius SLICE\nLEADER Valerius",
        &[initiative_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        plan_of(&i),
        InitiativePlan {
            persuasion: Some(PersuasionOrder {
                target: s("5"),
                persuader: s("1"),
                bribe: 3,
                card: None,
            }),
            knights: Some(KnightsOrder::Attract {
                senator: s("2"),
                spend: 2
            }),
            games: Some((s("2"), GamesKind::SliceAndDice)),
            leader: Some(s("3")),
        }
    );
    assert_eq!(
        normalised(&i),
        [
            "PERSUADE Claudius (#5) WITH Cornelius (#1) BRIBE 3",
            "KNIGHTS Fabius (#2) SPEND 2",
            "GAMES Fabius (#2) SLICE AND DICE",
            "LEADER Valerius (#3)"
        ]
    );
    assert_eq!(i.answers[0].0, initiative_decision().id);
}

/// FOR-10: targets in other factions and in the Forum, by name, statesman name, ID or prefix.
#[test]
fn pb_03_persuasion_targets_in_other_factions_and_the_forum() {
    for (line, target) in [
        ("PERSUADE Claudius WITH Cornelius", "5"),
        ("PERSUADE quinctius WITH Cornelius", "18A"),
        ("PERSUADE #18 WITH Cornelius", "18A"),
        ("PERSUADE Junius WITH Fabius", "10"),
        ("PERSUADE Jul WITH Valerius", "4"),
        // "Flami" is Flamininus (#18A) or Flaminius (#13), but only the first is a target.
        ("PERSUADE Flami WITH Cornelius", "18A"),
    ] {
        let i = run_forum(line, &[initiative_decision()], &[]);
        assert!(i.errors.is_empty(), "{line}: {:?}", i.errors);
        assert_eq!(
            plan_of(&i).persuasion.map(|p| p.target),
            Some(s(target)),
            "{line}"
        );
    }
    // The persuader with no bribe: "no money outlay".
    let i = run_forum("PERSUADE Junius WITH Fabius", &[initiative_decision()], &[]);
    assert_eq!(plan_of(&i).persuasion.map(|p| p.bribe), Some(0));
    assert_eq!(
        i.accepted[0].normalised,
        "PERSUADE Junius (#10) WITH Fabius (#2)"
    );
}

/// FOR-10: one's own senators, Faction Leaders and senators outside the options cannot be
/// persuaded; the persuader must be one of the faction's senators in Rome.
#[test]
fn for_10_persuasion_errors() {
    let i = run_forum(
        "PERSUADE Fabius WITH Cornelius\nPERSUADE Manlius WITH Cornelius\nPERSUADE Flaminius WITH Cornelius\nPERSUADE Claudius WITH Aemilius\nPERSUADE Claudius WITH Manlius\nPERSUADE Nobody WITH Cornelius",
        &[initiative_decision()],
        &[],
    );
    assert!(i.answers.is_empty());
    let m = messages(&i);
    assert_eq!(m.len(), 6, "{m:?}");
    assert!(
        m[0].starts_with("Fabius (#2) is one of your own senators: you cannot persuade him"),
        "{}",
        m[0]
    );
    assert!(m[0].contains("Claudius (#5)") && m[0].contains("Junius (#10)"));
    assert!(
        m[1].starts_with("Manlius (#6) is a Faction Leader and cannot be persuaded"),
        "{}",
        m[1]
    );
    assert!(
        m[2].starts_with("Flaminius (#13) is not a legal target now"),
        "{}",
        m[2]
    );
    assert!(
        m[3].starts_with("Aemilius (#19) cannot persuade now"),
        "{}",
        m[3]
    );
    assert!(m[3].contains("Valerius (#3)"));
    assert!(
        m[4].starts_with("Manlius (#6) cannot persuade now"),
        "{}",
        m[4]
    );
    assert!(
        m[5].starts_with("no senator is called \"Nobody\""),
        "{}",
        m[5]
    );
}

/// FOR-11 / FOR-14 / FOR-15: bribes, knights money and games come from the Personal Treasury
/// shown in the faction's view; one senator cannot pay for more than he has.
#[test]
fn for_11_money_from_the_personal_treasury() {
    let i = run_forum(
        "PERSUADE Claudius WITH Cornelius BRIBE 11",
        &[initiative_decision()],
        &[],
    );
    assert_eq!(
        messages(&i),
        ["Cornelius (#1) has 10T in his Personal Treasury, not enough for a 11T bribe (11T)"]
    );
    let i = run_forum(
        "PERSUADE Claudius WITH Cornelius BRIBE 4\nGAMES Cornelius SLICE\nGAMES Fabius GLADIATOR GALA\nGAMES Valerius SLICE\nKNIGHTS Fabius SPEND 3",
        &[initiative_decision()],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 3, "{m:?}");
    assert_eq!(
        m[0],
        "Cornelius (#1) has 10T in his Personal Treasury, not enough for a 4T bribe and 7T of games (11T)"
    );
    assert!(m[1].starts_with("Valerius (#3) has 0T"), "{}", m[1]);
    assert_eq!(
        m[2],
        "Fabius (#2) has 20T in his Personal Treasury, not enough for 3T on knights and 18T of games (21T)"
    );
    let plan = plan_of(&i);
    assert_eq!(plan.games, Some((s("2"), GamesKind::GladiatorGala)));
    assert_eq!(plan.persuasion.map(|p| p.bribe), Some(4));
    // Games may be sponsored by a senator outside Rome.
    let i = run_forum("GAMES Aemilius SLICE", &[initiative_decision()], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
}

/// FOR-14: attract or pressure knights; pressure no more knights than the senator has.
#[test]
fn for_14_knights_attract_or_pressure() {
    let i = run_forum("KNIGHTS Valerius", &[initiative_decision()], &[]);
    assert_eq!(
        plan_of(&i).knights,
        Some(KnightsOrder::Attract {
            senator: s("3"),
            spend: 0
        })
    );
    assert_eq!(i.accepted[0].normalised, "KNIGHTS Valerius (#3) SPEND 0");
    let i = run_forum(
        "PRESSURE 2 KNIGHTS OF Fabius",
        &[initiative_decision()],
        &[],
    );
    assert_eq!(
        plan_of(&i).knights,
        Some(KnightsOrder::Pressure {
            senator: s("2"),
            knights: 2,
            also: vec![]
        })
    );
    let i = run_forum(
        "PRESSURE 4 KNIGHTS OF Fabius\nPRESSURE 1 KNIGHT OF Cornelius\nKNIGHTS Aemilius SPEND 1",
        &[initiative_decision()],
        &[],
    );
    assert!(i.answers.is_empty());
    let m = messages(&i);
    assert_eq!(m[0], "Fabius (#2) has 3 knights, not 4");
    assert_eq!(m[1], "Cornelius (#1) has 0 knights, not 1");
    assert!(
        m[2].starts_with("Aemilius (#19) cannot attract knights now"),
        "{}",
        m[2]
    );
}

/// FOR-14 (LR 1.07.51/1-2): PRESSURE lines add up, one per Senator, in Rome or away (Aemilius
/// #19 is a governor); a second line for the same Senator replaces his number; a KNIGHTS line
/// (an attraction) replaces the pressure.
#[test]
fn for_14_pressure_lines_add_up_in_rome_or_away() {
    let mut v = forum_view(true);
    for f in &mut v.factions {
        for sv in &mut f.senators {
            if sv.id.0 == "19" {
                sv.knights = 2;
            }
        }
    }
    let run = |body: &str| {
        let read = read_body(body).unwrap_or_else(|e| panic!("{e:?}"));
        interpret(
            &read,
            &OrderContext {
                faction: ME,
                view: &v,
                open: &[initiative_decision()],
                current: &[],
            },
        )
    };
    let i = run(
        "PRESSURE 1 KNIGHT OF Fabius\nPRESSURE 2 KNIGHTS OF Aemilius\nPRESSURE 3 KNIGHTS OF Fabius",
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        plan_of(&i).knights,
        Some(KnightsOrder::Pressure {
            senator: s("2"),
            knights: 3,
            also: vec![(s("19"), 2)]
        })
    );
    let i = run("PRESSURE 1 KNIGHT OF Fabius\nKNIGHTS Valerius SPEND 0");
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        plan_of(&i).knights,
        Some(KnightsOrder::Attract {
            senator: s("3"),
            spend: 0
        })
    );
}

/// PB-03: NO PERSUASION / NO KNIGHTS / NO GAMES / NO LEADER CHANGE clear their part (the
/// Default Move's free knights attempt included).
#[test]
fn pb_03_no_lines_clear_their_part() {
    let current = vec![(
        initiative_decision().id,
        Answer::Initiative(InitiativePlan {
            persuasion: Some(PersuasionOrder {
                target: s("5"),
                persuader: s("1"),
                bribe: 2,
                card: None,
            }),
            knights: Some(KnightsOrder::Attract {
                senator: s("2"),
                spend: 1,
            }),
            games: Some((s("2"), GamesKind::BloodFest)),
            leader: Some(s("3")),
        }),
    )];
    let i = run_forum(
        "NO PERSUASION\nNO KNIGHTS\nno games.\nNO LEADER CHANGE",
        &[initiative_decision()],
        &current,
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(plan_of(&i), InitiativePlan::default());
    let i = run_forum("NO KNIGHTS", &[initiative_decision()], &[]);
    assert_eq!(plan_of(&i), InitiativePlan::default());
}

/// PB-03: a later mail changes only the parts it names.
#[test]
fn pb_03_later_mail_modifies_the_plan() {
    let first = run_forum(
        "PERSUADE Claudius WITH Cornelius BRIBE 3\nGAMES Fabius BLOOD",
        &[initiative_decision()],
        &[],
    );
    let current = first.answers.clone();
    let second = run_forum(
        "KNIGHTS Fabius SPEND 1\nPERSUADE Junius WITH Cornelius",
        &[initiative_decision()],
        &current,
    );
    assert_eq!(
        plan_of(&second),
        InitiativePlan {
            persuasion: Some(PersuasionOrder {
                target: s("10"),
                persuader: s("1"),
                bribe: 0,
                card: None,
            }),
            knights: Some(KnightsOrder::Attract {
                senator: s("2"),
                spend: 1
            }),
            games: Some((s("2"), GamesKind::BloodFest)),
            leader: None,
        }
    );
    // Sending the echo of the answer again changes nothing.
    let echo = answer_lines(&second.answers[0].1, &forum_view(true)).join("\n");
    let third = run_forum(&echo, &[initiative_decision()], &second.answers);
    assert_eq!(third.answers, second.answers);
}

/// PB-03: a bad line never erases a good one.
#[test]
fn pb_03_a_bad_line_never_erases_a_good_one() {
    let current = vec![(
        initiative_decision().id,
        Answer::Initiative(InitiativePlan {
            persuasion: Some(PersuasionOrder {
                target: s("5"),
                persuader: s("1"),
                bribe: 2,
                card: None,
            }),
            ..default_plan()
        }),
    )];
    let i = run_forum(
        "PERSUADE Fabius WITH Cornelius\nGAMES Fabius SLICE\nGAMES Fabius FEAST\nKNIGHTS Nobody",
        &[initiative_decision()],
        &current,
    );
    assert_eq!(i.errors.len(), 3);
    assert_eq!(
        i.errors.iter().map(|e| e.line_no).collect::<Vec<_>>(),
        [1, 3, 4]
    );
    let plan = plan_of(&i);
    assert_eq!(plan.persuasion.map(|p| p.target), Some(s("5")));
    assert_eq!(plan.games, Some((s("2"), GamesKind::SliceAndDice)));
    assert_eq!(plan.knights, default_plan().knights);
    // Only bad lines: the decision is left as it was (no answer).
    let i = run_forum(
        "PERSUADE Fabius WITH Cornelius",
        &[initiative_decision()],
        &current,
    );
    assert!(i.answers.is_empty());
}

/// FOR-16: LEADER changes the Faction Leader with an initiative; SetupPlays keeps its meaning.
#[test]
fn for_16_leader_in_the_forum() {
    let i = run_forum("LEADER Aemilius", &[initiative_decision()], &[]);
    assert_eq!(plan_of(&i).leader, Some(s("19")));
    let i = run_forum("LEADER Claudius", &[initiative_decision()], &[]);
    assert!(
        i.errors[0]
            .said()
            .starts_with("Claudius (#5) cannot be your Faction Leader"),
        "{}",
        i.errors[0].said()
    );
    // With setup open as well (never in a real game), LEADER is the setup's.
    let i = run_forum(
        "LEADER Fabius",
        &[setup_decision(), initiative_decision()],
        &[],
    );
    assert_eq!(i.answers[0].0, setup_decision().id);
    // In an auction, LEADER is part of the plan for the auctioned initiative.
    let i = run_forum("LEADER Fabius", &[bid_decision()], &[]);
    assert!(
        matches!(only_answer(&i), Answer::InitiativeBid { plan, .. } if plan.leader == Some(s("2")))
    );
}

/// PB-05 / FOR-13: counter-bribes on other factions' attempts, from the Faction Treasury;
/// bribes on one's own attempt, from the persuader's Personal Treasury.
#[test]
fn pb_05_bribes_and_counterbribes() {
    let i = run_forum(
        "COUNTERBRIBE 3 ON Fabius\nCOUNTERBRIBE 2 ON Junius\nBRIBE 6 ON Julius",
        &[bribes_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::Bribes {
            bribes: vec![(s("4"), 6), (s("2"), 3), (s("10"), 2)]
        }
    );
    assert_eq!(
        normalised(&i),
        [
            "COUNTERBRIBE 3 ON Fabius (#2)",
            "COUNTERBRIBE 2 ON Junius (#10)",
            "BRIBE 6 ON Julius (#4)"
        ]
    );
    assert_eq!(
        decision_answer_lines(&bribes_decision(), &i.answers[0].1, &forum_view(true)),
        [
            "BRIBE 6 ON Julius (#4)",
            "COUNTERBRIBE 3 ON Fabius (#2)",
            "COUNTERBRIBE 2 ON Junius (#10)"
        ]
    );
}

/// PB-05 / FOR-13: what cannot be bribed or counter-bribed, and the treasuries' limits.
#[test]
fn pb_05_bribe_errors() {
    let i = run_forum(
        "COUNTERBRIBE 6 ON Fabius\nCOUNTERBRIBE 3 ON Fabius\nCOUNTERBRIBE 3 ON Junius\nCOUNTERBRIBE 1 ON Julius\nBRIBE 11 ON Julius\nBRIBE 1 ON Fabius\nCOUNTERBRIBE 1 ON Valerius",
        &[bribes_decision()],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 6, "{m:?}");
    assert_eq!(
        m[0],
        "counter-bribes come from your Faction Treasury, which holds 5T; 6T on Fabius (#2) would make 6T in all"
    );
    assert_eq!(
        m[1],
        "counter-bribes come from your Faction Treasury, which holds 5T; 3T on Junius (#10) would make 6T in all"
    );
    assert!(
        m[2].starts_with("Cornelius (#1) is persuading Julius (#4) for you: add to your own attempt with BRIBE 1 ON Julius (#4)"),
        "{}",
        m[2]
    );
    assert_eq!(
        m[3],
        "a bribe comes from the persuader's Personal Treasury: Cornelius (#1) has 10T, not 11T"
    );
    assert!(
        m[4].starts_with("the attempt on Fabius (#2) is Faction 2's: oppose it from your Faction Treasury with COUNTERBRIBE 1 ON Fabius (#2)"),
        "{}",
        m[4]
    );
    assert!(
        m[5].starts_with("Valerius (#3) is the target of no other faction's attempt this round"),
        "{}",
        m[5]
    );
    // The good line stands.
    assert_eq!(
        only_answer(&i),
        &Answer::Bribes {
            bribes: vec![(s("4"), 10), (s("2"), 3)]
        }
    );
}

/// PB-05: amounts set per attempt; 0 withdraws one; NO BRIBES / NO COUNTERBRIBES clear a side;
/// a later mail changes only the attempts it names.
#[test]
fn pb_05_later_lines_and_mails() {
    let current = vec![(
        bribes_decision().id,
        Answer::Bribes {
            bribes: vec![(s("4"), 10), (s("2"), 3), (s("10"), 1)],
        },
    )];
    let i = run_forum("COUNTERBRIBE 2 ON Fabius", &[bribes_decision()], &current);
    assert_eq!(
        only_answer(&i),
        &Answer::Bribes {
            bribes: vec![(s("4"), 10), (s("2"), 2), (s("10"), 1)]
        }
    );
    let i = run_forum("BRIBE 0 ON Julius", &[bribes_decision()], &current);
    assert_eq!(
        only_answer(&i),
        &Answer::Bribes {
            bribes: vec![(s("2"), 3), (s("10"), 1)]
        }
    );
    let i = run_forum("NO COUNTERBRIBES", &[bribes_decision()], &current);
    assert_eq!(
        only_answer(&i),
        &Answer::Bribes {
            bribes: vec![(s("4"), 10)]
        }
    );
    let i = run_forum("NO BRIBES", &[bribes_decision()], &current);
    assert_eq!(
        only_answer(&i),
        &Answer::Bribes {
            bribes: vec![(s("2"), 3), (s("10"), 1)]
        }
    );
}

/// FOR-17 house rule "bid ahead" (issue 21 §2): `INITIATIVE <n>:` lines go to the bids and
/// plan for the later auction n; a number the call does not name, or a game without the house
/// rule, is refused with what to write; the answer's lines say them back.
#[test]
fn for_17_bid_ahead_lines_for_a_later_auction() {
    let mut d = bid_decision();
    if let DecisionOptions::InitiativeBid {
        initiative, later, ..
    } = &mut d.options
    {
        *initiative = 4;
        *later = vec![5, 6];
    }
    let i = run_forum(
        "BID 1 FROM Cornelius\nINITIATIVE 5: BID 4 FROM Fabius\nINITIATIVE 6: NO BID\nINITIATIVE 7: NO BID",
        std::slice::from_ref(&d),
        &[],
    );
    let Answer::InitiativeBid { bids, later, .. } = only_answer(&i) else {
        panic!("a bid");
    };
    assert_eq!(bids.len(), 1);
    assert_eq!(later.len(), 2, "{later:?}");
    assert_eq!(later[0].initiative, 5);
    assert_eq!(
        later[0].bids,
        vec![Bid {
            amount: 4,
            from: s("2"),
            condition: None
        }]
    );
    assert_eq!(later[1].initiative, 6);
    assert!(later[1].bids.is_empty());
    assert_eq!(i.errors.len(), 1, "{:?}", messages(&i));
    assert!(
        i.errors[0].said().contains("5, 6"),
        "{}",
        i.errors[0].said()
    );
    let lines = answer_lines(only_answer(&i), &forum_view(false));
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("INITIATIVE 5: BID 4 FROM")),
        "{lines:?}"
    );
    let i = run_forum("INITIATIVE 5: NO BID", &[bid_decision()], &[]);
    assert_eq!(i.errors.len(), 1);
    assert!(
        i.errors[0].said().contains("bid ahead"),
        "{}",
        i.errors[0].said()
    );
}

/// FOR-17 house rule "bid ahead" read like BID (issue 21 §1): a later mail's first
/// `INITIATIVE <n>: BID` replaces that initiative's earlier bids (a whole mail sent again never
/// bids twice), its next lines add to them, and the other initiatives' bids stand.
#[test]
fn for_17_bid_ahead_a_mail_sent_again_replaces_that_initiatives_bids() {
    let mut d = bid_decision();
    if let DecisionOptions::InitiativeBid {
        initiative, later, ..
    } = &mut d.options
    {
        *initiative = 4;
        *later = vec![5, 6];
    }
    let first = run_forum(
        "INITIATIVE 5: BID 4 FROM Fabius\nINITIATIVE 6: BID 2 FROM Cornelius",
        std::slice::from_ref(&d),
        &[],
    );
    assert!(first.errors.is_empty(), "{:?}", messages(&first));
    let current = vec![(d.id.clone(), only_answer(&first).clone())];
    let again = run_forum(
        "INITIATIVE 5: BID 3 FROM Fabius\nINITIATIVE 5: BID 1 FROM Cornelius",
        std::slice::from_ref(&d),
        &current,
    );
    assert!(again.errors.is_empty(), "{:?}", messages(&again));
    let Answer::InitiativeBid { later, .. } = only_answer(&again) else {
        panic!("a bid");
    };
    let amounts = |n: u8| -> Vec<u32> {
        later
            .iter()
            .find(|l| l.initiative == n)
            .map(|l| l.bids.iter().map(|b| b.amount).collect())
            .unwrap_or_default()
    };
    assert_eq!(amounts(5), vec![3, 1], "{later:?}");
    assert_eq!(amounts(6), vec![2], "{later:?}");
}

/// PB-06 / FOR-17: sealed bids in order of preference, conditional on persuasion outcomes.
#[test]
fn pb_06_bids_in_order_with_conditions() {
    let i = run_forum(
        "BID 6 FROM Cornelius IF PERSUASION OF Julius FAILS\nBID 2 FROM Fabius IF PERSUASION OF Fabius SUCCEEDS\nBID 4 FROM Fabius",
        &[bid_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::InitiativeBid {
            bids: vec![
                Bid {
                    amount: 6,
                    from: s("1"),
                    condition: Some((s("4"), false))
                },
                Bid {
                    amount: 2,
                    from: s("2"),
                    condition: Some((s("2"), true))
                },
                Bid {
                    amount: 4,
                    from: s("2"),
                    condition: None
                },
            ],
            plan: default_plan(),
            later: Vec::new(),
        }
    );
    assert_eq!(
        normalised(&i)[0],
        "BID 6 FROM Cornelius (#1) IF PERSUASION OF Julius (#4) FAILS"
    );
}

/// PB-06 (issue 10): the target of a pending attempt may be named as bidder on the condition
/// that the attempt succeeds (he is the faction's by then); the line is kept for the auction.
/// On failure, or without the condition, he is still refused.
#[test]
fn pb_06_a_bid_from_the_target_if_persuaded_is_kept() {
    let i = run_forum(
        "BID 3 FROM Julius IF PERSUASION OF Julius SUCCEEDS",
        &[bid_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::InitiativeBid {
            bids: vec![Bid {
                amount: 3,
                from: s("4"),
                condition: Some((s("4"), true))
            }],
            plan: default_plan(),
            later: Vec::new(),
        }
    );
    let i = run_forum(
        "BID 3 FROM Julius IF PERSUASION OF Julius FAILS\nBID 3 FROM Julius",
        &[bid_decision()],
        &[],
    );
    assert_eq!(messages(&i).len(), 2, "{:?}", messages(&i));
}

/// PB-06 / FOR-17: who may bid, how much, on what a bid may depend.
#[test]
fn pb_06_bid_errors() {
    let i = run_forum(
        "BID 11 FROM Cornelius\nBID 1 FROM Aemilius\nBID 1 FROM Claudius\nBID 2 FROM Fabius IF PERSUASION OF Claudius FAILS\nBID 1 MORE THAN FACTION 2 FROM Fabius\nBID 3 FROM Fabius",
        &[bid_decision()],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 5, "{m:?}");
    assert_eq!(
        m[0],
        "a bid is paid from the bidder's Personal Treasury: Cornelius (#1) has 10T, not 11T"
    );
    assert!(
        m[1].starts_with("Aemilius (#19) cannot bid now"),
        "{}",
        m[1]
    );
    assert!(m[2].starts_with("Claudius (#5) cannot bid now"), "{}", m[2]);
    assert!(
        m[3].starts_with(
            "Claudius (#5) is the target of no persuasion attempt a bid may depend on"
        ),
        "{}",
        m[3]
    );
    assert!(m[3].contains("Julius (#4)") && m[3].contains("Fabius (#2)"));
    assert!(
        m[4].starts_with("a bid cannot depend on other players' bids") && m[4].contains("seed 004"),
        "{}",
        m[4]
    );
    assert!(
        matches!(only_answer(&i), Answer::InitiativeBid { bids, .. } if bids == &vec![Bid { amount: 3, from: s("2"), condition: None }])
    );
}

/// FOR-17: the BID lines of a later mail replace the earlier bids; NO BID withdraws them.
#[test]
fn for_17_later_bids_replace_earlier_ones() {
    let first = run_forum(
        "BID 4 FROM Cornelius\nBID 2 FROM Fabius",
        &[bid_decision()],
        &[],
    );
    let again = run_forum("BID 5 FROM Fabius", &[bid_decision()], &first.answers);
    assert!(
        matches!(only_answer(&again), Answer::InitiativeBid { bids, .. } if bids.len() == 1 && bids[0].amount == 5)
    );
    let none = run_forum("NO BID", &[bid_decision()], &first.answers);
    assert!(matches!(only_answer(&none), Answer::InitiativeBid { bids, .. } if bids.is_empty()));
    // Plan lines do not touch the bids.
    let plan = run_forum("GAMES Fabius BLOOD", &[bid_decision()], &first.answers);
    assert!(
        matches!(only_answer(&plan), Answer::InitiativeBid { bids, plan, .. } if bids.len() == 2 && plan.games == Some((s("2"), GamesKind::BloodFest)))
    );
}

/// PB-06: plan lines fill the auctioned initiative's plan; with the regular initiative open too,
/// they go to it, and the confirmation says so.
#[test]
fn pb_06_plan_lines_go_to_the_auction_or_the_initiative() {
    let i = run_forum(
        "BID 3 FROM Fabius\nPERSUADE Claudius WITH Fabius BRIBE 2\nNO KNIGHTS",
        &[bid_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::InitiativeBid {
            bids: vec![Bid {
                amount: 3,
                from: s("2"),
                condition: None
            }],
            plan: InitiativePlan {
                persuasion: Some(PersuasionOrder {
                    target: s("5"),
                    persuader: s("2"),
                    bribe: 2,
                    card: None,
                }),
                knights: None,
                games: None,
                leader: None
            },
            later: Vec::new()
        }
    );
    let i = run_forum(
        "BID 3 FROM Fabius\nPERSUADE Claudius WITH Fabius",
        &[initiative_decision(), bid_decision()],
        &[],
    );
    assert_eq!(i.answers.len(), 2);
    let init = i
        .answers
        .iter()
        .find(|(d, _)| d == &initiative_decision().id)
        .map(|(_, a)| a.clone());
    assert!(
        matches!(init, Some(Answer::Initiative(p)) if p.persuasion.is_some()),
        "{i:#?}"
    );
    assert_eq!(
        rorgm::render::accepted_line(&i.accepted[1]),
        "PERSUADE Claudius (#5) WITH Fabius (#2) # for your initiative 2, not for the auctioned one"
    );
    assert_eq!(
        i.accepted[1].normalised,
        "PERSUADE Claudius (#5) WITH Fabius (#2)"
    );
}

/// PB-05..06: every answer line of the Forum in a quoted, signed reply.
#[test]
fn pb_05_answer_lines_of_the_default_moves() {
    let v = forum_view(true);
    assert_eq!(
        answer_lines(&initiative_decision().default, &v),
        [
            "NO PERSUASION",
            "KNIGHTS Cornelius (#1) SPEND 0",
            "NO GAMES",
            "NO LEADER CHANGE"
        ]
    );
    assert_eq!(
        decision_answer_lines(&bribes_decision(), &bribes_decision().default, &v),
        [
            "BRIBE 10 ON Julius (#4)",
            "COUNTERBRIBE 0 ON Fabius (#2)",
            "COUNTERBRIBE 0 ON Junius (#10)"
        ]
    );
    // Without the decision the role is guessed: a counter-bribe on one's own senator.
    assert_eq!(
        answer_lines(
            &Answer::Bribes {
                bribes: vec![(s("4"), 10), (s("2"), 3)]
            },
            &v
        ),
        ["BRIBE 10 ON Julius (#4)", "COUNTERBRIBE 3 ON Fabius (#2)"]
    );
    assert_eq!(
        answer_lines(&Answer::Bribes { bribes: vec![] }, &v),
        ["NO BRIBES", "NO COUNTERBRIBES"]
    );
    assert_eq!(answer_lines(&bid_decision().default, &v)[0], "NO BID");
}

// ---------------------------------------------------------------- standing orders

fn standing(body: &str) -> (Vec<(DecisionKind, Answer)>, Vec<rorgm::orders::LineError>) {
    let v = forum_view(true);
    let read = read_body(body).unwrap_or_else(|e| panic!("{e:?}"));
    interpret_standing(
        &read,
        &OrderContext {
            faction: ME,
            view: &v,
            open: &[],
            current: &[],
        },
    )
}

/// PB-03: STANDING lines build standing answers per kind of decision, from nothing.
#[test]
fn pb_03_standing_orders_build_answers() {
    let (answers, errors) = standing(
        "STANDING KNIGHTS Fabius SPEND 1\nSTANDING COUNTERBRIBE 3 ON Cornelius\nSTANDING GAMES Aemilius SLICE\nSTANDING BID 2 FROM Cornelius\nSTANDING BID 1 FROM Fabius IF PERSUASION OF Julius FAILS\nSTANDING SPOILS Aemilius NO\nSTANDING CLEAR\nLEADER Fabius",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        answers,
        vec![
            (
                DecisionKind::Initiative,
                Answer::Initiative(InitiativePlan {
                    persuasion: None,
                    knights: Some(KnightsOrder::Attract {
                        senator: s("2"),
                        spend: 1
                    }),
                    games: Some((s("19"), GamesKind::SliceAndDice)),
                    leader: None,
                })
            ),
            (
                DecisionKind::Bribes,
                Answer::Bribes {
                    bribes: vec![(s("1"), 3)]
                }
            ),
            (
                DecisionKind::InitiativeBid,
                Answer::InitiativeBid {
                    bids: vec![
                        Bid {
                            amount: 2,
                            from: s("1"),
                            condition: None
                        },
                        Bid {
                            amount: 1,
                            from: s("2"),
                            condition: Some((s("4"), false))
                        }
                    ],
                    plan: InitiativePlan::default(),
                    later: Vec::new(),
                }
            ),
            (
                DecisionKind::Revenue,
                Answer::Revenue {
                    income_to_senators: vec![],
                    contributions: vec![],
                    transfers: vec![],
                    spoils: vec![(s("19"), false)],
                    grain: Vec::new(),
                    upkeep: Vec::new(),
                    plan_ahead: None,
                }
            ),
        ]
    );
    // STANDING CLEAR stays a meta order.
    let read = read_body("STANDING CLEAR").unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        read.lines[0].outcome,
        LineOutcome::Meta(MetaOrder::StandingClear)
    );
}

/// PB-03: standing orders are checked against the view: own senators act and pay, a target is
/// anyone else who is not a Faction Leader; a bad line leaves the others.
#[test]
fn pb_03_standing_order_errors() {
    let (answers, errors) = standing(
        "STANDING PERSUADE Fabius WITH Cornelius\nSTANDING PERSUADE Manlius WITH Cornelius\nSTANDING PERSUADE Claudius WITH Manlius\nSTANDING BRIBE 2 ON Julius\nSTANDING PLAY Scipio\nSTANDING INCOME 3 TO FACTION\nSTANDING ASSASSINATE Claudius BY Cornelius\nSTANDING PERSUADE Flaminius WITH Cornelius BRIBE 50\nSTANDING KNIGHTS Claudius",
    );
    let m: Vec<String> = errors.iter().map(|e| e.said()).collect();
    assert_eq!(m.len(), 8, "{m:?}");
    assert!(
        m[0].contains("Fabius (#2) is one of your own senators"),
        "{}",
        m[0]
    );
    assert!(
        m[1].contains("Manlius (#6) is a Faction Leader"),
        "{}",
        m[1]
    );
    assert!(
        m[2].contains("Manlius (#6) cannot persuade now"),
        "{}",
        m[2]
    );
    assert!(
        m[3].starts_with("STANDING BRIBE: a BRIBE belongs to one persuasion attempt"),
        "{}",
        m[3]
    );
    assert!(m[4].contains("PLAY cannot stand"), "{}", m[4]);
    assert!(m[5].contains("cannot stand"), "{}", m[5]);
    assert!(m[6].contains("cannot stand"), "{}", m[6]);
    assert!(
        m[7].contains("Claudius (#5) cannot attract knights"),
        "{}",
        m[7]
    );
    assert_eq!(errors[0].line_no, 1);
    // No treasury check for later rounds; Flaminius (#13, Forum) is a fine standing target.
    assert_eq!(
        answers,
        vec![(
            DecisionKind::Initiative,
            Answer::Initiative(InitiativePlan {
                persuasion: Some(PersuasionOrder {
                    target: s("13"),
                    persuader: s("1"),
                    bribe: 50,
                    card: None,
                }),
                ..InitiativePlan::default()
            })
        )]
    );
    // A grammar error in a STANDING line is reported by `interpret`, once.
    let i = run_forum("STANDING BID 1 MORE THAN Claudius FROM Fabius", &[], &[]);
    assert!(
        i.errors[0].said().contains("other players' bids"),
        "{:?}",
        i.errors
    );
    let (answers, errors) = standing("STANDING BID 1 MORE THAN Claudius FROM Fabius");
    assert!(answers.is_empty() && errors.is_empty());
}

/// PB-03: the echo of a standing answer reads back to the same answer.
#[test]
fn pb_03_standing_lines_round_trip() {
    let v = forum_view(true);
    let (answers, errors) = standing(
        "STANDING PERSUADE Junius WITH Cornelius BRIBE 2\nSTANDING PRESSURE 1 KNIGHTS OF Fabius\nSTANDING LEADER Valerius\nSTANDING NO COUNTERBRIBES\nSTANDING BID 3 FROM Fabius IF Julius IS PERSUADED\nSTANDING INCOME 2 TO Cornelius\nSTANDING TRANSFER 1 FROM Fabius TO Claudius\nSTANDING TRANSFER 1 FROM FACTION TO Valerius",
    );
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(answers.len(), 4);
    let mut lines = Vec::new();
    for (kind, answer) in &answers {
        lines.extend(standing_lines(*kind, answer, &v));
    }
    assert_eq!(
        lines,
        [
            "STANDING PERSUADE Junius (#10) WITH Cornelius (#1) BRIBE 2",
            "STANDING PRESSURE 1 KNIGHTS OF Fabius (#2)",
            "STANDING NO GAMES",
            "STANDING LEADER Valerius (#3)",
            "STANDING NO COUNTERBRIBES",
            "STANDING BID 3 FROM Fabius (#2) IF PERSUASION OF Julius (#4) SUCCEEDS",
            "STANDING INCOME 2 TO Cornelius (#1)",
            "STANDING TRANSFER 1 FROM Fabius (#2) TO Claudius (#5)",
            "STANDING TRANSFER 1 FROM FACTION TO Valerius (#3)",
        ]
    );
    let (again, errors) = standing(&lines.join("\n"));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(again, answers);
}

#[test]
fn help_covers_the_forum_orders() {
    for (topic, needle) in [
        ("PERSUADE", "PERSUADE Claudius WITH Cornelius BRIBE 3"),
        ("KNIGHTS", "KNIGHTS Fabius SPEND 2"),
        ("PRESSURE", "PRESSURE 2 KNIGHTS OF Fabius"),
        ("GAMES", "GLADIATOR GALA"),
        ("COUNTERBRIBE", "COUNTERBRIBE 5 ON Claudius"),
        ("BRIBE", "BRIBE 2 ON Claudius"),
        (
            "BID",
            "BID 6 FROM Cornelius IF PERSUASION OF Claudius FAILS",
        ),
        ("STANDING", "STANDING COUNTERBRIBE 3 ON Cornelius"),
        ("LEADER", "NO LEADER CHANGE"),
        ("PB-06", "never on other players' bids"),
    ] {
        let t = help_text(Some(topic));
        assert!(t.contains(needle), "{topic}: {t}");
        assert!(!t.contains("not open yet"), "{topic}");
    }
    let forum = help_text(Some("forum"));
    for needle in ["PERSUADE", "COUNTERBRIBE", "BID", "NO PERSUASION"] {
        assert!(forum.contains(needle), "{needle}");
    }
    assert!(help_text(Some("LEADER")).contains("LEADER Cornelius"));
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
            grain: Vec::new(),
            upkeep: Vec::new(),
            plan_ahead: None,
        })
}

fn round_trip(answer: &Answer, decision: Decision) -> Result<(), TestCaseError> {
    round_trip_in(answer, decision, view())
}

/// Round trip through `decision_answer_lines` in a given view.
fn round_trip_in(answer: &Answer, decision: Decision, v: View) -> Result<(), TestCaseError> {
    let lines = decision_answer_lines(&decision, answer, &v);
    // Quoted and signed like a real reply.
    let body = format!(
        "Here you are:\n{}\n\nOn Mon, GM wrote:\n> LEADER\n-- \nAlice",
        lines.join("\n")
    );
    let read: ReadMail = read_body(&body).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
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

fn plan_strategy() -> impl Strategy<Value = InitiativePlan> {
    let persuasion = proptest::option::of((
        proptest::sample::select(vec!["5", "18A", "4", "10"]),
        proptest::sample::select(vec!["1", "2", "3"]),
        0..=100u32,
    ))
    .prop_map(|p| {
        p.map(|(t, by, bribe)| PersuasionOrder {
            target: s(t),
            persuader: s(by),
            bribe,
            card: None,
        })
    });
    let knights = prop_oneof![
        Just(None),
        (proptest::sample::select(vec!["1", "2", "3"]), 0..=50u32).prop_map(|(x, spend)| Some(
            KnightsOrder::Attract {
                senator: s(x),
                spend
            }
        )),
        (1..=3u32).prop_map(|k| Some(KnightsOrder::Pressure {
            senator: s("2"),
            knights: k,
            also: vec![]
        })),
    ];
    let games = proptest::option::of((
        proptest::sample::select(vec!["1", "2", "3", "19"]),
        proptest::sample::select(vec![
            GamesKind::SliceAndDice,
            GamesKind::BloodFest,
            GamesKind::GladiatorGala,
        ]),
    ))
    .prop_map(|g| g.map(|(x, k)| (s(x), k)));
    let leader = proptest::option::of(proptest::sample::select(vec!["1", "2", "3", "19"]))
        .prop_map(|l| l.map(s));
    (persuasion, knights, games, leader).prop_map(|(persuasion, knights, games, leader)| {
        InitiativePlan {
            persuasion,
            knights,
            games,
            leader,
        }
    })
}

fn bids_strategy(conditional_on: Vec<&'static str>) -> impl Strategy<Value = Vec<Bid>> {
    proptest::collection::vec(
        (
            0..=100u32,
            proptest::sample::select(vec!["1", "2", "3"]),
            proptest::option::of((proptest::sample::select(conditional_on), any::<bool>())),
        )
            .prop_map(|(amount, from, c)| Bid {
                amount,
                from: s(from),
                condition: c.map(|(t, ok)| (s(t), ok)),
            }),
        0..4,
    )
}

/// Bribes on the fixture's attempts, in attempt order; counter-bribes within the 5T treasury.
fn bribes_strategy() -> impl Strategy<Value = Answer> {
    (
        proptest::option::of(1..=100u32),
        proptest::option::of(1..=2u32),
        proptest::option::of(1..=3u32),
    )
        .prop_map(|(a, b, c)| Answer::Bribes {
            bribes: [("4", a), ("2", b), ("10", c)]
                .into_iter()
                .filter_map(|(t, n)| n.map(|n| (s(t), n)))
                .collect(),
        })
}

fn standing_round_trip(kind: DecisionKind, answer: &Answer) -> Result<(), TestCaseError> {
    let v = forum_view(false);
    let lines = standing_lines(kind, answer, &v);
    let body = format!("{}\n-- \nAlice", lines.join("\n"));
    let read = read_body(&body).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    let (answers, errors) = interpret_standing(
        &read,
        &OrderContext {
            faction: ME,
            view: &v,
            open: &[],
            current: &[],
        },
    );
    prop_assert!(errors.is_empty(), "{:?}\n{}", errors, body);
    prop_assert_eq!(answers, vec![(kind, answer.clone())]);
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
        let read = read_body(&text).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
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

    /// PB-03: the canonical lines of an initiative plan read back to the same plan.
    #[test]
    fn pb_03_answer_lines_round_trip(plan in plan_strategy()) {
        round_trip_in(&Answer::Initiative(plan), initiative_decision(), forum_view(false))?;
    }

    /// PB-05: the canonical lines of a bribes answer read back to the same answer.
    #[test]
    fn pb_05_answer_lines_round_trip(answer in bribes_strategy()) {
        round_trip_in(&answer, bribes_decision(), forum_view(false))?;
    }

    /// PB-06: the canonical lines of a bid (bids and plan) read back to the same answer.
    #[test]
    fn pb_06_answer_lines_round_trip(bids in bids_strategy(vec!["4", "2"]), plan in plan_strategy()) {
        round_trip_in(&Answer::InitiativeBid { bids, plan, later: Vec::new() }, bid_decision(), forum_view(false))?;
    }

    /// PB-03 / PB-05 / PB-06: standing answers read back from their STANDING lines.
    #[test]
    fn pb_03_standing_lines_round_trip_for_every_forum_kind(
        plan in plan_strategy(),
        bids in bids_strategy(vec!["4", "2", "5", "13", "1"]),
        counter in proptest::collection::vec((proptest::sample::select(vec!["1", "2", "4", "5", "13"]), 1..=100u32), 0..3),
    ) {
        standing_round_trip(DecisionKind::Initiative, &Answer::Initiative(plan))?;
        standing_round_trip(
            DecisionKind::InitiativeBid,
            &Answer::InitiativeBid { bids, plan: InitiativePlan::default(), later: Vec::new() },
        )?;
        let mut bribes: Vec<(SenatorId, u32)> = Vec::new();
        for (t, n) in counter {
            if !bribes.iter().any(|(x, _)| x == &s(t)) {
                bribes.push((s(t), n));
            }
        }
        standing_round_trip(DecisionKind::Bribes, &Answer::Bribes { bribes })?;
    }

    #[test]
    fn interpret_never_panics_on_forum_order_like_text(
        words in proptest::collection::vec(
            proptest::sample::select(vec![
                "PERSUADE", "WITH", "BRIBE", "KNIGHTS", "SPEND", "PRESSURE", "KNIGHT", "OF",
                "GAMES", "SLICE", "AND", "DICE", "BLOOD", "GLADIATOR", "LEADER", "NO", "NONE",
                "COUNTERBRIBE", "ON", "BID", "FROM", "IF", "PERSUASION", "SUCCEEDS", "FAILS",
                "IS", "NOT", "PERSUADED", "MORE", "THAN", "STANDING", "CLEAR", "5", "0", "3T",
                "Cornelius", "Claudius", "Julius", "Flami", "#18", "(#2)", "Fabius", "\n",
                "CHANGE", "+1", "100001",
            ]),
            0..40,
        )
    ) {
        let text = words.join(" ");
        let read = read_body(&text).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let v = forum_view(true);
        let open = [initiative_decision(), bribes_decision(), bid_decision()];
        let ctx = OrderContext { faction: ME, view: &v, open: &open, current: &[] };
        let _ = interpret(&read, &ctx);
        let _ = interpret_standing(&read, &ctx);
    }
}

// ---------------------------------------------------------------- Senate (PB-07 .. PB-12)

fn proposals_options(stage: SenateStage, wars: &[&str]) -> DecisionOptions {
    DecisionOptions::SenateProposals {
        presiding: s("1"),
        stage,
        // Aemilius (#19) is abroad as a governor.
        in_rome: vec![s("1"), s("2"), s("3"), s("5"), s("6"), s("18A")],
        eligible: vec![s("1"), s("2"), s("5"), s("6")],
        accusable: vec![
            (s("5"), "corrupt".into(), false),
            (s("5"), "harbor-fees".into(), false),
            (s("6"), "major".into(), true),
            (s("6"), "major".into(), false),
        ],
        wars: wars.iter().map(|w| w.to_string()).collect(),
        commanders: vec![s("1"), s("2")],
        proconsuls: vec![s("18A")],
        concessions: vec![
            "harbor-fees".into(),
            "tax-farmer-3".into(),
            "tax-farmer-4".into(),
        ],
        legions_in_rome: 6,
        fleets_in_rome: 3,
        barred: Vec::new(),
        recruit_cost: Some(10),
        provinces: vec!["sicilia".into(), "sardinia-et-corsica".into()],
        consul_for_life: vec![s("1")],
        later: Vec::new(),
    }
}

fn proposals_decision_at(stage: SenateStage, wars: &[&str]) -> Decision {
    Decision {
        id: DecisionId("t2-proposals-f1".into()),
        kind: DecisionKind::SenateProposals,
        owner: ME,
        simultaneous: false,
        options: proposals_options(stage, wars),
        default: Answer::SenateProposals { proposals: vec![] },
        default_by: DefaultBy::Seed,
    }
}

fn proposals_decision(stage: SenateStage) -> Decision {
    proposals_decision_at(stage, &["punic-1", "gallic-1"])
}

struct VoteSetup {
    presiding_faction: bool,
    tribunes: bool,
    nominees: Vec<SenatorId>,
    accused: Option<SenatorId>,
    abstain_allowed: bool,
    /// SEN-15: the faction holds the Pontifex and may write a Priesthood.
    priest: bool,
    /// SEN-02 house rule "agenda vote": the rest of the presiding magistrate's list.
    agenda: Vec<Proposal>,
}

impl Default for VoteSetup {
    fn default() -> Self {
        VoteSetup {
            presiding_faction: true,
            tribunes: true,
            nominees: vec![s("1")],
            accused: None,
            abstain_allowed: true,
            priest: false,
            agenda: Vec::new(),
        }
    }
}

fn vote_decision_with(v: VoteSetup) -> Decision {
    Decision {
        id: DecisionId("t2-vote3-f1".into()),
        kind: DecisionKind::SenateVote,
        owner: ME,
        simultaneous: true,
        options: DecisionOptions::SenateVote {
            proposal: Proposal::Consuls {
                first: s("1"),
                second: s("5"),
            },
            presiding: s("1"),
            voters: vec![(s("1"), 4), (s("2"), 3), (s("3"), 2)],
            tribunes: if v.tribunes {
                vec![k("tribune-1")]
            } else {
                vec![]
            },
            presiding_faction: v.presiding_faction,
            nominees: v.nominees,
            accused: v.accused,
            abstain_allowed: v.abstain_allowed,
            targets: vec![],
            assassin_cards: 0,
            // SEN-10: a faction holding a Tribune may also propose with it.
            tribune_proposals: v
                .tribunes
                .then(|| Box::new(proposals_options(SenateStage::OtherBusiness, &["punic-1"]))),
            tribune_land_bills_only: false,
            nominee_proposals: None,
            voting_order: vec![],
            up_to_from: None,
            ordered_voting: false,
            may_appoint_priest: v.priest,
            by_gm: false,
            agenda: v.agenda,
            by_tribune: None,
        },
        default: Answer::SenateVote(VoteOrder::default()),
        default_by: DefaultBy::Seed,
    }
}

fn vote_decision() -> Decision {
    vote_decision_with(VoteSetup::default())
}

fn revolution_decision() -> Decision {
    Decision {
        id: DecisionId("t2-revolution-f1".into()),
        kind: DecisionKind::Revolution,
        owner: ME,
        simultaneous: true,
        options: DecisionOptions::Revolution {
            playable_statesmen: vec![k("1A")],
            playable_concessions: vec![k("tax-farmer-1"), k("harbor-fees")],
            senators: vec![s("1"), s("2"), s("3"), s("19")],
            hand: vec![
                k("1A"),
                k("2A"),
                k("tax-farmer-1"),
                k("tax-farmer-2"),
                k("harbor-fees"),
                k("tribune-1"),
            ],
            over_limit: 1,
            may_revolt: vec![],
            revolts_decided: false,
            kept_laws: vec![],
            may_keep_fleets: vec![],
        },
        default: Answer::Revolution {
            statesmen: vec![],
            concessions: vec![],
            discards: vec![],
            revolts: vec![],
        },
        default_by: DefaultBy::Seed,
    }
}

fn proposals_of(i: &Interpretation) -> Vec<Proposal> {
    match only_answer(i) {
        Answer::SenateProposals { proposals } => proposals.clone(),
        other => panic!("{other:?}"),
    }
}

fn vote_of(i: &Interpretation) -> VoteOrder {
    match only_answer(i) {
        Answer::SenateVote(v) => v.clone(),
        other => panic!("{other:?}"),
    }
}

/// PB-09 / PB-10 (S004/65, S004/71-72): a faction with a nominee on the floor writes with its
/// vote what he will propose if elected; without a nominee the line is refused.
#[test]
fn pb_09_a_nominees_faction_names_the_censor_with_its_vote() {
    let mut d = vote_decision();
    if let DecisionOptions::SenateVote {
        nominee_proposals, ..
    } = &mut d.options
    {
        *nominee_proposals = Some(Box::new(proposals_options(SenateStage::Consuls, &[])));
    }
    let i = run_forum("VOTE YES\nNOMINATE CENSOR Valerius", &[d], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let v = vote_of(&i);
    assert_eq!(v.vote, Some(VoteChoice::Yes));
    assert_eq!(
        v.nominee_proposals,
        vec![Proposal::Censor { censor: s("3") }]
    );
    assert!(normalised(&i).contains(&"NOMINATE CENSOR Valerius (#3)"));
    let i = run_forum(
        "VOTE YES\nNOMINATE CENSOR Valerius",
        &[vote_decision()],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(m[0].contains("PB-09"), "{}", m[0]);
}

/// PB-07 / SEN-12: each NOMINATE line adds a pair; later lines are the fallbacks, in order.
#[test]
fn pb_07_nominate_consuls_two_lines_are_a_fallback_queue() {
    let i = run_forum(
        "NOMINATE CONSULS Cornelius AND Claudius\nnominate consuls Fabius & Manlius (#6)\nNOMINATE CENSOR Valerius\nADJOURN",
        &[proposals_decision(SenateStage::Consuls)],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        proposals_of(&i),
        vec![
            Proposal::Consuls {
                first: s("1"),
                second: s("5")
            },
            Proposal::Consuls {
                first: s("2"),
                second: s("6")
            },
            Proposal::Censor { censor: s("3") },
            Proposal::Adjourn,
        ]
    );
    assert_eq!(
        normalised(&i),
        [
            "NOMINATE CONSULS Cornelius (#1) AND Claudius (#5)",
            "NOMINATE CONSULS Fabius (#2) AND Manlius (#6)",
            "NOMINATE CENSOR Valerius (#3)",
            "ADJOURN"
        ]
    );
}

/// PB-07 / SEN-07: the same pair twice in one mail (in any order) is refused; the queue keeps
/// the rest. Issue 21: the same pair sent again in a later mail keeps its first place.
#[test]
fn pb_07_the_same_pair_twice_is_refused() {
    let d = proposals_decision(SenateStage::Consuls);
    let i = run_forum(
        "NOMINATE CONSULS Cornelius AND Claudius\nNOMINATE CONSULS Claudius AND Cornelius\nNOMINATE CONSULS Cornelius AND Cornelius",
        std::slice::from_ref(&d),
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m[0].contains("already in your list"), "{}", m[0]);
    assert!(
        m[1].contains("Two different Senators must be nominated Consuls (SEN-12)"),
        "{}",
        m[1]
    );
    assert_eq!(proposals_of(&i).len(), 1);
    let earlier = vec![(d.id.clone(), only_answer(&i).clone())];
    let i = run_forum(
        "NOMINATE CONSULS Claudius AND Cornelius\nADJOURN",
        std::slice::from_ref(&d),
        &earlier,
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(proposals_of(&i).len(), 2);
}

/// PB-07 / SEN-12: unknown and ambiguous names list the candidates; a candidate who is not
/// eligible for the office being filled is refused with the eligible listed.
#[test]
fn pb_07_unknown_senator_lists_the_candidates() {
    let i = run_forum(
        "NOMINATE CONSULS Cornelius AND Xerxes\nNOMINATE CONSULS Valerius AND Fabius\nNOMINATE CONSULS Fla AND Fabius",
        &[proposals_decision(SenateStage::Consuls)],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 3, "{m:?}");
    assert!(
        m[0].contains("no senator is called \"Xerxes\"")
            && m[0].contains("Cornelius (#1), Fabius (#2), Claudius (#5) or Manlius (#6)"),
        "{}",
        m[0]
    );
    assert!(
        m[1].contains("Valerius (#3) may not be elected now (consular elections)"),
        "{}",
        m[1]
    );
    assert!(m[2].contains("\"Fla\" could be"), "{}", m[2]);
    assert!(i.answers.is_empty());
}

/// PB-07 / SEN-02: later stages' proposals are checked against the senators in Rome; earlier
/// stages are over.
#[test]
fn pb_07_stages() {
    let i = run_forum(
        "NOMINATE CONSULS Cornelius AND Claudius\nNOMINATE DICTATOR Fabius MASTER OF HORSE Valerius\nNOMINATE CENSOR Aemilius",
        &[proposals_decision(SenateStage::Censor)],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 3, "{m:?}");
    assert!(m[0].contains("passed the consular elections"), "{}", m[0]);
    assert!(m[1].contains("passed the Dictator"), "{}", m[1]);
    assert!(
        m[2].contains("Aemilius (#19) may not be elected now"),
        "{}",
        m[2]
    );
    let i = run_forum(
        "NOMINATE DICTATOR Fabius WITH Valerius\nNOMINATE DICTATOR Fabius MASTER OF HORSE Fabius",
        &[proposals_decision(SenateStage::Consuls)],
        &[],
    );
    assert_eq!(
        proposals_of(&i),
        vec![Proposal::Dictator {
            dictator: s("2"),
            master_of_horse: s("3")
        }]
    );
    assert!(messages(&i)[0].contains("SEN-21"));
}

/// SEN-14 / SEN-35: NOMINATE PONTIFEX and NOMINATE GOVERNOR … FOR <province> (names and
/// prefixes of provinces), with their canonical lines.
#[test]
fn sen_14_sen_35_nominate_pontifex_and_governor() {
    let i = run_forum(
        "NOMINATE PONTIFEX MAXIMUS Fabius\nNOMINATE GOVERNOR Cornelius FOR Sardinia\nNOMINATE GOVERNOR Fabius OF sicilia",
        &[proposals_decision(SenateStage::Pontifex)],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let got = proposals_of(&i);
    assert_eq!(
        got,
        vec![
            Proposal::Pontifex { pontifex: s("2") },
            Proposal::Governor {
                senator: s("1"),
                province: "sardinia-et-corsica".into()
            },
            Proposal::Governor {
                senator: s("2"),
                province: "sicilia".into()
            },
        ]
    );
    let i = run_forum(
        "NOMINATE GOVERNOR Cornelius FOR Hispania\nNOMINATE GOVERNOR Cornelius",
        &[proposals_decision(SenateStage::Governors)],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m[0].contains("Sicilia, Sardinia et Corsica"), "{}", m[0]);
    assert!(m[1].contains("province is missing"), "{}", m[1]);
}

/// SEN-35 (LR 1.09.5): several Governorships in one NOMINATE GOVERNOR line, joined by AND or
/// commas, make one proposal; one post stays a single Governor proposal.
#[test]
fn sen_35_several_governorships_in_one_nomination() {
    let two = vec![Proposal::Governors {
        posts: vec![
            (s("1"), "sardinia-et-corsica".into()),
            (s("2"), "sicilia".into()),
        ],
    }];
    for line in [
        "NOMINATE GOVERNOR Cornelius FOR Sardinia AND Fabius FOR Sicilia",
        "NOMINATE GOVERNOR Cornelius FOR Sardinia, Fabius OF sicilia",
        "NOMINATE GOVERNORS Cornelius FOR Sardinia et Corsica , Fabius FOR Sicilia",
    ] {
        let i = run_forum(line, &[proposals_decision(SenateStage::Governors)], &[]);
        assert!(i.errors.is_empty(), "{line}: {:?}", i.errors);
        assert_eq!(proposals_of(&i), two, "{line}");
        // The canonical line names both posts and reads back to the same proposal.
        let canon = normalised(&i).join("\n");
        assert!(canon.contains(" AND "), "{canon}");
        assert!(canon.contains("Sardinia et Corsica"), "{canon}");
        let again = run_forum(&canon, &[proposals_decision(SenateStage::Governors)], &[]);
        assert_eq!(proposals_of(&again), two, "{canon}");
    }
    let i = run_forum(
        "NOMINATE GOVERNOR Cornelius FOR Sardinia AND Fabius",
        &[proposals_decision(SenateStage::Governors)],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(m[0].contains("province is missing"), "{}", m[0]);
}

/// PB-07 / SEN-39..45: every other-business proposal, with its canonical line.
#[test]
fn pb_07_other_business_proposals() {
    let i = run_forum(
        "PROPOSE RAISE 4 LEGIONS AND 2 FLEETS\nPROPOSE SEND Cornelius WITH 6 LEGIONS AND 1 FLEET TO Punic 1\nPROPOSE RECALL Flamininus\nPROPOSE REINFORCE Quinctius WITH 2 LEGIONS\nPROPOSE LAND BILL 2 BY Claudius AND Manlius\nPROPOSE REPEAL LAND BILL III BY Claudius\nPROPOSE CONCESSION harbor TO Fabius\nPROPOSE ADJOURN",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        proposals_of(&i),
        vec![
            Proposal::RaiseForces {
                legions: 4,
                fleets: 2
            },
            Proposal::Deploy {
                commander: s("1"),
                war: "punic-1".into(),
                legions: 6,
                fleets: 1,
                veterans: Vec::new(),
            },
            Proposal::Recall {
                commander: s("18A")
            },
            Proposal::Reinforce {
                commander: s("18A"),
                legions: 2,
                fleets: 0,
                veterans: Vec::new(),
            },
            Proposal::LandBill {
                level: 2,
                sponsor: s("5"),
                cosponsor: s("6")
            },
            Proposal::RepealLandBill {
                level: 3,
                sponsor: s("5")
            },
            Proposal::Concession {
                concession: "harbor-fees".into(),
                senator: s("2")
            },
            Proposal::Adjourn,
        ]
    );
    assert_eq!(
        normalised(&i),
        [
            "PROPOSE RAISE 4 LEGIONS AND 2 FLEETS",
            "PROPOSE SEND Cornelius (#1) WITH 6 LEGIONS AND 1 FLEET TO 1st Punic War",
            "PROPOSE RECALL Flamininus (#18A)",
            "PROPOSE REINFORCE Flamininus (#18A) WITH 2 LEGIONS",
            "PROPOSE LAND BILL II BY Claudius (#5) AND Manlius (#6)",
            "PROPOSE REPEAL LAND BILL III BY Claudius (#5)",
            "PROPOSE CONCESSION Harbor Fees TO Fabius (#2)",
            "ADJOURN",
        ]
    );
}

/// SEN-39 (LR 1.09.61/2): a group proposal of Concessions, joined by AND or commas, reads as
/// one proposal and writes back as one line that reads again the same.
#[test]
fn sen_39_a_group_proposal_of_concessions() {
    let group = vec![Proposal::Concessions {
        grants: vec![
            ("harbor-fees".into(), s("2")),
            ("tax-farmer-3".into(), s("5")),
        ],
    }];
    for line in [
        "PROPOSE CONCESSION Harbor Fees TO Fabius AND Tax Farmer 3 TO Claudius",
        "PROPOSE CONCESSIONS harbor TO Fabius, tax farmer 3 TO Claudius",
    ] {
        let i = run_forum(line, &[proposals_decision(SenateStage::OtherBusiness)], &[]);
        assert!(i.errors.is_empty(), "{line}: {:?}", i.errors);
        assert_eq!(proposals_of(&i), group, "{line}");
        let canon = normalised(&i).join("\n");
        assert_eq!(
            canon,
            "PROPOSE CONCESSION Harbor Fees TO Fabius (#2) AND Tax Farmer 3 TO Claudius (#5)"
        );
        let again = run_forum(
            &canon,
            &[proposals_decision(SenateStage::OtherBusiness)],
            &[],
        );
        assert_eq!(proposals_of(&again), group, "{canon}");
    }
    let i = run_forum(
        "PROPOSE CONCESSION Harbor Fees TO Fabius AND Mining",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert_eq!(messages(&i).len(), 1, "{:?}", messages(&i));
}

/// SEN-45 (LR 1.09.644/7): PROPOSE RECALL ... FROM <war> recalls units of the Force without
/// a Commander on that war; FROM a name that is neither a Proconsul nor a war is refused.
#[test]
fn sen_45_recall_units_from_a_war_without_commander() {
    let i = run_forum(
        "PROPOSE RECALL 2 LEGIONS AND 1 FLEET FROM 1st Punic War",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        proposals_of(&i),
        vec![Proposal::RecallUncommanded {
            war: "punic-1".into(),
            legions: 2,
            fleets: 1,
            veterans: Vec::new(),
        }]
    );
    assert_eq!(
        normalised(&i),
        ["PROPOSE RECALL 2 LEGIONS AND 1 FLEET FROM 1st Punic War"]
    );
    let i = run_forum(
        "PROPOSE RECALL 2 LEGIONS FROM Julius",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert_eq!(messages(&i).len(), 1, "{:?}", messages(&i));
    assert!(messages(&i)[0].contains("Proconsul"), "{:?}", messages(&i));
}

/// SEN-44 (LR 1.09.641/5): deployments proposed in a package: the parts joined by AND (the
/// AND of LEGIONS AND FLEETS stays in its part); the units of every part together must be in
/// the Active Forces box.
#[test]
fn sen_44_deployments_in_a_package() {
    let line = "PROPOSE SEND Cornelius WITH 2 LEGIONS AND 1 FLEET TO 1st Punic War AND Fabius WITH 3 LEGIONS TO 1st Gallic War";
    let i = run_forum(line, &[proposals_decision(SenateStage::OtherBusiness)], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let package = vec![Proposal::Deployments {
        sends: vec![
            Deployment {
                commander: s("1"),
                war: "punic-1".into(),
                legions: 2,
                fleets: 1,
                veterans: Vec::new(),
            },
            Deployment {
                commander: s("2"),
                war: "gallic-1".into(),
                legions: 3,
                fleets: 0,
                veterans: Vec::new(),
            },
        ],
    }];
    assert_eq!(proposals_of(&i), package);
    let canon = normalised(&i).join("\n");
    assert_eq!(
        canon,
        "PROPOSE SEND Cornelius (#1) WITH 2 LEGIONS AND 1 FLEET TO 1st Punic War AND Fabius (#2) WITH 3 LEGIONS TO 1st Gallic War"
    );
    let again = run_forum(
        &canon,
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert_eq!(proposals_of(&again), package, "{canon}");
    // 4 + 3 Legions: Rome has 6.
    let i = run_forum(
        "PROPOSE SEND Cornelius WITH 4 LEGIONS TO 1st Punic War AND Fabius WITH 3 LEGIONS TO 1st Gallic War",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert_eq!(messages(&i).len(), 1, "{:?}", messages(&i));
}

/// PB-07 / SEN-43..45: forces, commanders, proconsuls and concessions are checked.
#[test]
fn pb_07_other_business_errors() {
    let i = run_forum(
        "PROPOSE RAISE 0 LEGIONS\nPROPOSE RAISE 30 LEGIONS\nPROPOSE SEND Valerius WITH 2 LEGIONS TO Punic 1\nPROPOSE SEND Cornelius WITH 7 LEGIONS TO Punic 1\nPROPOSE RECALL Fabius\nPROPOSE CONCESSION Tax Farmer TO Fabius\nPROPOSE CONCESSION Mining TO Fabius\nPROPOSE LAND BILL I BY Claudius AND Claudius\nPROPOSE CONCESSION Harbor Fees TO Aemilius",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 9, "{m:?}");
    assert!(m[0].contains("at least one"), "{}", m[0]);
    assert!(m[1].contains("25"), "{}", m[1]);
    assert!(m[2].contains("Valerius (#3) may not command"), "{}", m[2]);
    assert!(m[3].contains("6 legion(s)"), "{}", m[3]);
    assert!(
        m[4].contains("Fabius (#2) is not a Proconsul") && m[4].contains("Flamininus (#18A)"),
        "{}",
        m[4]
    );
    assert!(m[5].contains("Tax Farmer 3 or Tax Farmer 4"), "{}", m[5]);
    assert!(m[6].contains("no concession called \"Mining\""), "{}", m[6]);
    assert!(m[7].contains("SEN-40"), "{}", m[7]);
    assert!(
        m[8].contains("Aemilius (#19) is not an aligned senator in Rome"),
        "{}",
        m[8]
    );
}

/// SEN-44: a war by name, key, number or unique start; never a guess.
#[test]
fn sen_44_war_names_are_forgiving_but_never_guessed() {
    for war in [
        "1st Punic War",
        "1st Punic",
        "Punic 1",
        "punic-1",
        "PUNIC WAR I",
        "first punic",
        "the Punic war",
        "Pun",
    ] {
        let i = run_forum(
            &format!("PROPOSE SEND Cornelius WITH 2 LEGIONS TO {war}"),
            &[proposals_decision(SenateStage::OtherBusiness)],
            &[],
        );
        assert!(i.errors.is_empty(), "{war}: {:?}", i.errors);
        assert!(
            matches!(&proposals_of(&i)[0], Proposal::Deploy { war, .. } if war == "punic-1"),
            "{war}"
        );
    }
    let two = proposals_decision_at(SenateStage::OtherBusiness, &["punic-1", "punic-2"]);
    let i = run_forum(
        "PROPOSE SEND Cornelius WITH 2 LEGIONS TO Punic\nPROPOSE SEND Cornelius WITH 2 LEGIONS TO Macedonian\nPROPOSE SEND Cornelius WITH 2 LEGIONS TO Carthage\nPROPOSE SEND Cornelius WITH 2 LEGIONS TO 2nd Punic",
        &[two],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 3, "{m:?}");
    assert!(
        m[0].contains("could be 1st Punic War or 2nd Punic War"),
        "{}",
        m[0]
    );
    assert!(
        m[1].contains("is not a war a commander may be sent against now"),
        "{}",
        m[1]
    );
    assert!(m[2].contains("no war is called \"Carthage\""), "{}", m[2]);
    assert!(matches!(&proposals_of(&i)[0], Proposal::Deploy { war, .. } if war == "punic-2"));
}

/// PB-10 / SEN-23..25: the Censor's prosecutions.
#[test]
fn pb_10_prosecutions() {
    let mut d = proposals_decision(SenateStage::Prosecutions);
    if let DecisionOptions::SenateProposals { presiding, .. } = &mut d.options {
        // The Censor presides.
        *presiding = s("3");
    }
    let i = run_forum(
        "PROSECUTE Claudius MINOR FOR CORRUPT BY Fabius\nPROSECUTE Claudius MINOR FOR harbor fees BY Fabius\nPROSECUTE Manlius MAJOR BY Cornelius",
        std::slice::from_ref(&d),
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        proposals_of(&i),
        vec![
            Proposal::Prosecute {
                accused: s("5"),
                major: false,
                reason: Some("corrupt".into()),
                prosecutor: s("2")
            },
            Proposal::Prosecute {
                accused: s("5"),
                major: false,
                reason: Some("harbor-fees".into()),
                prosecutor: s("2")
            },
            Proposal::Prosecute {
                accused: s("6"),
                major: true,
                reason: None,
                prosecutor: s("1")
            },
        ]
    );
    assert_eq!(
        normalised(&i)[1],
        "PROSECUTE Claudius (#5) MINOR FOR Harbor Fees BY Fabius (#2)"
    );
    let i = run_forum(
        "PROSECUTE Claudius MAJOR BY Fabius\nPROSECUTE Fabius MINOR BY Cornelius\nPROSECUTE Claudius MINOR BY Claudius\nPROSECUTE Claudius MINOR BY Valerius\nPROSECUTE Claudius MINOR FOR MAJOR BY Fabius\nPROSECUTE Claudius MINOR BY Xerxes",
        &[d],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 6, "{m:?}");
    assert!(
        m[0].contains("may not face a major prosecution"),
        "{}",
        m[0]
    );
    assert!(
        m[1].contains("Fabius (#2) may not be prosecuted now (SEN-24)")
            && m[1].contains("Claudius (#5) or Manlius (#6)"),
        "{}",
        m[1]
    );
    assert!(
        m[2].contains("The accused cannot be his own Prosecutor (SEN-25)"),
        "{}",
        m[2]
    );
    assert!(m[3].contains("presides as Censor"), "{}", m[3]);
    assert!(
        m[4].contains("for \"MAJOR\"") && m[4].contains("CORRUPT or Harbor Fees"),
        "{}",
        m[4]
    );
    assert!(m[5].contains("no senator is called \"Xerxes\""), "{}", m[5]);
}

/// PB-07 / PB-10 (issue 21): a later mail changes only the proposals it names, the earlier
/// ones stand; NO PROPOSALS first replaces the whole list; a bad line never erases a good
/// answer.
#[test]
fn pb_07_a_later_mail_adds_to_the_queue_and_a_bad_line_erases_nothing() {
    let d = proposals_decision(SenateStage::Consuls);
    let earlier = vec![(
        d.id.clone(),
        Answer::SenateProposals {
            proposals: vec![Proposal::Censor { censor: s("3") }],
        },
    )];
    let i = run_forum(
        "NOMINATE CONSULS Fabius AND Claudius\nADJOURN",
        std::slice::from_ref(&d),
        &earlier,
    );
    assert_eq!(proposals_of(&i).len(), 3);
    assert_eq!(proposals_of(&i)[0], Proposal::Censor { censor: s("3") });
    // Only bad lines: the earlier answer stays as it was (no new answer).
    let i = run_forum(
        "NOMINATE CONSULS Fabius AND Nobody\nPROPOSE PEACE WITH CARTHAGE",
        std::slice::from_ref(&d),
        &earlier,
    );
    assert_eq!(i.errors.len(), 2);
    assert!(i.answers.is_empty());
    // A bad line between good ones.
    let i = run_forum(
        "NOMINATE CONSULS Fabius AND Claudius\nNOMINATE CONSULS Fabius AND Nobody\nNOMINATE CONSULS Cornelius AND Manlius",
        &[d],
        &earlier,
    );
    assert_eq!(i.errors.len(), 1);
    assert_eq!(proposals_of(&i).len(), 3);
    let i = run_forum(
        "NO PROPOSALS",
        &[proposals_decision(SenateStage::Consuls)],
        &earlier,
    );
    assert_eq!(proposals_of(&i), vec![]);
    // A whole new list: NO PROPOSALS, then the new proposals.
    let i = run_forum(
        "NO PROPOSALS\nADJOURN",
        &[proposals_decision(SenateStage::Consuls)],
        &earlier,
    );
    assert_eq!(proposals_of(&i), vec![Proposal::Adjourn]);
}

/// SEN-02: proposals from a faction that does not preside are refused; a vote is.
#[test]
fn sen_02_only_the_presiding_magistrate_proposes() {
    let i = run_forum(
        "NOMINATE CONSULS Fabius AND Claudius\nVOTE YES",
        &[vote_decision()],
        &[],
    );
    assert_eq!(i.errors.len(), 1);
    assert!(
        i.errors[0].said().contains("SEN-02"),
        "{}",
        i.errors[0].said()
    );
    assert_eq!(vote_of(&i).vote, Some(VoteChoice::Yes));
    let i = run_forum("VOTE YES", &[proposals_decision(SenateStage::Consuls)], &[]);
    assert!(
        i.errors[0].said().contains("no vote is asked of you now"),
        "{}",
        i.errors[0].said()
    );
}

/// PB-08 / SEN-03: the faction's vote with votes bought from Personal Treasuries.
#[test]
fn pb_08_vote_with_bought_votes() {
    let i = run_forum(
        "VOTE YES BUY 3 FROM Cornelius BUY 2 FROM Fabius",
        &[vote_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        vote_of(&i),
        VoteOrder {
            vote: Some(VoteChoice::Yes),
            buy: vec![(s("1"), 3), (s("2"), 2)],
            ..VoteOrder::default()
        }
    );
    assert_eq!(
        normalised(&i),
        ["VOTE YES BUY 3 FROM Cornelius (#1) BUY 2 FROM Fabius (#2)"]
    );
    let i = run_forum(
        "VOTE YES BUY 11 FROM Cornelius\nVOTE NO BUY 1 FROM Aemilius\nVOTE ABSTAIN BUY 2 FROM Fabius\nVOTE NO BUY 1 FROM Cornel",
        &[vote_decision()],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 3, "{m:?}");
    assert!(
        m[0].contains("has 10T in his Personal Treasury"),
        "{}",
        m[0]
    );
    assert!(
        m[1].contains("Aemilius (#19) is not one of your senators voting in Rome"),
        "{}",
        m[1]
    );
    assert!(m[2].contains("not abstained"), "{}", m[2]);
    assert_eq!(
        vote_of(&i),
        VoteOrder {
            vote: Some(VoteChoice::No),
            buy: vec![(s("1"), 1)],
            ..VoteOrder::default()
        }
    );
}

/// PB-08 / S004 "VOTING": only the presiding magistrate may vote YES UP TO n.
#[test]
fn pb_08_vote_yes_up_to_only_for_the_presiding_magistrate() {
    let i = run_forum("VOTE YES UP TO 10", &[vote_decision()], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(vote_of(&i).up_to, Some(10));
    let not_pm = vote_decision_with(VoteSetup {
        presiding_faction: false,
        ..VoteSetup::default()
    });
    let i = run_forum("VOTE YES UP TO 10", &[not_pm], &[]);
    assert_eq!(i.errors.len(), 1);
    assert!(
        i.errors[0].said().contains("only the Presiding Magistrate")
            && i.errors[0].said().contains("S004"),
        "{}",
        i.errors[0].said()
    );
    // Issue 10: the refused UP TO never loses the vote of its line.
    assert_eq!(vote_of(&i).vote, Some(VoteChoice::Yes));
    assert_eq!(vote_of(&i).up_to, None);
    let i = run_forum(
        "VOTE NO UP TO 3\nVOTE YES UP TO 11",
        &[vote_decision()],
        &[],
    );
    let m = messages(&i);
    assert!(m[0].contains("VOTE YES UP TO"), "{}", m[0]);
    assert!(m[1].contains("has 10T"), "{}", m[1]);
}

/// SEN-02 house rule "agenda vote" (issue 21 §2): `VOTE ON <n>` votes on the n-th proposal of
/// the list in the call (the floor is 1); a number off the list, or a game without the house
/// rule, is refused with what to write; abstention is refused on a Land Bill there too.
#[test]
fn sen_02_agenda_vote_on_the_list_in_the_call() {
    let raise = Proposal::RaiseForces {
        legions: 2,
        fleets: 0,
    };
    let land = Proposal::LandBill {
        level: 1,
        sponsor: s("2"),
        cosponsor: s("3"),
    };
    let d = vote_decision_with(VoteSetup {
        agenda: vec![raise.clone(), land.clone()],
        ..VoteSetup::default()
    });
    let i = run_forum(
        "VOTE YES\nVOTE ON 2 NO\nVOTE ON 3 YES\nVOTE ON 4 NO\nVOTE ON 3 ABSTAIN",
        &[d],
        &[],
    );
    let v = vote_of(&i);
    assert_eq!(v.vote, Some(VoteChoice::Yes));
    assert_eq!(
        v.agenda,
        vec![
            AgendaVote {
                at: 2,
                proposal: raise,
                vote: VoteChoice::No
            },
            AgendaVote {
                at: 3,
                proposal: land,
                vote: VoteChoice::Yes
            }
        ]
    );
    let m = messages(&i);
    assert_eq!(i.errors.len(), 2, "{m:?}");
    assert!(m.iter().any(|x| x.contains("2 to 3")), "{m:?}");
    assert!(m.iter().any(|x| x.contains("Land Bill")), "{m:?}");
    let i = run_forum("VOTE YES\nVOTE ON 2 NO", &[vote_decision()], &[]);
    assert_eq!(i.errors.len(), 1);
    assert!(
        i.errors[0].said().contains("agenda vote"),
        "{}",
        i.errors[0].said()
    );
}

/// SEN-08: abstention is refused on a Land Bill.
#[test]
fn sen_08_abstain_refused_on_land_bill() {
    let land_bill = vote_decision_with(VoteSetup {
        abstain_allowed: false,
        nominees: vec![],
        ..VoteSetup::default()
    });
    let i = run_forum(
        "VOTE ABSTAIN\nVOTE Fabius ABSTAIN\nVOTE NO",
        &[land_bill],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m.iter().all(|x| x.contains("SEN-08")), "{m:?}");
    assert_eq!(vote_of(&i).vote, Some(VoteChoice::No));
}

/// SEN-03: a faction may split its votes; a senator voting with his faction is no split.
#[test]
fn sen_03_split_votes() {
    let i = run_forum(
        "VOTE Fabius NO\nVOTE Valerius ABSTAIN\nVOTE YES\nVOTE Valerius YES",
        &[vote_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        vote_of(&i),
        VoteOrder {
            vote: Some(VoteChoice::Yes),
            splits: vec![(s("2"), VoteChoice::No)],
            ..VoteOrder::default()
        }
    );
    let i = run_forum("VOTE Claudius NO", &[vote_decision()], &[]);
    assert!(
        i.errors[0]
            .said()
            .contains("Claudius (#5) is not one of your senators voting in Rome"),
        "{}",
        i.errors[0].said()
    );
}

/// SEN-11 / PB-12: a Tribune veto needs a Tribune card.
#[test]
fn sen_11_tribune_veto_needs_a_tribune_card() {
    let i = run_forum("VOTE NO\nTRIBUNE VETO", &[vote_decision()], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert!(vote_of(&i).veto);
    let none = vote_decision_with(VoteSetup {
        tribunes: false,
        ..VoteSetup::default()
    });
    let i = run_forum("VETO", &[none], &[]);
    assert!(i.errors[0].said().contains("SEN-11"), "{:?}", i.errors);
    let current = vec![(
        vote_decision().id,
        Answer::SenateVote(VoteOrder {
            veto: true,
            ..VoteOrder::default()
        }),
    )];
    let i = run_forum("NO VETO", &[vote_decision()], &current);
    assert!(!vote_of(&i).veto);
}

/// SEN-10: a Tribune's proposal is written with the vote (TRIBUNE PROPOSE / TRIBUNE NOMINATE),
/// echoed in canonical form, withdrawn with NO TRIBUNE, and refused without a Tribune; never a
/// prosecution nor the adjournment.
#[test]
fn sen_10_tribune_proposal_is_written_with_the_vote() {
    let i = run_forum(
        "VOTE NO\nTRIBUNE PROPOSE RAISE 2 LEGIONS",
        &[vote_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let v = vote_of(&i);
    assert_eq!(v.vote, Some(VoteChoice::No));
    assert_eq!(
        v.tribune_proposal.as_deref(),
        Some(&Proposal::RaiseForces {
            legions: 2,
            fleets: 0
        })
    );
    assert!(!v.veto, "a Tribune proposal is no veto");
    let i = run_forum(
        "TRIBUNE NOMINATE CONSUL FOR LIFE Cornelius",
        &[vote_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert!(matches!(
        vote_of(&i).tribune_proposal.as_deref(),
        Some(Proposal::ConsulForLife { .. })
    ));
    let current = vec![(
        vote_decision().id,
        Answer::SenateVote(VoteOrder {
            tribune_proposal: Some(Box::new(Proposal::RaiseForces {
                legions: 1,
                fleets: 0,
            })),
            ..VoteOrder::default()
        }),
    )];
    let i = run_forum("NO TRIBUNE", &[vote_decision()], &current);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(vote_of(&i).tribune_proposal, None);
    // No Tribune held: refused, naming SEN-10.
    let none = vote_decision_with(VoteSetup {
        tribunes: false,
        ..VoteSetup::default()
    });
    let i = run_forum("TRIBUNE PROPOSE RAISE 2 LEGIONS", &[none], &[]);
    assert!(i.errors[0].said().contains("SEN-10"), "{:?}", i.errors);
    for line in [
        "TRIBUNE PROPOSE ADJOURN",
        "TRIBUNE PROSECUTE Fabius MINOR BY Claudius",
    ] {
        let i = run_forum(line, &[vote_decision()], &[]);
        assert!(
            i.errors
                .first()
                .is_some_and(|e| e.said().contains("SEN-10")),
            "{line}: {:?}",
            i.errors
        );
    }
}

/// SEN-49: a minor motion is read with the vote, any words, and never refused.
#[test]
fn sen_49_a_minor_motion_goes_with_the_vote() {
    let i = run_forum(
        "VOTE YES\nMOTION The Senate thanks Fabius for his 3 victories!",
        &[vote_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        vote_of(&i).motion.as_deref(),
        Some("The Senate thanks Fabius for his 3 victories")
    );
    let none = vote_decision_with(VoteSetup {
        tribunes: false,
        ..VoteSetup::default()
    });
    let i = run_forum("MOTION Censure Claudius", &[none], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(vote_of(&i).motion.as_deref(), Some("Censure Claudius"));
}

/// SEN-15: the Pontifex's faction writes `PRIEST <senator> [FROM <priest>]` with its vote;
/// another faction's PRIEST is refused; NO PRIEST withdraws it.
#[test]
fn sen_15_a_priesthood_goes_with_the_vote() {
    let mine = vote_decision_with(VoteSetup {
        priest: true,
        ..VoteSetup::default()
    });
    let i = run_forum(
        "VOTE YES\nPRIEST Fabius FROM Cornelius",
        std::slice::from_ref(&mine),
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        vote_of(&i).priest,
        Some(rorgm::rules::PriestOrder {
            priest: s("2"),
            from: Some(s("1")),
        })
    );
    assert!(
        normalised(&i).contains(&"PRIEST Fabius (#2) FROM Cornelius (#1)"),
        "{:?}",
        normalised(&i)
    );
    let i = run_forum("VOTE YES\nPRIEST Fabius\nNO PRIEST", &[mine], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(vote_of(&i).priest, None);
    let i = run_forum("VOTE YES\nPRIEST Fabius", &[vote_decision()], &[]);
    assert!(
        i.errors
            .first()
            .is_some_and(|e| e.said().contains("SEN-15")),
        "{:?}",
        i.errors
    );
}

/// SEN-27 / PB-11: only the accused appeals.
#[test]
fn sen_27_appeal_only_for_the_accused() {
    let i = run_forum("APPEAL", &[vote_decision()], &[]);
    assert!(i.errors[0].said().contains("SEN-27"), "{:?}", i.errors);
    let trial = vote_decision_with(VoteSetup {
        accused: Some(s("2")),
        nominees: vec![],
        ..VoteSetup::default()
    });
    let i = run_forum("VOTE NO\nAPPEAL", &[trial], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert!(vote_of(&i).appeal);
}

/// PB-09 / SEN-13: PREFER is for the faction's own nominees; without a name only for one.
#[test]
fn pb_09_prefer_needs_a_nominee() {
    let i = run_forum("PREFER ROME", &[vote_decision()], &[]);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(vote_of(&i).prefer, vec![(s("1"), ConsulSeat::Rome)]);
    assert_eq!(normalised(&i), ["PREFER Cornelius (#1) ROME"]);
    let none = vote_decision_with(VoteSetup {
        nominees: vec![],
        ..VoteSetup::default()
    });
    let i = run_forum("PREFER FIELD", &[none], &[]);
    assert!(
        i.errors[0]
            .said()
            .contains("none of your senators is a consular nominee"),
        "{:?}",
        i.errors
    );
    let two = vote_decision_with(VoteSetup {
        nominees: vec![s("1"), s("2")],
        ..VoteSetup::default()
    });
    let i = run_forum(
        "PREFER ROME\nPREFER Fabius FIELD\nPREFER Valerius ROME",
        &[two],
        &[],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m[0].contains("say which"), "{}", m[0]);
    assert!(
        m[1].contains("not one of your consular nominees"),
        "{}",
        m[1]
    );
    assert_eq!(vote_of(&i).prefer, vec![(s("2"), ConsulSeat::Field)]);
}

/// PB-08: a bad line never erases a good vote.
#[test]
fn pb_08_a_bad_line_never_erases_a_good_vote() {
    let d = vote_decision();
    let earlier = vec![(
        d.id.clone(),
        Answer::SenateVote(VoteOrder {
            vote: Some(VoteChoice::No),
            ..VoteOrder::default()
        }),
    )];
    let i = run_forum(
        "VOTE YES BUY 50 FROM Cornelius\nVOTE MAYBE",
        std::slice::from_ref(&d),
        &earlier,
    );
    // Issue 10: the refused BUY is left out; the YES of its line stands; VOTE MAYBE is no vote.
    assert_eq!(i.errors.len(), 2);
    assert_eq!(vote_of(&i).vote, Some(VoteChoice::Yes));
    assert!(vote_of(&i).buy.is_empty());
    // A later VOTE line replaces the earlier one; its refused BUY is left out alone.
    let i = run_forum(
        "VOTE YES BUY 2 FROM Fabius\nVOTE YES BUY 50 FROM Cornelius",
        &[d],
        &earlier,
    );
    assert_eq!(i.errors.len(), 1);
    assert_eq!(i.errors[0].line_no, 2);
    assert_eq!(vote_of(&i).vote, Some(VoteChoice::Yes));
}

/// PB-08: STANDING VOTE keeps the faction's vote; bought votes and the rest cannot stand.
#[test]
fn pb_08_standing_vote() {
    let (answers, errors) = standing(
        "STANDING VOTE NO\nSTANDING VOTE YES BUY 2 FROM Fabius\nSTANDING TRIBUNE VETO\nSTANDING NOMINATE CENSOR Valerius\nSTANDING DISCARD Tribune",
    );
    assert_eq!(
        answers,
        vec![(
            DecisionKind::SenateVote,
            Answer::SenateVote(VoteOrder {
                vote: Some(VoteChoice::No),
                ..VoteOrder::default()
            })
        )]
    );
    let m: Vec<String> = errors.iter().map(|e| e.said()).collect();
    assert_eq!(m.len(), 4, "{m:?}");
    assert!(m.iter().all(|x| x.contains("cannot stand")), "{m:?}");
    let lines = standing_lines(answers[0].0, &answers[0].1, &forum_view(true));
    assert_eq!(lines, ["STANDING VOTE NO"]);
}

// ---------------------------------------------------------------- Revolution (PB-13)

/// PB-13 / RVN-02 / RVN-04: plays and discards.
#[test]
fn pb_13_revolution_plays_and_discards() {
    let i = run_forum(
        "PLAY Scipio\nPLAY Tax Farmer 1 ON Scipio\nDISCARD Tribune\nRETURN FORCES",
        &[revolution_decision()],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(
        only_answer(&i),
        &Answer::Revolution {
            statesmen: vec![k("1A")],
            concessions: vec![(k("tax-farmer-1"), s("1A"))],
            discards: vec![k("tribune-1")],
            revolts: vec![],
        }
    );
    assert_eq!(
        normalised(&i),
        [
            "PLAY P. Cornelius Scipio Africanus (#1A)",
            "PLAY Tax Farmer 1 ON P. Cornelius Scipio Africanus (#1A)",
            "DISCARD Tribune",
            "RETURN FORCES"
        ]
    );
    let i = run_forum(
        "PLAY Fabius Maximus\nDISCARD Scipio\nPLAY Harbor Fees\nDISCARD Nothing Card",
        &[revolution_decision()],
        &[(
            revolution_decision().id,
            Answer::Revolution {
                statesmen: vec![k("1A")],
                concessions: vec![],
                discards: vec![],
                revolts: vec![],
            },
        )],
    );
    let m = messages(&i);
    assert_eq!(m.len(), 4, "{m:?}");
    assert!(m[0].contains("cannot be played now"), "{}", m[0]);
    assert!(m[1].contains("cannot be discarded too"), "{}", m[1]);
    assert!(m[2].contains("say which of your senators"), "{}", m[2]);
    assert!(m[3].contains("no card called"), "{}", m[3]);
}

/// PB-13: the DISCARD lines of a later mail replace the earlier ones.
#[test]
fn pb_13_discards_of_a_later_mail_replace_earlier_ones() {
    let d = revolution_decision();
    let earlier = vec![(
        d.id.clone(),
        Answer::Revolution {
            statesmen: vec![],
            concessions: vec![],
            discards: vec![k("tribune-1")],
            revolts: vec![],
        },
    )];
    let i = run_forum("DISCARD Tax Farmer 2", std::slice::from_ref(&d), &earlier);
    assert_eq!(
        only_answer(&i),
        &Answer::Revolution {
            statesmen: vec![],
            concessions: vec![],
            discards: vec![k("tax-farmer-2")],
            revolts: vec![],
        }
    );
    let i = run_forum("DISCARD NONE", &[d], &earlier);
    assert!(matches!(only_answer(&i), Answer::Revolution { discards, .. } if discards.is_empty()));
}

/// RVN-05: a REVOLT line names a commander with a Land Victory; with none in the decision it
/// is an error naming the rule, and the rest of the mail is read.
#[test]
fn rvn_05_revolt_needs_a_victorious_commander() {
    let i = run_forum(
        "REVOLT Cornelius IF AT LEAST 2 LEGIONS FOLLOW\nDISCARD Tribune",
        &[revolution_decision()],
        &[],
    );
    assert_eq!(i.errors.len(), 1);
    assert!(
        i.errors[0].said().contains("RVN-05"),
        "{}",
        i.errors[0].said()
    );
    assert_eq!(i.accepted.len(), 1);
}

/// RVN-05 / RVN-06 / RVN-07: REVOLT with its condition, loyalty bought and secondary rebels;
/// the echo reads back to the same order.
#[test]
fn rvn_05_revolt_order_with_condition_spend_and_secondaries() {
    let mut d = revolution_decision();
    let DecisionOptions::Revolution { may_revolt, .. } = &mut d.options else {
        panic!("not a revolution decision");
    };
    may_revolt.push(s("1"));
    let i = run_forum(
        "REVOLT Cornelius IF AT LEAST 3 LEGIONS FOLLOW SPEND 2 WITH Fabius",
        std::slice::from_ref(&d),
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let Answer::Revolution { revolts, .. } = only_answer(&i) else {
        panic!("not a revolution answer");
    };
    assert_eq!(revolts.len(), 1);
    assert_eq!(revolts[0].commander, s("1"));
    assert_eq!(revolts[0].at_least, 3);
    assert_eq!(revolts[0].spend, 2);
    assert_eq!(revolts[0].joined_by, vec![s("2")]);
    // RETURN FORCES withdraws it.
    let i = run_forum(
        "REVOLT Cornelius\nRETURN FORCES",
        std::slice::from_ref(&d),
        &[],
    );
    assert!(matches!(only_answer(&i), Answer::Revolution { revolts, .. } if revolts.is_empty()));
}

/// RVN-10 (ADV 2.03.23/1-2): `KEEP [HIS] FLEETS` in a REVOLT line dices for his Fleets; without
/// it (the Default Move) they are forfeited; another word after KEEP is refused.
#[test]
fn rvn_10_revolt_order_keeps_fleets() {
    let mut d = revolution_decision();
    let DecisionOptions::Revolution { may_revolt, .. } = &mut d.options else {
        panic!("not a revolution decision");
    };
    may_revolt.push(s("1"));
    let i = run_forum(
        "REVOLT Cornelius SPEND 2 KEEP FLEETS WITH Fabius",
        std::slice::from_ref(&d),
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let Answer::Revolution { revolts, .. } = only_answer(&i) else {
        panic!("not a revolution answer");
    };
    assert!(revolts[0].fleets);
    assert_eq!(revolts[0].spend, 2);
    assert_eq!(revolts[0].joined_by, vec![s("2")]);
    let i = run_forum(
        "REVOLT Cornelius KEEP HIS FLEETS",
        std::slice::from_ref(&d),
        &[],
    );
    assert!(matches!(only_answer(&i), Answer::Revolution { revolts, .. } if revolts[0].fleets));
    let i = run_forum("REVOLT Cornelius", std::slice::from_ref(&d), &[]);
    assert!(matches!(only_answer(&i), Answer::Revolution { revolts, .. } if !revolts[0].fleets));
    let i = run_forum(
        "REVOLT Cornelius KEEP LEGIONS",
        std::slice::from_ref(&d),
        &[],
    );
    assert_eq!(i.errors.len(), 1, "{:?}", i.errors);
    assert!(
        i.errors[0].said().contains("KEEP FLEETS"),
        "{}",
        i.errors[0].said()
    );
}

/// RVN-01: in the play round after trades, REVOLT and RETURN FORCES are refused as belonging
/// to the first Revolution answer (not with the Land Victory reason); a PLAY line still counts.
#[test]
fn rvn_01_a_revolt_line_after_trades_is_refused_as_already_decided() {
    let mut d = revolution_decision();
    let DecisionOptions::Revolution {
        revolts_decided, ..
    } = &mut d.options
    else {
        panic!("not a revolution decision");
    };
    *revolts_decided = true;
    let i = run_forum(
        "REVOLT Cornelius\nRETURN FORCES\nPLAY Scipio",
        std::slice::from_ref(&d),
        &[],
    );
    assert_eq!(i.errors.len(), 2, "{:?}", i.errors);
    for e in &i.errors {
        assert!(e.said().contains("first Revolution"), "{}", e.said());
        assert!(e.said().contains("RVN-01"), "{}", e.said());
        assert!(!e.said().contains("Land Victory"), "{}", e.said());
    }
    assert!(
        matches!(only_answer(&i), Answer::Revolution { statesmen, .. } if statesmen.len() == 1)
    );
}

/// PB-07 .. PB-13: HELP names the rules of each Senate and Revolution order.
#[test]
fn help_covers_the_senate_and_revolution_orders() {
    for (topic, needles) in [
        (
            "NOMINATE",
            &["PB-07", "SEN-12", "NOMINATE CONSULS Cornelius AND Fabius"][..],
        ),
        (
            "PROSECUTE",
            &[
                "PB-10",
                "SEN-24",
                "PROSECUTE Aemilius MINOR FOR CORRUPT BY Claudius",
            ][..],
        ),
        (
            "PROPOSE",
            &["PB-07", "SEN-43", "SEN-44", "Punic 1", "ADJOURN"][..],
        ),
        (
            "VOTE",
            &["PB-08", "SEN-08", "VOTE YES UP TO", "BUY 3 FROM Cornelius"][..],
        ),
        ("VETO", &["SEN-11", "PB-12", "TRIBUNE VETO"][..]),
        ("APPEAL", &["SEN-27", "PB-11"][..]),
        ("PREFER", &["PB-09", "SEN-13"][..]),
        ("PLAY", &["PB-13", "RVN-02"][..]),
        ("DISCARD", &["PB-13", "RVN-04"][..]),
        ("REVOLT", &["RVN-05", "IF AT LEAST", "SPEND", "WITH"][..]),
    ] {
        let t = help_text(Some(topic));
        for n in needles {
            assert!(t.contains(n), "{topic}: {n}\n{t}");
        }
        assert!(!t.contains("There is no help"), "{topic}");
    }
}

// ---------------------------------------------------------------- Senate properties

fn proposal_strategy() -> impl Strategy<Value = Proposal> {
    let eligible = vec!["1", "2", "5", "6"];
    let rome = vec!["1", "2", "3", "5", "6", "18A"];
    let pair = |v: Vec<&'static str>| {
        (
            proptest::sample::select(v.clone()),
            proptest::sample::select(v),
        )
            .prop_filter("two senators", |(a, b)| a != b)
    };
    prop_oneof![
        pair(eligible).prop_map(|(a, b)| Proposal::Consuls {
            first: s(a),
            second: s(b)
        }),
        pair(rome.clone()).prop_map(|(a, b)| Proposal::Dictator {
            dictator: s(a),
            master_of_horse: s(b)
        }),
        proptest::sample::select(rome.clone()).prop_map(|a| Proposal::Censor { censor: s(a) }),
        (
            proptest::sample::select(vec![
                ("5", "corrupt", false),
                ("5", "harbor-fees", false),
                ("6", "major", true),
                ("6", "major", false),
            ]),
            any::<bool>(),
            proptest::sample::select(rome.clone()),
        )
            .prop_filter("not himself", |((a, _, _), _, p)| a != p)
            .prop_map(|((a, r, major), with_reason, p)| Proposal::Prosecute {
                accused: s(a),
                major,
                reason: with_reason.then(|| r.into()),
                prosecutor: s(p),
            }),
        (0..=25u32, 0..=25u32)
            .prop_filter("something", |(l, f)| l + f > 0)
            .prop_map(|(legions, fleets)| Proposal::RaiseForces { legions, fleets }),
        (
            proptest::sample::select(vec!["1", "2"]),
            proptest::sample::select(vec!["punic-1", "gallic-1"]),
            0..=6u32,
            0..=3u32
        )
            .prop_filter("something", |(_, _, l, f)| l + f > 0)
            .prop_map(|(c, w, legions, fleets)| Proposal::Deploy {
                commander: s(c),
                war: w.to_string(),
                legions,
                fleets,
                veterans: Vec::new(),
            }),
        Just(Proposal::Recall {
            commander: s("18A")
        }),
        (0..=6u32, 0..=3u32)
            .prop_filter("something", |(l, f)| l + f > 0)
            .prop_map(|(legions, fleets)| Proposal::Reinforce {
                commander: s("18A"),
                legions,
                fleets,
                veterans: Vec::new(),
            }),
        (1..=3u8, pair(rome.clone())).prop_map(|(level, (a, b))| Proposal::LandBill {
            level,
            sponsor: s(a),
            cosponsor: s(b)
        }),
        (2..=3u8, proptest::sample::select(rome.clone())).prop_map(|(level, a)| {
            Proposal::RepealLandBill {
                level,
                sponsor: s(a),
            }
        }),
        (
            proptest::sample::select(vec!["harbor-fees", "tax-farmer-3", "tax-farmer-4"]),
            proptest::sample::select(rome)
        )
            .prop_map(|(c, a)| Proposal::Concession {
                concession: c.to_string(),
                senator: s(a)
            }),
        Just(Proposal::Adjourn),
    ]
}

fn proposals_strategy() -> impl Strategy<Value = Answer> {
    proptest::collection::vec(proposal_strategy(), 0..6).prop_map(|ps| {
        let mut proposals: Vec<Proposal> = Vec::new();
        for p in ps {
            let dup = proposals.iter().any(|q| {
                q == &p
                    || matches!((q, &p), (
                        Proposal::Consuls { first, second },
                        Proposal::Consuls { first: f2, second: s2 },
                    ) if first == s2 && second == f2)
            });
            if !dup {
                proposals.push(p);
            }
        }
        Answer::SenateProposals { proposals }
    })
}

fn vote_strategy() -> impl Strategy<Value = Answer> {
    let choice =
        proptest::sample::select(vec![VoteChoice::Yes, VoteChoice::No, VoteChoice::Abstain]);
    (
        proptest::option::of(choice.clone()),
        proptest::option::of(1..=20u32),
        proptest::option::of(1..=10u32),
        proptest::collection::vec(
            (proptest::sample::select(vec!["1", "2", "3"]), choice),
            0..3,
        ),
        any::<bool>(),
        any::<bool>(),
        proptest::collection::vec(
            (
                proptest::sample::select(vec!["1", "2"]),
                proptest::sample::select(vec![ConsulSeat::Rome, ConsulSeat::Field]),
            ),
            0..2,
        ),
    )
        .prop_map(|(vote, buy, up_to, splits_in, veto, appeal, prefer_in)| {
            let buying = matches!(vote, Some(VoteChoice::Yes | VoteChoice::No));
            let mut splits: Vec<(SenatorId, VoteChoice)> = Vec::new();
            for (x, c) in splits_in {
                if Some(c) != vote && !splits.iter().any(|(y, _)| y == &s(x)) {
                    splits.push((s(x), c));
                }
            }
            let mut prefer: Vec<(SenatorId, ConsulSeat)> = Vec::new();
            for (x, c) in prefer_in {
                if !prefer.iter().any(|(y, _)| y == &s(x)) {
                    prefer.push((s(x), c));
                }
            }
            Answer::SenateVote(VoteOrder {
                vote,
                splits,
                buy: buy
                    .filter(|_| buying)
                    .map(|n| vec![(s("2"), n)])
                    .unwrap_or_default(),
                up_to: up_to.filter(|_| vote == Some(VoteChoice::Yes)),
                veto,
                appeal,
                prefer,
                assassinate: None,
                tribune_proposal: None,
                motion: None,
                priest: None,
                nominee_proposals: Vec::new(),
                agenda: Vec::new(),
                appeal_three_dice: false,
            })
        })
}

fn revolution_strategy() -> impl Strategy<Value = Answer> {
    (
        any::<bool>(),
        proptest::collection::vec(
            (
                proptest::sample::select(vec!["tax-farmer-1", "harbor-fees"]),
                proptest::sample::select(vec!["1", "2", "3", "19", "1A"]),
            ),
            0..3,
        ),
        proptest::sample::subsequence(vec!["2A", "tax-farmer-2", "tribune-1"], 0..=3),
    )
        .prop_map(|(scipio, con, discards)| {
            let statesmen = if scipio { vec![k("1A")] } else { vec![] };
            let mut concessions: Vec<(CardKey, SenatorId)> = Vec::new();
            for (c, t) in con {
                let t = if t == "1A" && !scipio { "1" } else { t };
                if !concessions.iter().any(|(x, _)| x == &k(c)) {
                    concessions.push((k(c), s(t)));
                }
            }
            Answer::Revolution {
                statesmen,
                concessions,
                discards: discards.into_iter().map(k).collect(),
                revolts: vec![],
            }
        })
}

proptest! {
    /// PB-07 / PB-10: the canonical lines of a queue of proposals read back to the same queue.
    #[test]
    fn pb_07_answer_lines_round_trip(answer in proposals_strategy()) {
        round_trip_in(&answer, proposals_decision(SenateStage::Consuls), forum_view(true))?;
    }

    /// PB-08 / PB-09 / PB-11: the canonical lines of a vote read back to the same vote.
    #[test]
    fn pb_08_answer_lines_round_trip(answer in vote_strategy()) {
        let d = vote_decision_with(VoteSetup {
            accused: Some(s("3")),
            nominees: vec![s("1"), s("2")],
            ..VoteSetup::default()
        });
        round_trip_in(&answer, d, forum_view(true))?;
    }

    /// PB-13: the canonical lines of a Revolution answer read back to the same answer.
    #[test]
    fn pb_13_answer_lines_round_trip(answer in revolution_strategy()) {
        round_trip_in(&answer, revolution_decision(), forum_view(true))?;
    }

    /// PB-08: a standing vote reads back from its STANDING line.
    #[test]
    fn pb_08_standing_vote_round_trips(
        vote in proptest::option::of(proptest::sample::select(vec![VoteChoice::Yes, VoteChoice::No, VoteChoice::Abstain]))
    ) {
        standing_round_trip(
            DecisionKind::SenateVote,
            &Answer::SenateVote(VoteOrder { vote, ..VoteOrder::default() }),
        )?;
    }

    #[test]
    fn interpret_never_panics_on_senate_order_like_text(
        words in proptest::collection::vec(
            proptest::sample::select(vec![
                "NOMINATE", "CONSULS", "CENSOR", "DICTATOR", "MASTER", "OF", "HORSE", "WITH",
                "AND", "&", "PROSECUTE", "MINOR", "MAJOR", "FOR", "BY", "CORRUPT", "PROPOSE",
                "RAISE", "LEGIONS", "FLEETS", "FLEET", "SEND", "TO", "RECALL", "REINFORCE",
                "LAND", "BILL", "II", "III", "REPEAL", "CONCESSION", "ADJOURN", "VOTE", "YES",
                "NO", "ABSTAIN", "BUY", "FROM", "UP", "TRIBUNE", "VETO", "APPEAL", "PREFER",
                "ROME", "FIELD", "PLAY", "DISCARD", "NONE", "RETURN", "FORCES", "REVOLT",
                "STANDING", "Cornelius", "Claudius", "Flami", "Punic", "1st", "#18A", "(#2)",
                "Harbor", "Fees", "Tribune", "5", "0", "26", "100001", "\n",
            ]),
            0..40,
        )
    ) {
        let text = words.join(" ");
        let read = read_body(&text).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let v = forum_view(true);
        for open in [
            vec![proposals_decision(SenateStage::Consuls)],
            vec![proposals_decision(SenateStage::Prosecutions), vote_decision()],
            vec![revolution_decision()],
        ] {
            let ctx = OrderContext { faction: ME, view: &v, open: &open, current: &[] };
            let _ = interpret(&read, &ctx);
            let _ = interpret_standing(&read, &ctx);
        }
    }
}

/// PB-07 / PB-08 / PB-13: what the random bot answers, written as order lines, reads back
/// through the parser to the same answer (the demo mails its answers this way).
#[test]
fn pb_07_pb_08_pb_13_bot_answers_read_back_through_the_parser() {
    use rorgm::bots::{Bot, RandomBot};
    let v = forum_view(true);
    let mut decisions = vec![
        proposals_decision(SenateStage::Consuls),
        proposals_decision(SenateStage::Dictator),
        proposals_decision(SenateStage::Censor),
        proposals_decision(SenateStage::Prosecutions),
        proposals_decision(SenateStage::OtherBusiness),
        vote_decision(),
        vote_decision_with(VoteSetup {
            abstain_allowed: false,
            accused: Some(s("2")),
            nominees: vec![],
            ..VoteSetup::default()
        }),
        revolution_decision(),
    ];
    if let DecisionOptions::Revolution { over_limit, .. } = &mut decisions[7].options {
        *over_limit = 2;
    }
    for seed in 0..40 {
        let mut bot = RandomBot::new(seed);
        for d in &decisions {
            let answer = bot.answer(d, &v);
            let lines = decision_answer_lines(d, &answer, &v);
            let read = read_body(&lines.join("\n")).unwrap_or_else(|e| panic!("{e:?}"));
            let i = interpret(
                &read,
                &OrderContext {
                    faction: ME,
                    view: &v,
                    open: std::slice::from_ref(d),
                    current: &[],
                },
            );
            assert!(i.errors.is_empty(), "{lines:?}: {:?}", i.errors);
            assert_eq!(i.answers, vec![(d.id.clone(), answer)], "{lines:?}");
        }
    }
}

proptest! {
    #[test]
    fn interpret_never_panics_on_arbitrary_text_for_senate_decisions(text in any::<String>()) {
        if let Ok(read) = read_body(&text) {
            let v = forum_view(true);
            let open = [proposals_decision(SenateStage::OtherBusiness), vote_decision(), revolution_decision()];
            let _ = interpret(&read, &OrderContext { faction: ME, view: &v, open: &open, current: &[] });
        }
    }
}

/// PB-08: a STANDING VOTE answer is kept by the game for the faction's later votes.
#[test]
fn pb_08_the_game_keeps_a_standing_vote() {
    use rorgm::rules::{Game, Scenario, Setup};
    let (mut g, _) = Game::new(
        Setup {
            scenario: Scenario::EarlyRepublic,
            players: vec!["A".into(), "B".into(), "C".into()],
        },
        [7; 32],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let vote = Answer::SenateVote(VoteOrder {
        vote: Some(VoteChoice::No),
        ..VoteOrder::default()
    });
    g.set_standing(ME, DecisionKind::SenateVote, vote.clone())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.standing(ME), vec![(DecisionKind::SenateVote, vote)]);
    assert!(
        g.set_standing(
            ME,
            DecisionKind::SenateProposals,
            Answer::SenateProposals { proposals: vec![] }
        )
        .is_err()
    );
}

/// SEN-47: PROPOSE REJECT RHODIAN, with its canonical line.
#[test]
fn sen_47_propose_reject_rhodian() {
    let i = run_forum(
        "PROPOSE REJECT RHODIAN",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    assert_eq!(proposals_of(&i), vec![Proposal::RejectRhodian]);
    let i = run_forum(
        "PROPOSE REJECT Carthage",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert!(messages(&i)[0].contains("REJECT RHODIAN"));
}

/// PB-08 (issue 10): a bad BUY never loses the vote of its line: `VOTE NO BUY 2 FROM <not a
/// voter>` votes NO, and the BUY alone is refused on that line.
#[test]
fn pb_08_a_bad_buy_keeps_the_vote_of_its_line() {
    let i = run_forum("VOTE NO BUY 2 FROM Aemilius", &[vote_decision()], &[]);
    assert_eq!(vote_of(&i).vote, Some(VoteChoice::No));
    assert!(vote_of(&i).buy.is_empty());
    let m = messages(&i);
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(m[0].contains("BUY 2 FROM Aemilius"), "{}", m[0]);
    assert!(
        m[0].contains("the rest of the line stands: VOTE NO"),
        "{}",
        m[0]
    );
    assert_eq!(i.errors[0].line_no, 1);
}

/// PB-10 (issue 10): a SEND that needs the legions an earlier RAISE of the same queue would add
/// is kept (the rules judge it when its turn comes); the ADJOURN after it too. Without the RAISE
/// it is too big.
#[test]
fn pb_10_a_send_may_use_the_legions_an_earlier_raise_adds() {
    let i = run_forum(
        "PROPOSE RAISE 4 LEGIONS\nPROPOSE SEND Cornelius WITH 9 LEGIONS TO Punic 1\nADJOURN",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let Answer::SenateProposals { proposals } = only_answer(&i) else {
        panic!("{:?}", i.answers);
    };
    assert_eq!(proposals.len(), 3, "{proposals:?}");
    let i = run_forum(
        "PROPOSE SEND Cornelius WITH 9 LEGIONS TO Punic 1\nPROPOSE RAISE 4 LEGIONS",
        &[proposals_decision(SenateStage::OtherBusiness)],
        &[],
    );
    assert_eq!(messages(&i).len(), 1, "{:?}", i.errors);
    assert!(messages(&i)[0].contains("6 legion(s)"), "{:?}", i.errors);
}

/// REV-07: `STANDING GRAIN <concession> DOUBLE|SINGLE` builds a standing revenue answer (by
/// the concession's name, the card's "Aegyptian" too), reads back from its own lines, and a
/// plain GRAIN line in the PB-02 orders is refused with a pointer to the standing order.
#[test]
fn rev_07_standing_grain_orders() {
    let v = forum_view(true);
    let (answers, errors) =
        standing("STANDING GRAIN Sicilian DOUBLE\nSTANDING GRAIN Aegyptian Grain SINGLE");
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        answers,
        vec![(
            DecisionKind::Revenue,
            Answer::Revenue {
                income_to_senators: vec![],
                contributions: vec![],
                transfers: vec![],
                spoils: vec![],
                grain: vec![
                    (CardKey("sicilian-grain".into()), true),
                    (CardKey("egyptian-grain".into()), false)
                ],
                upkeep: vec![],
                plan_ahead: None,
            }
        )]
    );
    let lines = standing_lines(answers[0].0, &answers[0].1, &v);
    assert!(
        lines.contains(&"STANDING GRAIN Sicilian Grain DOUBLE".to_string()),
        "{lines:?}"
    );
    let (again, errors) = standing(&lines.join("\n"));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(again, answers);
    let (_, errors) = standing("STANDING GRAIN Harbor Fees DOUBLE");
    assert!(
        errors[0].said().contains("not a grain concession"),
        "{errors:?}"
    );
    let i = run_revenue("GRAIN Sicilian DOUBLE");
    assert!(
        i.errors.iter().any(|e| e.said().contains("STANDING GRAIN")),
        "{:?}",
        i.errors
    );
}

// ---------------------------------------------------------------- RVN-08 DESERT

fn loyal_veterans_decision(senator: &str, army: Option<&str>) -> Decision {
    use rorgm::rules::api::{ChoiceAbout, ChoiceOption};
    let about = ChoiceAbout::LoyalVeterans {
        senator: s(senator),
        rebel: s("5"),
        legions: 2,
        army: army.map(s),
    };
    let mut options = vec![ChoiceOption::VeteransStay, ChoiceOption::DesertToRome];
    if army.is_some() {
        options.push(ChoiceOption::DesertToArmy);
    }
    Decision {
        id: DecisionId(format!("t2-rvn08-{senator}-f1")),
        kind: DecisionKind::Choice,
        owner: ME,
        simultaneous: true,
        options: DecisionOptions::Choice {
            about: about.clone(),
            options,
        },
        default: Answer::Choice {
            about,
            pick: ChoiceOption::VeteransStay,
        },
        default_by: DefaultBy::Seed,
    }
}

fn picks(i: &Interpretation) -> Vec<(String, rorgm::rules::api::ChoiceOption)> {
    i.answers
        .iter()
        .filter_map(|(d, a)| match a {
            Answer::Choice { pick, .. } => Some((d.0.clone(), pick.clone())),
            _ => None,
        })
        .collect()
}

/// RVN-08: DESERT goes to the decision about the Senator it names; TO ROME, TO THE ARMY (or its
/// commander), NONE; without a destination, to the Army when one is offered.
#[test]
fn rvn_08_desert_orders_go_to_the_named_senators_veterans() {
    use rorgm::rules::api::ChoiceOption as O;
    let open = [
        loyal_veterans_decision("2", Some("6")),
        loyal_veterans_decision("3", Some("6")),
    ];
    let i = run(
        "DESERT Valerius TO THE ARMY\nDESERT NONE Fabius",
        &open,
        &[],
    );
    assert!(i.errors.is_empty(), "{i:#?}");
    let p = picks(&i);
    assert!(
        p.contains(&("t2-rvn08-3-f1".into(), O::DesertToArmy)),
        "{p:?}"
    );
    assert!(
        p.contains(&("t2-rvn08-2-f1".into(), O::VeteransStay)),
        "{p:?}"
    );
    let i = run(
        "DESERT Fabius TO ROME\nDESERT Valerius TO Manlius",
        &open,
        &[],
    );
    assert!(i.errors.is_empty(), "{i:#?}");
    let p = picks(&i);
    assert!(
        p.contains(&("t2-rvn08-2-f1".into(), O::DesertToRome)),
        "{p:?}"
    );
    assert!(
        p.contains(&("t2-rvn08-3-f1".into(), O::DesertToArmy)),
        "{p:?}"
    );
    let one = [loyal_veterans_decision("2", None)];
    let i = run("DESERT Fabius", &one, &[]);
    assert_eq!(picks(&i), vec![("t2-rvn08-2-f1".into(), O::DesertToRome)]);
    let i = run("CHOOSE DESERT Fabius TO ROME", &one, &[]);
    assert_eq!(picks(&i), vec![("t2-rvn08-2-f1".into(), O::DesertToRome)]);
    // No Army faces the Rebel: TO THE ARMY is refused; a place that is none is refused.
    let i = run("DESERT Fabius TO THE ARMY", &one, &[]);
    assert_eq!(i.errors.len(), 1, "{i:#?}");
    let i = run("DESERT Fabius TO Carthage", &one, &[]);
    assert_eq!(i.errors.len(), 1, "{i:#?}");
    assert_eq!(
        read_body("desert fabius to rome").unwrap().lines[0].outcome,
        LineOutcome::Order(GameOrder::Desert {
            rest: "fabius to rome".into()
        })
    );
}

/// RVN-08: the call words of the choice: the question with names, one DESERT line per option,
/// the first the Default Move.
#[test]
fn rvn_08_the_call_lists_the_desert_orders() {
    use rorgm::render::Names;
    use rorgm::render::choice_words::choice_help;
    use rorgm::rules::api::{ChoiceAbout, ChoiceOption as O};
    let v = view();
    let n = Names::new(&v, &["Alice".to_string(), "Bob".to_string()]);
    let about = ChoiceAbout::LoyalVeterans {
        senator: s("2"),
        rebel: s("5"),
        legions: 2,
        army: Some(s("6")),
    };
    let lines = choice_help(
        &about,
        &[O::VeteransStay, O::DesertToRome, O::DesertToArmy],
        &n,
    );
    let text = lines.join("\n");
    assert!(
        text.contains("2 Veteran Legion(s) owing allegiance to Fabius"),
        "{text}"
    );
    assert!(text.contains("Army of the Rebel Claudius"), "{text}");
    assert!(lines[1].starts_with("DESERT NONE Fabius"), "{text}");
    assert!(lines[1].ends_with("(the Default Move)"), "{text}");
    assert!(lines[2].starts_with("DESERT Fabius TO ROME"), "{text}");
    assert!(lines[3].starts_with("DESERT Fabius TO THE ARMY"), "{text}");
    assert!(lines[3].contains("Army of Manlius"), "{text}");
    println!("{text}");
}

/// REV-03: `UPKEEP <n> FROM FACTION|<rebel>` lines name the purses paying the Rebel's
/// maintenance in the PB-02 answer (a purse named again takes its new amount); `UPKEEP NONE`
/// withdraws them; a missing FROM, a zero or the State are errors.
#[test]
fn rev_03_upkeep_orders() {
    let i = run_revenue("UPKEEP 4 FROM FACTION\nUPKEEP 2 FROM Fab\nUPKEEP 3 FROM FACTION");
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    let Answer::Revenue { upkeep, .. } = only_answer(&i) else {
        panic!("not a revenue answer");
    };
    assert_eq!(
        upkeep,
        &vec![(Purse::FactionTreasury, 3), (Purse::Senator(s("2")), 2)]
    );
    let n: Vec<&str> = i.accepted.iter().map(|a| a.normalised.as_str()).collect();
    assert!(n.contains(&"UPKEEP 2 FROM Fabius (#2)"), "{n:?}");
    let i = run_revenue("UPKEEP 4 FROM FACTION\nUPKEEP NONE");
    let Answer::Revenue { upkeep, .. } = only_answer(&i) else {
        panic!("not a revenue answer");
    };
    assert!(upkeep.is_empty());
    for bad in [
        "UPKEEP 0 FROM FACTION",
        "UPKEEP 2 FROM State",
        "UPKEEP 2",
        "UPKEEP 2 TO FACTION",
    ] {
        let i = run_revenue(bad);
        assert_eq!(i.errors.len(), 1, "{bad}: {i:#?}");
    }
}

/// REV-03: `STANDING UPKEEP` is refused: the maintenance is written each Revenue Phase.
#[test]
fn rev_03_upkeep_cannot_stand() {
    let (answers, errors) = standing("STANDING UPKEEP 2 FROM FACTION");
    assert!(answers.is_empty(), "{answers:?}");
    assert_eq!(errors.len(), 1, "{errors:?}");
}

/// FOR-13 (issue 20/21): Seduction, Blackmail and Influence Peddling are read as their plays,
/// never refused as not built nor read as another card.
#[test]
fn for_13_seduction_blackmail_and_influence_peddling_are_read_as_plays() {
    use rorgm::orders::{GameOrder, LineOutcome};
    use rorgm::rules::api::UnopposedCard;
    let order = |line: &str| match rorgm::orders::parse_line(line) {
        LineOutcome::Order(o) => o,
        other => panic!("{line}: {other:?}"),
    };
    assert!(matches!(
        order("PLAY Seduction ON Claudius WITH Fabius"),
        GameOrder::Persuade {
            card: Some(UnopposedCard::Seduction),
            ..
        }
    ));
    assert!(matches!(
        order("PERSUADE Claudius WITH Fabius BRIBE 2 BLACKMAIL"),
        GameOrder::Persuade {
            card: Some(UnopposedCard::Blackmail),
            bribe: 2,
            ..
        }
    ));
    assert!(matches!(
        order("play influence peddling on Faction 2"),
        GameOrder::InfluencePeddling { .. }
    ));
    for line in [
        "PLAY Seduction",
        "PLAY Blackmail ON Fabius",
        "play influence peddling",
    ] {
        let text = format!("{:?}", rorgm::orders::parse_line(line));
        assert!(!text.contains("not built"), "{line}: {text}");
    }
}
