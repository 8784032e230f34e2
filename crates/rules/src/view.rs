//! Projections of the state for a viewer (GEN-04 as modified by S004: Faction Treasuries,
//! hands and Personal Treasuries are secret; everything else is public).

use super::api::{
    CardKey, CardRef, EventInPlayView, FactionId, FactionView, ForceView, HandCard, LandBillView,
    MilitaryView, PrivateView, ProvinceView, RevoltView, SeenHand, SenatorView, View, Viewer,
    WarKey, WarNeed, WarView,
};
use super::data::DeckCard;
use super::game::{Game, GameStatus, data};
use super::setup::card_key;
use super::state::Senator;

fn may_see_faction(viewer: Viewer, f: Option<FactionId>) -> bool {
    match viewer {
        Viewer::Gm => true,
        Viewer::Faction(me) => f == Some(me),
        Viewer::Public => false,
    }
}

/// GEN-04: may the viewer see the Personal Treasuries of faction `f`'s Senators? His own (the
/// GM all); every one in a game with the house rule `open-treasuries` (issue 24 §3: the live
/// game's LR 1.04.9/2, "Personal Treasuries are always open for inspection"; Faction Treasuries
/// and hands stay hidden, 1.04.9/1). S004/12 keeps them secret (the default).
fn may_see_treasury(g: &Game, viewer: Viewer, f: Option<FactionId>) -> bool {
    may_see_faction(viewer, f) || (g.options.open_treasuries && f.is_some())
}

fn senator_view(g: &Game, s: &Senator, viewer: Viewer) -> SenatorView {
    let d = data();
    let id = s.id();
    SenatorView {
        captive: g.captives.iter().any(|c| c.senator == id),
        corrupt: s.corrupt,
        id,
        name: s.name(d),
        aliases: s.aliases(d),
        military: s.military(d),
        oratory: s.oratory(d),
        loyalty: s.loyalty(d),
        influence: s.influence,
        popularity: s.popularity,
        knights: s.knights,
        offices: s.offices.clone(),
        prior_consul: s.prior_consul,
        // SEN-15: a Priesthood is a minor office, public.
        priest: s.priest,
        concessions: s
            .concessions
            .iter()
            .map(|c| CardKey(c.key.clone()))
            .collect(),
        faction_leader: s.faction_leader,
        treasury: may_see_treasury(g, viewer, s.faction).then_some(s.treasury),
        rebel: s.rebel,
        open_bodyguard: s.open_bodyguard.is_some(),
    }
}

fn hand_card(c: &DeckCard) -> Option<HandCard> {
    let d = data();
    let key = card_key(c)?;
    let (kind, text) = match c {
        DeckCard::Statesman(id) => (
            "statesman",
            d.statesman(id).map(|s| {
                format!(
                    "MIL {} ORA {} LOY {} INF {}{}. {}",
                    s.military,
                    s.oratory,
                    s.loyalty,
                    s.influence,
                    if s.popularity != 0 {
                        format!(" POP {}", s.popularity)
                    } else {
                        String::new()
                    },
                    s.ability
                )
            }),
        ),
        DeckCard::Concession(k) => ("concession", d.concession(k).map(|c| c.text.clone())),
        DeckCard::Intrigue(k) => ("intrigue", d.intrigue(k).map(|c| c.text.clone())),
        DeckCard::Law(k) => ("law", d.law(k).map(|l| l.text.clone())),
        _ => ("card", None),
    };
    Some(HandCard {
        key,
        name: d.card_name(c),
        kind: kind.to_string(),
        text: text.unwrap_or_default(),
    })
}

/// SEN-59 (LR 1.09.823): "The player may look at non-rebel players' hands in the Senate Phase,
/// but may not play any of their cards": the Consul for Life's faction sees the hands of the
/// factions he runs while the Senate sits (never their treasuries); nobody else does.
fn seen_hands(g: &Game, viewer: Viewer) -> Vec<SeenHand> {
    let Viewer::Faction(me) = viewer else {
        return Vec::new();
    };
    if g.consul_for_life().is_none_or(|(_, c)| c != me) {
        return Vec::new();
    }
    g.controlled_factions(me)
        .into_iter()
        .filter(|f| *f != me)
        .map(|f| SeenHand {
            faction: f,
            hand: g.factions[usize::from(f.0)]
                .hand
                .iter()
                .filter_map(hand_card)
                .collect(),
        })
        .collect()
}

pub(super) fn view(g: &Game, viewer: Viewer) -> View {
    let d = data();
    let factions = g
        .seat_ids()
        .into_iter()
        .map(|f| {
            let senators: Vec<SenatorView> = g
                .senators_of(f)
                .into_iter()
                .map(|i| senator_view(g, &g.senators[i], viewer))
                .collect();
            FactionView {
                id: f,
                leader: senators
                    .iter()
                    .find(|s| s.faction_leader)
                    .map(|s| s.id.clone()),
                senators,
                hand_size: u32::try_from(g.factions[usize::from(f.0)].hand.len())
                    .unwrap_or(u32::MAX),
                votes: g.votes(f),
            }
        })
        .collect();
    let mut forum: Vec<&Senator> = g.senators.iter().filter(|s| s.faction.is_none()).collect();
    forum.sort_by_key(|s| s.id_key());
    let private = g
        .faction_ids()
        .into_iter()
        .filter(|f| may_see_faction(viewer, Some(*f)))
        .map(|f| {
            let st = &g.factions[usize::from(f.0)];
            PrivateView {
                faction: f,
                faction_treasury: st.treasury,
                hand: st.hand.iter().filter_map(hand_card).collect(),
            }
        })
        .collect();
    // TD-08: each Active War's strength, read once for its line and for its need below.
    let active_strengths: Vec<_> = g.active_wars.iter().map(|k| g.war_strength(k)).collect();
    // TD-10: Leaders in refuge aiding a war are shown with it too.
    let active_wars: Vec<WarView> = g
        .active_wars
        .iter()
        .zip(&active_strengths)
        .map(|(k, strength)| WarView {
            war: k.into(),
            leaders_aiding: g.leaders_aiding(k).into_iter().map(CardKey).collect(),
            strength: *strength,
        })
        .collect();
    View {
        viewer,
        scenario: g.scenario.as_str().to_string(),
        turn: g.turn,
        phase: g.phase,
        state_treasury: g.state_treasury,
        unrest: g.unrest,
        legions: g.legions,
        fleets: g.fleets,
        factions,
        forum_senators: forum
            .into_iter()
            .map(|s| senator_view(g, s, viewer))
            .collect(),
        curia: g.curia.clone(),
        active_wars,
        inactive_wars: g.inactive_wars.iter().map(WarKey::from).collect(),
        imminent_wars: g.imminent_wars.iter().map(WarKey::from).collect(),
        hrao: g.hrao(),
        rules_end: match &g.status {
            GameStatus::RulesEnd { rule, reason } => Some((rule.clone(), reason.clone())),
            _ => None,
        },
        finished: match &g.status {
            GameStatus::Finished { ending } => Some(ending.clone()),
            _ => None,
        },
        private,
        seen_hands: seen_hands(g, viewer),
        land_bills: g
            .land_bills
            .iter()
            .map(|b| LandBillView {
                level: b.level,
                turn: b.turn,
            })
            .collect(),
        discard: g.discard.clone(),
        laws: g.laws_in_play(),
        consul_for_life: g.consul_for_life().map(|(i, _)| g.senators[i].id()),
        proscribed: g.proscribed,
        bequests: g
            .bequests
            .waiting
            .iter()
            .filter(|k| !g.bequests.sent.iter().any(|(s, _, _)| s == *k))
            .map(|k| super::api::CardKey(k.clone()))
            .collect(),
        events_in_play: g
            .events_in_play
            .iter()
            .map(|e| EventInPlayView {
                key: e.key.clone(),
                increased: e.increased,
            })
            .collect(),
        forum_concessions: g.forum_concessions.iter().map(CardKey::from).collect(),
        deck_size: u32::try_from(g.deck.len()).unwrap_or(u32::MAX),
        military: MilitaryView {
            forces_away: g
                .forces
                .iter()
                .map(|f| ForceView {
                    war: (&f.war).into(),
                    commander: f.commander.clone(),
                    master_of_horse: f.master_of_horse.clone(),
                    legions: f.legions,
                    veterans: f.veterans.clone(),
                    fleets: f.fleets,
                })
                .collect(),
            captives: g
                .captives
                .iter()
                // REV-01: a captive of the Barbarian Raids is held by an Event, not a war.
                .map(|c| {
                    let by = if d.event(&c.war).is_some() {
                        CardRef::Event {
                            key: c.war.clone(),
                            increased: false,
                        }
                    } else {
                        CardRef::Deck {
                            of: DeckCard::War(c.war.clone()),
                        }
                    };
                    (c.senator.clone(), by)
                })
                .collect(),
            veterans_in_rome: g.veterans_in_rome.clone(),
            revolt: g.rebellion.as_ref().map(|r| RevoltView {
                rebel: r.rebel.clone(),
                secondaries: r.secondaries.clone(),
                legions: r.legions,
                veterans: r.veterans.clone(),
                senate_army: r
                    .senate_army
                    .as_ref()
                    .map(|a| (a.commander.clone(), a.legions)),
            }),
            unprosecuted_wars: g.unprosecuted_wars.iter().map(WarKey::from).collect(),
            naval_victories: g.naval_victories.iter().map(WarKey::from).collect(),
            war_needs: g
                .active_wars
                .iter()
                .chain(g.inactive_wars.iter())
                .chain(g.imminent_wars.iter())
                .enumerate()
                .filter_map(|(i, k)| {
                    let s = match active_strengths.get(i) {
                        Some(s) => (*s)?,
                        None => g.war_strength(k)?,
                    };
                    let naval_first =
                        d.war(k).is_some_and(|w| w.has_naval()) && !g.naval_victories.contains(k);
                    Some(WarNeed {
                        war: k.clone().into(),
                        land: s.land,
                        fleet: s.fleet,
                        fleet_support: s.fleet_support,
                        naval_first,
                        active: g.active_wars.contains(k),
                        attackable: g.td_08_earlier_war_unattacked(k).is_none(),
                        attacked: g
                            .forces
                            .iter()
                            .any(|f| f.war == *k && f.commander.is_some()),
                    })
                })
                .collect(),
        },
        provinces: g
            .provinces
            .iter()
            .map(|p| ProvinceView {
                key: p.key.clone().into(),
                name: d.province_name(&p.key),
                governor: Some(p.governor.clone()),
                term: p.term,
                developed: p.developed,
                garrison: p.garrison,
                by_legate: g.sen_38_by_legate(&p.key),
            })
            .chain(g.forum_provinces.iter().map(|k| ProvinceView {
                key: k.clone().into(),
                name: d.province_name(k),
                developed: g.forum_developed.contains(k),
                ..ProvinceView::default()
            }))
            .collect(),
    }
}
