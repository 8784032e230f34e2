//! Issue 26: mails left for another referee. With several referees sharing one mailbox, a mail
//! for a game another referee steps stays unprocessed for its owner. Offered again on every
//! fetch, more than a batch ([`crate::FETCH_BATCH`]) of them at the head of the mailbox would
//! hold back this referee's own mails until the owner took them. So the source is told which
//! mails it passed over, and does not offer them again for [`PASS_OVER`]: long enough to
//! reach the mails behind them, short enough that a mail whose game this referee takes over
//! (its owner died: about 25 s) is taken in soon after.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::SourceKey;

/// How long a passed-over mail is not offered again.
pub const PASS_OVER: Duration = Duration::from_secs(10);

/// The mails passed over, each with the moment it may be offered again.
#[derive(Debug, Default)]
pub(crate) struct PassedOver {
    until: HashMap<SourceKey, Instant>,
}

impl PassedOver {
    /// Not offered again before `now + PASS_OVER`.
    pub(crate) fn add(&mut self, key: SourceKey, now: Instant) {
        self.until.insert(key, now + PASS_OVER);
    }

    /// Forget the mails whose time has come.
    pub(crate) fn prune(&mut self, now: Instant) {
        self.until.retain(|_, t| *t > now);
    }

    pub(crate) fn contains(&self, key: &SourceKey) -> bool {
        self.until.contains_key(key)
    }

    /// The UIDs passed over in the IMAP mailbox of `uidvalidity`.
    pub(crate) fn imap_uids(&self, uidvalidity: u32) -> std::collections::HashSet<u32> {
        self.until
            .keys()
            .filter_map(|k| match k {
                SourceKey::Imap {
                    uidvalidity: v,
                    uid,
                } if *v == uidvalidity => Some(*uid),
                _ => None,
            })
            .collect()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.until.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_passed_over_mail_comes_back_after_its_time() {
        let mut p = PassedOver::default();
        let key = SourceKey::Imap {
            uidvalidity: 1,
            uid: 7,
        };
        let t0 = Instant::now();
        p.add(key.clone(), t0);
        p.prune(t0 + PASS_OVER / 2);
        assert!(p.contains(&key));
        p.prune(t0 + PASS_OVER + Duration::from_millis(1));
        assert!(!p.contains(&key) && p.is_empty());
    }
}
