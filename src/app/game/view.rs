//! Drawing the game screen. One layout for every window from 1100×700 up:
//!
//! ```text
//! ┌ banner: whose turn (40 px and up), the turn, tiles left ─────────────┐
//! ├ settle area: what the table must settle now, naming who, in colour ──┤
//! ├ board: the track, every total in its centre ──┬ side: entry tabs ────┤
//! │                                               │ form row             │
//! │                                               │ keypad │ kinds       │
//! ├ turn bar: undo, redo, history, menu ──────────┴── another tile, end ─┤
//! ```
//!
//! Every block has a fixed size for a given window (larger windows grow
//! the type and the board by [`design::grow`]), so nothing moves when
//! holders, modes or notices change, and nothing scrolls but the history.

use iced::widget::{
    Column, Row, button, column, container, opaque, responsive, row, space, stack, text,
};
use iced::{Alignment, Element, Fill, Length, Padding, Size};

use crate::engine::{Figure, Kind, Phase, PlayerId, Prompt, laps, space as track_space};
use crate::i18n::{kind_name, prompt_text, reason_text};
use crate::t;

use super::super::design::{self, size};
use super::super::icons::{Icon, icon};
use super::super::palette;
use super::super::style;
use super::super::track::{self, Token, Track};
use super::super::widget::{action, capitalised};
use super::panel::{Answer, Settle};
use super::{Ask, GameScreen, Message, Mode, final_scoring, history, keys};

/// The sizes of one window's layout.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    /// How much larger than at 1280×800.
    pub grow: f32,
    /// The banner's height.
    pub banner: f32,
    /// The settle area's height.
    pub settle: f32,
    /// The turn bar's height.
    pub bar: f32,
    /// The side column's width.
    pub side: f32,
}

impl Layout {
    /// The layout for a window of `size`.
    pub fn new(size: Size) -> Layout {
        let grow = design::grow(size.width, size.height);
        Layout {
            grow,
            banner: 58.0 * grow,
            settle: 100.0 * grow,
            bar: 56.0 * grow,
            side: (430.0 * grow).min(size.width * 0.42),
        }
    }
}

const PAD: f32 = 8.0;

/// The whole screen.
pub fn view(screen: &GameScreen) -> Element<'_, Message> {
    responsive(move |size| page(screen, size)).into()
}

fn page(screen: &GameScreen, size: Size) -> Element<'_, Message> {
    let layout = Layout::new(size);
    let g = layout.grow;
    let body = row![
        container(board(screen, g)).width(Fill).height(Fill),
        container(side(screen, g)).width(layout.side).height(Fill),
    ]
    .spacing(PAD)
    .height(Fill);
    let page = column![
        container(banner(screen, g))
            .height(layout.banner)
            .width(Fill),
        container(settle(screen, g))
            .height(layout.settle)
            .width(Fill),
        body,
        container(turn_bar(screen, g))
            .height(layout.bar)
            .width(Fill),
    ]
    .spacing(PAD);
    let page = container(page).padding(PAD).width(Fill).height(Fill);
    if screen.keys {
        stack![page, opaque(keys::overlay())].into()
    } else if screen.menu {
        stack![page, opaque(menu(screen, g))].into()
    } else {
        page.into()
    }
}

/// A label of the type scale grown for this window.
fn sized(value: f32, g: f32) -> f32 {
    (value * g).round()
}

/// The banner: whose turn in the player's colour, large enough to read
/// from across the table; the turn, extra turn and tiles left beside it.
fn banner(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let state = game.state();
    let setup = game.setup();
    let (title, colour) = match state.phase {
        Phase::Playing => (
            t!("turn-of", name = setup.name(state.turn.player)),
            Some(setup.players[state.turn.player.index()].colour),
        ),
        Phase::FinalScoring => (t!("game-final-scoring"), None),
        Phase::Ended => (t!("game-ended"), None),
    };
    let mut details = Vec::new();
    if state.phase == Phase::Playing {
        details.push(t!("game-turn-number", number = state.turn.number));
        if let Some(reason) = &state.turn.extra {
            details.push(t!("game-extra-turn", reason = reason_text(reason)));
        }
        if state.turn.tiles > 1 {
            details.push(t!("game-tile-of-turn", number = state.turn.tiles));
        }
        if let Some(left) = state.tiles_left {
            details.push(t!("tiles-left", count = left));
        }
    }
    if screen.paused() {
        details.push(t!("game-paused"));
    }
    let mut line = row![].spacing(12.0 * g).align_y(Alignment::Center);
    if let Some(colour) = colour {
        line = line.push(track::meeples(vec![colour], sized(40.0, g)));
    }
    line = line.push(
        text(title)
            .size(sized(size::BANNER, g))
            .wrapping(text::Wrapping::WordOrGlyph)
            .font(iced::Font {
                weight: iced::font::Weight::Bold,
                ..super::super::FONT
            }),
    );
    line = line.push(space().width(Fill));
    line = line.push(
        text(details.join(" · "))
            .size(sized(size::BODY, g))
            .style(style::subtle)
            .align_x(iced::alignment::Horizontal::Right),
    );
    container(line)
        .padding([0.0, 12.0 * g])
        .height(Fill)
        .align_y(iced::alignment::Vertical::Center)
        .width(Fill)
        .style(style::card)
        .into()
}

/// What the settle area shows: one thing, the most pressing.
struct Shown<'a> {
    settle: Settle<'a, Message>,
    /// A refusal, shown in the settle area's body.
    error: Option<String>,
}

/// The settle area: what the table must settle now, else what just
/// happened (with its undo), else the next step.
fn settle(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let shown = shown(screen);
    let setup = screen.saved.game.setup();
    let Shown { settle, error } = shown;
    let colour = settle.player.map(|p| setup.players[p.index()].colour);
    let mut head = row![].spacing(10).align_y(Alignment::Center);
    head = head.push(icon(settle.icon, sized(28.0, g), None));
    if let Some(player) = settle.player {
        head = head.push(
            container(
                text(setup.name(player).to_owned())
                    .size(sized(size::LABEL, g))
                    .wrapping(text::Wrapping::WordOrGlyph),
            )
            .padding([2, 10])
            .style(style::name_tag(setup.players[player.index()].colour)),
        );
    }
    head = head.push(
        text(settle.title)
            .size(sized(size::LABEL, g))
            .wrapping(text::Wrapping::WordOrGlyph)
            .width(Fill),
    );
    let mut words = column![head].spacing(4);
    let body = error.or(settle.read_out);
    if let Some(body) = body {
        let chars = body.chars().count();
        let base = if chars <= 90 {
            size::READ_OUT
        } else if chars <= 160 {
            size::BODY
        } else {
            size::CAPTION
        };
        words = words.push(
            text(body)
                .size(sized(base, g))
                .wrapping(text::Wrapping::WordOrGlyph)
                .width(Fill),
        );
    }
    let count = settle.actions.len();
    let mut answers = Row::new().spacing(8).align_y(Alignment::Center);
    let last = count.saturating_sub(1);
    for (i, answer) in settle.actions.into_iter().enumerate() {
        // The main answer is on Enter, and says so.
        let label = if i == last && answer.primary {
            format!("{}  ⏎", answer.label)
        } else {
            answer.label
        };
        let style: Box<dyn Fn(&iced::Theme, button::Status) -> button::Style> =
            match (answer.colour, answer.primary) {
                (Some(colour), _) => Box::new(style::player_chip(colour, false)),
                (None, true) => Box::new(style::primary),
                (None, false) => Box::new(style::secondary),
            };
        answers = answers.push(
            button(
                text(label)
                    .size(if count > 3 { size::SMALL } else { size::BODY })
                    .center()
                    .width(Fill)
                    .height(Fill)
                    .wrapping(text::Wrapping::WordOrGlyph),
            )
            .width(Fill)
            .height(size::TOUCH * g.min(1.25))
            .padding([0, 6])
            .style(move |theme, status| style(theme, status))
            .on_press_maybe(answer.message),
        );
    }
    let width = match count {
        0 => 0.0,
        1 => 230.0,
        2 => 420.0,
        n => (n as f32 * 96.0).min(620.0),
    } * g;
    let content = row![
        container(words).width(Fill).height(Fill).clip(true),
        container(answers)
            .width(width)
            .height(Fill)
            .align_y(iced::alignment::Vertical::Center),
    ]
    .spacing(12)
    .height(Fill);
    container(content)
        .padding([8.0 * g, 14.0 * g])
        .width(Fill)
        .height(Fill)
        .style(style::settle(colour, settle.holds))
        .into()
}

/// The most pressing thing to settle.
fn shown(screen: &GameScreen) -> Shown<'_> {
    let game = &screen.saved.game;
    let setup = game.setup();
    let state = game.state();
    let error = screen.error.clone();
    let plain = |title: String, read_out: Option<String>, icon: Icon| Settle {
        player: None,
        title,
        read_out,
        actions: Vec::new(),
        holds: false,
        icon,
        marker: std::marker::PhantomData,
    };
    // A question the screen asked.
    if let Some(ask) = screen.ask {
        let settle = match ask {
            Ask::ExtraTurn => {
                let mut actions = Vec::new();
                for (index, seat) in setup.seats().enumerate() {
                    let who = &setup.players[seat.index()];
                    actions.push(Answer {
                        label: format!(
                            "{} F{}",
                            style::shortened(
                                &who.name,
                                if setup.players.len() > 4 { 5 } else { 8 }
                            ),
                            index + 1
                        ),
                        message: Some(Message::ExtraTurnFor(seat)),
                        primary: false,
                        colour: Some(who.colour),
                    });
                }
                actions.push(Answer::new(t!("ask-cancel"), Some(Message::Dismiss), false));
                Settle {
                    player: None,
                    title: t!("ask-extra-turn"),
                    read_out: None,
                    actions,
                    holds: true,
                    icon: Icon::Other,
                    marker: std::marker::PhantomData,
                }
            }
            Ask::FinalScoring => Settle {
                player: None,
                title: t!("ask-final-scoring-yes"),
                read_out: Some(match state.tiles_left {
                    Some(left) => t!("ask-final-scoring-tiles", count = left),
                    None => t!("ask-final-scoring"),
                }),
                actions: vec![
                    Answer::new(t!("ask-cancel"), Some(Message::Dismiss), false),
                    Answer::new(
                        t!("ask-final-scoring-yes"),
                        Some(Message::ConfirmFinalScoring),
                        true,
                    ),
                ],
                holds: true,
                icon: Icon::Other,
                marker: std::marker::PhantomData,
            },
        };
        return Shown { settle, error };
    }
    // What a panel must settle, holds first.
    if let Some(settle) = screen
        .panels
        .settle(&screen.context())
        .map(|s| s.lifted(Message::Panel))
        .filter(|s| s.holds || (screen.done.is_none() && error.is_none()))
    {
        return Shown { settle, error };
    }
    if let Some(error) = error {
        return Shown {
            settle: Settle {
                holds: true,
                ..plain(t!("settle-refused"), Some(error), Icon::Other)
            },
            error: None,
        };
    }
    // An extra turn earned: a moment of its own.
    for prompt in state.prompts() {
        if let Prompt::ExtraTurn { player, reason } = &prompt {
            return Shown {
                settle: Settle {
                    player: Some(*player),
                    title: t!("settle-extra-turn"),
                    read_out: Some(reason_text(reason)),
                    actions: undo(screen),
                    holds: false,
                    icon: Icon::Other,
                    marker: std::marker::PhantomData,
                },
                error: None,
            };
        }
    }
    // A panel's moment for the last command (a message drawn, a card).
    if let Some((icon, words)) = screen.panels.moment(game).filter(|_| screen.done.is_some()) {
        return Shown {
            settle: Settle {
                actions: undo(screen),
                ..plain(words, screen.done.clone(), icon)
            },
            error: None,
        };
    }
    // The engine's other prompts, not a panel's.
    let prompts: Vec<String> = state
        .prompts()
        .into_iter()
        .filter(|p| !screen.panels.owns(p) && !matches!(p, Prompt::ExtraTurn { .. }))
        .map(|p| prompt_text(setup, &p))
        .collect();
    if let Some(done) = &screen.done {
        let mut body = prompts.join(" · ");
        if let Some(status) = &screen.status {
            body = format!("{status} {body}");
        }
        return Shown {
            settle: Settle {
                actions: undo(screen),
                ..plain(
                    done.clone(),
                    (!body.trim().is_empty()).then_some(body),
                    Icon::Other,
                )
            },
            error: None,
        };
    }
    if !prompts.is_empty() || screen.status.is_some() {
        let mut all = prompts;
        all.extend(screen.status.clone());
        return Shown {
            settle: plain(
                all.remove(0),
                (!all.is_empty()).then(|| all.join(" · ")),
                Icon::Other,
            ),
            error: None,
        };
    }
    // Nothing to settle: the next step, for whoever's turn it is.
    let hint = match state.phase {
        Phase::Playing => t!("settle-next-step"),
        Phase::FinalScoring => t!("settle-final-step"),
        Phase::Ended => t!("game-ended"),
    };
    Shown {
        settle: Settle {
            player: (state.phase == Phase::Playing).then_some(state.turn.player),
            title: hint,
            read_out: None,
            actions: Vec::new(),
            holds: false,
            icon: Icon::Other,
            marker: std::marker::PhantomData,
        },
        error: None,
    }
}

/// Undo, beside what just happened.
fn undo(screen: &GameScreen) -> Vec<Answer<Message>> {
    vec![Answer::new(
        t!("notice-undo"),
        screen.saved.game.can_undo().then_some(Message::Undo),
        false,
    )]
}

/// The board: the track, and in its centre every player's row of totals,
/// which a tap picks as a holder of the scoring being entered.
fn board(screen: &GameScreen, g: f32) -> Element<'_, Message> {
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

/// Places the centre's widgets inside the board's centre.
fn track_of(screen: &GameScreen) -> Track {
    let game = &screen.saved.game;
    let state = game.state();
    let active = state.turn.player;
    let mut tokens = Vec::new();
    let marks = track::marks(game.setup().players.iter().map(|p| p.name.as_str()));
    let figures = screen.panels.figures(game);
    for (seat, (who, points)) in game.setup().players.iter().zip(&state.players).enumerate() {
        let is_active = active.index() == seat && state.phase == Phase::Playing;
        for (figure, total) in points.figures.iter().enumerate().take(figures) {
            tokens.push(Token {
                colour: who.colour,
                figure: Figure::from_index(figure).unwrap_or(Figure::Meeple),
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

/// The totals: one row per player, the name whole, the total large, the
/// panels' badges; tapping a row picks the player (F1–F6 too).
fn totals(screen: &GameScreen, area: Size, g: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let setup = game.setup();
    let state = game.state();
    let players = setup.players.len().max(1);
    let two = screen.two_figures();
    // A line for the queue of extra turns above the rows.
    let queue_height = if state.queue.is_empty() {
        0.0
    } else {
        size::TOUCH + 6.0
    };
    let row_height = ((area.height - queue_height - 6.0 * players as f32) / players as f32)
        .min(72.0 * g)
        .max(size::TOUCH);
    let total_size = (row_height * 0.62).clamp(size::TOTAL, 48.0 * g);
    let name_size = (row_height * 0.36).clamp(size::SMALL, size::LABEL * g);
    let mut rows = Column::new().spacing(6).width(Fill);
    if !state.queue.is_empty() {
        rows = rows.push(queue(screen));
    }
    for (index, seat) in setup.seats().enumerate() {
        let who = &setup.players[seat.index()];
        let points = &state.players[seat.index()];
        let chosen = screen.chosen.contains(&seat) && state.phase == Phase::Playing;
        let active = state.turn.player == seat && state.phase == Phase::Playing;
        let mut line = row![
            track::meeples(vec![who.colour], (row_height * 0.62).min(40.0 * g)),
            text(who.name.clone())
                .size(name_size)
                .wrapping(text::Wrapping::WordOrGlyph)
                .width(Fill),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        for (badge_icon, label) in screen.panels.badges(game, seat) {
            line = line.push(
                row![
                    icon(badge_icon, 18.0 * g, None),
                    text(label).size(size::SMALL)
                ]
                .spacing(3)
                .align_y(Alignment::Center),
            );
        }
        if two {
            // Meeple and messenger apart, and the one the points move.
            let figure = screen.figure(seat);
            let next = match figure {
                Figure::Meeple => Figure::Messenger,
                Figure::Messenger => Figure::Meeple,
            };
            let parts: Vec<String> = points.figures.iter().map(|t| t.to_string()).collect();
            line = line.push(
                button(
                    column![
                        text(crate::i18n::figure_name(figure))
                            .size(size::CAPTION)
                            .wrapping(text::Wrapping::None),
                        text(parts.join(" · "))
                            .size(size::CAPTION)
                            .wrapping(text::Wrapping::None),
                    ]
                    .align_x(Alignment::Center),
                )
                .height(size::TOUCH)
                .padding([2, 6])
                .style(style::secondary)
                .on_press(Message::Figure(seat, next)),
            );
        }
        line = line.push(
            container(
                text(points.total().to_string())
                    .size(total_size)
                    .font(iced::Font {
                        weight: iced::font::Weight::Bold,
                        ..super::super::FONT
                    })
                    .wrapping(text::Wrapping::None),
            )
            .padding([0, 10])
            .style(style::total_pill(who.colour)),
        );
        let key = index + 1;
        rows = rows.push(
            container(
                button(line)
                    .width(Fill)
                    .height(row_height)
                    .padding([2, 8])
                    .style(style::total_row(who.colour, chosen, active))
                    .on_press(Message::Toggle(seat)),
            )
            .id(format!("player-{key}")),
        );
    }
    container(rows)
        .width(Fill)
        .height(Fill)
        .align_y(iced::alignment::Vertical::Center)
        .into()
}

/// The queued extra turns, each with its cancel (RULES SN8).
fn queue(screen: &GameScreen) -> Element<'_, Message> {
    let state = screen.state();
    let setup = screen.saved.game.setup();
    let mut line = row![text(t!("game-queue")).size(size::SMALL)]
        .spacing(8)
        .align_y(Alignment::Center);
    for (index, queued) in state.queue.iter().enumerate().take(3) {
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
                        style::shortened(setup.name(queued.player), 10)
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
    line.into()
}

/// The side column: the entry, a panel's private view over it, the
/// history, or the guided final scoring.
fn side(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    if screen.history {
        return container(history::view(game))
            .padding(10)
            .width(Fill)
            .height(Fill)
            .style(style::card)
            .into();
    }
    if game.state().phase != Phase::Playing {
        return container(screen.wizard.view(game).map(Message::Final))
            .padding(10)
            .width(Fill)
            .height(Fill)
            .style(style::card)
            .into();
    }
    let cx = screen.context();
    if let Some(overlay) = screen.panels.overlay(&cx) {
        return container(overlay.map(Message::Panel))
            .padding(10)
            .width(Fill)
            .height(Fill)
            .clip(true)
            .style(style::card)
            .into();
    }
    let tabs = screen.panels.tabs(&cx);
    let tab_labels: Vec<(String, Icon)> = tabs.iter().map(|t| (t.label.clone(), t.icon)).collect();
    let mut page = None;
    if let Mode::Panel(i) = screen.mode {
        page = tabs.into_iter().nth(i).map(|t| t.page.map(Message::Panel));
    }
    let mut tab_row = Row::new().spacing(6);
    let tab = |label: String, glyph: Option<Icon>, mode: Mode| {
        let mut content = Row::new().spacing(4).align_y(Alignment::Center);
        if let Some(glyph) = glyph {
            content = content.push(icon(glyph, 20.0, None));
        }
        content = content.push(text(label).size(size::SMALL).wrapping(text::Wrapping::None));
        button(container(content).center_x(Fill).center_y(Fill))
            .width(Fill)
            .height(size::TOUCH)
            .padding([0, 4])
            .style(style::tab(screen.mode == mode))
            .on_press(Message::Mode(mode))
    };
    tab_row = tab_row
        .push(tab(t!("mode-points"), None, Mode::Points))
        .push(tab(t!("mode-count"), None, Mode::Count))
        .push(tab(t!("mode-correct"), None, Mode::Correct));
    for (i, (label, glyph)) in tab_labels.into_iter().enumerate() {
        tab_row = tab_row.push(tab(label, Some(glyph), Mode::Panel(i)));
    }
    let work: Element<'_, Message> = match page {
        Some(page) => container(page).height(Fill).width(Fill).clip(true).into(),
        None => column![
            container(form(screen, g)).height(FORM * g).width(Fill),
            keypad(screen, g),
        ]
        .spacing(PAD)
        .into(),
    };
    container(column![tab_row, work].spacing(PAD))
        .padding(8)
        .width(Fill)
        .height(Fill)
        .style(style::card)
        .into()
}

/// The form row's height: two lines of fields.
const FORM: f32 = 104.0;

/// The form row: the points and who gets them, the calculator's fields,
/// a correction's answers, or the fields of what is being settled.
fn form(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let cx = screen.context();
    if let Some(form) = screen.panels.form(&cx) {
        return form.map(Message::Panel);
    }
    if screen.mode == Mode::Count {
        return column![screen.count.view().map(Message::Count),].into();
    }
    let points = screen.points.as_str();
    let shown = if points.is_empty() { "0" } else { points };
    let setup = screen.saved.game.setup();
    let names: Vec<String> = screen
        .chosen
        .iter()
        .map(|p| style::shortened(setup.name(*p), 24))
        .collect();
    let correcting = screen.mode == Mode::Correct;
    let preview = match (correcting, names.is_empty(), points.is_empty()) {
        (_, true, _) => t!("entry-preview-nobody"),
        (true, false, true) => t!("entry-preview-correct-type", name = names.join(", ")),
        (true, false, false) => t!(
            "entry-preview-correct",
            name = names.join(", "),
            points = points
        ),
        (false, false, true) => t!("entry-preview-type", names = names.join(", ")),
        (false, false, false) => names
            .iter()
            .map(|name| t!("entry-preview", name = name.as_str(), points = points))
            .collect::<Vec<_>>()
            .join(", "),
    };
    let display = row![
        text(shown)
            .size(sized(size::DISPLAY, g))
            .width(88.0 * g)
            .align_x(iced::alignment::Horizontal::Right)
            .style(if points.is_empty() {
                style::subtle
            } else {
                text::base
            }),
        text(preview)
            .size(size::SMALL)
            .wrapping(text::Wrapping::WordOrGlyph)
            .width(Fill),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .height(Fill);
    let answers: Element<'_, Message> = if correcting {
        column![
            button(
                text(t!("correct-add"))
                    .size(size::BODY)
                    .center()
                    .width(Fill)
                    .height(Fill)
            )
            .width(Fill)
            .height(size::TOUCH)
            .style(style::primary)
            .on_press(Message::Correct(true)),
            button(
                text(t!("correct-take-away"))
                    .size(size::BODY)
                    .center()
                    .width(Fill)
                    .height(Fill)
            )
            .width(Fill)
            .height(size::TOUCH)
            .style(style::danger)
            .on_press(Message::Correct(false)),
        ]
        .spacing(8)
        .into()
    } else {
        button(
            text(t!("entry-score"))
                .size(sized(size::LABEL, g))
                .center()
                .width(Fill)
                .height(Fill),
        )
        .width(Fill)
        .height(Fill)
        .style(style::primary)
        .on_press(Message::Score(Kind::Other))
        .into()
    };
    let answers = container(answers).width(150.0 * g).height(Fill);
    let answers = if correcting {
        answers.id("correct-answers")
    } else {
        answers.id("score")
    };
    row![
        container(display)
            .width(Fill)
            .height(Fill)
            .style(if correcting {
                style::correction
            } else {
                |_theme: &iced::Theme| container::Style::default()
            }),
        answers
    ]
    .spacing(8)
    .into()
}

/// The digits, backspace and clear, and beside them the kinds: the keys
/// fill the height the column has left, never less than a finger needs.
fn keypad(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let key = |label: String, message: Message| {
        button(
            text(label)
                .size(sized(size::HEADING, g))
                .center()
                .width(Fill)
                .height(Fill),
        )
        .width(Fill)
        .height(Fill)
        .padding(0)
        .style(style::key)
        .on_press(message)
    };
    let rows = [
        [("1", 1), ("2", 2), ("3", 3)],
        [("4", 4), ("5", 5), ("6", 6)],
        [("7", 7), ("8", 8), ("9", 9)],
    ];
    let mut digits = column![]
        .spacing(6)
        .height(Fill)
        .width(Length::FillPortion(3));
    for line in rows {
        digits = digits.push(
            line.iter()
                .fold(row![].spacing(6).height(Fill), |keys, (label, value)| {
                    keys.push(key((*label).to_owned(), Message::Digit(*value)))
                }),
        );
    }
    digits = digits.push(
        row![
            key(t!("key-clear"), Message::Clear),
            key("0".to_owned(), Message::Digit(0)),
            key(t!("key-backspace"), Message::Backspace),
        ]
        .spacing(6)
        .height(Fill),
    );
    // While something holds play, or in a correction, the kinds stay in
    // place but do nothing.
    let scoring = screen.mode == Mode::Points && screen.saved.game.state().hold().is_none();
    let kind = |kind: Kind| {
        button(
            row![
                icon(Icon::of(kind), sized(24.0, g), None),
                text(capitalised(&kind_name(kind)))
                    .size(size::SMALL)
                    .wrapping(text::Wrapping::None)
            ]
            .spacing(6)
            .align_y(Alignment::Center)
            .height(Fill),
        )
        .width(Fill)
        .height(Fill)
        .padding([0, 8])
        .style(style::secondary)
        .on_press_maybe(scoring.then_some(Message::Score(kind)))
    };
    let kinds = column![
        kind(Kind::Road),
        kind(Kind::City),
        kind(Kind::Cloister),
        kind(Kind::Farm)
    ]
    .spacing(6)
    .height(Fill)
    .width(Length::FillPortion(2));
    container(row![digits, kinds].spacing(8).height(Fill))
        .id("keypad")
        .height(Fill)
        .into()
}

/// The turn bar: the tools on the left, what ends or extends the turn on
/// the right, End turn under the keypad.
fn turn_bar(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let state = game.state();
    let tool = |label: String, message: Option<Message>, id: &'static str| {
        container(
            button(
                text(label)
                    .size(size::SMALL)
                    .center()
                    .width(Fill)
                    .height(Fill)
                    .wrapping(text::Wrapping::WordOrGlyph),
            )
            .width(Fill)
            .height(Fill)
            .padding([0, 4])
            .style(style::secondary)
            .on_press_maybe(message),
        )
        .id(id)
        .width(98.0 * g)
        .height(Fill)
    };
    let mut bar = row![
        tool(
            t!("game-undo"),
            game.can_undo().then_some(Message::Undo),
            "undo"
        ),
        tool(
            t!("game-redo"),
            game.can_redo().then_some(Message::Redo),
            "redo"
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
    let free = screen.ask.is_none() && state.hold().is_none();
    if state.phase == Phase::Playing {
        let none_left = state.tiles_left == Some(0);
        let mut extra: Vec<(String, Option<Message>)> = vec![(
            if none_left {
                t!("entry-another-tile-none")
            } else {
                t!("entry-another-tile")
            },
            (!none_left && free).then_some(Message::AnotherTile),
        )];
        for (label, message) in screen.panels.turn_actions(game) {
            extra.push((label, message.map(Message::Panel).filter(|_| free)));
        }
        for (label, message) in extra {
            bar = bar.push(
                button(
                    text(label)
                        .size(size::SMALL)
                        .center()
                        .width(Fill)
                        .height(Fill)
                        .wrapping(text::Wrapping::WordOrGlyph),
                )
                .width(118.0 * g)
                .height(Fill)
                .padding([0, 4])
                .style(style::secondary)
                .on_press_maybe(message),
            );
        }
        bar = bar.push(
            container(
                button(
                    text(t!("entry-end-turn"))
                        .size(sized(size::LABEL, g))
                        .center()
                        .width(Fill)
                        .height(Fill)
                        .wrapping(text::Wrapping::WordOrGlyph),
                )
                .width(Fill)
                .height(Fill)
                .style(style::primary)
                .on_press_maybe(free.then_some(Message::EndTurn)),
            )
            .id("end-turn")
            .width(200.0 * g)
            .height(Fill),
        );
    }
    bar.into()
}

/// The menu: the rarer tools, each with its key.
fn menu(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let playing = screen.state().phase == Phase::Playing;
    let item = |label: String, message: Option<Message>| {
        button(text(label).size(size::BODY).width(Fill))
            .width(Fill)
            .height(size::TOUCH)
            .padding([0, 14])
            .style(style::secondary)
            .on_press_maybe(message)
    };
    let list = column![
        row![
            text(t!("game-menu")).size(size::HEADING).width(Fill),
            action(t!("keys-close"), Some(Message::Menu(false)), false).width(140),
        ]
        .align_y(Alignment::Center),
        item(
            format!("{}   X", t!("entry-extra-turn")),
            playing.then_some(Message::ExtraTurn)
        ),
        item(
            t!("entry-final-scoring"),
            playing.then_some(Message::FinalScoring)
        ),
        item(
            if screen.paused() {
                t!("game-resume-clock")
            } else {
                t!("game-pause")
            },
            Some(Message::Pause(!screen.paused()))
        ),
        item(t!("game-export"), Some(Message::Export)),
        item(
            format!("{}   ?", t!("game-keys")),
            Some(Message::Keys(true))
        ),
        item(t!("game-home"), Some(Message::Home)),
    ]
    .spacing(8);
    let card = container(list)
        .padding(20.0 * g)
        .width(420.0 * g)
        .style(style::card);
    container(card)
        .align_x(iced::alignment::Horizontal::Left)
        .align_y(iced::alignment::Vertical::Bottom)
        .padding(Padding::new(PAD).bottom(64.0 * g + PAD))
        .width(Fill)
        .height(Fill)
        .style(|theme: &iced::Theme| container::Style {
            background: Some(
                design::colour(design::of(theme).background)
                    .scale_alpha(0.7)
                    .into(),
            ),
            ..container::Style::default()
        })
        .into()
}

#[allow(dead_code)]
fn colour_name(screen: &GameScreen, player: PlayerId) -> iced::Color {
    palette::player_colour(screen.saved.game.setup().players[player.index()].colour)
}

#[allow(dead_code)]
fn final_step(screen: &GameScreen) -> final_scoring::Step {
    screen.wizard.step(&screen.saved.game)
}

/// The settle area's main answer, for Enter, while something holds play.
pub fn main_answer(screen: &GameScreen) -> Option<Message> {
    let shown = shown(screen);
    if !shown.settle.holds {
        return None;
    }
    let last = shown.settle.actions.into_iter().last()?;
    last.primary.then_some(last.message).flatten()
}
