//! The board: the track, the totals in its centre and the queued extra
//! turns.

use iced::widget::{Column, Row, button, column, container, responsive, row, space, stack, text};
use iced::{Alignment, Element, Fill, Padding, Size};

use crate::engine::{Colour, Phase, PlayerId, laps, space as track_space};
use crate::t;

use super::sized;
use crate::app::design::size;
use crate::app::game::{Ask, GameScreen, Message};
use crate::app::icons::icon;
use crate::app::style;
use crate::app::track::{self, Token, Track};

/// The board: the track, and in its centre every player's total, which
/// a tap picks as a holder of the scoring being entered.
pub(super) fn board(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    responsive(move |size| {
        let centre = track::centre_rect(size);
        stack![
            track::view(track_of(screen)),
            container(
                container(totals(screen, centre.size(), g))
                    .width(centre.width.max(0.0))
                    .height(centre.height.max(0.0))
            )
            .padding(Padding::ZERO.top(centre.y.max(0.0)).left(centre.x.max(0.0))),
        ]
        .into()
    })
    .into()
}

/// The figures on the track.
fn track_of(screen: &GameScreen) -> Track {
    let game = &screen.saved.game;
    let state = game.state();
    let active = state.turn.player;
    let mut tokens = Vec::new();
    let marks = track::marks(game.setup().players.iter().map(|p| p.name.as_str()));
    let figures = screen.panels.figures(game);
    for (seat, (who, points)) in game.setup().players.iter().zip(&state.players).enumerate() {
        let is_active = active.index() == seat && state.phase == Phase::Playing;
        for (figure, total) in figures.iter().zip(&points.figures) {
            tokens.push(Token {
                colour: who.colour,
                figure: *figure,
                space: track_space(*total),
                laps: laps(*total),
                active: is_active,
                mark: marks[seat].clone(),
            });
        }
    }
    Track {
        tokens,
        pictures: screen.panels.pictures(game),
    }
}

/// What a tap on a player's total does now.
fn row_message(screen: &GameScreen, seat: PlayerId) -> Option<Message> {
    match (screen.ask, screen.state().phase) {
        (Some(Ask::ExtraTurn), _) => Some(Message::ExtraTurnFor(seat)),
        (Some(Ask::FinalScoring | Ask::Tiles { .. }), _) => None,
        (None, Phase::Ended) => None,
        (None, _) => Some(Message::Toggle(seat)),
    }
}

/// A player's total, large, in their colour.
fn pill<'a>(total: u32, size: f32, colour: Colour) -> iced::widget::Container<'a, Message> {
    container(
        text(total.to_string())
            .size(size)
            .line_height(text::LineHeight::Relative(1.1))
            .font(iced::Font {
                weight: iced::font::Weight::Bold,
                ..crate::app::FONT
            })
            .wrapping(text::Wrapping::None),
    )
    .padding([0, 10])
    .style(style::total_pill(colour))
}

/// The totals on show, by seat: the game's, and in the final scoring
/// those of the steps reached (RULES F1).
fn shown_totals(screen: &GameScreen) -> Vec<u32> {
    let game = &screen.saved.game;
    let state = game.state();
    let added = (state.phase == Phase::FinalScoring).then(|| screen.panels.final_steps(game));
    state
        .players
        .iter()
        .enumerate()
        .map(|(seat, points)| {
            let reached = added
                .as_deref()
                .map_or(0, |added| screen.wizard.reached(added, seat));
            points.total() + reached
        })
        .collect()
}

/// The id of a seat's total on show, for tests.
pub fn total_id(seat: usize) -> String {
    format!("total-{seat}")
}

/// The totals: every player with the name whole, the total large and the
/// panels' badges; one column for up to three players, two for more. A
/// tap picks the player (F1–F6 too).
fn totals(screen: &GameScreen, area: Size, g: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let setup = game.setup();
    let state = game.state();
    let players = setup.players.len().max(1);
    let columns = if players > 3 { 2 } else { 1 };
    let per_column = players.div_ceil(columns);
    let gap = 6.0;
    // The queued extra turns' line is kept whether or not one is queued,
    // so the totals never move or shrink when one is (issue 29).
    let queue_height = size::TOUCH + gap;
    let cell_height = ((area.height - queue_height - gap * (per_column - 1) as f32)
        / per_column as f32)
        .min(110.0 * g)
        .max(size::TOUCH);
    let cell_width = (area.width - gap * (columns - 1) as f32) / columns as f32;
    let two = screen.two_figures();
    let total_size = (cell_height * if columns == 1 { 0.5 } else { 0.34 })
        .clamp(size::TOTAL, 52.0 * g)
        .round();
    // Two lines to a cell in two columns (the name, then the total): the
    // figure beside the name is kept to the name's line.
    let figure_height = (cell_height * if columns == 1 { 0.42 } else { 0.3 }).clamp(20.0, 40.0 * g);
    let shown = shown_totals(screen);
    let mut cells: Vec<Element<'_, Message>> = Vec::new();
    for (index, seat) in setup.seats().enumerate() {
        let who = &setup.players[seat.index()];
        let points = &state.players[seat.index()];
        let picking = state.phase != Phase::Ended;
        let chosen = screen.chosen.contains(&seat) && picking && screen.ask.is_none();
        let active = state.turn.player == seat && state.phase == Phase::Playing;
        let total = shown.get(seat.index()).copied().unwrap_or(0);
        let pill = pill(total, total_size, who.colour).id(total_id(seat.index()));
        let mut extras = Row::new().spacing(8).align_y(Alignment::Center);
        for (badge_icon, label) in screen.panels.badges(game, seat) {
            extras = extras.push(
                row![
                    icon(badge_icon, 18.0 * g, None),
                    text(label)
                        .size(sized(size::SMALL, g))
                        .wrapping(text::Wrapping::None)
                ]
                .spacing(3)
                .align_y(Alignment::Center),
            );
        }
        if two {
            // Meeple and messenger apart, the one the points move first.
            let parts: Vec<String> = points.figures.iter().map(|t| t.to_string()).collect();
            extras = extras.push(
                text(parts.join(" + "))
                    .size(sized(size::CAPTION, g))
                    .style(style::subtle)
                    .wrapping(text::Wrapping::None),
            );
        }
        let name_size = if columns == 1 {
            (cell_height * 0.3).clamp(size::BODY, size::HEADING * g)
        } else {
            (cell_height * 0.2).clamp(size::CAPTION, size::LABEL * g)
        }
        .round();
        let name = text(crate::i18n::name(&who.name).into_owned())
            .size(name_size)
            .wrapping(text::Wrapping::WordOrGlyph)
            .width(Fill);
        let figure = track::meeples(vec![who.colour], figure_height);
        let content: Element<'_, Message> = if columns == 1 {
            row![figure, name, extras, pill]
                .spacing(10)
                .align_y(Alignment::Center)
                .into()
        } else {
            // The total beside the name and its badges, so the cell's
            // height holds a name of two lines.
            row![figure, column![name, extras].spacing(2).width(Fill), pill]
                .spacing(8)
                .align_y(Alignment::Center)
                .into()
        };
        let key = index + 1;
        cells.push(
            container(
                button(
                    container(content)
                        .height(Fill)
                        .align_y(iced::alignment::Vertical::Center),
                )
                .width(cell_width)
                .height(cell_height)
                .padding([2, 8])
                .style(style::total_row(who.colour, chosen, active))
                .on_press_maybe(row_message(screen, seat)),
            )
            .id(format!("player-{key}"))
            .into(),
        );
    }
    let mut grid = Column::new().spacing(gap).width(Fill);
    grid = grid.push(container(queue(screen)).height(size::TOUCH));
    let mut cells = cells.into_iter();
    for _ in 0..per_column {
        let mut line = Row::new().spacing(gap);
        for _ in 0..columns {
            if let Some(cell) = cells.next() {
                line = line.push(cell);
            }
        }
        grid = grid.push(line);
    }
    container(grid)
        .width(Fill)
        .height(Fill)
        .align_y(iced::alignment::Vertical::Center)
        .into()
}

/// The queued extra turns, each with its cancel (RULES SN8).
fn queue(screen: &GameScreen) -> Element<'_, Message> {
    let state = screen.state();
    let setup = screen.saved.game.setup();
    if state.queue.is_empty() {
        return space().into();
    }
    let mut line = row![
        text(t!("game-queue"))
            .size(size::SMALL)
            .wrapping(text::Wrapping::None)
    ]
    .spacing(6)
    .align_y(Alignment::Center);
    let many = setup.players.len() > 3;
    let shown = if many { 3 } else { 4 };
    let marks = track::marks(setup.players.iter().map(|p| p.name.as_str()));
    for (index, queued) in state.queue.iter().enumerate().take(shown) {
        let colour = setup.players[queued.player.index()].colour;
        line = line.push(
            button(
                row![
                    container(space())
                        .width(16)
                        .height(16)
                        .style(style::swatch(colour)),
                    text(format!(
                        "{} ✕",
                        if many {
                            marks[queued.player.index()].clone()
                        } else {
                            style::shortened(setup.name(queued.player), 8)
                        }
                    ))
                    .size(size::SMALL)
                    .wrapping(text::Wrapping::None),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            )
            .height(size::TOUCH)
            .padding([0, 8])
            .style(style::secondary)
            .on_press(Message::CancelExtraTurn(index)),
        );
    }
    if state.queue.len() > shown {
        line = line.push(
            text(format!("+{}", state.queue.len() - shown))
                .size(size::SMALL)
                .wrapping(text::Wrapping::None),
        );
    }
    line.into()
}
