//! `rorgm game show`: a game as the public, one faction, or the GM sees it; readable text by
//! default (factions numbered as the mails number them, senators by name), JSON with --json.

use anyhow::{Context, Result, bail};

use crate::referee::{clock, gm::duration_text};
use crate::render::{Names, describe};
use crate::render::{hand_lines, owed_line, senator_lines, state_lines};
use crate::rules::{FactionId, Game, Viewer};
use crate::store::Store;

use super::ShowArgs;

pub async fn run(args: &ShowArgs, store: &Store) -> Result<()> {
    let row = store.game(&args.id).await?;
    let game: Game = crate::rules::snapshot::decode(&row.state_json).context("stored state")?;
    if args.position {
        print!("{}", crate::position::write_game(&game)?);
        return Ok(());
    }
    if let Some(file) = &args.picture {
        // Issue 25 §3: the GM's board (or one faction's, with --faction) and its sheet.
        let viewer = match args.faction {
            Some(n) if n == 0 || usize::from(n) > game.players().len() => {
                bail!("--faction takes 1..={}", game.players().len())
            }
            Some(n) => Viewer::Faction(FactionId(n - 1)),
            None => Viewer::Gm,
        };
        let names = Names::new(&game.view(Viewer::Gm), game.players());
        let view = game.view(viewer);
        let png = crate::picture::png(&crate::render::board_svg(&view, &names, &row.id))?;
        std::fs::write(file, png).with_context(|| format!("writing {}", file.display()))?;
        let history = crate::render::turn_history(&store.events(&args.id).await?, &names);
        print!(
            "{}",
            crate::render::status_sheet(&view, &names, &row.id, &history)
        );
        eprintln!("board picture written to {}", file.display());
        return Ok(());
    }
    let viewer = if args.gm {
        Viewer::Gm
    } else if let Some(n) = args.faction {
        if n == 0 || usize::from(n) > game.players().len() {
            bail!("--faction takes 1..={}", game.players().len());
        }
        Viewer::Faction(FactionId(n - 1))
    } else {
        Viewer::Public
    };
    let view = game.view(viewer);
    let names = Names::new(&game.view(Viewer::Gm), game.players());
    let events: Vec<_> = store
        .events(&args.id)
        .await?
        .into_iter()
        .filter(|ev| viewer.may_see(&ev.visibility))
        .collect();
    if args.json {
        let out = serde_json::json!({ "game": row.id, "status": row.status, "view": view, "events": events });
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    let players = store.players(&args.id).await?;
    println!("Game {}: {} scenario, {}", row.id, row.scenario, row.status);
    match store.pause(&args.id).await? {
        Some(p) => println!(
            "Paused by the GM ({} left to the deadline when paused).",
            duration_text(p.deadline_left_ms)
        ),
        None => {
            if let Some(d) = store.deadline(&args.id).await? {
                println!(
                    "Deadline: {} UTC (reminder {}sent).",
                    clock::show(clock::from_ms(d.deadline_ms)),
                    if d.reminded { "" } else { "not yet " }
                );
            }
        }
    }
    let options = store.table_options(&args.id).await?;
    println!("\nThe table (game new --option):");
    for line in crate::render::press::table_option_lines(
        options.grey_press,
        options.press_copy,
        options.absent_extension_hours,
    ) {
        println!("  {line}");
    }
    println!(
        "  Board pictures with each phase's news: {} (rorgm game pictures {} on|off).",
        if crate::referee::board::picture_on(&row.setup_json) {
            "on"
        } else {
            "off"
        },
        row.id
    );
    println!("\nThe rules (game new --option; the welcome mail's rules page):");
    for line in crate::render::option_lines(&game.table_rules().settings()) {
        println!("  {line}");
    }
    if args.gm {
        let press = store.press(&args.id).await?;
        if !press.is_empty() {
            println!(
                "Press relayed: {} message(s) (game export has them all).",
                press.len()
            );
        }
    }
    println!("\nPlayers:");
    for p in &players {
        if args.gm {
            println!(
                "  Faction {}: {} <{}>, token {}",
                p.faction + 1,
                p.name,
                p.address,
                p.token
            );
        } else {
            println!("  Faction {}: {}", p.faction + 1, p.name);
        }
    }
    if args.gm {
        let observers = store.observers(&args.id).await?;
        if !observers.is_empty() {
            println!("Observers: {}", observers.join(", "));
        }
    }
    println!("\nThe Republic:");
    for l in state_lines(&view, &names) {
        println!("  {l}");
    }
    let own: Vec<FactionId> = match viewer {
        Viewer::Faction(f) => vec![f],
        Viewer::Gm => view.factions.iter().map(|f| f.id).collect(),
        Viewer::Public => vec![],
    };
    for f in own {
        println!("\n{}:", names.faction(f));
        for l in senator_lines(&view, f) {
            println!("  {l}");
        }
        for l in hand_lines(&view, f) {
            println!("  {l}");
        }
    }
    let owed: Vec<String> = game
        .owed()
        .iter()
        .filter(|d| match viewer {
            Viewer::Faction(f) => d.owner == f,
            _ => true,
        })
        .map(|d| format!("Faction {}: {}", d.owner.0 + 1, owed_line(d)))
        .collect();
    if !owed.is_empty() {
        println!("\nAnswers still owed:");
        for l in owed {
            println!("  {l}");
        }
    }
    let skip = if args.events == 0 {
        0
    } else {
        events.len().saturating_sub(args.events)
    };
    println!(
        "\nEvents{}:",
        if skip > 0 {
            format!(
                " (the last {} of {}; --events 0 for all)",
                events.len() - skip,
                events.len()
            )
        } else {
            String::new()
        }
    );
    for ev in &events[skip..] {
        println!("  {}", describe(ev, &names));
    }
    if args.gm {
        let rulings = game.rulings();
        if !rulings.is_empty() {
            println!("\nAutomatic rulings (the GM may overrule them):");
            for r in rulings {
                println!(
                    "  turn {} {} {}",
                    r.turn,
                    r.rule,
                    crate::render::ruling_words(&r.what, &names)
                );
            }
        }
        println!("\nMail in:");
        for i in store.inbound(Some(&args.id)).await? {
            println!(
                "  {} from {}: {}",
                i.source_key,
                i.from_addr.unwrap_or_default(),
                i.outcome
            );
        }
    }
    Ok(())
}
