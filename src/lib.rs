//! rorgm: a play-by-email Game Master for The Republic of Rome.
//! See ARCHITECTURE.md for the map of modules.

pub use ::bots;
pub mod cli;
pub mod config;
pub mod fuzz;
pub use ::mail;
pub use ::orders;
pub use ::picture;
pub mod position;
pub mod referee;
pub use ::render;
pub use ::rules;
pub mod scenario;
pub mod simulate;
pub use ::store;
