//! rorgm: a play-by-email Game Master for The Republic of Rome.
//! See ARCHITECTURE.md for the map of modules.

pub mod bots;
pub mod cli;
pub mod config;
pub mod fuzz;
pub mod mail;
pub mod orders;
pub mod position;
pub mod referee;
pub mod render;
pub mod rules;
pub mod scenario;
pub mod simulate;
pub mod store;
