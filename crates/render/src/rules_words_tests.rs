//! Render's words for what the rules core does in whole games (moved out of the rules' own
//! tests, which hold no words: issue 23, the rules import nothing but themselves).

use super::{Names, default_words, describe};
use rules::{
    DecisionKind, DefaultBy, EventKind, Game, GameStatus, Scenario, Setup, Viewer, Visibility,
};

fn silent_game(n: usize, b: u8) -> Game {
    let mut seed = [0u8; 32];
    seed[0] = b;
    seed[31] = 0x5a;
    let players = (1..=n).map(|i| format!("Player {i}")).collect();
    let setup = Setup {
        scenario: Scenario::EarlyRepublic,
        players,
    };
    match Game::new(setup, seed) {
        Ok((g, _)) => g,
        Err(e) => panic!("a new game: {e}"),
    }
}

/// PB-02 / PB-07 / PB-10 (S004: "Default should not be announced to all players, but needs to be
/// confirmed individually with the offending player(s)"): in a game where nobody answers, no
/// public sentence says who defaulted (the rules' test checks the public events).
#[test]
fn pb_02_pb_10_no_public_sentence_reveals_who_defaulted() {
    let mut g = silent_game(4, 4);
    let mut all = Vec::new();
    for _ in 0..80 {
        if g.status() != GameStatus::Waiting {
            break;
        }
        all.extend(g.resolve(true));
    }
    assert!(
        all.iter()
            .filter(|e| matches!(e.kind, EventKind::DefaultApplied { .. }))
            .count()
            > 20,
        "the silent game applied Default Moves"
    );
    let names = Names::new(&g.view(Viewer::Gm), g.players());
    let public: Vec<String> = all
        .iter()
        .filter(|e| e.visibility == Visibility::Public)
        .map(|e| describe(e, &names))
        .collect();
    assert!(!public.is_empty(), "the game told the players something");
    for line in public {
        assert!(
            !line.contains("Default") && !line.contains("by the GM"),
            "public line reveals a default: {line}"
        );
        assert!(!line.contains(" {"), "debug text: {line}");
    }
}

/// PB-13 (S004): the Revolution's Default Move in words.
#[test]
fn pb_13_the_revolution_default_in_words() {
    let words = default_words(
        DecisionKind::Revolution,
        &DefaultBy::Seed,
        &Names::default(),
    );
    assert!(
        words.contains(
            "The Default Move is to have no red cards played, and all forces returned to Rome."
        ),
        "{words}"
    );
}
