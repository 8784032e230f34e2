use std::io::IsTerminal;

use clap::Parser;

/// Issue 23: mimalloc instead of the system allocator. The rules core builds and drops many
/// small Strings and Vecs (views, decisions, keys); glibc's malloc spent about a third of
/// `rorgm simulate`'s time in malloc and free.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The runtime's worker threads get 8 MiB stacks, as the main thread has: a margin over tokio's
/// 2 MiB. The cause of the overflow two mail tests met in a debug build (session 22), the
/// referee's large futures summed in their callers' frames, is fixed by boxing them
/// (ARCHITECTURE.md "Stacks").
const STACK_BYTES: usize = 8 << 20;

fn main() -> anyhow::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_stack_size(STACK_BYTES)
        .build()?
        .block_on(run())
}

async fn run() -> anyhow::Result<()> {
    let cli = rorgm::cli::Cli::parse();
    let serving = matches!(cli.command, rorgm::cli::Command::Serve);
    if !serving {
        quiet_on_closed_pipe();
    }
    // The serving loop logs its work; one-shot commands only warn.
    let default = if serving { "warn,rorgm=info" } else { "warn" };
    // Issue 22: whatever RUST_LOG says, the libraries' wire traces (the IMAP LOGIN line, the
    // SMTP AUTH exchange, every mail's text) never reach the log.
    use tracing_subscriber::prelude::*;
    let env = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    // The filter keeps the level RUST_LOG allows as its hint: without one the subscriber's
    // maximum level (and the `log` crate's) would be TRACE, and libraries would build every
    // trace line only for it to be dropped.
    let hint = env.max_level_hint();
    let mut no_secrets = tracing_subscriber::filter::filter_fn(|meta| {
        !rorgm::cli::may_hold_secrets(meta.target(), meta.level())
    });
    if let Some(h) = hint {
        no_secrets = no_secrets.with_max_level_hint(h);
    }
    tracing_subscriber::registry()
        .with(env)
        .with(
            tracing_subscriber::fmt::layer()
                .with_ansi(std::io::stderr().is_terminal())
                .with_writer(std::io::stderr)
                .with_filter(no_secrets),
        )
        .init();
    rorgm::cli::run(cli).await
}

/// A one-shot command whose output goes to a pipe that closes (`rorgm help orders | head`,
/// quitting `less`) ends quietly, as command-line tools do, instead of panicking on the write.
/// (`serve` keeps the default: a closed socket must never end the server.)
fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE at start-up, before any thread that
    // could be writing is started by this program, has no memory-safety implications.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
