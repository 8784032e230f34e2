//! The mails the server writes to the GM's own address (`mail.gm_notify`) from the shell's
//! steps: a player who seems unreachable, a mail set aside, an unsigned mail accepted, sending
//! restored after an outage. Each is a Subject and a body.

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
