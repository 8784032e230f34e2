//! The main crate's integration tests, one binary (issue 23 point 5: one link instead of one per
//! file). Each file of `tests/` is a module; `common` and `rules_support` are shared setup.
//! The mail-server tests are `#[ignore]`d unless the loopback server runs (README: the test
//! command runs them all).

mod common;
mod rules_support;

mod architecture;
mod coverage_doc;
#[cfg(feature = "fault-injection")]
mod crash_restart;
mod deliver;
mod demo_game;
mod email_absent;
mod email_agenda_vote;
mod email_board;
mod email_exchange;
mod email_forum;
mod email_game;
mod email_gm;
mod email_gm_hand;
mod email_intake;
mod email_intrigue;
mod email_mails;
mod email_press;
mod email_rules;
mod email_scenarios;
mod email_senate;
mod email_turn_mails;
mod email_words;
mod exchange;
mod fuzz_targets;
mod game_options;
mod gm_approval;
mod gm_mail_once;
mod gm_overrule;
mod intake_dkim;
mod intake_maildir;
mod mail_order;
mod mail_transport;
mod mail_words;
mod operator;
mod orders_parse;
mod orders_trades;
mod own_copy;
mod position_game;
mod press;
mod rules_bot;
mod rules_determinism;
mod rules_props;
mod rules_rev_11;
mod rules_setup;
mod scenario_english;
mod scenarios;
mod send_outage;
mod sent_deadline;
mod sent_fold;
mod serve_db;
mod shared_referees;
mod snapshot_format;
mod stack_budget;
mod text_coverage;
