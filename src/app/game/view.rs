//! Drawing the game screen. One layout for every window from 1100×700 up:
//!
//! ```text
//! ┌ banner: whose turn (40 px and up), the turn, tiles left ─────────────┐
//! ├ settle area: what the table must settle now, naming who, in colour ──┤
//! ├ board: the track, every total in its centre ──┬ side: tabs ──────────┤
//! │                                               │ form row  │ main key │
//! │                                               │ keypad    │ kinds    │
//! ├ turn bar: undo, history, menu ────────────────┴── another tile, end ─┤
//! ```
//!
//! Every block has a fixed size for a given window (larger windows grow
//! the type and the board by [`design::grow`]), so nothing moves when
//! holders, modes or notices change, and nothing scrolls but the history.
//! During the final scoring the same places serve the wizard: its steps
//! are the tabs, the final features are entered on the keypad and the
//! kinds, and *Next* stands where *End turn* stood.

use iced::widget::{
    Column, Row, button, column, container, opaque, responsive, row, space, stack, text,
};
use iced::{Alignment, Element, Fill, Length, Padding, Size};

use crate::engine::{Colour, Figure, Kind, Phase, PlayerId, Prompt, laps, space as track_space};
use crate::i18n::{kind_name, prompt_text, reason_text};
use crate::t;

use super::super::design::{self, size, text_width};
use super::super::icons::{Icon, icon};
use super::super::style;
use super::super::track::{self, Token, Track};
use super::super::widget::{Grown, action, capitalised, named, raised};
use super::final_scoring::{self, Step};
use super::panel::{Answer, FinalStep, Settle};
use super::{Ask, GameScreen, Message, Mode, history, keys};

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
            settle: 116.0 * grow,
            bar: 60.0 * grow,
            side: (410.0 * grow).min(size.width * 0.4),
        }
    }
}

const PAD: f32 = 8.0;

/// A button's style function.
type ButtonStyle = dyn Fn(&iced::Theme, button::Status) -> button::Style;
/// What a kind's key sends now.
type KindKey = dyn Fn(Kind) -> Option<Message>;
/// The form row's height: two lines of fields.
const FORM: f32 = 112.0;
/// The width of the slot of the entry's main key (Score, Add, …).
const MAIN_KEY: f32 = 132.0;
/// The width of the settle area's main answer, and of the others.
const MAIN_ANSWER: f32 = 196.0;
const ANSWER: f32 = 164.0;

/// The whole screen.
pub fn view(screen: &GameScreen) -> Element<'_, Message> {
    responsive(move |size| page(screen, size)).into()
}

fn page(screen: &GameScreen, size: Size) -> Element<'_, Message> {
    let layout = Layout::new(size);
    let g = layout.grow;
    // The panels' widgets draw as much larger as the screen.
    let _grown = Grown::set(g);
    let inner = size.width - 2.0 * PAD;
    let body = row![
        container(board(screen, g)).width(Fill).height(Fill),
        container(side(screen, g)).width(layout.side).height(Fill),
    ]
    .spacing(PAD)
    .height(Fill);
    let page = column![
        container(banner(screen, g, inner))
            .id("banner")
            .height(layout.banner)
            .width(Fill),
        container(settle(screen, g, inner, layout.settle))
            .id("settle")
            .height(layout.settle)
            .width(Fill),
        body,
        container(turn_bar(screen, g, inner))
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

/// A size of the type scale grown for this window.
fn sized(value: f32, g: f32) -> f32 {
    (value * g).round()
}

/// Every player's name and colour, for texts that name them.
fn players(screen: &GameScreen) -> Vec<(String, Colour)> {
    screen
        .saved
        .game
        .setup()
        .players
        .iter()
        // As the sentences hold them (`t!` tames what it is given).
        .map(|p| (crate::i18n::tame(&p.name), p.colour))
        .collect()
}

/// The steps the panels add to the final scoring.
fn added(screen: &GameScreen) -> Vec<FinalStep> {
    screen.panels.final_steps(&screen.saved.game)
}

/// The banner: whose turn, the name whole and large enough to read from
/// across the table, in the player's colour; the turn and the tiles left
/// beside it. During the final scoring, the step.
fn banner(screen: &GameScreen, g: f32, width: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let state = game.state();
    let setup = game.setup();
    let mut details: Vec<String> = Vec::new();
    let (title, short, colour) = match state.phase {
        Phase::Playing => {
            let name = setup.name(state.turn.player);
            let mut first = t!("game-turn-number", number = state.turn.number);
            if state.turn.extra.is_some() {
                first = format!("{first} · {}", t!("game-extra-turn-short"));
            }
            let mut second = state
                .tiles_left
                .map(|left| t!("tiles-left", count = left))
                .unwrap_or_default();
            if state.turn.tiles > 1 {
                let tile = t!("game-tile-number", number = state.turn.tiles);
                if state.turn.extra.is_some() {
                    second = if second.is_empty() {
                        tile
                    } else {
                        format!("{tile} · {second}")
                    };
                } else {
                    first = format!("{first} · {tile}");
                }
            }
            details.push(first);
            if !second.is_empty() {
                details.push(second);
            }
            (
                t!("turn-of", name = name),
                name.to_owned(),
                Some(setup.players[state.turn.player.index()].colour),
            )
        }
        Phase::FinalScoring => return final_banner(screen, g, width),
        Phase::Ended => (t!("game-ended"), t!("game-ended"), None),
    };
    if screen.paused() {
        details.push(t!("game-paused"));
    }
    details.truncate(2);
    let detail_size = sized(size::SMALL, g);
    let detail_width = details
        .iter()
        .map(|d| text_width(d, detail_size, false))
        .fold(0.0, f32::max);
    let title_size = sized(size::BANNER, g);
    let figure = sized(44.0, g);
    let mut room = width - 2.0 * 14.0 * g - figure - 2.0 * 14.0 - detail_width;
    // The name comes first: where it would not fit beside the details,
    // they give way.
    if text_width(&short, title_size, false) > room {
        details.clear();
        room = width - 2.0 * 14.0 * g - figure - 14.0;
    }
    // The phrase and the name in bold when they fit, else lighter, else
    // the name alone: the name is always whole.
    let (title, bold) = if !details.is_empty() && text_width(&title, title_size, false) > room {
        (short.clone(), text_width(&short, title_size, true) <= room)
    } else if text_width(&title, title_size, true) <= room {
        (title, true)
    } else if text_width(&title, title_size, false) <= room {
        (title, false)
    } else {
        let bold = text_width(&short, title_size, true) <= room;
        (short, bold)
    };
    let mut line = row![].spacing(14).align_y(Alignment::Center);
    if let Some(colour) = colour {
        line = line.push(track::meeples(vec![colour], figure));
    }
    line = line.push(
        text(title)
            .size(title_size)
            .wrapping(text::Wrapping::WordOrGlyph)
            .width(Fill)
            .font(iced::Font {
                weight: if bold {
                    iced::font::Weight::Bold
                } else {
                    iced::font::Weight::Normal
                },
                ..super::super::FONT
            }),
    );
    let mut lines = Column::new().align_x(Alignment::End);
    for detail in details {
        lines = lines.push(
            text(detail)
                .size(detail_size)
                .style(style::subtle)
                .wrapping(text::Wrapping::None),
        );
    }
    line = line.push(lines);
    container(line)
        .padding([0.0, 14.0 * g])
        .height(Fill)
        .align_y(iced::alignment::Vertical::Center)
        .width(Fill)
        .style(style::banner(colour))
        .into()
}

/// The banner of the final scoring: its title and its steps, each a tap
/// away, the one on show filled.
fn final_banner(screen: &GameScreen, g: f32, width: f32) -> Element<'_, Message> {
    let added = added(screen);
    let list = final_scoring::steps(&added);
    let here = screen.wizard.step(&added);
    let title = t!("game-final-scoring");
    let title_size = sized(size::HEADING, g);
    let chip_size = sized(size::SMALL, g);
    let room = width - 2.0 * 14.0 * g - text_width(&title, title_size, true) - 24.0;
    let per_chip = room / list.len().max(1) as f32 - 6.0 - 16.0;
    let mut chips = Row::new().spacing(6).align_y(Alignment::Center);
    for (i, step) in list.iter().enumerate() {
        let name = final_scoring::step_name(*step, &added);
        let mut label = format!("{}. {name}", i + 1);
        let mut chars = label.chars().count();
        while chars > 4 && text_width(&label, chip_size, false) > per_chip {
            chars -= 1;
            label = style::shortened(&format!("{}. {name}", i + 1), chars);
        }
        chips = chips.push(
            button(
                text(label)
                    .size(chip_size)
                    .center()
                    .height(Fill)
                    .wrapping(text::Wrapping::None),
            )
            .height(size::TOUCH)
            .padding([0, 8])
            .style(style::tab(*step == here))
            .on_press(Message::Final(final_scoring::Message::Go(*step))),
        );
    }
    let line = row![
        text(title)
            .size(title_size)
            .wrapping(text::Wrapping::None)
            .font(iced::Font {
                weight: iced::font::Weight::Bold,
                ..super::super::FONT
            }),
        space().width(Fill),
        chips,
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    container(line)
        .padding([0.0, 14.0 * g])
        .height(Fill)
        .align_y(iced::alignment::Vertical::Center)
        .width(Fill)
        .style(style::banner(None))
        .into()
}

/// What the settle area shows: one thing, the most pressing.
struct Shown<'a> {
    settle: Settle<'a, Message>,
    /// Whether it is a moment (a message, a card, an extra turn, what was
    /// just done) rather than a question or a hint.
    moment: bool,
}

/// The settle area: what the table must settle now, else what just
/// happened (with its undo), else the next step.
fn settle(screen: &GameScreen, g: f32, width: f32, height: f32) -> Element<'_, Message> {
    let Shown { mut settle, moment } = shown(screen);
    let setup = screen.saved.game.setup();
    let players = players(screen);
    let colour = settle.player.map(|p| setup.players[p.index()].colour);
    // The player who must act is named in the title, in their colour.
    if let Some(player) = settle.player {
        let name = crate::i18n::tame(setup.name(player));
        let name = name.as_str();
        let named_already = super::super::widget::split_names(&settle.title, &players)
            .iter()
            .any(|(piece, who)| who.is_some() && piece == name);
        if !named_already {
            settle.title = format!("{name} · {}", settle.title);
        }
    }
    let count = settle.actions.len();
    let answers_width = match count {
        0 => 0.0,
        n => (MAIN_ANSWER + (n - 1) as f32 * (ANSWER + 8.0)) * g,
    };
    // The words get what the answers leave; their size is the largest
    // that keeps them inside the area.
    let glyph = sized(34.0, g);
    let words_width = width - 2.0 * 16.0 * g - answers_width - 2.0 * 12.0 - glyph - 16.0;
    let inner_height = height - 2.0 * 8.0 * g - 6.0;
    // The largest title, then the largest read-out, that keep the words
    // inside the area.
    let height_of = |words: &str, size: f32| lines(words, size, words_width) as f32 * size * 1.3;
    let body = settle.read_out.clone().unwrap_or_default();
    // What is read out (a message, a card) matters most: it keeps its
    // size longest.
    let pairs = [
        (size::LABEL, size::READ_OUT),
        (size::BODY, size::READ_OUT),
        (size::LABEL, size::BODY),
        (size::BODY, size::BODY),
        (size::SMALL, size::BODY),
        (size::BODY, size::SMALL),
        (size::SMALL, size::SMALL),
        (size::SMALL, size::CAPTION),
        (size::CAPTION, size::CAPTION),
    ];
    let (title_size, body_size) = pairs
        .into_iter()
        .map(|(t, b)| (sized(t, g), sized(b, g)))
        .find(|(t, b)| {
            let body_height = if body.is_empty() {
                0.0
            } else {
                height_of(&body, *b) + 4.0
            };
            (height_of(&settle.title, *t) + body_height) * 1.08 <= inner_height
        })
        .unwrap_or((size::CAPTION, size::CAPTION));
    let mut words = column![named(settle.title.clone(), &players, title_size)].spacing(4);
    if !body.is_empty() {
        words = words.push(named(body, &players, body_size));
    }
    let mut answers = Row::new().spacing(8).align_y(Alignment::Center);
    let last = count.saturating_sub(1);
    for (i, answer) in settle.actions.into_iter().enumerate() {
        let main = i == last;
        // The key is shown beside the words: Enter for the main answer.
        let hint = match (
            main && answer.primary && settle.holds,
            answer.key,
            answer.hint,
        ) {
            (true, _, _) => Some("⏎".to_owned()),
            (false, Some(key), _) => Some(key.to_uppercase().to_string()),
            (false, None, Some(hint)) => Some(hint.to_owned()),
            (false, None, None) => None,
        };
        let label = answer.label;
        let style: Box<ButtonStyle> = match (answer.colour, answer.primary) {
            (Some(colour), _) => Box::new(style::player_chip(colour, false)),
            (None, true) => Box::new(style::primary),
            (None, false) => Box::new(style::secondary),
        };
        let hint_width = hint
            .as_ref()
            .map_or(0.0, |h| text_width(h, sized(size::CAPTION, g), false) + 6.0);
        let room = (if main { MAIN_ANSWER } else { ANSWER }) * g - 20.0 - hint_width;
        let label_size = fitting(&label, room, sized(64.0, g) - 8.0, g);
        let mut face = row![
            text(label)
                .size(label_size)
                .center()
                .width(Fill)
                .wrapping(text::Wrapping::WordOrGlyph)
        ]
        .spacing(4)
        .align_y(Alignment::Center);
        if let Some(hint) = hint {
            face = face.push(
                text(hint)
                    .size(sized(size::CAPTION, g))
                    .wrapping(text::Wrapping::None),
            );
        }
        answers = answers.push(
            button(container(face).center_y(Fill))
                .width(if main { MAIN_ANSWER } else { ANSWER } * g)
                .height(sized(64.0, g))
                .padding([0, 8])
                .style(move |theme, status| style(theme, status))
                .on_press_maybe(answer.message),
        );
    }
    let content = row![
        container(icon(settle.icon, glyph, None))
            .width(glyph)
            .height(Fill)
            .align_y(iced::alignment::Vertical::Center),
        container(words)
            .width(Fill)
            .height(Fill)
            .align_y(iced::alignment::Vertical::Center),
        container(answers)
            .width(answers_width)
            .height(Fill)
            .align_x(iced::alignment::Horizontal::Right)
            .align_y(iced::alignment::Vertical::Center),
    ]
    .spacing(12)
    .height(Fill);
    container(content)
        .padding([8.0 * g, 16.0 * g])
        .width(Fill)
        .height(Fill)
        .style(style::settle(colour, settle.holds, moment))
        .into()
}

/// The largest size of the body scale at which `words` fits `width` ×
/// `height` (an estimate), at least the caption's.
fn fitting(words: &str, width: f32, height: f32, g: f32) -> f32 {
    // No word is broken, where a smaller size keeps it whole.
    let whole = |s: f32| {
        words
            .split_whitespace()
            .all(|word| text_width(word, s, false) <= width)
    };
    [size::BODY, size::SMALL, size::CAPTION]
        .into_iter()
        .map(|s| sized(s, g))
        .find(|s| whole(*s) && lines(words, *s, width) as f32 * s * 1.3 <= height)
        .unwrap_or(size::CAPTION)
}

/// How many lines `words` takes at `size` in `width` (an estimate).
fn lines(words: &str, size: f32, width: f32) -> usize {
    if width <= 0.0 {
        return 99;
    }
    // Words do not break: each line holds whole words.
    let space = text_width(" ", size, false);
    let mut lines = 1;
    let mut used = 0.0;
    for word in words.split_whitespace() {
        let w = text_width(word, size, false);
        if used > 0.0 && used + space + w > width {
            lines += 1;
            used = 0.0;
        }
        if used > 0.0 {
            used += space;
        }
        used += w;
        while used > width {
            lines += 1;
            used -= width;
        }
    }
    lines
}

fn plain<'a>(title: String, read_out: Option<String>, icon: Icon) -> Settle<'a, Message> {
    Settle {
        player: None,
        title,
        read_out,
        actions: Vec::new(),
        holds: false,
        icon,
        marker: std::marker::PhantomData,
    }
}

/// The most pressing thing to settle.
fn shown(screen: &GameScreen) -> Shown<'_> {
    let game = &screen.saved.game;
    let setup = game.setup();
    let state = game.state();
    let error = screen.error.clone();
    // A question the screen asked.
    if let Some(ask) = screen.ask {
        let settle = match ask {
            Ask::ExtraTurn => Settle {
                holds: true,
                actions: vec![
                    Answer::new(t!("ask-cancel"), Some(Message::Dismiss), false).hinted("Esc"),
                ],
                ..plain(
                    t!("ask-extra-turn"),
                    Some(t!("ask-extra-turn-tap")),
                    Icon::Other,
                )
            },
            Ask::FinalScoring => Settle {
                holds: true,
                actions: vec![
                    Answer::new(t!("ask-cancel"), Some(Message::Dismiss), false).hinted("Esc"),
                    Answer::new(
                        t!("ask-final-scoring-yes"),
                        Some(Message::ConfirmFinalScoring),
                        true,
                    ),
                ],
                ..plain(
                    t!("game-final-scoring"),
                    Some(match state.tiles_left {
                        Some(left) => t!("ask-final-scoring-tiles", count = left),
                        None => t!("ask-final-scoring"),
                    }),
                    Icon::Other,
                )
            },
        };
        return Shown {
            settle,
            moment: false,
        };
    }
    // What a panel must settle, holds first; an offer (gold to award
    // after a scoring) shows with what was just done and its undo.
    if let Some(mut settle) = screen
        .panels
        .settle(&screen.context())
        .map(|s| s.lifted(Message::Panel))
        .filter(|s| s.holds || error.is_none())
    {
        if let Some(error) = &error {
            settle.read_out = Some(error.clone());
        } else if let (false, Some(done)) = (settle.holds, &screen.done) {
            settle.read_out = Some(match settle.read_out.take() {
                Some(words) => format!("{done} · {words}"),
                None => done.clone(),
            });
            let mut actions = undo(screen);
            actions.append(&mut settle.actions);
            settle.actions = actions;
        }
        return Shown {
            settle,
            moment: false,
        };
    }
    if state.phase == Phase::FinalScoring {
        let added = added(screen);
        let (glyph, title, hint) = screen.wizard.settle(game, &added, &screen.chosen);
        let read_out = error.clone().or(screen.done.clone()).unwrap_or(hint);
        return Shown {
            settle: Settle {
                holds: error.is_some(),
                actions: if screen.done.is_some() && error.is_none() {
                    undo(screen)
                } else {
                    Vec::new()
                },
                ..plain(title, Some(read_out), glyph)
            },
            moment: false,
        };
    }
    if let Some(error) = error {
        return Shown {
            settle: Settle {
                holds: true,
                ..plain(t!("settle-refused"), Some(error), Icon::Other)
            },
            moment: false,
        };
    }
    // An extra turn earned: a moment of its own.
    let earned: Vec<PlayerId> = state
        .prompts()
        .iter()
        .filter_map(|p| match p {
            Prompt::ExtraTurn { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    if let Some(first) = earned.first() {
        // Who earned one, by reason (RULES SN8).
        let mut reasons: Vec<(String, Vec<&str>)> = Vec::new();
        for prompt in state.prompts() {
            if let Prompt::ExtraTurn { player, reason } = &prompt {
                let why = reason_text(reason);
                match reasons.iter_mut().find(|(r, _)| *r == why) {
                    Some((_, names)) => names.push(setup.name(*player)),
                    None => reasons.push((why, vec![setup.name(*player)])),
                }
            }
        }
        let read_out: Vec<String> = reasons
            .iter()
            .map(|(why, names)| {
                t!(
                    "settle-extra-turn-for",
                    name = names.join(", "),
                    reason = why.as_str()
                )
            })
            .collect();
        return Shown {
            settle: Settle {
                player: (earned.len() == 1).then_some(*first),
                actions: undo(screen),
                ..plain(
                    t!("settle-extra-turn", count = earned.len()),
                    Some(read_out.join(" · ")),
                    Icon::Other,
                )
            },
            moment: true,
        };
    }
    // A panel's moment for the last command (a message drawn, a card).
    if let Some((glyph, words)) = screen.panels.moment(game).filter(|_| screen.done.is_some()) {
        return Shown {
            settle: Settle {
                actions: undo(screen),
                ..plain(words, screen.done.clone(), glyph)
            },
            moment: true,
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
        let mut actions = undo(screen);
        if screen.undone {
            actions = redo(screen);
        }
        return Shown {
            settle: Settle {
                actions,
                ..plain(
                    done.clone(),
                    (!body.trim().is_empty()).then_some(body),
                    Icon::Other,
                )
            },
            moment: true,
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
            moment: false,
        };
    }
    // A correction: what it is.
    if screen.mode == Mode::Correct {
        return Shown {
            settle: plain(t!("mode-correct"), Some(t!("correct-hint")), Icon::Other),
            moment: false,
        };
    }
    // Nothing to settle: the next step, for whoever's turn it is.
    let active = state.turn.player;
    let hint = match state.phase {
        Phase::Playing => t!("settle-next-step", name = setup.name(active)),
        Phase::FinalScoring => t!("settle-final-step"),
        Phase::Ended => t!("game-ended"),
    };
    let read_out = state
        .turn
        .extra
        .as_ref()
        .map(|reason| t!("game-extra-turn", reason = reason_text(reason)));
    Shown {
        settle: Settle {
            player: (state.phase == Phase::Playing).then_some(active),
            ..plain(hint, read_out, Icon::Other)
        },
        moment: false,
    }
}

/// Undo, beside what just happened.
fn undo(screen: &GameScreen) -> Vec<Answer<Message>> {
    vec![
        Answer::new(
            t!("notice-undo"),
            screen.saved.game.can_undo().then_some(Message::Undo),
            false,
        )
        .hinted("Ctrl+Z"),
    ]
}

/// Redo, beside what was just undone.
fn redo(screen: &GameScreen) -> Vec<Answer<Message>> {
    vec![
        Answer::new(
            t!("notice-redo"),
            screen.saved.game.can_redo().then_some(Message::Redo),
            false,
        )
        .hinted("Ctrl+Y"),
    ]
}

/// The board: the track, and in its centre every player's total, which
/// a tap picks as a holder of the scoring being entered.
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

/// What a tap on a player's total does now.
fn row_message(screen: &GameScreen, seat: PlayerId) -> Option<Message> {
    match (screen.ask, screen.state().phase) {
        (Some(Ask::ExtraTurn), _) => Some(Message::ExtraTurnFor(seat)),
        (Some(Ask::FinalScoring), _) => None,
        (None, Phase::Ended) => None,
        (None, _) => Some(Message::Toggle(seat)),
    }
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
    let queue_height = if state.queue.is_empty() {
        0.0
    } else {
        size::TOUCH + gap
    };
    let cell_height = ((area.height - queue_height - gap * (per_column - 1) as f32)
        / per_column as f32)
        .min(110.0 * g)
        .max(size::TOUCH);
    let cell_width = (area.width - gap * (columns - 1) as f32) / columns as f32;
    let two = screen.two_figures();
    let total_size = (cell_height * if columns == 1 { 0.5 } else { 0.34 })
        .clamp(size::TOTAL, 52.0 * g)
        .round();
    let figure_height = (cell_height * 0.42).clamp(20.0, 40.0 * g);
    let mut cells: Vec<Element<'_, Message>> = Vec::new();
    for (index, seat) in setup.seats().enumerate() {
        let who = &setup.players[seat.index()];
        let points = &state.players[seat.index()];
        let picking = state.phase != Phase::Ended;
        let chosen = screen.chosen.contains(&seat) && picking && screen.ask.is_none();
        let active = state.turn.player == seat && state.phase == Phase::Playing;
        let pill = container(
            text(points.total().to_string())
                .size(total_size)
                .line_height(text::LineHeight::Relative(1.1))
                .font(iced::Font {
                    weight: iced::font::Weight::Bold,
                    ..super::super::FONT
                })
                .wrapping(text::Wrapping::None),
        )
        .padding([0, 10])
        .style(style::total_pill(who.colour));
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
            column![
                row![figure, name].spacing(8).align_y(Alignment::Center),
                row![extras, space().width(Fill), pill]
                    .spacing(6)
                    .align_y(Alignment::Center),
            ]
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
    if !state.queue.is_empty() {
        grid = grid.push(queue(screen));
    }
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

/// The side column: the entry, a panel's private view over it, the
/// history, or the guided final scoring.
fn side(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    fn card(content: Element<'_, Message>) -> Element<'_, Message> {
        container(content)
            .padding(8)
            .width(Fill)
            .height(Fill)
            .style(style::card)
            .into()
    }
    if screen.history {
        return card(history::view(game));
    }
    let cx = screen.context();
    if let Some(overlay) = screen.panels.overlay(&cx) {
        return card(
            container(overlay.map(Message::Panel))
                .width(Fill)
                .height(Fill)
                .into(),
        );
    }
    let final_scoring = game.state().phase != Phase::Playing;
    let work: Element<'_, Message> = match work_page(screen) {
        Some(page) => container(page).height(Fill).width(Fill).into(),
        None => column![
            if screen.form_open() {
                // What the form settles is answered in the settle area;
                // its fields take the row.
                row![container(form(screen, g)).width(Fill).height(FORM * g)]
            } else {
                row![
                    container(form(screen, g)).width(Fill).height(FORM * g),
                    container(main_key(screen, g))
                        .id("score")
                        .width(MAIN_KEY * g)
                        .height(FORM * g),
                ]
                .spacing(PAD)
            },
            keypad(screen, g),
        ]
        .spacing(PAD)
        .into(),
    };
    if final_scoring {
        // The steps are in the banner; the entry has the column.
        return card(work);
    }
    card(column![mode_tabs(screen), work].spacing(PAD).into())
}

/// A page that takes the place of the entry: a panel's tab, or a step of
/// the final scoring that only shows.
fn work_page(screen: &GameScreen) -> Option<Element<'_, Message>> {
    let cx = screen.context();
    if screen.state().phase != Phase::Playing {
        if screen.form_open() {
            return None;
        }
        let added = added(screen);
        return match screen.wizard.step(&added) {
            Step::Features => None,
            Step::Results => Some(
                text(t!("final-results-hint"))
                    .size(size::BODY)
                    .wrapping(text::Wrapping::WordOrGlyph)
                    .into(),
            ),
            Step::Added(_) => screen.wizard.page(&added).map(|p| p.map(Message::Final)),
        };
    }
    let Mode::Panel(i) = screen.mode else {
        return None;
    };
    screen
        .panels
        .tabs(&cx)
        .into_iter()
        .nth(i)
        .map(|t| t.page.map(Message::Panel))
}

/// A tab of the side column: what it shows, sized by its label so the
/// labels of every language fit.
fn tab<'a>(
    label: String,
    glyph: Option<Icon>,
    chosen: bool,
    message: Message,
) -> (f32, Element<'a, Message>) {
    let g = super::super::widget::grow();
    let weight = text_width(&label, size::SMALL, false) + if glyph.is_some() { 26.0 } else { 0.0 };
    let mut content = Row::new().spacing(4).align_y(Alignment::Center);
    if let Some(glyph) = glyph {
        content = content.push(icon(glyph, sized(20.0, g), None));
    }
    content = content.push(
        text(label)
            .size(sized(size::SMALL, g))
            .wrapping(text::Wrapping::None),
    );
    (
        weight,
        button(container(content).center_x(Fill).center_y(Fill))
            .width(Fill)
            .height(sized(size::TOUCH, g))
            .padding([0, 4])
            .style(style::tab(chosen))
            .on_press(message)
            .into(),
    )
}

/// Tabs whose widths follow their labels.
fn tab_row<'a>(tabs: Vec<(f32, Element<'a, Message>)>) -> Element<'a, Message> {
    let mut line = Row::new()
        .spacing(6)
        .height(sized(size::TOUCH, super::super::widget::grow()));
    for (weight, tab) in tabs {
        let portion = (weight.max(20.0) + 16.0).round() as u16;
        line = line.push(container(tab).width(Length::FillPortion(portion)));
    }
    line.into()
}

/// Points, the calculator, a correction, and each panel's page.
fn mode_tabs(screen: &GameScreen) -> Element<'_, Message> {
    let mut tabs = vec![
        tab(
            t!("mode-points"),
            None,
            screen.mode == Mode::Points,
            Message::Mode(Mode::Points),
        ),
        tab(
            t!("mode-count"),
            None,
            screen.mode == Mode::Count,
            Message::Mode(Mode::Count),
        ),
        tab(
            t!("mode-correct"),
            None,
            screen.mode == Mode::Correct,
            Message::Mode(Mode::Correct),
        ),
    ];
    for (i, panel) in screen
        .panels
        .tabs(&screen.context())
        .into_iter()
        .enumerate()
    {
        tabs.push(tab(
            panel.label,
            Some(panel.icon),
            screen.mode == Mode::Panel(i),
            Message::Mode(Mode::Panel(i)),
        ));
    }
    tab_row(tabs)
}

/// The form row: the points and who gets them, the calculator's fields,
/// a correction, the counts of a final feature, or the fields of what is
/// being settled.
fn form(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let cx = screen.context();
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
fn figure_choice(screen: &GameScreen) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let points = screen.points.parse::<u32>().unwrap_or(0);
    let state = game.state();
    let setup = game.setup();
    // "meeple → 15 dark": where the figure lands, with what a panel
    // says of that space (RULES MSG2).
    let landing = |player: PlayerId, figure: Figure| {
        let total = state.players[player.index()]
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
    };
    let choice = |label: String, chosen: bool, message: Message| {
        button(
            text(label)
                .size(super::super::widget::grown(size::CAPTION))
                .center()
                .width(Fill)
                .height(Fill)
                .wrapping(text::Wrapping::WordOrGlyph),
        )
        .width(Fill)
        .height(super::super::widget::grown(size::TOUCH))
        .padding([0, 4])
        .style(style::tab(chosen))
        .on_press(message)
    };
    let mut line = Row::new()
        .spacing(6)
        .height(super::super::widget::grown(size::TOUCH));
    match screen.chosen.as_slice() {
        [player] => {
            let chosen = screen.figure(*player);
            for figure in [Figure::Meeple, Figure::Messenger] {
                line = line.push(choice(
                    landing(*player, figure),
                    chosen == figure,
                    Message::Figure(*player, figure),
                ));
            }
        }
        holders if holders.len() <= 3 => {
            for player in holders {
                let figure = screen.figure(*player);
                let other = match figure {
                    Figure::Meeple => Figure::Messenger,
                    Figure::Messenger => Figure::Meeple,
                };
                line = line.push(choice(
                    format!(
                        "{}\n{}",
                        style::shortened(setup.name(*player), 6),
                        crate::i18n::figure_name(figure)
                    ),
                    figure == Figure::Messenger,
                    Message::Figure(*player, other),
                ));
            }
        }
        _ => {
            let messengers = screen
                .chosen
                .iter()
                .filter(|p| screen.figure(**p) == Figure::Messenger)
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
fn main_key(screen: &GameScreen, g: f32) -> Element<'_, Message> {
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
            (!held).then_some(Message::Count(super::count::Message::Score)),
            false,
        )
        .into(),
        _ => key(
            t!("entry-score"),
            (!held).then_some(Message::Score(Kind::Other)),
            false,
        )
        .into(),
    }
}

/// The digits with backspace, clear, − and +, and beside them the kinds:
/// the keys fill the height the column has left, never less than a
/// finger needs.
fn keypad(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let key = |label: String, message: Message| {
        raised(
            button(
                text(label)
                    .size(sized(size::HEADING, g))
                    .center()
                    .width(Fill)
                    .height(Fill),
            )
            .padding(0)
            .style(style::key)
            .on_press(message),
        )
        .width(Fill)
        .height(Fill)
    };
    // Each digit has an id ("key-8"): the totals show numbers too.
    let digit = |d: u32| key(d.to_string(), Message::Digit(d)).id(format!("key-{d}"));
    let side_key = |label: String, message: Message| key(label, message);
    let digits = column![
        row![
            digit(1),
            digit(2),
            digit(3),
            side_key(t!("key-backspace"), Message::Backspace)
        ]
        .spacing(6)
        .height(Fill),
        row![
            digit(4),
            digit(5),
            digit(6),
            side_key(t!("key-clear"), Message::Clear)
        ]
        .spacing(6)
        .height(Fill),
        row![
            digit(7),
            digit(8),
            digit(9),
            side_key("−".to_owned(), Message::Nudge(-1))
        ]
        .spacing(6)
        .height(Fill),
        row![
            container(digit(0)).width(Length::FillPortion(3)),
            container(side_key("+".to_owned(), Message::Nudge(1))).width(Length::FillPortion(1)),
        ]
        .spacing(6)
        .height(Fill),
    ]
    .spacing(6)
    .height(Fill);
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
                        .then_some(Message::Count(super::count::Message::Kind(kind)))
                }),
            ),
            Mode::Points => (
                None,
                Box::new(move |kind| free.then_some(Message::Score(kind))),
            ),
            _ => (None, Box::new(|_| None)),
        }
    };
    let kind = |kind: Kind| {
        button(
            row![
                icon(Icon::of(kind), sized(24.0, g), None),
                text(capitalised(&kind_name(kind)))
                    .size(sized(size::SMALL, g))
                    .wrapping(text::Wrapping::WordOrGlyph)
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
    let kinds = column![
        kind(Kind::Road),
        kind(Kind::City),
        kind(Kind::Cloister),
        kind(Kind::Farm)
    ]
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

/// The turn bar: the tools on the left, what ends or extends the turn on
/// the right, End turn (Next, during the final scoring) in the corner.
fn turn_bar(screen: &GameScreen, g: f32, width: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let state = game.state();
    let label = |words: String, size: f32| {
        text(words)
            .size(size)
            .center()
            .width(Fill)
            .height(Fill)
            .wrapping(text::Wrapping::WordOrGlyph)
    };
    let tool = |words: String, message: Option<Message>, id: &'static str| {
        container(
            button(label(words, sized(size::SMALL, g)))
                .width(Fill)
                .height(Fill)
                .padding([0, 4])
                .style(style::secondary)
                .on_press_maybe(message),
        )
        .id(id)
        .width(94.0 * g)
        .height(Fill)
    };
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
    let corner = |words: String, message: Option<Message>, id: &'static str| {
        container(
            button(label(words, sized(size::LABEL, g)))
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
            let none_left = state.tiles_left == Some(0);
            let mut extra: Vec<(String, Option<Message>)> = vec![(
                if none_left {
                    t!("entry-another-tile-none")
                } else {
                    t!("entry-another-tile")
                },
                (!none_left && free).then_some(Message::AnotherTile),
            )];
            for (words, message) in screen.panels.turn_actions(game) {
                extra.push((words, message.map(Message::Panel).filter(|_| free)));
            }
            // The extras share what the tools and End turn leave.
            let room = width - 3.0 * 94.0 * g - 200.0 * g - 6.0 * (4 + extra.len()) as f32;
            let each = (room / extra.len() as f32).min(140.0 * g).floor();
            // One size for all of them, the one the longest label needs.
            let fits = extra
                .iter()
                .map(|(words, _)| fitting(words, each - 10.0, 60.0 * g - 4.0, g))
                .fold(f32::MAX, f32::min);
            for (words, message) in extra {
                bar = bar.push(
                    button(label(words, fits))
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
            ));
        }
        Phase::FinalScoring => {
            let added = added(screen);
            if let Some(back) = screen.wizard.back(&added) {
                bar = bar.push(
                    button(label(
                        t!("final-back", step = final_scoring::step_name(back, &added)),
                        sized(size::SMALL, g),
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
                ),
                None => corner(
                    t!("entry-end-game"),
                    Some(Message::Final(final_scoring::Message::EndGame)),
                    "next",
                ),
            };
            bar = bar.push(next);
        }
        Phase::Ended => {}
    }
    bar.into()
}

/// The menu: the rarer tools, each with its key.
fn menu(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let playing = screen.state().phase == Phase::Playing;
    let game = &screen.saved.game;
    let item = |label: String, key: &'static str, message: Option<Message>| {
        button(
            row![
                text(label)
                    .size(size::BODY)
                    .width(Fill)
                    .wrapping(text::Wrapping::WordOrGlyph),
                text(key)
                    .size(size::SMALL)
                    .style(style::subtle)
                    .wrapping(text::Wrapping::None),
            ]
            .spacing(8)
            .height(Fill)
            .align_y(Alignment::Center),
        )
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
            t!("game-redo"),
            "Ctrl+Y",
            game.can_redo().then_some(Message::Redo)
        ),
        item(
            t!("entry-extra-turn"),
            "X",
            playing.then_some(Message::ExtraTurn)
        ),
        item(
            t!("entry-final-scoring"),
            "",
            playing.then_some(Message::FinalScoring)
        ),
        item(
            if screen.paused() {
                t!("game-resume-clock")
            } else {
                t!("game-pause")
            },
            "",
            Some(Message::Pause(!screen.paused()))
        ),
        item(t!("game-export"), "", Some(Message::Export)),
        item(t!("share-open"), "", Some(Message::Share)),
        item(t!("game-keys"), "", Some(Message::Keys(true))),
        item(t!("game-home"), "", Some(Message::Home)),
    ]
    .spacing(8);
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

/// The settle area's main answer, for Enter, while something holds play.
pub fn main_answer(screen: &GameScreen) -> Option<Message> {
    let shown = shown(screen);
    if !shown.settle.holds {
        return None;
    }
    let last = shown.settle.actions.into_iter().last()?;
    last.primary.then_some(last.message).flatten()
}

/// The settle area's answer on this letter, if it has one.
pub fn keyed_answer(screen: &GameScreen, letter: char) -> Option<Message> {
    shown(screen)
        .settle
        .actions
        .into_iter()
        .find(|a| a.key.is_some_and(|k| k.eq_ignore_ascii_case(&letter)))
        .and_then(|a| a.message)
}
