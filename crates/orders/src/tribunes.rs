//! Tribune proposals and minor motions written with a vote (SEN-10, SEN-49):
//! `TRIBUNE PROPOSE <proposal>` / `TRIBUNE NOMINATE <office> <senator>` puts a proposal of the
//! faction's own on the floor with a Tribune right after the vote (the rules judge then whether
//! it is in order); `NO TRIBUNE` withdraws it; `MOTION <text>` is announced to all and never
//! refused.

use super::grammar::GameOrder;
use super::names::{resolve_scoped, senator_text};
use super::read_error::ReadError;
use super::read_why::ReadWhy;
use super::read_why::Scope;
use super::senate::{ProposalOptions, proposal_line, proposal_of};
use rules::api::{DecisionOptions, Proposal, SenatorId, View, VoteOrder};

/// Apply a TRIBUNE PROPOSE / NO TRIBUNE / MOTION line to the faction's vote. `scope` is what a
/// Tribune of the faction may propose (None: it holds no Tribune).
pub fn apply_tribune_order(
    order: &GameOrder,
    scope: Option<&DecisionOptions>,
    vote: &mut VoteOrder,
    view: &View,
) -> Result<String, ReadError> {
    match order {
        GameOrder::TribunePropose(p) => {
            let Some(opts) = scope.and_then(ProposalOptions::of) else {
                return Err(ReadWhy::NoTribune.into());
            };
            let proposal = proposal_of(p, &opts, view, &[])?;
            if matches!(proposal, Proposal::Adjourn | Proposal::Prosecute { .. }) {
                return Err(ReadWhy::TribuneCannotPropose.into());
            }
            let line = format!("TRIBUNE {}", proposal_line(&proposal, view));
            vote.tribune_proposal = Some(Box::new(proposal));
            Ok(line)
        }
        GameOrder::NoTribuneProposal => {
            vote.tribune_proposal = None;
            Ok("NO TRIBUNE".to_string())
        }
        GameOrder::Motion { text } => {
            let text = rules::sen_49_clean(text);
            let line = format!("MOTION {text}");
            vote.motion = Some(text);
            Ok(line)
        }
        _ => Err(ReadWhy::NotForVote {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

/// The lines of a vote's Tribune proposal and motion (canonical order text).
pub fn tribune_lines(v: &VoteOrder, view: &View) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(p) = &v.tribune_proposal {
        lines.push(format!("TRIBUNE {}", proposal_line(p, view)));
    }
    if let Some(t) = &v.motion {
        lines.push(format!("MOTION {t}"));
    }
    lines
}

/// SEN-20: apply an APPOINT line to the Consuls' answer (names resolved among the eligible).
pub fn apply_appointment(
    order: &GameOrder,
    candidates: &[SenatorId],
    appoint: &mut Option<(SenatorId, SenatorId)>,
    view: &View,
) -> Result<String, ReadError> {
    match order {
        GameOrder::Appoint { dictator, master } => {
            let pick = |name: &str| resolve_scoped(name, candidates, view, Scope::Appointee);
            let d = pick(dictator)?;
            let m = pick(master)?;
            if d == m {
                return Err(ReadWhy::DictatorIsMaster.into());
            }
            *appoint = Some((d, m));
            Ok(appointment_line(appoint.as_ref(), view))
        }
        GameOrder::NoAppointment => {
            *appoint = None;
            Ok("APPOINT NONE".to_string())
        }
        _ => Err(ReadWhy::NotForAppointment {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

/// SEN-20: the canonical line of the Consuls' answer.
pub fn appointment_line(appoint: Option<&(SenatorId, SenatorId)>, view: &View) -> String {
    match appoint {
        Some((d, m)) => format!(
            "APPOINT DICTATOR {} MASTER OF HORSE {}",
            senator_text(d, view),
            senator_text(m, view)
        ),
        None => "APPOINT NONE".to_string(),
    }
}
