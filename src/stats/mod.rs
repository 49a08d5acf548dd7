//! Stats across games: who wins, against whom, from which seat, with
//! which expansions and by which features; game nights; records.
//!
//! A reader of ended games kept outside the app: [`Played::of`] reads
//! what the stats need of one game once, [`compute`] adds the games up
//! under a [`Filter`] and the table's merges of names ([`Names`]). Pure:
//! no disk, no clock (the time zone is a parameter), no iced; the words
//! of an expansion's parts and records come from its own texts.

pub mod bgstats;
pub mod bgstats_file;
mod evenings;
mod names;
mod played;
mod read;
mod tally;

pub use evenings::{Evening, PAUSE, Standing, evenings};
pub use names::{Names, plain as matched_name};
pub use played::{Played, Seat, Share};
pub use read::Folder;
pub use tally::{
    BASE_RECORDS, Count, Filter, HeadToHead, LAST_GAMES, Line, MET_AT_LEAST, Player, Record, Stats,
    compute,
};
