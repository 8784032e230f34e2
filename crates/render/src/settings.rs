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
    /// Issue 25 §2: `ABSENT UNTIL <date> [MAIL]` taken: the end in the player's words
    /// (`deadline::for_player`), and whether the mails still come.
    Absent { until: String, mail: bool },
    /// Issue 25 §2: `ABSENT UNTIL <date>` refused: the date as written, why, and the absence kept
    /// (its end in the player's words; None: not absent).
    AbsentRefused {
        date: String,
        why: AbsentRefusal,
        kept: Option<String>,
    },
    /// Issue 25 §2: `BACK`: the absence is over (`held`: mails were held and come with this one).
    Back { held: bool },
    /// Issue 25 §2: `BACK` from a player who was not away.
    BackNotAway,
    /// Issue 25 §3: `PICTURE ON` (true) / `PICTURE OFF` (false); `sent`: the game sends
    /// pictures at the end of each phase.
    Picture { on: bool, sent: bool },
}

/// Issue 25 §2: why an absence's date is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AbsentRefusal {
    /// The date is today or earlier (in the player's time).
    NotAhead,
    /// More than this many days ahead.
    TooFar(u32),
}

/// Issue 25 §2: the confirmation's line after ABSENT in a game whose table options grant an
/// absence one deadline extension.
pub fn absent_extension_note(hours: u32) -> String {
    format!(
        "This game grants an absence one extension of the deadline: the first round you owe while \
         away waits {hours} hours longer for you (the others are told) before your Default Moves \
         answer; the later rounds of your absence are answered by them as they open."
    )
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
        SettingNote::Picture { on: true, sent: true } => "PICTURE ON: the board picture and the status sheet come with your news at the end of each phase."
            .into(),
        SettingNote::Picture { on: true, sent: false } => "PICTURE ON: noted; this game sends no board picture at the end of a phase (the GM chose so). BOARD sends one whenever you ask."
            .into(),
        SettingNote::Picture { on: false, .. } => "PICTURE OFF: no board picture comes with your news at the end of a phase. BOARD still sends one whenever you ask; PICTURE ON undoes it."
            .into(),
        SettingNote::Absent { until, mail: false } => format!(
            "ABSENT: you are away until {until}. Meanwhile your standing orders and the Default \
             Moves answer for you as soon as a round opens, the GM is told, and the other players \
             read only that your faction is answered by its defaults. Your calls and news are held \
             and come as one mail when you are back (at that time, or when you write BACK)."
        ),
        SettingNote::Absent { until, mail: true } => format!(
            "ABSENT: you are away until {until}. Meanwhile your standing orders and the Default \
             Moves answer for you as soon as a round opens, the GM is told, and the other players \
             read only that your faction is answered by its defaults. Your mails still come (MAIL). \
             BACK ends the absence before that time."
        ),
        SettingNote::AbsentRefused { date, why, kept } => format!(
            "ABSENT UNTIL {date} WAS NOT ACCEPTED: {} {}",
            match why {
                AbsentRefusal::NotAhead => "the date must be after today (in your time).".to_string(),
                AbsentRefusal::TooFar(days) => format!(
                    "an absence may last at most {days} days; ask the GM if you will be away longer."
                ),
            },
            match kept {
                Some(u) => format!("You are still away until {u}."),
                None => "You are not away.".to_string(),
            }
        ),
        SettingNote::Back { held: true } => {
            "BACK: welcome back. Your absence is over, and what was held for you comes in this mail.".into()
        }
        SettingNote::Back { held: false } => {
            "BACK: welcome back. Your absence is over; calls for orders come to you again.".into()
        }
        SettingNote::BackNotAway => "BACK: you were not away (ABSENT UNTIL <date> declares an absence).".into(),
    }
}

/// Issue 25 §2: the STATUS line of a player away: the end in the player's words, and whether
/// the mails still come.
pub fn absent_status(until: &str, mail: bool) -> String {
    format!(
        "ABSENT until {until}: your standing orders and the Default Moves answer for you{}. BACK ends it.",
        if mail {
            "; your mails still come"
        } else {
            "; your mails are held until you are back"
        }
    )
}
