//! Which mails a step sends, rendered from events and views (never from ad-hoc rules strings).

use crate::orders;
use crate::render::contexts::{Call, CallDecision, NewsBlock, Resolution, SetupMail};
use crate::render::{Names, Renderer, card_name, deadline, describe, office_names, phase_name};
use crate::rules::data::early_republic;
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
            // Issue 21 §4: no internal code in a player's mail.
            subject: crate::render::player_words(&format!("[{}] {}", self.game_id, subject)),
            body: crate::render::player_words(&body),
            in_reply_to: None,
            auto_submitted: false,
        }
    }
}

pub use crate::render::decision_title;

/// One owed decision as a line ("Revenue … (PB-02)").
pub fn owed_line(d: &Decision) -> String {
    format!("{} ({})", decision_title(d.kind), d.rule_id())
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
            upkeep,
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
            // REV-07: the holder of a grain concession learns of his standing choice here.
            let mine: Vec<FactionId> = view.private.iter().map(|p| p.faction).collect();
            let grain: Vec<String> = view
                .factions
                .iter()
                .filter(|f| mine.contains(&f.id))
                .flat_map(|f| f.senators.iter())
                .flat_map(|s| s.concessions.iter())
                .filter(|c| {
                    early_republic()
                        .ok()
                        .and_then(|d| d.concession(&c.0))
                        .is_some_and(|c| c.grain)
                })
                .map(card_name)
                .collect();
            if !grain.is_empty() {
                help.push(format!(
                    "STANDING GRAIN <concession> DOUBLE|SINGLE   under Drought a grain concession may pay double or more, each Drought costing its holder 1 Popularity (REV-07; read when the Revenue Phase opens); yours: {}",
                    grain.join(", ")
                ));
            }
            // REV-03: the Rebel's maintenance, paid from the purses his faction names.
            if let Some(u) = upkeep {
                let purses: Vec<String> = u
                    .rebels
                    .iter()
                    .map(|(s, t)| format!("{} {t}T", senator_name(s)))
                    .collect();
                help.push(format!(
                    "Your Rebel {} owes {}T of maintenance for {} Legions (2T each), paid before redistribution; your purses can pay for {} of them, the rest go back to the Senate. UPKEEP <n> FROM FACTION|<rebel> names which purse pays how much (lines not covering it all: the rest is taken from {}, then the Secondary Rebels, then the Faction Treasury); purses: {}, Faction Treasury {}T",
                    senator_name(&u.rebel),
                    u.owed,
                    u.legions,
                    u.affordable,
                    senator_name(&u.rebel),
                    purses.join(", "),
                    u.faction_treasury
                ));
                form.push("UPKEEP ".into());
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
            later,
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
            // FOR-17 house rule "bid ahead" (issue 21 §2).
            if !later.is_empty() {
                let ns: Vec<String> = later.iter().map(u8::to_string).collect();
                help.push(format!(
                    "This game's house rule \"bid ahead\": you may bid now for the later auctioned initiatives ({}) too: write INITIATIVE <n>: before each of its lines (INITIATIVE {}: BID <n> FROM <senator>, INITIATIVE {}: NO BID, INITIATIVE {}: PERSUADE …). Each is your answer when its auction opens, if still legal then; whoever wrote none for it is called then.",
                    ns.join(", "),
                    later[0],
                    later[0],
                    later[0]
                ));
            }
            form.push("BID ".into());
        }
        DecisionOptions::SenateProposals { .. } => {
            proposals_help(&d.options, &mut help, &mut form, &senator_name, &|k| {
                names.province(k)
            });
        }
        DecisionOptions::SenateVote { .. } => {
            vote_help(&d.options, &mut help, &names);
            form.push("VOTE ".into());
        }
        DecisionOptions::Bodyguards {
            target,
            assassin,
            roll,
            held,
        } => {
            help.push(format!(
                "{} tried to assassinate {}: the roll is {roll} so far (5 or more kills, 3-4 no effect, 2 or less catches the assassin).",
                names.senator(assassin),
                names.senator(target)
            ));
            help.push(format!(
                "BODYGUARDS <n>   play n Secret Bodyguard cards: -1 each to the roll, and one re-roll each only to catch the assassin (SEN-51). You hold {held}."
            ));
            help.push("NO BODYGUARDS   play none (the Default Move)".into());
            form.push("BODYGUARDS ".into());
        }
        DecisionOptions::Revolution {
            playable_statesmen,
            playable_concessions,
            senators,
            hand,
            over_limit,
            may_revolt,
            revolts_decided,
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
            if *revolts_decided {
                help.push(
                    "The trades gave you cards: play them here (RVN-01). Revolts stay as your first Revolution answer declared them.".into(),
                );
            } else {
                help.push(
                    "RETURN FORCES   your victorious commanders lay down their command; their forces return to Rome (the Default Move, RVN-05)".into(),
                );
            }
            if !may_revolt.is_empty() {
                help.push(format!(
                    "REVOLT <commander> [IF AT LEAST <n> LEGIONS FOLLOW] [SPEND <n>] [WITH <senator>, ...]   \
                     a victorious commander declares a Revolt (RVN-05); may revolt: {}",
                    list(may_revolt.iter().map(senator_name).collect())
                ));
            }
            form.push("PLAY ".into());
            if *over_limit > 0 {
                form.push("DISCARD ".into());
            }
        }
        DecisionOptions::Choice { about, options } => {
            help.extend(crate::render::choice_words::choice_help(
                about, options, &names,
            ));
            form.push("CHOOSE ".into());
        }
        // SEN-20: the Consuls' appointment of a Dictator.
        DecisionOptions::DictatorAppointment {
            consuls,
            candidates,
        } => {
            help.push(format!(
                "APPOINT DICTATOR <senator> MASTER OF HORSE <senator>   the Consuls ({}) appoint a Dictator together: only if every Consul's faction names the same two; not voted on, no veto (SEN-20). APPOINT NONE: no appointment (the Senate may still elect one). May be appointed: {}",
                consuls.iter().map(senator_name).collect::<Vec<_>>().join(", "),
                candidates
                    .iter()
                    .map(senator_name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            form.push("APPOINT DICTATOR ".into());
        }
        DecisionOptions::Ransom { captives } => {
            for c in captives {
                help.push(format!(
                    "RANSOM {}   ransom {}T (his Personal Treasury holds {}T, the rest from your Faction Treasury, after this round's income and transfers; COM-16)",
                    senator_name(&c.senator),
                    c.amount,
                    c.personal
                ));
            }
            form.push("RANSOM ".into());
        }
        DecisionOptions::Trades {
            hand,
            partners,
            may_offer,
            offers,
        } => {
            let cards = |v: &[crate::rules::CardKey]| {
                if v.is_empty() {
                    "nothing".to_string()
                } else {
                    v.iter().map(card_name).collect::<Vec<_>>().join(", ")
                }
            };
            if *may_offer {
                help.push(format!(
                    "OFFER <your cards> TO <faction> [FOR <their cards>]   an open trade, announced to all players without naming the cards (RVN-01); to: {}; your hand: {}",
                    partners
                        .iter()
                        .map(|f| names.faction(*f))
                        .collect::<Vec<_>>()
                        .join(", "),
                    cards(hand)
                ));
                help.push(
                    "The trade is made if the other faction writes the same trade this round, or accepts it in the next; deals by private mail are not enforced (GEN-06)"
                        .into(),
                );
                form.push("OFFER NONE".into());
            } else {
                for o in offers {
                    help.push(format!(
                        "ACCEPT {}   {} gives you {} for your {}",
                        o.number,
                        names.faction(o.from),
                        cards(&o.give),
                        cards(&o.get)
                    ));
                }
                form.push("ACCEPT ".into());
            }
        }
    }
    CallDecision {
        title: decision_title(d.kind).to_string(),
        rule: d.rule_id().to_string(),
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
    province: &dyn Fn(&str) -> String,
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
        consul_for_life,
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
                        match r.as_str() {
                            "corrupt" => "CORRUPT".to_string(),
                            "major" => "MAJOR".to_string(),
                            "evil-omens" => "EVIL OMENS".to_string(),
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
        tribune_proposals,
        voting_order,
        up_to_from,
        ordered_voting,
        may_appoint_priest,
        by_gm,
        agenda,
        ..
    } = options
    else {
        return;
    };
    // SEN-10: the adjournment's round: no vote, only a Tribune's proposal.
    if matches!(proposal, crate::rules::Proposal::Adjourn) {
        help.push(format!(
            "{} adjourns the Senate. No vote is taken: you may first put a proposal of your own with a Tribune (TRIBUNE PROPOSE <proposal> or TRIBUNE NOMINATE <office> <senator>, SEN-10); send nothing to let the Senate adjourn.",
            name(presiding)
        ));
        return;
    }
    help.push(format!(
        "On the floor: {} (put by {}). Votes are sealed and simultaneous (S004).",
        crate::render::proposal_words(proposal, names),
        if *by_gm {
            "the GM, as his own proposal".to_string()
        } else {
            name(presiding)
        }
    ));
    // SEN-02 house rule "agenda vote" (issue 21 §2): the rest of the list, voted now.
    if !agenda.is_empty() {
        help.push(
            "Then, on the presiding magistrate's list, in this order (this game's house rule \"agenda vote\": you may vote on them now; each vote is cast when its proposal is put, if it is, and whoever wrote none is called then):"
                .into(),
        );
        for (k, p) in agenda.iter().enumerate() {
            help.push(format!(
                "  {}. {}",
                k + 2,
                crate::render::proposal_words(p, names)
            ));
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
    if tribune_proposals.is_some() {
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
            "KNIGHTS <senator> SPEND <n>   senators: {}   or   PRESSURE <n> KNIGHTS OF <senator>   one line per senator with knights, in Rome or away (FOR-14)",
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

/// What a step tells the players (issue 10: one mail per player per round at most).
pub struct RoundNews<'a> {
    /// The events of this step's resolution (empty: a call alone, or `extra` news).
    pub events: &'a [Event],
    pub names: &'a Names,
    /// Makes the Message-IDs (the faction number is appended).
    pub id_prefix: &'a str,
    /// The deadline that passed, when a deadline resolved the round (ms).
    pub deadline_passed: Option<i64>,
    /// The new round is called, with this deadline (ms).
    pub call_deadline: Option<i64>,
    /// This step ended a phase (digest players get their news now).
    pub phase_ended: bool,
    /// Public news that is not an event (a rollback), told to every player now.
    pub extra: Vec<String>,
    /// Said in the call when an earlier call of the same round went out.
    pub supersedes: Option<String>,
    /// Factions (numbers as stored) who get this step's news now even without a call (the
    /// victim of an Influence Peddling, FOR-13).
    pub release_to: &'a [u8],
    /// News held for players from earlier steps, and their settings.
    pub held: &'a [crate::store::HeldNews],
    pub prefs: &'a [crate::store::MailPrefs],
}

/// The mails of a step, the news it holds back and sends, and the public copy for observers.
#[derive(Debug, Default)]
pub struct RoundMails {
    pub mails: Vec<NewMail>,
    pub news: crate::store::NewsChange,
    /// The public part alone (kind "announcement", no recipient): observers get a copy.
    pub public: Option<NewMail>,
}

/// Short name of a decision for subjects ("vote").
fn short_kind(k: crate::rules::DecisionKind) -> &'static str {
    use crate::rules::DecisionKind as K;
    match k {
        K::SetupPlays => "Faction Leader and plays",
        K::Revenue => "revenue",
        K::Initiative => "initiative",
        K::Bribes => "bribes",
        K::InitiativeBid => "bid",
        K::SenateProposals => "proposals",
        K::SenateVote => "vote",
        K::Revolution => "revolution",
        K::Bodyguards => "bodyguards",
        K::Trades => "trades",
        K::Ransom => "ransom",
        K::Choice => "choice",
        K::DictatorAppointment => "Dictator appointment",
    }
}

/// One mail per player per round at most (issue 10): to each player who owes an answer in the
/// new round, the call, opened by what happened since their last mail; to the others nothing,
/// their news held for their next mail, except at the end of the game or for `extra` news.
/// A player with `MAIL DIGEST` gets the news only at the end of each phase (calls as they come).
/// Private news (hand, treasury, Default Moves applied) is only ever in its owner's mail.
pub fn round_mails(
    cx: &MailCtx<'_>,
    game: &Game,
    r: &RoundNews<'_>,
) -> Result<RoundMails, RefereeError> {
    let mut out = RoundMails::default();
    let names = r.names;
    let view = game.view(Viewer::Public);
    let gm_view = game.view(Viewer::Gm);
    let mut public = public_lines(r.events, names);
    public.extend(r.extra.iter().cloned());
    let headline = format!("turn {}, {}", view.turn, phase_name(view.phase));
    let public_block = if public.is_empty() {
        None
    } else {
        Some(cx.renderer.mail(&NewsBlock {
            title: format!(
                "WHAT HAPPENED (to turn {}, {})",
                view.turn,
                phase_name(view.phase)
            ),
            lines: public.clone(),
        })?)
    };
    if !public.is_empty() {
        let body = cx.renderer.mail(&Resolution {
            game_id: cx.game_id.to_string(),
            headline: headline.clone(),
            lines: public.clone(),
            state: state_lines(&view, names),
        })?;
        out.public = Some(NewMail {
            game_id: Some(cx.game_id.to_string()),
            message_id: cx.message_id(&format!("{}.ann", r.id_prefix)),
            kind: "announcement".into(),
            to_addr: String::new(),
            reply_to: None,
            subject: format!("[{}] Announcement: {headline}", cx.game_id),
            body: crate::render::player_words(&body),
            in_reply_to: None,
            auto_submitted: false,
        });
    }
    let game_over = game.open_decisions().is_empty();
    let owed = game.owed();
    for p in cx.players {
        let f = FactionId(p.faction);
        let pref = r.prefs.iter().find(|x| x.faction == p.faction);
        let digest = pref.is_some_and(|x| x.digest);
        // Issue 21 §2: a faction a bot plays is called for nothing (the bot answers); its
        // player gets the news at the end of each phase.
        let bot = pref.is_some_and(|x| x.bot);
        let tz = pref.and_then(|x| x.timezone.as_deref());
        // This step's news for this player: private first (defaults, results), then public.
        let mut fresh: Vec<(bool, String)> = Vec::new();
        let mine: Vec<&Event> = r
            .events
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
            fresh.push((
                true,
                cx.renderer.mail(&NewsBlock {
                    title: format!(
                        "FOR YOU ONLY: no orders from you reached the GM before the deadline of {}, so the Default Move was applied for you:",
                        r.deadline_passed
                            .map(|ms| deadline::for_player(ms, tz))
                            .unwrap_or_else(|| "this round".to_string())
                    ),
                    lines: defaults,
                })?,
            ));
        }
        if !private.is_empty() {
            fresh.push((
                true,
                cx.renderer.mail(&NewsBlock {
                    title: format!("FOR YOU ONLY (Faction {f}), {headline}:"),
                    lines: private,
                })?,
            ));
        }
        if let Some(b) = &public_block {
            fresh.push((false, b.clone()));
        }
        let mine_owed: Vec<&Decision> = match r.call_deadline {
            // Issue 21 §2: a decision the player's standing order answers (issue 10: it counts
            // as answered, and the round resolves without it) is not called for again.
            Some(_) if !bot => owed
                .iter()
                .filter(|d| d.owner == f && !super::intake::covered_by_standing(d))
                .collect(),
            _ => Vec::new(),
        };
        let calls = !mine_owed.is_empty();
        let held: Vec<&crate::store::HeldNews> =
            r.held.iter().filter(|h| h.faction == p.faction).collect();
        // Issue 21 §2: MAIL DIGEST never sends a mail for news alone: the news waits for the
        // first call after the end of a phase (a phase ended in this step, or news held from
        // an earlier phase), and every call carries the State of the Republic (who holds which
        // office, the HRAO) and its decisions' help (who presides, what is on the floor).
        let phase_headline = format!("(to turn {}, {})", view.turn, phase_name(view.phase));
        let older_phase = held
            .iter()
            .any(|h| !h.private && !h.text.contains(&phase_headline));
        let release = game_over
            || !r.extra.is_empty()
            // FOR-13: the victim of an Influence Peddling is told at once.
            || r.release_to.contains(&p.faction)
            || if bot {
                r.phase_ended
            } else if digest {
                calls && (r.phase_ended || older_phase)
            } else {
                calls
            };
        let news: Vec<String> = if release {
            held.iter()
                .map(|h| h.text.clone())
                .chain(fresh.into_iter().map(|(_, t)| t))
                .collect()
        } else {
            out.news.hold.extend(
                fresh
                    .into_iter()
                    .map(|(private, t)| (p.faction, private, t)),
            );
            if !calls {
                continue;
            }
            Vec::new()
        };
        if !calls && news.is_empty() {
            continue;
        }
        if release && let Some(last) = held.last() {
            out.news.release.push((p.faction, last.id));
        }
        let pview = game.view(Viewer::Faction(f));
        let decisions: Vec<CallDecision> = mine_owed.iter().map(|d| form_for(d, &pview)).collect();
        // SEN-59: a Consul for Life's call shows him the hands of the factions he runs.
        let seen = seen_hand_lines(&pview, names);
        let mut news = news;
        if calls && !seen.is_empty() {
            news.push(cx.renderer.mail(&NewsBlock {
                title: "FOR YOU ONLY: the hands of the factions you run in the Senate (you may look at them, not play them; SEN-59):".to_string(),
                lines: seen,
            })?);
        }
        let deadline_text = r
            .call_deadline
            .filter(|_| calls)
            .map(|ms| deadline::for_player(ms, tz))
            .unwrap_or_default();
        let digest_note = if bot {
            "A bot plays your faction: it answers every decision with its Default Move, and you get the news at the end of each phase. Ask the GM to hand the faction back to you."
                .to_string()
        } else if digest && !release {
            "You get the news of this phase with your first call after its end (MAIL DIGEST; MAIL EVERY to have it in every mail)."
                .to_string()
        } else {
            String::new()
        };
        let body = cx.renderer.mail(&Call {
            game_id: cx.game_id.to_string(),
            turn: gm_view.turn,
            phase: phase_name(gm_view.phase).to_string(),
            round: game.round(),
            faction: f.to_string(),
            name: p.name.clone(),
            deadline: deadline_text,
            supersedes: if calls {
                r.supersedes.clone().unwrap_or_default()
            } else {
                String::new()
            },
            news,
            digest_note,
            state: if release || (digest && calls) {
                state_lines(&view, names)
            } else {
                Vec::new()
            },
            decisions,
        })?;
        let round = game.round();
        let subject = if calls {
            let mut kinds: Vec<&str> = mine_owed.iter().map(|d| short_kind(d.kind)).collect();
            kinds.dedup();
            format!(
                "turn {} {}: {} (round {round}) — due {}{}",
                gm_view.turn,
                phase_name(gm_view.phase),
                kinds.join(", "),
                r.call_deadline
                    .map(|ms| deadline::subject_time(ms, tz))
                    .unwrap_or_default(),
                if r.supersedes.is_some() {
                    ", replaces the earlier call"
                } else {
                    ""
                }
            )
        } else {
            format!(
                "turn {} {}: news (round {round}) — {}",
                gm_view.turn,
                phase_name(gm_view.phase),
                if game_over {
                    "the game is over"
                } else if r.release_to.contains(&p.faction) && owed.iter().any(|d| d.owner == f) {
                    // FOR-13: news between calls (an Influence Peddling) while orders are due.
                    "your orders for this round are still due"
                } else {
                    "you owe nothing now"
                }
            )
        };
        out.mails.push(cx.mail(
            p,
            if calls { "call" } else { "news" },
            &format!("{}.round.{}", r.id_prefix, p.faction),
            subject,
            body,
        ));
    }
    Ok(out)
}

/// Calls for orders alone (a new game, a new player): to each faction that owes something in
/// the current round, no news.
pub fn calls(
    cx: &MailCtx<'_>,
    game: &Game,
    deadline_ms: i64,
    id_prefix: &str,
    prefs: &[crate::store::MailPrefs],
) -> Result<Vec<NewMail>, RefereeError> {
    let names = Names::new(&game.view(Viewer::Gm), game.players());
    Ok(round_mails(
        cx,
        game,
        &RoundNews {
            events: &[],
            names: &names,
            id_prefix,
            deadline_passed: None,
            call_deadline: Some(deadline_ms),
            phase_ended: false,
            extra: Vec::new(),
            supersedes: None,
            release_to: &[],
            held: &[],
            prefs,
        },
    )?
    .mails)
}

/// A player's `TIMEZONE`, if set.
pub fn timezone_of(prefs: &[crate::store::MailPrefs], faction: u8) -> Option<&str> {
    prefs
        .iter()
        .find(|p| p.faction == faction)
        .and_then(|p| p.timezone.as_deref())
}

/// `TIMEZONE <zone>` and `MAIL DIGEST|EVERY` (issue 10): change the player's setting in
/// `prefs` and say so in `notes`. An unknown zone is refused with a clear note and changes
/// nothing; it does not hold the round (a setting is no answer).
pub fn mail_setting(
    m: &orders::MetaOrder,
    prefs: &mut Vec<crate::store::MailPrefs>,
    faction: u8,
    notes: &mut Vec<String>,
) {
    let i = match prefs.iter().position(|p| p.faction == faction) {
        Some(i) => i,
        None => {
            prefs.push(crate::store::MailPrefs {
                faction,
                ..Default::default()
            });
            prefs.len() - 1
        }
    };
    match m {
        orders::MetaOrder::Timezone(z) => {
            let utc = ["UTC", "NONE", "GMT", "Z"]
                .iter()
                .any(|u| z.eq_ignore_ascii_case(u));
            if utc {
                prefs[i].timezone = None;
                notes.push("TIMEZONE: deadlines are shown in UTC alone from now on.".into());
                return;
            }
            match deadline::zone_name(z) {
                Ok(name) => {
                    notes.push(format!(
                        "TIMEZONE: deadlines are shown in UTC and in {name} time from now on."
                    ));
                    prefs[i].timezone = Some(name);
                }
                Err(e) => notes.push(format!(
                    "TIMEZONE {z} WAS NOT ACCEPTED: {e} Your setting is unchanged ({}).",
                    prefs[i].timezone.as_deref().unwrap_or("UTC alone")
                )),
            }
        }
        orders::MetaOrder::MailDigest(true) => {
            prefs[i].digest = true;
            notes.push(
                "MAIL DIGEST: from now on no mail comes for news alone: the news of each phase comes with your first call for orders after its end, and every call shows the State of the Republic. MAIL EVERY undoes it."
                    .into(),
            );
        }
        orders::MetaOrder::MailDigest(false) => {
            prefs[i].digest = false;
            notes.push(
                "MAIL EVERY: from now on every mail the GM sends you opens with the news since your last one."
                    .into(),
            );
        }
        _ => {}
    }
}

/// The settings that differ between `before` and `after`, to be written with the step.
pub fn pref_changes(
    before: &[crate::store::MailPrefs],
    after: &[crate::store::MailPrefs],
) -> Vec<(u8, crate::store::PrefChange)> {
    let mut out = Vec::new();
    for a in after {
        let b = before.iter().find(|b| b.faction == a.faction);
        if b.map(|b| b.digest) != Some(a.digest) {
            out.push((a.faction, crate::store::PrefChange::Digest(a.digest)));
        }
        if b.map(|b| &b.timezone) != Some(&a.timezone) {
            out.push((
                a.faction,
                crate::store::PrefChange::Timezone(a.timezone.clone()),
            ));
        }
    }
    out
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
        format!("Turn {}, {} phase.", view.turn, phase_name(view.phase)),
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
                let offices = office_names(s);
                if !offices.is_empty() {
                    t.push_str(&format!(" [{}]", offices.join(", ")));
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
    v.extend(force_lines(view, names));
    v
}

/// The Forces away from Rome and a Revolt under way, public like everything on the board.
fn force_lines(view: &View, names: &Names) -> Vec<String> {
    use crate::render::count;
    let legions = |n: u32, vets: &[u8]| {
        let mut t = count(n, "Legion", "Legions");
        if !vets.is_empty() {
            let owed: Vec<String> = vets.iter().map(|f| names.family(*f)).collect();
            t.push_str(&format!(
                " ({} of them Veteran, owing allegiance to {})",
                vets.len(),
                owed.join(", ")
            ));
        }
        t
    };
    let mut v: Vec<String> = view
        .military
        .forces_away
        .iter()
        .map(|f| {
            format!(
                "On the {}: {} with {} and {}.",
                f.war,
                f.commander
                    .as_ref()
                    .map_or_else(|| "no Commander".to_string(), |c| names.senator(c)),
                legions(f.legions, &f.veterans),
                count(f.fleets, "Fleet", "Fleets")
            )
        })
        .collect();
    if let Some(r) = &view.military.revolt {
        let mut t = format!(
            "In Revolt: {} with an Army of {}",
            names.senator(&r.rebel),
            legions(r.legions, &r.veterans)
        );
        if !r.secondaries.is_empty() {
            let s: Vec<String> = r.secondaries.iter().map(|s| names.senator(s)).collect();
            t.push_str(&format!("; with him {}", s.join(", ")));
        }
        t.push('.');
        v.push(t);
        if let Some((c, n)) = &r.senate_army {
            v.push(format!(
                "The Senate's Army against him: {} with {}.",
                names.senator(c),
                count(*n, "Legion", "Legions")
            ));
        }
    }
    v
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
            let offices = office_names(s);
            if !offices.is_empty() {
                t.push_str(&format!(" [{}]", offices.join(", ")));
            }
            if !s.concessions.is_empty() {
                let held: Vec<String> = s.concessions.iter().map(|k| card_name(&k.0)).collect();
                t.push_str(&format!(" concessions: {}", held.join(", ")));
            }
            if s.rebel {
                t.push_str(" (in revolt)");
            }
            if s.captive {
                t.push_str(" (held captive)");
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

/// SEN-59: the hands a Consul for Life's faction may look at (not play) while the Senate sits,
/// one line per card, under its faction's name.
pub fn seen_hand_lines(view: &View, names: &Names) -> Vec<String> {
    view.seen_hands
        .iter()
        .flat_map(|h| {
            let who = names.faction(h.faction);
            let cards: Vec<String> = if h.hand.is_empty() {
                vec![format!("{who}: no cards")]
            } else {
                h.hand
                    .iter()
                    .map(|c| format!("{who}: {} ({}): {}", c.name, c.kind, c.text))
                    .collect()
            };
            cards
        })
        .collect()
}

/// The welcome mails: each player's private hand and senators and the public setup, with the
/// first call for orders in the same mail when that player owes one (issue 10: one mail per
/// player per round; the welcome is not a mail of its own). `calls` are the first round's calls;
/// a call to a player is folded into their welcome, and the merged mail is a call (its deadline
/// waits for it in the outbox like any call).
pub fn setup_mails(
    cx: &MailCtx<'_>,
    game: &Game,
    events: &[Event],
    names: &Names,
    seed_sha256: &str,
    calls: Vec<NewMail>,
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
    let mut calls = calls;
    let mut out = Vec::new();
    for p in cx.players {
        let f = FactionId(p.faction);
        let view = game.view(Viewer::Faction(f));
        let call = calls
            .iter()
            .position(|m| m.to_addr == p.address)
            .map(|i| calls.remove(i));
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
            call_below: call.is_some(),
        })?;
        let welcome = cx.mail(
            p,
            "setup",
            &format!("setup.{}", p.faction),
            format!("Welcome to Rome: your faction and your hand (Faction {f})"),
            body,
        );
        out.push(match call {
            Some(call) => fold_call(cx.game_id, welcome, call),
            None => welcome,
        });
    }
    out.extend(calls);
    Ok(out)
}

/// One mail of a private welcome (a new game, a new player) and the call for orders that
/// player owes now: the welcome's text first, then the call's; the subject names both and ends
/// with the call's due time; the mail is a call (its round's deadline waits for it in the
/// outbox like any call).
pub fn fold_call(game_id: &str, welcome: NewMail, call: NewMail) -> NewMail {
    let prefix = format!("[{game_id}] ");
    let what = call.subject.strip_prefix(&prefix).unwrap_or(&call.subject);
    NewMail {
        kind: "call".into(),
        subject: format!("{}; {what}", welcome.subject),
        body: format!("{}\n{}\n\n{}", welcome.body, "=".repeat(72), call.body),
        ..welcome
    }
}

/// Issue 21 §2: the confirmation of a player's mail and the mail the same step writes to that
/// player (the next call, or the news of the game's end), as one mail: the call's Message-ID,
/// kind and round (a reply answers the call), threaded under the player's mail; the Subject
/// says both ("Orders received (round 4); turn 1 Forum: … (round 5) — due …", the call's round
/// last, as `subject_round` reads it) and the body opens with the confirmation.
pub fn fold_confirmation(game_id: &str, confirmation: NewMail, next: NewMail) -> NewMail {
    let prefix = format!("[{game_id}] ");
    let conf = confirmation
        .subject
        .strip_prefix(&prefix)
        .unwrap_or(&confirmation.subject);
    let what = next.subject.strip_prefix(&prefix).unwrap_or(&next.subject);
    NewMail {
        subject: format!("{prefix}{conf}; {what}"),
        body: format!(
            "{}\n{}\n\n{}",
            confirmation.body.trim_end(),
            "=".repeat(72),
            next.body
        ),
        in_reply_to: confirmation.in_reply_to,
        ..next
    }
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
            prior_consul: false,
            priest: false,
            concessions: vec![],
            faction_leader: false,
            treasury: Some(4),
            rebel: false,
            captive: false,
        };
        View {
            viewer: Viewer::Faction(FactionId(0)),
            scenario: "early".into(),
            turn: 2,
            phase: crate::rules::Phase::Senate,
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
            seen_hands: Vec::new(),
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

    fn players3() -> Vec<PlayerRow> {
        ["alice", "bob", "carol"]
            .iter()
            .enumerate()
            .map(|(i, n)| PlayerRow {
                game_id: "g1".into(),
                faction: i as u8,
                name: (*n).into(),
                address: format!("{n}@example.test"),
                token: format!("tok{i}"),
            })
            .collect()
    }

    fn new_game() -> Game {
        let setup = crate::rules::Setup {
            scenario: crate::rules::Scenario::EarlyRepublic,
            players: vec!["alice".into(), "bob".into(), "carol".into()],
        };
        Game::new(setup, [5u8; 32]).map(|(g, _)| g).unwrap()
    }

    /// Public news, and a private line for bob (faction 1) alone.
    fn news_events() -> Vec<Event> {
        vec![
            Event {
                visibility: Visibility::Public,
                kind: EventKind::TurnStarted { turn: 2 },
            },
            Event {
                visibility: Visibility::Faction(FactionId(1)),
                kind: EventKind::HandDealt {
                    faction: FactionId(1),
                    cards: vec![CardKey("tribune-1".into())],
                },
            },
        ]
    }

    fn run(
        game: &Game,
        events: &[Event],
        call: Option<i64>,
        phase_ended: bool,
        held: &[crate::store::HeldNews],
        prefs: &[crate::store::MailPrefs],
    ) -> RoundMails {
        let renderer = Renderer::new().unwrap();
        let players = players3();
        let cx = MailCtx {
            renderer: &renderer,
            game_id: "g1",
            gm_address: "gm@example.test",
            players: &players,
            domain: "example.test",
            nonce: "n".into(),
        };
        let names = Names::new(&game.view(Viewer::Gm), game.players());
        round_mails(
            &cx,
            game,
            &RoundNews {
                events,
                names: &names,
                id_prefix: "s9",
                deadline_passed: None,
                call_deadline: call,
                phase_ended,
                extra: Vec::new(),
                supersedes: None,
                release_to: &[],
                held,
                prefs,
            },
        )
        .unwrap()
    }

    /// SEN-59 (LR 1.09.823): the Consul for Life's call in the Senate shows him the hands of the
    /// factions he runs, in his mail alone.
    #[test]
    fn sen_59_the_consul_for_lifes_call_shows_the_hands_he_may_look_at() {
        let text = r#"
players = ["Alice", "Bob", "Carol"]
turn = 3
[start]
phase = "senate"
stage = "other_business"
[[faction]]
[[faction]]
hand = ["tribune-1"]
[[faction]]
hand = ["secret-bodyguard-1"]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
offices = ["rome_consul"]
[[senator]]
card = "Fabius"
faction = 1
influence = 25
consul_for_life = true
[[senator]]
card = "Valerius"
faction = 2
leader = true
[[senator]]
card = "Julius"
faction = 2
[[senator]]
card = "Claudius"
faction = 3
leader = true
offices = ["field_consul"]
[[senator]]
card = "Manlius"
faction = 3
"#;
        let p = crate::position::load(text).unwrap();
        let (g, _) = crate::position::start(&p, [3u8; 32]).unwrap();
        let r = run(&g, &[], Some(1_795_609_085_000), false, &[], &[]);
        let calls: Vec<&NewMail> = r.mails.iter().filter(|m| m.kind == "call").collect();
        assert_eq!(calls.len(), 1, "the Consul for Life alone proposes");
        let his = calls[0];
        assert_eq!(his.to_addr, players3()[0].address);
        assert!(
            his.body.contains("the hands of the factions you run"),
            "{}",
            his.body
        );
        assert!(
            his.body.contains("Faction 2 (Bob): Tribune"),
            "{}",
            his.body
        );
        assert!(
            his.body.contains("Faction 3 (Carol): Secret Bodyguard"),
            "{}",
            his.body
        );
        for m in r.mails.iter().filter(|m| m.to_addr != his.to_addr) {
            assert!(!m.body.contains("Secret Bodyguard"), "{}", m.body);
        }
        if let Some(a) = &r.public {
            assert!(!a.body.contains("Secret Bodyguard"));
        }
    }

    /// GEN-11 / SEN-13 / SEN-15: the View's typed phase, offices, markers and Concession keys
    /// read in the state and senator lines as before (issue 23: render names them).
    #[test]
    fn gen_11_offices_markers_phase_and_concessions_are_named() {
        let mut v = view();
        let s = &mut v.factions[0].senators[0];
        s.offices = vec![crate::rules::Office::RomeConsul];
        s.prior_consul = true;
        s.priest = true;
        s.concessions = vec![CardKey("harbor-fees".into())];
        v.factions[0].senators[1].priest = true;
        let state = state_lines(&v, &Names::of_view(&v));
        assert_eq!(state[0], "Turn 2, Senate phase.", "{state:#?}");
        assert!(
            state.iter().any(|l| l.contains(
                "Cornelius INF 1 [Rome Consul, Prior Consul, Priest]; Fabius INF 1 [Priest]; \
                 Valerius INF 1."
            )),
            "{state:#?}"
        );
        let mine = senator_lines(&v, FactionId(0));
        assert!(
            mine[0].ends_with(" [Rome Consul, Prior Consul, Priest] concessions: Harbor Fees"),
            "{mine:#?}"
        );
        assert!(mine[2].ends_with("treasury 4T"), "{mine:#?}");
    }

    /// RVN-08 / COM-03: the state lines show every Force away and a Revolt under way (both
    /// public), Veterans with their allegiance.
    #[test]
    fn rvn_08_the_state_lines_show_the_forces_away_and_the_revolt() {
        let text = r#"
players = ["Alice", "Bob", "Carol"]
turn = 3
[start]
phase = "combat"
[wars]
active = ["punic-1"]
[[faction]]
[[faction]]
[[faction]]
[[senator]]
card = "Cornelius"
faction = 1
leader = true
[[senator]]
card = "Fabius"
faction = 1
[[senator]]
card = "Valerius"
faction = 2
leader = true
offices = ["field_consul"]
[[senator]]
card = "Julius"
faction = 2
offices = ["rome_consul"]
[[senator]]
card = "Claudius"
faction = 3
leader = true
[[force]]
war = "punic-1"
commander = "Julius"
legions = 3
veterans = ["Fabius"]
fleets = 2
[rebellion]
rebel = "Cornelius"
legions = 4
veterans = ["Cornelius", "Fabius"]
[rebellion.senate_army]
commander = "Valerius"
legions = 6
"#;
        let p = crate::position::load(text).unwrap();
        let (g, _) = crate::position::start(&p, [3u8; 32]).unwrap();
        let view = g.view(Viewer::Public);
        let names = Names::new(&view, g.players());
        let lines = state_lines(&view, &names);
        let has = |want: &str| lines.iter().any(|l| l.contains(want));
        assert!(
            has(
                "On the 1st Punic War: Julius with 3 Legions (1 of them Veteran, owing allegiance to Fabius) and 2 Fleets."
            ),
            "{lines:#?}"
        );
        assert!(
            has(
                "In Revolt: Cornelius with an Army of 4 Legions (2 of them Veteran, owing allegiance to Cornelius, Fabius)."
            ),
            "{lines:#?}"
        );
        assert!(
            has("The Senate's Army against him: Valerius with 6 Legions."),
            "{lines:#?}"
        );
    }

    /// Issue 10: one mail per player per round, announcement and call together, with the one
    /// subject form; private news only in its owner's mail; observers get the public part.
    #[test]
    fn one_mail_per_player_per_round_with_news_and_call() {
        let g = new_game();
        let due = 1_795_609_085_000; // 2026-11-25 12:18:05 UTC
        let tz = [crate::store::MailPrefs {
            faction: 0,
            digest: false,
            timezone: Some("Europe/Rome".into()),
            bot: false,
        }];
        let r = run(&g, &news_events(), Some(due), false, &[], &tz);
        assert_eq!(
            r.mails.len(),
            3,
            "one mail each: everyone owes the setup round"
        );
        for m in &r.mails {
            assert_eq!(m.kind, "call");
            assert!(
                m.subject.starts_with("[g1] turn ")
                    && m.subject.contains("(round 0) — due 12:18:05 UTC"),
                "{}",
                m.subject
            );
            assert!(m.body.contains("WHAT HAPPENED"), "{}", m.body);
            assert!(
                m.body
                    .contains("ORDERS ARE DUE from you by 2026-11-25 12:18:05 UTC")
            );
            assert!(
                m.body.contains("# default: "),
                "the form is in the same mail"
            );
        }
        assert!(
            r.mails[0].body.contains("13:18:05 in Europe/Rome, CET"),
            "{}",
            r.mails[0].body
        );
        assert!(!r.mails[1].body.contains("Europe/Rome"));
        // The private line: bob's mail alone.
        assert!(
            r.mails[1].body.contains("FOR YOU ONLY"),
            "{}",
            r.mails[1].body
        );
        assert!(!r.mails[0].body.contains("FOR YOU ONLY"));
        assert!(!r.mails[2].body.contains("FOR YOU ONLY"));
        let public = r.public.expect("observers get the public part");
        assert_eq!(public.kind, "announcement");
        assert!(!public.body.contains("FOR YOU ONLY"));
        assert!(r.news.is_empty(), "nothing held: every player got a mail");
    }

    /// Issue 10: a player who owes nothing in the new round gets no mail; the news waits for
    /// their next mail, which opens with it (oldest first) and releases it.
    #[test]
    fn no_mail_without_a_call_the_news_waits() {
        let g = new_game();
        let r = run(&g, &news_events(), None, false, &[], &[]);
        assert!(r.mails.is_empty(), "{:?}", r.mails);
        assert_eq!(r.news.hold.len(), 4, "public for three, private for bob");
        assert!(
            r.news
                .hold
                .iter()
                .any(|(f, private, _)| *f == 1 && *private)
        );
        assert!(
            !r.news
                .hold
                .iter()
                .any(|(f, private, _)| *f != 1 && *private)
        );
        // The next round calls them: the held news comes first, then is released.
        let held = vec![crate::store::HeldNews {
            id: 7,
            faction: 2,
            private: false,
            text: "WHAT HAPPENED (earlier)\n  The older news.\n".into(),
        }];
        let r = run(
            &g,
            &news_events(),
            Some(1_795_609_085_000),
            false,
            &held,
            &[],
        );
        let carol = &r.mails[2];
        let older = carol.body.find("The older news.").expect("held news sent");
        let newer = carol
            .body
            .find("WHAT HAPPENED (to turn")
            .expect("fresh news sent");
        assert!(older < newer);
        assert_eq!(r.news.release, vec![(2, 7)]);
    }

    /// Issue 10: MAIL DIGEST: calls come as they come, without the news, until the phase ends;
    /// then the news of the phase comes at once.
    #[test]
    fn digest_news_only_at_the_end_of_a_phase() {
        let g = new_game();
        let digest = [crate::store::MailPrefs {
            faction: 0,
            digest: true,
            ..Default::default()
        }];
        let due = Some(1_795_609_085_000);
        let r = run(&g, &news_events(), due, false, &[], &digest);
        assert_eq!(r.mails.len(), 3);
        assert!(
            !r.mails[0].body.contains("WHAT HAPPENED"),
            "{}",
            r.mails[0].body
        );
        assert!(
            r.mails[0]
                .body
                .contains("You get the news of this phase with your first call after its end")
        );
        assert!(
            r.mails[0].body.contains("# default: "),
            "the call still comes"
        );
        // Issue 21 §2: the call carries who holds which office (the State of the Republic).
        assert!(
            r.mails[0].body.contains("STATE OF THE REPUBLIC"),
            "{}",
            r.mails[0].body
        );
        assert!(
            !r.mails[1]
                .body
                .contains("You get the news of this phase with your first call after its end")
        );
        assert!(r.mails[1].body.contains("WHAT HAPPENED"));
        assert!(r.news.hold.iter().all(|(f, _, _)| *f == 0) && !r.news.hold.is_empty());
        let r = run(&g, &news_events(), due, true, &[], &digest);
        assert!(r.mails[0].body.contains("WHAT HAPPENED"), "phase end");
        assert!(r.news.hold.is_empty());
        // Issue 21 §2: a digest player who owes nothing gets no mail for news alone: the
        // phase's news waits for the next call (it used to come in a mail of its own).
        let r = run(&g, &news_events(), None, true, &[], &digest);
        assert!(r.mails.is_empty(), "{:?}", r.mails);
        assert!(r.news.hold.iter().any(|(f, _, _)| *f == 0));
    }

    /// Issue 21 §2: a faction a bot plays is sent no call ("ORDERS ARE DUE from you"): its
    /// news is held, and comes at the end of the phase, saying that a bot plays the faction.
    #[test]
    fn no_call_to_a_faction_a_bot_plays() {
        let g = new_game();
        let bot = [crate::store::MailPrefs {
            faction: 0,
            bot: true,
            ..Default::default()
        }];
        let due = Some(1_795_609_085_000);
        let r = run(&g, &news_events(), due, false, &[], &bot);
        assert_eq!(r.mails.len(), 2, "the two human players only");
        assert!(r.mails.iter().all(|m| m.to_addr != players3()[0].address));
        assert!(r.news.hold.iter().any(|(f, _, _)| *f == 0));
        let r = run(&g, &news_events(), due, true, &[], &bot);
        let mine: Vec<_> = r
            .mails
            .iter()
            .filter(|m| m.to_addr == players3()[0].address)
            .collect();
        assert_eq!(mine.len(), 1);
        assert!(!mine[0].body.contains("ORDERS ARE DUE"), "{}", mine[0].body);
        assert!(mine[0].body.contains("A bot plays your faction"));
        assert_eq!(mine[0].kind, "news");
    }

    /// Issue 10: TIMEZONE and MAIL settings: a known zone is kept by its canonical name, an
    /// unknown one refused with a clear note and nothing changed.
    #[test]
    fn timezone_and_mail_settings() {
        let mut prefs = Vec::new();
        let mut notes = Vec::new();
        mail_setting(
            &orders::MetaOrder::Timezone("europe/rome".into()),
            &mut prefs,
            2,
            &mut notes,
        );
        assert_eq!(prefs[0].timezone.as_deref(), Some("Europe/Rome"));
        mail_setting(
            &orders::MetaOrder::Timezone("Mars/Olympus".into()),
            &mut prefs,
            2,
            &mut notes,
        );
        assert_eq!(prefs[0].timezone.as_deref(), Some("Europe/Rome"));
        assert!(
            notes[1].contains("WAS NOT ACCEPTED") && notes[1].contains("not a known time zone")
        );
        mail_setting(
            &orders::MetaOrder::MailDigest(true),
            &mut prefs,
            2,
            &mut notes,
        );
        assert!(prefs[0].digest);
        let changes = pref_changes(&[], &prefs);
        assert!(changes.contains(&(2, crate::store::PrefChange::Digest(true))));
        assert!(changes.contains(&(
            2,
            crate::store::PrefChange::Timezone(Some("Europe/Rome".into()))
        )));
        mail_setting(
            &orders::MetaOrder::Timezone("UTC".into()),
            &mut prefs,
            2,
            &mut notes,
        );
        assert_eq!(prefs[0].timezone, None);
    }

    /// PB-07 / PB-08 / PB-13: the forms list the legal options by name and prefill a line.
    #[test]
    fn rev_07_the_revenue_call_names_the_standing_grain_choice() {
        let revenue = decision(
            DecisionKind::Revenue,
            DecisionOptions::Revenue {
                income: 5,
                senators: ids(&["1"]),
                faction_treasury: 0,
                governors: vec![],
                upkeep: None,
            },
            Answer::Revenue {
                income_to_senators: vec![],
                contributions: vec![],
                transfers: vec![],
                spoils: vec![],
                grain: Default::default(),
                upkeep: Vec::new(),
            },
        );
        let v = view();
        let f = form_for(&revenue, &v);
        assert!(!f.help.join("\n").contains("GRAIN"), "{:?}", f.help);
        let mut v = view();
        // REV-07: a grain concession is known by its card data, whatever its name.
        v.factions[0].senators[0].concessions.extend([
            crate::rules::CardKey("harbor-fees".into()),
            crate::rules::CardKey("sicilian-grain".into()),
        ]);
        let f = form_for(&revenue, &v);
        let help = f.help.join("\n");
        assert!(
            help.contains("STANDING GRAIN <concession> DOUBLE|SINGLE")
                && help.contains("yours: Sicilian Grain")
                && !help.contains("Harbor Fees"),
            "{help}"
        );
    }

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
                    consul_for_life: Vec::new(),
                    later: Vec::new(),
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
                    targets: vec![],
                    assassin_cards: 0,
                    tribune_proposals: None,
                    nominee_proposals: None,
                    voting_order: Vec::new(),
                    up_to_from: None,
                    ordered_voting: false,
                    may_appoint_priest: false,
                    by_gm: false,
                    agenda: Vec::new(),
                    by_tribune: None,
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
                    may_revolt: ids(&["1"]),
                    revolts_decided: false,
                },
                Answer::Revolution {
                    statesmen: vec![],
                    concessions: vec![],
                    discards: vec![],
                    revolts: vec![],
                },
            ),
            &v,
        );
        let help = f.help.join("\n");
        for needle in [
            "P. Cornelius Scipio Africanus",
            "DISCARD <card>",
            "RVN-05",
            "REVOLT <commander>",
        ] {
            assert!(help.contains(needle), "{needle}\n{help}");
        }
        assert_eq!(f.default_lines, ["PLAY NONE", "DISCARD NONE"]);
        assert_eq!(f.form, ["# PLAY ", "# DISCARD "]);
    }

    /// SEN-36: during other business the call for proposals shows how to replace a Governor,
    /// with the Provinces and candidates by name; without a Province to fill it says nothing.
    #[test]
    fn sen_36_the_call_during_other_business_shows_the_replacement() {
        use crate::rules::{SenateStage, SenatorId};
        let call = |provinces: Vec<String>| {
            let options = DecisionOptions::SenateProposals {
                presiding: SenatorId("1".into()),
                stage: SenateStage::OtherBusiness,
                in_rome: vec![SenatorId("1".into()), SenatorId("2".into())],
                eligible: vec![SenatorId("2".into())],
                accusable: Vec::new(),
                wars: Vec::new(),
                commanders: Vec::new(),
                proconsuls: Vec::new(),
                concessions: Vec::new(),
                legions_in_rome: 0,
                fleets_in_rome: 0,
                barred: Vec::new(),
                recruit_cost: None,
                provinces,
                consul_for_life: Vec::new(),
                later: Vec::new(),
            };
            let (mut help, mut form) = (Vec::new(), Vec::new());
            let name = |s: &SenatorId| format!("Senator {}", s.0);
            let province = |p: &str| format!("Province {p}");
            proposals_help(&options, &mut help, &mut form, &name, &province);
            help.join("\n")
        };
        let with = call(vec!["sicilia".into()]);
        assert!(
            with.contains("NOMINATE GOVERNOR <senator> FOR <province>   replaces its Governor")
                && with.contains("provinces: Province sicilia; eligible: Senator 2"),
            "{with}"
        );
        assert!(!call(Vec::new()).contains("NOMINATE GOVERNOR"));
    }
}
