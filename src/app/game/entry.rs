//! Score entry: who scores, how many points, for what — at most three
//! taps or keys for "Anna completes a city worth 8" — and the turn buttons.

use iced::widget::{button, column, container, row, rule, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::{Figure, Kind, Phase, PlayerId};
use crate::i18n::kind_name;
use crate::t;

use super::super::style;
use super::{GameScreen, Message};

const KEYPAD: [[&str; 3]; 3] = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]];

/// The entry panel, top to bottom as the table uses it: who scores, the
/// points typed, the keypad, what the points are for, then the turn.
pub fn view(screen: &GameScreen) -> Element<'_, Message> {
    let mut panel = column![text(t!("entry-who")).size(18), chips(screen)].spacing(10);
    if screen.two_figures() {
        panel = panel.push(figure_choice(screen));
    }
    let panel = panel.extend([
        display(&screen.points),
        keypad(),
        kind_buttons(),
        score_button(),
        rule::horizontal(1).into(),
        turn_buttons(screen),
    ]);
    container(panel)
        .padding(14)
        .width(Fill)
        .height(Length::Fill)
        .style(style::card)
        .into()
}

/// One chip per player, in seating order, at most four to a line (three
/// when more than four play).
fn chips(screen: &GameScreen) -> Element<'_, Message> {
    let seats: Vec<PlayerId> = screen.saved.game.setup().seats().collect();
    let per_row = if seats.len() > 4 { 3 } else { seats.len() };
    let mut chips = column![].spacing(8);
    for chunk in seats.chunks(per_row.max(1)) {
        chips = chips.push(chunk.iter().fold(row![].spacing(8), |line, seat| {
            line.push(screen.chip(*seat))
        }));
    }
    chips.into()
}

/// For each chosen holder, which figure moves, each choice showing where it
/// would land with the points typed (RULES MSG1, MSG2): one tap switches.
fn figure_choice(screen: &GameScreen) -> Element<'_, Message> {
    let points = screen.points.parse::<u32>().unwrap_or(0);
    let state = screen.saved.game.state();
    let setup = screen.saved.game.setup();
    let mut lines = column![].spacing(4);
    for player in &screen.chosen {
        let totals = &state.players[player.index()].figures;
        let chosen = screen.figure(*player);
        let choice = |figure: Figure| {
            let total = totals.get(figure.index()).copied().unwrap_or(0);
            button(
                text(super::messages::landing(figure, total, points))
                    .size(style::SMALL)
                    .center()
                    .width(Fill),
            )
            .width(Fill)
            .padding([6, 2])
            .style(if chosen == figure {
                button::primary
            } else {
                button::secondary
            })
            .on_press(Message::Figure(*player, figure))
        };
        lines = lines.push(
            row![
                text(setup.name(*player)).size(style::SMALL).width(70),
                choice(Figure::Meeple),
                choice(Figure::Messenger),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    lines.into()
}

/// The points typed so far, a faint 0 before the first digit.
fn display(points: &str) -> Element<'_, Message> {
    let shown = if points.is_empty() { "0" } else { points };
    container(text(shown).size(52).style(if points.is_empty() {
        style::subtle
    } else {
        text::base
    }))
    .center_x(Fill)
    .into()
}

/// The digits, backspace and clear.
fn keypad<'a>() -> Element<'a, Message> {
    // The keypad takes the height the panel has left, so the buttons below
    // it stay on screen in a small window and the keys grow in a large one.
    let key = |label: String, message: Message| {
        button(text(label).size(26).center().width(Fill).height(Fill))
            .width(Fill)
            .height(Fill)
            .padding(0)
            .style(style::key)
            .on_press(message)
    };
    let mut keypad = column![].spacing(6).height(Fill);
    for line in KEYPAD {
        keypad = keypad.push(
            line.iter()
                .fold(row![].spacing(6).height(Fill), |keys, label| {
                    let digit = label.parse().unwrap_or(0);
                    keys.push(key((*label).to_owned(), Message::Digit(digit)))
                }),
        );
    }
    keypad
        .push(
            row![
                key(t!("key-backspace"), Message::Backspace),
                key("0".to_owned(), Message::Digit(0)),
                key(t!("key-clear"), Message::Clear),
            ]
            .spacing(6)
            .height(Fill),
        )
        .into()
}

/// Road, city, cloister and farm: each records the points for that kind.
fn kind_buttons<'a>() -> Element<'a, Message> {
    let kind = |kind: Kind| {
        button(
            text(capitalised(&kind_name(kind)))
                .size(style::BODY)
                .center()
                .width(Fill),
        )
        .width(Fill)
        .padding([10, 4])
        .style(button::secondary)
        .on_press(Message::Score(kind))
    };
    row![
        kind(Kind::Road),
        kind(Kind::City),
        kind(Kind::Cloister),
        kind(Kind::Farm)
    ]
    .spacing(6)
    .into()
}

/// Records the points for anything else.
fn score_button<'a>() -> Element<'a, Message> {
    button(text(t!("entry-score")).size(22).center().width(Fill))
        .width(Fill)
        .padding([10, 4])
        .style(button::primary)
        .on_press(Message::Score(Kind::Other))
        .into()
}

/// End the turn and its variants while playing; end the game after. With
/// The Messages, "done with this tile" closes the round so a message can be
/// drawn before the turn ends.
fn turn_buttons(screen: &GameScreen) -> Element<'_, Message> {
    let state = screen.saved.game.state();
    let phase = state.phase;
    let messages = state.messages.is_some();
    let round_open = state.round.is_some();
    let wide = |label: String, message: Message, primary: bool| {
        button(
            text(label)
                .size(if primary { 24 } else { 17 })
                .center()
                .width(Fill),
        )
        .width(Fill)
        .padding(if primary { [12, 4] } else { [8, 2] })
        .style(if primary {
            button::success
        } else {
            button::secondary
        })
        .on_press(message)
    };
    match phase {
        Phase::Playing => {
            let mut others = row![
                wide(t!("entry-another-tile"), Message::AnotherTile, false),
                wide(t!("entry-extra-turn"), Message::ExtraTurn, false),
                wide(t!("entry-final-scoring"), Message::FinalScoring, false),
            ]
            .spacing(6)
            .align_y(Alignment::Center);
            if messages {
                others = others.push(
                    wide(t!("entry-tile-done"), Message::CloseRound, false)
                        .on_press_maybe(round_open.then_some(Message::CloseRound)),
                );
            }
            column![wide(t!("entry-end-turn"), Message::EndTurn, true), others]
                .spacing(6)
                .into()
        }
        Phase::FinalScoring | Phase::Ended => {
            wide(t!("entry-end-game"), Message::EndGame, true).into()
        }
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
