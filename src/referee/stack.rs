//! Stack depth (ARCHITECTURE.md "Stacks"): a debug build keeps every future an async fn awaits
//! in that fn's stack frame as well as in its state, without sharing the slots of different
//! awaits, so a chain of large futures (each holding the one it awaits) costs the sum of their
//! sizes, several times over; two mail tests overflowed 2 MiB thread stacks that way. The big
//! futures are therefore built and boxed by [`boxed`], a plain function whose frame is gone
//! before the future runs: the awaiting fn keeps a pointer.

use std::future::Future;
use std::pin::Pin;

/// The future `make` builds, on the heap. `boxed(|| self.apply_orders(..)).await`, not
/// `self.apply_orders(..).await`, where the awaited future is large.
#[inline(never)]
pub(crate) fn boxed<'a, F: Future + 'a>(make: impl FnOnce() -> F) -> Pin<Box<F>> {
    Box::pin(make())
}
