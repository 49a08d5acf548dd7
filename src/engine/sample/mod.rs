//! A sample expansion, compiled only in tests: it walks the steps of
//! "Adding an expansion" in `docs/architecture.md`, so that `cargo test`
//! exercises the seam that a fifth expansion would use. It is no
//! expansion of the game: its *tokens* are made up.
//!
//! It adds [`TILES`] tiles to the draw pile, has one option (what a
//! token is worth, `sample worth=N`), and one command, `token NAME`: the
//! player takes a token, and its points go onto their meeple.

pub mod notation;
pub(crate) mod rules;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::player::PlayerId;

/// The expansion in the registry of expansions (see [`rules`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Registration;

/// Tiles it adds to the draw pile.
pub const TILES: u32 = 5;

/// The table's options: what a token is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Sample {
    /// Points per token.
    pub worth: u32,
}

impl Default for Sample {
    fn default() -> Self {
        Sample { worth: 2 }
    }
}

/// Tokens taken so far, per seat.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Per seat.
    pub tokens: Vec<u32>,
}

/// What happened with the tokens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A player took a token; its points went onto their meeple.
    TokenTaken {
        /// Who.
        player: PlayerId,
        /// Its points.
        points: u32,
    },
}

/// What a table can ask of the sample.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "sample", rename_all = "kebab-case")]
pub enum Command {
    /// A player takes a token.
    Token {
        /// Who.
        player: PlayerId,
    },
}

/// Why the sample refused a command.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The sample is not in use.
    #[error("this game is played without the sample")]
    NotInUse,
}
