//! Names for everything the rules name by id or key: senators (from the view, else the card
//! data), factions (seat and player), cards, wars, provinces, concessions, events (card data).
//! Player mail shows these names, never the ids or keys (docs/STYLE.md).

use std::collections::HashMap;

use rules::data::{DeckCard, ScenarioData, early_republic};
use rules::{CardKey, FactionId, Office, Phase, Post, SenatorId, SenatorView, View};

/// Display names for senators and factions.
#[derive(Debug, Clone, Default)]
pub struct Names {
    pub senators: HashMap<SenatorId, String>,
    pub factions: Vec<String>,
}

fn data() -> Option<&'static ScenarioData> {
    early_republic().ok()
}

impl Names {
    /// Names from a view (the GM view knows every senator) and the players' names by seat.
    pub fn new(view: &View, players: &[String]) -> Names {
        let mut senators = HashMap::new();
        for f in &view.factions {
            for s in &f.senators {
                senators.insert(s.id.clone(), s.name.clone());
            }
        }
        for s in &view.forum_senators {
            senators.insert(s.id.clone(), s.name.clone());
        }
        Names {
            senators,
            factions: players.to_vec(),
        }
    }

    /// Names from a view only (no player names: factions are "Faction 2").
    pub fn of_view(view: &View) -> Names {
        Names::new(view, &[])
    }

    /// Remember names of senators that may leave play during a step (so deaths still render).
    pub fn merge(&mut self, other: &Names) {
        for (k, v) in &other.senators {
            self.senators.entry(k.clone()).or_insert_with(|| v.clone());
        }
        if self.factions.is_empty() {
            self.factions = other.factions.clone();
        }
    }

    /// A senator's name: as in play, else from his card ("Cornelius", "Scipio Africanus").
    pub fn senator(&self, id: &SenatorId) -> String {
        if let Some(n) = self.senators.get(id) {
            return n.clone();
        }
        if let Some(d) = data() {
            if let Some(s) = d.statesman(&id.0) {
                return s.name.clone();
            }
            if let Some(f) = id.0.parse::<u8>().ok().and_then(|n| d.family(n)) {
                return f.name.clone();
            }
        }
        "a Senator no longer in play".to_string()
    }

    /// A family's name by its number ("Cornelius").
    pub fn family(&self, family: u8) -> String {
        self.senator(&SenatorId(family.to_string()))
    }

    /// "Faction 2 (Bob)".
    pub fn faction(&self, f: FactionId) -> String {
        match self.factions.get(usize::from(f.0)) {
            Some(n) => format!("Faction {f} ({n})"),
            None => format!("Faction {f}"),
        }
    }

    /// A card in a hand by its key (statesman "1A", concession, intrigue).
    pub fn card(&self, key: &CardKey) -> String {
        card_name(&key.0)
    }

    /// A war by its key ("1st Punic War").
    pub fn war(&self, key: &str) -> String {
        // RVN-09: the Force of a Senate commander who beat the Rebel (no war card).
        if key == rules::CIVIL_WAR {
            return "civil war against the Rebel".to_string();
        }
        data()
            .and_then(|d| d.war(key))
            .map_or_else(|| unknown("war", key), |w| w.name.clone())
    }

    /// A province by its key ("Sicilia").
    pub fn province(&self, key: &str) -> String {
        match data() {
            Some(d) if d.province(key).is_some() => d.province_name(key),
            Some(d) => d
                .province_by_name(key)
                .map_or_else(|| unknown("province", key), |p| p.name.clone()),
            None => unknown("province", key),
        }
    }

    /// A concession by its key ("Tax Farmer 1").
    pub fn concession(&self, key: &str) -> String {
        data()
            .and_then(|d| d.concession(key))
            .map_or_else(|| unknown("concession", key), |c| c.name.clone())
    }

    /// An Event card by its key, on the side shown ("Evil Omens").
    pub fn event(&self, key: &str, increased: bool) -> String {
        data().and_then(|d| d.event(key)).map_or_else(
            || unknown("event", key),
            |e| e.side_name(increased).to_string(),
        )
    }

    /// An Event card's text, on the side shown.
    pub fn event_text(&self, key: &str, increased: bool) -> String {
        data()
            .and_then(|d| d.event(key))
            .map_or_else(String::new, |e| e.side_text(increased).to_string())
    }

    /// A purse: a faction's Faction Treasury or a Senator's Personal Treasury.
    pub fn purse(&self, p: &rules::PurseOf) -> String {
        match p {
            rules::PurseOf::Faction(f) => {
                format!("the Faction Treasury of {}", self.faction(*f))
            }
            rules::PurseOf::Senator(id) => self.senator(id),
        }
    }

    /// An enemy Leader by his key ("Hannibal").
    pub fn leader(&self, key: &str) -> String {
        data()
            .and_then(|d| d.leader(key))
            .map_or_else(|| unknown("leader", key), |l| l.name.clone())
    }

    /// Any card of the deck.
    pub fn deck_card(&self, c: &DeckCard) -> String {
        match (c, data()) {
            (DeckCard::Family(n), _) => self.family(*n),
            (_, Some(d)) => d.card_name(c),
            (_, None) => "a card".to_string(),
        }
    }
}

/// A hand card's name from the card data, whatever its kind.
pub fn card_name(key: &str) -> String {
    if key == rules::PONTIFEX_VETO {
        return "the veto of the Pontifex Maximus".to_string();
    }
    let Some(d) = data() else {
        return unknown("card", key);
    };
    if let Some(s) = d.statesman(key) {
        return s.name.clone();
    }
    if let Some(c) = d.concession(key) {
        return c.name.clone();
    }
    if let Some(i) = d.intrigue(key) {
        return i.name.clone();
    }
    if let Some(l) = d.law(key) {
        return l.name.clone();
    }
    if let Some(m) = d.misc_card(key) {
        return m.name.clone();
    }
    unknown("card", key)
}

/// GEN-01: a phase as players read it ("Forum").
pub fn phase_name(phase: Phase) -> &'static str {
    phase.name()
}

/// GEN-11: an office as players read it ("Pontifex Maximus").
pub fn office_name(office: Office) -> &'static str {
    office.name()
}

/// GEN-11 / SEN-15 / SEN-35: an office or post as players read it ("Rome Consul", "Governor of
/// Sicilia", "Priest").
pub fn post_name(post: &Post) -> String {
    match post {
        Post::Office(o) => office_name(*o).to_string(),
        Post::Governor { province } => format!("Governor of {province}"),
        Post::Priest => "Priest".to_string(),
    }
}

/// The offices and markers a Senator of the view holds, as players read them: his major
/// offices in HRAO order (GEN-11), then "Prior Consul" (SEN-13), then "Priest" (SEN-15).
pub fn office_names(s: &SenatorView) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = s.offices.iter().map(|o| office_name(*o)).collect();
    if s.prior_consul {
        out.push("Prior Consul");
    }
    if s.priest {
        out.push("Priest");
    }
    // REV-20: the Open Bodyguard lies open with him.
    if s.open_bodyguard {
        out.push("Open Bodyguard");
    }
    out
}

/// A key the card data does not know: a data defect, said without the key itself.
fn unknown(what: &str, _key: &str) -> String {
    format!("an unknown {what}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GEN-10 / DATA: names come from the card data when the view does not know the senator.
    #[test]
    fn names_come_from_the_card_data() {
        let n = Names::default();
        assert_eq!(n.senator(&SenatorId("1".into())), "Cornelius");
        assert!(n.senator(&SenatorId("1A".into())).contains("Scipio"));
        assert_eq!(n.war("punic-1"), "1st Punic War");
        assert_eq!(n.card(&CardKey("tribune-1".into())), "Tribune");
        assert!(!n.concession("harbor-fees").contains('-'));
        assert_eq!(n.faction(FactionId(1)), "Faction 2");
    }
}
