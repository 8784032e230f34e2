//! The words of a `Choice` decision (issue 7): what the choice is about and each option's
//! `CHOOSE` line, for the call for orders.

use orders::units_order;
use rules::api::{ChoiceAbout, ChoiceOption};

use super::Names;

/// The order text of an option (what `CHOOSE` takes).
fn option_order(o: &ChoiceOption, n: &Names) -> String {
    match o {
        ChoiceOption::LoseInfluence => "INFLUENCE".to_string(),
        ChoiceOption::StepDown => "STEP DOWN".to_string(),
        ChoiceOption::EndProsecutions => "END PROSECUTIONS".to_string(),
        ChoiceOption::Senator { senator } => n.senator(senator),
        ChoiceOption::War { war } => n.war(war),
        ChoiceOption::Leader { leader } => n.leader(leader),
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
        ChoiceOption::Faction { faction } => format!("FACTION {faction}"),
        ChoiceOption::PayBodyguard => "PAY BODYGUARD".to_string(),
        ChoiceOption::DropBodyguard => "DROP BODYGUARD".to_string(),
        ChoiceOption::KeepBequest => "KEEP BEQUEST".to_string(),
        ChoiceOption::GiveBequest => "GIVE BEQUEST".to_string(),
        ChoiceOption::PlayProscription => "PROSCRIPTION".to_string(),
        ChoiceOption::ProscribeKnights => "PROSCRIBE".to_string(),
        ChoiceOption::MarchOnRome => "MARCH".to_string(),
        ChoiceOption::StayInProvince => "STAY".to_string(),
        ChoiceOption::ProvinceFleetLosses { most } => format!("{most} FROM THE PROVINCE"),
        ChoiceOption::Governor { senator, term } => format!("{} FOR {term}", n.senator(senator)),
        ChoiceOption::Graft { senator } => format!("GRAFT {}", n.senator(senator)),
        ChoiceOption::MurderTribune { senator } => format!("MURDER {}", n.senator(senator)),
        ChoiceOption::Mob { senator } => format!("MOB {}", n.senator(senator)),
        ChoiceOption::AnotherTribune => "ANOTHER TRIBUNE".to_string(),
        ChoiceOption::Pass => "PASS".to_string(),
        ChoiceOption::ClaimLandCommissioner => "CLAIM LAND COMMISSIONER".to_string(),
        ChoiceOption::ProvincialForces { armies, fleets, .. } => {
            format!("{armies} ARMIES {fleets} FLEETS")
        }
        ChoiceOption::CleopatraCommander { commander } => {
            format!("CLEOPATRA FOR {}", n.senator(commander))
        }
        ChoiceOption::CleopatraEnemy => "CLEOPATRA ENEMY".to_string(),
        ChoiceOption::Recruit { .. } => orders::recruit_line(o),
        ChoiceOption::DisbandVeterans { .. } | ChoiceOption::RecallVeterans { .. } => {
            orders::disband_line(o)
        }
        ChoiceOption::ReturnHome => "RETURN".to_string(),
        ChoiceOption::GovernByLegate => "LEGATE".to_string(),
        ChoiceOption::GoToProvince => "GO".to_string(),
        ChoiceOption::Commanders { order } => order
            .iter()
            .map(|c| n.senator(c))
            .collect::<Vec<_>>()
            .join(", "),
        ChoiceOption::FleetsLost { rome, forces } => {
            let mut parts = Vec::new();
            if *rome > 0 {
                parts.push(format!("{rome} ROME"));
            }
            for c in forces.iter().filter(|c| c.fleets > 0) {
                let place = match &c.commander {
                    Some(s) => n.senator(s),
                    None => n.war(&c.war),
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
            orders::UnitsNames {
                place: &|c| match &c.commander {
                    Some(s) => n.senator(s),
                    None => n.war(&c.war),
                },
                province: &|k| n.province(k),
                senator: &|s| n.senator(s),
            },
        ),
    }
}

/// What the option does, in words.
fn option_meaning(about: &ChoiceAbout, o: &ChoiceOption, n: &Names) -> String {
    // COM-01 / RVN-11: the Late Laws' choices (late_laws.rs).
    if let Some(words) = super::late_laws::meaning(about, o, n) {
        return words;
    }
    // RVN-03 / SEN-61: ADV 2.04's choices (disbandment.rs).
    if let Some(words) = super::disbandment::meaning(about, o) {
        return words;
    }
    // SEN-56: a Law's Sponsors (law_votes.rs).
    if let Some(words) = super::law_votes::meaning(about, o, n) {
        return words;
    }
    // RVN-10 / COM-02: ADV 2.03.71's reinforcement, 2.03.72/11's Fleet losses.
    if let Some(words) = super::rebel_reinforcement::meaning(about, o, n) {
        return words;
    }
    match (about, o) {
        (_, ChoiceOption::LoseInfluence) => "he loses 1 Influence".to_string(),
        (_, ChoiceOption::Faction { faction }) => format!(
            "the chits drawn kill the Senators of {} whose numbers they bear",
            n.faction(*faction)
        ),
        (_, ChoiceOption::StepDown) => "he steps down as Presiding Magistrate for the rest of \
                                        the turn; the next HRAO presides"
            .to_string(),
        (_, ChoiceOption::EndProsecutions) => "he ends all Prosecutions and hands the meeting \
                                               back to the Presiding Magistrate"
            .to_string(),
        (ChoiceAbout::MasterOfHorse { .. }, ChoiceOption::Senator { senator }) => format!(
            "{} becomes Master of Horse (+3 Influence)",
            n.senator(senator)
        ),
        (ChoiceAbout::Advocate { accused, .. }, ChoiceOption::Senator { senator })
            if senator == accused =>
        {
            format!("{} represents himself at his Trial", n.senator(senator))
        }
        (ChoiceAbout::Advocate { .. }, ChoiceOption::Senator { senator }) => format!(
            "you ask {} to be the Advocate (a Senator of another player must come forward: his \
             player is asked; if he does not, the Accused represents himself)",
            n.senator(senator)
        ),
        (_, ChoiceOption::Senator { senator }) => {
            format!("{} joins your faction, in Rome", n.senator(senator))
        }
        (ChoiceAbout::RebelCampaign { .. }, ChoiceOption::War { war }) => format!(
            "he attacks the {} with every Legion and Fleet he holds (the naval battle first if \
             it has a fleet)",
            n.war(war)
        ),
        (ChoiceAbout::NewAlliance { increased: true }, ChoiceOption::War { war }) => format!(
            "the {} makes peace: all its Spoils to the State, the card discarded",
            n.war(war)
        ),
        (_, ChoiceOption::War { war }) => format!(
            "the {} makes peace: half its Spoils to the State, the card shuffled into the top \
             six cards of the deck",
            n.war(war)
        ),
        (ChoiceAbout::EnemyLeader { increased: true }, ChoiceOption::Leader { leader }) => {
            format!(
                "{} is discarded and his largest matching war sues for peace",
                n.leader(leader)
            )
        }
        (_, ChoiceOption::Leader { leader }) => format!("{} is discarded", n.leader(leader)),
        (_, ChoiceOption::LandBattle) => "after a naval Victory he attacks the land forces at \
                                          once, if a Legion and the Fleet Support are left"
            .to_string(),
        (ChoiceAbout::QuitOrStay { senator }, ChoiceOption::Stay) => format!(
            "you keep {} as your Faction Leader and play on",
            n.senator(senator)
        ),
        (_, ChoiceOption::Stay) => "you play on".to_string(),
        (_, ChoiceOption::Quit) => "you quit the game: the Senator goes back to the Curia, your \
                                    hand is discarded and your treasury goes to the bank"
            .to_string(),
        (
            _,
            ChoiceOption::UnitsEliminated {
                rome_legions,
                rome_fleets,
                forces,
                garrisons,
                ..
            },
        ) => {
            let mut parts = Vec::new();
            if *rome_legions + *rome_fleets > 0 {
                parts.push(format!(
                    "{} in Rome",
                    units_words(*rome_legions, *rome_fleets)
                ));
            }
            for c in forces.iter().filter(|c| c.legions + c.fleets > 0) {
                parts.push(match &c.commander {
                    Some(s) => format!(
                        "{} from the Force of {} against the {}",
                        units_words(c.legions, c.fleets),
                        n.senator(s),
                        n.war(&c.war)
                    ),
                    None => format!(
                        "{} from the Force against the {}",
                        units_words(c.legions, c.fleets),
                        n.war(&c.war)
                    ),
                });
            }
            for (key, k) in garrisons.iter().filter(|(_, k)| *k > 0) {
                parts.push(format!(
                    "{} from the garrison of {}",
                    units_words(*k, 0),
                    n.province(key)
                ));
            }
            format!("eliminated: {}", parts.join("; "))
        }
        (_, ChoiceOption::FleetsLost { rome, forces }) => {
            let mut parts = Vec::new();
            if *rome > 0 {
                parts.push(format!("{rome} of the Fleets in Rome"));
            }
            for c in forces.iter().filter(|c| c.fleets > 0) {
                parts.push(match &c.commander {
                    Some(s) => format!(
                        "{} from the Force of {} against the {}",
                        c.fleets,
                        n.senator(s),
                        n.war(&c.war)
                    ),
                    None => format!("{} from the Force against the {}", c.fleets, n.war(&c.war)),
                });
            }
            format!("sunk: {}", parts.join(", "))
        }
        (_, ChoiceOption::Commanders { order }) => match order.first() {
            Some(c) => format!("{} attacks first, the others in this order", n.senator(c)),
            None => "they attack in this order".to_string(),
        },
        (_, ChoiceOption::VeteransStay) => {
            "they stay in the Rebel's Army and fight for him".to_string()
        }
        (_, ChoiceOption::DesertToRome) => {
            "they leave the Rebel for the Senate's Active Forces in Rome".to_string()
        }
        (ChoiceAbout::LoyalVeterans { army: Some(c), .. }, ChoiceOption::DesertToArmy) => format!(
            "they join the Army of {} against the Rebel, before the battle",
            n.senator(c)
        ),
        (_, ChoiceOption::DesertToArmy) => {
            "they join the Senate's Army against the Rebel".to_string()
        }
        (_, ChoiceOption::SenatePays) => "the Senate keeps them: the State pays 2T for each in \
                                          its Debits (those it cannot afford are eliminated)"
            .to_string(),
        (_, ChoiceOption::EliminateReleased) => {
            "you decline to pay their maintenance: they are eliminated".to_string()
        }
        (ChoiceAbout::MasterOfHorseTalents { talents, .. }, ChoiceOption::Consent) => format!(
            "you consent: the Dictator may spend up to {talents}T of your Master of Horse's \
             Personal Treasury on his Legions' allegiance rolls"
        ),
        (ChoiceAbout::AdvocateConsent { advocate, accused }, ChoiceOption::Consent) => format!(
            "{} comes forward as the Advocate of {}: he rolls the Trial with his Oratory; he \
             gains 3 Influence if the Accused is acquitted, loses 3 if he is convicted",
            n.senator(advocate),
            n.senator(accused)
        ),
        (ChoiceAbout::AdvocateConsent { accused, .. }, ChoiceOption::Refuse) => format!(
            "he does not come forward: {} represents himself",
            n.senator(accused)
        ),
        (_, ChoiceOption::PayBodyguard) => {
            "he pays 1T from his Personal Treasury and 1 Popularity and keeps his Open Bodyguard \
             (if he cannot, it is discarded)"
                .to_string()
        }
        (_, ChoiceOption::DropBodyguard) => "the Open Bodyguard is discarded".to_string(),
        (ChoiceAbout::RebelBequest { talents, .. }, ChoiceOption::KeepBequest) => {
            format!("he keeps it: {talents}T to his Personal Treasury; no Province is created")
        }
        (_, ChoiceOption::KeepBequest) => "he keeps it".to_string(),
        (_, ChoiceOption::GiveBequest) => {
            "he hands it to the State: the State Treasury gains its Talents and its Province is \
             created"
                .to_string()
        }
        (_, ChoiceOption::PlayProscription) => {
            "you play Proscription: the HRAO decides whether he proscribes the Knights".to_string()
        }
        (_, ChoiceOption::ProscribeKnights) => {
            "the HRAO eliminates every Knight in play for 1d6T each into his Personal Treasury; \
             his faction may never recruit Knights again, the others add 1 to their Knight rolls"
                .to_string()
        }
        (_, ChoiceOption::MarchOnRome) => {
            "he marches on Rome now with his Garrison Legions, Veterans and Provincial Forces, \
             leaving his Province's Base Strength behind; he may never return to his Province"
                .to_string()
        }
        (_, ChoiceOption::StayInProvince) => {
            "he stays in his Province: his Revolt counts as one Active War and he cannot win by \
             beating the Senate's Army there (ADV 2.03.8); you are asked again next Revolution \
             Phase"
                .to_string()
        }
        (ChoiceAbout::Proscribe { .. }, ChoiceOption::Refuse) => {
            "he declines: the card is discarded with no effect".to_string()
        }
        (_, ChoiceOption::Consent) => "you consent".to_string(),
        (_, ChoiceOption::Refuse) => {
            "you refuse: none of your Master of Horse's talents is spent".to_string()
        }
        (_, ChoiceOption::Veto) => {
            "you play a Tribune (or your Pontifex's veto): the prosecution is vetoed".to_string()
        }
        (_, ChoiceOption::NoVeto) => {
            "no veto: the votes are counted, the appeal's included".to_string()
        }
        (ChoiceAbout::SetupGovernor { province }, ChoiceOption::Governor { senator, term }) => {
            format!(
                "{} governs {} for {term} turn{}",
                n.senator(senator),
                n.province(province),
                if *term == 1 { "" } else { "s" }
            )
        }
        (_, ChoiceOption::Governor { senator, term }) => {
            format!("{} governs for {term} turns", n.senator(senator))
        }
        (_, ChoiceOption::Graft { senator }) => format!(
            "{} plays Graft: he rolls 1d6 and pays that many talents from his Personal Treasury \
             to the Bank to cancel the Tribune (if he holds too few, the Graft fails; the card \
             is discarded either way)",
            n.senator(senator)
        ),
        (_, ChoiceOption::MurderTribune { senator }) => format!(
            "{} plays Murder of a Tribune: he rolls 1d6, an even result cancels the Tribune; he \
             loses Popularity equal to the roll whatever the result",
            n.senator(senator)
        ),
        (ChoiceAbout::MobIncited { against }, ChoiceOption::Mob { senator }) => format!(
            "you play Mob Incited to Violence: 1d6 mortality chits plus the Oratory of {} are \
             drawn; the Senators in Rome of {} whose chits are drawn die",
            n.senator(senator),
            n.faction(*against)
        ),
        (_, ChoiceOption::Mob { senator }) => format!(
            "you play Mob Incited to Violence with the Oratory of {}",
            n.senator(senator)
        ),
        (_, ChoiceOption::AnotherTribune) => {
            "you play another Tribune for the same purpose (it may be cancelled in turn)"
                .to_string()
        }
        (_, ChoiceOption::Pass) => "you play no card and make no claim".to_string(),
        (ChoiceAbout::LandCommissioner { senator }, ChoiceOption::ClaimLandCommissioner) => {
            format!(
                "{} takes the Land Commissioner Concession at once, without a vote",
                n.senator(senator)
            )
        }
        (_, ChoiceOption::ClaimLandCommissioner) => {
            "he takes the Land Commissioner Concession".to_string()
        }
        (
            _,
            ChoiceOption::ProvincialForces {
                armies,
                fleets,
                supplement,
            },
        ) => format!(
            "the Province builds {armies} Provincial Army(ies) and {fleets} Provincial \
             Fleet(s){}",
            if *supplement > 0 {
                format!(", the Governor adding {supplement}T of his own")
            } else {
                String::new()
            }
        ),
        (_, ChoiceOption::CleopatraCommander { commander }) => format!(
            "you play Cleopatra VII for the Roman Commander {}: he gains 50T and loses 5 \
             Popularity at once, and fights with +3 Military until the war leaves play",
            n.senator(commander)
        ),
        (_, ChoiceOption::CleopatraEnemy) => "you play Cleopatra VII as a +3 Enemy Leader on the \
                                              war, until it leaves play"
            .to_string(),
        (_, ChoiceOption::Recruit { .. })
        | (_, ChoiceOption::ReturnHome)
        | (_, ChoiceOption::DisbandVeterans { .. })
        | (_, ChoiceOption::RecallVeterans { .. }) => String::new(),
        (ChoiceAbout::Legate { senator, province }, ChoiceOption::GovernByLegate) => format!(
            "{} governs {} through a Legate and stays in Rome: he may hold office, vote and be \
             elected, and the Revenue Phase treats his Province as if he were there",
            n.senator(senator),
            n.province(province)
        ),
        (_, ChoiceOption::GovernByLegate) => "he governs through a Legate".to_string(),
        (ChoiceAbout::Legate { senator, province }, ChoiceOption::GoToProvince) => format!(
            "{} leaves Rome at once for {} and stays there until his term ends or he is recalled",
            n.senator(senator),
            n.province(province)
        ),
        (_, ChoiceOption::GoToProvince) => "he leaves Rome for his Province".to_string(),
        (_, ChoiceOption::NoLandBattle) => "after a naval Victory he stops; his Force stays on \
                                            the war for next turn"
            .to_string(),
        (_, ChoiceOption::ProvinceFleetLosses { most }) => {
            format!("at most {most} of the Provincial Fleets lost come from the Province")
        }
    }
}

/// The Default Move a `Choice` took, in words: its `CHOOSE` line and what it does, with the
/// GM's standing ruling (docs/RULINGS.md) that makes it the default.
pub fn default_pick_words(about: &ChoiceAbout, pick: &ChoiceOption, n: &Names) -> String {
    if let Some(words) = super::late_laws::default_words(about, pick, n) {
        return words;
    }
    if let Some(words) = super::disbandment::default_words(about, pick) {
        return words;
    }
    format!(
        "CHOOSE {}: {}. The PBEM rules give no default for this choice; the GM's standing \
         ruling takes it.",
        option_order(pick, n),
        option_meaning(about, pick, n),
    )
}

/// The help lines of the call: the question, then one `CHOOSE` line per option (the first is
/// the Default Move).
pub fn choice_help(about: &ChoiceAbout, options: &[ChoiceOption], n: &Names) -> Vec<String> {
    let question = match about {
        ChoiceAbout::GabinianRecruit { .. } | ChoiceAbout::ManilianWar { .. } => {
            super::late_laws::question(about, n).unwrap_or_default()
        }
        ChoiceAbout::DisbandVeterans { .. } | ChoiceAbout::RecallVeterans { .. } => {
            super::disbandment::question(about, n).unwrap_or_default()
        }
        ChoiceAbout::LawSponsor { .. }
        | ChoiceAbout::LawCosponsor { .. }
        | ChoiceAbout::LawSponsorConsent { .. } => {
            super::law_votes::question(about, n).unwrap_or_default()
        }
        ChoiceAbout::Reinforce { .. } | ChoiceAbout::RebelFleetLosses { .. } => {
            super::rebel_reinforcement::question(about, n).unwrap_or_default()
        }
        ChoiceAbout::UnanimousDefeat { senator } => format!(
            "The other factions defeated the proposal of {} unanimously. He chooses his penalty \
             (SEN-06).",
            n.senator(senator)
        ),
        ChoiceAbout::Repopulate => "Fewer than 8 Senators sit in Rome and the Curia is empty: \
                                    the faction with the fewest Senators (yours, or one you run \
                                    as Consul for Life, SEN-59) receives a Senator of the \
                                    Forum, your pick (SEN-60)."
            .to_string(),
        ChoiceAbout::NewAlliance { .. } => "New Alliance: as HRAO you pick the war that makes \
                                            peace (SEN-47)."
            .to_string(),
        ChoiceAbout::EnemyLeader { .. } => "Enemy Leader Dies: as HRAO you pick the enemy \
                                            Leader (FOR-21)."
            .to_string(),
        ChoiceAbout::LandAfterNaval { commander, war } => format!(
            "{} fights the naval battle against the {} first: if he wins, does he go on to the \
             land battle this turn (COM-05)? Add his name if you are asked for several \
             Commanders.",
            n.senator(commander),
            n.war(war)
        ),
        ChoiceAbout::QuitOrStay { senator } => format!(
            "Your faction has lost its last Senator and took {} from the Curia as its Faction \
             Leader. You may keep him, or quit the game instead (MOR-06).",
            n.senator(senator)
        ),
        ChoiceAbout::Catiline { hrao } => format!(
            "The 2nd Catiline Conspiracy: as HRAO, {} must suppress a plot against the State. \
             Name the offending Faction (not your own): he draws 1d6 Mortality Chits, those of \
             its Senators die, and he loses 1 Popularity per chit drawn (DATA-19).",
            n.senator(hrao)
        ),
        ChoiceAbout::StormAtSea {
            event,
            increased,
            lost,
            idle,
        } => format!(
            "{}: {lost} Roman Fleets are eliminated, of your choice as HRAO, in Rome ({idle} \
             there) or with the Forces away (FOR-22). Any split is allowed: CHOOSE <n> ROME, <n> \
             <commander>, ...",
            n.event(event, *increased)
        ),
        ChoiceAbout::Unmaintained { eliminated } => format!(
            "The State Treasury cannot pay 2T for every Legion and Fleet: {eliminated} of them \
             are eliminated (GEN-12, LR 1.06.53). As HRAO you pick which, in Rome or with the \
             Forces away (and from the Provinces' garrisons only when those hold too few). Any \
             split is allowed: CHOOSE <n> LEGIONS ROME, <n> FLEETS ROME, <n> LEGIONS \
             <commander>, <n> LEGIONS <province>, ...; <k> VETERAN LEGIONS [OF <senator>] \
             <place> names Veterans among them (the other Legions go regular ones first). The \
             splits below are examples."
        ),
        ChoiceAbout::MasterOfHorse { dictator } => format!(
            "{} is Dictator: he appoints his Master of Horse, any aligned Senator in Rome \
             without a Major Office but Censor (SEN-20, LR 1.09.33).",
            n.senator(dictator)
        ),
        ChoiceAbout::RebelCampaign { rebel, wars } => format!(
            "{wars} Active Wars stand: {} must bring them below 4 to win, attacking them one \
             at a time in the order you choose; each battle must be a Victory he survives for \
             him to attack the next. Which war does he attack now (VIC-06)? You will see the \
             result before the next choice.",
            n.senator(rebel)
        ),
        ChoiceAbout::LoyalVeterans {
            senator,
            rebel,
            legions,
            army,
        } => format!(
            "{legions} Veteran Legion(s) owing allegiance to {} serve in the Army of the Rebel {}. \
             {} may instruct them to desert{} (RVN-08, LR 1.11.34). Name him if you are asked \
             about several Senators.",
            n.senator(senator),
            n.senator(rebel),
            n.senator(senator),
            match army {
                Some(c) => format!(
                    ", to the Army of {} sent against the Rebel or to the Active Forces in Rome",
                    n.senator(c)
                ),
                None => ", to the Active Forces in Rome".to_string(),
            }
        ),
        ChoiceAbout::ReleasedLegions { rebel, legions } => format!(
            "The Rebel {} cannot pay the maintenance of {legions} of his Legions: they return to \
             the Senate this Revenue Phase. As HRAO you decide whether the State pays for them \
             (REV-03).",
            n.senator(rebel)
        ),
        ChoiceAbout::MasterOfHorseTalents {
            dictator,
            master,
            talents,
        } => format!(
            "The Dictator {} considers a Revolt and asks to spend {talents}T of the Personal \
             Treasury of your {}, his Master of Horse, to buy his Legions' allegiance; he may \
             only with your consent (RVN-06, LR 1.11.31). The money is lost whatever he \
             decides.",
            n.senator(dictator),
            n.senator(master)
        ),
        ChoiceAbout::AppealVeto { accused, votes } => format!(
            "{} appealed to the People and survived: {votes:+} votes. Now that you know the \
             result, you may veto his prosecution with a Tribune (PB-11, LR 1.09.422).",
            n.senator(accused)
        ),
        ChoiceAbout::LocalTaxes {
            province,
            governor,
            taxes,
        } => format!(
            "The Local Taxes of {} ({taxes}T) must be spent now on Provincial Forces at 10T \
             each, as many as they pay for and the Province's dials allow; {} chooses Armies or \
             Fleets and may add Talents of his own for more (REV-18, advanced rule 2.02.3).",
            n.province(province),
            n.senator(governor)
        ),
        ChoiceAbout::SetupGovernor { province } => format!(
            "You were dealt the Province of {}: assign it to one of your Senators (not the \
             Temporary Rome Consul, a Major Office, nor a Senator already sent to govern) and set its \
             term to 1, 2 or 3 turns (SET-07, SET-08; LR 3.02.4, 3.03.4). Your Governor is away \
             from Rome until his term ends.",
            n.province(province)
        ),
        ChoiceAbout::CancelTribune {
            faction,
            proposal,
            veto,
        } => format!(
            "{} uses a Tribune {} {}. A Senator of yours in Rome may try to cancel it with Graft \
             or Murder of a Tribune (SEN-54); if several factions play one, the first in the \
             order of voting resolves his card and the others keep theirs.",
            n.faction(*faction),
            if *veto { "to veto" } else { "to propose" },
            super::describe::proposal_words(proposal, n)
        ),
        ChoiceAbout::MobIncited { against } => format!(
            "{} has just resolved Graft or Murder of a Tribune: you may play Mob Incited to \
             Violence against that faction's Senators in Rome (SEN-54).",
            n.faction(*against)
        ),
        ChoiceAbout::AnotherTribune { proposal, veto } => format!(
            "Your Tribune {} {} was cancelled. You may play another Tribune for the same \
             purpose (SEN-54).",
            if *veto { "vetoing" } else { "proposing" },
            super::describe::proposal_words(proposal, n)
        ),
        ChoiceAbout::LandCommissioner { senator } => format!(
            "A Land Bill is in effect and the Land Commissioner lies unheld in the Forum: {} \
             may claim it now, without a vote (SEN-39). You are asked once this Senate Phase.",
            n.senator(senator)
        ),
        ChoiceAbout::Cleopatra { war } => format!(
            "You hold Cleopatra VII and the {} is about to be fought: you may play her now, for \
             the Roman Commander or as an Enemy Leader (COM-22). Either effect lasts until the \
             war leaves play, then the card is discarded; not played, she stays in your hand.",
            n.war(war)
        ),
        ChoiceAbout::Advocate {
            accused,
            prosecutor,
        } => format!(
            "{} is prosecuted, {} prosecuting (advanced rule 2.05 Advocates, SEN-33): whom does \
             he ask to be his Advocate at the Trial? Any Senator in Rome but the Censor and the \
             Prosecutor, himself included. After the votes the Advocate rolls 2d6 plus his \
             Oratory minus the Prosecutor's on the Trial table (-20 to +20 votes for the \
             Accused).",
            n.senator(accused),
            n.senator(prosecutor)
        ),
        ChoiceAbout::BodyguardUpkeep { senator } => format!(
            "The Open Bodyguard of {} costs 1T from his Personal Treasury and 1 Popularity this \
             Revenue Phase (paid after the income and the transfers), or it is discarded (REV-20).",
            n.senator(senator)
        ),
        ChoiceAbout::RebelBequest {
            rebel,
            bequest,
            talents,
        } => format!(
            "The Rebel {} was sent for the {} ({talents}T): he may keep it or hand it to the \
             State (REV-17).",
            n.senator(rebel),
            n.card(&rules::CardKey(bequest.clone()))
        ),
        ChoiceAbout::Proscription { knights, .. } => format!(
            "The Civil War battle is won and you hold Proscription: played now, the HRAO may \
             eliminate all {} in play for 1d6T each (COM-23).",
            count_knights(*knights)
        ),
        ChoiceAbout::MarchOnRome { rebel, province } => format!(
            "Your {} is in Revolt in {} (advanced rule 2.03 Rebel Governors, RVN-10): does he \
             march on Rome now, or stay in his Province?",
            n.senator(rebel),
            n.province(province)
        ),
        ChoiceAbout::Proscribe { holder, knights } => format!(
            "Faction {holder} plays Proscription: as HRAO you may eliminate all {} in play for \
             1d6T each into his Personal Treasury; your faction may then never recruit Knights \
             again (COM-23).",
            count_knights(*knights)
        ),
        ChoiceAbout::AdvocateConsent { accused, advocate } => format!(
            "{} is prosecuted and asks your {} to be his Advocate at the Trial (advanced rule \
             2.05 Advocates, SEN-33). Does he come forward?",
            n.senator(accused),
            n.senator(advocate)
        ),
        ChoiceAbout::Legate { senator, province } => format!(
            "Your {} was elected Governor of {} while in Rome, and the Vatinian Law is in play \
             (SEN-38): does he go to his Province until his term is up, or govern it through a \
             Legate and stay in Rome?",
            n.senator(senator),
            n.province(province)
        ),
        ChoiceAbout::AttackOrder { war } => format!(
            "Several Commanders are on the {}: they choose their order of attack (COM-03). If \
             their factions name different orders, each rolls 2d6 and the highest attacks first.",
            n.war(war)
        ),
    };
    let mut out = vec![question];
    let who = match about {
        ChoiceAbout::LandAfterNaval { commander, .. } => format!(" {}", n.senator(commander)),
        _ => String::new(),
    };
    for (i, o) in options.iter().enumerate() {
        // RVN-08: the DESERT order.
        if let ChoiceAbout::LoyalVeterans { senator, .. } = about {
            let s = n.senator(senator);
            let line = match o {
                ChoiceOption::VeteransStay => format!("DESERT NONE {s}"),
                other => format!("DESERT {s} {}", option_order(other, n)),
            };
            out.push(format!(
                "{line}   {}{}",
                option_meaning(about, o, n),
                if i == 0 { " (the Default Move)" } else { "" }
            ));
            continue;
        }
        // COM-01: the RECRUIT order.
        if let Some(line) = super::late_laws::order_line(about, o)
            .or_else(|| super::disbandment::order_line(about, o))
        {
            out.push(format!(
                "{line}   {}{}",
                option_meaning(about, o, n),
                if i == 0 { " (the Default Move)" } else { "" }
            ));
            continue;
        }
        out.push(format!(
            "CHOOSE {}{who}   {}{}",
            option_order(o, n),
            option_meaning(about, o, n),
            if i == 0 { " (the Default Move)" } else { "" }
        ));
    }
    out
}

/// GEN-12: "2 Legions and 1 Fleet".
fn units_words(legions: u32, fleets: u32) -> String {
    let one = |k: u32, w: &str| format!("{k} {w}{}", if k == 1 { "" } else { "s" });
    match (legions, fleets) {
        (l, 0) => one(l, "Legion"),
        (0, f) => one(f, "Fleet"),
        (l, f) => format!("{} and {}", one(l, "Legion"), one(f, "Fleet")),
    }
}

/// COM-23: "1 Knight", "3 Knights".
fn count_knights(k: u32) -> String {
    if k == 1 {
        "1 Knight".to_string()
    } else {
        format!("{k} Knights")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Event, EventKind, SenatorId, Visibility};

    fn names() -> Names {
        let mut n = Names::default();
        n.senators.insert(SenatorId("1".into()), "Cornelius".into());
        n.factions = vec!["Alice".into(), "Bob".into()];
        n
    }

    /// VIC-06: the Rebel's call names him, the count of wars and each war by name, the Default
    /// Move first; his attack and a campaign with no war left are sentences without keys.
    #[test]
    fn vic_06_the_campaign_call_and_events_name_the_rebel_and_the_wars() {
        let n = names();
        let about = ChoiceAbout::RebelCampaign {
            rebel: SenatorId("1".into()),
            wars: 4,
        };
        let options = vec![
            ChoiceOption::War {
                war: "illyrian-1".into(),
            },
            ChoiceOption::War {
                war: "punic-1".into(),
            },
        ];
        let lines = choice_help(&about, &options, &n);
        assert_eq!(lines.len(), 3);
        assert!(lines[0].contains("4 Active Wars") && lines[0].contains("Cornelius"));
        assert!(lines[0].contains("VIC-06"));
        assert!(lines[1].starts_with("CHOOSE 1st Illyrian War"));
        assert!(lines[1].ends_with("(the Default Move)"));
        assert!(lines[2].starts_with("CHOOSE 1st Punic War"));
        assert!(!lines.iter().any(|l| l.contains("punic-1")));
        for kind in [
            EventKind::RebelAttacks {
                rebel: SenatorId("1".into()),
                war: "punic-1".into(),
                legions: 10,
                fleets: 12,
            },
            EventKind::RebelCannotAttack {
                rebel: SenatorId("1".into()),
                fleets: 2,
            },
        ] {
            let t = crate::describe(
                &Event {
                    visibility: Visibility::Public,
                    kind,
                },
                &n,
            );
            assert!(t.starts_with("Cornelius") && t.ends_with('.'), "{t}");
            assert!(t.contains("VIC-06") && !t.contains("punic-1"), "{t}");
        }
    }
}
