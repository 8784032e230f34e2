//! Issue 24 §2: the Law cards (LR 1.07.36; card:law-*).
//!
//! - SEN-55 (LR 1.07.36/1-4): a player holding a Law card may play it at any time of the
//!   Senate Phase, before the Consuls are elected too, with or without a Senator in Rome; it
//!   lies in the Law space (`Game::laws`) from then on. In PBEM it is an order read with the
//!   mail (`PLAY <law>`, `AnytimePlay::Law`), taken when the mail is read while the game waits
//!   on a round of the Senate Phase, as Influence Peddling is (`intrigue.rs`). Default Move: not
//!   played. `play_law` is the one place a Law comes into force, so that the Passing Laws rule
//!   (ADV 2.06, SEN-56, `senate/law_proposals.rs`) puts a vote between the play and
//!   `law_in_force`.
//! - SEN-62: what each Law in play changes, asked where the engine uses the number:
//!   Tradition Erodes (card:law-tradition-erodes/1, LR 1.09.2/5) in `consul_candidates`;
//!   Military Reforms (card:law-military-reforms/2, LR 1.09.822/1) in `sen_58_appointment`;
//!   Servilian (card:law-servilian/1) in the Knight attraction roll (FOR-14); Plautian-Papirian
//!   (card:law-plautian-papirian/2) in `war_strength`; the Julian Law's and the
//!   Plautian-Papirian Law's other effects once, when played.
//! - SEN-34: the Calpurnian fine (card:law-calpurnian/2-5), by the Censor's faction, or with the
//!   Acilian Law by the faction with the most Knights (card:law-acilian/1-3): an order read with
//!   the mail (`FINE <senator>`, `AnytimePlay::LawFine`). Default Move: no fine.
//!
//! RULINGS (docs/RULINGS.md "The Laws"): the Servilian Law's repeal of the Acilian Law is
//! played "anytime" (card:law-servilian/1) the game waits on a round; a war a Law needs is in
//! play when it is Active or Inactive (card:law-gabinian/3 "whether Inactive or Active"); the
//! fine may be laid while the Governor's Corrupt marker is on him in Rome, that is in the Senate
//! Phase until the prosecutions end (SEN-32); a shortfall comes off both his Popularity and his
//! Influence; with the Acilian Law, factions tied for the most Knights roll off once a turn and
//! the winner holds the power for the turn. The Plautian-Papirian halving rounds up. The
//! Gabinian (COM-01) and Manilian (RVN-11) Laws' effects are `laws_late.rs`, the Vatinian
//! Law's (SEN-38, Governors by Legate) `legates.rs`.

use serde::{Deserialize, Serialize};

use super::api::{
    CardKey, Event, EventKind, FactionId, Illegal, RuleError, SenatorId, Tie, WarKey,
};
use super::data::DeckCard;
use super::facts::UnrestReason;
use super::game::{Game, data, public};
use super::general::RollFor;
use super::state::{Office, Phase};

/// The Law keys the engine asks about (data/laws.toml).
pub(super) const CALPURNIAN: &str = "calpurnian";
pub(super) const ACILIAN: &str = "acilian";
pub(super) const SERVILIAN: &str = "servilian";
pub(super) const TRADITION_ERODES: &str = "tradition-erodes";
pub(super) const MILITARY_REFORMS: &str = "military-reforms";
pub(super) const JULIAN: &str = "julian";
pub(super) const PLAUTIAN_PAPIRIAN: &str = "plautian-papirian";
/// The war the Plautian-Papirian Law halves (card:law-plautian-papirian/2).
const SOCIAL_WAR: &str = "social";
/// The Laws whose effects are not built, with the rule that stops them.
const NOT_BUILT: [(&str, &str); 0] = [];

/// SEN-55: a Law card in the Law space, with the faction that played it (the Servilian Law's
/// +1 is its player's, card:law-servilian/1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LawInPlay {
    pub key: String,
    pub by: FactionId,
}

/// SEN-34: the Calpurnian fine's use this turn.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FineState {
    /// The turn the fine was laid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub used: Option<u32>,
    /// card:law-acilian/2: the winner of this turn's roll-off for the most Knights.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holder: Option<(u32, FactionId)>,
}

impl FineState {
    /// Nothing recorded (the snapshot leaves it out).
    pub fn is_unused(&self) -> bool {
        self.used.is_none() && self.holder.is_none()
    }
}

impl Game {
    /// SEN-55: is this Law in the Law space?
    pub(super) fn law_in_play(&self, key: &str) -> bool {
        self.laws.iter().any(|l| l.key == key)
    }

    /// SEN-55: does `f` hold a Law card?
    pub fn holds_law(&self, f: FactionId) -> bool {
        self.factions
            .get(usize::from(f.0))
            .is_some_and(|fs| fs.hand.iter().any(|c| matches!(c, DeckCard::Law(_))))
    }

    /// SEN-55: the Law keys in the Law space, in the order played (public).
    pub fn laws_in_play(&self) -> Vec<CardKey> {
        self.laws.iter().map(|l| CardKey(l.key.clone())).collect()
    }

    /// SEN-62 (card:law-servilian/1): +1 to `f`'s Knight attraction rolls if it played the
    /// Servilian Law.
    pub(super) fn servilian_bonus(&self, f: FactionId) -> i32 {
        i32::from(self.laws.iter().any(|l| l.key == SERVILIAN && l.by == f))
    }

    /// SEN-62 (card:law-plautian-papirian/2): is the war `key`'s Strength halved?
    pub(super) fn strength_halved(&self, key: &str) -> bool {
        key == SOCIAL_WAR && self.law_in_play(PLAUTIAN_PAPIRIAN)
    }

    /// SEN-62 (card:law-tradition-erodes/2): the Active Wars' combined Strength.
    fn active_war_strength(&self) -> u32 {
        self.active_wars
            .iter()
            .filter_map(|k| self.war_strength(k))
            .map(|s| s.land)
            .sum()
    }

    /// A war is "in play" for a Law when it is Active or Inactive.
    fn war_in_play(&self, key: &str) -> bool {
        self.active_wars
            .iter()
            .chain(&self.inactive_wars)
            .any(|k| k == key)
    }

    /// The index in `f`'s hand of the Law `key`.
    fn law_in_hand(&self, f: FactionId, key: &str) -> Option<usize> {
        self.factions
            .get(usize::from(f.0))?
            .hand
            .iter()
            .position(|c| matches!(c, DeckCard::Law(k) if k.eq_ignore_ascii_case(key)))
    }

    /// SEN-55 / SEN-62: would `play_law` accept this play now? Nothing changes.
    pub(super) fn check_law(
        &self,
        f: FactionId,
        law: &CardKey,
        repeal: bool,
    ) -> Result<(), RuleError> {
        let key = law.0.to_ascii_lowercase();
        if self.law_in_hand(f, &key).is_none() {
            return Err(Illegal::LawNotHeld { law: law.clone() }.by("SEN-55").into());
        }
        // SEN-56 (RULING): a Law withdrawn this Senate Phase is not played again.
        self.sen_56_check_replay(law)?;
        if repeal {
            // card:law-servilian/1: "openly discard this card anytime after the ACILIAN LAW is
            // in effect".
            if key != SERVILIAN || !self.law_in_play(ACILIAN) {
                return Err(Illegal::NothingToRepeal.by("SEN-62").into());
            }
            // SEN-56 (card:law-servilian/3): with Passing Laws the repeal is voted on.
            if self.sen_56_on() && (self.phase != Phase::Senate || self.senate.is_none()) {
                return Err(Illegal::LawOutsideSenate.by("SEN-56").into());
            }
            return Ok(());
        }
        if self.phase != Phase::Senate {
            return Err(Illegal::LawOutsideSenate.by("SEN-55").into());
        }
        // SEN-56 (ADV 2.06.2/2): proposed while the Senate sits.
        if self.sen_56_on() && self.senate.is_none() {
            return Err(Illegal::LawOutsideSenate.by("SEN-56").into());
        }
        if let Some((_, rule)) = NOT_BUILT.iter().find(|(k, _)| *k == key) {
            return Err(Illegal::LawNotBuilt { law: law.clone() }.by(rule).into());
        }
        let Some(card) = data().law(&key) else {
            return Err(Illegal::LawNotHeld { law: law.clone() }.by("SEN-55").into());
        };
        if let Some(needs) = &card.requires_law
            && !self.law_in_play(needs)
        {
            return Err(Illegal::LawNeedsLaw {
                law: law.clone(),
                needs: CardKey(needs.clone()),
            }
            .by("SEN-62")
            .into());
        }
        if let Some(min) = card.min_active_war_strength {
            let strength = self.active_war_strength();
            if strength < u32::from(min) {
                return Err(Illegal::LawNeedsActiveWars {
                    strength,
                    needs: u32::from(min),
                }
                .by("SEN-62")
                .into());
            }
        }
        if !card.playable_during_wars.is_empty()
            && !card
                .playable_during_wars
                .iter()
                .any(|w| self.war_in_play(w))
        {
            return Err(Illegal::LawNeedsWar {
                law: law.clone(),
                wars: card
                    .playable_during_wars
                    .iter()
                    .map(|w| WarKey(w.clone()))
                    .collect(),
            }
            .by("SEN-62")
            .into());
        }
        Ok(())
    }

    /// SEN-55: play the Law (checked by `check_law`): out of the hand, into the Law space,
    /// and in force (`enact_law`); or the Servilian Law's repeal of the Acilian Law.
    pub(super) fn play_law(
        &mut self,
        f: FactionId,
        law: &CardKey,
        repeal: bool,
        ev: &mut Vec<Event>,
    ) {
        let key = law.0.to_ascii_lowercase();
        let Some(at) = self.law_in_hand(f, &key) else {
            return;
        };
        let card = self.factions[usize::from(f.0)].hand.remove(at);
        // SEN-56 (ADV 2.06): the Law is put to the Senate's vote first.
        if self.sen_56_on() {
            self.sen_56_played(f, &key, repeal, ev);
            return;
        }
        self.law_in_force(f, card, &key, repeal, ev);
    }

    /// SEN-55: the Law `card` (key `key`), out of `f`'s hand, comes into force: into the Law
    /// space and `enact_law`; or the Servilian Law's repeal of the Acilian Law. SEN-56: when its
    /// vote passed.
    pub(super) fn law_in_force(
        &mut self,
        f: FactionId,
        card: DeckCard,
        key: &str,
        repeal: bool,
        ev: &mut Vec<Event>,
    ) {
        let key = key.to_string();
        if repeal {
            // card:law-servilian/1: both cards leave for the discard pile.
            self.discard.push(card);
            if let Some(p) = self.laws.iter().position(|l| l.key == ACILIAN) {
                let l = self.laws.remove(p);
                self.discard.push(DeckCard::Law(l.key));
            }
            ev.push(public(EventKind::LawRepealed {
                faction: f,
                law: CardKey(ACILIAN.into()),
            }));
            return;
        }
        self.laws.push(LawInPlay {
            key: key.clone(),
            by: f,
        });
        ev.push(public(EventKind::LawPlayed {
            faction: f,
            law: CardKey(key.clone()),
        }));
        self.enact_law(f, &key, ev);
        self.refresh_proposal_options();
    }

    /// SEN-55 (LR 1.07.36/3 "even before the Consuls are elected"): a Law played while the
    /// presiding magistrate's proposals are open changes what he may propose now (Tradition
    /// Erodes the Consuls' candidates, the Julian Law recruiting): his decision's options are
    /// read again (a Law only widens them).
    fn refresh_proposal_options(&mut self) {
        let opts = self.proposal_options();
        if let Some(round) = self.pending.as_mut() {
            for d in &mut round.decisions {
                if matches!(
                    d.options,
                    super::api::DecisionOptions::SenateProposals { .. }
                ) {
                    d.options = opts.clone();
                }
            }
        }
    }

    /// SEN-62: what a Law does once, when it comes into force (the lasting effects are asked
    /// where they apply).
    fn enact_law(&mut self, f: FactionId, key: &str, ev: &mut Vec<Event>) {
        let law = CardKey(key.to_string());
        match key {
            JULIAN => {
                // card:law-julian/1: every Manpower Shortage and No Recruitment goes; Unrest -3.
                let before = self.events_in_play.len();
                self.events_in_play
                    .retain(|e| e.key != super::events::MANPOWER_SHORTAGE);
                let shortages = u32::try_from(before - self.events_in_play.len()).unwrap_or(0);
                let no_recruitment = std::mem::take(&mut self.no_recruitment);
                ev.push(public(EventKind::ManpowerRestored {
                    law: law.clone(),
                    shortages,
                    no_recruitment,
                }));
                self.law_unrest(-3, &law, ev);
                // card:law-julian/3: 1d6 Influence off each of his Senators.
                for i in self.senators_of(f) {
                    let id = self.senators[i].id();
                    let roll = self.roll(
                        1,
                        RollFor::Check,
                        super::api::DicePurpose::LawInfluence {
                            senator: id.clone(),
                        },
                        ev,
                    );
                    let before = self.senators[i].influence;
                    self.senators[i].add_influence(-i64::from(roll.count()));
                    ev.push(public(EventKind::LawPenalty {
                        law: law.clone(),
                        senator: id,
                        influence: before - self.senators[i].influence,
                        popularity: 0,
                    }));
                }
            }
            PLAUTIAN_PAPIRIAN => {
                // card:law-plautian-papirian/2: the Social War halved (asked by `war_strength`);
                // Unrest -2.
                if let Some(s) = self.war_strength(SOCIAL_WAR) {
                    ev.push(public(EventKind::WarStrengthHalved {
                        law: law.clone(),
                        war: WarKey(SOCIAL_WAR.into()),
                        land: s.land,
                    }));
                }
                self.law_unrest(-2, &law, ev);
                // card:law-plautian-papirian/4: 1 Popularity off each of his Senators.
                for i in self.senators_of(f) {
                    let before = self.senators[i].popularity;
                    self.change_popularity(i, -1, ev);
                    ev.push(public(EventKind::LawPenalty {
                        law: law.clone(),
                        senator: self.senators[i].id(),
                        influence: 0,
                        popularity: u32::try_from(before - self.senators[i].popularity)
                            .unwrap_or(0),
                    }));
                }
            }
            _ => {}
        }
    }

    fn law_unrest(&mut self, delta: i32, law: &CardKey, ev: &mut Vec<Event>) {
        let before = self.unrest;
        self.add_unrest(delta);
        ev.push(public(EventKind::UnrestChanged {
            delta: self.unrest - before,
            unrest: self.unrest,
            reason: UnrestReason::Law { law: law.clone() },
        }));
    }

    /// SEN-34 (card:law-acilian/1-3): the factions that may hold the fine now: with the
    /// Acilian Law this turn's roll-off winner, else those with the most Knights (Senators in
    /// Rome or not); without it the Censor's faction.
    fn fine_holders(&self) -> Vec<FactionId> {
        if !self.law_in_play(ACILIAN) {
            return self
                .office_holder(Office::Censor)
                .and_then(|i| self.senators[i].faction)
                .into_iter()
                .collect();
        }
        if let Some((turn, f)) = self.law_fine.holder
            && turn == self.turn
        {
            return vec![f];
        }
        let knights = |f: FactionId| -> u32 {
            self.senators_of(f)
                .into_iter()
                .map(|i| self.senators[i].knights)
                .sum()
        };
        let live: Vec<FactionId> = self
            .faction_ids()
            .into_iter()
            .filter(|f| !self.eliminated(*f))
            .collect();
        let most = live.iter().map(|f| knights(*f)).max().unwrap_or(0);
        live.into_iter().filter(|f| knights(*f) == most).collect()
    }

    /// SEN-34: would `law_fine` accept this fine now? Nothing changes.
    pub(super) fn check_fine(&self, f: FactionId, governor: &SenatorId) -> Result<(), RuleError> {
        if !self.law_in_play(CALPURNIAN) {
            return Err(Illegal::NoCalpurnianLaw.by("SEN-34").into());
        }
        // card:law-calpurnian/2: "during the Senate Phase".
        if self.phase != Phase::Senate {
            return Err(Illegal::LawOutsideSenate.by("SEN-34").into());
        }
        if self.law_fine.used == Some(self.turn) {
            return Err(Illegal::FineUsedThisTurn.by("SEN-34").into());
        }
        let holders = self.fine_holders();
        if !holders.contains(&f) {
            return Err(Illegal::NotFinePower {
                holder: (holders.len() == 1).then(|| holders[0]),
            }
            .by("SEN-34")
            .into());
        }
        let fineable = self
            .find_senator(governor)
            .is_some_and(|i| self.senators[i].in_rome && self.senators[i].corrupt);
        if !fineable {
            return Err(Illegal::NotFineable {
                senator: governor.clone(),
            }
            .by("SEN-34")
            .into());
        }
        Ok(())
    }

    /// SEN-34 (card:law-calpurnian/2-5): fine the Governor 1d6 Talents (checked by
    /// `check_fine`). With the Acilian Law and a tie for the most Knights the tied factions
    /// roll off first (card:law-acilian/2); a winner other than `f` holds the power for the
    /// turn and no fine is laid now.
    pub(super) fn law_fine(&mut self, f: FactionId, governor: &SenatorId, ev: &mut Vec<Event>) {
        let holders = self.fine_holders();
        if holders.len() > 1 {
            let Some(winner) = self.roll_off(&holders, Tie::MostKnights, ev) else {
                return;
            };
            self.law_fine.holder = Some((self.turn, winner));
            ev.push(public(EventKind::FinePower { faction: winner }));
            if winner != f {
                return;
            }
        }
        let Some(i) = self.find_senator(governor) else {
            return;
        };
        self.law_fine.used = Some(self.turn);
        let roll = self.roll(
            1,
            RollFor::Check,
            super::api::DicePurpose::LawFine {
                governor: governor.clone(),
            },
            ev,
        );
        let amount = roll.count();
        let from_senator = amount.min(self.senators[i].treasury);
        self.senators[i].treasury -= from_senator;
        let mut from_faction = 0;
        if let Some(g) = self.senators[i].faction
            && let Some(fs) = self.factions.get_mut(usize::from(g.0))
        {
            from_faction = (amount - from_senator).min(fs.treasury);
            fs.treasury -= from_faction;
        }
        self.ledger.spent_to_bank += u64::from(from_senator + from_faction);
        let shortfall = amount - from_senator - from_faction;
        if shortfall > 0 {
            self.change_popularity(i, -i32::try_from(shortfall).unwrap_or(i32::MAX), ev);
            self.senators[i].add_influence(-i64::from(shortfall));
        }
        ev.push(public(EventKind::LawFine {
            faction: f,
            governor: self.senators[i].id(),
            amount,
            from_senator,
            from_faction,
            shortfall,
        }));
    }
}
