//! The game on show and its one door (docs/dev/table-plan.md).
//!
//! Everything that changes the game on show — a tap in the window, a
//! phone's request, a spoken answer, a test — is a [`Change`] from a
//! [`Source`], given to the table's one door. This layer sits between the
//! texts (`i18n`) and the faces (`share`, `app`): it imports no iced and
//! does no I/O itself.

pub mod keys;

use crate::engine::{Command, PlayerId, Setup};

/// Who asked for a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The window at the table.
    Window,
    /// A phone, for its own player; `based_on` is the version its page
    /// showed, so a command based on an old state is refused, not applied.
    Phone {
        /// The player whose link the phone holds.
        player: PlayerId,
        /// The phone's number for this request, echoed in the reply.
        request: u64,
        /// The table's version the phone's page was built from.
        based_on: u64,
    },
    /// A test driving the table directly.
    Test,
}

/// A change to the game on show.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// A command of the game, checked by the rules.
    Command(Command),
    /// Take back the last command.
    Undo,
    /// Do again the last command taken back.
    Redo,
    /// Go back to the state after this many commands of the log.
    Rewind(usize),
    /// Replace the setup and play the log again on it.
    FixSetup(Setup),
    /// Stop (`true`) or go on with (`false`) the play clock.
    Pause(bool),
}
