//! Phones and TV: a small web server inside the app, off until the table
//! starts it on the game screen. It serves the table page, a read-only
//! view of the game for every phone and the TV, and one private page per
//! player for Christmas Present's secret hand, each behind a link of its
//! own (`links.rs`). Pages follow every command over a stream of
//! Server-Sent Events; the app hands the server each new state without
//! waiting for any page.
//!
//! What is exposed to whom, the token and claim scheme, and the tests
//! that hold each promise: `docs/security.md`.

mod act;
pub mod acting;
mod assets;
pub mod links;
pub mod look;
pub mod page;
mod peers;
pub mod qr;
mod routes;
mod server;

use std::sync::Arc;

pub use act::{ACTS_PER_SECOND, ANSWER_TIME, Answering, Asked};
pub use links::Links;
pub use peers::{Limits, Status};
pub use routes::{CSP, NOT_FOUND, SECURITY_HEADERS};
pub use server::{Config, DEFAULT_PORT, PORTS_TRIED, Refusal, Server, default_address, refused};

/// One state of the game for every page: the table's, and each seat's
/// private one, as the JSON the pages draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The table's language, for the page's `lang`.
    pub lang: &'static str,
    /// The table's version it was built at (what a phone's request is
    /// based on).
    pub version: u64,
    /// The page's title.
    pub title: String,
    /// The table page's state.
    pub table: Arc<str>,
    /// Each seat's private page's state.
    pub seats: Vec<Arc<str>>,
}
