//! Which mails a step sends, rendered from events and views (never from ad-hoc rules strings).

use crate::orders;
use crate::render::contexts::{Call, CallDecision, DefaultNotice, Private, Resolution, SetupMail};
use crate::render::{Names, Renderer, describe};
use crate::rules::{
    Decision, DecisionOptions, Event, EventKind, FactionId, Game, SenateStage, View, Viewer,
    Visibility,
};
use crate::store::{NewMail, PlayerRow};

use super::RefereeError;

/// What every mail of a game needs to know.
pub struct MailCtx<'a> {
    pub renderer: &'a Renderer,
    pub game_id: &'a str,
    pub gm_address: &'a str,
    pub players: &'a [PlayerRow],
    /// Message-ID domain.
    pub domain: &'a str,
    /// Per-step random part of Message-IDs: a rolled-back and replayed step must not reuse the
    /// IDs of the mails it sent the first time (each outbox row keeps its own ID on retries).
    pub nonce: String,
}

impl MailCtx<'_> {
    pub fn reply_to(&self, p: &PlayerRow) -> String {
        crate::mail::plus_address(self.gm_address, &p.token)
    }

    pub fn player(&self, f: FactionId) -> Option<&PlayerRow> {
        self.players.iter().find(|p| p.faction == f.0)
    }

    pub fn message_id(&self, parts: &str) -> String {
        format!("{}.{}.{}@{}", self.game_id, self.nonce, parts, self.domain)
    }

    pub fn mail(
        &self,
        p: &PlayerRow,
        kind: &str,
        id_parts: &str,
        subject: String,
        body: String,
    ) -> NewMail {
        NewMail {
            game_id: Some(self.game_id.to_string()),
            message_id: self.message_id(id_parts),
            kind: kind.to_string(),
            to_addr: p.address.clone(),
            reply_to: Some(self.reply_to(p)),
            subject: format!("[{}] {}", self.game_id, subject),
            body,
            in_reply_to: None,
            auto_submitted: false,
        }
    }
}

pub use crate::render::decision_title;

/// One owed decision as a line ("Revenue … (PB-02)").
pub fn owed_line(d: &Decision) -> String {
    format!("{} ({})", decision_title(d.kind), d.kind.rule_id())
}

fn form_for(d: &Decision, view: &View) -> CallDecision {
    let mut help = Vec::new();
    let mut form = Vec::new();
    let names = Names::of_view(view);
    let senator_name = |id: &crate::rules::SenatorId| -> String { names.senator(id) };
    let card_name = |k: &crate::rules::CardKey| -> String { names.card(k) };
    match &d.options {
        DecisionOptions::SetupPlays {
            leader_candidates,
            playable_statesmen,
            playable_concessions,
        } => {
            let names: Vec<String> = leader_candidates.iter().map(senator_name).collect();
            help.push(format!("LEADER <senator>   one of: {}", names.join(", ")));
            if playable_statesmen.is_empty() {
                help.push("no Statesman in your hand can be played now".into());
            } else {
                let s: Vec<String> = playable_statesmen.iter().map(card_name).collect();
                help.push(format!("PLAY <statesman>   playable: {}", s.join(", ")));
            }
            if playable_concessions.is_empty() {
                help.push("no Concession in your hand".into());
            } else {
                let s: Vec<String> = playable_concessions.iter().map(card_name).collect();
                help.push(format!(
                    "PLAY <concession> ON <senator>   playable: {}",
                    s.join(", ")
                ));
            }
            form.push("LEADER ".into());
        }
        DecisionOptions::Revenue {
            income,
            senators,
            faction_treasury,
            governors,
        } => {
            let names: Vec<String> = senators.iter().map(senator_name).collect();
            help.push(format!(
                "Your faction income this turn: {income}T. Faction Treasury now: {faction_treasury}T."
            ));
            help.push(format!(
                "INCOME <n> TO <senator>   (the rest goes to your Faction Treasury); senators: {}",
                names.join(", ")
            ));
            help.push("CONTRIBUTE <n> FROM <senator>   10T: +1 Influence, 25T: +3, 50T: +7".into());
            help.push("TRANSFER <n> FROM FACTION|<senator> TO FACTION|<any senator>".into());
            if !governors.is_empty() {
                let g: Vec<String> = governors.iter().map(senator_name).collect();
                help.push(format!(
                    "SPOILS <governor> YES|NO   governors: {}",
                    g.join(", ")
                ));
            }
            form.push("INCOME ".into());
        }
        DecisionOptions::Initiative { .. } => {
            initiative_help(&d.options, &mut help, &senator_name);
            form.push("PERSUADE ".into());
        }
        DecisionOptions::Bribes {
            attempts,
            faction_treasury,
        } => {
            help.push(format!(
                "One sealed round: what you send cannot depend on what others send. Faction Treasury now: {faction_treasury}T."
            ));
            for a in attempts {
                help.push(format!(
                    "Attempt on {} by {} (Faction {}): base number {} before bribes",
                    senator_name(&a.target),
                    senator_name(&a.persuader),
                    a.persuader_faction,
                    a.base_number
                ));
            }
            help.push("COUNTERBRIBE <n> ON <target>   from your Faction Treasury (defence)".into());
            help.push(
                "BRIBE <n> ON <target>   the persuader adds from his Personal Treasury (attack)"
                    .into(),
            );
            form.push("COUNTERBRIBE ".into());
        }
        DecisionOptions::InitiativeBid {
            initiative,
            bidders,
            conditional_on,
            plan_options,
        } => {
            let b: Vec<String> = bidders.iter().map(senator_name).collect();
            help.push(format!(
                "Initiative {initiative} is auctioned: sealed bids, paid from the bidding senator's Personal Treasury; ties go to the HRAO or the nearest clockwise."
            ));
            help.push(format!(
                "BID <n> FROM <senator>   bidders: {}",
                b.join(", ")
            ));
            if !conditional_on.is_empty() {
                let c: Vec<String> = conditional_on.iter().map(senator_name).collect();
                help.push(format!(
                    "BID <n> FROM <senator> IF PERSUASION OF <target> SUCCEEDS|FAILS   targets: {}",
                    c.join(", ")
                ));
            }
            help.push("If you win it, your orders for it (same lines as an initiative):".into());
            initiative_help(plan_options, &mut help, &senator_name);
            form.push("BID ".into());
        }
        DecisionOptions::SenateProposals { .. } => {
            proposals_help(&d.options, &mut help, &mut form, &senator_name);
        }
        DecisionOptions::SenateVote { .. } => {
            vote_help(&d.options, &mut help, &names);
            form.push("VOTE ".into());
        }
        DecisionOptions::Revolution {
            playable_statesmen,
            playable_concessions,
            senators,
            hand,
            over_limit,
        } => {
            let list = |v: Vec<String>| {
                if v.is_empty() {
                    "none".to_string()
                } else {
                    v.join(", ")
                }
            };
            if playable_statesmen.is_empty() {
                help.push("no Statesman in your hand can be played now".into());
            } else {
                help.push(format!(
                    "PLAY <statesman>   playable: {}",
                    list(playable_statesmen.iter().map(card_name).collect())
                ));
            }
            if !playable_concessions.is_empty() {
                help.push(format!(
                    "PLAY <concession> ON <senator>   playable: {}; on: {}",
                    list(playable_concessions.iter().map(card_name).collect()),
                    list(senators.iter().map(senator_name).collect())
                ));
            }
            if *over_limit > 0 {
                help.push(format!(
                    "DISCARD <card>   you hold {over_limit} card(s) over the hand limit (RVN-04); your hand: {}",
                    list(hand.iter().map(card_name).collect())
                ));
            }
            help.push(
                "RETURN FORCES   your commanders' forces return to Rome (the Default Move); REVOLT is not implemented yet (RVN-05)"
                    .into(),
            );
            form.push("PLAY ".into());
            if *over_limit > 0 {
                form.push("DISCARD ".into());
            }
        }
    }
    CallDecision {
        title: decision_title(d.kind).to_string(),
        rule: d.kind.rule_id().to_string(),
        help,
        default_text: crate::render::default_words(d.kind, &d.default_by, &names),
        default_lines: orders::decision_answer_lines(d, &d.default, view),
        form: form.into_iter().map(|l: String| format!("# {l}")).collect(),
    }
}

/// The help and form lines of the presiding magistrate's call for proposals (PB-07 / PB-10).
fn proposals_help(
    options: &DecisionOptions,
    help: &mut Vec<String>,
    form: &mut Vec<String>,
    name: &dyn Fn(&crate::rules::SenatorId) -> String,
) {
    let list = |v: &[crate::rules::SenatorId]| -> String {
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
                        match r.as_str() {
                            "corrupt" => "CORRUPT".to_string(),
                            "major" => "MAJOR".to_string(),
                            other => orders::concession_name(other),
                        }
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
        SenateStage::Governors => {
            help.push(format!(
                "NOMINATE GOVERNOR <senator> FOR <province>   provinces: {}; eligible: {}",
                provinces.join(", "),
                list(eligible)
            ));
            form.push("NOMINATE GOVERNOR ".into());
        }
        SenateStage::OtherBusiness => form.push("PROPOSE ".into()),
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
fn vote_help(options: &DecisionOptions, help: &mut Vec<String>, names: &Names) {
    let name = |id: &crate::rules::SenatorId| names.senator(id);
    let DecisionOptions::SenateVote {
        proposal,
        presiding,
        voters,
        tribunes,
        presiding_faction,
        nominees,
        accused,
        abstain_allowed,
        ..
    } = options
    else {
        return;
    };
    help.push(format!(
        "On the floor: {} (put by {}). Votes are sealed and simultaneous (S004).",
        crate::render::proposal_words(proposal, names),
        name(presiding)
    ));
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
            "VOTE YES|NO [BUY <n> FROM <senator>]   no abstention on a Land Bill (SEN-08)".into(),
        );
    }
    help.push(
        "VOTE <senator> YES|NO|ABSTAIN   one of your senators votes otherwise than your faction"
            .into(),
    );
    if *presiding_faction {
        help.push(format!(
            "VOTE YES UP TO <n>   as presiding magistrate: buy the votes passage needs, up to n talents from {}",
            name(presiding)
        ));
    }
    if !tribunes.is_empty() {
        help.push("TRIBUNE VETO   with a Tribune card from your hand (SEN-11)".into());
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
}

/// The help lines of an initiative form.
fn initiative_help(
    options: &DecisionOptions,
    help: &mut Vec<String>,
    name: &dyn Fn(&crate::rules::SenatorId) -> String,
) {
    let list = |v: &[crate::rules::SenatorId]| -> String {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.iter().map(name).collect::<Vec<_>>().join(", ")
        }
    };
    if let DecisionOptions::Initiative {
        initiative,
        persuaders,
        targets,
        knights_senators,
        games_senators,
        leader_candidates,
        faction_treasury,
    } = options
    {
        help.push(format!(
            "Initiative {initiative}: in this order, one persuasion attempt, one knights action, games, a Faction Leader change. Faction Treasury now: {faction_treasury}T."
        ));
        help.push(format!(
            "PERSUADE <target> WITH <persuader> [BRIBE <n>]   persuaders: {}; targets: {}",
            list(persuaders),
            list(targets)
        ));
        help.push(format!(
            "KNIGHTS <senator> SPEND <n>   or   PRESSURE <n> KNIGHTS OF <senator>   senators: {}",
            list(knights_senators)
        ));
        help.push(format!(
            "GAMES <senator> SLICE|BLOOD|GLADIATOR   ({}T / {}T / {}T from his Personal Treasury)   sponsors: {}",
            crate::rules::GamesKind::SliceAndDice.cost(),
            crate::rules::GamesKind::BloodFest.cost(),
            crate::rules::GamesKind::GladiatorGala.cost(),
            list(games_senators)
        ));
        help.push(format!(
            "LEADER <senator>   one of: {}",
            list(leader_candidates)
        ));
    }
}

/// Calls for orders: to each faction that owes something in the current round.
pub fn calls(
    cx: &MailCtx<'_>,
    game: &Game,
    deadline: &str,
    id_prefix: &str,
) -> Result<Vec<NewMail>, RefereeError> {
    let view_all = game.view(Viewer::Gm);
    let mut out = Vec::new();
    let owed = game.owed();
    for p in cx.players {
        let f = FactionId(p.faction);
        let mine: Vec<&Decision> = owed.iter().filter(|d| d.owner == f).collect();
        if mine.is_empty() {
            continue;
        }
        let view = game.view(Viewer::Faction(f));
        let decisions: Vec<CallDecision> = mine.iter().map(|d| form_for(d, &view)).collect();
        let body = cx.renderer.mail(&Call {
            game_id: cx.game_id.to_string(),
            turn: view_all.turn,
            phase: view_all.phase.clone(),
            faction: f.to_string(),
            name: p.name.clone(),
            deadline: deadline.to_string(),
            decisions,
        })?;
        out.push(cx.mail(
            p,
            "call",
            &format!("{id_prefix}.call.{}", p.faction),
            format!("Orders due: turn {}, {}", view_all.turn, view_all.phase),
            body,
        ));
    }
    Ok(out)
}

/// Public lines of a step (identical for every player).
pub fn public_lines(events: &[Event], names: &Names) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.visibility == Visibility::Public)
        .filter(|e| !matches!(e.kind, EventKind::AnswerReceived { .. }))
        .map(|e| describe(e, names))
        .collect()
}

pub fn state_lines(view: &View, names: &Names) -> Vec<String> {
    let mut v = vec![
        format!("Turn {}, {} phase.", view.turn, view.phase),
        format!(
            "State Treasury {}T, Unrest {}, Legions {}, Fleets {}.",
            view.state_treasury, view.unrest, view.legions, view.fleets
        ),
    ];
    if let Some(h) = &view.hrao {
        v.push(format!("HRAO: {}.", names.senator(h)));
    }
    for w in [
        ("Active wars", &view.active_wars),
        ("Inactive wars", &view.inactive_wars),
        ("Imminent wars", &view.imminent_wars),
    ] {
        if !w.1.is_empty() {
            v.push(format!("{}: {}.", w.0, w.1.join(", ")));
        }
    }
    for f in &view.factions {
        let ss: Vec<String> = f
            .senators
            .iter()
            .map(|s| {
                let mut t = format!("{} INF {}", s.name, s.influence);
                if s.faction_leader {
                    t.push_str(" (leader)");
                }
                if !s.offices.is_empty() {
                    t.push_str(&format!(" [{}]", s.offices.join(", ")));
                }
                t
            })
            .collect();
        v.push(format!(
            "{}: {} votes; {}.",
            names.faction(f.id),
            f.votes,
            ss.join("; ")
        ));
    }
    v
}

/// Mails after a resolution: public announcement (identical), private results, default notices.
pub fn resolution_mails(
    cx: &MailCtx<'_>,
    game: &Game,
    events: &[Event],
    names: &Names,
    id_prefix: &str,
    deadline_passed: Option<&str>,
) -> Result<Vec<NewMail>, RefereeError> {
    let mut out = Vec::new();
    let public = public_lines(events, names);
    let view = game.view(Viewer::Public);
    if !public.is_empty() {
        let headline = format!("turn {}, {}", view.turn, view.phase);
        let body = cx.renderer.mail(&Resolution {
            game_id: cx.game_id.to_string(),
            headline: headline.clone(),
            lines: public,
            state: state_lines(&view, names),
        })?;
        for p in cx.players {
            out.push(cx.mail(
                p,
                "announcement",
                &format!("{id_prefix}.ann.{}", p.faction),
                format!("Announcement: {headline}"),
                body.clone(),
            ));
        }
    }
    for p in cx.players {
        let f = FactionId(p.faction);
        let mine: Vec<&Event> = events
            .iter()
            .filter(|e| e.visibility == Visibility::Faction(f))
            .collect();
        let defaults: Vec<String> = mine
            .iter()
            .filter(|e| matches!(e.kind, EventKind::DefaultApplied { .. }))
            .map(|e| describe(e, names))
            .collect();
        let private: Vec<String> = mine
            .iter()
            .filter(|e| !matches!(e.kind, EventKind::DefaultApplied { .. }))
            .map(|e| describe(e, names))
            .collect();
        if !defaults.is_empty() {
            let body = cx.renderer.mail(&DefaultNotice {
                game_id: cx.game_id.to_string(),
                faction: f.to_string(),
                name: p.name.clone(),
                deadline: deadline_passed.unwrap_or("the deadline").to_string(),
                defaults,
            })?;
            out.push(cx.mail(
                p,
                "default",
                &format!("{id_prefix}.default.{}", p.faction),
                "Default Move applied for you".to_string(),
                body,
            ));
        }
        if !private.is_empty() {
            let body = cx.renderer.mail(&Private {
                game_id: cx.game_id.to_string(),
                faction: f.to_string(),
                name: p.name.clone(),
                lines: private,
            })?;
            out.push(cx.mail(
                p,
                "private",
                &format!("{id_prefix}.private.{}", p.faction),
                format!("Private results: turn {}, {}", view.turn, view.phase),
                body,
            ));
        }
    }
    Ok(out)
}

/// One line per senator of a faction's own, for setup and status mails.
pub fn senator_lines(view: &View, f: FactionId) -> Vec<String> {
    view.factions
        .iter()
        .filter(|fv| fv.id == f)
        .flat_map(|fv| fv.senators.iter())
        .map(|s| {
            let mut t = format!(
                "{} (#{})  MIL {} ORA {} LOY {} INF {} POP {}",
                s.name, s.id, s.military, s.oratory, s.loyalty, s.influence, s.popularity
            );
            if s.knights > 0 {
                t.push_str(&format!(" knights {}", s.knights));
            }
            if let Some(tr) = s.treasury {
                t.push_str(&format!(" treasury {tr}T"));
            }
            if s.faction_leader {
                t.push_str(" (Faction Leader)");
            }
            if !s.offices.is_empty() {
                t.push_str(&format!(" [{}]", s.offices.join(", ")));
            }
            if !s.concessions.is_empty() {
                t.push_str(&format!(" concessions: {}", s.concessions.join(", ")));
            }
            t
        })
        .collect()
}

/// One line per hand card of a faction.
pub fn hand_lines(view: &View, f: FactionId) -> Vec<String> {
    view.private
        .iter()
        .filter(|p| p.faction == f)
        .flat_map(|p| p.hand.iter())
        .map(|c| format!("{} ({}): {}", c.name, c.kind, c.text))
        .collect()
}

/// The setup mails: each player's private hand and senators, and the public setup.
pub fn setup_mails(
    cx: &MailCtx<'_>,
    game: &Game,
    events: &[Event],
    names: &Names,
    seed_sha256: &str,
) -> Result<Vec<NewMail>, RefereeError> {
    let public = public_lines(events, names);
    let gm_view = game.view(Viewer::Gm);
    let factions: Vec<String> = gm_view
        .factions
        .iter()
        .map(|f| {
            let ss: Vec<String> = f.senators.iter().map(|s| names.senator(&s.id)).collect();
            format!("{}: {}", names.faction(f.id), ss.join(", "))
        })
        .collect();
    let mut out = Vec::new();
    for p in cx.players {
        let f = FactionId(p.faction);
        let view = game.view(Viewer::Faction(f));
        let body = cx.renderer.mail(&SetupMail {
            game_id: cx.game_id.to_string(),
            scenario: gm_view.scenario.clone(),
            players: cx.players.len(),
            faction: f.to_string(),
            name: p.name.clone(),
            reply_to: cx.reply_to(p),
            address: p.address.clone(),
            senators: senator_lines(&view, f),
            hand: hand_lines(&view, f),
            public: public.clone(),
            factions: factions.clone(),
            seed_sha256: seed_sha256.to_string(),
        })?;
        out.push(cx.mail(
            p,
            "setup",
            &format!("setup.{}", p.faction),
            format!("Welcome to Rome: your faction and your hand (Faction {f})"),
            body,
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{
        Answer, CardKey, DecisionId, DecisionKind, FactionView, HandCard, PrivateView, Proposal,
        SenatorId, SenatorView, VoteOrder,
    };

    fn view() -> View {
        let sv = |id: &str, name: &str| SenatorView {
            id: SenatorId(id.into()),
            name: name.into(),
            aliases: vec![name.into()],
            military: 1,
            oratory: 1,
            loyalty: 1,
            influence: 1,
            popularity: 0,
            knights: 0,
            offices: vec![],
            concessions: vec![],
            faction_leader: false,
            treasury: Some(4),
        };
        View {
            viewer: Viewer::Faction(FactionId(0)),
            scenario: "early".into(),
            turn: 2,
            phase: "Senate".into(),
            state_treasury: 100,
            unrest: 0,
            legions: 4,
            fleets: 0,
            factions: vec![FactionView {
                id: FactionId(0),
                leader: None,
                senators: vec![sv("1", "Cornelius"), sv("2", "Fabius"), sv("3", "Valerius")],
                hand_size: 2,
                votes: 6,
            }],
            forum_senators: vec![],
            curia: vec![],
            active_wars: vec![],
            inactive_wars: vec![],
            imminent_wars: vec![],
            hrao: None,
            rules_end: None,
            finished: None,
            private: vec![PrivateView {
                faction: FactionId(0),
                faction_treasury: 0,
                hand: vec![
                    HandCard {
                        key: CardKey("tribune-1".into()),
                        name: "Tribune".into(),
                        kind: "intrigue".into(),
                        text: String::new(),
                    },
                    HandCard {
                        key: CardKey("1A".into()),
                        name: "P. Cornelius Scipio Africanus".into(),
                        kind: "statesman".into(),
                        text: String::new(),
                    },
                ],
            }],
            forum_concessions: vec![],
            deck_size: 0,
            military: Default::default(),
            provinces: Default::default(),
        }
    }

    fn decision(kind: DecisionKind, options: DecisionOptions, default: Answer) -> Decision {
        Decision {
            id: DecisionId("d".into()),
            kind,
            owner: FactionId(0),
            simultaneous: true,
            options,
            default,
            default_by: crate::rules::DefaultBy::Seed,
        }
    }

    fn ids(v: &[&str]) -> Vec<SenatorId> {
        v.iter().map(|x| SenatorId((*x).into())).collect()
    }

    /// PB-07 / PB-08 / PB-13: the forms list the legal options by name and prefill a line.
    #[test]
    fn pb_07_pb_08_pb_13_forms_name_the_options() {
        let v = view();
        let f = form_for(
            &decision(
                DecisionKind::SenateProposals,
                DecisionOptions::SenateProposals {
                    presiding: SenatorId("1".into()),
                    stage: SenateStage::Consuls,
                    in_rome: ids(&["1", "2", "3"]),
                    eligible: ids(&["1", "2"]),
                    accusable: vec![],
                    wars: vec!["punic-1".into()],
                    commanders: ids(&["1"]),
                    proconsuls: vec![],
                    concessions: vec!["harbor-fees".into()],
                    legions_in_rome: 4,
                    fleets_in_rome: 0,
                    barred: Vec::new(),
                    recruit_cost: Some(10),
                    provinces: Vec::new(),
                },
                Answer::SenateProposals { proposals: vec![] },
            ),
            &v,
        );
        let help = f.help.join("\n");
        for needle in [
            "Cornelius presides",
            "NOMINATE CONSULS <senator> AND <senator>   eligible: Cornelius, Fabius",
            "1st Punic War",
            "Harbor Fees",
            "ADJOURN",
        ] {
            assert!(help.contains(needle), "{needle}\n{help}");
        }
        assert_eq!(f.form, ["# NOMINATE CONSULS "]);
        assert_eq!(f.default_lines, ["NO PROPOSALS"]);
        let f = form_for(
            &decision(
                DecisionKind::SenateVote,
                DecisionOptions::SenateVote {
                    proposal: Proposal::Consuls {
                        first: SenatorId("1".into()),
                        second: SenatorId("2".into()),
                    },
                    presiding: SenatorId("1".into()),
                    voters: vec![(SenatorId("1".into()), 3), (SenatorId("2".into()), 2)],
                    tribunes: vec![CardKey("tribune-1".into())],
                    presiding_faction: true,
                    nominees: ids(&["1", "2"]),
                    accused: None,
                    abstain_allowed: false,
                },
                Answer::SenateVote(VoteOrder::default()),
            ),
            &v,
        );
        let help = f.help.join("\n");
        for needle in [
            "On the floor: Cornelius and Fabius as Consuls",
            "Cornelius 3, Fabius 2",
            "SEN-08",
            "VOTE YES UP TO <n>",
            "TRIBUNE VETO",
            "your consular nominees: Cornelius, Fabius",
        ] {
            assert!(help.contains(needle), "{needle}\n{help}");
        }
        assert!(!help.contains("APPEAL"));
        assert_eq!(f.default_lines, ["NO VOTE"]);
        let f = form_for(
            &decision(
                DecisionKind::Revolution,
                DecisionOptions::Revolution {
                    playable_statesmen: vec![CardKey("1A".into())],
                    playable_concessions: vec![],
                    senators: ids(&["1"]),
                    hand: vec![CardKey("1A".into()), CardKey("tribune-1".into())],
                    over_limit: 1,
                },
                Answer::Revolution {
                    statesmen: vec![],
                    concessions: vec![],
                    discards: vec![],
                },
            ),
            &v,
        );
        let help = f.help.join("\n");
        for needle in ["P. Cornelius Scipio Africanus", "DISCARD <card>", "RVN-05"] {
            assert!(help.contains(needle), "{needle}\n{help}");
        }
        assert_eq!(f.default_lines, ["PLAY NONE", "DISCARD NONE"]);
        assert_eq!(f.form, ["# PLAY ", "# DISCARD "]);
    }
}
