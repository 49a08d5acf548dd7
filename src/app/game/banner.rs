//! The turn banner, the queue of extra turns, and what the track shows.

use iced::widget::{button, column, container, row, space, text};
use iced::{Alignment, Element, Fill};

use crate::engine::{Figure, Phase, laps, space as track_space};
use crate::i18n::reason_text;
use crate::t;

use super::super::style;
use super::super::track::{Standing, Token, Track};
use super::{GameScreen, Message};

/// The track's tokens and standings for the game as it stands.
pub fn track(screen: &GameScreen) -> Track {
    let game = &screen.saved.game;
    let state = game.state();
    let active = state.turn.player;
    let mut tokens = Vec::new();
    let mut standings = Vec::new();
    let marks = super::super::track::marks(game.setup().players.iter().map(|p| p.name.as_str()));
    for (seat, (who, points)) in game.setup().players.iter().zip(&state.players).enumerate() {
        let is_active = active.index() == seat && state.phase == Phase::Playing;
        // MSG8: after the merge the messenger has left the track.
        let on_track = if screen.merged() {
            1
        } else {
            points.figures.len()
        };
        for (figure, total) in points.figures.iter().enumerate().take(on_track) {
            tokens.push(Token {
                colour: who.colour,
                figure: Figure::from_index(figure).unwrap_or(Figure::Meeple),
                space: track_space(*total),
                laps: laps(*total),
                active: is_active,
                mark: marks[seat].clone(),
            });
        }
        standings.push(Standing {
            name: who.name.clone(),
            colour: who.colour,
            total: points.total(),
            active: is_active,
        });
    }
    Track {
        tokens,
        standings,
        saint_nicholas: game.setup().saint_nicholas.is_some(),
    }
}

/// The turn banner: whose turn, the turn number, why it is an extra turn,
/// tiles left, and the tools (undo, redo, history, export, home).
pub fn view(screen: &GameScreen) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let state = game.state();
    let setup = game.setup();
    let (title, colour) = match state.phase {
        Phase::Playing => (
            t!(
                "turn-of",
                name = style::shortened(setup.name(state.turn.player), 11)
            ),
            Some(setup.players[state.turn.player.index()].colour),
        ),
        Phase::FinalScoring => (t!("game-final-scoring"), None),
        Phase::Ended => (t!("game-ended"), None),
    };
    let mut details = vec![t!("game-turn-number", number = state.turn.number)];
    if let Some(reason) = &state.turn.extra {
        details.push(t!("game-extra-turn", reason = reason_text(reason)));
    }
    if state.turn.tiles > 1 {
        details.push(t!("game-tile-of-turn", number = state.turn.tiles));
    }
    if let Some(left) = state.tiles_left {
        details.push(t!("tiles-left", count = left));
    }
    if screen.paused() {
        details.push(t!("game-paused"));
    }
    let mut head = row![].spacing(8).align_y(Alignment::Center);
    if let Some(colour) = colour {
        head = head.push(
            container(space())
                .width(34)
                .height(34)
                .style(style::swatch(colour)),
        );
    }
    // One line each, cut at the edge rather than wrapped, so the banner
    // keeps its height and the track its place.
    head = head.push(
        container(
            column![
                text(title).size(28).wrapping(text::Wrapping::None),
                text(details.join(" · "))
                    .size(18)
                    .wrapping(text::Wrapping::None)
                    .style(style::subtle),
            ]
            .spacing(0),
        )
        .width(Fill)
        .clip(true),
    );
    // Every tool keeps its width whatever its label says, so none moves
    // when the history opens.
    let tool = |label: String, message: Option<Message>| {
        button(text(label).size(style::BODY).center().width(Fill))
            .width(94)
            .height(style::TOUCH)
            .padding([0, 6])
            .style(button::secondary)
            .on_press_maybe(message)
    };
    head.push(tool(
        t!("game-undo"),
        game.can_undo().then_some(Message::Undo),
    ))
    .push(tool(
        t!("game-redo"),
        game.can_redo().then_some(Message::Redo),
    ))
    .push(
        button(
            text(if screen.history {
                t!("game-score-entry")
            } else {
                t!("game-history")
            })
            .size(style::BODY)
            .center()
            .width(Fill),
        )
        .width(132)
        .height(style::TOUCH)
        .padding([0, 6])
        .style(if screen.history {
            button::primary
        } else {
            button::secondary
        })
        .on_press(Message::History(!screen.history)),
    )
    .push(tool(
        if screen.paused() {
            t!("game-resume-clock")
        } else {
            t!("game-pause")
        },
        Some(Message::Pause(!screen.paused())),
    ))
    .push(tool(t!("game-export"), Some(Message::Export)))
    .push(
        button(
            text(t!("share-open"))
                .size(style::BODY)
                .center()
                .width(Fill),
        )
        .width(150)
        .height(style::TOUCH)
        .padding([0, 6])
        .style(button::secondary)
        .on_press(Message::Share),
    )
    .push(tool(t!("game-home"), Some(Message::Home)))
    .push(tool(t!("game-keys"), Some(Message::Keys(true))))
    .into()
}

/// The queued extra turns, each with a button to cancel it (RULES SN8).
pub fn queue(screen: &GameScreen) -> Option<Element<'_, Message>> {
    let state = screen.state();
    if state.queue.is_empty() {
        return None;
    }
    let setup = screen.saved.game.setup();
    let mut line = row![text(t!("game-queue")).size(style::BODY)]
        .spacing(10)
        .align_y(Alignment::Center);
    for (index, queued) in state.queue.iter().enumerate() {
        let colour = setup.players[queued.player.index()].colour;
        line = line.push(
            container(
                row![
                    container(space())
                        .width(18)
                        .height(18)
                        .style(style::swatch(colour)),
                    text(t!(
                        "game-queued-turn",
                        name = style::shortened(setup.name(queued.player), 12),
                        reason = reason_text(&queued.reason)
                    ))
                    .size(style::SMALL),
                    button(text(t!("game-cancel-turn")).size(style::SMALL))
                        .padding([8, 10])
                        .style(button::secondary)
                        .on_press(Message::CancelExtraTurn(index)),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            )
            .padding([4, 10])
            .style(style::card),
        );
    }
    Some(line.wrap().vertical_spacing(6).into())
}
