//! Invariants that join rules (issue 20 §2), checked by `rorgm simulate` after every resolution.
//! Each names the rule it guards; a violation is a fault of the engine, never of a player.
//!
//! - COM-16 (LR 1.10.71/12): no captive of a war that is not in play (his war's leaving killed
//!   him), except a captive of the Barbarian Raids (REV-01), held by the event.
//! - FOR-07 / TD-06 (LR 1.07.341/2): no Leader waits in the Curia while a war he matches is
//!   Active (he would have joined it).
//! - SEN-50: no vote counted for a Senator who was dead before the vote: the votes of Senators
//!   killed after voting (by an assassination the vote waited for) are held only while that vote
//!   is suspended, so they cannot reach a later vote.
//! - SEN-52 (LR 1.09.721/6, 1.05.3): a dead Senator's heir is not counted twice: while a vote is
//!   suspended, a Faction Leader killed after voting in it has his votes held (SEN-50); the heir
//!   his Family card leaves in Rome did not vote, so he must be set aside from the tally
//!   (`heirs`), else the same card would be counted again.
//! - MOR-04 / SEN-*: no office held by a Senator not in play: an office holder is aligned, a
//!   Governor, Commander or Master of Horse away is a Senator in play.
//! - MOR-06 (and every death): no open decision offers a Senator not in play
//!   (`options_senators.rs`).
//! - SEN-43 / RVN-10 (ADV 2.03.23): at most 25 Roman Fleets, the State's and a Rebel's.
//! - GEN-05: Unrest never below 0, a Senator's Popularity within -9..9 (read from the state,
//!   not a View: `simulate` checks every step, and a View costs its names and texts).

use super::data::DeckCard;
use super::game::{Game, data};

impl Game {
    /// The invariants above that this state breaks, one line each (empty when all hold).
    pub fn invariant_violations(&self) -> Vec<String> {
        let d = data();
        let mut v = self.options_name_senators_in_play();
        v.extend(self.garrison_veterans_violations());
        let fleets = self.fleets + self.rebel_fleets();
        if fleets > super::legality::MAX_FLEETS {
            v.push(format!(
                "SEN-43: {fleets} Roman Fleets (the Rebel's among them) > 25"
            ));
        }
        if self.unrest < 0 {
            v.push(format!("GEN-05: unrest {} < 0", self.unrest));
        }
        for s in &self.senators {
            if !(-9..=9).contains(&s.popularity) {
                v.push(format!(
                    "GEN-05: {} popularity {} outside -9..9",
                    s.id().0,
                    s.popularity
                ));
            }
        }
        for c in &self.captives {
            if c.war != "barbarian-raids" && !self.war_in_forum(&c.war) {
                v.push(format!(
                    "COM-16: {} is held captive by the {}, which is not in play",
                    c.senator.0, c.war
                ));
            }
            if self.find_senator(&c.senator).is_none() {
                v.push(format!("COM-16: captive {} is not in play", c.senator.0));
            }
        }
        for c in &self.curia {
            let DeckCard::Leader(l) = c else { continue };
            let Some(lc) = d.leader(l) else { continue };
            if let Some(w) = self
                .active_wars
                .iter()
                .find(|k| d.war(k).is_some_and(|w| lc.matches(w)))
            {
                v.push(format!(
                    "FOR-07: the Leader {l} waits in the Curia while the {w} he matches is Active"
                ));
            }
        }
        // PB-11 / SEN-52: a prosecution paused for the accused's veto choice after his appeal
        // keeps the votes of those killed after voting until it resumes.
        if let Some(s) = self.senate.as_ref()
            && s.appeal_veto.pending.is_none()
            && let st = &s.assassination
            && st.suspended.is_none()
            && !st.dead_voters.is_empty()
        {
            v.push(format!(
                "SEN-50: votes held for dead Senators {:?} with no vote suspended",
                st.dead_voters
            ));
        }
        if let Some(st) = self.senate.as_ref().map(|s| &s.assassination)
            && st.suspended.is_some()
            && st.special.is_none()
        {
            for (f, dead, _) in &st.dead_voters {
                let family = dead
                    .0
                    .parse::<u8>()
                    .ok()
                    .or_else(|| d.statesman(&dead.0).map(|c| c.family));
                for s in &self.senators {
                    let heir = Some(s.family) == family
                        && s.family_card
                        && s.statesman.is_none()
                        && s.faction == Some(*f)
                        && s.in_rome;
                    if heir && !st.heirs.contains(&s.id()) {
                        v.push(format!(
                            "SEN-52: the heir {} of {} is counted in the suspended vote with \
                             his dead predecessor's votes",
                            s.id().0,
                            dead.0
                        ));
                    }
                }
            }
        }
        for s in &self.senators {
            let holds = !s.offices.is_empty() || s.priest || s.consul_for_life;
            if holds && s.faction.is_none() {
                v.push(format!(
                    "MOR-04: {} holds {:?} but is not in the Senate (unaligned)",
                    s.id().0,
                    s.offices
                ));
            }
        }
        for p in &self.provinces {
            if self.find_senator(&p.governor).is_none() {
                v.push(format!(
                    "SEN-35: the Governor {} of {} is not in play",
                    p.governor.0, p.key
                ));
            }
        }
        for f in &self.forces {
            for id in f.commander.iter().chain(f.master_of_horse.iter()) {
                if self.find_senator(id).is_none() {
                    v.push(format!(
                        "SEN-44: {} commands on the {} but is not in play",
                        id.0, f.war
                    ));
                }
            }
        }
        v
    }
}
