//! Meeple Companion: a table-side scoring assistant for Carcassonne.
//!
//! - [`engine`]: the rules, pure and testable, no GUI and no disk;
//! - [`store`]: saved games on disk;
//! - [`app`]: the iced desktop GUI;
//! - [`cli`]: the headless command line (`replay`, `import`);
//! - [`i18n`]: every user-facing text;
//! - [`look`]: the design tokens (palette, type scale, board, figures),
//!   no iced, for the app and the pages alike;
//! - [`share`]: Phones and TV, the web pages served from the app.

#![warn(missing_docs)]

pub mod app;
pub mod cli;
pub mod engine;
pub mod i18n;
pub mod look;
pub mod share;
pub mod stats;
pub mod store;
pub mod table;

/// A derived list of an enum's variants (strum's `VariantArray`) as an
/// array, for the `ALL` constants: an array maps and iterates by value.
pub(crate) const fn variants<T: Copy, const N: usize>(list: &[T]) -> [T; N] {
    assert!(list.len() == N);
    let mut all = [list[0]; N];
    let mut i = 0;
    while i < N {
        all[i] = list[i];
        i += 1;
    }
    all
}

/// Words with their first letter as a capital: "road" → "Road", "gold 2
/// pieces" → "Gold 2 pieces" (a heading, or a line of its own).
pub(crate) fn capitalised(words: &str) -> String {
    let mut letters = words.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}
