//! Positions (docs/SCENARIOS.md, the `[position]` of a scenario without `players`) that more
//! than one test starts its game from.

/// The Forum of turn 2, Alice's initiative: Bob's faction (20T) can defeat any persuasion of
/// Fabius, so one made without money is frivolous (PB-04).
pub const FORUM_TURN_2: &str = r#"
turn = 2
[start]
phase = "forum"
initiative = 1
[[faction]]
leader = "Cornelius"
[[faction]]
leader = "Valerius"
treasury = 20
[[faction]]
leader = "Claudius"
[[senator]]
card = "Cornelius"
faction = 1
offices = ["rome_consul"]
treasury = 5
[[senator]]
card = "Valerius"
faction = 2
[[senator]]
card = "Fabius"
faction = 2
[[senator]]
card = "Claudius"
faction = 3
"#;

/// The Revolution Phase of turn 3 (PB-13 / PB-14): Alice (the HRAO) holds a Tribune and a Tax
/// Farmer, Bob a Tax Farmer, Carol a Land Commissioner.
pub const TRADES_TURN_3: &str = r#"
turn = 3
state_treasury = 100
legions = 4
[start]
phase = "revolution"
[[faction]]
hand = ["tribune-1", "tax-farmer-3"]
[[faction]]
hand = ["tax-farmer-2"]
[[faction]]
hand = ["land-commissioner"]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
offices = ["rome_consul"]
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
leader = true
[[senator]]
card = "Julius"
faction = 2
[[senator]]
card = "Claudius"
faction = 3
leader = true
[[senator]]
card = "Manlius"
faction = 3
"#;
