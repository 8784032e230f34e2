use clap::Parser;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,rorgm=info")),
        )
        .with_writer(std::io::stderr)
        .init();
    let cli = rorgm::cli::Cli::parse();
    rorgm::cli::run(cli).await
}
