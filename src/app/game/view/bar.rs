//! The turn bar and the menu.

use iced::widget::{button, column, container, row, space, text};
use iced::{Alignment, Element, Fill, Padding};

use crate::engine::Phase;
use crate::t;

use super::settle::fitting;
use super::{PAD, added, sized};
use crate::app::design::size;
use crate::app::game::final_scoring;
use crate::app::game::{GameScreen, Message};
use crate::app::kit::{Look, filling};
use crate::app::style;
use crate::table::keys;

/// A label of the turn bar.
fn bar_label<'a>(words: String, size: f32) -> iced::widget::Text<'a> {
    text(words)
        .size(size)
        .center()
        .width(Fill)
        .height(Fill)
        .wrapping(text::Wrapping::WordOrGlyph)
}

/// A label of the turn bar with the letter of its key in its top right
/// corner (the `?` sheet's list), small, so the words keep the width the
/// labels had without it.
fn keyed_label<'a>(words: String, size: f32, key: Option<char>) -> Element<'a, Message> {
    let Some(key) = key else {
        return bar_label(words, size).into();
    };
    let letter_size = (size * 0.7).max(size::CAPTION);
    // The words keep clear of the corner's letter.
    let clear = letter_room(key, size);
    iced::widget::stack![
        container(bar_label(words, size)).padding(iced::Padding::ZERO.right(clear)),
        // In the button's own colour: quiet by its size, legible on green.
        container(
            text(key.to_string())
                .size(letter_size)
                .wrapping(text::Wrapping::None),
        )
        .width(Fill)
        .height(Fill)
        .align_x(iced::alignment::Horizontal::Right)
        .align_y(iced::alignment::Vertical::Top),
    ]
    .width(Fill)
    .height(Fill)
    .into()
}

/// The width the corner's letter takes from a label of `size`.
fn letter_room(key: char, size: f32) -> f32 {
    let letter_size = (size * 0.7).max(size::CAPTION);
    crate::app::design::text_width(&key.to_string(), letter_size, false) + 2.0
}

/// The letter of `action` on the screen as it is.
fn letter(screen: &GameScreen, action: keys::Action) -> Option<char> {
    keys::letter(crate::app::game::keys::state(screen), action)
}

/// A tool of the turn bar, on the left.
fn tool<'a>(
    words: String,
    message: Option<Message>,
    id: &'static str,
    g: f32,
) -> iced::widget::Container<'a, Message> {
    container(
        button(bar_label(words, sized(size::SMALL, g)))
            .width(Fill)
            .height(Fill)
            .padding([0, 4])
            .style(style::secondary)
            .on_press_maybe(message),
    )
    .id(id)
    .width(94.0 * g)
    .height(Fill)
}

/// The turn bar: the tools on the left, what ends or extends the turn on
/// the right, End turn (Next, during the final scoring) in the corner.
pub(super) fn turn_bar(screen: &GameScreen, g: f32, width: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let state = game.state();
    let tool =
        |words: String, message: Option<Message>, id: &'static str| tool(words, message, id, g);
    let mut bar = row![
        tool(
            t!("game-undo"),
            game.can_undo().then_some(Message::Undo),
            "undo"
        ),
        tool(
            if screen.history {
                t!("game-score-entry")
            } else {
                t!("game-history")
            },
            Some(Message::History(!screen.history)),
            "history"
        ),
        tool(t!("game-menu"), Some(Message::Menu(true)), "menu"),
        space().width(Fill),
    ]
    .spacing(6)
    .height(Fill)
    .align_y(Alignment::Center);
    let corner = |words: String, message: Option<Message>, id: &'static str, key: Option<char>| {
        let key = key.filter(|_| message.is_some());
        container(
            button(keyed_label(words, sized(size::LABEL, g), key))
                .width(Fill)
                .height(Fill)
                .padding([0, 6])
                .style(style::primary)
                .on_press_maybe(message),
        )
        .id(id)
        .width(200.0 * g)
        .height(Fill)
    };
    let free = screen.ask.is_none() && state.hold().is_none();
    match state.phase {
        Phase::Playing => {
            let extra = extras(screen, free);
            // The extras share what the tools and End turn leave.
            let room = width - 3.0 * 94.0 * g - 200.0 * g - 6.0 * (4 + extra.len()) as f32;
            let each = (room / extra.len() as f32).min(140.0 * g).floor();
            // One size for all of them, the one the longest label needs.
            let fits = extra
                .iter()
                .map(|(words, _, key)| {
                    let clear = key.map_or(0.0, |k| letter_room(k, sized(size::BODY, g)));
                    fitting(words, each - 14.0 - clear, 60.0 * g - 4.0, g)
                })
                .fold(f32::MAX, f32::min);
            for (words, message, key) in extra {
                // A key is shown only where it does something now.
                let key = key.filter(|_| message.is_some());
                bar = bar.push(
                    button(keyed_label(words, fits, key))
                        .width(each)
                        .height(Fill)
                        .padding([0, 4])
                        .style(style::secondary)
                        .on_press_maybe(message),
                );
            }
            bar = bar.push(corner(
                t!("entry-end-turn"),
                free.then_some(Message::EndTurn),
                "end-turn",
                letter(screen, keys::Action::EndTurn),
            ));
        }
        Phase::FinalScoring => {
            let added = added(screen);
            if let Some(back) = screen.wizard.back(&added) {
                bar = bar.push(
                    button(keyed_label(
                        t!("final-back", step = final_scoring::step_name(back, &added)),
                        sized(size::SMALL, g),
                        letter(screen, keys::Action::PreviousStep),
                    ))
                    .width(150.0 * g)
                    .height(Fill)
                    .padding([0, 4])
                    .style(style::secondary)
                    .on_press(Message::Final(final_scoring::Message::Back)),
                );
            }
            let next = match screen.wizard.next(&added) {
                Some(next) => corner(
                    t!("final-next", step = final_scoring::step_name(next, &added)),
                    Some(Message::Final(final_scoring::Message::Next)),
                    "next",
                    letter(screen, keys::Action::NextStep),
                ),
                None => corner(
                    t!("entry-end-game"),
                    Some(Message::Final(final_scoring::Message::EndGame)),
                    "next",
                    letter(screen, keys::Action::NextStep),
                ),
            };
            bar = bar.push(next);
        }
        Phase::Ended => {}
    }
    bar.into()
}

/// The turn's further buttons: Another tile, then the expansions', each
/// with its words, what it sends now and its letter.
fn extras(screen: &GameScreen, free: bool) -> Vec<(String, Option<Message>, Option<char>)> {
    let none_left = screen.state().tiles_left == Some(0);
    let mut extra = vec![(
        if none_left {
            t!("entry-another-tile-none")
        } else {
            t!("entry-another-tile")
        },
        (!none_left && free).then_some(Message::AnotherTile),
        letter(screen, keys::Action::AnotherTile),
    )];
    for ((words, message), key) in screen
        .panels
        .turn_actions(&screen.saved.game)
        .into_iter()
        .zip(keys::TURN_KEYS)
    {
        extra.push((
            words,
            message.map(Message::Panel).filter(|_| free),
            Some(key.to_ascii_uppercase()),
        ));
    }
    extra
}

/// The menu's heading: its title, *Speak* or *Silence* for this run, and
/// Close.
fn menu_heading(screen: &GameScreen, g: f32) -> iced::widget::Row<'_, Message> {
    let mut heading = row![
        text(t!("game-menu"))
            .size(sized(size::HEADING, g))
            .width(Fill)
    ]
    .spacing(8.0 * g)
    .align_y(Alignment::Center);
    // Spoken prompts switched for this run (Settings keeps its own), in
    // the heading's row: the list has no room to grow in a short window.
    if let Some(on) = screen.speaking {
        let state = keys::State {
            layer: keys::Layer::Menu,
            ..crate::app::game::keys::state(screen)
        };
        let words = if on {
            t!("game-speech-off")
        } else {
            t!("game-speech-on")
        };
        // Its key after its words, as on the list's items.
        let label = match keys::letter(state, keys::Action::Speak) {
            Some(key) => format!("{words}  {key}"),
            None => words,
        };
        let width = crate::app::kit::fit(&label);
        heading =
            heading.push(filling(label, Look::Secondary, Some(Message::Speak(!on))).width(width));
    }
    heading.push(
        filling(
            t!("keys-close"),
            Look::Secondary,
            Some(Message::Menu(false)),
        )
        .width(140.0 * g),
    )
}

/// The menu: the rarer tools, each with its key.
pub(super) fn menu(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let playing = screen.state().phase == Phase::Playing;
    let game = &screen.saved.game;
    // The menu's keys, as the list has them while it is open.
    let state = keys::State {
        layer: keys::Layer::Menu,
        ..crate::app::game::keys::state(screen)
    };
    let key = |action: keys::Action| {
        keys::letter(state, action)
            .map(String::from)
            .unwrap_or_default()
    };
    let item = |label: String, key: String, message: Option<Message>| {
        button(
            row![
                text(label)
                    .size(sized(size::BODY, g))
                    .width(Fill)
                    .wrapping(text::Wrapping::WordOrGlyph),
                text(key)
                    .size(sized(size::SMALL, g))
                    .style(style::subtle)
                    .wrapping(text::Wrapping::None),
            ]
            .spacing(8.0 * g)
            .height(Fill)
            .align_y(Alignment::Center),
        )
        .width(Fill)
        .height(sized(size::TOUCH, g))
        .padding([0.0, 14.0 * g])
        .style(style::secondary)
        .on_press_maybe(message)
    };
    let heading = menu_heading(screen, g);
    let list = column![
        heading,
        item(
            t!("game-redo"),
            "Ctrl+Y".to_owned(),
            game.can_redo().then_some(Message::Redo)
        ),
        item(
            t!("entry-extra-turn"),
            key(keys::Action::ExtraTurn),
            playing.then_some(Message::ExtraTurn)
        ),
        item(
            t!("game-tiles"),
            key(keys::Action::Tiles),
            (playing && screen.state().tiles_left.is_some()).then_some(Message::Tiles)
        ),
        item(
            t!("entry-final-scoring"),
            key(keys::Action::FinalScoring),
            playing.then_some(Message::FinalScoring)
        ),
        item(
            if screen.paused() {
                t!("game-resume-clock")
            } else {
                t!("game-pause")
            },
            key(keys::Action::Pause),
            Some(Message::Pause(!screen.paused()))
        ),
        item(
            t!("game-export"),
            key(keys::Action::Export),
            Some(Message::Export)
        ),
        item(
            t!("share-open"),
            key(keys::Action::Share),
            Some(Message::Share)
        ),
        item(t!("game-keys"), "?".to_owned(), Some(Message::Keys(true))),
        item(
            t!("game-home"),
            key(keys::Action::Home),
            Some(Message::Home)
        ),
    ]
    .spacing(8.0 * g);
    let card = container(list)
        .padding(16.0 * g)
        .width(420.0 * g)
        .style(style::card);
    container(card)
        .align_x(iced::alignment::Horizontal::Left)
        .align_y(iced::alignment::Vertical::Bottom)
        .padding(Padding::new(PAD).bottom(64.0 * g + PAD))
        .width(Fill)
        .height(Fill)
        .style(style::veil)
        .into()
}
