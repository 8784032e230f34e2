//! The tables the code holds (`data/tables.toml` and the constants of the rules) against the
//! tables printed on the board (`reference/vg-print/board-tables.txt`), cell by cell (issue 12,
//! the second reading). Each printed table is transcribed below as the board shows it, one row a
//! line; the test reads the words and numbers of each row and asks the code for the same cell.

use super::super::combat::{Losses, Outcome, crt};
use super::super::data::Era;
use super::super::senate::appeal_votes_for_test as appeal;
use super::data;
use crate::GamesKind;

/// Random Events Table (board): 3d6, then the Early, Middle and Late Republic columns.
const EVENTS_TABLE: &str = "\
3  Mob Violence  Pretender Emerges  Epidemic
4  Natural Disaster  Storm at Sea  Storm at Sea
5  Ally Deserts  Ally Deserts  Ally Deserts
6  Evil Omens  Natural Disaster  Pretender Emerges
7  Refuge  Mob Violence  Natural Disaster
8  Epidemic  Internal Disorder  Mob Violence
9  Drought  Drought  Drought
10  Evil Omens  Evil Omens  Evil Omens
11  Storm at Sea  Epidemic  Internal Disorder
12  Manpower Shortage  Manpower Shortage  Barbarian Raids
13  Allied Enthusiasm  Barbarian Raids  Manpower Shortage
14  New Alliance  Allied Enthusiasm  Trial of Verres
15  Rhodian Alliance  New Alliance  Allied Enthusiasm
16  Enemy Ally Deserts  Enemy Ally Deserts  Enemy Ally Deserts
17  Enemy Leader Dies  Trial of Verres  Enemy Leader Dies
18  Trial of Verres  Rhodian Alliance  New Alliance";

/// State of the Republic (board): modified 3d6 and its result.
const POPULATION_TABLE: &str = "\
≥18  -3 from Unrest Level
17  -2 from Unrest Level
16  -1 from Unrest Level
15  No Change
14  No Change
13  No Change
12  No Change
11  No Change
10  +1 to Unrest Level
9  +2 to Unrest Level
8  +3 to Unrest Level
7  +3 to Unrest Level, MS
6  +4 to Unrest Level
5  +4 to Unrest Level, MS
4  +5 to Unrest Level
3  +5 to Unrest Level, MS
2  +5 to Unrest Level, NR
1  +5 to Unrest Level, NR, Mob
0  +6 to Unrest Level, NR, Mob
< 0  People Revolt; all players lose";

/// Combat Results Table (board): modified 3d6, result, losses.
const COMBAT_RESULTS_TABLE: &str = "\
≤ 3  Defeat  All
4  Defeat  4 Legions and 4 Fleets
5  Defeat  3 Legions and 3 Fleets
6  Defeat  2 Legions and 2 Fleets
7  Defeat  1 Legion and 1 Fleet
8  Stalemate  5 Legions and 5 Fleets
9  Stalemate  4 Legions and 4 Fleets
10  Stalemate  3 Legions and 3 Fleets
11  Stalemate  2 Legions and 2 Fleets
12  Stalemate  1 Legion and 1 Fleet
13  Stalemate  No Losses
14  Victory  4 Legions and 4 Fleets
15  Victory  3 Legions and 3 Fleets
16  Victory  2 Legions and 2 Fleets
17  Victory  1 Legion and 1 Fleet
≥ 18  Victory  No Losses";

/// Popular Appeal Table (board): 2d6 + Popularity and the result.
const POPULAR_APPEAL_TABLE: &str = "\
≤ 2  Accused Killed
3  -16 Votes
4  -12 Votes
5  -8 Votes
6  -4 Votes
7  No Change
8  +4 Votes
9  +8 Votes
10  +12 Votes
11  +16 Votes
≥ 12  Accused Freed";

/// Contributions (board, State Treasury).
const CONTRIBUTIONS: &str = "\
10T  +1 Influence
25T  +3 Influence
50T  +7 Influence";

/// Games (board): type, cost, Popularity, Unrest Level.
const GAMES: &str = "\
SLICE AND DICE  7  +1  -1
BLOOD FEST  13  +2  -2
GLADIATOR GALA  18  +3  -3";

/// The cells of a row, split where the board leaves two spaces or more.
fn cells(line: &str) -> Vec<&str> {
    line.split("  ")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect()
}

/// A printed roll ("≥18", "≤ 3", "< 0", "7") as the rows of totals it stands for, within
/// `lo..=hi`.
fn totals(cell: &str, lo: i32, hi: i32) -> Vec<i32> {
    let digits: String = cell
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    let n: i32 = digits.parse().unwrap_or(i32::MIN);
    if cell.starts_with('≥') {
        (n..=hi).collect()
    } else if cell.starts_with('≤') {
        (lo..=n).collect()
    } else if cell.starts_with('<') {
        (lo..n).collect()
    } else {
        vec![n]
    }
}

/// A signed number printed as "+3", "-16", "7".
fn num(s: &str) -> i32 {
    s.trim().trim_start_matches('+').parse().unwrap_or(i32::MIN)
}

/// A card name as the board prints it, for comparison ("Enemy's Ally Deserts" is printed
/// "Enemy Ally Deserts").
fn plain(name: &str) -> String {
    name.replace("'s", "").to_lowercase()
}

/// DATA-01 / FOR-04: every cell of the Random Events Table.
#[test]
fn for_04_data_01_events_table_matches_the_board_cell_by_cell() {
    let d = data();
    let mut checked = 0;
    for line in EVENTS_TABLE.lines() {
        let c = cells(line);
        assert_eq!(c.len(), 4, "{line}");
        let roll = u8::try_from(num(c[0])).unwrap();
        for (era, printed) in [(Era::Early, c[1]), (Era::Middle, c[2]), (Era::Late, c[3])] {
            let card = d
                .event_for_roll(era, roll)
                .unwrap_or_else(|| panic!("no event for {roll} in {era:?}"));
            assert_eq!(plain(&card.name), plain(printed), "roll {roll}, {era:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 48);
}

/// POP-03 / POP-02: every row of the State of the Republic (Population) Table.
#[test]
fn pop_03_population_table_matches_the_board_cell_by_cell() {
    let d = data();
    let mut checked = 0;
    for line in POPULATION_TABLE.lines() {
        let c = cells(line);
        assert_eq!(c.len(), 2, "{line}");
        for total in totals(c[0], -5, 25) {
            let r = d.population_result(total);
            let text = c[1];
            if text.starts_with("People Revolt") {
                assert!(r.people_revolt, "{total}: {text}");
                checked += 1;
                continue;
            }
            assert!(!r.people_revolt, "{total}");
            let change = if text.starts_with("No Change") {
                0
            } else {
                let n = num(text.split_whitespace().next().unwrap_or_default());
                // "-3 from Unrest Level" lowers it by 3; "+2 to Unrest Level" raises it by 2.
                if text.contains("from Unrest") {
                    -n.abs()
                } else {
                    n
                }
            };
            assert_eq!(r.unrest_change, change, "{total}: {text}");
            let marks: Vec<&str> = text.split(", ").skip(1).collect();
            assert_eq!(
                r.manpower_shortage,
                marks.contains(&"MS"),
                "{total}: {text}"
            );
            assert_eq!(r.no_recruitment, marks.contains(&"NR"), "{total}: {text}");
            assert_eq!(r.mob, marks.contains(&"Mob"), "{total}: {text}");
            checked += 1;
        }
    }
    assert_eq!(checked, 31);
}

/// COM-06 / COM-09 / DATA-03: every row of the Combat Results Table.
#[test]
fn com_06_combat_results_table_matches_the_board_cell_by_cell() {
    let mut checked = 0;
    for line in COMBAT_RESULTS_TABLE.lines() {
        let c = cells(line);
        assert_eq!(c.len(), 3, "{line}");
        for total in totals(c[0], -10, 30) {
            let (outcome, losses) = crt(total);
            let want = match c[1] {
                "Defeat" => Outcome::Defeat,
                "Stalemate" => Outcome::Stalemate,
                "Victory" => Outcome::Victory,
                other => panic!("unknown result {other}"),
            };
            assert_eq!(outcome, want, "{total}");
            match c[2] {
                "All" => assert_eq!(losses, Losses::All, "{total}"),
                "No Losses" => assert_eq!(losses, Losses::Units(0), "{total}"),
                text => {
                    // "4 Legions and 4 Fleets": the same number of each.
                    let n: Vec<u32> = text
                        .split_whitespace()
                        .filter_map(|w| w.parse().ok())
                        .collect();
                    assert_eq!(n.len(), 2, "{text}");
                    assert_eq!(n[0], n[1], "{text}");
                    assert_eq!(losses, Losses::Units(n[0]), "{total}: {text}");
                }
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 41);
}

/// SEN-27: every row of the Popular Appeal Table.
#[test]
fn sen_27_popular_appeal_table_matches_the_board_cell_by_cell() {
    let mut checked = 0;
    for line in POPULAR_APPEAL_TABLE.lines() {
        let c = cells(line);
        assert_eq!(c.len(), 2, "{line}");
        for total in totals(c[0], -12, 24) {
            let got = appeal(total);
            let want = match c[1] {
                "Accused Killed" => "killed".to_string(),
                "Accused Freed" => "freed".to_string(),
                "No Change" => "votes 0".to_string(),
                text => format!("votes {}", num(text.trim_end_matches(" Votes"))),
            };
            assert_eq!(got, want, "{total}");
            checked += 1;
        }
    }
    assert_eq!(checked, 37);
}

/// REV-15 / DATA-09: the Contributions table, and the amounts between its rows.
#[test]
fn rev_15_contributions_table_matches_the_board() {
    let d = data();
    let mut rows = Vec::new();
    for line in CONTRIBUTIONS.lines() {
        let c = cells(line);
        assert_eq!(c.len(), 2, "{line}");
        let talents = u32::try_from(num(c[0].trim_end_matches('T'))).unwrap();
        let influence = u8::try_from(num(c[1].trim_end_matches(" Influence"))).unwrap();
        assert_eq!(d.contribution_influence(talents), influence, "{line}");
        rows.push((talents, influence));
    }
    assert_eq!(rows.len(), 3);
    // Below the first row nothing; between rows the lower row (no credit for the excess).
    assert_eq!(d.contribution_influence(rows[0].0 - 1), 0);
    for w in rows.windows(2) {
        assert_eq!(d.contribution_influence(w[1].0 - 1), w[0].1);
    }
    assert_eq!(d.contribution_influence(500), rows[2].1);
}

/// FOR-15 / DATA-08: the Games table.
#[test]
fn for_15_games_table_matches_the_board() {
    let d = data();
    for line in GAMES.lines() {
        let c = cells(line);
        assert_eq!(c.len(), 4, "{line}");
        let kind = match c[0] {
            "SLICE AND DICE" => GamesKind::SliceAndDice,
            "BLOOD FEST" => GamesKind::BloodFest,
            "GLADIATOR GALA" => GamesKind::GladiatorGala,
            other => panic!("unknown games {other}"),
        };
        let row = d.games_row(kind).unwrap();
        assert_eq!(i64::from(row.cost), i64::from(num(c[1])), "{line}");
        assert_eq!(row.popularity, num(c[2]), "{line}");
        assert_eq!(row.unrest, num(c[3]), "{line}");
    }
}
