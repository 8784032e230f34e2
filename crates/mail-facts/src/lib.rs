//! What the mail reader finds wrong with a mail, as data (issue 23 point 1: render is the only
//! place that writes the words a player reads). The mail crate finds these facts; render words
//! them for the player; the referee decides who is told. This crate depends on nothing of ours
//! and on no runtime, so both the mail crate and render may use it.
//!
//! The `Display` of [`InboundError`] is for the operator (logs and `rorgm status`), not for
//! players.

/// Mails larger than this are refused (ORDERS.md "Limits").
pub const MAX_MAIL_BYTES: usize = 10 * 1024 * 1024;
/// MIME nesting deeper than this is refused (ORDERS.md "Limits").
pub const MAX_MIME_DEPTH: usize = 20;
/// At most this many multipart or attached-message parts in one mail.
pub const MAX_CONTAINERS: usize = 100;
/// At most this many parts in one mail.
pub const MAX_PARTS: usize = 1_000;

/// Why a raw message could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InboundError {
    #[error("mail too large: {size} bytes (limit {limit} bytes)")]
    TooLarge { size: usize, limit: usize },
    #[error("MIME structure nested too deeply: depth {depth} (limit {MAX_MIME_DEPTH})")]
    TooDeep { depth: usize },
    #[error(
        "MIME structure too complex: {containers} multipart or attached-message parts \
         (limit {MAX_CONTAINERS}), {parts} parts in all (limit {MAX_PARTS})"
    )]
    TooComplex { containers: usize, parts: usize },
    #[error("mail could not be parsed: {0}")]
    Unparseable(ParseFailure),
}

/// Why the MIME parser gave no message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ParseFailure {
    /// The parse took longer than the limit (seconds).
    #[error("parse timed out after {0} s")]
    TimedOut(u64),
    /// The parser panicked or its thread died on this input.
    #[error("the MIME parser failed")]
    ParserFailed,
    /// No header block at all.
    #[error("no header")]
    NoHeader,
}

/// Why the From header does not name exactly one address (issue 11): such a mail is never taken
/// for any player's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SenderProblem {
    /// More than one From header (how many).
    FromHeaders(usize),
    /// The From header is a group address.
    GroupAddress,
    /// The From header names this many addresses (0 or more than 1).
    Addresses(usize),
}

/// Why a mail carries no valid DKIM signature aligned with the player's mail domain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DkimFailure {
    /// The player's registered address has no domain.
    NoDomain { address: String },
    /// The DKIM library could not read the mail's headers.
    HeadersUnreadable,
    /// The From headers name others than only the player (`named`: what they name, maybe none).
    NotOnlyThePlayer { named: Vec<String>, player: String },
    /// The DKIM library failed on this mail.
    CheckerFailed,
    /// No DKIM signature at all.
    NoSignature,
    /// Every signature fails, each for its fault.
    Signatures(Vec<SignatureFault>),
    /// Valid signatures, but the domain's DMARC policy does not align them with it.
    DmarcNotAligned {
        signers: Vec<String>,
        domain: String,
    },
    /// Valid signatures by other domains only.
    OtherSigners {
        signers: Vec<String>,
        domain: String,
    },
}

/// Why one DKIM signature does not count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SignatureFault {
    /// It covers only part of the body (`l=`).
    PartOfBody { signer: String },
    /// It does not sign the From header.
    FromNotSigned { signer: String },
    /// It does not verify (`result`: the DKIM library's result code).
    Invalid { signer: String, result: String },
}

/// Why a mail's DKIM signature could not be checked now (a transient cause).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DkimDelay {
    /// The signer's key could not be looked up (`error`: the resolver's).
    KeyLookup { signer: String, error: String },
    /// The DMARC alignment could not be checked.
    DmarcAlignment { signers: Vec<String>, error: String },
    /// The domain's DMARC policy could not be looked up.
    DmarcPolicy { domain: String, error: String },
    /// No DNS resolver for DKIM checks is set up.
    NoResolver,
}
