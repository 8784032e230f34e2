//! Setting up the Early Republic (LR 3.01; SET-01..SET-06), the Middle Republic (LR 3.02;
//! SET-07), the Extended game (LR 3.04; SET-09) and the PBEM setup round (PB-01); the Late
//! Republic (SET-08) and Alternative History (SET-10) in `setup_late.rs`.

use super::api::{
    Act, Answer, CardKey, ChoiceAbout, ChoiceOption, Decision, DecisionKind, DecisionOptions,
    DefaultBy, Event, EventKind, FactionId, ForcesReason, Illegal, Refused, RuleError, RuleId,
    SenatorId, StatesmanEntry, TreasuryReason,
};
use super::choices::answer_about;
use super::data::{self, DeckCard};
use super::game::{Game, GameStatus, NextDeck, Scenario, Setup, data, gm, private, public};
use super::rng::Randomness;
use super::state::{Chit, FactionState, HeldConcession, Ledger, Office, Phase, Province, Senator};
use crate::api::{CardRef, DrawnTo, Place};

/// The key of the war that starts in the Inactive Wars (SET-02).
const FIRST_PUNIC: &str = "punic-1";

/// Is this a Faction (red-text) card, kept in hand? (LR 1.07.3: statesmen, intrigue,
/// concessions; LR 1.07.36/1: laws.)
fn is_faction_card(c: &DeckCard) -> bool {
    matches!(
        c,
        DeckCard::Statesman(_) | DeckCard::Intrigue(_) | DeckCard::Concession(_) | DeckCard::Law(_)
    )
}

/// The hand key of a faction card ("1A", "tribune-3", "tax-farmer-1").
pub(super) fn card_key(c: &DeckCard) -> Option<CardKey> {
    match c {
        DeckCard::Statesman(k)
        | DeckCard::Intrigue(k)
        | DeckCard::Concession(k)
        | DeckCard::Law(k) => Some(CardKey(k.clone())),
        _ => None,
    }
}

/// Start a game: SET-01..SET-04 (SET-07 for the Middle Republic, SET-08 the Late Republic,
/// SET-09 an Extended game, SET-10 Alternative History), then open the PB-01 round (after the
/// Governors' rounds in the Middle and the Late Republic).
pub(super) fn start(setup: Setup, seed: [u8; 32]) -> Result<(Game, Vec<Event>), RuleError> {
    let n = setup.players.len();
    if !(3..=6).contains(&n) {
        return Err(Illegal::PlayerCount {
            players: u32::try_from(n).unwrap_or(u32::MAX),
        }
        .by("SET-01")
        .into());
    }
    let d = data::early_republic().map_err(|e| RuleError::Data(e.to_string()))?;
    let mut g = Game {
        scenario: setup.scenario,
        players: setup.players.clone(),
        seed,
        rand: Randomness::new(seed),
        turn: 0,
        phase: Phase::Setup,
        round: 0,
        status: GameStatus::Waiting,
        state_treasury: 0,
        unrest: 0,
        legions: 0,
        fleets: 0,
        senators: Vec::new(),
        factions: (0..n).map(|_| FactionState::default()).collect(),
        deck: Vec::new(),
        curia: Vec::new(),
        forum_concessions: Vec::new(),
        discard: Vec::new(),
        removed: Vec::new(),
        active_wars: Vec::new(),
        inactive_wars: Vec::new(),
        imminent_wars: Vec::new(),
        leaders: Vec::new(),
        refugees: Vec::new(),
        cup: Chit::full_cup(),
        pending: None,
        trades: None,
        rvn_06: Default::default(),
        spoils_debts: Vec::new(),
        evil_omens_liable: Vec::new(),
        income: Vec::new(),
        ledger: Ledger::default(),
        forum: None,
        events_in_play: Vec::new(),
        era_ends: false,
        rulings: Vec::new(),
        overrides: Vec::new(),
        adjourn_rulings: 0,
        standing: Vec::new(),
        no_recruitment: false,
        unprosecuted_wars: Vec::new(),
        forces: Vec::new(),
        veterans_in_rome: Vec::new(),
        naval_victories: Vec::new(),
        com_05_stop: None,
        com_03_orders: Vec::new(),
        sen_21_master_pending: None,
        legates: Default::default(),
        for_22_storm: None,
        late: Default::default(),
        vic_06: None,
        mor_06_may_quit: Vec::new(),
        mor_06_stash: None,
        captives: Vec::new(),
        land_bills: Vec::new(),
        senate: None,
        forum_provinces: Vec::new(),
        provinces: Vec::new(),
        overrun_provinces: Vec::new(),
        revolts: Vec::new(),
        wars_drawn: Vec::new(),
        cfl_elected_turn: None,
        cfl_appointed: None,
        sen_60_receiver: None,
        rebellion: None,
        force_records: Default::default(),
        voting_order: Default::default(),
        agenda_vote: false,
        bid_ahead: false,
        plans_ahead: Vec::new(),
        disbandment: Default::default(),
        options: Default::default(),
        era: setup.scenario.first_era(),
        next_decks: Vec::new(),
        laws: Vec::new(),
        law_fine: Default::default(),
        bequests: Default::default(),
        provincial: Default::default(),
        cleopatra: None,
        forum_developed: Vec::new(),
        set_08_undeveloped: Vec::new(),
        proscribed: None,
        law_votes: Default::default(),
    };
    let mut ev = Vec::new();
    use sha2::Digest;
    ev.push(public(EventKind::GameStarted {
        scenario: setup.scenario.as_str().to_string(),
        players: u8::try_from(n).unwrap_or(u8::MAX),
        seed_sha256: hex::encode(sha2::Sha256::digest(seed)),
    }));
    ev.push(public(EventKind::PhaseStarted {
        turn: 0,
        phase: Phase::Setup,
    }));
    g.set_01_common_start(&mut ev);
    let middle = matches!(
        setup.scenario,
        Scenario::MiddleRepublic | Scenario::ExtendedMiddle
    );
    let late = setup.scenario == Scenario::LateRepublic;
    if middle {
        // SET-07 (LR 3.02.3/1): six Legions.
        g.set_03_forces(6, &mut ev);
        g.set_07_deck(d, &mut ev)?;
    } else if late {
        // SET-08 (LR 3.03.3/1): eight Legions.
        g.set_03_forces(8, &mut ev);
        g.set_08_deck(d, &mut ev)?;
    } else if setup.scenario == Scenario::Alternative {
        // SET-10 (LR 3.05.1/1): as the Early Republic.
        g.set_03_forces(4, &mut ev);
        g.set_10_deck(d, &mut ev)?;
    } else {
        g.set_03_forces(4, &mut ev);
        g.set_02_deck(d, &mut ev)?;
    }
    g.set_04_temporary_rome_consul(&mut ev);
    if middle {
        let dealt = g.set_07_deal_provinces(d, &mut ev);
        g.open_governors_round(&dealt);
    } else if late {
        let dealt = g.set_08_deal_provinces(d, &mut ev);
        g.open_governors_round(&dealt);
    } else {
        g.open_setup_round();
    }
    Ok((g, ev))
}

/// SET-07 (LR 3.02.4/1): the six Undeveloped Provinces dealt at the Middle Republic's setup.
pub(super) const MIDDLE_PROVINCES: [&str; 6] = [
    "Sicilia",
    "Illyricum",
    "Sardinia et Corsica",
    "Hispania Citerior",
    "Hispania Ulterior",
    "Gallia Cisalpina",
];

/// SET-02 E / SET-07 G / SET-09 (LR 3.03.2 H): the last `own` cards of the (shuffled) deck,
/// the cards `from_next` of the next era's deck and Era Ends (unless it is among the `own`
/// already), shuffled together at the bottom of the deck. Its place is told to the GM only.
pub(super) fn bottom_block(
    rand: &mut Randomness,
    deck: &mut Vec<DeckCard>,
    own: usize,
    from_next: Vec<DeckCard>,
    rule: &'static str,
    ev: &mut Vec<Event>,
) {
    let keep = deck.len().saturating_sub(own);
    let next_count = from_next.len();
    let mut bottom: Vec<DeckCard> = deck.split_off(keep);
    bottom.extend(from_next);
    if !bottom.contains(&DeckCard::EraEnds) {
        bottom.push(DeckCard::EraEnds);
    }
    rand.shuffle(&mut bottom);
    let last = bottom.len();
    let from_bottom = bottom
        .iter()
        .rev()
        .position(|c| *c == DeckCard::EraEnds)
        .map_or(0, |p| p + 1);
    deck.extend(bottom);
    ev.push(public(EventKind::CardPlaced {
        card: CardRef::Deck {
            of: DeckCard::EraEnds,
        },
        place: Place::EraEndsAmong {
            last: u32::try_from(last).unwrap_or(u32::MAX),
            next_deck: u32::try_from(next_count).unwrap_or(u32::MAX),
            rule: RuleId::new(rule),
        },
    }));
    ev.push(gm(EventKind::DeckBuilt {
        cards: u32::try_from(deck.len()).unwrap_or(u32::MAX),
        era_ends_from_bottom: u32::try_from(from_bottom).unwrap_or(u32::MAX),
    }));
}

/// A seed of its own for one step of the setup, derived from the game's seed and `tag`.
fn side_seed(seed: [u8; 32], tag: &[u8]) -> [u8; 32] {
    use sha2::Digest;
    let mut h = sha2::Sha256::new();
    h.update(seed);
    h.update(tag);
    h.finalize().into()
}

impl Game {
    /// SET-01: State Treasury 100T, Unrest 0, empty Faction Treasuries, 36 mortality chits.
    fn set_01_common_start(&mut self, ev: &mut Vec<Event>) {
        self.state_treasury = 100;
        self.ledger.state_revenue += 100;
        self.unrest = 0;
        for f in &mut self.factions {
            f.treasury = 0;
        }
        self.cup = Chit::full_cup();
        ev.push(public(EventKind::StateTreasury {
            reason: TreasuryReason::Start,
            delta: 100,
            balance: self.state_treasury,
            shortfall: 0,
        }));
        ev.push(public(EventKind::MortalityCupFilled {
            numbered: 30,
            blank: 4,
            draw_two: 2,
            unrest: self.unrest,
        }));
    }

    /// SET-03: 4 Legions in the Active Forces; no Provinces (SET-07, LR 3.02.3/1: 6 Legions in
    /// the Middle Republic).
    fn set_03_forces(&mut self, legions: u32, ev: &mut Vec<Event>) {
        self.legions = legions;
        self.fleets = 0;
        ev.push(public(EventKind::Forces {
            legions: self.legions,
            fleets: self.fleets,
            reason: ForcesReason::Start,
        }));
    }

    /// SET-02: build the Early Republic deck and deal (LR 3.01.4). In the Early Republic the
    /// bottom of the deck is 6 random Middle Republic cards, 6 random Early cards and Era Ends
    /// (LR 3.01.4/10-11); in an Extended game (SET-09, LR 3.04.1/5) the Middle and the Late decks
    /// follow instead, Era Ends placed by the Late Republic's rule (Early to Middle, LR 3.04.1/2:
    /// the Middle deck alone, Era Ends placed by the Middle Republic's rule).
    fn set_02_deck(
        &mut self,
        d: &'static data::ScenarioData,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let mut deck = d.early_deck();
        self.set_02_punic_inactive(&mut deck, ev)?;
        // C, D. Families (3 each) and hands.
        let mut deck = self.deal_families_and_hands(d, deck, 3, ev)?;
        if self.scenario == Scenario::ExtendedEarly {
            // SET-09: the Middle deck, then the Late deck with Era Ends.
            let mut middle = d.middle_deck();
            self.rand.shuffle(&mut middle);
            self.next_decks.push(NextDeck {
                era: data::Era::Middle,
                cards: middle,
            });
            self.set_09_late_deck(d, ev);
            self.deck = deck;
            return Ok(());
        }
        if self.scenario == Scenario::ExtendedEarlyMiddle {
            self.set_09_middle_deck_last(d, ev);
            self.deck = deck;
            return Ok(());
        }
        // E. 6 random Middle cards, 6 random Early cards and Era Ends at the bottom. The 6 Early
        // cards and Era Ends are shuffled with the game's stream as before the Middle deck was
        // built; the Middle cards are chosen and shuffled in with a stream of their own, derived
        // from the seed (as deterministic), so that every Early game's dice stay as they were.
        let keep = deck.len().saturating_sub(6);
        let mut bottom = deck.split_off(keep);
        bottom.push(DeckCard::EraEnds);
        self.rand.shuffle(&mut bottom);
        deck.extend(bottom);
        let mut side = Randomness::new(side_seed(self.seed, b"SET-02 E"));
        let mut middle = d.middle_deck();
        side.shuffle(&mut middle);
        middle.truncate(6);
        bottom_block(&mut side, &mut deck, 7, middle, "SET-02", ev);
        self.deck = deck;
        Ok(())
    }

    /// SET-02 B (SET-10 as the Early Republic): the 1st Punic War out of `deck`, to the
    /// Inactive Wars.
    pub(super) fn set_02_punic_inactive(
        &mut self,
        deck: &mut Vec<DeckCard>,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let punic = DeckCard::War(FIRST_PUNIC.to_string());
        let Some(pos) = deck.iter().position(|c| *c == punic) else {
            return Err(RuleError::Data(
                "the Early deck has no 1st Punic War".into(),
            ));
        };
        deck.remove(pos);
        self.inactive_wars.push(FIRST_PUNIC.to_string());
        ev.push(public(EventKind::CardPlaced {
            card: CardRef::Deck { of: punic },
            place: Place::StartsInactive,
        }));
        Ok(())
    }

    /// SET-07 (LR 3.02.2 A-G): the Middle Republic deck: the gray cards, the 25 Early and Middle
    /// Families (4 dealt to each player, the rest back in the deck), the 13 Early Concessions, 6
    /// random non-Statesman Faction cards of the Early deck (its Intrigue cards: the Concessions
    /// are all in already), hands dealt as SET-02; then 6 random Late cards, 6 random Middle
    /// cards and Era Ends at the bottom (an Extended game: the Late deck follows instead, SET-09).
    fn set_07_deck(
        &mut self,
        d: &'static data::ScenarioData,
        ev: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let early = d.early_deck();
        let mut deck = d.middle_deck();
        deck.extend(
            early
                .iter()
                .filter(|c| matches!(c, DeckCard::Family(_) | DeckCard::Concession(_)))
                .cloned(),
        );
        let mut pile: Vec<DeckCard> = early
            .iter()
            .filter(|c| is_faction_card(c))
            .filter(|c| !matches!(c, DeckCard::Statesman(_) | DeckCard::Concession(_)))
            .cloned()
            .collect();
        self.rand.shuffle(&mut pile);
        pile.truncate(6);
        deck.extend(pile);
        let mut deck = self.deal_families_and_hands(d, deck, 4, ev)?;
        if self.scenario == Scenario::ExtendedMiddle {
            self.set_09_late_deck(d, ev);
            self.deck = deck;
            return Ok(());
        }
        let mut late = d.late_deck();
        self.rand.shuffle(&mut late);
        late.truncate(6);
        bottom_block(&mut self.rand, &mut deck, 6, late, "SET-07", ev);
        self.deck = deck;
        Ok(())
    }

    /// SET-09 (LR 3.04.1/5, 3.03.2 H): the Late deck of an Extended game, shuffled, with 10 of
    /// its cards and Era Ends shuffled at its bottom; it waits until the deck before it is drawn.
    fn set_09_late_deck(&mut self, d: &'static data::ScenarioData, ev: &mut Vec<Event>) {
        let mut late = d.late_deck();
        self.rand.shuffle(&mut late);
        bottom_block(&mut self.rand, &mut late, 10, Vec::new(), "SET-09", ev);
        self.next_decks.push(NextDeck {
            era: data::Era::Late,
            cards: late,
        });
    }

    /// SET-09 (LR 3.04.1/2, 3.04.1/5, 3.02.2 G): the Middle deck as the last deck of an Extended
    /// game from the Early to the Middle Republic, shuffled, with Era Ends placed by the Middle
    /// Republic's rule: 6 random Late cards, 6 random Middle cards and Era Ends shuffled at its
    /// bottom (the rest of the Late deck stays aside, 3.02.2 H); it waits until the Early deck
    /// is drawn.
    fn set_09_middle_deck_last(&mut self, d: &'static data::ScenarioData, ev: &mut Vec<Event>) {
        let mut middle = d.middle_deck();
        self.rand.shuffle(&mut middle);
        let mut late = d.late_deck();
        self.rand.shuffle(&mut late);
        late.truncate(6);
        bottom_block(&mut self.rand, &mut middle, 6, late, "SET-09", ev);
        self.next_decks.push(NextDeck {
            era: data::Era::Middle,
            cards: middle,
        });
    }

    /// SET-02 C-D (SET-07 C, F): deal `each` random Family cards face up to each player (the rest
    /// go back), shuffle, deal 3 Faction cards to each (Forum cards set aside and replaced, then
    /// shuffled back in). Returns the shuffled deck.
    pub(super) fn deal_families_and_hands(
        &mut self,
        d: &'static data::ScenarioData,
        mut deck: Vec<DeckCard>,
        each: usize,
        ev: &mut Vec<Event>,
    ) -> Result<Vec<DeckCard>, RuleError> {
        let mut families: Vec<u8> = deck
            .iter()
            .filter_map(|c| match c {
                DeckCard::Family(id) => Some(*id),
                _ => None,
            })
            .collect();
        deck.retain(|c| !matches!(c, DeckCard::Family(_)));
        self.rand.shuffle(&mut families);
        let n = self.faction_count();
        if families.len() < each * n {
            return Err(RuleError::Data("not enough Family cards to deal".into()));
        }
        for f in self.faction_ids() {
            let start = usize::from(f.0) * each;
            let mine: Vec<u8> = families[start..start + each].to_vec();
            for id in &mine {
                ev.push(public(EventKind::CardDrawn {
                    card: CardRef::Deck {
                        of: DeckCard::Family(*id),
                    },
                    to: DrawnTo::Dealt { faction: f },
                }));
                self.senators.push(Senator::from_family(d, *id, Some(f)));
            }
            ev.push(public(EventKind::SenatorsDealt {
                faction: f,
                senators: mine.iter().map(|id| SenatorId(id.to_string())).collect(),
            }));
        }
        deck.extend(families[each * n..].iter().map(|id| DeckCard::Family(*id)));
        // D. Shuffle; deal 3 face down to each, Forum cards set aside face up and replaced.
        self.rand.shuffle(&mut deck);
        let mut set_aside: Vec<DeckCard> = Vec::new();
        for _ in 0..3 {
            for f in self.faction_ids() {
                loop {
                    if deck.is_empty() {
                        return Err(RuleError::Data(
                            "the deck ran out while dealing hands".into(),
                        ));
                    }
                    let c = deck.remove(0);
                    if is_faction_card(&c) {
                        ev.push(private(
                            f,
                            EventKind::CardDrawn {
                                card: CardRef::Deck { of: c.clone() },
                                to: DrawnTo::IntoHand { faction: f },
                            },
                        ));
                        self.factions[usize::from(f.0)].hand.push(c);
                        break;
                    }
                    ev.push(public(EventKind::CardDrawn {
                        card: CardRef::Deck { of: c.clone() },
                        to: DrawnTo::SetAside { faction: f },
                    }));
                    set_aside.push(c);
                }
            }
        }
        for f in self.faction_ids() {
            let cards = self.factions[usize::from(f.0)]
                .hand
                .iter()
                .filter_map(card_key)
                .collect();
            ev.push(private(f, EventKind::HandDealt { faction: f, cards }));
        }
        if !set_aside.is_empty() {
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::SetAside {
                    count: u32::try_from(set_aside.len()).unwrap_or(u32::MAX),
                },
                place: Place::DeckReshuffled,
            }));
        }
        deck.extend(set_aside);
        self.rand.shuffle(&mut deck);
        Ok(deck)
    }

    /// SET-07 (LR 3.02.4/1): the six Undeveloped Provinces shuffled, one dealt to each player in
    /// seat order, the rest to the Forum.
    fn set_07_deal_provinces(
        &mut self,
        d: &'static data::ScenarioData,
        ev: &mut Vec<Event>,
    ) -> Vec<(FactionId, String)> {
        let mut keys: Vec<String> = MIDDLE_PROVINCES
            .iter()
            .map(|name| d.province_key(name))
            .collect();
        self.rand.shuffle(&mut keys);
        let mut dealt = Vec::new();
        for f in self.faction_ids() {
            if keys.is_empty() {
                break;
            }
            let key = keys.remove(0);
            ev.push(public(EventKind::ProvinceDealt {
                faction: f,
                province: key.clone().into(),
            }));
            dealt.push((f, key));
        }
        for key in keys {
            ev.push(public(EventKind::CardPlaced {
                card: CardRef::Province { key: key.clone() },
                place: Place::NewProvince {
                    rule: RuleId::new("SET-07"),
                },
            }));
            self.forum_provinces.push(key);
        }
        dealt
    }

    /// SET-07 (LR 3.02.4/2): the Senators of `f` who may govern the Province dealt to it: not
    /// the Temporary Rome Consul (LR 1.09.5/8: "The holder of a Major Office may not be
    /// proposed as a Governor"); SET-08: nor a Senator sent to govern the faction's Developed
    /// Province (LR 1.09.5/1: Governors come from the Senators in Rome).
    fn set_07_candidates(&self, f: FactionId) -> Vec<SenatorId> {
        self.senators_of(f)
            .into_iter()
            .filter(|&i| self.senators[i].offices.is_empty() && self.senators[i].in_rome)
            .map(|i| self.senators[i].id())
            .collect()
    }

    /// SET-07 (LR 3.02.4/2): the choice of each faction dealt a Province: its Governor and his
    /// term (1, 2 or 3 turns). Default Move (RULING SET-07, docs/RULINGS.md): the faction's
    /// Senator of least Influence (ties: lowest ID) for 3 turns: the Senate's own term
    /// (REV-19), and the faction's strongest Senators stay in Rome for the first Senate.
    fn governor_decision(&self, f: FactionId, province: &str) -> Option<Decision> {
        let candidates = self.set_07_candidates(f);
        let default = self
            .senators_of(f)
            .into_iter()
            .filter(|&i| self.senators[i].offices.is_empty() && self.senators[i].in_rome)
            .min_by_key(|&i| self.senators[i].influence)
            .map(|i| self.senators[i].id())?;
        let about = ChoiceAbout::SetupGovernor {
            province: province.to_string().into(),
        };
        // The Default Move first (the call lists it first), then every other pick.
        let default_pick = ChoiceOption::Governor {
            senator: default,
            term: 3,
        };
        let mut options = vec![default_pick.clone()];
        options.extend(
            candidates
                .iter()
                .flat_map(|s| {
                    (1..=3).map(move |term| ChoiceOption::Governor {
                        senator: s.clone(),
                        term,
                    })
                })
                .filter(|o| *o != default_pick),
        );
        let n = self.set_08_round_index();
        Some(self.choice_decision(n, f, about, options, default_pick))
    }

    /// SET-07: the round of the Governors' choices (before PB-01's Faction Leaders and plays;
    /// SET-08: two rounds, `setup_late.rs`).
    pub(super) fn open_governors_round(&mut self, dealt: &[(FactionId, String)]) {
        let decisions: Vec<Decision> = dealt
            .iter()
            .filter_map(|(f, key)| self.governor_decision(*f, key))
            .collect();
        if !self.open_choice_round(decisions) {
            self.after_governors_round();
        }
    }

    /// Is this a SET-07 Governor's answer?
    pub(super) fn set_07_is_answer(a: &Answer) -> bool {
        matches!(answer_about(a), Some(ChoiceAbout::SetupGovernor { .. }))
    }

    /// SET-07 (LR 3.02.4/2): each faction's Senator governs the Province dealt to it for the
    /// term chosen; then the PB-01 round opens (SET-08, LR 3.03.4/3: after the Developed
    /// Provinces' round, the Undeveloped ones').
    pub(super) fn set_07_governors(
        &mut self,
        answers: Vec<(FactionId, Answer)>,
        ev: &mut Vec<Event>,
    ) {
        let developed = self.set_08_developed_round();
        for (f, a) in answers {
            let Answer::Choice {
                about: ChoiceAbout::SetupGovernor { province },
                pick: ChoiceOption::Governor { senator, term },
            } = a
            else {
                continue;
            };
            let Some(i) = self
                .find_senator(&senator)
                .filter(|&i| self.senators[i].faction == Some(f))
            else {
                continue;
            };
            let key = province.to_string();
            self.senators[i].in_rome = false;
            self.provinces.push(Province {
                key: key.clone(),
                governor: senator.clone(),
                term: term.clamp(1, 3),
                developed,
                garrison: 0,
                elected_turn: 0,
            });
            ev.push(public(EventKind::SetupGovernor {
                faction: f,
                senator,
                province,
                term: term.clamp(1, 3),
            }));
        }
        self.after_governors_round();
    }

    /// SET-04: draw chits until one matches a senator in play: he is Temporary Rome Consul
    /// (Rome Consul and Prior Consul markers, +5 Influence); the chits go back into the cup.
    pub(super) fn set_04_temporary_rome_consul(&mut self, ev: &mut Vec<Event>) {
        // 36 chits; at least 9 senators are in play, so at most 36 draws are needed.
        for _ in 0..64 {
            let c = self.draw_chit(ev);
            if let Chit::Senator(n) = c
                && let Some(i) = self.senators.iter().position(|s| s.family == n)
            {
                let s = &mut self.senators[i];
                s.offices.push(Office::RomeConsul);
                s.prior_consul = true;
                s.add_influence(5);
                let (id, faction) = (s.id(), s.faction);
                if let Some(f) = faction {
                    ev.push(public(EventKind::TemporaryRomeConsul {
                        senator: id,
                        faction: f,
                    }));
                }
                break;
            }
        }
        self.cup = Chit::full_cup();
    }

    /// The faction of the Temporary Rome Consul (setup order starts there, SET-05/SET-06).
    fn rome_consul_faction(&self) -> FactionId {
        self.senators
            .iter()
            .find(|s| s.offices.contains(&Office::RomeConsul))
            .and_then(|s| s.faction)
            .unwrap_or(FactionId(0))
    }

    /// May `f` play statesman `id` now? (LR 1.07.312: not if an opponent controls the related
    /// Family card, nor if a related Statesman is already in play; GEN-10: the pairs 25A/B and
    /// 29A/B excepted, LR 1.07.312/4-5, 1.07.312/11.)
    pub(super) fn statesman_playable(&self, f: FactionId, id: &str) -> Result<(), Refused> {
        let d = data();
        let rule = self.plays_rule();
        let Some(card) = d.statesman(id) else {
            return Err(Illegal::NotAStatesman {
                card: CardKey(id.to_string()),
            }
            .by(rule));
        };
        // GEN-10 (LR 1.07.312/4, 1.07.312/11): one of a pair of Statesmen who may be in play
        // together (25A/B, 29A/B) may be played while the Family card is in another faction
        // when the other Statesman of the pair is already in play.
        let pair_in_play = self.senators.iter().any(|s| {
            s.family == card.family
                && s.statesman
                    .as_ref()
                    .is_some_and(|o| card.may_coexist_with.iter().any(|k| k == o))
        });
        for s in self.senators.iter().filter(|s| s.family == card.family) {
            if let Some(other) = &s.statesman {
                let coexist = card.may_coexist_with.iter().any(|k| k == other);
                if !coexist {
                    return Err(Illegal::RelatedStatesmanInPlay {
                        card: CardKey(card.id.clone()),
                        other: s.id(),
                    }
                    .by(rule));
                }
            }
            if s.family_card && s.faction.is_some() && s.faction != Some(f) && !pair_in_play {
                return Err(Illegal::FamilyInOtherFaction {
                    card: CardKey(card.id.clone()),
                    family: s.id(),
                }
                .by(rule));
            }
        }
        Ok(())
    }

    /// The rule of card plays now: SET-06 at setup, RVN-02 in the Revolution Phase.
    fn plays_rule(&self) -> &'static str {
        if self.phase == Phase::Revolution {
            "RVN-02"
        } else {
            "SET-06"
        }
    }

    /// Statesmen in `f`'s hand that may be played now (PB-01, RVN-02).
    pub(super) fn playable_statesmen(&self, f: FactionId) -> Vec<CardKey> {
        self.factions[usize::from(f.0)]
            .hand
            .iter()
            .filter_map(|c| match c {
                DeckCard::Statesman(id) if self.statesman_playable(f, id).is_ok() => {
                    Some(CardKey(id.clone()))
                }
                _ => None,
            })
            .collect()
    }

    /// Concessions in `f`'s hand (each may be played on one of its senators; PB-01, RVN-02).
    pub(super) fn playable_concessions(&self, f: FactionId) -> Vec<CardKey> {
        self.factions[usize::from(f.0)]
            .hand
            .iter()
            .filter_map(|c| match c {
                DeckCard::Concession(k) => Some(CardKey(k.clone())),
                _ => None,
            })
            .collect()
    }

    /// The setup decision for one faction (PB-01).
    fn setup_decision(&self, f: FactionId) -> Decision {
        let playable_statesmen = self.playable_statesmen(f);
        let playable_concessions = self.playable_concessions(f);
        let leader_candidates: Vec<SenatorId> = self
            .senators_of(f)
            .into_iter()
            .map(|i| self.senators[i].id())
            .collect();
        let default_leader = self
            .most_influential(f)
            .map(|i| self.senators[i].id())
            .unwrap_or_else(|| SenatorId(String::new()));
        Decision {
            id: self.decision_id("setup", f),
            kind: DecisionKind::SetupPlays,
            owner: f,
            simultaneous: true,
            options: DecisionOptions::SetupPlays {
                leader_candidates,
                playable_statesmen,
                playable_concessions,
            },
            default: Answer::SetupPlays {
                leader: default_leader.clone(),
                statesmen: Vec::new(),
                concessions: Vec::new(),
            },
            default_by: DefaultBy::Seed,
        }
    }

    pub(super) fn open_setup_round(&mut self) {
        let decisions = self
            .faction_ids()
            .into_iter()
            .map(|f| self.setup_decision(f))
            .collect();
        self.open_round(DecisionKind::SetupPlays, decisions);
    }

    /// Resolve a reference to one of `f`'s senators in a setup answer, counting the statesmen
    /// played in the same answer (`played`: canonical ID and family). Returns the ID of the
    /// card that will be on top once the statesmen are played.
    fn setup_ref(&self, f: FactionId, r: &SenatorId, played: &[(String, u8)]) -> Option<SenatorId> {
        let want = r.0.trim();
        let number: Option<u8> = want.trim_start_matches('#').parse().ok();
        if let Some((id, _)) = played
            .iter()
            .find(|(id, fam)| id.eq_ignore_ascii_case(want) || number == Some(*fam))
        {
            // A Statesman played in this answer, named by his ID or his family number: he will be
            // on top of the stack (or alone).
            if let Some(i) = self.find_senator(r)
                && self.senators[i].faction != Some(f)
            {
                return None;
            }
            return Some(SenatorId(id.clone()));
        }
        let i = self.find_senator(r)?;
        let s = &self.senators[i];
        if s.faction != Some(f) {
            return None;
        }
        match played.iter().find(|(_, fam)| *fam == s.family) {
            Some((id, _)) => Some(SenatorId(id.clone())),
            None => Some(s.id()),
        }
    }

    /// Validate and normalise a PB-01 answer (SET-05, SET-06).
    pub(super) fn validate_setup(&self, f: FactionId, a: &Answer) -> Result<Answer, RuleError> {
        let Answer::SetupPlays {
            leader,
            statesmen,
            concessions,
        } = a
        else {
            return Err(RuleError::WrongKind {
                expected: DecisionKind::SetupPlays,
            });
        };
        let played = self.validate_statesman_plays(f, statesmen)?;
        let Some(leader) = self.setup_ref(f, leader, &played) else {
            return Err(Illegal::NotYourSenator {
                senator: leader.clone(),
                act: Act::LeadFaction,
            }
            .by("SET-05")
            .into());
        };
        let plays = self.validate_concession_plays(f, concessions, &played)?;
        Ok(Answer::SetupPlays {
            leader,
            statesmen: played.into_iter().map(|(id, _)| CardKey(id)).collect(),
            concessions: plays,
        })
    }

    /// Validate Statesmen played from `f`'s hand (PB-01, RVN-02): each in hand, listed once,
    /// playable (LR 1.07.312), at most one per family. Returns (canonical ID, family) in order.
    pub(super) fn validate_statesman_plays(
        &self,
        f: FactionId,
        statesmen: &[CardKey],
    ) -> Result<Vec<(String, u8)>, RuleError> {
        let d = data();
        let hand = &self.factions[usize::from(f.0)].hand;
        let mut played: Vec<(String, u8)> = Vec::new();
        for key in statesmen {
            let Some(id) = hand.iter().find_map(|c| match c {
                DeckCard::Statesman(id) if id.eq_ignore_ascii_case(key.0.trim()) => Some(id),
                _ => None,
            }) else {
                return Err(Illegal::StatesmanNotInHand { card: key.clone() }
                    .by(self.plays_rule())
                    .into());
            };
            if played.iter().any(|(p, _)| p == id) {
                return Err(Illegal::CardTwice {
                    card: CardKey(id.clone()),
                }
                .by(self.plays_rule())
                .into());
            }
            self.statesman_playable(f, id)?;
            let family = d.statesman(id).map_or(0, |c| c.family);
            if played.iter().any(|(_, fam)| *fam == family) {
                return Err(Illegal::SameFamilyStatesmen {
                    card: CardKey(id.clone()),
                }
                .by("GEN-10")
                .into());
            }
            played.push((id.clone(), family));
        }
        Ok(played)
    }

    /// Validate Concessions played from `f`'s hand, each on one of its senators (counting the
    /// Statesmen `played` in the same answer); PB-01, RVN-02.
    pub(super) fn validate_concession_plays(
        &self,
        f: FactionId,
        concessions: &[(CardKey, SenatorId)],
        played: &[(String, u8)],
    ) -> Result<Vec<(CardKey, SenatorId)>, RuleError> {
        let hand = &self.factions[usize::from(f.0)].hand;
        let mut plays: Vec<(CardKey, SenatorId)> = Vec::new();
        for (key, target) in concessions {
            let Some(k) = hand.iter().find_map(|c| match c {
                DeckCard::Concession(k) if k.eq_ignore_ascii_case(key.0.trim()) => Some(k),
                _ => None,
            }) else {
                return Err(Illegal::ConcessionNotInHand { card: key.clone() }
                    .by(self.plays_rule())
                    .into());
            };
            if plays.iter().any(|(p, _)| p.0 == *k) {
                return Err(Illegal::CardTwice {
                    card: CardKey(k.clone()),
                }
                .by(self.plays_rule())
                .into());
            }
            let Some(t) = self.setup_ref(f, target, played) else {
                return Err(Illegal::NotYourSenator {
                    senator: target.clone(),
                    act: Act::HoldConcession,
                }
                .by(self.plays_rule())
                .into());
            };
            plays.push((CardKey(k.clone()), t));
        }
        Ok(plays)
    }

    /// Play a statesman from `f`'s hand (LR 1.07.312): on his own Family card (taking over its
    /// greater Influence and Popularity, markers, concessions, knights), with his Family card
    /// from the Forum, or alone if his Family card is in the Curia or the deck.
    pub(super) fn play_statesman(&mut self, f: FactionId, id: &str, ev: &mut Vec<Event>) {
        let d = data();
        let Some(card) = d.statesman(id) else {
            return;
        };
        let hand = &mut self.factions[usize::from(f.0)].hand;
        let Some(pos) = hand
            .iter()
            .position(|c| matches!(c, DeckCard::Statesman(k) if k == &card.id))
        else {
            return;
        };
        hand.remove(pos);
        let family_stack = self
            .senators
            .iter()
            .position(|s| s.family == card.family && s.family_card && s.statesman.is_none());
        let how;
        match family_stack {
            Some(i)
                if self.senators[i].faction.is_none() || self.senators[i].faction == Some(f) =>
            {
                let from_forum = self.senators[i].faction.is_none();
                let old_id = self.senators[i].id();
                let s = &mut self.senators[i];
                s.statesman = Some(card.id.clone());
                s.faction = Some(f);
                s.influence = s.influence.max(u32::from(card.influence));
                s.popularity = s.popularity.max(i32::from(card.popularity));
                // RVN-02 (LR 1.07.312): he takes over the Family card's Governorships and
                // markers: whatever named the Family Senator now names the Statesman.
                self.rvn_02_rename_senator(&old_id, &SenatorId(card.id.clone()));
                how = if from_forum {
                    StatesmanEntry::FamilyFromForum
                } else {
                    StatesmanEntry::OnFamilyCard
                };
            }
            _ => {
                let mut s = Senator::from_family(d, card.family, Some(f));
                s.family_card = false;
                s.statesman = Some(card.id.clone());
                s.influence = u32::from(card.influence);
                s.popularity = i32::from(card.popularity);
                self.senators.push(s);
                how = StatesmanEntry::Alone;
            }
        }
        ev.push(public(EventKind::StatesmanPlayed {
            faction: f,
            statesman: SenatorId(card.id.clone()),
            how,
        }));
    }

    /// RVN-02 (LR 1.07.312): a Statesman placed on his Family card "takes over ... all its
    /// Concessions, Governorships, Knights, and other markers". The Senator's id changes from
    /// the family number to the Statesman's, so every record naming him by the old id (a
    /// Province's Governor, a Force's commander or Master of Horse, a captive, a rebel) is
    /// renamed.
    fn rvn_02_rename_senator(&mut self, old: &SenatorId, new: &SenatorId) {
        let swap = |x: &mut SenatorId| {
            if x == old {
                *x = new.clone();
            }
        };
        for p in &mut self.provinces {
            swap(&mut p.governor);
        }
        for f in &mut self.forces {
            f.commander.iter_mut().for_each(swap);
            f.master_of_horse.iter_mut().for_each(swap);
        }
        for c in &mut self.captives {
            swap(&mut c.senator);
        }
        if let Some(r) = self.rebellion.as_mut() {
            swap(&mut r.rebel);
            r.secondaries.iter_mut().for_each(swap);
            r.ex_master_of_horse.iter_mut().for_each(swap);
            if let Some(a) = r.senate_army.as_mut() {
                swap(&mut a.commander);
                a.master_of_horse.iter_mut().for_each(swap);
            }
        }
    }

    /// Resolve PB-01 in seat order clockwise from the Temporary Rome Consul's faction
    /// (SET-05, SET-06), then start turn 1.
    ///
    /// RULING (SET-05/SET-06): LR 3.01.7 has every player place his Faction Leader, then 3.01.9
    /// every player play cards; S004 merges both into one sealed mail. Each faction's mail is
    /// applied whole, in order: its Statesmen, then its Faction Leader (who may be a Statesman
    /// played in the same mail), then its Concessions (on any of its Senators, including those
    /// Statesmen).
    pub(super) fn resolve_setup(&mut self, answers: Vec<(FactionId, Answer)>, ev: &mut Vec<Event>) {
        let order = self.clockwise_from(self.rome_consul_faction());
        for f in order {
            let Some((
                _,
                Answer::SetupPlays {
                    leader,
                    statesmen,
                    concessions,
                },
            )) = answers.iter().find(|(o, _)| *o == f)
            else {
                continue;
            };
            for s in statesmen {
                self.play_statesman(f, &s.0, ev);
            }
            let leader_idx = self
                .find_senator(leader)
                .filter(|i| self.senators[*i].faction == Some(f))
                .or_else(|| self.most_influential(f));
            for i in self.senators_of(f) {
                self.senators[i].faction_leader = false;
            }
            if let Some(i) = leader_idx {
                self.senators[i].faction_leader = true;
                ev.push(public(EventKind::FactionLeaderChosen {
                    faction: f,
                    senator: self.senators[i].id(),
                }));
            }
            for (key, target) in concessions {
                self.play_concession(f, key, target, ev);
            }
        }
        self.start_turn(ev);
    }

    /// Play a Concession from `f`'s hand on one of its senators (PB-01, RVN-02); nothing if
    /// the card or the senator is not there any more.
    pub(super) fn play_concession(
        &mut self,
        f: FactionId,
        key: &CardKey,
        target: &SenatorId,
        ev: &mut Vec<Event>,
    ) {
        let Some(t) = self
            .find_senator(target)
            .filter(|i| self.senators[*i].faction == Some(f))
        else {
            return;
        };
        let hand = &mut self.factions[usize::from(f.0)].hand;
        let Some(pos) = hand
            .iter()
            .position(|c| matches!(c, DeckCard::Concession(k) if *k == key.0))
        else {
            return;
        };
        hand.remove(pos);
        self.senators[t].concessions.push(HeldConcession {
            key: key.0.clone(),
            corrupt: false,
        });
        ev.push(public(EventKind::ConcessionPlayed {
            faction: f,
            concession: key.clone(),
            senator: self.senators[t].id(),
        }));
    }
}
