//! A command being decided: a scratch copy of the state that events are
//! applied to as they are made, so later rules see earlier effects, and a
//! refusal leaves nothing behind. The base rules and every expansion's
//! hooks work on it.

use super::event::Event;
use super::setup::Setup;
use super::state::State;

/// Which version of the rules decides a command. Games are played by the
/// current rules. A file saved by an older version recorded what the rules
/// of its time made of each command; the store checks its history against
/// those rules before it moves the game to the current ones (see
/// `src/store/check.rs`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Rules {
    /// The rules of this version.
    #[default]
    Current,
    /// The rules up to save format 2: the deferred points paid when final
    /// scoring began (XP7), and four commands accepted that are refused
    /// now: a figure moved on the messenger after the merge (MSG8), a
    /// deferred farm (XP2), message 4 carried out as points (MSG6).
    Format2,
}

/// The state a command is being decided on, and the events made so far.
#[derive(Debug)]
pub(crate) struct Decision<'a> {
    /// The game's setup.
    pub setup: &'a Setup,
    /// The state with every event so far applied.
    pub state: State,
    /// The events made so far, in order.
    pub events: Vec<Event>,
    /// The rules it is decided by.
    pub rules: Rules,
}

impl<'a> Decision<'a> {
    /// A decision starting from `state`.
    pub fn new(setup: &'a Setup, state: State) -> Self {
        Decision {
            setup,
            state,
            events: Vec::new(),
            rules: Rules::Current,
        }
    }

    /// Whether the current rules decide (not an older version's, see
    /// [`Rules`]).
    pub fn current(&self) -> bool {
        self.rules == Rules::Current
    }

    /// Records an event and applies it at once.
    pub fn emit(&mut self, event: Event) {
        self.state.apply(&event);
        self.events.push(event);
    }
}
