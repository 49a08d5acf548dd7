//! The format version, on its own so that both the file code and the error
//! type can name it without depending on each other.

/// The newest format version this version writes and reads.
///
/// 1: one JSON object per file. 2: a header line for the listing first,
/// then the same object. 3: the same lines; the deferred points are paid at
/// step 4 of the final scoring (RULES F1, XP7), by its own command or by
/// `end-game`, and not when the final scoring begins, so those commands'
/// events differ. Older files are moved to the current rules when they
/// load (`check.rs`).
pub const FORMAT: u32 = 3;
