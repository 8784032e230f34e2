//! Creating a game: deal, mail each player their hand, call for the first orders.

use sha2::{Digest, Sha256};

use crate::rules::{Game, HouseRules, Scenario, Setup, TableRules, VotingOrder};
use crate::store::TableOptions;
use crate::store::{DeadlineChange, DeadlineRow, NewGame, PlayerRow, Step};

use super::{Loaded, Referee, RefereeError, clock, mails, status_text};

/// A player to seat: display name and registered From address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlayer {
    pub name: String,
    pub address: String,
}

/// Parse `Name <addr@host>` (or a bare address, whose local part becomes the name).
pub fn parse_player(s: &str) -> Result<NewPlayer, String> {
    let s = s.trim();
    let (name, addr) = match (s.find('<'), s.rfind('>')) {
        (Some(a), Some(b)) if a < b => (s[..a].trim().trim_matches('"').to_string(), &s[a + 1..b]),
        _ => (String::new(), s),
    };
    let addr = addr.trim().to_lowercase();
    let Some((local, domain)) = addr.split_once('@') else {
        return Err(format!("{s:?}: expected \"Name <address@domain>\""));
    };
    if local.is_empty() || domain.is_empty() || addr.contains(char::is_whitespace) {
        return Err(format!("{s:?}: {addr:?} is not a mail address"));
    }
    // Issue 22: refused now if lettre could not send to it (the first mail would fail for good).
    crate::mail::send::sendable_address(&addr).map_err(|e| format!("{s:?}: {e}"))?;
    if name.chars().any(char::is_control) {
        return Err(format!(
            "{s:?}: the name holds a line break or control character"
        ));
    }
    let bracketed = s.contains('<');
    if bracketed && name.is_empty() {
        return Err(format!(
            "{s:?}: the player has no name; write \"Name <{addr}>\" (or the bare address, \
             whose local part becomes the name)"
        ));
    }
    let name = if name.is_empty() {
        local.to_string()
    } else {
        name
    };
    Ok(NewPlayer {
        name,
        address: addr,
    })
}

/// Random bytes from the operating system.
pub fn random_bytes<const N: usize>() -> Result<[u8; N], RefereeError> {
    let mut b = [0u8; N];
    getrandom::fill(&mut b)
        .map_err(|e| RefereeError::Invalid(format!("no randomness from the OS: {e}")))?;
    Ok(b)
}

const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";

fn random_word(len: usize) -> Result<String, RefereeError> {
    let bytes = random_bytes::<32>()?;
    Ok(bytes
        .iter()
        .take(len)
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect())
}

impl Referee {
    /// Create a game; returns its id. Setup mails and the first call for orders are queued.
    pub async fn create_game(
        &self,
        scenario: Scenario,
        players: Vec<NewPlayer>,
        seed: Option<[u8; 32]>,
    ) -> Result<String, RefereeError> {
        self.create_game_with(scenario, players, seed, VotingOrder::Simultaneous)
            .await
    }

    /// Create a game with its voting setting and its house rules (issue 21 §2: SEN-02
    /// "agenda vote", FOR-17 "bid ahead"), all kept in the stored setup.
    pub async fn create_game_with_house_rules(
        &self,
        scenario: Scenario,
        players: Vec<NewPlayer>,
        seed: Option<[u8; 32]>,
        voting_order: VotingOrder,
        house: HouseRules,
    ) -> Result<String, RefereeError> {
        self.create_game_with_options(
            scenario,
            players,
            seed,
            voting_order,
            house,
            TableOptions::default(),
        )
        .await
    }

    /// Issue 25 §1: create a game with its house rules and its table options (press, the GM's
    /// copy of private press, absences).
    pub async fn create_game_with_options(
        &self,
        scenario: Scenario,
        players: Vec<NewPlayer>,
        seed: Option<[u8; 32]>,
        voting_order: VotingOrder,
        house: HouseRules,
        options: TableOptions,
    ) -> Result<String, RefereeError> {
        let rules = TableRules {
            voting_order,
            house,
            ..Default::default()
        };
        self.create_game_with_rules(scenario, players, seed, rules, options)
            .await
    }

    /// Create a game with its voting setting (SEN-02 / SEN-04, seed 004 "VOTING"), kept in the
    /// stored setup so that a replay has it.
    pub async fn create_game_with(
        &self,
        scenario: Scenario,
        players: Vec<NewPlayer>,
        seed: Option<[u8; 32]>,
        voting_order: VotingOrder,
    ) -> Result<String, RefereeError> {
        self.create_game_with_house_rules(
            scenario,
            players,
            seed,
            voting_order,
            HouseRules::default(),
        )
        .await
    }

    /// Issue 24 §3: create a game with every option of its rules page (advanced rules, house
    /// rules, the voting setting, deadlines: `game new --option`) and its table options; the
    /// options are kept in the stored setup, so that a replay has them.
    pub async fn create_game_with_rules(
        &self,
        scenario: Scenario,
        players: Vec<NewPlayer>,
        seed: Option<[u8; 32]>,
        rules: TableRules,
        options: TableOptions,
    ) -> Result<String, RefereeError> {
        self.check_players(&players)?;
        let seed = match seed {
            Some(s) => s,
            None => random_bytes::<32>()?,
        };
        let setup = Setup {
            scenario,
            players: players.iter().map(|p| p.name.clone()).collect(),
        };
        let stored = crate::position::StoredSetup {
            setup: setup.clone(),
            position: None,
            voting_order: rules.voting_order,
            agenda_vote: rules.house.agenda_vote,
            bid_ahead: rules.house.bid_ahead,
            picture: false,
            options: rules.options.clone(),
        };
        let setup_json = serde_json::to_string(&stored)
            .map_err(|e| RefereeError::Invalid(format!("setup: {e}")))?;
        let (mut game, mut events) = Game::new(setup, seed)?;
        events.extend(game.start_options(&rules));
        self.store_new_game(players, seed, setup_json, game, events, options)
            .await
    }

    /// Create a game from a position (issue 7: a GM taking over a game played elsewhere); the
    /// players are seated in the position's faction order. Each gets a setup mail with their
    /// senators and hand, and the call for the round the position opens. The position's text is
    /// kept in the setup, so that the log is setup + seed + inputs (`rorgm replay`).
    pub async fn create_game_from_position(
        &self,
        text: &str,
        players: Vec<NewPlayer>,
        seed: Option<[u8; 32]>,
    ) -> Result<String, RefereeError> {
        self.create_game_from_position_with_options(text, players, seed, TableOptions::default())
            .await
    }

    /// Issue 25 §1: [`Self::create_game_from_position`] with the game's table options.
    pub async fn create_game_from_position_with_options(
        &self,
        text: &str,
        players: Vec<NewPlayer>,
        seed: Option<[u8; 32]>,
        options: TableOptions,
    ) -> Result<String, RefereeError> {
        self.check_players(&players)?;
        let mut position =
            crate::position::parse(text).map_err(|e| RefereeError::Invalid(e.to_string()))?;
        if !position.players.is_empty() && position.players.len() != players.len() {
            return Err(RefereeError::Invalid(format!(
                "the position has {} players, --player gives {}",
                position.players.len(),
                players.len()
            )));
        }
        position.players = players.iter().map(|p| p.name.clone()).collect();
        let seed = match seed {
            Some(s) => s,
            None => random_bytes::<32>()?,
        };
        let stored = crate::position::StoredSetup {
            setup: Setup {
                scenario: position.scenario,
                players: position.players.clone(),
            },
            position: Some(text.to_string()),
            voting_order: position.voting_order,
            agenda_vote: position.agenda_vote,
            bid_ahead: position.bid_ahead,
            picture: false,
            options: position.options.clone(),
        };
        let setup_json = serde_json::to_string(&stored)
            .map_err(|e| RefereeError::Invalid(format!("setup: {e}")))?;
        let (game, events) = crate::position::start(&position, seed)
            .map_err(|e| RefereeError::Invalid(e.to_string()))?;
        self.store_new_game(players, seed, setup_json, game, events, options)
            .await
    }

    /// The players are 3 to 6, none with the GM's address, no address twice.
    fn check_players(&self, players: &[NewPlayer]) -> Result<(), RefereeError> {
        if !(3..=6).contains(&players.len()) {
            return Err(RefereeError::Invalid(format!(
                "a game needs 3 to 6 players, not {}",
                players.len()
            )));
        }
        for (i, p) in players.iter().enumerate() {
            let gm = self.settings.gm_address.to_lowercase();
            if p.address == gm || crate::mail::plus_token(&gm, &p.address).is_some() {
                return Err(RefereeError::Invalid(format!(
                    "{} is the GM's own address (mail.gm_address); a player needs an address of \
                     their own",
                    p.address
                )));
            }
            if players[..i].iter().any(|q| q.address == p.address) {
                return Err(RefereeError::Invalid(format!(
                    "address {} is given twice",
                    p.address
                )));
            }
        }
        Ok(())
    }

    /// Store a new game with its setup mails and the first call for orders.
    async fn store_new_game(
        &self,
        players: Vec<NewPlayer>,
        seed: [u8; 32],
        setup_json: String,
        game: Game,
        events: Vec<crate::rules::Event>,
        options: TableOptions,
    ) -> Result<String, RefereeError> {
        let id = format!("g{}", random_word(6)?);
        let mut rows = Vec::new();
        for (i, p) in players.iter().enumerate() {
            rows.push(PlayerRow {
                game_id: id.clone(),
                faction: u8::try_from(i).unwrap_or(u8::MAX),
                name: p.name.clone(),
                address: p.address.clone(),
                token: random_word(12)?,
            });
        }
        let seed_hex = hex::encode(seed);
        let seed_sha256 = hex::encode(Sha256::digest(seed));
        let now = self.clock.now();
        let (now_ms, now_text) = (clock::ms(now), now.to_string());
        let state_json = Self::state_json(&game)?;
        let loaded_names =
            crate::render::Names::new(&game.view(crate::rules::Viewer::Gm), game.players());
        let cx = self.mail_ctx(&id, &rows);
        let deadline = self.deadline_row(&id, &game, now);
        let (first_calls, deadline_change) = match &deadline {
            Some(d) => (
                mails::calls(&cx, &game, d.deadline_ms, "r0", &[])?,
                DeadlineChange::Set(d.clone()),
            ),
            None => (Vec::new(), DeadlineChange::Keep),
        };
        let outbox = mails::setup_mails(
            &cx,
            &game,
            &events,
            &loaded_names,
            &seed_sha256,
            first_calls,
            &crate::render::press::table_option_lines(
                options.grey_press,
                options.press_copy,
                options.absent_extension_hours,
            ),
        )?;
        let new = NewGame {
            id: id.clone(),
            scenario: "early".into(),
            setup_json,
            seed_hex,
            seed_sha256,
            status: status_text(&game),
            round: game.round(),
            state_json,
            created_at: now_text.clone(),
            options,
        };
        let step = Step {
            game_id: Some(id.clone()),
            now_ms,
            now_text,
            events,
            outbox,
            deadline: deadline_change,
            ..Default::default()
        };
        self.store.create_game(&new, &rows, &step).await?;
        tracing::info!(game = %id, players = rows.len(), "game created");
        Ok(id)
    }

    /// The deadline row for the current round, if the game waits for anyone.
    pub fn deadline_row(
        &self,
        game_id: &str,
        game: &Game,
        now: jiff::Timestamp,
    ) -> Option<DeadlineRow> {
        if game.open_decisions().is_empty() {
            return None;
        }
        // Issue 24 §3: the game's shortest deadline, then its weekend-free days.
        let o = game.options();
        let length = self
            .settings
            .rounds
            .round_length()
            .max(jiff::SignedDuration::from_hours(i64::from(
                o.min_deadline_hours,
            )));
        let mut deadline = now.checked_add(length).unwrap_or(now);
        if let Some(zone) = &o.weekend_free_zone {
            deadline = clock::off_weekend(deadline, zone);
        }
        let reminder = deadline
            .checked_sub(self.settings.rounds.reminder_lead())
            .unwrap_or(deadline);
        Some(DeadlineRow {
            game_id: game_id.to_string(),
            round: game.round(),
            deadline_ms: clock::ms(deadline),
            reminder_ms: clock::ms(reminder),
            reminded: false,
        })
    }
}

impl Referee {
    /// GM: seat a new player in place of another (same faction). The old token stops working;
    /// the new player gets a private status mail with the hand, and the call for orders if the
    /// faction owes something; everyone is told who now plays the faction.
    pub async fn replace_player(
        &self,
        game_id: &str,
        faction: u8,
        player: NewPlayer,
    ) -> Result<PlayerRow, RefereeError> {
        let loaded = self.load(game_id).await?;
        if usize::from(faction) >= loaded.players.len() {
            return Err(RefereeError::Invalid(format!(
                "game {game_id} has factions 1 to {}",
                loaded.players.len()
            )));
        }
        if loaded
            .players
            .iter()
            .any(|p| p.address == player.address && p.faction != faction)
        {
            return Err(RefereeError::Invalid(format!(
                "{} already plays another faction of this game",
                player.address
            )));
        }
        let new = PlayerRow {
            game_id: game_id.to_string(),
            faction,
            name: player.name.clone(),
            address: player.address.clone(),
            token: random_word(12)?,
        };
        let mut players = loaded.players.clone();
        players[usize::from(faction)] = new.clone();
        let (now_ms, now_text) = self.now_text();
        let cx = self.mail_ctx(game_id, &players);
        let tag = format!("repl.{}.{}", faction, &new.token[..4]);
        let mut outbox = Vec::new();
        let deadline_ms = self.store.deadline(game_id).await?.map(|d| d.deadline_ms);
        let deadline = match deadline_ms {
            Some(ms) => crate::render::deadline::utc(ms),
            None => crate::render::deadline::none(),
        };
        let replaced = Loaded {
            row: loaded.row.clone(),
            game: loaded.game.clone(),
            players: players.clone(),
            prefs: loaded.prefs.clone(),
            held: loaded.held.clone(),
            options: loaded.options,
        };
        let status = self.status_text(&replaced, &new, &deadline)?;
        let (subject, opening) = crate::render::notices::seat_welcome(
            faction + 1,
            game_id,
            &cx.reply_to(&new),
            &new.address,
            &crate::render::option_lines(&loaded.game.table_rules().settings()),
        );
        let welcome = cx.mail(
            &new,
            "setup",
            &format!("{tag}.status"),
            subject,
            format!("{opening}{status}"),
        );
        let call = match deadline_ms {
            Some(ms) => mails::calls(&cx, &loaded.game, ms, &tag, &loaded.prefs)?
                .into_iter()
                .find(|m| m.to_addr == new.address),
            None => None,
        };
        // Issue 10: the new player's status and the call they owe are one mail.
        outbox.push(match call {
            Some(call) => mails::fold_call(cx.game_id, welcome, call),
            None => welcome,
        });
        let notice = crate::render::notices::seated(&new.name, faction + 1);
        let body = self.renderer.render(
            "announcement",
            serde_json::json!({ "game_id": game_id, "headline": notice.headline, "lines": notice.lines }),
        )?;
        for p in &players {
            outbox.push(cx.mail(
                p,
                "announcement",
                &format!("{tag}.ann.{}", p.faction),
                notice.subject.clone(),
                body.clone(),
            ));
        }
        let step = Step {
            game_id: Some(game_id.to_string()),
            now_ms,
            now_text,
            outbox,
            ..Default::default()
        };
        self.store.replace_player(&new, &step).await?;
        tracing::info!(game = %game_id, faction, "player replaced");
        Ok(new)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_forms() {
        assert_eq!(
            parse_player("Alice Smith <Alice@Example.test>").unwrap(),
            NewPlayer {
                name: "Alice Smith".into(),
                address: "alice@example.test".into()
            }
        );
        assert_eq!(parse_player("bob@example.test").unwrap().name, "bob");
        assert!(parse_player("nobody").is_err());
        assert!(parse_player("X <a b@c>").is_err());
        // Issue 9: a player with no name is refused, with the form to use.
        for nameless in ["<carol@example.test>", "\"\" <carol@example.test>"] {
            let e = parse_player(nameless).unwrap_err();
            assert!(
                e.contains("no name") && e.contains("Name <carol@example.test>"),
                "{e}"
            );
        }
    }
}
