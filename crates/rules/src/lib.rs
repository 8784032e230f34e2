//! The pure rules core (DESIGN.md): no I/O, no clock, no environment, no async.
//! Everything random comes from the game's seeded ChaCha RNG and is recorded as an event.
//! No printing (issue 7): the core speaks only through events.
#![deny(clippy::print_stdout, clippy::print_stderr, clippy::dbg_macro)]

pub mod api;
mod attack_order;
mod auction;
mod bequests;
mod catiline;
mod choices;
mod civil_war;
mod combat;
mod combat_choice;
pub mod data;
mod decisions;
mod deserting_veterans;
mod developed_by_victory;
mod disbandment;
mod elimination;
mod event_provincial_forces;
mod events;
mod faction_quits;
mod facts;
mod forum;
mod game;
mod garrison_veterans;
mod general;
mod grain;
mod illegal;
mod initiative;
mod intrigue;
mod invariants;
mod late_intrigue;
mod late_statesmen;
mod laws;
mod laws_late;
mod leaders_late;
mod legality;
mod legates;
mod middle;
mod mortality;
pub mod options;
mod options_senators;
mod pergamene;
mod persuasion;
mod pontifex;
mod population;
pub mod position;
mod posts;
mod provinces;
mod provincial_wars;
mod ransom;
mod rebel_battles;
mod rebel_declarations;
mod rebel_end_game;
mod rebel_fleets;
mod rebel_governors;
mod rebel_province;
mod rebel_reinforcement;
mod rebel_staying;
mod rebel_upkeep;
mod rebellion;
mod refuge;
mod revenue;
mod revolution;
mod rng;
mod senate;
mod setup;
mod setup_late;
pub mod snapshot;
mod state;
mod storm_at_sea;
mod trades;
mod unmaintained;
mod view;
mod wars;

#[cfg(test)]
mod tests;

pub use api::*;
pub use civil_war::CIVIL_WAR;
pub use game::{Game, GameStatus, Scenario, Setup};
pub use legality::{MAX_FLEETS, MAX_LEGIONS};
pub use options::{GameOption, GameOptions, OptionError, OptionSetting, OptionValue, TableRules};
pub use posts::Post;
pub use rebel_end_game::{campaign_stage, campaign_stages};
/// SEN-49: a minor motion's text as announced (the order reader echoes the same).
pub use senate::tribunes::sen_49_clean;
pub use state::{Accounts, Office, Phase};
