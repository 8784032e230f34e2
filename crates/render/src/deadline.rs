//! Deadlines in words (issue 10): in UTC to the second, and in the player's own time zone
//! (`TIMEZONE Europe/Rome`, an IANA name kept per player).
//!
//! The IANA database: the system's (`/usr/share/zoneinfo`) when present, else the copy jiff
//! bundles into the binary (feature `tzdb-bundle-always`), so a fresh machine without the
//! `tzdata` package still knows every zone.

use jiff::Timestamp;
use jiff::tz::{TimeZone, TimeZoneDatabase};

/// The deadline when no round runs one.
pub fn none() -> String {
    "none".to_string()
}

/// The time zone of an IANA name, or why not.
pub fn zone(name: &str) -> Result<TimeZone, String> {
    let name = name.trim();
    let ok_chars = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '_' | '-' | '+'));
    if name.is_empty() || name.len() > 64 || !ok_chars || name.contains("..") {
        return Err(format!(
            "\"{name}\" is not a time zone name. Use an IANA name such as Europe/Rome, America/New_York or UTC."
        ));
    }
    jiff::tz::db()
        .get(name)
        .or_else(|_| TimeZoneDatabase::bundled().get(name))
        .map_err(|_| {
            format!(
                "\"{name}\" is not a known time zone. Use an IANA name such as Europe/Rome, America/New_York or UTC."
            )
        })
}

/// Issue 25 §2: the start of a calendar day in a player's time zone (UTC when none or an
/// unknown one), as unix ms; None when the date is no date.
pub fn day_start_ms(year: i16, month: i8, day: i8, timezone: Option<&str>) -> Option<i64> {
    let tz = timezone.and_then(|z| zone(z).ok()).unwrap_or(TimeZone::UTC);
    let date = jiff::civil::Date::new(year, month, day).ok()?;
    let z = date.to_zoned(tz).ok()?;
    Some(z.timestamp().as_millisecond())
}

/// The canonical spelling of a zone name (as the database has it), or why not.
pub fn zone_name(name: &str) -> Result<String, String> {
    let tz = zone(name)?;
    Ok(tz.iana_name().unwrap_or(name.trim()).to_string())
}

fn at(ms: i64) -> Timestamp {
    Timestamp::from_millisecond(ms).unwrap_or(Timestamp::UNIX_EPOCH)
}

/// "2026-11-25 12:18:05 UTC", to the second.
pub fn utc(ms: i64) -> String {
    at(ms).strftime("%Y-%m-%d %H:%M:%S UTC").to_string()
}

/// "12:18:05 UTC", for subjects.
pub fn utc_time(ms: i64) -> String {
    at(ms).strftime("%H:%M:%S UTC").to_string()
}

/// Issue 21 §4: a due time for one player's Subject: "12:18:05 UTC", then, with TIMEZONE set,
/// the player's own time ("12:18:05 UTC = 13:18 CET").
pub fn subject_time(ms: i64, timezone: Option<&str>) -> String {
    let utc_text = utc_time(ms);
    match timezone.map(zone) {
        Some(Ok(tz)) => {
            let local = at(ms).to_zoned(tz);
            format!("{utc_text} = {}", local.strftime("%H:%M %Z"))
        }
        _ => utc_text,
    }
}

/// A deadline for one player: UTC to the second, then the player's own time if they set a zone
/// ("2026-11-25 12:18:05 UTC (Wednesday 25 November, 13:18:05 in Europe/Rome, CET)").
pub fn for_player(ms: i64, timezone: Option<&str>) -> String {
    let utc_text = utc(ms);
    let Some(name) = timezone else {
        return utc_text;
    };
    match zone(name) {
        Ok(tz) => {
            let local = at(ms).to_zoned(tz);
            format!(
                "{utc_text} ({}, {} in {name}, {})",
                local.strftime("%A %-d %B"),
                local.strftime("%H:%M:%S"),
                local.strftime("%Z")
            )
        }
        Err(_) => utc_text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 10: a deadline to the second in UTC and in the player's zone; summer time counts.
    #[test]
    fn deadline_in_utc_and_the_players_zone() {
        let ms = Timestamp::from_second(1_795_609_085)
            .unwrap()
            .as_millisecond(); // 2026-11-25 12:18:05Z
        assert_eq!(utc(ms), "2026-11-25 12:18:05 UTC");
        assert_eq!(utc_time(ms), "12:18:05 UTC");
        assert_eq!(
            for_player(ms, Some("Europe/Rome")),
            "2026-11-25 12:18:05 UTC (Wednesday 25 November, 13:18:05 in Europe/Rome, CET)"
        );
        let july = Timestamp::from_second(1_784_204_285)
            .unwrap()
            .as_millisecond(); // 2026-07-16 12:18:05Z
        assert!(
            for_player(july, Some("Europe/Rome")).contains("14:18:05 in Europe/Rome, CEST"),
            "{}",
            for_player(july, Some("Europe/Rome"))
        );
        assert_eq!(for_player(ms, None), "2026-11-25 12:18:05 UTC");
    }

    /// Issue 10: an unknown name is refused with a clear error; the bundled database alone
    /// knows the zones (a machine without /usr/share/zoneinfo).
    #[test]
    fn unknown_zone_refused_and_bundled_database_works() {
        let e = zone("Europe/Atlantis").unwrap_err();
        assert!(
            e.contains("not a known time zone") && e.contains("Europe/Rome"),
            "{e}"
        );
        assert!(zone("../../etc/passwd").is_err());
        assert!(zone("").is_err());
        assert_eq!(
            zone_name("europe/rome").ok().as_deref(),
            Some("Europe/Rome")
        );
        let db = TimeZoneDatabase::bundled();
        assert!(
            db.get("Europe/Rome").is_ok(),
            "the bundled tzdb has Europe/Rome"
        );
        assert!(db.get("America/New_York").is_ok());
    }
}
