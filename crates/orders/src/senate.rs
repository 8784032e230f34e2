//! Senate and Revolution orders (PB-07 .. PB-13): NOMINATE / PROSECUTE / PROPOSE / ADJOURN into
//! the presiding magistrate's queue of proposals, VOTE / VETO / APPEAL / PREFER into a faction's
//! vote, PLAY / DISCARD / RETURN FORCES into its Revolution answer, and those answers back into
//! order lines.
//!
//! How lines combine:
//! - Each proposal line appends one proposal to the queue, in order (the first one that is legal
//!   when the floor is free is put to the vote; later ones are fallbacks and the next business).
//!   A mail changes only the proposals it names (issue 21): a proposal line adds its proposal
//!   to the list the faction sent earlier this round, and one already in it keeps its place; NO
//!   PROPOSALS empties the list, so NO PROPOSALS followed by proposal lines replaces it whole. What the faction queued
//!   in an earlier round for later business stays behind the new answer, and waits while
//!   another faction presides (PB-10, issue 10). A SEND or REINFORCE may use the units an
//!   earlier RAISE of the queue would add; the rules judge it when its turn comes.
//! - A VOTE line whose BUY or UP TO is refused still casts its vote (issue 10).
//! - `VOTE YES|NO|ABSTAIN [BUY n FROM s]… [UP TO n]` states the faction's vote with its bought
//!   votes (it replaces the earlier vote line, its buys and UP TO). `VOTE <senator> <choice>`
//!   sets one senator's own vote (the same as the faction's: he votes with it). TRIBUNE VETO,
//!   APPEAL and PREFER add to the vote; NO VETO / NO APPEAL withdraw them.
//! - PLAY adds a card (as in the setup); DISCARD lines list the discards (the first DISCARD line of
//!   a mail replaces those of earlier mails; DISCARD NONE withdraws them).

use super::forum::personal_treasury;
use super::grammar::{
    GameOrder, ProposalOrder, VeteransOrder, forces_text, roman, seat_word, units_text, vote_word,
};
use super::names::{
    Entry, Match, fold, labels, match_name, resolve_scoped, resolve_senator, senator_text,
};
use super::read_error::ReadError;
use super::read_why::{ReadWhy, Scope};
use rules::api::{
    CardKey, DecisionOptions, Deployment, FactionId, Proposal, ProsecutionReason, Refused,
    RuleError, SenateStage, SenatorId, VeteranPick, View, VoteChoice, VoteOrder,
};
use rules::data::early_republic;

/// The options of a SenateProposals decision.
pub struct ProposalOptions<'a> {
    pub presiding: &'a SenatorId,
    pub stage: SenateStage,
    pub in_rome: &'a [SenatorId],
    pub eligible: &'a [SenatorId],
    pub accusable: &'a [(SenatorId, ProsecutionReason, bool)],
    pub wars: &'a [String],
    pub commanders: &'a [SenatorId],
    pub proconsuls: &'a [SenatorId],
    pub concessions: &'a [String],
    pub legions_in_rome: u32,
    pub fleets_in_rome: u32,
    pub provinces: &'a [String],
}

impl<'a> ProposalOptions<'a> {
    /// The options a proposal is read against, from a `SenateProposals` decision (the
    /// presiding magistrate's, or the one a Tribune's proposal is read against); `None` for any
    /// other decision.
    pub fn of(options: &'a DecisionOptions) -> Option<Self> {
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
            return None;
        };
        Some(ProposalOptions {
            presiding,
            stage: *stage,
            in_rome,
            eligible,
            accusable,
            wars,
            commanders,
            proconsuls,
            concessions,
            legions_in_rome: *legions_in_rome,
            fleets_in_rome: *fleets_in_rome,
            provinces,
        })
    }
}

/// The options of a SenateVote decision.
pub struct VoteOptions<'a> {
    pub presiding: &'a SenatorId,
    pub voters: &'a [(SenatorId, u32)],
    pub tribunes_held: bool,
    pub presiding_faction: bool,
    pub nominees: &'a [SenatorId],
    pub accused: Option<&'a SenatorId>,
    pub abstain_allowed: bool,
    /// SEN-04: the vote is on another faction's nominee for Consul for Life: the presiding
    /// magistrate may vote NO UP TO a sum to defeat him.
    pub no_up_to: bool,
    /// SEN-10: what a Tribune of the faction may propose (None: it holds no Tribune).
    pub tribune_proposals: Option<&'a DecisionOptions>,
    /// PB-09 / PB-10: what the faction's nominee may propose if elected (None: no nominee).
    pub nominee_proposals: Option<&'a DecisionOptions>,
    /// SEN-04: whose Personal Treasury pays the faction's conditional votes.
    pub up_to_from: Option<&'a SenatorId>,
    /// SEN-02: ordered voting: NO UP TO is allowed on any proposal.
    pub ordered_voting: bool,
    /// SEN-15: the faction may assign a Priesthood with this vote.
    pub may_appoint_priest: bool,
    /// SEN-02 house rule "agenda vote": the proposals after the floor (numbered from 2).
    pub agenda: &'a [Proposal],
}

// ---------------------------------------------------------------- wars and concessions

/// A war's display name ("1st Punic War"), or its key if the data does not know it.
pub fn war_name(key: &str) -> String {
    early_republic()
        .ok()
        .and_then(|d| d.war(key))
        .map(|w| w.name.clone())
        .unwrap_or_else(|| key.to_string())
}

/// A concession's display name ("Tax Farmer 1"), or its key.
pub fn concession_name(key: &str) -> String {
    early_republic()
        .ok()
        .and_then(|d| d.concession(key))
        .map(|c| c.name.clone())
        .unwrap_or_else(|| key.to_string())
}

/// The words of a war's name that matter, ordinals as numbers: "1st Punic War", "Punic 1",
/// "punic-1", "First Punic", "Punic War I" all give ["1", "punic"].
fn war_tokens(s: &str) -> Vec<String> {
    let mut t: Vec<String> = fold(s)
        .split(' ')
        .filter(|w| !w.is_empty())
        .filter(|w| !matches!(*w, "war" | "wars" | "the" | "against"))
        .map(|w| {
            match w {
                "1st" | "first" | "i" => "1",
                "2nd" | "second" | "ii" => "2",
                "3rd" | "third" | "iii" => "3",
                "4th" | "fourth" | "iv" => "4",
                other => other,
            }
            .to_string()
        })
        .collect();
    t.sort();
    t
}

fn war_variants(key: &str) -> Vec<Vec<String>> {
    vec![war_tokens(key), war_tokens(&war_name(key))]
}

fn is_number(t: &str) -> bool {
    t.chars().all(|c| c.is_ascii_digit())
}

/// Does the written war (tokens) designate this war: the same words, or each written word the
/// start (3+ letters) of one of its words, numbers equal.
fn war_hit(input: &[String], key: &str, exact: bool) -> bool {
    war_variants(key).iter().any(|v| {
        if exact {
            return v == input;
        }
        // A number alone ("1") names no war.
        if input.iter().all(|t| is_number(t)) {
            return false;
        }
        input.iter().all(|t| {
            if is_number(t) {
                v.contains(t)
            } else {
                t.chars().count() >= 3
                    && v.iter().any(|w| !is_number(w) && w.starts_with(t.as_str()))
            }
        })
    })
}

fn war_hits<'a>(input: &[String], keys: &'a [String]) -> Vec<&'a String> {
    let exact: Vec<&String> = keys.iter().filter(|k| war_hit(input, k, true)).collect();
    if !exact.is_empty() {
        return exact;
    }
    keys.iter().filter(|k| war_hit(input, k, false)).collect()
}

/// Resolve a war by name, key or unique start among `wars` (keys); never a guess: an ambiguous
/// or unknown war is an error listing the wars.
/// RVN-09: does the target of a SEND name the Rebel marching on Rome?
/// RVN-10 (ADV 2.03.81): `THE REBEL IN <province>` names a Rebel Province (the name as
/// written: the rules resolve it).
fn rebel_province_target(war: &str) -> Option<String> {
    let words: Vec<&str> = war.split_whitespace().collect();
    let rest = match words.as_slice() {
        [the, rebel, is, rest @ ..]
            if the.eq_ignore_ascii_case("THE")
                && rebel.eq_ignore_ascii_case("REBEL")
                && is.eq_ignore_ascii_case("IN") =>
        {
            rest
        }
        [rebel, is, rest @ ..]
            if rebel.eq_ignore_ascii_case("REBEL") && is.eq_ignore_ascii_case("IN") =>
        {
            rest
        }
        _ => return None,
    };
    (!rest.is_empty()).then(|| rest.join(" "))
}

fn is_rebel_target(war: &str) -> bool {
    let t: Vec<String> = war
        .split_whitespace()
        .map(|w| w.to_ascii_uppercase())
        .filter(|w| w != "THE")
        .collect();
    matches!(
        t.iter().map(String::as_str).collect::<Vec<_>>().as_slice(),
        ["REBEL"] | ["CIVIL", "WAR"]
    )
}

pub fn resolve_war(name: &str, wars: &[String]) -> Result<String, ReadWhy> {
    let input = war_tokens(name);
    let list = || wars.iter().map(|k| war_name(k)).collect::<Vec<_>>();
    if input.is_empty() {
        return Err(ReadWhy::WarUnnamed { wars: list() });
    }
    let hits = war_hits(&input, wars);
    match hits.as_slice() {
        [one] => Ok((*one).clone()),
        [] => {
            let all: Vec<String> = early_republic()
                .map(|d| d.wars.iter().map(|w| w.key.clone()).collect())
                .unwrap_or_default();
            match war_hits(&input, &all).as_slice() {
                [one] => Err(ReadWhy::WarNotNow {
                    war: war_name(one),
                    wars: list(),
                }),
                [] => Err(ReadWhy::NoSuchWar {
                    written: name.trim().to_string(),
                    wars: list(),
                }),
                many => Err(ReadWhy::WarsNotNow {
                    written: name.trim().to_string(),
                    matches: many.iter().map(|k| war_name(k)).collect(),
                    wars: list(),
                }),
            }
        }
        many => Err(ReadWhy::WarAmbiguous {
            written: name.trim().to_string(),
            matches: many.iter().map(|k| war_name(k)).collect(),
            example: war_name(many[0]),
        }),
    }
}

/// Resolve a Forum concession by name, key or unique prefix among `keys`.
pub fn resolve_concession(name: &str, keys: &[String]) -> Result<String, ReadWhy> {
    let names: Vec<String> = keys.iter().map(|k| concession_name(k)).collect();
    let entries: Vec<Entry> = keys
        .iter()
        .zip(&names)
        .map(|(k, n)| Entry::new(k, n.clone(), &[n.as_str()]))
        .collect();
    match match_name(name, &entries)? {
        Match::Found(i) => Ok(keys[i].clone()),
        Match::Ambiguous(idx) => Err(ReadWhy::AmbiguousName {
            written: name.trim().to_string(),
            names: labels(&entries, &idx),
        }),
        Match::NotFound => Err(ReadWhy::NoForumConcession {
            written: name.trim().to_string(),
            concessions: names,
        }),
    }
}

// ---------------------------------------------------------------- proposals

/// A province's display name (its key if unknown).
fn province_label(key: &str) -> String {
    early_republic().map_or_else(|_| key.to_string(), |d| d.province_name(key))
}

/// A province by key or name (case and diacritics ignored) or a unique start of 3+ letters of
/// its name (SEN-35).
pub(crate) fn resolve_province(name: &str, provinces: &[String]) -> Result<String, ReadWhy> {
    let label = |k: &str| province_label(k);
    let want = super::names::fold(name.trim());
    if let Some(p) = provinces
        .iter()
        .find(|p| super::names::fold(p) == want || super::names::fold(&label(p)) == want)
    {
        return Ok(p.clone());
    }
    let hits: Vec<&String> = provinces
        .iter()
        .filter(|p| want.len() >= 3 && super::names::fold(&label(p)).starts_with(&want))
        .collect();
    match hits.as_slice() {
        [one] => Ok((*one).clone()),
        [] => Err(ReadWhy::NoSuchProvince {
            written: name.trim().to_string(),
            provinces: provinces.iter().map(|p| label(p)).collect(),
        }),
        many => Err(ReadWhy::ProvinceAmbiguous {
            written: name.trim().to_string(),
            provinces: many.iter().map(|p| label(p)).collect(),
        }),
    }
}

/// The business of the Senate a proposal order belongs to, as the rules say (SEN-07): the
/// proposal it builds, without its names yet, asked `Proposal::business`.
fn business_of(p: &ProposalOrder) -> SenateStage {
    let nobody = || SenatorId(String::new());
    let skeleton = match p {
        ProposalOrder::Consuls { .. } => Proposal::Consuls {
            first: nobody(),
            second: nobody(),
        },
        ProposalOrder::Dictator { .. } => Proposal::Dictator {
            dictator: nobody(),
            master_of_horse: nobody(),
        },
        ProposalOrder::Censor { .. } => Proposal::Censor { censor: nobody() },
        ProposalOrder::Pontifex { .. } => Proposal::Pontifex { pontifex: nobody() },
        ProposalOrder::Governor { .. } | ProposalOrder::Governors { .. } => Proposal::Governor {
            senator: nobody(),
            province: String::new(),
        },
        ProposalOrder::Prosecute { major, .. } => Proposal::Prosecute {
            accused: nobody(),
            major: *major,
            reason: None,
            prosecutor: nobody(),
        },
        _ => Proposal::Adjourn,
    };
    skeleton.business()
}

/// A refusal of the rules, as their typed reason (render words every refusal).
fn refused(r: Refused) -> ReadError {
    ReadError::Refused(RuleError::from(r))
}

/// The text of a prosecution's reason as orders write it after FOR: CORRUPT, MAJOR, EVIL OMENS
/// or the concession's name.
pub fn reason_text(r: &ProsecutionReason) -> String {
    match r {
        ProsecutionReason::Corrupt => "CORRUPT".to_string(),
        ProsecutionReason::Major => "MAJOR".to_string(),
        ProsecutionReason::EvilOmens => "EVIL OMENS".to_string(),
        ProsecutionReason::Concession(k) => concession_name(k),
        // SEN-38 (LR 1.13.1/4): the spoils of one Province taken through a Legate.
        ProsecutionReason::Spoils(p) => format!("SPOILS OF {}", province_label(p)),
    }
}

fn reason_entry(r: &ProsecutionReason) -> Entry {
    let text = reason_text(r);
    // SEN-38: the spoils of a Province read by its name too.
    let province = match r {
        ProsecutionReason::Spoils(p) => province_label(p),
        _ => String::new(),
    };
    let mut names: Vec<&str> = vec![text.as_str()];
    if !province.is_empty() {
        names.push(province.as_str());
    }
    match r {
        ProsecutionReason::Corrupt => names.extend(["corruption", "corrupt marker"]),
        ProsecutionReason::Major => names.extend(["major office", "major marker"]),
        ProsecutionReason::EvilOmens => {
            names.extend(["evil-omens", "evil omens debt", "pontifex debt"])
        }
        ProsecutionReason::Concession(_) | ProsecutionReason::Spoils(_) => {}
    }
    Entry::new(r.key(), text.clone(), &names)
}

/// SEN-18: the Pontifex Maximus, as the view shows him.
pub fn pontifex_of(view: &View) -> Option<SenatorId> {
    view.factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .chain(view.forum_senators.iter())
        .find(|s| s.offices.contains(&rules::Office::PontifexMaximus))
        .map(|s| s.id.clone())
}

/// The canonical line of a proposal.
pub fn proposal_line(p: &Proposal, view: &View) -> String {
    let s = |id: &SenatorId| senator_text(id, view);
    match p {
        Proposal::Consuls { first, second } => {
            format!("NOMINATE CONSULS {} AND {}", s(first), s(second))
        }
        Proposal::Dictator {
            dictator,
            master_of_horse,
        } => format!(
            "NOMINATE DICTATOR {} MASTER OF HORSE {}",
            s(dictator),
            s(master_of_horse)
        ),
        Proposal::Censor { censor } => format!("NOMINATE CENSOR {}", s(censor)),
        Proposal::Pontifex { pontifex } => format!("NOMINATE PONTIFEX {}", s(pontifex)),
        Proposal::Governor { senator, province } => format!(
            "NOMINATE GOVERNOR {} FOR {}",
            s(senator),
            province_label(province)
        ),
        Proposal::Governors { posts } => format!(
            "NOMINATE GOVERNOR {}",
            posts
                .iter()
                .map(|(x, p)| format!("{} FOR {}", s(x), province_label(p)))
                .collect::<Vec<_>>()
                .join(" AND ")
        ),
        Proposal::Garrison { province, legions } => format!(
            "PROPOSE GARRISON {} IN {}",
            forces_text(*legions, 0),
            province_label(province)
        ),
        Proposal::Prosecute {
            accused,
            major,
            reason,
            prosecutor,
        } => format!(
            "PROSECUTE {} {}{} BY {}",
            s(accused),
            if *major { "MAJOR" } else { "MINOR" },
            reason
                .as_ref()
                .map(|r| format!(" FOR {}", reason_text(r)))
                .unwrap_or_default(),
            s(prosecutor)
        ),
        Proposal::RaiseForces { legions, fleets } => {
            format!("PROPOSE RAISE {}", forces_text(*legions, *fleets))
        }
        Proposal::Deploy {
            commander,
            war,
            legions,
            fleets,
            veterans,
        } => format!(
            "PROPOSE SEND {} WITH {} TO {}",
            s(commander),
            units_text(*legions, *fleets, &veterans_written(veterans, &s)),
            war_name(war)
        ),
        Proposal::Deployments { sends } => format!(
            "PROPOSE SEND {}",
            sends
                .iter()
                .map(|d| format!(
                    "{} WITH {} TO {}",
                    s(&d.commander),
                    units_text(d.legions, d.fleets, &veterans_written(&d.veterans, &s)),
                    war_name(&d.war)
                ))
                .collect::<Vec<_>>()
                .join(" AND ")
        ),
        Proposal::AttackRebel {
            commander,
            legions,
            veterans,
        } => format!(
            "PROPOSE SEND {} WITH {} TO THE REBEL",
            s(commander),
            units_text(*legions, 0, &veterans_written(veterans, &s))
        ),
        Proposal::AttackRebelProvince {
            commander,
            legions,
            fleets,
            province,
        } => format!(
            "PROPOSE SEND {} WITH {} TO THE REBEL IN {province}",
            s(commander),
            forces_text(*legions, *fleets)
        ),
        Proposal::Recall { commander } => format!("PROPOSE RECALL {}", s(commander)),
        Proposal::DisbandForces {
            legions,
            fleets,
            veterans,
        } => format!(
            "PROPOSE DISBAND {}",
            units_text(*legions, *fleets, &veterans_written(veterans, &s))
        ),
        Proposal::ReplaceProconsul {
            proconsul,
            commander,
            legions,
            fleets,
            veterans,
        } => {
            let mut t = format!("PROPOSE REPLACE {} BY {}", s(proconsul), s(commander));
            if legions + fleets > 0 {
                t.push_str(&format!(
                    " WITH {}",
                    units_text(*legions, *fleets, &veterans_written(veterans, &s))
                ));
            }
            t
        }
        Proposal::RecallUnits {
            commander,
            legions,
            fleets,
            veterans,
        } => format!(
            "PROPOSE RECALL {} FROM {}",
            units_text(*legions, *fleets, &veterans_written(veterans, &s)),
            s(commander)
        ),
        Proposal::RecallUncommanded {
            war,
            legions,
            fleets,
            veterans,
        } => format!(
            "PROPOSE RECALL {} FROM {}",
            units_text(*legions, *fleets, &veterans_written(veterans, &s)),
            war_name(war)
        ),
        Proposal::RecallGarrison { province, legions } => format!(
            "PROPOSE RECALL GARRISON {} FROM {}",
            forces_text(*legions, 0),
            province_label(province)
        ),
        Proposal::Reinforce {
            commander,
            legions,
            fleets,
            veterans,
        } => format!(
            "PROPOSE REINFORCE {} WITH {}",
            s(commander),
            units_text(*legions, *fleets, &veterans_written(veterans, &s))
        ),
        Proposal::LandBill {
            level,
            sponsor,
            cosponsor,
        } => format!(
            "PROPOSE LAND BILL {} BY {} AND {}",
            roman(*level),
            s(sponsor),
            s(cosponsor)
        ),
        Proposal::RepealLandBill { level, sponsor } => {
            format!(
                "PROPOSE REPEAL LAND BILL {} BY {}",
                roman(*level),
                s(sponsor)
            )
        }
        Proposal::Concession {
            concession,
            senator,
        } => format!(
            "PROPOSE CONCESSION {} TO {}",
            concession_name(concession),
            s(senator)
        ),
        Proposal::Concessions { grants } => format!(
            "PROPOSE CONCESSION {}",
            grants
                .iter()
                .map(|(c, x)| format!("{} TO {}", concession_name(c), s(x)))
                .collect::<Vec<_>>()
                .join(" AND ")
        ),
        Proposal::Adjourn => "ADJOURN".to_string(),
        // SEN-02 / SEN-04: the proposal, then its terms.
        Proposal::Announced { put, terms } => {
            let mut line = proposal_line(put, view);
            if let Some(f) = terms.conditional_to {
                line.push_str(&format!(" CONDITIONAL VOTES TO FACTION {f}"));
            }
            if !terms.order.is_empty() {
                let fs: Vec<String> = terms.order.iter().map(|f| format!("FACTION {f}")).collect();
                line.push_str(&format!(" VOTING ORDER {}", fs.join(", ")));
            }
            // PB-10 (S004/79).
            match &terms.condition {
                Some(rules::ElectionCondition::Voted {
                    faction,
                    candidate,
                    yes,
                }) => line.push_str(&format!(
                    " IF FACTION {faction} VOTED {} ON {}",
                    if *yes { "YES" } else { "NO" },
                    s(candidate)
                )),
                Some(rules::ElectionCondition::Elected { senator, elected }) => {
                    line.push_str(&format!(
                        " IF {} IS {}ELECTED",
                        s(senator),
                        if *elected { "" } else { "NOT " }
                    ))
                }
                None => {}
            }
            line
        }
        Proposal::RejectRhodian => "PROPOSE REJECT RHODIAN".to_string(),
        Proposal::CollectBequest { .. } => "PROPOSE COLLECT BEQUEST".to_string(),
        // SEN-56: put by its player's PLAY and his Sponsors' choices; shown as what it is.
        Proposal::PassLaw {
            law,
            sponsor,
            cosponsor,
            ..
        } => format!(
            "LAW {} SPONSOR {} COSPONSOR {}",
            law.0.to_ascii_uppercase(),
            s(sponsor),
            s(cosponsor)
        ),
        Proposal::RecallPontifex { pontifex } => {
            format!("PROPOSE RECALL PONTIFEX {}", s(pontifex))
        }
        Proposal::ConsulForLife { nominee } => format!("NOMINATE CONSUL FOR LIFE {}", s(nominee)),
        // SEN-53: never proposed; shown as what it is.
        Proposal::SpecialProsecution { accused, .. } => {
            format!("SPECIAL PROSECUTION OF {}", s(accused))
        }
    }
}

/// The lines of a queue of proposals (NO PROPOSALS for an empty one).
pub fn proposal_lines(proposals: &[Proposal], view: &View) -> Vec<String> {
    if proposals.is_empty() {
        return vec!["NO PROPOSALS".to_string()];
    }
    proposals.iter().map(|p| proposal_line(p, view)).collect()
}

/// The units a SEND or REINFORCE may take: those in Rome now plus those the RAISE proposals
/// queued before it would add (a line that is only too big before an earlier line's outcome is
/// kept and judged by the rules when its turn comes, PB-10, issue 10).
fn check_forces(
    legions: u32,
    fleets: u32,
    opts: &ProposalOptions,
    queued: &[Proposal],
) -> Result<(), ReadWhy> {
    if legions == 0 && fleets == 0 {
        return Err(ReadWhy::NoForces);
    }
    let (raised_legions, raised_fleets) = queued.iter().fold((0u32, 0u32), |(l, f), p| match p {
        Proposal::RaiseForces { legions, fleets } => {
            (l.saturating_add(*legions), f.saturating_add(*fleets))
        }
        _ => (l, f),
    });
    let legions_then = opts.legions_in_rome.saturating_add(raised_legions);
    let fleets_then = opts.fleets_in_rome.saturating_add(raised_fleets);
    if legions > legions_then || fleets > fleets_then {
        return Err(ReadWhy::TooFewForces {
            in_rome: (opts.legions_in_rome, opts.fleets_in_rome),
            then: (raised_legions + raised_fleets > 0).then_some((legions_then, fleets_then)),
            asked: (legions, fleets),
        });
    }
    Ok(())
}

/// SEN-44 (LR 1.09.64/1): the Veteran Legions a SEND names, their Senators resolved.
fn veteran_picks(veterans: &[VeteransOrder], view: &View) -> Result<Vec<VeteranPick>, ReadWhy> {
    veterans
        .iter()
        .map(|v| {
            Ok(VeteranPick {
                count: v.count,
                loyal_to: match &v.of {
                    Some(name) => Some(resolve_senator(name, view)?),
                    None => None,
                },
            })
        })
        .collect()
}

/// The Veteran Legions of a proposal as written back (`units_text`).
fn veterans_written(
    veterans: &[VeteranPick],
    s: &dyn Fn(&SenatorId) -> String,
) -> Vec<(u32, Option<String>)> {
    veterans
        .iter()
        .map(|v| (v.count, v.loyal_to.as_ref().map(s)))
        .collect()
}

pub fn proposal_of(
    p: &ProposalOrder,
    opts: &ProposalOptions,
    view: &View,
    queued: &[Proposal],
) -> Result<Proposal, ReadError> {
    // SEN-02 / SEN-04: a proposal with the terms announced with it.
    if let ProposalOrder::Announced {
        proposal,
        conditional_to,
        order,
        condition,
    } = p
    {
        return super::vote_terms::announced_of(
            proposal,
            conditional_to,
            order,
            condition.as_ref(),
            opts,
            view,
            queued,
        );
    }
    let business = business_of(p);
    let stage_of_p = (!matches!(p, ProposalOrder::Adjourn)).then_some(business);
    // SEN-36: a business still open now (a Governor replaced during other business).
    let open_now = stage_of_p.is_some_and(|st| st.open_at(opts.stage));
    if let Some(st) = stage_of_p
        && st < opts.stage
        && !open_now
    {
        return Err(ReadWhy::StagePassed {
            stage: st,
            now: opts.stage,
        }
        .into());
    }
    // Issue 21 §1 (S004: "The HRAO may make conditional proposals based on the outcome of
    // elections"; PB-10): a proposal for a later business is read against the Senators in
    // Rome, not against who holds office or may be accused now (the Consuls and the Censor
    // not yet elected, the outgoing Censor prosecuted); the rules check it when its turn
    // comes, and rule it out of order then if it is.
    let later = stage_of_p.is_some_and(|st| st > opts.stage) && !open_now;
    let accusable: &[(SenatorId, ProsecutionReason, bool)] =
        if later { &[] } else { opts.accusable };
    let in_rome = |name: &str| resolve_scoped(name, opts.in_rome, view, Scope::InRome);
    // The office of the current stage: its eligible candidates; a later office: anyone in Rome.
    let candidate = |name: &str| {
        if open_now {
            resolve_scoped(name, opts.eligible, view, Scope::Electable(opts.stage))
        } else {
            in_rome(name)
        }
    };
    let proposal = match p {
        ProposalOrder::Consuls { first, second } => {
            let a = candidate(first)?;
            let b = candidate(second)?;
            Proposal::Consuls {
                first: a,
                second: b,
            }
        }
        ProposalOrder::Dictator { dictator, master } => {
            let d = candidate(dictator)?;
            let m = in_rome(master)?;
            Proposal::Dictator {
                dictator: d,
                master_of_horse: m,
            }
        }
        ProposalOrder::Censor { censor } => Proposal::Censor {
            censor: candidate(censor)?,
        },
        ProposalOrder::Pontifex { senator } => Proposal::Pontifex {
            pontifex: candidate(senator)?,
        },
        ProposalOrder::Governor { senator, province } => Proposal::Governor {
            senator: candidate(senator)?,
            province: resolve_province(province, opts.provinces)?,
        },
        // SEN-35: several Governorships in one proposal.
        ProposalOrder::Governors { posts } => Proposal::Governors {
            posts: posts
                .iter()
                .map(|(senator, province)| {
                    Ok((
                        candidate(senator)?,
                        resolve_province(province, opts.provinces)?,
                    ))
                })
                .collect::<Result<Vec<_>, ReadWhy>>()?,
        },
        ProposalOrder::Prosecute {
            accused,
            major,
            reason,
            prosecutor,
        } => {
            let accused_id = if !accusable.is_empty() {
                let mut scope: Vec<SenatorId> = Vec::new();
                for (a, _, _) in accusable {
                    if !scope.contains(a) {
                        scope.push(a.clone());
                    }
                }
                resolve_scoped(accused, &scope, view, Scope::Accusable)?
            } else if opts.stage == SenateStage::Prosecutions {
                return Err(ReadWhy::NoProsecutionNow.into());
            } else {
                in_rome(accused)?
            };
            let label = senator_text(&accused_id, view);
            let reasons: Vec<ProsecutionReason> = if accusable.is_empty() {
                let mut r = vec![ProsecutionReason::Corrupt, ProsecutionReason::Major];
                if let Ok(d) = early_republic() {
                    r.extend(
                        d.concessions
                            .iter()
                            .map(|c| ProsecutionReason::Concession(CardKey::from(&c.key))),
                    );
                }
                r
            } else {
                let rs: Vec<ProsecutionReason> = accusable
                    .iter()
                    // SEN-24 (LR 1.09.412): a Major marker is a reason for a Minor prosecution
                    // too; `m` says whether the reason also allows a Major one.
                    .filter(|(a, _, m)| a == &accused_id && (!*major || *m))
                    .map(|(_, r, _)| r.clone())
                    .fold(Vec::new(), |mut v: Vec<ProsecutionReason>, r| {
                        // The same reason may be listed for both kinds: once is enough.
                        if !v.contains(&r) {
                            v.push(r);
                        }
                        v
                    });
                if rs.is_empty() {
                    return Err(ReadWhy::NoProsecutionOfKind {
                        accused: label,
                        major: *major,
                    }
                    .into());
                }
                rs
            };
            let reason = match reason {
                None => None,
                Some(r) => {
                    let entries: Vec<Entry> = reasons.iter().map(reason_entry).collect();
                    match match_name(r, &entries)? {
                        Match::Found(i) => Some(reasons[i].clone()),
                        Match::Ambiguous(idx) => {
                            return Err(ReadWhy::ReasonAmbiguous {
                                written: r.trim().to_string(),
                                reasons: labels(&entries, &idx),
                            }
                            .into());
                        }
                        Match::NotFound => {
                            return Err(ReadWhy::NoSuchReason {
                                accused: label,
                                major: *major,
                                written: r.trim().to_string(),
                                reasons: entries.iter().map(|e| e.label.clone()).collect(),
                            }
                            .into());
                        }
                    }
                }
            };
            let pros = in_rome(prosecutor)?;
            if opts.stage == SenateStage::Prosecutions && &pros == opts.presiding {
                return Err(ReadWhy::CensorProsecutes {
                    senator: senator_text(&pros, view),
                }
                .into());
            }
            Proposal::Prosecute {
                accused: accused_id,
                major: *major,
                reason,
                prosecutor: pros,
            }
        }
        ProposalOrder::Garrison { legions, province } => {
            if *legions > opts.legions_in_rome {
                return Err(ReadWhy::GarrisonTooBig {
                    legions_in_rome: opts.legions_in_rome,
                }
                .into());
            }
            Proposal::Garrison {
                province: province.trim().to_string(),
                legions: *legions,
            }
        }
        ProposalOrder::Raise { legions, fleets } => Proposal::RaiseForces {
            legions: *legions,
            fleets: *fleets,
        },
        ProposalOrder::Send {
            commander,
            war,
            legions,
            fleets,
            veterans,
        } => {
            let c = if later {
                in_rome(commander)?
            } else {
                resolve_scoped(commander, opts.commanders, view, Scope::Commander)?
            };
            // RVN-10: `TO THE REBEL IN <province>` sends the Army against a Rebel Province.
            if let Some(province) = rebel_province_target(war) {
                if !veterans.is_empty() {
                    return Err(ReadWhy::VeteransAgainstRebelProvince.into());
                }
                check_forces(*legions, *fleets, opts, queued)?;
                Proposal::AttackRebelProvince {
                    commander: c,
                    legions: *legions,
                    fleets: *fleets,
                    province,
                }
            } else if is_rebel_target(war) {
                // RVN-09: `TO THE REBEL` (or `TO CIVIL WAR`) sends the Army against the Rebel.
                // RVN-09 (LR 1.09.64/1): Veteran Legions are named as against a war.
                check_forces(*legions, *fleets, opts, queued)?;
                Proposal::AttackRebel {
                    commander: c,
                    legions: *legions,
                    veterans: veteran_picks(veterans, view)?,
                }
            } else {
                let w = resolve_war(war, opts.wars)?;
                check_forces(*legions, *fleets, opts, queued)?;
                Proposal::Deploy {
                    commander: c,
                    war: w,
                    legions: *legions,
                    fleets: *fleets,
                    veterans: veteran_picks(veterans, view)?,
                }
            }
        }
        // SEN-44 (LR 1.09.641/5): a package of deployments. Its Commanders are senators in
        // Rome (the Rome Consul may go with the Field Consul): the rules judge each sending.
        ProposalOrder::SendPackage { sends } => {
            let mut out = Vec::new();
            let (mut all_l, mut all_f) = (0u32, 0u32);
            for part in sends {
                let ProposalOrder::Send {
                    commander,
                    war,
                    legions,
                    fleets,
                    veterans,
                } = part
                else {
                    return Err(ReadWhy::PackagePartNotSend.into());
                };
                if is_rebel_target(war) {
                    return Err(ReadWhy::PackageAgainstRebel.into());
                }
                let commander =
                    resolve_scoped(commander, opts.in_rome, view, Scope::CommanderInRome)?;
                check_forces(*legions, *fleets, opts, queued)?;
                all_l = all_l.saturating_add(*legions);
                all_f = all_f.saturating_add(*fleets);
                out.push(Deployment {
                    commander,
                    war: resolve_war(war, opts.wars)?,
                    legions: *legions,
                    fleets: *fleets,
                    veterans: veteran_picks(veterans, view)?,
                });
            }
            check_forces(all_l, all_f, opts, queued)?;
            Proposal::Deployments { sends: out }
        }
        ProposalOrder::Recall { commander } => Proposal::Recall {
            commander: resolve_scoped(commander, opts.proconsuls, view, Scope::ProconsulRecall)?,
        },
        ProposalOrder::Reinforce {
            commander,
            legions,
            fleets,
            veterans,
        } => {
            let c = resolve_scoped(commander, opts.proconsuls, view, Scope::ProconsulReinforce)?;
            check_forces(*legions, *fleets, opts, queued)?;
            Proposal::Reinforce {
                commander: c,
                legions: *legions,
                fleets: *fleets,
                veterans: veteran_picks(veterans, view)?,
            }
        }
        ProposalOrder::LandBill {
            level,
            sponsor,
            cosponsor,
        } => {
            let a = in_rome(sponsor)?;
            let b = in_rome(cosponsor)?;
            Proposal::LandBill {
                level: *level,
                sponsor: a,
                cosponsor: b,
            }
        }
        ProposalOrder::Repeal { level, sponsor } => Proposal::RepealLandBill {
            level: *level,
            sponsor: in_rome(sponsor)?,
        },
        ProposalOrder::Concession {
            concession,
            senator,
        } => Proposal::Concession {
            concession: resolve_concession(concession, opts.concessions)?,
            senator: in_rome(senator)?,
        },
        // SEN-39: several Concessions in one proposal.
        ProposalOrder::Concessions { grants } => Proposal::Concessions {
            grants: grants
                .iter()
                .map(|(concession, senator)| {
                    Ok((
                        resolve_concession(concession, opts.concessions)?,
                        in_rome(senator)?,
                    ))
                })
                .collect::<Result<Vec<_>, ReadWhy>>()?,
        },
        ProposalOrder::Adjourn => Proposal::Adjourn,
        // Handled above.
        ProposalOrder::Announced { .. } => {
            return Err(ReadWhy::TermsOnce.into());
        }
        // SEN-43: the rules judge the numbers when the proposal's turn comes (raises queued
        // before it may change them).
        ProposalOrder::Disband {
            legions,
            fleets,
            veterans,
        } => Proposal::DisbandForces {
            legions: *legions,
            fleets: *fleets,
            veterans: veteran_picks(veterans, view)?,
        },
        ProposalOrder::Replace {
            proconsul,
            commander,
            legions,
            fleets,
            veterans,
        } => {
            let old = resolve_scoped(proconsul, opts.proconsuls, view, Scope::ProconsulReplace)?;
            let c = if later {
                in_rome(commander)?
            } else {
                resolve_scoped(commander, opts.commanders, view, Scope::Commander)?
            };
            if legions + fleets > 0 {
                check_forces(*legions, *fleets, opts, queued)?;
            }
            Proposal::ReplaceProconsul {
                proconsul: old,
                commander: c,
                legions: *legions,
                fleets: *fleets,
                veterans: veteran_picks(veterans, view)?,
            }
        }
        ProposalOrder::RecallUnits {
            commander,
            legions,
            fleets,
            veterans,
        } => match resolve_scoped(commander, opts.proconsuls, view, Scope::ProconsulRecall) {
            Ok(commander) => Proposal::RecallUnits {
                commander,
                legions: *legions,
                fleets: *fleets,
                veterans: veteran_picks(veterans, view)?,
            },
            // SEN-45 (LR 1.09.644/7): FROM a war: its Force without a Commander.
            Err(e) => match resolve_war(commander, opts.wars) {
                Ok(war) => Proposal::RecallUncommanded {
                    war,
                    legions: *legions,
                    fleets: *fleets,
                    veterans: veteran_picks(veterans, view)?,
                },
                Err(_) => return Err(e.into()),
            },
        },
        ProposalOrder::RecallGarrison { legions, province } => Proposal::RecallGarrison {
            province: province.trim().to_string(),
            legions: *legions,
        },
        ProposalOrder::RejectRhodian => Proposal::RejectRhodian,
        // REV-17: the Bequest waiting in the Forum.
        ProposalOrder::CollectBequest => match view.bequests.first() {
            Some(k) => Proposal::CollectBequest {
                bequest: k.0.clone(),
            },
            None => return Err(ReadWhy::NoBequest.into()),
        },
        // SEN-18: the Pontifex Maximus of the view (a name written must be his).
        ProposalOrder::RecallPontifex { senator } => {
            let Some(pontifex) = pontifex_of(view) else {
                return Err(ReadWhy::NoPontifex.into());
            };
            if let Some(name) = senator {
                let named = crate::names::resolve_senator(name, view)?;
                if named != pontifex {
                    return Err(ReadWhy::NotThePontifex {
                        named: senator_text(&named, view),
                        pontifex: senator_text(&pontifex, view),
                    }
                    .into());
                }
            }
            Proposal::RecallPontifex { pontifex }
        }
        ProposalOrder::ConsulForLife { senator } => Proposal::ConsulForLife {
            nominee: in_rome(senator)?,
        },
    };
    // The rules' own checks of its shape (SEN-12, SEN-21, SEN-25, SEN-40, SEN-43 ...).
    proposal.check_shape().map_err(refused)?;
    Ok(proposal)
}

/// Apply one proposal line to the queue.
pub fn apply_proposal(
    order: &GameOrder,
    opts: &ProposalOptions,
    proposals: &mut Vec<Proposal>,
    restarted: &mut bool,
    earlier: &[Proposal],
    view: &View,
) -> Result<String, ReadError> {
    match order {
        GameOrder::NoProposals => {
            proposals.clear();
            *restarted = true;
            Ok("NO PROPOSALS".to_string())
        }
        GameOrder::Propose(p) => {
            // The first proposal line of a mail replaces the queue of earlier mails.
            let queued: &[Proposal] = if *restarted { proposals } else { &[] };
            let proposal = proposal_of(p, opts, view, queued)?;
            if !*restarted {
                proposals.clear();
                *restarted = true;
            }
            let line = proposal_line(&proposal, view);
            if let Some(q) = proposals.iter().find(|q| q.same_line_as(&proposal)) {
                // Issue 21: a proposal of an earlier mail sent again keeps its place (a list
                // resent whole changes nothing twice); twice in one mail is an error.
                if earlier.iter().any(|e| e == q) {
                    return Ok(line);
                }
                return Err(ReadWhy::ProposalQueued { line }.into());
            }
            proposals.push(proposal);
            Ok(line)
        }
        _ => Err(ReadWhy::NotForProposals {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

// ---------------------------------------------------------------- votes

fn set_entry<T: PartialEq>(list: &mut Vec<(SenatorId, T)>, id: &SenatorId, value: Option<T>) {
    match (list.iter().position(|(s, _)| s == id), value) {
        (Some(i), Some(v)) => list[i].1 = v,
        (Some(i), None) => {
            list.remove(i);
        }
        (None, Some(v)) => list.push((id.clone(), v)),
        (None, None) => {}
    }
}

/// The faction's vote line.
fn vote_line(v: &VoteOrder, view: &View) -> String {
    let Some(choice) = v.vote else {
        return "NO VOTE".to_string();
    };
    let mut line = format!("VOTE {}", vote_word(choice));
    for (s, n) in &v.buy {
        line.push_str(&format!(" BUY {n} FROM {}", senator_text(s, view)));
    }
    if let Some(n) = v.up_to {
        line.push_str(&format!(" UP TO {n}"));
    }
    line
}

/// The lines of a vote: the faction's vote, senators voting otherwise, veto, appeal, preferences.
pub fn vote_lines(v: &VoteOrder, view: &View) -> Vec<String> {
    let mut lines = vec![vote_line(v, view)];
    for (s, c) in &v.splits {
        lines.push(format!("VOTE {} {}", senator_text(s, view), vote_word(*c)));
    }
    if v.veto {
        lines.push("TRIBUNE VETO".to_string());
    }
    if v.appeal_three_dice {
        lines.push("APPEAL 3D6".to_string());
    } else if v.appeal {
        lines.push("APPEAL".to_string());
    }
    if let Some(a) = &v.assassinate {
        let mut line = format!(
            "ASSASSINATE {} BY {}",
            senator_text(&a.target, view),
            senator_text(&a.assassin, view)
        );
        if a.cards > 0 {
            line.push_str(&format!(" WITH {} ASSASSIN", a.cards));
        }
        lines.push(line);
    }
    for (s, seat) in &v.prefer {
        lines.push(format!(
            "PREFER {} {}",
            senator_text(s, view),
            seat_word(*seat)
        ));
    }
    lines.extend(super::tribunes::tribune_lines(v, view));
    // PB-09 / PB-10: the nominee's proposals written with the vote.
    lines.extend(v.nominee_proposals.iter().map(|p| proposal_line(p, view)));
    if let Some(o) = &v.priest {
        lines.push(super::priests::priest_line(o, view));
    }
    // SEN-02 house rule "agenda vote".
    lines.extend(
        v.agenda
            .iter()
            .map(|a| format!("VOTE ON {} {}", a.at, vote_word(a.vote))),
    );
    lines
}

/// Apply one vote line. A bad BUY or UP TO of a VOTE line never loses the vote itself (issue
/// 10): the vote and the good buys apply, and `refused_part` says what was left out.
pub fn apply_vote(
    order: &GameOrder,
    opts: &VoteOptions,
    vote: &mut VoteOrder,
    view: &View,
    faction: FactionId,
    refused_part: &mut Option<Vec<ReadWhy>>,
) -> Result<String, ReadError> {
    let voter_ids: Vec<SenatorId> = opts.voters.iter().map(|(s, _)| s.clone()).collect();
    let voter = |name: &str| resolve_scoped(name, &voter_ids, view, Scope::Voter);
    match order {
        GameOrder::Vote { choice, buy, up_to } => {
            if *choice == VoteChoice::Abstain && !opts.abstain_allowed {
                return Err(ReadWhy::NoAbstainOnLandBill.into());
            }
            let mut problems: Vec<ReadWhy> = Vec::new();
            let mut bought: Vec<(SenatorId, u32)> = Vec::new();
            for (n, name) in buy {
                let id = match voter(name) {
                    Ok(id) => id,
                    Err(e) => {
                        problems.push(ReadWhy::BuyFrom {
                            n: *n,
                            written: name.trim().to_string(),
                            why: Box::new(e),
                        });
                        continue;
                    }
                };
                if *choice == VoteChoice::Abstain && *n > 0 {
                    problems.push(ReadWhy::BuyAbstained {
                        n: *n,
                        senator: senator_text(&id, view),
                    });
                    continue;
                }
                let before = bought.iter().find(|(s, _)| s == &id).map_or(0, |(_, m)| *m);
                let total = before.saturating_add(*n);
                // What each senator pays must fit his Personal Treasury (when the view shows it).
                if let Some(pt) = personal_treasury(view, faction, &id)
                    && total > pt
                {
                    problems.push(ReadWhy::BuyOverTreasury {
                        n: *n,
                        senator: senator_text(&id, view),
                        treasury: pt,
                        total,
                    });
                    continue;
                }
                set_entry(&mut bought, &id, Some(total));
            }
            bought.retain(|(_, n)| *n > 0);
            let mut up_to = up_to.filter(|n| *n > 0);
            if let Some(n) = up_to {
                let spender = opts.up_to_from.unwrap_or(opts.presiding);
                let pt = personal_treasury(view, faction, spender);
                let spent = bought
                    .iter()
                    .find(|(s, _)| s == spender)
                    .map_or(0, |(_, m)| *m);
                if !opts.presiding_faction && opts.accused.is_some() {
                    problems.push(ReadWhy::UpToAccused { n });
                    up_to = None;
                } else if !opts.presiding_faction {
                    problems.push(ReadWhy::UpToOnlyPresiding { n });
                    up_to = None;
                } else if *choice != VoteChoice::Yes
                    && !((opts.no_up_to || opts.ordered_voting) && *choice == VoteChoice::No)
                {
                    problems.push(ReadWhy::UpToNotYes { n });
                    up_to = None;
                } else if let Some(pt) = pt
                    && spent.saturating_add(n) > pt
                {
                    problems.push(ReadWhy::UpToOverTreasury {
                        n,
                        senator: senator_text(spender, view),
                        treasury: pt,
                        total: spent.saturating_add(n),
                    });
                    up_to = None;
                }
            }
            vote.vote = Some(*choice);
            vote.buy = bought;
            vote.up_to = up_to;
            vote.splits.retain(|(_, c)| c != choice);
            if !problems.is_empty() {
                *refused_part = Some(problems);
            }
            Ok(vote_line(vote, view))
        }
        GameOrder::NoVote => {
            vote.vote = None;
            vote.buy.clear();
            vote.up_to = None;
            Ok("NO VOTE".to_string())
        }
        GameOrder::VoteAgenda { at, choice } => {
            let Some(p) = usize::try_from(*at)
                .ok()
                .and_then(|k| k.checked_sub(2))
                .and_then(|k| opts.agenda.get(k))
            else {
                return Err(if opts.agenda.is_empty() {
                    ReadWhy::NoAgendaAnnounced.into()
                } else {
                    ReadWhy::AgendaNumberOutside {
                        last: opts.agenda.len() + 1,
                    }
                    .into()
                });
            };
            if *choice == VoteChoice::Abstain
                && matches!(
                    p,
                    Proposal::LandBill { .. } | Proposal::RepealLandBill { .. }
                )
            {
                return Err(ReadWhy::NoAbstainOnLandBill.into());
            }
            vote.agenda.retain(|a| a.at != *at);
            vote.agenda.push(rules::api::AgendaVote {
                at: *at,
                proposal: p.clone(),
                vote: *choice,
            });
            vote.agenda.sort_by_key(|a| a.at);
            Ok(format!("VOTE ON {at} {}", vote_word(*choice)))
        }
        GameOrder::VoteSplit { senator, choice } => {
            if *choice == VoteChoice::Abstain && !opts.abstain_allowed {
                return Err(ReadWhy::NoAbstainOnLandBill.into());
            }
            let id = voter(senator)?;
            let value = (vote.vote != Some(*choice)).then_some(*choice);
            set_entry(&mut vote.splits, &id, value);
            Ok(format!(
                "VOTE {} {}",
                senator_text(&id, view),
                vote_word(*choice)
            ))
        }
        GameOrder::Veto => {
            if !opts.tribunes_held {
                return Err(ReadWhy::NoTribuneToVeto.into());
            }
            vote.veto = true;
            Ok("TRIBUNE VETO".to_string())
        }
        GameOrder::NoVeto => {
            vote.veto = false;
            Ok("NO VETO".to_string())
        }
        GameOrder::Appeal => {
            if opts.accused.is_none() {
                return Err(ReadWhy::OnlyAccusedAppeals.into());
            }
            vote.appeal = true;
            vote.appeal_three_dice = false;
            Ok("APPEAL".to_string())
        }
        // SEN-27 (card:statesman-21a/1): the rules check that the accused is a Mob Orator.
        GameOrder::AppealThreeDice => {
            if opts.accused.is_none() {
                return Err(ReadWhy::OnlyAccusedAppeals.into());
            }
            vote.appeal = true;
            vote.appeal_three_dice = true;
            Ok("APPEAL 3D6".to_string())
        }
        GameOrder::NoAppeal => {
            vote.appeal = false;
            vote.appeal_three_dice = false;
            Ok("NO APPEAL".to_string())
        }
        // SEN-50: an assassination attempt written with the vote; the rules check the limits.
        GameOrder::Assassinate {
            target,
            assassin,
            cards,
        } => {
            // SEN-50 / SEN-59: the assassin is one of the faction's own Senators, not one of
            // its voters: a faction run by a Consul for Life has no voters of its own but may
            // still try one, and the Consul for Life's voters are every faction's. The rules
            // check that he is in Rome.
            let own: Vec<SenatorId> = view
                .factions
                .iter()
                .filter(|fv| fv.id == faction)
                .flat_map(|fv| fv.senators.iter().map(|s| s.id.clone()))
                .collect();
            let assassin = resolve_scoped(assassin, &own, view, Scope::YourSenators)?;
            let target = crate::names::resolve_senator(target, view)?;
            let line = match cards {
                0 => format!(
                    "ASSASSINATE {} BY {}",
                    senator_text(&target, view),
                    senator_text(&assassin, view)
                ),
                k => format!(
                    "ASSASSINATE {} BY {} WITH {k} ASSASSIN",
                    senator_text(&target, view),
                    senator_text(&assassin, view)
                ),
            };
            vote.assassinate = Some(rules::AssassinationOrder {
                target,
                assassin,
                cards: *cards,
            });
            Ok(line)
        }
        GameOrder::NoAssassination => {
            vote.assassinate = None;
            Ok("NO ASSASSINATION".to_string())
        }
        GameOrder::Prefer { senator, seat } => {
            let id = match (senator, opts.nominees) {
                (_, []) => {
                    return Err(ReadWhy::NoNominee.into());
                }
                (None, [one]) => one.clone(),
                (None, many) => {
                    let names: Vec<String> = many.iter().map(|s| senator_text(s, view)).collect();
                    return Err(ReadWhy::WhichNominee {
                        nominees: names,
                        seat: *seat,
                    }
                    .into());
                }
                (Some(name), nominees) => resolve_scoped(name, nominees, view, Scope::Nominee)?,
            };
            set_entry(&mut vote.prefer, &id, Some(*seat));
            Ok(format!(
                "PREFER {} {}",
                senator_text(&id, view),
                seat_word(*seat)
            ))
        }
        // SEN-10 / SEN-49: a Tribune's proposal and a minor motion, with the vote.
        GameOrder::TribunePropose(_) | GameOrder::NoTribuneProposal | GameOrder::Motion { .. } => {
            super::tribunes::apply_tribune_order(order, opts.tribune_proposals, vote, view)
        }
        // PB-09 / PB-10 (S004/65, S004/71-72): a nominee's faction writes with its vote what
        // he will propose if elected; the lines of one mail add up.
        GameOrder::Propose(p) => {
            let Some(popts) = opts.nominee_proposals.and_then(ProposalOptions::of) else {
                return Err(ReadWhy::NoProposalsAsked {
                    keyword: order.keyword().to_string(),
                }
                .into());
            };
            let proposal = proposal_of(p, &popts, view, &vote.nominee_proposals)?;
            let line = proposal_line(&proposal, view);
            if !vote
                .nominee_proposals
                .iter()
                .any(|q| q.same_line_as(&proposal))
            {
                vote.nominee_proposals.push(proposal);
            }
            Ok(line)
        }
        // SEN-15: a Priesthood, with the vote.
        GameOrder::Priest { .. } | GameOrder::NoPriest => {
            super::priests::apply_priest_order(order, opts.may_appoint_priest, vote, view)
        }
        _ => Err(ReadWhy::NotForVote {
            keyword: order.keyword().to_string(),
        }
        .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RVN-10 (ADV 2.03.81): `SEND ... TO THE REBEL IN <province>` names a Rebel Province.
    #[test]
    fn rvn_10_the_rebel_in_a_province_is_a_target_of_send() {
        assert_eq!(
            super::rebel_province_target("THE REBEL IN Sardinia et Corsica").as_deref(),
            Some("Sardinia et Corsica")
        );
        assert_eq!(
            super::rebel_province_target("rebel in Macedonia").as_deref(),
            Some("Macedonia")
        );
        for t in ["THE REBEL", "THE REBEL IN", "Macedonia", "1st Punic War"] {
            assert_eq!(super::rebel_province_target(t), None, "{t}");
        }
    }

    /// RVN-09: `SEND ... TO THE REBEL` (or CIVIL WAR) names the Rebel marching on Rome.
    #[test]
    fn rvn_09_the_rebel_is_a_target_of_send() {
        for t in ["THE REBEL", "rebel", "Civil War", "the civil war"] {
            assert!(super::is_rebel_target(t), "{t}");
        }
        for t in ["1st Punic War", "rebels", "the", "Sicilia Revolt"] {
            assert!(!super::is_rebel_target(t), "{t}");
        }
    }

    /// SEN-44 with REV-02 / FOR-22: a Province in revolt is a war the Senate can name, by its
    /// name, its key or the province.
    #[test]
    fn sen_44_a_province_revolt_resolves_as_a_war() {
        let wars = vec!["gallic-1".to_string(), "revolt-sicilia".to_string()];
        for name in ["Sicilia Revolt", "revolt-sicilia", "Sicilia"] {
            assert_eq!(
                resolve_war(name, &wars).as_deref(),
                Ok("revolt-sicilia"),
                "{name}"
            );
        }
    }

    /// SEN-44: every war of the data resolves from its name and its key, and a bare number or
    /// a shared start is never a guess.
    #[test]
    fn sen_44_every_war_resolves_by_name_and_key() {
        let Ok(d) = early_republic() else {
            panic!("data");
        };
        let all: Vec<String> = d.wars.iter().map(|w| w.key.clone()).collect();
        for w in &d.wars {
            assert_eq!(
                resolve_war(&w.name, &all).as_deref(),
                Ok(w.key.as_str()),
                "{}",
                w.name
            );
            assert_eq!(
                resolve_war(&w.key, &all).as_deref(),
                Ok(w.key.as_str()),
                "{}",
                w.key
            );
        }
        let scope = vec!["punic-1".to_string(), "gallic-2".to_string()];
        assert!(resolve_war("1", &scope).is_err());
        assert!(resolve_war("", &scope).is_err());
        assert!(
            resolve_war("Germ", &all).is_err_and(|e| matches!(e, ReadWhy::WarAmbiguous { .. }))
        );
        assert_eq!(resolve_war("2nd Gallic", &scope).as_deref(), Ok("gallic-2"));
        assert_eq!(
            resolve_war("Gallic War II", &scope).as_deref(),
            Ok("gallic-2")
        );
    }
}
