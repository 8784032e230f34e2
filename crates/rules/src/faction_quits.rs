//! MOR-06 (LR 1.05.4): "If a Faction is not eliminated, but has no Senators left, that player
//! may either quit the Game or draw the top Senator card in the Curia that does not match a
//! played Statesman to use as his new Faction Leader."
//!
//! The faction takes the Senator at once (`elimination.rs`), so that play never waits on a
//! faction with no Senator; its player is asked, in a `Choice` round of its own opened before
//! the next round of the game (`CHOOSE TAKE` / `CHOOSE QUIT`), whether he keeps him. QUIT puts
//! the Senator back on top of the Curia, discards the hand, returns the treasuries to the bank
//! and takes the seat out of the game, as an elimination does; the round that was about to open
//! then opens without that faction. Default Move (docs/RULINGS.md MOR-06): take the Senator.

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Decision, DecisionKind, DecisionOptions, Event, EventKind,
    FactionId, SenatorId,
};
use super::data::DeckCard;
use super::game::{Game, public};
use super::state::Round;

impl Game {
    /// MOR-06: hold `round` back while a faction that took a Senator from the Curia is asked
    /// whether it quits instead; returns the round to open now (the question, or `round`).
    pub(super) fn mor_06_hold(&mut self, round: Round) -> Round {
        while !self.mor_06_may_quit.is_empty() {
            let (f, senator) = self.mor_06_may_quit.remove(0);
            let his = self
                .find_senator(&senator)
                .is_some_and(|i| self.senators[i].faction == Some(f));
            if self.eliminated(f) || !his {
                continue;
            }
            let about = ChoiceAbout::QuitOrStay { senator };
            let options = vec![ChoiceOption::Stay, ChoiceOption::Quit];
            let decision = Decision {
                simultaneous: false,
                ..self.choice_decision(1, f, about, options, ChoiceOption::Stay)
            };
            self.mor_06_stash = Some(round);
            return Round {
                kind: DecisionKind::Choice,
                decisions: vec![decision],
                answers: Default::default(),
            };
        }
        round
    }

    /// MOR-06: apply the answer, then open the round that waited (without a faction that quit).
    pub(super) fn mor_06_answer(
        &mut self,
        f: FactionId,
        senator: &SenatorId,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        if *pick == ChoiceOption::Quit {
            self.mor_06_quit(f, senator, ev);
        }
        let Some(mut round) = self.mor_06_stash.take() else {
            return;
        };
        round.decisions.retain(|d| !self.eliminated(d.owner));
        // MOR-06: the Senator who went back to the Curia is offered by no option of the round.
        if *pick == ChoiceOption::Quit && self.find_senator(senator).is_none() {
            for d in &mut round.decisions {
                d.options.forget_senator(senator);
            }
            self.mor_06_refresh_defaults(&mut round);
        }
        // RVN-01: a faction out of the game is no trade partner in the held round.
        let gone: Vec<FactionId> = self
            .seat_ids()
            .into_iter()
            .filter(|x| self.eliminated(*x))
            .collect();
        for d in &mut round.decisions {
            if let DecisionOptions::Trades { partners, .. } = &mut d.options {
                partners.retain(|p| !gone.contains(p));
            }
        }
        let ids: Vec<String> = round.decisions.iter().map(|d| d.id.0.clone()).collect();
        round.answers.retain(|id, _| ids.contains(id));
        if round.decisions.is_empty() {
            self.resolve_round(round, ev);
            return;
        }
        let round = self.mor_06_hold(round);
        self.pending = Some(round);
    }

    /// SEN-07 / PB-07 (ORDERS.md "a bad line never erases a good one"): the Default Move of a
    /// round held while a Senator went back to the Curia is computed again from the state as
    /// it is now, so that it never names him (every line of a mail is judged on top of it).
    fn mor_06_refresh_defaults(&self, round: &mut Round) {
        for d in &mut round.decisions {
            if d.kind == DecisionKind::SenateProposals {
                d.default = Answer::SenateProposals {
                    proposals: self.gm_proposals(),
                };
            }
        }
    }

    /// MOR-06: the player quits: the Senator goes back on top of the Curia, the hand is
    /// discarded, the treasuries go to the bank and the seat leaves the game.
    fn mor_06_quit(&mut self, f: FactionId, senator: &SenatorId, ev: &mut Vec<Event>) {
        if let Some(i) = self.find_senator(senator) {
            let s = self.senators.remove(i);
            self.ledger.lost_at_death += u64::from(s.treasury);
            // REV-20: an Open Bodyguard with him is discarded.
            if let Some(c) = s.open_bodyguard {
                self.discard.push(DeckCard::Intrigue(c));
            }
            self.curia.insert(0, DeckCard::Family(s.family));
        }
        if self.senators.iter().any(|s| s.faction == Some(f)) {
            return;
        }
        let Some(fs) = self.factions.get_mut(usize::from(f.0)) else {
            return;
        };
        let hand = std::mem::take(&mut fs.hand);
        let treasury = std::mem::take(&mut fs.treasury);
        fs.eliminated = true;
        fs.waiting_for_curia = false;
        self.discard.extend(hand);
        self.ledger.lost_at_death += u64::from(treasury);
        ev.push(public(EventKind::FactionQuits { faction: f }));
    }
}
