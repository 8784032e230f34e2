//! SEN-56: Passing Laws (advanced rule LR 2.06; `GameOptions::passing_laws`, off by default: a
//! game without it never reaches this module and its Laws come into force when played, SEN-55).
//!
//! - 2.06.1/1, 2.06.2/1-4: a Law card played (`PLAY <law>`, at any time of the Senate Phase,
//!   even before the Consuls are elected, by any player, with no Tribune) leaves the hand and
//!   is the next proposal: it comes before the presiding magistrate's next proposal (played
//!   during a vote, right after that vote; before a Tribune's proposal claimed with it). The
//!   presiding magistrate still chairs its vote (2.06.2/5: the usual vote round).
//! - 2.06.2/6-7: its player names the Sponsor, then the Co-Sponsor: Senators in Rome of any
//!   faction (`ChoiceAbout::LawSponsor`, `LawCosponsor`; `CHOOSE <senator>`; Default Move:
//!   `PASS`, the Law is withdrawn). A Senator of another player is asked whether he consents
//!   (`ChoiceAbout::LawSponsorConsent`; `CHOOSE CONSENT` or `CHOOSE REFUSE`; Default Move:
//!   refuse). RULING SEN-56 (docs/RULINGS.md): a Law not put to the vote (no Sponsors named, one
//!   refused, or the Senate adjourned first) goes back to its player's hand (it was not voted
//!   down, so it is not discarded), and is not played again in the same Senate Phase
//!   (`sen_56_check_replay`, `Illegal::LawWithdrawnThisTurn`: 2.06.1/1 with LR 1.09.131/1).
//! - 2.06.2/8: its vote cannot be vetoed (`vetoable`), and the death of its Sponsor or
//!   Co-Sponsor by an assassination does not cancel it (`sen_50` cancels only votes on
//!   proposals that name their victim for an office or command).
//! - 2.06.2/9-10, 2.06.3: passed, the Law comes into force as SEN-55 has it (the Law space,
//!   its effects for the card's player: card:law-julian/4, card:law-plautian-papirian/5,
//!   card:law-servilian/2), then the Sponsor gains 3 Influence and the Co-Sponsor 1.
//!   card:law-servilian/3: the Servilian Law's repeal of the Acilian Law is voted the same way.
//! - 2.06.2/11: defeated, the Law is out of the game (`LawVotes::defeated`).
//! - card:statesman-22a/2, card:statesman-22b/2: Cato the Elder or the Younger in Rome has 6
//!   votes more on a Law, and the Younger's Knights count double (`sen_56_cato_votes`).
//! - 2.06.4: in the Revolution Phase a Law card is not discarded to the hand limit while the
//!   hand holds another card to discard (`sen_56_discard_check`; the Default Move keeps the
//!   Laws), except the Acilian Law once the Calpurnian Law was discarded or voted down
//!   (card:law-acilian/5) and the Julian and Plautian-Papirian Laws once the Social War is
//!   defeated (card:law-julian/6, card:law-plautian-papirian/7).

use serde::{Deserialize, Serialize};

use super::super::api::{
    CardKey, ChoiceAbout, ChoiceOption, Event, EventKind, FactionId, Illegal, Proposal, RuleError,
    SenatorId,
};
use super::super::data::{DeckCard, StatesmanPower};
use super::super::game::{Game, data, public};

/// SEN-56: a Law played, on its way to the vote.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LawPlay {
    pub faction: FactionId,
    pub law: CardKey,
    #[serde(default)]
    pub repeal: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sponsor: Option<SenatorId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cosponsor: Option<SenatorId>,
    /// How many of the two consented (0, 1 or 2).
    #[serde(default)]
    pub consents: u8,
}

/// SEN-56: the Laws played and not yet voted on, and the Laws voted down.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LawVotes {
    /// Played, waiting for their turn (first played first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<LawPlay>,
    /// The Law whose Sponsors are being named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<LawPlay>,
    /// The Laws defeated (2.06.2/11: out of the game).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defeated: Vec<CardKey>,
    /// The choices asked so far (numbers their decision IDs).
    #[serde(default)]
    pub asked: u32,
    /// RULING SEN-56 (2.06.1/1 with LR 1.09.131/1): the Laws withdrawn before their vote, with
    /// the turn: not played again in that turn's Senate Phase.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub withdrawn: Vec<(u32, CardKey)>,
}

impl LawVotes {
    /// Nothing recorded (not written in the snapshot).
    pub fn is_empty(&self) -> bool {
        *self == LawVotes::default()
    }
}

/// card:law-julian/6, card:law-plautian-papirian/7: the war whose defeat frees these Laws.
const SOCIAL_WAR: &str = "social";

impl Game {
    /// SEN-56: does the game play Passing Laws?
    pub(crate) fn sen_56_on(&self) -> bool {
        self.options.passing_laws
    }

    /// SEN-56 (RULING; 2.06.1/1, LR 1.09.131/1): a Law withdrawn before its vote this turn
    /// (no consenting Sponsors, a Sponsor gone from Rome) is not played again in this Senate
    /// Phase: a proposal that failed is not brought again without a significant change, and
    /// the Senate must be able to adjourn (2.06.2/5).
    pub(crate) fn sen_56_check_replay(&self, law: &CardKey) -> Result<(), RuleError> {
        if self.sen_56_on()
            && self
                .law_votes
                .withdrawn
                .iter()
                .any(|(t, l)| *t == self.turn && l.0.eq_ignore_ascii_case(&law.0))
        {
            return Err(Illegal::LawWithdrawnThisTurn { law: law.clone() }
                .by("SEN-56")
                .into());
        }
        Ok(())
    }

    /// SEN-56 (2.06.2/2-3): the Law `law` left faction `f`'s hand to be proposed: it waits for
    /// the next proposal.
    pub(crate) fn sen_56_played(
        &mut self,
        f: FactionId,
        law: &str,
        repeal: bool,
        ev: &mut Vec<Event>,
    ) {
        let law = CardKey(law.to_string());
        self.law_votes.waiting.push(LawPlay {
            faction: f,
            law: law.clone(),
            repeal,
            sponsor: None,
            cosponsor: None,
            consents: 0,
        });
        ev.push(public(EventKind::LawProposed {
            faction: f,
            law,
            repeal,
        }));
    }

    /// SEN-56 (2.06.2/3): before the presiding magistrate's next business, a Law played is
    /// taken up: its player is asked for its Sponsor. True if a round was opened.
    pub(crate) fn sen_56_take_up(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.law_votes.current.is_some() || self.law_votes.waiting.is_empty() {
            return false;
        }
        let play = self.law_votes.waiting.remove(0);
        let law = play.law.clone();
        self.law_votes.current = Some(play);
        let options = self.sen_56_sponsor_options(None);
        if options.len() < 3 {
            // Fewer than two Senators in Rome: no Sponsors can be named.
            self.sen_56_withdraw(None, false, ev);
            return self.pending.is_some();
        }
        self.sen_56_ask(ChoiceAbout::LawSponsor { law }, options, ChoiceOption::Pass);
        true
    }

    /// SEN-56 (2.06.2/6): `Pass`, then every aligned Senator in Rome but `not`.
    fn sen_56_sponsor_options(&self, not: Option<&SenatorId>) -> Vec<ChoiceOption> {
        let mut options = vec![ChoiceOption::Pass];
        for i in self.aligned_in_rome() {
            let id = self.senators[i].id();
            if Some(&id) != not {
                options.push(ChoiceOption::Senator { senator: id });
            }
        }
        options
    }

    /// The player of the current Law (his controller under a Consul for Life).
    fn sen_56_player(&self) -> Option<FactionId> {
        self.law_votes.current.as_ref().map(|p| p.faction)
    }

    fn sen_56_ask(
        &mut self,
        about: ChoiceAbout,
        options: Vec<ChoiceOption>,
        default: ChoiceOption,
    ) {
        let owner = match &about {
            ChoiceAbout::LawSponsorConsent { senator, .. } => self
                .find_senator(senator)
                .and_then(|i| self.senators[i].faction),
            _ => self.sen_56_player(),
        };
        let Some(owner) = owner.map(|f| self.senate_controller(f)) else {
            return;
        };
        self.law_votes.asked += 1;
        let n = usize::try_from(self.law_votes.asked).unwrap_or(0);
        let id = self.choice_id(&about, n, owner);
        self.ask_choice(owner, id, about, options, default);
    }

    /// SEN-56: the answer to one of the Law's choices.
    pub(crate) fn sen_56_answer(
        &mut self,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        let in_rome = |g: &Game, s: &SenatorId| {
            g.find_senator(s)
                .is_some_and(|i| g.senators[i].in_rome && g.senators[i].faction.is_some())
        };
        match (about, pick) {
            (ChoiceAbout::LawSponsor { law }, ChoiceOption::Senator { senator })
                if in_rome(self, senator) =>
            {
                if let Some(c) = self.law_votes.current.as_mut() {
                    c.sponsor = Some(senator.clone());
                }
                let options = self.sen_56_sponsor_options(Some(senator));
                self.sen_56_ask(
                    ChoiceAbout::LawCosponsor {
                        law: law.clone(),
                        sponsor: senator.clone(),
                    },
                    options,
                    ChoiceOption::Pass,
                );
            }
            (ChoiceAbout::LawCosponsor { sponsor, .. }, ChoiceOption::Senator { senator })
                if in_rome(self, senator) && senator != sponsor =>
            {
                if let Some(c) = self.law_votes.current.as_mut() {
                    c.cosponsor = Some(senator.clone());
                }
                self.sen_56_consents(ev);
            }
            (ChoiceAbout::LawSponsorConsent { .. }, ChoiceOption::Consent) => {
                if let Some(c) = self.law_votes.current.as_mut() {
                    c.consents += 1;
                }
                self.sen_56_consents(ev);
            }
            (ChoiceAbout::LawSponsorConsent { senator, .. }, _) => {
                self.sen_56_withdraw(Some(senator.clone()), false, ev);
                self.senate_next(ev);
            }
            _ => {
                self.sen_56_withdraw(None, false, ev);
                self.senate_next(ev);
            }
        }
    }

    /// SEN-56 (2.06.2/6-7): ask the next named Senator of another player for his consent (a
    /// Senator of the card's player, or of a faction he runs, consents by being named); when
    /// both consented, the Law goes to the vote.
    fn sen_56_consents(&mut self, ev: &mut Vec<Event>) {
        let Some(c) = self.law_votes.current.clone() else {
            self.senate_next(ev);
            return;
        };
        let named = [c.sponsor.clone(), c.cosponsor.clone()];
        let player = self.senate_controller(c.faction);
        let mut consents = c.consents;
        while usize::from(consents) < named.len() {
            let Some(senator) = named[usize::from(consents)].clone() else {
                break;
            };
            let owner = self
                .find_senator(&senator)
                .and_then(|i| self.senators[i].faction)
                .map(|g| self.senate_controller(g));
            if owner.is_some_and(|g| g != player) {
                if let Some(cur) = self.law_votes.current.as_mut() {
                    cur.consents = consents;
                }
                self.sen_56_ask(
                    ChoiceAbout::LawSponsorConsent {
                        law: c.law.clone(),
                        senator,
                        cosponsor: consents == 1,
                    },
                    vec![ChoiceOption::Consent, ChoiceOption::Refuse],
                    ChoiceOption::Refuse,
                );
                return;
            }
            consents += 1;
        }
        let (Some(sponsor), Some(cosponsor)) = (c.sponsor, c.cosponsor) else {
            self.sen_56_withdraw(None, false, ev);
            self.senate_next(ev);
            return;
        };
        // Both still in Rome when the vote is called (else the Law is withdrawn).
        let here = |g: &Game, s: &SenatorId| {
            g.find_senator(s)
                .is_some_and(|i| g.senators[i].in_rome && g.senators[i].faction.is_some())
        };
        if !here(self, &sponsor) || !here(self, &cosponsor) {
            self.sen_56_withdraw(None, false, ev);
            self.senate_next(ev);
            return;
        }
        self.law_votes.current = None;
        self.put_to_vote(
            Proposal::PassLaw {
                law: c.law,
                by: c.faction,
                sponsor,
                cosponsor,
                repeal: c.repeal,
            },
            ev,
        );
    }

    /// SEN-56 (RULING): the current Law is not put to the vote: back to its player's hand.
    fn sen_56_withdraw(
        &mut self,
        refused: Option<SenatorId>,
        adjourned: bool,
        ev: &mut Vec<Event>,
    ) {
        let Some(c) = self.law_votes.current.take() else {
            return;
        };
        self.sen_56_return(c, refused, adjourned, ev);
    }

    fn sen_56_return(
        &mut self,
        c: LawPlay,
        refused: Option<SenatorId>,
        adjourned: bool,
        ev: &mut Vec<Event>,
    ) {
        if !adjourned {
            let turn = self.turn;
            self.law_votes.withdrawn.retain(|(t, _)| *t == turn);
            self.law_votes.withdrawn.push((turn, c.law.clone()));
        }
        match self.factions.get_mut(usize::from(c.faction.0)) {
            Some(fs) => fs.hand.push(DeckCard::Law(c.law.0.clone())),
            None => self.discard.push(DeckCard::Law(c.law.0.clone())),
        }
        ev.push(public(EventKind::LawWithdrawn {
            faction: c.faction,
            law: c.law,
            refused,
            adjourned,
        }));
    }

    /// SEN-56 (RULING): the Senate adjourns: every Law played and not voted on goes back to its
    /// player's hand.
    pub(crate) fn sen_56_lapse(&mut self, ev: &mut Vec<Event>) {
        let mut left: Vec<LawPlay> = self.law_votes.current.take().into_iter().collect();
        left.append(&mut self.law_votes.waiting);
        for c in left {
            self.sen_56_return(c, None, true, ev);
        }
    }

    /// SEN-56 (2.06.2/9-10, 2.06.3): the Law passed: in force as played (SEN-55, for the card's
    /// player), then the Sponsor gains 3 Influence and the Co-Sponsor 1.
    pub(crate) fn sen_56_enact(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        let Proposal::PassLaw {
            law,
            by,
            sponsor,
            cosponsor,
            repeal,
        } = p
        else {
            return;
        };
        self.law_in_force(*by, DeckCard::Law(law.0.clone()), &law.0, *repeal, ev);
        for (senator, gain, co) in [(sponsor, 3u32, false), (cosponsor, 1u32, true)] {
            if let Some(i) = self.find_senator(senator) {
                let before = self.senators[i].influence;
                self.senators[i].add_influence(i64::from(gain));
                ev.push(public(EventKind::LawSponsorInfluence {
                    law: law.clone(),
                    senator: senator.clone(),
                    cosponsor: co,
                    influence: self.senators[i].influence - before,
                }));
            }
        }
    }

    /// SEN-56 (2.06.2/11): the Law failed its vote: it is out of the game.
    pub(crate) fn sen_56_defeated(&mut self, p: &Proposal, ev: &mut Vec<Event>) {
        if let Proposal::PassLaw { law, by, .. } = p {
            self.law_votes.defeated.push(law.clone());
            ev.push(public(EventKind::LawDefeated {
                faction: *by,
                law: law.clone(),
            }));
        }
    }

    /// SEN-56 (card:statesman-22a/2, card:statesman-22b/2): the votes Cato adds on a Law: 6,
    /// and the Younger's Knights once more.
    pub(crate) fn sen_56_cato_votes(&self, i: usize, p: &Proposal) -> u32 {
        if !matches!(p, Proposal::PassLaw { .. }) {
            return 0;
        }
        let s = &self.senators[i];
        let Some(card) = s.statesman.as_ref().and_then(|k| data().statesman(k)) else {
            return 0;
        };
        let mut more = 0;
        if card.has_power(StatesmanPower::LawVotesPlusSix) {
            more += 6;
        }
        if card.has_power(StatesmanPower::DoubleKnightsOnLaws) {
            more += s.knights;
        }
        more
    }

    /// SEN-56 (2.06.4): may this Law card be discarded to the hand limit even while other cards
    /// could be? card:law-acilian/5 once the Calpurnian Law was discarded or voted down;
    /// card:law-julian/6 and card:law-plautian-papirian/7 once the Social War is defeated.
    fn sen_56_law_discardable(&self, key: &str) -> bool {
        let gone = |k: &str| {
            self.law_votes.defeated.iter().any(|l| l.0 == k)
                || self
                    .discard
                    .iter()
                    .any(|c| matches!(c, DeckCard::Law(l) if l.eq_ignore_ascii_case(k)))
        };
        match key {
            super::super::laws::ACILIAN => gone(super::super::laws::CALPURNIAN),
            super::super::laws::JULIAN | super::super::laws::PLAUTIAN_PAPIRIAN => {
                // Defeated: its card lies in the discard pile.
                self.discard
                    .iter()
                    .any(|c| matches!(c, DeckCard::War(w) if w == SOCIAL_WAR))
            }
            _ => false,
        }
    }

    /// SEN-56 (2.06.4): is `key` a Law card that may not be discarded voluntarily?
    pub(crate) fn sen_56_kept_law(&self, key: &CardKey) -> bool {
        self.sen_56_on()
            && data().law(&key.0.to_ascii_lowercase()).is_some()
            && !self.sen_56_law_discardable(&key.0.to_ascii_lowercase())
    }

    /// SEN-56 (2.06.4/2): the discards `out` from the cards `left` (after the plays) keep every
    /// Law while another card could go instead.
    pub(crate) fn sen_56_discard_check(
        &self,
        left: &[CardKey],
        out: &[CardKey],
    ) -> Result<(), RuleError> {
        if !self.sen_56_on() {
            return Ok(());
        }
        let others: Vec<CardKey> = left
            .iter()
            .filter(|k| !out.contains(k) && !self.sen_56_kept_law(k))
            .cloned()
            .collect();
        if let Some(law) = out.iter().find(|k| self.sen_56_kept_law(k))
            && !others.is_empty()
        {
            return Err(Illegal::LawNotDiscardable {
                card: law.clone(),
                discardable: left
                    .iter()
                    .filter(|k| !self.sen_56_kept_law(k))
                    .cloned()
                    .collect(),
            }
            .by("SEN-56")
            .into());
        }
        Ok(())
    }
}
