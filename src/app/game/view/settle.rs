//! The settle area: what the table must settle now, else what just
//! happened (with its undo), else the next step; and its answers for the keys.

use iced::widget::{Column, Row, button, column, container, row, text};
use iced::{Alignment, Element, Fill};

use crate::engine::{Phase, PlayerId, Prompt};
use crate::i18n::{game_error, prompt_text, reason_text, say};
use crate::t;

use super::{ANSWER, ButtonStyle, MAIN_ANSWER, added, players, sized};
use crate::app::design::{size, text_width};
use crate::app::game::panel::{Answer, Settle};
use crate::app::game::{Ask, GameScreen, Message, Mode};
use crate::app::icons::{Icon, icon};
use crate::app::kit::Input;
use crate::app::kit::{edged, names_in_colour};
use crate::app::style;

/// What the settle area shows: one thing, the most pressing.
struct Shown<'a> {
    settle: Settle<'a, Message>,
    /// Whether it is a moment (a message, a card, an extra turn, what was
    /// just done) rather than a question or a hint.
    moment: bool,
}

/// The settle area: what the table must settle now, else what just
/// happened (with its undo), else the next step.
pub(super) fn settle(screen: &GameScreen, g: f32, width: f32, height: f32) -> Element<'_, Message> {
    let Shown { mut settle, moment } = shown(screen);
    let setup = screen.saved.game.setup();
    let players = players(screen);
    let colour = settle.player.map(|p| setup.players[p.index()].colour);
    let count = settle.actions.len();
    let inner_height = height - 2.0 * 8.0 * g - 6.0;
    // Two answers may stand one above the other, each still a finger's
    // height, when the words need the width.
    let can_stack = count == 2 && (inner_height - 8.0) / 2.0 >= size::TOUCH - 4.0;
    let words_width = |stacked: bool, glyph: bool| words_room(width, count, stacked, glyph, g);
    // The player who must act is named in the title, in their colour;
    // the active player only while the title keeps to one line (the banner
    // names them above it, and a long name would push the words off).
    if let Some(player) = settle.player {
        let state = screen.saved.game.state();
        let name = crate::i18n::tame(setup.name(player));
        let name = name.as_str();
        let named_already = crate::app::kit::split_names(&settle.title, &players)
            .iter()
            .any(|(piece, who)| who.is_some() && piece == name);
        let named = format!("{name} · {}", settle.title);
        let banner_names = state.phase == Phase::Playing && player == state.turn.player;
        let one_line = lines(&named, sized(size::LABEL, g), words_width(false, true)) == 1;
        if !named_already && (one_line || !banner_names) {
            settle.title = named;
        }
    }
    let body = settle.read_out.clone().unwrap_or_default();
    let (stacked, glyph_shown, title_size, body_size) = fit(
        &settle.title,
        &body,
        (width, inner_height),
        count,
        can_stack,
        g,
    );
    let glyph = sized(34.0, g);
    let answers_width = answers_room(count, stacked, g);
    let mut words = column![names_in_colour(settle.title.clone(), &players, title_size)].spacing(4);
    if !body.is_empty() {
        words = words.push(names_in_colour(body, &players, body_size));
    }
    let answer_height = if stacked {
        (inner_height - 8.0) / 2.0
    } else {
        sized(64.0, g)
    };
    let answers: Element<'_, Message> = if stacked {
        Column::with_children(answer_faces(settle.actions, settle.holds, g, answer_height))
            .spacing(8)
            .align_x(Alignment::End)
            .into()
    } else {
        Row::with_children(answer_faces(settle.actions, settle.holds, g, answer_height))
            .spacing(8)
            .align_y(Alignment::Center)
            .into()
    };
    let mut content = Row::new().spacing(12).height(Fill);
    if glyph_shown {
        content = content.push(
            container(icon(settle.icon, glyph, None))
                .width(glyph)
                .height(Fill)
                .align_y(iced::alignment::Vertical::Center),
        );
    }
    let content = content
        .push(
            container(words)
                .id("settle-words")
                .width(Fill)
                .height(Fill)
                .align_y(iced::alignment::Vertical::Center),
        )
        .push(
            container(answers)
                .width(answers_width)
                .height(Fill)
                .align_x(iced::alignment::Horizontal::Right)
                .align_y(iced::alignment::Vertical::Center),
        );
    // Edged outside its border, the content where it was.
    let area = container(content)
        .padding([8.0 * g - style::EDGE, 16.0 * g - style::EDGE])
        .width(Fill)
        .height(Fill)
        .style(style::settle(colour, settle.holds, moment));
    container(area)
        .padding(style::EDGE)
        .style(style::player_edge(colour, 14.0))
        .into()
}

/// The width the answers take: side by side, or one above the other.
fn answers_room(count: usize, stacked: bool, g: f32) -> f32 {
    match (count, stacked) {
        (0, _) => 0.0,
        (_, true) => MAIN_ANSWER * g,
        (n, false) => (MAIN_ANSWER + (n - 1) as f32 * (ANSWER + 8.0)) * g,
    }
}

/// The width the words have in an area `width` wide with `count`
/// answers, stacked or not, with the glyph or without.
fn words_room(width: f32, count: usize, stacked: bool, glyph: bool, g: f32) -> f32 {
    let glyph = if glyph { sized(34.0, g) + 12.0 } else { 0.0 };
    width - 2.0 * 16.0 * g - answers_room(count, stacked, g) - 12.0 - glyph - 16.0
}

/// How the settle area lays out `title` and `body` in `(width, height)`:
/// whether its answers are stacked, whether the glyph is shown, and the
/// title's and the body's sizes. What is read out (a message, a card)
/// matters most: it keeps its size longest. Never below the label's size:
/// what is settled is read from across the table (issue 29); where the
/// words need more room the answers stand one above the other, then the
/// glyph gives way.
fn fit(
    title: &str,
    body: &str,
    (width, height): (f32, f32),
    count: usize,
    can_stack: bool,
    g: f32,
) -> (bool, bool, f32, f32) {
    let pairs = [(size::LABEL, size::READ_OUT), (size::LABEL, size::LABEL)];
    let fits = |stacked: bool, glyph: bool, (t, b): (f32, f32)| {
        let room = words_room(width, count, stacked, glyph, g);
        let height_of = |words: &str, size: f32| {
            lines(words, size, room) as f32 * size * crate::app::kit::LINE_HEIGHT
        };
        let body_height = if body.is_empty() {
            0.0
        } else {
            height_of(body, b) + 4.0
        };
        (height_of(title, t) + body_height) * 1.08 <= height
    };
    let layouts = [(false, true), (true, true), (true, false), (false, false)];
    layouts
        .into_iter()
        .filter(|(stacked, _)| !stacked || can_stack)
        .find_map(|(stacked, glyph)| {
            pairs
                .into_iter()
                .map(|(t, b)| (sized(t, g), sized(b, g)))
                .find(|pair| fits(stacked, glyph, *pair))
                .map(|(t, b)| (stacked, glyph, t, b))
        })
        .unwrap_or((
            can_stack,
            false,
            sized(size::LABEL, g),
            sized(size::LABEL, g),
        ))
}

/// The settle area's answers, the main one last and wide, each with its
/// key, `height` high.
fn answer_faces<'a>(
    actions: Vec<Answer<Message>>,
    holds: bool,
    g: f32,
    height: f32,
) -> Vec<Element<'a, Message>> {
    let mut answers = Vec::new();
    // Enter gives the main answer, drawn last (the wide slot, ⏎).
    debug_assert!(
        actions.iter().rev().skip(1).all(|a| !a.primary),
        "the main answer is the last"
    );
    let last = actions.len().saturating_sub(1);
    for (i, answer) in actions.into_iter().enumerate() {
        let main = i == last;
        // The key is shown beside the words: Enter for the main answer.
        let hint = match (main && answer.primary && holds, answer.key, answer.hint) {
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
        let label_size = fitting(&label, room, height - 8.0, g);
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
        // A player's answer, bordered in their colour, is edged outside
        // its border, in the same room.
        let edge = if answer.colour.is_some() {
            2.0 * style::EDGE
        } else {
            0.0
        };
        let button = button(container(face).center_y(Fill))
            .width(if main { MAIN_ANSWER } else { ANSWER } * g - edge)
            .height(height - edge)
            .padding([0, 8])
            .style(move |theme, status| style(theme, status))
            .on_press_maybe(answer.message);
        answers.push(match answer.colour {
            Some(colour) => edged(button, Some(colour), 10.0),
            None => button.into(),
        });
    }
    answers
}

/// The largest size of the body scale at which `words` fits `width` ×
/// `height` (an estimate), at least the caption's.
pub(super) fn fitting(words: &str, width: f32, height: f32, g: f32) -> f32 {
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
        return asked(screen, ask);
    }
    // The table's question (a message, a card, a shield), as the engine
    // asks it.
    if let Some(shown) = question(screen) {
        return shown;
    }
    // What a panel must settle of the window's own, holds first; an offer
    // (gold to award after a scoring) shows with what was just done and
    // its undo.
    if let Some(shown) = panel_settle(screen) {
        return shown;
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
    if let Some(shown) = earned(screen) {
        return shown;
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
        return Shown {
            settle: Settle {
                actions: undo(screen),
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
    next_step(screen)
}

/// The table's question, drawn from the engine's data and its panel's
/// dress: the answers are the question's (the main one last, on Enter),
/// each open when its command can be built from the form as filled in.
fn question(screen: &GameScreen) -> Option<Shown<'_>> {
    let question = screen.question()?;
    let setup = screen.saved.game.setup();
    let dress = screen.dress(&question);
    let mut read_out = question.read_out.as_ref().map(|w| say(setup, w));
    let mut actions: Vec<Answer<Message>> = dress
        .beside
        .into_iter()
        .map(|a| a.map(Message::Panel))
        .collect();
    for (index, answer) in question.answers.iter().enumerate() {
        if answer.pick {
            continue;
        }
        let built = question.command(index, &dress.filled);
        if answer.main
            && let Some(Err(error)) = &built
        {
            read_out = Some(format!(
                "{} — {}",
                read_out.unwrap_or_default(),
                game_error(error)
            ));
        }
        let label = dress
            .labels
            .iter()
            .find(|(i, _)| *i == index)
            .map_or_else(|| say(setup, &answer.label), |(_, l)| l.clone());
        let open = answer.open && matches!(built, Some(Ok(_)));
        let mut shown = Answer::new(label, open.then_some(Message::Answer(index)), answer.main);
        shown.key = answer.key;
        actions.push(shown);
    }
    if let Some(error) = &screen.error {
        read_out = Some(error.clone());
    }
    Some(Shown {
        settle: Settle {
            player: question.asked,
            title: say(setup, &question.title),
            read_out,
            actions,
            holds: true,
            icon: dress.icon,
            marker: std::marker::PhantomData,
        },
        moment: false,
    })
}

/// What a panel must settle, holds first; an offer with what was just
/// done and its undo.
fn panel_settle(screen: &GameScreen) -> Option<Shown<'_>> {
    let error = screen.error.clone();
    let mut settle = screen
        .panels
        .settle(&screen.context())
        .map(|s| s.lifted(Message::Panel))
        .filter(|s| s.holds || error.is_none())?;
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
    Some(Shown {
        settle,
        moment: false,
    })
}

/// The screen's own question.
fn asked(screen: &GameScreen, ask: Ask) -> Shown<'_> {
    let state = screen.saved.game.state();
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
        Ask::Tiles { left, .. } => Settle {
            holds: true,
            actions: vec![
                Answer::new(t!("ask-cancel"), Some(Message::Dismiss), false).hinted("Esc"),
                Answer::new(
                    "−".to_owned(),
                    Some(Message::TilesKey(Input::Nudge(-1))),
                    false,
                ),
                Answer::new(
                    "+".to_owned(),
                    Some(Message::TilesKey(Input::Nudge(1))),
                    false,
                ),
                Answer::new(
                    t!("ask-tiles-set", count = left),
                    Some(Message::SetTiles),
                    true,
                ),
            ],
            ..plain(
                t!("ask-tiles", count = left),
                Some(t!("ask-tiles-hint", now = state.tiles_left.unwrap_or(0))),
                Icon::Other,
            )
        },
    };
    Shown {
        settle,
        moment: false,
    }
}

/// The extra turns just earned, if any: a moment of their own.
fn earned(screen: &GameScreen) -> Option<Shown<'_>> {
    let setup = screen.saved.game.setup();
    let state = screen.saved.game.state();
    let earned: Vec<PlayerId> = state
        .prompts()
        .iter()
        .filter_map(|p| match p {
            Prompt::ExtraTurn { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    let first = earned.first()?;
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
            // Every player at once is said in a word: six long names do
            // not fit the area at a size read across the table.
            let who = if names.len() > 2 && names.len() == setup.players.len() {
                t!("settle-everyone")
            } else {
                names.join(", ")
            };
            t!("settle-extra-turn-for", name = who, reason = why.as_str())
        })
        .collect();
    Some(Shown {
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
    })
}

/// Nothing to settle: the next step, for whoever's turn it is.
fn next_step(screen: &GameScreen) -> Shown<'_> {
    let setup = screen.saved.game.setup();
    let state = screen.saved.game.state();
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
    // What was just done is an undo: its redo, wherever it is told.
    if screen.undone {
        return redo(screen);
    }
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
