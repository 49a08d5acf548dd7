//! The entry: the form row, the figure choice, the main key, the keypad
//! and the kinds.

use iced::widget::{Column, Row, button, column, container, row, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::{Figure, Kind, Phase, PlayerId, space as track_space};
use crate::i18n::kind_name;
use crate::t;

use super::settle::fitting;
use super::{FORM, KindKey, MAIN_KEY, added, sized};
use crate::app::design::size;
use crate::app::game::final_scoring::{self, Step};
use crate::app::game::{GameScreen, Message, Mode};
use crate::app::icons::{Icon, icon};
use crate::app::kit::{Input, capitalised, grown, raised};
use crate::app::style;
use crate::table::keys;

/// The form row: the points and who gets them, the calculator's fields,
/// a correction, the counts of a final feature, or the fields of what is
/// being settled.
pub(super) fn form(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let cx = screen.context();
    if let Some(picks) = picks(screen) {
        return picks;
    }
    if let Some(form) = screen.panels.form(&cx) {
        return form.map(Message::Panel);
    }
    let game = &screen.saved.game;
    if game.state().phase != Phase::Playing {
        return screen
            .wizard
            .form(game, &screen.chosen, &added(screen))
            .map(Message::Final);
    }
    if screen.mode == Mode::Count {
        return screen.count.view().map(Message::Count);
    }
    let points = screen.points.as_str();
    let shown = if points.is_empty() { "0" } else { points };
    let setup = game.setup();
    let names: Vec<&str> = screen.chosen.iter().map(|p| setup.name(*p)).collect();
    let correcting = screen.mode == Mode::Correct;
    let preview = match (correcting, names.is_empty(), points.is_empty()) {
        (_, true, _) => t!("entry-preview-nobody"),
        (true, false, true) => t!("entry-preview-correct-type", name = names.join(", ")),
        (true, false, false) => t!(
            "entry-preview-correct",
            name = names.join(", "),
            points = points
        ),
        // Several holders are marked on the board; the line counts them.
        (false, false, true) if names.len() > 1 => {
            t!("entry-preview-type-holders", count = names.len())
        }
        (false, false, true) => t!("entry-preview-type", names = names.join(", ")),
        (false, false, false) if names.len() > 1 => t!(
            "entry-preview-holders",
            points = points,
            count = names.len()
        ),
        (false, false, false) => t!("entry-preview", name = names[0], points = points),
    };
    let two = screen.two_figures() && !correcting;
    let display = row![
        text(shown)
            .size(sized(size::DISPLAY, g))
            .line_height(text::LineHeight::Relative(1.1))
            .wrapping(text::Wrapping::None)
            .style(if points.is_empty() {
                style::subtle
            } else {
                text::base
            }),
        text(preview)
            .size(sized(if two { size::CAPTION } else { size::SMALL }, g))
            .wrapping(text::Wrapping::WordOrGlyph)
            .width(Fill),
    ]
    .spacing(10)
    .align_y(Alignment::Center);
    let mut form = column![container(display).height(Fill)].spacing(6);
    if two {
        form = form.push(figure_choice(screen));
    }
    container(form)
        .padding([0, 6])
        .width(Fill)
        .height(Fill)
        .style(if correcting {
            style::correction
        } else {
            |_theme: &iced::Theme| container::Style::default()
        })
        .into()
}

/// Which figure the points move (RULES MSG1, MSG2), each choice saying
/// where it would land: for one holder both figures, for several one
/// switch each.
/// "meeple → 15 dark": where `player`'s `figure` lands with `points`, with
/// what a panel says of that space (RULES MSG2).
fn landing(screen: &GameScreen, player: PlayerId, figure: Figure, points: u32) -> String {
    let game = &screen.saved.game;
    let total = game.state().players[player.index()]
        .figures
        .get(figure.index())
        .copied()
        .unwrap_or(0);
    let to = track_space(total.saturating_add(points));
    let mut words = format!("{} → {to}", crate::i18n::figure_name(figure));
    if points > 0
        && let Some(note) = screen.panels.landing_note(game, to)
    {
        words = format!("{words} {note}");
    }
    words
}

/// One choice of the figure: a tab a finger's height.
fn figure_key<'a>(
    label: String,
    chosen: bool,
    message: Message,
) -> iced::widget::Button<'a, Message> {
    button(
        text(label)
            .size(crate::app::kit::grown(size::CAPTION))
            .center()
            .width(Fill)
            .height(Fill)
            .wrapping(text::Wrapping::WordOrGlyph),
    )
    .width(Fill)
    .height(crate::app::kit::grown(size::TOUCH))
    .padding([0, 4])
    .style(style::tab(chosen))
    .on_press(message)
}

/// Both figures of `player`, each saying where `points` take it, the one
/// chosen marked (RULES MSG1): the figure a card from a hand moves.
pub(super) fn own_figures(
    screen: &GameScreen,
    player: PlayerId,
    points: u32,
) -> Element<'_, Message> {
    let chosen = screen.figure(player);
    let mut line = Row::new()
        .spacing(6)
        .height(crate::app::kit::grown(size::TOUCH));
    for figure in screen.panels.figures(&screen.saved.game) {
        line = line.push(
            container(figure_key(
                landing(screen, player, figure, points),
                chosen == figure,
                Message::Figure(player, figure),
            ))
            .id(format!("figure-{}", figure.as_str()))
            .width(Fill),
        );
    }
    line.into()
}

fn figure_choice(screen: &GameScreen) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let points = screen.points.parse::<u32>().unwrap_or(0);
    let setup = game.setup();
    let figures = screen.panels.figures(game);
    let choice = figure_key;
    let mut line = Row::new()
        .spacing(6)
        .height(crate::app::kit::grown(size::TOUCH));
    match screen.chosen.as_slice() {
        [player] => return own_figures(screen, *player, points),
        holders if holders.len() <= 3 => {
            for player in holders {
                let figure = screen.figure(*player);
                let other = screen.panels.next_figure(game, figure);
                line = line.push(
                    container(choice(
                        format!(
                            "{}\n{}",
                            style::shortened(setup.name(*player), 6),
                            crate::i18n::figure_name(figure)
                        ),
                        figure != figures[0],
                        Message::Figure(*player, other),
                    ))
                    .id(format!("figure-of-{}", player.index()))
                    .width(Fill),
                );
            }
        }
        _ => {
            // Those whose points move a figure other than the first.
            let messengers = screen
                .chosen
                .iter()
                .filter(|p| screen.figure(**p) != figures[0])
                .count();
            line = line.push(choice(
                t!(
                    "entry-figures-all",
                    messengers = messengers,
                    holders = screen.chosen.len()
                ),
                messengers > 0,
                Message::SwitchFigures,
            ));
        }
    }
    line.into()
}

/// The entry's main key, beside the form: Score, Add or Take away, the
/// calculator's score, a final feature's Add, or the main answer of what
/// the form is settling.
pub(super) fn main_key(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let key = |label: String, message: Option<Message>, danger: bool| {
        let fits = fitting(&label, MAIN_KEY * g - 16.0, FORM * g / 2.0, g);
        button(
            text(label)
                .size(fits)
                .center()
                .width(Fill)
                .height(Fill)
                .wrapping(text::Wrapping::WordOrGlyph),
        )
        .width(Fill)
        .height(Fill)
        .padding([0, 6])
        .style(if danger {
            style::danger
        } else {
            style::primary
        })
        .on_press_maybe(message)
    };
    let game = &screen.saved.game;
    let held = game.state().hold().is_some();
    if game.state().phase != Phase::Playing {
        let added = added(screen);
        let features = screen.wizard.step(&added) == Step::Features;
        // Closed by a later step (the deferred points paid): the way back.
        if let Some(closed) = screen.wizard.closed(&added) {
            return key(
                closed.undo.clone(),
                features.then_some(Message::Final(final_scoring::Message::Reopen)),
                false,
            )
            .into();
        }
        return key(
            t!("final-add-key"),
            features.then_some(Message::Final(final_scoring::Message::Add)),
            false,
        )
        .into();
    }
    match screen.mode {
        Mode::Correct => column![
            key(t!("correct-add"), Some(Message::Correct(true)), false),
            key(t!("correct-take-away"), Some(Message::Correct(false)), true),
        ]
        .spacing(8)
        .into(),
        Mode::Count => key(
            t!("count-score-key", points = screen.count.points()),
            (!held).then_some(Message::Count(crate::app::game::count::Message::Score)),
            false,
        )
        .into(),
        _ => {
            let score = key(
                t!("entry-score"),
                (!held).then_some(Message::Score(Kind::Other)),
                false,
            );
            // A panel's switch under Score, where the points are typed
            // (laid-down followers: the points go to the ledger, RULES XP7).
            match screen.panels.entry_switch(&screen.context()) {
                Some((words, on, message)) => column![
                    score,
                    crate::app::kit::switch(
                        &words,
                        on,
                        fitting(&words, MAIN_KEY * g - 50.0, 40.0 * g, g),
                        keys::letter(crate::app::game::keys::state(screen), keys::Action::Switch),
                        Message::Panel(message),
                    )
                    .height(sized(size::TOUCH, g)),
                ]
                .spacing(8)
                .into(),
                None => score.into(),
            }
        }
    }
}

/// The digits with backspace, clear, − and +, and beside them the kinds:
/// the keys fill the height the column has left, never less than a
/// finger needs.
/// What the entry's keypad sends for each key.
fn entry_key(input: Input) -> Option<Message> {
    Some(match input {
        Input::Digit(d) => Message::Digit(d),
        Input::Backspace => Message::Backspace,
        Input::Clear => Message::Clear,
        Input::Nudge(by) => Message::Nudge(by),
        Input::Field(by) => Message::Field(by),
    })
}

/// The number keys, with Backspace, Clear, − and + beside them, each
/// sending what `send` makes of it (the entry's, or a hand's card form's).
/// One key of a keypad, sending what `send` makes of `input`; a digit's
/// key has an id ("key-8": the totals show numbers too).
fn pad_key<'a>(
    label: String,
    input: Input,
    g: f32,
    send: &impl Fn(Input) -> Option<Message>,
) -> iced::widget::Container<'a, Message> {
    let key = raised(
        button(
            text(label)
                .size(sized(size::HEADING, g))
                .center()
                .width(Fill)
                .height(Fill),
        )
        .padding(0)
        .style(style::key)
        .on_press_maybe(send(input)),
    )
    .width(Fill)
    .height(Fill);
    match input {
        Input::Digit(d) => key.id(format!("key-{d}")),
        _ => key,
    }
}

/// The same keys in two rows, for a form with little room under it (a
/// card in a hand): 1–5, Backspace and Clear; 6–0, − and +.
pub(super) fn digit_rows<'a>(
    g: f32,
    send: impl Fn(Input) -> Option<Message>,
) -> Element<'a, Message> {
    let line = |inputs: [(String, Input); 7]| {
        Row::with_children(
            inputs
                .into_iter()
                .map(|(label, input)| pad_key(label, input, g, &send).into()),
        )
        .spacing(6)
        .height(Fill)
    };
    let d = |n: u32| (n.to_string(), Input::Digit(n));
    column![
        line([
            d(1),
            d(2),
            d(3),
            d(4),
            d(5),
            (t!("key-backspace"), Input::Backspace),
            (t!("key-clear"), Input::Clear),
        ]),
        line([
            d(6),
            d(7),
            d(8),
            d(9),
            d(0),
            ("−".to_owned(), Input::Nudge(-1)),
            ("+".to_owned(), Input::Nudge(1)),
        ]),
    ]
    .spacing(6)
    .height(Fill)
    .into()
}

pub(super) fn digits<'a>(g: f32, send: impl Fn(Input) -> Option<Message>) -> Element<'a, Message> {
    let digit = |d: u32| pad_key(d.to_string(), Input::Digit(d), g, &send);
    let side_key = |label: String, input: Input| pad_key(label, input, g, &send);
    column![
        row![
            digit(1),
            digit(2),
            digit(3),
            side_key(t!("key-backspace"), Input::Backspace)
        ]
        .spacing(6)
        .height(Fill),
        row![
            digit(4),
            digit(5),
            digit(6),
            side_key(t!("key-clear"), Input::Clear)
        ]
        .spacing(6)
        .height(Fill),
        row![
            digit(7),
            digit(8),
            digit(9),
            side_key("−".to_owned(), Input::Nudge(-1))
        ]
        .spacing(6)
        .height(Fill),
        row![
            container(digit(0)).width(Length::FillPortion(3)),
            container(side_key("+".to_owned(), Input::Nudge(1))).width(Length::FillPortion(1)),
        ]
        .spacing(6)
        .height(Fill),
    ]
    .spacing(6)
    .height(Fill)
    .into()
}

pub(super) fn keypad(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let digits = digits(g, entry_key);
    let state = screen.saved.game.state();
    let free = state.hold().is_none() && !screen.form_open();
    // What the kinds do now: score the points, choose what the
    // calculator or the final scoring counts, or nothing (they stay in
    // place).
    let (chosen, message): (Option<Kind>, Box<KindKey>) = if state.phase != Phase::Playing {
        let features = screen.wizard.step(&added(screen)) == Step::Features && free;
        (
            features.then_some(screen.wizard.kind()),
            Box::new(move |kind| {
                features.then_some(Message::Final(final_scoring::Message::Kind(kind)))
            }),
        )
    } else {
        match screen.mode {
            Mode::Count => (
                Some(screen.count.kind()),
                Box::new(move |kind| {
                    (free && kind != Kind::Farm)
                        .then_some(Message::Count(crate::app::game::count::Message::Kind(kind)))
                }),
            ),
            Mode::Points => {
                let sent: Vec<(Kind, Option<Message>)> = screen
                    .panels
                    .kinds(&screen.saved.game)
                    .into_iter()
                    .map(|k| (k, scored_by(screen, k)))
                    .collect();
                (
                    None,
                    Box::new(move |kind| {
                        sent.iter()
                            .find(|(k, _)| *k == kind)
                            .and_then(|(_, m)| m.clone())
                            .filter(|_| free)
                    }),
                )
            }
            _ => (None, Box::new(|_| None)),
        }
    };
    // Each kind with the letter of its key (R C L F), as the list has it.
    let keys_now = crate::app::game::keys::state(screen);
    let letter = |kind: Kind| {
        let action = match kind {
            Kind::Road => keys::Action::Road,
            Kind::City => keys::Action::City,
            Kind::Cloister => keys::Action::Cloister,
            Kind::Farm => keys::Action::Farm,
            _ => return String::new(),
        };
        keys::letter(keys_now, action)
            .map(String::from)
            .unwrap_or_default()
    };
    let kind = |kind: Kind| {
        button(
            row![
                icon(Icon::of(kind), sized(24.0, g), None),
                text(capitalised(&kind_name(kind)))
                    .size(sized(size::SMALL, g))
                    .width(Fill)
                    .wrapping(text::Wrapping::WordOrGlyph),
                text(if message(kind).is_some() {
                    letter(kind)
                } else {
                    String::new()
                })
                .size(sized(size::CAPTION, g))
                .style(style::subtle)
                .wrapping(text::Wrapping::None),
            ]
            .spacing(6)
            .align_y(Alignment::Center)
            .height(Fill),
        )
        .width(Fill)
        .height(Fill)
        .padding([0, 8])
        .style(style::tab(chosen == Some(kind)))
        .on_press_maybe(message(kind))
    };
    let kinds = Column::with_children(
        screen
            .panels
            .kinds(&screen.saved.game)
            .into_iter()
            .map(|k| kind(k).into()),
    )
    .spacing(6)
    .height(Fill);
    row![
        container(digits)
            .id("keypad")
            .width(Length::FillPortion(3))
            .height(Fill),
        container(kinds)
            .id("kinds")
            .width(Length::FillPortion(2))
            .height(Fill),
    ]
    .spacing(8)
    .height(Fill)
    .into()
}

/// What a kind sends in the points mode: its scoring, or, while a
/// panel's switch in the entry is on (followers laid down), what that
/// panel makes of it (nothing for a kind it does not take).
pub(crate) fn scored_by(screen: &GameScreen, kind: Kind) -> Option<Message> {
    let cx = screen.context();
    match screen.panels.entry_switch(&cx) {
        Some((_, true, _)) => screen.panels.takes_kind(&cx, kind).map(Message::Panel),
        _ => Some(Message::Score(kind)),
    }
}

/// The question's list of like answers (the message tile drawn), four to
/// a line, each a button sending its answer.
fn picks(screen: &GameScreen) -> Option<Element<'_, Message>> {
    let question = screen.question()?;
    let setup = screen.saved.game.setup();
    let picks: Vec<(usize, String)> = question
        .answers
        .iter()
        .enumerate()
        .filter(|(_, a)| a.pick && a.open)
        .enumerate()
        .map(|(place, (i, a))| {
            // Each with the digit that picks it, unless its words begin
            // with that number already (message 3).
            let label = crate::i18n::say(setup, &a.label);
            let digit = format!("{}", place + 1);
            let numbered = label.split_whitespace().next() == Some(digit.as_str());
            (
                i,
                if numbered || place >= 9 {
                    label
                } else {
                    format!("{digit} · {label}")
                },
            )
        })
        .collect();
    if picks.is_empty() {
        return None;
    }
    let mut grid = Column::new().spacing(6);
    for line in picks.chunks(4) {
        grid = grid.push(
            Row::with_children(line.iter().map(|(index, label)| {
                button(
                    text(style::shortened(label, 26))
                        .size(grown(size::CAPTION))
                        .center()
                        .width(Fill)
                        .height(Fill)
                        .wrapping(text::Wrapping::Word),
                )
                .width(Fill)
                .height(grown(size::TOUCH))
                .padding([0, 4])
                .style(style::secondary)
                .on_press(Message::Answer(*index))
                .into()
            }))
            .spacing(6),
        );
    }
    Some(grid.into())
}
