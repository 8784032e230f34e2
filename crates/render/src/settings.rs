//! A player's mail settings as the confirmation says them (issue 10: `TIMEZONE`, `MAIL
//! DIGEST|EVERY`).

/// What a setting line did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingNote {
    /// `TIMEZONE UTC`: deadlines in UTC alone.
    TimezoneUtc,
    /// `TIMEZONE <zone>` taken, by its canonical name.
    Timezone(String),
    /// `TIMEZONE <zone>` refused: the zone as written, why, and the setting kept (none: UTC).
    TimezoneRefused {
        zone: String,
        why: String,
        kept: Option<String>,
    },
    /// `MAIL DIGEST`.
    Digest,
    /// `MAIL EVERY`.
    Every,
}

/// The confirmation's line for a setting.
pub fn setting_words(n: &SettingNote) -> String {
    match n {
        SettingNote::TimezoneUtc => "TIMEZONE: deadlines are shown in UTC alone from now on.".into(),
        SettingNote::Timezone(name) => {
            format!("TIMEZONE: deadlines are shown in UTC and in {name} time from now on.")
        }
        SettingNote::TimezoneRefused { zone, why, kept } => format!(
            "TIMEZONE {zone} WAS NOT ACCEPTED: {why} Your setting is unchanged ({}).",
            kept.as_deref().unwrap_or("UTC alone")
        ),
        SettingNote::Digest => "MAIL DIGEST: from now on no mail comes for news alone: the news of each phase comes with your first call for orders after its end, and every call shows the State of the Republic. MAIL EVERY undoes it."
            .into(),
        SettingNote::Every => "MAIL EVERY: from now on every mail the GM sends you opens with the news since your last one."
            .into(),
    }
}
