//! The call for orders (issue 23 point 1): each owed decision's title, help lines (the legal
//! options by name), Default Move and form (`form_for`), as the call mail shows them; the line
//! an owed decision takes in a list (`owed_line`) and its short name in a Subject (`short_kind`).

use rules::data::early_republic;
use rules::{Decision, DecisionOptions, FactionId, View};

use crate::call_senate::{proposals_help, vote_help};
use crate::contexts::CallDecision;
use crate::{Names, decision_title};

/// One owed decision as a line ("Revenue … (PB-02)").
pub fn owed_line(d: &Decision) -> String {
    format!("{} ({})", decision_title(d.kind), d.rule_id())
}

pub fn form_for(d: &Decision, view: &View) -> CallDecision {
    let mut help = Vec::new();
    let mut form = Vec::new();
    let names = Names::of_view(view);
    let senator_name = |id: &rules::SenatorId| -> String { names.senator(id) };
    let card_name = |k: &rules::CardKey| -> String { names.card(k) };
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
            initiative,
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
            // PB-02 / PB-03 (S004/11): the plan of the coming initiative, with these orders.
            if let Some(opts) = initiative
                && let DecisionOptions::Initiative { initiative: n, .. } = opts.as_ref()
            {
                help.push(format!(
                    "Your plan for your initiative this turn (number {n}) may come with these orders (the PBEM rules: players \"inform the GM of their plans for the coming initiative\"): write INITIATIVE {n}: before each of its lines (INITIATIVE {n}: PERSUADE <target> WITH <persuader> [BRIBE <n>], INITIATIVE {n}: KNIGHTS <senator> SPEND <n>, INITIATIVE {n}: NO GAMES …). It is your answer when the Forum Phase opens, if still legal then, and you are not called for it; otherwise, or if you write none, you are called then. As things stand:"
                ));
                initiative_help(opts, &mut help, &senator_name);
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
            kept_laws,
            may_keep_fleets,
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
                // SEN-56 (ADV 2.06.4/2): the Laws are discarded only when nothing else can go.
                if !kept_laws.is_empty() {
                    help.push(format!(
                        "Advanced rule 2.06 Passing Laws: you may not discard {} while you hold another card to discard",
                        list(kept_laws.iter().map(card_name).collect())
                    ));
                }
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
            // RVN-10 (ADV 2.03.23/1-2): with Rebel Governors a commander may keep his Fleets.
            if !may_keep_fleets.is_empty() {
                help.push(format!(
                    "REVOLT <commander> ... KEEP FLEETS   he rolls for his Fleets' loyalty as for Legions and keeps (and maintains) those that follow; without it they return to the Senate (the Default Move, RVN-10); may keep Fleets: {}",
                    list(may_keep_fleets.iter().map(senator_name).collect())
                ));
            }
            form.push("PLAY ".into());
            if *over_limit > 0 {
                form.push("DISCARD ".into());
            }
        }
        DecisionOptions::Choice { about, options } => {
            help.extend(crate::choice_words::choice_help(about, options, &names));
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
            let cards = |v: &[rules::CardKey]| {
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
        default_text: crate::default_words(d.kind, &d.default_by, &names),
        default_lines: orders::decision_answer_lines(d, &d.default, view),
        form: form.into_iter().map(|l: String| format!("# {l}")).collect(),
    }
}

/// The help lines of an initiative form.
fn initiative_help(
    options: &DecisionOptions,
    help: &mut Vec<String>,
    name: &dyn Fn(&rules::SenatorId) -> String,
) {
    let list = |v: &[rules::SenatorId]| -> String {
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
            rules::GamesKind::SliceAndDice.cost(),
            rules::GamesKind::BloodFest.cost(),
            rules::GamesKind::GladiatorGala.cost(),
            list(games_senators)
        ));
        help.push(format!(
            "LEADER <senator>   one of: {}",
            list(leader_candidates)
        ));
    }
}

/// Short name of a decision for subjects ("vote").
pub fn short_kind(k: rules::DecisionKind) -> &'static str {
    use rules::DecisionKind as K;
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rules::Viewer;
    use rules::{
        Answer, CardKey, DecisionId, DecisionKind, FactionView, HandCard, PrivateView, Proposal,
        SenateStage, SenatorId, SenatorView, VoteOrder,
    };

    pub(crate) fn view() -> View {
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
            open_bodyguard: false,
            disbanded: 0,
            captive: false,
            corrupt: false,
        };
        View {
            viewer: Viewer::Faction(FactionId(0)),
            scenario: "early".into(),
            turn: 2,
            phase: rules::Phase::Senate,
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
            land_bills: Vec::new(),
            discard: Vec::new(),
            events_in_play: Vec::new(),
            laws: Vec::new(),
            bequests: Vec::new(),
            consul_for_life: None,
            proscribed: None,
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
            default_by: rules::DefaultBy::Seed,
        }
    }

    fn ids(v: &[&str]) -> Vec<SenatorId> {
        v.iter().map(|x| SenatorId((*x).into())).collect()
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
                initiative: None,
            },
            Answer::Revenue {
                income_to_senators: vec![],
                contributions: vec![],
                transfers: vec![],
                spoils: vec![],
                grain: Default::default(),
                upkeep: Vec::new(),
                plan_ahead: None,
            },
        );
        let v = view();
        let f = form_for(&revenue, &v);
        assert!(!f.help.join("\n").contains("GRAIN"), "{:?}", f.help);
        let mut v = view();
        // REV-07: a grain concession is known by its card data, whatever its name.
        v.factions[0].senators[0].concessions.extend([
            rules::CardKey("harbor-fees".into()),
            rules::CardKey("sicilian-grain".into()),
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
                    // PB-10 (S004/90): the elections to come, written now if he likes.
                    later: vec![rules::LaterElection {
                        stage: SenateStage::Censor,
                        candidates: ids(&["2", "3"]),
                    }],
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
            "NOMINATE CENSOR <senator>   later in this Senate, the Censor's election: you may write it now",
            "eligible as things stand: Fabius, Valerius",
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
                    tribune_land_bills_only: false,
                    nominee_proposals: None,
                    voting_order: Vec::new(),
                    up_to_from: None,
                    ordered_voting: false,
                    may_appoint_priest: false,
                    by_gm: false,
                    agenda: Vec::new(),
                    // SEN-10: put by another faction's Tribune, not by the presiding magistrate.
                    by_tribune: Some(rules::FactionId(1)),
                },
                Answer::SenateVote(VoteOrder::default()),
            ),
            &v,
        );
        let help = f.help.join("\n");
        for needle in [
            "On the floor: Cornelius and Fabius as Consuls (put by a Tribune of Faction 2",
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
                    kept_laws: vec![],
                    may_keep_fleets: vec![],
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
        use rules::{SenateStage, SenatorId};
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
