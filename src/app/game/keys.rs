//! The keys of the game screen, routed only to what is on screen: a key
//! is looked up in the one list of the keys (`table::keys`) for the state
//! the screen is in, and its action becomes the screen's message here.

use iced::keyboard::{self, Key, key::Named};

use crate::engine::{Kind, Phase, PlayerId};
use crate::table::keys::{self, Action, Layer, Press, State};

use super::final_scoring::Message as Final;
use super::panel::Pick;
use super::view::{keyed_answer, main_answer};
use super::{Ask, GameScreen, Input, Message, Mode, count};

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
    let typed = text.as_deref().unwrap_or_default();
    let press = press(key, *modifiers, typed)?;
    let state = state(screen);
    let action = keys::action(state, press)?;
    let digit = typed.parse::<u32>().ok().filter(|d| *d < 10);
    routed(screen, (state, action, press), player_key(key), digit)
}

/// The state of the screen, as far as its keys go.
pub fn state(screen: &GameScreen) -> State {
    let layer = if screen.keys {
        Layer::Sheet
    } else if screen.menu {
        Layer::Menu
    } else if screen.ask.is_some() {
        Layer::Asked
    } else if screen.history {
        Layer::History
    } else if screen.state().phase == Phase::Playing {
        Layer::Entry
    } else {
        Layer::Final
    };
    State {
        layer,
        held: screen.question().is_some()
            || screen
                .panels
                .settle(&screen.context())
                .is_some_and(|settle| settle.holds),
        open: screen.panels.escape().is_some(),
        fields: screen.panels.fields(&screen.context()) >= 2
            || (layer == Layer::Final && final_fields(screen) >= 2),
    }
}

/// The fields of the final features' form (none at another step).
fn final_fields(screen: &GameScreen) -> usize {
    if screen.panels.form(&screen.context()).is_some() {
        return 0;
    }
    let added = screen.panels.final_steps(&screen.saved.game);
    if screen.state().phase == Phase::FinalScoring
        && screen.wizard.step(&added) == crate::app::game::final_scoring::Step::Features
    {
        screen.wizard.fields()
    } else {
        0
    }
}

/// The key as the list names it.
fn press(key: &Key, modifiers: keyboard::Modifiers, typed: &str) -> Option<Press> {
    if modifiers.command() {
        let Key::Character(c) = key.as_ref() else {
            return None;
        };
        let c = c.chars().next()?.to_ascii_lowercase();
        return Some(if modifiers.shift() {
            Press::CtrlShift(c)
        } else {
            Press::Ctrl(c)
        });
    }
    if player_key(key).is_some() {
        return Some(Press::Seat);
    }
    match key.as_ref() {
        Key::Named(Named::Enter) => return Some(Press::Enter),
        Key::Named(Named::Escape) => return Some(Press::Escape),
        Key::Named(Named::Tab) if modifiers.shift() => return Some(Press::ShiftTab),
        Key::Named(Named::Tab) => return Some(Press::Tab),
        Key::Named(Named::Backspace) => return Some(Press::Backspace),
        Key::Named(Named::F10) => return Some(Press::F10),
        Key::Named(Named::F11) => return Some(Press::F11),
        Key::Named(_) => return None,
        _ => {}
    }
    let mut chars = typed.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_digit() => Some(Press::Digit),
        (Some(c), None) => Some(Press::Char(c.to_ascii_lowercase())),
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

/// What the action of a key sends on this screen now.
fn routed(
    screen: &GameScreen,
    (state, action, press): (State, Action, Press),
    seat: Option<PlayerId>,
    digit: Option<u32>,
) -> Option<Message> {
    let in_final = state.layer == Layer::Final;
    let mode = screen.mode;
    let kind = |kind: Kind| match (in_final, mode, kind) {
        (true, _, _) => Some(Message::Final(Final::Kind(kind))),
        (false, Mode::Points, _) => crate::app::game::view::scored_by(screen, kind),
        (false, Mode::Count, Kind::Farm) => None,
        (false, Mode::Count, _) => Some(Message::Count(count::Message::Kind(kind))),
        (false, _, _) => None,
    };
    let nudge = |by: i32| match (in_final, mode) {
        (false, Mode::Correct) => Message::Correct(by > 0),
        _ => Message::Nudge(by),
    };
    // A card's form in a hand takes the keypad's keys where it is open.
    if let Some(input) = keypad_input(action, digit)
        && let Some(message) = screen.panels.keyed(&screen.context(), input)
    {
        return Some(Message::Panel(message));
    }
    if let Some(message) = picked(screen, state, action, (seat, digit)) {
        return Some(message);
    }
    if let Some(typed) = typed_into_question(screen, state, action, digit) {
        return typed;
    }
    Some(match action {
        Action::Digit => Message::Digit(digit?),
        Action::Backspace => Message::Backspace,
        Action::Clear if !in_final && mode != Mode::Points => Message::Mode(Mode::Points),
        Action::Clear => Message::Clear,
        Action::Player if state.layer == Layer::Asked => match screen.ask {
            Some(Ask::ExtraTurn) => Message::ExtraTurnFor(seat?),
            _ => return None,
        },
        Action::Player => Message::Toggle(seat?),
        Action::Road => return kind(Kind::Road),
        Action::City => return kind(Kind::City),
        Action::Cloister => return kind(Kind::Cloister),
        Action::Farm => return kind(Kind::Farm),
        Action::Score if in_final => Message::Final(Final::Add),
        Action::Score if screen.panels.confirm(&screen.context()).is_some() => {
            Message::Panel(screen.panels.confirm(&screen.context())?)
        }
        Action::Score => match mode {
            Mode::Points | Mode::Panel(_) => Message::Score(Kind::Other),
            Mode::Count => Message::Count(count::Message::Score),
            Mode::Correct => Message::Correct(true),
        },
        Action::NextMode => Message::Mode(next_mode(screen, true)),
        Action::PreviousMode => Message::Mode(next_mode(screen, false)),
        Action::Points => Message::Mode(Mode::Points),
        Action::Count => Message::Mode(Mode::Count),
        Action::Correct => Message::Mode(Mode::Correct),
        Action::More => nudge(1),
        Action::Fewer => nudge(-1),
        Action::Figure => Message::SwitchFigures,
        Action::Switch => {
            let (_, _, message) = screen.panels.entry_switch(&screen.context())?;
            Message::Panel(message)
        }
        Action::EndTurn => Message::EndTurn,
        Action::AnotherTile => Message::AnotherTile,
        Action::ExtraTurn => Message::ExtraTurn,
        Action::History => Message::History(true),
        Action::Menu => Message::Menu(true),
        Action::MainAnswer => return main_answer(screen),
        Action::Answer => match press {
            Press::Char(letter) => return keyed_answer(screen, letter),
            _ => return None,
        },
        Action::NextField => Message::Field(1),
        Action::PreviousField => Message::Field(-1),
        // At the last step the corner's key ends the game, as its button.
        Action::NextStep => {
            let added = screen.panels.final_steps(&screen.saved.game);
            match screen.wizard.next(&added) {
                Some(_) => Message::Final(Final::Next),
                None => Message::Final(Final::EndGame),
            }
        }
        Action::PreviousStep => Message::Final(Final::Back),
        Action::Close => match state.layer {
            Layer::Asked => Message::Dismiss,
            Layer::History => Message::History(false),
            Layer::Menu => Message::Menu(false),
            _ => Message::Panel(screen.panels.escape()?),
        },
        Action::Sheet if state.layer != Layer::Sheet => Message::Keys(true),
        Action::Sheet => match press {
            Press::Escape | Press::F10 => Message::Dismiss,
            _ => Message::Keys(false),
        },
        Action::FinalScoring => Message::FinalScoring,
        Action::Tiles => Message::Tiles,
        Action::Pause => Message::Pause(!screen.paused()),
        Action::Export => Message::Export,
        Action::Share => Message::Share,
        Action::Home => Message::Home,
        Action::Speak => Message::Speak(!screen.speaking?),
        Action::TurnAction => {
            let Press::Char(letter) = press else {
                return None;
            };
            return turn_action(screen, letter);
        }
        Action::Undo => Message::Undo,
        Action::Redo => Message::Redo,
        // The window's own keys: the app takes them.
        Action::Scale | Action::Fullscreen => return None,
    })
}

/// The keypad's key an action is, if it is one.
fn keypad_input(action: Action, digit: Option<u32>) -> Option<Input> {
    match action {
        Action::Digit => digit.map(Input::Digit),
        Action::Backspace => Some(Input::Backspace),
        Action::More => Some(Input::Nudge(1)),
        Action::Fewer => Some(Input::Nudge(-1)),
        Action::NextField => Some(Input::Field(1)),
        Action::PreviousField => Some(Input::Field(-1)),
        _ => None,
    }
}

/// A key typed into what the screen asks: a digit picking one of a list
/// of like answers, or a key of a count asked (the tiles left). `None` if
/// the question does not take it; `Some(None)` if it takes it to no effect.
fn typed_into_question(
    screen: &GameScreen,
    state: State,
    action: Action,
    digit: Option<u32>,
) -> Option<Option<Message>> {
    // A list of like answers (a message tile's number): a digit picks the
    // one in its place (message 3 is the third).
    if action == Action::Digit
        && let Some(question) = screen.question()
    {
        let picks: Vec<usize> = question
            .answers
            .iter()
            .enumerate()
            .filter(|(_, a)| a.pick && a.open)
            .map(|(i, _)| i)
            .collect();
        if !picks.is_empty() {
            let place = digit.and_then(|d| usize::try_from(d).ok()?.checked_sub(1));
            let Some(place) = place else {
                return Some(None);
            };
            return Some(picks.get(place).map(|i| Message::Answer(*i)));
        }
    }
    // A count the screen asks for (the tiles left) takes the keypad's keys.
    if state.layer == Layer::Asked
        && let Some(input) = match action {
            Action::Digit => digit.map(Input::Digit),
            Action::Backspace => Some(Input::Backspace),
            Action::More => Some(Input::Nudge(1)),
            Action::Fewer => Some(Input::Nudge(-1)),
            _ => None,
        }
    {
        return Some(
            matches!(screen.ask, Some(Ask::Tiles { .. })).then_some(Message::TilesKey(input)),
        );
    }
    None
}

/// The mode after (or before) the one on show, round the modes, then
/// the expansions' tabs.
fn next_mode(screen: &GameScreen, forward: bool) -> Mode {
    let tabs = screen.panels.tabs(&screen.context()).len();
    match (screen.mode, forward) {
        (Mode::Points, true) => Mode::Count,
        (Mode::Count, true) => Mode::Correct,
        (Mode::Correct, true) if tabs > 0 => Mode::Panel(0),
        (Mode::Panel(i), true) if i + 1 < tabs => Mode::Panel(i + 1),
        (Mode::Correct | Mode::Panel(_), true) => Mode::Points,
        (Mode::Points, false) if tabs > 0 => Mode::Panel(tabs - 1),
        (Mode::Points | Mode::Panel(0), false) => Mode::Correct,
        (Mode::Panel(i), false) => Mode::Panel(i - 1),
        (Mode::Correct, false) => Mode::Count,
        (Mode::Count, false) => Mode::Points,
    }
}

/// What a panel has open may take the kinds and the players (a gold
/// award's kind and claimants): what it makes of this key, if anything.
fn picked(
    screen: &GameScreen,
    state: State,
    action: Action,
    (seat, digit): (Option<PlayerId>, Option<u32>),
) -> Option<Message> {
    let pick = match action {
        Action::Road => Pick::Kind(Kind::Road),
        Action::City => Pick::Kind(Kind::City),
        Action::Cloister => Pick::Kind(Kind::Cloister),
        Action::Farm => Pick::Kind(Kind::Farm),
        Action::Player if state.layer != Layer::Asked => Pick::Seat(seat?),
        Action::Figure => Pick::Figure,
        Action::Digit if matches!(screen.mode, Mode::Panel(_)) => Pick::Place(digit?),
        _ => return None,
    };
    let cx = screen.context();
    if let Some(message) = screen.panels.picked(&cx, pick) {
        return Some(Message::Panel(message));
    }
    match screen.mode {
        Mode::Panel(tab) => screen
            .panels
            .picked_on_tab(&cx, tab, pick)
            .map(Message::Panel),
        _ => None,
    }
}

/// The bar's further turn button that shows `letter`, if it can be
/// pressed now (nothing holds play).
fn turn_action(screen: &GameScreen, letter: char) -> Option<Message> {
    let at = keys::TURN_KEYS.iter().position(|c| *c == letter)?;
    let free = screen.ask.is_none() && screen.state().hold().is_none();
    let (_, message) = screen
        .panels
        .turn_actions(&screen.saved.game)
        .into_iter()
        .nth(at)?;
    message.filter(|_| free).map(Message::Panel)
}
