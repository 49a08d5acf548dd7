//! Where the base rules call the sample, how its command is decided, its
//! events' fold, and the sample in the registry.

use super::{Command, Error, Event, Registration, Sample};
use crate::engine::command::{Command as GameCommand, GameError};
use crate::engine::decision::Decision;
use crate::engine::event::Event as GameEvent;
use crate::engine::expansion::{Expansion, Part, Registered};
use crate::engine::notation::lex::{Names, Word};
use crate::engine::player::PlayerId;
use crate::engine::setup::Setup;
use crate::engine::state::{Fold, State};

impl Registered for Registration {
    fn in_use<'s>(&self, setup: &'s Setup) -> Option<&'s dyn Expansion> {
        setup.sample.as_ref().map(|e| e as &dyn Expansion)
    }

    fn owns(&self, command: &GameCommand) -> bool {
        matches!(command, GameCommand::Sample(_))
    }

    fn not_in_use(&self) -> Option<GameError> {
        Some(GameError::Sample(Error::NotInUse))
    }

    fn verb(&self) -> &'static str {
        super::notation::VERB
    }

    fn set_up(&self, options: &[&str], setup: &mut Setup) -> Result<(), String> {
        setup.sample = super::notation::parse(options)?;
        Ok(())
    }

    fn parse_command(
        &self,
        verb: &str,
        args: &[Word],
        names: &mut Names,
    ) -> Option<Result<GameCommand, String>> {
        super::notation::parse_command(verb, args, names).map(|r| r.map(GameCommand::Sample))
    }

    fn command_line(&self, setup: &Setup, command: &GameCommand) -> Option<String> {
        match command {
            GameCommand::Sample(command) => Some(super::notation::command_line(setup, command)),
            _ => None,
        }
    }
}

impl Fold for Event {
    fn fold(&self, state: &mut State) {
        let Event::TokenTaken { player, points } = *self;
        if let Some(sample) = &mut state.sample
            && let Some(tokens) = sample.tokens.get_mut(player.index())
        {
            *tokens += 1;
            if let Some(meeple) = state
                .players
                .get_mut(player.index())
                .and_then(|p| p.figures.first_mut())
            {
                *meeple = meeple.saturating_add(points);
            }
        }
    }
}

impl Expansion for Sample {
    fn tiles(&self) -> u32 {
        super::TILES
    }

    fn decide(&self, decision: &mut Decision, command: &GameCommand) -> Result<(), GameError> {
        let GameCommand::Sample(Command::Token { player }) = command else {
            return Ok(());
        };
        decision.playing()?;
        decision.known(*player)?;
        decision.emit(GameEvent::Sample(Event::TokenTaken {
            player: *player,
            points: self.worth,
        }));
        Ok(())
    }

    fn parts(&self, state: &State, player: PlayerId) -> Vec<Part> {
        let tokens = state
            .sample
            .as_ref()
            .and_then(|s| s.tokens.get(player.index()))
            .copied()
            .unwrap_or(0);
        vec![Part {
            part: "tokens",
            points: i64::from(tokens * self.worth),
            count: Some(tokens),
            each: Some(self.worth),
        }]
    }

    fn setup_line(&self) -> String {
        super::notation::line(self)
    }
}
