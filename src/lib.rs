//! Meeple Companion: a table-side scoring assistant for Carcassonne.
//!
//! - [`engine`]: the rules, pure and testable, no GUI and no disk;
//! - [`store`]: saved games on disk;
//! - [`app`]: the iced desktop GUI;
//! - [`cli`]: the headless command line (`replay`, `import`);
//! - [`i18n`]: every user-facing text;
//! - [`share`]: Phones and TV, the web pages served from the app.

#![warn(missing_docs)]

pub mod app;
pub mod cli;
pub mod engine;
pub mod i18n;
pub mod share;
pub mod store;
