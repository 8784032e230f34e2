//! `rorgm gm substitute` (PB-10, issue 9): the GM's own proposals in place of the presiding
//! magistrate's. The text is read with the order language exactly as the magistrate's own
//! `PROPOSE` lines would be (against his proposals decision as it stands now), checked by the
//! rules like any proposal, and stored as an input, so replay reproduces it. Every player is
//! told, with the GM's reason, in the round's usual mail.

use super::input::Input;
use super::{Referee, RefereeError};
use crate::orders::{OrderContext, interpret, read_body};
use crate::rules::{Answer, Viewer};
use crate::store::{NewInput, NewState, Step};

impl Referee {
    /// Put the GM's proposals (`text`: PROPOSE lines, one per line) in place of the presiding
    /// magistrate's in game `game_id`. Returns the proposals as the order language writes them.
    pub fn substitute<'a>(
        &'a self,
        game_id: &'a str,
        text: &'a str,
        reason: &'a str,
    ) -> impl std::future::Future<Output = Result<Vec<String>, RefereeError>> + 'a {
        super::stack::boxed(|| self.substitute_body(game_id, text, reason))
    }

    async fn substitute_body(
        &self,
        game_id: &str,
        text: &str,
        reason: &str,
    ) -> Result<Vec<String>, RefereeError> {
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(RefereeError::Invalid(
                "give the players a reason (--reason \"…\")".into(),
            ));
        }
        let mut loaded = self.load(game_id).await?;
        self.check_open(&loaded)?;
        let Some(decision) = loaded.game.substitute_decision() else {
            return Err(RefereeError::Invalid(format!(
                "game {game_id}: the GM can replace the presiding magistrate's proposals only \
                 while he is asked for them or his own proposal is on the floor of the Senate"
            )));
        };
        let view = loaded.game.view(Viewer::Faction(decision.owner));
        let read = read_body(text).map_err(|e| {
            RefereeError::Invalid(format!(
                "the proposal text: {}",
                crate::render::body_error(&e)
            ))
        })?;
        let ctx = OrderContext {
            faction: decision.owner,
            view: &view,
            open: std::slice::from_ref(&decision),
            current: &[],
        };
        let it = interpret(&read, &ctx);
        if let Some(e) = it.errors.first() {
            return Err(RefereeError::Invalid(format!(
                "line {} \"{}\": {}",
                e.line_no,
                e.text,
                crate::render::read_error(&e.error, &crate::render::Names::of_view(&view))
            )));
        }
        let proposals = it
            .answers
            .into_iter()
            .find_map(|(_, a)| match a {
                Answer::SenateProposals { proposals } => Some(proposals),
                _ => None,
            })
            .unwrap_or_default();
        if proposals.is_empty() {
            return Err(RefereeError::Invalid(
                "no PROPOSE line was understood (write it as the presiding magistrate would, \
                 e.g. PROPOSE CONSULS Cornelius AND Fabius)"
                    .into(),
            ));
        }
        let lines: Vec<String> = proposals
            .iter()
            .map(|p| crate::orders::proposal_line(p, &view))
            .collect();
        let before_round = loaded.game.round();
        let names_before = loaded.names();
        let input = Input::Substitute {
            proposals,
            reason: reason.to_string(),
        };
        let events = input.apply(&mut loaded.game).map_err(|e| {
            let names = loaded.names();
            RefereeError::Invalid(crate::render::refusal(&e, &names))
        })?;
        let seq = loaded.row.last_seq + 1;
        let mut names = loaded.names();
        names.merge(&names_before);
        let (outbox, deadline, news) = self
            .after_resolution(&loaded, &events, &names, before_round, seq, None)
            .await?;
        let (now_ms, now_text) = self.now_text();
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            inputs: vec![NewInput {
                input_json: serde_json::to_string(&input)
                    .map_err(|e| RefereeError::Invalid(format!("input json: {e}")))?,
                source: "gm".into(),
            }],
            state: Some(NewState {
                state_json: Self::state_json(&loaded.game)?,
                status: super::status_text(&loaded.game),
                round: loaded.game.round(),
                snapshot: true,
            }),
            events,
            outbox,
            deadline,
            news: news.news,
            for_observers: news.for_observers,
            attachments: news.attachments,
            ..Default::default()
        };
        self.store.commit_step(&step).await?;
        Ok(lines)
    }
}
