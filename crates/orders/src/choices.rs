//! `CHOOSE <option>` (issue 7): the pick of a choice the rules leave to the player, read
//! against the open `Choice` decision: SEN-06 `INFLUENCE`, `STEP DOWN` or `END PROSECUTIONS`;
//! SEN-60 a Forum Senator; SEN-47 a war; FOR-21 an enemy Leader; COM-03 the Commanders on one
//! war, first to last; COM-01 `RECRUIT ...` and RVN-11 `RETURN` or a war (`late_laws.rs`);
//! DATA-19 a faction (`FACTION <n>`); SEN-38 `LEGATE` or `GO`.

use rules::api::{ChoiceAbout, ChoiceOption, VeteranPick, View};
use rules::data::early_republic;

use super::grammar::GameOrder;
use super::names::{Entry, Match, fold, match_name, senator_text};
use super::senate::{resolve_province, resolve_war, war_name};
use super::{ReadError, ReadWhy};

/// An enemy Leader's name ("Hannibal"), or his key.
pub fn leader_name(key: &str) -> String {
    early_republic()
        .ok()
        .and_then(|d| d.leader(key))
        .map(|l| l.name.clone())
        .unwrap_or_else(|| key.to_string())
}

/// The order text of an option: what `CHOOSE` takes.
pub fn option_text(o: &ChoiceOption, view: &View) -> String {
    match o {
        ChoiceOption::LoseInfluence => "INFLUENCE".to_string(),
        ChoiceOption::StepDown => "STEP DOWN".to_string(),
        ChoiceOption::EndProsecutions => "END PROSECUTIONS".to_string(),
        ChoiceOption::Senator { senator } => senator_text(senator, view),
        ChoiceOption::War { war } => war_name(war),
        ChoiceOption::Leader { leader } => leader_name(leader),
        ChoiceOption::LandBattle => "LAND BATTLE".to_string(),
        ChoiceOption::NoLandBattle => "NO LAND BATTLE".to_string(),
        ChoiceOption::Stay => "TAKE".to_string(),
        ChoiceOption::Quit => "QUIT".to_string(),
        ChoiceOption::VeteransStay => "NONE".to_string(),
        ChoiceOption::DesertToRome => "TO ROME".to_string(),
        ChoiceOption::DesertToArmy => "TO THE ARMY".to_string(),
        ChoiceOption::SenatePays => "PAY".to_string(),
        ChoiceOption::EliminateReleased => "ELIMINATE".to_string(),
        ChoiceOption::Veto => "VETO".to_string(),
        ChoiceOption::NoVeto => "NO VETO".to_string(),
        ChoiceOption::Consent => "CONSENT".to_string(),
        ChoiceOption::Refuse => "REFUSE".to_string(),
        ChoiceOption::Governor { senator, term } => {
            format!("{} FOR {term}", senator_text(senator, view))
        }
        // SEN-54: Graft, Murder of a Tribune, Mob Incited to Violence, with a Senator in Rome.
        ChoiceOption::Graft { senator } => format!("GRAFT {}", senator_text(senator, view)),
        ChoiceOption::MurderTribune { senator } => {
            format!("MURDER {}", senator_text(senator, view))
        }
        ChoiceOption::Mob { senator } => format!("MOB {}", senator_text(senator, view)),
        ChoiceOption::AnotherTribune => "ANOTHER TRIBUNE".to_string(),
        ChoiceOption::Pass => "PASS".to_string(),
        // SEN-39: Fulvius Flaccus's claim.
        ChoiceOption::ClaimLandCommissioner => "CLAIM LAND COMMISSIONER".to_string(),
        // REV-18: the Provincial Forces built from Local Taxes.
        ChoiceOption::ProvincialForces { armies, fleets, .. } => {
            format!("{armies} ARMIES {fleets} FLEETS")
        }
        // COM-22: Cleopatra VII played for the Roman Commander or as an Enemy Leader.
        ChoiceOption::CleopatraCommander { commander } => {
            format!("CLEOPATRA FOR {}", senator_text(commander, view))
        }
        ChoiceOption::CleopatraEnemy => "CLEOPATRA ENEMY".to_string(),
        // COM-01 / RVN-11: the Late Laws' choices (late_laws.rs).
        ChoiceOption::Recruit { .. } => super::late_laws::recruit_line(o),
        ChoiceOption::ReturnHome => "RETURN".to_string(),
        // SEN-38: the new Governor governs through a Legate or goes to his Province.
        ChoiceOption::GovernByLegate => "LEGATE".to_string(),
        ChoiceOption::GoToProvince => "GO".to_string(),
        // DATA-19: the faction the HRAO names against the Catiline Conspiracy.
        ChoiceOption::Faction { faction } => format!("FACTION {faction}"),
        // RVN-03 / SEN-61 (ADV 2.04): DISBAND / RECALL (disband.rs).
        ChoiceOption::DisbandVeterans { .. } | ChoiceOption::RecallVeterans { .. } => {
            super::disband::disband_line(o)
        }
        // REV-20 / REV-17 / COM-23.
        ChoiceOption::PayBodyguard => "PAY BODYGUARD".to_string(),
        ChoiceOption::DropBodyguard => "DROP BODYGUARD".to_string(),
        ChoiceOption::KeepBequest => "KEEP BEQUEST".to_string(),
        ChoiceOption::GiveBequest => "GIVE BEQUEST".to_string(),
        ChoiceOption::PlayProscription => "PROSCRIPTION".to_string(),
        ChoiceOption::ProscribeKnights => "PROSCRIBE".to_string(),
        // RVN-10: the Primary Rebel Governor marches on Rome or stays in his Province.
        ChoiceOption::MarchOnRome => "MARCH".to_string(),
        ChoiceOption::StayInProvince => "STAY".to_string(),
        // COM-02: at most this many Provincial Fleet losses from the reinforcing Province.
        ChoiceOption::ProvinceFleetLosses { most } => format!("{most} FROM THE PROVINCE"),
        ChoiceOption::Commanders { order } => order
            .iter()
            .map(|c| senator_text(c, view))
            .collect::<Vec<_>>()
            .join(", "),
        ChoiceOption::FleetsLost { rome, forces } => {
            let mut parts = Vec::new();
            if *rome > 0 {
                parts.push(format!("{rome} ROME"));
            }
            for c in forces.iter().filter(|c| c.fleets > 0) {
                let place = match &c.commander {
                    Some(s) => senator_text(s, view),
                    None => war_name(&c.war),
                };
                parts.push(format!("{} {place}", c.fleets));
            }
            parts.join(", ")
        }
        ChoiceOption::UnitsEliminated {
            rome_legions,
            rome_fleets,
            forces,
            garrisons,
            rome_veterans,
        } => units_order(
            (*rome_legions, rome_veterans),
            *rome_fleets,
            forces,
            garrisons,
            UnitsNames {
                place: &|c| match &c.commander {
                    Some(s) => senator_text(s, view),
                    None => war_name(&c.war),
                },
                province: &|k| province_name(k, view),
                senator: &|s| senator_text(s, view),
            },
        ),
    }
}

/// The canonical order line of a pick (COM-05: with the Commander's name).
pub fn choice_line(about: &ChoiceAbout, pick: &ChoiceOption, view: &View) -> String {
    match about {
        ChoiceAbout::LandAfterNaval { commander, .. } => format!(
            "CHOOSE {} {}",
            option_text(pick, view),
            senator_text(commander, view)
        ),
        // RVN-08: the DESERT order.
        ChoiceAbout::LoyalVeterans { senator, .. } => {
            super::desert::desert_line(senator, pick, view)
        }
        // COM-01: the RECRUIT order.
        ChoiceAbout::GabinianRecruit { .. } => super::late_laws::recruit_line(pick),
        // RVN-03 / SEN-61: the DISBAND and RECALL orders.
        ChoiceAbout::DisbandVeterans { .. } | ChoiceAbout::RecallVeterans { .. } => {
            super::disband::disband_line(pick)
        }
        _ => format!("CHOOSE {}", option_text(pick, view)),
    }
}

/// COM-05: `LAND BATTLE [<commander>]` or `NO LAND BATTLE [<commander>]`.
fn land_after_naval(
    what: &str,
    commander: &rules::api::SenatorId,
    view: &View,
) -> Result<Option<ChoiceOption>, ReadError> {
    let words = fold(what);
    let (pick, rest) = if let Some(r) = words.strip_prefix("no land battle") {
        (ChoiceOption::NoLandBattle, r)
    } else if let Some(r) = words.strip_prefix("no land") {
        (ChoiceOption::NoLandBattle, r)
    } else if let Some(r) = words.strip_prefix("land battle") {
        (ChoiceOption::LandBattle, r)
    } else if let Some(r) = words.strip_prefix("land") {
        (ChoiceOption::LandBattle, r)
    } else {
        return Ok(None);
    };
    let rest = rest.trim();
    if rest.is_empty() {
        return Ok(Some(pick));
    }
    let entries = vec![super::names::senator_id_entry(commander, view)];
    match match_name(rest, &entries)? {
        Match::Found(_) => Ok(Some(pick)),
        _ => Err(ReadWhy::NotAboutCommander {
            commander: senator_text(commander, view),
            written: rest.to_string(),
        }
        .into()),
    }
}

/// FOR-22 Storm at Sea: `<n> ROME, <n> <commander or war>, ...`: how many of the Fleets lost
/// come from Rome and from each Force away (the places left out lose none). The rules check
/// that each place holds them.
/// The Force a line names, by its Commander or its war (index into `forces`, each given as
/// its Commander and war).
fn force_named(
    place: &str,
    forces: &[(Option<&rules::SenatorId>, &str)],
    view: &View,
) -> Option<usize> {
    let commanders: Vec<(usize, Entry)> = forces
        .iter()
        .enumerate()
        .filter_map(|(i, (c, _))| c.map(|s| (i, super::names::senator_id_entry(s, view))))
        .collect();
    let entries: Vec<Entry> = commanders.iter().map(|(_, e)| e.clone()).collect();
    match match_name(place, &entries) {
        Ok(Match::Found(k)) => commanders.get(k).map(|(i, _)| *i),
        _ => {
            let wars: Vec<String> = forces.iter().map(|(_, w)| w.to_string()).collect();
            resolve_war(place, &wars)
                .ok()
                .and_then(|w| forces.iter().position(|(_, war)| *war == w))
        }
    }
}

fn storm_split(
    what: &str,
    options: &[ChoiceOption],
    lost: u32,
    view: &View,
) -> Result<ChoiceOption, ReadError> {
    let Some(ChoiceOption::FleetsLost { forces: places, .. }) = options.first() else {
        return Err(ReadWhy::NoStormOptions.into());
    };
    let mut rome = 0u32;
    let mut forces: Vec<rules::api::FleetCut> = places
        .iter()
        .map(|c| rules::api::FleetCut {
            fleets: 0,
            ..c.clone()
        })
        .collect();
    let example = || {
        options
            .first()
            .map(|o| option_text(o, view))
            .unwrap_or_default()
    };
    for part in what
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let (num, place) = part.split_once(char::is_whitespace).unwrap_or((part, ""));
        let Ok(n) = num.trim().parse::<u32>() else {
            return Err(ReadWhy::StormNotANumber {
                written: part.to_string(),
                lost,
                example: example(),
            }
            .into());
        };
        let place = place.trim();
        let folded = fold(place);
        if matches!(folded.as_str(), "rome" | "in rome" | "idle" | "from rome") {
            rome += n;
            continue;
        }
        let slot = force_named(
            place,
            &places
                .iter()
                .map(|c| (c.commander.as_ref(), c.war.as_str()))
                .collect::<Vec<_>>(),
            view,
        );
        match slot.and_then(|i| forces.get_mut(i)) {
            Some(c) => c.fleets += n,
            None => {
                return Err(ReadWhy::StormNotAPlace {
                    written: place.to_string(),
                    lost,
                    example: example(),
                }
                .into());
            }
        }
    }
    let sum = rome + forces.iter().map(|c| c.fleets).sum::<u32>();
    if sum != lost {
        return Err(ReadWhy::StormWrongSum {
            lost,
            sum,
            example: example(),
        }
        .into());
    }
    Ok(ChoiceOption::FleetsLost { rome, forces })
}

/// GEN-12: `<n> LEGIONS ROME, <n> FLEETS ROME, <n> LEGIONS <commander or war>, ...`: the units
/// the State cannot maintain, any split (the places left out lose none). The count they must
/// add up to is the Default Move's (the first option); the rules check that each place holds
/// them.
fn units_split(
    what: &str,
    options: &[ChoiceOption],
    view: &View,
) -> Result<ChoiceOption, ReadError> {
    let Some(ChoiceOption::UnitsEliminated {
        rome_legions: dl,
        rome_fleets: df,
        forces: places,
        garrisons: dg,
        ..
    }) = options.first()
    else {
        return Err(ReadWhy::NoUnitsOptions.into());
    };
    let needed = dl
        + df
        + places.iter().map(|c| c.legions + c.fleets).sum::<u32>()
        + dg.iter().map(|(_, k)| k).sum::<u32>();
    // GEN-12: the Provinces whose garrisons may give Legions (the State's).
    let garrisoned: Vec<String> = view
        .provinces
        .iter()
        .filter(|p| p.garrison > 0)
        .map(|p| p.key.0.clone())
        .collect();
    let mut garrisons: Vec<(String, u32)> = Vec::new();
    let (mut rome_legions, mut rome_fleets) = (0u32, 0u32);
    let mut forces: Vec<rules::api::UnitCut> = places
        .iter()
        .map(|c| rules::api::UnitCut {
            legions: 0,
            fleets: 0,
            veterans: Vec::new(),
            ..c.clone()
        })
        .collect();
    let example = || {
        options
            .first()
            .map(|o| option_text(o, view))
            .unwrap_or_default()
    };
    let mut rome_veterans: Vec<VeteranPick> = Vec::new();
    // Where a part's units come from: Rome, a Force away, or (Legions) a Province's garrison.
    enum Place {
        Rome,
        Force(usize),
        Garrison(String),
    }
    let resolve_place = |place: &str, legions: bool| -> Option<Place> {
        if matches!(
            fold(place).as_str(),
            "rome" | "in rome" | "idle" | "from rome"
        ) {
            return Some(Place::Rome);
        }
        if let Some(i) = force_named(
            place,
            &places
                .iter()
                .map(|c| (c.commander.as_ref(), c.war.as_str()))
                .collect::<Vec<_>>(),
            view,
        ) {
            return Some(Place::Force(i));
        }
        if legions {
            return resolve_province(place, &garrisoned)
                .ok()
                .map(Place::Garrison);
        }
        None
    };
    for part in what
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let (num, rest) = part.split_once(char::is_whitespace).unwrap_or((part, ""));
        let Ok(n) = num.trim().parse::<u32>() else {
            return Err(ReadWhy::UnitsNotANumber {
                written: part.to_string(),
                eliminated: needed,
                example: example(),
            }
            .into());
        };
        let words: Vec<&str> = rest.split_whitespace().collect();
        let kind = words.first().map(|w| fold(w)).unwrap_or_default();
        // `<n> VETERAN LEGION[S] [OF <senator>] <place>`: Veteran Legions named among the
        // Legions eliminated there (the others go regular ones first).
        let (legions, veteran, place, loyal_to) = match kind.as_str() {
            "legion" | "legions" => (true, false, words[1..].join(" "), None),
            "fleet" | "fleets" => (false, false, words[1..].join(" "), None),
            "veteran" | "veterans" => {
                let mut w = &words[1..];
                if w.first()
                    .is_some_and(|x| matches!(fold(x).as_str(), "legion" | "legions"))
                {
                    w = &w[1..];
                }
                if w.first().is_some_and(|x| fold(x) == "of") {
                    // The Senator's name, then the place: the first split that reads as both.
                    let found = (1..w.len()).find_map(|k| {
                        let senator =
                            super::names::resolve_senator(&w[1..k].join(" "), view).ok()?;
                        let place = w[k..].join(" ");
                        resolve_place(&place, true)?;
                        Some((senator, place))
                    });
                    match found {
                        Some((senator, place)) => (true, true, place, Some(senator)),
                        None => {
                            return Err(ReadWhy::UnitsNotAPlace {
                                written: w.join(" "),
                                eliminated: needed,
                                example: example(),
                            }
                            .into());
                        }
                    }
                } else {
                    (true, true, w.join(" "), None)
                }
            }
            _ => {
                return Err(ReadWhy::UnitsNotAKind {
                    written: part.to_string(),
                    eliminated: needed,
                    example: example(),
                }
                .into());
            }
        };
        let pick = VeteranPick { count: n, loyal_to };
        match resolve_place(place.trim(), legions) {
            Some(Place::Rome) if legions => {
                rome_legions += n;
                if veteran {
                    rome_veterans.push(pick);
                }
            }
            Some(Place::Rome) => rome_fleets += n,
            Some(Place::Force(i)) => {
                let Some(c) = forces.get_mut(i) else {
                    continue;
                };
                if legions {
                    c.legions += n;
                    if veteran {
                        c.veterans.push(pick);
                    }
                } else {
                    c.fleets += n;
                }
            }
            // A garrison holds regular Legions only (SEN-46).
            Some(Place::Garrison(key)) if !veteran => {
                match garrisons.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, m)) => *m += n,
                    None => garrisons.push((key, n)),
                }
            }
            _ => {
                return Err(ReadWhy::UnitsNotAPlace {
                    written: place.trim().to_string(),
                    eliminated: needed,
                    example: example(),
                }
                .into());
            }
        }
    }
    let sum = rome_legions
        + rome_fleets
        + forces.iter().map(|c| c.legions + c.fleets).sum::<u32>()
        + garrisons.iter().map(|(_, k)| k).sum::<u32>();
    if sum != needed {
        return Err(ReadWhy::UnitsWrongSum {
            eliminated: needed,
            sum,
            example: example(),
        }
        .into());
    }
    Ok(ChoiceOption::UnitsEliminated {
        rome_legions,
        rome_fleets,
        forces,
        garrisons,
        rome_veterans,
    })
}

/// COM-03: `<commander>, <commander>, ...` first to last; the Commanders left out follow in the
/// dispatch order (the first option's).
fn attack_order(
    what: &str,
    options: &[ChoiceOption],
    view: &View,
) -> Result<Option<ChoiceOption>, ReadError> {
    let Some(ChoiceOption::Commanders { order: dispatch }) = options.first() else {
        return Ok(None);
    };
    let entries: Vec<Entry> = dispatch
        .iter()
        .map(|c| super::names::senator_id_entry(c, view))
        .collect();
    let mut order = Vec::new();
    for part in what
        .split([',', ';'])
        .flat_map(|p| p.split(" then "))
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        match match_name(part, &entries)? {
            Match::Found(i) => {
                let Some(c) = dispatch.get(i) else {
                    return Ok(None);
                };
                if order.contains(c) {
                    return Err(ReadWhy::NamedTwice {
                        commander: senator_text(c, view),
                    }
                    .into());
                }
                order.push(c.clone());
            }
            _ => return Ok(None),
        }
    }
    if order.is_empty() {
        return Ok(None);
    }
    for c in dispatch {
        if !order.contains(c) {
            order.push(c.clone());
        }
    }
    let pick = ChoiceOption::Commanders { order };
    Ok(options.contains(&pick).then_some(pick))
}

/// SET-07: `CHOOSE <senator> [FOR] <term>` (the term 1, 2 or 3; left out: 3).
fn governor_pick(
    what: &str,
    options: &[ChoiceOption],
    view: &View,
) -> Result<Option<ChoiceOption>, ReadError> {
    let words: Vec<&str> = what.split_whitespace().collect();
    let (name_words, term) = match words.split_last() {
        Some((last, rest)) if last.parse::<u8>().is_ok() && !rest.is_empty() => {
            let rest = match rest.split_last() {
                Some((w, r)) if w.eq_ignore_ascii_case("for") && !r.is_empty() => r,
                _ => rest,
            };
            (rest.to_vec(), last.parse::<u8>().unwrap_or(3))
        }
        _ => (words.clone(), 3),
    };
    let name = name_words.join(" ");
    let mut senators: Vec<rules::SenatorId> = Vec::new();
    for o in options {
        if let ChoiceOption::Governor { senator, .. } = o
            && !senators.contains(senator)
        {
            senators.push(senator.clone());
        }
    }
    let entries: Vec<Entry> = senators
        .iter()
        .map(|s| super::names::senator_id_entry(s, view))
        .collect();
    Ok(match match_name(&name, &entries)? {
        Match::Found(i) => senators.get(i).map(|s| ChoiceOption::Governor {
            senator: s.clone(),
            term,
        }),
        _ => None,
    })
}

/// Read a `CHOOSE` line against the options; sets `pick` and returns the canonical line.
pub fn apply_choice(
    order: &GameOrder,
    about: &ChoiceAbout,
    options: &[ChoiceOption],
    pick: &mut ChoiceOption,
    view: &View,
) -> Result<String, ReadError> {
    // RVN-08: DESERT (or CHOOSE with the same words).
    if let ChoiceAbout::LoyalVeterans { .. } = about {
        let what = match order {
            GameOrder::Desert { rest } => rest,
            GameOrder::Choose { what } => what,
            _ => {
                return Err(ReadWhy::DesertOnly {
                    keyword: order.keyword().to_string(),
                }
                .into());
            }
        };
        let p = super::desert::read_desert(what, about, options, view)?;
        let line = choice_line(about, &p, view);
        *pick = p;
        return Ok(line);
    }
    let GameOrder::Choose { what } = order else {
        return Err(ReadWhy::ChooseOnly {
            rule: about.rule().to_string(),
            keyword: order.keyword().to_string(),
        }
        .into());
    };
    let listed = || -> Vec<String> { options.iter().map(|o| option_text(o, view)).collect() };
    // COM-01: `RECRUIT ...` (the keyword reads as CHOOSE RECRUIT ...).
    if let ChoiceAbout::GabinianRecruit { .. } = about {
        return match super::late_laws::read_recruit(what) {
            Some(p) => {
                let line = choice_line(about, &p, view);
                *pick = p;
                Ok(line)
            }
            None => Err(ReadWhy::NotAnOption {
                written: what.to_string(),
                rule: about.rule().to_string(),
                options: listed(),
            }
            .into()),
        };
    }
    // RVN-03 / SEN-61: `DISBAND ...` / `RECALL ...` (the keywords read as CHOOSE ...).
    if matches!(
        about,
        ChoiceAbout::DisbandVeterans { .. } | ChoiceAbout::RecallVeterans { .. }
    ) {
        let p = match about {
            ChoiceAbout::DisbandVeterans { .. } => super::disband::read_disband(what, options),
            _ => super::disband::read_recall(what, options),
        };
        return match p {
            Some(p) => {
                let line = choice_line(about, &p, view);
                *pick = p;
                Ok(line)
            }
            None => Err(ReadWhy::NotAnOption {
                written: what.to_string(),
                rule: about.rule().to_string(),
                options: listed(),
            }
            .into()),
        };
    }
    if let ChoiceAbout::LandAfterNaval { commander, .. } = about {
        return match land_after_naval(what, commander, view)? {
            Some(p) => {
                let line = choice_line(about, &p, view);
                *pick = p;
                Ok(line)
            }
            None => Err(ReadWhy::NotALandOption {
                written: what.to_string(),
            }
            .into()),
        };
    }
    if let ChoiceAbout::StormAtSea { lost, .. } = about {
        let p = storm_split(what, options, *lost, view)?;
        let line = choice_line(about, &p, view);
        *pick = p;
        return Ok(line);
    }
    if let ChoiceAbout::Unmaintained { .. } = about {
        let p = units_split(what, options, view)?;
        let line = choice_line(about, &p, view);
        *pick = p;
        return Ok(line);
    }
    if let ChoiceAbout::AttackOrder { .. } = about {
        return match attack_order(what, options, view)? {
            Some(p) => {
                let line = choice_line(about, &p, view);
                *pick = p;
                Ok(line)
            }
            None => Err(ReadWhy::NotAnAttackOrder {
                written: what.to_string(),
                example: options
                    .first()
                    .map(|o| option_text(o, view))
                    .unwrap_or_default(),
            }
            .into()),
        };
    }
    // REV-18: `CHOOSE 2 ARMIES 1 FLEET` (either order; a kind left out is none).
    if let ChoiceAbout::LocalTaxes { .. } = about
        && let Some(p) = provincial_forces_pick(what, options)
    {
        let line = choice_line(about, &p, view);
        *pick = p;
        return Ok(line);
    }
    let words = fold(what);
    // RVN-10: MARCH or STAY (STAY is MOR-06's TAKE elsewhere).
    if let ChoiceAbout::MarchOnRome { .. } = about {
        let p = match words.as_str() {
            "march" | "march on rome" | "go" => Some(ChoiceOption::MarchOnRome),
            "stay" | "stay in province" | "remain" => Some(ChoiceOption::StayInProvince),
            _ => None,
        };
        if let Some(p) = p {
            let line = choice_line(about, &p, view);
            *pick = p;
            return Ok(line);
        }
    }
    // RVN-10 / COM-02 (ADV 2.03.71, 2.03.72/11): the reinforcement and the Fleet losses.
    if let Some(p) = super::reinforce::read_reinforcement(about, &words, options) {
        let line = choice_line(about, &p, view);
        *pick = p;
        return Ok(line);
    }
    // The fixed words of SEN-06 first.
    let word_pick = match words.as_str() {
        "influence" | "lose influence" | "lose 1 influence" => Some(ChoiceOption::LoseInfluence),
        "step down" | "stepdown" | "step" => Some(ChoiceOption::StepDown),
        "end prosecutions" | "end" | "end prosecution" => Some(ChoiceOption::EndProsecutions),
        "take" | "stay" | "take senator" | "keep" => Some(ChoiceOption::Stay),
        "quit" | "quit the game" => Some(ChoiceOption::Quit),
        "veto" | "tribune veto" | "tribune" => Some(ChoiceOption::Veto),
        "no veto" | "no tribune" => Some(ChoiceOption::NoVeto),
        "consent" | "yes" => Some(ChoiceOption::Consent),
        "refuse" | "no" => Some(ChoiceOption::Refuse),
        // SEN-54 / SEN-39: no card played, no claim made.
        "pass" | "no card" | "no claim" => Some(ChoiceOption::Pass),
        "claim" | "claim land commissioner" | "claim commissioner" => {
            Some(ChoiceOption::ClaimLandCommissioner)
        }
        "another tribune" | "another" => Some(ChoiceOption::AnotherTribune),
        // SEN-38: the Governor elected in Rome.
        "legate" | "by legate" | "govern by legate" | "govern through a legate" => {
            Some(ChoiceOption::GovernByLegate)
        }
        "go" | "go to province" | "go to the province" | "depart" | "leave" => {
            Some(ChoiceOption::GoToProvince)
        }
        // RVN-11: the victorious Commander goes home.
        "return" | "return home" | "home" | "return to rome" | "rome" => {
            Some(ChoiceOption::ReturnHome)
        }
        _ => None,
    };
    let found = if let ChoiceAbout::SetupGovernor { .. } = about {
        governor_pick(what, options, view)?
    } else if let Some(p) = word_pick {
        Some(p)
    } else if options
        .iter()
        .any(|o| matches!(o, ChoiceOption::Faction { .. }))
    {
        // DATA-19: a faction by number ("2", "FACTION 2") or by one of its Senators.
        super::trades::resolve_faction(what, view, rules::api::FactionId(u8::MAX))
            .ok()
            .map(|faction| ChoiceOption::Faction { faction })
    } else if options
        .iter()
        .any(|o| matches!(o, ChoiceOption::War { .. }))
    {
        let wars: Vec<String> = options
            .iter()
            .filter_map(|o| match o {
                ChoiceOption::War { war } => Some(war.clone()),
                _ => None,
            })
            .collect();
        resolve_war(what, &wars)
            .ok()
            .map(|war| ChoiceOption::War { war })
    } else {
        let entries: Vec<Entry> = options
            .iter()
            .map(|o| match o {
                ChoiceOption::Senator { senator } => super::names::senator_id_entry(senator, view),
                ChoiceOption::Leader { leader } => {
                    let name = leader_name(leader);
                    Entry::new(leader, name.clone(), &[name.as_str()])
                }
                other => {
                    let t = option_text(other, view);
                    Entry::new(&t, t.clone(), &[t.as_str()])
                }
            })
            .collect();
        match match_name(what, &entries)? {
            Match::Found(i) => options.get(i).cloned(),
            Match::Ambiguous(_) => {
                return Err(ReadWhy::AmbiguousOption {
                    written: what.to_string(),
                    options: listed(),
                }
                .into());
            }
            Match::NotFound => None,
        }
    };
    match found {
        Some(p) if options.contains(&p) => {
            let line = choice_line(about, &p, view);
            *pick = p;
            Ok(line)
        }
        _ => Err(ReadWhy::NotAnOption {
            written: what.to_string(),
            rule: about.rule().to_string(),
            options: listed(),
        }
        .into()),
    }
}

/// GEN-12: the `CHOOSE` text of a split of the units eliminated, e.g. `2 LEGIONS ROME, 1 FLEET
/// Fabius` (the order language's own text; render's call for orders writes it too).
/// How `units_order` names a Force, a Province and a Senator.
pub struct UnitsNames<'a> {
    pub place: &'a dyn Fn(&rules::api::UnitCut) -> String,
    pub province: &'a dyn Fn(&str) -> String,
    pub senator: &'a dyn Fn(&rules::SenatorId) -> String,
}

pub fn units_order(
    rome_legions: (u32, &[VeteranPick]),
    rome_fleets: u32,
    forces: &[rules::api::UnitCut],
    garrisons: &[(String, u32)],
    names: UnitsNames<'_>,
) -> String {
    let unit = |k: u32, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
    // Legions: the regular ones, then each Veteran pick (`<k> VETERAN LEGIONS [OF <senator>]`).
    let legions = |n: u32, vets: &[VeteranPick], place: &str| -> Vec<String> {
        let named: u32 = vets.iter().map(|v| v.count).sum();
        let mut out = Vec::new();
        if n > named {
            out.push(format!("{} {place}", unit(n - named, "LEGION", "LEGIONS")));
        }
        for v in vets.iter().filter(|v| v.count > 0) {
            out.push(format!(
                "{}{} {place}",
                unit(v.count, "VETERAN LEGION", "VETERAN LEGIONS"),
                v.loyal_to
                    .as_ref()
                    .map(|s| format!(" OF {}", (names.senator)(s)))
                    .unwrap_or_default()
            ));
        }
        out
    };
    let mut parts = legions(rome_legions.0, rome_legions.1, "ROME");
    if rome_fleets > 0 {
        parts.push(format!("{} ROME", unit(rome_fleets, "FLEET", "FLEETS")));
    }
    for c in forces {
        let place = (names.place)(c);
        parts.extend(legions(c.legions, &c.veterans, &place));
        if c.fleets > 0 {
            parts.push(format!("{} {place}", unit(c.fleets, "FLEET", "FLEETS")));
        }
    }
    for (key, k) in garrisons.iter().filter(|(_, k)| *k > 0) {
        parts.push(format!(
            "{} {}",
            unit(*k, "LEGION", "LEGIONS"),
            (names.province)(key)
        ));
    }
    parts.join(", ")
}

/// A Province's name as the view gives it (its key if unknown).
fn province_name(key: &str, view: &View) -> String {
    view.provinces
        .iter()
        .find(|p| p.key == key)
        .map_or_else(|| key.to_string(), |p| p.name.clone())
}

/// REV-18: the option with the numbers of Armies and Fleets written (`2 ARMIES 1 FLEET`).
fn provincial_forces_pick(what: &str, options: &[ChoiceOption]) -> Option<ChoiceOption> {
    let words: Vec<String> = what
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    let (mut armies, mut fleets) = (None, None);
    for pair in words.windows(2) {
        let Ok(n) = pair[0].parse::<u32>() else {
            continue;
        };
        if pair[1].starts_with("arm") {
            armies = Some(n);
        } else if pair[1].starts_with("fleet") {
            fleets = Some(n);
        }
    }
    if armies.is_none() && fleets.is_none() {
        return None;
    }
    let (a, f) = (armies.unwrap_or(0), fleets.unwrap_or(0));
    options
        .iter()
        .find(|o| {
            matches!(o, ChoiceOption::ProvincialForces { armies, fleets, .. }
                if *armies == a && *fleets == f)
        })
        .cloned()
}
