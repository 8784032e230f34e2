//! RVN-05 / RVN-09 / RVN-10 (ADV 2.03 Rebel Governors): the random bot meets a Rebel Governor
//! as players would, so that `rorgm simulate` reaches the Province battles, the Naval
//! Interceptions and the reinforcements after a Civil War Stalemate (2.03.71), not only the
//! People's Revolt of an unattacked Rebel.
//!
//! - RVN-10 (2.03.2): a Governor declares a Revolt when it is plausible, his Province's Force
//!   Strength beating what Rome can send (its Legions in Rome and what its Treasury could
//!   raise); otherwise only now and then, so that weak Revolts are still reached.
//! - RVN-10 (2.03.2/2, 2.03.71/1): the faction's other Governors often join him (Secondary
//!   Rebel Governors, who may later reinforce him).
//! - RVN-09 / RVN-10 (2.03.81): when Rome holds too few Legions or Fleets for the GM's proposal,
//!   the presiding bot raises them and sends a commander against a Rebel Province or the Rebel
//!   in Italy (the raising first: the rules judge the attack when its turn comes, PB-10), with
//!   spare Fleets now and then, kept in Rome to intercept a Rebel at sea (COM-02, 2.03.72).
//! - Votes: the Rebel's faction votes against forces raised or sent against him; the others
//!   mostly for.
//! - Choices (2.03.7, 2.03.71): a Rebel marches on Rome more often when he is the stronger; the
//!   Rebel's faction names a reinforcing Governor most of the time.
//!
//! The bot reads only its View and its decision's options; every answer stays one the rules
//! list as legal (a proposal that cannot be put is only ruled out of order).

use rules::data::board_data;
use rules::{ChoiceAbout, ChoiceOption, FactionId, Proposal, ProvinceView, SenatorId, View};

use crate::forces::military_of;

/// Talents per unit the bot assumes when it has no recruit cost in hand (the Revolution Phase).
const UNIT_COST: i64 = 10;

/// The Province `id` governs, if any.
fn province_of<'a>(view: &'a View, id: &SenatorId) -> Option<&'a ProvinceView> {
    view.provinces
        .iter()
        .find(|p| p.governor.as_ref() == Some(id))
}

/// The printed Base Land and Naval Strength of the Province's face up side.
fn printed_base(p: &ProvinceView) -> (u32, u32) {
    board_data()
        .ok()
        .and_then(|b| b.province(p.key.as_str()))
        .map(|c| c.side(p.developed))
        .map_or((0, 0), |s| {
            (
                s.land_base.map_or(0, u32::from),
                s.naval_base.map_or(0, u32::from),
            )
        })
}

/// Is `id` a Senator marked as a Rebel?
fn is_rebel(view: &View, id: &SenatorId) -> bool {
    view.factions
        .iter()
        .flat_map(|f| f.senators.iter())
        .any(|s| s.id == *id && s.rebel)
}

/// RVN-10 (2.03.81/3-4): a Province's Land Strength as the board shows it: its printed Base,
/// its Garrison and its Governor's Military (Provincial Armies are not in the View).
pub(super) fn province_strength(view: &View, p: &ProvinceView) -> u32 {
    let military = p.governor.as_ref().map_or(0, |g| military_of(view, g));
    printed_base(p).0 + p.garrison + military
}

/// The Senate's Legions in Rome as the View shows them: all but those away at a war, in a loyal
/// Province's Garrison or facing the Rebel in Italy.
pub(super) fn legions_in_rome(view: &View) -> u32 {
    let away: u32 = view
        .military
        .forces_away
        .iter()
        .map(|f| f.legions)
        .sum::<u32>()
        + view
            .provinces
            .iter()
            .filter(|p| !p.governor.as_ref().is_some_and(|g| is_rebel(view, g)))
            .map(|p| p.garrison)
            .sum::<u32>()
        + view
            .military
            .revolt
            .as_ref()
            .and_then(|r| r.senate_army.as_ref())
            .map_or(0, |a| a.1);
    view.legions.saturating_sub(away)
}

/// What Rome can send against a Rebel: its Legions in Rome and what its Treasury could raise
/// (at most 25 Legions in all, LR 1.09.643).
pub(super) fn rome_can_send(view: &View) -> u32 {
    let raisable = u32::try_from(view.state_treasury.max(0) / UNIT_COST).unwrap_or(u32::MAX);
    let room = 25u32.saturating_sub(crate::legions_counted(view));
    legions_in_rome(view) + raisable.min(room)
}

/// RVN-10 (2.03.2): the Governors among `may_revolt` (a victorious commander leads a Force).
pub(super) fn governors(view: &View, may_revolt: &[SenatorId]) -> Vec<SenatorId> {
    may_revolt
        .iter()
        .filter(|c| province_of(view, c).is_some())
        .filter(|c| {
            !view
                .military
                .forces_away
                .iter()
                .any(|f| f.commander.as_ref() == Some(*c))
        })
        .cloned()
        .collect()
}

/// RVN-10 (2.03.2): is the Governor's Revolt plausible: does his Province's Force Strength beat
/// what Rome can send?
pub(super) fn revolt_plausible(view: &View, governor: &SenatorId) -> bool {
    province_of(view, governor).is_some_and(|p| province_strength(view, p) > rome_can_send(view))
}

/// RVN-10 (2.03.2): a Governor declares: half the time when it is plausible, else in one
/// Revolution Phase in twelve (so that weak Revolts and their battles are still reached).
pub(super) fn governor_declares(
    view: &View,
    governor: &SenatorId,
    below: &mut dyn FnMut(u64) -> u64,
) -> bool {
    let pct = if revolt_plausible(view, governor) {
        50
    } else {
        8
    };
    below(100) < pct
}

/// RVN-10 (2.03.2/2): another of the faction's Governors joins the Primary Rebel, three times
/// in five (a Secondary Rebel Governor who may reinforce him later, 2.03.71).
pub(super) fn governor_joining(
    primary: &SenatorId,
    governors: &[SenatorId],
    below: &mut dyn FnMut(u64) -> u64,
) -> Option<SenatorId> {
    let others: Vec<&SenatorId> = governors.iter().filter(|g| *g != primary).collect();
    if others.is_empty() || below(100) >= 60 {
        return None;
    }
    let i = usize::try_from(below(others.len() as u64)).unwrap_or(0);
    others.get(i).map(|g| (*g).clone())
}

/// The faction holding the Rebel under way (the Primary Rebel's), if any.
pub(super) fn rebel_faction(view: &View) -> Option<FactionId> {
    let r = view.military.revolt.as_ref()?;
    view.factions
        .iter()
        .find(|f| f.senators.iter().any(|s| s.id == r.rebel))
        .map(|f| f.id)
}

/// RVN-09 / RVN-10: a proposal the Rebel's faction votes against and the others mostly for,
/// while a Revolt is under way: an Army sent at the Rebel, or Legions and Fleets raised.
pub(super) fn against_the_rebel(view: &View, p: &Proposal) -> bool {
    view.military.revolt.is_some()
        && matches!(
            p,
            Proposal::AttackRebel { .. }
                | Proposal::AttackRebelProvince { .. }
                | Proposal::RaiseForces { .. }
        )
}

/// What the presiding bot knows of Rome's forces in other business.
pub(super) struct Means<'a> {
    pub commanders: &'a [SenatorId],
    pub legions_in_rome: u32,
    pub fleets_in_rome: u32,
    pub recruit_cost: Option<u32>,
}

/// RVN-09 / RVN-10 (2.03.81, LR 1.09.64): when the GM's proposal is missing (too few Legions
/// or Fleets in Rome), raise what an Army needs and send it against a Rebel Province (its
/// Land Strength and a margin, its Naval Base as Fleet Support) or against the Rebel in Italy;
/// a third of the time with spare Fleets kept in Rome for an Interception. Empty when no
/// commander, no Rebel, or the State cannot pay. The raising always comes first.
pub(super) fn raise_and_attack(
    view: &View,
    m: &Means<'_>,
    below: &mut dyn FnMut(u64) -> u64,
) -> Vec<Proposal> {
    let Some(revolt) = view.military.revolt.as_ref() else {
        return Vec::new();
    };
    let (Some(commander), Some(cost)) = (m.commanders.first(), m.recruit_cost) else {
        return Vec::new();
    };
    let mil = military_of(view, commander);
    let margin = 2 + u32::try_from(below(4)).unwrap_or(0);
    let rebel_provinces: Vec<&ProvinceView> = view
        .provinces
        .iter()
        .filter(|p| p.governor.as_ref().is_some_and(|g| is_rebel(view, g)))
        .collect();
    // The Rebel in Italy when his Army is there (his Legions left his Province) and no
    // Senate Army faces him yet; else one of the Rebel Provinces.
    let in_italy = revolt.legions > 0 && revolt.senate_army.is_none();
    let target: Option<&ProvinceView> = if in_italy || rebel_provinces.is_empty() {
        None
    } else {
        let i = usize::try_from(below(rebel_provinces.len() as u64)).unwrap_or(0);
        rebel_provinces.get(i).copied()
    };
    if target.is_none() && !in_italy {
        return Vec::new();
    }
    let (want_l, want_f, naval) = match target {
        Some(p) => {
            let naval = printed_base(p).1;
            let land = province_strength(view, p) + margin;
            (land.saturating_sub(mil).max(1), naval, naval)
        }
        None => {
            // His Army: 1 per Legion, 2 per Veteran, his Military (about 3).
            let vets = u32::try_from(revolt.veterans.len()).unwrap_or(0);
            let land = revolt.legions + vets + 3 + margin;
            (land.saturating_sub(mil).max(1), 0, 0)
        }
    };
    let spare = if naval > 0 && below(3) == 0 {
        naval + 1 + u32::try_from(below(3)).unwrap_or(0)
    } else {
        0
    };
    // The GM's proposal is missing though Rome holds the Legions: the Province's Provincial
    // Fleets (not in the View) ask for more Fleet Support than its Base: 2 to 4 more.
    let want_f = if target.is_some() && want_l <= m.legions_in_rome {
        want_f.max(m.fleets_in_rome + 2 + u32::try_from(below(3)).unwrap_or(0))
    } else {
        want_f
    };
    let raise_l = want_l.saturating_sub(m.legions_in_rome);
    let raise_f = (want_f + spare).saturating_sub(m.fleets_in_rome);
    if raise_l + raise_f == 0 {
        // Rome holds enough: the GM's proposal (or the bot's army logic) covers it.
        return Vec::new();
    }
    let total = i64::from(cost) * i64::from(raise_l + raise_f);
    if total > view.state_treasury
        || crate::legions_counted(view) + raise_l > 25
        || view.fleets + raise_f > 25
    {
        return Vec::new();
    }
    let legions = m.legions_in_rome + raise_l;
    let attack = match target {
        Some(p) => Proposal::AttackRebelProvince {
            commander: commander.clone(),
            legions,
            fleets: want_f,
            province: p.key.as_str().to_string(),
        },
        None => Proposal::AttackRebel {
            commander: commander.clone(),
            legions,
            veterans: Vec::new(),
        },
    };
    vec![
        Proposal::RaiseForces {
            legions: raise_l,
            fleets: raise_f,
        },
        attack,
    ]
}

/// RVN-10 (2.03.7, 2.03.71/1): the Rebel's faction's pick: he marches on Rome two times in
/// three when his Province outweighs the Legions in Rome, else one time in three; a Secondary
/// Rebel Governor reinforces him four times in five. None: not such a choice.
pub(super) fn rebel_choice(
    view: &View,
    about: &ChoiceAbout,
    options: &[ChoiceOption],
    below: &mut dyn FnMut(u64) -> u64,
) -> Option<ChoiceOption> {
    match about {
        ChoiceAbout::MarchOnRome { rebel, .. } => {
            let strong = province_of(view, rebel)
                .is_some_and(|p| province_strength(view, p) > legions_in_rome(view));
            let pct = if strong { 65 } else { 35 };
            let pick = if below(100) < pct {
                ChoiceOption::MarchOnRome
            } else {
                ChoiceOption::StayInProvince
            };
            options.contains(&pick).then_some(pick)
        }
        ChoiceAbout::Reinforce { .. } => {
            let governors: Vec<&ChoiceOption> = options
                .iter()
                .filter(|o| matches!(o, ChoiceOption::Senator { .. }))
                .collect();
            if governors.is_empty() || below(100) >= 80 {
                return options.iter().find(|o| **o == ChoiceOption::Pass).cloned();
            }
            let i = usize::try_from(below(governors.len() as u64)).unwrap_or(0);
            governors.get(i).map(|o| (*o).clone())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::{decision, view};
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use rules::{
        Answer, Decision, DecisionKind, DecisionOptions, ProvinceKey, RevoltView, SenateStage,
        VoteChoice, VoteOrder,
    };

    fn id(s: &str) -> SenatorId {
        SenatorId(s.into())
    }

    /// Faction 0's Senator 1 governs Macedonia (Base Land 5, Naval 5) with `garrison` Legions;
    /// Senator 2 governs Sicilia.
    fn governed(garrison: u32, legions: u32, treasury: i64) -> View {
        let mut v = view();
        v.legions = legions;
        v.state_treasury = treasury;
        v.provinces = vec![
            ProvinceView {
                key: ProvinceKey("macedonia".into()),
                name: "Macedonia".into(),
                governor: Some(id("1")),
                term: 3,
                garrison,
                ..ProvinceView::default()
            },
            ProvinceView {
                key: ProvinceKey("sicilia".into()),
                name: "Sicilia".into(),
                governor: Some(id("2")),
                term: 3,
                ..ProvinceView::default()
            },
        ];
        v
    }

    /// The same, with Senator 1 a Rebel Governor staying in Macedonia (faction 1's view).
    fn rebel_view(legions: u32) -> View {
        let mut v = governed(0, legions, 300);
        v.viewer = rules::Viewer::Faction(FactionId(1));
        if let Some(s) = v.factions[0].senators.iter_mut().find(|s| s.id == id("1")) {
            s.rebel = true;
        }
        let mut other = v.factions[0].clone();
        other.id = FactionId(1);
        for (n, s) in other.senators.iter_mut().enumerate() {
            s.id = id(&format!("1{n}"));
            s.rebel = false;
        }
        v.factions.push(other);
        v.military.revolt = Some(RevoltView {
            rebel: id("1"),
            secondaries: Vec::new(),
            legions: 0,
            veterans: Vec::new(),
            senate_army: None,
        });
        v
    }

    fn revolution(may_revolt: &[&str]) -> Decision {
        decision(
            DecisionKind::Revolution,
            DecisionOptions::Revolution {
                playable_statesmen: vec![],
                playable_concessions: vec![],
                senators: vec![id("3")],
                hand: vec![],
                over_limit: 0,
                may_revolt: may_revolt.iter().map(|s| id(s)).collect(),
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
        )
    }

    /// The revolt orders of `n` random answers.
    fn revolts(d: &Decision, v: &View, n: u64) -> Vec<rules::RevoltOrder> {
        let mut out = Vec::new();
        for seed in 0..n {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut below = |k: u64| if k == 0 { 0 } else { rng.random_range(0..k) };
            if let Some(Answer::Revolution { revolts, .. }) = crate::senate_answer(d, v, &mut below)
            {
                out.extend(revolts);
            }
        }
        out
    }

    /// RVN-10 (ADV 2.03.2): a Governor revolts often when his Province outweighs what Rome can
    /// send, seldom (but sometimes) when it does not.
    #[test]
    fn rvn_10_a_governor_revolts_when_it_is_plausible() {
        // Rome: 4 Legions in Rome and 100 T (10 more); Macedonia: 5 + 0 + Military 1.
        let weak = governed(0, 4, 100);
        assert!(!revolt_plausible(&weak, &id("1")));
        assert_eq!(rome_can_send(&weak), 14);
        // Rome: no Legion and no money; Macedonia with a Garrison of 3 (in Rome's 3).
        let strong = governed(3, 3, 0);
        assert_eq!(legions_in_rome(&strong), 0);
        assert!(revolt_plausible(&strong, &id("1")));
        let d = revolution(&["1"]);
        let few = revolts(&d, &weak, 1000).len();
        let many = revolts(&d, &strong, 1000).len();
        assert!(few > 0 && few < 150, "implausible revolts: {few}");
        assert!(many > 350, "plausible revolts: {many}");
    }

    /// RVN-10 (ADV 2.03.2/2, 2.03.71/1): the faction's other Governor often joins the Primary
    /// Rebel Governor (never twice, never the Primary).
    #[test]
    fn rvn_10_another_governor_joins_the_rebel_governor() {
        let v = governed(3, 3, 0);
        let all = revolts(&revolution(&["1", "2"]), &v, 1000);
        assert!(!all.is_empty());
        let joined = all
            .iter()
            .filter(|o| o.joined_by.iter().any(|s| *s == id("1") || *s == id("2")))
            .count();
        assert!(joined * 3 > all.len(), "joined {joined} of {}", all.len());
        for o in &all {
            assert!(!o.joined_by.contains(&o.commander));
            let mut j = o.joined_by.clone();
            j.dedup();
            assert_eq!(j.len(), o.joined_by.len());
        }
    }

    fn proposals_decision(legions_in_rome: u32, default: Vec<Proposal>) -> Decision {
        let mut d = decision(
            DecisionKind::SenateProposals,
            DecisionOptions::SenateProposals {
                presiding: id("10"),
                stage: SenateStage::OtherBusiness,
                in_rome: vec![id("10"), id("11")],
                eligible: vec![],
                accusable: vec![],
                wars: vec![],
                commanders: vec![id("10")],
                proconsuls: vec![],
                concessions: vec![],
                legions_in_rome,
                fleets_in_rome: 0,
                barred: Vec::new(),
                recruit_cost: Some(10),
                provinces: Vec::new(),
                consul_for_life: Vec::new(),
                later: Vec::new(),
            },
            Answer::SenateProposals { proposals: default },
        );
        d.owner = FactionId(1);
        d
    }

    /// RVN-10 (ADV 2.03.81): with too few Legions and Fleets in Rome for the GM's proposal, the
    /// presiding bot raises them and sends an Army against the Rebel Province, the raising
    /// first; an Army against the Rebel is never first unless it is the GM's (legal now).
    #[test]
    fn rvn_10_the_senate_raises_an_army_against_a_rebel_province() {
        let v = rebel_view(0);
        let d = proposals_decision(0, vec![Proposal::Adjourn]);
        let mut sent = 0;
        for seed in 0..300 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut below = |k: u64| if k == 0 { 0 } else { rng.random_range(0..k) };
            let Some(Answer::SenateProposals { proposals }) =
                crate::senate_answer(&d, &v, &mut below)
            else {
                panic!("no proposals");
            };
            // The first may carry terms (SEN-02 / SEN-04).
            let proposals: Vec<Proposal> = proposals
                .into_iter()
                .map(|p| match p {
                    Proposal::Announced { put, .. } => *put,
                    p => p,
                })
                .collect();
            let Some(first) = proposals.first().cloned() else {
                panic!("empty");
            };
            assert!(!matches!(
                first,
                Proposal::AttackRebel { .. } | Proposal::AttackRebelProvince { .. }
            ));
            let Some(at) = proposals
                .iter()
                .position(|p| matches!(p, Proposal::AttackRebelProvince { .. }))
            else {
                continue;
            };
            sent += 1;
            let Proposal::AttackRebelProvince {
                legions,
                fleets,
                province,
                ..
            } = &proposals[at]
            else {
                continue;
            };
            assert_eq!(province, "macedonia");
            // Land Strength 5 + Military 1 and a margin, less the commander's Military 1.
            assert!(*legions >= 7, "legions {legions}");
            assert!(*fleets >= 5, "Fleet Support {fleets}");
            assert!(proposals[..at].iter().any(|p| matches!(
                p,
                Proposal::RaiseForces { legions: l, fleets: f } if *l == *legions && *f >= *fleets
            )));
        }
        assert!(sent > 150, "armies sent: {sent}");
        // The GM's proposal present: it is taken as it is, no other Army raised.
        let gm = Proposal::AttackRebelProvince {
            commander: id("10"),
            legions: 8,
            fleets: 5,
            province: "macedonia".into(),
        };
        let d = proposals_decision(8, vec![gm.clone(), Proposal::Adjourn]);
        let mut put = 0;
        for seed in 0..100 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut below = |k: u64| if k == 0 { 0 } else { rng.random_range(0..k) };
            if let Some(Answer::SenateProposals { proposals }) =
                crate::senate_answer(&d, &rebel_view(8), &mut below)
            {
                let attacks: Vec<&Proposal> = proposals
                    .iter()
                    .map(|p| match p {
                        Proposal::Announced { put, .. } => put.as_ref(),
                        p => p,
                    })
                    .filter(|p| matches!(p, Proposal::AttackRebelProvince { .. }))
                    .collect();
                assert!(attacks.iter().all(|p| **p == gm), "{attacks:?}");
                put += attacks.len();
            }
        }
        assert!(put > 60, "GM's army put {put} times in 100");
    }

    /// RVN-09 / RVN-10: the Rebel's faction votes against an Army sent at him; the others
    /// mostly for.
    #[test]
    fn rvn_10_the_rebels_faction_votes_against_the_army() {
        let attack = Proposal::AttackRebelProvince {
            commander: id("10"),
            legions: 8,
            fleets: 5,
            province: "macedonia".into(),
        };
        let vote = |owner: u8, v: &View, seed: u64| {
            let mut d = decision(
                DecisionKind::SenateVote,
                DecisionOptions::SenateVote {
                    proposal: attack.clone(),
                    presiding: id("10"),
                    voters: vec![(id(if owner == 0 { "3" } else { "11" }), 2)],
                    tribunes: vec![],
                    presiding_faction: false,
                    nominees: vec![],
                    accused: None,
                    abstain_allowed: true,
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
                    by_tribune: None,
                },
                Answer::SenateVote(VoteOrder::default()),
            );
            d.owner = FactionId(owner);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut below = |k: u64| if k == 0 { 0 } else { rng.random_range(0..k) };
            match crate::senate_answer(&d, v, &mut below) {
                Some(Answer::SenateVote(o)) => o.vote,
                _ => None,
            }
        };
        let v = rebel_view(8);
        let mut yes = 0;
        for seed in 0..200 {
            assert_eq!(
                vote(0, &v, seed),
                Some(VoteChoice::No),
                "the Rebel's faction"
            );
            if vote(1, &v, seed) == Some(VoteChoice::Yes) {
                yes += 1;
            }
        }
        assert!(yes > 150, "yes {yes} of 200");
    }

    /// RVN-10 (ADV 2.03.7, 2.03.71/1): the Rebel marches or stays (both reached, marching more
    /// often when stronger than the Legions in Rome); a Governor reinforces him mostly.
    #[test]
    fn rvn_10_the_rebel_marches_or_stays_and_is_reinforced() {
        let march = ChoiceAbout::MarchOnRome {
            rebel: id("1"),
            province: ProvinceKey("macedonia".into()),
        };
        let options = [ChoiceOption::StayInProvince, ChoiceOption::MarchOnRome];
        let count = |v: &View| {
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            let mut below = |k: u64| if k == 0 { 0 } else { rng.random_range(0..k) };
            (0..1000)
                .filter(|_| {
                    rebel_choice(v, &march, &options, &mut below) == Some(ChoiceOption::MarchOnRome)
                })
                .count()
        };
        let (strong, weak) = (count(&rebel_view(0)), count(&rebel_view(20)));
        assert!(strong > weak, "strong {strong}, weak {weak}");
        assert!(weak > 200 && strong < 800, "strong {strong}, weak {weak}");
        let about = ChoiceAbout::Reinforce { rebel: id("1") };
        let options = [
            ChoiceOption::Pass,
            ChoiceOption::Senator { senator: id("2") },
        ];
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut below = |k: u64| if k == 0 { 0 } else { rng.random_range(0..k) };
        let named = (0..1000)
            .filter(|_| {
                rebel_choice(&rebel_view(0), &about, &options, &mut below)
                    == Some(options[1].clone())
            })
            .count();
        assert!(named > 700 && named < 1000, "reinforcements {named}");
        // Any other choice is not the Rebel's: left to the generic answer.
        let other = ChoiceAbout::Repopulate;
        assert_eq!(
            rebel_choice(&rebel_view(0), &other, &options, &mut below),
            None
        );
    }
}
