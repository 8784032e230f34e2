//! The configuration file (`config.example.toml` documents every key).

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::mail::auth::DkimMode;
use crate::mail::{ImapConfig, Security, SmtpConfig};

/// Why the configuration could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The cause is the error's source (said once, as "Caused by", issue 22).
    #[error("cannot read config file {path}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("config file {path} is not valid: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("config: {0}")]
    Invalid(String),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub database: DatabaseConfig,
    pub mail: MailConfig,
    #[serde(default)]
    pub imap: Option<ImapSection>,
    #[serde(default)]
    pub smtp: Option<SmtpSection>,
    #[serde(default)]
    pub rounds: RoundsConfig,
    /// GM commands by mail (issue 9); off when absent.
    #[serde(default)]
    pub gm: Option<GmSection>,
    #[serde(default)]
    pub auth: AuthConfig,
    #[serde(default)]
    pub storage: StorageConfig,
}

/// The GM's own command address: mail from `address` to gm+<token>@… is read as GM commands.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GmSection {
    /// The GM's registered address: commands are read only from it.
    pub address: String,
    /// Environment variable holding the secret token of the GM's command address.
    pub token_env: String,
}

/// Checking who really sent a player's mail, beyond the token and the From address.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuthConfig {
    /// DKIM/DMARC check of players' mail: off (default) | prefer | require. A game or a player
    /// may have its own setting (`rorgm game auth`).
    #[serde(default)]
    pub dkim: DkimMode,
}

/// What is kept in the database, and for how long.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StorageConfig {
    /// Bodies of sent mails are deflated this many hours after they were queued (they read back
    /// unchanged); 0 = at the next maintenance run.
    #[serde(default = "default_compress_hours")]
    pub compress_sent_after_hours: u32,
    /// Bodies of sent mails older than this many days are dropped (headers, recipient and times
    /// stay); 0 (the default) keeps them for ever.
    #[serde(default)]
    pub prune_sent_bodies_days: u32,
}

fn default_compress_hours() -> u32 {
    24
}

impl Default for StorageConfig {
    fn default() -> Self {
        StorageConfig {
            compress_sent_after_hours: default_compress_hours(),
            prune_sent_bodies_days: 0,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DatabaseConfig {
    /// SQLite file; created if missing. Not used when `url` is set.
    #[serde(default)]
    pub path: PathBuf,
    /// Issue 26: PostgreSQL instead of SQLite, `postgres://user@host:port/database` (no
    /// password in it: that comes from the variable `password_env`).
    #[serde(default)]
    pub url: Option<String>,
    /// Name of the environment variable that holds the PostgreSQL password (none: the server
    /// asks for none, or `PGPASSWORD` / `~/.pgpass` give it).
    #[serde(default)]
    pub password_env: Option<String>,
}

impl DatabaseConfig {
    /// Where the store is: the SQLite file, or (issue 26) the PostgreSQL URL with the password
    /// from the environment put in (the store takes either as one location).
    pub fn location(&self) -> Result<PathBuf, ConfigError> {
        let Some(url) = &self.url else {
            return Ok(self.path.clone());
        };
        let Some((scheme, rest)) = url.split_once("://") else {
            return Err(ConfigError::Invalid(format!(
                "database.url {url:?} is not a postgres:// URL"
            )));
        };
        let Some(name) = &self.password_env else {
            return Ok(PathBuf::from(url));
        };
        let password = std::env::var(name).map_err(|_| {
            ConfigError::Invalid(format!(
                "environment variable {name} (database.password_env) is not set"
            ))
        })?;
        let (user, host) = rest.rsplit_once('@').ok_or_else(|| {
            ConfigError::Invalid("database.url names no user (postgres://user@host/db)".into())
        })?;
        let encoded: String = password
            .bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect();
        Ok(PathBuf::from(format!("{scheme}://{user}:{encoded}@{host}")))
    }
}

/// Where mail comes from and goes to.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum Transport {
    #[default]
    Imap,
    Smtp,
    Maildir,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailConfig {
    /// The GM's address; players reply to gm+<token>@domain.
    pub gm_address: String,
    /// Display name on outgoing mail.
    #[serde(default = "default_gm_name")]
    pub gm_name: String,
    /// "imap" (default) or "maildir".
    #[serde(default)]
    pub intake: Option<Transport>,
    /// Maildir read when intake = "maildir".
    #[serde(default)]
    pub maildir_in: Option<PathBuf>,
    /// "smtp" (default) or "maildir".
    #[serde(default)]
    pub outgoing: Option<Transport>,
    /// Folder of per-recipient Maildirs written when outgoing = "maildir".
    #[serde(default)]
    pub maildir_out: Option<PathBuf>,
    /// Address told about undeliverable players and held rulings (optional).
    #[serde(default)]
    pub gm_notify: Option<String>,
}

fn default_gm_name() -> String {
    "Rome GM".to_string()
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImapSection {
    pub host: String,
    pub port: u16,
    #[serde(default = "default_security")]
    pub security: String,
    pub user: String,
    /// Name of the environment variable that holds the password.
    pub password_env: String,
    #[serde(default = "default_mailbox")]
    pub mailbox: String,
    /// Polling interval when the server has no IDLE.
    #[serde(default = "default_poll")]
    pub poll_seconds: u64,
    /// Polling interval in milliseconds (overrides poll_seconds; may be below one second).
    #[serde(default)]
    pub poll_millis: Option<u64>,
    /// Use IDLE when the server offers it (default true); false: always poll.
    #[serde(default = "default_true")]
    pub idle: bool,
}

fn default_true() -> bool {
    true
}

/// The shortest polling interval allowed (`imap.poll_millis`).
pub const MIN_POLL_MILLIS: u64 = 20;

fn default_security() -> String {
    "tls".to_string()
}
fn default_mailbox() -> String {
    "INBOX".to_string()
}
fn default_poll() -> u64 {
    30
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpSection {
    pub host: String,
    pub port: u16,
    #[serde(default = "default_security")]
    pub security: String,
    #[serde(default)]
    pub user: Option<String>,
    #[serde(default)]
    pub password_env: Option<String>,
    /// Mails in flight at once (one SMTP connection each).
    #[serde(default = "default_connections")]
    pub connections: usize,
    /// Issue 22, point 6: every mail also goes to `mail.gm_address` (one more envelope
    /// recipient of the same SMTP transaction, marked by a tagged header), so that a mail in
    /// doubt after a crash is looked up in the GM's mailbox (IMAP) before it is sent again, and
    /// the GM keeps a record of everything sent. Default true; only with IMAP intake.
    #[serde(default = "default_true")]
    pub copy_to_gm: bool,
    /// How long a mail in doubt is looked for in the GM's mailbox (from the start of its cut
    /// transaction) before it is sent again (default 60; 1 to 3600).
    #[serde(default = "default_copy_wait")]
    pub copy_wait_seconds: u64,
}

/// Issue 22, point 6: the default of `smtp.copy_wait_seconds`.
pub const DEFAULT_COPY_WAIT_SECONDS: u64 = 60;

fn default_copy_wait() -> u64 {
    DEFAULT_COPY_WAIT_SECONDS
}

/// Mails in flight at once by default (`smtp.connections`): one, so that the next mail starts
/// only once the previous one's acceptance is recorded and at most one mail is ever in doubt at
/// a crash (issue 22, point 6). More connections send a large backlog faster.
pub const DEFAULT_SEND_CONNECTIONS: usize = 1;

fn default_connections() -> usize {
    DEFAULT_SEND_CONNECTIONS
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundsConfig {
    /// Length of a round, from the call for orders to the deadline.
    #[serde(default = "default_hours")]
    pub hours: f64,
    /// A reminder goes this long before the deadline to those who still owe.
    #[serde(default = "default_reminder")]
    pub reminder_hours: f64,
    /// Issue 21 §2: a confirmation (and the GM's pause or resumption notice) waits this many
    /// seconds before it is sent; a mail of the same game to the same player written meanwhile
    /// (the next call, when the round resolves) carries it instead. Default 60 (a player's
    /// last answer of a round comes back with the next call, in one mail); 0: sent at once.
    #[serde(default = "default_confirmation_fold")]
    pub confirmation_fold_seconds: f64,
}

fn default_hours() -> f64 {
    48.0
}
fn default_reminder() -> f64 {
    12.0
}
fn default_confirmation_fold() -> f64 {
    60.0
}

impl Default for RoundsConfig {
    fn default() -> Self {
        RoundsConfig {
            hours: default_hours(),
            reminder_hours: default_reminder(),
            confirmation_fold_seconds: default_confirmation_fold(),
        }
    }
}

/// The longest round (and reminder lead) a config may set: one year. Longer would make no game
/// and would overflow the durations derived from it.
pub const MAX_ROUND_HOURS: f64 = 24.0 * 366.0;

/// Hours as a duration, never panicking: negative or NaN is 0, too long is capped.
fn hours_duration(hours: f64) -> jiff::SignedDuration {
    // NaN stays NaN through clamp and is refused by the conversion: 0.
    let hours = hours.clamp(0.0, MAX_ROUND_HOURS);
    jiff::SignedDuration::try_from_secs_f64(hours * 3600.0).unwrap_or(jiff::SignedDuration::ZERO)
}

impl RoundsConfig {
    /// The round length (capped at [`MAX_ROUND_HOURS`]).
    pub fn round_length(&self) -> jiff::SignedDuration {
        hours_duration(self.hours)
    }
    /// The reminder lead (capped at [`MAX_ROUND_HOURS`]).
    pub fn reminder_lead(&self) -> jiff::SignedDuration {
        hours_duration(self.reminder_hours)
    }
    /// Issue 21 §2: how long a confirmation waits to be folded into the next mail (ms; at
    /// most an hour, never negative).
    pub fn confirmation_fold_ms(&self) -> i64 {
        let s = self.confirmation_fold_seconds;
        if s.is_finite() {
            (s.clamp(0.0, 3600.0) * 1000.0) as i64
        } else {
            0
        }
    }
}

impl Config {
    /// Read and validate a config file.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        Self::parse(&text, path)
    }

    pub fn parse(text: &str, path: &Path) -> Result<Config, ConfigError> {
        let cfg: Config = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        cfg.validate()?;
        Ok(cfg)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        match &self.database.url {
            Some(url) if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) => {
                return Err(ConfigError::Invalid(format!(
                    "database.url {url:?}: only postgres:// URLs are supported"
                )));
            }
            Some(url)
                if url.split_once("://").is_some_and(|(_, r)| {
                    r.rsplit_once('@')
                        .is_some_and(|(auth, _)| auth.contains(':'))
                }) =>
            {
                return Err(ConfigError::Invalid(
                    "database.url must not hold the password: set database.password_env".into(),
                ));
            }
            None if self.database.path.as_os_str().is_empty() => {
                return Err(ConfigError::Invalid(
                    "[database] needs path (SQLite) or url (PostgreSQL)".into(),
                ));
            }
            _ => {}
        }
        let addr = &self.mail.gm_address;
        let Some((local, domain)) = addr.split_once('@') else {
            return Err(ConfigError::Invalid(format!(
                "mail.gm_address {addr:?} is not an address"
            )));
        };
        if local.is_empty() || domain.is_empty() || local.contains('+') {
            return Err(ConfigError::Invalid(format!(
                "mail.gm_address {addr:?} must be a plain address without a +tag"
            )));
        }
        // Issue 22: what lettre cannot send is refused here, not by the first mail.
        crate::mail::send::sendable_address(addr)
            .map_err(|e| ConfigError::Invalid(format!("mail.gm_address: {e}")))?;
        crate::mail::send::sendable_name(&self.mail.gm_name)
            .map_err(|e| ConfigError::Invalid(format!("mail.gm_name: {e}")))?;
        if let Some(n) = &self.mail.gm_notify {
            crate::mail::send::sendable_address(n)
                .map_err(|e| ConfigError::Invalid(format!("mail.gm_notify: {e}")))?;
        }
        if let Some(g) = &self.gm {
            crate::mail::send::sendable_address(&g.address)
                .map_err(|e| ConfigError::Invalid(format!("gm.address: {e}")))?;
        }
        match self.intake() {
            Transport::Imap if self.imap.is_none() => {
                return Err(ConfigError::Invalid(
                    "mail intake is imap but there is no [imap] section".into(),
                ));
            }
            Transport::Maildir if self.mail.maildir_in.is_none() => {
                return Err(ConfigError::Invalid(
                    "mail.intake = \"maildir\" needs mail.maildir_in".into(),
                ));
            }
            Transport::Smtp => {
                return Err(ConfigError::Invalid(
                    "mail.intake must be \"imap\" or \"maildir\"".into(),
                ));
            }
            _ => {}
        }
        match self.outgoing() {
            Transport::Smtp if self.smtp.is_none() => {
                return Err(ConfigError::Invalid(
                    "outgoing mail is smtp but there is no [smtp] section".into(),
                ));
            }
            Transport::Maildir if self.mail.maildir_out.is_none() => {
                return Err(ConfigError::Invalid(
                    "mail.outgoing = \"maildir\" needs mail.maildir_out".into(),
                ));
            }
            Transport::Imap => {
                return Err(ConfigError::Invalid(
                    "mail.outgoing must be \"smtp\" or \"maildir\"".into(),
                ));
            }
            _ => {}
        }
        if let Some(i) = &self.imap {
            parse_security(&i.security, "imap.security")?;
        }
        if let Some(s) = &self.smtp {
            parse_security(&s.security, "smtp.security")?;
            if s.connections == 0 || s.connections > 64 {
                return Err(ConfigError::Invalid(
                    "smtp.connections must be 1..=64".into(),
                ));
            }
            if s.copy_wait_seconds == 0 || s.copy_wait_seconds > 3600 {
                return Err(ConfigError::Invalid(
                    "smtp.copy_wait_seconds must be 1..=3600".into(),
                ));
            }
        }
        if !self.rounds.hours.is_finite() || self.rounds.hours <= 0.0 {
            return Err(ConfigError::Invalid("rounds.hours must be > 0".into()));
        }
        if self.rounds.hours > MAX_ROUND_HOURS {
            return Err(ConfigError::Invalid(format!(
                "rounds.hours must be at most {MAX_ROUND_HOURS} (one year)"
            )));
        }
        if !self.rounds.reminder_hours.is_finite()
            || self.rounds.reminder_hours < 0.0
            || self.rounds.reminder_hours >= self.rounds.hours
        {
            return Err(ConfigError::Invalid(
                "rounds.reminder_hours must be >= 0 and less than rounds.hours".into(),
            ));
        }
        Ok(())
    }

    pub fn intake(&self) -> Transport {
        self.mail.intake.unwrap_or(Transport::Imap)
    }

    pub fn outgoing(&self) -> Transport {
        self.mail.outgoing.unwrap_or(Transport::Smtp)
    }

    /// The IMAP settings with the password read from the environment (binary edge only).
    pub fn imap_config(&self, password: Option<String>) -> Result<ImapConfig, ConfigError> {
        let i = self
            .imap
            .as_ref()
            .ok_or_else(|| ConfigError::Invalid("no [imap] section".into()))?;
        let password = password.ok_or_else(|| {
            ConfigError::Invalid(format!(
                "environment variable {} (imap.password_env) is not set",
                i.password_env
            ))
        })?;
        Ok(ImapConfig {
            host: i.host.clone(),
            port: i.port,
            security: parse_security(&i.security, "imap.security")?,
            user: i.user.clone(),
            password,
            mailbox: i.mailbox.clone(),
            poll_interval: match i.poll_millis {
                Some(ms) => std::time::Duration::from_millis(ms.max(MIN_POLL_MILLIS)),
                None => std::time::Duration::from_secs(i.poll_seconds.max(1)),
            },
        })
    }

    /// Whether IMAP intake uses IDLE (`imap.idle`, default true).
    pub fn imap_idle(&self) -> bool {
        self.imap.as_ref().is_none_or(|i| i.idle)
    }

    /// Issue 22, point 6: how long a mail in doubt is looked for in the GM's mailbox, when
    /// every mail carries a copy there (`smtp.copy_to_gm`, SMTP sending and IMAP intake); `None`
    /// when mails carry no copy.
    pub fn copy_wait(&self) -> Option<std::time::Duration> {
        match (self.outgoing(), self.intake(), &self.smtp) {
            (Transport::Smtp, Transport::Imap, Some(s)) if s.copy_to_gm => {
                Some(std::time::Duration::from_secs(s.copy_wait_seconds))
            }
            _ => None,
        }
    }

    /// Mails the sender keeps in flight (`smtp.connections`; 1 for Maildir delivery).
    pub fn send_connections(&self) -> usize {
        match (self.outgoing(), &self.smtp) {
            (Transport::Smtp, Some(s)) => s.connections,
            _ => 1,
        }
    }

    /// The SMTP settings; `password` is the value of smtp.password_env if set.
    pub fn smtp_config(&self, password: Option<String>) -> Result<SmtpConfig, ConfigError> {
        let s = self
            .smtp
            .as_ref()
            .ok_or_else(|| ConfigError::Invalid("no [smtp] section".into()))?;
        if s.user.is_some() && password.is_none() {
            return Err(ConfigError::Invalid(format!(
                "smtp.user is set but the password variable {} is not",
                s.password_env
                    .as_deref()
                    .unwrap_or("(smtp.password_env missing)")
            )));
        }
        Ok(SmtpConfig {
            host: s.host.clone(),
            port: s.port,
            security: parse_security(&s.security, "smtp.security")?,
            user: s.user.clone(),
            password,
            helo_name: None,
        })
    }
}

fn parse_security(s: &str, key: &str) -> Result<Security, ConfigError> {
    s.parse::<Security>().map_err(|_| {
        ConfigError::Invalid(format!(
            "{key} = {s:?}: expected \"none\", \"starttls\" or \"tls\""
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = include_str!("../config.example.toml");

    /// Issue 26: `database.url` names PostgreSQL; its password comes from `password_env`, put
    /// in percent-encoded, never written in the URL (refused there).
    #[test]
    fn a_postgres_url_takes_its_password_from_the_environment() {
        let with = |db: &str| EXAMPLE.replacen("path = \"rorgm.sqlite\"", db, 1);
        let cfg = Config::parse(
            &with("url = \"postgres://rorgm@db.example.test:5432/rorgm\"\npassword_env = \"RORGM_T26_PW\""),
            Path::new("t.toml"),
        )
        .unwrap();
        // SAFETY: the variable is read only by this test.
        unsafe { std::env::set_var("RORGM_T26_PW", "p@ss w:rd") };
        let loc = cfg.database.location().unwrap();
        assert_eq!(
            loc.to_str(),
            Some("postgres://rorgm:p%40ss%20w%3Ard@db.example.test:5432/rorgm")
        );
        let refused = Config::parse(
            &with("url = \"postgres://rorgm:secret@db.example.test/rorgm\""),
            Path::new("t.toml"),
        );
        assert!(refused.is_err(), "a password in the URL is refused");
        let sqlite = Config::parse(EXAMPLE, Path::new("t.toml")).unwrap();
        assert_eq!(
            sqlite.database.location().unwrap(),
            PathBuf::from("rorgm.sqlite")
        );
    }

    #[test]
    fn example_config_parses() {
        let cfg = Config::parse(EXAMPLE, Path::new("config.example.toml")).unwrap();
        assert_eq!(cfg.mail.gm_address, "gm@example.test");
        assert_eq!(cfg.imap.as_ref().unwrap().port, 1143);
        assert_eq!(cfg.smtp.as_ref().unwrap().port, 2525);
        assert_eq!(cfg.rounds.hours, 48.0);
        assert_eq!(cfg.auth.dkim, DkimMode::Off);
        assert_eq!(cfg.storage.prune_sent_bodies_days, 0);
        assert_eq!(cfg.storage.compress_sent_after_hours, 24);
        assert!(cfg.imap_idle());
        assert_eq!(cfg.send_connections(), 1);
        // Issue 22, point 6: mails carry the GM's copy by default.
        assert_eq!(
            cfg.copy_wait(),
            Some(std::time::Duration::from_secs(DEFAULT_COPY_WAIT_SECONDS))
        );
    }

    #[test]
    fn copies_can_be_switched_off_and_the_wait_is_bounded() {
        let off = EXAMPLE.replacen("\n[smtp]\n", "\n[smtp]\ncopy_to_gm = false\n", 1);
        let cfg = Config::parse(&off, Path::new("x.toml")).unwrap();
        assert_eq!(cfg.copy_wait(), None);
        let wait = EXAMPLE.replacen("\n[smtp]\n", "\n[smtp]\ncopy_wait_seconds = 5\n", 1);
        let cfg = Config::parse(&wait, Path::new("x.toml")).unwrap();
        assert_eq!(cfg.copy_wait(), Some(std::time::Duration::from_secs(5)));
        for bad in ["0", "3601"] {
            let text = EXAMPLE.replacen(
                "\n[smtp]\n",
                &format!("\n[smtp]\ncopy_wait_seconds = {bad}\n"),
                1,
            );
            let err = Config::parse(&text, Path::new("x.toml")).unwrap_err();
            assert!(err.to_string().contains("copy_wait_seconds"), "{err}");
        }
    }

    #[test]
    fn fast_polling_and_no_idle() {
        let text = EXAMPLE.replacen(
            "poll_seconds = 30",
            "poll_seconds = 30\npoll_millis = 100\nidle = false",
            1,
        );
        assert!(text.contains("poll_millis = 100"));
        let cfg = Config::parse(&text, Path::new("x.toml")).unwrap();
        assert!(!cfg.imap_idle());
        let icfg = cfg.imap_config(Some("pw".into())).unwrap();
        assert_eq!(icfg.poll_interval, std::time::Duration::from_millis(100));
    }

    #[test]
    fn auth_dkim_is_read_and_checked() {
        let cfg = EXAMPLE.replacen("dkim = \"off\"", "dkim = \"require\"", 1);
        let cfg = Config::parse(&cfg, Path::new("x.toml")).unwrap();
        assert_eq!(cfg.auth.dkim, DkimMode::Require);
        let bad = EXAMPLE.replacen("dkim = \"off\"", "dkim = \"strict\"", 1);
        let err = Config::parse(&bad, Path::new("x.toml")).unwrap_err();
        assert!(err.to_string().contains("strict"), "{err}");
        let none = EXAMPLE
            .replacen("[auth]", "", 1)
            .replacen("dkim = \"off\"", "", 1);
        let cfg = Config::parse(&none, Path::new("x.toml")).unwrap();
        assert_eq!(cfg.auth.dkim, DkimMode::Off);
    }

    #[test]
    fn bad_security_is_named() {
        let bad = EXAMPLE.replacen("security = \"none\"", "security = \"ssl\"", 1);
        let err = Config::parse(&bad, Path::new("x.toml")).unwrap_err();
        assert!(err.to_string().contains("imap.security"), "{err}");
    }

    /// Issue 21 §2: a config that does not name `confirmation_fold_seconds` folds a player's
    /// confirmation into his next mail of the minute (60 s), as config.example.toml does; 0 in
    /// the file sends it at once.
    #[test]
    fn confirmations_wait_a_minute_unless_the_config_says_otherwise() {
        assert!(EXAMPLE.contains("confirmation_fold_seconds = 60"));
        let unnamed = EXAMPLE.replacen("confirmation_fold_seconds = 60", "", 1);
        let cfg = Config::parse(&unnamed, Path::new("x.toml")).unwrap();
        assert_eq!(cfg.rounds.confirmation_fold_ms(), 60_000);
        assert_eq!(RoundsConfig::default().confirmation_fold_ms(), 60_000);
        let at_once = EXAMPLE.replacen(
            "confirmation_fold_seconds = 60",
            "confirmation_fold_seconds = 0",
            1,
        );
        let cfg = Config::parse(&at_once, Path::new("x.toml")).unwrap();
        assert_eq!(cfg.rounds.confirmation_fold_ms(), 0);
    }

    /// Found by `rorgm fuzz --target config`: a huge round length passed validation and made
    /// `round_length()` panic in the duration conversion.
    #[test]
    fn huge_round_length_is_refused_and_never_panics() {
        let huge = EXAMPLE.replacen("hours = 48", "hours = 18446744073709551615", 1);
        assert!(huge.contains("hours = 18446744073709551615"));
        let err = Config::parse(&huge, Path::new("x.toml")).unwrap_err();
        assert!(err.to_string().contains("at most"), "{err}");
        let year = EXAMPLE.replacen("hours = 48", "hours = 8784", 1);
        let cfg = Config::parse(&year, Path::new("x.toml")).unwrap();
        assert_eq!(cfg.rounds.round_length().as_hours(), 8784);
        let r = RoundsConfig {
            hours: 1e300,
            reminder_hours: f64::INFINITY,
            confirmation_fold_seconds: f64::NAN,
        };
        assert_eq!(r.round_length().as_hours(), 8784);
        assert_eq!(r.confirmation_fold_ms(), 0);
        assert_eq!(r.reminder_lead().as_hours(), 8784);
        let r = RoundsConfig {
            hours: f64::NAN,
            reminder_hours: -5.0,
            confirmation_fold_seconds: -5.0,
        };
        assert_eq!(r.confirmation_fold_ms(), 0);
        assert_eq!(r.round_length(), jiff::SignedDuration::ZERO);
        assert_eq!(r.reminder_lead(), jiff::SignedDuration::ZERO);
    }

    #[test]
    fn unknown_key_is_rejected() {
        let bad = format!("{EXAMPLE}\n[extra]\nx = 1\n");
        assert!(Config::parse(&bad, Path::new("x.toml")).is_err());
    }
}
