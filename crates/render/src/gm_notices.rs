//! The mails the server writes to the GM (issue 23 point 1: the referee writes no words): to
//! `mail.gm_notify`, a player who seems unreachable, a mail set aside, an unsigned mail
//! accepted, sending restored, `rorgm serve` failing and recovered, rulings awaiting approval
//! (each a Subject and a body); to the GM's command mails, the reply for each command
//! (`CommandDone`, `CommandNeeds`).

/// Three of a player's mails bounced.
pub fn unreachable(game_id: &str, to: &str) -> (String, String) {
    (
        format!("rorgm: {to} seems unreachable"),
        format!(
            "Three mails of game {game_id} to {to} have bounced; the player may be unreachable. \
             Consider `rorgm game replace` or `rorgm game extend`."
        ),
    )
}

/// Why a mail was set aside unread: its intake stopped the server `interrupted` times.
pub fn set_aside_why(interrupted: i64, bytes: usize) -> String {
    format!(
        "its intake was cut short {interrupted} times: the server stopped while reading \
         it. It was set aside unread ({bytes} bytes); the mails behind it are taken in."
    )
}

/// A mail without a valid aligned DKIM signature accepted (`dkim = prefer`).
pub fn unsigned_accepted(
    game: &str,
    faction: u8,
    name: &str,
    addr: &str,
    key: &str,
    why: &str,
) -> (String, String) {
    (
        format!("rorgm: unsigned mail from faction {faction} of game {game}"),
        format!(
            "A mail of game {game} from faction {faction}, {name} <{addr}> (mail key {key}), \
             has no valid DKIM signature aligned with the sender's domain:\n  {why}\n\n\
             It was accepted, since the DKIM setting for this player is \"prefer\". If the \
             player did not send it, someone who knows the player's reply address is writing \
             in the player's name: consider `rorgm game auth {game} --faction {faction} \
             --dkim require` and `rorgm game rollback`.\n"
        ),
    )
}

/// Sending works again after an outage (times in UTC, durations in words).
pub fn sending_restored(
    since: &str,
    now: &str,
    down_for: &str,
    waited: i64,
    last_error: &str,
) -> (String, String) {
    (
        format!("rorgm: sending works again after {down_for}"),
        format!(
            "The mail server could not be reached from {since} to {now} (UTC): {down_for}.\n\
             {waited} mails waited in the outbox; they are being sent now, oldest first.\n\
             Rounds whose calls for orders waited get their deadlines extended by the wait.\n\
             Last error: {last_error}\n"
        ),
    )
}

/// Approval mode: the players' mails of a step wait for the GM. `held`: each ruling's number,
/// rule ID and text; `due`: when they go out as ruled (UTC).
pub fn approval_waiting(
    game: &str,
    held: &[(usize, String, String)],
    due: &str,
) -> (String, String) {
    let mut body = format!(
        "Game {game} is in approval mode. The players' mails of this step wait for you:\n\n"
    );
    for (number, rule, text) in held {
        body.push_str(&format!("  {number}. [{rule}] {text}\n"));
    }
    let first = held.first().map_or(0, |e| e.0);
    body.push_str(&format!(
        "\nApprove: rorgm gm approve {game} {first}   (or mail APPROVE {game} {first} to \
         your command address)\nOverrule: rorgm gm overrule {game} {first} --reason \
         \"...\" (the players then get the corrected outcome only)\n\nWithout an \
         answer they go out as ruled at {due} UTC.\n"
    ));
    (
        format!("rorgm: game {game}, a ruling awaits your approval"),
        body,
    )
}

/// A mail set aside unread (the poison guard, or a fault reading it).
pub fn set_aside(key: &str, error: &str) -> (String, String) {
    (
        format!("rorgm: a mail could not be taken in ({key})"),
        format!(
            "The mail {key} was set aside and will not be read again:\n{error}\n\n\
             It stays in the mailbox; read it there if it matters.\n"
        ),
    )
}

/// Every pass of `rorgm serve` fails: since when (UTC), how often, the longest pause between
/// tries (minutes), the first and the last error.
pub fn serve_failing(
    since: &str,
    failures: u32,
    max_pause_minutes: u64,
    first_error: &str,
    last_error: &str,
) -> (String, String) {
    (
        "rorgm: the server is failing and retrying".into(),
        format!(
            "Since {since} UTC every pass of `rorgm serve` has failed ({failures} times so far); it \
             keeps retrying, pausing up to {max_pause_minutes} minutes. No mail is lost: unread mail \
             stays in the mailbox.\n\nFirst error: {first_error}\nLast error: {last_error}\n"
        ),
    )
}

/// `rorgm serve` works again after `failures` failed passes (times UTC).
pub fn serve_recovered(
    failures: u32,
    since: &str,
    now: &str,
    last_error: &str,
) -> (String, String) {
    (
        "rorgm: the server works again".into(),
        format!(
            "`rorgm serve` failed {failures} times in a row from {since} UTC and works again \
             since {now} UTC.\nLast error: {last_error}\n"
        ),
    )
}

/// A mail came to the GM's command address from another sender: the Subject and the body
/// of what the GM is told.
pub fn command_from_stranger(from: Option<&str>) -> (String, String) {
    (
        "A mail to your command address was refused".into(),
        format!(
            "A mail came to your secret command address from {}; it was not read. If \
             that was not you, the address has leaked: change the token.",
            from.unwrap_or("(no single sender)")
        ),
    )
}

/// What a command line lacks.
pub enum CommandNeeds<'a> {
    /// A game id after the keyword.
    Game(&'a str),
    /// A faction number after the keyword.
    Faction(&'a str),
    /// EXTEND's hours.
    Hours,
    /// OBSERVER's ADD or REMOVE and address.
    ObserverAddress,
    /// APPROVE's ruling number.
    RulingNumber,
}

/// Why a command line was not carried out.
pub fn command_needs(n: &CommandNeeds<'_>) -> String {
    match n {
        CommandNeeds::Game(kw) => format!("{kw} needs a game id (g and 6 letters or digits)"),
        CommandNeeds::Faction(kw) => format!("{kw} needs a faction number (1 = the first player)"),
        CommandNeeds::Hours => "EXTEND needs the hours to add, e.g. EXTEND g1a2b3c 24".into(),
        CommandNeeds::ObserverAddress => "OBSERVER needs ADD or REMOVE and an address".into(),
        CommandNeeds::RulingNumber => {
            "APPROVE needs the ruling's number, e.g. APPROVE g1a2b3c 3".into()
        }
    }
}

/// What a command did, for the GM's reply.
pub enum CommandDone<'a> {
    /// PAUSE, with the time left to the deadline.
    Paused { game: &'a str, left: &'a str },
    /// RESUME, with the new deadline (UTC) if one runs.
    Resumed {
        game: &'a str,
        deadline: Option<&'a str>,
    },
    /// EXTEND, with the new deadline (UTC).
    Extended { game: &'a str, deadline: &'a str },
    /// BOT (`bot`) or HUMAN; `changed`: it was not so already.
    Bot {
        game: &'a str,
        faction: u8,
        bot: bool,
        changed: bool,
    },
    /// OBSERVER ADD (`add`) or REMOVE; `changed`: it was not so already.
    Observer {
        game: &'a str,
        address: &'a str,
        add: bool,
        changed: bool,
    },
    /// CANCEL.
    Cancelled { game: &'a str },
    /// APPROVE: the ruling, its rule, how many mails go out now.
    Approved {
        game: &'a str,
        number: usize,
        rule: &'a str,
        released: u64,
    },
    /// LIST with no game.
    NoGames,
    /// A command carried out before the server stopped, whose answer was not kept.
    DoneUnanswered,
    /// A mail with no command in it.
    NoCommand,
}

/// The GM's reply for a command.
pub fn command_done(d: &CommandDone<'_>) -> String {
    match d {
        CommandDone::Paused { game: g, left } => {
            format!("Game {g} is paused ({left} left to the deadline); the players are told.")
        }
        CommandDone::Resumed {
            game: g,
            deadline: Some(d),
        } => format!("Game {g} resumed; the deadline is {d} UTC; the players are told."),
        CommandDone::Resumed {
            game: g,
            deadline: None,
        } => format!("Game {g} resumed; the players are told."),
        CommandDone::Extended { game: g, deadline } => {
            format!("The deadline of game {g} is now {deadline} UTC; the players are told.")
        }
        CommandDone::Bot {
            game: g,
            faction: f,
            bot,
            changed,
        } => match (bot, changed) {
            (true, true) => format!("A bot now plays Faction {f} of game {g}."),
            (true, false) => format!("A bot already played Faction {f} of game {g}."),
            (false, true) => format!("Faction {f} of game {g} is its human's again."),
            (false, false) => format!("No bot played Faction {f} of game {g}."),
        },
        CommandDone::Observer {
            game: g,
            address: a,
            add,
            changed,
        } => match (add, changed) {
            (true, true) => format!("{a} now observes game {g} (public announcements only)."),
            (true, false) => format!("{a} already observed game {g}."),
            (false, true) => format!("{a} no longer observes game {g}."),
            (false, false) => format!("{a} did not observe game {g}."),
        },
        CommandDone::Cancelled { game: g } => {
            format!("Game {g} is cancelled; the players are told.")
        }
        CommandDone::Approved {
            game: g,
            number: n,
            rule,
            released,
        } => format!(
            "Ruling {n} ({rule}) of game {g} is approved; {released} mail(s) to the players go out{}.",
            if *released == 0 {
                " when the earlier rulings awaiting approval are decided"
            } else {
                " now"
            }
        ),
        CommandDone::NoGames => "No games.".into(),
        CommandDone::DoneUnanswered => "Done (the server stopped before it could answer).".into(),
        CommandDone::NoCommand => {
            "No command was found in your mail. Commands: PAUSE, RESUME, EXTEND, BOT, \
             HUMAN, OBSERVER, CANCEL, APPROVE, LIST (one per line)."
                .into()
        }
    }
}

/// A line of the GM's LIST: a game, its scenario, round and status.
pub fn list_line(
    game: &str,
    scenario: &str,
    round: impl std::fmt::Display,
    status: &str,
) -> String {
    format!("{game}: {scenario} scenario, round {round}, {status}")
}

/// A command line not carried out, with why.
pub fn not_done(why: &str) -> String {
    format!("NOT DONE: {why}")
}

/// Issue 26: a GM command mail naming games that different referees step is carried out by
/// the referee of the first game it names; a line for another referee's game is not.
pub fn another_referees_game(game: &str) -> String {
    not_done(&format!(
        "game {game} is stepped by another referee of this server than the game your mail \
         names first; send its commands again in a mail of their own."
    ))
}

/// Issue 25 §2: a player declared an absence (`ABSENT UNTIL`): until when (UTC), and whether the
/// mails still go to the player (`faction` as the players number it, from 1).
pub fn absent(
    game: &str,
    faction: rules::FactionId,
    name: &str,
    until: &str,
    mail: bool,
) -> (String, String) {
    (
        format!("rorgm: faction {faction} of game {game} is away until {until}"),
        format!(
            "{name}, faction {faction} of game {game}, is away until {until}. Meanwhile the \
             faction's standing orders and Default Moves answer for it as soon as a round opens \
             (no lateness); the other players read only that it is answered by its defaults. {}\n",
            if mail {
                "The player's mails still go out (ABSENT ... MAIL)."
            } else {
                "The player's mails are held and go out as one mail on the return."
            }
        ),
    )
}

/// Issue 25 §2: the game's option granted an absent player his one deadline extension.
pub fn absence_extended(
    game: &str,
    faction: rules::FactionId,
    name: &str,
    hours: u32,
    deadline: &str,
) -> (String, String) {
    (
        format!("rorgm: the deadline of game {game} is extended for an absence"),
        format!(
            "{name}, faction {faction} of game {game}, is away and owes orders: the game's option \
             absent-extension extends the round's deadline once for this absence, by {hours} \
             hours, to {deadline}. The players were told; if no orders come by then, the \
             faction's Default Moves answer as at any deadline.\n"
        ),
    )
}

/// Issue 25 §2: an absence is over: the player wrote BACK (`by_back`), or its date came.
pub fn back(game: &str, faction: rules::FactionId, name: &str, by_back: bool) -> (String, String) {
    (
        format!("rorgm: faction {faction} of game {game} is back"),
        format!(
            "{name}, faction {faction} of game {game}, is back ({}); calls for orders go to the \
             player again.\n",
            if by_back {
                "the player wrote BACK"
            } else {
                "the declared date came"
            }
        ),
    )
}
