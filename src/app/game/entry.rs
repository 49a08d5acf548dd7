//! Score entry: who scores, how many points, for what — at most three
//! taps or keys for "Anna completes a city worth 8" — and the turn buttons.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::{Figure, Kind, Phase, PlayerId};
use crate::i18n::kind_name;
use crate::t;

use super::super::style;
use super::{GameScreen, Message, Mode};

const KEYPAD: [[&str; 3]; 3] = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]];

/// The entry panel, top to bottom as the table uses it: what the panel is
/// for (points, the calculator, a correction), who, then the points.
pub fn view(screen: &GameScreen) -> Element<'_, Message> {
    let mut panel = column![mode_tabs(screen.mode), chips(screen)].spacing(8);
    if screen.two_figures() {
        panel = panel.push(figure_choice(screen));
    }
    let panel = match screen.mode {
        Mode::Points => panel.extend([display(screen), keypad(), kind_buttons(), score_button()]),
        Mode::Count => panel.push(screen.count.view().map(Message::Count)),
        Mode::Correct => panel.extend([
            container(text(t!("correct-hint")).size(style::SMALL))
                .padding([6, 10])
                .width(Fill)
                .style(style::correction)
                .into(),
            display(screen),
            keypad(),
            correct_buttons(),
        ]),
    };
    container(panel)
        .padding(12)
        .width(Fill)
        .height(Length::Fill)
        .style(style::card)
        .into()
}

/// Points, the calculator, or a correction: one tap apart.
fn mode_tabs<'a>(mode: Mode) -> Element<'a, Message> {
    let tab = |label: String, this: Mode| {
        button(text(label).size(18).center().width(Fill))
            .width(Fill)
            .height(style::TOUCH)
            .padding([0, 4])
            .style(if mode == this {
                if this == Mode::Correct {
                    button::danger
                } else {
                    button::primary
                }
            } else {
                button::secondary
            })
            .on_press(Message::Mode(this))
    };
    row![
        tab(t!("mode-points"), Mode::Points),
        tab(t!("mode-count"), Mode::Count),
        tab(t!("mode-correct"), Mode::Correct),
    ]
    .spacing(6)
    .into()
}

/// One chip per player, in seating order, at most four to a line (three
/// when more than four play).
fn chips(screen: &GameScreen) -> Element<'_, Message> {
    let seats: Vec<PlayerId> = screen.saved.game.setup().seats().collect();
    let per_row = if seats.len() > 4 { 3 } else { seats.len() };
    let mut chips = column![].spacing(6);
    for chunk in seats.chunks(per_row.max(1)) {
        chips = chips.push(chunk.iter().fold(row![].spacing(6), |line, seat| {
            line.push(screen.chip(*seat, per_row))
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
            .height(style::TOUCH)
            .padding([0, 2])
            .style(if chosen == figure {
                button::primary
            } else {
                button::secondary
            })
            .on_press(Message::Figure(*player, figure))
        };
        lines = lines.push(
            row![
                text(style::shortened(setup.name(*player), 8))
                    .size(style::SMALL)
                    .wrapping(text::Wrapping::None)
                    .width(70),
                choice(Figure::Meeple),
                choice(Figure::Messenger),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    lines.into()
}

/// The points typed so far, a faint 0 before the first digit, and
/// beside them who gets what: "Anna +8, Bert +8".
fn display(screen: &GameScreen) -> Element<'_, Message> {
    let points = screen.points.as_str();
    if let (Some(done), true) = (&screen.done, points.is_empty()) {
        // What just happened, with its undo one tap away.
        return container(
            row![
                text(done.as_str()).size(18).width(Fill),
                button(
                    text(t!("notice-undo"))
                        .size(style::BODY)
                        .height(Fill)
                        .align_y(iced::alignment::Vertical::Center),
                )
                .height(style::TOUCH)
                .padding([0, 14])
                .style(button::secondary)
                .on_press(Message::Undo),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        )
        .padding(iced::Padding::new(3.0).left(12))
        .height(64)
        .align_y(iced::alignment::Vertical::Center)
        .width(Fill)
        .style(style::done)
        .into();
    }
    let shown = if points.is_empty() { "0" } else { points };
    let setup = screen.saved.game.setup();
    let names: Vec<String> = screen
        .chosen
        .iter()
        .map(|p| style::shortened(setup.name(*p), 24))
        .collect();
    let preview = match (screen.mode, names.is_empty(), points.is_empty()) {
        (_, true, _) => t!("entry-preview-nobody"),
        (Mode::Correct, false, true) => t!("entry-preview-correct-type", name = names.join(", ")),
        (Mode::Correct, false, false) => t!(
            "entry-preview-correct",
            name = names.join(", "),
            points = points
        ),
        (_, false, true) => t!("entry-preview-type", names = names.join(", ")),
        (_, false, false) => names
            .iter()
            .map(|name| t!("entry-preview", name = name.as_str(), points = points))
            .collect::<Vec<_>>()
            .join(", "),
    };
    let row = row![
        text(shown)
            .size(44)
            .width(96)
            .align_x(iced::alignment::Horizontal::Right)
            .style(if points.is_empty() {
                style::subtle
            } else {
                text::base
            }),
        text(preview).size(style::BODY).width(Fill),
    ]
    .spacing(16)
    .align_y(Alignment::Center);
    container(row)
        .height(64)
        .align_y(iced::alignment::Vertical::Center)
        .into()
}

/// The digits, backspace and clear, four keys to a row. The keypad takes
/// the height the panel has left (never less than a finger needs), so the
/// keys grow in a large window.
fn keypad<'a>() -> Element<'a, Message> {
    let key = |label: String, message: Message| {
        button(text(label).size(26).center().width(Fill).height(Fill))
            .width(Fill)
            .height(Fill)
            .padding(0)
            .style(style::key)
            .on_press(message)
    };
    let extra = [
        (t!("key-backspace"), Message::Backspace),
        (t!("key-clear"), Message::Clear),
        ("0".to_owned(), Message::Digit(0)),
    ];
    let mut keypad = column![].spacing(6).height(Length::FillPortion(1));
    for (line, (label, message)) in KEYPAD.into_iter().zip(extra) {
        keypad = keypad.push(
            line.iter()
                .fold(row![].spacing(6).height(Fill), |keys, digit| {
                    let value = digit.parse().unwrap_or(0);
                    keys.push(key((*digit).to_owned(), Message::Digit(value)))
                })
                .push(key(label, message)),
        );
    }
    container(keypad)
        .height(Length::Fill)
        .max_height(4.0 * 80.0)
        .into()
}

/// Add or take away the typed points: a correction, not a scoring.
fn correct_buttons<'a>() -> Element<'a, Message> {
    let button_for = |label: String, add: bool| {
        button(text(label).size(22).center().width(Fill))
            .width(Fill)
            .height(style::TOUCH + 6.0)
            .style(if add { button::success } else { button::danger })
            .on_press(Message::Correct(add))
    };
    row![
        button_for(t!("correct-take-away"), false),
        button_for(t!("correct-add"), true),
    ]
    .spacing(6)
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
        .height(style::TOUCH)
        .padding([0, 4])
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
        .height(style::TOUCH)
        .style(button::primary)
        .on_press(Message::Score(Kind::Other))
        .into()
}

/// End the turn and its variants while playing; end the game after. With
/// The Messages, "done with this tile" closes the round so a message can be
/// drawn before the turn ends. A bar under the track.
pub fn turn_buttons(screen: &GameScreen) -> Element<'_, Message> {
    let state = screen.saved.game.state();
    let messages = state.messages.is_some();
    let round_open = state.round.is_some();
    // While a question, a message or an award of gold waits in the side
    // panel, the turn waits too.
    let free = matches!(screen.side(), super::Side::Entry | super::Side::History);
    let wide = |label: String, message: Option<Message>, primary: bool| {
        let message = message.filter(|_| free);
        button(
            text(label)
                .size(if primary { 24 } else { 17 })
                .center()
                .width(Fill),
        )
        .width(if primary {
            Length::FillPortion(2)
        } else {
            Length::FillPortion(1)
        })
        .height(style::TOUCH)
        .padding([0, 4])
        .style(if primary {
            button::success
        } else {
            button::secondary
        })
        .on_press_maybe(message)
    };
    match state.phase {
        Phase::Playing => {
            let none_left = state.tiles_left == Some(0);
            let mut bar = row![
                wide(t!("entry-end-turn"), Some(Message::EndTurn), true),
                if none_left {
                    wide(t!("entry-another-tile-none"), None, false)
                } else {
                    wide(t!("entry-another-tile"), Some(Message::AnotherTile), false)
                },
                wide(t!("entry-extra-turn"), Some(Message::ExtraTurn), false),
                wide(
                    t!("entry-final-scoring"),
                    Some(Message::FinalScoring),
                    false
                ),
            ]
            .spacing(6)
            .align_y(Alignment::Center);
            if messages {
                bar = bar.push(wide(
                    t!("entry-tile-done"),
                    round_open.then_some(Message::CloseRound),
                    false,
                ));
            }
            bar.into()
        }
        // The guided final scoring in the side panel ends the game.
        Phase::FinalScoring | Phase::Ended => iced::widget::space().height(style::TOUCH).into(),
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
