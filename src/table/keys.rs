//! The one list of the keys of the game screen: every key of every state,
//! with the action it takes and the words that say so. The window's key
//! handling looks a key up here; the `?` sheet, the command line's help
//! and its man page print this list; a test holds that no two actions
//! share a key in one state, another that the README's table is this list.

/// Where the game screen is, as far as its keys go: what takes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    /// The `?` sheet of the keys is open.
    Sheet,
    /// The menu is open.
    Menu,
    /// The screen asks a question of its own (an extra turn for whom,
    /// the final scoring now).
    Asked,
    /// The history is open.
    History,
    /// The score entry, during play.
    Entry,
    /// The guided final scoring (and the game ended).
    Final,
}

/// The state of the game screen that decides what a key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct State {
    /// What takes the keys.
    pub layer: Layer,
    /// Whether something holds play (the question's main answer is on
    /// Enter then).
    pub held: bool,
    /// Whether a panel has something open that Esc closes (a hand).
    pub open: bool,
    /// Whether the form on show has two or more counts (Tab moves between
    /// them then).
    pub fields: bool,
}

impl State {
    /// Every state the game screen can be in.
    pub fn all() -> Vec<State> {
        let layers = [
            Layer::Sheet,
            Layer::Menu,
            Layer::Asked,
            Layer::History,
            Layer::Entry,
            Layer::Final,
        ];
        let mut all = Vec::new();
        for layer in layers {
            for held in [false, true] {
                for open in [false, true] {
                    for fields in [false, true] {
                        all.push(State {
                            layer,
                            held,
                            open,
                            fields,
                        });
                    }
                }
            }
        }
        all
    }

    /// The score entry or the final scoring takes the keys.
    fn entering(self) -> bool {
        matches!(self.layer, Layer::Entry | Layer::Final)
    }
}

/// A key as pressed. Letters are lower case (a letter's key is the same
/// with Shift).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Press {
    /// A character typed (a letter, `+`, `-`, `?`).
    Char(char),
    /// A digit, 0–9.
    Digit,
    /// F1–F6: the players in seating order.
    Seat,
    /// Enter.
    Enter,
    /// Escape.
    Escape,
    /// Tab.
    Tab,
    /// Shift+Tab.
    ShiftTab,
    /// Backspace.
    Backspace,
    /// F10.
    F10,
    /// F11.
    F11,
    /// Ctrl (Cmd) with a character.
    Ctrl(char),
    /// Ctrl (Cmd) and Shift with a character.
    CtrlShift(char),
}

/// What a key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Type a digit.
    Digit,
    /// Remove the last digit.
    Backspace,
    /// Clear what is typed (or go back to the points from another mode).
    Clear,
    /// Choose a player (or answer "for whom?").
    Player,
    /// Score as a road.
    Road,
    /// Score as a city.
    City,
    /// Score as a cloister.
    Cloister,
    /// Score as a farm.
    Farm,
    /// Score the points typed (add the final feature).
    Score,
    /// The next mode of the entry (then the expansions' tabs).
    NextMode,
    /// The mode before, round the other way.
    PreviousMode,
    /// The points.
    Points,
    /// The calculator.
    Count,
    /// A correction.
    Correct,
    /// One more (in a correction: add).
    More,
    /// One fewer (in a correction: take away).
    Fewer,
    /// Switch the figure the points move.
    Figure,
    /// The switch a panel puts under Score (laid-down followers).
    Switch,
    /// End the turn.
    EndTurn,
    /// Another tile.
    AnotherTile,
    /// An extra turn (asks for whom).
    ExtraTurn,
    /// Show the history.
    History,
    /// Open the menu.
    Menu,
    /// The main answer of what must be settled now.
    MainAnswer,
    /// The answer of what must be settled that shows this letter.
    Answer,
    /// The next field of the form on show.
    NextField,
    /// The previous field of the form on show.
    PreviousField,
    /// The next step of the final scoring.
    NextStep,
    /// The previous step of the final scoring.
    PreviousStep,
    /// Close what is open.
    Close,
    /// Undo.
    Undo,
    /// Redo.
    Redo,
    /// Larger, smaller, normal size (the window's, not the game's).
    Scale,
    /// Fullscreen (the window's).
    Fullscreen,
    /// Open or close the sheet of the keys.
    Sheet,
    /// The menu's Tiles left (a correction of the counter).
    Tiles,
    /// The menu's Final scoring.
    FinalScoring,
    /// The menu's Pause (or Resume the clock).
    Pause,
    /// The menu's Export.
    Export,
    /// The menu's Phones and TV.
    Share,
    /// The menu's Home.
    Home,
    /// The menu's Speak or Silence (spoken prompts for this run).
    Speak,
    /// A turn button of the bar beyond Another tile (an expansion's: a
    /// gold tile, a card drawn, Tile done), by the letter shown on it.
    TurnAction,
}

/// The letters of the bar's further turn buttons, in the bar's order.
pub const TURN_KEYS: [char; 4] = ['q', 'w', 'o', 'i'];

/// One line of the list: the keys as the sheet writes them, the id of its
/// words, and what each key does in which states.
#[derive(Debug, Clone, Copy)]
pub struct Line {
    /// The keys as written on the sheet, the help and the README.
    pub keys: &'static str,
    /// The id of the words that say what they do (`keys-*`).
    pub words: &'static str,
    /// Each key, what it does, and in which states.
    pub binds: &'static [(Press, Action, When)],
}

/// In which states a key of a line works.
pub type When = fn(State) -> bool;

fn entry(s: State) -> bool {
    s.layer == Layer::Entry
}
fn entering(s: State) -> bool {
    s.entering()
}
fn final_scoring(s: State) -> bool {
    s.layer == Layer::Final
}
fn fields(s: State) -> bool {
    entering(s) && s.fields
}
fn entry_one_field(s: State) -> bool {
    entry(s) && !s.fields
}
fn final_one_field(s: State) -> bool {
    final_scoring(s) && !s.fields
}
fn entry_free(s: State) -> bool {
    entry(s) && !s.held
}
fn entering_free(s: State) -> bool {
    entering(s) && !s.held
}
fn entering_held(s: State) -> bool {
    entering(s) && s.held
}
fn clearing(s: State) -> bool {
    entering(s) && !s.open
}
fn closing(s: State) -> bool {
    matches!(s.layer, Layer::Asked | Layer::History | Layer::Menu) || (entering(s) && s.open)
}
fn asked(s: State) -> bool {
    s.layer == Layer::Asked
}
fn seats(s: State) -> bool {
    entering(s) || asked(s)
}
fn history(s: State) -> bool {
    s.layer == Layer::History
}
fn main_answer(s: State) -> bool {
    entering_held(s) || asked(s)
}
fn menu(s: State) -> bool {
    s.layer == Layer::Menu
}
fn sheet(s: State) -> bool {
    s.layer == Layer::Sheet
}
fn always(_: State) -> bool {
    true
}

/// Every key of the game screen, in the order the sheet lists them.
pub const KEYS: &[Line] = &[
    Line {
        keys: "0–9",
        words: "keys-digits",
        binds: &[
            (Press::Digit, Action::Digit, entering),
            (Press::Digit, Action::Digit, asked),
        ],
    },
    Line {
        keys: "←  Esc",
        words: "keys-backspace-clear",
        binds: &[
            (Press::Backspace, Action::Backspace, entering),
            (Press::Backspace, Action::Backspace, asked),
            (Press::Escape, Action::Clear, clearing),
        ],
    },
    Line {
        keys: "F1–F6",
        words: "keys-players",
        binds: &[(Press::Seat, Action::Player, seats)],
    },
    Line {
        keys: "R C L F",
        words: "keys-kinds",
        binds: &[
            (Press::Char('r'), Action::Road, entering),
            (Press::Char('c'), Action::City, entering),
            (Press::Char('l'), Action::Cloister, entering),
            (Press::Char('f'), Action::Farm, entering),
        ],
    },
    Line {
        keys: "Enter",
        words: "keys-score",
        binds: &[(Press::Enter, Action::Score, entering_free)],
    },
    Line {
        keys: "Tab  P N K",
        words: "keys-modes",
        binds: &[
            (Press::Tab, Action::NextMode, entry_one_field),
            (Press::ShiftTab, Action::PreviousMode, entry_one_field),
            (Press::Char('p'), Action::Points, entry),
            (Press::Char('n'), Action::Count, entry_free),
            (Press::Char('k'), Action::Correct, entry),
        ],
    },
    Line {
        keys: "+  −",
        words: "keys-counts",
        binds: &[
            (Press::Char('+'), Action::More, entering),
            (Press::Char('-'), Action::Fewer, entering),
            (Press::Char('+'), Action::More, asked),
            (Press::Char('-'), Action::Fewer, asked),
        ],
    },
    Line {
        keys: "M",
        words: "keys-figure",
        binds: &[(Press::Char('m'), Action::Figure, entry)],
    },
    Line {
        keys: "J",
        words: "keys-switch",
        binds: &[(Press::Char('j'), Action::Switch, entry)],
    },
    Line {
        keys: "E",
        words: "keys-end-turn",
        binds: &[(Press::Char('e'), Action::EndTurn, entry)],
    },
    Line {
        keys: "A",
        words: "keys-another-tile",
        binds: &[(Press::Char('a'), Action::AnotherTile, entry)],
    },
    Line {
        keys: "X",
        words: "keys-extra-turn",
        binds: &[(Press::Char('x'), Action::ExtraTurn, entry)],
    },
    Line {
        keys: "H",
        words: "keys-history",
        binds: &[
            (Press::Char('h'), Action::History, entering),
            (Press::Char('h'), Action::Close, history),
        ],
    },
    Line {
        keys: "U",
        words: "keys-menu",
        binds: &[(Press::Char('u'), Action::Menu, entering)],
    },
    Line {
        keys: "Enter",
        words: "keys-settle",
        binds: &[(Press::Enter, Action::MainAnswer, main_answer)],
    },
    Line {
        keys: "T D N S V G",
        words: "keys-answers",
        binds: &[
            (Press::Char('t'), Action::Answer, entering),
            (Press::Char('d'), Action::Answer, entering),
            (Press::Char('n'), Action::Answer, entering_held),
            (Press::Char('s'), Action::Answer, entering),
            (Press::Char('v'), Action::Answer, entering),
            (Press::Char('g'), Action::Answer, entering),
        ],
    },
    Line {
        keys: "E  B  Tab  Shift+Tab",
        words: "keys-steps",
        binds: &[
            (Press::Char('e'), Action::NextStep, final_scoring),
            (Press::Char('b'), Action::PreviousStep, final_scoring),
            (Press::Tab, Action::NextStep, final_one_field),
            (Press::ShiftTab, Action::PreviousStep, final_one_field),
        ],
    },
    Line {
        keys: "Q W O I",
        words: "keys-turn-actions",
        binds: &[
            (Press::Char('q'), Action::TurnAction, entry),
            (Press::Char('w'), Action::TurnAction, entry),
            (Press::Char('o'), Action::TurnAction, entry),
            (Press::Char('i'), Action::TurnAction, entry),
        ],
    },
    Line {
        keys: "X T F P O S H V",
        words: "keys-menu-items",
        binds: &[
            (Press::Char('x'), Action::ExtraTurn, menu),
            (Press::Char('t'), Action::Tiles, menu),
            (Press::Char('f'), Action::FinalScoring, menu),
            (Press::Char('p'), Action::Pause, menu),
            (Press::Char('o'), Action::Export, menu),
            (Press::Char('s'), Action::Share, menu),
            (Press::Char('h'), Action::Home, menu),
            (Press::Char('v'), Action::Speak, menu),
        ],
    },
    Line {
        keys: "Tab  Shift+Tab",
        words: "keys-fields",
        binds: &[
            (Press::Tab, Action::NextField, fields),
            (Press::ShiftTab, Action::PreviousField, fields),
        ],
    },
    Line {
        keys: "Esc",
        words: "keys-close-open",
        binds: &[
            (Press::Escape, Action::Close, closing),
            (Press::Escape, Action::Sheet, sheet),
            (Press::F10, Action::Sheet, sheet),
        ],
    },
    Line {
        keys: "Ctrl+Z  Ctrl+Y",
        words: "keys-undo-redo",
        binds: &[
            (Press::Ctrl('z'), Action::Undo, always),
            (Press::Ctrl('y'), Action::Redo, always),
            (Press::CtrlShift('z'), Action::Redo, always),
            (Press::CtrlShift('y'), Action::Redo, always),
        ],
    },
    Line {
        keys: "Ctrl +  Ctrl −  Ctrl 0",
        words: "keys-scale",
        binds: &[
            (Press::Ctrl('+'), Action::Scale, always),
            (Press::Ctrl('='), Action::Scale, always),
            (Press::Ctrl('-'), Action::Scale, always),
            (Press::Ctrl('_'), Action::Scale, always),
            (Press::Ctrl('0'), Action::Scale, always),
        ],
    },
    Line {
        keys: "F11",
        words: "keys-fullscreen",
        binds: &[(Press::F11, Action::Fullscreen, always)],
    },
    Line {
        keys: "?",
        words: "keys-this-list",
        binds: &[(Press::Char('?'), Action::Sheet, always)],
    },
];

/// What `press` does in `state`, by the list.
pub fn action(state: State, press: Press) -> Option<Action> {
    KEYS.iter()
        .flat_map(|line| line.binds.iter())
        .find(|(p, _, when)| *p == press && when(state))
        .map(|(_, action, _)| *action)
}

/// The letter that takes `action` in `state`, as printed on its button
/// ("E" on End turn), if a letter does.
pub fn letter(state: State, action: Action) -> Option<char> {
    KEYS.iter()
        .flat_map(|line| line.binds.iter())
        .find_map(|(press, a, when)| match press {
            Press::Char(c) if *a == action && when(state) => Some(c.to_ascii_uppercase()),
            _ => None,
        })
}

/// The letters the answers of what must be settled may show.
pub fn answer_letters() -> impl Iterator<Item = char> {
    KEYS.iter()
        .flat_map(|line| line.binds.iter())
        .filter_map(|(press, action, _)| match (press, action) {
            (Press::Char(c), Action::Answer) => Some(*c),
            _ => None,
        })
}

/// Whether `letter` is an answer's key in `state`.
pub fn answers_on(state: State, letter: char) -> bool {
    action(state, Press::Char(letter.to_ascii_lowercase())) == Some(Action::Answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_actions_share_a_key_in_one_state() {
        for state in State::all() {
            let mut seen: Vec<(Press, Action, &str)> = Vec::new();
            for line in KEYS {
                for (press, action, when) in line.binds {
                    if !when(state) {
                        continue;
                    }
                    if let Some((_, other, words)) = seen.iter().find(|(p, _, _)| p == press) {
                        panic!(
                            "{press:?} in {state:?}: {other:?} ({words}) and {action:?} ({})",
                            line.words
                        );
                    }
                    seen.push((*press, *action, line.words));
                }
            }
        }
    }

    /// In a form of two or more counts, Tab moves between its fields and
    /// never changes the entry mode or the final scoring's step.
    #[test]
    fn tab_moves_between_the_fields_of_a_form_of_two_counts() {
        for state in State::all() {
            let tab = action(state, Press::Tab);
            if fields(state) {
                assert_eq!(tab, Some(Action::NextField), "{state:?}");
                assert_eq!(
                    action(state, Press::ShiftTab),
                    Some(Action::PreviousField),
                    "{state:?}"
                );
            } else {
                assert_ne!(tab, Some(Action::NextField), "{state:?}");
            }
        }
    }

    #[test]
    fn enter_is_the_main_answer_whenever_something_holds() {
        for state in State::all() {
            let held = state.held && state.entering() || state.layer == Layer::Asked;
            assert_eq!(
                action(state, Press::Enter) == Some(Action::MainAnswer),
                held,
                "{state:?}"
            );
        }
    }

    #[test]
    fn every_line_has_its_words_in_every_language() {
        for line in KEYS {
            for language in crate::i18n::Language::ALL {
                let words = crate::i18n::tr_in(language, line.words, &[]);
                assert!(!words.is_empty() && words != line.words, "{}", line.words);
            }
        }
    }
}
