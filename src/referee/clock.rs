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

/// Issue 24 §3, the option `no-weekend-deadlines`: a deadline that falls on a Saturday or
/// Sunday in `zone` moves to the Monday after, at the same wall-clock time (an unknown zone
/// name, which `game new` refuses, counts as UTC).
pub fn off_weekend(t: Timestamp, zone: &str) -> Timestamp {
    let tz = jiff::tz::TimeZone::get(zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let local = t.to_zoned(tz);
    let days = match local.weekday() {
        jiff::civil::Weekday::Saturday => 2,
        jiff::civil::Weekday::Sunday => 1,
        _ => return t,
    };
    local
        .checked_add(jiff::Span::new().days(days))
        .map(|z| z.timestamp())
        .unwrap_or(t)
}

#[cfg(test)]
mod weekend_tests {
    use super::*;

    /// Issue 24 §3: Saturday and Sunday deadlines move to Monday at the same local time;
    /// weekdays stay; the zone decides the day.
    #[test]
    fn weekend_deadlines_move_to_monday() {
        let at = |s: &str| s.parse::<Timestamp>().unwrap_or(Timestamp::UNIX_EPOCH);
        // 2026-12-05 is a Saturday.
        let sat = at("2026-12-05T18:00:00Z");
        assert_eq!(off_weekend(sat, "UTC"), at("2026-12-07T18:00:00Z"));
        assert_eq!(
            off_weekend(at("2026-12-06T09:30:00Z"), "UTC"),
            at("2026-12-07T09:30:00Z")
        );
        let fri = at("2026-12-04T18:00:00Z");
        assert_eq!(off_weekend(fri, "UTC"), fri);
        // Friday 23:30 UTC is Saturday 00:30 in Rome: Monday 00:30 Rome time.
        assert_eq!(
            off_weekend(at("2026-12-04T23:30:00Z"), "Europe/Rome"),
            at("2026-12-06T23:30:00Z")
        );
    }
}
