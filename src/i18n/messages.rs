//! The Messages in the table's language: the drawn message, what waits,
//! refusals, history lines and the texts of the 8 messages.

use crate::engine::messages::{self, Carry, Command, Drawn, Error, Event, Hold, Resolution};
use crate::engine::{
    Command as GameCommand, Event as GameEvent, Figure, GameError, Hold as GameHold,
    Prompt as GamePrompt, Setup,
};
use crate::t;

use super::{ExpansionTexts, ReadOut, figure_name};

/// The Messages' texts in the registry of texts.
pub(super) struct Texts;

impl ExpansionTexts for Texts {
    fn name(&self, word: &str) -> Option<String> {
        (word == crate::engine::messages::notation::VERB).then(|| t!("setup-msg"))
    }

    fn record(&self, record: &str) -> Option<String> {
        (record == crate::engine::messages::LONGEST_CHAIN)
            .then(|| t!("stats-record-longest-message-chain"))
    }

    fn command(&self, _setup: &Setup, command: &GameCommand) -> Option<String> {
        match command {
            GameCommand::Messages(command) => Some(command_text(command)),
            _ => None,
        }
    }

    fn event(&self, setup: &Setup, event: &GameEvent) -> Option<String> {
        match event {
            GameEvent::Messages(event) => event_text(setup, event),
            _ => None,
        }
    }

    /// A message drawn is announced (the table's question then reads it).
    fn announced(&self, setup: &Setup, event: &GameEvent) -> Option<String> {
        match event {
            GameEvent::Messages(event @ Event::MessageDrawn { .. }) => event_text(setup, event),
            _ => None,
        }
    }

    /// A message drawn (RULES MSG3, MSG7) sounds.
    fn sound(&self, event: &GameEvent) -> Option<&'static str> {
        matches!(event, GameEvent::Messages(Event::MessageDrawn { .. })).then_some("message")
    }

    fn prompt(&self, setup: &Setup, prompt: &GamePrompt) -> Option<String> {
        match prompt {
            GamePrompt::MessageDrawn(drawn) => Some(drawn_text(setup, drawn)),
            GamePrompt::Held(GameHold::Messages(hold)) => Some(hold_text(hold)),
            _ => None,
        }
    }

    fn hold(&self, hold: &GameHold) -> Option<String> {
        match hold {
            GameHold::Messages(hold) => Some(hold_text(hold)),
            _ => None,
        }
    }

    fn error(&self, error: &GameError) -> Option<String> {
        match error {
            GameError::Messages(error) => Some(error_text(error)),
            _ => None,
        }
    }

    /// The drawn message is read out (while it waits to be named or
    /// resolved, the table's question reads it).
    fn read_out(&self, prompt: &GamePrompt) -> Option<ReadOut> {
        // A held message is read out by the table's question.
        let GamePrompt::MessageDrawn(drawn) = prompt else {
            return None;
        };
        let (player, number) = (drawn.player, drawn.number);
        Some(ReadOut {
            seat: Some(player),
            title: number.map(message_title),
            body: number.map(message_text),
        })
    }
}

/// A message's title: "Shortest road".
pub fn message_title(number: u8) -> String {
    messages::message(number).map_or_else(
        || number.to_string(),
        |m| t!(&format!("message-{}-title", m.text)),
    )
}

/// A message's full text, to read out.
pub fn message_text(number: u8) -> String {
    messages::message(number).map_or_else(String::new, |m| t!(&format!("message-{}-text", m.text)))
}

fn whose(setup: &Setup, player: crate::engine::PlayerId, figure: Figure) -> String {
    t!(
        "messages-whose",
        name = setup.name(player),
        figure = figure_name(figure)
    )
}

/// "Bert's messenger landed on 15: draw a message" (RULES MSG3).
pub fn drawn_text(setup: &Setup, drawn: &Drawn) -> String {
    let who = whose(setup, drawn.player, drawn.figure);
    match drawn.number {
        Some(number) => t!(
            "prompt-message-drawn",
            who = who,
            space = drawn.space,
            number = u32::from(number),
            title = message_title(number)
        ),
        None => t!("prompt-message-draw-tile", who = who, space = drawn.space),
    }
}

/// What waits to be settled.
pub fn hold_text(hold: &Hold) -> String {
    match hold {
        Hold::Name { .. } => t!("hold-message-name"),
        Hold::Resolve { number, .. } => t!(
            "hold-message-resolve",
            number = u32::from(*number),
            title = message_title(*number)
        ),
        Hold::NoTileLeft { .. } => t!("hold-message-no-tile", title = message_title(4)),
    }
}

/// Why The Messages refused a command.
pub fn error_text(error: &Error) -> String {
    match error {
        Error::NotInUse => t!("error-messages-not-in-use"),
        Error::NothingPending => t!("error-messages-nothing-pending"),
        Error::NotNamed => t!("error-messages-not-named"),
        Error::AlreadyNamed => t!("error-messages-already-named"),
        Error::NoSuchMessage(n) => t!("error-messages-no-such", number = u32::from(*n)),
        Error::WrongHelper { number, .. } => t!(
            "error-messages-wrong-helper",
            number = u32::from(*number),
            title = message_title(*number)
        ),
        Error::NoTileForAnotherTile => t!("error-messages-no-tile"),
        Error::PennantsOverTiles { tiles, pennants } => t!(
            "error-messages-pennants",
            tiles = *tiles,
            pennants = *pennants
        ),
        Error::Surrounding(n) => t!("error-messages-surrounding", count = *n),
        Error::TooManyPoints(points) => t!("error-messages-points", points = *points),
        Error::MessengerLeft => t!("error-messages-messenger-left"),
        Error::PointsForAnotherTile => t!("error-messages-points-for-another-tile"),
    }
}

/// A command of The Messages as the history lists it.
pub fn command_text(command: &Command) -> String {
    match command {
        Command::Name { number } => t!(
            "history-message-named",
            number = u32::from(*number),
            title = message_title(*number)
        ),
        Command::Resolve {
            resolution: Resolution::TakeTwo,
            figure,
        } => t!("history-message-take-two", figure = figure_name(*figure)),
        Command::Resolve {
            resolution: Resolution::CarryOut(Carry::AnotherTile),
            ..
        } => t!("history-message-another-tile"),
        Command::Resolve {
            resolution: Resolution::CarryOut(carry),
            figure,
        } => t!(
            "history-message-carried-out",
            points = carry.points().unwrap_or(0),
            figure = figure_name(*figure)
        ),
    }
}

/// What a history line adds for an event of The Messages, if anything.
pub fn event_text(setup: &Setup, event: &Event) -> Option<String> {
    match event {
        Event::MessageDrawn {
            player,
            figure,
            space,
            number,
        } => Some(drawn_text(
            setup,
            &Drawn {
                player: *player,
                figure: *figure,
                space: *space,
                number: *number,
            },
        )),
        Event::FiguresMerged => Some(t!("history-figures-merged")),
        _ => None,
    }
}
