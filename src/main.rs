use clap::Parser;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = rorgm::cli::Cli::parse();
    // The serving loop logs its work; one-shot commands only warn.
    let default = match cli.command {
        rorgm::cli::Command::Serve => "warn,rorgm=info",
        _ => "warn",
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default)),
        )
        .with_writer(std::io::stderr)
        .init();
    rorgm::cli::run(cli).await
}
