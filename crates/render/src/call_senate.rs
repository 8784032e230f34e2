//! The Senate's calls for orders (PB-07 / PB-10 proposals, PB-08 / PB-09 / PB-11 votes): the
//! help and form lines `call::form_for` shows for them.

use rules::{DecisionOptions, SenateStage};

use crate::Names;

/// The help and form lines of the presiding magistrate's call for proposals (PB-07 / PB-10).
pub(crate) fn proposals_help(
    options: &DecisionOptions,
    help: &mut Vec<String>,
    form: &mut Vec<String>,
    name: &dyn Fn(&rules::SenatorId) -> String,
    province: &dyn Fn(&str) -> String,
) {
    let list = |v: &[rules::SenatorId]| -> String {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.iter().map(name).collect::<Vec<_>>().join(", ")
        }
    };
    let DecisionOptions::SenateProposals {
        presiding,
        stage,
        in_rome,
        eligible,
        accusable,
        wars,
        commanders,
        proconsuls,
        concessions,
        legions_in_rome,
        fleets_in_rome,
        provinces,
        consul_for_life,
        later,
        ..
    } = options
    else {
        return;
    };
    help.push(format!(
        "{} presides; the Senate is at the {}. One proposal per line, in order: the first that is legal when the floor is free is put to the vote, the others are your fallbacks and next business (SEN-02).",
        name(presiding),
        stage.name()
    ));
    if !consul_for_life.is_empty() {
        help.push(format!(
            "NOMINATE CONSUL FOR LIFE <senator>   eligible now (SEN-57): {}",
            list(consul_for_life)
        ));
    }
    match stage {
        SenateStage::Consuls => {
            help.push(format!(
                "NOMINATE CONSULS <senator> AND <senator>   eligible: {}",
                list(eligible)
            ));
            form.push("NOMINATE CONSULS ".into());
        }
        SenateStage::Dictator => {
            help.push(format!(
                "NOMINATE DICTATOR <senator> MASTER OF HORSE <senator>   eligible as Dictator: {}",
                list(eligible)
            ));
            form.push("NOMINATE DICTATOR ".into());
        }
        SenateStage::Censor => {
            help.push(format!(
                "NOMINATE CENSOR <senator>   eligible: {}",
                list(eligible)
            ));
            form.push("NOMINATE CENSOR ".into());
        }
        SenateStage::Prosecutions => {
            let acc: Vec<String> = accusable
                .iter()
                .map(|(a, r, major)| {
                    format!(
                        "{} ({} for {})",
                        name(a),
                        if *major { "MAJOR" } else { "MINOR" },
                        orders::reason_text(r)
                    )
                })
                .collect();
            help.push(format!(
                "PROSECUTE <accused> MINOR|MAJOR [FOR <reason>] BY <prosecutor>   accusable: {}",
                if acc.is_empty() {
                    "none".to_string()
                } else {
                    acc.join(", ")
                }
            ));
            form.push("PROSECUTE ".into());
        }
        SenateStage::Pontifex => {
            help.push(format!(
                "NOMINATE PONTIFEX <senator>   eligible: {}",
                list(eligible)
            ));
            form.push("NOMINATE PONTIFEX ".into());
        }
        SenateStage::Governors | SenateStage::OtherBusiness => {
            let other = *stage == SenateStage::OtherBusiness;
            // SEN-36: during other business a Governor not elected this turn may still be
            // replaced by a new one.
            if !other || !provinces.is_empty() {
                help.push(format!(
                    "NOMINATE GOVERNOR <senator> FOR <province>   {}provinces: {}; eligible: {}",
                    if other {
                        "replaces its Governor (or fills a Province in the Forum); "
                    } else {
                        ""
                    },
                    provinces
                        .iter()
                        .map(|p| province(p))
                        .collect::<Vec<_>>()
                        .join(", "),
                    list(eligible)
                ));
            }
            form.push(
                if other {
                    "PROPOSE "
                } else {
                    "NOMINATE GOVERNOR "
                }
                .into(),
            );
        }
    }
    // PB-10 (S004/90): the elections still to come, so that the whole list can be written now.
    for l in later {
        let order = match l.stage {
            SenateStage::Pontifex => "NOMINATE PONTIFEX <senator>",
            SenateStage::Dictator => "NOMINATE DICTATOR <senator> MASTER OF HORSE <senator>",
            SenateStage::Censor => "NOMINATE CENSOR <senator>",
            SenateStage::Governors => "NOMINATE GOVERNOR <senator> FOR <province>",
            SenateStage::Consuls | SenateStage::Prosecutions | SenateStage::OtherBusiness => {
                continue;
            }
        };
        let where_to = if l.stage == SenateStage::Governors {
            format!(
                "provinces: {}; ",
                provinces
                    .iter()
                    .map(|p| province(p))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        } else {
            String::new()
        };
        help.push(format!(
            "{order}   later in this Senate, the {}: you may write it now, it is put when its turn comes if still legal; {where_to}eligible as things stand: {}",
            l.stage.name(),
            list(&l.candidates)
        ));
    }
    // S004/90: the presiding magistrate's whole list, other business included, in one mail.
    if *stage != SenateStage::OtherBusiness {
        help.push("Other business after the elections (the PROPOSE lines below, ADJOURN last): you may write it now too, after your nominations; each is put when the Senate reaches it, if still legal and if your faction still presides.".into());
    }
    help.push(format!("Aligned senators in Rome: {}", list(in_rome)));
    help.push(format!(
        "PROPOSE RAISE <n> LEGIONS AND <m> FLEETS   in Rome now: {legions_in_rome} legion(s), {fleets_in_rome} fleet(s)"
    ));
    if !commanders.is_empty() && !wars.is_empty() {
        let ws: Vec<String> = wars.iter().map(|w| orders::war_name(w)).collect();
        help.push(format!(
            "PROPOSE SEND <commander> WITH <n> LEGIONS AND <m> FLEETS TO <war>   commanders: {}; wars: {}",
            list(commanders),
            ws.join(", ")
        ));
    }
    if !proconsuls.is_empty() {
        help.push(format!(
            "PROPOSE RECALL <proconsul>   or   PROPOSE REINFORCE <proconsul> WITH <n> LEGIONS AND <m> FLEETS   proconsuls: {}",
            list(proconsuls)
        ));
    }
    help.push("PROPOSE LAND BILL I|II|III BY <sponsor> AND <co-sponsor>   or   PROPOSE REPEAL LAND BILL II|III BY <sponsor>".into());
    help.push("PROPOSE RECALL PONTIFEX   strip the Pontifex Maximus of his office: two-thirds of the votes cast; his own veto cannot stop it (SEN-18)".into());
    if !concessions.is_empty() {
        let cs: Vec<String> = concessions
            .iter()
            .map(|c| orders::concession_name(c))
            .collect();
        help.push(format!(
            "PROPOSE CONCESSION <concession> TO <senator>   in the Forum: {}",
            cs.join(", ")
        ));
    }
    help.push("ADJOURN   the Senate is adjourned (end your list with it when you are done)".into());
    if *stage == SenateStage::OtherBusiness {
        form.push("ADJOURN".into());
    }
}

/// The help lines of a call for votes (PB-08 / PB-09 / PB-11).
pub(crate) fn vote_help(options: &DecisionOptions, help: &mut Vec<String>, names: &Names) {
    let name = |id: &rules::SenatorId| names.senator(id);
    let DecisionOptions::SenateVote {
        proposal,
        presiding,
        voters,
        tribunes,
        presiding_faction,
        nominees,
        accused,
        abstain_allowed,
        tribune_proposals,
        tribune_land_bills_only,
        voting_order,
        up_to_from,
        ordered_voting,
        may_appoint_priest,
        by_gm,
        agenda,
        by_tribune,
        ..
    } = options
    else {
        return;
    };
    // SEN-10: the adjournment's round: no vote, only a Tribune's proposal.
    if matches!(proposal, rules::Proposal::Adjourn) {
        help.push(format!(
            "{} adjourns the Senate. No vote is taken: you may first put a proposal of your own with a Tribune (TRIBUNE PROPOSE <proposal> or TRIBUNE NOMINATE <office> <senator>, SEN-10); send nothing to let the Senate adjourn.",
            name(presiding)
        ));
        return;
    }
    help.push(format!(
        "On the floor: {} (put by {}). Votes are sealed and simultaneous (S004).",
        crate::proposal_words(proposal, names),
        match by_tribune {
            // SEN-10: a Tribune's proposal is its faction's, not the presiding magistrate's.
            Some(f) => format!("a Tribune of {}", names.faction(*f)),
            None if *by_gm => "the GM, as his own proposal".to_string(),
            None => name(presiding),
        }
    ));
    // SEN-02 house rule "agenda vote" (issue 21 §2): the rest of the list, voted now.
    if !agenda.is_empty() {
        help.push(
            "Then, on the presiding magistrate's list, in this order (this game's house rule \"agenda vote\": you may vote on them now; each vote is cast when its proposal is put, if it is, and whoever wrote none is called then):"
                .into(),
        );
        for (k, p) in agenda.iter().enumerate() {
            help.push(format!("  {}. {}", k + 2, crate::proposal_words(p, names)));
        }
        help.push(format!(
            "VOTE ON <n> YES|NO|ABSTAIN   your vote on proposal n of that list (2 to {})",
            agenda.len() + 1
        ));
    }
    // SEN-02: the order in which the votes (and vetoes) are resolved.
    if !voting_order.is_empty() {
        let fs: Vec<String> = voting_order.iter().map(|f| names.faction(*f)).collect();
        help.push(format!(
            "Order of voting: {}{}",
            fs.join(", "),
            if *ordered_voting {
                " (ordered voting: every faction may make conditional votes, UP TO, on the votes before its turn; SEN-02)"
            } else {
                " (the first veto in this order counts; SEN-02)"
            }
        ));
    }
    let vs: Vec<String> = voters
        .iter()
        .map(|(s, k)| format!("{} {k}", name(s)))
        .collect();
    help.push(format!(
        "Your senators voting in Rome (votes): {}",
        if vs.is_empty() {
            "none".to_string()
        } else {
            vs.join(", ")
        }
    ));
    if *abstain_allowed {
        help.push("VOTE YES|NO|ABSTAIN [BUY <n> FROM <senator>]   1T from his Personal Treasury per extra vote".into());
    } else {
        help.push(
            "VOTE YES|NO [BUY <n> FROM <senator>]   no abstention on a Land Bill or its repeal (SEN-08)".into(),
        );
    }
    help.push(
        "VOTE <senator> YES|NO|ABSTAIN   one of your senators votes otherwise than your faction"
            .into(),
    );
    if *presiding_faction {
        let from = up_to_from.as_ref().unwrap_or(presiding);
        help.push(format!(
            "VOTE YES UP TO <n>   a conditional vote: buy the votes passage needs, up to n talents from {}{}",
            name(from),
            if *ordered_voting {
                " (VOTE NO UP TO <n>: the votes a defeat needs), given the votes before your turn"
            } else {
                ""
            }
        ));
    }
    if !tribunes.is_empty() {
        help.push(
            "TRIBUNE VETO   with a Tribune card from your hand, or a Statesman's own Tribune (SEN-11)"
                .into(),
        );
    }
    if tribune_proposals.is_some() && *tribune_land_bills_only {
        help.push(
            "TRIBUNE PROPOSE LAND BILL <I|II|III> BY <sponsor> AND <co-sponsor>   a Land Bill put by your Gracchus's own right (once a turn, no Tribune card) right after this vote (SEN-40, SEN-10; HELP TRIBUNE)"
                .into(),
        );
    } else if tribune_proposals.is_some() {
        help.push(
            "TRIBUNE PROPOSE <proposal> or TRIBUNE NOMINATE <office> <senator>   your own proposal, put with a Tribune right after this vote (SEN-10; HELP TRIBUNE)"
                .into(),
        );
    }
    help.push("MOTION <text>   a minor motion, announced to all, with no effect (SEN-49)".into());
    if *may_appoint_priest {
        help.push(
            "PRIEST <senator> [FROM <priest>]   your Pontifex Maximus makes a Senator in Rome a Priest (+1 Influence), once this Senate Phase, when this vote is over (SEN-15; HELP PRIEST)"
                .into(),
        );
    }
    if !nominees.is_empty() {
        let ns: Vec<String> = nominees.iter().map(name).collect();
        help.push(format!(
            "PREFER <senator> ROME|FIELD   your consular nominees: {} (PB-09)",
            ns.join(", ")
        ));
    }
    if let Some(a) = accused {
        help.push(format!(
            "APPEAL   {} may appeal to the People (SEN-27)",
            name(a)
        ));
    }
    help.push(
        "ASSASSINATE <target> BY <senator> [WITH <n> ASSASSIN]   once a turn, on another faction's Senator in Rome; made when the votes are in, before they are counted (SEN-50; HELP ASSASSINATE)"
            .into(),
    );
}
