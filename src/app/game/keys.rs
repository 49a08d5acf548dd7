//! The keys of the game screen, routed only to what is on screen, and the
//! list of them shown on `?`.

use iced::keyboard::{self, Key, key::Named};
use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill};

use crate::engine::{Kind, Phase, PlayerId};
use crate::t;

use super::super::style;
use super::{Ask, GameScreen, Message, Mode};

/// The game message for a key pressed while `screen` shows what it shows.
pub fn message(screen: &GameScreen, event: &keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed {
        key,
        modifiers,
        text,
        ..
    } = event
    else {
        return None;
    };
    if modifiers.command() {
        return match key.as_ref() {
            Key::Character(c) if c.eq_ignore_ascii_case("z") && modifiers.shift() => {
                Some(Message::Redo)
            }
            Key::Character(c) if c.eq_ignore_ascii_case("z") => Some(Message::Undo),
            Key::Character(c) if c.eq_ignore_ascii_case("y") => Some(Message::Redo),
            _ => None,
        };
    }
    let typed = text.as_deref().unwrap_or_default();
    let escape = matches!(key.as_ref(), Key::Named(Named::Escape));
    if screen.keys {
        return matches!(
            key.as_ref(),
            Key::Named(Named::Escape) | Key::Named(Named::F10)
        )
        .then_some(Message::Dismiss)
        .or((typed == "?").then_some(Message::Keys(false)));
    }
    if screen.menu {
        return escape.then_some(Message::Menu(false));
    }
    if typed == "?" {
        return Some(Message::Keys(true));
    }
    let seat = player_key(key);
    if let Some(ask) = screen.ask {
        return match (ask, key.as_ref()) {
            (_, Key::Named(Named::Escape)) => Some(Message::Dismiss),
            (Ask::ExtraTurn, _) => seat.map(Message::ExtraTurnFor),
            (Ask::FinalScoring, Key::Named(Named::Enter)) => Some(Message::ConfirmFinalScoring),
            _ => None,
        };
    }
    if screen.history {
        return match key.as_ref() {
            Key::Named(Named::Escape) => Some(Message::History(false)),
            _ if typed.eq_ignore_ascii_case("h") => Some(Message::History(false)),
            _ => None,
        };
    }
    // Esc closes what a panel has open (a private view, an award).
    if escape && let Some(close) = screen.panels.escape() {
        return Some(Message::Panel(close));
    }
    if typed.eq_ignore_ascii_case("u") {
        return Some(Message::Menu(true));
    }
    // Enter gives the settle area's main answer while something holds.
    if matches!(key.as_ref(), Key::Named(Named::Enter))
        && let Some(message) = super::view::main_answer(screen)
    {
        return Some(message);
    }
    // A letter shown on one of the settle area's answers.
    let mut letters = typed.chars();
    if let (Some(letter), None) = (letters.next(), letters.next())
        && letter.is_alphabetic()
        && let Some(message) = super::view::keyed_answer(screen, letter)
    {
        return Some(message);
    }
    if screen.state().phase != Phase::Playing {
        return final_key(key.as_ref(), typed, seat, modifiers.shift());
    }
    entry_key(screen, key.as_ref(), typed, seat)
}

/// The keys of the final scoring: F1–F6 choose the players, R C L F the
/// kind, the digits, + and − the count, Enter adds the feature, Tab moves
/// to the next step and Shift+Tab back.
fn final_key(key: Key<&str>, typed: &str, seat: Option<PlayerId>, shift: bool) -> Option<Message> {
    use super::final_scoring::Message as Final;
    if let Some(seat) = seat {
        return Some(Message::Toggle(seat));
    }
    match key {
        Key::Named(Named::Backspace) => return Some(Message::Backspace),
        Key::Named(Named::Escape) => return Some(Message::Clear),
        Key::Named(Named::Enter) => return Some(Message::Final(Final::Add)),
        Key::Named(Named::Tab) if shift => return Some(Message::Final(Final::Back)),
        Key::Named(Named::Tab) => return Some(Message::Final(Final::Next)),
        _ => {}
    }
    if let Ok(digit) = typed.parse::<u32>()
        && digit < 10
    {
        return Some(Message::Digit(digit));
    }
    match typed.to_ascii_lowercase().as_str() {
        "+" => Some(Message::Nudge(1)),
        "-" => Some(Message::Nudge(-1)),
        "r" => Some(Message::Final(Final::Kind(Kind::Road))),
        "c" => Some(Message::Final(Final::Kind(Kind::City))),
        "l" => Some(Message::Final(Final::Kind(Kind::Cloister))),
        "f" => Some(Message::Final(Final::Kind(Kind::Farm))),
        "h" => Some(Message::History(true)),
        _ => None,
    }
}

/// F1–F6: the players in seating order.
fn player_key(key: &Key) -> Option<PlayerId> {
    let seat = match key.as_ref() {
        Key::Named(Named::F1) => 0,
        Key::Named(Named::F2) => 1,
        Key::Named(Named::F3) => 2,
        Key::Named(Named::F4) => 3,
        Key::Named(Named::F5) => 4,
        Key::Named(Named::F6) => 5,
        _ => return None,
    };
    Some(PlayerId(seat))
}

fn entry_key(
    screen: &GameScreen,
    key: Key<&str>,
    typed: &str,
    seat: Option<PlayerId>,
) -> Option<Message> {
    if let Some(seat) = seat {
        return Some(Message::Toggle(seat));
    }
    let playing = screen.state().phase == Phase::Playing;
    match key {
        Key::Named(Named::Backspace) => return Some(Message::Backspace),
        Key::Named(Named::Escape) if screen.mode != Mode::Points => {
            return Some(Message::Mode(Mode::Points));
        }
        Key::Named(Named::Escape) => return Some(Message::Clear),
        Key::Named(Named::Tab) => {
            return Some(Message::Mode(match screen.mode {
                Mode::Points => Mode::Count,
                Mode::Count => Mode::Correct,
                Mode::Correct | Mode::Panel(_) => Mode::Points,
            }));
        }
        Key::Named(Named::Enter) => {
            return Some(match screen.mode {
                Mode::Points | Mode::Panel(_) => Message::Score(Kind::Other),
                Mode::Count => Message::Count(super::count::Message::Score),
                Mode::Correct => Message::Correct(true),
            });
        }
        _ => {}
    }
    if let Ok(digit) = typed.parse::<u32>()
        && digit < 10
    {
        return Some(Message::Digit(digit));
    }
    let letter = typed.to_ascii_lowercase();
    match (screen.mode, letter.as_str()) {
        (Mode::Correct, "+") => Some(Message::Correct(true)),
        (Mode::Correct, "-") => Some(Message::Correct(false)),
        (_, "+") => Some(Message::Nudge(1)),
        (_, "-") => Some(Message::Nudge(-1)),
        (Mode::Points, "r") => Some(Message::Score(Kind::Road)),
        (Mode::Points, "c") => Some(Message::Score(Kind::City)),
        (Mode::Points, "l") => Some(Message::Score(Kind::Cloister)),
        (Mode::Points, "f") => Some(Message::Score(Kind::Farm)),
        (Mode::Count, "r") => Some(Message::Count(super::count::Message::Kind(Kind::Road))),
        (Mode::Count, "c") => Some(Message::Count(super::count::Message::Kind(Kind::City))),
        (Mode::Count, "l") => Some(Message::Count(super::count::Message::Kind(Kind::Cloister))),
        (_, "m") => Some(Message::SwitchFigures),
        (_, "h") => Some(Message::History(true)),
        (_, "k") => Some(Message::Mode(Mode::Correct)),
        (_, "n") => Some(Message::Mode(Mode::Count)),
        (_, "p") => Some(Message::Mode(Mode::Points)),
        (_, "e") if playing => Some(Message::EndTurn),
        (_, "a") if playing => Some(Message::AnotherTile),
        (_, "x") if playing => Some(Message::ExtraTurn),
        _ => None,
    }
}

/// Every key, as the `?` overlay lists them.
pub fn overlay<'a>() -> Element<'a, Message> {
    let lines = [
        ("0–9", t!("keys-digits")),
        ("←  Esc", t!("keys-backspace-clear")),
        ("F1–F6", t!("keys-players")),
        ("R C L F", t!("keys-kinds")),
        ("Enter", t!("keys-score")),
        ("Tab  P N K", t!("keys-modes")),
        ("+  −", t!("keys-counts")),
        ("M", t!("keys-figure")),
        ("E", t!("keys-end-turn")),
        ("A", t!("keys-another-tile")),
        ("X", t!("keys-extra-turn")),
        ("H", t!("keys-history")),
        ("U", t!("keys-menu")),
        ("Enter", t!("keys-settle")),
        ("T D N V G", t!("keys-answers")),
        ("Tab  Shift+Tab", t!("keys-steps")),
        ("Esc", t!("keys-close-open")),
        ("Ctrl+Z  Ctrl+Y", t!("keys-undo-redo")),
        ("Ctrl +  Ctrl −  Ctrl 0", t!("keys-scale")),
        ("F11", t!("keys-fullscreen")),
        ("?", t!("keys-this-list")),
    ];
    // Two columns, so the whole list shows in the smallest window.
    let half = lines.len().div_ceil(2);
    let column_of = |part: &[(&str, String)]| -> iced::widget::Column<'a, Message> {
        part.iter()
            .fold(column![].spacing(6).width(Fill), |list, (keys, id)| {
                list.push(
                    row![
                        text((*keys).to_owned())
                            .size(style::SMALL)
                            .width(150)
                            .wrapping(text::Wrapping::WordOrGlyph),
                        text(id.clone())
                            .size(style::SMALL)
                            .width(Fill)
                            .wrapping(text::Wrapping::WordOrGlyph),
                    ]
                    .spacing(10)
                    .align_y(Alignment::Center),
                )
            })
    };
    let list = row![column_of(&lines[..half]), column_of(&lines[half..])].spacing(24);
    let card = container(
        column![
            row![
                text(t!("keys-title")).size(style::HEADING).width(Fill),
                button(text(t!("keys-close")).size(style::BODY))
                    .padding([10, 20])
                    .style(button::secondary)
                    .on_press(Message::Keys(false)),
            ]
            .align_y(Alignment::Center),
            list,
        ]
        .spacing(14),
    )
    .padding(20)
    .max_width(1060)
    .style(style::card);
    container(card)
        .center(Fill)
        .style(|theme: &iced::Theme| container::Style {
            background: Some(
                theme
                    .extended_palette()
                    .background
                    .base
                    .color
                    .scale_alpha(0.85)
                    .into(),
            ),
            ..container::Style::default()
        })
        .into()
}
