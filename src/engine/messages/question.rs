//! The Messages' questions (RULES MSG5): name the tile the table drew, or
//! carry out the drawn message with its counts, or take 2 points; message
//! 4 with no tile left can only take the 2 points (RULES T6).

use super::{Carry, Command, Helper, Hold, Resolution, message};
use crate::engine::command::{Command as GameCommand, GameError};
use crate::engine::question::{Answer, Field, FieldKind, Filled, Question, Sends, Words};
use crate::engine::state::{Hold as GameHold, State};

/// The largest count a message's helper takes.
const MAX_COUNT: u32 = 999;

/// The answer that takes 2 points.
const TAKE_TWO: usize = 0;

/// The question of `hold`.
pub(super) fn question(hold: Hold, state: &State) -> Question {
    let player = hold.player();
    let whole = GameHold::Messages(hold);
    match hold {
        Hold::Name { player } => {
            let mut question = Question::new(
                whole,
                Some(player),
                Words::text("msg-panel-name").player("name", player),
            );
            question.read_out = Some(Words::text("msg-panel-name-hint"));
            question.answers = (1..=super::DECK_SIZE as u8)
                .map(|number| {
                    Answer::new(
                        Words::Number(u32::from(number)).then(title(number)),
                        Sends::Command(GameCommand::Messages(Command::Name { number })),
                    )
                    .pick()
                })
                .collect();
            question
        }
        Hold::Resolve { .. } | Hold::NoTileLeft { .. } => {
            let number = match hold {
                Hold::Resolve { number, .. } => number,
                _ => 4,
            };
            let helper = message(number).map(|m| m.helper);
            let no_tile = matches!(hold, Hold::NoTileLeft { .. })
                || (helper == Some(Helper::AnotherTile) && state.tiles_left == Some(0));
            let mut question = Question::new(
                whole,
                Some(player),
                Words::text("msg-panel-number")
                    .number("number", number)
                    .then(title(number)),
            );
            let text = text(number);
            question.read_out = Some(if no_tile {
                text.dash(Words::text("error-messages-no-tile"))
            } else {
                text
            });
            question.form = fields(helper);
            let merged = state.messages.as_ref().is_some_and(|m| m.merged);
            if !merged {
                question.form.push(Field {
                    label: Words::text("msg-panel-figure"),
                    kind: FieldKind::Figure,
                });
            }
            let carry = if helper == Some(Helper::AnotherTile) {
                "msg-panel-carry-another-tile"
            } else {
                "msg-panel-carry-bad"
            };
            question.answers = vec![
                Answer::new(Words::text("msg-panel-take-two"), Sends::Filled).on_key('t'),
                Answer::new(Words::text(carry), Sends::Filled)
                    .main()
                    .open(!no_tile),
            ];
            question
        }
    }
}

/// A message's title.
fn title(number: u8) -> Words {
    match message(number) {
        Some(m) => Words::text(format!("message-{}-title", m.text)),
        None => Words::Number(u32::from(number)),
    }
}

/// A message's text, to read out.
fn text(number: u8) -> Words {
    match message(number) {
        Some(m) => Words::text(format!("message-{}-text", m.text)),
        None => Words::Number(u32::from(number)),
    }
}

/// The counts a message's helper asks for, then its yes-or-no.
fn fields(helper: Option<Helper>) -> Vec<Field> {
    let count = |id: &str| Field {
        label: Words::text(id),
        kind: FieldKind::Count { max: MAX_COUNT },
    };
    let toggle = |id: &str| Field {
        label: Words::text(id),
        kind: FieldKind::Toggle,
    };
    match helper {
        Some(Helper::Road) => vec![count("msg-count-road-tiles")],
        Some(Helper::City) => vec![
            count("msg-count-city-tiles"),
            count("msg-count-pennants"),
            toggle("msg-count-complete"),
        ],
        Some(Helper::Cloister) => vec![count("msg-count-surrounding")],
        Some(Helper::Pennants) => vec![count("msg-count-pennants-knight")],
        Some(Helper::Knights) => vec![count("msg-count-knights")],
        Some(Helper::Farmers) => vec![count("msg-count-farmers")],
        Some(Helper::Feature) => vec![
            count("msg-count-feature-points"),
            toggle("msg-count-no-majority"),
        ],
        Some(Helper::AnotherTile) | None => Vec::new(),
    }
}

/// What carrying out message `number` with these counts means.
pub fn carry(number: u8, filled: Filled<'_>) -> Carry {
    let [a, b] = [filled.count(0), filled.count(1)];
    match message(number).map(|m| m.helper) {
        Some(Helper::Road) => Carry::Road { tiles: a },
        Some(Helper::City) => Carry::City {
            tiles: a,
            pennants: b,
            complete: filled.toggle(),
        },
        Some(Helper::Cloister) => Carry::Cloister { surrounding: a },
        Some(Helper::AnotherTile) => Carry::AnotherTile,
        Some(Helper::Pennants) => Carry::Pennants { pennants: a },
        Some(Helper::Knights) => Carry::Knights { knights: a },
        Some(Helper::Farmers) => Carry::Farmers { farmers: a },
        Some(Helper::Feature) => Carry::Feature {
            majority: !filled.toggle(),
            points: a,
        },
        None => Carry::Points { points: a },
    }
}

/// The command answer `index` of the question on `hold` sends.
pub(super) fn built(
    hold: Hold,
    index: usize,
    filled: Filled<'_>,
) -> Result<GameCommand, GameError> {
    let number = match hold {
        Hold::Resolve { number, .. } => number,
        Hold::NoTileLeft { .. } => 4,
        Hold::Name { .. } => return Err(GameError::Messages(super::Error::NotNamed)),
    };
    let resolution = if index == TAKE_TWO {
        Resolution::TakeTwo
    } else {
        let carry = carry(number, filled);
        carry.points().map_err(GameError::Messages)?;
        Resolution::CarryOut(carry)
    };
    Ok(GameCommand::Messages(Command::Resolve {
        resolution,
        figure: filled.figure(),
    }))
}
