//! Serves the pages for phones and the TV of a sample game on
//! 127.0.0.1, for looking at them in a browser while working on them:
//!
//!     cargo run --example table_pages [evening|ended] [de|nl|pl] [dark|light]
//!
//! prints the table page's address and each player's private address.

#[path = "../tests/web/games.rs"]
mod games;

use std::sync::Arc;

use meeple_companion::i18n::{Language, set_language};
use meeple_companion::share::{Config, Links, Server, page};

fn main() -> std::io::Result<()> {
    let _ = serve()?;
    Ok(())
}

fn serve() -> std::io::Result<std::convert::Infallible> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let has = |word: &str| args.iter().any(|a| a == word);
    for language in Language::ALL {
        if has(language.code()) {
            set_language(language);
        }
    }
    let theme = if has("dark") {
        Some("dark")
    } else if has("light") {
        Some("light")
    } else {
        None
    };
    let game = if has("ended") {
        games::ended()
    } else {
        games::evening()
    };
    let runtime = tokio::runtime::Runtime::new()?;
    let links = Arc::new(Links::new(game.setup().players.len())?);
    let mut config = Config::on("127.0.0.1".parse().map_err(std::io::Error::other)?);
    // One browser here opens every page, the table's and each player's:
    // more than one phone's share of streams and connections.
    config.limits.peer_streams = 16;
    config.limits.peer_connections = 32;
    let server = Server::start(
        &config,
        links,
        page::snapshot(&game, theme),
        runtime.handle(),
    )?;
    println!("table: {}", server.url());
    for seat in 0..game.setup().players.len() {
        println!(
            "{}: {}",
            game.setup().players[seat].name,
            server.private_url(seat).unwrap_or_default()
        );
    }
    // Until the process is stopped (Ctrl+C).
    loop {
        std::thread::park();
    }
}
