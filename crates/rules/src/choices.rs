//! Choices the rules leave to one player (issue 7 section 2): each is a `Choice` decision asked
//! where the rules put it, with its options and a Default Move (docs/RULINGS.md), instead of a
//! pick the engine made for him.
//!
//! - SEN-06 (LR 1.09.144): the presiding magistrate defeated unanimously loses 1 Influence or
//!   steps down (the Censor presiding over Prosecutions ends them instead); `senate/
//!   unanimous_defeat.rs`.
//! - SEN-60 (LR 1.09.81): with the Curia empty, the receiving player picks his Forum Senator.
//! - SEN-47 (New Alliance): the HRAO picks the war that makes peace.
//! - FOR-21 (Enemy Leader Dies / Enemy Sues for Peace): the HRAO picks the enemy Leader.
//! - VIC-06: the Primary Rebel's next war in his end-game campaign (`rebel_end_game.rs`).
//! - COM-05: a Commander facing a naval battle says whether he goes on to the land battle
//!   after a Victory (`combat_choice.rs`).
//! - RVN-08: a loyal Senator's Veterans in the Rebel's Army desert or stay
//!   (`deserting_veterans.rs`).
//! - PB-11 (LR 1.09.422): the accused who survived his Popular Appeal vetoes his prosecution
//!   with a Tribune or not (`senate/prosecutions.rs`).
//! - GEN-12: the HRAO picks the Forces the State cannot maintain (`unmaintained.rs`).
//! - RVN-06 (LR 1.11.31): a Master of Horse of another faction consents (or not) to his
//!   Dictator spending his talents on the allegiance rolls (`rebellion.rs`).
//! - COM-01: a Commander's recruiting under the Gabinian Law; RVN-11: a victorious
//!   Commander's march under the Manilian Law (`laws_late.rs`).
//! - SEN-38 (card:law-vatinian/3): a Governor elected in Rome goes to his Province or
//!   governs it through a Legate (`legates.rs`).
//! - SET-07 (LR 3.02.4/2): each player dealt a Province at setup names its Governor and his
//!   term (`setup.rs`; one decision per faction, all in one round).
//!
//! The round holds one decision (COM-05: one per Commander); its resolution applies the pick
//! and goes on with the business
//! the choice interrupted.

use super::api::{
    Answer, ChoiceAbout, ChoiceOption, Decision, DecisionId, DecisionKind, DecisionOptions,
    DefaultBy, Event, FactionId, Illegal, RuleError,
};
use super::game::Game;

/// What a `Choice` answer is about (None for any other answer).
pub(super) fn answer_about(a: &Answer) -> Option<&ChoiceAbout> {
    match a {
        Answer::Choice { about, .. } => Some(about),
        _ => None,
    }
}

/// One `Choice` decision, answered with the others of its round (see [`Game::choice_decision`]).
fn choice(
    id: DecisionId,
    owner: FactionId,
    about: ChoiceAbout,
    options: Vec<ChoiceOption>,
    default: ChoiceOption,
) -> Decision {
    Decision {
        id,
        kind: DecisionKind::Choice,
        owner,
        simultaneous: true,
        options: DecisionOptions::Choice {
            about: about.clone(),
            options,
        },
        default: Answer::Choice {
            about,
            pick: default,
        },
        default_by: DefaultBy::Seed,
    }
}

impl Game {
    /// One `Choice` decision for `owner`, answered with the others of its round: `default` is
    /// the Default Move (one of `options`, recorded in docs/RULINGS.md under the rule `about`
    /// names); `n` tells apart the choices of one kind in a turn ([`Game::choice_id`]).
    pub(super) fn choice_decision(
        &self,
        n: usize,
        owner: FactionId,
        about: ChoiceAbout,
        options: Vec<ChoiceOption>,
        default: ChoiceOption,
    ) -> Decision {
        let id = self.choice_id(&about, n, owner);
        choice(id, owner, about, options, default)
    }

    /// Open the round of these `Choice` decisions; false (and no round) when there are none.
    pub(super) fn open_choice_round(&mut self, decisions: Vec<Decision>) -> bool {
        if decisions.is_empty() {
            return false;
        }
        self.open_round(DecisionKind::Choice, decisions);
        true
    }

    /// Open a round of one `Choice` decision for `owner`, answered alone; `default` is the
    /// Default Move (one of `options`, recorded in docs/RULINGS.md under the rule `about` names).
    pub(super) fn ask_choice(
        &mut self,
        owner: FactionId,
        id: DecisionId,
        about: ChoiceAbout,
        options: Vec<ChoiceOption>,
        default: ChoiceOption,
    ) {
        let decision = Decision {
            simultaneous: false,
            ..choice(id, owner, about, options, default)
        };
        self.open_round(DecisionKind::Choice, vec![decision]);
    }

    /// The answers of a round, the factions in HRAO order (each faction's in the order given);
    /// a faction no longer in the order answers nothing.
    pub(super) fn answers_in_hrao_order(
        &self,
        answers: Vec<(FactionId, Answer)>,
    ) -> Vec<(FactionId, Answer)> {
        let order = self.hrao_order();
        let mut out: Vec<(FactionId, Answer)> = answers
            .into_iter()
            .filter(|(f, _)| order.contains(f))
            .collect();
        out.sort_by_key(|(f, _)| order.iter().position(|o| o == f));
        out
    }

    /// A stable ID for a choice: the rule, a number that differs between the choices of one
    /// kind in a turn, and the faction.
    pub(super) fn choice_id(&self, about: &ChoiceAbout, n: usize, f: FactionId) -> DecisionId {
        let rule = about.rule().to_ascii_lowercase().replace('-', "");
        self.decision_id(&format!("{rule}-{n}"), f)
    }

    /// The pick must be one of the decision's options, for the same question.
    pub(super) fn validate_choice(&self, d: &Decision, a: &Answer) -> Result<Answer, RuleError> {
        let (
            Answer::Choice { about, pick },
            DecisionOptions::Choice {
                about: asked,
                options,
            },
        ) = (a, &d.options)
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::Choice,
            });
        };
        // FOR-22: any split of the Storm's Fleets that the places hold, listed or not.
        let storm_ok = matches!(asked, ChoiceAbout::StormAtSea { .. })
            && about == asked
            && self.for_22_valid_split(asked, pick);
        // GEN-12: any split of the units the State cannot maintain that Rome and the Forces
        // away hold, listed or not.
        let units_ok = matches!(asked, ChoiceAbout::Unmaintained { .. })
            && about == asked
            && self.gen_12_valid_split(asked, pick);
        // COM-01: any affordable recruiting within the limits, listed or not.
        let recruit_ok = matches!(asked, ChoiceAbout::GabinianRecruit { .. })
            && about == asked
            && self.com_01_valid(asked, pick);
        if !storm_ok && !units_ok && !recruit_ok && (about != asked || !options.contains(pick)) {
            return Err(Illegal::NotAnOption { pick: pick.clone() }
                .by(asked.rule())
                .into());
        }
        Ok(a.clone())
    }

    /// Apply the pick and go on with the business the choice interrupted.
    pub(super) fn resolve_choice(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        // RVN-08: the loyal Senators' Veterans, alone or in the COM-05 round
        // (deserting_veterans.rs).
        if answers.iter().any(|(_, a)| Self::rvn_08_is_answer(a)) {
            self.rvn_08_answers(answers, ev);
            return;
        }
        // SET-07: the Governors of the Provinces dealt at setup, all in one round.
        if answers.iter().any(|(_, a)| Self::set_07_is_answer(a)) {
            self.set_07_governors(answers, ev);
            return;
        }
        // REV-18 (ADV 2.02.3): the Governors' builds from Local Taxes, all in one round.
        if answers.iter().any(|(_, a)| Self::rev_18_is_answer(a)) {
            self.rev_18_answers(answers, ev);
            return;
        }
        // SEN-54: Graft / Murder of a Tribune, Mob Incited to Violence, another Tribune: the
        // holders asked together (senate/tribune_cancel.rs).
        if answers.iter().any(|(_, a)| Self::sen_54_is_answer(a)) {
            self.sen_54_answers(answers, ev);
            return;
        }
        // RVN-03 / SEN-61 (ADV 2.04): disbandments and recalls, all in one round each
        // (disbandment.rs).
        if answers.iter().any(|(_, a)| Self::rvn_03_is_answer(a)) {
            self.rvn_03_answers(answers, ev);
            return;
        }
        if answers.iter().any(|(_, a)| Self::sen_61_is_answer(a)) {
            self.sen_61_answers(answers, ev);
            return;
        }
        // RVN-11: the victorious Commanders under the Manilian Law, all in one round.
        if answers.iter().any(|(_, a)| Self::rvn_11_is_answer(a)) {
            self.rvn_11_answers(answers, ev);
            return;
        }
        // COM-05: one decision per Commander, all answered in one round.
        if answers.iter().any(|(_, a)| {
            matches!(
                a,
                Answer::Choice {
                    about: ChoiceAbout::LandAfterNaval { .. }
                        | ChoiceAbout::AttackOrder { .. }
                        | ChoiceAbout::Cleopatra { .. }
                        | ChoiceAbout::RebelFleetLosses { .. },
                    ..
                }
            )
        }) {
            self.com_05_answers(answers, ev);
            return;
        }
        let Some((f, Answer::Choice { about, pick })) = answers.into_iter().next() else {
            return;
        };
        match about {
            ChoiceAbout::UnanimousDefeat { senator } => {
                self.sen_06_apply(&senator, &pick, ev);
                self.senate_next(ev);
            }
            ChoiceAbout::Repopulate => {
                // SEN-59: the pick may have been the Consul for Life's, for the receiver.
                let receiver = self
                    .senate
                    .as_mut()
                    .and_then(|s| s.repopulate_for.take())
                    .or_else(|| self.sen_60_receiver.take())
                    .unwrap_or(f);
                if let ChoiceOption::Senator { senator } = &pick {
                    self.sen_60_join(senator, receiver, ev);
                }
                // Asked when the Senate convened, or mid-phase: then the business resumes (or
                // the adjournment under way completes).
                match self.senate.as_ref().map(|s| s.adjourning) {
                    Some(true) => self.adjourn(ev),
                    Some(false) => self.senate_next(ev),
                    None => self.start_senate(ev),
                }
            }
            ChoiceAbout::NewAlliance { increased } => {
                if let ChoiceOption::War { war } = &pick {
                    self.sen_47_peace(war, increased, ev);
                }
                self.adjourn_rest(ev);
            }
            // Handled above, with the whole round.
            ChoiceAbout::LandAfterNaval { .. }
            | ChoiceAbout::AttackOrder { .. }
            | ChoiceAbout::Cleopatra { .. }
            | ChoiceAbout::RebelFleetLosses { .. } => self.com_05_answers(Vec::new(), ev),
            ChoiceAbout::QuitOrStay { senator } => self.mor_06_answer(f, &senator, &pick, ev),
            // REV-03: asked in the PB-02 round, resolved with it (revenue.rs, rebel_upkeep.rs).
            ChoiceAbout::ReleasedLegions { .. } => {}
            ChoiceAbout::StormAtSea { .. } => {
                self.for_22_storm_apply(&about, &pick, ev);
                self.forum_continue(ev);
            }
            ChoiceAbout::Catiline { .. } => {
                self.data_19_catiline_apply(&about, &pick, ev);
                self.forum_continue(ev);
            }
            ChoiceAbout::Unmaintained { .. } => {
                self.gen_12_apply(&about, &pick, ev);
                self.rev_16_finish(ev);
            }
            ChoiceAbout::MasterOfHorse { .. } => {
                if let ChoiceOption::Senator { senator } = &pick
                    && self
                        .dictator_candidates()
                        .iter()
                        .any(|&i| self.senators[i].id() == *senator)
                {
                    self.sen_21_appoint(senator, ev);
                }
                self.senate_next(ev);
            }
            ChoiceAbout::RebelCampaign { .. } => self.vic_06_answer(&pick, ev),
            // PB-11: the accused's faction vetoes after his appeal, or lets the votes count.
            ChoiceAbout::AppealVeto { .. } => self.pb_11_veto_chosen(f, &pick, ev),
            // RVN-06: the Master of Horse consents (or not); the declarations go on.
            ChoiceAbout::MasterOfHorseTalents { .. } => {
                self.rvn_06_consent_answer(&about, &pick, ev)
            }
            // Handled above, with the whole round.
            ChoiceAbout::LoyalVeterans { .. } => self.rvn_08_answers(Vec::new(), ev),
            // Handled above, with the whole round.
            ChoiceAbout::SetupGovernor { .. } => self.set_07_governors(Vec::new(), ev),
            ChoiceAbout::CancelTribune { .. }
            | ChoiceAbout::MobIncited { .. }
            | ChoiceAbout::AnotherTribune { .. } => self.sen_54_answers(Vec::new(), ev),
            // SEN-39: Fulvius Flaccus claims the Land Commissioner, or not.
            ChoiceAbout::LandCommissioner { senator } => {
                self.sen_39_claim_answer(&senator, &pick, ev)
            }
            // Handled above, with the whole round.
            ChoiceAbout::LocalTaxes { .. } => self.rev_18_answers(Vec::new(), ev),
            // COM-01: one Commander's Gabinian recruiting; the next is asked.
            ChoiceAbout::GabinianRecruit { .. } => self.com_01_answer(&about, &pick, ev),
            // Handled above, with the whole round.
            ChoiceAbout::ManilianWar { .. } => self.rvn_11_answers(Vec::new(), ev),
            // SEN-33 (ADV 2.05.2): the Accused's Advocate (senate/advocates.rs).
            ChoiceAbout::Advocate { .. } => self.sen_33_advocate_answer(f, &about, &pick, ev),
            ChoiceAbout::AdvocateConsent { .. } => self.sen_33_consent_answer(&about, &pick, ev),
            // Handled above, with the whole round.
            ChoiceAbout::DisbandVeterans { .. } => self.rvn_03_answers(Vec::new(), ev),
            ChoiceAbout::RecallVeterans { .. } => self.sen_61_answers(Vec::new(), ev),
            // SEN-38: the Governor elected in Rome goes or governs through a Legate.
            ChoiceAbout::Legate { senator, province } => {
                self.sen_38_answer(&senator, &province, &pick, ev)
            }
            // SEN-56 (ADV 2.06.2/6): a Law's Sponsors (senate/law_proposals.rs).
            ChoiceAbout::LawSponsor { .. }
            | ChoiceAbout::LawCosponsor { .. }
            | ChoiceAbout::LawSponsorConsent { .. } => self.sen_56_answer(&about, &pick, ev),
            ChoiceAbout::EnemyLeader { increased } => {
                if let ChoiceOption::Leader { leader } = &pick {
                    self.for_21_apply(leader, increased, ev);
                }
                self.end_forum_rest(ev);
            }
            // REV-20 / REV-17: asked in the PB-02 round, resolved with it (revenue.rs).
            ChoiceAbout::BodyguardUpkeep { .. } | ChoiceAbout::RebelBequest { .. } => {}
            // COM-23: Proscription after a civil war victory (late_intrigue.rs).
            ChoiceAbout::Proscription { .. } | ChoiceAbout::Proscribe { .. } => {
                self.com_23_answer(f, &about, &pick, ev);
            }
            // RVN-10 (ADV 2.03.7): the Primary Rebel Governor marches or stays
            // (rebel_declarations.rs); the declarations go on.
            ChoiceAbout::MarchOnRome { .. } => self.rvn_10_march_answer(&pick, ev),
            // RVN-10 (ADV 2.03.71): a Secondary Rebel Governor reinforces the Primary Rebel (or
            // none); then the PB-13 round (rebel_reinforcement.rs).
            ChoiceAbout::Reinforce { .. } => self.rvn_10_reinforce_answer(&pick, ev),
        }
    }
}
