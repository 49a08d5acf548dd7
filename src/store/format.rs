//! The format version, on its own so that both the file code and the error
//! type can name it without depending on each other.

/// The newest format version this version writes and reads.
///
/// 1: one JSON object per file. 2: a header line for the listing first,
/// then the same object.
pub const FORMAT: u32 = 2;
