//! The format version, on its own so that both the file code and the error
//! type can name it without depending on each other.

/// The newest format version this version writes and reads.
///
/// 1: one JSON object per file. 2: a header line for the listing first,
/// then the same object. 3: the same lines; the deferred points are paid at
/// step 4 of the final scoring (RULES F1, XP7), by its own command or by
/// `end-game`, and not when the final scoring begins, so those commands'
/// events differ. Older files are moved to the current rules when they
/// load (`check.rs`). 4: the same lines, the rules of 3; the header line
/// carries a digest of the game line (`"digest":"sha256:…"`), so a file
/// changed outside the app is told from one the app wrote. 5: the same
/// lines, the rules of 3; a command given from a player's phone carries
/// that player's seat (`"phone":0`), so the history names its source.
/// Format 0 never existed.
pub const FORMAT: u32 = 5;

/// The first format with a header line.
pub(super) const FIRST_HEADER: u32 = 2;

/// The first format of today's rules (the deferred points at step 4).
pub(super) const RULES_CHANGED: u32 = 3;

/// The first format whose header line carries the game line's digest.
pub(super) const FIRST_DIGEST: u32 = 4;
