//! Why a saved game could not be found, read or written. Cloneable, so a
//! result can travel in a GUI message.

use std::io;
use std::path::PathBuf;
use std::sync::Arc;

use thiserror::Error;

use super::SavedGame;
use super::format::FORMAT;
use crate::engine::{GameError, SetupError};

/// Everything that can go wrong in the store.
#[derive(Debug, Clone, Error)]
pub enum StoreError {
    /// The platform names no data folder, e.g. without a home folder.
    #[error(
        "there is no folder to keep saved games in; set MEEPLE_COMPANION_DATA_DIR to choose one"
    )]
    NoDataDir,
    /// The games folder could not be created.
    #[error("cannot create the folder {}: {source}", path.display())]
    CreateDir {
        /// The folder.
        path: PathBuf,
        /// What the system said.
        source: Arc<io::Error>,
    },
    /// A folder or file could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Read {
        /// The folder or file.
        path: PathBuf,
        /// What the system said.
        source: Arc<io::Error>,
    },
    /// A game could not be written.
    #[error("cannot save to {}: {source}", path.display())]
    Write {
        /// The file that was to be written.
        path: PathBuf,
        /// What the system said.
        source: Arc<io::Error>,
    },
    /// No saved game has this id.
    #[error("there is no saved game \"{0}\"")]
    NotFound(String),
    /// An id that cannot name a file in the games folder.
    #[error("\"{0}\" cannot be the name of a saved game")]
    BadId(String),
    /// A folder where a saved game's file should be.
    #[error("it is a folder, not a saved game")]
    Folder,
    /// Neither a file nor a folder: a named pipe, a socket, a device.
    #[error("it is not a file (a pipe, a socket or a device)")]
    NotAFile,
    /// A link to a file that is not there.
    #[error("it is a link to a file that does not exist")]
    DanglingLink,
    /// The file has no bytes.
    #[error("the file is empty")]
    Empty,
    /// The file's bytes are not UTF-8 text.
    #[error("the file is not text")]
    NotText,
    /// The JSON stops in the middle.
    #[error("the file ends too early; it was probably cut off while being written")]
    Truncated,
    /// The text is not JSON.
    #[error("the file is not JSON (line {line}, column {column})")]
    NotJson {
        /// Line of the first bad character, from 1.
        line: usize,
        /// Column of the first bad character, from 1.
        column: usize,
    },
    /// JSON, but not a saved game this version understands.
    #[error("the file is not a Meeple Companion saved game: {0}")]
    WrongShape(String),
    /// JSON, but not a settings object.
    #[error("the file is not a Meeple Companion settings file: {0}")]
    NotSettings(String),
    /// A format version this version does not know.
    #[error(
        "made by a newer version of Meeple Companion (format {0}; this version reads up to {FORMAT})"
    )]
    Newer(u32),
    /// A format version that never existed (0).
    #[error(
        "it calls itself format {0}, which never existed; this version reads formats 1 to {FORMAT}"
    )]
    NoSuchFormat(u32),
    /// A save this version would not read back (over the reader's size
    /// limit), refused before anything is written.
    #[error(
        "the game is too large to save: {} MB, and a saved game may have at most {}; nothing was written",
        .0.div_ceil(1 << 20),
        super::MAX_FILE_BYTES >> 20
    )]
    TooLargeToSave(u64),
    /// The shuffles the game began with do not fit its setup.
    #[error("the saved game cannot be restored: the decks it began with do not fit its setup")]
    BadBeginning,
    /// A recorded command does not fit the game before it (see the
    /// `check` module of the store).
    #[error(
        "the saved game cannot be restored: {} {command} does not follow the rules: {why}",
        if *undone { "undone command" } else { "command" }
    )]
    BadLog {
        /// Its number, from 1: in the log, or among the undone commands,
        /// the next to redo first.
        command: usize,
        /// Whether it is an undone command (on the redo stack).
        undone: bool,
        /// What is wrong with it.
        why: String,
    },
    /// Times the summary's clock cannot work with.
    #[error("the saved game cannot be restored: {0}")]
    BadTimes(String),
    /// A file saved by an older version whose history holds a command the
    /// current rules refuse (see the `check` module of the store): the game
    /// as saved, to be shown read-only and never written.
    #[error(
        "saved by an older version; {} {command} is no longer allowed: {error}",
        if *undone { "undone command" } else { "command" }
    )]
    NoLongerAllowed {
        /// Its number, from 1: in the log, or among the undone commands,
        /// the next to redo first.
        command: usize,
        /// Whether it is an undone command (on the redo stack).
        undone: bool,
        /// Why the current rules refuse it.
        error: GameError,
        /// The game as the file recorded it.
        saved: Arc<SavedGame>,
    },
    /// The game is open in another window of the app.
    #[error("the game \"{0}\" is open in another window")]
    InUse(String),
    /// The lock of a game could not be taken for a reason other than
    /// another window: a read-only folder, an unwritable lock file.
    #[error("the game \"{id}\" cannot be locked for this window: {source}")]
    CannotLock {
        /// The game.
        id: String,
        /// What the system said.
        source: Arc<io::Error>,
    },
    /// The lock file this window locked is no longer the one on disk, so
    /// another window may hold the game without knowing of this one.
    #[error("this window no longer holds the game \"{id}\": {why}")]
    LockLost {
        /// The game.
        id: String,
        /// What happened to the lock file.
        why: String,
    },
    /// A file too large to be a saved game (or notation), refused unread.
    #[error(
        "too large to be a saved game: {} MB, at most {}",
        .0.div_ceil(1 << 20),
        super::MAX_FILE_BYTES >> 20
    )]
    TooLarge(u64),
    /// The header line (what the listing shows) does not describe the game
    /// in the file.
    #[error("its header line does not match the game in the file: {0}")]
    HeaderMismatch(String),
    /// The engine refused the saved setup.
    #[error("the saved game cannot be restored: {0}")]
    BadGame(SetupError),
    /// The game's file is no longer the one this window last read or
    /// wrote (another program replaced, changed or removed it), so saving
    /// would throw that program's version away: nothing is written.
    #[error("the game \"{id}\" was not saved: {change} since this window opened or saved it")]
    ChangedOutside {
        /// The game.
        id: String,
        /// What happened to the file.
        change: Change,
    },
}

impl StoreError {
    /// The game of a file that opens read-only: saved by an older version,
    /// with a command the current rules refuse.
    pub fn read_only_game(&self) -> Option<&Arc<SavedGame>> {
        match self {
            StoreError::NoLongerAllowed { saved, .. } => Some(saved),
            _ => None,
        }
    }

    pub(super) fn read(path: impl Into<PathBuf>, error: io::Error) -> StoreError {
        StoreError::Read {
            path: path.into(),
            source: Arc::new(error),
        }
    }

    pub(super) fn write(path: impl Into<PathBuf>, error: io::Error) -> StoreError {
        StoreError::Write {
            path: path.into(),
            source: Arc::new(error),
        }
    }
}

/// How a game's file differs from the one a window expects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Change {
    /// A file is there where there was none.
    #[error("a file of its name appeared")]
    Appeared,
    /// The file is gone.
    #[error("its file was removed")]
    Removed,
    /// Another file is in its place (another inode).
    #[error("its file was replaced by another program")]
    Replaced,
    /// The same file, another size or modification time.
    #[error("its file was changed by another program")]
    Changed,
}
