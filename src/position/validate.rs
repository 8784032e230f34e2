//! Checking a position against the invariants the simulator and the rules keep
//! (`src/simulate.rs`, `rules::legality`): every refusal names the field. Never a panic, never a
//! silent accept.

use std::collections::{BTreeMap, HashMap};

use crate::rules::data::{DeckCard, Era, ScenarioData};
use crate::rules::position::{
    Position, PositionError, START_PHASES, resolve_card, resolve_event, resolve_family,
    resolve_office, resolve_province, resolve_senator_card, resolve_stage, resolve_war,
};
use crate::rules::{MAX_FLEETS, MAX_LEGIONS, Scenario};

fn bad(field: impl Into<String>, why: impl Into<String>) -> PositionError {
    PositionError {
        field: field.into(),
        why: why.into(),
    }
}

fn non_negative(field: &str, v: i64) -> Result<(), PositionError> {
    if v < 0 {
        return Err(bad(field, format!("{v} is negative")));
    }
    Ok(())
}

/// The index of the senator a reference names (family name or number, Statesman key or name).
pub fn senator_index(p: &Position, d: &ScenarioData, s: &str) -> Option<usize> {
    let (fam, st) = resolve_senator_card(d, s)?;
    let cards: Vec<Option<(u8, Option<String>)>> = p
        .senators
        .iter()
        .map(|x| resolve_senator_card(d, &x.card))
        .collect();
    let hit = |want_statesman: bool| {
        cards.iter().position(|c| match c {
            Some((f, s2)) => {
                *f == fam
                    && match &st {
                        Some(k) => s2.as_ref() == Some(k),
                        None => !want_statesman || s2.is_none(),
                    }
            }
            None => false,
        })
    };
    hit(true).or_else(|| hit(false))
}

/// Check a position. The first problem found is returned, naming its field.
pub fn validate(p: &Position) -> Result<(), PositionError> {
    let d = crate::rules::data::early_republic().map_err(|e| bad("data", e.to_string()))?;
    let n = p.players.len();
    if !(3..=6).contains(&n) {
        return Err(bad(
            "players",
            format!("a game has 3 to 6 players, not {n}"),
        ));
    }
    if p.factions.len() > n {
        return Err(bad(
            "faction",
            format!("{} factions for {n} players", p.factions.len()),
        ));
    }
    let phase = p.start.phase.as_deref().unwrap_or("mortality");
    if !START_PHASES.contains(&phase) {
        return Err(bad(
            "start.phase",
            format!("{phase:?} is not one of {}", START_PHASES.join(", ")),
        ));
    }
    let setup = phase == "setup";
    if let Some(k) = p.start.initiative {
        if phase != "forum" {
            return Err(bad("start.initiative", "only in the Forum phase"));
        }
        if !(1..=6).contains(&k) {
            return Err(bad("start.initiative", format!("{k} is not 1 to 6")));
        }
    }
    if let Some(s) = &p.start.stage
        && phase == "combat"
    {
        // VIC-06: a Rebel's campaign under way.
        if crate::rules::campaign_stage(s).is_none() {
            return Err(bad(
                "start.stage",
                format!(
                    "{s:?} is not one of {}",
                    crate::rules::campaign_stages().join(", ")
                ),
            ));
        }
        if p.rebellion.is_none() {
            return Err(bad("start.stage", "a Rebel's campaign needs a [rebellion]"));
        }
    } else if let Some(s) = &p.start.stage {
        if phase != "senate" {
            return Err(bad("start.stage", "only in the Senate phase"));
        }
        if resolve_stage(s).is_none() {
            return Err(bad(
                "start.stage",
                format!(
                    "{s:?} is not one of consuls, pontifex, dictator, censor, prosecutions, \
                     governors, other_business"
                ),
            ));
        }
    }
    if p.turn < i64::from(!setup) {
        return Err(bad("turn", format!("{} is not a turn", p.turn)));
    }
    non_negative("state_treasury", p.state_treasury)?;
    non_negative("unrest", p.unrest)?;
    non_negative("legions", p.legions)?;
    non_negative("fleets", p.fleets)?;

    // Where every card is: a card in two places is refused.
    let mut places: HashMap<DeckCard, String> = HashMap::new();
    let mut place = |c: DeckCard, field: String| -> Result<(), PositionError> {
        if let Some(first) = places.get(&c) {
            return Err(bad(
                field,
                format!("{} is already in {first}", d.card_name(&c)),
            ));
        }
        places.insert(c, field);
        Ok(())
    };

    // Senators.
    let mut offices: BTreeMap<&'static str, String> = BTreeMap::new();
    let mut leaders = vec![0usize; n];
    let mut members = vec![0usize; n];
    let mut priests = 0u32;
    for (i, s) in p.senators.iter().enumerate() {
        let f = |x: &str| format!("senator[{}].{x}", i + 1);
        let (family, statesman) = resolve_senator_card(d, &s.card).ok_or_else(|| {
            bad(
                f("card"),
                format!("{:?} is not a Family or Statesman card", s.card),
            )
        })?;
        match &statesman {
            None => place(DeckCard::Family(family), f("card"))?,
            Some(k) => {
                place(DeckCard::Statesman(k.clone()), f("card"))?;
                let on_family = s.family_card.unwrap_or_else(|| {
                    !p.senators
                        .iter()
                        .any(|o| resolve_senator_card(d, &o.card) == Some((family, None)))
                });
                if on_family {
                    place(DeckCard::Family(family), f("family_card"))?;
                }
            }
        }
        if s.family_card.is_some() && statesman.is_none() {
            return Err(bad(f("family_card"), "only for a Statesman"));
        }
        let faction = match s.faction {
            None => None,
            Some(k) if k >= 1 && usize::try_from(k).is_ok_and(|k| k <= n) => {
                usize::try_from(k - 1).ok()
            }
            Some(k) => return Err(bad(f("faction"), format!("there is no faction {k}"))),
        };
        if let Some(v) = s.influence {
            non_negative(&f("influence"), v)?;
        }
        if let Some(v) = s.popularity
            && !(-9..=9).contains(&v)
        {
            return Err(bad(f("popularity"), format!("{v} is outside -9..9")));
        }
        non_negative(&f("knights"), s.knights)?;
        non_negative(&f("treasury"), s.treasury)?;
        for o in &s.offices {
            let Some(key) = resolve_office(o) else {
                return Err(bad(f("offices"), format!("{o:?} is not an office")));
            };
            if faction.is_none() {
                return Err(bad(f("offices"), "an unaligned senator holds no office"));
            }
            if key != "proconsul"
                && let Some(first) = offices.insert(key, f("offices"))
            {
                return Err(bad(
                    f("offices"),
                    format!("{key} is already held ({first})"),
                ));
            }
        }
        // SEN-15: the Pontifex is never a Priest; 12 Priest markers at most (DATA-22).
        if s.priest {
            if s.offices
                .iter()
                .any(|o| resolve_office(o) == Some("pontifex_maximus"))
            {
                return Err(bad(f("priest"), "the Pontifex Maximus is never a Priest"));
            }
            priests += 1;
            if priests > 12 {
                return Err(bad(f("priest"), "there are 12 Priest markers"));
            }
        }
        if s.leader {
            match faction {
                Some(k) => leaders[k] += 1,
                None => return Err(bad(f("leader"), "an unaligned senator leads no faction")),
            }
        }
        if let Some(k) = faction {
            members[k] += 1;
        }
        for c in &s.concessions {
            match resolve_card(d, c) {
                Some(card @ DeckCard::Concession(_)) => place(card, f("concessions"))?,
                _ => return Err(bad(f("concessions"), format!("{c:?} is not a concession"))),
            }
        }
        for c in &s.corrupt_concessions {
            let card = resolve_card(d, c);
            if !s.concessions.iter().any(|x| resolve_card(d, x) == card) || card.is_none() {
                return Err(bad(
                    f("corrupt_concessions"),
                    format!("{c:?} is not among his concessions"),
                ));
            }
        }
    }

    // Factions.
    for (i, fs) in p.factions.iter().enumerate() {
        let f = |x: &str| format!("faction[{}].{x}", i + 1);
        if let Some(k) = fs.number
            && usize::try_from(k).ok() != Some(i + 1)
        {
            return Err(bad(
                f("number"),
                format!("{k}, but it is faction {}", i + 1),
            ));
        }
        non_negative(&f("treasury"), fs.treasury)?;
        for c in &fs.hand {
            match resolve_card(d, c) {
                Some(
                    card @ (DeckCard::Statesman(_)
                    | DeckCard::Intrigue(_)
                    | DeckCard::Concession(_)
                    | DeckCard::Law(_)),
                ) => place(card, f("hand"))?,
                // COM-22: a Leader kept in hand when drawn (Cleopatra).
                Some(DeckCard::Leader(k)) if d.leader(&k).is_some_and(|l| l.kept_in_hand) => {
                    place(DeckCard::Leader(k), f("hand"))?;
                }
                Some(other) => {
                    return Err(bad(
                        f("hand"),
                        format!("{} is not a Faction card", d.card_name(&other)),
                    ));
                }
                None => return Err(bad(f("hand"), format!("no card {c:?}"))),
            }
        }
        if let Some(l) = &fs.leader {
            let Some(si) = senator_index(p, d, l) else {
                return Err(bad(
                    f("leader"),
                    format!("no senator {l:?} in the position"),
                ));
            };
            if p.senators[si].faction != i64::try_from(i + 1).ok() {
                return Err(bad(f("leader"), format!("{l:?} is not of this faction")));
            }
            if !p.senators[si].leader {
                leaders[i] += 1;
            }
        }
    }
    for (k, (&leads, &senators)) in leaders.iter().zip(&members).enumerate() {
        let f = format!("faction[{}].leader", k + 1);
        if leads > 1 {
            return Err(bad(f, "a faction has one leader"));
        }
        // MOR-06: an eliminated faction, or one waiting for the Curia, has none.
        let out = p
            .factions
            .get(k)
            .is_some_and(|fs| fs.eliminated || fs.waiting_for_curia);
        if !setup && senators == 0 && !out {
            return Err(bad(
                format!("faction[{}]", k + 1),
                "a faction in play has at least one senator",
            ));
        }
        // A faction may be without a Faction Leader after setup: a lone Statesman Leader who
        // died (MOR-05) or a Leader condemned for his faction's assassin (SEN-53) leaves none
        // until the faction names one (FOR-16).
    }

    // Wars and leaders.
    let mut in_forum: Vec<String> = Vec::new();
    let mut active: Vec<String> = Vec::new();
    for (field, list) in [
        ("wars.active", &p.wars.active),
        ("wars.inactive", &p.wars.inactive),
        ("wars.imminent", &p.wars.imminent),
    ] {
        for w in list {
            let key = resolve_war(d, w).ok_or_else(|| bad(field, format!("no war {w:?}")))?;
            place(DeckCard::War(key.clone()), field.to_string())?;
            if field == "wars.active" {
                active.push(key.clone());
            }
            in_forum.push(key);
        }
    }
    for (field, list, within, what) in [
        ("wars.unprosecuted", &p.wars.unprosecuted, &active, "Active"),
        (
            "wars.naval_victories",
            &p.wars.naval_victories,
            &in_forum,
            "in play",
        ),
        (
            "wars.drawn_this_turn",
            &p.wars.drawn_this_turn,
            &in_forum,
            "in play",
        ),
    ] {
        for w in list {
            let key = resolve_war(d, w).ok_or_else(|| bad(field, format!("no war {w:?}")))?;
            if !within.contains(&key) {
                return Err(bad(field, format!("{w:?} is not {what}")));
            }
        }
    }
    for w in &p.wars.revolts {
        resolve_war(d, w).ok_or_else(|| bad("wars.revolts", format!("no war {w:?}")))?;
    }
    for (i, l) in p.wars.leaders.iter().enumerate() {
        let f = |x: &str| format!("wars.leader[{}].{x}", i + 1);
        let Some(DeckCard::Leader(key)) = resolve_card(d, &l.card) else {
            return Err(bad(f("card"), format!("{:?} is not a Leader", l.card)));
        };
        place(DeckCard::Leader(key.clone()), f("card"))?;
        let war =
            resolve_war(d, &l.war).ok_or_else(|| bad(f("war"), format!("no war {:?}", l.war)))?;
        if !in_forum.contains(&war) {
            return Err(bad(f("war"), format!("{:?} is not in play", l.war)));
        }
        if let (Some(lc), Some(wc)) = (d.leader(&key), d.war(&war))
            && !lc.matches(wc)
        {
            return Err(bad(
                f("war"),
                format!("{} does not match {}", lc.name, wc.name),
            ));
        }
    }
    for (i, s) in p.senators.iter().enumerate() {
        if let Some(w) = &s.captive_of {
            let field = format!("senator[{}].captive_of", i + 1);
            let war = resolve_war(d, w).ok_or_else(|| bad(&field, format!("no war {w:?}")))?;
            if !in_forum.contains(&war) {
                return Err(bad(field, format!("{w:?} is not in play")));
            }
        }
    }

    // Forces: each senator in one place; units balance.
    let mut away: BTreeMap<usize, String> = BTreeMap::new();
    for (i, s) in p.senators.iter().enumerate() {
        if s.captive_of.is_some() {
            away.insert(i, format!("senator[{}].captive_of", i + 1));
        }
    }
    let vets_rome = p.veterans.len();
    for v in &p.veterans {
        resolve_family(d, v).ok_or_else(|| bad("veterans", format!("no family {v:?}")))?;
    }
    if i64::try_from(vets_rome).unwrap_or(i64::MAX) > p.legions {
        return Err(bad(
            "veterans",
            format!("{vets_rome} veterans among {} legions in Rome", p.legions),
        ));
    }
    let (mut legions, mut fleets) = (p.legions, p.fleets);
    for (i, fc) in p.forces.iter().enumerate() {
        let f = |x: &str| format!("force[{}].{x}", i + 1);
        let war =
            resolve_war(d, &fc.war).ok_or_else(|| bad(f("war"), format!("no war {:?}", fc.war)))?;
        // RVN-05: in the Revolution Phase a victorious Force is still on the war it defeated
        // (out of play) until it comes home.
        let victorious = p.start.phase.as_deref() == Some("revolution") && !in_forum.contains(&war);
        if !active.contains(&war) && !victorious {
            return Err(bad(f("war"), format!("{:?} is not an Active war", fc.war)));
        }
        non_negative(&f("legions"), fc.legions)?;
        non_negative(&f("fleets"), fc.fleets)?;
        if fc.legions + fc.fleets == 0 {
            return Err(bad(
                f("legions"),
                "a force has at least one legion or fleet",
            ));
        }
        if i64::try_from(fc.veterans.len()).unwrap_or(i64::MAX) > fc.legions {
            return Err(bad(
                f("veterans"),
                format!(
                    "{} veterans among {} legions",
                    fc.veterans.len(),
                    fc.legions
                ),
            ));
        }
        for v in &fc.veterans {
            resolve_family(d, v).ok_or_else(|| bad(f("veterans"), format!("no family {v:?}")))?;
        }
        for (x, who) in [
            ("commander", &fc.commander),
            ("master_of_horse", &fc.master_of_horse),
        ] {
            let Some(who) = who else { continue };
            let si = senator_index(p, d, who)
                .ok_or_else(|| bad(f(x), format!("no senator {who:?} in the position")))?;
            if p.senators[si].faction.is_none() {
                return Err(bad(f(x), format!("{who:?} is unaligned")));
            }
            if let Some(first) = away.insert(si, f(x)) {
                return Err(bad(f(x), format!("{who:?} is already away ({first})")));
            }
            if x == "master_of_horse"
                && !p.senators[si]
                    .offices
                    .iter()
                    .any(|o| resolve_office(o) == Some("master_of_horse"))
            {
                return Err(bad(f(x), format!("{who:?} is not Master of Horse")));
            }
        }
        if fc.master_of_horse.is_some() && fc.commander.is_none() {
            return Err(bad(f("master_of_horse"), "goes only with his Dictator"));
        }
        legions += fc.legions;
        fleets += fc.fleets;
    }

    // Provinces.
    let mut provinces: Vec<String> = Vec::new();
    for (i, pr) in p.provinces.iter().enumerate() {
        let f = |x: &str| format!("province[{}].{x}", i + 1);
        let key = resolve_province(d, &pr.card)
            .ok_or_else(|| bad(f("card"), format!("no province {:?}", pr.card)))?;
        if provinces.contains(&key) {
            return Err(bad(f("card"), format!("{:?} is given twice", pr.card)));
        }
        provinces.push(key);
        non_negative(&f("garrison"), pr.garrison)?;
        if !(1..=3).contains(&pr.term) {
            return Err(bad(f("term"), format!("{} is not 1 to 3", pr.term)));
        }
        // REV-19 / SEN-46 (LR 1.09.646): a Province in the Forum keeps its garrison too.
        if let Some(g) = &pr.governor {
            let si = senator_index(p, d, g)
                .ok_or_else(|| bad(f("governor"), format!("no senator {g:?} in the position")))?;
            // SEN-38 (card:law-vatinian/1): a Governor by Legate is not in his Province: he
            // stays in Rome or where his office takes him, and may govern other Provinces.
            if !pr.legate
                && let Some(first) = away.insert(si, f("governor"))
            {
                return Err(bad(
                    f("governor"),
                    format!("{g:?} is already away ({first})"),
                ));
            }
        }
        legions += pr.garrison;
    }
    // RVN-03 / SEN-61 (LR 2.04.2/3, 2.04.3/4): disbanded Legions lie in the Bank, out of the
    // Force Pool: they are among the 25 Legion counters.
    for (i, s) in p.senators.iter().enumerate() {
        let f = format!("senator[{}].disbanded", i + 1);
        non_negative(&f, s.disbanded)?;
        legions += s.disbanded;
    }
    // RVN-05 / RVN-09 / RVN-10: the Rebel's Army, the Senate's Army sent against him and the
    // Roman Fleets under the Rebel are among the 25 Legions and 25 Fleets too (a Rebel
    // Province's Garrison is its `[[province]]` garrison, counted above).
    let mut rebel_note = String::new();
    if let Some(r) = &p.rebellion {
        non_negative("rebellion.legions", r.legions)?;
        non_negative("rebellion.fleets", r.fleets)?;
        let senate = match &r.senate_army {
            Some(a) => {
                non_negative("rebellion.senate_army.legions", a.legions)?;
                a.legions
            }
            None => 0,
        };
        legions += r.legions + senate;
        fleets += r.fleets;
        rebel_note = format!(
            " (the Rebel's Army {}, the Senate's Army against him {senate}, the Rebel's fleets {})",
            r.legions, r.fleets
        );
        // RVN-10 (ADV 2.03.81): the Senate's Armies facing Rebel Provinces and their Fleets.
        for (i, a) in r.province_armies.iter().enumerate() {
            let f = |x: &str| format!("rebellion.province_army[{}].{x}", i + 1);
            non_negative(&f("legions"), a.legions)?;
            non_negative(&f("fleets"), a.fleets)?;
            legions += a.legions;
            fleets += a.fleets;
            rebel_note.push_str(&format!(
                " (the Senate's Army against {} {}, its fleets {})",
                a.province, a.legions, a.fleets
            ));
        }
    }
    if legions > i64::from(MAX_LEGIONS) {
        return Err(bad(
            "legions",
            format!("{legions} legions in all{rebel_note}; there are {MAX_LEGIONS}"),
        ));
    }
    if fleets > i64::from(MAX_FLEETS) {
        return Err(bad(
            "fleets",
            format!("{fleets} fleets in all{rebel_note}; there are {MAX_FLEETS}"),
        ));
    }

    // Land bills, events, piles.
    for (i, l) in p.land_bills.iter().enumerate() {
        if !(1..=3).contains(&l.level) {
            return Err(bad(
                format!("land_bill[{}].level", i + 1),
                format!("{} is not I, II or III (1 to 3)", l.level),
            ));
        }
    }
    let mut events: Vec<String> = Vec::new();
    for (i, e) in p.events.iter().enumerate() {
        let f = |x: &str| format!("event[{}].{x}", i + 1);
        let key = resolve_event(d, &e.card)
            .ok_or_else(|| bad(f("card"), format!("no Event card {:?}", e.card)))?;
        if events.contains(&key) {
            return Err(bad(f("card"), format!("{:?} is given twice", e.card)));
        }
        events.push(key);
        non_negative(&f("repeats"), e.repeats)?;
    }
    for c in &p.cards.forum_concessions {
        match resolve_card(d, c) {
            Some(card @ DeckCard::Concession(_)) => place(card, "cards.forum_concessions".into())?,
            _ => {
                return Err(bad(
                    "cards.forum_concessions",
                    format!("{c:?} is not a concession"),
                ));
            }
        }
    }
    let empty = Vec::new();
    for (field, list) in [
        ("cards.curia", &p.cards.curia),
        ("cards.discard", &p.cards.discard),
        ("cards.removed", &p.cards.removed),
        ("cards.deck", p.cards.deck.as_ref().unwrap_or(&empty)),
    ] {
        for c in list {
            let card = resolve_card(d, c).ok_or_else(|| bad(field, format!("no card {c:?}")))?;
            place(card, field.to_string())?;
        }
    }
    // SET-01..SET-10: the era is one the scenario reaches (SET-09, LR 3.04.1/2: Early to
    // Middle never the Late Republic), and Alternative History's follows its turn (SET-10).
    let era = p.era.unwrap_or(p.scenario.first_era());
    let eras = p.scenario.eras();
    let era_names = || {
        eras.iter()
            .map(|e| e.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !eras.contains(&era) {
        return Err(bad(
            "era",
            format!(
                "the {} scenario never reaches the {} era (its eras: {})",
                p.scenario.as_str(),
                era.as_str(),
                era_names()
            ),
        ));
    }
    let turn = u32::try_from(p.turn).unwrap_or(0);
    if !p.scenario.era_fits_turn(era, turn) {
        return Err(bad(
            "era",
            format!(
                "an Alternative History game is not in the {} era on turn {turn} (the Middle \
                 era from turn 8, the Late from turn 16)",
                era.as_str()
            ),
        ));
    }
    // SET-09: an Extended game's decks still to come.
    for (i, nd) in p.cards.next_deck.iter().enumerate() {
        let field = format!("cards.next_deck[{}].cards", i + 1);
        if !matches!(
            p.scenario,
            Scenario::ExtendedEarly | Scenario::ExtendedMiddle | Scenario::ExtendedEarlyMiddle
        ) {
            return Err(bad(field, "only an Extended game has decks still to come"));
        }
        // SET-09: a deck to come is of an era the game reaches, after the position's.
        let later =
            Era::ALL.iter().position(|e| *e == nd.era) > Era::ALL.iter().position(|e| *e == era);
        if !eras.contains(&nd.era) || !later {
            return Err(bad(
                format!("cards.next_deck[{}].era", i + 1),
                format!(
                    "the {} scenario in the {} era has no {} deck to come (its eras: {})",
                    p.scenario.as_str(),
                    era.as_str(),
                    nd.era.as_str(),
                    era_names()
                ),
            ));
        }
        for c in &nd.cards {
            let card = resolve_card(d, c).ok_or_else(|| bad(&field, format!("no card {c:?}")))?;
            place(card, field.clone())?;
        }
    }
    if p.era_ends && places.contains_key(&DeckCard::EraEnds) {
        return Err(bad("era_ends", "Era Ends was drawn, yet it lies in a pile"));
    }

    // A written location must agree with where the position puts him.
    for (i, s) in p.senators.iter().enumerate() {
        let Some(loc) = &s.location else { continue };
        let field = format!("senator[{}].location", i + 1);
        let (kind, what) = loc.split_once(':').unwrap_or((loc.as_str(), ""));
        let at = away.get(&i).map_or("", String::as_str);
        let is_rebel = p.rebellion.as_ref().is_some_and(|r| {
            std::iter::once(&r.rebel)
                .chain(r.secondaries.iter())
                .any(|x| senator_index(p, d, x) == Some(i))
        });
        // RVN-09 / RVN-10: leading the Senate's Army against the Rebel (`None`) or against a
        // Rebel Province (its key).
        let leads = |c: &str, m: &Option<String>| {
            senator_index(p, d, c) == Some(i)
                || m.as_deref().and_then(|m| senator_index(p, d, m)) == Some(i)
        };
        let against: Option<Option<String>> = p.rebellion.as_ref().and_then(|r| {
            if r.senate_army
                .as_ref()
                .is_some_and(|a| leads(&a.commander, &a.master_of_horse))
            {
                return Some(None);
            }
            r.province_armies
                .iter()
                .find(|a| leads(&a.commander, &a.master_of_horse))
                .map(|a| resolve_province(d, &a.province))
        });
        let ok = match kind.trim() {
            // RVN-08: a rebel is out of Rome with the Rebel (a position's [rebellion]).
            "rebel" => is_rebel,
            "rome" => at.is_empty() && !is_rebel && against.is_none(),
            "against_rebel" if what.is_empty() => against == Some(None),
            "against_rebel" => against
                .flatten()
                .is_some_and(|k| Some(k) == resolve_province(d, what)),
            "captive" => {
                at.ends_with(".captive_of")
                    && resolve_war(d, what).is_some()
                    && s.captive_of.as_deref().and_then(|w| resolve_war(d, w))
                        == resolve_war(d, what)
            }
            "governor" => {
                at.ends_with(".governor")
                    && resolve_province(d, what).is_some()
                    && p.provinces.iter().any(|pr| {
                        pr.governor.as_deref().and_then(|g| senator_index(p, d, g)) == Some(i)
                            && resolve_province(d, &pr.card) == resolve_province(d, what)
                    })
            }
            "commander" | "master_of_horse" => p.forces.iter().any(|fc| {
                let who = if kind.trim() == "commander" {
                    &fc.commander
                } else {
                    &fc.master_of_horse
                };
                who.as_deref().and_then(|g| senator_index(p, d, g)) == Some(i)
                    && resolve_war(d, &fc.war) == resolve_war(d, what)
            }),
            _ => false,
        };
        if !ok {
            return Err(bad(
                field,
                format!(
                    "{loc:?} does not agree with the position (`{}`)",
                    if at.is_empty() { "in Rome" } else { at }
                ),
            ));
        }
    }

    // Where play starts.
    if phase == "senate"
        && !p
            .senators
            .iter()
            .enumerate()
            .any(|(i, s)| s.faction.is_some() && !away.contains_key(&i))
    {
        return Err(bad(
            "start.phase",
            "the Senate needs an aligned senator in Rome",
        ));
    }
    Ok(())
}
