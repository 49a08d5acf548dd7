//! A command being decided: a scratch copy of the state that events are
//! applied to as they are made, so later rules see earlier effects, and a
//! refusal leaves nothing behind. The base rules and every expansion's
//! hooks work on it.

use super::event::Event;
use super::setup::Setup;
use super::state::State;

/// The state a command is being decided on, and the events made so far.
#[derive(Debug)]
pub(crate) struct Decision<'a> {
    /// The game's setup.
    pub setup: &'a Setup,
    /// The state with every event so far applied.
    pub state: State,
    /// The events made so far, in order.
    pub events: Vec<Event>,
}

impl<'a> Decision<'a> {
    /// A decision starting from `state`.
    pub fn new(setup: &'a Setup, state: State) -> Self {
        Decision {
            setup,
            state,
            events: Vec::new(),
        }
    }

    /// Records an event and applies it at once.
    pub fn emit(&mut self, event: Event) {
        self.state.apply(&event);
        self.events.push(event);
    }
}
