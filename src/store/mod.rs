//! Saved games.
