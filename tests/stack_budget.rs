//! The referee's entry points return boxed futures (ARCHITECTURE.md "Stacks"): a debug build
//! keeps each awaited future in its caller's stack frame as well, so large futures add up along
//! a call chain; two mail tests overflowed 2 MiB thread stacks that way (session 22).

use crate::common;

use common::local::Local;
use rorgm::mail::{RawMessage, SourceKey};
use rorgm::referee::overrule::Overrule;
use rorgm::referee::service::Fault;

/// A boxed future: a pointer.
const BOXED: usize = std::mem::size_of::<usize>();

/// Every entry point a caller awaits on a deep path (the mail pass, the GM's commands and
/// tools) hands back a pointer, not a future of kilobytes (before: `pass` 37 232 bytes,
/// `take_in` 36 704, `overrule` 20 688, `tick` 16 416, in a debug build).
#[tokio::test]
async fn the_referees_entry_points_return_boxed_futures() {
    let mut l = Local::new().await;
    let raw = RawMessage {
        key: SourceKey::Maildir { file: "x".into() },
        bytes: Vec::new(),
    };
    let g = l.game.clone();
    let r = &l.referee;
    let sizes = [
        ("load", std::mem::size_of_val(&r.load(&g))),
        ("take_in", std::mem::size_of_val(&r.take_in(&raw))),
        ("tick", std::mem::size_of_val(&r.tick())),
        ("approvals_tick", std::mem::size_of_val(&r.approvals_tick())),
        ("approve", std::mem::size_of_val(&r.approve(&g, 1))),
        ("rulings", std::mem::size_of_val(&r.rulings(&g))),
        (
            "overrule",
            std::mem::size_of_val(&r.overrule(&g, 1, Overrule::Frivolous, "")),
        ),
        (
            "drain_outbox",
            std::mem::size_of_val(&r.drain_outbox(&l.sink)),
        ),
        ("rollback", std::mem::size_of_val(&r.rollback(&g, 0))),
        (
            "substitute",
            std::mem::size_of_val(&r.substitute(&g, "x", "y")),
        ),
    ];
    for (name, size) in sizes {
        assert!(size <= 8 * BOXED, "{name}: a future of {size} bytes");
    }
    let Local {
        referee,
        source,
        sink,
        ..
    } = &mut l;
    let pass = std::mem::size_of_val(&referee.pass(source, sink, Fault::None));
    assert!(pass <= 8 * BOXED, "pass: a future of {pass} bytes");
    let intake = std::mem::size_of_val(&referee.intake_pass(source, Fault::None));
    assert!(
        intake <= 8 * BOXED,
        "intake_pass: a future of {intake} bytes"
    );
}
