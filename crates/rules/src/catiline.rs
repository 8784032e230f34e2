//! DATA-19: the 2nd Catiline Conspiracy (Late Republic Misc card; card:catiline-conspiracy/1-5).
//!
//! "The HRAO must immediately suppress a plot against the State. He names the offending Faction
//! (which cannot be his own) and draws 1d6 Mortality Chits. Those belonging to the named
//! Faction die. Regardless of the outcome, the HRAO loses one Popularity for each chit drawn."
//!
//! The naming is the HRAO's: a `Choice` decision of his faction (`CHOOSE FACTION <n>`), asked
//! when the Forum round that drew the card has run its initiatives, like the Storm at Sea's
//! Fleets (FOR-22), before the next Forum round. Default Move (docs/RULINGS.md DATA-19): the
//! first faction clockwise after his own. The 1d6 is a roll like any other (Evil Omens apply);
//! a "Draw 2" chit is put back and two more drawn (MOR-03); a chit of 25 or 29 with both
//! Statesmen of the number in the named faction strikes one by the GEN-10 2d6. The HRAO loses
//! 1 Popularity per chit the die gave (Pompey's loss doubled, card:statesman-30a/1). With no
//! HRAO (no aligned Senator in Rome) or no other faction, the plot passes unsuppressed and the
//! card is discarded (RULINGS). Once fully resolved the card is discarded (LR 1.07.37/3: a Forum
//! Event card is "discarded after being fully resolved").

use super::api::{ChoiceAbout, ChoiceOption, DeathCause, DicePurpose, Event, EventKind, FactionId};
use super::data::{DeckCard, MiscKind};
use super::game::{Game, data, public};
use super::general::RollFor;
use super::state::Chit;

impl Game {
    /// DATA-19: a Misc card `key` was drawn: if it is the Conspiracy, it waits for the HRAO's
    /// pick after this Forum round's initiatives (true).
    pub(super) fn data_19_catiline_drawn(&mut self, key: &str) -> bool {
        let conspiracy = data()
            .misc_card(key)
            .is_some_and(|m| m.kind == MiscKind::Conspiracy);
        if conspiracy {
            self.late.catiline = true;
        }
        conspiracy
    }

    /// DATA-19: the factions the HRAO may name (every faction in play but his own) and the
    /// Default Move (the first of them clockwise after his own).
    fn data_19_options(&self, own: FactionId) -> Vec<ChoiceOption> {
        self.clockwise_from(own)
            .into_iter()
            .filter(|f| *f != own && !self.eliminated(*f))
            .map(|faction| ChoiceOption::Faction { faction })
            .collect()
    }

    /// DATA-19: open the HRAO's pick if a Conspiracy waits. True when the round is open.
    pub(super) fn data_19_ask_catiline(&mut self) -> bool {
        if !self.late.catiline {
            return false;
        }
        let hrao = self
            .hrao_index()
            .and_then(|i| self.senators[i].faction.map(|f| (i, f)));
        let Some((i, own)) = hrao else {
            self.late.catiline = false;
            self.for_05_discard_conspiracy();
            return false;
        };
        let options = self.data_19_options(own);
        let Some(default) = options.first().cloned() else {
            self.late.catiline = false;
            self.for_05_discard_conspiracy();
            return false;
        };
        let about = ChoiceAbout::Catiline {
            hrao: self.senators[i].id(),
        };
        let id = self.choice_id(&about, usize::try_from(self.turn).unwrap_or(0), own);
        self.ask_choice(own, id, about, options, default);
        true
    }

    /// DATA-19 (card:catiline-conspiracy/3-5): the HRAO named `pick`: 1d6 chits, those of the
    /// named faction's Senators die, the HRAO loses 1 Popularity per chit.
    pub(super) fn data_19_catiline_apply(
        &mut self,
        about: &ChoiceAbout,
        pick: &ChoiceOption,
        ev: &mut Vec<Event>,
    ) {
        self.late.catiline = false;
        // FOR-05 (LR 1.07.37/3): whatever the pick, the card is discarded once resolved.
        self.for_05_discard_conspiracy();
        let (ChoiceAbout::Catiline { hrao }, ChoiceOption::Faction { faction }) = (about, pick)
        else {
            return;
        };
        if self.find_senator(hrao).is_none() {
            return;
        }
        let faction = *faction;
        let chits = self
            .roll(
                1,
                RollFor::Check,
                DicePurpose::CatilineChits { hrao: hrao.clone() },
                ev,
            )
            .count();
        let drawn = self.draw_battle_chits(chits, ev);
        let mut killed = Vec::new();
        for c in drawn {
            let Chit::Senator(n) = c else { continue };
            let hits: Vec<usize> = (0..self.senators.len())
                .filter(|&i| {
                    self.senators[i].family == n && self.senators[i].faction == Some(faction)
                })
                .collect();
            if let Some(i) = self.gen_10_chit_victim(&hits, n, ev) {
                killed.push(self.senators[i].id());
                self.kill_senator(i, DeathCause::Catiline, ev);
            }
        }
        let loss = -i32::try_from(chits).unwrap_or(i32::MAX);
        let popularity = match self.find_senator(hrao) {
            Some(h) => self.change_popularity(h, loss, ev),
            None => 0,
        };
        ev.push(public(EventKind::CatilineSuppressed {
            hrao: hrao.clone(),
            faction,
            chits,
            killed,
            popularity,
        }));
        self.mor_06_empty_factions(ev);
    }

    /// FOR-05 (LR 1.07.37/2-3): a Forum Event card is resolved at once "and in the same manner as
    /// the blue-bordered Event deck. They are discarded after being fully resolved": the
    /// Conspiracy goes to the discard pile (never removed, never kept in the Forum).
    fn for_05_discard_conspiracy(&mut self) {
        let keys: Vec<String> = data()
            .misc
            .iter()
            .filter(|m| m.kind == MiscKind::Conspiracy)
            .map(|m| m.key.clone())
            .collect();
        for key in keys {
            let card = DeckCard::Misc(key);
            if !self.discard.contains(&card) {
                self.discard.push(card);
            }
        }
    }
}
