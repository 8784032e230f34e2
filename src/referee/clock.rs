//! Time, behind a trait so tests can drive it (DESIGN.md "Time").

use std::sync::{Arc, Mutex};

use jiff::Timestamp;

/// A source of the current instant (UTC).
pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now(&self) -> Timestamp;
}

/// The system clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        Timestamp::now()
    }
}

/// A clock that only moves when told (tests, the demo).
#[derive(Debug, Clone)]
pub struct ManualClock {
    now: Arc<Mutex<Timestamp>>,
}

impl ManualClock {
    pub fn new(start: Timestamp) -> ManualClock {
        ManualClock {
            now: Arc::new(Mutex::new(start)),
        }
    }

    /// Move the clock forward.
    pub fn advance(&self, by: jiff::SignedDuration) {
        let mut guard = match self.now.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        *guard = guard.checked_add(by).unwrap_or(*guard);
    }

    pub fn set(&self, to: Timestamp) {
        let mut guard = match self.now.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        *guard = to;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        match self.now.lock() {
            Ok(g) => *g,
            Err(poisoned) => *poisoned.into_inner(),
        }
    }
}

/// Milliseconds since the Unix epoch.
pub fn ms(t: Timestamp) -> i64 {
    t.as_millisecond()
}

/// A timestamp from milliseconds (saturating at the representable range).
pub fn from_ms(ms: i64) -> Timestamp {
    Timestamp::from_millisecond(ms).unwrap_or(Timestamp::UNIX_EPOCH)
}

/// Human form used in mails, to the second (issue 10): "2026-11-24 18:00:05"; the mails add
/// "UTC" (deadlines for a player: `render::deadline::for_player`).
pub fn show(t: Timestamp) -> String {
    t.strftime("%Y-%m-%d %H:%M:%S").to_string()
}
