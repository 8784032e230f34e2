//! Benchmarks of the hot paths: reading one order mail, a whole bot game through the rules core,
//! one mail's intake step (parse, interpret, submit, one SQLite transaction), `rorgm simulate`,
//! and the board picture (issue 25 §3: the SVG written, and drawn as PNG).
//!
//!     cargo bench --bench core

use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use rorgm::config::RoundsConfig;
use rorgm::mail::{RawMessage, SourceKey, parse_mail, plus_address};
use rorgm::orders::{OrderContext, interpret, read_body};
use rorgm::referee::newgame::NewPlayer;
use rorgm::referee::{ManualClock, Referee, RefereeSettings};
use rorgm::rules::{FactionId, Game, GameStatus, Scenario, Setup, Viewer};
use rorgm::simulate::{SimOptions, simulate};
use rorgm::store::Store;

/// The binary's allocator (src/main.rs), so that the numbers are the binary's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn order_mail(to: &str) -> Vec<u8> {
    format!(
        "From: alice@example.test\r\nTo: {to}\r\nSubject: Re: orders\r\nMessage-ID: <b@x>\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\nLEADER Cornelius\r\nThanks!\r\n\r\n\
         On Mon, 23 Nov 2026, GM wrote:\r\n> # LEADER <senator>\r\n> # default: LEADER X\r\n-- \r\nAlice\r\n"
    )
    .into_bytes()
}

fn setup(n: usize) -> Setup {
    Setup {
        scenario: Scenario::EarlyRepublic,
        players: (0..n).map(|i| format!("P{i}")).collect(),
    }
}

fn bench_read(c: &mut Criterion) {
    let (game, _) = Game::new(setup(5), [1u8; 32]).expect("game");
    let f = FactionId(0);
    let view = game.view(Viewer::Faction(f));
    let open: Vec<_> = game
        .open_decisions()
        .into_iter()
        .filter(|d| d.owner == f)
        .collect();
    let raw = order_mail("gm+tok@example.test");
    c.bench_function("read one order mail (parse + body + interpret)", |b| {
        b.iter(|| {
            let m = parse_mail(&raw).expect("parse");
            let read = read_body(&m.text).expect("body");
            let ctx = OrderContext {
                faction: f,
                view: &view,
                open: &open,
                current: &[],
            };
            interpret(&read, &ctx)
        })
    });
}

fn bench_game(c: &mut Criterion) {
    c.bench_function("5-player game to the end of the rules (defaults)", |b| {
        let mut seed = 0u8;
        b.iter(|| {
            seed = seed.wrapping_add(1);
            let (mut game, _) = Game::new(setup(5), [seed; 32]).expect("game");
            while matches!(game.status(), GameStatus::Waiting) {
                for d in game.owed() {
                    game.submit(d.owner, &d.id, d.default.clone())
                        .expect("default");
                }
                game.resolve(false);
            }
            game
        })
    });
}

fn bench_intake(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("tmp");
    let (referee, to) = rt.block_on(async {
        let store = Store::open(&dir.path().join("b.sqlite"))
            .await
            .expect("store");
        let referee = Referee::new(
            store,
            RefereeSettings {
                gm_address: "gm@example.test".into(),
                gm_name: "GM".into(),
                gm_notify: None,
                // Confirmations at once, as before the default became 60 s (comparable figures).
                rounds: RoundsConfig {
                    confirmation_fold_seconds: 0.0,
                    ..RoundsConfig::default()
                },
            },
            Arc::new(ManualClock::new(jiff::Timestamp::now())),
        )
        .expect("referee");
        let players = ["alice", "bob", "carol"]
            .iter()
            .map(|n| NewPlayer {
                name: n.to_string(),
                address: format!("{n}@example.test"),
            })
            .collect();
        let game = referee
            .create_game(Scenario::EarlyRepublic, players, Some([9; 32]))
            .await
            .expect("game");
        let p = referee.store.players(&game).await.expect("players");
        let to = plus_address("gm@example.test", &p[0].token);
        (referee, to)
    });
    let mut n = 0u32;
    c.bench_function(
        "intake of one order mail (SQLite WAL, confirmation queued)",
        |b| {
            b.to_async(&rt).iter(|| {
                n += 1;
                let raw = String::from_utf8_lossy(&order_mail(&to))
                    .replace("<b@x>", &format!("<b{n}@x>"))
                    .into_bytes();
                let msg = RawMessage {
                    key: SourceKey::Maildir {
                        file: format!("bench-{n}"),
                    },
                    bytes: raw,
                };
                let referee = referee.clone();
                async move { referee.take_in(&msg).await.expect("intake") }
            })
        },
    );
}

/// Issue 23: what `rorgm simulate` measures (random-legal bots, invariants checked after every
/// resolution), 20 games per iteration from one seed, with the binary's allocator.
fn bench_simulate(c: &mut Criterion) {
    let mut g = c.benchmark_group("simulate");
    g.sample_size(10);
    g.bench_function("rorgm simulate --games 20 --seed 3", |b| {
        b.iter(|| {
            let r = simulate(&SimOptions {
                games: 20,
                seed: 3,
                ..Default::default()
            });
            assert!(r.errors.is_empty() && r.violations.is_empty());
            r
        })
    });
    g.finish();
}

/// Issue 25 §3: one player's board picture of a 6-player game: the SVG alone, and SVG + PNG.
fn bench_picture(c: &mut Criterion) {
    let (game, _) = Game::new(setup(6), [9; 32]).expect("game");
    let names = rorgm::render::Names::new(&game.view(Viewer::Gm), game.players());
    let view = game.view(Viewer::Faction(FactionId(0)));
    c.bench_function("board picture: SVG", |b| {
        b.iter(|| rorgm::render::board_svg(&view, &names, "g1"))
    });
    c.bench_function("board picture: SVG and PNG", |b| {
        b.iter(|| {
            let svg = rorgm::render::board_svg(&view, &names, "g1");
            rorgm::picture::png(&svg).expect("png")
        })
    });
}

criterion_group!(
    benches,
    bench_read,
    bench_game,
    bench_intake,
    bench_simulate,
    bench_picture
);
criterion_main!(benches);
