//! Why a file could not be read or written, in the table's language. The
//! store's own messages (its `Display`) stay English for logs and the
//! command line; what the system said (`source`) is shown as it came.

use crate::store::{Change, DATA_DIR_VAR, FORMAT, StoreError};
use crate::t;

use super::setup_error;

/// What Home says of a listed game besides the game (a listing note).
pub fn note(note: &crate::store::Note) -> String {
    use crate::store::Note;
    match note {
        Note::OlderFormat => t!("note-older-format"),
        Note::ChangedOutside => t!("note-changed-outside"),
        Note::Unknown(fields) => t!("note-unknown", fields = super::cut(&fields.join(", "), 60)),
        Note::OlderRules {
            command,
            undone: false,
            error,
        } => t!(
            "note-older-rules",
            command = *command,
            reason = super::game_error(error)
        ),
        Note::OlderRules {
            command,
            undone: true,
            error,
        } => t!(
            "note-older-rules-undone",
            command = *command,
            reason = super::game_error(error)
        ),
    }
}

/// A store error as the app shows it.
pub fn store_error(error: &StoreError) -> String {
    match error {
        StoreError::NoDataDir => t!("store-no-data-dir", var = DATA_DIR_VAR),
        StoreError::CreateDir { path, source } => t!(
            "store-create-dir",
            path = path.display().to_string(),
            reason = source.to_string()
        ),
        StoreError::Read { path, source } => t!(
            "store-read",
            path = path.display().to_string(),
            reason = source.to_string()
        ),
        StoreError::Write { path, source } => t!(
            "store-write",
            path = path.display().to_string(),
            reason = source.to_string()
        ),
        StoreError::NotFound(id) => t!("store-not-found", id = id.as_str()),
        StoreError::BadId(id) => t!("store-bad-id", id = id.as_str()),
        StoreError::Empty => t!("store-empty"),
        StoreError::NotText => t!("store-not-text"),
        StoreError::Truncated => t!("store-truncated"),
        StoreError::NotJson { line, column } => {
            t!("store-not-json", line = *line, column = *column)
        }
        StoreError::WrongShape(reason) => t!("store-wrong-shape", reason = reason.as_str()),
        StoreError::NotSettings(reason) => t!("store-not-settings", reason = reason.as_str()),
        StoreError::Newer(format) => t!("store-newer", format = *format, max = FORMAT),
        StoreError::NoSuchFormat(format) => {
            t!("store-no-such-format", format = *format, max = FORMAT)
        }
        StoreError::TooLargeToSave(bytes) => t!(
            "store-too-large-to-save",
            size = bytes.div_ceil(1 << 20),
            max = crate::store::MAX_FILE_BYTES >> 20
        ),
        StoreError::BadGame(error) => t!("store-bad-game", reason = setup_error(error)),
        StoreError::NoLongerAllowed {
            command,
            undone: false,
            error,
            ..
        } => t!(
            "store-no-longer-allowed",
            command = *command,
            reason = super::game_error(error)
        ),
        StoreError::NoLongerAllowed {
            command,
            undone: true,
            error,
            ..
        } => t!(
            "store-no-longer-allowed-undone",
            command = *command,
            reason = super::game_error(error)
        ),
        StoreError::ChangedOutside { id, change } => t!(
            "store-changed-outside",
            id = id.as_str(),
            change = file_change(*change)
        ),
        // Added by the reliability work after the translations; English
        // until they get ids of their own.
        StoreError::Folder
        | StoreError::NotAFile
        | StoreError::DanglingLink
        | StoreError::BadBeginning
        | StoreError::BadLog { .. }
        | StoreError::InUse(_)
        | StoreError::CannotLock { .. }
        | StoreError::LockLost { .. }
        | StoreError::TooLarge(_)
        | StoreError::HeaderMismatch(_)
        | StoreError::BadTimes(_) => error.to_string(),
    }
}

/// What happened to a game's file while a window held it.
pub fn file_change(change: Change) -> String {
    match change {
        Change::Appeared => t!("store-change-appeared"),
        Change::Removed => t!("store-change-removed"),
        Change::Replaced => t!("store-change-replaced"),
        Change::Changed => t!("store-change-changed"),
    }
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::sync::Arc;

    use super::*;
    use crate::engine::SetupError;

    /// In English the app says exactly what the store's `Display` says.
    #[test]
    fn english_store_errors_read_as_the_store_writes_them() {
        let io = || Arc::new(io::Error::other("disk on fire"));
        let errors = [
            StoreError::NoDataDir,
            StoreError::CreateDir {
                path: "/a".into(),
                source: io(),
            },
            StoreError::Read {
                path: "/b".into(),
                source: io(),
            },
            StoreError::Write {
                path: "/c".into(),
                source: io(),
            },
            StoreError::NotFound("g".into()),
            StoreError::BadId("../x".into()),
            StoreError::Empty,
            StoreError::NotText,
            StoreError::Truncated,
            StoreError::NotJson {
                line: 12,
                column: 1234,
            },
            StoreError::WrongShape("missing field `setup`".into()),
            StoreError::NotSettings("invalid type".into()),
            StoreError::Newer(FORMAT + 1),
            StoreError::ChangedOutside {
                id: "g".into(),
                change: Change::Replaced,
            },
            StoreError::NoSuchFormat(0),
            StoreError::TooLargeToSave(70 << 20),
        ];
        for error in errors {
            assert_eq!(store_error(&error), error.to_string());
        }
        // The setup's refusal reads as the setup screen words it.
        assert_eq!(
            store_error(&StoreError::BadGame(SetupError::EmptyName { seat: 0 })),
            "the saved game cannot be restored: Player 1 needs a name."
        );
    }
}
